/* __attribute__((constructor)) and ((destructor)) with priorities: the
 * constructors run before main in priority order, the destructors after
 * main returns, in reverse priority order; their output must appear. */
#include <stdio.h>

static int trace[8];
static int ntrace;
static int ready_value;

__attribute__((constructor(200))) static void second_ctor(void) { trace[ntrace++] = 2; ready_value += 10; }
__attribute__((constructor(101))) static void first_ctor(void) { trace[ntrace++] = 1; ready_value = 5; }
__attribute__((constructor)) static void last_ctor(void) { trace[ntrace++] = 3; ready_value *= 3; }

__attribute__((destructor(150))) static void late_dtor(void) { printf("destructor 150 (ran last)\n"); }
__attribute__((destructor(300))) static void early_dtor(void) { printf("destructor 300 (ran first), main saw %d\n", ready_value); }

int main(void) {
    printf("constructors ran:");
    for (int i = 0; i < ntrace; i++) printf(" %d", trace[i]);
    printf("\nready_value %d\n", ready_value);
    ready_value = -1;
    return 0;
}
