; error: 3:3: in `@main`: invalid cast: `trunc` from `i32` to `i64`
define i64 @main() {
  %x = trunc i32 1 to i64
  ret i64 %x
}
