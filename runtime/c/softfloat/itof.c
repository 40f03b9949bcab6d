/*
 * Integer to float, rounded to nearest even: __float{si,di,unsi,undi}sf and
 * __float{si,di,unsi,undi}df. Zero converts to +0.
 */
#include "softfloat.h"

/* A non-zero word magnitude to binary32. */
SF_INLINE u32 f32_from_u32(u32 sign, u32 x) {
    u32 n = clz32(x);
    u32 sig = n ? x << (n - 1) : (x >> 1) | (x & 1);
    return f32_round_pack(sign, 158 - (i32)n, sig);
}

u32 __floatsisf(i32 i) {
    if (i == 0)
        return 0;
    u32 sign = (u32)i & F32_SIGN;
    return f32_from_u32(sign, sign ? -(u32)i : (u32)i);
}

u32 __floatunsisf(u32 i) { return i ? f32_from_u32(0, i) : 0; }

/* A non-zero double-word magnitude to binary32. */
SF_INLINE u32 f32_from_u64(u32 sign, u64 x) {
    u32 n = clz64(x);
    u64 t = x << n;
    u32 sig = (u32)(t >> 33) | (((u32)t | ((u32)(t >> 32) & 1)) != 0);
    return f32_round_pack(sign, 190 - (i32)n, sig);
}

u32 __floatdisf(i64 i) {
    if (i == 0)
        return 0;
    u32 sign = (u32)((u64)i >> 32) & F32_SIGN;
    return f32_from_u64(sign, sign ? -(u64)i : (u64)i);
}

u32 __floatundisf(u64 i) { return i ? f32_from_u64(0, i) : 0; }

/* A non-zero word magnitude to binary64 (always exact). */
SF_INLINE u64 f64_from_u32(u32 sign, u32 x) {
    u32 n = clz32(x);
    u32 m = x << n;
    u32 hi = sign | (((1053 - n) << 20) + (m >> 11));
    return ((u64)hi << 32) | (m << 21);
}

u64 __floatsidf(i32 i) {
    if (i == 0)
        return 0;
    u32 sign = (u32)i & F32_SIGN;
    return f64_from_u32(sign, sign ? -(u32)i : (u32)i);
}

u64 __floatunsidf(u32 i) { return i ? f64_from_u32(0, i) : 0; }

/* A non-zero double-word magnitude to binary64. */
SF_INLINE u64 f64_from_u64(u64 sign, u64 x) {
    u32 n = clz64(x);
    u64 t = x << n;
    return f64_round_pack(sign, 1086 - (i32)n, (t >> 1) | (t & 1));
}

u64 __floatdidf(i64 i) {
    if (i == 0)
        return 0;
    u64 sign = (u64)i & F64_SIGN;
    return f64_from_u64(sign, sign ? -(u64)i : (u64)i);
}

u64 __floatundidf(u64 i) { return i ? f64_from_u64(0, i) : 0; }
