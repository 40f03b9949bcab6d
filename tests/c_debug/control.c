/* Control flow: recursion, a switch, loops with breaks and a
   do-while, so that many lines carry code. */
int printf(const char *fmt, ...);

static unsigned collatz(unsigned n) {
    unsigned steps = 0;
    while (n != 1) {
        if (n % 2 == 0)
            n /= 2;
        else
            n = 3 * n + 1;
        steps++;
    }
    return steps;
}

int fib(int n) {
    if (n < 2)
        return n;
    return fib(n - 1) + fib(n - 2);
}

static const char *name(int k) {
    switch (k) {
    case 0:
        return "zero";
    case 1:
        return "one";
    case 2:
        return "two";
    case 7:
        return "seven";
    default:
        return "many";
    }
}

int main(void) {
    unsigned longest = 0;
    int i = 1;
    do {
        unsigned s = collatz(i);
        if (s > longest)
            longest = s;
        i++;
    } while (i < 30);
    int f = fib(12);
    int len = 0;
    for (int k = 0; k < 9; k++) {
        const char *s = name(k);
        while (*s) {
            len++;
            s++;
        }
        if (len > 40)
            break;
    }
    printf("%u %d %d\n", longest, f, len);
    return 0;
}
