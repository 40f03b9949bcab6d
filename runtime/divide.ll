; egret runtime: i64 division and remainder, called by the code lowering
; generates for `sdiv`/`udiv`/`srem`/`urem` on i64 (libgcc's names).
;
; Cpu0 divides only 32-bit words (`divu`), so the routines pick the
; cheapest decomposition of a 64-bit division into word divisions and, for
; wide divisors, a 32-step restoring loop (see __egret_udivmod). As in the
; hardware's `div`, the result of a division by zero is unspecified.

; n / d, with n % d stored to *rem (unsigned). The cheapest method that
; applies: one `divu` when both fit in 32 bits; four `divu` on 16-bit digits
; when the divisor fits in 16 bits; `divu` on the high word and a 32-step
; loop when it fits in 32 bits; a 32-step loop otherwise (the quotient of a
; divisor of 2^32 or more fits in 32 bits).
define i64 @__egret_udivmod(i64 %n, i64 %d, i64* %rem) {
entry:
  %rw = alloca i32
  %nh64 = lshr i64 %n, 32
  %dh64 = lshr i64 %d, 32
  %nh = trunc i64 %nh64 to i32
  %nl = trunc i64 %n to i32
  %dh = trunc i64 %dh64 to i32
  %dl = trunc i64 %d to i32
  %hh = or i32 %nh, %dh
  %small = icmp eq i32 %hh, 0
  br i1 %small, label %narrow, label %wide
narrow:
  %q32 = udiv i32 %nl, %dl
  %r32 = urem i32 %nl, %dl
  %qn = zext i32 %q32 to i64
  %rn = zext i32 %r32 to i64
  store i64 %rn, i64* %rem
  ret i64 %qn
wide:
  %d_word = icmp eq i32 %dh, 0
  br i1 %d_word, label %word_divisor, label %long
word_divisor:
  %d_half = icmp ult i32 %dl, 65536
  br i1 %d_half, label %digits, label %by_word
digits:
  %qd = call i64 @__egret_div_by_half(i32 %nh, i32 %nl, i32 %dl, i64* %rem)
  ret i64 %qd
by_word:
  %qh = udiv i32 %nh, %dl
  %r1 = urem i32 %nh, %dl
  %ql = call i32 @__egret_div64_32(i32 %r1, i32 %nl, i32 %dl, i32* %rw)
  %qh64 = zext i32 %qh to i64
  %qhs = shl i64 %qh64, 32
  %ql64 = zext i32 %ql to i64
  %qw = or i64 %qhs, %ql64
  %rwv = load i32, i32* %rw
  %rw64 = zext i32 %rwv to i64
  store i64 %rw64, i64* %rem
  ret i64 %qw
long:
  br label %loop
loop:
  %i = phi i32 [ 31, %long ], [ %i1, %loop ]
  %q = phi i32 [ 0, %long ], [ %q2, %loop ]
  %r = phi i64 [ %nh64, %long ], [ %r3, %loop ]
  %bits = lshr i32 %nl, %i
  %bit = and i32 %bits, 1
  %bit64 = zext i32 %bit to i64
  %carry = lshr i64 %r, 63
  %rs = shl i64 %r, 1
  %r1l = or i64 %rs, %bit64
  %over = icmp ne i64 %carry, 0
  %ge = icmp uge i64 %r1l, %d
  %fits = or i1 %over, %ge
  %r2 = sub i64 %r1l, %d
  %r3 = select i1 %fits, i64 %r2, i64 %r1l
  %qs = shl i32 %q, 1
  %qb = zext i1 %fits to i32
  %q2 = or i32 %qs, %qb
  %i1 = sub i32 %i, 1
  %last = icmp eq i32 %i, 0
  br i1 %last, label %done, label %loop
done:
  store i64 %r3, i64* %rem
  %ql2 = zext i32 %q2 to i64
  ret i64 %ql2
}

; (r0 * 2^32 + lo) / d for r0 < d, a quotient that fits in 32 bits: one
; restoring step per bit of lo, on 32-bit words with the carry out of the
; shifted remainder kept separately. The remainder goes to *rem.
define i32 @__egret_div64_32(i32 %r0, i32 %lo, i32 %d, i32* %rem) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 31, %entry ], [ %i1, %loop ]
  %q = phi i32 [ 0, %entry ], [ %q2, %loop ]
  %r = phi i32 [ %r0, %entry ], [ %r3, %loop ]
  %bits = lshr i32 %lo, %i
  %bit = and i32 %bits, 1
  %carry = lshr i32 %r, 31
  %rs = shl i32 %r, 1
  %r1 = or i32 %rs, %bit
  %over = icmp ne i32 %carry, 0
  %ge = icmp uge i32 %r1, %d
  %fits = or i1 %over, %ge
  %r2 = sub i32 %r1, %d
  %r3 = select i1 %fits, i32 %r2, i32 %r1
  %qs = shl i32 %q, 1
  %qb = zext i1 %fits to i32
  %q2 = or i32 %qs, %qb
  %i1 = sub i32 %i, 1
  %last = icmp eq i32 %i, 0
  br i1 %last, label %done, label %loop
done:
  store i32 %r3, i32* %rem
  ret i32 %q2
}

; (nh * 2^32 + nl) / d for d < 2^16: schoolbook division by 16-bit digits,
; each step a 32-bit `divu` (the running remainder is below d, so every
; partial dividend fits in 32 bits). The remainder goes to *rem.
define i64 @__egret_div_by_half(i32 %nh, i32 %nl, i32 %d, i64* %rem) {
entry:
  %n3 = lshr i32 %nh, 16
  %n2 = and i32 %nh, 65535
  %n1 = lshr i32 %nl, 16
  %n0 = and i32 %nl, 65535
  %q3 = udiv i32 %n3, %d
  %r3 = urem i32 %n3, %d
  %c2h = shl i32 %r3, 16
  %c2 = or i32 %c2h, %n2
  %q2 = udiv i32 %c2, %d
  %r2 = urem i32 %c2, %d
  %c1h = shl i32 %r2, 16
  %c1 = or i32 %c1h, %n1
  %q1 = udiv i32 %c1, %d
  %r1 = urem i32 %c1, %d
  %c0h = shl i32 %r1, 16
  %c0 = or i32 %c0h, %n0
  %q0 = udiv i32 %c0, %d
  %r0 = urem i32 %c0, %d
  %qhs = shl i32 %q3, 16
  %qh = or i32 %qhs, %q2
  %qls = shl i32 %q1, 16
  %ql = or i32 %qls, %q0
  %qh64 = zext i32 %qh to i64
  %qhw = shl i64 %qh64, 32
  %ql64 = zext i32 %ql to i64
  %q = or i64 %qhw, %ql64
  %r64 = zext i32 %r0 to i64
  store i64 %r64, i64* %rem
  ret i64 %q
}

define i64 @__udivdi3(i64 %n, i64 %d) {
entry:
  %rem = alloca i64
  %q = call i64 @__egret_udivmod(i64 %n, i64 %d, i64* %rem)
  ret i64 %q
}

define i64 @__umoddi3(i64 %n, i64 %d) {
entry:
  %rem = alloca i64
  %q = call i64 @__egret_udivmod(i64 %n, i64 %d, i64* %rem)
  %r = load i64, i64* %rem
  ret i64 %r
}

; Signed: divide the magnitudes; the quotient is negative when the signs
; differ, the remainder has the sign of the dividend (C's truncation).
define i64 @__divdi3(i64 %a, i64 %b) {
entry:
  %rem = alloca i64
  %an = icmp slt i64 %a, 0
  %bn = icmp slt i64 %b, 0
  %na = sub i64 0, %a
  %nb = sub i64 0, %b
  %ma = select i1 %an, i64 %na, i64 %a
  %mb = select i1 %bn, i64 %nb, i64 %b
  %q = call i64 @__egret_udivmod(i64 %ma, i64 %mb, i64* %rem)
  %neg = xor i1 %an, %bn
  %nq = sub i64 0, %q
  %r = select i1 %neg, i64 %nq, i64 %q
  ret i64 %r
}

define i64 @__moddi3(i64 %a, i64 %b) {
entry:
  %rem = alloca i64
  %an = icmp slt i64 %a, 0
  %bn = icmp slt i64 %b, 0
  %na = sub i64 0, %a
  %nb = sub i64 0, %b
  %ma = select i1 %an, i64 %na, i64 %a
  %mb = select i1 %bn, i64 %nb, i64 %b
  %q = call i64 @__egret_udivmod(i64 %ma, i64 %mb, i64* %rem)
  %r = load i64, i64* %rem
  %nr = sub i64 0, %r
  %s = select i1 %an, i64 %nr, i64 %r
  ret i64 %s
}
