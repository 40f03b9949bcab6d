; gep_indices: getelementptr with i32 and i64 indices (mixed in one instruction), negative i32 and i64 indices (sign-extended), struct field offsets with padding, multi-dimensional arrays, chained GEPs, indexing past an array's declared length
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
%Rec = type { i8, i64, i16, [3 x i32], i8 }
%Vec = type { i64, [0 x i64] }

@grid = global [4 x [5 x i64]] zeroinitializer
@rec = global %Rec { i8 1, i64 2, i16 3, [3 x i32] [i32 4, i32 5, i32 6], i8 7 }
@storage = global [6 x i64] [i64 5, i64 10, i64 20, i64 30, i64 40, i64 50]

define i64 @field_offset(%Rec* %r, i32 %k) {
entry:
  %base = ptrtoint %Rec* %r to i64
  %is1 = icmp eq i32 %k, 1
  br i1 %is1, label %f1, label %not1

f1:
  %p1 = getelementptr %Rec, %Rec* %r, i32 0, i32 1
  %a1 = ptrtoint i64* %p1 to i64
  br label %done

not1:
  %is2 = icmp eq i32 %k, 2
  br i1 %is2, label %f2, label %not2

f2:
  %p2 = getelementptr %Rec, %Rec* %r, i64 0, i32 2
  %a2 = ptrtoint i16* %p2 to i64
  br label %done

not2:
  %is3 = icmp eq i32 %k, 3
  br i1 %is3, label %f3, label %f4

f3:
  %p3 = getelementptr %Rec, %Rec* %r, i32 0, i32 3, i64 2
  %a3 = ptrtoint i32* %p3 to i64
  br label %done

f4:
  %p4 = getelementptr %Rec, %Rec* %r, i32 0, i32 4
  %a4 = ptrtoint i8* %p4 to i64
  br label %done

done:
  %a = phi i64 [ %a1, %f1 ], [ %a2, %f2 ], [ %a3, %f3 ], [ %a4, %f4 ]
  %off = sub i64 %a, %base
  ret i64 %off
}

define i64 @main() {
entry:
  ; fill grid[i][j] = 10*i + j with i32 row and i64 column indices
  br label %rows

rows:
  %i = phi i32 [ 0, %entry ], [ %i1, %rows.next ]
  br label %cols

cols:
  %j = phi i64 [ 0, %rows ], [ %j1, %cols ]
  %p = getelementptr [4 x [5 x i64]], [4 x [5 x i64]]* @grid, i64 0, i32 %i, i64 %j
  %i64 = sext i32 %i to i64
  %ten.i = mul i64 %i64, 10
  %v = add i64 %ten.i, %j
  store i64 %v, i64* %p
  %j1 = add i64 %j, 1
  %jm = icmp slt i64 %j1, 5
  br i1 %jm, label %cols, label %rows.next

rows.next:
  %i1 = add i32 %i, 1
  %im = icmp slt i32 %i1, 4
  br i1 %im, label %rows, label %filled

filled:
  %g23 = getelementptr [4 x [5 x i64]], [4 x [5 x i64]]* @grid, i32 0, i64 2, i32 3
  %v23 = load i64, i64* %g23
  call void @check(i64 1, i64 %v23, i64 23)
  ; a row pointer, then an index into it
  %row3 = getelementptr [4 x [5 x i64]], [4 x [5 x i64]]* @grid, i64 0, i64 3
  %r34 = getelementptr [5 x i64], [5 x i64]* %row3, i32 0, i32 4
  %v34 = load i64, i64* %r34
  call void @check(i64 2, i64 %v34, i64 34)
  ; stepping over whole rows with the first index
  %row0 = getelementptr [4 x [5 x i64]], [4 x [5 x i64]]* @grid, i64 0, i64 0
  %row2 = getelementptr [5 x i64], [5 x i64]* %row0, i64 2, i64 1
  %v21 = load i64, i64* %row2
  call void @check(i64 3, i64 %v21, i64 21)
  ; a column index past the row's length lands in the next row (well-formed)
  %spill = getelementptr [4 x [5 x i64]], [4 x [5 x i64]]* @grid, i64 0, i64 1, i64 7
  %v22 = load i64, i64* %spill
  call void @check(i64 4, i64 %v22, i64 22)
  ; negative indices: i64 and i32 (the i32 one must be sign-extended)
  %last = getelementptr [4 x [5 x i64]], [4 x [5 x i64]]* @grid, i64 0, i64 3, i64 4
  %back1 = getelementptr i64, i64* %last, i64 -1
  %v33 = load i64, i64* %back1
  call void @check(i64 5, i64 %v33, i64 33)
  %back6 = getelementptr i64, i64* %last, i32 -6
  %v23b = load i64, i64* %back6
  call void @check(i64 6, i64 %v23b, i64 23)
  %m1 = sub i32 0, 11
  %back11 = getelementptr i64, i64* %last, i32 %m1
  %v14 = load i64, i64* %back11
  call void @check(i64 7, i64 %v14, i64 13)
  ; struct field offsets (the pointer-free prefix of the layout is the same on every host)
  %o1 = call i64 @field_offset(%Rec* @rec, i32 1)
  call void @check(i64 8, i64 %o1, i64 8)
  %o2 = call i64 @field_offset(%Rec* @rec, i32 2)
  call void @check(i64 9, i64 %o2, i64 16)
  %o3 = call i64 @field_offset(%Rec* @rec, i32 3)
  call void @check(i64 10, i64 %o3, i64 28)
  %o4 = call i64 @field_offset(%Rec* @rec, i32 4)
  call void @check(i64 11, i64 %o4, i64 32)
  %f3 = getelementptr %Rec, %Rec* @rec, i32 0, i32 3, i32 1
  %f3v = load i32, i32* %f3
  %f3x = sext i32 %f3v to i64
  call void @check(i64 12, i64 %f3x, i64 5)
  %f4 = getelementptr %Rec, %Rec* @rec, i32 0, i32 4
  %f4v = load i8, i8* %f4
  %f4x = sext i8 %f4v to i64
  call void @check(i64 13, i64 %f4x, i64 7)
  ; a length-prefixed vector { n, [0 x i64] } laid over storage, indexed past [0 x ...]
  %vec = bitcast [6 x i64]* @storage to %Vec*
  %lenp = getelementptr %Vec, %Vec* %vec, i32 0, i32 0
  %len = load i64, i64* %lenp
  call void @check(i64 14, i64 %len, i64 5)
  %e4 = getelementptr %Vec, %Vec* %vec, i32 0, i32 1, i64 4
  %e4v = load i64, i64* %e4
  call void @check(i64 15, i64 %e4v, i64 50)
  %failures = call i64 @report()
  ret i64 %failures
}
