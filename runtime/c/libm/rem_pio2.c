/* Argument reduction for sin, cos and tan: x = n * pi/2 + (y0 + y1) with
 * |y0 + y1| <= ~pi/4, y1 the tail of y0, to well beyond double precision.
 *  - |x| < 2^19 * pi: Cody-Waite with pi/2 in three 33-bit pieces, the
 *    second and third used only when the first leaves few bits.
 *  - larger: Payne-Hanek on integers: the 53-bit mantissa times a 256-bit
 *    window of 2/pi's bits chosen by x's exponent, whose integer part
 *    gives n mod 4 and whose fraction (128 bits) times pi/2 gives y. */
#include "libm.h"
#include "coeffs.h"

const u32 __egret_two_over_pi[40] = {TWO_OVER_PI_WORDS};

/* Bits [pos, pos + 32) of the 320-bit little-endian number r. */
INLINE u32 window(const u32 *r, int pos) {
    int limb = pos >> 5, sh = pos & 31;
    u32 low = limb < 10 ? r[limb] >> sh : 0;
    u32 high = (sh != 0 && limb + 1 < 10) ? r[limb + 1] << (32 - sh) : 0;
    return low | high;
}

/* The 53-bit mantissa times words i0..i0+7 of 2/pi, into r[0..9]. */
INLINE void multiply_window(u64 m, int i0, u32 *r) {
    for (int j = 0; j < 10; j++)
        r[j] = 0;
    for (int k = 0; k < 2; k++) {
        u32 mk = (u32)(m >> (32 * k));
        u64 carry = 0;
        for (int j = 0; j < 8; j++) {
            u64 t = (u64)__egret_two_over_pi[i0 + 7 - j] * mk + r[j + k] + carry;
            r[j + k] = (u32)t;
            carry = t >> 32;
        }
        r[8 + k] += (u32)carry;
    }
}

/* Splits a double into a head of 26 significant bits and an exact tail. */
INLINE double head26(double a) { return from64(bits64(a) & ~((1ull << 27) - 1)); }

INLINE int reduce_large(double x, double *y) {
    u64 u = bits64(x);
    int e = (int)((u >> 52) & 0x7ff) - 1075;
    u64 m = (u & 0xfffffffffffffull) | (1ull << 52);
    int i0 = e >= 2 ? (e - 2) >> 5 : 0;
    u32 r[10];
    multiply_window(m, i0, r);
    int s = 32 * (i0 + 8) - e; /* the position of the units bit */
    int n = (int)(window(r, s) & 3);
    u64 hi = ((u64)window(r, s - 32) << 32) | window(r, s - 64);
    u64 lo = ((u64)window(r, s - 96) << 32) | window(r, s - 128);
    int negative = (int)(hi >> 63);
    if (negative) { /* fraction >= 1/2: take fraction - 1 */
        n++;
        hi = ~hi;
        lo = ~lo + 1;
        if (lo == 0)
            hi++;
    }
    int lz = 0;
    for (; !(hi >> 63) && lz < 127; lz++) {
        hi = (hi << 1) | (lo >> 63);
        lo <<= 1;
    }
    /* fraction = (hi:lo) * 2^(-128 - lz) */
    double fh = from64(((u64)(1022 - lz) << 52) | ((hi >> 11) & 0xfffffffffffffull));
    u64 tail = ((hi & 0x7ff) << 42) | (lo >> 22);
    double fl = (double)(i64)tail * from64((u64)(1023 - 106 - lz) << 52);
    double p = fh * PIO2_HI;
    double ah = head26(fh), al = fh - ah, bh = head26(PIO2_HI), bl = PIO2_HI - bh;
    double err = ((ah * bh - p) + ah * bl + al * bh) + al * bl;
    double tl = err + (fh * PIO2_LO + fl * PIO2_HI);
    double y0 = p + tl;
    double y1 = tl - (y0 - p);
    if (negative) {
        y0 = -y0;
        y1 = -y1;
    }
    if (u >> 63) {
        y[0] = -y0;
        y[1] = -y1;
        return -n;
    }
    y[0] = y0;
    y[1] = y1;
    return n;
}

INLINE int exponent_of(double v) { return (int)((bits64(v) >> 52) & 0x7ff); }

INLINE int reduce_medium(double x, double *y) {
    double t = x * INVPIO2 + 0x1.8p52;
    int n = (int)(u32)bits64(t);
    double fn = t - 0x1.8p52;
    double r = x - fn * PIO2_1;
    double w = fn * PIO2_1T;
    double y0 = r - w;
    int ex = exponent_of(x);
    if (ex - exponent_of(y0) > 16) {
        double r1 = r;
        w = fn * PIO2_2;
        r = r1 - w;
        w = fn * PIO2_2T - ((r1 - r) - w);
        y0 = r - w;
        if (ex - exponent_of(y0) > 49) {
            r1 = r;
            w = fn * PIO2_3;
            r = r1 - w;
            w = fn * PIO2_3T - ((r1 - r) - w);
            y0 = r - w;
        }
    }
    y[0] = y0;
    y[1] = (r - y0) - w;
    return n;
}

/* n (the quadrant is n mod 4) and y[0] + y[1] = x - n * pi/2, for finite x
 * with |x| > pi/4. */
int __egret_rem_pio2(double x, double *y) {
    if (high_abs(x) < 0x413921fbu) /* |x| < 2^19 * pi */
        return reduce_medium(x, y);
    return reduce_large(x, y);
}
