; argv_sum: `i64 @main(i64 %argc, i8** %argv)`: echoes each argument and sums them with ll_atol (one argument is beyond 32 bits, one is not a number); returns the full 64-bit sum
; args: 10 -3 400000000000 +7 x
; ret: 400000000014
declare void @ll_puts(i8*)
declare i64 @ll_atol(i8*)
declare i8* @ll_ltoa(i64)
declare i8* @ll_strcat(i8*, i8*)

@label.count = global [12 x i8] c"arguments: \00"
@label.sum = global [6 x i8] c"sum: \00"

define i64 @main(i64 %argc, i8** %argv) {
entry:
  %n = sub i64 %argc, 1
  %ns = call i8* @ll_ltoa(i64 %n)
  %lc = getelementptr [12 x i8], [12 x i8]* @label.count, i64 0, i64 0
  %line = call i8* @ll_strcat(i8* %lc, i8* %ns)
  call void @ll_puts(i8* %line)
  br label %loop

loop:
  %i = phi i64 [ 1, %entry ], [ %i1, %body ]
  %sum = phi i64 [ 0, %entry ], [ %sum1, %body ]
  %more = icmp slt i64 %i, %argc
  br i1 %more, label %body, label %done

body:
  %pa = getelementptr i8*, i8** %argv, i64 %i
  %a = load i8*, i8** %pa
  call void @ll_puts(i8* %a)
  %v = call i64 @ll_atol(i8* %a)
  %sum1 = add i64 %sum, %v
  %i1 = add i64 %i, 1
  br label %loop

done:
  %ss = call i8* @ll_ltoa(i64 %sum)
  %ls = getelementptr [6 x i8], [6 x i8]* @label.sum, i64 0, i64 0
  %l2 = call i8* @ll_strcat(i8* %ls, i8* %ss)
  call void @ll_puts(i8* %l2)
  ret i64 %sum
}
