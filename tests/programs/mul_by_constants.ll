; mul_by_constants: mul/shl-equivalent multiplications and and/or/xor masks by constants (0, 1, -1, 2^k, 2^k +- 1, 10, 0x10001, -8, 2^32, 2^63) on i64 and i32, checked against a run-time operand
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

@x.i32 = global [7 x i32] [i32 0, i32 1, i32 -1, i32 -7, i32 100, i32 2147483647, i32 -2147483648]
@x.i64 = global [8 x i64] [i64 0, i64 1, i64 -1, i64 -7, i64 100, i64 2147483647, i64 -2147483648, i64 4294967295]
define i64 @var.mul.i64(i64 %a, i64 %b) {
  %r = mul i64 %a, %b
  ret i64 %r
}

define i64 @var.and.i64(i64 %a, i64 %b) {
  %r = and i64 %a, %b
  ret i64 %r
}

define i64 @var.or.i64(i64 %a, i64 %b) {
  %r = or i64 %a, %b
  ret i64 %r
}

define i64 @var.xor.i64(i64 %a, i64 %b) {
  %r = xor i64 %a, %b
  ret i64 %r
}

define i32 @var.mul.i32(i32 %a, i32 %b) {
  %r = mul i32 %a, %b
  ret i32 %r
}

define i32 @var.and.i32(i32 %a, i32 %b) {
  %r = and i32 %a, %b
  ret i32 %r
}

define i32 @var.or.i32(i32 %a, i32 %b) {
  %r = or i32 %a, %b
  ret i32 %r
}

define i32 @var.xor.i32(i32 %a, i32 %b) {
  %r = xor i32 %a, %b
  ret i32 %r
}

define void @by.i64.0() {
entry:
  %p1 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 0
  %x1 = load i64, i64* %p1
  %k1 = mul i64 %x1, 0
  %v1 = call i64 @var.mul.i64(i64 %x1, i64 0)
  call void @check(i64 2, i64 %k1, i64 0)
  call void @check(i64 3, i64 %v1, i64 0)
  %p2 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 1
  %x2 = load i64, i64* %p2
  %k2 = mul i64 %x2, 0
  %v2 = call i64 @var.mul.i64(i64 %x2, i64 0)
  call void @check(i64 4, i64 %k2, i64 0)
  call void @check(i64 5, i64 %v2, i64 0)
  %p3 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 2
  %x3 = load i64, i64* %p3
  %k3 = mul i64 %x3, 0
  %v3 = call i64 @var.mul.i64(i64 %x3, i64 0)
  call void @check(i64 6, i64 %k3, i64 0)
  call void @check(i64 7, i64 %v3, i64 0)
  %p4 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 3
  %x4 = load i64, i64* %p4
  %k4 = mul i64 %x4, 0
  %v4 = call i64 @var.mul.i64(i64 %x4, i64 0)
  call void @check(i64 8, i64 %k4, i64 0)
  call void @check(i64 9, i64 %v4, i64 0)
  %p5 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 4
  %x5 = load i64, i64* %p5
  %k5 = mul i64 %x5, 0
  %v5 = call i64 @var.mul.i64(i64 %x5, i64 0)
  call void @check(i64 10, i64 %k5, i64 0)
  call void @check(i64 11, i64 %v5, i64 0)
  %p6 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 5
  %x6 = load i64, i64* %p6
  %k6 = mul i64 %x6, 0
  %v6 = call i64 @var.mul.i64(i64 %x6, i64 0)
  call void @check(i64 12, i64 %k6, i64 0)
  call void @check(i64 13, i64 %v6, i64 0)
  %p7 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 6
  %x7 = load i64, i64* %p7
  %k7 = mul i64 %x7, 0
  %v7 = call i64 @var.mul.i64(i64 %x7, i64 0)
  call void @check(i64 14, i64 %k7, i64 0)
  call void @check(i64 15, i64 %v7, i64 0)
  %p8 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 7
  %x8 = load i64, i64* %p8
  %k8 = mul i64 %x8, 0
  %v8 = call i64 @var.mul.i64(i64 %x8, i64 0)
  call void @check(i64 16, i64 %k8, i64 0)
  call void @check(i64 17, i64 %v8, i64 0)
  %p9 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 0
  %x9 = load i64, i64* %p9
  %k9 = and i64 %x9, 0
  %v9 = call i64 @var.and.i64(i64 %x9, i64 0)
  call void @check(i64 18, i64 %k9, i64 0)
  call void @check(i64 19, i64 %v9, i64 0)
  %p10 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 1
  %x10 = load i64, i64* %p10
  %k10 = and i64 %x10, 0
  %v10 = call i64 @var.and.i64(i64 %x10, i64 0)
  call void @check(i64 20, i64 %k10, i64 0)
  call void @check(i64 21, i64 %v10, i64 0)
  %p11 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 2
  %x11 = load i64, i64* %p11
  %k11 = and i64 %x11, 0
  %v11 = call i64 @var.and.i64(i64 %x11, i64 0)
  call void @check(i64 22, i64 %k11, i64 0)
  call void @check(i64 23, i64 %v11, i64 0)
  %p12 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 3
  %x12 = load i64, i64* %p12
  %k12 = and i64 %x12, 0
  %v12 = call i64 @var.and.i64(i64 %x12, i64 0)
  call void @check(i64 24, i64 %k12, i64 0)
  call void @check(i64 25, i64 %v12, i64 0)
  %p13 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 4
  %x13 = load i64, i64* %p13
  %k13 = and i64 %x13, 0
  %v13 = call i64 @var.and.i64(i64 %x13, i64 0)
  call void @check(i64 26, i64 %k13, i64 0)
  call void @check(i64 27, i64 %v13, i64 0)
  %p14 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 5
  %x14 = load i64, i64* %p14
  %k14 = and i64 %x14, 0
  %v14 = call i64 @var.and.i64(i64 %x14, i64 0)
  call void @check(i64 28, i64 %k14, i64 0)
  call void @check(i64 29, i64 %v14, i64 0)
  %p15 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 6
  %x15 = load i64, i64* %p15
  %k15 = and i64 %x15, 0
  %v15 = call i64 @var.and.i64(i64 %x15, i64 0)
  call void @check(i64 30, i64 %k15, i64 0)
  call void @check(i64 31, i64 %v15, i64 0)
  %p16 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 7
  %x16 = load i64, i64* %p16
  %k16 = and i64 %x16, 0
  %v16 = call i64 @var.and.i64(i64 %x16, i64 0)
  call void @check(i64 32, i64 %k16, i64 0)
  call void @check(i64 33, i64 %v16, i64 0)
  %p17 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 0
  %x17 = load i64, i64* %p17
  %k17 = or i64 %x17, 0
  %v17 = call i64 @var.or.i64(i64 %x17, i64 0)
  call void @check(i64 34, i64 %k17, i64 0)
  call void @check(i64 35, i64 %v17, i64 0)
  %p18 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 1
  %x18 = load i64, i64* %p18
  %k18 = or i64 %x18, 0
  %v18 = call i64 @var.or.i64(i64 %x18, i64 0)
  call void @check(i64 36, i64 %k18, i64 1)
  call void @check(i64 37, i64 %v18, i64 1)
  %p19 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 2
  %x19 = load i64, i64* %p19
  %k19 = or i64 %x19, 0
  %v19 = call i64 @var.or.i64(i64 %x19, i64 0)
  call void @check(i64 38, i64 %k19, i64 -1)
  call void @check(i64 39, i64 %v19, i64 -1)
  %p20 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 3
  %x20 = load i64, i64* %p20
  %k20 = or i64 %x20, 0
  %v20 = call i64 @var.or.i64(i64 %x20, i64 0)
  call void @check(i64 40, i64 %k20, i64 -7)
  call void @check(i64 41, i64 %v20, i64 -7)
  %p21 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 4
  %x21 = load i64, i64* %p21
  %k21 = or i64 %x21, 0
  %v21 = call i64 @var.or.i64(i64 %x21, i64 0)
  call void @check(i64 42, i64 %k21, i64 100)
  call void @check(i64 43, i64 %v21, i64 100)
  %p22 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 5
  %x22 = load i64, i64* %p22
  %k22 = or i64 %x22, 0
  %v22 = call i64 @var.or.i64(i64 %x22, i64 0)
  call void @check(i64 44, i64 %k22, i64 2147483647)
  call void @check(i64 45, i64 %v22, i64 2147483647)
  %p23 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 6
  %x23 = load i64, i64* %p23
  %k23 = or i64 %x23, 0
  %v23 = call i64 @var.or.i64(i64 %x23, i64 0)
  call void @check(i64 46, i64 %k23, i64 -2147483648)
  call void @check(i64 47, i64 %v23, i64 -2147483648)
  %p24 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 7
  %x24 = load i64, i64* %p24
  %k24 = or i64 %x24, 0
  %v24 = call i64 @var.or.i64(i64 %x24, i64 0)
  call void @check(i64 48, i64 %k24, i64 4294967295)
  call void @check(i64 49, i64 %v24, i64 4294967295)
  %p25 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 0
  %x25 = load i64, i64* %p25
  %k25 = xor i64 %x25, 0
  %v25 = call i64 @var.xor.i64(i64 %x25, i64 0)
  call void @check(i64 50, i64 %k25, i64 0)
  call void @check(i64 51, i64 %v25, i64 0)
  %p26 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 1
  %x26 = load i64, i64* %p26
  %k26 = xor i64 %x26, 0
  %v26 = call i64 @var.xor.i64(i64 %x26, i64 0)
  call void @check(i64 52, i64 %k26, i64 1)
  call void @check(i64 53, i64 %v26, i64 1)
  %p27 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 2
  %x27 = load i64, i64* %p27
  %k27 = xor i64 %x27, 0
  %v27 = call i64 @var.xor.i64(i64 %x27, i64 0)
  call void @check(i64 54, i64 %k27, i64 -1)
  call void @check(i64 55, i64 %v27, i64 -1)
  %p28 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 3
  %x28 = load i64, i64* %p28
  %k28 = xor i64 %x28, 0
  %v28 = call i64 @var.xor.i64(i64 %x28, i64 0)
  call void @check(i64 56, i64 %k28, i64 -7)
  call void @check(i64 57, i64 %v28, i64 -7)
  %p29 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 4
  %x29 = load i64, i64* %p29
  %k29 = xor i64 %x29, 0
  %v29 = call i64 @var.xor.i64(i64 %x29, i64 0)
  call void @check(i64 58, i64 %k29, i64 100)
  call void @check(i64 59, i64 %v29, i64 100)
  %p30 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 5
  %x30 = load i64, i64* %p30
  %k30 = xor i64 %x30, 0
  %v30 = call i64 @var.xor.i64(i64 %x30, i64 0)
  call void @check(i64 60, i64 %k30, i64 2147483647)
  call void @check(i64 61, i64 %v30, i64 2147483647)
  %p31 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 6
  %x31 = load i64, i64* %p31
  %k31 = xor i64 %x31, 0
  %v31 = call i64 @var.xor.i64(i64 %x31, i64 0)
  call void @check(i64 62, i64 %k31, i64 -2147483648)
  call void @check(i64 63, i64 %v31, i64 -2147483648)
  %p32 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 7
  %x32 = load i64, i64* %p32
  %k32 = xor i64 %x32, 0
  %v32 = call i64 @var.xor.i64(i64 %x32, i64 0)
  call void @check(i64 64, i64 %k32, i64 4294967295)
  call void @check(i64 65, i64 %v32, i64 4294967295)
  ret void
}

define void @by.i64.1() {
entry:
  %p33 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 0
  %x33 = load i64, i64* %p33
  %k33 = mul i64 %x33, 1
  %v33 = call i64 @var.mul.i64(i64 %x33, i64 1)
  call void @check(i64 66, i64 %k33, i64 0)
  call void @check(i64 67, i64 %v33, i64 0)
  %p34 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 1
  %x34 = load i64, i64* %p34
  %k34 = mul i64 %x34, 1
  %v34 = call i64 @var.mul.i64(i64 %x34, i64 1)
  call void @check(i64 68, i64 %k34, i64 1)
  call void @check(i64 69, i64 %v34, i64 1)
  %p35 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 2
  %x35 = load i64, i64* %p35
  %k35 = mul i64 %x35, 1
  %v35 = call i64 @var.mul.i64(i64 %x35, i64 1)
  call void @check(i64 70, i64 %k35, i64 -1)
  call void @check(i64 71, i64 %v35, i64 -1)
  %p36 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 3
  %x36 = load i64, i64* %p36
  %k36 = mul i64 %x36, 1
  %v36 = call i64 @var.mul.i64(i64 %x36, i64 1)
  call void @check(i64 72, i64 %k36, i64 -7)
  call void @check(i64 73, i64 %v36, i64 -7)
  %p37 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 4
  %x37 = load i64, i64* %p37
  %k37 = mul i64 %x37, 1
  %v37 = call i64 @var.mul.i64(i64 %x37, i64 1)
  call void @check(i64 74, i64 %k37, i64 100)
  call void @check(i64 75, i64 %v37, i64 100)
  %p38 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 5
  %x38 = load i64, i64* %p38
  %k38 = mul i64 %x38, 1
  %v38 = call i64 @var.mul.i64(i64 %x38, i64 1)
  call void @check(i64 76, i64 %k38, i64 2147483647)
  call void @check(i64 77, i64 %v38, i64 2147483647)
  %p39 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 6
  %x39 = load i64, i64* %p39
  %k39 = mul i64 %x39, 1
  %v39 = call i64 @var.mul.i64(i64 %x39, i64 1)
  call void @check(i64 78, i64 %k39, i64 -2147483648)
  call void @check(i64 79, i64 %v39, i64 -2147483648)
  %p40 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 7
  %x40 = load i64, i64* %p40
  %k40 = mul i64 %x40, 1
  %v40 = call i64 @var.mul.i64(i64 %x40, i64 1)
  call void @check(i64 80, i64 %k40, i64 4294967295)
  call void @check(i64 81, i64 %v40, i64 4294967295)
  %p41 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 0
  %x41 = load i64, i64* %p41
  %k41 = and i64 %x41, 1
  %v41 = call i64 @var.and.i64(i64 %x41, i64 1)
  call void @check(i64 82, i64 %k41, i64 0)
  call void @check(i64 83, i64 %v41, i64 0)
  %p42 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 1
  %x42 = load i64, i64* %p42
  %k42 = and i64 %x42, 1
  %v42 = call i64 @var.and.i64(i64 %x42, i64 1)
  call void @check(i64 84, i64 %k42, i64 1)
  call void @check(i64 85, i64 %v42, i64 1)
  %p43 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 2
  %x43 = load i64, i64* %p43
  %k43 = and i64 %x43, 1
  %v43 = call i64 @var.and.i64(i64 %x43, i64 1)
  call void @check(i64 86, i64 %k43, i64 1)
  call void @check(i64 87, i64 %v43, i64 1)
  %p44 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 3
  %x44 = load i64, i64* %p44
  %k44 = and i64 %x44, 1
  %v44 = call i64 @var.and.i64(i64 %x44, i64 1)
  call void @check(i64 88, i64 %k44, i64 1)
  call void @check(i64 89, i64 %v44, i64 1)
  %p45 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 4
  %x45 = load i64, i64* %p45
  %k45 = and i64 %x45, 1
  %v45 = call i64 @var.and.i64(i64 %x45, i64 1)
  call void @check(i64 90, i64 %k45, i64 0)
  call void @check(i64 91, i64 %v45, i64 0)
  %p46 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 5
  %x46 = load i64, i64* %p46
  %k46 = and i64 %x46, 1
  %v46 = call i64 @var.and.i64(i64 %x46, i64 1)
  call void @check(i64 92, i64 %k46, i64 1)
  call void @check(i64 93, i64 %v46, i64 1)
  %p47 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 6
  %x47 = load i64, i64* %p47
  %k47 = and i64 %x47, 1
  %v47 = call i64 @var.and.i64(i64 %x47, i64 1)
  call void @check(i64 94, i64 %k47, i64 0)
  call void @check(i64 95, i64 %v47, i64 0)
  %p48 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 7
  %x48 = load i64, i64* %p48
  %k48 = and i64 %x48, 1
  %v48 = call i64 @var.and.i64(i64 %x48, i64 1)
  call void @check(i64 96, i64 %k48, i64 1)
  call void @check(i64 97, i64 %v48, i64 1)
  %p49 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 0
  %x49 = load i64, i64* %p49
  %k49 = or i64 %x49, 1
  %v49 = call i64 @var.or.i64(i64 %x49, i64 1)
  call void @check(i64 98, i64 %k49, i64 1)
  call void @check(i64 99, i64 %v49, i64 1)
  %p50 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 1
  %x50 = load i64, i64* %p50
  %k50 = or i64 %x50, 1
  %v50 = call i64 @var.or.i64(i64 %x50, i64 1)
  call void @check(i64 100, i64 %k50, i64 1)
  call void @check(i64 101, i64 %v50, i64 1)
  %p51 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 2
  %x51 = load i64, i64* %p51
  %k51 = or i64 %x51, 1
  %v51 = call i64 @var.or.i64(i64 %x51, i64 1)
  call void @check(i64 102, i64 %k51, i64 -1)
  call void @check(i64 103, i64 %v51, i64 -1)
  %p52 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 3
  %x52 = load i64, i64* %p52
  %k52 = or i64 %x52, 1
  %v52 = call i64 @var.or.i64(i64 %x52, i64 1)
  call void @check(i64 104, i64 %k52, i64 -7)
  call void @check(i64 105, i64 %v52, i64 -7)
  %p53 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 4
  %x53 = load i64, i64* %p53
  %k53 = or i64 %x53, 1
  %v53 = call i64 @var.or.i64(i64 %x53, i64 1)
  call void @check(i64 106, i64 %k53, i64 101)
  call void @check(i64 107, i64 %v53, i64 101)
  %p54 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 5
  %x54 = load i64, i64* %p54
  %k54 = or i64 %x54, 1
  %v54 = call i64 @var.or.i64(i64 %x54, i64 1)
  call void @check(i64 108, i64 %k54, i64 2147483647)
  call void @check(i64 109, i64 %v54, i64 2147483647)
  %p55 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 6
  %x55 = load i64, i64* %p55
  %k55 = or i64 %x55, 1
  %v55 = call i64 @var.or.i64(i64 %x55, i64 1)
  call void @check(i64 110, i64 %k55, i64 -2147483647)
  call void @check(i64 111, i64 %v55, i64 -2147483647)
  %p56 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 7
  %x56 = load i64, i64* %p56
  %k56 = or i64 %x56, 1
  %v56 = call i64 @var.or.i64(i64 %x56, i64 1)
  call void @check(i64 112, i64 %k56, i64 4294967295)
  call void @check(i64 113, i64 %v56, i64 4294967295)
  %p57 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 0
  %x57 = load i64, i64* %p57
  %k57 = xor i64 %x57, 1
  %v57 = call i64 @var.xor.i64(i64 %x57, i64 1)
  call void @check(i64 114, i64 %k57, i64 1)
  call void @check(i64 115, i64 %v57, i64 1)
  %p58 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 1
  %x58 = load i64, i64* %p58
  %k58 = xor i64 %x58, 1
  %v58 = call i64 @var.xor.i64(i64 %x58, i64 1)
  call void @check(i64 116, i64 %k58, i64 0)
  call void @check(i64 117, i64 %v58, i64 0)
  %p59 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 2
  %x59 = load i64, i64* %p59
  %k59 = xor i64 %x59, 1
  %v59 = call i64 @var.xor.i64(i64 %x59, i64 1)
  call void @check(i64 118, i64 %k59, i64 -2)
  call void @check(i64 119, i64 %v59, i64 -2)
  %p60 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 3
  %x60 = load i64, i64* %p60
  %k60 = xor i64 %x60, 1
  %v60 = call i64 @var.xor.i64(i64 %x60, i64 1)
  call void @check(i64 120, i64 %k60, i64 -8)
  call void @check(i64 121, i64 %v60, i64 -8)
  %p61 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 4
  %x61 = load i64, i64* %p61
  %k61 = xor i64 %x61, 1
  %v61 = call i64 @var.xor.i64(i64 %x61, i64 1)
  call void @check(i64 122, i64 %k61, i64 101)
  call void @check(i64 123, i64 %v61, i64 101)
  %p62 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 5
  %x62 = load i64, i64* %p62
  %k62 = xor i64 %x62, 1
  %v62 = call i64 @var.xor.i64(i64 %x62, i64 1)
  call void @check(i64 124, i64 %k62, i64 2147483646)
  call void @check(i64 125, i64 %v62, i64 2147483646)
  %p63 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 6
  %x63 = load i64, i64* %p63
  %k63 = xor i64 %x63, 1
  %v63 = call i64 @var.xor.i64(i64 %x63, i64 1)
  call void @check(i64 126, i64 %k63, i64 -2147483647)
  call void @check(i64 127, i64 %v63, i64 -2147483647)
  %p64 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 7
  %x64 = load i64, i64* %p64
  %k64 = xor i64 %x64, 1
  %v64 = call i64 @var.xor.i64(i64 %x64, i64 1)
  call void @check(i64 128, i64 %k64, i64 4294967294)
  call void @check(i64 129, i64 %v64, i64 4294967294)
  ret void
}

define void @by.i64.m1() {
entry:
  %p65 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 0
  %x65 = load i64, i64* %p65
  %k65 = mul i64 %x65, -1
  %v65 = call i64 @var.mul.i64(i64 %x65, i64 -1)
  call void @check(i64 130, i64 %k65, i64 0)
  call void @check(i64 131, i64 %v65, i64 0)
  %p66 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 1
  %x66 = load i64, i64* %p66
  %k66 = mul i64 %x66, -1
  %v66 = call i64 @var.mul.i64(i64 %x66, i64 -1)
  call void @check(i64 132, i64 %k66, i64 -1)
  call void @check(i64 133, i64 %v66, i64 -1)
  %p67 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 2
  %x67 = load i64, i64* %p67
  %k67 = mul i64 %x67, -1
  %v67 = call i64 @var.mul.i64(i64 %x67, i64 -1)
  call void @check(i64 134, i64 %k67, i64 1)
  call void @check(i64 135, i64 %v67, i64 1)
  %p68 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 3
  %x68 = load i64, i64* %p68
  %k68 = mul i64 %x68, -1
  %v68 = call i64 @var.mul.i64(i64 %x68, i64 -1)
  call void @check(i64 136, i64 %k68, i64 7)
  call void @check(i64 137, i64 %v68, i64 7)
  %p69 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 4
  %x69 = load i64, i64* %p69
  %k69 = mul i64 %x69, -1
  %v69 = call i64 @var.mul.i64(i64 %x69, i64 -1)
  call void @check(i64 138, i64 %k69, i64 -100)
  call void @check(i64 139, i64 %v69, i64 -100)
  %p70 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 5
  %x70 = load i64, i64* %p70
  %k70 = mul i64 %x70, -1
  %v70 = call i64 @var.mul.i64(i64 %x70, i64 -1)
  call void @check(i64 140, i64 %k70, i64 -2147483647)
  call void @check(i64 141, i64 %v70, i64 -2147483647)
  %p71 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 6
  %x71 = load i64, i64* %p71
  %k71 = mul i64 %x71, -1
  %v71 = call i64 @var.mul.i64(i64 %x71, i64 -1)
  call void @check(i64 142, i64 %k71, i64 2147483648)
  call void @check(i64 143, i64 %v71, i64 2147483648)
  %p72 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 7
  %x72 = load i64, i64* %p72
  %k72 = mul i64 %x72, -1
  %v72 = call i64 @var.mul.i64(i64 %x72, i64 -1)
  call void @check(i64 144, i64 %k72, i64 -4294967295)
  call void @check(i64 145, i64 %v72, i64 -4294967295)
  %p73 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 0
  %x73 = load i64, i64* %p73
  %k73 = and i64 %x73, -1
  %v73 = call i64 @var.and.i64(i64 %x73, i64 -1)
  call void @check(i64 146, i64 %k73, i64 0)
  call void @check(i64 147, i64 %v73, i64 0)
  %p74 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 1
  %x74 = load i64, i64* %p74
  %k74 = and i64 %x74, -1
  %v74 = call i64 @var.and.i64(i64 %x74, i64 -1)
  call void @check(i64 148, i64 %k74, i64 1)
  call void @check(i64 149, i64 %v74, i64 1)
  %p75 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 2
  %x75 = load i64, i64* %p75
  %k75 = and i64 %x75, -1
  %v75 = call i64 @var.and.i64(i64 %x75, i64 -1)
  call void @check(i64 150, i64 %k75, i64 -1)
  call void @check(i64 151, i64 %v75, i64 -1)
  %p76 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 3
  %x76 = load i64, i64* %p76
  %k76 = and i64 %x76, -1
  %v76 = call i64 @var.and.i64(i64 %x76, i64 -1)
  call void @check(i64 152, i64 %k76, i64 -7)
  call void @check(i64 153, i64 %v76, i64 -7)
  %p77 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 4
  %x77 = load i64, i64* %p77
  %k77 = and i64 %x77, -1
  %v77 = call i64 @var.and.i64(i64 %x77, i64 -1)
  call void @check(i64 154, i64 %k77, i64 100)
  call void @check(i64 155, i64 %v77, i64 100)
  %p78 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 5
  %x78 = load i64, i64* %p78
  %k78 = and i64 %x78, -1
  %v78 = call i64 @var.and.i64(i64 %x78, i64 -1)
  call void @check(i64 156, i64 %k78, i64 2147483647)
  call void @check(i64 157, i64 %v78, i64 2147483647)
  %p79 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 6
  %x79 = load i64, i64* %p79
  %k79 = and i64 %x79, -1
  %v79 = call i64 @var.and.i64(i64 %x79, i64 -1)
  call void @check(i64 158, i64 %k79, i64 -2147483648)
  call void @check(i64 159, i64 %v79, i64 -2147483648)
  %p80 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 7
  %x80 = load i64, i64* %p80
  %k80 = and i64 %x80, -1
  %v80 = call i64 @var.and.i64(i64 %x80, i64 -1)
  call void @check(i64 160, i64 %k80, i64 4294967295)
  call void @check(i64 161, i64 %v80, i64 4294967295)
  %p81 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 0
  %x81 = load i64, i64* %p81
  %k81 = or i64 %x81, -1
  %v81 = call i64 @var.or.i64(i64 %x81, i64 -1)
  call void @check(i64 162, i64 %k81, i64 -1)
  call void @check(i64 163, i64 %v81, i64 -1)
  %p82 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 1
  %x82 = load i64, i64* %p82
  %k82 = or i64 %x82, -1
  %v82 = call i64 @var.or.i64(i64 %x82, i64 -1)
  call void @check(i64 164, i64 %k82, i64 -1)
  call void @check(i64 165, i64 %v82, i64 -1)
  %p83 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 2
  %x83 = load i64, i64* %p83
  %k83 = or i64 %x83, -1
  %v83 = call i64 @var.or.i64(i64 %x83, i64 -1)
  call void @check(i64 166, i64 %k83, i64 -1)
  call void @check(i64 167, i64 %v83, i64 -1)
  %p84 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 3
  %x84 = load i64, i64* %p84
  %k84 = or i64 %x84, -1
  %v84 = call i64 @var.or.i64(i64 %x84, i64 -1)
  call void @check(i64 168, i64 %k84, i64 -1)
  call void @check(i64 169, i64 %v84, i64 -1)
  %p85 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 4
  %x85 = load i64, i64* %p85
  %k85 = or i64 %x85, -1
  %v85 = call i64 @var.or.i64(i64 %x85, i64 -1)
  call void @check(i64 170, i64 %k85, i64 -1)
  call void @check(i64 171, i64 %v85, i64 -1)
  %p86 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 5
  %x86 = load i64, i64* %p86
  %k86 = or i64 %x86, -1
  %v86 = call i64 @var.or.i64(i64 %x86, i64 -1)
  call void @check(i64 172, i64 %k86, i64 -1)
  call void @check(i64 173, i64 %v86, i64 -1)
  %p87 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 6
  %x87 = load i64, i64* %p87
  %k87 = or i64 %x87, -1
  %v87 = call i64 @var.or.i64(i64 %x87, i64 -1)
  call void @check(i64 174, i64 %k87, i64 -1)
  call void @check(i64 175, i64 %v87, i64 -1)
  %p88 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 7
  %x88 = load i64, i64* %p88
  %k88 = or i64 %x88, -1
  %v88 = call i64 @var.or.i64(i64 %x88, i64 -1)
  call void @check(i64 176, i64 %k88, i64 -1)
  call void @check(i64 177, i64 %v88, i64 -1)
  %p89 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 0
  %x89 = load i64, i64* %p89
  %k89 = xor i64 %x89, -1
  %v89 = call i64 @var.xor.i64(i64 %x89, i64 -1)
  call void @check(i64 178, i64 %k89, i64 -1)
  call void @check(i64 179, i64 %v89, i64 -1)
  %p90 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 1
  %x90 = load i64, i64* %p90
  %k90 = xor i64 %x90, -1
  %v90 = call i64 @var.xor.i64(i64 %x90, i64 -1)
  call void @check(i64 180, i64 %k90, i64 -2)
  call void @check(i64 181, i64 %v90, i64 -2)
  %p91 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 2
  %x91 = load i64, i64* %p91
  %k91 = xor i64 %x91, -1
  %v91 = call i64 @var.xor.i64(i64 %x91, i64 -1)
  call void @check(i64 182, i64 %k91, i64 0)
  call void @check(i64 183, i64 %v91, i64 0)
  %p92 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 3
  %x92 = load i64, i64* %p92
  %k92 = xor i64 %x92, -1
  %v92 = call i64 @var.xor.i64(i64 %x92, i64 -1)
  call void @check(i64 184, i64 %k92, i64 6)
  call void @check(i64 185, i64 %v92, i64 6)
  %p93 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 4
  %x93 = load i64, i64* %p93
  %k93 = xor i64 %x93, -1
  %v93 = call i64 @var.xor.i64(i64 %x93, i64 -1)
  call void @check(i64 186, i64 %k93, i64 -101)
  call void @check(i64 187, i64 %v93, i64 -101)
  %p94 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 5
  %x94 = load i64, i64* %p94
  %k94 = xor i64 %x94, -1
  %v94 = call i64 @var.xor.i64(i64 %x94, i64 -1)
  call void @check(i64 188, i64 %k94, i64 -2147483648)
  call void @check(i64 189, i64 %v94, i64 -2147483648)
  %p95 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 6
  %x95 = load i64, i64* %p95
  %k95 = xor i64 %x95, -1
  %v95 = call i64 @var.xor.i64(i64 %x95, i64 -1)
  call void @check(i64 190, i64 %k95, i64 2147483647)
  call void @check(i64 191, i64 %v95, i64 2147483647)
  %p96 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 7
  %x96 = load i64, i64* %p96
  %k96 = xor i64 %x96, -1
  %v96 = call i64 @var.xor.i64(i64 %x96, i64 -1)
  call void @check(i64 192, i64 %k96, i64 -4294967296)
  call void @check(i64 193, i64 %v96, i64 -4294967296)
  ret void
}

define void @by.i64.2() {
entry:
  %p97 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 0
  %x97 = load i64, i64* %p97
  %k97 = mul i64 %x97, 2
  %v97 = call i64 @var.mul.i64(i64 %x97, i64 2)
  call void @check(i64 194, i64 %k97, i64 0)
  call void @check(i64 195, i64 %v97, i64 0)
  %p98 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 1
  %x98 = load i64, i64* %p98
  %k98 = mul i64 %x98, 2
  %v98 = call i64 @var.mul.i64(i64 %x98, i64 2)
  call void @check(i64 196, i64 %k98, i64 2)
  call void @check(i64 197, i64 %v98, i64 2)
  %p99 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 2
  %x99 = load i64, i64* %p99
  %k99 = mul i64 %x99, 2
  %v99 = call i64 @var.mul.i64(i64 %x99, i64 2)
  call void @check(i64 198, i64 %k99, i64 -2)
  call void @check(i64 199, i64 %v99, i64 -2)
  %p100 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 3
  %x100 = load i64, i64* %p100
  %k100 = mul i64 %x100, 2
  %v100 = call i64 @var.mul.i64(i64 %x100, i64 2)
  call void @check(i64 200, i64 %k100, i64 -14)
  call void @check(i64 201, i64 %v100, i64 -14)
  %p101 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 4
  %x101 = load i64, i64* %p101
  %k101 = mul i64 %x101, 2
  %v101 = call i64 @var.mul.i64(i64 %x101, i64 2)
  call void @check(i64 202, i64 %k101, i64 200)
  call void @check(i64 203, i64 %v101, i64 200)
  %p102 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 5
  %x102 = load i64, i64* %p102
  %k102 = mul i64 %x102, 2
  %v102 = call i64 @var.mul.i64(i64 %x102, i64 2)
  call void @check(i64 204, i64 %k102, i64 4294967294)
  call void @check(i64 205, i64 %v102, i64 4294967294)
  %p103 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 6
  %x103 = load i64, i64* %p103
  %k103 = mul i64 %x103, 2
  %v103 = call i64 @var.mul.i64(i64 %x103, i64 2)
  call void @check(i64 206, i64 %k103, i64 -4294967296)
  call void @check(i64 207, i64 %v103, i64 -4294967296)
  %p104 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 7
  %x104 = load i64, i64* %p104
  %k104 = mul i64 %x104, 2
  %v104 = call i64 @var.mul.i64(i64 %x104, i64 2)
  call void @check(i64 208, i64 %k104, i64 8589934590)
  call void @check(i64 209, i64 %v104, i64 8589934590)
  %p105 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 0
  %x105 = load i64, i64* %p105
  %k105 = and i64 %x105, 2
  %v105 = call i64 @var.and.i64(i64 %x105, i64 2)
  call void @check(i64 210, i64 %k105, i64 0)
  call void @check(i64 211, i64 %v105, i64 0)
  %p106 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 1
  %x106 = load i64, i64* %p106
  %k106 = and i64 %x106, 2
  %v106 = call i64 @var.and.i64(i64 %x106, i64 2)
  call void @check(i64 212, i64 %k106, i64 0)
  call void @check(i64 213, i64 %v106, i64 0)
  %p107 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 2
  %x107 = load i64, i64* %p107
  %k107 = and i64 %x107, 2
  %v107 = call i64 @var.and.i64(i64 %x107, i64 2)
  call void @check(i64 214, i64 %k107, i64 2)
  call void @check(i64 215, i64 %v107, i64 2)
  %p108 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 3
  %x108 = load i64, i64* %p108
  %k108 = and i64 %x108, 2
  %v108 = call i64 @var.and.i64(i64 %x108, i64 2)
  call void @check(i64 216, i64 %k108, i64 0)
  call void @check(i64 217, i64 %v108, i64 0)
  %p109 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 4
  %x109 = load i64, i64* %p109
  %k109 = and i64 %x109, 2
  %v109 = call i64 @var.and.i64(i64 %x109, i64 2)
  call void @check(i64 218, i64 %k109, i64 0)
  call void @check(i64 219, i64 %v109, i64 0)
  %p110 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 5
  %x110 = load i64, i64* %p110
  %k110 = and i64 %x110, 2
  %v110 = call i64 @var.and.i64(i64 %x110, i64 2)
  call void @check(i64 220, i64 %k110, i64 2)
  call void @check(i64 221, i64 %v110, i64 2)
  %p111 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 6
  %x111 = load i64, i64* %p111
  %k111 = and i64 %x111, 2
  %v111 = call i64 @var.and.i64(i64 %x111, i64 2)
  call void @check(i64 222, i64 %k111, i64 0)
  call void @check(i64 223, i64 %v111, i64 0)
  %p112 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 7
  %x112 = load i64, i64* %p112
  %k112 = and i64 %x112, 2
  %v112 = call i64 @var.and.i64(i64 %x112, i64 2)
  call void @check(i64 224, i64 %k112, i64 2)
  call void @check(i64 225, i64 %v112, i64 2)
  %p113 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 0
  %x113 = load i64, i64* %p113
  %k113 = or i64 %x113, 2
  %v113 = call i64 @var.or.i64(i64 %x113, i64 2)
  call void @check(i64 226, i64 %k113, i64 2)
  call void @check(i64 227, i64 %v113, i64 2)
  %p114 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 1
  %x114 = load i64, i64* %p114
  %k114 = or i64 %x114, 2
  %v114 = call i64 @var.or.i64(i64 %x114, i64 2)
  call void @check(i64 228, i64 %k114, i64 3)
  call void @check(i64 229, i64 %v114, i64 3)
  %p115 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 2
  %x115 = load i64, i64* %p115
  %k115 = or i64 %x115, 2
  %v115 = call i64 @var.or.i64(i64 %x115, i64 2)
  call void @check(i64 230, i64 %k115, i64 -1)
  call void @check(i64 231, i64 %v115, i64 -1)
  %p116 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 3
  %x116 = load i64, i64* %p116
  %k116 = or i64 %x116, 2
  %v116 = call i64 @var.or.i64(i64 %x116, i64 2)
  call void @check(i64 232, i64 %k116, i64 -5)
  call void @check(i64 233, i64 %v116, i64 -5)
  %p117 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 4
  %x117 = load i64, i64* %p117
  %k117 = or i64 %x117, 2
  %v117 = call i64 @var.or.i64(i64 %x117, i64 2)
  call void @check(i64 234, i64 %k117, i64 102)
  call void @check(i64 235, i64 %v117, i64 102)
  %p118 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 5
  %x118 = load i64, i64* %p118
  %k118 = or i64 %x118, 2
  %v118 = call i64 @var.or.i64(i64 %x118, i64 2)
  call void @check(i64 236, i64 %k118, i64 2147483647)
  call void @check(i64 237, i64 %v118, i64 2147483647)
  %p119 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 6
  %x119 = load i64, i64* %p119
  %k119 = or i64 %x119, 2
  %v119 = call i64 @var.or.i64(i64 %x119, i64 2)
  call void @check(i64 238, i64 %k119, i64 -2147483646)
  call void @check(i64 239, i64 %v119, i64 -2147483646)
  %p120 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 7
  %x120 = load i64, i64* %p120
  %k120 = or i64 %x120, 2
  %v120 = call i64 @var.or.i64(i64 %x120, i64 2)
  call void @check(i64 240, i64 %k120, i64 4294967295)
  call void @check(i64 241, i64 %v120, i64 4294967295)
  %p121 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 0
  %x121 = load i64, i64* %p121
  %k121 = xor i64 %x121, 2
  %v121 = call i64 @var.xor.i64(i64 %x121, i64 2)
  call void @check(i64 242, i64 %k121, i64 2)
  call void @check(i64 243, i64 %v121, i64 2)
  %p122 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 1
  %x122 = load i64, i64* %p122
  %k122 = xor i64 %x122, 2
  %v122 = call i64 @var.xor.i64(i64 %x122, i64 2)
  call void @check(i64 244, i64 %k122, i64 3)
  call void @check(i64 245, i64 %v122, i64 3)
  %p123 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 2
  %x123 = load i64, i64* %p123
  %k123 = xor i64 %x123, 2
  %v123 = call i64 @var.xor.i64(i64 %x123, i64 2)
  call void @check(i64 246, i64 %k123, i64 -3)
  call void @check(i64 247, i64 %v123, i64 -3)
  %p124 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 3
  %x124 = load i64, i64* %p124
  %k124 = xor i64 %x124, 2
  %v124 = call i64 @var.xor.i64(i64 %x124, i64 2)
  call void @check(i64 248, i64 %k124, i64 -5)
  call void @check(i64 249, i64 %v124, i64 -5)
  %p125 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 4
  %x125 = load i64, i64* %p125
  %k125 = xor i64 %x125, 2
  %v125 = call i64 @var.xor.i64(i64 %x125, i64 2)
  call void @check(i64 250, i64 %k125, i64 102)
  call void @check(i64 251, i64 %v125, i64 102)
  %p126 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 5
  %x126 = load i64, i64* %p126
  %k126 = xor i64 %x126, 2
  %v126 = call i64 @var.xor.i64(i64 %x126, i64 2)
  call void @check(i64 252, i64 %k126, i64 2147483645)
  call void @check(i64 253, i64 %v126, i64 2147483645)
  %p127 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 6
  %x127 = load i64, i64* %p127
  %k127 = xor i64 %x127, 2
  %v127 = call i64 @var.xor.i64(i64 %x127, i64 2)
  call void @check(i64 254, i64 %k127, i64 -2147483646)
  call void @check(i64 255, i64 %v127, i64 -2147483646)
  %p128 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 7
  %x128 = load i64, i64* %p128
  %k128 = xor i64 %x128, 2
  %v128 = call i64 @var.xor.i64(i64 %x128, i64 2)
  call void @check(i64 256, i64 %k128, i64 4294967293)
  call void @check(i64 257, i64 %v128, i64 4294967293)
  ret void
}

define void @by.i64.3() {
entry:
  %p129 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 0
  %x129 = load i64, i64* %p129
  %k129 = mul i64 %x129, 3
  %v129 = call i64 @var.mul.i64(i64 %x129, i64 3)
  call void @check(i64 258, i64 %k129, i64 0)
  call void @check(i64 259, i64 %v129, i64 0)
  %p130 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 1
  %x130 = load i64, i64* %p130
  %k130 = mul i64 %x130, 3
  %v130 = call i64 @var.mul.i64(i64 %x130, i64 3)
  call void @check(i64 260, i64 %k130, i64 3)
  call void @check(i64 261, i64 %v130, i64 3)
  %p131 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 2
  %x131 = load i64, i64* %p131
  %k131 = mul i64 %x131, 3
  %v131 = call i64 @var.mul.i64(i64 %x131, i64 3)
  call void @check(i64 262, i64 %k131, i64 -3)
  call void @check(i64 263, i64 %v131, i64 -3)
  %p132 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 3
  %x132 = load i64, i64* %p132
  %k132 = mul i64 %x132, 3
  %v132 = call i64 @var.mul.i64(i64 %x132, i64 3)
  call void @check(i64 264, i64 %k132, i64 -21)
  call void @check(i64 265, i64 %v132, i64 -21)
  %p133 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 4
  %x133 = load i64, i64* %p133
  %k133 = mul i64 %x133, 3
  %v133 = call i64 @var.mul.i64(i64 %x133, i64 3)
  call void @check(i64 266, i64 %k133, i64 300)
  call void @check(i64 267, i64 %v133, i64 300)
  %p134 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 5
  %x134 = load i64, i64* %p134
  %k134 = mul i64 %x134, 3
  %v134 = call i64 @var.mul.i64(i64 %x134, i64 3)
  call void @check(i64 268, i64 %k134, i64 6442450941)
  call void @check(i64 269, i64 %v134, i64 6442450941)
  %p135 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 6
  %x135 = load i64, i64* %p135
  %k135 = mul i64 %x135, 3
  %v135 = call i64 @var.mul.i64(i64 %x135, i64 3)
  call void @check(i64 270, i64 %k135, i64 -6442450944)
  call void @check(i64 271, i64 %v135, i64 -6442450944)
  %p136 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 7
  %x136 = load i64, i64* %p136
  %k136 = mul i64 %x136, 3
  %v136 = call i64 @var.mul.i64(i64 %x136, i64 3)
  call void @check(i64 272, i64 %k136, i64 12884901885)
  call void @check(i64 273, i64 %v136, i64 12884901885)
  %p137 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 0
  %x137 = load i64, i64* %p137
  %k137 = and i64 %x137, 3
  %v137 = call i64 @var.and.i64(i64 %x137, i64 3)
  call void @check(i64 274, i64 %k137, i64 0)
  call void @check(i64 275, i64 %v137, i64 0)
  %p138 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 1
  %x138 = load i64, i64* %p138
  %k138 = and i64 %x138, 3
  %v138 = call i64 @var.and.i64(i64 %x138, i64 3)
  call void @check(i64 276, i64 %k138, i64 1)
  call void @check(i64 277, i64 %v138, i64 1)
  %p139 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 2
  %x139 = load i64, i64* %p139
  %k139 = and i64 %x139, 3
  %v139 = call i64 @var.and.i64(i64 %x139, i64 3)
  call void @check(i64 278, i64 %k139, i64 3)
  call void @check(i64 279, i64 %v139, i64 3)
  %p140 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 3
  %x140 = load i64, i64* %p140
  %k140 = and i64 %x140, 3
  %v140 = call i64 @var.and.i64(i64 %x140, i64 3)
  call void @check(i64 280, i64 %k140, i64 1)
  call void @check(i64 281, i64 %v140, i64 1)
  %p141 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 4
  %x141 = load i64, i64* %p141
  %k141 = and i64 %x141, 3
  %v141 = call i64 @var.and.i64(i64 %x141, i64 3)
  call void @check(i64 282, i64 %k141, i64 0)
  call void @check(i64 283, i64 %v141, i64 0)
  %p142 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 5
  %x142 = load i64, i64* %p142
  %k142 = and i64 %x142, 3
  %v142 = call i64 @var.and.i64(i64 %x142, i64 3)
  call void @check(i64 284, i64 %k142, i64 3)
  call void @check(i64 285, i64 %v142, i64 3)
  %p143 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 6
  %x143 = load i64, i64* %p143
  %k143 = and i64 %x143, 3
  %v143 = call i64 @var.and.i64(i64 %x143, i64 3)
  call void @check(i64 286, i64 %k143, i64 0)
  call void @check(i64 287, i64 %v143, i64 0)
  %p144 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 7
  %x144 = load i64, i64* %p144
  %k144 = and i64 %x144, 3
  %v144 = call i64 @var.and.i64(i64 %x144, i64 3)
  call void @check(i64 288, i64 %k144, i64 3)
  call void @check(i64 289, i64 %v144, i64 3)
  %p145 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 0
  %x145 = load i64, i64* %p145
  %k145 = or i64 %x145, 3
  %v145 = call i64 @var.or.i64(i64 %x145, i64 3)
  call void @check(i64 290, i64 %k145, i64 3)
  call void @check(i64 291, i64 %v145, i64 3)
  %p146 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 1
  %x146 = load i64, i64* %p146
  %k146 = or i64 %x146, 3
  %v146 = call i64 @var.or.i64(i64 %x146, i64 3)
  call void @check(i64 292, i64 %k146, i64 3)
  call void @check(i64 293, i64 %v146, i64 3)
  %p147 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 2
  %x147 = load i64, i64* %p147
  %k147 = or i64 %x147, 3
  %v147 = call i64 @var.or.i64(i64 %x147, i64 3)
  call void @check(i64 294, i64 %k147, i64 -1)
  call void @check(i64 295, i64 %v147, i64 -1)
  %p148 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 3
  %x148 = load i64, i64* %p148
  %k148 = or i64 %x148, 3
  %v148 = call i64 @var.or.i64(i64 %x148, i64 3)
  call void @check(i64 296, i64 %k148, i64 -5)
  call void @check(i64 297, i64 %v148, i64 -5)
  %p149 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 4
  %x149 = load i64, i64* %p149
  %k149 = or i64 %x149, 3
  %v149 = call i64 @var.or.i64(i64 %x149, i64 3)
  call void @check(i64 298, i64 %k149, i64 103)
  call void @check(i64 299, i64 %v149, i64 103)
  %p150 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 5
  %x150 = load i64, i64* %p150
  %k150 = or i64 %x150, 3
  %v150 = call i64 @var.or.i64(i64 %x150, i64 3)
  call void @check(i64 300, i64 %k150, i64 2147483647)
  call void @check(i64 301, i64 %v150, i64 2147483647)
  %p151 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 6
  %x151 = load i64, i64* %p151
  %k151 = or i64 %x151, 3
  %v151 = call i64 @var.or.i64(i64 %x151, i64 3)
  call void @check(i64 302, i64 %k151, i64 -2147483645)
  call void @check(i64 303, i64 %v151, i64 -2147483645)
  %p152 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 7
  %x152 = load i64, i64* %p152
  %k152 = or i64 %x152, 3
  %v152 = call i64 @var.or.i64(i64 %x152, i64 3)
  call void @check(i64 304, i64 %k152, i64 4294967295)
  call void @check(i64 305, i64 %v152, i64 4294967295)
  %p153 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 0
  %x153 = load i64, i64* %p153
  %k153 = xor i64 %x153, 3
  %v153 = call i64 @var.xor.i64(i64 %x153, i64 3)
  call void @check(i64 306, i64 %k153, i64 3)
  call void @check(i64 307, i64 %v153, i64 3)
  %p154 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 1
  %x154 = load i64, i64* %p154
  %k154 = xor i64 %x154, 3
  %v154 = call i64 @var.xor.i64(i64 %x154, i64 3)
  call void @check(i64 308, i64 %k154, i64 2)
  call void @check(i64 309, i64 %v154, i64 2)
  %p155 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 2
  %x155 = load i64, i64* %p155
  %k155 = xor i64 %x155, 3
  %v155 = call i64 @var.xor.i64(i64 %x155, i64 3)
  call void @check(i64 310, i64 %k155, i64 -4)
  call void @check(i64 311, i64 %v155, i64 -4)
  %p156 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 3
  %x156 = load i64, i64* %p156
  %k156 = xor i64 %x156, 3
  %v156 = call i64 @var.xor.i64(i64 %x156, i64 3)
  call void @check(i64 312, i64 %k156, i64 -6)
  call void @check(i64 313, i64 %v156, i64 -6)
  %p157 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 4
  %x157 = load i64, i64* %p157
  %k157 = xor i64 %x157, 3
  %v157 = call i64 @var.xor.i64(i64 %x157, i64 3)
  call void @check(i64 314, i64 %k157, i64 103)
  call void @check(i64 315, i64 %v157, i64 103)
  %p158 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 5
  %x158 = load i64, i64* %p158
  %k158 = xor i64 %x158, 3
  %v158 = call i64 @var.xor.i64(i64 %x158, i64 3)
  call void @check(i64 316, i64 %k158, i64 2147483644)
  call void @check(i64 317, i64 %v158, i64 2147483644)
  %p159 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 6
  %x159 = load i64, i64* %p159
  %k159 = xor i64 %x159, 3
  %v159 = call i64 @var.xor.i64(i64 %x159, i64 3)
  call void @check(i64 318, i64 %k159, i64 -2147483645)
  call void @check(i64 319, i64 %v159, i64 -2147483645)
  %p160 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 7
  %x160 = load i64, i64* %p160
  %k160 = xor i64 %x160, 3
  %v160 = call i64 @var.xor.i64(i64 %x160, i64 3)
  call void @check(i64 320, i64 %k160, i64 4294967292)
  call void @check(i64 321, i64 %v160, i64 4294967292)
  ret void
}

define void @by.i64.5() {
entry:
  %p161 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 0
  %x161 = load i64, i64* %p161
  %k161 = mul i64 %x161, 5
  %v161 = call i64 @var.mul.i64(i64 %x161, i64 5)
  call void @check(i64 322, i64 %k161, i64 0)
  call void @check(i64 323, i64 %v161, i64 0)
  %p162 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 1
  %x162 = load i64, i64* %p162
  %k162 = mul i64 %x162, 5
  %v162 = call i64 @var.mul.i64(i64 %x162, i64 5)
  call void @check(i64 324, i64 %k162, i64 5)
  call void @check(i64 325, i64 %v162, i64 5)
  %p163 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 2
  %x163 = load i64, i64* %p163
  %k163 = mul i64 %x163, 5
  %v163 = call i64 @var.mul.i64(i64 %x163, i64 5)
  call void @check(i64 326, i64 %k163, i64 -5)
  call void @check(i64 327, i64 %v163, i64 -5)
  %p164 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 3
  %x164 = load i64, i64* %p164
  %k164 = mul i64 %x164, 5
  %v164 = call i64 @var.mul.i64(i64 %x164, i64 5)
  call void @check(i64 328, i64 %k164, i64 -35)
  call void @check(i64 329, i64 %v164, i64 -35)
  %p165 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 4
  %x165 = load i64, i64* %p165
  %k165 = mul i64 %x165, 5
  %v165 = call i64 @var.mul.i64(i64 %x165, i64 5)
  call void @check(i64 330, i64 %k165, i64 500)
  call void @check(i64 331, i64 %v165, i64 500)
  %p166 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 5
  %x166 = load i64, i64* %p166
  %k166 = mul i64 %x166, 5
  %v166 = call i64 @var.mul.i64(i64 %x166, i64 5)
  call void @check(i64 332, i64 %k166, i64 10737418235)
  call void @check(i64 333, i64 %v166, i64 10737418235)
  %p167 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 6
  %x167 = load i64, i64* %p167
  %k167 = mul i64 %x167, 5
  %v167 = call i64 @var.mul.i64(i64 %x167, i64 5)
  call void @check(i64 334, i64 %k167, i64 -10737418240)
  call void @check(i64 335, i64 %v167, i64 -10737418240)
  %p168 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 7
  %x168 = load i64, i64* %p168
  %k168 = mul i64 %x168, 5
  %v168 = call i64 @var.mul.i64(i64 %x168, i64 5)
  call void @check(i64 336, i64 %k168, i64 21474836475)
  call void @check(i64 337, i64 %v168, i64 21474836475)
  %p169 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 0
  %x169 = load i64, i64* %p169
  %k169 = and i64 %x169, 5
  %v169 = call i64 @var.and.i64(i64 %x169, i64 5)
  call void @check(i64 338, i64 %k169, i64 0)
  call void @check(i64 339, i64 %v169, i64 0)
  %p170 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 1
  %x170 = load i64, i64* %p170
  %k170 = and i64 %x170, 5
  %v170 = call i64 @var.and.i64(i64 %x170, i64 5)
  call void @check(i64 340, i64 %k170, i64 1)
  call void @check(i64 341, i64 %v170, i64 1)
  %p171 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 2
  %x171 = load i64, i64* %p171
  %k171 = and i64 %x171, 5
  %v171 = call i64 @var.and.i64(i64 %x171, i64 5)
  call void @check(i64 342, i64 %k171, i64 5)
  call void @check(i64 343, i64 %v171, i64 5)
  %p172 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 3
  %x172 = load i64, i64* %p172
  %k172 = and i64 %x172, 5
  %v172 = call i64 @var.and.i64(i64 %x172, i64 5)
  call void @check(i64 344, i64 %k172, i64 1)
  call void @check(i64 345, i64 %v172, i64 1)
  %p173 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 4
  %x173 = load i64, i64* %p173
  %k173 = and i64 %x173, 5
  %v173 = call i64 @var.and.i64(i64 %x173, i64 5)
  call void @check(i64 346, i64 %k173, i64 4)
  call void @check(i64 347, i64 %v173, i64 4)
  %p174 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 5
  %x174 = load i64, i64* %p174
  %k174 = and i64 %x174, 5
  %v174 = call i64 @var.and.i64(i64 %x174, i64 5)
  call void @check(i64 348, i64 %k174, i64 5)
  call void @check(i64 349, i64 %v174, i64 5)
  %p175 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 6
  %x175 = load i64, i64* %p175
  %k175 = and i64 %x175, 5
  %v175 = call i64 @var.and.i64(i64 %x175, i64 5)
  call void @check(i64 350, i64 %k175, i64 0)
  call void @check(i64 351, i64 %v175, i64 0)
  %p176 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 7
  %x176 = load i64, i64* %p176
  %k176 = and i64 %x176, 5
  %v176 = call i64 @var.and.i64(i64 %x176, i64 5)
  call void @check(i64 352, i64 %k176, i64 5)
  call void @check(i64 353, i64 %v176, i64 5)
  %p177 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 0
  %x177 = load i64, i64* %p177
  %k177 = or i64 %x177, 5
  %v177 = call i64 @var.or.i64(i64 %x177, i64 5)
  call void @check(i64 354, i64 %k177, i64 5)
  call void @check(i64 355, i64 %v177, i64 5)
  %p178 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 1
  %x178 = load i64, i64* %p178
  %k178 = or i64 %x178, 5
  %v178 = call i64 @var.or.i64(i64 %x178, i64 5)
  call void @check(i64 356, i64 %k178, i64 5)
  call void @check(i64 357, i64 %v178, i64 5)
  %p179 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 2
  %x179 = load i64, i64* %p179
  %k179 = or i64 %x179, 5
  %v179 = call i64 @var.or.i64(i64 %x179, i64 5)
  call void @check(i64 358, i64 %k179, i64 -1)
  call void @check(i64 359, i64 %v179, i64 -1)
  %p180 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 3
  %x180 = load i64, i64* %p180
  %k180 = or i64 %x180, 5
  %v180 = call i64 @var.or.i64(i64 %x180, i64 5)
  call void @check(i64 360, i64 %k180, i64 -3)
  call void @check(i64 361, i64 %v180, i64 -3)
  %p181 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 4
  %x181 = load i64, i64* %p181
  %k181 = or i64 %x181, 5
  %v181 = call i64 @var.or.i64(i64 %x181, i64 5)
  call void @check(i64 362, i64 %k181, i64 101)
  call void @check(i64 363, i64 %v181, i64 101)
  %p182 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 5
  %x182 = load i64, i64* %p182
  %k182 = or i64 %x182, 5
  %v182 = call i64 @var.or.i64(i64 %x182, i64 5)
  call void @check(i64 364, i64 %k182, i64 2147483647)
  call void @check(i64 365, i64 %v182, i64 2147483647)
  %p183 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 6
  %x183 = load i64, i64* %p183
  %k183 = or i64 %x183, 5
  %v183 = call i64 @var.or.i64(i64 %x183, i64 5)
  call void @check(i64 366, i64 %k183, i64 -2147483643)
  call void @check(i64 367, i64 %v183, i64 -2147483643)
  %p184 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 7
  %x184 = load i64, i64* %p184
  %k184 = or i64 %x184, 5
  %v184 = call i64 @var.or.i64(i64 %x184, i64 5)
  call void @check(i64 368, i64 %k184, i64 4294967295)
  call void @check(i64 369, i64 %v184, i64 4294967295)
  %p185 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 0
  %x185 = load i64, i64* %p185
  %k185 = xor i64 %x185, 5
  %v185 = call i64 @var.xor.i64(i64 %x185, i64 5)
  call void @check(i64 370, i64 %k185, i64 5)
  call void @check(i64 371, i64 %v185, i64 5)
  %p186 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 1
  %x186 = load i64, i64* %p186
  %k186 = xor i64 %x186, 5
  %v186 = call i64 @var.xor.i64(i64 %x186, i64 5)
  call void @check(i64 372, i64 %k186, i64 4)
  call void @check(i64 373, i64 %v186, i64 4)
  %p187 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 2
  %x187 = load i64, i64* %p187
  %k187 = xor i64 %x187, 5
  %v187 = call i64 @var.xor.i64(i64 %x187, i64 5)
  call void @check(i64 374, i64 %k187, i64 -6)
  call void @check(i64 375, i64 %v187, i64 -6)
  %p188 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 3
  %x188 = load i64, i64* %p188
  %k188 = xor i64 %x188, 5
  %v188 = call i64 @var.xor.i64(i64 %x188, i64 5)
  call void @check(i64 376, i64 %k188, i64 -4)
  call void @check(i64 377, i64 %v188, i64 -4)
  %p189 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 4
  %x189 = load i64, i64* %p189
  %k189 = xor i64 %x189, 5
  %v189 = call i64 @var.xor.i64(i64 %x189, i64 5)
  call void @check(i64 378, i64 %k189, i64 97)
  call void @check(i64 379, i64 %v189, i64 97)
  %p190 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 5
  %x190 = load i64, i64* %p190
  %k190 = xor i64 %x190, 5
  %v190 = call i64 @var.xor.i64(i64 %x190, i64 5)
  call void @check(i64 380, i64 %k190, i64 2147483642)
  call void @check(i64 381, i64 %v190, i64 2147483642)
  %p191 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 6
  %x191 = load i64, i64* %p191
  %k191 = xor i64 %x191, 5
  %v191 = call i64 @var.xor.i64(i64 %x191, i64 5)
  call void @check(i64 382, i64 %k191, i64 -2147483643)
  call void @check(i64 383, i64 %v191, i64 -2147483643)
  %p192 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 7
  %x192 = load i64, i64* %p192
  %k192 = xor i64 %x192, 5
  %v192 = call i64 @var.xor.i64(i64 %x192, i64 5)
  call void @check(i64 384, i64 %k192, i64 4294967290)
  call void @check(i64 385, i64 %v192, i64 4294967290)
  ret void
}

define void @by.i64.7() {
entry:
  %p193 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 0
  %x193 = load i64, i64* %p193
  %k193 = mul i64 %x193, 7
  %v193 = call i64 @var.mul.i64(i64 %x193, i64 7)
  call void @check(i64 386, i64 %k193, i64 0)
  call void @check(i64 387, i64 %v193, i64 0)
  %p194 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 1
  %x194 = load i64, i64* %p194
  %k194 = mul i64 %x194, 7
  %v194 = call i64 @var.mul.i64(i64 %x194, i64 7)
  call void @check(i64 388, i64 %k194, i64 7)
  call void @check(i64 389, i64 %v194, i64 7)
  %p195 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 2
  %x195 = load i64, i64* %p195
  %k195 = mul i64 %x195, 7
  %v195 = call i64 @var.mul.i64(i64 %x195, i64 7)
  call void @check(i64 390, i64 %k195, i64 -7)
  call void @check(i64 391, i64 %v195, i64 -7)
  %p196 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 3
  %x196 = load i64, i64* %p196
  %k196 = mul i64 %x196, 7
  %v196 = call i64 @var.mul.i64(i64 %x196, i64 7)
  call void @check(i64 392, i64 %k196, i64 -49)
  call void @check(i64 393, i64 %v196, i64 -49)
  %p197 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 4
  %x197 = load i64, i64* %p197
  %k197 = mul i64 %x197, 7
  %v197 = call i64 @var.mul.i64(i64 %x197, i64 7)
  call void @check(i64 394, i64 %k197, i64 700)
  call void @check(i64 395, i64 %v197, i64 700)
  %p198 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 5
  %x198 = load i64, i64* %p198
  %k198 = mul i64 %x198, 7
  %v198 = call i64 @var.mul.i64(i64 %x198, i64 7)
  call void @check(i64 396, i64 %k198, i64 15032385529)
  call void @check(i64 397, i64 %v198, i64 15032385529)
  %p199 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 6
  %x199 = load i64, i64* %p199
  %k199 = mul i64 %x199, 7
  %v199 = call i64 @var.mul.i64(i64 %x199, i64 7)
  call void @check(i64 398, i64 %k199, i64 -15032385536)
  call void @check(i64 399, i64 %v199, i64 -15032385536)
  %p200 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 7
  %x200 = load i64, i64* %p200
  %k200 = mul i64 %x200, 7
  %v200 = call i64 @var.mul.i64(i64 %x200, i64 7)
  call void @check(i64 400, i64 %k200, i64 30064771065)
  call void @check(i64 401, i64 %v200, i64 30064771065)
  %p201 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 0
  %x201 = load i64, i64* %p201
  %k201 = and i64 %x201, 7
  %v201 = call i64 @var.and.i64(i64 %x201, i64 7)
  call void @check(i64 402, i64 %k201, i64 0)
  call void @check(i64 403, i64 %v201, i64 0)
  %p202 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 1
  %x202 = load i64, i64* %p202
  %k202 = and i64 %x202, 7
  %v202 = call i64 @var.and.i64(i64 %x202, i64 7)
  call void @check(i64 404, i64 %k202, i64 1)
  call void @check(i64 405, i64 %v202, i64 1)
  %p203 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 2
  %x203 = load i64, i64* %p203
  %k203 = and i64 %x203, 7
  %v203 = call i64 @var.and.i64(i64 %x203, i64 7)
  call void @check(i64 406, i64 %k203, i64 7)
  call void @check(i64 407, i64 %v203, i64 7)
  %p204 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 3
  %x204 = load i64, i64* %p204
  %k204 = and i64 %x204, 7
  %v204 = call i64 @var.and.i64(i64 %x204, i64 7)
  call void @check(i64 408, i64 %k204, i64 1)
  call void @check(i64 409, i64 %v204, i64 1)
  %p205 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 4
  %x205 = load i64, i64* %p205
  %k205 = and i64 %x205, 7
  %v205 = call i64 @var.and.i64(i64 %x205, i64 7)
  call void @check(i64 410, i64 %k205, i64 4)
  call void @check(i64 411, i64 %v205, i64 4)
  %p206 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 5
  %x206 = load i64, i64* %p206
  %k206 = and i64 %x206, 7
  %v206 = call i64 @var.and.i64(i64 %x206, i64 7)
  call void @check(i64 412, i64 %k206, i64 7)
  call void @check(i64 413, i64 %v206, i64 7)
  %p207 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 6
  %x207 = load i64, i64* %p207
  %k207 = and i64 %x207, 7
  %v207 = call i64 @var.and.i64(i64 %x207, i64 7)
  call void @check(i64 414, i64 %k207, i64 0)
  call void @check(i64 415, i64 %v207, i64 0)
  %p208 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 7
  %x208 = load i64, i64* %p208
  %k208 = and i64 %x208, 7
  %v208 = call i64 @var.and.i64(i64 %x208, i64 7)
  call void @check(i64 416, i64 %k208, i64 7)
  call void @check(i64 417, i64 %v208, i64 7)
  %p209 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 0
  %x209 = load i64, i64* %p209
  %k209 = or i64 %x209, 7
  %v209 = call i64 @var.or.i64(i64 %x209, i64 7)
  call void @check(i64 418, i64 %k209, i64 7)
  call void @check(i64 419, i64 %v209, i64 7)
  %p210 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 1
  %x210 = load i64, i64* %p210
  %k210 = or i64 %x210, 7
  %v210 = call i64 @var.or.i64(i64 %x210, i64 7)
  call void @check(i64 420, i64 %k210, i64 7)
  call void @check(i64 421, i64 %v210, i64 7)
  %p211 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 2
  %x211 = load i64, i64* %p211
  %k211 = or i64 %x211, 7
  %v211 = call i64 @var.or.i64(i64 %x211, i64 7)
  call void @check(i64 422, i64 %k211, i64 -1)
  call void @check(i64 423, i64 %v211, i64 -1)
  %p212 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 3
  %x212 = load i64, i64* %p212
  %k212 = or i64 %x212, 7
  %v212 = call i64 @var.or.i64(i64 %x212, i64 7)
  call void @check(i64 424, i64 %k212, i64 -1)
  call void @check(i64 425, i64 %v212, i64 -1)
  %p213 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 4
  %x213 = load i64, i64* %p213
  %k213 = or i64 %x213, 7
  %v213 = call i64 @var.or.i64(i64 %x213, i64 7)
  call void @check(i64 426, i64 %k213, i64 103)
  call void @check(i64 427, i64 %v213, i64 103)
  %p214 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 5
  %x214 = load i64, i64* %p214
  %k214 = or i64 %x214, 7
  %v214 = call i64 @var.or.i64(i64 %x214, i64 7)
  call void @check(i64 428, i64 %k214, i64 2147483647)
  call void @check(i64 429, i64 %v214, i64 2147483647)
  %p215 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 6
  %x215 = load i64, i64* %p215
  %k215 = or i64 %x215, 7
  %v215 = call i64 @var.or.i64(i64 %x215, i64 7)
  call void @check(i64 430, i64 %k215, i64 -2147483641)
  call void @check(i64 431, i64 %v215, i64 -2147483641)
  %p216 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 7
  %x216 = load i64, i64* %p216
  %k216 = or i64 %x216, 7
  %v216 = call i64 @var.or.i64(i64 %x216, i64 7)
  call void @check(i64 432, i64 %k216, i64 4294967295)
  call void @check(i64 433, i64 %v216, i64 4294967295)
  %p217 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 0
  %x217 = load i64, i64* %p217
  %k217 = xor i64 %x217, 7
  %v217 = call i64 @var.xor.i64(i64 %x217, i64 7)
  call void @check(i64 434, i64 %k217, i64 7)
  call void @check(i64 435, i64 %v217, i64 7)
  %p218 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 1
  %x218 = load i64, i64* %p218
  %k218 = xor i64 %x218, 7
  %v218 = call i64 @var.xor.i64(i64 %x218, i64 7)
  call void @check(i64 436, i64 %k218, i64 6)
  call void @check(i64 437, i64 %v218, i64 6)
  %p219 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 2
  %x219 = load i64, i64* %p219
  %k219 = xor i64 %x219, 7
  %v219 = call i64 @var.xor.i64(i64 %x219, i64 7)
  call void @check(i64 438, i64 %k219, i64 -8)
  call void @check(i64 439, i64 %v219, i64 -8)
  %p220 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 3
  %x220 = load i64, i64* %p220
  %k220 = xor i64 %x220, 7
  %v220 = call i64 @var.xor.i64(i64 %x220, i64 7)
  call void @check(i64 440, i64 %k220, i64 -2)
  call void @check(i64 441, i64 %v220, i64 -2)
  %p221 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 4
  %x221 = load i64, i64* %p221
  %k221 = xor i64 %x221, 7
  %v221 = call i64 @var.xor.i64(i64 %x221, i64 7)
  call void @check(i64 442, i64 %k221, i64 99)
  call void @check(i64 443, i64 %v221, i64 99)
  %p222 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 5
  %x222 = load i64, i64* %p222
  %k222 = xor i64 %x222, 7
  %v222 = call i64 @var.xor.i64(i64 %x222, i64 7)
  call void @check(i64 444, i64 %k222, i64 2147483640)
  call void @check(i64 445, i64 %v222, i64 2147483640)
  %p223 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 6
  %x223 = load i64, i64* %p223
  %k223 = xor i64 %x223, 7
  %v223 = call i64 @var.xor.i64(i64 %x223, i64 7)
  call void @check(i64 446, i64 %k223, i64 -2147483641)
  call void @check(i64 447, i64 %v223, i64 -2147483641)
  %p224 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 7
  %x224 = load i64, i64* %p224
  %k224 = xor i64 %x224, 7
  %v224 = call i64 @var.xor.i64(i64 %x224, i64 7)
  call void @check(i64 448, i64 %k224, i64 4294967288)
  call void @check(i64 449, i64 %v224, i64 4294967288)
  ret void
}

define void @by.i64.9() {
entry:
  %p225 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 0
  %x225 = load i64, i64* %p225
  %k225 = mul i64 %x225, 9
  %v225 = call i64 @var.mul.i64(i64 %x225, i64 9)
  call void @check(i64 450, i64 %k225, i64 0)
  call void @check(i64 451, i64 %v225, i64 0)
  %p226 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 1
  %x226 = load i64, i64* %p226
  %k226 = mul i64 %x226, 9
  %v226 = call i64 @var.mul.i64(i64 %x226, i64 9)
  call void @check(i64 452, i64 %k226, i64 9)
  call void @check(i64 453, i64 %v226, i64 9)
  %p227 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 2
  %x227 = load i64, i64* %p227
  %k227 = mul i64 %x227, 9
  %v227 = call i64 @var.mul.i64(i64 %x227, i64 9)
  call void @check(i64 454, i64 %k227, i64 -9)
  call void @check(i64 455, i64 %v227, i64 -9)
  %p228 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 3
  %x228 = load i64, i64* %p228
  %k228 = mul i64 %x228, 9
  %v228 = call i64 @var.mul.i64(i64 %x228, i64 9)
  call void @check(i64 456, i64 %k228, i64 -63)
  call void @check(i64 457, i64 %v228, i64 -63)
  %p229 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 4
  %x229 = load i64, i64* %p229
  %k229 = mul i64 %x229, 9
  %v229 = call i64 @var.mul.i64(i64 %x229, i64 9)
  call void @check(i64 458, i64 %k229, i64 900)
  call void @check(i64 459, i64 %v229, i64 900)
  %p230 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 5
  %x230 = load i64, i64* %p230
  %k230 = mul i64 %x230, 9
  %v230 = call i64 @var.mul.i64(i64 %x230, i64 9)
  call void @check(i64 460, i64 %k230, i64 19327352823)
  call void @check(i64 461, i64 %v230, i64 19327352823)
  %p231 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 6
  %x231 = load i64, i64* %p231
  %k231 = mul i64 %x231, 9
  %v231 = call i64 @var.mul.i64(i64 %x231, i64 9)
  call void @check(i64 462, i64 %k231, i64 -19327352832)
  call void @check(i64 463, i64 %v231, i64 -19327352832)
  %p232 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 7
  %x232 = load i64, i64* %p232
  %k232 = mul i64 %x232, 9
  %v232 = call i64 @var.mul.i64(i64 %x232, i64 9)
  call void @check(i64 464, i64 %k232, i64 38654705655)
  call void @check(i64 465, i64 %v232, i64 38654705655)
  %p233 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 0
  %x233 = load i64, i64* %p233
  %k233 = and i64 %x233, 9
  %v233 = call i64 @var.and.i64(i64 %x233, i64 9)
  call void @check(i64 466, i64 %k233, i64 0)
  call void @check(i64 467, i64 %v233, i64 0)
  %p234 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 1
  %x234 = load i64, i64* %p234
  %k234 = and i64 %x234, 9
  %v234 = call i64 @var.and.i64(i64 %x234, i64 9)
  call void @check(i64 468, i64 %k234, i64 1)
  call void @check(i64 469, i64 %v234, i64 1)
  %p235 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 2
  %x235 = load i64, i64* %p235
  %k235 = and i64 %x235, 9
  %v235 = call i64 @var.and.i64(i64 %x235, i64 9)
  call void @check(i64 470, i64 %k235, i64 9)
  call void @check(i64 471, i64 %v235, i64 9)
  %p236 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 3
  %x236 = load i64, i64* %p236
  %k236 = and i64 %x236, 9
  %v236 = call i64 @var.and.i64(i64 %x236, i64 9)
  call void @check(i64 472, i64 %k236, i64 9)
  call void @check(i64 473, i64 %v236, i64 9)
  %p237 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 4
  %x237 = load i64, i64* %p237
  %k237 = and i64 %x237, 9
  %v237 = call i64 @var.and.i64(i64 %x237, i64 9)
  call void @check(i64 474, i64 %k237, i64 0)
  call void @check(i64 475, i64 %v237, i64 0)
  %p238 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 5
  %x238 = load i64, i64* %p238
  %k238 = and i64 %x238, 9
  %v238 = call i64 @var.and.i64(i64 %x238, i64 9)
  call void @check(i64 476, i64 %k238, i64 9)
  call void @check(i64 477, i64 %v238, i64 9)
  %p239 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 6
  %x239 = load i64, i64* %p239
  %k239 = and i64 %x239, 9
  %v239 = call i64 @var.and.i64(i64 %x239, i64 9)
  call void @check(i64 478, i64 %k239, i64 0)
  call void @check(i64 479, i64 %v239, i64 0)
  %p240 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 7
  %x240 = load i64, i64* %p240
  %k240 = and i64 %x240, 9
  %v240 = call i64 @var.and.i64(i64 %x240, i64 9)
  call void @check(i64 480, i64 %k240, i64 9)
  call void @check(i64 481, i64 %v240, i64 9)
  %p241 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 0
  %x241 = load i64, i64* %p241
  %k241 = or i64 %x241, 9
  %v241 = call i64 @var.or.i64(i64 %x241, i64 9)
  call void @check(i64 482, i64 %k241, i64 9)
  call void @check(i64 483, i64 %v241, i64 9)
  %p242 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 1
  %x242 = load i64, i64* %p242
  %k242 = or i64 %x242, 9
  %v242 = call i64 @var.or.i64(i64 %x242, i64 9)
  call void @check(i64 484, i64 %k242, i64 9)
  call void @check(i64 485, i64 %v242, i64 9)
  %p243 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 2
  %x243 = load i64, i64* %p243
  %k243 = or i64 %x243, 9
  %v243 = call i64 @var.or.i64(i64 %x243, i64 9)
  call void @check(i64 486, i64 %k243, i64 -1)
  call void @check(i64 487, i64 %v243, i64 -1)
  %p244 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 3
  %x244 = load i64, i64* %p244
  %k244 = or i64 %x244, 9
  %v244 = call i64 @var.or.i64(i64 %x244, i64 9)
  call void @check(i64 488, i64 %k244, i64 -7)
  call void @check(i64 489, i64 %v244, i64 -7)
  %p245 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 4
  %x245 = load i64, i64* %p245
  %k245 = or i64 %x245, 9
  %v245 = call i64 @var.or.i64(i64 %x245, i64 9)
  call void @check(i64 490, i64 %k245, i64 109)
  call void @check(i64 491, i64 %v245, i64 109)
  %p246 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 5
  %x246 = load i64, i64* %p246
  %k246 = or i64 %x246, 9
  %v246 = call i64 @var.or.i64(i64 %x246, i64 9)
  call void @check(i64 492, i64 %k246, i64 2147483647)
  call void @check(i64 493, i64 %v246, i64 2147483647)
  %p247 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 6
  %x247 = load i64, i64* %p247
  %k247 = or i64 %x247, 9
  %v247 = call i64 @var.or.i64(i64 %x247, i64 9)
  call void @check(i64 494, i64 %k247, i64 -2147483639)
  call void @check(i64 495, i64 %v247, i64 -2147483639)
  %p248 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 7
  %x248 = load i64, i64* %p248
  %k248 = or i64 %x248, 9
  %v248 = call i64 @var.or.i64(i64 %x248, i64 9)
  call void @check(i64 496, i64 %k248, i64 4294967295)
  call void @check(i64 497, i64 %v248, i64 4294967295)
  %p249 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 0
  %x249 = load i64, i64* %p249
  %k249 = xor i64 %x249, 9
  %v249 = call i64 @var.xor.i64(i64 %x249, i64 9)
  call void @check(i64 498, i64 %k249, i64 9)
  call void @check(i64 499, i64 %v249, i64 9)
  %p250 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 1
  %x250 = load i64, i64* %p250
  %k250 = xor i64 %x250, 9
  %v250 = call i64 @var.xor.i64(i64 %x250, i64 9)
  call void @check(i64 500, i64 %k250, i64 8)
  call void @check(i64 501, i64 %v250, i64 8)
  %p251 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 2
  %x251 = load i64, i64* %p251
  %k251 = xor i64 %x251, 9
  %v251 = call i64 @var.xor.i64(i64 %x251, i64 9)
  call void @check(i64 502, i64 %k251, i64 -10)
  call void @check(i64 503, i64 %v251, i64 -10)
  %p252 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 3
  %x252 = load i64, i64* %p252
  %k252 = xor i64 %x252, 9
  %v252 = call i64 @var.xor.i64(i64 %x252, i64 9)
  call void @check(i64 504, i64 %k252, i64 -16)
  call void @check(i64 505, i64 %v252, i64 -16)
  %p253 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 4
  %x253 = load i64, i64* %p253
  %k253 = xor i64 %x253, 9
  %v253 = call i64 @var.xor.i64(i64 %x253, i64 9)
  call void @check(i64 506, i64 %k253, i64 109)
  call void @check(i64 507, i64 %v253, i64 109)
  %p254 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 5
  %x254 = load i64, i64* %p254
  %k254 = xor i64 %x254, 9
  %v254 = call i64 @var.xor.i64(i64 %x254, i64 9)
  call void @check(i64 508, i64 %k254, i64 2147483638)
  call void @check(i64 509, i64 %v254, i64 2147483638)
  %p255 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 6
  %x255 = load i64, i64* %p255
  %k255 = xor i64 %x255, 9
  %v255 = call i64 @var.xor.i64(i64 %x255, i64 9)
  call void @check(i64 510, i64 %k255, i64 -2147483639)
  call void @check(i64 511, i64 %v255, i64 -2147483639)
  %p256 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 7
  %x256 = load i64, i64* %p256
  %k256 = xor i64 %x256, 9
  %v256 = call i64 @var.xor.i64(i64 %x256, i64 9)
  call void @check(i64 512, i64 %k256, i64 4294967286)
  call void @check(i64 513, i64 %v256, i64 4294967286)
  ret void
}

define void @by.i64.10() {
entry:
  %p257 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 0
  %x257 = load i64, i64* %p257
  %k257 = mul i64 %x257, 10
  %v257 = call i64 @var.mul.i64(i64 %x257, i64 10)
  call void @check(i64 514, i64 %k257, i64 0)
  call void @check(i64 515, i64 %v257, i64 0)
  %p258 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 1
  %x258 = load i64, i64* %p258
  %k258 = mul i64 %x258, 10
  %v258 = call i64 @var.mul.i64(i64 %x258, i64 10)
  call void @check(i64 516, i64 %k258, i64 10)
  call void @check(i64 517, i64 %v258, i64 10)
  %p259 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 2
  %x259 = load i64, i64* %p259
  %k259 = mul i64 %x259, 10
  %v259 = call i64 @var.mul.i64(i64 %x259, i64 10)
  call void @check(i64 518, i64 %k259, i64 -10)
  call void @check(i64 519, i64 %v259, i64 -10)
  %p260 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 3
  %x260 = load i64, i64* %p260
  %k260 = mul i64 %x260, 10
  %v260 = call i64 @var.mul.i64(i64 %x260, i64 10)
  call void @check(i64 520, i64 %k260, i64 -70)
  call void @check(i64 521, i64 %v260, i64 -70)
  %p261 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 4
  %x261 = load i64, i64* %p261
  %k261 = mul i64 %x261, 10
  %v261 = call i64 @var.mul.i64(i64 %x261, i64 10)
  call void @check(i64 522, i64 %k261, i64 1000)
  call void @check(i64 523, i64 %v261, i64 1000)
  %p262 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 5
  %x262 = load i64, i64* %p262
  %k262 = mul i64 %x262, 10
  %v262 = call i64 @var.mul.i64(i64 %x262, i64 10)
  call void @check(i64 524, i64 %k262, i64 21474836470)
  call void @check(i64 525, i64 %v262, i64 21474836470)
  %p263 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 6
  %x263 = load i64, i64* %p263
  %k263 = mul i64 %x263, 10
  %v263 = call i64 @var.mul.i64(i64 %x263, i64 10)
  call void @check(i64 526, i64 %k263, i64 -21474836480)
  call void @check(i64 527, i64 %v263, i64 -21474836480)
  %p264 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 7
  %x264 = load i64, i64* %p264
  %k264 = mul i64 %x264, 10
  %v264 = call i64 @var.mul.i64(i64 %x264, i64 10)
  call void @check(i64 528, i64 %k264, i64 42949672950)
  call void @check(i64 529, i64 %v264, i64 42949672950)
  %p265 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 0
  %x265 = load i64, i64* %p265
  %k265 = and i64 %x265, 10
  %v265 = call i64 @var.and.i64(i64 %x265, i64 10)
  call void @check(i64 530, i64 %k265, i64 0)
  call void @check(i64 531, i64 %v265, i64 0)
  %p266 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 1
  %x266 = load i64, i64* %p266
  %k266 = and i64 %x266, 10
  %v266 = call i64 @var.and.i64(i64 %x266, i64 10)
  call void @check(i64 532, i64 %k266, i64 0)
  call void @check(i64 533, i64 %v266, i64 0)
  %p267 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 2
  %x267 = load i64, i64* %p267
  %k267 = and i64 %x267, 10
  %v267 = call i64 @var.and.i64(i64 %x267, i64 10)
  call void @check(i64 534, i64 %k267, i64 10)
  call void @check(i64 535, i64 %v267, i64 10)
  %p268 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 3
  %x268 = load i64, i64* %p268
  %k268 = and i64 %x268, 10
  %v268 = call i64 @var.and.i64(i64 %x268, i64 10)
  call void @check(i64 536, i64 %k268, i64 8)
  call void @check(i64 537, i64 %v268, i64 8)
  %p269 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 4
  %x269 = load i64, i64* %p269
  %k269 = and i64 %x269, 10
  %v269 = call i64 @var.and.i64(i64 %x269, i64 10)
  call void @check(i64 538, i64 %k269, i64 0)
  call void @check(i64 539, i64 %v269, i64 0)
  %p270 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 5
  %x270 = load i64, i64* %p270
  %k270 = and i64 %x270, 10
  %v270 = call i64 @var.and.i64(i64 %x270, i64 10)
  call void @check(i64 540, i64 %k270, i64 10)
  call void @check(i64 541, i64 %v270, i64 10)
  %p271 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 6
  %x271 = load i64, i64* %p271
  %k271 = and i64 %x271, 10
  %v271 = call i64 @var.and.i64(i64 %x271, i64 10)
  call void @check(i64 542, i64 %k271, i64 0)
  call void @check(i64 543, i64 %v271, i64 0)
  %p272 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 7
  %x272 = load i64, i64* %p272
  %k272 = and i64 %x272, 10
  %v272 = call i64 @var.and.i64(i64 %x272, i64 10)
  call void @check(i64 544, i64 %k272, i64 10)
  call void @check(i64 545, i64 %v272, i64 10)
  %p273 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 0
  %x273 = load i64, i64* %p273
  %k273 = or i64 %x273, 10
  %v273 = call i64 @var.or.i64(i64 %x273, i64 10)
  call void @check(i64 546, i64 %k273, i64 10)
  call void @check(i64 547, i64 %v273, i64 10)
  %p274 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 1
  %x274 = load i64, i64* %p274
  %k274 = or i64 %x274, 10
  %v274 = call i64 @var.or.i64(i64 %x274, i64 10)
  call void @check(i64 548, i64 %k274, i64 11)
  call void @check(i64 549, i64 %v274, i64 11)
  %p275 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 2
  %x275 = load i64, i64* %p275
  %k275 = or i64 %x275, 10
  %v275 = call i64 @var.or.i64(i64 %x275, i64 10)
  call void @check(i64 550, i64 %k275, i64 -1)
  call void @check(i64 551, i64 %v275, i64 -1)
  %p276 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 3
  %x276 = load i64, i64* %p276
  %k276 = or i64 %x276, 10
  %v276 = call i64 @var.or.i64(i64 %x276, i64 10)
  call void @check(i64 552, i64 %k276, i64 -5)
  call void @check(i64 553, i64 %v276, i64 -5)
  %p277 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 4
  %x277 = load i64, i64* %p277
  %k277 = or i64 %x277, 10
  %v277 = call i64 @var.or.i64(i64 %x277, i64 10)
  call void @check(i64 554, i64 %k277, i64 110)
  call void @check(i64 555, i64 %v277, i64 110)
  %p278 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 5
  %x278 = load i64, i64* %p278
  %k278 = or i64 %x278, 10
  %v278 = call i64 @var.or.i64(i64 %x278, i64 10)
  call void @check(i64 556, i64 %k278, i64 2147483647)
  call void @check(i64 557, i64 %v278, i64 2147483647)
  %p279 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 6
  %x279 = load i64, i64* %p279
  %k279 = or i64 %x279, 10
  %v279 = call i64 @var.or.i64(i64 %x279, i64 10)
  call void @check(i64 558, i64 %k279, i64 -2147483638)
  call void @check(i64 559, i64 %v279, i64 -2147483638)
  %p280 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 7
  %x280 = load i64, i64* %p280
  %k280 = or i64 %x280, 10
  %v280 = call i64 @var.or.i64(i64 %x280, i64 10)
  call void @check(i64 560, i64 %k280, i64 4294967295)
  call void @check(i64 561, i64 %v280, i64 4294967295)
  %p281 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 0
  %x281 = load i64, i64* %p281
  %k281 = xor i64 %x281, 10
  %v281 = call i64 @var.xor.i64(i64 %x281, i64 10)
  call void @check(i64 562, i64 %k281, i64 10)
  call void @check(i64 563, i64 %v281, i64 10)
  %p282 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 1
  %x282 = load i64, i64* %p282
  %k282 = xor i64 %x282, 10
  %v282 = call i64 @var.xor.i64(i64 %x282, i64 10)
  call void @check(i64 564, i64 %k282, i64 11)
  call void @check(i64 565, i64 %v282, i64 11)
  %p283 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 2
  %x283 = load i64, i64* %p283
  %k283 = xor i64 %x283, 10
  %v283 = call i64 @var.xor.i64(i64 %x283, i64 10)
  call void @check(i64 566, i64 %k283, i64 -11)
  call void @check(i64 567, i64 %v283, i64 -11)
  %p284 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 3
  %x284 = load i64, i64* %p284
  %k284 = xor i64 %x284, 10
  %v284 = call i64 @var.xor.i64(i64 %x284, i64 10)
  call void @check(i64 568, i64 %k284, i64 -13)
  call void @check(i64 569, i64 %v284, i64 -13)
  %p285 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 4
  %x285 = load i64, i64* %p285
  %k285 = xor i64 %x285, 10
  %v285 = call i64 @var.xor.i64(i64 %x285, i64 10)
  call void @check(i64 570, i64 %k285, i64 110)
  call void @check(i64 571, i64 %v285, i64 110)
  %p286 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 5
  %x286 = load i64, i64* %p286
  %k286 = xor i64 %x286, 10
  %v286 = call i64 @var.xor.i64(i64 %x286, i64 10)
  call void @check(i64 572, i64 %k286, i64 2147483637)
  call void @check(i64 573, i64 %v286, i64 2147483637)
  %p287 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 6
  %x287 = load i64, i64* %p287
  %k287 = xor i64 %x287, 10
  %v287 = call i64 @var.xor.i64(i64 %x287, i64 10)
  call void @check(i64 574, i64 %k287, i64 -2147483638)
  call void @check(i64 575, i64 %v287, i64 -2147483638)
  %p288 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 7
  %x288 = load i64, i64* %p288
  %k288 = xor i64 %x288, 10
  %v288 = call i64 @var.xor.i64(i64 %x288, i64 10)
  call void @check(i64 576, i64 %k288, i64 4294967285)
  call void @check(i64 577, i64 %v288, i64 4294967285)
  ret void
}

define void @by.i64.15() {
entry:
  %p289 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 0
  %x289 = load i64, i64* %p289
  %k289 = mul i64 %x289, 15
  %v289 = call i64 @var.mul.i64(i64 %x289, i64 15)
  call void @check(i64 578, i64 %k289, i64 0)
  call void @check(i64 579, i64 %v289, i64 0)
  %p290 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 1
  %x290 = load i64, i64* %p290
  %k290 = mul i64 %x290, 15
  %v290 = call i64 @var.mul.i64(i64 %x290, i64 15)
  call void @check(i64 580, i64 %k290, i64 15)
  call void @check(i64 581, i64 %v290, i64 15)
  %p291 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 2
  %x291 = load i64, i64* %p291
  %k291 = mul i64 %x291, 15
  %v291 = call i64 @var.mul.i64(i64 %x291, i64 15)
  call void @check(i64 582, i64 %k291, i64 -15)
  call void @check(i64 583, i64 %v291, i64 -15)
  %p292 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 3
  %x292 = load i64, i64* %p292
  %k292 = mul i64 %x292, 15
  %v292 = call i64 @var.mul.i64(i64 %x292, i64 15)
  call void @check(i64 584, i64 %k292, i64 -105)
  call void @check(i64 585, i64 %v292, i64 -105)
  %p293 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 4
  %x293 = load i64, i64* %p293
  %k293 = mul i64 %x293, 15
  %v293 = call i64 @var.mul.i64(i64 %x293, i64 15)
  call void @check(i64 586, i64 %k293, i64 1500)
  call void @check(i64 587, i64 %v293, i64 1500)
  %p294 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 5
  %x294 = load i64, i64* %p294
  %k294 = mul i64 %x294, 15
  %v294 = call i64 @var.mul.i64(i64 %x294, i64 15)
  call void @check(i64 588, i64 %k294, i64 32212254705)
  call void @check(i64 589, i64 %v294, i64 32212254705)
  %p295 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 6
  %x295 = load i64, i64* %p295
  %k295 = mul i64 %x295, 15
  %v295 = call i64 @var.mul.i64(i64 %x295, i64 15)
  call void @check(i64 590, i64 %k295, i64 -32212254720)
  call void @check(i64 591, i64 %v295, i64 -32212254720)
  %p296 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 7
  %x296 = load i64, i64* %p296
  %k296 = mul i64 %x296, 15
  %v296 = call i64 @var.mul.i64(i64 %x296, i64 15)
  call void @check(i64 592, i64 %k296, i64 64424509425)
  call void @check(i64 593, i64 %v296, i64 64424509425)
  %p297 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 0
  %x297 = load i64, i64* %p297
  %k297 = and i64 %x297, 15
  %v297 = call i64 @var.and.i64(i64 %x297, i64 15)
  call void @check(i64 594, i64 %k297, i64 0)
  call void @check(i64 595, i64 %v297, i64 0)
  %p298 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 1
  %x298 = load i64, i64* %p298
  %k298 = and i64 %x298, 15
  %v298 = call i64 @var.and.i64(i64 %x298, i64 15)
  call void @check(i64 596, i64 %k298, i64 1)
  call void @check(i64 597, i64 %v298, i64 1)
  %p299 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 2
  %x299 = load i64, i64* %p299
  %k299 = and i64 %x299, 15
  %v299 = call i64 @var.and.i64(i64 %x299, i64 15)
  call void @check(i64 598, i64 %k299, i64 15)
  call void @check(i64 599, i64 %v299, i64 15)
  %p300 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 3
  %x300 = load i64, i64* %p300
  %k300 = and i64 %x300, 15
  %v300 = call i64 @var.and.i64(i64 %x300, i64 15)
  call void @check(i64 600, i64 %k300, i64 9)
  call void @check(i64 601, i64 %v300, i64 9)
  %p301 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 4
  %x301 = load i64, i64* %p301
  %k301 = and i64 %x301, 15
  %v301 = call i64 @var.and.i64(i64 %x301, i64 15)
  call void @check(i64 602, i64 %k301, i64 4)
  call void @check(i64 603, i64 %v301, i64 4)
  %p302 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 5
  %x302 = load i64, i64* %p302
  %k302 = and i64 %x302, 15
  %v302 = call i64 @var.and.i64(i64 %x302, i64 15)
  call void @check(i64 604, i64 %k302, i64 15)
  call void @check(i64 605, i64 %v302, i64 15)
  %p303 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 6
  %x303 = load i64, i64* %p303
  %k303 = and i64 %x303, 15
  %v303 = call i64 @var.and.i64(i64 %x303, i64 15)
  call void @check(i64 606, i64 %k303, i64 0)
  call void @check(i64 607, i64 %v303, i64 0)
  %p304 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 7
  %x304 = load i64, i64* %p304
  %k304 = and i64 %x304, 15
  %v304 = call i64 @var.and.i64(i64 %x304, i64 15)
  call void @check(i64 608, i64 %k304, i64 15)
  call void @check(i64 609, i64 %v304, i64 15)
  %p305 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 0
  %x305 = load i64, i64* %p305
  %k305 = or i64 %x305, 15
  %v305 = call i64 @var.or.i64(i64 %x305, i64 15)
  call void @check(i64 610, i64 %k305, i64 15)
  call void @check(i64 611, i64 %v305, i64 15)
  %p306 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 1
  %x306 = load i64, i64* %p306
  %k306 = or i64 %x306, 15
  %v306 = call i64 @var.or.i64(i64 %x306, i64 15)
  call void @check(i64 612, i64 %k306, i64 15)
  call void @check(i64 613, i64 %v306, i64 15)
  %p307 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 2
  %x307 = load i64, i64* %p307
  %k307 = or i64 %x307, 15
  %v307 = call i64 @var.or.i64(i64 %x307, i64 15)
  call void @check(i64 614, i64 %k307, i64 -1)
  call void @check(i64 615, i64 %v307, i64 -1)
  %p308 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 3
  %x308 = load i64, i64* %p308
  %k308 = or i64 %x308, 15
  %v308 = call i64 @var.or.i64(i64 %x308, i64 15)
  call void @check(i64 616, i64 %k308, i64 -1)
  call void @check(i64 617, i64 %v308, i64 -1)
  %p309 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 4
  %x309 = load i64, i64* %p309
  %k309 = or i64 %x309, 15
  %v309 = call i64 @var.or.i64(i64 %x309, i64 15)
  call void @check(i64 618, i64 %k309, i64 111)
  call void @check(i64 619, i64 %v309, i64 111)
  %p310 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 5
  %x310 = load i64, i64* %p310
  %k310 = or i64 %x310, 15
  %v310 = call i64 @var.or.i64(i64 %x310, i64 15)
  call void @check(i64 620, i64 %k310, i64 2147483647)
  call void @check(i64 621, i64 %v310, i64 2147483647)
  %p311 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 6
  %x311 = load i64, i64* %p311
  %k311 = or i64 %x311, 15
  %v311 = call i64 @var.or.i64(i64 %x311, i64 15)
  call void @check(i64 622, i64 %k311, i64 -2147483633)
  call void @check(i64 623, i64 %v311, i64 -2147483633)
  %p312 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 7
  %x312 = load i64, i64* %p312
  %k312 = or i64 %x312, 15
  %v312 = call i64 @var.or.i64(i64 %x312, i64 15)
  call void @check(i64 624, i64 %k312, i64 4294967295)
  call void @check(i64 625, i64 %v312, i64 4294967295)
  %p313 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 0
  %x313 = load i64, i64* %p313
  %k313 = xor i64 %x313, 15
  %v313 = call i64 @var.xor.i64(i64 %x313, i64 15)
  call void @check(i64 626, i64 %k313, i64 15)
  call void @check(i64 627, i64 %v313, i64 15)
  %p314 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 1
  %x314 = load i64, i64* %p314
  %k314 = xor i64 %x314, 15
  %v314 = call i64 @var.xor.i64(i64 %x314, i64 15)
  call void @check(i64 628, i64 %k314, i64 14)
  call void @check(i64 629, i64 %v314, i64 14)
  %p315 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 2
  %x315 = load i64, i64* %p315
  %k315 = xor i64 %x315, 15
  %v315 = call i64 @var.xor.i64(i64 %x315, i64 15)
  call void @check(i64 630, i64 %k315, i64 -16)
  call void @check(i64 631, i64 %v315, i64 -16)
  %p316 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 3
  %x316 = load i64, i64* %p316
  %k316 = xor i64 %x316, 15
  %v316 = call i64 @var.xor.i64(i64 %x316, i64 15)
  call void @check(i64 632, i64 %k316, i64 -10)
  call void @check(i64 633, i64 %v316, i64 -10)
  %p317 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 4
  %x317 = load i64, i64* %p317
  %k317 = xor i64 %x317, 15
  %v317 = call i64 @var.xor.i64(i64 %x317, i64 15)
  call void @check(i64 634, i64 %k317, i64 107)
  call void @check(i64 635, i64 %v317, i64 107)
  %p318 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 5
  %x318 = load i64, i64* %p318
  %k318 = xor i64 %x318, 15
  %v318 = call i64 @var.xor.i64(i64 %x318, i64 15)
  call void @check(i64 636, i64 %k318, i64 2147483632)
  call void @check(i64 637, i64 %v318, i64 2147483632)
  %p319 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 6
  %x319 = load i64, i64* %p319
  %k319 = xor i64 %x319, 15
  %v319 = call i64 @var.xor.i64(i64 %x319, i64 15)
  call void @check(i64 638, i64 %k319, i64 -2147483633)
  call void @check(i64 639, i64 %v319, i64 -2147483633)
  %p320 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 7
  %x320 = load i64, i64* %p320
  %k320 = xor i64 %x320, 15
  %v320 = call i64 @var.xor.i64(i64 %x320, i64 15)
  call void @check(i64 640, i64 %k320, i64 4294967280)
  call void @check(i64 641, i64 %v320, i64 4294967280)
  ret void
}

define void @by.i64.16() {
entry:
  %p321 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 0
  %x321 = load i64, i64* %p321
  %k321 = mul i64 %x321, 16
  %v321 = call i64 @var.mul.i64(i64 %x321, i64 16)
  call void @check(i64 642, i64 %k321, i64 0)
  call void @check(i64 643, i64 %v321, i64 0)
  %p322 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 1
  %x322 = load i64, i64* %p322
  %k322 = mul i64 %x322, 16
  %v322 = call i64 @var.mul.i64(i64 %x322, i64 16)
  call void @check(i64 644, i64 %k322, i64 16)
  call void @check(i64 645, i64 %v322, i64 16)
  %p323 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 2
  %x323 = load i64, i64* %p323
  %k323 = mul i64 %x323, 16
  %v323 = call i64 @var.mul.i64(i64 %x323, i64 16)
  call void @check(i64 646, i64 %k323, i64 -16)
  call void @check(i64 647, i64 %v323, i64 -16)
  %p324 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 3
  %x324 = load i64, i64* %p324
  %k324 = mul i64 %x324, 16
  %v324 = call i64 @var.mul.i64(i64 %x324, i64 16)
  call void @check(i64 648, i64 %k324, i64 -112)
  call void @check(i64 649, i64 %v324, i64 -112)
  %p325 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 4
  %x325 = load i64, i64* %p325
  %k325 = mul i64 %x325, 16
  %v325 = call i64 @var.mul.i64(i64 %x325, i64 16)
  call void @check(i64 650, i64 %k325, i64 1600)
  call void @check(i64 651, i64 %v325, i64 1600)
  %p326 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 5
  %x326 = load i64, i64* %p326
  %k326 = mul i64 %x326, 16
  %v326 = call i64 @var.mul.i64(i64 %x326, i64 16)
  call void @check(i64 652, i64 %k326, i64 34359738352)
  call void @check(i64 653, i64 %v326, i64 34359738352)
  %p327 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 6
  %x327 = load i64, i64* %p327
  %k327 = mul i64 %x327, 16
  %v327 = call i64 @var.mul.i64(i64 %x327, i64 16)
  call void @check(i64 654, i64 %k327, i64 -34359738368)
  call void @check(i64 655, i64 %v327, i64 -34359738368)
  %p328 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 7
  %x328 = load i64, i64* %p328
  %k328 = mul i64 %x328, 16
  %v328 = call i64 @var.mul.i64(i64 %x328, i64 16)
  call void @check(i64 656, i64 %k328, i64 68719476720)
  call void @check(i64 657, i64 %v328, i64 68719476720)
  %p329 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 0
  %x329 = load i64, i64* %p329
  %k329 = and i64 %x329, 16
  %v329 = call i64 @var.and.i64(i64 %x329, i64 16)
  call void @check(i64 658, i64 %k329, i64 0)
  call void @check(i64 659, i64 %v329, i64 0)
  %p330 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 1
  %x330 = load i64, i64* %p330
  %k330 = and i64 %x330, 16
  %v330 = call i64 @var.and.i64(i64 %x330, i64 16)
  call void @check(i64 660, i64 %k330, i64 0)
  call void @check(i64 661, i64 %v330, i64 0)
  %p331 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 2
  %x331 = load i64, i64* %p331
  %k331 = and i64 %x331, 16
  %v331 = call i64 @var.and.i64(i64 %x331, i64 16)
  call void @check(i64 662, i64 %k331, i64 16)
  call void @check(i64 663, i64 %v331, i64 16)
  %p332 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 3
  %x332 = load i64, i64* %p332
  %k332 = and i64 %x332, 16
  %v332 = call i64 @var.and.i64(i64 %x332, i64 16)
  call void @check(i64 664, i64 %k332, i64 16)
  call void @check(i64 665, i64 %v332, i64 16)
  %p333 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 4
  %x333 = load i64, i64* %p333
  %k333 = and i64 %x333, 16
  %v333 = call i64 @var.and.i64(i64 %x333, i64 16)
  call void @check(i64 666, i64 %k333, i64 0)
  call void @check(i64 667, i64 %v333, i64 0)
  %p334 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 5
  %x334 = load i64, i64* %p334
  %k334 = and i64 %x334, 16
  %v334 = call i64 @var.and.i64(i64 %x334, i64 16)
  call void @check(i64 668, i64 %k334, i64 16)
  call void @check(i64 669, i64 %v334, i64 16)
  %p335 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 6
  %x335 = load i64, i64* %p335
  %k335 = and i64 %x335, 16
  %v335 = call i64 @var.and.i64(i64 %x335, i64 16)
  call void @check(i64 670, i64 %k335, i64 0)
  call void @check(i64 671, i64 %v335, i64 0)
  %p336 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 7
  %x336 = load i64, i64* %p336
  %k336 = and i64 %x336, 16
  %v336 = call i64 @var.and.i64(i64 %x336, i64 16)
  call void @check(i64 672, i64 %k336, i64 16)
  call void @check(i64 673, i64 %v336, i64 16)
  %p337 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 0
  %x337 = load i64, i64* %p337
  %k337 = or i64 %x337, 16
  %v337 = call i64 @var.or.i64(i64 %x337, i64 16)
  call void @check(i64 674, i64 %k337, i64 16)
  call void @check(i64 675, i64 %v337, i64 16)
  %p338 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 1
  %x338 = load i64, i64* %p338
  %k338 = or i64 %x338, 16
  %v338 = call i64 @var.or.i64(i64 %x338, i64 16)
  call void @check(i64 676, i64 %k338, i64 17)
  call void @check(i64 677, i64 %v338, i64 17)
  %p339 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 2
  %x339 = load i64, i64* %p339
  %k339 = or i64 %x339, 16
  %v339 = call i64 @var.or.i64(i64 %x339, i64 16)
  call void @check(i64 678, i64 %k339, i64 -1)
  call void @check(i64 679, i64 %v339, i64 -1)
  %p340 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 3
  %x340 = load i64, i64* %p340
  %k340 = or i64 %x340, 16
  %v340 = call i64 @var.or.i64(i64 %x340, i64 16)
  call void @check(i64 680, i64 %k340, i64 -7)
  call void @check(i64 681, i64 %v340, i64 -7)
  %p341 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 4
  %x341 = load i64, i64* %p341
  %k341 = or i64 %x341, 16
  %v341 = call i64 @var.or.i64(i64 %x341, i64 16)
  call void @check(i64 682, i64 %k341, i64 116)
  call void @check(i64 683, i64 %v341, i64 116)
  %p342 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 5
  %x342 = load i64, i64* %p342
  %k342 = or i64 %x342, 16
  %v342 = call i64 @var.or.i64(i64 %x342, i64 16)
  call void @check(i64 684, i64 %k342, i64 2147483647)
  call void @check(i64 685, i64 %v342, i64 2147483647)
  %p343 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 6
  %x343 = load i64, i64* %p343
  %k343 = or i64 %x343, 16
  %v343 = call i64 @var.or.i64(i64 %x343, i64 16)
  call void @check(i64 686, i64 %k343, i64 -2147483632)
  call void @check(i64 687, i64 %v343, i64 -2147483632)
  %p344 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 7
  %x344 = load i64, i64* %p344
  %k344 = or i64 %x344, 16
  %v344 = call i64 @var.or.i64(i64 %x344, i64 16)
  call void @check(i64 688, i64 %k344, i64 4294967295)
  call void @check(i64 689, i64 %v344, i64 4294967295)
  %p345 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 0
  %x345 = load i64, i64* %p345
  %k345 = xor i64 %x345, 16
  %v345 = call i64 @var.xor.i64(i64 %x345, i64 16)
  call void @check(i64 690, i64 %k345, i64 16)
  call void @check(i64 691, i64 %v345, i64 16)
  %p346 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 1
  %x346 = load i64, i64* %p346
  %k346 = xor i64 %x346, 16
  %v346 = call i64 @var.xor.i64(i64 %x346, i64 16)
  call void @check(i64 692, i64 %k346, i64 17)
  call void @check(i64 693, i64 %v346, i64 17)
  %p347 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 2
  %x347 = load i64, i64* %p347
  %k347 = xor i64 %x347, 16
  %v347 = call i64 @var.xor.i64(i64 %x347, i64 16)
  call void @check(i64 694, i64 %k347, i64 -17)
  call void @check(i64 695, i64 %v347, i64 -17)
  %p348 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 3
  %x348 = load i64, i64* %p348
  %k348 = xor i64 %x348, 16
  %v348 = call i64 @var.xor.i64(i64 %x348, i64 16)
  call void @check(i64 696, i64 %k348, i64 -23)
  call void @check(i64 697, i64 %v348, i64 -23)
  %p349 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 4
  %x349 = load i64, i64* %p349
  %k349 = xor i64 %x349, 16
  %v349 = call i64 @var.xor.i64(i64 %x349, i64 16)
  call void @check(i64 698, i64 %k349, i64 116)
  call void @check(i64 699, i64 %v349, i64 116)
  %p350 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 5
  %x350 = load i64, i64* %p350
  %k350 = xor i64 %x350, 16
  %v350 = call i64 @var.xor.i64(i64 %x350, i64 16)
  call void @check(i64 700, i64 %k350, i64 2147483631)
  call void @check(i64 701, i64 %v350, i64 2147483631)
  %p351 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 6
  %x351 = load i64, i64* %p351
  %k351 = xor i64 %x351, 16
  %v351 = call i64 @var.xor.i64(i64 %x351, i64 16)
  call void @check(i64 702, i64 %k351, i64 -2147483632)
  call void @check(i64 703, i64 %v351, i64 -2147483632)
  %p352 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 7
  %x352 = load i64, i64* %p352
  %k352 = xor i64 %x352, 16
  %v352 = call i64 @var.xor.i64(i64 %x352, i64 16)
  call void @check(i64 704, i64 %k352, i64 4294967279)
  call void @check(i64 705, i64 %v352, i64 4294967279)
  ret void
}

define void @by.i64.17() {
entry:
  %p353 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 0
  %x353 = load i64, i64* %p353
  %k353 = mul i64 %x353, 17
  %v353 = call i64 @var.mul.i64(i64 %x353, i64 17)
  call void @check(i64 706, i64 %k353, i64 0)
  call void @check(i64 707, i64 %v353, i64 0)
  %p354 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 1
  %x354 = load i64, i64* %p354
  %k354 = mul i64 %x354, 17
  %v354 = call i64 @var.mul.i64(i64 %x354, i64 17)
  call void @check(i64 708, i64 %k354, i64 17)
  call void @check(i64 709, i64 %v354, i64 17)
  %p355 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 2
  %x355 = load i64, i64* %p355
  %k355 = mul i64 %x355, 17
  %v355 = call i64 @var.mul.i64(i64 %x355, i64 17)
  call void @check(i64 710, i64 %k355, i64 -17)
  call void @check(i64 711, i64 %v355, i64 -17)
  %p356 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 3
  %x356 = load i64, i64* %p356
  %k356 = mul i64 %x356, 17
  %v356 = call i64 @var.mul.i64(i64 %x356, i64 17)
  call void @check(i64 712, i64 %k356, i64 -119)
  call void @check(i64 713, i64 %v356, i64 -119)
  %p357 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 4
  %x357 = load i64, i64* %p357
  %k357 = mul i64 %x357, 17
  %v357 = call i64 @var.mul.i64(i64 %x357, i64 17)
  call void @check(i64 714, i64 %k357, i64 1700)
  call void @check(i64 715, i64 %v357, i64 1700)
  %p358 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 5
  %x358 = load i64, i64* %p358
  %k358 = mul i64 %x358, 17
  %v358 = call i64 @var.mul.i64(i64 %x358, i64 17)
  call void @check(i64 716, i64 %k358, i64 36507221999)
  call void @check(i64 717, i64 %v358, i64 36507221999)
  %p359 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 6
  %x359 = load i64, i64* %p359
  %k359 = mul i64 %x359, 17
  %v359 = call i64 @var.mul.i64(i64 %x359, i64 17)
  call void @check(i64 718, i64 %k359, i64 -36507222016)
  call void @check(i64 719, i64 %v359, i64 -36507222016)
  %p360 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 7
  %x360 = load i64, i64* %p360
  %k360 = mul i64 %x360, 17
  %v360 = call i64 @var.mul.i64(i64 %x360, i64 17)
  call void @check(i64 720, i64 %k360, i64 73014444015)
  call void @check(i64 721, i64 %v360, i64 73014444015)
  %p361 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 0
  %x361 = load i64, i64* %p361
  %k361 = and i64 %x361, 17
  %v361 = call i64 @var.and.i64(i64 %x361, i64 17)
  call void @check(i64 722, i64 %k361, i64 0)
  call void @check(i64 723, i64 %v361, i64 0)
  %p362 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 1
  %x362 = load i64, i64* %p362
  %k362 = and i64 %x362, 17
  %v362 = call i64 @var.and.i64(i64 %x362, i64 17)
  call void @check(i64 724, i64 %k362, i64 1)
  call void @check(i64 725, i64 %v362, i64 1)
  %p363 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 2
  %x363 = load i64, i64* %p363
  %k363 = and i64 %x363, 17
  %v363 = call i64 @var.and.i64(i64 %x363, i64 17)
  call void @check(i64 726, i64 %k363, i64 17)
  call void @check(i64 727, i64 %v363, i64 17)
  %p364 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 3
  %x364 = load i64, i64* %p364
  %k364 = and i64 %x364, 17
  %v364 = call i64 @var.and.i64(i64 %x364, i64 17)
  call void @check(i64 728, i64 %k364, i64 17)
  call void @check(i64 729, i64 %v364, i64 17)
  %p365 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 4
  %x365 = load i64, i64* %p365
  %k365 = and i64 %x365, 17
  %v365 = call i64 @var.and.i64(i64 %x365, i64 17)
  call void @check(i64 730, i64 %k365, i64 0)
  call void @check(i64 731, i64 %v365, i64 0)
  %p366 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 5
  %x366 = load i64, i64* %p366
  %k366 = and i64 %x366, 17
  %v366 = call i64 @var.and.i64(i64 %x366, i64 17)
  call void @check(i64 732, i64 %k366, i64 17)
  call void @check(i64 733, i64 %v366, i64 17)
  %p367 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 6
  %x367 = load i64, i64* %p367
  %k367 = and i64 %x367, 17
  %v367 = call i64 @var.and.i64(i64 %x367, i64 17)
  call void @check(i64 734, i64 %k367, i64 0)
  call void @check(i64 735, i64 %v367, i64 0)
  %p368 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 7
  %x368 = load i64, i64* %p368
  %k368 = and i64 %x368, 17
  %v368 = call i64 @var.and.i64(i64 %x368, i64 17)
  call void @check(i64 736, i64 %k368, i64 17)
  call void @check(i64 737, i64 %v368, i64 17)
  %p369 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 0
  %x369 = load i64, i64* %p369
  %k369 = or i64 %x369, 17
  %v369 = call i64 @var.or.i64(i64 %x369, i64 17)
  call void @check(i64 738, i64 %k369, i64 17)
  call void @check(i64 739, i64 %v369, i64 17)
  %p370 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 1
  %x370 = load i64, i64* %p370
  %k370 = or i64 %x370, 17
  %v370 = call i64 @var.or.i64(i64 %x370, i64 17)
  call void @check(i64 740, i64 %k370, i64 17)
  call void @check(i64 741, i64 %v370, i64 17)
  %p371 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 2
  %x371 = load i64, i64* %p371
  %k371 = or i64 %x371, 17
  %v371 = call i64 @var.or.i64(i64 %x371, i64 17)
  call void @check(i64 742, i64 %k371, i64 -1)
  call void @check(i64 743, i64 %v371, i64 -1)
  %p372 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 3
  %x372 = load i64, i64* %p372
  %k372 = or i64 %x372, 17
  %v372 = call i64 @var.or.i64(i64 %x372, i64 17)
  call void @check(i64 744, i64 %k372, i64 -7)
  call void @check(i64 745, i64 %v372, i64 -7)
  %p373 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 4
  %x373 = load i64, i64* %p373
  %k373 = or i64 %x373, 17
  %v373 = call i64 @var.or.i64(i64 %x373, i64 17)
  call void @check(i64 746, i64 %k373, i64 117)
  call void @check(i64 747, i64 %v373, i64 117)
  %p374 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 5
  %x374 = load i64, i64* %p374
  %k374 = or i64 %x374, 17
  %v374 = call i64 @var.or.i64(i64 %x374, i64 17)
  call void @check(i64 748, i64 %k374, i64 2147483647)
  call void @check(i64 749, i64 %v374, i64 2147483647)
  %p375 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 6
  %x375 = load i64, i64* %p375
  %k375 = or i64 %x375, 17
  %v375 = call i64 @var.or.i64(i64 %x375, i64 17)
  call void @check(i64 750, i64 %k375, i64 -2147483631)
  call void @check(i64 751, i64 %v375, i64 -2147483631)
  %p376 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 7
  %x376 = load i64, i64* %p376
  %k376 = or i64 %x376, 17
  %v376 = call i64 @var.or.i64(i64 %x376, i64 17)
  call void @check(i64 752, i64 %k376, i64 4294967295)
  call void @check(i64 753, i64 %v376, i64 4294967295)
  %p377 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 0
  %x377 = load i64, i64* %p377
  %k377 = xor i64 %x377, 17
  %v377 = call i64 @var.xor.i64(i64 %x377, i64 17)
  call void @check(i64 754, i64 %k377, i64 17)
  call void @check(i64 755, i64 %v377, i64 17)
  %p378 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 1
  %x378 = load i64, i64* %p378
  %k378 = xor i64 %x378, 17
  %v378 = call i64 @var.xor.i64(i64 %x378, i64 17)
  call void @check(i64 756, i64 %k378, i64 16)
  call void @check(i64 757, i64 %v378, i64 16)
  %p379 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 2
  %x379 = load i64, i64* %p379
  %k379 = xor i64 %x379, 17
  %v379 = call i64 @var.xor.i64(i64 %x379, i64 17)
  call void @check(i64 758, i64 %k379, i64 -18)
  call void @check(i64 759, i64 %v379, i64 -18)
  %p380 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 3
  %x380 = load i64, i64* %p380
  %k380 = xor i64 %x380, 17
  %v380 = call i64 @var.xor.i64(i64 %x380, i64 17)
  call void @check(i64 760, i64 %k380, i64 -24)
  call void @check(i64 761, i64 %v380, i64 -24)
  %p381 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 4
  %x381 = load i64, i64* %p381
  %k381 = xor i64 %x381, 17
  %v381 = call i64 @var.xor.i64(i64 %x381, i64 17)
  call void @check(i64 762, i64 %k381, i64 117)
  call void @check(i64 763, i64 %v381, i64 117)
  %p382 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 5
  %x382 = load i64, i64* %p382
  %k382 = xor i64 %x382, 17
  %v382 = call i64 @var.xor.i64(i64 %x382, i64 17)
  call void @check(i64 764, i64 %k382, i64 2147483630)
  call void @check(i64 765, i64 %v382, i64 2147483630)
  %p383 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 6
  %x383 = load i64, i64* %p383
  %k383 = xor i64 %x383, 17
  %v383 = call i64 @var.xor.i64(i64 %x383, i64 17)
  call void @check(i64 766, i64 %k383, i64 -2147483631)
  call void @check(i64 767, i64 %v383, i64 -2147483631)
  %p384 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 7
  %x384 = load i64, i64* %p384
  %k384 = xor i64 %x384, 17
  %v384 = call i64 @var.xor.i64(i64 %x384, i64 17)
  call void @check(i64 768, i64 %k384, i64 4294967278)
  call void @check(i64 769, i64 %v384, i64 4294967278)
  ret void
}

define void @by.i64.255() {
entry:
  %p385 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 0
  %x385 = load i64, i64* %p385
  %k385 = mul i64 %x385, 255
  %v385 = call i64 @var.mul.i64(i64 %x385, i64 255)
  call void @check(i64 770, i64 %k385, i64 0)
  call void @check(i64 771, i64 %v385, i64 0)
  %p386 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 1
  %x386 = load i64, i64* %p386
  %k386 = mul i64 %x386, 255
  %v386 = call i64 @var.mul.i64(i64 %x386, i64 255)
  call void @check(i64 772, i64 %k386, i64 255)
  call void @check(i64 773, i64 %v386, i64 255)
  %p387 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 2
  %x387 = load i64, i64* %p387
  %k387 = mul i64 %x387, 255
  %v387 = call i64 @var.mul.i64(i64 %x387, i64 255)
  call void @check(i64 774, i64 %k387, i64 -255)
  call void @check(i64 775, i64 %v387, i64 -255)
  %p388 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 3
  %x388 = load i64, i64* %p388
  %k388 = mul i64 %x388, 255
  %v388 = call i64 @var.mul.i64(i64 %x388, i64 255)
  call void @check(i64 776, i64 %k388, i64 -1785)
  call void @check(i64 777, i64 %v388, i64 -1785)
  %p389 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 4
  %x389 = load i64, i64* %p389
  %k389 = mul i64 %x389, 255
  %v389 = call i64 @var.mul.i64(i64 %x389, i64 255)
  call void @check(i64 778, i64 %k389, i64 25500)
  call void @check(i64 779, i64 %v389, i64 25500)
  %p390 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 5
  %x390 = load i64, i64* %p390
  %k390 = mul i64 %x390, 255
  %v390 = call i64 @var.mul.i64(i64 %x390, i64 255)
  call void @check(i64 780, i64 %k390, i64 547608329985)
  call void @check(i64 781, i64 %v390, i64 547608329985)
  %p391 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 6
  %x391 = load i64, i64* %p391
  %k391 = mul i64 %x391, 255
  %v391 = call i64 @var.mul.i64(i64 %x391, i64 255)
  call void @check(i64 782, i64 %k391, i64 -547608330240)
  call void @check(i64 783, i64 %v391, i64 -547608330240)
  %p392 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 7
  %x392 = load i64, i64* %p392
  %k392 = mul i64 %x392, 255
  %v392 = call i64 @var.mul.i64(i64 %x392, i64 255)
  call void @check(i64 784, i64 %k392, i64 1095216660225)
  call void @check(i64 785, i64 %v392, i64 1095216660225)
  %p393 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 0
  %x393 = load i64, i64* %p393
  %k393 = and i64 %x393, 255
  %v393 = call i64 @var.and.i64(i64 %x393, i64 255)
  call void @check(i64 786, i64 %k393, i64 0)
  call void @check(i64 787, i64 %v393, i64 0)
  %p394 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 1
  %x394 = load i64, i64* %p394
  %k394 = and i64 %x394, 255
  %v394 = call i64 @var.and.i64(i64 %x394, i64 255)
  call void @check(i64 788, i64 %k394, i64 1)
  call void @check(i64 789, i64 %v394, i64 1)
  %p395 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 2
  %x395 = load i64, i64* %p395
  %k395 = and i64 %x395, 255
  %v395 = call i64 @var.and.i64(i64 %x395, i64 255)
  call void @check(i64 790, i64 %k395, i64 255)
  call void @check(i64 791, i64 %v395, i64 255)
  %p396 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 3
  %x396 = load i64, i64* %p396
  %k396 = and i64 %x396, 255
  %v396 = call i64 @var.and.i64(i64 %x396, i64 255)
  call void @check(i64 792, i64 %k396, i64 249)
  call void @check(i64 793, i64 %v396, i64 249)
  %p397 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 4
  %x397 = load i64, i64* %p397
  %k397 = and i64 %x397, 255
  %v397 = call i64 @var.and.i64(i64 %x397, i64 255)
  call void @check(i64 794, i64 %k397, i64 100)
  call void @check(i64 795, i64 %v397, i64 100)
  %p398 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 5
  %x398 = load i64, i64* %p398
  %k398 = and i64 %x398, 255
  %v398 = call i64 @var.and.i64(i64 %x398, i64 255)
  call void @check(i64 796, i64 %k398, i64 255)
  call void @check(i64 797, i64 %v398, i64 255)
  %p399 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 6
  %x399 = load i64, i64* %p399
  %k399 = and i64 %x399, 255
  %v399 = call i64 @var.and.i64(i64 %x399, i64 255)
  call void @check(i64 798, i64 %k399, i64 0)
  call void @check(i64 799, i64 %v399, i64 0)
  %p400 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 7
  %x400 = load i64, i64* %p400
  %k400 = and i64 %x400, 255
  %v400 = call i64 @var.and.i64(i64 %x400, i64 255)
  call void @check(i64 800, i64 %k400, i64 255)
  call void @check(i64 801, i64 %v400, i64 255)
  %p401 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 0
  %x401 = load i64, i64* %p401
  %k401 = or i64 %x401, 255
  %v401 = call i64 @var.or.i64(i64 %x401, i64 255)
  call void @check(i64 802, i64 %k401, i64 255)
  call void @check(i64 803, i64 %v401, i64 255)
  %p402 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 1
  %x402 = load i64, i64* %p402
  %k402 = or i64 %x402, 255
  %v402 = call i64 @var.or.i64(i64 %x402, i64 255)
  call void @check(i64 804, i64 %k402, i64 255)
  call void @check(i64 805, i64 %v402, i64 255)
  %p403 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 2
  %x403 = load i64, i64* %p403
  %k403 = or i64 %x403, 255
  %v403 = call i64 @var.or.i64(i64 %x403, i64 255)
  call void @check(i64 806, i64 %k403, i64 -1)
  call void @check(i64 807, i64 %v403, i64 -1)
  %p404 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 3
  %x404 = load i64, i64* %p404
  %k404 = or i64 %x404, 255
  %v404 = call i64 @var.or.i64(i64 %x404, i64 255)
  call void @check(i64 808, i64 %k404, i64 -1)
  call void @check(i64 809, i64 %v404, i64 -1)
  %p405 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 4
  %x405 = load i64, i64* %p405
  %k405 = or i64 %x405, 255
  %v405 = call i64 @var.or.i64(i64 %x405, i64 255)
  call void @check(i64 810, i64 %k405, i64 255)
  call void @check(i64 811, i64 %v405, i64 255)
  %p406 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 5
  %x406 = load i64, i64* %p406
  %k406 = or i64 %x406, 255
  %v406 = call i64 @var.or.i64(i64 %x406, i64 255)
  call void @check(i64 812, i64 %k406, i64 2147483647)
  call void @check(i64 813, i64 %v406, i64 2147483647)
  %p407 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 6
  %x407 = load i64, i64* %p407
  %k407 = or i64 %x407, 255
  %v407 = call i64 @var.or.i64(i64 %x407, i64 255)
  call void @check(i64 814, i64 %k407, i64 -2147483393)
  call void @check(i64 815, i64 %v407, i64 -2147483393)
  %p408 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 7
  %x408 = load i64, i64* %p408
  %k408 = or i64 %x408, 255
  %v408 = call i64 @var.or.i64(i64 %x408, i64 255)
  call void @check(i64 816, i64 %k408, i64 4294967295)
  call void @check(i64 817, i64 %v408, i64 4294967295)
  %p409 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 0
  %x409 = load i64, i64* %p409
  %k409 = xor i64 %x409, 255
  %v409 = call i64 @var.xor.i64(i64 %x409, i64 255)
  call void @check(i64 818, i64 %k409, i64 255)
  call void @check(i64 819, i64 %v409, i64 255)
  %p410 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 1
  %x410 = load i64, i64* %p410
  %k410 = xor i64 %x410, 255
  %v410 = call i64 @var.xor.i64(i64 %x410, i64 255)
  call void @check(i64 820, i64 %k410, i64 254)
  call void @check(i64 821, i64 %v410, i64 254)
  %p411 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 2
  %x411 = load i64, i64* %p411
  %k411 = xor i64 %x411, 255
  %v411 = call i64 @var.xor.i64(i64 %x411, i64 255)
  call void @check(i64 822, i64 %k411, i64 -256)
  call void @check(i64 823, i64 %v411, i64 -256)
  %p412 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 3
  %x412 = load i64, i64* %p412
  %k412 = xor i64 %x412, 255
  %v412 = call i64 @var.xor.i64(i64 %x412, i64 255)
  call void @check(i64 824, i64 %k412, i64 -250)
  call void @check(i64 825, i64 %v412, i64 -250)
  %p413 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 4
  %x413 = load i64, i64* %p413
  %k413 = xor i64 %x413, 255
  %v413 = call i64 @var.xor.i64(i64 %x413, i64 255)
  call void @check(i64 826, i64 %k413, i64 155)
  call void @check(i64 827, i64 %v413, i64 155)
  %p414 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 5
  %x414 = load i64, i64* %p414
  %k414 = xor i64 %x414, 255
  %v414 = call i64 @var.xor.i64(i64 %x414, i64 255)
  call void @check(i64 828, i64 %k414, i64 2147483392)
  call void @check(i64 829, i64 %v414, i64 2147483392)
  %p415 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 6
  %x415 = load i64, i64* %p415
  %k415 = xor i64 %x415, 255
  %v415 = call i64 @var.xor.i64(i64 %x415, i64 255)
  call void @check(i64 830, i64 %k415, i64 -2147483393)
  call void @check(i64 831, i64 %v415, i64 -2147483393)
  %p416 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 7
  %x416 = load i64, i64* %p416
  %k416 = xor i64 %x416, 255
  %v416 = call i64 @var.xor.i64(i64 %x416, i64 255)
  call void @check(i64 832, i64 %k416, i64 4294967040)
  call void @check(i64 833, i64 %v416, i64 4294967040)
  ret void
}

define void @by.i64.65537() {
entry:
  %p417 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 0
  %x417 = load i64, i64* %p417
  %k417 = mul i64 %x417, 65537
  %v417 = call i64 @var.mul.i64(i64 %x417, i64 65537)
  call void @check(i64 834, i64 %k417, i64 0)
  call void @check(i64 835, i64 %v417, i64 0)
  %p418 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 1
  %x418 = load i64, i64* %p418
  %k418 = mul i64 %x418, 65537
  %v418 = call i64 @var.mul.i64(i64 %x418, i64 65537)
  call void @check(i64 836, i64 %k418, i64 65537)
  call void @check(i64 837, i64 %v418, i64 65537)
  %p419 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 2
  %x419 = load i64, i64* %p419
  %k419 = mul i64 %x419, 65537
  %v419 = call i64 @var.mul.i64(i64 %x419, i64 65537)
  call void @check(i64 838, i64 %k419, i64 -65537)
  call void @check(i64 839, i64 %v419, i64 -65537)
  %p420 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 3
  %x420 = load i64, i64* %p420
  %k420 = mul i64 %x420, 65537
  %v420 = call i64 @var.mul.i64(i64 %x420, i64 65537)
  call void @check(i64 840, i64 %k420, i64 -458759)
  call void @check(i64 841, i64 %v420, i64 -458759)
  %p421 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 4
  %x421 = load i64, i64* %p421
  %k421 = mul i64 %x421, 65537
  %v421 = call i64 @var.mul.i64(i64 %x421, i64 65537)
  call void @check(i64 842, i64 %k421, i64 6553700)
  call void @check(i64 843, i64 %v421, i64 6553700)
  %p422 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 5
  %x422 = load i64, i64* %p422
  %k422 = mul i64 %x422, 65537
  %v422 = call i64 @var.mul.i64(i64 %x422, i64 65537)
  call void @check(i64 844, i64 %k422, i64 140739635773439)
  call void @check(i64 845, i64 %v422, i64 140739635773439)
  %p423 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 6
  %x423 = load i64, i64* %p423
  %k423 = mul i64 %x423, 65537
  %v423 = call i64 @var.mul.i64(i64 %x423, i64 65537)
  call void @check(i64 846, i64 %k423, i64 -140739635838976)
  call void @check(i64 847, i64 %v423, i64 -140739635838976)
  %p424 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 7
  %x424 = load i64, i64* %p424
  %k424 = mul i64 %x424, 65537
  %v424 = call i64 @var.mul.i64(i64 %x424, i64 65537)
  call void @check(i64 848, i64 %k424, i64 281479271612415)
  call void @check(i64 849, i64 %v424, i64 281479271612415)
  %p425 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 0
  %x425 = load i64, i64* %p425
  %k425 = and i64 %x425, 65537
  %v425 = call i64 @var.and.i64(i64 %x425, i64 65537)
  call void @check(i64 850, i64 %k425, i64 0)
  call void @check(i64 851, i64 %v425, i64 0)
  %p426 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 1
  %x426 = load i64, i64* %p426
  %k426 = and i64 %x426, 65537
  %v426 = call i64 @var.and.i64(i64 %x426, i64 65537)
  call void @check(i64 852, i64 %k426, i64 1)
  call void @check(i64 853, i64 %v426, i64 1)
  %p427 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 2
  %x427 = load i64, i64* %p427
  %k427 = and i64 %x427, 65537
  %v427 = call i64 @var.and.i64(i64 %x427, i64 65537)
  call void @check(i64 854, i64 %k427, i64 65537)
  call void @check(i64 855, i64 %v427, i64 65537)
  %p428 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 3
  %x428 = load i64, i64* %p428
  %k428 = and i64 %x428, 65537
  %v428 = call i64 @var.and.i64(i64 %x428, i64 65537)
  call void @check(i64 856, i64 %k428, i64 65537)
  call void @check(i64 857, i64 %v428, i64 65537)
  %p429 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 4
  %x429 = load i64, i64* %p429
  %k429 = and i64 %x429, 65537
  %v429 = call i64 @var.and.i64(i64 %x429, i64 65537)
  call void @check(i64 858, i64 %k429, i64 0)
  call void @check(i64 859, i64 %v429, i64 0)
  %p430 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 5
  %x430 = load i64, i64* %p430
  %k430 = and i64 %x430, 65537
  %v430 = call i64 @var.and.i64(i64 %x430, i64 65537)
  call void @check(i64 860, i64 %k430, i64 65537)
  call void @check(i64 861, i64 %v430, i64 65537)
  %p431 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 6
  %x431 = load i64, i64* %p431
  %k431 = and i64 %x431, 65537
  %v431 = call i64 @var.and.i64(i64 %x431, i64 65537)
  call void @check(i64 862, i64 %k431, i64 0)
  call void @check(i64 863, i64 %v431, i64 0)
  %p432 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 7
  %x432 = load i64, i64* %p432
  %k432 = and i64 %x432, 65537
  %v432 = call i64 @var.and.i64(i64 %x432, i64 65537)
  call void @check(i64 864, i64 %k432, i64 65537)
  call void @check(i64 865, i64 %v432, i64 65537)
  %p433 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 0
  %x433 = load i64, i64* %p433
  %k433 = or i64 %x433, 65537
  %v433 = call i64 @var.or.i64(i64 %x433, i64 65537)
  call void @check(i64 866, i64 %k433, i64 65537)
  call void @check(i64 867, i64 %v433, i64 65537)
  %p434 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 1
  %x434 = load i64, i64* %p434
  %k434 = or i64 %x434, 65537
  %v434 = call i64 @var.or.i64(i64 %x434, i64 65537)
  call void @check(i64 868, i64 %k434, i64 65537)
  call void @check(i64 869, i64 %v434, i64 65537)
  %p435 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 2
  %x435 = load i64, i64* %p435
  %k435 = or i64 %x435, 65537
  %v435 = call i64 @var.or.i64(i64 %x435, i64 65537)
  call void @check(i64 870, i64 %k435, i64 -1)
  call void @check(i64 871, i64 %v435, i64 -1)
  %p436 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 3
  %x436 = load i64, i64* %p436
  %k436 = or i64 %x436, 65537
  %v436 = call i64 @var.or.i64(i64 %x436, i64 65537)
  call void @check(i64 872, i64 %k436, i64 -7)
  call void @check(i64 873, i64 %v436, i64 -7)
  %p437 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 4
  %x437 = load i64, i64* %p437
  %k437 = or i64 %x437, 65537
  %v437 = call i64 @var.or.i64(i64 %x437, i64 65537)
  call void @check(i64 874, i64 %k437, i64 65637)
  call void @check(i64 875, i64 %v437, i64 65637)
  %p438 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 5
  %x438 = load i64, i64* %p438
  %k438 = or i64 %x438, 65537
  %v438 = call i64 @var.or.i64(i64 %x438, i64 65537)
  call void @check(i64 876, i64 %k438, i64 2147483647)
  call void @check(i64 877, i64 %v438, i64 2147483647)
  %p439 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 6
  %x439 = load i64, i64* %p439
  %k439 = or i64 %x439, 65537
  %v439 = call i64 @var.or.i64(i64 %x439, i64 65537)
  call void @check(i64 878, i64 %k439, i64 -2147418111)
  call void @check(i64 879, i64 %v439, i64 -2147418111)
  %p440 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 7
  %x440 = load i64, i64* %p440
  %k440 = or i64 %x440, 65537
  %v440 = call i64 @var.or.i64(i64 %x440, i64 65537)
  call void @check(i64 880, i64 %k440, i64 4294967295)
  call void @check(i64 881, i64 %v440, i64 4294967295)
  %p441 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 0
  %x441 = load i64, i64* %p441
  %k441 = xor i64 %x441, 65537
  %v441 = call i64 @var.xor.i64(i64 %x441, i64 65537)
  call void @check(i64 882, i64 %k441, i64 65537)
  call void @check(i64 883, i64 %v441, i64 65537)
  %p442 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 1
  %x442 = load i64, i64* %p442
  %k442 = xor i64 %x442, 65537
  %v442 = call i64 @var.xor.i64(i64 %x442, i64 65537)
  call void @check(i64 884, i64 %k442, i64 65536)
  call void @check(i64 885, i64 %v442, i64 65536)
  %p443 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 2
  %x443 = load i64, i64* %p443
  %k443 = xor i64 %x443, 65537
  %v443 = call i64 @var.xor.i64(i64 %x443, i64 65537)
  call void @check(i64 886, i64 %k443, i64 -65538)
  call void @check(i64 887, i64 %v443, i64 -65538)
  %p444 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 3
  %x444 = load i64, i64* %p444
  %k444 = xor i64 %x444, 65537
  %v444 = call i64 @var.xor.i64(i64 %x444, i64 65537)
  call void @check(i64 888, i64 %k444, i64 -65544)
  call void @check(i64 889, i64 %v444, i64 -65544)
  %p445 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 4
  %x445 = load i64, i64* %p445
  %k445 = xor i64 %x445, 65537
  %v445 = call i64 @var.xor.i64(i64 %x445, i64 65537)
  call void @check(i64 890, i64 %k445, i64 65637)
  call void @check(i64 891, i64 %v445, i64 65637)
  %p446 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 5
  %x446 = load i64, i64* %p446
  %k446 = xor i64 %x446, 65537
  %v446 = call i64 @var.xor.i64(i64 %x446, i64 65537)
  call void @check(i64 892, i64 %k446, i64 2147418110)
  call void @check(i64 893, i64 %v446, i64 2147418110)
  %p447 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 6
  %x447 = load i64, i64* %p447
  %k447 = xor i64 %x447, 65537
  %v447 = call i64 @var.xor.i64(i64 %x447, i64 65537)
  call void @check(i64 894, i64 %k447, i64 -2147418111)
  call void @check(i64 895, i64 %v447, i64 -2147418111)
  %p448 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 7
  %x448 = load i64, i64* %p448
  %k448 = xor i64 %x448, 65537
  %v448 = call i64 @var.xor.i64(i64 %x448, i64 65537)
  call void @check(i64 896, i64 %k448, i64 4294901758)
  call void @check(i64 897, i64 %v448, i64 4294901758)
  ret void
}

define void @by.i64.m8() {
entry:
  %p449 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 0
  %x449 = load i64, i64* %p449
  %k449 = mul i64 %x449, -8
  %v449 = call i64 @var.mul.i64(i64 %x449, i64 -8)
  call void @check(i64 898, i64 %k449, i64 0)
  call void @check(i64 899, i64 %v449, i64 0)
  %p450 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 1
  %x450 = load i64, i64* %p450
  %k450 = mul i64 %x450, -8
  %v450 = call i64 @var.mul.i64(i64 %x450, i64 -8)
  call void @check(i64 900, i64 %k450, i64 -8)
  call void @check(i64 901, i64 %v450, i64 -8)
  %p451 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 2
  %x451 = load i64, i64* %p451
  %k451 = mul i64 %x451, -8
  %v451 = call i64 @var.mul.i64(i64 %x451, i64 -8)
  call void @check(i64 902, i64 %k451, i64 8)
  call void @check(i64 903, i64 %v451, i64 8)
  %p452 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 3
  %x452 = load i64, i64* %p452
  %k452 = mul i64 %x452, -8
  %v452 = call i64 @var.mul.i64(i64 %x452, i64 -8)
  call void @check(i64 904, i64 %k452, i64 56)
  call void @check(i64 905, i64 %v452, i64 56)
  %p453 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 4
  %x453 = load i64, i64* %p453
  %k453 = mul i64 %x453, -8
  %v453 = call i64 @var.mul.i64(i64 %x453, i64 -8)
  call void @check(i64 906, i64 %k453, i64 -800)
  call void @check(i64 907, i64 %v453, i64 -800)
  %p454 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 5
  %x454 = load i64, i64* %p454
  %k454 = mul i64 %x454, -8
  %v454 = call i64 @var.mul.i64(i64 %x454, i64 -8)
  call void @check(i64 908, i64 %k454, i64 -17179869176)
  call void @check(i64 909, i64 %v454, i64 -17179869176)
  %p455 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 6
  %x455 = load i64, i64* %p455
  %k455 = mul i64 %x455, -8
  %v455 = call i64 @var.mul.i64(i64 %x455, i64 -8)
  call void @check(i64 910, i64 %k455, i64 17179869184)
  call void @check(i64 911, i64 %v455, i64 17179869184)
  %p456 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 7
  %x456 = load i64, i64* %p456
  %k456 = mul i64 %x456, -8
  %v456 = call i64 @var.mul.i64(i64 %x456, i64 -8)
  call void @check(i64 912, i64 %k456, i64 -34359738360)
  call void @check(i64 913, i64 %v456, i64 -34359738360)
  %p457 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 0
  %x457 = load i64, i64* %p457
  %k457 = and i64 %x457, -8
  %v457 = call i64 @var.and.i64(i64 %x457, i64 -8)
  call void @check(i64 914, i64 %k457, i64 0)
  call void @check(i64 915, i64 %v457, i64 0)
  %p458 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 1
  %x458 = load i64, i64* %p458
  %k458 = and i64 %x458, -8
  %v458 = call i64 @var.and.i64(i64 %x458, i64 -8)
  call void @check(i64 916, i64 %k458, i64 0)
  call void @check(i64 917, i64 %v458, i64 0)
  %p459 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 2
  %x459 = load i64, i64* %p459
  %k459 = and i64 %x459, -8
  %v459 = call i64 @var.and.i64(i64 %x459, i64 -8)
  call void @check(i64 918, i64 %k459, i64 -8)
  call void @check(i64 919, i64 %v459, i64 -8)
  %p460 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 3
  %x460 = load i64, i64* %p460
  %k460 = and i64 %x460, -8
  %v460 = call i64 @var.and.i64(i64 %x460, i64 -8)
  call void @check(i64 920, i64 %k460, i64 -8)
  call void @check(i64 921, i64 %v460, i64 -8)
  %p461 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 4
  %x461 = load i64, i64* %p461
  %k461 = and i64 %x461, -8
  %v461 = call i64 @var.and.i64(i64 %x461, i64 -8)
  call void @check(i64 922, i64 %k461, i64 96)
  call void @check(i64 923, i64 %v461, i64 96)
  %p462 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 5
  %x462 = load i64, i64* %p462
  %k462 = and i64 %x462, -8
  %v462 = call i64 @var.and.i64(i64 %x462, i64 -8)
  call void @check(i64 924, i64 %k462, i64 2147483640)
  call void @check(i64 925, i64 %v462, i64 2147483640)
  %p463 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 6
  %x463 = load i64, i64* %p463
  %k463 = and i64 %x463, -8
  %v463 = call i64 @var.and.i64(i64 %x463, i64 -8)
  call void @check(i64 926, i64 %k463, i64 -2147483648)
  call void @check(i64 927, i64 %v463, i64 -2147483648)
  %p464 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 7
  %x464 = load i64, i64* %p464
  %k464 = and i64 %x464, -8
  %v464 = call i64 @var.and.i64(i64 %x464, i64 -8)
  call void @check(i64 928, i64 %k464, i64 4294967288)
  call void @check(i64 929, i64 %v464, i64 4294967288)
  %p465 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 0
  %x465 = load i64, i64* %p465
  %k465 = or i64 %x465, -8
  %v465 = call i64 @var.or.i64(i64 %x465, i64 -8)
  call void @check(i64 930, i64 %k465, i64 -8)
  call void @check(i64 931, i64 %v465, i64 -8)
  %p466 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 1
  %x466 = load i64, i64* %p466
  %k466 = or i64 %x466, -8
  %v466 = call i64 @var.or.i64(i64 %x466, i64 -8)
  call void @check(i64 932, i64 %k466, i64 -7)
  call void @check(i64 933, i64 %v466, i64 -7)
  %p467 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 2
  %x467 = load i64, i64* %p467
  %k467 = or i64 %x467, -8
  %v467 = call i64 @var.or.i64(i64 %x467, i64 -8)
  call void @check(i64 934, i64 %k467, i64 -1)
  call void @check(i64 935, i64 %v467, i64 -1)
  %p468 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 3
  %x468 = load i64, i64* %p468
  %k468 = or i64 %x468, -8
  %v468 = call i64 @var.or.i64(i64 %x468, i64 -8)
  call void @check(i64 936, i64 %k468, i64 -7)
  call void @check(i64 937, i64 %v468, i64 -7)
  %p469 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 4
  %x469 = load i64, i64* %p469
  %k469 = or i64 %x469, -8
  %v469 = call i64 @var.or.i64(i64 %x469, i64 -8)
  call void @check(i64 938, i64 %k469, i64 -4)
  call void @check(i64 939, i64 %v469, i64 -4)
  %p470 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 5
  %x470 = load i64, i64* %p470
  %k470 = or i64 %x470, -8
  %v470 = call i64 @var.or.i64(i64 %x470, i64 -8)
  call void @check(i64 940, i64 %k470, i64 -1)
  call void @check(i64 941, i64 %v470, i64 -1)
  %p471 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 6
  %x471 = load i64, i64* %p471
  %k471 = or i64 %x471, -8
  %v471 = call i64 @var.or.i64(i64 %x471, i64 -8)
  call void @check(i64 942, i64 %k471, i64 -8)
  call void @check(i64 943, i64 %v471, i64 -8)
  %p472 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 7
  %x472 = load i64, i64* %p472
  %k472 = or i64 %x472, -8
  %v472 = call i64 @var.or.i64(i64 %x472, i64 -8)
  call void @check(i64 944, i64 %k472, i64 -1)
  call void @check(i64 945, i64 %v472, i64 -1)
  %p473 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 0
  %x473 = load i64, i64* %p473
  %k473 = xor i64 %x473, -8
  %v473 = call i64 @var.xor.i64(i64 %x473, i64 -8)
  call void @check(i64 946, i64 %k473, i64 -8)
  call void @check(i64 947, i64 %v473, i64 -8)
  %p474 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 1
  %x474 = load i64, i64* %p474
  %k474 = xor i64 %x474, -8
  %v474 = call i64 @var.xor.i64(i64 %x474, i64 -8)
  call void @check(i64 948, i64 %k474, i64 -7)
  call void @check(i64 949, i64 %v474, i64 -7)
  %p475 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 2
  %x475 = load i64, i64* %p475
  %k475 = xor i64 %x475, -8
  %v475 = call i64 @var.xor.i64(i64 %x475, i64 -8)
  call void @check(i64 950, i64 %k475, i64 7)
  call void @check(i64 951, i64 %v475, i64 7)
  %p476 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 3
  %x476 = load i64, i64* %p476
  %k476 = xor i64 %x476, -8
  %v476 = call i64 @var.xor.i64(i64 %x476, i64 -8)
  call void @check(i64 952, i64 %k476, i64 1)
  call void @check(i64 953, i64 %v476, i64 1)
  %p477 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 4
  %x477 = load i64, i64* %p477
  %k477 = xor i64 %x477, -8
  %v477 = call i64 @var.xor.i64(i64 %x477, i64 -8)
  call void @check(i64 954, i64 %k477, i64 -100)
  call void @check(i64 955, i64 %v477, i64 -100)
  %p478 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 5
  %x478 = load i64, i64* %p478
  %k478 = xor i64 %x478, -8
  %v478 = call i64 @var.xor.i64(i64 %x478, i64 -8)
  call void @check(i64 956, i64 %k478, i64 -2147483641)
  call void @check(i64 957, i64 %v478, i64 -2147483641)
  %p479 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 6
  %x479 = load i64, i64* %p479
  %k479 = xor i64 %x479, -8
  %v479 = call i64 @var.xor.i64(i64 %x479, i64 -8)
  call void @check(i64 958, i64 %k479, i64 2147483640)
  call void @check(i64 959, i64 %v479, i64 2147483640)
  %p480 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 7
  %x480 = load i64, i64* %p480
  %k480 = xor i64 %x480, -8
  %v480 = call i64 @var.xor.i64(i64 %x480, i64 -8)
  call void @check(i64 960, i64 %k480, i64 -4294967289)
  call void @check(i64 961, i64 %v480, i64 -4294967289)
  ret void
}

define void @by.i64.4294967296() {
entry:
  %p481 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 0
  %x481 = load i64, i64* %p481
  %k481 = mul i64 %x481, 4294967296
  %v481 = call i64 @var.mul.i64(i64 %x481, i64 4294967296)
  call void @check(i64 962, i64 %k481, i64 0)
  call void @check(i64 963, i64 %v481, i64 0)
  %p482 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 1
  %x482 = load i64, i64* %p482
  %k482 = mul i64 %x482, 4294967296
  %v482 = call i64 @var.mul.i64(i64 %x482, i64 4294967296)
  call void @check(i64 964, i64 %k482, i64 4294967296)
  call void @check(i64 965, i64 %v482, i64 4294967296)
  %p483 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 2
  %x483 = load i64, i64* %p483
  %k483 = mul i64 %x483, 4294967296
  %v483 = call i64 @var.mul.i64(i64 %x483, i64 4294967296)
  call void @check(i64 966, i64 %k483, i64 -4294967296)
  call void @check(i64 967, i64 %v483, i64 -4294967296)
  %p484 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 3
  %x484 = load i64, i64* %p484
  %k484 = mul i64 %x484, 4294967296
  %v484 = call i64 @var.mul.i64(i64 %x484, i64 4294967296)
  call void @check(i64 968, i64 %k484, i64 -30064771072)
  call void @check(i64 969, i64 %v484, i64 -30064771072)
  %p485 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 4
  %x485 = load i64, i64* %p485
  %k485 = mul i64 %x485, 4294967296
  %v485 = call i64 @var.mul.i64(i64 %x485, i64 4294967296)
  call void @check(i64 970, i64 %k485, i64 429496729600)
  call void @check(i64 971, i64 %v485, i64 429496729600)
  %p486 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 5
  %x486 = load i64, i64* %p486
  %k486 = mul i64 %x486, 4294967296
  %v486 = call i64 @var.mul.i64(i64 %x486, i64 4294967296)
  call void @check(i64 972, i64 %k486, i64 9223372032559808512)
  call void @check(i64 973, i64 %v486, i64 9223372032559808512)
  %p487 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 6
  %x487 = load i64, i64* %p487
  %k487 = mul i64 %x487, 4294967296
  %v487 = call i64 @var.mul.i64(i64 %x487, i64 4294967296)
  call void @check(i64 974, i64 %k487, i64 -9223372036854775808)
  call void @check(i64 975, i64 %v487, i64 -9223372036854775808)
  %p488 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 7
  %x488 = load i64, i64* %p488
  %k488 = mul i64 %x488, 4294967296
  %v488 = call i64 @var.mul.i64(i64 %x488, i64 4294967296)
  call void @check(i64 976, i64 %k488, i64 -4294967296)
  call void @check(i64 977, i64 %v488, i64 -4294967296)
  %p489 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 0
  %x489 = load i64, i64* %p489
  %k489 = and i64 %x489, 4294967296
  %v489 = call i64 @var.and.i64(i64 %x489, i64 4294967296)
  call void @check(i64 978, i64 %k489, i64 0)
  call void @check(i64 979, i64 %v489, i64 0)
  %p490 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 1
  %x490 = load i64, i64* %p490
  %k490 = and i64 %x490, 4294967296
  %v490 = call i64 @var.and.i64(i64 %x490, i64 4294967296)
  call void @check(i64 980, i64 %k490, i64 0)
  call void @check(i64 981, i64 %v490, i64 0)
  %p491 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 2
  %x491 = load i64, i64* %p491
  %k491 = and i64 %x491, 4294967296
  %v491 = call i64 @var.and.i64(i64 %x491, i64 4294967296)
  call void @check(i64 982, i64 %k491, i64 4294967296)
  call void @check(i64 983, i64 %v491, i64 4294967296)
  %p492 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 3
  %x492 = load i64, i64* %p492
  %k492 = and i64 %x492, 4294967296
  %v492 = call i64 @var.and.i64(i64 %x492, i64 4294967296)
  call void @check(i64 984, i64 %k492, i64 4294967296)
  call void @check(i64 985, i64 %v492, i64 4294967296)
  %p493 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 4
  %x493 = load i64, i64* %p493
  %k493 = and i64 %x493, 4294967296
  %v493 = call i64 @var.and.i64(i64 %x493, i64 4294967296)
  call void @check(i64 986, i64 %k493, i64 0)
  call void @check(i64 987, i64 %v493, i64 0)
  %p494 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 5
  %x494 = load i64, i64* %p494
  %k494 = and i64 %x494, 4294967296
  %v494 = call i64 @var.and.i64(i64 %x494, i64 4294967296)
  call void @check(i64 988, i64 %k494, i64 0)
  call void @check(i64 989, i64 %v494, i64 0)
  %p495 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 6
  %x495 = load i64, i64* %p495
  %k495 = and i64 %x495, 4294967296
  %v495 = call i64 @var.and.i64(i64 %x495, i64 4294967296)
  call void @check(i64 990, i64 %k495, i64 4294967296)
  call void @check(i64 991, i64 %v495, i64 4294967296)
  %p496 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 7
  %x496 = load i64, i64* %p496
  %k496 = and i64 %x496, 4294967296
  %v496 = call i64 @var.and.i64(i64 %x496, i64 4294967296)
  call void @check(i64 992, i64 %k496, i64 0)
  call void @check(i64 993, i64 %v496, i64 0)
  %p497 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 0
  %x497 = load i64, i64* %p497
  %k497 = or i64 %x497, 4294967296
  %v497 = call i64 @var.or.i64(i64 %x497, i64 4294967296)
  call void @check(i64 994, i64 %k497, i64 4294967296)
  call void @check(i64 995, i64 %v497, i64 4294967296)
  %p498 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 1
  %x498 = load i64, i64* %p498
  %k498 = or i64 %x498, 4294967296
  %v498 = call i64 @var.or.i64(i64 %x498, i64 4294967296)
  call void @check(i64 996, i64 %k498, i64 4294967297)
  call void @check(i64 997, i64 %v498, i64 4294967297)
  %p499 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 2
  %x499 = load i64, i64* %p499
  %k499 = or i64 %x499, 4294967296
  %v499 = call i64 @var.or.i64(i64 %x499, i64 4294967296)
  call void @check(i64 998, i64 %k499, i64 -1)
  call void @check(i64 999, i64 %v499, i64 -1)
  %p500 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 3
  %x500 = load i64, i64* %p500
  %k500 = or i64 %x500, 4294967296
  %v500 = call i64 @var.or.i64(i64 %x500, i64 4294967296)
  call void @check(i64 1000, i64 %k500, i64 -7)
  call void @check(i64 1001, i64 %v500, i64 -7)
  %p501 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 4
  %x501 = load i64, i64* %p501
  %k501 = or i64 %x501, 4294967296
  %v501 = call i64 @var.or.i64(i64 %x501, i64 4294967296)
  call void @check(i64 1002, i64 %k501, i64 4294967396)
  call void @check(i64 1003, i64 %v501, i64 4294967396)
  %p502 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 5
  %x502 = load i64, i64* %p502
  %k502 = or i64 %x502, 4294967296
  %v502 = call i64 @var.or.i64(i64 %x502, i64 4294967296)
  call void @check(i64 1004, i64 %k502, i64 6442450943)
  call void @check(i64 1005, i64 %v502, i64 6442450943)
  %p503 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 6
  %x503 = load i64, i64* %p503
  %k503 = or i64 %x503, 4294967296
  %v503 = call i64 @var.or.i64(i64 %x503, i64 4294967296)
  call void @check(i64 1006, i64 %k503, i64 -2147483648)
  call void @check(i64 1007, i64 %v503, i64 -2147483648)
  %p504 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 7
  %x504 = load i64, i64* %p504
  %k504 = or i64 %x504, 4294967296
  %v504 = call i64 @var.or.i64(i64 %x504, i64 4294967296)
  call void @check(i64 1008, i64 %k504, i64 8589934591)
  call void @check(i64 1009, i64 %v504, i64 8589934591)
  %p505 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 0
  %x505 = load i64, i64* %p505
  %k505 = xor i64 %x505, 4294967296
  %v505 = call i64 @var.xor.i64(i64 %x505, i64 4294967296)
  call void @check(i64 1010, i64 %k505, i64 4294967296)
  call void @check(i64 1011, i64 %v505, i64 4294967296)
  %p506 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 1
  %x506 = load i64, i64* %p506
  %k506 = xor i64 %x506, 4294967296
  %v506 = call i64 @var.xor.i64(i64 %x506, i64 4294967296)
  call void @check(i64 1012, i64 %k506, i64 4294967297)
  call void @check(i64 1013, i64 %v506, i64 4294967297)
  %p507 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 2
  %x507 = load i64, i64* %p507
  %k507 = xor i64 %x507, 4294967296
  %v507 = call i64 @var.xor.i64(i64 %x507, i64 4294967296)
  call void @check(i64 1014, i64 %k507, i64 -4294967297)
  call void @check(i64 1015, i64 %v507, i64 -4294967297)
  %p508 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 3
  %x508 = load i64, i64* %p508
  %k508 = xor i64 %x508, 4294967296
  %v508 = call i64 @var.xor.i64(i64 %x508, i64 4294967296)
  call void @check(i64 1016, i64 %k508, i64 -4294967303)
  call void @check(i64 1017, i64 %v508, i64 -4294967303)
  %p509 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 4
  %x509 = load i64, i64* %p509
  %k509 = xor i64 %x509, 4294967296
  %v509 = call i64 @var.xor.i64(i64 %x509, i64 4294967296)
  call void @check(i64 1018, i64 %k509, i64 4294967396)
  call void @check(i64 1019, i64 %v509, i64 4294967396)
  %p510 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 5
  %x510 = load i64, i64* %p510
  %k510 = xor i64 %x510, 4294967296
  %v510 = call i64 @var.xor.i64(i64 %x510, i64 4294967296)
  call void @check(i64 1020, i64 %k510, i64 6442450943)
  call void @check(i64 1021, i64 %v510, i64 6442450943)
  %p511 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 6
  %x511 = load i64, i64* %p511
  %k511 = xor i64 %x511, 4294967296
  %v511 = call i64 @var.xor.i64(i64 %x511, i64 4294967296)
  call void @check(i64 1022, i64 %k511, i64 -6442450944)
  call void @check(i64 1023, i64 %v511, i64 -6442450944)
  %p512 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 7
  %x512 = load i64, i64* %p512
  %k512 = xor i64 %x512, 4294967296
  %v512 = call i64 @var.xor.i64(i64 %x512, i64 4294967296)
  call void @check(i64 1024, i64 %k512, i64 8589934591)
  call void @check(i64 1025, i64 %v512, i64 8589934591)
  ret void
}

define void @by.i64.m9223372036854775808() {
entry:
  %p513 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 0
  %x513 = load i64, i64* %p513
  %k513 = mul i64 %x513, -9223372036854775808
  %v513 = call i64 @var.mul.i64(i64 %x513, i64 -9223372036854775808)
  call void @check(i64 1026, i64 %k513, i64 0)
  call void @check(i64 1027, i64 %v513, i64 0)
  %p514 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 1
  %x514 = load i64, i64* %p514
  %k514 = mul i64 %x514, -9223372036854775808
  %v514 = call i64 @var.mul.i64(i64 %x514, i64 -9223372036854775808)
  call void @check(i64 1028, i64 %k514, i64 -9223372036854775808)
  call void @check(i64 1029, i64 %v514, i64 -9223372036854775808)
  %p515 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 2
  %x515 = load i64, i64* %p515
  %k515 = mul i64 %x515, -9223372036854775808
  %v515 = call i64 @var.mul.i64(i64 %x515, i64 -9223372036854775808)
  call void @check(i64 1030, i64 %k515, i64 -9223372036854775808)
  call void @check(i64 1031, i64 %v515, i64 -9223372036854775808)
  %p516 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 3
  %x516 = load i64, i64* %p516
  %k516 = mul i64 %x516, -9223372036854775808
  %v516 = call i64 @var.mul.i64(i64 %x516, i64 -9223372036854775808)
  call void @check(i64 1032, i64 %k516, i64 -9223372036854775808)
  call void @check(i64 1033, i64 %v516, i64 -9223372036854775808)
  %p517 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 4
  %x517 = load i64, i64* %p517
  %k517 = mul i64 %x517, -9223372036854775808
  %v517 = call i64 @var.mul.i64(i64 %x517, i64 -9223372036854775808)
  call void @check(i64 1034, i64 %k517, i64 0)
  call void @check(i64 1035, i64 %v517, i64 0)
  %p518 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 5
  %x518 = load i64, i64* %p518
  %k518 = mul i64 %x518, -9223372036854775808
  %v518 = call i64 @var.mul.i64(i64 %x518, i64 -9223372036854775808)
  call void @check(i64 1036, i64 %k518, i64 -9223372036854775808)
  call void @check(i64 1037, i64 %v518, i64 -9223372036854775808)
  %p519 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 6
  %x519 = load i64, i64* %p519
  %k519 = mul i64 %x519, -9223372036854775808
  %v519 = call i64 @var.mul.i64(i64 %x519, i64 -9223372036854775808)
  call void @check(i64 1038, i64 %k519, i64 0)
  call void @check(i64 1039, i64 %v519, i64 0)
  %p520 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 7
  %x520 = load i64, i64* %p520
  %k520 = mul i64 %x520, -9223372036854775808
  %v520 = call i64 @var.mul.i64(i64 %x520, i64 -9223372036854775808)
  call void @check(i64 1040, i64 %k520, i64 -9223372036854775808)
  call void @check(i64 1041, i64 %v520, i64 -9223372036854775808)
  %p521 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 0
  %x521 = load i64, i64* %p521
  %k521 = and i64 %x521, -9223372036854775808
  %v521 = call i64 @var.and.i64(i64 %x521, i64 -9223372036854775808)
  call void @check(i64 1042, i64 %k521, i64 0)
  call void @check(i64 1043, i64 %v521, i64 0)
  %p522 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 1
  %x522 = load i64, i64* %p522
  %k522 = and i64 %x522, -9223372036854775808
  %v522 = call i64 @var.and.i64(i64 %x522, i64 -9223372036854775808)
  call void @check(i64 1044, i64 %k522, i64 0)
  call void @check(i64 1045, i64 %v522, i64 0)
  %p523 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 2
  %x523 = load i64, i64* %p523
  %k523 = and i64 %x523, -9223372036854775808
  %v523 = call i64 @var.and.i64(i64 %x523, i64 -9223372036854775808)
  call void @check(i64 1046, i64 %k523, i64 -9223372036854775808)
  call void @check(i64 1047, i64 %v523, i64 -9223372036854775808)
  %p524 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 3
  %x524 = load i64, i64* %p524
  %k524 = and i64 %x524, -9223372036854775808
  %v524 = call i64 @var.and.i64(i64 %x524, i64 -9223372036854775808)
  call void @check(i64 1048, i64 %k524, i64 -9223372036854775808)
  call void @check(i64 1049, i64 %v524, i64 -9223372036854775808)
  %p525 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 4
  %x525 = load i64, i64* %p525
  %k525 = and i64 %x525, -9223372036854775808
  %v525 = call i64 @var.and.i64(i64 %x525, i64 -9223372036854775808)
  call void @check(i64 1050, i64 %k525, i64 0)
  call void @check(i64 1051, i64 %v525, i64 0)
  %p526 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 5
  %x526 = load i64, i64* %p526
  %k526 = and i64 %x526, -9223372036854775808
  %v526 = call i64 @var.and.i64(i64 %x526, i64 -9223372036854775808)
  call void @check(i64 1052, i64 %k526, i64 0)
  call void @check(i64 1053, i64 %v526, i64 0)
  %p527 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 6
  %x527 = load i64, i64* %p527
  %k527 = and i64 %x527, -9223372036854775808
  %v527 = call i64 @var.and.i64(i64 %x527, i64 -9223372036854775808)
  call void @check(i64 1054, i64 %k527, i64 -9223372036854775808)
  call void @check(i64 1055, i64 %v527, i64 -9223372036854775808)
  %p528 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 7
  %x528 = load i64, i64* %p528
  %k528 = and i64 %x528, -9223372036854775808
  %v528 = call i64 @var.and.i64(i64 %x528, i64 -9223372036854775808)
  call void @check(i64 1056, i64 %k528, i64 0)
  call void @check(i64 1057, i64 %v528, i64 0)
  %p529 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 0
  %x529 = load i64, i64* %p529
  %k529 = or i64 %x529, -9223372036854775808
  %v529 = call i64 @var.or.i64(i64 %x529, i64 -9223372036854775808)
  call void @check(i64 1058, i64 %k529, i64 -9223372036854775808)
  call void @check(i64 1059, i64 %v529, i64 -9223372036854775808)
  %p530 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 1
  %x530 = load i64, i64* %p530
  %k530 = or i64 %x530, -9223372036854775808
  %v530 = call i64 @var.or.i64(i64 %x530, i64 -9223372036854775808)
  call void @check(i64 1060, i64 %k530, i64 -9223372036854775807)
  call void @check(i64 1061, i64 %v530, i64 -9223372036854775807)
  %p531 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 2
  %x531 = load i64, i64* %p531
  %k531 = or i64 %x531, -9223372036854775808
  %v531 = call i64 @var.or.i64(i64 %x531, i64 -9223372036854775808)
  call void @check(i64 1062, i64 %k531, i64 -1)
  call void @check(i64 1063, i64 %v531, i64 -1)
  %p532 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 3
  %x532 = load i64, i64* %p532
  %k532 = or i64 %x532, -9223372036854775808
  %v532 = call i64 @var.or.i64(i64 %x532, i64 -9223372036854775808)
  call void @check(i64 1064, i64 %k532, i64 -7)
  call void @check(i64 1065, i64 %v532, i64 -7)
  %p533 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 4
  %x533 = load i64, i64* %p533
  %k533 = or i64 %x533, -9223372036854775808
  %v533 = call i64 @var.or.i64(i64 %x533, i64 -9223372036854775808)
  call void @check(i64 1066, i64 %k533, i64 -9223372036854775708)
  call void @check(i64 1067, i64 %v533, i64 -9223372036854775708)
  %p534 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 5
  %x534 = load i64, i64* %p534
  %k534 = or i64 %x534, -9223372036854775808
  %v534 = call i64 @var.or.i64(i64 %x534, i64 -9223372036854775808)
  call void @check(i64 1068, i64 %k534, i64 -9223372034707292161)
  call void @check(i64 1069, i64 %v534, i64 -9223372034707292161)
  %p535 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 6
  %x535 = load i64, i64* %p535
  %k535 = or i64 %x535, -9223372036854775808
  %v535 = call i64 @var.or.i64(i64 %x535, i64 -9223372036854775808)
  call void @check(i64 1070, i64 %k535, i64 -2147483648)
  call void @check(i64 1071, i64 %v535, i64 -2147483648)
  %p536 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 7
  %x536 = load i64, i64* %p536
  %k536 = or i64 %x536, -9223372036854775808
  %v536 = call i64 @var.or.i64(i64 %x536, i64 -9223372036854775808)
  call void @check(i64 1072, i64 %k536, i64 -9223372032559808513)
  call void @check(i64 1073, i64 %v536, i64 -9223372032559808513)
  %p537 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 0
  %x537 = load i64, i64* %p537
  %k537 = xor i64 %x537, -9223372036854775808
  %v537 = call i64 @var.xor.i64(i64 %x537, i64 -9223372036854775808)
  call void @check(i64 1074, i64 %k537, i64 -9223372036854775808)
  call void @check(i64 1075, i64 %v537, i64 -9223372036854775808)
  %p538 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 1
  %x538 = load i64, i64* %p538
  %k538 = xor i64 %x538, -9223372036854775808
  %v538 = call i64 @var.xor.i64(i64 %x538, i64 -9223372036854775808)
  call void @check(i64 1076, i64 %k538, i64 -9223372036854775807)
  call void @check(i64 1077, i64 %v538, i64 -9223372036854775807)
  %p539 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 2
  %x539 = load i64, i64* %p539
  %k539 = xor i64 %x539, -9223372036854775808
  %v539 = call i64 @var.xor.i64(i64 %x539, i64 -9223372036854775808)
  call void @check(i64 1078, i64 %k539, i64 9223372036854775807)
  call void @check(i64 1079, i64 %v539, i64 9223372036854775807)
  %p540 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 3
  %x540 = load i64, i64* %p540
  %k540 = xor i64 %x540, -9223372036854775808
  %v540 = call i64 @var.xor.i64(i64 %x540, i64 -9223372036854775808)
  call void @check(i64 1080, i64 %k540, i64 9223372036854775801)
  call void @check(i64 1081, i64 %v540, i64 9223372036854775801)
  %p541 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 4
  %x541 = load i64, i64* %p541
  %k541 = xor i64 %x541, -9223372036854775808
  %v541 = call i64 @var.xor.i64(i64 %x541, i64 -9223372036854775808)
  call void @check(i64 1082, i64 %k541, i64 -9223372036854775708)
  call void @check(i64 1083, i64 %v541, i64 -9223372036854775708)
  %p542 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 5
  %x542 = load i64, i64* %p542
  %k542 = xor i64 %x542, -9223372036854775808
  %v542 = call i64 @var.xor.i64(i64 %x542, i64 -9223372036854775808)
  call void @check(i64 1084, i64 %k542, i64 -9223372034707292161)
  call void @check(i64 1085, i64 %v542, i64 -9223372034707292161)
  %p543 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 6
  %x543 = load i64, i64* %p543
  %k543 = xor i64 %x543, -9223372036854775808
  %v543 = call i64 @var.xor.i64(i64 %x543, i64 -9223372036854775808)
  call void @check(i64 1086, i64 %k543, i64 9223372034707292160)
  call void @check(i64 1087, i64 %v543, i64 9223372034707292160)
  %p544 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 7
  %x544 = load i64, i64* %p544
  %k544 = xor i64 %x544, -9223372036854775808
  %v544 = call i64 @var.xor.i64(i64 %x544, i64 -9223372036854775808)
  call void @check(i64 1088, i64 %k544, i64 -9223372032559808513)
  call void @check(i64 1089, i64 %v544, i64 -9223372032559808513)
  ret void
}

define void @by.i64.4294967295() {
entry:
  %p545 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 0
  %x545 = load i64, i64* %p545
  %k545 = mul i64 %x545, 4294967295
  %v545 = call i64 @var.mul.i64(i64 %x545, i64 4294967295)
  call void @check(i64 1090, i64 %k545, i64 0)
  call void @check(i64 1091, i64 %v545, i64 0)
  %p546 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 1
  %x546 = load i64, i64* %p546
  %k546 = mul i64 %x546, 4294967295
  %v546 = call i64 @var.mul.i64(i64 %x546, i64 4294967295)
  call void @check(i64 1092, i64 %k546, i64 4294967295)
  call void @check(i64 1093, i64 %v546, i64 4294967295)
  %p547 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 2
  %x547 = load i64, i64* %p547
  %k547 = mul i64 %x547, 4294967295
  %v547 = call i64 @var.mul.i64(i64 %x547, i64 4294967295)
  call void @check(i64 1094, i64 %k547, i64 -4294967295)
  call void @check(i64 1095, i64 %v547, i64 -4294967295)
  %p548 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 3
  %x548 = load i64, i64* %p548
  %k548 = mul i64 %x548, 4294967295
  %v548 = call i64 @var.mul.i64(i64 %x548, i64 4294967295)
  call void @check(i64 1096, i64 %k548, i64 -30064771065)
  call void @check(i64 1097, i64 %v548, i64 -30064771065)
  %p549 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 4
  %x549 = load i64, i64* %p549
  %k549 = mul i64 %x549, 4294967295
  %v549 = call i64 @var.mul.i64(i64 %x549, i64 4294967295)
  call void @check(i64 1098, i64 %k549, i64 429496729500)
  call void @check(i64 1099, i64 %v549, i64 429496729500)
  %p550 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 5
  %x550 = load i64, i64* %p550
  %k550 = mul i64 %x550, 4294967295
  %v550 = call i64 @var.mul.i64(i64 %x550, i64 4294967295)
  call void @check(i64 1100, i64 %k550, i64 9223372030412324865)
  call void @check(i64 1101, i64 %v550, i64 9223372030412324865)
  %p551 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 6
  %x551 = load i64, i64* %p551
  %k551 = mul i64 %x551, 4294967295
  %v551 = call i64 @var.mul.i64(i64 %x551, i64 4294967295)
  call void @check(i64 1102, i64 %k551, i64 -9223372034707292160)
  call void @check(i64 1103, i64 %v551, i64 -9223372034707292160)
  %p552 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 7
  %x552 = load i64, i64* %p552
  %k552 = mul i64 %x552, 4294967295
  %v552 = call i64 @var.mul.i64(i64 %x552, i64 4294967295)
  call void @check(i64 1104, i64 %k552, i64 -8589934591)
  call void @check(i64 1105, i64 %v552, i64 -8589934591)
  %p553 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 0
  %x553 = load i64, i64* %p553
  %k553 = and i64 %x553, 4294967295
  %v553 = call i64 @var.and.i64(i64 %x553, i64 4294967295)
  call void @check(i64 1106, i64 %k553, i64 0)
  call void @check(i64 1107, i64 %v553, i64 0)
  %p554 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 1
  %x554 = load i64, i64* %p554
  %k554 = and i64 %x554, 4294967295
  %v554 = call i64 @var.and.i64(i64 %x554, i64 4294967295)
  call void @check(i64 1108, i64 %k554, i64 1)
  call void @check(i64 1109, i64 %v554, i64 1)
  %p555 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 2
  %x555 = load i64, i64* %p555
  %k555 = and i64 %x555, 4294967295
  %v555 = call i64 @var.and.i64(i64 %x555, i64 4294967295)
  call void @check(i64 1110, i64 %k555, i64 4294967295)
  call void @check(i64 1111, i64 %v555, i64 4294967295)
  %p556 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 3
  %x556 = load i64, i64* %p556
  %k556 = and i64 %x556, 4294967295
  %v556 = call i64 @var.and.i64(i64 %x556, i64 4294967295)
  call void @check(i64 1112, i64 %k556, i64 4294967289)
  call void @check(i64 1113, i64 %v556, i64 4294967289)
  %p557 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 4
  %x557 = load i64, i64* %p557
  %k557 = and i64 %x557, 4294967295
  %v557 = call i64 @var.and.i64(i64 %x557, i64 4294967295)
  call void @check(i64 1114, i64 %k557, i64 100)
  call void @check(i64 1115, i64 %v557, i64 100)
  %p558 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 5
  %x558 = load i64, i64* %p558
  %k558 = and i64 %x558, 4294967295
  %v558 = call i64 @var.and.i64(i64 %x558, i64 4294967295)
  call void @check(i64 1116, i64 %k558, i64 2147483647)
  call void @check(i64 1117, i64 %v558, i64 2147483647)
  %p559 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 6
  %x559 = load i64, i64* %p559
  %k559 = and i64 %x559, 4294967295
  %v559 = call i64 @var.and.i64(i64 %x559, i64 4294967295)
  call void @check(i64 1118, i64 %k559, i64 2147483648)
  call void @check(i64 1119, i64 %v559, i64 2147483648)
  %p560 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 7
  %x560 = load i64, i64* %p560
  %k560 = and i64 %x560, 4294967295
  %v560 = call i64 @var.and.i64(i64 %x560, i64 4294967295)
  call void @check(i64 1120, i64 %k560, i64 4294967295)
  call void @check(i64 1121, i64 %v560, i64 4294967295)
  %p561 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 0
  %x561 = load i64, i64* %p561
  %k561 = or i64 %x561, 4294967295
  %v561 = call i64 @var.or.i64(i64 %x561, i64 4294967295)
  call void @check(i64 1122, i64 %k561, i64 4294967295)
  call void @check(i64 1123, i64 %v561, i64 4294967295)
  %p562 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 1
  %x562 = load i64, i64* %p562
  %k562 = or i64 %x562, 4294967295
  %v562 = call i64 @var.or.i64(i64 %x562, i64 4294967295)
  call void @check(i64 1124, i64 %k562, i64 4294967295)
  call void @check(i64 1125, i64 %v562, i64 4294967295)
  %p563 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 2
  %x563 = load i64, i64* %p563
  %k563 = or i64 %x563, 4294967295
  %v563 = call i64 @var.or.i64(i64 %x563, i64 4294967295)
  call void @check(i64 1126, i64 %k563, i64 -1)
  call void @check(i64 1127, i64 %v563, i64 -1)
  %p564 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 3
  %x564 = load i64, i64* %p564
  %k564 = or i64 %x564, 4294967295
  %v564 = call i64 @var.or.i64(i64 %x564, i64 4294967295)
  call void @check(i64 1128, i64 %k564, i64 -1)
  call void @check(i64 1129, i64 %v564, i64 -1)
  %p565 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 4
  %x565 = load i64, i64* %p565
  %k565 = or i64 %x565, 4294967295
  %v565 = call i64 @var.or.i64(i64 %x565, i64 4294967295)
  call void @check(i64 1130, i64 %k565, i64 4294967295)
  call void @check(i64 1131, i64 %v565, i64 4294967295)
  %p566 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 5
  %x566 = load i64, i64* %p566
  %k566 = or i64 %x566, 4294967295
  %v566 = call i64 @var.or.i64(i64 %x566, i64 4294967295)
  call void @check(i64 1132, i64 %k566, i64 4294967295)
  call void @check(i64 1133, i64 %v566, i64 4294967295)
  %p567 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 6
  %x567 = load i64, i64* %p567
  %k567 = or i64 %x567, 4294967295
  %v567 = call i64 @var.or.i64(i64 %x567, i64 4294967295)
  call void @check(i64 1134, i64 %k567, i64 -1)
  call void @check(i64 1135, i64 %v567, i64 -1)
  %p568 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 7
  %x568 = load i64, i64* %p568
  %k568 = or i64 %x568, 4294967295
  %v568 = call i64 @var.or.i64(i64 %x568, i64 4294967295)
  call void @check(i64 1136, i64 %k568, i64 4294967295)
  call void @check(i64 1137, i64 %v568, i64 4294967295)
  %p569 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 0
  %x569 = load i64, i64* %p569
  %k569 = xor i64 %x569, 4294967295
  %v569 = call i64 @var.xor.i64(i64 %x569, i64 4294967295)
  call void @check(i64 1138, i64 %k569, i64 4294967295)
  call void @check(i64 1139, i64 %v569, i64 4294967295)
  %p570 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 1
  %x570 = load i64, i64* %p570
  %k570 = xor i64 %x570, 4294967295
  %v570 = call i64 @var.xor.i64(i64 %x570, i64 4294967295)
  call void @check(i64 1140, i64 %k570, i64 4294967294)
  call void @check(i64 1141, i64 %v570, i64 4294967294)
  %p571 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 2
  %x571 = load i64, i64* %p571
  %k571 = xor i64 %x571, 4294967295
  %v571 = call i64 @var.xor.i64(i64 %x571, i64 4294967295)
  call void @check(i64 1142, i64 %k571, i64 -4294967296)
  call void @check(i64 1143, i64 %v571, i64 -4294967296)
  %p572 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 3
  %x572 = load i64, i64* %p572
  %k572 = xor i64 %x572, 4294967295
  %v572 = call i64 @var.xor.i64(i64 %x572, i64 4294967295)
  call void @check(i64 1144, i64 %k572, i64 -4294967290)
  call void @check(i64 1145, i64 %v572, i64 -4294967290)
  %p573 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 4
  %x573 = load i64, i64* %p573
  %k573 = xor i64 %x573, 4294967295
  %v573 = call i64 @var.xor.i64(i64 %x573, i64 4294967295)
  call void @check(i64 1146, i64 %k573, i64 4294967195)
  call void @check(i64 1147, i64 %v573, i64 4294967195)
  %p574 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 5
  %x574 = load i64, i64* %p574
  %k574 = xor i64 %x574, 4294967295
  %v574 = call i64 @var.xor.i64(i64 %x574, i64 4294967295)
  call void @check(i64 1148, i64 %k574, i64 2147483648)
  call void @check(i64 1149, i64 %v574, i64 2147483648)
  %p575 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 6
  %x575 = load i64, i64* %p575
  %k575 = xor i64 %x575, 4294967295
  %v575 = call i64 @var.xor.i64(i64 %x575, i64 4294967295)
  call void @check(i64 1150, i64 %k575, i64 -2147483649)
  call void @check(i64 1151, i64 %v575, i64 -2147483649)
  %p576 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 7
  %x576 = load i64, i64* %p576
  %k576 = xor i64 %x576, 4294967295
  %v576 = call i64 @var.xor.i64(i64 %x576, i64 4294967295)
  call void @check(i64 1152, i64 %k576, i64 0)
  call void @check(i64 1153, i64 %v576, i64 0)
  ret void
}

define void @by.i64.1000000007() {
entry:
  %p577 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 0
  %x577 = load i64, i64* %p577
  %k577 = mul i64 %x577, 1000000007
  %v577 = call i64 @var.mul.i64(i64 %x577, i64 1000000007)
  call void @check(i64 1154, i64 %k577, i64 0)
  call void @check(i64 1155, i64 %v577, i64 0)
  %p578 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 1
  %x578 = load i64, i64* %p578
  %k578 = mul i64 %x578, 1000000007
  %v578 = call i64 @var.mul.i64(i64 %x578, i64 1000000007)
  call void @check(i64 1156, i64 %k578, i64 1000000007)
  call void @check(i64 1157, i64 %v578, i64 1000000007)
  %p579 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 2
  %x579 = load i64, i64* %p579
  %k579 = mul i64 %x579, 1000000007
  %v579 = call i64 @var.mul.i64(i64 %x579, i64 1000000007)
  call void @check(i64 1158, i64 %k579, i64 -1000000007)
  call void @check(i64 1159, i64 %v579, i64 -1000000007)
  %p580 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 3
  %x580 = load i64, i64* %p580
  %k580 = mul i64 %x580, 1000000007
  %v580 = call i64 @var.mul.i64(i64 %x580, i64 1000000007)
  call void @check(i64 1160, i64 %k580, i64 -7000000049)
  call void @check(i64 1161, i64 %v580, i64 -7000000049)
  %p581 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 4
  %x581 = load i64, i64* %p581
  %k581 = mul i64 %x581, 1000000007
  %v581 = call i64 @var.mul.i64(i64 %x581, i64 1000000007)
  call void @check(i64 1162, i64 %k581, i64 100000000700)
  call void @check(i64 1163, i64 %v581, i64 100000000700)
  %p582 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 5
  %x582 = load i64, i64* %p582
  %k582 = mul i64 %x582, 1000000007
  %v582 = call i64 @var.mul.i64(i64 %x582, i64 1000000007)
  call void @check(i64 1164, i64 %k582, i64 2147483662032385529)
  call void @check(i64 1165, i64 %v582, i64 2147483662032385529)
  %p583 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 6
  %x583 = load i64, i64* %p583
  %k583 = mul i64 %x583, 1000000007
  %v583 = call i64 @var.mul.i64(i64 %x583, i64 1000000007)
  call void @check(i64 1166, i64 %k583, i64 -2147483663032385536)
  call void @check(i64 1167, i64 %v583, i64 -2147483663032385536)
  %p584 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 7
  %x584 = load i64, i64* %p584
  %k584 = mul i64 %x584, 1000000007
  %v584 = call i64 @var.mul.i64(i64 %x584, i64 1000000007)
  call void @check(i64 1168, i64 %k584, i64 4294967325064771065)
  call void @check(i64 1169, i64 %v584, i64 4294967325064771065)
  %p585 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 0
  %x585 = load i64, i64* %p585
  %k585 = and i64 %x585, 1000000007
  %v585 = call i64 @var.and.i64(i64 %x585, i64 1000000007)
  call void @check(i64 1170, i64 %k585, i64 0)
  call void @check(i64 1171, i64 %v585, i64 0)
  %p586 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 1
  %x586 = load i64, i64* %p586
  %k586 = and i64 %x586, 1000000007
  %v586 = call i64 @var.and.i64(i64 %x586, i64 1000000007)
  call void @check(i64 1172, i64 %k586, i64 1)
  call void @check(i64 1173, i64 %v586, i64 1)
  %p587 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 2
  %x587 = load i64, i64* %p587
  %k587 = and i64 %x587, 1000000007
  %v587 = call i64 @var.and.i64(i64 %x587, i64 1000000007)
  call void @check(i64 1174, i64 %k587, i64 1000000007)
  call void @check(i64 1175, i64 %v587, i64 1000000007)
  %p588 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 3
  %x588 = load i64, i64* %p588
  %k588 = and i64 %x588, 1000000007
  %v588 = call i64 @var.and.i64(i64 %x588, i64 1000000007)
  call void @check(i64 1176, i64 %k588, i64 1000000001)
  call void @check(i64 1177, i64 %v588, i64 1000000001)
  %p589 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 4
  %x589 = load i64, i64* %p589
  %k589 = and i64 %x589, 1000000007
  %v589 = call i64 @var.and.i64(i64 %x589, i64 1000000007)
  call void @check(i64 1178, i64 %k589, i64 4)
  call void @check(i64 1179, i64 %v589, i64 4)
  %p590 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 5
  %x590 = load i64, i64* %p590
  %k590 = and i64 %x590, 1000000007
  %v590 = call i64 @var.and.i64(i64 %x590, i64 1000000007)
  call void @check(i64 1180, i64 %k590, i64 1000000007)
  call void @check(i64 1181, i64 %v590, i64 1000000007)
  %p591 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 6
  %x591 = load i64, i64* %p591
  %k591 = and i64 %x591, 1000000007
  %v591 = call i64 @var.and.i64(i64 %x591, i64 1000000007)
  call void @check(i64 1182, i64 %k591, i64 0)
  call void @check(i64 1183, i64 %v591, i64 0)
  %p592 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 7
  %x592 = load i64, i64* %p592
  %k592 = and i64 %x592, 1000000007
  %v592 = call i64 @var.and.i64(i64 %x592, i64 1000000007)
  call void @check(i64 1184, i64 %k592, i64 1000000007)
  call void @check(i64 1185, i64 %v592, i64 1000000007)
  %p593 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 0
  %x593 = load i64, i64* %p593
  %k593 = or i64 %x593, 1000000007
  %v593 = call i64 @var.or.i64(i64 %x593, i64 1000000007)
  call void @check(i64 1186, i64 %k593, i64 1000000007)
  call void @check(i64 1187, i64 %v593, i64 1000000007)
  %p594 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 1
  %x594 = load i64, i64* %p594
  %k594 = or i64 %x594, 1000000007
  %v594 = call i64 @var.or.i64(i64 %x594, i64 1000000007)
  call void @check(i64 1188, i64 %k594, i64 1000000007)
  call void @check(i64 1189, i64 %v594, i64 1000000007)
  %p595 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 2
  %x595 = load i64, i64* %p595
  %k595 = or i64 %x595, 1000000007
  %v595 = call i64 @var.or.i64(i64 %x595, i64 1000000007)
  call void @check(i64 1190, i64 %k595, i64 -1)
  call void @check(i64 1191, i64 %v595, i64 -1)
  %p596 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 3
  %x596 = load i64, i64* %p596
  %k596 = or i64 %x596, 1000000007
  %v596 = call i64 @var.or.i64(i64 %x596, i64 1000000007)
  call void @check(i64 1192, i64 %k596, i64 -1)
  call void @check(i64 1193, i64 %v596, i64 -1)
  %p597 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 4
  %x597 = load i64, i64* %p597
  %k597 = or i64 %x597, 1000000007
  %v597 = call i64 @var.or.i64(i64 %x597, i64 1000000007)
  call void @check(i64 1194, i64 %k597, i64 1000000103)
  call void @check(i64 1195, i64 %v597, i64 1000000103)
  %p598 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 5
  %x598 = load i64, i64* %p598
  %k598 = or i64 %x598, 1000000007
  %v598 = call i64 @var.or.i64(i64 %x598, i64 1000000007)
  call void @check(i64 1196, i64 %k598, i64 2147483647)
  call void @check(i64 1197, i64 %v598, i64 2147483647)
  %p599 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 6
  %x599 = load i64, i64* %p599
  %k599 = or i64 %x599, 1000000007
  %v599 = call i64 @var.or.i64(i64 %x599, i64 1000000007)
  call void @check(i64 1198, i64 %k599, i64 -1147483641)
  call void @check(i64 1199, i64 %v599, i64 -1147483641)
  %p600 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 7
  %x600 = load i64, i64* %p600
  %k600 = or i64 %x600, 1000000007
  %v600 = call i64 @var.or.i64(i64 %x600, i64 1000000007)
  call void @check(i64 1200, i64 %k600, i64 4294967295)
  call void @check(i64 1201, i64 %v600, i64 4294967295)
  %p601 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 0
  %x601 = load i64, i64* %p601
  %k601 = xor i64 %x601, 1000000007
  %v601 = call i64 @var.xor.i64(i64 %x601, i64 1000000007)
  call void @check(i64 1202, i64 %k601, i64 1000000007)
  call void @check(i64 1203, i64 %v601, i64 1000000007)
  %p602 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 1
  %x602 = load i64, i64* %p602
  %k602 = xor i64 %x602, 1000000007
  %v602 = call i64 @var.xor.i64(i64 %x602, i64 1000000007)
  call void @check(i64 1204, i64 %k602, i64 1000000006)
  call void @check(i64 1205, i64 %v602, i64 1000000006)
  %p603 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 2
  %x603 = load i64, i64* %p603
  %k603 = xor i64 %x603, 1000000007
  %v603 = call i64 @var.xor.i64(i64 %x603, i64 1000000007)
  call void @check(i64 1206, i64 %k603, i64 -1000000008)
  call void @check(i64 1207, i64 %v603, i64 -1000000008)
  %p604 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 3
  %x604 = load i64, i64* %p604
  %k604 = xor i64 %x604, 1000000007
  %v604 = call i64 @var.xor.i64(i64 %x604, i64 1000000007)
  call void @check(i64 1208, i64 %k604, i64 -1000000002)
  call void @check(i64 1209, i64 %v604, i64 -1000000002)
  %p605 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 4
  %x605 = load i64, i64* %p605
  %k605 = xor i64 %x605, 1000000007
  %v605 = call i64 @var.xor.i64(i64 %x605, i64 1000000007)
  call void @check(i64 1210, i64 %k605, i64 1000000099)
  call void @check(i64 1211, i64 %v605, i64 1000000099)
  %p606 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 5
  %x606 = load i64, i64* %p606
  %k606 = xor i64 %x606, 1000000007
  %v606 = call i64 @var.xor.i64(i64 %x606, i64 1000000007)
  call void @check(i64 1212, i64 %k606, i64 1147483640)
  call void @check(i64 1213, i64 %v606, i64 1147483640)
  %p607 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 6
  %x607 = load i64, i64* %p607
  %k607 = xor i64 %x607, 1000000007
  %v607 = call i64 @var.xor.i64(i64 %x607, i64 1000000007)
  call void @check(i64 1214, i64 %k607, i64 -1147483641)
  call void @check(i64 1215, i64 %v607, i64 -1147483641)
  %p608 = getelementptr [8 x i64], [8 x i64]* @x.i64, i64 0, i64 7
  %x608 = load i64, i64* %p608
  %k608 = xor i64 %x608, 1000000007
  %v608 = call i64 @var.xor.i64(i64 %x608, i64 1000000007)
  call void @check(i64 1216, i64 %k608, i64 3294967288)
  call void @check(i64 1217, i64 %v608, i64 3294967288)
  ret void
}

define void @by.i32.0() {
entry:
  %p609 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 0
  %x609 = load i32, i32* %p609
  %k609 = mul i32 %x609, 0
  %v609 = call i32 @var.mul.i32(i32 %x609, i32 0)
  %kx609 = sext i32 %k609 to i64
  %vx609 = sext i32 %v609 to i64
  call void @check(i64 1218, i64 %kx609, i64 0)
  call void @check(i64 1219, i64 %vx609, i64 0)
  %p610 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 1
  %x610 = load i32, i32* %p610
  %k610 = mul i32 %x610, 0
  %v610 = call i32 @var.mul.i32(i32 %x610, i32 0)
  %kx610 = sext i32 %k610 to i64
  %vx610 = sext i32 %v610 to i64
  call void @check(i64 1220, i64 %kx610, i64 0)
  call void @check(i64 1221, i64 %vx610, i64 0)
  %p611 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 2
  %x611 = load i32, i32* %p611
  %k611 = mul i32 %x611, 0
  %v611 = call i32 @var.mul.i32(i32 %x611, i32 0)
  %kx611 = sext i32 %k611 to i64
  %vx611 = sext i32 %v611 to i64
  call void @check(i64 1222, i64 %kx611, i64 0)
  call void @check(i64 1223, i64 %vx611, i64 0)
  %p612 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 3
  %x612 = load i32, i32* %p612
  %k612 = mul i32 %x612, 0
  %v612 = call i32 @var.mul.i32(i32 %x612, i32 0)
  %kx612 = sext i32 %k612 to i64
  %vx612 = sext i32 %v612 to i64
  call void @check(i64 1224, i64 %kx612, i64 0)
  call void @check(i64 1225, i64 %vx612, i64 0)
  %p613 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 4
  %x613 = load i32, i32* %p613
  %k613 = mul i32 %x613, 0
  %v613 = call i32 @var.mul.i32(i32 %x613, i32 0)
  %kx613 = sext i32 %k613 to i64
  %vx613 = sext i32 %v613 to i64
  call void @check(i64 1226, i64 %kx613, i64 0)
  call void @check(i64 1227, i64 %vx613, i64 0)
  %p614 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 5
  %x614 = load i32, i32* %p614
  %k614 = mul i32 %x614, 0
  %v614 = call i32 @var.mul.i32(i32 %x614, i32 0)
  %kx614 = sext i32 %k614 to i64
  %vx614 = sext i32 %v614 to i64
  call void @check(i64 1228, i64 %kx614, i64 0)
  call void @check(i64 1229, i64 %vx614, i64 0)
  %p615 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 6
  %x615 = load i32, i32* %p615
  %k615 = mul i32 %x615, 0
  %v615 = call i32 @var.mul.i32(i32 %x615, i32 0)
  %kx615 = sext i32 %k615 to i64
  %vx615 = sext i32 %v615 to i64
  call void @check(i64 1230, i64 %kx615, i64 0)
  call void @check(i64 1231, i64 %vx615, i64 0)
  %p616 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 0
  %x616 = load i32, i32* %p616
  %k616 = and i32 %x616, 0
  %v616 = call i32 @var.and.i32(i32 %x616, i32 0)
  %kx616 = sext i32 %k616 to i64
  %vx616 = sext i32 %v616 to i64
  call void @check(i64 1232, i64 %kx616, i64 0)
  call void @check(i64 1233, i64 %vx616, i64 0)
  %p617 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 1
  %x617 = load i32, i32* %p617
  %k617 = and i32 %x617, 0
  %v617 = call i32 @var.and.i32(i32 %x617, i32 0)
  %kx617 = sext i32 %k617 to i64
  %vx617 = sext i32 %v617 to i64
  call void @check(i64 1234, i64 %kx617, i64 0)
  call void @check(i64 1235, i64 %vx617, i64 0)
  %p618 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 2
  %x618 = load i32, i32* %p618
  %k618 = and i32 %x618, 0
  %v618 = call i32 @var.and.i32(i32 %x618, i32 0)
  %kx618 = sext i32 %k618 to i64
  %vx618 = sext i32 %v618 to i64
  call void @check(i64 1236, i64 %kx618, i64 0)
  call void @check(i64 1237, i64 %vx618, i64 0)
  %p619 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 3
  %x619 = load i32, i32* %p619
  %k619 = and i32 %x619, 0
  %v619 = call i32 @var.and.i32(i32 %x619, i32 0)
  %kx619 = sext i32 %k619 to i64
  %vx619 = sext i32 %v619 to i64
  call void @check(i64 1238, i64 %kx619, i64 0)
  call void @check(i64 1239, i64 %vx619, i64 0)
  %p620 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 4
  %x620 = load i32, i32* %p620
  %k620 = and i32 %x620, 0
  %v620 = call i32 @var.and.i32(i32 %x620, i32 0)
  %kx620 = sext i32 %k620 to i64
  %vx620 = sext i32 %v620 to i64
  call void @check(i64 1240, i64 %kx620, i64 0)
  call void @check(i64 1241, i64 %vx620, i64 0)
  %p621 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 5
  %x621 = load i32, i32* %p621
  %k621 = and i32 %x621, 0
  %v621 = call i32 @var.and.i32(i32 %x621, i32 0)
  %kx621 = sext i32 %k621 to i64
  %vx621 = sext i32 %v621 to i64
  call void @check(i64 1242, i64 %kx621, i64 0)
  call void @check(i64 1243, i64 %vx621, i64 0)
  %p622 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 6
  %x622 = load i32, i32* %p622
  %k622 = and i32 %x622, 0
  %v622 = call i32 @var.and.i32(i32 %x622, i32 0)
  %kx622 = sext i32 %k622 to i64
  %vx622 = sext i32 %v622 to i64
  call void @check(i64 1244, i64 %kx622, i64 0)
  call void @check(i64 1245, i64 %vx622, i64 0)
  %p623 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 0
  %x623 = load i32, i32* %p623
  %k623 = or i32 %x623, 0
  %v623 = call i32 @var.or.i32(i32 %x623, i32 0)
  %kx623 = sext i32 %k623 to i64
  %vx623 = sext i32 %v623 to i64
  call void @check(i64 1246, i64 %kx623, i64 0)
  call void @check(i64 1247, i64 %vx623, i64 0)
  %p624 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 1
  %x624 = load i32, i32* %p624
  %k624 = or i32 %x624, 0
  %v624 = call i32 @var.or.i32(i32 %x624, i32 0)
  %kx624 = sext i32 %k624 to i64
  %vx624 = sext i32 %v624 to i64
  call void @check(i64 1248, i64 %kx624, i64 1)
  call void @check(i64 1249, i64 %vx624, i64 1)
  %p625 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 2
  %x625 = load i32, i32* %p625
  %k625 = or i32 %x625, 0
  %v625 = call i32 @var.or.i32(i32 %x625, i32 0)
  %kx625 = sext i32 %k625 to i64
  %vx625 = sext i32 %v625 to i64
  call void @check(i64 1250, i64 %kx625, i64 -1)
  call void @check(i64 1251, i64 %vx625, i64 -1)
  %p626 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 3
  %x626 = load i32, i32* %p626
  %k626 = or i32 %x626, 0
  %v626 = call i32 @var.or.i32(i32 %x626, i32 0)
  %kx626 = sext i32 %k626 to i64
  %vx626 = sext i32 %v626 to i64
  call void @check(i64 1252, i64 %kx626, i64 -7)
  call void @check(i64 1253, i64 %vx626, i64 -7)
  %p627 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 4
  %x627 = load i32, i32* %p627
  %k627 = or i32 %x627, 0
  %v627 = call i32 @var.or.i32(i32 %x627, i32 0)
  %kx627 = sext i32 %k627 to i64
  %vx627 = sext i32 %v627 to i64
  call void @check(i64 1254, i64 %kx627, i64 100)
  call void @check(i64 1255, i64 %vx627, i64 100)
  %p628 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 5
  %x628 = load i32, i32* %p628
  %k628 = or i32 %x628, 0
  %v628 = call i32 @var.or.i32(i32 %x628, i32 0)
  %kx628 = sext i32 %k628 to i64
  %vx628 = sext i32 %v628 to i64
  call void @check(i64 1256, i64 %kx628, i64 2147483647)
  call void @check(i64 1257, i64 %vx628, i64 2147483647)
  %p629 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 6
  %x629 = load i32, i32* %p629
  %k629 = or i32 %x629, 0
  %v629 = call i32 @var.or.i32(i32 %x629, i32 0)
  %kx629 = sext i32 %k629 to i64
  %vx629 = sext i32 %v629 to i64
  call void @check(i64 1258, i64 %kx629, i64 -2147483648)
  call void @check(i64 1259, i64 %vx629, i64 -2147483648)
  %p630 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 0
  %x630 = load i32, i32* %p630
  %k630 = xor i32 %x630, 0
  %v630 = call i32 @var.xor.i32(i32 %x630, i32 0)
  %kx630 = sext i32 %k630 to i64
  %vx630 = sext i32 %v630 to i64
  call void @check(i64 1260, i64 %kx630, i64 0)
  call void @check(i64 1261, i64 %vx630, i64 0)
  %p631 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 1
  %x631 = load i32, i32* %p631
  %k631 = xor i32 %x631, 0
  %v631 = call i32 @var.xor.i32(i32 %x631, i32 0)
  %kx631 = sext i32 %k631 to i64
  %vx631 = sext i32 %v631 to i64
  call void @check(i64 1262, i64 %kx631, i64 1)
  call void @check(i64 1263, i64 %vx631, i64 1)
  %p632 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 2
  %x632 = load i32, i32* %p632
  %k632 = xor i32 %x632, 0
  %v632 = call i32 @var.xor.i32(i32 %x632, i32 0)
  %kx632 = sext i32 %k632 to i64
  %vx632 = sext i32 %v632 to i64
  call void @check(i64 1264, i64 %kx632, i64 -1)
  call void @check(i64 1265, i64 %vx632, i64 -1)
  %p633 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 3
  %x633 = load i32, i32* %p633
  %k633 = xor i32 %x633, 0
  %v633 = call i32 @var.xor.i32(i32 %x633, i32 0)
  %kx633 = sext i32 %k633 to i64
  %vx633 = sext i32 %v633 to i64
  call void @check(i64 1266, i64 %kx633, i64 -7)
  call void @check(i64 1267, i64 %vx633, i64 -7)
  %p634 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 4
  %x634 = load i32, i32* %p634
  %k634 = xor i32 %x634, 0
  %v634 = call i32 @var.xor.i32(i32 %x634, i32 0)
  %kx634 = sext i32 %k634 to i64
  %vx634 = sext i32 %v634 to i64
  call void @check(i64 1268, i64 %kx634, i64 100)
  call void @check(i64 1269, i64 %vx634, i64 100)
  %p635 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 5
  %x635 = load i32, i32* %p635
  %k635 = xor i32 %x635, 0
  %v635 = call i32 @var.xor.i32(i32 %x635, i32 0)
  %kx635 = sext i32 %k635 to i64
  %vx635 = sext i32 %v635 to i64
  call void @check(i64 1270, i64 %kx635, i64 2147483647)
  call void @check(i64 1271, i64 %vx635, i64 2147483647)
  %p636 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 6
  %x636 = load i32, i32* %p636
  %k636 = xor i32 %x636, 0
  %v636 = call i32 @var.xor.i32(i32 %x636, i32 0)
  %kx636 = sext i32 %k636 to i64
  %vx636 = sext i32 %v636 to i64
  call void @check(i64 1272, i64 %kx636, i64 -2147483648)
  call void @check(i64 1273, i64 %vx636, i64 -2147483648)
  ret void
}

define void @by.i32.1() {
entry:
  %p637 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 0
  %x637 = load i32, i32* %p637
  %k637 = mul i32 %x637, 1
  %v637 = call i32 @var.mul.i32(i32 %x637, i32 1)
  %kx637 = sext i32 %k637 to i64
  %vx637 = sext i32 %v637 to i64
  call void @check(i64 1274, i64 %kx637, i64 0)
  call void @check(i64 1275, i64 %vx637, i64 0)
  %p638 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 1
  %x638 = load i32, i32* %p638
  %k638 = mul i32 %x638, 1
  %v638 = call i32 @var.mul.i32(i32 %x638, i32 1)
  %kx638 = sext i32 %k638 to i64
  %vx638 = sext i32 %v638 to i64
  call void @check(i64 1276, i64 %kx638, i64 1)
  call void @check(i64 1277, i64 %vx638, i64 1)
  %p639 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 2
  %x639 = load i32, i32* %p639
  %k639 = mul i32 %x639, 1
  %v639 = call i32 @var.mul.i32(i32 %x639, i32 1)
  %kx639 = sext i32 %k639 to i64
  %vx639 = sext i32 %v639 to i64
  call void @check(i64 1278, i64 %kx639, i64 -1)
  call void @check(i64 1279, i64 %vx639, i64 -1)
  %p640 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 3
  %x640 = load i32, i32* %p640
  %k640 = mul i32 %x640, 1
  %v640 = call i32 @var.mul.i32(i32 %x640, i32 1)
  %kx640 = sext i32 %k640 to i64
  %vx640 = sext i32 %v640 to i64
  call void @check(i64 1280, i64 %kx640, i64 -7)
  call void @check(i64 1281, i64 %vx640, i64 -7)
  %p641 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 4
  %x641 = load i32, i32* %p641
  %k641 = mul i32 %x641, 1
  %v641 = call i32 @var.mul.i32(i32 %x641, i32 1)
  %kx641 = sext i32 %k641 to i64
  %vx641 = sext i32 %v641 to i64
  call void @check(i64 1282, i64 %kx641, i64 100)
  call void @check(i64 1283, i64 %vx641, i64 100)
  %p642 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 5
  %x642 = load i32, i32* %p642
  %k642 = mul i32 %x642, 1
  %v642 = call i32 @var.mul.i32(i32 %x642, i32 1)
  %kx642 = sext i32 %k642 to i64
  %vx642 = sext i32 %v642 to i64
  call void @check(i64 1284, i64 %kx642, i64 2147483647)
  call void @check(i64 1285, i64 %vx642, i64 2147483647)
  %p643 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 6
  %x643 = load i32, i32* %p643
  %k643 = mul i32 %x643, 1
  %v643 = call i32 @var.mul.i32(i32 %x643, i32 1)
  %kx643 = sext i32 %k643 to i64
  %vx643 = sext i32 %v643 to i64
  call void @check(i64 1286, i64 %kx643, i64 -2147483648)
  call void @check(i64 1287, i64 %vx643, i64 -2147483648)
  %p644 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 0
  %x644 = load i32, i32* %p644
  %k644 = and i32 %x644, 1
  %v644 = call i32 @var.and.i32(i32 %x644, i32 1)
  %kx644 = sext i32 %k644 to i64
  %vx644 = sext i32 %v644 to i64
  call void @check(i64 1288, i64 %kx644, i64 0)
  call void @check(i64 1289, i64 %vx644, i64 0)
  %p645 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 1
  %x645 = load i32, i32* %p645
  %k645 = and i32 %x645, 1
  %v645 = call i32 @var.and.i32(i32 %x645, i32 1)
  %kx645 = sext i32 %k645 to i64
  %vx645 = sext i32 %v645 to i64
  call void @check(i64 1290, i64 %kx645, i64 1)
  call void @check(i64 1291, i64 %vx645, i64 1)
  %p646 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 2
  %x646 = load i32, i32* %p646
  %k646 = and i32 %x646, 1
  %v646 = call i32 @var.and.i32(i32 %x646, i32 1)
  %kx646 = sext i32 %k646 to i64
  %vx646 = sext i32 %v646 to i64
  call void @check(i64 1292, i64 %kx646, i64 1)
  call void @check(i64 1293, i64 %vx646, i64 1)
  %p647 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 3
  %x647 = load i32, i32* %p647
  %k647 = and i32 %x647, 1
  %v647 = call i32 @var.and.i32(i32 %x647, i32 1)
  %kx647 = sext i32 %k647 to i64
  %vx647 = sext i32 %v647 to i64
  call void @check(i64 1294, i64 %kx647, i64 1)
  call void @check(i64 1295, i64 %vx647, i64 1)
  %p648 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 4
  %x648 = load i32, i32* %p648
  %k648 = and i32 %x648, 1
  %v648 = call i32 @var.and.i32(i32 %x648, i32 1)
  %kx648 = sext i32 %k648 to i64
  %vx648 = sext i32 %v648 to i64
  call void @check(i64 1296, i64 %kx648, i64 0)
  call void @check(i64 1297, i64 %vx648, i64 0)
  %p649 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 5
  %x649 = load i32, i32* %p649
  %k649 = and i32 %x649, 1
  %v649 = call i32 @var.and.i32(i32 %x649, i32 1)
  %kx649 = sext i32 %k649 to i64
  %vx649 = sext i32 %v649 to i64
  call void @check(i64 1298, i64 %kx649, i64 1)
  call void @check(i64 1299, i64 %vx649, i64 1)
  %p650 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 6
  %x650 = load i32, i32* %p650
  %k650 = and i32 %x650, 1
  %v650 = call i32 @var.and.i32(i32 %x650, i32 1)
  %kx650 = sext i32 %k650 to i64
  %vx650 = sext i32 %v650 to i64
  call void @check(i64 1300, i64 %kx650, i64 0)
  call void @check(i64 1301, i64 %vx650, i64 0)
  %p651 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 0
  %x651 = load i32, i32* %p651
  %k651 = or i32 %x651, 1
  %v651 = call i32 @var.or.i32(i32 %x651, i32 1)
  %kx651 = sext i32 %k651 to i64
  %vx651 = sext i32 %v651 to i64
  call void @check(i64 1302, i64 %kx651, i64 1)
  call void @check(i64 1303, i64 %vx651, i64 1)
  %p652 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 1
  %x652 = load i32, i32* %p652
  %k652 = or i32 %x652, 1
  %v652 = call i32 @var.or.i32(i32 %x652, i32 1)
  %kx652 = sext i32 %k652 to i64
  %vx652 = sext i32 %v652 to i64
  call void @check(i64 1304, i64 %kx652, i64 1)
  call void @check(i64 1305, i64 %vx652, i64 1)
  %p653 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 2
  %x653 = load i32, i32* %p653
  %k653 = or i32 %x653, 1
  %v653 = call i32 @var.or.i32(i32 %x653, i32 1)
  %kx653 = sext i32 %k653 to i64
  %vx653 = sext i32 %v653 to i64
  call void @check(i64 1306, i64 %kx653, i64 -1)
  call void @check(i64 1307, i64 %vx653, i64 -1)
  %p654 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 3
  %x654 = load i32, i32* %p654
  %k654 = or i32 %x654, 1
  %v654 = call i32 @var.or.i32(i32 %x654, i32 1)
  %kx654 = sext i32 %k654 to i64
  %vx654 = sext i32 %v654 to i64
  call void @check(i64 1308, i64 %kx654, i64 -7)
  call void @check(i64 1309, i64 %vx654, i64 -7)
  %p655 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 4
  %x655 = load i32, i32* %p655
  %k655 = or i32 %x655, 1
  %v655 = call i32 @var.or.i32(i32 %x655, i32 1)
  %kx655 = sext i32 %k655 to i64
  %vx655 = sext i32 %v655 to i64
  call void @check(i64 1310, i64 %kx655, i64 101)
  call void @check(i64 1311, i64 %vx655, i64 101)
  %p656 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 5
  %x656 = load i32, i32* %p656
  %k656 = or i32 %x656, 1
  %v656 = call i32 @var.or.i32(i32 %x656, i32 1)
  %kx656 = sext i32 %k656 to i64
  %vx656 = sext i32 %v656 to i64
  call void @check(i64 1312, i64 %kx656, i64 2147483647)
  call void @check(i64 1313, i64 %vx656, i64 2147483647)
  %p657 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 6
  %x657 = load i32, i32* %p657
  %k657 = or i32 %x657, 1
  %v657 = call i32 @var.or.i32(i32 %x657, i32 1)
  %kx657 = sext i32 %k657 to i64
  %vx657 = sext i32 %v657 to i64
  call void @check(i64 1314, i64 %kx657, i64 -2147483647)
  call void @check(i64 1315, i64 %vx657, i64 -2147483647)
  %p658 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 0
  %x658 = load i32, i32* %p658
  %k658 = xor i32 %x658, 1
  %v658 = call i32 @var.xor.i32(i32 %x658, i32 1)
  %kx658 = sext i32 %k658 to i64
  %vx658 = sext i32 %v658 to i64
  call void @check(i64 1316, i64 %kx658, i64 1)
  call void @check(i64 1317, i64 %vx658, i64 1)
  %p659 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 1
  %x659 = load i32, i32* %p659
  %k659 = xor i32 %x659, 1
  %v659 = call i32 @var.xor.i32(i32 %x659, i32 1)
  %kx659 = sext i32 %k659 to i64
  %vx659 = sext i32 %v659 to i64
  call void @check(i64 1318, i64 %kx659, i64 0)
  call void @check(i64 1319, i64 %vx659, i64 0)
  %p660 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 2
  %x660 = load i32, i32* %p660
  %k660 = xor i32 %x660, 1
  %v660 = call i32 @var.xor.i32(i32 %x660, i32 1)
  %kx660 = sext i32 %k660 to i64
  %vx660 = sext i32 %v660 to i64
  call void @check(i64 1320, i64 %kx660, i64 -2)
  call void @check(i64 1321, i64 %vx660, i64 -2)
  %p661 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 3
  %x661 = load i32, i32* %p661
  %k661 = xor i32 %x661, 1
  %v661 = call i32 @var.xor.i32(i32 %x661, i32 1)
  %kx661 = sext i32 %k661 to i64
  %vx661 = sext i32 %v661 to i64
  call void @check(i64 1322, i64 %kx661, i64 -8)
  call void @check(i64 1323, i64 %vx661, i64 -8)
  %p662 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 4
  %x662 = load i32, i32* %p662
  %k662 = xor i32 %x662, 1
  %v662 = call i32 @var.xor.i32(i32 %x662, i32 1)
  %kx662 = sext i32 %k662 to i64
  %vx662 = sext i32 %v662 to i64
  call void @check(i64 1324, i64 %kx662, i64 101)
  call void @check(i64 1325, i64 %vx662, i64 101)
  %p663 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 5
  %x663 = load i32, i32* %p663
  %k663 = xor i32 %x663, 1
  %v663 = call i32 @var.xor.i32(i32 %x663, i32 1)
  %kx663 = sext i32 %k663 to i64
  %vx663 = sext i32 %v663 to i64
  call void @check(i64 1326, i64 %kx663, i64 2147483646)
  call void @check(i64 1327, i64 %vx663, i64 2147483646)
  %p664 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 6
  %x664 = load i32, i32* %p664
  %k664 = xor i32 %x664, 1
  %v664 = call i32 @var.xor.i32(i32 %x664, i32 1)
  %kx664 = sext i32 %k664 to i64
  %vx664 = sext i32 %v664 to i64
  call void @check(i64 1328, i64 %kx664, i64 -2147483647)
  call void @check(i64 1329, i64 %vx664, i64 -2147483647)
  ret void
}

define void @by.i32.m1() {
entry:
  %p665 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 0
  %x665 = load i32, i32* %p665
  %k665 = mul i32 %x665, -1
  %v665 = call i32 @var.mul.i32(i32 %x665, i32 -1)
  %kx665 = sext i32 %k665 to i64
  %vx665 = sext i32 %v665 to i64
  call void @check(i64 1330, i64 %kx665, i64 0)
  call void @check(i64 1331, i64 %vx665, i64 0)
  %p666 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 1
  %x666 = load i32, i32* %p666
  %k666 = mul i32 %x666, -1
  %v666 = call i32 @var.mul.i32(i32 %x666, i32 -1)
  %kx666 = sext i32 %k666 to i64
  %vx666 = sext i32 %v666 to i64
  call void @check(i64 1332, i64 %kx666, i64 -1)
  call void @check(i64 1333, i64 %vx666, i64 -1)
  %p667 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 2
  %x667 = load i32, i32* %p667
  %k667 = mul i32 %x667, -1
  %v667 = call i32 @var.mul.i32(i32 %x667, i32 -1)
  %kx667 = sext i32 %k667 to i64
  %vx667 = sext i32 %v667 to i64
  call void @check(i64 1334, i64 %kx667, i64 1)
  call void @check(i64 1335, i64 %vx667, i64 1)
  %p668 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 3
  %x668 = load i32, i32* %p668
  %k668 = mul i32 %x668, -1
  %v668 = call i32 @var.mul.i32(i32 %x668, i32 -1)
  %kx668 = sext i32 %k668 to i64
  %vx668 = sext i32 %v668 to i64
  call void @check(i64 1336, i64 %kx668, i64 7)
  call void @check(i64 1337, i64 %vx668, i64 7)
  %p669 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 4
  %x669 = load i32, i32* %p669
  %k669 = mul i32 %x669, -1
  %v669 = call i32 @var.mul.i32(i32 %x669, i32 -1)
  %kx669 = sext i32 %k669 to i64
  %vx669 = sext i32 %v669 to i64
  call void @check(i64 1338, i64 %kx669, i64 -100)
  call void @check(i64 1339, i64 %vx669, i64 -100)
  %p670 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 5
  %x670 = load i32, i32* %p670
  %k670 = mul i32 %x670, -1
  %v670 = call i32 @var.mul.i32(i32 %x670, i32 -1)
  %kx670 = sext i32 %k670 to i64
  %vx670 = sext i32 %v670 to i64
  call void @check(i64 1340, i64 %kx670, i64 -2147483647)
  call void @check(i64 1341, i64 %vx670, i64 -2147483647)
  %p671 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 6
  %x671 = load i32, i32* %p671
  %k671 = mul i32 %x671, -1
  %v671 = call i32 @var.mul.i32(i32 %x671, i32 -1)
  %kx671 = sext i32 %k671 to i64
  %vx671 = sext i32 %v671 to i64
  call void @check(i64 1342, i64 %kx671, i64 -2147483648)
  call void @check(i64 1343, i64 %vx671, i64 -2147483648)
  %p672 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 0
  %x672 = load i32, i32* %p672
  %k672 = and i32 %x672, -1
  %v672 = call i32 @var.and.i32(i32 %x672, i32 -1)
  %kx672 = sext i32 %k672 to i64
  %vx672 = sext i32 %v672 to i64
  call void @check(i64 1344, i64 %kx672, i64 0)
  call void @check(i64 1345, i64 %vx672, i64 0)
  %p673 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 1
  %x673 = load i32, i32* %p673
  %k673 = and i32 %x673, -1
  %v673 = call i32 @var.and.i32(i32 %x673, i32 -1)
  %kx673 = sext i32 %k673 to i64
  %vx673 = sext i32 %v673 to i64
  call void @check(i64 1346, i64 %kx673, i64 1)
  call void @check(i64 1347, i64 %vx673, i64 1)
  %p674 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 2
  %x674 = load i32, i32* %p674
  %k674 = and i32 %x674, -1
  %v674 = call i32 @var.and.i32(i32 %x674, i32 -1)
  %kx674 = sext i32 %k674 to i64
  %vx674 = sext i32 %v674 to i64
  call void @check(i64 1348, i64 %kx674, i64 -1)
  call void @check(i64 1349, i64 %vx674, i64 -1)
  %p675 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 3
  %x675 = load i32, i32* %p675
  %k675 = and i32 %x675, -1
  %v675 = call i32 @var.and.i32(i32 %x675, i32 -1)
  %kx675 = sext i32 %k675 to i64
  %vx675 = sext i32 %v675 to i64
  call void @check(i64 1350, i64 %kx675, i64 -7)
  call void @check(i64 1351, i64 %vx675, i64 -7)
  %p676 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 4
  %x676 = load i32, i32* %p676
  %k676 = and i32 %x676, -1
  %v676 = call i32 @var.and.i32(i32 %x676, i32 -1)
  %kx676 = sext i32 %k676 to i64
  %vx676 = sext i32 %v676 to i64
  call void @check(i64 1352, i64 %kx676, i64 100)
  call void @check(i64 1353, i64 %vx676, i64 100)
  %p677 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 5
  %x677 = load i32, i32* %p677
  %k677 = and i32 %x677, -1
  %v677 = call i32 @var.and.i32(i32 %x677, i32 -1)
  %kx677 = sext i32 %k677 to i64
  %vx677 = sext i32 %v677 to i64
  call void @check(i64 1354, i64 %kx677, i64 2147483647)
  call void @check(i64 1355, i64 %vx677, i64 2147483647)
  %p678 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 6
  %x678 = load i32, i32* %p678
  %k678 = and i32 %x678, -1
  %v678 = call i32 @var.and.i32(i32 %x678, i32 -1)
  %kx678 = sext i32 %k678 to i64
  %vx678 = sext i32 %v678 to i64
  call void @check(i64 1356, i64 %kx678, i64 -2147483648)
  call void @check(i64 1357, i64 %vx678, i64 -2147483648)
  %p679 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 0
  %x679 = load i32, i32* %p679
  %k679 = or i32 %x679, -1
  %v679 = call i32 @var.or.i32(i32 %x679, i32 -1)
  %kx679 = sext i32 %k679 to i64
  %vx679 = sext i32 %v679 to i64
  call void @check(i64 1358, i64 %kx679, i64 -1)
  call void @check(i64 1359, i64 %vx679, i64 -1)
  %p680 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 1
  %x680 = load i32, i32* %p680
  %k680 = or i32 %x680, -1
  %v680 = call i32 @var.or.i32(i32 %x680, i32 -1)
  %kx680 = sext i32 %k680 to i64
  %vx680 = sext i32 %v680 to i64
  call void @check(i64 1360, i64 %kx680, i64 -1)
  call void @check(i64 1361, i64 %vx680, i64 -1)
  %p681 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 2
  %x681 = load i32, i32* %p681
  %k681 = or i32 %x681, -1
  %v681 = call i32 @var.or.i32(i32 %x681, i32 -1)
  %kx681 = sext i32 %k681 to i64
  %vx681 = sext i32 %v681 to i64
  call void @check(i64 1362, i64 %kx681, i64 -1)
  call void @check(i64 1363, i64 %vx681, i64 -1)
  %p682 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 3
  %x682 = load i32, i32* %p682
  %k682 = or i32 %x682, -1
  %v682 = call i32 @var.or.i32(i32 %x682, i32 -1)
  %kx682 = sext i32 %k682 to i64
  %vx682 = sext i32 %v682 to i64
  call void @check(i64 1364, i64 %kx682, i64 -1)
  call void @check(i64 1365, i64 %vx682, i64 -1)
  %p683 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 4
  %x683 = load i32, i32* %p683
  %k683 = or i32 %x683, -1
  %v683 = call i32 @var.or.i32(i32 %x683, i32 -1)
  %kx683 = sext i32 %k683 to i64
  %vx683 = sext i32 %v683 to i64
  call void @check(i64 1366, i64 %kx683, i64 -1)
  call void @check(i64 1367, i64 %vx683, i64 -1)
  %p684 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 5
  %x684 = load i32, i32* %p684
  %k684 = or i32 %x684, -1
  %v684 = call i32 @var.or.i32(i32 %x684, i32 -1)
  %kx684 = sext i32 %k684 to i64
  %vx684 = sext i32 %v684 to i64
  call void @check(i64 1368, i64 %kx684, i64 -1)
  call void @check(i64 1369, i64 %vx684, i64 -1)
  %p685 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 6
  %x685 = load i32, i32* %p685
  %k685 = or i32 %x685, -1
  %v685 = call i32 @var.or.i32(i32 %x685, i32 -1)
  %kx685 = sext i32 %k685 to i64
  %vx685 = sext i32 %v685 to i64
  call void @check(i64 1370, i64 %kx685, i64 -1)
  call void @check(i64 1371, i64 %vx685, i64 -1)
  %p686 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 0
  %x686 = load i32, i32* %p686
  %k686 = xor i32 %x686, -1
  %v686 = call i32 @var.xor.i32(i32 %x686, i32 -1)
  %kx686 = sext i32 %k686 to i64
  %vx686 = sext i32 %v686 to i64
  call void @check(i64 1372, i64 %kx686, i64 -1)
  call void @check(i64 1373, i64 %vx686, i64 -1)
  %p687 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 1
  %x687 = load i32, i32* %p687
  %k687 = xor i32 %x687, -1
  %v687 = call i32 @var.xor.i32(i32 %x687, i32 -1)
  %kx687 = sext i32 %k687 to i64
  %vx687 = sext i32 %v687 to i64
  call void @check(i64 1374, i64 %kx687, i64 -2)
  call void @check(i64 1375, i64 %vx687, i64 -2)
  %p688 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 2
  %x688 = load i32, i32* %p688
  %k688 = xor i32 %x688, -1
  %v688 = call i32 @var.xor.i32(i32 %x688, i32 -1)
  %kx688 = sext i32 %k688 to i64
  %vx688 = sext i32 %v688 to i64
  call void @check(i64 1376, i64 %kx688, i64 0)
  call void @check(i64 1377, i64 %vx688, i64 0)
  %p689 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 3
  %x689 = load i32, i32* %p689
  %k689 = xor i32 %x689, -1
  %v689 = call i32 @var.xor.i32(i32 %x689, i32 -1)
  %kx689 = sext i32 %k689 to i64
  %vx689 = sext i32 %v689 to i64
  call void @check(i64 1378, i64 %kx689, i64 6)
  call void @check(i64 1379, i64 %vx689, i64 6)
  %p690 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 4
  %x690 = load i32, i32* %p690
  %k690 = xor i32 %x690, -1
  %v690 = call i32 @var.xor.i32(i32 %x690, i32 -1)
  %kx690 = sext i32 %k690 to i64
  %vx690 = sext i32 %v690 to i64
  call void @check(i64 1380, i64 %kx690, i64 -101)
  call void @check(i64 1381, i64 %vx690, i64 -101)
  %p691 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 5
  %x691 = load i32, i32* %p691
  %k691 = xor i32 %x691, -1
  %v691 = call i32 @var.xor.i32(i32 %x691, i32 -1)
  %kx691 = sext i32 %k691 to i64
  %vx691 = sext i32 %v691 to i64
  call void @check(i64 1382, i64 %kx691, i64 -2147483648)
  call void @check(i64 1383, i64 %vx691, i64 -2147483648)
  %p692 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 6
  %x692 = load i32, i32* %p692
  %k692 = xor i32 %x692, -1
  %v692 = call i32 @var.xor.i32(i32 %x692, i32 -1)
  %kx692 = sext i32 %k692 to i64
  %vx692 = sext i32 %v692 to i64
  call void @check(i64 1384, i64 %kx692, i64 2147483647)
  call void @check(i64 1385, i64 %vx692, i64 2147483647)
  ret void
}

define void @by.i32.2() {
entry:
  %p693 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 0
  %x693 = load i32, i32* %p693
  %k693 = mul i32 %x693, 2
  %v693 = call i32 @var.mul.i32(i32 %x693, i32 2)
  %kx693 = sext i32 %k693 to i64
  %vx693 = sext i32 %v693 to i64
  call void @check(i64 1386, i64 %kx693, i64 0)
  call void @check(i64 1387, i64 %vx693, i64 0)
  %p694 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 1
  %x694 = load i32, i32* %p694
  %k694 = mul i32 %x694, 2
  %v694 = call i32 @var.mul.i32(i32 %x694, i32 2)
  %kx694 = sext i32 %k694 to i64
  %vx694 = sext i32 %v694 to i64
  call void @check(i64 1388, i64 %kx694, i64 2)
  call void @check(i64 1389, i64 %vx694, i64 2)
  %p695 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 2
  %x695 = load i32, i32* %p695
  %k695 = mul i32 %x695, 2
  %v695 = call i32 @var.mul.i32(i32 %x695, i32 2)
  %kx695 = sext i32 %k695 to i64
  %vx695 = sext i32 %v695 to i64
  call void @check(i64 1390, i64 %kx695, i64 -2)
  call void @check(i64 1391, i64 %vx695, i64 -2)
  %p696 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 3
  %x696 = load i32, i32* %p696
  %k696 = mul i32 %x696, 2
  %v696 = call i32 @var.mul.i32(i32 %x696, i32 2)
  %kx696 = sext i32 %k696 to i64
  %vx696 = sext i32 %v696 to i64
  call void @check(i64 1392, i64 %kx696, i64 -14)
  call void @check(i64 1393, i64 %vx696, i64 -14)
  %p697 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 4
  %x697 = load i32, i32* %p697
  %k697 = mul i32 %x697, 2
  %v697 = call i32 @var.mul.i32(i32 %x697, i32 2)
  %kx697 = sext i32 %k697 to i64
  %vx697 = sext i32 %v697 to i64
  call void @check(i64 1394, i64 %kx697, i64 200)
  call void @check(i64 1395, i64 %vx697, i64 200)
  %p698 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 5
  %x698 = load i32, i32* %p698
  %k698 = mul i32 %x698, 2
  %v698 = call i32 @var.mul.i32(i32 %x698, i32 2)
  %kx698 = sext i32 %k698 to i64
  %vx698 = sext i32 %v698 to i64
  call void @check(i64 1396, i64 %kx698, i64 -2)
  call void @check(i64 1397, i64 %vx698, i64 -2)
  %p699 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 6
  %x699 = load i32, i32* %p699
  %k699 = mul i32 %x699, 2
  %v699 = call i32 @var.mul.i32(i32 %x699, i32 2)
  %kx699 = sext i32 %k699 to i64
  %vx699 = sext i32 %v699 to i64
  call void @check(i64 1398, i64 %kx699, i64 0)
  call void @check(i64 1399, i64 %vx699, i64 0)
  %p700 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 0
  %x700 = load i32, i32* %p700
  %k700 = and i32 %x700, 2
  %v700 = call i32 @var.and.i32(i32 %x700, i32 2)
  %kx700 = sext i32 %k700 to i64
  %vx700 = sext i32 %v700 to i64
  call void @check(i64 1400, i64 %kx700, i64 0)
  call void @check(i64 1401, i64 %vx700, i64 0)
  %p701 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 1
  %x701 = load i32, i32* %p701
  %k701 = and i32 %x701, 2
  %v701 = call i32 @var.and.i32(i32 %x701, i32 2)
  %kx701 = sext i32 %k701 to i64
  %vx701 = sext i32 %v701 to i64
  call void @check(i64 1402, i64 %kx701, i64 0)
  call void @check(i64 1403, i64 %vx701, i64 0)
  %p702 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 2
  %x702 = load i32, i32* %p702
  %k702 = and i32 %x702, 2
  %v702 = call i32 @var.and.i32(i32 %x702, i32 2)
  %kx702 = sext i32 %k702 to i64
  %vx702 = sext i32 %v702 to i64
  call void @check(i64 1404, i64 %kx702, i64 2)
  call void @check(i64 1405, i64 %vx702, i64 2)
  %p703 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 3
  %x703 = load i32, i32* %p703
  %k703 = and i32 %x703, 2
  %v703 = call i32 @var.and.i32(i32 %x703, i32 2)
  %kx703 = sext i32 %k703 to i64
  %vx703 = sext i32 %v703 to i64
  call void @check(i64 1406, i64 %kx703, i64 0)
  call void @check(i64 1407, i64 %vx703, i64 0)
  %p704 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 4
  %x704 = load i32, i32* %p704
  %k704 = and i32 %x704, 2
  %v704 = call i32 @var.and.i32(i32 %x704, i32 2)
  %kx704 = sext i32 %k704 to i64
  %vx704 = sext i32 %v704 to i64
  call void @check(i64 1408, i64 %kx704, i64 0)
  call void @check(i64 1409, i64 %vx704, i64 0)
  %p705 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 5
  %x705 = load i32, i32* %p705
  %k705 = and i32 %x705, 2
  %v705 = call i32 @var.and.i32(i32 %x705, i32 2)
  %kx705 = sext i32 %k705 to i64
  %vx705 = sext i32 %v705 to i64
  call void @check(i64 1410, i64 %kx705, i64 2)
  call void @check(i64 1411, i64 %vx705, i64 2)
  %p706 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 6
  %x706 = load i32, i32* %p706
  %k706 = and i32 %x706, 2
  %v706 = call i32 @var.and.i32(i32 %x706, i32 2)
  %kx706 = sext i32 %k706 to i64
  %vx706 = sext i32 %v706 to i64
  call void @check(i64 1412, i64 %kx706, i64 0)
  call void @check(i64 1413, i64 %vx706, i64 0)
  %p707 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 0
  %x707 = load i32, i32* %p707
  %k707 = or i32 %x707, 2
  %v707 = call i32 @var.or.i32(i32 %x707, i32 2)
  %kx707 = sext i32 %k707 to i64
  %vx707 = sext i32 %v707 to i64
  call void @check(i64 1414, i64 %kx707, i64 2)
  call void @check(i64 1415, i64 %vx707, i64 2)
  %p708 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 1
  %x708 = load i32, i32* %p708
  %k708 = or i32 %x708, 2
  %v708 = call i32 @var.or.i32(i32 %x708, i32 2)
  %kx708 = sext i32 %k708 to i64
  %vx708 = sext i32 %v708 to i64
  call void @check(i64 1416, i64 %kx708, i64 3)
  call void @check(i64 1417, i64 %vx708, i64 3)
  %p709 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 2
  %x709 = load i32, i32* %p709
  %k709 = or i32 %x709, 2
  %v709 = call i32 @var.or.i32(i32 %x709, i32 2)
  %kx709 = sext i32 %k709 to i64
  %vx709 = sext i32 %v709 to i64
  call void @check(i64 1418, i64 %kx709, i64 -1)
  call void @check(i64 1419, i64 %vx709, i64 -1)
  %p710 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 3
  %x710 = load i32, i32* %p710
  %k710 = or i32 %x710, 2
  %v710 = call i32 @var.or.i32(i32 %x710, i32 2)
  %kx710 = sext i32 %k710 to i64
  %vx710 = sext i32 %v710 to i64
  call void @check(i64 1420, i64 %kx710, i64 -5)
  call void @check(i64 1421, i64 %vx710, i64 -5)
  %p711 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 4
  %x711 = load i32, i32* %p711
  %k711 = or i32 %x711, 2
  %v711 = call i32 @var.or.i32(i32 %x711, i32 2)
  %kx711 = sext i32 %k711 to i64
  %vx711 = sext i32 %v711 to i64
  call void @check(i64 1422, i64 %kx711, i64 102)
  call void @check(i64 1423, i64 %vx711, i64 102)
  %p712 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 5
  %x712 = load i32, i32* %p712
  %k712 = or i32 %x712, 2
  %v712 = call i32 @var.or.i32(i32 %x712, i32 2)
  %kx712 = sext i32 %k712 to i64
  %vx712 = sext i32 %v712 to i64
  call void @check(i64 1424, i64 %kx712, i64 2147483647)
  call void @check(i64 1425, i64 %vx712, i64 2147483647)
  %p713 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 6
  %x713 = load i32, i32* %p713
  %k713 = or i32 %x713, 2
  %v713 = call i32 @var.or.i32(i32 %x713, i32 2)
  %kx713 = sext i32 %k713 to i64
  %vx713 = sext i32 %v713 to i64
  call void @check(i64 1426, i64 %kx713, i64 -2147483646)
  call void @check(i64 1427, i64 %vx713, i64 -2147483646)
  %p714 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 0
  %x714 = load i32, i32* %p714
  %k714 = xor i32 %x714, 2
  %v714 = call i32 @var.xor.i32(i32 %x714, i32 2)
  %kx714 = sext i32 %k714 to i64
  %vx714 = sext i32 %v714 to i64
  call void @check(i64 1428, i64 %kx714, i64 2)
  call void @check(i64 1429, i64 %vx714, i64 2)
  %p715 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 1
  %x715 = load i32, i32* %p715
  %k715 = xor i32 %x715, 2
  %v715 = call i32 @var.xor.i32(i32 %x715, i32 2)
  %kx715 = sext i32 %k715 to i64
  %vx715 = sext i32 %v715 to i64
  call void @check(i64 1430, i64 %kx715, i64 3)
  call void @check(i64 1431, i64 %vx715, i64 3)
  %p716 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 2
  %x716 = load i32, i32* %p716
  %k716 = xor i32 %x716, 2
  %v716 = call i32 @var.xor.i32(i32 %x716, i32 2)
  %kx716 = sext i32 %k716 to i64
  %vx716 = sext i32 %v716 to i64
  call void @check(i64 1432, i64 %kx716, i64 -3)
  call void @check(i64 1433, i64 %vx716, i64 -3)
  %p717 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 3
  %x717 = load i32, i32* %p717
  %k717 = xor i32 %x717, 2
  %v717 = call i32 @var.xor.i32(i32 %x717, i32 2)
  %kx717 = sext i32 %k717 to i64
  %vx717 = sext i32 %v717 to i64
  call void @check(i64 1434, i64 %kx717, i64 -5)
  call void @check(i64 1435, i64 %vx717, i64 -5)
  %p718 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 4
  %x718 = load i32, i32* %p718
  %k718 = xor i32 %x718, 2
  %v718 = call i32 @var.xor.i32(i32 %x718, i32 2)
  %kx718 = sext i32 %k718 to i64
  %vx718 = sext i32 %v718 to i64
  call void @check(i64 1436, i64 %kx718, i64 102)
  call void @check(i64 1437, i64 %vx718, i64 102)
  %p719 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 5
  %x719 = load i32, i32* %p719
  %k719 = xor i32 %x719, 2
  %v719 = call i32 @var.xor.i32(i32 %x719, i32 2)
  %kx719 = sext i32 %k719 to i64
  %vx719 = sext i32 %v719 to i64
  call void @check(i64 1438, i64 %kx719, i64 2147483645)
  call void @check(i64 1439, i64 %vx719, i64 2147483645)
  %p720 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 6
  %x720 = load i32, i32* %p720
  %k720 = xor i32 %x720, 2
  %v720 = call i32 @var.xor.i32(i32 %x720, i32 2)
  %kx720 = sext i32 %k720 to i64
  %vx720 = sext i32 %v720 to i64
  call void @check(i64 1440, i64 %kx720, i64 -2147483646)
  call void @check(i64 1441, i64 %vx720, i64 -2147483646)
  ret void
}

define void @by.i32.3() {
entry:
  %p721 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 0
  %x721 = load i32, i32* %p721
  %k721 = mul i32 %x721, 3
  %v721 = call i32 @var.mul.i32(i32 %x721, i32 3)
  %kx721 = sext i32 %k721 to i64
  %vx721 = sext i32 %v721 to i64
  call void @check(i64 1442, i64 %kx721, i64 0)
  call void @check(i64 1443, i64 %vx721, i64 0)
  %p722 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 1
  %x722 = load i32, i32* %p722
  %k722 = mul i32 %x722, 3
  %v722 = call i32 @var.mul.i32(i32 %x722, i32 3)
  %kx722 = sext i32 %k722 to i64
  %vx722 = sext i32 %v722 to i64
  call void @check(i64 1444, i64 %kx722, i64 3)
  call void @check(i64 1445, i64 %vx722, i64 3)
  %p723 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 2
  %x723 = load i32, i32* %p723
  %k723 = mul i32 %x723, 3
  %v723 = call i32 @var.mul.i32(i32 %x723, i32 3)
  %kx723 = sext i32 %k723 to i64
  %vx723 = sext i32 %v723 to i64
  call void @check(i64 1446, i64 %kx723, i64 -3)
  call void @check(i64 1447, i64 %vx723, i64 -3)
  %p724 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 3
  %x724 = load i32, i32* %p724
  %k724 = mul i32 %x724, 3
  %v724 = call i32 @var.mul.i32(i32 %x724, i32 3)
  %kx724 = sext i32 %k724 to i64
  %vx724 = sext i32 %v724 to i64
  call void @check(i64 1448, i64 %kx724, i64 -21)
  call void @check(i64 1449, i64 %vx724, i64 -21)
  %p725 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 4
  %x725 = load i32, i32* %p725
  %k725 = mul i32 %x725, 3
  %v725 = call i32 @var.mul.i32(i32 %x725, i32 3)
  %kx725 = sext i32 %k725 to i64
  %vx725 = sext i32 %v725 to i64
  call void @check(i64 1450, i64 %kx725, i64 300)
  call void @check(i64 1451, i64 %vx725, i64 300)
  %p726 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 5
  %x726 = load i32, i32* %p726
  %k726 = mul i32 %x726, 3
  %v726 = call i32 @var.mul.i32(i32 %x726, i32 3)
  %kx726 = sext i32 %k726 to i64
  %vx726 = sext i32 %v726 to i64
  call void @check(i64 1452, i64 %kx726, i64 2147483645)
  call void @check(i64 1453, i64 %vx726, i64 2147483645)
  %p727 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 6
  %x727 = load i32, i32* %p727
  %k727 = mul i32 %x727, 3
  %v727 = call i32 @var.mul.i32(i32 %x727, i32 3)
  %kx727 = sext i32 %k727 to i64
  %vx727 = sext i32 %v727 to i64
  call void @check(i64 1454, i64 %kx727, i64 -2147483648)
  call void @check(i64 1455, i64 %vx727, i64 -2147483648)
  %p728 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 0
  %x728 = load i32, i32* %p728
  %k728 = and i32 %x728, 3
  %v728 = call i32 @var.and.i32(i32 %x728, i32 3)
  %kx728 = sext i32 %k728 to i64
  %vx728 = sext i32 %v728 to i64
  call void @check(i64 1456, i64 %kx728, i64 0)
  call void @check(i64 1457, i64 %vx728, i64 0)
  %p729 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 1
  %x729 = load i32, i32* %p729
  %k729 = and i32 %x729, 3
  %v729 = call i32 @var.and.i32(i32 %x729, i32 3)
  %kx729 = sext i32 %k729 to i64
  %vx729 = sext i32 %v729 to i64
  call void @check(i64 1458, i64 %kx729, i64 1)
  call void @check(i64 1459, i64 %vx729, i64 1)
  %p730 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 2
  %x730 = load i32, i32* %p730
  %k730 = and i32 %x730, 3
  %v730 = call i32 @var.and.i32(i32 %x730, i32 3)
  %kx730 = sext i32 %k730 to i64
  %vx730 = sext i32 %v730 to i64
  call void @check(i64 1460, i64 %kx730, i64 3)
  call void @check(i64 1461, i64 %vx730, i64 3)
  %p731 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 3
  %x731 = load i32, i32* %p731
  %k731 = and i32 %x731, 3
  %v731 = call i32 @var.and.i32(i32 %x731, i32 3)
  %kx731 = sext i32 %k731 to i64
  %vx731 = sext i32 %v731 to i64
  call void @check(i64 1462, i64 %kx731, i64 1)
  call void @check(i64 1463, i64 %vx731, i64 1)
  %p732 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 4
  %x732 = load i32, i32* %p732
  %k732 = and i32 %x732, 3
  %v732 = call i32 @var.and.i32(i32 %x732, i32 3)
  %kx732 = sext i32 %k732 to i64
  %vx732 = sext i32 %v732 to i64
  call void @check(i64 1464, i64 %kx732, i64 0)
  call void @check(i64 1465, i64 %vx732, i64 0)
  %p733 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 5
  %x733 = load i32, i32* %p733
  %k733 = and i32 %x733, 3
  %v733 = call i32 @var.and.i32(i32 %x733, i32 3)
  %kx733 = sext i32 %k733 to i64
  %vx733 = sext i32 %v733 to i64
  call void @check(i64 1466, i64 %kx733, i64 3)
  call void @check(i64 1467, i64 %vx733, i64 3)
  %p734 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 6
  %x734 = load i32, i32* %p734
  %k734 = and i32 %x734, 3
  %v734 = call i32 @var.and.i32(i32 %x734, i32 3)
  %kx734 = sext i32 %k734 to i64
  %vx734 = sext i32 %v734 to i64
  call void @check(i64 1468, i64 %kx734, i64 0)
  call void @check(i64 1469, i64 %vx734, i64 0)
  %p735 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 0
  %x735 = load i32, i32* %p735
  %k735 = or i32 %x735, 3
  %v735 = call i32 @var.or.i32(i32 %x735, i32 3)
  %kx735 = sext i32 %k735 to i64
  %vx735 = sext i32 %v735 to i64
  call void @check(i64 1470, i64 %kx735, i64 3)
  call void @check(i64 1471, i64 %vx735, i64 3)
  %p736 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 1
  %x736 = load i32, i32* %p736
  %k736 = or i32 %x736, 3
  %v736 = call i32 @var.or.i32(i32 %x736, i32 3)
  %kx736 = sext i32 %k736 to i64
  %vx736 = sext i32 %v736 to i64
  call void @check(i64 1472, i64 %kx736, i64 3)
  call void @check(i64 1473, i64 %vx736, i64 3)
  %p737 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 2
  %x737 = load i32, i32* %p737
  %k737 = or i32 %x737, 3
  %v737 = call i32 @var.or.i32(i32 %x737, i32 3)
  %kx737 = sext i32 %k737 to i64
  %vx737 = sext i32 %v737 to i64
  call void @check(i64 1474, i64 %kx737, i64 -1)
  call void @check(i64 1475, i64 %vx737, i64 -1)
  %p738 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 3
  %x738 = load i32, i32* %p738
  %k738 = or i32 %x738, 3
  %v738 = call i32 @var.or.i32(i32 %x738, i32 3)
  %kx738 = sext i32 %k738 to i64
  %vx738 = sext i32 %v738 to i64
  call void @check(i64 1476, i64 %kx738, i64 -5)
  call void @check(i64 1477, i64 %vx738, i64 -5)
  %p739 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 4
  %x739 = load i32, i32* %p739
  %k739 = or i32 %x739, 3
  %v739 = call i32 @var.or.i32(i32 %x739, i32 3)
  %kx739 = sext i32 %k739 to i64
  %vx739 = sext i32 %v739 to i64
  call void @check(i64 1478, i64 %kx739, i64 103)
  call void @check(i64 1479, i64 %vx739, i64 103)
  %p740 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 5
  %x740 = load i32, i32* %p740
  %k740 = or i32 %x740, 3
  %v740 = call i32 @var.or.i32(i32 %x740, i32 3)
  %kx740 = sext i32 %k740 to i64
  %vx740 = sext i32 %v740 to i64
  call void @check(i64 1480, i64 %kx740, i64 2147483647)
  call void @check(i64 1481, i64 %vx740, i64 2147483647)
  %p741 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 6
  %x741 = load i32, i32* %p741
  %k741 = or i32 %x741, 3
  %v741 = call i32 @var.or.i32(i32 %x741, i32 3)
  %kx741 = sext i32 %k741 to i64
  %vx741 = sext i32 %v741 to i64
  call void @check(i64 1482, i64 %kx741, i64 -2147483645)
  call void @check(i64 1483, i64 %vx741, i64 -2147483645)
  %p742 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 0
  %x742 = load i32, i32* %p742
  %k742 = xor i32 %x742, 3
  %v742 = call i32 @var.xor.i32(i32 %x742, i32 3)
  %kx742 = sext i32 %k742 to i64
  %vx742 = sext i32 %v742 to i64
  call void @check(i64 1484, i64 %kx742, i64 3)
  call void @check(i64 1485, i64 %vx742, i64 3)
  %p743 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 1
  %x743 = load i32, i32* %p743
  %k743 = xor i32 %x743, 3
  %v743 = call i32 @var.xor.i32(i32 %x743, i32 3)
  %kx743 = sext i32 %k743 to i64
  %vx743 = sext i32 %v743 to i64
  call void @check(i64 1486, i64 %kx743, i64 2)
  call void @check(i64 1487, i64 %vx743, i64 2)
  %p744 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 2
  %x744 = load i32, i32* %p744
  %k744 = xor i32 %x744, 3
  %v744 = call i32 @var.xor.i32(i32 %x744, i32 3)
  %kx744 = sext i32 %k744 to i64
  %vx744 = sext i32 %v744 to i64
  call void @check(i64 1488, i64 %kx744, i64 -4)
  call void @check(i64 1489, i64 %vx744, i64 -4)
  %p745 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 3
  %x745 = load i32, i32* %p745
  %k745 = xor i32 %x745, 3
  %v745 = call i32 @var.xor.i32(i32 %x745, i32 3)
  %kx745 = sext i32 %k745 to i64
  %vx745 = sext i32 %v745 to i64
  call void @check(i64 1490, i64 %kx745, i64 -6)
  call void @check(i64 1491, i64 %vx745, i64 -6)
  %p746 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 4
  %x746 = load i32, i32* %p746
  %k746 = xor i32 %x746, 3
  %v746 = call i32 @var.xor.i32(i32 %x746, i32 3)
  %kx746 = sext i32 %k746 to i64
  %vx746 = sext i32 %v746 to i64
  call void @check(i64 1492, i64 %kx746, i64 103)
  call void @check(i64 1493, i64 %vx746, i64 103)
  %p747 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 5
  %x747 = load i32, i32* %p747
  %k747 = xor i32 %x747, 3
  %v747 = call i32 @var.xor.i32(i32 %x747, i32 3)
  %kx747 = sext i32 %k747 to i64
  %vx747 = sext i32 %v747 to i64
  call void @check(i64 1494, i64 %kx747, i64 2147483644)
  call void @check(i64 1495, i64 %vx747, i64 2147483644)
  %p748 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 6
  %x748 = load i32, i32* %p748
  %k748 = xor i32 %x748, 3
  %v748 = call i32 @var.xor.i32(i32 %x748, i32 3)
  %kx748 = sext i32 %k748 to i64
  %vx748 = sext i32 %v748 to i64
  call void @check(i64 1496, i64 %kx748, i64 -2147483645)
  call void @check(i64 1497, i64 %vx748, i64 -2147483645)
  ret void
}

define void @by.i32.5() {
entry:
  %p749 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 0
  %x749 = load i32, i32* %p749
  %k749 = mul i32 %x749, 5
  %v749 = call i32 @var.mul.i32(i32 %x749, i32 5)
  %kx749 = sext i32 %k749 to i64
  %vx749 = sext i32 %v749 to i64
  call void @check(i64 1498, i64 %kx749, i64 0)
  call void @check(i64 1499, i64 %vx749, i64 0)
  %p750 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 1
  %x750 = load i32, i32* %p750
  %k750 = mul i32 %x750, 5
  %v750 = call i32 @var.mul.i32(i32 %x750, i32 5)
  %kx750 = sext i32 %k750 to i64
  %vx750 = sext i32 %v750 to i64
  call void @check(i64 1500, i64 %kx750, i64 5)
  call void @check(i64 1501, i64 %vx750, i64 5)
  %p751 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 2
  %x751 = load i32, i32* %p751
  %k751 = mul i32 %x751, 5
  %v751 = call i32 @var.mul.i32(i32 %x751, i32 5)
  %kx751 = sext i32 %k751 to i64
  %vx751 = sext i32 %v751 to i64
  call void @check(i64 1502, i64 %kx751, i64 -5)
  call void @check(i64 1503, i64 %vx751, i64 -5)
  %p752 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 3
  %x752 = load i32, i32* %p752
  %k752 = mul i32 %x752, 5
  %v752 = call i32 @var.mul.i32(i32 %x752, i32 5)
  %kx752 = sext i32 %k752 to i64
  %vx752 = sext i32 %v752 to i64
  call void @check(i64 1504, i64 %kx752, i64 -35)
  call void @check(i64 1505, i64 %vx752, i64 -35)
  %p753 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 4
  %x753 = load i32, i32* %p753
  %k753 = mul i32 %x753, 5
  %v753 = call i32 @var.mul.i32(i32 %x753, i32 5)
  %kx753 = sext i32 %k753 to i64
  %vx753 = sext i32 %v753 to i64
  call void @check(i64 1506, i64 %kx753, i64 500)
  call void @check(i64 1507, i64 %vx753, i64 500)
  %p754 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 5
  %x754 = load i32, i32* %p754
  %k754 = mul i32 %x754, 5
  %v754 = call i32 @var.mul.i32(i32 %x754, i32 5)
  %kx754 = sext i32 %k754 to i64
  %vx754 = sext i32 %v754 to i64
  call void @check(i64 1508, i64 %kx754, i64 2147483643)
  call void @check(i64 1509, i64 %vx754, i64 2147483643)
  %p755 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 6
  %x755 = load i32, i32* %p755
  %k755 = mul i32 %x755, 5
  %v755 = call i32 @var.mul.i32(i32 %x755, i32 5)
  %kx755 = sext i32 %k755 to i64
  %vx755 = sext i32 %v755 to i64
  call void @check(i64 1510, i64 %kx755, i64 -2147483648)
  call void @check(i64 1511, i64 %vx755, i64 -2147483648)
  %p756 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 0
  %x756 = load i32, i32* %p756
  %k756 = and i32 %x756, 5
  %v756 = call i32 @var.and.i32(i32 %x756, i32 5)
  %kx756 = sext i32 %k756 to i64
  %vx756 = sext i32 %v756 to i64
  call void @check(i64 1512, i64 %kx756, i64 0)
  call void @check(i64 1513, i64 %vx756, i64 0)
  %p757 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 1
  %x757 = load i32, i32* %p757
  %k757 = and i32 %x757, 5
  %v757 = call i32 @var.and.i32(i32 %x757, i32 5)
  %kx757 = sext i32 %k757 to i64
  %vx757 = sext i32 %v757 to i64
  call void @check(i64 1514, i64 %kx757, i64 1)
  call void @check(i64 1515, i64 %vx757, i64 1)
  %p758 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 2
  %x758 = load i32, i32* %p758
  %k758 = and i32 %x758, 5
  %v758 = call i32 @var.and.i32(i32 %x758, i32 5)
  %kx758 = sext i32 %k758 to i64
  %vx758 = sext i32 %v758 to i64
  call void @check(i64 1516, i64 %kx758, i64 5)
  call void @check(i64 1517, i64 %vx758, i64 5)
  %p759 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 3
  %x759 = load i32, i32* %p759
  %k759 = and i32 %x759, 5
  %v759 = call i32 @var.and.i32(i32 %x759, i32 5)
  %kx759 = sext i32 %k759 to i64
  %vx759 = sext i32 %v759 to i64
  call void @check(i64 1518, i64 %kx759, i64 1)
  call void @check(i64 1519, i64 %vx759, i64 1)
  %p760 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 4
  %x760 = load i32, i32* %p760
  %k760 = and i32 %x760, 5
  %v760 = call i32 @var.and.i32(i32 %x760, i32 5)
  %kx760 = sext i32 %k760 to i64
  %vx760 = sext i32 %v760 to i64
  call void @check(i64 1520, i64 %kx760, i64 4)
  call void @check(i64 1521, i64 %vx760, i64 4)
  %p761 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 5
  %x761 = load i32, i32* %p761
  %k761 = and i32 %x761, 5
  %v761 = call i32 @var.and.i32(i32 %x761, i32 5)
  %kx761 = sext i32 %k761 to i64
  %vx761 = sext i32 %v761 to i64
  call void @check(i64 1522, i64 %kx761, i64 5)
  call void @check(i64 1523, i64 %vx761, i64 5)
  %p762 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 6
  %x762 = load i32, i32* %p762
  %k762 = and i32 %x762, 5
  %v762 = call i32 @var.and.i32(i32 %x762, i32 5)
  %kx762 = sext i32 %k762 to i64
  %vx762 = sext i32 %v762 to i64
  call void @check(i64 1524, i64 %kx762, i64 0)
  call void @check(i64 1525, i64 %vx762, i64 0)
  %p763 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 0
  %x763 = load i32, i32* %p763
  %k763 = or i32 %x763, 5
  %v763 = call i32 @var.or.i32(i32 %x763, i32 5)
  %kx763 = sext i32 %k763 to i64
  %vx763 = sext i32 %v763 to i64
  call void @check(i64 1526, i64 %kx763, i64 5)
  call void @check(i64 1527, i64 %vx763, i64 5)
  %p764 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 1
  %x764 = load i32, i32* %p764
  %k764 = or i32 %x764, 5
  %v764 = call i32 @var.or.i32(i32 %x764, i32 5)
  %kx764 = sext i32 %k764 to i64
  %vx764 = sext i32 %v764 to i64
  call void @check(i64 1528, i64 %kx764, i64 5)
  call void @check(i64 1529, i64 %vx764, i64 5)
  %p765 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 2
  %x765 = load i32, i32* %p765
  %k765 = or i32 %x765, 5
  %v765 = call i32 @var.or.i32(i32 %x765, i32 5)
  %kx765 = sext i32 %k765 to i64
  %vx765 = sext i32 %v765 to i64
  call void @check(i64 1530, i64 %kx765, i64 -1)
  call void @check(i64 1531, i64 %vx765, i64 -1)
  %p766 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 3
  %x766 = load i32, i32* %p766
  %k766 = or i32 %x766, 5
  %v766 = call i32 @var.or.i32(i32 %x766, i32 5)
  %kx766 = sext i32 %k766 to i64
  %vx766 = sext i32 %v766 to i64
  call void @check(i64 1532, i64 %kx766, i64 -3)
  call void @check(i64 1533, i64 %vx766, i64 -3)
  %p767 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 4
  %x767 = load i32, i32* %p767
  %k767 = or i32 %x767, 5
  %v767 = call i32 @var.or.i32(i32 %x767, i32 5)
  %kx767 = sext i32 %k767 to i64
  %vx767 = sext i32 %v767 to i64
  call void @check(i64 1534, i64 %kx767, i64 101)
  call void @check(i64 1535, i64 %vx767, i64 101)
  %p768 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 5
  %x768 = load i32, i32* %p768
  %k768 = or i32 %x768, 5
  %v768 = call i32 @var.or.i32(i32 %x768, i32 5)
  %kx768 = sext i32 %k768 to i64
  %vx768 = sext i32 %v768 to i64
  call void @check(i64 1536, i64 %kx768, i64 2147483647)
  call void @check(i64 1537, i64 %vx768, i64 2147483647)
  %p769 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 6
  %x769 = load i32, i32* %p769
  %k769 = or i32 %x769, 5
  %v769 = call i32 @var.or.i32(i32 %x769, i32 5)
  %kx769 = sext i32 %k769 to i64
  %vx769 = sext i32 %v769 to i64
  call void @check(i64 1538, i64 %kx769, i64 -2147483643)
  call void @check(i64 1539, i64 %vx769, i64 -2147483643)
  %p770 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 0
  %x770 = load i32, i32* %p770
  %k770 = xor i32 %x770, 5
  %v770 = call i32 @var.xor.i32(i32 %x770, i32 5)
  %kx770 = sext i32 %k770 to i64
  %vx770 = sext i32 %v770 to i64
  call void @check(i64 1540, i64 %kx770, i64 5)
  call void @check(i64 1541, i64 %vx770, i64 5)
  %p771 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 1
  %x771 = load i32, i32* %p771
  %k771 = xor i32 %x771, 5
  %v771 = call i32 @var.xor.i32(i32 %x771, i32 5)
  %kx771 = sext i32 %k771 to i64
  %vx771 = sext i32 %v771 to i64
  call void @check(i64 1542, i64 %kx771, i64 4)
  call void @check(i64 1543, i64 %vx771, i64 4)
  %p772 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 2
  %x772 = load i32, i32* %p772
  %k772 = xor i32 %x772, 5
  %v772 = call i32 @var.xor.i32(i32 %x772, i32 5)
  %kx772 = sext i32 %k772 to i64
  %vx772 = sext i32 %v772 to i64
  call void @check(i64 1544, i64 %kx772, i64 -6)
  call void @check(i64 1545, i64 %vx772, i64 -6)
  %p773 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 3
  %x773 = load i32, i32* %p773
  %k773 = xor i32 %x773, 5
  %v773 = call i32 @var.xor.i32(i32 %x773, i32 5)
  %kx773 = sext i32 %k773 to i64
  %vx773 = sext i32 %v773 to i64
  call void @check(i64 1546, i64 %kx773, i64 -4)
  call void @check(i64 1547, i64 %vx773, i64 -4)
  %p774 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 4
  %x774 = load i32, i32* %p774
  %k774 = xor i32 %x774, 5
  %v774 = call i32 @var.xor.i32(i32 %x774, i32 5)
  %kx774 = sext i32 %k774 to i64
  %vx774 = sext i32 %v774 to i64
  call void @check(i64 1548, i64 %kx774, i64 97)
  call void @check(i64 1549, i64 %vx774, i64 97)
  %p775 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 5
  %x775 = load i32, i32* %p775
  %k775 = xor i32 %x775, 5
  %v775 = call i32 @var.xor.i32(i32 %x775, i32 5)
  %kx775 = sext i32 %k775 to i64
  %vx775 = sext i32 %v775 to i64
  call void @check(i64 1550, i64 %kx775, i64 2147483642)
  call void @check(i64 1551, i64 %vx775, i64 2147483642)
  %p776 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 6
  %x776 = load i32, i32* %p776
  %k776 = xor i32 %x776, 5
  %v776 = call i32 @var.xor.i32(i32 %x776, i32 5)
  %kx776 = sext i32 %k776 to i64
  %vx776 = sext i32 %v776 to i64
  call void @check(i64 1552, i64 %kx776, i64 -2147483643)
  call void @check(i64 1553, i64 %vx776, i64 -2147483643)
  ret void
}

define void @by.i32.7() {
entry:
  %p777 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 0
  %x777 = load i32, i32* %p777
  %k777 = mul i32 %x777, 7
  %v777 = call i32 @var.mul.i32(i32 %x777, i32 7)
  %kx777 = sext i32 %k777 to i64
  %vx777 = sext i32 %v777 to i64
  call void @check(i64 1554, i64 %kx777, i64 0)
  call void @check(i64 1555, i64 %vx777, i64 0)
  %p778 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 1
  %x778 = load i32, i32* %p778
  %k778 = mul i32 %x778, 7
  %v778 = call i32 @var.mul.i32(i32 %x778, i32 7)
  %kx778 = sext i32 %k778 to i64
  %vx778 = sext i32 %v778 to i64
  call void @check(i64 1556, i64 %kx778, i64 7)
  call void @check(i64 1557, i64 %vx778, i64 7)
  %p779 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 2
  %x779 = load i32, i32* %p779
  %k779 = mul i32 %x779, 7
  %v779 = call i32 @var.mul.i32(i32 %x779, i32 7)
  %kx779 = sext i32 %k779 to i64
  %vx779 = sext i32 %v779 to i64
  call void @check(i64 1558, i64 %kx779, i64 -7)
  call void @check(i64 1559, i64 %vx779, i64 -7)
  %p780 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 3
  %x780 = load i32, i32* %p780
  %k780 = mul i32 %x780, 7
  %v780 = call i32 @var.mul.i32(i32 %x780, i32 7)
  %kx780 = sext i32 %k780 to i64
  %vx780 = sext i32 %v780 to i64
  call void @check(i64 1560, i64 %kx780, i64 -49)
  call void @check(i64 1561, i64 %vx780, i64 -49)
  %p781 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 4
  %x781 = load i32, i32* %p781
  %k781 = mul i32 %x781, 7
  %v781 = call i32 @var.mul.i32(i32 %x781, i32 7)
  %kx781 = sext i32 %k781 to i64
  %vx781 = sext i32 %v781 to i64
  call void @check(i64 1562, i64 %kx781, i64 700)
  call void @check(i64 1563, i64 %vx781, i64 700)
  %p782 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 5
  %x782 = load i32, i32* %p782
  %k782 = mul i32 %x782, 7
  %v782 = call i32 @var.mul.i32(i32 %x782, i32 7)
  %kx782 = sext i32 %k782 to i64
  %vx782 = sext i32 %v782 to i64
  call void @check(i64 1564, i64 %kx782, i64 2147483641)
  call void @check(i64 1565, i64 %vx782, i64 2147483641)
  %p783 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 6
  %x783 = load i32, i32* %p783
  %k783 = mul i32 %x783, 7
  %v783 = call i32 @var.mul.i32(i32 %x783, i32 7)
  %kx783 = sext i32 %k783 to i64
  %vx783 = sext i32 %v783 to i64
  call void @check(i64 1566, i64 %kx783, i64 -2147483648)
  call void @check(i64 1567, i64 %vx783, i64 -2147483648)
  %p784 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 0
  %x784 = load i32, i32* %p784
  %k784 = and i32 %x784, 7
  %v784 = call i32 @var.and.i32(i32 %x784, i32 7)
  %kx784 = sext i32 %k784 to i64
  %vx784 = sext i32 %v784 to i64
  call void @check(i64 1568, i64 %kx784, i64 0)
  call void @check(i64 1569, i64 %vx784, i64 0)
  %p785 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 1
  %x785 = load i32, i32* %p785
  %k785 = and i32 %x785, 7
  %v785 = call i32 @var.and.i32(i32 %x785, i32 7)
  %kx785 = sext i32 %k785 to i64
  %vx785 = sext i32 %v785 to i64
  call void @check(i64 1570, i64 %kx785, i64 1)
  call void @check(i64 1571, i64 %vx785, i64 1)
  %p786 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 2
  %x786 = load i32, i32* %p786
  %k786 = and i32 %x786, 7
  %v786 = call i32 @var.and.i32(i32 %x786, i32 7)
  %kx786 = sext i32 %k786 to i64
  %vx786 = sext i32 %v786 to i64
  call void @check(i64 1572, i64 %kx786, i64 7)
  call void @check(i64 1573, i64 %vx786, i64 7)
  %p787 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 3
  %x787 = load i32, i32* %p787
  %k787 = and i32 %x787, 7
  %v787 = call i32 @var.and.i32(i32 %x787, i32 7)
  %kx787 = sext i32 %k787 to i64
  %vx787 = sext i32 %v787 to i64
  call void @check(i64 1574, i64 %kx787, i64 1)
  call void @check(i64 1575, i64 %vx787, i64 1)
  %p788 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 4
  %x788 = load i32, i32* %p788
  %k788 = and i32 %x788, 7
  %v788 = call i32 @var.and.i32(i32 %x788, i32 7)
  %kx788 = sext i32 %k788 to i64
  %vx788 = sext i32 %v788 to i64
  call void @check(i64 1576, i64 %kx788, i64 4)
  call void @check(i64 1577, i64 %vx788, i64 4)
  %p789 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 5
  %x789 = load i32, i32* %p789
  %k789 = and i32 %x789, 7
  %v789 = call i32 @var.and.i32(i32 %x789, i32 7)
  %kx789 = sext i32 %k789 to i64
  %vx789 = sext i32 %v789 to i64
  call void @check(i64 1578, i64 %kx789, i64 7)
  call void @check(i64 1579, i64 %vx789, i64 7)
  %p790 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 6
  %x790 = load i32, i32* %p790
  %k790 = and i32 %x790, 7
  %v790 = call i32 @var.and.i32(i32 %x790, i32 7)
  %kx790 = sext i32 %k790 to i64
  %vx790 = sext i32 %v790 to i64
  call void @check(i64 1580, i64 %kx790, i64 0)
  call void @check(i64 1581, i64 %vx790, i64 0)
  %p791 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 0
  %x791 = load i32, i32* %p791
  %k791 = or i32 %x791, 7
  %v791 = call i32 @var.or.i32(i32 %x791, i32 7)
  %kx791 = sext i32 %k791 to i64
  %vx791 = sext i32 %v791 to i64
  call void @check(i64 1582, i64 %kx791, i64 7)
  call void @check(i64 1583, i64 %vx791, i64 7)
  %p792 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 1
  %x792 = load i32, i32* %p792
  %k792 = or i32 %x792, 7
  %v792 = call i32 @var.or.i32(i32 %x792, i32 7)
  %kx792 = sext i32 %k792 to i64
  %vx792 = sext i32 %v792 to i64
  call void @check(i64 1584, i64 %kx792, i64 7)
  call void @check(i64 1585, i64 %vx792, i64 7)
  %p793 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 2
  %x793 = load i32, i32* %p793
  %k793 = or i32 %x793, 7
  %v793 = call i32 @var.or.i32(i32 %x793, i32 7)
  %kx793 = sext i32 %k793 to i64
  %vx793 = sext i32 %v793 to i64
  call void @check(i64 1586, i64 %kx793, i64 -1)
  call void @check(i64 1587, i64 %vx793, i64 -1)
  %p794 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 3
  %x794 = load i32, i32* %p794
  %k794 = or i32 %x794, 7
  %v794 = call i32 @var.or.i32(i32 %x794, i32 7)
  %kx794 = sext i32 %k794 to i64
  %vx794 = sext i32 %v794 to i64
  call void @check(i64 1588, i64 %kx794, i64 -1)
  call void @check(i64 1589, i64 %vx794, i64 -1)
  %p795 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 4
  %x795 = load i32, i32* %p795
  %k795 = or i32 %x795, 7
  %v795 = call i32 @var.or.i32(i32 %x795, i32 7)
  %kx795 = sext i32 %k795 to i64
  %vx795 = sext i32 %v795 to i64
  call void @check(i64 1590, i64 %kx795, i64 103)
  call void @check(i64 1591, i64 %vx795, i64 103)
  %p796 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 5
  %x796 = load i32, i32* %p796
  %k796 = or i32 %x796, 7
  %v796 = call i32 @var.or.i32(i32 %x796, i32 7)
  %kx796 = sext i32 %k796 to i64
  %vx796 = sext i32 %v796 to i64
  call void @check(i64 1592, i64 %kx796, i64 2147483647)
  call void @check(i64 1593, i64 %vx796, i64 2147483647)
  %p797 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 6
  %x797 = load i32, i32* %p797
  %k797 = or i32 %x797, 7
  %v797 = call i32 @var.or.i32(i32 %x797, i32 7)
  %kx797 = sext i32 %k797 to i64
  %vx797 = sext i32 %v797 to i64
  call void @check(i64 1594, i64 %kx797, i64 -2147483641)
  call void @check(i64 1595, i64 %vx797, i64 -2147483641)
  %p798 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 0
  %x798 = load i32, i32* %p798
  %k798 = xor i32 %x798, 7
  %v798 = call i32 @var.xor.i32(i32 %x798, i32 7)
  %kx798 = sext i32 %k798 to i64
  %vx798 = sext i32 %v798 to i64
  call void @check(i64 1596, i64 %kx798, i64 7)
  call void @check(i64 1597, i64 %vx798, i64 7)
  %p799 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 1
  %x799 = load i32, i32* %p799
  %k799 = xor i32 %x799, 7
  %v799 = call i32 @var.xor.i32(i32 %x799, i32 7)
  %kx799 = sext i32 %k799 to i64
  %vx799 = sext i32 %v799 to i64
  call void @check(i64 1598, i64 %kx799, i64 6)
  call void @check(i64 1599, i64 %vx799, i64 6)
  %p800 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 2
  %x800 = load i32, i32* %p800
  %k800 = xor i32 %x800, 7
  %v800 = call i32 @var.xor.i32(i32 %x800, i32 7)
  %kx800 = sext i32 %k800 to i64
  %vx800 = sext i32 %v800 to i64
  call void @check(i64 1600, i64 %kx800, i64 -8)
  call void @check(i64 1601, i64 %vx800, i64 -8)
  %p801 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 3
  %x801 = load i32, i32* %p801
  %k801 = xor i32 %x801, 7
  %v801 = call i32 @var.xor.i32(i32 %x801, i32 7)
  %kx801 = sext i32 %k801 to i64
  %vx801 = sext i32 %v801 to i64
  call void @check(i64 1602, i64 %kx801, i64 -2)
  call void @check(i64 1603, i64 %vx801, i64 -2)
  %p802 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 4
  %x802 = load i32, i32* %p802
  %k802 = xor i32 %x802, 7
  %v802 = call i32 @var.xor.i32(i32 %x802, i32 7)
  %kx802 = sext i32 %k802 to i64
  %vx802 = sext i32 %v802 to i64
  call void @check(i64 1604, i64 %kx802, i64 99)
  call void @check(i64 1605, i64 %vx802, i64 99)
  %p803 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 5
  %x803 = load i32, i32* %p803
  %k803 = xor i32 %x803, 7
  %v803 = call i32 @var.xor.i32(i32 %x803, i32 7)
  %kx803 = sext i32 %k803 to i64
  %vx803 = sext i32 %v803 to i64
  call void @check(i64 1606, i64 %kx803, i64 2147483640)
  call void @check(i64 1607, i64 %vx803, i64 2147483640)
  %p804 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 6
  %x804 = load i32, i32* %p804
  %k804 = xor i32 %x804, 7
  %v804 = call i32 @var.xor.i32(i32 %x804, i32 7)
  %kx804 = sext i32 %k804 to i64
  %vx804 = sext i32 %v804 to i64
  call void @check(i64 1608, i64 %kx804, i64 -2147483641)
  call void @check(i64 1609, i64 %vx804, i64 -2147483641)
  ret void
}

define void @by.i32.9() {
entry:
  %p805 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 0
  %x805 = load i32, i32* %p805
  %k805 = mul i32 %x805, 9
  %v805 = call i32 @var.mul.i32(i32 %x805, i32 9)
  %kx805 = sext i32 %k805 to i64
  %vx805 = sext i32 %v805 to i64
  call void @check(i64 1610, i64 %kx805, i64 0)
  call void @check(i64 1611, i64 %vx805, i64 0)
  %p806 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 1
  %x806 = load i32, i32* %p806
  %k806 = mul i32 %x806, 9
  %v806 = call i32 @var.mul.i32(i32 %x806, i32 9)
  %kx806 = sext i32 %k806 to i64
  %vx806 = sext i32 %v806 to i64
  call void @check(i64 1612, i64 %kx806, i64 9)
  call void @check(i64 1613, i64 %vx806, i64 9)
  %p807 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 2
  %x807 = load i32, i32* %p807
  %k807 = mul i32 %x807, 9
  %v807 = call i32 @var.mul.i32(i32 %x807, i32 9)
  %kx807 = sext i32 %k807 to i64
  %vx807 = sext i32 %v807 to i64
  call void @check(i64 1614, i64 %kx807, i64 -9)
  call void @check(i64 1615, i64 %vx807, i64 -9)
  %p808 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 3
  %x808 = load i32, i32* %p808
  %k808 = mul i32 %x808, 9
  %v808 = call i32 @var.mul.i32(i32 %x808, i32 9)
  %kx808 = sext i32 %k808 to i64
  %vx808 = sext i32 %v808 to i64
  call void @check(i64 1616, i64 %kx808, i64 -63)
  call void @check(i64 1617, i64 %vx808, i64 -63)
  %p809 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 4
  %x809 = load i32, i32* %p809
  %k809 = mul i32 %x809, 9
  %v809 = call i32 @var.mul.i32(i32 %x809, i32 9)
  %kx809 = sext i32 %k809 to i64
  %vx809 = sext i32 %v809 to i64
  call void @check(i64 1618, i64 %kx809, i64 900)
  call void @check(i64 1619, i64 %vx809, i64 900)
  %p810 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 5
  %x810 = load i32, i32* %p810
  %k810 = mul i32 %x810, 9
  %v810 = call i32 @var.mul.i32(i32 %x810, i32 9)
  %kx810 = sext i32 %k810 to i64
  %vx810 = sext i32 %v810 to i64
  call void @check(i64 1620, i64 %kx810, i64 2147483639)
  call void @check(i64 1621, i64 %vx810, i64 2147483639)
  %p811 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 6
  %x811 = load i32, i32* %p811
  %k811 = mul i32 %x811, 9
  %v811 = call i32 @var.mul.i32(i32 %x811, i32 9)
  %kx811 = sext i32 %k811 to i64
  %vx811 = sext i32 %v811 to i64
  call void @check(i64 1622, i64 %kx811, i64 -2147483648)
  call void @check(i64 1623, i64 %vx811, i64 -2147483648)
  %p812 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 0
  %x812 = load i32, i32* %p812
  %k812 = and i32 %x812, 9
  %v812 = call i32 @var.and.i32(i32 %x812, i32 9)
  %kx812 = sext i32 %k812 to i64
  %vx812 = sext i32 %v812 to i64
  call void @check(i64 1624, i64 %kx812, i64 0)
  call void @check(i64 1625, i64 %vx812, i64 0)
  %p813 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 1
  %x813 = load i32, i32* %p813
  %k813 = and i32 %x813, 9
  %v813 = call i32 @var.and.i32(i32 %x813, i32 9)
  %kx813 = sext i32 %k813 to i64
  %vx813 = sext i32 %v813 to i64
  call void @check(i64 1626, i64 %kx813, i64 1)
  call void @check(i64 1627, i64 %vx813, i64 1)
  %p814 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 2
  %x814 = load i32, i32* %p814
  %k814 = and i32 %x814, 9
  %v814 = call i32 @var.and.i32(i32 %x814, i32 9)
  %kx814 = sext i32 %k814 to i64
  %vx814 = sext i32 %v814 to i64
  call void @check(i64 1628, i64 %kx814, i64 9)
  call void @check(i64 1629, i64 %vx814, i64 9)
  %p815 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 3
  %x815 = load i32, i32* %p815
  %k815 = and i32 %x815, 9
  %v815 = call i32 @var.and.i32(i32 %x815, i32 9)
  %kx815 = sext i32 %k815 to i64
  %vx815 = sext i32 %v815 to i64
  call void @check(i64 1630, i64 %kx815, i64 9)
  call void @check(i64 1631, i64 %vx815, i64 9)
  %p816 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 4
  %x816 = load i32, i32* %p816
  %k816 = and i32 %x816, 9
  %v816 = call i32 @var.and.i32(i32 %x816, i32 9)
  %kx816 = sext i32 %k816 to i64
  %vx816 = sext i32 %v816 to i64
  call void @check(i64 1632, i64 %kx816, i64 0)
  call void @check(i64 1633, i64 %vx816, i64 0)
  %p817 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 5
  %x817 = load i32, i32* %p817
  %k817 = and i32 %x817, 9
  %v817 = call i32 @var.and.i32(i32 %x817, i32 9)
  %kx817 = sext i32 %k817 to i64
  %vx817 = sext i32 %v817 to i64
  call void @check(i64 1634, i64 %kx817, i64 9)
  call void @check(i64 1635, i64 %vx817, i64 9)
  %p818 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 6
  %x818 = load i32, i32* %p818
  %k818 = and i32 %x818, 9
  %v818 = call i32 @var.and.i32(i32 %x818, i32 9)
  %kx818 = sext i32 %k818 to i64
  %vx818 = sext i32 %v818 to i64
  call void @check(i64 1636, i64 %kx818, i64 0)
  call void @check(i64 1637, i64 %vx818, i64 0)
  %p819 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 0
  %x819 = load i32, i32* %p819
  %k819 = or i32 %x819, 9
  %v819 = call i32 @var.or.i32(i32 %x819, i32 9)
  %kx819 = sext i32 %k819 to i64
  %vx819 = sext i32 %v819 to i64
  call void @check(i64 1638, i64 %kx819, i64 9)
  call void @check(i64 1639, i64 %vx819, i64 9)
  %p820 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 1
  %x820 = load i32, i32* %p820
  %k820 = or i32 %x820, 9
  %v820 = call i32 @var.or.i32(i32 %x820, i32 9)
  %kx820 = sext i32 %k820 to i64
  %vx820 = sext i32 %v820 to i64
  call void @check(i64 1640, i64 %kx820, i64 9)
  call void @check(i64 1641, i64 %vx820, i64 9)
  %p821 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 2
  %x821 = load i32, i32* %p821
  %k821 = or i32 %x821, 9
  %v821 = call i32 @var.or.i32(i32 %x821, i32 9)
  %kx821 = sext i32 %k821 to i64
  %vx821 = sext i32 %v821 to i64
  call void @check(i64 1642, i64 %kx821, i64 -1)
  call void @check(i64 1643, i64 %vx821, i64 -1)
  %p822 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 3
  %x822 = load i32, i32* %p822
  %k822 = or i32 %x822, 9
  %v822 = call i32 @var.or.i32(i32 %x822, i32 9)
  %kx822 = sext i32 %k822 to i64
  %vx822 = sext i32 %v822 to i64
  call void @check(i64 1644, i64 %kx822, i64 -7)
  call void @check(i64 1645, i64 %vx822, i64 -7)
  %p823 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 4
  %x823 = load i32, i32* %p823
  %k823 = or i32 %x823, 9
  %v823 = call i32 @var.or.i32(i32 %x823, i32 9)
  %kx823 = sext i32 %k823 to i64
  %vx823 = sext i32 %v823 to i64
  call void @check(i64 1646, i64 %kx823, i64 109)
  call void @check(i64 1647, i64 %vx823, i64 109)
  %p824 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 5
  %x824 = load i32, i32* %p824
  %k824 = or i32 %x824, 9
  %v824 = call i32 @var.or.i32(i32 %x824, i32 9)
  %kx824 = sext i32 %k824 to i64
  %vx824 = sext i32 %v824 to i64
  call void @check(i64 1648, i64 %kx824, i64 2147483647)
  call void @check(i64 1649, i64 %vx824, i64 2147483647)
  %p825 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 6
  %x825 = load i32, i32* %p825
  %k825 = or i32 %x825, 9
  %v825 = call i32 @var.or.i32(i32 %x825, i32 9)
  %kx825 = sext i32 %k825 to i64
  %vx825 = sext i32 %v825 to i64
  call void @check(i64 1650, i64 %kx825, i64 -2147483639)
  call void @check(i64 1651, i64 %vx825, i64 -2147483639)
  %p826 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 0
  %x826 = load i32, i32* %p826
  %k826 = xor i32 %x826, 9
  %v826 = call i32 @var.xor.i32(i32 %x826, i32 9)
  %kx826 = sext i32 %k826 to i64
  %vx826 = sext i32 %v826 to i64
  call void @check(i64 1652, i64 %kx826, i64 9)
  call void @check(i64 1653, i64 %vx826, i64 9)
  %p827 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 1
  %x827 = load i32, i32* %p827
  %k827 = xor i32 %x827, 9
  %v827 = call i32 @var.xor.i32(i32 %x827, i32 9)
  %kx827 = sext i32 %k827 to i64
  %vx827 = sext i32 %v827 to i64
  call void @check(i64 1654, i64 %kx827, i64 8)
  call void @check(i64 1655, i64 %vx827, i64 8)
  %p828 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 2
  %x828 = load i32, i32* %p828
  %k828 = xor i32 %x828, 9
  %v828 = call i32 @var.xor.i32(i32 %x828, i32 9)
  %kx828 = sext i32 %k828 to i64
  %vx828 = sext i32 %v828 to i64
  call void @check(i64 1656, i64 %kx828, i64 -10)
  call void @check(i64 1657, i64 %vx828, i64 -10)
  %p829 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 3
  %x829 = load i32, i32* %p829
  %k829 = xor i32 %x829, 9
  %v829 = call i32 @var.xor.i32(i32 %x829, i32 9)
  %kx829 = sext i32 %k829 to i64
  %vx829 = sext i32 %v829 to i64
  call void @check(i64 1658, i64 %kx829, i64 -16)
  call void @check(i64 1659, i64 %vx829, i64 -16)
  %p830 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 4
  %x830 = load i32, i32* %p830
  %k830 = xor i32 %x830, 9
  %v830 = call i32 @var.xor.i32(i32 %x830, i32 9)
  %kx830 = sext i32 %k830 to i64
  %vx830 = sext i32 %v830 to i64
  call void @check(i64 1660, i64 %kx830, i64 109)
  call void @check(i64 1661, i64 %vx830, i64 109)
  %p831 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 5
  %x831 = load i32, i32* %p831
  %k831 = xor i32 %x831, 9
  %v831 = call i32 @var.xor.i32(i32 %x831, i32 9)
  %kx831 = sext i32 %k831 to i64
  %vx831 = sext i32 %v831 to i64
  call void @check(i64 1662, i64 %kx831, i64 2147483638)
  call void @check(i64 1663, i64 %vx831, i64 2147483638)
  %p832 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 6
  %x832 = load i32, i32* %p832
  %k832 = xor i32 %x832, 9
  %v832 = call i32 @var.xor.i32(i32 %x832, i32 9)
  %kx832 = sext i32 %k832 to i64
  %vx832 = sext i32 %v832 to i64
  call void @check(i64 1664, i64 %kx832, i64 -2147483639)
  call void @check(i64 1665, i64 %vx832, i64 -2147483639)
  ret void
}

define void @by.i32.10() {
entry:
  %p833 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 0
  %x833 = load i32, i32* %p833
  %k833 = mul i32 %x833, 10
  %v833 = call i32 @var.mul.i32(i32 %x833, i32 10)
  %kx833 = sext i32 %k833 to i64
  %vx833 = sext i32 %v833 to i64
  call void @check(i64 1666, i64 %kx833, i64 0)
  call void @check(i64 1667, i64 %vx833, i64 0)
  %p834 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 1
  %x834 = load i32, i32* %p834
  %k834 = mul i32 %x834, 10
  %v834 = call i32 @var.mul.i32(i32 %x834, i32 10)
  %kx834 = sext i32 %k834 to i64
  %vx834 = sext i32 %v834 to i64
  call void @check(i64 1668, i64 %kx834, i64 10)
  call void @check(i64 1669, i64 %vx834, i64 10)
  %p835 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 2
  %x835 = load i32, i32* %p835
  %k835 = mul i32 %x835, 10
  %v835 = call i32 @var.mul.i32(i32 %x835, i32 10)
  %kx835 = sext i32 %k835 to i64
  %vx835 = sext i32 %v835 to i64
  call void @check(i64 1670, i64 %kx835, i64 -10)
  call void @check(i64 1671, i64 %vx835, i64 -10)
  %p836 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 3
  %x836 = load i32, i32* %p836
  %k836 = mul i32 %x836, 10
  %v836 = call i32 @var.mul.i32(i32 %x836, i32 10)
  %kx836 = sext i32 %k836 to i64
  %vx836 = sext i32 %v836 to i64
  call void @check(i64 1672, i64 %kx836, i64 -70)
  call void @check(i64 1673, i64 %vx836, i64 -70)
  %p837 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 4
  %x837 = load i32, i32* %p837
  %k837 = mul i32 %x837, 10
  %v837 = call i32 @var.mul.i32(i32 %x837, i32 10)
  %kx837 = sext i32 %k837 to i64
  %vx837 = sext i32 %v837 to i64
  call void @check(i64 1674, i64 %kx837, i64 1000)
  call void @check(i64 1675, i64 %vx837, i64 1000)
  %p838 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 5
  %x838 = load i32, i32* %p838
  %k838 = mul i32 %x838, 10
  %v838 = call i32 @var.mul.i32(i32 %x838, i32 10)
  %kx838 = sext i32 %k838 to i64
  %vx838 = sext i32 %v838 to i64
  call void @check(i64 1676, i64 %kx838, i64 -10)
  call void @check(i64 1677, i64 %vx838, i64 -10)
  %p839 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 6
  %x839 = load i32, i32* %p839
  %k839 = mul i32 %x839, 10
  %v839 = call i32 @var.mul.i32(i32 %x839, i32 10)
  %kx839 = sext i32 %k839 to i64
  %vx839 = sext i32 %v839 to i64
  call void @check(i64 1678, i64 %kx839, i64 0)
  call void @check(i64 1679, i64 %vx839, i64 0)
  %p840 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 0
  %x840 = load i32, i32* %p840
  %k840 = and i32 %x840, 10
  %v840 = call i32 @var.and.i32(i32 %x840, i32 10)
  %kx840 = sext i32 %k840 to i64
  %vx840 = sext i32 %v840 to i64
  call void @check(i64 1680, i64 %kx840, i64 0)
  call void @check(i64 1681, i64 %vx840, i64 0)
  %p841 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 1
  %x841 = load i32, i32* %p841
  %k841 = and i32 %x841, 10
  %v841 = call i32 @var.and.i32(i32 %x841, i32 10)
  %kx841 = sext i32 %k841 to i64
  %vx841 = sext i32 %v841 to i64
  call void @check(i64 1682, i64 %kx841, i64 0)
  call void @check(i64 1683, i64 %vx841, i64 0)
  %p842 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 2
  %x842 = load i32, i32* %p842
  %k842 = and i32 %x842, 10
  %v842 = call i32 @var.and.i32(i32 %x842, i32 10)
  %kx842 = sext i32 %k842 to i64
  %vx842 = sext i32 %v842 to i64
  call void @check(i64 1684, i64 %kx842, i64 10)
  call void @check(i64 1685, i64 %vx842, i64 10)
  %p843 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 3
  %x843 = load i32, i32* %p843
  %k843 = and i32 %x843, 10
  %v843 = call i32 @var.and.i32(i32 %x843, i32 10)
  %kx843 = sext i32 %k843 to i64
  %vx843 = sext i32 %v843 to i64
  call void @check(i64 1686, i64 %kx843, i64 8)
  call void @check(i64 1687, i64 %vx843, i64 8)
  %p844 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 4
  %x844 = load i32, i32* %p844
  %k844 = and i32 %x844, 10
  %v844 = call i32 @var.and.i32(i32 %x844, i32 10)
  %kx844 = sext i32 %k844 to i64
  %vx844 = sext i32 %v844 to i64
  call void @check(i64 1688, i64 %kx844, i64 0)
  call void @check(i64 1689, i64 %vx844, i64 0)
  %p845 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 5
  %x845 = load i32, i32* %p845
  %k845 = and i32 %x845, 10
  %v845 = call i32 @var.and.i32(i32 %x845, i32 10)
  %kx845 = sext i32 %k845 to i64
  %vx845 = sext i32 %v845 to i64
  call void @check(i64 1690, i64 %kx845, i64 10)
  call void @check(i64 1691, i64 %vx845, i64 10)
  %p846 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 6
  %x846 = load i32, i32* %p846
  %k846 = and i32 %x846, 10
  %v846 = call i32 @var.and.i32(i32 %x846, i32 10)
  %kx846 = sext i32 %k846 to i64
  %vx846 = sext i32 %v846 to i64
  call void @check(i64 1692, i64 %kx846, i64 0)
  call void @check(i64 1693, i64 %vx846, i64 0)
  %p847 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 0
  %x847 = load i32, i32* %p847
  %k847 = or i32 %x847, 10
  %v847 = call i32 @var.or.i32(i32 %x847, i32 10)
  %kx847 = sext i32 %k847 to i64
  %vx847 = sext i32 %v847 to i64
  call void @check(i64 1694, i64 %kx847, i64 10)
  call void @check(i64 1695, i64 %vx847, i64 10)
  %p848 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 1
  %x848 = load i32, i32* %p848
  %k848 = or i32 %x848, 10
  %v848 = call i32 @var.or.i32(i32 %x848, i32 10)
  %kx848 = sext i32 %k848 to i64
  %vx848 = sext i32 %v848 to i64
  call void @check(i64 1696, i64 %kx848, i64 11)
  call void @check(i64 1697, i64 %vx848, i64 11)
  %p849 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 2
  %x849 = load i32, i32* %p849
  %k849 = or i32 %x849, 10
  %v849 = call i32 @var.or.i32(i32 %x849, i32 10)
  %kx849 = sext i32 %k849 to i64
  %vx849 = sext i32 %v849 to i64
  call void @check(i64 1698, i64 %kx849, i64 -1)
  call void @check(i64 1699, i64 %vx849, i64 -1)
  %p850 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 3
  %x850 = load i32, i32* %p850
  %k850 = or i32 %x850, 10
  %v850 = call i32 @var.or.i32(i32 %x850, i32 10)
  %kx850 = sext i32 %k850 to i64
  %vx850 = sext i32 %v850 to i64
  call void @check(i64 1700, i64 %kx850, i64 -5)
  call void @check(i64 1701, i64 %vx850, i64 -5)
  %p851 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 4
  %x851 = load i32, i32* %p851
  %k851 = or i32 %x851, 10
  %v851 = call i32 @var.or.i32(i32 %x851, i32 10)
  %kx851 = sext i32 %k851 to i64
  %vx851 = sext i32 %v851 to i64
  call void @check(i64 1702, i64 %kx851, i64 110)
  call void @check(i64 1703, i64 %vx851, i64 110)
  %p852 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 5
  %x852 = load i32, i32* %p852
  %k852 = or i32 %x852, 10
  %v852 = call i32 @var.or.i32(i32 %x852, i32 10)
  %kx852 = sext i32 %k852 to i64
  %vx852 = sext i32 %v852 to i64
  call void @check(i64 1704, i64 %kx852, i64 2147483647)
  call void @check(i64 1705, i64 %vx852, i64 2147483647)
  %p853 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 6
  %x853 = load i32, i32* %p853
  %k853 = or i32 %x853, 10
  %v853 = call i32 @var.or.i32(i32 %x853, i32 10)
  %kx853 = sext i32 %k853 to i64
  %vx853 = sext i32 %v853 to i64
  call void @check(i64 1706, i64 %kx853, i64 -2147483638)
  call void @check(i64 1707, i64 %vx853, i64 -2147483638)
  %p854 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 0
  %x854 = load i32, i32* %p854
  %k854 = xor i32 %x854, 10
  %v854 = call i32 @var.xor.i32(i32 %x854, i32 10)
  %kx854 = sext i32 %k854 to i64
  %vx854 = sext i32 %v854 to i64
  call void @check(i64 1708, i64 %kx854, i64 10)
  call void @check(i64 1709, i64 %vx854, i64 10)
  %p855 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 1
  %x855 = load i32, i32* %p855
  %k855 = xor i32 %x855, 10
  %v855 = call i32 @var.xor.i32(i32 %x855, i32 10)
  %kx855 = sext i32 %k855 to i64
  %vx855 = sext i32 %v855 to i64
  call void @check(i64 1710, i64 %kx855, i64 11)
  call void @check(i64 1711, i64 %vx855, i64 11)
  %p856 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 2
  %x856 = load i32, i32* %p856
  %k856 = xor i32 %x856, 10
  %v856 = call i32 @var.xor.i32(i32 %x856, i32 10)
  %kx856 = sext i32 %k856 to i64
  %vx856 = sext i32 %v856 to i64
  call void @check(i64 1712, i64 %kx856, i64 -11)
  call void @check(i64 1713, i64 %vx856, i64 -11)
  %p857 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 3
  %x857 = load i32, i32* %p857
  %k857 = xor i32 %x857, 10
  %v857 = call i32 @var.xor.i32(i32 %x857, i32 10)
  %kx857 = sext i32 %k857 to i64
  %vx857 = sext i32 %v857 to i64
  call void @check(i64 1714, i64 %kx857, i64 -13)
  call void @check(i64 1715, i64 %vx857, i64 -13)
  %p858 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 4
  %x858 = load i32, i32* %p858
  %k858 = xor i32 %x858, 10
  %v858 = call i32 @var.xor.i32(i32 %x858, i32 10)
  %kx858 = sext i32 %k858 to i64
  %vx858 = sext i32 %v858 to i64
  call void @check(i64 1716, i64 %kx858, i64 110)
  call void @check(i64 1717, i64 %vx858, i64 110)
  %p859 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 5
  %x859 = load i32, i32* %p859
  %k859 = xor i32 %x859, 10
  %v859 = call i32 @var.xor.i32(i32 %x859, i32 10)
  %kx859 = sext i32 %k859 to i64
  %vx859 = sext i32 %v859 to i64
  call void @check(i64 1718, i64 %kx859, i64 2147483637)
  call void @check(i64 1719, i64 %vx859, i64 2147483637)
  %p860 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 6
  %x860 = load i32, i32* %p860
  %k860 = xor i32 %x860, 10
  %v860 = call i32 @var.xor.i32(i32 %x860, i32 10)
  %kx860 = sext i32 %k860 to i64
  %vx860 = sext i32 %v860 to i64
  call void @check(i64 1720, i64 %kx860, i64 -2147483638)
  call void @check(i64 1721, i64 %vx860, i64 -2147483638)
  ret void
}

define void @by.i32.15() {
entry:
  %p861 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 0
  %x861 = load i32, i32* %p861
  %k861 = mul i32 %x861, 15
  %v861 = call i32 @var.mul.i32(i32 %x861, i32 15)
  %kx861 = sext i32 %k861 to i64
  %vx861 = sext i32 %v861 to i64
  call void @check(i64 1722, i64 %kx861, i64 0)
  call void @check(i64 1723, i64 %vx861, i64 0)
  %p862 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 1
  %x862 = load i32, i32* %p862
  %k862 = mul i32 %x862, 15
  %v862 = call i32 @var.mul.i32(i32 %x862, i32 15)
  %kx862 = sext i32 %k862 to i64
  %vx862 = sext i32 %v862 to i64
  call void @check(i64 1724, i64 %kx862, i64 15)
  call void @check(i64 1725, i64 %vx862, i64 15)
  %p863 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 2
  %x863 = load i32, i32* %p863
  %k863 = mul i32 %x863, 15
  %v863 = call i32 @var.mul.i32(i32 %x863, i32 15)
  %kx863 = sext i32 %k863 to i64
  %vx863 = sext i32 %v863 to i64
  call void @check(i64 1726, i64 %kx863, i64 -15)
  call void @check(i64 1727, i64 %vx863, i64 -15)
  %p864 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 3
  %x864 = load i32, i32* %p864
  %k864 = mul i32 %x864, 15
  %v864 = call i32 @var.mul.i32(i32 %x864, i32 15)
  %kx864 = sext i32 %k864 to i64
  %vx864 = sext i32 %v864 to i64
  call void @check(i64 1728, i64 %kx864, i64 -105)
  call void @check(i64 1729, i64 %vx864, i64 -105)
  %p865 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 4
  %x865 = load i32, i32* %p865
  %k865 = mul i32 %x865, 15
  %v865 = call i32 @var.mul.i32(i32 %x865, i32 15)
  %kx865 = sext i32 %k865 to i64
  %vx865 = sext i32 %v865 to i64
  call void @check(i64 1730, i64 %kx865, i64 1500)
  call void @check(i64 1731, i64 %vx865, i64 1500)
  %p866 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 5
  %x866 = load i32, i32* %p866
  %k866 = mul i32 %x866, 15
  %v866 = call i32 @var.mul.i32(i32 %x866, i32 15)
  %kx866 = sext i32 %k866 to i64
  %vx866 = sext i32 %v866 to i64
  call void @check(i64 1732, i64 %kx866, i64 2147483633)
  call void @check(i64 1733, i64 %vx866, i64 2147483633)
  %p867 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 6
  %x867 = load i32, i32* %p867
  %k867 = mul i32 %x867, 15
  %v867 = call i32 @var.mul.i32(i32 %x867, i32 15)
  %kx867 = sext i32 %k867 to i64
  %vx867 = sext i32 %v867 to i64
  call void @check(i64 1734, i64 %kx867, i64 -2147483648)
  call void @check(i64 1735, i64 %vx867, i64 -2147483648)
  %p868 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 0
  %x868 = load i32, i32* %p868
  %k868 = and i32 %x868, 15
  %v868 = call i32 @var.and.i32(i32 %x868, i32 15)
  %kx868 = sext i32 %k868 to i64
  %vx868 = sext i32 %v868 to i64
  call void @check(i64 1736, i64 %kx868, i64 0)
  call void @check(i64 1737, i64 %vx868, i64 0)
  %p869 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 1
  %x869 = load i32, i32* %p869
  %k869 = and i32 %x869, 15
  %v869 = call i32 @var.and.i32(i32 %x869, i32 15)
  %kx869 = sext i32 %k869 to i64
  %vx869 = sext i32 %v869 to i64
  call void @check(i64 1738, i64 %kx869, i64 1)
  call void @check(i64 1739, i64 %vx869, i64 1)
  %p870 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 2
  %x870 = load i32, i32* %p870
  %k870 = and i32 %x870, 15
  %v870 = call i32 @var.and.i32(i32 %x870, i32 15)
  %kx870 = sext i32 %k870 to i64
  %vx870 = sext i32 %v870 to i64
  call void @check(i64 1740, i64 %kx870, i64 15)
  call void @check(i64 1741, i64 %vx870, i64 15)
  %p871 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 3
  %x871 = load i32, i32* %p871
  %k871 = and i32 %x871, 15
  %v871 = call i32 @var.and.i32(i32 %x871, i32 15)
  %kx871 = sext i32 %k871 to i64
  %vx871 = sext i32 %v871 to i64
  call void @check(i64 1742, i64 %kx871, i64 9)
  call void @check(i64 1743, i64 %vx871, i64 9)
  %p872 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 4
  %x872 = load i32, i32* %p872
  %k872 = and i32 %x872, 15
  %v872 = call i32 @var.and.i32(i32 %x872, i32 15)
  %kx872 = sext i32 %k872 to i64
  %vx872 = sext i32 %v872 to i64
  call void @check(i64 1744, i64 %kx872, i64 4)
  call void @check(i64 1745, i64 %vx872, i64 4)
  %p873 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 5
  %x873 = load i32, i32* %p873
  %k873 = and i32 %x873, 15
  %v873 = call i32 @var.and.i32(i32 %x873, i32 15)
  %kx873 = sext i32 %k873 to i64
  %vx873 = sext i32 %v873 to i64
  call void @check(i64 1746, i64 %kx873, i64 15)
  call void @check(i64 1747, i64 %vx873, i64 15)
  %p874 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 6
  %x874 = load i32, i32* %p874
  %k874 = and i32 %x874, 15
  %v874 = call i32 @var.and.i32(i32 %x874, i32 15)
  %kx874 = sext i32 %k874 to i64
  %vx874 = sext i32 %v874 to i64
  call void @check(i64 1748, i64 %kx874, i64 0)
  call void @check(i64 1749, i64 %vx874, i64 0)
  %p875 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 0
  %x875 = load i32, i32* %p875
  %k875 = or i32 %x875, 15
  %v875 = call i32 @var.or.i32(i32 %x875, i32 15)
  %kx875 = sext i32 %k875 to i64
  %vx875 = sext i32 %v875 to i64
  call void @check(i64 1750, i64 %kx875, i64 15)
  call void @check(i64 1751, i64 %vx875, i64 15)
  %p876 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 1
  %x876 = load i32, i32* %p876
  %k876 = or i32 %x876, 15
  %v876 = call i32 @var.or.i32(i32 %x876, i32 15)
  %kx876 = sext i32 %k876 to i64
  %vx876 = sext i32 %v876 to i64
  call void @check(i64 1752, i64 %kx876, i64 15)
  call void @check(i64 1753, i64 %vx876, i64 15)
  %p877 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 2
  %x877 = load i32, i32* %p877
  %k877 = or i32 %x877, 15
  %v877 = call i32 @var.or.i32(i32 %x877, i32 15)
  %kx877 = sext i32 %k877 to i64
  %vx877 = sext i32 %v877 to i64
  call void @check(i64 1754, i64 %kx877, i64 -1)
  call void @check(i64 1755, i64 %vx877, i64 -1)
  %p878 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 3
  %x878 = load i32, i32* %p878
  %k878 = or i32 %x878, 15
  %v878 = call i32 @var.or.i32(i32 %x878, i32 15)
  %kx878 = sext i32 %k878 to i64
  %vx878 = sext i32 %v878 to i64
  call void @check(i64 1756, i64 %kx878, i64 -1)
  call void @check(i64 1757, i64 %vx878, i64 -1)
  %p879 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 4
  %x879 = load i32, i32* %p879
  %k879 = or i32 %x879, 15
  %v879 = call i32 @var.or.i32(i32 %x879, i32 15)
  %kx879 = sext i32 %k879 to i64
  %vx879 = sext i32 %v879 to i64
  call void @check(i64 1758, i64 %kx879, i64 111)
  call void @check(i64 1759, i64 %vx879, i64 111)
  %p880 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 5
  %x880 = load i32, i32* %p880
  %k880 = or i32 %x880, 15
  %v880 = call i32 @var.or.i32(i32 %x880, i32 15)
  %kx880 = sext i32 %k880 to i64
  %vx880 = sext i32 %v880 to i64
  call void @check(i64 1760, i64 %kx880, i64 2147483647)
  call void @check(i64 1761, i64 %vx880, i64 2147483647)
  %p881 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 6
  %x881 = load i32, i32* %p881
  %k881 = or i32 %x881, 15
  %v881 = call i32 @var.or.i32(i32 %x881, i32 15)
  %kx881 = sext i32 %k881 to i64
  %vx881 = sext i32 %v881 to i64
  call void @check(i64 1762, i64 %kx881, i64 -2147483633)
  call void @check(i64 1763, i64 %vx881, i64 -2147483633)
  %p882 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 0
  %x882 = load i32, i32* %p882
  %k882 = xor i32 %x882, 15
  %v882 = call i32 @var.xor.i32(i32 %x882, i32 15)
  %kx882 = sext i32 %k882 to i64
  %vx882 = sext i32 %v882 to i64
  call void @check(i64 1764, i64 %kx882, i64 15)
  call void @check(i64 1765, i64 %vx882, i64 15)
  %p883 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 1
  %x883 = load i32, i32* %p883
  %k883 = xor i32 %x883, 15
  %v883 = call i32 @var.xor.i32(i32 %x883, i32 15)
  %kx883 = sext i32 %k883 to i64
  %vx883 = sext i32 %v883 to i64
  call void @check(i64 1766, i64 %kx883, i64 14)
  call void @check(i64 1767, i64 %vx883, i64 14)
  %p884 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 2
  %x884 = load i32, i32* %p884
  %k884 = xor i32 %x884, 15
  %v884 = call i32 @var.xor.i32(i32 %x884, i32 15)
  %kx884 = sext i32 %k884 to i64
  %vx884 = sext i32 %v884 to i64
  call void @check(i64 1768, i64 %kx884, i64 -16)
  call void @check(i64 1769, i64 %vx884, i64 -16)
  %p885 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 3
  %x885 = load i32, i32* %p885
  %k885 = xor i32 %x885, 15
  %v885 = call i32 @var.xor.i32(i32 %x885, i32 15)
  %kx885 = sext i32 %k885 to i64
  %vx885 = sext i32 %v885 to i64
  call void @check(i64 1770, i64 %kx885, i64 -10)
  call void @check(i64 1771, i64 %vx885, i64 -10)
  %p886 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 4
  %x886 = load i32, i32* %p886
  %k886 = xor i32 %x886, 15
  %v886 = call i32 @var.xor.i32(i32 %x886, i32 15)
  %kx886 = sext i32 %k886 to i64
  %vx886 = sext i32 %v886 to i64
  call void @check(i64 1772, i64 %kx886, i64 107)
  call void @check(i64 1773, i64 %vx886, i64 107)
  %p887 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 5
  %x887 = load i32, i32* %p887
  %k887 = xor i32 %x887, 15
  %v887 = call i32 @var.xor.i32(i32 %x887, i32 15)
  %kx887 = sext i32 %k887 to i64
  %vx887 = sext i32 %v887 to i64
  call void @check(i64 1774, i64 %kx887, i64 2147483632)
  call void @check(i64 1775, i64 %vx887, i64 2147483632)
  %p888 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 6
  %x888 = load i32, i32* %p888
  %k888 = xor i32 %x888, 15
  %v888 = call i32 @var.xor.i32(i32 %x888, i32 15)
  %kx888 = sext i32 %k888 to i64
  %vx888 = sext i32 %v888 to i64
  call void @check(i64 1776, i64 %kx888, i64 -2147483633)
  call void @check(i64 1777, i64 %vx888, i64 -2147483633)
  ret void
}

define void @by.i32.16() {
entry:
  %p889 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 0
  %x889 = load i32, i32* %p889
  %k889 = mul i32 %x889, 16
  %v889 = call i32 @var.mul.i32(i32 %x889, i32 16)
  %kx889 = sext i32 %k889 to i64
  %vx889 = sext i32 %v889 to i64
  call void @check(i64 1778, i64 %kx889, i64 0)
  call void @check(i64 1779, i64 %vx889, i64 0)
  %p890 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 1
  %x890 = load i32, i32* %p890
  %k890 = mul i32 %x890, 16
  %v890 = call i32 @var.mul.i32(i32 %x890, i32 16)
  %kx890 = sext i32 %k890 to i64
  %vx890 = sext i32 %v890 to i64
  call void @check(i64 1780, i64 %kx890, i64 16)
  call void @check(i64 1781, i64 %vx890, i64 16)
  %p891 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 2
  %x891 = load i32, i32* %p891
  %k891 = mul i32 %x891, 16
  %v891 = call i32 @var.mul.i32(i32 %x891, i32 16)
  %kx891 = sext i32 %k891 to i64
  %vx891 = sext i32 %v891 to i64
  call void @check(i64 1782, i64 %kx891, i64 -16)
  call void @check(i64 1783, i64 %vx891, i64 -16)
  %p892 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 3
  %x892 = load i32, i32* %p892
  %k892 = mul i32 %x892, 16
  %v892 = call i32 @var.mul.i32(i32 %x892, i32 16)
  %kx892 = sext i32 %k892 to i64
  %vx892 = sext i32 %v892 to i64
  call void @check(i64 1784, i64 %kx892, i64 -112)
  call void @check(i64 1785, i64 %vx892, i64 -112)
  %p893 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 4
  %x893 = load i32, i32* %p893
  %k893 = mul i32 %x893, 16
  %v893 = call i32 @var.mul.i32(i32 %x893, i32 16)
  %kx893 = sext i32 %k893 to i64
  %vx893 = sext i32 %v893 to i64
  call void @check(i64 1786, i64 %kx893, i64 1600)
  call void @check(i64 1787, i64 %vx893, i64 1600)
  %p894 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 5
  %x894 = load i32, i32* %p894
  %k894 = mul i32 %x894, 16
  %v894 = call i32 @var.mul.i32(i32 %x894, i32 16)
  %kx894 = sext i32 %k894 to i64
  %vx894 = sext i32 %v894 to i64
  call void @check(i64 1788, i64 %kx894, i64 -16)
  call void @check(i64 1789, i64 %vx894, i64 -16)
  %p895 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 6
  %x895 = load i32, i32* %p895
  %k895 = mul i32 %x895, 16
  %v895 = call i32 @var.mul.i32(i32 %x895, i32 16)
  %kx895 = sext i32 %k895 to i64
  %vx895 = sext i32 %v895 to i64
  call void @check(i64 1790, i64 %kx895, i64 0)
  call void @check(i64 1791, i64 %vx895, i64 0)
  %p896 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 0
  %x896 = load i32, i32* %p896
  %k896 = and i32 %x896, 16
  %v896 = call i32 @var.and.i32(i32 %x896, i32 16)
  %kx896 = sext i32 %k896 to i64
  %vx896 = sext i32 %v896 to i64
  call void @check(i64 1792, i64 %kx896, i64 0)
  call void @check(i64 1793, i64 %vx896, i64 0)
  %p897 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 1
  %x897 = load i32, i32* %p897
  %k897 = and i32 %x897, 16
  %v897 = call i32 @var.and.i32(i32 %x897, i32 16)
  %kx897 = sext i32 %k897 to i64
  %vx897 = sext i32 %v897 to i64
  call void @check(i64 1794, i64 %kx897, i64 0)
  call void @check(i64 1795, i64 %vx897, i64 0)
  %p898 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 2
  %x898 = load i32, i32* %p898
  %k898 = and i32 %x898, 16
  %v898 = call i32 @var.and.i32(i32 %x898, i32 16)
  %kx898 = sext i32 %k898 to i64
  %vx898 = sext i32 %v898 to i64
  call void @check(i64 1796, i64 %kx898, i64 16)
  call void @check(i64 1797, i64 %vx898, i64 16)
  %p899 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 3
  %x899 = load i32, i32* %p899
  %k899 = and i32 %x899, 16
  %v899 = call i32 @var.and.i32(i32 %x899, i32 16)
  %kx899 = sext i32 %k899 to i64
  %vx899 = sext i32 %v899 to i64
  call void @check(i64 1798, i64 %kx899, i64 16)
  call void @check(i64 1799, i64 %vx899, i64 16)
  %p900 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 4
  %x900 = load i32, i32* %p900
  %k900 = and i32 %x900, 16
  %v900 = call i32 @var.and.i32(i32 %x900, i32 16)
  %kx900 = sext i32 %k900 to i64
  %vx900 = sext i32 %v900 to i64
  call void @check(i64 1800, i64 %kx900, i64 0)
  call void @check(i64 1801, i64 %vx900, i64 0)
  %p901 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 5
  %x901 = load i32, i32* %p901
  %k901 = and i32 %x901, 16
  %v901 = call i32 @var.and.i32(i32 %x901, i32 16)
  %kx901 = sext i32 %k901 to i64
  %vx901 = sext i32 %v901 to i64
  call void @check(i64 1802, i64 %kx901, i64 16)
  call void @check(i64 1803, i64 %vx901, i64 16)
  %p902 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 6
  %x902 = load i32, i32* %p902
  %k902 = and i32 %x902, 16
  %v902 = call i32 @var.and.i32(i32 %x902, i32 16)
  %kx902 = sext i32 %k902 to i64
  %vx902 = sext i32 %v902 to i64
  call void @check(i64 1804, i64 %kx902, i64 0)
  call void @check(i64 1805, i64 %vx902, i64 0)
  %p903 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 0
  %x903 = load i32, i32* %p903
  %k903 = or i32 %x903, 16
  %v903 = call i32 @var.or.i32(i32 %x903, i32 16)
  %kx903 = sext i32 %k903 to i64
  %vx903 = sext i32 %v903 to i64
  call void @check(i64 1806, i64 %kx903, i64 16)
  call void @check(i64 1807, i64 %vx903, i64 16)
  %p904 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 1
  %x904 = load i32, i32* %p904
  %k904 = or i32 %x904, 16
  %v904 = call i32 @var.or.i32(i32 %x904, i32 16)
  %kx904 = sext i32 %k904 to i64
  %vx904 = sext i32 %v904 to i64
  call void @check(i64 1808, i64 %kx904, i64 17)
  call void @check(i64 1809, i64 %vx904, i64 17)
  %p905 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 2
  %x905 = load i32, i32* %p905
  %k905 = or i32 %x905, 16
  %v905 = call i32 @var.or.i32(i32 %x905, i32 16)
  %kx905 = sext i32 %k905 to i64
  %vx905 = sext i32 %v905 to i64
  call void @check(i64 1810, i64 %kx905, i64 -1)
  call void @check(i64 1811, i64 %vx905, i64 -1)
  %p906 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 3
  %x906 = load i32, i32* %p906
  %k906 = or i32 %x906, 16
  %v906 = call i32 @var.or.i32(i32 %x906, i32 16)
  %kx906 = sext i32 %k906 to i64
  %vx906 = sext i32 %v906 to i64
  call void @check(i64 1812, i64 %kx906, i64 -7)
  call void @check(i64 1813, i64 %vx906, i64 -7)
  %p907 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 4
  %x907 = load i32, i32* %p907
  %k907 = or i32 %x907, 16
  %v907 = call i32 @var.or.i32(i32 %x907, i32 16)
  %kx907 = sext i32 %k907 to i64
  %vx907 = sext i32 %v907 to i64
  call void @check(i64 1814, i64 %kx907, i64 116)
  call void @check(i64 1815, i64 %vx907, i64 116)
  %p908 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 5
  %x908 = load i32, i32* %p908
  %k908 = or i32 %x908, 16
  %v908 = call i32 @var.or.i32(i32 %x908, i32 16)
  %kx908 = sext i32 %k908 to i64
  %vx908 = sext i32 %v908 to i64
  call void @check(i64 1816, i64 %kx908, i64 2147483647)
  call void @check(i64 1817, i64 %vx908, i64 2147483647)
  %p909 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 6
  %x909 = load i32, i32* %p909
  %k909 = or i32 %x909, 16
  %v909 = call i32 @var.or.i32(i32 %x909, i32 16)
  %kx909 = sext i32 %k909 to i64
  %vx909 = sext i32 %v909 to i64
  call void @check(i64 1818, i64 %kx909, i64 -2147483632)
  call void @check(i64 1819, i64 %vx909, i64 -2147483632)
  %p910 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 0
  %x910 = load i32, i32* %p910
  %k910 = xor i32 %x910, 16
  %v910 = call i32 @var.xor.i32(i32 %x910, i32 16)
  %kx910 = sext i32 %k910 to i64
  %vx910 = sext i32 %v910 to i64
  call void @check(i64 1820, i64 %kx910, i64 16)
  call void @check(i64 1821, i64 %vx910, i64 16)
  %p911 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 1
  %x911 = load i32, i32* %p911
  %k911 = xor i32 %x911, 16
  %v911 = call i32 @var.xor.i32(i32 %x911, i32 16)
  %kx911 = sext i32 %k911 to i64
  %vx911 = sext i32 %v911 to i64
  call void @check(i64 1822, i64 %kx911, i64 17)
  call void @check(i64 1823, i64 %vx911, i64 17)
  %p912 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 2
  %x912 = load i32, i32* %p912
  %k912 = xor i32 %x912, 16
  %v912 = call i32 @var.xor.i32(i32 %x912, i32 16)
  %kx912 = sext i32 %k912 to i64
  %vx912 = sext i32 %v912 to i64
  call void @check(i64 1824, i64 %kx912, i64 -17)
  call void @check(i64 1825, i64 %vx912, i64 -17)
  %p913 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 3
  %x913 = load i32, i32* %p913
  %k913 = xor i32 %x913, 16
  %v913 = call i32 @var.xor.i32(i32 %x913, i32 16)
  %kx913 = sext i32 %k913 to i64
  %vx913 = sext i32 %v913 to i64
  call void @check(i64 1826, i64 %kx913, i64 -23)
  call void @check(i64 1827, i64 %vx913, i64 -23)
  %p914 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 4
  %x914 = load i32, i32* %p914
  %k914 = xor i32 %x914, 16
  %v914 = call i32 @var.xor.i32(i32 %x914, i32 16)
  %kx914 = sext i32 %k914 to i64
  %vx914 = sext i32 %v914 to i64
  call void @check(i64 1828, i64 %kx914, i64 116)
  call void @check(i64 1829, i64 %vx914, i64 116)
  %p915 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 5
  %x915 = load i32, i32* %p915
  %k915 = xor i32 %x915, 16
  %v915 = call i32 @var.xor.i32(i32 %x915, i32 16)
  %kx915 = sext i32 %k915 to i64
  %vx915 = sext i32 %v915 to i64
  call void @check(i64 1830, i64 %kx915, i64 2147483631)
  call void @check(i64 1831, i64 %vx915, i64 2147483631)
  %p916 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 6
  %x916 = load i32, i32* %p916
  %k916 = xor i32 %x916, 16
  %v916 = call i32 @var.xor.i32(i32 %x916, i32 16)
  %kx916 = sext i32 %k916 to i64
  %vx916 = sext i32 %v916 to i64
  call void @check(i64 1832, i64 %kx916, i64 -2147483632)
  call void @check(i64 1833, i64 %vx916, i64 -2147483632)
  ret void
}

define void @by.i32.17() {
entry:
  %p917 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 0
  %x917 = load i32, i32* %p917
  %k917 = mul i32 %x917, 17
  %v917 = call i32 @var.mul.i32(i32 %x917, i32 17)
  %kx917 = sext i32 %k917 to i64
  %vx917 = sext i32 %v917 to i64
  call void @check(i64 1834, i64 %kx917, i64 0)
  call void @check(i64 1835, i64 %vx917, i64 0)
  %p918 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 1
  %x918 = load i32, i32* %p918
  %k918 = mul i32 %x918, 17
  %v918 = call i32 @var.mul.i32(i32 %x918, i32 17)
  %kx918 = sext i32 %k918 to i64
  %vx918 = sext i32 %v918 to i64
  call void @check(i64 1836, i64 %kx918, i64 17)
  call void @check(i64 1837, i64 %vx918, i64 17)
  %p919 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 2
  %x919 = load i32, i32* %p919
  %k919 = mul i32 %x919, 17
  %v919 = call i32 @var.mul.i32(i32 %x919, i32 17)
  %kx919 = sext i32 %k919 to i64
  %vx919 = sext i32 %v919 to i64
  call void @check(i64 1838, i64 %kx919, i64 -17)
  call void @check(i64 1839, i64 %vx919, i64 -17)
  %p920 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 3
  %x920 = load i32, i32* %p920
  %k920 = mul i32 %x920, 17
  %v920 = call i32 @var.mul.i32(i32 %x920, i32 17)
  %kx920 = sext i32 %k920 to i64
  %vx920 = sext i32 %v920 to i64
  call void @check(i64 1840, i64 %kx920, i64 -119)
  call void @check(i64 1841, i64 %vx920, i64 -119)
  %p921 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 4
  %x921 = load i32, i32* %p921
  %k921 = mul i32 %x921, 17
  %v921 = call i32 @var.mul.i32(i32 %x921, i32 17)
  %kx921 = sext i32 %k921 to i64
  %vx921 = sext i32 %v921 to i64
  call void @check(i64 1842, i64 %kx921, i64 1700)
  call void @check(i64 1843, i64 %vx921, i64 1700)
  %p922 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 5
  %x922 = load i32, i32* %p922
  %k922 = mul i32 %x922, 17
  %v922 = call i32 @var.mul.i32(i32 %x922, i32 17)
  %kx922 = sext i32 %k922 to i64
  %vx922 = sext i32 %v922 to i64
  call void @check(i64 1844, i64 %kx922, i64 2147483631)
  call void @check(i64 1845, i64 %vx922, i64 2147483631)
  %p923 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 6
  %x923 = load i32, i32* %p923
  %k923 = mul i32 %x923, 17
  %v923 = call i32 @var.mul.i32(i32 %x923, i32 17)
  %kx923 = sext i32 %k923 to i64
  %vx923 = sext i32 %v923 to i64
  call void @check(i64 1846, i64 %kx923, i64 -2147483648)
  call void @check(i64 1847, i64 %vx923, i64 -2147483648)
  %p924 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 0
  %x924 = load i32, i32* %p924
  %k924 = and i32 %x924, 17
  %v924 = call i32 @var.and.i32(i32 %x924, i32 17)
  %kx924 = sext i32 %k924 to i64
  %vx924 = sext i32 %v924 to i64
  call void @check(i64 1848, i64 %kx924, i64 0)
  call void @check(i64 1849, i64 %vx924, i64 0)
  %p925 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 1
  %x925 = load i32, i32* %p925
  %k925 = and i32 %x925, 17
  %v925 = call i32 @var.and.i32(i32 %x925, i32 17)
  %kx925 = sext i32 %k925 to i64
  %vx925 = sext i32 %v925 to i64
  call void @check(i64 1850, i64 %kx925, i64 1)
  call void @check(i64 1851, i64 %vx925, i64 1)
  %p926 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 2
  %x926 = load i32, i32* %p926
  %k926 = and i32 %x926, 17
  %v926 = call i32 @var.and.i32(i32 %x926, i32 17)
  %kx926 = sext i32 %k926 to i64
  %vx926 = sext i32 %v926 to i64
  call void @check(i64 1852, i64 %kx926, i64 17)
  call void @check(i64 1853, i64 %vx926, i64 17)
  %p927 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 3
  %x927 = load i32, i32* %p927
  %k927 = and i32 %x927, 17
  %v927 = call i32 @var.and.i32(i32 %x927, i32 17)
  %kx927 = sext i32 %k927 to i64
  %vx927 = sext i32 %v927 to i64
  call void @check(i64 1854, i64 %kx927, i64 17)
  call void @check(i64 1855, i64 %vx927, i64 17)
  %p928 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 4
  %x928 = load i32, i32* %p928
  %k928 = and i32 %x928, 17
  %v928 = call i32 @var.and.i32(i32 %x928, i32 17)
  %kx928 = sext i32 %k928 to i64
  %vx928 = sext i32 %v928 to i64
  call void @check(i64 1856, i64 %kx928, i64 0)
  call void @check(i64 1857, i64 %vx928, i64 0)
  %p929 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 5
  %x929 = load i32, i32* %p929
  %k929 = and i32 %x929, 17
  %v929 = call i32 @var.and.i32(i32 %x929, i32 17)
  %kx929 = sext i32 %k929 to i64
  %vx929 = sext i32 %v929 to i64
  call void @check(i64 1858, i64 %kx929, i64 17)
  call void @check(i64 1859, i64 %vx929, i64 17)
  %p930 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 6
  %x930 = load i32, i32* %p930
  %k930 = and i32 %x930, 17
  %v930 = call i32 @var.and.i32(i32 %x930, i32 17)
  %kx930 = sext i32 %k930 to i64
  %vx930 = sext i32 %v930 to i64
  call void @check(i64 1860, i64 %kx930, i64 0)
  call void @check(i64 1861, i64 %vx930, i64 0)
  %p931 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 0
  %x931 = load i32, i32* %p931
  %k931 = or i32 %x931, 17
  %v931 = call i32 @var.or.i32(i32 %x931, i32 17)
  %kx931 = sext i32 %k931 to i64
  %vx931 = sext i32 %v931 to i64
  call void @check(i64 1862, i64 %kx931, i64 17)
  call void @check(i64 1863, i64 %vx931, i64 17)
  %p932 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 1
  %x932 = load i32, i32* %p932
  %k932 = or i32 %x932, 17
  %v932 = call i32 @var.or.i32(i32 %x932, i32 17)
  %kx932 = sext i32 %k932 to i64
  %vx932 = sext i32 %v932 to i64
  call void @check(i64 1864, i64 %kx932, i64 17)
  call void @check(i64 1865, i64 %vx932, i64 17)
  %p933 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 2
  %x933 = load i32, i32* %p933
  %k933 = or i32 %x933, 17
  %v933 = call i32 @var.or.i32(i32 %x933, i32 17)
  %kx933 = sext i32 %k933 to i64
  %vx933 = sext i32 %v933 to i64
  call void @check(i64 1866, i64 %kx933, i64 -1)
  call void @check(i64 1867, i64 %vx933, i64 -1)
  %p934 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 3
  %x934 = load i32, i32* %p934
  %k934 = or i32 %x934, 17
  %v934 = call i32 @var.or.i32(i32 %x934, i32 17)
  %kx934 = sext i32 %k934 to i64
  %vx934 = sext i32 %v934 to i64
  call void @check(i64 1868, i64 %kx934, i64 -7)
  call void @check(i64 1869, i64 %vx934, i64 -7)
  %p935 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 4
  %x935 = load i32, i32* %p935
  %k935 = or i32 %x935, 17
  %v935 = call i32 @var.or.i32(i32 %x935, i32 17)
  %kx935 = sext i32 %k935 to i64
  %vx935 = sext i32 %v935 to i64
  call void @check(i64 1870, i64 %kx935, i64 117)
  call void @check(i64 1871, i64 %vx935, i64 117)
  %p936 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 5
  %x936 = load i32, i32* %p936
  %k936 = or i32 %x936, 17
  %v936 = call i32 @var.or.i32(i32 %x936, i32 17)
  %kx936 = sext i32 %k936 to i64
  %vx936 = sext i32 %v936 to i64
  call void @check(i64 1872, i64 %kx936, i64 2147483647)
  call void @check(i64 1873, i64 %vx936, i64 2147483647)
  %p937 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 6
  %x937 = load i32, i32* %p937
  %k937 = or i32 %x937, 17
  %v937 = call i32 @var.or.i32(i32 %x937, i32 17)
  %kx937 = sext i32 %k937 to i64
  %vx937 = sext i32 %v937 to i64
  call void @check(i64 1874, i64 %kx937, i64 -2147483631)
  call void @check(i64 1875, i64 %vx937, i64 -2147483631)
  %p938 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 0
  %x938 = load i32, i32* %p938
  %k938 = xor i32 %x938, 17
  %v938 = call i32 @var.xor.i32(i32 %x938, i32 17)
  %kx938 = sext i32 %k938 to i64
  %vx938 = sext i32 %v938 to i64
  call void @check(i64 1876, i64 %kx938, i64 17)
  call void @check(i64 1877, i64 %vx938, i64 17)
  %p939 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 1
  %x939 = load i32, i32* %p939
  %k939 = xor i32 %x939, 17
  %v939 = call i32 @var.xor.i32(i32 %x939, i32 17)
  %kx939 = sext i32 %k939 to i64
  %vx939 = sext i32 %v939 to i64
  call void @check(i64 1878, i64 %kx939, i64 16)
  call void @check(i64 1879, i64 %vx939, i64 16)
  %p940 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 2
  %x940 = load i32, i32* %p940
  %k940 = xor i32 %x940, 17
  %v940 = call i32 @var.xor.i32(i32 %x940, i32 17)
  %kx940 = sext i32 %k940 to i64
  %vx940 = sext i32 %v940 to i64
  call void @check(i64 1880, i64 %kx940, i64 -18)
  call void @check(i64 1881, i64 %vx940, i64 -18)
  %p941 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 3
  %x941 = load i32, i32* %p941
  %k941 = xor i32 %x941, 17
  %v941 = call i32 @var.xor.i32(i32 %x941, i32 17)
  %kx941 = sext i32 %k941 to i64
  %vx941 = sext i32 %v941 to i64
  call void @check(i64 1882, i64 %kx941, i64 -24)
  call void @check(i64 1883, i64 %vx941, i64 -24)
  %p942 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 4
  %x942 = load i32, i32* %p942
  %k942 = xor i32 %x942, 17
  %v942 = call i32 @var.xor.i32(i32 %x942, i32 17)
  %kx942 = sext i32 %k942 to i64
  %vx942 = sext i32 %v942 to i64
  call void @check(i64 1884, i64 %kx942, i64 117)
  call void @check(i64 1885, i64 %vx942, i64 117)
  %p943 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 5
  %x943 = load i32, i32* %p943
  %k943 = xor i32 %x943, 17
  %v943 = call i32 @var.xor.i32(i32 %x943, i32 17)
  %kx943 = sext i32 %k943 to i64
  %vx943 = sext i32 %v943 to i64
  call void @check(i64 1886, i64 %kx943, i64 2147483630)
  call void @check(i64 1887, i64 %vx943, i64 2147483630)
  %p944 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 6
  %x944 = load i32, i32* %p944
  %k944 = xor i32 %x944, 17
  %v944 = call i32 @var.xor.i32(i32 %x944, i32 17)
  %kx944 = sext i32 %k944 to i64
  %vx944 = sext i32 %v944 to i64
  call void @check(i64 1888, i64 %kx944, i64 -2147483631)
  call void @check(i64 1889, i64 %vx944, i64 -2147483631)
  ret void
}

define void @by.i32.255() {
entry:
  %p945 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 0
  %x945 = load i32, i32* %p945
  %k945 = mul i32 %x945, 255
  %v945 = call i32 @var.mul.i32(i32 %x945, i32 255)
  %kx945 = sext i32 %k945 to i64
  %vx945 = sext i32 %v945 to i64
  call void @check(i64 1890, i64 %kx945, i64 0)
  call void @check(i64 1891, i64 %vx945, i64 0)
  %p946 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 1
  %x946 = load i32, i32* %p946
  %k946 = mul i32 %x946, 255
  %v946 = call i32 @var.mul.i32(i32 %x946, i32 255)
  %kx946 = sext i32 %k946 to i64
  %vx946 = sext i32 %v946 to i64
  call void @check(i64 1892, i64 %kx946, i64 255)
  call void @check(i64 1893, i64 %vx946, i64 255)
  %p947 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 2
  %x947 = load i32, i32* %p947
  %k947 = mul i32 %x947, 255
  %v947 = call i32 @var.mul.i32(i32 %x947, i32 255)
  %kx947 = sext i32 %k947 to i64
  %vx947 = sext i32 %v947 to i64
  call void @check(i64 1894, i64 %kx947, i64 -255)
  call void @check(i64 1895, i64 %vx947, i64 -255)
  %p948 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 3
  %x948 = load i32, i32* %p948
  %k948 = mul i32 %x948, 255
  %v948 = call i32 @var.mul.i32(i32 %x948, i32 255)
  %kx948 = sext i32 %k948 to i64
  %vx948 = sext i32 %v948 to i64
  call void @check(i64 1896, i64 %kx948, i64 -1785)
  call void @check(i64 1897, i64 %vx948, i64 -1785)
  %p949 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 4
  %x949 = load i32, i32* %p949
  %k949 = mul i32 %x949, 255
  %v949 = call i32 @var.mul.i32(i32 %x949, i32 255)
  %kx949 = sext i32 %k949 to i64
  %vx949 = sext i32 %v949 to i64
  call void @check(i64 1898, i64 %kx949, i64 25500)
  call void @check(i64 1899, i64 %vx949, i64 25500)
  %p950 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 5
  %x950 = load i32, i32* %p950
  %k950 = mul i32 %x950, 255
  %v950 = call i32 @var.mul.i32(i32 %x950, i32 255)
  %kx950 = sext i32 %k950 to i64
  %vx950 = sext i32 %v950 to i64
  call void @check(i64 1900, i64 %kx950, i64 2147483393)
  call void @check(i64 1901, i64 %vx950, i64 2147483393)
  %p951 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 6
  %x951 = load i32, i32* %p951
  %k951 = mul i32 %x951, 255
  %v951 = call i32 @var.mul.i32(i32 %x951, i32 255)
  %kx951 = sext i32 %k951 to i64
  %vx951 = sext i32 %v951 to i64
  call void @check(i64 1902, i64 %kx951, i64 -2147483648)
  call void @check(i64 1903, i64 %vx951, i64 -2147483648)
  %p952 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 0
  %x952 = load i32, i32* %p952
  %k952 = and i32 %x952, 255
  %v952 = call i32 @var.and.i32(i32 %x952, i32 255)
  %kx952 = sext i32 %k952 to i64
  %vx952 = sext i32 %v952 to i64
  call void @check(i64 1904, i64 %kx952, i64 0)
  call void @check(i64 1905, i64 %vx952, i64 0)
  %p953 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 1
  %x953 = load i32, i32* %p953
  %k953 = and i32 %x953, 255
  %v953 = call i32 @var.and.i32(i32 %x953, i32 255)
  %kx953 = sext i32 %k953 to i64
  %vx953 = sext i32 %v953 to i64
  call void @check(i64 1906, i64 %kx953, i64 1)
  call void @check(i64 1907, i64 %vx953, i64 1)
  %p954 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 2
  %x954 = load i32, i32* %p954
  %k954 = and i32 %x954, 255
  %v954 = call i32 @var.and.i32(i32 %x954, i32 255)
  %kx954 = sext i32 %k954 to i64
  %vx954 = sext i32 %v954 to i64
  call void @check(i64 1908, i64 %kx954, i64 255)
  call void @check(i64 1909, i64 %vx954, i64 255)
  %p955 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 3
  %x955 = load i32, i32* %p955
  %k955 = and i32 %x955, 255
  %v955 = call i32 @var.and.i32(i32 %x955, i32 255)
  %kx955 = sext i32 %k955 to i64
  %vx955 = sext i32 %v955 to i64
  call void @check(i64 1910, i64 %kx955, i64 249)
  call void @check(i64 1911, i64 %vx955, i64 249)
  %p956 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 4
  %x956 = load i32, i32* %p956
  %k956 = and i32 %x956, 255
  %v956 = call i32 @var.and.i32(i32 %x956, i32 255)
  %kx956 = sext i32 %k956 to i64
  %vx956 = sext i32 %v956 to i64
  call void @check(i64 1912, i64 %kx956, i64 100)
  call void @check(i64 1913, i64 %vx956, i64 100)
  %p957 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 5
  %x957 = load i32, i32* %p957
  %k957 = and i32 %x957, 255
  %v957 = call i32 @var.and.i32(i32 %x957, i32 255)
  %kx957 = sext i32 %k957 to i64
  %vx957 = sext i32 %v957 to i64
  call void @check(i64 1914, i64 %kx957, i64 255)
  call void @check(i64 1915, i64 %vx957, i64 255)
  %p958 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 6
  %x958 = load i32, i32* %p958
  %k958 = and i32 %x958, 255
  %v958 = call i32 @var.and.i32(i32 %x958, i32 255)
  %kx958 = sext i32 %k958 to i64
  %vx958 = sext i32 %v958 to i64
  call void @check(i64 1916, i64 %kx958, i64 0)
  call void @check(i64 1917, i64 %vx958, i64 0)
  %p959 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 0
  %x959 = load i32, i32* %p959
  %k959 = or i32 %x959, 255
  %v959 = call i32 @var.or.i32(i32 %x959, i32 255)
  %kx959 = sext i32 %k959 to i64
  %vx959 = sext i32 %v959 to i64
  call void @check(i64 1918, i64 %kx959, i64 255)
  call void @check(i64 1919, i64 %vx959, i64 255)
  %p960 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 1
  %x960 = load i32, i32* %p960
  %k960 = or i32 %x960, 255
  %v960 = call i32 @var.or.i32(i32 %x960, i32 255)
  %kx960 = sext i32 %k960 to i64
  %vx960 = sext i32 %v960 to i64
  call void @check(i64 1920, i64 %kx960, i64 255)
  call void @check(i64 1921, i64 %vx960, i64 255)
  %p961 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 2
  %x961 = load i32, i32* %p961
  %k961 = or i32 %x961, 255
  %v961 = call i32 @var.or.i32(i32 %x961, i32 255)
  %kx961 = sext i32 %k961 to i64
  %vx961 = sext i32 %v961 to i64
  call void @check(i64 1922, i64 %kx961, i64 -1)
  call void @check(i64 1923, i64 %vx961, i64 -1)
  %p962 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 3
  %x962 = load i32, i32* %p962
  %k962 = or i32 %x962, 255
  %v962 = call i32 @var.or.i32(i32 %x962, i32 255)
  %kx962 = sext i32 %k962 to i64
  %vx962 = sext i32 %v962 to i64
  call void @check(i64 1924, i64 %kx962, i64 -1)
  call void @check(i64 1925, i64 %vx962, i64 -1)
  %p963 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 4
  %x963 = load i32, i32* %p963
  %k963 = or i32 %x963, 255
  %v963 = call i32 @var.or.i32(i32 %x963, i32 255)
  %kx963 = sext i32 %k963 to i64
  %vx963 = sext i32 %v963 to i64
  call void @check(i64 1926, i64 %kx963, i64 255)
  call void @check(i64 1927, i64 %vx963, i64 255)
  %p964 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 5
  %x964 = load i32, i32* %p964
  %k964 = or i32 %x964, 255
  %v964 = call i32 @var.or.i32(i32 %x964, i32 255)
  %kx964 = sext i32 %k964 to i64
  %vx964 = sext i32 %v964 to i64
  call void @check(i64 1928, i64 %kx964, i64 2147483647)
  call void @check(i64 1929, i64 %vx964, i64 2147483647)
  %p965 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 6
  %x965 = load i32, i32* %p965
  %k965 = or i32 %x965, 255
  %v965 = call i32 @var.or.i32(i32 %x965, i32 255)
  %kx965 = sext i32 %k965 to i64
  %vx965 = sext i32 %v965 to i64
  call void @check(i64 1930, i64 %kx965, i64 -2147483393)
  call void @check(i64 1931, i64 %vx965, i64 -2147483393)
  %p966 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 0
  %x966 = load i32, i32* %p966
  %k966 = xor i32 %x966, 255
  %v966 = call i32 @var.xor.i32(i32 %x966, i32 255)
  %kx966 = sext i32 %k966 to i64
  %vx966 = sext i32 %v966 to i64
  call void @check(i64 1932, i64 %kx966, i64 255)
  call void @check(i64 1933, i64 %vx966, i64 255)
  %p967 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 1
  %x967 = load i32, i32* %p967
  %k967 = xor i32 %x967, 255
  %v967 = call i32 @var.xor.i32(i32 %x967, i32 255)
  %kx967 = sext i32 %k967 to i64
  %vx967 = sext i32 %v967 to i64
  call void @check(i64 1934, i64 %kx967, i64 254)
  call void @check(i64 1935, i64 %vx967, i64 254)
  %p968 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 2
  %x968 = load i32, i32* %p968
  %k968 = xor i32 %x968, 255
  %v968 = call i32 @var.xor.i32(i32 %x968, i32 255)
  %kx968 = sext i32 %k968 to i64
  %vx968 = sext i32 %v968 to i64
  call void @check(i64 1936, i64 %kx968, i64 -256)
  call void @check(i64 1937, i64 %vx968, i64 -256)
  %p969 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 3
  %x969 = load i32, i32* %p969
  %k969 = xor i32 %x969, 255
  %v969 = call i32 @var.xor.i32(i32 %x969, i32 255)
  %kx969 = sext i32 %k969 to i64
  %vx969 = sext i32 %v969 to i64
  call void @check(i64 1938, i64 %kx969, i64 -250)
  call void @check(i64 1939, i64 %vx969, i64 -250)
  %p970 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 4
  %x970 = load i32, i32* %p970
  %k970 = xor i32 %x970, 255
  %v970 = call i32 @var.xor.i32(i32 %x970, i32 255)
  %kx970 = sext i32 %k970 to i64
  %vx970 = sext i32 %v970 to i64
  call void @check(i64 1940, i64 %kx970, i64 155)
  call void @check(i64 1941, i64 %vx970, i64 155)
  %p971 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 5
  %x971 = load i32, i32* %p971
  %k971 = xor i32 %x971, 255
  %v971 = call i32 @var.xor.i32(i32 %x971, i32 255)
  %kx971 = sext i32 %k971 to i64
  %vx971 = sext i32 %v971 to i64
  call void @check(i64 1942, i64 %kx971, i64 2147483392)
  call void @check(i64 1943, i64 %vx971, i64 2147483392)
  %p972 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 6
  %x972 = load i32, i32* %p972
  %k972 = xor i32 %x972, 255
  %v972 = call i32 @var.xor.i32(i32 %x972, i32 255)
  %kx972 = sext i32 %k972 to i64
  %vx972 = sext i32 %v972 to i64
  call void @check(i64 1944, i64 %kx972, i64 -2147483393)
  call void @check(i64 1945, i64 %vx972, i64 -2147483393)
  ret void
}

define void @by.i32.65537() {
entry:
  %p973 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 0
  %x973 = load i32, i32* %p973
  %k973 = mul i32 %x973, 65537
  %v973 = call i32 @var.mul.i32(i32 %x973, i32 65537)
  %kx973 = sext i32 %k973 to i64
  %vx973 = sext i32 %v973 to i64
  call void @check(i64 1946, i64 %kx973, i64 0)
  call void @check(i64 1947, i64 %vx973, i64 0)
  %p974 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 1
  %x974 = load i32, i32* %p974
  %k974 = mul i32 %x974, 65537
  %v974 = call i32 @var.mul.i32(i32 %x974, i32 65537)
  %kx974 = sext i32 %k974 to i64
  %vx974 = sext i32 %v974 to i64
  call void @check(i64 1948, i64 %kx974, i64 65537)
  call void @check(i64 1949, i64 %vx974, i64 65537)
  %p975 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 2
  %x975 = load i32, i32* %p975
  %k975 = mul i32 %x975, 65537
  %v975 = call i32 @var.mul.i32(i32 %x975, i32 65537)
  %kx975 = sext i32 %k975 to i64
  %vx975 = sext i32 %v975 to i64
  call void @check(i64 1950, i64 %kx975, i64 -65537)
  call void @check(i64 1951, i64 %vx975, i64 -65537)
  %p976 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 3
  %x976 = load i32, i32* %p976
  %k976 = mul i32 %x976, 65537
  %v976 = call i32 @var.mul.i32(i32 %x976, i32 65537)
  %kx976 = sext i32 %k976 to i64
  %vx976 = sext i32 %v976 to i64
  call void @check(i64 1952, i64 %kx976, i64 -458759)
  call void @check(i64 1953, i64 %vx976, i64 -458759)
  %p977 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 4
  %x977 = load i32, i32* %p977
  %k977 = mul i32 %x977, 65537
  %v977 = call i32 @var.mul.i32(i32 %x977, i32 65537)
  %kx977 = sext i32 %k977 to i64
  %vx977 = sext i32 %v977 to i64
  call void @check(i64 1954, i64 %kx977, i64 6553700)
  call void @check(i64 1955, i64 %vx977, i64 6553700)
  %p978 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 5
  %x978 = load i32, i32* %p978
  %k978 = mul i32 %x978, 65537
  %v978 = call i32 @var.mul.i32(i32 %x978, i32 65537)
  %kx978 = sext i32 %k978 to i64
  %vx978 = sext i32 %v978 to i64
  call void @check(i64 1956, i64 %kx978, i64 2147418111)
  call void @check(i64 1957, i64 %vx978, i64 2147418111)
  %p979 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 6
  %x979 = load i32, i32* %p979
  %k979 = mul i32 %x979, 65537
  %v979 = call i32 @var.mul.i32(i32 %x979, i32 65537)
  %kx979 = sext i32 %k979 to i64
  %vx979 = sext i32 %v979 to i64
  call void @check(i64 1958, i64 %kx979, i64 -2147483648)
  call void @check(i64 1959, i64 %vx979, i64 -2147483648)
  %p980 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 0
  %x980 = load i32, i32* %p980
  %k980 = and i32 %x980, 65537
  %v980 = call i32 @var.and.i32(i32 %x980, i32 65537)
  %kx980 = sext i32 %k980 to i64
  %vx980 = sext i32 %v980 to i64
  call void @check(i64 1960, i64 %kx980, i64 0)
  call void @check(i64 1961, i64 %vx980, i64 0)
  %p981 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 1
  %x981 = load i32, i32* %p981
  %k981 = and i32 %x981, 65537
  %v981 = call i32 @var.and.i32(i32 %x981, i32 65537)
  %kx981 = sext i32 %k981 to i64
  %vx981 = sext i32 %v981 to i64
  call void @check(i64 1962, i64 %kx981, i64 1)
  call void @check(i64 1963, i64 %vx981, i64 1)
  %p982 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 2
  %x982 = load i32, i32* %p982
  %k982 = and i32 %x982, 65537
  %v982 = call i32 @var.and.i32(i32 %x982, i32 65537)
  %kx982 = sext i32 %k982 to i64
  %vx982 = sext i32 %v982 to i64
  call void @check(i64 1964, i64 %kx982, i64 65537)
  call void @check(i64 1965, i64 %vx982, i64 65537)
  %p983 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 3
  %x983 = load i32, i32* %p983
  %k983 = and i32 %x983, 65537
  %v983 = call i32 @var.and.i32(i32 %x983, i32 65537)
  %kx983 = sext i32 %k983 to i64
  %vx983 = sext i32 %v983 to i64
  call void @check(i64 1966, i64 %kx983, i64 65537)
  call void @check(i64 1967, i64 %vx983, i64 65537)
  %p984 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 4
  %x984 = load i32, i32* %p984
  %k984 = and i32 %x984, 65537
  %v984 = call i32 @var.and.i32(i32 %x984, i32 65537)
  %kx984 = sext i32 %k984 to i64
  %vx984 = sext i32 %v984 to i64
  call void @check(i64 1968, i64 %kx984, i64 0)
  call void @check(i64 1969, i64 %vx984, i64 0)
  %p985 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 5
  %x985 = load i32, i32* %p985
  %k985 = and i32 %x985, 65537
  %v985 = call i32 @var.and.i32(i32 %x985, i32 65537)
  %kx985 = sext i32 %k985 to i64
  %vx985 = sext i32 %v985 to i64
  call void @check(i64 1970, i64 %kx985, i64 65537)
  call void @check(i64 1971, i64 %vx985, i64 65537)
  %p986 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 6
  %x986 = load i32, i32* %p986
  %k986 = and i32 %x986, 65537
  %v986 = call i32 @var.and.i32(i32 %x986, i32 65537)
  %kx986 = sext i32 %k986 to i64
  %vx986 = sext i32 %v986 to i64
  call void @check(i64 1972, i64 %kx986, i64 0)
  call void @check(i64 1973, i64 %vx986, i64 0)
  %p987 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 0
  %x987 = load i32, i32* %p987
  %k987 = or i32 %x987, 65537
  %v987 = call i32 @var.or.i32(i32 %x987, i32 65537)
  %kx987 = sext i32 %k987 to i64
  %vx987 = sext i32 %v987 to i64
  call void @check(i64 1974, i64 %kx987, i64 65537)
  call void @check(i64 1975, i64 %vx987, i64 65537)
  %p988 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 1
  %x988 = load i32, i32* %p988
  %k988 = or i32 %x988, 65537
  %v988 = call i32 @var.or.i32(i32 %x988, i32 65537)
  %kx988 = sext i32 %k988 to i64
  %vx988 = sext i32 %v988 to i64
  call void @check(i64 1976, i64 %kx988, i64 65537)
  call void @check(i64 1977, i64 %vx988, i64 65537)
  %p989 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 2
  %x989 = load i32, i32* %p989
  %k989 = or i32 %x989, 65537
  %v989 = call i32 @var.or.i32(i32 %x989, i32 65537)
  %kx989 = sext i32 %k989 to i64
  %vx989 = sext i32 %v989 to i64
  call void @check(i64 1978, i64 %kx989, i64 -1)
  call void @check(i64 1979, i64 %vx989, i64 -1)
  %p990 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 3
  %x990 = load i32, i32* %p990
  %k990 = or i32 %x990, 65537
  %v990 = call i32 @var.or.i32(i32 %x990, i32 65537)
  %kx990 = sext i32 %k990 to i64
  %vx990 = sext i32 %v990 to i64
  call void @check(i64 1980, i64 %kx990, i64 -7)
  call void @check(i64 1981, i64 %vx990, i64 -7)
  %p991 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 4
  %x991 = load i32, i32* %p991
  %k991 = or i32 %x991, 65537
  %v991 = call i32 @var.or.i32(i32 %x991, i32 65537)
  %kx991 = sext i32 %k991 to i64
  %vx991 = sext i32 %v991 to i64
  call void @check(i64 1982, i64 %kx991, i64 65637)
  call void @check(i64 1983, i64 %vx991, i64 65637)
  %p992 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 5
  %x992 = load i32, i32* %p992
  %k992 = or i32 %x992, 65537
  %v992 = call i32 @var.or.i32(i32 %x992, i32 65537)
  %kx992 = sext i32 %k992 to i64
  %vx992 = sext i32 %v992 to i64
  call void @check(i64 1984, i64 %kx992, i64 2147483647)
  call void @check(i64 1985, i64 %vx992, i64 2147483647)
  %p993 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 6
  %x993 = load i32, i32* %p993
  %k993 = or i32 %x993, 65537
  %v993 = call i32 @var.or.i32(i32 %x993, i32 65537)
  %kx993 = sext i32 %k993 to i64
  %vx993 = sext i32 %v993 to i64
  call void @check(i64 1986, i64 %kx993, i64 -2147418111)
  call void @check(i64 1987, i64 %vx993, i64 -2147418111)
  %p994 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 0
  %x994 = load i32, i32* %p994
  %k994 = xor i32 %x994, 65537
  %v994 = call i32 @var.xor.i32(i32 %x994, i32 65537)
  %kx994 = sext i32 %k994 to i64
  %vx994 = sext i32 %v994 to i64
  call void @check(i64 1988, i64 %kx994, i64 65537)
  call void @check(i64 1989, i64 %vx994, i64 65537)
  %p995 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 1
  %x995 = load i32, i32* %p995
  %k995 = xor i32 %x995, 65537
  %v995 = call i32 @var.xor.i32(i32 %x995, i32 65537)
  %kx995 = sext i32 %k995 to i64
  %vx995 = sext i32 %v995 to i64
  call void @check(i64 1990, i64 %kx995, i64 65536)
  call void @check(i64 1991, i64 %vx995, i64 65536)
  %p996 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 2
  %x996 = load i32, i32* %p996
  %k996 = xor i32 %x996, 65537
  %v996 = call i32 @var.xor.i32(i32 %x996, i32 65537)
  %kx996 = sext i32 %k996 to i64
  %vx996 = sext i32 %v996 to i64
  call void @check(i64 1992, i64 %kx996, i64 -65538)
  call void @check(i64 1993, i64 %vx996, i64 -65538)
  %p997 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 3
  %x997 = load i32, i32* %p997
  %k997 = xor i32 %x997, 65537
  %v997 = call i32 @var.xor.i32(i32 %x997, i32 65537)
  %kx997 = sext i32 %k997 to i64
  %vx997 = sext i32 %v997 to i64
  call void @check(i64 1994, i64 %kx997, i64 -65544)
  call void @check(i64 1995, i64 %vx997, i64 -65544)
  %p998 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 4
  %x998 = load i32, i32* %p998
  %k998 = xor i32 %x998, 65537
  %v998 = call i32 @var.xor.i32(i32 %x998, i32 65537)
  %kx998 = sext i32 %k998 to i64
  %vx998 = sext i32 %v998 to i64
  call void @check(i64 1996, i64 %kx998, i64 65637)
  call void @check(i64 1997, i64 %vx998, i64 65637)
  %p999 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 5
  %x999 = load i32, i32* %p999
  %k999 = xor i32 %x999, 65537
  %v999 = call i32 @var.xor.i32(i32 %x999, i32 65537)
  %kx999 = sext i32 %k999 to i64
  %vx999 = sext i32 %v999 to i64
  call void @check(i64 1998, i64 %kx999, i64 2147418110)
  call void @check(i64 1999, i64 %vx999, i64 2147418110)
  %p1000 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 6
  %x1000 = load i32, i32* %p1000
  %k1000 = xor i32 %x1000, 65537
  %v1000 = call i32 @var.xor.i32(i32 %x1000, i32 65537)
  %kx1000 = sext i32 %k1000 to i64
  %vx1000 = sext i32 %v1000 to i64
  call void @check(i64 2000, i64 %kx1000, i64 -2147418111)
  call void @check(i64 2001, i64 %vx1000, i64 -2147418111)
  ret void
}

define void @by.i32.m8() {
entry:
  %p1001 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 0
  %x1001 = load i32, i32* %p1001
  %k1001 = mul i32 %x1001, -8
  %v1001 = call i32 @var.mul.i32(i32 %x1001, i32 -8)
  %kx1001 = sext i32 %k1001 to i64
  %vx1001 = sext i32 %v1001 to i64
  call void @check(i64 2002, i64 %kx1001, i64 0)
  call void @check(i64 2003, i64 %vx1001, i64 0)
  %p1002 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 1
  %x1002 = load i32, i32* %p1002
  %k1002 = mul i32 %x1002, -8
  %v1002 = call i32 @var.mul.i32(i32 %x1002, i32 -8)
  %kx1002 = sext i32 %k1002 to i64
  %vx1002 = sext i32 %v1002 to i64
  call void @check(i64 2004, i64 %kx1002, i64 -8)
  call void @check(i64 2005, i64 %vx1002, i64 -8)
  %p1003 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 2
  %x1003 = load i32, i32* %p1003
  %k1003 = mul i32 %x1003, -8
  %v1003 = call i32 @var.mul.i32(i32 %x1003, i32 -8)
  %kx1003 = sext i32 %k1003 to i64
  %vx1003 = sext i32 %v1003 to i64
  call void @check(i64 2006, i64 %kx1003, i64 8)
  call void @check(i64 2007, i64 %vx1003, i64 8)
  %p1004 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 3
  %x1004 = load i32, i32* %p1004
  %k1004 = mul i32 %x1004, -8
  %v1004 = call i32 @var.mul.i32(i32 %x1004, i32 -8)
  %kx1004 = sext i32 %k1004 to i64
  %vx1004 = sext i32 %v1004 to i64
  call void @check(i64 2008, i64 %kx1004, i64 56)
  call void @check(i64 2009, i64 %vx1004, i64 56)
  %p1005 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 4
  %x1005 = load i32, i32* %p1005
  %k1005 = mul i32 %x1005, -8
  %v1005 = call i32 @var.mul.i32(i32 %x1005, i32 -8)
  %kx1005 = sext i32 %k1005 to i64
  %vx1005 = sext i32 %v1005 to i64
  call void @check(i64 2010, i64 %kx1005, i64 -800)
  call void @check(i64 2011, i64 %vx1005, i64 -800)
  %p1006 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 5
  %x1006 = load i32, i32* %p1006
  %k1006 = mul i32 %x1006, -8
  %v1006 = call i32 @var.mul.i32(i32 %x1006, i32 -8)
  %kx1006 = sext i32 %k1006 to i64
  %vx1006 = sext i32 %v1006 to i64
  call void @check(i64 2012, i64 %kx1006, i64 8)
  call void @check(i64 2013, i64 %vx1006, i64 8)
  %p1007 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 6
  %x1007 = load i32, i32* %p1007
  %k1007 = mul i32 %x1007, -8
  %v1007 = call i32 @var.mul.i32(i32 %x1007, i32 -8)
  %kx1007 = sext i32 %k1007 to i64
  %vx1007 = sext i32 %v1007 to i64
  call void @check(i64 2014, i64 %kx1007, i64 0)
  call void @check(i64 2015, i64 %vx1007, i64 0)
  %p1008 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 0
  %x1008 = load i32, i32* %p1008
  %k1008 = and i32 %x1008, -8
  %v1008 = call i32 @var.and.i32(i32 %x1008, i32 -8)
  %kx1008 = sext i32 %k1008 to i64
  %vx1008 = sext i32 %v1008 to i64
  call void @check(i64 2016, i64 %kx1008, i64 0)
  call void @check(i64 2017, i64 %vx1008, i64 0)
  %p1009 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 1
  %x1009 = load i32, i32* %p1009
  %k1009 = and i32 %x1009, -8
  %v1009 = call i32 @var.and.i32(i32 %x1009, i32 -8)
  %kx1009 = sext i32 %k1009 to i64
  %vx1009 = sext i32 %v1009 to i64
  call void @check(i64 2018, i64 %kx1009, i64 0)
  call void @check(i64 2019, i64 %vx1009, i64 0)
  %p1010 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 2
  %x1010 = load i32, i32* %p1010
  %k1010 = and i32 %x1010, -8
  %v1010 = call i32 @var.and.i32(i32 %x1010, i32 -8)
  %kx1010 = sext i32 %k1010 to i64
  %vx1010 = sext i32 %v1010 to i64
  call void @check(i64 2020, i64 %kx1010, i64 -8)
  call void @check(i64 2021, i64 %vx1010, i64 -8)
  %p1011 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 3
  %x1011 = load i32, i32* %p1011
  %k1011 = and i32 %x1011, -8
  %v1011 = call i32 @var.and.i32(i32 %x1011, i32 -8)
  %kx1011 = sext i32 %k1011 to i64
  %vx1011 = sext i32 %v1011 to i64
  call void @check(i64 2022, i64 %kx1011, i64 -8)
  call void @check(i64 2023, i64 %vx1011, i64 -8)
  %p1012 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 4
  %x1012 = load i32, i32* %p1012
  %k1012 = and i32 %x1012, -8
  %v1012 = call i32 @var.and.i32(i32 %x1012, i32 -8)
  %kx1012 = sext i32 %k1012 to i64
  %vx1012 = sext i32 %v1012 to i64
  call void @check(i64 2024, i64 %kx1012, i64 96)
  call void @check(i64 2025, i64 %vx1012, i64 96)
  %p1013 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 5
  %x1013 = load i32, i32* %p1013
  %k1013 = and i32 %x1013, -8
  %v1013 = call i32 @var.and.i32(i32 %x1013, i32 -8)
  %kx1013 = sext i32 %k1013 to i64
  %vx1013 = sext i32 %v1013 to i64
  call void @check(i64 2026, i64 %kx1013, i64 2147483640)
  call void @check(i64 2027, i64 %vx1013, i64 2147483640)
  %p1014 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 6
  %x1014 = load i32, i32* %p1014
  %k1014 = and i32 %x1014, -8
  %v1014 = call i32 @var.and.i32(i32 %x1014, i32 -8)
  %kx1014 = sext i32 %k1014 to i64
  %vx1014 = sext i32 %v1014 to i64
  call void @check(i64 2028, i64 %kx1014, i64 -2147483648)
  call void @check(i64 2029, i64 %vx1014, i64 -2147483648)
  %p1015 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 0
  %x1015 = load i32, i32* %p1015
  %k1015 = or i32 %x1015, -8
  %v1015 = call i32 @var.or.i32(i32 %x1015, i32 -8)
  %kx1015 = sext i32 %k1015 to i64
  %vx1015 = sext i32 %v1015 to i64
  call void @check(i64 2030, i64 %kx1015, i64 -8)
  call void @check(i64 2031, i64 %vx1015, i64 -8)
  %p1016 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 1
  %x1016 = load i32, i32* %p1016
  %k1016 = or i32 %x1016, -8
  %v1016 = call i32 @var.or.i32(i32 %x1016, i32 -8)
  %kx1016 = sext i32 %k1016 to i64
  %vx1016 = sext i32 %v1016 to i64
  call void @check(i64 2032, i64 %kx1016, i64 -7)
  call void @check(i64 2033, i64 %vx1016, i64 -7)
  %p1017 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 2
  %x1017 = load i32, i32* %p1017
  %k1017 = or i32 %x1017, -8
  %v1017 = call i32 @var.or.i32(i32 %x1017, i32 -8)
  %kx1017 = sext i32 %k1017 to i64
  %vx1017 = sext i32 %v1017 to i64
  call void @check(i64 2034, i64 %kx1017, i64 -1)
  call void @check(i64 2035, i64 %vx1017, i64 -1)
  %p1018 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 3
  %x1018 = load i32, i32* %p1018
  %k1018 = or i32 %x1018, -8
  %v1018 = call i32 @var.or.i32(i32 %x1018, i32 -8)
  %kx1018 = sext i32 %k1018 to i64
  %vx1018 = sext i32 %v1018 to i64
  call void @check(i64 2036, i64 %kx1018, i64 -7)
  call void @check(i64 2037, i64 %vx1018, i64 -7)
  %p1019 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 4
  %x1019 = load i32, i32* %p1019
  %k1019 = or i32 %x1019, -8
  %v1019 = call i32 @var.or.i32(i32 %x1019, i32 -8)
  %kx1019 = sext i32 %k1019 to i64
  %vx1019 = sext i32 %v1019 to i64
  call void @check(i64 2038, i64 %kx1019, i64 -4)
  call void @check(i64 2039, i64 %vx1019, i64 -4)
  %p1020 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 5
  %x1020 = load i32, i32* %p1020
  %k1020 = or i32 %x1020, -8
  %v1020 = call i32 @var.or.i32(i32 %x1020, i32 -8)
  %kx1020 = sext i32 %k1020 to i64
  %vx1020 = sext i32 %v1020 to i64
  call void @check(i64 2040, i64 %kx1020, i64 -1)
  call void @check(i64 2041, i64 %vx1020, i64 -1)
  %p1021 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 6
  %x1021 = load i32, i32* %p1021
  %k1021 = or i32 %x1021, -8
  %v1021 = call i32 @var.or.i32(i32 %x1021, i32 -8)
  %kx1021 = sext i32 %k1021 to i64
  %vx1021 = sext i32 %v1021 to i64
  call void @check(i64 2042, i64 %kx1021, i64 -8)
  call void @check(i64 2043, i64 %vx1021, i64 -8)
  %p1022 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 0
  %x1022 = load i32, i32* %p1022
  %k1022 = xor i32 %x1022, -8
  %v1022 = call i32 @var.xor.i32(i32 %x1022, i32 -8)
  %kx1022 = sext i32 %k1022 to i64
  %vx1022 = sext i32 %v1022 to i64
  call void @check(i64 2044, i64 %kx1022, i64 -8)
  call void @check(i64 2045, i64 %vx1022, i64 -8)
  %p1023 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 1
  %x1023 = load i32, i32* %p1023
  %k1023 = xor i32 %x1023, -8
  %v1023 = call i32 @var.xor.i32(i32 %x1023, i32 -8)
  %kx1023 = sext i32 %k1023 to i64
  %vx1023 = sext i32 %v1023 to i64
  call void @check(i64 2046, i64 %kx1023, i64 -7)
  call void @check(i64 2047, i64 %vx1023, i64 -7)
  %p1024 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 2
  %x1024 = load i32, i32* %p1024
  %k1024 = xor i32 %x1024, -8
  %v1024 = call i32 @var.xor.i32(i32 %x1024, i32 -8)
  %kx1024 = sext i32 %k1024 to i64
  %vx1024 = sext i32 %v1024 to i64
  call void @check(i64 2048, i64 %kx1024, i64 7)
  call void @check(i64 2049, i64 %vx1024, i64 7)
  %p1025 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 3
  %x1025 = load i32, i32* %p1025
  %k1025 = xor i32 %x1025, -8
  %v1025 = call i32 @var.xor.i32(i32 %x1025, i32 -8)
  %kx1025 = sext i32 %k1025 to i64
  %vx1025 = sext i32 %v1025 to i64
  call void @check(i64 2050, i64 %kx1025, i64 1)
  call void @check(i64 2051, i64 %vx1025, i64 1)
  %p1026 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 4
  %x1026 = load i32, i32* %p1026
  %k1026 = xor i32 %x1026, -8
  %v1026 = call i32 @var.xor.i32(i32 %x1026, i32 -8)
  %kx1026 = sext i32 %k1026 to i64
  %vx1026 = sext i32 %v1026 to i64
  call void @check(i64 2052, i64 %kx1026, i64 -100)
  call void @check(i64 2053, i64 %vx1026, i64 -100)
  %p1027 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 5
  %x1027 = load i32, i32* %p1027
  %k1027 = xor i32 %x1027, -8
  %v1027 = call i32 @var.xor.i32(i32 %x1027, i32 -8)
  %kx1027 = sext i32 %k1027 to i64
  %vx1027 = sext i32 %v1027 to i64
  call void @check(i64 2054, i64 %kx1027, i64 -2147483641)
  call void @check(i64 2055, i64 %vx1027, i64 -2147483641)
  %p1028 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 6
  %x1028 = load i32, i32* %p1028
  %k1028 = xor i32 %x1028, -8
  %v1028 = call i32 @var.xor.i32(i32 %x1028, i32 -8)
  %kx1028 = sext i32 %k1028 to i64
  %vx1028 = sext i32 %v1028 to i64
  call void @check(i64 2056, i64 %kx1028, i64 2147483640)
  call void @check(i64 2057, i64 %vx1028, i64 2147483640)
  ret void
}

define void @by.i32.1000000007() {
entry:
  %p1029 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 0
  %x1029 = load i32, i32* %p1029
  %k1029 = mul i32 %x1029, 1000000007
  %v1029 = call i32 @var.mul.i32(i32 %x1029, i32 1000000007)
  %kx1029 = sext i32 %k1029 to i64
  %vx1029 = sext i32 %v1029 to i64
  call void @check(i64 2058, i64 %kx1029, i64 0)
  call void @check(i64 2059, i64 %vx1029, i64 0)
  %p1030 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 1
  %x1030 = load i32, i32* %p1030
  %k1030 = mul i32 %x1030, 1000000007
  %v1030 = call i32 @var.mul.i32(i32 %x1030, i32 1000000007)
  %kx1030 = sext i32 %k1030 to i64
  %vx1030 = sext i32 %v1030 to i64
  call void @check(i64 2060, i64 %kx1030, i64 1000000007)
  call void @check(i64 2061, i64 %vx1030, i64 1000000007)
  %p1031 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 2
  %x1031 = load i32, i32* %p1031
  %k1031 = mul i32 %x1031, 1000000007
  %v1031 = call i32 @var.mul.i32(i32 %x1031, i32 1000000007)
  %kx1031 = sext i32 %k1031 to i64
  %vx1031 = sext i32 %v1031 to i64
  call void @check(i64 2062, i64 %kx1031, i64 -1000000007)
  call void @check(i64 2063, i64 %vx1031, i64 -1000000007)
  %p1032 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 3
  %x1032 = load i32, i32* %p1032
  %k1032 = mul i32 %x1032, 1000000007
  %v1032 = call i32 @var.mul.i32(i32 %x1032, i32 1000000007)
  %kx1032 = sext i32 %k1032 to i64
  %vx1032 = sext i32 %v1032 to i64
  call void @check(i64 2064, i64 %kx1032, i64 1589934543)
  call void @check(i64 2065, i64 %vx1032, i64 1589934543)
  %p1033 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 4
  %x1033 = load i32, i32* %p1033
  %k1033 = mul i32 %x1033, 1000000007
  %v1033 = call i32 @var.mul.i32(i32 %x1033, i32 1000000007)
  %kx1033 = sext i32 %k1033 to i64
  %vx1033 = sext i32 %v1033 to i64
  call void @check(i64 2066, i64 %kx1033, i64 1215752892)
  call void @check(i64 2067, i64 %vx1033, i64 1215752892)
  %p1034 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 5
  %x1034 = load i32, i32* %p1034
  %k1034 = mul i32 %x1034, 1000000007
  %v1034 = call i32 @var.mul.i32(i32 %x1034, i32 1000000007)
  %kx1034 = sext i32 %k1034 to i64
  %vx1034 = sext i32 %v1034 to i64
  call void @check(i64 2068, i64 %kx1034, i64 1147483641)
  call void @check(i64 2069, i64 %vx1034, i64 1147483641)
  %p1035 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 6
  %x1035 = load i32, i32* %p1035
  %k1035 = mul i32 %x1035, 1000000007
  %v1035 = call i32 @var.mul.i32(i32 %x1035, i32 1000000007)
  %kx1035 = sext i32 %k1035 to i64
  %vx1035 = sext i32 %v1035 to i64
  call void @check(i64 2070, i64 %kx1035, i64 -2147483648)
  call void @check(i64 2071, i64 %vx1035, i64 -2147483648)
  %p1036 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 0
  %x1036 = load i32, i32* %p1036
  %k1036 = and i32 %x1036, 1000000007
  %v1036 = call i32 @var.and.i32(i32 %x1036, i32 1000000007)
  %kx1036 = sext i32 %k1036 to i64
  %vx1036 = sext i32 %v1036 to i64
  call void @check(i64 2072, i64 %kx1036, i64 0)
  call void @check(i64 2073, i64 %vx1036, i64 0)
  %p1037 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 1
  %x1037 = load i32, i32* %p1037
  %k1037 = and i32 %x1037, 1000000007
  %v1037 = call i32 @var.and.i32(i32 %x1037, i32 1000000007)
  %kx1037 = sext i32 %k1037 to i64
  %vx1037 = sext i32 %v1037 to i64
  call void @check(i64 2074, i64 %kx1037, i64 1)
  call void @check(i64 2075, i64 %vx1037, i64 1)
  %p1038 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 2
  %x1038 = load i32, i32* %p1038
  %k1038 = and i32 %x1038, 1000000007
  %v1038 = call i32 @var.and.i32(i32 %x1038, i32 1000000007)
  %kx1038 = sext i32 %k1038 to i64
  %vx1038 = sext i32 %v1038 to i64
  call void @check(i64 2076, i64 %kx1038, i64 1000000007)
  call void @check(i64 2077, i64 %vx1038, i64 1000000007)
  %p1039 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 3
  %x1039 = load i32, i32* %p1039
  %k1039 = and i32 %x1039, 1000000007
  %v1039 = call i32 @var.and.i32(i32 %x1039, i32 1000000007)
  %kx1039 = sext i32 %k1039 to i64
  %vx1039 = sext i32 %v1039 to i64
  call void @check(i64 2078, i64 %kx1039, i64 1000000001)
  call void @check(i64 2079, i64 %vx1039, i64 1000000001)
  %p1040 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 4
  %x1040 = load i32, i32* %p1040
  %k1040 = and i32 %x1040, 1000000007
  %v1040 = call i32 @var.and.i32(i32 %x1040, i32 1000000007)
  %kx1040 = sext i32 %k1040 to i64
  %vx1040 = sext i32 %v1040 to i64
  call void @check(i64 2080, i64 %kx1040, i64 4)
  call void @check(i64 2081, i64 %vx1040, i64 4)
  %p1041 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 5
  %x1041 = load i32, i32* %p1041
  %k1041 = and i32 %x1041, 1000000007
  %v1041 = call i32 @var.and.i32(i32 %x1041, i32 1000000007)
  %kx1041 = sext i32 %k1041 to i64
  %vx1041 = sext i32 %v1041 to i64
  call void @check(i64 2082, i64 %kx1041, i64 1000000007)
  call void @check(i64 2083, i64 %vx1041, i64 1000000007)
  %p1042 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 6
  %x1042 = load i32, i32* %p1042
  %k1042 = and i32 %x1042, 1000000007
  %v1042 = call i32 @var.and.i32(i32 %x1042, i32 1000000007)
  %kx1042 = sext i32 %k1042 to i64
  %vx1042 = sext i32 %v1042 to i64
  call void @check(i64 2084, i64 %kx1042, i64 0)
  call void @check(i64 2085, i64 %vx1042, i64 0)
  %p1043 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 0
  %x1043 = load i32, i32* %p1043
  %k1043 = or i32 %x1043, 1000000007
  %v1043 = call i32 @var.or.i32(i32 %x1043, i32 1000000007)
  %kx1043 = sext i32 %k1043 to i64
  %vx1043 = sext i32 %v1043 to i64
  call void @check(i64 2086, i64 %kx1043, i64 1000000007)
  call void @check(i64 2087, i64 %vx1043, i64 1000000007)
  %p1044 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 1
  %x1044 = load i32, i32* %p1044
  %k1044 = or i32 %x1044, 1000000007
  %v1044 = call i32 @var.or.i32(i32 %x1044, i32 1000000007)
  %kx1044 = sext i32 %k1044 to i64
  %vx1044 = sext i32 %v1044 to i64
  call void @check(i64 2088, i64 %kx1044, i64 1000000007)
  call void @check(i64 2089, i64 %vx1044, i64 1000000007)
  %p1045 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 2
  %x1045 = load i32, i32* %p1045
  %k1045 = or i32 %x1045, 1000000007
  %v1045 = call i32 @var.or.i32(i32 %x1045, i32 1000000007)
  %kx1045 = sext i32 %k1045 to i64
  %vx1045 = sext i32 %v1045 to i64
  call void @check(i64 2090, i64 %kx1045, i64 -1)
  call void @check(i64 2091, i64 %vx1045, i64 -1)
  %p1046 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 3
  %x1046 = load i32, i32* %p1046
  %k1046 = or i32 %x1046, 1000000007
  %v1046 = call i32 @var.or.i32(i32 %x1046, i32 1000000007)
  %kx1046 = sext i32 %k1046 to i64
  %vx1046 = sext i32 %v1046 to i64
  call void @check(i64 2092, i64 %kx1046, i64 -1)
  call void @check(i64 2093, i64 %vx1046, i64 -1)
  %p1047 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 4
  %x1047 = load i32, i32* %p1047
  %k1047 = or i32 %x1047, 1000000007
  %v1047 = call i32 @var.or.i32(i32 %x1047, i32 1000000007)
  %kx1047 = sext i32 %k1047 to i64
  %vx1047 = sext i32 %v1047 to i64
  call void @check(i64 2094, i64 %kx1047, i64 1000000103)
  call void @check(i64 2095, i64 %vx1047, i64 1000000103)
  %p1048 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 5
  %x1048 = load i32, i32* %p1048
  %k1048 = or i32 %x1048, 1000000007
  %v1048 = call i32 @var.or.i32(i32 %x1048, i32 1000000007)
  %kx1048 = sext i32 %k1048 to i64
  %vx1048 = sext i32 %v1048 to i64
  call void @check(i64 2096, i64 %kx1048, i64 2147483647)
  call void @check(i64 2097, i64 %vx1048, i64 2147483647)
  %p1049 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 6
  %x1049 = load i32, i32* %p1049
  %k1049 = or i32 %x1049, 1000000007
  %v1049 = call i32 @var.or.i32(i32 %x1049, i32 1000000007)
  %kx1049 = sext i32 %k1049 to i64
  %vx1049 = sext i32 %v1049 to i64
  call void @check(i64 2098, i64 %kx1049, i64 -1147483641)
  call void @check(i64 2099, i64 %vx1049, i64 -1147483641)
  %p1050 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 0
  %x1050 = load i32, i32* %p1050
  %k1050 = xor i32 %x1050, 1000000007
  %v1050 = call i32 @var.xor.i32(i32 %x1050, i32 1000000007)
  %kx1050 = sext i32 %k1050 to i64
  %vx1050 = sext i32 %v1050 to i64
  call void @check(i64 2100, i64 %kx1050, i64 1000000007)
  call void @check(i64 2101, i64 %vx1050, i64 1000000007)
  %p1051 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 1
  %x1051 = load i32, i32* %p1051
  %k1051 = xor i32 %x1051, 1000000007
  %v1051 = call i32 @var.xor.i32(i32 %x1051, i32 1000000007)
  %kx1051 = sext i32 %k1051 to i64
  %vx1051 = sext i32 %v1051 to i64
  call void @check(i64 2102, i64 %kx1051, i64 1000000006)
  call void @check(i64 2103, i64 %vx1051, i64 1000000006)
  %p1052 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 2
  %x1052 = load i32, i32* %p1052
  %k1052 = xor i32 %x1052, 1000000007
  %v1052 = call i32 @var.xor.i32(i32 %x1052, i32 1000000007)
  %kx1052 = sext i32 %k1052 to i64
  %vx1052 = sext i32 %v1052 to i64
  call void @check(i64 2104, i64 %kx1052, i64 -1000000008)
  call void @check(i64 2105, i64 %vx1052, i64 -1000000008)
  %p1053 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 3
  %x1053 = load i32, i32* %p1053
  %k1053 = xor i32 %x1053, 1000000007
  %v1053 = call i32 @var.xor.i32(i32 %x1053, i32 1000000007)
  %kx1053 = sext i32 %k1053 to i64
  %vx1053 = sext i32 %v1053 to i64
  call void @check(i64 2106, i64 %kx1053, i64 -1000000002)
  call void @check(i64 2107, i64 %vx1053, i64 -1000000002)
  %p1054 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 4
  %x1054 = load i32, i32* %p1054
  %k1054 = xor i32 %x1054, 1000000007
  %v1054 = call i32 @var.xor.i32(i32 %x1054, i32 1000000007)
  %kx1054 = sext i32 %k1054 to i64
  %vx1054 = sext i32 %v1054 to i64
  call void @check(i64 2108, i64 %kx1054, i64 1000000099)
  call void @check(i64 2109, i64 %vx1054, i64 1000000099)
  %p1055 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 5
  %x1055 = load i32, i32* %p1055
  %k1055 = xor i32 %x1055, 1000000007
  %v1055 = call i32 @var.xor.i32(i32 %x1055, i32 1000000007)
  %kx1055 = sext i32 %k1055 to i64
  %vx1055 = sext i32 %v1055 to i64
  call void @check(i64 2110, i64 %kx1055, i64 1147483640)
  call void @check(i64 2111, i64 %vx1055, i64 1147483640)
  %p1056 = getelementptr [7 x i32], [7 x i32]* @x.i32, i64 0, i64 6
  %x1056 = load i32, i32* %p1056
  %k1056 = xor i32 %x1056, 1000000007
  %v1056 = call i32 @var.xor.i32(i32 %x1056, i32 1000000007)
  %kx1056 = sext i32 %k1056 to i64
  %vx1056 = sext i32 %v1056 to i64
  call void @check(i64 2112, i64 %kx1056, i64 -1147483641)
  call void @check(i64 2113, i64 %vx1056, i64 -1147483641)
  ret void
}


define i64 @main() {
entry:
  call void @by.i64.0()
  call void @by.i64.1()
  call void @by.i64.m1()
  call void @by.i64.2()
  call void @by.i64.3()
  call void @by.i64.5()
  call void @by.i64.7()
  call void @by.i64.9()
  call void @by.i64.10()
  call void @by.i64.15()
  call void @by.i64.16()
  call void @by.i64.17()
  call void @by.i64.255()
  call void @by.i64.65537()
  call void @by.i64.m8()
  call void @by.i64.4294967296()
  call void @by.i64.m9223372036854775808()
  call void @by.i64.4294967295()
  call void @by.i64.1000000007()
  call void @by.i32.0()
  call void @by.i32.1()
  call void @by.i32.m1()
  call void @by.i32.2()
  call void @by.i32.3()
  call void @by.i32.5()
  call void @by.i32.7()
  call void @by.i32.9()
  call void @by.i32.10()
  call void @by.i32.15()
  call void @by.i32.16()
  call void @by.i32.17()
  call void @by.i32.255()
  call void @by.i32.65537()
  call void @by.i32.m8()
  call void @by.i32.1000000007()
  %failures = call i64 @report()
  ret i64 %failures
}
