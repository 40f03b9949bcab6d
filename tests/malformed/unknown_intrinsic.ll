; error: 6:3: in `@main`: unknown intrinsic `@llvm.umin.i32`; egret supports: llvm.memcpy.*, llvm.memmove.*, llvm.memset.*
; `check` must reject what `compile` cannot link: LLVM intrinsics egret lacks.
declare i32 @llvm.umin.i32(i32, i32)

define i32 @main() {
  %r = call i32 @llvm.umin.i32(i32 3, i32 4)
  ret i32 %r
}
