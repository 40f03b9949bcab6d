/* Conversions between floating point and integers of every C width,
 * signed and unsigned, in both directions, and between float and double:
 * truncation toward zero, values at the edges of each integer type,
 * large 64-bit integers that must round to nearest even, and float
 * narrowing that rounds. Only conversions C defines are exercised. */
#include <stdio.h>

static volatile double doubles[] = {
    0.0, -0.0, 0.5, -0.5, 0.99999, 1.0, -1.0, 1.5, -1.5, 2.5, 127.9, -128.9,
    255.5, 32767.25, -32768.75, 65535.0, 2147483647.0, -2147483648.0,
    4294967295.0, 9007199254740993.0, 1e18, -9.2e18, 1.8e19,
};

static volatile long long ints[] = {
    0, 1, -1, 3, 127, -128, 255, 65535, 16777217, 2147483647, -2147483647 - 1,
    4294967295LL, 9007199254740993LL, 9223372036854775807LL,
    -9223372036854775807LL - 1, 123456789012345678LL,
};

int main(void) {
    unsigned n = sizeof doubles / sizeof doubles[0];
    for (unsigned i = 0; i < n; i++) {
        double d = doubles[i];
        printf("%.17g:", d);
        if (d > -129.0 && d < 128.0) printf(" c=%d", (signed char)d);
        if (d > -1.0 && d < 256.0) printf(" uc=%u", (unsigned char)d);
        if (d > -32769.0 && d < 32768.0) printf(" s=%d", (short)d);
        if (d > -1.0 && d < 65536.0) printf(" us=%u", (unsigned short)d);
        if (d > -2147483649.0 && d < 2147483648.0) printf(" i=%d", (int)d);
        if (d > -1.0 && d < 4294967296.0) printf(" u=%u", (unsigned)d);
        if (d > -9.3e18 && d < 9.2e18) printf(" ll=%lld", (long long)d);
        if (d > -1.0 && d < 1.8446744073709552e19) printf(" ull=%llu", (unsigned long long)d);
        printf(" f=%.9g\n", (double)(float)d);
    }
    unsigned m = sizeof ints / sizeof ints[0];
    for (unsigned i = 0; i < m; i++) {
        long long v = ints[i];
        printf("%lld: d=%.17g f=%.9g", v, (double)v, (double)(float)v);
        printf(" ud=%.17g uf=%.9g", (double)(unsigned long long)v,
               (double)(float)(unsigned long long)v);
        printf(" id=%.17g uid=%.17g\n", (double)(int)v, (double)(unsigned)v);
    }
    for (int i = -5; i <= 5; i++) {
        float f = i * 0.3f;
        double d = f;
        printf("%d %.9g %.17g %d\n", i, (double)f, d, (int)(f * 10.0f));
    }
    return 0;
}
