; flags: nsw/nuw (in both orders), exact and inbounds are accepted and, where no overflow happens, change nothing
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
@arr = global [4 x i64] [i64 1, i64 2, i64 3, i64 4]

define i64 @main() {
entry:
  %px = getelementptr inbounds [4 x i64], [4 x i64]* @arr, i64 0, i64 3
  %x = load i64, i64* %px
  %a = add nsw i64 %x, 9223372036854775800
  call void @check(i64 1, i64 %a, i64 9223372036854775804)
  %b = add nuw nsw i64 %x, 4294967295
  call void @check(i64 2, i64 %b, i64 4294967299)
  %c = add nsw nuw i64 %x, 1
  call void @check(i64 3, i64 %c, i64 5)
  %d = sub nuw i64 %x, 3
  call void @check(i64 4, i64 %d, i64 1)
  %e = sub nsw i64 %x, 9223372036854775807
  call void @check(i64 5, i64 %e, i64 -9223372036854775803)
  %f = mul nsw i64 %x, -2305843009213693952
  call void @check(i64 6, i64 %f, i64 -9223372036854775808)
  %g = mul nuw i64 %x, 1000000000000
  call void @check(i64 7, i64 %g, i64 4000000000000)
  %h = shl nuw i64 %x, 61
  call void @check(i64 8, i64 %h, i64 -9223372036854775808)
  %i = shl nsw i64 %x, 40
  call void @check(i64 9, i64 %i, i64 4398046511104)
  %j = udiv exact i64 96, %x
  call void @check(i64 10, i64 %j, i64 24)
  %k = sdiv exact i64 -96, %x
  call void @check(i64 11, i64 %k, i64 -24)
  %l = lshr exact i64 96, %x
  call void @check(i64 12, i64 %l, i64 6)
  %m = ashr exact i64 -96, %x
  call void @check(i64 13, i64 %m, i64 -6)
  %x32 = trunc i64 %x to i32
  %n = mul nuw nsw i32 %x32, 500000000
  %nx = zext i32 %n to i64
  call void @check(i64 14, i64 %nx, i64 2000000000)
  %p = getelementptr inbounds [4 x i64], [4 x i64]* @arr, i64 0, i64 1
  %q = getelementptr inbounds i64, i64* %p, i64 2
  %qv = load i64, i64* %q
  call void @check(i64 15, i64 %qv, i64 4)
  %r = getelementptr inbounds i64, i64* %q, i32 -3
  %rv = load i64, i64* %r
  call void @check(i64 16, i64 %rv, i64 1)
  %failures = call i64 @report()
  ret i64 %failures
}
