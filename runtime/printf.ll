; egret runtime: the formatter behind printf (docs/runtime.md).
;
; printf.s stores the argument registers into their home slots and calls
; __egret_vprintf(fmt, ap) where ap points at the first variadic word.
; Under O32 an i32 vararg is one word and an i64 an 8-byte-aligned pair in
; memory order — so an i64 is simply loaded from ap rounded up to 8.
; Conversions: %d %i %u %x (i32), %ld %lld %li %lli %lu %llu %lx %llx (i64),
; %c, %s, %%; no flags, widths or precisions. An unknown conversion is
; printed as written. Returns the number of bytes written.

declare i32 @putchar(i32)
declare i8* @__egret_utoa(i64, i8*)
declare i8* @__egret_utox(i64, i8*)

; One byte, counted.
define void @__egret_putc(i32 %c, i32* %count) {
entry:
  %r = call i32 @putchar(i32 %c)
  %n = load i32, i32* %count
  %n1 = add i32 %n, 1
  store i32 %n1, i32* %count
  ret void
}

; Writes the NUL-terminated string s, uncounted; returns its end.
define i8* @__egret_write_to_end(i8* %s) {
entry:
  br label %loop
loop:
  %p = phi i8* [ %s, %entry ], [ %next, %body ]
  %c = load i8, i8* %p
  %end = icmp eq i8 %c, 0
  br i1 %end, label %done, label %body
body:
  %ci = zext i8 %c to i32
  %r = call i32 @putchar(i32 %ci)
  %next = getelementptr i8, i8* %p, i32 1
  br label %loop
done:
  ret i8* %p
}

; A NUL-terminated string, counted (once, after it is written).
define void @__egret_puts_counted(i8* %s, i32* %count) {
entry:
  %e = call i8* @__egret_write_to_end(i8* %s)
  %ei = ptrtoint i8* %e to i32
  %si = ptrtoint i8* %s to i32
  %len = sub i32 %ei, %si
  %n = load i32, i32* %count
  %n1 = add i32 %n, %len
  store i32 %n1, i32* %count
  ret void
}

; An unsigned number in decimal (hex when `hex` is true), counted (once:
; the digits end at the buffer's end).
define void @__egret_print_u64(i64 %v, i1 %hex, i32* %count) {
entry:
  %buf = alloca [24 x i8]
  %end = getelementptr [24 x i8], [24 x i8]* %buf, i32 0, i32 23
  store i8 0, i8* %end
  br i1 %hex, label %x, label %d
x:
  %sx = call i8* @__egret_utox(i64 %v, i8* %end)
  br label %out
d:
  %sd = call i8* @__egret_utoa(i64 %v, i8* %end)
  br label %out
out:
  %s = phi i8* [ %sx, %x ], [ %sd, %d ]
  %ei = ptrtoint i8* %end to i32
  %si = ptrtoint i8* %s to i32
  %len = sub i32 %ei, %si
  %n = load i32, i32* %count
  %n1 = add i32 %n, %len
  store i32 %n1, i32* %count
  %e = call i8* @__egret_write_to_end(i8* %s)
  ret void
}

; A signed number in decimal, counted.
define void @__egret_print_i64(i64 %v, i32* %count) {
entry:
  %neg = icmp slt i64 %v, 0
  br i1 %neg, label %minus, label %plain
minus:
  call void @__egret_putc(i32 45, i32* %count)
  %m = sub i64 0, %v
  call void @__egret_print_u64(i64 %m, i1 false, i32* %count)
  ret void
plain:
  call void @__egret_print_u64(i64 %v, i1 false, i32* %count)
  ret void
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

; i32 __egret_vprintf(i8* fmt, i8* ap): the formatter. The count it keeps
; is the bytes written less the address of the format position p, so a
; plain byte advances p and leaves the count alone.
define i32 @__egret_vprintf(i8* %fmt, i8* %ap0) {
entry:
  %apv = alloca i8*
  %count = alloca i32
  store i8* %ap0, i8** %apv
  %fmti = ptrtoint i8* %fmt to i32
  %base = sub i32 0, %fmti
  store i32 %base, i32* %count
  br label %next
next:
  %p = phi i8* [ %fmt, %entry ], [ %p1, %plain ], [ %q1, %done_conv ]
  %c = load i8, i8* %p
  %p1 = getelementptr i8, i8* %p, i32 1
  %is_end = icmp eq i8 %c, 0
  br i1 %is_end, label %finish, label %not_end
not_end:
  %is_pct = icmp eq i8 %c, 37
  br i1 %is_pct, label %longs, label %plain
plain:
  %ci = zext i8 %c to i32
  %rc = call i32 @putchar(i32 %ci)
  br label %next
longs:
  %q = phi i8* [ %p1, %not_end ], [ %q1, %more_l ]
  %nl = phi i32 [ 0, %not_end ], [ %nl1, %more_l ]
  %cc = load i8, i8* %q
  %q1 = getelementptr i8, i8* %q, i32 1
  %is_l = icmp eq i8 %cc, 108
  br i1 %is_l, label %more_l, label %conv
more_l:
  %nl1 = add i32 %nl, 1
  br label %longs
conv:
  %wide = icmp ne i32 %nl, 0
  %ends = icmp eq i8 %cc, 0
  br i1 %ends, label %finish_spec, label %t_pct
t_pct:
  ; The position moves to the spec's end: the count takes off its length,
  ; nl + 2 (the conversion then adds the bytes it writes).
  %nb = load i32, i32* %count
  %spec = add i32 %nl, 2
  %na = sub i32 %nb, %spec
  store i32 %na, i32* %count
  %is_pc = icmp eq i8 %cc, 37
  br i1 %is_pc, label %do_pct, label %t_d
do_pct:
  call void @__egret_putc(i32 37, i32* %count)
  br label %done_conv
t_d:
  %is_d = icmp eq i8 %cc, 100
  %is_i = icmp eq i8 %cc, 105
  %is_di = or i1 %is_d, %is_i
  br i1 %is_di, label %do_d, label %t_u
do_d:
  br i1 %wide, label %do_ld, label %do_d32
do_ld:
  %vld = call i64 @__egret_arg64(i8** %apv)
  call void @__egret_print_i64(i64 %vld, i32* %count)
  br label %done_conv
do_d32:
  %vd = call i32 @__egret_arg32(i8** %apv)
  %vd64 = sext i32 %vd to i64
  call void @__egret_print_i64(i64 %vd64, i32* %count)
  br label %done_conv
t_u:
  %is_u = icmp eq i8 %cc, 117
  %is_x = icmp eq i8 %cc, 120
  %is_ux = or i1 %is_u, %is_x
  br i1 %is_ux, label %do_u, label %t_c
do_u:
  br i1 %wide, label %do_lu, label %do_u32
do_lu:
  %vlu = call i64 @__egret_arg64(i8** %apv)
  call void @__egret_print_u64(i64 %vlu, i1 %is_x, i32* %count)
  br label %done_conv
do_u32:
  %vu = call i32 @__egret_arg32(i8** %apv)
  %vu64 = zext i32 %vu to i64
  call void @__egret_print_u64(i64 %vu64, i1 %is_x, i32* %count)
  br label %done_conv
t_c:
  %is_c = icmp eq i8 %cc, 99
  br i1 %is_c, label %do_c, label %t_s
do_c:
  %vc = call i32 @__egret_arg32(i8** %apv)
  %vc8 = and i32 %vc, 255
  call void @__egret_putc(i32 %vc8, i32* %count)
  br label %done_conv
t_s:
  %is_s = icmp eq i8 %cc, 115
  br i1 %is_s, label %do_s, label %unknown
do_s:
  %vs = call i32 @__egret_arg32(i8** %apv)
  %sp = inttoptr i32 %vs to i8*
  call void @__egret_puts_counted(i8* %sp, i32* %count)
  br label %done_conv
unknown:
  call void @__egret_putc(i32 37, i32* %count)
  %cu = zext i8 %cc to i32
  call void @__egret_putc(i32 %cu, i32* %count)
  br label %done_conv
done_conv:
  br label %next
finish:
  %nf = load i32, i32* %count
  %pfi = ptrtoint i8* %p to i32
  %n = add i32 %nf, %pfi
  ret i32 %n
finish_spec:
  ; The format ends inside a spec: the count is as at its `%`, nl + 1
  ; bytes before the end q.
  %ns = load i32, i32* %count
  %qi = ptrtoint i8* %q to i32
  %pct = sub i32 %qi, %nl
  %nq = add i32 %ns, %pct
  %n1 = sub i32 %nq, 1
  ret i32 %n1
}
