; binary_search: lower-bound binary search over 1000 sorted i64 keys spanning the sign bit and the 32-bit boundary (unsigned midpoint via lshr), 2000 probes
; ret: 0
declare i32 @printf(i8*, ...)

@keys = global [1000 x i64] zeroinitializer
@fmt = global [62 x i8] c"found=%lld missing=%lld index_sum=%lld below=%lld above=%lld\0A\00"

; key(i) = (i - 500) * 12345678 - 7: negative for small i, beyond 32 bits at both ends
define i64 @key(i64 %i) {
  %c = sub i64 %i, 500
  %m = mul i64 %c, 12345678
  %r = sub i64 %m, 7
  ret i64 %r
}

; The first index whose key is >= x (1000 if none).
define i64 @lower_bound(i64* %a, i64 %n, i64 %x) {
entry:
  br label %loop

loop:
  %lo = phi i64 [ 0, %entry ], [ %lo.next, %step ]
  %hi = phi i64 [ %n, %entry ], [ %hi.next, %step ]
  %open = icmp ult i64 %lo, %hi
  br i1 %open, label %step, label %done

step:
  %sum = add i64 %lo, %hi
  %mid = lshr i64 %sum, 1
  %pm = getelementptr i64, i64* %a, i64 %mid
  %vm = load i64, i64* %pm
  %less = icmp slt i64 %vm, %x
  %mid1 = add i64 %mid, 1
  %lo.next = select i1 %less, i64 %mid1, i64 %lo
  %hi.next = select i1 %less, i64 %hi, i64 %mid
  br label %loop

done:
  ret i64 %lo
}

define i64 @main() {
entry:
  %a = getelementptr [1000 x i64], [1000 x i64]* @keys, i64 0, i64 0
  br label %fill

fill:
  %i = phi i64 [ 0, %entry ], [ %i1, %fill ]
  %k = call i64 @key(i64 %i)
  %p = getelementptr i64, i64* %a, i64 %i
  store i64 %k, i64* %p
  %i1 = add i64 %i, 1
  %fmore = icmp slt i64 %i1, 1000
  br i1 %fmore, label %fill, label %probe

probe:
  %j = phi i64 [ -1002, %fill ], [ %j1, %probe.next ]
  %found = phi i64 [ 0, %fill ], [ %found1, %probe.next ]
  %missing = phi i64 [ 0, %fill ], [ %missing1, %probe.next ]
  %isum = phi i64 [ 0, %fill ], [ %isum1, %probe.next ]
  %below = phi i64 [ 0, %fill ], [ %below1, %probe.next ]
  %above = phi i64 [ 0, %fill ], [ %above1, %probe.next ]
  ; even j probe existing keys, odd j probe between keys
  %jh = ashr i64 %j, 1
  %idx = add i64 %jh, 500
  %base = call i64 @key(i64 %idx)
  %odd = and i64 %j, 1
  %x = add i64 %base, %odd
  %lb = call i64 @lower_bound(i64* %a, i64 1000, i64 %x)
  %inb = icmp ult i64 %lb, 1000
  %lbc = select i1 %inb, i64 %lb, i64 0
  %pl = getelementptr i64, i64* %a, i64 %lbc
  %vl = load i64, i64* %pl
  %hit0 = icmp eq i64 %vl, %x
  %hit = and i1 %hit0, %inb
  %hitx = zext i1 %hit to i64
  %found1 = add i64 %found, %hitx
  %missx = xor i64 %hitx, 1
  %missing1 = add i64 %missing, %missx
  %isum1 = add i64 %isum, %lb
  %isbelow = icmp eq i64 %lb, 0
  %isabove = icmp eq i64 %lb, 1000
  %bx = zext i1 %isbelow to i64
  %ax = zext i1 %isabove to i64
  %below1 = add i64 %below, %bx
  %above1 = add i64 %above, %ax
  br label %probe.next

probe.next:
  %j1 = add i64 %j, 1
  %pmore = icmp slt i64 %j1, 1002
  br i1 %pmore, label %probe, label %out

out:
  %f = getelementptr [62 x i8], [62 x i8]* @fmt, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %f, i64 %found1, i64 %missing1, i64 %isum1, i64 %below1, i64 %above1)
  %r = sub i64 %found1, 1000
  ret i64 %r
}
