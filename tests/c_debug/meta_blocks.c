#include <stdio.h>
int main(void) {
  int outer = 0;
  for (int i = 0; i < 4; i++) {
    int sq = i * i;
    {
      int twice = sq * 2;
      outer += twice;
    }
    if (sq > 3) {
      int big = sq - 3;
      outer -= big;
    }
  }
  printf("%d\n", outer);
  return 0;
}
