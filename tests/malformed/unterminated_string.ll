; error: 2:22: unterminated string
@s = global [3 x i8] c"ab
define i64 @main() {
  ret i64 0
}
