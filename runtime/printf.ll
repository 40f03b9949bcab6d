; egret runtime: the formatter behind the printf family (docs/runtime.md).
;
; One formatter serves printf, fprintf, sprintf, snprintf and their v*
; forms: __egret_format_one does one spec, driven by
; __egret_vformat_port(fmt, ap) for the output port (with fast paths
; for plain bytes and bare specs; `l`'s width from @__egret_port_lp64) and
; by __egret_vformat(sink, fmt, ap, lp64) for buffers. The variadic entry points
; are assembly (printf.s and its siblings): they store $a0/$a1 into their
; home slots, which makes every argument word contiguous in memory, and
; pass the formatter a pointer to the first variadic word. A `va_list` is
; that same pointer (O32: the address of the next argument word), so the
; v* forms hand theirs over unchanged. An i32 argument is one word; an i64
; an 8-byte-aligned pair in memory order.
;
; C's integer formats: flags `-+ #0`, width and precision (digits or `*`),
; length `hh h l ll z j t` (and `L`, `q` as `ll`), conversions
; `d i u o x X c s p n %`. `%ld` reads 32 bits (ILP32 `long`) unless lp64
; is set: __egret_printf_lp64, the LLVMlite flavour, reads 64 bits for `l`.
; The floating-point conversions `f F e E g G a A` read a double (an i64
; after soft-float legalization: an 8-byte-aligned pair of words) and go
; to __egret_format_fp (fpformat.ll, from runtime/c/fpformat/), which
; prints glibc's text for them. An unknown conversion is printed as written. Every entry returns the
; number of bytes the output has (snprintf: would have) had, or -1 (as
; glibc) when the format ends inside a conversion (`"abc%"`): the output
; stops there.

; Where bytes go: the output port if `port` is set, else a buffer (`buf`,
; bytes stored while `count + 1 < room`; snprintf's buffer may be null
; when room is 0).
%sink = type { i8*, i32, i32, i1 }

; One conversion's flags (bits: 1 `-`, 2 `+`, 4 space, 8 `#`, 16 `0`),
; width and precision (-1: none).
%spec = type { i32, i32, i32 }

declare i32 @putchar(i32)
declare i8* @__egret_utoa(i64, i8*)
; One floating-point conversion (runtime/c/fpformat/fpformat.c): the sink,
; the spec, the double's bits and the conversion letter.
declare void @__egret_format_fp(%sink*, %spec*, i64, i32)

; One byte to the sink, counted.
define void @__egret_sink_put(%sink* %s, i32 %c) {
entry:
  %countp = getelementptr %sink, %sink* %s, i32 0, i32 2
  %n = load i32, i32* %countp
  %n1 = add i32 %n, 1
  store i32 %n1, i32* %countp
  %portp = getelementptr %sink, %sink* %s, i32 0, i32 3
  %port = load i1, i1* %portp
  br i1 %port, label %out, label %mem
out:
  %r = call i32 @putchar(i32 %c)
  ret void
mem:
  %roomp = getelementptr %sink, %sink* %s, i32 0, i32 1
  %room = load i32, i32* %roomp
  %fits = icmp ult i32 %n1, %room
  br i1 %fits, label %store, label %done
store:
  %bufp = getelementptr %sink, %sink* %s, i32 0, i32 0
  %buf = load i8*, i8** %bufp
  %at = getelementptr i8, i8* %buf, i32 %n
  %c8 = trunc i32 %c to i8
  store i8 %c8, i8* %at
  br label %done
done:
  ret void
}

; Adds n to the sink's count.
define void @__egret_sink_count(%sink* %s, i32 %n) {
entry:
  %countp = getelementptr %sink, %sink* %s, i32 0, i32 2
  %c = load i32, i32* %countp
  %c1 = add i32 %c, %n
  store i32 %c1, i32* %countp
  ret void
}

; n bytes from p to the sink (straight to putchar for the port).
define void @__egret_sink_write(%sink* %s, i8* %p, i32 %n) {
entry:
  %none = icmp eq i32 %n, 0
  br i1 %none, label %done, label %which
which:
  %portp = getelementptr %sink, %sink* %s, i32 0, i32 3
  %port = load i1, i1* %portp
  br i1 %port, label %out, label %loop
out:
  %j = phi i32 [ 0, %which ], [ %j1, %out ]
  %pj = getelementptr i8, i8* %p, i32 %j
  %cj = load i8, i8* %pj
  %wj = zext i8 %cj to i32
  %r = call i32 @putchar(i32 %wj)
  %j1 = add i32 %j, 1
  %more_out = icmp ult i32 %j1, %n
  br i1 %more_out, label %out, label %counted
counted:
  call void @__egret_sink_count(%sink* %s, i32 %n)
  ret void
loop:
  %i = phi i32 [ 0, %which ], [ %i1, %loop ]
  %at = getelementptr i8, i8* %p, i32 %i
  %c = load i8, i8* %at
  %ci = zext i8 %c to i32
  call void @__egret_sink_put(%sink* %s, i32 %ci)
  %i1 = add i32 %i, 1
  %more = icmp ult i32 %i1, %n
  br i1 %more, label %loop, label %done
done:
  ret void
}

; The byte c, n times (nothing when n <= 0).
define void @__egret_sink_fill(%sink* %s, i32 %c, i32 %n) {
entry:
  %none = icmp slt i32 %n, 1
  br i1 %none, label %done, label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  call void @__egret_sink_put(%sink* %s, i32 %c)
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, %n
  br i1 %more, label %loop, label %done
done:
  ret void
}

; Ends a buffer sink's text with a NUL (at the last byte that fits; nothing
; if room is 0) and returns the count.
define i32 @__egret_sink_finish(%sink* %s) {
entry:
  %bufp = getelementptr %sink, %sink* %s, i32 0, i32 0
  %buf = load i8*, i8** %bufp
  %countp = getelementptr %sink, %sink* %s, i32 0, i32 2
  %n = load i32, i32* %countp
  %roomp = getelementptr %sink, %sink* %s, i32 0, i32 1
  %room = load i32, i32* %roomp
  %portp = getelementptr %sink, %sink* %s, i32 0, i32 3
  %port = load i1, i1* %portp
  %empty = icmp eq i32 %room, 0
  %skip = or i1 %port, %empty
  br i1 %skip, label %done, label %nul
nul:
  %last = sub i32 %room, 1
  %short = icmp ult i32 %n, %last
  %at = select i1 %short, i32 %n, i32 %last
  %p = getelementptr i8, i8* %buf, i32 %at
  store i8 0, i8* %p
  br label %done
done:
  ret i32 %n
}

; The next variadic word, advancing *ap.
define i32 @__egret_arg32(i8** %ap) {
entry:
  %a = load i8*, i8** %ap
  %w = bitcast i8* %a to i32*
  %v = load i32, i32* %w
  %next = getelementptr i8, i8* %a, i32 4
  store i8* %next, i8** %ap
  ret i32 %v
}

; The next variadic i64 (8-byte aligned), advancing *ap.
define i64 @__egret_arg64(i8** %ap) {
entry:
  %a = load i8*, i8** %ap
  %ai = ptrtoint i8* %a to i32
  %a7 = add i32 %ai, 7
  %aa = and i32 %a7, -8
  %w = inttoptr i32 %aa to i64*
  %v = load i64, i64* %w
  %next = add i32 %aa, 8
  %np = inttoptr i32 %next to i8*
  store i8* %np, i8** %ap
  ret i64 %v
}

; The digits of v in base 2^shift, backwards before `end` (at least one);
; letters from `alpha` ('a' or 'A'). Returns the first digit.
define i8* @__egret_utoa_pow2(i64 %v, i32 %shift, i32 %alpha, i8* %end) {
entry:
  %sh64 = zext i32 %shift to i64
  %one = shl i64 1, %sh64
  %mask = sub i64 %one, 1
  %letter = sub i32 %alpha, 10
  br label %loop
loop:
  %p = phi i8* [ %end, %entry ], [ %p1, %loop ]
  %x = phi i64 [ %v, %entry ], [ %q, %loop ]
  %d64 = and i64 %x, %mask
  %d = trunc i64 %d64 to i32
  %big = icmp uge i32 %d, 10
  %dl = add i32 %d, %letter
  %dd = add i32 %d, 48
  %c = select i1 %big, i32 %dl, i32 %dd
  %c8 = trunc i32 %c to i8
  %p1 = getelementptr i8, i8* %p, i32 -1
  store i8 %c8, i8* %p1
  %q = lshr i64 %x, %sh64
  %more = icmp ne i64 %q, 0
  br i1 %more, label %loop, label %done
done:
  ret i8* %p1
}

; The digits of v for conversion `conv` (d/i/u decimal, o octal, x/p
; lower-case hex, X upper-case hex), backwards before `end`.
define i8* @__egret_digits(i64 %v, i32 %conv, i8* %end) {
entry:
  %is_o = icmp eq i32 %conv, 111
  br i1 %is_o, label %oct, label %t_x
oct:
  %so = call i8* @__egret_utoa_pow2(i64 %v, i32 3, i32 97, i8* %end)
  ret i8* %so
t_x:
  %is_x = icmp eq i32 %conv, 120
  %is_p = icmp eq i32 %conv, 112
  %lower = or i1 %is_x, %is_p
  %is_up = icmp eq i32 %conv, 88
  %hex = or i1 %lower, %is_up
  br i1 %hex, label %hx, label %dec
hx:
  %alpha = select i1 %is_up, i32 65, i32 97
  %sx = call i8* @__egret_utoa_pow2(i64 %v, i32 4, i32 %alpha, i8* %end)
  ret i8* %sx
dec:
  %sd = call i8* @__egret_utoa(i64 %v, i8* %end)
  ret i8* %sd
}

; An integer conversion: magnitude `mag`, sign byte `sign` (0 for none),
; conversion `conv` (d u o x X p), as C says: the precision is the least
; number of digits (`%.0d` of 0 prints none), `#` gives octal a leading 0
; and non-zero hex a 0x/0X prefix, `0` pads with zeros after the sign and
; prefix unless `-` or a precision is given.
define void @__egret_format_int(%sink* %s, %spec* %sp, i64 %mag, i32 %sign, i32 %conv) {
entry:
  %buf = alloca [24 x i8]
  %end = getelementptr [24 x i8], [24 x i8]* %buf, i32 0, i32 23
  %flagsp = getelementptr %spec, %spec* %sp, i32 0, i32 0
  %flags = load i32, i32* %flagsp
  %widthp = getelementptr %spec, %spec* %sp, i32 0, i32 1
  %width = load i32, i32* %widthp
  %precp = getelementptr %spec, %spec* %sp, i32 0, i32 2
  %prec = load i32, i32* %precp
  %start = call i8* @__egret_digits(i64 %mag, i32 %conv, i8* %end)
  %ei = ptrtoint i8* %end to i32
  %si = ptrtoint i8* %start to i32
  %len0 = sub i32 %ei, %si
  ; No width, precision or `#` (and not %p): the sign and the digits.
  %nowidth = icmp eq i32 %width, 0
  %noprec0 = icmp slt i32 %prec, 0
  %alt0 = and i32 %flags, 8
  %noalt = icmp eq i32 %alt0, 0
  %notp = icmp ne i32 %conv, 112
  %simple0 = and i1 %nowidth, %noprec0
  %simple1 = and i1 %simple0, %noalt
  %simple = and i1 %simple1, %notp
  br i1 %simple, label %plain, label %general
plain:
  %some_sign = icmp ne i32 %sign, 0
  br i1 %some_sign, label %plain_sign, label %plain_digits
plain_sign:
  call void @__egret_sink_put(%sink* %s, i32 %sign)
  br label %plain_digits
plain_digits:
  call void @__egret_sink_write(%sink* %s, i8* %start, i32 %len0)
  ret void
general:
  %zero = icmp eq i64 %mag, 0
  %p0 = icmp eq i32 %prec, 0
  %nodigits = and i1 %zero, %p0
  %len = select i1 %nodigits, i32 0, i32 %len0
  %short = icmp sgt i32 %prec, %len
  %pz = sub i32 %prec, %len
  %zeros0 = select i1 %short, i32 %pz, i32 0
  %alt = and i32 %flags, 8
  %has_alt = icmp ne i32 %alt, 0
  %is_o = icmp eq i32 %conv, 111
  %alt_o = and i1 %has_alt, %is_o
  %zeros = call i32 @__egret_octal_zeros(i1 %alt_o, i32 %zeros0, i32 %len, i8* %start)
  %is_x = icmp eq i32 %conv, 120
  %is_up = icmp eq i32 %conv, 88
  %hex = or i1 %is_x, %is_up
  %alt_x = and i1 %has_alt, %hex
  %is_p = icmp eq i32 %conv, 112
  %want_pre = or i1 %alt_x, %is_p
  %nz = xor i1 %zero, true
  %pre = and i1 %want_pre, %nz
  %prelen = select i1 %pre, i32 2, i32 0
  %has_sign = icmp ne i32 %sign, 0
  %signlen = zext i1 %has_sign to i32
  %t1 = add i32 %signlen, %prelen
  %t2 = add i32 %t1, %zeros
  %total = add i32 %t2, %len
  %wide = icmp sgt i32 %width, %total
  %wpad = sub i32 %width, %total
  %pad = select i1 %wide, i32 %wpad, i32 0
  %left = and i32 %flags, 1
  %is_left = icmp ne i32 %left, 0
  %zf = and i32 %flags, 16
  %has_zf = icmp ne i32 %zf, 0
  %noprec = icmp slt i32 %prec, 0
  %zf_ok = and i1 %has_zf, %noprec
  %not_left = xor i1 %is_left, true
  %zpad = and i1 %zf_ok, %not_left
  %lead = select i1 %zpad, i32 0, i32 %pad
  %lead_sp = select i1 %is_left, i32 0, i32 %lead
  %zextra = select i1 %zpad, i32 %pad, i32 0
  %allzeros = add i32 %zeros, %zextra
  %trail = select i1 %is_left, i32 %pad, i32 0
  call void @__egret_sink_fill(%sink* %s, i32 32, i32 %lead_sp)
  br i1 %has_sign, label %put_sign, label %prefix
put_sign:
  call void @__egret_sink_put(%sink* %s, i32 %sign)
  br label %prefix
prefix:
  br i1 %pre, label %put_pre, label %body
put_pre:
  call void @__egret_sink_put(%sink* %s, i32 48)
  %xc = select i1 %is_up, i32 88, i32 120
  call void @__egret_sink_put(%sink* %s, i32 %xc)
  br label %body
body:
  call void @__egret_sink_fill(%sink* %s, i32 48, i32 %allzeros)
  call void @__egret_sink_write(%sink* %s, i8* %start, i32 %len)
  call void @__egret_sink_fill(%sink* %s, i32 32, i32 %trail)
  ret void
}

; The zeros before an octal number's digits: with `#` at least one unless
; the digits already begin with 0.
define i32 @__egret_octal_zeros(i1 %alt_o, i32 %zeros, i32 %len, i8* %start) {
entry:
  %some = icmp ne i32 %zeros, 0
  %keep = or i1 %some, %alt_o
  %done_now = xor i1 %alt_o, true
  %skip = or i1 %some, %done_now
  br i1 %skip, label %done, label %check
check:
  %nolen = icmp eq i32 %len, 0
  br i1 %nolen, label %one, label %first
first:
  %c = load i8, i8* %start
  %is0 = icmp eq i8 %c, 48
  br i1 %is0, label %done, label %one
one:
  ret i32 1
done:
  ret i32 %zeros
}

; A string conversion (%s, %c, and %p of null): at most prec bytes of str
; (prec < 0: up to its NUL; `n` >= 0: exactly n bytes), padded to the width.
define void @__egret_format_str(%sink* %s, %spec* %sp, i8* %str, i32 %n) {
entry:
  %flagsp = getelementptr %spec, %spec* %sp, i32 0, i32 0
  %flags = load i32, i32* %flagsp
  %widthp = getelementptr %spec, %spec* %sp, i32 0, i32 1
  %width = load i32, i32* %widthp
  %precp = getelementptr %spec, %spec* %sp, i32 0, i32 2
  %prec = load i32, i32* %precp
  %known = icmp sge i32 %n, 0
  br i1 %known, label %have, label %measure
measure:
  %ml = call i32 @__egret_strnlen(i8* %str, i32 %prec)
  br label %have
have:
  %len = phi i32 [ %n, %entry ], [ %ml, %measure ]
  %wide = icmp sgt i32 %width, %len
  %wpad = sub i32 %width, %len
  %pad = select i1 %wide, i32 %wpad, i32 0
  %left = and i32 %flags, 1
  %is_left = icmp ne i32 %left, 0
  %lead = select i1 %is_left, i32 0, i32 %pad
  %trail = select i1 %is_left, i32 %pad, i32 0
  call void @__egret_sink_fill(%sink* %s, i32 32, i32 %lead)
  call void @__egret_sink_write(%sink* %s, i8* %str, i32 %len)
  call void @__egret_sink_fill(%sink* %s, i32 32, i32 %trail)
  ret void
}

; The length of s, but at most max (max < 0: no bound).
define i32 @__egret_strnlen(i8* %s, i32 %max) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %next ]
  %at_max = icmp eq i32 %i, %max
  br i1 %at_max, label %done, label %look
look:
  %p = getelementptr i8, i8* %s, i32 %i
  %c = load i8, i8* %p
  %end = icmp eq i8 %c, 0
  br i1 %end, label %done, label %next
next:
  %i1 = add i32 %i, 1
  br label %loop
done:
  ret i32 %i
}

; Reads a decimal number at *pp, advancing *pp past it.
define i32 @__egret_read_num(i8** %pp) {
entry:
  %p0 = load i8*, i8** %pp
  br label %loop
loop:
  %p = phi i8* [ %p0, %entry ], [ %p1, %digit ]
  %v = phi i32 [ 0, %entry ], [ %v1, %digit ]
  %c = load i8, i8* %p
  %d8 = sub i8 %c, 48
  %is = icmp ult i8 %d8, 10
  br i1 %is, label %digit, label %done
digit:
  %v10 = mul i32 %v, 10
  %d = zext i8 %d8 to i32
  %v1 = add i32 %v10, %d
  %p1 = getelementptr i8, i8* %p, i32 1
  br label %loop
done:
  store i8* %p, i8** %pp
  ret i32 %v
}

; The flag bit of byte c (0 if it is no flag).
define i32 @__egret_flag_bit(i8 %c) {
entry:
  %m = icmp eq i8 %c, 45
  %p = icmp eq i8 %c, 43
  %s = icmp eq i8 %c, 32
  %h = icmp eq i8 %c, 35
  %z = icmp eq i8 %c, 48
  %bm = select i1 %m, i32 1, i32 0
  %bp = select i1 %p, i32 2, i32 %bm
  %bs = select i1 %s, i32 4, i32 %bp
  %bh = select i1 %h, i32 8, i32 %bs
  %bz = select i1 %z, i32 16, i32 %bh
  ret i32 %bz
}

; Parses the flags, width and precision of the spec at *pp (just after
; its `%`) into *sp, taking `*` values from *ap; advances *pp.
define void @__egret_parse_spec(i8** %pp, %spec* %sp, i8** %ap) {
entry:
  %p0 = load i8*, i8** %pp
  br label %flags
flags:
  %p = phi i8* [ %p0, %entry ], [ %pn, %flag ]
  %f = phi i32 [ 0, %entry ], [ %f1, %flag ]
  %c = load i8, i8* %p
  %bit = call i32 @__egret_flag_bit(i8 %c)
  %isflag = icmp ne i32 %bit, 0
  br i1 %isflag, label %flag, label %width
flag:
  %f1 = or i32 %f, %bit
  %pn = getelementptr i8, i8* %p, i32 1
  br label %flags
width:
  %flagsp = getelementptr %spec, %spec* %sp, i32 0, i32 0
  %widthp = getelementptr %spec, %spec* %sp, i32 0, i32 1
  %precp = getelementptr %spec, %spec* %sp, i32 0, i32 2
  store i32 -1, i32* %precp
  %star = icmp eq i8 %c, 42
  br i1 %star, label %wstar, label %wnum
wstar:
  %wa = call i32 @__egret_arg32(i8** %ap)
  %wneg = icmp slt i32 %wa, 0
  %wabs = sub i32 0, %wa
  %wv = select i1 %wneg, i32 %wabs, i32 %wa
  %fl = or i32 %f, 1
  %fw = select i1 %wneg, i32 %fl, i32 %f
  store i32 %fw, i32* %flagsp
  store i32 %wv, i32* %widthp
  %ps = getelementptr i8, i8* %p, i32 1
  store i8* %ps, i8** %pp
  br label %prec
wnum:
  store i32 %f, i32* %flagsp
  store i8* %p, i8** %pp
  %wd = call i32 @__egret_read_num(i8** %pp)
  store i32 %wd, i32* %widthp
  br label %prec
prec:
  %q = load i8*, i8** %pp
  %dc = load i8, i8* %q
  %dot = icmp eq i8 %dc, 46
  br i1 %dot, label %pdot, label %done
pdot:
  %q1 = getelementptr i8, i8* %q, i32 1
  %pc = load i8, i8* %q1
  %pstar = icmp eq i8 %pc, 42
  br i1 %pstar, label %pstar_arg, label %pnum
pstar_arg:
  %pa = call i32 @__egret_arg32(i8** %ap)
  %pneg = icmp slt i32 %pa, 0
  %pv = select i1 %pneg, i32 -1, i32 %pa
  store i32 %pv, i32* %precp
  %q2 = getelementptr i8, i8* %q, i32 2
  store i8* %q2, i8** %pp
  br label %done
pnum:
  store i8* %q1, i8** %pp
  %pd = call i32 @__egret_read_num(i8** %pp)
  store i32 %pd, i32* %precp
  br label %done
done:
  ret void
}

; Parses a length modifier at *pp, advancing *pp: 0 none, 1 `hh`, 2 `h`,
; 3 `l`, 4 `ll`/`j`/`L`/`q` (64 bits), 5 `z`/`t` (32 bits).
define i32 @__egret_parse_length(i8** %pp) {
entry:
  %p = load i8*, i8** %pp
  %c = load i8, i8* %p
  %p1 = getelementptr i8, i8* %p, i32 1
  %c1 = load i8, i8* %p1
  %p2 = getelementptr i8, i8* %p, i32 2
  %is_h = icmp eq i8 %c, 104
  %is_l = icmp eq i8 %c, 108
  br i1 %is_h, label %h, label %t_l
h:
  %hh = icmp eq i8 %c1, 104
  %hk = select i1 %hh, i32 1, i32 2
  %hp = select i1 %hh, i8* %p2, i8* %p1
  store i8* %hp, i8** %pp
  ret i32 %hk
t_l:
  br i1 %is_l, label %l, label %other
l:
  %ll = icmp eq i8 %c1, 108
  %lk = select i1 %ll, i32 4, i32 3
  %lp = select i1 %ll, i8* %p2, i8* %p1
  store i8* %lp, i8** %pp
  ret i32 %lk
other:
  %is_j = icmp eq i8 %c, 106
  %is_bigl = icmp eq i8 %c, 76
  %is_q = icmp eq i8 %c, 113
  %j1 = or i1 %is_j, %is_bigl
  %k64 = or i1 %j1, %is_q
  %is_z = icmp eq i8 %c, 122
  %is_t = icmp eq i8 %c, 116
  %k32 = or i1 %is_z, %is_t
  %any = or i1 %k64, %k32
  %k = select i1 %k64, i32 4, i32 5
  %kn = select i1 %any, i32 %k, i32 0
  %np = select i1 %any, i8* %p1, i8* %p
  store i8* %np, i8** %pp
  ret i32 %kn
}

; The next integer argument of length kind `len` (see
; __egret_parse_length; `l` is 64 bits when lp64), sign-extended (signed)
; or zero-extended from its width.
define i64 @__egret_int_arg(i8** %ap, i32 %len, i1 %lp64, i1 %signed) {
entry:
  %is_ll = icmp eq i32 %len, 4
  %is_l = icmp eq i32 %len, 3
  %l64 = and i1 %is_l, %lp64
  %wide = or i1 %is_ll, %l64
  br i1 %wide, label %w64, label %w32
w64:
  %v64 = call i64 @__egret_arg64(i8** %ap)
  ret i64 %v64
w32:
  %v = call i32 @__egret_arg32(i8** %ap)
  %is_hh = icmp eq i32 %len, 1
  %is_h = icmp eq i32 %len, 2
  %sh = select i1 %is_h, i32 16, i32 0
  %shift = select i1 %is_hh, i32 24, i32 %sh
  %up = shl i32 %v, %shift
  br i1 %signed, label %s, label %u
s:
  %sd = ashr i32 %up, %shift
  %s64 = sext i32 %sd to i64
  ret i64 %s64
u:
  %ud = lshr i32 %up, %shift
  %u64 = zext i32 %ud to i64
  ret i64 %u64
}

; Stores the count so far through the next argument (`%n`), as wide as
; its length kind says.
define void @__egret_store_count(%sink* %s, i8** %ap, i32 %len, i1 %lp64) {
entry:
  %countp = getelementptr %sink, %sink* %s, i32 0, i32 2
  %n = load i32, i32* %countp
  %a = call i32 @__egret_arg32(i8** %ap)
  %is_hh = icmp eq i32 %len, 1
  br i1 %is_hh, label %b, label %t_h
b:
  %pb = inttoptr i32 %a to i8*
  %n8 = trunc i32 %n to i8
  store i8 %n8, i8* %pb
  ret void
t_h:
  %is_h = icmp eq i32 %len, 2
  br i1 %is_h, label %h, label %t_ll
h:
  %ph = inttoptr i32 %a to i16*
  %n16 = trunc i32 %n to i16
  store i16 %n16, i16* %ph
  ret void
t_ll:
  %is_ll = icmp eq i32 %len, 4
  %is_l = icmp eq i32 %len, 3
  %l64 = and i1 %is_l, %lp64
  %wide = or i1 %is_ll, %l64
  br i1 %wide, label %d, label %w
d:
  %pd = inttoptr i32 %a to i64*
  %n64 = sext i32 %n to i64
  store i64 %n64, i64* %pd
  ret void
w:
  %pw = inttoptr i32 %a to i32*
  store i32 %n, i32* %pw
  ret void
}

; A signed conversion (%d, %i): the value's magnitude with its sign byte.
define void @__egret_format_signed(%sink* %s, %spec* %sp, i64 %v) {
entry:
  %flagsp = getelementptr %spec, %spec* %sp, i32 0, i32 0
  %flags = load i32, i32* %flagsp
  %neg = icmp slt i64 %v, 0
  %nv = sub i64 0, %v
  %mag = select i1 %neg, i64 %nv, i64 %v
  %plus = and i32 %flags, 2
  %has_plus = icmp ne i32 %plus, 0
  %space = and i32 %flags, 4
  %has_space = icmp ne i32 %space, 0
  %s1 = select i1 %has_space, i32 32, i32 0
  %s2 = select i1 %has_plus, i32 43, i32 %s1
  %sign = select i1 %neg, i32 45, i32 %s2
  call void @__egret_format_int(%sink* %s, %spec* %sp, i64 %mag, i32 %sign, i32 100)
  ret void
}

; %c, %s and %p: the conversions that are not numbers read as numbers.
define void @__egret_format_other(%sink* %s, %spec* %sp, i8** %ap, i32 %conv) {
entry:
  %cell = alloca i8
  %v = call i32 @__egret_arg32(i8** %ap)
  %is_c = icmp eq i32 %conv, 99
  br i1 %is_c, label %c, label %t_s
c:
  %c8 = trunc i32 %v to i8
  store i8 %c8, i8* %cell
  call void @__egret_format_str(%sink* %s, %spec* %sp, i8* %cell, i32 1)
  ret void
t_s:
  %null = icmp eq i32 %v, 0
  %is_s = icmp eq i32 %conv, 115
  br i1 %is_s, label %str, label %ptr
str:
  br i1 %null, label %snull, label %sok
sok:
  %sv = inttoptr i32 %v to i8*
  call void @__egret_format_str(%sink* %s, %spec* %sp, i8* %sv, i32 -1)
  ret void
snull:
  ; glibc: "(null)", or nothing when the precision cuts it.
  %precp = getelementptr %spec, %spec* %sp, i32 0, i32 2
  %prec = load i32, i32* %precp
  %cut = icmp ult i32 %prec, 6
  %nn = select i1 %cut, i32 0, i32 6
  %nulls = getelementptr [7 x i8], [7 x i8]* @__egret_null_text, i32 0, i32 0
  call void @__egret_format_str(%sink* %s, %spec* %sp, i8* %nulls, i32 %nn)
  ret void
ptr:
  br i1 %null, label %nil, label %hex
nil:
  %nils = getelementptr [6 x i8], [6 x i8]* @__egret_nil_text, i32 0, i32 0
  call void @__egret_format_str(%sink* %s, %spec* %sp, i8* %nils, i32 5)
  ret void
hex:
  %pv = zext i32 %v to i64
  call void @__egret_format_int(%sink* %s, %spec* %sp, i64 %pv, i32 0, i32 112)
  ret void
}

; Whether the port formatter reads `%ld` as 64 bits (1: the LLVMlite
; flavour) or 32 (0: C's), set by every entry to __egret_vformat_port
; (the initial value is never read; not 0, so that it lies in .data and
; __start has no .bss word more to clear).
@__egret_port_lp64 = global i32 1

@__egret_null_text = constant [7 x i8] c"(null)\00"
@__egret_nil_text = constant [6 x i8] c"(nil)\00"

; One conversion whose spec starts just after the `%` at *pp; advances *pp
; past it. Returns false if the format ends inside the spec.
define i1 @__egret_format_one(%sink* %s, i8** %pp, i8** %ap, i1 %lp64) {
entry:
  %sp = alloca %spec
  %pct = load i8*, i8** %pp
  ; A spec that starts with a letter (`%d`, `%lld`) has no flags, width
  ; or precision: skip parsing them.
  %c0 = load i8, i8* %pct
  %lc = or i8 %c0, 32
  %la = sub i8 %lc, 97
  %letter = icmp ult i8 %la, 26
  br i1 %letter, label %bare, label %parse
bare:
  %fp = getelementptr %spec, %spec* %sp, i32 0, i32 0
  store i32 0, i32* %fp
  %wp = getelementptr %spec, %spec* %sp, i32 0, i32 1
  store i32 0, i32* %wp
  %pp2 = getelementptr %spec, %spec* %sp, i32 0, i32 2
  store i32 -1, i32* %pp2
  br label %parsed
parse:
  call void @__egret_parse_spec(i8** %pp, %spec* %sp, i8** %ap)
  br label %parsed
parsed:
  %len = call i32 @__egret_parse_length(i8** %pp)
  %q = load i8*, i8** %pp
  %cc = load i8, i8* %q
  %conv = zext i8 %cc to i32
  %q1 = getelementptr i8, i8* %q, i32 1
  store i8* %q1, i8** %pp
  %is_d = icmp eq i32 %conv, 100
  %is_i = icmp eq i32 %conv, 105
  %is_di = or i1 %is_d, %is_i
  br i1 %is_di, label %signed, label %t_u
signed:
  %sv = call i64 @__egret_int_arg(i8** %ap, i32 %len, i1 %lp64, i1 true)
  call void @__egret_format_signed(%sink* %s, %spec* %sp, i64 %sv)
  ret i1 true
t_u:
  %is_u = icmp eq i32 %conv, 117
  %is_o = icmp eq i32 %conv, 111
  %is_x = icmp eq i32 %conv, 120
  %is_up = icmp eq i32 %conv, 88
  %uo = or i1 %is_u, %is_o
  %xx = or i1 %is_x, %is_up
  %uns = or i1 %uo, %xx
  br i1 %uns, label %unsigned, label %t_float
unsigned:
  %uv = call i64 @__egret_int_arg(i8** %ap, i32 %len, i1 %lp64, i1 false)
  call void @__egret_format_int(%sink* %s, %spec* %sp, i64 %uv, i32 0, i32 %conv)
  ret i1 true
t_float:
  ; f F e E g G a A: a double, 8-byte aligned (any length modifier: `L`'s
  ; long double is double on O32), formatted by fpformat.ll.
  %fl = or i32 %conv, 32
  %fe = sub i32 %fl, 101
  %efg = icmp ult i32 %fe, 3
  %fa = icmp eq i32 %fl, 97
  %is_float = or i1 %efg, %fa
  br i1 %is_float, label %float, label %t_other
float:
  %bits = call i64 @__egret_arg64(i8** %ap)
  call void @__egret_format_fp(%sink* %s, %spec* %sp, i64 %bits, i32 %conv)
  ret i1 true
t_other:
  %is_c = icmp eq i32 %conv, 99
  %is_s = icmp eq i32 %conv, 115
  %is_p = icmp eq i32 %conv, 112
  %cs = or i1 %is_c, %is_s
  %csp = or i1 %cs, %is_p
  br i1 %csp, label %other, label %t_pct
other:
  call void @__egret_format_other(%sink* %s, %spec* %sp, i8** %ap, i32 %conv)
  ret i1 true
t_pct:
  %is_pct = icmp eq i32 %conv, 37
  br i1 %is_pct, label %percent, label %t_n
percent:
  call void @__egret_sink_put(%sink* %s, i32 37)
  ret i1 true
t_n:
  %is_n = icmp eq i32 %conv, 110
  br i1 %is_n, label %count, label %unknown
count:
  call void @__egret_store_count(%sink* %s, i8** %ap, i32 %len, i1 %lp64)
  ret i1 true
unknown:
  ; Printed as written, from the `%`; a format ending inside the spec
  ; stops the output (glibc then returns -1).
  %ends = icmp eq i32 %conv, 0
  br i1 %ends, label %stop, label %as_written
as_written:
  %from = getelementptr i8, i8* %pct, i32 -1
  %qi = ptrtoint i8* %q1 to i32
  %fi = ptrtoint i8* %from to i32
  %n = sub i32 %qi, %fi
  call void @__egret_sink_write(%sink* %s, i8* %from, i32 %n)
  ret i1 true
stop:
  ret i1 false
}

; The port's fast conversions: printf's most common specs, with no flags,
; width or precision, written straight to the output port. Each returns
; the number of bytes written; the number routines build their digits
; backwards before `end` (the caller's buffer of 23 bytes before it).

; The decimal digits of the unsigned 32-bit v (one `divu` a digit).
define i32 @__egret_port_u32(i32 %v, i8* %end) {
entry:
  br label %digit
digit:
  %x = phi i32 [ %v, %entry ], [ %q, %digit ]
  %at = phi i8* [ %end, %entry ], [ %at1, %digit ]
  %q = udiv i32 %x, 10
  %r = urem i32 %x, 10
  %c = add i32 %r, 48
  %c8 = trunc i32 %c to i8
  %at1 = getelementptr i8, i8* %at, i32 -1
  store i8 %c8, i8* %at1
  %more = icmp ne i32 %q, 0
  br i1 %more, label %digit, label %out
out:
  %p = phi i8* [ %at1, %digit ], [ %p1, %out ]
  %d = load i8, i8* %p
  %di = zext i8 %d to i32
  %rc = call i32 @putchar(i32 %di)
  %p1 = getelementptr i8, i8* %p, i32 1
  %left = icmp ne i8* %p1, %end
  br i1 %left, label %out, label %done
done:
  %ei = ptrtoint i8* %end to i32
  %si = ptrtoint i8* %at1 to i32
  %n = sub i32 %ei, %si
  ret i32 %n
}

; The signed decimal form of the 32-bit v.
define i32 @__egret_port_d32(i32 %v, i8* %end) {
entry:
  %neg = icmp slt i32 %v, 0
  br i1 %neg, label %minus, label %plain
minus:
  %r = call i32 @putchar(i32 45)
  %m = sub i32 0, %v
  %nm = call i32 @__egret_port_u32(i32 %m, i8* %end)
  %n1 = add i32 %nm, 1
  ret i32 %n1
plain:
  %n = call i32 @__egret_port_u32(i32 %v, i8* %end)
  ret i32 %n
}

; The decimal digits of the unsigned v.
define i32 @__egret_port_udec(i64 %v, i8* %end) {
entry:
  %start = call i8* @__egret_utoa(i64 %v, i8* %end)
  br label %out
out:
  %p = phi i8* [ %start, %entry ], [ %p1, %out ]
  %c = load i8, i8* %p
  %ci = zext i8 %c to i32
  %r = call i32 @putchar(i32 %ci)
  %p1 = getelementptr i8, i8* %p, i32 1
  %more = icmp ne i8* %p1, %end
  br i1 %more, label %out, label %done
done:
  %ei = ptrtoint i8* %end to i32
  %si = ptrtoint i8* %start to i32
  %n = sub i32 %ei, %si
  ret i32 %n
}

; The signed decimal form of v.
define i32 @__egret_port_dec(i64 %v, i8* %end) {
entry:
  %neg = icmp slt i64 %v, 0
  br i1 %neg, label %minus, label %plain
minus:
  %r = call i32 @putchar(i32 45)
  %m = sub i64 0, %v
  %nm = call i32 @__egret_port_udec(i64 %m, i8* %end)
  %n1 = add i32 %nm, 1
  ret i32 %n1
plain:
  %n = call i32 @__egret_port_udec(i64 %v, i8* %end)
  ret i32 %n
}

; The lower-case hexadecimal digits of v.
@__egret_hex_lower = constant [16 x i8] c"0123456789abcdef"

; The lower-case hex digit of d (0 to 15).
define i8 @__egret_hex_digit(i32 %d) {
entry:
  %at = getelementptr [16 x i8], [16 x i8]* @__egret_hex_lower, i32 0, i32 %d
  %c = load i8, i8* %at
  ret i8 %c
}

; The lower-case hex digits of the 32-bit x backwards before `end` (at
; least one); returns the first.
define i8* @__egret_hex32(i32 %x0, i8* %end) {
entry:
  br label %loop
loop:
  %a = phi i8* [ %end, %entry ], [ %a1, %loop ]
  %x = phi i32 [ %x0, %entry ], [ %q, %loop ]
  %d = and i32 %x, 15
  %c = call i8 @__egret_hex_digit(i32 %d)
  %a1 = getelementptr i8, i8* %a, i32 -1
  store i8 %c, i8* %a1
  %q = lshr i32 %x, 4
  %more = icmp ne i32 %q, 0
  br i1 %more, label %loop, label %done
done:
  ret i8* %a1
}

; The eight hex digits of x, leading zeros included, before `end`;
; returns the first (end - 8).
define i8* @__egret_hex8(i32 %x0, i8* %end) {
entry:
  %first = getelementptr i8, i8* %end, i32 -8
  br label %loop
loop:
  %a = phi i8* [ %end, %entry ], [ %a1, %loop ]
  %x = phi i32 [ %x0, %entry ], [ %q, %loop ]
  %d = and i32 %x, 15
  %c = call i8 @__egret_hex_digit(i32 %d)
  %a1 = getelementptr i8, i8* %a, i32 -1
  store i8 %c, i8* %a1
  %q = lshr i32 %x, 4
  %more = icmp ne i8* %a1, %first
  br i1 %more, label %loop, label %done
done:
  ret i8* %first
}

define i32 @__egret_port_hex(i64 %v, i8* %end) {
entry:
  ; The low word's eight digits (zeros included) when the high word has
  ; digits, then the high word's; else the low word's alone.
  %lo = trunc i64 %v to i32
  %hi64 = lshr i64 %v, 32
  %hi = trunc i64 %hi64 to i32
  %wide = icmp ne i32 %hi, 0
  br i1 %wide, label %two, label %one
two:
  %mid = call i8* @__egret_hex8(i32 %lo, i8* %end)
  %top = call i8* @__egret_hex32(i32 %hi, i8* %mid)
  br label %print
one:
  %low = call i8* @__egret_hex32(i32 %lo, i8* %end)
  br label %print
print:
  %start = phi i8* [ %top, %two ], [ %low, %one ]
  %ei = ptrtoint i8* %end to i32
  %si = ptrtoint i8* %start to i32
  %n = sub i32 %ei, %si
  br label %out
out:
  %p = phi i8* [ %start, %print ], [ %p1, %out ]
  %c = load i8, i8* %p
  %ci = zext i8 %c to i32
  %r = call i32 @putchar(i32 %ci)
  %p1 = getelementptr i8, i8* %p, i32 1
  %more = icmp ne i8* %p1, %end
  br i1 %more, label %out, label %done
done:
  ret i32 %n
}

; The string s up to its NUL ("(null)" for null, as glibc).
define i32 @__egret_port_str(i8* %s) {
entry:
  %null = icmp eq i8* %s, null
  %nulls = getelementptr [7 x i8], [7 x i8]* @__egret_null_text, i32 0, i32 0
  %str = select i1 %null, i8* %nulls, i8* %s
  br label %loop
loop:
  %p = phi i8* [ %str, %entry ], [ %p1, %put ]
  %c = load i8, i8* %p
  %end = icmp eq i8 %c, 0
  br i1 %end, label %done, label %put
put:
  %ci = zext i8 %c to i32
  %r = call i32 @putchar(i32 %ci)
  %p1 = getelementptr i8, i8* %p, i32 1
  br label %loop
done:
  %ei = ptrtoint i8* %p to i32
  %si = ptrtoint i8* %str to i32
  %n = sub i32 %ei, %si
  ret i32 %n
}

; i32 __egret_vformat(sink, fmt, ap, lp64): formats fmt with the arguments
; from ap into the buffer sink; returns the count. (The port has its own
; loop, __egret_vformat_port.)
define i32 @__egret_vformat(%sink* %s, i8* %fmt, i8* %ap0, i1 %lp64) {
entry:
  %apv = alloca i8*
  %pv = alloca i8*
  store i8* %ap0, i8** %apv
  br label %buf_next
buf_next:
  %q = phi i8* [ %fmt, %entry ], [ %q1, %buf_put ], [ %qc, %buf_conv ]
  %d = load i8, i8* %q
  %q1 = getelementptr i8, i8* %q, i32 1
  %di = zext i8 %d to i32
  %d_end = icmp eq i8 %d, 0
  br i1 %d_end, label %finish, label %buf_not_end
buf_not_end:
  %d_pct = icmp eq i8 %d, 37
  br i1 %d_pct, label %buf_spec, label %buf_put
buf_put:
  call void @__egret_sink_put(%sink* %s, i32 %di)
  br label %buf_next
buf_spec:
  store i8* %q1, i8** %pv
  %bgo = call i1 @__egret_format_one(%sink* %s, i8** %pv, i8** %apv, i1 %lp64)
  br i1 %bgo, label %buf_conv, label %broken
buf_conv:
  %qc = load i8*, i8** %pv
  br label %buf_next
finish:
  %n = call i32 @__egret_sink_finish(%sink* %s)
  ret i32 %n
broken:
  %nb = call i32 @__egret_sink_finish(%sink* %s)
  ret i32 -1
}

; The formatter to the output port (printf, vprintf, and the streams):
; returns the count. Plain bytes go straight to putchar and are counted
; without work of their own: the count at p is `base + p` (p as a number),
; and only a conversion changes base. Bare specs are written here by the
; port routines above; only another spec sets up a sink (holding the count so far, for `%n`)
; for __egret_format_one. `l` is 64 bits when @__egret_port_lp64 is set:
; the entries set it (printf.s and its siblings clear it, printf_lp64.s
; sets it) and jump here with the format in $a0 and the first variadic
; word's address in $a1, so the formatter returns straight to the caller.
define i32 @__egret_vformat_port(i8* %fmt, i8* %ap) {
entry:
  %s = alloca %sink
  ; The digits of a bare number, backwards before dend.
  %dbuf = alloca [24 x i8]
  %dend = getelementptr [24 x i8], [24 x i8]* %dbuf, i32 0, i32 23
  %apv = alloca i8*
  %pv = alloca i8*
  store i8* %ap, i8** %apv
  %fi = ptrtoint i8* %fmt to i32
  %base0 = sub i32 0, %fi
  br label %next
next:
  %p = phi i8* [ %fmt, %entry ], [ %p1, %put ], [ %pb, %bare ], [ %pg, %general_done ]
  %base = phi i32 [ %base0, %entry ], [ %base, %put ], [ %base_b, %bare ], [ %base_g, %general_done ]
  %c = load i8, i8* %p
  %p1 = getelementptr i8, i8* %p, i32 1
  %ci = zext i8 %c to i32
  %low = icmp ult i8 %c, 38
  br i1 %low, label %low_byte, label %put
low_byte:
  %is_end = icmp eq i8 %c, 0
  br i1 %is_end, label %finish, label %not_end
not_end:
  %is_pct = icmp eq i8 %c, 37
  br i1 %is_pct, label %spec, label %put
put:
  %rc = call i32 @putchar(i32 %ci)
  br label %next
spec:
  ; A bare spec (`%d %i %u %x` with no length, `l` or `ll`, or `%c`,
  ; `%s`) is written here, straight to the port; any other goes to
  ; `general`.
  %pi = ptrtoint i8* %p to i32
  %k = add i32 %base, %pi
  %c0 = load i8, i8* %p1
  %after0 = getelementptr i8, i8* %p1, i32 1
  %cv0 = zext i8 %c0 to i32
  switch i32 %cv0, label %general [
    i32 100, label %d_int
    i32 108, label %one_l
    i32 115, label %string
    i32 117, label %u_int
    i32 99, label %char
    i32 105, label %d_int
    i32 120, label %x_int
  ]
d_int:
  %di = call i32 @__egret_arg32(i8** %apv)
  %dn = call i32 @__egret_port_d32(i32 %di, i8* %dend)
  br label %bare
u_int:
  %ui = call i32 @__egret_arg32(i8** %apv)
  %un = call i32 @__egret_port_u32(i32 %ui, i8* %dend)
  br label %bare
x_int:
  %xi = call i32 @__egret_arg32(i8** %apv)
  %xw = zext i32 %xi to i64
  %xn = call i32 @__egret_port_hex(i64 %xw, i8* %dend)
  br label %bare
char:
  %ch = call i32 @__egret_arg32(i8** %apv)
  %rch = call i32 @putchar(i32 %ch)
  br label %bare
string:
  %sv = call i32 @__egret_arg32(i8** %apv)
  %sp = inttoptr i32 %sv to i8*
  %ns = call i32 @__egret_port_str(i8* %sp)
  br label %bare
one_l:
  %q1 = getelementptr i8, i8* %p1, i32 1
  %c1 = load i8, i8* %q1
  %l2 = icmp eq i8 %c1, 108
  br i1 %l2, label %two_l, label %lone_l
lone_l:
  ; `l`: 64 bits in the LLVMlite flavour.
  %lpw = load i32, i32* @__egret_port_lp64
  %lp64 = icmp ne i32 %lpw, 0
  br label %dispatch
two_l:
  %q2 = getelementptr i8, i8* %p1, i32 2
  %c2 = load i8, i8* %q2
  br label %dispatch
dispatch:
  %cc = phi i8 [ %c1, %lone_l ], [ %c2, %two_l ]
  %at = phi i8* [ %q1, %lone_l ], [ %q2, %two_l ]
  %wide = phi i1 [ %lp64, %lone_l ], [ true, %two_l ]
  %after = getelementptr i8, i8* %at, i32 1
  %cv = zext i8 %cc to i32
  switch i32 %cv, label %general [
    i32 100, label %signed
    i32 105, label %signed
    i32 117, label %unsigned
    i32 120, label %unsigned
  ]
signed:
  br i1 %wide, label %d64, label %d32
d64:
  %v64 = call i64 @__egret_arg64(i8** %apv)
  br label %signed_out
d32:
  %v32 = call i32 @__egret_arg32(i8** %apv)
  %s32 = sext i32 %v32 to i64
  br label %signed_out
signed_out:
  %sval = phi i64 [ %v64, %d64 ], [ %s32, %d32 ]
  %n64 = call i32 @__egret_port_dec(i64 %sval, i8* %dend)
  br label %bare
unsigned:
  %is_x = icmp eq i32 %cv, 120
  br i1 %wide, label %u64, label %u32
u64:
  %w64 = call i64 @__egret_arg64(i8** %apv)
  br label %digits
u32:
  %w32 = call i32 @__egret_arg32(i8** %apv)
  %z32 = zext i32 %w32 to i64
  br label %digits
digits:
  %u = phi i64 [ %w64, %u64 ], [ %z32, %u32 ]
  br i1 %is_x, label %hex, label %dec
hex:
  %nx = call i32 @__egret_port_hex(i64 %u, i8* %dend)
  br label %bare
dec:
  %nu = call i32 @__egret_port_udec(i64 %u, i8* %dend)
  br label %bare
bare:
  ; b bytes written; the format goes on at pb.
  %b = phi i32 [ %dn, %d_int ], [ %un, %u_int ], [ %xn, %x_int ], [ 1, %char ], [ %ns, %string ], [ %n64, %signed_out ], [ %nx, %hex ], [ %nu, %dec ]
  %pb = phi i8* [ %after0, %d_int ], [ %after0, %u_int ], [ %after0, %x_int ], [ %after0, %char ], [ %after0, %string ], [ %after, %signed_out ], [ %after, %hex ], [ %after, %dec ]
  %kb = add i32 %k, %b
  %pbi = ptrtoint i8* %pb to i32
  %base_b = sub i32 %kb, %pbi
  br label %next
general:
  store i8* %p1, i8** %pv
  %bufp = getelementptr %sink, %sink* %s, i32 0, i32 0
  store i8* null, i8** %bufp
  %roomp = getelementptr %sink, %sink* %s, i32 0, i32 1
  store i32 0, i32* %roomp
  %countp = getelementptr %sink, %sink* %s, i32 0, i32 2
  store i32 %k, i32* %countp
  %portp = getelementptr %sink, %sink* %s, i32 0, i32 3
  store i1 true, i1* %portp
  %lpw.g = load i32, i32* @__egret_port_lp64
  %lp64.g = icmp ne i32 %lpw.g, 0
  %go = call i1 @__egret_format_one(%sink* %s, i8** %pv, i8** %apv, i1 %lp64.g)
  br i1 %go, label %general_done, label %broken
general_done:
  %kg = load i32, i32* %countp
  %pg = load i8*, i8** %pv
  %pgi = ptrtoint i8* %pg to i32
  %base_g = sub i32 %kg, %pgi
  br label %next
finish:
  %pe = ptrtoint i8* %p to i32
  %n = add i32 %base, %pe
  ret i32 %n
broken:
  ret i32 -1
}

; i32 vprintf(const char *fmt, va_list ap).
define i32 @vprintf(i8* %fmt, i8* %ap) {
entry:
  store i32 0, i32* @__egret_port_lp64
  %n = call i32 @__egret_vformat_port(i8* %fmt, i8* %ap)
  ret i32 %n
}

; i32 __egret_vprintf_lp64(fmt, ap): vprintf with `l` = 64 bits.
define i32 @__egret_vprintf_lp64(i8* %fmt, i8* %ap) {
entry:
  store i32 1, i32* @__egret_port_lp64
  %n = call i32 @__egret_vformat_port(i8* %fmt, i8* %ap)
  ret i32 %n
}

; i32 vfprintf(FILE *stream, const char *fmt, va_list ap): both streams
; write to the output port.
define i32 @vfprintf(i8* %stream, i8* %fmt, i8* %ap) {
entry:
  store i32 0, i32* @__egret_port_lp64
  %n = call i32 @__egret_vformat_port(i8* %fmt, i8* %ap)
  ret i32 %n
}

; i32 vsnprintf(char *buf, size_t size, const char *fmt, va_list ap): at
; most size - 1 bytes and a NUL; returns the length the text would have.
define i32 @vsnprintf(i8* %buf, i32 %size, i8* %fmt, i8* %ap) {
entry:
  %s = alloca %sink
  %bufp = getelementptr %sink, %sink* %s, i32 0, i32 0
  store i8* %buf, i8** %bufp
  %roomp = getelementptr %sink, %sink* %s, i32 0, i32 1
  store i32 %size, i32* %roomp
  %countp = getelementptr %sink, %sink* %s, i32 0, i32 2
  store i32 0, i32* %countp
  %portp = getelementptr %sink, %sink* %s, i32 0, i32 3
  store i1 false, i1* %portp
  ; A zero size stores nothing, not even through a null buffer.
  %n = call i32 @__egret_vformat(%sink* %s, i8* %fmt, i8* %ap, i1 false)
  ret i32 %n
}

; i32 vsprintf(char *buf, const char *fmt, va_list ap): unbounded.
define i32 @vsprintf(i8* %buf, i8* %fmt, i8* %ap) {
entry:
  %n = call i32 @vsnprintf(i8* %buf, i32 2147483647, i8* %fmt, i8* %ap)
  ret i32 %n
}

; The buffer entries' second halves: `words` points at the entry's
; argument words (its $a0/$a1 stored in their home slots). (printf,
; __egret_printf_lp64 and fprintf jump to __egret_vformat_port.)

; sprintf(buf, fmt, ...).
define i32 @__egret_sprintf_words(i8* %words) {
entry:
  %w = bitcast i8* %words to i8**
  %buf = load i8*, i8** %w
  %w1 = getelementptr i8*, i8** %w, i32 1
  %fmt = load i8*, i8** %w1
  %ap = getelementptr i8, i8* %words, i32 8
  %n = call i32 @vsnprintf(i8* %buf, i32 2147483647, i8* %fmt, i8* %ap)
  ret i32 %n
}

; snprintf(buf, size, fmt, ...).
define i32 @__egret_snprintf_words(i8* %words) {
entry:
  %w = bitcast i8* %words to i8**
  %buf = load i8*, i8** %w
  %ws = bitcast i8* %words to i32*
  %ws1 = getelementptr i32, i32* %ws, i32 1
  %size = load i32, i32* %ws1
  %w2 = getelementptr i8*, i8** %w, i32 2
  %fmt = load i8*, i8** %w2
  %ap = getelementptr i8, i8* %words, i32 12
  %n = call i32 @vsnprintf(i8* %buf, i32 %size, i8* %fmt, i8* %ap)
  ret i32 %n
}
