/*
 * Division for one format (format.h): the special operands, then
 * SF_NAME(div_sig)(sign, exp, ma, mb), which the including file defines
 * for the format: ma / mb rounded and packed, where mb's leading bit is at
 * SF_MB, mb <= ma < 2 mb, and exp is the quotient's biased exponent.
 */
SF_INLINE SF_UT SF_NAME(div)(SF_UT a, SF_UT b) {
    SF_UT sign = (a ^ b) & SF_SIGN;
    i32 ea = SF_EXP(a), eb = SF_EXP(b);
    SF_UT ma = a & SF_MANT, mb = b & SF_MANT;
    if ((u32)(ea - 1) >= SF_EMAX - 1 || (u32)(eb - 1) >= SF_EMAX - 1) {
        /* A zero, subnormal, infinity or NaN. */
        SF_UT aa = a & ~SF_SIGN, ab = b & ~SF_SIGN;
        if (aa > SF_INF)
            return a | SF_QUIET;
        if (ab > SF_INF)
            return b | SF_QUIET;
        if (aa == SF_INF)
            return ab == SF_INF ? SF_DNAN : sign | SF_INF;
        if (ab == SF_INF)
            return sign;
        if (aa == 0)
            return ab == 0 ? SF_DNAN : sign;
        if (ab == 0)
            return sign | SF_INF;
        ea = SF_NAME(unpack_sub)(ea, &ma);
        eb = SF_NAME(unpack_sub)(eb, &mb);
    } else {
        ma |= SF_HIDDEN;
        mb |= SF_HIDDEN;
    }
    i32 exp = ea - eb + SF_BIAS;
    if (ma < mb) {
        ma <<= 1;
        exp -= 1;
    }
    return SF_NAME(div_sig)(sign, exp, ma, mb);
}
