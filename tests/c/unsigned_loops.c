/* Loops with unsigned and signed counters of several widths: wraparound
 * loop exits, down-counting to zero, strided loops, loops on unsigned char
 * that terminate by overflow, and mixed signed/unsigned comparisons. */
#include <stdio.h>

int main(void) {
    unsigned count = 0;
    for (unsigned char c = 200; c != 10; c++) count++;
    printf("uchar wrap loop %u\n", count);
    unsigned long long sum = 0;
    for (unsigned i = 10; i-- > 0;) sum += i * i;
    printf("down to zero %llu\n", sum);
    int n = 0;
    for (unsigned short s = 1; s; s <<= 1) n++;
    printf("ushort shift loop %d\n", n);
    unsigned acc = 0;
    for (unsigned i = 0xfffffff0u; i >= 0xfffffff0u; i += 3) acc += i & 0xff;
    printf("wrap exit %u\n", acc);
    long long total = 0;
    for (long long i = -3000000000LL; i < 3000000000LL; i += 500000007LL) total += i / 1000;
    printf("ll stride %lld\n", total);
    int neg = -1;
    unsigned one = 1;
    printf("-1 < 1u: %d, -1 < (int)1u: %d\n", (unsigned)neg < one, neg < (int)one);
    int hits = 0;
    for (signed char sc = -128; sc < 127; sc += 7) hits++;
    printf("schar steps %d\n", hits);
    unsigned tri = 0;
    for (unsigned i = 1; i <= 1000; i++) for (unsigned j = i; j <= 1000; j += i) tri += j % 7 == 0;
    printf("nested %u\n", tri);
    return 0;
}
