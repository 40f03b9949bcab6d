; ret_negative_i32: i32 main returning a negative value (reported sign-extended; exit status 254)
; ret: -2
define i32 @twice(i32 %x) {
  %r = add i32 %x, %x
  ret i32 %r
}

define i32 @main() {
  %r = call i32 @twice(i32 -1)
  ret i32 %r
}
