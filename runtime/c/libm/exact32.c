/* The exact float functions of libm (see exact_tmpl.h). */
#include "libm.h"
#define FT float
#define UT u32
#define ST i32
#define MB 23
#define EMAX 0xff
#define BIAS 0x7f
#define TOBITS bits32
#define FROMBITS from32
#define NAME(n) n##f
#include "exact_tmpl.h"
