/* Loops that clang's vectorizers like: element-wise arithmetic on arrays of
 * int, short and char, reductions, and structure-of-arrays updates; on MIPS32
 * without MSA any vectors must be scalarised. */
#include <stdio.h>
#include <stdint.h>

#define N 257
static int32_t a[N], b[N], c[N];
static int16_t s1[N], s2[N];
static uint8_t u1[N], u2[N];

int main(void) {
    for (int i = 0; i < N; i++) { a[i] = i * 3 - 100; b[i] = (i * 7) % 31; s1[i] = (int16_t)(i * 100); s2[i] = (int16_t)(-i * 50); u1[i] = (uint8_t)(i * 5); u2[i] = (uint8_t)(255 - i); }
    for (int i = 0; i < N; i++) c[i] = a[i] * b[i] + (a[i] ^ b[i]);
    int64_t dot = 0;
    for (int i = 0; i < N; i++) dot += (int64_t)a[i] * c[i];
    int32_t mx = INT32_MIN, mn = INT32_MAX;
    for (int i = 0; i < N; i++) { mx = c[i] > mx ? c[i] : mx; mn = c[i] < mn ? c[i] : mn; }
    for (int i = 0; i < N; i++) s1[i] = (int16_t)(s1[i] + s2[i] * 2);
    int32_t ssum = 0;
    for (int i = 0; i < N; i++) ssum += s1[i];
    uint32_t usum = 0;
    for (int i = 0; i < N; i++) { u1[i] = (uint8_t)(u1[i] + u2[i]); usum += u1[i]; }
    uint32_t avg = 0;
    for (int i = 0; i < N; i++) avg += (uint32_t)((u1[i] + u2[i] + 1) >> 1);
    int count = 0;
    for (int i = 0; i < N; i++) count += a[i] > b[i];
    printf("dot %lld max %d min %d ssum %d usum %u avg %u count %d\n", (long long)dot, mx, mn, ssum, usum, avg, count);
    for (int i = 1; i < N; i++) a[i] = a[i - 1] + b[i];
    printf("prefix %d %d\n", a[100], a[N - 1]);
    return 0;
}
