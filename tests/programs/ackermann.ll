; ackermann: the Ackermann function (nested recursion, up to 10307 calls and depth 127 for A(3,4)); prints a table
; ret: 303
declare i32 @printf(i8*, ...)

@fmt = global [22 x i8] c"A(%lld, %lld) = %lld\0A\00"

define i64 @ack(i64 %m, i64 %n) {
entry:
  %m0 = icmp eq i64 %m, 0
  br i1 %m0, label %case0, label %notm0

case0:
  %r0 = add i64 %n, 1
  ret i64 %r0

notm0:
  %m1 = sub i64 %m, 1
  %n0 = icmp eq i64 %n, 0
  br i1 %n0, label %case1, label %case2

case1:
  %r1 = call i64 @ack(i64 %m1, i64 1)
  ret i64 %r1

case2:
  %n1 = sub i64 %n, 1
  %inner = call i64 @ack(i64 %m, i64 %n1)
  %r2 = call i64 @ack(i64 %m1, i64 %inner)
  ret i64 %r2
}

define i64 @main() {
entry:
  %f = getelementptr [22 x i8], [22 x i8]* @fmt, i64 0, i64 0
  br label %outer

outer:
  %m = phi i64 [ 0, %entry ], [ %m.next, %outer.end ]
  %sum = phi i64 [ 0, %entry ], [ %sum.inner, %outer.end ]
  br label %inner

inner:
  %n = phi i64 [ 0, %outer ], [ %n.next, %inner ]
  %s = phi i64 [ %sum, %outer ], [ %s.next, %inner ]
  %a = call i64 @ack(i64 %m, i64 %n)
  call i32 (i8*, ...) @printf(i8* %f, i64 %m, i64 %n, i64 %a)
  %s.next = add i64 %s, %a
  %n.next = add i64 %n, 1
  %nmore = icmp sle i64 %n.next, 4
  br i1 %nmore, label %inner, label %outer.end

outer.end:
  %sum.inner = phi i64 [ %s.next, %inner ]
  %m.next = add i64 %m, 1
  %mmore = icmp sle i64 %m.next, 3
  br i1 %mmore, label %outer, label %done

done:
  ret i64 %sum.inner
}
