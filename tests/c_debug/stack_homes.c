/* Variables clang -O2 keeps in memory: `count` has its address taken and
   `pr` is a struct passed by pointer, so their allocas stay, and clang
   describes them with #dbg_assign records linked to their stores. While
   egret keeps every one of those stores, a debugger finds each variable in
   its stack slot on every line of `main` (DW_OP_fbreg), not only where a
   record names a value. */
int printf(const char *fmt, ...);
struct pair { int lo; int hi; };
static void bump(int *p) __attribute__((noinline));
static int sum(const struct pair *q) __attribute__((noinline));

static void bump(int *p) { *p += 3; }

static int sum(const struct pair *q) { return q->lo * 5 + q->hi; }

int main(void) {
    int count = 1;
    bump(&count);
    bump(&count);
    struct pair pr;
    pr.lo = count;
    pr.hi = 2 * count;
    int total = sum(&pr);
    bump(&count);
    total += sum(&pr);
    printf("%d %d\n", count, total);
    return 0;
}
