/* A switch-heavy benchmark: a stack-machine bytecode interpreter whose
   dispatch is one dense switch over 16 opcodes, plus a token classifier
   (a sparse switch over characters). Prints a checksum. */
#include <stdio.h>

enum { PUSH, ADD, SUB, MUL, AND, XOR, SHL1, DUP, DROP, SWAP, OVER, LOAD, STORE, DEC, JNZ, HALT };

static unsigned vm(const unsigned char *code, unsigned *steps_out) {
  unsigned stack[32];
  unsigned reg[4] = {0, 0, 0, 0};
  int sp = 0, pc = 0;
  unsigned steps = 0;
  for (;;) {
    steps++;
    unsigned op = code[pc++];
    switch (op) {
    case PUSH: stack[sp++] = code[pc++]; break;
    case ADD: sp--; stack[sp - 1] += stack[sp]; break;
    case SUB: sp--; stack[sp - 1] -= stack[sp]; break;
    case MUL: sp--; stack[sp - 1] *= stack[sp]; break;
    case AND: sp--; stack[sp - 1] &= stack[sp]; break;
    case XOR: sp--; stack[sp - 1] ^= stack[sp]; break;
    case SHL1: stack[sp - 1] <<= 1; break;
    case DUP: stack[sp] = stack[sp - 1]; sp++; break;
    case DROP: sp--; break;
    case SWAP: { unsigned t = stack[sp - 1]; stack[sp - 1] = stack[sp - 2]; stack[sp - 2] = t; break; }
    case OVER: stack[sp] = stack[sp - 2]; sp++; break;
    case LOAD: stack[sp++] = reg[code[pc++] & 3]; break;
    case STORE: reg[code[pc++] & 3] = stack[--sp]; break;
    case DEC: stack[sp - 1]--; break;
    case JNZ: { unsigned to = code[pc++]; if (stack[--sp]) pc = to; break; }
    case HALT: *steps_out = steps; return reg[0] ^ reg[1];
    default: *steps_out = steps; return 0xdead;
    }
  }
}

static int token_class(int c) {
  switch (c) {
  case '+': case '-': return 1;
  case '*': case '/': case '%': return 2;
  case '(': case ')': return 3;
  case '<': case '>': case '=': return 4;
  case 'x': case 'y': case 'z': return 5;
  case 1000: return 6;
  case 4096: return 7;
  default: return 0;
  }
}

int main(void) {
  /* r0 = 0; r1 = 1; n = 3000;
     loop: r0 = r0 + n * 3 ^ r1; r1 = (r1 << 1) & 0xff ^ n; n--; while n */
  static const unsigned char prog[] = {
    PUSH, 0, STORE, 0, PUSH, 1, STORE, 1, PUSH, 200, PUSH, 15, MUL, /* n = 3000 */
    /* 13: */ DUP, PUSH, 3, MUL, LOAD, 1, XOR, LOAD, 0, ADD, STORE, 0,
    LOAD, 1, SHL1, PUSH, 255, AND, OVER, XOR, STORE, 1,
    DEC, DUP, JNZ, 13,
    DROP, HALT
  };
  unsigned steps = 0;
  unsigned r = vm(prog, &steps);
  unsigned classes = 0;
  const char *text = "(x+y)*z-(x%y)/3<=z>x==y+(z*x)-y%(x+1)";
  int rep, i;
  for (rep = 0; rep < 200; rep++)
    for (i = 0; text[i]; i++) classes = classes * 3 + token_class(text[i] + rep % 2);
  printf("%u %u %u\n", r, steps, classes);
  return 0;
}
