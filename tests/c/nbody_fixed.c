/* An n-body simulation in 16.16 fixed point (no floating point): pairwise
 * gravity with an integer square root, 64-bit intermediate products. */
#include <stdio.h>
#include <stdint.h>

typedef int32_t fix;
#define ONE 65536
#define FMUL(a, b) ((fix)(((int64_t)(a) * (b)) >> 16))
#define FDIV(a, b) ((fix)(((int64_t)(a) << 16) / (b)))

struct body { fix x, y, vx, vy, mass; };

static uint32_t isqrt64(uint64_t v) {
    uint64_t r = 0, bit = 1ULL << 62;
    while (bit > v) bit >>= 2;
    while (bit) {
        if (v >= r + bit) { v -= r + bit; r = (r >> 1) + bit; }
        else r >>= 1;
        bit >>= 2;
    }
    return (uint32_t)r;
}

static fix fsqrt(fix a) { return (fix)isqrt64((uint64_t)a << 16); }

static void step(struct body *b, int n, fix dt) {
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++) {
            fix dx = b[j].x - b[i].x, dy = b[j].y - b[i].y;
            fix d2 = FMUL(dx, dx) + FMUL(dy, dy) + ONE / 16;
            fix d = fsqrt(d2);
            fix inv3 = FDIV(ONE, FMUL(d2, d));
            fix fx = FMUL(dx, inv3), fy = FMUL(dy, inv3);
            b[i].vx += FMUL(FMUL(fx, b[j].mass), dt);
            b[i].vy += FMUL(FMUL(fy, b[j].mass), dt);
            b[j].vx -= FMUL(FMUL(fx, b[i].mass), dt);
            b[j].vy -= FMUL(FMUL(fy, b[i].mass), dt);
        }
    for (int i = 0; i < n; i++) { b[i].x += FMUL(b[i].vx, dt); b[i].y += FMUL(b[i].vy, dt); }
}

static int64_t energy(const struct body *b, int n) {
    int64_t e = 0;
    for (int i = 0; i < n; i++) e += ((int64_t)FMUL(b[i].vx, b[i].vx) + FMUL(b[i].vy, b[i].vy)) * b[i].mass >> 17;
    return e;
}

int main(void) {
    struct body b[5] = {
        {0, 0, 0, 0, 10 * ONE},
        {4 * ONE, 0, 0, 3 * ONE / 2, ONE / 2},
        {-6 * ONE, 0, 0, -ONE, ONE / 4},
        {0, 9 * ONE, -ONE, 0, ONE / 8},
        {0, -3 * ONE, 2 * ONE, ONE / 3, ONE / 10},
    };
    for (int t = 0; t <= 400; t++) {
        if (t % 100 == 0) {
            printf("t=%d", t);
            for (int i = 0; i < 5; i++) printf(" (%d,%d)", b[i].x >> 8, b[i].y >> 8);
            printf(" e=%lld\n", (long long)energy(b, 5));
        }
        step(b, 5, ONE / 64);
    }
    printf("sqrt(2)=%d sqrt(1e4)=%d\n", fsqrt(2 * ONE), fsqrt(10000 * ONE) >> 16);
    return 0;
}
