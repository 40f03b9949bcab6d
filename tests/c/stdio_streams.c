/* stdio output beyond printf: puts, putchar, fputs/fputc/putc/fwrite/fprintf
 * to stdout, vprintf/vfprintf through a variadic wrapper, fflush, and
 * return values, and fprintf/fputs to stderr (which the simulator writes to
 * the same output port; the reference merges the two streams, and stdout is
 * flushed before each write to stderr so the order is defined). */
#include <stdio.h>
#include <stdarg.h>
#include <string.h>

static int logf_out(const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    int n = vprintf(fmt, ap);
    va_end(ap);
    return n;
}

static int flogf(FILE *f, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    int n = vfprintf(f, fmt, ap);
    va_end(ap);
    return n;
}

int main(void) {
    int r = puts("puts line");
    printf("puts returned nonnegative %d\n", r >= 0);
    for (const char *p = "putchar\n"; *p; p++) putchar(*p);
    fputs("fputs to stdout\n", stdout);
    fputc('[', stdout);
    putc('x', stdout);
    fputc(']', stdout);
    fputc('\n', stdout);
    const char block[] = "fwrite block of bytes\n";
    size_t w = fwrite(block, 1, strlen(block), stdout);
    printf("fwrite wrote %u\n", (unsigned)w);
    w = fwrite(block, 5, 2, stdout);
    printf("\nfwrite items %u\n", (unsigned)w);
    int n = fprintf(stdout, "fprintf %d %s %c\n", -5, "str", 'c');
    printf("fprintf returned %d\n", n);
    fflush(stdout);
    n = fprintf(stderr, "fprintf to stderr %d\n", 7);
    fputs("fputs to stderr\n", stderr);
    printf("stderr fprintf returned %d\n", n);
    n = logf_out("vprintf %05d|%-4s|\n", 42, "ab");
    printf("vprintf returned %d\n", n);
    n = flogf(stdout, "vfprintf %x %lld\n", 0xabcu, 1LL << 35);
    printf("vfprintf returned %d\n", n);
    fflush(stdout);
    printf("after fflush\n");
    return 0;
}
