/* Bitfields whose storage units clang reads and writes as integers wider
 * than 64 bits (i72 ... i160): packed structs of long long and int
 * bitfields, in locals, globals, arrays and through pointers, with reads,
 * writes, compound assignments, signed fields and comparisons. */
#include <stdio.h>

#pragma pack(push, 1)
struct A {                 /* 9 bytes of bitfields: an i72 */
    signed a : 7;
    unsigned long long b : 40;
    signed c : 23;
    unsigned d : 2;
};
struct B {                 /* a char, then 13 bytes of bitfields: i104 */
    char tag;
    unsigned long long lo : 50;
    signed long long mid : 33;
    unsigned hi : 21;
};
struct C {                 /* 20 bytes of bitfields: i160 */
    unsigned long long x : 63;
    signed long long y : 61;
    unsigned z : 31;
    signed w : 5;
};
#pragma pack(pop)

struct A ga = {-5, 0x123456789aULL, -77777, 3};
struct B gb[3] = {{'p', 1, -1, 2}, {'q', 0x3ffffffffffffULL, -4294967296LL, 0x1fffff}, {'r', 7, 4294967295LL, 9}};
struct C gc;

static unsigned long long mix(unsigned long long h, long long v) {
    return (h ^ (unsigned long long)v) * 1099511628211ULL;
}

static void bump(struct B *p, int k) {
    p->lo += (unsigned long long)k << 45;
    p->mid -= k * 3;
    p->hi ^= (unsigned)k * 0x1234u;
}

static long long sum_c(const struct C *c) {
    return (long long)(c->x >> 3) + c->y + c->z + c->w;
}

int main(void) {
    unsigned long long h = 14695981039346656037ULL;
    struct A a = ga;
    printf("A: %d %llx %d %u\n", a.a, (unsigned long long)a.b, a.c, a.d);
    a.a += 70;
    a.b = a.b * 3 + 1;
    a.c = -a.c;
    a.d = a.a & 3;
    printf("A': %d %llx %d %u\n", a.a, (unsigned long long)a.b, a.c, a.d);
    for (int i = 0; i < 3; i++) {
        bump(&gb[i], i + 1);
        printf("B%d: %c %llx %lld %x\n", i, gb[i].tag, (unsigned long long)gb[i].lo,
               (long long)gb[i].mid, gb[i].hi);
        h = mix(h, gb[i].mid);
    }
    gc.x = 0x7edcba9876543210ULL;
    gc.y = -1152921504606846976LL;
    gc.z = 0x7fffffffu;
    gc.w = -16;
    printf("C: %llx %lld %x %d %lld\n", (unsigned long long)gc.x, (long long)gc.y, gc.z, gc.w,
           sum_c(&gc));
    for (int i = 0; i < 10; i++) {
        gc.x += gc.x >> 7;
        gc.y = gc.y / 2 + i;
        gc.z -= (unsigned)i * 77u;
        gc.w += i;
        h = mix(h, (long long)gc.x);
        h = mix(h, gc.y);
        h = mix(h, gc.z);
        h = mix(h, gc.w);
    }
    printf("C': %llx %lld %x %d\n", (unsigned long long)gc.x, (long long)gc.y, gc.z, gc.w);
    printf("cmp: %d %d %d %d\n", ga.b > a.b, gb[0].mid < gb[1].mid, gc.w < 0, gb[2].hi == 9);
    printf("hash: %llx\n", h);
    return 0;
}
