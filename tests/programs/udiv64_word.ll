; udiv64_word: 64-bit unsigned division by divisors of 2^16 to 2^32-1 (the runtime's digit-estimate path), checked by n = q*d + r, r < d
; ret: 0

declare i32 @printf(i8*, ...)

@checks = global i64 0
@failures = global i64 0
@fmt.fail = global [31 x i8] c"FAIL %lld: got %llu want %llu\0A\00"
@fmt.done = global [42 x i8] c"%lld checks, %lld failures, sum %llx\0A\00\00\00\00\00"
@edges = global [8 x i64] [i64 65536, i64 65537, i64 131071, i64 16777215, i64 16777216, i64 2147483647, i64 2147483648, i64 4294967295]

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

; xorshift64 step.
define i64 @next(i64 %x) {
entry:
  %a = shl i64 %x, 13
  %x1 = xor i64 %x, %a
  %b = lshr i64 %x1, 7
  %x2 = xor i64 %x1, %b
  %c = shl i64 %x2, 17
  %x3 = xor i64 %x2, %c
  ret i64 %x3
}

; Checks n / d and n % d by the identity; returns q xor r for the sum.
define i64 @one(i64 %id, i64 %n, i64 %d) {
entry:
  %q = udiv i64 %n, %d
  %r = urem i64 %n, %d
  %qd = mul i64 %q, %d
  %back = add i64 %qd, %r
  call void @check(i64 %id, i64 %back, i64 %n)
  %lt = icmp ult i64 %r, %d
  %lt64 = zext i1 %lt to i64
  %id2 = add i64 %id, 1000000
  call void @check(i64 %id2, i64 %lt64, i64 1)
  %s = xor i64 %q, %r
  ret i64 %s
}

define i32 @main() {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %next ]
  %x = phi i64 [ 88172645463325252, %entry ], [ %x2, %next ]
  %sum = phi i64 [ 0, %entry ], [ %sum3, %next ]
  %x1 = call i64 @next(i64 %x)
  %x2 = call i64 @next(i64 %x1)
  ; A divisor in [2^16, 2^32): a random word shifted right by 0..15 bits,
  ; or one of the edge values.
  %w = lshr i64 %x2, 32
  %k = and i64 %x2, 15
  %dw = lshr i64 %w, %k
  %small = icmp ult i64 %dw, 65536
  %dw1 = or i64 %dw, 65536
  %dr = select i1 %small, i64 %dw1, i64 %dw
  %e = and i64 %i, 7
  %ep = getelementptr [8 x i64], [8 x i64]* @edges, i64 0, i64 %e
  %ed = load i64, i64* %ep
  %use_edge = icmp ult i64 %i, 64
  %d = select i1 %use_edge, i64 %ed, i64 %dr
  ; Dividends: random, all ones, and just below a multiple of d.
  %s1 = call i64 @one(i64 %i, i64 %x1, i64 %d)
  %id2 = add i64 %i, 10000
  %s2 = call i64 @one(i64 %id2, i64 -1, i64 %d)
  %m = mul i64 %x1, %d
  %m1 = sub i64 %m, 1
  %id3 = add i64 %i, 20000
  %s3 = call i64 @one(i64 %id3, i64 %m1, i64 %d)
  %sum1 = add i64 %sum, %s1
  %sum2 = add i64 %sum1, %s2
  %sum3 = add i64 %sum2, %s3
  br label %next

next:
  %i1 = add i64 %i, 1
  %again = icmp ult i64 %i1, 600
  br i1 %again, label %loop, label %done

done:
  %f = getelementptr [42 x i8], [42 x i8]* @fmt.done, i64 0, i64 0
  %nc = load i64, i64* @checks
  %nf = load i64, i64* @failures
  %p = call i32 (i8*, ...) @printf(i8* %f, i64 %nc, i64 %nf, i64 %sum3)
  %ret = trunc i64 %nf to i32
  ret i32 %ret
}
