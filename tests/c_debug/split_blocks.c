/* A pass that splits a block keeps the variables it did not touch: at
   -O2 the i64 division by a constant in `tenths` becomes a branch on the
   dividend's high word and two new blocks (egret's divconst pass), which
   hold new code only, so `k`, bound before them, is still `k` after
   their join, where a debugger stopped on the next lines finds it. */
int printf(const char *fmt, ...);
static unsigned long long tenths(unsigned long long x, unsigned k) __attribute__((noinline));

static unsigned long long tenths(unsigned long long x, unsigned k) {
    unsigned long long d = x / 10000u;
    unsigned m = k * 3u;
    m ^= k >> 2;
    return d + m;
}

volatile unsigned long long big = 1234567ull;
volatile unsigned small = 77;

int main(void) {
    unsigned long long r = tenths(big, small);
    printf("%llu\n", r);
    return 0;
}
