/* pow and powf. log|x| is computed in two doubles to ~2^-66 relative
 * (a 128-entry table, tools/pow_table.py, brings the mantissa within
 * 2^-7.5 of 1 exactly, then log(1+r) by its series with the -r^2/2 term
 * exact); y log|x| is formed with an exact (Dekker) product and exp of it
 * reuses exp.c's last steps on the head and tail. Special cases follow
 * C99 F.9.4.4. powf computes in double and rounds once. */
#include "libm.h"
#include "coeffs.h"
#include "pow_table.h"

const double __egret_pow_table[128][3] = {POW_TABLE_ENTRIES};

double __egret_exp_reduced(double hi, double lo, int k);

/* 0: not an integer, 1: odd integer, 2: even integer (y finite, non-zero). */
INLINE int integer_kind(u64 uy) {
    int e = (int)((uy >> 52) & 0x7ff) - 0x3ff;
    if (e < 0)
        return 0;
    if (e > 52)
        return 2;
    u64 frac = (uy & 0x000fffffffffffffull) | 0x0010000000000000ull;
    if (frac & ((1ull << (52 - e)) - 1))
        return 0;
    return ((frac >> (52 - e)) & 1) ? 1 : 2;
}

INLINE double split_head(double a) { return from64(bits64(a) & ~((1ull << 27) - 1)); }

/* Exact a + b = s + *e for any a, b (Knuth's two-sum). */
INLINE double two_sum(double a, double b, double *e) {
    double s = a + b;
    double bb = s - a;
    *e = (a - (s - bb)) + (b - bb);
    return s;
}

/* log(ax) = *hi + *lo for finite positive ax. */
INLINE void log_extended(u64 ix, double *hi, double *lo) {
    int k = 0;
    if (ix < 0x0010000000000000ull) { /* subnormal */
        ix = bits64(from64(ix) * 0x1p52);
        k = -52;
    }
    u64 tmp = ix - POW_OFF;
    int i = (int)((tmp >> 45) & 127);
    k += (int)((i64)tmp >> 52);
    double z = from64(ix - (tmp & 0xfff0000000000000ull));
    double invc = __egret_pow_table[i][0];
    double zh = from64(bits64(z) & ~0xffull);
    /* r = z invc - 1 = rh + rl exactly (both products exact), then
     * renormalized so that rh holds all of r that a double can. */
    double rl0 = (z - zh) * invc;
    double rl;
    double rh = two_sum(zh * invc - 1.0, rl0, &rl);
    double r = rh;
    /* -rh^2/2 = d + d_err exactly */
    double h = split_head(rh), l = rh - h;
    double sq = rh * rh;
    double sq_err = ((h * h - sq) + 2.0 * h * l) + l * l;
    double d = -0.5 * sq, d_err = -0.5 * sq_err;
    double r2 = r * r;
    double p = r2 * r * (0x1.5555555555555p-2 + r * (-0.25 + r * (0x1.999999999999ap-3 + r * (-0x1.5555555555555p-3 + r * (0x1.2492492492492p-3 + r * (-0.125 + r * 0x1.c71c71c71c71cp-4))))));
    double dk = (double)k;
    double a = dk * LN2_HI;
    double s1 = a + __egret_pow_table[i][1];
    double e1 = (a - s1) + __egret_pow_table[i][1];
    double e2, e3;
    double s2 = two_sum(s1, rh, &e2);
    double s3 = s2 + d;
    e3 = (s2 - s3) + d;
    double small = dk * LN2_LO + __egret_pow_table[i][2] + rl - rh * rl + d_err + p;
    double t = e1 + e2 + e3 + small;
    *hi = s3 + t;
    *lo = t - (*hi - s3);
}

/* The special cases of F.9.4.4 with x or y zero, infinite or NaN. */
INLINE double pow_special(double x, double y, u64 ux, u64 uy) {
    u64 ax = ux & ~SIGN64, ay = uy & ~SIGN64;
    if (ax > 0x7ff0000000000000ull || ay > 0x7ff0000000000000ull)
        return x + y;
    if (ay == 0x7ff0000000000000ull) { /* y = +-inf */
        if (ax == 0x3ff0000000000000ull)
            return 1.0;
        return ((ax < 0x3ff0000000000000ull) == (uy >> 63 != 0)) ? y * y : 0.0;
    }
    int odd = integer_kind(uy) == 1;
    int negative_y = (int)(uy >> 63);
    double r;
    if (ax == 0) /* x = +-0 */
        r = negative_y ? 1.0 / 0.0 : 0.0;
    else /* x = +-inf */
        r = negative_y ? 0.0 : 1.0 / 0.0;
    return (odd && (ux >> 63)) ? -r : r;
}

double pow(double x, double y) {
    u64 ux = bits64(x), uy = bits64(y);
    if ((uy << 1) == 0 || ux == 0x3ff0000000000000ull)
        return 1.0;
    u64 ax = ux & ~SIGN64;
    if (ax == 0 || ax >= 0x7ff0000000000000ull || (uy << 1) >= 0xffe0000000000000ull)
        return pow_special(x, y, ux, uy);
    double sign = 1.0;
    if (ux >> 63) {
        int kind = integer_kind(uy);
        if (kind == 0)
            return (x - x) / (x - x);
        if (kind == 1)
            sign = -1.0;
    }
    double lh, ll;
    log_extended(ax, &lh, &ll);
    double yh = split_head(y), yl = y - yh;
    double lhh = split_head(lh), lhl = lh - lhh;
    double p = y * lh;
    double p_err = ((yh * lhh - p) + yh * lhl + yl * lhh) + yl * lhl;
    double plo = p_err + y * ll;
    if (p > 710.0)
        return sign * 0x1p1023 * 0x1p1023;
    if (p < -746.0)
        return sign * 0x1p-1022 * 0x1p-1022;
    double t = p * INVLN2 + 0x1.8p52;
    int k = (int)(u32)bits64(t);
    double fk = t - 0x1.8p52;
    double hi = p - fk * LN2_HI;
    double lo = fk * LN2_LO - plo;
    return sign * __egret_exp_reduced(hi, lo, k);
}

float powf(float x, float y) { return (float)pow((double)x, (double)y); }
