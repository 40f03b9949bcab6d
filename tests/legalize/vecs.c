// exit: 0
#include <stdio.h>
#include <string.h>

#define N 67
static int a[N], b[N], c[N];
static unsigned char bytes[N];
static short sh[N];

__attribute__((noinline)) static int sum(const int *p, int n) {
  int s = 0;
  for (int i = 0; i < n; i++) s += p[i];
  return s;
}

__attribute__((noinline)) static int maxv(const int *p, int n) {
  int m = p[0];
  for (int i = 1; i < n; i++) m = p[i] > m ? p[i] : m;
  return m;
}

__attribute__((noinline)) static unsigned xorall(const unsigned char *p, int n) {
  unsigned x = 0;
  for (int i = 0; i < n; i++) x ^= p[i];
  return x;
}

__attribute__((noinline)) static void axpy(int *dst, const int *x, const int *y, int k, int n) {
  for (int i = 0; i < n; i++) dst[i] = k * x[i] + (y[i] >> 1) - (x[i] & 7);
}

__attribute__((noinline)) static void widen(int *dst, const short *s, const unsigned char *u, int n) {
  for (int i = 0; i < n; i++) dst[i] = s[i] * 3 + u[i];
}

__attribute__((noinline)) static int count_less(const int *p, int n, int lim) {
  int c = 0;
  for (int i = 0; i < n; i++) c += p[i] < lim;
  return c;
}

__attribute__((noinline)) static unsigned umin_all(const unsigned *p, int n) {
  unsigned m = ~0u;
  for (int i = 0; i < n; i++) m = p[i] < m ? p[i] : m;
  return m;
}

int main(void) {
  for (int i = 0; i < N; i++) {
    a[i] = i * 37 - 500;
    b[i] = (i * 7919) % 1000 - 300;
    bytes[i] = (unsigned char)(i * 53 + 11);
    sh[i] = (short)(i * 1234 - 20000);
  }
  printf("sum %d\n", sum(a, N));
  printf("max %d\n", maxv(b, N));
  printf("xor %u\n", xorall(bytes, N));
  axpy(c, a, b, 3, N);
  printf("axpy %d %d %d\n", c[0], c[N / 2], sum(c, N));
  widen(c, sh, bytes, N);
  printf("widen %d %d\n", c[5], sum(c, N));
  printf("less %d\n", count_less(b, N, 17));
  printf("umin %u\n", umin_all((const unsigned *)a, N));
  return 0;
}
