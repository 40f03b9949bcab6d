/* Bit-counting and byte-swapping builtins: clz, ctz, popcount, parity, ffs,
 * bswap16/32/64, in 32- and 64-bit forms, checked against plain loops. */
#include <stdio.h>

static int slow_popcount(unsigned long long x) { int n = 0; while (x) { n += (int)(x & 1); x >>= 1; } return n; }
static int slow_clz32(unsigned x) { int n = 0; for (unsigned m = 0x80000000u; m && !(x & m); m >>= 1) n++; return n; }

int main(void) {
    unsigned v[] = {1, 2, 3, 0x80000000u, 0xffffffffu, 0x00f00000u, 12345678u, 0x10u, 0x7fffffffu};
    int mismatches = 0;
    for (int i = 0; i < 9; i++) {
        unsigned x = v[i];
        printf("%08x: clz %d ctz %d pop %d parity %d ffs %d bswap %08x\n", x, __builtin_clz(x), __builtin_ctz(x),
               __builtin_popcount(x), __builtin_parity(x), __builtin_ffs((int)x), __builtin_bswap32(x));
        mismatches += __builtin_clz(x) != slow_clz32(x);
        mismatches += __builtin_popcount(x) != slow_popcount(x);
    }
    unsigned long long w[] = {1ULL, 1ULL << 63, 0x0123456789abcdefULL, 0xffffffff00000000ULL, 0x00000000ffff0000ULL};
    for (int i = 0; i < 5; i++) {
        unsigned long long x = w[i];
        printf("%016llx: clzll %d ctzll %d popll %d bswap64 %016llx\n", x, __builtin_clzll(x), __builtin_ctzll(x),
               __builtin_popcountll(x), __builtin_bswap64(x));
        mismatches += __builtin_popcountll(x) != slow_popcount(x);
    }
    unsigned short h = 0xbeef;
    printf("bswap16 %04x ffs(0) %d\n", __builtin_bswap16(h), __builtin_ffs(0));
    unsigned acc = 0;
    for (unsigned x = 1; x < 100000; x = x * 3 + 1) acc += (unsigned)(__builtin_clz(x) * 7 + __builtin_ctz(x) + __builtin_popcount(x));
    printf("acc %u mismatches %d\n", acc, mismatches);
    return 0;
}
