; isqrt: unsigned 64-bit integer square roots by Newton's method (udiv) and by the bit-by-bit method (shifts, unsigned compares), on values up to 2^64 - 1; both must agree and satisfy r^2 <= n < (r+1)^2
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
@inputs = global [16 x i64] [i64 0, i64 1, i64 2, i64 3, i64 15, i64 16, i64 17, i64 4294967295, i64 4294967296, i64 4611686018427387904, i64 9223372036854775807, i64 -1, i64 1000000000000000000, i64 -8589934591, i64 -8589934592, i64 -9223372036854775808]
@roots = global [16 x i64] [i64 0, i64 1, i64 1, i64 1, i64 3, i64 4, i64 4, i64 65535, i64 65536, i64 2147483648, i64 3037000499, i64 4294967295, i64 1000000000, i64 4294967295, i64 4294967294, i64 3037000499]

define i64 @isqrt_newton(i64 %n) {
entry:
  %small = icmp ult i64 %n, 2
  br i1 %small, label %trivial, label %start

trivial:
  ret i64 %n

start:
  ; x0 = 2^32 - 1 is at least the root for every 64-bit n
  br label %loop

loop:
  %x = phi i64 [ 4294967295, %start ], [ %y, %loop ]
  %q = udiv i64 %n, %x
  %s = add i64 %x, %q
  %y = lshr i64 %s, 1
  %smaller = icmp ult i64 %y, %x
  br i1 %smaller, label %loop, label %done

done:
  ret i64 %x
}

define i64 @isqrt_bits(i64 %n) {
entry:
  br label %loop

loop:
  %bit = phi i64 [ 4611686018427387904, %entry ], [ %bit1, %next ]
  %num = phi i64 [ %n, %entry ], [ %num1, %next ]
  %res = phi i64 [ 0, %entry ], [ %res2, %next ]
  %rb = add i64 %res, %bit
  %ge = icmp uge i64 %num, %rb
  %half = lshr i64 %res, 1
  br i1 %ge, label %take, label %next

take:
  %numt = sub i64 %num, %rb
  %rest = add i64 %half, %bit
  br label %next

next:
  %num1 = phi i64 [ %num, %loop ], [ %numt, %take ]
  %res2 = phi i64 [ %half, %loop ], [ %rest, %take ]
  %bit1 = lshr i64 %bit, 2
  %more = icmp ne i64 %bit1, 0
  br i1 %more, label %loop, label %done

done:
  ret i64 %res2
}

define i64 @main() {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %pn = getelementptr [16 x i64], [16 x i64]* @inputs, i64 0, i64 %i
  %n = load i64, i64* %pn
  %pr = getelementptr [16 x i64], [16 x i64]* @roots, i64 0, i64 %i
  %want = load i64, i64* %pr
  %a = call i64 @isqrt_newton(i64 %n)
  %b = call i64 @isqrt_bits(i64 %n)
  %id = mul i64 %i, 10
  call void @check(i64 %id, i64 %a, i64 %want)
  %id1 = add i64 %id, 1
  call void @check(i64 %id1, i64 %b, i64 %want)
  ; r^2 <= n and n - r^2 <= 2r (that is, n < (r+1)^2 without overflow)
  %sq = mul i64 %a, %a
  %le = icmp ule i64 %sq, %n
  %gap = sub i64 %n, %sq
  %twor = shl i64 %a, 1
  %tight = icmp ule i64 %gap, %twor
  %ok = and i1 %le, %tight
  %okx = zext i1 %ok to i64
  %id2 = add i64 %id, 2
  call void @check(i64 %id2, i64 %okx, i64 1)
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, 16
  br i1 %more, label %loop, label %done

done:
  %failures = call i64 @report()
  ret i64 %failures
}
