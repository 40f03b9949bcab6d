; callback: ll_callback (the runtime calls back into the program with (19, 19)): direct function addresses, pointers loaded from a global table, a callback that itself calls ll_callback, and one that wraps 64-bit arithmetic
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
declare i64 @ll_callback(i64 (i64, i64)*)

@table = global [3 x i64 (i64, i64)*] [i64 (i64, i64)* @add, i64 (i64, i64)* @power, i64 (i64, i64)* @nested]
@calls = global i64 0

define i64 @add(i64 %a, i64 %b) {
  %n = load i64, i64* @calls
  %n1 = add i64 %n, 1
  store i64 %n1, i64* @calls
  %r = add i64 %a, %b
  ret i64 %r
}

define i64 @sub(i64 %a, i64 %b) {
  %r = sub i64 %a, %b
  ret i64 %r
}

; a^b with wrapping 64-bit multiplication
define i64 @power(i64 %a, i64 %b) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi i64 [ 1, %entry ], [ %acc1, %loop ]
  %acc1 = mul i64 %acc, %a
  %i1 = add i64 %i, 1
  %more = icmp slt i64 %i1, %b
  br i1 %more, label %loop, label %done

done:
  ret i64 %acc1
}

; Calls back into the runtime from inside a callback.
define i64 @nested(i64 %a, i64 %b) {
  %inner = call i64 @ll_callback(i64 (i64, i64)* @add)
  %ab = mul i64 %a, %b
  %r = add i64 %inner, %ab
  ret i64 %r
}

define i64 @main() {
entry:
  %r1 = call i64 @ll_callback(i64 (i64, i64)* @add)
  call void @check(i64 1, i64 %r1, i64 38)
  %r2 = call i64 @ll_callback(i64 (i64, i64)* @sub)
  call void @check(i64 2, i64 %r2, i64 0)
  %r3 = call i64 @ll_callback(i64 (i64, i64)* @power)
  call void @check(i64 3, i64 %r3, i64 6353754964178307979)
  %r4 = call i64 @ll_callback(i64 (i64, i64)* @nested)
  call void @check(i64 4, i64 %r4, i64 399)
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %sum = phi i64 [ 0, %entry ], [ %sum1, %loop ]
  %fp = getelementptr [3 x i64 (i64, i64)*], [3 x i64 (i64, i64)*]* @table, i64 0, i64 %i
  %f = load i64 (i64, i64)*, i64 (i64, i64)** %fp
  %r = call i64 @ll_callback(i64 (i64, i64)* %f)
  %sum1 = add i64 %sum, %r
  %i1 = add i64 %i, 1
  %more = icmp slt i64 %i1, 3
  br i1 %more, label %loop, label %done

done:
  call void @check(i64 5, i64 %sum1, i64 6353754964178308416)
  %n = load i64, i64* @calls
  call void @check(i64 6, i64 %n, i64 4)
  %failures = call i64 @report()
  ret i64 %failures
}
