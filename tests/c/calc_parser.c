/* A recursive-descent parser and evaluator for integer expressions with
 * precedence, unary minus, parentheses, variables and error reporting. */
#include <stdio.h>
#include <ctype.h>
#include <string.h>

struct parser { const char *p; int error; long vars[26]; };

static long expr(struct parser *ps);

static void skip(struct parser *ps) { while (isspace((unsigned char)*ps->p)) ps->p++; }

static long primary(struct parser *ps) {
    skip(ps);
    if (*ps->p == '(') {
        ps->p++;
        long v = expr(ps);
        skip(ps);
        if (*ps->p == ')') ps->p++; else ps->error = 1;
        return v;
    }
    if (*ps->p == '-') { ps->p++; return -primary(ps); }
    if (isdigit((unsigned char)*ps->p)) {
        long v = 0;
        while (isdigit((unsigned char)*ps->p)) v = v * 10 + (*ps->p++ - '0');
        return v;
    }
    if (islower((unsigned char)*ps->p)) return ps->vars[*ps->p++ - 'a'];
    ps->error = 2;
    return 0;
}

static long term(struct parser *ps) {
    long v = primary(ps);
    for (;;) {
        skip(ps);
        char op = *ps->p;
        if (op != '*' && op != '/' && op != '%') return v;
        ps->p++;
        long r = primary(ps);
        if (op != '*' && r == 0) { ps->error = 3; return 0; }
        v = op == '*' ? v * r : op == '/' ? v / r : v % r;
    }
}

static long expr(struct parser *ps) {
    long v = term(ps);
    for (;;) {
        skip(ps);
        if (*ps->p == '+') { ps->p++; v += term(ps); }
        else if (*ps->p == '-') { ps->p++; v -= term(ps); }
        else return v;
    }
}

static void eval(struct parser *ps, const char *line) {
    ps->p = line;
    ps->error = 0;
    int assign = -1;
    if (islower((unsigned char)line[0]) && line[1] == '=') { assign = line[0] - 'a'; ps->p += 2; }
    long v = expr(ps);
    skip(ps);
    if (*ps->p) ps->error = ps->error ? ps->error : 4;
    if (ps->error) { printf("%-24s error %d at %d\n", line, ps->error, (int)(ps->p - line)); return; }
    if (assign >= 0) ps->vars[assign] = v;
    printf("%-24s = %ld\n", line, v);
}

int main(void) {
    struct parser ps;
    memset(&ps, 0, sizeof ps);
    const char *lines[] = {"1 + 2 * 3", "(1 + 2) * 3", "-(4 - 10) % 4", "x=7*6", "y=x/5 - -3", "x*y - (x+y)",
                           "100 / (5 - 5)", "2 * (3 + 4", "8 $ 2", "((((9))))*-1", "z=1000000*1000", "z/3%7"};
    for (unsigned i = 0; i < sizeof lines / sizeof lines[0]; i++) eval(&ps, lines[i]);
    return 0;
}
