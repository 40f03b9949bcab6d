/* Reduced from tests/c/tls_section_align.c. Over-aligned locals
 * (`alloca ..., align 16` / `align 32`) at clang -O0 (14 and 19, both
 * triples): egret -O0 and -O2 placed them at addresses that are only 8- or
 * 4-aligned (the frame is not realigned); the native build never does. */
#include <stdio.h>
#include <stdint.h>

static int check(void) {
    char small = 1;
    char buf[24] __attribute__((aligned(16)));
    int big __attribute__((aligned(32))) = 3;
    buf[0] = small;
    return (int)((uintptr_t)buf % 16) * 100 + (int)((uintptr_t)&big % 32) + buf[0] - 1 + big - 3;
}

static int nest(int d) {
    char pad[3];
    pad[0] = (char)d;
    return d ? nest(d - 1) + pad[0] - d : check();
}

int main(void) {
    int bad = 0;
    for (int d = 0; d < 8; d++) bad += nest(d) != 0;
    printf("misaligned %d\n", bad);
    return 0;
}
