; bubble_sort: bubble sort with an early-exit flag on a 64-element i32 global array (i32 loads/stores, signed i32 compares, swaps), then an i16 array sorted unsigned; prints the passes and a sample
; ret: 61
declare i32 @printf(i8*, ...)

@data = global [64 x i32] zeroinitializer
@half = global [16 x i16] [i16 -1, i16 5, i16 -32768, i16 32767, i16 0, i16 100, i16 -100, i16 7, i16 8, i16 -7, i16 1, i16 2, i16 300, i16 -300, i16 9, i16 16384]
@fmt = global [45 x i8] c"passes=%d first=%d second=%d last=%d sum=%d\0A\00"
@fmt16 = global [34 x i8] c"u16 order: %d %d %d %d ... %d %d\0A\00"

define i32 @bubble32(i32* %a, i32 %n) {
entry:
  br label %pass

pass:
  %passes = phi i32 [ 0, %entry ], [ %passes1, %pass.end ]
  %passes1 = add i32 %passes, 1
  br label %inner

inner:
  %i = phi i32 [ 1, %pass ], [ %i1, %inner.next ]
  %swapped = phi i1 [ false, %pass ], [ %swapped1, %inner.next ]
  %pi = getelementptr i32, i32* %a, i32 %i
  %im1 = sub i32 %i, 1
  %pim1 = getelementptr i32, i32* %a, i32 %im1
  %x = load i32, i32* %pim1
  %y = load i32, i32* %pi
  %gt = icmp sgt i32 %x, %y
  br i1 %gt, label %do.swap, label %inner.next

do.swap:
  store i32 %y, i32* %pim1
  store i32 %x, i32* %pi
  br label %inner.next

inner.next:
  %swapped1 = phi i1 [ %swapped, %inner ], [ true, %do.swap ]
  %i1 = add i32 %i, 1
  %imore = icmp slt i32 %i1, %n
  br i1 %imore, label %inner, label %pass.end

pass.end:
  br i1 %swapped1, label %pass, label %done

done:
  ret i32 %passes1
}

define void @bubble16u(i16* %a, i64 %n) {
entry:
  br label %outer

outer:
  %end = phi i64 [ %n, %entry ], [ %end1, %outer.next ]
  br label %inner

inner:
  %i = phi i64 [ 1, %outer ], [ %i1, %inner.next ]
  %pi = getelementptr i16, i16* %a, i64 %i
  %pprev = getelementptr i16, i16* %pi, i32 -1
  %x = load i16, i16* %pprev
  %y = load i16, i16* %pi
  %gt = icmp ugt i16 %x, %y
  br i1 %gt, label %do.swap, label %inner.next

do.swap:
  store i16 %y, i16* %pprev
  store i16 %x, i16* %pi
  br label %inner.next

inner.next:
  %i1 = add i64 %i, 1
  %imore = icmp slt i64 %i1, %end
  br i1 %imore, label %inner, label %outer.next

outer.next:
  %end1 = sub i64 %end, 1
  %omore = icmp sgt i64 %end1, 1
  br i1 %omore, label %outer, label %done

done:
  ret void
}

define i32 @main() {
entry:
  %a = getelementptr [64 x i32], [64 x i32]* @data, i64 0, i64 0
  br label %fill

fill:
  %k = phi i32 [ 0, %entry ], [ %k1, %fill ]
  %x = phi i32 [ 12345, %entry ], [ %x1, %fill ]
  %xm = mul i32 %x, 1103515245
  %x1 = add i32 %xm, 12345
  %v = ashr i32 %x1, 8
  %pk = getelementptr i32, i32* %a, i32 %k
  store i32 %v, i32* %pk
  %k1 = add i32 %k, 1
  %fmore = icmp slt i32 %k1, 64
  br i1 %fmore, label %fill, label %sort

sort:
  %passes = call i32 @bubble32(i32* %a, i32 64)
  br label %sum

sum:
  %j = phi i32 [ 0, %sort ], [ %j1, %sum ]
  %acc = phi i32 [ 0, %sort ], [ %acc1, %sum ]
  %pj = getelementptr i32, i32* %a, i32 %j
  %vj = load i32, i32* %pj
  %acc1 = add i32 %acc, %vj
  %j1 = add i32 %j, 1
  %smore = icmp slt i32 %j1, 64
  br i1 %smore, label %sum, label %print

print:
  %v0 = load i32, i32* %a
  %p1 = getelementptr i32, i32* %a, i32 1
  %v1 = load i32, i32* %p1
  %p63 = getelementptr i32, i32* %a, i32 63
  %v63 = load i32, i32* %p63
  %f = getelementptr [45 x i8], [45 x i8]* @fmt, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %f, i32 %passes, i32 %v0, i32 %v1, i32 %v63, i32 %acc1)
  %h = getelementptr [16 x i16], [16 x i16]* @half, i64 0, i64 0
  call void @bubble16u(i16* %h, i64 16)
  %h0 = load i16, i16* %h
  %ph1 = getelementptr i16, i16* %h, i64 1
  %h1 = load i16, i16* %ph1
  %ph2 = getelementptr i16, i16* %h, i64 2
  %h2 = load i16, i16* %ph2
  %ph3 = getelementptr i16, i16* %h, i64 3
  %h3 = load i16, i16* %ph3
  %ph14 = getelementptr i16, i16* %h, i64 14
  %h14 = load i16, i16* %ph14
  %ph15 = getelementptr i16, i16* %h, i64 15
  %h15 = load i16, i16* %ph15
  %h0x = sext i16 %h0 to i32
  %h1x = sext i16 %h1 to i32
  %h2x = sext i16 %h2 to i32
  %h3x = sext i16 %h3 to i32
  %h14x = sext i16 %h14 to i32
  %h15x = sext i16 %h15 to i32
  %f16 = getelementptr [34 x i8], [34 x i8]* @fmt16, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %f16, i32 %h0x, i32 %h1x, i32 %h2x, i32 %h3x, i32 %h14x, i32 %h15x)
  ret i32 %passes
}
