/* exact_tmpl.h instantiated on integer types only: every "float" is its
 * bit pattern (u64 for double, u32 for float) in and out, so clang emits no
 * floating-point operation at all. tests/libm.rs compiles this file with
 * clang-19 and egret and runs the functions (named bits_floor,
 * bits_floorf, ...) on the simulator against the host's libm, which tests
 * the very C that runtime/libm.ll is generated from through egret's
 * integer pipeline, before egret compiles floating-point IR. */
#include "../libm.h"

#define FT u64
#define UT u64
#define ST i64
#define MB 52
#define EMAX 0x7ff
#define BIAS 0x3ff
#define TOBITS(x) (x)
#define FROMBITS(x) (x)
#define NAME(n) bits_##n
#include "../exact_tmpl.h"
#undef FT
#undef UT
#undef ST
#undef MB
#undef EMAX
#undef BIAS
#undef NAME

#define FT u32
#define UT u32
#define ST i32
#define MB 23
#define EMAX 0xff
#define BIAS 0x7f
#define NAME(n) bits_##n##f
#include "../exact_tmpl.h"
