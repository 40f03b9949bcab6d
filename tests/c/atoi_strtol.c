/* String to number conversions: atoi, atol, strtol with bases 0/2/8/10/16/36
 * and end pointers, strtoul with wraparound, overflow clamping to LONG_MAX. */
#include <stdio.h>
#include <stdlib.h>
#include <errno.h>

int main(void) {
    const char *ints[] = {"0", "42", "-17", "  +99abc", "2147483647", "-2147483648", "junk", "\t\n 7"};
    for (int i = 0; i < 8; i++) printf("atoi(%s)=%d atol=%ld\n", ints[i], atoi(ints[i]), atol(ints[i]));
    struct { const char *s; int base; } cases[] = {
        {"0x1f", 0}, {"0755", 0}, {"1010", 2}, {"zz", 36}, {"-ff", 16}, {"0x", 16}, {"12 34", 10},
        {"  -0", 0}, {"777", 8}, {"Z", 36}, {"99999999999", 10}, {"-99999999999", 10}, {"+", 10},
    };
    for (unsigned i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char *end;
        errno = 0;
        long v = strtol(cases[i].s, &end, cases[i].base);
        printf("strtol(\"%s\",%d)=%ld rest \"%s\" erange %d\n", cases[i].s, cases[i].base, v, end, errno == ERANGE);
    }
    const char *u[] = {"4294967295", "-1", "0xffffffff", "123"};
    for (int i = 0; i < 4; i++) {
        char *end;
        unsigned long v = strtoul(u[i], &end, 0);
        printf("strtoul(%s)=%lu end %d\n", u[i], v, (int)(end - u[i]));
    }
    const char *list = "10,20,-30,40";
    long total = 0;
    char *p = (char *)list;
    while (*p) {
        total += strtol(p, &p, 10);
        if (*p == ',') p++;
    }
    printf("list total %ld\n", total);
    return 0;
}
