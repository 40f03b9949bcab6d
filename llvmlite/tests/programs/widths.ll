; widths: i8/i16/i32/i64 arithmetic, division signs, shifts, extensions and
; every icmp condition, printed so each value is checked against lli.
; ret: 0
@f = constant [16 x i8] c"%d %d %d %d %d\0A\00"
@fl = constant [16 x i8] c"%ld %ld %lu %x\0A\00"
declare i32 @printf(i8*, ...)

define void @p5(i32 %a, i32 %b, i32 %c, i32 %d, i32 %e) {
  %s = getelementptr [16 x i8], [16 x i8]* @f, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %s, i32 %a, i32 %b, i32 %c, i32 %d, i32 %e)
  ret void
}

define void @bytes(i8 %x, i8 %y) {
  %add = add i8 %x, %y
  %mul = mul i8 %x, %y
  %sdiv = sdiv i8 %x, %y
  %udiv = udiv i8 %x, %y
  %srem = srem i8 %x, %y
  %urem = urem i8 %x, %y
  %shl = shl i8 %x, 3
  %lshr = lshr i8 %x, 3
  %ashr = ashr i8 %x, 3
  %e1 = sext i8 %add to i32
  %e2 = sext i8 %mul to i32
  %e3 = sext i8 %sdiv to i32
  %e4 = zext i8 %udiv to i32
  %e5 = sext i8 %srem to i32
  call void @p5(i32 %e1, i32 %e2, i32 %e3, i32 %e4, i32 %e5)
  %f1 = zext i8 %urem to i32
  %f2 = sext i8 %shl to i32
  %f3 = zext i8 %lshr to i32
  %f4 = sext i8 %ashr to i32
  %f5 = zext i8 %x to i32
  call void @p5(i32 %f1, i32 %f2, i32 %f3, i32 %f4, i32 %f5)
  ret void
}

define void @halves(i16 %x, i16 %y) {
  %sub = sub i16 %x, %y
  %mul = mul nsw i16 %x, %y
  %sdiv = sdiv exact i16 %x, %y
  %xor = xor i16 %x, %y
  %ashr = ashr i16 %x, 15
  %e1 = sext i16 %sub to i32
  %e2 = sext i16 %mul to i32
  %e3 = sext i16 %sdiv to i32
  %e4 = zext i16 %xor to i32
  %e5 = sext i16 %ashr to i32
  call void @p5(i32 %e1, i32 %e2, i32 %e3, i32 %e4, i32 %e5)
  ret void
}

define void @compares(i32 %a, i32 %b) {
  %eq = icmp eq i32 %a, %b
  %ne = icmp ne i32 %a, %b
  %slt = icmp slt i32 %a, %b
  %sle = icmp sle i32 %a, %b
  %sgt = icmp sgt i32 %a, %b
  %sge = icmp sge i32 %a, %b
  %ult = icmp ult i32 %a, %b
  %ule = icmp ule i32 %a, %b
  %ugt = icmp ugt i32 %a, %b
  %uge = icmp uge i32 %a, %b
  %z1 = zext i1 %eq to i32
  %z2 = zext i1 %ne to i32
  %z3 = zext i1 %slt to i32
  %z4 = zext i1 %sle to i32
  %z5 = zext i1 %sgt to i32
  call void @p5(i32 %z1, i32 %z2, i32 %z3, i32 %z4, i32 %z5)
  %y1 = zext i1 %sge to i32
  %y2 = zext i1 %ult to i32
  %y3 = zext i1 %ule to i32
  %y4 = zext i1 %ugt to i32
  %y5 = sext i1 %uge to i32
  call void @p5(i32 %y1, i32 %y2, i32 %y3, i32 %y4, i32 %y5)
  ret void
}

define void @longs(i64 %x, i64 %y) {
  %s = getelementptr [16 x i8], [16 x i8]* @fl, i64 0, i64 0
  %sdiv = sdiv i64 %x, %y
  %srem = srem i64 %x, %y
  %udiv = udiv i64 %x, %y
  %t = trunc i64 %x to i32
  call i32 (i8*, ...) @printf(i8* %s, i64 %sdiv, i64 %srem, i64 %udiv, i32 %t)
  %shl = shl i64 %x, 63
  %lshr = lshr i64 %x, 33
  %ashr = ashr i64 %x, 63
  %tt = trunc i64 %lshr to i32
  call i32 (i8*, ...) @printf(i8* %s, i64 %shl, i64 %ashr, i64 %lshr, i32 %tt)
  ret void
}

define i32 @main() {
  call void @bytes(i8 -100, i8 7)
  call void @bytes(i8 127, i8 -2)
  call void @bytes(i8 200, i8 3)
  call void @halves(i16 -32768, i16 2)
  call void @halves(i16 30000, i16 5)
  call void @compares(i32 -1, i32 1)
  call void @compares(i32 5, i32 5)
  call void @compares(i32 2147483647, i32 -2147483648)
  call void @longs(i64 -9223372036854775807, i64 -3)
  call void @longs(i64 12345678901234, i64 1000)
  %b = trunc i32 257 to i1
  %c = select i1 %b, i32 1, i32 0
  %d = xor i1 %b, true
  %e = zext i1 %d to i32
  %f = add i32 %c, %e
  %g = sub i32 %f, 1
  ret i32 %g
}
