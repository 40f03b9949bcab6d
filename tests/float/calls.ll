; Calls with float and double arguments and results: parameters mixed
; with i32 and i64 ones so that doubles land in the aligned register pair
; ($a2/$a3) and in 8-aligned stack slots after odd numbers of words,
; float and double results, an indirect call, a first-class struct of a
; double and a float as argument and result, recursion on doubles, and a
; variadic function reading doubles, floats promoted to double, and ints
; with va_arg.

@fmt.d = constant [6 x i8] c"%llx\0A\00"
@fmt.f = constant [4 x i8] c"%x\0A\00"
@fp = global ptr @mix
declare i32 @printf(ptr, ...)
declare void @llvm.va_start(ptr)
declare void @llvm.va_end(ptr)

define void @pd(double %x) {
  %b = bitcast double %x to i64
  call i32 (ptr, ...) @printf(ptr @fmt.d, i64 %b)
  ret void
}

define void @pf(float %x) {
  %b = bitcast float %x to i32
  call i32 (ptr, ...) @printf(ptr @fmt.f, i32 %b)
  ret void
}

; Each argument weighs differently, so a misplaced one shows.
define double @mix(i32 %a, double %b, float %c, i64 %d, double %e, float %f, i32 %g, double %h) {
  %a.d = sitofp i32 %a to double
  %c.d = fpext float %c to double
  %d.d = sitofp i64 %d to double
  %f.d = fpext float %f to double
  %g.d = uitofp i32 %g to double
  %t0 = fmul double %b, 3.0
  %t1 = fmul double %c.d, 5.0
  %t2 = fmul double %e, 7.0
  %t3 = fmul double %f.d, 11.0
  %t4 = fmul double %h, 13.0
  %s0 = fadd double %a.d, %t0
  %s1 = fadd double %s0, %t1
  %s2 = fadd double %s1, %d.d
  %s3 = fadd double %s2, %t2
  %s4 = fadd double %s3, %t3
  %s5 = fadd double %s4, %g.d
  %s6 = fadd double %s5, %t4
  ret double %s6
}

define float @fmix(float %a, i32 %b, float %c, double %d, float %e) {
  %b.f = sitofp i32 %b to float
  %d.f = fptrunc double %d to float
  %x = fmul float %a, %b.f
  %y = fsub float %x, %c
  %z = fdiv float %y, %d.f
  %w = fadd float %z, %e
  ret float %w
}

define { double, float } @pair(double %x, { double, float } %p) {
  %a = extractvalue { double, float } %p, 0
  %b = extractvalue { double, float } %p, 1
  %s = fadd double %a, %x
  %b2 = fneg float %b
  %r0 = insertvalue { double, float } undef, double %s, 0
  %r1 = insertvalue { double, float } %r0, float %b2, 1
  ret { double, float } %r1
}

; x^n by halving n.
define double @pow(double %x, i32 %n) {
entry:
  %z = icmp eq i32 %n, 0
  br i1 %z, label %one, label %rec
one:
  ret double 1.0
rec:
  %h = lshr i32 %n, 1
  %p = call double @pow(double %x, i32 %h)
  %sq = fmul double %p, %p
  %odd = and i32 %n, 1
  %isodd = icmp ne i32 %odd, 0
  %sx = fmul double %sq, %x
  %r = select i1 %isodd, double %sx, double %sq
  ret double %r
}

; The sum of `n` (double, i32) pairs, each double times its int.
define double @vsum(i32 %n, ...) {
entry:
  %ap = alloca ptr
  call void @llvm.va_start(ptr %ap)
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi double [ 0.0, %entry ], [ %acc1, %loop ]
  %x = va_arg ptr %ap, double
  %k = va_arg ptr %ap, i32
  %k.d = sitofp i32 %k to double
  %t = fmul double %x, %k.d
  %acc1 = fadd double %acc, %t
  %i1 = add i32 %i, 1
  %d = icmp eq i32 %i1, %n
  br i1 %d, label %done, label %loop
done:
  call void @llvm.va_end(ptr %ap)
  ret double %acc1
}

define i32 @main() {
  %m = call double @mix(i32 -3, double 0.5, float 0.25, i64 1099511627776, double -1.5, float 2.0, i32 -1, double 0.125)
  call void @pd(double %m)
  %f = load ptr, ptr @fp
  %m2 = call double %f(i32 1, double 2.0, float 3.0, i64 4, double 5.0, float 6.0, i32 7, double 8.0)
  call void @pd(double %m2)
  %r = call float @fmix(float 1.5, i32 -4, float 0.75, double 3.0, float 0x3FB99999A0000000)
  call void @pf(float %r)
  %p0 = insertvalue { double, float } undef, double 10.0, 0
  %p1 = insertvalue { double, float } %p0, float 0.5, 1
  %q = call { double, float } @pair(double 0.25, { double, float } %p1)
  %q0 = extractvalue { double, float } %q, 0
  %q1 = extractvalue { double, float } %q, 1
  call void @pd(double %q0)
  call void @pf(float %q1)
  %pw = call double @pow(double 1.0000001, i32 1000000)
  call void @pd(double %pw)
  %h = fpext float 0x3FB99999A0000000 to double
  %v = call double (i32, ...) @vsum(i32 3, double 1.5, i32 2, double %h, i32 -10, double 1.0e100, i32 3)
  call void @pd(double %v)
  %v2 = call double (i32, ...) @vsum(i32 1, double -0.0, i32 1)
  call void @pd(double %v2)
  ret i32 0
}
