/* Compression kernels: run-length encoding and a small LZ77 with a sliding
 * window, both round-tripped, with compressed sizes printed. */
#include <stdio.h>
#include <string.h>

static int rle_encode(const unsigned char *in, int n, unsigned char *out) {
    int o = 0;
    for (int i = 0; i < n;) {
        int run = 1;
        while (i + run < n && in[i + run] == in[i] && run < 255) run++;
        out[o++] = (unsigned char)run;
        out[o++] = in[i];
        i += run;
    }
    return o;
}

static int rle_decode(const unsigned char *in, int n, unsigned char *out) {
    int o = 0;
    for (int i = 0; i < n; i += 2) for (int k = 0; k < in[i]; k++) out[o++] = in[i + 1];
    return o;
}

/* token: offset (2 bytes), length (1 byte), next literal (1 byte) */
static int lz_encode(const unsigned char *in, int n, unsigned char *out) {
    int o = 0;
    for (int i = 0; i < n;) {
        int best_len = 0, best_off = 0;
        int start = i > 512 ? i - 512 : 0;
        for (int j = start; j < i; j++) {
            int len = 0;
            while (len < 255 && i + len < n - 1 && in[j + len] == in[i + len]) len++;
            if (len > best_len) { best_len = len; best_off = i - j; }
        }
        out[o++] = (unsigned char)(best_off >> 8);
        out[o++] = (unsigned char)best_off;
        out[o++] = (unsigned char)best_len;
        out[o++] = in[i + best_len];
        i += best_len + 1;
    }
    return o;
}

static int lz_decode(const unsigned char *in, int n, unsigned char *out) {
    int o = 0;
    for (int i = 0; i < n; i += 4) {
        int off = in[i] << 8 | in[i + 1], len = in[i + 2];
        for (int k = 0; k < len; k++, o++) out[o] = out[o - off];
        out[o++] = in[i + 3];
    }
    return o;
}

int main(void) {
    static unsigned char data[3000], enc[8000], dec[3000];
    const char *phrases[] = {"abracadabra ", "aaaaaaaaaaaa", "the cat sat on the mat ", "xyz"};
    int n = 0;
    unsigned s = 99;
    while (n < 2900) {
        s = s * 1103515245u + 12345u;
        const char *p = phrases[(s >> 16) % 4];
        int len = (int)strlen(p);
        memcpy(data + n, p, (size_t)len);
        n += len;
    }
    int e = rle_encode(data, n, enc);
    int d = rle_decode(enc, e, dec);
    printf("rle: %d -> %d -> %d, same %d\n", n, e, d, d == n && memcmp(data, dec, (size_t)n) == 0);
    e = lz_encode(data, n, enc);
    d = lz_decode(enc, e, dec);
    printf("lz77: %d -> %d -> %d, same %d\n", n, e, d, d == n && memcmp(data, dec, (size_t)n) == 0);
    return 0;
}
