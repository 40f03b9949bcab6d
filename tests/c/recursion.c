/* Recursion: Ackermann, mutual recursion, Towers of Hanoi, memoised
 * Fibonacci in 64 bits, permutations by backtracking, N-queens. */
#include <stdio.h>

static int ackermann(int m, int n) {
    if (m == 0) return n + 1;
    if (n == 0) return ackermann(m - 1, 1);
    return ackermann(m - 1, ackermann(m, n - 1));
}

static int is_odd(unsigned n);
static int is_even(unsigned n) { return n == 0 ? 1 : is_odd(n - 1); }
static int is_odd(unsigned n) { return n == 0 ? 0 : is_even(n - 1); }

static long hanoi(int n, int from, int to, int via, long *checksum) {
    if (n == 0) return 0;
    long moves = hanoi(n - 1, from, via, to, checksum);
    *checksum = (*checksum * 7 + from * 3 + to) % 1000003;
    return moves + 1 + hanoi(n - 1, via, to, from, checksum);
}

static unsigned long long memo[91];
static unsigned long long fib(int n) {
    if (n < 2) return (unsigned long long)n;
    if (memo[n]) return memo[n];
    return memo[n] = fib(n - 1) + fib(n - 2);
}

static int perms(int *a, int k, int n) {
    if (k == n) return a[0] * 1 + a[n - 1] * 2 == 7;
    int count = 0;
    for (int i = k; i < n; i++) {
        int t = a[k]; a[k] = a[i]; a[i] = t;
        count += perms(a, k + 1, n);
        t = a[k]; a[k] = a[i]; a[i] = t;
    }
    return count;
}

static int queens(int row, int n, unsigned cols, unsigned d1, unsigned d2) {
    if (row == n) return 1;
    int count = 0;
    for (int c = 0; c < n; c++) {
        unsigned a = 1u << c, b = 1u << (row + c), d = 1u << (row - c + n - 1);
        if ((cols & a) || (d1 & b) || (d2 & d)) continue;
        count += queens(row + 1, n, cols | a, d1 | b, d2 | d);
    }
    return count;
}

int main(void) {
    printf("ackermann(2,3)=%d ackermann(3,3)=%d\n", ackermann(2, 3), ackermann(3, 3));
    printf("even(1001)=%d odd(777)=%d\n", is_even(1001), is_odd(777));
    long checksum = 0;
    long moves = hanoi(12, 1, 3, 2, &checksum);
    printf("hanoi(12) moves %ld checksum %ld\n", moves, checksum);
    printf("fib(90)=%llu fib(50)=%llu\n", fib(90), fib(50));
    int a[7] = {1, 2, 3, 4, 5, 6, 7};
    printf("perms matching %d\n", perms(a, 0, 7));
    for (int n = 4; n <= 8; n++) printf("queens(%d)=%d ", n, queens(0, n, 0, 0, 0));
    printf("\n");
    return 0;
}
