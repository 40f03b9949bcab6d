/*
 * Multiplication: __mulsf3 __muldf3, the special operands from one
 * template (mul_tmpl.h). NaN: a's quieted, else b's quieted; zero times
 * infinity is the default NaN.
 */
#include "softfloat.h"

/* ma in [2^31, 2^32), mb / 2 in [2^30, 2^31) (its low bit is 0): the top
   word of their product (one `multu`) lies in [2^29, 2^31). */
SF_INLINE u32 f32_mul_sig(u32 sign, i32 exp, u32 ma, u32 mb) {
    u64 p = mul32(ma, mb >> 1);
    u32 sig = (u32)(p >> 32) | ((u32)p != 0);
    exp += 1;
    if (sig < 0x40000000u) {
        sig <<= 1;
        exp -= 1;
    }
    return f32_round_pack(sign, exp, sig);
}

/* ma in [2^63, 2^64), mb / 2 in [2^62, 2^63) (its low bit is 0): the top
   double word of their 128-bit product lies in [2^61, 2^63); four
   `multu`, the low half of the product only feeding the sticky bit. */
SF_INLINE u64 f64_mul_sig(u64 sign, i32 exp, u64 ma, u64 mb) {
    mb >>= 1;
    u32 a0 = (u32)ma, a1 = (u32)(ma >> 32), b0 = (u32)mb, b1 = (u32)(mb >> 32);
    u64 p00 = mul32(a0, b0), p01 = mul32(a0, b1), p10 = mul32(a1, b0);
    u64 mid = (p00 >> 32) + (u32)p01 + (u32)p10;
    u64 sig = mul32(a1, b1) + (p01 >> 32) + (p10 >> 32) + (mid >> 32);
    sig |= ((u32)p00 | (u32)mid) != 0;
    exp += 1;
    if (sig < 0x4000000000000000ull) {
        sig <<= 1;
        exp -= 1;
    }
    return f64_round_pack(sign, exp, sig);
}

#define SF_BITS 32
#include "format.h"
#include "mul_tmpl.h"
#undef SF_BITS
#define SF_BITS 64
#include "format.h"
#include "mul_tmpl.h"

u32 __mulsf3(u32 a, u32 b) { return f32_mul(a, b); }

u64 __muldf3(u64 a, u64 b) { return f64_mul(a, b); }
