; select: select on i64/i32/i16/i8/pointers, min/max/abs/clamp, signed vs unsigned choices, selects feeding selects
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
@a = global i64 5
@b = global i64 7

define i64 @smax(i64 %x, i64 %y) {
  %c = icmp sgt i64 %x, %y
  %r = select i1 %c, i64 %x, i64 %y
  ret i64 %r
}

define i64 @umin(i64 %x, i64 %y) {
  %c = icmp ult i64 %x, %y
  %r = select i1 %c, i64 %x, i64 %y
  ret i64 %r
}

define i64 @abs64(i64 %x) {
  %neg = sub i64 0, %x
  %isneg = icmp slt i64 %x, 0
  %r = select i1 %isneg, i64 %neg, i64 %x
  ret i64 %r
}

define i32 @clamp32(i32 %x, i32 %lo, i32 %hi) {
  %below = icmp slt i32 %x, %lo
  %t = select i1 %below, i32 %lo, i32 %x
  %above = icmp sgt i32 %t, %hi
  %r = select i1 %above, i32 %hi, i32 %t
  ret i32 %r
}

define i8 @sat_add_u8(i8 %x, i8 %y) {
  %s = add i8 %x, %y
  %wrapped = icmp ult i8 %s, %x
  %r = select i1 %wrapped, i8 -1, i8 %s
  ret i8 %r
}

define i16 @sign16(i16 %x) {
  %neg = icmp slt i16 %x, 0
  %pos = icmp sgt i16 %x, 0
  %p = select i1 %pos, i16 1, i16 0
  %r = select i1 %neg, i16 -1, i16 %p
  ret i16 %r
}

define i64 @main() {
entry:
  %m1 = call i64 @smax(i64 -1, i64 1)
  call void @check(i64 1, i64 %m1, i64 1)
  %m2 = call i64 @smax(i64 -9223372036854775808, i64 -9223372036854775807)
  call void @check(i64 2, i64 %m2, i64 -9223372036854775807)
  %m3 = call i64 @umin(i64 -1, i64 1)
  call void @check(i64 3, i64 %m3, i64 1)
  %m4 = call i64 @umin(i64 4294967296, i64 4294967295)
  call void @check(i64 4, i64 %m4, i64 4294967295)
  %m5 = call i64 @abs64(i64 -4294967296)
  call void @check(i64 5, i64 %m5, i64 4294967296)
  %m6 = call i64 @abs64(i64 -9223372036854775808)
  call void @check(i64 6, i64 %m6, i64 -9223372036854775808)
  %c1 = call i32 @clamp32(i32 -50, i32 -10, i32 10)
  %c1x = sext i32 %c1 to i64
  call void @check(i64 7, i64 %c1x, i64 -10)
  %c2 = call i32 @clamp32(i32 2147483647, i32 -10, i32 10)
  %c2x = sext i32 %c2 to i64
  call void @check(i64 8, i64 %c2x, i64 10)
  %c3 = call i32 @clamp32(i32 3, i32 -10, i32 10)
  %c3x = sext i32 %c3 to i64
  call void @check(i64 9, i64 %c3x, i64 3)
  %s1 = call i8 @sat_add_u8(i8 200, i8 100)
  %s1x = zext i8 %s1 to i64
  call void @check(i64 10, i64 %s1x, i64 255)
  %s2 = call i8 @sat_add_u8(i8 100, i8 100)
  %s2x = zext i8 %s2 to i64
  call void @check(i64 11, i64 %s2x, i64 200)
  %g1 = call i16 @sign16(i16 -32768)
  %g1x = sext i16 %g1 to i64
  call void @check(i64 12, i64 %g1x, i64 -1)
  %g2 = call i16 @sign16(i16 0)
  %g2x = sext i16 %g2 to i64
  call void @check(i64 13, i64 %g2x, i64 0)
  %g3 = call i16 @sign16(i16 32767)
  %g3x = sext i16 %g3 to i64
  call void @check(i64 14, i64 %g3x, i64 1)
  ; select of pointers, then a load through the result
  %av = load i64, i64* @a
  %bv = load i64, i64* @b
  %alt = icmp slt i64 %av, %bv
  %pbig = select i1 %alt, i64* @b, i64* @a
  store i64 70, i64* %pbig
  %bv2 = load i64, i64* @b
  call void @check(i64 15, i64 %bv2, i64 70)
  ; a select whose arms are selects (a three-way compare)
  %lt = icmp slt i64 %av, %bv2
  %eq = icmp eq i64 %av, %bv2
  %inner = select i1 %eq, i64 0, i64 1
  %cmp3 = select i1 %lt, i64 -1, i64 %inner
  call void @check(i64 16, i64 %cmp3, i64 -1)
  ; select with a constant condition and identical arms
  %k1 = select i1 true, i64 %av, i64 %bv
  call void @check(i64 17, i64 %k1, i64 5)
  %k2 = select i1 %lt, i64 %av, i64 %av
  call void @check(i64 18, i64 %k2, i64 5)
  %failures = call i64 @report()
  ret i64 %failures
}
