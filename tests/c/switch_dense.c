/* Dense switches (jump tables at -O2): consecutive cases, a default, cases
 * starting away from zero, negative cases, and a switch on a char. */
#include <stdio.h>

static int dense(int x) {
    switch (x) {
    case 0: return 11;
    case 1: return 23;
    case 2: return 5;
    case 3: return 47;
    case 4: return 13;
    case 5: return 99;
    case 6: return 2;
    case 7: return 71;
    case 8: return 36;
    case 9: return 8;
    default: return -1;
    }
}

static const char *weekday(unsigned d) {
    switch (d) {
    case 100: return "mon";
    case 101: return "tue";
    case 102: return "wed";
    case 103: return "thu";
    case 104: return "fri";
    case 105: return "sat";
    case 106: return "sun";
    }
    return "???";
}

static int negative(int x) {
    int r = 0;
    switch (x) {
    case -4: r = 400; break;
    case -3: r = 300; break;
    case -2: r = 200; break;
    case -1: r = 100; break;
    case 0: r = 7; break;
    case 1: r = -100; break;
    case 2: r = -200; break;
    default: r = x * 1000;
    }
    return r;
}

static int classify(char c) {
    switch (c) {
    case 'a': case 'e': case 'i': case 'o': case 'u': return 1;
    case 'b': case 'c': case 'd': case 'f': case 'g': return 2;
    case 'h': case 'j': case 'k': case 'l': case 'm': return 3;
    default: return 0;
    }
}

int main(void) {
    int total = 0;
    for (int i = -3; i < 14; i++) total = total * 3 + dense(i);
    printf("dense total %d\n", total);
    for (unsigned d = 98; d < 109; d++) printf("%s ", weekday(d));
    printf("\n");
    for (int x = -6; x < 5; x++) printf("%d ", negative(x));
    printf("\n");
    const char *text = "the quick brown fox jumps over the lazy dog";
    int counts[4] = {0};
    for (const char *p = text; *p; p++) counts[classify(*p)]++;
    printf("classes %d %d %d %d\n", counts[0], counts[1], counts[2], counts[3]);
    return 0;
}
