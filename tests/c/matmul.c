/* Integer matrix multiply: naive, transposed and blocked versions agree;
 * matrix power by squaring mod a prime. */
#include <stdio.h>

#define N 24
static int a[N][N], b[N][N], c1[N][N], c2[N][N], c3[N][N], bt[N][N];

static void mul_mod(long long out[3][3], long long x[3][3], long long y[3][3], long long m) {
    long long t[3][3];
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++) {
            long long s = 0;
            for (int k = 0; k < 3; k++) s = (s + x[i][k] * y[k][j]) % m;
            t[i][j] = s;
        }
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++) out[i][j] = t[i][j];
}

int main(void) {
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) { a[i][j] = (i * 3 + j * 7) % 11 - 5; b[i][j] = (i * j + 1) % 13 - 6; }
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            int s = 0;
            for (int k = 0; k < N; k++) s += a[i][k] * b[k][j];
            c1[i][j] = s;
            bt[j][i] = b[i][j];
        }
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            int s = 0;
            for (int k = 0; k < N; k++) s += a[i][k] * bt[j][k];
            c2[i][j] = s;
        }
    enum { B = 8 };
    for (int ii = 0; ii < N; ii += B)
        for (int kk = 0; kk < N; kk += B)
            for (int jj = 0; jj < N; jj += B)
                for (int i = ii; i < ii + B; i++)
                    for (int k = kk; k < kk + B; k++)
                        for (int j = jj; j < jj + B; j++) c3[i][j] += a[i][k] * b[k][j];
    int agree = 1;
    long trace = 0, sum = 0;
    for (int i = 0; i < N; i++) {
        trace += c1[i][i];
        for (int j = 0; j < N; j++) { agree &= c1[i][j] == c2[i][j] && c2[i][j] == c3[i][j]; sum += c1[i][j] * (i - j); }
    }
    printf("agree %d trace %ld weighted %ld corner %d %d\n", agree, trace, sum, c1[0][0], c1[N - 1][N - 1]);
    long long r[3][3] = {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}, m[3][3] = {{1, 1, 1}, {1, 0, 0}, {0, 1, 0}};
    for (unsigned e = 1000000; e; e >>= 1) {
        if (e & 1) mul_mod(r, r, m, 1000000007);
        mul_mod(m, m, m, 1000000007);
    }
    printf("tribonacci-ish power %lld %lld %lld\n", r[0][0], r[1][0], r[2][2]);
    return 0;
}
