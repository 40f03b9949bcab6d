/* Sparse switches (binary search), case ranges (GNU `case a ... b`), switches
 * on long long and unsigned char, and fallthrough chains. */
#include <stdio.h>

static int sparse(int x) {
    switch (x) {
    case -1000000: return 1;
    case -77: return 2;
    case 3: return 3;
    case 1000: return 4;
    case 4096: return 5;
    case 65537: return 6;
    case 2000000000: return 7;
    default: return 0;
    }
}

static const char *grade(int score) {
    switch (score) {
    case 90 ... 100: return "A";
    case 80 ... 89: return "B";
    case 70 ... 79: return "C";
    case 0 ... 69: return "F";
    default: return "?";
    }
}

static int wide(long long v) {
    switch (v) {
    case 1LL << 33: return 33;
    case -(1LL << 40): return -40;
    case 5: return 5;
    case 0x100000001LL: return 99;
    default: return 0;
    }
}

static int fall(unsigned char c) {
    int acc = 0;
    switch (c) {
    case 200: acc += 1; /* fall through */
    case 150: acc += 10; /* fall through */
    case 3: acc += 100; break;
    case 255: acc = -1; break;
    case 0: acc = -2; /* fall through */
    default: acc += 1000;
    }
    return acc;
}

int main(void) {
    int probes[] = {-1000000, -77, -76, 3, 4, 1000, 4096, 65537, 65536, 2000000000, -2000000000};
    for (unsigned i = 0; i < sizeof probes / sizeof probes[0]; i++) printf("%d", sparse(probes[i]));
    printf("\n");
    for (int s = -5; s <= 105; s += 11) printf("%d:%s ", s, grade(s));
    printf("\n");
    long long wv[] = {1LL << 33, -(1LL << 40), 5, 0x100000001LL, 1, (1LL << 33) + 1};
    for (int i = 0; i < 6; i++) printf("%d ", wide(wv[i]));
    printf("\n");
    unsigned char cs[] = {200, 150, 3, 255, 0, 7, 201};
    for (int i = 0; i < 7; i++) printf("%d ", fall(cs[i]));
    printf("\n");
    return 0;
}
