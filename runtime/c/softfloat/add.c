/*
 * Addition and subtraction: __addsf3 __subsf3 __adddf3 __subdf3, from one
 * template (add_tmpl.h). NaN: a's (quieted) if a is NaN, else b's as given
 * (quieted, its sign kept also when subtracting); inf - inf is the
 * default NaN. An exact zero sum of non-zero operands is +0.
 */
#include "softfloat.h"

#define SF_BITS 32
#include "format.h"
#include "add_tmpl.h"
#undef SF_BITS
#define SF_BITS 64
#include "format.h"
#include "add_tmpl.h"

u32 __addsf3(u32 a, u32 b) { return f32_add(a, b, 0); }

u32 __subsf3(u32 a, u32 b) { return f32_add(a, b, F32_SIGN); }

u64 __adddf3(u64 a, u64 b) { return f64_add(a, b, 0); }

u64 __subdf3(u64 a, u64 b) { return f64_add(a, b, F64_SIGN); }
