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
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %body ]
  %more = icmp ult i32 %i, %n
  br i1 %more, label %body, label %done
body:
  %s = getelementptr i8, i8* %src, i32 %i
  %c = load i8, i8* %s
  %d = getelementptr i8, i8* %dst, i32 %i
  store i8 %c, i8* %d
  %i1 = add i32 %i, 1
  br label %loop
done:
  ret void
}

; Writes the decimal digits of the unsigned v backwards, ending just before
; `end`; returns the first digit. While v needs more than 32 bits, one i64
; division by 10^9 splits off its last nine digits (q >= 4, so no leading
; zeros follow); every digit is then a 32-bit `divu` by 10.
define i8* @__egret_utoa(i64 %v, i8* %end) {
entry:
  %rem = alloca i64
  br label %chunk
chunk:
  %m = phi i64 [ %v, %entry ], [ %q, %nine_done ]
  %p = phi i8* [ %end, %entry ], [ %stop, %nine_done ]
  %hi = lshr i64 %m, 32
  %small = icmp eq i64 %hi, 0
  br i1 %small, label %narrow, label %wide
wide:
  %q = call i64 @__egret_udivmod(i64 %m, i64 1000000000, i64* %rem)
  %r64 = load i64, i64* %rem
  %r = trunc i64 %r64 to i32
  %stop = getelementptr i8, i8* %p, i32 -9
  br label %nine
nine:
  %pn = phi i8* [ %p, %wide ], [ %pn1, %nine ]
  %k = phi i32 [ %r, %wide ], [ %kq, %nine ]
  %kq = udiv i32 %k, 10
  %kr = urem i32 %k, 10
  %kc = add i32 %kr, 48
  %kc8 = trunc i32 %kc to i8
  %pn1 = getelementptr i8, i8* %pn, i32 -1
  store i8 %kc8, i8* %pn1
  %more9 = icmp ne i8* %pn1, %stop
  br i1 %more9, label %nine, label %nine_done
nine_done:
  br label %chunk
narrow:
  %m32 = trunc i64 %m to i32
  br label %loop
loop:
  %pl = phi i8* [ %p, %narrow ], [ %pl1, %loop ]
  %x = phi i32 [ %m32, %narrow ], [ %xq, %loop ]
  %xq = udiv i32 %x, 10
  %xr = urem i32 %x, 10
  %c = add i32 %xr, 48
  %c8 = trunc i32 %c to i8
  %pl1 = getelementptr i8, i8* %pl, i32 -1
  store i8 %c8, i8* %pl1
  %more = icmp ne i32 %xq, 0
  br i1 %more, label %loop, label %done
done:
  ret i8* %pl1
}

; Writes the lower-case hexadecimal digits of v backwards before `end`;
; returns the first digit.
define i8* @__egret_utox(i64 %v, i8* %end) {
entry:
  br label %loop
loop:
  %p = phi i8* [ %end, %entry ], [ %p1, %loop ]
  %m = phi i64 [ %v, %entry ], [ %q, %loop ]
  %d64 = and i64 %m, 15
  %d = trunc i64 %d64 to i32
  %letter = icmp uge i32 %d, 10
  %dl = add i32 %d, 87
  %dd = add i32 %d, 48
  %c = select i1 %letter, i32 %dl, i32 %dd
  %c8 = trunc i32 %c to i8
  %p1 = getelementptr i8, i8* %p, i32 -1
  store i8 %c8, i8* %p1
  %q = lshr i64 %m, 4
  %more = icmp ne i64 %q, 0
  br i1 %more, label %loop, label %done
done:
  ret i8* %p1
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
  br label %digits
digits:
  %q = phi i8* [ %d0, %sign ], [ %qn, %more ]
  %v = phi i64 [ 0, %sign ], [ %v1, %more ]
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
  %neg = sub i64 0, %v
  %r = select i1 %minus, i64 %neg, i64 %v
  ret i64 %r
}

; i64 ll_callback(i64 (i64, i64)* f): f(19, 19).
define i64 @ll_callback(i64 (i64, i64)* %f) {
entry:
  %r = call i64 %f(i64 19, i64 19)
  ret i64 %r
}
