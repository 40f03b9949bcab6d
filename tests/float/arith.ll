; Float and double arithmetic on every pair of a set of edge values
; (zeros of both signs, one, a tenth, the largest finite, the smallest
; subnormal and normal, infinities, a third, 2^53 or 2^24, the next value
; after one, NaNs): fadd, fsub, fmul, fdiv, frem and fneg. Results print as
; their bits; every NaN prints as the one canonical NaN (its bits are the
; subject of nan_rules.ll, which lli is not compared on).

@dv = global [18 x double] [double 0x0000000000000000, double 0x8000000000000000, double 0x3FF0000000000000, double 0xBFF8000000000000, double 0x3FB999999999999A, double 0x4008000000000000, double 0x7FE1CCF385EBC8A0, double 0xFFE1CCF385EBC8A0, double 0x0000000000000001, double 0x0010000000000000, double 0x7FF0000000000000, double 0xFFF0000000000000, double 0x3FD5555555555555, double 0x4340000000000000, double 0x3FF0000000000001, double 0xBF130164840E171A, double 0x7FF8000000000000, double 0xFFF4000000000001]
@fv = global [18 x float] [float 0x0000000000000000, float 0x8000000000000000, float 0x3FF0000000000000, float 0xBFF8000000000000, float 0x3FB99999A0000000, float 0x4008000000000000, float 0x47EFF933C0000000, float 0xC7EFF933C0000000, float 0x36A0000000000000, float 0x3810000000000000, float 0x7FF0000000000000, float 0xFFF0000000000000, float 0x3FD5555560000000, float 0x4170000000000000, float 0x3FF0000020000000, float 0xBF13016480000000, float 0x7FF8000000000000, float 0xFFF8000000000000]
@fmt.d = constant [36 x i8] c"%llx %llx %llx %llx %llx %llx %llx\0A\00"
@fmt.f = constant [22 x i8] c"%x %x %x %x %x %x %x\0A\00"
declare i32 @printf(ptr, ...)

; The bits of %x, a NaN as 0x7ff8000000000000.
define i64 @bits.d(double %x) {
  %nan = fcmp uno double %x, 0.0
  %b = bitcast double %x to i64
  %r = select i1 %nan, i64 9221120237041090560, i64 %b
  ret i64 %r
}

; The bits of %x, a NaN as 0x7fc00000.
define i32 @bits.f(float %x) {
  %nan = fcmp uno float %x, 0.0
  %b = bitcast float %x to i32
  %r = select i1 %nan, i32 2143289344, i32 %b
  ret i32 %r
}

define void @pair.d(i32 %i, i32 %j) {
  %pa = getelementptr [18 x double], ptr @dv, i32 0, i32 %i
  %pb = getelementptr [18 x double], ptr @dv, i32 0, i32 %j
  %a = load double, ptr %pa
  %b = load double, ptr %pb
  %add = fadd double %a, %b
  %sub = fsub double %a, %b
  %mul = fmul double %a, %b
  %div = fdiv double %a, %b
  %rem = frem double %a, %b
  %neg = fneg double %a
  %k0 = call i64 @bits.d(double %add)
  %k1 = call i64 @bits.d(double %sub)
  %k2 = call i64 @bits.d(double %mul)
  %k3 = call i64 @bits.d(double %div)
  %k4 = call i64 @bits.d(double %rem)
  %k5 = call i64 @bits.d(double %neg)
  %ij = mul i32 %i, 100
  %ij2 = add i32 %ij, %j
  %w = zext i32 %ij2 to i64
  call i32 (ptr, ...) @printf(ptr @fmt.d, i64 %w, i64 %k0, i64 %k1, i64 %k2, i64 %k3, i64 %k4, i64 %k5)
  ret void
}

define void @pair.f(i32 %i, i32 %j) {
  %pa = getelementptr [18 x float], ptr @fv, i32 0, i32 %i
  %pb = getelementptr [18 x float], ptr @fv, i32 0, i32 %j
  %a = load float, ptr %pa
  %b = load float, ptr %pb
  %add = fadd float %a, %b
  %sub = fsub nnan float %a, %b
  %mul = fmul float %a, %b
  %div = fdiv float %a, %b
  %rem = frem float %a, %b
  %neg = fneg float %a
  %k0 = call i32 @bits.f(float %add)
  %k1 = call i32 @bits.f(float %sub)
  %k2 = call i32 @bits.f(float %mul)
  %k3 = call i32 @bits.f(float %div)
  %k4 = call i32 @bits.f(float %rem)
  %k5 = call i32 @bits.f(float %neg)
  %ij = mul i32 %i, 100
  %ij2 = add i32 %ij, %j
  call i32 (ptr, ...) @printf(ptr @fmt.f, i32 %ij2, i32 %k0, i32 %k1, i32 %k2, i32 %k3, i32 %k4, i32 %k5)
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
  call void @pair.d(i32 %i, i32 %j)
  call void @pair.f(i32 %i, i32 %j)
  %j1 = add i32 %j, 1
  %jd = icmp eq i32 %j1, 18
  br i1 %jd, label %outer.next, label %inner
outer.next:
  %i1 = add i32 %i, 1
  %id = icmp eq i32 %i1, 18
  br i1 %id, label %done, label %outer
done:
  ret i32 0
}
