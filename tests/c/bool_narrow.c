/* _Bool and narrow values: booleans stored, loaded, summed and passed as
 * arguments (zeroext i1), 2- and 4-bit fields that clang may keep as i2/i4,
 * and comparisons producing 0/1. */
#include <stdio.h>
#include <stdbool.h>

struct cell { unsigned alive : 1; unsigned age : 2; signed heat : 4; bool marked; };

static bool parity(unsigned x) { bool p = false; while (x) { p = !p; x &= x - 1; } return p; }
static int count_true(const bool *b, int n) { int c = 0; for (int i = 0; i < n; i++) c += b[i]; return c; }
static bool all(bool a, bool b, bool c) { return a && b && c; }

int main(void) {
    bool flags[40];
    for (int i = 0; i < 40; i++) flags[i] = parity((unsigned)i * 2654435761u);
    printf("true flags %d\n", count_true(flags, 40));
    struct cell cells[16] = {{0}};
    for (int gen = 0; gen < 9; gen++)
        for (int i = 0; i < 16; i++) {
            struct cell *c = &cells[i];
            c->alive = (unsigned)((i * 5 + gen) % 3 == 0);
            c->age = (unsigned)(c->age + c->alive) & 3u;
            c->heat = (signed)((c->heat + (c->alive ? 3 : -2) + 8) % 16 - 8);
            c->marked = c->marked ^ (c->heat < 0);
        }
    int ages = 0, heat = 0, marked = 0;
    for (int i = 0; i < 16; i++) { ages += cells[i].age; heat += cells[i].heat; marked += cells[i].marked; }
    printf("ages %d heat %d marked %d\n", ages, heat, marked);
    int combos = 0;
    for (int m = 0; m < 8; m++) combos += all(m & 1, m & 2, m & 4) * 100 + (bool)(m & 6);
    printf("combos %d\n", combos);
    bool b = 5;
    int x = b + (bool)0.0 + (bool)-3;
    printf("bool conversions %d sizeof %u\n", x, (unsigned)sizeof b);
    return 0;
}
