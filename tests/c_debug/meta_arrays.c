#include <stdio.h>
int table[3][4];
static void fill(int n) {
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 4; j++)
      table[i][j] = i * n + j;
}
int main(void) {
  fill(4);
  int total = 0;
  for (int i = 0; i < 3; i++) {
    int row = 0;
    for (int j = 0; j < 4; j++)
      row += table[i][j];
    total += row;
  }
  printf("%d\n", total);
  return 0;
}
