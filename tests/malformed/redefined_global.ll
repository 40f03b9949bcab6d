; error: 3:1: redefinition of `@g`
@g = global i64 1
@g = global i64 2
define i64 @main() {
  ret i64 0
}
