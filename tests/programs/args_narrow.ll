; args_narrow: i1/i8/i16/i32 parameters and return values: callees that zero- and sign-extend what they receive, wrapped narrow results compared signed and unsigned by the caller, narrow values round-tripped through several calls
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
define i64 @zext8(i8 %x) {
  %r = zext i8 %x to i64
  ret i64 %r
}

define i64 @sext8(i8 %x) {
  %r = sext i8 %x to i64
  ret i64 %r
}

define i64 @zext16(i16 %x) {
  %r = zext i16 %x to i64
  ret i64 %r
}

define i64 @sext16(i16 %x) {
  %r = sext i16 %x to i64
  ret i64 %r
}

define i64 @zext32(i32 %x) {
  %r = zext i32 %x to i64
  ret i64 %r
}

define i64 @zext1(i1 %x) {
  %r = zext i1 %x to i64
  ret i64 %r
}

define i8 @add8(i8 %a, i8 %b) {
  %r = add i8 %a, %b
  ret i8 %r
}

define i16 @mul16(i16 %a, i16 %b) {
  %r = mul i16 %a, %b
  ret i16 %r
}

define i32 @shl32(i32 %a, i32 %s) {
  %r = shl i32 %a, %s
  ret i32 %r
}

define i1 @is_neg8(i8 %x) {
  %r = icmp slt i8 %x, 0
  ret i1 %r
}

define i8 @trunc_to8(i64 %x) {
  %r = trunc i64 %x to i8
  ret i8 %r
}

define i16 @pass16(i16 %x) {
  %r = call i16 @mul16(i16 %x, i16 1)
  ret i16 %r
}

define i64 @main() {
entry:
  %a = call i64 @zext8(i8 -1)
  call void @check(i64 1, i64 %a, i64 255)
  %b = call i64 @sext8(i8 -1)
  call void @check(i64 2, i64 %b, i64 -1)
  %c = call i64 @zext16(i16 -2)
  call void @check(i64 3, i64 %c, i64 65534)
  %d = call i64 @sext16(i16 -32768)
  call void @check(i64 4, i64 %d, i64 -32768)
  %e = call i64 @zext32(i32 -1)
  call void @check(i64 5, i64 %e, i64 4294967295)
  %f = call i64 @zext1(i1 true)
  call void @check(i64 6, i64 %f, i64 1)
  ; 200 + 100 wraps to 44 in i8
  %s8 = call i8 @add8(i8 200, i8 100)
  %s8x = call i64 @zext8(i8 %s8)
  call void @check(i64 7, i64 %s8x, i64 44)
  ; 100 + 100 = 200 is negative as a signed i8
  %t8 = call i8 @add8(i8 100, i8 100)
  %t8neg = call i1 @is_neg8(i8 %t8)
  %t8negx = zext i1 %t8neg to i64
  call void @check(i64 8, i64 %t8negx, i64 1)
  %t8big = icmp ugt i8 %t8, 150
  %t8bigx = zext i1 %t8big to i64
  call void @check(i64 9, i64 %t8bigx, i64 1)
  %t8s = call i64 @sext8(i8 %t8)
  call void @check(i64 10, i64 %t8s, i64 -56)
  ; 300 * 300 = 90000 wraps to 24464 in i16; 255 * 255 = 65025 is -511
  %m1 = call i16 @mul16(i16 300, i16 300)
  %m1x = call i64 @sext16(i16 %m1)
  call void @check(i64 11, i64 %m1x, i64 24464)
  %m2 = call i16 @mul16(i16 255, i16 255)
  %m2x = call i64 @sext16(i16 %m2)
  call void @check(i64 12, i64 %m2x, i64 -511)
  %m2z = call i64 @zext16(i16 %m2)
  call void @check(i64 13, i64 %m2z, i64 65025)
  %sh = call i32 @shl32(i32 3, i32 30)
  %shs = sext i32 %sh to i64
  call void @check(i64 14, i64 %shs, i64 -1073741824)
  %shz = call i64 @zext32(i32 %sh)
  call void @check(i64 15, i64 %shz, i64 3221225472)
  %tr = call i8 @trunc_to8(i64 4294967167)
  %trs = call i64 @sext8(i8 %tr)
  call void @check(i64 16, i64 %trs, i64 127)
  %tr2 = call i8 @trunc_to8(i64 -129)
  %tr2s = call i64 @sext8(i8 %tr2)
  call void @check(i64 17, i64 %tr2s, i64 127)
  %tr3 = call i8 @trunc_to8(i64 384)
  %tr3s = call i64 @sext8(i8 %tr3)
  call void @check(i64 18, i64 %tr3s, i64 -128)
  %p = call i16 @pass16(i16 -12345)
  %px = call i64 @sext16(i16 %p)
  call void @check(i64 19, i64 %px, i64 -12345)
  %failures = call i64 @report()
  ret i64 %failures
}
