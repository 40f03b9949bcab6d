; void_funcs: void functions with several `ret void`s, results of non-void calls discarded, out-parameters, a recursive void function filling an array
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
@counter = global i64 0
@table = global [16 x i64] zeroinitializer

define void @bump(i64 %by) {
entry:
  %neg = icmp slt i64 %by, 0
  br i1 %neg, label %ignore, label %add

ignore:
  ret void

add:
  %c = load i64, i64* @counter
  %c1 = add i64 %c, %by
  store i64 %c1, i64* @counter
  ret void
}

define i64 @bump_and_get(i64 %by) {
  call void @bump(i64 %by)
  %c = load i64, i64* @counter
  ret i64 %c
}

; Writes quotient and remainder through out-parameters.
define void @divmod(i64 %a, i64 %b, i64* %q, i64* %r) {
  %qv = sdiv i64 %a, %b
  %rv = srem i64 %a, %b
  store i64 %qv, i64* %q
  store i64 %rv, i64* %r
  ret void
}

; table[lo..hi) = squares, split in halves recursively.
define void @fill(i64 %lo, i64 %hi) {
entry:
  %len = sub i64 %hi, %lo
  %small = icmp sle i64 %len, 1
  br i1 %small, label %leaf, label %split

leaf:
  %empty = icmp eq i64 %len, 0
  br i1 %empty, label %done, label %one

one:
  %p = getelementptr [16 x i64], [16 x i64]* @table, i64 0, i64 %lo
  %sq = mul i64 %lo, %lo
  store i64 %sq, i64* %p
  br label %done

split:
  %half = sdiv i64 %len, 2
  %mid = add i64 %lo, %half
  call void @fill(i64 %lo, i64 %mid)
  call void @fill(i64 %mid, i64 %hi)
  br label %done

done:
  ret void
}

define i64 @main() {
entry:
  call void @bump(i64 5)
  call void @bump(i64 -100)
  call i64 @bump_and_get(i64 7)
  %c = call i64 @bump_and_get(i64 0)
  call void @check(i64 1, i64 %c, i64 12)
  %q = alloca i64
  %r = alloca i64
  call void @divmod(i64 -17, i64 5, i64* %q, i64* %r)
  %qv = load i64, i64* %q
  %rv = load i64, i64* %r
  call void @check(i64 2, i64 %qv, i64 -3)
  call void @check(i64 3, i64 %rv, i64 -2)
  call void @fill(i64 0, i64 16)
  %p15 = getelementptr [16 x i64], [16 x i64]* @table, i64 0, i64 15
  %v15 = load i64, i64* %p15
  call void @check(i64 4, i64 %v15, i64 225)
  %p7 = getelementptr [16 x i64], [16 x i64]* @table, i64 0, i64 7
  %v7 = load i64, i64* %p7
  call void @check(i64 5, i64 %v7, i64 49)
  %failures = call i64 @report()
  ret i64 %failures
}
