/* Conditional expressions that clang turns into select: on ints, unsigned,
 * long long, pointers and structs; branch-free sign, clamp and choose. */
#include <stdio.h>

struct pt { int x, y; };

static int sel_int(int c, int a, int b) { return c ? a : b; }
static long long sel_ll(long long a, long long b) { return a > b ? a - b : b - a; }
static const char *sel_ptr(int v) { return v < 0 ? "neg" : v == 0 ? "zero" : "pos"; }
static struct pt sel_struct(int c, struct pt a, struct pt b) { return c ? a : b; }
static unsigned sel_mask(unsigned x) { return (x & 1) ? x >> 1 : x << 1; }
static int *sel_addr(int c, int *a, int *b) { return c > 0 ? a : b; }

int main(void) {
    int acc = 0;
    for (int i = -10; i < 10; i++) acc += sel_int(i & 1, i * 3, -i) + sel_int(i > 3, 100, 0);
    printf("ints %d\n", acc);
    long long d = 0;
    for (long long i = -5; i < 5; i++) d += sel_ll(i * 1000000000LL, 3000000000LL - i);
    printf("ll %lld\n", d);
    for (int v = -1; v <= 1; v++) printf("%s ", sel_ptr(v));
    printf("\n");
    struct pt a = {1, 2}, b = {3, 4};
    struct pt c = sel_struct(0, a, b), e = sel_struct(7, a, b);
    printf("structs %d %d %d %d\n", c.x, c.y, e.x, e.y);
    unsigned m = 12345;
    for (int i = 0; i < 20; i++) m = sel_mask(m) ^ (unsigned)i;
    printf("mask %u\n", m);
    int p = 5, q = 9;
    *sel_addr(1, &p, &q) += 10;
    *sel_addr(-1, &p, &q) += 100;
    printf("addr %d %d\n", p, q);
    unsigned char uc = 200;
    signed char sc = -5;
    int narrow = (uc > 100 ? uc : sc) + (sc < 0 ? sc : uc);
    printf("narrow %d\n", narrow);
    return 0;
}
