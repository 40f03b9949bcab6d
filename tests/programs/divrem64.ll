; divrem64: 64-bit sdiv/srem/udiv/urem of negative, large and sign-crossing values
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

define i64 @op.sdiv.i64(i64 %a, i64 %b) {
  %r = sdiv i64 %a, %b
  ret i64 %r
}

define i64 @op.srem.i64(i64 %a, i64 %b) {
  %r = srem i64 %a, %b
  ret i64 %r
}

define i64 @op.udiv.i64(i64 %a, i64 %b) {
  %r = udiv i64 %a, %b
  ret i64 %r
}

define i64 @op.urem.i64(i64 %a, i64 %b) {
  %r = urem i64 %a, %b
  ret i64 %r
}

define i64 @main() {
entry:
  ; sdiv i64 7, 2 = 3
  %v1 = call i64 @op.sdiv.i64(i64 7, i64 2)
  call void @check(i64 1, i64 %v1, i64 3)
  %v2 = sdiv i64 7, 2
  call void @check(i64 2, i64 %v2, i64 3)
  ; sdiv i64 -7, 2 = -3
  %v3 = call i64 @op.sdiv.i64(i64 -7, i64 2)
  call void @check(i64 3, i64 %v3, i64 -3)
  %v4 = sdiv i64 -7, 2
  call void @check(i64 4, i64 %v4, i64 -3)
  ; sdiv i64 7, -2 = -3
  %v5 = call i64 @op.sdiv.i64(i64 7, i64 -2)
  call void @check(i64 5, i64 %v5, i64 -3)
  %v6 = sdiv i64 7, -2
  call void @check(i64 6, i64 %v6, i64 -3)
  ; sdiv i64 -7, -2 = 3
  %v7 = call i64 @op.sdiv.i64(i64 -7, i64 -2)
  call void @check(i64 7, i64 %v7, i64 3)
  %v8 = sdiv i64 -7, -2
  call void @check(i64 8, i64 %v8, i64 3)
  ; sdiv i64 -9223372036854775808, 1 = -9223372036854775808
  %v9 = call i64 @op.sdiv.i64(i64 -9223372036854775808, i64 1)
  call void @check(i64 9, i64 %v9, i64 -9223372036854775808)
  %v10 = sdiv i64 -9223372036854775808, 1
  call void @check(i64 10, i64 %v10, i64 -9223372036854775808)
  ; sdiv i64 -9223372036854775808, 2 = -4611686018427387904
  %v11 = call i64 @op.sdiv.i64(i64 -9223372036854775808, i64 2)
  call void @check(i64 11, i64 %v11, i64 -4611686018427387904)
  %v12 = sdiv i64 -9223372036854775808, 2
  call void @check(i64 12, i64 %v12, i64 -4611686018427387904)
  ; sdiv i64 -9223372036854775808, -2 = 4611686018427387904
  %v13 = call i64 @op.sdiv.i64(i64 -9223372036854775808, i64 -2)
  call void @check(i64 13, i64 %v13, i64 4611686018427387904)
  %v14 = sdiv i64 -9223372036854775808, -2
  call void @check(i64 14, i64 %v14, i64 4611686018427387904)
  ; sdiv i64 9223372036854775807, -1 = -9223372036854775807
  %v15 = call i64 @op.sdiv.i64(i64 9223372036854775807, i64 -1)
  call void @check(i64 15, i64 %v15, i64 -9223372036854775807)
  %v16 = sdiv i64 9223372036854775807, -1
  call void @check(i64 16, i64 %v16, i64 -9223372036854775807)
  ; sdiv i64 -9223372036854775808, 9223372036854775807 = -1
  %v17 = call i64 @op.sdiv.i64(i64 -9223372036854775808, i64 9223372036854775807)
  call void @check(i64 17, i64 %v17, i64 -1)
  %v18 = sdiv i64 -9223372036854775808, 9223372036854775807
  call void @check(i64 18, i64 %v18, i64 -1)
  ; sdiv i64 9223372036854775807, -9223372036854775808 = 0
  %v19 = call i64 @op.sdiv.i64(i64 9223372036854775807, i64 -9223372036854775808)
  call void @check(i64 19, i64 %v19, i64 0)
  %v20 = sdiv i64 9223372036854775807, -9223372036854775808
  call void @check(i64 20, i64 %v20, i64 0)
  ; sdiv i64 1311768467463790320, 65536 = 20015998343868
  %v21 = call i64 @op.sdiv.i64(i64 1311768467463790320, i64 65536)
  call void @check(i64 21, i64 %v21, i64 20015998343868)
  %v22 = sdiv i64 1311768467463790320, 65536
  call void @check(i64 22, i64 %v22, i64 20015998343868)
  ; sdiv i64 -1311768467463790320, 1000000007 = -1311768458
  %v23 = call i64 @op.sdiv.i64(i64 -1311768467463790320, i64 1000000007)
  call void @check(i64 23, i64 %v23, i64 -1311768458)
  %v24 = sdiv i64 -1311768467463790320, 1000000007
  call void @check(i64 24, i64 %v24, i64 -1311768458)
  ; sdiv i64 4294967295, 4294967296 = 0
  %v25 = call i64 @op.sdiv.i64(i64 4294967295, i64 4294967296)
  call void @check(i64 25, i64 %v25, i64 0)
  %v26 = sdiv i64 4294967295, 4294967296
  call void @check(i64 26, i64 %v26, i64 0)
  ; sdiv i64 4294967296, 4294967295 = 1
  %v27 = call i64 @op.sdiv.i64(i64 4294967296, i64 4294967295)
  call void @check(i64 27, i64 %v27, i64 1)
  %v28 = sdiv i64 4294967296, 4294967295
  call void @check(i64 28, i64 %v28, i64 1)
  ; sdiv i64 -1, 4294967296 = 0
  %v29 = call i64 @op.sdiv.i64(i64 -1, i64 4294967296)
  call void @check(i64 29, i64 %v29, i64 0)
  %v30 = sdiv i64 -1, 4294967296
  call void @check(i64 30, i64 %v30, i64 0)
  ; sdiv i64 -1, 3 = 0
  %v31 = call i64 @op.sdiv.i64(i64 -1, i64 3)
  call void @check(i64 31, i64 %v31, i64 0)
  %v32 = sdiv i64 -1, 3
  call void @check(i64 32, i64 %v32, i64 0)
  ; sdiv i64 1, -1 = -1
  %v33 = call i64 @op.sdiv.i64(i64 1, i64 -1)
  call void @check(i64 33, i64 %v33, i64 -1)
  %v34 = sdiv i64 1, -1
  call void @check(i64 34, i64 %v34, i64 -1)
  ; sdiv i64 -2401053089206453570, 2147483647 = -1118077472
  %v35 = call i64 @op.sdiv.i64(i64 -2401053089206453570, i64 2147483647)
  call void @check(i64 35, i64 %v35, i64 -1118077472)
  %v36 = sdiv i64 -2401053089206453570, 2147483647
  call void @check(i64 36, i64 %v36, i64 -1118077472)
  ; sdiv i64 -2401053089206453570, -2147483648 = 1118077472
  %v37 = call i64 @op.sdiv.i64(i64 -2401053089206453570, i64 -2147483648)
  call void @check(i64 37, i64 %v37, i64 1118077472)
  %v38 = sdiv i64 -2401053089206453570, -2147483648
  call void @check(i64 38, i64 %v38, i64 1118077472)
  ; sdiv i64 123456789012345678, -987654321 = -124999998
  %v39 = call i64 @op.sdiv.i64(i64 123456789012345678, i64 -987654321)
  call void @check(i64 39, i64 %v39, i64 -124999998)
  %v40 = sdiv i64 123456789012345678, -987654321
  call void @check(i64 40, i64 %v40, i64 -124999998)
  ; sdiv i64 0, -5 = 0
  %v41 = call i64 @op.sdiv.i64(i64 0, i64 -5)
  call void @check(i64 41, i64 %v41, i64 0)
  %v42 = sdiv i64 0, -5
  call void @check(i64 42, i64 %v42, i64 0)
  ; sdiv i64 -2147483648, -1 = 2147483648
  %v43 = call i64 @op.sdiv.i64(i64 -2147483648, i64 -1)
  call void @check(i64 43, i64 %v43, i64 2147483648)
  %v44 = sdiv i64 -2147483648, -1
  call void @check(i64 44, i64 %v44, i64 2147483648)
  ; sdiv i64 140737488355327, 2147483647 = 65536
  %v45 = call i64 @op.sdiv.i64(i64 140737488355327, i64 2147483647)
  call void @check(i64 45, i64 %v45, i64 65536)
  %v46 = sdiv i64 140737488355327, 2147483647
  call void @check(i64 46, i64 %v46, i64 65536)
  ; srem i64 7, 2 = 1
  %v47 = call i64 @op.srem.i64(i64 7, i64 2)
  call void @check(i64 47, i64 %v47, i64 1)
  %v48 = srem i64 7, 2
  call void @check(i64 48, i64 %v48, i64 1)
  ; srem i64 -7, 2 = -1
  %v49 = call i64 @op.srem.i64(i64 -7, i64 2)
  call void @check(i64 49, i64 %v49, i64 -1)
  %v50 = srem i64 -7, 2
  call void @check(i64 50, i64 %v50, i64 -1)
  ; srem i64 7, -2 = 1
  %v51 = call i64 @op.srem.i64(i64 7, i64 -2)
  call void @check(i64 51, i64 %v51, i64 1)
  %v52 = srem i64 7, -2
  call void @check(i64 52, i64 %v52, i64 1)
  ; srem i64 -7, -2 = -1
  %v53 = call i64 @op.srem.i64(i64 -7, i64 -2)
  call void @check(i64 53, i64 %v53, i64 -1)
  %v54 = srem i64 -7, -2
  call void @check(i64 54, i64 %v54, i64 -1)
  ; srem i64 -9223372036854775808, 1 = 0
  %v55 = call i64 @op.srem.i64(i64 -9223372036854775808, i64 1)
  call void @check(i64 55, i64 %v55, i64 0)
  %v56 = srem i64 -9223372036854775808, 1
  call void @check(i64 56, i64 %v56, i64 0)
  ; srem i64 -9223372036854775808, 2 = 0
  %v57 = call i64 @op.srem.i64(i64 -9223372036854775808, i64 2)
  call void @check(i64 57, i64 %v57, i64 0)
  %v58 = srem i64 -9223372036854775808, 2
  call void @check(i64 58, i64 %v58, i64 0)
  ; srem i64 -9223372036854775808, -2 = 0
  %v59 = call i64 @op.srem.i64(i64 -9223372036854775808, i64 -2)
  call void @check(i64 59, i64 %v59, i64 0)
  %v60 = srem i64 -9223372036854775808, -2
  call void @check(i64 60, i64 %v60, i64 0)
  ; srem i64 9223372036854775807, -1 = 0
  %v61 = call i64 @op.srem.i64(i64 9223372036854775807, i64 -1)
  call void @check(i64 61, i64 %v61, i64 0)
  %v62 = srem i64 9223372036854775807, -1
  call void @check(i64 62, i64 %v62, i64 0)
  ; srem i64 -9223372036854775808, 9223372036854775807 = -1
  %v63 = call i64 @op.srem.i64(i64 -9223372036854775808, i64 9223372036854775807)
  call void @check(i64 63, i64 %v63, i64 -1)
  %v64 = srem i64 -9223372036854775808, 9223372036854775807
  call void @check(i64 64, i64 %v64, i64 -1)
  ; srem i64 9223372036854775807, -9223372036854775808 = 9223372036854775807
  %v65 = call i64 @op.srem.i64(i64 9223372036854775807, i64 -9223372036854775808)
  call void @check(i64 65, i64 %v65, i64 9223372036854775807)
  %v66 = srem i64 9223372036854775807, -9223372036854775808
  call void @check(i64 66, i64 %v66, i64 9223372036854775807)
  ; srem i64 1311768467463790320, 65536 = 57072
  %v67 = call i64 @op.srem.i64(i64 1311768467463790320, i64 65536)
  call void @check(i64 67, i64 %v67, i64 57072)
  %v68 = srem i64 1311768467463790320, 65536
  call void @check(i64 68, i64 %v68, i64 57072)
  ; srem i64 -1311768467463790320, 1000000007 = -281411114
  %v69 = call i64 @op.srem.i64(i64 -1311768467463790320, i64 1000000007)
  call void @check(i64 69, i64 %v69, i64 -281411114)
  %v70 = srem i64 -1311768467463790320, 1000000007
  call void @check(i64 70, i64 %v70, i64 -281411114)
  ; srem i64 4294967295, 4294967296 = 4294967295
  %v71 = call i64 @op.srem.i64(i64 4294967295, i64 4294967296)
  call void @check(i64 71, i64 %v71, i64 4294967295)
  %v72 = srem i64 4294967295, 4294967296
  call void @check(i64 72, i64 %v72, i64 4294967295)
  ; srem i64 4294967296, 4294967295 = 1
  %v73 = call i64 @op.srem.i64(i64 4294967296, i64 4294967295)
  call void @check(i64 73, i64 %v73, i64 1)
  %v74 = srem i64 4294967296, 4294967295
  call void @check(i64 74, i64 %v74, i64 1)
  ; srem i64 -1, 4294967296 = -1
  %v75 = call i64 @op.srem.i64(i64 -1, i64 4294967296)
  call void @check(i64 75, i64 %v75, i64 -1)
  %v76 = srem i64 -1, 4294967296
  call void @check(i64 76, i64 %v76, i64 -1)
  ; srem i64 -1, 3 = -1
  %v77 = call i64 @op.srem.i64(i64 -1, i64 3)
  call void @check(i64 77, i64 %v77, i64 -1)
  %v78 = srem i64 -1, 3
  call void @check(i64 78, i64 %v78, i64 -1)
  ; srem i64 1, -1 = 0
  %v79 = call i64 @op.srem.i64(i64 1, i64 -1)
  call void @check(i64 79, i64 %v79, i64 0)
  %v80 = srem i64 1, -1
  call void @check(i64 80, i64 %v80, i64 0)
  ; srem i64 -2401053089206453570, 2147483647 = -2007353186
  %v81 = call i64 @op.srem.i64(i64 -2401053089206453570, i64 2147483647)
  call void @check(i64 81, i64 %v81, i64 -2007353186)
  %v82 = srem i64 -2401053089206453570, 2147483647
  call void @check(i64 82, i64 %v82, i64 -2007353186)
  ; srem i64 -2401053089206453570, -2147483648 = -889275714
  %v83 = call i64 @op.srem.i64(i64 -2401053089206453570, i64 -2147483648)
  call void @check(i64 83, i64 %v83, i64 -889275714)
  %v84 = srem i64 -2401053089206453570, -2147483648
  call void @check(i64 84, i64 %v84, i64 -889275714)
  ; srem i64 123456789012345678, -987654321 = 862654320
  %v85 = call i64 @op.srem.i64(i64 123456789012345678, i64 -987654321)
  call void @check(i64 85, i64 %v85, i64 862654320)
  %v86 = srem i64 123456789012345678, -987654321
  call void @check(i64 86, i64 %v86, i64 862654320)
  ; srem i64 0, -5 = 0
  %v87 = call i64 @op.srem.i64(i64 0, i64 -5)
  call void @check(i64 87, i64 %v87, i64 0)
  %v88 = srem i64 0, -5
  call void @check(i64 88, i64 %v88, i64 0)
  ; srem i64 -2147483648, -1 = 0
  %v89 = call i64 @op.srem.i64(i64 -2147483648, i64 -1)
  call void @check(i64 89, i64 %v89, i64 0)
  %v90 = srem i64 -2147483648, -1
  call void @check(i64 90, i64 %v90, i64 0)
  ; srem i64 140737488355327, 2147483647 = 65535
  %v91 = call i64 @op.srem.i64(i64 140737488355327, i64 2147483647)
  call void @check(i64 91, i64 %v91, i64 65535)
  %v92 = srem i64 140737488355327, 2147483647
  call void @check(i64 92, i64 %v92, i64 65535)
  ; udiv i64 7, 2 = 3
  %v93 = call i64 @op.udiv.i64(i64 7, i64 2)
  call void @check(i64 93, i64 %v93, i64 3)
  %v94 = udiv i64 7, 2
  call void @check(i64 94, i64 %v94, i64 3)
  ; udiv i64 -7, 2 = 9223372036854775804
  %v95 = call i64 @op.udiv.i64(i64 -7, i64 2)
  call void @check(i64 95, i64 %v95, i64 9223372036854775804)
  %v96 = udiv i64 -7, 2
  call void @check(i64 96, i64 %v96, i64 9223372036854775804)
  ; udiv i64 7, -2 = 0
  %v97 = call i64 @op.udiv.i64(i64 7, i64 -2)
  call void @check(i64 97, i64 %v97, i64 0)
  %v98 = udiv i64 7, -2
  call void @check(i64 98, i64 %v98, i64 0)
  ; udiv i64 -7, -2 = 0
  %v99 = call i64 @op.udiv.i64(i64 -7, i64 -2)
  call void @check(i64 99, i64 %v99, i64 0)
  %v100 = udiv i64 -7, -2
  call void @check(i64 100, i64 %v100, i64 0)
  ; udiv i64 -9223372036854775808, 1 = -9223372036854775808
  %v101 = call i64 @op.udiv.i64(i64 -9223372036854775808, i64 1)
  call void @check(i64 101, i64 %v101, i64 -9223372036854775808)
  %v102 = udiv i64 -9223372036854775808, 1
  call void @check(i64 102, i64 %v102, i64 -9223372036854775808)
  ; udiv i64 -9223372036854775808, 2 = 4611686018427387904
  %v103 = call i64 @op.udiv.i64(i64 -9223372036854775808, i64 2)
  call void @check(i64 103, i64 %v103, i64 4611686018427387904)
  %v104 = udiv i64 -9223372036854775808, 2
  call void @check(i64 104, i64 %v104, i64 4611686018427387904)
  ; udiv i64 -9223372036854775808, -2 = 0
  %v105 = call i64 @op.udiv.i64(i64 -9223372036854775808, i64 -2)
  call void @check(i64 105, i64 %v105, i64 0)
  %v106 = udiv i64 -9223372036854775808, -2
  call void @check(i64 106, i64 %v106, i64 0)
  ; udiv i64 9223372036854775807, -1 = 0
  %v107 = call i64 @op.udiv.i64(i64 9223372036854775807, i64 -1)
  call void @check(i64 107, i64 %v107, i64 0)
  %v108 = udiv i64 9223372036854775807, -1
  call void @check(i64 108, i64 %v108, i64 0)
  ; udiv i64 -9223372036854775808, 9223372036854775807 = 1
  %v109 = call i64 @op.udiv.i64(i64 -9223372036854775808, i64 9223372036854775807)
  call void @check(i64 109, i64 %v109, i64 1)
  %v110 = udiv i64 -9223372036854775808, 9223372036854775807
  call void @check(i64 110, i64 %v110, i64 1)
  ; udiv i64 9223372036854775807, -9223372036854775808 = 0
  %v111 = call i64 @op.udiv.i64(i64 9223372036854775807, i64 -9223372036854775808)
  call void @check(i64 111, i64 %v111, i64 0)
  %v112 = udiv i64 9223372036854775807, -9223372036854775808
  call void @check(i64 112, i64 %v112, i64 0)
  ; udiv i64 1311768467463790320, 65536 = 20015998343868
  %v113 = call i64 @op.udiv.i64(i64 1311768467463790320, i64 65536)
  call void @check(i64 113, i64 %v113, i64 20015998343868)
  %v114 = udiv i64 1311768467463790320, 65536
  call void @check(i64 114, i64 %v114, i64 20015998343868)
  ; udiv i64 -1311768467463790320, 1000000007 = 17134975486
  %v115 = call i64 @op.udiv.i64(i64 -1311768467463790320, i64 1000000007)
  call void @check(i64 115, i64 %v115, i64 17134975486)
  %v116 = udiv i64 -1311768467463790320, 1000000007
  call void @check(i64 116, i64 %v116, i64 17134975486)
  ; udiv i64 4294967295, 4294967296 = 0
  %v117 = call i64 @op.udiv.i64(i64 4294967295, i64 4294967296)
  call void @check(i64 117, i64 %v117, i64 0)
  %v118 = udiv i64 4294967295, 4294967296
  call void @check(i64 118, i64 %v118, i64 0)
  ; udiv i64 4294967296, 4294967295 = 1
  %v119 = call i64 @op.udiv.i64(i64 4294967296, i64 4294967295)
  call void @check(i64 119, i64 %v119, i64 1)
  %v120 = udiv i64 4294967296, 4294967295
  call void @check(i64 120, i64 %v120, i64 1)
  ; udiv i64 -1, 4294967296 = 4294967295
  %v121 = call i64 @op.udiv.i64(i64 -1, i64 4294967296)
  call void @check(i64 121, i64 %v121, i64 4294967295)
  %v122 = udiv i64 -1, 4294967296
  call void @check(i64 122, i64 %v122, i64 4294967295)
  ; udiv i64 -1, 3 = 6148914691236517205
  %v123 = call i64 @op.udiv.i64(i64 -1, i64 3)
  call void @check(i64 123, i64 %v123, i64 6148914691236517205)
  %v124 = udiv i64 -1, 3
  call void @check(i64 124, i64 %v124, i64 6148914691236517205)
  ; udiv i64 1, -1 = 0
  %v125 = call i64 @op.udiv.i64(i64 1, i64 -1)
  call void @check(i64 125, i64 %v125, i64 0)
  %v126 = udiv i64 1, -1
  call void @check(i64 126, i64 %v126, i64 0)
  ; udiv i64 -2401053089206453570, 2147483647 = 7471857123
  %v127 = call i64 @op.udiv.i64(i64 -2401053089206453570, i64 2147483647)
  call void @check(i64 127, i64 %v127, i64 7471857123)
  %v128 = udiv i64 -2401053089206453570, 2147483647
  call void @check(i64 128, i64 %v128, i64 7471857123)
  ; udiv i64 -2401053089206453570, -2147483648 = 0
  %v129 = call i64 @op.udiv.i64(i64 -2401053089206453570, i64 -2147483648)
  call void @check(i64 129, i64 %v129, i64 0)
  %v130 = udiv i64 -2401053089206453570, -2147483648
  call void @check(i64 130, i64 %v130, i64 0)
  ; udiv i64 123456789012345678, -987654321 = 0
  %v131 = call i64 @op.udiv.i64(i64 123456789012345678, i64 -987654321)
  call void @check(i64 131, i64 %v131, i64 0)
  %v132 = udiv i64 123456789012345678, -987654321
  call void @check(i64 132, i64 %v132, i64 0)
  ; udiv i64 0, -5 = 0
  %v133 = call i64 @op.udiv.i64(i64 0, i64 -5)
  call void @check(i64 133, i64 %v133, i64 0)
  %v134 = udiv i64 0, -5
  call void @check(i64 134, i64 %v134, i64 0)
  ; udiv i64 -2147483648, -1 = 0
  %v135 = call i64 @op.udiv.i64(i64 -2147483648, i64 -1)
  call void @check(i64 135, i64 %v135, i64 0)
  %v136 = udiv i64 -2147483648, -1
  call void @check(i64 136, i64 %v136, i64 0)
  ; udiv i64 140737488355327, 2147483647 = 65536
  %v137 = call i64 @op.udiv.i64(i64 140737488355327, i64 2147483647)
  call void @check(i64 137, i64 %v137, i64 65536)
  %v138 = udiv i64 140737488355327, 2147483647
  call void @check(i64 138, i64 %v138, i64 65536)
  ; urem i64 7, 2 = 1
  %v139 = call i64 @op.urem.i64(i64 7, i64 2)
  call void @check(i64 139, i64 %v139, i64 1)
  %v140 = urem i64 7, 2
  call void @check(i64 140, i64 %v140, i64 1)
  ; urem i64 -7, 2 = 1
  %v141 = call i64 @op.urem.i64(i64 -7, i64 2)
  call void @check(i64 141, i64 %v141, i64 1)
  %v142 = urem i64 -7, 2
  call void @check(i64 142, i64 %v142, i64 1)
  ; urem i64 7, -2 = 7
  %v143 = call i64 @op.urem.i64(i64 7, i64 -2)
  call void @check(i64 143, i64 %v143, i64 7)
  %v144 = urem i64 7, -2
  call void @check(i64 144, i64 %v144, i64 7)
  ; urem i64 -7, -2 = -7
  %v145 = call i64 @op.urem.i64(i64 -7, i64 -2)
  call void @check(i64 145, i64 %v145, i64 -7)
  %v146 = urem i64 -7, -2
  call void @check(i64 146, i64 %v146, i64 -7)
  ; urem i64 -9223372036854775808, 1 = 0
  %v147 = call i64 @op.urem.i64(i64 -9223372036854775808, i64 1)
  call void @check(i64 147, i64 %v147, i64 0)
  %v148 = urem i64 -9223372036854775808, 1
  call void @check(i64 148, i64 %v148, i64 0)
  ; urem i64 -9223372036854775808, 2 = 0
  %v149 = call i64 @op.urem.i64(i64 -9223372036854775808, i64 2)
  call void @check(i64 149, i64 %v149, i64 0)
  %v150 = urem i64 -9223372036854775808, 2
  call void @check(i64 150, i64 %v150, i64 0)
  ; urem i64 -9223372036854775808, -2 = -9223372036854775808
  %v151 = call i64 @op.urem.i64(i64 -9223372036854775808, i64 -2)
  call void @check(i64 151, i64 %v151, i64 -9223372036854775808)
  %v152 = urem i64 -9223372036854775808, -2
  call void @check(i64 152, i64 %v152, i64 -9223372036854775808)
  ; urem i64 9223372036854775807, -1 = 9223372036854775807
  %v153 = call i64 @op.urem.i64(i64 9223372036854775807, i64 -1)
  call void @check(i64 153, i64 %v153, i64 9223372036854775807)
  %v154 = urem i64 9223372036854775807, -1
  call void @check(i64 154, i64 %v154, i64 9223372036854775807)
  ; urem i64 -9223372036854775808, 9223372036854775807 = 1
  %v155 = call i64 @op.urem.i64(i64 -9223372036854775808, i64 9223372036854775807)
  call void @check(i64 155, i64 %v155, i64 1)
  %v156 = urem i64 -9223372036854775808, 9223372036854775807
  call void @check(i64 156, i64 %v156, i64 1)
  ; urem i64 9223372036854775807, -9223372036854775808 = 9223372036854775807
  %v157 = call i64 @op.urem.i64(i64 9223372036854775807, i64 -9223372036854775808)
  call void @check(i64 157, i64 %v157, i64 9223372036854775807)
  %v158 = urem i64 9223372036854775807, -9223372036854775808
  call void @check(i64 158, i64 %v158, i64 9223372036854775807)
  ; urem i64 1311768467463790320, 65536 = 57072
  %v159 = call i64 @op.urem.i64(i64 1311768467463790320, i64 65536)
  call void @check(i64 159, i64 %v159, i64 57072)
  %v160 = urem i64 1311768467463790320, 65536
  call void @check(i64 160, i64 %v160, i64 57072)
  ; urem i64 -1311768467463790320, 1000000007 = 300932894
  %v161 = call i64 @op.urem.i64(i64 -1311768467463790320, i64 1000000007)
  call void @check(i64 161, i64 %v161, i64 300932894)
  %v162 = urem i64 -1311768467463790320, 1000000007
  call void @check(i64 162, i64 %v162, i64 300932894)
  ; urem i64 4294967295, 4294967296 = 4294967295
  %v163 = call i64 @op.urem.i64(i64 4294967295, i64 4294967296)
  call void @check(i64 163, i64 %v163, i64 4294967295)
  %v164 = urem i64 4294967295, 4294967296
  call void @check(i64 164, i64 %v164, i64 4294967295)
  ; urem i64 4294967296, 4294967295 = 1
  %v165 = call i64 @op.urem.i64(i64 4294967296, i64 4294967295)
  call void @check(i64 165, i64 %v165, i64 1)
  %v166 = urem i64 4294967296, 4294967295
  call void @check(i64 166, i64 %v166, i64 1)
  ; urem i64 -1, 4294967296 = 4294967295
  %v167 = call i64 @op.urem.i64(i64 -1, i64 4294967296)
  call void @check(i64 167, i64 %v167, i64 4294967295)
  %v168 = urem i64 -1, 4294967296
  call void @check(i64 168, i64 %v168, i64 4294967295)
  ; urem i64 -1, 3 = 0
  %v169 = call i64 @op.urem.i64(i64 -1, i64 3)
  call void @check(i64 169, i64 %v169, i64 0)
  %v170 = urem i64 -1, 3
  call void @check(i64 170, i64 %v170, i64 0)
  ; urem i64 1, -1 = 1
  %v171 = call i64 @op.urem.i64(i64 1, i64 -1)
  call void @check(i64 171, i64 %v171, i64 1)
  %v172 = urem i64 1, -1
  call void @check(i64 172, i64 %v172, i64 1)
  ; urem i64 -2401053089206453570, 2147483647 = 140130465
  %v173 = call i64 @op.urem.i64(i64 -2401053089206453570, i64 2147483647)
  call void @check(i64 173, i64 %v173, i64 140130465)
  %v174 = urem i64 -2401053089206453570, 2147483647
  call void @check(i64 174, i64 %v174, i64 140130465)
  ; urem i64 -2401053089206453570, -2147483648 = -2401053089206453570
  %v175 = call i64 @op.urem.i64(i64 -2401053089206453570, i64 -2147483648)
  call void @check(i64 175, i64 %v175, i64 -2401053089206453570)
  %v176 = urem i64 -2401053089206453570, -2147483648
  call void @check(i64 176, i64 %v176, i64 -2401053089206453570)
  ; urem i64 123456789012345678, -987654321 = 123456789012345678
  %v177 = call i64 @op.urem.i64(i64 123456789012345678, i64 -987654321)
  call void @check(i64 177, i64 %v177, i64 123456789012345678)
  %v178 = urem i64 123456789012345678, -987654321
  call void @check(i64 178, i64 %v178, i64 123456789012345678)
  ; urem i64 0, -5 = 0
  %v179 = call i64 @op.urem.i64(i64 0, i64 -5)
  call void @check(i64 179, i64 %v179, i64 0)
  %v180 = urem i64 0, -5
  call void @check(i64 180, i64 %v180, i64 0)
  ; urem i64 -2147483648, -1 = -2147483648
  %v181 = call i64 @op.urem.i64(i64 -2147483648, i64 -1)
  call void @check(i64 181, i64 %v181, i64 -2147483648)
  %v182 = urem i64 -2147483648, -1
  call void @check(i64 182, i64 %v182, i64 -2147483648)
  ; urem i64 140737488355327, 2147483647 = 65535
  %v183 = call i64 @op.urem.i64(i64 140737488355327, i64 2147483647)
  call void @check(i64 183, i64 %v183, i64 65535)
  %v184 = urem i64 140737488355327, 2147483647
  call void @check(i64 184, i64 %v184, i64 65535)

  %failures = call i64 @report()
  ret i64 %failures
}
