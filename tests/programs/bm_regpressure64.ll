; bm_regpressure64: a mixing function that keeps 30 i64 temporaries (xor, rotate, shift, add of its four inputs) live at once, called 1500 times in a loop whose state feeds back; checked against values computed in Python
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

; t[i] = rotl(t[i-1] ^ in[i%4], (7i mod 63)+1) + (in[(i+2)%4] >> (i mod 13)+1), t[0] = a;
; then s = d; s = rotl(s, 9) ^ (t[k] + t[31-k]) for k = 1..15: t[1..29] are all live when t[30] is made.
define i64 @mix(i64 %a, i64 %b, i64 %c, i64 %d) {
entry:
  %u1 = xor i64 %a, %b
  %hi1 = shl i64 %u1, 8
  %lo1 = lshr i64 %u1, 56
  %v1 = or i64 %hi1, %lo1
  %y1 = lshr i64 %d, 2
  %t1 = add i64 %v1, %y1
  %u2 = xor i64 %t1, %c
  %hi2 = shl i64 %u2, 15
  %lo2 = lshr i64 %u2, 49
  %v2 = or i64 %hi2, %lo2
  %y2 = lshr i64 %a, 3
  %t2 = add i64 %v2, %y2
  %u3 = xor i64 %t2, %d
  %hi3 = shl i64 %u3, 22
  %lo3 = lshr i64 %u3, 42
  %v3 = or i64 %hi3, %lo3
  %y3 = lshr i64 %b, 4
  %t3 = add i64 %v3, %y3
  %u4 = xor i64 %t3, %a
  %hi4 = shl i64 %u4, 29
  %lo4 = lshr i64 %u4, 35
  %v4 = or i64 %hi4, %lo4
  %y4 = lshr i64 %c, 5
  %t4 = add i64 %v4, %y4
  %u5 = xor i64 %t4, %b
  %hi5 = shl i64 %u5, 36
  %lo5 = lshr i64 %u5, 28
  %v5 = or i64 %hi5, %lo5
  %y5 = lshr i64 %d, 6
  %t5 = add i64 %v5, %y5
  %u6 = xor i64 %t5, %c
  %hi6 = shl i64 %u6, 43
  %lo6 = lshr i64 %u6, 21
  %v6 = or i64 %hi6, %lo6
  %y6 = lshr i64 %a, 7
  %t6 = add i64 %v6, %y6
  %u7 = xor i64 %t6, %d
  %hi7 = shl i64 %u7, 50
  %lo7 = lshr i64 %u7, 14
  %v7 = or i64 %hi7, %lo7
  %y7 = lshr i64 %b, 8
  %t7 = add i64 %v7, %y7
  %u8 = xor i64 %t7, %a
  %hi8 = shl i64 %u8, 57
  %lo8 = lshr i64 %u8, 7
  %v8 = or i64 %hi8, %lo8
  %y8 = lshr i64 %c, 9
  %t8 = add i64 %v8, %y8
  %u9 = xor i64 %t8, %b
  %hi9 = shl i64 %u9, 1
  %lo9 = lshr i64 %u9, 63
  %v9 = or i64 %hi9, %lo9
  %y9 = lshr i64 %d, 10
  %t9 = add i64 %v9, %y9
  %u10 = xor i64 %t9, %c
  %hi10 = shl i64 %u10, 8
  %lo10 = lshr i64 %u10, 56
  %v10 = or i64 %hi10, %lo10
  %y10 = lshr i64 %a, 11
  %t10 = add i64 %v10, %y10
  %u11 = xor i64 %t10, %d
  %hi11 = shl i64 %u11, 15
  %lo11 = lshr i64 %u11, 49
  %v11 = or i64 %hi11, %lo11
  %y11 = lshr i64 %b, 12
  %t11 = add i64 %v11, %y11
  %u12 = xor i64 %t11, %a
  %hi12 = shl i64 %u12, 22
  %lo12 = lshr i64 %u12, 42
  %v12 = or i64 %hi12, %lo12
  %y12 = lshr i64 %c, 13
  %t12 = add i64 %v12, %y12
  %u13 = xor i64 %t12, %b
  %hi13 = shl i64 %u13, 29
  %lo13 = lshr i64 %u13, 35
  %v13 = or i64 %hi13, %lo13
  %y13 = lshr i64 %d, 1
  %t13 = add i64 %v13, %y13
  %u14 = xor i64 %t13, %c
  %hi14 = shl i64 %u14, 36
  %lo14 = lshr i64 %u14, 28
  %v14 = or i64 %hi14, %lo14
  %y14 = lshr i64 %a, 2
  %t14 = add i64 %v14, %y14
  %u15 = xor i64 %t14, %d
  %hi15 = shl i64 %u15, 43
  %lo15 = lshr i64 %u15, 21
  %v15 = or i64 %hi15, %lo15
  %y15 = lshr i64 %b, 3
  %t15 = add i64 %v15, %y15
  %u16 = xor i64 %t15, %a
  %hi16 = shl i64 %u16, 50
  %lo16 = lshr i64 %u16, 14
  %v16 = or i64 %hi16, %lo16
  %y16 = lshr i64 %c, 4
  %t16 = add i64 %v16, %y16
  %u17 = xor i64 %t16, %b
  %hi17 = shl i64 %u17, 57
  %lo17 = lshr i64 %u17, 7
  %v17 = or i64 %hi17, %lo17
  %y17 = lshr i64 %d, 5
  %t17 = add i64 %v17, %y17
  %u18 = xor i64 %t17, %c
  %hi18 = shl i64 %u18, 1
  %lo18 = lshr i64 %u18, 63
  %v18 = or i64 %hi18, %lo18
  %y18 = lshr i64 %a, 6
  %t18 = add i64 %v18, %y18
  %u19 = xor i64 %t18, %d
  %hi19 = shl i64 %u19, 8
  %lo19 = lshr i64 %u19, 56
  %v19 = or i64 %hi19, %lo19
  %y19 = lshr i64 %b, 7
  %t19 = add i64 %v19, %y19
  %u20 = xor i64 %t19, %a
  %hi20 = shl i64 %u20, 15
  %lo20 = lshr i64 %u20, 49
  %v20 = or i64 %hi20, %lo20
  %y20 = lshr i64 %c, 8
  %t20 = add i64 %v20, %y20
  %u21 = xor i64 %t20, %b
  %hi21 = shl i64 %u21, 22
  %lo21 = lshr i64 %u21, 42
  %v21 = or i64 %hi21, %lo21
  %y21 = lshr i64 %d, 9
  %t21 = add i64 %v21, %y21
  %u22 = xor i64 %t21, %c
  %hi22 = shl i64 %u22, 29
  %lo22 = lshr i64 %u22, 35
  %v22 = or i64 %hi22, %lo22
  %y22 = lshr i64 %a, 10
  %t22 = add i64 %v22, %y22
  %u23 = xor i64 %t22, %d
  %hi23 = shl i64 %u23, 36
  %lo23 = lshr i64 %u23, 28
  %v23 = or i64 %hi23, %lo23
  %y23 = lshr i64 %b, 11
  %t23 = add i64 %v23, %y23
  %u24 = xor i64 %t23, %a
  %hi24 = shl i64 %u24, 43
  %lo24 = lshr i64 %u24, 21
  %v24 = or i64 %hi24, %lo24
  %y24 = lshr i64 %c, 12
  %t24 = add i64 %v24, %y24
  %u25 = xor i64 %t24, %b
  %hi25 = shl i64 %u25, 50
  %lo25 = lshr i64 %u25, 14
  %v25 = or i64 %hi25, %lo25
  %y25 = lshr i64 %d, 13
  %t25 = add i64 %v25, %y25
  %u26 = xor i64 %t25, %c
  %hi26 = shl i64 %u26, 57
  %lo26 = lshr i64 %u26, 7
  %v26 = or i64 %hi26, %lo26
  %y26 = lshr i64 %a, 1
  %t26 = add i64 %v26, %y26
  %u27 = xor i64 %t26, %d
  %hi27 = shl i64 %u27, 1
  %lo27 = lshr i64 %u27, 63
  %v27 = or i64 %hi27, %lo27
  %y27 = lshr i64 %b, 2
  %t27 = add i64 %v27, %y27
  %u28 = xor i64 %t27, %a
  %hi28 = shl i64 %u28, 8
  %lo28 = lshr i64 %u28, 56
  %v28 = or i64 %hi28, %lo28
  %y28 = lshr i64 %c, 3
  %t28 = add i64 %v28, %y28
  %u29 = xor i64 %t28, %b
  %hi29 = shl i64 %u29, 15
  %lo29 = lshr i64 %u29, 49
  %v29 = or i64 %hi29, %lo29
  %y29 = lshr i64 %d, 4
  %t29 = add i64 %v29, %y29
  %u30 = xor i64 %t29, %c
  %hi30 = shl i64 %u30, 22
  %lo30 = lshr i64 %u30, 42
  %v30 = or i64 %hi30, %lo30
  %y30 = lshr i64 %a, 5
  %t30 = add i64 %v30, %y30
  %sh1 = shl i64 %d, 9
  %sl1 = lshr i64 %d, 55
  %sr1 = or i64 %sh1, %sl1
  %p1 = add i64 %t1, %t30
  %s1 = xor i64 %sr1, %p1
  %sh2 = shl i64 %s1, 9
  %sl2 = lshr i64 %s1, 55
  %sr2 = or i64 %sh2, %sl2
  %p2 = add i64 %t2, %t29
  %s2 = xor i64 %sr2, %p2
  %sh3 = shl i64 %s2, 9
  %sl3 = lshr i64 %s2, 55
  %sr3 = or i64 %sh3, %sl3
  %p3 = add i64 %t3, %t28
  %s3 = xor i64 %sr3, %p3
  %sh4 = shl i64 %s3, 9
  %sl4 = lshr i64 %s3, 55
  %sr4 = or i64 %sh4, %sl4
  %p4 = add i64 %t4, %t27
  %s4 = xor i64 %sr4, %p4
  %sh5 = shl i64 %s4, 9
  %sl5 = lshr i64 %s4, 55
  %sr5 = or i64 %sh5, %sl5
  %p5 = add i64 %t5, %t26
  %s5 = xor i64 %sr5, %p5
  %sh6 = shl i64 %s5, 9
  %sl6 = lshr i64 %s5, 55
  %sr6 = or i64 %sh6, %sl6
  %p6 = add i64 %t6, %t25
  %s6 = xor i64 %sr6, %p6
  %sh7 = shl i64 %s6, 9
  %sl7 = lshr i64 %s6, 55
  %sr7 = or i64 %sh7, %sl7
  %p7 = add i64 %t7, %t24
  %s7 = xor i64 %sr7, %p7
  %sh8 = shl i64 %s7, 9
  %sl8 = lshr i64 %s7, 55
  %sr8 = or i64 %sh8, %sl8
  %p8 = add i64 %t8, %t23
  %s8 = xor i64 %sr8, %p8
  %sh9 = shl i64 %s8, 9
  %sl9 = lshr i64 %s8, 55
  %sr9 = or i64 %sh9, %sl9
  %p9 = add i64 %t9, %t22
  %s9 = xor i64 %sr9, %p9
  %sh10 = shl i64 %s9, 9
  %sl10 = lshr i64 %s9, 55
  %sr10 = or i64 %sh10, %sl10
  %p10 = add i64 %t10, %t21
  %s10 = xor i64 %sr10, %p10
  %sh11 = shl i64 %s10, 9
  %sl11 = lshr i64 %s10, 55
  %sr11 = or i64 %sh11, %sl11
  %p11 = add i64 %t11, %t20
  %s11 = xor i64 %sr11, %p11
  %sh12 = shl i64 %s11, 9
  %sl12 = lshr i64 %s11, 55
  %sr12 = or i64 %sh12, %sl12
  %p12 = add i64 %t12, %t19
  %s12 = xor i64 %sr12, %p12
  %sh13 = shl i64 %s12, 9
  %sl13 = lshr i64 %s12, 55
  %sr13 = or i64 %sh13, %sl13
  %p13 = add i64 %t13, %t18
  %s13 = xor i64 %sr13, %p13
  %sh14 = shl i64 %s13, 9
  %sl14 = lshr i64 %s13, 55
  %sr14 = or i64 %sh14, %sl14
  %p14 = add i64 %t14, %t17
  %s14 = xor i64 %sr14, %p14
  %sh15 = shl i64 %s14, 9
  %sl15 = lshr i64 %s14, 55
  %sr15 = or i64 %sh15, %sl15
  %p15 = add i64 %t15, %t16
  %s15 = xor i64 %sr15, %p15
  ret i64 %s15
}

define i64 @main() {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %a = phi i64 [ 81985529216486895, %entry ], [ %b, %loop ]
  %b = phi i64 [ -81985529216486896, %entry ], [ %c, %loop ]
  %c = phi i64 [ 1089357896855742840, %entry ], [ %d, %loop ]
  %d = phi i64 [ -8613303245920329199, %entry ], [ %d1, %loop ]
  %acc = phi i64 [ 0, %entry ], [ %acc1, %loop ]
  %r = call i64 @mix(i64 %a, i64 %b, i64 %c, i64 %d)
  %acc1 = add i64 %acc, %r
  %d1 = xor i64 %r, %i
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, 1500
  br i1 %more, label %loop, label %done

done:
  call void @check(i64 1, i64 %b, i64 183278115795676689)
  call void @check(i64 2, i64 %c, i64 -2352803977373455245)
  call void @check(i64 3, i64 %d, i64 397020874381354137)
  call void @check(i64 4, i64 %d1, i64 -5458662499254737834)
  call void @check(i64 5, i64 %acc1, i64 8091410596411603970)
  %res = call i64 @report()
  ret i64 %res
}
