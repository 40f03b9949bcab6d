; args_many: calls with 5 to 12 arguments: all-i64 lists (pairs passed on the stack), mixed i32/i64 lists in every alignment (O32's odd-register skip), i8/i16/pointer arguments among them, arguments forwarded in permuted order, an indirect call with 7 arguments, and recursion with 8 arguments
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
; sum of k * arg_k, so any misplaced argument changes the result
define i64 @weigh9(i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9) {
  %t2 = mul i64 %a2, 2
  %t3 = mul i64 %a3, 3
  %t4 = mul i64 %a4, 4
  %t5 = mul i64 %a5, 5
  %t6 = mul i64 %a6, 6
  %t7 = mul i64 %a7, 7
  %t8 = mul i64 %a8, 8
  %t9 = mul i64 %a9, 9
  %s2 = add i64 %a1, %t2
  %s3 = add i64 %s2, %t3
  %s4 = add i64 %s3, %t4
  %s5 = add i64 %s4, %t5
  %s6 = add i64 %s5, %t6
  %s7 = add i64 %s6, %t7
  %s8 = add i64 %s7, %t8
  %s9 = add i64 %s8, %t9
  ret i64 %s9
}

; i32, i64, i32, i64, ...: every i64 after an i32 needs an aligned pair
define i64 @mixed_a(i32 %a, i64 %b, i32 %c, i64 %d, i32 %e, i64 %f, i32 %g, i64 %h) {
  %ax = sext i32 %a to i64
  %cx = sext i32 %c to i64
  %ex = sext i32 %e to i64
  %gx = sext i32 %g to i64
  %r = call i64 @weigh9(i64 %ax, i64 %b, i64 %cx, i64 %d, i64 %ex, i64 %f, i64 %gx, i64 %h, i64 0)
  ret i64 %r
}

; i64 first, then i32s and an i64 at an odd position
define i64 @mixed_b(i64 %a, i32 %b, i32 %c, i32 %d, i64 %e, i32 %f) {
  %bx = sext i32 %b to i64
  %cx = zext i32 %c to i64
  %dx = sext i32 %d to i64
  %fx = sext i32 %f to i64
  %r = call i64 @weigh9(i64 %a, i64 %bx, i64 %cx, i64 %dx, i64 %e, i64 %fx, i64 0, i64 0, i64 0)
  ret i64 %r
}

; narrow and pointer arguments mixed in
define i64 @mixed_c(i8 %a, i64 %b, i16 %c, i64* %p, i1 %flag, i32 %d, i8 %e, i64 %f, i16 %g, i32* %q) {
  %ax = sext i8 %a to i64
  %cx = sext i16 %c to i64
  %pv = load i64, i64* %p
  %fl = zext i1 %flag to i64
  %dx = sext i32 %d to i64
  %ex = zext i8 %e to i64
  %gx = zext i16 %g to i64
  %qv = load i32, i32* %q
  %qx = sext i32 %qv to i64
  %s1 = call i64 @weigh9(i64 %ax, i64 %b, i64 %cx, i64 %pv, i64 %fl, i64 %dx, i64 %ex, i64 %f, i64 %gx)
  %s2 = mul i64 %qx, 10
  %s = add i64 %s1, %s2
  ret i64 %s
}

; forwards its arguments rotated by one, twice
define i64 @rotate_fwd(i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9) {
  %r = call i64 @weigh9(i64 %a9, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8)
  ret i64 %r
}

define i64 @twelve(i32 %a, i32 %b, i32 %c, i32 %d, i32 %e, i32 %f, i32 %g, i32 %h, i32 %i, i32 %j, i32 %k, i32 %l) {
  %x1 = sub i32 %a, %b
  %x2 = mul i32 %x1, %c
  %x3 = xor i32 %x2, %d
  %x4 = add i32 %x3, %e
  %x5 = sub i32 %x4, %f
  %x6 = mul i32 %x5, %g
  %x7 = add i32 %x6, %h
  %x8 = xor i32 %x7, %i
  %x9 = sub i32 %x8, %j
  %x10 = mul i32 %x9, %k
  %x11 = add i32 %x10, %l
  %r = sext i32 %x11 to i64
  ret i64 %r
}

define i64 @seven(i64 %a, i32 %b, i64 %c, i32 %d, i64 %e, i32 %f, i64 %g) {
  %bx = sext i32 %b to i64
  %dx = sext i32 %d to i64
  %fx = sext i32 %f to i64
  %r = call i64 @weigh9(i64 %a, i64 %bx, i64 %c, i64 %dx, i64 %e, i64 %fx, i64 %g, i64 0, i64 0)
  ret i64 %r
}

; Recursion with eight arguments that all change on every call.
define i64 @spin(i64 %n, i64 %a, i32 %b, i64 %c, i32 %d, i64 %e, i64 %f, i32 %g) {
entry:
  %z = icmp eq i64 %n, 0
  br i1 %z, label %base, label %rec

base:
  %bx = sext i32 %b to i64
  %dx = sext i32 %d to i64
  %gx = sext i32 %g to i64
  %r = call i64 @weigh9(i64 %a, i64 %bx, i64 %c, i64 %dx, i64 %e, i64 %f, i64 %gx, i64 0, i64 0)
  ret i64 %r

rec:
  %n1 = sub i64 %n, 1
  %a1 = add i64 %a, %c
  %b1 = add i32 %b, 3
  %c1 = mul i64 %c, 3
  %d1 = sub i32 %d, %b
  %e1 = xor i64 %e, %f
  %f1 = add i64 %f, 4294967296
  %g1 = add i32 %g, 1
  %r1 = call i64 @spin(i64 %n1, i64 %a1, i32 %b1, i64 %c1, i32 %d1, i64 %e1, i64 %f1, i32 %g1)
  ret i64 %r1
}

define i64 @main() {
entry:
  %w = call i64 @weigh9(i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9)
  call void @check(i64 1, i64 %w, i64 285)
  %w2 = call i64 @weigh9(i64 4294967296, i64 -1, i64 8589934592, i64 -4294967296, i64 1, i64 -9223372036854775808, i64 2147483648, i64 4294967295, i64 -2)
  call void @check(i64 2, i64 %w2, i64 62277025769)
  %ma = call i64 @mixed_a(i32 -1, i64 4294967296, i32 -2, i64 8589934592, i32 -3, i64 12884901888, i32 -4, i64 17179869184)
  call void @check(i64 3, i64 %ma, i64 257698037710)
  %mb = call i64 @mixed_b(i64 -4294967296, i32 -1, i32 -1, i32 7, i64 1099511627776, i32 -100)
  call void @check(i64 4, i64 %mb, i64 5506148072895)
  %cell = alloca i64
  store i64 -77, i64* %cell
  %cell32 = alloca i32
  store i32 -5, i32* %cell32
  %mc = call i64 @mixed_c(i8 -128, i64 10, i16 -32768, i64* %cell, i1 true, i32 -2147483648, i8 -1, i64 1000000000000, i16 -1, i32* %cell32)
  call void @check(i64 5, i64 %mc, i64 7987115590947)
  %rf = call i64 @rotate_fwd(i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9)
  call void @check(i64 6, i64 %rf, i64 249)
  %tw = call i64 @twelve(i32 100, i32 1, i32 3, i32 255, i32 -7, i32 9, i32 -11, i32 13, i32 65535, i32 -17, i32 19, i32 -21)
  call void @check(i64 7, i64 %tw, i64 -1150262)
  %fp = bitcast i64 (i64, i32, i64, i32, i64, i32, i64)* @seven to i64 (i64, i32, i64, i32, i64, i32, i64)*
  %sv = call i64 %fp(i64 -1, i32 -2, i64 -3, i32 -4, i64 -5, i32 -6, i64 -7)
  call void @check(i64 8, i64 %sv, i64 -140)
  %sp = call i64 @spin(i64 20, i64 1, i32 2, i64 3, i32 4, i64 5, i64 6, i32 7)
  call void @check(i64 9, i64 %sp, i64 552007309680)
  %failures = call i64 @report()
  ret i64 %failures
}
