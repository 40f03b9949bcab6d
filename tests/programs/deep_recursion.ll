; deep_recursion: recursion 10000 frames deep (a non-tail sum), 3000 frames deep with seven arguments each, and a tail-recursive accumulator loop of 20000 calls
; ret: 19
declare i32 @printf(i8*, ...)

@fmt = global [11 x i8] c"%s = %lld\0A\00"
@s1 = global [11 x i8] c"sum(10000)\00"
@s2 = global [11 x i8] c"walk(3000)\00"
@s3 = global [11 x i8] c"acc(20000)\00"

define i64 @sum(i64 %n) {
entry:
  %z = icmp eq i64 %n, 0
  br i1 %z, label %base, label %rec

base:
  ret i64 0

rec:
  %n1 = sub i64 %n, 1
  %s = call i64 @sum(i64 %n1)
  %r = add i64 %s, %n
  ret i64 %r
}

; Seven arguments per frame, rotated on every call, so the argument area of each frame is used.
define i64 @walk(i64 %n, i64 %a, i64 %b, i64 %c, i64 %d, i64 %e, i64 %f) {
entry:
  %z = icmp eq i64 %n, 0
  br i1 %z, label %base, label %rec

base:
  %ab = mul i64 %a, 1
  %b2 = mul i64 %b, 2
  %c3 = mul i64 %c, 3
  %d4 = mul i64 %d, 4
  %e5 = mul i64 %e, 5
  %f6 = mul i64 %f, 6
  %t1 = add i64 %ab, %b2
  %t2 = add i64 %t1, %c3
  %t3 = add i64 %t2, %d4
  %t4 = add i64 %t3, %e5
  %t5 = add i64 %t4, %f6
  ret i64 %t5

rec:
  %n1 = sub i64 %n, 1
  %a1 = add i64 %a, %n
  %r = call i64 @walk(i64 %n1, i64 %b, i64 %c, i64 %d, i64 %e, i64 %f, i64 %a1)
  %r1 = xor i64 %r, %n
  ret i64 %r1
}

define i64 @acc(i64 %n, i64 %total) {
entry:
  %z = icmp eq i64 %n, 0
  br i1 %z, label %base, label %rec

base:
  ret i64 %total

rec:
  %n1 = sub i64 %n, 1
  %sq = mul i64 %n, %n
  %t = add i64 %total, %sq
  %r = call i64 @acc(i64 %n1, i64 %t)
  ret i64 %r
}

define i64 @main() {
entry:
  %f = getelementptr [11 x i8], [11 x i8]* @fmt, i64 0, i64 0
  %v1 = call i64 @sum(i64 10000)
  %p1 = getelementptr [11 x i8], [11 x i8]* @s1, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %f, i8* %p1, i64 %v1)
  %v2 = call i64 @walk(i64 3000, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6)
  %p2 = getelementptr [11 x i8], [11 x i8]* @s2, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %f, i8* %p2, i64 %v2)
  %v3 = call i64 @acc(i64 20000, i64 0)
  %p3 = getelementptr [11 x i8], [11 x i8]* @s3, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %f, i8* %p3, i64 %v3)
  %r = srem i64 %v2, 100
  ret i64 %r
}
