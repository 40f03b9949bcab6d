; error: 3:16: `%a` has type `i32`, but `i64` is expected here
define i64 @main(i32 %a) {
  %x = add i64 %a, 1
  ret i64 %x
}
