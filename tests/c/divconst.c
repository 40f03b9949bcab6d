/* Division by constants: x/10 together with x%10 (clang -O2 freezes x),
 * powers of two, negative divisors, signed and unsigned, 8/16/32/64 bits. */
#include <stdio.h>

static void digits(unsigned x, char *out) {
    char tmp[16];
    int n = 0;
    do { tmp[n++] = (char)('0' + x % 10); x /= 10; } while (x);
    while (n) *out++ = tmp[--n];
    *out = 0;
}

static int sdigitsum(int x) {
    int s = 0;
    while (x) { s += x % 10; x /= 10; }
    return s;
}

int main(void) {
    unsigned samples[] = {0, 9, 10, 99, 12345, 4000000000u, 4294967295u, 2147483648u};
    char buf[16];
    for (int i = 0; i < 8; i++) {
        digits(samples[i], buf);
        printf("%s ", buf);
    }
    printf("\n");
    int ints[] = {0, 7, -7, 100, -100, 2147483647, -2147483647 - 1, 123456789, -987654321};
    for (int i = 0; i < 9; i++) {
        int x = ints[i];
        printf("%d: /3 %d %%3 %d /7 %d %%7 %d /-5 %d %%-5 %d /16 %d %%16 %d /1000 %d digitsum %d\n", x,
               x / 3, x % 3, x / 7, x % 7, x / -5, x % -5, x / 16, x % 16, x / 1000, sdigitsum(x));
    }
    for (unsigned u = 1; u < 4000000000u; u = u * 7 + 3)
        printf("%u/60=%u r%u ", u, u / 60, u % 60);
    printf("\n");
    unsigned char c = 251;
    unsigned short s = 65531;
    printf("narrow %u %u %u %u\n", c / 10, c % 10, s / 100, s % 100);
    long long big = -123456789012345LL;
    unsigned long long ubig = 18446744073709551615ULL;
    printf("wide %lld %lld %llu %llu\n", big / 10, big % 10, ubig / 1000, ubig % 1000);
    int t = 0;
    for (int i = -500; i < 500; i += 13) t += i / 4 + i % 4 + i / 6 - i % 9;
    printf("loop total %d\n", t);
    return 0;
}
