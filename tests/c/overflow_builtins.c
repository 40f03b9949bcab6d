/* __builtin_{add,sub,mul}_overflow for signed and unsigned 8/16/32/64-bit
 * operands, and the generic forms with mixed types. */
#include <stdio.h>
#include <limits.h>

int main(void) {
    int ia[] = {0, 1, -1, INT_MAX, INT_MIN, 46341, -46341, 65536};
    for (int i = 0; i < 8; i++) {
        for (int j = 0; j < 8; j++) {
            int r;
            int f1 = __builtin_add_overflow(ia[i], ia[j], &r);
            int r1 = r;
            int f2 = __builtin_sub_overflow(ia[i], ia[j], &r);
            int r2 = r;
            int f3 = __builtin_mul_overflow(ia[i], ia[j], &r);
            printf("%d%d%d:%d,%d,%d ", f1, f2, f3, r1, r2, r);
        }
        printf("\n");
    }
    unsigned ua[] = {0, 1, 0x7fffffffu, 0x80000000u, 0xffffffffu, 65536};
    for (int i = 0; i < 6; i++) {
        for (int j = 0; j < 6; j++) {
            unsigned r;
            int f = __builtin_add_overflow(ua[i], ua[j], &r) * 4 + __builtin_sub_overflow(ua[i], ua[j], &r) * 2 +
                    __builtin_mul_overflow(ua[i], ua[j], &r);
            printf("%d:%u ", f, r);
        }
        printf("\n");
    }
    long long la[] = {LLONG_MAX, LLONG_MIN, 3037000500LL, -1, 1LL << 40};
    for (int i = 0; i < 5; i++) {
        long long r;
        unsigned long long ur;
        int f = __builtin_mul_overflow(la[i], la[(i + 2) % 5], &r);
        int g = __builtin_add_overflow((unsigned long long)la[i], 1ULL << 63, &ur);
        printf("ll %d %lld %d %llu\n", f, r, g, ur);
    }
    signed char c;
    unsigned short s;
    int f;
    f = __builtin_add_overflow(100, 27, &c);
    printf("narrow %d(%d)", f, c);
    f = __builtin_add_overflow(100, 28, &c);
    printf(" %d(%d)", f, c);
    f = __builtin_mul_overflow(300, 300, &s);
    printf(" %d(%u)", f, s);
    f = __builtin_sub_overflow(5, 6, &s);
    printf(" %d(%u)\n", f, s);
    int mixed;
    f = __builtin_add_overflow(3000000000u, -1000000000, &mixed);
    printf("mixed %d(%d)\n", f, mixed);
    return 0;
}
