/* Block copies and fills of many sizes and alignments: struct assignment
 * (llvm.memcpy with constant sizes, small and large), memset of arrays,
 * zero-initialised locals, and copies at odd offsets. */
#include <stdio.h>
#include <string.h>

struct s3 { char c[3]; };
struct s12 { int a, b, c; };
struct s40 { short h[20]; };
struct s200 { long long q[25]; };

static unsigned hash(const void *p, size_t n) {
    const unsigned char *b = p;
    unsigned h = 5381;
    while (n--) h = h * 33 ^ *b++;
    return h;
}

int main(void) {
    struct s3 a3 = {{1, 2, 3}}, b3;
    struct s12 a12 = {-1, 2, -3}, b12;
    struct s40 a40, b40;
    struct s200 a200, b200;
    for (int i = 0; i < 20; i++) a40.h[i] = (short)(i * 1000 - 7000);
    for (int i = 0; i < 25; i++) a200.q[i] = (long long)i * 0x0101010101LL;
    b3 = a3; b12 = a12; b40 = a40; b200 = a200;
    long long vsum = b3.c[0] + b3.c[2] * 10 + b12.a + b12.b * 100 + b12.c * 10000;
    for (int i = 0; i < 20; i++) vsum = vsum * 3 + b40.h[i];
    for (int i = 0; i < 25; i++) vsum ^= b200.q[i] + i;
    printf("copies equal %d %d %d %d, values %lld\n", memcmp(&a3, &b3, sizeof a3) == 0, memcmp(&a12, &b12, sizeof a12) == 0,
           memcmp(&a40, &b40, sizeof a40) == 0, memcmp(&a200, &b200, sizeof a200) == 0, vsum);
    unsigned char buf[300];
    for (unsigned off = 0; off < 8; off++) {
        for (unsigned n = 0; n < 70; n += 9) {
            memset(buf, 0xaa, sizeof buf);
            memset(buf + off, (int)(off * 16 + n), n);
            memcpy(buf + 150 + (7 - off), buf + off, n);
            printf("%08x ", hash(buf, sizeof buf));
        }
        printf("\n");
    }
    int zeros[64] = {0};
    char text[100] = "short";
    int nz = 0;
    for (int i = 0; i < 64; i++) nz += zeros[i] != 0;
    for (int i = 5; i < 100; i++) nz += text[i] != 0;
    printf("zero-initialised leftovers %d\n", nz);
    long long big[50];
    memset(big, 0xff, sizeof big);
    memset(big + 10, 0, 8 * sizeof big[0]);
    long long s = 0;
    for (int i = 0; i < 50; i++) s += big[i];
    printf("memset sum %lld\n", s);
    return 0;
}
