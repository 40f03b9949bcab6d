; egret runtime: C's string routines (docs/runtime.md). They go a byte at a
; time: reading a whole word past a string's NUL would read bytes the
; program never wrote, which `egret run --strict` traps on.

; size_t strlen(const char *s).
define i32 @strlen(i8* %s) {
entry:
  br label %loop
loop:
  %n = phi i32 [ 0, %entry ], [ %n1, %loop ]
  %p = getelementptr i8, i8* %s, i32 %n
  %c = load i8, i8* %p
  %n1 = add i32 %n, 1
  %more = icmp ne i8 %c, 0
  br i1 %more, label %loop, label %done
done:
  ret i32 %n
}

; int strcmp(const char *a, const char *b): the difference of the first
; differing bytes as unsigned chars, 0 if the strings are equal.
define i32 @strcmp(i8* %a, i8* %b) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %next ]
  %pa = getelementptr i8, i8* %a, i32 %i
  %pb = getelementptr i8, i8* %b, i32 %i
  %ca = load i8, i8* %pa
  %cb = load i8, i8* %pb
  %ne = icmp ne i8 %ca, %cb
  %end = icmp eq i8 %ca, 0
  %stop = or i1 %ne, %end
  br i1 %stop, label %done, label %next
next:
  %i1 = add i32 %i, 1
  br label %loop
done:
  %xa = zext i8 %ca to i32
  %xb = zext i8 %cb to i32
  %d = sub i32 %xa, %xb
  ret i32 %d
}

; int strncmp(const char *a, const char *b, size_t n): strcmp on at most
; the first n bytes.
define i32 @strncmp(i8* %a, i8* %b, i32 %n) {
entry:
  %none = icmp eq i32 %n, 0
  br i1 %none, label %equal, label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %next ]
  %pa = getelementptr i8, i8* %a, i32 %i
  %pb = getelementptr i8, i8* %b, i32 %i
  %ca = load i8, i8* %pa
  %cb = load i8, i8* %pb
  %ne = icmp ne i8 %ca, %cb
  %end = icmp eq i8 %ca, 0
  %stop = or i1 %ne, %end
  br i1 %stop, label %done, label %next
next:
  %i1 = add i32 %i, 1
  %more = icmp ult i32 %i1, %n
  br i1 %more, label %loop, label %equal
done:
  %xa = zext i8 %ca to i32
  %xb = zext i8 %cb to i32
  %d = sub i32 %xa, %xb
  ret i32 %d
equal:
  ret i32 0
}

; char *strcpy(char *dst, const char *src): src and its NUL; returns dst.
define i8* @strcpy(i8* %dst, i8* %src) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %ps = getelementptr i8, i8* %src, i32 %i
  %c = load i8, i8* %ps
  %pd = getelementptr i8, i8* %dst, i32 %i
  store i8 %c, i8* %pd
  %i1 = add i32 %i, 1
  %more = icmp ne i8 %c, 0
  br i1 %more, label %loop, label %done
done:
  ret i8* %dst
}

; char *strncpy(char *dst, const char *src, size_t n): exactly n bytes:
; src's bytes up to its NUL, then NULs (no NUL at all if src is n bytes or
; longer); returns dst.
define i8* @strncpy(i8* %dst, i8* %src, i32 %n) {
entry:
  %none = icmp eq i32 %n, 0
  br i1 %none, label %done, label %copy
copy:
  %i = phi i32 [ 0, %entry ], [ %i1, %copied ]
  %ps = getelementptr i8, i8* %src, i32 %i
  %c = load i8, i8* %ps
  %pd = getelementptr i8, i8* %dst, i32 %i
  store i8 %c, i8* %pd
  %i1 = add i32 %i, 1
  %full = icmp eq i32 %i1, %n
  br i1 %full, label %done, label %copied
copied:
  %end = icmp eq i8 %c, 0
  br i1 %end, label %pad, label %copy
pad:
  %rest = sub i32 %n, %i1
  %at = getelementptr i8, i8* %dst, i32 %i1
  %r = call i8* @memset(i8* %at, i32 0, i32 %rest)
  br label %done
done:
  ret i8* %dst
}

declare i8* @memset(i8*, i32, i32)

; char *strcat(char *dst, const char *src): src and its NUL after dst's
; text; returns dst.
define i8* @strcat(i8* %dst, i8* %src) {
entry:
  %n = call i32 @strlen(i8* %dst)
  %end = getelementptr i8, i8* %dst, i32 %n
  %r = call i8* @strcpy(i8* %end, i8* %src)
  ret i8* %dst
}

; char *strchr(const char *s, int c): the first byte equal to (char)c,
; the NUL included (strchr(s, 0) is s's end), or null.
define i8* @strchr(i8* %s, i32 %c) {
entry:
  %want = trunc i32 %c to i8
  br label %loop
loop:
  %p = phi i8* [ %s, %entry ], [ %p1, %next ]
  %b = load i8, i8* %p
  %hit = icmp eq i8 %b, %want
  br i1 %hit, label %found, label %next
next:
  %end = icmp eq i8 %b, 0
  %p1 = getelementptr i8, i8* %p, i32 1
  br i1 %end, label %missing, label %loop
found:
  ret i8* %p
missing:
  ret i8* null
}

; char *strrchr(const char *s, int c): the last byte equal to (char)c,
; the NUL included, or null.
define i8* @strrchr(i8* %s, i32 %c) {
entry:
  %want = trunc i32 %c to i8
  br label %loop
loop:
  %p = phi i8* [ %s, %entry ], [ %p1, %loop ]
  %last = phi i8* [ null, %entry ], [ %last1, %loop ]
  %b = load i8, i8* %p
  %hit = icmp eq i8 %b, %want
  %last1 = select i1 %hit, i8* %p, i8* %last
  %p1 = getelementptr i8, i8* %p, i32 1
  %more = icmp ne i8 %b, 0
  br i1 %more, label %loop, label %done
done:
  ret i8* %last1
}

; char *strstr(const char *hay, const char *needle): the first place where
; needle occurs in hay (hay itself for an empty needle), or null. Each
; position is compared in turn: O(|hay| * |needle|) at worst.
define i8* @strstr(i8* %hay, i8* %needle) {
entry:
  %first = load i8, i8* %needle
  %empty = icmp eq i8 %first, 0
  br i1 %empty, label %at_hay, label %scan
at_hay:
  ret i8* %hay
scan:
  %h = phi i8* [ %hay, %entry ], [ %h1, %advance ]
  %hc = load i8, i8* %h
  %hend = icmp eq i8 %hc, 0
  br i1 %hend, label %missing, label %try
try:
  %start = icmp eq i8 %hc, %first
  br i1 %start, label %match, label %advance
match:
  %k = phi i32 [ 1, %try ], [ %k1, %match_next ]
  %pn = getelementptr i8, i8* %needle, i32 %k
  %nc = load i8, i8* %pn
  %nend = icmp eq i8 %nc, 0
  br i1 %nend, label %found, label %compare
compare:
  %ph = getelementptr i8, i8* %h, i32 %k
  %c = load i8, i8* %ph
  %same = icmp eq i8 %c, %nc
  br i1 %same, label %match_next, label %advance
match_next:
  %k1 = add i32 %k, 1
  br label %match
advance:
  %h1 = getelementptr i8, i8* %h, i32 1
  br label %scan
found:
  ret i8* %h
missing:
  ret i8* null
}
