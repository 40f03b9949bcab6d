; ModuleID = 'features.c'
source_filename = "features.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

@events = dso_local global i32 0, align 4
@real_counter = dso_local global i32 7, align 4
@tunable = weak dso_local global i32 3, align 4
@in_section = dso_local global i32 11, section ".mydata", align 4
@aligned_word = dso_local global i32 12, align 64
@per_thread = dso_local thread_local global i32 13, align 4
@kept = internal global i32 14, align 4
@ops = dso_local constant [2 x i32 (i32)*] [i32 (i32)* @twice, i32 (i32)* @thrice], align 4
@maybe_missing = extern_weak global i32, align 4
@llvm.global_ctors = appending global [1 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 65535, void ()* @early, i8* null }]
@llvm.global_dtors = appending global [1 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 65535, void ()* @late, i8* null }]
@llvm.compiler.used = appending global [1 x i8*] [i8* bitcast (i32* @kept to i8*)], section "llvm.metadata"

@counter_alias = dso_local alias i32, i32* @real_counter

; Function Attrs: noinline nounwind optnone
define internal void @early() #0 {
  %1 = load i32, i32* @events, align 4
  %2 = add nsw i32 %1, 1
  store i32 %2, i32* @events, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @late() #0 {
  %1 = load i32, i32* @events, align 4
  %2 = add nsw i32 %1, 100
  store i32 %2, i32* @events, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone
define dso_local signext i24 @add24(i24 noundef signext %0, i24 noundef signext %1) #0 {
  %3 = alloca i24, align 4
  %4 = alloca i24, align 4
  store i24 %0, i24* %3, align 4
  store i24 %1, i24* %4, align 4
  %5 = load i24, i24* %3, align 4
  %6 = load i24, i24* %4, align 4
  %7 = add nsw i24 %5, %6
  ret i24 %7
}

; Function Attrs: noinline nounwind optnone
define dso_local i48 @mul48(i48 noundef zeroext %0, i48 noundef zeroext %1) #0 {
  %3 = alloca i48, align 8
  %4 = alloca i48, align 8
  store i48 %0, i48* %3, align 8
  store i48 %1, i48* %4, align 8
  %5 = load i48, i48* %3, align 8
  %6 = load i48, i48* %4, align 8
  %7 = mul i48 %5, %6
  ret i48 %7
}

; Function Attrs: noinline nounwind optnone
define dso_local signext i2 @tiny(i2 noundef signext %0) #0 {
  %2 = alloca i2, align 1
  store i2 %0, i2* %2, align 1
  %3 = load i2, i2* %2, align 1
  %4 = sext i2 %3 to i32
  %5 = add nsw i32 %4, 1
  %6 = trunc i32 %5 to i2
  ret i2 %6
}

; Function Attrs: noinline nounwind optnone
define dso_local i32 @dense(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  %4 = load i32, i32* %3, align 4
  switch i32 %4, label %13 [
    i32 0, label %5
    i32 1, label %6
    i32 2, label %7
    i32 3, label %8
    i32 4, label %9
    i32 5, label %10
    i32 6, label %11
    i32 7, label %12
  ]

5:                                                ; preds = %1
  store i32 3, i32* %2, align 4
  br label %14

6:                                                ; preds = %1
  store i32 5, i32* %2, align 4
  br label %14

7:                                                ; preds = %1
  store i32 7, i32* %2, align 4
  br label %14

8:                                                ; preds = %1
  store i32 11, i32* %2, align 4
  br label %14

9:                                                ; preds = %1
  store i32 13, i32* %2, align 4
  br label %14

10:                                               ; preds = %1
  store i32 17, i32* %2, align 4
  br label %14

11:                                               ; preds = %1
  store i32 19, i32* %2, align 4
  br label %14

12:                                               ; preds = %1
  store i32 23, i32* %2, align 4
  br label %14

13:                                               ; preds = %1
  store i32 -1, i32* %2, align 4
  br label %14

14:                                               ; preds = %13, %12, %11, %10, %9, %8, %7, %6, %5
  %15 = load i32, i32* %2, align 4
  ret i32 %15
}

; Function Attrs: noinline nounwind optnone
define internal i32 @twice(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = mul nsw i32 2, %3
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone
define internal i32 @thrice(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = mul nsw i32 3, %3
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone
define dso_local i32 @apply(i32 noundef signext %0, i32 noundef signext %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %3, align 4
  %6 = and i32 %5, 1
  %7 = getelementptr inbounds [2 x i32 (i32)*], [2 x i32 (i32)*]* @ops, i32 0, i32 %6
  %8 = load i32 (i32)*, i32 (i32)** %7, align 4
  %9 = load i32, i32* %4, align 4
  %10 = call i32 %8(i32 noundef signext %9)
  ret i32 %10
}

; Function Attrs: noinline nounwind optnone
define dso_local i32 @have_missing() #0 {
  ret i32 zext (i1 icmp ne (i32* @maybe_missing, i32* null) to i32)
}

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32*, align 4
  %3 = alloca [3 x i32], align 4
  %4 = alloca i24, align 4
  %5 = alloca i48, align 8
  store i32 0, i32* %1, align 4
  %6 = getelementptr inbounds [3 x i32], [3 x i32]* %3, i32 0, i32 0
  store i32 1, i32* %6, align 4
  %7 = getelementptr inbounds i32, i32* %6, i32 1
  store i32 2, i32* %7, align 4
  %8 = getelementptr inbounds i32, i32* %7, i32 1
  store i32 3, i32* %8, align 4
  %9 = getelementptr inbounds [3 x i32], [3 x i32]* %3, i32 0, i32 0
  store i32* %9, i32** %2, align 4
  %10 = call signext i24 @add24(i24 noundef signext 1000000, i24 noundef signext 2000000)
  store i24 %10, i24* %4, align 4
  %11 = call i48 @mul48(i48 noundef zeroext 100000, i48 noundef zeroext 100000)
  store i48 %11, i48* %5, align 8
  %12 = load i32, i32* @events, align 4
  %13 = load i32, i32* @counter_alias, align 4
  %14 = add nsw i32 %12, %13
  %15 = load i32, i32* @tunable, align 4
  %16 = add nsw i32 %14, %15
  %17 = load i32, i32* @in_section, align 4
  %18 = add nsw i32 %16, %17
  %19 = load i32, i32* @aligned_word, align 64
  %20 = add nsw i32 %18, %19
  %21 = load i32, i32* @per_thread, align 4
  %22 = add nsw i32 %20, %21
  %23 = load i32, i32* @kept, align 4
  %24 = add nsw i32 %22, %23
  %25 = load i24, i24* %4, align 4
  %26 = sext i24 %25 to i32
  %27 = add nsw i32 %24, %26
  %28 = load i48, i48* %5, align 8
  %29 = lshr i48 %28, 20
  %30 = trunc i48 %29 to i32
  %31 = add nsw i32 %27, %30
  %32 = call signext i2 @tiny(i2 noundef signext 1)
  %33 = sext i2 %32 to i32
  %34 = add nsw i32 %31, %33
  %35 = call i32 @dense(i32 noundef signext 3)
  %36 = add nsw i32 %34, %35
  %37 = call i32 @apply(i32 noundef signext 1, i32 noundef signext 4)
  %38 = add nsw i32 %36, %37
  %39 = load i32*, i32** %2, align 4
  %40 = getelementptr inbounds i32, i32* %39, i32 2
  %41 = load i32, i32* %40, align 4
  %42 = add nsw i32 %38, %41
  %43 = call i32 @have_missing()
  %44 = add nsw i32 %42, %43
  ret i32 %44
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 1}
!2 = !{i32 7, !"PIE Level", i32 1}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 14.0.6"}
