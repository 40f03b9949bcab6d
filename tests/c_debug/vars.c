/* Variables at -O0: parameters and locals of several types, read back at
   breakpoint lines (the lines marked BREAK) through their DWARF locations. */
int printf(const char *fmt, ...);

struct point {
    int x;
    short y;
    char tag;
};

static long long mix(int a, unsigned char b, long long c) {
    long long r = c * a + b;
    int neg = -a; /* BREAK mix */
    return r + neg;
}

static int walk(struct point *pts, int n) {
    int best = -1;
    for (int i = 0; i < n; i++) {
        struct point p = pts[i];
        int d = p.x * p.x + p.y * p.y; /* BREAK walk */
        if (d > best)
            best = d;
    }
    return best;
}

int main(void) {
    struct point pts[3] = {{3, 4, 'a'}, {-5, 12, 'b'}, {8, 15, 'c'}};
    int count = 3;
    unsigned char small = 250;
    long long wide = -9876543210LL;
    long long m = mix(count, small, wide);
    int w = walk(pts, count); /* BREAK main */
    printf("%lld %d\n", m, w);
    return 0;
}
