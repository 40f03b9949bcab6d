/* Calls with many arguments (O32: four in registers, the rest on the stack)
 * mixing char, short, int, long long (aligned to even registers/slots) and
 * small structs, through direct calls, function pointers and recursion. */
#include <stdio.h>

struct s2 { short a, b; };
struct s8 { int x; char c; };

static long long f10(int a, long long b, char c, int d, long long e, short f, int g, unsigned char h, long long i, int j) {
    return a + b * 2 + c * 3 + d * 4 + e * 5 + f * 6 + g * 7 + h * 8 + i * 9 + j * 10;
}

static int fstruct(struct s2 p, int a, struct s8 q, long long b, struct s2 r, char c) {
    return p.a - p.b + a + q.x * q.c + (int)(b >> 32) + (int)b + r.a * r.b + c;
}

static int chain(int depth, int a, int b, int c, int d, int e, int f) {
    if (depth == 0) return a + 2 * b + 3 * c + 4 * d + 5 * e + 6 * f;
    return chain(depth - 1, b, c, d, e, f, a + depth);
}

static unsigned short narrow_ret(signed char a, unsigned char b, short c, unsigned short d, signed char e, unsigned char f) {
    return (unsigned short)(a * b + c - d + e * f);
}

int main(void) {
    printf("f10 %lld\n", f10(1, 1LL << 40, -3, 4, -5000000000LL, -6, 7, 250, 9, -10));
    long long (*fp)(int, long long, char, int, long long, short, int, unsigned char, long long, int) = f10;
    printf("f10 via pointer %lld\n", fp(-1, 2, 3, -4, 5, 6, -7, 8, -9, 10));
    struct s2 p = {100, -5}, r = {-3, 7};
    struct s8 q = {1000, 'A'};
    printf("fstruct %d\n", fstruct(p, 42, q, 0x500000007LL, r, 'z'));
    printf("chain %d\n", chain(20, 1, 2, 3, 4, 5, 6));
    printf("narrow %u %u\n", narrow_ret(-100, 200, -30000, 60000, -1, 255), narrow_ret(127, 255, 32767, 0, 127, 255));
    return 0;
}
