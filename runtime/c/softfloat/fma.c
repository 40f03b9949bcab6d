/*
 * Fused multiply-add, a * b + c rounded once: fmaf and fma (libm's names,
 * on bit patterns). NaN: the first NaN of a, b, c, quieted; inf * 0 and
 * (+-inf) + (-+inf) give the default NaN. An exact zero sum of non-zero
 * terms is +0; a zero product plus a zero c is -0 only if both are -0.
 *
 * The product is exact (48 bits for float, 106 for double), c is aligned
 * to it with the bits shifted out jammed into a sticky bit, and the sum is
 * rounded once.
 */
#include "softfloat.h"

typedef unsigned _BitInt(128) u128;

/* The special cases: returns 1 and the result in *out when one of a, b,
   c is NaN, infinite or zero (zero c with a finite non-zero product
   excepted). ea, eb, ec are the biased exponent fields. */
SF_INLINE int f32_fma_special(u32 a, u32 b, u32 c, u32 *out) {
    u32 aa = a & ~F32_SIGN, ab = b & ~F32_SIGN, ac = c & ~F32_SIGN;
    u32 psign = (a ^ b) & F32_SIGN;
    if (aa > F32_INF || ab > F32_INF || ac > F32_INF) {
        *out = (aa > F32_INF ? a : ab > F32_INF ? b : c) | F32_QUIET;
        return 1;
    }
    if (aa == F32_INF || ab == F32_INF) {
        if (aa == 0 || ab == 0 || (ac == F32_INF && (c & F32_SIGN) != psign))
            *out = F32_DEFAULT_NAN;
        else
            *out = psign | F32_INF;
        return 1;
    }
    if (ac == F32_INF) {
        *out = c;
        return 1;
    }
    if (aa == 0 || ab == 0) {
        *out = ac == 0 ? (psign & c) : c;
        return 1;
    }
    return 0;
}

/* The sum of (sign, sig) * 2^e terms, both sigs in [2^61, 2^62): returns
   the sum's sign and leaves its significand (leading bit at 62, sticky
   jammed; 0 for an exact zero) in *sig and its exponent in *e. */
SF_INLINE u64 add_terms64(u64 ps, u64 *sig, i32 *e, u64 cs, u64 csig, i32 ce) {
    u64 psig = *sig;
    i32 pe = *e;
    if (ce > pe || (ce == pe && csig > psig)) {
        u64 t = psig;
        psig = csig;
        csig = t;
        i32 te = pe;
        pe = ce;
        ce = te;
        t = ps;
        ps = cs;
        cs = t;
    }
    if (pe != ce)
        csig = shr_jam64(csig, (u32)(pe - ce));
    u64 s;
    if (ps == cs) {
        s = psig + csig;
    } else {
        s = psig - csig;
        if (s == 0) {
            *sig = 0;
            return 0;
        }
    }
    u32 shift = clz64(s) - 1;
    *sig = s << shift;
    *e = pe - (i32)shift;
    return ps;
}

u32 fmaf(u32 a, u32 b, u32 c) {
    u32 out;
    if (f32_fma_special(a, b, c, &out))
        return out;
    i32 ea = (i32)((a >> 23) & 0xFF), eb = (i32)((b >> 23) & 0xFF);
    u32 ma = a & 0x7FFFFF, mb = b & 0x7FFFFF;
    if (ea)
        ma |= 0x800000;
    else
        ea = f32_norm_sub(&ma);
    if (eb)
        mb |= 0x800000;
    else
        eb = f32_norm_sub(&mb);
    /* The product ma * mb in [2^46, 2^48) moved to [2^61, 2^62). */
    u64 psig = mul32(ma, mb) << 14;
    i32 pe = ea + eb - 314;
    if (psig < 0x2000000000000000ull) {
        psig <<= 1;
        pe -= 1;
    }
    u64 ps = (a ^ b) & F32_SIGN;
    u32 ac = c & ~F32_SIGN;
    if (ac) {
        i32 ec = (i32)(ac >> 23);
        u32 mc = ac & 0x7FFFFF;
        if (ec)
            mc |= 0x800000;
        else
            ec = f32_norm_sub(&mc);
        ps = add_terms64(ps, &psig, &pe, c & F32_SIGN, (u64)mc << 38, ec - 188);
        if (psig == 0)
            return 0;
    } else {
        psig <<= 1;
        pe -= 1;
    }
    /* psig * 2^pe with psig's leading bit at 62. */
    u32 sig = (u32)(psig >> 32) | ((u32)psig != 0);
    return f32_round_pack((u32)ps, pe + 189, sig);
}

/* x >> n with the bits shifted out jammed into bit 0, n >= 1. */
SF_INLINE u128 shr_jam128(u128 x, u32 n) {
    if (n >= 128)
        return x != 0;
    return (x >> n) | ((x << (128 - n)) != 0);
}

SF_INLINE int f64_fma_special(u64 a, u64 b, u64 c, u64 *out) {
    u64 aa = a & ~F64_SIGN, ab = b & ~F64_SIGN, ac = c & ~F64_SIGN;
    u64 psign = (a ^ b) & F64_SIGN;
    if (aa > F64_INF || ab > F64_INF || ac > F64_INF) {
        *out = (aa > F64_INF ? a : ab > F64_INF ? b : c) | F64_QUIET;
        return 1;
    }
    if (aa == F64_INF || ab == F64_INF) {
        if (aa == 0 || ab == 0 || (ac == F64_INF && (c & F64_SIGN) != psign))
            *out = F64_DEFAULT_NAN;
        else
            *out = psign | F64_INF;
        return 1;
    }
    if (ac == F64_INF) {
        *out = c;
        return 1;
    }
    if (aa == 0 || ab == 0) {
        *out = ac == 0 ? (psign & c) : c;
        return 1;
    }
    return 0;
}

/* A double's significand (leading bit at 52) and its exponent. */
SF_INLINE u64 f64_unpack(u64 a, i32 *e) {
    i32 ea = (i32)((a >> 52) & 0x7FF);
    u64 m = a & 0xFFFFFFFFFFFFFull;
    if (ea)
        m |= 0x10000000000000ull;
    else
        ea = f64_norm_sub(&m);
    *e = ea;
    return m;
}

u64 fma(u64 a, u64 b, u64 c) {
    u64 out;
    if (f64_fma_special(a, b, c, &out))
        return out;
    i32 ea, eb;
    u64 ma = f64_unpack(a, &ea), mb = f64_unpack(b, &eb);
    u32 a0 = (u32)ma, a1 = (u32)(ma >> 32), b0 = (u32)mb, b1 = (u32)(mb >> 32);
    u64 p00 = mul32(a0, b0), p01 = mul32(a0, b1), p10 = mul32(a1, b0);
    u64 mid = (p00 >> 32) + (u32)p01 + (u32)p10;
    u64 hi = mul32(a1, b1) + (p01 >> 32) + (p10 >> 32) + (mid >> 32);
    u64 lo = (mid << 32) | (u32)p00;
    /* The product in [2^104, 2^106) moved to [2^125, 2^126). */
    u128 psig = (((u128)hi << 64) | lo) << 20;
    i32 pe = ea + eb - 2170;
    if (!(psig >> 125)) {
        psig <<= 1;
        pe -= 1;
    }
    u64 ps = (a ^ b) & F64_SIGN;
    if (c & ~F64_SIGN) {
        i32 ec;
        u128 csig = (u128)f64_unpack(c, &ec) << 73;
        ec -= 1148;
        u64 cs = c & F64_SIGN;
        if (ec > pe || (ec == pe && csig > psig)) {
            u128 t = psig;
            psig = csig;
            csig = t;
            i32 te = pe;
            pe = ec;
            ec = te;
            u64 ts = ps;
            ps = cs;
            cs = ts;
        }
        if (pe != ec)
            csig = shr_jam128(csig, (u32)(pe - ec));
        if (ps == cs) {
            psig += csig;
        } else {
            psig -= csig;
            if (psig == 0)
                return 0;
        }
        u64 top = (u64)(psig >> 64);
        u32 shift = (top ? clz64(top) : 64 + clz64((u64)psig)) - 1;
        psig <<= shift;
        pe -= (i32)shift;
    } else {
        psig <<= 1;
        pe -= 1;
    }
    /* psig * 2^pe with psig's leading bit at 126. */
    u64 sig = (u64)(psig >> 64) | ((u64)psig != 0);
    return f64_round_pack(ps, pe + 1149, sig);
}
