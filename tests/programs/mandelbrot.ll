; mandelbrot: the Mandelbrot set in 16.16 fixed point on i64 (signed multiplies and arithmetic shifts of negative values), drawn as 48x20 ASCII art with putchar; returns the number of points inside
; ret: 202
declare i32 @putchar(i32)

@shades = global [11 x i8] c" .:-=+*#%@\00"

; Iterations (0..max) before |z| > 2, for c = (cr, ci) in 16.16 fixed point.
define i32 @escape(i64 %cr, i64 %ci, i32 %max) {
entry:
  br label %loop

loop:
  %zr = phi i64 [ 0, %entry ], [ %zr1, %step ]
  %zi = phi i64 [ 0, %entry ], [ %zi1, %step ]
  %n = phi i32 [ 0, %entry ], [ %n1, %step ]
  %rr0 = mul i64 %zr, %zr
  %rr = ashr i64 %rr0, 16
  %ii0 = mul i64 %zi, %zi
  %ii = ashr i64 %ii0, 16
  %mag = add i64 %rr, %ii
  %out = icmp sgt i64 %mag, 262144
  %done = icmp sge i32 %n, %max
  %stop = or i1 %out, %done
  br i1 %stop, label %exit, label %step

step:
  %ri0 = mul i64 %zr, %zi
  %ri = ashr i64 %ri0, 15
  %d = sub i64 %rr, %ii
  %zr1 = add i64 %d, %cr
  %zi1 = add i64 %ri, %ci
  %n1 = add i32 %n, 1
  br label %loop

exit:
  ret i32 %n
}

define i32 @main() {
entry:
  br label %rows

rows:
  %y = phi i32 [ 0, %entry ], [ %y1, %row.end ]
  %inside = phi i32 [ 0, %entry ], [ %inside.row, %row.end ]
  ; ci from -1.25 upwards: -81920 + y * 8623 (y < 20)
  %y64 = sext i32 %y to i64
  %ys = mul i64 %y64, 8623
  %ci = add i64 %ys, -81920
  br label %cols

cols:
  %x = phi i32 [ 0, %rows ], [ %x1, %cols ]
  %in = phi i32 [ %inside, %rows ], [ %in1, %cols ]
  ; cr from -2.25 to 0.75: -147456 + x * 4096
  %x64 = sext i32 %x to i64
  %xs = mul i64 %x64, 4096
  %cr = add i64 %xs, -147456
  %n = call i32 @escape(i64 %cr, i64 %ci, i32 27)
  %isin = icmp sge i32 %n, 27
  %inc = zext i1 %isin to i32
  %in1 = add i32 %in, %inc
  %shade = udiv i32 %n, 3
  %sp = getelementptr [11 x i8], [11 x i8]* @shades, i64 0, i32 %shade
  %ch = load i8, i8* %sp
  %chx = zext i8 %ch to i32
  call i32 @putchar(i32 %chx)
  %x1 = add i32 %x, 1
  %xmore = icmp slt i32 %x1, 48
  br i1 %xmore, label %cols, label %row.end

row.end:
  %inside.row = phi i32 [ %in1, %cols ]
  call i32 @putchar(i32 10)
  %y1 = add i32 %y, 1
  %ymore = icmp slt i32 %y1, 20
  br i1 %ymore, label %rows, label %done

done:
  ret i32 %inside.row
}
