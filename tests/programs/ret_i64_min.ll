; ret_i64_min: main returns INT64_MIN, built at run time from a loop of doublings (exit status 0)
; ret: -9223372036854775808
define i64 @main() {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %v = phi i64 [ 1, %entry ], [ %v.next, %loop ]
  %v.next = mul i64 %v, 2
  %i.next = add i64 %i, 1
  %more = icmp slt i64 %i.next, 63
  br i1 %more, label %loop, label %done

done:
  ret i64 %v.next
}
