; error: 3:16: unknown value `%y`
define i64 @main() {
  %x = add i64 %y, 1
  ret i64 %x
}
