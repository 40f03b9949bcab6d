; egret runtime: C's number conversions, abs, errno, rand, clock and time
; (docs/runtime.md). `long` is 32 bits (ILP32).

; errno: glibc's headers read it as (*__errno_location()). strtol and
; strtoul set it to ERANGE (34) on overflow and EINVAL (22) for a bad base.
@__egret_errno = global i32 0

; int *__errno_location(void).
define i32* @__errno_location() {
entry:
  ret i32* @__egret_errno
}

; The value of digit c in bases up to 36 (36 or more for a non-digit).
define i32 @__egret_digit_value(i8 %c) {
entry:
  %d = sub i8 %c, 48
  %is_d = icmp ult i8 %d, 10
  br i1 %is_d, label %dec, label %letter
dec:
  %dv = zext i8 %d to i32
  ret i32 %dv
letter:
  %low = or i8 %c, 32
  %l = sub i8 %low, 97
  %is_l = icmp ult i8 %l, 26
  %lv = zext i8 %l to i32
  %lv10 = add i32 %lv, 10
  %v = select i1 %is_l, i32 %lv10, i32 99
  ret i32 %v
}

; The first byte after the white space (space, \t \n \v \f \r) at s.
define i8* @__egret_skip_space(i8* %s) {
entry:
  br label %loop
loop:
  %p = phi i8* [ %s, %entry ], [ %p1, %loop ]
  %c = load i8, i8* %p
  %is_sp = icmp eq i8 %c, 32
  %ct = sub i8 %c, 9
  %is_ctl = icmp ult i8 %ct, 5
  %white = or i1 %is_sp, %is_ctl
  %p1 = getelementptr i8, i8* %p, i32 1
  br i1 %white, label %loop, label %done
done:
  ret i8* %p
}

; strtoul's and strtol's common part: parses white space, a sign, a base
; prefix (`0x`/`0X` for base 16 or 0, when a hex digit follows; `0` makes
; base 0 octal) and digits; stores the end (s itself when there are no
; digits) to *endp unless endp is null; returns the magnitude, saturated
; at 2^32 - 1, and sets *state to 1 for a minus sign + 2 for an overflow.
; A base other than 0 or 2..36 parses nothing (errno EINVAL).
define i32 @__egret_strtoul_core(i8* %s, i8** %endp, i32 %base, i32* %state) {
entry:
  store i32 0, i32* %state
  %bad_lo = icmp eq i32 %base, 1
  %bad_hi = icmp ugt i32 %base, 36
  %bad = or i1 %bad_lo, %bad_hi
  br i1 %bad, label %invalid, label %start
invalid:
  store i32 22, i32* @__egret_errno
  br label %nothing
start:
  %p = call i8* @__egret_skip_space(i8* %s)
  %c = load i8, i8* %p
  %minus = icmp eq i8 %c, 45
  %plus = icmp eq i8 %c, 43
  %signed = or i1 %minus, %plus
  %after = getelementptr i8, i8* %p, i32 1
  %q = select i1 %signed, i8* %after, i8* %p
  %neg = zext i1 %minus to i32
  store i32 %neg, i32* %state
  %q1 = getelementptr i8, i8* %q, i32 1
  %q2 = getelementptr i8, i8* %q, i32 2
  %c0 = load i8, i8* %q
  %zero = icmp eq i8 %c0, 48
  br i1 %zero, label %prefix, label %plain
prefix:
  %c1 = load i8, i8* %q1
  %c1l = or i8 %c1, 32
  %x = icmp eq i8 %c1l, 120
  %b0 = icmp eq i32 %base, 0
  %b16 = icmp eq i32 %base, 16
  %hexok = or i1 %b0, %b16
  %xb = and i1 %x, %hexok
  br i1 %xb, label %hexdigit, label %octal
hexdigit:
  %c2 = load i8, i8* %q2
  %v2 = call i32 @__egret_digit_value(i8 %c2)
  %is_hex = icmp ult i32 %v2, 16
  br i1 %is_hex, label %hex, label %octal
hex:
  br label %digits
octal:
  %b8 = select i1 %b0, i32 8, i32 %base
  br label %digits
plain:
  %isb0 = icmp eq i32 %base, 0
  %b10 = select i1 %isb0, i32 10, i32 %base
  br label %digits
digits:
  %from = phi i8* [ %q2, %hex ], [ %q, %octal ], [ %q, %plain ]
  %b = phi i32 [ 16, %hex ], [ %b8, %octal ], [ %b10, %plain ]
  %b64 = zext i32 %b to i64
  br label %loop
loop:
  %r = phi i8* [ %from, %digits ], [ %r1, %more ]
  %acc = phi i32 [ 0, %digits ], [ %acc1, %more ]
  %ovf = phi i1 [ false, %digits ], [ %ovf1, %more ]
  %dc = load i8, i8* %r
  %dv = call i32 @__egret_digit_value(i8 %dc)
  %ok = icmp ult i32 %dv, %b
  br i1 %ok, label %more, label %end
more:
  %a64 = zext i32 %acc to i64
  %m = mul i64 %a64, %b64
  %d64 = zext i32 %dv to i64
  %t = add i64 %m, %d64
  %hi = lshr i64 %t, 32
  %big = icmp ne i64 %hi, 0
  %ovf1 = or i1 %ovf, %big
  %t32 = trunc i64 %t to i32
  %acc1 = select i1 %ovf1, i32 -1, i32 %t32
  %r1 = getelementptr i8, i8* %r, i32 1
  br label %loop
end:
  %none = icmp eq i8* %r, %from
  br i1 %none, label %nothing, label %found
found:
  call void @__egret_store_end(i8** %endp, i8* %r)
  %st = load i32, i32* %state
  %ob = select i1 %ovf, i32 2, i32 0
  %st1 = or i32 %st, %ob
  store i32 %st1, i32* %state
  ret i32 %acc
nothing:
  store i32 0, i32* %state
  call void @__egret_store_end(i8** %endp, i8* %s)
  ret i32 0
}

; *endp = p unless endp is null.
define void @__egret_store_end(i8** %endp, i8* %p) {
entry:
  %none = icmp eq i8** %endp, null
  br i1 %none, label %done, label %store
store:
  store i8* %p, i8** %endp
  br label %done
done:
  ret void
}

; long strtol(const char *s, char **endp, int base): clamped to
; LONG_MIN/LONG_MAX with errno ERANGE on overflow.
define i32 @strtol(i8* %s, i8** %endp, i32 %base) {
entry:
  %state = alloca i32
  %mag = call i32 @__egret_strtoul_core(i8* %s, i8** %endp, i32 %base, i32* %state)
  %st = load i32, i32* %state
  %negb = and i32 %st, 1
  %neg = icmp ne i32 %negb, 0
  %ovfb = and i32 %st, 2
  %ovf = icmp ne i32 %ovfb, 0
  %limit = select i1 %neg, i32 -2147483648, i32 2147483647
  %over = icmp ugt i32 %mag, %limit
  %range = or i1 %ovf, %over
  br i1 %range, label %clamp, label %fits
clamp:
  store i32 34, i32* @__egret_errno
  ret i32 %limit
fits:
  %m = sub i32 0, %mag
  %v = select i1 %neg, i32 %m, i32 %mag
  ret i32 %v
}

; unsigned long strtoul(const char *s, char **endp, int base): a minus
; sign negates the value (as C says); ULONG_MAX with errno ERANGE on
; overflow.
define i32 @strtoul(i8* %s, i8** %endp, i32 %base) {
entry:
  %state = alloca i32
  %mag = call i32 @__egret_strtoul_core(i8* %s, i8** %endp, i32 %base, i32* %state)
  %st = load i32, i32* %state
  %ovfb = and i32 %st, 2
  %ovf = icmp ne i32 %ovfb, 0
  br i1 %ovf, label %clamp, label %fits
clamp:
  store i32 34, i32* @__egret_errno
  ret i32 -1
fits:
  %negb = and i32 %st, 1
  %neg = icmp ne i32 %negb, 0
  %m = sub i32 0, %mag
  %v = select i1 %neg, i32 %m, i32 %mag
  ret i32 %v
}

; int atoi(const char *s): (int)strtol(s, NULL, 10), as glibc.
define i32 @atoi(i8* %s) {
entry:
  %v = call i32 @strtol(i8* %s, i8** null, i32 10)
  ret i32 %v
}

; long atol(const char *s): strtol(s, NULL, 10).
define i32 @atol(i8* %s) {
entry:
  %v = call i32 @strtol(i8* %s, i8** null, i32 10)
  ret i32 %v
}

; int abs(int v): abs(INT_MIN) is INT_MIN (C: undefined).
define i32 @abs(i32 %v) {
entry:
  %neg = icmp slt i32 %v, 0
  %m = sub i32 0, %v
  %r = select i1 %neg, i32 %m, i32 %v
  ret i32 %r
}

; long labs(long v): as abs (long is 32 bits).
define i32 @labs(i32 %v) {
entry:
  %neg = icmp slt i32 %v, 0
  %m = sub i32 0, %v
  %r = select i1 %neg, i32 %m, i32 %v
  ret i32 %r
}

; long long llabs(long long v).
define i64 @llabs(i64 %v) {
entry:
  %neg = icmp slt i64 %v, 0
  %m = sub i64 0, %v
  %r = select i1 %neg, i64 %m, i64 %v
  ret i64 %r
}

; rand/srand: glibc's default generator (random(3), TYPE_3): an additive
; feedback generator over 31 words, r[i] = r[i-31] + r[i-3], each result
; the new word shifted right by one. srand(seed) fills the words from seed
; (0 counts as 1) with the 16807 multiplicative generator (Schrage's
; method) and discards 310 results. rand() before any srand is seeded
; with 1, as C requires, so the first results are glibc's: 1804289383,
; 846930886, 1681692777.
@__egret_rand_state = global [31 x i32] zeroinitializer
@__egret_rand_front = global i32 3
@__egret_rand_rear = global i32 0
@__egret_rand_seeded = global i32 0

; void srand(unsigned seed).
define void @srand(i32 %seed) {
entry:
  store i32 1, i32* @__egret_rand_seeded
  %z = icmp eq i32 %seed, 0
  %s = select i1 %z, i32 1, i32 %seed
  %p0 = getelementptr [31 x i32], [31 x i32]* @__egret_rand_state, i32 0, i32 0
  store i32 %s, i32* %p0
  br label %fill
fill:
  %i = phi i32 [ 1, %entry ], [ %i1, %fill ]
  %w = phi i32 [ %s, %entry ], [ %w2, %fill ]
  %hi = sdiv i32 %w, 127773
  %lo = srem i32 %w, 127773
  %a = mul i32 %lo, 16807
  %b = mul i32 %hi, 2836
  %w1 = sub i32 %a, %b
  %neg = icmp slt i32 %w1, 0
  %wp = add i32 %w1, 2147483647
  %w2 = select i1 %neg, i32 %wp, i32 %w1
  %pi = getelementptr [31 x i32], [31 x i32]* @__egret_rand_state, i32 0, i32 %i
  store i32 %w2, i32* %pi
  %i1 = add i32 %i, 1
  %more = icmp ult i32 %i1, 31
  br i1 %more, label %fill, label %filled
filled:
  store i32 3, i32* @__egret_rand_front
  store i32 0, i32* @__egret_rand_rear
  br label %discard
discard:
  %k = phi i32 [ 0, %filled ], [ %k1, %discard ]
  %r = call i32 @__egret_rand_step()
  %k1 = add i32 %k, 1
  %dmore = icmp ult i32 %k1, 310
  br i1 %dmore, label %discard, label %done
done:
  ret void
}

; One step of the generator: the next result.
define i32 @__egret_rand_step() {
entry:
  %f = load i32, i32* @__egret_rand_front
  %r = load i32, i32* @__egret_rand_rear
  %pf = getelementptr [31 x i32], [31 x i32]* @__egret_rand_state, i32 0, i32 %f
  %pr = getelementptr [31 x i32], [31 x i32]* @__egret_rand_state, i32 0, i32 %r
  %vf = load i32, i32* %pf
  %vr = load i32, i32* %pr
  %v = add i32 %vf, %vr
  store i32 %v, i32* %pf
  %f1 = add i32 %f, 1
  %r1 = add i32 %r, 1
  %fw = icmp eq i32 %f1, 31
  %rw = icmp eq i32 %r1, 31
  %f2 = select i1 %fw, i32 0, i32 %f1
  %r2 = select i1 %rw, i32 0, i32 %r1
  store i32 %f2, i32* @__egret_rand_front
  store i32 %r2, i32* @__egret_rand_rear
  %res = lshr i32 %v, 1
  ret i32 %res
}

; int rand(void): 0..RAND_MAX (2^31 - 1).
define i32 @rand() {
entry:
  %seeded = load i32, i32* @__egret_rand_seeded
  %yes = icmp ne i32 %seeded, 0
  br i1 %yes, label %step, label %seed
seed:
  call void @srand(i32 1)
  br label %step
step:
  %v = call i32 @__egret_rand_step()
  ret i32 %v
}

; clock_t clock(void): the program cannot read the simulator's cycle
; counter, so this is a deterministic stand-in: the n-th call (from 0)
; returns n * 1000, i.e. every call advances 1 ms of CLOCKS_PER_SEC
; (1000000).
@__egret_clock_calls = global i32 0

define i32 @clock() {
entry:
  %n = load i32, i32* @__egret_clock_calls
  %n1 = add i32 %n, 1
  store i32 %n1, i32* @__egret_clock_calls
  %t = mul i32 %n, 1000
  ret i32 %t
}

; time_t time(time_t *t): always 1767225600 (2026-01-01 00:00:00 UTC),
; also stored to *t unless t is null. time_t is 32 bits.
define i32 @time(i32* %t) {
entry:
  %none = icmp eq i32* %t, null
  br i1 %none, label %done, label %store
store:
  store i32 1767225600, i32* %t
  br label %done
done:
  ret i32 1767225600
}
