; runtime_strings: the LLVMlite string runtime: ll_ltoa at 0, -1, INT64_MIN and INT64_MAX; ll_atol with leading spaces, signs, trailing junk, empty input and wrapping overflow; ll_strcat chains (inputs left unchanged) and round trips
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
declare void @ll_puts(i8*)
declare i8* @ll_strcat(i8*, i8*)
declare i8* @ll_ltoa(i64)
declare i64 @ll_atol(i8*)

@a1 = global [7 x i8] c"   -42\00"
@a2 = global [4 x i8] c"+17\00"
@a3 = global [7 x i8] c"123abc\00"
@a4 = global [1 x i8] c"\00"
@a5 = global [21 x i8] c"99999999999999999999\00"
@a6 = global [21 x i8] c"-9223372036854775808\00"
@a7 = global [28 x i8] c"  0000000000000000000000012\00"
@a8 = global [4 x i8] c"- 5\00"
@w1 = global [6 x i8] c"egret\00"
@w2 = global [11 x i8] c" compiles \00"
@w3 = global [9 x i8] c"LLVMlite\00"
@eq = global [4 x i8] c" = \00"

define void @show_ltoa(i64 %v) {
  %s = call i8* @ll_ltoa(i64 %v)
  call void @ll_puts(i8* %s)
  ret void
}

define void @atol_case(i64 %id, i8* %s, i64 %want) {
  %v = call i64 @ll_atol(i8* %s)
  call void @check(i64 %id, i64 %v, i64 %want)
  %e = getelementptr [4 x i8], [4 x i8]* @eq, i64 0, i64 0
  %t = call i8* @ll_strcat(i8* %s, i8* %e)
  %n = call i8* @ll_ltoa(i64 %v)
  %line = call i8* @ll_strcat(i8* %t, i8* %n)
  call void @ll_puts(i8* %line)
  ret void
}

define i64 @main() {
entry:
  call void @show_ltoa(i64 0)
  call void @show_ltoa(i64 -1)
  call void @show_ltoa(i64 -9223372036854775808)
  call void @show_ltoa(i64 9223372036854775807)
  call void @show_ltoa(i64 4294967296)
  %p1 = getelementptr [7 x i8], [7 x i8]* @a1, i64 0, i64 0
  call void @atol_case(i64 1, i8* %p1, i64 -42)
  %p2 = getelementptr [4 x i8], [4 x i8]* @a2, i64 0, i64 0
  call void @atol_case(i64 2, i8* %p2, i64 17)
  %p3 = getelementptr [7 x i8], [7 x i8]* @a3, i64 0, i64 0
  call void @atol_case(i64 3, i8* %p3, i64 123)
  %p4 = getelementptr [1 x i8], [1 x i8]* @a4, i64 0, i64 0
  call void @atol_case(i64 4, i8* %p4, i64 0)
  %p5 = getelementptr [21 x i8], [21 x i8]* @a5, i64 0, i64 0
  call void @atol_case(i64 5, i8* %p5, i64 7766279631452241919)
  %p6 = getelementptr [21 x i8], [21 x i8]* @a6, i64 0, i64 0
  call void @atol_case(i64 6, i8* %p6, i64 -9223372036854775808)
  %p7 = getelementptr [28 x i8], [28 x i8]* @a7, i64 0, i64 0
  call void @atol_case(i64 7, i8* %p7, i64 12)
  %p8 = getelementptr [4 x i8], [4 x i8]* @a8, i64 0, i64 0
  call void @atol_case(i64 8, i8* %p8, i64 0)
  ; ltoa -> atol round trips
  %r1s = call i8* @ll_ltoa(i64 -9223372036854775807)
  %r1 = call i64 @ll_atol(i8* %r1s)
  call void @check(i64 9, i64 %r1, i64 -9223372036854775807)
  %r2s = call i8* @ll_ltoa(i64 1311768467463790320)
  %r2 = call i64 @ll_atol(i8* %r2s)
  call void @check(i64 10, i64 %r2, i64 1311768467463790320)
  ; strcat chains leave their inputs unchanged
  %q1 = getelementptr [6 x i8], [6 x i8]* @w1, i64 0, i64 0
  %q2 = getelementptr [11 x i8], [11 x i8]* @w2, i64 0, i64 0
  %q3 = getelementptr [9 x i8], [9 x i8]* @w3, i64 0, i64 0
  %c1 = call i8* @ll_strcat(i8* %q1, i8* %q2)
  %c2 = call i8* @ll_strcat(i8* %c1, i8* %q3)
  %c3 = call i8* @ll_strcat(i8* %c2, i8* %c2)
  call void @ll_puts(i8* %c2)
  call void @ll_puts(i8* %c3)
  call void @ll_puts(i8* %q1)
  %e = getelementptr [1 x i8], [1 x i8]* @a4, i64 0, i64 0
  %c4 = call i8* @ll_strcat(i8* %e, i8* %e)
  %c5 = call i8* @ll_strcat(i8* %c4, i8* %q3)
  call void @ll_puts(i8* %c5)
  %failures = call i64 @report()
  ret i64 %failures
}
