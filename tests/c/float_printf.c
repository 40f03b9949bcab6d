/* printf's floating conversions as glibc writes them: %f %e %g %a and
 * their upper-case forms with flags (- + space # 0), widths, precisions
 * (including * and large ones), rounding of exact ties to even, values
 * across the exponent range, subnormals, zeros of both signs and
 * infinities; and sprintf/snprintf into buffers. */
#include <math.h>
#include <stdio.h>

static volatile double vals[] = {
    0.0, -0.0, 1.0, -1.5, 0.125, 2.5, 3.5, 0.1, 1e-7, 123456.789, 1e21, 1e23,
    9.999999999999999e22, 5e-324, 2.2250738585072014e-308, 1.7976931348623157e308,
    0.000123456789, 999.9996, 0.5, 1.25e-5,
};

static const char *fmts[] = {
    "%f", "%.0f", "%.2f", "%10.3f", "%-10.1f|", "%+f", "% f", "%#.0f", "%010.2f",
    "%e", "%.0e", "%.3E", "%+12.4e", "%#.0e", "%g", "%.3g", "%#g", "%G", "%.10g",
    "%-12g|", "%a", "%.2a", "%A", "%#a", "%.0a",
};

int main(void) {
    char buf[128];
    unsigned nv = sizeof vals / sizeof vals[0], nf = sizeof fmts / sizeof fmts[0];
    for (unsigned i = 0; i < nv; i++) {
        for (unsigned j = 0; j < nf; j++) {
            snprintf(buf, sizeof buf, fmts[j], vals[i]);
            printf("[%s]", buf);
        }
        printf("\n");
    }
    double inf = 1.0 / vals[0];
    printf("%f %F %e %g %a %5.1f|%-6f|\n", inf, -inf, inf, -inf, inf, inf, -inf);
    printf("%.*f %*.*e\n", 3, 3.14159265, 12, 2, 2.718281828);
    printf("%.40f\n%.30e\n", 0.1, 1.0 / 3.0);
    printf("%.60f\n", 5e-324);
    printf("%Lf %lf\n", (long double)0.75, 0.25);
    int len = sprintf(buf, "%8.3f|%-8.3e|", 2.0 / 3.0, 2.0 / 3.0);
    printf("%s %d\n", buf, len);
    len = snprintf(buf, 6, "%f", 123.456);
    printf("%s %d\n", buf, len);
    return 0;
}
