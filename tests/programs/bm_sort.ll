; bm_sort: insertion sort (300 keys) and bubble sort with an early-exit flag (200 keys, then nearly sorted input) over global i32 arrays filled by an LCG; sortedness, pass counts and weighted checksums checked against Python
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

@a = global [300 x i32] zeroinitializer
@b = global [200 x i32] zeroinitializer
@want = global [15 x i64] [i64 1680583079470, i64 177, i64 898827854641, i64 141, i64 898827854641, i64 2251465893684, i64 196, i64 1269536481382, i64 141, i64 1269536481382, i64 2243896457082, i64 191, i64 913054950391, i64 141, i64 913054950391]

; p[i] = (x_i as signed) >> 4 with x_{i+1} = x_i * 1103515245 + 12345.
define void @fill(i32* %p, i32 %n, i32 %seed) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %x = phi i32 [ %seed, %entry ], [ %x1, %loop ]
  %m = mul i32 %x, 1103515245
  %x1 = add i32 %m, 12345
  %v = ashr i32 %x1, 4
  %q = getelementptr i32, i32* %p, i32 %i
  store i32 %v, i32* %q
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, %n
  br i1 %more, label %loop, label %done

done:
  ret void
}

define void @insertion_sort(i32* %p, i32 %n) {
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

; Bubble sort that stops after a pass without swaps; returns the passes made.
define i32 @bubble_sort(i32* %p, i32 %n) {
entry:
  %last = add i32 %n, -1
  br label %pass

pass:
  %k = phi i32 [ 0, %entry ], [ %k1, %pass.end ]
  %k1 = add i32 %k, 1
  %lim = sub i32 %last, %k
  br label %scan

scan:
  %j = phi i32 [ 0, %pass ], [ %j1, %next ]
  %sw = phi i1 [ false, %pass ], [ %sw1, %next ]
  %in = icmp slt i32 %j, %lim
  br i1 %in, label %body, label %pass.end

body:
  %p0 = getelementptr i32, i32* %p, i32 %j
  %j1 = add i32 %j, 1
  %p1 = getelementptr i32, i32* %p, i32 %j1
  %v0 = load i32, i32* %p0
  %v1 = load i32, i32* %p1
  %gt = icmp sgt i32 %v0, %v1
  br i1 %gt, label %swap, label %next

swap:
  store i32 %v1, i32* %p0
  store i32 %v0, i32* %p1
  br label %next

next:
  %sw1 = phi i1 [ true, %swap ], [ %sw, %body ]
  br label %scan

pass.end:
  %again = icmp slt i32 %k1, %last
  %cont = and i1 %sw, %again
  br i1 %cont, label %pass, label %done

done:
  ret i32 %k1
}

; Number of adjacent pairs out of order.
define i32 @unsorted_pairs(i32* %p, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 1, %entry ], [ %i1, %body ]
  %c = phi i32 [ 0, %entry ], [ %c1, %body ]
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done

body:
  %im = add i32 %i, -1
  %pa = getelementptr i32, i32* %p, i32 %im
  %pb = getelementptr i32, i32* %p, i32 %i
  %va = load i32, i32* %pa
  %vb = load i32, i32* %pb
  %bad = icmp sgt i32 %va, %vb
  %bz = zext i1 %bad to i32
  %c1 = add i32 %c, %bz
  %i1 = add i32 %i, 1
  br label %loop

done:
  ret i32 %c
}

; Sum of (i + 1) * p[i] in i64.
define i64 @weighted_sum(i32* %p, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %s = phi i64 [ 0, %entry ], [ %s1, %loop ]
  %q = getelementptr i32, i32* %p, i32 %i
  %v = load i32, i32* %q
  %v64 = sext i32 %v to i64
  %i1 = add i32 %i, 1
  %w = zext i32 %i1 to i64
  %t = mul i64 %v64, %w
  %s1 = add i64 %s, %t
  %more = icmp slt i32 %i1, %n
  br i1 %more, label %loop, label %done

done:
  ret i64 %s1
}

define void @swap(i32* %p, i32 %i, i32 %j) {
entry:
  %pi = getelementptr i32, i32* %p, i32 %i
  %pj = getelementptr i32, i32* %p, i32 %j
  %vi = load i32, i32* %pi
  %vj = load i32, i32* %pj
  store i32 %vj, i32* %pi
  store i32 %vi, i32* %pj
  ret void
}

define void @check_want(i32 %k, i64 %got) {
entry:
  %wp = getelementptr [15 x i64], [15 x i64]* @want, i32 0, i32 %k
  %w = load i64, i64* %wp
  %id = zext i32 %k to i64
  call void @check(i64 %id, i64 %got, i64 %w)
  ret void
}

define void @check_sorted(i32 %k, i32* %p, i32 %n) {
entry:
  %u = call i32 @unsorted_pairs(i32* %p, i32 %n)
  %u64 = zext i32 %u to i64
  %id0 = zext i32 %k to i64
  %id = add i64 %id0, 100
  call void @check(i64 %id, i64 %u64, i64 0)
  ret void
}

define i64 @main() {
entry:
  %a = getelementptr [300 x i32], [300 x i32]* @a, i32 0, i32 0
  %b = getelementptr [200 x i32], [200 x i32]* @b, i32 0, i32 0
  br label %round

round:
  %r = phi i32 [ 0, %entry ], [ %r1, %round ]
  %k = mul i32 %r, 5
  %sa0 = mul i32 %r, 1000
  %sa = add i32 %sa0, 17
  call void @fill(i32* %a, i32 300, i32 %sa)
  call void @insertion_sort(i32* %a, i32 300)
  call void @check_sorted(i32 %k, i32* %a, i32 300)
  %wa = call i64 @weighted_sum(i32* %a, i32 300)
  call void @check_want(i32 %k, i64 %wa)
  %sb0 = mul i32 %r, 7777
  %sb = add i32 %sb0, 5
  call void @fill(i32* %b, i32 200, i32 %sb)
  %pb = call i32 @bubble_sort(i32* %b, i32 200)
  %pb64 = zext i32 %pb to i64
  %k1 = add i32 %k, 1
  call void @check_want(i32 %k1, i64 %pb64)
  call void @check_sorted(i32 %k1, i32* %b, i32 200)
  %wb = call i64 @weighted_sum(i32* %b, i32 200)
  %k2 = add i32 %k, 2
  call void @check_want(i32 %k2, i64 %wb)
  call void @swap(i32* %b, i32 10, i32 150)
  call void @swap(i32* %b, i32 3, i32 4)
  %pc = call i32 @bubble_sort(i32* %b, i32 200)
  %pc64 = zext i32 %pc to i64
  %k3 = add i32 %k, 3
  call void @check_want(i32 %k3, i64 %pc64)
  call void @check_sorted(i32 %k3, i32* %b, i32 200)
  %wc = call i64 @weighted_sum(i32* %b, i32 200)
  %k4 = add i32 %k, 4
  call void @check_want(i32 %k4, i64 %wc)
  %r1 = add i32 %r, 1
  %more = icmp ult i32 %r1, 3
  br i1 %more, label %round, label %done

done:
  %res = call i64 @report()
  ret i64 %res
}
