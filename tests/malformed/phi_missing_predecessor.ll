; error: 8:3: phi in block `%b` has no incoming value for predecessor `%entry`
define i64 @main(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %b
b:
  %x = phi i64 [ 1, %a ]
  ret i64 %x
}
