; fib_rec: doubly recursive Fibonacci (57313 calls); prints fib(0..22) and returns fib(22)
; ret: 17711
declare i32 @printf(i8*, ...)

@fmt = global [18 x i8] c"fib(%lld) = %lld\0A\00"

define i64 @fib(i64 %n) {
entry:
  %small = icmp slt i64 %n, 2
  br i1 %small, label %base, label %rec

base:
  ret i64 %n

rec:
  %n1 = sub i64 %n, 1
  %n2 = sub i64 %n, 2
  %a = call i64 @fib(i64 %n1)
  %b = call i64 @fib(i64 %n2)
  %r = add i64 %a, %b
  ret i64 %r
}

define i64 @main() {
entry:
  %f = getelementptr [18 x i8], [18 x i8]* @fmt, i64 0, i64 0
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %v = call i64 @fib(i64 %i)
  call i32 (i8*, ...) @printf(i8* %f, i64 %i, i64 %v)
  %i1 = add i64 %i, 1
  %more = icmp sle i64 %i1, 22
  br i1 %more, label %loop, label %done

done:
  ret i64 %v
}
