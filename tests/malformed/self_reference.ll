; error: 3:3: in `@main`: `%x` is used here, but its definition does not dominate this use
define i64 @main() {
  %x = add i64 %x, 1
  ret i64 %x
}
