/* Global initialisers: pointers to globals and into arrays and struct
 * members, arrays of pointers to strings, constant expressions, nested
 * aggregates, partially initialised arrays, and a self-referencing list. */
#include <stdio.h>
#include <stddef.h>

struct point { int x, y; };
struct node { const char *name; struct node *next; int weight; };

static int table[8] = {10, 20, 30, 40, 50};
static int *middle = &table[3];
static int *past_end = table + 8;
static const char *colors[] = {"red", "green", "blue", 0};
static const char *const *color_cursor = colors + 1;
static struct point pts[3] = {{1, 2}, {3, 4}, [2] = {.y = 9}};
static int *py = &pts[1].y;
static const int sizes[] = {sizeof(struct point), sizeof table / sizeof table[0], (int)offsetof(struct point, y),
                            3 * 7 + (1 << 4), -5 % 3, 100 / 7, 'A' + 1, ~0x0f & 0xff};
static struct node c3 = {"third", 0, 3};
static struct node c2 = {"second", &c3, 2};
static struct node c1 = {"first", &c2, 1};
static struct node ring_a;
static struct node ring_b = {"ring_b", &ring_a, 20};
static struct node ring_a = {"ring_a", &ring_b, 10};
static char greeting[16] = "hi";
static const char *suffix = "suffix" + 2;
static long long big_consts[] = {1LL << 40, -1LL, 0x7fffffffffffffffLL / 3};
static unsigned char bytes[] = {[5] = 0xff, [1] = 7};
static int (*row_ptr)[8] = &table;
static void *opaque = &pts;
static const struct { const char *key; int *slot; } slots[] = {{"t0", &table[0]}, {"t4", &table[4]}, {"py", &pts[1].y}};

int main(void) {
    printf("middle %d, before end %d, count %d\n", *middle, past_end[-4], (int)(past_end - table));
    for (const char **c = colors; *c; c++) printf("%s ", *c);
    printf("| cursor %s\n", *color_cursor);
    printf("pts %d %d %d %d %d %d py %d\n", pts[0].x, pts[0].y, pts[1].x, pts[1].y, pts[2].x, pts[2].y, *py);
    for (unsigned i = 0; i < sizeof sizes / sizeof sizes[0]; i++) printf("%d ", sizes[i]);
    printf("\n");
    int w = 0;
    for (struct node *n = &c1; n; n = n->next) { printf("%s ", n->name); w += n->weight; }
    printf("weight %d\n", w);
    struct node *r = &ring_a;
    for (int i = 0; i < 5; i++) { printf("%s(%d) ", r->name, r->weight); r = r->next; }
    printf("\n");
    greeting[2] = '!';
    printf("%s %s %lld %lld %lld\n", greeting, suffix, big_consts[0], big_consts[1], big_consts[2]);
    for (unsigned i = 0; i < sizeof bytes; i++) printf("%u ", bytes[i]);
    printf("| row %d opaque %d\n", (*row_ptr)[2], ((struct point *)opaque)[1].x);
    for (int i = 0; i < 3; i++) { *slots[i].slot += 1; printf("%s=%d ", slots[i].key, *slots[i].slot); }
    printf("\n");
    return 0;
}
