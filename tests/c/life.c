/* Conway's Game of Life on a torus, with a glider and an R-pentomino; the
 * population is printed every few generations and the final board drawn. */
#include <stdio.h>
#include <string.h>

#define W 32
#define H 20
static unsigned char board[H][W], next[H][W];

static int neighbours(int y, int x) {
    int n = 0;
    for (int dy = -1; dy <= 1; dy++)
        for (int dx = -1; dx <= 1; dx++)
            if (dy || dx) n += board[(y + dy + H) % H][(x + dx + W) % W];
    return n;
}

int main(void) {
    const char *glider[] = {".#.", "..#", "###"};
    const char *rpent[] = {".##", "##.", ".#."};
    for (int y = 0; y < 3; y++)
        for (int x = 0; x < 3; x++) { board[1 + y][1 + x] = glider[y][x] == '#'; board[9 + y][18 + x] = rpent[y][x] == '#'; }
    for (int gen = 0; gen <= 30; gen++) {
        if (gen % 5 == 0) {
            int pop = 0;
            for (int y = 0; y < H; y++) for (int x = 0; x < W; x++) pop += board[y][x];
            printf("gen %d population %d\n", gen, pop);
        }
        for (int y = 0; y < H; y++)
            for (int x = 0; x < W; x++) {
                int n = neighbours(y, x);
                next[y][x] = (unsigned char)(n == 3 || (n == 2 && board[y][x]));
            }
        memcpy(board, next, sizeof board);
    }
    for (int y = 0; y < H; y++) {
        char line[W + 1];
        for (int x = 0; x < W; x++) line[x] = board[y][x] ? '#' : '.';
        line[W] = 0;
        puts(line);
    }
    return 0;
}
