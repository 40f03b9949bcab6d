; error: 3:8: instruction `fadd` is not supported
define i64 @main() {
  %x = fadd i64 1, 2
  ret i64 0
}
