/* Parameters at -O2. `seven` takes seven words: under O32 the first two
   arrive in $a0/$a1 and the rest on the caller's stack (a local call
   passes three more in registers), and as it calls, egret reads the
   stack-passed ones from their incoming slots at each use, so they live
   nowhere else: a debugger finds them in those slots. `first_line` is
   stopped at its first line, before any of its parameters is used: they
   are still in the registers they arrived in. */
int printf(const char *fmt, ...);
int seven(int a, int b, int c, int d, int e, int f, int g) __attribute__((noinline));
static unsigned first_line(unsigned x, unsigned y) __attribute__((noinline));
static int sink(int v) __attribute__((noinline));

static int sink(int v) {
    return v * 3 + 1;
}

int seven(int a, int b, int c, int d, int e, int f, int g) {
    int s = sink(a + b);
    s += sink(c - d);
    s += sink(e ^ f);
    s += g;
    return s + f;
}

static unsigned first_line(unsigned x, unsigned y) {
    unsigned r = x * 40503u;
    r ^= y;
    return r + (x >> 3);
}

volatile int in = 5;

int main(void) {
    int v = in;
    int s = seven(v, v + 1, v + 2, v + 3, v + 4, v + 5, v + 6);
    unsigned u = first_line((unsigned)v * 7u, (unsigned)s);
    printf("%d %u\n", s, u);
    return 0;
}
