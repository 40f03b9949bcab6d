/* sin, cos, tan and their float variants. |x| <= pi/4 goes straight to the
 * kernels (trig.h); larger finite x is reduced by __egret_rem_pio2 and the
 * quadrant picks the kernel and sign. Infinity and NaN give NaN. The float
 * variants compute in double and round once (error <= 0.5 ulp + 2^-29 ulp). */
#include "trig.h"

double sin(double x) {
    u32 ix = high_abs(x);
    double y[2];
    if (ix <= 0x3fe921fbu) { /* |x| <~ pi/4 */
        if (ix < 0x3e500000u) /* |x| < 2^-26: sin x = x to within 2^-54 relative */
            return x;
        return kernel_sin(x, 0.0, 1);
    }
    if (ix >= 0x7ff00000u)
        return x - x;
    switch (__egret_rem_pio2(x, y) & 3) {
    case 0: return kernel_sin(y[0], y[1], 0);
    case 1: return kernel_cos(y[0], y[1]);
    case 2: return -kernel_sin(y[0], y[1], 0);
    default: return -kernel_cos(y[0], y[1]);
    }
}

double cos(double x) {
    u32 ix = high_abs(x);
    double y[2];
    if (ix <= 0x3fe921fbu) {
        if (ix < 0x3e46a09eu) /* |x| < 2^-27 * sqrt(2): cos x rounds to 1 */
            return 1.0;
        return kernel_cos(x, 0.0);
    }
    if (ix >= 0x7ff00000u)
        return x - x;
    switch (__egret_rem_pio2(x, y) & 3) {
    case 0: return kernel_cos(y[0], y[1]);
    case 1: return -kernel_sin(y[0], y[1], 0);
    case 2: return -kernel_cos(y[0], y[1]);
    default: return kernel_sin(y[0], y[1], 0);
    }
}

double tan(double x) {
    u32 ix = high_abs(x);
    double y[2];
    if (ix <= 0x3fe921fbu) {
        if (ix < 0x3e400000u) /* |x| < 2^-27 */
            return x;
        return kernel_tan(x, 0.0, 0);
    }
    if (ix >= 0x7ff00000u)
        return x - x;
    int n = __egret_rem_pio2(x, y);
    return kernel_tan(y[0], y[1], n & 1);
}

float sinf(float x) { return (float)sin((double)x); }
float cosf(float x) { return (float)cos((double)x); }
float tanf(float x) { return (float)tan((double)x); }
