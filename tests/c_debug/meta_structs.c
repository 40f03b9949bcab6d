#include <stdio.h>
struct point { int x; int y; };
typedef struct point point_t;
static int dot(point_t a, point_t b) { return a.x * b.x + a.y * b.y; }
int main(void) {
  point_t p = {3, 4};
  point_t q = {5, -2};
  int d = dot(p, q);
  printf("%d\n", d);
  return d == 7 ? 0 : 1;
}
