/*
 * __extendsfdf2 (exact) and __truncdfsf2 (rounded to nearest even). A NaN
 * keeps its sign and the high bits of its payload, and becomes quiet.
 */
#include "softfloat.h"

u64 __extendsfdf2(u32 a) {
    u32 sign = a & F32_SIGN;
    u32 e = (a >> 23) & 0xFF;
    u32 m = a & 0x7FFFFF;
    u32 hi;
    if (e == 0xFF) {
        hi = sign | F64_INF_HI | (m >> 3);
        if (m)
            hi |= F64_QUIET_HI;
    } else if (e == 0) {
        if (m == 0)
            return (u64)sign << 32;
        i32 ne = f32_norm_sub(&m);
        hi = sign | ((u32)(ne + 895) << 20) + (m >> 3);
    } else {
        hi = sign | ((e + 896) << 20) | (m >> 3);
    }
    return ((u64)hi << 32) | (m << 29);
}

u32 __truncdfsf2(u64 a) {
    u32 hi = (u32)(a >> 32), lo = (u32)a;
    u32 sign = hi & F32_SIGN;
    u32 e = (hi >> 20) & 0x7FF;
    u32 mhi = hi & 0xFFFFF;
    if (e == 0x7FF) {
        if (mhi | lo)
            return sign | F32_INF | F32_QUIET | (mhi << 3) | (lo >> 29);
        return sign | F32_INF;
    }
    /* The significand with its leading bit at 30, the rest jammed. */
    u32 sig = (mhi << 10) | (lo >> 22) | ((lo & 0x3FFFFF) != 0);
    if (e)
        sig |= 0x40000000u;
    else
        e = 1;
    return f32_round_pack(sign, (i32)e - 896, sig);
}
