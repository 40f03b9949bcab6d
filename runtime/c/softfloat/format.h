/*
 * The format macros of the soft-float templates (add_tmpl.h, mul_tmpl.h,
 * div_tmpl.h), written once for binary32 and binary64 the way libm's
 * exact_tmpl.h is: define SF_BITS as 32 or 64, include this header, then
 * a template; include both again for the other format. It defines
 *   SF_UT (the format's unsigned integer), SF_NAME(n) (f32_n or f64_n),
 *   SF_MB (stored significand bits), SF_EMAX (all-ones biased exponent),
 *   SF_BIAS, SF_SIGN/SF_INF/SF_QUIET/SF_DNAN (sign bit, +infinity, quiet
 *   bit, default NaN), the helpers of softfloat.h for the format
 *   (SF_ROUND_PACK, SF_NORM_SUB, SF_SHR_JAM, SF_CLZ), and
 *   SF_HIDDEN/SF_MANT/SF_EXP (the leading bit, the stored significand
 *   mask, the biased exponent field of a value), and SF_NAME(unpack_sub).
 */
#undef SF_UT
#undef SF_NAME
#undef SF_MB
#undef SF_EMAX
#undef SF_BIAS
#undef SF_SIGN
#undef SF_INF
#undef SF_QUIET
#undef SF_DNAN
#undef SF_ROUND_PACK
#undef SF_NORM_SUB
#undef SF_SHR_JAM
#undef SF_CLZ
#undef SF_HIDDEN
#undef SF_MANT
#undef SF_EXP

#if SF_BITS == 32
#define SF_UT u32
#define SF_NAME(n) f32_##n
#define SF_MB 23
#define SF_EMAX 0xFF
#define SF_BIAS 127
#define SF_SIGN F32_SIGN
#define SF_INF F32_INF
#define SF_QUIET F32_QUIET
#define SF_DNAN F32_DEFAULT_NAN
#define SF_ROUND_PACK f32_round_pack
#define SF_NORM_SUB f32_norm_sub
#define SF_SHR_JAM shr_jam32
#define SF_CLZ clz32
#elif SF_BITS == 64
#define SF_UT u64
#define SF_NAME(n) f64_##n
#define SF_MB 52
#define SF_EMAX 0x7FF
#define SF_BIAS 1023
#define SF_SIGN F64_SIGN
#define SF_INF F64_INF
#define SF_QUIET F64_QUIET
#define SF_DNAN F64_DEFAULT_NAN
#define SF_ROUND_PACK f64_round_pack
#define SF_NORM_SUB f64_norm_sub
#define SF_SHR_JAM shr_jam64
#define SF_CLZ clz64
#else
#error "SF_BITS must be 32 or 64"
#endif

#define SF_HIDDEN ((SF_UT)1 << SF_MB)
#define SF_MANT (SF_HIDDEN - 1)
/* The biased exponent field (the shift leaves a word for binary64). */
#define SF_EXP(x) ((i32)((u32)((x) >> SF_MB) & SF_EMAX))

/* Completes the unpacking of a finite non-zero operand with exponent field
   e and stored significand *m: the leading bit is set (a subnormal is
   normalised); returns the exponent. */
SF_INLINE i32 SF_NAME(unpack_sub)(i32 e, SF_UT *m) {
    if (e) {
        *m |= SF_HIDDEN;
        return e;
    }
    return SF_NORM_SUB(m);
}
