/* Reduced from tests/c/overflow_builtins.c. At clang -O0 (14 and 19, both
 * triples) __builtin_add_overflow(unsigned, int, int *) becomes
 * llvm.sadd.with.overflow.i33 followed by trunc/sext/icmp on i33; egret
 * (-O0 and -O2) reported overflow (1) where there is none, while
 * `egret interp` printed the right 0: the i33 values lose their promoted
 * (zero-extended) form somewhere between the legalizer and the backend. */
#include <stdio.h>

int main(void) {
    int r;
    int f = __builtin_add_overflow(3000000000u, -1000000000, &r);
    printf("%d %d\n", f, r);
    unsigned char c;
    f = __builtin_sub_overflow(5, 300, &c);
    printf("%d %u\n", f, c);
    long long w;
    f = __builtin_mul_overflow(4000000000u, -3, &w);
    printf("%d %lld\n", f, w);
    return 0;
}
