; bm_datadep: data-dependent loops: Collatz chains on i64 (and 1 / lshr 1 / mul 3 + 1 steps) for every start up to 1200 with total steps, longest chain and peak value, and bit-by-bit popcount loops over 600 xorshift i64 values checked against Kernighan's popcount and Python
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

@peak = global i64 0

; Steps of the Collatz chain from %n down to 1; raises @peak to the largest value seen.
define i32 @collatz(i64 %n) {
entry:
  %p0 = load i64, i64* @peak
  %one = icmp eq i64 %n, 1
  br i1 %one, label %done, label %loop

loop:
  %x = phi i64 [ %n, %entry ], [ %x1, %step ]
  %s = phi i32 [ 0, %entry ], [ %s1, %step ]
  %pk = phi i64 [ %p0, %entry ], [ %pk1, %step ]
  %odd = and i64 %x, 1
  %isodd = icmp ne i64 %odd, 0
  br i1 %isodd, label %up, label %down

up:
  %t = mul i64 %x, 3
  %u = add i64 %t, 1
  br label %step

down:
  %h = lshr i64 %x, 1
  br label %step

step:
  %x1 = phi i64 [ %u, %up ], [ %h, %down ]
  %s1 = add i32 %s, 1
  %gt = icmp ugt i64 %x1, %pk
  %pk1 = select i1 %gt, i64 %x1, i64 %pk
  %fin = icmp eq i64 %x1, 1
  br i1 %fin, label %done, label %loop

done:
  %steps = phi i32 [ 0, %entry ], [ %s1, %step ]
  %pkf = phi i64 [ %p0, %entry ], [ %pk1, %step ]
  store i64 %pkf, i64* @peak
  ret i32 %steps
}

; Counts set bits one at a time: add the low bit, shift right.
define i32 @popcount_bits(i64 %v) {
entry:
  br label %loop

loop:
  %x = phi i64 [ %v, %entry ], [ %x1, %body ]
  %c = phi i32 [ 0, %entry ], [ %c1, %body ]
  %z = icmp eq i64 %x, 0
  br i1 %z, label %done, label %body

body:
  %b = and i64 %x, 1
  %b32 = trunc i64 %b to i32
  %c1 = add i32 %c, %b32
  %x1 = lshr i64 %x, 1
  br label %loop

done:
  ret i32 %c
}

; Counts set bits by clearing the lowest one each step.
define i32 @popcount_kernighan(i64 %v) {
entry:
  br label %loop

loop:
  %x = phi i64 [ %v, %entry ], [ %x1, %body ]
  %c = phi i32 [ 0, %entry ], [ %c1, %body ]
  %z = icmp eq i64 %x, 0
  br i1 %z, label %done, label %body

body:
  %m = add i64 %x, -1
  %x1 = and i64 %x, %m
  %c1 = add i32 %c, 1
  br label %loop

done:
  ret i32 %c
}

define i64 @main() {
entry:
  br label %chains

chains:
  %n = phi i64 [ 1, %entry ], [ %n1, %chains ]
  %tot = phi i64 [ 0, %entry ], [ %tot1, %chains ]
  %best = phi i32 [ 0, %entry ], [ %best1, %chains ]
  %bestn = phi i64 [ 0, %entry ], [ %bestn1, %chains ]
  %s = call i32 @collatz(i64 %n)
  %s64 = zext i32 %s to i64
  %tot1 = add i64 %tot, %s64
  %better = icmp ugt i32 %s, %best
  %best1 = select i1 %better, i32 %s, i32 %best
  %bestn1 = select i1 %better, i64 %n, i64 %bestn
  %n1 = add i64 %n, 1
  %more = icmp ule i64 %n1, 1200
  br i1 %more, label %chains, label %chains.done

chains.done:
  call void @check(i64 1, i64 %tot1, i64 73941)
  %pk = load i64, i64* @peak
  call void @check(i64 2, i64 %pk, i64 250504)
  %b64 = zext i32 %best1 to i64
  call void @check(i64 3, i64 %b64, i64 181)
  call void @check(i64 4, i64 %bestn1, i64 1161)
  br label %bits

bits:
  %i = phi i32 [ 0, %chains.done ], [ %i1, %bits ]
  %x = phi i64 [ 2685821657736338717, %chains.done ], [ %x3, %bits ]
  %pc = phi i64 [ 0, %chains.done ], [ %pc1, %bits ]
  %ws = phi i64 [ 0, %chains.done ], [ %ws1, %bits ]
  %mis = phi i32 [ 0, %chains.done ], [ %mis1, %bits ]
  %a = shl i64 %x, 13
  %x1 = xor i64 %x, %a
  %b = lshr i64 %x1, 7
  %x2 = xor i64 %x1, %b
  %c = shl i64 %x2, 17
  %x3 = xor i64 %x2, %c
  %sh = and i32 %i, 63
  %sh64 = zext i32 %sh to i64
  %v = lshr i64 %x3, %sh64
  %k1 = call i32 @popcount_bits(i64 %v)
  %k2 = call i32 @popcount_kernighan(i64 %v)
  %diff = icmp ne i32 %k1, %k2
  %d = zext i1 %diff to i32
  %mis1 = add i32 %mis, %d
  %k64 = zext i32 %k1 to i64
  %pc1 = add i64 %pc, %k64
  %i1 = add i32 %i, 1
  %w = zext i32 %i1 to i64
  %kw = mul i64 %k64, %w
  %ws1 = add i64 %ws, %kw
  %bmore = icmp ult i32 %i1, 600
  br i1 %bmore, label %bits, label %done

done:
  call void @check(i64 5, i64 %pc1, i64 10082)
  call void @check(i64 6, i64 %ws1, i64 3009079)
  %m64 = zext i32 %mis1 to i64
  call void @check(i64 7, i64 %m64, i64 0)
  %res = call i64 @report()
  ret i64 %res
}
