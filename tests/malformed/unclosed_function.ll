; error: 2:20: function body is not closed by `}`
define i64 @main() {
  ret i64 0

