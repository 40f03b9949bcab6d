/* Variables clang -O2 keeps in memory that are written by more than their
   own assignments: `acc` is changed through a function pointer (`step`
   is chosen at run time, so clang cannot see the call's target) and
   `big` is overwritten by a memcpy from a buffer another function
   filled. Where egret describes such a variable by its stack slot over
   its whole scope, the slot must be the truth after those writers too. */
int printf(const char *fmt, ...);
void *memcpy(void *d, const void *s, __SIZE_TYPE__ n);
typedef void (*stepper)(int *);
static void add_five(int *p) __attribute__((noinline));
static void twice(int *p) __attribute__((noinline));
static void fill(unsigned char *b, int k) __attribute__((noinline));
static long long peek(const long long *p) __attribute__((noinline));

static void add_five(int *p) { *p += 5; }
static void twice(int *p) { *p *= 2; }
static void fill(unsigned char *b, int k) {
    for (int i = 0; i < 8; i++)
        b[i] = (unsigned char)(k + 3 * i);
}
static long long peek(const long long *p) { return *p + 1; }

int main(int argc, char **argv) {
    (void)argv;
    int acc = argc;
    stepper step = argc > 5 ? twice : add_five;
    step(&acc);
    step(&acc);
    unsigned char buf[8];
    long long big = acc;
    long long seen = peek(&big);
    fill(buf, acc);
    memcpy(&big, buf, sizeof big);
    seen += peek(&big);
    step(&acc);
    printf("%d %lld %lld\n", acc, big, seen);
    return 0;
}
/* The IR next to this file: ../regen.sh's clang-19 commands, run here. */
