; icmp64: all ten icmp conditions on i64 pairs across the sign bit and across the 32-bit halves
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

define i1 @op.icmp.eq.i64(i64 %a, i64 %b) {
  %r = icmp eq i64 %a, %b
  ret i1 %r
}

define i1 @op.icmp.ne.i64(i64 %a, i64 %b) {
  %r = icmp ne i64 %a, %b
  ret i1 %r
}

define i1 @op.icmp.slt.i64(i64 %a, i64 %b) {
  %r = icmp slt i64 %a, %b
  ret i1 %r
}

define i1 @op.icmp.sle.i64(i64 %a, i64 %b) {
  %r = icmp sle i64 %a, %b
  ret i1 %r
}

define i1 @op.icmp.sgt.i64(i64 %a, i64 %b) {
  %r = icmp sgt i64 %a, %b
  ret i1 %r
}

define i1 @op.icmp.sge.i64(i64 %a, i64 %b) {
  %r = icmp sge i64 %a, %b
  ret i1 %r
}

define i1 @op.icmp.ult.i64(i64 %a, i64 %b) {
  %r = icmp ult i64 %a, %b
  ret i1 %r
}

define i1 @op.icmp.ule.i64(i64 %a, i64 %b) {
  %r = icmp ule i64 %a, %b
  ret i1 %r
}

define i1 @op.icmp.ugt.i64(i64 %a, i64 %b) {
  %r = icmp ugt i64 %a, %b
  ret i1 %r
}

define i1 @op.icmp.uge.i64(i64 %a, i64 %b) {
  %r = icmp uge i64 %a, %b
  ret i1 %r
}

define i64 @main() {
entry:
  ; icmp.eq i64 0, -1 = 0
  %v1 = call i1 @op.icmp.eq.i64(i64 0, i64 -1)
  %v1.x = zext i1 %v1 to i64
  call void @check(i64 1, i64 %v1.x, i64 0)
  %v2 = icmp eq i64 0, -1
  %v2.x = zext i1 %v2 to i64
  call void @check(i64 2, i64 %v2.x, i64 0)
  ; icmp.eq i64 -1, 0 = 0
  %v3 = call i1 @op.icmp.eq.i64(i64 -1, i64 0)
  %v3.x = zext i1 %v3 to i64
  call void @check(i64 3, i64 %v3.x, i64 0)
  %v4 = icmp eq i64 -1, 0
  %v4.x = zext i1 %v4 to i64
  call void @check(i64 4, i64 %v4.x, i64 0)
  ; icmp.eq i64 1, 1 = 1
  %v5 = call i1 @op.icmp.eq.i64(i64 1, i64 1)
  %v5.x = zext i1 %v5 to i64
  call void @check(i64 5, i64 %v5.x, i64 1)
  %v6 = icmp eq i64 1, 1
  %v6.x = zext i1 %v6 to i64
  call void @check(i64 6, i64 %v6.x, i64 1)
  ; icmp.eq i64 2147483647, 2147483648 = 0
  %v7 = call i1 @op.icmp.eq.i64(i64 2147483647, i64 2147483648)
  %v7.x = zext i1 %v7 to i64
  call void @check(i64 7, i64 %v7.x, i64 0)
  %v8 = icmp eq i64 2147483647, 2147483648
  %v8.x = zext i1 %v8 to i64
  call void @check(i64 8, i64 %v8.x, i64 0)
  ; icmp.eq i64 2147483648, 2147483647 = 0
  %v9 = call i1 @op.icmp.eq.i64(i64 2147483648, i64 2147483647)
  %v9.x = zext i1 %v9 to i64
  call void @check(i64 9, i64 %v9.x, i64 0)
  %v10 = icmp eq i64 2147483648, 2147483647
  %v10.x = zext i1 %v10 to i64
  call void @check(i64 10, i64 %v10.x, i64 0)
  ; icmp.eq i64 4294967295, 4294967296 = 0
  %v11 = call i1 @op.icmp.eq.i64(i64 4294967295, i64 4294967296)
  %v11.x = zext i1 %v11 to i64
  call void @check(i64 11, i64 %v11.x, i64 0)
  %v12 = icmp eq i64 4294967295, 4294967296
  %v12.x = zext i1 %v12 to i64
  call void @check(i64 12, i64 %v12.x, i64 0)
  ; icmp.eq i64 -9223372036854775808, 9223372036854775807 = 0
  %v13 = call i1 @op.icmp.eq.i64(i64 -9223372036854775808, i64 9223372036854775807)
  %v13.x = zext i1 %v13 to i64
  call void @check(i64 13, i64 %v13.x, i64 0)
  %v14 = icmp eq i64 -9223372036854775808, 9223372036854775807
  %v14.x = zext i1 %v14 to i64
  call void @check(i64 14, i64 %v14.x, i64 0)
  ; icmp.eq i64 9223372036854775807, -9223372036854775808 = 0
  %v15 = call i1 @op.icmp.eq.i64(i64 9223372036854775807, i64 -9223372036854775808)
  %v15.x = zext i1 %v15 to i64
  call void @check(i64 15, i64 %v15.x, i64 0)
  %v16 = icmp eq i64 9223372036854775807, -9223372036854775808
  %v16.x = zext i1 %v16 to i64
  call void @check(i64 16, i64 %v16.x, i64 0)
  ; icmp.eq i64 -4294967296, 4294967295 = 0
  %v17 = call i1 @op.icmp.eq.i64(i64 -4294967296, i64 4294967295)
  %v17.x = zext i1 %v17 to i64
  call void @check(i64 17, i64 %v17.x, i64 0)
  %v18 = icmp eq i64 -4294967296, 4294967295
  %v18.x = zext i1 %v18 to i64
  call void @check(i64 18, i64 %v18.x, i64 0)
  ; icmp.eq i64 4294967296, 4294967297 = 0
  %v19 = call i1 @op.icmp.eq.i64(i64 4294967296, i64 4294967297)
  %v19.x = zext i1 %v19 to i64
  call void @check(i64 19, i64 %v19.x, i64 0)
  %v20 = icmp eq i64 4294967296, 4294967297
  %v20.x = zext i1 %v20 to i64
  call void @check(i64 20, i64 %v20.x, i64 0)
  ; icmp.eq i64 4294967298, 8589934593 = 0
  %v21 = call i1 @op.icmp.eq.i64(i64 4294967298, i64 8589934593)
  %v21.x = zext i1 %v21 to i64
  call void @check(i64 21, i64 %v21.x, i64 0)
  %v22 = icmp eq i64 4294967298, 8589934593
  %v22.x = zext i1 %v22 to i64
  call void @check(i64 22, i64 %v22.x, i64 0)
  ; icmp.eq i64 -2, -1 = 0
  %v23 = call i1 @op.icmp.eq.i64(i64 -2, i64 -1)
  %v23.x = zext i1 %v23 to i64
  call void @check(i64 23, i64 %v23.x, i64 0)
  %v24 = icmp eq i64 -2, -1
  %v24.x = zext i1 %v24 to i64
  call void @check(i64 24, i64 %v24.x, i64 0)
  ; icmp.eq i64 -9223372036854775808, 0 = 0
  %v25 = call i1 @op.icmp.eq.i64(i64 -9223372036854775808, i64 0)
  %v25.x = zext i1 %v25 to i64
  call void @check(i64 25, i64 %v25.x, i64 0)
  %v26 = icmp eq i64 -9223372036854775808, 0
  %v26.x = zext i1 %v26 to i64
  call void @check(i64 26, i64 %v26.x, i64 0)
  ; icmp.ne i64 0, -1 = 1
  %v27 = call i1 @op.icmp.ne.i64(i64 0, i64 -1)
  %v27.x = zext i1 %v27 to i64
  call void @check(i64 27, i64 %v27.x, i64 1)
  %v28 = icmp ne i64 0, -1
  %v28.x = zext i1 %v28 to i64
  call void @check(i64 28, i64 %v28.x, i64 1)
  ; icmp.ne i64 -1, 0 = 1
  %v29 = call i1 @op.icmp.ne.i64(i64 -1, i64 0)
  %v29.x = zext i1 %v29 to i64
  call void @check(i64 29, i64 %v29.x, i64 1)
  %v30 = icmp ne i64 -1, 0
  %v30.x = zext i1 %v30 to i64
  call void @check(i64 30, i64 %v30.x, i64 1)
  ; icmp.ne i64 1, 1 = 0
  %v31 = call i1 @op.icmp.ne.i64(i64 1, i64 1)
  %v31.x = zext i1 %v31 to i64
  call void @check(i64 31, i64 %v31.x, i64 0)
  %v32 = icmp ne i64 1, 1
  %v32.x = zext i1 %v32 to i64
  call void @check(i64 32, i64 %v32.x, i64 0)
  ; icmp.ne i64 2147483647, 2147483648 = 1
  %v33 = call i1 @op.icmp.ne.i64(i64 2147483647, i64 2147483648)
  %v33.x = zext i1 %v33 to i64
  call void @check(i64 33, i64 %v33.x, i64 1)
  %v34 = icmp ne i64 2147483647, 2147483648
  %v34.x = zext i1 %v34 to i64
  call void @check(i64 34, i64 %v34.x, i64 1)
  ; icmp.ne i64 2147483648, 2147483647 = 1
  %v35 = call i1 @op.icmp.ne.i64(i64 2147483648, i64 2147483647)
  %v35.x = zext i1 %v35 to i64
  call void @check(i64 35, i64 %v35.x, i64 1)
  %v36 = icmp ne i64 2147483648, 2147483647
  %v36.x = zext i1 %v36 to i64
  call void @check(i64 36, i64 %v36.x, i64 1)
  ; icmp.ne i64 4294967295, 4294967296 = 1
  %v37 = call i1 @op.icmp.ne.i64(i64 4294967295, i64 4294967296)
  %v37.x = zext i1 %v37 to i64
  call void @check(i64 37, i64 %v37.x, i64 1)
  %v38 = icmp ne i64 4294967295, 4294967296
  %v38.x = zext i1 %v38 to i64
  call void @check(i64 38, i64 %v38.x, i64 1)
  ; icmp.ne i64 -9223372036854775808, 9223372036854775807 = 1
  %v39 = call i1 @op.icmp.ne.i64(i64 -9223372036854775808, i64 9223372036854775807)
  %v39.x = zext i1 %v39 to i64
  call void @check(i64 39, i64 %v39.x, i64 1)
  %v40 = icmp ne i64 -9223372036854775808, 9223372036854775807
  %v40.x = zext i1 %v40 to i64
  call void @check(i64 40, i64 %v40.x, i64 1)
  ; icmp.ne i64 9223372036854775807, -9223372036854775808 = 1
  %v41 = call i1 @op.icmp.ne.i64(i64 9223372036854775807, i64 -9223372036854775808)
  %v41.x = zext i1 %v41 to i64
  call void @check(i64 41, i64 %v41.x, i64 1)
  %v42 = icmp ne i64 9223372036854775807, -9223372036854775808
  %v42.x = zext i1 %v42 to i64
  call void @check(i64 42, i64 %v42.x, i64 1)
  ; icmp.ne i64 -4294967296, 4294967295 = 1
  %v43 = call i1 @op.icmp.ne.i64(i64 -4294967296, i64 4294967295)
  %v43.x = zext i1 %v43 to i64
  call void @check(i64 43, i64 %v43.x, i64 1)
  %v44 = icmp ne i64 -4294967296, 4294967295
  %v44.x = zext i1 %v44 to i64
  call void @check(i64 44, i64 %v44.x, i64 1)
  ; icmp.ne i64 4294967296, 4294967297 = 1
  %v45 = call i1 @op.icmp.ne.i64(i64 4294967296, i64 4294967297)
  %v45.x = zext i1 %v45 to i64
  call void @check(i64 45, i64 %v45.x, i64 1)
  %v46 = icmp ne i64 4294967296, 4294967297
  %v46.x = zext i1 %v46 to i64
  call void @check(i64 46, i64 %v46.x, i64 1)
  ; icmp.ne i64 4294967298, 8589934593 = 1
  %v47 = call i1 @op.icmp.ne.i64(i64 4294967298, i64 8589934593)
  %v47.x = zext i1 %v47 to i64
  call void @check(i64 47, i64 %v47.x, i64 1)
  %v48 = icmp ne i64 4294967298, 8589934593
  %v48.x = zext i1 %v48 to i64
  call void @check(i64 48, i64 %v48.x, i64 1)
  ; icmp.ne i64 -2, -1 = 1
  %v49 = call i1 @op.icmp.ne.i64(i64 -2, i64 -1)
  %v49.x = zext i1 %v49 to i64
  call void @check(i64 49, i64 %v49.x, i64 1)
  %v50 = icmp ne i64 -2, -1
  %v50.x = zext i1 %v50 to i64
  call void @check(i64 50, i64 %v50.x, i64 1)
  ; icmp.ne i64 -9223372036854775808, 0 = 1
  %v51 = call i1 @op.icmp.ne.i64(i64 -9223372036854775808, i64 0)
  %v51.x = zext i1 %v51 to i64
  call void @check(i64 51, i64 %v51.x, i64 1)
  %v52 = icmp ne i64 -9223372036854775808, 0
  %v52.x = zext i1 %v52 to i64
  call void @check(i64 52, i64 %v52.x, i64 1)
  ; icmp.slt i64 0, -1 = 0
  %v53 = call i1 @op.icmp.slt.i64(i64 0, i64 -1)
  %v53.x = zext i1 %v53 to i64
  call void @check(i64 53, i64 %v53.x, i64 0)
  %v54 = icmp slt i64 0, -1
  %v54.x = zext i1 %v54 to i64
  call void @check(i64 54, i64 %v54.x, i64 0)
  ; icmp.slt i64 -1, 0 = 1
  %v55 = call i1 @op.icmp.slt.i64(i64 -1, i64 0)
  %v55.x = zext i1 %v55 to i64
  call void @check(i64 55, i64 %v55.x, i64 1)
  %v56 = icmp slt i64 -1, 0
  %v56.x = zext i1 %v56 to i64
  call void @check(i64 56, i64 %v56.x, i64 1)
  ; icmp.slt i64 1, 1 = 0
  %v57 = call i1 @op.icmp.slt.i64(i64 1, i64 1)
  %v57.x = zext i1 %v57 to i64
  call void @check(i64 57, i64 %v57.x, i64 0)
  %v58 = icmp slt i64 1, 1
  %v58.x = zext i1 %v58 to i64
  call void @check(i64 58, i64 %v58.x, i64 0)
  ; icmp.slt i64 2147483647, 2147483648 = 1
  %v59 = call i1 @op.icmp.slt.i64(i64 2147483647, i64 2147483648)
  %v59.x = zext i1 %v59 to i64
  call void @check(i64 59, i64 %v59.x, i64 1)
  %v60 = icmp slt i64 2147483647, 2147483648
  %v60.x = zext i1 %v60 to i64
  call void @check(i64 60, i64 %v60.x, i64 1)
  ; icmp.slt i64 2147483648, 2147483647 = 0
  %v61 = call i1 @op.icmp.slt.i64(i64 2147483648, i64 2147483647)
  %v61.x = zext i1 %v61 to i64
  call void @check(i64 61, i64 %v61.x, i64 0)
  %v62 = icmp slt i64 2147483648, 2147483647
  %v62.x = zext i1 %v62 to i64
  call void @check(i64 62, i64 %v62.x, i64 0)
  ; icmp.slt i64 4294967295, 4294967296 = 1
  %v63 = call i1 @op.icmp.slt.i64(i64 4294967295, i64 4294967296)
  %v63.x = zext i1 %v63 to i64
  call void @check(i64 63, i64 %v63.x, i64 1)
  %v64 = icmp slt i64 4294967295, 4294967296
  %v64.x = zext i1 %v64 to i64
  call void @check(i64 64, i64 %v64.x, i64 1)
  ; icmp.slt i64 -9223372036854775808, 9223372036854775807 = 1
  %v65 = call i1 @op.icmp.slt.i64(i64 -9223372036854775808, i64 9223372036854775807)
  %v65.x = zext i1 %v65 to i64
  call void @check(i64 65, i64 %v65.x, i64 1)
  %v66 = icmp slt i64 -9223372036854775808, 9223372036854775807
  %v66.x = zext i1 %v66 to i64
  call void @check(i64 66, i64 %v66.x, i64 1)
  ; icmp.slt i64 9223372036854775807, -9223372036854775808 = 0
  %v67 = call i1 @op.icmp.slt.i64(i64 9223372036854775807, i64 -9223372036854775808)
  %v67.x = zext i1 %v67 to i64
  call void @check(i64 67, i64 %v67.x, i64 0)
  %v68 = icmp slt i64 9223372036854775807, -9223372036854775808
  %v68.x = zext i1 %v68 to i64
  call void @check(i64 68, i64 %v68.x, i64 0)
  ; icmp.slt i64 -4294967296, 4294967295 = 1
  %v69 = call i1 @op.icmp.slt.i64(i64 -4294967296, i64 4294967295)
  %v69.x = zext i1 %v69 to i64
  call void @check(i64 69, i64 %v69.x, i64 1)
  %v70 = icmp slt i64 -4294967296, 4294967295
  %v70.x = zext i1 %v70 to i64
  call void @check(i64 70, i64 %v70.x, i64 1)
  ; icmp.slt i64 4294967296, 4294967297 = 1
  %v71 = call i1 @op.icmp.slt.i64(i64 4294967296, i64 4294967297)
  %v71.x = zext i1 %v71 to i64
  call void @check(i64 71, i64 %v71.x, i64 1)
  %v72 = icmp slt i64 4294967296, 4294967297
  %v72.x = zext i1 %v72 to i64
  call void @check(i64 72, i64 %v72.x, i64 1)
  ; icmp.slt i64 4294967298, 8589934593 = 1
  %v73 = call i1 @op.icmp.slt.i64(i64 4294967298, i64 8589934593)
  %v73.x = zext i1 %v73 to i64
  call void @check(i64 73, i64 %v73.x, i64 1)
  %v74 = icmp slt i64 4294967298, 8589934593
  %v74.x = zext i1 %v74 to i64
  call void @check(i64 74, i64 %v74.x, i64 1)
  ; icmp.slt i64 -2, -1 = 1
  %v75 = call i1 @op.icmp.slt.i64(i64 -2, i64 -1)
  %v75.x = zext i1 %v75 to i64
  call void @check(i64 75, i64 %v75.x, i64 1)
  %v76 = icmp slt i64 -2, -1
  %v76.x = zext i1 %v76 to i64
  call void @check(i64 76, i64 %v76.x, i64 1)
  ; icmp.slt i64 -9223372036854775808, 0 = 1
  %v77 = call i1 @op.icmp.slt.i64(i64 -9223372036854775808, i64 0)
  %v77.x = zext i1 %v77 to i64
  call void @check(i64 77, i64 %v77.x, i64 1)
  %v78 = icmp slt i64 -9223372036854775808, 0
  %v78.x = zext i1 %v78 to i64
  call void @check(i64 78, i64 %v78.x, i64 1)
  ; icmp.sle i64 0, -1 = 0
  %v79 = call i1 @op.icmp.sle.i64(i64 0, i64 -1)
  %v79.x = zext i1 %v79 to i64
  call void @check(i64 79, i64 %v79.x, i64 0)
  %v80 = icmp sle i64 0, -1
  %v80.x = zext i1 %v80 to i64
  call void @check(i64 80, i64 %v80.x, i64 0)
  ; icmp.sle i64 -1, 0 = 1
  %v81 = call i1 @op.icmp.sle.i64(i64 -1, i64 0)
  %v81.x = zext i1 %v81 to i64
  call void @check(i64 81, i64 %v81.x, i64 1)
  %v82 = icmp sle i64 -1, 0
  %v82.x = zext i1 %v82 to i64
  call void @check(i64 82, i64 %v82.x, i64 1)
  ; icmp.sle i64 1, 1 = 1
  %v83 = call i1 @op.icmp.sle.i64(i64 1, i64 1)
  %v83.x = zext i1 %v83 to i64
  call void @check(i64 83, i64 %v83.x, i64 1)
  %v84 = icmp sle i64 1, 1
  %v84.x = zext i1 %v84 to i64
  call void @check(i64 84, i64 %v84.x, i64 1)
  ; icmp.sle i64 2147483647, 2147483648 = 1
  %v85 = call i1 @op.icmp.sle.i64(i64 2147483647, i64 2147483648)
  %v85.x = zext i1 %v85 to i64
  call void @check(i64 85, i64 %v85.x, i64 1)
  %v86 = icmp sle i64 2147483647, 2147483648
  %v86.x = zext i1 %v86 to i64
  call void @check(i64 86, i64 %v86.x, i64 1)
  ; icmp.sle i64 2147483648, 2147483647 = 0
  %v87 = call i1 @op.icmp.sle.i64(i64 2147483648, i64 2147483647)
  %v87.x = zext i1 %v87 to i64
  call void @check(i64 87, i64 %v87.x, i64 0)
  %v88 = icmp sle i64 2147483648, 2147483647
  %v88.x = zext i1 %v88 to i64
  call void @check(i64 88, i64 %v88.x, i64 0)
  ; icmp.sle i64 4294967295, 4294967296 = 1
  %v89 = call i1 @op.icmp.sle.i64(i64 4294967295, i64 4294967296)
  %v89.x = zext i1 %v89 to i64
  call void @check(i64 89, i64 %v89.x, i64 1)
  %v90 = icmp sle i64 4294967295, 4294967296
  %v90.x = zext i1 %v90 to i64
  call void @check(i64 90, i64 %v90.x, i64 1)
  ; icmp.sle i64 -9223372036854775808, 9223372036854775807 = 1
  %v91 = call i1 @op.icmp.sle.i64(i64 -9223372036854775808, i64 9223372036854775807)
  %v91.x = zext i1 %v91 to i64
  call void @check(i64 91, i64 %v91.x, i64 1)
  %v92 = icmp sle i64 -9223372036854775808, 9223372036854775807
  %v92.x = zext i1 %v92 to i64
  call void @check(i64 92, i64 %v92.x, i64 1)
  ; icmp.sle i64 9223372036854775807, -9223372036854775808 = 0
  %v93 = call i1 @op.icmp.sle.i64(i64 9223372036854775807, i64 -9223372036854775808)
  %v93.x = zext i1 %v93 to i64
  call void @check(i64 93, i64 %v93.x, i64 0)
  %v94 = icmp sle i64 9223372036854775807, -9223372036854775808
  %v94.x = zext i1 %v94 to i64
  call void @check(i64 94, i64 %v94.x, i64 0)
  ; icmp.sle i64 -4294967296, 4294967295 = 1
  %v95 = call i1 @op.icmp.sle.i64(i64 -4294967296, i64 4294967295)
  %v95.x = zext i1 %v95 to i64
  call void @check(i64 95, i64 %v95.x, i64 1)
  %v96 = icmp sle i64 -4294967296, 4294967295
  %v96.x = zext i1 %v96 to i64
  call void @check(i64 96, i64 %v96.x, i64 1)
  ; icmp.sle i64 4294967296, 4294967297 = 1
  %v97 = call i1 @op.icmp.sle.i64(i64 4294967296, i64 4294967297)
  %v97.x = zext i1 %v97 to i64
  call void @check(i64 97, i64 %v97.x, i64 1)
  %v98 = icmp sle i64 4294967296, 4294967297
  %v98.x = zext i1 %v98 to i64
  call void @check(i64 98, i64 %v98.x, i64 1)
  ; icmp.sle i64 4294967298, 8589934593 = 1
  %v99 = call i1 @op.icmp.sle.i64(i64 4294967298, i64 8589934593)
  %v99.x = zext i1 %v99 to i64
  call void @check(i64 99, i64 %v99.x, i64 1)
  %v100 = icmp sle i64 4294967298, 8589934593
  %v100.x = zext i1 %v100 to i64
  call void @check(i64 100, i64 %v100.x, i64 1)
  ; icmp.sle i64 -2, -1 = 1
  %v101 = call i1 @op.icmp.sle.i64(i64 -2, i64 -1)
  %v101.x = zext i1 %v101 to i64
  call void @check(i64 101, i64 %v101.x, i64 1)
  %v102 = icmp sle i64 -2, -1
  %v102.x = zext i1 %v102 to i64
  call void @check(i64 102, i64 %v102.x, i64 1)
  ; icmp.sle i64 -9223372036854775808, 0 = 1
  %v103 = call i1 @op.icmp.sle.i64(i64 -9223372036854775808, i64 0)
  %v103.x = zext i1 %v103 to i64
  call void @check(i64 103, i64 %v103.x, i64 1)
  %v104 = icmp sle i64 -9223372036854775808, 0
  %v104.x = zext i1 %v104 to i64
  call void @check(i64 104, i64 %v104.x, i64 1)
  ; icmp.sgt i64 0, -1 = 1
  %v105 = call i1 @op.icmp.sgt.i64(i64 0, i64 -1)
  %v105.x = zext i1 %v105 to i64
  call void @check(i64 105, i64 %v105.x, i64 1)
  %v106 = icmp sgt i64 0, -1
  %v106.x = zext i1 %v106 to i64
  call void @check(i64 106, i64 %v106.x, i64 1)
  ; icmp.sgt i64 -1, 0 = 0
  %v107 = call i1 @op.icmp.sgt.i64(i64 -1, i64 0)
  %v107.x = zext i1 %v107 to i64
  call void @check(i64 107, i64 %v107.x, i64 0)
  %v108 = icmp sgt i64 -1, 0
  %v108.x = zext i1 %v108 to i64
  call void @check(i64 108, i64 %v108.x, i64 0)
  ; icmp.sgt i64 1, 1 = 0
  %v109 = call i1 @op.icmp.sgt.i64(i64 1, i64 1)
  %v109.x = zext i1 %v109 to i64
  call void @check(i64 109, i64 %v109.x, i64 0)
  %v110 = icmp sgt i64 1, 1
  %v110.x = zext i1 %v110 to i64
  call void @check(i64 110, i64 %v110.x, i64 0)
  ; icmp.sgt i64 2147483647, 2147483648 = 0
  %v111 = call i1 @op.icmp.sgt.i64(i64 2147483647, i64 2147483648)
  %v111.x = zext i1 %v111 to i64
  call void @check(i64 111, i64 %v111.x, i64 0)
  %v112 = icmp sgt i64 2147483647, 2147483648
  %v112.x = zext i1 %v112 to i64
  call void @check(i64 112, i64 %v112.x, i64 0)
  ; icmp.sgt i64 2147483648, 2147483647 = 1
  %v113 = call i1 @op.icmp.sgt.i64(i64 2147483648, i64 2147483647)
  %v113.x = zext i1 %v113 to i64
  call void @check(i64 113, i64 %v113.x, i64 1)
  %v114 = icmp sgt i64 2147483648, 2147483647
  %v114.x = zext i1 %v114 to i64
  call void @check(i64 114, i64 %v114.x, i64 1)
  ; icmp.sgt i64 4294967295, 4294967296 = 0
  %v115 = call i1 @op.icmp.sgt.i64(i64 4294967295, i64 4294967296)
  %v115.x = zext i1 %v115 to i64
  call void @check(i64 115, i64 %v115.x, i64 0)
  %v116 = icmp sgt i64 4294967295, 4294967296
  %v116.x = zext i1 %v116 to i64
  call void @check(i64 116, i64 %v116.x, i64 0)
  ; icmp.sgt i64 -9223372036854775808, 9223372036854775807 = 0
  %v117 = call i1 @op.icmp.sgt.i64(i64 -9223372036854775808, i64 9223372036854775807)
  %v117.x = zext i1 %v117 to i64
  call void @check(i64 117, i64 %v117.x, i64 0)
  %v118 = icmp sgt i64 -9223372036854775808, 9223372036854775807
  %v118.x = zext i1 %v118 to i64
  call void @check(i64 118, i64 %v118.x, i64 0)
  ; icmp.sgt i64 9223372036854775807, -9223372036854775808 = 1
  %v119 = call i1 @op.icmp.sgt.i64(i64 9223372036854775807, i64 -9223372036854775808)
  %v119.x = zext i1 %v119 to i64
  call void @check(i64 119, i64 %v119.x, i64 1)
  %v120 = icmp sgt i64 9223372036854775807, -9223372036854775808
  %v120.x = zext i1 %v120 to i64
  call void @check(i64 120, i64 %v120.x, i64 1)
  ; icmp.sgt i64 -4294967296, 4294967295 = 0
  %v121 = call i1 @op.icmp.sgt.i64(i64 -4294967296, i64 4294967295)
  %v121.x = zext i1 %v121 to i64
  call void @check(i64 121, i64 %v121.x, i64 0)
  %v122 = icmp sgt i64 -4294967296, 4294967295
  %v122.x = zext i1 %v122 to i64
  call void @check(i64 122, i64 %v122.x, i64 0)
  ; icmp.sgt i64 4294967296, 4294967297 = 0
  %v123 = call i1 @op.icmp.sgt.i64(i64 4294967296, i64 4294967297)
  %v123.x = zext i1 %v123 to i64
  call void @check(i64 123, i64 %v123.x, i64 0)
  %v124 = icmp sgt i64 4294967296, 4294967297
  %v124.x = zext i1 %v124 to i64
  call void @check(i64 124, i64 %v124.x, i64 0)
  ; icmp.sgt i64 4294967298, 8589934593 = 0
  %v125 = call i1 @op.icmp.sgt.i64(i64 4294967298, i64 8589934593)
  %v125.x = zext i1 %v125 to i64
  call void @check(i64 125, i64 %v125.x, i64 0)
  %v126 = icmp sgt i64 4294967298, 8589934593
  %v126.x = zext i1 %v126 to i64
  call void @check(i64 126, i64 %v126.x, i64 0)
  ; icmp.sgt i64 -2, -1 = 0
  %v127 = call i1 @op.icmp.sgt.i64(i64 -2, i64 -1)
  %v127.x = zext i1 %v127 to i64
  call void @check(i64 127, i64 %v127.x, i64 0)
  %v128 = icmp sgt i64 -2, -1
  %v128.x = zext i1 %v128 to i64
  call void @check(i64 128, i64 %v128.x, i64 0)
  ; icmp.sgt i64 -9223372036854775808, 0 = 0
  %v129 = call i1 @op.icmp.sgt.i64(i64 -9223372036854775808, i64 0)
  %v129.x = zext i1 %v129 to i64
  call void @check(i64 129, i64 %v129.x, i64 0)
  %v130 = icmp sgt i64 -9223372036854775808, 0
  %v130.x = zext i1 %v130 to i64
  call void @check(i64 130, i64 %v130.x, i64 0)
  ; icmp.sge i64 0, -1 = 1
  %v131 = call i1 @op.icmp.sge.i64(i64 0, i64 -1)
  %v131.x = zext i1 %v131 to i64
  call void @check(i64 131, i64 %v131.x, i64 1)
  %v132 = icmp sge i64 0, -1
  %v132.x = zext i1 %v132 to i64
  call void @check(i64 132, i64 %v132.x, i64 1)
  ; icmp.sge i64 -1, 0 = 0
  %v133 = call i1 @op.icmp.sge.i64(i64 -1, i64 0)
  %v133.x = zext i1 %v133 to i64
  call void @check(i64 133, i64 %v133.x, i64 0)
  %v134 = icmp sge i64 -1, 0
  %v134.x = zext i1 %v134 to i64
  call void @check(i64 134, i64 %v134.x, i64 0)
  ; icmp.sge i64 1, 1 = 1
  %v135 = call i1 @op.icmp.sge.i64(i64 1, i64 1)
  %v135.x = zext i1 %v135 to i64
  call void @check(i64 135, i64 %v135.x, i64 1)
  %v136 = icmp sge i64 1, 1
  %v136.x = zext i1 %v136 to i64
  call void @check(i64 136, i64 %v136.x, i64 1)
  ; icmp.sge i64 2147483647, 2147483648 = 0
  %v137 = call i1 @op.icmp.sge.i64(i64 2147483647, i64 2147483648)
  %v137.x = zext i1 %v137 to i64
  call void @check(i64 137, i64 %v137.x, i64 0)
  %v138 = icmp sge i64 2147483647, 2147483648
  %v138.x = zext i1 %v138 to i64
  call void @check(i64 138, i64 %v138.x, i64 0)
  ; icmp.sge i64 2147483648, 2147483647 = 1
  %v139 = call i1 @op.icmp.sge.i64(i64 2147483648, i64 2147483647)
  %v139.x = zext i1 %v139 to i64
  call void @check(i64 139, i64 %v139.x, i64 1)
  %v140 = icmp sge i64 2147483648, 2147483647
  %v140.x = zext i1 %v140 to i64
  call void @check(i64 140, i64 %v140.x, i64 1)
  ; icmp.sge i64 4294967295, 4294967296 = 0
  %v141 = call i1 @op.icmp.sge.i64(i64 4294967295, i64 4294967296)
  %v141.x = zext i1 %v141 to i64
  call void @check(i64 141, i64 %v141.x, i64 0)
  %v142 = icmp sge i64 4294967295, 4294967296
  %v142.x = zext i1 %v142 to i64
  call void @check(i64 142, i64 %v142.x, i64 0)
  ; icmp.sge i64 -9223372036854775808, 9223372036854775807 = 0
  %v143 = call i1 @op.icmp.sge.i64(i64 -9223372036854775808, i64 9223372036854775807)
  %v143.x = zext i1 %v143 to i64
  call void @check(i64 143, i64 %v143.x, i64 0)
  %v144 = icmp sge i64 -9223372036854775808, 9223372036854775807
  %v144.x = zext i1 %v144 to i64
  call void @check(i64 144, i64 %v144.x, i64 0)
  ; icmp.sge i64 9223372036854775807, -9223372036854775808 = 1
  %v145 = call i1 @op.icmp.sge.i64(i64 9223372036854775807, i64 -9223372036854775808)
  %v145.x = zext i1 %v145 to i64
  call void @check(i64 145, i64 %v145.x, i64 1)
  %v146 = icmp sge i64 9223372036854775807, -9223372036854775808
  %v146.x = zext i1 %v146 to i64
  call void @check(i64 146, i64 %v146.x, i64 1)
  ; icmp.sge i64 -4294967296, 4294967295 = 0
  %v147 = call i1 @op.icmp.sge.i64(i64 -4294967296, i64 4294967295)
  %v147.x = zext i1 %v147 to i64
  call void @check(i64 147, i64 %v147.x, i64 0)
  %v148 = icmp sge i64 -4294967296, 4294967295
  %v148.x = zext i1 %v148 to i64
  call void @check(i64 148, i64 %v148.x, i64 0)
  ; icmp.sge i64 4294967296, 4294967297 = 0
  %v149 = call i1 @op.icmp.sge.i64(i64 4294967296, i64 4294967297)
  %v149.x = zext i1 %v149 to i64
  call void @check(i64 149, i64 %v149.x, i64 0)
  %v150 = icmp sge i64 4294967296, 4294967297
  %v150.x = zext i1 %v150 to i64
  call void @check(i64 150, i64 %v150.x, i64 0)
  ; icmp.sge i64 4294967298, 8589934593 = 0
  %v151 = call i1 @op.icmp.sge.i64(i64 4294967298, i64 8589934593)
  %v151.x = zext i1 %v151 to i64
  call void @check(i64 151, i64 %v151.x, i64 0)
  %v152 = icmp sge i64 4294967298, 8589934593
  %v152.x = zext i1 %v152 to i64
  call void @check(i64 152, i64 %v152.x, i64 0)
  ; icmp.sge i64 -2, -1 = 0
  %v153 = call i1 @op.icmp.sge.i64(i64 -2, i64 -1)
  %v153.x = zext i1 %v153 to i64
  call void @check(i64 153, i64 %v153.x, i64 0)
  %v154 = icmp sge i64 -2, -1
  %v154.x = zext i1 %v154 to i64
  call void @check(i64 154, i64 %v154.x, i64 0)
  ; icmp.sge i64 -9223372036854775808, 0 = 0
  %v155 = call i1 @op.icmp.sge.i64(i64 -9223372036854775808, i64 0)
  %v155.x = zext i1 %v155 to i64
  call void @check(i64 155, i64 %v155.x, i64 0)
  %v156 = icmp sge i64 -9223372036854775808, 0
  %v156.x = zext i1 %v156 to i64
  call void @check(i64 156, i64 %v156.x, i64 0)
  ; icmp.ult i64 0, -1 = 1
  %v157 = call i1 @op.icmp.ult.i64(i64 0, i64 -1)
  %v157.x = zext i1 %v157 to i64
  call void @check(i64 157, i64 %v157.x, i64 1)
  %v158 = icmp ult i64 0, -1
  %v158.x = zext i1 %v158 to i64
  call void @check(i64 158, i64 %v158.x, i64 1)
  ; icmp.ult i64 -1, 0 = 0
  %v159 = call i1 @op.icmp.ult.i64(i64 -1, i64 0)
  %v159.x = zext i1 %v159 to i64
  call void @check(i64 159, i64 %v159.x, i64 0)
  %v160 = icmp ult i64 -1, 0
  %v160.x = zext i1 %v160 to i64
  call void @check(i64 160, i64 %v160.x, i64 0)
  ; icmp.ult i64 1, 1 = 0
  %v161 = call i1 @op.icmp.ult.i64(i64 1, i64 1)
  %v161.x = zext i1 %v161 to i64
  call void @check(i64 161, i64 %v161.x, i64 0)
  %v162 = icmp ult i64 1, 1
  %v162.x = zext i1 %v162 to i64
  call void @check(i64 162, i64 %v162.x, i64 0)
  ; icmp.ult i64 2147483647, 2147483648 = 1
  %v163 = call i1 @op.icmp.ult.i64(i64 2147483647, i64 2147483648)
  %v163.x = zext i1 %v163 to i64
  call void @check(i64 163, i64 %v163.x, i64 1)
  %v164 = icmp ult i64 2147483647, 2147483648
  %v164.x = zext i1 %v164 to i64
  call void @check(i64 164, i64 %v164.x, i64 1)
  ; icmp.ult i64 2147483648, 2147483647 = 0
  %v165 = call i1 @op.icmp.ult.i64(i64 2147483648, i64 2147483647)
  %v165.x = zext i1 %v165 to i64
  call void @check(i64 165, i64 %v165.x, i64 0)
  %v166 = icmp ult i64 2147483648, 2147483647
  %v166.x = zext i1 %v166 to i64
  call void @check(i64 166, i64 %v166.x, i64 0)
  ; icmp.ult i64 4294967295, 4294967296 = 1
  %v167 = call i1 @op.icmp.ult.i64(i64 4294967295, i64 4294967296)
  %v167.x = zext i1 %v167 to i64
  call void @check(i64 167, i64 %v167.x, i64 1)
  %v168 = icmp ult i64 4294967295, 4294967296
  %v168.x = zext i1 %v168 to i64
  call void @check(i64 168, i64 %v168.x, i64 1)
  ; icmp.ult i64 -9223372036854775808, 9223372036854775807 = 0
  %v169 = call i1 @op.icmp.ult.i64(i64 -9223372036854775808, i64 9223372036854775807)
  %v169.x = zext i1 %v169 to i64
  call void @check(i64 169, i64 %v169.x, i64 0)
  %v170 = icmp ult i64 -9223372036854775808, 9223372036854775807
  %v170.x = zext i1 %v170 to i64
  call void @check(i64 170, i64 %v170.x, i64 0)
  ; icmp.ult i64 9223372036854775807, -9223372036854775808 = 1
  %v171 = call i1 @op.icmp.ult.i64(i64 9223372036854775807, i64 -9223372036854775808)
  %v171.x = zext i1 %v171 to i64
  call void @check(i64 171, i64 %v171.x, i64 1)
  %v172 = icmp ult i64 9223372036854775807, -9223372036854775808
  %v172.x = zext i1 %v172 to i64
  call void @check(i64 172, i64 %v172.x, i64 1)
  ; icmp.ult i64 -4294967296, 4294967295 = 0
  %v173 = call i1 @op.icmp.ult.i64(i64 -4294967296, i64 4294967295)
  %v173.x = zext i1 %v173 to i64
  call void @check(i64 173, i64 %v173.x, i64 0)
  %v174 = icmp ult i64 -4294967296, 4294967295
  %v174.x = zext i1 %v174 to i64
  call void @check(i64 174, i64 %v174.x, i64 0)
  ; icmp.ult i64 4294967296, 4294967297 = 1
  %v175 = call i1 @op.icmp.ult.i64(i64 4294967296, i64 4294967297)
  %v175.x = zext i1 %v175 to i64
  call void @check(i64 175, i64 %v175.x, i64 1)
  %v176 = icmp ult i64 4294967296, 4294967297
  %v176.x = zext i1 %v176 to i64
  call void @check(i64 176, i64 %v176.x, i64 1)
  ; icmp.ult i64 4294967298, 8589934593 = 1
  %v177 = call i1 @op.icmp.ult.i64(i64 4294967298, i64 8589934593)
  %v177.x = zext i1 %v177 to i64
  call void @check(i64 177, i64 %v177.x, i64 1)
  %v178 = icmp ult i64 4294967298, 8589934593
  %v178.x = zext i1 %v178 to i64
  call void @check(i64 178, i64 %v178.x, i64 1)
  ; icmp.ult i64 -2, -1 = 1
  %v179 = call i1 @op.icmp.ult.i64(i64 -2, i64 -1)
  %v179.x = zext i1 %v179 to i64
  call void @check(i64 179, i64 %v179.x, i64 1)
  %v180 = icmp ult i64 -2, -1
  %v180.x = zext i1 %v180 to i64
  call void @check(i64 180, i64 %v180.x, i64 1)
  ; icmp.ult i64 -9223372036854775808, 0 = 0
  %v181 = call i1 @op.icmp.ult.i64(i64 -9223372036854775808, i64 0)
  %v181.x = zext i1 %v181 to i64
  call void @check(i64 181, i64 %v181.x, i64 0)
  %v182 = icmp ult i64 -9223372036854775808, 0
  %v182.x = zext i1 %v182 to i64
  call void @check(i64 182, i64 %v182.x, i64 0)
  ; icmp.ule i64 0, -1 = 1
  %v183 = call i1 @op.icmp.ule.i64(i64 0, i64 -1)
  %v183.x = zext i1 %v183 to i64
  call void @check(i64 183, i64 %v183.x, i64 1)
  %v184 = icmp ule i64 0, -1
  %v184.x = zext i1 %v184 to i64
  call void @check(i64 184, i64 %v184.x, i64 1)
  ; icmp.ule i64 -1, 0 = 0
  %v185 = call i1 @op.icmp.ule.i64(i64 -1, i64 0)
  %v185.x = zext i1 %v185 to i64
  call void @check(i64 185, i64 %v185.x, i64 0)
  %v186 = icmp ule i64 -1, 0
  %v186.x = zext i1 %v186 to i64
  call void @check(i64 186, i64 %v186.x, i64 0)
  ; icmp.ule i64 1, 1 = 1
  %v187 = call i1 @op.icmp.ule.i64(i64 1, i64 1)
  %v187.x = zext i1 %v187 to i64
  call void @check(i64 187, i64 %v187.x, i64 1)
  %v188 = icmp ule i64 1, 1
  %v188.x = zext i1 %v188 to i64
  call void @check(i64 188, i64 %v188.x, i64 1)
  ; icmp.ule i64 2147483647, 2147483648 = 1
  %v189 = call i1 @op.icmp.ule.i64(i64 2147483647, i64 2147483648)
  %v189.x = zext i1 %v189 to i64
  call void @check(i64 189, i64 %v189.x, i64 1)
  %v190 = icmp ule i64 2147483647, 2147483648
  %v190.x = zext i1 %v190 to i64
  call void @check(i64 190, i64 %v190.x, i64 1)
  ; icmp.ule i64 2147483648, 2147483647 = 0
  %v191 = call i1 @op.icmp.ule.i64(i64 2147483648, i64 2147483647)
  %v191.x = zext i1 %v191 to i64
  call void @check(i64 191, i64 %v191.x, i64 0)
  %v192 = icmp ule i64 2147483648, 2147483647
  %v192.x = zext i1 %v192 to i64
  call void @check(i64 192, i64 %v192.x, i64 0)
  ; icmp.ule i64 4294967295, 4294967296 = 1
  %v193 = call i1 @op.icmp.ule.i64(i64 4294967295, i64 4294967296)
  %v193.x = zext i1 %v193 to i64
  call void @check(i64 193, i64 %v193.x, i64 1)
  %v194 = icmp ule i64 4294967295, 4294967296
  %v194.x = zext i1 %v194 to i64
  call void @check(i64 194, i64 %v194.x, i64 1)
  ; icmp.ule i64 -9223372036854775808, 9223372036854775807 = 0
  %v195 = call i1 @op.icmp.ule.i64(i64 -9223372036854775808, i64 9223372036854775807)
  %v195.x = zext i1 %v195 to i64
  call void @check(i64 195, i64 %v195.x, i64 0)
  %v196 = icmp ule i64 -9223372036854775808, 9223372036854775807
  %v196.x = zext i1 %v196 to i64
  call void @check(i64 196, i64 %v196.x, i64 0)
  ; icmp.ule i64 9223372036854775807, -9223372036854775808 = 1
  %v197 = call i1 @op.icmp.ule.i64(i64 9223372036854775807, i64 -9223372036854775808)
  %v197.x = zext i1 %v197 to i64
  call void @check(i64 197, i64 %v197.x, i64 1)
  %v198 = icmp ule i64 9223372036854775807, -9223372036854775808
  %v198.x = zext i1 %v198 to i64
  call void @check(i64 198, i64 %v198.x, i64 1)
  ; icmp.ule i64 -4294967296, 4294967295 = 0
  %v199 = call i1 @op.icmp.ule.i64(i64 -4294967296, i64 4294967295)
  %v199.x = zext i1 %v199 to i64
  call void @check(i64 199, i64 %v199.x, i64 0)
  %v200 = icmp ule i64 -4294967296, 4294967295
  %v200.x = zext i1 %v200 to i64
  call void @check(i64 200, i64 %v200.x, i64 0)
  ; icmp.ule i64 4294967296, 4294967297 = 1
  %v201 = call i1 @op.icmp.ule.i64(i64 4294967296, i64 4294967297)
  %v201.x = zext i1 %v201 to i64
  call void @check(i64 201, i64 %v201.x, i64 1)
  %v202 = icmp ule i64 4294967296, 4294967297
  %v202.x = zext i1 %v202 to i64
  call void @check(i64 202, i64 %v202.x, i64 1)
  ; icmp.ule i64 4294967298, 8589934593 = 1
  %v203 = call i1 @op.icmp.ule.i64(i64 4294967298, i64 8589934593)
  %v203.x = zext i1 %v203 to i64
  call void @check(i64 203, i64 %v203.x, i64 1)
  %v204 = icmp ule i64 4294967298, 8589934593
  %v204.x = zext i1 %v204 to i64
  call void @check(i64 204, i64 %v204.x, i64 1)
  ; icmp.ule i64 -2, -1 = 1
  %v205 = call i1 @op.icmp.ule.i64(i64 -2, i64 -1)
  %v205.x = zext i1 %v205 to i64
  call void @check(i64 205, i64 %v205.x, i64 1)
  %v206 = icmp ule i64 -2, -1
  %v206.x = zext i1 %v206 to i64
  call void @check(i64 206, i64 %v206.x, i64 1)
  ; icmp.ule i64 -9223372036854775808, 0 = 0
  %v207 = call i1 @op.icmp.ule.i64(i64 -9223372036854775808, i64 0)
  %v207.x = zext i1 %v207 to i64
  call void @check(i64 207, i64 %v207.x, i64 0)
  %v208 = icmp ule i64 -9223372036854775808, 0
  %v208.x = zext i1 %v208 to i64
  call void @check(i64 208, i64 %v208.x, i64 0)
  ; icmp.ugt i64 0, -1 = 0
  %v209 = call i1 @op.icmp.ugt.i64(i64 0, i64 -1)
  %v209.x = zext i1 %v209 to i64
  call void @check(i64 209, i64 %v209.x, i64 0)
  %v210 = icmp ugt i64 0, -1
  %v210.x = zext i1 %v210 to i64
  call void @check(i64 210, i64 %v210.x, i64 0)
  ; icmp.ugt i64 -1, 0 = 1
  %v211 = call i1 @op.icmp.ugt.i64(i64 -1, i64 0)
  %v211.x = zext i1 %v211 to i64
  call void @check(i64 211, i64 %v211.x, i64 1)
  %v212 = icmp ugt i64 -1, 0
  %v212.x = zext i1 %v212 to i64
  call void @check(i64 212, i64 %v212.x, i64 1)
  ; icmp.ugt i64 1, 1 = 0
  %v213 = call i1 @op.icmp.ugt.i64(i64 1, i64 1)
  %v213.x = zext i1 %v213 to i64
  call void @check(i64 213, i64 %v213.x, i64 0)
  %v214 = icmp ugt i64 1, 1
  %v214.x = zext i1 %v214 to i64
  call void @check(i64 214, i64 %v214.x, i64 0)
  ; icmp.ugt i64 2147483647, 2147483648 = 0
  %v215 = call i1 @op.icmp.ugt.i64(i64 2147483647, i64 2147483648)
  %v215.x = zext i1 %v215 to i64
  call void @check(i64 215, i64 %v215.x, i64 0)
  %v216 = icmp ugt i64 2147483647, 2147483648
  %v216.x = zext i1 %v216 to i64
  call void @check(i64 216, i64 %v216.x, i64 0)
  ; icmp.ugt i64 2147483648, 2147483647 = 1
  %v217 = call i1 @op.icmp.ugt.i64(i64 2147483648, i64 2147483647)
  %v217.x = zext i1 %v217 to i64
  call void @check(i64 217, i64 %v217.x, i64 1)
  %v218 = icmp ugt i64 2147483648, 2147483647
  %v218.x = zext i1 %v218 to i64
  call void @check(i64 218, i64 %v218.x, i64 1)
  ; icmp.ugt i64 4294967295, 4294967296 = 0
  %v219 = call i1 @op.icmp.ugt.i64(i64 4294967295, i64 4294967296)
  %v219.x = zext i1 %v219 to i64
  call void @check(i64 219, i64 %v219.x, i64 0)
  %v220 = icmp ugt i64 4294967295, 4294967296
  %v220.x = zext i1 %v220 to i64
  call void @check(i64 220, i64 %v220.x, i64 0)
  ; icmp.ugt i64 -9223372036854775808, 9223372036854775807 = 1
  %v221 = call i1 @op.icmp.ugt.i64(i64 -9223372036854775808, i64 9223372036854775807)
  %v221.x = zext i1 %v221 to i64
  call void @check(i64 221, i64 %v221.x, i64 1)
  %v222 = icmp ugt i64 -9223372036854775808, 9223372036854775807
  %v222.x = zext i1 %v222 to i64
  call void @check(i64 222, i64 %v222.x, i64 1)
  ; icmp.ugt i64 9223372036854775807, -9223372036854775808 = 0
  %v223 = call i1 @op.icmp.ugt.i64(i64 9223372036854775807, i64 -9223372036854775808)
  %v223.x = zext i1 %v223 to i64
  call void @check(i64 223, i64 %v223.x, i64 0)
  %v224 = icmp ugt i64 9223372036854775807, -9223372036854775808
  %v224.x = zext i1 %v224 to i64
  call void @check(i64 224, i64 %v224.x, i64 0)
  ; icmp.ugt i64 -4294967296, 4294967295 = 1
  %v225 = call i1 @op.icmp.ugt.i64(i64 -4294967296, i64 4294967295)
  %v225.x = zext i1 %v225 to i64
  call void @check(i64 225, i64 %v225.x, i64 1)
  %v226 = icmp ugt i64 -4294967296, 4294967295
  %v226.x = zext i1 %v226 to i64
  call void @check(i64 226, i64 %v226.x, i64 1)
  ; icmp.ugt i64 4294967296, 4294967297 = 0
  %v227 = call i1 @op.icmp.ugt.i64(i64 4294967296, i64 4294967297)
  %v227.x = zext i1 %v227 to i64
  call void @check(i64 227, i64 %v227.x, i64 0)
  %v228 = icmp ugt i64 4294967296, 4294967297
  %v228.x = zext i1 %v228 to i64
  call void @check(i64 228, i64 %v228.x, i64 0)
  ; icmp.ugt i64 4294967298, 8589934593 = 0
  %v229 = call i1 @op.icmp.ugt.i64(i64 4294967298, i64 8589934593)
  %v229.x = zext i1 %v229 to i64
  call void @check(i64 229, i64 %v229.x, i64 0)
  %v230 = icmp ugt i64 4294967298, 8589934593
  %v230.x = zext i1 %v230 to i64
  call void @check(i64 230, i64 %v230.x, i64 0)
  ; icmp.ugt i64 -2, -1 = 0
  %v231 = call i1 @op.icmp.ugt.i64(i64 -2, i64 -1)
  %v231.x = zext i1 %v231 to i64
  call void @check(i64 231, i64 %v231.x, i64 0)
  %v232 = icmp ugt i64 -2, -1
  %v232.x = zext i1 %v232 to i64
  call void @check(i64 232, i64 %v232.x, i64 0)
  ; icmp.ugt i64 -9223372036854775808, 0 = 1
  %v233 = call i1 @op.icmp.ugt.i64(i64 -9223372036854775808, i64 0)
  %v233.x = zext i1 %v233 to i64
  call void @check(i64 233, i64 %v233.x, i64 1)
  %v234 = icmp ugt i64 -9223372036854775808, 0
  %v234.x = zext i1 %v234 to i64
  call void @check(i64 234, i64 %v234.x, i64 1)
  ; icmp.uge i64 0, -1 = 0
  %v235 = call i1 @op.icmp.uge.i64(i64 0, i64 -1)
  %v235.x = zext i1 %v235 to i64
  call void @check(i64 235, i64 %v235.x, i64 0)
  %v236 = icmp uge i64 0, -1
  %v236.x = zext i1 %v236 to i64
  call void @check(i64 236, i64 %v236.x, i64 0)
  ; icmp.uge i64 -1, 0 = 1
  %v237 = call i1 @op.icmp.uge.i64(i64 -1, i64 0)
  %v237.x = zext i1 %v237 to i64
  call void @check(i64 237, i64 %v237.x, i64 1)
  %v238 = icmp uge i64 -1, 0
  %v238.x = zext i1 %v238 to i64
  call void @check(i64 238, i64 %v238.x, i64 1)
  ; icmp.uge i64 1, 1 = 1
  %v239 = call i1 @op.icmp.uge.i64(i64 1, i64 1)
  %v239.x = zext i1 %v239 to i64
  call void @check(i64 239, i64 %v239.x, i64 1)
  %v240 = icmp uge i64 1, 1
  %v240.x = zext i1 %v240 to i64
  call void @check(i64 240, i64 %v240.x, i64 1)
  ; icmp.uge i64 2147483647, 2147483648 = 0
  %v241 = call i1 @op.icmp.uge.i64(i64 2147483647, i64 2147483648)
  %v241.x = zext i1 %v241 to i64
  call void @check(i64 241, i64 %v241.x, i64 0)
  %v242 = icmp uge i64 2147483647, 2147483648
  %v242.x = zext i1 %v242 to i64
  call void @check(i64 242, i64 %v242.x, i64 0)
  ; icmp.uge i64 2147483648, 2147483647 = 1
  %v243 = call i1 @op.icmp.uge.i64(i64 2147483648, i64 2147483647)
  %v243.x = zext i1 %v243 to i64
  call void @check(i64 243, i64 %v243.x, i64 1)
  %v244 = icmp uge i64 2147483648, 2147483647
  %v244.x = zext i1 %v244 to i64
  call void @check(i64 244, i64 %v244.x, i64 1)
  ; icmp.uge i64 4294967295, 4294967296 = 0
  %v245 = call i1 @op.icmp.uge.i64(i64 4294967295, i64 4294967296)
  %v245.x = zext i1 %v245 to i64
  call void @check(i64 245, i64 %v245.x, i64 0)
  %v246 = icmp uge i64 4294967295, 4294967296
  %v246.x = zext i1 %v246 to i64
  call void @check(i64 246, i64 %v246.x, i64 0)
  ; icmp.uge i64 -9223372036854775808, 9223372036854775807 = 1
  %v247 = call i1 @op.icmp.uge.i64(i64 -9223372036854775808, i64 9223372036854775807)
  %v247.x = zext i1 %v247 to i64
  call void @check(i64 247, i64 %v247.x, i64 1)
  %v248 = icmp uge i64 -9223372036854775808, 9223372036854775807
  %v248.x = zext i1 %v248 to i64
  call void @check(i64 248, i64 %v248.x, i64 1)
  ; icmp.uge i64 9223372036854775807, -9223372036854775808 = 0
  %v249 = call i1 @op.icmp.uge.i64(i64 9223372036854775807, i64 -9223372036854775808)
  %v249.x = zext i1 %v249 to i64
  call void @check(i64 249, i64 %v249.x, i64 0)
  %v250 = icmp uge i64 9223372036854775807, -9223372036854775808
  %v250.x = zext i1 %v250 to i64
  call void @check(i64 250, i64 %v250.x, i64 0)
  ; icmp.uge i64 -4294967296, 4294967295 = 1
  %v251 = call i1 @op.icmp.uge.i64(i64 -4294967296, i64 4294967295)
  %v251.x = zext i1 %v251 to i64
  call void @check(i64 251, i64 %v251.x, i64 1)
  %v252 = icmp uge i64 -4294967296, 4294967295
  %v252.x = zext i1 %v252 to i64
  call void @check(i64 252, i64 %v252.x, i64 1)
  ; icmp.uge i64 4294967296, 4294967297 = 0
  %v253 = call i1 @op.icmp.uge.i64(i64 4294967296, i64 4294967297)
  %v253.x = zext i1 %v253 to i64
  call void @check(i64 253, i64 %v253.x, i64 0)
  %v254 = icmp uge i64 4294967296, 4294967297
  %v254.x = zext i1 %v254 to i64
  call void @check(i64 254, i64 %v254.x, i64 0)
  ; icmp.uge i64 4294967298, 8589934593 = 0
  %v255 = call i1 @op.icmp.uge.i64(i64 4294967298, i64 8589934593)
  %v255.x = zext i1 %v255 to i64
  call void @check(i64 255, i64 %v255.x, i64 0)
  %v256 = icmp uge i64 4294967298, 8589934593
  %v256.x = zext i1 %v256 to i64
  call void @check(i64 256, i64 %v256.x, i64 0)
  ; icmp.uge i64 -2, -1 = 0
  %v257 = call i1 @op.icmp.uge.i64(i64 -2, i64 -1)
  %v257.x = zext i1 %v257 to i64
  call void @check(i64 257, i64 %v257.x, i64 0)
  %v258 = icmp uge i64 -2, -1
  %v258.x = zext i1 %v258 to i64
  call void @check(i64 258, i64 %v258.x, i64 0)
  ; icmp.uge i64 -9223372036854775808, 0 = 1
  %v259 = call i1 @op.icmp.uge.i64(i64 -9223372036854775808, i64 0)
  %v259.x = zext i1 %v259 to i64
  call void @check(i64 259, i64 %v259.x, i64 1)
  %v260 = icmp uge i64 -9223372036854775808, 0
  %v260.x = zext i1 %v260 to i64
  call void @check(i64 260, i64 %v260.x, i64 1)

  %failures = call i64 @report()
  ret i64 %failures
}
