; The float intrinsics clang emits for math.h and builtins, on edge values
; (signed zeros, halves that round to even or away, subnormals, huge
; values, infinities, NaN) for double and float: fabs, sqrt, floor, ceil,
; trunc, round, roundeven, rint, nearbyint, is.fpclass with
; single classes and unions, copysign, minnum, maxnum, minimum, maximum,
; fma, and lrint/llrint/lround/llround on values in range. fmuladd is
; checked on values where fusing would not change the result (lli may
; fuse it; egret multiplies then adds, as nan_rules.ll shows). NaNs print
; as the canonical NaN.
; lli-lines-differ: 5 6 43 44 (minnum/maxnum/minimum/maximum of -0 and +0: LangRef
; lets minnum and maxnum return either zero; lli-19 gives +0, egret orders -0 < +0)


@dv = global [19 x double] [double 0x0000000000000000, double 0x8000000000000000, double 0x3FE0000000000000, double 0xBFE0000000000000, double 0x3FF8000000000000, double 0x4004000000000000, double 0xC004000000000000, double 0x400BEB851EB851EC, double 0xC00C147AE147AE14, double 0x3FB999999999999A, double 0x000012688B70E62B, double 0x800012688B70E62B, double 0x7E37E43C8800759C, double 0xC01C000000000000, double 0x4000000000000000, double 0x4415AF1D78B58C40, double 0x7FF0000000000000, double 0xFFF0000000000000, double 0x7FF8000000000000]
@fv = global [19 x float] [float 0x0000000000000000, float 0x8000000000000000, float 0x3FE0000000000000, float 0xBFE0000000000000, float 0x3FF8000000000000, float 0x4004000000000000, float 0xC004000000000000, float 0x400BEB8520000000, float 0xC00C147AE0000000, float 0x3FB99999A0000000, float 0x37A16C2000000000, float 0xB7A16C2000000000, float 0x46293E5940000000, float 0xC01C000000000000, float 0x4000000000000000, float 0x4415AF1D80000000, float 0x7FF0000000000000, float 0xFFF0000000000000, float 0x7FF8000000000000]
@lv = global [15 x double] [double 0x0000000000000000, double 0x8000000000000000, double 0x3FE0000000000000, double 0xBFE0000000000000, double 0x3FF8000000000000, double 0x4004000000000000, double 0xC004000000000000, double 0x400BEB851EB851EC, double 0xC00C147AE147AE14, double 0x3FB999999999999A, double 0xC01C000000000000, double 0x4000000000000000, double 0x41CDCD6500000000, double 0xC1DDCD6500000000, double 0x40FE240800000000]
@fmt.f64.un = constant [49 x i8] c"%llx %llx %llx %llx %llx %llx %llx %llx %llx %x\0A\00"
@fmt.f32.un = constant [31 x i8] c"%x %x %x %x %x %x %x %x %x %x\0A\00"
@fmt.f64.bi = constant [31 x i8] c"%llx %llx %llx %llx %llx %llx\0A\00"
@fmt.f32.bi = constant [19 x i8] c"%x %x %x %x %x %x\0A\00"
@fmt.round = constant [17 x i8] c"%d %lld %d %lld\0A\00"
@fmt.fma = constant [17 x i8] c"fmuladd %llx %x\0A\00"
declare i32 @printf(ptr, ...)

declare double @llvm.fabs.f64(double)
declare double @llvm.sqrt.f64(double)
declare double @llvm.floor.f64(double)
declare double @llvm.ceil.f64(double)
declare double @llvm.trunc.f64(double)
declare double @llvm.round.f64(double)
declare double @llvm.roundeven.f64(double)
declare double @llvm.rint.f64(double)
declare double @llvm.nearbyint.f64(double)
declare double @llvm.copysign.f64(double, double)
declare double @llvm.minnum.f64(double, double)
declare double @llvm.maxnum.f64(double, double)
declare double @llvm.minimum.f64(double, double)
declare double @llvm.maximum.f64(double, double)
declare double @llvm.fma.f64(double, double, double)
declare double @llvm.fmuladd.f64(double, double, double)
declare i1 @llvm.is.fpclass.f64(double, i32)
declare i32 @llvm.lrint.i32.f64(double)
declare i64 @llvm.llrint.i64.f64(double)
declare i32 @llvm.lround.i32.f64(double)
declare i64 @llvm.llround.i64.f64(double)
declare float @llvm.fabs.f32(float)
declare float @llvm.sqrt.f32(float)
declare float @llvm.floor.f32(float)
declare float @llvm.ceil.f32(float)
declare float @llvm.trunc.f32(float)
declare float @llvm.round.f32(float)
declare float @llvm.roundeven.f32(float)
declare float @llvm.rint.f32(float)
declare float @llvm.nearbyint.f32(float)
declare float @llvm.copysign.f32(float, float)
declare float @llvm.minnum.f32(float, float)
declare float @llvm.maxnum.f32(float, float)
declare float @llvm.minimum.f32(float, float)
declare float @llvm.maximum.f32(float, float)
declare float @llvm.fma.f32(float, float, float)
declare float @llvm.fmuladd.f32(float, float, float)
declare i1 @llvm.is.fpclass.f32(float, i32)
declare i32 @llvm.lrint.i32.f32(float)
declare i64 @llvm.llrint.i64.f32(float)
declare i32 @llvm.lround.i32.f32(float)
declare i64 @llvm.llround.i64.f32(float)

define i64 @bits.f64(double %x) {
  %nan = fcmp uno double %x, 0.0
  %b = bitcast double %x to i64
  %r = select i1 %nan, i64 9221120237041090560, i64 %b
  ret i64 %r
}

define i32 @bits.f32(float %x) {
  %nan = fcmp uno float %x, 0.0
  %b = bitcast float %x to i32
  %r = select i1 %nan, i32 2143289344, i32 %b
  ret i32 %r
}

define void @unary.f64(double %x) {
  %u0 = call double @llvm.fabs.f64(double %x)
  %b0 = call i64 @bits.f64(double %u0)
  %u1 = call double @llvm.sqrt.f64(double %x)
  %b1 = call i64 @bits.f64(double %u1)
  %u2 = call double @llvm.floor.f64(double %x)
  %b2 = call i64 @bits.f64(double %u2)
  %u3 = call double @llvm.ceil.f64(double %x)
  %b3 = call i64 @bits.f64(double %u3)
  %u4 = call double @llvm.trunc.f64(double %x)
  %b4 = call i64 @bits.f64(double %u4)
  %u5 = call double @llvm.round.f64(double %x)
  %b5 = call i64 @bits.f64(double %u5)
  %u6 = call double @llvm.roundeven.f64(double %x)
  %b6 = call i64 @bits.f64(double %u6)
  %u7 = call double @llvm.rint.f64(double %x)
  %b7 = call i64 @bits.f64(double %u7)
  %u8 = call double @llvm.nearbyint.f64(double %x)
  %b8 = call i64 @bits.f64(double %u8)
  %c0 = call i1 @llvm.is.fpclass.f64(double %x, i32 1)
  %z0 = zext i1 %c0 to i32
  %s0 = shl i32 %z0, 0
  %m0 = or i32 0, %s0
  %c1 = call i1 @llvm.is.fpclass.f64(double %x, i32 2)
  %z1 = zext i1 %c1 to i32
  %s1 = shl i32 %z1, 1
  %m1 = or i32 %m0, %s1
  %c2 = call i1 @llvm.is.fpclass.f64(double %x, i32 4)
  %z2 = zext i1 %c2 to i32
  %s2 = shl i32 %z2, 2
  %m2 = or i32 %m1, %s2
  %c3 = call i1 @llvm.is.fpclass.f64(double %x, i32 8)
  %z3 = zext i1 %c3 to i32
  %s3 = shl i32 %z3, 3
  %m3 = or i32 %m2, %s3
  %c4 = call i1 @llvm.is.fpclass.f64(double %x, i32 16)
  %z4 = zext i1 %c4 to i32
  %s4 = shl i32 %z4, 4
  %m4 = or i32 %m3, %s4
  %c5 = call i1 @llvm.is.fpclass.f64(double %x, i32 32)
  %z5 = zext i1 %c5 to i32
  %s5 = shl i32 %z5, 5
  %m5 = or i32 %m4, %s5
  %c6 = call i1 @llvm.is.fpclass.f64(double %x, i32 64)
  %z6 = zext i1 %c6 to i32
  %s6 = shl i32 %z6, 6
  %m6 = or i32 %m5, %s6
  %c7 = call i1 @llvm.is.fpclass.f64(double %x, i32 128)
  %z7 = zext i1 %c7 to i32
  %s7 = shl i32 %z7, 7
  %m7 = or i32 %m6, %s7
  %c8 = call i1 @llvm.is.fpclass.f64(double %x, i32 256)
  %z8 = zext i1 %c8 to i32
  %s8 = shl i32 %z8, 8
  %m8 = or i32 %m7, %s8
  %c9 = call i1 @llvm.is.fpclass.f64(double %x, i32 512)
  %z9 = zext i1 %c9 to i32
  %s9 = shl i32 %z9, 9
  %m9 = or i32 %m8, %s9
  %c10 = call i1 @llvm.is.fpclass.f64(double %x, i32 3)
  %z10 = zext i1 %c10 to i32
  %s10 = shl i32 %z10, 10
  %m10 = or i32 %m9, %s10
  %c11 = call i1 @llvm.is.fpclass.f64(double %x, i32 1020)
  %z11 = zext i1 %c11 to i32
  %s11 = shl i32 %z11, 11
  %m11 = or i32 %m10, %s11
  %c12 = call i1 @llvm.is.fpclass.f64(double %x, i32 144)
  %z12 = zext i1 %c12 to i32
  %s12 = shl i32 %z12, 12
  %m12 = or i32 %m11, %s12
  %c13 = call i1 @llvm.is.fpclass.f64(double %x, i32 516)
  %z13 = zext i1 %c13 to i32
  %s13 = shl i32 %z13, 13
  %m13 = or i32 %m12, %s13
  call i32 (ptr, ...) @printf(ptr @fmt.f64.un, i64 %b0, i64 %b1, i64 %b2, i64 %b3, i64 %b4, i64 %b5, i64 %b6, i64 %b7, i64 %b8, i32 %m13)
  ret void
}

define void @unary.f32(float %x) {
  %u0 = call float @llvm.fabs.f32(float %x)
  %b0 = call i32 @bits.f32(float %u0)
  %u1 = call float @llvm.sqrt.f32(float %x)
  %b1 = call i32 @bits.f32(float %u1)
  %u2 = call float @llvm.floor.f32(float %x)
  %b2 = call i32 @bits.f32(float %u2)
  %u3 = call float @llvm.ceil.f32(float %x)
  %b3 = call i32 @bits.f32(float %u3)
  %u4 = call float @llvm.trunc.f32(float %x)
  %b4 = call i32 @bits.f32(float %u4)
  %u5 = call float @llvm.round.f32(float %x)
  %b5 = call i32 @bits.f32(float %u5)
  %u6 = call float @llvm.roundeven.f32(float %x)
  %b6 = call i32 @bits.f32(float %u6)
  %u7 = call float @llvm.rint.f32(float %x)
  %b7 = call i32 @bits.f32(float %u7)
  %u8 = call float @llvm.nearbyint.f32(float %x)
  %b8 = call i32 @bits.f32(float %u8)
  %c0 = call i1 @llvm.is.fpclass.f32(float %x, i32 1)
  %z0 = zext i1 %c0 to i32
  %s0 = shl i32 %z0, 0
  %m0 = or i32 0, %s0
  %c1 = call i1 @llvm.is.fpclass.f32(float %x, i32 2)
  %z1 = zext i1 %c1 to i32
  %s1 = shl i32 %z1, 1
  %m1 = or i32 %m0, %s1
  %c2 = call i1 @llvm.is.fpclass.f32(float %x, i32 4)
  %z2 = zext i1 %c2 to i32
  %s2 = shl i32 %z2, 2
  %m2 = or i32 %m1, %s2
  %c3 = call i1 @llvm.is.fpclass.f32(float %x, i32 8)
  %z3 = zext i1 %c3 to i32
  %s3 = shl i32 %z3, 3
  %m3 = or i32 %m2, %s3
  %c4 = call i1 @llvm.is.fpclass.f32(float %x, i32 16)
  %z4 = zext i1 %c4 to i32
  %s4 = shl i32 %z4, 4
  %m4 = or i32 %m3, %s4
  %c5 = call i1 @llvm.is.fpclass.f32(float %x, i32 32)
  %z5 = zext i1 %c5 to i32
  %s5 = shl i32 %z5, 5
  %m5 = or i32 %m4, %s5
  %c6 = call i1 @llvm.is.fpclass.f32(float %x, i32 64)
  %z6 = zext i1 %c6 to i32
  %s6 = shl i32 %z6, 6
  %m6 = or i32 %m5, %s6
  %c7 = call i1 @llvm.is.fpclass.f32(float %x, i32 128)
  %z7 = zext i1 %c7 to i32
  %s7 = shl i32 %z7, 7
  %m7 = or i32 %m6, %s7
  %c8 = call i1 @llvm.is.fpclass.f32(float %x, i32 256)
  %z8 = zext i1 %c8 to i32
  %s8 = shl i32 %z8, 8
  %m8 = or i32 %m7, %s8
  %c9 = call i1 @llvm.is.fpclass.f32(float %x, i32 512)
  %z9 = zext i1 %c9 to i32
  %s9 = shl i32 %z9, 9
  %m9 = or i32 %m8, %s9
  %c10 = call i1 @llvm.is.fpclass.f32(float %x, i32 3)
  %z10 = zext i1 %c10 to i32
  %s10 = shl i32 %z10, 10
  %m10 = or i32 %m9, %s10
  %c11 = call i1 @llvm.is.fpclass.f32(float %x, i32 1020)
  %z11 = zext i1 %c11 to i32
  %s11 = shl i32 %z11, 11
  %m11 = or i32 %m10, %s11
  %c12 = call i1 @llvm.is.fpclass.f32(float %x, i32 144)
  %z12 = zext i1 %c12 to i32
  %s12 = shl i32 %z12, 12
  %m12 = or i32 %m11, %s12
  %c13 = call i1 @llvm.is.fpclass.f32(float %x, i32 516)
  %z13 = zext i1 %c13 to i32
  %s13 = shl i32 %z13, 13
  %m13 = or i32 %m12, %s13
  call i32 (ptr, ...) @printf(ptr @fmt.f32.un, i32 %b0, i32 %b1, i32 %b2, i32 %b3, i32 %b4, i32 %b5, i32 %b6, i32 %b7, i32 %b8, i32 %m13)
  ret void
}

define void @binary.f64(double %x, double %y) {
  %u0 = call double @llvm.copysign.f64(double %x, double %y)
  %b0 = call i64 @bits.f64(double %u0)
  %u1 = call double @llvm.minnum.f64(double %x, double %y)
  %b1 = call i64 @bits.f64(double %u1)
  %u2 = call double @llvm.maxnum.f64(double %x, double %y)
  %b2 = call i64 @bits.f64(double %u2)
  %u3 = call double @llvm.minimum.f64(double %x, double %y)
  %b3 = call i64 @bits.f64(double %u3)
  %u4 = call double @llvm.maximum.f64(double %x, double %y)
  %b4 = call i64 @bits.f64(double %u4)
  %fma = call double @llvm.fma.f64(double %x, double %y, double %x)
  %bf = call i64 @bits.f64(double %fma)
  call i32 (ptr, ...) @printf(ptr @fmt.f64.bi, i64 %b0, i64 %b1, i64 %b2, i64 %b3, i64 %b4, i64 %bf)
  ret void
}

define void @binary.f32(float %x, float %y) {
  %u0 = call float @llvm.copysign.f32(float %x, float %y)
  %b0 = call i32 @bits.f32(float %u0)
  %u1 = call float @llvm.minnum.f32(float %x, float %y)
  %b1 = call i32 @bits.f32(float %u1)
  %u2 = call float @llvm.maxnum.f32(float %x, float %y)
  %b2 = call i32 @bits.f32(float %u2)
  %u3 = call float @llvm.minimum.f32(float %x, float %y)
  %b3 = call i32 @bits.f32(float %u3)
  %u4 = call float @llvm.maximum.f32(float %x, float %y)
  %b4 = call i32 @bits.f32(float %u4)
  %fma = call float @llvm.fma.f32(float %x, float %y, float %x)
  %bf = call i32 @bits.f32(float %fma)
  call i32 (ptr, ...) @printf(ptr @fmt.f32.bi, i32 %b0, i32 %b1, i32 %b2, i32 %b3, i32 %b4, i32 %bf)
  ret void
}

define void @rounds.f64(double %x) {
  %a = call i32 @llvm.lrint.i32.f64(double %x)
  %b = call i64 @llvm.llrint.i64.f64(double %x)
  %c = call i32 @llvm.lround.i32.f64(double %x)
  %d = call i64 @llvm.llround.i64.f64(double %x)
  call i32 (ptr, ...) @printf(ptr @fmt.round, i32 %a, i64 %b, i32 %c, i64 %d)
  ret void
}

define void @rounds.f32(float %x) {
  %a = call i32 @llvm.lrint.i32.f32(float %x)
  %b = call i64 @llvm.llrint.i64.f32(float %x)
  %c = call i32 @llvm.lround.i32.f32(float %x)
  %d = call i64 @llvm.llround.i64.f32(float %x)
  call i32 (ptr, ...) @printf(ptr @fmt.round, i32 %a, i64 %b, i32 %c, i64 %d)
  ret void
}

define i32 @main() {
entry:
  br label %u
u:
  %i = phi i32 [ 0, %entry ], [ %i1, %u.next ]
  %p = getelementptr [19 x double], ptr @dv, i32 0, i32 %i
  %x = load double, ptr %p
  call void @unary.f64(double %x)
  %q = getelementptr [19 x float], ptr @fv, i32 0, i32 %i
  %y = load float, ptr %q
  call void @unary.f32(float %y)
  br label %b
b:
  %j = phi i32 [ 0, %u ], [ %j1, %b ]
  %pj = getelementptr [19 x double], ptr @dv, i32 0, i32 %j
  %xj = load double, ptr %pj
  call void @binary.f64(double %x, double %xj)
  %qj = getelementptr [19 x float], ptr @fv, i32 0, i32 %j
  %yj = load float, ptr %qj
  call void @binary.f32(float %y, float %yj)
  %j1 = add i32 %j, 1
  %jd = icmp eq i32 %j1, 19
  br i1 %jd, label %u.next, label %b
u.next:
  %i1 = add i32 %i, 1
  %id = icmp eq i32 %i1, 19
  br i1 %id, label %r0, label %u
r0:
  br label %r
r:
  %k = phi i32 [ 0, %r0 ], [ %k1, %r ]
  %pk = getelementptr [15 x double], ptr @lv, i32 0, i32 %k
  %xk = load double, ptr %pk
  call void @rounds.f64(double %xk)
  %yk = fptrunc double %xk to float
  call void @rounds.f32(float %yk)
  %m = call double @llvm.fmuladd.f64(double %xk, double 2.0, double 1.0)
  %mf = call float @llvm.fmuladd.f32(float %yk, float 4.0, float -0.5)
  %mb = bitcast double %m to i64
  %mfb = bitcast float %mf to i32
  call i32 (ptr, ...) @printf(ptr @fmt.fma, i64 %mb, i32 %mfb)
  %k1 = add i32 %k, 1
  %kd = icmp eq i32 %k1, 15
  br i1 %kd, label %done, label %r
done:
  ret i32 0
}
