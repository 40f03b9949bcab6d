; alloca_count: stack slots of every shape: `alloca T, i32 N` with a constant count, a count computed at run time, arrays and structs on the stack, many slots in one frame, slots in a recursive function
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
%Pair = type { i32, i64 }

; Sum of squares 1..n kept in an n-element stack buffer whose size is known only at run time.
define i64 @dynamic_buffer(i32 %n) {
entry:
  %buf = alloca i64, i32 %n
  br label %fill

fill:
  %i = phi i32 [ 0, %entry ], [ %i1, %fill ]
  %i64 = sext i32 %i to i64
  %k = add i64 %i64, 1
  %sq = mul i64 %k, %k
  %p = getelementptr i64, i64* %buf, i32 %i
  store i64 %sq, i64* %p
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, %n
  br i1 %more, label %fill, label %sum

sum:
  %j = phi i32 [ 0, %fill ], [ %j1, %sum ]
  %acc = phi i64 [ 0, %fill ], [ %acc1, %sum ]
  %q = getelementptr i64, i64* %buf, i32 %j
  %v = load i64, i64* %q
  %acc1 = add i64 %acc, %v
  %j1 = add i32 %j, 1
  %more2 = icmp slt i32 %j1, %n
  br i1 %more2, label %sum, label %done

done:
  ret i64 %acc1
}

; Each activation keeps its own slot; the slots of all activations must stay distinct.
define i64 @depth_sum(i64 %d) {
entry:
  %slot = alloca i64
  store i64 %d, i64* %slot
  %base = icmp eq i64 %d, 0
  br i1 %base, label %leaf, label %rec

leaf:
  ret i64 0

rec:
  %d1 = sub i64 %d, 1
  %below = call i64 @depth_sum(i64 %d1)
  %mine = load i64, i64* %slot
  %r = add i64 %below, %mine
  ret i64 %r
}

define i64 @main() {
entry:
  %ten = alloca i64, i32 10
  %arr = alloca [8 x i16]
  %pair = alloca %Pair
  %pairs = alloca %Pair, i64 3
  %a = alloca i8
  %b = alloca i16
  %c = alloca i32
  %d = alloca i64
  store i8 -1, i8* %a
  store i16 -2, i16* %b
  store i32 -3, i32* %c
  store i64 -4, i64* %d
  br label %fill

fill:
  %i = phi i64 [ 0, %entry ], [ %i1, %next ]
  %p = getelementptr i64, i64* %ten, i64 %i
  %v = mul i64 %i, 7
  store i64 %v, i64* %p
  %i16 = trunc i64 %i to i16
  %sh = shl i16 %i16, 12
  %e = getelementptr [8 x i16], [8 x i16]* %arr, i64 0, i64 %i
  %in8 = icmp slt i64 %i, 8
  br i1 %in8, label %store16, label %next

store16:
  store i16 %sh, i16* %e
  br label %next

next:
  %i1 = add i64 %i, 1
  %more = icmp slt i64 %i1, 10
  br i1 %more, label %fill, label %check

check:
  %t9p = getelementptr i64, i64* %ten, i64 9
  %t9 = load i64, i64* %t9p
  call void @check(i64 1, i64 %t9, i64 63)
  ; 7 << 12 = 0x7000 (positive), 8 would wrap but is never stored; element 5 is 0x5000
  %e7p = getelementptr [8 x i16], [8 x i16]* %arr, i64 0, i64 7
  %e7 = load i16, i16* %e7p
  %e7x = sext i16 %e7 to i64
  call void @check(i64 2, i64 %e7x, i64 28672)
  %f1 = getelementptr %Pair, %Pair* %pair, i32 0, i32 0
  %f2 = getelementptr %Pair, %Pair* %pair, i32 0, i32 1
  store i32 -100, i32* %f1
  store i64 1099511627776, i64* %f2
  %g2 = getelementptr %Pair, %Pair* %pairs, i64 2, i32 1
  store i64 555, i64* %g2
  %g0 = getelementptr %Pair, %Pair* %pairs, i64 0, i32 0
  store i32 444, i32* %g0
  %r1 = load i32, i32* %f1
  %r1x = sext i32 %r1 to i64
  %r2 = load i64, i64* %f2
  %r3 = load i64, i64* %g2
  %r4 = load i32, i32* %g0
  %r4x = sext i32 %r4 to i64
  %s12 = add i64 %r1x, %r2
  call void @check(i64 3, i64 %s12, i64 1099511627676)
  %s34 = add i64 %r3, %r4x
  call void @check(i64 4, i64 %s34, i64 999)
  %la = load i8, i8* %a
  %lb = load i16, i16* %b
  %lc = load i32, i32* %c
  %ld = load i64, i64* %d
  %lax = sext i8 %la to i64
  %lbx = sext i16 %lb to i64
  %lcx = sext i32 %lc to i64
  %s1 = add i64 %lax, %lbx
  %s2 = add i64 %s1, %lcx
  %s3 = add i64 %s2, %ld
  call void @check(i64 5, i64 %s3, i64 -10)
  %db = call i64 @dynamic_buffer(i32 20)
  call void @check(i64 6, i64 %db, i64 2870)
  %ds = call i64 @depth_sum(i64 100)
  call void @check(i64 7, i64 %ds, i64 5050)
  %failures = call i64 @report()
  ret i64 %failures
}
