/* Globals with storage attributes: __thread variables (ordinary storage on a
 * single-threaded target), variables placed in named sections, and
 * over-aligned globals and locals whose addresses must honour the alignment. */
#include <stdio.h>
#include <stdint.h>

static __thread int tls_counter = 5;
__thread long long tls_wide;
__attribute__((section(".data.egret_custom"))) int in_section[4] = {1, 2, 3, 4};
__attribute__((section(".rodata.egret_table"))) const char section_text[] = "from a named section";
static int aligned_array[3] __attribute__((aligned(64))) = {7, 8, 9};
static char after_byte = 'x';
static short aligned_short __attribute__((aligned(16))) = 300;
struct __attribute__((aligned(32))) block { char tag; int v; };
static struct block blocks[3] = {{'a', 1}, {'b', 2}, {'c', 3}};

static int bump(void) { return ++tls_counter; }

int main(void) {
    for (int i = 0; i < 3; i++) bump();
    tls_wide = (long long)tls_counter << 34;
    printf("tls %d %lld\n", tls_counter, tls_wide);
    int s = 0;
    for (int i = 0; i < 4; i++) s += in_section[i] *= 2;
    printf("section sum %d text '%s'\n", s, section_text);
    printf("aligned64 %d aligned16 %d block32 %d sizeof block %u\n", (int)((uintptr_t)aligned_array % 64),
           (int)((uintptr_t)&aligned_short % 16), (int)((uintptr_t)&blocks[1] % 32), (unsigned)sizeof(struct block));
    int local __attribute__((aligned(32))) = 11;
    char local_buf[24] __attribute__((aligned(16)));
    local_buf[0] = after_byte;
    printf("local aligned %d %d value %d %c %d\n", (int)((uintptr_t)&local % 32), (int)((uintptr_t)local_buf % 16), local,
           local_buf[0], aligned_array[2] + aligned_short + blocks[2].v + blocks[2].tag);
    return 0;
}
