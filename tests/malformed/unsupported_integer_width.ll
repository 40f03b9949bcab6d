; error: 3:12: unsupported integer type `i1025`: integers are 1 to 1024 bits wide
define i64 @main() {
  %x = add i1025 1, 2
  ret i64 0
}
