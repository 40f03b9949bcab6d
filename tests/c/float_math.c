/* math.h through the runtime's libm: the exact functions (sqrt, fabs,
 * floor, ceil, trunc, round, rint, fmod, frexp, ldexp, modf, fmin, fmax,
 * copysign) printed with every digit, and the transcendental ones (sin,
 * cos, tan, asin, acos, atan, atan2, exp, log, log10, pow) printed to
 * ten significant digits, in double and in float. */
#include <math.h>
#include <stdio.h>

static volatile double xs[] = {0.0, -0.0, 0.5, -0.75, 1.0, 2.5, -3.5, 10.25, 123.456, 1e-5, 1e10};

int main(void) {
    unsigned n = sizeof xs / sizeof xs[0];
    for (unsigned i = 0; i < n; i++) {
        double x = xs[i];
        int e;
        double ip, fr = frexp(x, &e), mf = modf(x, &ip);
        printf("%g: sqrt %.17g fabs %g floor %g ceil %g trunc %g round %g rint %g\n", x,
               sqrt(fabs(x)), fabs(x), floor(x), ceil(x), trunc(x), round(x), rint(x));
        printf("  fmod %.17g frexp %.17g,%d ldexp %.17g modf %.17g,%g\n", fmod(x, 0.75), fr,
               e, ldexp(x, 5), mf, ip);
        printf("  fmin %g fmax %g copysign %g\n", fmin(x, 1.0), fmax(x, 1.0), copysign(2.0, x));
        printf("  sin %.10g cos %.10g atan %.10g exp %.10g\n", sin(x), cos(x), atan(x),
               exp(x > 700 ? 1.0 : x));
        if (x > 0)
            printf("  log %.10g log10 %.10g pow %.10g\n", log(x), log10(x), pow(x, 1.5));
        if (x >= -1 && x <= 1)
            printf("  asin %.10g acos %.10g tan %.10g\n", asin(x), acos(x), tan(x));
        float f = (float)x;
        printf("  f: sqrtf %.9g floorf %g sinf %.6g expf %.6g\n", (double)sqrtf(fabsf(f)),
               (double)floorf(f), (double)sinf(f), (double)expf(f > 80 ? 1.0f : f));
    }
    printf("atan2 %.10g %.10g %.10g %.10g\n", atan2(1.0, 1.0), atan2(-1.0, -2.0),
           atan2(0.0, -1.0), atan2(3.0, 0.0));
    printf("pow %.10g %.10g %.10g\n", pow(2.0, 10.0), pow(2.0, -0.5), pow(-8.0, 3.0));
    printf("inf %g %g nan? %d %d\n", 1.0 / xs[0], -1.0 / xs[0], isnan(sqrt(-1.0)),
           isinf(exp(1000.0)));
    return 0;
}
