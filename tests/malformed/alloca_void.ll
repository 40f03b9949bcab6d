; error: 3:3: in `@main`: cannot allocate `void`: it has no size
define i64 @main() {
  %p = alloca void
  ret i64 0
}
