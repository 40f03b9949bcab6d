/* Float and double variables, parameters and struct members for the
 * DWARF check of tests/float_e2e.rs (regen.sh makes the IR). */

struct sample {
  float weight;
  double value;
};

static double scale(double x, float k) {
  double r = x * k;
  return r;
}

double total;

int main(void) {
  struct sample s = {0.5f, 3.25};
  float f = s.weight * 2.0f;
  double d = scale(s.value, f);
  total = d;
  return (int)d;
}
