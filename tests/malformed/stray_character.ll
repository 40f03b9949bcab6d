; error: 3:21: unexpected character `^`
define i64 @main() {
  %x = add i64 1, 2 ^
  ret i64 %x
}
