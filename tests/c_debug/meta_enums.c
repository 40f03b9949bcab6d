#include <stdio.h>
enum color { RED, GREEN = 5, BLUE };
typedef enum color color_t;
static const char *name(color_t c) {
  switch (c) {
  case RED: return "red";
  case GREEN: return "green";
  default: return "blue";
  }
}
int main(void) {
  for (color_t c = RED; c <= BLUE; c++)
    if (c == RED || c >= GREEN)
      printf("%s\n", name(c));
  return 0;
}
