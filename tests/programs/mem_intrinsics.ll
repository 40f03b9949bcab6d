; mem_intrinsics: llvm.memcpy, llvm.memmove (overlapping both ways) and llvm.memset with i32 and i64 lengths, compiled as calls of the runtime's memcpy/memmove/memset
; ret: 0
@a = global [32 x i8] zeroinitializer
@b = global [32 x i8] zeroinitializer
@failures = global i32 0
@fmt = constant [25 x i8] c"FAIL %d: got %d want %d\0A\00"
@done = constant [24 x i8] c"%d checks, %d failures\0A\00"

declare void @llvm.memcpy.p0i8.p0i8.i32(i8*, i8*, i32, i1)
declare void @llvm.memmove.p0i8.p0i8.i32(i8*, i8*, i32, i1)
declare void @llvm.memset.p0i8.i64(i8*, i8, i64, i1)
declare void @llvm.memset.p0i8.i32(i8*, i8, i32, i1)
declare i32 @printf(i8*, ...)

; sum over i of (i + 1) * buf[i] (bytes unsigned)
define i32 @wsum(i8* %buf) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s1, %loop ]
  %p = getelementptr i8, i8* %buf, i32 %i
  %c = load i8, i8* %p
  %w = zext i8 %c to i32
  %i1 = add i32 %i, 1
  %t = mul i32 %w, %i1
  %s1 = add i32 %s, %t
  %more = icmp ult i32 %i1, 32
  br i1 %more, label %loop, label %out
out:
  ret i32 %s1
}

define void @check(i32 %id, i32 %got, i32 %want) {
entry:
  %ok = icmp eq i32 %got, %want
  br i1 %ok, label %done, label %fail
fail:
  %f = load i32, i32* @failures
  %f1 = add i32 %f, 1
  store i32 %f1, i32* @failures
  %fmt = getelementptr [25 x i8], [25 x i8]* @fmt, i32 0, i32 0
  %r = call i32 (i8*, ...) @printf(i8* %fmt, i32 %id, i32 %got, i32 %want)
  br label %done
done:
  ret void
}

define i32 @main() {
entry:
  %a = getelementptr [32 x i8], [32 x i8]* @a, i32 0, i32 0
  %b = getelementptr [32 x i8], [32 x i8]* @b, i32 0, i32 0
  br label %fill
fill:
  %i = phi i32 [ 0, %entry ], [ %i1, %fill ]
  %v = mul i32 %i, 7
  %v3 = add i32 %v, 3
  %byte = trunc i32 %v3 to i8
  %p = getelementptr i8, i8* %a, i32 %i
  store i8 %byte, i8* %p
  %i1 = add i32 %i, 1
  %more = icmp ult i32 %i1, 32
  br i1 %more, label %fill, label %go
go:
  %b4 = getelementptr i8, i8* %b, i32 4
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* %b4, i8* %a, i32 10, i1 false)
  %s1 = call i32 @wsum(i8* %b)
  call void @check(i32 1, i32 %s1, i32 3855)
  %a2 = getelementptr i8, i8* %a, i32 2
  %a5 = getelementptr i8, i8* %a, i32 5
  call void @llvm.memmove.p0i8.p0i8.i32(i8* %a5, i8* %a2, i32 20, i1 false)
  %s2 = call i32 @wsum(i8* %a)
  call void @check(i32 2, i32 %s2, i32 71458)
  %a10 = getelementptr i8, i8* %a, i32 10
  %a7 = getelementptr i8, i8* %a, i32 7
  call void @llvm.memmove.p0i8.p0i8.i32(i8* %a7, i8* %a10, i32 20, i1 false)
  %s3 = call i32 @wsum(i8* %a)
  call void @check(i32 3, i32 %s3, i32 80320)
  %b1 = getelementptr i8, i8* %b, i32 1
  call void @llvm.memset.p0i8.i64(i8* %b1, i8 -85, i64 20, i1 false)
  %s4 = call i32 @wsum(i8* %b)
  call void @check(i32 4, i32 %s4, i32 39330)
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* %a, i8* %b, i32 0, i1 false)
  %s5 = call i32 @wsum(i8* %a)
  call void @check(i32 5, i32 %s5, i32 80320)
  call void @llvm.memset.p0i8.i32(i8* %b, i8 0, i32 32, i1 true)
  %s6 = call i32 @wsum(i8* %b)
  call void @check(i32 6, i32 %s6, i32 0)
  %f = load i32, i32* @failures
  %dfmt = getelementptr [24 x i8], [24 x i8]* @done, i32 0, i32 0
  %r = call i32 (i8*, ...) @printf(i8* %dfmt, i32 6, i32 %f)
  ret i32 %f
}
