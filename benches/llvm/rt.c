/* The C library the programs of the LLVM comparison (benches/llvm_compare.py)
 * link against when compiled by LLVM for MIPS32 or RV32IM: what tests/programs
 * call (printf, putchar, puts, malloc and friends, the ll_* helpers of
 * LLVMlite), what llc calls on its own (memcpy, memset, memmove, 64-bit
 * division), and the two ports through which the emulator sees output and
 * the exit status. Built with clang -O2 for each target; its instructions count
 * as egret's runtime's do. Freestanding: no headers but the compiler's own. */
#include <stdarg.h>
#include <stddef.h>

/* Where the harness finds the output and the exit status, and the address
 * whose arrival ends the emulation (OUT_*, STOP_ADDRESS in llvm_compare.py).
 * Plain memory, no I/O hooks: Unicorn's MIPS mishandles a hooked store in a
 * delay slot. */
#define OUT_LEN ((volatile unsigned *)0x000F0000)
#define OUT_STATUS ((volatile unsigned *)0x000F0004)
#define OUT_DATA ((volatile unsigned char *)0x00100000)
#define OUT_CAPACITY (1u << 20)
#define STOP ((void (*)(void))0x000F0100)

void __bench_exit(int status) {
    *OUT_STATUS = (unsigned)status;
    STOP();
    for (;;) {
    }
}

int putchar(int c) {
    unsigned n = *OUT_LEN;
    if (n < OUT_CAPACITY)
        OUT_DATA[n] = (unsigned char)c;
    *OUT_LEN = n + 1;
    return (unsigned char)c;
}

static void write_str(const char *s) {
    while (*s)
        putchar(*s++);
}

int puts(const char *s) {
    write_str(s);
    putchar('\n');
    return 0;
}

void ll_puts(const char *s) { puts(s); }

/* 64-bit division without calling itself (clang lowers `/` on 64-bit values
 * to these very functions on both targets), from 32-bit hardware divides:
 * a 64-by-32 step on 16-bit digits with normalisation (Knuth's algorithm D,
 * as Hacker's Delight presents it), and a 64-by-64 division that reduces
 * to one such step and a correction. */
static int leading_zeros(unsigned x) {
    int n = 0;
    if (!(x >> 16)) { n += 16; x <<= 16; }
    if (!(x >> 24)) { n += 8; x <<= 8; }
    if (!(x >> 28)) { n += 4; x <<= 4; }
    if (!(x >> 30)) { n += 2; x <<= 2; }
    if (!(x >> 31)) { n += 1; }
    return n;
}

/* (hi:lo) / v with hi < v: the 32-bit quotient, and the remainder. */
static unsigned divide_64_by_32(unsigned hi, unsigned lo, unsigned v, unsigned *rem) {
    const unsigned b = 65536;
    int s = leading_zeros(v);
    v <<= s;
    unsigned vn1 = v >> 16, vn0 = v & 0xFFFF;
    unsigned un32 = (hi << s) | (s ? lo >> (32 - s) : 0);
    unsigned un10 = lo << s;
    unsigned un1 = un10 >> 16, un0 = un10 & 0xFFFF;
    unsigned q1 = un32 / vn1, rhat = un32 - q1 * vn1;
    while (q1 >= b || q1 * vn0 > b * rhat + un1) {
        q1--;
        rhat += vn1;
        if (rhat >= b)
            break;
    }
    unsigned un21 = un32 * b + un1 - q1 * v;
    unsigned q0 = un21 / vn1;
    rhat = un21 - q0 * vn1;
    while (q0 >= b || q0 * vn0 > b * rhat + un0) {
        q0--;
        rhat += vn1;
        if (rhat >= b)
            break;
    }
    *rem = (un21 * b + un0 - q0 * v) >> s;
    return q1 * b + q0;
}

static unsigned long long udivmod64(unsigned long long n, unsigned long long d,
                                    unsigned long long *rem) {
    unsigned nh = (unsigned)(n >> 32), nl = (unsigned)n, dh = (unsigned)(d >> 32), r;
    if (d == 0) {
        *rem = n;
        return 0;
    }
    if (dh == 0) {
        unsigned dl = (unsigned)d, qh = 0;
        if (nh == 0) {
            *rem = nl % dl;
            return nl / dl;
        }
        if (nh >= dl) {
            qh = nh / dl;
            nh %= dl;
        }
        unsigned ql = divide_64_by_32(nh, nl, dl, &r);
        *rem = r;
        return ((unsigned long long)qh << 32) | ql;
    }
    /* d >= 2^32: the quotient fits in 32 bits; estimate it from d's top
       word, normalised, then correct by one. */
    int s = leading_zeros(dh);
    unsigned v1 = (unsigned)((d << s) >> 32);
    unsigned long long n1 = n >> 1;
    unsigned q1 = divide_64_by_32((unsigned)(n1 >> 32), (unsigned)n1, v1, &r);
    unsigned long long q0 = ((unsigned long long)q1 << s) >> 31;
    if (q0 != 0)
        q0--;
    if (n - q0 * d >= d)
        q0++;
    *rem = n - q0 * d;
    return q0;
}

unsigned long long __udivdi3(unsigned long long n, unsigned long long d) {
    unsigned long long r;
    return udivmod64(n, d, &r);
}

unsigned long long __umoddi3(unsigned long long n, unsigned long long d) {
    unsigned long long r;
    udivmod64(n, d, &r);
    return r;
}

long long __divdi3(long long n, long long d) {
    unsigned long long r;
    unsigned long long un = n < 0 ? -(unsigned long long)n : (unsigned long long)n;
    unsigned long long ud = d < 0 ? -(unsigned long long)d : (unsigned long long)d;
    unsigned long long q = udivmod64(un, ud, &r);
    return (n < 0) != (d < 0) ? -(long long)q : (long long)q;
}

long long __moddi3(long long n, long long d) {
    unsigned long long r;
    unsigned long long un = n < 0 ? -(unsigned long long)n : (unsigned long long)n;
    unsigned long long ud = d < 0 ? -(unsigned long long)d : (unsigned long long)d;
    udivmod64(un, ud, &r);
    return n < 0 ? -(long long)r : (long long)r;
}

void *memset(void *p, int c, size_t n) {
    volatile unsigned char *b = p; /* volatile: keep clang from calling memset */
    while (n--)
        *b++ = (unsigned char)c;
    return p;
}

void *memcpy(void *dst, const void *src, size_t n) {
    volatile unsigned char *d = dst;
    const unsigned char *s = src;
    while (n--)
        *d++ = *s++;
    return dst;
}

void *memmove(void *dst, const void *src, size_t n) {
    volatile unsigned char *d = dst;
    const unsigned char *s = src;
    if (d < s) {
        while (n--)
            *d++ = *s++;
    } else {
        while (n--)
            d[n] = s[n];
    }
    return dst;
}

size_t strlen(const char *s) {
    size_t n = 0;
    while (s[n])
        n++;
    return n;
}

/* A bump allocator over a static heap; free does nothing. */
static unsigned char heap[32 << 20] __attribute__((aligned(8)));
static size_t heap_top;

static void *alloc_zeroed(unsigned long long size) {
    size_t n = (size_t)((size + 7) & ~7ULL);
    if (size > sizeof heap || heap_top + n > sizeof heap)
        return 0;
    void *p = heap + heap_top;
    heap_top += n;
    return p; /* the heap is .bss, never reused: already zero */
}

void *malloc(size_t n) { return alloc_zeroed(n); }
/* LLVMlite programs declare malloc(i64) and calloc(i64, i64); the harness
   renames their calls to these. */
void *malloc64(unsigned long long n) { return alloc_zeroed(n); }
void *calloc(size_t n, size_t size) { return alloc_zeroed((unsigned long long)n * size); }
void *calloc64(unsigned long long n, unsigned long long size) { return alloc_zeroed(n * size); }
void *ll_malloc(long long n, long long size) { return alloc_zeroed((unsigned long long)(n * size)); }
void free(void *p) { (void)p; }

char *ll_strcat(const char *a, const char *b) {
    size_t la = strlen(a), lb = strlen(b);
    char *p = alloc_zeroed(la + lb + 1);
    memcpy(p, a, la);
    memcpy(p + la, b, lb + 1);
    return p;
}

char *ll_ltoa(long long v) {
    char *buf = alloc_zeroed(24);
    char *end = buf + 23;
    unsigned long long m = v < 0 ? -(unsigned long long)v : (unsigned long long)v;
    *end = 0;
    do {
        *--end = (char)('0' + m % 10);
        m /= 10;
    } while (m);
    if (v < 0)
        *--end = '-';
    return end;
}

long long ll_atol(const char *s) {
    while (*s == ' ' || (unsigned)(*s - 9) < 5)
        s++;
    int neg = *s == '-';
    if (*s == '-' || *s == '+')
        s++;
    unsigned long long v = 0;
    while ((unsigned)(*s - '0') < 10)
        v = v * 10 + (unsigned)(*s++ - '0');
    return neg ? -(long long)v : (long long)v;
}

long long ll_callback(long long (*f)(long long, long long)) { return f(19, 19); }

/* printf: flags - 0 + space #, width and precision (also *), lengths hh h l
   ll z j t, conversions d i u x X o c s p %. */
struct spec {
    int left, zero, plus, space, alt, width, prec;
};

static void pad(int n, char c) {
    while (n-- > 0)
        putchar(c);
}

static int emit_number(unsigned long long m, int neg, unsigned base, int upper,
                       const struct spec *sp) {
    char digits[24];
    int nd = 0;
    const char *set = upper ? "0123456789ABCDEF" : "0123456789abcdef";
    while (m >> 32) { /* 64-bit steps only while the value needs them */
        digits[nd++] = set[m % base];
        m /= base;
    }
    for (unsigned w = (unsigned)m; w; w /= base)
        digits[nd++] = set[w % base];
    int prec = sp->prec < 0 ? 1 : sp->prec;
    int zeros = prec > nd ? prec - nd : 0;
    if (sp->alt && base == 8 && zeros == 0 && (nd == 0 || digits[nd - 1] != '0'))
        zeros = 1;
    const char *prefix = neg ? "-" : sp->plus ? "+" : sp->space ? " " : "";
    if (sp->alt && base == 16 && nd > 0)
        prefix = upper ? "0X" : "0x";
    int plen = (int)strlen(prefix);
    int len = plen + zeros + nd;
    int fill = sp->width > len ? sp->width - len : 0;
    if (!sp->left && !(sp->zero && sp->prec < 0))
        pad(fill, ' ');
    write_str(prefix);
    if (!sp->left && sp->zero && sp->prec < 0)
        pad(fill, '0');
    pad(zeros, '0');
    while (nd)
        putchar(digits[--nd]);
    if (sp->left)
        pad(fill, ' ');
    return len + fill;
}

static int emit_string(const char *s, const struct spec *sp) {
    int n = 0;
    while (s[n] && (sp->prec < 0 || n < sp->prec))
        n++;
    int fill = sp->width > n ? sp->width - n : 0;
    if (!sp->left)
        pad(fill, ' ');
    for (int i = 0; i < n; i++)
        putchar(s[i]);
    if (sp->left)
        pad(fill, ' ');
    return n + fill;
}

static const char *parse_spec(const char *f, struct spec *sp, va_list *ap) {
    *sp = (struct spec){0, 0, 0, 0, 0, 0, -1};
    for (;; f++) {
        if (*f == '-') sp->left = 1;
        else if (*f == '0') sp->zero = 1;
        else if (*f == '+') sp->plus = 1;
        else if (*f == ' ') sp->space = 1;
        else if (*f == '#') sp->alt = 1;
        else break;
    }
    if (*f == '*') {
        sp->width = va_arg(*ap, int);
        if (sp->width < 0) {
            sp->left = 1;
            sp->width = -sp->width;
        }
        f++;
    }
    while ((unsigned)(*f - '0') < 10)
        sp->width = sp->width * 10 + (*f++ - '0');
    if (*f == '.') {
        f++;
        sp->prec = 0;
        if (*f == '*') {
            sp->prec = va_arg(*ap, int);
            f++;
        }
        while ((unsigned)(*f - '0') < 10)
            sp->prec = sp->prec * 10 + (*f++ - '0');
    }
    return f;
}

/* The formatter; `long_is_64` makes `%ld` read 64 bits, as LLVMlite's
   (LP64) programs expect. */
static int format(const char *f, va_list ap, int long_is_64) {
    int total = 0;
    for (; *f; f++) {
        if (*f != '%') {
            putchar(*f);
            total++;
            continue;
        }
        struct spec sp;
        f = parse_spec(f + 1, &sp, &ap); /* va_list is a pointer on both targets */
        int size = 0; /* -2 hh, -1 h, 0 int, 1 long, 2 long long */
        for (;; f++) {
            if (*f == 'h') size--;
            else if (*f == 'l') size += long_is_64 && f[1] != 'l' ? 2 : 1;
            else if (*f == 'j' || *f == 'q') size = 2;
            else if (*f == 'z' || *f == 't') size = 0;
            else break;
        }
        unsigned long long u;
        long long s;
        switch (*f) {
        case 'd':
        case 'i':
            s = size >= 2 ? va_arg(ap, long long) : (long long)va_arg(ap, int);
            if (size == -1) s = (short)s;
            if (size <= -2) s = (signed char)s;
            u = s < 0 ? -(unsigned long long)s : (unsigned long long)s;
            total += emit_number(u, s < 0, 10, 0, &sp);
            break;
        case 'u':
        case 'x':
        case 'X':
        case 'o':
            u = size >= 2 ? va_arg(ap, unsigned long long) : (unsigned long long)va_arg(ap, unsigned);
            if (size == -1) u = (unsigned short)u;
            if (size <= -2) u = (unsigned char)u;
            total += emit_number(u, 0, *f == 'o' ? 8 : *f == 'u' ? 10 : 16, *f == 'X', &sp);
            break;
        case 'p':
            sp.alt = 1;
            total += emit_number((size_t)va_arg(ap, void *), 0, 16, 0, &sp);
            break;
        case 'c': {
            char buf[2] = {(char)va_arg(ap, int), 0};
            sp.prec = 1;
            total += buf[0] ? emit_string(buf, &sp) : (putchar(0), 1);
            break;
        }
        case 's':
            total += emit_string(va_arg(ap, const char *), &sp);
            break;
        case '%':
            putchar('%');
            total++;
            break;
        default:
            return -1;
        }
    }
    return total;
}

int printf(const char *f, ...) {
    va_list ap;
    va_start(ap, f);
    int n = format(f, ap, 0);
    va_end(ap);
    return n;
}

/* printf for LLVMlite modules (no target triple): the harness renames their
   calls to this one, as egret calls its runtime's LP64 printf for them. */
int printf_lp64(const char *f, ...) {
    va_list ap;
    va_start(ap, f);
    int n = format(f, ap, 1);
    va_end(ap);
    return n;
}
