/* Sieve of Eratosthenes on a byte array and on a bit array, prime counting,
 * twin primes and a Goldbach check for small even numbers. */
#include <stdio.h>
#include <string.h>

#define LIMIT 30000
static unsigned char composite[LIMIT + 1];
static unsigned bits[(LIMIT >> 5) + 1];

int main(void) {
    memset(composite, 0, sizeof composite);
    composite[0] = composite[1] = 1;
    for (int i = 2; i * i <= LIMIT; i++)
        if (!composite[i])
            for (int j = i * i; j <= LIMIT; j += i) composite[j] = 1;
    int count = 0, twins = 0, last = 0;
    for (int i = 2; i <= LIMIT; i++)
        if (!composite[i]) { count++; if (i - last == 2) twins++; last = i; }
    printf("primes up to %d: %d, twins %d, largest %d\n", LIMIT, count, twins, last);
    bits[0] = 3;
    for (unsigned i = 2; i * i <= LIMIT; i++)
        if (!(bits[i >> 5] >> (i & 31) & 1))
            for (unsigned j = i * i; j <= LIMIT; j += i) bits[j >> 5] |= 1u << (j & 31);
    int bcount = 0;
    for (unsigned i = 0; i <= LIMIT; i++) bcount += !(bits[i >> 5] >> (i & 31) & 1);
    printf("bit sieve agrees: %d\n", bcount == count);
    int worst = 0, worst_n = 0;
    for (int n = 4; n <= 1500; n += 2) {
        int ways = 0;
        for (int p = 2; p <= n / 2; p++) ways += !composite[p] && !composite[n - p];
        if (!ways) { printf("goldbach fails at %d\n", n); return 1; }
        if (ways > worst) { worst = ways; worst_n = n; }
    }
    printf("goldbach holds to 1500; most ways %d at %d\n", worst, worst_n);
    return 0;
}
