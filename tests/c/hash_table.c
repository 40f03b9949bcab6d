/* A hash table with string keys: FNV-1a hashing, open addressing with linear
 * probing, tombstones on delete, growth by rehashing, word counting. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct slot { char *key; int value; int state; }; /* state: 0 empty, 1 used, 2 deleted */
struct table { struct slot *slots; unsigned cap, used; };

static unsigned fnv1a(const char *s) {
    unsigned h = 2166136261u;
    while (*s) { h ^= (unsigned char)*s++; h *= 16777619u; }
    return h;
}

static void put(struct table *t, const char *key, int delta);

static void grow(struct table *t) {
    struct table bigger = {calloc(t->cap * 2, sizeof(struct slot)), t->cap * 2, 0};
    for (unsigned i = 0; i < t->cap; i++)
        if (t->slots[i].state == 1) { put(&bigger, t->slots[i].key, t->slots[i].value); free(t->slots[i].key); }
    free(t->slots);
    *t = bigger;
}

static struct slot *find(struct table *t, const char *key) {
    for (unsigned i = fnv1a(key) & (t->cap - 1);; i = (i + 1) & (t->cap - 1)) {
        struct slot *s = &t->slots[i];
        if (s->state == 0) return NULL;
        if (s->state == 1 && strcmp(s->key, key) == 0) return s;
    }
}

static void put(struct table *t, const char *key, int delta) {
    struct slot *s = find(t, key);
    if (s) { s->value += delta; return; }
    if ((t->used + 1) * 4 > t->cap * 3) grow(t);
    unsigned i = fnv1a(key) & (t->cap - 1);
    while (t->slots[i].state == 1) i = (i + 1) & (t->cap - 1);
    size_t n = strlen(key) + 1;
    t->slots[i].key = malloc(n);
    memcpy(t->slots[i].key, key, n);
    t->slots[i].value = delta;
    t->slots[i].state = 1;
    t->used++;
}

static int erase(struct table *t, const char *key) {
    struct slot *s = find(t, key);
    if (!s) return 0;
    free(s->key);
    s->key = NULL;
    s->state = 2;
    return 1;
}

static const char *text =
    "it was the best of times it was the worst of times it was the age of wisdom it was the age of "
    "foolishness it was the epoch of belief it was the epoch of incredulity it was the season of light";

int main(void) {
    struct table t = {calloc(4, sizeof(struct slot)), 4, 0};
    char word[32];
    const char *p = text;
    while (*p) {
        int n = 0;
        while (*p && *p != ' ' && n < 31) word[n++] = *p++;
        word[n] = 0;
        while (*p == ' ') p++;
        put(&t, word, 1);
    }
    const char *probe[] = {"it", "was", "the", "of", "times", "light", "darkness"};
    for (int i = 0; i < 7; i++) { struct slot *s = find(&t, probe[i]); printf("%s=%d ", probe[i], s ? s->value : 0); }
    printf("\ncap %u used %u\n", t.cap, t.used);
    int e1 = erase(&t, "was");
    int e2 = erase(&t, "was");
    int e3 = erase(&t, "nothing");
    printf("erase %d %d %d\n", e1, e2, e3);
    put(&t, "was", 100);
    printf("after reinsert was=%d the=%d\n", find(&t, "was")->value, find(&t, "the")->value);
    char key[16];
    for (int i = 0; i < 500; i++) { sprintf(key, "k%d", i * 7919 % 1000); put(&t, key, i); }
    long total = 0;
    for (unsigned i = 0; i < t.cap; i++) if (t.slots[i].state == 1) total += t.slots[i].value;
    printf("cap %u total %ld\n", t.cap, total);
    for (unsigned i = 0; i < t.cap; i++) free(t.slots[i].key);
    free(t.slots);
    return 0;
}
