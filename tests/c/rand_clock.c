/* rand/srand and clock/time: only properties that every C library shares are
 * printed (same seed, same sequence; values in range; clock not going
 * backwards), since the sequences themselves differ between libraries. */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

int main(void) {
    int first[20], again[20];
    srand(12345);
    for (int i = 0; i < 20; i++) first[i] = rand();
    srand(12345);
    for (int i = 0; i < 20; i++) again[i] = rand();
    int same = 1, in_range = 1, distinct = 0;
    for (int i = 0; i < 20; i++) {
        same &= first[i] == again[i];
        in_range &= first[i] >= 0 && first[i] <= RAND_MAX;
        distinct += i && first[i] != first[i - 1];
    }
    printf("reproducible %d in range %d mostly distinct %d RAND_MAX>=32767 %d\n", same, in_range, distinct > 15, RAND_MAX >= 32767);
    int buckets[4] = {0};
    for (int i = 0; i < 4000; i++) buckets[rand() % 4]++;
    int balanced = 1;
    for (int b = 0; b < 4; b++) balanced &= buckets[b] > 800 && buckets[b] < 1200;
    printf("balanced %d\n", balanced);
    clock_t c0 = clock();
    volatile unsigned spin = 0;
    for (int i = 0; i < 10000; i++) spin += (unsigned)i;
    clock_t c1 = clock();
    printf("clock monotonic %d\n", c1 >= c0 && c0 != (clock_t)-1);
    time_t t = time(NULL);
    time_t t2;
    time(&t2);
    printf("time consistent %d\n", t != (time_t)-1 && t2 >= t);
    return 0;
}
