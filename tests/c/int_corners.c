/* char/short arithmetic with signedness corners: integer promotion, implicit
 * truncation, sign and zero extension, comparisons of mixed signedness,
 * and wraparound of unsigned narrow types. */
#include <stdio.h>
#include <limits.h>

static signed char sc(int x) { return (signed char)x; }
static unsigned char uc(int x) { return (unsigned char)x; }
static short ss(int x) { return (short)x; }
static unsigned short us(int x) { return (unsigned short)x; }

static int promote(signed char a, unsigned char b) { return a * b + (a ^ b); }

int main(void) {
    int samples[] = {0, 1, -1, 127, 128, 255, 256, -128, -129, 32767, 32768, 65535, -32768, 70000, INT_MIN, INT_MAX};
    for (unsigned i = 0; i < sizeof samples / sizeof samples[0]; i++) {
        int x = samples[i];
        printf("%d: sc %d uc %u ss %d us %u\n", x, sc(x), uc(x), ss(x), us(x));
    }
    signed char a = -100;
    unsigned char b = 200;
    printf("promote %d, a<b %d, (unsigned)a>b %d\n", promote(a, b), a < b, (unsigned)a > b);
    unsigned char u8 = 250;
    for (int i = 0; i < 10; i++) u8 += 3;
    signed char s8 = 120;
    for (int i = 0; i < 10; i++) s8 = (signed char)(s8 + 3);
    unsigned short u16 = 65530;
    u16 = (unsigned short)(u16 + 10);
    printf("wrap u8 %u s8 %d u16 %u\n", u8, s8, u16);
    short h = -2;
    unsigned int ui = 1;
    printf("mixed compare: %d %d\n", h < (int)ui, (unsigned)h < ui);
    printf("shifts: %d %d %u\n", (signed char)-64 >> 3, -1 >> 5, (unsigned short)0xffff >> 4);
    char chars[] = {'A', (char)0xe9, 'z', 0};
    int sum = 0;
    for (char *p = chars; *p; p++) sum += (unsigned char)*p;
    printf("char sum %d\n", sum);
    long l = LONG_MAX;
    unsigned long ul = (unsigned long)l + 1;
    printf("long %ld ulong %lu sizeof long %u\n", l, ul, (unsigned)sizeof(long));
    short m = (short)(ss(300) * ss(300));
    printf("short mul trunc %d, div %d mod %d\n", m, ss(-7) / 2, ss(-7) % 2);
    return 0;
}
