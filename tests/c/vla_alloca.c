/* Variable-length arrays and alloca inside loops (stacksave/stackrestore and
 * dynamic allocas): the stack must not grow without bound across iterations. */
#include <stdio.h>
#include <alloca.h>
#include <string.h>

static int vla_sum(int n) {
    int v[n];
    for (int i = 0; i < n; i++) v[i] = i * i - n;
    int s = 0;
    for (int i = n - 1; i >= 0; i--) s += v[i];
    return s;
}

static long matrix_trace(int n) {
    int m[n][n];
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) m[i][j] = (i + 1) * (j + 2) % 17;
    long t = 0;
    for (int i = 0; i < n; i++) t += m[i][i] * (long)sizeof m[i] / (long)sizeof(int);
    return t;
}

static unsigned alloca_loop(int rounds) {
    unsigned h = 0;
    for (int r = 0; r < rounds; r++) {
        int len = 16 + r % 50;
        char *buf = alloca((size_t)len);
        memset(buf, 'a' + r % 26, (size_t)len);
        for (int i = 0; i < len; i++) h = h * 31 + (unsigned char)buf[i];
    }
    return h;
}

int main(void) {
    long total = 0;
    for (int round = 0; round < 2000; round++) {
        int n = 1 + round % 97;
        int scratch[n];
        for (int i = 0; i < n; i++) scratch[i] = round ^ i;
        total += scratch[n / 2] + vla_sum(n);
    }
    printf("vla total %ld\n", total);
    for (int n = 1; n <= 9; n += 2) printf("trace(%d)=%ld ", n, matrix_trace(n));
    printf("\n");
    printf("alloca hash %u\n", alloca_loop(3000));
    return 0;
}
