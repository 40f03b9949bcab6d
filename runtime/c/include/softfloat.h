/*
 * Shared helpers of the soft-float routines (runtime/c/softfloat/):
 * IEEE-754 binary32 and binary64 on their bit patterns, in integer-only C
 * so that egret compiles it without floating point. docs/softfloat.md
 * describes the routines, their NaN rules (DESIGN23) and their cost.
 *
 * Conventions. A binary32 value in flight is (sign, exp, sig) meaning
 * sig * 2^(exp - 157), with sig < 2^31; it is normal when bit 30 of sig is
 * set, and then exp is the biased exponent of the result before rounding.
 * Bits 6..0 of sig are the round bits, bit 0 sticky. A binary64 value is
 * (sign, exp, sig) meaning sig * 2^(exp - 1085), sig < 2^63, bit 62 the
 * leading bit, bits 9..0 the round bits. Every helper here is inlined into
 * the routine that uses it, so that each routine stays its own runtime
 * member (functions sharing a `static` helper share a member). The
 * routines written once for both formats use the templates of
 * runtime/c/softfloat/ (format.h).
 */
#ifndef EGRET_SOFTFLOAT_H
#define EGRET_SOFTFLOAT_H

typedef unsigned int u32;
typedef int i32;
typedef unsigned long long u64;
typedef long long i64;

#define SF_INLINE static inline __attribute__((always_inline))

#define F32_SIGN 0x80000000u
#define F32_INF 0x7F800000u
#define F32_QUIET 0x00400000u
#define F32_DEFAULT_NAN 0x7FC00000u
#define F64_SIGN_HI 0x80000000u
#define F64_INF_HI 0x7FF00000u
#define F64_QUIET_HI 0x00080000u
#define F64_SIGN 0x8000000000000000ull
#define F64_INF 0x7FF0000000000000ull
#define F64_QUIET 0x0008000000000000ull
#define F64_DEFAULT_NAN 0x7FF8000000000000ull

/* The leading zeros of each byte value (runtime/divide.ll). */
extern const unsigned char __egret_clz8[256];

/* Leading zeros of a non-zero word: Cpu0 has no clz instruction. */
SF_INLINE u32 clz32(u32 x) {
    u32 n = 0;
    if (x < 0x10000u) {
        n = 16;
        x <<= 16;
    }
    if (x < 0x1000000u) {
        n += 8;
        x <<= 8;
    }
    return n + __egret_clz8[x >> 24];
}

/* Leading zeros of a non-zero double word. */
SF_INLINE u32 clz64(u64 x) {
    u32 hi = (u32)(x >> 32);
    return hi ? clz32(hi) : 32 + clz32((u32)x);
}

/* The full product of two words (one `multu`). */
SF_INLINE u64 mul32(u32 a, u32 b) { return (u64)a * b; }

/* x >> n with the bits shifted out ORed into bit 0 ("jamming"); n >= 1. */
SF_INLINE u32 shr_jam32(u32 x, u32 n) {
    if (n >= 32)
        return x != 0;
    return (x >> n) | ((x << (32 - n)) != 0);
}

/* The same on a double word, n >= 1. */
SF_INLINE u64 shr_jam64(u64 x, u32 n) {
    if (n >= 64)
        return x != 0;
    return (x >> n) | ((x << (64 - n)) != 0);
}

/* Rounds (nearest, ties to even) and packs a binary32 (see the top). */
SF_INLINE u32 f32_round_pack(u32 sign, i32 exp, u32 sig) {
    if ((u32)(exp - 1) >= 0xFEu) {
        if (exp > 0)
            return sign | F32_INF;
        sig = shr_jam32(sig, (u32)(1 - exp));
        exp = 1;
    }
    u32 round = sig & 0x7F;
    sig = (sig + 0x40) >> 7;
    if (round == 0x40)
        sig &= ~1u;
    /* The leading bit, if set, adds one to exp - 1; a carry out of the
       rounding moves into the exponent, up to infinity. */
    return sign | (((u32)(exp - 1) << 23) + sig);
}

/* Rounds and packs a binary64 (see the top). */
SF_INLINE u64 f64_round_pack(u64 sign, i32 exp, u64 sig) {
    if ((u32)(exp - 1) >= 0x7FEu) {
        if (exp > 0)
            return sign | F64_INF;
        sig = shr_jam64(sig, (u32)(1 - exp));
        exp = 1;
    }
    u32 round = (u32)sig & 0x3FF;
    sig = (sig + 0x200) >> 10;
    if (round == 0x200)
        sig &= ~1ull;
    return sign | (((u64)(u32)(exp - 1) << 52) + sig);
}

/* Normalises a binary32 subnormal significand m (non-zero, < 2^23) so that
   bit 23 is set, returning the exponent it then has. */
SF_INLINE i32 f32_norm_sub(u32 *m) {
    u32 shift = clz32(*m) - 8;
    *m <<= shift;
    return 1 - (i32)shift;
}

/* The same for binary64 (m < 2^52, bit 52 set after). */
SF_INLINE i32 f64_norm_sub(u64 *m) {
    u32 shift = clz64(*m) - 11;
    *m <<= shift;
    return 1 - (i32)shift;
}

#endif
