; ModuleID = 'basics.c'
source_filename = "basics.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

%struct.odd = type { i8, i64, i16 }
%struct.pair = type { i32, i32 }
%struct.bits = type { i32 }

@packed_bits = dso_local global { i8, i8, i8, i8 } { i8 17, i8 125, i8 2, i8 0 }, align 4
@counter = dso_local global i32 0, align 4
@counter_ptr = dso_local global i32* @counter, align 4
@.str = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@second_char = dso_local global i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i32 0, i64 1), align 4
@diff_holder = dso_local global i32 72, align 4
@table = internal global [3 x %struct.odd] [%struct.odd { i8 97, i64 1, i16 2 }, %struct.odd { i8 98, i64 3, i16 4 }, %struct.odd { i8 99, i64 5, i16 6 }], align 8
@names = internal global [3 x i8*] [i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.1, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.3, i32 0, i32 0)], align 4
@.str.1 = private unnamed_addr constant [5 x i8] c"zero\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"one\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"two\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @digits(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  store i32 0, i32* %3, align 4
  br label %4

4:                                                ; preds = %7, %1
  %5 = load i32, i32* %2, align 4
  %6 = icmp ne i32 %5, 0
  br i1 %6, label %7, label %14

7:                                                ; preds = %4
  %8 = load i32, i32* %2, align 4
  %9 = urem i32 %8, 10
  %10 = load i32, i32* %3, align 4
  %11 = add i32 %10, %9
  store i32 %11, i32* %3, align 4
  %12 = load i32, i32* %2, align 4
  %13 = udiv i32 %12, 10
  store i32 %13, i32* %2, align 4
  br label %4, !llvm.loop !5

14:                                               ; preds = %4
  %15 = load i32, i32* %3, align 4
  ret i32 %15
}

; Function Attrs: noinline nounwind optnone
define dso_local void @make_pair(%struct.pair* noalias sret(%struct.pair) align 4 %0, i32 noundef signext %1, i32 noundef signext %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %1, i32* %4, align 4
  store i32 %2, i32* %5, align 4
  %6 = getelementptr inbounds %struct.pair, %struct.pair* %0, i32 0, i32 0
  %7 = load i32, i32* %4, align 4
  store i32 %7, i32* %6, align 4
  %8 = getelementptr inbounds %struct.pair, %struct.pair* %0, i32 0, i32 1
  %9 = load i32, i32* %5, align 4
  store i32 %9, i32* %8, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone
define dso_local i32 @sum(i32 noundef signext %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %6 = bitcast i8** %3 to i8*
  call void @llvm.va_start(i8* %6)
  store i32 0, i32* %4, align 4
  store i32 0, i32* %5, align 4
  br label %7

7:                                                ; preds = %18, %1
  %8 = load i32, i32* %5, align 4
  %9 = load i32, i32* %2, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %21

11:                                               ; preds = %7
  %12 = load i8*, i8** %3, align 4
  %13 = getelementptr inbounds i8, i8* %12, i32 4
  store i8* %13, i8** %3, align 4
  %14 = bitcast i8* %12 to i32*
  %15 = load i32, i32* %14, align 4
  %16 = load i32, i32* %4, align 4
  %17 = add nsw i32 %16, %15
  store i32 %17, i32* %4, align 4
  br label %18

18:                                               ; preds = %11
  %19 = load i32, i32* %5, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, i32* %5, align 4
  br label %7, !llvm.loop !7

21:                                               ; preds = %7
  %22 = bitcast i8** %3 to i8*
  call void @llvm.va_end(i8* %22)
  %23 = load i32, i32* %4, align 4
  ret i32 %23
}

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_start(i8*) #1

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_end(i8*) #1

; Function Attrs: noinline nounwind optnone
define dso_local i64 @sum64(i32 noundef signext %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i8*, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %7 = bitcast i8** %3 to i8*
  call void @llvm.va_start(i8* %7)
  %8 = bitcast i8** %4 to i8*
  %9 = bitcast i8** %3 to i8*
  call void @llvm.va_copy(i8* %8, i8* %9)
  store i64 0, i64* %5, align 8
  store i32 0, i32* %6, align 4
  br label %10

10:                                               ; preds = %25, %1
  %11 = load i32, i32* %6, align 4
  %12 = load i32, i32* %2, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %28

14:                                               ; preds = %10
  %15 = load i8*, i8** %4, align 4
  %16 = ptrtoint i8* %15 to i32
  %17 = add i32 %16, 7
  %18 = and i32 %17, -8
  %19 = inttoptr i32 %18 to i8*
  %20 = getelementptr inbounds i8, i8* %19, i32 8
  store i8* %20, i8** %4, align 4
  %21 = bitcast i8* %19 to i64*
  %22 = load i64, i64* %21, align 8
  %23 = load i64, i64* %5, align 8
  %24 = add nsw i64 %23, %22
  store i64 %24, i64* %5, align 8
  br label %25

25:                                               ; preds = %14
  %26 = load i32, i32* %6, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, i32* %6, align 4
  br label %10, !llvm.loop !8

28:                                               ; preds = %10
  %29 = bitcast i8** %4 to i8*
  call void @llvm.va_end(i8* %29)
  %30 = bitcast i8** %3 to i8*
  call void @llvm.va_end(i8* %30)
  %31 = load i64, i64* %5, align 8
  ret i64 %31
}

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_copy(i8*, i8*) #1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @bitfield_sum(%struct.bits* noundef %0) #0 {
  %2 = alloca %struct.bits*, align 4
  store %struct.bits* %0, %struct.bits** %2, align 4
  %3 = load %struct.bits*, %struct.bits** %2, align 4
  %4 = bitcast %struct.bits* %3 to i32*
  %5 = load i32, i32* %4, align 4
  %6 = and i32 %5, 7
  %7 = load %struct.bits*, %struct.bits** %2, align 4
  %8 = bitcast %struct.bits* %7 to i32*
  %9 = load i32, i32* %8, align 4
  %10 = lshr i32 %9, 3
  %11 = and i32 %10, 31
  %12 = add nsw i32 %6, %11
  %13 = load %struct.bits*, %struct.bits** %2, align 4
  %14 = bitcast %struct.bits* %13 to i32*
  %15 = load i32, i32* %14, align 4
  %16 = shl i32 %15, 17
  %17 = ashr i32 %16, 25
  %18 = add nsw i32 %12, %17
  %19 = load %struct.bits*, %struct.bits** %2, align 4
  %20 = bitcast %struct.bits* %19 to i32*
  %21 = load i32, i32* %20, align 4
  %22 = lshr i32 %21, 15
  %23 = add nsw i32 %18, %22
  ret i32 %23
}

; Function Attrs: noinline nounwind optnone
define dso_local i32 @overflow_add(i32 noundef signext %0, i32 noundef signext %1, i32* noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32*, align 4
  store i32 %0, i32* %4, align 4
  store i32 %1, i32* %5, align 4
  store i32* %2, i32** %6, align 4
  %7 = load i32, i32* %4, align 4
  %8 = load i32, i32* %5, align 4
  %9 = load i32*, i32** %6, align 4
  %10 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %7, i32 %8)
  %11 = extractvalue { i32, i1 } %10, 1
  %12 = extractvalue { i32, i1 } %10, 0
  store i32 %12, i32* %9, align 4
  %13 = zext i1 %11 to i32
  ret i32 %13
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #2

; Function Attrs: noinline nounwind optnone
define dso_local i32 @rot(i32 noundef signext %0, i32 noundef signext %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = and i32 %6, 31
  %8 = shl i32 %5, %7
  %9 = load i32, i32* %3, align 4
  %10 = load i32, i32* %4, align 4
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
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = icmp sgt i32 %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load i32, i32* %3, align 4
  br label %12

10:                                               ; preds = %2
  %11 = load i32, i32* %4, align 4
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
  store i32 0, i32* %1, align 4
  call void @make_pair(%struct.pair* sret(%struct.pair) align 4 %2, i32 noundef signext 3, i32 noundef signext 4)
  %5 = getelementptr inbounds %struct.pair, %struct.pair* %2, i32 0, i32 0
  %6 = load i32, i32* %5, align 4
  %7 = call i32 @classify(i32 noundef signext %6)
  %8 = call i32 @classify(i32 noundef signext -7)
  %9 = add nsw i32 %7, %8
  %10 = call i32 @digits(i32 noundef signext 12345)
  %11 = add nsw i32 %9, %10
  store i32 %11, i32* %3, align 4
  %12 = call i32 (i32, ...) @sum(i32 noundef signext 3, i32 noundef signext 1, i32 noundef signext 2, i32 noundef signext 3)
  %13 = call i64 (i32, ...) @sum64(i32 noundef signext 2, i64 noundef signext 10, i64 noundef signext 20)
  %14 = trunc i64 %13 to i32
  %15 = add nsw i32 %12, %14
  %16 = load i32, i32* %3, align 4
  %17 = add nsw i32 %16, %15
  store i32 %17, i32* %3, align 4
  %18 = call i32 @bitfield_sum(%struct.bits* noundef bitcast ({ i8, i8, i8, i8 }* @packed_bits to %struct.bits*))
  %19 = load i16, i16* getelementptr inbounds ([3 x %struct.odd], [3 x %struct.odd]* @table, i32 0, i32 1, i32 2), align 8
  %20 = sext i16 %19 to i32
  %21 = add nsw i32 %18, %20
  %22 = load i8*, i8** getelementptr inbounds ([3 x i8*], [3 x i8*]* @names, i32 0, i32 2), align 4
  %23 = getelementptr inbounds i8, i8* %22, i32 0
  %24 = load i8, i8* %23, align 1
  %25 = sext i8 %24 to i32
  %26 = add nsw i32 %21, %25
  %27 = load i32, i32* %3, align 4
  %28 = add nsw i32 %27, %26
  store i32 %28, i32* %3, align 4
  %29 = call i32 @overflow_add(i32 noundef signext 2147483647, i32 noundef signext 1, i32* noundef %4)
  %30 = load i32, i32* %3, align 4
  %31 = add nsw i32 %30, %29
  store i32 %31, i32* %3, align 4
  %32 = call i32 @rot(i32 noundef signext -2147483647, i32 noundef signext 1)
  %33 = load i32, i32* %3, align 4
  %34 = call i32 @maxi(i32 noundef signext %33, i32 noundef signext 7)
  %35 = add nsw i32 %32, %34
  %36 = load i32*, i32** @counter_ptr, align 4
  %37 = load i32, i32* %36, align 4
  %38 = add nsw i32 %35, %37
  %39 = load i8*, i8** @second_char, align 4
  %40 = getelementptr inbounds i8, i8* %39, i32 0
  %41 = load i8, i8* %40, align 1
  %42 = sext i8 %41 to i32
  %43 = add nsw i32 %38, %42
  %44 = load i32, i32* %3, align 4
  %45 = add nsw i32 %44, %43
  store i32 %45, i32* %3, align 4
  %46 = load i32, i32* %3, align 4
  %47 = and i32 %46, 255
  ret i32 %47
}

; Function Attrs: noinline nounwind optnone
define internal i32 @classify(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  %4 = load i32, i32* %3, align 4
  switch i32 %4, label %11 [
    i32 0, label %5
    i32 1, label %6
    i32 2, label %7
    i32 5, label %8
    i32 100, label %9
    i32 -7, label %10
  ]

5:                                                ; preds = %1
  store i32 10, i32* %2, align 4
  br label %12

6:                                                ; preds = %1
  store i32 20, i32* %2, align 4
  br label %12

7:                                                ; preds = %1
  store i32 30, i32* %2, align 4
  br label %12

8:                                                ; preds = %1
  store i32 40, i32* %2, align 4
  br label %12

9:                                                ; preds = %1
  store i32 50, i32* %2, align 4
  br label %12

10:                                               ; preds = %1
  store i32 60, i32* %2, align 4
  br label %12

11:                                               ; preds = %1
  store i32 0, i32* %2, align 4
  br label %12

12:                                               ; preds = %11, %10, %9, %8, %7, %6, %5
  %13 = load i32, i32* %2, align 4
  ret i32 %13
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { nofree nosync nounwind willreturn }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 1}
!2 = !{i32 7, !"PIE Level", i32 1}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 14.0.6"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
