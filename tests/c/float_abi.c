/* Floating point across calls: float and double parameters mixed with
 * int and long long (O32 soft-float: float in one word, double in an
 * aligned pair or stack slot), many arguments so some go on the stack,
 * float and double results, structs of doubles by value and returned,
 * function pointers, and a variadic function reading doubles with
 * va_arg. */
#include <stdarg.h>
#include <stdio.h>

struct vec { double x, y, z; };
struct mix { float f; int i; double d; };

__attribute__((noinline)) static double mixed(int a, double b, float c, long long d, double e,
                                              int f, float g, double h) {
    return a + b * c - (double)d + e * f + g / h;
}

__attribute__((noinline)) static float fmix(float a, int b, float c) { return a * b + c; }

__attribute__((noinline)) static struct vec cross(struct vec a, struct vec b) {
    struct vec r = {a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x};
    return r;
}

__attribute__((noinline)) static struct mix bump(struct mix m) {
    m.f *= 2.0f;
    m.i += 1;
    m.d /= 3.0;
    return m;
}

static double sum_doubles(int n, ...) {
    va_list ap;
    va_start(ap, n);
    double s = 0.0;
    for (int i = 0; i < n; i++) {
        if (i % 2)
            s += va_arg(ap, int);
        else
            s += va_arg(ap, double);
    }
    va_end(ap);
    return s;
}

static double apply(double (*fn)(double), double v) { return fn(v); }
static double half(double v) { return v * 0.5; }
static double square(double v) { return v * v; }

int main(void) {
    printf("mixed %.17g\n", mixed(3, 1.25, 2.5f, 10000000000LL, -0.125, 7, 0.75f, 3.0));
    printf("fmix %.9g\n", (double)fmix(1.1f, 3, -0.2f));
    struct vec a = {1.0, 2.0, 3.0}, b = {-0.5, 4.0, 0.25};
    struct vec c = cross(a, b);
    printf("cross %g %g %g\n", c.x, c.y, c.z);
    struct mix m = {1.5f, 41, 10.0};
    m = bump(m);
    printf("bump %g %d %.17g\n", (double)m.f, m.i, m.d);
    printf("varargs %.17g\n", sum_doubles(5, 0.1, 7, 0.2, 9, 0.3));
    printf("fnptr %g %g\n", apply(half, 9.0), apply(square, 1.5));
    printf("many %d %g %d %g %f %d %e\n", 1, 2.5, 3, (double)4.5f, 5.0, 6, 7.0);
    return 0;
}
