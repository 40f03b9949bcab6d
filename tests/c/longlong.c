/* 64-bit arithmetic on a 32-bit target: add/sub with carries, multiply,
 * signed and unsigned division and remainder, variable shifts, compares. */
#include <stdio.h>

static unsigned long long mix(unsigned long long x) {
    x ^= x >> 33;
    x *= 0xff51afd7ed558ccdULL;
    x ^= x >> 33;
    x *= 0xc4ceb9fe1a85ec53ULL;
    x ^= x >> 33;
    return x;
}

int main(void) {
    unsigned long long h = 1;
    for (int i = 0; i < 10; i++) {
        h = mix(h + (unsigned long long)i);
        printf("mix %d: %016llx\n", i, h);
    }
    long long vals[] = {0, 1, -1, 7, -7, 1LL << 32, -(1LL << 32) + 3, 9223372036854775807LL,
                        -9223372036854775807LL - 1, 123456789012345LL};
    long long divs[] = {1, -1, 3, -10, 1000000007, 1LL << 33};
    for (int i = 0; i < 10; i++) {
        for (int j = 0; j < 6; j++) {
            long long a = vals[i], b = divs[j];
            if (a == -9223372036854775807LL - 1 && b == -1) continue;
            printf("%lld/%lld=%lld r%lld ", a, b, a / b, a % b);
        }
        printf("\n");
    }
    unsigned long long u = 0xfedcba9876543210ULL;
    for (int s = 0; s < 64; s += 7)
        printf("s%d: shl %llx lshr %llx ashr %llx\n", s, u << s, u >> s, (unsigned long long)((long long)u >> s));
    printf("udiv %llu urem %llu\n", u / 12345, u % 12345);
    long long a = -5, b = 3;
    printf("cmp %d %d %d %d\n", a < b, (unsigned long long)a < (unsigned long long)b, a * b < -14, a * b > -16);
    unsigned long long prod = 0xffffffffULL * 0xffffffffULL;
    printf("prod %llu neg %lld\n", prod, -(long long)prod);
    int i32 = -3;
    long long widened = i32;
    unsigned long long zwidened = (unsigned)i32;
    printf("widen %lld %llu trunc %d\n", widened, zwidened, (int)(0x123456789LL));
    return 0;
}
