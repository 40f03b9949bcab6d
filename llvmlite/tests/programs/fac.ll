; The factorial example from the LLVMlite specification.
; ret: 720
define i64 @fac(i64 %n) {
  %1 = icmp sle i64 %n, 0
  br i1 %1, label %ret, label %rec
ret:
  ret i64 1
rec:
  %2 = sub i64 %n, 1
  %3 = call i64 @fac(i64 %2)
  %4 = mul i64 %n, %3
  ret i64 %4
}

define i64 @main(i64 %argc, i8** %argv) {
  %1 = call i64 @fac(i64 6)
  ret i64 %1
}
