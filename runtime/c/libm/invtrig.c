/* atan, atan2, asin, acos and their float variants.
 * atan: |x| is mapped to |t| <= 7/16 around 0, 1/2, 1, 3/2 or infinity
 * (atan of those points in two pieces), then atan(t) = t - t z A(z),
 * z = t^2. asin/acos: on |x| < 1/2 asin(x) = x + x z P(z)/Q(z); above,
 * asin(x) = pi/2 - 2 asin(sqrt((1 - x)/2)) with the square root split so
 * that its rounding error is carried. Coefficients: tools/coeffs.py.
 * The float variants compute in double and round once. */
#include "libm.h"
#include "coeffs.h"

double sqrt(double x);

/* c with the sign bit set when `negative` (selecting between the two
 * constants, which clang keeps as a select, not a copysign call). */
INLINE double with_sign(double c, int negative) {
    u64 sign = (u64)(negative != 0) << 63;
    return from64(bits64(c) + sign);
}

INLINE double atan_poly(double t) {
    double z = t * t;
    return z * (ATAN_A0 + z * (ATAN_A1 + z * (ATAN_A2 + z * (ATAN_A3 + z * (ATAN_A4 + z * (ATAN_A5 + z * (ATAN_A6 + z * (ATAN_A7 + z * (ATAN_A8 + z * (ATAN_A9 + z * (ATAN_A10 + z * ATAN_A11)))))))))));
}

/* atan(a) = *hi + *lo for finite a >= 7/16 (ix: a's upper word): hi is
 * atan at the nearest of 1/2, 1, 3/2, infinity, lo the rest; corr is
 * added to lo (atan2's correction for the rounding of y/x). */
INLINE void atan_parts(double a, u32 ix, double corr, double *hi, double *lo) {
    double t, c_lo;
    if (ix < 0x3fe60000u) { /* < 11/16 */
        t = (2.0 * a - 1.0) / (2.0 + a);
        *hi = ATAN_HALF_HI;
        c_lo = ATAN_HALF_LO;
    } else if (ix < 0x3ff30000u) { /* < 19/16 */
        t = (a - 1.0) / (a + 1.0);
        *hi = ATAN_ONE_HI;
        c_lo = ATAN_ONE_LO;
    } else if (ix < 0x40038000u) { /* < 39/16 */
        t = (a - 1.5) / (1.0 + 1.5 * a);
        *hi = ATAN_THREE_HALVES_HI;
        c_lo = ATAN_THREE_HALVES_LO;
    } else {
        t = -1.0 / a;
        *hi = PIO2_HI;
        c_lo = PIO2_LO;
    }
    *lo = t - (t * atan_poly(t) - (c_lo + corr));
}

double atan(double x) {
    u32 ix = high_abs(x);
    int negative = (int)(bits64(x) >> 63);
    double hi, lo;
    if (ix >= 0x44100000u) { /* |x| >= 2^66 */
        if ((bits64(x) << 1) > 0xffe0000000000000ull)
            return x + x;
        return with_sign(PIO2_HI + PIO2_LO, negative);
    }
    if (ix < 0x3fdc0000u) { /* |x| < 7/16 */
        if (ix < 0x3e400000u) /* |x| < 2^-27 */
            return x;
        return x - x * atan_poly(x);
    }
    atan_parts(negative ? -x : x, ix, 0.0, &hi, &lo);
    double z = hi + lo;
    return negative ? -z : z;
}

/* A head of 26 significant bits (exact products of two heads). */
INLINE double head26(double a) { return from64(bits64(a) & ~((1ull << 27) - 1)); }

INLINE int is_nan64(double x) { return (bits64(x) << 1) > 0xffe0000000000000ull; }

double atan2(double y, double x) {
    if (is_nan64(x) || is_nan64(y))
        return x + y;
    u64 ux = bits64(x), uy = bits64(y);
    if (ux == 0x3ff0000000000000ull)
        return atan(y);
    int m = (int)(uy >> 63) | (int)((ux >> 62) & 2);
    u32 ix = high_abs(x), iy = high_abs(y);
    if ((uy << 1) == 0) /* y = +-0 */
        return m < 2 ? y : (m == 2 ? PI_HI + PI_LO : -PI_HI - PI_LO);
    if ((ux << 1) == 0) /* x = +-0 */
        return with_sign(PIO2_HI + PIO2_LO, m & 1);
    if (ix == 0x7ff00000u) { /* x = +-inf */
        double r;
        if (iy == 0x7ff00000u)
            r = (m & 2) ? 3.0 * PIO4_HI + 3.0 * PIO4_LO : PIO4_HI + PIO4_LO;
        else
            r = (m & 2) ? PI_HI + PI_LO : 0.0;
        return (m & 1) ? -r : r;
    }
    if (iy == 0x7ff00000u)
        return with_sign(PIO2_HI + PIO2_LO, m & 1);
    int k = (int)(iy >> 20) - (int)(ix >> 20);
    double hi, lo;
    if (k > 60) { /* |y/x| > 2^60 */
        hi = PIO2_HI;
        lo = PIO2_LO;
        m &= 1;
    } else if ((m & 2) && k < -60) { /* x < 0 and |y/x| < 2^-60 */
        hi = 0.0;
        lo = 0.0;
    } else {
        double q = y / x;
        double t = from64(bits64(q) & ~SIGN64);
        u32 it = high_abs(t);
        /* The division's rounding error, q x - y exactly (Dekker). */
        double qh = head26(q), ql = q - qh, xh = head26(x), xl = x - xh;
        double prod = q * x;
        double err = ((qh * xh - prod) + qh * xl + ql * xh) + ql * xl;
        double tail = ((y - prod) - err) / x;
        if (bits64(q) >> 63)
            tail = -tail;
        double corr = tail / (1.0 + t * t); /* atan(t + tail) - atan(t) */
        if (it < 0x3fdc0000u) {
            hi = 0.0;
            lo = t - (t * atan_poly(t) - corr);
        } else {
            atan_parts(t, it, corr, &hi, &lo);
        }
    }
    if (m & 2) { /* pi - (hi + lo), the head difference's error kept */
        double s = PI_HI - hi;
        double e = (PI_HI - s) - hi;
        double r = s + ((e + PI_LO) - lo);
        return (m & 1) ? -r : r;
    }
    double r = hi + lo;
    return (m & 1) ? -r : r;
}

/* z P(z) and Q(z) of asin's rational approximation. */
INLINE double asin_p(double z) {
    return z * (ASIN_P0 + z * (ASIN_P1 + z * (ASIN_P2 + z * (ASIN_P3 + z * (ASIN_P4 + z * ASIN_P5)))));
}
INLINE double asin_q(double z) {
    return 1.0 + z * (ASIN_Q1 + z * (ASIN_Q2 + z * (ASIN_Q3 + z * ASIN_Q4)));
}

double asin(double x) {
    u32 ix = high_abs(x);
    int negative = (int)(bits64(x) >> 63);
    if (ix >= 0x3ff00000u) { /* |x| >= 1 or NaN */
        if ((bits64(x) << 1) == 0x7fe0000000000000ull) /* |x| = 1 */
            return x * PIO2_HI + x * PIO2_LO;
        return (x - x) / (x - x);
    }
    if (ix < 0x3fe00000u) { /* |x| < 1/2 */
        if (ix < 0x3e500000u) /* |x| < 2^-26 */
            return x;
        double z = x * x;
        return x + x * (asin_p(z) / asin_q(z));
    }
    double w = 1.0 - (negative ? -x : x);
    double t = w * 0.5;
    double p = asin_p(t), q = asin_q(t);
    double s = sqrt(t);
    double r;
    if (ix >= 0x3fef3333u) { /* |x| > 0.975 */
        w = p / q;
        r = PIO2_HI - (2.0 * (s + s * w) - PIO2_LO);
    } else {
        double sh = trunc_low32(s);
        double c = (t - sh * sh) / (s + sh);
        double a = 2.0 * s * (p / q) - (PIO2_LO - 2.0 * c);
        double b = PIO4_HI - 2.0 * sh;
        r = PIO4_HI - (a - b);
    }
    return negative ? -r : r;
}

double acos(double x) {
    u32 ix = high_abs(x);
    int negative = (int)(bits64(x) >> 63);
    if (ix >= 0x3ff00000u) {
        if ((bits64(x) << 1) == 0x7fe0000000000000ull) /* |x| = 1 */
            return negative ? PI_HI + 2.0 * PIO2_LO : 0.0;
        return (x - x) / (x - x);
    }
    if (ix < 0x3fe00000u) { /* |x| < 1/2 */
        if (ix <= 0x3c600000u) /* |x| < 2^-57 */
            return PIO2_HI + PIO2_LO;
        double z = x * x;
        double r = asin_p(z) / asin_q(z);
        return PIO2_HI - (x - (PIO2_LO - x * r));
    }
    if (negative) { /* acos(x) = pi - 2 asin(sqrt((1 + x)/2)) */
        double z = (1.0 + x) * 0.5;
        double s = sqrt(z);
        double w = (asin_p(z) / asin_q(z)) * s - PIO2_LO;
        return PI_HI - 2.0 * (s + w);
    }
    double z = (1.0 - x) * 0.5; /* acos(x) = 2 asin(sqrt((1 - x)/2)) */
    double s = sqrt(z);
    double sh = trunc_low32(s);
    double c = (z - sh * sh) / (s + sh);
    double w = (asin_p(z) / asin_q(z)) * s + c;
    return 2.0 * (sh + w);
}

float atanf(float x) { return (float)atan((double)x); }
float atan2f(float y, float x) { return (float)atan2((double)y, (double)x); }
float asinf(float x) { return (float)asin((double)x); }
float acosf(float x) { return (float)acos((double)x); }
