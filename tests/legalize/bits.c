// exit: 87
#include <stdio.h>
#include <string.h>

static unsigned rotl(unsigned x, unsigned s) { return (x << (s & 31)) | (x >> ((32 - s) & 31)); }
static unsigned rotr(unsigned x, unsigned s) { return (x >> (s & 31)) | (x << ((32 - s) & 31)); }
static unsigned long long rotl64(unsigned long long x, unsigned s) { return (x << (s & 63)) | (x >> ((64 - s) & 63)); }
static int imax(int a, int b) { return a > b ? a : b; }
static unsigned umin(unsigned a, unsigned b) { return a < b ? a : b; }
static int iabs(int a) { return a < 0 ? -a : a; }

unsigned seed = 12345;
static unsigned next(void) { seed = seed * 1103515245u + 12345u; return seed; }

int main(void) {
  unsigned h = 0;
  for (int i = 0; i < 200; i++) {
    unsigned x = next() >> (i & 15);
    unsigned long long y = ((unsigned long long)next() << 32) | next();
    h += __builtin_popcount(x);
    h += x ? __builtin_clz(x) : 32;
    h += x ? __builtin_ctz(x) : 32;
    h ^= __builtin_bswap32(x);
    h += __builtin_bswap16((unsigned short)x);
    h += (unsigned)(__builtin_bswap64(y) >> 7);
    h += __builtin_popcountll(y);
    h += y ? __builtin_clzll(y) : 64;
    h += y ? __builtin_ctzll(y) : 64;
    h = rotl(h, i) ^ rotr(x, 7);
    h += (unsigned)rotl64(y, i);
    h += imax((int)x, (int)h) + umin(x, h) + iabs((int)(x - h));
  }
  printf("%u\n", h);
  return (int)(h & 0x7f);
}
