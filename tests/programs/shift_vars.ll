; shift_vars: shifts by run-time amounts: every amount below the width for shl/lshr/ashr on i64 (two patterns), i32, i16 and i8, folded into per-width hashes; on Cpu0 the i64 ones exercise the variable-amount pair shifts across the 32-bit boundary
; ret: -373844788
declare i32 @printf(i8*, ...)

@fmt = global [18 x i8] c"i%d shifts: %llx\0A\00"

define i64 @mix(i64 %h, i64 %v) {
  %m = mul i64 %h, 1099511628211
  %x = xor i64 %m, %v
  ret i64 %x
}

define i64 @shifts64(i64 %x) {
entry:
  br label %loop

loop:
  %k = phi i64 [ 0, %entry ], [ %k1, %loop ]
  %h = phi i64 [ 0, %entry ], [ %h3, %loop ]
  %a = shl i64 %x, %k
  %b = lshr i64 %x, %k
  %c = ashr i64 %x, %k
  %h1 = call i64 @mix(i64 %h, i64 %a)
  %h2 = call i64 @mix(i64 %h1, i64 %b)
  %h3 = call i64 @mix(i64 %h2, i64 %c)
  %k1 = add i64 %k, 1
  %more = icmp ult i64 %k1, 64
  br i1 %more, label %loop, label %done

done:
  ret i64 %h3
}

define i64 @shifts32(i32 %x) {
entry:
  br label %loop

loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %h = phi i64 [ 0, %entry ], [ %h3, %loop ]
  %a = shl i32 %x, %k
  %b = lshr i32 %x, %k
  %c = ashr i32 %x, %k
  %ax = zext i32 %a to i64
  %bx = zext i32 %b to i64
  %cx = sext i32 %c to i64
  %h1 = call i64 @mix(i64 %h, i64 %ax)
  %h2 = call i64 @mix(i64 %h1, i64 %bx)
  %h3 = call i64 @mix(i64 %h2, i64 %cx)
  %k1 = add i32 %k, 1
  %more = icmp ult i32 %k1, 32
  br i1 %more, label %loop, label %done

done:
  ret i64 %h3
}

define i64 @shifts16(i16 %x) {
entry:
  br label %loop

loop:
  %k = phi i16 [ 0, %entry ], [ %k1, %loop ]
  %h = phi i64 [ 0, %entry ], [ %h3, %loop ]
  %a = shl i16 %x, %k
  %b = lshr i16 %x, %k
  %c = ashr i16 %x, %k
  %ax = zext i16 %a to i64
  %bx = zext i16 %b to i64
  %cx = sext i16 %c to i64
  %h1 = call i64 @mix(i64 %h, i64 %ax)
  %h2 = call i64 @mix(i64 %h1, i64 %bx)
  %h3 = call i64 @mix(i64 %h2, i64 %cx)
  %k1 = add i16 %k, 1
  %more = icmp ult i16 %k1, 16
  br i1 %more, label %loop, label %done

done:
  ret i64 %h3
}

define i64 @shifts8(i8 %x) {
entry:
  br label %loop

loop:
  %k = phi i8 [ 0, %entry ], [ %k1, %loop ]
  %h = phi i64 [ 0, %entry ], [ %h3, %loop ]
  %a = shl i8 %x, %k
  %b = lshr i8 %x, %k
  %c = ashr i8 %x, %k
  %ax = zext i8 %a to i64
  %bx = zext i8 %b to i64
  %cx = sext i8 %c to i64
  %h1 = call i64 @mix(i64 %h, i64 %ax)
  %h2 = call i64 @mix(i64 %h1, i64 %bx)
  %h3 = call i64 @mix(i64 %h2, i64 %cx)
  %k1 = add i8 %k, 1
  %more = icmp ult i8 %k1, 8
  br i1 %more, label %loop, label %done

done:
  ret i64 %h3
}

define i32 @main() {
entry:
  %f = getelementptr [18 x i8], [18 x i8]* @fmt, i64 0, i64 0
  %h64a = call i64 @shifts64(i64 -8690466094652112896)
  call i32 (i8*, ...) @printf(i8* %f, i32 64, i64 %h64a)
  %h64b = call i64 @shifts64(i64 81985529216486895)
  call i32 (i8*, ...) @printf(i8* %f, i32 64, i64 %h64b)
  %h32 = call i64 @shifts32(i32 -1698898192)
  call i32 (i8*, ...) @printf(i8* %f, i32 32, i64 %h32)
  %h16 = call i64 @shifts16(i16 -24576)
  call i32 (i8*, ...) @printf(i8* %f, i32 16, i64 %h16)
  %h8 = call i64 @shifts8(i8 -91)
  call i32 (i8*, ...) @printf(i8* %f, i32 8, i64 %h8)
  %x = xor i64 %h64a, %h64b
  %y = xor i64 %x, %h32
  %z = xor i64 %y, %h16
  %w = xor i64 %z, %h8
  %r = trunc i64 %w to i32
  ret i32 %r
}
