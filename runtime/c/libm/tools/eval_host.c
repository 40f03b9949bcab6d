/* Evaluates runtime/c/libm's transcendental functions on the host, for
 * tests/libm.rs: each stdin line "name hex [hex]" (argument bit patterns:
 * 16 hex digits for double, 8 for float) prints the result's bit pattern.
 * Built by the test with gcc -O2 -fno-builtin -ffp-contract=off -msse2
 * -mfpmath=sse and the libm sources renamed my_* (check_ulps.sh's flags):
 * SSE2 binary64 arithmetic rounds exactly like the soft-float routines, so
 * egret's results must match these bit for bit. */
#include <stdio.h>
#include <string.h>
#include <stdint.h>

#define DECL(n) double my_##n(double); float my_##n##f(float);
DECL(sin) DECL(cos) DECL(tan) DECL(asin) DECL(acos) DECL(atan) DECL(exp) DECL(log) DECL(log10)
double my_atan2(double, double);
float my_atan2f(float, float);
double my_pow(double, double);
float my_powf(float, float);

static double d(uint64_t u) { double x; memcpy(&x, &u, 8); return x; }
static float f(uint64_t u) { uint32_t w = (uint32_t)u; float x; memcpy(&x, &w, 4); return x; }
static uint64_t bd(double x) { uint64_t u; memcpy(&u, &x, 8); return u; }
static uint64_t bf(float x) { uint32_t u; memcpy(&u, &x, 4); return u; }

int main(void) {
    char name[32];
    unsigned long long a, b;
    char line[128];
    while (fgets(line, sizeof line, stdin)) {
        b = 0;
        if (sscanf(line, "%31s %llx %llx", name, &a, &b) < 2)
            continue;
        uint64_t r = 0;
#define ONE(n) else if (!strcmp(name, #n)) r = bd(my_##n(d(a))); \
               else if (!strcmp(name, #n "f")) r = bf(my_##n##f(f(a)));
        if (0) {}
        ONE(sin) ONE(cos) ONE(tan) ONE(asin) ONE(acos) ONE(atan) ONE(exp) ONE(log) ONE(log10)
        else if (!strcmp(name, "atan2")) r = bd(my_atan2(d(a), d(b)));
        else if (!strcmp(name, "atan2f")) r = bf(my_atan2f(f(a), f(b)));
        else if (!strcmp(name, "pow")) r = bd(my_pow(d(a), d(b)));
        else if (!strcmp(name, "powf")) r = bf(my_powf(f(a), f(b)));
        else { fprintf(stderr, "unknown function %s\n", name); return 1; }
        printf("%llx\n", (unsigned long long)r);
    }
    return 0;
}
