; error: 4:3: in `@main`: cannot index into `i64`: it is not a struct or an array
define i64 @main() {
  %p = alloca i64
  %f = getelementptr i64, i64* %p, i32 0, i32 0
  ret i64 0
}
