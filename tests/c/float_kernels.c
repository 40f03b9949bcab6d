/* Numeric kernels on doubles and floats: a matrix product, a dot
 * product, Newton's square root, trapezoid integration, a Mandelbrot
 * escape-count grid, a small Gaussian elimination and a float
 * exponential moving average. Loops, arrays of doubles on the stack and
 * in globals, and values that live across calls. */
#include <stdio.h>

#define N 6
static double ga[N][N], gb[N][N];

static void matmul(double c[N][N]) {
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            double s = 0.0;
            for (int k = 0; k < N; k++)
                s += ga[i][k] * gb[k][j];
            c[i][j] = s;
        }
}

static double newton_sqrt(double x) {
    double g = x > 1.0 ? x / 2.0 : 1.0;
    for (int i = 0; i < 60; i++) {
        double next = 0.5 * (g + x / g);
        if (next == g)
            break;
        g = next;
    }
    return g;
}

static double f(double x) { return x * x * x - 2.0 * x + 1.0; }

static double trapezoid(double lo, double hi, int steps) {
    double h = (hi - lo) / steps, s = 0.5 * (f(lo) + f(hi));
    for (int i = 1; i < steps; i++)
        s += f(lo + i * h);
    return s * h;
}

static int mandel(double cr, double ci) {
    double zr = 0.0, zi = 0.0;
    int n = 0;
    while (n < 200 && zr * zr + zi * zi <= 4.0) {
        double t = zr * zr - zi * zi + cr;
        zi = 2.0 * zr * zi + ci;
        zr = t;
        n++;
    }
    return n;
}

static void solve(double m[3][4], double x[3]) {
    for (int p = 0; p < 3; p++)
        for (int r = p + 1; r < 3; r++) {
            double q = m[r][p] / m[p][p];
            for (int c = p; c < 4; c++)
                m[r][c] -= q * m[p][c];
        }
    for (int r = 2; r >= 0; r--) {
        double s = m[r][3];
        for (int c = r + 1; c < 3; c++)
            s -= m[r][c] * x[c];
        x[r] = s / m[r][r];
    }
}

int main(void) {
    double c[N][N];
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            ga[i][j] = (i + 1) * 0.5 - j * 0.25;
            gb[i][j] = 1.0 / (i + j + 1);
        }
    matmul(c);
    double trace = 0.0, dot = 0.0;
    for (int i = 0; i < N; i++) {
        trace += c[i][i];
        for (int j = 0; j < N; j++)
            dot += c[i][j] * ga[j][i];
    }
    printf("trace %.17g dot %.17g c[2][3] %.17g\n", trace, dot, c[2][3]);
    for (int i = 1; i <= 5; i++)
        printf("sqrt(%d) ~ %.17g\n", i * 7, newton_sqrt(i * 7.0));
    printf("integral %.15f %.15f\n", trapezoid(0.0, 2.0, 100), trapezoid(-1.0, 1.0, 1000));
    for (int y = -4; y <= 4; y++) {
        for (int x = -8; x <= 4; x++)
            putchar(" .:-=+*#%@"[mandel(x * 0.25, y * 0.3) % 10]);
        putchar('\n');
    }
    double m[3][4] = {{2, 1, -1, 8}, {-3, -1, 2, -11}, {-2, 1, 2, -3}};
    double x[3];
    solve(m, x);
    printf("solution %.15g %.15g %.15g\n", x[0], x[1], x[2]);
    float ema = 0.0f;
    for (int i = 0; i < 50; i++)
        ema = 0.9f * ema + 0.1f * (float)(i % 7);
    printf("ema %.9g\n", (double)ema);
    return 0;
}
