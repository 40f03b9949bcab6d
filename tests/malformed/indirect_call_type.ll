; error: 7:17: `%fp` has type `i64 (i64)*`, but `i64 (i64, i64)*` is expected here
define i64 @f(i64 %a) {
  ret i64 %a
}
define i64 @main() {
  %fp = bitcast i64 (i64)* @f to i64 (i64)*
  %r = call i64 %fp(i64 1, i64 2)
  ret i64 %r
}
