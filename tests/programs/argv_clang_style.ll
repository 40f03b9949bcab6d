; argv_clang_style: `i32 @main(i32 %0, i8** %1)` written the way clang -O0 writes it: numbered parameters and locals, every variable in an alloca, argv walked backwards, string lengths counted by hand
; args: alpha beta gamma delta
; ret: 5
declare i32 @printf(i8*, ...)

@.str = global [26 x i8] c"argv[%d] = %s (%d bytes)\0A\00"
@.str.1 = global [11 x i8] c"argc = %d\0A\00"

define i32 @length(i8* %0) {
  %2 = alloca i8*
  %3 = alloca i32
  store i8* %0, i8** %2
  store i32 0, i32* %3
  br label %4

4:
  %5 = load i8*, i8** %2
  %6 = load i32, i32* %3
  %7 = sext i32 %6 to i64
  %8 = getelementptr inbounds i8, i8* %5, i64 %7
  %9 = load i8, i8* %8
  %10 = sext i8 %9 to i32
  %11 = icmp ne i32 %10, 0
  br i1 %11, label %12, label %15

12:
  %13 = load i32, i32* %3
  %14 = add nsw i32 %13, 1
  store i32 %14, i32* %3
  br label %4

15:
  %16 = load i32, i32* %3
  ret i32 %16
}

define i32 @main(i32 %0, i8** %1) {
  %3 = alloca i32
  %4 = alloca i8**
  %5 = alloca i32
  store i32 %0, i32* %3
  store i8** %1, i8*** %4
  %6 = load i32, i32* %3
  %7 = getelementptr inbounds [11 x i8], [11 x i8]* @.str.1, i64 0, i64 0
  %8 = call i32 (i8*, ...) @printf(i8* %7, i32 %6)
  %9 = load i32, i32* %3
  %10 = sub nsw i32 %9, 1
  store i32 %10, i32* %5
  br label %11

11:
  %12 = load i32, i32* %5
  %13 = icmp sgt i32 %12, 0
  br i1 %13, label %14, label %29

14:
  %15 = load i8**, i8*** %4
  %16 = load i32, i32* %5
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds i8*, i8** %15, i64 %17
  %19 = load i8*, i8** %18
  %20 = call i32 @length(i8* %19)
  %21 = load i32, i32* %5
  %22 = load i8**, i8*** %4
  %23 = sext i32 %21 to i64
  %24 = getelementptr inbounds i8*, i8** %22, i64 %23
  %25 = load i8*, i8** %24
  %26 = getelementptr inbounds [26 x i8], [26 x i8]* @.str, i64 0, i64 0
  %27 = call i32 (i8*, ...) @printf(i8* %26, i32 %21, i8* %25, i32 %20)
  %28 = sub nsw i32 %21, 1
  store i32 %28, i32* %5
  br label %11

29:
  %30 = load i32, i32* %3
  ret i32 %30
}
