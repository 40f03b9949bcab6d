/* Shifts by variable amounts in 8/16/32/64 bits: logical and arithmetic,
 * 64-bit shifts across the word boundary (expanded on a 32-bit target),
 * and shift-based bit manipulation (extract, insert, sign extend). */
#include <stdio.h>
#include <stdint.h>

static int64_t sext(uint64_t v, unsigned bits) { unsigned s = 64 - bits; return (int64_t)(v << s) >> s; }
static uint32_t extract(uint32_t w, unsigned lo, unsigned len) { return (w >> lo) & ((len == 32) ? ~0u : (1u << len) - 1); }
static uint32_t insert(uint32_t w, uint32_t v, unsigned lo, unsigned len) {
    uint32_t mask = ((len == 32) ? ~0u : (1u << len) - 1) << lo;
    return (w & ~mask) | ((v << lo) & mask);
}

int main(void) {
    uint64_t u = 0x8123456789abcdefULL;
    int64_t sv = (int64_t)u;
    uint64_t h = 0;
    for (unsigned s = 0; s < 64; s++) {
        h = h * 31 + (u << s) + (u >> s) + (uint64_t)(sv >> s);
        if (s % 9 == 0 || s == 31 || s == 32 || s == 33 || s == 63)
            printf("s=%2u %016llx %016llx %016llx\n", s, (unsigned long long)(u << s), (unsigned long long)(u >> s), (unsigned long long)(sv >> s));
    }
    printf("hash %016llx\n", (unsigned long long)h);
    int32_t i = -123456;
    uint32_t w = 0xf00dcafeu;
    for (unsigned s = 0; s < 32; s += 5) printf("%d/%08x/%08x ", i >> s, w >> s, w << s);
    printf("\n");
    int8_t c = -100;
    uint16_t hw = 0xabcd;
    for (unsigned s = 0; s < 8; s += 3) printf("%d %u %u | ", c >> s, (unsigned)(uint8_t)((unsigned)c << s), (unsigned)(uint16_t)(hw << s));
    printf("\n");
    printf("sext %lld %lld %lld\n", (long long)sext(0x1f, 5), (long long)sext(0x0f, 5), (long long)sext(0xfffffULL, 20));
    uint32_t x = 0;
    for (unsigned k = 0; k < 8; k++) x = insert(x, k * 3 + 1, k * 4, 4);
    printf("insert %08x extract %u %u %u\n", x, extract(x, 4, 4), extract(x, 8, 12), extract(x, 0, 32) == x);
    return 0;
}
