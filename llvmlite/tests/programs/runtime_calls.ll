; runtime_calls: every runtime function of docs/runtime.md, an implicit
; declaration (a warning), and a callback through ll_callback.
; args: 12345 -7
; ret: 19
@hello = constant [6 x i8] c"hello\00"
@world = constant [8 x i8] c", world\00"
@pct = constant [31 x i8] c"%c%c %u %i %li %lli %lu %x %%\0A\00"

declare void @ll_puts(i8*)
declare i8* @ll_strcat(i8*, i8*)
declare i8* @ll_ltoa(i64)
declare i64 @ll_atol(i8*)
declare i8* @ll_malloc(i64, i64)
declare i64 @ll_callback(i64 (i64, i64)*)
declare i32 @printf(i8*, ...)
declare i32 @putchar(i32)
declare i32 @puts(i8*)
declare i8* @malloc(i64)
declare i8* @calloc(i64, i64)
declare void @free(i8*)

define i64 @halve_sum(i64 %a, i64 %b) {
  %s = add i64 %a, %b
  %h = sdiv i64 %s, 2
  ret i64 %h
}

define i64 @main(i64 %argc, i8** %argv) {
  %h = getelementptr [6 x i8], [6 x i8]* @hello, i64 0, i64 0
  %w = getelementptr [8 x i8], [8 x i8]* @world, i64 0, i64 0
  %hw = call i8* @ll_strcat(i8* %h, i8* %w)
  call void @ll_puts(i8* %hw)
  %a1p = getelementptr i8*, i8** %argv, i64 1
  %a1 = load i8*, i8** %a1p
  %n1 = call i64 @ll_atol(i8* %a1)
  %a2p = getelementptr i8*, i8** %argv, i64 2
  %a2 = load i8*, i8** %a2p
  %n2 = call i64 @ll_atol(i8* %a2)
  %prod = mul i64 %n1, %n2
  %ps = call i8* @ll_ltoa(i64 %prod)
  %r = call i32 @puts(i8* %ps)
  %arr = call i8* @ll_malloc(i64 4, i64 8)
  %arr64 = bitcast i8* %arr to i64*
  %slot = getelementptr i64, i64* %arr64, i64 3
  %zero = load i64, i64* %slot
  store i64 %argc, i64* %slot
  %m = call i8* @malloc(i64 2)
  store i8 33, i8* %m
  %m0 = load i8, i8* %m
  %m1 = call i32 @putchar(i32 33)
  call void @free(i8* %m)
  %c = call i8* @calloc(i64 3, i64 1)
  %cc = load i8, i8* %c
  %fmt = getelementptr [31 x i8], [31 x i8]* @pct, i64 0, i64 0
  %pc = call i32 (i8*, ...) @printf(i8* %fmt, i32 79, i32 75, i32 -1, i32 -5, i64 %prod, i64 -1, i64 -1, i32 48879)
  %pc64 = sext i32 %pc to i64
  %x = call i32 @putchar(i32 10)
  %cb = call i64 @ll_callback(i64 (i64, i64)* @halve_sum)
  %u = call i64 @undeclared_helper(i64 %cb)
  %t1 = add i64 %u, %zero
  %cc64 = zext i8 %cc to i64
  %t3 = add i64 %t1, %cc64
  ret i64 %t3
}

define i64 @undeclared_helper(i64 %x) {
  ret i64 %x
}
