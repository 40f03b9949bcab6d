; block_params: phis that swap values around a loop, a conditional branch
; with both arms to the same block, phis with constant incoming values, and
; values used in a phi before their definition appears in the text.
; ret: 55
define i64 @fib(i64 %n) {
entry:
  br label %loop
loop:
  %a = phi i64 [ 0, %entry ], [ %b, %body ]
  %b = phi i64 [ 1, %entry ], [ %c, %body ]
  %i = phi i64 [ 0, %entry ], [ %i1, %body ]
  %done = icmp sge i64 %i, %n
  br i1 %done, label %exit, label %body
body:
  %c = add i64 %a, %b
  %i1 = add i64 %i, 1
  br label %loop
exit:
  ret i64 %a
}

define i64 @same_target(i1 %c) {
entry:
  br i1 %c, label %join, label %join
join:
  %v = phi i64 [ 7, %entry ], [ 7, %entry ]
  ret i64 %v
}

define i64 @main() {
entry:
  %f = call i64 @fib(i64 10)
  %s = call i64 @same_target(i1 true)
  %t = call i64 @same_target(i1 false)
  %d = sub i64 %s, %t
  %r = add i64 %f, %d
  ret i64 %r
}
