; egret runtime: C's memory routines (docs/runtime.md). Calls of the
; intrinsics llvm.memcpy.*, llvm.memmove.* and llvm.memset.* that are not
; inlined are compiled as calls of these, with the length's low word.
;
; memcpy, memmove and memset move whole words once both addresses have the
; same alignment modulo 4 (after up to three single bytes); memcpy and
; memset do four words per loop step. memcmp compares whole words while
; they are equal. Only the n bytes named are ever read or written.

; void *memcpy(void *dst, const void *src, size_t n): the regions do not
; overlap (as C requires). The copy goes forwards from the first byte, in
; program order, which memmove relies on for a destination below the
; source.
define i8* @memcpy(i8* %dst, i8* %src, i32 %n) {
entry:
  %di = ptrtoint i8* %dst to i32
  %si = ptrtoint i8* %src to i32
  %x = xor i32 %di, %si
  %mis = and i32 %x, 3
  %same = icmp eq i32 %mis, 0
  %big = icmp ugt i32 %n, 7
  %fast = and i1 %same, %big
  br i1 %fast, label %align, label %tail
align:
  %neg = sub i32 0, %di
  %h = and i32 %neg, 3
  %noh = icmp eq i32 %h, 0
  br i1 %noh, label %words, label %head
head:
  %hi = phi i32 [ 0, %align ], [ %hi1, %head ]
  %hs = getelementptr i8, i8* %src, i32 %hi
  %hc = load i8, i8* %hs
  %hd = getelementptr i8, i8* %dst, i32 %hi
  store i8 %hc, i8* %hd
  %hi1 = add i32 %hi, 1
  %hmore = icmp ult i32 %hi1, %h
  br i1 %hmore, label %head, label %words
words:
  %rem = sub i32 %n, %h
  %d8 = getelementptr i8, i8* %dst, i32 %h
  %s8 = getelementptr i8, i8* %src, i32 %h
  %dw = bitcast i8* %d8 to i32*
  %sw = bitcast i8* %s8 to i32*
  %blocks = lshr i32 %rem, 4
  %has_blocks = icmp ne i32 %blocks, 0
  br i1 %has_blocks, label %block, label %singles
block:
  %bd = phi i32* [ %dw, %words ], [ %bd1, %block ]
  %bs = phi i32* [ %sw, %words ], [ %bs1, %block ]
  %bk = phi i32 [ %blocks, %words ], [ %bk1, %block ]
  %bs_1 = getelementptr i32, i32* %bs, i32 1
  %bs_2 = getelementptr i32, i32* %bs, i32 2
  %bs_3 = getelementptr i32, i32* %bs, i32 3
  %v0 = load i32, i32* %bs
  %v1 = load i32, i32* %bs_1
  %v2 = load i32, i32* %bs_2
  %v3 = load i32, i32* %bs_3
  %bd_1 = getelementptr i32, i32* %bd, i32 1
  %bd_2 = getelementptr i32, i32* %bd, i32 2
  %bd_3 = getelementptr i32, i32* %bd, i32 3
  store i32 %v0, i32* %bd
  store i32 %v1, i32* %bd_1
  store i32 %v2, i32* %bd_2
  store i32 %v3, i32* %bd_3
  %bd1 = getelementptr i32, i32* %bd, i32 4
  %bs1 = getelementptr i32, i32* %bs, i32 4
  %bk1 = sub i32 %bk, 1
  %bmore = icmp ne i32 %bk1, 0
  br i1 %bmore, label %block, label %singles
singles:
  %sd = phi i32* [ %dw, %words ], [ %bd1, %block ]
  %ss = phi i32* [ %sw, %words ], [ %bs1, %block ]
  %r16 = and i32 %rem, 15
  %nw = lshr i32 %r16, 2
  %r4 = and i32 %rem, 3
  %has_w = icmp ne i32 %nw, 0
  br i1 %has_w, label %word, label %word_end
word:
  %wd = phi i32* [ %sd, %singles ], [ %wd1, %word ]
  %ws = phi i32* [ %ss, %singles ], [ %ws1, %word ]
  %wk = phi i32 [ %nw, %singles ], [ %wk1, %word ]
  %wv = load i32, i32* %ws
  store i32 %wv, i32* %wd
  %wd1 = getelementptr i32, i32* %wd, i32 1
  %ws1 = getelementptr i32, i32* %ws, i32 1
  %wk1 = sub i32 %wk, 1
  %wmore = icmp ne i32 %wk1, 0
  br i1 %wmore, label %word, label %word_end
word_end:
  %ed = phi i32* [ %sd, %singles ], [ %wd1, %word ]
  %es = phi i32* [ %ss, %singles ], [ %ws1, %word ]
  %ed8 = bitcast i32* %ed to i8*
  %es8 = bitcast i32* %es to i8*
  br label %tail
tail:
  %td = phi i8* [ %dst, %entry ], [ %ed8, %word_end ]
  %ts = phi i8* [ %src, %entry ], [ %es8, %word_end ]
  %tn = phi i32 [ %n, %entry ], [ %r4, %word_end ]
  %none = icmp eq i32 %tn, 0
  br i1 %none, label %done, label %byte
byte:
  %i = phi i32 [ 0, %tail ], [ %i1, %byte ]
  %bsp = getelementptr i8, i8* %ts, i32 %i
  %c = load i8, i8* %bsp
  %bdp = getelementptr i8, i8* %td, i32 %i
  store i8 %c, i8* %bdp
  %i1 = add i32 %i, 1
  %more = icmp ult i32 %i1, %tn
  br i1 %more, label %byte, label %done
done:
  ret i8* %dst
}

; void *memmove(void *dst, const void *src, size_t n): the regions may
; overlap. A destination at or below the source, or past its end, is
; memcpy's forward copy; otherwise the bytes go backwards from the last,
; whole words at a time when the two have the same alignment, so that no
; byte is overwritten before it is read.
define i8* @memmove(i8* %dst, i8* %src, i32 %n) {
entry:
  %di = ptrtoint i8* %dst to i32
  %si = ptrtoint i8* %src to i32
  %above = icmp ugt i32 %di, %si
  %gap = sub i32 %di, %si
  %overlap = icmp ult i32 %gap, %n
  %backward = and i1 %above, %overlap
  br i1 %backward, label %back, label %forward
forward:
  %r = call i8* @memcpy(i8* %dst, i8* %src, i32 %n)
  ret i8* %dst
back:
  %x = xor i32 %di, %si
  %mis = and i32 %x, 3
  %same = icmp eq i32 %mis, 0
  %big = icmp ugt i32 %n, 7
  %fast = and i1 %same, %big
  br i1 %fast, label %align, label %tail
align:
  ; Bytes from the end down to a word boundary of the destination's end.
  %de = add i32 %di, %n
  %h = and i32 %de, 3
  %noh = icmp eq i32 %h, 0
  br i1 %noh, label %words, label %head
head:
  %hj = phi i32 [ %n, %align ], [ %hj1, %head ]
  %hj1 = sub i32 %hj, 1
  %hs = getelementptr i8, i8* %src, i32 %hj1
  %hc = load i8, i8* %hs
  %hd = getelementptr i8, i8* %dst, i32 %hj1
  store i8 %hc, i8* %hd
  %hstop = sub i32 %n, %h
  %hmore = icmp ne i32 %hj1, %hstop
  br i1 %hmore, label %head, label %words
words:
  %left = sub i32 %n, %h
  %nw = lshr i32 %left, 2
  %r4 = and i32 %left, 3
  ; Word k of the aligned part lies at byte r4 + 4k.
  %d8 = getelementptr i8, i8* %dst, i32 %r4
  %s8 = getelementptr i8, i8* %src, i32 %r4
  %dwa = bitcast i8* %d8 to i32*
  %swa = bitcast i8* %s8 to i32*
  br label %word
word:
  %wk = phi i32 [ %nw, %words ], [ %wk1, %word ]
  %wk1 = sub i32 %wk, 1
  %wsp = getelementptr i32, i32* %swa, i32 %wk1
  %wv = load i32, i32* %wsp
  %wdp = getelementptr i32, i32* %dwa, i32 %wk1
  store i32 %wv, i32* %wdp
  %wmore = icmp ne i32 %wk1, 0
  br i1 %wmore, label %word, label %tail
tail:
  %tn = phi i32 [ %n, %back ], [ %r4, %word ]
  %none = icmp eq i32 %tn, 0
  br i1 %none, label %done, label %byte
byte:
  %j = phi i32 [ %tn, %tail ], [ %j1, %byte ]
  %j1 = sub i32 %j, 1
  %bs = getelementptr i8, i8* %src, i32 %j1
  %bc = load i8, i8* %bs
  %bd = getelementptr i8, i8* %dst, i32 %j1
  store i8 %bc, i8* %bd
  %bleft = icmp ne i32 %j1, 0
  br i1 %bleft, label %byte, label %done
done:
  ret i8* %dst
}

; void *memset(void *dst, int c, size_t n): the low byte of c, n times;
; whole words of four copies of it once the destination is aligned.
define i8* @memset(i8* %dst, i32 %c, i32 %n) {
entry:
  %byte = trunc i32 %c to i8
  %di = ptrtoint i8* %dst to i32
  %big = icmp ugt i32 %n, 7
  br i1 %big, label %align, label %tail
align:
  %neg = sub i32 0, %di
  %h = and i32 %neg, 3
  %noh = icmp eq i32 %h, 0
  br i1 %noh, label %words, label %head
head:
  %hi = phi i32 [ 0, %align ], [ %hi1, %head ]
  %hd = getelementptr i8, i8* %dst, i32 %hi
  store i8 %byte, i8* %hd
  %hi1 = add i32 %hi, 1
  %hmore = icmp ult i32 %hi1, %h
  br i1 %hmore, label %head, label %words
words:
  %b32 = and i32 %c, 255
  %pat = mul i32 %b32, 16843009
  %rem = sub i32 %n, %h
  %d8 = getelementptr i8, i8* %dst, i32 %h
  %dw = bitcast i8* %d8 to i32*
  %blocks = lshr i32 %rem, 4
  %has_blocks = icmp ne i32 %blocks, 0
  br i1 %has_blocks, label %block, label %singles
block:
  %bd = phi i32* [ %dw, %words ], [ %bd1, %block ]
  %bk = phi i32 [ %blocks, %words ], [ %bk1, %block ]
  %bd_1 = getelementptr i32, i32* %bd, i32 1
  %bd_2 = getelementptr i32, i32* %bd, i32 2
  %bd_3 = getelementptr i32, i32* %bd, i32 3
  store i32 %pat, i32* %bd
  store i32 %pat, i32* %bd_1
  store i32 %pat, i32* %bd_2
  store i32 %pat, i32* %bd_3
  %bd1 = getelementptr i32, i32* %bd, i32 4
  %bk1 = sub i32 %bk, 1
  %bmore = icmp ne i32 %bk1, 0
  br i1 %bmore, label %block, label %singles
singles:
  %sd = phi i32* [ %dw, %words ], [ %bd1, %block ]
  %r16 = and i32 %rem, 15
  %nw = lshr i32 %r16, 2
  %r4 = and i32 %rem, 3
  %has_w = icmp ne i32 %nw, 0
  br i1 %has_w, label %word, label %word_end
word:
  %wd = phi i32* [ %sd, %singles ], [ %wd1, %word ]
  %wk = phi i32 [ %nw, %singles ], [ %wk1, %word ]
  store i32 %pat, i32* %wd
  %wd1 = getelementptr i32, i32* %wd, i32 1
  %wk1 = sub i32 %wk, 1
  %wmore = icmp ne i32 %wk1, 0
  br i1 %wmore, label %word, label %word_end
word_end:
  %ed = phi i32* [ %sd, %singles ], [ %wd1, %word ]
  %ed8 = bitcast i32* %ed to i8*
  br label %tail
tail:
  %td = phi i8* [ %dst, %entry ], [ %ed8, %word_end ]
  %tn = phi i32 [ %n, %entry ], [ %r4, %word_end ]
  %none = icmp eq i32 %tn, 0
  br i1 %none, label %done, label %loop
loop:
  %i = phi i32 [ 0, %tail ], [ %i1, %loop ]
  %d = getelementptr i8, i8* %td, i32 %i
  store i8 %byte, i8* %d
  %i1 = add i32 %i, 1
  %more = icmp ult i32 %i1, %tn
  br i1 %more, label %loop, label %done
done:
  ret i8* %dst
}

; int memcmp(const void *a, const void *b, size_t n): the difference of
; the first differing bytes as unsigned chars (0 if none). Equal words are
; skipped a word at a time when both addresses are word aligned.
define i32 @memcmp(i8* %a, i8* %b, i32 %n) {
entry:
  %ai = ptrtoint i8* %a to i32
  %bi = ptrtoint i8* %b to i32
  %o = or i32 %ai, %bi
  %m = and i32 %o, 3
  %aligned = icmp eq i32 %m, 0
  %nw = lshr i32 %n, 2
  %has_w = icmp ne i32 %nw, 0
  %fast = and i1 %aligned, %has_w
  %aw = bitcast i8* %a to i32*
  %bw = bitcast i8* %b to i32*
  br i1 %fast, label %word, label %bytes
word:
  %k = phi i32 [ 0, %entry ], [ %k1, %same ]
  %ap = getelementptr i32, i32* %aw, i32 %k
  %bp = getelementptr i32, i32* %bw, i32 %k
  %va = load i32, i32* %ap
  %vb = load i32, i32* %bp
  %eq = icmp eq i32 %va, %vb
  br i1 %eq, label %same, label %bytes
same:
  %k1 = add i32 %k, 1
  %wmore = icmp ult i32 %k1, %nw
  br i1 %wmore, label %word, label %bytes
bytes:
  ; From the first word that differs (or the first byte not in a word).
  %kw = phi i32 [ 0, %entry ], [ %k, %word ], [ %k1, %same ]
  %start = shl i32 %kw, 2
  %any = icmp ult i32 %start, %n
  br i1 %any, label %byte, label %equal
byte:
  %i = phi i32 [ %start, %bytes ], [ %i1, %next ]
  %pa = getelementptr i8, i8* %a, i32 %i
  %pb = getelementptr i8, i8* %b, i32 %i
  %ca = load i8, i8* %pa
  %cb = load i8, i8* %pb
  %ne = icmp ne i8 %ca, %cb
  br i1 %ne, label %differ, label %next
next:
  %i1 = add i32 %i, 1
  %more = icmp ult i32 %i1, %n
  br i1 %more, label %byte, label %equal
differ:
  %xa = zext i8 %ca to i32
  %xb = zext i8 %cb to i32
  %d = sub i32 %xa, %xb
  ret i32 %d
equal:
  ret i32 0
}

; int bcmp(const void *a, const void *b, size_t n): zero iff the bytes are
; equal (memcmp's result; LLVM turns `memcmp(...) == 0` into bcmp).
define i32 @bcmp(i8* %a, i8* %b, i32 %n) {
entry:
  %r = call i32 @memcmp(i8* %a, i8* %b, i32 %n)
  ret i32 %r
}

; void *memchr(const void *s, int c, size_t n): the first of the n bytes
; equal to c as an unsigned char, or null.
define i8* @memchr(i8* %s, i32 %c, i32 %n) {
entry:
  %want = trunc i32 %c to i8
  %none = icmp eq i32 %n, 0
  br i1 %none, label %missing, label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %next ]
  %p = getelementptr i8, i8* %s, i32 %i
  %b = load i8, i8* %p
  %hit = icmp eq i8 %b, %want
  br i1 %hit, label %found, label %next
next:
  %i1 = add i32 %i, 1
  %more = icmp ult i32 %i1, %n
  br i1 %more, label %loop, label %missing
found:
  ret i8* %p
missing:
  ret i8* null
}
