/*
 * Multiplication for one format (format.h): the special operands, then
 * SF_NAME(mul_sig)(sign, exp, ma, mb), which the including file defines
 * for the format: the product of the significands ma and mb (leading bits
 * at the word's top) rounded and packed, exp being the result's biased
 * exponent if the product lies in [1, 2).
 */
#undef SF_TOP_SHIFT
#define SF_TOP_SHIFT ((i32)sizeof(SF_UT) * 8 - 1 - SF_MB)

SF_INLINE SF_UT SF_NAME(mul)(SF_UT a, SF_UT b) {
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
            return ab ? sign | SF_INF : SF_DNAN;
        if (ab == SF_INF)
            return aa ? sign | SF_INF : SF_DNAN;
        if (aa == 0 || ab == 0)
            return sign;
        ea = SF_NAME(unpack_sub)(ea, &ma);
        eb = SF_NAME(unpack_sub)(eb, &mb);
        ma <<= SF_TOP_SHIFT;
        mb <<= SF_TOP_SHIFT;
    } else {
        ma = (a << SF_TOP_SHIFT) | SF_SIGN;
        mb = (b << SF_TOP_SHIFT) | SF_SIGN;
    }
    return SF_NAME(mul_sig)(sign, ea + eb - SF_BIAS, ma, mb);
}
