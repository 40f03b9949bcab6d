/*
 * Correctly rounded square roots: sqrtf and sqrt (libm's names, on bit
 * patterns). NaN: quieted; a negative non-zero operand (-inf included)
 * gives the default NaN; sqrt(-0) = -0, sqrt(+inf) = +inf.
 *
 * The root is found digit by digit ("restoring" square root): each step
 * brings down the next two bits of the radicand and decides one bit of
 * the root; the final remainder says whether the root is exact, which is
 * the sticky bit for rounding. The early steps, whose root and remainder
 * fit in a word, run on words.
 */
#include "softfloat.h"

/* One root digit on words: r = remainder, s = root so far, two = the next
   two radicand bits. */
SF_INLINE void sqrt_step32(u32 *r, u32 *s, u32 two) {
    u32 rr = (*r << 2) | two;
    u32 t = (*s << 2) | 1;
    *s <<= 1;
    if (rr >= t) {
        rr -= t;
        *s |= 1;
    }
    *r = rr;
}

SF_INLINE void sqrt_step64(u64 *r, u64 *s, u32 two) {
    u64 rr = (*r << 2) | two;
    u64 t = (*s << 2) | 1;
    *s <<= 1;
    if (rr >= t) {
        rr -= t;
        *s |= 1;
    }
    *r = rr;
}

u32 sqrtf(u32 a) {
    u32 aa = a & ~F32_SIGN;
    if (aa - 1 >= F32_INF - 1 || a >> 31) {
        if (aa > F32_INF)
            return a | F32_QUIET;
        if (aa == 0 || a == F32_INF)
            return a;
        return F32_DEFAULT_NAN;
    }
    i32 e = (i32)(aa >> 23);
    u32 m = aa & 0x7FFFFF;
    if (e)
        m |= 0x800000;
    else
        e = f32_norm_sub(&m);
    /* The radicand m * 2^(27 or 28), its exponent even, in [2^50, 2^52);
       its top word is x, the low 20 bits are zero. The root s has 26 bits. */
    u32 x = m << (7 + !(e & 1));
    u32 r = 0, s = 0;
    for (u32 i = 0; i < 16; i++) {
        sqrt_step32(&r, &s, x >> 30);
        x <<= 2;
    }
    for (u32 i = 0; i < 10; i++)
        sqrt_step32(&r, &s, 0);
    return f32_round_pack(0, (e + 127) >> 1, (s << 5) | (r != 0));
}

u64 sqrt(u64 a) {
    u64 aa = a & ~F64_SIGN;
    if (aa - 1 >= F64_INF - 1 || a >> 63) {
        if (aa > F64_INF)
            return a | F64_QUIET;
        if (aa == 0 || a == F64_INF)
            return a;
        return F64_DEFAULT_NAN;
    }
    i32 e = (i32)(aa >> 52);
    u64 m = aa & 0xFFFFFFFFFFFFFull;
    if (e)
        m |= 0x10000000000000ull;
    else
        e = f64_norm_sub(&m);
    /* The radicand m * 2^(56 or 57), exponent even, in [2^108, 2^110): its
       top 64 bits are x, the rest zero. The root has 55 bits; the first 28
       steps fit in words (remainder <= 2 * root < 2^29). */
    u64 x = m << (10 + !(e & 1));
    u32 xh = (u32)(x >> 32), xl = (u32)x;
    u32 r32 = 0, s32 = 0;
    for (u32 i = 0; i < 16; i++) {
        sqrt_step32(&r32, &s32, xh >> 30);
        xh <<= 2;
    }
    for (u32 i = 0; i < 12; i++) {
        sqrt_step32(&r32, &s32, xl >> 30);
        xl <<= 2;
    }
    u64 r = r32, s = s32;
    for (u32 i = 0; i < 4; i++) {
        sqrt_step64(&r, &s, xl >> 30);
        xl <<= 2;
    }
    for (u32 i = 0; i < 23; i++)
        sqrt_step64(&r, &s, 0);
    return f64_round_pack(0, (e + 1023) >> 1, (s << 8) | (r != 0));
}
