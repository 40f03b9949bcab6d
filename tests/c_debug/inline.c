/* Inlining at -O2: small static functions inlined into their callers,
   some twice; a lexical block with its own variable. */
int printf(const char *fmt, ...);

static int square(int x) {
    int y = x * x;
    return y;
}

static int sum_squares(int n) {
    int s = 0;
    for (int i = 1; i <= n; i++) {
        s += square(i);
    }
    return s;
}

static int clamp(int v, int lo, int hi) {
    if (v < lo)
        return lo;
    if (v > hi)
        return hi;
    return v;
}

int scale(int a, int b) {
    int r = clamp(a * b, -100, 100);
    {
        int t = square(r) + sum_squares(b);
        r = t - a;
    }
    return r;
}

int main(void) {
    int total = 0;
    for (int k = 0; k < 6; k++) {
        total += scale(k, k + 3);
        total ^= clamp(total, 0, 5000);
    }
    printf("%d %d\n", total, sum_squares(7));
    return 0;
}
