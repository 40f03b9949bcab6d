; error: 2:1: expected a top-level definition, found `global`
global i64 1
define i64 @main() {
  ret i64 0
}
