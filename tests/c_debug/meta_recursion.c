#include <stdio.h>
typedef unsigned long long u64;
static u64 fib(unsigned n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
static long gcd(long a, long b) {
  while (b != 0) {
    long t = a % b;
    a = b;
    b = t;
  }
  return a;
}
int main(void) {
  printf("%llu %ld\n", fib(15), gcd(1071, 462));
  return 0;
}
