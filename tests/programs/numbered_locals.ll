; numbered_locals: LLVMlite treats %1, %2, ... as ordinary names: numbers used out of order, with gaps, reused across functions, as labels (also out of order), as parameters, and mixed with named values
; ret: 30000501105
declare i32 @printf(i8*, ...)

@fmt = global [16 x i8] c"%lld %lld %lld\0A\00"

define i64 @poly(i64 %7) {
  %9 = mul i64 %7, %7
  %3 = mul i64 %9, 3
  %12 = mul i64 %7, -5
  %1 = add i64 %3, %12
  %100 = add i64 %1, 11
  ret i64 %100
}

define i64 @count_down(i64 %5, i64 %2) {
1:
  br label %30

30:
  %4 = phi i64 [ %5, %1 ], [ %8, %20 ]
  %6 = phi i64 [ %2, %1 ], [ %9, %20 ]
  %7 = icmp sgt i64 %4, 0
  br i1 %7, label %20, label %10

20:
  %8 = sub i64 %4, 1
  %9 = add i64 %6, %4
  br label %30

10:
  ret i64 %6
}

define i64 @main() {
  %3 = call i64 @poly(i64 4)
  %1 = call i64 @poly(i64 -100000)
  %2 = call i64 @count_down(i64 10, i64 1000)
  %total = add i64 %1, %2
  %5 = getelementptr [16 x i8], [16 x i8]* @fmt, i64 0, i64 0
  %4 = call i32 (i8*, ...) @printf(i8* %5, i64 %3, i64 %1, i64 %2)
  %6 = add i64 %total, %3
  ret i64 %6
}
