/* Single precision where it differs from double: float sums that lose
 * low bits, float products rounded to 24 bits, float division,
 * comparisons of float against double, float loop counters, float
 * arrays, float <-> int conversions, and sqrtf/fabsf/floorf. */
#include <math.h>
#include <stdio.h>

static float data[16];

int main(void) {
    for (int i = 0; i < 16; i++)
        data[i] = 1.0f / (float)(i + 3) + (float)i * 1e-3f;
    float sum = 0.0f, prod = 1.0f;
    for (int i = 0; i < 16; i++) {
        sum += data[i];
        prod *= 1.0f + data[i];
    }
    printf("sum %.9g prod %.9g\n", (double)sum, (double)prod);
    float third = 1.0f / 3.0f;
    double dthird = 1.0 / 3.0;
    printf("third %.9g %d %d %d\n", (double)third, third == dthird, third < dthird,
           (double)third > dthird);
    int steps = 0;
    for (float x = 0.0f; x < 1.0f; x += 0.1f)
        steps++;
    printf("steps %d\n", steps);
    float big = 3.0e38f;
    printf("overflow %g %g\n", (double)(big * 10.0f), (double)(-big * 10.0f));
    float small = 1.0e-38f;
    printf("subnormal %.9g %.9g\n", (double)(small / 1000.0f), (double)(small * 1e-7f));
    for (int i = 0; i < 8; i++) {
        float v = (float)(i * i) * 0.7f - 5.0f;
        printf("%d: %.9g sqrtf %.9g floorf %g int %d unsigned %u\n", i, (double)v,
               (double)sqrtf(fabsf(v)), (double)floorf(v), (int)v, (unsigned)fabsf(v));
    }
    printf("conv %.9g %.9g %.9g\n", (double)(float)16777217, (double)(float)2147483647,
           (double)(float)(unsigned long long)-1);
    return 0;
}
