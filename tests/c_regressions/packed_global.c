/* Reduced with cvise from Csmith seed 46 (tests/csmith.rs flags), clang-19
 * -O0, both triples, egret -O0 and -O2: reading a byte member of a packed
 * global struct whose later members are unaligned i32s printed 0 instead of
 * the initial value (Csmith's checksum differed). */
#include <stdio.h>
#include <stdint.h>

#pragma pack(1)
struct S1 { uint8_t f0; uint8_t f1; int8_t f2; uint32_t f3; uint32_t f4; };
#pragma pack()

static struct S1 g = {1, 0x76, 0x62, 0x0AB4210B, 4294967287u};

int main(void) {
    printf("%u %u %d\n", g.f0, g.f1, g.f2);
    printf("%u %u\n", g.f3, g.f4);
    return 0;
}
