; error: 3:3: this block does not end with a terminator (br, ret, switch or unreachable)
define i64 @main() {
  %x = add i64 1, 2
next:
  ret i64 %x
}
