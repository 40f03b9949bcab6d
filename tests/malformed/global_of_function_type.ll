; error: 2:1: global `@g` of type `i64 (i64)` has no storage
@g = global i64 (i64) zeroinitializer
define i64 @main() {
  ret i64 0
}
