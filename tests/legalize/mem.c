// exit: 72
#include <stdio.h>
#include <string.h>

struct small { int a; short b; char c; };
struct big { int v[20]; char tag[9]; };

struct small gs[4];
struct big gb[2];

__attribute__((noinline)) static void copy_small(struct small *d, const struct small *s) { *d = *s; }
__attribute__((noinline)) static void copy_big(struct big *d, const struct big *s) { *d = *s; }
__attribute__((noinline)) static void fill(char *p, int c, unsigned n) { memset(p, c, n); }
__attribute__((noinline)) static void shift(char *p, unsigned n) { memmove(p + 1, p, n); }

int main(void) {
  char buf[40];
  struct small s = { 1, 2, 3 };
  struct big b;
  unsigned h = 7;
  memset(&b, 0, sizeof b);
  for (int i = 0; i < 20; i++) b.v[i] = i * i;
  memcpy(b.tag, "egret-ok", 9);
  for (int i = 0; i < 4; i++) { s.a += i; copy_small(&gs[i], &s); }
  copy_big(&gb[1], &b);
  memcpy(&gb[0], &gb[1], sizeof gb[0]);
  fill(buf, 'x', sizeof buf);
  memset(buf + 3, 'y', 5);
  shift(buf, 10);
  memmove(buf + 20, buf + 18, 6);
  for (int i = 0; i < 40; i++) h = h * 31 + (unsigned char)buf[i];
  for (int i = 0; i < 4; i++) h = h * 31 + gs[i].a + gs[i].b + gs[i].c;
  for (int i = 0; i < 20; i++) h = h * 31 + gb[0].v[i];
  printf("%s %u\n", gb[0].tag, h);
  return (int)(h & 0x7f);
}
