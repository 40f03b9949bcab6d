; error: 5:3: in `@main`: unknown intrinsic `@llvm.frobnicate.i32`: not one of the 85 `llvm.*` families egret implements (docs/intrinsics.md lists them)
declare i32 @llvm.frobnicate.i32(i32, i32)

define i32 @main() {
  %r = call i32 @llvm.frobnicate.i32(i32 3, i32 4)
  ret i32 %r
}
