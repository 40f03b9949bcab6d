; arith_i16: i16 arithmetic, division, shifts and comparisons with wrap-around; results sign-extended to i64
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

define i16 @op.add.i16(i16 %a, i16 %b) {
  %r = add i16 %a, %b
  ret i16 %r
}

define i16 @op.sub.i16(i16 %a, i16 %b) {
  %r = sub i16 %a, %b
  ret i16 %r
}

define i16 @op.mul.i16(i16 %a, i16 %b) {
  %r = mul i16 %a, %b
  ret i16 %r
}

define i16 @op.and.i16(i16 %a, i16 %b) {
  %r = and i16 %a, %b
  ret i16 %r
}

define i16 @op.or.i16(i16 %a, i16 %b) {
  %r = or i16 %a, %b
  ret i16 %r
}

define i16 @op.xor.i16(i16 %a, i16 %b) {
  %r = xor i16 %a, %b
  ret i16 %r
}

define i16 @op.sdiv.i16(i16 %a, i16 %b) {
  %r = sdiv i16 %a, %b
  ret i16 %r
}

define i16 @op.srem.i16(i16 %a, i16 %b) {
  %r = srem i16 %a, %b
  ret i16 %r
}

define i16 @op.udiv.i16(i16 %a, i16 %b) {
  %r = udiv i16 %a, %b
  ret i16 %r
}

define i16 @op.urem.i16(i16 %a, i16 %b) {
  %r = urem i16 %a, %b
  ret i16 %r
}

define i16 @op.shl.i16(i16 %a, i16 %b) {
  %r = shl i16 %a, %b
  ret i16 %r
}

define i16 @op.lshr.i16(i16 %a, i16 %b) {
  %r = lshr i16 %a, %b
  ret i16 %r
}

define i16 @op.ashr.i16(i16 %a, i16 %b) {
  %r = ashr i16 %a, %b
  ret i16 %r
}

define i1 @op.icmp.eq.i16(i16 %a, i16 %b) {
  %r = icmp eq i16 %a, %b
  ret i1 %r
}

define i1 @op.icmp.ne.i16(i16 %a, i16 %b) {
  %r = icmp ne i16 %a, %b
  ret i1 %r
}

define i1 @op.icmp.slt.i16(i16 %a, i16 %b) {
  %r = icmp slt i16 %a, %b
  ret i1 %r
}

define i1 @op.icmp.sle.i16(i16 %a, i16 %b) {
  %r = icmp sle i16 %a, %b
  ret i1 %r
}

define i1 @op.icmp.sgt.i16(i16 %a, i16 %b) {
  %r = icmp sgt i16 %a, %b
  ret i1 %r
}

define i1 @op.icmp.sge.i16(i16 %a, i16 %b) {
  %r = icmp sge i16 %a, %b
  ret i1 %r
}

define i1 @op.icmp.ult.i16(i16 %a, i16 %b) {
  %r = icmp ult i16 %a, %b
  ret i1 %r
}

define i1 @op.icmp.ule.i16(i16 %a, i16 %b) {
  %r = icmp ule i16 %a, %b
  ret i1 %r
}

define i1 @op.icmp.ugt.i16(i16 %a, i16 %b) {
  %r = icmp ugt i16 %a, %b
  ret i1 %r
}

define i1 @op.icmp.uge.i16(i16 %a, i16 %b) {
  %r = icmp uge i16 %a, %b
  ret i1 %r
}

define i64 @main() {
entry:
  ; add i16 32767, 1 = -32768
  %v1 = call i16 @op.add.i16(i16 32767, i16 1)
  %v1.x = sext i16 %v1 to i64
  call void @check(i64 1, i64 %v1.x, i64 -32768)
  %v2 = add i16 32767, 1
  %v2.x = sext i16 %v2 to i64
  call void @check(i64 2, i64 %v2.x, i64 -32768)
  ; add i16 -32768, -1 = 32767
  %v3 = call i16 @op.add.i16(i16 -32768, i16 -1)
  %v3.x = sext i16 %v3 to i64
  call void @check(i64 3, i64 %v3.x, i64 32767)
  %v4 = add i16 -32768, -1
  %v4.x = sext i16 %v4 to i64
  call void @check(i64 4, i64 %v4.x, i64 32767)
  ; add i16 -32768, 1 = -32767
  %v5 = call i16 @op.add.i16(i16 -32768, i16 1)
  %v5.x = sext i16 %v5 to i64
  call void @check(i64 5, i64 %v5.x, i64 -32767)
  %v6 = add i16 -32768, 1
  %v6.x = sext i16 %v6 to i64
  call void @check(i64 6, i64 %v6.x, i64 -32767)
  ; add i16 300, 300 = 600
  %v7 = call i16 @op.add.i16(i16 300, i16 300)
  %v7.x = sext i16 %v7 to i64
  call void @check(i64 7, i64 %v7.x, i64 600)
  %v8 = add i16 300, 300
  %v8.x = sext i16 %v8 to i64
  call void @check(i64 8, i64 %v8.x, i64 600)
  ; add i16 -7, 2 = -5
  %v9 = call i16 @op.add.i16(i16 -7, i16 2)
  %v9.x = sext i16 %v9 to i64
  call void @check(i64 9, i64 %v9.x, i64 -5)
  %v10 = add i16 -7, 2
  %v10.x = sext i16 %v10 to i64
  call void @check(i64 10, i64 %v10.x, i64 -5)
  ; add i16 7, -2 = 5
  %v11 = call i16 @op.add.i16(i16 7, i16 -2)
  %v11.x = sext i16 %v11 to i64
  call void @check(i64 11, i64 %v11.x, i64 5)
  %v12 = add i16 7, -2
  %v12.x = sext i16 %v12 to i64
  call void @check(i64 12, i64 %v12.x, i64 5)
  ; add i16 -1, -1 = -2
  %v13 = call i16 @op.add.i16(i16 -1, i16 -1)
  %v13.x = sext i16 %v13 to i64
  call void @check(i64 13, i64 %v13.x, i64 -2)
  %v14 = add i16 -1, -1
  %v14.x = sext i16 %v14 to i64
  call void @check(i64 14, i64 %v14.x, i64 -2)
  ; add i16 21845, -21846 = -1
  %v15 = call i16 @op.add.i16(i16 21845, i16 -21846)
  %v15.x = sext i16 %v15 to i64
  call void @check(i64 15, i64 %v15.x, i64 -1)
  %v16 = add i16 21845, -21846
  %v16.x = sext i16 %v16 to i64
  call void @check(i64 16, i64 %v16.x, i64 -1)
  ; add i16 -32768, 32767 = -1
  %v17 = call i16 @op.add.i16(i16 -32768, i16 32767)
  %v17.x = sext i16 %v17 to i64
  call void @check(i64 17, i64 %v17.x, i64 -1)
  %v18 = add i16 -32768, 32767
  %v18.x = sext i16 %v18 to i64
  call void @check(i64 18, i64 %v18.x, i64 -1)
  ; add i16 1000, 7 = 1007
  %v19 = call i16 @op.add.i16(i16 1000, i16 7)
  %v19.x = sext i16 %v19 to i64
  call void @check(i64 19, i64 %v19.x, i64 1007)
  %v20 = add i16 1000, 7
  %v20.x = sext i16 %v20 to i64
  call void @check(i64 20, i64 %v20.x, i64 1007)
  ; sub i16 32767, 1 = 32766
  %v21 = call i16 @op.sub.i16(i16 32767, i16 1)
  %v21.x = sext i16 %v21 to i64
  call void @check(i64 21, i64 %v21.x, i64 32766)
  %v22 = sub i16 32767, 1
  %v22.x = sext i16 %v22 to i64
  call void @check(i64 22, i64 %v22.x, i64 32766)
  ; sub i16 -32768, -1 = -32767
  %v23 = call i16 @op.sub.i16(i16 -32768, i16 -1)
  %v23.x = sext i16 %v23 to i64
  call void @check(i64 23, i64 %v23.x, i64 -32767)
  %v24 = sub i16 -32768, -1
  %v24.x = sext i16 %v24 to i64
  call void @check(i64 24, i64 %v24.x, i64 -32767)
  ; sub i16 -32768, 1 = 32767
  %v25 = call i16 @op.sub.i16(i16 -32768, i16 1)
  %v25.x = sext i16 %v25 to i64
  call void @check(i64 25, i64 %v25.x, i64 32767)
  %v26 = sub i16 -32768, 1
  %v26.x = sext i16 %v26 to i64
  call void @check(i64 26, i64 %v26.x, i64 32767)
  ; sub i16 300, 300 = 0
  %v27 = call i16 @op.sub.i16(i16 300, i16 300)
  %v27.x = sext i16 %v27 to i64
  call void @check(i64 27, i64 %v27.x, i64 0)
  %v28 = sub i16 300, 300
  %v28.x = sext i16 %v28 to i64
  call void @check(i64 28, i64 %v28.x, i64 0)
  ; sub i16 -7, 2 = -9
  %v29 = call i16 @op.sub.i16(i16 -7, i16 2)
  %v29.x = sext i16 %v29 to i64
  call void @check(i64 29, i64 %v29.x, i64 -9)
  %v30 = sub i16 -7, 2
  %v30.x = sext i16 %v30 to i64
  call void @check(i64 30, i64 %v30.x, i64 -9)
  ; sub i16 7, -2 = 9
  %v31 = call i16 @op.sub.i16(i16 7, i16 -2)
  %v31.x = sext i16 %v31 to i64
  call void @check(i64 31, i64 %v31.x, i64 9)
  %v32 = sub i16 7, -2
  %v32.x = sext i16 %v32 to i64
  call void @check(i64 32, i64 %v32.x, i64 9)
  ; sub i16 -1, -1 = 0
  %v33 = call i16 @op.sub.i16(i16 -1, i16 -1)
  %v33.x = sext i16 %v33 to i64
  call void @check(i64 33, i64 %v33.x, i64 0)
  %v34 = sub i16 -1, -1
  %v34.x = sext i16 %v34 to i64
  call void @check(i64 34, i64 %v34.x, i64 0)
  ; sub i16 21845, -21846 = -21845
  %v35 = call i16 @op.sub.i16(i16 21845, i16 -21846)
  %v35.x = sext i16 %v35 to i64
  call void @check(i64 35, i64 %v35.x, i64 -21845)
  %v36 = sub i16 21845, -21846
  %v36.x = sext i16 %v36 to i64
  call void @check(i64 36, i64 %v36.x, i64 -21845)
  ; sub i16 -32768, 32767 = 1
  %v37 = call i16 @op.sub.i16(i16 -32768, i16 32767)
  %v37.x = sext i16 %v37 to i64
  call void @check(i64 37, i64 %v37.x, i64 1)
  %v38 = sub i16 -32768, 32767
  %v38.x = sext i16 %v38 to i64
  call void @check(i64 38, i64 %v38.x, i64 1)
  ; sub i16 1000, 7 = 993
  %v39 = call i16 @op.sub.i16(i16 1000, i16 7)
  %v39.x = sext i16 %v39 to i64
  call void @check(i64 39, i64 %v39.x, i64 993)
  %v40 = sub i16 1000, 7
  %v40.x = sext i16 %v40 to i64
  call void @check(i64 40, i64 %v40.x, i64 993)
  ; mul i16 32767, 1 = 32767
  %v41 = call i16 @op.mul.i16(i16 32767, i16 1)
  %v41.x = sext i16 %v41 to i64
  call void @check(i64 41, i64 %v41.x, i64 32767)
  %v42 = mul i16 32767, 1
  %v42.x = sext i16 %v42 to i64
  call void @check(i64 42, i64 %v42.x, i64 32767)
  ; mul i16 -32768, -1 = -32768
  %v43 = call i16 @op.mul.i16(i16 -32768, i16 -1)
  %v43.x = sext i16 %v43 to i64
  call void @check(i64 43, i64 %v43.x, i64 -32768)
  %v44 = mul i16 -32768, -1
  %v44.x = sext i16 %v44 to i64
  call void @check(i64 44, i64 %v44.x, i64 -32768)
  ; mul i16 -32768, 1 = -32768
  %v45 = call i16 @op.mul.i16(i16 -32768, i16 1)
  %v45.x = sext i16 %v45 to i64
  call void @check(i64 45, i64 %v45.x, i64 -32768)
  %v46 = mul i16 -32768, 1
  %v46.x = sext i16 %v46 to i64
  call void @check(i64 46, i64 %v46.x, i64 -32768)
  ; mul i16 300, 300 = 24464
  %v47 = call i16 @op.mul.i16(i16 300, i16 300)
  %v47.x = sext i16 %v47 to i64
  call void @check(i64 47, i64 %v47.x, i64 24464)
  %v48 = mul i16 300, 300
  %v48.x = sext i16 %v48 to i64
  call void @check(i64 48, i64 %v48.x, i64 24464)
  ; mul i16 -7, 2 = -14
  %v49 = call i16 @op.mul.i16(i16 -7, i16 2)
  %v49.x = sext i16 %v49 to i64
  call void @check(i64 49, i64 %v49.x, i64 -14)
  %v50 = mul i16 -7, 2
  %v50.x = sext i16 %v50 to i64
  call void @check(i64 50, i64 %v50.x, i64 -14)
  ; mul i16 7, -2 = -14
  %v51 = call i16 @op.mul.i16(i16 7, i16 -2)
  %v51.x = sext i16 %v51 to i64
  call void @check(i64 51, i64 %v51.x, i64 -14)
  %v52 = mul i16 7, -2
  %v52.x = sext i16 %v52 to i64
  call void @check(i64 52, i64 %v52.x, i64 -14)
  ; mul i16 -1, -1 = 1
  %v53 = call i16 @op.mul.i16(i16 -1, i16 -1)
  %v53.x = sext i16 %v53 to i64
  call void @check(i64 53, i64 %v53.x, i64 1)
  %v54 = mul i16 -1, -1
  %v54.x = sext i16 %v54 to i64
  call void @check(i64 54, i64 %v54.x, i64 1)
  ; mul i16 21845, -21846 = 7282
  %v55 = call i16 @op.mul.i16(i16 21845, i16 -21846)
  %v55.x = sext i16 %v55 to i64
  call void @check(i64 55, i64 %v55.x, i64 7282)
  %v56 = mul i16 21845, -21846
  %v56.x = sext i16 %v56 to i64
  call void @check(i64 56, i64 %v56.x, i64 7282)
  ; mul i16 -32768, 32767 = -32768
  %v57 = call i16 @op.mul.i16(i16 -32768, i16 32767)
  %v57.x = sext i16 %v57 to i64
  call void @check(i64 57, i64 %v57.x, i64 -32768)
  %v58 = mul i16 -32768, 32767
  %v58.x = sext i16 %v58 to i64
  call void @check(i64 58, i64 %v58.x, i64 -32768)
  ; mul i16 1000, 7 = 7000
  %v59 = call i16 @op.mul.i16(i16 1000, i16 7)
  %v59.x = sext i16 %v59 to i64
  call void @check(i64 59, i64 %v59.x, i64 7000)
  %v60 = mul i16 1000, 7
  %v60.x = sext i16 %v60 to i64
  call void @check(i64 60, i64 %v60.x, i64 7000)
  ; and i16 32767, 1 = 1
  %v61 = call i16 @op.and.i16(i16 32767, i16 1)
  %v61.x = sext i16 %v61 to i64
  call void @check(i64 61, i64 %v61.x, i64 1)
  %v62 = and i16 32767, 1
  %v62.x = sext i16 %v62 to i64
  call void @check(i64 62, i64 %v62.x, i64 1)
  ; and i16 -32768, -1 = -32768
  %v63 = call i16 @op.and.i16(i16 -32768, i16 -1)
  %v63.x = sext i16 %v63 to i64
  call void @check(i64 63, i64 %v63.x, i64 -32768)
  %v64 = and i16 -32768, -1
  %v64.x = sext i16 %v64 to i64
  call void @check(i64 64, i64 %v64.x, i64 -32768)
  ; and i16 -32768, 1 = 0
  %v65 = call i16 @op.and.i16(i16 -32768, i16 1)
  %v65.x = sext i16 %v65 to i64
  call void @check(i64 65, i64 %v65.x, i64 0)
  %v66 = and i16 -32768, 1
  %v66.x = sext i16 %v66 to i64
  call void @check(i64 66, i64 %v66.x, i64 0)
  ; and i16 300, 300 = 300
  %v67 = call i16 @op.and.i16(i16 300, i16 300)
  %v67.x = sext i16 %v67 to i64
  call void @check(i64 67, i64 %v67.x, i64 300)
  %v68 = and i16 300, 300
  %v68.x = sext i16 %v68 to i64
  call void @check(i64 68, i64 %v68.x, i64 300)
  ; and i16 -7, 2 = 0
  %v69 = call i16 @op.and.i16(i16 -7, i16 2)
  %v69.x = sext i16 %v69 to i64
  call void @check(i64 69, i64 %v69.x, i64 0)
  %v70 = and i16 -7, 2
  %v70.x = sext i16 %v70 to i64
  call void @check(i64 70, i64 %v70.x, i64 0)
  ; and i16 7, -2 = 6
  %v71 = call i16 @op.and.i16(i16 7, i16 -2)
  %v71.x = sext i16 %v71 to i64
  call void @check(i64 71, i64 %v71.x, i64 6)
  %v72 = and i16 7, -2
  %v72.x = sext i16 %v72 to i64
  call void @check(i64 72, i64 %v72.x, i64 6)
  ; and i16 -1, -1 = -1
  %v73 = call i16 @op.and.i16(i16 -1, i16 -1)
  %v73.x = sext i16 %v73 to i64
  call void @check(i64 73, i64 %v73.x, i64 -1)
  %v74 = and i16 -1, -1
  %v74.x = sext i16 %v74 to i64
  call void @check(i64 74, i64 %v74.x, i64 -1)
  ; and i16 21845, -21846 = 0
  %v75 = call i16 @op.and.i16(i16 21845, i16 -21846)
  %v75.x = sext i16 %v75 to i64
  call void @check(i64 75, i64 %v75.x, i64 0)
  %v76 = and i16 21845, -21846
  %v76.x = sext i16 %v76 to i64
  call void @check(i64 76, i64 %v76.x, i64 0)
  ; and i16 -32768, 32767 = 0
  %v77 = call i16 @op.and.i16(i16 -32768, i16 32767)
  %v77.x = sext i16 %v77 to i64
  call void @check(i64 77, i64 %v77.x, i64 0)
  %v78 = and i16 -32768, 32767
  %v78.x = sext i16 %v78 to i64
  call void @check(i64 78, i64 %v78.x, i64 0)
  ; and i16 1000, 7 = 0
  %v79 = call i16 @op.and.i16(i16 1000, i16 7)
  %v79.x = sext i16 %v79 to i64
  call void @check(i64 79, i64 %v79.x, i64 0)
  %v80 = and i16 1000, 7
  %v80.x = sext i16 %v80 to i64
  call void @check(i64 80, i64 %v80.x, i64 0)
  ; or i16 32767, 1 = 32767
  %v81 = call i16 @op.or.i16(i16 32767, i16 1)
  %v81.x = sext i16 %v81 to i64
  call void @check(i64 81, i64 %v81.x, i64 32767)
  %v82 = or i16 32767, 1
  %v82.x = sext i16 %v82 to i64
  call void @check(i64 82, i64 %v82.x, i64 32767)
  ; or i16 -32768, -1 = -1
  %v83 = call i16 @op.or.i16(i16 -32768, i16 -1)
  %v83.x = sext i16 %v83 to i64
  call void @check(i64 83, i64 %v83.x, i64 -1)
  %v84 = or i16 -32768, -1
  %v84.x = sext i16 %v84 to i64
  call void @check(i64 84, i64 %v84.x, i64 -1)
  ; or i16 -32768, 1 = -32767
  %v85 = call i16 @op.or.i16(i16 -32768, i16 1)
  %v85.x = sext i16 %v85 to i64
  call void @check(i64 85, i64 %v85.x, i64 -32767)
  %v86 = or i16 -32768, 1
  %v86.x = sext i16 %v86 to i64
  call void @check(i64 86, i64 %v86.x, i64 -32767)
  ; or i16 300, 300 = 300
  %v87 = call i16 @op.or.i16(i16 300, i16 300)
  %v87.x = sext i16 %v87 to i64
  call void @check(i64 87, i64 %v87.x, i64 300)
  %v88 = or i16 300, 300
  %v88.x = sext i16 %v88 to i64
  call void @check(i64 88, i64 %v88.x, i64 300)
  ; or i16 -7, 2 = -5
  %v89 = call i16 @op.or.i16(i16 -7, i16 2)
  %v89.x = sext i16 %v89 to i64
  call void @check(i64 89, i64 %v89.x, i64 -5)
  %v90 = or i16 -7, 2
  %v90.x = sext i16 %v90 to i64
  call void @check(i64 90, i64 %v90.x, i64 -5)
  ; or i16 7, -2 = -1
  %v91 = call i16 @op.or.i16(i16 7, i16 -2)
  %v91.x = sext i16 %v91 to i64
  call void @check(i64 91, i64 %v91.x, i64 -1)
  %v92 = or i16 7, -2
  %v92.x = sext i16 %v92 to i64
  call void @check(i64 92, i64 %v92.x, i64 -1)
  ; or i16 -1, -1 = -1
  %v93 = call i16 @op.or.i16(i16 -1, i16 -1)
  %v93.x = sext i16 %v93 to i64
  call void @check(i64 93, i64 %v93.x, i64 -1)
  %v94 = or i16 -1, -1
  %v94.x = sext i16 %v94 to i64
  call void @check(i64 94, i64 %v94.x, i64 -1)
  ; or i16 21845, -21846 = -1
  %v95 = call i16 @op.or.i16(i16 21845, i16 -21846)
  %v95.x = sext i16 %v95 to i64
  call void @check(i64 95, i64 %v95.x, i64 -1)
  %v96 = or i16 21845, -21846
  %v96.x = sext i16 %v96 to i64
  call void @check(i64 96, i64 %v96.x, i64 -1)
  ; or i16 -32768, 32767 = -1
  %v97 = call i16 @op.or.i16(i16 -32768, i16 32767)
  %v97.x = sext i16 %v97 to i64
  call void @check(i64 97, i64 %v97.x, i64 -1)
  %v98 = or i16 -32768, 32767
  %v98.x = sext i16 %v98 to i64
  call void @check(i64 98, i64 %v98.x, i64 -1)
  ; or i16 1000, 7 = 1007
  %v99 = call i16 @op.or.i16(i16 1000, i16 7)
  %v99.x = sext i16 %v99 to i64
  call void @check(i64 99, i64 %v99.x, i64 1007)
  %v100 = or i16 1000, 7
  %v100.x = sext i16 %v100 to i64
  call void @check(i64 100, i64 %v100.x, i64 1007)
  ; xor i16 32767, 1 = 32766
  %v101 = call i16 @op.xor.i16(i16 32767, i16 1)
  %v101.x = sext i16 %v101 to i64
  call void @check(i64 101, i64 %v101.x, i64 32766)
  %v102 = xor i16 32767, 1
  %v102.x = sext i16 %v102 to i64
  call void @check(i64 102, i64 %v102.x, i64 32766)
  ; xor i16 -32768, -1 = 32767
  %v103 = call i16 @op.xor.i16(i16 -32768, i16 -1)
  %v103.x = sext i16 %v103 to i64
  call void @check(i64 103, i64 %v103.x, i64 32767)
  %v104 = xor i16 -32768, -1
  %v104.x = sext i16 %v104 to i64
  call void @check(i64 104, i64 %v104.x, i64 32767)
  ; xor i16 -32768, 1 = -32767
  %v105 = call i16 @op.xor.i16(i16 -32768, i16 1)
  %v105.x = sext i16 %v105 to i64
  call void @check(i64 105, i64 %v105.x, i64 -32767)
  %v106 = xor i16 -32768, 1
  %v106.x = sext i16 %v106 to i64
  call void @check(i64 106, i64 %v106.x, i64 -32767)
  ; xor i16 300, 300 = 0
  %v107 = call i16 @op.xor.i16(i16 300, i16 300)
  %v107.x = sext i16 %v107 to i64
  call void @check(i64 107, i64 %v107.x, i64 0)
  %v108 = xor i16 300, 300
  %v108.x = sext i16 %v108 to i64
  call void @check(i64 108, i64 %v108.x, i64 0)
  ; xor i16 -7, 2 = -5
  %v109 = call i16 @op.xor.i16(i16 -7, i16 2)
  %v109.x = sext i16 %v109 to i64
  call void @check(i64 109, i64 %v109.x, i64 -5)
  %v110 = xor i16 -7, 2
  %v110.x = sext i16 %v110 to i64
  call void @check(i64 110, i64 %v110.x, i64 -5)
  ; xor i16 7, -2 = -7
  %v111 = call i16 @op.xor.i16(i16 7, i16 -2)
  %v111.x = sext i16 %v111 to i64
  call void @check(i64 111, i64 %v111.x, i64 -7)
  %v112 = xor i16 7, -2
  %v112.x = sext i16 %v112 to i64
  call void @check(i64 112, i64 %v112.x, i64 -7)
  ; xor i16 -1, -1 = 0
  %v113 = call i16 @op.xor.i16(i16 -1, i16 -1)
  %v113.x = sext i16 %v113 to i64
  call void @check(i64 113, i64 %v113.x, i64 0)
  %v114 = xor i16 -1, -1
  %v114.x = sext i16 %v114 to i64
  call void @check(i64 114, i64 %v114.x, i64 0)
  ; xor i16 21845, -21846 = -1
  %v115 = call i16 @op.xor.i16(i16 21845, i16 -21846)
  %v115.x = sext i16 %v115 to i64
  call void @check(i64 115, i64 %v115.x, i64 -1)
  %v116 = xor i16 21845, -21846
  %v116.x = sext i16 %v116 to i64
  call void @check(i64 116, i64 %v116.x, i64 -1)
  ; xor i16 -32768, 32767 = -1
  %v117 = call i16 @op.xor.i16(i16 -32768, i16 32767)
  %v117.x = sext i16 %v117 to i64
  call void @check(i64 117, i64 %v117.x, i64 -1)
  %v118 = xor i16 -32768, 32767
  %v118.x = sext i16 %v118 to i64
  call void @check(i64 118, i64 %v118.x, i64 -1)
  ; xor i16 1000, 7 = 1007
  %v119 = call i16 @op.xor.i16(i16 1000, i16 7)
  %v119.x = sext i16 %v119 to i64
  call void @check(i64 119, i64 %v119.x, i64 1007)
  %v120 = xor i16 1000, 7
  %v120.x = sext i16 %v120 to i64
  call void @check(i64 120, i64 %v120.x, i64 1007)
  ; sdiv i16 32767, 1 = 32767
  %v121 = call i16 @op.sdiv.i16(i16 32767, i16 1)
  %v121.x = sext i16 %v121 to i64
  call void @check(i64 121, i64 %v121.x, i64 32767)
  %v122 = sdiv i16 32767, 1
  %v122.x = sext i16 %v122 to i64
  call void @check(i64 122, i64 %v122.x, i64 32767)
  ; sdiv i16 -32768, 1 = -32768
  %v123 = call i16 @op.sdiv.i16(i16 -32768, i16 1)
  %v123.x = sext i16 %v123 to i64
  call void @check(i64 123, i64 %v123.x, i64 -32768)
  %v124 = sdiv i16 -32768, 1
  %v124.x = sext i16 %v124 to i64
  call void @check(i64 124, i64 %v124.x, i64 -32768)
  ; sdiv i16 300, 300 = 1
  %v125 = call i16 @op.sdiv.i16(i16 300, i16 300)
  %v125.x = sext i16 %v125 to i64
  call void @check(i64 125, i64 %v125.x, i64 1)
  %v126 = sdiv i16 300, 300
  %v126.x = sext i16 %v126 to i64
  call void @check(i64 126, i64 %v126.x, i64 1)
  ; sdiv i16 -7, 2 = -3
  %v127 = call i16 @op.sdiv.i16(i16 -7, i16 2)
  %v127.x = sext i16 %v127 to i64
  call void @check(i64 127, i64 %v127.x, i64 -3)
  %v128 = sdiv i16 -7, 2
  %v128.x = sext i16 %v128 to i64
  call void @check(i64 128, i64 %v128.x, i64 -3)
  ; sdiv i16 7, -2 = -3
  %v129 = call i16 @op.sdiv.i16(i16 7, i16 -2)
  %v129.x = sext i16 %v129 to i64
  call void @check(i64 129, i64 %v129.x, i64 -3)
  %v130 = sdiv i16 7, -2
  %v130.x = sext i16 %v130 to i64
  call void @check(i64 130, i64 %v130.x, i64 -3)
  ; sdiv i16 -1, -1 = 1
  %v131 = call i16 @op.sdiv.i16(i16 -1, i16 -1)
  %v131.x = sext i16 %v131 to i64
  call void @check(i64 131, i64 %v131.x, i64 1)
  %v132 = sdiv i16 -1, -1
  %v132.x = sext i16 %v132 to i64
  call void @check(i64 132, i64 %v132.x, i64 1)
  ; sdiv i16 21845, -21846 = 0
  %v133 = call i16 @op.sdiv.i16(i16 21845, i16 -21846)
  %v133.x = sext i16 %v133 to i64
  call void @check(i64 133, i64 %v133.x, i64 0)
  %v134 = sdiv i16 21845, -21846
  %v134.x = sext i16 %v134 to i64
  call void @check(i64 134, i64 %v134.x, i64 0)
  ; sdiv i16 -32768, 32767 = -1
  %v135 = call i16 @op.sdiv.i16(i16 -32768, i16 32767)
  %v135.x = sext i16 %v135 to i64
  call void @check(i64 135, i64 %v135.x, i64 -1)
  %v136 = sdiv i16 -32768, 32767
  %v136.x = sext i16 %v136 to i64
  call void @check(i64 136, i64 %v136.x, i64 -1)
  ; sdiv i16 1000, 7 = 142
  %v137 = call i16 @op.sdiv.i16(i16 1000, i16 7)
  %v137.x = sext i16 %v137 to i64
  call void @check(i64 137, i64 %v137.x, i64 142)
  %v138 = sdiv i16 1000, 7
  %v138.x = sext i16 %v138 to i64
  call void @check(i64 138, i64 %v138.x, i64 142)
  ; srem i16 32767, 1 = 0
  %v139 = call i16 @op.srem.i16(i16 32767, i16 1)
  %v139.x = sext i16 %v139 to i64
  call void @check(i64 139, i64 %v139.x, i64 0)
  %v140 = srem i16 32767, 1
  %v140.x = sext i16 %v140 to i64
  call void @check(i64 140, i64 %v140.x, i64 0)
  ; srem i16 -32768, 1 = 0
  %v141 = call i16 @op.srem.i16(i16 -32768, i16 1)
  %v141.x = sext i16 %v141 to i64
  call void @check(i64 141, i64 %v141.x, i64 0)
  %v142 = srem i16 -32768, 1
  %v142.x = sext i16 %v142 to i64
  call void @check(i64 142, i64 %v142.x, i64 0)
  ; srem i16 300, 300 = 0
  %v143 = call i16 @op.srem.i16(i16 300, i16 300)
  %v143.x = sext i16 %v143 to i64
  call void @check(i64 143, i64 %v143.x, i64 0)
  %v144 = srem i16 300, 300
  %v144.x = sext i16 %v144 to i64
  call void @check(i64 144, i64 %v144.x, i64 0)
  ; srem i16 -7, 2 = -1
  %v145 = call i16 @op.srem.i16(i16 -7, i16 2)
  %v145.x = sext i16 %v145 to i64
  call void @check(i64 145, i64 %v145.x, i64 -1)
  %v146 = srem i16 -7, 2
  %v146.x = sext i16 %v146 to i64
  call void @check(i64 146, i64 %v146.x, i64 -1)
  ; srem i16 7, -2 = 1
  %v147 = call i16 @op.srem.i16(i16 7, i16 -2)
  %v147.x = sext i16 %v147 to i64
  call void @check(i64 147, i64 %v147.x, i64 1)
  %v148 = srem i16 7, -2
  %v148.x = sext i16 %v148 to i64
  call void @check(i64 148, i64 %v148.x, i64 1)
  ; srem i16 -1, -1 = 0
  %v149 = call i16 @op.srem.i16(i16 -1, i16 -1)
  %v149.x = sext i16 %v149 to i64
  call void @check(i64 149, i64 %v149.x, i64 0)
  %v150 = srem i16 -1, -1
  %v150.x = sext i16 %v150 to i64
  call void @check(i64 150, i64 %v150.x, i64 0)
  ; srem i16 21845, -21846 = 21845
  %v151 = call i16 @op.srem.i16(i16 21845, i16 -21846)
  %v151.x = sext i16 %v151 to i64
  call void @check(i64 151, i64 %v151.x, i64 21845)
  %v152 = srem i16 21845, -21846
  %v152.x = sext i16 %v152 to i64
  call void @check(i64 152, i64 %v152.x, i64 21845)
  ; srem i16 -32768, 32767 = -1
  %v153 = call i16 @op.srem.i16(i16 -32768, i16 32767)
  %v153.x = sext i16 %v153 to i64
  call void @check(i64 153, i64 %v153.x, i64 -1)
  %v154 = srem i16 -32768, 32767
  %v154.x = sext i16 %v154 to i64
  call void @check(i64 154, i64 %v154.x, i64 -1)
  ; srem i16 1000, 7 = 6
  %v155 = call i16 @op.srem.i16(i16 1000, i16 7)
  %v155.x = sext i16 %v155 to i64
  call void @check(i64 155, i64 %v155.x, i64 6)
  %v156 = srem i16 1000, 7
  %v156.x = sext i16 %v156 to i64
  call void @check(i64 156, i64 %v156.x, i64 6)
  ; udiv i16 32767, 1 = 32767
  %v157 = call i16 @op.udiv.i16(i16 32767, i16 1)
  %v157.x = sext i16 %v157 to i64
  call void @check(i64 157, i64 %v157.x, i64 32767)
  %v158 = udiv i16 32767, 1
  %v158.x = sext i16 %v158 to i64
  call void @check(i64 158, i64 %v158.x, i64 32767)
  ; udiv i16 -32768, -1 = 0
  %v159 = call i16 @op.udiv.i16(i16 -32768, i16 -1)
  %v159.x = sext i16 %v159 to i64
  call void @check(i64 159, i64 %v159.x, i64 0)
  %v160 = udiv i16 -32768, -1
  %v160.x = sext i16 %v160 to i64
  call void @check(i64 160, i64 %v160.x, i64 0)
  ; udiv i16 -32768, 1 = -32768
  %v161 = call i16 @op.udiv.i16(i16 -32768, i16 1)
  %v161.x = sext i16 %v161 to i64
  call void @check(i64 161, i64 %v161.x, i64 -32768)
  %v162 = udiv i16 -32768, 1
  %v162.x = sext i16 %v162 to i64
  call void @check(i64 162, i64 %v162.x, i64 -32768)
  ; udiv i16 300, 300 = 1
  %v163 = call i16 @op.udiv.i16(i16 300, i16 300)
  %v163.x = sext i16 %v163 to i64
  call void @check(i64 163, i64 %v163.x, i64 1)
  %v164 = udiv i16 300, 300
  %v164.x = sext i16 %v164 to i64
  call void @check(i64 164, i64 %v164.x, i64 1)
  ; udiv i16 -7, 2 = 32764
  %v165 = call i16 @op.udiv.i16(i16 -7, i16 2)
  %v165.x = sext i16 %v165 to i64
  call void @check(i64 165, i64 %v165.x, i64 32764)
  %v166 = udiv i16 -7, 2
  %v166.x = sext i16 %v166 to i64
  call void @check(i64 166, i64 %v166.x, i64 32764)
  ; udiv i16 7, -2 = 0
  %v167 = call i16 @op.udiv.i16(i16 7, i16 -2)
  %v167.x = sext i16 %v167 to i64
  call void @check(i64 167, i64 %v167.x, i64 0)
  %v168 = udiv i16 7, -2
  %v168.x = sext i16 %v168 to i64
  call void @check(i64 168, i64 %v168.x, i64 0)
  ; udiv i16 -1, -1 = 1
  %v169 = call i16 @op.udiv.i16(i16 -1, i16 -1)
  %v169.x = sext i16 %v169 to i64
  call void @check(i64 169, i64 %v169.x, i64 1)
  %v170 = udiv i16 -1, -1
  %v170.x = sext i16 %v170 to i64
  call void @check(i64 170, i64 %v170.x, i64 1)
  ; udiv i16 21845, -21846 = 0
  %v171 = call i16 @op.udiv.i16(i16 21845, i16 -21846)
  %v171.x = sext i16 %v171 to i64
  call void @check(i64 171, i64 %v171.x, i64 0)
  %v172 = udiv i16 21845, -21846
  %v172.x = sext i16 %v172 to i64
  call void @check(i64 172, i64 %v172.x, i64 0)
  ; udiv i16 -32768, 32767 = 1
  %v173 = call i16 @op.udiv.i16(i16 -32768, i16 32767)
  %v173.x = sext i16 %v173 to i64
  call void @check(i64 173, i64 %v173.x, i64 1)
  %v174 = udiv i16 -32768, 32767
  %v174.x = sext i16 %v174 to i64
  call void @check(i64 174, i64 %v174.x, i64 1)
  ; udiv i16 1000, 7 = 142
  %v175 = call i16 @op.udiv.i16(i16 1000, i16 7)
  %v175.x = sext i16 %v175 to i64
  call void @check(i64 175, i64 %v175.x, i64 142)
  %v176 = udiv i16 1000, 7
  %v176.x = sext i16 %v176 to i64
  call void @check(i64 176, i64 %v176.x, i64 142)
  ; urem i16 32767, 1 = 0
  %v177 = call i16 @op.urem.i16(i16 32767, i16 1)
  %v177.x = sext i16 %v177 to i64
  call void @check(i64 177, i64 %v177.x, i64 0)
  %v178 = urem i16 32767, 1
  %v178.x = sext i16 %v178 to i64
  call void @check(i64 178, i64 %v178.x, i64 0)
  ; urem i16 -32768, -1 = -32768
  %v179 = call i16 @op.urem.i16(i16 -32768, i16 -1)
  %v179.x = sext i16 %v179 to i64
  call void @check(i64 179, i64 %v179.x, i64 -32768)
  %v180 = urem i16 -32768, -1
  %v180.x = sext i16 %v180 to i64
  call void @check(i64 180, i64 %v180.x, i64 -32768)
  ; urem i16 -32768, 1 = 0
  %v181 = call i16 @op.urem.i16(i16 -32768, i16 1)
  %v181.x = sext i16 %v181 to i64
  call void @check(i64 181, i64 %v181.x, i64 0)
  %v182 = urem i16 -32768, 1
  %v182.x = sext i16 %v182 to i64
  call void @check(i64 182, i64 %v182.x, i64 0)
  ; urem i16 300, 300 = 0
  %v183 = call i16 @op.urem.i16(i16 300, i16 300)
  %v183.x = sext i16 %v183 to i64
  call void @check(i64 183, i64 %v183.x, i64 0)
  %v184 = urem i16 300, 300
  %v184.x = sext i16 %v184 to i64
  call void @check(i64 184, i64 %v184.x, i64 0)
  ; urem i16 -7, 2 = 1
  %v185 = call i16 @op.urem.i16(i16 -7, i16 2)
  %v185.x = sext i16 %v185 to i64
  call void @check(i64 185, i64 %v185.x, i64 1)
  %v186 = urem i16 -7, 2
  %v186.x = sext i16 %v186 to i64
  call void @check(i64 186, i64 %v186.x, i64 1)
  ; urem i16 7, -2 = 7
  %v187 = call i16 @op.urem.i16(i16 7, i16 -2)
  %v187.x = sext i16 %v187 to i64
  call void @check(i64 187, i64 %v187.x, i64 7)
  %v188 = urem i16 7, -2
  %v188.x = sext i16 %v188 to i64
  call void @check(i64 188, i64 %v188.x, i64 7)
  ; urem i16 -1, -1 = 0
  %v189 = call i16 @op.urem.i16(i16 -1, i16 -1)
  %v189.x = sext i16 %v189 to i64
  call void @check(i64 189, i64 %v189.x, i64 0)
  %v190 = urem i16 -1, -1
  %v190.x = sext i16 %v190 to i64
  call void @check(i64 190, i64 %v190.x, i64 0)
  ; urem i16 21845, -21846 = 21845
  %v191 = call i16 @op.urem.i16(i16 21845, i16 -21846)
  %v191.x = sext i16 %v191 to i64
  call void @check(i64 191, i64 %v191.x, i64 21845)
  %v192 = urem i16 21845, -21846
  %v192.x = sext i16 %v192 to i64
  call void @check(i64 192, i64 %v192.x, i64 21845)
  ; urem i16 -32768, 32767 = 1
  %v193 = call i16 @op.urem.i16(i16 -32768, i16 32767)
  %v193.x = sext i16 %v193 to i64
  call void @check(i64 193, i64 %v193.x, i64 1)
  %v194 = urem i16 -32768, 32767
  %v194.x = sext i16 %v194 to i64
  call void @check(i64 194, i64 %v194.x, i64 1)
  ; urem i16 1000, 7 = 6
  %v195 = call i16 @op.urem.i16(i16 1000, i16 7)
  %v195.x = sext i16 %v195 to i64
  call void @check(i64 195, i64 %v195.x, i64 6)
  %v196 = urem i16 1000, 7
  %v196.x = sext i16 %v196 to i64
  call void @check(i64 196, i64 %v196.x, i64 6)
  ; shl i16 1, 0 = 1
  %v197 = call i16 @op.shl.i16(i16 1, i16 0)
  %v197.x = sext i16 %v197 to i64
  call void @check(i64 197, i64 %v197.x, i64 1)
  %v198 = shl i16 1, 0
  %v198.x = sext i16 %v198 to i64
  call void @check(i64 198, i64 %v198.x, i64 1)
  ; shl i16 1, 1 = 2
  %v199 = call i16 @op.shl.i16(i16 1, i16 1)
  %v199.x = sext i16 %v199 to i64
  call void @check(i64 199, i64 %v199.x, i64 2)
  %v200 = shl i16 1, 1
  %v200.x = sext i16 %v200 to i64
  call void @check(i64 200, i64 %v200.x, i64 2)
  ; shl i16 1, 7 = 128
  %v201 = call i16 @op.shl.i16(i16 1, i16 7)
  %v201.x = sext i16 %v201 to i64
  call void @check(i64 201, i64 %v201.x, i64 128)
  %v202 = shl i16 1, 7
  %v202.x = sext i16 %v202 to i64
  call void @check(i64 202, i64 %v202.x, i64 128)
  ; shl i16 1, 8 = 256
  %v203 = call i16 @op.shl.i16(i16 1, i16 8)
  %v203.x = sext i16 %v203 to i64
  call void @check(i64 203, i64 %v203.x, i64 256)
  %v204 = shl i16 1, 8
  %v204.x = sext i16 %v204 to i64
  call void @check(i64 204, i64 %v204.x, i64 256)
  ; shl i16 1, 15 = -32768
  %v205 = call i16 @op.shl.i16(i16 1, i16 15)
  %v205.x = sext i16 %v205 to i64
  call void @check(i64 205, i64 %v205.x, i64 -32768)
  %v206 = shl i16 1, 15
  %v206.x = sext i16 %v206 to i64
  call void @check(i64 206, i64 %v206.x, i64 -32768)
  ; shl i16 -1, 0 = -1
  %v207 = call i16 @op.shl.i16(i16 -1, i16 0)
  %v207.x = sext i16 %v207 to i64
  call void @check(i64 207, i64 %v207.x, i64 -1)
  %v208 = shl i16 -1, 0
  %v208.x = sext i16 %v208 to i64
  call void @check(i64 208, i64 %v208.x, i64 -1)
  ; shl i16 -1, 1 = -2
  %v209 = call i16 @op.shl.i16(i16 -1, i16 1)
  %v209.x = sext i16 %v209 to i64
  call void @check(i64 209, i64 %v209.x, i64 -2)
  %v210 = shl i16 -1, 1
  %v210.x = sext i16 %v210 to i64
  call void @check(i64 210, i64 %v210.x, i64 -2)
  ; shl i16 -1, 7 = -128
  %v211 = call i16 @op.shl.i16(i16 -1, i16 7)
  %v211.x = sext i16 %v211 to i64
  call void @check(i64 211, i64 %v211.x, i64 -128)
  %v212 = shl i16 -1, 7
  %v212.x = sext i16 %v212 to i64
  call void @check(i64 212, i64 %v212.x, i64 -128)
  ; shl i16 -1, 8 = -256
  %v213 = call i16 @op.shl.i16(i16 -1, i16 8)
  %v213.x = sext i16 %v213 to i64
  call void @check(i64 213, i64 %v213.x, i64 -256)
  %v214 = shl i16 -1, 8
  %v214.x = sext i16 %v214 to i64
  call void @check(i64 214, i64 %v214.x, i64 -256)
  ; shl i16 -1, 15 = -32768
  %v215 = call i16 @op.shl.i16(i16 -1, i16 15)
  %v215.x = sext i16 %v215 to i64
  call void @check(i64 215, i64 %v215.x, i64 -32768)
  %v216 = shl i16 -1, 15
  %v216.x = sext i16 %v216 to i64
  call void @check(i64 216, i64 %v216.x, i64 -32768)
  ; shl i16 90, 0 = 90
  %v217 = call i16 @op.shl.i16(i16 90, i16 0)
  %v217.x = sext i16 %v217 to i64
  call void @check(i64 217, i64 %v217.x, i64 90)
  %v218 = shl i16 90, 0
  %v218.x = sext i16 %v218 to i64
  call void @check(i64 218, i64 %v218.x, i64 90)
  ; shl i16 90, 1 = 180
  %v219 = call i16 @op.shl.i16(i16 90, i16 1)
  %v219.x = sext i16 %v219 to i64
  call void @check(i64 219, i64 %v219.x, i64 180)
  %v220 = shl i16 90, 1
  %v220.x = sext i16 %v220 to i64
  call void @check(i64 220, i64 %v220.x, i64 180)
  ; shl i16 90, 7 = 11520
  %v221 = call i16 @op.shl.i16(i16 90, i16 7)
  %v221.x = sext i16 %v221 to i64
  call void @check(i64 221, i64 %v221.x, i64 11520)
  %v222 = shl i16 90, 7
  %v222.x = sext i16 %v222 to i64
  call void @check(i64 222, i64 %v222.x, i64 11520)
  ; shl i16 90, 8 = 23040
  %v223 = call i16 @op.shl.i16(i16 90, i16 8)
  %v223.x = sext i16 %v223 to i64
  call void @check(i64 223, i64 %v223.x, i64 23040)
  %v224 = shl i16 90, 8
  %v224.x = sext i16 %v224 to i64
  call void @check(i64 224, i64 %v224.x, i64 23040)
  ; shl i16 90, 15 = 0
  %v225 = call i16 @op.shl.i16(i16 90, i16 15)
  %v225.x = sext i16 %v225 to i64
  call void @check(i64 225, i64 %v225.x, i64 0)
  %v226 = shl i16 90, 15
  %v226.x = sext i16 %v226 to i64
  call void @check(i64 226, i64 %v226.x, i64 0)
  ; shl i16 -32768, 0 = -32768
  %v227 = call i16 @op.shl.i16(i16 -32768, i16 0)
  %v227.x = sext i16 %v227 to i64
  call void @check(i64 227, i64 %v227.x, i64 -32768)
  %v228 = shl i16 -32768, 0
  %v228.x = sext i16 %v228 to i64
  call void @check(i64 228, i64 %v228.x, i64 -32768)
  ; shl i16 -32768, 1 = 0
  %v229 = call i16 @op.shl.i16(i16 -32768, i16 1)
  %v229.x = sext i16 %v229 to i64
  call void @check(i64 229, i64 %v229.x, i64 0)
  %v230 = shl i16 -32768, 1
  %v230.x = sext i16 %v230 to i64
  call void @check(i64 230, i64 %v230.x, i64 0)
  ; shl i16 -32768, 7 = 0
  %v231 = call i16 @op.shl.i16(i16 -32768, i16 7)
  %v231.x = sext i16 %v231 to i64
  call void @check(i64 231, i64 %v231.x, i64 0)
  %v232 = shl i16 -32768, 7
  %v232.x = sext i16 %v232 to i64
  call void @check(i64 232, i64 %v232.x, i64 0)
  ; shl i16 -32768, 8 = 0
  %v233 = call i16 @op.shl.i16(i16 -32768, i16 8)
  %v233.x = sext i16 %v233 to i64
  call void @check(i64 233, i64 %v233.x, i64 0)
  %v234 = shl i16 -32768, 8
  %v234.x = sext i16 %v234 to i64
  call void @check(i64 234, i64 %v234.x, i64 0)
  ; shl i16 -32768, 15 = 0
  %v235 = call i16 @op.shl.i16(i16 -32768, i16 15)
  %v235.x = sext i16 %v235 to i64
  call void @check(i64 235, i64 %v235.x, i64 0)
  %v236 = shl i16 -32768, 15
  %v236.x = sext i16 %v236 to i64
  call void @check(i64 236, i64 %v236.x, i64 0)
  ; lshr i16 1, 0 = 1
  %v237 = call i16 @op.lshr.i16(i16 1, i16 0)
  %v237.x = sext i16 %v237 to i64
  call void @check(i64 237, i64 %v237.x, i64 1)
  %v238 = lshr i16 1, 0
  %v238.x = sext i16 %v238 to i64
  call void @check(i64 238, i64 %v238.x, i64 1)
  ; lshr i16 1, 1 = 0
  %v239 = call i16 @op.lshr.i16(i16 1, i16 1)
  %v239.x = sext i16 %v239 to i64
  call void @check(i64 239, i64 %v239.x, i64 0)
  %v240 = lshr i16 1, 1
  %v240.x = sext i16 %v240 to i64
  call void @check(i64 240, i64 %v240.x, i64 0)
  ; lshr i16 1, 7 = 0
  %v241 = call i16 @op.lshr.i16(i16 1, i16 7)
  %v241.x = sext i16 %v241 to i64
  call void @check(i64 241, i64 %v241.x, i64 0)
  %v242 = lshr i16 1, 7
  %v242.x = sext i16 %v242 to i64
  call void @check(i64 242, i64 %v242.x, i64 0)
  ; lshr i16 1, 8 = 0
  %v243 = call i16 @op.lshr.i16(i16 1, i16 8)
  %v243.x = sext i16 %v243 to i64
  call void @check(i64 243, i64 %v243.x, i64 0)
  %v244 = lshr i16 1, 8
  %v244.x = sext i16 %v244 to i64
  call void @check(i64 244, i64 %v244.x, i64 0)
  ; lshr i16 1, 15 = 0
  %v245 = call i16 @op.lshr.i16(i16 1, i16 15)
  %v245.x = sext i16 %v245 to i64
  call void @check(i64 245, i64 %v245.x, i64 0)
  %v246 = lshr i16 1, 15
  %v246.x = sext i16 %v246 to i64
  call void @check(i64 246, i64 %v246.x, i64 0)
  ; lshr i16 -1, 0 = -1
  %v247 = call i16 @op.lshr.i16(i16 -1, i16 0)
  %v247.x = sext i16 %v247 to i64
  call void @check(i64 247, i64 %v247.x, i64 -1)
  %v248 = lshr i16 -1, 0
  %v248.x = sext i16 %v248 to i64
  call void @check(i64 248, i64 %v248.x, i64 -1)
  ; lshr i16 -1, 1 = 32767
  %v249 = call i16 @op.lshr.i16(i16 -1, i16 1)
  %v249.x = sext i16 %v249 to i64
  call void @check(i64 249, i64 %v249.x, i64 32767)
  %v250 = lshr i16 -1, 1
  %v250.x = sext i16 %v250 to i64
  call void @check(i64 250, i64 %v250.x, i64 32767)
  ; lshr i16 -1, 7 = 511
  %v251 = call i16 @op.lshr.i16(i16 -1, i16 7)
  %v251.x = sext i16 %v251 to i64
  call void @check(i64 251, i64 %v251.x, i64 511)
  %v252 = lshr i16 -1, 7
  %v252.x = sext i16 %v252 to i64
  call void @check(i64 252, i64 %v252.x, i64 511)
  ; lshr i16 -1, 8 = 255
  %v253 = call i16 @op.lshr.i16(i16 -1, i16 8)
  %v253.x = sext i16 %v253 to i64
  call void @check(i64 253, i64 %v253.x, i64 255)
  %v254 = lshr i16 -1, 8
  %v254.x = sext i16 %v254 to i64
  call void @check(i64 254, i64 %v254.x, i64 255)
  ; lshr i16 -1, 15 = 1
  %v255 = call i16 @op.lshr.i16(i16 -1, i16 15)
  %v255.x = sext i16 %v255 to i64
  call void @check(i64 255, i64 %v255.x, i64 1)
  %v256 = lshr i16 -1, 15
  %v256.x = sext i16 %v256 to i64
  call void @check(i64 256, i64 %v256.x, i64 1)
  ; lshr i16 90, 0 = 90
  %v257 = call i16 @op.lshr.i16(i16 90, i16 0)
  %v257.x = sext i16 %v257 to i64
  call void @check(i64 257, i64 %v257.x, i64 90)
  %v258 = lshr i16 90, 0
  %v258.x = sext i16 %v258 to i64
  call void @check(i64 258, i64 %v258.x, i64 90)
  ; lshr i16 90, 1 = 45
  %v259 = call i16 @op.lshr.i16(i16 90, i16 1)
  %v259.x = sext i16 %v259 to i64
  call void @check(i64 259, i64 %v259.x, i64 45)
  %v260 = lshr i16 90, 1
  %v260.x = sext i16 %v260 to i64
  call void @check(i64 260, i64 %v260.x, i64 45)
  ; lshr i16 90, 7 = 0
  %v261 = call i16 @op.lshr.i16(i16 90, i16 7)
  %v261.x = sext i16 %v261 to i64
  call void @check(i64 261, i64 %v261.x, i64 0)
  %v262 = lshr i16 90, 7
  %v262.x = sext i16 %v262 to i64
  call void @check(i64 262, i64 %v262.x, i64 0)
  ; lshr i16 90, 8 = 0
  %v263 = call i16 @op.lshr.i16(i16 90, i16 8)
  %v263.x = sext i16 %v263 to i64
  call void @check(i64 263, i64 %v263.x, i64 0)
  %v264 = lshr i16 90, 8
  %v264.x = sext i16 %v264 to i64
  call void @check(i64 264, i64 %v264.x, i64 0)
  ; lshr i16 90, 15 = 0
  %v265 = call i16 @op.lshr.i16(i16 90, i16 15)
  %v265.x = sext i16 %v265 to i64
  call void @check(i64 265, i64 %v265.x, i64 0)
  %v266 = lshr i16 90, 15
  %v266.x = sext i16 %v266 to i64
  call void @check(i64 266, i64 %v266.x, i64 0)
  ; lshr i16 -32768, 0 = -32768
  %v267 = call i16 @op.lshr.i16(i16 -32768, i16 0)
  %v267.x = sext i16 %v267 to i64
  call void @check(i64 267, i64 %v267.x, i64 -32768)
  %v268 = lshr i16 -32768, 0
  %v268.x = sext i16 %v268 to i64
  call void @check(i64 268, i64 %v268.x, i64 -32768)
  ; lshr i16 -32768, 1 = 16384
  %v269 = call i16 @op.lshr.i16(i16 -32768, i16 1)
  %v269.x = sext i16 %v269 to i64
  call void @check(i64 269, i64 %v269.x, i64 16384)
  %v270 = lshr i16 -32768, 1
  %v270.x = sext i16 %v270 to i64
  call void @check(i64 270, i64 %v270.x, i64 16384)
  ; lshr i16 -32768, 7 = 256
  %v271 = call i16 @op.lshr.i16(i16 -32768, i16 7)
  %v271.x = sext i16 %v271 to i64
  call void @check(i64 271, i64 %v271.x, i64 256)
  %v272 = lshr i16 -32768, 7
  %v272.x = sext i16 %v272 to i64
  call void @check(i64 272, i64 %v272.x, i64 256)
  ; lshr i16 -32768, 8 = 128
  %v273 = call i16 @op.lshr.i16(i16 -32768, i16 8)
  %v273.x = sext i16 %v273 to i64
  call void @check(i64 273, i64 %v273.x, i64 128)
  %v274 = lshr i16 -32768, 8
  %v274.x = sext i16 %v274 to i64
  call void @check(i64 274, i64 %v274.x, i64 128)
  ; lshr i16 -32768, 15 = 1
  %v275 = call i16 @op.lshr.i16(i16 -32768, i16 15)
  %v275.x = sext i16 %v275 to i64
  call void @check(i64 275, i64 %v275.x, i64 1)
  %v276 = lshr i16 -32768, 15
  %v276.x = sext i16 %v276 to i64
  call void @check(i64 276, i64 %v276.x, i64 1)
  ; ashr i16 1, 0 = 1
  %v277 = call i16 @op.ashr.i16(i16 1, i16 0)
  %v277.x = sext i16 %v277 to i64
  call void @check(i64 277, i64 %v277.x, i64 1)
  %v278 = ashr i16 1, 0
  %v278.x = sext i16 %v278 to i64
  call void @check(i64 278, i64 %v278.x, i64 1)
  ; ashr i16 1, 1 = 0
  %v279 = call i16 @op.ashr.i16(i16 1, i16 1)
  %v279.x = sext i16 %v279 to i64
  call void @check(i64 279, i64 %v279.x, i64 0)
  %v280 = ashr i16 1, 1
  %v280.x = sext i16 %v280 to i64
  call void @check(i64 280, i64 %v280.x, i64 0)
  ; ashr i16 1, 7 = 0
  %v281 = call i16 @op.ashr.i16(i16 1, i16 7)
  %v281.x = sext i16 %v281 to i64
  call void @check(i64 281, i64 %v281.x, i64 0)
  %v282 = ashr i16 1, 7
  %v282.x = sext i16 %v282 to i64
  call void @check(i64 282, i64 %v282.x, i64 0)
  ; ashr i16 1, 8 = 0
  %v283 = call i16 @op.ashr.i16(i16 1, i16 8)
  %v283.x = sext i16 %v283 to i64
  call void @check(i64 283, i64 %v283.x, i64 0)
  %v284 = ashr i16 1, 8
  %v284.x = sext i16 %v284 to i64
  call void @check(i64 284, i64 %v284.x, i64 0)
  ; ashr i16 1, 15 = 0
  %v285 = call i16 @op.ashr.i16(i16 1, i16 15)
  %v285.x = sext i16 %v285 to i64
  call void @check(i64 285, i64 %v285.x, i64 0)
  %v286 = ashr i16 1, 15
  %v286.x = sext i16 %v286 to i64
  call void @check(i64 286, i64 %v286.x, i64 0)
  ; ashr i16 -1, 0 = -1
  %v287 = call i16 @op.ashr.i16(i16 -1, i16 0)
  %v287.x = sext i16 %v287 to i64
  call void @check(i64 287, i64 %v287.x, i64 -1)
  %v288 = ashr i16 -1, 0
  %v288.x = sext i16 %v288 to i64
  call void @check(i64 288, i64 %v288.x, i64 -1)
  ; ashr i16 -1, 1 = -1
  %v289 = call i16 @op.ashr.i16(i16 -1, i16 1)
  %v289.x = sext i16 %v289 to i64
  call void @check(i64 289, i64 %v289.x, i64 -1)
  %v290 = ashr i16 -1, 1
  %v290.x = sext i16 %v290 to i64
  call void @check(i64 290, i64 %v290.x, i64 -1)
  ; ashr i16 -1, 7 = -1
  %v291 = call i16 @op.ashr.i16(i16 -1, i16 7)
  %v291.x = sext i16 %v291 to i64
  call void @check(i64 291, i64 %v291.x, i64 -1)
  %v292 = ashr i16 -1, 7
  %v292.x = sext i16 %v292 to i64
  call void @check(i64 292, i64 %v292.x, i64 -1)
  ; ashr i16 -1, 8 = -1
  %v293 = call i16 @op.ashr.i16(i16 -1, i16 8)
  %v293.x = sext i16 %v293 to i64
  call void @check(i64 293, i64 %v293.x, i64 -1)
  %v294 = ashr i16 -1, 8
  %v294.x = sext i16 %v294 to i64
  call void @check(i64 294, i64 %v294.x, i64 -1)
  ; ashr i16 -1, 15 = -1
  %v295 = call i16 @op.ashr.i16(i16 -1, i16 15)
  %v295.x = sext i16 %v295 to i64
  call void @check(i64 295, i64 %v295.x, i64 -1)
  %v296 = ashr i16 -1, 15
  %v296.x = sext i16 %v296 to i64
  call void @check(i64 296, i64 %v296.x, i64 -1)
  ; ashr i16 90, 0 = 90
  %v297 = call i16 @op.ashr.i16(i16 90, i16 0)
  %v297.x = sext i16 %v297 to i64
  call void @check(i64 297, i64 %v297.x, i64 90)
  %v298 = ashr i16 90, 0
  %v298.x = sext i16 %v298 to i64
  call void @check(i64 298, i64 %v298.x, i64 90)
  ; ashr i16 90, 1 = 45
  %v299 = call i16 @op.ashr.i16(i16 90, i16 1)
  %v299.x = sext i16 %v299 to i64
  call void @check(i64 299, i64 %v299.x, i64 45)
  %v300 = ashr i16 90, 1
  %v300.x = sext i16 %v300 to i64
  call void @check(i64 300, i64 %v300.x, i64 45)
  ; ashr i16 90, 7 = 0
  %v301 = call i16 @op.ashr.i16(i16 90, i16 7)
  %v301.x = sext i16 %v301 to i64
  call void @check(i64 301, i64 %v301.x, i64 0)
  %v302 = ashr i16 90, 7
  %v302.x = sext i16 %v302 to i64
  call void @check(i64 302, i64 %v302.x, i64 0)
  ; ashr i16 90, 8 = 0
  %v303 = call i16 @op.ashr.i16(i16 90, i16 8)
  %v303.x = sext i16 %v303 to i64
  call void @check(i64 303, i64 %v303.x, i64 0)
  %v304 = ashr i16 90, 8
  %v304.x = sext i16 %v304 to i64
  call void @check(i64 304, i64 %v304.x, i64 0)
  ; ashr i16 90, 15 = 0
  %v305 = call i16 @op.ashr.i16(i16 90, i16 15)
  %v305.x = sext i16 %v305 to i64
  call void @check(i64 305, i64 %v305.x, i64 0)
  %v306 = ashr i16 90, 15
  %v306.x = sext i16 %v306 to i64
  call void @check(i64 306, i64 %v306.x, i64 0)
  ; ashr i16 -32768, 0 = -32768
  %v307 = call i16 @op.ashr.i16(i16 -32768, i16 0)
  %v307.x = sext i16 %v307 to i64
  call void @check(i64 307, i64 %v307.x, i64 -32768)
  %v308 = ashr i16 -32768, 0
  %v308.x = sext i16 %v308 to i64
  call void @check(i64 308, i64 %v308.x, i64 -32768)
  ; ashr i16 -32768, 1 = -16384
  %v309 = call i16 @op.ashr.i16(i16 -32768, i16 1)
  %v309.x = sext i16 %v309 to i64
  call void @check(i64 309, i64 %v309.x, i64 -16384)
  %v310 = ashr i16 -32768, 1
  %v310.x = sext i16 %v310 to i64
  call void @check(i64 310, i64 %v310.x, i64 -16384)
  ; ashr i16 -32768, 7 = -256
  %v311 = call i16 @op.ashr.i16(i16 -32768, i16 7)
  %v311.x = sext i16 %v311 to i64
  call void @check(i64 311, i64 %v311.x, i64 -256)
  %v312 = ashr i16 -32768, 7
  %v312.x = sext i16 %v312 to i64
  call void @check(i64 312, i64 %v312.x, i64 -256)
  ; ashr i16 -32768, 8 = -128
  %v313 = call i16 @op.ashr.i16(i16 -32768, i16 8)
  %v313.x = sext i16 %v313 to i64
  call void @check(i64 313, i64 %v313.x, i64 -128)
  %v314 = ashr i16 -32768, 8
  %v314.x = sext i16 %v314 to i64
  call void @check(i64 314, i64 %v314.x, i64 -128)
  ; ashr i16 -32768, 15 = -1
  %v315 = call i16 @op.ashr.i16(i16 -32768, i16 15)
  %v315.x = sext i16 %v315 to i64
  call void @check(i64 315, i64 %v315.x, i64 -1)
  %v316 = ashr i16 -32768, 15
  %v316.x = sext i16 %v316 to i64
  call void @check(i64 316, i64 %v316.x, i64 -1)
  ; icmp.eq i16 0, -1 = 0
  %v317 = call i1 @op.icmp.eq.i16(i16 0, i16 -1)
  %v317.x = zext i1 %v317 to i64
  call void @check(i64 317, i64 %v317.x, i64 0)
  %v318 = icmp eq i16 0, -1
  %v318.x = zext i1 %v318 to i64
  call void @check(i64 318, i64 %v318.x, i64 0)
  ; icmp.eq i16 -1, 0 = 0
  %v319 = call i1 @op.icmp.eq.i16(i16 -1, i16 0)
  %v319.x = zext i1 %v319 to i64
  call void @check(i64 319, i64 %v319.x, i64 0)
  %v320 = icmp eq i16 -1, 0
  %v320.x = zext i1 %v320 to i64
  call void @check(i64 320, i64 %v320.x, i64 0)
  ; icmp.eq i16 1, 1 = 1
  %v321 = call i1 @op.icmp.eq.i16(i16 1, i16 1)
  %v321.x = zext i1 %v321 to i64
  call void @check(i64 321, i64 %v321.x, i64 1)
  %v322 = icmp eq i16 1, 1
  %v322.x = zext i1 %v322 to i64
  call void @check(i64 322, i64 %v322.x, i64 1)
  ; icmp.eq i16 32767, -32768 = 0
  %v323 = call i1 @op.icmp.eq.i16(i16 32767, i16 -32768)
  %v323.x = zext i1 %v323 to i64
  call void @check(i64 323, i64 %v323.x, i64 0)
  %v324 = icmp eq i16 32767, -32768
  %v324.x = zext i1 %v324 to i64
  call void @check(i64 324, i64 %v324.x, i64 0)
  ; icmp.ne i16 0, -1 = 1
  %v325 = call i1 @op.icmp.ne.i16(i16 0, i16 -1)
  %v325.x = zext i1 %v325 to i64
  call void @check(i64 325, i64 %v325.x, i64 1)
  %v326 = icmp ne i16 0, -1
  %v326.x = zext i1 %v326 to i64
  call void @check(i64 326, i64 %v326.x, i64 1)
  ; icmp.ne i16 -1, 0 = 1
  %v327 = call i1 @op.icmp.ne.i16(i16 -1, i16 0)
  %v327.x = zext i1 %v327 to i64
  call void @check(i64 327, i64 %v327.x, i64 1)
  %v328 = icmp ne i16 -1, 0
  %v328.x = zext i1 %v328 to i64
  call void @check(i64 328, i64 %v328.x, i64 1)
  ; icmp.ne i16 1, 1 = 0
  %v329 = call i1 @op.icmp.ne.i16(i16 1, i16 1)
  %v329.x = zext i1 %v329 to i64
  call void @check(i64 329, i64 %v329.x, i64 0)
  %v330 = icmp ne i16 1, 1
  %v330.x = zext i1 %v330 to i64
  call void @check(i64 330, i64 %v330.x, i64 0)
  ; icmp.ne i16 32767, -32768 = 1
  %v331 = call i1 @op.icmp.ne.i16(i16 32767, i16 -32768)
  %v331.x = zext i1 %v331 to i64
  call void @check(i64 331, i64 %v331.x, i64 1)
  %v332 = icmp ne i16 32767, -32768
  %v332.x = zext i1 %v332 to i64
  call void @check(i64 332, i64 %v332.x, i64 1)
  ; icmp.slt i16 0, -1 = 0
  %v333 = call i1 @op.icmp.slt.i16(i16 0, i16 -1)
  %v333.x = zext i1 %v333 to i64
  call void @check(i64 333, i64 %v333.x, i64 0)
  %v334 = icmp slt i16 0, -1
  %v334.x = zext i1 %v334 to i64
  call void @check(i64 334, i64 %v334.x, i64 0)
  ; icmp.slt i16 -1, 0 = 1
  %v335 = call i1 @op.icmp.slt.i16(i16 -1, i16 0)
  %v335.x = zext i1 %v335 to i64
  call void @check(i64 335, i64 %v335.x, i64 1)
  %v336 = icmp slt i16 -1, 0
  %v336.x = zext i1 %v336 to i64
  call void @check(i64 336, i64 %v336.x, i64 1)
  ; icmp.slt i16 1, 1 = 0
  %v337 = call i1 @op.icmp.slt.i16(i16 1, i16 1)
  %v337.x = zext i1 %v337 to i64
  call void @check(i64 337, i64 %v337.x, i64 0)
  %v338 = icmp slt i16 1, 1
  %v338.x = zext i1 %v338 to i64
  call void @check(i64 338, i64 %v338.x, i64 0)
  ; icmp.slt i16 32767, -32768 = 0
  %v339 = call i1 @op.icmp.slt.i16(i16 32767, i16 -32768)
  %v339.x = zext i1 %v339 to i64
  call void @check(i64 339, i64 %v339.x, i64 0)
  %v340 = icmp slt i16 32767, -32768
  %v340.x = zext i1 %v340 to i64
  call void @check(i64 340, i64 %v340.x, i64 0)
  ; icmp.sle i16 0, -1 = 0
  %v341 = call i1 @op.icmp.sle.i16(i16 0, i16 -1)
  %v341.x = zext i1 %v341 to i64
  call void @check(i64 341, i64 %v341.x, i64 0)
  %v342 = icmp sle i16 0, -1
  %v342.x = zext i1 %v342 to i64
  call void @check(i64 342, i64 %v342.x, i64 0)
  ; icmp.sle i16 -1, 0 = 1
  %v343 = call i1 @op.icmp.sle.i16(i16 -1, i16 0)
  %v343.x = zext i1 %v343 to i64
  call void @check(i64 343, i64 %v343.x, i64 1)
  %v344 = icmp sle i16 -1, 0
  %v344.x = zext i1 %v344 to i64
  call void @check(i64 344, i64 %v344.x, i64 1)
  ; icmp.sle i16 1, 1 = 1
  %v345 = call i1 @op.icmp.sle.i16(i16 1, i16 1)
  %v345.x = zext i1 %v345 to i64
  call void @check(i64 345, i64 %v345.x, i64 1)
  %v346 = icmp sle i16 1, 1
  %v346.x = zext i1 %v346 to i64
  call void @check(i64 346, i64 %v346.x, i64 1)
  ; icmp.sle i16 32767, -32768 = 0
  %v347 = call i1 @op.icmp.sle.i16(i16 32767, i16 -32768)
  %v347.x = zext i1 %v347 to i64
  call void @check(i64 347, i64 %v347.x, i64 0)
  %v348 = icmp sle i16 32767, -32768
  %v348.x = zext i1 %v348 to i64
  call void @check(i64 348, i64 %v348.x, i64 0)
  ; icmp.sgt i16 0, -1 = 1
  %v349 = call i1 @op.icmp.sgt.i16(i16 0, i16 -1)
  %v349.x = zext i1 %v349 to i64
  call void @check(i64 349, i64 %v349.x, i64 1)
  %v350 = icmp sgt i16 0, -1
  %v350.x = zext i1 %v350 to i64
  call void @check(i64 350, i64 %v350.x, i64 1)
  ; icmp.sgt i16 -1, 0 = 0
  %v351 = call i1 @op.icmp.sgt.i16(i16 -1, i16 0)
  %v351.x = zext i1 %v351 to i64
  call void @check(i64 351, i64 %v351.x, i64 0)
  %v352 = icmp sgt i16 -1, 0
  %v352.x = zext i1 %v352 to i64
  call void @check(i64 352, i64 %v352.x, i64 0)
  ; icmp.sgt i16 1, 1 = 0
  %v353 = call i1 @op.icmp.sgt.i16(i16 1, i16 1)
  %v353.x = zext i1 %v353 to i64
  call void @check(i64 353, i64 %v353.x, i64 0)
  %v354 = icmp sgt i16 1, 1
  %v354.x = zext i1 %v354 to i64
  call void @check(i64 354, i64 %v354.x, i64 0)
  ; icmp.sgt i16 32767, -32768 = 1
  %v355 = call i1 @op.icmp.sgt.i16(i16 32767, i16 -32768)
  %v355.x = zext i1 %v355 to i64
  call void @check(i64 355, i64 %v355.x, i64 1)
  %v356 = icmp sgt i16 32767, -32768
  %v356.x = zext i1 %v356 to i64
  call void @check(i64 356, i64 %v356.x, i64 1)
  ; icmp.sge i16 0, -1 = 1
  %v357 = call i1 @op.icmp.sge.i16(i16 0, i16 -1)
  %v357.x = zext i1 %v357 to i64
  call void @check(i64 357, i64 %v357.x, i64 1)
  %v358 = icmp sge i16 0, -1
  %v358.x = zext i1 %v358 to i64
  call void @check(i64 358, i64 %v358.x, i64 1)
  ; icmp.sge i16 -1, 0 = 0
  %v359 = call i1 @op.icmp.sge.i16(i16 -1, i16 0)
  %v359.x = zext i1 %v359 to i64
  call void @check(i64 359, i64 %v359.x, i64 0)
  %v360 = icmp sge i16 -1, 0
  %v360.x = zext i1 %v360 to i64
  call void @check(i64 360, i64 %v360.x, i64 0)
  ; icmp.sge i16 1, 1 = 1
  %v361 = call i1 @op.icmp.sge.i16(i16 1, i16 1)
  %v361.x = zext i1 %v361 to i64
  call void @check(i64 361, i64 %v361.x, i64 1)
  %v362 = icmp sge i16 1, 1
  %v362.x = zext i1 %v362 to i64
  call void @check(i64 362, i64 %v362.x, i64 1)
  ; icmp.sge i16 32767, -32768 = 1
  %v363 = call i1 @op.icmp.sge.i16(i16 32767, i16 -32768)
  %v363.x = zext i1 %v363 to i64
  call void @check(i64 363, i64 %v363.x, i64 1)
  %v364 = icmp sge i16 32767, -32768
  %v364.x = zext i1 %v364 to i64
  call void @check(i64 364, i64 %v364.x, i64 1)
  ; icmp.ult i16 0, -1 = 1
  %v365 = call i1 @op.icmp.ult.i16(i16 0, i16 -1)
  %v365.x = zext i1 %v365 to i64
  call void @check(i64 365, i64 %v365.x, i64 1)
  %v366 = icmp ult i16 0, -1
  %v366.x = zext i1 %v366 to i64
  call void @check(i64 366, i64 %v366.x, i64 1)
  ; icmp.ult i16 -1, 0 = 0
  %v367 = call i1 @op.icmp.ult.i16(i16 -1, i16 0)
  %v367.x = zext i1 %v367 to i64
  call void @check(i64 367, i64 %v367.x, i64 0)
  %v368 = icmp ult i16 -1, 0
  %v368.x = zext i1 %v368 to i64
  call void @check(i64 368, i64 %v368.x, i64 0)
  ; icmp.ult i16 1, 1 = 0
  %v369 = call i1 @op.icmp.ult.i16(i16 1, i16 1)
  %v369.x = zext i1 %v369 to i64
  call void @check(i64 369, i64 %v369.x, i64 0)
  %v370 = icmp ult i16 1, 1
  %v370.x = zext i1 %v370 to i64
  call void @check(i64 370, i64 %v370.x, i64 0)
  ; icmp.ult i16 32767, -32768 = 1
  %v371 = call i1 @op.icmp.ult.i16(i16 32767, i16 -32768)
  %v371.x = zext i1 %v371 to i64
  call void @check(i64 371, i64 %v371.x, i64 1)
  %v372 = icmp ult i16 32767, -32768
  %v372.x = zext i1 %v372 to i64
  call void @check(i64 372, i64 %v372.x, i64 1)
  ; icmp.ule i16 0, -1 = 1
  %v373 = call i1 @op.icmp.ule.i16(i16 0, i16 -1)
  %v373.x = zext i1 %v373 to i64
  call void @check(i64 373, i64 %v373.x, i64 1)
  %v374 = icmp ule i16 0, -1
  %v374.x = zext i1 %v374 to i64
  call void @check(i64 374, i64 %v374.x, i64 1)
  ; icmp.ule i16 -1, 0 = 0
  %v375 = call i1 @op.icmp.ule.i16(i16 -1, i16 0)
  %v375.x = zext i1 %v375 to i64
  call void @check(i64 375, i64 %v375.x, i64 0)
  %v376 = icmp ule i16 -1, 0
  %v376.x = zext i1 %v376 to i64
  call void @check(i64 376, i64 %v376.x, i64 0)
  ; icmp.ule i16 1, 1 = 1
  %v377 = call i1 @op.icmp.ule.i16(i16 1, i16 1)
  %v377.x = zext i1 %v377 to i64
  call void @check(i64 377, i64 %v377.x, i64 1)
  %v378 = icmp ule i16 1, 1
  %v378.x = zext i1 %v378 to i64
  call void @check(i64 378, i64 %v378.x, i64 1)
  ; icmp.ule i16 32767, -32768 = 1
  %v379 = call i1 @op.icmp.ule.i16(i16 32767, i16 -32768)
  %v379.x = zext i1 %v379 to i64
  call void @check(i64 379, i64 %v379.x, i64 1)
  %v380 = icmp ule i16 32767, -32768
  %v380.x = zext i1 %v380 to i64
  call void @check(i64 380, i64 %v380.x, i64 1)
  ; icmp.ugt i16 0, -1 = 0
  %v381 = call i1 @op.icmp.ugt.i16(i16 0, i16 -1)
  %v381.x = zext i1 %v381 to i64
  call void @check(i64 381, i64 %v381.x, i64 0)
  %v382 = icmp ugt i16 0, -1
  %v382.x = zext i1 %v382 to i64
  call void @check(i64 382, i64 %v382.x, i64 0)
  ; icmp.ugt i16 -1, 0 = 1
  %v383 = call i1 @op.icmp.ugt.i16(i16 -1, i16 0)
  %v383.x = zext i1 %v383 to i64
  call void @check(i64 383, i64 %v383.x, i64 1)
  %v384 = icmp ugt i16 -1, 0
  %v384.x = zext i1 %v384 to i64
  call void @check(i64 384, i64 %v384.x, i64 1)
  ; icmp.ugt i16 1, 1 = 0
  %v385 = call i1 @op.icmp.ugt.i16(i16 1, i16 1)
  %v385.x = zext i1 %v385 to i64
  call void @check(i64 385, i64 %v385.x, i64 0)
  %v386 = icmp ugt i16 1, 1
  %v386.x = zext i1 %v386 to i64
  call void @check(i64 386, i64 %v386.x, i64 0)
  ; icmp.ugt i16 32767, -32768 = 0
  %v387 = call i1 @op.icmp.ugt.i16(i16 32767, i16 -32768)
  %v387.x = zext i1 %v387 to i64
  call void @check(i64 387, i64 %v387.x, i64 0)
  %v388 = icmp ugt i16 32767, -32768
  %v388.x = zext i1 %v388 to i64
  call void @check(i64 388, i64 %v388.x, i64 0)
  ; icmp.uge i16 0, -1 = 0
  %v389 = call i1 @op.icmp.uge.i16(i16 0, i16 -1)
  %v389.x = zext i1 %v389 to i64
  call void @check(i64 389, i64 %v389.x, i64 0)
  %v390 = icmp uge i16 0, -1
  %v390.x = zext i1 %v390 to i64
  call void @check(i64 390, i64 %v390.x, i64 0)
  ; icmp.uge i16 -1, 0 = 1
  %v391 = call i1 @op.icmp.uge.i16(i16 -1, i16 0)
  %v391.x = zext i1 %v391 to i64
  call void @check(i64 391, i64 %v391.x, i64 1)
  %v392 = icmp uge i16 -1, 0
  %v392.x = zext i1 %v392 to i64
  call void @check(i64 392, i64 %v392.x, i64 1)
  ; icmp.uge i16 1, 1 = 1
  %v393 = call i1 @op.icmp.uge.i16(i16 1, i16 1)
  %v393.x = zext i1 %v393 to i64
  call void @check(i64 393, i64 %v393.x, i64 1)
  %v394 = icmp uge i16 1, 1
  %v394.x = zext i1 %v394 to i64
  call void @check(i64 394, i64 %v394.x, i64 1)
  ; icmp.uge i16 32767, -32768 = 0
  %v395 = call i1 @op.icmp.uge.i16(i16 32767, i16 -32768)
  %v395.x = zext i1 %v395 to i64
  call void @check(i64 395, i64 %v395.x, i64 0)
  %v396 = icmp uge i16 32767, -32768
  %v396.x = zext i1 %v396 to i64
  call void @check(i64 396, i64 %v396.x, i64 0)

  %failures = call i64 @report()
  ret i64 %failures
}
