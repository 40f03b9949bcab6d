/* ctype.h classification and case mapping over all of ASCII. */
#include <stdio.h>
#include <ctype.h>

int main(void) {
    int counts[10] = {0};
    unsigned mask_hash = 0;
    for (int c = 0; c < 128; c++) {
        int bits = (isalnum(c) != 0) | (isalpha(c) != 0) << 1 | (isdigit(c) != 0) << 2 | (islower(c) != 0) << 3 |
                   (isupper(c) != 0) << 4 | (isprint(c) != 0) << 5 | (isspace(c) != 0) << 6 |
                   (isxdigit(c) != 0) << 7 | (ispunct(c) != 0) << 8 | (iscntrl(c) != 0) << 9;
        for (int b = 0; b < 10; b++) counts[b] += (bits >> b) & 1;
        mask_hash = mask_hash * 31 + (unsigned)bits;
    }
    printf("alnum %d alpha %d digit %d lower %d upper %d print %d space %d xdigit %d punct %d cntrl %d\n", counts[0],
           counts[1], counts[2], counts[3], counts[4], counts[5], counts[6], counts[7], counts[8], counts[9]);
    printf("mask hash %u\n", mask_hash);
    const char *text = "Hello, World! 123 xyz_ABC\t~";
    char up[64], low[64];
    int i = 0;
    for (; text[i]; i++) { up[i] = (char)toupper(text[i]); low[i] = (char)tolower(text[i]); }
    up[i] = low[i] = 0;
    printf("%s\n%s\n", up, low);
    printf("EOF: %d %d %d\n", isalpha(EOF) != 0, tolower(EOF), toupper(-1));
    int words = 0, in_word = 0;
    for (const char *p = "  count   these words\tplease \n"; *p; p++) {
        if (isspace((unsigned char)*p)) in_word = 0;
        else if (!in_word) { in_word = 1; words++; }
    }
    printf("words %d\n", words);
    return 0;
}
