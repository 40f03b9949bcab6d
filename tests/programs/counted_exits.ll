; counted_exits: counted loop exits turned into equality tests and pointer tests: insertion sort counting down to zero, bubble sort whose scan has two back edges and a variable bound, constant counts that stop past the bound (step 3, a start beyond the bound), an inclusive bound, unsigned down-counting, and a negative start that must still exit; prints each result
; ret: 0
declare i32 @printf(i8*, ...)

@a = global [40 x i32] zeroinitializer
@b = global [30 x i32] zeroinitializer
@h = global [16 x i16] zeroinitializer
@w = global [12 x i64] zeroinitializer
@fmt = global [32 x i8] c"sort %d %d %d passes %d sum %d\0A\00"
@fmt2 = global [28 x i8] c"step3 %d beyond %d le %lld\0A\00"
@fmt3 = global [25 x i8] c"unsigned %d negative %d\0A\00"

define void @fill(i32* %p, i32 %n, i32 %seed) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %x = phi i32 [ %seed, %entry ], [ %x1, %loop ]
  %m = mul i32 %x, 1103515245
  %x1 = add i32 %m, 12345
  %v = ashr i32 %x1, 20
  %q = getelementptr i32, i32* %p, i32 %i
  store i32 %v, i32* %q
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, %n
  br i1 %more, label %loop, label %done
done:
  ret void
}

; Insertion sort: the inner loop counts j down to zero from i >= 1.
define void @insertion(i32* %p, i32 %n) {
entry:
  br label %outer
outer:
  %i = phi i32 [ 1, %entry ], [ %i1, %place ]
  %go = icmp slt i32 %i, %n
  br i1 %go, label %take, label %done
take:
  %ip = getelementptr i32, i32* %p, i32 %i
  %key = load i32, i32* %ip
  br label %inner
inner:
  %j = phi i32 [ %i, %take ], [ %jm, %shift ]
  %pos = icmp sgt i32 %j, 0
  br i1 %pos, label %cmp, label %place
cmp:
  %jm = add i32 %j, -1
  %pp = getelementptr i32, i32* %p, i32 %jm
  %prev = load i32, i32* %pp
  %gt = icmp sgt i32 %prev, %key
  br i1 %gt, label %shift, label %place
shift:
  %jp = getelementptr i32, i32* %p, i32 %j
  store i32 %prev, i32* %jp
  br label %inner
place:
  %dst = getelementptr i32, i32* %p, i32 %j
  store i32 %key, i32* %dst
  %i1 = add i32 %i, 1
  br label %outer
done:
  ret void
}

; Bubble sort with an early exit; the scan's swap block branches back on
; its own, and its bound lim = n - 1 - k shrinks each pass.
define i32 @bubble(i32* %p, i32 %n) {
entry:
  %last = add i32 %n, -1
  br label %pass
pass:
  %k = phi i32 [ 0, %entry ], [ %k1, %pass.end ]
  %k1 = add i32 %k, 1
  %lim = sub i32 %last, %k
  br label %scan
scan:
  %j = phi i32 [ 0, %pass ], [ %j1, %body ], [ %j1, %swap ]
  %sw = phi i1 [ false, %pass ], [ %sw, %body ], [ true, %swap ]
  %in = icmp slt i32 %j, %lim
  br i1 %in, label %body, label %pass.end
body:
  %p0 = getelementptr i32, i32* %p, i32 %j
  %j1 = add i32 %j, 1
  %p1 = getelementptr i32, i32* %p, i32 %j1
  %v0 = load i32, i32* %p0
  %v1 = load i32, i32* %p1
  %gt = icmp sgt i32 %v0, %v1
  br i1 %gt, label %swap, label %scan
swap:
  store i32 %v1, i32* %p0
  store i32 %v0, i32* %p1
  br label %scan
pass.end:
  %again = icmp slt i32 %k1, %last
  %cont = and i1 %sw, %again
  br i1 %cont, label %pass, label %done
done:
  ret i32 %k1
}

; sum of (i + 1) * p[i] over i < n
define i32 @weighted(i32* %p, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s1, %loop ]
  %q = getelementptr i32, i32* %p, i32 %i
  %v = load i32, i32* %q
  %i1 = add i32 %i, 1
  %t = mul i32 %v, %i1
  %s1 = add i32 %s, %t
  %more = icmp slt i32 %i1, %n
  br i1 %more, label %loop, label %done
done:
  ret i32 %s1
}

; Stores 7 at h[0..] while i = 2, 5, ... stays below 30: ten stores.
define i32 @step3() {
entry:
  %h0 = getelementptr [16 x i16], [16 x i16]* @h, i32 0, i32 0
  br label %loop
loop:
  %i = phi i32 [ 2, %entry ], [ %i1, %loop ]
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %q = getelementptr i16, i16* %h0, i32 %k
  store i16 7, i16* %q
  %i1 = add i32 %i, 3
  %k1 = add i32 %k, 1
  %more = icmp slt i32 %i1, 30
  br i1 %more, label %loop, label %count
count:
  br label %sum
sum:
  %j = phi i32 [ 0, %count ], [ %j1, %sum ]
  %s = phi i32 [ 0, %count ], [ %s1, %sum ]
  %r = getelementptr i16, i16* %h0, i32 %j
  %v = load i16, i16* %r
  %vx = zext i16 %v to i32
  %s1 = add i32 %s, %vx
  %j1 = add i32 %j, 1
  %m = icmp slt i32 %j1, 16
  br i1 %m, label %sum, label %done
done:
  ret i32 %s1
}

; A start beyond the bound: the body runs once.
define i32 @beyond() {
entry:
  br label %loop
loop:
  %i = phi i32 [ 50, %entry ], [ %i1, %loop ]
  %n = phi i32 [ 0, %entry ], [ %n1, %loop ]
  %q = getelementptr [30 x i32], [30 x i32]* @b, i32 0, i32 %n
  store i32 %i, i32* %q
  %n1 = add i32 %n, 1
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, 40
  br i1 %more, label %loop, label %done
done:
  %b0 = getelementptr [30 x i32], [30 x i32]* @b, i32 0, i32 0
  %v = load i32, i32* %b0
  %r = add i32 %v, %n1
  ret i32 %r
}

; i64 elements w[i] = i * i for i1 <= 9, then their sum.
define i64 @inclusive() {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %q = getelementptr [12 x i64], [12 x i64]* @w, i32 0, i32 %i
  %ii = mul i32 %i, %i
  %x = sext i32 %ii to i64
  store i64 %x, i64* %q
  %i1 = add i32 %i, 1
  %more = icmp sle i32 %i1, 9
  br i1 %more, label %loop, label %sum
sum:
  %j = phi i32 [ 0, %loop ], [ %j1, %sum ]
  %s = phi i64 [ 0, %loop ], [ %s1, %sum ]
  %r = getelementptr [12 x i64], [12 x i64]* @w, i32 0, i32 %j
  %v = load i64, i64* %r
  %s1 = add i64 %s, %v
  %j1 = add i32 %j, 1
  %m = icmp ult i32 %j1, 10
  br i1 %m, label %sum, label %done
done:
  ret i64 %s1
}

; Unsigned counting down: u = 10, 9, ..., 1 while u - 1 >= 1 fails at 0.
define i32 @unsigned_down() {
entry:
  br label %loop
loop:
  %u = phi i32 [ 10, %entry ], [ %u1, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s1, %loop ]
  %s1 = add i32 %s, %u
  %u1 = add i32 %u, -1
  %more = icmp uge i32 %u1, 1
  br i1 %more, label %loop, label %done
done:
  ret i32 %s1
}

; j counts down from n while j - 1 > 0: from a negative n the body runs
; once.
define i32 @negative(i32 %n) {
entry:
  br label %loop
loop:
  %j = phi i32 [ %n, %entry ], [ %j1, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s1, %loop ]
  %s1 = add i32 %s, %j
  %j1 = add i32 %j, -1
  %more = icmp sgt i32 %j1, 0
  br i1 %more, label %loop, label %done
done:
  ret i32 %s1
}

define i32 @main() {
entry:
  %a0 = getelementptr [40 x i32], [40 x i32]* @a, i32 0, i32 0
  %b0 = getelementptr [30 x i32], [30 x i32]* @b, i32 0, i32 0
  call void @fill(i32* %a0, i32 40, i32 7)
  call void @insertion(i32* %a0, i32 40)
  %wa = call i32 @weighted(i32* %a0, i32 40)
  call void @fill(i32* %b0, i32 30, i32 99)
  %passes = call i32 @bubble(i32* %b0, i32 30)
  %wb = call i32 @weighted(i32* %b0, i32 30)
  %x0 = load i32, i32* %a0
  %a39 = getelementptr [40 x i32], [40 x i32]* @a, i32 0, i32 39
  %x39 = load i32, i32* %a39
  %f = getelementptr [32 x i8], [32 x i8]* @fmt, i32 0, i32 0
  call i32 (i8*, ...) @printf(i8* %f, i32 %x0, i32 %x39, i32 %wa, i32 %passes, i32 %wb)
  %s3 = call i32 @step3()
  %bd = call i32 @beyond()
  %le = call i64 @inclusive()
  %f2 = getelementptr [28 x i8], [28 x i8]* @fmt2, i32 0, i32 0
  call i32 (i8*, ...) @printf(i8* %f2, i32 %s3, i32 %bd, i64 %le)
  %ud = call i32 @unsigned_down()
  %ng = call i32 @negative(i32 -5)
  %f3 = getelementptr [25 x i8], [25 x i8]* @fmt3, i32 0, i32 0
  call i32 (i8*, ...) @printf(i8* %f3, i32 %ud, i32 %ng)
  ret i32 0
}
