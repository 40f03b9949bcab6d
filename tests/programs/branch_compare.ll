; branch_compare: conditional branches on every icmp condition over all pairs of 12 i64 values (and their i32 and i16 truncations), and against constants including 0, -1, 2^31, 2^32 and INT64_MIN; each condition's taken-count is checked
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

@v.i64 = global [12 x i64] [i64 0, i64 1, i64 -1, i64 2147483647, i64 2147483648, i64 4294967295, i64 4294967296, i64 -4294967296, i64 -9223372036854775808, i64 9223372036854775807, i64 4294967297, i64 -2]
@v.i32 = global [12 x i32] [i32 0, i32 1, i32 -1, i32 2147483647, i32 -2147483648, i32 -1, i32 0, i32 0, i32 0, i32 -1, i32 1, i32 -2]
@v.i16 = global [12 x i16] [i16 0, i16 1, i16 -1, i16 -1, i16 0, i16 -1, i16 0, i16 0, i16 0, i16 -1, i16 1, i16 -2]

define i64 @pairs.eq.i64() {
entry:
  br label %outer

outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.next ]
  %n = phi i64 [ 0, %entry ], [ %n.in, %outer.next ]
  %pa = getelementptr [12 x i64], [12 x i64]* @v.i64, i64 0, i64 %i
  %a = load i64, i64* %pa
  br label %inner

inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner.next ]
  %m = phi i64 [ %n, %outer ], [ %m1, %inner.next ]
  %pb = getelementptr [12 x i64], [12 x i64]* @v.i64, i64 0, i64 %j
  %b = load i64, i64* %pb
  %c = icmp eq i64 %a, %b
  br i1 %c, label %taken, label %inner.next

taken:
  %w = add i64 %j, 1
  %m.t = add i64 %m, %w
  br label %inner.next

inner.next:
  %m1 = phi i64 [ %m, %inner ], [ %m.t, %taken ]
  %j1 = add i64 %j, 1
  %jm = icmp ult i64 %j1, 12
  br i1 %jm, label %inner, label %outer.next

outer.next:
  %n.in = phi i64 [ %m1, %inner.next ]
  %i1 = add i64 %i, 1
  %im = icmp ult i64 %i1, 12
  br i1 %im, label %outer, label %done

done:
  ret i64 %n.in
}

define i64 @pairs.ne.i64() {
entry:
  br label %outer

outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.next ]
  %n = phi i64 [ 0, %entry ], [ %n.in, %outer.next ]
  %pa = getelementptr [12 x i64], [12 x i64]* @v.i64, i64 0, i64 %i
  %a = load i64, i64* %pa
  br label %inner

inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner.next ]
  %m = phi i64 [ %n, %outer ], [ %m1, %inner.next ]
  %pb = getelementptr [12 x i64], [12 x i64]* @v.i64, i64 0, i64 %j
  %b = load i64, i64* %pb
  %c = icmp ne i64 %a, %b
  br i1 %c, label %taken, label %inner.next

taken:
  %w = add i64 %j, 1
  %m.t = add i64 %m, %w
  br label %inner.next

inner.next:
  %m1 = phi i64 [ %m, %inner ], [ %m.t, %taken ]
  %j1 = add i64 %j, 1
  %jm = icmp ult i64 %j1, 12
  br i1 %jm, label %inner, label %outer.next

outer.next:
  %n.in = phi i64 [ %m1, %inner.next ]
  %i1 = add i64 %i, 1
  %im = icmp ult i64 %i1, 12
  br i1 %im, label %outer, label %done

done:
  ret i64 %n.in
}

define i64 @pairs.slt.i64() {
entry:
  br label %outer

outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.next ]
  %n = phi i64 [ 0, %entry ], [ %n.in, %outer.next ]
  %pa = getelementptr [12 x i64], [12 x i64]* @v.i64, i64 0, i64 %i
  %a = load i64, i64* %pa
  br label %inner

inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner.next ]
  %m = phi i64 [ %n, %outer ], [ %m1, %inner.next ]
  %pb = getelementptr [12 x i64], [12 x i64]* @v.i64, i64 0, i64 %j
  %b = load i64, i64* %pb
  %c = icmp slt i64 %a, %b
  br i1 %c, label %taken, label %inner.next

taken:
  %w = add i64 %j, 1
  %m.t = add i64 %m, %w
  br label %inner.next

inner.next:
  %m1 = phi i64 [ %m, %inner ], [ %m.t, %taken ]
  %j1 = add i64 %j, 1
  %jm = icmp ult i64 %j1, 12
  br i1 %jm, label %inner, label %outer.next

outer.next:
  %n.in = phi i64 [ %m1, %inner.next ]
  %i1 = add i64 %i, 1
  %im = icmp ult i64 %i1, 12
  br i1 %im, label %outer, label %done

done:
  ret i64 %n.in
}

define i64 @pairs.sle.i64() {
entry:
  br label %outer

outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.next ]
  %n = phi i64 [ 0, %entry ], [ %n.in, %outer.next ]
  %pa = getelementptr [12 x i64], [12 x i64]* @v.i64, i64 0, i64 %i
  %a = load i64, i64* %pa
  br label %inner

inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner.next ]
  %m = phi i64 [ %n, %outer ], [ %m1, %inner.next ]
  %pb = getelementptr [12 x i64], [12 x i64]* @v.i64, i64 0, i64 %j
  %b = load i64, i64* %pb
  %c = icmp sle i64 %a, %b
  br i1 %c, label %taken, label %inner.next

taken:
  %w = add i64 %j, 1
  %m.t = add i64 %m, %w
  br label %inner.next

inner.next:
  %m1 = phi i64 [ %m, %inner ], [ %m.t, %taken ]
  %j1 = add i64 %j, 1
  %jm = icmp ult i64 %j1, 12
  br i1 %jm, label %inner, label %outer.next

outer.next:
  %n.in = phi i64 [ %m1, %inner.next ]
  %i1 = add i64 %i, 1
  %im = icmp ult i64 %i1, 12
  br i1 %im, label %outer, label %done

done:
  ret i64 %n.in
}

define i64 @pairs.sgt.i64() {
entry:
  br label %outer

outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.next ]
  %n = phi i64 [ 0, %entry ], [ %n.in, %outer.next ]
  %pa = getelementptr [12 x i64], [12 x i64]* @v.i64, i64 0, i64 %i
  %a = load i64, i64* %pa
  br label %inner

inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner.next ]
  %m = phi i64 [ %n, %outer ], [ %m1, %inner.next ]
  %pb = getelementptr [12 x i64], [12 x i64]* @v.i64, i64 0, i64 %j
  %b = load i64, i64* %pb
  %c = icmp sgt i64 %a, %b
  br i1 %c, label %taken, label %inner.next

taken:
  %w = add i64 %j, 1
  %m.t = add i64 %m, %w
  br label %inner.next

inner.next:
  %m1 = phi i64 [ %m, %inner ], [ %m.t, %taken ]
  %j1 = add i64 %j, 1
  %jm = icmp ult i64 %j1, 12
  br i1 %jm, label %inner, label %outer.next

outer.next:
  %n.in = phi i64 [ %m1, %inner.next ]
  %i1 = add i64 %i, 1
  %im = icmp ult i64 %i1, 12
  br i1 %im, label %outer, label %done

done:
  ret i64 %n.in
}

define i64 @pairs.sge.i64() {
entry:
  br label %outer

outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.next ]
  %n = phi i64 [ 0, %entry ], [ %n.in, %outer.next ]
  %pa = getelementptr [12 x i64], [12 x i64]* @v.i64, i64 0, i64 %i
  %a = load i64, i64* %pa
  br label %inner

inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner.next ]
  %m = phi i64 [ %n, %outer ], [ %m1, %inner.next ]
  %pb = getelementptr [12 x i64], [12 x i64]* @v.i64, i64 0, i64 %j
  %b = load i64, i64* %pb
  %c = icmp sge i64 %a, %b
  br i1 %c, label %taken, label %inner.next

taken:
  %w = add i64 %j, 1
  %m.t = add i64 %m, %w
  br label %inner.next

inner.next:
  %m1 = phi i64 [ %m, %inner ], [ %m.t, %taken ]
  %j1 = add i64 %j, 1
  %jm = icmp ult i64 %j1, 12
  br i1 %jm, label %inner, label %outer.next

outer.next:
  %n.in = phi i64 [ %m1, %inner.next ]
  %i1 = add i64 %i, 1
  %im = icmp ult i64 %i1, 12
  br i1 %im, label %outer, label %done

done:
  ret i64 %n.in
}

define i64 @pairs.ult.i64() {
entry:
  br label %outer

outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.next ]
  %n = phi i64 [ 0, %entry ], [ %n.in, %outer.next ]
  %pa = getelementptr [12 x i64], [12 x i64]* @v.i64, i64 0, i64 %i
  %a = load i64, i64* %pa
  br label %inner

inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner.next ]
  %m = phi i64 [ %n, %outer ], [ %m1, %inner.next ]
  %pb = getelementptr [12 x i64], [12 x i64]* @v.i64, i64 0, i64 %j
  %b = load i64, i64* %pb
  %c = icmp ult i64 %a, %b
  br i1 %c, label %taken, label %inner.next

taken:
  %w = add i64 %j, 1
  %m.t = add i64 %m, %w
  br label %inner.next

inner.next:
  %m1 = phi i64 [ %m, %inner ], [ %m.t, %taken ]
  %j1 = add i64 %j, 1
  %jm = icmp ult i64 %j1, 12
  br i1 %jm, label %inner, label %outer.next

outer.next:
  %n.in = phi i64 [ %m1, %inner.next ]
  %i1 = add i64 %i, 1
  %im = icmp ult i64 %i1, 12
  br i1 %im, label %outer, label %done

done:
  ret i64 %n.in
}

define i64 @pairs.ule.i64() {
entry:
  br label %outer

outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.next ]
  %n = phi i64 [ 0, %entry ], [ %n.in, %outer.next ]
  %pa = getelementptr [12 x i64], [12 x i64]* @v.i64, i64 0, i64 %i
  %a = load i64, i64* %pa
  br label %inner

inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner.next ]
  %m = phi i64 [ %n, %outer ], [ %m1, %inner.next ]
  %pb = getelementptr [12 x i64], [12 x i64]* @v.i64, i64 0, i64 %j
  %b = load i64, i64* %pb
  %c = icmp ule i64 %a, %b
  br i1 %c, label %taken, label %inner.next

taken:
  %w = add i64 %j, 1
  %m.t = add i64 %m, %w
  br label %inner.next

inner.next:
  %m1 = phi i64 [ %m, %inner ], [ %m.t, %taken ]
  %j1 = add i64 %j, 1
  %jm = icmp ult i64 %j1, 12
  br i1 %jm, label %inner, label %outer.next

outer.next:
  %n.in = phi i64 [ %m1, %inner.next ]
  %i1 = add i64 %i, 1
  %im = icmp ult i64 %i1, 12
  br i1 %im, label %outer, label %done

done:
  ret i64 %n.in
}

define i64 @pairs.ugt.i64() {
entry:
  br label %outer

outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.next ]
  %n = phi i64 [ 0, %entry ], [ %n.in, %outer.next ]
  %pa = getelementptr [12 x i64], [12 x i64]* @v.i64, i64 0, i64 %i
  %a = load i64, i64* %pa
  br label %inner

inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner.next ]
  %m = phi i64 [ %n, %outer ], [ %m1, %inner.next ]
  %pb = getelementptr [12 x i64], [12 x i64]* @v.i64, i64 0, i64 %j
  %b = load i64, i64* %pb
  %c = icmp ugt i64 %a, %b
  br i1 %c, label %taken, label %inner.next

taken:
  %w = add i64 %j, 1
  %m.t = add i64 %m, %w
  br label %inner.next

inner.next:
  %m1 = phi i64 [ %m, %inner ], [ %m.t, %taken ]
  %j1 = add i64 %j, 1
  %jm = icmp ult i64 %j1, 12
  br i1 %jm, label %inner, label %outer.next

outer.next:
  %n.in = phi i64 [ %m1, %inner.next ]
  %i1 = add i64 %i, 1
  %im = icmp ult i64 %i1, 12
  br i1 %im, label %outer, label %done

done:
  ret i64 %n.in
}

define i64 @pairs.uge.i64() {
entry:
  br label %outer

outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.next ]
  %n = phi i64 [ 0, %entry ], [ %n.in, %outer.next ]
  %pa = getelementptr [12 x i64], [12 x i64]* @v.i64, i64 0, i64 %i
  %a = load i64, i64* %pa
  br label %inner

inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner.next ]
  %m = phi i64 [ %n, %outer ], [ %m1, %inner.next ]
  %pb = getelementptr [12 x i64], [12 x i64]* @v.i64, i64 0, i64 %j
  %b = load i64, i64* %pb
  %c = icmp uge i64 %a, %b
  br i1 %c, label %taken, label %inner.next

taken:
  %w = add i64 %j, 1
  %m.t = add i64 %m, %w
  br label %inner.next

inner.next:
  %m1 = phi i64 [ %m, %inner ], [ %m.t, %taken ]
  %j1 = add i64 %j, 1
  %jm = icmp ult i64 %j1, 12
  br i1 %jm, label %inner, label %outer.next

outer.next:
  %n.in = phi i64 [ %m1, %inner.next ]
  %i1 = add i64 %i, 1
  %im = icmp ult i64 %i1, 12
  br i1 %im, label %outer, label %done

done:
  ret i64 %n.in
}

define i64 @pairs.eq.i32() {
entry:
  br label %outer

outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.next ]
  %n = phi i64 [ 0, %entry ], [ %n.in, %outer.next ]
  %pa = getelementptr [12 x i32], [12 x i32]* @v.i32, i64 0, i64 %i
  %a = load i32, i32* %pa
  br label %inner

inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner.next ]
  %m = phi i64 [ %n, %outer ], [ %m1, %inner.next ]
  %pb = getelementptr [12 x i32], [12 x i32]* @v.i32, i64 0, i64 %j
  %b = load i32, i32* %pb
  %c = icmp eq i32 %a, %b
  br i1 %c, label %taken, label %inner.next

taken:
  %w = add i64 %j, 1
  %m.t = add i64 %m, %w
  br label %inner.next

inner.next:
  %m1 = phi i64 [ %m, %inner ], [ %m.t, %taken ]
  %j1 = add i64 %j, 1
  %jm = icmp ult i64 %j1, 12
  br i1 %jm, label %inner, label %outer.next

outer.next:
  %n.in = phi i64 [ %m1, %inner.next ]
  %i1 = add i64 %i, 1
  %im = icmp ult i64 %i1, 12
  br i1 %im, label %outer, label %done

done:
  ret i64 %n.in
}

define i64 @pairs.ne.i32() {
entry:
  br label %outer

outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.next ]
  %n = phi i64 [ 0, %entry ], [ %n.in, %outer.next ]
  %pa = getelementptr [12 x i32], [12 x i32]* @v.i32, i64 0, i64 %i
  %a = load i32, i32* %pa
  br label %inner

inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner.next ]
  %m = phi i64 [ %n, %outer ], [ %m1, %inner.next ]
  %pb = getelementptr [12 x i32], [12 x i32]* @v.i32, i64 0, i64 %j
  %b = load i32, i32* %pb
  %c = icmp ne i32 %a, %b
  br i1 %c, label %taken, label %inner.next

taken:
  %w = add i64 %j, 1
  %m.t = add i64 %m, %w
  br label %inner.next

inner.next:
  %m1 = phi i64 [ %m, %inner ], [ %m.t, %taken ]
  %j1 = add i64 %j, 1
  %jm = icmp ult i64 %j1, 12
  br i1 %jm, label %inner, label %outer.next

outer.next:
  %n.in = phi i64 [ %m1, %inner.next ]
  %i1 = add i64 %i, 1
  %im = icmp ult i64 %i1, 12
  br i1 %im, label %outer, label %done

done:
  ret i64 %n.in
}

define i64 @pairs.slt.i32() {
entry:
  br label %outer

outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.next ]
  %n = phi i64 [ 0, %entry ], [ %n.in, %outer.next ]
  %pa = getelementptr [12 x i32], [12 x i32]* @v.i32, i64 0, i64 %i
  %a = load i32, i32* %pa
  br label %inner

inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner.next ]
  %m = phi i64 [ %n, %outer ], [ %m1, %inner.next ]
  %pb = getelementptr [12 x i32], [12 x i32]* @v.i32, i64 0, i64 %j
  %b = load i32, i32* %pb
  %c = icmp slt i32 %a, %b
  br i1 %c, label %taken, label %inner.next

taken:
  %w = add i64 %j, 1
  %m.t = add i64 %m, %w
  br label %inner.next

inner.next:
  %m1 = phi i64 [ %m, %inner ], [ %m.t, %taken ]
  %j1 = add i64 %j, 1
  %jm = icmp ult i64 %j1, 12
  br i1 %jm, label %inner, label %outer.next

outer.next:
  %n.in = phi i64 [ %m1, %inner.next ]
  %i1 = add i64 %i, 1
  %im = icmp ult i64 %i1, 12
  br i1 %im, label %outer, label %done

done:
  ret i64 %n.in
}

define i64 @pairs.sle.i32() {
entry:
  br label %outer

outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.next ]
  %n = phi i64 [ 0, %entry ], [ %n.in, %outer.next ]
  %pa = getelementptr [12 x i32], [12 x i32]* @v.i32, i64 0, i64 %i
  %a = load i32, i32* %pa
  br label %inner

inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner.next ]
  %m = phi i64 [ %n, %outer ], [ %m1, %inner.next ]
  %pb = getelementptr [12 x i32], [12 x i32]* @v.i32, i64 0, i64 %j
  %b = load i32, i32* %pb
  %c = icmp sle i32 %a, %b
  br i1 %c, label %taken, label %inner.next

taken:
  %w = add i64 %j, 1
  %m.t = add i64 %m, %w
  br label %inner.next

inner.next:
  %m1 = phi i64 [ %m, %inner ], [ %m.t, %taken ]
  %j1 = add i64 %j, 1
  %jm = icmp ult i64 %j1, 12
  br i1 %jm, label %inner, label %outer.next

outer.next:
  %n.in = phi i64 [ %m1, %inner.next ]
  %i1 = add i64 %i, 1
  %im = icmp ult i64 %i1, 12
  br i1 %im, label %outer, label %done

done:
  ret i64 %n.in
}

define i64 @pairs.sgt.i32() {
entry:
  br label %outer

outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.next ]
  %n = phi i64 [ 0, %entry ], [ %n.in, %outer.next ]
  %pa = getelementptr [12 x i32], [12 x i32]* @v.i32, i64 0, i64 %i
  %a = load i32, i32* %pa
  br label %inner

inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner.next ]
  %m = phi i64 [ %n, %outer ], [ %m1, %inner.next ]
  %pb = getelementptr [12 x i32], [12 x i32]* @v.i32, i64 0, i64 %j
  %b = load i32, i32* %pb
  %c = icmp sgt i32 %a, %b
  br i1 %c, label %taken, label %inner.next

taken:
  %w = add i64 %j, 1
  %m.t = add i64 %m, %w
  br label %inner.next

inner.next:
  %m1 = phi i64 [ %m, %inner ], [ %m.t, %taken ]
  %j1 = add i64 %j, 1
  %jm = icmp ult i64 %j1, 12
  br i1 %jm, label %inner, label %outer.next

outer.next:
  %n.in = phi i64 [ %m1, %inner.next ]
  %i1 = add i64 %i, 1
  %im = icmp ult i64 %i1, 12
  br i1 %im, label %outer, label %done

done:
  ret i64 %n.in
}

define i64 @pairs.sge.i32() {
entry:
  br label %outer

outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.next ]
  %n = phi i64 [ 0, %entry ], [ %n.in, %outer.next ]
  %pa = getelementptr [12 x i32], [12 x i32]* @v.i32, i64 0, i64 %i
  %a = load i32, i32* %pa
  br label %inner

inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner.next ]
  %m = phi i64 [ %n, %outer ], [ %m1, %inner.next ]
  %pb = getelementptr [12 x i32], [12 x i32]* @v.i32, i64 0, i64 %j
  %b = load i32, i32* %pb
  %c = icmp sge i32 %a, %b
  br i1 %c, label %taken, label %inner.next

taken:
  %w = add i64 %j, 1
  %m.t = add i64 %m, %w
  br label %inner.next

inner.next:
  %m1 = phi i64 [ %m, %inner ], [ %m.t, %taken ]
  %j1 = add i64 %j, 1
  %jm = icmp ult i64 %j1, 12
  br i1 %jm, label %inner, label %outer.next

outer.next:
  %n.in = phi i64 [ %m1, %inner.next ]
  %i1 = add i64 %i, 1
  %im = icmp ult i64 %i1, 12
  br i1 %im, label %outer, label %done

done:
  ret i64 %n.in
}

define i64 @pairs.ult.i32() {
entry:
  br label %outer

outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.next ]
  %n = phi i64 [ 0, %entry ], [ %n.in, %outer.next ]
  %pa = getelementptr [12 x i32], [12 x i32]* @v.i32, i64 0, i64 %i
  %a = load i32, i32* %pa
  br label %inner

inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner.next ]
  %m = phi i64 [ %n, %outer ], [ %m1, %inner.next ]
  %pb = getelementptr [12 x i32], [12 x i32]* @v.i32, i64 0, i64 %j
  %b = load i32, i32* %pb
  %c = icmp ult i32 %a, %b
  br i1 %c, label %taken, label %inner.next

taken:
  %w = add i64 %j, 1
  %m.t = add i64 %m, %w
  br label %inner.next

inner.next:
  %m1 = phi i64 [ %m, %inner ], [ %m.t, %taken ]
  %j1 = add i64 %j, 1
  %jm = icmp ult i64 %j1, 12
  br i1 %jm, label %inner, label %outer.next

outer.next:
  %n.in = phi i64 [ %m1, %inner.next ]
  %i1 = add i64 %i, 1
  %im = icmp ult i64 %i1, 12
  br i1 %im, label %outer, label %done

done:
  ret i64 %n.in
}

define i64 @pairs.ule.i32() {
entry:
  br label %outer

outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.next ]
  %n = phi i64 [ 0, %entry ], [ %n.in, %outer.next ]
  %pa = getelementptr [12 x i32], [12 x i32]* @v.i32, i64 0, i64 %i
  %a = load i32, i32* %pa
  br label %inner

inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner.next ]
  %m = phi i64 [ %n, %outer ], [ %m1, %inner.next ]
  %pb = getelementptr [12 x i32], [12 x i32]* @v.i32, i64 0, i64 %j
  %b = load i32, i32* %pb
  %c = icmp ule i32 %a, %b
  br i1 %c, label %taken, label %inner.next

taken:
  %w = add i64 %j, 1
  %m.t = add i64 %m, %w
  br label %inner.next

inner.next:
  %m1 = phi i64 [ %m, %inner ], [ %m.t, %taken ]
  %j1 = add i64 %j, 1
  %jm = icmp ult i64 %j1, 12
  br i1 %jm, label %inner, label %outer.next

outer.next:
  %n.in = phi i64 [ %m1, %inner.next ]
  %i1 = add i64 %i, 1
  %im = icmp ult i64 %i1, 12
  br i1 %im, label %outer, label %done

done:
  ret i64 %n.in
}

define i64 @pairs.ugt.i32() {
entry:
  br label %outer

outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.next ]
  %n = phi i64 [ 0, %entry ], [ %n.in, %outer.next ]
  %pa = getelementptr [12 x i32], [12 x i32]* @v.i32, i64 0, i64 %i
  %a = load i32, i32* %pa
  br label %inner

inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner.next ]
  %m = phi i64 [ %n, %outer ], [ %m1, %inner.next ]
  %pb = getelementptr [12 x i32], [12 x i32]* @v.i32, i64 0, i64 %j
  %b = load i32, i32* %pb
  %c = icmp ugt i32 %a, %b
  br i1 %c, label %taken, label %inner.next

taken:
  %w = add i64 %j, 1
  %m.t = add i64 %m, %w
  br label %inner.next

inner.next:
  %m1 = phi i64 [ %m, %inner ], [ %m.t, %taken ]
  %j1 = add i64 %j, 1
  %jm = icmp ult i64 %j1, 12
  br i1 %jm, label %inner, label %outer.next

outer.next:
  %n.in = phi i64 [ %m1, %inner.next ]
  %i1 = add i64 %i, 1
  %im = icmp ult i64 %i1, 12
  br i1 %im, label %outer, label %done

done:
  ret i64 %n.in
}

define i64 @pairs.uge.i32() {
entry:
  br label %outer

outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.next ]
  %n = phi i64 [ 0, %entry ], [ %n.in, %outer.next ]
  %pa = getelementptr [12 x i32], [12 x i32]* @v.i32, i64 0, i64 %i
  %a = load i32, i32* %pa
  br label %inner

inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner.next ]
  %m = phi i64 [ %n, %outer ], [ %m1, %inner.next ]
  %pb = getelementptr [12 x i32], [12 x i32]* @v.i32, i64 0, i64 %j
  %b = load i32, i32* %pb
  %c = icmp uge i32 %a, %b
  br i1 %c, label %taken, label %inner.next

taken:
  %w = add i64 %j, 1
  %m.t = add i64 %m, %w
  br label %inner.next

inner.next:
  %m1 = phi i64 [ %m, %inner ], [ %m.t, %taken ]
  %j1 = add i64 %j, 1
  %jm = icmp ult i64 %j1, 12
  br i1 %jm, label %inner, label %outer.next

outer.next:
  %n.in = phi i64 [ %m1, %inner.next ]
  %i1 = add i64 %i, 1
  %im = icmp ult i64 %i1, 12
  br i1 %im, label %outer, label %done

done:
  ret i64 %n.in
}

define i64 @pairs.eq.i16() {
entry:
  br label %outer

outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.next ]
  %n = phi i64 [ 0, %entry ], [ %n.in, %outer.next ]
  %pa = getelementptr [12 x i16], [12 x i16]* @v.i16, i64 0, i64 %i
  %a = load i16, i16* %pa
  br label %inner

inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner.next ]
  %m = phi i64 [ %n, %outer ], [ %m1, %inner.next ]
  %pb = getelementptr [12 x i16], [12 x i16]* @v.i16, i64 0, i64 %j
  %b = load i16, i16* %pb
  %c = icmp eq i16 %a, %b
  br i1 %c, label %taken, label %inner.next

taken:
  %w = add i64 %j, 1
  %m.t = add i64 %m, %w
  br label %inner.next

inner.next:
  %m1 = phi i64 [ %m, %inner ], [ %m.t, %taken ]
  %j1 = add i64 %j, 1
  %jm = icmp ult i64 %j1, 12
  br i1 %jm, label %inner, label %outer.next

outer.next:
  %n.in = phi i64 [ %m1, %inner.next ]
  %i1 = add i64 %i, 1
  %im = icmp ult i64 %i1, 12
  br i1 %im, label %outer, label %done

done:
  ret i64 %n.in
}

define i64 @pairs.ne.i16() {
entry:
  br label %outer

outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.next ]
  %n = phi i64 [ 0, %entry ], [ %n.in, %outer.next ]
  %pa = getelementptr [12 x i16], [12 x i16]* @v.i16, i64 0, i64 %i
  %a = load i16, i16* %pa
  br label %inner

inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner.next ]
  %m = phi i64 [ %n, %outer ], [ %m1, %inner.next ]
  %pb = getelementptr [12 x i16], [12 x i16]* @v.i16, i64 0, i64 %j
  %b = load i16, i16* %pb
  %c = icmp ne i16 %a, %b
  br i1 %c, label %taken, label %inner.next

taken:
  %w = add i64 %j, 1
  %m.t = add i64 %m, %w
  br label %inner.next

inner.next:
  %m1 = phi i64 [ %m, %inner ], [ %m.t, %taken ]
  %j1 = add i64 %j, 1
  %jm = icmp ult i64 %j1, 12
  br i1 %jm, label %inner, label %outer.next

outer.next:
  %n.in = phi i64 [ %m1, %inner.next ]
  %i1 = add i64 %i, 1
  %im = icmp ult i64 %i1, 12
  br i1 %im, label %outer, label %done

done:
  ret i64 %n.in
}

define i64 @pairs.slt.i16() {
entry:
  br label %outer

outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.next ]
  %n = phi i64 [ 0, %entry ], [ %n.in, %outer.next ]
  %pa = getelementptr [12 x i16], [12 x i16]* @v.i16, i64 0, i64 %i
  %a = load i16, i16* %pa
  br label %inner

inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner.next ]
  %m = phi i64 [ %n, %outer ], [ %m1, %inner.next ]
  %pb = getelementptr [12 x i16], [12 x i16]* @v.i16, i64 0, i64 %j
  %b = load i16, i16* %pb
  %c = icmp slt i16 %a, %b
  br i1 %c, label %taken, label %inner.next

taken:
  %w = add i64 %j, 1
  %m.t = add i64 %m, %w
  br label %inner.next

inner.next:
  %m1 = phi i64 [ %m, %inner ], [ %m.t, %taken ]
  %j1 = add i64 %j, 1
  %jm = icmp ult i64 %j1, 12
  br i1 %jm, label %inner, label %outer.next

outer.next:
  %n.in = phi i64 [ %m1, %inner.next ]
  %i1 = add i64 %i, 1
  %im = icmp ult i64 %i1, 12
  br i1 %im, label %outer, label %done

done:
  ret i64 %n.in
}

define i64 @pairs.sle.i16() {
entry:
  br label %outer

outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.next ]
  %n = phi i64 [ 0, %entry ], [ %n.in, %outer.next ]
  %pa = getelementptr [12 x i16], [12 x i16]* @v.i16, i64 0, i64 %i
  %a = load i16, i16* %pa
  br label %inner

inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner.next ]
  %m = phi i64 [ %n, %outer ], [ %m1, %inner.next ]
  %pb = getelementptr [12 x i16], [12 x i16]* @v.i16, i64 0, i64 %j
  %b = load i16, i16* %pb
  %c = icmp sle i16 %a, %b
  br i1 %c, label %taken, label %inner.next

taken:
  %w = add i64 %j, 1
  %m.t = add i64 %m, %w
  br label %inner.next

inner.next:
  %m1 = phi i64 [ %m, %inner ], [ %m.t, %taken ]
  %j1 = add i64 %j, 1
  %jm = icmp ult i64 %j1, 12
  br i1 %jm, label %inner, label %outer.next

outer.next:
  %n.in = phi i64 [ %m1, %inner.next ]
  %i1 = add i64 %i, 1
  %im = icmp ult i64 %i1, 12
  br i1 %im, label %outer, label %done

done:
  ret i64 %n.in
}

define i64 @pairs.sgt.i16() {
entry:
  br label %outer

outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.next ]
  %n = phi i64 [ 0, %entry ], [ %n.in, %outer.next ]
  %pa = getelementptr [12 x i16], [12 x i16]* @v.i16, i64 0, i64 %i
  %a = load i16, i16* %pa
  br label %inner

inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner.next ]
  %m = phi i64 [ %n, %outer ], [ %m1, %inner.next ]
  %pb = getelementptr [12 x i16], [12 x i16]* @v.i16, i64 0, i64 %j
  %b = load i16, i16* %pb
  %c = icmp sgt i16 %a, %b
  br i1 %c, label %taken, label %inner.next

taken:
  %w = add i64 %j, 1
  %m.t = add i64 %m, %w
  br label %inner.next

inner.next:
  %m1 = phi i64 [ %m, %inner ], [ %m.t, %taken ]
  %j1 = add i64 %j, 1
  %jm = icmp ult i64 %j1, 12
  br i1 %jm, label %inner, label %outer.next

outer.next:
  %n.in = phi i64 [ %m1, %inner.next ]
  %i1 = add i64 %i, 1
  %im = icmp ult i64 %i1, 12
  br i1 %im, label %outer, label %done

done:
  ret i64 %n.in
}

define i64 @pairs.sge.i16() {
entry:
  br label %outer

outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.next ]
  %n = phi i64 [ 0, %entry ], [ %n.in, %outer.next ]
  %pa = getelementptr [12 x i16], [12 x i16]* @v.i16, i64 0, i64 %i
  %a = load i16, i16* %pa
  br label %inner

inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner.next ]
  %m = phi i64 [ %n, %outer ], [ %m1, %inner.next ]
  %pb = getelementptr [12 x i16], [12 x i16]* @v.i16, i64 0, i64 %j
  %b = load i16, i16* %pb
  %c = icmp sge i16 %a, %b
  br i1 %c, label %taken, label %inner.next

taken:
  %w = add i64 %j, 1
  %m.t = add i64 %m, %w
  br label %inner.next

inner.next:
  %m1 = phi i64 [ %m, %inner ], [ %m.t, %taken ]
  %j1 = add i64 %j, 1
  %jm = icmp ult i64 %j1, 12
  br i1 %jm, label %inner, label %outer.next

outer.next:
  %n.in = phi i64 [ %m1, %inner.next ]
  %i1 = add i64 %i, 1
  %im = icmp ult i64 %i1, 12
  br i1 %im, label %outer, label %done

done:
  ret i64 %n.in
}

define i64 @pairs.ult.i16() {
entry:
  br label %outer

outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.next ]
  %n = phi i64 [ 0, %entry ], [ %n.in, %outer.next ]
  %pa = getelementptr [12 x i16], [12 x i16]* @v.i16, i64 0, i64 %i
  %a = load i16, i16* %pa
  br label %inner

inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner.next ]
  %m = phi i64 [ %n, %outer ], [ %m1, %inner.next ]
  %pb = getelementptr [12 x i16], [12 x i16]* @v.i16, i64 0, i64 %j
  %b = load i16, i16* %pb
  %c = icmp ult i16 %a, %b
  br i1 %c, label %taken, label %inner.next

taken:
  %w = add i64 %j, 1
  %m.t = add i64 %m, %w
  br label %inner.next

inner.next:
  %m1 = phi i64 [ %m, %inner ], [ %m.t, %taken ]
  %j1 = add i64 %j, 1
  %jm = icmp ult i64 %j1, 12
  br i1 %jm, label %inner, label %outer.next

outer.next:
  %n.in = phi i64 [ %m1, %inner.next ]
  %i1 = add i64 %i, 1
  %im = icmp ult i64 %i1, 12
  br i1 %im, label %outer, label %done

done:
  ret i64 %n.in
}

define i64 @pairs.ule.i16() {
entry:
  br label %outer

outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.next ]
  %n = phi i64 [ 0, %entry ], [ %n.in, %outer.next ]
  %pa = getelementptr [12 x i16], [12 x i16]* @v.i16, i64 0, i64 %i
  %a = load i16, i16* %pa
  br label %inner

inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner.next ]
  %m = phi i64 [ %n, %outer ], [ %m1, %inner.next ]
  %pb = getelementptr [12 x i16], [12 x i16]* @v.i16, i64 0, i64 %j
  %b = load i16, i16* %pb
  %c = icmp ule i16 %a, %b
  br i1 %c, label %taken, label %inner.next

taken:
  %w = add i64 %j, 1
  %m.t = add i64 %m, %w
  br label %inner.next

inner.next:
  %m1 = phi i64 [ %m, %inner ], [ %m.t, %taken ]
  %j1 = add i64 %j, 1
  %jm = icmp ult i64 %j1, 12
  br i1 %jm, label %inner, label %outer.next

outer.next:
  %n.in = phi i64 [ %m1, %inner.next ]
  %i1 = add i64 %i, 1
  %im = icmp ult i64 %i1, 12
  br i1 %im, label %outer, label %done

done:
  ret i64 %n.in
}

define i64 @pairs.ugt.i16() {
entry:
  br label %outer

outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.next ]
  %n = phi i64 [ 0, %entry ], [ %n.in, %outer.next ]
  %pa = getelementptr [12 x i16], [12 x i16]* @v.i16, i64 0, i64 %i
  %a = load i16, i16* %pa
  br label %inner

inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner.next ]
  %m = phi i64 [ %n, %outer ], [ %m1, %inner.next ]
  %pb = getelementptr [12 x i16], [12 x i16]* @v.i16, i64 0, i64 %j
  %b = load i16, i16* %pb
  %c = icmp ugt i16 %a, %b
  br i1 %c, label %taken, label %inner.next

taken:
  %w = add i64 %j, 1
  %m.t = add i64 %m, %w
  br label %inner.next

inner.next:
  %m1 = phi i64 [ %m, %inner ], [ %m.t, %taken ]
  %j1 = add i64 %j, 1
  %jm = icmp ult i64 %j1, 12
  br i1 %jm, label %inner, label %outer.next

outer.next:
  %n.in = phi i64 [ %m1, %inner.next ]
  %i1 = add i64 %i, 1
  %im = icmp ult i64 %i1, 12
  br i1 %im, label %outer, label %done

done:
  ret i64 %n.in
}

define i64 @pairs.uge.i16() {
entry:
  br label %outer

outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.next ]
  %n = phi i64 [ 0, %entry ], [ %n.in, %outer.next ]
  %pa = getelementptr [12 x i16], [12 x i16]* @v.i16, i64 0, i64 %i
  %a = load i16, i16* %pa
  br label %inner

inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner.next ]
  %m = phi i64 [ %n, %outer ], [ %m1, %inner.next ]
  %pb = getelementptr [12 x i16], [12 x i16]* @v.i16, i64 0, i64 %j
  %b = load i16, i16* %pb
  %c = icmp uge i16 %a, %b
  br i1 %c, label %taken, label %inner.next

taken:
  %w = add i64 %j, 1
  %m.t = add i64 %m, %w
  br label %inner.next

inner.next:
  %m1 = phi i64 [ %m, %inner ], [ %m.t, %taken ]
  %j1 = add i64 %j, 1
  %jm = icmp ult i64 %j1, 12
  br i1 %jm, label %inner, label %outer.next

outer.next:
  %n.in = phi i64 [ %m1, %inner.next ]
  %i1 = add i64 %i, 1
  %im = icmp ult i64 %i1, 12
  br i1 %im, label %outer, label %done

done:
  ret i64 %n.in
}

define i64 @const.eq.0() {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %next ]
  %n = phi i64 [ 0, %entry ], [ %n1, %next ]
  %pa = getelementptr [12 x i64], [12 x i64]* @v.i64, i64 0, i64 %i
  %a = load i64, i64* %pa
  %c = icmp eq i64 %a, 0
  br i1 %c, label %yes, label %next

yes:
  %w = add i64 %i, 1
  %n.y = add i64 %n, %w
  br label %next

next:
  %n1 = phi i64 [ %n, %loop ], [ %n.y, %yes ]
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, 12
  br i1 %more, label %loop, label %done

done:
  ret i64 %n1
}

define i64 @const.eq.1() {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %next ]
  %n = phi i64 [ 0, %entry ], [ %n1, %next ]
  %pa = getelementptr [12 x i64], [12 x i64]* @v.i64, i64 0, i64 %i
  %a = load i64, i64* %pa
  %c = icmp eq i64 %a, 1
  br i1 %c, label %yes, label %next

yes:
  %w = add i64 %i, 1
  %n.y = add i64 %n, %w
  br label %next

next:
  %n1 = phi i64 [ %n, %loop ], [ %n.y, %yes ]
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, 12
  br i1 %more, label %loop, label %done

done:
  ret i64 %n1
}

define i64 @const.eq.2() {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %next ]
  %n = phi i64 [ 0, %entry ], [ %n1, %next ]
  %pa = getelementptr [12 x i64], [12 x i64]* @v.i64, i64 0, i64 %i
  %a = load i64, i64* %pa
  %c = icmp eq i64 %a, -1
  br i1 %c, label %yes, label %next

yes:
  %w = add i64 %i, 1
  %n.y = add i64 %n, %w
  br label %next

next:
  %n1 = phi i64 [ %n, %loop ], [ %n.y, %yes ]
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, 12
  br i1 %more, label %loop, label %done

done:
  ret i64 %n1
}

define i64 @const.eq.3() {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %next ]
  %n = phi i64 [ 0, %entry ], [ %n1, %next ]
  %pa = getelementptr [12 x i64], [12 x i64]* @v.i64, i64 0, i64 %i
  %a = load i64, i64* %pa
  %c = icmp eq i64 %a, 2147483648
  br i1 %c, label %yes, label %next

yes:
  %w = add i64 %i, 1
  %n.y = add i64 %n, %w
  br label %next

next:
  %n1 = phi i64 [ %n, %loop ], [ %n.y, %yes ]
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, 12
  br i1 %more, label %loop, label %done

done:
  ret i64 %n1
}

define i64 @const.eq.4() {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %next ]
  %n = phi i64 [ 0, %entry ], [ %n1, %next ]
  %pa = getelementptr [12 x i64], [12 x i64]* @v.i64, i64 0, i64 %i
  %a = load i64, i64* %pa
  %c = icmp eq i64 %a, -2147483648
  br i1 %c, label %yes, label %next

yes:
  %w = add i64 %i, 1
  %n.y = add i64 %n, %w
  br label %next

next:
  %n1 = phi i64 [ %n, %loop ], [ %n.y, %yes ]
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, 12
  br i1 %more, label %loop, label %done

done:
  ret i64 %n1
}

define i64 @const.eq.5() {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %next ]
  %n = phi i64 [ 0, %entry ], [ %n1, %next ]
  %pa = getelementptr [12 x i64], [12 x i64]* @v.i64, i64 0, i64 %i
  %a = load i64, i64* %pa
  %c = icmp eq i64 %a, 4294967296
  br i1 %c, label %yes, label %next

yes:
  %w = add i64 %i, 1
  %n.y = add i64 %n, %w
  br label %next

next:
  %n1 = phi i64 [ %n, %loop ], [ %n.y, %yes ]
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, 12
  br i1 %more, label %loop, label %done

done:
  ret i64 %n1
}

define i64 @const.eq.6() {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %next ]
  %n = phi i64 [ 0, %entry ], [ %n1, %next ]
  %pa = getelementptr [12 x i64], [12 x i64]* @v.i64, i64 0, i64 %i
  %a = load i64, i64* %pa
  %c = icmp eq i64 %a, -9223372036854775808
  br i1 %c, label %yes, label %next

yes:
  %w = add i64 %i, 1
  %n.y = add i64 %n, %w
  br label %next

next:
  %n1 = phi i64 [ %n, %loop ], [ %n.y, %yes ]
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, 12
  br i1 %more, label %loop, label %done

done:
  ret i64 %n1
}

define i64 @const.ne.0() {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %next ]
  %n = phi i64 [ 0, %entry ], [ %n1, %next ]
  %pa = getelementptr [12 x i64], [12 x i64]* @v.i64, i64 0, i64 %i
  %a = load i64, i64* %pa
  %c = icmp ne i64 %a, 0
  br i1 %c, label %yes, label %next

yes:
  %w = add i64 %i, 1
  %n.y = add i64 %n, %w
  br label %next

next:
  %n1 = phi i64 [ %n, %loop ], [ %n.y, %yes ]
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, 12
  br i1 %more, label %loop, label %done

done:
  ret i64 %n1
}

define i64 @const.ne.1() {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %next ]
  %n = phi i64 [ 0, %entry ], [ %n1, %next ]
  %pa = getelementptr [12 x i64], [12 x i64]* @v.i64, i64 0, i64 %i
  %a = load i64, i64* %pa
  %c = icmp ne i64 %a, 1
  br i1 %c, label %yes, label %next

yes:
  %w = add i64 %i, 1
  %n.y = add i64 %n, %w
  br label %next

next:
  %n1 = phi i64 [ %n, %loop ], [ %n.y, %yes ]
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, 12
  br i1 %more, label %loop, label %done

done:
  ret i64 %n1
}

define i64 @const.ne.2() {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %next ]
  %n = phi i64 [ 0, %entry ], [ %n1, %next ]
  %pa = getelementptr [12 x i64], [12 x i64]* @v.i64, i64 0, i64 %i
  %a = load i64, i64* %pa
  %c = icmp ne i64 %a, -1
  br i1 %c, label %yes, label %next

yes:
  %w = add i64 %i, 1
  %n.y = add i64 %n, %w
  br label %next

next:
  %n1 = phi i64 [ %n, %loop ], [ %n.y, %yes ]
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, 12
  br i1 %more, label %loop, label %done

done:
  ret i64 %n1
}

define i64 @const.ne.3() {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %next ]
  %n = phi i64 [ 0, %entry ], [ %n1, %next ]
  %pa = getelementptr [12 x i64], [12 x i64]* @v.i64, i64 0, i64 %i
  %a = load i64, i64* %pa
  %c = icmp ne i64 %a, 2147483648
  br i1 %c, label %yes, label %next

yes:
  %w = add i64 %i, 1
  %n.y = add i64 %n, %w
  br label %next

next:
  %n1 = phi i64 [ %n, %loop ], [ %n.y, %yes ]
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, 12
  br i1 %more, label %loop, label %done

done:
  ret i64 %n1
}

define i64 @const.ne.4() {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %next ]
  %n = phi i64 [ 0, %entry ], [ %n1, %next ]
  %pa = getelementptr [12 x i64], [12 x i64]* @v.i64, i64 0, i64 %i
  %a = load i64, i64* %pa
  %c = icmp ne i64 %a, -2147483648
  br i1 %c, label %yes, label %next

yes:
  %w = add i64 %i, 1
  %n.y = add i64 %n, %w
  br label %next

next:
  %n1 = phi i64 [ %n, %loop ], [ %n.y, %yes ]
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, 12
  br i1 %more, label %loop, label %done

done:
  ret i64 %n1
}

define i64 @const.ne.5() {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %next ]
  %n = phi i64 [ 0, %entry ], [ %n1, %next ]
  %pa = getelementptr [12 x i64], [12 x i64]* @v.i64, i64 0, i64 %i
  %a = load i64, i64* %pa
  %c = icmp ne i64 %a, 4294967296
  br i1 %c, label %yes, label %next

yes:
  %w = add i64 %i, 1
  %n.y = add i64 %n, %w
  br label %next

next:
  %n1 = phi i64 [ %n, %loop ], [ %n.y, %yes ]
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, 12
  br i1 %more, label %loop, label %done

done:
  ret i64 %n1
}

define i64 @const.ne.6() {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %next ]
  %n = phi i64 [ 0, %entry ], [ %n1, %next ]
  %pa = getelementptr [12 x i64], [12 x i64]* @v.i64, i64 0, i64 %i
  %a = load i64, i64* %pa
  %c = icmp ne i64 %a, -9223372036854775808
  br i1 %c, label %yes, label %next

yes:
  %w = add i64 %i, 1
  %n.y = add i64 %n, %w
  br label %next

next:
  %n1 = phi i64 [ %n, %loop ], [ %n.y, %yes ]
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, 12
  br i1 %more, label %loop, label %done

done:
  ret i64 %n1
}

define i64 @const.slt.0() {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %next ]
  %n = phi i64 [ 0, %entry ], [ %n1, %next ]
  %pa = getelementptr [12 x i64], [12 x i64]* @v.i64, i64 0, i64 %i
  %a = load i64, i64* %pa
  %c = icmp slt i64 %a, 0
  br i1 %c, label %yes, label %next

yes:
  %w = add i64 %i, 1
  %n.y = add i64 %n, %w
  br label %next

next:
  %n1 = phi i64 [ %n, %loop ], [ %n.y, %yes ]
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, 12
  br i1 %more, label %loop, label %done

done:
  ret i64 %n1
}

define i64 @const.slt.1() {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %next ]
  %n = phi i64 [ 0, %entry ], [ %n1, %next ]
  %pa = getelementptr [12 x i64], [12 x i64]* @v.i64, i64 0, i64 %i
  %a = load i64, i64* %pa
  %c = icmp slt i64 %a, 1
  br i1 %c, label %yes, label %next

yes:
  %w = add i64 %i, 1
  %n.y = add i64 %n, %w
  br label %next

next:
  %n1 = phi i64 [ %n, %loop ], [ %n.y, %yes ]
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, 12
  br i1 %more, label %loop, label %done

done:
  ret i64 %n1
}

define i64 @const.slt.2() {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %next ]
  %n = phi i64 [ 0, %entry ], [ %n1, %next ]
  %pa = getelementptr [12 x i64], [12 x i64]* @v.i64, i64 0, i64 %i
  %a = load i64, i64* %pa
  %c = icmp slt i64 %a, -1
  br i1 %c, label %yes, label %next

yes:
  %w = add i64 %i, 1
  %n.y = add i64 %n, %w
  br label %next

next:
  %n1 = phi i64 [ %n, %loop ], [ %n.y, %yes ]
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, 12
  br i1 %more, label %loop, label %done

done:
  ret i64 %n1
}

define i64 @const.slt.3() {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %next ]
  %n = phi i64 [ 0, %entry ], [ %n1, %next ]
  %pa = getelementptr [12 x i64], [12 x i64]* @v.i64, i64 0, i64 %i
  %a = load i64, i64* %pa
  %c = icmp slt i64 %a, 2147483648
  br i1 %c, label %yes, label %next

yes:
  %w = add i64 %i, 1
  %n.y = add i64 %n, %w
  br label %next

next:
  %n1 = phi i64 [ %n, %loop ], [ %n.y, %yes ]
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, 12
  br i1 %more, label %loop, label %done

done:
  ret i64 %n1
}

define i64 @const.slt.4() {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %next ]
  %n = phi i64 [ 0, %entry ], [ %n1, %next ]
  %pa = getelementptr [12 x i64], [12 x i64]* @v.i64, i64 0, i64 %i
  %a = load i64, i64* %pa
  %c = icmp slt i64 %a, -2147483648
  br i1 %c, label %yes, label %next

yes:
  %w = add i64 %i, 1
  %n.y = add i64 %n, %w
  br label %next

next:
  %n1 = phi i64 [ %n, %loop ], [ %n.y, %yes ]
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, 12
  br i1 %more, label %loop, label %done

done:
  ret i64 %n1
}

define i64 @const.slt.5() {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %next ]
  %n = phi i64 [ 0, %entry ], [ %n1, %next ]
  %pa = getelementptr [12 x i64], [12 x i64]* @v.i64, i64 0, i64 %i
  %a = load i64, i64* %pa
  %c = icmp slt i64 %a, 4294967296
  br i1 %c, label %yes, label %next

yes:
  %w = add i64 %i, 1
  %n.y = add i64 %n, %w
  br label %next

next:
  %n1 = phi i64 [ %n, %loop ], [ %n.y, %yes ]
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, 12
  br i1 %more, label %loop, label %done

done:
  ret i64 %n1
}

define i64 @const.slt.6() {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %next ]
  %n = phi i64 [ 0, %entry ], [ %n1, %next ]
  %pa = getelementptr [12 x i64], [12 x i64]* @v.i64, i64 0, i64 %i
  %a = load i64, i64* %pa
  %c = icmp slt i64 %a, -9223372036854775808
  br i1 %c, label %yes, label %next

yes:
  %w = add i64 %i, 1
  %n.y = add i64 %n, %w
  br label %next

next:
  %n1 = phi i64 [ %n, %loop ], [ %n.y, %yes ]
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, 12
  br i1 %more, label %loop, label %done

done:
  ret i64 %n1
}

define i64 @const.sle.0() {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %next ]
  %n = phi i64 [ 0, %entry ], [ %n1, %next ]
  %pa = getelementptr [12 x i64], [12 x i64]* @v.i64, i64 0, i64 %i
  %a = load i64, i64* %pa
  %c = icmp sle i64 %a, 0
  br i1 %c, label %yes, label %next

yes:
  %w = add i64 %i, 1
  %n.y = add i64 %n, %w
  br label %next

next:
  %n1 = phi i64 [ %n, %loop ], [ %n.y, %yes ]
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, 12
  br i1 %more, label %loop, label %done

done:
  ret i64 %n1
}

define i64 @const.sle.1() {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %next ]
  %n = phi i64 [ 0, %entry ], [ %n1, %next ]
  %pa = getelementptr [12 x i64], [12 x i64]* @v.i64, i64 0, i64 %i
  %a = load i64, i64* %pa
  %c = icmp sle i64 %a, 1
  br i1 %c, label %yes, label %next

yes:
  %w = add i64 %i, 1
  %n.y = add i64 %n, %w
  br label %next

next:
  %n1 = phi i64 [ %n, %loop ], [ %n.y, %yes ]
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, 12
  br i1 %more, label %loop, label %done

done:
  ret i64 %n1
}

define i64 @const.sle.2() {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %next ]
  %n = phi i64 [ 0, %entry ], [ %n1, %next ]
  %pa = getelementptr [12 x i64], [12 x i64]* @v.i64, i64 0, i64 %i
  %a = load i64, i64* %pa
  %c = icmp sle i64 %a, -1
  br i1 %c, label %yes, label %next

yes:
  %w = add i64 %i, 1
  %n.y = add i64 %n, %w
  br label %next

next:
  %n1 = phi i64 [ %n, %loop ], [ %n.y, %yes ]
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, 12
  br i1 %more, label %loop, label %done

done:
  ret i64 %n1
}

define i64 @const.sle.3() {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %next ]
  %n = phi i64 [ 0, %entry ], [ %n1, %next ]
  %pa = getelementptr [12 x i64], [12 x i64]* @v.i64, i64 0, i64 %i
  %a = load i64, i64* %pa
  %c = icmp sle i64 %a, 2147483648
  br i1 %c, label %yes, label %next

yes:
  %w = add i64 %i, 1
  %n.y = add i64 %n, %w
  br label %next

next:
  %n1 = phi i64 [ %n, %loop ], [ %n.y, %yes ]
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, 12
  br i1 %more, label %loop, label %done

done:
  ret i64 %n1
}

define i64 @const.sle.4() {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %next ]
  %n = phi i64 [ 0, %entry ], [ %n1, %next ]
  %pa = getelementptr [12 x i64], [12 x i64]* @v.i64, i64 0, i64 %i
  %a = load i64, i64* %pa
  %c = icmp sle i64 %a, -2147483648
  br i1 %c, label %yes, label %next

yes:
  %w = add i64 %i, 1
  %n.y = add i64 %n, %w
  br label %next

next:
  %n1 = phi i64 [ %n, %loop ], [ %n.y, %yes ]
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, 12
  br i1 %more, label %loop, label %done

done:
  ret i64 %n1
}

define i64 @const.sle.5() {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %next ]
  %n = phi i64 [ 0, %entry ], [ %n1, %next ]
  %pa = getelementptr [12 x i64], [12 x i64]* @v.i64, i64 0, i64 %i
  %a = load i64, i64* %pa
  %c = icmp sle i64 %a, 4294967296
  br i1 %c, label %yes, label %next

yes:
  %w = add i64 %i, 1
  %n.y = add i64 %n, %w
  br label %next

next:
  %n1 = phi i64 [ %n, %loop ], [ %n.y, %yes ]
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, 12
  br i1 %more, label %loop, label %done

done:
  ret i64 %n1
}

define i64 @const.sle.6() {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %next ]
  %n = phi i64 [ 0, %entry ], [ %n1, %next ]
  %pa = getelementptr [12 x i64], [12 x i64]* @v.i64, i64 0, i64 %i
  %a = load i64, i64* %pa
  %c = icmp sle i64 %a, -9223372036854775808
  br i1 %c, label %yes, label %next

yes:
  %w = add i64 %i, 1
  %n.y = add i64 %n, %w
  br label %next

next:
  %n1 = phi i64 [ %n, %loop ], [ %n.y, %yes ]
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, 12
  br i1 %more, label %loop, label %done

done:
  ret i64 %n1
}

define i64 @const.sgt.0() {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %next ]
  %n = phi i64 [ 0, %entry ], [ %n1, %next ]
  %pa = getelementptr [12 x i64], [12 x i64]* @v.i64, i64 0, i64 %i
  %a = load i64, i64* %pa
  %c = icmp sgt i64 %a, 0
  br i1 %c, label %yes, label %next

yes:
  %w = add i64 %i, 1
  %n.y = add i64 %n, %w
  br label %next

next:
  %n1 = phi i64 [ %n, %loop ], [ %n.y, %yes ]
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, 12
  br i1 %more, label %loop, label %done

done:
  ret i64 %n1
}

define i64 @const.sgt.1() {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %next ]
  %n = phi i64 [ 0, %entry ], [ %n1, %next ]
  %pa = getelementptr [12 x i64], [12 x i64]* @v.i64, i64 0, i64 %i
  %a = load i64, i64* %pa
  %c = icmp sgt i64 %a, 1
  br i1 %c, label %yes, label %next

yes:
  %w = add i64 %i, 1
  %n.y = add i64 %n, %w
  br label %next

next:
  %n1 = phi i64 [ %n, %loop ], [ %n.y, %yes ]
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, 12
  br i1 %more, label %loop, label %done

done:
  ret i64 %n1
}

define i64 @const.sgt.2() {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %next ]
  %n = phi i64 [ 0, %entry ], [ %n1, %next ]
  %pa = getelementptr [12 x i64], [12 x i64]* @v.i64, i64 0, i64 %i
  %a = load i64, i64* %pa
  %c = icmp sgt i64 %a, -1
  br i1 %c, label %yes, label %next

yes:
  %w = add i64 %i, 1
  %n.y = add i64 %n, %w
  br label %next

next:
  %n1 = phi i64 [ %n, %loop ], [ %n.y, %yes ]
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, 12
  br i1 %more, label %loop, label %done

done:
  ret i64 %n1
}

define i64 @const.sgt.3() {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %next ]
  %n = phi i64 [ 0, %entry ], [ %n1, %next ]
  %pa = getelementptr [12 x i64], [12 x i64]* @v.i64, i64 0, i64 %i
  %a = load i64, i64* %pa
  %c = icmp sgt i64 %a, 2147483648
  br i1 %c, label %yes, label %next

yes:
  %w = add i64 %i, 1
  %n.y = add i64 %n, %w
  br label %next

next:
  %n1 = phi i64 [ %n, %loop ], [ %n.y, %yes ]
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, 12
  br i1 %more, label %loop, label %done

done:
  ret i64 %n1
}

define i64 @const.sgt.4() {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %next ]
  %n = phi i64 [ 0, %entry ], [ %n1, %next ]
  %pa = getelementptr [12 x i64], [12 x i64]* @v.i64, i64 0, i64 %i
  %a = load i64, i64* %pa
  %c = icmp sgt i64 %a, -2147483648
  br i1 %c, label %yes, label %next

yes:
  %w = add i64 %i, 1
  %n.y = add i64 %n, %w
  br label %next

next:
  %n1 = phi i64 [ %n, %loop ], [ %n.y, %yes ]
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, 12
  br i1 %more, label %loop, label %done

done:
  ret i64 %n1
}

define i64 @const.sgt.5() {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %next ]
  %n = phi i64 [ 0, %entry ], [ %n1, %next ]
  %pa = getelementptr [12 x i64], [12 x i64]* @v.i64, i64 0, i64 %i
  %a = load i64, i64* %pa
  %c = icmp sgt i64 %a, 4294967296
  br i1 %c, label %yes, label %next

yes:
  %w = add i64 %i, 1
  %n.y = add i64 %n, %w
  br label %next

next:
  %n1 = phi i64 [ %n, %loop ], [ %n.y, %yes ]
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, 12
  br i1 %more, label %loop, label %done

done:
  ret i64 %n1
}

define i64 @const.sgt.6() {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %next ]
  %n = phi i64 [ 0, %entry ], [ %n1, %next ]
  %pa = getelementptr [12 x i64], [12 x i64]* @v.i64, i64 0, i64 %i
  %a = load i64, i64* %pa
  %c = icmp sgt i64 %a, -9223372036854775808
  br i1 %c, label %yes, label %next

yes:
  %w = add i64 %i, 1
  %n.y = add i64 %n, %w
  br label %next

next:
  %n1 = phi i64 [ %n, %loop ], [ %n.y, %yes ]
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, 12
  br i1 %more, label %loop, label %done

done:
  ret i64 %n1
}

define i64 @const.sge.0() {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %next ]
  %n = phi i64 [ 0, %entry ], [ %n1, %next ]
  %pa = getelementptr [12 x i64], [12 x i64]* @v.i64, i64 0, i64 %i
  %a = load i64, i64* %pa
  %c = icmp sge i64 %a, 0
  br i1 %c, label %yes, label %next

yes:
  %w = add i64 %i, 1
  %n.y = add i64 %n, %w
  br label %next

next:
  %n1 = phi i64 [ %n, %loop ], [ %n.y, %yes ]
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, 12
  br i1 %more, label %loop, label %done

done:
  ret i64 %n1
}

define i64 @const.sge.1() {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %next ]
  %n = phi i64 [ 0, %entry ], [ %n1, %next ]
  %pa = getelementptr [12 x i64], [12 x i64]* @v.i64, i64 0, i64 %i
  %a = load i64, i64* %pa
  %c = icmp sge i64 %a, 1
  br i1 %c, label %yes, label %next

yes:
  %w = add i64 %i, 1
  %n.y = add i64 %n, %w
  br label %next

next:
  %n1 = phi i64 [ %n, %loop ], [ %n.y, %yes ]
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, 12
  br i1 %more, label %loop, label %done

done:
  ret i64 %n1
}

define i64 @const.sge.2() {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %next ]
  %n = phi i64 [ 0, %entry ], [ %n1, %next ]
  %pa = getelementptr [12 x i64], [12 x i64]* @v.i64, i64 0, i64 %i
  %a = load i64, i64* %pa
  %c = icmp sge i64 %a, -1
  br i1 %c, label %yes, label %next

yes:
  %w = add i64 %i, 1
  %n.y = add i64 %n, %w
  br label %next

next:
  %n1 = phi i64 [ %n, %loop ], [ %n.y, %yes ]
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, 12
  br i1 %more, label %loop, label %done

done:
  ret i64 %n1
}

define i64 @const.sge.3() {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %next ]
  %n = phi i64 [ 0, %entry ], [ %n1, %next ]
  %pa = getelementptr [12 x i64], [12 x i64]* @v.i64, i64 0, i64 %i
  %a = load i64, i64* %pa
  %c = icmp sge i64 %a, 2147483648
  br i1 %c, label %yes, label %next

yes:
  %w = add i64 %i, 1
  %n.y = add i64 %n, %w
  br label %next

next:
  %n1 = phi i64 [ %n, %loop ], [ %n.y, %yes ]
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, 12
  br i1 %more, label %loop, label %done

done:
  ret i64 %n1
}

define i64 @const.sge.4() {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %next ]
  %n = phi i64 [ 0, %entry ], [ %n1, %next ]
  %pa = getelementptr [12 x i64], [12 x i64]* @v.i64, i64 0, i64 %i
  %a = load i64, i64* %pa
  %c = icmp sge i64 %a, -2147483648
  br i1 %c, label %yes, label %next

yes:
  %w = add i64 %i, 1
  %n.y = add i64 %n, %w
  br label %next

next:
  %n1 = phi i64 [ %n, %loop ], [ %n.y, %yes ]
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, 12
  br i1 %more, label %loop, label %done

done:
  ret i64 %n1
}

define i64 @const.sge.5() {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %next ]
  %n = phi i64 [ 0, %entry ], [ %n1, %next ]
  %pa = getelementptr [12 x i64], [12 x i64]* @v.i64, i64 0, i64 %i
  %a = load i64, i64* %pa
  %c = icmp sge i64 %a, 4294967296
  br i1 %c, label %yes, label %next

yes:
  %w = add i64 %i, 1
  %n.y = add i64 %n, %w
  br label %next

next:
  %n1 = phi i64 [ %n, %loop ], [ %n.y, %yes ]
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, 12
  br i1 %more, label %loop, label %done

done:
  ret i64 %n1
}

define i64 @const.sge.6() {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %next ]
  %n = phi i64 [ 0, %entry ], [ %n1, %next ]
  %pa = getelementptr [12 x i64], [12 x i64]* @v.i64, i64 0, i64 %i
  %a = load i64, i64* %pa
  %c = icmp sge i64 %a, -9223372036854775808
  br i1 %c, label %yes, label %next

yes:
  %w = add i64 %i, 1
  %n.y = add i64 %n, %w
  br label %next

next:
  %n1 = phi i64 [ %n, %loop ], [ %n.y, %yes ]
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, 12
  br i1 %more, label %loop, label %done

done:
  ret i64 %n1
}

define i64 @const.ult.0() {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %next ]
  %n = phi i64 [ 0, %entry ], [ %n1, %next ]
  %pa = getelementptr [12 x i64], [12 x i64]* @v.i64, i64 0, i64 %i
  %a = load i64, i64* %pa
  %c = icmp ult i64 %a, 0
  br i1 %c, label %yes, label %next

yes:
  %w = add i64 %i, 1
  %n.y = add i64 %n, %w
  br label %next

next:
  %n1 = phi i64 [ %n, %loop ], [ %n.y, %yes ]
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, 12
  br i1 %more, label %loop, label %done

done:
  ret i64 %n1
}

define i64 @const.ult.1() {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %next ]
  %n = phi i64 [ 0, %entry ], [ %n1, %next ]
  %pa = getelementptr [12 x i64], [12 x i64]* @v.i64, i64 0, i64 %i
  %a = load i64, i64* %pa
  %c = icmp ult i64 %a, 1
  br i1 %c, label %yes, label %next

yes:
  %w = add i64 %i, 1
  %n.y = add i64 %n, %w
  br label %next

next:
  %n1 = phi i64 [ %n, %loop ], [ %n.y, %yes ]
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, 12
  br i1 %more, label %loop, label %done

done:
  ret i64 %n1
}

define i64 @const.ult.2() {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %next ]
  %n = phi i64 [ 0, %entry ], [ %n1, %next ]
  %pa = getelementptr [12 x i64], [12 x i64]* @v.i64, i64 0, i64 %i
  %a = load i64, i64* %pa
  %c = icmp ult i64 %a, -1
  br i1 %c, label %yes, label %next

yes:
  %w = add i64 %i, 1
  %n.y = add i64 %n, %w
  br label %next

next:
  %n1 = phi i64 [ %n, %loop ], [ %n.y, %yes ]
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, 12
  br i1 %more, label %loop, label %done

done:
  ret i64 %n1
}

define i64 @const.ult.3() {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %next ]
  %n = phi i64 [ 0, %entry ], [ %n1, %next ]
  %pa = getelementptr [12 x i64], [12 x i64]* @v.i64, i64 0, i64 %i
  %a = load i64, i64* %pa
  %c = icmp ult i64 %a, 2147483648
  br i1 %c, label %yes, label %next

yes:
  %w = add i64 %i, 1
  %n.y = add i64 %n, %w
  br label %next

next:
  %n1 = phi i64 [ %n, %loop ], [ %n.y, %yes ]
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, 12
  br i1 %more, label %loop, label %done

done:
  ret i64 %n1
}

define i64 @const.ult.4() {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %next ]
  %n = phi i64 [ 0, %entry ], [ %n1, %next ]
  %pa = getelementptr [12 x i64], [12 x i64]* @v.i64, i64 0, i64 %i
  %a = load i64, i64* %pa
  %c = icmp ult i64 %a, -2147483648
  br i1 %c, label %yes, label %next

yes:
  %w = add i64 %i, 1
  %n.y = add i64 %n, %w
  br label %next

next:
  %n1 = phi i64 [ %n, %loop ], [ %n.y, %yes ]
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, 12
  br i1 %more, label %loop, label %done

done:
  ret i64 %n1
}

define i64 @const.ult.5() {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %next ]
  %n = phi i64 [ 0, %entry ], [ %n1, %next ]
  %pa = getelementptr [12 x i64], [12 x i64]* @v.i64, i64 0, i64 %i
  %a = load i64, i64* %pa
  %c = icmp ult i64 %a, 4294967296
  br i1 %c, label %yes, label %next

yes:
  %w = add i64 %i, 1
  %n.y = add i64 %n, %w
  br label %next

next:
  %n1 = phi i64 [ %n, %loop ], [ %n.y, %yes ]
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, 12
  br i1 %more, label %loop, label %done

done:
  ret i64 %n1
}

define i64 @const.ult.6() {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %next ]
  %n = phi i64 [ 0, %entry ], [ %n1, %next ]
  %pa = getelementptr [12 x i64], [12 x i64]* @v.i64, i64 0, i64 %i
  %a = load i64, i64* %pa
  %c = icmp ult i64 %a, -9223372036854775808
  br i1 %c, label %yes, label %next

yes:
  %w = add i64 %i, 1
  %n.y = add i64 %n, %w
  br label %next

next:
  %n1 = phi i64 [ %n, %loop ], [ %n.y, %yes ]
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, 12
  br i1 %more, label %loop, label %done

done:
  ret i64 %n1
}

define i64 @const.ule.0() {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %next ]
  %n = phi i64 [ 0, %entry ], [ %n1, %next ]
  %pa = getelementptr [12 x i64], [12 x i64]* @v.i64, i64 0, i64 %i
  %a = load i64, i64* %pa
  %c = icmp ule i64 %a, 0
  br i1 %c, label %yes, label %next

yes:
  %w = add i64 %i, 1
  %n.y = add i64 %n, %w
  br label %next

next:
  %n1 = phi i64 [ %n, %loop ], [ %n.y, %yes ]
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, 12
  br i1 %more, label %loop, label %done

done:
  ret i64 %n1
}

define i64 @const.ule.1() {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %next ]
  %n = phi i64 [ 0, %entry ], [ %n1, %next ]
  %pa = getelementptr [12 x i64], [12 x i64]* @v.i64, i64 0, i64 %i
  %a = load i64, i64* %pa
  %c = icmp ule i64 %a, 1
  br i1 %c, label %yes, label %next

yes:
  %w = add i64 %i, 1
  %n.y = add i64 %n, %w
  br label %next

next:
  %n1 = phi i64 [ %n, %loop ], [ %n.y, %yes ]
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, 12
  br i1 %more, label %loop, label %done

done:
  ret i64 %n1
}

define i64 @const.ule.2() {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %next ]
  %n = phi i64 [ 0, %entry ], [ %n1, %next ]
  %pa = getelementptr [12 x i64], [12 x i64]* @v.i64, i64 0, i64 %i
  %a = load i64, i64* %pa
  %c = icmp ule i64 %a, -1
  br i1 %c, label %yes, label %next

yes:
  %w = add i64 %i, 1
  %n.y = add i64 %n, %w
  br label %next

next:
  %n1 = phi i64 [ %n, %loop ], [ %n.y, %yes ]
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, 12
  br i1 %more, label %loop, label %done

done:
  ret i64 %n1
}

define i64 @const.ule.3() {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %next ]
  %n = phi i64 [ 0, %entry ], [ %n1, %next ]
  %pa = getelementptr [12 x i64], [12 x i64]* @v.i64, i64 0, i64 %i
  %a = load i64, i64* %pa
  %c = icmp ule i64 %a, 2147483648
  br i1 %c, label %yes, label %next

yes:
  %w = add i64 %i, 1
  %n.y = add i64 %n, %w
  br label %next

next:
  %n1 = phi i64 [ %n, %loop ], [ %n.y, %yes ]
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, 12
  br i1 %more, label %loop, label %done

done:
  ret i64 %n1
}

define i64 @const.ule.4() {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %next ]
  %n = phi i64 [ 0, %entry ], [ %n1, %next ]
  %pa = getelementptr [12 x i64], [12 x i64]* @v.i64, i64 0, i64 %i
  %a = load i64, i64* %pa
  %c = icmp ule i64 %a, -2147483648
  br i1 %c, label %yes, label %next

yes:
  %w = add i64 %i, 1
  %n.y = add i64 %n, %w
  br label %next

next:
  %n1 = phi i64 [ %n, %loop ], [ %n.y, %yes ]
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, 12
  br i1 %more, label %loop, label %done

done:
  ret i64 %n1
}

define i64 @const.ule.5() {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %next ]
  %n = phi i64 [ 0, %entry ], [ %n1, %next ]
  %pa = getelementptr [12 x i64], [12 x i64]* @v.i64, i64 0, i64 %i
  %a = load i64, i64* %pa
  %c = icmp ule i64 %a, 4294967296
  br i1 %c, label %yes, label %next

yes:
  %w = add i64 %i, 1
  %n.y = add i64 %n, %w
  br label %next

next:
  %n1 = phi i64 [ %n, %loop ], [ %n.y, %yes ]
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, 12
  br i1 %more, label %loop, label %done

done:
  ret i64 %n1
}

define i64 @const.ule.6() {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %next ]
  %n = phi i64 [ 0, %entry ], [ %n1, %next ]
  %pa = getelementptr [12 x i64], [12 x i64]* @v.i64, i64 0, i64 %i
  %a = load i64, i64* %pa
  %c = icmp ule i64 %a, -9223372036854775808
  br i1 %c, label %yes, label %next

yes:
  %w = add i64 %i, 1
  %n.y = add i64 %n, %w
  br label %next

next:
  %n1 = phi i64 [ %n, %loop ], [ %n.y, %yes ]
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, 12
  br i1 %more, label %loop, label %done

done:
  ret i64 %n1
}

define i64 @const.ugt.0() {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %next ]
  %n = phi i64 [ 0, %entry ], [ %n1, %next ]
  %pa = getelementptr [12 x i64], [12 x i64]* @v.i64, i64 0, i64 %i
  %a = load i64, i64* %pa
  %c = icmp ugt i64 %a, 0
  br i1 %c, label %yes, label %next

yes:
  %w = add i64 %i, 1
  %n.y = add i64 %n, %w
  br label %next

next:
  %n1 = phi i64 [ %n, %loop ], [ %n.y, %yes ]
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, 12
  br i1 %more, label %loop, label %done

done:
  ret i64 %n1
}

define i64 @const.ugt.1() {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %next ]
  %n = phi i64 [ 0, %entry ], [ %n1, %next ]
  %pa = getelementptr [12 x i64], [12 x i64]* @v.i64, i64 0, i64 %i
  %a = load i64, i64* %pa
  %c = icmp ugt i64 %a, 1
  br i1 %c, label %yes, label %next

yes:
  %w = add i64 %i, 1
  %n.y = add i64 %n, %w
  br label %next

next:
  %n1 = phi i64 [ %n, %loop ], [ %n.y, %yes ]
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, 12
  br i1 %more, label %loop, label %done

done:
  ret i64 %n1
}

define i64 @const.ugt.2() {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %next ]
  %n = phi i64 [ 0, %entry ], [ %n1, %next ]
  %pa = getelementptr [12 x i64], [12 x i64]* @v.i64, i64 0, i64 %i
  %a = load i64, i64* %pa
  %c = icmp ugt i64 %a, -1
  br i1 %c, label %yes, label %next

yes:
  %w = add i64 %i, 1
  %n.y = add i64 %n, %w
  br label %next

next:
  %n1 = phi i64 [ %n, %loop ], [ %n.y, %yes ]
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, 12
  br i1 %more, label %loop, label %done

done:
  ret i64 %n1
}

define i64 @const.ugt.3() {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %next ]
  %n = phi i64 [ 0, %entry ], [ %n1, %next ]
  %pa = getelementptr [12 x i64], [12 x i64]* @v.i64, i64 0, i64 %i
  %a = load i64, i64* %pa
  %c = icmp ugt i64 %a, 2147483648
  br i1 %c, label %yes, label %next

yes:
  %w = add i64 %i, 1
  %n.y = add i64 %n, %w
  br label %next

next:
  %n1 = phi i64 [ %n, %loop ], [ %n.y, %yes ]
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, 12
  br i1 %more, label %loop, label %done

done:
  ret i64 %n1
}

define i64 @const.ugt.4() {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %next ]
  %n = phi i64 [ 0, %entry ], [ %n1, %next ]
  %pa = getelementptr [12 x i64], [12 x i64]* @v.i64, i64 0, i64 %i
  %a = load i64, i64* %pa
  %c = icmp ugt i64 %a, -2147483648
  br i1 %c, label %yes, label %next

yes:
  %w = add i64 %i, 1
  %n.y = add i64 %n, %w
  br label %next

next:
  %n1 = phi i64 [ %n, %loop ], [ %n.y, %yes ]
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, 12
  br i1 %more, label %loop, label %done

done:
  ret i64 %n1
}

define i64 @const.ugt.5() {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %next ]
  %n = phi i64 [ 0, %entry ], [ %n1, %next ]
  %pa = getelementptr [12 x i64], [12 x i64]* @v.i64, i64 0, i64 %i
  %a = load i64, i64* %pa
  %c = icmp ugt i64 %a, 4294967296
  br i1 %c, label %yes, label %next

yes:
  %w = add i64 %i, 1
  %n.y = add i64 %n, %w
  br label %next

next:
  %n1 = phi i64 [ %n, %loop ], [ %n.y, %yes ]
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, 12
  br i1 %more, label %loop, label %done

done:
  ret i64 %n1
}

define i64 @const.ugt.6() {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %next ]
  %n = phi i64 [ 0, %entry ], [ %n1, %next ]
  %pa = getelementptr [12 x i64], [12 x i64]* @v.i64, i64 0, i64 %i
  %a = load i64, i64* %pa
  %c = icmp ugt i64 %a, -9223372036854775808
  br i1 %c, label %yes, label %next

yes:
  %w = add i64 %i, 1
  %n.y = add i64 %n, %w
  br label %next

next:
  %n1 = phi i64 [ %n, %loop ], [ %n.y, %yes ]
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, 12
  br i1 %more, label %loop, label %done

done:
  ret i64 %n1
}

define i64 @const.uge.0() {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %next ]
  %n = phi i64 [ 0, %entry ], [ %n1, %next ]
  %pa = getelementptr [12 x i64], [12 x i64]* @v.i64, i64 0, i64 %i
  %a = load i64, i64* %pa
  %c = icmp uge i64 %a, 0
  br i1 %c, label %yes, label %next

yes:
  %w = add i64 %i, 1
  %n.y = add i64 %n, %w
  br label %next

next:
  %n1 = phi i64 [ %n, %loop ], [ %n.y, %yes ]
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, 12
  br i1 %more, label %loop, label %done

done:
  ret i64 %n1
}

define i64 @const.uge.1() {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %next ]
  %n = phi i64 [ 0, %entry ], [ %n1, %next ]
  %pa = getelementptr [12 x i64], [12 x i64]* @v.i64, i64 0, i64 %i
  %a = load i64, i64* %pa
  %c = icmp uge i64 %a, 1
  br i1 %c, label %yes, label %next

yes:
  %w = add i64 %i, 1
  %n.y = add i64 %n, %w
  br label %next

next:
  %n1 = phi i64 [ %n, %loop ], [ %n.y, %yes ]
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, 12
  br i1 %more, label %loop, label %done

done:
  ret i64 %n1
}

define i64 @const.uge.2() {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %next ]
  %n = phi i64 [ 0, %entry ], [ %n1, %next ]
  %pa = getelementptr [12 x i64], [12 x i64]* @v.i64, i64 0, i64 %i
  %a = load i64, i64* %pa
  %c = icmp uge i64 %a, -1
  br i1 %c, label %yes, label %next

yes:
  %w = add i64 %i, 1
  %n.y = add i64 %n, %w
  br label %next

next:
  %n1 = phi i64 [ %n, %loop ], [ %n.y, %yes ]
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, 12
  br i1 %more, label %loop, label %done

done:
  ret i64 %n1
}

define i64 @const.uge.3() {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %next ]
  %n = phi i64 [ 0, %entry ], [ %n1, %next ]
  %pa = getelementptr [12 x i64], [12 x i64]* @v.i64, i64 0, i64 %i
  %a = load i64, i64* %pa
  %c = icmp uge i64 %a, 2147483648
  br i1 %c, label %yes, label %next

yes:
  %w = add i64 %i, 1
  %n.y = add i64 %n, %w
  br label %next

next:
  %n1 = phi i64 [ %n, %loop ], [ %n.y, %yes ]
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, 12
  br i1 %more, label %loop, label %done

done:
  ret i64 %n1
}

define i64 @const.uge.4() {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %next ]
  %n = phi i64 [ 0, %entry ], [ %n1, %next ]
  %pa = getelementptr [12 x i64], [12 x i64]* @v.i64, i64 0, i64 %i
  %a = load i64, i64* %pa
  %c = icmp uge i64 %a, -2147483648
  br i1 %c, label %yes, label %next

yes:
  %w = add i64 %i, 1
  %n.y = add i64 %n, %w
  br label %next

next:
  %n1 = phi i64 [ %n, %loop ], [ %n.y, %yes ]
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, 12
  br i1 %more, label %loop, label %done

done:
  ret i64 %n1
}

define i64 @const.uge.5() {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %next ]
  %n = phi i64 [ 0, %entry ], [ %n1, %next ]
  %pa = getelementptr [12 x i64], [12 x i64]* @v.i64, i64 0, i64 %i
  %a = load i64, i64* %pa
  %c = icmp uge i64 %a, 4294967296
  br i1 %c, label %yes, label %next

yes:
  %w = add i64 %i, 1
  %n.y = add i64 %n, %w
  br label %next

next:
  %n1 = phi i64 [ %n, %loop ], [ %n.y, %yes ]
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, 12
  br i1 %more, label %loop, label %done

done:
  ret i64 %n1
}

define i64 @const.uge.6() {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %next ]
  %n = phi i64 [ 0, %entry ], [ %n1, %next ]
  %pa = getelementptr [12 x i64], [12 x i64]* @v.i64, i64 0, i64 %i
  %a = load i64, i64* %pa
  %c = icmp uge i64 %a, -9223372036854775808
  br i1 %c, label %yes, label %next

yes:
  %w = add i64 %i, 1
  %n.y = add i64 %n, %w
  br label %next

next:
  %n1 = phi i64 [ %n, %loop ], [ %n.y, %yes ]
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, 12
  br i1 %more, label %loop, label %done

done:
  ret i64 %n1
}

define i64 @main() {
entry:
  %r1 = call i64 @pairs.eq.i64()
  call void @check(i64 1, i64 %r1, i64 78)
  %r2 = call i64 @pairs.ne.i64()
  call void @check(i64 2, i64 %r2, i64 858)
  %r3 = call i64 @pairs.slt.i64()
  call void @check(i64 3, i64 %r3, i64 445)
  %r4 = call i64 @pairs.sle.i64()
  call void @check(i64 4, i64 %r4, i64 523)
  %r5 = call i64 @pairs.sgt.i64()
  call void @check(i64 5, i64 %r5, i64 413)
  %r6 = call i64 @pairs.sge.i64()
  call void @check(i64 6, i64 %r6, i64 491)
  %r7 = call i64 @pairs.ult.i64()
  call void @check(i64 7, i64 %r7, i64 517)
  %r8 = call i64 @pairs.ule.i64()
  call void @check(i64 8, i64 %r8, i64 595)
  %r9 = call i64 @pairs.ugt.i64()
  call void @check(i64 9, i64 %r9, i64 341)
  %r10 = call i64 @pairs.uge.i64()
  call void @check(i64 10, i64 %r10, i64 419)
  %r11 = call i64 @pairs.eq.i32()
  call void @check(i64 11, i64 %r11, i64 204)
  %r12 = call i64 @pairs.ne.i32()
  call void @check(i64 12, i64 %r12, i64 732)
  %r13 = call i64 @pairs.slt.i32()
  call void @check(i64 13, i64 %r13, i64 336)
  %r14 = call i64 @pairs.sle.i32()
  call void @check(i64 14, i64 %r14, i64 540)
  %r15 = call i64 @pairs.sgt.i32()
  call void @check(i64 15, i64 %r15, i64 396)
  %r16 = call i64 @pairs.sge.i32()
  call void @check(i64 16, i64 %r16, i64 600)
  %r17 = call i64 @pairs.ult.i32()
  call void @check(i64 17, i64 %r17, i64 378)
  %r18 = call i64 @pairs.ule.i32()
  call void @check(i64 18, i64 %r18, i64 582)
  %r19 = call i64 @pairs.ugt.i32()
  call void @check(i64 19, i64 %r19, i64 354)
  %r20 = call i64 @pairs.uge.i32()
  call void @check(i64 20, i64 %r20, i64 558)
  %r21 = call i64 @pairs.eq.i16()
  call void @check(i64 21, i64 %r21, i64 280)
  %r22 = call i64 @pairs.ne.i16()
  call void @check(i64 22, i64 %r22, i64 656)
  %r23 = call i64 @pairs.slt.i16()
  call void @check(i64 23, i64 %r23, i64 303)
  %r24 = call i64 @pairs.sle.i16()
  call void @check(i64 24, i64 %r24, i64 583)
  %r25 = call i64 @pairs.sgt.i16()
  call void @check(i64 25, i64 %r25, i64 353)
  %r26 = call i64 @pairs.sge.i16()
  call void @check(i64 26, i64 %r26, i64 633)
  %r27 = call i64 @pairs.ult.i16()
  call void @check(i64 27, i64 %r27, i64 333)
  %r28 = call i64 @pairs.ule.i16()
  call void @check(i64 28, i64 %r28, i64 613)
  %r29 = call i64 @pairs.ugt.i16()
  call void @check(i64 29, i64 %r29, i64 323)
  %r30 = call i64 @pairs.uge.i16()
  call void @check(i64 30, i64 %r30, i64 603)
  %r31 = call i64 @const.eq.0()
  call void @check(i64 31, i64 %r31, i64 1)
  %r32 = call i64 @const.eq.1()
  call void @check(i64 32, i64 %r32, i64 2)
  %r33 = call i64 @const.eq.2()
  call void @check(i64 33, i64 %r33, i64 3)
  %r34 = call i64 @const.eq.3()
  call void @check(i64 34, i64 %r34, i64 5)
  %r35 = call i64 @const.eq.4()
  call void @check(i64 35, i64 %r35, i64 0)
  %r36 = call i64 @const.eq.5()
  call void @check(i64 36, i64 %r36, i64 7)
  %r37 = call i64 @const.eq.6()
  call void @check(i64 37, i64 %r37, i64 9)
  %r38 = call i64 @const.ne.0()
  call void @check(i64 38, i64 %r38, i64 77)
  %r39 = call i64 @const.ne.1()
  call void @check(i64 39, i64 %r39, i64 76)
  %r40 = call i64 @const.ne.2()
  call void @check(i64 40, i64 %r40, i64 75)
  %r41 = call i64 @const.ne.3()
  call void @check(i64 41, i64 %r41, i64 73)
  %r42 = call i64 @const.ne.4()
  call void @check(i64 42, i64 %r42, i64 78)
  %r43 = call i64 @const.ne.5()
  call void @check(i64 43, i64 %r43, i64 71)
  %r44 = call i64 @const.ne.6()
  call void @check(i64 44, i64 %r44, i64 69)
  %r45 = call i64 @const.slt.0()
  call void @check(i64 45, i64 %r45, i64 32)
  %r46 = call i64 @const.slt.1()
  call void @check(i64 46, i64 %r46, i64 33)
  %r47 = call i64 @const.slt.2()
  call void @check(i64 47, i64 %r47, i64 29)
  %r48 = call i64 @const.slt.3()
  call void @check(i64 48, i64 %r48, i64 39)
  %r49 = call i64 @const.slt.4()
  call void @check(i64 49, i64 %r49, i64 17)
  %r50 = call i64 @const.slt.5()
  call void @check(i64 50, i64 %r50, i64 50)
  %r51 = call i64 @const.slt.6()
  call void @check(i64 51, i64 %r51, i64 0)
  %r52 = call i64 @const.sle.0()
  call void @check(i64 52, i64 %r52, i64 33)
  %r53 = call i64 @const.sle.1()
  call void @check(i64 53, i64 %r53, i64 35)
  %r54 = call i64 @const.sle.2()
  call void @check(i64 54, i64 %r54, i64 32)
  %r55 = call i64 @const.sle.3()
  call void @check(i64 55, i64 %r55, i64 44)
  %r56 = call i64 @const.sle.4()
  call void @check(i64 56, i64 %r56, i64 17)
  %r57 = call i64 @const.sle.5()
  call void @check(i64 57, i64 %r57, i64 57)
  %r58 = call i64 @const.sle.6()
  call void @check(i64 58, i64 %r58, i64 9)
  %r59 = call i64 @const.sgt.0()
  call void @check(i64 59, i64 %r59, i64 45)
  %r60 = call i64 @const.sgt.1()
  call void @check(i64 60, i64 %r60, i64 43)
  %r61 = call i64 @const.sgt.2()
  call void @check(i64 61, i64 %r61, i64 46)
  %r62 = call i64 @const.sgt.3()
  call void @check(i64 62, i64 %r62, i64 34)
  %r63 = call i64 @const.sgt.4()
  call void @check(i64 63, i64 %r63, i64 61)
  %r64 = call i64 @const.sgt.5()
  call void @check(i64 64, i64 %r64, i64 21)
  %r65 = call i64 @const.sgt.6()
  call void @check(i64 65, i64 %r65, i64 69)
  %r66 = call i64 @const.sge.0()
  call void @check(i64 66, i64 %r66, i64 46)
  %r67 = call i64 @const.sge.1()
  call void @check(i64 67, i64 %r67, i64 45)
  %r68 = call i64 @const.sge.2()
  call void @check(i64 68, i64 %r68, i64 49)
  %r69 = call i64 @const.sge.3()
  call void @check(i64 69, i64 %r69, i64 39)
  %r70 = call i64 @const.sge.4()
  call void @check(i64 70, i64 %r70, i64 61)
  %r71 = call i64 @const.sge.5()
  call void @check(i64 71, i64 %r71, i64 28)
  %r72 = call i64 @const.sge.6()
  call void @check(i64 72, i64 %r72, i64 78)
  %r73 = call i64 @const.ult.0()
  call void @check(i64 73, i64 %r73, i64 0)
  %r74 = call i64 @const.ult.1()
  call void @check(i64 74, i64 %r74, i64 1)
  %r75 = call i64 @const.ult.2()
  call void @check(i64 75, i64 %r75, i64 75)
  %r76 = call i64 @const.ult.3()
  call void @check(i64 76, i64 %r76, i64 7)
  %r77 = call i64 @const.ult.4()
  call void @check(i64 77, i64 %r77, i64 63)
  %r78 = call i64 @const.ult.5()
  call void @check(i64 78, i64 %r78, i64 18)
  %r79 = call i64 @const.ult.6()
  call void @check(i64 79, i64 %r79, i64 46)
  %r80 = call i64 @const.ule.0()
  call void @check(i64 80, i64 %r80, i64 1)
  %r81 = call i64 @const.ule.1()
  call void @check(i64 81, i64 %r81, i64 3)
  %r82 = call i64 @const.ule.2()
  call void @check(i64 82, i64 %r82, i64 78)
  %r83 = call i64 @const.ule.3()
  call void @check(i64 83, i64 %r83, i64 12)
  %r84 = call i64 @const.ule.4()
  call void @check(i64 84, i64 %r84, i64 63)
  %r85 = call i64 @const.ule.5()
  call void @check(i64 85, i64 %r85, i64 25)
  %r86 = call i64 @const.ule.6()
  call void @check(i64 86, i64 %r86, i64 55)
  %r87 = call i64 @const.ugt.0()
  call void @check(i64 87, i64 %r87, i64 77)
  %r88 = call i64 @const.ugt.1()
  call void @check(i64 88, i64 %r88, i64 75)
  %r89 = call i64 @const.ugt.2()
  call void @check(i64 89, i64 %r89, i64 0)
  %r90 = call i64 @const.ugt.3()
  call void @check(i64 90, i64 %r90, i64 66)
  %r91 = call i64 @const.ugt.4()
  call void @check(i64 91, i64 %r91, i64 15)
  %r92 = call i64 @const.ugt.5()
  call void @check(i64 92, i64 %r92, i64 53)
  %r93 = call i64 @const.ugt.6()
  call void @check(i64 93, i64 %r93, i64 23)
  %r94 = call i64 @const.uge.0()
  call void @check(i64 94, i64 %r94, i64 78)
  %r95 = call i64 @const.uge.1()
  call void @check(i64 95, i64 %r95, i64 77)
  %r96 = call i64 @const.uge.2()
  call void @check(i64 96, i64 %r96, i64 3)
  %r97 = call i64 @const.uge.3()
  call void @check(i64 97, i64 %r97, i64 71)
  %r98 = call i64 @const.uge.4()
  call void @check(i64 98, i64 %r98, i64 15)
  %r99 = call i64 @const.uge.5()
  call void @check(i64 99, i64 %r99, i64 60)
  %r100 = call i64 @const.uge.6()
  call void @check(i64 100, i64 %r100, i64 32)
  %failures = call i64 @report()
  ret i64 %failures
}
