; gcd: Euclid's algorithm (urem, recursive), Stein's binary GCD (shifts, loop) and the extended Euclid (signed sdiv/srem, Bezout coefficients) agree on 64-bit pairs; LCMs near 2^63
; ret: 0
declare i32 @printf(i8*, ...)

@checks = global i64 0
@failures = global i64 0
@fmt.fail = global [31 x i8] c"FAIL %lld: got %lld want %lld\0A\00"
@fmt.done = global [28 x i8] c"%lld checks, %lld failures\0A\00"

; Counts a check; prints the mismatch and counts a failure when got != want.
define void @check(i64 %id, i64 %got, i64 %want) {
entry:
  %n = load i64, i64* @checks
  %n1 = add i64 %n, 1
  store i64 %n1, i64* @checks
  %ok = icmp eq i64 %got, %want
  br i1 %ok, label %done, label %bad

bad:
  %f = getelementptr [31 x i8], [31 x i8]* @fmt.fail, i64 0, i64 0
  %r = call i32 (i8*, ...) @printf(i8* %f, i64 %id, i64 %got, i64 %want)
  %k = load i64, i64* @failures
  %k1 = add i64 %k, 1
  store i64 %k1, i64* @failures
  br label %done

done:
  ret void
}

; Prints the summary line and returns the number of failures.
define i64 @report() {
entry:
  %c = load i64, i64* @checks
  %k = load i64, i64* @failures
  %f = getelementptr [28 x i8], [28 x i8]* @fmt.done, i64 0, i64 0
  %r = call i32 (i8*, ...) @printf(i8* %f, i64 %c, i64 %k)
  ret i64 %k
}
@fmt = global [54 x i8] c"gcd(%llu, %llu) = %llu, lcm = %llu, bezout %lld %lld\0A\00"

define i64 @gcd_euclid(i64 %a, i64 %b) {
entry:
  %z = icmp eq i64 %b, 0
  br i1 %z, label %done, label %rec

done:
  ret i64 %a

rec:
  %r = urem i64 %a, %b
  %g = call i64 @gcd_euclid(i64 %b, i64 %r)
  ret i64 %g
}

define i64 @ctz(i64 %x) {
entry:
  br label %loop

loop:
  %v = phi i64 [ %x, %entry ], [ %v1, %loop.body ]
  %n = phi i64 [ 0, %entry ], [ %n1, %loop.body ]
  %low = and i64 %v, 1
  %set = icmp ne i64 %low, 0
  br i1 %set, label %done, label %loop.body

loop.body:
  %v1 = lshr i64 %v, 1
  %n1 = add i64 %n, 1
  br label %loop

done:
  ret i64 %n
}

define i64 @gcd_binary(i64 %a, i64 %b) {
entry:
  %az = icmp eq i64 %a, 0
  br i1 %az, label %ret.b, label %check.b

ret.b:
  ret i64 %b

check.b:
  %bz = icmp eq i64 %b, 0
  br i1 %bz, label %ret.a, label %start

ret.a:
  ret i64 %a

start:
  %or = or i64 %a, %b
  %shift = call i64 @ctz(i64 %or)
  %za = call i64 @ctz(i64 %a)
  %a0 = lshr i64 %a, %za
  br label %loop

loop:
  %u = phi i64 [ %a0, %start ], [ %u1, %loop.tail ]
  %v = phi i64 [ %b, %start ], [ %v2, %loop.tail ]
  %zv = call i64 @ctz(i64 %v)
  %v0 = lshr i64 %v, %zv
  %gt = icmp ugt i64 %u, %v0
  %u1 = select i1 %gt, i64 %v0, i64 %u
  %w = select i1 %gt, i64 %u, i64 %v0
  %v2 = sub i64 %w, %u1
  br label %loop.tail

loop.tail:
  %zero = icmp eq i64 %v2, 0
  br i1 %zero, label %done, label %loop

done:
  %g = shl i64 %u1, %shift
  ret i64 %g
}

; Extended Euclid on signed values: returns g and stores x, y with a*x + b*y = g.
define i64 @egcd(i64 %a, i64 %b, i64* %xo, i64* %yo) {
entry:
  br label %loop

loop:
  %r0 = phi i64 [ %a, %entry ], [ %r1, %body ]
  %r1 = phi i64 [ %b, %entry ], [ %r2, %body ]
  %s0 = phi i64 [ 1, %entry ], [ %s1, %body ]
  %s1 = phi i64 [ 0, %entry ], [ %s2, %body ]
  %t0 = phi i64 [ 0, %entry ], [ %t1, %body ]
  %t1 = phi i64 [ 1, %entry ], [ %t2, %body ]
  %z = icmp eq i64 %r1, 0
  br i1 %z, label %done, label %body

body:
  %q = sdiv i64 %r0, %r1
  %r2 = srem i64 %r0, %r1
  %qs = mul i64 %q, %s1
  %s2 = sub i64 %s0, %qs
  %qt = mul i64 %q, %t1
  %t2 = sub i64 %t0, %qt
  br label %loop

done:
  store i64 %s0, i64* %xo
  store i64 %t0, i64* %yo
  ret i64 %r0
}

define void @pair(i64 %id, i64 %a, i64 %b, i64 %want) {
entry:
  %x = alloca i64
  %y = alloca i64
  %g1 = call i64 @gcd_euclid(i64 %a, i64 %b)
  %g2 = call i64 @gcd_binary(i64 %a, i64 %b)
  %id10 = mul i64 %id, 10
  call void @check(i64 %id10, i64 %g1, i64 %want)
  %id11 = add i64 %id10, 1
  call void @check(i64 %id11, i64 %g2, i64 %want)
  %g3 = call i64 @egcd(i64 %a, i64 %b, i64* %x, i64* %y)
  %xv = load i64, i64* %x
  %yv = load i64, i64* %y
  %ax = mul i64 %a, %xv
  %by = mul i64 %b, %yv
  %lin = add i64 %ax, %by
  %id12 = add i64 %id10, 2
  call void @check(i64 %id12, i64 %lin, i64 %g3)
  %ad = udiv i64 %a, %g1
  %lcm = mul i64 %ad, %b
  %f = getelementptr [54 x i8], [54 x i8]* @fmt, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %f, i64 %a, i64 %b, i64 %g1, i64 %lcm, i64 %xv, i64 %yv)
  ret void
}

define i64 @main() {
entry:
  call void @pair(i64 1, i64 48, i64 18, i64 6)
  call void @pair(i64 2, i64 1071, i64 462, i64 21)
  call void @pair(i64 3, i64 4294967296, i64 6442450944, i64 2147483648)
  call void @pair(i64 4, i64 1000000007, i64 998244353, i64 1)
  call void @pair(i64 5, i64 6700417, i64 4294967297, i64 6700417)
  call void @pair(i64 6, i64 3037000493, i64 3037000453, i64 1)
  call void @pair(i64 7, i64 2305843009213693952, i64 1729382256910270464, i64 576460752303423488)
  call void @pair(i64 8, i64 832040, i64 514229, i64 1)
  call void @pair(i64 9, i64 7540113804746346429, i64 4660046610375530309, i64 1)
  call void @pair(i64 10, i64 12, i64 0, i64 12)
  %failures = call i64 @report()
  ret i64 %failures
}
