; error: 3:21: integer constant used where `i64*` is expected
define i64 @main() {
  store i64 1, i64* 8
  ret i64 0
}
