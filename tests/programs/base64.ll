; base64: Base64 encoding and decoding of byte strings (i8 shifts and masks, table lookups in a string global, a 256-entry reverse table built at run time, zext/trunc between i8 and i32); round trips checked, encodings printed
; ret: 0
declare void @ll_puts(i8*)
declare i8* @ll_malloc(i64, i64)

@alphabet = global [65 x i8] c"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/\00"
@reverse = global [256 x i8] zeroinitializer
@m1 = global [6 x i8] c"Man\00\00\00"
@m2 = global [16 x i8] c"hello, world!\00\00\00"
@m3 = global [10 x i8] c"\FF\FE\FD\00\01\02\80\00\00\00"
@m4 = global [5 x i8] c"ab\00\00\00"
@ok = global [16 x i8] c"round trips: ok\00"
@bad = global [20 x i8] c"round trips: FAILED\00"

define i8 @enc(i32 %six) {
  %p = getelementptr [65 x i8], [65 x i8]* @alphabet, i64 0, i32 %six
  %c = load i8, i8* %p
  ret i8 %c
}

; Encodes n bytes of src (which must be readable up to src[n+1]: the messages carry two
; spare NUL bytes); returns a new NUL-terminated string.
define i8* @encode(i8* %src, i32 %n) {
entry:
  %n2 = add i32 %n, 2
  %groups = udiv i32 %n2, 3
  %len = mul i32 %groups, 4
  %len1 = add i32 %len, 1
  %size = zext i32 %len1 to i64
  %out = call i8* @ll_malloc(i64 %size, i64 1)
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i3, %loop ]
  %o = phi i32 [ 0, %entry ], [ %o4, %loop ]
  %p0 = getelementptr i8, i8* %src, i32 %i
  %b0 = load i8, i8* %p0
  %i1 = add i32 %i, 1
  %i2 = add i32 %i, 2
  %has1 = icmp slt i32 %i1, %n
  %has2 = icmp slt i32 %i2, %n
  %p1 = getelementptr i8, i8* %src, i32 %i1
  %b1raw = load i8, i8* %p1
  %b1 = select i1 %has1, i8 %b1raw, i8 0
  %p2 = getelementptr i8, i8* %src, i32 %i2
  %b2raw = load i8, i8* %p2
  %b2 = select i1 %has2, i8 %b2raw, i8 0
  %x0 = zext i8 %b0 to i32
  %x1 = zext i8 %b1 to i32
  %x2 = zext i8 %b2 to i32
  %s0 = shl i32 %x0, 16
  %s1 = shl i32 %x1, 8
  %w0 = or i32 %s0, %s1
  %w = or i32 %w0, %x2
  %c0i = lshr i32 %w, 18
  %c1s = lshr i32 %w, 12
  %c1i = and i32 %c1s, 63
  %c2s = lshr i32 %w, 6
  %c2i = and i32 %c2s, 63
  %c3i = and i32 %w, 63
  %c0 = call i8 @enc(i32 %c0i)
  %c1 = call i8 @enc(i32 %c1i)
  %c2e = call i8 @enc(i32 %c2i)
  %c3e = call i8 @enc(i32 %c3i)
  %c2 = select i1 %has1, i8 %c2e, i8 61
  %c3 = select i1 %has2, i8 %c3e, i8 61
  %q0 = getelementptr i8, i8* %out, i32 %o
  store i8 %c0, i8* %q0
  %o1 = add i32 %o, 1
  %q1 = getelementptr i8, i8* %out, i32 %o1
  store i8 %c1, i8* %q1
  %o2 = add i32 %o, 2
  %q2 = getelementptr i8, i8* %out, i32 %o2
  store i8 %c2, i8* %q2
  %o3 = add i32 %o, 3
  %q3 = getelementptr i8, i8* %out, i32 %o3
  store i8 %c3, i8* %q3
  %o4 = add i32 %o, 4
  %i3 = add i32 %i, 3
  %more = icmp slt i32 %i3, %n
  br i1 %more, label %loop, label %done

done:
  ret i8* %out
}

define void @build_reverse() {
entry:
  br label %loop

loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %c = call i8 @enc(i32 %k)
  %cx = zext i8 %c to i64
  %p = getelementptr [256 x i8], [256 x i8]* @reverse, i64 0, i64 %cx
  %v = trunc i32 %k to i8
  store i8 %v, i8* %p
  %k1 = add i32 %k, 1
  %more = icmp slt i32 %k1, 64
  br i1 %more, label %loop, label %done

done:
  ret void
}

define i32 @dec(i8 %c) {
  %cx = zext i8 %c to i64
  %p = getelementptr [256 x i8], [256 x i8]* @reverse, i64 0, i64 %cx
  %v = load i8, i8* %p
  %r = zext i8 %v to i32
  ret i32 %r
}

; Decodes into dst; returns the number of bytes produced.
define i32 @decode(i8* %src, i8* %dst) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i4, %body ]
  %o = phi i32 [ 0, %entry ], [ %o.next, %body ]
  %p0 = getelementptr i8, i8* %src, i32 %i
  %c0 = load i8, i8* %p0
  %end = icmp eq i8 %c0, 0
  br i1 %end, label %done, label %body

body:
  %i1 = add i32 %i, 1
  %i2 = add i32 %i, 2
  %i3 = add i32 %i, 3
  %p1 = getelementptr i8, i8* %src, i32 %i1
  %p2 = getelementptr i8, i8* %src, i32 %i2
  %p3 = getelementptr i8, i8* %src, i32 %i3
  %c1 = load i8, i8* %p1
  %c2 = load i8, i8* %p2
  %c3 = load i8, i8* %p3
  %pad2 = icmp eq i8 %c2, 61
  %pad3 = icmp eq i8 %c3, 61
  %v0 = call i32 @dec(i8 %c0)
  %v1 = call i32 @dec(i8 %c1)
  %v2 = call i32 @dec(i8 %c2)
  %v3 = call i32 @dec(i8 %c3)
  %s0 = shl i32 %v0, 18
  %s1 = shl i32 %v1, 12
  %s2 = shl i32 %v2, 6
  %w0 = or i32 %s0, %s1
  %w1 = or i32 %w0, %s2
  %w = or i32 %w1, %v3
  %b0s = lshr i32 %w, 16
  %b0 = trunc i32 %b0s to i8
  %b1s = lshr i32 %w, 8
  %b1 = trunc i32 %b1s to i8
  %b2 = trunc i32 %w to i8
  %q0 = getelementptr i8, i8* %dst, i32 %o
  store i8 %b0, i8* %q0
  %o1 = add i32 %o, 1
  %q1 = getelementptr i8, i8* %dst, i32 %o1
  store i8 %b1, i8* %q1
  %o2 = add i32 %o, 2
  %q2 = getelementptr i8, i8* %dst, i32 %o2
  store i8 %b2, i8* %q2
  %o3 = add i32 %o, 3
  %less1 = select i1 %pad3, i32 1, i32 0
  %less2 = select i1 %pad2, i32 2, i32 %less1
  %o.next = sub i32 %o3, %less2
  %i4 = add i32 %i, 4
  br label %loop

done:
  ret i32 %o
}

; Encodes, prints, decodes and compares; returns 1 when the round trip is exact.
define i32 @trip(i8* %msg, i32 %n) {
entry:
  %e = call i8* @encode(i8* %msg, i32 %n)
  call void @ll_puts(i8* %e)
  %buf = call i8* @ll_malloc(i64 64, i64 1)
  %m = call i32 @decode(i8* %e, i8* %buf)
  %samelen = icmp eq i32 %m, %n
  br i1 %samelen, label %cmp, label %fail

cmp:
  %k = phi i32 [ 0, %entry ], [ %k1, %cmp.next ]
  %done = icmp sge i32 %k, %n
  br i1 %done, label %pass, label %cmp.body

cmp.body:
  %pa = getelementptr i8, i8* %msg, i32 %k
  %pb = getelementptr i8, i8* %buf, i32 %k
  %a = load i8, i8* %pa
  %b = load i8, i8* %pb
  %eq = icmp eq i8 %a, %b
  br i1 %eq, label %cmp.next, label %fail

cmp.next:
  %k1 = add i32 %k, 1
  br label %cmp

pass:
  ret i32 1

fail:
  ret i32 0
}

define i32 @main() {
entry:
  call void @build_reverse()
  %m1 = getelementptr [6 x i8], [6 x i8]* @m1, i64 0, i64 0
  %r1 = call i32 @trip(i8* %m1, i32 3)
  %m2 = getelementptr [16 x i8], [16 x i8]* @m2, i64 0, i64 0
  %r2 = call i32 @trip(i8* %m2, i32 13)
  %m3 = getelementptr [10 x i8], [10 x i8]* @m3, i64 0, i64 0
  %r3 = call i32 @trip(i8* %m3, i32 7)
  %m4 = getelementptr [5 x i8], [5 x i8]* @m4, i64 0, i64 0
  %r4 = call i32 @trip(i8* %m4, i32 2)
  %a = and i32 %r1, %r2
  %b = and i32 %r3, %r4
  %all = and i32 %a, %b
  %good = icmp eq i32 %all, 1
  %okp = getelementptr [16 x i8], [16 x i8]* @ok, i64 0, i64 0
  %badp = getelementptr [20 x i8], [20 x i8]* @bad, i64 0, i64 0
  %msg = select i1 %good, i8* %okp, i8* %badp
  call void @ll_puts(i8* %msg)
  %r = sub i32 1, %all
  ret i32 %r
}
