; string_ops: byte-string routines written in IR: compare (unsigned byte differences), in-place reverse of a heap copy, upper-casing with range checks, word counting, palindrome test, and an itoa into a stack buffer
; ret: 4
declare void @ll_puts(i8*)
declare i8* @ll_malloc(i64, i64)
declare i32 @printf(i8*, ...)

@s1 = global [19 x i8] c"Hello, egret World\00"
@s2 = global [19 x i8] c"Hello, egret world\00"
@pal = global [28 x i8] c"Was it a car or a cat I saw\00"
@words = global [26 x i8] c"  the quick  brown\09fox   \00"
@fmt.cmp = global [19 x i8] c"compare: %d %d %d\0A\00"
@fmt.info = global [47 x i8] c"words: %d, palindrome: %d, not palindrome: %d\0A\00"

define i64 @slen(i8* %s) {
entry:
  br label %loop

loop:
  %n = phi i64 [ 0, %entry ], [ %n1, %loop ]
  %p = getelementptr i8, i8* %s, i64 %n
  %c = load i8, i8* %p
  %n1 = add i64 %n, 1
  %more = icmp ne i8 %c, 0
  br i1 %more, label %loop, label %done

done:
  ret i64 %n
}

; <0, 0, >0 like strcmp, comparing bytes as unsigned.
define i32 @scmp(i8* %a, i8* %b) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %next ]
  %pa = getelementptr i8, i8* %a, i64 %i
  %pb = getelementptr i8, i8* %b, i64 %i
  %ca = load i8, i8* %pa
  %cb = load i8, i8* %pb
  %ne = icmp ne i8 %ca, %cb
  %end = icmp eq i8 %ca, 0
  %stop = or i1 %ne, %end
  br i1 %stop, label %done, label %next

next:
  %i1 = add i64 %i, 1
  br label %loop

done:
  %xa = zext i8 %ca to i32
  %xb = zext i8 %cb to i32
  %d = sub i32 %xa, %xb
  ret i32 %d
}

define i8* @sdup(i8* %s) {
entry:
  %n = call i64 @slen(i8* %s)
  %n1 = add i64 %n, 1
  %d = call i8* @ll_malloc(i64 %n1, i64 1)
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %ps = getelementptr i8, i8* %s, i64 %i
  %pd = getelementptr i8, i8* %d, i64 %i
  %c = load i8, i8* %ps
  store i8 %c, i8* %pd
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, %n1
  br i1 %more, label %loop, label %done

done:
  ret i8* %d
}

define void @reverse(i8* %s) {
entry:
  %n = call i64 @slen(i8* %s)
  %last = sub i64 %n, 1
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %body ]
  %j = phi i64 [ %last, %entry ], [ %j1, %body ]
  %go = icmp slt i64 %i, %j
  br i1 %go, label %body, label %done

body:
  %pi = getelementptr i8, i8* %s, i64 %i
  %pj = getelementptr i8, i8* %s, i64 %j
  %ci = load i8, i8* %pi
  %cj = load i8, i8* %pj
  store i8 %cj, i8* %pi
  store i8 %ci, i8* %pj
  %i1 = add i64 %i, 1
  %j1 = sub i64 %j, 1
  br label %loop

done:
  ret void
}

define i8 @upper(i8 %c) {
  %off = sub i8 %c, 97
  %lower = icmp ult i8 %off, 26
  %up = sub i8 %c, 32
  %r = select i1 %lower, i8 %up, i8 %c
  ret i8 %r
}

define void @upcase(i8* %s) {
entry:
  br label %loop

loop:
  %p = phi i8* [ %s, %entry ], [ %p1, %body ]
  %c = load i8, i8* %p
  %end = icmp eq i8 %c, 0
  br i1 %end, label %done, label %body

body:
  %u = call i8 @upper(i8 %c)
  store i8 %u, i8* %p
  %p1 = getelementptr i8, i8* %p, i64 1
  br label %loop

done:
  ret void
}

define i1 @is_space(i8 %c) {
  %sp = icmp eq i8 %c, 32
  %tab = icmp eq i8 %c, 9
  %r = or i1 %sp, %tab
  ret i1 %r
}

define i32 @count_words(i8* %s) {
entry:
  br label %loop

loop:
  %p = phi i8* [ %s, %entry ], [ %p1, %body ]
  %inword = phi i1 [ false, %entry ], [ %inword1, %body ]
  %n = phi i32 [ 0, %entry ], [ %n1, %body ]
  %c = load i8, i8* %p
  %end = icmp eq i8 %c, 0
  br i1 %end, label %done, label %body

body:
  %sp = call i1 @is_space(i8 %c)
  %inword1 = xor i1 %sp, true
  %notbefore = xor i1 %inword, true
  %starts = and i1 %inword1, %notbefore
  %inc = zext i1 %starts to i32
  %n1 = add i32 %n, %inc
  %p1 = getelementptr i8, i8* %p, i64 1
  br label %loop

done:
  ret i32 %n
}

; Palindrome test ignoring spaces and case.
define i1 @palindrome(i8* %s) {
entry:
  %n = call i64 @slen(i8* %s)
  %last = sub i64 %n, 1
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %advance ]
  %j = phi i64 [ %last, %entry ], [ %j.next, %advance ]
  %go = icmp slt i64 %i, %j
  br i1 %go, label %body, label %yes

body:
  %pi = getelementptr i8, i8* %s, i64 %i
  %pj = getelementptr i8, i8* %s, i64 %j
  %ci = load i8, i8* %pi
  %cj = load i8, i8* %pj
  %si = call i1 @is_space(i8 %ci)
  %sj = call i1 @is_space(i8 %cj)
  ; skip a space on the left first, else one on the right
  %i1 = add i64 %i, 1
  %j1 = sub i64 %j, 1
  %skip = or i1 %si, %sj
  br i1 %skip, label %skipping, label %compare

skipping:
  %ni = select i1 %si, i64 %i1, i64 %i
  %nj2 = select i1 %si, i64 %j, i64 %j1
  br label %advance

compare:
  %ui = call i8 @upper(i8 %ci)
  %uj = call i8 @upper(i8 %cj)
  %same = icmp eq i8 %ui, %uj
  br i1 %same, label %advance, label %no

advance:
  %i.next = phi i64 [ %ni, %skipping ], [ %i1, %compare ]
  %j.next = phi i64 [ %nj2, %skipping ], [ %j1, %compare ]
  br label %loop

yes:
  ret i1 true

no:
  ret i1 false
}

; Decimal digits of a non-negative number into a stack buffer, printed with ll_puts.
define void @print_uint(i64 %v) {
entry:
  %buf = alloca [24 x i8]
  %end = getelementptr [24 x i8], [24 x i8]* %buf, i64 0, i64 23
  store i8 0, i8* %end
  br label %loop

loop:
  %x = phi i64 [ %v, %entry ], [ %q, %loop ]
  %pos = phi i64 [ 23, %entry ], [ %pos1, %loop ]
  %q = udiv i64 %x, 10
  %r = urem i64 %x, 10
  %r8 = trunc i64 %r to i8
  %ch = add i8 %r8, 48
  %pos1 = sub i64 %pos, 1
  %p = getelementptr [24 x i8], [24 x i8]* %buf, i64 0, i64 %pos1
  store i8 %ch, i8* %p
  %more = icmp ne i64 %q, 0
  br i1 %more, label %loop, label %done

done:
  call void @ll_puts(i8* %p)
  ret void
}

define i32 @main() {
entry:
  %a = getelementptr [19 x i8], [19 x i8]* @s1, i64 0, i64 0
  %b = getelementptr [19 x i8], [19 x i8]* @s2, i64 0, i64 0
  %c1 = call i32 @scmp(i8* %a, i8* %b)
  %c2 = call i32 @scmp(i8* %b, i8* %a)
  %c3 = call i32 @scmp(i8* %a, i8* %a)
  %fc = getelementptr [19 x i8], [19 x i8]* @fmt.cmp, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %fc, i32 %c1, i32 %c2, i32 %c3)
  %d = call i8* @sdup(i8* %a)
  call void @reverse(i8* %d)
  call void @ll_puts(i8* %d)
  call void @upcase(i8* %d)
  call void @ll_puts(i8* %d)
  call void @ll_puts(i8* %a)
  %w = getelementptr [26 x i8], [26 x i8]* @words, i64 0, i64 0
  %nw = call i32 @count_words(i8* %w)
  %p = getelementptr [28 x i8], [28 x i8]* @pal, i64 0, i64 0
  %isp = call i1 @palindrome(i8* %p)
  %isp2 = call i1 @palindrome(i8* %a)
  %ispx = zext i1 %isp to i32
  %isp2x = zext i1 %isp2 to i32
  %fi = getelementptr [47 x i8], [47 x i8]* @fmt.info, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %fi, i32 %nw, i32 %ispx, i32 %isp2x)
  call void @print_uint(i64 0)
  call void @print_uint(i64 -1)
  call void @print_uint(i64 1234567890123)
  ret i32 %nw
}
