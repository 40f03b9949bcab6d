; Vector operations egret scalarizes: element-wise arithmetic, icmp and select,
; shuffles, element access, bitcasts between shapes (byte-order dependent),
; reductions, and a vector argument and result.

@g = global <4 x i32> <i32 1, i32 2, i32 3, i32 4>
@fmt = constant [4 x i8] c"%d\0A\00"
declare i32 @printf(ptr, ...)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>)
declare i32 @llvm.vector.reduce.smax.v4i32(<4 x i32>)

define <4 x i32> @twice(<4 x i32> %v) {
  %r = add <4 x i32> %v, %v
  ret <4 x i32> %r
}

define i32 @main() {
  %v = load <4 x i32>, ptr @g
  %w = mul <4 x i32> %v, <i32 10, i32 20, i32 30, i32 40>
  %x = call <4 x i32> @twice(<4 x i32> %w)
  %s = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %x)
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %s)
  %c = icmp sgt <4 x i32> %x, splat (i32 100)
  %sel = select <4 x i1> %c, <4 x i32> %x, <4 x i32> zeroinitializer
  %m = call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %sel)
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %m)
  %sh = shufflevector <4 x i32> %x, <4 x i32> %v, <4 x i32> <i32 7, i32 0, i32 5, i32 poison>
  %e0 = extractelement <4 x i32> %sh, i32 0
  %e1 = extractelement <4 x i32> %sh, i64 1
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %e0)
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %e1)
  %b = bitcast <4 x i32> %v to <2 x i64>
  %b1 = extractelement <2 x i64> %b, i32 1
  %t = trunc i64 %b1 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %t)
  %bb = bitcast <4 x i32> %v to <16 x i8>
  %k = extractelement <16 x i8> %bb, i32 3
  %kz = zext i8 %k to i32
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %kz)
  %ins = insertelement <4 x i32> %v, i32 99, i32 %kz
  %tr = trunc <4 x i32> %ins to <4 x i8>
  %ti = bitcast <4 x i8> %tr to i32
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %ti)
  ret i32 0
}
