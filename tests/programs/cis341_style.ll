; cis341_style: code shaped like the output of a CIS341 Oat compiler: every local in an alloca, temporaries named %_name12, length-prefixed arrays { i64, [0 x i64] }* indexed past their declared length, bounds checks, old-style loads, bitcasts of heap blocks, string globals, implicit declarations of the runtime
; ret: 2510
%_Point = type { i64, i64 }
%_Arr = type { i64, [0 x i64] }

@_str_label = global [17 x i8] c"sum of squares: \00"
@_str_pts = global [12 x i8] c"manhattan: \00"
@_str_oob = global [20 x i8] c"index out of bounds\00"

define %_Arr* @oat_alloc_array(i64 %_n) {
  %_cells = add i64 %_n, 1
  %_raw1 = call i8* @ll_malloc(i64 %_cells, i64 8)
  %_arr2 = bitcast i8* %_raw1 to %_Arr*
  %_len3 = getelementptr %_Arr, %_Arr* %_arr2, i32 0, i32 0
  store i64 %_n, i64* %_len3
  ret %_Arr* %_arr2
}

define void @oat_check(%_Arr* %_a, i64 %_i) {
  %_len4 = getelementptr %_Arr, %_Arr* %_a, i32 0, i32 0
  %_n5 = load i64* %_len4
  %_ok6 = icmp ult i64 %_i, %_n5
  br i1 %_ok6, label %_fine7, label %_bad8
_fine7:
  ret void
_bad8:
  %_msg9 = getelementptr [20 x i8], [20 x i8]* @_str_oob, i32 0, i32 0
  call void @ll_puts(i8* %_msg9)
  ret void
}

define i64 @program(i64 %argc, { i64, [0 x i8*] }* %_argv) {
  %_a10 = alloca %_Arr*
  %_i11 = alloca i64
  %_s12 = alloca i64
  %_n13 = alloca i64
  store i64 20, i64* %_n13
  %_n14 = load i64* %_n13
  %_arr15 = call %_Arr* @oat_alloc_array(i64 %_n14)
  store %_Arr* %_arr15, %_Arr** %_a10
  store i64 0, i64* %_i11
  br label %_cond16
_cond16:
  %_i17 = load i64* %_i11
  %_n18 = load i64* %_n13
  %_lt19 = icmp slt i64 %_i17, %_n18
  br i1 %_lt19, label %_body20, label %_post21
_body20:
  %_a22 = load %_Arr** %_a10
  %_i23 = load i64* %_i11
  call void @oat_check(%_Arr* %_a22, i64 %_i23)
  %_elt24 = getelementptr %_Arr, %_Arr* %_a22, i32 0, i32 1, i64 %_i23
  %_sq25 = mul i64 %_i23, %_i23
  store i64 %_sq25, i64* %_elt24
  %_i26 = add i64 %_i23, 1
  store i64 %_i26, i64* %_i11
  br label %_cond16
_post21:
  store i64 0, i64* %_s12
  store i64 0, i64* %_i11
  br label %_cond27
_cond27:
  %_i28 = load i64* %_i11
  %_a29 = load %_Arr** %_a10
  %_lenp30 = getelementptr %_Arr, %_Arr* %_a29, i32 0, i32 0
  %_len31 = load i64* %_lenp30
  %_lt32 = icmp slt i64 %_i28, %_len31
  br i1 %_lt32, label %_body33, label %_post34
_body33:
  call void @oat_check(%_Arr* %_a29, i64 %_i28)
  %_elt35 = getelementptr %_Arr, %_Arr* %_a29, i32 0, i32 1, i64 %_i28
  %_v36 = load i64* %_elt35
  %_s37 = load i64* %_s12
  %_s38 = add i64 %_s37, %_v36
  store i64 %_s38, i64* %_s12
  %_i39 = add i64 %_i28, 1
  store i64 %_i39, i64* %_i11
  br label %_cond27
_post34:
  %_s40 = load i64* %_s12
  %_str41 = call i8* @ll_ltoa(i64 %_s40)
  %_lbl42 = getelementptr [17 x i8], [17 x i8]* @_str_label, i32 0, i32 0
  %_line43 = call i8* @ll_strcat(i8* %_lbl42, i8* %_str41)
  call void @ll_puts(i8* %_line43)
  ; one out-of-bounds check that reports (index 20 of 20)
  %_a44 = load %_Arr** %_a10
  call void @oat_check(%_Arr* %_a44, i64 20)
  %_d45 = call i64 @manhattan(i64 -3, i64 7, i64 10, i64 -20)
  %_ds46 = call i8* @ll_ltoa(i64 %_d45)
  %_lbl47 = getelementptr [12 x i8], [12 x i8]* @_str_pts, i32 0, i32 0
  %_line48 = call i8* @ll_strcat(i8* %_lbl47, i8* %_ds46)
  call void @ll_puts(i8* %_line48)
  %_r49 = add i64 %_s40, %_d45
  ret i64 %_r49
}

define i64 @manhattan(i64 %x1, i64 %y1, i64 %x2, i64 %y2) {
  %_p50 = call i8* @ll_malloc(i64 2, i64 16)
  %_pts51 = bitcast i8* %_p50 to %_Point*
  %_q52 = getelementptr %_Point, %_Point* %_pts51, i64 1
  %_f53 = getelementptr %_Point, %_Point* %_pts51, i32 0, i32 0
  store i64 %x1, i64* %_f53
  %_f54 = getelementptr %_Point, %_Point* %_pts51, i32 0, i32 1
  store i64 %y1, i64* %_f54
  %_f55 = getelementptr %_Point, %_Point* %_q52, i32 0, i32 0
  store i64 %x2, i64* %_f55
  %_f56 = getelementptr %_Point, %_Point* %_q52, i32 0, i32 1
  store i64 %y2, i64* %_f56
  %_ax57 = load i64* %_f53
  %_bx58 = load i64* %_f55
  %_dx59 = sub i64 %_ax57, %_bx58
  %_ay60 = load i64* %_f54
  %_by61 = load i64* %_f56
  %_dy62 = sub i64 %_ay60, %_by61
  %_neg63 = icmp slt i64 %_dx59, 0
  %_ndx64 = sub i64 0, %_dx59
  %_adx65 = select i1 %_neg63, i64 %_ndx64, i64 %_dx59
  %_neg66 = icmp slt i64 %_dy62, 0
  %_ndy67 = sub i64 0, %_dy62
  %_ady68 = select i1 %_neg66, i64 %_ndy67, i64 %_dy62
  %_sum69 = add i64 %_adx65, %_ady68
  ret i64 %_sum69
}

define i64 @main(i64 %argc, i8** %argv) {
  %_args70 = bitcast i8** %argv to { i64, [0 x i8*] }*
  %_r71 = call i64 @program(i64 %argc, { i64, [0 x i8*] }* %_args70)
  ret i64 %_r71
}
