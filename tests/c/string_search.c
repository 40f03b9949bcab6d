/* String search: naive, Knuth-Morris-Pratt, Boyer-Moore-Horspool and
 * Rabin-Karp find the same matches in a generated text. */
#include <stdio.h>
#include <string.h>

static int naive(const char *t, int n, const char *p, int m, int *first) {
    int count = 0;
    *first = -1;
    for (int i = 0; i + m <= n; i++) {
        int j = 0;
        while (j < m && t[i + j] == p[j]) j++;
        if (j == m) { if (*first < 0) *first = i; count++; }
    }
    return count;
}

static int kmp(const char *t, int n, const char *p, int m) {
    int fail[64], count = 0;
    fail[0] = 0;
    for (int i = 1, k = 0; i < m; i++) {
        while (k && p[i] != p[k]) k = fail[k - 1];
        if (p[i] == p[k]) k++;
        fail[i] = k;
    }
    for (int i = 0, k = 0; i < n; i++) {
        while (k && t[i] != p[k]) k = fail[k - 1];
        if (t[i] == p[k]) k++;
        if (k == m) { count++; k = fail[k - 1]; }
    }
    return count;
}

static int horspool(const char *t, int n, const char *p, int m) {
    int shift[256], count = 0;
    for (int i = 0; i < 256; i++) shift[i] = m;
    for (int i = 0; i < m - 1; i++) shift[(unsigned char)p[i]] = m - 1 - i;
    for (int i = 0; i + m <= n; i += shift[(unsigned char)t[i + m - 1]])
        if (memcmp(t + i, p, (size_t)m) == 0) count++;
    return count;
}

static int rabin_karp(const char *t, int n, const char *p, int m) {
    const unsigned base = 257;
    unsigned hp = 0, ht = 0, power = 1;
    int count = 0;
    if (m > n) return 0;
    for (int i = 0; i < m; i++) { hp = hp * base + (unsigned char)p[i]; ht = ht * base + (unsigned char)t[i]; if (i) power *= base; }
    for (int i = 0;; i++) {
        if (hp == ht && memcmp(t + i, p, (size_t)m) == 0) count++;
        if (i + m >= n) break;
        ht = (ht - (unsigned char)t[i] * power) * base + (unsigned char)t[i + m];
    }
    return count;
}

int main(void) {
    static char text[6001];
    unsigned s = 7;
    for (int i = 0; i < 6000; i++) { s = s * 1103515245u + 12345u; text[i] = "abcab"[(s >> 16) % 5]; }
    text[6000] = 0;
    const char *pats[] = {"a", "ab", "abc", "abcab", "aaaa", "bcabca", "cccc", "abacabab"};
    for (int k = 0; k < 8; k++) {
        int m = (int)strlen(pats[k]), first;
        int c1 = naive(text, 6000, pats[k], m, &first);
        int c2 = kmp(text, 6000, pats[k], m), c3 = horspool(text, 6000, pats[k], m), c4 = rabin_karp(text, 6000, pats[k], m);
        printf("%-9s %5d %5d %5d %5d first %d\n", pats[k], c1, c2, c3, c4, first);
    }
    const char *found = strstr(text, "cabcab");
    printf("strstr at %d\n", found ? (int)(found - text) : -1);
    return 0;
}
