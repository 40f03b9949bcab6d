; matmul: 12x12 i64 matrix power A^7 by repeated multiplication (triple loops, 2-D global arrays, pointer arguments); entries overflow 64 bits and wrap, so the high halves matter
; ret: 100
declare i32 @printf(i8*, ...)

%Mat = type [12 x [12 x i64]]

@a = global %Mat zeroinitializer
@m = global %Mat zeroinitializer
@t = global %Mat zeroinitializer
@fmt = global [65 x i8] c"checksum %lld, m[0][0] = %llx, m[11][11] = %llx, m[3][7] = %lld\0A\00"

; dst = x * y (dst distinct from both)
define void @mul(%Mat* %dst, %Mat* %x, %Mat* %y) {
entry:
  br label %li

li:
  %i = phi i64 [ 0, %entry ], [ %i1, %li.next ]
  br label %lj

lj:
  %j = phi i64 [ 0, %li ], [ %j1, %lj.next ]
  br label %lk

lk:
  %k = phi i64 [ 0, %lj ], [ %k1, %lk ]
  %acc = phi i64 [ 0, %lj ], [ %acc1, %lk ]
  %xp = getelementptr %Mat, %Mat* %x, i64 0, i64 %i, i64 %k
  %yp = getelementptr %Mat, %Mat* %y, i64 0, i64 %k, i64 %j
  %xv = load i64, i64* %xp
  %yv = load i64, i64* %yp
  %prod = mul i64 %xv, %yv
  %acc1 = add i64 %acc, %prod
  %k1 = add i64 %k, 1
  %kmore = icmp slt i64 %k1, 12
  br i1 %kmore, label %lk, label %lj.next

lj.next:
  %dp = getelementptr %Mat, %Mat* %dst, i64 0, i64 %i, i64 %j
  store i64 %acc1, i64* %dp
  %j1 = add i64 %j, 1
  %jmore = icmp slt i64 %j1, 12
  br i1 %jmore, label %lj, label %li.next

li.next:
  %i1 = add i64 %i, 1
  %imore = icmp slt i64 %i1, 12
  br i1 %imore, label %li, label %done

done:
  ret void
}

define void @copy(%Mat* %dst, %Mat* %src) {
entry:
  br label %loop

loop:
  %n = phi i64 [ 0, %entry ], [ %n1, %loop ]
  %i = udiv i64 %n, 12
  %j = urem i64 %n, 12
  %s = getelementptr %Mat, %Mat* %src, i64 0, i64 %i, i64 %j
  %d = getelementptr %Mat, %Mat* %dst, i64 0, i64 %i, i64 %j
  %v = load i64, i64* %s
  store i64 %v, i64* %d
  %n1 = add i64 %n, 1
  %more = icmp slt i64 %n1, 144
  br i1 %more, label %loop, label %done

done:
  ret void
}

define i64 @main() {
entry:
  br label %init

init:
  %n = phi i64 [ 0, %entry ], [ %n1, %init ]
  %i = udiv i64 %n, 12
  %j = urem i64 %n, 12
  %i7 = mul i64 %i, 7
  %j3 = mul i64 %j, 3
  %s = add i64 %i7, %j3
  %r = urem i64 %s, 11
  %r5 = sub i64 %r, 5
  %v = mul i64 %r5, 40503
  %p = getelementptr %Mat, %Mat* @a, i64 0, i64 %i, i64 %j
  store i64 %v, i64* %p
  %n1 = add i64 %n, 1
  %more = icmp slt i64 %n1, 144
  br i1 %more, label %init, label %power

power:
  call void @copy(%Mat* @m, %Mat* @a)
  br label %step

step:
  %e = phi i64 [ 1, %power ], [ %e1, %step ]
  call void @mul(%Mat* @t, %Mat* @m, %Mat* @a)
  call void @copy(%Mat* @m, %Mat* @t)
  %e1 = add i64 %e, 1
  %emore = icmp slt i64 %e1, 7
  br i1 %emore, label %step, label %sum

sum:
  %q = phi i64 [ 0, %step ], [ %q1, %sum ]
  %acc = phi i64 [ 0, %step ], [ %acc1, %sum ]
  %qi = udiv i64 %q, 12
  %qj = urem i64 %q, 12
  %qp = getelementptr %Mat, %Mat* @m, i64 0, i64 %qi, i64 %qj
  %qv = load i64, i64* %qp
  %w = add i64 %q, 1
  %term = mul i64 %qv, %w
  %acc1 = add i64 %acc, %term
  %q1 = add i64 %q, 1
  %qmore = icmp slt i64 %q1, 144
  br i1 %qmore, label %sum, label %out

out:
  %p00 = getelementptr %Mat, %Mat* @m, i64 0, i64 0, i64 0
  %v00 = load i64, i64* %p00
  %p11 = getelementptr %Mat, %Mat* @m, i64 0, i64 11, i64 11
  %v11 = load i64, i64* %p11
  %p37 = getelementptr %Mat, %Mat* @m, i64 0, i64 3, i64 7
  %v37 = load i64, i64* %p37
  %f = getelementptr [65 x i8], [65 x i8]* @fmt, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %f, i64 %acc1, i64 %v00, i64 %v11, i64 %v37)
  %ret = and i64 %acc1, 127
  ret i64 %ret
}
