; error: 6:3: in `@main`: call of `@f` with type `i64 (i32)`, but it has type `i64 (i64)` (declared at 2:12)
define i64 @f(i64 %a) {
  ret i64 %a
}
define i64 @main() {
  %r = call i64 @f(i32 1)
  ret i64 %r
}
