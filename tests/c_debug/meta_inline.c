#include <stdio.h>
static inline int square(int v) { return v * v; }
static int cube(int v) { return square(v) * v; }
static int poly(int v) {
  int a = cube(v);
  int b = square(v + 1);
  return a + b;
}
int main(int argc, char **argv) {
  int acc = argc;
  for (const char *p = argv[0]; *p; p++)
    acc += poly(*p & 7);
  printf("%d\n", acc);
  return acc > 0 ? 0 : 1;
}
