; phi_swap: the SSA-destruction traps: the swap problem, a three-way rotation, the lost-copy problem, phis on critical edges, a conditional branch with both arms to one block, phis reading phis
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
; a, b = b, a on every iteration; returns 10*a + b as seen in the last iteration
define i64 @swap_loop(i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %a = phi i64 [ 1, %entry ], [ %b, %loop ]
  %b = phi i64 [ 2, %entry ], [ %a, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp slt i64 %i1, %n
  br i1 %c, label %loop, label %exit

exit:
  %t = mul i64 %a, 10
  %r = add i64 %t, %b
  ret i64 %r
}

; a, b, c = b, c, a
define i64 @rotate3(i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %a = phi i64 [ 1, %entry ], [ %b, %loop ]
  %b = phi i64 [ 2, %entry ], [ %c, %loop ]
  %c = phi i64 [ 3, %entry ], [ %a, %loop ]
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, %n
  br i1 %more, label %loop, label %exit

exit:
  %a100 = mul i64 %a, 100
  %b10 = mul i64 %b, 10
  %s = add i64 %a100, %b10
  %r = add i64 %s, %c
  ret i64 %r
}

; the phi's old value is used after the loop while the new one is live too
define i64 @lost_copy(i64 %n) {
entry:
  br label %loop

loop:
  %x = phi i64 [ 1, %entry ], [ %y, %loop ]
  %y = add i64 %x, 1
  %c = icmp slt i64 %y, %n
  br i1 %c, label %loop, label %exit

exit:
  %x100 = mul i64 %x, 100
  %r = add i64 %x100, %y
  ret i64 %r
}

; entry -> join is a critical edge (entry has two successors, join two predecessors)
define i64 @critical(i1 %c, i64 %v) {
entry:
  %w = add i64 %v, 1
  br i1 %c, label %join, label %mid

mid:
  %m = mul i64 %v, 3
  br label %join

join:
  %p = phi i64 [ %w, %entry ], [ %m, %mid ]
  %q = phi i64 [ %v, %entry ], [ %w, %mid ]
  %r = sub i64 %p, %q
  ret i64 %r
}

; both arms of the branch go to the same block
define i64 @same_target(i64 %v) {
entry:
  %c = icmp sgt i64 %v, 0
  br i1 %c, label %join, label %join

join:
  %p = phi i64 [ %v, %entry ], [ %v, %entry ]
  %r = add i64 %p, 1
  ret i64 %r
}

; an outer phi that takes the inner loop's phi; the sum of i*j for i, j < n, plus 1000 * (the inner
; counter's last value as carried by the outer phi)
define i64 @nested(i64 %n) {
entry:
  br label %outer

outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.next ]
  %acc = phi i64 [ 0, %entry ], [ %acc.next, %outer.next ]
  %lastj = phi i64 [ -1, %entry ], [ %j, %outer.next ]
  br label %inner

inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %acc.in = phi i64 [ %acc, %outer ], [ %acc.next, %inner ]
  %ij = mul i64 %i, %j
  %acc.next = add i64 %acc.in, %ij
  %j1 = add i64 %j, 1
  %jm = icmp slt i64 %j1, %n
  br i1 %jm, label %inner, label %outer.next

outer.next:
  %i1 = add i64 %i, 1
  %im = icmp slt i64 %i1, %n
  br i1 %im, label %outer, label %exit

exit:
  %lj = mul i64 %lastj, 1000
  %r = add i64 %acc.next, %lj
  ret i64 %r
}

define i64 @main() {
entry:
  %s1 = call i64 @swap_loop(i64 1)
  call void @check(i64 1, i64 %s1, i64 12)
  %s2 = call i64 @swap_loop(i64 2)
  call void @check(i64 2, i64 %s2, i64 21)
  %s3 = call i64 @swap_loop(i64 7)
  call void @check(i64 3, i64 %s3, i64 12)
  %s4 = call i64 @swap_loop(i64 8)
  call void @check(i64 4, i64 %s4, i64 21)
  %r1 = call i64 @rotate3(i64 1)
  call void @check(i64 5, i64 %r1, i64 123)
  %r2 = call i64 @rotate3(i64 2)
  call void @check(i64 6, i64 %r2, i64 231)
  %r3 = call i64 @rotate3(i64 3)
  call void @check(i64 7, i64 %r3, i64 312)
  %r4 = call i64 @rotate3(i64 100)
  call void @check(i64 8, i64 %r4, i64 123)
  %l1 = call i64 @lost_copy(i64 10)
  call void @check(i64 9, i64 %l1, i64 910)
  %l2 = call i64 @lost_copy(i64 0)
  call void @check(i64 10, i64 %l2, i64 102)
  %c1 = call i64 @critical(i1 true, i64 10)
  call void @check(i64 11, i64 %c1, i64 1)
  %c2 = call i64 @critical(i1 false, i64 10)
  call void @check(i64 12, i64 %c2, i64 19)
  %t1 = call i64 @same_target(i64 -5)
  call void @check(i64 13, i64 %t1, i64 -4)
  %t2 = call i64 @same_target(i64 5)
  call void @check(i64 14, i64 %t2, i64 6)
  %n1 = call i64 @nested(i64 10)
  call void @check(i64 15, i64 %n1, i64 11025)
  %failures = call i64 @report()
  ret i64 %failures
}
