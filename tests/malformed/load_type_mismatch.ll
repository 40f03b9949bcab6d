; error: 4:3: in `@main`: the result of `load` has type `i64`, expected `i32`
define i64 @main() {
  %p = alloca i32
  %v = load i64, i32* %p
  ret i64 %v
}
