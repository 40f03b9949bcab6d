/*
 * Division: __divsf3 __divdf3, the special operands from one template
 * (div_tmpl.h). NaN: a's quieted, else b's quieted; 0/0 and
 * inf/inf are the default NaN; x/0 is infinity, x/inf zero (signs xored).
 * Cpu0's `divu` divides words, so the quotient is built from word-sized
 * digits: four 8-bit digits for float, four 14-bit digits for double (each
 * estimated by one `divu` on the divisor's top 18 bits, at most one below
 * the true digit, then corrected).
 */
#include "softfloat.h"

/* q = floor(ma * 2^30 / mb), in [2^30, 2^31): a leading 1, then 30 bits
   in digits of 8, 8, 8 and 6; r < mb < 2^24 throughout. */
SF_INLINE u32 f32_div_sig(u32 sign, i32 exp, u32 ma, u32 mb) {
    u32 r = ma - mb, q = 1;
    q = (q << 8) | ((r << 8) / mb);
    r = (r << 8) % mb;
    q = (q << 8) | ((r << 8) / mb);
    r = (r << 8) % mb;
    q = (q << 8) | ((r << 8) / mb);
    r = (r << 8) % mb;
    q = (q << 6) | ((r << 6) / mb);
    r = (r << 6) % mb;
    return f32_round_pack(sign, exp, q | (r != 0));
}

/* One 14-bit digit of r * 2^14 / mb, r < mb: returns the digit and leaves
   the new remainder in *r. bt1 is mb's top 18 bits plus one. */
SF_INLINE u32 f64_div_digit(u64 *r, u64 mb, u32 bt1) {
    u32 d = (((u32)(*r >> 35)) << 14) / bt1;
    /* Computed modulo 2^64: the true remainder is below 2 mb. */
    u64 prod = mul32(d, (u32)mb) + ((u64)(d * (u32)(mb >> 32)) << 32);
    u64 rem = (*r << 14) - prod;
    if (rem >= mb) {
        rem -= mb;
        d += 1;
    }
    *r = rem;
    return d;
}

/* q = floor(ma * 2^56 / mb) in [2^56, 2^57): a leading 1 and four
   14-bit digits. */
SF_INLINE u64 f64_div_sig(u64 sign, i32 exp, u64 ma, u64 mb) {
    u32 bt1 = (u32)(mb >> 35) + 1;
    u64 r = ma - mb;
    u32 q1 = f64_div_digit(&r, mb, bt1);
    u32 q2 = f64_div_digit(&r, mb, bt1);
    u32 q3 = f64_div_digit(&r, mb, bt1);
    u32 q4 = f64_div_digit(&r, mb, bt1);
    /* q << 6 = 1 << 62 | q1 << 48 | q2 << 34 | q3 << 20 | q4 << 6. */
    u32 hi = 0x40000000u | (q1 << 16) | (q2 << 2) | (q3 >> 12);
    u32 lo = (q3 << 20) | (q4 << 6) | (r != 0);
    return f64_round_pack(sign, exp, ((u64)hi << 32) | lo);
}

#define SF_BITS 32
#include "format.h"
#include "div_tmpl.h"
#undef SF_BITS
#define SF_BITS 64
#include "format.h"
#include "div_tmpl.h"

u32 __divsf3(u32 a, u32 b) { return f32_div(a, b); }

u64 __divdf3(u64 a, u64 b) { return f64_div(a, b); }
