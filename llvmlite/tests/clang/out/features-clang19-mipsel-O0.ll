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
@ops = dso_local constant [2 x ptr] [ptr @twice, ptr @thrice], align 4
@maybe_missing = extern_weak global i32, align 4
@llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @early, ptr null }]
@llvm.global_dtors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @late, ptr null }]
@llvm.compiler.used = appending global [1 x ptr] [ptr @kept], section "llvm.metadata"

@counter_alias = dso_local alias i32, ptr @real_counter

; Function Attrs: noinline nounwind optnone
define internal void @early() #0 {
  %1 = load i32, ptr @events, align 4
  %2 = add nsw i32 %1, 1
  store i32 %2, ptr @events, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @late() #0 {
  %1 = load i32, ptr @events, align 4
  %2 = add nsw i32 %1, 100
  store i32 %2, ptr @events, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone
define dso_local signext i24 @add24(i24 noundef signext %0, i24 noundef signext %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = sext i24 %0 to i32
  store i32 %5, ptr %3, align 4
  %6 = sext i24 %1 to i32
  store i32 %6, ptr %4, align 4
  %7 = load i32, ptr %3, align 4
  %8 = trunc i32 %7 to i24
  %9 = load i32, ptr %4, align 4
  %10 = trunc i32 %9 to i24
  %11 = add nsw i24 %8, %10
  ret i24 %11
}

; Function Attrs: noinline nounwind optnone
define dso_local i48 @mul48(i48 noundef zeroext %0, i48 noundef zeroext %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = zext i48 %0 to i64
  store i64 %5, ptr %3, align 8
  %6 = zext i48 %1 to i64
  store i64 %6, ptr %4, align 8
  %7 = load i64, ptr %3, align 8
  %8 = trunc i64 %7 to i48
  %9 = load i64, ptr %4, align 8
  %10 = trunc i64 %9 to i48
  %11 = mul i48 %8, %10
  ret i48 %11
}

; Function Attrs: noinline nounwind optnone
define dso_local signext i2 @tiny(i2 noundef signext %0) #0 {
  %2 = alloca i8, align 1
  %3 = sext i2 %0 to i8
  store i8 %3, ptr %2, align 1
  %4 = load i8, ptr %2, align 1
  %5 = trunc i8 %4 to i2
  %6 = sext i2 %5 to i32
  %7 = add nsw i32 %6, 1
  %8 = trunc i32 %7 to i2
  ret i2 %8
}

; Function Attrs: noinline nounwind optnone
define dso_local i32 @dense(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
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
  store i32 3, ptr %2, align 4
  br label %14

6:                                                ; preds = %1
  store i32 5, ptr %2, align 4
  br label %14

7:                                                ; preds = %1
  store i32 7, ptr %2, align 4
  br label %14

8:                                                ; preds = %1
  store i32 11, ptr %2, align 4
  br label %14

9:                                                ; preds = %1
  store i32 13, ptr %2, align 4
  br label %14

10:                                               ; preds = %1
  store i32 17, ptr %2, align 4
  br label %14

11:                                               ; preds = %1
  store i32 19, ptr %2, align 4
  br label %14

12:                                               ; preds = %1
  store i32 23, ptr %2, align 4
  br label %14

13:                                               ; preds = %1
  store i32 -1, ptr %2, align 4
  br label %14

14:                                               ; preds = %13, %12, %11, %10, %9, %8, %7, %6, %5
  %15 = load i32, ptr %2, align 4
  ret i32 %15
}

; Function Attrs: noinline nounwind optnone
define internal i32 @twice(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = mul nsw i32 2, %3
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone
define internal i32 @thrice(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = mul nsw i32 3, %3
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone
define dso_local i32 @apply(i32 noundef signext %0, i32 noundef signext %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = and i32 %5, 1
  %7 = getelementptr inbounds [2 x ptr], ptr @ops, i32 0, i32 %6
  %8 = load ptr, ptr %7, align 4
  %9 = load i32, ptr %4, align 4
  %10 = call i32 %8(i32 noundef signext %9)
  ret i32 %10
}

; Function Attrs: noinline nounwind optnone
define dso_local i32 @have_missing() #0 {
  %1 = icmp ne ptr @maybe_missing, null
  %2 = zext i1 %1 to i32
  ret i32 %2
}

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 4
  %3 = alloca [3 x i32], align 4
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  store i32 0, ptr %1, align 4
  store i32 1, ptr %3, align 4
  %6 = getelementptr inbounds i32, ptr %3, i32 1
  store i32 2, ptr %6, align 4
  %7 = getelementptr inbounds i32, ptr %3, i32 2
  store i32 3, ptr %7, align 4
  %8 = getelementptr inbounds [3 x i32], ptr %3, i32 0, i32 0
  store ptr %8, ptr %2, align 4
  %9 = call signext i24 @add24(i24 noundef signext 1000000, i24 noundef signext 2000000)
  %10 = sext i24 %9 to i32
  store i32 %10, ptr %4, align 4
  %11 = call i48 @mul48(i48 noundef zeroext 100000, i48 noundef zeroext 100000)
  %12 = zext i48 %11 to i64
  store i64 %12, ptr %5, align 8
  %13 = load i32, ptr @events, align 4
  %14 = load i32, ptr @counter_alias, align 4
  %15 = add nsw i32 %13, %14
  %16 = load i32, ptr @tunable, align 4
  %17 = add nsw i32 %15, %16
  %18 = load i32, ptr @in_section, align 4
  %19 = add nsw i32 %17, %18
  %20 = load i32, ptr @aligned_word, align 64
  %21 = add nsw i32 %19, %20
  %22 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @per_thread)
  %23 = load i32, ptr %22, align 4
  %24 = add nsw i32 %21, %23
  %25 = load i32, ptr @kept, align 4
  %26 = add nsw i32 %24, %25
  %27 = load i32, ptr %4, align 4
  %28 = trunc i32 %27 to i24
  %29 = sext i24 %28 to i32
  %30 = add nsw i32 %26, %29
  %31 = load i64, ptr %5, align 8
  %32 = trunc i64 %31 to i48
  %33 = lshr i48 %32, 20
  %34 = trunc i48 %33 to i32
  %35 = add nsw i32 %30, %34
  %36 = call signext i2 @tiny(i2 noundef signext 1)
  %37 = sext i2 %36 to i32
  %38 = add nsw i32 %35, %37
  %39 = call i32 @dense(i32 noundef signext 3)
  %40 = add nsw i32 %38, %39
  %41 = call i32 @apply(i32 noundef signext 1, i32 noundef signext 4)
  %42 = add nsw i32 %40, %41
  %43 = load ptr, ptr %2, align 4
  %44 = getelementptr inbounds i32, ptr %43, i32 2
  %45 = load i32, ptr %44, align 4
  %46 = add nsw i32 %42, %45
  %47 = call i32 @have_missing()
  %48 = add nsw i32 %46, %47
  ret i32 %48
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #1

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 1}
!2 = !{i32 7, !"PIE Level", i32 1}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
