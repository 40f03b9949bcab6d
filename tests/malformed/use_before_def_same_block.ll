; error: 3:3: in `@main`: `%b` is used here, but its definition does not dominate this use
define i64 @main() {
  %a = add i64 %b, 1
  %b = add i64 1, 1
  ret i64 %a
}
