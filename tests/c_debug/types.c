/* Types for DWARF: base types, pointers, qualifiers, typedef chains,
   structs with bit-fields, unions, enums, arrays, function pointers and a
   forward-declared struct. Prints a checksum. */
int printf(const char *fmt, ...);

typedef unsigned int u32;
typedef u32 word;
typedef const word cword;

enum color { RED = 1, GREEN = 2, BLUE = -4 };

struct opaque;

struct flags {
    unsigned a : 3;
    unsigned b : 5;
    signed c : 7;
    unsigned char tag;
    struct opaque *hidden;
};

union number {
    int i;
    float f;
    unsigned char bytes[4];
};

struct node {
    struct node *next;
    enum color color;
    short values[2][3];
    union number n;
};

typedef int (*binop)(int, int);

static int add(int a, int b) { return a + b; }
static int mul(int a, int b) { return a * b; }

static volatile int sink;

int apply(binop f, const int *restrict xs, int n) {
    int acc = xs[0];
    for (int i = 1; i < n; i++) {
        acc = f(acc, xs[i]);
    }
    return acc;
}

int main(void) {
    struct flags fl = {5, 17, -3, 200, 0};
    union number num;
    struct node second = {0, GREEN, {{1, 2, 3}, {4, 5, 6}}, {0}};
    struct node first = {&second, RED, {{7, 8, 9}, {10, 11, 12}}, {0}};
    cword w = 40;
    int xs[4] = {1, 2, 3, 4};
    binop ops[2] = {add, mul};
    long long big = 1234567890123LL;
    char c = 'x';
    num.i = 0x41424344;
    int total = fl.a + fl.b + fl.c + fl.tag + (int)w;
    for (struct node *p = &first; p; p = p->next) {
        total += p->color + p->values[1][2];
    }
    total += apply(ops[0], xs, 4) + apply(ops[1], xs, 4);
    total += num.bytes[0] + (int)(big % 1000) + c;
    sink = total;
    printf("%d\n", total);
    return 0;
}
