/*
 * Comparisons, compiler-rt's results: -1 less, 0 equal (-0 == +0), 1
 * greater; unordered (a NaN operand) gives 1 from __eq/__ne/__lt/__le and
 * -1 from __gt/__ge; __unord is 1 iff an operand is NaN.
 */
#include "softfloat.h"

SF_INLINE i32 f32_cmp(u32 a, u32 b, i32 unordered) {
    u32 aa = a & ~F32_SIGN, ab = b & ~F32_SIGN;
    if (aa > F32_INF || ab > F32_INF)
        return unordered;
    if ((aa | ab) == 0)
        return 0;
    if ((i32)(a & b) >= 0) {
        /* Not both negative: the words order like signed integers. */
        if ((i32)a < (i32)b)
            return -1;
        return a != b;
    }
    if ((i32)a > (i32)b)
        return -1;
    return a != b;
}

i32 __eqsf2(u32 a, u32 b) { return f32_cmp(a, b, 1); }
i32 __nesf2(u32 a, u32 b) { return f32_cmp(a, b, 1); }
i32 __ltsf2(u32 a, u32 b) { return f32_cmp(a, b, 1); }
i32 __lesf2(u32 a, u32 b) { return f32_cmp(a, b, 1); }
i32 __gtsf2(u32 a, u32 b) { return f32_cmp(a, b, -1); }
i32 __gesf2(u32 a, u32 b) { return f32_cmp(a, b, -1); }

i32 __unordsf2(u32 a, u32 b) {
    return (a & ~F32_SIGN) > F32_INF || (b & ~F32_SIGN) > F32_INF;
}

SF_INLINE i32 f64_cmp(u64 a, u64 b, i32 unordered) {
    u64 aa = a & ~F64_SIGN, ab = b & ~F64_SIGN;
    if (aa > F64_INF || ab > F64_INF)
        return unordered;
    if ((aa | ab) == 0)
        return 0;
    if ((i64)(a & b) >= 0) {
        if ((i64)a < (i64)b)
            return -1;
        return a != b;
    }
    if ((i64)a > (i64)b)
        return -1;
    return a != b;
}

i32 __eqdf2(u64 a, u64 b) { return f64_cmp(a, b, 1); }
i32 __nedf2(u64 a, u64 b) { return f64_cmp(a, b, 1); }
i32 __ltdf2(u64 a, u64 b) { return f64_cmp(a, b, 1); }
i32 __ledf2(u64 a, u64 b) { return f64_cmp(a, b, 1); }
i32 __gtdf2(u64 a, u64 b) { return f64_cmp(a, b, -1); }
i32 __gedf2(u64 a, u64 b) { return f64_cmp(a, b, -1); }

i32 __unorddf2(u64 a, u64 b) {
    return (a & ~F64_SIGN) > F64_INF || (b & ~F64_SIGN) > F64_INF;
}

u32 __negsf2(u32 a) { return a ^ F32_SIGN; }

u64 __negdf2(u64 a) { return a ^ F64_SIGN; }
