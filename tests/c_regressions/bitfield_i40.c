/* Reduced from Csmith seed 56 (tests/csmith.rs flags): a 40-bit signed
 * bitfield in a packed struct. On the scratch merge of all helper branches:
 * clang-19 -O2 IR (`sext i40 ... to i64`) made egret panic ("no rule matched
 * for term sext32" in ISLE lowering) instead of legalizing it; clang-19 -O0
 * IR was refused ("unsupported instruction `trunc` of type i40"); clang-14
 * -O0 IR ran but printed wrong values (unaligned accesses). */
#include <stdio.h>

#pragma pack(push, 1)
struct s { signed char c; long long f : 40; unsigned long long g : 24; };
#pragma pack(pop)

static struct s v = {1, -5000000000LL, 0xabcdef};

int main(void) {
    volatile int k = 3;
    for (int i = 0; i < k; i++) v.f = v.f * 3 + i;
    long long x = v.f;
    printf("%lld %llu %d\n", x, (unsigned long long)v.g, v.c);
    return 0;
}
