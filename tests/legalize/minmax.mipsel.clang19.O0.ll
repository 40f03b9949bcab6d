; ModuleID = 'minmax.c'
source_filename = "minmax.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

@data = dso_local global [64 x i32] zeroinitializer, align 4
@.str = private unnamed_addr constant [18 x i8] c"%d %d %u %u %lld\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 -1831433054, ptr %2, align 4
  store i64 0, ptr %3, align 8
  store i32 -2147483648, ptr %4, align 4
  store i32 2147483647, ptr %5, align 4
  store i32 0, ptr %6, align 4
  store i32 -1, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %11

11:                                               ; preds = %30, %0
  %12 = load i32, ptr %8, align 4
  %13 = icmp slt i32 %12, 64
  br i1 %13, label %14, label %33

14:                                               ; preds = %11
  %15 = load i32, ptr %2, align 4
  %16 = shl i32 %15, 13
  %17 = load i32, ptr %2, align 4
  %18 = xor i32 %17, %16
  store i32 %18, ptr %2, align 4
  %19 = load i32, ptr %2, align 4
  %20 = lshr i32 %19, 17
  %21 = load i32, ptr %2, align 4
  %22 = xor i32 %21, %20
  store i32 %22, ptr %2, align 4
  %23 = load i32, ptr %2, align 4
  %24 = shl i32 %23, 5
  %25 = load i32, ptr %2, align 4
  %26 = xor i32 %25, %24
  store i32 %26, ptr %2, align 4
  %27 = load i32, ptr %2, align 4
  %28 = load i32, ptr %8, align 4
  %29 = getelementptr inbounds [64 x i32], ptr @data, i32 0, i32 %28
  store i32 %27, ptr %29, align 4
  br label %30

30:                                               ; preds = %14
  %31 = load i32, ptr %8, align 4
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr %8, align 4
  br label %11, !llvm.loop !5

33:                                               ; preds = %11
  store i32 0, ptr %9, align 4
  br label %34

34:                                               ; preds = %119, %33
  %35 = load i32, ptr %9, align 4
  %36 = icmp slt i32 %35, 64
  br i1 %36, label %37, label %122

37:                                               ; preds = %34
  %38 = load i32, ptr %9, align 4
  %39 = getelementptr inbounds [64 x i32], ptr @data, i32 0, i32 %38
  %40 = load i32, ptr %39, align 4
  store i32 %40, ptr %10, align 4
  %41 = load i32, ptr %10, align 4
  %42 = load i32, ptr %4, align 4
  %43 = icmp sgt i32 %41, %42
  br i1 %43, label %44, label %46

44:                                               ; preds = %37
  %45 = load i32, ptr %10, align 4
  br label %48

46:                                               ; preds = %37
  %47 = load i32, ptr %4, align 4
  br label %48

48:                                               ; preds = %46, %44
  %49 = phi i32 [ %45, %44 ], [ %47, %46 ]
  store i32 %49, ptr %4, align 4
  %50 = load i32, ptr %10, align 4
  %51 = load i32, ptr %5, align 4
  %52 = icmp slt i32 %50, %51
  br i1 %52, label %53, label %55

53:                                               ; preds = %48
  %54 = load i32, ptr %10, align 4
  br label %57

55:                                               ; preds = %48
  %56 = load i32, ptr %5, align 4
  br label %57

57:                                               ; preds = %55, %53
  %58 = phi i32 [ %54, %53 ], [ %56, %55 ]
  store i32 %58, ptr %5, align 4
  %59 = load i32, ptr %10, align 4
  %60 = load i32, ptr %6, align 4
  %61 = icmp ugt i32 %59, %60
  br i1 %61, label %62, label %64

62:                                               ; preds = %57
  %63 = load i32, ptr %10, align 4
  br label %66

64:                                               ; preds = %57
  %65 = load i32, ptr %6, align 4
  br label %66

66:                                               ; preds = %64, %62
  %67 = phi i32 [ %63, %62 ], [ %65, %64 ]
  store i32 %67, ptr %6, align 4
  %68 = load i32, ptr %10, align 4
  %69 = load i32, ptr %7, align 4
  %70 = icmp ult i32 %68, %69
  br i1 %70, label %71, label %73

71:                                               ; preds = %66
  %72 = load i32, ptr %10, align 4
  br label %75

73:                                               ; preds = %66
  %74 = load i32, ptr %7, align 4
  br label %75

75:                                               ; preds = %73, %71
  %76 = phi i32 [ %72, %71 ], [ %74, %73 ]
  store i32 %76, ptr %7, align 4
  %77 = load i32, ptr %10, align 4
  %78 = ashr i32 %77, 8
  %79 = call i32 @clampi(i32 noundef signext %78, i32 noundef signext -100000, i32 noundef signext 100000)
  %80 = sext i32 %79 to i64
  %81 = load i64, ptr %3, align 8
  %82 = add nsw i64 %81, %80
  store i64 %82, ptr %3, align 8
  %83 = load i32, ptr %10, align 4
  %84 = trunc i32 %83 to i8
  %85 = load i32, ptr %10, align 4
  %86 = ashr i32 %85, 8
  %87 = trunc i32 %86 to i8
  %88 = call zeroext i8 @sat_add8(i8 noundef zeroext %84, i8 noundef zeroext %87)
  %89 = zext i8 %88 to i64
  %90 = load i64, ptr %3, align 8
  %91 = add nsw i64 %90, %89
  store i64 %91, ptr %3, align 8
  %92 = load i32, ptr %10, align 4
  %93 = trunc i32 %92 to i16
  %94 = load i32, ptr %10, align 4
  %95 = ashr i32 %94, 16
  %96 = trunc i32 %95 to i16
  %97 = call signext i16 @sat_sub16(i16 noundef signext %93, i16 noundef signext %96)
  %98 = sext i16 %97 to i64
  %99 = load i64, ptr %3, align 8
  %100 = add nsw i64 %99, %98
  store i64 %100, ptr %3, align 8
  %101 = load i32, ptr %10, align 4
  %102 = sext i32 %101 to i64
  %103 = mul nsw i64 %102, 3
  %104 = call i64 @labs64(i64 noundef signext %103)
  %105 = load i64, ptr %3, align 8
  %106 = add nsw i64 %105, %104
  store i64 %106, ptr %3, align 8
  %107 = load i32, ptr %10, align 4
  %108 = icmp slt i32 %107, 0
  br i1 %108, label %109, label %112

109:                                              ; preds = %75
  %110 = load i32, ptr %10, align 4
  %111 = sub nsw i32 0, %110
  br label %114

112:                                              ; preds = %75
  %113 = load i32, ptr %10, align 4
  br label %114

114:                                              ; preds = %112, %109
  %115 = phi i32 [ %111, %109 ], [ %113, %112 ]
  %116 = sext i32 %115 to i64
  %117 = load i64, ptr %3, align 8
  %118 = add nsw i64 %117, %116
  store i64 %118, ptr %3, align 8
  br label %119

119:                                              ; preds = %114
  %120 = load i32, ptr %9, align 4
  %121 = add nsw i32 %120, 1
  store i32 %121, ptr %9, align 4
  br label %34, !llvm.loop !7

122:                                              ; preds = %34
  %123 = load i32, ptr %4, align 4
  %124 = load i32, ptr %5, align 4
  %125 = load i32, ptr %6, align 4
  %126 = load i32, ptr %7, align 4
  %127 = load i64, ptr %3, align 8
  %128 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef signext %123, i32 noundef signext %124, i32 noundef signext %125, i32 noundef signext %126, i64 noundef signext %127)
  %129 = load i64, ptr %3, align 8
  %130 = and i64 %129, 127
  %131 = trunc i64 %130 to i32
  ret i32 %131
}

; Function Attrs: noinline nounwind optnone
define internal i32 @clampi(i32 noundef signext %0, i32 noundef signext %1, i32 noundef signext %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %7 = load i32, ptr %4, align 4
  %8 = load i32, ptr %5, align 4
  %9 = icmp slt i32 %7, %8
  br i1 %9, label %10, label %12

10:                                               ; preds = %3
  %11 = load i32, ptr %5, align 4
  br label %22

12:                                               ; preds = %3
  %13 = load i32, ptr %4, align 4
  %14 = load i32, ptr %6, align 4
  %15 = icmp sgt i32 %13, %14
  br i1 %15, label %16, label %18

16:                                               ; preds = %12
  %17 = load i32, ptr %6, align 4
  br label %20

18:                                               ; preds = %12
  %19 = load i32, ptr %4, align 4
  br label %20

20:                                               ; preds = %18, %16
  %21 = phi i32 [ %17, %16 ], [ %19, %18 ]
  br label %22

22:                                               ; preds = %20, %10
  %23 = phi i32 [ %11, %10 ], [ %21, %20 ]
  ret i32 %23
}

; Function Attrs: noinline nounwind optnone
define internal zeroext i8 @sat_add8(i8 noundef zeroext %0, i8 noundef zeroext %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  %5 = alloca i32, align 4
  store i8 %0, ptr %3, align 1
  store i8 %1, ptr %4, align 1
  %6 = load i8, ptr %3, align 1
  %7 = zext i8 %6 to i32
  %8 = load i8, ptr %4, align 1
  %9 = zext i8 %8 to i32
  %10 = add nsw i32 %7, %9
  store i32 %10, ptr %5, align 4
  %11 = load i32, ptr %5, align 4
  %12 = icmp ugt i32 %11, 255
  br i1 %12, label %13, label %14

13:                                               ; preds = %2
  br label %16

14:                                               ; preds = %2
  %15 = load i32, ptr %5, align 4
  br label %16

16:                                               ; preds = %14, %13
  %17 = phi i32 [ 255, %13 ], [ %15, %14 ]
  %18 = trunc i32 %17 to i8
  ret i8 %18
}

; Function Attrs: noinline nounwind optnone
define internal signext i16 @sat_sub16(i16 noundef signext %0, i16 noundef signext %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  %5 = alloca i32, align 4
  store i16 %0, ptr %3, align 2
  store i16 %1, ptr %4, align 2
  %6 = load i16, ptr %3, align 2
  %7 = sext i16 %6 to i32
  %8 = load i16, ptr %4, align 2
  %9 = sext i16 %8 to i32
  %10 = sub nsw i32 %7, %9
  store i32 %10, ptr %5, align 4
  %11 = load i32, ptr %5, align 4
  %12 = icmp sgt i32 %11, 32767
  br i1 %12, label %13, label %14

13:                                               ; preds = %2
  br label %22

14:                                               ; preds = %2
  %15 = load i32, ptr %5, align 4
  %16 = icmp slt i32 %15, -32768
  br i1 %16, label %17, label %18

17:                                               ; preds = %14
  br label %20

18:                                               ; preds = %14
  %19 = load i32, ptr %5, align 4
  br label %20

20:                                               ; preds = %18, %17
  %21 = phi i32 [ -32768, %17 ], [ %19, %18 ]
  br label %22

22:                                               ; preds = %20, %13
  %23 = phi i32 [ 32767, %13 ], [ %21, %20 ]
  %24 = trunc i32 %23 to i16
  ret i16 %24
}

; Function Attrs: noinline nounwind optnone
define internal i64 @labs64(i64 noundef signext %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = icmp slt i64 %3, 0
  br i1 %4, label %5, label %8

5:                                                ; preds = %1
  %6 = load i64, ptr %2, align 8
  %7 = sub nsw i64 0, %6
  br label %10

8:                                                ; preds = %1
  %9 = load i64, ptr %2, align 8
  br label %10

10:                                               ; preds = %8, %5
  %11 = phi i64 [ %7, %5 ], [ %9, %8 ]
  ret i64 %11
}

declare i32 @printf(ptr noundef, ...) #1

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }

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
