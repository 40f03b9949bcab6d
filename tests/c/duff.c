/* Duff's device: a switch jumping into the middle of a do-while loop, and a
 * state machine where every case falls through into the next. */
#include <stdio.h>

static void duff_copy(short *to, const short *from, int count) {
    int n = (count + 7) / 8;
    switch (count % 8) {
    case 0: do { *to++ = *from++;
    case 7:      *to++ = *from++;
    case 6:      *to++ = *from++;
    case 5:      *to++ = *from++;
    case 4:      *to++ = *from++;
    case 3:      *to++ = *from++;
    case 2:      *to++ = *from++;
    case 1:      *to++ = *from++;
            } while (--n > 0);
    }
}

static unsigned steps(int start) {
    unsigned h = 0;
    switch (start) {
    case 0: h = h * 31 + 1; /* fall through */
    case 1: h = h * 31 + 2; /* fall through */
    case 2: h = h * 31 + 3; /* fall through */
    case 3: h = h * 31 + 4; /* fall through */
    case 4: h = h * 31 + 5; break;
    default: h = 999;
    }
    return h;
}

int main(void) {
    short src[40], dst[40];
    for (int i = 0; i < 40; i++) src[i] = (short)(i * i - 300);
    for (int count = 1; count <= 17; count += 4) {
        for (int i = 0; i < 40; i++) dst[i] = -1;
        duff_copy(dst, src, count);
        int sum = 0, untouched = 0;
        for (int i = 0; i < 40; i++) {
            if (i < count) sum += dst[i] == src[i];
            else untouched += dst[i] == -1;
        }
        printf("count %d: copied %d untouched %d\n", count, sum, untouched);
    }
    for (int s = -1; s < 6; s++) printf("%u ", steps(s));
    printf("\n");
    return 0;
}
