; error: 5:12: redefinition of `@f`
define i64 @f() {
  ret i64 1
}
define i64 @f() {
  ret i64 2
}
