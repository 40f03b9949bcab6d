/*
 * Addition for one format (format.h): SF_NAME(add)(a, b, bflip) is
 * a + (b with its sign flipped by bflip). In flight the significands have
 * their leading bit two below the word's top (room for the carry) and
 * SF_GUARD bits below the stored ones, so that a sum's leading bit is at
 * the position the round-and-pack helper expects, or one above.
 */
#undef SF_W
#undef SF_GUARD
#undef SF_TOP
#define SF_W ((i32)sizeof(SF_UT) * 8)
#define SF_GUARD (SF_W - 3 - SF_MB)
/* Bit k below the word's top. */
#define SF_TOP(k) ((SF_UT)1 << (SF_W - (k)))

/* Whether the operands need a look before the arithmetic: a zero,
   infinity or NaN; for binary64, where the exponent fields are cheaper to
   test than the double words, also a subnormal (which goes on below). */
#undef SF_ADD_SPECIAL
#if SF_BITS == 32
#define SF_ADD_SPECIAL(aa, ab) ((aa) - 1 >= SF_INF - 1 || (ab) - 1 >= SF_INF - 1)
#else
#define SF_ADD_SPECIAL(aa, ab)                                                   \
    ((u32)(SF_EXP(aa) - 1) >= SF_EMAX - 1 || (u32)(SF_EXP(ab) - 1) >= SF_EMAX - 1)
#endif

SF_INLINE SF_UT SF_NAME(add)(SF_UT a, SF_UT b, SF_UT bflip) {
    SF_UT aa = a & ~SF_SIGN, ab = b & ~SF_SIGN;
    if (SF_ADD_SPECIAL(aa, ab)) {
        if (aa > SF_INF)
            return a | SF_QUIET;
        if (ab > SF_INF)
            return b | SF_QUIET;
        SF_UT bs = b ^ bflip;
        if (aa == SF_INF)
            return (ab == SF_INF && (a ^ bs) & SF_SIGN) ? SF_DNAN : a;
        if (ab == SF_INF)
            return bs;
        if (aa == 0)
            return ab == 0 ? (a & bs) : bs;
        if (SF_BITS == 32 || ab == 0) /* binary32: b is zero. */
            return a;
    }
    b ^= bflip;
    if (aa < ab) {
        SF_UT t = a;
        a = b;
        b = t;
        t = aa;
        aa = ab;
        ab = t;
    }
    SF_UT sign = a & SF_SIGN;
    i32 ea = (i32)(aa >> SF_MB), eb = (i32)(ab >> SF_MB);
    SF_UT ma = (aa & SF_MANT) << SF_GUARD, mb = (ab & SF_MANT) << SF_GUARD;
    if (ea)
        ma |= SF_TOP(3);
    else
        ea = 1;
    if (eb)
        mb |= SF_TOP(3);
    else
        eb = 1;
    u32 d = (u32)(ea - eb);
    if (d)
        mb = SF_SHR_JAM(mb, d);
    SF_UT sig;
    if (((a ^ b) & SF_SIGN) == 0) {
        sig = ma + mb;
        if (sig < SF_TOP(2))
            return SF_ROUND_PACK(sign, ea, sig << 1);
        return SF_ROUND_PACK(sign, ea + 1, sig);
    }
    sig = ma - mb;
    if (sig >= SF_TOP(3)) /* One or two bits cancelled: no count. */
        return SF_ROUND_PACK(sign, ea, sig << 1);
    if (sig >= SF_TOP(4))
        return SF_ROUND_PACK(sign, ea - 1, sig << 2);
    if (sig == 0)
        return 0;
    u32 shift = SF_CLZ(sig) - 1;
    if ((i32)shift > ea)
        shift = (u32)ea;
    return SF_ROUND_PACK(sign, ea + 1 - (i32)shift, sig << shift);
}
