; bm_crc32: CRC-32 computed bit by bit and with a 256-entry table, and Adler-32 (urem by 65521), over 4096 LCG bytes in three rounds and prefixes of 4096, 1000 and 1 bytes; the two CRCs must agree and match Python's zlib
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

@buf = global [4096 x i8] zeroinitializer
@table = global [256 x i32] zeroinitializer
@lens = global [3 x i32] [i32 4096, i32 1000, i32 1]
@want = global [12 x i64] [i64 2638074564, i64 2072985344, i64 2322244508, i64 241562671, i64 1464540938, i64 1820196229, i64 1255198513, i64 3791454051, i64 1237976800, i64 3899491756, i64 2852464175, i64 4021096639]

define void @fill(i32 %seed) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %x = phi i32 [ %seed, %entry ], [ %x1, %loop ]
  %m = mul i32 %x, 1664525
  %x1 = add i32 %m, 1013904223
  %hi = lshr i32 %x1, 24
  %b = trunc i32 %hi to i8
  %p = getelementptr [4096 x i8], [4096 x i8]* @buf, i32 0, i32 %i
  store i8 %b, i8* %p
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, 4096
  br i1 %more, label %loop, label %done

done:
  ret void
}

define i32 @crc_bitwise(i8* %p, i32 %n) {
entry:
  br label %bytes

bytes:
  %i = phi i32 [ 0, %entry ], [ %i1, %bits.done ]
  %crc = phi i32 [ -1, %entry ], [ %v1, %bits.done ]
  %in = icmp slt i32 %i, %n
  br i1 %in, label %mix, label %done

mix:
  %q = getelementptr i8, i8* %p, i32 %i
  %c = load i8, i8* %q
  %cz = zext i8 %c to i32
  %x = xor i32 %crc, %cz
  br label %bits

bits:
  %k = phi i32 [ 0, %mix ], [ %k1, %bits ]
  %v = phi i32 [ %x, %mix ], [ %v1, %bits ]
  %low = and i32 %v, 1
  %mask = sub i32 0, %low
  %poly = and i32 %mask, -306674912
  %sh = lshr i32 %v, 1
  %v1 = xor i32 %sh, %poly
  %k1 = add i32 %k, 1
  %more = icmp ult i32 %k1, 8
  br i1 %more, label %bits, label %bits.done

bits.done:
  %i1 = add i32 %i, 1
  br label %bytes

done:
  %r = xor i32 %crc, -1
  ret i32 %r
}

define void @make_table() {
entry:
  br label %entries

entries:
  %n = phi i32 [ 0, %entry ], [ %n1, %store ]
  br label %bits

bits:
  %k = phi i32 [ 0, %entries ], [ %k1, %bits ]
  %v = phi i32 [ %n, %entries ], [ %v1, %bits ]
  %low = and i32 %v, 1
  %odd = icmp ne i32 %low, 0
  %sh = lshr i32 %v, 1
  %xp = xor i32 %sh, -306674912
  %v1 = select i1 %odd, i32 %xp, i32 %sh
  %k1 = add i32 %k, 1
  %more = icmp ult i32 %k1, 8
  br i1 %more, label %bits, label %store

store:
  %tp = getelementptr [256 x i32], [256 x i32]* @table, i32 0, i32 %n
  store i32 %v1, i32* %tp
  %n1 = add i32 %n, 1
  %nm = icmp ult i32 %n1, 256
  br i1 %nm, label %entries, label %done

done:
  ret void
}

define i32 @crc_table(i8* %p, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %body ]
  %crc = phi i32 [ -1, %entry ], [ %crc1, %body ]
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done

body:
  %q = getelementptr i8, i8* %p, i32 %i
  %c = load i8, i8* %q
  %cz = zext i8 %c to i32
  %x = xor i32 %crc, %cz
  %idx = and i32 %x, 255
  %tp = getelementptr [256 x i32], [256 x i32]* @table, i32 0, i32 %idx
  %t = load i32, i32* %tp
  %sh = lshr i32 %crc, 8
  %crc1 = xor i32 %sh, %t
  %i1 = add i32 %i, 1
  br label %loop

done:
  %r = xor i32 %crc, -1
  ret i32 %r
}

define i32 @adler32(i8* %p, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %body ]
  %a = phi i32 [ 1, %entry ], [ %a1, %body ]
  %b = phi i32 [ 0, %entry ], [ %b1, %body ]
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done

body:
  %q = getelementptr i8, i8* %p, i32 %i
  %c = load i8, i8* %q
  %cz = zext i8 %c to i32
  %as = add i32 %a, %cz
  %a1 = urem i32 %as, 65521
  %bs = add i32 %b, %a1
  %b1 = urem i32 %bs, 65521
  %i1 = add i32 %i, 1
  br label %loop

done:
  %bh = shl i32 %b, 16
  %r = or i32 %bh, %a
  ret i32 %r
}

define void @check_u32(i32 %k, i32 %got) {
entry:
  %wp = getelementptr [12 x i64], [12 x i64]* @want, i32 0, i32 %k
  %w = load i64, i64* %wp
  %id = zext i32 %k to i64
  %g = zext i32 %got to i64
  call void @check(i64 %id, i64 %g, i64 %w)
  ret void
}

define i64 @main() {
entry:
  call void @make_table()
  %p = getelementptr [4096 x i8], [4096 x i8]* @buf, i32 0, i32 0
  br label %round

round:
  %r = phi i32 [ 0, %entry ], [ %r1, %round.end ]
  %sm = mul i32 %r, -1640531535
  %seed = add i32 %sm, 7
  call void @fill(i32 %seed)
  %base = mul i32 %r, 4
  br label %lens

lens:
  %l = phi i32 [ 0, %round ], [ %l1, %lens ]
  %lp = getelementptr [3 x i32], [3 x i32]* @lens, i32 0, i32 %l
  %n = load i32, i32* %lp
  %c1 = call i32 @crc_bitwise(i8* %p, i32 %n)
  %c2 = call i32 @crc_table(i8* %p, i32 %n)
  %k = add i32 %base, %l
  call void @check_u32(i32 %k, i32 %c1)
  call void @check_u32(i32 %k, i32 %c2)
  %l1 = add i32 %l, 1
  %lm = icmp slt i32 %l1, 3
  br i1 %lm, label %lens, label %round.end

round.end:
  %ad = call i32 @adler32(i8* %p, i32 4096)
  %ka = add i32 %base, 3
  call void @check_u32(i32 %ka, i32 %ad)
  %r1 = add i32 %r, 1
  %more = icmp slt i32 %r1, 3
  br i1 %more, label %round, label %done

done:
  %res = call i64 @report()
  ret i64 %res
}
