; xorshift_hist: xorshift64* random numbers (shifts by 12/25/27, a 64-bit multiply) binned by their top 4 bits into a 16-bucket histogram; 4000 samples
; ret: 261
declare i32 @printf(i8*, ...)

@hist = global [16 x i32] zeroinitializer
@fmt.bucket = global [7 x i8] c"%x:%d \00"
@fmt.end = global [14 x i8] c"\0Alast = %llx\0A\00"

define i64 @next(i64* %state) {
  %x = load i64, i64* %state
  %a1 = lshr i64 %x, 12
  %a = xor i64 %x, %a1
  %b1 = shl i64 %a, 25
  %b = xor i64 %a, %b1
  %c1 = lshr i64 %b, 27
  %c = xor i64 %b, %c1
  store i64 %c, i64* %state
  %r = mul i64 %c, 2685821657736338717
  ret i64 %r
}

define i32 @main() {
entry:
  %state = alloca i64
  store i64 88172645463325252, i64* %state
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %r = call i64 @next(i64* %state)
  %top = lshr i64 %r, 60
  %slot = getelementptr [16 x i32], [16 x i32]* @hist, i64 0, i64 %top
  %c = load i32, i32* %slot
  %c1 = add i32 %c, 1
  store i32 %c1, i32* %slot
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, 4000
  br i1 %more, label %loop, label %print

print:
  %b = phi i32 [ 0, %loop ], [ %b1, %print ]
  %bp = getelementptr [16 x i32], [16 x i32]* @hist, i64 0, i32 %b
  %bv = load i32, i32* %bp
  %fb = getelementptr [7 x i8], [7 x i8]* @fmt.bucket, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %fb, i32 %b, i32 %bv)
  %b1 = add i32 %b, 1
  %bmore = icmp slt i32 %b1, 16
  br i1 %bmore, label %print, label %done

done:
  %fe = getelementptr [14 x i8], [14 x i8]* @fmt.end, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %fe, i64 %r)
  %p0 = getelementptr [16 x i32], [16 x i32]* @hist, i64 0, i64 0
  %h0 = load i32, i32* %p0
  ret i32 %h0
}
