/* Pointer arithmetic: differences, comparisons, walking arrays and rows,
 * pointers to pointers, and pointers one past the end. */
#include <stdio.h>
#include <stddef.h>

static int grid[6][7];

static int *find_max(int *begin, int *end) {
    int *best = begin;
    for (int *p = begin; p != end; p++)
        if (*p > *best) best = p;
    return best;
}

static void swap_ptrs(int **a, int **b) { int *t = *a; *a = *b; *b = t; }

static size_t my_strlen(const char *s) {
    const char *p = s;
    while (*p) p++;
    return (size_t)(p - s);
}

int main(void) {
    for (int r = 0; r < 6; r++)
        for (int c = 0; c < 7; c++) grid[r][c] = (r * 37 + c * 11) % 23;
    int *flat = &grid[0][0];
    int *m = find_max(flat, flat + 6 * 7);
    ptrdiff_t idx = m - flat;
    printf("max %d at row %d col %d\n", *m, (int)(idx / 7), (int)(idx % 7));
    int (*row)[7] = grid + 3;
    printf("row 3: %d %d last=%d\n", (*row)[0], row[0][6], *(*row + 6));
    printf("rows apart: %d\n", (int)(&grid[5] - &grid[1]));
    int a = 1, b = 2;
    int *pa = &a, *pb = &b;
    swap_ptrs(&pa, &pb);
    printf("swapped: %d %d\n", *pa, *pb);
    const char *text = "pointer arithmetic";
    printf("len %u, tail '%s', char %c\n", (unsigned)my_strlen(text), text + 8, *(text + 3));
    int arr[10];
    for (int *p = arr + 9; p >= arr; p--) *p = (int)(p - arr) * 3;
    int *lo = arr, *hi = arr + 9;
    int steps = 0;
    while (lo < hi) { lo++; hi--; steps++; }
    printf("met after %d steps at %d\n", steps, *lo);
    char buf[16];
    char *w = buf;
    for (int i = 0; i < 5; i++) *w++ = (char)('a' + i * 2);
    *w = 0;
    printf("buf=%s used=%d\n", buf, (int)(w - buf));
    int **pp = &pa;
    **pp += 40;
    printf("through pp: %d (b=%d)\n", *pa, b);
    unsigned char bytes[8] = {1, 2, 3, 4, 5, 6, 7, 8};
    unsigned sum = 0;
    for (unsigned char *q = bytes + 1; q < bytes + 8; q += 2) sum = sum * 10 + *q;
    printf("odd bytes: %u\n", sum);
    return 0;
}
