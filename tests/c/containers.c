/* Containers built from arrays and pointers: a ring buffer queue, a stack of
 * pointers to heap strings, a binary min-heap priority queue, and a doubly
 * linked list with a sentinel. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct ring { int buf[8]; unsigned head, tail; };
static int ring_push(struct ring *r, int v) { if (r->tail - r->head == 8) return 0; r->buf[r->tail++ % 8] = v; return 1; }
static int ring_pop(struct ring *r, int *v) { if (r->tail == r->head) return 0; *v = r->buf[r->head++ % 8]; return 1; }

struct heap { int v[64]; int n; };
static void heap_push(struct heap *h, int x) {
    int i = h->n++;
    while (i && h->v[(i - 1) / 2] > x) { h->v[i] = h->v[(i - 1) / 2]; i = (i - 1) / 2; }
    h->v[i] = x;
}
static int heap_pop(struct heap *h) {
    int top = h->v[0], x = h->v[--h->n], i = 0;
    for (;;) {
        int c = 2 * i + 1;
        if (c >= h->n) break;
        if (c + 1 < h->n && h->v[c + 1] < h->v[c]) c++;
        if (x <= h->v[c]) break;
        h->v[i] = h->v[c];
        i = c;
    }
    h->v[i] = x;
    return top;
}

struct dnode { int v; struct dnode *prev, *next; };
static void dinsert_after(struct dnode *at, struct dnode *n) { n->prev = at; n->next = at->next; at->next->prev = n; at->next = n; }
static void dunlink(struct dnode *n) { n->prev->next = n->next; n->next->prev = n->prev; }

int main(void) {
    struct ring r = {{0}, 0, 0};
    int pushed = 0, popped = 0, v;
    long sum = 0;
    for (int i = 0; i < 100; i++) {
        if (i % 3 != 2) pushed += ring_push(&r, i);
        else if (ring_pop(&r, &v)) { popped++; sum += v; }
    }
    printf("ring pushed %d popped %d sum %ld left %u\n", pushed, popped, sum, r.tail - r.head);
    char *stack[16];
    int sp = 0;
    const char *words[] = {"alpha", "beta", "gamma", "delta", "epsilon"};
    for (int i = 0; i < 5; i++) { stack[sp] = malloc(strlen(words[i]) + 1); strcpy(stack[sp++], words[i]); }
    while (sp) { char *w = stack[--sp]; printf("%s ", w); free(w); }
    printf("\n");
    struct heap h = {{0}, 0};
    unsigned s = 5;
    for (int i = 0; i < 40; i++) { s = s * 69069u + 7u; heap_push(&h, (int)(s >> 20) - 2048); }
    int prev = -100000, ordered = 1;
    printf("heap:");
    for (int i = 0; i < 40; i++) { int x = heap_pop(&h); ordered &= x >= prev; prev = x; if (i % 8 == 0) printf(" %d", x); }
    printf(" ordered %d\n", ordered);
    struct dnode sentinel = {0, &sentinel, &sentinel}, nodes[10];
    for (int i = 0; i < 10; i++) { nodes[i].v = i * i; dinsert_after(i % 2 ? sentinel.prev : &sentinel, &nodes[i]); }
    dunlink(&nodes[4]);
    dunlink(&nodes[7]);
    printf("dlist:");
    for (struct dnode *n = sentinel.next; n != &sentinel; n = n->next) printf(" %d", n->v);
    printf(" | backwards:");
    for (struct dnode *n = sentinel.prev; n != &sentinel; n = n->prev) printf(" %d", n->v);
    printf("\n");
    return 0;
}
