/* Shared helpers of egret's libm (the C files of runtime/c/libm): bit access to
 * binary32/binary64 values and small always-inlined kernels. Everything
 * here is inlined into each function: a `static` helper would work (the
 * runtime puts the functions sharing a private symbol in one member) but
 * would tie its callers into one member, linked together. */
#ifndef EGRET_LIBM_H
#define EGRET_LIBM_H

typedef unsigned int u32;
typedef int i32;
typedef unsigned long long u64;
typedef long long i64;

/* a * b + c stays two roundings (no llvm.fmuladd): the algorithms rely
 * on it, and the host check (tools/check_ulps.sh) builds the same way. */
#pragma STDC FP_CONTRACT OFF

#define INLINE static inline __attribute__((always_inline))

INLINE u64 bits64(double x) {
    union { double f; u64 i; } u = { x };
    return u.i;
}
INLINE double from64(u64 i) {
    union { u64 i; double f; } u = { i };
    return u.f;
}
INLINE u32 bits32(float x) {
    union { float f; u32 i; } u = { x };
    return u.i;
}
INLINE float from32(u32 i) {
    union { u32 i; float f; } u = { i };
    return u.f;
}
/* The upper word of a double, without its sign. */
INLINE u32 high_abs(double x) { return (u32)(bits64(x) >> 32) & 0x7fffffffu; }

#define SIGN64 0x8000000000000000ull
#define QUIET64 0x0008000000000000ull
#define SIGN32 0x80000000u
#define QUIET32 0x00400000u

/* y * 2^k for any int k, rounding once (scaling a normal y into the
 * subnormal range goes through one rounding multiplication). */
INLINE double scale2(double y, int k) {
    if (k > 1023) {
        y *= 0x1p1023;
        k -= 1023;
        if (k > 1023) {
            y *= 0x1p1023;
            k -= 1023;
            if (k > 1023)
                k = 1023;
        }
    } else if (k < -1022) {
        /* Two steps, the last of which rounds: 2^-969 keeps 53 bits. */
        y *= 0x1p-1022 * 0x1p53;
        k += 1022 - 53;
        if (k < -1022) {
            y *= 0x1p-1022 * 0x1p53;
            k += 1022 - 53;
            if (k < -1022)
                k = -1022;
        }
    }
    return y * from64((u64)(0x3ff + k) << 52);
}

/* The double with the low 32 bits of x cleared (exact products later). */
INLINE double trunc_low32(double x) { return from64(bits64(x) & 0xffffffff00000000ull); }

#endif
