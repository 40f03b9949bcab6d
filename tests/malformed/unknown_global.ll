; error: 3:23: unknown global `@missing`
define i64 @main() {
  %x = load i64, i64* @missing
  ret i64 %x
}
