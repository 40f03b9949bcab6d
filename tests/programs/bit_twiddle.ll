; bit_twiddle: 64-bit bit manipulation: popcount (loop and SWAR), count leading/trailing zeros (binary search on the halves), bit reversal, byte swap, rotations by 13, 32 and 63, all through a table of function pointers
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
@inputs = global [10 x i64] [i64 0, i64 1, i64 -9223372036854775808, i64 -1, i64 1311768467463790320, i64 4294967295, i64 -4294967296, i64 2147483648, i64 6148914691236517205, i64 1085086039261839361]
@wants = global [8 x [10 x i64]] [
  [10 x i64] [i64 0, i64 1, i64 1, i64 64, i64 32, i64 32, i64 32, i64 1, i64 32, i64 17],
  [10 x i64] [i64 64, i64 63, i64 0, i64 0, i64 3, i64 32, i64 0, i64 32, i64 1, i64 4],
  [10 x i64] [i64 64, i64 0, i64 63, i64 0, i64 4, i64 0, i64 32, i64 31, i64 0, i64 0],
  [10 x i64] [i64 0, i64 -9223372036854775808, i64 1, i64 -1, i64 1115552785675988040, i64 -4294967296, i64 4294967295, i64 4294967296, i64 -6148914691236517206, i64 -9223355479755788048],
  [10 x i64] [i64 0, i64 72057594037927936, i64 128, i64 -1, i64 -1090226688147180526, i64 -4294967296, i64 4294967295, i64 549755813888, i64 6148914691236517205, i64 72322507620749071],
  [10 x i64] [i64 0, i64 8192, i64 4096, i64 -1, i64 -8444509509298290106, i64 35184372080640, i64 -35184372080641, i64 17592186044416, i64 -6148914691236517206, i64 -2305809895015833119],
  [10 x i64] [i64 0, i64 4294967296, i64 2147483648, i64 -1, i64 -7296712173568108936, i64 -4294967296, i64 4294967295, i64 -9223372036854775808, i64 6148914691236517205, i64 -1085367505648680960],
  [10 x i64] [i64 0, i64 -9223372036854775808, i64 4611686018427387904, i64 -1, i64 655884233731895160, i64 -9223372034707292161, i64 9223372034707292160, i64 1073741824, i64 -6148914691236517206, i64 -8680829017223856128]
]
@ops = global [8 x i64 (i64)*] [i64 (i64)* @popcount, i64 (i64)* @clz, i64 (i64)* @ctz, i64 (i64)* @reverse, i64 (i64)* @bswap, i64 (i64)* @rotl13, i64 (i64)* @rotl32, i64 (i64)* @rotl63]

define i64 @popcount_loop(i64 %x) {
entry:
  br label %loop

loop:
  %v = phi i64 [ %x, %entry ], [ %v1, %body ]
  %n = phi i64 [ 0, %entry ], [ %n1, %body ]
  %z = icmp eq i64 %v, 0
  br i1 %z, label %done, label %body

body:
  ; clear the lowest set bit
  %vm1 = sub i64 %v, 1
  %v1 = and i64 %v, %vm1
  %n1 = add i64 %n, 1
  br label %loop

done:
  ret i64 %n
}

define i64 @popcount(i64 %x) {
  %a1 = lshr i64 %x, 1
  %a2 = and i64 %a1, 6148914691236517205
  %a = sub i64 %x, %a2
  %b1 = and i64 %a, 3689348814741910323
  %b2 = lshr i64 %a, 2
  %b3 = and i64 %b2, 3689348814741910323
  %b = add i64 %b1, %b3
  %c1 = lshr i64 %b, 4
  %c2 = add i64 %b, %c1
  %c = and i64 %c2, 1085102592571150095
  %d = mul i64 %c, 72340172838076673
  %r = lshr i64 %d, 56
  %slow = call i64 @popcount_loop(i64 %x)
  %same = icmp eq i64 %r, %slow
  %out = select i1 %same, i64 %r, i64 -1
  ret i64 %out
}

define i64 @clz(i64 %x) {
entry:
  %z = icmp eq i64 %x, 0
  br i1 %z, label %zero, label %search

zero:
  ret i64 64

search:
  br label %step

step:
  %v = phi i64 [ %x, %search ], [ %v1, %step ]
  %n = phi i64 [ 0, %search ], [ %n1, %step ]
  %w = phi i64 [ 32, %search ], [ %w1, %step ]
  ; if the top w bits are clear, count them and shift them out
  %keep = sub i64 64, %w
  %top = lshr i64 %v, %keep
  %clear = icmp eq i64 %top, 0
  %vs = shl i64 %v, %w
  %v1 = select i1 %clear, i64 %vs, i64 %v
  %add = select i1 %clear, i64 %w, i64 0
  %n1 = add i64 %n, %add
  %w1 = lshr i64 %w, 1
  %more = icmp ne i64 %w1, 0
  br i1 %more, label %step, label %done

done:
  ret i64 %n1
}

define i64 @ctz(i64 %x) {
entry:
  %z = icmp eq i64 %x, 0
  br i1 %z, label %zero, label %nonzero

zero:
  ret i64 64

nonzero:
  %neg = sub i64 0, %x
  %low = and i64 %x, %neg
  %lz = call i64 @clz(i64 %low)
  %r = sub i64 63, %lz
  ret i64 %r
}

define i64 @reverse(i64 %x) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %v = phi i64 [ %x, %entry ], [ %v1, %loop ]
  %r = phi i64 [ 0, %entry ], [ %r2, %loop ]
  %bit = and i64 %v, 1
  %r1 = shl i64 %r, 1
  %r2 = or i64 %r1, %bit
  %v1 = lshr i64 %v, 1
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, 64
  br i1 %more, label %loop, label %done

done:
  ret i64 %r2
}

define i64 @bswap(i64 %x) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %v = phi i64 [ %x, %entry ], [ %v1, %loop ]
  %r = phi i64 [ 0, %entry ], [ %r2, %loop ]
  %byte = and i64 %v, 255
  %r1 = shl i64 %r, 8
  %r2 = or i64 %r1, %byte
  %v1 = lshr i64 %v, 8
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, 8
  br i1 %more, label %loop, label %done

done:
  ret i64 %r2
}

define i64 @rotl(i64 %x, i64 %k) {
  %l = shl i64 %x, %k
  %rk = sub i64 64, %k
  %r = lshr i64 %x, %rk
  %o = or i64 %l, %r
  ret i64 %o
}

define i64 @rotl13(i64 %x) {
  %r = call i64 @rotl(i64 %x, i64 13)
  ret i64 %r
}

define i64 @rotl32(i64 %x) {
  %r = call i64 @rotl(i64 %x, i64 32)
  ret i64 %r
}

define i64 @rotl63(i64 %x) {
  %r = call i64 @rotl(i64 %x, i64 63)
  ret i64 %r
}

define i64 @main() {
entry:
  br label %ops

ops:
  %op = phi i64 [ 0, %entry ], [ %op1, %ops.next ]
  %fp = getelementptr [8 x i64 (i64)*], [8 x i64 (i64)*]* @ops, i64 0, i64 %op
  %f = load i64 (i64)*, i64 (i64)** %fp
  br label %vals

vals:
  %i = phi i64 [ 0, %ops ], [ %i1, %vals ]
  %px = getelementptr [10 x i64], [10 x i64]* @inputs, i64 0, i64 %i
  %x = load i64, i64* %px
  %pw = getelementptr [8 x [10 x i64]], [8 x [10 x i64]]* @wants, i64 0, i64 %op, i64 %i
  %want = load i64, i64* %pw
  %got = call i64 %f(i64 %x)
  %id0 = mul i64 %op, 100
  %id = add i64 %id0, %i
  call void @check(i64 %id, i64 %got, i64 %want)
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, 10
  br i1 %more, label %vals, label %ops.next

ops.next:
  %op1 = add i64 %op, 1
  %omore = icmp ult i64 %op1, 8
  br i1 %omore, label %ops, label %done

done:
  %failures = call i64 @report()
  ret i64 %failures
}
