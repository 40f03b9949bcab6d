; Floats through memory, select, phi, calls, libm and float arguments:
; the interpreter must print what lli-19 prints.
@fmt = private constant [6 x i8] c"%llx\0A\00"
@gd = global [3 x double] [double 1.500000e+00, double -0.000000e+00, double 0x7FF0000000000000]
@gf = global { float, double } { float 0x3FB99999A0000000, double 1.000000e-300 }
declare i32 @printf(ptr, ...)
declare double @sqrt(double)
declare float @sqrtf(float)
declare double @floor(double)
declare float @fabsf(float)
declare double @fmod(double, double)
declare double @ldexp(double, i32)

define void @show(i64 %x) {
  %r = call i32 (ptr, ...) @printf(ptr @fmt, i64 %x)
  ret void
}
define void @showd(double %x) {
  %b = bitcast double %x to i64
  call void @show(i64 %b)
  ret void
}
define void @showf(float %x) {
  %b = bitcast float %x to i32
  %z = zext i32 %b to i64
  call void @show(i64 %z)
  ret void
}
define double @poly(double %x, float %y) {
  %e = fpext float %y to double
  %m = fmul nnan double %x, %e
  %a = fadd double %m, 2.500000e-01
  ret double %a
}
define i32 @main() {
entry:
  %p = alloca double
  %q = alloca float
  %a = load double, ptr @gd
  store double %a, ptr %p
  %b = load double, ptr %p
  call void @showd(double %b)
  %f = load float, ptr @gf
  store float %f, ptr %q
  %g = load float, ptr %q
  call void @showf(float %g)
  %h = getelementptr { float, double }, ptr @gf, i32 0, i32 1
  %hd = load double, ptr %h
  call void @showd(double %hd)
  %r = call double @poly(double %b, float %g)
  call void @showd(double %r)
  %c = fcmp ogt double %r, 1.0
  %s = select nnan i1 %c, double %r, double 0x7FF0000000000000
  call void @showd(double %s)
  %sq = call double @sqrt(double %s)
  call void @showd(double %sq)
  %sf = call float @sqrtf(float 2.0)
  call void @showf(float %sf)
  %fl = call double @floor(double -2.5)
  call void @showd(double %fl)
  %fa = call float @fabsf(float -3.0)
  call void @showf(float %fa)
  %fm = call double @fmod(double -7.5, double 2.0)
  call void @showd(double %fm)
  %ld = call double @ldexp(double 1.5, i32 -1074)
  call void @showd(double %ld)
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi fast double [ 0.0, %entry ], [ %acc1, %loop ]
  %fi = sitofp i32 %i to double
  %acc1 = fadd double %acc, %fi
  %i1 = add i32 %i, 1
  %done = icmp eq i32 %i1, 10
  br i1 %done, label %exit, label %loop
exit:
  call void @showd(double %acc1)
  %u = uitofp i32 %i1 to float
  %neg = fneg float %u
  call void @showf(float %neg)
  ret i32 0
}
