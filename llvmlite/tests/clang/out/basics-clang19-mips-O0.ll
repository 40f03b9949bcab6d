; ModuleID = 'basics.c'
source_filename = "basics.c"
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mips-unknown-linux-gnu"

%struct.odd = type { i8, i64, i16 }
%struct.pair = type { i32, i32 }

@packed_bits = dso_local global { i8, i8, i8, i8 } { i8 34, i8 -6, i8 0, i8 4 }, align 4
@counter = dso_local global i32 0, align 4
@counter_ptr = dso_local global ptr @counter, align 4
@.str = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@second_char = dso_local global ptr getelementptr (i8, ptr @.str, i64 1), align 4
@diff_holder = dso_local global i32 72, align 4
@table = internal global [3 x %struct.odd] [%struct.odd { i8 97, i64 1, i16 2 }, %struct.odd { i8 98, i64 3, i16 4 }, %struct.odd { i8 99, i64 5, i16 6 }], align 8
@names = internal global [3 x ptr] [ptr @.str.1, ptr @.str.2, ptr @.str.3], align 4
@.str.1 = private unnamed_addr constant [5 x i8] c"zero\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"one\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"two\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @digits(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %4

4:                                                ; preds = %7, %1
  %5 = load i32, ptr %2, align 4
  %6 = icmp ne i32 %5, 0
  br i1 %6, label %7, label %14

7:                                                ; preds = %4
  %8 = load i32, ptr %2, align 4
  %9 = urem i32 %8, 10
  %10 = load i32, ptr %3, align 4
  %11 = add i32 %10, %9
  store i32 %11, ptr %3, align 4
  %12 = load i32, ptr %2, align 4
  %13 = udiv i32 %12, 10
  store i32 %13, ptr %2, align 4
  br label %4, !llvm.loop !5

14:                                               ; preds = %4
  %15 = load i32, ptr %3, align 4
  ret i32 %15
}

; Function Attrs: noinline nounwind optnone
define dso_local void @make_pair(ptr dead_on_unwind noalias writable sret(%struct.pair) align 4 %0, i32 noundef signext %1, i32 noundef signext %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %1, ptr %4, align 4
  store i32 %2, ptr %5, align 4
  %6 = getelementptr inbounds %struct.pair, ptr %0, i32 0, i32 0
  %7 = load i32, ptr %4, align 4
  store i32 %7, ptr %6, align 4
  %8 = getelementptr inbounds %struct.pair, ptr %0, i32 0, i32 1
  %9 = load i32, ptr %5, align 4
  store i32 %9, ptr %8, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone
define dso_local i32 @sum(i32 noundef signext %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  call void @llvm.va_start.p0(ptr %3)
  store i32 0, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %16, %1
  %7 = load i32, ptr %5, align 4
  %8 = load i32, ptr %2, align 4
  %9 = icmp slt i32 %7, %8
  br i1 %9, label %10, label %19

10:                                               ; preds = %6
  %11 = load ptr, ptr %3, align 4
  %12 = getelementptr inbounds i8, ptr %11, i32 4
  store ptr %12, ptr %3, align 4
  %13 = load i32, ptr %11, align 4
  %14 = load i32, ptr %4, align 4
  %15 = add nsw i32 %14, %13
  store i32 %15, ptr %4, align 4
  br label %16

16:                                               ; preds = %10
  %17 = load i32, ptr %5, align 4
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %5, align 4
  br label %6, !llvm.loop !7

19:                                               ; preds = %6
  call void @llvm.va_end.p0(ptr %3)
  %20 = load i32, ptr %4, align 4
  ret i32 %20
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #1

; Function Attrs: noinline nounwind optnone
define dso_local i64 @sum64(i32 noundef signext %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  call void @llvm.va_start.p0(ptr %3)
  call void @llvm.va_copy.p0(ptr %4, ptr %3)
  store i64 0, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %19, %1
  %8 = load i32, ptr %6, align 4
  %9 = load i32, ptr %2, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %22

11:                                               ; preds = %7
  %12 = load ptr, ptr %4, align 4
  %13 = getelementptr inbounds i8, ptr %12, i32 7
  %14 = call ptr @llvm.ptrmask.p0.i32(ptr %13, i32 -8)
  %15 = getelementptr inbounds i8, ptr %14, i32 8
  store ptr %15, ptr %4, align 4
  %16 = load i64, ptr %14, align 8
  %17 = load i64, ptr %5, align 8
  %18 = add nsw i64 %17, %16
  store i64 %18, ptr %5, align 8
  br label %19

19:                                               ; preds = %11
  %20 = load i32, ptr %6, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %6, align 4
  br label %7, !llvm.loop !8

22:                                               ; preds = %7
  call void @llvm.va_end.p0(ptr %4)
  call void @llvm.va_end.p0(ptr %3)
  %23 = load i64, ptr %5, align 8
  ret i64 %23
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy.p0(ptr, ptr) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare ptr @llvm.ptrmask.p0.i32(ptr, i32) #2

; Function Attrs: noinline nounwind optnone
define dso_local i32 @bitfield_sum(ptr noundef %0) #0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = load i32, ptr %3, align 4
  %5 = lshr i32 %4, 29
  %6 = load ptr, ptr %2, align 4
  %7 = load i32, ptr %6, align 4
  %8 = lshr i32 %7, 24
  %9 = and i32 %8, 31
  %10 = add nsw i32 %5, %9
  %11 = load ptr, ptr %2, align 4
  %12 = load i32, ptr %11, align 4
  %13 = shl i32 %12, 8
  %14 = ashr i32 %13, 25
  %15 = add nsw i32 %10, %14
  %16 = load ptr, ptr %2, align 4
  %17 = load i32, ptr %16, align 4
  %18 = and i32 %17, 131071
  %19 = add nsw i32 %15, %18
  ret i32 %19
}

; Function Attrs: noinline nounwind optnone
define dso_local i32 @overflow_add(i32 noundef signext %0, i32 noundef signext %1, ptr noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store ptr %2, ptr %6, align 4
  %7 = load i32, ptr %4, align 4
  %8 = load i32, ptr %5, align 4
  %9 = load ptr, ptr %6, align 4
  %10 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %7, i32 %8)
  %11 = extractvalue { i32, i1 } %10, 1
  %12 = extractvalue { i32, i1 } %10, 0
  store i32 %12, ptr %9, align 4
  %13 = zext i1 %11 to i32
  ret i32 %13
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #2

; Function Attrs: noinline nounwind optnone
define dso_local i32 @rot(i32 noundef signext %0, i32 noundef signext %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = and i32 %6, 31
  %8 = shl i32 %5, %7
  %9 = load i32, ptr %3, align 4
  %10 = load i32, ptr %4, align 4
  %11 = sub i32 32, %10
  %12 = and i32 %11, 31
  %13 = lshr i32 %9, %12
  %14 = or i32 %8, %13
  ret i32 %14
}

; Function Attrs: noinline nounwind optnone
define dso_local i32 @maxi(i32 noundef signext %0, i32 noundef signext %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = icmp sgt i32 %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load i32, ptr %3, align 4
  br label %12

10:                                               ; preds = %2
  %11 = load i32, ptr %4, align 4
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ]
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.pair, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @make_pair(ptr dead_on_unwind writable sret(%struct.pair) align 4 %2, i32 noundef signext 3, i32 noundef signext 4)
  %5 = getelementptr inbounds %struct.pair, ptr %2, i32 0, i32 0
  %6 = load i32, ptr %5, align 4
  %7 = call i32 @classify(i32 noundef signext %6)
  %8 = call i32 @classify(i32 noundef signext -7)
  %9 = add nsw i32 %7, %8
  %10 = call i32 @digits(i32 noundef signext 12345)
  %11 = add nsw i32 %9, %10
  store i32 %11, ptr %3, align 4
  %12 = call i32 (i32, ...) @sum(i32 noundef signext 3, i32 noundef signext 1, i32 noundef signext 2, i32 noundef signext 3)
  %13 = call i64 (i32, ...) @sum64(i32 noundef signext 2, i64 noundef signext 10, i64 noundef signext 20)
  %14 = trunc i64 %13 to i32
  %15 = add nsw i32 %12, %14
  %16 = load i32, ptr %3, align 4
  %17 = add nsw i32 %16, %15
  store i32 %17, ptr %3, align 4
  %18 = call i32 @bitfield_sum(ptr noundef @packed_bits)
  %19 = load i16, ptr getelementptr inbounds (%struct.odd, ptr getelementptr inbounds ([3 x %struct.odd], ptr @table, i32 0, i32 1), i32 0, i32 2), align 8
  %20 = sext i16 %19 to i32
  %21 = add nsw i32 %18, %20
  %22 = load ptr, ptr getelementptr inbounds ([3 x ptr], ptr @names, i32 0, i32 2), align 4
  %23 = getelementptr inbounds i8, ptr %22, i32 0
  %24 = load i8, ptr %23, align 1
  %25 = sext i8 %24 to i32
  %26 = add nsw i32 %21, %25
  %27 = load i32, ptr %3, align 4
  %28 = add nsw i32 %27, %26
  store i32 %28, ptr %3, align 4
  %29 = call i32 @overflow_add(i32 noundef signext 2147483647, i32 noundef signext 1, ptr noundef %4)
  %30 = load i32, ptr %3, align 4
  %31 = add nsw i32 %30, %29
  store i32 %31, ptr %3, align 4
  %32 = call i32 @rot(i32 noundef signext -2147483647, i32 noundef signext 1)
  %33 = load i32, ptr %3, align 4
  %34 = call i32 @maxi(i32 noundef signext %33, i32 noundef signext 7)
  %35 = add nsw i32 %32, %34
  %36 = load ptr, ptr @counter_ptr, align 4
  %37 = load i32, ptr %36, align 4
  %38 = add nsw i32 %35, %37
  %39 = load ptr, ptr @second_char, align 4
  %40 = getelementptr inbounds i8, ptr %39, i32 0
  %41 = load i8, ptr %40, align 1
  %42 = sext i8 %41 to i32
  %43 = add nsw i32 %38, %42
  %44 = load i32, ptr %3, align 4
  %45 = add nsw i32 %44, %43
  store i32 %45, ptr %3, align 4
  %46 = load i32, ptr %3, align 4
  %47 = and i32 %46, 255
  ret i32 %47
}

; Function Attrs: noinline nounwind optnone
define internal i32 @classify(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  switch i32 %4, label %11 [
    i32 0, label %5
    i32 1, label %6
    i32 2, label %7
    i32 5, label %8
    i32 100, label %9
    i32 -7, label %10
  ]

5:                                                ; preds = %1
  store i32 10, ptr %2, align 4
  br label %12

6:                                                ; preds = %1
  store i32 20, ptr %2, align 4
  br label %12

7:                                                ; preds = %1
  store i32 30, ptr %2, align 4
  br label %12

8:                                                ; preds = %1
  store i32 40, ptr %2, align 4
  br label %12

9:                                                ; preds = %1
  store i32 50, ptr %2, align 4
  br label %12

10:                                               ; preds = %1
  store i32 60, ptr %2, align 4
  br label %12

11:                                               ; preds = %1
  store i32 0, ptr %2, align 4
  br label %12

12:                                               ; preds = %11, %10, %9, %8, %7, %6, %5
  %13 = load i32, ptr %2, align 4
  ret i32 %13
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { nocallback nofree nosync nounwind willreturn }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 1}
!2 = !{i32 7, !"PIE Level", i32 1}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
