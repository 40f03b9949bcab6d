/* The sin, cos and tan kernels on [-pi/4, pi/4] (x plus its tail y), shared
 * by trig.c's functions and always inlined. Coefficients: coeffs.h. */
#include "libm.h"
#include "coeffs.h"

int __egret_rem_pio2(double x, double *y);

/* sin(x + y) for |x| <= pi/4, |y| tiny; y_zero when y == 0. */
INLINE double kernel_sin(double x, double y, int y_zero) {
    double z = x * x;
    double v = z * x;
    double r = SIN_S1 + z * (SIN_S2 + z * (SIN_S3 + z * (SIN_S4 + z * SIN_S5)));
    if (y_zero)
        return x + v * (SIN_S0 + z * r);
    return x - ((z * (0.5 * y - v * r) - y) - v * SIN_S0);
}

/* cos(x + y) for |x| <= pi/4: 1 - z/2 evaluated with its rounding error
 * recovered, plus z^2 * C(z) and the tail's -x*y. */
INLINE double kernel_cos(double x, double y) {
    double z = x * x;
    double r = z * (COS_C0 + z * (COS_C1 + z * (COS_C2 + z * (COS_C3 + z * (COS_C4 + z * COS_C5)))));
    double hz = 0.5 * z;
    double w = 1.0 - hz;
    return w + (((1.0 - w) - hz) + (z * r - x * y));
}

/* tan(x + y) (odd == 0) or -1/tan(x + y) (odd == 1) for |x| <= pi/4. Above
 * 0.6744 it works on pi/4 - |x| through tan(pi/4 - a) = 1 - 2 tan a/(1 + tan a). */
INLINE double kernel_tan(double x, double y, int odd) {
    u32 hx = high_abs(x);
    int big = hx >= 0x3fe59428u; /* |x| >= 0.6744 */
    int negative = (int)(bits64(x) >> 63);
    if (big) {
        if (negative) {
            x = -x;
            y = -y;
        }
        x = (PIO4_HI - x) + (PIO4_LO - y);
        y = 0.0;
    }
    double z = x * x;
    double s = z * x;
    double q = TAN_T1 + z * (TAN_T2 + z * (TAN_T3 + z * (TAN_T4 + z * (TAN_T5 + z * (TAN_T6 + z * (TAN_T7 + z * (TAN_T8 + z * (TAN_T9 + z * (TAN_T10 + z * (TAN_T11 + z * TAN_T12))))))))));
    double r = y + z * (s * q + y);
    r += TAN_T0 * s;
    double w = x + r;
    if (big) {
        double v = odd ? -1.0 : 1.0;
        double t = v - 2.0 * (x - (w * w / (w + v) - r));
        return negative ? -t : t;
    }
    if (!odd)
        return w;
    /* -1/w with the rounding of w and of the division recovered:
     * w = zh + zl, a = -1/w, th = a cut to 21 bits, th*zh exact. */
    double zh = trunc_low32(w);
    double zl = r - (zh - x);
    double a = -1.0 / w;
    double th = trunc_low32(a);
    double e = 1.0 + th * zh;
    return th + a * (e + th * zl);
}
