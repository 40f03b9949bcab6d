#include <stdio.h>
static inline int square(int v) { return v * v; }
static int cube(int v) { return square(v) * v; }
static int poly(int v) {
  int a = cube(v);
  int b = square(v + 1);
  return a + b;
}
int main(void) {
  int acc = 0;
  for (int i = 0; i < 5; i++)
    acc += poly(i);
  printf("%d\n", acc);
  return acc == 130 ? 0 : 1;
}
