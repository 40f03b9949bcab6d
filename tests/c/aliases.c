/* Symbol aliases: a function alias, a data alias, and an alias used through a
 * pointer; writes through the alias are seen through the original name. */
#include <stdio.h>

int real_counter = 7;
extern int counter_alias __attribute__((alias("real_counter")));

int real_square(int x) { return x * x; }
int square_alias(int) __attribute__((alias("real_square")));

int table[4] = {1, 2, 3, 4};
extern int table_alias[4] __attribute__((alias("table")));

int main(void) {
    counter_alias += 5;
    printf("counter %d alias %d same %d\n", real_counter, counter_alias, &real_counter == &counter_alias);
    printf("square %d alias %d\n", real_square(9), square_alias(12));
    int (*f)(int) = square_alias;
    printf("through pointer %d same %d\n", f(5), f == real_square);
    table_alias[2] = 30;
    int s = 0;
    for (int i = 0; i < 4; i++) s += table[i];
    printf("table sum %d\n", s);
    return 0;
}
