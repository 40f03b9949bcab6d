; udiv64_long: 64-bit division by divisors of 2^32 or more (the runtime's normalised-estimate path): udiv/urem against a shift-and-subtract reference and n = q*d + r, r < d, on random and edge operands; sdiv/srem by the identity, the sign rules and the unsigned division of the magnitudes
; ret: 0

declare i32 @printf(i8*, ...)

@checks = global i64 0
@failures = global i64 0
@fmt.fail = global [31 x i8] c"FAIL %lld: got %llx want %llx\0A\00"
@fmt.done = global [38 x i8] c"%lld checks, %lld failures, sum %llx\0A\00"
@edges = global [16 x i64] [i64 4294967296,i64 4294967297,i64 8589934591,i64 8589934592,i64 4886718345,i64 281474976723001,i64 9223372036854775807,i64 -9223372036854775808,i64 -9223372036854775807,i64 -4294967296,i64 -9223372032559808513,i64 -2,i64 -1,i64 8589934591,i64 9223372034707292160,i64 6442450944]

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

; xorshift64 step.
define i64 @next(i64 %x) {
entry:
  %a = shl i64 %x, 13
  %x1 = xor i64 %x, %a
  %b = lshr i64 %x1, 7
  %x2 = xor i64 %x1, %b
  %c = shl i64 %x2, 17
  %x3 = xor i64 %x2, %c
  ret i64 %x3
}

; The reference: shift and subtract, no division; the quotient is
; returned, the remainder stored to *rem. For d >= 2^32 the quotient fits
; in 32 bits and n >> 32 is already below d, so 32 steps bring in the low
; word's bits.
define i64 @ref_divmod(i64 %n, i64 %d, i64* %rem) {
entry:
  %nh = lshr i64 %n, 32
  br label %loop

loop:
  %i = phi i64 [ 31, %entry ], [ %i1, %loop ]
  %q = phi i64 [ 0, %entry ], [ %q2, %loop ]
  %r = phi i64 [ %nh, %entry ], [ %r3, %loop ]
  %bits = lshr i64 %n, %i
  %bit = and i64 %bits, 1
  %carry = lshr i64 %r, 63
  %rs = shl i64 %r, 1
  %r1 = or i64 %rs, %bit
  %over = icmp ne i64 %carry, 0
  %ge = icmp uge i64 %r1, %d
  %fits = or i1 %over, %ge
  %r2 = sub i64 %r1, %d
  %r3 = select i1 %fits, i64 %r2, i64 %r1
  %qs = shl i64 %q, 1
  %qb = zext i1 %fits to i64
  %q2 = or i64 %qs, %qb
  %i1 = sub i64 %i, 1
  %last = icmp eq i64 %i, 0
  br i1 %last, label %done, label %loop

done:
  store i64 %r3, i64* %rem
  ret i64 %q2
}

; Checks n / d and n % d (unsigned) against the reference and by the
; identity; returns q xor r for the sum.
define i64 @one(i64 %id, i64 %n, i64 %d) {
entry:
  %rp = alloca i64
  %q = udiv i64 %n, %d
  %r = urem i64 %n, %d
  %wq = call i64 @ref_divmod(i64 %n, i64 %d, i64* %rp)
  %wr = load i64, i64* %rp
  call void @check(i64 %id, i64 %q, i64 %wq)
  %id1 = add i64 %id, 1000000
  call void @check(i64 %id1, i64 %r, i64 %wr)
  %qd = mul i64 %q, %d
  %back = add i64 %qd, %r
  %id2 = add i64 %id, 2000000
  call void @check(i64 %id2, i64 %back, i64 %n)
  %lt = icmp ult i64 %r, %d
  %lt64 = zext i1 %lt to i64
  %id3 = add i64 %id, 3000000
  call void @check(i64 %id3, i64 %lt64, i64 1)
  %s = xor i64 %q, %r
  ret i64 %s
}

; Checks a / b and a % b (signed; |b| >= 2^32): a = q*b + r, |r| < |b|,
; r has a's sign (or is 0), and |q|, |r| are the unsigned division of the
; magnitudes. Returns q xor r for the sum.
define i64 @one_signed(i64 %id, i64 %a, i64 %b) {
entry:
  %q = sdiv i64 %a, %b
  %r = srem i64 %a, %b
  %qb = mul i64 %q, %b
  %back = add i64 %qb, %r
  call void @check(i64 %id, i64 %back, i64 %a)
  %an = icmp slt i64 %a, 0
  %bn = icmp slt i64 %b, 0
  %na = sub i64 0, %a
  %nb = sub i64 0, %b
  %ma = select i1 %an, i64 %na, i64 %a
  %mb = select i1 %bn, i64 %nb, i64 %b
  %uq = udiv i64 %ma, %mb
  %ur = urem i64 %ma, %mb
  %neg = xor i1 %an, %bn
  %nuq = sub i64 0, %uq
  %wq = select i1 %neg, i64 %nuq, i64 %uq
  %nur = sub i64 0, %ur
  %wr = select i1 %an, i64 %nur, i64 %ur
  %id1 = add i64 %id, 1000000
  call void @check(i64 %id1, i64 %q, i64 %wq)
  %id2 = add i64 %id, 2000000
  call void @check(i64 %id2, i64 %r, i64 %wr)
  %lt = icmp ult i64 %ur, %mb
  %lt64 = zext i1 %lt to i64
  %id3 = add i64 %id, 3000000
  call void @check(i64 %id3, i64 %lt64, i64 1)
  %s = xor i64 %q, %r
  ret i64 %s
}

; d as a signed divisor of magnitude 2^32 or more: d, or d << 32 when
; -2^32 < d < 2^32 (for d = -1 that also avoids the overflowing division).
define i64 @signed_divisor(i64 %d) {
entry:
  %b = add i64 %d, 4294967295
  %near = icmp ult i64 %b, 8589934591
  %sh = shl i64 %d, 32
  %r = select i1 %near, i64 %sh, i64 %d
  ret i64 %r
}

; Every edge divisor against edge dividends: 0, 1, d - 1, d, d + 1, 2d - 1,
; 2^64 - 1, 2^63, 2^32 - 1 and the largest multiple of d below 2^64.
define i64 @edge_pairs() {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %sum = phi i64 [ 0, %entry ], [ %s9, %loop ]
  %p = getelementptr [16 x i64], [16 x i64]* @edges, i64 0, i64 %i
  %d = load i64, i64* %p
  %id = mul i64 %i, 100
  %dm1 = sub i64 %d, 1
  %dp1 = add i64 %d, 1
  %d2 = shl i64 %d, 1
  %d2m1 = sub i64 %d2, 1
  %top = urem i64 -1, %d
  %mult = sub i64 -1, %top
  %e0 = call i64 @one(i64 %id, i64 0, i64 %d)
  %id1 = add i64 %id, 1
  %e1 = call i64 @one(i64 %id1, i64 1, i64 %d)
  %id2 = add i64 %id, 2
  %e2 = call i64 @one(i64 %id2, i64 %dm1, i64 %d)
  %id3 = add i64 %id, 3
  %e3 = call i64 @one(i64 %id3, i64 %d, i64 %d)
  %id4 = add i64 %id, 4
  %e4 = call i64 @one(i64 %id4, i64 %dp1, i64 %d)
  %id5 = add i64 %id, 5
  %e5 = call i64 @one(i64 %id5, i64 %d2m1, i64 %d)
  %id6 = add i64 %id, 6
  %e6 = call i64 @one(i64 %id6, i64 -1, i64 %d)
  %id7 = add i64 %id, 7
  %e7 = call i64 @one(i64 %id7, i64 -9223372036854775808, i64 %d)
  %id8 = add i64 %id, 8
  %e8 = call i64 @one(i64 %id8, i64 4294967295, i64 %d)
  %id9 = add i64 %id, 9
  %e9 = call i64 @one(i64 %id9, i64 %mult, i64 %d)
  %sd = call i64 @signed_divisor(i64 %d)
  %id10 = add i64 %id, 10
  %f0 = call i64 @one_signed(i64 %id10, i64 -1, i64 %sd)
  %id11 = add i64 %id, 11
  %f1 = call i64 @one_signed(i64 %id11, i64 -9223372036854775808, i64 %sd)
  %id12 = add i64 %id, 12
  %f2 = call i64 @one_signed(i64 %id12, i64 9223372036854775807, i64 %sd)
  %id13 = add i64 %id, 13
  %f3 = call i64 @one_signed(i64 %id13, i64 %dm1, i64 %sd)
  %s0 = add i64 %sum, %e0
  %s1 = xor i64 %s0, %e1
  %s2 = add i64 %s1, %e2
  %s3 = xor i64 %s2, %e3
  %s4 = add i64 %s3, %e4
  %s5 = xor i64 %s4, %e5
  %s6 = add i64 %s5, %e6
  %s7 = xor i64 %s6, %e7
  %s8a = add i64 %s7, %e8
  %s8b = xor i64 %s8a, %e9
  %s8c = add i64 %s8b, %f0
  %s8d = xor i64 %s8c, %f1
  %s8e = add i64 %s8d, %f2
  %s9 = xor i64 %s8e, %f3
  %i1 = add i64 %i, 1
  %again = icmp ult i64 %i1, 16
  br i1 %again, label %loop, label %done

done:
  ret i64 %s9
}

define i32 @main() {
entry:
  %es = call i64 @edge_pairs()
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %x = phi i64 [ 88172645463325252, %entry ], [ %x3, %loop ]
  %sum = phi i64 [ %es, %entry ], [ %sum5, %loop ]
  %x1 = call i64 @next(i64 %x)
  %x2 = call i64 @next(i64 %x1)
  %x3 = call i64 @next(i64 %x2)
  ; A divisor of 2^32 or more: a random word shifted right by 0..31 bits
  ; (bit 32 set when that leaves it below 2^32).
  %k = and i64 %x3, 31
  %dw = lshr i64 %x2, %k
  %small = icmp ult i64 %dw, 4294967296
  %dw1 = or i64 %dw, 4294967296
  %d = select i1 %small, i64 %dw1, i64 %dw
  ; Dividends: random, all ones, just below a multiple of d (the
  ; quotient's low 32 bits of x3 times d, wrapping), random below d.
  %id = mul i64 %i, 8
  %id0 = add i64 %id, 10000
  %s1 = call i64 @one(i64 %id0, i64 %x1, i64 %d)
  %id1 = add i64 %id, 10001
  %s2 = call i64 @one(i64 %id1, i64 -1, i64 %d)
  %m = mul i64 %x3, %d
  %m1 = sub i64 %m, 1
  %id2 = add i64 %id, 10002
  %s3 = call i64 @one(i64 %id2, i64 %m1, i64 %d)
  %below = urem i64 %x1, %d
  %id3 = add i64 %id, 10003
  %s4 = call i64 @one(i64 %id3, i64 %below, i64 %d)
  ; Signed: the random dividend against d and -d.
  %sd = call i64 @signed_divisor(i64 %d)
  %nd = sub i64 0, %sd
  %id4 = add i64 %id, 10004
  %t1 = call i64 @one_signed(i64 %id4, i64 %x1, i64 %sd)
  %id5 = add i64 %id, 10005
  %t2 = call i64 @one_signed(i64 %id5, i64 %x1, i64 %nd)
  %id6 = add i64 %id, 10006
  %t3 = call i64 @one_signed(i64 %id6, i64 %m1, i64 %nd)
  %sum1 = add i64 %sum, %s1
  %sum2 = xor i64 %sum1, %s2
  %sum3 = add i64 %sum2, %s3
  %sum3b = xor i64 %sum3, %s4
  %sum4 = add i64 %sum3b, %t1
  %sum4b = xor i64 %sum4, %t2
  %sum5 = add i64 %sum4b, %t3
  %i1 = add i64 %i, 1
  %again = icmp ult i64 %i1, 300
  br i1 %again, label %loop, label %done

done:
  %f = getelementptr [38 x i8], [38 x i8]* @fmt.done, i64 0, i64 0
  %nc = load i64, i64* @checks
  %nf = load i64, i64* @failures
  %p = call i32 (i8*, ...) @printf(i8* %f, i64 %nc, i64 %nf, i64 %sum5)
  %ret = trunc i64 %nf to i32
  ret i32 %ret
}
