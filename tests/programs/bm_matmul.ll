; bm_matmul: i32 matrix multiply (20x20, row-major flat arrays, c[i*n+j] = sum a[i*n+k]*b[k*n+j] with wrap-around) raising a matrix to its 15th power step by step; per-step element sums and traces checked against Python
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

@ma = global [400 x i32] zeroinitializer
@mp = global [400 x i32] zeroinitializer
@mc = global [400 x i32] zeroinitializer
@want.sum = global [14 x i64] [i64 103, i64 -2145, i64 -113037, i64 83966, i64 -30911119, i64 691547286, i64 34523275783, i64 -1334216981, i64 1631170010, i64 -4434106985, i64 3748513410, i64 -11212882418, i64 49355350236, i64 25590147446]
@want.trace = global [14 x i64] [i64 331, i64 -1476, i64 -364373, i64 7737090, i64 -210054440, i64 4532491326, i64 12523405779, i64 -3868337559, i64 14036270766, i64 -7259087175, i64 1777698220, i64 1289424579, i64 11855871334, i64 8025339982]

; a[i][j] = (7i + 13j) mod 17 - 8
define void @init(i32* %a, i32 %n) {
entry:
  br label %row

row:
  %i = phi i32 [ 0, %entry ], [ %i1, %row.end ]
  br label %col

col:
  %j = phi i32 [ 0, %row ], [ %j1, %col ]
  %i7 = mul i32 %i, 7
  %j13 = mul i32 %j, 13
  %s = add i32 %i7, %j13
  %m = urem i32 %s, 17
  %v = add i32 %m, -8
  %in = mul i32 %i, %n
  %idx = add i32 %in, %j
  %p = getelementptr i32, i32* %a, i32 %idx
  store i32 %v, i32* %p
  %j1 = add i32 %j, 1
  %jm = icmp slt i32 %j1, %n
  br i1 %jm, label %col, label %row.end

row.end:
  %i1 = add i32 %i, 1
  %im = icmp slt i32 %i1, %n
  br i1 %im, label %row, label %done

done:
  ret void
}

; c = a * b for n x n row-major matrices.
define void @matmul(i32* %a, i32* %b, i32* %c, i32 %n) {
entry:
  br label %row

row:
  %i = phi i32 [ 0, %entry ], [ %i1, %row.end ]
  %in = mul i32 %i, %n
  br label %col

col:
  %j = phi i32 [ 0, %row ], [ %j1, %col.end ]
  br label %dot

dot:
  %k = phi i32 [ 0, %col ], [ %k1, %dot ]
  %acc = phi i32 [ 0, %col ], [ %acc1, %dot ]
  %ai = add i32 %in, %k
  %ap = getelementptr i32, i32* %a, i32 %ai
  %av = load i32, i32* %ap
  %kn = mul i32 %k, %n
  %bi = add i32 %kn, %j
  %bp = getelementptr i32, i32* %b, i32 %bi
  %bv = load i32, i32* %bp
  %prod = mul i32 %av, %bv
  %acc1 = add i32 %acc, %prod
  %k1 = add i32 %k, 1
  %km = icmp slt i32 %k1, %n
  br i1 %km, label %dot, label %col.end

col.end:
  %ci = add i32 %in, %j
  %cp = getelementptr i32, i32* %c, i32 %ci
  store i32 %acc1, i32* %cp
  %j1 = add i32 %j, 1
  %jm = icmp slt i32 %j1, %n
  br i1 %jm, label %col, label %row.end

row.end:
  %i1 = add i32 %i, 1
  %im = icmp slt i32 %i1, %n
  br i1 %im, label %row, label %done

done:
  ret void
}

define void @copy(i32* %dst, i32* %src, i32 %count) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %s = getelementptr i32, i32* %src, i32 %i
  %v = load i32, i32* %s
  %d = getelementptr i32, i32* %dst, i32 %i
  store i32 %v, i32* %d
  %i1 = add i32 %i, 1
  %m = icmp slt i32 %i1, %count
  br i1 %m, label %loop, label %done

done:
  ret void
}

; Sum of all elements (as i64) and, through %tr, of the diagonal.
define i64 @sums(i32* %a, i32 %n, i64* %tr) {
entry:
  %count = mul i32 %n, %n
  %n1 = add i32 %n, 1
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %s = phi i64 [ 0, %entry ], [ %s1, %loop ]
  %t = phi i64 [ 0, %entry ], [ %t1, %loop ]
  %p = getelementptr i32, i32* %a, i32 %i
  %v = load i32, i32* %p
  %v64 = sext i32 %v to i64
  %s1 = add i64 %s, %v64
  %r = urem i32 %i, %n1
  %diag = icmp eq i32 %r, 0
  %dv = select i1 %diag, i64 %v64, i64 0
  %t1 = add i64 %t, %dv
  %i1 = add i32 %i, 1
  %m = icmp slt i32 %i1, %count
  br i1 %m, label %loop, label %done

done:
  store i64 %t1, i64* %tr
  ret i64 %s1
}

define i64 @main() {
entry:
  %tr = alloca i64
  %a = getelementptr [400 x i32], [400 x i32]* @ma, i32 0, i32 0
  %p = getelementptr [400 x i32], [400 x i32]* @mp, i32 0, i32 0
  %c = getelementptr [400 x i32], [400 x i32]* @mc, i32 0, i32 0
  call void @init(i32* %a, i32 20)
  call void @copy(i32* %p, i32* %a, i32 400)
  br label %step

step:
  %s = phi i32 [ 0, %entry ], [ %s1, %step ]
  call void @matmul(i32* %p, i32* %a, i32* %c, i32 20)
  call void @copy(i32* %p, i32* %c, i32 400)
  %sum = call i64 @sums(i32* %p, i32 20, i64* %tr)
  %trace = load i64, i64* %tr
  %wsp = getelementptr [14 x i64], [14 x i64]* @want.sum, i32 0, i32 %s
  %ws = load i64, i64* %wsp
  %wtp = getelementptr [14 x i64], [14 x i64]* @want.trace, i32 0, i32 %s
  %wt = load i64, i64* %wtp
  %id = zext i32 %s to i64
  %id2 = add i64 %id, 100
  call void @check(i64 %id, i64 %sum, i64 %ws)
  call void @check(i64 %id2, i64 %trace, i64 %wt)
  %s1 = add i32 %s, 1
  %more = icmp slt i32 %s1, 14
  br i1 %more, label %step, label %done

done:
  %res = call i64 @report()
  ret i64 %res
}
