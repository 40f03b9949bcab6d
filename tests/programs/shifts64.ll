; shifts64: 64-bit shl/lshr/ashr by 0, 1, 4, 31, 32, 33, 48, 63 (constant and through a call)
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

define i64 @op.shl.i64(i64 %a, i64 %b) {
  %r = shl i64 %a, %b
  ret i64 %r
}

define i64 @op.lshr.i64(i64 %a, i64 %b) {
  %r = lshr i64 %a, %b
  ret i64 %r
}

define i64 @op.ashr.i64(i64 %a, i64 %b) {
  %r = ashr i64 %a, %b
  ret i64 %r
}

define i64 @main() {
entry:
  ; shl i64 1, 0 = 1
  %v1 = call i64 @op.shl.i64(i64 1, i64 0)
  call void @check(i64 1, i64 %v1, i64 1)
  %v2 = shl i64 1, 0
  call void @check(i64 2, i64 %v2, i64 1)
  ; shl i64 1, 1 = 2
  %v3 = call i64 @op.shl.i64(i64 1, i64 1)
  call void @check(i64 3, i64 %v3, i64 2)
  %v4 = shl i64 1, 1
  call void @check(i64 4, i64 %v4, i64 2)
  ; shl i64 1, 4 = 16
  %v5 = call i64 @op.shl.i64(i64 1, i64 4)
  call void @check(i64 5, i64 %v5, i64 16)
  %v6 = shl i64 1, 4
  call void @check(i64 6, i64 %v6, i64 16)
  ; shl i64 1, 31 = 2147483648
  %v7 = call i64 @op.shl.i64(i64 1, i64 31)
  call void @check(i64 7, i64 %v7, i64 2147483648)
  %v8 = shl i64 1, 31
  call void @check(i64 8, i64 %v8, i64 2147483648)
  ; shl i64 1, 32 = 4294967296
  %v9 = call i64 @op.shl.i64(i64 1, i64 32)
  call void @check(i64 9, i64 %v9, i64 4294967296)
  %v10 = shl i64 1, 32
  call void @check(i64 10, i64 %v10, i64 4294967296)
  ; shl i64 1, 33 = 8589934592
  %v11 = call i64 @op.shl.i64(i64 1, i64 33)
  call void @check(i64 11, i64 %v11, i64 8589934592)
  %v12 = shl i64 1, 33
  call void @check(i64 12, i64 %v12, i64 8589934592)
  ; shl i64 1, 48 = 281474976710656
  %v13 = call i64 @op.shl.i64(i64 1, i64 48)
  call void @check(i64 13, i64 %v13, i64 281474976710656)
  %v14 = shl i64 1, 48
  call void @check(i64 14, i64 %v14, i64 281474976710656)
  ; shl i64 1, 63 = -9223372036854775808
  %v15 = call i64 @op.shl.i64(i64 1, i64 63)
  call void @check(i64 15, i64 %v15, i64 -9223372036854775808)
  %v16 = shl i64 1, 63
  call void @check(i64 16, i64 %v16, i64 -9223372036854775808)
  ; shl i64 -1, 0 = -1
  %v17 = call i64 @op.shl.i64(i64 -1, i64 0)
  call void @check(i64 17, i64 %v17, i64 -1)
  %v18 = shl i64 -1, 0
  call void @check(i64 18, i64 %v18, i64 -1)
  ; shl i64 -1, 1 = -2
  %v19 = call i64 @op.shl.i64(i64 -1, i64 1)
  call void @check(i64 19, i64 %v19, i64 -2)
  %v20 = shl i64 -1, 1
  call void @check(i64 20, i64 %v20, i64 -2)
  ; shl i64 -1, 4 = -16
  %v21 = call i64 @op.shl.i64(i64 -1, i64 4)
  call void @check(i64 21, i64 %v21, i64 -16)
  %v22 = shl i64 -1, 4
  call void @check(i64 22, i64 %v22, i64 -16)
  ; shl i64 -1, 31 = -2147483648
  %v23 = call i64 @op.shl.i64(i64 -1, i64 31)
  call void @check(i64 23, i64 %v23, i64 -2147483648)
  %v24 = shl i64 -1, 31
  call void @check(i64 24, i64 %v24, i64 -2147483648)
  ; shl i64 -1, 32 = -4294967296
  %v25 = call i64 @op.shl.i64(i64 -1, i64 32)
  call void @check(i64 25, i64 %v25, i64 -4294967296)
  %v26 = shl i64 -1, 32
  call void @check(i64 26, i64 %v26, i64 -4294967296)
  ; shl i64 -1, 33 = -8589934592
  %v27 = call i64 @op.shl.i64(i64 -1, i64 33)
  call void @check(i64 27, i64 %v27, i64 -8589934592)
  %v28 = shl i64 -1, 33
  call void @check(i64 28, i64 %v28, i64 -8589934592)
  ; shl i64 -1, 48 = -281474976710656
  %v29 = call i64 @op.shl.i64(i64 -1, i64 48)
  call void @check(i64 29, i64 %v29, i64 -281474976710656)
  %v30 = shl i64 -1, 48
  call void @check(i64 30, i64 %v30, i64 -281474976710656)
  ; shl i64 -1, 63 = -9223372036854775808
  %v31 = call i64 @op.shl.i64(i64 -1, i64 63)
  call void @check(i64 31, i64 %v31, i64 -9223372036854775808)
  %v32 = shl i64 -1, 63
  call void @check(i64 32, i64 %v32, i64 -9223372036854775808)
  ; shl i64 1311768467463790320, 0 = 1311768467463790320
  %v33 = call i64 @op.shl.i64(i64 1311768467463790320, i64 0)
  call void @check(i64 33, i64 %v33, i64 1311768467463790320)
  %v34 = shl i64 1311768467463790320, 0
  call void @check(i64 34, i64 %v34, i64 1311768467463790320)
  ; shl i64 1311768467463790320, 1 = 2623536934927580640
  %v35 = call i64 @op.shl.i64(i64 1311768467463790320, i64 1)
  call void @check(i64 35, i64 %v35, i64 2623536934927580640)
  %v36 = shl i64 1311768467463790320, 1
  call void @check(i64 36, i64 %v36, i64 2623536934927580640)
  ; shl i64 1311768467463790320, 4 = 2541551405711093504
  %v37 = call i64 @op.shl.i64(i64 1311768467463790320, i64 4)
  call void @check(i64 37, i64 %v37, i64 2541551405711093504)
  %v38 = shl i64 1311768467463790320, 4
  call void @check(i64 38, i64 %v38, i64 2541551405711093504)
  ; shl i64 1311768467463790320, 31 = 5575015949918011392
  %v39 = call i64 @op.shl.i64(i64 1311768467463790320, i64 31)
  call void @check(i64 39, i64 %v39, i64 5575015949918011392)
  %v40 = shl i64 1311768467463790320, 31
  call void @check(i64 40, i64 %v40, i64 5575015949918011392)
  ; shl i64 1311768467463790320, 32 = -7296712173873528832
  %v41 = call i64 @op.shl.i64(i64 1311768467463790320, i64 32)
  call void @check(i64 41, i64 %v41, i64 -7296712173873528832)
  %v42 = shl i64 1311768467463790320, 32
  call void @check(i64 42, i64 %v42, i64 -7296712173873528832)
  ; shl i64 1311768467463790320, 33 = 3853319725962493952
  %v43 = call i64 @op.shl.i64(i64 1311768467463790320, i64 33)
  call void @check(i64 43, i64 %v43, i64 3853319725962493952)
  %v44 = shl i64 1311768467463790320, 33
  call void @check(i64 44, i64 %v44, i64 3853319725962493952)
  ; shl i64 1311768467463790320, 48 = -2382404202878992384
  %v45 = call i64 @op.shl.i64(i64 1311768467463790320, i64 48)
  call void @check(i64 45, i64 %v45, i64 -2382404202878992384)
  %v46 = shl i64 1311768467463790320, 48
  call void @check(i64 46, i64 %v46, i64 -2382404202878992384)
  ; shl i64 1311768467463790320, 63 = 0
  %v47 = call i64 @op.shl.i64(i64 1311768467463790320, i64 63)
  call void @check(i64 47, i64 %v47, i64 0)
  %v48 = shl i64 1311768467463790320, 63
  call void @check(i64 48, i64 %v48, i64 0)
  ; shl i64 -1311768467463790320, 0 = -1311768467463790320
  %v49 = call i64 @op.shl.i64(i64 -1311768467463790320, i64 0)
  call void @check(i64 49, i64 %v49, i64 -1311768467463790320)
  %v50 = shl i64 -1311768467463790320, 0
  call void @check(i64 50, i64 %v50, i64 -1311768467463790320)
  ; shl i64 -1311768467463790320, 1 = -2623536934927580640
  %v51 = call i64 @op.shl.i64(i64 -1311768467463790320, i64 1)
  call void @check(i64 51, i64 %v51, i64 -2623536934927580640)
  %v52 = shl i64 -1311768467463790320, 1
  call void @check(i64 52, i64 %v52, i64 -2623536934927580640)
  ; shl i64 -1311768467463790320, 4 = -2541551405711093504
  %v53 = call i64 @op.shl.i64(i64 -1311768467463790320, i64 4)
  call void @check(i64 53, i64 %v53, i64 -2541551405711093504)
  %v54 = shl i64 -1311768467463790320, 4
  call void @check(i64 54, i64 %v54, i64 -2541551405711093504)
  ; shl i64 -1311768467463790320, 31 = -5575015949918011392
  %v55 = call i64 @op.shl.i64(i64 -1311768467463790320, i64 31)
  call void @check(i64 55, i64 %v55, i64 -5575015949918011392)
  %v56 = shl i64 -1311768467463790320, 31
  call void @check(i64 56, i64 %v56, i64 -5575015949918011392)
  ; shl i64 -1311768467463790320, 32 = 7296712173873528832
  %v57 = call i64 @op.shl.i64(i64 -1311768467463790320, i64 32)
  call void @check(i64 57, i64 %v57, i64 7296712173873528832)
  %v58 = shl i64 -1311768467463790320, 32
  call void @check(i64 58, i64 %v58, i64 7296712173873528832)
  ; shl i64 -1311768467463790320, 33 = -3853319725962493952
  %v59 = call i64 @op.shl.i64(i64 -1311768467463790320, i64 33)
  call void @check(i64 59, i64 %v59, i64 -3853319725962493952)
  %v60 = shl i64 -1311768467463790320, 33
  call void @check(i64 60, i64 %v60, i64 -3853319725962493952)
  ; shl i64 -1311768467463790320, 48 = 2382404202878992384
  %v61 = call i64 @op.shl.i64(i64 -1311768467463790320, i64 48)
  call void @check(i64 61, i64 %v61, i64 2382404202878992384)
  %v62 = shl i64 -1311768467463790320, 48
  call void @check(i64 62, i64 %v62, i64 2382404202878992384)
  ; shl i64 -1311768467463790320, 63 = 0
  %v63 = call i64 @op.shl.i64(i64 -1311768467463790320, i64 63)
  call void @check(i64 63, i64 %v63, i64 0)
  %v64 = shl i64 -1311768467463790320, 63
  call void @check(i64 64, i64 %v64, i64 0)
  ; shl i64 -9223372036854775808, 0 = -9223372036854775808
  %v65 = call i64 @op.shl.i64(i64 -9223372036854775808, i64 0)
  call void @check(i64 65, i64 %v65, i64 -9223372036854775808)
  %v66 = shl i64 -9223372036854775808, 0
  call void @check(i64 66, i64 %v66, i64 -9223372036854775808)
  ; shl i64 -9223372036854775808, 1 = 0
  %v67 = call i64 @op.shl.i64(i64 -9223372036854775808, i64 1)
  call void @check(i64 67, i64 %v67, i64 0)
  %v68 = shl i64 -9223372036854775808, 1
  call void @check(i64 68, i64 %v68, i64 0)
  ; shl i64 -9223372036854775808, 4 = 0
  %v69 = call i64 @op.shl.i64(i64 -9223372036854775808, i64 4)
  call void @check(i64 69, i64 %v69, i64 0)
  %v70 = shl i64 -9223372036854775808, 4
  call void @check(i64 70, i64 %v70, i64 0)
  ; shl i64 -9223372036854775808, 31 = 0
  %v71 = call i64 @op.shl.i64(i64 -9223372036854775808, i64 31)
  call void @check(i64 71, i64 %v71, i64 0)
  %v72 = shl i64 -9223372036854775808, 31
  call void @check(i64 72, i64 %v72, i64 0)
  ; shl i64 -9223372036854775808, 32 = 0
  %v73 = call i64 @op.shl.i64(i64 -9223372036854775808, i64 32)
  call void @check(i64 73, i64 %v73, i64 0)
  %v74 = shl i64 -9223372036854775808, 32
  call void @check(i64 74, i64 %v74, i64 0)
  ; shl i64 -9223372036854775808, 33 = 0
  %v75 = call i64 @op.shl.i64(i64 -9223372036854775808, i64 33)
  call void @check(i64 75, i64 %v75, i64 0)
  %v76 = shl i64 -9223372036854775808, 33
  call void @check(i64 76, i64 %v76, i64 0)
  ; shl i64 -9223372036854775808, 48 = 0
  %v77 = call i64 @op.shl.i64(i64 -9223372036854775808, i64 48)
  call void @check(i64 77, i64 %v77, i64 0)
  %v78 = shl i64 -9223372036854775808, 48
  call void @check(i64 78, i64 %v78, i64 0)
  ; shl i64 -9223372036854775808, 63 = 0
  %v79 = call i64 @op.shl.i64(i64 -9223372036854775808, i64 63)
  call void @check(i64 79, i64 %v79, i64 0)
  %v80 = shl i64 -9223372036854775808, 63
  call void @check(i64 80, i64 %v80, i64 0)
  ; shl i64 2147483648, 0 = 2147483648
  %v81 = call i64 @op.shl.i64(i64 2147483648, i64 0)
  call void @check(i64 81, i64 %v81, i64 2147483648)
  %v82 = shl i64 2147483648, 0
  call void @check(i64 82, i64 %v82, i64 2147483648)
  ; shl i64 2147483648, 1 = 4294967296
  %v83 = call i64 @op.shl.i64(i64 2147483648, i64 1)
  call void @check(i64 83, i64 %v83, i64 4294967296)
  %v84 = shl i64 2147483648, 1
  call void @check(i64 84, i64 %v84, i64 4294967296)
  ; shl i64 2147483648, 4 = 34359738368
  %v85 = call i64 @op.shl.i64(i64 2147483648, i64 4)
  call void @check(i64 85, i64 %v85, i64 34359738368)
  %v86 = shl i64 2147483648, 4
  call void @check(i64 86, i64 %v86, i64 34359738368)
  ; shl i64 2147483648, 31 = 4611686018427387904
  %v87 = call i64 @op.shl.i64(i64 2147483648, i64 31)
  call void @check(i64 87, i64 %v87, i64 4611686018427387904)
  %v88 = shl i64 2147483648, 31
  call void @check(i64 88, i64 %v88, i64 4611686018427387904)
  ; shl i64 2147483648, 32 = -9223372036854775808
  %v89 = call i64 @op.shl.i64(i64 2147483648, i64 32)
  call void @check(i64 89, i64 %v89, i64 -9223372036854775808)
  %v90 = shl i64 2147483648, 32
  call void @check(i64 90, i64 %v90, i64 -9223372036854775808)
  ; shl i64 2147483648, 33 = 0
  %v91 = call i64 @op.shl.i64(i64 2147483648, i64 33)
  call void @check(i64 91, i64 %v91, i64 0)
  %v92 = shl i64 2147483648, 33
  call void @check(i64 92, i64 %v92, i64 0)
  ; shl i64 2147483648, 48 = 0
  %v93 = call i64 @op.shl.i64(i64 2147483648, i64 48)
  call void @check(i64 93, i64 %v93, i64 0)
  %v94 = shl i64 2147483648, 48
  call void @check(i64 94, i64 %v94, i64 0)
  ; shl i64 2147483648, 63 = 0
  %v95 = call i64 @op.shl.i64(i64 2147483648, i64 63)
  call void @check(i64 95, i64 %v95, i64 0)
  %v96 = shl i64 2147483648, 63
  call void @check(i64 96, i64 %v96, i64 0)
  ; shl i64 -2401053089206453570, 0 = -2401053089206453570
  %v97 = call i64 @op.shl.i64(i64 -2401053089206453570, i64 0)
  call void @check(i64 97, i64 %v97, i64 -2401053089206453570)
  %v98 = shl i64 -2401053089206453570, 0
  call void @check(i64 98, i64 %v98, i64 -2401053089206453570)
  ; shl i64 -2401053089206453570, 1 = -4802106178412907140
  %v99 = call i64 @op.shl.i64(i64 -2401053089206453570, i64 1)
  call void @check(i64 99, i64 %v99, i64 -4802106178412907140)
  %v100 = shl i64 -2401053089206453570, 1
  call void @check(i64 100, i64 %v100, i64 -4802106178412907140)
  ; shl i64 -2401053089206453570, 4 = -1523361279884153888
  %v101 = call i64 @op.shl.i64(i64 -2401053089206453570, i64 4)
  call void @check(i64 101, i64 %v101, i64 -1523361279884153888)
  %v102 = shl i64 -2401053089206453570, 4
  call void @check(i64 102, i64 %v102, i64 -1523361279884153888)
  ; shl i64 -2401053089206453570, 31 = -1909705054378524672
  %v103 = call i64 @op.shl.i64(i64 -2401053089206453570, i64 31)
  call void @check(i64 103, i64 %v103, i64 -1909705054378524672)
  %v104 = shl i64 -2401053089206453570, 31
  call void @check(i64 104, i64 %v104, i64 -1909705054378524672)
  ; shl i64 -2401053089206453570, 32 = -3819410108757049344
  %v105 = call i64 @op.shl.i64(i64 -2401053089206453570, i64 32)
  call void @check(i64 105, i64 %v105, i64 -3819410108757049344)
  %v106 = shl i64 -2401053089206453570, 32
  call void @check(i64 106, i64 %v106, i64 -3819410108757049344)
  ; shl i64 -2401053089206453570, 33 = -7638820217514098688
  %v107 = call i64 @op.shl.i64(i64 -2401053089206453570, i64 33)
  call void @check(i64 107, i64 %v107, i64 -7638820217514098688)
  %v108 = shl i64 -2401053089206453570, 33
  call void @check(i64 108, i64 %v108, i64 -7638820217514098688)
  ; shl i64 -2401053089206453570, 48 = -4990551337079930880
  %v109 = call i64 @op.shl.i64(i64 -2401053089206453570, i64 48)
  call void @check(i64 109, i64 %v109, i64 -4990551337079930880)
  %v110 = shl i64 -2401053089206453570, 48
  call void @check(i64 110, i64 %v110, i64 -4990551337079930880)
  ; shl i64 -2401053089206453570, 63 = 0
  %v111 = call i64 @op.shl.i64(i64 -2401053089206453570, i64 63)
  call void @check(i64 111, i64 %v111, i64 0)
  %v112 = shl i64 -2401053089206453570, 63
  call void @check(i64 112, i64 %v112, i64 0)
  ; lshr i64 1, 0 = 1
  %v113 = call i64 @op.lshr.i64(i64 1, i64 0)
  call void @check(i64 113, i64 %v113, i64 1)
  %v114 = lshr i64 1, 0
  call void @check(i64 114, i64 %v114, i64 1)
  ; lshr i64 1, 1 = 0
  %v115 = call i64 @op.lshr.i64(i64 1, i64 1)
  call void @check(i64 115, i64 %v115, i64 0)
  %v116 = lshr i64 1, 1
  call void @check(i64 116, i64 %v116, i64 0)
  ; lshr i64 1, 4 = 0
  %v117 = call i64 @op.lshr.i64(i64 1, i64 4)
  call void @check(i64 117, i64 %v117, i64 0)
  %v118 = lshr i64 1, 4
  call void @check(i64 118, i64 %v118, i64 0)
  ; lshr i64 1, 31 = 0
  %v119 = call i64 @op.lshr.i64(i64 1, i64 31)
  call void @check(i64 119, i64 %v119, i64 0)
  %v120 = lshr i64 1, 31
  call void @check(i64 120, i64 %v120, i64 0)
  ; lshr i64 1, 32 = 0
  %v121 = call i64 @op.lshr.i64(i64 1, i64 32)
  call void @check(i64 121, i64 %v121, i64 0)
  %v122 = lshr i64 1, 32
  call void @check(i64 122, i64 %v122, i64 0)
  ; lshr i64 1, 33 = 0
  %v123 = call i64 @op.lshr.i64(i64 1, i64 33)
  call void @check(i64 123, i64 %v123, i64 0)
  %v124 = lshr i64 1, 33
  call void @check(i64 124, i64 %v124, i64 0)
  ; lshr i64 1, 48 = 0
  %v125 = call i64 @op.lshr.i64(i64 1, i64 48)
  call void @check(i64 125, i64 %v125, i64 0)
  %v126 = lshr i64 1, 48
  call void @check(i64 126, i64 %v126, i64 0)
  ; lshr i64 1, 63 = 0
  %v127 = call i64 @op.lshr.i64(i64 1, i64 63)
  call void @check(i64 127, i64 %v127, i64 0)
  %v128 = lshr i64 1, 63
  call void @check(i64 128, i64 %v128, i64 0)
  ; lshr i64 -1, 0 = -1
  %v129 = call i64 @op.lshr.i64(i64 -1, i64 0)
  call void @check(i64 129, i64 %v129, i64 -1)
  %v130 = lshr i64 -1, 0
  call void @check(i64 130, i64 %v130, i64 -1)
  ; lshr i64 -1, 1 = 9223372036854775807
  %v131 = call i64 @op.lshr.i64(i64 -1, i64 1)
  call void @check(i64 131, i64 %v131, i64 9223372036854775807)
  %v132 = lshr i64 -1, 1
  call void @check(i64 132, i64 %v132, i64 9223372036854775807)
  ; lshr i64 -1, 4 = 1152921504606846975
  %v133 = call i64 @op.lshr.i64(i64 -1, i64 4)
  call void @check(i64 133, i64 %v133, i64 1152921504606846975)
  %v134 = lshr i64 -1, 4
  call void @check(i64 134, i64 %v134, i64 1152921504606846975)
  ; lshr i64 -1, 31 = 8589934591
  %v135 = call i64 @op.lshr.i64(i64 -1, i64 31)
  call void @check(i64 135, i64 %v135, i64 8589934591)
  %v136 = lshr i64 -1, 31
  call void @check(i64 136, i64 %v136, i64 8589934591)
  ; lshr i64 -1, 32 = 4294967295
  %v137 = call i64 @op.lshr.i64(i64 -1, i64 32)
  call void @check(i64 137, i64 %v137, i64 4294967295)
  %v138 = lshr i64 -1, 32
  call void @check(i64 138, i64 %v138, i64 4294967295)
  ; lshr i64 -1, 33 = 2147483647
  %v139 = call i64 @op.lshr.i64(i64 -1, i64 33)
  call void @check(i64 139, i64 %v139, i64 2147483647)
  %v140 = lshr i64 -1, 33
  call void @check(i64 140, i64 %v140, i64 2147483647)
  ; lshr i64 -1, 48 = 65535
  %v141 = call i64 @op.lshr.i64(i64 -1, i64 48)
  call void @check(i64 141, i64 %v141, i64 65535)
  %v142 = lshr i64 -1, 48
  call void @check(i64 142, i64 %v142, i64 65535)
  ; lshr i64 -1, 63 = 1
  %v143 = call i64 @op.lshr.i64(i64 -1, i64 63)
  call void @check(i64 143, i64 %v143, i64 1)
  %v144 = lshr i64 -1, 63
  call void @check(i64 144, i64 %v144, i64 1)
  ; lshr i64 1311768467463790320, 0 = 1311768467463790320
  %v145 = call i64 @op.lshr.i64(i64 1311768467463790320, i64 0)
  call void @check(i64 145, i64 %v145, i64 1311768467463790320)
  %v146 = lshr i64 1311768467463790320, 0
  call void @check(i64 146, i64 %v146, i64 1311768467463790320)
  ; lshr i64 1311768467463790320, 1 = 655884233731895160
  %v147 = call i64 @op.lshr.i64(i64 1311768467463790320, i64 1)
  call void @check(i64 147, i64 %v147, i64 655884233731895160)
  %v148 = lshr i64 1311768467463790320, 1
  call void @check(i64 148, i64 %v148, i64 655884233731895160)
  ; lshr i64 1311768467463790320, 4 = 81985529216486895
  %v149 = call i64 @op.lshr.i64(i64 1311768467463790320, i64 4)
  call void @check(i64 149, i64 %v149, i64 81985529216486895)
  %v150 = lshr i64 1311768467463790320, 4
  call void @check(i64 150, i64 %v150, i64 81985529216486895)
  ; lshr i64 1311768467463790320, 31 = 610839793
  %v151 = call i64 @op.lshr.i64(i64 1311768467463790320, i64 31)
  call void @check(i64 151, i64 %v151, i64 610839793)
  %v152 = lshr i64 1311768467463790320, 31
  call void @check(i64 152, i64 %v152, i64 610839793)
  ; lshr i64 1311768467463790320, 32 = 305419896
  %v153 = call i64 @op.lshr.i64(i64 1311768467463790320, i64 32)
  call void @check(i64 153, i64 %v153, i64 305419896)
  %v154 = lshr i64 1311768467463790320, 32
  call void @check(i64 154, i64 %v154, i64 305419896)
  ; lshr i64 1311768467463790320, 33 = 152709948
  %v155 = call i64 @op.lshr.i64(i64 1311768467463790320, i64 33)
  call void @check(i64 155, i64 %v155, i64 152709948)
  %v156 = lshr i64 1311768467463790320, 33
  call void @check(i64 156, i64 %v156, i64 152709948)
  ; lshr i64 1311768467463790320, 48 = 4660
  %v157 = call i64 @op.lshr.i64(i64 1311768467463790320, i64 48)
  call void @check(i64 157, i64 %v157, i64 4660)
  %v158 = lshr i64 1311768467463790320, 48
  call void @check(i64 158, i64 %v158, i64 4660)
  ; lshr i64 1311768467463790320, 63 = 0
  %v159 = call i64 @op.lshr.i64(i64 1311768467463790320, i64 63)
  call void @check(i64 159, i64 %v159, i64 0)
  %v160 = lshr i64 1311768467463790320, 63
  call void @check(i64 160, i64 %v160, i64 0)
  ; lshr i64 -1311768467463790320, 0 = -1311768467463790320
  %v161 = call i64 @op.lshr.i64(i64 -1311768467463790320, i64 0)
  call void @check(i64 161, i64 %v161, i64 -1311768467463790320)
  %v162 = lshr i64 -1311768467463790320, 0
  call void @check(i64 162, i64 %v162, i64 -1311768467463790320)
  ; lshr i64 -1311768467463790320, 1 = 8567487803122880648
  %v163 = call i64 @op.lshr.i64(i64 -1311768467463790320, i64 1)
  call void @check(i64 163, i64 %v163, i64 8567487803122880648)
  %v164 = lshr i64 -1311768467463790320, 1
  call void @check(i64 164, i64 %v164, i64 8567487803122880648)
  ; lshr i64 -1311768467463790320, 4 = 1070935975390360081
  %v165 = call i64 @op.lshr.i64(i64 -1311768467463790320, i64 4)
  call void @check(i64 165, i64 %v165, i64 1070935975390360081)
  %v166 = lshr i64 -1311768467463790320, 4
  call void @check(i64 166, i64 %v166, i64 1070935975390360081)
  ; lshr i64 -1311768467463790320, 31 = 7979094798
  %v167 = call i64 @op.lshr.i64(i64 -1311768467463790320, i64 31)
  call void @check(i64 167, i64 %v167, i64 7979094798)
  %v168 = lshr i64 -1311768467463790320, 31
  call void @check(i64 168, i64 %v168, i64 7979094798)
  ; lshr i64 -1311768467463790320, 32 = 3989547399
  %v169 = call i64 @op.lshr.i64(i64 -1311768467463790320, i64 32)
  call void @check(i64 169, i64 %v169, i64 3989547399)
  %v170 = lshr i64 -1311768467463790320, 32
  call void @check(i64 170, i64 %v170, i64 3989547399)
  ; lshr i64 -1311768467463790320, 33 = 1994773699
  %v171 = call i64 @op.lshr.i64(i64 -1311768467463790320, i64 33)
  call void @check(i64 171, i64 %v171, i64 1994773699)
  %v172 = lshr i64 -1311768467463790320, 33
  call void @check(i64 172, i64 %v172, i64 1994773699)
  ; lshr i64 -1311768467463790320, 48 = 60875
  %v173 = call i64 @op.lshr.i64(i64 -1311768467463790320, i64 48)
  call void @check(i64 173, i64 %v173, i64 60875)
  %v174 = lshr i64 -1311768467463790320, 48
  call void @check(i64 174, i64 %v174, i64 60875)
  ; lshr i64 -1311768467463790320, 63 = 1
  %v175 = call i64 @op.lshr.i64(i64 -1311768467463790320, i64 63)
  call void @check(i64 175, i64 %v175, i64 1)
  %v176 = lshr i64 -1311768467463790320, 63
  call void @check(i64 176, i64 %v176, i64 1)
  ; lshr i64 -9223372036854775808, 0 = -9223372036854775808
  %v177 = call i64 @op.lshr.i64(i64 -9223372036854775808, i64 0)
  call void @check(i64 177, i64 %v177, i64 -9223372036854775808)
  %v178 = lshr i64 -9223372036854775808, 0
  call void @check(i64 178, i64 %v178, i64 -9223372036854775808)
  ; lshr i64 -9223372036854775808, 1 = 4611686018427387904
  %v179 = call i64 @op.lshr.i64(i64 -9223372036854775808, i64 1)
  call void @check(i64 179, i64 %v179, i64 4611686018427387904)
  %v180 = lshr i64 -9223372036854775808, 1
  call void @check(i64 180, i64 %v180, i64 4611686018427387904)
  ; lshr i64 -9223372036854775808, 4 = 576460752303423488
  %v181 = call i64 @op.lshr.i64(i64 -9223372036854775808, i64 4)
  call void @check(i64 181, i64 %v181, i64 576460752303423488)
  %v182 = lshr i64 -9223372036854775808, 4
  call void @check(i64 182, i64 %v182, i64 576460752303423488)
  ; lshr i64 -9223372036854775808, 31 = 4294967296
  %v183 = call i64 @op.lshr.i64(i64 -9223372036854775808, i64 31)
  call void @check(i64 183, i64 %v183, i64 4294967296)
  %v184 = lshr i64 -9223372036854775808, 31
  call void @check(i64 184, i64 %v184, i64 4294967296)
  ; lshr i64 -9223372036854775808, 32 = 2147483648
  %v185 = call i64 @op.lshr.i64(i64 -9223372036854775808, i64 32)
  call void @check(i64 185, i64 %v185, i64 2147483648)
  %v186 = lshr i64 -9223372036854775808, 32
  call void @check(i64 186, i64 %v186, i64 2147483648)
  ; lshr i64 -9223372036854775808, 33 = 1073741824
  %v187 = call i64 @op.lshr.i64(i64 -9223372036854775808, i64 33)
  call void @check(i64 187, i64 %v187, i64 1073741824)
  %v188 = lshr i64 -9223372036854775808, 33
  call void @check(i64 188, i64 %v188, i64 1073741824)
  ; lshr i64 -9223372036854775808, 48 = 32768
  %v189 = call i64 @op.lshr.i64(i64 -9223372036854775808, i64 48)
  call void @check(i64 189, i64 %v189, i64 32768)
  %v190 = lshr i64 -9223372036854775808, 48
  call void @check(i64 190, i64 %v190, i64 32768)
  ; lshr i64 -9223372036854775808, 63 = 1
  %v191 = call i64 @op.lshr.i64(i64 -9223372036854775808, i64 63)
  call void @check(i64 191, i64 %v191, i64 1)
  %v192 = lshr i64 -9223372036854775808, 63
  call void @check(i64 192, i64 %v192, i64 1)
  ; lshr i64 2147483648, 0 = 2147483648
  %v193 = call i64 @op.lshr.i64(i64 2147483648, i64 0)
  call void @check(i64 193, i64 %v193, i64 2147483648)
  %v194 = lshr i64 2147483648, 0
  call void @check(i64 194, i64 %v194, i64 2147483648)
  ; lshr i64 2147483648, 1 = 1073741824
  %v195 = call i64 @op.lshr.i64(i64 2147483648, i64 1)
  call void @check(i64 195, i64 %v195, i64 1073741824)
  %v196 = lshr i64 2147483648, 1
  call void @check(i64 196, i64 %v196, i64 1073741824)
  ; lshr i64 2147483648, 4 = 134217728
  %v197 = call i64 @op.lshr.i64(i64 2147483648, i64 4)
  call void @check(i64 197, i64 %v197, i64 134217728)
  %v198 = lshr i64 2147483648, 4
  call void @check(i64 198, i64 %v198, i64 134217728)
  ; lshr i64 2147483648, 31 = 1
  %v199 = call i64 @op.lshr.i64(i64 2147483648, i64 31)
  call void @check(i64 199, i64 %v199, i64 1)
  %v200 = lshr i64 2147483648, 31
  call void @check(i64 200, i64 %v200, i64 1)
  ; lshr i64 2147483648, 32 = 0
  %v201 = call i64 @op.lshr.i64(i64 2147483648, i64 32)
  call void @check(i64 201, i64 %v201, i64 0)
  %v202 = lshr i64 2147483648, 32
  call void @check(i64 202, i64 %v202, i64 0)
  ; lshr i64 2147483648, 33 = 0
  %v203 = call i64 @op.lshr.i64(i64 2147483648, i64 33)
  call void @check(i64 203, i64 %v203, i64 0)
  %v204 = lshr i64 2147483648, 33
  call void @check(i64 204, i64 %v204, i64 0)
  ; lshr i64 2147483648, 48 = 0
  %v205 = call i64 @op.lshr.i64(i64 2147483648, i64 48)
  call void @check(i64 205, i64 %v205, i64 0)
  %v206 = lshr i64 2147483648, 48
  call void @check(i64 206, i64 %v206, i64 0)
  ; lshr i64 2147483648, 63 = 0
  %v207 = call i64 @op.lshr.i64(i64 2147483648, i64 63)
  call void @check(i64 207, i64 %v207, i64 0)
  %v208 = lshr i64 2147483648, 63
  call void @check(i64 208, i64 %v208, i64 0)
  ; lshr i64 -2401053089206453570, 0 = -2401053089206453570
  %v209 = call i64 @op.lshr.i64(i64 -2401053089206453570, i64 0)
  call void @check(i64 209, i64 %v209, i64 -2401053089206453570)
  %v210 = lshr i64 -2401053089206453570, 0
  call void @check(i64 210, i64 %v210, i64 -2401053089206453570)
  ; lshr i64 -2401053089206453570, 1 = 8022845492251549023
  %v211 = call i64 @op.lshr.i64(i64 -2401053089206453570, i64 1)
  call void @check(i64 211, i64 %v211, i64 8022845492251549023)
  %v212 = lshr i64 -2401053089206453570, 1
  call void @check(i64 212, i64 %v212, i64 8022845492251549023)
  ; lshr i64 -2401053089206453570, 4 = 1002855686531443627
  %v213 = call i64 @op.lshr.i64(i64 -2401053089206453570, i64 4)
  call void @check(i64 213, i64 %v213, i64 1002855686531443627)
  %v214 = lshr i64 -2401053089206453570, 4
  call void @check(i64 214, i64 %v214, i64 1002855686531443627)
  ; lshr i64 -2401053089206453570, 31 = 7471857119
  %v215 = call i64 @op.lshr.i64(i64 -2401053089206453570, i64 31)
  call void @check(i64 215, i64 %v215, i64 7471857119)
  %v216 = lshr i64 -2401053089206453570, 31
  call void @check(i64 216, i64 %v216, i64 7471857119)
  ; lshr i64 -2401053089206453570, 32 = 3735928559
  %v217 = call i64 @op.lshr.i64(i64 -2401053089206453570, i64 32)
  call void @check(i64 217, i64 %v217, i64 3735928559)
  %v218 = lshr i64 -2401053089206453570, 32
  call void @check(i64 218, i64 %v218, i64 3735928559)
  ; lshr i64 -2401053089206453570, 33 = 1867964279
  %v219 = call i64 @op.lshr.i64(i64 -2401053089206453570, i64 33)
  call void @check(i64 219, i64 %v219, i64 1867964279)
  %v220 = lshr i64 -2401053089206453570, 33
  call void @check(i64 220, i64 %v220, i64 1867964279)
  ; lshr i64 -2401053089206453570, 48 = 57005
  %v221 = call i64 @op.lshr.i64(i64 -2401053089206453570, i64 48)
  call void @check(i64 221, i64 %v221, i64 57005)
  %v222 = lshr i64 -2401053089206453570, 48
  call void @check(i64 222, i64 %v222, i64 57005)
  ; lshr i64 -2401053089206453570, 63 = 1
  %v223 = call i64 @op.lshr.i64(i64 -2401053089206453570, i64 63)
  call void @check(i64 223, i64 %v223, i64 1)
  %v224 = lshr i64 -2401053089206453570, 63
  call void @check(i64 224, i64 %v224, i64 1)
  ; ashr i64 1, 0 = 1
  %v225 = call i64 @op.ashr.i64(i64 1, i64 0)
  call void @check(i64 225, i64 %v225, i64 1)
  %v226 = ashr i64 1, 0
  call void @check(i64 226, i64 %v226, i64 1)
  ; ashr i64 1, 1 = 0
  %v227 = call i64 @op.ashr.i64(i64 1, i64 1)
  call void @check(i64 227, i64 %v227, i64 0)
  %v228 = ashr i64 1, 1
  call void @check(i64 228, i64 %v228, i64 0)
  ; ashr i64 1, 4 = 0
  %v229 = call i64 @op.ashr.i64(i64 1, i64 4)
  call void @check(i64 229, i64 %v229, i64 0)
  %v230 = ashr i64 1, 4
  call void @check(i64 230, i64 %v230, i64 0)
  ; ashr i64 1, 31 = 0
  %v231 = call i64 @op.ashr.i64(i64 1, i64 31)
  call void @check(i64 231, i64 %v231, i64 0)
  %v232 = ashr i64 1, 31
  call void @check(i64 232, i64 %v232, i64 0)
  ; ashr i64 1, 32 = 0
  %v233 = call i64 @op.ashr.i64(i64 1, i64 32)
  call void @check(i64 233, i64 %v233, i64 0)
  %v234 = ashr i64 1, 32
  call void @check(i64 234, i64 %v234, i64 0)
  ; ashr i64 1, 33 = 0
  %v235 = call i64 @op.ashr.i64(i64 1, i64 33)
  call void @check(i64 235, i64 %v235, i64 0)
  %v236 = ashr i64 1, 33
  call void @check(i64 236, i64 %v236, i64 0)
  ; ashr i64 1, 48 = 0
  %v237 = call i64 @op.ashr.i64(i64 1, i64 48)
  call void @check(i64 237, i64 %v237, i64 0)
  %v238 = ashr i64 1, 48
  call void @check(i64 238, i64 %v238, i64 0)
  ; ashr i64 1, 63 = 0
  %v239 = call i64 @op.ashr.i64(i64 1, i64 63)
  call void @check(i64 239, i64 %v239, i64 0)
  %v240 = ashr i64 1, 63
  call void @check(i64 240, i64 %v240, i64 0)
  ; ashr i64 -1, 0 = -1
  %v241 = call i64 @op.ashr.i64(i64 -1, i64 0)
  call void @check(i64 241, i64 %v241, i64 -1)
  %v242 = ashr i64 -1, 0
  call void @check(i64 242, i64 %v242, i64 -1)
  ; ashr i64 -1, 1 = -1
  %v243 = call i64 @op.ashr.i64(i64 -1, i64 1)
  call void @check(i64 243, i64 %v243, i64 -1)
  %v244 = ashr i64 -1, 1
  call void @check(i64 244, i64 %v244, i64 -1)
  ; ashr i64 -1, 4 = -1
  %v245 = call i64 @op.ashr.i64(i64 -1, i64 4)
  call void @check(i64 245, i64 %v245, i64 -1)
  %v246 = ashr i64 -1, 4
  call void @check(i64 246, i64 %v246, i64 -1)
  ; ashr i64 -1, 31 = -1
  %v247 = call i64 @op.ashr.i64(i64 -1, i64 31)
  call void @check(i64 247, i64 %v247, i64 -1)
  %v248 = ashr i64 -1, 31
  call void @check(i64 248, i64 %v248, i64 -1)
  ; ashr i64 -1, 32 = -1
  %v249 = call i64 @op.ashr.i64(i64 -1, i64 32)
  call void @check(i64 249, i64 %v249, i64 -1)
  %v250 = ashr i64 -1, 32
  call void @check(i64 250, i64 %v250, i64 -1)
  ; ashr i64 -1, 33 = -1
  %v251 = call i64 @op.ashr.i64(i64 -1, i64 33)
  call void @check(i64 251, i64 %v251, i64 -1)
  %v252 = ashr i64 -1, 33
  call void @check(i64 252, i64 %v252, i64 -1)
  ; ashr i64 -1, 48 = -1
  %v253 = call i64 @op.ashr.i64(i64 -1, i64 48)
  call void @check(i64 253, i64 %v253, i64 -1)
  %v254 = ashr i64 -1, 48
  call void @check(i64 254, i64 %v254, i64 -1)
  ; ashr i64 -1, 63 = -1
  %v255 = call i64 @op.ashr.i64(i64 -1, i64 63)
  call void @check(i64 255, i64 %v255, i64 -1)
  %v256 = ashr i64 -1, 63
  call void @check(i64 256, i64 %v256, i64 -1)
  ; ashr i64 1311768467463790320, 0 = 1311768467463790320
  %v257 = call i64 @op.ashr.i64(i64 1311768467463790320, i64 0)
  call void @check(i64 257, i64 %v257, i64 1311768467463790320)
  %v258 = ashr i64 1311768467463790320, 0
  call void @check(i64 258, i64 %v258, i64 1311768467463790320)
  ; ashr i64 1311768467463790320, 1 = 655884233731895160
  %v259 = call i64 @op.ashr.i64(i64 1311768467463790320, i64 1)
  call void @check(i64 259, i64 %v259, i64 655884233731895160)
  %v260 = ashr i64 1311768467463790320, 1
  call void @check(i64 260, i64 %v260, i64 655884233731895160)
  ; ashr i64 1311768467463790320, 4 = 81985529216486895
  %v261 = call i64 @op.ashr.i64(i64 1311768467463790320, i64 4)
  call void @check(i64 261, i64 %v261, i64 81985529216486895)
  %v262 = ashr i64 1311768467463790320, 4
  call void @check(i64 262, i64 %v262, i64 81985529216486895)
  ; ashr i64 1311768467463790320, 31 = 610839793
  %v263 = call i64 @op.ashr.i64(i64 1311768467463790320, i64 31)
  call void @check(i64 263, i64 %v263, i64 610839793)
  %v264 = ashr i64 1311768467463790320, 31
  call void @check(i64 264, i64 %v264, i64 610839793)
  ; ashr i64 1311768467463790320, 32 = 305419896
  %v265 = call i64 @op.ashr.i64(i64 1311768467463790320, i64 32)
  call void @check(i64 265, i64 %v265, i64 305419896)
  %v266 = ashr i64 1311768467463790320, 32
  call void @check(i64 266, i64 %v266, i64 305419896)
  ; ashr i64 1311768467463790320, 33 = 152709948
  %v267 = call i64 @op.ashr.i64(i64 1311768467463790320, i64 33)
  call void @check(i64 267, i64 %v267, i64 152709948)
  %v268 = ashr i64 1311768467463790320, 33
  call void @check(i64 268, i64 %v268, i64 152709948)
  ; ashr i64 1311768467463790320, 48 = 4660
  %v269 = call i64 @op.ashr.i64(i64 1311768467463790320, i64 48)
  call void @check(i64 269, i64 %v269, i64 4660)
  %v270 = ashr i64 1311768467463790320, 48
  call void @check(i64 270, i64 %v270, i64 4660)
  ; ashr i64 1311768467463790320, 63 = 0
  %v271 = call i64 @op.ashr.i64(i64 1311768467463790320, i64 63)
  call void @check(i64 271, i64 %v271, i64 0)
  %v272 = ashr i64 1311768467463790320, 63
  call void @check(i64 272, i64 %v272, i64 0)
  ; ashr i64 -1311768467463790320, 0 = -1311768467463790320
  %v273 = call i64 @op.ashr.i64(i64 -1311768467463790320, i64 0)
  call void @check(i64 273, i64 %v273, i64 -1311768467463790320)
  %v274 = ashr i64 -1311768467463790320, 0
  call void @check(i64 274, i64 %v274, i64 -1311768467463790320)
  ; ashr i64 -1311768467463790320, 1 = -655884233731895160
  %v275 = call i64 @op.ashr.i64(i64 -1311768467463790320, i64 1)
  call void @check(i64 275, i64 %v275, i64 -655884233731895160)
  %v276 = ashr i64 -1311768467463790320, 1
  call void @check(i64 276, i64 %v276, i64 -655884233731895160)
  ; ashr i64 -1311768467463790320, 4 = -81985529216486895
  %v277 = call i64 @op.ashr.i64(i64 -1311768467463790320, i64 4)
  call void @check(i64 277, i64 %v277, i64 -81985529216486895)
  %v278 = ashr i64 -1311768467463790320, 4
  call void @check(i64 278, i64 %v278, i64 -81985529216486895)
  ; ashr i64 -1311768467463790320, 31 = -610839794
  %v279 = call i64 @op.ashr.i64(i64 -1311768467463790320, i64 31)
  call void @check(i64 279, i64 %v279, i64 -610839794)
  %v280 = ashr i64 -1311768467463790320, 31
  call void @check(i64 280, i64 %v280, i64 -610839794)
  ; ashr i64 -1311768467463790320, 32 = -305419897
  %v281 = call i64 @op.ashr.i64(i64 -1311768467463790320, i64 32)
  call void @check(i64 281, i64 %v281, i64 -305419897)
  %v282 = ashr i64 -1311768467463790320, 32
  call void @check(i64 282, i64 %v282, i64 -305419897)
  ; ashr i64 -1311768467463790320, 33 = -152709949
  %v283 = call i64 @op.ashr.i64(i64 -1311768467463790320, i64 33)
  call void @check(i64 283, i64 %v283, i64 -152709949)
  %v284 = ashr i64 -1311768467463790320, 33
  call void @check(i64 284, i64 %v284, i64 -152709949)
  ; ashr i64 -1311768467463790320, 48 = -4661
  %v285 = call i64 @op.ashr.i64(i64 -1311768467463790320, i64 48)
  call void @check(i64 285, i64 %v285, i64 -4661)
  %v286 = ashr i64 -1311768467463790320, 48
  call void @check(i64 286, i64 %v286, i64 -4661)
  ; ashr i64 -1311768467463790320, 63 = -1
  %v287 = call i64 @op.ashr.i64(i64 -1311768467463790320, i64 63)
  call void @check(i64 287, i64 %v287, i64 -1)
  %v288 = ashr i64 -1311768467463790320, 63
  call void @check(i64 288, i64 %v288, i64 -1)
  ; ashr i64 -9223372036854775808, 0 = -9223372036854775808
  %v289 = call i64 @op.ashr.i64(i64 -9223372036854775808, i64 0)
  call void @check(i64 289, i64 %v289, i64 -9223372036854775808)
  %v290 = ashr i64 -9223372036854775808, 0
  call void @check(i64 290, i64 %v290, i64 -9223372036854775808)
  ; ashr i64 -9223372036854775808, 1 = -4611686018427387904
  %v291 = call i64 @op.ashr.i64(i64 -9223372036854775808, i64 1)
  call void @check(i64 291, i64 %v291, i64 -4611686018427387904)
  %v292 = ashr i64 -9223372036854775808, 1
  call void @check(i64 292, i64 %v292, i64 -4611686018427387904)
  ; ashr i64 -9223372036854775808, 4 = -576460752303423488
  %v293 = call i64 @op.ashr.i64(i64 -9223372036854775808, i64 4)
  call void @check(i64 293, i64 %v293, i64 -576460752303423488)
  %v294 = ashr i64 -9223372036854775808, 4
  call void @check(i64 294, i64 %v294, i64 -576460752303423488)
  ; ashr i64 -9223372036854775808, 31 = -4294967296
  %v295 = call i64 @op.ashr.i64(i64 -9223372036854775808, i64 31)
  call void @check(i64 295, i64 %v295, i64 -4294967296)
  %v296 = ashr i64 -9223372036854775808, 31
  call void @check(i64 296, i64 %v296, i64 -4294967296)
  ; ashr i64 -9223372036854775808, 32 = -2147483648
  %v297 = call i64 @op.ashr.i64(i64 -9223372036854775808, i64 32)
  call void @check(i64 297, i64 %v297, i64 -2147483648)
  %v298 = ashr i64 -9223372036854775808, 32
  call void @check(i64 298, i64 %v298, i64 -2147483648)
  ; ashr i64 -9223372036854775808, 33 = -1073741824
  %v299 = call i64 @op.ashr.i64(i64 -9223372036854775808, i64 33)
  call void @check(i64 299, i64 %v299, i64 -1073741824)
  %v300 = ashr i64 -9223372036854775808, 33
  call void @check(i64 300, i64 %v300, i64 -1073741824)
  ; ashr i64 -9223372036854775808, 48 = -32768
  %v301 = call i64 @op.ashr.i64(i64 -9223372036854775808, i64 48)
  call void @check(i64 301, i64 %v301, i64 -32768)
  %v302 = ashr i64 -9223372036854775808, 48
  call void @check(i64 302, i64 %v302, i64 -32768)
  ; ashr i64 -9223372036854775808, 63 = -1
  %v303 = call i64 @op.ashr.i64(i64 -9223372036854775808, i64 63)
  call void @check(i64 303, i64 %v303, i64 -1)
  %v304 = ashr i64 -9223372036854775808, 63
  call void @check(i64 304, i64 %v304, i64 -1)
  ; ashr i64 2147483648, 0 = 2147483648
  %v305 = call i64 @op.ashr.i64(i64 2147483648, i64 0)
  call void @check(i64 305, i64 %v305, i64 2147483648)
  %v306 = ashr i64 2147483648, 0
  call void @check(i64 306, i64 %v306, i64 2147483648)
  ; ashr i64 2147483648, 1 = 1073741824
  %v307 = call i64 @op.ashr.i64(i64 2147483648, i64 1)
  call void @check(i64 307, i64 %v307, i64 1073741824)
  %v308 = ashr i64 2147483648, 1
  call void @check(i64 308, i64 %v308, i64 1073741824)
  ; ashr i64 2147483648, 4 = 134217728
  %v309 = call i64 @op.ashr.i64(i64 2147483648, i64 4)
  call void @check(i64 309, i64 %v309, i64 134217728)
  %v310 = ashr i64 2147483648, 4
  call void @check(i64 310, i64 %v310, i64 134217728)
  ; ashr i64 2147483648, 31 = 1
  %v311 = call i64 @op.ashr.i64(i64 2147483648, i64 31)
  call void @check(i64 311, i64 %v311, i64 1)
  %v312 = ashr i64 2147483648, 31
  call void @check(i64 312, i64 %v312, i64 1)
  ; ashr i64 2147483648, 32 = 0
  %v313 = call i64 @op.ashr.i64(i64 2147483648, i64 32)
  call void @check(i64 313, i64 %v313, i64 0)
  %v314 = ashr i64 2147483648, 32
  call void @check(i64 314, i64 %v314, i64 0)
  ; ashr i64 2147483648, 33 = 0
  %v315 = call i64 @op.ashr.i64(i64 2147483648, i64 33)
  call void @check(i64 315, i64 %v315, i64 0)
  %v316 = ashr i64 2147483648, 33
  call void @check(i64 316, i64 %v316, i64 0)
  ; ashr i64 2147483648, 48 = 0
  %v317 = call i64 @op.ashr.i64(i64 2147483648, i64 48)
  call void @check(i64 317, i64 %v317, i64 0)
  %v318 = ashr i64 2147483648, 48
  call void @check(i64 318, i64 %v318, i64 0)
  ; ashr i64 2147483648, 63 = 0
  %v319 = call i64 @op.ashr.i64(i64 2147483648, i64 63)
  call void @check(i64 319, i64 %v319, i64 0)
  %v320 = ashr i64 2147483648, 63
  call void @check(i64 320, i64 %v320, i64 0)
  ; ashr i64 -2401053089206453570, 0 = -2401053089206453570
  %v321 = call i64 @op.ashr.i64(i64 -2401053089206453570, i64 0)
  call void @check(i64 321, i64 %v321, i64 -2401053089206453570)
  %v322 = ashr i64 -2401053089206453570, 0
  call void @check(i64 322, i64 %v322, i64 -2401053089206453570)
  ; ashr i64 -2401053089206453570, 1 = -1200526544603226785
  %v323 = call i64 @op.ashr.i64(i64 -2401053089206453570, i64 1)
  call void @check(i64 323, i64 %v323, i64 -1200526544603226785)
  %v324 = ashr i64 -2401053089206453570, 1
  call void @check(i64 324, i64 %v324, i64 -1200526544603226785)
  ; ashr i64 -2401053089206453570, 4 = -150065818075403349
  %v325 = call i64 @op.ashr.i64(i64 -2401053089206453570, i64 4)
  call void @check(i64 325, i64 %v325, i64 -150065818075403349)
  %v326 = ashr i64 -2401053089206453570, 4
  call void @check(i64 326, i64 %v326, i64 -150065818075403349)
  ; ashr i64 -2401053089206453570, 31 = -1118077473
  %v327 = call i64 @op.ashr.i64(i64 -2401053089206453570, i64 31)
  call void @check(i64 327, i64 %v327, i64 -1118077473)
  %v328 = ashr i64 -2401053089206453570, 31
  call void @check(i64 328, i64 %v328, i64 -1118077473)
  ; ashr i64 -2401053089206453570, 32 = -559038737
  %v329 = call i64 @op.ashr.i64(i64 -2401053089206453570, i64 32)
  call void @check(i64 329, i64 %v329, i64 -559038737)
  %v330 = ashr i64 -2401053089206453570, 32
  call void @check(i64 330, i64 %v330, i64 -559038737)
  ; ashr i64 -2401053089206453570, 33 = -279519369
  %v331 = call i64 @op.ashr.i64(i64 -2401053089206453570, i64 33)
  call void @check(i64 331, i64 %v331, i64 -279519369)
  %v332 = ashr i64 -2401053089206453570, 33
  call void @check(i64 332, i64 %v332, i64 -279519369)
  ; ashr i64 -2401053089206453570, 48 = -8531
  %v333 = call i64 @op.ashr.i64(i64 -2401053089206453570, i64 48)
  call void @check(i64 333, i64 %v333, i64 -8531)
  %v334 = ashr i64 -2401053089206453570, 48
  call void @check(i64 334, i64 %v334, i64 -8531)
  ; ashr i64 -2401053089206453570, 63 = -1
  %v335 = call i64 @op.ashr.i64(i64 -2401053089206453570, i64 63)
  call void @check(i64 335, i64 %v335, i64 -1)
  %v336 = ashr i64 -2401053089206453570, 63
  call void @check(i64 336, i64 %v336, i64 -1)

  %failures = call i64 @report()
  ret i64 %failures
}
