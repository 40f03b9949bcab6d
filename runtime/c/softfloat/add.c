/*
 * Addition and subtraction: __addsf3 __subsf3 __adddf3 __subdf3.
 * NaN: a's (quieted) if a is NaN, else b's as given (quieted, its sign
 * kept also when subtracting); inf - inf is the default NaN. An exact zero
 * sum of non-zero operands is +0.
 */
#include "softfloat.h"

/* a + (b with its sign flipped by bflip). */
SF_INLINE u32 f32_add(u32 a, u32 b, u32 bflip) {
    u32 aa = a & ~F32_SIGN, ab = b & ~F32_SIGN;
    if (aa - 1 >= F32_INF - 1 || ab - 1 >= F32_INF - 1) {
        /* A zero, an infinity or a NaN. */
        if (aa > F32_INF)
            return a | F32_QUIET;
        if (ab > F32_INF)
            return b | F32_QUIET;
        b ^= bflip;
        if (aa == F32_INF)
            return (ab == F32_INF && (a ^ b) >> 31) ? F32_DEFAULT_NAN : a;
        if (ab == F32_INF)
            return b;
        if (aa == 0)
            return ab == 0 ? (a & b) : b;
        return a;
    }
    b ^= bflip;
    if (aa < ab) {
        u32 t = a;
        a = b;
        b = t;
        t = aa;
        aa = ab;
        ab = t;
    }
    u32 sign = a & F32_SIGN;
    i32 ea = (i32)(aa >> 23), eb = (i32)(ab >> 23);
    u32 ma = (aa & 0x7FFFFF) << 6, mb = (ab & 0x7FFFFF) << 6;
    if (ea)
        ma |= 0x20000000u;
    else
        ea = 1;
    if (eb)
        mb |= 0x20000000u;
    else
        eb = 1;
    u32 d = (u32)(ea - eb);
    if (d)
        mb = shr_jam32(mb, d);
    u32 sig;
    if ((a ^ b) >> 31 == 0) {
        sig = ma + mb;
        if (sig < 0x40000000u)
            return f32_round_pack(sign, ea, sig << 1);
        return f32_round_pack(sign, ea + 1, sig);
    }
    sig = ma - mb;
    if (sig >= 0x20000000u) /* One or two bits cancelled: no count. */
        return f32_round_pack(sign, ea, sig << 1);
    if (sig >= 0x10000000u)
        return f32_round_pack(sign, ea - 1, sig << 2);
    if (sig == 0)
        return 0;
    u32 shift = clz32(sig) - 1;
    if ((i32)shift > ea)
        shift = (u32)ea;
    return f32_round_pack(sign, ea + 1 - (i32)shift, sig << shift);
}

u32 __addsf3(u32 a, u32 b) { return f32_add(a, b, 0); }

u32 __subsf3(u32 a, u32 b) { return f32_add(a, b, F32_SIGN); }

SF_INLINE u64 f64_add(u64 a, u64 b, u64 bflip) {
    u64 aa = a & ~F64_SIGN, ab = b & ~F64_SIGN;
    u32 ea0 = (u32)(a >> 52) & 0x7FF, eb0 = (u32)(b >> 52) & 0x7FF;
    if (ea0 - 1 >= 0x7FEu || eb0 - 1 >= 0x7FEu) {
        /* A zero, subnormal, infinity or NaN (subnormals go on below). */
        if (aa > F64_INF)
            return a | F64_QUIET;
        if (ab > F64_INF)
            return b | F64_QUIET;
        u64 bs = b ^ bflip;
        if (aa == F64_INF)
            return (ab == F64_INF && (a ^ bs) >> 63) ? F64_DEFAULT_NAN : a;
        if (ab == F64_INF)
            return bs;
        if (aa == 0)
            return ab == 0 ? (a & bs) : bs;
        if (ab == 0)
            return a;
    }
    b ^= bflip;
    if (aa < ab) {
        u64 t = a;
        a = b;
        b = t;
        t = aa;
        aa = ab;
        ab = t;
    }
    u64 sign = a & F64_SIGN;
    i32 ea = (i32)(aa >> 52), eb = (i32)(ab >> 52);
    u64 ma = (aa & 0xFFFFFFFFFFFFFull) << 9, mb = (ab & 0xFFFFFFFFFFFFFull) << 9;
    if (ea)
        ma |= 0x2000000000000000ull;
    else
        ea = 1;
    if (eb)
        mb |= 0x2000000000000000ull;
    else
        eb = 1;
    u32 d = (u32)(ea - eb);
    if (d)
        mb = shr_jam64(mb, d);
    u64 sig;
    if ((a ^ b) >> 63 == 0) {
        sig = ma + mb;
        if (sig < 0x4000000000000000ull)
            return f64_round_pack(sign, ea, sig << 1);
        return f64_round_pack(sign, ea + 1, sig);
    }
    sig = ma - mb;
    if (sig >= 0x2000000000000000ull)
        return f64_round_pack(sign, ea, sig << 1);
    if (sig >= 0x1000000000000000ull)
        return f64_round_pack(sign, ea - 1, sig << 2);
    if (sig == 0)
        return 0;
    u32 shift = clz64(sig) - 1;
    if ((i32)shift > ea)
        shift = (u32)ea;
    return f64_round_pack(sign, ea + 1 - (i32)shift, sig << shift);
}

u64 __adddf3(u64 a, u64 b) { return f64_add(a, b, 0); }

u64 __subdf3(u64 a, u64 b) { return f64_add(a, b, F64_SIGN); }
