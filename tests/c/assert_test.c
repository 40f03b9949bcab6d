/* assert in checked code: every assertion holds, so the program runs to the
 * end; the assertions still evaluate their operands. */
#include <stdio.h>
#include <assert.h>
#include <string.h>

static int checks;
static int counted(int v) { checks++; return v; }

static unsigned isqrt(unsigned n) {
    unsigned r = 0;
    while ((r + 1) * (r + 1) <= n) r++;
    assert(r * r <= n && (r + 1) * (r + 1) > n);
    return r;
}

int main(void) {
    unsigned total = 0;
    for (unsigned n = 0; n < 2000; n += 7) total += isqrt(n);
    assert(counted(total > 0));
    char s[16];
    strcpy(s, "assert");
    assert(strlen(s) == 6);
    assert(counted(s[0] == 'a'));
    printf("isqrt total %u, counted checks %d\n", total, checks);
    return 0;
}
