; error: 4:3: in `@main`: `getelementptr` steps over `i32` but its base `%p` points to `i64`
define i64 @main() {
  %p = alloca i64
  %f = getelementptr i32, i64* %p, i32 1
  ret i64 0
}
