; bm_editdist: Levenshtein distance by dynamic programming over two i32 rows (min of three with a data-dependent substitution cost) for seven pairs of substrings of a 1024-byte LCG text over a four-letter alphabet; distances checked against Python
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

@text = global [1024 x i8] zeroinitializer
@prev = global [128 x i32] zeroinitializer
@cur = global [128 x i32] zeroinitializer
; a offset, a length, b offset, b length, distance
@pairs = global [35 x i32] [i32 0, i32 100, i32 100, i32 100, i32 57, i32 200, i32 120, i32 320, i32 90, i32 61, i32 0, i32 100, i32 1, i32 100, i32 2, i32 410, i32 110, i32 410, i32 110, i32 0, i32 520, i32 80, i32 600, i32 120, i32 64, i32 720, i32 100, i32 820, i32 100, i32 55, i32 900, i32 60, i32 930, i32 94, i32 45]

define void @make_text() {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %x = phi i32 [ 12345, %entry ], [ %x1, %loop ]
  %m = mul i32 %x, 1103515245
  %x1 = add i32 %m, 12345
  %h = lshr i32 %x1, 28
  %l = and i32 %h, 3
  %c = add i32 %l, 97
  %b = trunc i32 %c to i8
  %p = getelementptr [1024 x i8], [1024 x i8]* @text, i32 0, i32 %i
  store i8 %b, i8* %p
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, 1024
  br i1 %more, label %loop, label %done

done:
  ret void
}

define i32 @min3(i32 %a, i32 %b, i32 %c) {
entry:
  %ab = icmp slt i32 %a, %b
  %m = select i1 %ab, i32 %a, i32 %b
  %mc = icmp slt i32 %c, %m
  %r = select i1 %mc, i32 %c, i32 %m
  ret i32 %r
}

; Edit distance between a[0..n) and b[0..m), m < 128.
define i32 @edit_distance(i8* %a, i32 %n, i8* %b, i32 %m) {
entry:
  br label %init

init:
  %j = phi i32 [ 0, %entry ], [ %j1, %init ]
  %pj = getelementptr [128 x i32], [128 x i32]* @prev, i32 0, i32 %j
  store i32 %j, i32* %pj
  %j1 = add i32 %j, 1
  %jm = icmp sle i32 %j1, %m
  br i1 %jm, label %init, label %rows

rows:
  %i = phi i32 [ 1, %init ], [ %i1, %copy.done ]
  %go = icmp sle i32 %i, %n
  br i1 %go, label %row, label %done

row:
  %c0 = getelementptr [128 x i32], [128 x i32]* @cur, i32 0, i32 0
  store i32 %i, i32* %c0
  %im = add i32 %i, -1
  %ap = getelementptr i8, i8* %a, i32 %im
  %ac = load i8, i8* %ap
  br label %cell

cell:
  %k = phi i32 [ 1, %row ], [ %k1, %cell ]
  %left = phi i32 [ %i, %row ], [ %v, %cell ]
  %km = add i32 %k, -1
  %bp = getelementptr i8, i8* %b, i32 %km
  %bc = load i8, i8* %bp
  %ne = icmp ne i8 %ac, %bc
  %cost = zext i1 %ne to i32
  %upp = getelementptr [128 x i32], [128 x i32]* @prev, i32 0, i32 %k
  %up = load i32, i32* %upp
  %diagp = getelementptr [128 x i32], [128 x i32]* @prev, i32 0, i32 %km
  %diag = load i32, i32* %diagp
  %del = add i32 %up, 1
  %ins = add i32 %left, 1
  %sub = add i32 %diag, %cost
  %v = call i32 @min3(i32 %del, i32 %ins, i32 %sub)
  %cp = getelementptr [128 x i32], [128 x i32]* @cur, i32 0, i32 %k
  store i32 %v, i32* %cp
  %k1 = add i32 %k, 1
  %more = icmp sle i32 %k1, %m
  br i1 %more, label %cell, label %copy

copy:
  %t = phi i32 [ 0, %cell ], [ %t1, %copy ]
  %sp = getelementptr [128 x i32], [128 x i32]* @cur, i32 0, i32 %t
  %sv = load i32, i32* %sp
  %dp = getelementptr [128 x i32], [128 x i32]* @prev, i32 0, i32 %t
  store i32 %sv, i32* %dp
  %t1 = add i32 %t, 1
  %tm = icmp sle i32 %t1, %m
  br i1 %tm, label %copy, label %copy.done

copy.done:
  %i1 = add i32 %i, 1
  br label %rows

done:
  %rp = getelementptr [128 x i32], [128 x i32]* @prev, i32 0, i32 %m
  %r = load i32, i32* %rp
  ret i32 %r
}

define i32 @pair_field(i32 %k, i32 %f) {
entry:
  %k5 = mul i32 %k, 5
  %i = add i32 %k5, %f
  %p = getelementptr [35 x i32], [35 x i32]* @pairs, i32 0, i32 %i
  %v = load i32, i32* %p
  ret i32 %v
}

define i64 @main() {
entry:
  call void @make_text()
  br label %loop

loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %ao = call i32 @pair_field(i32 %k, i32 0)
  %an = call i32 @pair_field(i32 %k, i32 1)
  %bo = call i32 @pair_field(i32 %k, i32 2)
  %bn = call i32 @pair_field(i32 %k, i32 3)
  %w = call i32 @pair_field(i32 %k, i32 4)
  %ap = getelementptr [1024 x i8], [1024 x i8]* @text, i32 0, i32 %ao
  %bp = getelementptr [1024 x i8], [1024 x i8]* @text, i32 0, i32 %bo
  %d = call i32 @edit_distance(i8* %ap, i32 %an, i8* %bp, i32 %bn)
  %id = zext i32 %k to i64
  %d64 = zext i32 %d to i64
  %w64 = zext i32 %w to i64
  call void @check(i64 %id, i64 %d64, i64 %w64)
  %k1 = add i32 %k, 1
  %more = icmp slt i32 %k1, 7
  br i1 %more, label %loop, label %done

done:
  %res = call i64 @report()
  ret i64 %res
}
