; error: 3:12: unsupported integer type `i128`: integers wider than 64 bits are not supported
define i64 @main() {
  %x = add i128 1, 2
  ret i64 0
}
