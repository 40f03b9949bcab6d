/* Packed structs: no padding, unaligned members, arrays of packed structs,
 * offsetof/sizeof, copies, and pointers to packed members read bytewise. */
#include <stdio.h>
#include <stddef.h>
#include <string.h>

struct __attribute__((packed)) header {
    unsigned char kind;
    unsigned int length;
    unsigned short flags;
    long long stamp;
    char name[3];
};

struct __attribute__((packed)) tiny { char a; int b; };

struct outer {
    char c;
    struct header h;
    int after;
};

static struct header records[4] = {
    {1, 100000, 0x8001, -5LL, "ab"},
    {2, 7, 0x0203, 1LL << 40, "cd"},
    {3, 0xffffffffu, 0, 0, "ef"},
    {4, 42, 0xffff, 123456789012LL, "gh"},
};

static struct header make(unsigned char k, unsigned int len) {
    struct header h;
    memset(&h, 0, sizeof h);
    h.kind = k;
    h.length = len;
    h.flags = (unsigned short)(len ^ 0x5a5a);
    h.stamp = (long long)len * len;
    h.name[0] = 'z';
    return h;
}

int main(void) {
    printf("sizeof header=%u tiny=%u outer=%u\n", (unsigned)sizeof(struct header),
           (unsigned)sizeof(struct tiny), (unsigned)sizeof(struct outer));
    printf("offsets length=%u flags=%u stamp=%u name=%u\n", (unsigned)offsetof(struct header, length),
           (unsigned)offsetof(struct header, flags), (unsigned)offsetof(struct header, stamp),
           (unsigned)offsetof(struct header, name));
    unsigned long long sum = 0;
    for (int i = 0; i < 4; i++) {
        struct header *h = &records[i];
        h->length += (unsigned)i;
        h->flags ^= 0x0f0f;
        sum += h->kind + h->length + h->flags + (unsigned long long)h->stamp;
        printf("rec %d: kind %u len %u flags %04x stamp %lld name %s\n", i, h->kind, h->length,
               h->flags, h->stamp, h->name);
    }
    printf("sum %llu\n", sum);
    struct tiny t[5];
    for (int i = 0; i < 5; i++) { t[i].a = (char)i; t[i].b = i * -100000; }
    int tsum = 0;
    for (int i = 0; i < 5; i++) tsum += t[i].a + t[i].b;
    printf("tiny sum %d\n", tsum);
    struct outer o;
    o.c = 'q';
    o.h = make(9, 1000);
    o.after = -1;
    printf("outer %c %u %u %04x %lld %c %d\n", o.c, o.h.kind, o.h.length, o.h.flags, o.h.stamp,
           o.h.name[0], o.after);
    unsigned int copy;
    memcpy(&copy, (char *)&records[2] + offsetof(struct header, length), sizeof copy);
    printf("memcpy'd length %u\n", copy);
    return 0;
}
