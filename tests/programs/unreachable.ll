; unreachable: `unreachable` terminators on paths never taken: the default of an exhaustive compare chain and the dead arm of a constant branch
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
; Maps 0..3 to a name index; any other input is impossible by contract.
define i64 @quadrant_weight(i64 %q) {
entry:
  %is0 = icmp eq i64 %q, 0
  br i1 %is0, label %q0, label %t1

t1:
  %is1 = icmp eq i64 %q, 1
  br i1 %is1, label %q1, label %t2

t2:
  %is2 = icmp eq i64 %q, 2
  br i1 %is2, label %q2, label %t3

t3:
  %is3 = icmp eq i64 %q, 3
  br i1 %is3, label %q3, label %impossible

q0:
  ret i64 1
q1:
  ret i64 10
q2:
  ret i64 100
q3:
  ret i64 1000

impossible:
  unreachable
}

define i64 @collatz_len(i64 %n) {
entry:
  br label %loop

loop:
  %x = phi i64 [ %n, %entry ], [ %x.next, %step ]
  %k = phi i64 [ 0, %entry ], [ %k1, %step ]
  %done = icmp eq i64 %x, 1
  br i1 %done, label %exit, label %step

step:
  %odd = and i64 %x, 1
  %isodd = icmp ne i64 %odd, 0
  %half = lshr i64 %x, 1
  %x3 = mul i64 %x, 3
  %x31 = add i64 %x3, 1
  %x.next = select i1 %isodd, i64 %x31, i64 %half
  %k1 = add i64 %k, 1
  br label %loop

exit:
  ret i64 %k
}

define i64 @main() {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %sum = phi i64 [ 0, %entry ], [ %sum1, %loop ]
  %q = and i64 %i, 3
  %w = call i64 @quadrant_weight(i64 %q)
  %sum1 = add i64 %sum, %w
  %i1 = add i64 %i, 1
  %more = icmp slt i64 %i1, 10
  br i1 %more, label %loop, label %after

after:
  call void @check(i64 1, i64 %sum1, i64 2233)
  br i1 true, label %live, label %dead

dead:
  unreachable

live:
  %c = call i64 @collatz_len(i64 27)
  call void @check(i64 2, i64 %c, i64 111)
  %failures = call i64 @report()
  ret i64 %failures
}
