; mutual_recursion: is_even/is_odd 1001 calls deep, Hofstadter's Female and Male sequences (doubly nested mutual recursion), a three-function cycle, functions used before their definition
; ret: 25
declare i32 @printf(i8*, ...)

@fmt.fm = global [88 x i8] c"F: %lld %lld %lld %lld %lld %lld %lld %lld  M: %lld %lld %lld %lld %lld %lld %lld %lld\0A\00"
@fmt.eo = global [39 x i8] c"even(1001)=%d odd(1001)=%d even(0)=%d\0A\00"
@fmt.cyc = global [18 x i8] c"cycle(30) = %lld\0A\00"

define i64 @main() {
entry:
  %e1 = call i1 @is_even(i64 1001)
  %o1 = call i1 @is_odd(i64 1001)
  %e0 = call i1 @is_even(i64 0)
  %e1x = zext i1 %e1 to i32
  %o1x = zext i1 %o1 to i32
  %e0x = zext i1 %e0 to i32
  %feo = getelementptr [39 x i8], [39 x i8]* @fmt.eo, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %feo, i32 %e1x, i32 %o1x, i32 %e0x)
  %f13 = call i64 @female(i64 13)
  %f14 = call i64 @female(i64 14)
  %f15 = call i64 @female(i64 15)
  %f16 = call i64 @female(i64 16)
  %f17 = call i64 @female(i64 17)
  %f18 = call i64 @female(i64 18)
  %f19 = call i64 @female(i64 19)
  %f20 = call i64 @female(i64 20)
  %m13 = call i64 @male(i64 13)
  %m14 = call i64 @male(i64 14)
  %m15 = call i64 @male(i64 15)
  %m16 = call i64 @male(i64 16)
  %m17 = call i64 @male(i64 17)
  %m18 = call i64 @male(i64 18)
  %m19 = call i64 @male(i64 19)
  %m20 = call i64 @male(i64 20)
  %ffm = getelementptr [88 x i8], [88 x i8]* @fmt.fm, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %ffm, i64 %f13, i64 %f14, i64 %f15, i64 %f16, i64 %f17, i64 %f18, i64 %f19, i64 %f20, i64 %m13, i64 %m14, i64 %m15, i64 %m16, i64 %m17, i64 %m18, i64 %m19, i64 %m20)
  %c = call i64 @cyc_a(i64 30)
  %fc = getelementptr [18 x i8], [18 x i8]* @fmt.cyc, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %fc, i64 %c)
  %r = add i64 %f20, %m20
  ret i64 %r
}

define i1 @is_even(i64 %n) {
entry:
  %z = icmp eq i64 %n, 0
  br i1 %z, label %yes, label %ask

yes:
  ret i1 true

ask:
  %n1 = sub i64 %n, 1
  %r = call i1 @is_odd(i64 %n1)
  ret i1 %r
}

define i1 @is_odd(i64 %n) {
entry:
  %z = icmp eq i64 %n, 0
  br i1 %z, label %no, label %ask

no:
  ret i1 false

ask:
  %n1 = sub i64 %n, 1
  %r = call i1 @is_even(i64 %n1)
  ret i1 %r
}

; F(0) = 1, F(n) = n - M(F(n-1))
define i64 @female(i64 %n) {
entry:
  %z = icmp eq i64 %n, 0
  br i1 %z, label %base, label %rec

base:
  ret i64 1

rec:
  %n1 = sub i64 %n, 1
  %f = call i64 @female(i64 %n1)
  %m = call i64 @male(i64 %f)
  %r = sub i64 %n, %m
  ret i64 %r
}

; M(0) = 0, M(n) = n - F(M(n-1))
define i64 @male(i64 %n) {
entry:
  %z = icmp eq i64 %n, 0
  br i1 %z, label %base, label %rec

base:
  ret i64 0

rec:
  %n1 = sub i64 %n, 1
  %m = call i64 @male(i64 %n1)
  %f = call i64 @female(i64 %m)
  %r = sub i64 %n, %f
  ret i64 %r
}

; a -> b -> c -> a, each adding its own weight
define i64 @cyc_a(i64 %n) {
entry:
  %z = icmp sle i64 %n, 0
  br i1 %z, label %base, label %rec

base:
  ret i64 0

rec:
  %n1 = sub i64 %n, 1
  %r = call i64 @cyc_b(i64 %n1)
  %r1 = mul i64 %r, 3
  %r2 = add i64 %r1, 1
  ret i64 %r2
}

define i64 @cyc_b(i64 %n) {
entry:
  %z = icmp sle i64 %n, 0
  br i1 %z, label %base, label %rec

base:
  ret i64 10

rec:
  %n1 = sub i64 %n, 1
  %r = call i64 @cyc_c(i64 %n1)
  %r1 = sub i64 %r, 7
  ret i64 %r1
}

define i64 @cyc_c(i64 %n) {
entry:
  %z = icmp sle i64 %n, 0
  br i1 %z, label %base, label %rec

base:
  ret i64 100

rec:
  %n1 = sub i64 %n, 1
  %r = call i64 @cyc_a(i64 %n1)
  %r1 = xor i64 %r, 85
  ret i64 %r1
}
