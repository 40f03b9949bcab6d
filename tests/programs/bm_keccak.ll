; bm_keccak: SHA3-256 over 12 messages of 0 to 1200 LCG bytes (57 permutations): a fully unrolled Keccak-f[1600] round holding the 25 i64 lanes, 5 column parities and 25 rotated lanes in SSA values (theta, rho, pi, chi, iota: i64 xor/and/not/rotations), 24 rounds per permutation; digests checked against Python's hashlib.sha3_256
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

@buf = global [1200 x i8] zeroinitializer
@rc = global [24 x i64] [i64 1, i64 32898, i64 -9223372036854742902, i64 -9223372034707259392, i64 32907, i64 2147483649, i64 -9223372034707259263, i64 -9223372036854743031, i64 138, i64 136, i64 2147516425, i64 2147483658, i64 2147516555, i64 -9223372036854775669, i64 -9223372036854742903, i64 -9223372036854743037, i64 -9223372036854743038, i64 -9223372036854775680, i64 32778, i64 -9223372034707292150, i64 -9223372034707259263, i64 -9223372036854742912, i64 2147483649, i64 -9223372034707259384]
; offset and length of each message
@msgs = global [24 x i32] [i32 0, i32 0, i32 1, i32 1, i32 2, i32 135, i32 3, i32 136, i32 4, i32 137, i32 0, i32 272, i32 10, i32 500, i32 0, i32 1200, i32 100, i32 1000, i32 7, i32 1111, i32 0, i32 1200, i32 200, i32 999]
; xor over i of digest word i * (2i + 1), per message
@want.fold = global [12 x i64] [i64 -6133380796193975533, i64 -1566250122137639456, i64 8715176612564625860, i64 1538935607985625312, i64 -5848924337606792757, i64 2151590211233167353, i64 -4348229523090032744, i64 -7452643583199815388, i64 -7270517061885815534, i64 8483031882138208471, i64 -7452643583199815388, i64 8999002196725549253]
; the digest words of message 6
@want.words = global [4 x i64] [i64 6501137516245968661, i64 1685749341598408043, i64 -6281480293002968123, i64 1519154517517293059]

define void @make_buf() {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %x = phi i32 [ 88172645, %entry ], [ %x1, %loop ]
  %m = mul i32 %x, 1103515245
  %x1 = add i32 %m, 12345
  %hi = lshr i32 %x1, 16
  %b = trunc i32 %hi to i8
  %p = getelementptr [1200 x i8], [1200 x i8]* @buf, i32 0, i32 %i
  store i8 %b, i8* %p
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, 1200
  br i1 %more, label %loop, label %done

done:
  ret void
}

define void @keccak_round(i64* %s, i64 %rc) {
entry:
  %p0 = getelementptr i64, i64* %s, i32 0
  %a0 = load i64, i64* %p0
  %p1 = getelementptr i64, i64* %s, i32 1
  %a1 = load i64, i64* %p1
  %p2 = getelementptr i64, i64* %s, i32 2
  %a2 = load i64, i64* %p2
  %p3 = getelementptr i64, i64* %s, i32 3
  %a3 = load i64, i64* %p3
  %p4 = getelementptr i64, i64* %s, i32 4
  %a4 = load i64, i64* %p4
  %p5 = getelementptr i64, i64* %s, i32 5
  %a5 = load i64, i64* %p5
  %p6 = getelementptr i64, i64* %s, i32 6
  %a6 = load i64, i64* %p6
  %p7 = getelementptr i64, i64* %s, i32 7
  %a7 = load i64, i64* %p7
  %p8 = getelementptr i64, i64* %s, i32 8
  %a8 = load i64, i64* %p8
  %p9 = getelementptr i64, i64* %s, i32 9
  %a9 = load i64, i64* %p9
  %p10 = getelementptr i64, i64* %s, i32 10
  %a10 = load i64, i64* %p10
  %p11 = getelementptr i64, i64* %s, i32 11
  %a11 = load i64, i64* %p11
  %p12 = getelementptr i64, i64* %s, i32 12
  %a12 = load i64, i64* %p12
  %p13 = getelementptr i64, i64* %s, i32 13
  %a13 = load i64, i64* %p13
  %p14 = getelementptr i64, i64* %s, i32 14
  %a14 = load i64, i64* %p14
  %p15 = getelementptr i64, i64* %s, i32 15
  %a15 = load i64, i64* %p15
  %p16 = getelementptr i64, i64* %s, i32 16
  %a16 = load i64, i64* %p16
  %p17 = getelementptr i64, i64* %s, i32 17
  %a17 = load i64, i64* %p17
  %p18 = getelementptr i64, i64* %s, i32 18
  %a18 = load i64, i64* %p18
  %p19 = getelementptr i64, i64* %s, i32 19
  %a19 = load i64, i64* %p19
  %p20 = getelementptr i64, i64* %s, i32 20
  %a20 = load i64, i64* %p20
  %p21 = getelementptr i64, i64* %s, i32 21
  %a21 = load i64, i64* %p21
  %p22 = getelementptr i64, i64* %s, i32 22
  %a22 = load i64, i64* %p22
  %p23 = getelementptr i64, i64* %s, i32 23
  %a23 = load i64, i64* %p23
  %p24 = getelementptr i64, i64* %s, i32 24
  %a24 = load i64, i64* %p24
  %c0.1 = xor i64 %a0, %a5
  %c0.2 = xor i64 %c0.1, %a10
  %c0.3 = xor i64 %c0.2, %a15
  %c0 = xor i64 %c0.3, %a20
  %c1.1 = xor i64 %a1, %a6
  %c1.2 = xor i64 %c1.1, %a11
  %c1.3 = xor i64 %c1.2, %a16
  %c1 = xor i64 %c1.3, %a21
  %c2.1 = xor i64 %a2, %a7
  %c2.2 = xor i64 %c2.1, %a12
  %c2.3 = xor i64 %c2.2, %a17
  %c2 = xor i64 %c2.3, %a22
  %c3.1 = xor i64 %a3, %a8
  %c3.2 = xor i64 %c3.1, %a13
  %c3.3 = xor i64 %c3.2, %a18
  %c3 = xor i64 %c3.3, %a23
  %c4.1 = xor i64 %a4, %a9
  %c4.2 = xor i64 %c4.1, %a14
  %c4.3 = xor i64 %c4.2, %a19
  %c4 = xor i64 %c4.3, %a24
  %r0.h = shl i64 %c1, 1
  %r0.l = lshr i64 %c1, 63
  %r0 = or i64 %r0.h, %r0.l
  %d0 = xor i64 %c4, %r0
  %r1.h = shl i64 %c2, 1
  %r1.l = lshr i64 %c2, 63
  %r1 = or i64 %r1.h, %r1.l
  %d1 = xor i64 %c0, %r1
  %r2.h = shl i64 %c3, 1
  %r2.l = lshr i64 %c3, 63
  %r2 = or i64 %r2.h, %r2.l
  %d2 = xor i64 %c1, %r2
  %r3.h = shl i64 %c4, 1
  %r3.l = lshr i64 %c4, 63
  %r3 = or i64 %r3.h, %r3.l
  %d3 = xor i64 %c2, %r3
  %r4.h = shl i64 %c0, 1
  %r4.l = lshr i64 %c0, 63
  %r4 = or i64 %r4.h, %r4.l
  %d4 = xor i64 %c3, %r4
  %t0 = xor i64 %a0, %d0
  %t1 = xor i64 %a1, %d1
  %t2 = xor i64 %a2, %d2
  %t3 = xor i64 %a3, %d3
  %t4 = xor i64 %a4, %d4
  %t5 = xor i64 %a5, %d0
  %t6 = xor i64 %a6, %d1
  %t7 = xor i64 %a7, %d2
  %t8 = xor i64 %a8, %d3
  %t9 = xor i64 %a9, %d4
  %t10 = xor i64 %a10, %d0
  %t11 = xor i64 %a11, %d1
  %t12 = xor i64 %a12, %d2
  %t13 = xor i64 %a13, %d3
  %t14 = xor i64 %a14, %d4
  %t15 = xor i64 %a15, %d0
  %t16 = xor i64 %a16, %d1
  %t17 = xor i64 %a17, %d2
  %t18 = xor i64 %a18, %d3
  %t19 = xor i64 %a19, %d4
  %t20 = xor i64 %a20, %d0
  %t21 = xor i64 %a21, %d1
  %t22 = xor i64 %a22, %d2
  %t23 = xor i64 %a23, %d3
  %t24 = xor i64 %a24, %d4
  %b16.h = shl i64 %t5, 36
  %b16.l = lshr i64 %t5, 28
  %b16 = or i64 %b16.h, %b16.l
  %b7.h = shl i64 %t10, 3
  %b7.l = lshr i64 %t10, 61
  %b7 = or i64 %b7.h, %b7.l
  %b23.h = shl i64 %t15, 41
  %b23.l = lshr i64 %t15, 23
  %b23 = or i64 %b23.h, %b23.l
  %b14.h = shl i64 %t20, 18
  %b14.l = lshr i64 %t20, 46
  %b14 = or i64 %b14.h, %b14.l
  %b10.h = shl i64 %t1, 1
  %b10.l = lshr i64 %t1, 63
  %b10 = or i64 %b10.h, %b10.l
  %b1.h = shl i64 %t6, 44
  %b1.l = lshr i64 %t6, 20
  %b1 = or i64 %b1.h, %b1.l
  %b17.h = shl i64 %t11, 10
  %b17.l = lshr i64 %t11, 54
  %b17 = or i64 %b17.h, %b17.l
  %b8.h = shl i64 %t16, 45
  %b8.l = lshr i64 %t16, 19
  %b8 = or i64 %b8.h, %b8.l
  %b24.h = shl i64 %t21, 2
  %b24.l = lshr i64 %t21, 62
  %b24 = or i64 %b24.h, %b24.l
  %b20.h = shl i64 %t2, 62
  %b20.l = lshr i64 %t2, 2
  %b20 = or i64 %b20.h, %b20.l
  %b11.h = shl i64 %t7, 6
  %b11.l = lshr i64 %t7, 58
  %b11 = or i64 %b11.h, %b11.l
  %b2.h = shl i64 %t12, 43
  %b2.l = lshr i64 %t12, 21
  %b2 = or i64 %b2.h, %b2.l
  %b18.h = shl i64 %t17, 15
  %b18.l = lshr i64 %t17, 49
  %b18 = or i64 %b18.h, %b18.l
  %b9.h = shl i64 %t22, 61
  %b9.l = lshr i64 %t22, 3
  %b9 = or i64 %b9.h, %b9.l
  %b5.h = shl i64 %t3, 28
  %b5.l = lshr i64 %t3, 36
  %b5 = or i64 %b5.h, %b5.l
  %b21.h = shl i64 %t8, 55
  %b21.l = lshr i64 %t8, 9
  %b21 = or i64 %b21.h, %b21.l
  %b12.h = shl i64 %t13, 25
  %b12.l = lshr i64 %t13, 39
  %b12 = or i64 %b12.h, %b12.l
  %b3.h = shl i64 %t18, 21
  %b3.l = lshr i64 %t18, 43
  %b3 = or i64 %b3.h, %b3.l
  %b19.h = shl i64 %t23, 56
  %b19.l = lshr i64 %t23, 8
  %b19 = or i64 %b19.h, %b19.l
  %b15.h = shl i64 %t4, 27
  %b15.l = lshr i64 %t4, 37
  %b15 = or i64 %b15.h, %b15.l
  %b6.h = shl i64 %t9, 20
  %b6.l = lshr i64 %t9, 44
  %b6 = or i64 %b6.h, %b6.l
  %b22.h = shl i64 %t14, 39
  %b22.l = lshr i64 %t14, 25
  %b22 = or i64 %b22.h, %b22.l
  %b13.h = shl i64 %t19, 8
  %b13.l = lshr i64 %t19, 56
  %b13 = or i64 %b13.h, %b13.l
  %b4.h = shl i64 %t24, 14
  %b4.l = lshr i64 %t24, 50
  %b4 = or i64 %b4.h, %b4.l
  %n0 = xor i64 %b1, -1
  %k0 = and i64 %n0, %b2
  %e0 = xor i64 %t0, %k0
  %n5 = xor i64 %b6, -1
  %k5 = and i64 %n5, %b7
  %e5 = xor i64 %b5, %k5
  %n10 = xor i64 %b11, -1
  %k10 = and i64 %n10, %b12
  %e10 = xor i64 %b10, %k10
  %n15 = xor i64 %b16, -1
  %k15 = and i64 %n15, %b17
  %e15 = xor i64 %b15, %k15
  %n20 = xor i64 %b21, -1
  %k20 = and i64 %n20, %b22
  %e20 = xor i64 %b20, %k20
  %n1 = xor i64 %b2, -1
  %k1 = and i64 %n1, %b3
  %e1 = xor i64 %b1, %k1
  %n6 = xor i64 %b7, -1
  %k6 = and i64 %n6, %b8
  %e6 = xor i64 %b6, %k6
  %n11 = xor i64 %b12, -1
  %k11 = and i64 %n11, %b13
  %e11 = xor i64 %b11, %k11
  %n16 = xor i64 %b17, -1
  %k16 = and i64 %n16, %b18
  %e16 = xor i64 %b16, %k16
  %n21 = xor i64 %b22, -1
  %k21 = and i64 %n21, %b23
  %e21 = xor i64 %b21, %k21
  %n2 = xor i64 %b3, -1
  %k2 = and i64 %n2, %b4
  %e2 = xor i64 %b2, %k2
  %n7 = xor i64 %b8, -1
  %k7 = and i64 %n7, %b9
  %e7 = xor i64 %b7, %k7
  %n12 = xor i64 %b13, -1
  %k12 = and i64 %n12, %b14
  %e12 = xor i64 %b12, %k12
  %n17 = xor i64 %b18, -1
  %k17 = and i64 %n17, %b19
  %e17 = xor i64 %b17, %k17
  %n22 = xor i64 %b23, -1
  %k22 = and i64 %n22, %b24
  %e22 = xor i64 %b22, %k22
  %n3 = xor i64 %b4, -1
  %k3 = and i64 %n3, %t0
  %e3 = xor i64 %b3, %k3
  %n8 = xor i64 %b9, -1
  %k8 = and i64 %n8, %b5
  %e8 = xor i64 %b8, %k8
  %n13 = xor i64 %b14, -1
  %k13 = and i64 %n13, %b10
  %e13 = xor i64 %b13, %k13
  %n18 = xor i64 %b19, -1
  %k18 = and i64 %n18, %b15
  %e18 = xor i64 %b18, %k18
  %n23 = xor i64 %b24, -1
  %k23 = and i64 %n23, %b20
  %e23 = xor i64 %b23, %k23
  %n4 = xor i64 %t0, -1
  %k4 = and i64 %n4, %b1
  %e4 = xor i64 %b4, %k4
  %n9 = xor i64 %b5, -1
  %k9 = and i64 %n9, %b6
  %e9 = xor i64 %b9, %k9
  %n14 = xor i64 %b10, -1
  %k14 = and i64 %n14, %b11
  %e14 = xor i64 %b14, %k14
  %n19 = xor i64 %b15, -1
  %k19 = and i64 %n19, %b16
  %e19 = xor i64 %b19, %k19
  %n24 = xor i64 %b20, -1
  %k24 = and i64 %n24, %b21
  %e24 = xor i64 %b24, %k24
  %e0.rc = xor i64 %e0, %rc
  store i64 %e0.rc, i64* %p0
  store i64 %e1, i64* %p1
  store i64 %e2, i64* %p2
  store i64 %e3, i64* %p3
  store i64 %e4, i64* %p4
  store i64 %e5, i64* %p5
  store i64 %e6, i64* %p6
  store i64 %e7, i64* %p7
  store i64 %e8, i64* %p8
  store i64 %e9, i64* %p9
  store i64 %e10, i64* %p10
  store i64 %e11, i64* %p11
  store i64 %e12, i64* %p12
  store i64 %e13, i64* %p13
  store i64 %e14, i64* %p14
  store i64 %e15, i64* %p15
  store i64 %e16, i64* %p16
  store i64 %e17, i64* %p17
  store i64 %e18, i64* %p18
  store i64 %e19, i64* %p19
  store i64 %e20, i64* %p20
  store i64 %e21, i64* %p21
  store i64 %e22, i64* %p22
  store i64 %e23, i64* %p23
  store i64 %e24, i64* %p24
  ret void
}

define void @keccak_f(i64* %s) {
entry:
  br label %loop

loop:
  %r = phi i32 [ 0, %entry ], [ %r1, %loop ]
  %rp = getelementptr [24 x i64], [24 x i64]* @rc, i32 0, i32 %r
  %rc = load i64, i64* %rp
  call void @keccak_round(i64* %s, i64 %rc)
  %r1 = add i32 %r, 1
  %more = icmp slt i32 %r1, 24
  br i1 %more, label %loop, label %done

done:
  ret void
}

; Little-endian 64-bit word from 8 bytes.
define i64 @le64(i8* %p) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 7, %entry ], [ %i1, %loop ]
  %w = phi i64 [ 0, %entry ], [ %w1, %loop ]
  %q = getelementptr i8, i8* %p, i32 %i
  %b = load i8, i8* %q
  %bz = zext i8 %b to i64
  %ws = shl i64 %w, 8
  %w1 = or i64 %ws, %bz
  %i1 = add i32 %i, -1
  %more = icmp sge i32 %i1, 0
  br i1 %more, label %loop, label %done

done:
  ret i64 %w1
}

; Xors the 136-byte block into the first 17 lanes and permutes.
define void @absorb(i64* %s, i8* %block) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %i8 = shl i32 %i, 3
  %bp = getelementptr i8, i8* %block, i32 %i8
  %w = call i64 @le64(i8* %bp)
  %lp = getelementptr i64, i64* %s, i32 %i
  %l = load i64, i64* %lp
  %x = xor i64 %l, %w
  store i64 %x, i64* %lp
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, 17
  br i1 %more, label %loop, label %done

done:
  call void @keccak_f(i64* %s)
  ret void
}

; SHA3-256 of msg[0..n); the digest is lanes 0..3 of %s.
define void @sha3_256(i8* %msg, i32 %n, i64* %s) {
entry:
  %last = alloca [136 x i8]
  br label %clear

clear:
  %z = phi i32 [ 0, %entry ], [ %z1, %clear ]
  %zp = getelementptr i64, i64* %s, i32 %z
  store i64 0, i64* %zp
  %z1 = add i32 %z, 1
  %zm = icmp slt i32 %z1, 25
  br i1 %zm, label %clear, label %blocks

blocks:
  %off = phi i32 [ 0, %clear ], [ %off1, %full ]
  %left = sub i32 %n, %off
  %more = icmp sge i32 %left, 136
  br i1 %more, label %full, label %copy

full:
  %bp = getelementptr i8, i8* %msg, i32 %off
  call void @absorb(i64* %s, i8* %bp)
  %off1 = add i32 %off, 136
  br label %blocks

copy:
  %c = phi i32 [ 0, %blocks ], [ %c1, %copy.store ]
  %inside = icmp slt i32 %c, %left
  br i1 %inside, label %copy.byte, label %copy.store

copy.byte:
  %src = add i32 %off, %c
  %sp = getelementptr i8, i8* %msg, i32 %src
  %sb = load i8, i8* %sp
  br label %copy.store

copy.store:
  %byte = phi i8 [ %sb, %copy.byte ], [ 0, %copy ]
  %dp = getelementptr [136 x i8], [136 x i8]* %last, i32 0, i32 %c
  store i8 %byte, i8* %dp
  %c1 = add i32 %c, 1
  %cm = icmp slt i32 %c1, 136
  br i1 %cm, label %copy, label %pad

pad:
  %pp = getelementptr [136 x i8], [136 x i8]* %last, i32 0, i32 %left
  %pv = load i8, i8* %pp
  %pv1 = xor i8 %pv, 6
  store i8 %pv1, i8* %pp
  %ep = getelementptr [136 x i8], [136 x i8]* %last, i32 0, i32 135
  %ev = load i8, i8* %ep
  %ev1 = xor i8 %ev, -128
  store i8 %ev1, i8* %ep
  %lp = getelementptr [136 x i8], [136 x i8]* %last, i32 0, i32 0
  call void @absorb(i64* %s, i8* %lp)
  ret void
}

define i64 @main() {
entry:
  %s = alloca [25 x i64]
  %s0 = getelementptr [25 x i64], [25 x i64]* %s, i32 0, i32 0
  call void @make_buf()
  br label %msg

msg:
  %k = phi i32 [ 0, %entry ], [ %k1, %msg.next ]
  %k2 = shl i32 %k, 1
  %op = getelementptr [24 x i32], [24 x i32]* @msgs, i32 0, i32 %k2
  %o = load i32, i32* %op
  %k21 = add i32 %k2, 1
  %np = getelementptr [24 x i32], [24 x i32]* @msgs, i32 0, i32 %k21
  %n = load i32, i32* %np
  %mp = getelementptr [1200 x i8], [1200 x i8]* @buf, i32 0, i32 %o
  call void @sha3_256(i8* %mp, i32 %n, i64* %s0)
  br label %foldw

foldw:
  %i = phi i32 [ 0, %msg ], [ %i1, %foldw ]
  %f = phi i64 [ 0, %msg ], [ %f1, %foldw ]
  %wp = getelementptr [25 x i64], [25 x i64]* %s, i32 0, i32 %i
  %w = load i64, i64* %wp
  %i2 = shl i32 %i, 1
  %odd = or i32 %i2, 1
  %oz = zext i32 %odd to i64
  %wm = mul i64 %w, %oz
  %f1 = xor i64 %f, %wm
  %i1 = add i32 %i, 1
  %im = icmp slt i32 %i1, 4
  br i1 %im, label %foldw, label %fold.done

fold.done:
  %wfp = getelementptr [12 x i64], [12 x i64]* @want.fold, i32 0, i32 %k
  %wf = load i64, i64* %wfp
  %id = zext i32 %k to i64
  call void @check(i64 %id, i64 %f1, i64 %wf)
  %is6 = icmp eq i32 %k, 6
  br i1 %is6, label %words, label %msg.next

words:
  %j = phi i32 [ 0, %fold.done ], [ %j1, %words ]
  %gp = getelementptr [25 x i64], [25 x i64]* %s, i32 0, i32 %j
  %got = load i64, i64* %gp
  %ep = getelementptr [4 x i64], [4 x i64]* @want.words, i32 0, i32 %j
  %exp = load i64, i64* %ep
  %jz = zext i32 %j to i64
  %jid = add i64 %jz, 100
  call void @check(i64 %jid, i64 %got, i64 %exp)
  %j1 = add i32 %j, 1
  %jm = icmp slt i32 %j1, 4
  br i1 %jm, label %words, label %msg.next

msg.next:
  %k1 = add i32 %k, 1
  %km = icmp slt i32 %k1, 12
  br i1 %km, label %msg, label %done

done:
  %res = call i64 @report()
  ret i64 %res
}
