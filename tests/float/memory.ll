; Floats in memory and in SSA: globals (scalar, array, struct with float
; and double fields, initializers in decimal and hexadecimal forms),
; allocas, stores and loads through getelementptr, phis carrying doubles
; around a loop, selects of floats, a float zeroinitializer, undef-free
; constants of every special kind, and a double accumulated in a struct
; field on the stack.

%struct.pt = type { float, double, i8, float }

@g.d = global double 2.5
@g.f = global float -0.375
@g.arr = global [5 x double] [double 1.0, double 0x7FF0000000000000, double -0.0, double 1.0e-300, double 0x3FB999999999999A]
@g.pt = global %struct.pt { float 1.5, double -2.25, i8 7, float 0x3E9ABCDE00000000 }
@g.z = global [3 x float] zeroinitializer
@fmt.d = constant [6 x i8] c"%llx\0A\00"
@fmt.f = constant [4 x i8] c"%x\0A\00"
declare i32 @printf(ptr, ...)

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

; Sum of the finite elements of @g.arr, in a loop with a double phi.
define double @sum() {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %next ]
  %acc = phi double [ 0.0, %entry ], [ %acc1, %next ]
  %p = getelementptr [5 x double], ptr @g.arr, i32 0, i32 %i
  %x = load double, ptr %p
  %fin = fcmp one double %x, 0x7FF0000000000000
  br i1 %fin, label %add, label %next
add:
  %s = fadd double %acc, %x
  br label %next
next:
  %acc1 = phi double [ %s, %add ], [ %acc, %loop ]
  %i1 = add i32 %i, 1
  %d = icmp eq i32 %i1, 5
  br i1 %d, label %done, label %loop
done:
  ret double %acc1
}

define i32 @main() {
entry:
  %slot = alloca %struct.pt
  %arr = alloca [4 x float]
  call void @pd(double 1.0e10)
  call void @pd(double -0.0)
  call void @pd(double 0x7FF0000000000000)
  call void @pf(float 0x7FF0000000000000)
  call void @pf(float -0.0)
  call void @pf(float 0x3DDB7CDFE0000000)
  %gd = load double, ptr @g.d
  call void @pd(double %gd)
  %gf = load float, ptr @g.f
  call void @pf(float %gf)
  %s = call double @sum()
  call void @pd(double %s)
  %f0p = getelementptr %struct.pt, ptr @g.pt, i32 0, i32 0
  %f0 = load float, ptr %f0p
  %f1p = getelementptr %struct.pt, ptr @g.pt, i32 0, i32 1
  %f1 = load double, ptr %f1p
  %f3p = getelementptr %struct.pt, ptr @g.pt, i32 0, i32 3
  %f3 = load float, ptr %f3p
  call void @pf(float %f0)
  call void @pd(double %f1)
  call void @pf(float %f3)
  ; The struct copied to the stack and changed there.
  %whole = load %struct.pt, ptr @g.pt
  store %struct.pt %whole, ptr %slot
  %sd = getelementptr %struct.pt, ptr %slot, i32 0, i32 1
  %old = load double, ptr %sd
  %new = fmul double %old, %gd
  store double %new, ptr %sd
  %back = load %struct.pt, ptr %slot
  %e1 = extractvalue %struct.pt %back, 1
  call void @pd(double %e1)
  %ins = insertvalue %struct.pt %back, float 8.5, 3
  %e3 = extractvalue %struct.pt %ins, 3
  call void @pf(float %e3)
  ; A float array on the stack, filled and read back in reverse.
  %a0 = getelementptr [4 x float], ptr %arr, i32 0, i32 0
  store float 1.25, ptr %a0
  %a1 = getelementptr [4 x float], ptr %arr, i32 0, i32 1
  store float %gf, ptr %a1
  %a2 = getelementptr [4 x float], ptr %arr, i32 0, i32 2
  store float %f3, ptr %a2, align 2
  %a3 = getelementptr [4 x float], ptr %arr, i32 0, i32 3
  %z = load float, ptr getelementptr ([3 x float], ptr @g.z, i32 0, i32 1)
  store float %z, ptr %a3
  %r2 = load float, ptr %a2, align 2
  %r0 = load float, ptr %a0
  %lt = fcmp olt float %r0, %r2
  %m = select i1 %lt, float %r0, float %r2
  call void @pf(float %m)
  %sel = select nnan i1 %lt, double %gd, double %s
  call void @pd(double %sel)
  ; Stored to a global and read back.
  store double %new, ptr @g.d
  %gd2 = load volatile double, ptr @g.d
  call void @pd(double %gd2)
  ; As integers and back.
  %asint = bitcast double %gd2 to i64
  %hi = lshr i64 %asint, 32
  %hi32 = trunc i64 %hi to i32
  %asf = bitcast i32 %hi32 to float
  call void @pf(float %asf)
  ret i32 0
}
