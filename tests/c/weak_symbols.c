/* Weak symbols: a weak definition used because nothing overrides it, a weak
 * declaration that stays undefined (its address is null), and weak data. */
#include <stdio.h>

__attribute__((weak)) int hook(int x) { return x * 2; }
__attribute__((weak)) int weak_counter = 41;
extern int missing_function(int) __attribute__((weak));
extern int missing_data __attribute__((weak));

static int call_optional(int x) {
    if (missing_function) return missing_function(x);
    return -x;
}

int main(void) {
    weak_counter++;
    printf("hook %d counter %d\n", hook(21), weak_counter);
    printf("missing function is %s, call_optional %d\n", missing_function ? "present" : "null", call_optional(5));
    printf("missing data is %s\n", &missing_data ? "present" : "null");
    int (*volatile fp)(int) = hook;
    printf("through pointer %d\n", fp(100));
    return 0;
}
