; error: 3:16: aggregate constants can only initialize globals
define i64 @main() {
  %x = add i64 [i64 1], 1
  ret i64 %x
}
