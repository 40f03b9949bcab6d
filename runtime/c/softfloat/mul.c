/*
 * Multiplication: __mulsf3 __muldf3. NaN: a's quieted, else b's quieted;
 * zero times infinity is the default NaN.
 */
#include "softfloat.h"

u32 __mulsf3(u32 a, u32 b) {
    u32 sign = (a ^ b) & F32_SIGN;
    i32 ea = (i32)((a >> 23) & 0xFF), eb = (i32)((b >> 23) & 0xFF);
    u32 ma, mb;
    if ((u32)(ea - 1) >= 0xFEu || (u32)(eb - 1) >= 0xFEu) {
        /* A zero, subnormal, infinity or NaN. */
        u32 aa = a & ~F32_SIGN, ab = b & ~F32_SIGN;
        if (aa > F32_INF)
            return a | F32_QUIET;
        if (ab > F32_INF)
            return b | F32_QUIET;
        if (aa == F32_INF)
            return ab ? sign | F32_INF : F32_DEFAULT_NAN;
        if (ab == F32_INF)
            return aa ? sign | F32_INF : F32_DEFAULT_NAN;
        if (aa == 0 || ab == 0)
            return sign;
        ma = aa & 0x7FFFFF;
        mb = ab & 0x7FFFFF;
        if (ea)
            ma |= 0x800000;
        else
            ea = f32_norm_sub(&ma);
        if (eb)
            mb |= 0x800000;
        else
            eb = f32_norm_sub(&mb);
        ma <<= 8;
        mb <<= 8;
    } else {
        ma = (a << 8) | 0x80000000u;
        mb = (b << 8) | 0x80000000u;
    }
    /* ma in [2^31, 2^32), mb / 2 in [2^30, 2^31) (its low bit is 0): the
       top word of the product lies in [2^29, 2^31). */
    u64 p = mul32(ma, mb >> 1);
    u32 sig = (u32)(p >> 32) | ((u32)p != 0);
    i32 exp = ea + eb - 126;
    if (sig < 0x40000000u) {
        sig <<= 1;
        exp -= 1;
    }
    return f32_round_pack(sign, exp, sig);
}

u64 __muldf3(u64 a, u64 b) {
    u64 sign = (a ^ b) & F64_SIGN;
    i32 ea = (i32)((u32)(a >> 52) & 0x7FF), eb = (i32)((u32)(b >> 52) & 0x7FF);
    u64 ma, mb;
    if ((u32)(ea - 1) >= 0x7FEu || (u32)(eb - 1) >= 0x7FEu) {
        u64 aa = a & ~F64_SIGN, ab = b & ~F64_SIGN;
        if (aa > F64_INF)
            return a | F64_QUIET;
        if (ab > F64_INF)
            return b | F64_QUIET;
        if (aa == F64_INF)
            return ab ? sign | F64_INF : F64_DEFAULT_NAN;
        if (ab == F64_INF)
            return aa ? sign | F64_INF : F64_DEFAULT_NAN;
        if (aa == 0 || ab == 0)
            return sign;
        ma = aa & 0xFFFFFFFFFFFFFull;
        mb = ab & 0xFFFFFFFFFFFFFull;
        if (ea)
            ma |= 0x10000000000000ull;
        else
            ea = f64_norm_sub(&ma);
        if (eb)
            mb |= 0x10000000000000ull;
        else
            eb = f64_norm_sub(&mb);
        ma <<= 11;
        mb <<= 11;
    } else {
        ma = (a << 11) | F64_SIGN;
        mb = (b << 11) | F64_SIGN;
    }
    /* ma in [2^63, 2^64), mb / 2 in [2^62, 2^63) (its low bit is 0): the
       top double word of the 128-bit product lies in [2^61, 2^63). */
    mb >>= 1;
    u32 a0 = (u32)ma, a1 = (u32)(ma >> 32), b0 = (u32)mb, b1 = (u32)(mb >> 32);
    u64 p00 = mul32(a0, b0), p01 = mul32(a0, b1), p10 = mul32(a1, b0);
    u64 mid = (p00 >> 32) + (u32)p01 + (u32)p10;
    u64 sig = mul32(a1, b1) + (p01 >> 32) + (p10 >> 32) + (mid >> 32);
    sig |= ((u32)p00 | (u32)mid) != 0;
    i32 exp = ea + eb - 1022;
    if (sig < 0x4000000000000000ull) {
        sig <<= 1;
        exp -= 1;
    }
    return f64_round_pack(sign, exp, sig);
}
