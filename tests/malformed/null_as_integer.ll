; error: 3:16: `null` used where `i64` is expected (it is a pointer)
define i64 @main() {
  %x = add i64 null, 1
  ret i64 %x
}
