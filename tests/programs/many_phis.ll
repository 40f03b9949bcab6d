; many_phis: a loop carrying 16 values of mixed widths (i64, i32, i16, i8) through block parameters, with a diamond inside the loop whose join has 16 more phis, and a call in the loop body
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

define i32 @bump(i32 %x) {
  %r = add i32 %x, 3
  ret i32 %r
}

define i64 @run(i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %join ]
  %p0 = phi i64 [ 1, %entry ], [ %j0, %join ]
  %p1 = phi i32 [ 2, %entry ], [ %j1, %join ]
  %p2 = phi i16 [ 3, %entry ], [ %j2, %join ]
  %p3 = phi i8 [ 4, %entry ], [ %j3, %join ]
  %p4 = phi i64 [ 5, %entry ], [ %j4, %join ]
  %p5 = phi i32 [ 6, %entry ], [ %j5, %join ]
  %p6 = phi i16 [ 7, %entry ], [ %j6, %join ]
  %p7 = phi i8 [ 8, %entry ], [ %j7, %join ]
  %p8 = phi i64 [ 9, %entry ], [ %j8, %join ]
  %p9 = phi i32 [ 10, %entry ], [ %j9, %join ]
  %p10 = phi i16 [ 11, %entry ], [ %j10, %join ]
  %p11 = phi i8 [ 12, %entry ], [ %j11, %join ]
  %p12 = phi i64 [ 13, %entry ], [ %j12, %join ]
  %p13 = phi i32 [ 14, %entry ], [ %j13, %join ]
  %p14 = phi i16 [ 15, %entry ], [ %j14, %join ]
  %p15 = phi i8 [ 16, %entry ], [ %j15, %join ]
  %c = call i32 @bump(i32 %p1)
  %odd.bit = and i64 %i, 1
  %odd = icmp ne i64 %odd.bit, 0
  br i1 %odd, label %left, label %right

left:
  %l0 = mul i64 %p0, 3
  %l1 = mul i32 %p1, 3
  %l2 = mul i16 %p2, 3
  %l3 = mul i8 %p3, 3
  %l4 = mul i64 %p4, 3
  %l5 = mul i32 %p5, 3
  %l6 = mul i16 %p6, 3
  %l7 = mul i8 %p7, 3
  %l8 = mul i64 %p8, 3
  %l9 = mul i32 %p9, 3
  %l10 = mul i16 %p10, 3
  %l11 = mul i8 %p11, 3
  %l12 = mul i64 %p12, 3
  %l13 = mul i32 %p13, 3
  %l14 = mul i16 %p14, 3
  %l15 = mul i8 %p15, 3
  br label %join

right:
  %r0 = xor i64 %p0, 5
  %r1 = xor i32 %p1, 42
  %r2 = xor i16 %p2, 79
  %r3 = xor i8 %p3, 116
  %r4 = xor i64 %p4, 153
  %r5 = xor i32 %p5, 190
  %r6 = xor i16 %p6, 227
  %r7 = xor i8 %p7, 264
  %r8 = xor i64 %p8, 301
  %r9 = xor i32 %p9, 338
  %r10 = xor i16 %p10, 375
  %r11 = xor i8 %p11, 412
  %r12 = xor i64 %p12, 449
  %r13 = xor i32 %p13, 486
  %r14 = xor i16 %p14, 523
  %r15 = xor i8 %p15, 560
  br label %join

join:
  %j0 = phi i64 [ %l0, %left ], [ %r0, %right ]
  %j1 = phi i32 [ %l1, %left ], [ %r1, %right ]
  %j2 = phi i16 [ %l2, %left ], [ %r2, %right ]
  %j3 = phi i8 [ %l3, %left ], [ %r3, %right ]
  %j4 = phi i64 [ %l4, %left ], [ %r4, %right ]
  %j5 = phi i32 [ %l5, %left ], [ %r5, %right ]
  %j6 = phi i16 [ %l6, %left ], [ %r6, %right ]
  %j7 = phi i8 [ %l7, %left ], [ %r7, %right ]
  %j8 = phi i64 [ %l8, %left ], [ %r8, %right ]
  %j9 = phi i32 [ %l9, %left ], [ %r9, %right ]
  %j10 = phi i16 [ %l10, %left ], [ %r10, %right ]
  %j11 = phi i8 [ %l11, %left ], [ %r11, %right ]
  %j12 = phi i64 [ %l12, %left ], [ %r12, %right ]
  %j13 = phi i32 [ %l13, %left ], [ %r13, %right ]
  %j14 = phi i16 [ %l14, %left ], [ %r14, %right ]
  %j15 = phi i8 [ %l15, %left ], [ %r15, %right ]
  %i1 = add i64 %i, 1
  %more = icmp slt i64 %i1, %n
  br i1 %more, label %loop, label %done

done:
  %c64 = sext i32 %c to i64
  %x0 = add i64 %j0, 0
  %m0 = mul i64 %c64, 1000003
  %a0 = add i64 %m0, %x0
  %x1 = sext i32 %j1 to i64
  %m1 = mul i64 %a0, 1000003
  %a1 = add i64 %m1, %x1
  %x2 = sext i16 %j2 to i64
  %m2 = mul i64 %a1, 1000003
  %a2 = add i64 %m2, %x2
  %x3 = sext i8 %j3 to i64
  %m3 = mul i64 %a2, 1000003
  %a3 = add i64 %m3, %x3
  %x4 = add i64 %j4, 0
  %m4 = mul i64 %a3, 1000003
  %a4 = add i64 %m4, %x4
  %x5 = sext i32 %j5 to i64
  %m5 = mul i64 %a4, 1000003
  %a5 = add i64 %m5, %x5
  %x6 = sext i16 %j6 to i64
  %m6 = mul i64 %a5, 1000003
  %a6 = add i64 %m6, %x6
  %x7 = sext i8 %j7 to i64
  %m7 = mul i64 %a6, 1000003
  %a7 = add i64 %m7, %x7
  %x8 = add i64 %j8, 0
  %m8 = mul i64 %a7, 1000003
  %a8 = add i64 %m8, %x8
  %x9 = sext i32 %j9 to i64
  %m9 = mul i64 %a8, 1000003
  %a9 = add i64 %m9, %x9
  %x10 = sext i16 %j10 to i64
  %m10 = mul i64 %a9, 1000003
  %a10 = add i64 %m10, %x10
  %x11 = sext i8 %j11 to i64
  %m11 = mul i64 %a10, 1000003
  %a11 = add i64 %m11, %x11
  %x12 = add i64 %j12, 0
  %m12 = mul i64 %a11, 1000003
  %a12 = add i64 %m12, %x12
  %x13 = sext i32 %j13 to i64
  %m13 = mul i64 %a12, 1000003
  %a13 = add i64 %m13, %x13
  %x14 = sext i16 %j14 to i64
  %m14 = mul i64 %a13, 1000003
  %a14 = add i64 %m14, %x14
  %x15 = sext i8 %j15 to i64
  %m15 = mul i64 %a14, 1000003
  %a15 = add i64 %m15, %x15
  ret i64 %a15
}

define i64 @main() {
entry:
  %r0 = call i64 @run(i64 1)
  call void @check(i64 1, i64 %r0, i64 6620014244015376581)
  %r1 = call i64 @run(i64 2)
  call void @check(i64 2, i64 %r1, i64 -5884368149589174933)
  %r2 = call i64 @run(i64 7)
  call void @check(i64 3, i64 %r2, i64 7017205949136967887)
  %r3 = call i64 @run(i64 50)
  call void @check(i64 4, i64 %r3, i64 3942561870471129627)
  %failures = call i64 @report()
  ret i64 %failures
}
