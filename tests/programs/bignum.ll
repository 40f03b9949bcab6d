; bignum: arbitrary-precision numbers in arrays: 100! and Fibonacci(300) in base-10000 i32 limbs (multiply, add with carry, decimal printing via putchar), 3^200 in base-2^32 limbs (zext to i64, multiply, carry from the high half, hex printing)
; ret: 40
declare i32 @putchar(i32)
declare i32 @printf(i8*, ...)

@fact = global [64 x i32] zeroinitializer
@fa = global [24 x i32] zeroinitializer
@fb = global [24 x i32] zeroinitializer
@pow3 = global [16 x i32] zeroinitializer
@lbl.fact = global [8 x i8] c"100! = \00"
@lbl.fib = global [12 x i8] c"fib(300) = \00"
@lbl.pow = global [11 x i8] c"3^200 = 0x\00"
@fmt.s = global [3 x i8] c"%s\00"
@fmt.len = global [12 x i8] c"(%d limbs)\0A\00"

; a[0..n) *= m in base 10000; returns the new length.
define i32 @mul_small(i32* %a, i32 %n, i32 %m) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %carry = phi i32 [ 0, %entry ], [ %carry1, %loop ]
  %p = getelementptr i32, i32* %a, i32 %i
  %v = load i32, i32* %p
  %vm = mul i32 %v, %m
  %t = add i32 %vm, %carry
  %digit = srem i32 %t, 10000
  %carry1 = sdiv i32 %t, 10000
  store i32 %digit, i32* %p
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, %n
  br i1 %more, label %loop, label %spill

spill:
  %c = phi i32 [ %carry1, %loop ], [ %c2, %spill.body ]
  %len = phi i32 [ %n, %loop ], [ %len1, %spill.body ]
  %none = icmp eq i32 %c, 0
  br i1 %none, label %done, label %spill.body

spill.body:
  %q = getelementptr i32, i32* %a, i32 %len
  %d = srem i32 %c, 10000
  store i32 %d, i32* %q
  %c2 = sdiv i32 %c, 10000
  %len1 = add i32 %len, 1
  br label %spill

done:
  ret i32 %len
}

; dst = x + y over n limbs (base 10000), returns the length of dst.
define i32 @add(i32* %dst, i32* %x, i32* %y, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %carry = phi i32 [ 0, %entry ], [ %carry1, %loop ]
  %px = getelementptr i32, i32* %x, i32 %i
  %py = getelementptr i32, i32* %y, i32 %i
  %pd = getelementptr i32, i32* %dst, i32 %i
  %vx = load i32, i32* %px
  %vy = load i32, i32* %py
  %s0 = add i32 %vx, %vy
  %s = add i32 %s0, %carry
  %big = icmp sge i32 %s, 10000
  %sm = sub i32 %s, 10000
  %digit = select i1 %big, i32 %sm, i32 %s
  %carry1 = zext i1 %big to i32
  store i32 %digit, i32* %pd
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, %n
  br i1 %more, label %loop, label %tail

tail:
  %has = icmp ne i32 %carry1, 0
  br i1 %has, label %grow, label %same

grow:
  %pn = getelementptr i32, i32* %dst, i32 %n
  store i32 1, i32* %pn
  %n1 = add i32 %n, 1
  ret i32 %n1

same:
  ret i32 %n
}

define void @print_digits4(i32 %v, i1 %pad) {
entry:
  %d3 = sdiv i32 %v, 1000
  %r3 = srem i32 %v, 1000
  %d2 = sdiv i32 %r3, 100
  %r2 = srem i32 %r3, 100
  %d1 = sdiv i32 %r2, 10
  %d0 = srem i32 %r2, 10
  ; without padding, skip leading zeros (but always print the last digit)
  %z3 = icmp eq i32 %d3, 0
  %skip3 = and i1 %z3, %pad
  br i1 %skip3, label %k2, label %p3

p3:
  %c3 = add i32 %d3, 48
  call i32 @putchar(i32 %c3)
  br label %k2

k2:
  %z2 = icmp eq i32 %d2, 0
  %lead2 = and i1 %z2, %pad
  %skip2 = and i1 %lead2, %skip3
  br i1 %skip2, label %k1, label %p2

p2:
  %c2 = add i32 %d2, 48
  call i32 @putchar(i32 %c2)
  br label %k1

k1:
  %z1 = icmp eq i32 %d1, 0
  %lead1 = and i1 %z1, %skip2
  br i1 %lead1, label %k0, label %p1

p1:
  %c1 = add i32 %d1, 48
  call i32 @putchar(i32 %c1)
  br label %k0

k0:
  %c0 = add i32 %d0, 48
  call i32 @putchar(i32 %c0)
  ret void
}

define void @print_dec(i8* %label, i32* %a, i32 %n) {
entry:
  %fs = getelementptr [3 x i8], [3 x i8]* @fmt.s, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %fs, i8* %label)
  %top = sub i32 %n, 1
  %pt = getelementptr i32, i32* %a, i32 %top
  %vt = load i32, i32* %pt
  call void @print_digits4(i32 %vt, i1 true)
  br label %loop

loop:
  %i = phi i32 [ %top, %entry ], [ %i1, %body ]
  %more = icmp sgt i32 %i, 0
  br i1 %more, label %body, label %done

body:
  %i1 = sub i32 %i, 1
  %p = getelementptr i32, i32* %a, i32 %i1
  %v = load i32, i32* %p
  call void @print_digits4(i32 %v, i1 false)
  br label %loop

done:
  call i32 @putchar(i32 32)
  %fl = getelementptr [12 x i8], [12 x i8]* @fmt.len, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %fl, i32 %n)
  ret void
}

; a[0..n) *= m in base 2^32 (limbs are unsigned i32); returns the new length.
define i32 @mul_word(i32* %a, i32 %n, i32 %m) {
entry:
  %m64 = zext i32 %m to i64
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %carry = phi i64 [ 0, %entry ], [ %carry1, %loop ]
  %p = getelementptr i32, i32* %a, i32 %i
  %v = load i32, i32* %p
  %v64 = zext i32 %v to i64
  %prod = mul i64 %v64, %m64
  %t = add i64 %prod, %carry
  %low = trunc i64 %t to i32
  store i32 %low, i32* %p
  %carry1 = lshr i64 %t, 32
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, %n
  br i1 %more, label %loop, label %tail

tail:
  %has = icmp ne i64 %carry1, 0
  br i1 %has, label %grow, label %same

grow:
  %pn = getelementptr i32, i32* %a, i32 %n
  %c32 = trunc i64 %carry1 to i32
  store i32 %c32, i32* %pn
  %n1 = add i32 %n, 1
  ret i32 %n1

same:
  ret i32 %n
}

define void @print_hex_word(i32 %w, i1 %pad) {
entry:
  br label %loop

loop:
  %k = phi i32 [ 28, %entry ], [ %k1, %next ]
  %started = phi i1 [ %pad, %entry ], [ %started1, %next ]
  %sh = lshr i32 %w, %k
  %nib = and i32 %sh, 15
  %nz = icmp ne i32 %nib, 0
  %last = icmp eq i32 %k, 0
  %any = or i1 %nz, %last
  %show = or i1 %any, %started
  br i1 %show, label %emit, label %next

emit:
  %isdigit = icmp ult i32 %nib, 10
  %dc = add i32 %nib, 48
  %lc = add i32 %nib, 87
  %ch = select i1 %isdigit, i32 %dc, i32 %lc
  call i32 @putchar(i32 %ch)
  br label %next

next:
  %started1 = phi i1 [ %started, %loop ], [ true, %emit ]
  %k1 = sub i32 %k, 4
  %more = icmp sge i32 %k1, 0
  br i1 %more, label %loop, label %done

done:
  ret void
}

define i32 @main() {
entry:
  ; 100!
  %fact = getelementptr [64 x i32], [64 x i32]* @fact, i64 0, i64 0
  store i32 1, i32* %fact
  br label %fact.loop

fact.loop:
  %k = phi i32 [ 2, %entry ], [ %k1, %fact.loop ]
  %n = phi i32 [ 1, %entry ], [ %n1, %fact.loop ]
  %n1 = call i32 @mul_small(i32* %fact, i32 %n, i32 %k)
  %k1 = add i32 %k, 1
  %kmore = icmp sle i32 %k1, 100
  br i1 %kmore, label %fact.loop, label %fact.done

fact.done:
  %lf = getelementptr [8 x i8], [8 x i8]* @lbl.fact, i64 0, i64 0
  call void @print_dec(i8* %lf, i32* %fact, i32 %n1)
  ; fib(300): (a, b) = (b, a + b), alternating destination buffers
  %fa = getelementptr [24 x i32], [24 x i32]* @fa, i64 0, i64 0
  %fb = getelementptr [24 x i32], [24 x i32]* @fb, i64 0, i64 0
  store i32 1, i32* %fb
  br label %fib.loop

fib.loop:
  %j = phi i32 [ 1, %fact.done ], [ %j1, %fib.loop ]
  %x = phi i32* [ %fa, %fact.done ], [ %y, %fib.loop ]
  %y = phi i32* [ %fb, %fact.done ], [ %x, %fib.loop ]
  %len = phi i32 [ 1, %fact.done ], [ %len1, %fib.loop ]
  ; x := x + y (x held fib(j-1), y held fib(j)); then x holds fib(j+1)
  %len1 = call i32 @add(i32* %x, i32* %x, i32* %y, i32 %len)
  %j1 = add i32 %j, 1
  %jmore = icmp slt i32 %j1, 300
  br i1 %jmore, label %fib.loop, label %fib.done

fib.done:
  %lfib = getelementptr [12 x i8], [12 x i8]* @lbl.fib, i64 0, i64 0
  call void @print_dec(i8* %lfib, i32* %x, i32 %len1)
  ; 3^200 in base 2^32
  %pw = getelementptr [16 x i32], [16 x i32]* @pow3, i64 0, i64 0
  store i32 1, i32* %pw
  br label %pow.loop

pow.loop:
  %e = phi i32 [ 0, %fib.done ], [ %e1, %pow.loop ]
  %pn = phi i32 [ 1, %fib.done ], [ %pn1, %pow.loop ]
  ; multiply by 3^20 = 3486784401 (above 2^31) ten times
  %pn1 = call i32 @mul_word(i32* %pw, i32 %pn, i32 3486784401)
  %e1 = add i32 %e, 1
  %emore = icmp slt i32 %e1, 10
  br i1 %emore, label %pow.loop, label %pow.done

pow.done:
  %lp = getelementptr [11 x i8], [11 x i8]* @lbl.pow, i64 0, i64 0
  %fs = getelementptr [3 x i8], [3 x i8]* @fmt.s, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %fs, i8* %lp)
  %top = sub i32 %pn1, 1
  %ptop = getelementptr i32, i32* %pw, i32 %top
  %wtop = load i32, i32* %ptop
  call void @print_hex_word(i32 %wtop, i1 false)
  br label %hex.loop

hex.loop:
  %h = phi i32 [ %top, %pow.done ], [ %h1, %hex.body ]
  %hmore = icmp sgt i32 %h, 0
  br i1 %hmore, label %hex.body, label %hex.done

hex.body:
  %h1 = sub i32 %h, 1
  %ph = getelementptr i32, i32* %pw, i32 %h1
  %wh = load i32, i32* %ph
  call void @print_hex_word(i32 %wh, i1 true)
  br label %hex.loop

hex.done:
  call i32 @putchar(i32 10)
  ret i32 %n1
}
