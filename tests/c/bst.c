/* Binary search tree: insert, find, delete with successor, traversal, height. */
#include <stdio.h>
#include <stdlib.h>

typedef struct tree {
    int key;
    int count;
    struct tree *left, *right;
} tree;

static tree *insert(tree *t, int key) {
    if (!t) {
        t = calloc(1, sizeof *t);
        t->key = key;
        t->count = 1;
        return t;
    }
    if (key < t->key) t->left = insert(t->left, key);
    else if (key > t->key) t->right = insert(t->right, key);
    else t->count++;
    return t;
}

static tree *delete(tree *t, int key) {
    if (!t) return NULL;
    if (key < t->key) { t->left = delete(t->left, key); return t; }
    if (key > t->key) { t->right = delete(t->right, key); return t; }
    if (!t->left || !t->right) {
        tree *child = t->left ? t->left : t->right;
        free(t);
        return child;
    }
    tree **succ = &t->right;
    while ((*succ)->left) succ = &(*succ)->left;
    tree *s = *succ;
    t->key = s->key;
    t->count = s->count;
    *succ = s->right;
    free(s);
    return t;
}

static int height(const tree *t) {
    if (!t) return 0;
    int l = height(t->left), r = height(t->right);
    return 1 + (l > r ? l : r);
}

static void walk(const tree *t, void (*visit)(const tree *)) {
    if (!t) return;
    walk(t->left, visit);
    visit(t);
    walk(t->right, visit);
}

static void show(const tree *t) { printf(" %d", t->key); if (t->count > 1) printf("x%d", t->count); }

static const tree *find(const tree *t, int key) {
    while (t && t->key != key) t = key < t->key ? t->left : t->right;
    return t;
}

static void destroy(tree *t) {
    if (!t) return;
    destroy(t->left);
    destroy(t->right);
    free(t);
}

int main(void) {
    tree *root = NULL;
    unsigned x = 7;
    for (int i = 0; i < 40; i++) {
        x = x * 69069u + 1u;
        root = insert(root, (int)(x >> 24) - 128);
    }
    printf("height %d\nin order:", height(root));
    walk(root, show);
    printf("\n");
    int found = 0;
    for (int k = -128; k < 128; k++) found += find(root, k) != NULL;
    printf("distinct %d\n", found);
    for (int k = -128; k < 128; k += 3) root = delete(root, k);
    printf("after delete, height %d:", height(root));
    walk(root, show);
    printf("\n");
    destroy(root);
    return 0;
}
