; error: 3:3: in `@f`: `ret` with a value in a void function
define void @f() {
  ret i64 1
}
define i64 @main() {
  ret i64 0
}
