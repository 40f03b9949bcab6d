; control_flow: control-flow shapes: a 10-way dispatch chain (switch lowered to compares), nested if/else diamonds, a loop with break and continue, a loop with three exits reaching different blocks, an irreducible loop (two entries into one cycle), and early returns from inside loops
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
define i64 @dispatch(i64 %op, i64 %a, i64 %b) {
entry:
  %c0 = icmp eq i64 %op, 0
  br i1 %c0, label %op0, label %t1
t1:
  %c1 = icmp eq i64 %op, 1
  br i1 %c1, label %op1, label %t2
t2:
  %c2 = icmp eq i64 %op, 2
  br i1 %c2, label %op2, label %t3
t3:
  %c3 = icmp eq i64 %op, 3
  br i1 %c3, label %op3, label %t4
t4:
  %c4 = icmp ult i64 %op, 7
  br i1 %c4, label %op456, label %t7
t7:
  %c7 = icmp eq i64 %op, 7
  br i1 %c7, label %op7, label %default
op0:
  %r0 = add i64 %a, %b
  br label %join
op1:
  %r1 = sub i64 %a, %b
  br label %join
op2:
  %r2 = mul i64 %a, %b
  br label %join
op3:
  %r3 = and i64 %a, %b
  br label %join
op456:
  %k = sub i64 %op, 3
  %r4 = shl i64 %a, %k
  br label %join
op7:
  %r7 = xor i64 %a, %b
  br label %join
default:
  br label %join
join:
  %r = phi i64 [ %r0, %op0 ], [ %r1, %op1 ], [ %r2, %op2 ], [ %r3, %op3 ], [ %r4, %op456 ], [ %r7, %op7 ], [ -1, %default ]
  ret i64 %r
}

; Classifies (x, y) into 9 regions with nested diamonds.
define i64 @region(i64 %x, i64 %y) {
entry:
  %xneg = icmp slt i64 %x, 0
  br i1 %xneg, label %left, label %notleft
left:
  %yneg.l = icmp slt i64 %y, 0
  br i1 %yneg.l, label %r0, label %left.up
left.up:
  %yz.l = icmp eq i64 %y, 0
  %v.l = select i1 %yz.l, i64 1, i64 2
  br label %done
r0:
  br label %done
notleft:
  %xz = icmp eq i64 %x, 0
  br i1 %xz, label %mid, label %right
mid:
  %yneg.m = icmp slt i64 %y, 0
  %yz.m = icmp eq i64 %y, 0
  %v.m0 = select i1 %yz.m, i64 4, i64 5
  %v.m = select i1 %yneg.m, i64 3, i64 %v.m0
  br label %done
right:
  %ysgn = icmp sgt i64 %y, 0
  br i1 %ysgn, label %r8, label %right.low
right.low:
  %yz.r = icmp eq i64 %y, 0
  %v.r = select i1 %yz.r, i64 7, i64 6
  br label %done
r8:
  br label %done
done:
  %v = phi i64 [ %v.l, %left.up ], [ 0, %r0 ], [ %v.m, %mid ], [ %v.r, %right.low ], [ 8, %r8 ]
  ret i64 %v
}

; Sums i in [0, n) skipping multiples of 3 (continue) and stopping at the first i with i*i > limit (break).
define i64 @break_continue(i64 %n, i64 %limit) {
entry:
  br label %head
head:
  %i = phi i64 [ 0, %entry ], [ %i1, %latch ]
  %s = phi i64 [ 0, %entry ], [ %s.next, %latch ]
  %in = icmp slt i64 %i, %n
  br i1 %in, label %body, label %exit
body:
  %sq = mul i64 %i, %i
  %over = icmp sgt i64 %sq, %limit
  br i1 %over, label %exit, label %test3
test3:
  %m3 = srem i64 %i, 3
  %is3 = icmp eq i64 %m3, 0
  br i1 %is3, label %latch, label %accum
accum:
  %s1 = add i64 %s, %i
  br label %latch
latch:
  %s.next = phi i64 [ %s, %test3 ], [ %s1, %accum ]
  %i1 = add i64 %i, 1
  br label %head
exit:
  %how = phi i64 [ 1000000, %head ], [ 2000000, %body ]
  %r = add i64 %s, %how
  ret i64 %r
}

; Scans a[0..n) for a key: returns the index, -1 past the end, or -2 at a negative sentinel.
define i64 @find(i64* %a, i64 %n, i64 %key) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %next ]
  %end = icmp sge i64 %i, %n
  br i1 %end, label %missing, label %load
load:
  %p = getelementptr i64, i64* %a, i64 %i
  %v = load i64, i64* %p
  %hit = icmp eq i64 %v, %key
  br i1 %hit, label %found, label %sentinel
sentinel:
  %neg = icmp slt i64 %v, 0
  br i1 %neg, label %stopped, label %next
next:
  %i1 = add i64 %i, 1
  br label %loop
found:
  ret i64 %i
missing:
  ret i64 -1
stopped:
  ret i64 -2
}

; An irreducible cycle: a <-> b, entered at a or at b depending on the parity of n.
define i64 @irreducible(i64 %n) {
entry:
  %odd.bit = and i64 %n, 1
  %odd = icmp ne i64 %odd.bit, 0
  br i1 %odd, label %a, label %b
a:
  %xa = phi i64 [ %n, %entry ], [ %xb1, %b ]
  %ta = phi i64 [ 0, %entry ], [ %tb1, %b ]
  %xa1 = sub i64 %xa, 1
  %ta1 = add i64 %ta, 10
  %da = icmp sle i64 %xa1, 0
  br i1 %da, label %out, label %b
b:
  %xb = phi i64 [ %n, %entry ], [ %xa1, %a ]
  %tb = phi i64 [ 0, %entry ], [ %ta1, %a ]
  %xb1 = sub i64 %xb, 2
  %tb1 = add i64 %tb, 1
  %db = icmp sle i64 %xb1, 0
  br i1 %db, label %out, label %a
out:
  %t = phi i64 [ %ta1, %a ], [ %tb1, %b ]
  %x = phi i64 [ %xa1, %a ], [ %xb1, %b ]
  %t100 = mul i64 %t, 100
  %r = add i64 %t100, %x
  ret i64 %r
}

define i64 @main() {
entry:
  %arr = alloca [6 x i64]
  %a0 = getelementptr [6 x i64], [6 x i64]* %arr, i64 0, i64 0
  store i64 5, i64* %a0
  %a1 = getelementptr i64, i64* %a0, i64 1
  store i64 9, i64* %a1
  %a2 = getelementptr i64, i64* %a0, i64 2
  store i64 4, i64* %a2
  %a3 = getelementptr i64, i64* %a0, i64 3
  store i64 -1, i64* %a3
  %a4 = getelementptr i64, i64* %a0, i64 4
  store i64 7, i64* %a4
  %a5 = getelementptr i64, i64* %a0, i64 5
  store i64 8, i64* %a5
  br label %ops

ops:
  %op = phi i64 [ 0, %entry ], [ %op1, %ops ]
  %acc = phi i64 [ 0, %entry ], [ %acc1, %ops ]
  %d = call i64 @dispatch(i64 %op, i64 -12345678901, i64 1000)
  %m = mul i64 %acc, 31
  %acc1 = add i64 %m, %d
  %op1 = add i64 %op, 1
  %more = icmp slt i64 %op1, 9
  br i1 %more, label %ops, label %regions

regions:
  call void @check(i64 1, i64 %acc1, i64 -3541559250105660898)
  br label %grid

grid:
  %g = phi i64 [ 0, %regions ], [ %g1, %grid ]
  %gacc = phi i64 [ 0, %regions ], [ %gacc1, %grid ]
  %gx0 = sdiv i64 %g, 3
  %gx = sub i64 %gx0, 1
  %gy0 = srem i64 %g, 3
  %gy = sub i64 %gy0, 1
  %rg = call i64 @region(i64 %gx, i64 %gy)
  %gm = mul i64 %gacc, 10
  %gacc1 = add i64 %gm, %rg
  %g1 = add i64 %g, 1
  %gmore = icmp slt i64 %g1, 9
  br i1 %gmore, label %grid, label %loops

loops:
  call void @check(i64 2, i64 %gacc1, i64 12345678)
  %bc1 = call i64 @break_continue(i64 20, i64 1000)
  call void @check(i64 3, i64 %bc1, i64 1000127)
  %bc2 = call i64 @break_continue(i64 100, i64 50)
  call void @check(i64 4, i64 %bc2, i64 2000019)
  %f1 = call i64 @find(i64* %a0, i64 6, i64 4)
  call void @check(i64 5, i64 %f1, i64 2)
  %f2 = call i64 @find(i64* %a0, i64 6, i64 8)
  call void @check(i64 6, i64 %f2, i64 -2)
  %f3 = call i64 @find(i64* %a0, i64 3, i64 8)
  call void @check(i64 7, i64 %f3, i64 -1)
  %ir1 = call i64 @irreducible(i64 7)
  call void @check(i64 8, i64 %ir1, i64 3200)
  %ir2 = call i64 @irreducible(i64 10)
  call void @check(i64 9, i64 %ir2, i64 3399)
  %failures = call i64 @report()
  ret i64 %failures
}
