; error: 3:3: in `@main`: `fadd` works on `float` or `double`, not `i64`
define i64 @main() {
  %x = fadd i64 1, 2
  ret i64 0
}
