; fcmp with all 16 predicates on every pair of edge values (NaNs of
; both signs, zeros of both signs, infinities, subnormals) for double and
; float: each line is the pair and the predicates' results as a mask (bit k
; = predicate k in LLVM's order false, oeq, ..., uno, true), then the same
; for the predicates used as branch conditions and select conditions.

@dv = global [18 x double] [double 0x0000000000000000, double 0x8000000000000000, double 0x3FF0000000000000, double 0xBFF8000000000000, double 0x3FB999999999999A, double 0x4008000000000000, double 0x7FE1CCF385EBC8A0, double 0xFFE1CCF385EBC8A0, double 0x0000000000000001, double 0x0010000000000000, double 0x7FF0000000000000, double 0xFFF0000000000000, double 0x3FD5555555555555, double 0x4340000000000000, double 0x3FF0000000000001, double 0xBF130164840E171A, double 0x7FF8000000000000, double 0xFFF4000000000001]
@fv = global [18 x float] [float 0x0000000000000000, float 0x8000000000000000, float 0x3FF0000000000000, float 0xBFF8000000000000, float 0x3FB99999A0000000, float 0x4008000000000000, float 0x47EFF933C0000000, float 0xC7EFF933C0000000, float 0x36A0000000000000, float 0x3810000000000000, float 0x7FF0000000000000, float 0xFFF0000000000000, float 0x3FD5555560000000, float 0x4170000000000000, float 0x3FF0000020000000, float 0xBF13016480000000, float 0x7FF8000000000000, float 0xFFF8000000000000]
@fmt = constant [10 x i8] c"%d %x %x\0A\00"
declare i32 @printf(ptr, ...)

define i32 @mask.d(double %a, double %b) {
  %c0 = fcmp false double %a, %b
  %z0 = zext i1 %c0 to i32
  %s0 = shl i32 %z0, 0
  %m0 = or i32 0, %s0
  %c1 = fcmp oeq double %a, %b
  %z1 = zext i1 %c1 to i32
  %s1 = shl i32 %z1, 1
  %m1 = or i32 %m0, %s1
  %c2 = fcmp ogt double %a, %b
  %z2 = zext i1 %c2 to i32
  %s2 = shl i32 %z2, 2
  %m2 = or i32 %m1, %s2
  %c3 = fcmp oge double %a, %b
  %z3 = zext i1 %c3 to i32
  %s3 = shl i32 %z3, 3
  %m3 = or i32 %m2, %s3
  %c4 = fcmp olt double %a, %b
  %z4 = zext i1 %c4 to i32
  %s4 = shl i32 %z4, 4
  %m4 = or i32 %m3, %s4
  %c5 = fcmp ole double %a, %b
  %z5 = zext i1 %c5 to i32
  %s5 = shl i32 %z5, 5
  %m5 = or i32 %m4, %s5
  %c6 = fcmp one double %a, %b
  %z6 = zext i1 %c6 to i32
  %s6 = shl i32 %z6, 6
  %m6 = or i32 %m5, %s6
  %c7 = fcmp ord double %a, %b
  %z7 = zext i1 %c7 to i32
  %s7 = shl i32 %z7, 7
  %m7 = or i32 %m6, %s7
  %c8 = fcmp ueq double %a, %b
  %z8 = zext i1 %c8 to i32
  %s8 = shl i32 %z8, 8
  %m8 = or i32 %m7, %s8
  %c9 = fcmp ugt double %a, %b
  %z9 = zext i1 %c9 to i32
  %s9 = shl i32 %z9, 9
  %m9 = or i32 %m8, %s9
  %c10 = fcmp uge double %a, %b
  %z10 = zext i1 %c10 to i32
  %s10 = shl i32 %z10, 10
  %m10 = or i32 %m9, %s10
  %c11 = fcmp ult double %a, %b
  %z11 = zext i1 %c11 to i32
  %s11 = shl i32 %z11, 11
  %m11 = or i32 %m10, %s11
  %c12 = fcmp ule double %a, %b
  %z12 = zext i1 %c12 to i32
  %s12 = shl i32 %z12, 12
  %m12 = or i32 %m11, %s12
  %c13 = fcmp une double %a, %b
  %z13 = zext i1 %c13 to i32
  %s13 = shl i32 %z13, 13
  %m13 = or i32 %m12, %s13
  %c14 = fcmp uno double %a, %b
  %z14 = zext i1 %c14 to i32
  %s14 = shl i32 %z14, 14
  %m14 = or i32 %m13, %s14
  %c15 = fcmp true double %a, %b
  %z15 = zext i1 %c15 to i32
  %s15 = shl i32 %z15, 15
  %m15 = or i32 %m14, %s15
  ret i32 %m15
}

define i32 @mask.f(float %a, float %b) {
  %c0 = fcmp false float %a, %b
  %z0 = zext i1 %c0 to i32
  %s0 = shl i32 %z0, 0
  %m0 = or i32 0, %s0
  %c1 = fcmp oeq float %a, %b
  %z1 = zext i1 %c1 to i32
  %s1 = shl i32 %z1, 1
  %m1 = or i32 %m0, %s1
  %c2 = fcmp ogt float %a, %b
  %z2 = zext i1 %c2 to i32
  %s2 = shl i32 %z2, 2
  %m2 = or i32 %m1, %s2
  %c3 = fcmp oge float %a, %b
  %z3 = zext i1 %c3 to i32
  %s3 = shl i32 %z3, 3
  %m3 = or i32 %m2, %s3
  %c4 = fcmp olt float %a, %b
  %z4 = zext i1 %c4 to i32
  %s4 = shl i32 %z4, 4
  %m4 = or i32 %m3, %s4
  %c5 = fcmp ole float %a, %b
  %z5 = zext i1 %c5 to i32
  %s5 = shl i32 %z5, 5
  %m5 = or i32 %m4, %s5
  %c6 = fcmp one float %a, %b
  %z6 = zext i1 %c6 to i32
  %s6 = shl i32 %z6, 6
  %m6 = or i32 %m5, %s6
  %c7 = fcmp ord float %a, %b
  %z7 = zext i1 %c7 to i32
  %s7 = shl i32 %z7, 7
  %m7 = or i32 %m6, %s7
  %c8 = fcmp ueq float %a, %b
  %z8 = zext i1 %c8 to i32
  %s8 = shl i32 %z8, 8
  %m8 = or i32 %m7, %s8
  %c9 = fcmp ugt float %a, %b
  %z9 = zext i1 %c9 to i32
  %s9 = shl i32 %z9, 9
  %m9 = or i32 %m8, %s9
  %c10 = fcmp uge float %a, %b
  %z10 = zext i1 %c10 to i32
  %s10 = shl i32 %z10, 10
  %m10 = or i32 %m9, %s10
  %c11 = fcmp ult float %a, %b
  %z11 = zext i1 %c11 to i32
  %s11 = shl i32 %z11, 11
  %m11 = or i32 %m10, %s11
  %c12 = fcmp ule float %a, %b
  %z12 = zext i1 %c12 to i32
  %s12 = shl i32 %z12, 12
  %m12 = or i32 %m11, %s12
  %c13 = fcmp une float %a, %b
  %z13 = zext i1 %c13 to i32
  %s13 = shl i32 %z13, 13
  %m13 = or i32 %m12, %s13
  %c14 = fcmp uno float %a, %b
  %z14 = zext i1 %c14 to i32
  %s14 = shl i32 %z14, 14
  %m14 = or i32 %m13, %s14
  %c15 = fcmp true float %a, %b
  %z15 = zext i1 %c15 to i32
  %s15 = shl i32 %z15, 15
  %m15 = or i32 %m14, %s15
  ret i32 %m15
}

; Branches and selects on olt, uge, one and ueq (folded into control flow
; at -O2).
define i32 @branchy.d(double %a, double %b) {
entry:
  %lt = fcmp olt double %a, %b
  br i1 %lt, label %less, label %notless
less:
  br label %join
notless:
  %ueq = fcmp ueq double %a, %b
  %v = select i1 %ueq, i32 2, i32 3
  br label %join
join:
  %r = phi i32 [ 1, %less ], [ %v, %notless ]
  %one = fcmp one double %a, %b
  %w = select i1 %one, i32 16, i32 32
  %s = add i32 %r, %w
  ret i32 %s
}

define i32 @main() {
entry:
  br label %outer
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.next ]
  br label %inner
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %pa = getelementptr [18 x double], ptr @dv, i32 0, i32 %i
  %pb = getelementptr [18 x double], ptr @dv, i32 0, i32 %j
  %a = load double, ptr %pa
  %b = load double, ptr %pb
  %md = call i32 @mask.d(double %a, double %b)
  %qa = getelementptr [18 x float], ptr @fv, i32 0, i32 %i
  %qb = getelementptr [18 x float], ptr @fv, i32 0, i32 %j
  %fa = load float, ptr %qa
  %fb = load float, ptr %qb
  %mf = call i32 @mask.f(float %fa, float %fb)
  %br = call i32 @branchy.d(double %a, double %b)
  %mf2 = shl i32 %mf, 8
  %mix = or i32 %mf2, %br
  %ij = mul i32 %i, 100
  %ij2 = add i32 %ij, %j
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %ij2, i32 %md, i32 %mix)
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
