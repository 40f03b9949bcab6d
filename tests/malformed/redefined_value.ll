; error: 4:3: redefinition of `%x`
define i64 @main() {
  %x = add i64 1, 2
  %x = add i64 3, 4
  ret i64 %x
}
