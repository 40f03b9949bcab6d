/* min/max/abs/clamp idioms (smin/smax/umin/umax/abs intrinsics at -O2) on
 * signed and unsigned 8/16/32/64-bit values, including INT_MIN corners. */
#include <stdio.h>
#include <stdlib.h>
#include <limits.h>

#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define MAX(a, b) ((a) > (b) ? (a) : (b))

static int clamp(int x, int lo, int hi) { return x < lo ? lo : x > hi ? hi : x; }
static unsigned umin3(unsigned a, unsigned b, unsigned c) { return MIN(MIN(a, b), c); }
static long long llabs_own(long long x) { return x < 0 ? -x : x; }
static int iabs(int x) { return x >= 0 ? x : -x; }

int main(void) {
    int v[] = {5, -3, 0, INT_MAX, INT_MIN + 1, 17, -17, 100000};
    int lo = INT_MAX, hi = INT_MIN;
    unsigned ulo = UINT_MAX, uhi = 0;
    for (int i = 0; i < 8; i++) {
        lo = MIN(lo, v[i]);
        hi = MAX(hi, v[i]);
        ulo = MIN(ulo, (unsigned)v[i]);
        uhi = MAX(uhi, (unsigned)v[i]);
        printf("%d: abs %d labs %ld iabs %d clamp %d\n", v[i], abs(v[i]), labs(v[i]), iabs(v[i]), clamp(v[i], -10, 50));
    }
    printf("smin %d smax %d umin %u umax %u\n", lo, hi, ulo, uhi);
    printf("umin3 %u\n", umin3(7, 0xfffffff0u, 9));
    signed char sc[] = {-128, -1, 0, 1, 127};
    unsigned char ucs[] = {0, 1, 128, 255, 7};
    unsigned acc = 0;
    for (int i = 0; i < 5; i++)
        for (int j = 0; j < 5; j++)
            acc = acc * 3 + (unsigned) MAX(sc[i], sc[j]) - MIN(ucs[i], ucs[j]) + (unsigned)(sc[i] < 0 ? -sc[i] : sc[i]);
    printf("narrow acc %u\n", acc);
    long long ll[] = {-5000000000LL, 3, LLONG_MAX, LLONG_MIN + 1};
    for (int i = 0; i < 4; i++)
        printf("ll %lld abs %lld max0 %lld\n", ll[i], llabs_own(ll[i]), MAX(ll[i], 0LL));
    short s = -32767;
    printf("short abs %d\n", (short)(s < 0 ? -s : s));
    int sum = 0;
    for (int i = -50; i < 50; i++) sum += MAX(i * 7 % 13, i % 5) + MIN(i, 10) + iabs(i - 20);
    printf("loop %d\n", sum);
    return 0;
}
