; error: 3:3: in `@main`: `add` works on integers, not `i8*`
define i64 @main(i8* %p) {
  %q = add i8* %p, null
  ret i64 0
}
