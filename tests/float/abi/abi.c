/* The O32 soft-float convention between clang's code and egret's: this
 * file is compiled by clang-19 (--target=mips[el] -msoft-float -O2) to IR
 * (abi.mips.ll, abi.mipsel.ll; regen.sh) and by egret from that IR; the
 * calls go both ways between it and caller.ll, egret-compiled IR written
 * by hand. `sink` records what arrives; `call_ir` passes known values to
 * the IR's `ir_check`, which verifies every bit; `ret_*` return values
 * the IR compares. tests/float_e2e.rs also compares where clang's own
 * MIPS code reads each argument word with where egret puts it. */

int g_a;
double g_b;
float g_c;
long long g_d;
double g_e;
float g_f;
int g_g;
double g_h;

void sink(int a, double b, float c, long long d, double e, float f, int g, double h) {
  g_a = a;
  g_b = b;
  g_c = c;
  g_d = d;
  g_e = e;
  g_f = f;
  g_g = g;
  g_h = h;
}

double ret_d(void) { return g_b; }
float ret_f(void) { return g_c; }

extern int ir_check(float a, double b, int c, float d, double e, long long f, float g);

int call_ir(void) {
  return ir_check(1.5f, -2.25, 7, 0.1f, 1e300, -5LL, -0.0f);
}
