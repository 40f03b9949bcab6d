; error: 4:3: in `@main`: call of `@helper` with type `i64 (i64, i64)`, but it has type `i64 (i64)` (declared at 3:17)
define i64 @main() {
  %a = call i64 @helper(i64 1)
  %b = call i64 @helper(i64 1, i64 2)
  ret i64 %a
}
