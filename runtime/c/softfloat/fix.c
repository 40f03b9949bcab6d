/*
 * Float to integer, truncating toward zero: __fix{s,d}f{si,di} and
 * __fixuns{s,d}f{si,di}. Out of range saturates by the sign (a NaN by its
 * sign bit); the unsigned ones give 0 for any negative input.
 */
#include "softfloat.h"

i32 __fixsfsi(u32 a) {
    u32 e = (a >> 23) & 0xFF;
    if (e < 127)
        return 0;
    if (e >= 127 + 31)
        return (i32)a < 0 ? (i32)0x80000000u : 0x7FFFFFFF;
    u32 m = (a << 8) | 0x80000000u;
    u32 v = m >> (158 - e);
    return (i32)a < 0 ? -(i32)v : (i32)v;
}

u32 __fixunssfsi(u32 a) {
    u32 e = (a >> 23) & 0xFF;
    if ((i32)a < 0 || e < 127)
        return 0;
    if (e >= 127 + 32)
        return 0xFFFFFFFFu;
    return ((a << 8) | 0x80000000u) >> (158 - e);
}

/* |a| truncated, for 127 <= e < 127 + 64. */
SF_INLINE u64 f32_fix64(u32 a, u32 e) {
    u32 m = (a << 8) | 0x80000000u;
    if (e < 159)
        return m >> (158 - e);
    return (u64)m << (e - 158);
}

i64 __fixsfdi(u32 a) {
    u32 e = (a >> 23) & 0xFF;
    if (e < 127)
        return 0;
    if (e >= 127 + 63)
        return (i32)a < 0 ? (i64)0x8000000000000000ull : 0x7FFFFFFFFFFFFFFFll;
    u64 v = f32_fix64(a, e);
    return (i32)a < 0 ? -(i64)v : (i64)v;
}

u64 __fixunssfdi(u32 a) {
    u32 e = (a >> 23) & 0xFF;
    if ((i32)a < 0 || e < 127)
        return 0;
    if (e >= 127 + 64)
        return 0xFFFFFFFFFFFFFFFFull;
    return f32_fix64(a, e);
}

/* The leading word of a double's significand, leading bit at 31. */
SF_INLINE u32 f64_top_word(u64 a) {
    return ((u32)(a >> 21)) | 0x80000000u;
}

i32 __fixdfsi(u64 a) {
    u32 hi = (u32)(a >> 32);
    u32 e = (hi >> 20) & 0x7FF;
    if (e < 1023)
        return 0;
    if (e >= 1023 + 31)
        return (i32)hi < 0 ? (i32)0x80000000u : 0x7FFFFFFF;
    u32 v = f64_top_word(a) >> (1054 - e);
    return (i32)hi < 0 ? -(i32)v : (i32)v;
}

u32 __fixunsdfsi(u64 a) {
    u32 hi = (u32)(a >> 32);
    u32 e = (hi >> 20) & 0x7FF;
    if ((i32)hi < 0 || e < 1023)
        return 0;
    if (e >= 1023 + 32)
        return 0xFFFFFFFFu;
    return f64_top_word(a) >> (1054 - e);
}

/* |a| truncated, for 1023 <= e < 1023 + 64. */
SF_INLINE u64 f64_fix64(u64 a, u32 e) {
    u64 m = (a << 11) | 0x8000000000000000ull;
    return m >> (1086 - e);
}

i64 __fixdfdi(u64 a) {
    u32 hi = (u32)(a >> 32);
    u32 e = (hi >> 20) & 0x7FF;
    if (e < 1023)
        return 0;
    if (e >= 1023 + 63)
        return (i32)hi < 0 ? (i64)0x8000000000000000ull : 0x7FFFFFFFFFFFFFFFll;
    u64 v = f64_fix64(a, e);
    return (i32)hi < 0 ? -(i64)v : (i64)v;
}

u64 __fixunsdfdi(u64 a) {
    u32 hi = (u32)(a >> 32);
    u32 e = (hi >> 20) & 0x7FF;
    if ((i32)hi < 0 || e < 1023)
        return 0;
    if (e >= 1023 + 64)
        return 0xFFFFFFFFFFFFFFFFull;
    return f64_fix64(a, e);
}
