; bm_bignum: multi-precision arithmetic on 32-bit limbs with i64 intermediates: Fibonacci(1500) by limb-array addition with carries, 3^1000 and 400! by multiplication with a small factor, schoolbook products (3^1000)^2 and 400! * 3^1000, and decimal conversion by repeated division by 10^9 (i64 udiv/urem); limb hashes, lengths, digit sum and digit count checked against Python
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

@fa = global [40 x i32] zeroinitializer
@fb = global [40 x i32] zeroinitializer
@p = global [64 x i32] zeroinitializer
@q = global [128 x i32] zeroinitializer
@f = global [128 x i32] zeroinitializer
@r = global [192 x i32] zeroinitializer
@t = global [64 x i32] zeroinitializer
; (hash, used limbs) of F(1500), 3^1000, 3^2000, 400!, 400! * 3^1000; digit sum and digits of 3^1000
@want = global [12 x i64] [i64 958522449077, i64 33, i64 2219796174214, i64 50, i64 9712168680065, i64 100, i64 9453524542885, i64 91, i64 20568609917132, i64 140, i64 2142, i64 478]

; a[0..n) += b[0..n), dropping the final carry.
define void @bn_add(i32* %a, i32* %b, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %c = phi i64 [ 0, %entry ], [ %c1, %loop ]
  %pa = getelementptr i32, i32* %a, i32 %i
  %pb = getelementptr i32, i32* %b, i32 %i
  %va = load i32, i32* %pa
  %vb = load i32, i32* %pb
  %xa = zext i32 %va to i64
  %xb = zext i32 %vb to i64
  %s0 = add i64 %xa, %xb
  %s = add i64 %s0, %c
  %lo = trunc i64 %s to i32
  store i32 %lo, i32* %pa
  %c1 = lshr i64 %s, 32
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, %n
  br i1 %more, label %loop, label %done

done:
  ret void
}

; a[0..len) *= m; returns the new length (one more when a carry remains).
define i32 @bn_mul_small(i32* %a, i32 %len, i32 %m) {
entry:
  %mz = zext i32 %m to i64
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %c = phi i64 [ 0, %entry ], [ %c1, %loop ]
  %pa = getelementptr i32, i32* %a, i32 %i
  %va = load i32, i32* %pa
  %xa = zext i32 %va to i64
  %pr = mul i64 %xa, %mz
  %s = add i64 %pr, %c
  %lo = trunc i64 %s to i32
  store i32 %lo, i32* %pa
  %c1 = lshr i64 %s, 32
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, %len
  br i1 %more, label %loop, label %tail

tail:
  %has = icmp ne i64 %c1, 0
  br i1 %has, label %grow, label %same

grow:
  %pt = getelementptr i32, i32* %a, i32 %len
  %ct = trunc i64 %c1 to i32
  store i32 %ct, i32* %pt
  %len1 = add i32 %len, 1
  ret i32 %len1

same:
  ret i32 %len
}

; c[0..na+nb) = a[0..na) * b[0..nb) (schoolbook).
define void @bn_mul(i32* %a, i32 %na, i32* %b, i32 %nb, i32* %c) {
entry:
  %nc = add i32 %na, %nb
  br label %clear

clear:
  %z = phi i32 [ 0, %entry ], [ %z1, %clear ]
  %pz = getelementptr i32, i32* %c, i32 %z
  store i32 0, i32* %pz
  %z1 = add i32 %z, 1
  %zm = icmp slt i32 %z1, %nc
  br i1 %zm, label %clear, label %rows

rows:
  %i = phi i32 [ 0, %clear ], [ %i1, %row.end ]
  %pa = getelementptr i32, i32* %a, i32 %i
  %va = load i32, i32* %pa
  %xa = zext i32 %va to i64
  br label %cols

cols:
  %j = phi i32 [ 0, %rows ], [ %j1, %cols ]
  %cy = phi i64 [ 0, %rows ], [ %cy1, %cols ]
  %pb = getelementptr i32, i32* %b, i32 %j
  %vb = load i32, i32* %pb
  %xb = zext i32 %vb to i64
  %ij = add i32 %i, %j
  %pc = getelementptr i32, i32* %c, i32 %ij
  %vc = load i32, i32* %pc
  %xc = zext i32 %vc to i64
  %pr = mul i64 %xa, %xb
  %s0 = add i64 %pr, %xc
  %s = add i64 %s0, %cy
  %lo = trunc i64 %s to i32
  store i32 %lo, i32* %pc
  %cy1 = lshr i64 %s, 32
  %j1 = add i32 %j, 1
  %jm = icmp slt i32 %j1, %nb
  br i1 %jm, label %cols, label %row.end

row.end:
  %top = add i32 %i, %nb
  %pt = getelementptr i32, i32* %c, i32 %top
  %ct = trunc i64 %cy1 to i32
  store i32 %ct, i32* %pt
  %i1 = add i32 %i, 1
  %im = icmp slt i32 %i1, %na
  br i1 %im, label %rows, label %done

done:
  ret void
}

; a[0..n) /= %d (in place); returns the remainder.
define i32 @bn_div_small(i32* %a, i32 %n, i32 %d) {
entry:
  %dz = zext i32 %d to i64
  %last = add i32 %n, -1
  br label %loop

loop:
  %i = phi i32 [ %last, %entry ], [ %i1, %loop ]
  %rem = phi i64 [ 0, %entry ], [ %rem1, %loop ]
  %pa = getelementptr i32, i32* %a, i32 %i
  %va = load i32, i32* %pa
  %xa = zext i32 %va to i64
  %hi = shl i64 %rem, 32
  %cur = or i64 %hi, %xa
  %q = udiv i64 %cur, %dz
  %rem1 = urem i64 %cur, %dz
  %qt = trunc i64 %q to i32
  store i32 %qt, i32* %pa
  %i1 = add i32 %i, -1
  %more = icmp sge i32 %i1, 0
  br i1 %more, label %loop, label %done

done:
  %r = trunc i64 %rem1 to i32
  ret i32 %r
}

; Number of limbs up to the highest nonzero one.
define i32 @bn_used(i32* %a, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ %n, %entry ], [ %i1, %test ]
  %gt = icmp sgt i32 %i, 0
  br i1 %gt, label %test, label %done

test:
  %i1 = add i32 %i, -1
  %p = getelementptr i32, i32* %a, i32 %i1
  %v = load i32, i32* %p
  %z = icmp eq i32 %v, 0
  br i1 %z, label %loop, label %done

done:
  ret i32 %i
}

; Sum of (i + 1) * a[i].
define i64 @bn_hash(i32* %a, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %h = phi i64 [ 0, %entry ], [ %h1, %loop ]
  %p = getelementptr i32, i32* %a, i32 %i
  %v = load i32, i32* %p
  %x = zext i32 %v to i64
  %i1 = add i32 %i, 1
  %w = zext i32 %i1 to i64
  %t = mul i64 %x, %w
  %h1 = add i64 %h, %t
  %more = icmp slt i32 %i1, %n
  br i1 %more, label %loop, label %done

done:
  ret i64 %h1
}

define void @set_one(i32* %a, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %p = getelementptr i32, i32* %a, i32 %i
  %z = icmp eq i32 %i, 0
  %v = zext i1 %z to i32
  store i32 %v, i32* %p
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, %n
  br i1 %more, label %loop, label %done

done:
  ret void
}

define void @check_bn(i32 %k, i32* %a, i32 %n) {
entry:
  %h = call i64 @bn_hash(i32* %a, i32 %n)
  %u = call i32 @bn_used(i32* %a, i32 %n)
  %u64 = zext i32 %u to i64
  %k2 = shl i32 %k, 1
  call void @check_want(i32 %k2, i64 %h)
  %k3 = add i32 %k2, 1
  call void @check_want(i32 %k3, i64 %u64)
  ret void
}

define void @check_want(i32 %k, i64 %got) {
entry:
  %wp = getelementptr [12 x i64], [12 x i64]* @want, i32 0, i32 %k
  %w = load i64, i64* %wp
  %id = zext i32 %k to i64
  call void @check(i64 %id, i64 %got, i64 %w)
  ret void
}

; Digit sum of a decimal chunk below 10^9, and through %nd its digit count.
define i32 @chunk_digits(i32 %v, i32* %nd) {
entry:
  br label %loop

loop:
  %x = phi i32 [ %v, %entry ], [ %x1, %body ]
  %s = phi i32 [ 0, %entry ], [ %s1, %body ]
  %n = phi i32 [ 0, %entry ], [ %n1, %body ]
  %z = icmp eq i32 %x, 0
  br i1 %z, label %done, label %body

body:
  %d = urem i32 %x, 10
  %x1 = udiv i32 %x, 10
  %s1 = add i32 %s, %d
  %n1 = add i32 %n, 1
  br label %loop

done:
  store i32 %n, i32* %nd
  ret i32 %s
}

define i64 @main() {
entry:
  %nd = alloca i32
  %fa = getelementptr [40 x i32], [40 x i32]* @fa, i32 0, i32 0
  %fb = getelementptr [40 x i32], [40 x i32]* @fb, i32 0, i32 0
  call void @set_one(i32* %fb, i32 40)
  br label %fib

fib:
  %k = phi i32 [ 0, %entry ], [ %k1, %fib ]
  %x = phi i32* [ %fa, %entry ], [ %y, %fib ]
  %y = phi i32* [ %fb, %entry ], [ %x, %fib ]
  call void @bn_add(i32* %x, i32* %y, i32 40)
  %k1 = add i32 %k, 1
  %km = icmp slt i32 %k1, 1500
  br i1 %km, label %fib, label %fib.done

fib.done:
  call void @check_bn(i32 0, i32* %y, i32 40)
  %p = getelementptr [64 x i32], [64 x i32]* @p, i32 0, i32 0
  call void @set_one(i32* %p, i32 64)
  br label %pow

pow:
  %e = phi i32 [ 0, %fib.done ], [ %e1, %pow ]
  %pl = phi i32 [ 1, %fib.done ], [ %pl1, %pow ]
  %pl1 = call i32 @bn_mul_small(i32* %p, i32 %pl, i32 -808182895)
  %e1 = add i32 %e, 1
  %em = icmp slt i32 %e1, 50
  br i1 %em, label %pow, label %pow.done

pow.done:
  call void @check_bn(i32 1, i32* %p, i32 64)
  %q = getelementptr [128 x i32], [128 x i32]* @q, i32 0, i32 0
  call void @bn_mul(i32* %p, i32 %pl1, i32* %p, i32 %pl1, i32* %q)
  call void @check_bn(i32 2, i32* %q, i32 128)
  %f = getelementptr [128 x i32], [128 x i32]* @f, i32 0, i32 0
  call void @set_one(i32* %f, i32 128)
  br label %fact

fact:
  %m = phi i32 [ 2, %pow.done ], [ %m1, %fact ]
  %fl = phi i32 [ 1, %pow.done ], [ %fl1, %fact ]
  %fl1 = call i32 @bn_mul_small(i32* %f, i32 %fl, i32 %m)
  %m1 = add i32 %m, 1
  %mm = icmp sle i32 %m1, 400
  br i1 %mm, label %fact, label %fact.done

fact.done:
  call void @check_bn(i32 3, i32* %f, i32 128)
  %r = getelementptr [192 x i32], [192 x i32]* @r, i32 0, i32 0
  call void @bn_mul(i32* %f, i32 %fl1, i32* %p, i32 %pl1, i32* %r)
  call void @check_bn(i32 4, i32* %r, i32 192)
  %t = getelementptr [64 x i32], [64 x i32]* @t, i32 0, i32 0
  br label %copy

copy:
  %c = phi i32 [ 0, %fact.done ], [ %c1, %copy ]
  %ps = getelementptr i32, i32* %p, i32 %c
  %vs = load i32, i32* %ps
  %pd = getelementptr i32, i32* %t, i32 %c
  store i32 %vs, i32* %pd
  %c1 = add i32 %c, 1
  %cm = icmp slt i32 %c1, 64
  br i1 %cm, label %copy, label %decimal

decimal:
  %ds = phi i32 [ 0, %copy ], [ %ds1, %decimal ]
  %chunks = phi i32 [ 0, %copy ], [ %chunks1, %decimal ]
  %used = call i32 @bn_used(i32* %t, i32 64)
  %rem = call i32 @bn_div_small(i32* %t, i32 %used, i32 1000000000)
  %cs = call i32 @chunk_digits(i32 %rem, i32* %nd)
  %ds1 = add i32 %ds, %cs
  %chunks1 = add i32 %chunks, 1
  %left = call i32 @bn_used(i32* %t, i32 %used)
  %more = icmp sgt i32 %left, 0
  br i1 %more, label %decimal, label %decimal.done

decimal.done:
  %lastd = load i32, i32* %nd
  %full = add i32 %chunks1, -1
  %fd = mul i32 %full, 9
  %digits = add i32 %fd, %lastd
  %ds64 = zext i32 %ds1 to i64
  call void @check_want(i32 10, i64 %ds64)
  %dg64 = zext i32 %digits to i64
  call void @check_want(i32 11, i64 %dg64)
  %res = call i64 @report()
  ret i64 %res
}
