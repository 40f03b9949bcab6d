/* Number theory with 32- and 64-bit arithmetic: gcd/lcm, extended Euclid,
 * modular exponentiation, Miller-Rabin for 32-bit numbers, Euler's phi,
 * and integer square and cube roots. */
#include <stdio.h>
#include <stdint.h>

static uint32_t gcd(uint32_t a, uint32_t b) { while (b) { uint32_t t = a % b; a = b; b = t; } return a; }
static uint64_t lcm(uint32_t a, uint32_t b) { return (uint64_t)a / gcd(a, b) * b; }
static int64_t ext_gcd(int64_t a, int64_t b, int64_t *x, int64_t *y) {
    if (!b) { *x = 1; *y = 0; return a; }
    int64_t x1, y1, g = ext_gcd(b, a % b, &x1, &y1);
    *x = y1;
    *y = x1 - a / b * y1;
    return g;
}
static uint32_t powmod(uint32_t b, uint32_t e, uint32_t m) {
    uint64_t r = 1, x = b % m;
    while (e) { if (e & 1) r = r * x % m; x = x * x % m; e >>= 1; }
    return (uint32_t)r;
}
static int is_prime(uint32_t n) {
    if (n < 2) return 0;
    static const uint32_t small[] = {2, 3, 5, 7};
    for (int i = 0; i < 4; i++) if (n % small[i] == 0) return n == small[i];
    uint32_t d = n - 1;
    int s = 0;
    while (!(d & 1)) { d >>= 1; s++; }
    for (int i = 0; i < 4; i++) {
        uint64_t x = powmod(small[i], d, n);
        if (x == 1 || x == n - 1) continue;
        int composite = 1;
        for (int r = 1; r < s && composite; r++) { x = x * x % n; if (x == n - 1) composite = 0; }
        if (composite) return 0;
    }
    return 1;
}
static uint32_t phi(uint32_t n) {
    uint32_t r = n;
    for (uint32_t p = 2; p * p <= n; p++)
        if (n % p == 0) { while (n % p == 0) n /= p; r -= r / p; }
    if (n > 1) r -= r / n;
    return r;
}
static uint32_t icbrt(uint64_t n) {
    uint32_t lo = 0, hi = 2642246; /* 2642245^3 < 2^64 <= 2642246^3 */
    while (lo + 1 < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        if ((uint64_t)mid * mid * mid <= n) lo = mid; else hi = mid;
    }
    return lo;
}

int main(void) {
    printf("gcd %u lcm %llu\n", gcd(1071, 462), (unsigned long long)lcm(4000000, 3000007));
    int64_t x, y, g = ext_gcd(240, 46, &x, &y);
    printf("ext_gcd %lld: %lld*240 + %lld*46\n", (long long)g, (long long)x, (long long)y);
    printf("powmod %u %u\n", powmod(2, 1000000, 1000000007), powmod(123456789, 987654321, 4294967291u));
    uint32_t tests[] = {1, 2, 91, 97, 561, 7919, 65537, 2147483647u, 4294967291u, 4294967295u, 3215031751u};
    for (int i = 0; i < 11; i++) printf("%u:%d ", tests[i], is_prime(tests[i]));
    printf("\n");
    int count = 0;
    for (uint32_t n = 1000000; n < 1000300; n++) count += is_prime(n);
    printf("primes in [1e6, 1e6+300): %d\n", count);
    printf("phi %u %u %u\n", phi(36), phi(97), phi(1000000));
    printf("cbrt %u %u\n", icbrt(1000000000000ULL), icbrt(18446744073709551615ULL / 1000));
    return 0;
}
