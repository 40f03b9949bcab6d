#include <stdio.h>
static void swap(int *a, int *b) {
  int t = *a;
  *a = *b;
  *b = t;
}
struct node { int value; struct node *next; };
static int length(const struct node *n) {
  int k = 0;
  while (n) { k++; n = n->next; }
  return k;
}
int main(void) {
  int x = 1, y = 2;
  swap(&x, &y);
  struct node c = {3, 0}, b = {2, &c}, a = {1, &b};
  printf("%d %d %d\n", x, y, length(&a));
  return 0;
}
