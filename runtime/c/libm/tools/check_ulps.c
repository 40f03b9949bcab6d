/* Host accuracy check of the transcendental functions of runtime/c/libm:
 * the maximum error in ulps against glibc's long double functions (x87,
 * 64-bit mantissa, accurate far below a double ulp), over edge cases and
 * random inputs in each function's ranges. A NaN must give a NaN, and
 * special values (zeros, infinities) must be bit-exact with C99 Annex F.
 * Run: sh runtime/c/libm/tools/check_ulps.sh [inputs per function] */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>

#define DECL1(n) double my_##n(double); float my_##n##f(float);
DECL1(sin) DECL1(cos) DECL1(tan) DECL1(asin) DECL1(acos) DECL1(atan)
DECL1(exp) DECL1(log) DECL1(log10)
double my_atan2(double, double); float my_atan2f(float, float);
double my_pow(double, double); float my_powf(float, float);

static uint64_t rng = 0x2545f4914f6cdd1dull;
static uint64_t next(void) {
    rng ^= rng << 13; rng ^= rng >> 7; rng ^= rng << 17;
    return rng;
}
static double uniform(double a, double b) { return a + (b - a) * ((next() >> 11) * 0x1p-53); }
static double bits(uint64_t u) { double d; memcpy(&d, &u, 8); return d; }
static uint64_t ubits(double d) { uint64_t u; memcpy(&u, &d, 8); return u; }
static uint32_t fbits(float f) { uint32_t u; memcpy(&u, &f, 4); return u; }

typedef struct { const char *name; double worst; double arg1, arg2; long count, bad; } Stat;

static double ulp_error(long double ref, double got) {
    if (isnan(ref) || isnan(got)) return (isnan(ref) && isnan(got)) ? 0 : 1e9;
    if (isinf(got) || fabsl(ref) > 0x1.fffffffffffffp1023L) {
        double r = (double)ref;
        return (r == got) ? 0 : 1e9;
    }
    int e = ilogbl(ref);
    if (e < -1022) e = -1022;
    return (double)(fabsl((long double)got - ref) / ldexpl(1.0L, e - 52));
}
static double ulp_error_f(long double ref, float got) {
    if (isnan(ref) || isnan(got)) return (isnan(ref) && isnan(got)) ? 0 : 1e9;
    if (isinf(got) || fabsl(ref) > 0x1.fffffep127L) {
        float r = (float)ref;
        return (r == got) ? 0 : 1e9;
    }
    int e = ilogbl(ref);
    if (e < -126) e = -126;
    return (double)(fabsl((long double)got - ref) / ldexpl(1.0L, e - 23));
}
static void note(Stat *s, double err, double a, double b) {
    s->count++;
    if (err > s->worst) { s->worst = err; s->arg1 = a; s->arg2 = b; }
    if (err >= 1.0) s->bad++;
}
static void report(Stat *s) {
    printf("%-7s max %.3f ulp over %ld inputs (%ld >= 1 ulp) worst at %a, %a\n", s->name, s->worst,
           s->count, s->bad, s->arg1, s->arg2);
}

typedef double (*F1)(double);
typedef float (*G1)(float);
typedef long double (*L1)(long double);

static void run1(const char *name, F1 mine, G1 minef, L1 ref, double (*gen)(void), long n) {
    Stat s = {name, 0, 0, 0, 0, 0};
    char fname[16];
    snprintf(fname, sizeof fname, "%sf", name);
    Stat sf = {fname, 0, 0, 0, 0, 0};
    for (long i = 0; i < n; i++) {
        double x = gen();
        note(&s, ulp_error(ref(x), mine(x)), x, 0);
        float xf = (float)x;
        note(&sf, ulp_error_f(ref(xf), minef(xf)), xf, 0);
    }
    report(&s);
    report(&sf);
}

/* Generators. */
/* Arguments whose reduction is hardest: doubles closest to multiples of
 * pi/2 (the first is the closest of all, 2^-61 away relatively), pi/2,
 * pi and their large binary multiples, and the largest double. */
static const double hard_trig[] = {0x1.6ac5b262ca1ffp+849, -0x1.6ac5b262ca1ffp+849,
    0x1.921fb54442d18p+0, 0x1.921fb54442d18p+1, 0x1.921fb54442d18p+10, 0x1.921fb54442d18p+19,
    0x1.921fb54442d18p+20, 0x1.921fb54442d18p+100, 0x1.921fb54442d18p+1023,
    0x1.fffffffffffffp+1023, 0x1.2d97c7f3321d2p+1, 0x1.f6a7a2955385ep+1, 0x1.5fdbbe9bba775p+2,
    0x1.9f09c9f2ecb71p+9, 0x1.8p+52, 6.3e307, 0x1.45f306dc9c883p+24};
static double g_trig(void) {
    uint64_t r = next() % 9;
    if (r == 8) return hard_trig[next() % (sizeof hard_trig / sizeof hard_trig[0])];
    if (r == 0) return uniform(-4, 4);
    if (r == 1) return uniform(-1e6, 1e6);
    if (r == 2) { double n = (double)(int64_t)(next() % 2000000) - 1000000; return n * M_PI_2 + uniform(-1e-9, 1e-9); }
    if (r == 3) return bits((next() & 0x800fffffffffffffull) | ((uint64_t)(0x3c0 + next() % 0x440) << 52));
    if (r == 4) return (double)((int64_t)(next() % 2000001) - 1000000) * M_PI_2;
    if (r == 5) return uniform(-0.8, 0.8);
    return bits((next() & 0x800fffffffffffffull) | ((uint64_t)(0x3fe + next() % 0x30) << 52));
}
static double g_unit(void) {
    uint64_t r = next() % 4;
    if (r == 0) return uniform(-1, 1);
    if (r == 1) return (next() & 1 ? 1 : -1) * (1 - ldexp(uniform(0, 1), -(int)(next() % 50)));
    if (r == 2) return uniform(-0.55, 0.55);
    return bits((next() & 0x800fffffffffffffull) | ((uint64_t)(0x3c0 + next() % 0x3f) << 52));
}
static double g_atan(void) {
    if (next() % 2) return uniform(-3, 3);
    return bits((next() & 0x800fffffffffffffull) | ((uint64_t)(0x3a0 + next() % 0xc0) << 52));
}
static double g_exp(void) {
    uint64_t r = next() % 4;
    if (r == 0) return uniform(-745.2, 709.8);
    if (r == 1) return uniform(-1, 1);
    if (r == 2) return uniform(-745.2, -708);
    return bits((next() & 0x800fffffffffffffull) | ((uint64_t)(0x3b0 + next() % 0x58) << 52));
}
static double g_log(void) {
    uint64_t r = next() % 4;
    if (r == 0) return bits(next() & 0x7fefffffffffffffull);
    if (r == 1) return 1 + uniform(-0.3, 0.3);
    if (r == 2) return 1 + ldexp(uniform(-1, 1), -(int)(next() % 50));
    return bits(next() & 0x000fffffffffffffull);
}

static long double sinL(long double x) { return sinl(x); }
static long double cosL(long double x) { return cosl(x); }
static long double tanL(long double x) { return tanl(x); }
static long double asinL(long double x) { return asinl(x); }
static long double acosL(long double x) { return acosl(x); }
static long double atanL(long double x) { return atanl(x); }
static long double expL(long double x) { return expl(x); }
static long double logL(long double x) { return logl(x); }
static long double log10L(long double x) { return log10l(x); }

static void run_atan2(long n) {
    Stat s = {"atan2", 0, 0, 0, 0, 0}, sf = {"atan2f", 0, 0, 0, 0, 0};
    for (long i = 0; i < n; i++) {
        double y = g_atan(), x = g_atan();
        if (i % 3 == 0) x = -fabs(x);
        note(&s, ulp_error(atan2l(y, x), my_atan2(y, x)), y, x);
        float yf = (float)y, xf = (float)x;
        note(&sf, ulp_error_f(atan2l(yf, xf), my_atan2f(yf, xf)), yf, xf);
    }
    report(&s);
    report(&sf);
}

static void run_pow(long n) {
    Stat s = {"pow", 0, 0, 0, 0, 0}, sf = {"powf", 0, 0, 0, 0, 0};
    for (long i = 0; i < n; i++) {
        double x, y;
        uint64_t r = next() % 5;
        if (r == 0) { x = uniform(0, 10); y = uniform(-50, 50); }
        else if (r == 1) { x = 1 + ldexp(uniform(-1, 1), -(int)(next() % 40)); y = ldexp(uniform(-1, 1), (int)(next() % 50)); }
        else if (r == 2) { x = -uniform(0, 100); y = (double)((int64_t)(next() % 300) - 150); }
        else { x = bits(next() & 0x7fefffffffffffffull); y = uniform(-1, 1) * 740 / fabs(log(x)); }
        long double ref = powl(x, y);
        note(&s, ulp_error(ref, my_pow(x, y)), x, y);
        float xf = (float)x, yf = (float)(r == 0 ? y : y / 8);
        if (r == 3) { xf = (float)uniform(0, 1e6); yf = (float)(uniform(-1, 1) * 88 / fabs(log(xf))); }
        note(&sf, ulp_error_f(powl(xf, yf), my_powf(xf, yf)), xf, yf);
    }
    report(&s);
    report(&sf);
}

/* Annex F special values: exact results (bit patterns, NaN as any NaN). */
static int specials_failed;
static void expect(const char *what, double got, double want) {
    if (isnan(want) ? !isnan(got) : ubits(got) != ubits(want)) {
        printf("SPECIAL %s: got %a want %a\n", what, got, want);
        specials_failed++;
    }
}
static void specials(void) {
    double inf = INFINITY, nan = NAN;
    double vals[] = {0.0, -0.0, 1.0, -1.0, 0.5, -0.5, 2.0, -2.0, 3.0, -3.0, 0.25, inf, -inf, nan, 0x1p-1074, -0x1p-1074, 1e300, -1e300, 0x1p-1022};
    int nv = sizeof vals / sizeof vals[0];
    char what[96];
/* Exact (bit for bit) where Annex F fixes the result or the input is
 * special; elsewhere within 1 ulp. */
#define S1(f) for (int i = 0; i < nv; i++) { double v = vals[i]; snprintf(what, sizeof what, #f "(%a)", v); \
        double g = my_##f(v), w = f(v); \
        if (v == 0 || isinf(v) || isnan(v) || isnan(w) || isinf(w) || w == 0 || w == 1 || ulp_error(f##l(v), g) >= 1.0) expect(what, g, w); }
    S1(sin) S1(cos) S1(tan) S1(asin) S1(acos) S1(atan) S1(exp) S1(log) S1(log10)
    for (int i = 0; i < nv; i++)
        for (int j = 0; j < nv; j++) {
            double a = vals[i], b = vals[j];
            snprintf(what, sizeof what, "pow(%a, %a)", a, b);
            double w = pow(a, b);
            if (ulp_error(powl(a, b), my_pow(a, b)) >= 1.0 || isnan(w) || isinf(w) || w == 0)
                expect(what, my_pow(a, b), w);
            snprintf(what, sizeof what, "atan2(%a, %a)", a, b);
            w = atan2(a, b);
            if (ulp_error(atan2l(a, b), my_atan2(a, b)) >= 1.0 || isnan(w) || w == 0)
                expect(what, my_atan2(a, b), w);
        }
    printf("special values: %d failures\n", specials_failed);
}

int main(int argc, char **argv) {
    long n = argc > 1 ? atol(argv[1]) : 1000000;
    specials();
    run1("sin", my_sin, my_sinf, sinL, g_trig, n);
    run1("cos", my_cos, my_cosf, cosL, g_trig, n);
    run1("tan", my_tan, my_tanf, tanL, g_trig, n);
    run1("asin", my_asin, my_asinf, asinL, g_unit, n);
    run1("acos", my_acos, my_acosf, acosL, g_unit, n);
    run1("atan", my_atan, my_atanf, atanL, g_atan, n);
    run_atan2(n);
    run1("exp", my_exp, my_expf, expL, g_exp, n);
    run1("log", my_log, my_logf, logL, g_log, n);
    run1("log10", my_log10, my_log10f, log10L, g_log, n);
    run_pow(n);
    return 0;
}
