/* printf-family formatting: widths, precision, flags (- + space 0 #), length
 * modifiers (hh h l ll z), %c %s %% %p-free, return values, and snprintf
 * truncation and size queries. */
#include <stdio.h>
#include <string.h>

int main(void) {
    char buf[128];
    int n;
    n = sprintf(buf, "[%5d|%-5d|%05d|%+d|% d|%d]", 42, 42, 42, 42, 42, -42);
    printf("%s %d\n", buf, n);
    n = sprintf(buf, "[%x|%X|%#x|%#o|%o|%08x|%-8x|]", 255u, 255u, 255u, 8u, 8u, 0xbeefu, 0xbeefu);
    printf("%s %d\n", buf, n);
    n = sprintf(buf, "[%.3d|%8.3d|%-8.3d|%.0d|%+.2d]", 7, 7, -7, 0, 3);
    printf("%s %d\n", buf, n);
    n = sprintf(buf, "[%s|%10s|%-10s|%.2s|%5.1s]", "abc", "abc", "abc", "abc", "abc");
    printf("%s %d\n", buf, n);
    n = sprintf(buf, "[%c|%3c|%-3c|%%]", 'x', 'y', 'z');
    printf("%s %d\n", buf, n);
    n = sprintf(buf, "[%hhd|%hhu|%hd|%hu|%ld|%lu]", 300, 300, 70000, 70000, -5L, 4294967295UL);
    printf("%s %d\n", buf, n);
    n = sprintf(buf, "[%lld|%llu|%llx|%020lld]", -9223372036854775807LL - 1, 18446744073709551615ULL,
                0x123456789abcdefULL, -12345678901LL);
    printf("%s %d\n", buf, n);
    n = sprintf(buf, "[%zu|%u|%d|%i]", sizeof(long long), 0u, -2147483647 - 1, 2147483647);
    printf("%s %d\n", buf, n);
    n = sprintf(buf, "[%*d|%-*d|%.*d]", 6, 1, 4, 2, 3, 9);
    printf("%s %d\n", buf, n);
    n = snprintf(buf, 10, "0123456789abcdef");
    printf("snprintf %d '%s'\n", n, buf);
    n = snprintf(NULL, 0, "%d-%s", 123456, "tail");
    printf("size query %d\n", n);
    n = snprintf(buf, 1, "xyz");
    printf("size one %d len %u\n", n, (unsigned)strlen(buf));
    int total = 0;
    for (int i = -3; i <= 3; i++) total += printf("<%+04d>", i * 111);
    printf("\nprintf total %d\n", total);
    return 0;
}
