#include <stdio.h>
static const char greeting[] = "hello";
int counter = 7;
static short shorts[4] = {1, -2, 3, -4};
struct config { char tag; long scale; unsigned char weights[2]; } cfg = {'c', 3, {25, 50}};
static int bump(int by) { counter += by; return counter; }
int main(void) {
  int s = 0;
  for (unsigned i = 0; i < sizeof shorts / sizeof shorts[0]; i++)
    s += shorts[i];
  printf("%s %d %d %c\n", greeting, bump(s), (int)(cfg.scale * 2 + cfg.weights[1]), cfg.tag);
  return 0;
}
