; egret runtime: strings and numbers (docs/runtime.md).
;
; Digits are produced backwards into a buffer by __egret_utoa (decimal) and
; __egret_utox (hexadecimal), which printf.ll shares. Decimal digits come
; from the `divu` instruction on 32-bit words; a larger value is first cut
; into nine-digit words with the i64 division routine (divide.ll).

declare i8* @__egret_alloc(i32)
declare i64 @__egret_udivmod(i64, i64, i64*)

; Length of a NUL-terminated string.
define i32 @__egret_strlen(i8* %s) {
entry:
  br label %loop
loop:
  %n = phi i32 [ 0, %entry ], [ %n1, %body ]
  %p = getelementptr i8, i8* %s, i32 %n
  %c = load i8, i8* %p
  %end = icmp eq i8 %c, 0
  br i1 %end, label %done, label %body
body:
  %n1 = add i32 %n, 1
  br label %loop
done:
  ret i32 %n
}

; Copies n bytes from src to dst.
define void @__egret_copy(i8* %dst, i8* %src, i32 %n) {
entry:
  %none = icmp eq i32 %n, 0
  %dend = getelementptr i8, i8* %dst, i32 %n
  br i1 %none, label %done, label %loop
loop:
  %d = phi i8* [ %dst, %entry ], [ %d1, %loop ]
  %s = phi i8* [ %src, %entry ], [ %s1, %loop ]
  %c = load i8, i8* %s
  store i8 %c, i8* %d
  %d1 = getelementptr i8, i8* %d, i32 1
  %s1 = getelementptr i8, i8* %s, i32 1
  %more = icmp ne i8* %d1, %dend
  br i1 %more, label %loop, label %done
done:
  ret void
}

; Writes the decimal digits of the unsigned v backwards, ending just before
; `end`; returns the first digit. While v needs more than 32 bits, one i64
; division by 10^9 splits off its last nine digits (q >= 4, so no leading
; zeros follow); every digit is then a 32-bit `divu` by 10. (The loops
; carry the address of the next digit, one below the last written.)
define i8* @__egret_utoa(i64 %v, i8* %end) {
entry:
  %rem = alloca i64
  br label %chunk
chunk:
  %m = phi i64 [ %v, %entry ], [ %q, %nine_done ]
  %p = phi i8* [ %end, %entry ], [ %stop, %nine_done ]
  %a0 = getelementptr i8, i8* %p, i32 -1
  %hi = lshr i64 %m, 32
  %small = icmp eq i64 %hi, 0
  br i1 %small, label %narrow, label %wide
wide:
  %q = call i64 @__egret_udivmod(i64 %m, i64 1000000000, i64* %rem)
  %r64 = load i64, i64* %rem
  %r = trunc i64 %r64 to i32
  %stop = getelementptr i8, i8* %p, i32 -9
  %stop1 = getelementptr i8, i8* %p, i32 -10
  br label %nine
nine:
  %an = phi i8* [ %a0, %wide ], [ %an1, %nine ]
  %k = phi i32 [ %r, %wide ], [ %kq, %nine ]
  %kq = udiv i32 %k, 10
  %kr = urem i32 %k, 10
  %kc = add i32 %kr, 48
  %kc8 = trunc i32 %kc to i8
  store i8 %kc8, i8* %an
  %an1 = getelementptr i8, i8* %an, i32 -1
  %more9 = icmp ne i8* %an1, %stop1
  br i1 %more9, label %nine, label %nine_done
nine_done:
  br label %chunk
narrow:
  %m32 = trunc i64 %m to i32
  br label %loop
loop:
  %al = phi i8* [ %a0, %narrow ], [ %al1, %loop ]
  %x = phi i32 [ %m32, %narrow ], [ %xq, %loop ]
  %xq = udiv i32 %x, 10
  %xr = urem i32 %x, 10
  %c = add i32 %xr, 48
  %c8 = trunc i32 %c to i8
  store i8 %c8, i8* %al
  %al1 = getelementptr i8, i8* %al, i32 -1
  %more = icmp ne i32 %xq, 0
  br i1 %more, label %loop, label %done
done:
  %first = getelementptr i8, i8* %al1, i32 1
  ret i8* %first
}

; Writes the lower-case hexadecimal digits of v backwards before `end`;
; returns the first digit. Digits come from 32-bit words: when the high
; word is not zero, the low word gives exactly eight. (The loops carry the
; address of the next digit.)
define i8* @__egret_utox(i64 %v, i8* %end) {
entry:
  %hi64 = lshr i64 %v, 32
  %hi = trunc i64 %hi64 to i32
  %lo = trunc i64 %v to i32
  %a0 = getelementptr i8, i8* %end, i32 -1
  %small = icmp eq i32 %hi, 0
  br i1 %small, label %narrow, label %wide
wide:
  %stop1 = getelementptr i8, i8* %end, i32 -9
  br label %eight
eight:
  %ae = phi i8* [ %a0, %wide ], [ %ae1, %eight ]
  %y = phi i32 [ %lo, %wide ], [ %yq, %eight ]
  %yd = and i32 %y, 15
  %yletter = icmp uge i32 %yd, 10
  %ydl = add i32 %yd, 87
  %ydd = add i32 %yd, 48
  %yc = select i1 %yletter, i32 %ydl, i32 %ydd
  %yc8 = trunc i32 %yc to i8
  store i8 %yc8, i8* %ae
  %ae1 = getelementptr i8, i8* %ae, i32 -1
  %yq = lshr i32 %y, 4
  %more8 = icmp ne i8* %ae1, %stop1
  br i1 %more8, label %eight, label %narrow
narrow:
  %x0 = phi i32 [ %lo, %entry ], [ %hi, %eight ]
  %b0 = phi i8* [ %a0, %entry ], [ %stop1, %eight ]
  br label %loop
loop:
  %a = phi i8* [ %b0, %narrow ], [ %a1, %loop ]
  %x = phi i32 [ %x0, %narrow ], [ %q, %loop ]
  %d = and i32 %x, 15
  %letter = icmp uge i32 %d, 10
  %dl = add i32 %d, 87
  %dd = add i32 %d, 48
  %c = select i1 %letter, i32 %dl, i32 %dd
  %c8 = trunc i32 %c to i8
  store i8 %c8, i8* %a
  %a1 = getelementptr i8, i8* %a, i32 -1
  %q = lshr i32 %x, 4
  %more = icmp ne i32 %q, 0
  br i1 %more, label %loop, label %done
done:
  %first = getelementptr i8, i8* %a1, i32 1
  ret i8* %first
}

; i8* ll_strcat(i8* a, i8* b): a new heap string, a followed by b.
define i8* @ll_strcat(i8* %a, i8* %b) {
entry:
  %la = call i32 @__egret_strlen(i8* %a)
  %lb = call i32 @__egret_strlen(i8* %b)
  %l = add i32 %la, %lb
  %size = add i32 %l, 1
  %p = call i8* @__egret_alloc(i32 %size)
  call void @__egret_copy(i8* %p, i8* %a, i32 %la)
  %tail = getelementptr i8, i8* %p, i32 %la
  call void @__egret_copy(i8* %tail, i8* %b, i32 %lb)
  ret i8* %p
}

; i8* ll_ltoa(i64 v): a new heap string, the signed decimal form of v.
define i8* @ll_ltoa(i64 %v) {
entry:
  %buf = call i8* @__egret_alloc(i32 24)
  %end = getelementptr i8, i8* %buf, i32 23
  %neg = icmp slt i64 %v, 0
  %nv = sub i64 0, %v
  %mag = select i1 %neg, i64 %nv, i64 %v
  %start = call i8* @__egret_utoa(i64 %mag, i8* %end)
  br i1 %neg, label %sign, label %done
sign:
  %s1 = getelementptr i8, i8* %start, i32 -1
  store i8 45, i8* %s1
  ret i8* %s1
done:
  ret i8* %start
}

; i64 ll_atol(i8* s): C atol — optional white space, an optional sign,
; decimal digits; overflow wraps.
define i64 @ll_atol(i8* %s) {
entry:
  br label %space
space:
  %p = phi i8* [ %s, %entry ], [ %pn, %skip ]
  %c = load i8, i8* %p
  %is_sp = icmp eq i8 %c, 32
  %ct = sub i8 %c, 9
  %is_ctl = icmp ult i8 %ct, 5
  %white = or i1 %is_sp, %is_ctl
  br i1 %white, label %skip, label %sign
skip:
  %pn = getelementptr i8, i8* %p, i32 1
  br label %space
sign:
  %minus = icmp eq i8 %c, 45
  %plus = icmp eq i8 %c, 43
  %has = or i1 %minus, %plus
  %after = getelementptr i8, i8* %p, i32 1
  %d0 = select i1 %has, i8* %after, i8* %p
  br label %digits32
digits32:
  ; While the value is below 429496729 the next one fits in 32 bits.
  %q32 = phi i8* [ %d0, %sign ], [ %qn32, %more32 ]
  %v32 = phi i32 [ 0, %sign ], [ %v132, %more32 ]
  %dc32 = load i8, i8* %q32
  %dv32 = sub i8 %dc32, 48
  %is_digit32 = icmp ult i8 %dv32, 10
  br i1 %is_digit32, label %fits, label %done32
fits:
  %room = icmp ult i32 %v32, 429496729
  br i1 %room, label %more32, label %wide
more32:
  %v1032 = mul i32 %v32, 10
  %dw32 = zext i8 %dv32 to i32
  %v132 = add i32 %v1032, %dw32
  %qn32 = getelementptr i8, i8* %q32, i32 1
  br label %digits32
done32:
  %vd = zext i32 %v32 to i64
  br label %done
wide:
  %vw = zext i32 %v32 to i64
  br label %digits
digits:
  %q = phi i8* [ %q32, %wide ], [ %qn, %more ]
  %v = phi i64 [ %vw, %wide ], [ %v1, %more ]
  %dc = load i8, i8* %q
  %dv = sub i8 %dc, 48
  %is_digit = icmp ult i8 %dv, 10
  br i1 %is_digit, label %more, label %done
more:
  %v10 = mul i64 %v, 10
  %dw = zext i8 %dv to i64
  %v1 = add i64 %v10, %dw
  %qn = getelementptr i8, i8* %q, i32 1
  br label %digits
done:
  %vf = phi i64 [ %vd, %done32 ], [ %v, %digits ]
  %neg = sub i64 0, %vf
  %r = select i1 %minus, i64 %neg, i64 %vf
  ret i64 %r
}

; i64 ll_callback(i64 (i64, i64)* f): f(19, 19).
define i64 @ll_callback(i64 (i64, i64)* %f) {
entry:
  %r = call i64 %f(i64 19, i64 19)
  ret i64 %r
}
