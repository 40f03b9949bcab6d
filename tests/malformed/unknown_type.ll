; error: 2:18: unknown type `%Missing`
%T = type { i64, %Missing* }
define i64 @main() {
  ret i64 0
}
