/* exit() called deep inside recursion, after output: the output must be
 * flushed and the destructor must run; main's own return is never reached. */
#include <stdio.h>
#include <stdlib.h>

static int depth_reached;

__attribute__((destructor)) static void report(void) { printf("destructor saw depth %d\n", depth_reached); }

static void dive(int depth) {
    depth_reached = depth;
    if (depth == 25) {
        printf("exiting from depth %d\n", depth);
        exit(0);
    }
    dive(depth + 1);
    printf("never printed %d\n", depth);
}

int main(void) {
    printf("start\n");
    dive(0);
    printf("not reached\n");
    return 7;
}
