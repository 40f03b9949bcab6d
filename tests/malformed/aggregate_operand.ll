; error: 3:16: aggregate constant used where `i64` is expected
define i64 @main() {
  %x = add i64 [i64 1], 1
  ret i64 %x
}
