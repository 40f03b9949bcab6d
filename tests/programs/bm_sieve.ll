; bm_sieve: sieve of Eratosthenes over a global i8 flag array up to 30000, 20000, 12000 and 5000; prime counts, sums, twin-prime pairs and the largest prime checked against Python
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

@flags = global [30004 x i8] zeroinitializer
@limits = global [4 x i32] [i32 30000, i32 20000, i32 12000, i32 5000]
@want = global [16 x i64] [i64 3245, i64 45675864, i64 467, i64 29989, i64 2262, i64 21171191, i64 342, i64 19997, i64 1438, i64 8034435, i64 235, i64 11987, i64 669, i64 1548136, i64 126, i64 4999]

define void @sieve(i32 %n) {
entry:
  %f0 = getelementptr [30004 x i8], [30004 x i8]* @flags, i32 0, i32 0
  store i8 0, i8* %f0
  %f1 = getelementptr [30004 x i8], [30004 x i8]* @flags, i32 0, i32 1
  store i8 0, i8* %f1
  br label %fill

fill:
  %i = phi i32 [ 2, %entry ], [ %i1, %fill ]
  %p = getelementptr [30004 x i8], [30004 x i8]* @flags, i32 0, i32 %i
  store i8 1, i8* %p
  %i1 = add i32 %i, 1
  %fm = icmp sle i32 %i1, %n
  br i1 %fm, label %fill, label %outer

outer:
  %k = phi i32 [ 2, %fill ], [ %k1, %outer.next ]
  %kk = mul i32 %k, %k
  %go = icmp sle i32 %kk, %n
  br i1 %go, label %test, label %done

test:
  %kp = getelementptr [30004 x i8], [30004 x i8]* @flags, i32 0, i32 %k
  %kf = load i8, i8* %kp
  %prime = icmp ne i8 %kf, 0
  br i1 %prime, label %mark, label %outer.next

mark:
  %j = phi i32 [ %kk, %test ], [ %j1, %mark ]
  %jp = getelementptr [30004 x i8], [30004 x i8]* @flags, i32 0, i32 %j
  store i8 0, i8* %jp
  %j1 = add i32 %j, %k
  %jm = icmp sle i32 %j1, %n
  br i1 %jm, label %mark, label %outer.next

outer.next:
  %k1 = add i32 %k, 1
  br label %outer

done:
  ret void
}

; Scans the flags up to %n; writes count, sum, twin pairs and largest prime to %out.
define void @scan(i32 %n, i64* %out) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 2, %entry ], [ %i1, %next ]
  %cnt = phi i64 [ 0, %entry ], [ %cnt1, %next ]
  %sum = phi i64 [ 0, %entry ], [ %sum1, %next ]
  %tw = phi i64 [ 0, %entry ], [ %tw1, %next ]
  %big = phi i64 [ 0, %entry ], [ %big1, %next ]
  %p = getelementptr [30004 x i8], [30004 x i8]* @flags, i32 0, i32 %i
  %f = load i8, i8* %p
  %isp = icmp ne i8 %f, 0
  br i1 %isp, label %prime, label %next

prime:
  %i64 = zext i32 %i to i64
  %c = add i64 %cnt, 1
  %s = add i64 %sum, %i64
  %i2 = add i32 %i, 2
  %fits = icmp sle i32 %i2, %n
  br i1 %fits, label %twin, label %next

twin:
  %q = getelementptr [30004 x i8], [30004 x i8]* @flags, i32 0, i32 %i2
  %g = load i8, i8* %q
  %gp = icmp ne i8 %g, 0
  %gz = zext i1 %gp to i64
  %t = add i64 %tw, %gz
  br label %next

next:
  %cnt1 = phi i64 [ %cnt, %loop ], [ %c, %prime ], [ %c, %twin ]
  %sum1 = phi i64 [ %sum, %loop ], [ %s, %prime ], [ %s, %twin ]
  %tw1 = phi i64 [ %tw, %loop ], [ %tw, %prime ], [ %t, %twin ]
  %big1 = phi i64 [ %big, %loop ], [ %i64, %prime ], [ %i64, %twin ]
  %i1 = add i32 %i, 1
  %more = icmp sle i32 %i1, %n
  br i1 %more, label %loop, label %done

done:
  store i64 %cnt1, i64* %out
  %o1 = getelementptr i64, i64* %out, i32 1
  store i64 %sum1, i64* %o1
  %o2 = getelementptr i64, i64* %out, i32 2
  store i64 %tw1, i64* %o2
  %o3 = getelementptr i64, i64* %out, i32 3
  store i64 %big1, i64* %o3
  ret void
}

define i64 @main() {
entry:
  %out = alloca [4 x i64]
  %o = getelementptr [4 x i64], [4 x i64]* %out, i32 0, i32 0
  br label %round

round:
  %r = phi i32 [ 0, %entry ], [ %r1, %checked ]
  %lp = getelementptr [4 x i32], [4 x i32]* @limits, i32 0, i32 %r
  %n = load i32, i32* %lp
  call void @sieve(i32 %n)
  call void @scan(i32 %n, i64* %o)
  br label %cmp

cmp:
  %k = phi i32 [ 0, %round ], [ %k1, %cmp ]
  %gp = getelementptr [4 x i64], [4 x i64]* %out, i32 0, i32 %k
  %got = load i64, i64* %gp
  %r4 = mul i32 %r, 4
  %wi = add i32 %r4, %k
  %wp = getelementptr [16 x i64], [16 x i64]* @want, i32 0, i32 %wi
  %want = load i64, i64* %wp
  %id = zext i32 %wi to i64
  call void @check(i64 %id, i64 %got, i64 %want)
  %k1 = add i32 %k, 1
  %km = icmp slt i32 %k1, 4
  br i1 %km, label %cmp, label %checked

checked:
  %r1 = add i32 %r, 1
  %more = icmp slt i32 %r1, 4
  br i1 %more, label %round, label %done

done:
  %res = call i64 @report()
  ret i64 %res
}
