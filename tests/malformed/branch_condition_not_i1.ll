; error: 4:3: in `@main`: the condition of `br` has type `i64`, expected `i1`
define i64 @main() {
entry:
  br i64 1, label %a, label %a
a:
  ret i64 0
}
