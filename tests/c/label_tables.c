/* GNU computed goto beyond a dispatch loop: a stack machine whose opcode
 * table of label addresses is a static array, label addresses compared
 * with each other and with table entries, a label address passed through
 * (and returned by) an ordinary function before it is jumped to, a
 * generator that keeps "where to resume" in a struct between calls,
 * labels chosen by a table index, and a position-independent table of
 * label differences (`&&a - &&base`). */
#include <stdio.h>

enum { PUSH, ADD, MUL, DUP, SWAP, OVER, JZ, JMP, DEC, PRINT, HALT };

/* Returns its argument: the address only travels through a call. */
static void *__attribute__((noinline)) pass_through(void *p, int *calls) {
    (*calls)++;
    return p;
}

static int stack_machine(const int *code, int *calls) {
    static void *const ops[] = {&&push, &&add, &&mul, &&dup, &&swap, &&over,
                                &&jz, &&jmp, &&dec, &&print, &&halt};
    int stack[16];
    int sp = 0, pc = 0, executed = 0;
    void *target;
#define DISPATCH                                                         \
    do {                                                                 \
        executed++;                                                      \
        target = ops[code[pc]];                                          \
        if (target == &&print || target == ops[HALT])                    \
            target = pass_through(target, calls);                        \
        goto *target;                                                    \
    } while (0)
    DISPATCH;
push:
    stack[sp++] = code[pc + 1];
    pc += 2;
    DISPATCH;
add:
    sp--;
    stack[sp - 1] += stack[sp];
    pc++;
    DISPATCH;
mul:
    sp--;
    stack[sp - 1] *= stack[sp];
    pc++;
    DISPATCH;
dup:
    stack[sp] = stack[sp - 1];
    sp++;
    pc++;
    DISPATCH;
swap: {
    int t = stack[sp - 1];
    stack[sp - 1] = stack[sp - 2];
    stack[sp - 2] = t;
    pc++;
    DISPATCH;
}
over:
    stack[sp] = stack[sp - 2];
    sp++;
    pc++;
    DISPATCH;
jz:
    pc = stack[sp - 1] == 0 ? code[pc + 1] : pc + 2;
    DISPATCH;
jmp:
    pc = code[pc + 1];
    DISPATCH;
dec:
    stack[sp - 1]--;
    pc++;
    DISPATCH;
print:
    printf("top %d depth %d\n", stack[sp - 1], sp);
    pc++;
    DISPATCH;
halt:
#undef DISPATCH
    return executed * 1000 + stack[0];
}

/* A generator: each call resumes where the previous one stopped. */
struct gen {
    void *resume;
    int a, b;
};

static int next_fib(struct gen *g) {
    if (g->resume)
        goto *g->resume;
    g->a = 0;
    g->b = 1;
    for (;;) {
        g->resume = &&yielded;
        return g->a;
    yielded: {
        int t = g->a + g->b;
        g->a = g->b;
        g->b = t;
    }
    }
}

/* Which label a value maps to, with the addresses compared first. */
static const char *classify(unsigned x) {
    static void *const kinds[] = {&&zero, &&small, &&big};
    void *k = kinds[(x != 0) + (x > 9)];
    if (k == kinds[0])
        return "zero";
    if (k != &&small && k != &&big)
        return "lost";
    goto *k;
zero:
    return "never";
small:
    return "small";
big:
    return "big";
}

/* Label differences in a static table, added back to a base label. */
static int relative(int i) {
    static const int offsets[] = {&&r1 - &&r0, &&r0 - &&r0, &&r2 - &&r0};
    goto *(&&r0 + offsets[i]);
r0:
    return 100 + i;
r1:
    return 200 + i;
r2:
    return 300 + i;
}

int main(void) {
    /* [acc n]: while (n) { acc *= n; n--; } then acc + 0: 5! = 120. */
    const int fact[] = {PUSH, 1, PUSH, 5,
                        /* 4 */ JZ, 14, SWAP, OVER, MUL, SWAP, DEC, PRINT, JMP, 4,
                        /* 14 */ ADD, PRINT, HALT};
    int calls = 0;
    int r = stack_machine(fact, &calls);
    printf("stack machine %d, %d calls through pass_through\n", r, calls);

    struct gen g = {0, 0, 0};
    for (int i = 0; i < 12; i++)
        printf("%d ", next_fib(&g));
    printf("\n");

    unsigned xs[] = {0, 3, 9, 10, 4000000000u};
    for (int i = 0; i < 5; i++)
        printf("%u is %s\n", xs[i], classify(xs[i]));
    for (int i = 0; i < 3; i++)
        printf("relative %d -> %d\n", i, relative(i));
    return 0;
}
