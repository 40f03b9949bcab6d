; i1_logic: i1 values: and/or/xor/add/sub/mul, signed and unsigned compares of i1 (true is -1 when signed), zext/sext/trunc, i1 in memory, as arguments and results, through function pointers
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
@flag = global i1 true

define i1 @and1(i1 %a, i1 %b) {
  %r = and i1 %a, %b
  ret i1 %r
}

define i1 @or1(i1 %a, i1 %b) {
  %r = or i1 %a, %b
  ret i1 %r
}

define i1 @xor1(i1 %a, i1 %b) {
  %r = xor i1 %a, %b
  ret i1 %r
}

define i1 @add1(i1 %a, i1 %b) {
  %r = add i1 %a, %b
  ret i1 %r
}

define i1 @sub1(i1 %a, i1 %b) {
  %r = sub i1 %a, %b
  ret i1 %r
}

define i1 @mul1(i1 %a, i1 %b) {
  %r = mul i1 %a, %b
  ret i1 %r
}

define i1 @implies(i1 %a, i1 %b) {
  %na = xor i1 %a, true
  %r = or i1 %na, %b
  ret i1 %r
}

define i1 @slt1(i1 %a, i1 %b) {
  %r = icmp slt i1 %a, %b
  ret i1 %r
}

define i1 @ult1(i1 %a, i1 %b) {
  %r = icmp ult i1 %a, %b
  ret i1 %r
}

define i1 @sgt1(i1 %a, i1 %b) {
  %r = icmp sgt i1 %a, %b
  ret i1 %r
}

define i1 @ule1(i1 %a, i1 %b) {
  %r = icmp ule i1 %a, %b
  ret i1 %r
}

define i1 @eq1(i1 %a, i1 %b) {
  %r = icmp eq i1 %a, %b
  ret i1 %r
}

; The truth table of f as a 4-bit number: bit (2*a + b) is f(a, b).
define i64 @truth_table(i1 (i1, i1)* %f) {
entry:
  %r00 = call i1 %f(i1 false, i1 false)
  %r01 = call i1 %f(i1 false, i1 true)
  %r10 = call i1 %f(i1 true, i1 false)
  %r11 = call i1 %f(i1 true, i1 true)
  %b0 = zext i1 %r00 to i64
  %b1 = zext i1 %r01 to i64
  %b2 = zext i1 %r10 to i64
  %b3 = zext i1 %r11 to i64
  %s1 = shl i64 %b1, 1
  %s2 = shl i64 %b2, 2
  %s3 = shl i64 %b3, 3
  %o1 = or i64 %b0, %s1
  %o2 = or i64 %o1, %s2
  %o3 = or i64 %o2, %s3
  ret i64 %o3
}

define i64 @main() {
entry:
  %t1 = call i64 @truth_table(i1 (i1, i1)* @and1)
  call void @check(i64 1, i64 %t1, i64 8)
  %t2 = call i64 @truth_table(i1 (i1, i1)* @or1)
  call void @check(i64 2, i64 %t2, i64 14)
  %t3 = call i64 @truth_table(i1 (i1, i1)* @xor1)
  call void @check(i64 3, i64 %t3, i64 6)
  %t4 = call i64 @truth_table(i1 (i1, i1)* @add1)
  call void @check(i64 4, i64 %t4, i64 6)
  %t5 = call i64 @truth_table(i1 (i1, i1)* @sub1)
  call void @check(i64 5, i64 %t5, i64 6)
  %t6 = call i64 @truth_table(i1 (i1, i1)* @mul1)
  call void @check(i64 6, i64 %t6, i64 8)
  %t7 = call i64 @truth_table(i1 (i1, i1)* @implies)
  call void @check(i64 7, i64 %t7, i64 11)
  %t8 = call i64 @truth_table(i1 (i1, i1)* @slt1)
  call void @check(i64 8, i64 %t8, i64 4)
  %t9 = call i64 @truth_table(i1 (i1, i1)* @ult1)
  call void @check(i64 9, i64 %t9, i64 2)
  %t10 = call i64 @truth_table(i1 (i1, i1)* @sgt1)
  call void @check(i64 10, i64 %t10, i64 2)
  %t11 = call i64 @truth_table(i1 (i1, i1)* @ule1)
  call void @check(i64 11, i64 %t11, i64 11)
  %t12 = call i64 @truth_table(i1 (i1, i1)* @eq1)
  call void @check(i64 12, i64 %t12, i64 9)
  ; extensions of true
  %st = sext i1 true to i64
  call void @check(i64 13, i64 %st, i64 -1)
  %zt = zext i1 true to i64
  call void @check(i64 14, i64 %zt, i64 1)
  %s8 = sext i1 true to i8
  %s8z = zext i8 %s8 to i64
  call void @check(i64 15, i64 %s8z, i64 255)
  %s32 = sext i1 true to i32
  %s32z = zext i32 %s32 to i64
  call void @check(i64 16, i64 %s32z, i64 4294967295)
  ; truncation keeps bit 0 only
  %tr3 = trunc i64 3 to i1
  %tr3x = zext i1 %tr3 to i64
  call void @check(i64 17, i64 %tr3x, i64 1)
  %tr2 = trunc i64 -2 to i1
  %tr2x = zext i1 %tr2 to i64
  call void @check(i64 18, i64 %tr2x, i64 0)
  ; i1 in a stack slot and in a global
  %slot = alloca i1
  store i1 true, i1* %slot
  %l1 = load i1, i1* %slot
  %l1n = xor i1 %l1, true
  store i1 %l1n, i1* %slot
  %l2 = load i1, i1* %slot
  %l2x = zext i1 %l2 to i64
  call void @check(i64 19, i64 %l2x, i64 0)
  %g = load i1, i1* @flag
  %gs = select i1 %g, i64 100, i64 200
  call void @check(i64 20, i64 %gs, i64 100)
  store i1 false, i1* @flag
  %g2 = load i1, i1* @flag
  %g2s = select i1 %g2, i64 100, i64 200
  call void @check(i64 21, i64 %g2s, i64 200)
  ; select between i1 values
  %sel = select i1 %g, i1 %l2, i1 true
  %selx = zext i1 %sel to i64
  call void @check(i64 22, i64 %selx, i64 0)
  %failures = call i64 @report()
  ret i64 %failures
}
