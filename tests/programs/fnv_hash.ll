; fnv_hash: 64-bit FNV-1a over strings and the SplitMix64 generator (64-bit multiplies by constants with the top bit set, xor-shifts by 27/30/31); prints in hex
; ret: 53
declare i32 @printf(i8*, ...)

@s0 = global [1 x i8] c"\00"
@s1 = global [2 x i8] c"a\00"
@s2 = global [6 x i8] c"hello\00"
@s3 = global [44 x i8] c"The quick brown fox jumps over the lazy dog\00"
@s4 = global [6 x i8] c"egret\00"
@fmt.fnv = global [22 x i8] c"fnv1a64(\22%s\22) = %llx\0A\00"
@fmt.sm = global [51 x i8] c"splitmix64: %llx %llx %llx ... xor of 1000 = %llx\0A\00"
@state = global i64 0

define i64 @fnv1a(i8* %s) {
entry:
  br label %loop

loop:
  %p = phi i8* [ %s, %entry ], [ %p1, %body ]
  %h = phi i64 [ -3750763034362895579, %entry ], [ %h1, %body ]
  %c = load i8, i8* %p
  %end = icmp eq i8 %c, 0
  br i1 %end, label %done, label %body

body:
  %cz = zext i8 %c to i64
  %x = xor i64 %h, %cz
  %h1 = mul i64 %x, 1099511628211
  %p1 = getelementptr i8, i8* %p, i64 1
  br label %loop

done:
  ret i64 %h
}

define i64 @splitmix() {
  %x0 = load i64, i64* @state
  %x = add i64 %x0, -7046029254386353131
  store i64 %x, i64* @state
  %a1 = lshr i64 %x, 30
  %a2 = xor i64 %x, %a1
  %a3 = mul i64 %a2, -4658895280553007687
  %b1 = lshr i64 %a3, 27
  %b2 = xor i64 %a3, %b1
  %b3 = mul i64 %b2, -7723592293110705685
  %c1 = lshr i64 %b3, 31
  %c2 = xor i64 %b3, %c1
  ret i64 %c2
}

define void @show(i8* %s) {
  %h = call i64 @fnv1a(i8* %s)
  %f = getelementptr [22 x i8], [22 x i8]* @fmt.fnv, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %f, i8* %s, i64 %h)
  ret void
}

define i64 @main() {
entry:
  %p0 = getelementptr [1 x i8], [1 x i8]* @s0, i64 0, i64 0
  call void @show(i8* %p0)
  %p1 = getelementptr [2 x i8], [2 x i8]* @s1, i64 0, i64 0
  call void @show(i8* %p1)
  %p2 = getelementptr [6 x i8], [6 x i8]* @s2, i64 0, i64 0
  call void @show(i8* %p2)
  %p3 = getelementptr [44 x i8], [44 x i8]* @s3, i64 0, i64 0
  call void @show(i8* %p3)
  %p4 = getelementptr [6 x i8], [6 x i8]* @s4, i64 0, i64 0
  call void @show(i8* %p4)
  %r1 = call i64 @splitmix()
  %r2 = call i64 @splitmix()
  %r3 = call i64 @splitmix()
  %acc0 = xor i64 %r1, %r2
  %acc1 = xor i64 %acc0, %r3
  br label %loop

loop:
  %i = phi i64 [ 3, %entry ], [ %i1, %loop ]
  %acc = phi i64 [ %acc1, %entry ], [ %acc2, %loop ]
  %r = call i64 @splitmix()
  %acc2 = xor i64 %acc, %r
  %i1 = add i64 %i, 1
  %more = icmp slt i64 %i1, 1000
  br i1 %more, label %loop, label %done

done:
  %f = getelementptr [51 x i8], [51 x i8]* @fmt.sm, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %f, i64 %r1, i64 %r2, i64 %r3, i64 %acc2)
  %low = and i64 %acc2, 255
  ret i64 %low
}
