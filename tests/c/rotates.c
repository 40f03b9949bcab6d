/* Rotate idioms (funnel shifts in LLVM) in 8, 16, 32 and 64 bits, by
 * constants and by variable amounts, as used in hash functions. */
#include <stdio.h>
#include <stdint.h>

static uint32_t rotl32(uint32_t x, unsigned r) { return (x << (r & 31)) | (x >> ((32 - r) & 31)); }
static uint32_t rotr32(uint32_t x, unsigned r) { return (x >> (r & 31)) | (x << ((32 - r) & 31)); }
static uint64_t rotl64(uint64_t x, unsigned r) { return (x << (r & 63)) | (x >> ((64 - r) & 63)); }
static uint8_t rotl8(uint8_t x, unsigned r) { r &= 7; return (uint8_t)((x << r) | (x >> ((8 - r) & 7))); }
static uint16_t rotr16(uint16_t x, unsigned r) { r &= 15; return (uint16_t)((x >> r) | (x << ((16 - r) & 15))); }

static uint32_t murmur_mix(uint32_t h, uint32_t k) {
    k *= 0xcc9e2d51u;
    k = (k << 15) | (k >> 17);
    k *= 0x1b873593u;
    h ^= k;
    h = (h << 13) | (h >> 19);
    return h * 5 + 0xe6546b64u;
}

static uint64_t xorshift_rotl(uint64_t s[2]) {
    uint64_t s0 = s[0], s1 = s[1];
    uint64_t result = s0 + s1;
    s1 ^= s0;
    s[0] = ((s0 << 55) | (s0 >> 9)) ^ s1 ^ (s1 << 14);
    s[1] = (s1 << 36) | (s1 >> 28);
    return result;
}

int main(void) {
    uint32_t x = 0x12345678u;
    for (unsigned r = 0; r < 40; r += 5)
        printf("r%u: %08x %08x %016llx %02x %04x\n", r, rotl32(x, r), rotr32(x, r),
               (unsigned long long)rotl64(0x0123456789abcdefULL, r), rotl8(0x96, r), rotr16(0xa5c3, r));
    uint32_t h = 42;
    for (uint32_t k = 0; k < 1000; k++) h = murmur_mix(h, k);
    printf("murmur %08x\n", h);
    uint64_t s[2] = {0x9e3779b97f4a7c15ULL, 0xbf58476d1ce4e5b9ULL};
    for (int i = 0; i < 4; i++) printf("xoroshiro %016llx\n", (unsigned long long)xorshift_rotl(s));
    return 0;
}
