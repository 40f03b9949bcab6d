; ModuleID = 'bits.c'
source_filename = "bits.c"
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mips-unknown-linux-gnu"

@seed = dso_local global i32 12345, align 4
@.str = private unnamed_addr constant [4 x i8] c"%u\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %6

6:                                                ; preds = %113, %0
  %7 = load i32, ptr %3, align 4
  %8 = icmp slt i32 %7, 200
  br i1 %8, label %9, label %116

9:                                                ; preds = %6
  %10 = call i32 @next()
  %11 = load i32, ptr %3, align 4
  %12 = and i32 %11, 15
  %13 = lshr i32 %10, %12
  store i32 %13, ptr %4, align 4
  %14 = call i32 @next()
  %15 = zext i32 %14 to i64
  %16 = shl i64 %15, 32
  %17 = call i32 @next()
  %18 = zext i32 %17 to i64
  %19 = or i64 %16, %18
  store i64 %19, ptr %5, align 8
  %20 = load i32, ptr %4, align 4
  %21 = call i32 @llvm.ctpop.i32(i32 %20)
  %22 = load i32, ptr %2, align 4
  %23 = add i32 %22, %21
  store i32 %23, ptr %2, align 4
  %24 = load i32, ptr %4, align 4
  %25 = icmp ne i32 %24, 0
  br i1 %25, label %26, label %29

26:                                               ; preds = %9
  %27 = load i32, ptr %4, align 4
  %28 = call i32 @llvm.ctlz.i32(i32 %27, i1 false)
  br label %30

29:                                               ; preds = %9
  br label %30

30:                                               ; preds = %29, %26
  %31 = phi i32 [ %28, %26 ], [ 32, %29 ]
  %32 = load i32, ptr %2, align 4
  %33 = add i32 %32, %31
  store i32 %33, ptr %2, align 4
  %34 = load i32, ptr %4, align 4
  %35 = icmp ne i32 %34, 0
  br i1 %35, label %36, label %39

36:                                               ; preds = %30
  %37 = load i32, ptr %4, align 4
  %38 = call i32 @llvm.cttz.i32(i32 %37, i1 false)
  br label %40

39:                                               ; preds = %30
  br label %40

40:                                               ; preds = %39, %36
  %41 = phi i32 [ %38, %36 ], [ 32, %39 ]
  %42 = load i32, ptr %2, align 4
  %43 = add i32 %42, %41
  store i32 %43, ptr %2, align 4
  %44 = load i32, ptr %4, align 4
  %45 = call i32 @llvm.bswap.i32(i32 %44)
  %46 = load i32, ptr %2, align 4
  %47 = xor i32 %46, %45
  store i32 %47, ptr %2, align 4
  %48 = load i32, ptr %4, align 4
  %49 = trunc i32 %48 to i16
  %50 = call i16 @llvm.bswap.i16(i16 %49)
  %51 = zext i16 %50 to i32
  %52 = load i32, ptr %2, align 4
  %53 = add i32 %52, %51
  store i32 %53, ptr %2, align 4
  %54 = load i64, ptr %5, align 8
  %55 = call i64 @llvm.bswap.i64(i64 %54)
  %56 = lshr i64 %55, 7
  %57 = trunc i64 %56 to i32
  %58 = load i32, ptr %2, align 4
  %59 = add i32 %58, %57
  store i32 %59, ptr %2, align 4
  %60 = load i64, ptr %5, align 8
  %61 = call i64 @llvm.ctpop.i64(i64 %60)
  %62 = trunc i64 %61 to i32
  %63 = load i32, ptr %2, align 4
  %64 = add i32 %63, %62
  store i32 %64, ptr %2, align 4
  %65 = load i64, ptr %5, align 8
  %66 = icmp ne i64 %65, 0
  br i1 %66, label %67, label %71

67:                                               ; preds = %40
  %68 = load i64, ptr %5, align 8
  %69 = call i64 @llvm.ctlz.i64(i64 %68, i1 false)
  %70 = trunc i64 %69 to i32
  br label %72

71:                                               ; preds = %40
  br label %72

72:                                               ; preds = %71, %67
  %73 = phi i32 [ %70, %67 ], [ 64, %71 ]
  %74 = load i32, ptr %2, align 4
  %75 = add i32 %74, %73
  store i32 %75, ptr %2, align 4
  %76 = load i64, ptr %5, align 8
  %77 = icmp ne i64 %76, 0
  br i1 %77, label %78, label %82

78:                                               ; preds = %72
  %79 = load i64, ptr %5, align 8
  %80 = call i64 @llvm.cttz.i64(i64 %79, i1 false)
  %81 = trunc i64 %80 to i32
  br label %83

82:                                               ; preds = %72
  br label %83

83:                                               ; preds = %82, %78
  %84 = phi i32 [ %81, %78 ], [ 64, %82 ]
  %85 = load i32, ptr %2, align 4
  %86 = add i32 %85, %84
  store i32 %86, ptr %2, align 4
  %87 = load i32, ptr %2, align 4
  %88 = load i32, ptr %3, align 4
  %89 = call i32 @rotl(i32 noundef signext %87, i32 noundef signext %88)
  %90 = load i32, ptr %4, align 4
  %91 = call i32 @rotr(i32 noundef signext %90, i32 noundef signext 7)
  %92 = xor i32 %89, %91
  store i32 %92, ptr %2, align 4
  %93 = load i64, ptr %5, align 8
  %94 = load i32, ptr %3, align 4
  %95 = call i64 @rotl64(i64 noundef zeroext %93, i32 noundef signext %94)
  %96 = trunc i64 %95 to i32
  %97 = load i32, ptr %2, align 4
  %98 = add i32 %97, %96
  store i32 %98, ptr %2, align 4
  %99 = load i32, ptr %4, align 4
  %100 = load i32, ptr %2, align 4
  %101 = call i32 @imax(i32 noundef signext %99, i32 noundef signext %100)
  %102 = load i32, ptr %4, align 4
  %103 = load i32, ptr %2, align 4
  %104 = call i32 @umin(i32 noundef signext %102, i32 noundef signext %103)
  %105 = add i32 %101, %104
  %106 = load i32, ptr %4, align 4
  %107 = load i32, ptr %2, align 4
  %108 = sub i32 %106, %107
  %109 = call i32 @iabs(i32 noundef signext %108)
  %110 = add i32 %105, %109
  %111 = load i32, ptr %2, align 4
  %112 = add i32 %111, %110
  store i32 %112, ptr %2, align 4
  br label %113

113:                                              ; preds = %83
  %114 = load i32, ptr %3, align 4
  %115 = add nsw i32 %114, 1
  store i32 %115, ptr %3, align 4
  br label %6, !llvm.loop !5

116:                                              ; preds = %6
  %117 = load i32, ptr %2, align 4
  %118 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef signext %117)
  %119 = load i32, ptr %2, align 4
  %120 = and i32 %119, 127
  ret i32 %120
}

; Function Attrs: noinline nounwind optnone
define internal i32 @next() #0 {
  %1 = load i32, ptr @seed, align 4
  %2 = mul i32 %1, 1103515245
  %3 = add i32 %2, 12345
  store i32 %3, ptr @seed, align 4
  %4 = load i32, ptr @seed, align 4
  ret i32 %4
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bswap.i32(i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.bswap.i16(i16) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.bswap.i64(i64) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.cttz.i64(i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone
define internal i32 @rotl(i32 noundef signext %0, i32 noundef signext %1) #0 {
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
define internal i32 @rotr(i32 noundef signext %0, i32 noundef signext %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = and i32 %6, 31
  %8 = lshr i32 %5, %7
  %9 = load i32, ptr %3, align 4
  %10 = load i32, ptr %4, align 4
  %11 = sub i32 32, %10
  %12 = and i32 %11, 31
  %13 = shl i32 %9, %12
  %14 = or i32 %8, %13
  ret i32 %14
}

; Function Attrs: noinline nounwind optnone
define internal i64 @rotl64(i64 noundef zeroext %0, i32 noundef signext %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i64 %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i64, ptr %3, align 8
  %6 = load i32, ptr %4, align 4
  %7 = and i32 %6, 63
  %8 = zext i32 %7 to i64
  %9 = shl i64 %5, %8
  %10 = load i64, ptr %3, align 8
  %11 = load i32, ptr %4, align 4
  %12 = sub i32 64, %11
  %13 = and i32 %12, 63
  %14 = zext i32 %13 to i64
  %15 = lshr i64 %10, %14
  %16 = or i64 %9, %15
  ret i64 %16
}

; Function Attrs: noinline nounwind optnone
define internal i32 @imax(i32 noundef signext %0, i32 noundef signext %1) #0 {
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
define internal i32 @umin(i32 noundef signext %0, i32 noundef signext %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = icmp ult i32 %5, %6
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
define internal i32 @iabs(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp slt i32 %3, 0
  br i1 %4, label %5, label %8

5:                                                ; preds = %1
  %6 = load i32, ptr %2, align 4
  %7 = sub nsw i32 0, %6
  br label %10

8:                                                ; preds = %1
  %9 = load i32, ptr %2, align 4
  br label %10

10:                                               ; preds = %8, %5
  %11 = phi i32 [ %7, %5 ], [ %9, %8 ]
  ret i32 %11
}

declare i32 @printf(ptr noundef, ...) #2

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 1}
!2 = !{i32 7, !"PIE Level", i32 1}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
