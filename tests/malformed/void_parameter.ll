; error: 2:15: parameter type must be an integer or a pointer, not `void`
define i64 @f(void %x) {
  ret i64 0
}
