; error: 4:3: in `@main`: the value stored through `%p` has type `i64`, expected `i32`
define i64 @main() {
  %p = alloca i32
  store i64 5, i32* %p
  ret i64 0
}
