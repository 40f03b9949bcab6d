; error: 4:17: `@g` has type `i64*`, but `i64 ()*` is expected here
@g = global i64 0
define i64 @main() {
  %r = call i64 @g()
  ret i64 %r
}
