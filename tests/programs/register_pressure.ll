; register_pressure: 24 i64 values (48 words on Cpu0) live across calls, 12 values carried through a loop whose body calls a function, and a 16-argument call whose arguments are all computed before it
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

@sink = global i64 0

; Clobbers whatever a call may clobber, and has a visible effect.
define i64 @churn(i64 %x) {
  %s = load i64, i64* @sink
  %t = xor i64 %s, %x
  %u = mul i64 %t, 6364136223846793005
  store i64 %u, i64* @sink
  %r = add i64 %x, 1
  ret i64 %r
}

define i64 @wide(i64 %a, i64 %b) {
entry:
  %m0 = mul i64 %a, 3
  %s0 = shl i64 %b, 0
  %x0 = xor i64 %s0, 0
  %v0 = add i64 %m0, %x0
  %m1 = mul i64 %a, 4
  %s1 = shl i64 %b, 1
  %x1 = xor i64 %s1, 73300775185
  %v1 = add i64 %m1, %x1
  %m2 = mul i64 %a, 5
  %s2 = shl i64 %b, 2
  %x2 = xor i64 %s2, 146601550370
  %v2 = add i64 %m2, %x2
  %m3 = mul i64 %a, 6
  %s3 = shl i64 %b, 3
  %x3 = xor i64 %s3, 219902325555
  %v3 = add i64 %m3, %x3
  %m4 = mul i64 %a, 7
  %s4 = shl i64 %b, 4
  %x4 = xor i64 %s4, 293203100740
  %v4 = add i64 %m4, %x4
  %m5 = mul i64 %a, 8
  %s5 = shl i64 %b, 5
  %x5 = xor i64 %s5, 366503875925
  %v5 = add i64 %m5, %x5
  %m6 = mul i64 %a, 9
  %s6 = shl i64 %b, 6
  %x6 = xor i64 %s6, 439804651110
  %v6 = add i64 %m6, %x6
  %m7 = mul i64 %a, 10
  %s7 = shl i64 %b, 7
  %x7 = xor i64 %s7, 513105426295
  %v7 = add i64 %m7, %x7
  %m8 = mul i64 %a, 11
  %s8 = shl i64 %b, 8
  %x8 = xor i64 %s8, 586406201480
  %v8 = add i64 %m8, %x8
  %m9 = mul i64 %a, 12
  %s9 = shl i64 %b, 9
  %x9 = xor i64 %s9, 659706976665
  %v9 = add i64 %m9, %x9
  %m10 = mul i64 %a, 13
  %s10 = shl i64 %b, 10
  %x10 = xor i64 %s10, 733007751850
  %v10 = add i64 %m10, %x10
  %m11 = mul i64 %a, 14
  %s11 = shl i64 %b, 11
  %x11 = xor i64 %s11, 806308527035
  %v11 = add i64 %m11, %x11
  %m12 = mul i64 %a, 15
  %s12 = shl i64 %b, 12
  %x12 = xor i64 %s12, 879609302220
  %v12 = add i64 %m12, %x12
  %m13 = mul i64 %a, 16
  %s13 = shl i64 %b, 13
  %x13 = xor i64 %s13, 952910077405
  %v13 = add i64 %m13, %x13
  %m14 = mul i64 %a, 17
  %s14 = shl i64 %b, 14
  %x14 = xor i64 %s14, 1026210852590
  %v14 = add i64 %m14, %x14
  %m15 = mul i64 %a, 18
  %s15 = shl i64 %b, 15
  %x15 = xor i64 %s15, 1099511627775
  %v15 = add i64 %m15, %x15
  %m16 = mul i64 %a, 19
  %s16 = shl i64 %b, 16
  %x16 = xor i64 %s16, 1172812402960
  %v16 = add i64 %m16, %x16
  %m17 = mul i64 %a, 20
  %s17 = shl i64 %b, 17
  %x17 = xor i64 %s17, 1246113178145
  %v17 = add i64 %m17, %x17
  %m18 = mul i64 %a, 21
  %s18 = shl i64 %b, 18
  %x18 = xor i64 %s18, 1319413953330
  %v18 = add i64 %m18, %x18
  %m19 = mul i64 %a, 22
  %s19 = shl i64 %b, 19
  %x19 = xor i64 %s19, 1392714728515
  %v19 = add i64 %m19, %x19
  %m20 = mul i64 %a, 23
  %s20 = shl i64 %b, 20
  %x20 = xor i64 %s20, 1466015503700
  %v20 = add i64 %m20, %x20
  %m21 = mul i64 %a, 24
  %s21 = shl i64 %b, 21
  %x21 = xor i64 %s21, 1539316278885
  %v21 = add i64 %m21, %x21
  %m22 = mul i64 %a, 25
  %s22 = shl i64 %b, 22
  %x22 = xor i64 %s22, 1612617054070
  %v22 = add i64 %m22, %x22
  %m23 = mul i64 %a, 26
  %s23 = shl i64 %b, 23
  %x23 = xor i64 %s23, 1685917829255
  %v23 = add i64 %m23, %x23
  %c0 = call i64 @churn(i64 %v0)
  %c1 = call i64 @churn(i64 %v23)
  %w0 = mul i64 %v0, 1
  %acc0 = xor i64 %c1, %w0
  %w1 = mul i64 %v1, 3
  %acc1 = xor i64 %acc0, %w1
  %w2 = mul i64 %v2, 5
  %acc2 = xor i64 %acc1, %w2
  %w3 = mul i64 %v3, 7
  %acc3 = xor i64 %acc2, %w3
  %w4 = mul i64 %v4, 9
  %acc4 = xor i64 %acc3, %w4
  %w5 = mul i64 %v5, 11
  %acc5 = xor i64 %acc4, %w5
  %w6 = mul i64 %v6, 13
  %acc6 = xor i64 %acc5, %w6
  %w7 = mul i64 %v7, 15
  %acc7 = xor i64 %acc6, %w7
  %cc7 = call i64 @churn(i64 %acc7)
  %accc7 = add i64 %cc7, %c0
  %w8 = mul i64 %v8, 17
  %acc8 = xor i64 %accc7, %w8
  %w9 = mul i64 %v9, 19
  %acc9 = xor i64 %acc8, %w9
  %w10 = mul i64 %v10, 21
  %acc10 = xor i64 %acc9, %w10
  %w11 = mul i64 %v11, 23
  %acc11 = xor i64 %acc10, %w11
  %w12 = mul i64 %v12, 25
  %acc12 = xor i64 %acc11, %w12
  %w13 = mul i64 %v13, 27
  %acc13 = xor i64 %acc12, %w13
  %w14 = mul i64 %v14, 29
  %acc14 = xor i64 %acc13, %w14
  %w15 = mul i64 %v15, 31
  %acc15 = xor i64 %acc14, %w15
  %cc15 = call i64 @churn(i64 %acc15)
  %accc15 = add i64 %cc15, %c0
  %w16 = mul i64 %v16, 33
  %acc16 = xor i64 %accc15, %w16
  %w17 = mul i64 %v17, 35
  %acc17 = xor i64 %acc16, %w17
  %w18 = mul i64 %v18, 37
  %acc18 = xor i64 %acc17, %w18
  %w19 = mul i64 %v19, 39
  %acc19 = xor i64 %acc18, %w19
  %w20 = mul i64 %v20, 41
  %acc20 = xor i64 %acc19, %w20
  %w21 = mul i64 %v21, 43
  %acc21 = xor i64 %acc20, %w21
  %w22 = mul i64 %v22, 45
  %acc22 = xor i64 %acc21, %w22
  %w23 = mul i64 %v23, 47
  %acc23 = xor i64 %acc22, %w23
  %cc23 = call i64 @churn(i64 %acc23)
  %accc23 = add i64 %cc23, %c0
  ret i64 %accc23
}

define i64 @carried(i64 %seed) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %p0 = phi i64 [ 1, %entry ], [ %q0, %loop ]
  %p1 = phi i64 [ 1001, %entry ], [ %q1, %loop ]
  %p2 = phi i64 [ 2001, %entry ], [ %q2, %loop ]
  %p3 = phi i64 [ 3001, %entry ], [ %q3, %loop ]
  %p4 = phi i64 [ 4001, %entry ], [ %q4, %loop ]
  %p5 = phi i64 [ 5001, %entry ], [ %q5, %loop ]
  %p6 = phi i64 [ 6001, %entry ], [ %q6, %loop ]
  %p7 = phi i64 [ 7001, %entry ], [ %q7, %loop ]
  %p8 = phi i64 [ 8001, %entry ], [ %q8, %loop ]
  %p9 = phi i64 [ 9001, %entry ], [ %q9, %loop ]
  %p10 = phi i64 [ 10001, %entry ], [ %q10, %loop ]
  %p11 = phi i64 [ 11001, %entry ], [ %q11, %loop ]
  %t = call i64 @churn(i64 %i)
  %r0 = mul i64 %p0, 2
  %q0 = add i64 %r0, %p1
  %r1 = mul i64 %p1, 3
  %q1 = add i64 %r1, %p2
  %r2 = mul i64 %p2, 4
  %q2 = add i64 %r2, %p3
  %r3 = mul i64 %p3, 5
  %q3 = add i64 %r3, %p4
  %r4 = mul i64 %p4, 6
  %q4 = add i64 %r4, %p5
  %r5 = mul i64 %p5, 7
  %q5 = add i64 %r5, %p6
  %r6 = mul i64 %p6, 8
  %q6 = add i64 %r6, %p7
  %r7 = mul i64 %p7, 9
  %q7 = add i64 %r7, %p8
  %r8 = mul i64 %p8, 10
  %q8 = add i64 %r8, %p9
  %r9 = mul i64 %p9, 11
  %q9 = add i64 %r9, %p10
  %r10 = mul i64 %p10, 12
  %q10 = add i64 %r10, %p11
  %r11 = mul i64 %p11, 13
  %q11 = add i64 %r11, %p0
  %i1 = add i64 %i, 1
  %more = icmp slt i64 %i1, 40
  br i1 %more, label %loop, label %done

done:
  %f0 = xor i64 %seed, %q0
  %f1 = xor i64 %f0, %q1
  %f2 = xor i64 %f1, %q2
  %f3 = xor i64 %f2, %q3
  %f4 = xor i64 %f3, %q4
  %f5 = xor i64 %f4, %q5
  %f6 = xor i64 %f5, %q6
  %f7 = xor i64 %f6, %q7
  %f8 = xor i64 %f7, %q8
  %f9 = xor i64 %f8, %q9
  %f10 = xor i64 %f9, %q10
  %f11 = xor i64 %f10, %q11
  ret i64 %f11
}

define i64 @sixteen(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15) {
entry:
  %h0 = mul i64 0, 31
  %g0 = add i64 %h0, %a0
  %h1 = mul i64 %g0, 31
  %g1 = add i64 %h1, %a1
  %h2 = mul i64 %g1, 31
  %g2 = add i64 %h2, %a2
  %h3 = mul i64 %g2, 31
  %g3 = add i64 %h3, %a3
  %h4 = mul i64 %g3, 31
  %g4 = add i64 %h4, %a4
  %h5 = mul i64 %g4, 31
  %g5 = add i64 %h5, %a5
  %h6 = mul i64 %g5, 31
  %g6 = add i64 %h6, %a6
  %h7 = mul i64 %g6, 31
  %g7 = add i64 %h7, %a7
  %h8 = mul i64 %g7, 31
  %g8 = add i64 %h8, %a8
  %h9 = mul i64 %g8, 31
  %g9 = add i64 %h9, %a9
  %h10 = mul i64 %g9, 31
  %g10 = add i64 %h10, %a10
  %h11 = mul i64 %g10, 31
  %g11 = add i64 %h11, %a11
  %h12 = mul i64 %g11, 31
  %g12 = add i64 %h12, %a12
  %h13 = mul i64 %g12, 31
  %g13 = add i64 %h13, %a13
  %h14 = mul i64 %g13, 31
  %g14 = add i64 %h14, %a14
  %h15 = mul i64 %g14, 31
  %g15 = add i64 %h15, %a15
  ret i64 %g15
}

define i64 @main() {
entry:
  %w = call i64 @wide(i64 4886718345, i64 -77)
  call void @check(i64 1, i64 %w, i64 136215266849117)
  %c = call i64 @carried(i64 5)
  call void @check(i64 2, i64 %c, i64 -2528939379229322799)
  %arg0 = call i64 @churn(i64 -50)
  %arg1 = call i64 @churn(i64 -43)
  %arg2 = call i64 @churn(i64 -36)
  %arg3 = call i64 @churn(i64 -29)
  %arg4 = call i64 @churn(i64 -22)
  %arg5 = call i64 @churn(i64 -15)
  %arg6 = call i64 @churn(i64 -8)
  %arg7 = call i64 @churn(i64 -1)
  %arg8 = call i64 @churn(i64 6)
  %arg9 = call i64 @churn(i64 13)
  %arg10 = call i64 @churn(i64 20)
  %arg11 = call i64 @churn(i64 27)
  %arg12 = call i64 @churn(i64 34)
  %arg13 = call i64 @churn(i64 41)
  %arg14 = call i64 @churn(i64 48)
  %arg15 = call i64 @churn(i64 55)
  %s = call i64 @sixteen(i64 %arg0, i64 %arg1, i64 %arg2, i64 %arg3, i64 %arg4, i64 %arg5, i64 %arg6, i64 %arg7, i64 %arg8, i64 %arg9, i64 %arg10, i64 %arg11, i64 %arg12, i64 %arg13, i64 %arg14, i64 %arg15)
  call void @check(i64 3, i64 %s, i64 6491817227409932088)
  %failures = call i64 @report()
  ret i64 %failures
}
