; error: 5:3: in `@get`: intrinsic `@llvm.memcpy.p0i8.p0i8.i32` cannot be used as a value, only called
declare void @llvm.memcpy.p0i8.p0i8.i32(i8*, i8*, i32, i1)

define i8* @get() {
  %p = bitcast void (i8*, i8*, i32, i1)* @llvm.memcpy.p0i8.p0i8.i32 to i8*
  ret i8* %p
}
