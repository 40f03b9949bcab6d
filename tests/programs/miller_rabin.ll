; miller_rabin: deterministic Miller-Rabin for 32-bit n (bases 2, 7, 61) with 64-bit modular multiplication (urem of products up to 2^64 - 1); counts primes below 5000 and in the last 2000 numbers below 2^32
; ret: 760
declare i32 @printf(i8*, ...)

@fmt = global [50 x i8] c"%s: %lld primes, first %lld, last %lld, sum %lld\0A\00"
@lbl.small = global [11 x i8] c"below 5000\00"
@lbl.big = global [18 x i8] c"[2^32-2000, 2^32)\00"
@fmt.pow = global [32 x i8] c"3^(2^32-2) mod (2^32-5) = %llu\0A\00"

define i64 @mulmod(i64 %a, i64 %b, i64 %n) {
  %p = mul i64 %a, %b
  %r = urem i64 %p, %n
  ret i64 %r
}

define i64 @powmod(i64 %base, i64 %exp, i64 %n) {
entry:
  %b0 = urem i64 %base, %n
  br label %loop

loop:
  %b = phi i64 [ %b0, %entry ], [ %b1, %next ]
  %e = phi i64 [ %exp, %entry ], [ %e1, %next ]
  %acc = phi i64 [ 1, %entry ], [ %acc1, %next ]
  %done = icmp eq i64 %e, 0
  br i1 %done, label %exit, label %body

body:
  %bit = and i64 %e, 1
  %set = icmp ne i64 %bit, 0
  br i1 %set, label %take, label %next

take:
  %m = call i64 @mulmod(i64 %acc, i64 %b, i64 %n)
  br label %next

next:
  %acc1 = phi i64 [ %acc, %body ], [ %m, %take ]
  %b1 = call i64 @mulmod(i64 %b, i64 %b, i64 %n)
  %e1 = lshr i64 %e, 1
  br label %loop

exit:
  ret i64 %acc
}

; One Miller-Rabin round: n - 1 = d * 2^s with d odd.
define i1 @witness_passes(i64 %a, i64 %d, i64 %s, i64 %n) {
entry:
  %am = urem i64 %a, %n
  %trivial = icmp eq i64 %am, 0
  br i1 %trivial, label %pass, label %test

test:
  %x = call i64 @powmod(i64 %a, i64 %d, i64 %n)
  %nm1 = sub i64 %n, 1
  %is1 = icmp eq i64 %x, 1
  %ism1 = icmp eq i64 %x, %nm1
  %early = or i1 %is1, %ism1
  br i1 %early, label %pass, label %square

square:
  %i = phi i64 [ 1, %test ], [ %i1, %square.next ]
  %y = phi i64 [ %x, %test ], [ %y1, %square.next ]
  %more = icmp ult i64 %i, %s
  br i1 %more, label %square.body, label %fail

square.body:
  %y1 = call i64 @mulmod(i64 %y, i64 %y, i64 %n)
  %hit = icmp eq i64 %y1, %nm1
  br i1 %hit, label %pass, label %square.next

square.next:
  %i1 = add i64 %i, 1
  br label %square

pass:
  ret i1 true

fail:
  ret i1 false
}

define i1 @is_prime(i64 %n) {
entry:
  %small = icmp ult i64 %n, 2
  br i1 %small, label %no, label %trial

trial:
  %r2 = urem i64 %n, 2
  %r3 = urem i64 %n, 3
  %r5 = urem i64 %n, 5
  %r7 = urem i64 %n, 7
  %z2 = icmp eq i64 %r2, 0
  %z3 = icmp eq i64 %r3, 0
  %z5 = icmp eq i64 %r5, 0
  %z7 = icmp eq i64 %r7, 0
  %z23 = or i1 %z2, %z3
  %z57 = or i1 %z5, %z7
  %zany = or i1 %z23, %z57
  br i1 %zany, label %tiny, label %split

tiny:
  ; divisible by 2, 3, 5 or 7: prime only if it is that number
  %e2 = icmp eq i64 %n, 2
  %e3 = icmp eq i64 %n, 3
  %e5 = icmp eq i64 %n, 5
  %e7 = icmp eq i64 %n, 7
  %e23 = or i1 %e2, %e3
  %e57 = or i1 %e5, %e7
  %eany = or i1 %e23, %e57
  ret i1 %eany

split:
  %nm1 = sub i64 %n, 1
  br label %strip

strip:
  %d = phi i64 [ %nm1, %split ], [ %d1, %strip.body ]
  %s = phi i64 [ 0, %split ], [ %s1, %strip.body ]
  %low = and i64 %d, 1
  %odd = icmp ne i64 %low, 0
  br i1 %odd, label %rounds, label %strip.body

strip.body:
  %d1 = lshr i64 %d, 1
  %s1 = add i64 %s, 1
  br label %strip

rounds:
  %w2 = call i1 @witness_passes(i64 2, i64 %d, i64 %s, i64 %n)
  br i1 %w2, label %r7b, label %no

r7b:
  %w7 = call i1 @witness_passes(i64 7, i64 %d, i64 %s, i64 %n)
  br i1 %w7, label %r61, label %no

r61:
  %w61 = call i1 @witness_passes(i64 61, i64 %d, i64 %s, i64 %n)
  ret i1 %w61

no:
  ret i1 false
}

define i64 @survey(i8* %label, i64 %lo, i64 %hi) {
entry:
  br label %loop

loop:
  %n = phi i64 [ %lo, %entry ], [ %n1, %loop ]
  %count = phi i64 [ 0, %entry ], [ %count1, %loop ]
  %first = phi i64 [ 0, %entry ], [ %first1, %loop ]
  %last = phi i64 [ 0, %entry ], [ %last1, %loop ]
  %sum = phi i64 [ 0, %entry ], [ %sum1, %loop ]
  %p = call i1 @is_prime(i64 %n)
  %px = zext i1 %p to i64
  %count1 = add i64 %count, %px
  %nofirst = icmp eq i64 %first, 0
  %setfirst = and i1 %p, %nofirst
  %first1 = select i1 %setfirst, i64 %n, i64 %first
  %last1 = select i1 %p, i64 %n, i64 %last
  %add = select i1 %p, i64 %n, i64 0
  %sum1 = add i64 %sum, %add
  %n1 = add i64 %n, 1
  %more = icmp ult i64 %n1, %hi
  br i1 %more, label %loop, label %done

done:
  %f = getelementptr [50 x i8], [50 x i8]* @fmt, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %f, i8* %label, i64 %count1, i64 %first1, i64 %last1, i64 %sum1)
  ret i64 %count1
}

define i64 @main() {
entry:
  %l1 = getelementptr [11 x i8], [11 x i8]* @lbl.small, i64 0, i64 0
  %c1 = call i64 @survey(i8* %l1, i64 0, i64 5000)
  %l2 = getelementptr [18 x i8], [18 x i8]* @lbl.big, i64 0, i64 0
  %c2 = call i64 @survey(i8* %l2, i64 4294965296, i64 4294967296)
  %pw = call i64 @powmod(i64 3, i64 4294967294, i64 4294967291)
  %fp = getelementptr [32 x i8], [32 x i8]* @fmt.pow, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %fp, i64 %pw)
  %r = add i64 %c1, %c2
  ret i64 %r
}
