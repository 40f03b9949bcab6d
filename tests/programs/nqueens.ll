; nqueens: counts N-queens solutions for N = 1..9 with the bitmask backtracking algorithm on i32 masks (x & -x, not, shifts)
; ret: 501
declare i32 @printf(i8*, ...)

@fmt = global [17 x i8] c"queens(%d) = %d\0A\00"

; Counts completions given the occupied columns and the two diagonal masks.
define i32 @solve(i32 %full, i32 %cols, i32 %d1, i32 %d2) {
entry:
  %done = icmp eq i32 %cols, %full
  br i1 %done, label %found, label %search

found:
  ret i32 1

search:
  %taken1 = or i32 %cols, %d1
  %taken = or i32 %taken1, %d2
  %free = xor i32 %taken, -1
  %avail0 = and i32 %free, %full
  br label %loop

loop:
  %avail = phi i32 [ %avail0, %search ], [ %avail.next, %place ]
  %count = phi i32 [ 0, %search ], [ %count.next, %place ]
  %empty = icmp eq i32 %avail, 0
  br i1 %empty, label %exit, label %place

place:
  %neg = sub i32 0, %avail
  %bit = and i32 %avail, %neg
  %avail.next = xor i32 %avail, %bit
  %ncols = or i32 %cols, %bit
  %nd1a = or i32 %d1, %bit
  %nd1 = shl i32 %nd1a, 1
  %nd2a = or i32 %d2, %bit
  %nd2 = lshr i32 %nd2a, 1
  %sub = call i32 @solve(i32 %full, i32 %ncols, i32 %nd1, i32 %nd2)
  %count.next = add i32 %count, %sub
  br label %loop

exit:
  ret i32 %count
}

define i32 @main() {
entry:
  %f = getelementptr [17 x i8], [17 x i8]* @fmt, i64 0, i64 0
  br label %loop

loop:
  %n = phi i32 [ 1, %entry ], [ %n1, %loop ]
  %total = phi i32 [ 0, %entry ], [ %total1, %loop ]
  %one = shl i32 1, %n
  %full = sub i32 %one, 1
  %c = call i32 @solve(i32 %full, i32 0, i32 0, i32 0)
  call i32 (i8*, ...) @printf(i8* %f, i32 %n, i32 %c)
  %total1 = add i32 %total, %c
  %n1 = add i32 %n, 1
  %more = icmp sle i32 %n1, 9
  br i1 %more, label %loop, label %done

done:
  ret i32 %total1
}
