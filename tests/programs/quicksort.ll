; quicksort: recursive quicksort (Lomuto partition) of 300 signed i64 keys from a 64-bit LCG on the heap (ll_malloc); checks the order and prints a position-weighted checksum
; ret: 0
declare i32 @printf(i8*, ...)
declare i8* @ll_malloc(i64, i64)

@fmt = global [64 x i8] c"n=%lld sorted=%lld min=%lld max=%lld median=%lld checksum=%lld\0A\00"

define void @swap(i64* %a, i64 %i, i64 %j) {
  %pi = getelementptr i64, i64* %a, i64 %i
  %pj = getelementptr i64, i64* %a, i64 %j
  %vi = load i64, i64* %pi
  %vj = load i64, i64* %pj
  store i64 %vj, i64* %pi
  store i64 %vi, i64* %pj
  ret void
}

; Partitions a[lo..hi] around a[hi]; returns the pivot's final index.
define i64 @partition(i64* %a, i64 %lo, i64 %hi) {
entry:
  %pp = getelementptr i64, i64* %a, i64 %hi
  %pivot = load i64, i64* %pp
  br label %loop

loop:
  %j = phi i64 [ %lo, %entry ], [ %j1, %next ]
  %i = phi i64 [ %lo, %entry ], [ %i.next, %next ]
  %more = icmp slt i64 %j, %hi
  br i1 %more, label %body, label %finish

body:
  %pj = getelementptr i64, i64* %a, i64 %j
  %vj = load i64, i64* %pj
  %lt = icmp slt i64 %vj, %pivot
  br i1 %lt, label %take, label %next

take:
  call void @swap(i64* %a, i64 %i, i64 %j)
  %i1 = add i64 %i, 1
  br label %next

next:
  %i.next = phi i64 [ %i, %body ], [ %i1, %take ]
  %j1 = add i64 %j, 1
  br label %loop

finish:
  call void @swap(i64* %a, i64 %i, i64 %hi)
  ret i64 %i
}

define void @quicksort(i64* %a, i64 %lo, i64 %hi) {
entry:
  %work = icmp slt i64 %lo, %hi
  br i1 %work, label %split, label %done

split:
  %p = call i64 @partition(i64* %a, i64 %lo, i64 %hi)
  %left = sub i64 %p, 1
  %right = add i64 %p, 1
  call void @quicksort(i64* %a, i64 %lo, i64 %left)
  call void @quicksort(i64* %a, i64 %right, i64 %hi)
  br label %done

done:
  ret void
}

define i64 @main() {
entry:
  %raw = call i8* @ll_malloc(i64 300, i64 8)
  %a = bitcast i8* %raw to i64*
  br label %fill

fill:
  %k = phi i64 [ 0, %entry ], [ %k1, %fill ]
  %seed = phi i64 [ 42, %entry ], [ %seed1, %fill ]
  %m = mul i64 %seed, 6364136223846793005
  %seed1 = add i64 %m, 1442695040888963407
  %key = ashr i64 %seed1, 20
  %pk = getelementptr i64, i64* %a, i64 %k
  store i64 %key, i64* %pk
  %k1 = add i64 %k, 1
  %fmore = icmp slt i64 %k1, 300
  br i1 %fmore, label %fill, label %sort

sort:
  call void @quicksort(i64* %a, i64 0, i64 299)
  br label %verify

verify:
  %v = phi i64 [ 1, %sort ], [ %v1, %verify ]
  %ok = phi i64 [ 1, %sort ], [ %ok1, %verify ]
  %sum = phi i64 [ 0, %sort ], [ %sum1, %verify ]
  %pprev = getelementptr i64, i64* %a, i64 %v
  %pcur0 = getelementptr i64, i64* %pprev, i64 -1
  %cur = load i64, i64* %pprev
  %prev = load i64, i64* %pcur0
  %inorder = icmp sle i64 %prev, %cur
  %okb = zext i1 %inorder to i64
  %ok1 = and i64 %ok, %okb
  %w = mul i64 %cur, %v
  %sum1 = xor i64 %sum, %w
  %v1 = add i64 %v, 1
  %vmore = icmp slt i64 %v1, 300
  br i1 %vmore, label %verify, label %out

out:
  %min = load i64, i64* %a
  %pmax = getelementptr i64, i64* %a, i64 299
  %max = load i64, i64* %pmax
  %pmed = getelementptr i64, i64* %a, i64 150
  %med = load i64, i64* %pmed
  %f = getelementptr [64 x i8], [64 x i8]* @fmt, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %f, i64 300, i64 %ok1, i64 %min, i64 %max, i64 %med, i64 %sum1)
  %r = sub i64 1, %ok1
  ret i64 %r
}
