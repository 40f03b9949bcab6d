; libc_heap: the C-library side of the runtime: malloc declared with an i32 size, calloc with i64 sizes (zeroed), free (accepted, does nothing on Cpu0), 8-byte alignment of every block, 100 live blocks that must not overlap, putchar's return value
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
declare i8* @malloc(i32)
declare i8* @calloc(i64, i64)
declare void @free(i8*)
declare i32 @putchar(i32)

define i64 @aligned(i8* %p) {
  %a = ptrtoint i8* %p to i64
  %low = and i64 %a, 7
  ret i64 %low
}

define i64 @main() {
entry:
  ; malloc(i32): ten i32s, written before they are read
  %m = call i8* @malloc(i32 40)
  %mal = call i64 @aligned(i8* %m)
  call void @check(i64 1, i64 %mal, i64 0)
  %mi = bitcast i8* %m to i32*
  br label %fill

fill:
  %i = phi i32 [ 0, %entry ], [ %i1, %fill ]
  %p = getelementptr i32, i32* %mi, i32 %i
  %sq = mul i32 %i, %i
  %v = sub i32 %sq, 20
  store i32 %v, i32* %p
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, 10
  br i1 %more, label %fill, label %sum

sum:
  %j = phi i32 [ 0, %fill ], [ %j1, %sum ]
  %s = phi i64 [ 0, %fill ], [ %s1, %sum ]
  %q = getelementptr i32, i32* %mi, i32 %j
  %w = load i32, i32* %q
  %wx = sext i32 %w to i64
  %s1 = add i64 %s, %wx
  %j1 = add i32 %j, 1
  %jmore = icmp slt i32 %j1, 10
  br i1 %jmore, label %sum, label %zeroed

zeroed:
  call void @check(i64 2, i64 %s1, i64 85)
  call void @free(i8* %m)
  ; calloc(i64, i64): zero-filled
  %c = call i8* @calloc(i64 16, i64 8)
  %cal = call i64 @aligned(i8* %c)
  call void @check(i64 3, i64 %cal, i64 0)
  %ci = bitcast i8* %c to i64*
  br label %scan

scan:
  %k = phi i64 [ 0, %zeroed ], [ %k1, %scan ]
  %acc = phi i64 [ 0, %zeroed ], [ %acc1, %scan ]
  %ck = getelementptr i64, i64* %ci, i64 %k
  %cv = load i64, i64* %ck
  %acc1 = or i64 %acc, %cv
  %k1 = add i64 %k, 1
  %kmore = icmp slt i64 %k1, 16
  br i1 %kmore, label %scan, label %blocks

blocks:
  call void @check(i64 4, i64 %acc1, i64 0)
  call void @free(i8* %c)
  ; 100 blocks of 24 bytes: each records its number in all three words
  %table = alloca [100 x i64*]
  br label %alloc

alloc:
  %n = phi i64 [ 0, %blocks ], [ %n1, %alloc ]
  %raw = call i8* @malloc(i32 24)
  %blk = bitcast i8* %raw to i64*
  %w0 = getelementptr i64, i64* %blk, i64 0
  %w1 = getelementptr i64, i64* %blk, i64 1
  %w2 = getelementptr i64, i64* %blk, i64 2
  store i64 %n, i64* %w0
  store i64 %n, i64* %w1
  store i64 %n, i64* %w2
  %slot = getelementptr [100 x i64*], [100 x i64*]* %table, i64 0, i64 %n
  store i64* %blk, i64** %slot
  %n1 = add i64 %n, 1
  %nmore = icmp slt i64 %n1, 100
  br i1 %nmore, label %alloc, label %verify

verify:
  %t = phi i64 [ 0, %alloc ], [ %t1, %verify ]
  %bad = phi i64 [ 0, %alloc ], [ %bad1, %verify ]
  %tslot = getelementptr [100 x i64*], [100 x i64*]* %table, i64 0, i64 %t
  %b = load i64*, i64** %tslot
  %b0 = getelementptr i64, i64* %b, i64 0
  %b2 = getelementptr i64, i64* %b, i64 2
  %x0 = load i64, i64* %b0
  %x2 = load i64, i64* %b2
  %ok0 = icmp eq i64 %x0, %t
  %ok2 = icmp eq i64 %x2, %t
  %ok = and i1 %ok0, %ok2
  %inc = select i1 %ok, i64 0, i64 1
  %bad1 = add i64 %bad, %inc
  %t1 = add i64 %t, 1
  %tmore = icmp slt i64 %t1, 100
  br i1 %tmore, label %verify, label %chars

chars:
  call void @check(i64 5, i64 %bad1, i64 0)
  %r1 = call i32 @putchar(i32 111)
  %r2 = call i32 @putchar(i32 107)
  %r3 = call i32 @putchar(i32 10)
  %rs = add i32 %r1, %r2
  %rs2 = add i32 %rs, %r3
  %rsx = sext i32 %rs2 to i64
  call void @check(i64 6, i64 %rsx, i64 228)
  %failures = call i64 @report()
  ret i64 %failures
}
