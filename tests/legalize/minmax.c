// exit: 30
#include <stdio.h>

static int clampi(int x, int lo, int hi) { return x < lo ? lo : x > hi ? hi : x; }
static unsigned char sat_add8(unsigned char a, unsigned char b) { unsigned s = a + b; return s > 255 ? 255 : s; }
static short sat_sub16(short a, short b) { int d = a - b; return d > 32767 ? 32767 : d < -32768 ? -32768 : d; }
static long long labs64(long long x) { return x < 0 ? -x : x; }

int data[64];

int main(void) {
  unsigned x = 2463534242u;
  long long acc = 0;
  int best = -2147483647 - 1, worst = 2147483647;
  unsigned ubest = 0, uworst = ~0u;
  for (int i = 0; i < 64; i++) {
    x ^= x << 13; x ^= x >> 17; x ^= x << 5;
    data[i] = (int)x;
  }
  for (int i = 0; i < 64; i++) {
    int v = data[i];
    best = v > best ? v : best;
    worst = v < worst ? v : worst;
    ubest = (unsigned)v > ubest ? (unsigned)v : ubest;
    uworst = (unsigned)v < uworst ? (unsigned)v : uworst;
    acc += clampi(v >> 8, -100000, 100000);
    acc += sat_add8((unsigned char)v, (unsigned char)(v >> 8));
    acc += sat_sub16((short)v, (short)(v >> 16));
    acc += labs64((long long)v * 3);
    acc += v < 0 ? -v : v;
  }
  printf("%d %d %u %u %lld\n", best, worst, ubest, uworst, acc);
  return (int)(acc & 0x7f);
}
