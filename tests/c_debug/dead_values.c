/* Variables read after their last use at -O2: each function computes a
   value, uses it for the last time early, and goes on while the variable
   is still in scope. A debugger stopped on the later lines finds it where
   it was left (a register nothing has overwritten since, or a copy). */
int printf(const char *fmt, ...);
static unsigned mix(unsigned seed, unsigned n) __attribute__((noinline));
static int scan(const int *a, int n, int key) __attribute__((noinline));

static unsigned mix(unsigned seed, unsigned n) {
    unsigned start = seed * 2654435761u;
    unsigned h = start ^ n;
    for (unsigned i = 0; i < n; i++)
        h = (h << 5) + h + i;
    h ^= h >> 13;
    return h;
}

static int scan(const int *a, int n, int key) {
    int first = a[0];
    int hits = first == key;
    for (int i = 1; i < n; i++)
        if (a[i] == key)
            hits++;
    hits += n;
    return hits;
}

volatile unsigned seed_in = 12345u;
volatile int count_in = 6;

int main(void) {
    int data[8] = {3, 1, 4, 1, 5, 9, 2, 6};
    unsigned h = mix(seed_in, count_in);
    int k = scan(data, 8, 1);
    printf("%u %d\n", h, k);
    return 0;
}
