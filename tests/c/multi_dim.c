/* Multi-dimensional arrays: 2D and 3D arrays, passing rows and whole arrays
 * to functions (pointer-to-array parameters), arrays of arrays of structs,
 * and flattening with index arithmetic. */
#include <stdio.h>

#define R 5
#define C 6
#define D 4

static long sum2(int rows, const int (*m)[C]) { long s = 0; for (int i = 0; i < rows; i++) for (int j = 0; j < C; j++) s += m[i][j] * (i + 1); return s; }
static void transpose(int in[R][C], int out[C][R]) { for (int i = 0; i < R; i++) for (int j = 0; j < C; j++) out[j][i] = in[i][j]; }
static int row_max(const int *row, int n) { int m = row[0]; for (int i = 1; i < n; i++) if (row[i] > m) m = row[i]; return m; }

struct px { unsigned char r, g, b; };

int main(void) {
    int m[R][C], t[C][R];
    for (int i = 0; i < R; i++) for (int j = 0; j < C; j++) m[i][j] = (i * 7 + j * 5) % 9 - 4;
    transpose(m, t);
    printf("sum2 %ld %ld\n", sum2(R, (const int (*)[C])m), sum2(2, (const int (*)[C])(m + 3)));
    for (int j = 0; j < C; j++) printf("%d ", row_max(t[j], R));
    printf("\n");
    static int cube[D][D][D];
    for (int a = 0; a < D; a++) for (int b = 0; b < D; b++) for (int c = 0; c < D; c++) cube[a][b][c] = a * 100 + b * 10 + c;
    int diag = 0;
    for (int k = 0; k < D; k++) diag += cube[k][k][k] + cube[k][D - 1 - k][k];
    int *flat = &cube[0][0][0];
    printf("cube diag %d flat[37] %d same %d\n", diag, flat[37], flat[2 * D * D + 1 * D + 3] == cube[2][1][3]);
    struct px img[4][5];
    for (int y = 0; y < 4; y++) for (int x = 0; x < 5; x++) { img[y][x].r = (unsigned char)(x * 60); img[y][x].g = (unsigned char)(y * 80); img[y][x].b = (unsigned char)((x ^ y) * 30); }
    unsigned lum = 0;
    for (int y = 0; y < 4; y++) for (int x = 0; x < 5; x++) lum += (img[y][x].r * 299u + img[y][x].g * 587u + img[y][x].b * 114u) / 1000;
    printf("luminance %u\n", lum);
    char names[3][8] = {"one", "two", "three"};
    names[1][0] = 'T';
    printf("%s %s %s\n", names[0], names[1], names[2]);
    return 0;
}
