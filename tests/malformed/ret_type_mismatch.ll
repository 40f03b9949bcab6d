; error: 4:3: in `@main`: the returned value `%x` has type `i32`, expected `i64`
define i64 @main() {
  %x = add i32 1, 2
  ret i32 %x
}
