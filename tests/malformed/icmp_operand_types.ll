; error: 3:25: `%q` has type `i8*`, but `i64*` is expected here
define i64 @main(i64* %p, i8* %q) {
  %c = icmp eq i64* %p, %q
  ret i64 0
}
