; endian_probe: sub-word views of wider stores (i8/i16/i32 loads of an i64, i64 loads of byte stores); the program detects the byte order and checks every view against it, so its output is the same on big- and little-endian targets
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
; Byte k (by address) of the i64 0x0102030405060708: k+1 on big-endian, 8-k on little-endian.
define i64 @expected_byte(i1 %big, i64 %k) {
  %be = add i64 %k, 1
  %le = sub i64 8, %k
  %r = select i1 %big, i64 %be, i64 %le
  ret i64 %r
}

define i64 @main() {
entry:
  %slot = alloca i64
  store i64 72623859790382856, i64* %slot
  %bytes = bitcast i64* %slot to i8*
  %b0 = load i8, i8* %bytes
  %big = icmp eq i8 %b0, 1
  %little = icmp eq i8 %b0, 8
  %known = or i1 %big, %little
  %knownx = zext i1 %known to i64
  call void @check(i64 1, i64 %knownx, i64 1)
  br label %scan

scan:
  %k = phi i64 [ 0, %entry ], [ %k1, %scan ]
  %bp = getelementptr i8, i8* %bytes, i64 %k
  %b = load i8, i8* %bp
  %bx = zext i8 %b to i64
  %want = call i64 @expected_byte(i1 %big, i64 %k)
  %id = add i64 %k, 10
  call void @check(i64 %id, i64 %bx, i64 %want)
  %k1 = add i64 %k, 1
  %more = icmp ult i64 %k1, 8
  br i1 %more, label %scan, label %words

words:
  ; the two i32 halves by address
  %w = bitcast i64* %slot to i32*
  %w0 = load i32, i32* %w
  %w1p = getelementptr i32, i32* %w, i64 1
  %w1 = load i32, i32* %w1p
  %w0x = zext i32 %w0 to i64
  %w1x = zext i32 %w1 to i64
  %want0 = select i1 %big, i64 16909060, i64 84281096
  %want1 = select i1 %big, i64 84281096, i64 16909060
  call void @check(i64 20, i64 %w0x, i64 %want0)
  call void @check(i64 21, i64 %w1x, i64 %want1)
  ; an i16 from the middle
  %h = bitcast i64* %slot to i16*
  %h2p = getelementptr i16, i16* %h, i64 2
  %h2 = load i16, i16* %h2p
  %h2x = zext i16 %h2 to i64
  %wanth = select i1 %big, i64 1286, i64 772
  call void @check(i64 22, i64 %h2x, i64 %wanth)
  ; bytes 0x81, 0x82, ... 0x88 stored one by one, read back as an i64
  br label %fillb

fillb:
  %j = phi i64 [ 0, %words ], [ %j1, %fillb ]
  %jb = trunc i64 %j to i8
  %val = add i8 %jb, -127
  %jp = getelementptr i8, i8* %bytes, i64 %j
  store i8 %val, i8* %jp
  %j1 = add i64 %j, 1
  %more2 = icmp ult i64 %j1, 8
  br i1 %more2, label %fillb, label %whole

whole:
  %all = load i64, i64* %slot
  ; 0x8182838485868788 and 0x8887868584838281
  %wantall = select i1 %big, i64 -9114578090645354616, i64 -8608764254683430271
  call void @check(i64 23, i64 %all, i64 %wantall)
  ; an i32 store into the low-address half leaves the other half alone
  store i32 -1, i32* %w
  %after = load i64, i64* %slot
  %wantafter = select i1 %big, i64 -2054781048, i64 -8608764252611674113
  call void @check(i64 24, i64 %after, i64 %wantafter)
  %failures = call i64 @report()
  ret i64 %failures
}
