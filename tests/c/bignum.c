/* Arbitrary-precision unsigned integers in base 10^4 limbs: factorials,
 * powers of two, Fibonacci numbers, and long multiplication. */
#include <stdio.h>
#include <string.h>

#define LIMBS 80
typedef struct { unsigned short d[LIMBS]; int n; } big;

static void set_small(big *b, unsigned v) { memset(b, 0, sizeof *b); do { b->d[b->n++] = (unsigned short)(v % 10000); v /= 10000; } while (v); }

static void mul_small(big *b, unsigned m) {
    unsigned carry = 0;
    for (int i = 0; i < b->n; i++) { unsigned t = b->d[i] * m + carry; b->d[i] = (unsigned short)(t % 10000); carry = t / 10000; }
    while (carry) { b->d[b->n++] = (unsigned short)(carry % 10000); carry /= 10000; }
}

static void add(big *r, const big *a, const big *b) {
    big t;
    memset(&t, 0, sizeof t);
    unsigned carry = 0;
    int n = a->n > b->n ? a->n : b->n;
    for (int i = 0; i < n; i++) { unsigned s = (unsigned)a->d[i] + b->d[i] + carry; t.d[i] = (unsigned short)(s % 10000); carry = s / 10000; }
    t.n = n;
    if (carry) t.d[t.n++] = (unsigned short)carry;
    *r = t;
}

static void mul(big *r, const big *a, const big *b) {
    unsigned long long acc[2 * LIMBS] = {0};
    for (int i = 0; i < a->n; i++)
        for (int j = 0; j < b->n; j++) acc[i + j] += (unsigned long long)a->d[i] * b->d[j];
    big t;
    memset(&t, 0, sizeof t);
    unsigned long long carry = 0;
    int n = a->n + b->n;
    for (int i = 0; i < n && i < LIMBS; i++) { carry += acc[i]; t.d[i] = (unsigned short)(carry % 10000); carry /= 10000; }
    t.n = n < LIMBS ? n : LIMBS;
    while (t.n > 1 && !t.d[t.n - 1]) t.n--;
    *r = t;
}

static void print(const char *label, const big *b) {
    printf("%s%u", label, b->d[b->n - 1]);
    for (int i = b->n - 2; i >= 0; i--) printf("%04u", b->d[i]);
    printf("\n");
}

int main(void) {
    big f;
    set_small(&f, 1);
    for (unsigned i = 2; i <= 100; i++) mul_small(&f, i);
    print("100! = ", &f);
    big p;
    set_small(&p, 1);
    for (int i = 0; i < 200; i++) mul_small(&p, 2);
    print("2^200 = ", &p);
    big a, b, c;
    set_small(&a, 0);
    set_small(&b, 1);
    for (int i = 0; i < 300; i++) { add(&c, &a, &b); a = b; b = c; }
    print("fib(300) = ", &a);
    big sq;
    mul(&sq, &p, &p);
    print("2^400 = ", &sq);
    big x;
    set_small(&x, 123456789);
    mul(&x, &x, &x);
    mul(&x, &x, &x);
    print("123456789^4 = ", &x);
    return 0;
}
