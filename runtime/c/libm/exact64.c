/* The exact double functions of libm (see exact_tmpl.h). */
#include "libm.h"
#define FT double
#define UT u64
#define ST i64
#define MB 52
#define EMAX 0x7ff
#define BIAS 0x3ff
#define TOBITS bits64
#define FROMBITS from64
#define NAME(f) f
#include "exact_tmpl.h"
