/* A stack-machine interpreter dispatching with a big switch in a loop (a
 * jump table at -O2), running a program that computes primes and a GCD. */
#include <stdio.h>

enum op { PUSH, POP, ADD, SUB, MUL, DIV, MOD, DUP, OVER, SWAP, JMP, JZ, JLT, LOAD, STORE, OUT, HALT, NOP };

static int exec(const int *code, int *mem, int trace) {
    int stack[64], sp = 0, pc = 0, executed = 0;
    for (;;) {
        executed++;
        int op = code[pc++];
        switch (op) {
        case PUSH: stack[sp++] = code[pc++]; break;
        case POP: sp--; break;
        case ADD: sp--; stack[sp - 1] += stack[sp]; break;
        case SUB: sp--; stack[sp - 1] -= stack[sp]; break;
        case MUL: sp--; stack[sp - 1] *= stack[sp]; break;
        case DIV: sp--; stack[sp - 1] /= stack[sp]; break;
        case MOD: sp--; stack[sp - 1] %= stack[sp]; break;
        case DUP: stack[sp] = stack[sp - 1]; sp++; break;
        case OVER: stack[sp] = stack[sp - 2]; sp++; break;
        case SWAP: { int t = stack[sp - 1]; stack[sp - 1] = stack[sp - 2]; stack[sp - 2] = t; break; }
        case JMP: pc = code[pc]; break;
        case JZ: pc = stack[--sp] == 0 ? code[pc] : pc + 1; break;
        case JLT: sp -= 2; pc = stack[sp] < stack[sp + 1] ? code[pc] : pc + 1; break;
        case LOAD: stack[sp - 1] = mem[stack[sp - 1]]; break;
        case STORE: sp -= 2; mem[stack[sp + 1]] = stack[sp]; break;
        case OUT: if (trace) printf("%d ", stack[sp - 1]); sp--; break;
        case HALT: return executed;
        case NOP: break;
        default: printf("bad op %d\n", op); return -1;
        }
    }
}

int main(void) {
    /* gcd(a, b): while (b) { t = a % b; a = b; b = t; } */
    const int gcd[] = {PUSH, 1071, PUSH, 462, /* 4 */ DUP, JZ, 14, SWAP, OVER, MOD, JMP, 4, NOP, NOP, /* 14 */ POP, OUT, HALT};
    int mem[8] = {0};
    int n = exec(gcd, mem, 1);
    printf("| gcd steps %d\n", n);
    /* for (n = 2; n < 60; n++) { d = 2; while (d * d <= n && n % d) d++; if (d * d > n) out(n); } */
    const int primes[] = {
        PUSH, 2, PUSH, 0, STORE,
        /* 5 */ PUSH, 2, PUSH, 1, STORE,
        /* 10 */ PUSH, 0, LOAD, PUSH, 1, LOAD, DUP, MUL, JLT, 45,
        /* 20 */ PUSH, 0, LOAD, PUSH, 1, LOAD, MOD, JZ, 49,
        /* 29 */ PUSH, 1, LOAD, PUSH, 1, ADD, PUSH, 1, STORE, JMP, 10,
        /* 40 */ NOP, NOP, NOP, NOP, NOP,
        /* 45 */ PUSH, 0, LOAD, OUT,
        /* 49 */ PUSH, 0, LOAD, PUSH, 1, ADD, DUP, PUSH, 0, STORE, PUSH, 60, JLT, 5, HALT,
    };
    n = exec(primes, mem, 1);
    printf("| prime steps %d\n", n);
    return 0;
}
