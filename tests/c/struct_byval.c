/* Structs passed and returned by value: small (in registers), large (byval /
 * sret), nested, with chars and long longs, through several call levels. */
#include <stdio.h>

struct pair { int a, b; };
struct small { char c; short s; };
struct big { int v[9]; long long total; char tag; };
struct mixed { char c; long long x; short s; };

static struct pair make_pair(int a, int b) { struct pair p = {a, b}; return p; }
static struct pair swap(struct pair p) { struct pair q = {p.b, p.a}; return q; }
static int pair_sum(struct pair p) { return p.a + p.b; }

static struct small bump(struct small s) { s.c++; s.s = (short)(s.s * 2); return s; }

static struct big fill(int seed) {
    struct big b;
    b.total = 0;
    for (int i = 0; i < 9; i++) {
        b.v[i] = seed * (i + 1) - 4 * i;
        b.total += (long long)b.v[i] * 1000003;
    }
    b.tag = (char)('A' + seed % 26);
    return b;
}

static long long big_checksum(struct big b) {
    long long s = b.total;
    for (int i = 0; i < 9; i++) s ^= (long long)b.v[i] << (i * 3);
    b.v[0] = 0; /* the caller's copy must not change */
    return s + b.tag;
}

static struct mixed mix(struct mixed m, int k) {
    m.c = (char)(m.c + k);
    m.x = m.x * k - 1;
    m.s = (short)(m.s - k);
    return m;
}

static struct big pass_through(struct big b, int n) {
    if (n == 0) return b;
    b.v[n % 9] += n;
    return pass_through(b, n - 1);
}

int main(void) {
    struct pair p = swap(make_pair(3, 40));
    printf("pair %d %d sum %d\n", p.a, p.b, pair_sum(p));
    struct small s = {'x', -300};
    s = bump(bump(s));
    printf("small %c %d\n", s.c, s.s);
    struct big b = fill(17);
    long long c = big_checksum(b);
    printf("big v0=%d v8=%d total=%lld tag=%c checksum=%lld\n", b.v[0], b.v[8], b.total, b.tag, c);
    struct big d = pass_through(b, 20);
    int sum = 0;
    for (int i = 0; i < 9; i++) sum += d.v[i] - b.v[i];
    printf("pass_through added %d\n", sum);
    struct mixed m = {'a', 1234567890123LL, 77};
    m = mix(m, 3);
    printf("mixed %c %lld %d\n", m.c, m.x, m.s);
    struct pair arr[3] = {make_pair(1, 2), make_pair(3, 4), make_pair(5, 6)};
    int t = 0;
    for (int i = 0; i < 3; i++) t += pair_sum(swap(arr[i])) * (i + 1);
    printf("arr total %d\n", t);
    return 0;
}
