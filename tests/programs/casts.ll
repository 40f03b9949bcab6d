; casts: zext/sext/trunc between every pair of i1/i8/i16/i32/i64, on values loaded from globals and passed through calls
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

@g1.0 = global i1 0
@g1.1 = global i1 -1
@g8.0 = global i8 127
@g8.1 = global i8 -128
@g8.2 = global i8 -1
@g8.3 = global i8 90
@g16.0 = global i16 32767
@g16.1 = global i16 -32768
@g16.2 = global i16 -1
@g16.3 = global i16 4660
@g16.4 = global i16 -32513
@g32.0 = global i32 2147483647
@g32.1 = global i32 -2147483648
@g32.2 = global i32 -1
@g32.3 = global i32 305419896
@g32.4 = global i32 16744703
@g64.0 = global i64 9223372036854775807
@g64.1 = global i64 -9223372036854775808
@g64.2 = global i64 -1
@g64.3 = global i64 1311768467463790320
@g64.4 = global i64 -81985529037488383

define i8 @zext.i1.i8(i1 %x) {
entry:
  %r = zext i1 %x to i8
  ret i8 %r
}

define i8 @sext.i1.i8(i1 %x) {
entry:
  %r = sext i1 %x to i8
  ret i8 %r
}

define i16 @zext.i1.i16(i1 %x) {
entry:
  %r = zext i1 %x to i16
  ret i16 %r
}

define i16 @sext.i1.i16(i1 %x) {
entry:
  %r = sext i1 %x to i16
  ret i16 %r
}

define i32 @zext.i1.i32(i1 %x) {
entry:
  %r = zext i1 %x to i32
  ret i32 %r
}

define i32 @sext.i1.i32(i1 %x) {
entry:
  %r = sext i1 %x to i32
  ret i32 %r
}

define i64 @zext.i1.i64(i1 %x) {
entry:
  %r = zext i1 %x to i64
  ret i64 %r
}

define i64 @sext.i1.i64(i1 %x) {
entry:
  %r = sext i1 %x to i64
  ret i64 %r
}

define i1 @trunc.i8.i1(i8 %x) {
entry:
  %r = trunc i8 %x to i1
  ret i1 %r
}

define i16 @zext.i8.i16(i8 %x) {
entry:
  %r = zext i8 %x to i16
  ret i16 %r
}

define i16 @sext.i8.i16(i8 %x) {
entry:
  %r = sext i8 %x to i16
  ret i16 %r
}

define i32 @zext.i8.i32(i8 %x) {
entry:
  %r = zext i8 %x to i32
  ret i32 %r
}

define i32 @sext.i8.i32(i8 %x) {
entry:
  %r = sext i8 %x to i32
  ret i32 %r
}

define i64 @zext.i8.i64(i8 %x) {
entry:
  %r = zext i8 %x to i64
  ret i64 %r
}

define i64 @sext.i8.i64(i8 %x) {
entry:
  %r = sext i8 %x to i64
  ret i64 %r
}

define i1 @trunc.i16.i1(i16 %x) {
entry:
  %r = trunc i16 %x to i1
  ret i1 %r
}

define i8 @trunc.i16.i8(i16 %x) {
entry:
  %r = trunc i16 %x to i8
  ret i8 %r
}

define i32 @zext.i16.i32(i16 %x) {
entry:
  %r = zext i16 %x to i32
  ret i32 %r
}

define i32 @sext.i16.i32(i16 %x) {
entry:
  %r = sext i16 %x to i32
  ret i32 %r
}

define i64 @zext.i16.i64(i16 %x) {
entry:
  %r = zext i16 %x to i64
  ret i64 %r
}

define i64 @sext.i16.i64(i16 %x) {
entry:
  %r = sext i16 %x to i64
  ret i64 %r
}

define i1 @trunc.i32.i1(i32 %x) {
entry:
  %r = trunc i32 %x to i1
  ret i1 %r
}

define i8 @trunc.i32.i8(i32 %x) {
entry:
  %r = trunc i32 %x to i8
  ret i8 %r
}

define i16 @trunc.i32.i16(i32 %x) {
entry:
  %r = trunc i32 %x to i16
  ret i16 %r
}

define i64 @zext.i32.i64(i32 %x) {
entry:
  %r = zext i32 %x to i64
  ret i64 %r
}

define i64 @sext.i32.i64(i32 %x) {
entry:
  %r = sext i32 %x to i64
  ret i64 %r
}

define i1 @trunc.i64.i1(i64 %x) {
entry:
  %r = trunc i64 %x to i1
  ret i1 %r
}

define i8 @trunc.i64.i8(i64 %x) {
entry:
  %r = trunc i64 %x to i8
  ret i8 %r
}

define i16 @trunc.i64.i16(i64 %x) {
entry:
  %r = trunc i64 %x to i16
  ret i16 %r
}

define i32 @trunc.i64.i32(i64 %x) {
entry:
  %r = trunc i64 %x to i32
  ret i32 %r
}

define i64 @main() {
entry:
  %x1 = load i1, i1* @g1.0
  %r1 = call i8 @zext.i1.i8(i1 %x1)
  %z1 = zext i8 %r1 to i64
  call void @check(i64 1, i64 %z1, i64 0)
  %x2 = load i1, i1* @g1.0
  %r2 = zext i1 %x2 to i8
  %z2 = zext i8 %r2 to i64
  call void @check(i64 2, i64 %z2, i64 0)
  %x3 = load i1, i1* @g1.1
  %r3 = call i8 @zext.i1.i8(i1 %x3)
  %z3 = zext i8 %r3 to i64
  call void @check(i64 3, i64 %z3, i64 1)
  %x4 = load i1, i1* @g1.1
  %r4 = zext i1 %x4 to i8
  %z4 = zext i8 %r4 to i64
  call void @check(i64 4, i64 %z4, i64 1)
  %x5 = load i1, i1* @g1.0
  %r5 = call i8 @sext.i1.i8(i1 %x5)
  %z5 = zext i8 %r5 to i64
  call void @check(i64 5, i64 %z5, i64 0)
  %x6 = load i1, i1* @g1.0
  %r6 = sext i1 %x6 to i8
  %z6 = zext i8 %r6 to i64
  call void @check(i64 6, i64 %z6, i64 0)
  %x7 = load i1, i1* @g1.1
  %r7 = call i8 @sext.i1.i8(i1 %x7)
  %z7 = zext i8 %r7 to i64
  call void @check(i64 7, i64 %z7, i64 255)
  %x8 = load i1, i1* @g1.1
  %r8 = sext i1 %x8 to i8
  %z8 = zext i8 %r8 to i64
  call void @check(i64 8, i64 %z8, i64 255)
  %x9 = load i1, i1* @g1.0
  %r9 = call i16 @zext.i1.i16(i1 %x9)
  %z9 = zext i16 %r9 to i64
  call void @check(i64 9, i64 %z9, i64 0)
  %x10 = load i1, i1* @g1.0
  %r10 = zext i1 %x10 to i16
  %z10 = zext i16 %r10 to i64
  call void @check(i64 10, i64 %z10, i64 0)
  %x11 = load i1, i1* @g1.1
  %r11 = call i16 @zext.i1.i16(i1 %x11)
  %z11 = zext i16 %r11 to i64
  call void @check(i64 11, i64 %z11, i64 1)
  %x12 = load i1, i1* @g1.1
  %r12 = zext i1 %x12 to i16
  %z12 = zext i16 %r12 to i64
  call void @check(i64 12, i64 %z12, i64 1)
  %x13 = load i1, i1* @g1.0
  %r13 = call i16 @sext.i1.i16(i1 %x13)
  %z13 = zext i16 %r13 to i64
  call void @check(i64 13, i64 %z13, i64 0)
  %x14 = load i1, i1* @g1.0
  %r14 = sext i1 %x14 to i16
  %z14 = zext i16 %r14 to i64
  call void @check(i64 14, i64 %z14, i64 0)
  %x15 = load i1, i1* @g1.1
  %r15 = call i16 @sext.i1.i16(i1 %x15)
  %z15 = zext i16 %r15 to i64
  call void @check(i64 15, i64 %z15, i64 65535)
  %x16 = load i1, i1* @g1.1
  %r16 = sext i1 %x16 to i16
  %z16 = zext i16 %r16 to i64
  call void @check(i64 16, i64 %z16, i64 65535)
  %x17 = load i1, i1* @g1.0
  %r17 = call i32 @zext.i1.i32(i1 %x17)
  %z17 = zext i32 %r17 to i64
  call void @check(i64 17, i64 %z17, i64 0)
  %x18 = load i1, i1* @g1.0
  %r18 = zext i1 %x18 to i32
  %z18 = zext i32 %r18 to i64
  call void @check(i64 18, i64 %z18, i64 0)
  %x19 = load i1, i1* @g1.1
  %r19 = call i32 @zext.i1.i32(i1 %x19)
  %z19 = zext i32 %r19 to i64
  call void @check(i64 19, i64 %z19, i64 1)
  %x20 = load i1, i1* @g1.1
  %r20 = zext i1 %x20 to i32
  %z20 = zext i32 %r20 to i64
  call void @check(i64 20, i64 %z20, i64 1)
  %x21 = load i1, i1* @g1.0
  %r21 = call i32 @sext.i1.i32(i1 %x21)
  %z21 = zext i32 %r21 to i64
  call void @check(i64 21, i64 %z21, i64 0)
  %x22 = load i1, i1* @g1.0
  %r22 = sext i1 %x22 to i32
  %z22 = zext i32 %r22 to i64
  call void @check(i64 22, i64 %z22, i64 0)
  %x23 = load i1, i1* @g1.1
  %r23 = call i32 @sext.i1.i32(i1 %x23)
  %z23 = zext i32 %r23 to i64
  call void @check(i64 23, i64 %z23, i64 4294967295)
  %x24 = load i1, i1* @g1.1
  %r24 = sext i1 %x24 to i32
  %z24 = zext i32 %r24 to i64
  call void @check(i64 24, i64 %z24, i64 4294967295)
  %x25 = load i1, i1* @g1.0
  %r25 = call i64 @zext.i1.i64(i1 %x25)
  call void @check(i64 25, i64 %r25, i64 0)
  %x26 = load i1, i1* @g1.0
  %r26 = zext i1 %x26 to i64
  call void @check(i64 26, i64 %r26, i64 0)
  %x27 = load i1, i1* @g1.1
  %r27 = call i64 @zext.i1.i64(i1 %x27)
  call void @check(i64 27, i64 %r27, i64 1)
  %x28 = load i1, i1* @g1.1
  %r28 = zext i1 %x28 to i64
  call void @check(i64 28, i64 %r28, i64 1)
  %x29 = load i1, i1* @g1.0
  %r29 = call i64 @sext.i1.i64(i1 %x29)
  call void @check(i64 29, i64 %r29, i64 0)
  %x30 = load i1, i1* @g1.0
  %r30 = sext i1 %x30 to i64
  call void @check(i64 30, i64 %r30, i64 0)
  %x31 = load i1, i1* @g1.1
  %r31 = call i64 @sext.i1.i64(i1 %x31)
  call void @check(i64 31, i64 %r31, i64 -1)
  %x32 = load i1, i1* @g1.1
  %r32 = sext i1 %x32 to i64
  call void @check(i64 32, i64 %r32, i64 -1)
  %x33 = load i8, i8* @g8.0
  %r33 = call i1 @trunc.i8.i1(i8 %x33)
  %z33 = zext i1 %r33 to i64
  call void @check(i64 33, i64 %z33, i64 1)
  %x34 = load i8, i8* @g8.0
  %r34 = trunc i8 %x34 to i1
  %z34 = zext i1 %r34 to i64
  call void @check(i64 34, i64 %z34, i64 1)
  %x35 = load i8, i8* @g8.1
  %r35 = call i1 @trunc.i8.i1(i8 %x35)
  %z35 = zext i1 %r35 to i64
  call void @check(i64 35, i64 %z35, i64 0)
  %x36 = load i8, i8* @g8.1
  %r36 = trunc i8 %x36 to i1
  %z36 = zext i1 %r36 to i64
  call void @check(i64 36, i64 %z36, i64 0)
  %x37 = load i8, i8* @g8.2
  %r37 = call i1 @trunc.i8.i1(i8 %x37)
  %z37 = zext i1 %r37 to i64
  call void @check(i64 37, i64 %z37, i64 1)
  %x38 = load i8, i8* @g8.2
  %r38 = trunc i8 %x38 to i1
  %z38 = zext i1 %r38 to i64
  call void @check(i64 38, i64 %z38, i64 1)
  %x39 = load i8, i8* @g8.3
  %r39 = call i1 @trunc.i8.i1(i8 %x39)
  %z39 = zext i1 %r39 to i64
  call void @check(i64 39, i64 %z39, i64 0)
  %x40 = load i8, i8* @g8.3
  %r40 = trunc i8 %x40 to i1
  %z40 = zext i1 %r40 to i64
  call void @check(i64 40, i64 %z40, i64 0)
  %x41 = load i8, i8* @g8.0
  %r41 = call i16 @zext.i8.i16(i8 %x41)
  %z41 = zext i16 %r41 to i64
  call void @check(i64 41, i64 %z41, i64 127)
  %x42 = load i8, i8* @g8.0
  %r42 = zext i8 %x42 to i16
  %z42 = zext i16 %r42 to i64
  call void @check(i64 42, i64 %z42, i64 127)
  %x43 = load i8, i8* @g8.1
  %r43 = call i16 @zext.i8.i16(i8 %x43)
  %z43 = zext i16 %r43 to i64
  call void @check(i64 43, i64 %z43, i64 128)
  %x44 = load i8, i8* @g8.1
  %r44 = zext i8 %x44 to i16
  %z44 = zext i16 %r44 to i64
  call void @check(i64 44, i64 %z44, i64 128)
  %x45 = load i8, i8* @g8.2
  %r45 = call i16 @zext.i8.i16(i8 %x45)
  %z45 = zext i16 %r45 to i64
  call void @check(i64 45, i64 %z45, i64 255)
  %x46 = load i8, i8* @g8.2
  %r46 = zext i8 %x46 to i16
  %z46 = zext i16 %r46 to i64
  call void @check(i64 46, i64 %z46, i64 255)
  %x47 = load i8, i8* @g8.3
  %r47 = call i16 @zext.i8.i16(i8 %x47)
  %z47 = zext i16 %r47 to i64
  call void @check(i64 47, i64 %z47, i64 90)
  %x48 = load i8, i8* @g8.3
  %r48 = zext i8 %x48 to i16
  %z48 = zext i16 %r48 to i64
  call void @check(i64 48, i64 %z48, i64 90)
  %x49 = load i8, i8* @g8.0
  %r49 = call i16 @sext.i8.i16(i8 %x49)
  %z49 = zext i16 %r49 to i64
  call void @check(i64 49, i64 %z49, i64 127)
  %x50 = load i8, i8* @g8.0
  %r50 = sext i8 %x50 to i16
  %z50 = zext i16 %r50 to i64
  call void @check(i64 50, i64 %z50, i64 127)
  %x51 = load i8, i8* @g8.1
  %r51 = call i16 @sext.i8.i16(i8 %x51)
  %z51 = zext i16 %r51 to i64
  call void @check(i64 51, i64 %z51, i64 65408)
  %x52 = load i8, i8* @g8.1
  %r52 = sext i8 %x52 to i16
  %z52 = zext i16 %r52 to i64
  call void @check(i64 52, i64 %z52, i64 65408)
  %x53 = load i8, i8* @g8.2
  %r53 = call i16 @sext.i8.i16(i8 %x53)
  %z53 = zext i16 %r53 to i64
  call void @check(i64 53, i64 %z53, i64 65535)
  %x54 = load i8, i8* @g8.2
  %r54 = sext i8 %x54 to i16
  %z54 = zext i16 %r54 to i64
  call void @check(i64 54, i64 %z54, i64 65535)
  %x55 = load i8, i8* @g8.3
  %r55 = call i16 @sext.i8.i16(i8 %x55)
  %z55 = zext i16 %r55 to i64
  call void @check(i64 55, i64 %z55, i64 90)
  %x56 = load i8, i8* @g8.3
  %r56 = sext i8 %x56 to i16
  %z56 = zext i16 %r56 to i64
  call void @check(i64 56, i64 %z56, i64 90)
  %x57 = load i8, i8* @g8.0
  %r57 = call i32 @zext.i8.i32(i8 %x57)
  %z57 = zext i32 %r57 to i64
  call void @check(i64 57, i64 %z57, i64 127)
  %x58 = load i8, i8* @g8.0
  %r58 = zext i8 %x58 to i32
  %z58 = zext i32 %r58 to i64
  call void @check(i64 58, i64 %z58, i64 127)
  %x59 = load i8, i8* @g8.1
  %r59 = call i32 @zext.i8.i32(i8 %x59)
  %z59 = zext i32 %r59 to i64
  call void @check(i64 59, i64 %z59, i64 128)
  %x60 = load i8, i8* @g8.1
  %r60 = zext i8 %x60 to i32
  %z60 = zext i32 %r60 to i64
  call void @check(i64 60, i64 %z60, i64 128)
  %x61 = load i8, i8* @g8.2
  %r61 = call i32 @zext.i8.i32(i8 %x61)
  %z61 = zext i32 %r61 to i64
  call void @check(i64 61, i64 %z61, i64 255)
  %x62 = load i8, i8* @g8.2
  %r62 = zext i8 %x62 to i32
  %z62 = zext i32 %r62 to i64
  call void @check(i64 62, i64 %z62, i64 255)
  %x63 = load i8, i8* @g8.3
  %r63 = call i32 @zext.i8.i32(i8 %x63)
  %z63 = zext i32 %r63 to i64
  call void @check(i64 63, i64 %z63, i64 90)
  %x64 = load i8, i8* @g8.3
  %r64 = zext i8 %x64 to i32
  %z64 = zext i32 %r64 to i64
  call void @check(i64 64, i64 %z64, i64 90)
  %x65 = load i8, i8* @g8.0
  %r65 = call i32 @sext.i8.i32(i8 %x65)
  %z65 = zext i32 %r65 to i64
  call void @check(i64 65, i64 %z65, i64 127)
  %x66 = load i8, i8* @g8.0
  %r66 = sext i8 %x66 to i32
  %z66 = zext i32 %r66 to i64
  call void @check(i64 66, i64 %z66, i64 127)
  %x67 = load i8, i8* @g8.1
  %r67 = call i32 @sext.i8.i32(i8 %x67)
  %z67 = zext i32 %r67 to i64
  call void @check(i64 67, i64 %z67, i64 4294967168)
  %x68 = load i8, i8* @g8.1
  %r68 = sext i8 %x68 to i32
  %z68 = zext i32 %r68 to i64
  call void @check(i64 68, i64 %z68, i64 4294967168)
  %x69 = load i8, i8* @g8.2
  %r69 = call i32 @sext.i8.i32(i8 %x69)
  %z69 = zext i32 %r69 to i64
  call void @check(i64 69, i64 %z69, i64 4294967295)
  %x70 = load i8, i8* @g8.2
  %r70 = sext i8 %x70 to i32
  %z70 = zext i32 %r70 to i64
  call void @check(i64 70, i64 %z70, i64 4294967295)
  %x71 = load i8, i8* @g8.3
  %r71 = call i32 @sext.i8.i32(i8 %x71)
  %z71 = zext i32 %r71 to i64
  call void @check(i64 71, i64 %z71, i64 90)
  %x72 = load i8, i8* @g8.3
  %r72 = sext i8 %x72 to i32
  %z72 = zext i32 %r72 to i64
  call void @check(i64 72, i64 %z72, i64 90)
  %x73 = load i8, i8* @g8.0
  %r73 = call i64 @zext.i8.i64(i8 %x73)
  call void @check(i64 73, i64 %r73, i64 127)
  %x74 = load i8, i8* @g8.0
  %r74 = zext i8 %x74 to i64
  call void @check(i64 74, i64 %r74, i64 127)
  %x75 = load i8, i8* @g8.1
  %r75 = call i64 @zext.i8.i64(i8 %x75)
  call void @check(i64 75, i64 %r75, i64 128)
  %x76 = load i8, i8* @g8.1
  %r76 = zext i8 %x76 to i64
  call void @check(i64 76, i64 %r76, i64 128)
  %x77 = load i8, i8* @g8.2
  %r77 = call i64 @zext.i8.i64(i8 %x77)
  call void @check(i64 77, i64 %r77, i64 255)
  %x78 = load i8, i8* @g8.2
  %r78 = zext i8 %x78 to i64
  call void @check(i64 78, i64 %r78, i64 255)
  %x79 = load i8, i8* @g8.3
  %r79 = call i64 @zext.i8.i64(i8 %x79)
  call void @check(i64 79, i64 %r79, i64 90)
  %x80 = load i8, i8* @g8.3
  %r80 = zext i8 %x80 to i64
  call void @check(i64 80, i64 %r80, i64 90)
  %x81 = load i8, i8* @g8.0
  %r81 = call i64 @sext.i8.i64(i8 %x81)
  call void @check(i64 81, i64 %r81, i64 127)
  %x82 = load i8, i8* @g8.0
  %r82 = sext i8 %x82 to i64
  call void @check(i64 82, i64 %r82, i64 127)
  %x83 = load i8, i8* @g8.1
  %r83 = call i64 @sext.i8.i64(i8 %x83)
  call void @check(i64 83, i64 %r83, i64 -128)
  %x84 = load i8, i8* @g8.1
  %r84 = sext i8 %x84 to i64
  call void @check(i64 84, i64 %r84, i64 -128)
  %x85 = load i8, i8* @g8.2
  %r85 = call i64 @sext.i8.i64(i8 %x85)
  call void @check(i64 85, i64 %r85, i64 -1)
  %x86 = load i8, i8* @g8.2
  %r86 = sext i8 %x86 to i64
  call void @check(i64 86, i64 %r86, i64 -1)
  %x87 = load i8, i8* @g8.3
  %r87 = call i64 @sext.i8.i64(i8 %x87)
  call void @check(i64 87, i64 %r87, i64 90)
  %x88 = load i8, i8* @g8.3
  %r88 = sext i8 %x88 to i64
  call void @check(i64 88, i64 %r88, i64 90)
  %x89 = load i16, i16* @g16.0
  %r89 = call i1 @trunc.i16.i1(i16 %x89)
  %z89 = zext i1 %r89 to i64
  call void @check(i64 89, i64 %z89, i64 1)
  %x90 = load i16, i16* @g16.0
  %r90 = trunc i16 %x90 to i1
  %z90 = zext i1 %r90 to i64
  call void @check(i64 90, i64 %z90, i64 1)
  %x91 = load i16, i16* @g16.1
  %r91 = call i1 @trunc.i16.i1(i16 %x91)
  %z91 = zext i1 %r91 to i64
  call void @check(i64 91, i64 %z91, i64 0)
  %x92 = load i16, i16* @g16.1
  %r92 = trunc i16 %x92 to i1
  %z92 = zext i1 %r92 to i64
  call void @check(i64 92, i64 %z92, i64 0)
  %x93 = load i16, i16* @g16.2
  %r93 = call i1 @trunc.i16.i1(i16 %x93)
  %z93 = zext i1 %r93 to i64
  call void @check(i64 93, i64 %z93, i64 1)
  %x94 = load i16, i16* @g16.2
  %r94 = trunc i16 %x94 to i1
  %z94 = zext i1 %r94 to i64
  call void @check(i64 94, i64 %z94, i64 1)
  %x95 = load i16, i16* @g16.3
  %r95 = call i1 @trunc.i16.i1(i16 %x95)
  %z95 = zext i1 %r95 to i64
  call void @check(i64 95, i64 %z95, i64 0)
  %x96 = load i16, i16* @g16.3
  %r96 = trunc i16 %x96 to i1
  %z96 = zext i1 %r96 to i64
  call void @check(i64 96, i64 %z96, i64 0)
  %x97 = load i16, i16* @g16.4
  %r97 = call i1 @trunc.i16.i1(i16 %x97)
  %z97 = zext i1 %r97 to i64
  call void @check(i64 97, i64 %z97, i64 1)
  %x98 = load i16, i16* @g16.4
  %r98 = trunc i16 %x98 to i1
  %z98 = zext i1 %r98 to i64
  call void @check(i64 98, i64 %z98, i64 1)
  %x99 = load i16, i16* @g16.0
  %r99 = call i8 @trunc.i16.i8(i16 %x99)
  %z99 = zext i8 %r99 to i64
  call void @check(i64 99, i64 %z99, i64 255)
  %x100 = load i16, i16* @g16.0
  %r100 = trunc i16 %x100 to i8
  %z100 = zext i8 %r100 to i64
  call void @check(i64 100, i64 %z100, i64 255)
  %x101 = load i16, i16* @g16.1
  %r101 = call i8 @trunc.i16.i8(i16 %x101)
  %z101 = zext i8 %r101 to i64
  call void @check(i64 101, i64 %z101, i64 0)
  %x102 = load i16, i16* @g16.1
  %r102 = trunc i16 %x102 to i8
  %z102 = zext i8 %r102 to i64
  call void @check(i64 102, i64 %z102, i64 0)
  %x103 = load i16, i16* @g16.2
  %r103 = call i8 @trunc.i16.i8(i16 %x103)
  %z103 = zext i8 %r103 to i64
  call void @check(i64 103, i64 %z103, i64 255)
  %x104 = load i16, i16* @g16.2
  %r104 = trunc i16 %x104 to i8
  %z104 = zext i8 %r104 to i64
  call void @check(i64 104, i64 %z104, i64 255)
  %x105 = load i16, i16* @g16.3
  %r105 = call i8 @trunc.i16.i8(i16 %x105)
  %z105 = zext i8 %r105 to i64
  call void @check(i64 105, i64 %z105, i64 52)
  %x106 = load i16, i16* @g16.3
  %r106 = trunc i16 %x106 to i8
  %z106 = zext i8 %r106 to i64
  call void @check(i64 106, i64 %z106, i64 52)
  %x107 = load i16, i16* @g16.4
  %r107 = call i8 @trunc.i16.i8(i16 %x107)
  %z107 = zext i8 %r107 to i64
  call void @check(i64 107, i64 %z107, i64 255)
  %x108 = load i16, i16* @g16.4
  %r108 = trunc i16 %x108 to i8
  %z108 = zext i8 %r108 to i64
  call void @check(i64 108, i64 %z108, i64 255)
  %x109 = load i16, i16* @g16.0
  %r109 = call i32 @zext.i16.i32(i16 %x109)
  %z109 = zext i32 %r109 to i64
  call void @check(i64 109, i64 %z109, i64 32767)
  %x110 = load i16, i16* @g16.0
  %r110 = zext i16 %x110 to i32
  %z110 = zext i32 %r110 to i64
  call void @check(i64 110, i64 %z110, i64 32767)
  %x111 = load i16, i16* @g16.1
  %r111 = call i32 @zext.i16.i32(i16 %x111)
  %z111 = zext i32 %r111 to i64
  call void @check(i64 111, i64 %z111, i64 32768)
  %x112 = load i16, i16* @g16.1
  %r112 = zext i16 %x112 to i32
  %z112 = zext i32 %r112 to i64
  call void @check(i64 112, i64 %z112, i64 32768)
  %x113 = load i16, i16* @g16.2
  %r113 = call i32 @zext.i16.i32(i16 %x113)
  %z113 = zext i32 %r113 to i64
  call void @check(i64 113, i64 %z113, i64 65535)
  %x114 = load i16, i16* @g16.2
  %r114 = zext i16 %x114 to i32
  %z114 = zext i32 %r114 to i64
  call void @check(i64 114, i64 %z114, i64 65535)
  %x115 = load i16, i16* @g16.3
  %r115 = call i32 @zext.i16.i32(i16 %x115)
  %z115 = zext i32 %r115 to i64
  call void @check(i64 115, i64 %z115, i64 4660)
  %x116 = load i16, i16* @g16.3
  %r116 = zext i16 %x116 to i32
  %z116 = zext i32 %r116 to i64
  call void @check(i64 116, i64 %z116, i64 4660)
  %x117 = load i16, i16* @g16.4
  %r117 = call i32 @zext.i16.i32(i16 %x117)
  %z117 = zext i32 %r117 to i64
  call void @check(i64 117, i64 %z117, i64 33023)
  %x118 = load i16, i16* @g16.4
  %r118 = zext i16 %x118 to i32
  %z118 = zext i32 %r118 to i64
  call void @check(i64 118, i64 %z118, i64 33023)
  %x119 = load i16, i16* @g16.0
  %r119 = call i32 @sext.i16.i32(i16 %x119)
  %z119 = zext i32 %r119 to i64
  call void @check(i64 119, i64 %z119, i64 32767)
  %x120 = load i16, i16* @g16.0
  %r120 = sext i16 %x120 to i32
  %z120 = zext i32 %r120 to i64
  call void @check(i64 120, i64 %z120, i64 32767)
  %x121 = load i16, i16* @g16.1
  %r121 = call i32 @sext.i16.i32(i16 %x121)
  %z121 = zext i32 %r121 to i64
  call void @check(i64 121, i64 %z121, i64 4294934528)
  %x122 = load i16, i16* @g16.1
  %r122 = sext i16 %x122 to i32
  %z122 = zext i32 %r122 to i64
  call void @check(i64 122, i64 %z122, i64 4294934528)
  %x123 = load i16, i16* @g16.2
  %r123 = call i32 @sext.i16.i32(i16 %x123)
  %z123 = zext i32 %r123 to i64
  call void @check(i64 123, i64 %z123, i64 4294967295)
  %x124 = load i16, i16* @g16.2
  %r124 = sext i16 %x124 to i32
  %z124 = zext i32 %r124 to i64
  call void @check(i64 124, i64 %z124, i64 4294967295)
  %x125 = load i16, i16* @g16.3
  %r125 = call i32 @sext.i16.i32(i16 %x125)
  %z125 = zext i32 %r125 to i64
  call void @check(i64 125, i64 %z125, i64 4660)
  %x126 = load i16, i16* @g16.3
  %r126 = sext i16 %x126 to i32
  %z126 = zext i32 %r126 to i64
  call void @check(i64 126, i64 %z126, i64 4660)
  %x127 = load i16, i16* @g16.4
  %r127 = call i32 @sext.i16.i32(i16 %x127)
  %z127 = zext i32 %r127 to i64
  call void @check(i64 127, i64 %z127, i64 4294934783)
  %x128 = load i16, i16* @g16.4
  %r128 = sext i16 %x128 to i32
  %z128 = zext i32 %r128 to i64
  call void @check(i64 128, i64 %z128, i64 4294934783)
  %x129 = load i16, i16* @g16.0
  %r129 = call i64 @zext.i16.i64(i16 %x129)
  call void @check(i64 129, i64 %r129, i64 32767)
  %x130 = load i16, i16* @g16.0
  %r130 = zext i16 %x130 to i64
  call void @check(i64 130, i64 %r130, i64 32767)
  %x131 = load i16, i16* @g16.1
  %r131 = call i64 @zext.i16.i64(i16 %x131)
  call void @check(i64 131, i64 %r131, i64 32768)
  %x132 = load i16, i16* @g16.1
  %r132 = zext i16 %x132 to i64
  call void @check(i64 132, i64 %r132, i64 32768)
  %x133 = load i16, i16* @g16.2
  %r133 = call i64 @zext.i16.i64(i16 %x133)
  call void @check(i64 133, i64 %r133, i64 65535)
  %x134 = load i16, i16* @g16.2
  %r134 = zext i16 %x134 to i64
  call void @check(i64 134, i64 %r134, i64 65535)
  %x135 = load i16, i16* @g16.3
  %r135 = call i64 @zext.i16.i64(i16 %x135)
  call void @check(i64 135, i64 %r135, i64 4660)
  %x136 = load i16, i16* @g16.3
  %r136 = zext i16 %x136 to i64
  call void @check(i64 136, i64 %r136, i64 4660)
  %x137 = load i16, i16* @g16.4
  %r137 = call i64 @zext.i16.i64(i16 %x137)
  call void @check(i64 137, i64 %r137, i64 33023)
  %x138 = load i16, i16* @g16.4
  %r138 = zext i16 %x138 to i64
  call void @check(i64 138, i64 %r138, i64 33023)
  %x139 = load i16, i16* @g16.0
  %r139 = call i64 @sext.i16.i64(i16 %x139)
  call void @check(i64 139, i64 %r139, i64 32767)
  %x140 = load i16, i16* @g16.0
  %r140 = sext i16 %x140 to i64
  call void @check(i64 140, i64 %r140, i64 32767)
  %x141 = load i16, i16* @g16.1
  %r141 = call i64 @sext.i16.i64(i16 %x141)
  call void @check(i64 141, i64 %r141, i64 -32768)
  %x142 = load i16, i16* @g16.1
  %r142 = sext i16 %x142 to i64
  call void @check(i64 142, i64 %r142, i64 -32768)
  %x143 = load i16, i16* @g16.2
  %r143 = call i64 @sext.i16.i64(i16 %x143)
  call void @check(i64 143, i64 %r143, i64 -1)
  %x144 = load i16, i16* @g16.2
  %r144 = sext i16 %x144 to i64
  call void @check(i64 144, i64 %r144, i64 -1)
  %x145 = load i16, i16* @g16.3
  %r145 = call i64 @sext.i16.i64(i16 %x145)
  call void @check(i64 145, i64 %r145, i64 4660)
  %x146 = load i16, i16* @g16.3
  %r146 = sext i16 %x146 to i64
  call void @check(i64 146, i64 %r146, i64 4660)
  %x147 = load i16, i16* @g16.4
  %r147 = call i64 @sext.i16.i64(i16 %x147)
  call void @check(i64 147, i64 %r147, i64 -32513)
  %x148 = load i16, i16* @g16.4
  %r148 = sext i16 %x148 to i64
  call void @check(i64 148, i64 %r148, i64 -32513)
  %x149 = load i32, i32* @g32.0
  %r149 = call i1 @trunc.i32.i1(i32 %x149)
  %z149 = zext i1 %r149 to i64
  call void @check(i64 149, i64 %z149, i64 1)
  %x150 = load i32, i32* @g32.0
  %r150 = trunc i32 %x150 to i1
  %z150 = zext i1 %r150 to i64
  call void @check(i64 150, i64 %z150, i64 1)
  %x151 = load i32, i32* @g32.1
  %r151 = call i1 @trunc.i32.i1(i32 %x151)
  %z151 = zext i1 %r151 to i64
  call void @check(i64 151, i64 %z151, i64 0)
  %x152 = load i32, i32* @g32.1
  %r152 = trunc i32 %x152 to i1
  %z152 = zext i1 %r152 to i64
  call void @check(i64 152, i64 %z152, i64 0)
  %x153 = load i32, i32* @g32.2
  %r153 = call i1 @trunc.i32.i1(i32 %x153)
  %z153 = zext i1 %r153 to i64
  call void @check(i64 153, i64 %z153, i64 1)
  %x154 = load i32, i32* @g32.2
  %r154 = trunc i32 %x154 to i1
  %z154 = zext i1 %r154 to i64
  call void @check(i64 154, i64 %z154, i64 1)
  %x155 = load i32, i32* @g32.3
  %r155 = call i1 @trunc.i32.i1(i32 %x155)
  %z155 = zext i1 %r155 to i64
  call void @check(i64 155, i64 %z155, i64 0)
  %x156 = load i32, i32* @g32.3
  %r156 = trunc i32 %x156 to i1
  %z156 = zext i1 %r156 to i64
  call void @check(i64 156, i64 %z156, i64 0)
  %x157 = load i32, i32* @g32.4
  %r157 = call i1 @trunc.i32.i1(i32 %x157)
  %z157 = zext i1 %r157 to i64
  call void @check(i64 157, i64 %z157, i64 1)
  %x158 = load i32, i32* @g32.4
  %r158 = trunc i32 %x158 to i1
  %z158 = zext i1 %r158 to i64
  call void @check(i64 158, i64 %z158, i64 1)
  %x159 = load i32, i32* @g32.0
  %r159 = call i8 @trunc.i32.i8(i32 %x159)
  %z159 = zext i8 %r159 to i64
  call void @check(i64 159, i64 %z159, i64 255)
  %x160 = load i32, i32* @g32.0
  %r160 = trunc i32 %x160 to i8
  %z160 = zext i8 %r160 to i64
  call void @check(i64 160, i64 %z160, i64 255)
  %x161 = load i32, i32* @g32.1
  %r161 = call i8 @trunc.i32.i8(i32 %x161)
  %z161 = zext i8 %r161 to i64
  call void @check(i64 161, i64 %z161, i64 0)
  %x162 = load i32, i32* @g32.1
  %r162 = trunc i32 %x162 to i8
  %z162 = zext i8 %r162 to i64
  call void @check(i64 162, i64 %z162, i64 0)
  %x163 = load i32, i32* @g32.2
  %r163 = call i8 @trunc.i32.i8(i32 %x163)
  %z163 = zext i8 %r163 to i64
  call void @check(i64 163, i64 %z163, i64 255)
  %x164 = load i32, i32* @g32.2
  %r164 = trunc i32 %x164 to i8
  %z164 = zext i8 %r164 to i64
  call void @check(i64 164, i64 %z164, i64 255)
  %x165 = load i32, i32* @g32.3
  %r165 = call i8 @trunc.i32.i8(i32 %x165)
  %z165 = zext i8 %r165 to i64
  call void @check(i64 165, i64 %z165, i64 120)
  %x166 = load i32, i32* @g32.3
  %r166 = trunc i32 %x166 to i8
  %z166 = zext i8 %r166 to i64
  call void @check(i64 166, i64 %z166, i64 120)
  %x167 = load i32, i32* @g32.4
  %r167 = call i8 @trunc.i32.i8(i32 %x167)
  %z167 = zext i8 %r167 to i64
  call void @check(i64 167, i64 %z167, i64 255)
  %x168 = load i32, i32* @g32.4
  %r168 = trunc i32 %x168 to i8
  %z168 = zext i8 %r168 to i64
  call void @check(i64 168, i64 %z168, i64 255)
  %x169 = load i32, i32* @g32.0
  %r169 = call i16 @trunc.i32.i16(i32 %x169)
  %z169 = zext i16 %r169 to i64
  call void @check(i64 169, i64 %z169, i64 65535)
  %x170 = load i32, i32* @g32.0
  %r170 = trunc i32 %x170 to i16
  %z170 = zext i16 %r170 to i64
  call void @check(i64 170, i64 %z170, i64 65535)
  %x171 = load i32, i32* @g32.1
  %r171 = call i16 @trunc.i32.i16(i32 %x171)
  %z171 = zext i16 %r171 to i64
  call void @check(i64 171, i64 %z171, i64 0)
  %x172 = load i32, i32* @g32.1
  %r172 = trunc i32 %x172 to i16
  %z172 = zext i16 %r172 to i64
  call void @check(i64 172, i64 %z172, i64 0)
  %x173 = load i32, i32* @g32.2
  %r173 = call i16 @trunc.i32.i16(i32 %x173)
  %z173 = zext i16 %r173 to i64
  call void @check(i64 173, i64 %z173, i64 65535)
  %x174 = load i32, i32* @g32.2
  %r174 = trunc i32 %x174 to i16
  %z174 = zext i16 %r174 to i64
  call void @check(i64 174, i64 %z174, i64 65535)
  %x175 = load i32, i32* @g32.3
  %r175 = call i16 @trunc.i32.i16(i32 %x175)
  %z175 = zext i16 %r175 to i64
  call void @check(i64 175, i64 %z175, i64 22136)
  %x176 = load i32, i32* @g32.3
  %r176 = trunc i32 %x176 to i16
  %z176 = zext i16 %r176 to i64
  call void @check(i64 176, i64 %z176, i64 22136)
  %x177 = load i32, i32* @g32.4
  %r177 = call i16 @trunc.i32.i16(i32 %x177)
  %z177 = zext i16 %r177 to i64
  call void @check(i64 177, i64 %z177, i64 33023)
  %x178 = load i32, i32* @g32.4
  %r178 = trunc i32 %x178 to i16
  %z178 = zext i16 %r178 to i64
  call void @check(i64 178, i64 %z178, i64 33023)
  %x179 = load i32, i32* @g32.0
  %r179 = call i64 @zext.i32.i64(i32 %x179)
  call void @check(i64 179, i64 %r179, i64 2147483647)
  %x180 = load i32, i32* @g32.0
  %r180 = zext i32 %x180 to i64
  call void @check(i64 180, i64 %r180, i64 2147483647)
  %x181 = load i32, i32* @g32.1
  %r181 = call i64 @zext.i32.i64(i32 %x181)
  call void @check(i64 181, i64 %r181, i64 2147483648)
  %x182 = load i32, i32* @g32.1
  %r182 = zext i32 %x182 to i64
  call void @check(i64 182, i64 %r182, i64 2147483648)
  %x183 = load i32, i32* @g32.2
  %r183 = call i64 @zext.i32.i64(i32 %x183)
  call void @check(i64 183, i64 %r183, i64 4294967295)
  %x184 = load i32, i32* @g32.2
  %r184 = zext i32 %x184 to i64
  call void @check(i64 184, i64 %r184, i64 4294967295)
  %x185 = load i32, i32* @g32.3
  %r185 = call i64 @zext.i32.i64(i32 %x185)
  call void @check(i64 185, i64 %r185, i64 305419896)
  %x186 = load i32, i32* @g32.3
  %r186 = zext i32 %x186 to i64
  call void @check(i64 186, i64 %r186, i64 305419896)
  %x187 = load i32, i32* @g32.4
  %r187 = call i64 @zext.i32.i64(i32 %x187)
  call void @check(i64 187, i64 %r187, i64 16744703)
  %x188 = load i32, i32* @g32.4
  %r188 = zext i32 %x188 to i64
  call void @check(i64 188, i64 %r188, i64 16744703)
  %x189 = load i32, i32* @g32.0
  %r189 = call i64 @sext.i32.i64(i32 %x189)
  call void @check(i64 189, i64 %r189, i64 2147483647)
  %x190 = load i32, i32* @g32.0
  %r190 = sext i32 %x190 to i64
  call void @check(i64 190, i64 %r190, i64 2147483647)
  %x191 = load i32, i32* @g32.1
  %r191 = call i64 @sext.i32.i64(i32 %x191)
  call void @check(i64 191, i64 %r191, i64 -2147483648)
  %x192 = load i32, i32* @g32.1
  %r192 = sext i32 %x192 to i64
  call void @check(i64 192, i64 %r192, i64 -2147483648)
  %x193 = load i32, i32* @g32.2
  %r193 = call i64 @sext.i32.i64(i32 %x193)
  call void @check(i64 193, i64 %r193, i64 -1)
  %x194 = load i32, i32* @g32.2
  %r194 = sext i32 %x194 to i64
  call void @check(i64 194, i64 %r194, i64 -1)
  %x195 = load i32, i32* @g32.3
  %r195 = call i64 @sext.i32.i64(i32 %x195)
  call void @check(i64 195, i64 %r195, i64 305419896)
  %x196 = load i32, i32* @g32.3
  %r196 = sext i32 %x196 to i64
  call void @check(i64 196, i64 %r196, i64 305419896)
  %x197 = load i32, i32* @g32.4
  %r197 = call i64 @sext.i32.i64(i32 %x197)
  call void @check(i64 197, i64 %r197, i64 16744703)
  %x198 = load i32, i32* @g32.4
  %r198 = sext i32 %x198 to i64
  call void @check(i64 198, i64 %r198, i64 16744703)
  %x199 = load i64, i64* @g64.0
  %r199 = call i1 @trunc.i64.i1(i64 %x199)
  %z199 = zext i1 %r199 to i64
  call void @check(i64 199, i64 %z199, i64 1)
  %x200 = load i64, i64* @g64.0
  %r200 = trunc i64 %x200 to i1
  %z200 = zext i1 %r200 to i64
  call void @check(i64 200, i64 %z200, i64 1)
  %x201 = load i64, i64* @g64.1
  %r201 = call i1 @trunc.i64.i1(i64 %x201)
  %z201 = zext i1 %r201 to i64
  call void @check(i64 201, i64 %z201, i64 0)
  %x202 = load i64, i64* @g64.1
  %r202 = trunc i64 %x202 to i1
  %z202 = zext i1 %r202 to i64
  call void @check(i64 202, i64 %z202, i64 0)
  %x203 = load i64, i64* @g64.2
  %r203 = call i1 @trunc.i64.i1(i64 %x203)
  %z203 = zext i1 %r203 to i64
  call void @check(i64 203, i64 %z203, i64 1)
  %x204 = load i64, i64* @g64.2
  %r204 = trunc i64 %x204 to i1
  %z204 = zext i1 %r204 to i64
  call void @check(i64 204, i64 %z204, i64 1)
  %x205 = load i64, i64* @g64.3
  %r205 = call i1 @trunc.i64.i1(i64 %x205)
  %z205 = zext i1 %r205 to i64
  call void @check(i64 205, i64 %z205, i64 0)
  %x206 = load i64, i64* @g64.3
  %r206 = trunc i64 %x206 to i1
  %z206 = zext i1 %r206 to i64
  call void @check(i64 206, i64 %z206, i64 0)
  %x207 = load i64, i64* @g64.4
  %r207 = call i1 @trunc.i64.i1(i64 %x207)
  %z207 = zext i1 %r207 to i64
  call void @check(i64 207, i64 %z207, i64 1)
  %x208 = load i64, i64* @g64.4
  %r208 = trunc i64 %x208 to i1
  %z208 = zext i1 %r208 to i64
  call void @check(i64 208, i64 %z208, i64 1)
  %x209 = load i64, i64* @g64.0
  %r209 = call i8 @trunc.i64.i8(i64 %x209)
  %z209 = zext i8 %r209 to i64
  call void @check(i64 209, i64 %z209, i64 255)
  %x210 = load i64, i64* @g64.0
  %r210 = trunc i64 %x210 to i8
  %z210 = zext i8 %r210 to i64
  call void @check(i64 210, i64 %z210, i64 255)
  %x211 = load i64, i64* @g64.1
  %r211 = call i8 @trunc.i64.i8(i64 %x211)
  %z211 = zext i8 %r211 to i64
  call void @check(i64 211, i64 %z211, i64 0)
  %x212 = load i64, i64* @g64.1
  %r212 = trunc i64 %x212 to i8
  %z212 = zext i8 %r212 to i64
  call void @check(i64 212, i64 %z212, i64 0)
  %x213 = load i64, i64* @g64.2
  %r213 = call i8 @trunc.i64.i8(i64 %x213)
  %z213 = zext i8 %r213 to i64
  call void @check(i64 213, i64 %z213, i64 255)
  %x214 = load i64, i64* @g64.2
  %r214 = trunc i64 %x214 to i8
  %z214 = zext i8 %r214 to i64
  call void @check(i64 214, i64 %z214, i64 255)
  %x215 = load i64, i64* @g64.3
  %r215 = call i8 @trunc.i64.i8(i64 %x215)
  %z215 = zext i8 %r215 to i64
  call void @check(i64 215, i64 %z215, i64 240)
  %x216 = load i64, i64* @g64.3
  %r216 = trunc i64 %x216 to i8
  %z216 = zext i8 %r216 to i64
  call void @check(i64 216, i64 %z216, i64 240)
  %x217 = load i64, i64* @g64.4
  %r217 = call i8 @trunc.i64.i8(i64 %x217)
  %z217 = zext i8 %r217 to i64
  call void @check(i64 217, i64 %z217, i64 1)
  %x218 = load i64, i64* @g64.4
  %r218 = trunc i64 %x218 to i8
  %z218 = zext i8 %r218 to i64
  call void @check(i64 218, i64 %z218, i64 1)
  %x219 = load i64, i64* @g64.0
  %r219 = call i16 @trunc.i64.i16(i64 %x219)
  %z219 = zext i16 %r219 to i64
  call void @check(i64 219, i64 %z219, i64 65535)
  %x220 = load i64, i64* @g64.0
  %r220 = trunc i64 %x220 to i16
  %z220 = zext i16 %r220 to i64
  call void @check(i64 220, i64 %z220, i64 65535)
  %x221 = load i64, i64* @g64.1
  %r221 = call i16 @trunc.i64.i16(i64 %x221)
  %z221 = zext i16 %r221 to i64
  call void @check(i64 221, i64 %z221, i64 0)
  %x222 = load i64, i64* @g64.1
  %r222 = trunc i64 %x222 to i16
  %z222 = zext i16 %r222 to i64
  call void @check(i64 222, i64 %z222, i64 0)
  %x223 = load i64, i64* @g64.2
  %r223 = call i16 @trunc.i64.i16(i64 %x223)
  %z223 = zext i16 %r223 to i64
  call void @check(i64 223, i64 %z223, i64 65535)
  %x224 = load i64, i64* @g64.2
  %r224 = trunc i64 %x224 to i16
  %z224 = zext i16 %r224 to i64
  call void @check(i64 224, i64 %z224, i64 65535)
  %x225 = load i64, i64* @g64.3
  %r225 = call i16 @trunc.i64.i16(i64 %x225)
  %z225 = zext i16 %r225 to i64
  call void @check(i64 225, i64 %z225, i64 57072)
  %x226 = load i64, i64* @g64.3
  %r226 = trunc i64 %x226 to i16
  %z226 = zext i16 %r226 to i64
  call void @check(i64 226, i64 %z226, i64 57072)
  %x227 = load i64, i64* @g64.4
  %r227 = call i16 @trunc.i64.i16(i64 %x227)
  %z227 = zext i16 %r227 to i64
  call void @check(i64 227, i64 %z227, i64 32513)
  %x228 = load i64, i64* @g64.4
  %r228 = trunc i64 %x228 to i16
  %z228 = zext i16 %r228 to i64
  call void @check(i64 228, i64 %z228, i64 32513)
  %x229 = load i64, i64* @g64.0
  %r229 = call i32 @trunc.i64.i32(i64 %x229)
  %z229 = zext i32 %r229 to i64
  call void @check(i64 229, i64 %z229, i64 4294967295)
  %x230 = load i64, i64* @g64.0
  %r230 = trunc i64 %x230 to i32
  %z230 = zext i32 %r230 to i64
  call void @check(i64 230, i64 %z230, i64 4294967295)
  %x231 = load i64, i64* @g64.1
  %r231 = call i32 @trunc.i64.i32(i64 %x231)
  %z231 = zext i32 %r231 to i64
  call void @check(i64 231, i64 %z231, i64 0)
  %x232 = load i64, i64* @g64.1
  %r232 = trunc i64 %x232 to i32
  %z232 = zext i32 %r232 to i64
  call void @check(i64 232, i64 %z232, i64 0)
  %x233 = load i64, i64* @g64.2
  %r233 = call i32 @trunc.i64.i32(i64 %x233)
  %z233 = zext i32 %r233 to i64
  call void @check(i64 233, i64 %z233, i64 4294967295)
  %x234 = load i64, i64* @g64.2
  %r234 = trunc i64 %x234 to i32
  %z234 = zext i32 %r234 to i64
  call void @check(i64 234, i64 %z234, i64 4294967295)
  %x235 = load i64, i64* @g64.3
  %r235 = call i32 @trunc.i64.i32(i64 %x235)
  %z235 = zext i32 %r235 to i64
  call void @check(i64 235, i64 %z235, i64 2596069104)
  %x236 = load i64, i64* @g64.3
  %r236 = trunc i64 %x236 to i32
  %z236 = zext i32 %r236 to i64
  call void @check(i64 236, i64 %z236, i64 2596069104)
  %x237 = load i64, i64* @g64.4
  %r237 = call i32 @trunc.i64.i32(i64 %x237)
  %z237 = zext i32 %r237 to i64
  call void @check(i64 237, i64 %z237, i64 2164227841)
  %x238 = load i64, i64* @g64.4
  %r238 = trunc i64 %x238 to i32
  %z238 = zext i32 %r238 to i64
  call void @check(i64 238, i64 %z238, i64 2164227841)
  %failures = call i64 @report()
  ret i64 %failures
}
