; bm_fir: fixed-point DSP: a 16-tap Q15 FIR filter over 1024 i16 samples (triangle wave plus LCG noise) with i32 accumulation, rounding and saturation to i16, followed by a one-pole smoothing filter (ashr); eight coefficient gains, sums, saturation counts checked against Python
; ret: 0
declare i32 @printf(i8*, ...)

@checks = global i64 0
@failures = global i64 0
@fmt.fail = global [31 x i8] c"FAIL %lld: got %lld want %lld\0A\00"
@fmt.done = global [28 x i8] c"%lld checks, %lld failures\0A\00"

; Counts a check; prints the mismatch and counts a failure when got != want.
define void @check(i64 %id, i64 %got, i64 %want) {
entry:
  %n = load i64, i64* @checks
  %n1 = add i64 %n, 1
  store i64 %n1, i64* @checks
  %ok = icmp eq i64 %got, %want
  br i1 %ok, label %done, label %bad

bad:
  %f = getelementptr [31 x i8], [31 x i8]* @fmt.fail, i64 0, i64 0
  %r = call i32 (i8*, ...) @printf(i8* %f, i64 %id, i64 %got, i64 %want)
  %k = load i64, i64* @failures
  %k1 = add i64 %k, 1
  store i64 %k1, i64* @failures
  br label %done

done:
  ret void
}

; Prints the summary line and returns the number of failures.
define i64 @report() {
entry:
  %c = load i64, i64* @checks
  %k = load i64, i64* @failures
  %f = getelementptr [28 x i8], [28 x i8]* @fmt.done, i64 0, i64 0
  %r = call i32 (i8*, ...) @printf(i8* %f, i64 %c, i64 %k)
  ret i64 %k
}

@xs = global [1039 x i16] zeroinitializer
@ys = global [1024 x i16] zeroinitializer
@coef = global [16 x i16] zeroinitializer
@sat = global i32 0
; per gain: sum of outputs, sum of magnitudes, saturated outputs, sum of the smoothed signal
@want = global [32 x i64] [i64 -46729, i64 2588829, i64 0, i64 -41721, i64 -93443, i64 5177649, i64 0, i64 -79789, i64 -140179, i64 7766479, i64 0, i64 -117800, i64 -186902, i64 10355276, i64 0, i64 -156050, i64 -233638, i64 12944106, i64 0, i64 -194353, i64 -280356, i64 15532932, i64 0, i64 -232350, i64 -294559, i64 18040235, i64 69, i64 -240973, i64 -275522, i64 20002230, i64 191, i64 -219703]

define void @make_signal() {
entry:
  br label %loop

loop:
  %n = phi i32 [ 0, %entry ], [ %n1, %loop ]
  %x = phi i32 [ 99, %entry ], [ %x1, %loop ]
  %m = mul i32 %x, 1103515245
  %x1 = add i32 %m, 12345
  %n64 = shl i32 %n, 6
  %w = and i32 %n64, 8191
  %tri = add i32 %w, -4096
  %nz = lshr i32 %x1, 22
  %noise = add i32 %nz, -512
  %v = add i32 %tri, %noise
  %v16 = trunc i32 %v to i16
  %p = getelementptr [1039 x i16], [1039 x i16]* @xs, i32 0, i32 %n
  store i16 %v16, i16* %p
  %n1 = add i32 %n, 1
  %more = icmp slt i32 %n1, 1039
  br i1 %more, label %loop, label %done

done:
  ret void
}

; h[k] = (k + 1) * (16 - k) * 55 * gain
define void @make_coefs(i32 %gain) {
entry:
  %g = mul i32 %gain, 55
  br label %loop

loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %k1 = add i32 %k, 1
  %r = sub i32 16, %k
  %a = mul i32 %k1, %r
  %h = mul i32 %a, %g
  %h16 = trunc i32 %h to i16
  %p = getelementptr [16 x i16], [16 x i16]* @coef, i32 0, i32 %k
  store i16 %h16, i16* %p
  %more = icmp slt i32 %k1, 16
  br i1 %more, label %loop, label %done

done:
  ret void
}

define i16 @saturate(i32 %v) {
entry:
  %hi = icmp sgt i32 %v, 32767
  br i1 %hi, label %clip.hi, label %test.lo

test.lo:
  %lo = icmp slt i32 %v, -32768
  br i1 %lo, label %clip.lo, label %fits

clip.hi:
  %s = load i32, i32* @sat
  %s1 = add i32 %s, 1
  store i32 %s1, i32* @sat
  ret i16 32767

clip.lo:
  %t = load i32, i32* @sat
  %t1 = add i32 %t, 1
  store i32 %t1, i32* @sat
  ret i16 -32768

fits:
  %r = trunc i32 %v to i16
  ret i16 %r
}

; ys[n] = sat((sum_k coef[k] * xs[n + 15 - k] + 2^14) >> 15)
define void @fir(i16* %in, i16* %out, i32 %count) {
entry:
  br label %sample

sample:
  %n = phi i32 [ 0, %entry ], [ %n1, %tap.done ]
  %base = add i32 %n, 15
  br label %tap

tap:
  %k = phi i32 [ 0, %sample ], [ %k1, %tap ]
  %acc = phi i32 [ 16384, %sample ], [ %acc1, %tap ]
  %hp = getelementptr [16 x i16], [16 x i16]* @coef, i32 0, i32 %k
  %h = load i16, i16* %hp
  %xi = sub i32 %base, %k
  %xp = getelementptr i16, i16* %in, i32 %xi
  %xv = load i16, i16* %xp
  %h32 = sext i16 %h to i32
  %x32 = sext i16 %xv to i32
  %prod = mul i32 %h32, %x32
  %acc1 = add i32 %acc, %prod
  %k1 = add i32 %k, 1
  %more = icmp slt i32 %k1, 16
  br i1 %more, label %tap, label %tap.done

tap.done:
  %y = ashr i32 %acc1, 15
  %y16 = call i16 @saturate(i32 %y)
  %yp = getelementptr i16, i16* %out, i32 %n
  store i16 %y16, i16* %yp
  %n1 = add i32 %n, 1
  %nm = icmp slt i32 %n1, %count
  br i1 %nm, label %sample, label %done

done:
  ret void
}

; Writes sum, sum of magnitudes and the sum of the smoothed signal to %r[0..3).
define void @measure(i16* %ys, i32 %count, i64* %r) {
entry:
  br label %loop

loop:
  %n = phi i32 [ 0, %entry ], [ %n1, %loop ]
  %s = phi i64 [ 0, %entry ], [ %s1, %loop ]
  %a = phi i64 [ 0, %entry ], [ %a1, %loop ]
  %z = phi i32 [ 0, %entry ], [ %z1, %loop ]
  %zs = phi i64 [ 0, %entry ], [ %zs1, %loop ]
  %p = getelementptr i16, i16* %ys, i32 %n
  %y = load i16, i16* %p
  %y32 = sext i16 %y to i32
  %y64 = sext i16 %y to i64
  %s1 = add i64 %s, %y64
  %neg = icmp slt i32 %y32, 0
  %ny = sub i32 0, %y32
  %abs = select i1 %neg, i32 %ny, i32 %y32
  %abs64 = zext i32 %abs to i64
  %a1 = add i64 %a, %abs64
  %d = sub i32 %y32, %z
  %d8 = ashr i32 %d, 3
  %z1 = add i32 %z, %d8
  %z64 = sext i32 %z1 to i64
  %zs1 = add i64 %zs, %z64
  %n1 = add i32 %n, 1
  %more = icmp slt i32 %n1, %count
  br i1 %more, label %loop, label %done

done:
  store i64 %s1, i64* %r
  %r1 = getelementptr i64, i64* %r, i32 1
  store i64 %a1, i64* %r1
  %r2 = getelementptr i64, i64* %r, i32 2
  store i64 %zs1, i64* %r2
  ret void
}

define void @check_want(i32 %k, i64 %got) {
entry:
  %wp = getelementptr [32 x i64], [32 x i64]* @want, i32 0, i32 %k
  %w = load i64, i64* %wp
  %id = zext i32 %k to i64
  call void @check(i64 %id, i64 %got, i64 %w)
  ret void
}

define i64 @main() {
entry:
  %r = alloca [3 x i64]
  %r0 = getelementptr [3 x i64], [3 x i64]* %r, i32 0, i32 0
  %r1 = getelementptr [3 x i64], [3 x i64]* %r, i32 0, i32 1
  %r2 = getelementptr [3 x i64], [3 x i64]* %r, i32 0, i32 2
  %in = getelementptr [1039 x i16], [1039 x i16]* @xs, i32 0, i32 0
  %out = getelementptr [1024 x i16], [1024 x i16]* @ys, i32 0, i32 0
  call void @make_signal()
  br label %pass

pass:
  %p = phi i32 [ 0, %entry ], [ %p1, %pass ]
  %gain = add i32 %p, 1
  call void @make_coefs(i32 %gain)
  store i32 0, i32* @sat
  call void @fir(i16* %in, i16* %out, i32 1024)
  call void @measure(i16* %out, i32 1024, i64* %r0)
  %base = shl i32 %p, 2
  %sum = load i64, i64* %r0
  call void @check_want(i32 %base, i64 %sum)
  %mag = load i64, i64* %r1
  %b1 = add i32 %base, 1
  call void @check_want(i32 %b1, i64 %mag)
  %sat = load i32, i32* @sat
  %sat64 = zext i32 %sat to i64
  %b2 = add i32 %base, 2
  call void @check_want(i32 %b2, i64 %sat64)
  %sm = load i64, i64* %r2
  %b3 = add i32 %base, 3
  call void @check_want(i32 %b3, i64 %sm)
  %p1 = add i32 %p, 1
  %more = icmp slt i32 %p1, 8
  br i1 %more, label %pass, label %done

done:
  %res = call i64 @report()
  ret i64 %res
}
