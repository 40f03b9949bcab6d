/*
 * Division: __divsf3 __divdf3, the special operands from one template
 * (div_tmpl.h). NaN: a's quieted, else b's quieted; 0/0 and
 * inf/inf are the default NaN; x/0 is infinity, x/inf zero (signs xored).
 * Cpu0's `divu` divides words. The float quotient is built from four
 * word-sized digits (8, 8, 8 and 6 bits) of the remainder over the
 * divisor. The double quotient takes two 28-bit digits, each estimated by
 * multiplying the remainder's top word by a reciprocal of the divisor's
 * top word (one `divu` and one Newton step, as compiler-rt refines its
 * reciprocal) and corrected by the sign and size of the new remainder.
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

/* floor(2^63 / m) for m in [2^31, 2^32), or at most 7 below it (so never
   above 2^32 - 1; checked for every m): a 16-bit estimate by one `divu` on m's top half, too
   small by a relative 2^-15 at most, then one Newton step,
   r (2 - m r / 2^63), which squares the error. */
SF_INLINE u32 f64_recip(u32 m) {
    u32 s = 0xFFFFFFFFu / ((m >> 16) + 1); /* < 2^48 / m, in (2^16, 2^17) */
    u64 e = (1ull << 48) - mul32(m, s);     /* in (0, 2^35) */
    u64 c = mul32(s, (u32)(e >> 3));        /* s e / 8 */
    return (s << 15) + (u32)(c >> 30);
}

/* One 28-bit digit of r * 2^28 / mb (r < mb, both below 2^53): returns it
   and leaves the new remainder in *r. rcp is f64_recip(mb >> 21). The
   estimate (r's top 32 bits times rcp) is at most three below the digit
   or one above it (mb's truncation); the remainder, computed modulo 2^64,
   tells which way to correct. */
SF_INLINE u32 f64_div_digit(u64 *r, u64 mb, u32 rcp) {
    u32 d = (u32)(mul32((u32)(*r >> 21), rcp) >> 35);
    u64 rem = (*r << 28) - (mul32(d, (u32)mb) + ((u64)(d * (u32)(mb >> 32)) << 32));
    if ((i64)rem < 0) {
        rem += mb;
        d -= 1;
    }
    while (rem >= mb) {
        rem -= mb;
        d += 1;
    }
    *r = rem;
    return d;
}

/* q = floor(ma * 2^56 / mb) in [2^56, 2^57): a leading 1 and two 28-bit
   digits, each estimated with a reciprocal of mb's top 32 bits. */
SF_INLINE u64 f64_div_sig(u64 sign, i32 exp, u64 ma, u64 mb) {
    u32 rcp = f64_recip((u32)(mb >> 21));
    u64 r = ma - mb;
    u32 q1 = f64_div_digit(&r, mb, rcp);
    u32 q2 = f64_div_digit(&r, mb, rcp);
    /* q << 6 = 1 << 62 | q1 << 34 | q2 << 6. */
    u32 hi = 0x40000000u | (q1 << 2) | (q2 >> 26);
    u32 lo = (q2 << 6) | (r != 0);
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
