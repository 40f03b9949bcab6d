/* volatile and noinline: a volatile loop counter, a volatile flag polled in
 * a loop (set by a noinline function the loop calls through a pointer), a
 * "device register" every write of which is counted by a shadow log, a
 * volatile struct copied whole, volatile locals whose initialising stores
 * must happen, and noinline / always_inline functions. The optimiser may
 * remove none of the volatile accesses; the printed results are what any
 * compiler prints. */
#include <stdio.h>
#include <string.h>

struct regs {
    unsigned ctrl;
    unsigned data[4];
};

static volatile struct regs device;
static volatile int ready;
static unsigned log_count;

__attribute__((noinline)) static void set_ready(int after, int i) {
    if (i == after) ready = 1;
}

__attribute__((noinline)) static int twice(int x) { return 2 * x; }

__attribute__((always_inline)) static inline int add3(int x) { return x + 3; }

static void write_reg(volatile unsigned *r, unsigned v) {
    *r = v;
    log_count++;
}

static int poll(void (*tick)(int, int), int after) {
    int polls = 0;
    ready = 0;
    while (!ready) {
        tick(after, polls);
        polls++;
    }
    return polls;
}

int main(void) {
    /* A volatile loop counter: the loop runs its 10 iterations. */
    int sum = 0;
    for (volatile int i = 0; i < 10; i++) sum += i;
    printf("counter sum %d\n", sum);

    printf("polls %d\n", poll(set_ready, 7));

    /* Writes to the device: the last value stays, the log counts them. */
    for (unsigned k = 0; k < 4; k++) write_reg(&device.data[k], k * 11u);
    write_reg(&device.ctrl, 1);
    write_reg(&device.ctrl, 2);
    write_reg(&device.ctrl, 3);
    printf("ctrl %u data %u %u %u %u writes %u\n", device.ctrl, device.data[0],
           device.data[1], device.data[2], device.data[3], log_count);

    /* A volatile struct read back whole. */
    struct regs copy;
    copy.ctrl = device.ctrl;
    for (int k = 0; k < 4; k++) copy.data[k] = device.data[k];
    struct regs again;
    memcpy(&again, &copy, sizeof again);
    printf("copy %u %u\n", again.ctrl, again.data[3]);

    /* Volatile locals: each store happens, each load reads memory. */
    volatile double scale = 1.5;
    volatile long long big = 1LL << 40;
    scale *= 2.0;
    big += 7;
    printf("scale %.2f big %lld\n", scale, big);

    printf("twice %d add3 %d\n", twice(21), add3(4));
    return 0;
}
