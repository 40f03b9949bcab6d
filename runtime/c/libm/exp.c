/* exp and expf. x = k ln2 + r with |r| <= ln2/2 (ln2 in two pieces, the
 * head with trailing zeros so k*LN2_HI is exact); then
 * exp(r) = 1 + 2r/(R(r) - r) with R(r) = r (e^r + 1)/(e^r - 1) = 2 + z P(z),
 * z = r^2, P fitted by tools/coeffs.py; the result is scaled by 2^k on its
 * exponent bits (scale2 rounds once into the subnormals). */
#include "libm.h"
#include "coeffs.h"

#define EXP_OVERFLOW 0x1.62e42fefa39efp+9   /* largest x with finite exp(x) */
#define EXP_UNDERFLOW -0x1.74910d52d3051p+9 /* below: exp(x) rounds to 0 */

/* exp(hi + lo) * 2^k for |hi + lo| <= ~ln2/2 (r = hi - lo is the
 * reduced argument, lo its tail): the last steps of exp and pow. */
double __egret_exp_reduced(double hi, double lo, int k) {
    double r = hi - lo;
    double z = r * r;
    double c = r - z * (EXP_P0 + z * (EXP_P1 + z * (EXP_P2 + z * (EXP_P3 + z * EXP_P4))));
    double y = 1.0 - ((lo - (r * c) / (2.0 - c)) - hi);
    return k == 0 ? y : scale2(y, k);
}

double exp(double x) {
    u32 hx = high_abs(x);
    if (hx >= 0x40862e42u) { /* |x| >= 709.78 or NaN/inf */
        if (hx >= 0x7ff00000u) {
            if (bits64(x) == 0xfff0000000000000ull)
                return 0.0;
            return x + x; /* +inf or NaN */
        }
        if (x > EXP_OVERFLOW)
            return 0x1p1023 * 0x1p1023;
        if (x < EXP_UNDERFLOW)
            return 0x1p-1022 * 0x1p-1022;
    }
    if (hx < 0x3e300000u) /* |x| < 2^-28: exp(x) = 1 + x rounded */
        return 1.0 + x;
    int k;
    double hi, lo;
    if (hx > 0x3fd62e42u) { /* |x| > ln2/2 */
        double t = x * INVLN2 + 0x1.8p52;
        k = (int)(u32)bits64(t);
        double fk = t - 0x1.8p52;
        hi = x - fk * LN2_HI;
        lo = fk * LN2_LO;
    } else {
        k = 0;
        hi = x;
        lo = 0.0;
    }
    return __egret_exp_reduced(hi, lo, k);
}

float expf(float x) { return (float)exp((double)x); }
