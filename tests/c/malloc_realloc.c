/* The heap: a growable vector with realloc, calloc zeroing, many small
 * allocations freed in a scrambled order and reused, strings duplicated. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct vec { int *data; size_t len, cap; };

static void vec_push(struct vec *v, int x) {
    if (v->len == v->cap) {
        v->cap = v->cap ? v->cap * 2 : 1;
        int *grown = realloc(v->data, v->cap * sizeof *grown);
        if (!grown) exit(3);
        v->data = grown;
    }
    v->data[v->len++] = x;
}

static char *dup(const char *s) {
    size_t n = strlen(s) + 1;
    char *d = malloc(n);
    if (d) memcpy(d, s, n);
    return d;
}

int main(void) {
    struct vec v = {0, 0, 0};
    for (int i = 0; i < 5000; i++) vec_push(&v, i * 3 - 7);
    long long sum = 0;
    for (size_t i = 0; i < v.len; i++) sum += v.data[i];
    printf("vec len %u cap %u sum %lld\n", (unsigned)v.len, (unsigned)v.cap, sum);
    v.data = realloc(v.data, 10 * sizeof(int));
    printf("shrunk keeps %d %d\n", v.data[0], v.data[9]);
    free(v.data);
    int *z = calloc(1000, sizeof(int));
    int nonzero = 0;
    for (int i = 0; i < 1000; i++) nonzero += z[i] != 0;
    printf("calloc nonzero %d\n", nonzero);
    free(z);
    enum { N = 300 };
    char *blocks[N];
    for (int i = 0; i < N; i++) {
        size_t size = (size_t)(1 + (i * 37) % 200);
        blocks[i] = malloc(size);
        memset(blocks[i], i & 0xff, size);
    }
    int ok = 1;
    for (int i = 0; i < N; i++) {
        size_t size = (size_t)(1 + (i * 37) % 200);
        for (size_t k = 0; k < size; k++) ok &= (unsigned char)blocks[i][k] == (i & 0xff);
    }
    for (int i = 0; i < N; i += 2) { free(blocks[i]); blocks[i] = NULL; }
    for (int i = N - 1; i >= 0; i -= 2) { free(blocks[i]); blocks[i] = NULL; }
    printf("blocks intact %d\n", ok);
    for (int round = 0; round < 50; round++) {
        char *s = dup("a string that is copied again and again");
        s = realloc(s, 100);
        strcat(s, " and grown");
        if (round == 49) printf("%s\n", s);
        free(s);
    }
    void *p0 = malloc(0);
    free(p0);
    free(NULL);
    printf("done\n");
    return 0;
}
