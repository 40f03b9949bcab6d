; bm_heapsort: heap sort (iterative sift-down with a comparison counter) of global i32 arrays of 1000, 700 and 300 LCG keys; comparisons, sortedness and weighted checksums checked against Python
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

@arr = global [1000 x i32] zeroinitializer
@cmps = global i32 0
@sizes = global [3 x i32] [i32 1000, i32 700, i32 300]
@seeds = global [3 x i32] [i32 1, i32 99, i32 12345]
@want = global [6 x i64] [i64 16844, i64 1326526801309, i64 11122, i64 672679185110, i64 4021, i64 110769015638]

define void @fill(i32* %a, i32 %n, i32 %seed) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %x = phi i32 [ %seed, %entry ], [ %x1, %loop ]
  %m = mul i32 %x, 22695477
  %x1 = add i32 %m, 1
  %v = ashr i32 %x1, 8
  %p = getelementptr i32, i32* %a, i32 %i
  store i32 %v, i32* %p
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, %n
  br i1 %more, label %loop, label %done

done:
  ret void
}

define i1 @less(i32 %x, i32 %y) {
entry:
  %c = load i32, i32* @cmps
  %c1 = add i32 %c, 1
  store i32 %c1, i32* @cmps
  %r = icmp slt i32 %x, %y
  ret i1 %r
}

define void @sift_down(i32* %a, i32 %start, i32 %end) {
entry:
  br label %loop

loop:
  %root = phi i32 [ %start, %entry ], [ %child, %swap ]
  %r2 = shl i32 %root, 1
  %left = add i32 %r2, 1
  %has = icmp slt i32 %left, %end
  br i1 %has, label %pick, label %done

pick:
  %right = add i32 %left, 1
  %hasr = icmp slt i32 %right, %end
  %lp = getelementptr i32, i32* %a, i32 %left
  %lv = load i32, i32* %lp
  br i1 %hasr, label %cmp.lr, label %cmp.root

cmp.lr:
  %rp = getelementptr i32, i32* %a, i32 %right
  %rv = load i32, i32* %rp
  %lr = call i1 @less(i32 %lv, i32 %rv)
  %bv = select i1 %lr, i32 %rv, i32 %lv
  %bi = select i1 %lr, i32 %right, i32 %left
  br label %cmp.root

cmp.root:
  %child = phi i32 [ %left, %pick ], [ %bi, %cmp.lr ]
  %cv = phi i32 [ %lv, %pick ], [ %bv, %cmp.lr ]
  %rtp = getelementptr i32, i32* %a, i32 %root
  %rtv = load i32, i32* %rtp
  %lt = call i1 @less(i32 %rtv, i32 %cv)
  br i1 %lt, label %swap, label %done

swap:
  %cp = getelementptr i32, i32* %a, i32 %child
  store i32 %cv, i32* %rtp
  store i32 %rtv, i32* %cp
  br label %loop

done:
  ret void
}

define void @heapsort(i32* %a, i32 %n) {
entry:
  %half = sdiv i32 %n, 2
  %s0 = add i32 %half, -1
  br label %build

build:
  %s = phi i32 [ %s0, %entry ], [ %s1, %build.body ]
  %go = icmp sge i32 %s, 0
  br i1 %go, label %build.body, label %extract.start

build.body:
  call void @sift_down(i32* %a, i32 %s, i32 %n)
  %s1 = add i32 %s, -1
  br label %build

extract.start:
  %e0 = add i32 %n, -1
  br label %extract

extract:
  %e = phi i32 [ %e0, %extract.start ], [ %e1, %extract.body ]
  %more = icmp sgt i32 %e, 0
  br i1 %more, label %extract.body, label %done

extract.body:
  %top = load i32, i32* %a
  %ep = getelementptr i32, i32* %a, i32 %e
  %ev = load i32, i32* %ep
  store i32 %ev, i32* %a
  store i32 %top, i32* %ep
  call void @sift_down(i32* %a, i32 0, i32 %e)
  %e1 = add i32 %e, -1
  br label %extract

done:
  ret void
}

; Adjacent pairs out of order, and the weighted sum of (i + 1) * a[i] through %ws.
define i32 @verify(i32* %a, i32 %n, i64* %ws) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %bad = phi i32 [ 0, %entry ], [ %bad1, %loop ]
  %s = phi i64 [ 0, %entry ], [ %s1, %loop ]
  %prev = phi i32 [ -2147483648, %entry ], [ %v, %loop ]
  %p = getelementptr i32, i32* %a, i32 %i
  %v = load i32, i32* %p
  %inv = icmp sgt i32 %prev, %v
  %iz = zext i1 %inv to i32
  %bad1 = add i32 %bad, %iz
  %i1 = add i32 %i, 1
  %v64 = sext i32 %v to i64
  %w = zext i32 %i1 to i64
  %t = mul i64 %v64, %w
  %s1 = add i64 %s, %t
  %more = icmp slt i32 %i1, %n
  br i1 %more, label %loop, label %done

done:
  store i64 %s1, i64* %ws
  ret i32 %bad1
}

define i64 @main() {
entry:
  %ws = alloca i64
  %a = getelementptr [1000 x i32], [1000 x i32]* @arr, i32 0, i32 0
  br label %round

round:
  %r = phi i32 [ 0, %entry ], [ %r1, %round ]
  %np = getelementptr [3 x i32], [3 x i32]* @sizes, i32 0, i32 %r
  %n = load i32, i32* %np
  %sp = getelementptr [3 x i32], [3 x i32]* @seeds, i32 0, i32 %r
  %seed = load i32, i32* %sp
  call void @fill(i32* %a, i32 %n, i32 %seed)
  store i32 0, i32* @cmps
  call void @heapsort(i32* %a, i32 %n)
  %c = load i32, i32* @cmps
  %bad = call i32 @verify(i32* %a, i32 %n, i64* %ws)
  %sum = load i64, i64* %ws
  %k = shl i32 %r, 1
  %wcp = getelementptr [6 x i64], [6 x i64]* @want, i32 0, i32 %k
  %wc = load i64, i64* %wcp
  %k1 = add i32 %k, 1
  %wsp = getelementptr [6 x i64], [6 x i64]* @want, i32 0, i32 %k1
  %wsum = load i64, i64* %wsp
  %id = zext i32 %r to i64
  %c64 = zext i32 %c to i64
  call void @check(i64 %id, i64 %c64, i64 %wc)
  %id1 = add i64 %id, 100
  call void @check(i64 %id1, i64 %sum, i64 %wsum)
  %id2 = add i64 %id, 200
  %b64 = zext i32 %bad to i64
  call void @check(i64 %id2, i64 %b64, i64 0)
  %r1 = add i32 %r, 1
  %more = icmp slt i32 %r1, 3
  br i1 %more, label %round, label %done

done:
  %res = call i64 @report()
  ret i64 %res
}
