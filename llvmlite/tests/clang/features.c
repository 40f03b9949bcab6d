/* Module-level features: constructors/destructors, aliases, weak symbols,
   sections, alignment, thread-local storage, used symbols, _BitInt widths,
   dense and sparse switches, function pointers and compound literals. */
int events;
static void __attribute__((constructor)) early(void) { events += 1; }
static void __attribute__((destructor)) late(void) { events += 100; }
int real_counter = 7;
extern int counter_alias __attribute__((alias("real_counter")));
int __attribute__((weak)) tunable = 3;
int __attribute__((section(".mydata"))) in_section = 11;
int __attribute__((aligned(64))) aligned_word = 12;
_Thread_local int per_thread = 13;
static int __attribute__((used)) kept = 14;
extern int __attribute__((weak)) maybe_missing;

typedef _BitInt(24) i24;
typedef unsigned _BitInt(48) u48;

i24 add24(i24 a, i24 b) { return a + b; }
u48 mul48(u48 a, u48 b) { return a * b; }
_BitInt(2) tiny(_BitInt(2) x) { return x + 1; }

int dense(int x) {
  switch (x) {
  case 0: return 3; case 1: return 5; case 2: return 7; case 3: return 11;
  case 4: return 13; case 5: return 17; case 6: return 19; case 7: return 23;
  default: return -1;
  }
}

static int twice(int x) { return 2 * x; }
static int thrice(int x) { return 3 * x; }
int (*const ops[])(int) = { twice, thrice };

int apply(int k, int v) { return ops[k & 1](v); }

int have_missing(void) { return &maybe_missing != 0; }

int main(void) {
  int *p = (int[]){ 1, 2, 3 };
  i24 a = add24(1000000, 2000000);
  u48 m = mul48(100000, 100000);
  return events + counter_alias + tunable + in_section + aligned_word + per_thread + kept
       + (int)a + (int)(m >> 20) + tiny(1) + dense(3) + apply(1, 4) + p[2] + have_missing();
}
