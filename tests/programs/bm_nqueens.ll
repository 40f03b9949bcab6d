; bm_nqueens: N-queens for N = 1..9 by recursive backtracking over global i8 occupancy arrays (columns and both diagonals); solution counts and recursive call counts checked against Python
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

@cols = global [16 x i8] zeroinitializer
@diag1 = global [32 x i8] zeroinitializer
@diag2 = global [32 x i8] zeroinitializer
@calls = global i32 0
@want.solutions = global [9 x i32] [i32 1, i32 0, i32 0, i32 2, i32 10, i32 4, i32 40, i32 92, i32 352]
@want.calls = global [9 x i32] [i32 2, i32 3, i32 6, i32 17, i32 54, i32 153, i32 552, i32 2057, i32 8394]

; Number of ways to complete the board from %row on.
define i32 @solve(i32 %row, i32 %n) {
entry:
  %c0 = load i32, i32* @calls
  %c1 = add i32 %c0, 1
  store i32 %c1, i32* @calls
  %full = icmp eq i32 %row, %n
  br i1 %full, label %leaf, label %try

leaf:
  ret i32 1

try:
  %nm1 = add i32 %n, -1
  %next = add i32 %row, 1
  br label %col

col:
  %c = phi i32 [ 0, %try ], [ %cn, %col.next ]
  %count = phi i32 [ 0, %try ], [ %count1, %col.next ]
  %cp = getelementptr [16 x i8], [16 x i8]* @cols, i32 0, i32 %c
  %cv = load i8, i8* %cp
  %cfree = icmp eq i8 %cv, 0
  br i1 %cfree, label %test.d1, label %col.next

test.d1:
  %s = add i32 %row, %c
  %d1p = getelementptr [32 x i8], [32 x i8]* @diag1, i32 0, i32 %s
  %d1v = load i8, i8* %d1p
  %d1free = icmp eq i8 %d1v, 0
  br i1 %d1free, label %test.d2, label %col.next

test.d2:
  %rc = sub i32 %row, %c
  %d = add i32 %rc, %nm1
  %d2p = getelementptr [32 x i8], [32 x i8]* @diag2, i32 0, i32 %d
  %d2v = load i8, i8* %d2p
  %d2free = icmp eq i8 %d2v, 0
  br i1 %d2free, label %place, label %col.next

place:
  store i8 1, i8* %cp
  store i8 1, i8* %d1p
  store i8 1, i8* %d2p
  %sub = call i32 @solve(i32 %next, i32 %n)
  store i8 0, i8* %cp
  store i8 0, i8* %d1p
  store i8 0, i8* %d2p
  %found = add i32 %count, %sub
  br label %col.next

col.next:
  %count1 = phi i32 [ %count, %col ], [ %count, %test.d1 ], [ %count, %test.d2 ], [ %found, %place ]
  %cn = add i32 %c, 1
  %more = icmp slt i32 %cn, %n
  br i1 %more, label %col, label %done

done:
  ret i32 %count1
}

define i64 @main() {
entry:
  br label %loop

loop:
  %n = phi i32 [ 1, %entry ], [ %n1, %loop ]
  store i32 0, i32* @calls
  %s = call i32 @solve(i32 0, i32 %n)
  %calls = load i32, i32* @calls
  %k = add i32 %n, -1
  %wsp = getelementptr [9 x i32], [9 x i32]* @want.solutions, i32 0, i32 %k
  %ws = load i32, i32* %wsp
  %wcp = getelementptr [9 x i32], [9 x i32]* @want.calls, i32 0, i32 %k
  %wc = load i32, i32* %wcp
  %id = zext i32 %n to i64
  %s64 = zext i32 %s to i64
  %ws64 = zext i32 %ws to i64
  call void @check(i64 %id, i64 %s64, i64 %ws64)
  %id2 = add i64 %id, 100
  %c64 = zext i32 %calls to i64
  %wc64 = zext i32 %wc to i64
  call void @check(i64 %id2, i64 %c64, i64 %wc64)
  %n1 = add i32 %n, 1
  %more = icmp sle i32 %n1, 9
  br i1 %more, label %loop, label %done

done:
  %res = call i64 @report()
  ret i64 %res
}
