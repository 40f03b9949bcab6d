/*
 * Division: __divsf3 __divdf3. NaN: a's quieted, else b's quieted; 0/0 and
 * inf/inf are the default NaN; x/0 is infinity, x/inf zero (signs xored).
 * Cpu0's `divu` divides words, so the quotient is built from word-sized
 * digits: four 8-bit digits for float, four 14-bit digits for double (each
 * estimated by one `divu` on the divisor's top 18 bits, at most one below
 * the true digit, then corrected).
 */
#include "softfloat.h"

u32 __divsf3(u32 a, u32 b) {
    u32 sign = (a ^ b) & F32_SIGN;
    i32 ea = (i32)((a >> 23) & 0xFF), eb = (i32)((b >> 23) & 0xFF);
    u32 ma = a & 0x7FFFFF, mb = b & 0x7FFFFF;
    if ((u32)(ea - 1) >= 0xFEu || (u32)(eb - 1) >= 0xFEu) {
        /* A zero, subnormal, infinity or NaN. */
        u32 aa = a & ~F32_SIGN, ab = b & ~F32_SIGN;
        if (aa > F32_INF)
            return a | F32_QUIET;
        if (ab > F32_INF)
            return b | F32_QUIET;
        if (aa == F32_INF)
            return ab == F32_INF ? F32_DEFAULT_NAN : sign | F32_INF;
        if (ab == F32_INF)
            return sign;
        if (aa == 0)
            return ab == 0 ? F32_DEFAULT_NAN : sign;
        if (ab == 0)
            return sign | F32_INF;
        if (ea)
            ma |= 0x800000;
        else
            ea = f32_norm_sub(&ma);
        if (eb)
            mb |= 0x800000;
        else
            eb = f32_norm_sub(&mb);
    } else {
        ma |= 0x800000;
        mb |= 0x800000;
    }
    i32 exp = ea - eb + 127;
    if (ma < mb) {
        ma <<= 1;
        exp -= 1;
    }
    /* q = floor(ma * 2^30 / mb), in [2^30, 2^31): a leading 1, then 30
       bits in digits of 8, 8, 8 and 6; r < mb < 2^24 throughout. */
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

u64 __divdf3(u64 a, u64 b) {
    u64 sign = (a ^ b) & F64_SIGN;
    i32 ea = (i32)((u32)(a >> 52) & 0x7FF), eb = (i32)((u32)(b >> 52) & 0x7FF);
    u64 ma = a & 0xFFFFFFFFFFFFFull, mb = b & 0xFFFFFFFFFFFFFull;
    if ((u32)(ea - 1) >= 0x7FEu || (u32)(eb - 1) >= 0x7FEu) {
        u64 aa = a & ~F64_SIGN, ab = b & ~F64_SIGN;
        if (aa > F64_INF)
            return a | F64_QUIET;
        if (ab > F64_INF)
            return b | F64_QUIET;
        if (aa == F64_INF)
            return ab == F64_INF ? F64_DEFAULT_NAN : sign | F64_INF;
        if (ab == F64_INF)
            return sign;
        if (aa == 0)
            return ab == 0 ? F64_DEFAULT_NAN : sign;
        if (ab == 0)
            return sign | F64_INF;
        if (ea)
            ma |= 0x10000000000000ull;
        else
            ea = f64_norm_sub(&ma);
        if (eb)
            mb |= 0x10000000000000ull;
        else
            eb = f64_norm_sub(&mb);
    } else {
        ma |= 0x10000000000000ull;
        mb |= 0x10000000000000ull;
    }
    i32 exp = ea - eb + 1023;
    if (ma < mb) {
        ma <<= 1;
        exp -= 1;
    }
    /* q = floor(ma * 2^56 / mb) in [2^56, 2^57): a leading 1 and four
       14-bit digits. */
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
