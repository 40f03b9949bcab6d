; error: 2:18: opaque pointer type `ptr` is not supported; use typed pointers like `i8*`
define i64 @main(ptr %p) {
  ret i64 0
}
