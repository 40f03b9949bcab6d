; error: 2:15: parameter type must be an integer, a pointer or an aggregate of those, not `void`
define i64 @f(void %x) {
  ret i64 0
}
