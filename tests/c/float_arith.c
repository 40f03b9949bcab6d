/* Double and float arithmetic in C: the four operations, negation,
 * accumulation with rounding that shows in the last digits, mixed
 * int/double expressions, compound assignment, and results printed with
 * %f, %e, %g and %a at several precisions. */
#include <stdio.h>

static double harmonic(int n) {
    double s = 0.0;
    for (int i = 1; i <= n; i++)
        s += 1.0 / i;
    return s;
}

static float harmonic_f(int n) {
    float s = 0.0f;
    for (int i = 1; i <= n; i++)
        s += 1.0f / (float)i;
    return s;
}

static double poly(double x) {
    /* Horner: 3x^4 - 2x^3 + 0.5x^2 - x + 7 */
    return (((3.0 * x - 2.0) * x + 0.5) * x - 1.0) * x + 7.0;
}

int main(void) {
    volatile double a = 1.0 / 3.0, b = 2.0 / 7.0;
    printf("%.17g %.17g\n", a, b);
    printf("%.17g %.17g %.17g %.17g\n", a + b, a - b, a * b, a / b);
    printf("%f %e %g %a\n", a, a, a, a);
    printf("neg %g %g\n", -a, -(a - a));
    double h = harmonic(1000);
    float hf = harmonic_f(1000);
    printf("H(1000) %.15f %.9g\n", h, (double)hf);
    for (int i = -3; i <= 3; i++)
        printf("poly(%d.25) = %.12g\n", i, poly(i + 0.25));
    double acc = 0.1;
    for (int i = 0; i < 20; i++) {
        acc *= 1.5;
        acc -= 0.05;
        acc /= 1.25;
    }
    printf("acc %.17g\n", acc);
    int n = 17;
    double mixed = n / 4 + n / 4.0 + (double)n * 0.1;
    printf("mixed %.17g\n", mixed);
    float f = 16777216.0f;
    printf("float 2^24 + 1 = %.1f, + 2 = %.1f\n", (double)(f + 1.0f), (double)(f + 2.0f));
    double big = 1e308, tiny = 4.9406564584124654e-324;
    printf("%g %g %g\n", big * 10.0, tiny / 2.0, tiny * 3.0);
    printf("%a %a\n", tiny, big);
    return 0;
}
