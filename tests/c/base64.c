/* Base64 encoding and decoding with a lookup table and a reverse table built
 * at run time; round trip of binary data of every length up to 40. */
#include <stdio.h>
#include <string.h>

static const char alphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
static signed char reverse[256];

static int encode(const unsigned char *in, int n, char *out) {
    int o = 0;
    for (int i = 0; i < n; i += 3) {
        unsigned v = (unsigned)in[i] << 16 | (i + 1 < n ? (unsigned)in[i + 1] << 8 : 0) | (i + 2 < n ? in[i + 2] : 0);
        out[o++] = alphabet[v >> 18 & 63];
        out[o++] = alphabet[v >> 12 & 63];
        out[o++] = i + 1 < n ? alphabet[v >> 6 & 63] : '=';
        out[o++] = i + 2 < n ? alphabet[v & 63] : '=';
    }
    out[o] = 0;
    return o;
}

static int decode(const char *in, unsigned char *out) {
    int o = 0;
    unsigned v = 0;
    int bits = 0;
    for (; *in && *in != '='; in++) {
        int x = reverse[(unsigned char)*in];
        if (x < 0) return -1;
        v = v << 6 | (unsigned)x;
        bits += 6;
        if (bits >= 8) { bits -= 8; out[o++] = (unsigned char)(v >> bits); }
    }
    return o;
}

int main(void) {
    memset(reverse, -1, sizeof reverse);
    for (int i = 0; i < 64; i++) reverse[(unsigned char)alphabet[i]] = (signed char)i;
    char text[128];
    const char *samples[] = {"", "f", "fo", "foo", "foob", "fooba", "foobar", "Many hands make light work."};
    for (int i = 0; i < 8; i++) { encode((const unsigned char *)samples[i], (int)strlen(samples[i]), text); printf("'%s' -> %s\n", samples[i], text); }
    unsigned char bin[40], back[40];
    int ok = 0;
    for (int n = 0; n <= 40; n++) {
        for (int i = 0; i < n; i++) bin[i] = (unsigned char)(i * 73 + n * 11);
        encode(bin, n, text);
        int m = decode(text, back);
        ok += m == n && memcmp(bin, back, (size_t)n) == 0;
    }
    printf("round trips ok %d/41, bad input %d\n", ok, decode("ab$d", back));
    return 0;
}
