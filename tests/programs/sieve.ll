; sieve: sieve of Eratosthenes over a 20000-byte global array (i8 loads/stores, nested loops with a stride); prints count, largest and sum of primes
; ret: 214
declare i32 @printf(i8*, ...)

@composite = global [20000 x i8] zeroinitializer
@fmt = global [55 x i8] c"primes below %lld: count %lld, largest %lld, sum %lld\0A\00"

define void @sieve(i64 %n) {
entry:
  br label %outer

outer:
  %i = phi i64 [ 2, %entry ], [ %i1, %outer.next ]
  %ii = mul i64 %i, %i
  %inrange = icmp slt i64 %ii, %n
  br i1 %inrange, label %test, label %done

test:
  %ip = getelementptr [20000 x i8], [20000 x i8]* @composite, i64 0, i64 %i
  %ic = load i8, i8* %ip
  %isprime = icmp eq i8 %ic, 0
  br i1 %isprime, label %strike, label %outer.next

strike:
  %j = phi i64 [ %ii, %test ], [ %j1, %strike ]
  %jp = getelementptr [20000 x i8], [20000 x i8]* @composite, i64 0, i64 %j
  store i8 1, i8* %jp
  %j1 = add i64 %j, %i
  %jmore = icmp slt i64 %j1, %n
  br i1 %jmore, label %strike, label %outer.next

outer.next:
  %i1 = add i64 %i, 1
  br label %outer

done:
  ret void
}

define i64 @main() {
entry:
  call void @sieve(i64 20000)
  br label %scan

scan:
  %k = phi i64 [ 2, %entry ], [ %k1, %scan.next ]
  %count = phi i64 [ 0, %entry ], [ %count1, %scan.next ]
  %largest = phi i64 [ 0, %entry ], [ %largest1, %scan.next ]
  %sum = phi i64 [ 0, %entry ], [ %sum1, %scan.next ]
  %kp = getelementptr [20000 x i8], [20000 x i8]* @composite, i64 0, i64 %k
  %kc = load i8, i8* %kp
  %prime = icmp eq i8 %kc, 0
  %inc = zext i1 %prime to i64
  %count1 = add i64 %count, %inc
  %largest1 = select i1 %prime, i64 %k, i64 %largest
  %add = select i1 %prime, i64 %k, i64 0
  %sum1 = add i64 %sum, %add
  br label %scan.next

scan.next:
  %k1 = add i64 %k, 1
  %more = icmp slt i64 %k1, 20000
  br i1 %more, label %scan, label %report

report:
  %f = getelementptr [55 x i8], [55 x i8]* @fmt, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %f, i64 20000, i64 %count1, i64 %largest1, i64 %sum1)
  %r = urem i64 %count1, 256
  ret i64 %r
}
