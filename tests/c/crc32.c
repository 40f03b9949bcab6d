/* CRC-32 (IEEE) computed bitwise and with a 256-entry table built at run
 * time, plus Adler-32 and Fletcher-16, over generated buffers. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

static uint32_t table[256];

static void build_table(void) {
    for (uint32_t i = 0; i < 256; i++) {
        uint32_t c = i;
        for (int k = 0; k < 8; k++) c = c & 1 ? 0xedb88320u ^ (c >> 1) : c >> 1;
        table[i] = c;
    }
}

static uint32_t crc_table(const uint8_t *p, size_t n) {
    uint32_t c = 0xffffffffu;
    while (n--) c = table[(c ^ *p++) & 0xff] ^ (c >> 8);
    return c ^ 0xffffffffu;
}

static uint32_t crc_bitwise(const uint8_t *p, size_t n) {
    uint32_t c = 0xffffffffu;
    for (size_t i = 0; i < n; i++) {
        c ^= p[i];
        for (int k = 0; k < 8; k++) c = (c >> 1) ^ (0xedb88320u & (0u - (c & 1)));
    }
    return ~c;
}

static uint32_t adler32(const uint8_t *p, size_t n) {
    uint32_t a = 1, b = 0;
    for (size_t i = 0; i < n; i++) { a = (a + p[i]) % 65521; b = (b + a) % 65521; }
    return b << 16 | a;
}

static uint16_t fletcher16(const uint8_t *p, size_t n) {
    uint16_t s1 = 0, s2 = 0;
    for (size_t i = 0; i < n; i++) { s1 = (uint16_t)((s1 + p[i]) % 255); s2 = (uint16_t)((s2 + s1) % 255); }
    return (uint16_t)(s2 << 8 | s1);
}

int main(void) {
    build_table();
    const char *msg = "The quick brown fox jumps over the lazy dog";
    printf("crc32 %08x %08x\n", crc_table((const uint8_t *)msg, strlen(msg)), crc_bitwise((const uint8_t *)msg, strlen(msg)));
    static uint8_t data[20000];
    uint32_t x = 2463534242u;
    for (size_t i = 0; i < sizeof data; i++) { x ^= x << 13; x ^= x >> 17; x ^= x << 5; data[i] = (uint8_t)x; }
    for (size_t n = 1; n <= sizeof data; n *= 5)
        printf("n=%u crc %08x/%08x adler %08x fletcher %04x\n", (unsigned)n, crc_table(data, n), crc_bitwise(data, n),
               adler32(data, n), fletcher16(data, n));
    return 0;
}
