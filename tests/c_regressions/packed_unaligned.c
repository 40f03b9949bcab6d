/* Reduced from tests/c/packed.c. A packed struct's i32/i16 members sit at
 * odd offsets (`load i32, ptr ..., align 1`); at clang -O0 (14 and 19, both
 * triples) egret -O0 and -O2 read 1794 instead of 100000 and 0 instead of
 * 0x8001: the global's bytes are right, the unaligned loads and stores are
 * not split into byte accesses. */
#include <stdio.h>

struct __attribute__((packed)) header {
    unsigned char kind;
    unsigned int length;
    unsigned short flags;
};

static struct header records[2] = {{1, 100000, 0x8001}, {2, 7, 0x0203}};

int main(void) {
    struct header *h = &records[0];
    printf("%u %u %x\n", h->kind, h->length, h->flags);
    h->length += 1;
    h[1].flags ^= 0xffff;
    printf("%u %u %x %x\n", records[0].kind, records[0].length, records[0].flags, records[1].flags);
    return 0;
}
