; imm_boundaries: constant operands at the 16-bit (Cpu0 immediate) and 32-bit boundaries, on i64 and i32 values loaded from globals
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

@x0 = global i64 12345
@y0 = global i32 12345
@x1 = global i64 -1
@y1 = global i32 -1
@x2 = global i64 2147483648
@y2 = global i32 -2147483648
@x3 = global i64 1311768467463790320
@y3 = global i32 -1698898192

define i64 @main() {
entry:
  %x0 = load i64, i64* @x0
  %y0 = load i32, i32* @y0
  %v1 = add i64 %x0, 0
  call void @check(i64 1, i64 %v1, i64 12345)
  %v2 = sub i64 %x0, 0
  call void @check(i64 2, i64 %v2, i64 12345)
  %v3 = and i64 %x0, 0
  call void @check(i64 3, i64 %v3, i64 0)
  %v4 = or i64 %x0, 0
  call void @check(i64 4, i64 %v4, i64 12345)
  %v5 = xor i64 %x0, 0
  call void @check(i64 5, i64 %v5, i64 12345)
  %v6 = mul i64 %x0, 0
  call void @check(i64 6, i64 %v6, i64 0)
  %v7 = icmp slt i64 %x0, 0
  %v7.x = zext i1 %v7 to i64
  call void @check(i64 7, i64 %v7.x, i64 0)
  %v8 = icmp ult i64 %x0, 0
  %v8.x = zext i1 %v8 to i64
  call void @check(i64 8, i64 %v8.x, i64 0)
  %v9 = icmp eq i64 %x0, 0
  %v9.x = zext i1 %v9 to i64
  call void @check(i64 9, i64 %v9.x, i64 0)
  %v10 = icmp sgt i64 %x0, 0
  %v10.x = zext i1 %v10 to i64
  call void @check(i64 10, i64 %v10.x, i64 1)
  %v11 = icmp uge i64 %x0, 0
  %v11.x = zext i1 %v11 to i64
  call void @check(i64 11, i64 %v11.x, i64 1)
  %v12 = add i64 %x0, 1
  call void @check(i64 12, i64 %v12, i64 12346)
  %v13 = sub i64 %x0, 1
  call void @check(i64 13, i64 %v13, i64 12344)
  %v14 = and i64 %x0, 1
  call void @check(i64 14, i64 %v14, i64 1)
  %v15 = or i64 %x0, 1
  call void @check(i64 15, i64 %v15, i64 12345)
  %v16 = xor i64 %x0, 1
  call void @check(i64 16, i64 %v16, i64 12344)
  %v17 = mul i64 %x0, 1
  call void @check(i64 17, i64 %v17, i64 12345)
  %v18 = icmp slt i64 %x0, 1
  %v18.x = zext i1 %v18 to i64
  call void @check(i64 18, i64 %v18.x, i64 0)
  %v19 = icmp ult i64 %x0, 1
  %v19.x = zext i1 %v19 to i64
  call void @check(i64 19, i64 %v19.x, i64 0)
  %v20 = icmp eq i64 %x0, 1
  %v20.x = zext i1 %v20 to i64
  call void @check(i64 20, i64 %v20.x, i64 0)
  %v21 = icmp sgt i64 %x0, 1
  %v21.x = zext i1 %v21 to i64
  call void @check(i64 21, i64 %v21.x, i64 1)
  %v22 = icmp uge i64 %x0, 1
  %v22.x = zext i1 %v22 to i64
  call void @check(i64 22, i64 %v22.x, i64 1)
  %v23 = add i64 %x0, -1
  call void @check(i64 23, i64 %v23, i64 12344)
  %v24 = sub i64 %x0, -1
  call void @check(i64 24, i64 %v24, i64 12346)
  %v25 = and i64 %x0, -1
  call void @check(i64 25, i64 %v25, i64 12345)
  %v26 = or i64 %x0, -1
  call void @check(i64 26, i64 %v26, i64 -1)
  %v27 = xor i64 %x0, -1
  call void @check(i64 27, i64 %v27, i64 -12346)
  %v28 = mul i64 %x0, -1
  call void @check(i64 28, i64 %v28, i64 -12345)
  %v29 = icmp slt i64 %x0, -1
  %v29.x = zext i1 %v29 to i64
  call void @check(i64 29, i64 %v29.x, i64 0)
  %v30 = icmp ult i64 %x0, -1
  %v30.x = zext i1 %v30 to i64
  call void @check(i64 30, i64 %v30.x, i64 1)
  %v31 = icmp eq i64 %x0, -1
  %v31.x = zext i1 %v31 to i64
  call void @check(i64 31, i64 %v31.x, i64 0)
  %v32 = icmp sgt i64 %x0, -1
  %v32.x = zext i1 %v32 to i64
  call void @check(i64 32, i64 %v32.x, i64 1)
  %v33 = icmp uge i64 %x0, -1
  %v33.x = zext i1 %v33 to i64
  call void @check(i64 33, i64 %v33.x, i64 0)
  %v34 = add i64 %x0, 32767
  call void @check(i64 34, i64 %v34, i64 45112)
  %v35 = sub i64 %x0, 32767
  call void @check(i64 35, i64 %v35, i64 -20422)
  %v36 = and i64 %x0, 32767
  call void @check(i64 36, i64 %v36, i64 12345)
  %v37 = or i64 %x0, 32767
  call void @check(i64 37, i64 %v37, i64 32767)
  %v38 = xor i64 %x0, 32767
  call void @check(i64 38, i64 %v38, i64 20422)
  %v39 = mul i64 %x0, 32767
  call void @check(i64 39, i64 %v39, i64 404508615)
  %v40 = icmp slt i64 %x0, 32767
  %v40.x = zext i1 %v40 to i64
  call void @check(i64 40, i64 %v40.x, i64 1)
  %v41 = icmp ult i64 %x0, 32767
  %v41.x = zext i1 %v41 to i64
  call void @check(i64 41, i64 %v41.x, i64 1)
  %v42 = icmp eq i64 %x0, 32767
  %v42.x = zext i1 %v42 to i64
  call void @check(i64 42, i64 %v42.x, i64 0)
  %v43 = icmp sgt i64 %x0, 32767
  %v43.x = zext i1 %v43 to i64
  call void @check(i64 43, i64 %v43.x, i64 0)
  %v44 = icmp uge i64 %x0, 32767
  %v44.x = zext i1 %v44 to i64
  call void @check(i64 44, i64 %v44.x, i64 0)
  %v45 = add i64 %x0, 32768
  call void @check(i64 45, i64 %v45, i64 45113)
  %v46 = sub i64 %x0, 32768
  call void @check(i64 46, i64 %v46, i64 -20423)
  %v47 = and i64 %x0, 32768
  call void @check(i64 47, i64 %v47, i64 0)
  %v48 = or i64 %x0, 32768
  call void @check(i64 48, i64 %v48, i64 45113)
  %v49 = xor i64 %x0, 32768
  call void @check(i64 49, i64 %v49, i64 45113)
  %v50 = mul i64 %x0, 32768
  call void @check(i64 50, i64 %v50, i64 404520960)
  %v51 = icmp slt i64 %x0, 32768
  %v51.x = zext i1 %v51 to i64
  call void @check(i64 51, i64 %v51.x, i64 1)
  %v52 = icmp ult i64 %x0, 32768
  %v52.x = zext i1 %v52 to i64
  call void @check(i64 52, i64 %v52.x, i64 1)
  %v53 = icmp eq i64 %x0, 32768
  %v53.x = zext i1 %v53 to i64
  call void @check(i64 53, i64 %v53.x, i64 0)
  %v54 = icmp sgt i64 %x0, 32768
  %v54.x = zext i1 %v54 to i64
  call void @check(i64 54, i64 %v54.x, i64 0)
  %v55 = icmp uge i64 %x0, 32768
  %v55.x = zext i1 %v55 to i64
  call void @check(i64 55, i64 %v55.x, i64 0)
  %v56 = add i64 %x0, -32768
  call void @check(i64 56, i64 %v56, i64 -20423)
  %v57 = sub i64 %x0, -32768
  call void @check(i64 57, i64 %v57, i64 45113)
  %v58 = and i64 %x0, -32768
  call void @check(i64 58, i64 %v58, i64 0)
  %v59 = or i64 %x0, -32768
  call void @check(i64 59, i64 %v59, i64 -20423)
  %v60 = xor i64 %x0, -32768
  call void @check(i64 60, i64 %v60, i64 -20423)
  %v61 = mul i64 %x0, -32768
  call void @check(i64 61, i64 %v61, i64 -404520960)
  %v62 = icmp slt i64 %x0, -32768
  %v62.x = zext i1 %v62 to i64
  call void @check(i64 62, i64 %v62.x, i64 0)
  %v63 = icmp ult i64 %x0, -32768
  %v63.x = zext i1 %v63 to i64
  call void @check(i64 63, i64 %v63.x, i64 1)
  %v64 = icmp eq i64 %x0, -32768
  %v64.x = zext i1 %v64 to i64
  call void @check(i64 64, i64 %v64.x, i64 0)
  %v65 = icmp sgt i64 %x0, -32768
  %v65.x = zext i1 %v65 to i64
  call void @check(i64 65, i64 %v65.x, i64 1)
  %v66 = icmp uge i64 %x0, -32768
  %v66.x = zext i1 %v66 to i64
  call void @check(i64 66, i64 %v66.x, i64 0)
  %v67 = add i64 %x0, -32769
  call void @check(i64 67, i64 %v67, i64 -20424)
  %v68 = sub i64 %x0, -32769
  call void @check(i64 68, i64 %v68, i64 45114)
  %v69 = and i64 %x0, -32769
  call void @check(i64 69, i64 %v69, i64 12345)
  %v70 = or i64 %x0, -32769
  call void @check(i64 70, i64 %v70, i64 -32769)
  %v71 = xor i64 %x0, -32769
  call void @check(i64 71, i64 %v71, i64 -45114)
  %v72 = mul i64 %x0, -32769
  call void @check(i64 72, i64 %v72, i64 -404533305)
  %v73 = icmp slt i64 %x0, -32769
  %v73.x = zext i1 %v73 to i64
  call void @check(i64 73, i64 %v73.x, i64 0)
  %v74 = icmp ult i64 %x0, -32769
  %v74.x = zext i1 %v74 to i64
  call void @check(i64 74, i64 %v74.x, i64 1)
  %v75 = icmp eq i64 %x0, -32769
  %v75.x = zext i1 %v75 to i64
  call void @check(i64 75, i64 %v75.x, i64 0)
  %v76 = icmp sgt i64 %x0, -32769
  %v76.x = zext i1 %v76 to i64
  call void @check(i64 76, i64 %v76.x, i64 1)
  %v77 = icmp uge i64 %x0, -32769
  %v77.x = zext i1 %v77 to i64
  call void @check(i64 77, i64 %v77.x, i64 0)
  %v78 = add i64 %x0, 65535
  call void @check(i64 78, i64 %v78, i64 77880)
  %v79 = sub i64 %x0, 65535
  call void @check(i64 79, i64 %v79, i64 -53190)
  %v80 = and i64 %x0, 65535
  call void @check(i64 80, i64 %v80, i64 12345)
  %v81 = or i64 %x0, 65535
  call void @check(i64 81, i64 %v81, i64 65535)
  %v82 = xor i64 %x0, 65535
  call void @check(i64 82, i64 %v82, i64 53190)
  %v83 = mul i64 %x0, 65535
  call void @check(i64 83, i64 %v83, i64 809029575)
  %v84 = icmp slt i64 %x0, 65535
  %v84.x = zext i1 %v84 to i64
  call void @check(i64 84, i64 %v84.x, i64 1)
  %v85 = icmp ult i64 %x0, 65535
  %v85.x = zext i1 %v85 to i64
  call void @check(i64 85, i64 %v85.x, i64 1)
  %v86 = icmp eq i64 %x0, 65535
  %v86.x = zext i1 %v86 to i64
  call void @check(i64 86, i64 %v86.x, i64 0)
  %v87 = icmp sgt i64 %x0, 65535
  %v87.x = zext i1 %v87 to i64
  call void @check(i64 87, i64 %v87.x, i64 0)
  %v88 = icmp uge i64 %x0, 65535
  %v88.x = zext i1 %v88 to i64
  call void @check(i64 88, i64 %v88.x, i64 0)
  %v89 = add i64 %x0, 65536
  call void @check(i64 89, i64 %v89, i64 77881)
  %v90 = sub i64 %x0, 65536
  call void @check(i64 90, i64 %v90, i64 -53191)
  %v91 = and i64 %x0, 65536
  call void @check(i64 91, i64 %v91, i64 0)
  %v92 = or i64 %x0, 65536
  call void @check(i64 92, i64 %v92, i64 77881)
  %v93 = xor i64 %x0, 65536
  call void @check(i64 93, i64 %v93, i64 77881)
  %v94 = mul i64 %x0, 65536
  call void @check(i64 94, i64 %v94, i64 809041920)
  %v95 = icmp slt i64 %x0, 65536
  %v95.x = zext i1 %v95 to i64
  call void @check(i64 95, i64 %v95.x, i64 1)
  %v96 = icmp ult i64 %x0, 65536
  %v96.x = zext i1 %v96 to i64
  call void @check(i64 96, i64 %v96.x, i64 1)
  %v97 = icmp eq i64 %x0, 65536
  %v97.x = zext i1 %v97 to i64
  call void @check(i64 97, i64 %v97.x, i64 0)
  %v98 = icmp sgt i64 %x0, 65536
  %v98.x = zext i1 %v98 to i64
  call void @check(i64 98, i64 %v98.x, i64 0)
  %v99 = icmp uge i64 %x0, 65536
  %v99.x = zext i1 %v99 to i64
  call void @check(i64 99, i64 %v99.x, i64 0)
  %v100 = add i64 %x0, 2147483647
  call void @check(i64 100, i64 %v100, i64 2147495992)
  %v101 = sub i64 %x0, 2147483647
  call void @check(i64 101, i64 %v101, i64 -2147471302)
  %v102 = and i64 %x0, 2147483647
  call void @check(i64 102, i64 %v102, i64 12345)
  %v103 = or i64 %x0, 2147483647
  call void @check(i64 103, i64 %v103, i64 2147483647)
  %v104 = xor i64 %x0, 2147483647
  call void @check(i64 104, i64 %v104, i64 2147471302)
  %v105 = mul i64 %x0, 2147483647
  call void @check(i64 105, i64 %v105, i64 26510685622215)
  %v106 = icmp slt i64 %x0, 2147483647
  %v106.x = zext i1 %v106 to i64
  call void @check(i64 106, i64 %v106.x, i64 1)
  %v107 = icmp ult i64 %x0, 2147483647
  %v107.x = zext i1 %v107 to i64
  call void @check(i64 107, i64 %v107.x, i64 1)
  %v108 = icmp eq i64 %x0, 2147483647
  %v108.x = zext i1 %v108 to i64
  call void @check(i64 108, i64 %v108.x, i64 0)
  %v109 = icmp sgt i64 %x0, 2147483647
  %v109.x = zext i1 %v109 to i64
  call void @check(i64 109, i64 %v109.x, i64 0)
  %v110 = icmp uge i64 %x0, 2147483647
  %v110.x = zext i1 %v110 to i64
  call void @check(i64 110, i64 %v110.x, i64 0)
  %v111 = add i64 %x0, 2147483648
  call void @check(i64 111, i64 %v111, i64 2147495993)
  %v112 = sub i64 %x0, 2147483648
  call void @check(i64 112, i64 %v112, i64 -2147471303)
  %v113 = and i64 %x0, 2147483648
  call void @check(i64 113, i64 %v113, i64 0)
  %v114 = or i64 %x0, 2147483648
  call void @check(i64 114, i64 %v114, i64 2147495993)
  %v115 = xor i64 %x0, 2147483648
  call void @check(i64 115, i64 %v115, i64 2147495993)
  %v116 = mul i64 %x0, 2147483648
  call void @check(i64 116, i64 %v116, i64 26510685634560)
  %v117 = icmp slt i64 %x0, 2147483648
  %v117.x = zext i1 %v117 to i64
  call void @check(i64 117, i64 %v117.x, i64 1)
  %v118 = icmp ult i64 %x0, 2147483648
  %v118.x = zext i1 %v118 to i64
  call void @check(i64 118, i64 %v118.x, i64 1)
  %v119 = icmp eq i64 %x0, 2147483648
  %v119.x = zext i1 %v119 to i64
  call void @check(i64 119, i64 %v119.x, i64 0)
  %v120 = icmp sgt i64 %x0, 2147483648
  %v120.x = zext i1 %v120 to i64
  call void @check(i64 120, i64 %v120.x, i64 0)
  %v121 = icmp uge i64 %x0, 2147483648
  %v121.x = zext i1 %v121 to i64
  call void @check(i64 121, i64 %v121.x, i64 0)
  %v122 = add i64 %x0, 4294967295
  call void @check(i64 122, i64 %v122, i64 4294979640)
  %v123 = sub i64 %x0, 4294967295
  call void @check(i64 123, i64 %v123, i64 -4294954950)
  %v124 = and i64 %x0, 4294967295
  call void @check(i64 124, i64 %v124, i64 12345)
  %v125 = or i64 %x0, 4294967295
  call void @check(i64 125, i64 %v125, i64 4294967295)
  %v126 = xor i64 %x0, 4294967295
  call void @check(i64 126, i64 %v126, i64 4294954950)
  %v127 = mul i64 %x0, 4294967295
  call void @check(i64 127, i64 %v127, i64 53021371256775)
  %v128 = icmp slt i64 %x0, 4294967295
  %v128.x = zext i1 %v128 to i64
  call void @check(i64 128, i64 %v128.x, i64 1)
  %v129 = icmp ult i64 %x0, 4294967295
  %v129.x = zext i1 %v129 to i64
  call void @check(i64 129, i64 %v129.x, i64 1)
  %v130 = icmp eq i64 %x0, 4294967295
  %v130.x = zext i1 %v130 to i64
  call void @check(i64 130, i64 %v130.x, i64 0)
  %v131 = icmp sgt i64 %x0, 4294967295
  %v131.x = zext i1 %v131 to i64
  call void @check(i64 131, i64 %v131.x, i64 0)
  %v132 = icmp uge i64 %x0, 4294967295
  %v132.x = zext i1 %v132 to i64
  call void @check(i64 132, i64 %v132.x, i64 0)
  %v133 = add i64 %x0, 4294967296
  call void @check(i64 133, i64 %v133, i64 4294979641)
  %v134 = sub i64 %x0, 4294967296
  call void @check(i64 134, i64 %v134, i64 -4294954951)
  %v135 = and i64 %x0, 4294967296
  call void @check(i64 135, i64 %v135, i64 0)
  %v136 = or i64 %x0, 4294967296
  call void @check(i64 136, i64 %v136, i64 4294979641)
  %v137 = xor i64 %x0, 4294967296
  call void @check(i64 137, i64 %v137, i64 4294979641)
  %v138 = mul i64 %x0, 4294967296
  call void @check(i64 138, i64 %v138, i64 53021371269120)
  %v139 = icmp slt i64 %x0, 4294967296
  %v139.x = zext i1 %v139 to i64
  call void @check(i64 139, i64 %v139.x, i64 1)
  %v140 = icmp ult i64 %x0, 4294967296
  %v140.x = zext i1 %v140 to i64
  call void @check(i64 140, i64 %v140.x, i64 1)
  %v141 = icmp eq i64 %x0, 4294967296
  %v141.x = zext i1 %v141 to i64
  call void @check(i64 141, i64 %v141.x, i64 0)
  %v142 = icmp sgt i64 %x0, 4294967296
  %v142.x = zext i1 %v142 to i64
  call void @check(i64 142, i64 %v142.x, i64 0)
  %v143 = icmp uge i64 %x0, 4294967296
  %v143.x = zext i1 %v143 to i64
  call void @check(i64 143, i64 %v143.x, i64 0)
  %v144 = add i64 %x0, 4294901760
  call void @check(i64 144, i64 %v144, i64 4294914105)
  %v145 = sub i64 %x0, 4294901760
  call void @check(i64 145, i64 %v145, i64 -4294889415)
  %v146 = and i64 %x0, 4294901760
  call void @check(i64 146, i64 %v146, i64 0)
  %v147 = or i64 %x0, 4294901760
  call void @check(i64 147, i64 %v147, i64 4294914105)
  %v148 = xor i64 %x0, 4294901760
  call void @check(i64 148, i64 %v148, i64 4294914105)
  %v149 = mul i64 %x0, 4294901760
  call void @check(i64 149, i64 %v149, i64 53020562227200)
  %v150 = icmp slt i64 %x0, 4294901760
  %v150.x = zext i1 %v150 to i64
  call void @check(i64 150, i64 %v150.x, i64 1)
  %v151 = icmp ult i64 %x0, 4294901760
  %v151.x = zext i1 %v151 to i64
  call void @check(i64 151, i64 %v151.x, i64 1)
  %v152 = icmp eq i64 %x0, 4294901760
  %v152.x = zext i1 %v152 to i64
  call void @check(i64 152, i64 %v152.x, i64 0)
  %v153 = icmp sgt i64 %x0, 4294901760
  %v153.x = zext i1 %v153 to i64
  call void @check(i64 153, i64 %v153.x, i64 0)
  %v154 = icmp uge i64 %x0, 4294901760
  %v154.x = zext i1 %v154 to i64
  call void @check(i64 154, i64 %v154.x, i64 0)
  %v155 = add i64 %x0, 281470681743360
  call void @check(i64 155, i64 %v155, i64 281470681755705)
  %v156 = sub i64 %x0, 281470681743360
  call void @check(i64 156, i64 %v156, i64 -281470681731015)
  %v157 = and i64 %x0, 281470681743360
  call void @check(i64 157, i64 %v157, i64 0)
  %v158 = or i64 %x0, 281470681743360
  call void @check(i64 158, i64 %v158, i64 281470681755705)
  %v159 = xor i64 %x0, 281470681743360
  call void @check(i64 159, i64 %v159, i64 281470681755705)
  %v160 = mul i64 %x0, 281470681743360
  call void @check(i64 160, i64 %v160, i64 3474755566121779200)
  %v161 = icmp slt i64 %x0, 281470681743360
  %v161.x = zext i1 %v161 to i64
  call void @check(i64 161, i64 %v161.x, i64 1)
  %v162 = icmp ult i64 %x0, 281470681743360
  %v162.x = zext i1 %v162 to i64
  call void @check(i64 162, i64 %v162.x, i64 1)
  %v163 = icmp eq i64 %x0, 281470681743360
  %v163.x = zext i1 %v163 to i64
  call void @check(i64 163, i64 %v163.x, i64 0)
  %v164 = icmp sgt i64 %x0, 281470681743360
  %v164.x = zext i1 %v164 to i64
  call void @check(i64 164, i64 %v164.x, i64 0)
  %v165 = icmp uge i64 %x0, 281470681743360
  %v165.x = zext i1 %v165 to i64
  call void @check(i64 165, i64 %v165.x, i64 0)
  %v166 = add i64 %x0, -9223372036854775808
  call void @check(i64 166, i64 %v166, i64 -9223372036854763463)
  %v167 = sub i64 %x0, -9223372036854775808
  call void @check(i64 167, i64 %v167, i64 -9223372036854763463)
  %v168 = and i64 %x0, -9223372036854775808
  call void @check(i64 168, i64 %v168, i64 0)
  %v169 = or i64 %x0, -9223372036854775808
  call void @check(i64 169, i64 %v169, i64 -9223372036854763463)
  %v170 = xor i64 %x0, -9223372036854775808
  call void @check(i64 170, i64 %v170, i64 -9223372036854763463)
  %v171 = mul i64 %x0, -9223372036854775808
  call void @check(i64 171, i64 %v171, i64 -9223372036854775808)
  %v172 = icmp slt i64 %x0, -9223372036854775808
  %v172.x = zext i1 %v172 to i64
  call void @check(i64 172, i64 %v172.x, i64 0)
  %v173 = icmp ult i64 %x0, -9223372036854775808
  %v173.x = zext i1 %v173 to i64
  call void @check(i64 173, i64 %v173.x, i64 1)
  %v174 = icmp eq i64 %x0, -9223372036854775808
  %v174.x = zext i1 %v174 to i64
  call void @check(i64 174, i64 %v174.x, i64 0)
  %v175 = icmp sgt i64 %x0, -9223372036854775808
  %v175.x = zext i1 %v175 to i64
  call void @check(i64 175, i64 %v175.x, i64 1)
  %v176 = icmp uge i64 %x0, -9223372036854775808
  %v176.x = zext i1 %v176 to i64
  call void @check(i64 176, i64 %v176.x, i64 0)
  %v177 = add i32 %y0, 0
  %v177.x = sext i32 %v177 to i64
  call void @check(i64 177, i64 %v177.x, i64 12345)
  %v178 = sub i32 %y0, 0
  %v178.x = sext i32 %v178 to i64
  call void @check(i64 178, i64 %v178.x, i64 12345)
  %v179 = and i32 %y0, 0
  %v179.x = sext i32 %v179 to i64
  call void @check(i64 179, i64 %v179.x, i64 0)
  %v180 = or i32 %y0, 0
  %v180.x = sext i32 %v180 to i64
  call void @check(i64 180, i64 %v180.x, i64 12345)
  %v181 = xor i32 %y0, 0
  %v181.x = sext i32 %v181 to i64
  call void @check(i64 181, i64 %v181.x, i64 12345)
  %v182 = mul i32 %y0, 0
  %v182.x = sext i32 %v182 to i64
  call void @check(i64 182, i64 %v182.x, i64 0)
  %v183 = icmp slt i32 %y0, 0
  %v183.x = zext i1 %v183 to i64
  call void @check(i64 183, i64 %v183.x, i64 0)
  %v184 = icmp ult i32 %y0, 0
  %v184.x = zext i1 %v184 to i64
  call void @check(i64 184, i64 %v184.x, i64 0)
  %v185 = icmp eq i32 %y0, 0
  %v185.x = zext i1 %v185 to i64
  call void @check(i64 185, i64 %v185.x, i64 0)
  %v186 = icmp sgt i32 %y0, 0
  %v186.x = zext i1 %v186 to i64
  call void @check(i64 186, i64 %v186.x, i64 1)
  %v187 = icmp uge i32 %y0, 0
  %v187.x = zext i1 %v187 to i64
  call void @check(i64 187, i64 %v187.x, i64 1)
  %v188 = add i32 %y0, 1
  %v188.x = sext i32 %v188 to i64
  call void @check(i64 188, i64 %v188.x, i64 12346)
  %v189 = sub i32 %y0, 1
  %v189.x = sext i32 %v189 to i64
  call void @check(i64 189, i64 %v189.x, i64 12344)
  %v190 = and i32 %y0, 1
  %v190.x = sext i32 %v190 to i64
  call void @check(i64 190, i64 %v190.x, i64 1)
  %v191 = or i32 %y0, 1
  %v191.x = sext i32 %v191 to i64
  call void @check(i64 191, i64 %v191.x, i64 12345)
  %v192 = xor i32 %y0, 1
  %v192.x = sext i32 %v192 to i64
  call void @check(i64 192, i64 %v192.x, i64 12344)
  %v193 = mul i32 %y0, 1
  %v193.x = sext i32 %v193 to i64
  call void @check(i64 193, i64 %v193.x, i64 12345)
  %v194 = icmp slt i32 %y0, 1
  %v194.x = zext i1 %v194 to i64
  call void @check(i64 194, i64 %v194.x, i64 0)
  %v195 = icmp ult i32 %y0, 1
  %v195.x = zext i1 %v195 to i64
  call void @check(i64 195, i64 %v195.x, i64 0)
  %v196 = icmp eq i32 %y0, 1
  %v196.x = zext i1 %v196 to i64
  call void @check(i64 196, i64 %v196.x, i64 0)
  %v197 = icmp sgt i32 %y0, 1
  %v197.x = zext i1 %v197 to i64
  call void @check(i64 197, i64 %v197.x, i64 1)
  %v198 = icmp uge i32 %y0, 1
  %v198.x = zext i1 %v198 to i64
  call void @check(i64 198, i64 %v198.x, i64 1)
  %v199 = add i32 %y0, -1
  %v199.x = sext i32 %v199 to i64
  call void @check(i64 199, i64 %v199.x, i64 12344)
  %v200 = sub i32 %y0, -1
  %v200.x = sext i32 %v200 to i64
  call void @check(i64 200, i64 %v200.x, i64 12346)
  %v201 = and i32 %y0, -1
  %v201.x = sext i32 %v201 to i64
  call void @check(i64 201, i64 %v201.x, i64 12345)
  %v202 = or i32 %y0, -1
  %v202.x = sext i32 %v202 to i64
  call void @check(i64 202, i64 %v202.x, i64 -1)
  %v203 = xor i32 %y0, -1
  %v203.x = sext i32 %v203 to i64
  call void @check(i64 203, i64 %v203.x, i64 -12346)
  %v204 = mul i32 %y0, -1
  %v204.x = sext i32 %v204 to i64
  call void @check(i64 204, i64 %v204.x, i64 -12345)
  %v205 = icmp slt i32 %y0, -1
  %v205.x = zext i1 %v205 to i64
  call void @check(i64 205, i64 %v205.x, i64 0)
  %v206 = icmp ult i32 %y0, -1
  %v206.x = zext i1 %v206 to i64
  call void @check(i64 206, i64 %v206.x, i64 1)
  %v207 = icmp eq i32 %y0, -1
  %v207.x = zext i1 %v207 to i64
  call void @check(i64 207, i64 %v207.x, i64 0)
  %v208 = icmp sgt i32 %y0, -1
  %v208.x = zext i1 %v208 to i64
  call void @check(i64 208, i64 %v208.x, i64 1)
  %v209 = icmp uge i32 %y0, -1
  %v209.x = zext i1 %v209 to i64
  call void @check(i64 209, i64 %v209.x, i64 0)
  %v210 = add i32 %y0, 32767
  %v210.x = sext i32 %v210 to i64
  call void @check(i64 210, i64 %v210.x, i64 45112)
  %v211 = sub i32 %y0, 32767
  %v211.x = sext i32 %v211 to i64
  call void @check(i64 211, i64 %v211.x, i64 -20422)
  %v212 = and i32 %y0, 32767
  %v212.x = sext i32 %v212 to i64
  call void @check(i64 212, i64 %v212.x, i64 12345)
  %v213 = or i32 %y0, 32767
  %v213.x = sext i32 %v213 to i64
  call void @check(i64 213, i64 %v213.x, i64 32767)
  %v214 = xor i32 %y0, 32767
  %v214.x = sext i32 %v214 to i64
  call void @check(i64 214, i64 %v214.x, i64 20422)
  %v215 = mul i32 %y0, 32767
  %v215.x = sext i32 %v215 to i64
  call void @check(i64 215, i64 %v215.x, i64 404508615)
  %v216 = icmp slt i32 %y0, 32767
  %v216.x = zext i1 %v216 to i64
  call void @check(i64 216, i64 %v216.x, i64 1)
  %v217 = icmp ult i32 %y0, 32767
  %v217.x = zext i1 %v217 to i64
  call void @check(i64 217, i64 %v217.x, i64 1)
  %v218 = icmp eq i32 %y0, 32767
  %v218.x = zext i1 %v218 to i64
  call void @check(i64 218, i64 %v218.x, i64 0)
  %v219 = icmp sgt i32 %y0, 32767
  %v219.x = zext i1 %v219 to i64
  call void @check(i64 219, i64 %v219.x, i64 0)
  %v220 = icmp uge i32 %y0, 32767
  %v220.x = zext i1 %v220 to i64
  call void @check(i64 220, i64 %v220.x, i64 0)
  %v221 = add i32 %y0, 32768
  %v221.x = sext i32 %v221 to i64
  call void @check(i64 221, i64 %v221.x, i64 45113)
  %v222 = sub i32 %y0, 32768
  %v222.x = sext i32 %v222 to i64
  call void @check(i64 222, i64 %v222.x, i64 -20423)
  %v223 = and i32 %y0, 32768
  %v223.x = sext i32 %v223 to i64
  call void @check(i64 223, i64 %v223.x, i64 0)
  %v224 = or i32 %y0, 32768
  %v224.x = sext i32 %v224 to i64
  call void @check(i64 224, i64 %v224.x, i64 45113)
  %v225 = xor i32 %y0, 32768
  %v225.x = sext i32 %v225 to i64
  call void @check(i64 225, i64 %v225.x, i64 45113)
  %v226 = mul i32 %y0, 32768
  %v226.x = sext i32 %v226 to i64
  call void @check(i64 226, i64 %v226.x, i64 404520960)
  %v227 = icmp slt i32 %y0, 32768
  %v227.x = zext i1 %v227 to i64
  call void @check(i64 227, i64 %v227.x, i64 1)
  %v228 = icmp ult i32 %y0, 32768
  %v228.x = zext i1 %v228 to i64
  call void @check(i64 228, i64 %v228.x, i64 1)
  %v229 = icmp eq i32 %y0, 32768
  %v229.x = zext i1 %v229 to i64
  call void @check(i64 229, i64 %v229.x, i64 0)
  %v230 = icmp sgt i32 %y0, 32768
  %v230.x = zext i1 %v230 to i64
  call void @check(i64 230, i64 %v230.x, i64 0)
  %v231 = icmp uge i32 %y0, 32768
  %v231.x = zext i1 %v231 to i64
  call void @check(i64 231, i64 %v231.x, i64 0)
  %v232 = add i32 %y0, -32768
  %v232.x = sext i32 %v232 to i64
  call void @check(i64 232, i64 %v232.x, i64 -20423)
  %v233 = sub i32 %y0, -32768
  %v233.x = sext i32 %v233 to i64
  call void @check(i64 233, i64 %v233.x, i64 45113)
  %v234 = and i32 %y0, -32768
  %v234.x = sext i32 %v234 to i64
  call void @check(i64 234, i64 %v234.x, i64 0)
  %v235 = or i32 %y0, -32768
  %v235.x = sext i32 %v235 to i64
  call void @check(i64 235, i64 %v235.x, i64 -20423)
  %v236 = xor i32 %y0, -32768
  %v236.x = sext i32 %v236 to i64
  call void @check(i64 236, i64 %v236.x, i64 -20423)
  %v237 = mul i32 %y0, -32768
  %v237.x = sext i32 %v237 to i64
  call void @check(i64 237, i64 %v237.x, i64 -404520960)
  %v238 = icmp slt i32 %y0, -32768
  %v238.x = zext i1 %v238 to i64
  call void @check(i64 238, i64 %v238.x, i64 0)
  %v239 = icmp ult i32 %y0, -32768
  %v239.x = zext i1 %v239 to i64
  call void @check(i64 239, i64 %v239.x, i64 1)
  %v240 = icmp eq i32 %y0, -32768
  %v240.x = zext i1 %v240 to i64
  call void @check(i64 240, i64 %v240.x, i64 0)
  %v241 = icmp sgt i32 %y0, -32768
  %v241.x = zext i1 %v241 to i64
  call void @check(i64 241, i64 %v241.x, i64 1)
  %v242 = icmp uge i32 %y0, -32768
  %v242.x = zext i1 %v242 to i64
  call void @check(i64 242, i64 %v242.x, i64 0)
  %v243 = add i32 %y0, -32769
  %v243.x = sext i32 %v243 to i64
  call void @check(i64 243, i64 %v243.x, i64 -20424)
  %v244 = sub i32 %y0, -32769
  %v244.x = sext i32 %v244 to i64
  call void @check(i64 244, i64 %v244.x, i64 45114)
  %v245 = and i32 %y0, -32769
  %v245.x = sext i32 %v245 to i64
  call void @check(i64 245, i64 %v245.x, i64 12345)
  %v246 = or i32 %y0, -32769
  %v246.x = sext i32 %v246 to i64
  call void @check(i64 246, i64 %v246.x, i64 -32769)
  %v247 = xor i32 %y0, -32769
  %v247.x = sext i32 %v247 to i64
  call void @check(i64 247, i64 %v247.x, i64 -45114)
  %v248 = mul i32 %y0, -32769
  %v248.x = sext i32 %v248 to i64
  call void @check(i64 248, i64 %v248.x, i64 -404533305)
  %v249 = icmp slt i32 %y0, -32769
  %v249.x = zext i1 %v249 to i64
  call void @check(i64 249, i64 %v249.x, i64 0)
  %v250 = icmp ult i32 %y0, -32769
  %v250.x = zext i1 %v250 to i64
  call void @check(i64 250, i64 %v250.x, i64 1)
  %v251 = icmp eq i32 %y0, -32769
  %v251.x = zext i1 %v251 to i64
  call void @check(i64 251, i64 %v251.x, i64 0)
  %v252 = icmp sgt i32 %y0, -32769
  %v252.x = zext i1 %v252 to i64
  call void @check(i64 252, i64 %v252.x, i64 1)
  %v253 = icmp uge i32 %y0, -32769
  %v253.x = zext i1 %v253 to i64
  call void @check(i64 253, i64 %v253.x, i64 0)
  %v254 = add i32 %y0, 65535
  %v254.x = sext i32 %v254 to i64
  call void @check(i64 254, i64 %v254.x, i64 77880)
  %v255 = sub i32 %y0, 65535
  %v255.x = sext i32 %v255 to i64
  call void @check(i64 255, i64 %v255.x, i64 -53190)
  %v256 = and i32 %y0, 65535
  %v256.x = sext i32 %v256 to i64
  call void @check(i64 256, i64 %v256.x, i64 12345)
  %v257 = or i32 %y0, 65535
  %v257.x = sext i32 %v257 to i64
  call void @check(i64 257, i64 %v257.x, i64 65535)
  %v258 = xor i32 %y0, 65535
  %v258.x = sext i32 %v258 to i64
  call void @check(i64 258, i64 %v258.x, i64 53190)
  %v259 = mul i32 %y0, 65535
  %v259.x = sext i32 %v259 to i64
  call void @check(i64 259, i64 %v259.x, i64 809029575)
  %v260 = icmp slt i32 %y0, 65535
  %v260.x = zext i1 %v260 to i64
  call void @check(i64 260, i64 %v260.x, i64 1)
  %v261 = icmp ult i32 %y0, 65535
  %v261.x = zext i1 %v261 to i64
  call void @check(i64 261, i64 %v261.x, i64 1)
  %v262 = icmp eq i32 %y0, 65535
  %v262.x = zext i1 %v262 to i64
  call void @check(i64 262, i64 %v262.x, i64 0)
  %v263 = icmp sgt i32 %y0, 65535
  %v263.x = zext i1 %v263 to i64
  call void @check(i64 263, i64 %v263.x, i64 0)
  %v264 = icmp uge i32 %y0, 65535
  %v264.x = zext i1 %v264 to i64
  call void @check(i64 264, i64 %v264.x, i64 0)
  %v265 = add i32 %y0, 65536
  %v265.x = sext i32 %v265 to i64
  call void @check(i64 265, i64 %v265.x, i64 77881)
  %v266 = sub i32 %y0, 65536
  %v266.x = sext i32 %v266 to i64
  call void @check(i64 266, i64 %v266.x, i64 -53191)
  %v267 = and i32 %y0, 65536
  %v267.x = sext i32 %v267 to i64
  call void @check(i64 267, i64 %v267.x, i64 0)
  %v268 = or i32 %y0, 65536
  %v268.x = sext i32 %v268 to i64
  call void @check(i64 268, i64 %v268.x, i64 77881)
  %v269 = xor i32 %y0, 65536
  %v269.x = sext i32 %v269 to i64
  call void @check(i64 269, i64 %v269.x, i64 77881)
  %v270 = mul i32 %y0, 65536
  %v270.x = sext i32 %v270 to i64
  call void @check(i64 270, i64 %v270.x, i64 809041920)
  %v271 = icmp slt i32 %y0, 65536
  %v271.x = zext i1 %v271 to i64
  call void @check(i64 271, i64 %v271.x, i64 1)
  %v272 = icmp ult i32 %y0, 65536
  %v272.x = zext i1 %v272 to i64
  call void @check(i64 272, i64 %v272.x, i64 1)
  %v273 = icmp eq i32 %y0, 65536
  %v273.x = zext i1 %v273 to i64
  call void @check(i64 273, i64 %v273.x, i64 0)
  %v274 = icmp sgt i32 %y0, 65536
  %v274.x = zext i1 %v274 to i64
  call void @check(i64 274, i64 %v274.x, i64 0)
  %v275 = icmp uge i32 %y0, 65536
  %v275.x = zext i1 %v275 to i64
  call void @check(i64 275, i64 %v275.x, i64 0)
  %v276 = add i32 %y0, 2147483647
  %v276.x = sext i32 %v276 to i64
  call void @check(i64 276, i64 %v276.x, i64 -2147471304)
  %v277 = sub i32 %y0, 2147483647
  %v277.x = sext i32 %v277 to i64
  call void @check(i64 277, i64 %v277.x, i64 -2147471302)
  %v278 = and i32 %y0, 2147483647
  %v278.x = sext i32 %v278 to i64
  call void @check(i64 278, i64 %v278.x, i64 12345)
  %v279 = or i32 %y0, 2147483647
  %v279.x = sext i32 %v279 to i64
  call void @check(i64 279, i64 %v279.x, i64 2147483647)
  %v280 = xor i32 %y0, 2147483647
  %v280.x = sext i32 %v280 to i64
  call void @check(i64 280, i64 %v280.x, i64 2147471302)
  %v281 = mul i32 %y0, 2147483647
  %v281.x = sext i32 %v281 to i64
  call void @check(i64 281, i64 %v281.x, i64 2147471303)
  %v282 = icmp slt i32 %y0, 2147483647
  %v282.x = zext i1 %v282 to i64
  call void @check(i64 282, i64 %v282.x, i64 1)
  %v283 = icmp ult i32 %y0, 2147483647
  %v283.x = zext i1 %v283 to i64
  call void @check(i64 283, i64 %v283.x, i64 1)
  %v284 = icmp eq i32 %y0, 2147483647
  %v284.x = zext i1 %v284 to i64
  call void @check(i64 284, i64 %v284.x, i64 0)
  %v285 = icmp sgt i32 %y0, 2147483647
  %v285.x = zext i1 %v285 to i64
  call void @check(i64 285, i64 %v285.x, i64 0)
  %v286 = icmp uge i32 %y0, 2147483647
  %v286.x = zext i1 %v286 to i64
  call void @check(i64 286, i64 %v286.x, i64 0)
  %v287 = add i32 %y0, -2147483648
  %v287.x = sext i32 %v287 to i64
  call void @check(i64 287, i64 %v287.x, i64 -2147471303)
  %v288 = sub i32 %y0, -2147483648
  %v288.x = sext i32 %v288 to i64
  call void @check(i64 288, i64 %v288.x, i64 -2147471303)
  %v289 = and i32 %y0, -2147483648
  %v289.x = sext i32 %v289 to i64
  call void @check(i64 289, i64 %v289.x, i64 0)
  %v290 = or i32 %y0, -2147483648
  %v290.x = sext i32 %v290 to i64
  call void @check(i64 290, i64 %v290.x, i64 -2147471303)
  %v291 = xor i32 %y0, -2147483648
  %v291.x = sext i32 %v291 to i64
  call void @check(i64 291, i64 %v291.x, i64 -2147471303)
  %v292 = mul i32 %y0, -2147483648
  %v292.x = sext i32 %v292 to i64
  call void @check(i64 292, i64 %v292.x, i64 -2147483648)
  %v293 = icmp slt i32 %y0, -2147483648
  %v293.x = zext i1 %v293 to i64
  call void @check(i64 293, i64 %v293.x, i64 0)
  %v294 = icmp ult i32 %y0, -2147483648
  %v294.x = zext i1 %v294 to i64
  call void @check(i64 294, i64 %v294.x, i64 1)
  %v295 = icmp eq i32 %y0, -2147483648
  %v295.x = zext i1 %v295 to i64
  call void @check(i64 295, i64 %v295.x, i64 0)
  %v296 = icmp sgt i32 %y0, -2147483648
  %v296.x = zext i1 %v296 to i64
  call void @check(i64 296, i64 %v296.x, i64 1)
  %v297 = icmp uge i32 %y0, -2147483648
  %v297.x = zext i1 %v297 to i64
  call void @check(i64 297, i64 %v297.x, i64 0)
  %v298 = add i32 %y0, -65536
  %v298.x = sext i32 %v298 to i64
  call void @check(i64 298, i64 %v298.x, i64 -53191)
  %v299 = sub i32 %y0, -65536
  %v299.x = sext i32 %v299 to i64
  call void @check(i64 299, i64 %v299.x, i64 77881)
  %v300 = and i32 %y0, -65536
  %v300.x = sext i32 %v300 to i64
  call void @check(i64 300, i64 %v300.x, i64 0)
  %v301 = or i32 %y0, -65536
  %v301.x = sext i32 %v301 to i64
  call void @check(i64 301, i64 %v301.x, i64 -53191)
  %v302 = xor i32 %y0, -65536
  %v302.x = sext i32 %v302 to i64
  call void @check(i64 302, i64 %v302.x, i64 -53191)
  %v303 = mul i32 %y0, -65536
  %v303.x = sext i32 %v303 to i64
  call void @check(i64 303, i64 %v303.x, i64 -809041920)
  %v304 = icmp slt i32 %y0, -65536
  %v304.x = zext i1 %v304 to i64
  call void @check(i64 304, i64 %v304.x, i64 0)
  %v305 = icmp ult i32 %y0, -65536
  %v305.x = zext i1 %v305 to i64
  call void @check(i64 305, i64 %v305.x, i64 1)
  %v306 = icmp eq i32 %y0, -65536
  %v306.x = zext i1 %v306 to i64
  call void @check(i64 306, i64 %v306.x, i64 0)
  %v307 = icmp sgt i32 %y0, -65536
  %v307.x = zext i1 %v307 to i64
  call void @check(i64 307, i64 %v307.x, i64 1)
  %v308 = icmp uge i32 %y0, -65536
  %v308.x = zext i1 %v308 to i64
  call void @check(i64 308, i64 %v308.x, i64 0)
  %x1 = load i64, i64* @x1
  %y1 = load i32, i32* @y1
  %v309 = add i64 %x1, 0
  call void @check(i64 309, i64 %v309, i64 -1)
  %v310 = sub i64 %x1, 0
  call void @check(i64 310, i64 %v310, i64 -1)
  %v311 = and i64 %x1, 0
  call void @check(i64 311, i64 %v311, i64 0)
  %v312 = or i64 %x1, 0
  call void @check(i64 312, i64 %v312, i64 -1)
  %v313 = xor i64 %x1, 0
  call void @check(i64 313, i64 %v313, i64 -1)
  %v314 = mul i64 %x1, 0
  call void @check(i64 314, i64 %v314, i64 0)
  %v315 = icmp slt i64 %x1, 0
  %v315.x = zext i1 %v315 to i64
  call void @check(i64 315, i64 %v315.x, i64 1)
  %v316 = icmp ult i64 %x1, 0
  %v316.x = zext i1 %v316 to i64
  call void @check(i64 316, i64 %v316.x, i64 0)
  %v317 = icmp eq i64 %x1, 0
  %v317.x = zext i1 %v317 to i64
  call void @check(i64 317, i64 %v317.x, i64 0)
  %v318 = icmp sgt i64 %x1, 0
  %v318.x = zext i1 %v318 to i64
  call void @check(i64 318, i64 %v318.x, i64 0)
  %v319 = icmp uge i64 %x1, 0
  %v319.x = zext i1 %v319 to i64
  call void @check(i64 319, i64 %v319.x, i64 1)
  %v320 = add i64 %x1, 1
  call void @check(i64 320, i64 %v320, i64 0)
  %v321 = sub i64 %x1, 1
  call void @check(i64 321, i64 %v321, i64 -2)
  %v322 = and i64 %x1, 1
  call void @check(i64 322, i64 %v322, i64 1)
  %v323 = or i64 %x1, 1
  call void @check(i64 323, i64 %v323, i64 -1)
  %v324 = xor i64 %x1, 1
  call void @check(i64 324, i64 %v324, i64 -2)
  %v325 = mul i64 %x1, 1
  call void @check(i64 325, i64 %v325, i64 -1)
  %v326 = icmp slt i64 %x1, 1
  %v326.x = zext i1 %v326 to i64
  call void @check(i64 326, i64 %v326.x, i64 1)
  %v327 = icmp ult i64 %x1, 1
  %v327.x = zext i1 %v327 to i64
  call void @check(i64 327, i64 %v327.x, i64 0)
  %v328 = icmp eq i64 %x1, 1
  %v328.x = zext i1 %v328 to i64
  call void @check(i64 328, i64 %v328.x, i64 0)
  %v329 = icmp sgt i64 %x1, 1
  %v329.x = zext i1 %v329 to i64
  call void @check(i64 329, i64 %v329.x, i64 0)
  %v330 = icmp uge i64 %x1, 1
  %v330.x = zext i1 %v330 to i64
  call void @check(i64 330, i64 %v330.x, i64 1)
  %v331 = add i64 %x1, -1
  call void @check(i64 331, i64 %v331, i64 -2)
  %v332 = sub i64 %x1, -1
  call void @check(i64 332, i64 %v332, i64 0)
  %v333 = and i64 %x1, -1
  call void @check(i64 333, i64 %v333, i64 -1)
  %v334 = or i64 %x1, -1
  call void @check(i64 334, i64 %v334, i64 -1)
  %v335 = xor i64 %x1, -1
  call void @check(i64 335, i64 %v335, i64 0)
  %v336 = mul i64 %x1, -1
  call void @check(i64 336, i64 %v336, i64 1)
  %v337 = icmp slt i64 %x1, -1
  %v337.x = zext i1 %v337 to i64
  call void @check(i64 337, i64 %v337.x, i64 0)
  %v338 = icmp ult i64 %x1, -1
  %v338.x = zext i1 %v338 to i64
  call void @check(i64 338, i64 %v338.x, i64 0)
  %v339 = icmp eq i64 %x1, -1
  %v339.x = zext i1 %v339 to i64
  call void @check(i64 339, i64 %v339.x, i64 1)
  %v340 = icmp sgt i64 %x1, -1
  %v340.x = zext i1 %v340 to i64
  call void @check(i64 340, i64 %v340.x, i64 0)
  %v341 = icmp uge i64 %x1, -1
  %v341.x = zext i1 %v341 to i64
  call void @check(i64 341, i64 %v341.x, i64 1)
  %v342 = add i64 %x1, 32767
  call void @check(i64 342, i64 %v342, i64 32766)
  %v343 = sub i64 %x1, 32767
  call void @check(i64 343, i64 %v343, i64 -32768)
  %v344 = and i64 %x1, 32767
  call void @check(i64 344, i64 %v344, i64 32767)
  %v345 = or i64 %x1, 32767
  call void @check(i64 345, i64 %v345, i64 -1)
  %v346 = xor i64 %x1, 32767
  call void @check(i64 346, i64 %v346, i64 -32768)
  %v347 = mul i64 %x1, 32767
  call void @check(i64 347, i64 %v347, i64 -32767)
  %v348 = icmp slt i64 %x1, 32767
  %v348.x = zext i1 %v348 to i64
  call void @check(i64 348, i64 %v348.x, i64 1)
  %v349 = icmp ult i64 %x1, 32767
  %v349.x = zext i1 %v349 to i64
  call void @check(i64 349, i64 %v349.x, i64 0)
  %v350 = icmp eq i64 %x1, 32767
  %v350.x = zext i1 %v350 to i64
  call void @check(i64 350, i64 %v350.x, i64 0)
  %v351 = icmp sgt i64 %x1, 32767
  %v351.x = zext i1 %v351 to i64
  call void @check(i64 351, i64 %v351.x, i64 0)
  %v352 = icmp uge i64 %x1, 32767
  %v352.x = zext i1 %v352 to i64
  call void @check(i64 352, i64 %v352.x, i64 1)
  %v353 = add i64 %x1, 32768
  call void @check(i64 353, i64 %v353, i64 32767)
  %v354 = sub i64 %x1, 32768
  call void @check(i64 354, i64 %v354, i64 -32769)
  %v355 = and i64 %x1, 32768
  call void @check(i64 355, i64 %v355, i64 32768)
  %v356 = or i64 %x1, 32768
  call void @check(i64 356, i64 %v356, i64 -1)
  %v357 = xor i64 %x1, 32768
  call void @check(i64 357, i64 %v357, i64 -32769)
  %v358 = mul i64 %x1, 32768
  call void @check(i64 358, i64 %v358, i64 -32768)
  %v359 = icmp slt i64 %x1, 32768
  %v359.x = zext i1 %v359 to i64
  call void @check(i64 359, i64 %v359.x, i64 1)
  %v360 = icmp ult i64 %x1, 32768
  %v360.x = zext i1 %v360 to i64
  call void @check(i64 360, i64 %v360.x, i64 0)
  %v361 = icmp eq i64 %x1, 32768
  %v361.x = zext i1 %v361 to i64
  call void @check(i64 361, i64 %v361.x, i64 0)
  %v362 = icmp sgt i64 %x1, 32768
  %v362.x = zext i1 %v362 to i64
  call void @check(i64 362, i64 %v362.x, i64 0)
  %v363 = icmp uge i64 %x1, 32768
  %v363.x = zext i1 %v363 to i64
  call void @check(i64 363, i64 %v363.x, i64 1)
  %v364 = add i64 %x1, -32768
  call void @check(i64 364, i64 %v364, i64 -32769)
  %v365 = sub i64 %x1, -32768
  call void @check(i64 365, i64 %v365, i64 32767)
  %v366 = and i64 %x1, -32768
  call void @check(i64 366, i64 %v366, i64 -32768)
  %v367 = or i64 %x1, -32768
  call void @check(i64 367, i64 %v367, i64 -1)
  %v368 = xor i64 %x1, -32768
  call void @check(i64 368, i64 %v368, i64 32767)
  %v369 = mul i64 %x1, -32768
  call void @check(i64 369, i64 %v369, i64 32768)
  %v370 = icmp slt i64 %x1, -32768
  %v370.x = zext i1 %v370 to i64
  call void @check(i64 370, i64 %v370.x, i64 0)
  %v371 = icmp ult i64 %x1, -32768
  %v371.x = zext i1 %v371 to i64
  call void @check(i64 371, i64 %v371.x, i64 0)
  %v372 = icmp eq i64 %x1, -32768
  %v372.x = zext i1 %v372 to i64
  call void @check(i64 372, i64 %v372.x, i64 0)
  %v373 = icmp sgt i64 %x1, -32768
  %v373.x = zext i1 %v373 to i64
  call void @check(i64 373, i64 %v373.x, i64 1)
  %v374 = icmp uge i64 %x1, -32768
  %v374.x = zext i1 %v374 to i64
  call void @check(i64 374, i64 %v374.x, i64 1)
  %v375 = add i64 %x1, -32769
  call void @check(i64 375, i64 %v375, i64 -32770)
  %v376 = sub i64 %x1, -32769
  call void @check(i64 376, i64 %v376, i64 32768)
  %v377 = and i64 %x1, -32769
  call void @check(i64 377, i64 %v377, i64 -32769)
  %v378 = or i64 %x1, -32769
  call void @check(i64 378, i64 %v378, i64 -1)
  %v379 = xor i64 %x1, -32769
  call void @check(i64 379, i64 %v379, i64 32768)
  %v380 = mul i64 %x1, -32769
  call void @check(i64 380, i64 %v380, i64 32769)
  %v381 = icmp slt i64 %x1, -32769
  %v381.x = zext i1 %v381 to i64
  call void @check(i64 381, i64 %v381.x, i64 0)
  %v382 = icmp ult i64 %x1, -32769
  %v382.x = zext i1 %v382 to i64
  call void @check(i64 382, i64 %v382.x, i64 0)
  %v383 = icmp eq i64 %x1, -32769
  %v383.x = zext i1 %v383 to i64
  call void @check(i64 383, i64 %v383.x, i64 0)
  %v384 = icmp sgt i64 %x1, -32769
  %v384.x = zext i1 %v384 to i64
  call void @check(i64 384, i64 %v384.x, i64 1)
  %v385 = icmp uge i64 %x1, -32769
  %v385.x = zext i1 %v385 to i64
  call void @check(i64 385, i64 %v385.x, i64 1)
  %v386 = add i64 %x1, 65535
  call void @check(i64 386, i64 %v386, i64 65534)
  %v387 = sub i64 %x1, 65535
  call void @check(i64 387, i64 %v387, i64 -65536)
  %v388 = and i64 %x1, 65535
  call void @check(i64 388, i64 %v388, i64 65535)
  %v389 = or i64 %x1, 65535
  call void @check(i64 389, i64 %v389, i64 -1)
  %v390 = xor i64 %x1, 65535
  call void @check(i64 390, i64 %v390, i64 -65536)
  %v391 = mul i64 %x1, 65535
  call void @check(i64 391, i64 %v391, i64 -65535)
  %v392 = icmp slt i64 %x1, 65535
  %v392.x = zext i1 %v392 to i64
  call void @check(i64 392, i64 %v392.x, i64 1)
  %v393 = icmp ult i64 %x1, 65535
  %v393.x = zext i1 %v393 to i64
  call void @check(i64 393, i64 %v393.x, i64 0)
  %v394 = icmp eq i64 %x1, 65535
  %v394.x = zext i1 %v394 to i64
  call void @check(i64 394, i64 %v394.x, i64 0)
  %v395 = icmp sgt i64 %x1, 65535
  %v395.x = zext i1 %v395 to i64
  call void @check(i64 395, i64 %v395.x, i64 0)
  %v396 = icmp uge i64 %x1, 65535
  %v396.x = zext i1 %v396 to i64
  call void @check(i64 396, i64 %v396.x, i64 1)
  %v397 = add i64 %x1, 65536
  call void @check(i64 397, i64 %v397, i64 65535)
  %v398 = sub i64 %x1, 65536
  call void @check(i64 398, i64 %v398, i64 -65537)
  %v399 = and i64 %x1, 65536
  call void @check(i64 399, i64 %v399, i64 65536)
  %v400 = or i64 %x1, 65536
  call void @check(i64 400, i64 %v400, i64 -1)
  %v401 = xor i64 %x1, 65536
  call void @check(i64 401, i64 %v401, i64 -65537)
  %v402 = mul i64 %x1, 65536
  call void @check(i64 402, i64 %v402, i64 -65536)
  %v403 = icmp slt i64 %x1, 65536
  %v403.x = zext i1 %v403 to i64
  call void @check(i64 403, i64 %v403.x, i64 1)
  %v404 = icmp ult i64 %x1, 65536
  %v404.x = zext i1 %v404 to i64
  call void @check(i64 404, i64 %v404.x, i64 0)
  %v405 = icmp eq i64 %x1, 65536
  %v405.x = zext i1 %v405 to i64
  call void @check(i64 405, i64 %v405.x, i64 0)
  %v406 = icmp sgt i64 %x1, 65536
  %v406.x = zext i1 %v406 to i64
  call void @check(i64 406, i64 %v406.x, i64 0)
  %v407 = icmp uge i64 %x1, 65536
  %v407.x = zext i1 %v407 to i64
  call void @check(i64 407, i64 %v407.x, i64 1)
  %v408 = add i64 %x1, 2147483647
  call void @check(i64 408, i64 %v408, i64 2147483646)
  %v409 = sub i64 %x1, 2147483647
  call void @check(i64 409, i64 %v409, i64 -2147483648)
  %v410 = and i64 %x1, 2147483647
  call void @check(i64 410, i64 %v410, i64 2147483647)
  %v411 = or i64 %x1, 2147483647
  call void @check(i64 411, i64 %v411, i64 -1)
  %v412 = xor i64 %x1, 2147483647
  call void @check(i64 412, i64 %v412, i64 -2147483648)
  %v413 = mul i64 %x1, 2147483647
  call void @check(i64 413, i64 %v413, i64 -2147483647)
  %v414 = icmp slt i64 %x1, 2147483647
  %v414.x = zext i1 %v414 to i64
  call void @check(i64 414, i64 %v414.x, i64 1)
  %v415 = icmp ult i64 %x1, 2147483647
  %v415.x = zext i1 %v415 to i64
  call void @check(i64 415, i64 %v415.x, i64 0)
  %v416 = icmp eq i64 %x1, 2147483647
  %v416.x = zext i1 %v416 to i64
  call void @check(i64 416, i64 %v416.x, i64 0)
  %v417 = icmp sgt i64 %x1, 2147483647
  %v417.x = zext i1 %v417 to i64
  call void @check(i64 417, i64 %v417.x, i64 0)
  %v418 = icmp uge i64 %x1, 2147483647
  %v418.x = zext i1 %v418 to i64
  call void @check(i64 418, i64 %v418.x, i64 1)
  %v419 = add i64 %x1, 2147483648
  call void @check(i64 419, i64 %v419, i64 2147483647)
  %v420 = sub i64 %x1, 2147483648
  call void @check(i64 420, i64 %v420, i64 -2147483649)
  %v421 = and i64 %x1, 2147483648
  call void @check(i64 421, i64 %v421, i64 2147483648)
  %v422 = or i64 %x1, 2147483648
  call void @check(i64 422, i64 %v422, i64 -1)
  %v423 = xor i64 %x1, 2147483648
  call void @check(i64 423, i64 %v423, i64 -2147483649)
  %v424 = mul i64 %x1, 2147483648
  call void @check(i64 424, i64 %v424, i64 -2147483648)
  %v425 = icmp slt i64 %x1, 2147483648
  %v425.x = zext i1 %v425 to i64
  call void @check(i64 425, i64 %v425.x, i64 1)
  %v426 = icmp ult i64 %x1, 2147483648
  %v426.x = zext i1 %v426 to i64
  call void @check(i64 426, i64 %v426.x, i64 0)
  %v427 = icmp eq i64 %x1, 2147483648
  %v427.x = zext i1 %v427 to i64
  call void @check(i64 427, i64 %v427.x, i64 0)
  %v428 = icmp sgt i64 %x1, 2147483648
  %v428.x = zext i1 %v428 to i64
  call void @check(i64 428, i64 %v428.x, i64 0)
  %v429 = icmp uge i64 %x1, 2147483648
  %v429.x = zext i1 %v429 to i64
  call void @check(i64 429, i64 %v429.x, i64 1)
  %v430 = add i64 %x1, 4294967295
  call void @check(i64 430, i64 %v430, i64 4294967294)
  %v431 = sub i64 %x1, 4294967295
  call void @check(i64 431, i64 %v431, i64 -4294967296)
  %v432 = and i64 %x1, 4294967295
  call void @check(i64 432, i64 %v432, i64 4294967295)
  %v433 = or i64 %x1, 4294967295
  call void @check(i64 433, i64 %v433, i64 -1)
  %v434 = xor i64 %x1, 4294967295
  call void @check(i64 434, i64 %v434, i64 -4294967296)
  %v435 = mul i64 %x1, 4294967295
  call void @check(i64 435, i64 %v435, i64 -4294967295)
  %v436 = icmp slt i64 %x1, 4294967295
  %v436.x = zext i1 %v436 to i64
  call void @check(i64 436, i64 %v436.x, i64 1)
  %v437 = icmp ult i64 %x1, 4294967295
  %v437.x = zext i1 %v437 to i64
  call void @check(i64 437, i64 %v437.x, i64 0)
  %v438 = icmp eq i64 %x1, 4294967295
  %v438.x = zext i1 %v438 to i64
  call void @check(i64 438, i64 %v438.x, i64 0)
  %v439 = icmp sgt i64 %x1, 4294967295
  %v439.x = zext i1 %v439 to i64
  call void @check(i64 439, i64 %v439.x, i64 0)
  %v440 = icmp uge i64 %x1, 4294967295
  %v440.x = zext i1 %v440 to i64
  call void @check(i64 440, i64 %v440.x, i64 1)
  %v441 = add i64 %x1, 4294967296
  call void @check(i64 441, i64 %v441, i64 4294967295)
  %v442 = sub i64 %x1, 4294967296
  call void @check(i64 442, i64 %v442, i64 -4294967297)
  %v443 = and i64 %x1, 4294967296
  call void @check(i64 443, i64 %v443, i64 4294967296)
  %v444 = or i64 %x1, 4294967296
  call void @check(i64 444, i64 %v444, i64 -1)
  %v445 = xor i64 %x1, 4294967296
  call void @check(i64 445, i64 %v445, i64 -4294967297)
  %v446 = mul i64 %x1, 4294967296
  call void @check(i64 446, i64 %v446, i64 -4294967296)
  %v447 = icmp slt i64 %x1, 4294967296
  %v447.x = zext i1 %v447 to i64
  call void @check(i64 447, i64 %v447.x, i64 1)
  %v448 = icmp ult i64 %x1, 4294967296
  %v448.x = zext i1 %v448 to i64
  call void @check(i64 448, i64 %v448.x, i64 0)
  %v449 = icmp eq i64 %x1, 4294967296
  %v449.x = zext i1 %v449 to i64
  call void @check(i64 449, i64 %v449.x, i64 0)
  %v450 = icmp sgt i64 %x1, 4294967296
  %v450.x = zext i1 %v450 to i64
  call void @check(i64 450, i64 %v450.x, i64 0)
  %v451 = icmp uge i64 %x1, 4294967296
  %v451.x = zext i1 %v451 to i64
  call void @check(i64 451, i64 %v451.x, i64 1)
  %v452 = add i64 %x1, 4294901760
  call void @check(i64 452, i64 %v452, i64 4294901759)
  %v453 = sub i64 %x1, 4294901760
  call void @check(i64 453, i64 %v453, i64 -4294901761)
  %v454 = and i64 %x1, 4294901760
  call void @check(i64 454, i64 %v454, i64 4294901760)
  %v455 = or i64 %x1, 4294901760
  call void @check(i64 455, i64 %v455, i64 -1)
  %v456 = xor i64 %x1, 4294901760
  call void @check(i64 456, i64 %v456, i64 -4294901761)
  %v457 = mul i64 %x1, 4294901760
  call void @check(i64 457, i64 %v457, i64 -4294901760)
  %v458 = icmp slt i64 %x1, 4294901760
  %v458.x = zext i1 %v458 to i64
  call void @check(i64 458, i64 %v458.x, i64 1)
  %v459 = icmp ult i64 %x1, 4294901760
  %v459.x = zext i1 %v459 to i64
  call void @check(i64 459, i64 %v459.x, i64 0)
  %v460 = icmp eq i64 %x1, 4294901760
  %v460.x = zext i1 %v460 to i64
  call void @check(i64 460, i64 %v460.x, i64 0)
  %v461 = icmp sgt i64 %x1, 4294901760
  %v461.x = zext i1 %v461 to i64
  call void @check(i64 461, i64 %v461.x, i64 0)
  %v462 = icmp uge i64 %x1, 4294901760
  %v462.x = zext i1 %v462 to i64
  call void @check(i64 462, i64 %v462.x, i64 1)
  %v463 = add i64 %x1, 281470681743360
  call void @check(i64 463, i64 %v463, i64 281470681743359)
  %v464 = sub i64 %x1, 281470681743360
  call void @check(i64 464, i64 %v464, i64 -281470681743361)
  %v465 = and i64 %x1, 281470681743360
  call void @check(i64 465, i64 %v465, i64 281470681743360)
  %v466 = or i64 %x1, 281470681743360
  call void @check(i64 466, i64 %v466, i64 -1)
  %v467 = xor i64 %x1, 281470681743360
  call void @check(i64 467, i64 %v467, i64 -281470681743361)
  %v468 = mul i64 %x1, 281470681743360
  call void @check(i64 468, i64 %v468, i64 -281470681743360)
  %v469 = icmp slt i64 %x1, 281470681743360
  %v469.x = zext i1 %v469 to i64
  call void @check(i64 469, i64 %v469.x, i64 1)
  %v470 = icmp ult i64 %x1, 281470681743360
  %v470.x = zext i1 %v470 to i64
  call void @check(i64 470, i64 %v470.x, i64 0)
  %v471 = icmp eq i64 %x1, 281470681743360
  %v471.x = zext i1 %v471 to i64
  call void @check(i64 471, i64 %v471.x, i64 0)
  %v472 = icmp sgt i64 %x1, 281470681743360
  %v472.x = zext i1 %v472 to i64
  call void @check(i64 472, i64 %v472.x, i64 0)
  %v473 = icmp uge i64 %x1, 281470681743360
  %v473.x = zext i1 %v473 to i64
  call void @check(i64 473, i64 %v473.x, i64 1)
  %v474 = add i64 %x1, -9223372036854775808
  call void @check(i64 474, i64 %v474, i64 9223372036854775807)
  %v475 = sub i64 %x1, -9223372036854775808
  call void @check(i64 475, i64 %v475, i64 9223372036854775807)
  %v476 = and i64 %x1, -9223372036854775808
  call void @check(i64 476, i64 %v476, i64 -9223372036854775808)
  %v477 = or i64 %x1, -9223372036854775808
  call void @check(i64 477, i64 %v477, i64 -1)
  %v478 = xor i64 %x1, -9223372036854775808
  call void @check(i64 478, i64 %v478, i64 9223372036854775807)
  %v479 = mul i64 %x1, -9223372036854775808
  call void @check(i64 479, i64 %v479, i64 -9223372036854775808)
  %v480 = icmp slt i64 %x1, -9223372036854775808
  %v480.x = zext i1 %v480 to i64
  call void @check(i64 480, i64 %v480.x, i64 0)
  %v481 = icmp ult i64 %x1, -9223372036854775808
  %v481.x = zext i1 %v481 to i64
  call void @check(i64 481, i64 %v481.x, i64 0)
  %v482 = icmp eq i64 %x1, -9223372036854775808
  %v482.x = zext i1 %v482 to i64
  call void @check(i64 482, i64 %v482.x, i64 0)
  %v483 = icmp sgt i64 %x1, -9223372036854775808
  %v483.x = zext i1 %v483 to i64
  call void @check(i64 483, i64 %v483.x, i64 1)
  %v484 = icmp uge i64 %x1, -9223372036854775808
  %v484.x = zext i1 %v484 to i64
  call void @check(i64 484, i64 %v484.x, i64 1)
  %v485 = add i32 %y1, 0
  %v485.x = sext i32 %v485 to i64
  call void @check(i64 485, i64 %v485.x, i64 -1)
  %v486 = sub i32 %y1, 0
  %v486.x = sext i32 %v486 to i64
  call void @check(i64 486, i64 %v486.x, i64 -1)
  %v487 = and i32 %y1, 0
  %v487.x = sext i32 %v487 to i64
  call void @check(i64 487, i64 %v487.x, i64 0)
  %v488 = or i32 %y1, 0
  %v488.x = sext i32 %v488 to i64
  call void @check(i64 488, i64 %v488.x, i64 -1)
  %v489 = xor i32 %y1, 0
  %v489.x = sext i32 %v489 to i64
  call void @check(i64 489, i64 %v489.x, i64 -1)
  %v490 = mul i32 %y1, 0
  %v490.x = sext i32 %v490 to i64
  call void @check(i64 490, i64 %v490.x, i64 0)
  %v491 = icmp slt i32 %y1, 0
  %v491.x = zext i1 %v491 to i64
  call void @check(i64 491, i64 %v491.x, i64 1)
  %v492 = icmp ult i32 %y1, 0
  %v492.x = zext i1 %v492 to i64
  call void @check(i64 492, i64 %v492.x, i64 0)
  %v493 = icmp eq i32 %y1, 0
  %v493.x = zext i1 %v493 to i64
  call void @check(i64 493, i64 %v493.x, i64 0)
  %v494 = icmp sgt i32 %y1, 0
  %v494.x = zext i1 %v494 to i64
  call void @check(i64 494, i64 %v494.x, i64 0)
  %v495 = icmp uge i32 %y1, 0
  %v495.x = zext i1 %v495 to i64
  call void @check(i64 495, i64 %v495.x, i64 1)
  %v496 = add i32 %y1, 1
  %v496.x = sext i32 %v496 to i64
  call void @check(i64 496, i64 %v496.x, i64 0)
  %v497 = sub i32 %y1, 1
  %v497.x = sext i32 %v497 to i64
  call void @check(i64 497, i64 %v497.x, i64 -2)
  %v498 = and i32 %y1, 1
  %v498.x = sext i32 %v498 to i64
  call void @check(i64 498, i64 %v498.x, i64 1)
  %v499 = or i32 %y1, 1
  %v499.x = sext i32 %v499 to i64
  call void @check(i64 499, i64 %v499.x, i64 -1)
  %v500 = xor i32 %y1, 1
  %v500.x = sext i32 %v500 to i64
  call void @check(i64 500, i64 %v500.x, i64 -2)
  %v501 = mul i32 %y1, 1
  %v501.x = sext i32 %v501 to i64
  call void @check(i64 501, i64 %v501.x, i64 -1)
  %v502 = icmp slt i32 %y1, 1
  %v502.x = zext i1 %v502 to i64
  call void @check(i64 502, i64 %v502.x, i64 1)
  %v503 = icmp ult i32 %y1, 1
  %v503.x = zext i1 %v503 to i64
  call void @check(i64 503, i64 %v503.x, i64 0)
  %v504 = icmp eq i32 %y1, 1
  %v504.x = zext i1 %v504 to i64
  call void @check(i64 504, i64 %v504.x, i64 0)
  %v505 = icmp sgt i32 %y1, 1
  %v505.x = zext i1 %v505 to i64
  call void @check(i64 505, i64 %v505.x, i64 0)
  %v506 = icmp uge i32 %y1, 1
  %v506.x = zext i1 %v506 to i64
  call void @check(i64 506, i64 %v506.x, i64 1)
  %v507 = add i32 %y1, -1
  %v507.x = sext i32 %v507 to i64
  call void @check(i64 507, i64 %v507.x, i64 -2)
  %v508 = sub i32 %y1, -1
  %v508.x = sext i32 %v508 to i64
  call void @check(i64 508, i64 %v508.x, i64 0)
  %v509 = and i32 %y1, -1
  %v509.x = sext i32 %v509 to i64
  call void @check(i64 509, i64 %v509.x, i64 -1)
  %v510 = or i32 %y1, -1
  %v510.x = sext i32 %v510 to i64
  call void @check(i64 510, i64 %v510.x, i64 -1)
  %v511 = xor i32 %y1, -1
  %v511.x = sext i32 %v511 to i64
  call void @check(i64 511, i64 %v511.x, i64 0)
  %v512 = mul i32 %y1, -1
  %v512.x = sext i32 %v512 to i64
  call void @check(i64 512, i64 %v512.x, i64 1)
  %v513 = icmp slt i32 %y1, -1
  %v513.x = zext i1 %v513 to i64
  call void @check(i64 513, i64 %v513.x, i64 0)
  %v514 = icmp ult i32 %y1, -1
  %v514.x = zext i1 %v514 to i64
  call void @check(i64 514, i64 %v514.x, i64 0)
  %v515 = icmp eq i32 %y1, -1
  %v515.x = zext i1 %v515 to i64
  call void @check(i64 515, i64 %v515.x, i64 1)
  %v516 = icmp sgt i32 %y1, -1
  %v516.x = zext i1 %v516 to i64
  call void @check(i64 516, i64 %v516.x, i64 0)
  %v517 = icmp uge i32 %y1, -1
  %v517.x = zext i1 %v517 to i64
  call void @check(i64 517, i64 %v517.x, i64 1)
  %v518 = add i32 %y1, 32767
  %v518.x = sext i32 %v518 to i64
  call void @check(i64 518, i64 %v518.x, i64 32766)
  %v519 = sub i32 %y1, 32767
  %v519.x = sext i32 %v519 to i64
  call void @check(i64 519, i64 %v519.x, i64 -32768)
  %v520 = and i32 %y1, 32767
  %v520.x = sext i32 %v520 to i64
  call void @check(i64 520, i64 %v520.x, i64 32767)
  %v521 = or i32 %y1, 32767
  %v521.x = sext i32 %v521 to i64
  call void @check(i64 521, i64 %v521.x, i64 -1)
  %v522 = xor i32 %y1, 32767
  %v522.x = sext i32 %v522 to i64
  call void @check(i64 522, i64 %v522.x, i64 -32768)
  %v523 = mul i32 %y1, 32767
  %v523.x = sext i32 %v523 to i64
  call void @check(i64 523, i64 %v523.x, i64 -32767)
  %v524 = icmp slt i32 %y1, 32767
  %v524.x = zext i1 %v524 to i64
  call void @check(i64 524, i64 %v524.x, i64 1)
  %v525 = icmp ult i32 %y1, 32767
  %v525.x = zext i1 %v525 to i64
  call void @check(i64 525, i64 %v525.x, i64 0)
  %v526 = icmp eq i32 %y1, 32767
  %v526.x = zext i1 %v526 to i64
  call void @check(i64 526, i64 %v526.x, i64 0)
  %v527 = icmp sgt i32 %y1, 32767
  %v527.x = zext i1 %v527 to i64
  call void @check(i64 527, i64 %v527.x, i64 0)
  %v528 = icmp uge i32 %y1, 32767
  %v528.x = zext i1 %v528 to i64
  call void @check(i64 528, i64 %v528.x, i64 1)
  %v529 = add i32 %y1, 32768
  %v529.x = sext i32 %v529 to i64
  call void @check(i64 529, i64 %v529.x, i64 32767)
  %v530 = sub i32 %y1, 32768
  %v530.x = sext i32 %v530 to i64
  call void @check(i64 530, i64 %v530.x, i64 -32769)
  %v531 = and i32 %y1, 32768
  %v531.x = sext i32 %v531 to i64
  call void @check(i64 531, i64 %v531.x, i64 32768)
  %v532 = or i32 %y1, 32768
  %v532.x = sext i32 %v532 to i64
  call void @check(i64 532, i64 %v532.x, i64 -1)
  %v533 = xor i32 %y1, 32768
  %v533.x = sext i32 %v533 to i64
  call void @check(i64 533, i64 %v533.x, i64 -32769)
  %v534 = mul i32 %y1, 32768
  %v534.x = sext i32 %v534 to i64
  call void @check(i64 534, i64 %v534.x, i64 -32768)
  %v535 = icmp slt i32 %y1, 32768
  %v535.x = zext i1 %v535 to i64
  call void @check(i64 535, i64 %v535.x, i64 1)
  %v536 = icmp ult i32 %y1, 32768
  %v536.x = zext i1 %v536 to i64
  call void @check(i64 536, i64 %v536.x, i64 0)
  %v537 = icmp eq i32 %y1, 32768
  %v537.x = zext i1 %v537 to i64
  call void @check(i64 537, i64 %v537.x, i64 0)
  %v538 = icmp sgt i32 %y1, 32768
  %v538.x = zext i1 %v538 to i64
  call void @check(i64 538, i64 %v538.x, i64 0)
  %v539 = icmp uge i32 %y1, 32768
  %v539.x = zext i1 %v539 to i64
  call void @check(i64 539, i64 %v539.x, i64 1)
  %v540 = add i32 %y1, -32768
  %v540.x = sext i32 %v540 to i64
  call void @check(i64 540, i64 %v540.x, i64 -32769)
  %v541 = sub i32 %y1, -32768
  %v541.x = sext i32 %v541 to i64
  call void @check(i64 541, i64 %v541.x, i64 32767)
  %v542 = and i32 %y1, -32768
  %v542.x = sext i32 %v542 to i64
  call void @check(i64 542, i64 %v542.x, i64 -32768)
  %v543 = or i32 %y1, -32768
  %v543.x = sext i32 %v543 to i64
  call void @check(i64 543, i64 %v543.x, i64 -1)
  %v544 = xor i32 %y1, -32768
  %v544.x = sext i32 %v544 to i64
  call void @check(i64 544, i64 %v544.x, i64 32767)
  %v545 = mul i32 %y1, -32768
  %v545.x = sext i32 %v545 to i64
  call void @check(i64 545, i64 %v545.x, i64 32768)
  %v546 = icmp slt i32 %y1, -32768
  %v546.x = zext i1 %v546 to i64
  call void @check(i64 546, i64 %v546.x, i64 0)
  %v547 = icmp ult i32 %y1, -32768
  %v547.x = zext i1 %v547 to i64
  call void @check(i64 547, i64 %v547.x, i64 0)
  %v548 = icmp eq i32 %y1, -32768
  %v548.x = zext i1 %v548 to i64
  call void @check(i64 548, i64 %v548.x, i64 0)
  %v549 = icmp sgt i32 %y1, -32768
  %v549.x = zext i1 %v549 to i64
  call void @check(i64 549, i64 %v549.x, i64 1)
  %v550 = icmp uge i32 %y1, -32768
  %v550.x = zext i1 %v550 to i64
  call void @check(i64 550, i64 %v550.x, i64 1)
  %v551 = add i32 %y1, -32769
  %v551.x = sext i32 %v551 to i64
  call void @check(i64 551, i64 %v551.x, i64 -32770)
  %v552 = sub i32 %y1, -32769
  %v552.x = sext i32 %v552 to i64
  call void @check(i64 552, i64 %v552.x, i64 32768)
  %v553 = and i32 %y1, -32769
  %v553.x = sext i32 %v553 to i64
  call void @check(i64 553, i64 %v553.x, i64 -32769)
  %v554 = or i32 %y1, -32769
  %v554.x = sext i32 %v554 to i64
  call void @check(i64 554, i64 %v554.x, i64 -1)
  %v555 = xor i32 %y1, -32769
  %v555.x = sext i32 %v555 to i64
  call void @check(i64 555, i64 %v555.x, i64 32768)
  %v556 = mul i32 %y1, -32769
  %v556.x = sext i32 %v556 to i64
  call void @check(i64 556, i64 %v556.x, i64 32769)
  %v557 = icmp slt i32 %y1, -32769
  %v557.x = zext i1 %v557 to i64
  call void @check(i64 557, i64 %v557.x, i64 0)
  %v558 = icmp ult i32 %y1, -32769
  %v558.x = zext i1 %v558 to i64
  call void @check(i64 558, i64 %v558.x, i64 0)
  %v559 = icmp eq i32 %y1, -32769
  %v559.x = zext i1 %v559 to i64
  call void @check(i64 559, i64 %v559.x, i64 0)
  %v560 = icmp sgt i32 %y1, -32769
  %v560.x = zext i1 %v560 to i64
  call void @check(i64 560, i64 %v560.x, i64 1)
  %v561 = icmp uge i32 %y1, -32769
  %v561.x = zext i1 %v561 to i64
  call void @check(i64 561, i64 %v561.x, i64 1)
  %v562 = add i32 %y1, 65535
  %v562.x = sext i32 %v562 to i64
  call void @check(i64 562, i64 %v562.x, i64 65534)
  %v563 = sub i32 %y1, 65535
  %v563.x = sext i32 %v563 to i64
  call void @check(i64 563, i64 %v563.x, i64 -65536)
  %v564 = and i32 %y1, 65535
  %v564.x = sext i32 %v564 to i64
  call void @check(i64 564, i64 %v564.x, i64 65535)
  %v565 = or i32 %y1, 65535
  %v565.x = sext i32 %v565 to i64
  call void @check(i64 565, i64 %v565.x, i64 -1)
  %v566 = xor i32 %y1, 65535
  %v566.x = sext i32 %v566 to i64
  call void @check(i64 566, i64 %v566.x, i64 -65536)
  %v567 = mul i32 %y1, 65535
  %v567.x = sext i32 %v567 to i64
  call void @check(i64 567, i64 %v567.x, i64 -65535)
  %v568 = icmp slt i32 %y1, 65535
  %v568.x = zext i1 %v568 to i64
  call void @check(i64 568, i64 %v568.x, i64 1)
  %v569 = icmp ult i32 %y1, 65535
  %v569.x = zext i1 %v569 to i64
  call void @check(i64 569, i64 %v569.x, i64 0)
  %v570 = icmp eq i32 %y1, 65535
  %v570.x = zext i1 %v570 to i64
  call void @check(i64 570, i64 %v570.x, i64 0)
  %v571 = icmp sgt i32 %y1, 65535
  %v571.x = zext i1 %v571 to i64
  call void @check(i64 571, i64 %v571.x, i64 0)
  %v572 = icmp uge i32 %y1, 65535
  %v572.x = zext i1 %v572 to i64
  call void @check(i64 572, i64 %v572.x, i64 1)
  %v573 = add i32 %y1, 65536
  %v573.x = sext i32 %v573 to i64
  call void @check(i64 573, i64 %v573.x, i64 65535)
  %v574 = sub i32 %y1, 65536
  %v574.x = sext i32 %v574 to i64
  call void @check(i64 574, i64 %v574.x, i64 -65537)
  %v575 = and i32 %y1, 65536
  %v575.x = sext i32 %v575 to i64
  call void @check(i64 575, i64 %v575.x, i64 65536)
  %v576 = or i32 %y1, 65536
  %v576.x = sext i32 %v576 to i64
  call void @check(i64 576, i64 %v576.x, i64 -1)
  %v577 = xor i32 %y1, 65536
  %v577.x = sext i32 %v577 to i64
  call void @check(i64 577, i64 %v577.x, i64 -65537)
  %v578 = mul i32 %y1, 65536
  %v578.x = sext i32 %v578 to i64
  call void @check(i64 578, i64 %v578.x, i64 -65536)
  %v579 = icmp slt i32 %y1, 65536
  %v579.x = zext i1 %v579 to i64
  call void @check(i64 579, i64 %v579.x, i64 1)
  %v580 = icmp ult i32 %y1, 65536
  %v580.x = zext i1 %v580 to i64
  call void @check(i64 580, i64 %v580.x, i64 0)
  %v581 = icmp eq i32 %y1, 65536
  %v581.x = zext i1 %v581 to i64
  call void @check(i64 581, i64 %v581.x, i64 0)
  %v582 = icmp sgt i32 %y1, 65536
  %v582.x = zext i1 %v582 to i64
  call void @check(i64 582, i64 %v582.x, i64 0)
  %v583 = icmp uge i32 %y1, 65536
  %v583.x = zext i1 %v583 to i64
  call void @check(i64 583, i64 %v583.x, i64 1)
  %v584 = add i32 %y1, 2147483647
  %v584.x = sext i32 %v584 to i64
  call void @check(i64 584, i64 %v584.x, i64 2147483646)
  %v585 = sub i32 %y1, 2147483647
  %v585.x = sext i32 %v585 to i64
  call void @check(i64 585, i64 %v585.x, i64 -2147483648)
  %v586 = and i32 %y1, 2147483647
  %v586.x = sext i32 %v586 to i64
  call void @check(i64 586, i64 %v586.x, i64 2147483647)
  %v587 = or i32 %y1, 2147483647
  %v587.x = sext i32 %v587 to i64
  call void @check(i64 587, i64 %v587.x, i64 -1)
  %v588 = xor i32 %y1, 2147483647
  %v588.x = sext i32 %v588 to i64
  call void @check(i64 588, i64 %v588.x, i64 -2147483648)
  %v589 = mul i32 %y1, 2147483647
  %v589.x = sext i32 %v589 to i64
  call void @check(i64 589, i64 %v589.x, i64 -2147483647)
  %v590 = icmp slt i32 %y1, 2147483647
  %v590.x = zext i1 %v590 to i64
  call void @check(i64 590, i64 %v590.x, i64 1)
  %v591 = icmp ult i32 %y1, 2147483647
  %v591.x = zext i1 %v591 to i64
  call void @check(i64 591, i64 %v591.x, i64 0)
  %v592 = icmp eq i32 %y1, 2147483647
  %v592.x = zext i1 %v592 to i64
  call void @check(i64 592, i64 %v592.x, i64 0)
  %v593 = icmp sgt i32 %y1, 2147483647
  %v593.x = zext i1 %v593 to i64
  call void @check(i64 593, i64 %v593.x, i64 0)
  %v594 = icmp uge i32 %y1, 2147483647
  %v594.x = zext i1 %v594 to i64
  call void @check(i64 594, i64 %v594.x, i64 1)
  %v595 = add i32 %y1, -2147483648
  %v595.x = sext i32 %v595 to i64
  call void @check(i64 595, i64 %v595.x, i64 2147483647)
  %v596 = sub i32 %y1, -2147483648
  %v596.x = sext i32 %v596 to i64
  call void @check(i64 596, i64 %v596.x, i64 2147483647)
  %v597 = and i32 %y1, -2147483648
  %v597.x = sext i32 %v597 to i64
  call void @check(i64 597, i64 %v597.x, i64 -2147483648)
  %v598 = or i32 %y1, -2147483648
  %v598.x = sext i32 %v598 to i64
  call void @check(i64 598, i64 %v598.x, i64 -1)
  %v599 = xor i32 %y1, -2147483648
  %v599.x = sext i32 %v599 to i64
  call void @check(i64 599, i64 %v599.x, i64 2147483647)
  %v600 = mul i32 %y1, -2147483648
  %v600.x = sext i32 %v600 to i64
  call void @check(i64 600, i64 %v600.x, i64 -2147483648)
  %v601 = icmp slt i32 %y1, -2147483648
  %v601.x = zext i1 %v601 to i64
  call void @check(i64 601, i64 %v601.x, i64 0)
  %v602 = icmp ult i32 %y1, -2147483648
  %v602.x = zext i1 %v602 to i64
  call void @check(i64 602, i64 %v602.x, i64 0)
  %v603 = icmp eq i32 %y1, -2147483648
  %v603.x = zext i1 %v603 to i64
  call void @check(i64 603, i64 %v603.x, i64 0)
  %v604 = icmp sgt i32 %y1, -2147483648
  %v604.x = zext i1 %v604 to i64
  call void @check(i64 604, i64 %v604.x, i64 1)
  %v605 = icmp uge i32 %y1, -2147483648
  %v605.x = zext i1 %v605 to i64
  call void @check(i64 605, i64 %v605.x, i64 1)
  %v606 = add i32 %y1, -65536
  %v606.x = sext i32 %v606 to i64
  call void @check(i64 606, i64 %v606.x, i64 -65537)
  %v607 = sub i32 %y1, -65536
  %v607.x = sext i32 %v607 to i64
  call void @check(i64 607, i64 %v607.x, i64 65535)
  %v608 = and i32 %y1, -65536
  %v608.x = sext i32 %v608 to i64
  call void @check(i64 608, i64 %v608.x, i64 -65536)
  %v609 = or i32 %y1, -65536
  %v609.x = sext i32 %v609 to i64
  call void @check(i64 609, i64 %v609.x, i64 -1)
  %v610 = xor i32 %y1, -65536
  %v610.x = sext i32 %v610 to i64
  call void @check(i64 610, i64 %v610.x, i64 65535)
  %v611 = mul i32 %y1, -65536
  %v611.x = sext i32 %v611 to i64
  call void @check(i64 611, i64 %v611.x, i64 65536)
  %v612 = icmp slt i32 %y1, -65536
  %v612.x = zext i1 %v612 to i64
  call void @check(i64 612, i64 %v612.x, i64 0)
  %v613 = icmp ult i32 %y1, -65536
  %v613.x = zext i1 %v613 to i64
  call void @check(i64 613, i64 %v613.x, i64 0)
  %v614 = icmp eq i32 %y1, -65536
  %v614.x = zext i1 %v614 to i64
  call void @check(i64 614, i64 %v614.x, i64 0)
  %v615 = icmp sgt i32 %y1, -65536
  %v615.x = zext i1 %v615 to i64
  call void @check(i64 615, i64 %v615.x, i64 1)
  %v616 = icmp uge i32 %y1, -65536
  %v616.x = zext i1 %v616 to i64
  call void @check(i64 616, i64 %v616.x, i64 1)
  %x2 = load i64, i64* @x2
  %y2 = load i32, i32* @y2
  %v617 = add i64 %x2, 0
  call void @check(i64 617, i64 %v617, i64 2147483648)
  %v618 = sub i64 %x2, 0
  call void @check(i64 618, i64 %v618, i64 2147483648)
  %v619 = and i64 %x2, 0
  call void @check(i64 619, i64 %v619, i64 0)
  %v620 = or i64 %x2, 0
  call void @check(i64 620, i64 %v620, i64 2147483648)
  %v621 = xor i64 %x2, 0
  call void @check(i64 621, i64 %v621, i64 2147483648)
  %v622 = mul i64 %x2, 0
  call void @check(i64 622, i64 %v622, i64 0)
  %v623 = icmp slt i64 %x2, 0
  %v623.x = zext i1 %v623 to i64
  call void @check(i64 623, i64 %v623.x, i64 0)
  %v624 = icmp ult i64 %x2, 0
  %v624.x = zext i1 %v624 to i64
  call void @check(i64 624, i64 %v624.x, i64 0)
  %v625 = icmp eq i64 %x2, 0
  %v625.x = zext i1 %v625 to i64
  call void @check(i64 625, i64 %v625.x, i64 0)
  %v626 = icmp sgt i64 %x2, 0
  %v626.x = zext i1 %v626 to i64
  call void @check(i64 626, i64 %v626.x, i64 1)
  %v627 = icmp uge i64 %x2, 0
  %v627.x = zext i1 %v627 to i64
  call void @check(i64 627, i64 %v627.x, i64 1)
  %v628 = add i64 %x2, 1
  call void @check(i64 628, i64 %v628, i64 2147483649)
  %v629 = sub i64 %x2, 1
  call void @check(i64 629, i64 %v629, i64 2147483647)
  %v630 = and i64 %x2, 1
  call void @check(i64 630, i64 %v630, i64 0)
  %v631 = or i64 %x2, 1
  call void @check(i64 631, i64 %v631, i64 2147483649)
  %v632 = xor i64 %x2, 1
  call void @check(i64 632, i64 %v632, i64 2147483649)
  %v633 = mul i64 %x2, 1
  call void @check(i64 633, i64 %v633, i64 2147483648)
  %v634 = icmp slt i64 %x2, 1
  %v634.x = zext i1 %v634 to i64
  call void @check(i64 634, i64 %v634.x, i64 0)
  %v635 = icmp ult i64 %x2, 1
  %v635.x = zext i1 %v635 to i64
  call void @check(i64 635, i64 %v635.x, i64 0)
  %v636 = icmp eq i64 %x2, 1
  %v636.x = zext i1 %v636 to i64
  call void @check(i64 636, i64 %v636.x, i64 0)
  %v637 = icmp sgt i64 %x2, 1
  %v637.x = zext i1 %v637 to i64
  call void @check(i64 637, i64 %v637.x, i64 1)
  %v638 = icmp uge i64 %x2, 1
  %v638.x = zext i1 %v638 to i64
  call void @check(i64 638, i64 %v638.x, i64 1)
  %v639 = add i64 %x2, -1
  call void @check(i64 639, i64 %v639, i64 2147483647)
  %v640 = sub i64 %x2, -1
  call void @check(i64 640, i64 %v640, i64 2147483649)
  %v641 = and i64 %x2, -1
  call void @check(i64 641, i64 %v641, i64 2147483648)
  %v642 = or i64 %x2, -1
  call void @check(i64 642, i64 %v642, i64 -1)
  %v643 = xor i64 %x2, -1
  call void @check(i64 643, i64 %v643, i64 -2147483649)
  %v644 = mul i64 %x2, -1
  call void @check(i64 644, i64 %v644, i64 -2147483648)
  %v645 = icmp slt i64 %x2, -1
  %v645.x = zext i1 %v645 to i64
  call void @check(i64 645, i64 %v645.x, i64 0)
  %v646 = icmp ult i64 %x2, -1
  %v646.x = zext i1 %v646 to i64
  call void @check(i64 646, i64 %v646.x, i64 1)
  %v647 = icmp eq i64 %x2, -1
  %v647.x = zext i1 %v647 to i64
  call void @check(i64 647, i64 %v647.x, i64 0)
  %v648 = icmp sgt i64 %x2, -1
  %v648.x = zext i1 %v648 to i64
  call void @check(i64 648, i64 %v648.x, i64 1)
  %v649 = icmp uge i64 %x2, -1
  %v649.x = zext i1 %v649 to i64
  call void @check(i64 649, i64 %v649.x, i64 0)
  %v650 = add i64 %x2, 32767
  call void @check(i64 650, i64 %v650, i64 2147516415)
  %v651 = sub i64 %x2, 32767
  call void @check(i64 651, i64 %v651, i64 2147450881)
  %v652 = and i64 %x2, 32767
  call void @check(i64 652, i64 %v652, i64 0)
  %v653 = or i64 %x2, 32767
  call void @check(i64 653, i64 %v653, i64 2147516415)
  %v654 = xor i64 %x2, 32767
  call void @check(i64 654, i64 %v654, i64 2147516415)
  %v655 = mul i64 %x2, 32767
  call void @check(i64 655, i64 %v655, i64 70366596694016)
  %v656 = icmp slt i64 %x2, 32767
  %v656.x = zext i1 %v656 to i64
  call void @check(i64 656, i64 %v656.x, i64 0)
  %v657 = icmp ult i64 %x2, 32767
  %v657.x = zext i1 %v657 to i64
  call void @check(i64 657, i64 %v657.x, i64 0)
  %v658 = icmp eq i64 %x2, 32767
  %v658.x = zext i1 %v658 to i64
  call void @check(i64 658, i64 %v658.x, i64 0)
  %v659 = icmp sgt i64 %x2, 32767
  %v659.x = zext i1 %v659 to i64
  call void @check(i64 659, i64 %v659.x, i64 1)
  %v660 = icmp uge i64 %x2, 32767
  %v660.x = zext i1 %v660 to i64
  call void @check(i64 660, i64 %v660.x, i64 1)
  %v661 = add i64 %x2, 32768
  call void @check(i64 661, i64 %v661, i64 2147516416)
  %v662 = sub i64 %x2, 32768
  call void @check(i64 662, i64 %v662, i64 2147450880)
  %v663 = and i64 %x2, 32768
  call void @check(i64 663, i64 %v663, i64 0)
  %v664 = or i64 %x2, 32768
  call void @check(i64 664, i64 %v664, i64 2147516416)
  %v665 = xor i64 %x2, 32768
  call void @check(i64 665, i64 %v665, i64 2147516416)
  %v666 = mul i64 %x2, 32768
  call void @check(i64 666, i64 %v666, i64 70368744177664)
  %v667 = icmp slt i64 %x2, 32768
  %v667.x = zext i1 %v667 to i64
  call void @check(i64 667, i64 %v667.x, i64 0)
  %v668 = icmp ult i64 %x2, 32768
  %v668.x = zext i1 %v668 to i64
  call void @check(i64 668, i64 %v668.x, i64 0)
  %v669 = icmp eq i64 %x2, 32768
  %v669.x = zext i1 %v669 to i64
  call void @check(i64 669, i64 %v669.x, i64 0)
  %v670 = icmp sgt i64 %x2, 32768
  %v670.x = zext i1 %v670 to i64
  call void @check(i64 670, i64 %v670.x, i64 1)
  %v671 = icmp uge i64 %x2, 32768
  %v671.x = zext i1 %v671 to i64
  call void @check(i64 671, i64 %v671.x, i64 1)
  %v672 = add i64 %x2, -32768
  call void @check(i64 672, i64 %v672, i64 2147450880)
  %v673 = sub i64 %x2, -32768
  call void @check(i64 673, i64 %v673, i64 2147516416)
  %v674 = and i64 %x2, -32768
  call void @check(i64 674, i64 %v674, i64 2147483648)
  %v675 = or i64 %x2, -32768
  call void @check(i64 675, i64 %v675, i64 -32768)
  %v676 = xor i64 %x2, -32768
  call void @check(i64 676, i64 %v676, i64 -2147516416)
  %v677 = mul i64 %x2, -32768
  call void @check(i64 677, i64 %v677, i64 -70368744177664)
  %v678 = icmp slt i64 %x2, -32768
  %v678.x = zext i1 %v678 to i64
  call void @check(i64 678, i64 %v678.x, i64 0)
  %v679 = icmp ult i64 %x2, -32768
  %v679.x = zext i1 %v679 to i64
  call void @check(i64 679, i64 %v679.x, i64 1)
  %v680 = icmp eq i64 %x2, -32768
  %v680.x = zext i1 %v680 to i64
  call void @check(i64 680, i64 %v680.x, i64 0)
  %v681 = icmp sgt i64 %x2, -32768
  %v681.x = zext i1 %v681 to i64
  call void @check(i64 681, i64 %v681.x, i64 1)
  %v682 = icmp uge i64 %x2, -32768
  %v682.x = zext i1 %v682 to i64
  call void @check(i64 682, i64 %v682.x, i64 0)
  %v683 = add i64 %x2, -32769
  call void @check(i64 683, i64 %v683, i64 2147450879)
  %v684 = sub i64 %x2, -32769
  call void @check(i64 684, i64 %v684, i64 2147516417)
  %v685 = and i64 %x2, -32769
  call void @check(i64 685, i64 %v685, i64 2147483648)
  %v686 = or i64 %x2, -32769
  call void @check(i64 686, i64 %v686, i64 -32769)
  %v687 = xor i64 %x2, -32769
  call void @check(i64 687, i64 %v687, i64 -2147516417)
  %v688 = mul i64 %x2, -32769
  call void @check(i64 688, i64 %v688, i64 -70370891661312)
  %v689 = icmp slt i64 %x2, -32769
  %v689.x = zext i1 %v689 to i64
  call void @check(i64 689, i64 %v689.x, i64 0)
  %v690 = icmp ult i64 %x2, -32769
  %v690.x = zext i1 %v690 to i64
  call void @check(i64 690, i64 %v690.x, i64 1)
  %v691 = icmp eq i64 %x2, -32769
  %v691.x = zext i1 %v691 to i64
  call void @check(i64 691, i64 %v691.x, i64 0)
  %v692 = icmp sgt i64 %x2, -32769
  %v692.x = zext i1 %v692 to i64
  call void @check(i64 692, i64 %v692.x, i64 1)
  %v693 = icmp uge i64 %x2, -32769
  %v693.x = zext i1 %v693 to i64
  call void @check(i64 693, i64 %v693.x, i64 0)
  %v694 = add i64 %x2, 65535
  call void @check(i64 694, i64 %v694, i64 2147549183)
  %v695 = sub i64 %x2, 65535
  call void @check(i64 695, i64 %v695, i64 2147418113)
  %v696 = and i64 %x2, 65535
  call void @check(i64 696, i64 %v696, i64 0)
  %v697 = or i64 %x2, 65535
  call void @check(i64 697, i64 %v697, i64 2147549183)
  %v698 = xor i64 %x2, 65535
  call void @check(i64 698, i64 %v698, i64 2147549183)
  %v699 = mul i64 %x2, 65535
  call void @check(i64 699, i64 %v699, i64 140735340871680)
  %v700 = icmp slt i64 %x2, 65535
  %v700.x = zext i1 %v700 to i64
  call void @check(i64 700, i64 %v700.x, i64 0)
  %v701 = icmp ult i64 %x2, 65535
  %v701.x = zext i1 %v701 to i64
  call void @check(i64 701, i64 %v701.x, i64 0)
  %v702 = icmp eq i64 %x2, 65535
  %v702.x = zext i1 %v702 to i64
  call void @check(i64 702, i64 %v702.x, i64 0)
  %v703 = icmp sgt i64 %x2, 65535
  %v703.x = zext i1 %v703 to i64
  call void @check(i64 703, i64 %v703.x, i64 1)
  %v704 = icmp uge i64 %x2, 65535
  %v704.x = zext i1 %v704 to i64
  call void @check(i64 704, i64 %v704.x, i64 1)
  %v705 = add i64 %x2, 65536
  call void @check(i64 705, i64 %v705, i64 2147549184)
  %v706 = sub i64 %x2, 65536
  call void @check(i64 706, i64 %v706, i64 2147418112)
  %v707 = and i64 %x2, 65536
  call void @check(i64 707, i64 %v707, i64 0)
  %v708 = or i64 %x2, 65536
  call void @check(i64 708, i64 %v708, i64 2147549184)
  %v709 = xor i64 %x2, 65536
  call void @check(i64 709, i64 %v709, i64 2147549184)
  %v710 = mul i64 %x2, 65536
  call void @check(i64 710, i64 %v710, i64 140737488355328)
  %v711 = icmp slt i64 %x2, 65536
  %v711.x = zext i1 %v711 to i64
  call void @check(i64 711, i64 %v711.x, i64 0)
  %v712 = icmp ult i64 %x2, 65536
  %v712.x = zext i1 %v712 to i64
  call void @check(i64 712, i64 %v712.x, i64 0)
  %v713 = icmp eq i64 %x2, 65536
  %v713.x = zext i1 %v713 to i64
  call void @check(i64 713, i64 %v713.x, i64 0)
  %v714 = icmp sgt i64 %x2, 65536
  %v714.x = zext i1 %v714 to i64
  call void @check(i64 714, i64 %v714.x, i64 1)
  %v715 = icmp uge i64 %x2, 65536
  %v715.x = zext i1 %v715 to i64
  call void @check(i64 715, i64 %v715.x, i64 1)
  %v716 = add i64 %x2, 2147483647
  call void @check(i64 716, i64 %v716, i64 4294967295)
  %v717 = sub i64 %x2, 2147483647
  call void @check(i64 717, i64 %v717, i64 1)
  %v718 = and i64 %x2, 2147483647
  call void @check(i64 718, i64 %v718, i64 0)
  %v719 = or i64 %x2, 2147483647
  call void @check(i64 719, i64 %v719, i64 4294967295)
  %v720 = xor i64 %x2, 2147483647
  call void @check(i64 720, i64 %v720, i64 4294967295)
  %v721 = mul i64 %x2, 2147483647
  call void @check(i64 721, i64 %v721, i64 4611686016279904256)
  %v722 = icmp slt i64 %x2, 2147483647
  %v722.x = zext i1 %v722 to i64
  call void @check(i64 722, i64 %v722.x, i64 0)
  %v723 = icmp ult i64 %x2, 2147483647
  %v723.x = zext i1 %v723 to i64
  call void @check(i64 723, i64 %v723.x, i64 0)
  %v724 = icmp eq i64 %x2, 2147483647
  %v724.x = zext i1 %v724 to i64
  call void @check(i64 724, i64 %v724.x, i64 0)
  %v725 = icmp sgt i64 %x2, 2147483647
  %v725.x = zext i1 %v725 to i64
  call void @check(i64 725, i64 %v725.x, i64 1)
  %v726 = icmp uge i64 %x2, 2147483647
  %v726.x = zext i1 %v726 to i64
  call void @check(i64 726, i64 %v726.x, i64 1)
  %v727 = add i64 %x2, 2147483648
  call void @check(i64 727, i64 %v727, i64 4294967296)
  %v728 = sub i64 %x2, 2147483648
  call void @check(i64 728, i64 %v728, i64 0)
  %v729 = and i64 %x2, 2147483648
  call void @check(i64 729, i64 %v729, i64 2147483648)
  %v730 = or i64 %x2, 2147483648
  call void @check(i64 730, i64 %v730, i64 2147483648)
  %v731 = xor i64 %x2, 2147483648
  call void @check(i64 731, i64 %v731, i64 0)
  %v732 = mul i64 %x2, 2147483648
  call void @check(i64 732, i64 %v732, i64 4611686018427387904)
  %v733 = icmp slt i64 %x2, 2147483648
  %v733.x = zext i1 %v733 to i64
  call void @check(i64 733, i64 %v733.x, i64 0)
  %v734 = icmp ult i64 %x2, 2147483648
  %v734.x = zext i1 %v734 to i64
  call void @check(i64 734, i64 %v734.x, i64 0)
  %v735 = icmp eq i64 %x2, 2147483648
  %v735.x = zext i1 %v735 to i64
  call void @check(i64 735, i64 %v735.x, i64 1)
  %v736 = icmp sgt i64 %x2, 2147483648
  %v736.x = zext i1 %v736 to i64
  call void @check(i64 736, i64 %v736.x, i64 0)
  %v737 = icmp uge i64 %x2, 2147483648
  %v737.x = zext i1 %v737 to i64
  call void @check(i64 737, i64 %v737.x, i64 1)
  %v738 = add i64 %x2, 4294967295
  call void @check(i64 738, i64 %v738, i64 6442450943)
  %v739 = sub i64 %x2, 4294967295
  call void @check(i64 739, i64 %v739, i64 -2147483647)
  %v740 = and i64 %x2, 4294967295
  call void @check(i64 740, i64 %v740, i64 2147483648)
  %v741 = or i64 %x2, 4294967295
  call void @check(i64 741, i64 %v741, i64 4294967295)
  %v742 = xor i64 %x2, 4294967295
  call void @check(i64 742, i64 %v742, i64 2147483647)
  %v743 = mul i64 %x2, 4294967295
  call void @check(i64 743, i64 %v743, i64 9223372034707292160)
  %v744 = icmp slt i64 %x2, 4294967295
  %v744.x = zext i1 %v744 to i64
  call void @check(i64 744, i64 %v744.x, i64 1)
  %v745 = icmp ult i64 %x2, 4294967295
  %v745.x = zext i1 %v745 to i64
  call void @check(i64 745, i64 %v745.x, i64 1)
  %v746 = icmp eq i64 %x2, 4294967295
  %v746.x = zext i1 %v746 to i64
  call void @check(i64 746, i64 %v746.x, i64 0)
  %v747 = icmp sgt i64 %x2, 4294967295
  %v747.x = zext i1 %v747 to i64
  call void @check(i64 747, i64 %v747.x, i64 0)
  %v748 = icmp uge i64 %x2, 4294967295
  %v748.x = zext i1 %v748 to i64
  call void @check(i64 748, i64 %v748.x, i64 0)
  %v749 = add i64 %x2, 4294967296
  call void @check(i64 749, i64 %v749, i64 6442450944)
  %v750 = sub i64 %x2, 4294967296
  call void @check(i64 750, i64 %v750, i64 -2147483648)
  %v751 = and i64 %x2, 4294967296
  call void @check(i64 751, i64 %v751, i64 0)
  %v752 = or i64 %x2, 4294967296
  call void @check(i64 752, i64 %v752, i64 6442450944)
  %v753 = xor i64 %x2, 4294967296
  call void @check(i64 753, i64 %v753, i64 6442450944)
  %v754 = mul i64 %x2, 4294967296
  call void @check(i64 754, i64 %v754, i64 -9223372036854775808)
  %v755 = icmp slt i64 %x2, 4294967296
  %v755.x = zext i1 %v755 to i64
  call void @check(i64 755, i64 %v755.x, i64 1)
  %v756 = icmp ult i64 %x2, 4294967296
  %v756.x = zext i1 %v756 to i64
  call void @check(i64 756, i64 %v756.x, i64 1)
  %v757 = icmp eq i64 %x2, 4294967296
  %v757.x = zext i1 %v757 to i64
  call void @check(i64 757, i64 %v757.x, i64 0)
  %v758 = icmp sgt i64 %x2, 4294967296
  %v758.x = zext i1 %v758 to i64
  call void @check(i64 758, i64 %v758.x, i64 0)
  %v759 = icmp uge i64 %x2, 4294967296
  %v759.x = zext i1 %v759 to i64
  call void @check(i64 759, i64 %v759.x, i64 0)
  %v760 = add i64 %x2, 4294901760
  call void @check(i64 760, i64 %v760, i64 6442385408)
  %v761 = sub i64 %x2, 4294901760
  call void @check(i64 761, i64 %v761, i64 -2147418112)
  %v762 = and i64 %x2, 4294901760
  call void @check(i64 762, i64 %v762, i64 2147483648)
  %v763 = or i64 %x2, 4294901760
  call void @check(i64 763, i64 %v763, i64 4294901760)
  %v764 = xor i64 %x2, 4294901760
  call void @check(i64 764, i64 %v764, i64 2147418112)
  %v765 = mul i64 %x2, 4294901760
  call void @check(i64 765, i64 %v765, i64 9223231299366420480)
  %v766 = icmp slt i64 %x2, 4294901760
  %v766.x = zext i1 %v766 to i64
  call void @check(i64 766, i64 %v766.x, i64 1)
  %v767 = icmp ult i64 %x2, 4294901760
  %v767.x = zext i1 %v767 to i64
  call void @check(i64 767, i64 %v767.x, i64 1)
  %v768 = icmp eq i64 %x2, 4294901760
  %v768.x = zext i1 %v768 to i64
  call void @check(i64 768, i64 %v768.x, i64 0)
  %v769 = icmp sgt i64 %x2, 4294901760
  %v769.x = zext i1 %v769 to i64
  call void @check(i64 769, i64 %v769.x, i64 0)
  %v770 = icmp uge i64 %x2, 4294901760
  %v770.x = zext i1 %v770 to i64
  call void @check(i64 770, i64 %v770.x, i64 0)
  %v771 = add i64 %x2, 281470681743360
  call void @check(i64 771, i64 %v771, i64 281472829227008)
  %v772 = sub i64 %x2, 281470681743360
  call void @check(i64 772, i64 %v772, i64 -281468534259712)
  %v773 = and i64 %x2, 281470681743360
  call void @check(i64 773, i64 %v773, i64 0)
  %v774 = or i64 %x2, 281470681743360
  call void @check(i64 774, i64 %v774, i64 281472829227008)
  %v775 = xor i64 %x2, 281470681743360
  call void @check(i64 775, i64 %v775, i64 281472829227008)
  %v776 = mul i64 %x2, 281470681743360
  call void @check(i64 776, i64 %v776, i64 -9223372036854775808)
  %v777 = icmp slt i64 %x2, 281470681743360
  %v777.x = zext i1 %v777 to i64
  call void @check(i64 777, i64 %v777.x, i64 1)
  %v778 = icmp ult i64 %x2, 281470681743360
  %v778.x = zext i1 %v778 to i64
  call void @check(i64 778, i64 %v778.x, i64 1)
  %v779 = icmp eq i64 %x2, 281470681743360
  %v779.x = zext i1 %v779 to i64
  call void @check(i64 779, i64 %v779.x, i64 0)
  %v780 = icmp sgt i64 %x2, 281470681743360
  %v780.x = zext i1 %v780 to i64
  call void @check(i64 780, i64 %v780.x, i64 0)
  %v781 = icmp uge i64 %x2, 281470681743360
  %v781.x = zext i1 %v781 to i64
  call void @check(i64 781, i64 %v781.x, i64 0)
  %v782 = add i64 %x2, -9223372036854775808
  call void @check(i64 782, i64 %v782, i64 -9223372034707292160)
  %v783 = sub i64 %x2, -9223372036854775808
  call void @check(i64 783, i64 %v783, i64 -9223372034707292160)
  %v784 = and i64 %x2, -9223372036854775808
  call void @check(i64 784, i64 %v784, i64 0)
  %v785 = or i64 %x2, -9223372036854775808
  call void @check(i64 785, i64 %v785, i64 -9223372034707292160)
  %v786 = xor i64 %x2, -9223372036854775808
  call void @check(i64 786, i64 %v786, i64 -9223372034707292160)
  %v787 = mul i64 %x2, -9223372036854775808
  call void @check(i64 787, i64 %v787, i64 0)
  %v788 = icmp slt i64 %x2, -9223372036854775808
  %v788.x = zext i1 %v788 to i64
  call void @check(i64 788, i64 %v788.x, i64 0)
  %v789 = icmp ult i64 %x2, -9223372036854775808
  %v789.x = zext i1 %v789 to i64
  call void @check(i64 789, i64 %v789.x, i64 1)
  %v790 = icmp eq i64 %x2, -9223372036854775808
  %v790.x = zext i1 %v790 to i64
  call void @check(i64 790, i64 %v790.x, i64 0)
  %v791 = icmp sgt i64 %x2, -9223372036854775808
  %v791.x = zext i1 %v791 to i64
  call void @check(i64 791, i64 %v791.x, i64 1)
  %v792 = icmp uge i64 %x2, -9223372036854775808
  %v792.x = zext i1 %v792 to i64
  call void @check(i64 792, i64 %v792.x, i64 0)
  %v793 = add i32 %y2, 0
  %v793.x = sext i32 %v793 to i64
  call void @check(i64 793, i64 %v793.x, i64 -2147483648)
  %v794 = sub i32 %y2, 0
  %v794.x = sext i32 %v794 to i64
  call void @check(i64 794, i64 %v794.x, i64 -2147483648)
  %v795 = and i32 %y2, 0
  %v795.x = sext i32 %v795 to i64
  call void @check(i64 795, i64 %v795.x, i64 0)
  %v796 = or i32 %y2, 0
  %v796.x = sext i32 %v796 to i64
  call void @check(i64 796, i64 %v796.x, i64 -2147483648)
  %v797 = xor i32 %y2, 0
  %v797.x = sext i32 %v797 to i64
  call void @check(i64 797, i64 %v797.x, i64 -2147483648)
  %v798 = mul i32 %y2, 0
  %v798.x = sext i32 %v798 to i64
  call void @check(i64 798, i64 %v798.x, i64 0)
  %v799 = icmp slt i32 %y2, 0
  %v799.x = zext i1 %v799 to i64
  call void @check(i64 799, i64 %v799.x, i64 1)
  %v800 = icmp ult i32 %y2, 0
  %v800.x = zext i1 %v800 to i64
  call void @check(i64 800, i64 %v800.x, i64 0)
  %v801 = icmp eq i32 %y2, 0
  %v801.x = zext i1 %v801 to i64
  call void @check(i64 801, i64 %v801.x, i64 0)
  %v802 = icmp sgt i32 %y2, 0
  %v802.x = zext i1 %v802 to i64
  call void @check(i64 802, i64 %v802.x, i64 0)
  %v803 = icmp uge i32 %y2, 0
  %v803.x = zext i1 %v803 to i64
  call void @check(i64 803, i64 %v803.x, i64 1)
  %v804 = add i32 %y2, 1
  %v804.x = sext i32 %v804 to i64
  call void @check(i64 804, i64 %v804.x, i64 -2147483647)
  %v805 = sub i32 %y2, 1
  %v805.x = sext i32 %v805 to i64
  call void @check(i64 805, i64 %v805.x, i64 2147483647)
  %v806 = and i32 %y2, 1
  %v806.x = sext i32 %v806 to i64
  call void @check(i64 806, i64 %v806.x, i64 0)
  %v807 = or i32 %y2, 1
  %v807.x = sext i32 %v807 to i64
  call void @check(i64 807, i64 %v807.x, i64 -2147483647)
  %v808 = xor i32 %y2, 1
  %v808.x = sext i32 %v808 to i64
  call void @check(i64 808, i64 %v808.x, i64 -2147483647)
  %v809 = mul i32 %y2, 1
  %v809.x = sext i32 %v809 to i64
  call void @check(i64 809, i64 %v809.x, i64 -2147483648)
  %v810 = icmp slt i32 %y2, 1
  %v810.x = zext i1 %v810 to i64
  call void @check(i64 810, i64 %v810.x, i64 1)
  %v811 = icmp ult i32 %y2, 1
  %v811.x = zext i1 %v811 to i64
  call void @check(i64 811, i64 %v811.x, i64 0)
  %v812 = icmp eq i32 %y2, 1
  %v812.x = zext i1 %v812 to i64
  call void @check(i64 812, i64 %v812.x, i64 0)
  %v813 = icmp sgt i32 %y2, 1
  %v813.x = zext i1 %v813 to i64
  call void @check(i64 813, i64 %v813.x, i64 0)
  %v814 = icmp uge i32 %y2, 1
  %v814.x = zext i1 %v814 to i64
  call void @check(i64 814, i64 %v814.x, i64 1)
  %v815 = add i32 %y2, -1
  %v815.x = sext i32 %v815 to i64
  call void @check(i64 815, i64 %v815.x, i64 2147483647)
  %v816 = sub i32 %y2, -1
  %v816.x = sext i32 %v816 to i64
  call void @check(i64 816, i64 %v816.x, i64 -2147483647)
  %v817 = and i32 %y2, -1
  %v817.x = sext i32 %v817 to i64
  call void @check(i64 817, i64 %v817.x, i64 -2147483648)
  %v818 = or i32 %y2, -1
  %v818.x = sext i32 %v818 to i64
  call void @check(i64 818, i64 %v818.x, i64 -1)
  %v819 = xor i32 %y2, -1
  %v819.x = sext i32 %v819 to i64
  call void @check(i64 819, i64 %v819.x, i64 2147483647)
  %v820 = mul i32 %y2, -1
  %v820.x = sext i32 %v820 to i64
  call void @check(i64 820, i64 %v820.x, i64 -2147483648)
  %v821 = icmp slt i32 %y2, -1
  %v821.x = zext i1 %v821 to i64
  call void @check(i64 821, i64 %v821.x, i64 1)
  %v822 = icmp ult i32 %y2, -1
  %v822.x = zext i1 %v822 to i64
  call void @check(i64 822, i64 %v822.x, i64 1)
  %v823 = icmp eq i32 %y2, -1
  %v823.x = zext i1 %v823 to i64
  call void @check(i64 823, i64 %v823.x, i64 0)
  %v824 = icmp sgt i32 %y2, -1
  %v824.x = zext i1 %v824 to i64
  call void @check(i64 824, i64 %v824.x, i64 0)
  %v825 = icmp uge i32 %y2, -1
  %v825.x = zext i1 %v825 to i64
  call void @check(i64 825, i64 %v825.x, i64 0)
  %v826 = add i32 %y2, 32767
  %v826.x = sext i32 %v826 to i64
  call void @check(i64 826, i64 %v826.x, i64 -2147450881)
  %v827 = sub i32 %y2, 32767
  %v827.x = sext i32 %v827 to i64
  call void @check(i64 827, i64 %v827.x, i64 2147450881)
  %v828 = and i32 %y2, 32767
  %v828.x = sext i32 %v828 to i64
  call void @check(i64 828, i64 %v828.x, i64 0)
  %v829 = or i32 %y2, 32767
  %v829.x = sext i32 %v829 to i64
  call void @check(i64 829, i64 %v829.x, i64 -2147450881)
  %v830 = xor i32 %y2, 32767
  %v830.x = sext i32 %v830 to i64
  call void @check(i64 830, i64 %v830.x, i64 -2147450881)
  %v831 = mul i32 %y2, 32767
  %v831.x = sext i32 %v831 to i64
  call void @check(i64 831, i64 %v831.x, i64 -2147483648)
  %v832 = icmp slt i32 %y2, 32767
  %v832.x = zext i1 %v832 to i64
  call void @check(i64 832, i64 %v832.x, i64 1)
  %v833 = icmp ult i32 %y2, 32767
  %v833.x = zext i1 %v833 to i64
  call void @check(i64 833, i64 %v833.x, i64 0)
  %v834 = icmp eq i32 %y2, 32767
  %v834.x = zext i1 %v834 to i64
  call void @check(i64 834, i64 %v834.x, i64 0)
  %v835 = icmp sgt i32 %y2, 32767
  %v835.x = zext i1 %v835 to i64
  call void @check(i64 835, i64 %v835.x, i64 0)
  %v836 = icmp uge i32 %y2, 32767
  %v836.x = zext i1 %v836 to i64
  call void @check(i64 836, i64 %v836.x, i64 1)
  %v837 = add i32 %y2, 32768
  %v837.x = sext i32 %v837 to i64
  call void @check(i64 837, i64 %v837.x, i64 -2147450880)
  %v838 = sub i32 %y2, 32768
  %v838.x = sext i32 %v838 to i64
  call void @check(i64 838, i64 %v838.x, i64 2147450880)
  %v839 = and i32 %y2, 32768
  %v839.x = sext i32 %v839 to i64
  call void @check(i64 839, i64 %v839.x, i64 0)
  %v840 = or i32 %y2, 32768
  %v840.x = sext i32 %v840 to i64
  call void @check(i64 840, i64 %v840.x, i64 -2147450880)
  %v841 = xor i32 %y2, 32768
  %v841.x = sext i32 %v841 to i64
  call void @check(i64 841, i64 %v841.x, i64 -2147450880)
  %v842 = mul i32 %y2, 32768
  %v842.x = sext i32 %v842 to i64
  call void @check(i64 842, i64 %v842.x, i64 0)
  %v843 = icmp slt i32 %y2, 32768
  %v843.x = zext i1 %v843 to i64
  call void @check(i64 843, i64 %v843.x, i64 1)
  %v844 = icmp ult i32 %y2, 32768
  %v844.x = zext i1 %v844 to i64
  call void @check(i64 844, i64 %v844.x, i64 0)
  %v845 = icmp eq i32 %y2, 32768
  %v845.x = zext i1 %v845 to i64
  call void @check(i64 845, i64 %v845.x, i64 0)
  %v846 = icmp sgt i32 %y2, 32768
  %v846.x = zext i1 %v846 to i64
  call void @check(i64 846, i64 %v846.x, i64 0)
  %v847 = icmp uge i32 %y2, 32768
  %v847.x = zext i1 %v847 to i64
  call void @check(i64 847, i64 %v847.x, i64 1)
  %v848 = add i32 %y2, -32768
  %v848.x = sext i32 %v848 to i64
  call void @check(i64 848, i64 %v848.x, i64 2147450880)
  %v849 = sub i32 %y2, -32768
  %v849.x = sext i32 %v849 to i64
  call void @check(i64 849, i64 %v849.x, i64 -2147450880)
  %v850 = and i32 %y2, -32768
  %v850.x = sext i32 %v850 to i64
  call void @check(i64 850, i64 %v850.x, i64 -2147483648)
  %v851 = or i32 %y2, -32768
  %v851.x = sext i32 %v851 to i64
  call void @check(i64 851, i64 %v851.x, i64 -32768)
  %v852 = xor i32 %y2, -32768
  %v852.x = sext i32 %v852 to i64
  call void @check(i64 852, i64 %v852.x, i64 2147450880)
  %v853 = mul i32 %y2, -32768
  %v853.x = sext i32 %v853 to i64
  call void @check(i64 853, i64 %v853.x, i64 0)
  %v854 = icmp slt i32 %y2, -32768
  %v854.x = zext i1 %v854 to i64
  call void @check(i64 854, i64 %v854.x, i64 1)
  %v855 = icmp ult i32 %y2, -32768
  %v855.x = zext i1 %v855 to i64
  call void @check(i64 855, i64 %v855.x, i64 1)
  %v856 = icmp eq i32 %y2, -32768
  %v856.x = zext i1 %v856 to i64
  call void @check(i64 856, i64 %v856.x, i64 0)
  %v857 = icmp sgt i32 %y2, -32768
  %v857.x = zext i1 %v857 to i64
  call void @check(i64 857, i64 %v857.x, i64 0)
  %v858 = icmp uge i32 %y2, -32768
  %v858.x = zext i1 %v858 to i64
  call void @check(i64 858, i64 %v858.x, i64 0)
  %v859 = add i32 %y2, -32769
  %v859.x = sext i32 %v859 to i64
  call void @check(i64 859, i64 %v859.x, i64 2147450879)
  %v860 = sub i32 %y2, -32769
  %v860.x = sext i32 %v860 to i64
  call void @check(i64 860, i64 %v860.x, i64 -2147450879)
  %v861 = and i32 %y2, -32769
  %v861.x = sext i32 %v861 to i64
  call void @check(i64 861, i64 %v861.x, i64 -2147483648)
  %v862 = or i32 %y2, -32769
  %v862.x = sext i32 %v862 to i64
  call void @check(i64 862, i64 %v862.x, i64 -32769)
  %v863 = xor i32 %y2, -32769
  %v863.x = sext i32 %v863 to i64
  call void @check(i64 863, i64 %v863.x, i64 2147450879)
  %v864 = mul i32 %y2, -32769
  %v864.x = sext i32 %v864 to i64
  call void @check(i64 864, i64 %v864.x, i64 -2147483648)
  %v865 = icmp slt i32 %y2, -32769
  %v865.x = zext i1 %v865 to i64
  call void @check(i64 865, i64 %v865.x, i64 1)
  %v866 = icmp ult i32 %y2, -32769
  %v866.x = zext i1 %v866 to i64
  call void @check(i64 866, i64 %v866.x, i64 1)
  %v867 = icmp eq i32 %y2, -32769
  %v867.x = zext i1 %v867 to i64
  call void @check(i64 867, i64 %v867.x, i64 0)
  %v868 = icmp sgt i32 %y2, -32769
  %v868.x = zext i1 %v868 to i64
  call void @check(i64 868, i64 %v868.x, i64 0)
  %v869 = icmp uge i32 %y2, -32769
  %v869.x = zext i1 %v869 to i64
  call void @check(i64 869, i64 %v869.x, i64 0)
  %v870 = add i32 %y2, 65535
  %v870.x = sext i32 %v870 to i64
  call void @check(i64 870, i64 %v870.x, i64 -2147418113)
  %v871 = sub i32 %y2, 65535
  %v871.x = sext i32 %v871 to i64
  call void @check(i64 871, i64 %v871.x, i64 2147418113)
  %v872 = and i32 %y2, 65535
  %v872.x = sext i32 %v872 to i64
  call void @check(i64 872, i64 %v872.x, i64 0)
  %v873 = or i32 %y2, 65535
  %v873.x = sext i32 %v873 to i64
  call void @check(i64 873, i64 %v873.x, i64 -2147418113)
  %v874 = xor i32 %y2, 65535
  %v874.x = sext i32 %v874 to i64
  call void @check(i64 874, i64 %v874.x, i64 -2147418113)
  %v875 = mul i32 %y2, 65535
  %v875.x = sext i32 %v875 to i64
  call void @check(i64 875, i64 %v875.x, i64 -2147483648)
  %v876 = icmp slt i32 %y2, 65535
  %v876.x = zext i1 %v876 to i64
  call void @check(i64 876, i64 %v876.x, i64 1)
  %v877 = icmp ult i32 %y2, 65535
  %v877.x = zext i1 %v877 to i64
  call void @check(i64 877, i64 %v877.x, i64 0)
  %v878 = icmp eq i32 %y2, 65535
  %v878.x = zext i1 %v878 to i64
  call void @check(i64 878, i64 %v878.x, i64 0)
  %v879 = icmp sgt i32 %y2, 65535
  %v879.x = zext i1 %v879 to i64
  call void @check(i64 879, i64 %v879.x, i64 0)
  %v880 = icmp uge i32 %y2, 65535
  %v880.x = zext i1 %v880 to i64
  call void @check(i64 880, i64 %v880.x, i64 1)
  %v881 = add i32 %y2, 65536
  %v881.x = sext i32 %v881 to i64
  call void @check(i64 881, i64 %v881.x, i64 -2147418112)
  %v882 = sub i32 %y2, 65536
  %v882.x = sext i32 %v882 to i64
  call void @check(i64 882, i64 %v882.x, i64 2147418112)
  %v883 = and i32 %y2, 65536
  %v883.x = sext i32 %v883 to i64
  call void @check(i64 883, i64 %v883.x, i64 0)
  %v884 = or i32 %y2, 65536
  %v884.x = sext i32 %v884 to i64
  call void @check(i64 884, i64 %v884.x, i64 -2147418112)
  %v885 = xor i32 %y2, 65536
  %v885.x = sext i32 %v885 to i64
  call void @check(i64 885, i64 %v885.x, i64 -2147418112)
  %v886 = mul i32 %y2, 65536
  %v886.x = sext i32 %v886 to i64
  call void @check(i64 886, i64 %v886.x, i64 0)
  %v887 = icmp slt i32 %y2, 65536
  %v887.x = zext i1 %v887 to i64
  call void @check(i64 887, i64 %v887.x, i64 1)
  %v888 = icmp ult i32 %y2, 65536
  %v888.x = zext i1 %v888 to i64
  call void @check(i64 888, i64 %v888.x, i64 0)
  %v889 = icmp eq i32 %y2, 65536
  %v889.x = zext i1 %v889 to i64
  call void @check(i64 889, i64 %v889.x, i64 0)
  %v890 = icmp sgt i32 %y2, 65536
  %v890.x = zext i1 %v890 to i64
  call void @check(i64 890, i64 %v890.x, i64 0)
  %v891 = icmp uge i32 %y2, 65536
  %v891.x = zext i1 %v891 to i64
  call void @check(i64 891, i64 %v891.x, i64 1)
  %v892 = add i32 %y2, 2147483647
  %v892.x = sext i32 %v892 to i64
  call void @check(i64 892, i64 %v892.x, i64 -1)
  %v893 = sub i32 %y2, 2147483647
  %v893.x = sext i32 %v893 to i64
  call void @check(i64 893, i64 %v893.x, i64 1)
  %v894 = and i32 %y2, 2147483647
  %v894.x = sext i32 %v894 to i64
  call void @check(i64 894, i64 %v894.x, i64 0)
  %v895 = or i32 %y2, 2147483647
  %v895.x = sext i32 %v895 to i64
  call void @check(i64 895, i64 %v895.x, i64 -1)
  %v896 = xor i32 %y2, 2147483647
  %v896.x = sext i32 %v896 to i64
  call void @check(i64 896, i64 %v896.x, i64 -1)
  %v897 = mul i32 %y2, 2147483647
  %v897.x = sext i32 %v897 to i64
  call void @check(i64 897, i64 %v897.x, i64 -2147483648)
  %v898 = icmp slt i32 %y2, 2147483647
  %v898.x = zext i1 %v898 to i64
  call void @check(i64 898, i64 %v898.x, i64 1)
  %v899 = icmp ult i32 %y2, 2147483647
  %v899.x = zext i1 %v899 to i64
  call void @check(i64 899, i64 %v899.x, i64 0)
  %v900 = icmp eq i32 %y2, 2147483647
  %v900.x = zext i1 %v900 to i64
  call void @check(i64 900, i64 %v900.x, i64 0)
  %v901 = icmp sgt i32 %y2, 2147483647
  %v901.x = zext i1 %v901 to i64
  call void @check(i64 901, i64 %v901.x, i64 0)
  %v902 = icmp uge i32 %y2, 2147483647
  %v902.x = zext i1 %v902 to i64
  call void @check(i64 902, i64 %v902.x, i64 1)
  %v903 = add i32 %y2, -2147483648
  %v903.x = sext i32 %v903 to i64
  call void @check(i64 903, i64 %v903.x, i64 0)
  %v904 = sub i32 %y2, -2147483648
  %v904.x = sext i32 %v904 to i64
  call void @check(i64 904, i64 %v904.x, i64 0)
  %v905 = and i32 %y2, -2147483648
  %v905.x = sext i32 %v905 to i64
  call void @check(i64 905, i64 %v905.x, i64 -2147483648)
  %v906 = or i32 %y2, -2147483648
  %v906.x = sext i32 %v906 to i64
  call void @check(i64 906, i64 %v906.x, i64 -2147483648)
  %v907 = xor i32 %y2, -2147483648
  %v907.x = sext i32 %v907 to i64
  call void @check(i64 907, i64 %v907.x, i64 0)
  %v908 = mul i32 %y2, -2147483648
  %v908.x = sext i32 %v908 to i64
  call void @check(i64 908, i64 %v908.x, i64 0)
  %v909 = icmp slt i32 %y2, -2147483648
  %v909.x = zext i1 %v909 to i64
  call void @check(i64 909, i64 %v909.x, i64 0)
  %v910 = icmp ult i32 %y2, -2147483648
  %v910.x = zext i1 %v910 to i64
  call void @check(i64 910, i64 %v910.x, i64 0)
  %v911 = icmp eq i32 %y2, -2147483648
  %v911.x = zext i1 %v911 to i64
  call void @check(i64 911, i64 %v911.x, i64 1)
  %v912 = icmp sgt i32 %y2, -2147483648
  %v912.x = zext i1 %v912 to i64
  call void @check(i64 912, i64 %v912.x, i64 0)
  %v913 = icmp uge i32 %y2, -2147483648
  %v913.x = zext i1 %v913 to i64
  call void @check(i64 913, i64 %v913.x, i64 1)
  %v914 = add i32 %y2, -65536
  %v914.x = sext i32 %v914 to i64
  call void @check(i64 914, i64 %v914.x, i64 2147418112)
  %v915 = sub i32 %y2, -65536
  %v915.x = sext i32 %v915 to i64
  call void @check(i64 915, i64 %v915.x, i64 -2147418112)
  %v916 = and i32 %y2, -65536
  %v916.x = sext i32 %v916 to i64
  call void @check(i64 916, i64 %v916.x, i64 -2147483648)
  %v917 = or i32 %y2, -65536
  %v917.x = sext i32 %v917 to i64
  call void @check(i64 917, i64 %v917.x, i64 -65536)
  %v918 = xor i32 %y2, -65536
  %v918.x = sext i32 %v918 to i64
  call void @check(i64 918, i64 %v918.x, i64 2147418112)
  %v919 = mul i32 %y2, -65536
  %v919.x = sext i32 %v919 to i64
  call void @check(i64 919, i64 %v919.x, i64 0)
  %v920 = icmp slt i32 %y2, -65536
  %v920.x = zext i1 %v920 to i64
  call void @check(i64 920, i64 %v920.x, i64 1)
  %v921 = icmp ult i32 %y2, -65536
  %v921.x = zext i1 %v921 to i64
  call void @check(i64 921, i64 %v921.x, i64 1)
  %v922 = icmp eq i32 %y2, -65536
  %v922.x = zext i1 %v922 to i64
  call void @check(i64 922, i64 %v922.x, i64 0)
  %v923 = icmp sgt i32 %y2, -65536
  %v923.x = zext i1 %v923 to i64
  call void @check(i64 923, i64 %v923.x, i64 0)
  %v924 = icmp uge i32 %y2, -65536
  %v924.x = zext i1 %v924 to i64
  call void @check(i64 924, i64 %v924.x, i64 0)
  %x3 = load i64, i64* @x3
  %y3 = load i32, i32* @y3
  %v925 = add i64 %x3, 0
  call void @check(i64 925, i64 %v925, i64 1311768467463790320)
  %v926 = sub i64 %x3, 0
  call void @check(i64 926, i64 %v926, i64 1311768467463790320)
  %v927 = and i64 %x3, 0
  call void @check(i64 927, i64 %v927, i64 0)
  %v928 = or i64 %x3, 0
  call void @check(i64 928, i64 %v928, i64 1311768467463790320)
  %v929 = xor i64 %x3, 0
  call void @check(i64 929, i64 %v929, i64 1311768467463790320)
  %v930 = mul i64 %x3, 0
  call void @check(i64 930, i64 %v930, i64 0)
  %v931 = icmp slt i64 %x3, 0
  %v931.x = zext i1 %v931 to i64
  call void @check(i64 931, i64 %v931.x, i64 0)
  %v932 = icmp ult i64 %x3, 0
  %v932.x = zext i1 %v932 to i64
  call void @check(i64 932, i64 %v932.x, i64 0)
  %v933 = icmp eq i64 %x3, 0
  %v933.x = zext i1 %v933 to i64
  call void @check(i64 933, i64 %v933.x, i64 0)
  %v934 = icmp sgt i64 %x3, 0
  %v934.x = zext i1 %v934 to i64
  call void @check(i64 934, i64 %v934.x, i64 1)
  %v935 = icmp uge i64 %x3, 0
  %v935.x = zext i1 %v935 to i64
  call void @check(i64 935, i64 %v935.x, i64 1)
  %v936 = add i64 %x3, 1
  call void @check(i64 936, i64 %v936, i64 1311768467463790321)
  %v937 = sub i64 %x3, 1
  call void @check(i64 937, i64 %v937, i64 1311768467463790319)
  %v938 = and i64 %x3, 1
  call void @check(i64 938, i64 %v938, i64 0)
  %v939 = or i64 %x3, 1
  call void @check(i64 939, i64 %v939, i64 1311768467463790321)
  %v940 = xor i64 %x3, 1
  call void @check(i64 940, i64 %v940, i64 1311768467463790321)
  %v941 = mul i64 %x3, 1
  call void @check(i64 941, i64 %v941, i64 1311768467463790320)
  %v942 = icmp slt i64 %x3, 1
  %v942.x = zext i1 %v942 to i64
  call void @check(i64 942, i64 %v942.x, i64 0)
  %v943 = icmp ult i64 %x3, 1
  %v943.x = zext i1 %v943 to i64
  call void @check(i64 943, i64 %v943.x, i64 0)
  %v944 = icmp eq i64 %x3, 1
  %v944.x = zext i1 %v944 to i64
  call void @check(i64 944, i64 %v944.x, i64 0)
  %v945 = icmp sgt i64 %x3, 1
  %v945.x = zext i1 %v945 to i64
  call void @check(i64 945, i64 %v945.x, i64 1)
  %v946 = icmp uge i64 %x3, 1
  %v946.x = zext i1 %v946 to i64
  call void @check(i64 946, i64 %v946.x, i64 1)
  %v947 = add i64 %x3, -1
  call void @check(i64 947, i64 %v947, i64 1311768467463790319)
  %v948 = sub i64 %x3, -1
  call void @check(i64 948, i64 %v948, i64 1311768467463790321)
  %v949 = and i64 %x3, -1
  call void @check(i64 949, i64 %v949, i64 1311768467463790320)
  %v950 = or i64 %x3, -1
  call void @check(i64 950, i64 %v950, i64 -1)
  %v951 = xor i64 %x3, -1
  call void @check(i64 951, i64 %v951, i64 -1311768467463790321)
  %v952 = mul i64 %x3, -1
  call void @check(i64 952, i64 %v952, i64 -1311768467463790320)
  %v953 = icmp slt i64 %x3, -1
  %v953.x = zext i1 %v953 to i64
  call void @check(i64 953, i64 %v953.x, i64 0)
  %v954 = icmp ult i64 %x3, -1
  %v954.x = zext i1 %v954 to i64
  call void @check(i64 954, i64 %v954.x, i64 1)
  %v955 = icmp eq i64 %x3, -1
  %v955.x = zext i1 %v955 to i64
  call void @check(i64 955, i64 %v955.x, i64 0)
  %v956 = icmp sgt i64 %x3, -1
  %v956.x = zext i1 %v956 to i64
  call void @check(i64 956, i64 %v956.x, i64 1)
  %v957 = icmp uge i64 %x3, -1
  %v957.x = zext i1 %v957 to i64
  call void @check(i64 957, i64 %v957.x, i64 0)
  %v958 = add i64 %x3, 32767
  call void @check(i64 958, i64 %v958, i64 1311768467463823087)
  %v959 = sub i64 %x3, 32767
  call void @check(i64 959, i64 %v959, i64 1311768467463757553)
  %v960 = and i64 %x3, 32767
  call void @check(i64 960, i64 %v960, i64 24304)
  %v961 = or i64 %x3, 32767
  call void @check(i64 961, i64 %v961, i64 1311768467463798783)
  %v962 = xor i64 %x3, 32767
  call void @check(i64 962, i64 %v962, i64 1311768467463774479)
  %v963 = mul i64 %x3, 32767
  call void @check(i64 963, i64 %v963, i64 1803681642762150160)
  %v964 = icmp slt i64 %x3, 32767
  %v964.x = zext i1 %v964 to i64
  call void @check(i64 964, i64 %v964.x, i64 0)
  %v965 = icmp ult i64 %x3, 32767
  %v965.x = zext i1 %v965 to i64
  call void @check(i64 965, i64 %v965.x, i64 0)
  %v966 = icmp eq i64 %x3, 32767
  %v966.x = zext i1 %v966 to i64
  call void @check(i64 966, i64 %v966.x, i64 0)
  %v967 = icmp sgt i64 %x3, 32767
  %v967.x = zext i1 %v967 to i64
  call void @check(i64 967, i64 %v967.x, i64 1)
  %v968 = icmp uge i64 %x3, 32767
  %v968.x = zext i1 %v968 to i64
  call void @check(i64 968, i64 %v968.x, i64 1)
  %v969 = add i64 %x3, 32768
  call void @check(i64 969, i64 %v969, i64 1311768467463823088)
  %v970 = sub i64 %x3, 32768
  call void @check(i64 970, i64 %v970, i64 1311768467463757552)
  %v971 = and i64 %x3, 32768
  call void @check(i64 971, i64 %v971, i64 32768)
  %v972 = or i64 %x3, 32768
  call void @check(i64 972, i64 %v972, i64 1311768467463790320)
  %v973 = xor i64 %x3, 32768
  call void @check(i64 973, i64 %v973, i64 1311768467463757552)
  %v974 = mul i64 %x3, 32768
  call void @check(i64 974, i64 %v974, i64 3115450110225940480)
  %v975 = icmp slt i64 %x3, 32768
  %v975.x = zext i1 %v975 to i64
  call void @check(i64 975, i64 %v975.x, i64 0)
  %v976 = icmp ult i64 %x3, 32768
  %v976.x = zext i1 %v976 to i64
  call void @check(i64 976, i64 %v976.x, i64 0)
  %v977 = icmp eq i64 %x3, 32768
  %v977.x = zext i1 %v977 to i64
  call void @check(i64 977, i64 %v977.x, i64 0)
  %v978 = icmp sgt i64 %x3, 32768
  %v978.x = zext i1 %v978 to i64
  call void @check(i64 978, i64 %v978.x, i64 1)
  %v979 = icmp uge i64 %x3, 32768
  %v979.x = zext i1 %v979 to i64
  call void @check(i64 979, i64 %v979.x, i64 1)
  %v980 = add i64 %x3, -32768
  call void @check(i64 980, i64 %v980, i64 1311768467463757552)
  %v981 = sub i64 %x3, -32768
  call void @check(i64 981, i64 %v981, i64 1311768467463823088)
  %v982 = and i64 %x3, -32768
  call void @check(i64 982, i64 %v982, i64 1311768467463766016)
  %v983 = or i64 %x3, -32768
  call void @check(i64 983, i64 %v983, i64 -8464)
  %v984 = xor i64 %x3, -32768
  call void @check(i64 984, i64 %v984, i64 -1311768467463774480)
  %v985 = mul i64 %x3, -32768
  call void @check(i64 985, i64 %v985, i64 -3115450110225940480)
  %v986 = icmp slt i64 %x3, -32768
  %v986.x = zext i1 %v986 to i64
  call void @check(i64 986, i64 %v986.x, i64 0)
  %v987 = icmp ult i64 %x3, -32768
  %v987.x = zext i1 %v987 to i64
  call void @check(i64 987, i64 %v987.x, i64 1)
  %v988 = icmp eq i64 %x3, -32768
  %v988.x = zext i1 %v988 to i64
  call void @check(i64 988, i64 %v988.x, i64 0)
  %v989 = icmp sgt i64 %x3, -32768
  %v989.x = zext i1 %v989 to i64
  call void @check(i64 989, i64 %v989.x, i64 1)
  %v990 = icmp uge i64 %x3, -32768
  %v990.x = zext i1 %v990 to i64
  call void @check(i64 990, i64 %v990.x, i64 0)
  %v991 = add i64 %x3, -32769
  call void @check(i64 991, i64 %v991, i64 1311768467463757551)
  %v992 = sub i64 %x3, -32769
  call void @check(i64 992, i64 %v992, i64 1311768467463823089)
  %v993 = and i64 %x3, -32769
  call void @check(i64 993, i64 %v993, i64 1311768467463757552)
  %v994 = or i64 %x3, -32769
  call void @check(i64 994, i64 %v994, i64 -1)
  %v995 = xor i64 %x3, -32769
  call void @check(i64 995, i64 %v995, i64 -1311768467463757553)
  %v996 = mul i64 %x3, -32769
  call void @check(i64 996, i64 %v996, i64 -4427218577689730800)
  %v997 = icmp slt i64 %x3, -32769
  %v997.x = zext i1 %v997 to i64
  call void @check(i64 997, i64 %v997.x, i64 0)
  %v998 = icmp ult i64 %x3, -32769
  %v998.x = zext i1 %v998 to i64
  call void @check(i64 998, i64 %v998.x, i64 1)
  %v999 = icmp eq i64 %x3, -32769
  %v999.x = zext i1 %v999 to i64
  call void @check(i64 999, i64 %v999.x, i64 0)
  %v1000 = icmp sgt i64 %x3, -32769
  %v1000.x = zext i1 %v1000 to i64
  call void @check(i64 1000, i64 %v1000.x, i64 1)
  %v1001 = icmp uge i64 %x3, -32769
  %v1001.x = zext i1 %v1001 to i64
  call void @check(i64 1001, i64 %v1001.x, i64 0)
  %v1002 = add i64 %x3, 65535
  call void @check(i64 1002, i64 %v1002, i64 1311768467463855855)
  %v1003 = sub i64 %x3, 65535
  call void @check(i64 1003, i64 %v1003, i64 1311768467463724785)
  %v1004 = and i64 %x3, 65535
  call void @check(i64 1004, i64 %v1004, i64 57072)
  %v1005 = or i64 %x3, 65535
  call void @check(i64 1005, i64 %v1005, i64 1311768467463798783)
  %v1006 = xor i64 %x3, 65535
  call void @check(i64 1006, i64 %v1006, i64 1311768467463741711)
  %v1007 = mul i64 %x3, 65535
  call void @check(i64 1007, i64 %v1007, i64 4919131752988090640)
  %v1008 = icmp slt i64 %x3, 65535
  %v1008.x = zext i1 %v1008 to i64
  call void @check(i64 1008, i64 %v1008.x, i64 0)
  %v1009 = icmp ult i64 %x3, 65535
  %v1009.x = zext i1 %v1009 to i64
  call void @check(i64 1009, i64 %v1009.x, i64 0)
  %v1010 = icmp eq i64 %x3, 65535
  %v1010.x = zext i1 %v1010 to i64
  call void @check(i64 1010, i64 %v1010.x, i64 0)
  %v1011 = icmp sgt i64 %x3, 65535
  %v1011.x = zext i1 %v1011 to i64
  call void @check(i64 1011, i64 %v1011.x, i64 1)
  %v1012 = icmp uge i64 %x3, 65535
  %v1012.x = zext i1 %v1012 to i64
  call void @check(i64 1012, i64 %v1012.x, i64 1)
  %v1013 = add i64 %x3, 65536
  call void @check(i64 1013, i64 %v1013, i64 1311768467463855856)
  %v1014 = sub i64 %x3, 65536
  call void @check(i64 1014, i64 %v1014, i64 1311768467463724784)
  %v1015 = and i64 %x3, 65536
  call void @check(i64 1015, i64 %v1015, i64 0)
  %v1016 = or i64 %x3, 65536
  call void @check(i64 1016, i64 %v1016, i64 1311768467463855856)
  %v1017 = xor i64 %x3, 65536
  call void @check(i64 1017, i64 %v1017, i64 1311768467463855856)
  %v1018 = mul i64 %x3, 65536
  call void @check(i64 1018, i64 %v1018, i64 6230900220451880960)
  %v1019 = icmp slt i64 %x3, 65536
  %v1019.x = zext i1 %v1019 to i64
  call void @check(i64 1019, i64 %v1019.x, i64 0)
  %v1020 = icmp ult i64 %x3, 65536
  %v1020.x = zext i1 %v1020 to i64
  call void @check(i64 1020, i64 %v1020.x, i64 0)
  %v1021 = icmp eq i64 %x3, 65536
  %v1021.x = zext i1 %v1021 to i64
  call void @check(i64 1021, i64 %v1021.x, i64 0)
  %v1022 = icmp sgt i64 %x3, 65536
  %v1022.x = zext i1 %v1022 to i64
  call void @check(i64 1022, i64 %v1022.x, i64 1)
  %v1023 = icmp uge i64 %x3, 65536
  %v1023.x = zext i1 %v1023 to i64
  call void @check(i64 1023, i64 %v1023.x, i64 1)
  %v1024 = add i64 %x3, 2147483647
  call void @check(i64 1024, i64 %v1024, i64 1311768469611273967)
  %v1025 = sub i64 %x3, 2147483647
  call void @check(i64 1025, i64 %v1025, i64 1311768465316306673)
  %v1026 = and i64 %x3, 2147483647
  call void @check(i64 1026, i64 %v1026, i64 448585456)
  %v1027 = or i64 %x3, 2147483647
  call void @check(i64 1027, i64 %v1027, i64 1311768469162688511)
  %v1028 = xor i64 %x3, 2147483647
  call void @check(i64 1028, i64 %v1028, i64 1311768468714103055)
  %v1029 = mul i64 %x3, 2147483647
  call void @check(i64 1029, i64 %v1029, i64 4263247482454221072)
  %v1030 = icmp slt i64 %x3, 2147483647
  %v1030.x = zext i1 %v1030 to i64
  call void @check(i64 1030, i64 %v1030.x, i64 0)
  %v1031 = icmp ult i64 %x3, 2147483647
  %v1031.x = zext i1 %v1031 to i64
  call void @check(i64 1031, i64 %v1031.x, i64 0)
  %v1032 = icmp eq i64 %x3, 2147483647
  %v1032.x = zext i1 %v1032 to i64
  call void @check(i64 1032, i64 %v1032.x, i64 0)
  %v1033 = icmp sgt i64 %x3, 2147483647
  %v1033.x = zext i1 %v1033 to i64
  call void @check(i64 1033, i64 %v1033.x, i64 1)
  %v1034 = icmp uge i64 %x3, 2147483647
  %v1034.x = zext i1 %v1034 to i64
  call void @check(i64 1034, i64 %v1034.x, i64 1)
  %v1035 = add i64 %x3, 2147483648
  call void @check(i64 1035, i64 %v1035, i64 1311768469611273968)
  %v1036 = sub i64 %x3, 2147483648
  call void @check(i64 1036, i64 %v1036, i64 1311768465316306672)
  %v1037 = and i64 %x3, 2147483648
  call void @check(i64 1037, i64 %v1037, i64 2147483648)
  %v1038 = or i64 %x3, 2147483648
  call void @check(i64 1038, i64 %v1038, i64 1311768467463790320)
  %v1039 = xor i64 %x3, 2147483648
  call void @check(i64 1039, i64 %v1039, i64 1311768465316306672)
  %v1040 = mul i64 %x3, 2147483648
  call void @check(i64 1040, i64 %v1040, i64 5575015949918011392)
  %v1041 = icmp slt i64 %x3, 2147483648
  %v1041.x = zext i1 %v1041 to i64
  call void @check(i64 1041, i64 %v1041.x, i64 0)
  %v1042 = icmp ult i64 %x3, 2147483648
  %v1042.x = zext i1 %v1042 to i64
  call void @check(i64 1042, i64 %v1042.x, i64 0)
  %v1043 = icmp eq i64 %x3, 2147483648
  %v1043.x = zext i1 %v1043 to i64
  call void @check(i64 1043, i64 %v1043.x, i64 0)
  %v1044 = icmp sgt i64 %x3, 2147483648
  %v1044.x = zext i1 %v1044 to i64
  call void @check(i64 1044, i64 %v1044.x, i64 1)
  %v1045 = icmp uge i64 %x3, 2147483648
  %v1045.x = zext i1 %v1045 to i64
  call void @check(i64 1045, i64 %v1045.x, i64 1)
  %v1046 = add i64 %x3, 4294967295
  call void @check(i64 1046, i64 %v1046, i64 1311768471758757615)
  %v1047 = sub i64 %x3, 4294967295
  call void @check(i64 1047, i64 %v1047, i64 1311768463168823025)
  %v1048 = and i64 %x3, 4294967295
  call void @check(i64 1048, i64 %v1048, i64 2596069104)
  %v1049 = or i64 %x3, 4294967295
  call void @check(i64 1049, i64 %v1049, i64 1311768469162688511)
  %v1050 = xor i64 %x3, 4294967295
  call void @check(i64 1050, i64 %v1050, i64 1311768466566619407)
  %v1051 = mul i64 %x3, 4294967295
  call void @check(i64 1051, i64 %v1051, i64 -8608480641337319152)
  %v1052 = icmp slt i64 %x3, 4294967295
  %v1052.x = zext i1 %v1052 to i64
  call void @check(i64 1052, i64 %v1052.x, i64 0)
  %v1053 = icmp ult i64 %x3, 4294967295
  %v1053.x = zext i1 %v1053 to i64
  call void @check(i64 1053, i64 %v1053.x, i64 0)
  %v1054 = icmp eq i64 %x3, 4294967295
  %v1054.x = zext i1 %v1054 to i64
  call void @check(i64 1054, i64 %v1054.x, i64 0)
  %v1055 = icmp sgt i64 %x3, 4294967295
  %v1055.x = zext i1 %v1055 to i64
  call void @check(i64 1055, i64 %v1055.x, i64 1)
  %v1056 = icmp uge i64 %x3, 4294967295
  %v1056.x = zext i1 %v1056 to i64
  call void @check(i64 1056, i64 %v1056.x, i64 1)
  %v1057 = add i64 %x3, 4294967296
  call void @check(i64 1057, i64 %v1057, i64 1311768471758757616)
  %v1058 = sub i64 %x3, 4294967296
  call void @check(i64 1058, i64 %v1058, i64 1311768463168823024)
  %v1059 = and i64 %x3, 4294967296
  call void @check(i64 1059, i64 %v1059, i64 0)
  %v1060 = or i64 %x3, 4294967296
  call void @check(i64 1060, i64 %v1060, i64 1311768471758757616)
  %v1061 = xor i64 %x3, 4294967296
  call void @check(i64 1061, i64 %v1061, i64 1311768471758757616)
  %v1062 = mul i64 %x3, 4294967296
  call void @check(i64 1062, i64 %v1062, i64 -7296712173873528832)
  %v1063 = icmp slt i64 %x3, 4294967296
  %v1063.x = zext i1 %v1063 to i64
  call void @check(i64 1063, i64 %v1063.x, i64 0)
  %v1064 = icmp ult i64 %x3, 4294967296
  %v1064.x = zext i1 %v1064 to i64
  call void @check(i64 1064, i64 %v1064.x, i64 0)
  %v1065 = icmp eq i64 %x3, 4294967296
  %v1065.x = zext i1 %v1065 to i64
  call void @check(i64 1065, i64 %v1065.x, i64 0)
  %v1066 = icmp sgt i64 %x3, 4294967296
  %v1066.x = zext i1 %v1066 to i64
  call void @check(i64 1066, i64 %v1066.x, i64 1)
  %v1067 = icmp uge i64 %x3, 4294967296
  %v1067.x = zext i1 %v1067 to i64
  call void @check(i64 1067, i64 %v1067.x, i64 1)
  %v1068 = add i64 %x3, 4294901760
  call void @check(i64 1068, i64 %v1068, i64 1311768471758692080)
  %v1069 = sub i64 %x3, 4294901760
  call void @check(i64 1069, i64 %v1069, i64 1311768463168888560)
  %v1070 = and i64 %x3, 4294901760
  call void @check(i64 1070, i64 %v1070, i64 2596012032)
  %v1071 = or i64 %x3, 4294901760
  call void @check(i64 1071, i64 %v1071, i64 1311768469162680048)
  %v1072 = xor i64 %x3, 4294901760
  call void @check(i64 1072, i64 %v1072, i64 1311768466566668016)
  %v1073 = mul i64 %x3, 4294901760
  call void @check(i64 1073, i64 %v1073, i64 4919131679384141824)
  %v1074 = icmp slt i64 %x3, 4294901760
  %v1074.x = zext i1 %v1074 to i64
  call void @check(i64 1074, i64 %v1074.x, i64 0)
  %v1075 = icmp ult i64 %x3, 4294901760
  %v1075.x = zext i1 %v1075 to i64
  call void @check(i64 1075, i64 %v1075.x, i64 0)
  %v1076 = icmp eq i64 %x3, 4294901760
  %v1076.x = zext i1 %v1076 to i64
  call void @check(i64 1076, i64 %v1076.x, i64 0)
  %v1077 = icmp sgt i64 %x3, 4294901760
  %v1077.x = zext i1 %v1077 to i64
  call void @check(i64 1077, i64 %v1077.x, i64 1)
  %v1078 = icmp uge i64 %x3, 4294901760
  %v1078.x = zext i1 %v1078 to i64
  call void @check(i64 1078, i64 %v1078.x, i64 1)
  %v1079 = add i64 %x3, 281470681743360
  call void @check(i64 1079, i64 %v1079, i64 1312049938145533680)
  %v1080 = sub i64 %x3, 281470681743360
  call void @check(i64 1080, i64 %v1080, i64 1311486996782046960)
  %v1081 = and i64 %x3, 281470681743360
  call void @check(i64 1081, i64 %v1081, i64 95073396064256)
  %v1082 = or i64 %x3, 281470681743360
  call void @check(i64 1082, i64 %v1082, i64 1311954864749469424)
  %v1083 = xor i64 %x3, 281470681743360
  call void @check(i64 1083, i64 %v1083, i64 1311859791353405168)
  %v1084 = mul i64 %x3, 281470681743360
  call void @check(i64 1084, i64 %v1084, i64 4914307970994536448)
  %v1085 = icmp slt i64 %x3, 281470681743360
  %v1085.x = zext i1 %v1085 to i64
  call void @check(i64 1085, i64 %v1085.x, i64 0)
  %v1086 = icmp ult i64 %x3, 281470681743360
  %v1086.x = zext i1 %v1086 to i64
  call void @check(i64 1086, i64 %v1086.x, i64 0)
  %v1087 = icmp eq i64 %x3, 281470681743360
  %v1087.x = zext i1 %v1087 to i64
  call void @check(i64 1087, i64 %v1087.x, i64 0)
  %v1088 = icmp sgt i64 %x3, 281470681743360
  %v1088.x = zext i1 %v1088 to i64
  call void @check(i64 1088, i64 %v1088.x, i64 1)
  %v1089 = icmp uge i64 %x3, 281470681743360
  %v1089.x = zext i1 %v1089 to i64
  call void @check(i64 1089, i64 %v1089.x, i64 1)
  %v1090 = add i64 %x3, -9223372036854775808
  call void @check(i64 1090, i64 %v1090, i64 -7911603569390985488)
  %v1091 = sub i64 %x3, -9223372036854775808
  call void @check(i64 1091, i64 %v1091, i64 -7911603569390985488)
  %v1092 = and i64 %x3, -9223372036854775808
  call void @check(i64 1092, i64 %v1092, i64 0)
  %v1093 = or i64 %x3, -9223372036854775808
  call void @check(i64 1093, i64 %v1093, i64 -7911603569390985488)
  %v1094 = xor i64 %x3, -9223372036854775808
  call void @check(i64 1094, i64 %v1094, i64 -7911603569390985488)
  %v1095 = mul i64 %x3, -9223372036854775808
  call void @check(i64 1095, i64 %v1095, i64 0)
  %v1096 = icmp slt i64 %x3, -9223372036854775808
  %v1096.x = zext i1 %v1096 to i64
  call void @check(i64 1096, i64 %v1096.x, i64 0)
  %v1097 = icmp ult i64 %x3, -9223372036854775808
  %v1097.x = zext i1 %v1097 to i64
  call void @check(i64 1097, i64 %v1097.x, i64 1)
  %v1098 = icmp eq i64 %x3, -9223372036854775808
  %v1098.x = zext i1 %v1098 to i64
  call void @check(i64 1098, i64 %v1098.x, i64 0)
  %v1099 = icmp sgt i64 %x3, -9223372036854775808
  %v1099.x = zext i1 %v1099 to i64
  call void @check(i64 1099, i64 %v1099.x, i64 1)
  %v1100 = icmp uge i64 %x3, -9223372036854775808
  %v1100.x = zext i1 %v1100 to i64
  call void @check(i64 1100, i64 %v1100.x, i64 0)
  %v1101 = add i32 %y3, 0
  %v1101.x = sext i32 %v1101 to i64
  call void @check(i64 1101, i64 %v1101.x, i64 -1698898192)
  %v1102 = sub i32 %y3, 0
  %v1102.x = sext i32 %v1102 to i64
  call void @check(i64 1102, i64 %v1102.x, i64 -1698898192)
  %v1103 = and i32 %y3, 0
  %v1103.x = sext i32 %v1103 to i64
  call void @check(i64 1103, i64 %v1103.x, i64 0)
  %v1104 = or i32 %y3, 0
  %v1104.x = sext i32 %v1104 to i64
  call void @check(i64 1104, i64 %v1104.x, i64 -1698898192)
  %v1105 = xor i32 %y3, 0
  %v1105.x = sext i32 %v1105 to i64
  call void @check(i64 1105, i64 %v1105.x, i64 -1698898192)
  %v1106 = mul i32 %y3, 0
  %v1106.x = sext i32 %v1106 to i64
  call void @check(i64 1106, i64 %v1106.x, i64 0)
  %v1107 = icmp slt i32 %y3, 0
  %v1107.x = zext i1 %v1107 to i64
  call void @check(i64 1107, i64 %v1107.x, i64 1)
  %v1108 = icmp ult i32 %y3, 0
  %v1108.x = zext i1 %v1108 to i64
  call void @check(i64 1108, i64 %v1108.x, i64 0)
  %v1109 = icmp eq i32 %y3, 0
  %v1109.x = zext i1 %v1109 to i64
  call void @check(i64 1109, i64 %v1109.x, i64 0)
  %v1110 = icmp sgt i32 %y3, 0
  %v1110.x = zext i1 %v1110 to i64
  call void @check(i64 1110, i64 %v1110.x, i64 0)
  %v1111 = icmp uge i32 %y3, 0
  %v1111.x = zext i1 %v1111 to i64
  call void @check(i64 1111, i64 %v1111.x, i64 1)
  %v1112 = add i32 %y3, 1
  %v1112.x = sext i32 %v1112 to i64
  call void @check(i64 1112, i64 %v1112.x, i64 -1698898191)
  %v1113 = sub i32 %y3, 1
  %v1113.x = sext i32 %v1113 to i64
  call void @check(i64 1113, i64 %v1113.x, i64 -1698898193)
  %v1114 = and i32 %y3, 1
  %v1114.x = sext i32 %v1114 to i64
  call void @check(i64 1114, i64 %v1114.x, i64 0)
  %v1115 = or i32 %y3, 1
  %v1115.x = sext i32 %v1115 to i64
  call void @check(i64 1115, i64 %v1115.x, i64 -1698898191)
  %v1116 = xor i32 %y3, 1
  %v1116.x = sext i32 %v1116 to i64
  call void @check(i64 1116, i64 %v1116.x, i64 -1698898191)
  %v1117 = mul i32 %y3, 1
  %v1117.x = sext i32 %v1117 to i64
  call void @check(i64 1117, i64 %v1117.x, i64 -1698898192)
  %v1118 = icmp slt i32 %y3, 1
  %v1118.x = zext i1 %v1118 to i64
  call void @check(i64 1118, i64 %v1118.x, i64 1)
  %v1119 = icmp ult i32 %y3, 1
  %v1119.x = zext i1 %v1119 to i64
  call void @check(i64 1119, i64 %v1119.x, i64 0)
  %v1120 = icmp eq i32 %y3, 1
  %v1120.x = zext i1 %v1120 to i64
  call void @check(i64 1120, i64 %v1120.x, i64 0)
  %v1121 = icmp sgt i32 %y3, 1
  %v1121.x = zext i1 %v1121 to i64
  call void @check(i64 1121, i64 %v1121.x, i64 0)
  %v1122 = icmp uge i32 %y3, 1
  %v1122.x = zext i1 %v1122 to i64
  call void @check(i64 1122, i64 %v1122.x, i64 1)
  %v1123 = add i32 %y3, -1
  %v1123.x = sext i32 %v1123 to i64
  call void @check(i64 1123, i64 %v1123.x, i64 -1698898193)
  %v1124 = sub i32 %y3, -1
  %v1124.x = sext i32 %v1124 to i64
  call void @check(i64 1124, i64 %v1124.x, i64 -1698898191)
  %v1125 = and i32 %y3, -1
  %v1125.x = sext i32 %v1125 to i64
  call void @check(i64 1125, i64 %v1125.x, i64 -1698898192)
  %v1126 = or i32 %y3, -1
  %v1126.x = sext i32 %v1126 to i64
  call void @check(i64 1126, i64 %v1126.x, i64 -1)
  %v1127 = xor i32 %y3, -1
  %v1127.x = sext i32 %v1127 to i64
  call void @check(i64 1127, i64 %v1127.x, i64 1698898191)
  %v1128 = mul i32 %y3, -1
  %v1128.x = sext i32 %v1128 to i64
  call void @check(i64 1128, i64 %v1128.x, i64 1698898192)
  %v1129 = icmp slt i32 %y3, -1
  %v1129.x = zext i1 %v1129 to i64
  call void @check(i64 1129, i64 %v1129.x, i64 1)
  %v1130 = icmp ult i32 %y3, -1
  %v1130.x = zext i1 %v1130 to i64
  call void @check(i64 1130, i64 %v1130.x, i64 1)
  %v1131 = icmp eq i32 %y3, -1
  %v1131.x = zext i1 %v1131 to i64
  call void @check(i64 1131, i64 %v1131.x, i64 0)
  %v1132 = icmp sgt i32 %y3, -1
  %v1132.x = zext i1 %v1132 to i64
  call void @check(i64 1132, i64 %v1132.x, i64 0)
  %v1133 = icmp uge i32 %y3, -1
  %v1133.x = zext i1 %v1133 to i64
  call void @check(i64 1133, i64 %v1133.x, i64 0)
  %v1134 = add i32 %y3, 32767
  %v1134.x = sext i32 %v1134 to i64
  call void @check(i64 1134, i64 %v1134.x, i64 -1698865425)
  %v1135 = sub i32 %y3, 32767
  %v1135.x = sext i32 %v1135 to i64
  call void @check(i64 1135, i64 %v1135.x, i64 -1698930959)
  %v1136 = and i32 %y3, 32767
  %v1136.x = sext i32 %v1136 to i64
  call void @check(i64 1136, i64 %v1136.x, i64 24304)
  %v1137 = or i32 %y3, 32767
  %v1137.x = sext i32 %v1137 to i64
  call void @check(i64 1137, i64 %v1137.x, i64 -1698889729)
  %v1138 = xor i32 %y3, 32767
  %v1138.x = sext i32 %v1138 to i64
  call void @check(i64 1138, i64 %v1138.x, i64 -1698914033)
  %v1139 = mul i32 %y3, 32767
  %v1139.x = sext i32 %v1139 to i64
  call void @check(i64 1139, i64 %v1139.x, i64 -725933808)
  %v1140 = icmp slt i32 %y3, 32767
  %v1140.x = zext i1 %v1140 to i64
  call void @check(i64 1140, i64 %v1140.x, i64 1)
  %v1141 = icmp ult i32 %y3, 32767
  %v1141.x = zext i1 %v1141 to i64
  call void @check(i64 1141, i64 %v1141.x, i64 0)
  %v1142 = icmp eq i32 %y3, 32767
  %v1142.x = zext i1 %v1142 to i64
  call void @check(i64 1142, i64 %v1142.x, i64 0)
  %v1143 = icmp sgt i32 %y3, 32767
  %v1143.x = zext i1 %v1143 to i64
  call void @check(i64 1143, i64 %v1143.x, i64 0)
  %v1144 = icmp uge i32 %y3, 32767
  %v1144.x = zext i1 %v1144 to i64
  call void @check(i64 1144, i64 %v1144.x, i64 1)
  %v1145 = add i32 %y3, 32768
  %v1145.x = sext i32 %v1145 to i64
  call void @check(i64 1145, i64 %v1145.x, i64 -1698865424)
  %v1146 = sub i32 %y3, 32768
  %v1146.x = sext i32 %v1146 to i64
  call void @check(i64 1146, i64 %v1146.x, i64 -1698930960)
  %v1147 = and i32 %y3, 32768
  %v1147.x = sext i32 %v1147 to i64
  call void @check(i64 1147, i64 %v1147.x, i64 32768)
  %v1148 = or i32 %y3, 32768
  %v1148.x = sext i32 %v1148 to i64
  call void @check(i64 1148, i64 %v1148.x, i64 -1698898192)
  %v1149 = xor i32 %y3, 32768
  %v1149.x = sext i32 %v1149 to i64
  call void @check(i64 1149, i64 %v1149.x, i64 -1698930960)
  %v1150 = mul i32 %y3, 32768
  %v1150.x = sext i32 %v1150 to i64
  call void @check(i64 1150, i64 %v1150.x, i64 1870135296)
  %v1151 = icmp slt i32 %y3, 32768
  %v1151.x = zext i1 %v1151 to i64
  call void @check(i64 1151, i64 %v1151.x, i64 1)
  %v1152 = icmp ult i32 %y3, 32768
  %v1152.x = zext i1 %v1152 to i64
  call void @check(i64 1152, i64 %v1152.x, i64 0)
  %v1153 = icmp eq i32 %y3, 32768
  %v1153.x = zext i1 %v1153 to i64
  call void @check(i64 1153, i64 %v1153.x, i64 0)
  %v1154 = icmp sgt i32 %y3, 32768
  %v1154.x = zext i1 %v1154 to i64
  call void @check(i64 1154, i64 %v1154.x, i64 0)
  %v1155 = icmp uge i32 %y3, 32768
  %v1155.x = zext i1 %v1155 to i64
  call void @check(i64 1155, i64 %v1155.x, i64 1)
  %v1156 = add i32 %y3, -32768
  %v1156.x = sext i32 %v1156 to i64
  call void @check(i64 1156, i64 %v1156.x, i64 -1698930960)
  %v1157 = sub i32 %y3, -32768
  %v1157.x = sext i32 %v1157 to i64
  call void @check(i64 1157, i64 %v1157.x, i64 -1698865424)
  %v1158 = and i32 %y3, -32768
  %v1158.x = sext i32 %v1158 to i64
  call void @check(i64 1158, i64 %v1158.x, i64 -1698922496)
  %v1159 = or i32 %y3, -32768
  %v1159.x = sext i32 %v1159 to i64
  call void @check(i64 1159, i64 %v1159.x, i64 -8464)
  %v1160 = xor i32 %y3, -32768
  %v1160.x = sext i32 %v1160 to i64
  call void @check(i64 1160, i64 %v1160.x, i64 1698914032)
  %v1161 = mul i32 %y3, -32768
  %v1161.x = sext i32 %v1161 to i64
  call void @check(i64 1161, i64 %v1161.x, i64 -1870135296)
  %v1162 = icmp slt i32 %y3, -32768
  %v1162.x = zext i1 %v1162 to i64
  call void @check(i64 1162, i64 %v1162.x, i64 1)
  %v1163 = icmp ult i32 %y3, -32768
  %v1163.x = zext i1 %v1163 to i64
  call void @check(i64 1163, i64 %v1163.x, i64 1)
  %v1164 = icmp eq i32 %y3, -32768
  %v1164.x = zext i1 %v1164 to i64
  call void @check(i64 1164, i64 %v1164.x, i64 0)
  %v1165 = icmp sgt i32 %y3, -32768
  %v1165.x = zext i1 %v1165 to i64
  call void @check(i64 1165, i64 %v1165.x, i64 0)
  %v1166 = icmp uge i32 %y3, -32768
  %v1166.x = zext i1 %v1166 to i64
  call void @check(i64 1166, i64 %v1166.x, i64 0)
  %v1167 = add i32 %y3, -32769
  %v1167.x = sext i32 %v1167 to i64
  call void @check(i64 1167, i64 %v1167.x, i64 -1698930961)
  %v1168 = sub i32 %y3, -32769
  %v1168.x = sext i32 %v1168 to i64
  call void @check(i64 1168, i64 %v1168.x, i64 -1698865423)
  %v1169 = and i32 %y3, -32769
  %v1169.x = sext i32 %v1169 to i64
  call void @check(i64 1169, i64 %v1169.x, i64 -1698930960)
  %v1170 = or i32 %y3, -32769
  %v1170.x = sext i32 %v1170 to i64
  call void @check(i64 1170, i64 %v1170.x, i64 -1)
  %v1171 = xor i32 %y3, -32769
  %v1171.x = sext i32 %v1171 to i64
  call void @check(i64 1171, i64 %v1171.x, i64 1698930959)
  %v1172 = mul i32 %y3, -32769
  %v1172.x = sext i32 %v1172 to i64
  call void @check(i64 1172, i64 %v1172.x, i64 -171237104)
  %v1173 = icmp slt i32 %y3, -32769
  %v1173.x = zext i1 %v1173 to i64
  call void @check(i64 1173, i64 %v1173.x, i64 1)
  %v1174 = icmp ult i32 %y3, -32769
  %v1174.x = zext i1 %v1174 to i64
  call void @check(i64 1174, i64 %v1174.x, i64 1)
  %v1175 = icmp eq i32 %y3, -32769
  %v1175.x = zext i1 %v1175 to i64
  call void @check(i64 1175, i64 %v1175.x, i64 0)
  %v1176 = icmp sgt i32 %y3, -32769
  %v1176.x = zext i1 %v1176 to i64
  call void @check(i64 1176, i64 %v1176.x, i64 0)
  %v1177 = icmp uge i32 %y3, -32769
  %v1177.x = zext i1 %v1177 to i64
  call void @check(i64 1177, i64 %v1177.x, i64 0)
  %v1178 = add i32 %y3, 65535
  %v1178.x = sext i32 %v1178 to i64
  call void @check(i64 1178, i64 %v1178.x, i64 -1698832657)
  %v1179 = sub i32 %y3, 65535
  %v1179.x = sext i32 %v1179 to i64
  call void @check(i64 1179, i64 %v1179.x, i64 -1698963727)
  %v1180 = and i32 %y3, 65535
  %v1180.x = sext i32 %v1180 to i64
  call void @check(i64 1180, i64 %v1180.x, i64 57072)
  %v1181 = or i32 %y3, 65535
  %v1181.x = sext i32 %v1181 to i64
  call void @check(i64 1181, i64 %v1181.x, i64 -1698889729)
  %v1182 = xor i32 %y3, 65535
  %v1182.x = sext i32 %v1182 to i64
  call void @check(i64 1182, i64 %v1182.x, i64 -1698946801)
  %v1183 = mul i32 %y3, 65535
  %v1183.x = sext i32 %v1183 to i64
  call void @check(i64 1183, i64 %v1183.x, i64 1144201488)
  %v1184 = icmp slt i32 %y3, 65535
  %v1184.x = zext i1 %v1184 to i64
  call void @check(i64 1184, i64 %v1184.x, i64 1)
  %v1185 = icmp ult i32 %y3, 65535
  %v1185.x = zext i1 %v1185 to i64
  call void @check(i64 1185, i64 %v1185.x, i64 0)
  %v1186 = icmp eq i32 %y3, 65535
  %v1186.x = zext i1 %v1186 to i64
  call void @check(i64 1186, i64 %v1186.x, i64 0)
  %v1187 = icmp sgt i32 %y3, 65535
  %v1187.x = zext i1 %v1187 to i64
  call void @check(i64 1187, i64 %v1187.x, i64 0)
  %v1188 = icmp uge i32 %y3, 65535
  %v1188.x = zext i1 %v1188 to i64
  call void @check(i64 1188, i64 %v1188.x, i64 1)
  %v1189 = add i32 %y3, 65536
  %v1189.x = sext i32 %v1189 to i64
  call void @check(i64 1189, i64 %v1189.x, i64 -1698832656)
  %v1190 = sub i32 %y3, 65536
  %v1190.x = sext i32 %v1190 to i64
  call void @check(i64 1190, i64 %v1190.x, i64 -1698963728)
  %v1191 = and i32 %y3, 65536
  %v1191.x = sext i32 %v1191 to i64
  call void @check(i64 1191, i64 %v1191.x, i64 0)
  %v1192 = or i32 %y3, 65536
  %v1192.x = sext i32 %v1192 to i64
  call void @check(i64 1192, i64 %v1192.x, i64 -1698832656)
  %v1193 = xor i32 %y3, 65536
  %v1193.x = sext i32 %v1193 to i64
  call void @check(i64 1193, i64 %v1193.x, i64 -1698832656)
  %v1194 = mul i32 %y3, 65536
  %v1194.x = sext i32 %v1194 to i64
  call void @check(i64 1194, i64 %v1194.x, i64 -554696704)
  %v1195 = icmp slt i32 %y3, 65536
  %v1195.x = zext i1 %v1195 to i64
  call void @check(i64 1195, i64 %v1195.x, i64 1)
  %v1196 = icmp ult i32 %y3, 65536
  %v1196.x = zext i1 %v1196 to i64
  call void @check(i64 1196, i64 %v1196.x, i64 0)
  %v1197 = icmp eq i32 %y3, 65536
  %v1197.x = zext i1 %v1197 to i64
  call void @check(i64 1197, i64 %v1197.x, i64 0)
  %v1198 = icmp sgt i32 %y3, 65536
  %v1198.x = zext i1 %v1198 to i64
  call void @check(i64 1198, i64 %v1198.x, i64 0)
  %v1199 = icmp uge i32 %y3, 65536
  %v1199.x = zext i1 %v1199 to i64
  call void @check(i64 1199, i64 %v1199.x, i64 1)
  %v1200 = add i32 %y3, 2147483647
  %v1200.x = sext i32 %v1200 to i64
  call void @check(i64 1200, i64 %v1200.x, i64 448585455)
  %v1201 = sub i32 %y3, 2147483647
  %v1201.x = sext i32 %v1201 to i64
  call void @check(i64 1201, i64 %v1201.x, i64 448585457)
  %v1202 = and i32 %y3, 2147483647
  %v1202.x = sext i32 %v1202 to i64
  call void @check(i64 1202, i64 %v1202.x, i64 448585456)
  %v1203 = or i32 %y3, 2147483647
  %v1203.x = sext i32 %v1203 to i64
  call void @check(i64 1203, i64 %v1203.x, i64 -1)
  %v1204 = xor i32 %y3, 2147483647
  %v1204.x = sext i32 %v1204 to i64
  call void @check(i64 1204, i64 %v1204.x, i64 -448585457)
  %v1205 = mul i32 %y3, 2147483647
  %v1205.x = sext i32 %v1205 to i64
  call void @check(i64 1205, i64 %v1205.x, i64 1698898192)
  %v1206 = icmp slt i32 %y3, 2147483647
  %v1206.x = zext i1 %v1206 to i64
  call void @check(i64 1206, i64 %v1206.x, i64 1)
  %v1207 = icmp ult i32 %y3, 2147483647
  %v1207.x = zext i1 %v1207 to i64
  call void @check(i64 1207, i64 %v1207.x, i64 0)
  %v1208 = icmp eq i32 %y3, 2147483647
  %v1208.x = zext i1 %v1208 to i64
  call void @check(i64 1208, i64 %v1208.x, i64 0)
  %v1209 = icmp sgt i32 %y3, 2147483647
  %v1209.x = zext i1 %v1209 to i64
  call void @check(i64 1209, i64 %v1209.x, i64 0)
  %v1210 = icmp uge i32 %y3, 2147483647
  %v1210.x = zext i1 %v1210 to i64
  call void @check(i64 1210, i64 %v1210.x, i64 1)
  %v1211 = add i32 %y3, -2147483648
  %v1211.x = sext i32 %v1211 to i64
  call void @check(i64 1211, i64 %v1211.x, i64 448585456)
  %v1212 = sub i32 %y3, -2147483648
  %v1212.x = sext i32 %v1212 to i64
  call void @check(i64 1212, i64 %v1212.x, i64 448585456)
  %v1213 = and i32 %y3, -2147483648
  %v1213.x = sext i32 %v1213 to i64
  call void @check(i64 1213, i64 %v1213.x, i64 -2147483648)
  %v1214 = or i32 %y3, -2147483648
  %v1214.x = sext i32 %v1214 to i64
  call void @check(i64 1214, i64 %v1214.x, i64 -1698898192)
  %v1215 = xor i32 %y3, -2147483648
  %v1215.x = sext i32 %v1215 to i64
  call void @check(i64 1215, i64 %v1215.x, i64 448585456)
  %v1216 = mul i32 %y3, -2147483648
  %v1216.x = sext i32 %v1216 to i64
  call void @check(i64 1216, i64 %v1216.x, i64 0)
  %v1217 = icmp slt i32 %y3, -2147483648
  %v1217.x = zext i1 %v1217 to i64
  call void @check(i64 1217, i64 %v1217.x, i64 0)
  %v1218 = icmp ult i32 %y3, -2147483648
  %v1218.x = zext i1 %v1218 to i64
  call void @check(i64 1218, i64 %v1218.x, i64 0)
  %v1219 = icmp eq i32 %y3, -2147483648
  %v1219.x = zext i1 %v1219 to i64
  call void @check(i64 1219, i64 %v1219.x, i64 0)
  %v1220 = icmp sgt i32 %y3, -2147483648
  %v1220.x = zext i1 %v1220 to i64
  call void @check(i64 1220, i64 %v1220.x, i64 1)
  %v1221 = icmp uge i32 %y3, -2147483648
  %v1221.x = zext i1 %v1221 to i64
  call void @check(i64 1221, i64 %v1221.x, i64 1)
  %v1222 = add i32 %y3, -65536
  %v1222.x = sext i32 %v1222 to i64
  call void @check(i64 1222, i64 %v1222.x, i64 -1698963728)
  %v1223 = sub i32 %y3, -65536
  %v1223.x = sext i32 %v1223 to i64
  call void @check(i64 1223, i64 %v1223.x, i64 -1698832656)
  %v1224 = and i32 %y3, -65536
  %v1224.x = sext i32 %v1224 to i64
  call void @check(i64 1224, i64 %v1224.x, i64 -1698955264)
  %v1225 = or i32 %y3, -65536
  %v1225.x = sext i32 %v1225 to i64
  call void @check(i64 1225, i64 %v1225.x, i64 -8464)
  %v1226 = xor i32 %y3, -65536
  %v1226.x = sext i32 %v1226 to i64
  call void @check(i64 1226, i64 %v1226.x, i64 1698946800)
  %v1227 = mul i32 %y3, -65536
  %v1227.x = sext i32 %v1227 to i64
  call void @check(i64 1227, i64 %v1227.x, i64 554696704)
  %v1228 = icmp slt i32 %y3, -65536
  %v1228.x = zext i1 %v1228 to i64
  call void @check(i64 1228, i64 %v1228.x, i64 1)
  %v1229 = icmp ult i32 %y3, -65536
  %v1229.x = zext i1 %v1229 to i64
  call void @check(i64 1229, i64 %v1229.x, i64 1)
  %v1230 = icmp eq i32 %y3, -65536
  %v1230.x = zext i1 %v1230 to i64
  call void @check(i64 1230, i64 %v1230.x, i64 0)
  %v1231 = icmp sgt i32 %y3, -65536
  %v1231.x = zext i1 %v1231 to i64
  call void @check(i64 1231, i64 %v1231.x, i64 0)
  %v1232 = icmp uge i32 %y3, -65536
  %v1232.x = zext i1 %v1232 to i64
  call void @check(i64 1232, i64 %v1232.x, i64 0)
  %failures = call i64 @report()
  ret i64 %failures
}
