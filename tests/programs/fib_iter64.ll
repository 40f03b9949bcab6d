; fib_iter64: iterative Fibonacci to fib(92) (the largest that fits in i64), checked by the doubling identities F(2n) = F(n)(2F(n+1) - F(n)) and F(2n+1) = F(n)^2 + F(n+1)^2; prints values above 2^32
; ret: 0
declare i32 @printf(i8*, ...)

@checks = global i64 0
@failures = global i64 0
@fmt.fail = global [31 x i8] c"FAIL %lld: got %lld want %lld\0A\00"
@fmt.done = global [28 x i8] c"%lld checks, %lld failures\0A\00"

; Counts a check; prints the mismatch and counts a failure when got != want.
define void @check(i64 %id, i64 %got, i64 %want) {
entry:
  %n = load i64, i64* @checks
  %n1 = add i64 %n, 1
  store i64 %n1, i64* @checks
  %ok = icmp eq i64 %got, %want
  br i1 %ok, label %done, label %bad

bad:
  %f = getelementptr [31 x i8], [31 x i8]* @fmt.fail, i64 0, i64 0
  %r = call i32 (i8*, ...) @printf(i8* %f, i64 %id, i64 %got, i64 %want)
  %k = load i64, i64* @failures
  %k1 = add i64 %k, 1
  store i64 %k1, i64* @failures
  br label %done

done:
  ret void
}

; Prints the summary line and returns the number of failures.
define i64 @report() {
entry:
  %c = load i64, i64* @checks
  %k = load i64, i64* @failures
  %f = getelementptr [28 x i8], [28 x i8]* @fmt.done, i64 0, i64 0
  %r = call i32 (i8*, ...) @printf(i8* %f, i64 %c, i64 %k)
  ret i64 %k
}
@fib = global [93 x i64] zeroinitializer
@fmt = global [18 x i8] c"fib(%lld) = %lld\0A\00"

define i64 @main() {
entry:
  %p1 = getelementptr [93 x i64], [93 x i64]* @fib, i64 0, i64 1
  store i64 1, i64* %p1
  br label %fill

fill:
  %n = phi i64 [ 2, %entry ], [ %n1, %fill ]
  %a = phi i64 [ 0, %entry ], [ %b, %fill ]
  %b = phi i64 [ 1, %entry ], [ %c, %fill ]
  %c = add i64 %a, %b
  %p = getelementptr [93 x i64], [93 x i64]* @fib, i64 0, i64 %n
  store i64 %c, i64* %p
  %n1 = add i64 %n, 1
  %more = icmp sle i64 %n1, 92
  br i1 %more, label %fill, label %verify

verify:
  %k = phi i64 [ 1, %fill ], [ %k1, %verify ]
  %pk = getelementptr [93 x i64], [93 x i64]* @fib, i64 0, i64 %k
  %fk = load i64, i64* %pk
  %pk1 = getelementptr i64, i64* %pk, i64 1
  %fk1 = load i64, i64* %pk1
  %k2 = mul i64 %k, 2
  %p2k = getelementptr [93 x i64], [93 x i64]* @fib, i64 0, i64 %k2
  %f2k = load i64, i64* %p2k
  %p2k1 = getelementptr i64, i64* %p2k, i64 1
  %f2k1 = load i64, i64* %p2k1
  %twice = mul i64 %fk1, 2
  %diff = sub i64 %twice, %fk
  %even = mul i64 %fk, %diff
  call void @check(i64 %k, i64 %even, i64 %f2k)
  %sq1 = mul i64 %fk, %fk
  %sq2 = mul i64 %fk1, %fk1
  %odd = add i64 %sq1, %sq2
  %kid = add i64 %k, 1000
  call void @check(i64 %kid, i64 %odd, i64 %f2k1)
  %k1 = add i64 %k, 1
  %kmore = icmp slt i64 %k1, 46
  br i1 %kmore, label %verify, label %print

print:
  %m = phi i64 [ 44, %verify ], [ %m1, %print ]
  %pm = getelementptr [93 x i64], [93 x i64]* @fib, i64 0, i64 %m
  %fm = load i64, i64* %pm
  %f = getelementptr [18 x i8], [18 x i8]* @fmt, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %f, i64 %m, i64 %fm)
  %m1 = add i64 %m, 8
  %mmore = icmp sle i64 %m1, 92
  br i1 %mmore, label %print, label %done

done:
  %failures = call i64 @report()
  ret i64 %failures
}
