/* Unions: tagged unions as variants, overlapping storage of the same type,
 * a union inside a struct inside an array, and unions passed by value. */
#include <stdio.h>
#include <string.h>

enum kind { K_INT, K_PAIR, K_TEXT, K_WIDE };

struct value {
    enum kind kind;
    union {
        int i;
        struct { short lo, hi; } pair;
        char text[12];
        long long wide;
    } u;
};

static struct value make_int(int i) { struct value v; v.kind = K_INT; v.u.i = i; return v; }
static struct value make_pair(short a, short b) {
    struct value v; v.kind = K_PAIR; v.u.pair.lo = a; v.u.pair.hi = b; return v;
}
static struct value make_text(const char *s) {
    struct value v; v.kind = K_TEXT; strncpy(v.u.text, s, sizeof v.u.text - 1);
    v.u.text[sizeof v.u.text - 1] = 0; return v;
}
static struct value make_wide(long long w) { struct value v; v.kind = K_WIDE; v.u.wide = w; return v; }

static long long weight(struct value v) {
    switch (v.kind) {
    case K_INT: return v.u.i;
    case K_PAIR: return v.u.pair.lo * 1000 + v.u.pair.hi;
    case K_TEXT: return (long long)strlen(v.u.text);
    case K_WIDE: return v.u.wide / 3;
    }
    return -1;
}

union same { unsigned int word; int signed_word; };

int main(void) {
    struct value vals[6] = {
        make_int(-17), make_pair(12, -3), make_text("union text!"), make_wide(-9000000000LL),
        make_text("a much longer string"), make_int(2147483647),
    };
    long long total = 0;
    for (int i = 0; i < 6; i++) {
        long long w = weight(vals[i]);
        total += w;
        printf("value %d kind %d weight %lld\n", i, vals[i].kind, w);
    }
    printf("text %s / %s\n", vals[2].u.text, vals[4].u.text);
    printf("total %lld, sizeof(union same) %u\n", total, (unsigned)sizeof(union same));
    union same s;
    s.signed_word = -2;
    printf("same word %u\n", s.word);
    s.word = 0x80000000u;
    printf("same signed %d\n", s.signed_word);
    vals[0] = vals[3];
    vals[0].u.wide += 1;
    printf("copied %lld vs %lld\n", vals[0].u.wide, vals[3].u.wide);
    return 0;
}
