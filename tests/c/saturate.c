/* Saturating arithmetic written the way C programmers write it (clang turns
 * some into uadd.sat/usub.sat), and saturation to narrow types. */
#include <stdio.h>
#include <stdint.h>

static uint8_t sat_add_u8(uint8_t a, uint8_t b) { unsigned s = (unsigned)a + b; return s > 255 ? 255 : (uint8_t)s; }
static uint8_t sat_sub_u8(uint8_t a, uint8_t b) { return a > b ? (uint8_t)(a - b) : 0; }
static uint32_t sat_add_u32(uint32_t a, uint32_t b) { uint32_t s = a + b; return s < a ? UINT32_MAX : s; }
static uint32_t sat_sub_u32(uint32_t a, uint32_t b) { return a >= b ? a - b : 0; }
static int16_t sat_s16(int32_t x) { return x > INT16_MAX ? INT16_MAX : x < INT16_MIN ? INT16_MIN : (int16_t)x; }
static int32_t sat_add_s32(int32_t a, int32_t b) {
    int32_t r;
    if (__builtin_add_overflow(a, b, &r)) return a < 0 ? INT32_MIN : INT32_MAX;
    return r;
}
static int8_t sat_add_s8(int8_t a, int8_t b) { int s = a + b; return (int8_t)(s > 127 ? 127 : s < -128 ? -128 : s); }

int main(void) {
    uint8_t u8s[] = {0, 1, 100, 200, 255};
    for (int i = 0; i < 5; i++) {
        for (int j = 0; j < 5; j++) printf("%u/%u ", sat_add_u8(u8s[i], u8s[j]), sat_sub_u8(u8s[i], u8s[j]));
        printf("\n");
    }
    uint32_t u32s[] = {0, 5, 0x7fffffffu, 0xfffffff0u, 0xffffffffu};
    for (int i = 0; i < 5; i++) {
        for (int j = 0; j < 5; j++) printf("%u/%u ", sat_add_u32(u32s[i], u32s[j]), sat_sub_u32(u32s[i], u32s[j]));
        printf("\n");
    }
    int32_t s32s[] = {0, -1, 40000, -40000, 2147483600, -2147483600};
    for (int i = 0; i < 6; i++) {
        for (int j = 0; j < 6; j++) printf("%d/%d ", sat_s16(s32s[i] / 2 + s32s[j] / 2), sat_add_s32(s32s[i], s32s[j]));
        printf("\n");
    }
    int8_t s8 = 0;
    for (int i = 0; i < 20; i++) { s8 = sat_add_s8(s8, (int8_t)(i * 3)); printf("%d ", s8); }
    printf("\n");
    uint8_t pixels[16];
    for (int i = 0; i < 16; i++) pixels[i] = (uint8_t)(i * 17);
    unsigned brightness = 0;
    for (int i = 0; i < 16; i++) { pixels[i] = sat_add_u8(pixels[i], 60); brightness += pixels[i]; }
    printf("brightness %u\n", brightness);
    return 0;
}
