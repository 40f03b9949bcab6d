/* Variadic functions written with stdarg.h: sums of ints and long longs,
 * a small printf-like formatter into a buffer, va_copy for two passes,
 * and forwarding a va_list to vsnprintf. */
#include <stdio.h>
#include <stdarg.h>
#include <string.h>

static int sum_ints(int count, ...) {
    va_list ap;
    va_start(ap, count);
    int s = 0;
    for (int i = 0; i < count; i++) s += va_arg(ap, int);
    va_end(ap);
    return s;
}

static long long sum_mixed(const char *types, ...) {
    va_list ap;
    va_start(ap, types);
    long long s = 0;
    for (const char *t = types; *t; t++) {
        if (*t == 'i') s += va_arg(ap, int);
        else if (*t == 'L') s += va_arg(ap, long long);
        else if (*t == 'c') s += (char)va_arg(ap, int);
        else if (*t == 's') s += (long long)strlen(va_arg(ap, const char *));
    }
    va_end(ap);
    return s;
}

static void put_uint(char **out, unsigned long long v, unsigned base) {
    char tmp[24];
    int n = 0;
    do { tmp[n++] = "0123456789abcdef"[v % base]; v /= base; } while (v);
    while (n) *(*out)++ = tmp[--n];
}

static int my_format(char *buf, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    char *out = buf;
    for (const char *p = fmt; *p; p++) {
        if (*p != '%') { *out++ = *p; continue; }
        switch (*++p) {
        case 'd': { int v = va_arg(ap, int); if (v < 0) { *out++ = '-'; v = -v; } put_uint(&out, (unsigned)v, 10); break; }
        case 'x': put_uint(&out, va_arg(ap, unsigned), 16); break;
        case 'L': put_uint(&out, va_arg(ap, unsigned long long), 10); break;
        case 's': for (const char *s = va_arg(ap, const char *); *s; s++) *out++ = *s; break;
        case 'c': *out++ = (char)va_arg(ap, int); break;
        default: *out++ = *p;
        }
    }
    *out = 0;
    va_end(ap);
    return (int)(out - buf);
}

static int max_and_count(int first, ...) {
    va_list ap, again;
    va_start(ap, first);
    va_copy(again, ap);
    int best = first, n = 1;
    for (int v = va_arg(ap, int); v != 0; v = va_arg(ap, int)) if (v > best) best = v;
    for (int v = va_arg(again, int); v != 0; v = va_arg(again, int)) n++;
    va_end(again);
    va_end(ap);
    return best * 100 + n;
}

static int log_line(char *buf, size_t size, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(buf, size, fmt, ap);
    va_end(ap);
    return n;
}

int main(void) {
    printf("sum_ints %d %d %d\n", sum_ints(0), sum_ints(3, 1, 2, 3), sum_ints(8, 1, -2, 3, -4, 5, -6, 7, 1000));
    printf("sum_mixed %lld\n", sum_mixed("iLcsiL", 5, 1LL << 40, 'A', "hello", -9, -3LL));
    printf("sum_mixed2 %lld\n", sum_mixed("LLLiLi", 1LL, 2LL, 3LL, 4, 5000000000LL, 6));
    char buf[128];
    int n = my_format(buf, "[%d|%x|%L|%s|%c|%%]", -1234, 0xbeefu, 18446744073709551615ULL, "str", 'Z');
    printf("my_format %d: %s\n", n, buf);
    printf("max_and_count %d\n", max_and_count(3, 9, -2, 44, 7, 0));
    n = log_line(buf, sizeof buf, "%s=%d (%05x) %lld", "answer", 42, 255u, -77LL);
    printf("log_line %d: %s\n", n, buf);
    n = log_line(buf, 8, "%d-%d-%d", 1111, 2222, 3333);
    printf("truncated %d: %s\n", n, buf);
    return 0;
}
