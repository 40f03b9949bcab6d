/* Memory intrinsics, struct copies, byval/sret, small-width integers and
   unions. */
#include <string.h>

struct big { int v[12]; };
union u { int i; unsigned char b[4]; short h[2]; };
typedef struct { unsigned char r, g, b; } rgb;

struct big global_big = { { 1, 2, 3 } };

struct big get_big(int k) { struct big b; memset(&b, 0, sizeof b); b.v[0] = k; b.v[11] = k * 2; return b; }

int take_big(struct big b) { return b.v[0] + b.v[11]; }

int first_byte(union u x) { return x.b[0]; }

rgb mix(rgb a, rgb b) { rgb c = { (unsigned char)(a.r + b.r), (unsigned char)(a.g + b.g), (unsigned char)(a.b + b.b) }; return c; }

void copy(char *dst, const char *src, unsigned n) { memcpy(dst, src, n); }

int main(void) {
  struct big b = get_big(5);
  char buf[32];
  copy(buf, "abcdefghijklmnopqrstuvwxyz", 27);
  union u x; x.i = 0x01020304;
  rgb c1 = { 1, 2, 3 }, c2 = { 4, 5, 6 };
  rgb c3 = mix(c1, c2);
  struct big copy_of = global_big;
  return take_big(b) + buf[3] + first_byte(x) + c3.g + copy_of.v[2];
}
