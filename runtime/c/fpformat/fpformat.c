/* egret runtime: printf's floating-point conversions (docs/runtime.md).
 *
 * __egret_format_fp writes one %f %F %e %E %g %G %a %A conversion of a
 * binary64 value, given as its 64 bits, to a printf sink (printf.ll), with
 * glibc's output: the exactly rounded decimal expansion of the binary
 * value (round to nearest, ties to even on the exact value), glibc's
 * hexadecimal form for %a (`0x1.8p+1`, subnormals `0x0.0...1p-1022`), and
 * `inf`, `-inf`, `nan`, `-nan` by the sign bit (upper case for F E G A).
 *
 * Integer arithmetic only, on 32-bit words: the value m * 2^e becomes one
 * big number in 16-bit limbs (so that every product and quotient fits 32
 * bits), split at a limb boundary into its integer part (turned into
 * decimal by dividing by 10^4) and its fraction (turned into decimal 4
 * digits at a time by multiplying by 10^4). Only the digits the conversion
 * needs are produced; a value of moderate size costs a few limbs per
 * 4 digits. The same algorithm, in Rust, formats for the interpreter
 * (llvmlite/src/interp/format.rs).
 */

/* The sink of printf.ll: one byte, n copies of a byte, n bytes. */
void __egret_sink_put(void *sink, int c);
void __egret_sink_fill(void *sink, int c, int n);
void __egret_sink_write(void *sink, const char *p, int n);

/* printf.ll's %spec: flags (1 `-`, 2 `+`, 4 space, 8 `#`, 16 `0`), width,
 * precision (-1: none). */
struct fp_spec {
    int flags;
    int width;
    int prec;
};

#define F_LEFT 1
#define F_PLUS 2
#define F_SPACE 4
#define F_ALT 8
#define F_ZERO 16

/* Limbs: 16 bits each, least significant first. 1074 fraction bits plus
 * a 53-bit significand shifted by up to 15 fit 72 limbs; an integer part
 * below 2^1024 needs 64. */
#define LIMBS 72
/* Decimal digits a conversion stores: an integer part (at most 309
 * digits) or a fraction (at most 1074 digits before it ends) with the
 * integer part of a value below 2^53 (16 digits), and a carry. */
#define DIGITS 1100
/* Integer digits of a value below 2^1024, rounded up to groups of 4. */
#define INT_DIGITS 312

/* Where the digits of the value come from: its integer part as decimal
 * digits, then its fraction, 4 digits per multiplication. */
struct source {
    char ip[INT_DIGITS];
    int ilen, ipos, inz; /* ip[inz..ilen] are zeros */
    unsigned f[LIMBS];
    int lo, hi, flen; /* f[lo..=hi] may be non-zero; flen limbs */
    char fd[4];
    int fpos; /* fd[fpos..4] are pending digits */
};

/* One piece of output: n bytes at p, or (p null) n copies of c. */
struct piece {
    const char *p;
    int n;
    int c;
};

#define PIECES 8

struct out {
    struct piece pc[PIECES];
    int count;
};

static void fp_put_bytes(struct out *o, const char *p, int n)
{
    if (n > 0) {
        o->pc[o->count].p = p;
        o->pc[o->count].n = n;
        o->pc[o->count].c = 0;
        o->count++;
    }
}

static void fp_put_fill(struct out *o, int c, int n)
{
    if (n > 0) {
        o->pc[o->count].p = 0;
        o->pc[o->count].n = n;
        o->pc[o->count].c = c;
        o->count++;
    }
}

/* Digits [a, b) of a number whose first n digits are stored in d and the
 * rest are zeros. */
static void fp_put_digits(struct out *o, const char *d, int n, int a, int b)
{
    int stored = b < n ? b : n;
    if (a < stored)
        fp_put_bytes(o, d + a, stored - a);
    fp_put_fill(o, '0', b - (a > stored ? a : stored));
}

/* Writes sign, prefix and the pieces, padded to the width: with spaces
 * before (or after, for `-`), or with zeros after the prefix for `0`. */
static void fp_emit(void *sink, const struct fp_spec *sp, int sign, const char *prefix, int plen,
                     struct out *o, int zero_ok)
{
    int total = (sign != 0) + plen;
    int i, pad;
    for (i = 0; i < o->count; i++)
        total += o->pc[i].n;
    pad = sp->width > total ? sp->width - total : 0;
    if (sp->flags & F_LEFT) {
        zero_ok = 0;
    } else if (!(zero_ok && (sp->flags & F_ZERO))) {
        __egret_sink_fill(sink, ' ', pad);
    }
    if (sign)
        __egret_sink_put(sink, sign);
    __egret_sink_write(sink, prefix, plen);
    if (zero_ok && (sp->flags & F_ZERO))
        __egret_sink_fill(sink, '0', pad);
    for (i = 0; i < o->count; i++) {
        if (o->pc[i].p)
            __egret_sink_write(sink, o->pc[i].p, o->pc[i].n);
        else
            __egret_sink_fill(sink, o->pc[i].c, o->pc[i].n);
    }
    if (sp->flags & F_LEFT)
        __egret_sink_fill(sink, ' ', pad);
}

/* The limbs of m = hi:lo (at most 53 bits) times 2^t into f; returns
 * the count of limbs written (those above are not touched). */
static int fp_place(unsigned *f, unsigned hi, unsigned lo, int t)
{
    unsigned w[4];
    unsigned carry = 0;
    int base = t >> 4, sh = t & 15, i;
    w[0] = lo & 0xffff;
    w[1] = lo >> 16;
    w[2] = hi & 0xffff;
    w[3] = hi >> 16;
    for (i = 0; i < base; i++)
        f[i] = 0;
    for (i = 0; i < 4; i++) {
        unsigned v = (w[i] << sh) | carry;
        f[base + i] = v & 0xffff;
        carry = v >> 16;
    }
    f[base + 4] = carry;
    return base + 5;
}

/* The decimal digits of the integer in limbs f[from..from+n) (destroyed),
 * without leading zeros, into ip; returns how many. */
static int fp_int_digits(char *ip, unsigned *f, int from, int n)
{
    char tmp[INT_DIGITS];
    int at = INT_DIGITS, len, i;
    unsigned *x = f + from;
    while (n > 0 && x[n - 1] == 0)
        n--;
    while (n > 0) {
        unsigned r = 0;
        for (i = n - 1; i >= 0; i--) {
            unsigned cur = (r << 16) | x[i];
            x[i] = cur / 10000;
            r = cur - x[i] * 10000;
        }
        for (i = 0; i < 4; i++) {
            tmp[--at] = (char)('0' + r % 10);
            r /= 10;
        }
        while (n > 0 && x[n - 1] == 0)
            n--;
    }
    while (at < INT_DIGITS && tmp[at] == '0')
        at++;
    len = INT_DIGITS - at;
    for (i = 0; i < len; i++)
        ip[i] = tmp[at + i];
    return len;
}

/* Sets up the digits of the finite value with biased exponent be and
 * fraction bits fhi:flo (20 + 32). */
static void fp_source_init(struct source *s, int be, unsigned fhi, unsigned flo)
{
    int e, t, flen, used;
    if (be == 0) {
        e = -1074;
    } else {
        e = be - 1075;
        fhi |= 0x100000;
    }
    if (e >= 0) {
        t = e;
        flen = 0;
    } else {
        flen = (-e + 15) >> 4;
        t = (flen << 4) + e;
    }
    used = fp_place(s->f, fhi, flo, t);
    while (used < flen)
        s->f[used++] = 0;
    s->ilen = fp_int_digits(s->ip, s->f, flen, used - flen);
    s->ipos = 0;
    s->inz = s->ilen;
    while (s->inz > 0 && s->ip[s->inz - 1] == '0')
        s->inz--;
    s->flen = flen;
    s->lo = 0;
    while (s->lo < flen && s->f[s->lo] == 0)
        s->lo++;
    s->hi = flen - 1;
    while (s->hi >= s->lo && s->f[s->hi] == 0)
        s->hi--;
    s->fpos = 4;
}

/* Whether the fraction limbs are all zero. */
static int fp_frac_zero(const struct source *s)
{
    return s->hi < s->lo;
}

/* The next 4 fraction digits into fd. */
static void fp_refill(struct source *s)
{
    unsigned carry = 0;
    int i;
    for (i = s->lo; i <= s->hi; i++) {
        unsigned v = s->f[i] * 10000 + carry;
        s->f[i] = v & 0xffff;
        carry = v >> 16;
    }
    if (s->hi + 1 < s->flen) {
        s->f[s->hi + 1] = carry;
        if (carry)
            s->hi++;
        carry = 0;
    }
    while (s->lo <= s->hi && s->f[s->lo] == 0)
        s->lo++;
    while (s->hi >= s->lo && s->f[s->hi] == 0)
        s->hi--;
    for (i = 3; i >= 0; i--) {
        s->fd[i] = (char)('0' + carry % 10);
        carry /= 10;
    }
    s->fpos = 0;
}

/* Whether every digit from here on is zero. */
static int fp_exhausted(const struct source *s)
{
    int i;
    if (s->ipos < s->inz)
        return 0;
    for (i = s->fpos; i < 4; i++)
        if (s->fd[i] != '0')
            return 0;
    return fp_frac_zero(s);
}

/* The next digit ('0'..'9'). */
static int fp_next_digit(struct source *s)
{
    if (s->ipos < s->ilen)
        return s->ip[s->ipos++];
    if (s->fpos == 4)
        fp_refill(s);
    return s->fd[s->fpos++];
}

/* Whether the integer-part digits still to come are all used up (the
 * fraction's digits are next). */
static int fp_in_fraction(const struct source *s)
{
    return s->ipos >= s->ilen;
}

/* Rounds the n digits in d to nearest, ties to even, given the source
 * positioned just after them; returns 1 on a carry out of the first digit
 * (the digits are then all '0'). */
static int fp_round_digits(char *d, int n, struct source *s)
{
    int r = fp_next_digit(s);
    int up;
    if (r != '5')
        up = r > '5';
    else if (!fp_exhausted(s))
        up = 1;
    else
        up = n > 0 && ((d[n - 1] - '0') & 1);
    if (!up)
        return 0;
    while (n > 0) {
        if (d[n - 1] != '9') {
            d[n - 1]++;
            return 0;
        }
        d[n - 1] = '0';
        n--;
    }
    return 1;
}

/* Up to want digits from the source into d (at d[n]); stops early when
 * only zeros are left. Returns the new count. */
static int fp_take(char *d, int n, int want, struct source *s)
{
    while (want > 0 && !fp_exhausted(s)) {
        d[n++] = (char)fp_next_digit(s);
        want--;
    }
    return n;
}

/* Digits for %f: d gets the integer part (at least one digit) and up to
 * prec fraction digits, rounded at prec; *nint is the integer digits'
 * count. Returns the stored digits' count (missing fraction digits are
 * zeros). */
static int fp_fixed_digits(char *d, int *nint, int prec, struct source *s)
{
    int n = 0, i;
    while (!fp_in_fraction(s))
        d[n++] = (char)fp_next_digit(s);
    if (n == 0)
        d[n++] = '0';
    *nint = n;
    n = fp_take(d, n, prec, s);
    if (n == *nint + prec && !fp_exhausted(s) && fp_round_digits(d, n, s)) {
        for (i = n; i > 0; i--)
            d[i] = d[i - 1];
        d[0] = '1';
        n++;
        (*nint)++;
    }
    return n;
}

/* Digits for %e: the first p significant digits (p >= 1) rounded, with
 * the decimal exponent of the first into *x; *carried tells whether
 * rounding carried into a new first digit. Returns the stored digits'
 * count (missing ones are zeros). */
static int fp_sci_digits(char *d, int *x, int *carried, int p, struct source *s, int zero)
{
    int n, c;
    *carried = 0;
    if (zero) {
        *x = 0;
        d[0] = '0';
        return 1;
    }
    if (s->ilen > 0) {
        *x = s->ilen - 1;
    } else {
        *x = -1;
        while ((c = fp_next_digit(s)) == '0')
            (*x)--;
        s->fpos--; /* give the first significant digit back */
    }
    n = fp_take(d, 0, p, s);
    if (n == p && !fp_exhausted(s) && fp_round_digits(d, n, s)) {
        d[0] = '1';
        (*x)++;
        *carried = 1;
    }
    return n;
}

/* The exponent field: `e`/`E` (or `p`/`P`), its sign, and at least
 * `least` decimal digits, into buf; returns the length. */
static int fp_exponent(char *buf, int letter, int x, int least)
{
    char tmp[8];
    int n = 0, len = 0;
    unsigned u = x < 0 ? (unsigned)-x : (unsigned)x;
    buf[len++] = (char)letter;
    buf[len++] = x < 0 ? '-' : '+';
    do {
        tmp[n++] = (char)('0' + u % 10);
        u /= 10;
    } while (u);
    while (n < least)
        tmp[n++] = '0';
    while (n > 0)
        buf[len++] = tmp[--n];
    return len;
}

/* The texts the conversions print. */
#define TEXT_POINT "."
#define TEXT_0X(upper) ((upper) ? "0X" : "0x")
#define TEXT_WORD(nan, upper) \
    ((nan) ? ((upper) ? "NAN" : "nan") : ((upper) ? "INF" : "inf"))
#define TEXT_HEX(upper) ((upper) ? "0123456789ABCDEF" : "0123456789abcdef")

/* %f / %F. */
static void fp_format_f(void *sink, const struct fp_spec *sp, int sign, struct source *s, char *d)
{
    struct out o;
    int prec = sp->prec < 0 ? 6 : sp->prec;
    int nint, n = fp_fixed_digits(d, &nint, prec, s);
    o.count = 0;
    fp_put_bytes(&o, d, nint);
    if (prec > 0 || (sp->flags & F_ALT))
        fp_put_bytes(&o, TEXT_POINT, 1);
    fp_put_digits(&o, d, n, nint, nint + prec);
    fp_emit(sink, sp, sign, 0, 0, &o, 1);
}

/* %e / %E: the first p of the digits d (n stored, then zeros) as
 * `d.ddde+xx` (%g passes fewer when it drops trailing zeros). */
static void fp_format_e(void *sink, const struct fp_spec *sp, int sign, char *d, int n, int x,
                         int p, int upper)
{
    struct out o;
    char ebuf[8];
    o.count = 0;
    fp_put_bytes(&o, d, 1);
    if (p > 1 || (sp->flags & F_ALT))
        fp_put_bytes(&o, TEXT_POINT, 1);
    fp_put_digits(&o, d, n, 1, p);
    fp_put_bytes(&o, ebuf, fp_exponent(ebuf, upper ? 'E' : 'e', x, 2));
    fp_emit(sink, sp, sign, 0, 0, &o, 1);
}

/* The count of digits of d (n stored, then zeros) to keep out of p when
 * trailing zeros go, keeping at least `least`. */
static int fp_strip_zeros(const char *d, int n, int p, int least)
{
    if (p > n)
        p = n;
    while (p > least && d[p - 1] == '0')
        p--;
    return p > least ? p : least;
}

/* %g / %G: p significant digits, %e's form if the exponent is below -4
 * or at least p, else %f's; trailing zeros go unless `#`. */
static void fp_format_g(void *sink, const struct fp_spec *sp, int sign, struct source *s, char *d,
                         int zero, int upper)
{
    struct out o;
    int p = sp->prec < 0 ? 6 : sp->prec == 0 ? 1 : sp->prec;
    int x, carried, n = fp_sci_digits(d, &x, &carried, p, s, zero);
    int alt = sp->flags & F_ALT;
    if (x < -4 || x >= p) {
        /* glibc: when rounding carries %f's form (exponent p - 1) into
         * %e's, the digits are %f's: none after the point, even for `#`. */
        int keep = alt && !(carried && x == p) ? p : fp_strip_zeros(d, n, p, 1);
        fp_format_e(sink, sp, sign, d, n, x, keep, upper);
        return;
    }
    o.count = 0;
    if (x >= 0) {
        int keep = alt ? p : fp_strip_zeros(d, n, p, x + 1);
        fp_put_digits(&o, d, n, 0, x + 1);
        if (keep > x + 1 || alt)
            fp_put_bytes(&o, TEXT_POINT, 1);
        fp_put_digits(&o, d, n, x + 1, keep);
    } else {
        int keep = alt ? p : fp_strip_zeros(d, n, p, 1);
        fp_put_fill(&o, '0', 1);
        fp_put_bytes(&o, TEXT_POINT, 1);
        fp_put_fill(&o, '0', -x - 1);
        fp_put_digits(&o, d, n, 0, keep);
    }
    fp_emit(sink, sp, sign, 0, 0, &o, 1);
}

/* %a / %A: glibc's `0x1.hhhp+d` (`0x0.hhhp-1022` for subnormals, `0x0p+0`
 * for zero), rounded to the precision to nearest, ties to even. */
static void fp_format_a(void *sink, const struct fp_spec *sp, int sign, int be, unsigned fhi,
                         unsigned flo, int upper)
{
    const char *hex = TEXT_HEX(upper);
    char nib[13], lead[1], ebuf[8];
    struct out o;
    int i, p, x, ld;
    for (i = 0; i < 5; i++)
        nib[i] = (char)((fhi >> (16 - 4 * i)) & 15);
    for (i = 0; i < 8; i++)
        nib[5 + i] = (char)((flo >> (28 - 4 * i)) & 15);
    ld = be != 0;
    x = be == 0 ? ((fhi | flo) ? -1022 : 0) : be - 1023;
    if (sp->prec < 0) {
        p = 13;
        while (p > 0 && nib[p - 1] == 0)
            p--;
    } else {
        p = sp->prec;
    }
    if (p < 13) {
        int more = 0, up, last = p > 0 ? nib[p - 1] : ld;
        for (i = p + 1; i < 13; i++)
            more |= nib[i];
        up = nib[p] > 8 || (nib[p] == 8 && (more || (last & 1)));
        for (i = p - 1; up && i >= 0; i--) {
            nib[i] = (char)((nib[i] + 1) & 15);
            up = nib[i] == 0;
        }
        ld += up;
    }
    for (i = 0; i < 13; i++)
        nib[i] = hex[(int)nib[i]];
    lead[0] = hex[ld];
    o.count = 0;
    fp_put_bytes(&o, lead, 1);
    if (p > 0 || (sp->flags & F_ALT))
        fp_put_bytes(&o, TEXT_POINT, 1);
    fp_put_digits(&o, nib, 13, 0, p);
    fp_put_bytes(&o, ebuf, fp_exponent(ebuf, upper ? 'P' : 'p', x, 1));
    fp_emit(sink, sp, sign, TEXT_0X(upper), 2, &o, 1);
}

/* inf / nan (upper case for F E G A), padded with spaces only. */
static void fp_format_special(void *sink, const struct fp_spec *sp, int sign, int nan, int upper)
{
    struct out o;
    const char *text = TEXT_WORD(nan, upper);
    o.count = 0;
    fp_put_bytes(&o, text, 3);
    fp_emit(sink, sp, sign, 0, 0, &o, 0);
}

/* One floating-point conversion `conv` (f F e E g G a A) of the binary64
 * value with the given bits, as spec says, to the sink. */
void __egret_format_fp(void *sink, const struct fp_spec *sp, unsigned long long bits, int conv)
{
    struct source s;
    char d[DIGITS];
    unsigned hi = (unsigned)(bits >> 32), lo = (unsigned)bits;
    int be = (int)((hi >> 20) & 0x7ff);
    unsigned fhi = hi & 0xfffff;
    int upper = conv >= 'A' && conv <= 'Z';
    int lower = conv | 32;
    int sign = (hi >> 31) ? '-' : (sp->flags & F_PLUS) ? '+' : (sp->flags & F_SPACE) ? ' ' : 0;
    if (be == 0x7ff) {
        fp_format_special(sink, sp, sign, (fhi | lo) != 0, upper);
        return;
    }
    if (lower == 'a') {
        fp_format_a(sink, sp, sign, be, fhi, lo, upper);
        return;
    }
    fp_source_init(&s, be, fhi, lo);
    if (lower == 'f') {
        fp_format_f(sink, sp, sign, &s, d);
    } else if (lower == 'e') {
        int p = (sp->prec < 0 ? 6 : sp->prec) + 1;
        int zero = be == 0 && (fhi | lo) == 0;
        int x, carried, n = fp_sci_digits(d, &x, &carried, p, &s, zero);
        fp_format_e(sink, sp, sign, d, n, x, p, upper);
    } else {
        fp_format_g(sink, sp, sign, &s, d, be == 0 && (fhi | lo) == 0, upper);
    }
}
