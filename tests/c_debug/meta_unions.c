#include <stdio.h>
union word { unsigned int u; unsigned char b[4]; short h[2]; };
static unsigned sum_bytes(union word w) {
  unsigned s = 0;
  for (int i = 0; i < 4; i++) {
    unsigned char c = w.b[i];
    s += c;
  }
  return s;
}
int main(void) {
  union word w;
  w.u = 0x01020304u;
  printf("%u %d\n", sum_bytes(w), w.h[0] != 0);
  return 0;
}
