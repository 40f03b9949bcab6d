/* The C library's string and memory functions: strlen, strcmp, strncmp,
 * strcpy, strncpy, strcat, strchr, strrchr, strstr, memcmp, memchr, memset,
 * memcpy, memmove (overlapping both ways), on short and long buffers. */
#include <stdio.h>
#include <string.h>

static int sign(int x) { return (x > 0) - (x < 0); }

int main(void) {
    char buf[64];
    strcpy(buf, "hello");
    strcat(buf, ", ");
    strcat(buf, "world");
    printf("%s len %u\n", buf, (unsigned)strlen(buf));
    printf("strcmp %d %d %d %d\n", sign(strcmp("abc", "abd")), sign(strcmp("abc", "abc")), sign(strcmp("b", "abc")),
           sign(strcmp("a\xff", "a\x01")));
    printf("strncmp %d %d\n", sign(strncmp("abcdef", "abcxyz", 3)), sign(strncmp("abcdef", "abcxyz", 4)));
    printf("strchr %s | strrchr %s | missing %d\n", strchr(buf, 'o'), strrchr(buf, 'o'), strchr(buf, 'q') == NULL);
    printf("strchr nul at %d\n", (int)(strchr(buf, 0) - buf));
    printf("strstr %s | %d | empty %d\n", strstr(buf, "wor"), strstr(buf, "worlds") == NULL, strstr(buf, "") == buf);
    char pad[10];
    memset(pad, '#', sizeof pad);
    strncpy(pad, "abc", 6);
    printf("strncpy");
    for (int i = 0; i < 10; i++) printf(" %d", pad[i]);
    printf("\n");
    char big[300], copy[300];
    for (int i = 0; i < 300; i++) big[i] = (char)(i * 7 + 3);
    memcpy(copy, big, sizeof big);
    printf("memcmp %d %d\n", memcmp(copy, big, 300), sign(memcmp("\x80", "\x7f", 1)));
    copy[299] ^= 1;
    printf("memcmp last %d\n", memcmp(copy, big, 300) != 0);
    memmove(big + 10, big, 200);
    memmove(copy, copy + 3, 250);
    unsigned h = 0;
    for (int i = 0; i < 300; i++) h = h * 33 + (unsigned char)big[i] + (unsigned char)copy[i];
    printf("memmove hash %u\n", h);
    const char *hay = "find the needle in the haystack";
    const char *m = memchr(hay, 'n', strlen(hay));
    printf("memchr %s | %d\n", m, memchr(hay, 'z', strlen(hay)) == NULL);
    for (int n = 0; n < 40; n += 7) {
        char a[48];
        memset(a, 0, sizeof a);
        memset(a + 1, 'x', (size_t)n);
        printf("%u ", (unsigned)strlen(a + 1));
    }
    printf("\n");
    return 0;
}
