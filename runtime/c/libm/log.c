/* log, log10 and their float variants. x = 2^k (1 + f) with
 * sqrt(2)/2 <= 1 + f < sqrt(2); s = f/(2 + f);
 * log(1 + f) = 2 atanh(s) = f - (f^2/2 - s (f^2/2 + R)), R = s^2 L(s^2)
 * (L fitted by tools/coeffs.py). log10 keeps f - f^2/2 in a head of 21
 * bits and a tail so that multiplying by 1/ln10 (in two pieces) and
 * adding k log10(2) lose nothing before the last rounding.
 * log(0) = -inf, log(x < 0) = NaN, log(+inf) = +inf, NaN stays NaN. */
#include "libm.h"
#include "coeffs.h"

/* Reduces finite positive x: returns k and sets *f. Subnormals first
 * become normal through a multiplication by 2^54. */
INLINE int log_reduce(double x, double *f) {
    u64 u = bits64(x);
    int k = 0;
    if (u < 0x0010000000000000ull) {
        u = bits64(x * 0x1p54);
        k = -54;
    }
    /* Bias the exponent so that mantissas >= sqrt(2) count in the next k. */
    u += 0x3ff0000000000000ull - 0x3fe6a09e00000000ull;
    k += (int)(u >> 52) - 0x3ff;
    u = (u & 0x000fffffffffffffull) + 0x3fe6a09e00000000ull;
    *f = from64(u) - 1.0;
    return k;
}

/* NaN or +-inf result for x <= 0, inf or NaN; 0 when x is finite positive. */
INLINE int log_special(double x, double *result) {
    u64 u = bits64(x);
    if ((u << 1) == 0) {
        *result = -1.0 / 0.0;
        return 1;
    }
    if (u >> 63) {
        *result = (x - x) / 0.0;
        return 1;
    }
    if (u >= 0x7ff0000000000000ull) {
        *result = x + x;
        return 1;
    }
    return 0;
}

INLINE double log_tail(double f, double s, double hfsq) {
    double z = s * s;
    double r = z * (LOG_L0 + z * (LOG_L1 + z * (LOG_L2 + z * (LOG_L3 + z * (LOG_L4 + z * (LOG_L5 + z * LOG_L6))))));
    return s * (hfsq + r);
}

double log(double x) {
    double result, f;
    if (log_special(x, &result))
        return result;
    int k = log_reduce(x, &f);
    double s = f / (2.0 + f);
    double hfsq = 0.5 * f * f;
    double dk = (double)k;
    return dk * LN2_HI - ((hfsq - (log_tail(f, s, hfsq) + dk * LN2_LO)) - f);
}

double log10(double x) {
    double result, f;
    if (log_special(x, &result))
        return result;
    int k = log_reduce(x, &f);
    double s = f / (2.0 + f);
    double hfsq = 0.5 * f * f;
    double tail = log_tail(f, s, hfsq);
    double hi = trunc_low32(f - hfsq);
    double lo = (f - hi) - hfsq + tail;
    double dk = (double)k;
    double vhi = hi * IVLN10_HI;
    double vlo = (lo + hi) * IVLN10_LO + lo * IVLN10_HI;
    double y = dk * LOG10_2_HI;
    vlo += dk * LOG10_2_LO;
    double w = y + vhi;
    vlo += (y - w) + vhi;
    return vlo + w;
}

float logf(float x) { return (float)log((double)x); }
float log10f(float x) { return (float)log10((double)x); }
