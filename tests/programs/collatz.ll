; collatz: Collatz chains: the longest below 1000 (about 60000 steps in all), and single chains whose values pass 2^31, 2^32 and 2^48 (the peaks need the high half); returns the best start
; ret: 871
declare i32 @printf(i8*, ...)

@fmt.best = global [64 x i8] c"longest below 1000: start %lld, %lld steps (%lld steps in all)\0A\00"
@fmt.one = global [44 x i8] c"start %lld: %lld steps, peak %lld (0x%llx)\0A\00"

; Returns the step count; stores the largest value reached into *peak.
define i64 @chain(i64 %n, i64* %peak) {
entry:
  br label %loop

loop:
  %x = phi i64 [ %n, %entry ], [ %x.next, %step ]
  %steps = phi i64 [ 0, %entry ], [ %steps1, %step ]
  %top = phi i64 [ %n, %entry ], [ %top1, %step ]
  %one = icmp eq i64 %x, 1
  br i1 %one, label %done, label %step

step:
  %bit = and i64 %x, 1
  %even = icmp eq i64 %bit, 0
  %half = udiv i64 %x, 2
  %x3 = mul i64 %x, 3
  %x31 = add i64 %x3, 1
  %x.next = select i1 %even, i64 %half, i64 %x31
  %higher = icmp ugt i64 %x.next, %top
  %top1 = select i1 %higher, i64 %x.next, i64 %top
  %steps1 = add i64 %steps, 1
  br label %loop

done:
  store i64 %top, i64* %peak
  ret i64 %steps
}

define void @show(i64 %n) {
  %peak = alloca i64
  %s = call i64 @chain(i64 %n, i64* %peak)
  %p = load i64, i64* %peak
  %f = getelementptr [44 x i8], [44 x i8]* @fmt.one, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %f, i64 %n, i64 %s, i64 %p, i64 %p)
  ret void
}

define i64 @main() {
entry:
  %peak = alloca i64
  br label %loop

loop:
  %n = phi i64 [ 1, %entry ], [ %n1, %loop ]
  %best = phi i64 [ 0, %entry ], [ %best1, %loop ]
  %beststeps = phi i64 [ -1, %entry ], [ %beststeps1, %loop ]
  %total = phi i64 [ 0, %entry ], [ %total1, %loop ]
  %s = call i64 @chain(i64 %n, i64* %peak)
  %better = icmp sgt i64 %s, %beststeps
  %best1 = select i1 %better, i64 %n, i64 %best
  %beststeps1 = select i1 %better, i64 %s, i64 %beststeps
  %total1 = add i64 %total, %s
  %n1 = add i64 %n, 1
  %more = icmp slt i64 %n1, 1000
  br i1 %more, label %loop, label %singles

singles:
  %f = getelementptr [64 x i8], [64 x i8]* @fmt.best, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %f, i64 %best1, i64 %beststeps1, i64 %total1)
  call void @show(i64 27)
  call void @show(i64 837799)
  call void @show(i64 63728127)
  call void @show(i64 9780657630)
  ret i64 %best1
}
