; error: 3:18: expected `,`, found `2`
define i64 @main() {
  %x = add i64 1 2
  ret i64 %x
}
