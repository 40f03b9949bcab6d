; error: 3:3: in `@main`: the condition of `select` has type `i64`, expected `i1`
define i64 @main() {
  %x = select i64 1, i64 2, i64 3
  ret i64 %x
}
