/* Function pointers: tables, callbacks, returning function pointers, pointers in structs. */
#include <stdio.h>

typedef int (*binop)(int, int);

static int add(int a, int b) { return a + b; }
static int sub(int a, int b) { return a - b; }
static int mul(int a, int b) { return a * b; }
static int band(int a, int b) { return a & b; }
static int bxor(int a, int b) { return a ^ b; }

static const struct { char name; binop fn; } ops[] = {
    {'+', add}, {'-', sub}, {'*', mul}, {'&', band}, {'^', bxor},
};

static binop lookup(char c) {
    for (unsigned i = 0; i < sizeof ops / sizeof ops[0]; i++)
        if (ops[i].name == c) return ops[i].fn;
    return 0;
}

static int fold(const int *v, int n, int init, binop f) {
    for (int i = 0; i < n; i++) init = f(init, v[i]);
    return init;
}

static int (*choose(int which))(int, int) { return which ? mul : add; }

static void apply_all(void (*cb)(int, void *), void *ctx, int n) {
    for (int i = 0; i < n; i++) cb(i, ctx);
}

static void accumulate(int i, void *ctx) { *(long long *)ctx += (long long)i * i * i; }

static int twice(int (*f)(int), int x) { return f(f(x)); }
static int inc(int x) { return x + 1; }
static int sq(int x) { return x * x; }

int main(void) {
    int v[] = {3, 9, -4, 12, 7, 1};
    const char *prog = "+-*&^";
    for (const char *p = prog; *p; p++) {
        binop f = lookup(*p);
        printf("fold %c = %d\n", *p, fold(v, 6, *p == '*' ? 1 : 0, f));
    }
    printf("lookup missing: %s\n", lookup('/') ? "found" : "null");
    printf("choose: %d %d\n", choose(0)(6, 7), choose(1)(6, 7));
    long long total = 0;
    apply_all(accumulate, &total, 100);
    printf("sum of cubes: %lld\n", total);
    int (*fs[2])(int) = {inc, sq};
    for (int i = 0; i < 2; i++) printf("twice[%d](5) = %d\n", i, twice(fs[i], 5));
    binop volatile indirect = sub;
    printf("indirect: %d\n", indirect(100, 58));
    return 0;
}
