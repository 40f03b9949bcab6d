; lli: no
; What LLVM leaves poison or unspecified and egret defines (DESIGN23, as
; compiler-rt computes it), so the interpreter, constant folding and the
; runtime agree bit for bit; lli (x86: negative default NaN, commuted
; operands, cvttsd2si's 0x80000000) is not compared on this file. NaN
; payloads through arithmetic (the first NaN operand quieted), the
; default NaN of invalid operations, sign-bit operations on signalling
; NaNs, NaN payloads through fpext and fptrunc, saturating conversions
; (out of range, NaN by its sign, negative to unsigned, through i32 for
; narrow types), minnum/maxnum with NaNs and signed zeros, minimum and
; maximum, canonicalize, and fmuladd rounding twice where fma would not.

@nan.d = global [6 x double] [double 0x7FF8000000000000, double 0xFFF8000000000123, double 0x7FF0000000000001, double 0xFFF4000000000000, double 0x7FF0000000000000, double 0xFFF0000000000000]
@nan.f = global [6 x float] [float 0x7FF8000000000000, float 0xFFF8000020000000, float 0x7FF0000020000000, float 0xFFF4000000000000, float 0x7FF0000000000000, float 0xFFF0000000000000]
@big.d = global [10 x double] [double 3.0e9, double -3.0e9, double 1.0e19, double -1.0e19, double 2.0e19, double 0x7FF0000000000000, double 0xFFF0000000000000, double 0x7FF8000000000000, double 0xFFF8000000000000, double -0.5]
@fmt.d = constant [6 x i8] c"%llx\0A\00"
@fmt.f = constant [4 x i8] c"%x\0A\00"
@fmt.c = constant [26 x i8] c"%d %d %d %d %lld %lld %d\0A\00"
declare i32 @printf(ptr, ...)
declare double @llvm.minnum.f64(double, double)
declare double @llvm.maxnum.f64(double, double)
declare double @llvm.minimum.f64(double, double)
declare double @llvm.maximum.f64(double, double)
declare float @llvm.minimum.f32(float, float)
declare double @llvm.canonicalize.f64(double)
declare float @llvm.canonicalize.f32(float)
declare double @llvm.fabs.f64(double)
declare float @llvm.copysign.f32(float, float)
declare double @llvm.sqrt.f64(double)
declare float @llvm.sqrt.f32(float)
declare double @llvm.fma.f64(double, double, double)
declare double @llvm.fmuladd.f64(double, double, double)

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

define void @nans.d(double %a, double %b) {
  %s = fadd double %a, %b
  call void @pd(double %s)
  %m = fmul double %b, %a
  call void @pd(double %m)
  %r = frem double %a, %b
  call void @pd(double %r)
  %n = fneg double %a
  call void @pd(double %n)
  %abs = call double @llvm.fabs.f64(double %a)
  call void @pd(double %abs)
  %t = fptrunc double %a to float
  call void @pf(float %t)
  %mn = call double @llvm.minnum.f64(double %a, double %b)
  call void @pd(double %mn)
  %mx = call double @llvm.maxnum.f64(double %b, double %a)
  call void @pd(double %mx)
  %mi = call double @llvm.minimum.f64(double %a, double %b)
  call void @pd(double %mi)
  %ma = call double @llvm.maximum.f64(double %b, double %a)
  call void @pd(double %ma)
  %c = call double @llvm.canonicalize.f64(double %a)
  call void @pd(double %c)
  %q = call double @llvm.sqrt.f64(double %a)
  call void @pd(double %q)
  ret void
}

define void @nans.f(float %a, float %b) {
  %s = fsub float %a, %b
  call void @pf(float %s)
  %d = fdiv float %b, %a
  call void @pf(float %d)
  %x = fpext float %a to double
  call void @pd(double %x)
  %cs = call float @llvm.copysign.f32(float %a, float %b)
  call void @pf(float %cs)
  %mi = call float @llvm.minimum.f32(float %b, float %a)
  call void @pf(float %mi)
  %c = call float @llvm.canonicalize.f32(float %a)
  call void @pf(float %c)
  %q = call float @llvm.sqrt.f32(float %a)
  call void @pf(float %q)
  ret void
}

define void @convert(double %x) {
  %a = fptosi double %x to i32
  %b = fptoui double %x to i32
  %c = fptosi double %x to i8
  %d = fptoui double %x to i16
  %e = fptosi double %x to i64
  %f = fptoui double %x to i64
  %xf = fptrunc double %x to float
  %g = fptosi float %xf to i32
  %c32 = sext i8 %c to i32
  %d32 = zext i16 %d to i32
  call i32 (ptr, ...) @printf(ptr @fmt.c, i32 %a, i32 %b, i32 %c32, i32 %d32, i64 %e, i64 %f, i32 %g)
  ret void
}

define i32 @main() {
entry:
  br label %outer
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.next ]
  br label %inner
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %pa = getelementptr [6 x double], ptr @nan.d, i32 0, i32 %i
  %pb = getelementptr [6 x double], ptr @nan.d, i32 0, i32 %j
  %a = load double, ptr %pa
  %b = load double, ptr %pb
  call void @nans.d(double %a, double %b)
  %qa = getelementptr [6 x float], ptr @nan.f, i32 0, i32 %i
  %qb = getelementptr [6 x float], ptr @nan.f, i32 0, i32 %j
  %fa = load float, ptr %qa
  %fb = load float, ptr %qb
  call void @nans.f(float %fa, float %fb)
  %j1 = add i32 %j, 1
  %jd = icmp eq i32 %j1, 6
  br i1 %jd, label %outer.next, label %inner
outer.next:
  %i1 = add i32 %i, 1
  %id = icmp eq i32 %i1, 6
  br i1 %id, label %conv, label %outer
conv:
  %k = phi i32 [ 0, %outer.next ], [ %k1, %conv ]
  %pk = getelementptr [10 x double], ptr @big.d, i32 0, i32 %k
  %x = load double, ptr %pk
  call void @convert(double %x)
  %k1 = add i32 %k, 1
  %kd = icmp eq i32 %k1, 10
  br i1 %kd, label %zeros, label %conv
zeros:
  ; Signed zeros: minnum/maxnum order -0 below +0.
  %z1 = call double @llvm.minnum.f64(double 0.0, double -0.0)
  call void @pd(double %z1)
  %z2 = call double @llvm.maxnum.f64(double -0.0, double 0.0)
  call void @pd(double %z2)
  %z3 = call double @llvm.minimum.f64(double 0.0, double -0.0)
  call void @pd(double %z3)
  ; Invalid operations: the positive default NaN.
  %inf = load double, ptr getelementptr ([6 x double], ptr @nan.d, i32 0, i32 4)
  %ii = fsub double %inf, %inf
  call void @pd(double %ii)
  %zi = fmul double 0.0, %inf
  call void @pd(double %zi)
  %zz = fdiv double 0.0, 0.0
  call void @pd(double %zz)
  %neg1 = fsub double 0.0, 1.0
  %sq = call double @llvm.sqrt.f64(double %neg1)
  call void @pd(double %sq)
  %sqz = call double @llvm.sqrt.f64(double -0.0)
  call void @pd(double %sqz)
  ; fmuladd rounds twice: (1 + 2^-30)^2 - 1 loses the 2^-60 term.
  %e = fadd double 1.0, 0x3E10000000000000
  %ma = call double @llvm.fmuladd.f64(double %e, double %e, double -1.0)
  call void @pd(double %ma)
  %fm = call double @llvm.fma.f64(double %e, double %e, double -1.0)
  call void @pd(double %fm)
  ret i32 0
}
