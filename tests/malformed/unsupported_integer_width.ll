; error: 3:12: unsupported integer type `i128` (only i1, i8, i16, i32 and i64)
define i64 @main() {
  %x = add i128 1, 2
  ret i64 0
}
