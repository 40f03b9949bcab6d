; error: 3:3: in `@main`: `ret void` in a function returning `i64`
define i64 @main() {
  ret void
}
