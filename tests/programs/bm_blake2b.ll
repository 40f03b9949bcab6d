; bm_blake2b: the BLAKE2b hash (64-byte digest) over 18 messages of 0 to 2048 LCG bytes, 127 compressions: twelve rounds of the G function (i64 adds, xors and rotations by 32, 24, 16, 63) on a local [16 x i64] work vector indexed through the message schedule; digests checked against Python's hashlib.blake2b
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

@buf = global [2048 x i8] zeroinitializer
@iv = global [8 x i64] [i64 7640891576956012808, i64 -4942790177534073029, i64 4354685564936845355, i64 -6534734903238641935, i64 5840696475078001361, i64 -7276294671716946913, i64 2270897969802886507, i64 6620516959819538809]
@sigma = global [192 x i8] [i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15, i8 14, i8 10, i8 4, i8 8, i8 9, i8 15, i8 13, i8 6, i8 1, i8 12, i8 0, i8 2, i8 11, i8 7, i8 5, i8 3, i8 11, i8 8, i8 12, i8 0, i8 5, i8 2, i8 15, i8 13, i8 10, i8 14, i8 3, i8 6, i8 7, i8 1, i8 9, i8 4, i8 7, i8 9, i8 3, i8 1, i8 13, i8 12, i8 11, i8 14, i8 2, i8 6, i8 5, i8 10, i8 4, i8 0, i8 15, i8 8, i8 9, i8 0, i8 5, i8 7, i8 2, i8 4, i8 10, i8 15, i8 14, i8 1, i8 11, i8 12, i8 6, i8 8, i8 3, i8 13, i8 2, i8 12, i8 6, i8 10, i8 0, i8 11, i8 8, i8 3, i8 4, i8 13, i8 7, i8 5, i8 15, i8 14, i8 1, i8 9, i8 12, i8 5, i8 1, i8 15, i8 14, i8 13, i8 4, i8 10, i8 0, i8 7, i8 6, i8 3, i8 9, i8 2, i8 8, i8 11, i8 13, i8 11, i8 7, i8 14, i8 12, i8 1, i8 3, i8 9, i8 5, i8 0, i8 15, i8 4, i8 8, i8 6, i8 2, i8 10, i8 6, i8 15, i8 14, i8 9, i8 11, i8 3, i8 0, i8 8, i8 12, i8 2, i8 13, i8 7, i8 1, i8 4, i8 10, i8 5, i8 10, i8 2, i8 8, i8 4, i8 7, i8 6, i8 1, i8 5, i8 15, i8 11, i8 9, i8 14, i8 3, i8 12, i8 13, i8 0, i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15, i8 14, i8 10, i8 4, i8 8, i8 9, i8 15, i8 13, i8 6, i8 1, i8 12, i8 0, i8 2, i8 11, i8 7, i8 5, i8 3]
; offset and length of each message
@msgs = global [36 x i32] [i32 0, i32 0, i32 5, i32 1, i32 7, i32 3, i32 100, i32 64, i32 0, i32 127, i32 1, i32 128, i32 2, i32 129, i32 300, i32 255, i32 17, i32 256, i32 1000, i32 500, i32 33, i32 1000, i32 0, i32 2048, i32 512, i32 1536, i32 9, i32 1999, i32 1, i32 2047, i32 0, i32 2048, i32 700, i32 1300, i32 3, i32 2000]
; xor over i of digest word i * (2i + 1), per message
@want.fold = global [18 x i64] [i64 -1748212467785810783, i64 8642389229002817536, i64 5040901813194772504, i64 3192562603369411625, i64 -5987573789683116839, i64 -5539856851055516390, i64 -9052743752142852814, i64 -1576180553203765767, i64 -3124107160134268602, i64 146094193067805700, i64 2713116409979978445, i64 3013890368459405605, i64 -3593398557062895245, i64 374812849957819745, i64 8664290459689421188, i64 3013890368459405605, i64 -7815187364076685139, i64 2901427600374596944]
; the digest words of message 3
@want.words = global [8 x i64] [i64 8325580480426947801, i64 1373987014349230144, i64 5248018427932962119, i64 6178518657868613881, i64 -2361037029970224495, i64 4232714771043662476, i64 -3561723682892841106, i64 4230684390952159353]

define void @make_buf() {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %x = phi i32 [ -1831433054, %entry ], [ %x1, %loop ]
  %m = mul i32 %x, 1664525
  %x1 = add i32 %m, 1013904223
  %hi = lshr i32 %x1, 24
  %b = trunc i32 %hi to i8
  %p = getelementptr [2048 x i8], [2048 x i8]* @buf, i32 0, i32 %i
  store i8 %b, i8* %p
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, 2048
  br i1 %more, label %loop, label %done

done:
  ret void
}

define i64 @rotr(i64 %x, i64 %n) {
entry:
  %r = lshr i64 %x, %n
  %k = sub i64 64, %n
  %l = shl i64 %x, %k
  %o = or i64 %r, %l
  ret i64 %o
}

define void @g(i64* %v, i32 %a, i32 %b, i32 %c, i32 %d, i64 %x, i64 %y) {
entry:
  %pa = getelementptr i64, i64* %v, i32 %a
  %pb = getelementptr i64, i64* %v, i32 %b
  %pc = getelementptr i64, i64* %v, i32 %c
  %pd = getelementptr i64, i64* %v, i32 %d
  %va = load i64, i64* %pa
  %vb = load i64, i64* %pb
  %vc = load i64, i64* %pc
  %vd = load i64, i64* %pd
  %a0 = add i64 %va, %vb
  %a1 = add i64 %a0, %x
  %d0 = xor i64 %vd, %a1
  %d1 = call i64 @rotr(i64 %d0, i64 32)
  %c1 = add i64 %vc, %d1
  %b0 = xor i64 %vb, %c1
  %b1 = call i64 @rotr(i64 %b0, i64 24)
  %a2 = add i64 %a1, %b1
  %a3 = add i64 %a2, %y
  %d2 = xor i64 %d1, %a3
  %d3 = call i64 @rotr(i64 %d2, i64 16)
  %c2 = add i64 %c1, %d3
  %b2 = xor i64 %b1, %c2
  %b3 = call i64 @rotr(i64 %b2, i64 63)
  store i64 %a3, i64* %pa
  store i64 %b3, i64* %pb
  store i64 %c2, i64* %pc
  store i64 %d3, i64* %pd
  ret void
}

; Message word %k of a round: m[sigma[16 * round + k]].
define i64 @msg_word(i64* %m, i32 %round, i32 %k) {
entry:
  %r16 = shl i32 %round, 4
  %i = add i32 %r16, %k
  %sp = getelementptr [192 x i8], [192 x i8]* @sigma, i32 0, i32 %i
  %s = load i8, i8* %sp
  %sz = zext i8 %s to i32
  %mp = getelementptr i64, i64* %m, i32 %sz
  %w = load i64, i64* %mp
  ret i64 %w
}

; Little-endian 64-bit word from 8 bytes.
define i64 @le64(i8* %p) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 7, %entry ], [ %i1, %loop ]
  %w = phi i64 [ 0, %entry ], [ %w1, %loop ]
  %q = getelementptr i8, i8* %p, i32 %i
  %b = load i8, i8* %q
  %bz = zext i8 %b to i64
  %ws = shl i64 %w, 8
  %w1 = or i64 %ws, %bz
  %i1 = add i32 %i, -1
  %more = icmp sge i32 %i1, 0
  br i1 %more, label %loop, label %done

done:
  ret i64 %w1
}

; One compression of the 128-byte %block into %h; %t counts the bytes so far.
define void @compress(i64* %h, i8* %block, i64 %t, i1 %last) {
entry:
  %v = alloca [16 x i64]
  %m = alloca [16 x i64]
  %v0 = getelementptr [16 x i64], [16 x i64]* %v, i32 0, i32 0
  %m0 = getelementptr [16 x i64], [16 x i64]* %m, i32 0, i32 0
  br label %init

init:
  %i = phi i32 [ 0, %entry ], [ %i1, %init ]
  %hp = getelementptr i64, i64* %h, i32 %i
  %hv = load i64, i64* %hp
  %vp = getelementptr [16 x i64], [16 x i64]* %v, i32 0, i32 %i
  store i64 %hv, i64* %vp
  %ivp = getelementptr [8 x i64], [8 x i64]* @iv, i32 0, i32 %i
  %ivv = load i64, i64* %ivp
  %i8 = add i32 %i, 8
  %vq = getelementptr [16 x i64], [16 x i64]* %v, i32 0, i32 %i8
  store i64 %ivv, i64* %vq
  %i1 = add i32 %i, 1
  %im = icmp slt i32 %i1, 8
  br i1 %im, label %init, label %words

words:
  %j = phi i32 [ 0, %init ], [ %j1, %words ]
  %j8 = shl i32 %j, 3
  %bp = getelementptr i8, i8* %block, i32 %j8
  %w = call i64 @le64(i8* %bp)
  %mp = getelementptr [16 x i64], [16 x i64]* %m, i32 0, i32 %j
  store i64 %w, i64* %mp
  %j1 = add i32 %j, 1
  %jm = icmp slt i32 %j1, 16
  br i1 %jm, label %words, label %counter

counter:
  %v12p = getelementptr [16 x i64], [16 x i64]* %v, i32 0, i32 12
  %v12 = load i64, i64* %v12p
  %v12x = xor i64 %v12, %t
  store i64 %v12x, i64* %v12p
  %v14p = getelementptr [16 x i64], [16 x i64]* %v, i32 0, i32 14
  %v14 = load i64, i64* %v14p
  %v14n = xor i64 %v14, -1
  %v14x = select i1 %last, i64 %v14n, i64 %v14
  store i64 %v14x, i64* %v14p
  br label %round

round:
  %r = phi i32 [ 0, %counter ], [ %r1, %round ]
  %x0 = call i64 @msg_word(i64* %m0, i32 %r, i32 0)
  %y0 = call i64 @msg_word(i64* %m0, i32 %r, i32 1)
  call void @g(i64* %v0, i32 0, i32 4, i32 8, i32 12, i64 %x0, i64 %y0)
  %x1 = call i64 @msg_word(i64* %m0, i32 %r, i32 2)
  %y1 = call i64 @msg_word(i64* %m0, i32 %r, i32 3)
  call void @g(i64* %v0, i32 1, i32 5, i32 9, i32 13, i64 %x1, i64 %y1)
  %x2 = call i64 @msg_word(i64* %m0, i32 %r, i32 4)
  %y2 = call i64 @msg_word(i64* %m0, i32 %r, i32 5)
  call void @g(i64* %v0, i32 2, i32 6, i32 10, i32 14, i64 %x2, i64 %y2)
  %x3 = call i64 @msg_word(i64* %m0, i32 %r, i32 6)
  %y3 = call i64 @msg_word(i64* %m0, i32 %r, i32 7)
  call void @g(i64* %v0, i32 3, i32 7, i32 11, i32 15, i64 %x3, i64 %y3)
  %x4 = call i64 @msg_word(i64* %m0, i32 %r, i32 8)
  %y4 = call i64 @msg_word(i64* %m0, i32 %r, i32 9)
  call void @g(i64* %v0, i32 0, i32 5, i32 10, i32 15, i64 %x4, i64 %y4)
  %x5 = call i64 @msg_word(i64* %m0, i32 %r, i32 10)
  %y5 = call i64 @msg_word(i64* %m0, i32 %r, i32 11)
  call void @g(i64* %v0, i32 1, i32 6, i32 11, i32 12, i64 %x5, i64 %y5)
  %x6 = call i64 @msg_word(i64* %m0, i32 %r, i32 12)
  %y6 = call i64 @msg_word(i64* %m0, i32 %r, i32 13)
  call void @g(i64* %v0, i32 2, i32 7, i32 8, i32 13, i64 %x6, i64 %y6)
  %x7 = call i64 @msg_word(i64* %m0, i32 %r, i32 14)
  %y7 = call i64 @msg_word(i64* %m0, i32 %r, i32 15)
  call void @g(i64* %v0, i32 3, i32 4, i32 9, i32 14, i64 %x7, i64 %y7)
  %r1 = add i32 %r, 1
  %rm = icmp slt i32 %r1, 12
  br i1 %rm, label %round, label %fold

fold:
  %k = phi i32 [ 0, %round ], [ %k1, %fold ]
  %fp = getelementptr [16 x i64], [16 x i64]* %v, i32 0, i32 %k
  %fv = load i64, i64* %fp
  %k8 = add i32 %k, 8
  %fq = getelementptr [16 x i64], [16 x i64]* %v, i32 0, i32 %k8
  %fw = load i64, i64* %fq
  %hq = getelementptr i64, i64* %h, i32 %k
  %ho = load i64, i64* %hq
  %x = xor i64 %fv, %fw
  %hn = xor i64 %ho, %x
  store i64 %hn, i64* %hq
  %k1 = add i32 %k, 1
  %km = icmp slt i32 %k1, 8
  br i1 %km, label %fold, label %done

done:
  ret void
}

; BLAKE2b-512 of msg[0..n) into h[0..8).
define void @blake2b(i8* %msg, i32 %n, i64* %h) {
entry:
  %last = alloca [128 x i8]
  br label %init

init:
  %i = phi i32 [ 0, %entry ], [ %i1, %init ]
  %ivp = getelementptr [8 x i64], [8 x i64]* @iv, i32 0, i32 %i
  %ivv = load i64, i64* %ivp
  %hp = getelementptr i64, i64* %h, i32 %i
  store i64 %ivv, i64* %hp
  %i1 = add i32 %i, 1
  %im = icmp slt i32 %i1, 8
  br i1 %im, label %init, label %param

param:
  %h0 = load i64, i64* %h
  %h0p = xor i64 %h0, 16842816
  store i64 %h0p, i64* %h
  br label %blocks

blocks:
  %off = phi i32 [ 0, %param ], [ %off1, %full ]
  %left = sub i32 %n, %off
  %more = icmp sgt i32 %left, 128
  br i1 %more, label %full, label %pad

full:
  %off1 = add i32 %off, 128
  %t = zext i32 %off1 to i64
  %bp = getelementptr i8, i8* %msg, i32 %off
  call void @compress(i64* %h, i8* %bp, i64 %t, i1 false)
  br label %blocks

pad:
  br label %copy

copy:
  %c = phi i32 [ 0, %pad ], [ %c1, %copy.store ]
  %inside = icmp slt i32 %c, %left
  %src = add i32 %off, %c
  %safe = select i1 %inside, i32 %src, i32 0
  %sp = getelementptr i8, i8* %msg, i32 %safe
  br i1 %inside, label %copy.byte, label %copy.zero

copy.byte:
  %sb = load i8, i8* %sp
  br label %copy.store

copy.zero:
  br label %copy.store

copy.store:
  %byte = phi i8 [ %sb, %copy.byte ], [ 0, %copy.zero ]
  %dp = getelementptr [128 x i8], [128 x i8]* %last, i32 0, i32 %c
  store i8 %byte, i8* %dp
  %c1 = add i32 %c, 1
  %cm = icmp slt i32 %c1, 128
  br i1 %cm, label %copy, label %final

final:
  %tl = zext i32 %n to i64
  %lp = getelementptr [128 x i8], [128 x i8]* %last, i32 0, i32 0
  call void @compress(i64* %h, i8* %lp, i64 %tl, i1 true)
  ret void
}

define i64 @main() {
entry:
  %h = alloca [8 x i64]
  %h0 = getelementptr [8 x i64], [8 x i64]* %h, i32 0, i32 0
  call void @make_buf()
  br label %msg

msg:
  %k = phi i32 [ 0, %entry ], [ %k1, %msg.next ]
  %k2 = shl i32 %k, 1
  %op = getelementptr [36 x i32], [36 x i32]* @msgs, i32 0, i32 %k2
  %o = load i32, i32* %op
  %k21 = add i32 %k2, 1
  %np = getelementptr [36 x i32], [36 x i32]* @msgs, i32 0, i32 %k21
  %n = load i32, i32* %np
  %mp = getelementptr [2048 x i8], [2048 x i8]* @buf, i32 0, i32 %o
  call void @blake2b(i8* %mp, i32 %n, i64* %h0)
  br label %foldw

foldw:
  %i = phi i32 [ 0, %msg ], [ %i1, %foldw ]
  %f = phi i64 [ 0, %msg ], [ %f1, %foldw ]
  %wp = getelementptr [8 x i64], [8 x i64]* %h, i32 0, i32 %i
  %w = load i64, i64* %wp
  %i2 = shl i32 %i, 1
  %odd = or i32 %i2, 1
  %oz = zext i32 %odd to i64
  %wm = mul i64 %w, %oz
  %f1 = xor i64 %f, %wm
  %i1 = add i32 %i, 1
  %im = icmp slt i32 %i1, 8
  br i1 %im, label %foldw, label %fold.done

fold.done:
  %wfp = getelementptr [18 x i64], [18 x i64]* @want.fold, i32 0, i32 %k
  %wf = load i64, i64* %wfp
  %id = zext i32 %k to i64
  call void @check(i64 %id, i64 %f1, i64 %wf)
  %is3 = icmp eq i32 %k, 3
  br i1 %is3, label %words, label %msg.next

words:
  %j = phi i32 [ 0, %fold.done ], [ %j1, %words ]
  %gp = getelementptr [8 x i64], [8 x i64]* %h, i32 0, i32 %j
  %got = load i64, i64* %gp
  %ep = getelementptr [8 x i64], [8 x i64]* @want.words, i32 0, i32 %j
  %exp = load i64, i64* %ep
  %jz = zext i32 %j to i64
  %jid = add i64 %jz, 100
  call void @check(i64 %jid, i64 %got, i64 %exp)
  %j1 = add i32 %j, 1
  %jm = icmp slt i32 %j1, 8
  br i1 %jm, label %words, label %msg.next

msg.next:
  %k1 = add i32 %k, 1
  %km = icmp slt i32 %k1, 18
  br i1 %km, label %msg, label %done

done:
  %res = call i64 @report()
  ret i64 %res
}
