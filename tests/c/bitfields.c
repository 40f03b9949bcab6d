/* Bitfields: signed and unsigned fields of odd widths, packing across words,
 * increments that wrap, sign extension on read, and bitfield arithmetic. */
#include <stdio.h>

struct flags {
    unsigned ready : 1;
    unsigned mode : 3;
    signed level : 5;
    unsigned count : 12;
    signed delta : 11;
};

struct wide {
    unsigned long long lo : 40;
    unsigned long long hi : 24;
};

struct mixed {
    char tag;
    int small : 2;
    unsigned nibble : 4;
    unsigned rest : 26;
};

static int pack(struct flags f) { return f.ready + f.mode * 2 + f.level * 16 + (int)f.count * 512 + f.delta; }

int main(void) {
    struct flags f = {0};
    printf("sizeof flags=%u wide=%u mixed=%u\n", (unsigned)sizeof f, (unsigned)sizeof(struct wide),
           (unsigned)sizeof(struct mixed));
    for (int i = 0; i < 20; i++) {
        f.ready = !f.ready;
        f.mode += 3;
        f.level -= 7;
        f.count += 500;
        f.delta = (signed)(f.delta * 3 + 17);
        if (i % 4 == 3)
            printf("i=%d ready=%u mode=%u level=%d count=%u delta=%d pack=%d\n", i, f.ready, f.mode,
                   f.level, f.count, f.delta, pack(f));
    }
    struct wide w = {0, 0};
    for (int i = 0; i < 10; i++) {
        w.lo = w.lo * 7 + 0x123456789ULL;
        w.hi = w.hi * 5 + 0xabcdU;
    }
    printf("wide lo=%llx hi=%llx\n", (unsigned long long)w.lo, (unsigned long long)w.hi);
    struct mixed m = {'m', 0, 0, 0};
    int seen[4] = {0};
    for (int i = 0; i < 9; i++) {
        m.small = i;          /* wraps into -2..1 */
        seen[m.small + 2]++;
        m.nibble = (unsigned)(m.nibble + 5);
        m.rest = m.rest * 33 + 1;
    }
    printf("small seen %d %d %d %d, nibble %u rest %u tag %c\n", seen[0], seen[1], seen[2], seen[3],
           m.nibble, m.rest, m.tag);
    struct flags g = f;
    g.level = -16;
    g.count = 4095;
    printf("copy level=%d count=%u (orig %d %u)\n", g.level, g.count, f.level, f.count);
    return 0;
}
