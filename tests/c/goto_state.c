/* goto: a lexer written as a goto state machine, cleanup chains that jump
 * forward to release resources, and backward gotos forming loops. */
#include <stdio.h>
#include <stdlib.h>

static int count_tokens(const char *s, int *numbers, int *words) {
    int tokens = 0;
    *numbers = *words = 0;
start:
    if (!*s) goto done;
    if (*s == ' ') { s++; goto start; }
    if (*s >= '0' && *s <= '9') goto number;
    if ((*s >= 'a' && *s <= 'z') || *s == '_') goto word;
    s++;
    tokens++;
    goto start;
number:
    while (*s >= '0' && *s <= '9') s++;
    (*numbers)++;
    tokens++;
    goto start;
word:
    while ((*s >= 'a' && *s <= 'z') || *s == '_' || (*s >= '0' && *s <= '9')) s++;
    (*words)++;
    tokens++;
    goto start;
done:
    return tokens;
}

static int with_cleanup(int fail_at) {
    int result = -1;
    int *a = malloc(16), *b = NULL, *c = NULL;
    if (!a || fail_at == 1) goto out_a;
    b = malloc(32);
    if (!b || fail_at == 2) goto out_b;
    c = malloc(64);
    if (!c || fail_at == 3) goto out_c;
    a[0] = 1; b[0] = 2; c[0] = 3;
    result = a[0] + b[0] + c[0];
    free(c);
out_c:
    free(b);
out_b:
    free(a);
out_a:
    return result * 10 + fail_at;
}

static int collatz(unsigned n) {
    int steps = 0;
again:
    if (n == 1) return steps;
    steps++;
    if (n & 1) { n = 3 * n + 1; goto again; }
    n /= 2;
    goto again;
}

int main(void) {
    int numbers, words;
    int t = count_tokens("x1 = foo(42, bar_2) + 7*y - 1000; end", &numbers, &words);
    printf("tokens %d numbers %d words %d\n", t, numbers, words);
    for (int f = 0; f <= 3; f++) printf("cleanup(%d) = %d\n", f, with_cleanup(f));
    int best = 0, arg = 0;
    for (unsigned n = 1; n < 3000; n++) { int s = collatz(n); if (s > best) { best = s; arg = (int)n; } }
    printf("longest collatz below 3000: %d steps from %d\n", best, arg);
    return 0;
}
