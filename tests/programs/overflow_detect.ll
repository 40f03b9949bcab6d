; overflow_detect: the usual overflow idioms on wrapping arithmetic: unsigned carry (sum < operand), borrow, signed overflow via xor of signs, multiplication checked by division, and the high 64 bits of a 64x64-bit product built from 32-bit halves
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
define i1 @uadd_overflows(i64 %a, i64 %b) {
  %s = add i64 %a, %b
  %c = icmp ult i64 %s, %a
  ret i1 %c
}

define i1 @sadd_overflows(i64 %a, i64 %b) {
  %s = add i64 %a, %b
  %x1 = xor i64 %s, %a
  %x2 = xor i64 %s, %b
  %both = and i64 %x1, %x2
  %neg = icmp slt i64 %both, 0
  ret i1 %neg
}

define i1 @usub_borrows(i64 %a, i64 %b) {
  %c = icmp ult i64 %a, %b
  ret i1 %c
}

define i1 @smul_overflows32(i32 %a, i32 %b) {
  %a64 = sext i32 %a to i64
  %b64 = sext i32 %b to i64
  %p = mul i64 %a64, %b64
  %t = trunc i64 %p to i32
  %back = sext i32 %t to i64
  %ne = icmp ne i64 %back, %p
  ret i1 %ne
}

define i1 @umul_overflows(i64 %a, i64 %b) {
entry:
  %z = icmp eq i64 %a, 0
  br i1 %z, label %no, label %test

test:
  %p = mul i64 %a, %b
  %q = udiv i64 %p, %a
  %ne = icmp ne i64 %q, %b
  ret i1 %ne

no:
  ret i1 false
}

; High 64 bits of the unsigned 128-bit product a*b, from 32-bit halves.
define i64 @umulh(i64 %a, i64 %b) {
  %al = and i64 %a, 4294967295
  %ah = lshr i64 %a, 32
  %bl = and i64 %b, 4294967295
  %bh = lshr i64 %b, 32
  %ll = mul i64 %al, %bl
  %lh = mul i64 %al, %bh
  %hl = mul i64 %ah, %bl
  %hh = mul i64 %ah, %bh
  %llh = lshr i64 %ll, 32
  %lhl = and i64 %lh, 4294967295
  %mid0 = add i64 %llh, %lhl
  %mid = add i64 %mid0, %hl
  %midh = lshr i64 %mid, 32
  %lhh = lshr i64 %lh, 32
  %r0 = add i64 %hh, %lhh
  %r = add i64 %r0, %midh
  ret i64 %r
}

define i64 @b(i1 %x) {
  %r = zext i1 %x to i64
  ret i64 %r
}

define i64 @main() {
entry:
  %u1 = call i1 @uadd_overflows(i64 -1, i64 1)
  %u1x = call i64 @b(i1 %u1)
  call void @check(i64 1, i64 %u1x, i64 1)
  %u2 = call i1 @uadd_overflows(i64 9223372036854775807, i64 1)
  %u2x = call i64 @b(i1 %u2)
  call void @check(i64 2, i64 %u2x, i64 0)
  %u3 = call i1 @uadd_overflows(i64 4294967295, i64 4294967297)
  %u3x = call i64 @b(i1 %u3)
  call void @check(i64 3, i64 %u3x, i64 0)
  %s1 = call i1 @sadd_overflows(i64 9223372036854775807, i64 1)
  %s1x = call i64 @b(i1 %s1)
  call void @check(i64 4, i64 %s1x, i64 1)
  %s2 = call i1 @sadd_overflows(i64 -9223372036854775808, i64 -1)
  %s2x = call i64 @b(i1 %s2)
  call void @check(i64 5, i64 %s2x, i64 1)
  %s3 = call i1 @sadd_overflows(i64 -1, i64 1)
  %s3x = call i64 @b(i1 %s3)
  call void @check(i64 6, i64 %s3x, i64 0)
  %b1 = call i1 @usub_borrows(i64 4294967296, i64 4294967297)
  %b1x = call i64 @b(i1 %b1)
  call void @check(i64 7, i64 %b1x, i64 1)
  %m1 = call i1 @smul_overflows32(i32 65536, i32 32768)
  %m1x = call i64 @b(i1 %m1)
  call void @check(i64 8, i64 %m1x, i64 1)
  %m2 = call i1 @smul_overflows32(i32 -65536, i32 32768)
  %m2x = call i64 @b(i1 %m2)
  call void @check(i64 9, i64 %m2x, i64 0)
  %m3 = call i1 @umul_overflows(i64 4294967296, i64 4294967296)
  %m3x = call i64 @b(i1 %m3)
  call void @check(i64 10, i64 %m3x, i64 1)
  %m4 = call i1 @umul_overflows(i64 4294967295, i64 4294967297)
  %m4x = call i64 @b(i1 %m4)
  call void @check(i64 11, i64 %m4x, i64 0)
  %h1 = call i64 @umulh(i64 -1, i64 -1)
  call void @check(i64 12, i64 %h1, i64 -2)
  %h2 = call i64 @umulh(i64 4294967296, i64 4294967296)
  call void @check(i64 13, i64 %h2, i64 1)
  %h3 = call i64 @umulh(i64 -8690466094652112896, i64 81985529216486895)
  call void @check(i64 14, i64 %h3, i64 43361235462477504)
  %h4 = call i64 @umulh(i64 6364136223846793005, i64 1442695040888963407)
  call void @check(i64 15, i64 %h4, i64 497730533529282336)
  %failures = call i64 @report()
  ret i64 %failures
}
