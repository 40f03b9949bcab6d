/* Static locals: counters that persist across calls, static buffers
 * returned to the caller, static tables initialised once, and statics in
 * recursive functions. */
#include <stdio.h>

static int next_id(void) { static int id = 100; return id++; }

static const char *label(int n) {
    static char buf[32];
    static int calls;
    calls++;
    sprintf(buf, "L%d#%d", n, calls);
    return buf;
}

static unsigned long long *factorials(void) {
    static unsigned long long f[21];
    static int ready;
    if (!ready) {
        f[0] = 1;
        for (int i = 1; i <= 20; i++) f[i] = f[i - 1] * (unsigned long long)i;
        ready = 1;
    }
    return f;
}

static int depth_max(int n) {
    static int depth, deepest;
    depth++;
    if (depth > deepest) deepest = depth;
    if (n > 0) depth_max(n - 1);
    depth--;
    return deepest;
}

static int toggle(void) { static _Bool state; state = !state; return state; }

int main(void) {
    for (int i = 0; i < 3; i++) printf("id %d ", next_id());
    printf("\n");
    printf("%s ", label(7));
    printf("%s\n", label(8));
    const char *l1 = label(1);
    printf("same buffer %d\n", l1 == label(2));
    unsigned long long *f = factorials();
    printf("10! %llu 20! %llu same %d\n", f[10], f[20], f == factorials());
    int first = depth_max(3);
    int second = depth_max(10);
    printf("depth %d then %d\n", first, second);
    int t = 0;
    for (int i = 0; i < 7; i++) t = t * 2 + toggle();
    printf("toggles %d\n", t);
    return 0;
}
