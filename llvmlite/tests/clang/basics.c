/* Integer C that exercises what clang 14-19 emit: switch, freeze (x/10 with
   x%10), packed structs in initialisers, aggregates, varargs, bit-fields. */
#include <stdarg.h>

struct pair { int a; int b; };
struct odd { char c; long long x; short s; };
struct bits { unsigned a : 3; unsigned b : 5; int c : 7; unsigned d : 17; };

static struct odd table[3] = { { 'a', 1, 2 }, { 'b', 3, 4 }, { 'c', 5, 6 } };
static const char *names[] = { "zero", "one", "two" };
struct bits packed_bits = { 1, 2, -3, 4 };
int counter;
int *counter_ptr = &counter;
const char *second_char = &"hello"[1];
long diff_holder = sizeof(table);

static int classify(int x) {
  switch (x) {
  case 0: return 10;
  case 1: return 20;
  case 2: return 30;
  case 5: return 40;
  case 100: return 50;
  case -7: return 60;
  default: return 0;
  }
}

unsigned digits(unsigned x) {
  unsigned s = 0;
  while (x) { s += x % 10; x /= 10; }
  return s;
}

struct pair make_pair(int a, int b) { struct pair p = { a, b }; return p; }

int sum(int n, ...) {
  va_list ap;
  va_start(ap, n);
  int s = 0;
  for (int i = 0; i < n; i++) s += va_arg(ap, int);
  va_end(ap);
  return s;
}

long long sum64(int n, ...) {
  va_list ap, aq;
  va_start(ap, n);
  va_copy(aq, ap);
  long long s = 0;
  for (int i = 0; i < n; i++) s += va_arg(aq, long long);
  va_end(aq);
  va_end(ap);
  return s;
}

int bitfield_sum(struct bits *b) { return b->a + b->b + b->c + b->d; }

int overflow_add(int a, int b, int *out) { return __builtin_sadd_overflow(a, b, out); }

unsigned rot(unsigned x, unsigned n) { return (x << (n & 31)) | (x >> ((32 - n) & 31)); }

int maxi(int a, int b) { return a > b ? a : b; }

int main(void) {
  struct pair p = make_pair(3, 4);
  int r = classify(p.a) + classify(-7) + (int)digits(12345u);
  r += sum(3, 1, 2, 3) + (int)sum64(2, 10LL, 20LL);
  r += bitfield_sum(&packed_bits) + table[1].s + names[2][0];
  int o;
  r += overflow_add(0x7fffffff, 1, &o);
  r += (int)rot(0x80000001u, 1) + maxi(r, 7) + *counter_ptr + second_char[0];
  return r & 0xff;
}
