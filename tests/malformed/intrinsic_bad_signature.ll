; error: 5:3: in `@clear`: intrinsic `@llvm.memset.p0i8.i64` has type `void (i8*, i64, i64, i1)`; expected `void (ptr, i8, iN, i1)`
declare void @llvm.memset.p0i8.i64(i8*, i64, i64, i1)

define void @clear(i8* %p) {
  call void @llvm.memset.p0i8.i64(i8* %p, i64 0, i64 8, i1 false)
  ret void
}
