; error: 3:17: unknown value `%fp`
define i64 @main() {
  %r = call i64 %fp(i64 1)
  ret i64 %r
}
