/* The exact libm functions, written once for both formats on the bit
 * pattern with integer operations only (no float arithmetic), so that
 * they are exact by construction and cheap without an FPU.
 * Included by exact64.c and exact32.c with these macros defined:
 *   FT (float type), UT/ST (its unsigned/signed integer of the same size),
 *   MB (stored mantissa bits), EMAX (all-ones biased exponent),
 *   BIAS, TOBITS/FROMBITS, NAME(f) (the function's name for the format).
 * Rounding is to nearest even; NaN operands come back quieted
 * (DESIGN23 rules); there is no floating-point environment to set. */

#define ONE ((UT)1)
#define SIGNBIT (ONE << (sizeof(UT) * 8 - 1))
#define MANT ((ONE << MB) - 1)
#define QUIET (ONE << (MB - 1))
#define EXPF(u) ((int)(((u) >> MB) & EMAX))

INLINE int NAME(is_nan_)(UT u) { return (u & ~SIGNBIT) > ((UT)EMAX << MB); }

#ifndef EXACT_ROUNDING_MODES
#define EXACT_ROUNDING_MODES
enum { R_TRUNC, R_FLOOR, R_CEIL, R_ROUND, R_EVEN };
#endif

/* x rounded to an integral value in `mode`. */
INLINE UT NAME(round_bits_)(UT u, int mode) {
    int e = EXPF(u) - BIAS;
    UT sign = u & SIGNBIT;
    if (e >= MB)
        return NAME(is_nan_)(u) ? (u | QUIET) : u;
    if (e < 0) { /* |x| < 1; zeros keep their sign */
        int up;
        if (mode == R_FLOOR)
            up = u > SIGNBIT; /* negative, non-zero */
        else if (mode == R_CEIL)
            up = (ST)u > 0; /* positive, non-zero */
        else if (mode == R_ROUND)
            up = e == -1;
        else if (mode == R_EVEN)
            up = e == -1 && (u & MANT) != 0;
        else
            up = 0;
        return sign | (up ? ((UT)BIAS << MB) : 0);
    }
    UT frac_mask = MANT >> e;
    UT frac = u & frac_mask;
    if (frac == 0)
        return u;
    UT unit = frac_mask + 1;
    UT half = unit >> 1;
    int up;
    if (mode == R_FLOOR)
        up = sign != 0;
    else if (mode == R_CEIL)
        up = sign == 0;
    else if (mode == R_ROUND)
        up = frac >= half;
    else if (mode == R_EVEN)
        up = frac > half || (frac == half && (u & unit) != 0);
    else
        up = 0;
    u &= ~frac_mask;
    return up ? u + unit : u;
}

FT NAME(trunc)(FT x) { return FROMBITS(NAME(round_bits_)(TOBITS(x), R_TRUNC)); }
FT NAME(floor)(FT x) { return FROMBITS(NAME(round_bits_)(TOBITS(x), R_FLOOR)); }
FT NAME(ceil)(FT x) { return FROMBITS(NAME(round_bits_)(TOBITS(x), R_CEIL)); }
FT NAME(round)(FT x) { return FROMBITS(NAME(round_bits_)(TOBITS(x), R_ROUND)); }
FT NAME(roundeven)(FT x) { return FROMBITS(NAME(round_bits_)(TOBITS(x), R_EVEN)); }
FT NAME(rint)(FT x) { return FROMBITS(NAME(round_bits_)(TOBITS(x), R_EVEN)); }
FT NAME(nearbyint)(FT x) { return FROMBITS(NAME(round_bits_)(TOBITS(x), R_EVEN)); }

/* An integral value's bits converted to a `width`-bit signed integer,
 * saturating like the __fix* routines: out of range gives the minimum or
 * maximum by sign, NaN by its sign bit. */
INLINE i64 NAME(to_int_)(UT u, int width) {
    int e = EXPF(u) - BIAS;
    int neg = (u & SIGNBIT) != 0;
    i64 max = (i64)((1ull << (width - 1)) - 1);
    if (e < 0)
        return 0;
    if (e >= width - 1)
        return neg ? -max - 1 : max;
    u64 m = (u64)((u & MANT) | (MANT + 1));
    u64 mag = e >= MB ? m << (e - MB) : m >> (MB - e);
    return neg ? -(i64)mag : (i64)mag;
}

long NAME(lrint)(FT x) {
    return (long)NAME(to_int_)(NAME(round_bits_)(TOBITS(x), R_EVEN), sizeof(long) * 8);
}
long long NAME(llrint)(FT x) { return NAME(to_int_)(NAME(round_bits_)(TOBITS(x), R_EVEN), 64); }
long NAME(lround)(FT x) {
    return (long)NAME(to_int_)(NAME(round_bits_)(TOBITS(x), R_ROUND), sizeof(long) * 8);
}
long long NAME(llround)(FT x) { return NAME(to_int_)(NAME(round_bits_)(TOBITS(x), R_ROUND), 64); }

FT NAME(fabs)(FT x) { return FROMBITS(TOBITS(x) & ~SIGNBIT); }
FT NAME(copysign)(FT x, FT y) {
    return FROMBITS((TOBITS(x) & ~SIGNBIT) | (TOBITS(y) & SIGNBIT));
}

/* Maps bits to an unsigned key in the order of the values (-0 < +0). */
INLINE UT NAME(order_key_)(UT u) { return (u & SIGNBIT) ? ~u : (u | SIGNBIT); }

FT NAME(fmin)(FT x, FT y) {
    UT a = TOBITS(x), b = TOBITS(y);
    if (NAME(is_nan_)(a))
        return NAME(is_nan_)(b) ? FROMBITS(a | QUIET) : y;
    if (NAME(is_nan_)(b))
        return x;
    return NAME(order_key_)(a) <= NAME(order_key_)(b) ? x : y;
}
FT NAME(fmax)(FT x, FT y) {
    UT a = TOBITS(x), b = TOBITS(y);
    if (NAME(is_nan_)(a))
        return NAME(is_nan_)(b) ? FROMBITS(a | QUIET) : y;
    if (NAME(is_nan_)(b))
        return x;
    return NAME(order_key_)(a) >= NAME(order_key_)(b) ? x : y;
}

/* Splits a finite non-zero magnitude into a mantissa with its hidden bit
 * set (bit MB) and a biased exponent that is <= 0 for subnormals. */
INLINE UT NAME(unpack_)(UT a, int *e) {
    int ex = EXPF(a);
    UT m = a & MANT;
    if (ex != 0)
        m |= MANT + 1;
    else
        for (ex = 1; !(m & (MANT + 1)); ex--)
            m <<= 1;
    *e = ex;
    return m;
}

/* sign * m * 2^(e - BIAS - MB) for m in [2^MB, 2^(MB+1)), rounded to
 * nearest even into the subnormals, overflowing to infinity. */
INLINE UT NAME(pack_)(UT sign, UT m, int e) {
    if (e >= EMAX)
        return sign | ((UT)EMAX << MB);
    if (e >= 1)
        return sign | ((UT)e << MB) | (m & MANT);
    int shift = 1 - e;
    if (shift > MB + 1)
        return sign;
    UT q = m >> shift;
    UT rem = m & ((ONE << shift) - 1);
    UT half = ONE << (shift - 1);
    if (rem > half || (rem == half && (q & 1)))
        q++;
    return sign | q;
}

FT NAME(fmod)(FT x, FT y) {
    UT ux = TOBITS(x), uy = TOBITS(y);
    UT sign = ux & SIGNBIT, ax = ux & ~SIGNBIT, ay = uy & ~SIGNBIT;
    if (NAME(is_nan_)(ux))
        return FROMBITS(ux | QUIET);
    if (NAME(is_nan_)(uy))
        return FROMBITS(uy | QUIET);
    if (ax == ((UT)EMAX << MB) || ay == 0)
        return FROMBITS(((UT)EMAX << MB) | QUIET);
    if (ax < ay || ay == ((UT)EMAX << MB))
        return x;
    if (ax == ay)
        return FROMBITS(sign);
    int ex, ey;
    UT mx = NAME(unpack_)(ax, &ex), my = NAME(unpack_)(ay, &ey);
    for (; ex > ey; ex--) {
        if (mx >= my)
            mx -= my;
        mx <<= 1;
    }
    if (mx >= my)
        mx -= my;
    if (mx == 0)
        return FROMBITS(sign);
    for (; !(mx & (MANT + 1)); ex--)
        mx <<= 1;
    return FROMBITS(NAME(pack_)(sign, mx, ex));
}

FT NAME(frexp)(FT x, int *exp) {
    UT u = TOBITS(x), a = u & ~SIGNBIT;
    *exp = 0;
    if (a == 0 || EXPF(u) == EMAX)
        return NAME(is_nan_)(u) ? FROMBITS(u | QUIET) : x;
    int e;
    UT m = NAME(unpack_)(a, &e);
    *exp = e - (BIAS - 1);
    return FROMBITS((u & SIGNBIT) | ((UT)(BIAS - 1) << MB) | (m & MANT));
}

FT NAME(ldexp)(FT x, int n) {
    UT u = TOBITS(x), a = u & ~SIGNBIT;
    if (a == 0 || EXPF(u) == EMAX)
        return NAME(is_nan_)(u) ? FROMBITS(u | QUIET) : x;
    int e;
    UT m = NAME(unpack_)(a, &e);
    if (n > 4 * EMAX)
        n = 4 * EMAX;
    if (n < -4 * EMAX)
        n = -4 * EMAX;
    return FROMBITS(NAME(pack_)(u & SIGNBIT, m, e + n));
}
FT NAME(scalbn)(FT x, int n) { return NAME(ldexp)(x, n); }

FT NAME(modf)(FT x, FT *ip) {
    UT u = TOBITS(x), sign = u & SIGNBIT;
    int e = EXPF(u) - BIAS;
    if (e >= MB) {
        if (NAME(is_nan_)(u)) {
            *ip = FROMBITS(u | QUIET);
            return *ip;
        }
        *ip = x;
        return FROMBITS(sign);
    }
    if (e < 0) {
        *ip = FROMBITS(sign);
        return x;
    }
    UT frac_mask = MANT >> e;
    UT frac = u & frac_mask;
    *ip = FROMBITS(u & ~frac_mask);
    if (frac == 0)
        return FROMBITS(sign);
    int k = 0;
    for (; !(frac & (MANT + 1)); k++)
        frac <<= 1;
    return FROMBITS(sign | ((UT)(BIAS + e - k) << MB) | (frac & MANT));
}

#undef ONE
#undef SIGNBIT
#undef MANT
#undef QUIET
#undef EXPF
