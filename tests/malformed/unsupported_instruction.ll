; error: 3:8: instruction `fadd`: floating-point instructions are not supported yet
define i64 @main() {
  %x = fadd i64 1, 2
  ret i64 0
}
