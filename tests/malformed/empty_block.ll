; error: 4:1: block `%empty` does not end with a terminator (br, ret, switch or unreachable)
define i64 @main() {
  br label %empty
empty:
}
