; bm_strsearch: byte-string kernels over 4096-byte LCG texts: strlen, a memcmp returning the first byte difference, naive substring search counting occurrences and finding the first of six patterns, and a character count; two texts checked against Python
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

@text = global [4097 x i8] zeroinitializer
@pats = global [6 x [8 x i8]] [[8 x i8] c"abca\00\00\00\00", [8 x i8] c"dd\00\00\00\00\00\00", [8 x i8] c"abcdab\00\00", [8 x i8] c"cab\00\00\00\00\00", [8 x i8] c"aaaa\00\00\00\00", [8 x i8] c"bdb\00\00\00\00\00"]
@seeds = global [2 x i32] [i32 7, i32 2024]
; per text: strlen, (count, first index) per pattern, memcmp of the halves, count of 'c'
@want = global [30 x i32] [i32 4096, i32 14, i32 74, i32 253, i32 21, i32 4, i32 403, i32 60, i32 41, i32 26, i32 255, i32 67, i32 50, i32 2, i32 971, i32 4096, i32 18, i32 132, i32 252, i32 33, i32 0, i32 -1, i32 70, i32 127, i32 8, i32 339, i32 55, i32 11, i32 -2, i32 1014]

define void @make_text(i32 %seed) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %x = phi i32 [ %seed, %entry ], [ %x1, %loop ]
  %m = mul i32 %x, 1103515245
  %x1 = add i32 %m, 12345
  %h = lshr i32 %x1, 16
  %l = and i32 %h, 3
  %c = add i32 %l, 97
  %b = trunc i32 %c to i8
  %p = getelementptr [4097 x i8], [4097 x i8]* @text, i32 0, i32 %i
  store i8 %b, i8* %p
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, 4096
  br i1 %more, label %loop, label %done

done:
  %end = getelementptr [4097 x i8], [4097 x i8]* @text, i32 0, i32 4096
  store i8 0, i8* %end
  ret void
}

define i32 @my_strlen(i8* %s) {
entry:
  br label %loop

loop:
  %p = phi i8* [ %s, %entry ], [ %p1, %loop ]
  %n = phi i32 [ 0, %entry ], [ %n1, %loop ]
  %c = load i8, i8* %p
  %p1 = getelementptr i8, i8* %p, i32 1
  %n1 = add i32 %n, 1
  %z = icmp eq i8 %c, 0
  br i1 %z, label %done, label %loop

done:
  ret i32 %n
}

; Difference of the first differing bytes (as unsigned) in a[0..n) and b[0..n), or 0.
define i32 @my_memcmp(i8* %a, i8* %b, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %same ]
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %equal

body:
  %pa = getelementptr i8, i8* %a, i32 %i
  %pb = getelementptr i8, i8* %b, i32 %i
  %ca = load i8, i8* %pa
  %cb = load i8, i8* %pb
  %eq = icmp eq i8 %ca, %cb
  br i1 %eq, label %same, label %differ

same:
  %i1 = add i32 %i, 1
  br label %loop

differ:
  %za = zext i8 %ca to i32
  %zb = zext i8 %cb to i32
  %d = sub i32 %za, %zb
  ret i32 %d

equal:
  ret i32 0
}

; Occurrences of pat[0..m) in t[0..n); the first position goes to %first (-1 if none).
define i32 @count_matches(i8* %t, i32 %n, i8* %pat, i32 %m, i32* %first) {
entry:
  store i32 -1, i32* %first
  %last = sub i32 %n, %m
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %next ]
  %c = phi i32 [ 0, %entry ], [ %c1, %next ]
  %in = icmp sle i32 %i, %last
  br i1 %in, label %body, label %done

body:
  %p = getelementptr i8, i8* %t, i32 %i
  %d = call i32 @my_memcmp(i8* %p, i8* %pat, i32 %m)
  %hit = icmp eq i32 %d, 0
  br i1 %hit, label %found, label %next

found:
  %f = load i32, i32* %first
  %none = icmp slt i32 %f, 0
  %f1 = select i1 %none, i32 %i, i32 %f
  store i32 %f1, i32* %first
  %cf = add i32 %c, 1
  br label %next

next:
  %c1 = phi i32 [ %c, %body ], [ %cf, %found ]
  %i1 = add i32 %i, 1
  br label %loop

done:
  ret i32 %c
}

define i32 @count_char(i8* %s, i8 %ch) {
entry:
  br label %loop

loop:
  %p = phi i8* [ %s, %entry ], [ %p1, %loop.next ]
  %n = phi i32 [ 0, %entry ], [ %n1, %loop.next ]
  %c = load i8, i8* %p
  %z = icmp eq i8 %c, 0
  br i1 %z, label %done, label %loop.next

loop.next:
  %hit = icmp eq i8 %c, %ch
  %h = zext i1 %hit to i32
  %n1 = add i32 %n, %h
  %p1 = getelementptr i8, i8* %p, i32 1
  br label %loop

done:
  ret i32 %n
}

define void @check_want(i32 %k, i32 %got) {
entry:
  %wp = getelementptr [30 x i32], [30 x i32]* @want, i32 0, i32 %k
  %w = load i32, i32* %wp
  %id = zext i32 %k to i64
  %g = sext i32 %got to i64
  %w64 = sext i32 %w to i64
  call void @check(i64 %id, i64 %g, i64 %w64)
  ret void
}

define i64 @main() {
entry:
  %first = alloca i32
  %t = getelementptr [4097 x i8], [4097 x i8]* @text, i32 0, i32 0
  br label %round

round:
  %r = phi i32 [ 0, %entry ], [ %r1, %round.end ]
  %sp = getelementptr [2 x i32], [2 x i32]* @seeds, i32 0, i32 %r
  %seed = load i32, i32* %sp
  call void @make_text(i32 %seed)
  %base = mul i32 %r, 15
  %len = call i32 @my_strlen(i8* %t)
  call void @check_want(i32 %base, i32 %len)
  br label %pat

pat:
  %k = phi i32 [ 0, %round ], [ %k1, %pat ]
  %pp = getelementptr [6 x [8 x i8]], [6 x [8 x i8]]* @pats, i32 0, i32 %k, i32 0
  %m = call i32 @my_strlen(i8* %pp)
  %cnt = call i32 @count_matches(i8* %t, i32 %len, i8* %pp, i32 %m, i32* %first)
  %f = load i32, i32* %first
  %k2 = shl i32 %k, 1
  %w0 = add i32 %base, %k2
  %wc = add i32 %w0, 1
  %wf = add i32 %w0, 2
  call void @check_want(i32 %wc, i32 %cnt)
  call void @check_want(i32 %wf, i32 %f)
  %k1 = add i32 %k, 1
  %km = icmp slt i32 %k1, 6
  br i1 %km, label %pat, label %round.end

round.end:
  %half = getelementptr [4097 x i8], [4097 x i8]* @text, i32 0, i32 2048
  %d = call i32 @my_memcmp(i8* %t, i8* %half, i32 2048)
  %bd = add i32 %base, 13
  call void @check_want(i32 %bd, i32 %d)
  %cc = call i32 @count_char(i8* %t, i8 99)
  %bc = add i32 %base, 14
  call void @check_want(i32 %bc, i32 %cc)
  %r1 = add i32 %r, 1
  %more = icmp slt i32 %r1, 2
  br i1 %more, label %round, label %done

done:
  %res = call i64 @report()
  ret i64 %res
}
