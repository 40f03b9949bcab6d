/* GNU computed goto (`&&label`, `goto *p`: blockaddress and indirectbr in
 * LLVM): a threaded-code register machine with a dispatch table of labels,
 * and a label address stored in a variable and jumped to later. */
#include <stdio.h>

enum { SET, MUL, ADD, DEC, JNZ, PRINT, HALT };

static long long run(const int *code, int *steps) {
    static const void *dispatch[] = {&&op_set, &&op_mul, &&op_add, &&op_dec, &&op_jnz, &&op_print, &&op_halt};
    long long r[4] = {0, 0, 0, 0};
    const int *pc = code;
    *steps = 0;
#define NEXT do { (*steps)++; goto *dispatch[*pc++]; } while (0)
    NEXT;
op_set: r[pc[0]] = pc[1]; pc += 2; NEXT;
op_mul: r[pc[0]] *= r[pc[1]]; pc += 2; NEXT;
op_add: r[pc[0]] += r[pc[1]]; pc += 2; NEXT;
op_dec: r[pc[0]]--; pc += 1; NEXT;
op_jnz: if (r[pc[0]]) pc = code + pc[1]; else pc += 2; NEXT;
op_print: printf("r%d = %lld\n", pc[0], r[pc[0]]); pc += 1; NEXT;
op_halt: return r[0];
#undef NEXT
}

static int classify(int x) {
    void *target = x < 0 ? &&negative : x == 0 ? &&zero : &&positive;
    goto *target;
negative: return -1;
zero: return 0;
positive: return 1;
}

int main(void) {
    /* r0 = 1; r1 = 15; loop: r0 *= r1; r2 += r1; r1--; if r1 goto loop; print r0, r2 */
    const int prog[] = {SET, 0, 1, SET, 1, 15, SET, 2, 0,
                        /* 9 */ MUL, 0, 1, ADD, 2, 1, DEC, 1, JNZ, 1, 9,
                        PRINT, 0, PRINT, 2, HALT};
    int steps;
    long long result = run(prog, &steps);
    printf("result %lld after %d steps\n", result, steps);
    printf("classify %d %d %d\n", classify(-7), classify(0), classify(9));
    return 0;
}
