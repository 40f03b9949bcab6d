/* Byte-order-independent serialisation: integers written and read with
 * shifts in both big- and little-endian wire formats, varints (LEB128),
 * zigzag encoding, and a checksum of the encoded stream. */
#include <stdio.h>
#include <stdint.h>

static uint8_t *put_be32(uint8_t *p, uint32_t v) { p[0] = (uint8_t)(v >> 24); p[1] = (uint8_t)(v >> 16); p[2] = (uint8_t)(v >> 8); p[3] = (uint8_t)v; return p + 4; }
static uint8_t *put_le16(uint8_t *p, uint16_t v) { p[0] = (uint8_t)v; p[1] = (uint8_t)(v >> 8); return p + 2; }
static uint32_t get_be32(const uint8_t *p) { return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3]; }
static uint16_t get_le16(const uint8_t *p) { return (uint16_t)(p[0] | p[1] << 8); }

static uint8_t *put_varint(uint8_t *p, uint64_t v) {
    do { uint8_t b = v & 0x7f; v >>= 7; *p++ = (uint8_t)(b | (v ? 0x80 : 0)); } while (v);
    return p;
}
static const uint8_t *get_varint(const uint8_t *p, uint64_t *out) {
    uint64_t v = 0;
    int shift = 0;
    uint8_t b;
    do { b = *p++; v |= (uint64_t)(b & 0x7f) << shift; shift += 7; } while (b & 0x80);
    *out = v;
    return p;
}
static uint64_t zigzag(int64_t v) { return ((uint64_t)v << 1) ^ (uint64_t)(v >> 63); }
static int64_t unzigzag(uint64_t v) { return (int64_t)(v >> 1) ^ -(int64_t)(v & 1); }

int main(void) {
    uint8_t buf[512], *w = buf;
    uint32_t words[] = {0, 1, 0xdeadbeefu, 0x80000000u, 0x01020304u};
    for (int i = 0; i < 5; i++) w = put_be32(w, words[i]);
    for (int i = 0; i < 5; i++) w = put_le16(w, (uint16_t)(words[i] * 3));
    int64_t nums[] = {0, -1, 1, 63, -64, 300, -300, 1LL << 40, -(1LL << 50), INT64_MAX, INT64_MIN};
    for (int i = 0; i < 11; i++) w = put_varint(w, zigzag(nums[i]));
    printf("encoded %d bytes:", (int)(w - buf));
    for (const uint8_t *p = buf; p < w; p++) printf(" %02x", *p);
    printf("\n");
    const uint8_t *r = buf;
    int ok = 1;
    for (int i = 0; i < 5; i++, r += 4) ok &= get_be32(r) == words[i];
    for (int i = 0; i < 5; i++, r += 2) ok &= get_le16(r) == (uint16_t)(words[i] * 3);
    for (int i = 0; i < 11; i++) { uint64_t v; r = get_varint(r, &v); ok &= unzigzag(v) == nums[i]; }
    printf("round trip %d, consumed %d\n", ok, (int)(r - buf));
    uint32_t sum = 0;
    for (const uint8_t *p = buf; p < w; p++) sum = (sum << 5 | sum >> 27) ^ *p;
    printf("checksum %08x\n", sum);
    return 0;
}
