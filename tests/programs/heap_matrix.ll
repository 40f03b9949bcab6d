; heap_matrix: a jagged 2-D array on the heap (an i64** row table whose size comes from the portable size-of idiom, rows of different lengths), Pascal's triangle to row 60 (values beyond 2^32), row sums checked against powers of two, and a transpose-like walk through the row pointers
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
declare i8* @ll_malloc(i64, i64)

define i64** @make_rows(i64 %n) {
  %end = getelementptr i64*, i64** null, i32 1
  %psize = ptrtoint i64** %end to i64
  %raw = call i8* @ll_malloc(i64 %n, i64 %psize)
  %rows = bitcast i8* %raw to i64**
  ret i64** %rows
}

define i64 @main() {
entry:
  %rows = call i64** @make_rows(i64 61)
  br label %row

row:
  %i = phi i64 [ 0, %entry ], [ %i1, %row.done ]
  %len = add i64 %i, 1
  %raw = call i8* @ll_malloc(i64 %len, i64 8)
  %r = bitcast i8* %raw to i64*
  %slot = getelementptr i64*, i64** %rows, i64 %i
  store i64* %r, i64** %slot
  store i64 1, i64* %r
  %last = getelementptr i64, i64* %r, i64 %i
  store i64 1, i64* %last
  %first.row = icmp ult i64 %i, 2
  br i1 %first.row, label %row.done, label %fill

fill:
  %im1 = sub i64 %i, 1
  %prevslot = getelementptr i64*, i64** %rows, i64 %im1
  %prev = load i64*, i64** %prevslot
  br label %cell

cell:
  %j = phi i64 [ 1, %fill ], [ %j1, %cell ]
  %jm1 = sub i64 %j, 1
  %pa = getelementptr i64, i64* %prev, i64 %jm1
  %pb = getelementptr i64, i64* %prev, i64 %j
  %a = load i64, i64* %pa
  %b = load i64, i64* %pb
  %s = add i64 %a, %b
  %pc = getelementptr i64, i64* %r, i64 %j
  store i64 %s, i64* %pc
  %j1 = add i64 %j, 1
  %jmore = icmp ult i64 %j1, %i
  br i1 %jmore, label %cell, label %row.done

row.done:
  %i1 = add i64 %i, 1
  %more = icmp ule i64 %i1, 60
  br i1 %more, label %row, label %sums

sums:
  %k = phi i64 [ 0, %row.done ], [ %k1, %sums.next ]
  %rk.slot = getelementptr i64*, i64** %rows, i64 %k
  %rk = load i64*, i64** %rk.slot
  br label %sum

sum:
  %m = phi i64 [ 0, %sums ], [ %m1, %sum ]
  %acc = phi i64 [ 0, %sums ], [ %acc1, %sum ]
  %pm = getelementptr i64, i64* %rk, i64 %m
  %vm = load i64, i64* %pm
  %acc1 = add i64 %acc, %vm
  %m1 = add i64 %m, 1
  %mmore = icmp ule i64 %m1, %k
  br i1 %mmore, label %sum, label %sums.next

sums.next:
  %pow = shl i64 1, %k
  %id = add i64 %k, 100
  call void @check(i64 %id, i64 %acc1, i64 %pow)
  %k1 = add i64 %k, 1
  %kmore = icmp ule i64 %k1, 60
  br i1 %kmore, label %sums, label %spot

spot:
  %r60s = getelementptr i64*, i64** %rows, i64 60
  %r60 = load i64*, i64** %r60s
  %mid = getelementptr i64, i64* %r60, i64 30
  %c = load i64, i64* %mid
  call void @check(i64 1, i64 %c, i64 118264581564861424)
  %r33s = getelementptr i64*, i64** %rows, i64 33
  %r33 = load i64*, i64** %r33s
  %e16 = getelementptr i64, i64* %r33, i64 16
  %c2 = load i64, i64* %e16
  call void @check(i64 2, i64 %c2, i64 1166803110)
  ; walk column 2 down the rows: sum of C(i, 2) for i in 2..60 = C(61, 3)
  br label %col

col:
  %ci = phi i64 [ 2, %spot ], [ %ci1, %col ]
  %cacc = phi i64 [ 0, %spot ], [ %cacc1, %col ]
  %cs = getelementptr i64*, i64** %rows, i64 %ci
  %crow = load i64*, i64** %cs
  %cp = getelementptr i64, i64* %crow, i64 2
  %cv = load i64, i64* %cp
  %cacc1 = add i64 %cacc, %cv
  %ci1 = add i64 %ci, 1
  %cmore = icmp ule i64 %ci1, 60
  br i1 %cmore, label %col, label %done

done:
  call void @check(i64 3, i64 %cacc1, i64 35990)
  %failures = call i64 @report()
  ret i64 %failures
}
