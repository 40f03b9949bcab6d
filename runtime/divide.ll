; egret runtime: i64 division and remainder, called by the code lowering
; generates for `sdiv`/`udiv`/`srem`/`urem` on i64 (libgcc's names).
;
; Cpu0 divides only 32-bit words (`divu`), so the routines pick the
; cheapest decomposition of a 64-bit division into word divisions (see
; __egret_udivmod). As in the hardware's `div`, the result of a division by
; zero is unspecified; but every entry point sends a zero divisor to its own
; 32-bit `divu` (the `narrow` block), so the strict simulator's
; division-by-zero trap names the routine the program called, with `$lr`
; still pointing at the call (docs/runtime.md).

; The leading zeros of each byte value (8 for 0), as libgcc's __clz_tab
; serves count_leading_zeros where there is no instruction for it.
@__egret_clz8 = global [256 x i8] c"\08\07\06\06\05\05\05\05\04\04\04\04\04\04\04\04\03\03\03\03\03\03\03\03\03\03\03\03\03\03\03\03\02\02\02\02\02\02\02\02\02\02\02\02\02\02\02\02\02\02\02\02\02\02\02\02\02\02\02\02\02\02\02\02\01\01\01\01\01\01\01\01\01\01\01\01\01\01\01\01\01\01\01\01\01\01\01\01\01\01\01\01\01\01\01\01\01\01\01\01\01\01\01\01\01\01\01\01\01\01\01\01\01\01\01\01\01\01\01\01\01\01\01\01\01\01\01\01\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00"

; n / d, with n % d stored to *rem (unsigned). The cheapest method that
; applies: one `divu` when both fit in 32 bits; four `divu` on 16-bit digits
; when the divisor fits in 16 bits; `divu` on the high word and two
; corrected 16-bit digit estimates when it fits in 32 bits; otherwise (the
; quotient of a divisor of 2^32 or more fits in 32 bits) one 64/32 division
; of n >> 1 by the high word of d normalised, which shifted back and less
; one is the quotient or one below it, and one correction (Hacker's
; Delight's divdu).
define i64 @__egret_udivmod(i64 %n, i64 %d, i64* %rem) {
entry:
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
  %qr = call i64 @__egret_div64_32(i32 %r1, i32 %nl, i32 %dl)
  %qh64 = zext i32 %qh to i64
  %qhs = shl i64 %qh64, 32
  %ql64 = and i64 %qr, 4294967295
  %qw = or i64 %qhs, %ql64
  %rw64 = lshr i64 %qr, 32
  store i64 %rw64, i64* %rem
  ret i64 %qw
long:
  %qlong = call i64 @__egret_udivmod_long(i64 %n, i64 %d, i64* %rem)
  ret i64 %qlong
}

; __egret_udivmod for d >= 2^32, a function of its own so that the paths
; for smaller divisors keep their smaller frame.
define i64 @__egret_udivmod_long(i64 %n, i64 %d, i64* %rem) {
entry:
  %nh64 = lshr i64 %n, 32
  %dh64 = lshr i64 %d, 32
  %nh = trunc i64 %nh64 to i32
  %nl = trunc i64 %n to i32
  %dh = trunc i64 %dh64 to i32
  %dl = trunc i64 %d to i32
  ; s = the leading zeros of dh (0..31): two halving steps bring dh's top
  ; set bit into its top byte, whose leading zeros come from the table.
  %a16 = icmp ult i32 %dh, 65536
  %h16 = shl i32 %dh, 16
  %w16 = select i1 %a16, i32 %h16, i32 %dh
  %z16 = select i1 %a16, i32 16, i32 0
  %a8 = icmp ult i32 %w16, 16777216
  %h8 = shl i32 %w16, 8
  %w8 = select i1 %a8, i32 %h8, i32 %w16
  %t8 = add i32 %z16, 8
  %z8 = select i1 %a8, i32 %t8, i32 %z16
  %top = lshr i32 %w8, 24
  %zp = getelementptr [256 x i8], [256 x i8]* @__egret_clz8, i32 0, i32 %top
  %zb = load i8, i8* %zp
  %zt = zext i8 %zb to i32
  %s = add i32 %z8, %zt
  ; v1 = the high word of d << s (top bit set).
  ; dl's bits shifted into the high word go through a shift by 31 - s of
  ; dl >> 1 (a shift by 32 - s would be by the width when s = 0).
  %vh = shl i32 %dh, %s
  %dl1 = lshr i32 %dl, 1
  %rs = sub i32 31, %s
  %vout = lshr i32 %dl1, %rs
  %v1 = or i32 %vh, %vout
  ; q1 = (n >> 1) / v1: the high word n >> 33 is below 2^31 <= v1, as
  ; __egret_div64_32 requires; the quotient fits in 32 bits.
  %u1h = lshr i32 %nh, 1
  %nhb = shl i32 %nh, 31
  %nl1 = lshr i32 %nl, 1
  %u1l = or i32 %nhb, %nl1
  %q1r = call i64 @__egret_div64_32(i32 %u1h, i32 %u1l, i32 %v1)
  %q1 = trunc i64 %q1r to i32
  ; q0 = (q1 << s) >> 31 = q1 >> (31 - s), then less one unless zero: the
  ; quotient or one less.
  %q0e = lshr i32 %q1, %rs
  %q0z = icmp eq i32 %q0e, 0
  %q0m = sub i32 %q0e, 1
  %q0 = select i1 %q0z, i32 0, i32 %q0m
  ; One correction: the quotient is q0 + 1 when n - q0 * d is still d or
  ; more.
  %q064 = zext i32 %q0 to i64
  %q0d = mul i64 %q064, %d
  %r = sub i64 %n, %q0d
  %ge = icmp uge i64 %r, %d
  %rd = sub i64 %r, %d
  %rf = select i1 %ge, i64 %rd, i64 %r
  %qi = zext i1 %ge to i32
  %qf = add i32 %q0, %qi
  store i64 %rf, i64* %rem
  %qf64 = zext i32 %qf to i64
  ret i64 %qf64
}

; (r0 * 2^32 + lo) / d for r0 < d and d >= 2^16 (the quotient fits in 32
; bits): long division by 16-bit digits with `divu` estimates. d is shifted
; left until its top bit is set (the dividend with it, which keeps the
; quotient); each quotient digit is then estimated by dividing the top two
; digits of the running remainder by d's top digit, an estimate at most 2
; too large that the loops correct by comparing with d's second digit (the
; classic normalised schoolbook method; a digit out of range is corrected
; before the product test, a branch of its own, rather than or-ed with it). About 40 instructions instead of a
; 32-step bit loop. Returns the remainder in the high word and the quotient
; in the low word (no memory between the two routines).
define i64 @__egret_div64_32(i32 %r0, i32 %lo, i32 %d) {
entry:
  ; s = the leading zeros of d (0..15), from the table entry of d's top
  ; byte, or of its second byte (plus 8) when the top one is zero; v = d << s.
  %a8 = icmp ult i32 %d, 16777216
  %b3 = lshr i32 %d, 24
  %b2 = lshr i32 %d, 16
  %byte = select i1 %a8, i32 %b2, i32 %b3
  %zp = getelementptr [256 x i8], [256 x i8]* @__egret_clz8, i32 0, i32 %byte
  %zb = load i8, i8* %zp
  %z = zext i8 %zb to i32
  %z8 = add i32 %z, 8
  %s = select i1 %a8, i32 %z8, i32 %z
  %v = shl i32 %d, %s
  %vn1 = lshr i32 %v, 16
  %vn0 = and i32 %v, 65535
  ; The dividend shifted left by s: un32 (high word, below v), then the
  ; two digits un1, un0 of the low word. lo's bits shifted out of the low
  ; word go through a shift by 31 - s of lo >> 1 (a shift by 32 - s would
  ; be by the width when s = 0).
  %hi = shl i32 %r0, %s
  %lo1 = lshr i32 %lo, 1
  %rs = sub i32 31, %s
  %out = lshr i32 %lo1, %rs
  %un32 = or i32 %hi, %out
  %un10 = shl i32 %lo, %s
  %un1 = lshr i32 %un10, 16
  %un0 = and i32 %un10, 65535
  ; High quotient digit: estimate, then correct. (The digit range tests
  ; shift by 16 rather than compare with 65535 and 65536, which would hold
  ; two registers in constants.)
  %q1e = udiv i32 %un32, %vn1
  %r1e = urem i32 %un32, %vn1
  br label %fix1
fix1:
  %q1 = phi i32 [ %q1e, %entry ], [ %q1d, %fix1b ]
  %rh1 = phi i32 [ %r1e, %entry ], [ %rh1i, %fix1b ]
  %q1h = lshr i32 %q1, 16
  %big1 = icmp ne i32 %q1h, 0
  br i1 %big1, label %fix1b, label %test1
test1:
  %p1 = mul i32 %q1, %vn0
  %c1h = shl i32 %rh1, 16
  %c1 = or i32 %c1h, %un1
  %gt1 = icmp ugt i32 %p1, %c1
  br i1 %gt1, label %fix1b, label %digit0
fix1b:
  %q1d = sub i32 %q1, 1
  %rh1i = add i32 %rh1, %vn1
  %rh1ih = lshr i32 %rh1i, 16
  %more1 = icmp eq i32 %rh1ih, 0
  br i1 %more1, label %fix1, label %digit0
digit0:
  %q1f = phi i32 [ %q1, %test1 ], [ %q1d, %fix1b ]
  ; The remainder after the high digit (it fits in a word: below v).
  %u32s = shl i32 %un32, 16
  %u21 = or i32 %u32s, %un1
  %qv1 = mul i32 %q1f, %v
  %un21 = sub i32 %u21, %qv1
  ; Low quotient digit.
  %q0e = udiv i32 %un21, %vn1
  %r0e = urem i32 %un21, %vn1
  br label %fix0
fix0:
  %q0 = phi i32 [ %q0e, %digit0 ], [ %q0d, %fix0b ]
  %rh0 = phi i32 [ %r0e, %digit0 ], [ %rh0i, %fix0b ]
  %q0h = lshr i32 %q0, 16
  %big0 = icmp ne i32 %q0h, 0
  br i1 %big0, label %fix0b, label %test0
test0:
  %p0 = mul i32 %q0, %vn0
  %c0h = shl i32 %rh0, 16
  %c0 = or i32 %c0h, %un0
  %gt0 = icmp ugt i32 %p0, %c0
  br i1 %gt0, label %fix0b, label %done
fix0b:
  %q0d = sub i32 %q0, 1
  %rh0i = add i32 %rh0, %vn1
  %rh0ih = lshr i32 %rh0i, 16
  %more0 = icmp eq i32 %rh0ih, 0
  br i1 %more0, label %fix0, label %done
done:
  %q0f = phi i32 [ %q0, %test0 ], [ %q0d, %fix0b ]
  %u21s = shl i32 %un21, 16
  %u10 = or i32 %u21s, %un0
  %qv0 = mul i32 %q0f, %v
  %rn = sub i32 %u10, %qv0
  %r = lshr i32 %rn, %s
  %qh = shl i32 %q1f, 16
  %q = or i32 %qh, %q0f
  %r64 = zext i32 %r to i64
  %rs64 = shl i64 %r64, 32
  %q64 = zext i32 %q to i64
  %qr = or i64 %rs64, %q64
  ret i64 %qr
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

; The entry points. Each divides operands that both fit in 32 bits (for
; the signed ones: both non-negative) with one `divu` itself, without a
; call or a frame; the unsigned ones also pick __egret_udivmod's method
; for wider operands themselves (one call fewer).
define i64 @__udivdi3(i64 %n, i64 %d) {
entry:
  %rem = alloca i64
  %nh64 = lshr i64 %n, 32
  %dh64 = lshr i64 %d, 32
  %hh64 = or i64 %nh64, %dh64
  %small = icmp eq i64 %hh64, 0
  br i1 %small, label %narrow, label %wide
narrow:
  %n32 = trunc i64 %n to i32
  %d32 = trunc i64 %d to i32
  %x32 = udiv i32 %n32, %d32
  %x64 = zext i32 %x32 to i64
  ret i64 %x64
wide:
  %dh = trunc i64 %dh64 to i32
  %dl = trunc i64 %d to i32
  %nh = trunc i64 %nh64 to i32
  %nl = trunc i64 %n to i32
  %d_word = icmp eq i32 %dh, 0
  br i1 %d_word, label %word_divisor, label %long
word_divisor:
  %dlh = lshr i32 %dl, 16
  %d_half = icmp eq i32 %dlh, 0
  br i1 %d_half, label %half, label %word
word:
  %qh = udiv i32 %nh, %dl
  %r1 = urem i32 %nh, %dl
  %qr = call i64 @__egret_div64_32(i32 %r1, i32 %nl, i32 %dl)
  %qh64 = zext i32 %qh to i64
  %qhs = shl i64 %qh64, 32
  %ql64 = and i64 %qr, 4294967295
  %qw = or i64 %qhs, %ql64
  ret i64 %qw
half:
  %dz = icmp eq i32 %dl, 0
  br i1 %dz, label %narrow, label %by_half
by_half:
  %qd = call i64 @__egret_div_by_half(i32 %nh, i32 %nl, i32 %dl, i64* %rem)
  ret i64 %qd
long:
  %qlong = call i64 @__egret_udivmod_long(i64 %n, i64 %d, i64* %rem)
  ret i64 %qlong
}

define i64 @__umoddi3(i64 %n, i64 %d) {
entry:
  %rem = alloca i64
  %nh64 = lshr i64 %n, 32
  %dh64 = lshr i64 %d, 32
  %hh64 = or i64 %nh64, %dh64
  %small = icmp eq i64 %hh64, 0
  br i1 %small, label %narrow, label %wide
narrow:
  %n32 = trunc i64 %n to i32
  %d32 = trunc i64 %d to i32
  %x32 = urem i32 %n32, %d32
  %x64 = zext i32 %x32 to i64
  ret i64 %x64
wide:
  %dh = trunc i64 %dh64 to i32
  %dl = trunc i64 %d to i32
  %nh = trunc i64 %nh64 to i32
  %nl = trunc i64 %n to i32
  %d_word = icmp eq i32 %dh, 0
  br i1 %d_word, label %word_divisor, label %long
word_divisor:
  %dlh = lshr i32 %dl, 16
  %d_half = icmp eq i32 %dlh, 0
  br i1 %d_half, label %half, label %word
word:
  %r1 = urem i32 %nh, %dl
  %qr = call i64 @__egret_div64_32(i32 %r1, i32 %nl, i32 %dl)
  %rw = lshr i64 %qr, 32
  ret i64 %rw
half:
  %dz = icmp eq i32 %dl, 0
  br i1 %dz, label %narrow, label %by_half
by_half:
  %qd = call i64 @__egret_div_by_half(i32 %nh, i32 %nl, i32 %dl, i64* %rem)
  %rd = load i64, i64* %rem
  ret i64 %rd
long:
  %qlong = call i64 @__egret_udivmod_long(i64 %n, i64 %d, i64* %rem)
  %rlong = load i64, i64* %rem
  ret i64 %rlong
}

; Signed: divide the magnitudes; the quotient is negative when the signs
; differ, the remainder has the sign of the dividend (C's truncation).
define i64 @__divdi3(i64 %a, i64 %b) {
entry:
  %ah64 = lshr i64 %a, 32
  %bh64 = lshr i64 %b, 32
  %hh64 = or i64 %ah64, %bh64
  %small = icmp eq i64 %hh64, 0
  br i1 %small, label %narrow, label %wide
narrow:
  %a32 = trunc i64 %a to i32
  %b32 = trunc i64 %b to i32
  %x32 = udiv i32 %a32, %b32
  %x64 = zext i32 %x32 to i64
  ret i64 %x64
wide:
  %bz = icmp eq i64 %b, 0
  br i1 %bz, label %narrow, label %signed
signed:
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
  %ah64 = lshr i64 %a, 32
  %bh64 = lshr i64 %b, 32
  %hh64 = or i64 %ah64, %bh64
  %small = icmp eq i64 %hh64, 0
  br i1 %small, label %narrow, label %wide
narrow:
  %a32 = trunc i64 %a to i32
  %b32 = trunc i64 %b to i32
  %x32 = urem i32 %a32, %b32
  %x64 = zext i32 %x32 to i64
  ret i64 %x64
wide:
  %bz = icmp eq i64 %b, 0
  br i1 %bz, label %narrow, label %signed
signed:
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
