; ModuleID = 'switch.c'
source_filename = "switch.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

@.str = private unnamed_addr constant [11 x i8] c"dense %lu\0A\00", align 1
@__const.main.xs = private unnamed_addr constant [11 x i32] [i32 -1000, i32 5, i32 1000, i32 100000, i32 7777, i32 -5, i32 0, i32 3, i32 99999, i32 2147483647, i32 -2147483648], align 4
@.str.1 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c"classify %lu\0A\00", align 1
@.str.4 = private unnamed_addr constant [14 x i8] c"narrow16 %lu\0A\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"%d %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [8 x i8] c"mix %u\0A\00", align 1
@.str.7 = private unnamed_addr constant [9 x i8] c"big %lu\0A\00", align 1
@main.prog = internal constant [28 x i8] c"\00\00\0B\002\04\00\03\03\0A\01\0B\07\06\05\0A\08\00\07\00\02\02\00\04\05\02\08\09", align 1
@.str.8 = private unnamed_addr constant [10 x i8] c"steps %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca [11 x i32], align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  store i32 -20, ptr %3, align 4
  br label %7

7:                                                ; preds = %16, %0
  %8 = load i32, ptr %3, align 4
  %9 = icmp slt i32 %8, 20
  br i1 %9, label %10, label %19

10:                                               ; preds = %7
  %11 = load i32, ptr %2, align 4
  %12 = mul i32 %11, 3
  %13 = load i32, ptr %3, align 4
  %14 = call i32 @dense(i32 noundef signext %13)
  %15 = add i32 %12, %14
  store i32 %15, ptr %2, align 4
  br label %16

16:                                               ; preds = %10
  %17 = load i32, ptr %3, align 4
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %3, align 4
  br label %7, !llvm.loop !5

19:                                               ; preds = %7
  %20 = load i32, ptr %2, align 4
  %21 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef signext %20)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %4, ptr align 4 @__const.main.xs, i32 44, i1 false)
  store i32 0, ptr %3, align 4
  br label %22

22:                                               ; preds = %31, %19
  %23 = load i32, ptr %3, align 4
  %24 = icmp slt i32 %23, 11
  br i1 %24, label %25, label %34

25:                                               ; preds = %22
  %26 = load i32, ptr %3, align 4
  %27 = getelementptr inbounds [11 x i32], ptr %4, i32 0, i32 %26
  %28 = load i32, ptr %27, align 4
  %29 = call i32 @sparse(i32 noundef signext %28)
  %30 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef signext %29)
  br label %31

31:                                               ; preds = %25
  %32 = load i32, ptr %3, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %3, align 4
  br label %22, !llvm.loop !7

34:                                               ; preds = %22
  %35 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  store i32 0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %36

36:                                               ; preds = %47, %34
  %37 = load i32, ptr %3, align 4
  %38 = icmp slt i32 %37, 256
  br i1 %38, label %39, label %50

39:                                               ; preds = %36
  %40 = load i32, ptr %3, align 4
  %41 = trunc i32 %40 to i8
  %42 = call i32 @classify(i8 noundef zeroext %41)
  %43 = load i32, ptr %3, align 4
  %44 = mul nsw i32 %42, %43
  %45 = load i32, ptr %2, align 4
  %46 = add i32 %45, %44
  store i32 %46, ptr %2, align 4
  br label %47

47:                                               ; preds = %39
  %48 = load i32, ptr %3, align 4
  %49 = add nsw i32 %48, 1
  store i32 %49, ptr %3, align 4
  br label %36, !llvm.loop !8

50:                                               ; preds = %36
  %51 = load i32, ptr %2, align 4
  %52 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef signext %51)
  store i32 0, ptr %2, align 4
  store i32 -400, ptr %3, align 4
  br label %53

53:                                               ; preds = %63, %50
  %54 = load i32, ptr %3, align 4
  %55 = icmp slt i32 %54, 400
  br i1 %55, label %56, label %66

56:                                               ; preds = %53
  %57 = load i32, ptr %2, align 4
  %58 = mul i32 %57, 7
  %59 = load i32, ptr %3, align 4
  %60 = trunc i32 %59 to i16
  %61 = call i32 @narrow16(i16 noundef signext %60)
  %62 = add i32 %58, %61
  store i32 %62, ptr %2, align 4
  br label %63

63:                                               ; preds = %56
  %64 = load i32, ptr %3, align 4
  %65 = add nsw i32 %64, 1
  store i32 %65, ptr %3, align 4
  br label %53, !llvm.loop !9

66:                                               ; preds = %53
  %67 = load i32, ptr %2, align 4
  %68 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef signext %67)
  store i64 9999999998, ptr %5, align 8
  br label %69

69:                                               ; preds = %76, %66
  %70 = load i64, ptr %5, align 8
  %71 = icmp slt i64 %70, 10000000008
  br i1 %71, label %72, label %79

72:                                               ; preds = %69
  %73 = load i64, ptr %5, align 8
  %74 = call i32 @wide(i64 noundef signext %73)
  %75 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef signext %74)
  br label %76

76:                                               ; preds = %72
  %77 = load i64, ptr %5, align 8
  %78 = add nsw i64 %77, 1
  store i64 %78, ptr %5, align 8
  br label %69, !llvm.loop !10

79:                                               ; preds = %69
  %80 = call i32 @wide(i64 noundef signext -3)
  %81 = call i32 @wide(i64 noundef signext -4)
  %82 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef signext %80, i32 noundef signext %81)
  store i32 1, ptr %6, align 4
  store i32 0, ptr %3, align 4
  br label %83

83:                                               ; preds = %93, %79
  %84 = load i32, ptr %3, align 4
  %85 = icmp slt i32 %84, 100
  br i1 %85, label %86, label %96

86:                                               ; preds = %83
  %87 = load i32, ptr %6, align 4
  %88 = mul i32 %87, -1640531535
  %89 = load i32, ptr %3, align 4
  %90 = add i32 %88, %89
  %91 = load i32, ptr %6, align 4
  %92 = call i32 @mix(i32 noundef signext %90, i32 noundef signext %91)
  store i32 %92, ptr %6, align 4
  br label %93

93:                                               ; preds = %86
  %94 = load i32, ptr %3, align 4
  %95 = add nsw i32 %94, 1
  store i32 %95, ptr %3, align 4
  br label %83, !llvm.loop !11

96:                                               ; preds = %83
  %97 = load i32, ptr %6, align 4
  %98 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef signext %97)
  store i32 0, ptr %2, align 4
  store i32 -5, ptr %3, align 4
  br label %99

99:                                               ; preds = %108, %96
  %100 = load i32, ptr %3, align 4
  %101 = icmp slt i32 %100, 3010
  br i1 %101, label %102, label %111

102:                                              ; preds = %99
  %103 = load i32, ptr %2, align 4
  %104 = mul i32 %103, 31
  %105 = load i32, ptr %3, align 4
  %106 = call i32 @big(i32 noundef signext %105)
  %107 = add i32 %104, %106
  store i32 %107, ptr %2, align 4
  br label %108

108:                                              ; preds = %102
  %109 = load i32, ptr %3, align 4
  %110 = add nsw i32 %109, 1
  store i32 %110, ptr %3, align 4
  br label %99, !llvm.loop !12

111:                                              ; preds = %99
  %112 = load i32, ptr %2, align 4
  %113 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef signext %112)
  %114 = call i32 @run(ptr noundef @main.prog)
  %115 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef signext %114)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone
define internal i32 @dense(i32 noundef signext %0) #0 {
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
    i32 7, label %11
    i32 8, label %12
  ]

5:                                                ; preds = %1
  store i32 10, ptr %2, align 4
  br label %14

6:                                                ; preds = %1
  store i32 11, ptr %2, align 4
  br label %14

7:                                                ; preds = %1
  store i32 12, ptr %2, align 4
  br label %14

8:                                                ; preds = %1
  store i32 13, ptr %2, align 4
  br label %14

9:                                                ; preds = %1
  store i32 14, ptr %2, align 4
  br label %14

10:                                               ; preds = %1
  store i32 15, ptr %2, align 4
  br label %14

11:                                               ; preds = %1
  store i32 17, ptr %2, align 4
  br label %14

12:                                               ; preds = %1
  store i32 18, ptr %2, align 4
  br label %14

13:                                               ; preds = %1
  store i32 -1, ptr %2, align 4
  br label %14

14:                                               ; preds = %13, %12, %11, %10, %9, %8, %7, %6, %5
  %15 = load i32, ptr %2, align 4
  ret i32 %15
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #2

; Function Attrs: noinline nounwind optnone
define internal i32 @sparse(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  switch i32 %4, label %13 [
    i32 -1000, label %5
    i32 5, label %6
    i32 1000, label %7
    i32 100000, label %8
    i32 7777, label %9
    i32 -5, label %10
    i32 2147483647, label %11
    i32 -2147483648, label %12
  ]

5:                                                ; preds = %1
  store i32 1, ptr %2, align 4
  br label %14

6:                                                ; preds = %1
  store i32 2, ptr %2, align 4
  br label %14

7:                                                ; preds = %1
  store i32 3, ptr %2, align 4
  br label %14

8:                                                ; preds = %1
  store i32 4, ptr %2, align 4
  br label %14

9:                                                ; preds = %1
  store i32 5, ptr %2, align 4
  br label %14

10:                                               ; preds = %1
  store i32 6, ptr %2, align 4
  br label %14

11:                                               ; preds = %1
  store i32 7, ptr %2, align 4
  br label %14

12:                                               ; preds = %1
  store i32 8, ptr %2, align 4
  br label %14

13:                                               ; preds = %1
  store i32 0, ptr %2, align 4
  br label %14

14:                                               ; preds = %13, %12, %11, %10, %9, %8, %7, %6, %5
  %15 = load i32, ptr %2, align 4
  ret i32 %15
}

; Function Attrs: noinline nounwind optnone
define internal i32 @classify(i8 noundef zeroext %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  %4 = load i8, ptr %3, align 1
  %5 = zext i8 %4 to i32
  switch i32 %5, label %8 [
    i32 32, label %6
    i32 9, label %6
    i32 10, label %6
    i32 13, label %6
    i32 97, label %7
    i32 101, label %7
    i32 105, label %7
    i32 111, label %7
    i32 117, label %7
  ]

6:                                                ; preds = %1, %1, %1, %1
  store i32 1, ptr %2, align 4
  br label %9

7:                                                ; preds = %1, %1, %1, %1, %1
  store i32 2, ptr %2, align 4
  br label %9

8:                                                ; preds = %1
  store i32 0, ptr %2, align 4
  br label %9

9:                                                ; preds = %8, %7, %6
  %10 = load i32, ptr %2, align 4
  ret i32 %10
}

; Function Attrs: noinline nounwind optnone
define internal i32 @narrow16(i16 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
  %4 = load i16, ptr %3, align 2
  %5 = sext i16 %4 to i32
  switch i32 %5, label %14 [
    i32 -3, label %6
    i32 -2, label %7
    i32 -1, label %8
    i32 0, label %9
    i32 1, label %10
    i32 2, label %11
    i32 300, label %12
    i32 -300, label %13
  ]

6:                                                ; preds = %1
  store i32 1, ptr %2, align 4
  br label %15

7:                                                ; preds = %1
  store i32 2, ptr %2, align 4
  br label %15

8:                                                ; preds = %1
  store i32 3, ptr %2, align 4
  br label %15

9:                                                ; preds = %1
  store i32 4, ptr %2, align 4
  br label %15

10:                                               ; preds = %1
  store i32 5, ptr %2, align 4
  br label %15

11:                                               ; preds = %1
  store i32 6, ptr %2, align 4
  br label %15

12:                                               ; preds = %1
  store i32 7, ptr %2, align 4
  br label %15

13:                                               ; preds = %1
  store i32 8, ptr %2, align 4
  br label %15

14:                                               ; preds = %1
  store i32 9, ptr %2, align 4
  br label %15

15:                                               ; preds = %14, %13, %12, %11, %10, %9, %8, %7, %6
  %16 = load i32, ptr %2, align 4
  ret i32 %16
}

; Function Attrs: noinline nounwind optnone
define internal i32 @wide(i64 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  %4 = load i64, ptr %3, align 8
  switch i64 %4, label %11 [
    i64 10000000000, label %5
    i64 10000000001, label %6
    i64 10000000002, label %7
    i64 10000000003, label %8
    i64 10000000005, label %9
    i64 -3, label %10
  ]

5:                                                ; preds = %1
  store i32 1, ptr %2, align 4
  br label %12

6:                                                ; preds = %1
  store i32 2, ptr %2, align 4
  br label %12

7:                                                ; preds = %1
  store i32 3, ptr %2, align 4
  br label %12

8:                                                ; preds = %1
  store i32 4, ptr %2, align 4
  br label %12

9:                                                ; preds = %1
  store i32 5, ptr %2, align 4
  br label %12

10:                                               ; preds = %1
  store i32 6, ptr %2, align 4
  br label %12

11:                                               ; preds = %1
  store i32 7, ptr %2, align 4
  br label %12

12:                                               ; preds = %11, %10, %9, %8, %7, %6, %5
  %13 = load i32, ptr %2, align 4
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone
define internal i32 @mix(i32 noundef signext %0, i32 noundef signext %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %6 = load i32, ptr %3, align 4
  %7 = and i32 %6, 15
  switch i32 %7, label %32 [
    i32 0, label %8
    i32 1, label %11
    i32 2, label %14
    i32 3, label %17
    i32 4, label %20
    i32 6, label %23
    i32 9, label %26
    i32 12, label %29
  ]

8:                                                ; preds = %2
  %9 = load i32, ptr %4, align 4
  %10 = add i32 %9, 1
  store i32 %10, ptr %5, align 4
  br label %34

11:                                               ; preds = %2
  %12 = load i32, ptr %4, align 4
  %13 = mul i32 %12, 3
  store i32 %13, ptr %5, align 4
  br label %34

14:                                               ; preds = %2
  %15 = load i32, ptr %4, align 4
  %16 = xor i32 %15, 85
  store i32 %16, ptr %5, align 4
  br label %34

17:                                               ; preds = %2
  %18 = load i32, ptr %4, align 4
  %19 = shl i32 %18, 2
  store i32 %19, ptr %5, align 4
  br label %34

20:                                               ; preds = %2
  %21 = load i32, ptr %4, align 4
  %22 = lshr i32 %21, 1
  store i32 %22, ptr %5, align 4
  br label %34

23:                                               ; preds = %2
  %24 = load i32, ptr %4, align 4
  %25 = sub i32 %24, 7
  store i32 %25, ptr %5, align 4
  br label %34

26:                                               ; preds = %2
  %27 = load i32, ptr %4, align 4
  %28 = xor i32 %27, -1
  store i32 %28, ptr %5, align 4
  br label %34

29:                                               ; preds = %2
  %30 = load i32, ptr %4, align 4
  %31 = or i32 %30, 256
  store i32 %31, ptr %5, align 4
  br label %34

32:                                               ; preds = %2
  %33 = load i32, ptr %4, align 4
  store i32 %33, ptr %5, align 4
  br label %34

34:                                               ; preds = %32, %29, %26, %23, %20, %17, %14, %11, %8
  %35 = load i32, ptr %5, align 4
  %36 = load i32, ptr %3, align 4
  %37 = add i32 %35, %36
  ret i32 %37
}

; Function Attrs: noinline nounwind optnone
define internal i32 @big(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  switch i32 %4, label %1005 [
    i32 0, label %5
    i32 3, label %6
    i32 6, label %7
    i32 9, label %8
    i32 12, label %9
    i32 15, label %10
    i32 18, label %11
    i32 21, label %12
    i32 24, label %13
    i32 27, label %14
    i32 30, label %15
    i32 33, label %16
    i32 36, label %17
    i32 39, label %18
    i32 42, label %19
    i32 45, label %20
    i32 48, label %21
    i32 51, label %22
    i32 54, label %23
    i32 57, label %24
    i32 60, label %25
    i32 63, label %26
    i32 66, label %27
    i32 69, label %28
    i32 72, label %29
    i32 75, label %30
    i32 78, label %31
    i32 81, label %32
    i32 84, label %33
    i32 87, label %34
    i32 90, label %35
    i32 93, label %36
    i32 96, label %37
    i32 99, label %38
    i32 102, label %39
    i32 105, label %40
    i32 108, label %41
    i32 111, label %42
    i32 114, label %43
    i32 117, label %44
    i32 120, label %45
    i32 123, label %46
    i32 126, label %47
    i32 129, label %48
    i32 132, label %49
    i32 135, label %50
    i32 138, label %51
    i32 141, label %52
    i32 144, label %53
    i32 147, label %54
    i32 150, label %55
    i32 153, label %56
    i32 156, label %57
    i32 159, label %58
    i32 162, label %59
    i32 165, label %60
    i32 168, label %61
    i32 171, label %62
    i32 174, label %63
    i32 177, label %64
    i32 180, label %65
    i32 183, label %66
    i32 186, label %67
    i32 189, label %68
    i32 192, label %69
    i32 195, label %70
    i32 198, label %71
    i32 201, label %72
    i32 204, label %73
    i32 207, label %74
    i32 210, label %75
    i32 213, label %76
    i32 216, label %77
    i32 219, label %78
    i32 222, label %79
    i32 225, label %80
    i32 228, label %81
    i32 231, label %82
    i32 234, label %83
    i32 237, label %84
    i32 240, label %85
    i32 243, label %86
    i32 246, label %87
    i32 249, label %88
    i32 252, label %89
    i32 255, label %90
    i32 258, label %91
    i32 261, label %92
    i32 264, label %93
    i32 267, label %94
    i32 270, label %95
    i32 273, label %96
    i32 276, label %97
    i32 279, label %98
    i32 282, label %99
    i32 285, label %100
    i32 288, label %101
    i32 291, label %102
    i32 294, label %103
    i32 297, label %104
    i32 300, label %105
    i32 303, label %106
    i32 306, label %107
    i32 309, label %108
    i32 312, label %109
    i32 315, label %110
    i32 318, label %111
    i32 321, label %112
    i32 324, label %113
    i32 327, label %114
    i32 330, label %115
    i32 333, label %116
    i32 336, label %117
    i32 339, label %118
    i32 342, label %119
    i32 345, label %120
    i32 348, label %121
    i32 351, label %122
    i32 354, label %123
    i32 357, label %124
    i32 360, label %125
    i32 363, label %126
    i32 366, label %127
    i32 369, label %128
    i32 372, label %129
    i32 375, label %130
    i32 378, label %131
    i32 381, label %132
    i32 384, label %133
    i32 387, label %134
    i32 390, label %135
    i32 393, label %136
    i32 396, label %137
    i32 399, label %138
    i32 402, label %139
    i32 405, label %140
    i32 408, label %141
    i32 411, label %142
    i32 414, label %143
    i32 417, label %144
    i32 420, label %145
    i32 423, label %146
    i32 426, label %147
    i32 429, label %148
    i32 432, label %149
    i32 435, label %150
    i32 438, label %151
    i32 441, label %152
    i32 444, label %153
    i32 447, label %154
    i32 450, label %155
    i32 453, label %156
    i32 456, label %157
    i32 459, label %158
    i32 462, label %159
    i32 465, label %160
    i32 468, label %161
    i32 471, label %162
    i32 474, label %163
    i32 477, label %164
    i32 480, label %165
    i32 483, label %166
    i32 486, label %167
    i32 489, label %168
    i32 492, label %169
    i32 495, label %170
    i32 498, label %171
    i32 501, label %172
    i32 504, label %173
    i32 507, label %174
    i32 510, label %175
    i32 513, label %176
    i32 516, label %177
    i32 519, label %178
    i32 522, label %179
    i32 525, label %180
    i32 528, label %181
    i32 531, label %182
    i32 534, label %183
    i32 537, label %184
    i32 540, label %185
    i32 543, label %186
    i32 546, label %187
    i32 549, label %188
    i32 552, label %189
    i32 555, label %190
    i32 558, label %191
    i32 561, label %192
    i32 564, label %193
    i32 567, label %194
    i32 570, label %195
    i32 573, label %196
    i32 576, label %197
    i32 579, label %198
    i32 582, label %199
    i32 585, label %200
    i32 588, label %201
    i32 591, label %202
    i32 594, label %203
    i32 597, label %204
    i32 600, label %205
    i32 603, label %206
    i32 606, label %207
    i32 609, label %208
    i32 612, label %209
    i32 615, label %210
    i32 618, label %211
    i32 621, label %212
    i32 624, label %213
    i32 627, label %214
    i32 630, label %215
    i32 633, label %216
    i32 636, label %217
    i32 639, label %218
    i32 642, label %219
    i32 645, label %220
    i32 648, label %221
    i32 651, label %222
    i32 654, label %223
    i32 657, label %224
    i32 660, label %225
    i32 663, label %226
    i32 666, label %227
    i32 669, label %228
    i32 672, label %229
    i32 675, label %230
    i32 678, label %231
    i32 681, label %232
    i32 684, label %233
    i32 687, label %234
    i32 690, label %235
    i32 693, label %236
    i32 696, label %237
    i32 699, label %238
    i32 702, label %239
    i32 705, label %240
    i32 708, label %241
    i32 711, label %242
    i32 714, label %243
    i32 717, label %244
    i32 720, label %245
    i32 723, label %246
    i32 726, label %247
    i32 729, label %248
    i32 732, label %249
    i32 735, label %250
    i32 738, label %251
    i32 741, label %252
    i32 744, label %253
    i32 747, label %254
    i32 750, label %255
    i32 753, label %256
    i32 756, label %257
    i32 759, label %258
    i32 762, label %259
    i32 765, label %260
    i32 768, label %261
    i32 771, label %262
    i32 774, label %263
    i32 777, label %264
    i32 780, label %265
    i32 783, label %266
    i32 786, label %267
    i32 789, label %268
    i32 792, label %269
    i32 795, label %270
    i32 798, label %271
    i32 801, label %272
    i32 804, label %273
    i32 807, label %274
    i32 810, label %275
    i32 813, label %276
    i32 816, label %277
    i32 819, label %278
    i32 822, label %279
    i32 825, label %280
    i32 828, label %281
    i32 831, label %282
    i32 834, label %283
    i32 837, label %284
    i32 840, label %285
    i32 843, label %286
    i32 846, label %287
    i32 849, label %288
    i32 852, label %289
    i32 855, label %290
    i32 858, label %291
    i32 861, label %292
    i32 864, label %293
    i32 867, label %294
    i32 870, label %295
    i32 873, label %296
    i32 876, label %297
    i32 879, label %298
    i32 882, label %299
    i32 885, label %300
    i32 888, label %301
    i32 891, label %302
    i32 894, label %303
    i32 897, label %304
    i32 900, label %305
    i32 903, label %306
    i32 906, label %307
    i32 909, label %308
    i32 912, label %309
    i32 915, label %310
    i32 918, label %311
    i32 921, label %312
    i32 924, label %313
    i32 927, label %314
    i32 930, label %315
    i32 933, label %316
    i32 936, label %317
    i32 939, label %318
    i32 942, label %319
    i32 945, label %320
    i32 948, label %321
    i32 951, label %322
    i32 954, label %323
    i32 957, label %324
    i32 960, label %325
    i32 963, label %326
    i32 966, label %327
    i32 969, label %328
    i32 972, label %329
    i32 975, label %330
    i32 978, label %331
    i32 981, label %332
    i32 984, label %333
    i32 987, label %334
    i32 990, label %335
    i32 993, label %336
    i32 996, label %337
    i32 999, label %338
    i32 1002, label %339
    i32 1005, label %340
    i32 1008, label %341
    i32 1011, label %342
    i32 1014, label %343
    i32 1017, label %344
    i32 1020, label %345
    i32 1023, label %346
    i32 1026, label %347
    i32 1029, label %348
    i32 1032, label %349
    i32 1035, label %350
    i32 1038, label %351
    i32 1041, label %352
    i32 1044, label %353
    i32 1047, label %354
    i32 1050, label %355
    i32 1053, label %356
    i32 1056, label %357
    i32 1059, label %358
    i32 1062, label %359
    i32 1065, label %360
    i32 1068, label %361
    i32 1071, label %362
    i32 1074, label %363
    i32 1077, label %364
    i32 1080, label %365
    i32 1083, label %366
    i32 1086, label %367
    i32 1089, label %368
    i32 1092, label %369
    i32 1095, label %370
    i32 1098, label %371
    i32 1101, label %372
    i32 1104, label %373
    i32 1107, label %374
    i32 1110, label %375
    i32 1113, label %376
    i32 1116, label %377
    i32 1119, label %378
    i32 1122, label %379
    i32 1125, label %380
    i32 1128, label %381
    i32 1131, label %382
    i32 1134, label %383
    i32 1137, label %384
    i32 1140, label %385
    i32 1143, label %386
    i32 1146, label %387
    i32 1149, label %388
    i32 1152, label %389
    i32 1155, label %390
    i32 1158, label %391
    i32 1161, label %392
    i32 1164, label %393
    i32 1167, label %394
    i32 1170, label %395
    i32 1173, label %396
    i32 1176, label %397
    i32 1179, label %398
    i32 1182, label %399
    i32 1185, label %400
    i32 1188, label %401
    i32 1191, label %402
    i32 1194, label %403
    i32 1197, label %404
    i32 1200, label %405
    i32 1203, label %406
    i32 1206, label %407
    i32 1209, label %408
    i32 1212, label %409
    i32 1215, label %410
    i32 1218, label %411
    i32 1221, label %412
    i32 1224, label %413
    i32 1227, label %414
    i32 1230, label %415
    i32 1233, label %416
    i32 1236, label %417
    i32 1239, label %418
    i32 1242, label %419
    i32 1245, label %420
    i32 1248, label %421
    i32 1251, label %422
    i32 1254, label %423
    i32 1257, label %424
    i32 1260, label %425
    i32 1263, label %426
    i32 1266, label %427
    i32 1269, label %428
    i32 1272, label %429
    i32 1275, label %430
    i32 1278, label %431
    i32 1281, label %432
    i32 1284, label %433
    i32 1287, label %434
    i32 1290, label %435
    i32 1293, label %436
    i32 1296, label %437
    i32 1299, label %438
    i32 1302, label %439
    i32 1305, label %440
    i32 1308, label %441
    i32 1311, label %442
    i32 1314, label %443
    i32 1317, label %444
    i32 1320, label %445
    i32 1323, label %446
    i32 1326, label %447
    i32 1329, label %448
    i32 1332, label %449
    i32 1335, label %450
    i32 1338, label %451
    i32 1341, label %452
    i32 1344, label %453
    i32 1347, label %454
    i32 1350, label %455
    i32 1353, label %456
    i32 1356, label %457
    i32 1359, label %458
    i32 1362, label %459
    i32 1365, label %460
    i32 1368, label %461
    i32 1371, label %462
    i32 1374, label %463
    i32 1377, label %464
    i32 1380, label %465
    i32 1383, label %466
    i32 1386, label %467
    i32 1389, label %468
    i32 1392, label %469
    i32 1395, label %470
    i32 1398, label %471
    i32 1401, label %472
    i32 1404, label %473
    i32 1407, label %474
    i32 1410, label %475
    i32 1413, label %476
    i32 1416, label %477
    i32 1419, label %478
    i32 1422, label %479
    i32 1425, label %480
    i32 1428, label %481
    i32 1431, label %482
    i32 1434, label %483
    i32 1437, label %484
    i32 1440, label %485
    i32 1443, label %486
    i32 1446, label %487
    i32 1449, label %488
    i32 1452, label %489
    i32 1455, label %490
    i32 1458, label %491
    i32 1461, label %492
    i32 1464, label %493
    i32 1467, label %494
    i32 1470, label %495
    i32 1473, label %496
    i32 1476, label %497
    i32 1479, label %498
    i32 1482, label %499
    i32 1485, label %500
    i32 1488, label %501
    i32 1491, label %502
    i32 1494, label %503
    i32 1497, label %504
    i32 1500, label %505
    i32 1503, label %506
    i32 1506, label %507
    i32 1509, label %508
    i32 1512, label %509
    i32 1515, label %510
    i32 1518, label %511
    i32 1521, label %512
    i32 1524, label %513
    i32 1527, label %514
    i32 1530, label %515
    i32 1533, label %516
    i32 1536, label %517
    i32 1539, label %518
    i32 1542, label %519
    i32 1545, label %520
    i32 1548, label %521
    i32 1551, label %522
    i32 1554, label %523
    i32 1557, label %524
    i32 1560, label %525
    i32 1563, label %526
    i32 1566, label %527
    i32 1569, label %528
    i32 1572, label %529
    i32 1575, label %530
    i32 1578, label %531
    i32 1581, label %532
    i32 1584, label %533
    i32 1587, label %534
    i32 1590, label %535
    i32 1593, label %536
    i32 1596, label %537
    i32 1599, label %538
    i32 1602, label %539
    i32 1605, label %540
    i32 1608, label %541
    i32 1611, label %542
    i32 1614, label %543
    i32 1617, label %544
    i32 1620, label %545
    i32 1623, label %546
    i32 1626, label %547
    i32 1629, label %548
    i32 1632, label %549
    i32 1635, label %550
    i32 1638, label %551
    i32 1641, label %552
    i32 1644, label %553
    i32 1647, label %554
    i32 1650, label %555
    i32 1653, label %556
    i32 1656, label %557
    i32 1659, label %558
    i32 1662, label %559
    i32 1665, label %560
    i32 1668, label %561
    i32 1671, label %562
    i32 1674, label %563
    i32 1677, label %564
    i32 1680, label %565
    i32 1683, label %566
    i32 1686, label %567
    i32 1689, label %568
    i32 1692, label %569
    i32 1695, label %570
    i32 1698, label %571
    i32 1701, label %572
    i32 1704, label %573
    i32 1707, label %574
    i32 1710, label %575
    i32 1713, label %576
    i32 1716, label %577
    i32 1719, label %578
    i32 1722, label %579
    i32 1725, label %580
    i32 1728, label %581
    i32 1731, label %582
    i32 1734, label %583
    i32 1737, label %584
    i32 1740, label %585
    i32 1743, label %586
    i32 1746, label %587
    i32 1749, label %588
    i32 1752, label %589
    i32 1755, label %590
    i32 1758, label %591
    i32 1761, label %592
    i32 1764, label %593
    i32 1767, label %594
    i32 1770, label %595
    i32 1773, label %596
    i32 1776, label %597
    i32 1779, label %598
    i32 1782, label %599
    i32 1785, label %600
    i32 1788, label %601
    i32 1791, label %602
    i32 1794, label %603
    i32 1797, label %604
    i32 1800, label %605
    i32 1803, label %606
    i32 1806, label %607
    i32 1809, label %608
    i32 1812, label %609
    i32 1815, label %610
    i32 1818, label %611
    i32 1821, label %612
    i32 1824, label %613
    i32 1827, label %614
    i32 1830, label %615
    i32 1833, label %616
    i32 1836, label %617
    i32 1839, label %618
    i32 1842, label %619
    i32 1845, label %620
    i32 1848, label %621
    i32 1851, label %622
    i32 1854, label %623
    i32 1857, label %624
    i32 1860, label %625
    i32 1863, label %626
    i32 1866, label %627
    i32 1869, label %628
    i32 1872, label %629
    i32 1875, label %630
    i32 1878, label %631
    i32 1881, label %632
    i32 1884, label %633
    i32 1887, label %634
    i32 1890, label %635
    i32 1893, label %636
    i32 1896, label %637
    i32 1899, label %638
    i32 1902, label %639
    i32 1905, label %640
    i32 1908, label %641
    i32 1911, label %642
    i32 1914, label %643
    i32 1917, label %644
    i32 1920, label %645
    i32 1923, label %646
    i32 1926, label %647
    i32 1929, label %648
    i32 1932, label %649
    i32 1935, label %650
    i32 1938, label %651
    i32 1941, label %652
    i32 1944, label %653
    i32 1947, label %654
    i32 1950, label %655
    i32 1953, label %656
    i32 1956, label %657
    i32 1959, label %658
    i32 1962, label %659
    i32 1965, label %660
    i32 1968, label %661
    i32 1971, label %662
    i32 1974, label %663
    i32 1977, label %664
    i32 1980, label %665
    i32 1983, label %666
    i32 1986, label %667
    i32 1989, label %668
    i32 1992, label %669
    i32 1995, label %670
    i32 1998, label %671
    i32 2001, label %672
    i32 2004, label %673
    i32 2007, label %674
    i32 2010, label %675
    i32 2013, label %676
    i32 2016, label %677
    i32 2019, label %678
    i32 2022, label %679
    i32 2025, label %680
    i32 2028, label %681
    i32 2031, label %682
    i32 2034, label %683
    i32 2037, label %684
    i32 2040, label %685
    i32 2043, label %686
    i32 2046, label %687
    i32 2049, label %688
    i32 2052, label %689
    i32 2055, label %690
    i32 2058, label %691
    i32 2061, label %692
    i32 2064, label %693
    i32 2067, label %694
    i32 2070, label %695
    i32 2073, label %696
    i32 2076, label %697
    i32 2079, label %698
    i32 2082, label %699
    i32 2085, label %700
    i32 2088, label %701
    i32 2091, label %702
    i32 2094, label %703
    i32 2097, label %704
    i32 2100, label %705
    i32 2103, label %706
    i32 2106, label %707
    i32 2109, label %708
    i32 2112, label %709
    i32 2115, label %710
    i32 2118, label %711
    i32 2121, label %712
    i32 2124, label %713
    i32 2127, label %714
    i32 2130, label %715
    i32 2133, label %716
    i32 2136, label %717
    i32 2139, label %718
    i32 2142, label %719
    i32 2145, label %720
    i32 2148, label %721
    i32 2151, label %722
    i32 2154, label %723
    i32 2157, label %724
    i32 2160, label %725
    i32 2163, label %726
    i32 2166, label %727
    i32 2169, label %728
    i32 2172, label %729
    i32 2175, label %730
    i32 2178, label %731
    i32 2181, label %732
    i32 2184, label %733
    i32 2187, label %734
    i32 2190, label %735
    i32 2193, label %736
    i32 2196, label %737
    i32 2199, label %738
    i32 2202, label %739
    i32 2205, label %740
    i32 2208, label %741
    i32 2211, label %742
    i32 2214, label %743
    i32 2217, label %744
    i32 2220, label %745
    i32 2223, label %746
    i32 2226, label %747
    i32 2229, label %748
    i32 2232, label %749
    i32 2235, label %750
    i32 2238, label %751
    i32 2241, label %752
    i32 2244, label %753
    i32 2247, label %754
    i32 2250, label %755
    i32 2253, label %756
    i32 2256, label %757
    i32 2259, label %758
    i32 2262, label %759
    i32 2265, label %760
    i32 2268, label %761
    i32 2271, label %762
    i32 2274, label %763
    i32 2277, label %764
    i32 2280, label %765
    i32 2283, label %766
    i32 2286, label %767
    i32 2289, label %768
    i32 2292, label %769
    i32 2295, label %770
    i32 2298, label %771
    i32 2301, label %772
    i32 2304, label %773
    i32 2307, label %774
    i32 2310, label %775
    i32 2313, label %776
    i32 2316, label %777
    i32 2319, label %778
    i32 2322, label %779
    i32 2325, label %780
    i32 2328, label %781
    i32 2331, label %782
    i32 2334, label %783
    i32 2337, label %784
    i32 2340, label %785
    i32 2343, label %786
    i32 2346, label %787
    i32 2349, label %788
    i32 2352, label %789
    i32 2355, label %790
    i32 2358, label %791
    i32 2361, label %792
    i32 2364, label %793
    i32 2367, label %794
    i32 2370, label %795
    i32 2373, label %796
    i32 2376, label %797
    i32 2379, label %798
    i32 2382, label %799
    i32 2385, label %800
    i32 2388, label %801
    i32 2391, label %802
    i32 2394, label %803
    i32 2397, label %804
    i32 2400, label %805
    i32 2403, label %806
    i32 2406, label %807
    i32 2409, label %808
    i32 2412, label %809
    i32 2415, label %810
    i32 2418, label %811
    i32 2421, label %812
    i32 2424, label %813
    i32 2427, label %814
    i32 2430, label %815
    i32 2433, label %816
    i32 2436, label %817
    i32 2439, label %818
    i32 2442, label %819
    i32 2445, label %820
    i32 2448, label %821
    i32 2451, label %822
    i32 2454, label %823
    i32 2457, label %824
    i32 2460, label %825
    i32 2463, label %826
    i32 2466, label %827
    i32 2469, label %828
    i32 2472, label %829
    i32 2475, label %830
    i32 2478, label %831
    i32 2481, label %832
    i32 2484, label %833
    i32 2487, label %834
    i32 2490, label %835
    i32 2493, label %836
    i32 2496, label %837
    i32 2499, label %838
    i32 2502, label %839
    i32 2505, label %840
    i32 2508, label %841
    i32 2511, label %842
    i32 2514, label %843
    i32 2517, label %844
    i32 2520, label %845
    i32 2523, label %846
    i32 2526, label %847
    i32 2529, label %848
    i32 2532, label %849
    i32 2535, label %850
    i32 2538, label %851
    i32 2541, label %852
    i32 2544, label %853
    i32 2547, label %854
    i32 2550, label %855
    i32 2553, label %856
    i32 2556, label %857
    i32 2559, label %858
    i32 2562, label %859
    i32 2565, label %860
    i32 2568, label %861
    i32 2571, label %862
    i32 2574, label %863
    i32 2577, label %864
    i32 2580, label %865
    i32 2583, label %866
    i32 2586, label %867
    i32 2589, label %868
    i32 2592, label %869
    i32 2595, label %870
    i32 2598, label %871
    i32 2601, label %872
    i32 2604, label %873
    i32 2607, label %874
    i32 2610, label %875
    i32 2613, label %876
    i32 2616, label %877
    i32 2619, label %878
    i32 2622, label %879
    i32 2625, label %880
    i32 2628, label %881
    i32 2631, label %882
    i32 2634, label %883
    i32 2637, label %884
    i32 2640, label %885
    i32 2643, label %886
    i32 2646, label %887
    i32 2649, label %888
    i32 2652, label %889
    i32 2655, label %890
    i32 2658, label %891
    i32 2661, label %892
    i32 2664, label %893
    i32 2667, label %894
    i32 2670, label %895
    i32 2673, label %896
    i32 2676, label %897
    i32 2679, label %898
    i32 2682, label %899
    i32 2685, label %900
    i32 2688, label %901
    i32 2691, label %902
    i32 2694, label %903
    i32 2697, label %904
    i32 2700, label %905
    i32 2703, label %906
    i32 2706, label %907
    i32 2709, label %908
    i32 2712, label %909
    i32 2715, label %910
    i32 2718, label %911
    i32 2721, label %912
    i32 2724, label %913
    i32 2727, label %914
    i32 2730, label %915
    i32 2733, label %916
    i32 2736, label %917
    i32 2739, label %918
    i32 2742, label %919
    i32 2745, label %920
    i32 2748, label %921
    i32 2751, label %922
    i32 2754, label %923
    i32 2757, label %924
    i32 2760, label %925
    i32 2763, label %926
    i32 2766, label %927
    i32 2769, label %928
    i32 2772, label %929
    i32 2775, label %930
    i32 2778, label %931
    i32 2781, label %932
    i32 2784, label %933
    i32 2787, label %934
    i32 2790, label %935
    i32 2793, label %936
    i32 2796, label %937
    i32 2799, label %938
    i32 2802, label %939
    i32 2805, label %940
    i32 2808, label %941
    i32 2811, label %942
    i32 2814, label %943
    i32 2817, label %944
    i32 2820, label %945
    i32 2823, label %946
    i32 2826, label %947
    i32 2829, label %948
    i32 2832, label %949
    i32 2835, label %950
    i32 2838, label %951
    i32 2841, label %952
    i32 2844, label %953
    i32 2847, label %954
    i32 2850, label %955
    i32 2853, label %956
    i32 2856, label %957
    i32 2859, label %958
    i32 2862, label %959
    i32 2865, label %960
    i32 2868, label %961
    i32 2871, label %962
    i32 2874, label %963
    i32 2877, label %964
    i32 2880, label %965
    i32 2883, label %966
    i32 2886, label %967
    i32 2889, label %968
    i32 2892, label %969
    i32 2895, label %970
    i32 2898, label %971
    i32 2901, label %972
    i32 2904, label %973
    i32 2907, label %974
    i32 2910, label %975
    i32 2913, label %976
    i32 2916, label %977
    i32 2919, label %978
    i32 2922, label %979
    i32 2925, label %980
    i32 2928, label %981
    i32 2931, label %982
    i32 2934, label %983
    i32 2937, label %984
    i32 2940, label %985
    i32 2943, label %986
    i32 2946, label %987
    i32 2949, label %988
    i32 2952, label %989
    i32 2955, label %990
    i32 2958, label %991
    i32 2961, label %992
    i32 2964, label %993
    i32 2967, label %994
    i32 2970, label %995
    i32 2973, label %996
    i32 2976, label %997
    i32 2979, label %998
    i32 2982, label %999
    i32 2985, label %1000
    i32 2988, label %1001
    i32 2991, label %1002
    i32 2994, label %1003
    i32 2997, label %1004
  ]

5:                                                ; preds = %1
  store i32 0, ptr %2, align 4
  br label %1006

6:                                                ; preds = %1
  store i32 919, ptr %2, align 4
  br label %1006

7:                                                ; preds = %1
  store i32 838, ptr %2, align 4
  br label %1006

8:                                                ; preds = %1
  store i32 757, ptr %2, align 4
  br label %1006

9:                                                ; preds = %1
  store i32 676, ptr %2, align 4
  br label %1006

10:                                               ; preds = %1
  store i32 595, ptr %2, align 4
  br label %1006

11:                                               ; preds = %1
  store i32 514, ptr %2, align 4
  br label %1006

12:                                               ; preds = %1
  store i32 433, ptr %2, align 4
  br label %1006

13:                                               ; preds = %1
  store i32 352, ptr %2, align 4
  br label %1006

14:                                               ; preds = %1
  store i32 271, ptr %2, align 4
  br label %1006

15:                                               ; preds = %1
  store i32 190, ptr %2, align 4
  br label %1006

16:                                               ; preds = %1
  store i32 109, ptr %2, align 4
  br label %1006

17:                                               ; preds = %1
  store i32 28, ptr %2, align 4
  br label %1006

18:                                               ; preds = %1
  store i32 947, ptr %2, align 4
  br label %1006

19:                                               ; preds = %1
  store i32 866, ptr %2, align 4
  br label %1006

20:                                               ; preds = %1
  store i32 785, ptr %2, align 4
  br label %1006

21:                                               ; preds = %1
  store i32 704, ptr %2, align 4
  br label %1006

22:                                               ; preds = %1
  store i32 623, ptr %2, align 4
  br label %1006

23:                                               ; preds = %1
  store i32 542, ptr %2, align 4
  br label %1006

24:                                               ; preds = %1
  store i32 461, ptr %2, align 4
  br label %1006

25:                                               ; preds = %1
  store i32 380, ptr %2, align 4
  br label %1006

26:                                               ; preds = %1
  store i32 299, ptr %2, align 4
  br label %1006

27:                                               ; preds = %1
  store i32 218, ptr %2, align 4
  br label %1006

28:                                               ; preds = %1
  store i32 137, ptr %2, align 4
  br label %1006

29:                                               ; preds = %1
  store i32 56, ptr %2, align 4
  br label %1006

30:                                               ; preds = %1
  store i32 975, ptr %2, align 4
  br label %1006

31:                                               ; preds = %1
  store i32 894, ptr %2, align 4
  br label %1006

32:                                               ; preds = %1
  store i32 813, ptr %2, align 4
  br label %1006

33:                                               ; preds = %1
  store i32 732, ptr %2, align 4
  br label %1006

34:                                               ; preds = %1
  store i32 651, ptr %2, align 4
  br label %1006

35:                                               ; preds = %1
  store i32 570, ptr %2, align 4
  br label %1006

36:                                               ; preds = %1
  store i32 489, ptr %2, align 4
  br label %1006

37:                                               ; preds = %1
  store i32 408, ptr %2, align 4
  br label %1006

38:                                               ; preds = %1
  store i32 327, ptr %2, align 4
  br label %1006

39:                                               ; preds = %1
  store i32 246, ptr %2, align 4
  br label %1006

40:                                               ; preds = %1
  store i32 165, ptr %2, align 4
  br label %1006

41:                                               ; preds = %1
  store i32 84, ptr %2, align 4
  br label %1006

42:                                               ; preds = %1
  store i32 3, ptr %2, align 4
  br label %1006

43:                                               ; preds = %1
  store i32 922, ptr %2, align 4
  br label %1006

44:                                               ; preds = %1
  store i32 841, ptr %2, align 4
  br label %1006

45:                                               ; preds = %1
  store i32 760, ptr %2, align 4
  br label %1006

46:                                               ; preds = %1
  store i32 679, ptr %2, align 4
  br label %1006

47:                                               ; preds = %1
  store i32 598, ptr %2, align 4
  br label %1006

48:                                               ; preds = %1
  store i32 517, ptr %2, align 4
  br label %1006

49:                                               ; preds = %1
  store i32 436, ptr %2, align 4
  br label %1006

50:                                               ; preds = %1
  store i32 355, ptr %2, align 4
  br label %1006

51:                                               ; preds = %1
  store i32 274, ptr %2, align 4
  br label %1006

52:                                               ; preds = %1
  store i32 193, ptr %2, align 4
  br label %1006

53:                                               ; preds = %1
  store i32 112, ptr %2, align 4
  br label %1006

54:                                               ; preds = %1
  store i32 31, ptr %2, align 4
  br label %1006

55:                                               ; preds = %1
  store i32 950, ptr %2, align 4
  br label %1006

56:                                               ; preds = %1
  store i32 869, ptr %2, align 4
  br label %1006

57:                                               ; preds = %1
  store i32 788, ptr %2, align 4
  br label %1006

58:                                               ; preds = %1
  store i32 707, ptr %2, align 4
  br label %1006

59:                                               ; preds = %1
  store i32 626, ptr %2, align 4
  br label %1006

60:                                               ; preds = %1
  store i32 545, ptr %2, align 4
  br label %1006

61:                                               ; preds = %1
  store i32 464, ptr %2, align 4
  br label %1006

62:                                               ; preds = %1
  store i32 383, ptr %2, align 4
  br label %1006

63:                                               ; preds = %1
  store i32 302, ptr %2, align 4
  br label %1006

64:                                               ; preds = %1
  store i32 221, ptr %2, align 4
  br label %1006

65:                                               ; preds = %1
  store i32 140, ptr %2, align 4
  br label %1006

66:                                               ; preds = %1
  store i32 59, ptr %2, align 4
  br label %1006

67:                                               ; preds = %1
  store i32 978, ptr %2, align 4
  br label %1006

68:                                               ; preds = %1
  store i32 897, ptr %2, align 4
  br label %1006

69:                                               ; preds = %1
  store i32 816, ptr %2, align 4
  br label %1006

70:                                               ; preds = %1
  store i32 735, ptr %2, align 4
  br label %1006

71:                                               ; preds = %1
  store i32 654, ptr %2, align 4
  br label %1006

72:                                               ; preds = %1
  store i32 573, ptr %2, align 4
  br label %1006

73:                                               ; preds = %1
  store i32 492, ptr %2, align 4
  br label %1006

74:                                               ; preds = %1
  store i32 411, ptr %2, align 4
  br label %1006

75:                                               ; preds = %1
  store i32 330, ptr %2, align 4
  br label %1006

76:                                               ; preds = %1
  store i32 249, ptr %2, align 4
  br label %1006

77:                                               ; preds = %1
  store i32 168, ptr %2, align 4
  br label %1006

78:                                               ; preds = %1
  store i32 87, ptr %2, align 4
  br label %1006

79:                                               ; preds = %1
  store i32 6, ptr %2, align 4
  br label %1006

80:                                               ; preds = %1
  store i32 925, ptr %2, align 4
  br label %1006

81:                                               ; preds = %1
  store i32 844, ptr %2, align 4
  br label %1006

82:                                               ; preds = %1
  store i32 763, ptr %2, align 4
  br label %1006

83:                                               ; preds = %1
  store i32 682, ptr %2, align 4
  br label %1006

84:                                               ; preds = %1
  store i32 601, ptr %2, align 4
  br label %1006

85:                                               ; preds = %1
  store i32 520, ptr %2, align 4
  br label %1006

86:                                               ; preds = %1
  store i32 439, ptr %2, align 4
  br label %1006

87:                                               ; preds = %1
  store i32 358, ptr %2, align 4
  br label %1006

88:                                               ; preds = %1
  store i32 277, ptr %2, align 4
  br label %1006

89:                                               ; preds = %1
  store i32 196, ptr %2, align 4
  br label %1006

90:                                               ; preds = %1
  store i32 115, ptr %2, align 4
  br label %1006

91:                                               ; preds = %1
  store i32 34, ptr %2, align 4
  br label %1006

92:                                               ; preds = %1
  store i32 953, ptr %2, align 4
  br label %1006

93:                                               ; preds = %1
  store i32 872, ptr %2, align 4
  br label %1006

94:                                               ; preds = %1
  store i32 791, ptr %2, align 4
  br label %1006

95:                                               ; preds = %1
  store i32 710, ptr %2, align 4
  br label %1006

96:                                               ; preds = %1
  store i32 629, ptr %2, align 4
  br label %1006

97:                                               ; preds = %1
  store i32 548, ptr %2, align 4
  br label %1006

98:                                               ; preds = %1
  store i32 467, ptr %2, align 4
  br label %1006

99:                                               ; preds = %1
  store i32 386, ptr %2, align 4
  br label %1006

100:                                              ; preds = %1
  store i32 305, ptr %2, align 4
  br label %1006

101:                                              ; preds = %1
  store i32 224, ptr %2, align 4
  br label %1006

102:                                              ; preds = %1
  store i32 143, ptr %2, align 4
  br label %1006

103:                                              ; preds = %1
  store i32 62, ptr %2, align 4
  br label %1006

104:                                              ; preds = %1
  store i32 981, ptr %2, align 4
  br label %1006

105:                                              ; preds = %1
  store i32 900, ptr %2, align 4
  br label %1006

106:                                              ; preds = %1
  store i32 819, ptr %2, align 4
  br label %1006

107:                                              ; preds = %1
  store i32 738, ptr %2, align 4
  br label %1006

108:                                              ; preds = %1
  store i32 657, ptr %2, align 4
  br label %1006

109:                                              ; preds = %1
  store i32 576, ptr %2, align 4
  br label %1006

110:                                              ; preds = %1
  store i32 495, ptr %2, align 4
  br label %1006

111:                                              ; preds = %1
  store i32 414, ptr %2, align 4
  br label %1006

112:                                              ; preds = %1
  store i32 333, ptr %2, align 4
  br label %1006

113:                                              ; preds = %1
  store i32 252, ptr %2, align 4
  br label %1006

114:                                              ; preds = %1
  store i32 171, ptr %2, align 4
  br label %1006

115:                                              ; preds = %1
  store i32 90, ptr %2, align 4
  br label %1006

116:                                              ; preds = %1
  store i32 9, ptr %2, align 4
  br label %1006

117:                                              ; preds = %1
  store i32 928, ptr %2, align 4
  br label %1006

118:                                              ; preds = %1
  store i32 847, ptr %2, align 4
  br label %1006

119:                                              ; preds = %1
  store i32 766, ptr %2, align 4
  br label %1006

120:                                              ; preds = %1
  store i32 685, ptr %2, align 4
  br label %1006

121:                                              ; preds = %1
  store i32 604, ptr %2, align 4
  br label %1006

122:                                              ; preds = %1
  store i32 523, ptr %2, align 4
  br label %1006

123:                                              ; preds = %1
  store i32 442, ptr %2, align 4
  br label %1006

124:                                              ; preds = %1
  store i32 361, ptr %2, align 4
  br label %1006

125:                                              ; preds = %1
  store i32 280, ptr %2, align 4
  br label %1006

126:                                              ; preds = %1
  store i32 199, ptr %2, align 4
  br label %1006

127:                                              ; preds = %1
  store i32 118, ptr %2, align 4
  br label %1006

128:                                              ; preds = %1
  store i32 37, ptr %2, align 4
  br label %1006

129:                                              ; preds = %1
  store i32 956, ptr %2, align 4
  br label %1006

130:                                              ; preds = %1
  store i32 875, ptr %2, align 4
  br label %1006

131:                                              ; preds = %1
  store i32 794, ptr %2, align 4
  br label %1006

132:                                              ; preds = %1
  store i32 713, ptr %2, align 4
  br label %1006

133:                                              ; preds = %1
  store i32 632, ptr %2, align 4
  br label %1006

134:                                              ; preds = %1
  store i32 551, ptr %2, align 4
  br label %1006

135:                                              ; preds = %1
  store i32 470, ptr %2, align 4
  br label %1006

136:                                              ; preds = %1
  store i32 389, ptr %2, align 4
  br label %1006

137:                                              ; preds = %1
  store i32 308, ptr %2, align 4
  br label %1006

138:                                              ; preds = %1
  store i32 227, ptr %2, align 4
  br label %1006

139:                                              ; preds = %1
  store i32 146, ptr %2, align 4
  br label %1006

140:                                              ; preds = %1
  store i32 65, ptr %2, align 4
  br label %1006

141:                                              ; preds = %1
  store i32 984, ptr %2, align 4
  br label %1006

142:                                              ; preds = %1
  store i32 903, ptr %2, align 4
  br label %1006

143:                                              ; preds = %1
  store i32 822, ptr %2, align 4
  br label %1006

144:                                              ; preds = %1
  store i32 741, ptr %2, align 4
  br label %1006

145:                                              ; preds = %1
  store i32 660, ptr %2, align 4
  br label %1006

146:                                              ; preds = %1
  store i32 579, ptr %2, align 4
  br label %1006

147:                                              ; preds = %1
  store i32 498, ptr %2, align 4
  br label %1006

148:                                              ; preds = %1
  store i32 417, ptr %2, align 4
  br label %1006

149:                                              ; preds = %1
  store i32 336, ptr %2, align 4
  br label %1006

150:                                              ; preds = %1
  store i32 255, ptr %2, align 4
  br label %1006

151:                                              ; preds = %1
  store i32 174, ptr %2, align 4
  br label %1006

152:                                              ; preds = %1
  store i32 93, ptr %2, align 4
  br label %1006

153:                                              ; preds = %1
  store i32 12, ptr %2, align 4
  br label %1006

154:                                              ; preds = %1
  store i32 931, ptr %2, align 4
  br label %1006

155:                                              ; preds = %1
  store i32 850, ptr %2, align 4
  br label %1006

156:                                              ; preds = %1
  store i32 769, ptr %2, align 4
  br label %1006

157:                                              ; preds = %1
  store i32 688, ptr %2, align 4
  br label %1006

158:                                              ; preds = %1
  store i32 607, ptr %2, align 4
  br label %1006

159:                                              ; preds = %1
  store i32 526, ptr %2, align 4
  br label %1006

160:                                              ; preds = %1
  store i32 445, ptr %2, align 4
  br label %1006

161:                                              ; preds = %1
  store i32 364, ptr %2, align 4
  br label %1006

162:                                              ; preds = %1
  store i32 283, ptr %2, align 4
  br label %1006

163:                                              ; preds = %1
  store i32 202, ptr %2, align 4
  br label %1006

164:                                              ; preds = %1
  store i32 121, ptr %2, align 4
  br label %1006

165:                                              ; preds = %1
  store i32 40, ptr %2, align 4
  br label %1006

166:                                              ; preds = %1
  store i32 959, ptr %2, align 4
  br label %1006

167:                                              ; preds = %1
  store i32 878, ptr %2, align 4
  br label %1006

168:                                              ; preds = %1
  store i32 797, ptr %2, align 4
  br label %1006

169:                                              ; preds = %1
  store i32 716, ptr %2, align 4
  br label %1006

170:                                              ; preds = %1
  store i32 635, ptr %2, align 4
  br label %1006

171:                                              ; preds = %1
  store i32 554, ptr %2, align 4
  br label %1006

172:                                              ; preds = %1
  store i32 473, ptr %2, align 4
  br label %1006

173:                                              ; preds = %1
  store i32 392, ptr %2, align 4
  br label %1006

174:                                              ; preds = %1
  store i32 311, ptr %2, align 4
  br label %1006

175:                                              ; preds = %1
  store i32 230, ptr %2, align 4
  br label %1006

176:                                              ; preds = %1
  store i32 149, ptr %2, align 4
  br label %1006

177:                                              ; preds = %1
  store i32 68, ptr %2, align 4
  br label %1006

178:                                              ; preds = %1
  store i32 987, ptr %2, align 4
  br label %1006

179:                                              ; preds = %1
  store i32 906, ptr %2, align 4
  br label %1006

180:                                              ; preds = %1
  store i32 825, ptr %2, align 4
  br label %1006

181:                                              ; preds = %1
  store i32 744, ptr %2, align 4
  br label %1006

182:                                              ; preds = %1
  store i32 663, ptr %2, align 4
  br label %1006

183:                                              ; preds = %1
  store i32 582, ptr %2, align 4
  br label %1006

184:                                              ; preds = %1
  store i32 501, ptr %2, align 4
  br label %1006

185:                                              ; preds = %1
  store i32 420, ptr %2, align 4
  br label %1006

186:                                              ; preds = %1
  store i32 339, ptr %2, align 4
  br label %1006

187:                                              ; preds = %1
  store i32 258, ptr %2, align 4
  br label %1006

188:                                              ; preds = %1
  store i32 177, ptr %2, align 4
  br label %1006

189:                                              ; preds = %1
  store i32 96, ptr %2, align 4
  br label %1006

190:                                              ; preds = %1
  store i32 15, ptr %2, align 4
  br label %1006

191:                                              ; preds = %1
  store i32 934, ptr %2, align 4
  br label %1006

192:                                              ; preds = %1
  store i32 853, ptr %2, align 4
  br label %1006

193:                                              ; preds = %1
  store i32 772, ptr %2, align 4
  br label %1006

194:                                              ; preds = %1
  store i32 691, ptr %2, align 4
  br label %1006

195:                                              ; preds = %1
  store i32 610, ptr %2, align 4
  br label %1006

196:                                              ; preds = %1
  store i32 529, ptr %2, align 4
  br label %1006

197:                                              ; preds = %1
  store i32 448, ptr %2, align 4
  br label %1006

198:                                              ; preds = %1
  store i32 367, ptr %2, align 4
  br label %1006

199:                                              ; preds = %1
  store i32 286, ptr %2, align 4
  br label %1006

200:                                              ; preds = %1
  store i32 205, ptr %2, align 4
  br label %1006

201:                                              ; preds = %1
  store i32 124, ptr %2, align 4
  br label %1006

202:                                              ; preds = %1
  store i32 43, ptr %2, align 4
  br label %1006

203:                                              ; preds = %1
  store i32 962, ptr %2, align 4
  br label %1006

204:                                              ; preds = %1
  store i32 881, ptr %2, align 4
  br label %1006

205:                                              ; preds = %1
  store i32 800, ptr %2, align 4
  br label %1006

206:                                              ; preds = %1
  store i32 719, ptr %2, align 4
  br label %1006

207:                                              ; preds = %1
  store i32 638, ptr %2, align 4
  br label %1006

208:                                              ; preds = %1
  store i32 557, ptr %2, align 4
  br label %1006

209:                                              ; preds = %1
  store i32 476, ptr %2, align 4
  br label %1006

210:                                              ; preds = %1
  store i32 395, ptr %2, align 4
  br label %1006

211:                                              ; preds = %1
  store i32 314, ptr %2, align 4
  br label %1006

212:                                              ; preds = %1
  store i32 233, ptr %2, align 4
  br label %1006

213:                                              ; preds = %1
  store i32 152, ptr %2, align 4
  br label %1006

214:                                              ; preds = %1
  store i32 71, ptr %2, align 4
  br label %1006

215:                                              ; preds = %1
  store i32 990, ptr %2, align 4
  br label %1006

216:                                              ; preds = %1
  store i32 909, ptr %2, align 4
  br label %1006

217:                                              ; preds = %1
  store i32 828, ptr %2, align 4
  br label %1006

218:                                              ; preds = %1
  store i32 747, ptr %2, align 4
  br label %1006

219:                                              ; preds = %1
  store i32 666, ptr %2, align 4
  br label %1006

220:                                              ; preds = %1
  store i32 585, ptr %2, align 4
  br label %1006

221:                                              ; preds = %1
  store i32 504, ptr %2, align 4
  br label %1006

222:                                              ; preds = %1
  store i32 423, ptr %2, align 4
  br label %1006

223:                                              ; preds = %1
  store i32 342, ptr %2, align 4
  br label %1006

224:                                              ; preds = %1
  store i32 261, ptr %2, align 4
  br label %1006

225:                                              ; preds = %1
  store i32 180, ptr %2, align 4
  br label %1006

226:                                              ; preds = %1
  store i32 99, ptr %2, align 4
  br label %1006

227:                                              ; preds = %1
  store i32 18, ptr %2, align 4
  br label %1006

228:                                              ; preds = %1
  store i32 937, ptr %2, align 4
  br label %1006

229:                                              ; preds = %1
  store i32 856, ptr %2, align 4
  br label %1006

230:                                              ; preds = %1
  store i32 775, ptr %2, align 4
  br label %1006

231:                                              ; preds = %1
  store i32 694, ptr %2, align 4
  br label %1006

232:                                              ; preds = %1
  store i32 613, ptr %2, align 4
  br label %1006

233:                                              ; preds = %1
  store i32 532, ptr %2, align 4
  br label %1006

234:                                              ; preds = %1
  store i32 451, ptr %2, align 4
  br label %1006

235:                                              ; preds = %1
  store i32 370, ptr %2, align 4
  br label %1006

236:                                              ; preds = %1
  store i32 289, ptr %2, align 4
  br label %1006

237:                                              ; preds = %1
  store i32 208, ptr %2, align 4
  br label %1006

238:                                              ; preds = %1
  store i32 127, ptr %2, align 4
  br label %1006

239:                                              ; preds = %1
  store i32 46, ptr %2, align 4
  br label %1006

240:                                              ; preds = %1
  store i32 965, ptr %2, align 4
  br label %1006

241:                                              ; preds = %1
  store i32 884, ptr %2, align 4
  br label %1006

242:                                              ; preds = %1
  store i32 803, ptr %2, align 4
  br label %1006

243:                                              ; preds = %1
  store i32 722, ptr %2, align 4
  br label %1006

244:                                              ; preds = %1
  store i32 641, ptr %2, align 4
  br label %1006

245:                                              ; preds = %1
  store i32 560, ptr %2, align 4
  br label %1006

246:                                              ; preds = %1
  store i32 479, ptr %2, align 4
  br label %1006

247:                                              ; preds = %1
  store i32 398, ptr %2, align 4
  br label %1006

248:                                              ; preds = %1
  store i32 317, ptr %2, align 4
  br label %1006

249:                                              ; preds = %1
  store i32 236, ptr %2, align 4
  br label %1006

250:                                              ; preds = %1
  store i32 155, ptr %2, align 4
  br label %1006

251:                                              ; preds = %1
  store i32 74, ptr %2, align 4
  br label %1006

252:                                              ; preds = %1
  store i32 993, ptr %2, align 4
  br label %1006

253:                                              ; preds = %1
  store i32 912, ptr %2, align 4
  br label %1006

254:                                              ; preds = %1
  store i32 831, ptr %2, align 4
  br label %1006

255:                                              ; preds = %1
  store i32 750, ptr %2, align 4
  br label %1006

256:                                              ; preds = %1
  store i32 669, ptr %2, align 4
  br label %1006

257:                                              ; preds = %1
  store i32 588, ptr %2, align 4
  br label %1006

258:                                              ; preds = %1
  store i32 507, ptr %2, align 4
  br label %1006

259:                                              ; preds = %1
  store i32 426, ptr %2, align 4
  br label %1006

260:                                              ; preds = %1
  store i32 345, ptr %2, align 4
  br label %1006

261:                                              ; preds = %1
  store i32 264, ptr %2, align 4
  br label %1006

262:                                              ; preds = %1
  store i32 183, ptr %2, align 4
  br label %1006

263:                                              ; preds = %1
  store i32 102, ptr %2, align 4
  br label %1006

264:                                              ; preds = %1
  store i32 21, ptr %2, align 4
  br label %1006

265:                                              ; preds = %1
  store i32 940, ptr %2, align 4
  br label %1006

266:                                              ; preds = %1
  store i32 859, ptr %2, align 4
  br label %1006

267:                                              ; preds = %1
  store i32 778, ptr %2, align 4
  br label %1006

268:                                              ; preds = %1
  store i32 697, ptr %2, align 4
  br label %1006

269:                                              ; preds = %1
  store i32 616, ptr %2, align 4
  br label %1006

270:                                              ; preds = %1
  store i32 535, ptr %2, align 4
  br label %1006

271:                                              ; preds = %1
  store i32 454, ptr %2, align 4
  br label %1006

272:                                              ; preds = %1
  store i32 373, ptr %2, align 4
  br label %1006

273:                                              ; preds = %1
  store i32 292, ptr %2, align 4
  br label %1006

274:                                              ; preds = %1
  store i32 211, ptr %2, align 4
  br label %1006

275:                                              ; preds = %1
  store i32 130, ptr %2, align 4
  br label %1006

276:                                              ; preds = %1
  store i32 49, ptr %2, align 4
  br label %1006

277:                                              ; preds = %1
  store i32 968, ptr %2, align 4
  br label %1006

278:                                              ; preds = %1
  store i32 887, ptr %2, align 4
  br label %1006

279:                                              ; preds = %1
  store i32 806, ptr %2, align 4
  br label %1006

280:                                              ; preds = %1
  store i32 725, ptr %2, align 4
  br label %1006

281:                                              ; preds = %1
  store i32 644, ptr %2, align 4
  br label %1006

282:                                              ; preds = %1
  store i32 563, ptr %2, align 4
  br label %1006

283:                                              ; preds = %1
  store i32 482, ptr %2, align 4
  br label %1006

284:                                              ; preds = %1
  store i32 401, ptr %2, align 4
  br label %1006

285:                                              ; preds = %1
  store i32 320, ptr %2, align 4
  br label %1006

286:                                              ; preds = %1
  store i32 239, ptr %2, align 4
  br label %1006

287:                                              ; preds = %1
  store i32 158, ptr %2, align 4
  br label %1006

288:                                              ; preds = %1
  store i32 77, ptr %2, align 4
  br label %1006

289:                                              ; preds = %1
  store i32 996, ptr %2, align 4
  br label %1006

290:                                              ; preds = %1
  store i32 915, ptr %2, align 4
  br label %1006

291:                                              ; preds = %1
  store i32 834, ptr %2, align 4
  br label %1006

292:                                              ; preds = %1
  store i32 753, ptr %2, align 4
  br label %1006

293:                                              ; preds = %1
  store i32 672, ptr %2, align 4
  br label %1006

294:                                              ; preds = %1
  store i32 591, ptr %2, align 4
  br label %1006

295:                                              ; preds = %1
  store i32 510, ptr %2, align 4
  br label %1006

296:                                              ; preds = %1
  store i32 429, ptr %2, align 4
  br label %1006

297:                                              ; preds = %1
  store i32 348, ptr %2, align 4
  br label %1006

298:                                              ; preds = %1
  store i32 267, ptr %2, align 4
  br label %1006

299:                                              ; preds = %1
  store i32 186, ptr %2, align 4
  br label %1006

300:                                              ; preds = %1
  store i32 105, ptr %2, align 4
  br label %1006

301:                                              ; preds = %1
  store i32 24, ptr %2, align 4
  br label %1006

302:                                              ; preds = %1
  store i32 943, ptr %2, align 4
  br label %1006

303:                                              ; preds = %1
  store i32 862, ptr %2, align 4
  br label %1006

304:                                              ; preds = %1
  store i32 781, ptr %2, align 4
  br label %1006

305:                                              ; preds = %1
  store i32 700, ptr %2, align 4
  br label %1006

306:                                              ; preds = %1
  store i32 619, ptr %2, align 4
  br label %1006

307:                                              ; preds = %1
  store i32 538, ptr %2, align 4
  br label %1006

308:                                              ; preds = %1
  store i32 457, ptr %2, align 4
  br label %1006

309:                                              ; preds = %1
  store i32 376, ptr %2, align 4
  br label %1006

310:                                              ; preds = %1
  store i32 295, ptr %2, align 4
  br label %1006

311:                                              ; preds = %1
  store i32 214, ptr %2, align 4
  br label %1006

312:                                              ; preds = %1
  store i32 133, ptr %2, align 4
  br label %1006

313:                                              ; preds = %1
  store i32 52, ptr %2, align 4
  br label %1006

314:                                              ; preds = %1
  store i32 971, ptr %2, align 4
  br label %1006

315:                                              ; preds = %1
  store i32 890, ptr %2, align 4
  br label %1006

316:                                              ; preds = %1
  store i32 809, ptr %2, align 4
  br label %1006

317:                                              ; preds = %1
  store i32 728, ptr %2, align 4
  br label %1006

318:                                              ; preds = %1
  store i32 647, ptr %2, align 4
  br label %1006

319:                                              ; preds = %1
  store i32 566, ptr %2, align 4
  br label %1006

320:                                              ; preds = %1
  store i32 485, ptr %2, align 4
  br label %1006

321:                                              ; preds = %1
  store i32 404, ptr %2, align 4
  br label %1006

322:                                              ; preds = %1
  store i32 323, ptr %2, align 4
  br label %1006

323:                                              ; preds = %1
  store i32 242, ptr %2, align 4
  br label %1006

324:                                              ; preds = %1
  store i32 161, ptr %2, align 4
  br label %1006

325:                                              ; preds = %1
  store i32 80, ptr %2, align 4
  br label %1006

326:                                              ; preds = %1
  store i32 999, ptr %2, align 4
  br label %1006

327:                                              ; preds = %1
  store i32 918, ptr %2, align 4
  br label %1006

328:                                              ; preds = %1
  store i32 837, ptr %2, align 4
  br label %1006

329:                                              ; preds = %1
  store i32 756, ptr %2, align 4
  br label %1006

330:                                              ; preds = %1
  store i32 675, ptr %2, align 4
  br label %1006

331:                                              ; preds = %1
  store i32 594, ptr %2, align 4
  br label %1006

332:                                              ; preds = %1
  store i32 513, ptr %2, align 4
  br label %1006

333:                                              ; preds = %1
  store i32 432, ptr %2, align 4
  br label %1006

334:                                              ; preds = %1
  store i32 351, ptr %2, align 4
  br label %1006

335:                                              ; preds = %1
  store i32 270, ptr %2, align 4
  br label %1006

336:                                              ; preds = %1
  store i32 189, ptr %2, align 4
  br label %1006

337:                                              ; preds = %1
  store i32 108, ptr %2, align 4
  br label %1006

338:                                              ; preds = %1
  store i32 27, ptr %2, align 4
  br label %1006

339:                                              ; preds = %1
  store i32 946, ptr %2, align 4
  br label %1006

340:                                              ; preds = %1
  store i32 865, ptr %2, align 4
  br label %1006

341:                                              ; preds = %1
  store i32 784, ptr %2, align 4
  br label %1006

342:                                              ; preds = %1
  store i32 703, ptr %2, align 4
  br label %1006

343:                                              ; preds = %1
  store i32 622, ptr %2, align 4
  br label %1006

344:                                              ; preds = %1
  store i32 541, ptr %2, align 4
  br label %1006

345:                                              ; preds = %1
  store i32 460, ptr %2, align 4
  br label %1006

346:                                              ; preds = %1
  store i32 379, ptr %2, align 4
  br label %1006

347:                                              ; preds = %1
  store i32 298, ptr %2, align 4
  br label %1006

348:                                              ; preds = %1
  store i32 217, ptr %2, align 4
  br label %1006

349:                                              ; preds = %1
  store i32 136, ptr %2, align 4
  br label %1006

350:                                              ; preds = %1
  store i32 55, ptr %2, align 4
  br label %1006

351:                                              ; preds = %1
  store i32 974, ptr %2, align 4
  br label %1006

352:                                              ; preds = %1
  store i32 893, ptr %2, align 4
  br label %1006

353:                                              ; preds = %1
  store i32 812, ptr %2, align 4
  br label %1006

354:                                              ; preds = %1
  store i32 731, ptr %2, align 4
  br label %1006

355:                                              ; preds = %1
  store i32 650, ptr %2, align 4
  br label %1006

356:                                              ; preds = %1
  store i32 569, ptr %2, align 4
  br label %1006

357:                                              ; preds = %1
  store i32 488, ptr %2, align 4
  br label %1006

358:                                              ; preds = %1
  store i32 407, ptr %2, align 4
  br label %1006

359:                                              ; preds = %1
  store i32 326, ptr %2, align 4
  br label %1006

360:                                              ; preds = %1
  store i32 245, ptr %2, align 4
  br label %1006

361:                                              ; preds = %1
  store i32 164, ptr %2, align 4
  br label %1006

362:                                              ; preds = %1
  store i32 83, ptr %2, align 4
  br label %1006

363:                                              ; preds = %1
  store i32 2, ptr %2, align 4
  br label %1006

364:                                              ; preds = %1
  store i32 921, ptr %2, align 4
  br label %1006

365:                                              ; preds = %1
  store i32 840, ptr %2, align 4
  br label %1006

366:                                              ; preds = %1
  store i32 759, ptr %2, align 4
  br label %1006

367:                                              ; preds = %1
  store i32 678, ptr %2, align 4
  br label %1006

368:                                              ; preds = %1
  store i32 597, ptr %2, align 4
  br label %1006

369:                                              ; preds = %1
  store i32 516, ptr %2, align 4
  br label %1006

370:                                              ; preds = %1
  store i32 435, ptr %2, align 4
  br label %1006

371:                                              ; preds = %1
  store i32 354, ptr %2, align 4
  br label %1006

372:                                              ; preds = %1
  store i32 273, ptr %2, align 4
  br label %1006

373:                                              ; preds = %1
  store i32 192, ptr %2, align 4
  br label %1006

374:                                              ; preds = %1
  store i32 111, ptr %2, align 4
  br label %1006

375:                                              ; preds = %1
  store i32 30, ptr %2, align 4
  br label %1006

376:                                              ; preds = %1
  store i32 949, ptr %2, align 4
  br label %1006

377:                                              ; preds = %1
  store i32 868, ptr %2, align 4
  br label %1006

378:                                              ; preds = %1
  store i32 787, ptr %2, align 4
  br label %1006

379:                                              ; preds = %1
  store i32 706, ptr %2, align 4
  br label %1006

380:                                              ; preds = %1
  store i32 625, ptr %2, align 4
  br label %1006

381:                                              ; preds = %1
  store i32 544, ptr %2, align 4
  br label %1006

382:                                              ; preds = %1
  store i32 463, ptr %2, align 4
  br label %1006

383:                                              ; preds = %1
  store i32 382, ptr %2, align 4
  br label %1006

384:                                              ; preds = %1
  store i32 301, ptr %2, align 4
  br label %1006

385:                                              ; preds = %1
  store i32 220, ptr %2, align 4
  br label %1006

386:                                              ; preds = %1
  store i32 139, ptr %2, align 4
  br label %1006

387:                                              ; preds = %1
  store i32 58, ptr %2, align 4
  br label %1006

388:                                              ; preds = %1
  store i32 977, ptr %2, align 4
  br label %1006

389:                                              ; preds = %1
  store i32 896, ptr %2, align 4
  br label %1006

390:                                              ; preds = %1
  store i32 815, ptr %2, align 4
  br label %1006

391:                                              ; preds = %1
  store i32 734, ptr %2, align 4
  br label %1006

392:                                              ; preds = %1
  store i32 653, ptr %2, align 4
  br label %1006

393:                                              ; preds = %1
  store i32 572, ptr %2, align 4
  br label %1006

394:                                              ; preds = %1
  store i32 491, ptr %2, align 4
  br label %1006

395:                                              ; preds = %1
  store i32 410, ptr %2, align 4
  br label %1006

396:                                              ; preds = %1
  store i32 329, ptr %2, align 4
  br label %1006

397:                                              ; preds = %1
  store i32 248, ptr %2, align 4
  br label %1006

398:                                              ; preds = %1
  store i32 167, ptr %2, align 4
  br label %1006

399:                                              ; preds = %1
  store i32 86, ptr %2, align 4
  br label %1006

400:                                              ; preds = %1
  store i32 5, ptr %2, align 4
  br label %1006

401:                                              ; preds = %1
  store i32 924, ptr %2, align 4
  br label %1006

402:                                              ; preds = %1
  store i32 843, ptr %2, align 4
  br label %1006

403:                                              ; preds = %1
  store i32 762, ptr %2, align 4
  br label %1006

404:                                              ; preds = %1
  store i32 681, ptr %2, align 4
  br label %1006

405:                                              ; preds = %1
  store i32 600, ptr %2, align 4
  br label %1006

406:                                              ; preds = %1
  store i32 519, ptr %2, align 4
  br label %1006

407:                                              ; preds = %1
  store i32 438, ptr %2, align 4
  br label %1006

408:                                              ; preds = %1
  store i32 357, ptr %2, align 4
  br label %1006

409:                                              ; preds = %1
  store i32 276, ptr %2, align 4
  br label %1006

410:                                              ; preds = %1
  store i32 195, ptr %2, align 4
  br label %1006

411:                                              ; preds = %1
  store i32 114, ptr %2, align 4
  br label %1006

412:                                              ; preds = %1
  store i32 33, ptr %2, align 4
  br label %1006

413:                                              ; preds = %1
  store i32 952, ptr %2, align 4
  br label %1006

414:                                              ; preds = %1
  store i32 871, ptr %2, align 4
  br label %1006

415:                                              ; preds = %1
  store i32 790, ptr %2, align 4
  br label %1006

416:                                              ; preds = %1
  store i32 709, ptr %2, align 4
  br label %1006

417:                                              ; preds = %1
  store i32 628, ptr %2, align 4
  br label %1006

418:                                              ; preds = %1
  store i32 547, ptr %2, align 4
  br label %1006

419:                                              ; preds = %1
  store i32 466, ptr %2, align 4
  br label %1006

420:                                              ; preds = %1
  store i32 385, ptr %2, align 4
  br label %1006

421:                                              ; preds = %1
  store i32 304, ptr %2, align 4
  br label %1006

422:                                              ; preds = %1
  store i32 223, ptr %2, align 4
  br label %1006

423:                                              ; preds = %1
  store i32 142, ptr %2, align 4
  br label %1006

424:                                              ; preds = %1
  store i32 61, ptr %2, align 4
  br label %1006

425:                                              ; preds = %1
  store i32 980, ptr %2, align 4
  br label %1006

426:                                              ; preds = %1
  store i32 899, ptr %2, align 4
  br label %1006

427:                                              ; preds = %1
  store i32 818, ptr %2, align 4
  br label %1006

428:                                              ; preds = %1
  store i32 737, ptr %2, align 4
  br label %1006

429:                                              ; preds = %1
  store i32 656, ptr %2, align 4
  br label %1006

430:                                              ; preds = %1
  store i32 575, ptr %2, align 4
  br label %1006

431:                                              ; preds = %1
  store i32 494, ptr %2, align 4
  br label %1006

432:                                              ; preds = %1
  store i32 413, ptr %2, align 4
  br label %1006

433:                                              ; preds = %1
  store i32 332, ptr %2, align 4
  br label %1006

434:                                              ; preds = %1
  store i32 251, ptr %2, align 4
  br label %1006

435:                                              ; preds = %1
  store i32 170, ptr %2, align 4
  br label %1006

436:                                              ; preds = %1
  store i32 89, ptr %2, align 4
  br label %1006

437:                                              ; preds = %1
  store i32 8, ptr %2, align 4
  br label %1006

438:                                              ; preds = %1
  store i32 927, ptr %2, align 4
  br label %1006

439:                                              ; preds = %1
  store i32 846, ptr %2, align 4
  br label %1006

440:                                              ; preds = %1
  store i32 765, ptr %2, align 4
  br label %1006

441:                                              ; preds = %1
  store i32 684, ptr %2, align 4
  br label %1006

442:                                              ; preds = %1
  store i32 603, ptr %2, align 4
  br label %1006

443:                                              ; preds = %1
  store i32 522, ptr %2, align 4
  br label %1006

444:                                              ; preds = %1
  store i32 441, ptr %2, align 4
  br label %1006

445:                                              ; preds = %1
  store i32 360, ptr %2, align 4
  br label %1006

446:                                              ; preds = %1
  store i32 279, ptr %2, align 4
  br label %1006

447:                                              ; preds = %1
  store i32 198, ptr %2, align 4
  br label %1006

448:                                              ; preds = %1
  store i32 117, ptr %2, align 4
  br label %1006

449:                                              ; preds = %1
  store i32 36, ptr %2, align 4
  br label %1006

450:                                              ; preds = %1
  store i32 955, ptr %2, align 4
  br label %1006

451:                                              ; preds = %1
  store i32 874, ptr %2, align 4
  br label %1006

452:                                              ; preds = %1
  store i32 793, ptr %2, align 4
  br label %1006

453:                                              ; preds = %1
  store i32 712, ptr %2, align 4
  br label %1006

454:                                              ; preds = %1
  store i32 631, ptr %2, align 4
  br label %1006

455:                                              ; preds = %1
  store i32 550, ptr %2, align 4
  br label %1006

456:                                              ; preds = %1
  store i32 469, ptr %2, align 4
  br label %1006

457:                                              ; preds = %1
  store i32 388, ptr %2, align 4
  br label %1006

458:                                              ; preds = %1
  store i32 307, ptr %2, align 4
  br label %1006

459:                                              ; preds = %1
  store i32 226, ptr %2, align 4
  br label %1006

460:                                              ; preds = %1
  store i32 145, ptr %2, align 4
  br label %1006

461:                                              ; preds = %1
  store i32 64, ptr %2, align 4
  br label %1006

462:                                              ; preds = %1
  store i32 983, ptr %2, align 4
  br label %1006

463:                                              ; preds = %1
  store i32 902, ptr %2, align 4
  br label %1006

464:                                              ; preds = %1
  store i32 821, ptr %2, align 4
  br label %1006

465:                                              ; preds = %1
  store i32 740, ptr %2, align 4
  br label %1006

466:                                              ; preds = %1
  store i32 659, ptr %2, align 4
  br label %1006

467:                                              ; preds = %1
  store i32 578, ptr %2, align 4
  br label %1006

468:                                              ; preds = %1
  store i32 497, ptr %2, align 4
  br label %1006

469:                                              ; preds = %1
  store i32 416, ptr %2, align 4
  br label %1006

470:                                              ; preds = %1
  store i32 335, ptr %2, align 4
  br label %1006

471:                                              ; preds = %1
  store i32 254, ptr %2, align 4
  br label %1006

472:                                              ; preds = %1
  store i32 173, ptr %2, align 4
  br label %1006

473:                                              ; preds = %1
  store i32 92, ptr %2, align 4
  br label %1006

474:                                              ; preds = %1
  store i32 11, ptr %2, align 4
  br label %1006

475:                                              ; preds = %1
  store i32 930, ptr %2, align 4
  br label %1006

476:                                              ; preds = %1
  store i32 849, ptr %2, align 4
  br label %1006

477:                                              ; preds = %1
  store i32 768, ptr %2, align 4
  br label %1006

478:                                              ; preds = %1
  store i32 687, ptr %2, align 4
  br label %1006

479:                                              ; preds = %1
  store i32 606, ptr %2, align 4
  br label %1006

480:                                              ; preds = %1
  store i32 525, ptr %2, align 4
  br label %1006

481:                                              ; preds = %1
  store i32 444, ptr %2, align 4
  br label %1006

482:                                              ; preds = %1
  store i32 363, ptr %2, align 4
  br label %1006

483:                                              ; preds = %1
  store i32 282, ptr %2, align 4
  br label %1006

484:                                              ; preds = %1
  store i32 201, ptr %2, align 4
  br label %1006

485:                                              ; preds = %1
  store i32 120, ptr %2, align 4
  br label %1006

486:                                              ; preds = %1
  store i32 39, ptr %2, align 4
  br label %1006

487:                                              ; preds = %1
  store i32 958, ptr %2, align 4
  br label %1006

488:                                              ; preds = %1
  store i32 877, ptr %2, align 4
  br label %1006

489:                                              ; preds = %1
  store i32 796, ptr %2, align 4
  br label %1006

490:                                              ; preds = %1
  store i32 715, ptr %2, align 4
  br label %1006

491:                                              ; preds = %1
  store i32 634, ptr %2, align 4
  br label %1006

492:                                              ; preds = %1
  store i32 553, ptr %2, align 4
  br label %1006

493:                                              ; preds = %1
  store i32 472, ptr %2, align 4
  br label %1006

494:                                              ; preds = %1
  store i32 391, ptr %2, align 4
  br label %1006

495:                                              ; preds = %1
  store i32 310, ptr %2, align 4
  br label %1006

496:                                              ; preds = %1
  store i32 229, ptr %2, align 4
  br label %1006

497:                                              ; preds = %1
  store i32 148, ptr %2, align 4
  br label %1006

498:                                              ; preds = %1
  store i32 67, ptr %2, align 4
  br label %1006

499:                                              ; preds = %1
  store i32 986, ptr %2, align 4
  br label %1006

500:                                              ; preds = %1
  store i32 905, ptr %2, align 4
  br label %1006

501:                                              ; preds = %1
  store i32 824, ptr %2, align 4
  br label %1006

502:                                              ; preds = %1
  store i32 743, ptr %2, align 4
  br label %1006

503:                                              ; preds = %1
  store i32 662, ptr %2, align 4
  br label %1006

504:                                              ; preds = %1
  store i32 581, ptr %2, align 4
  br label %1006

505:                                              ; preds = %1
  store i32 500, ptr %2, align 4
  br label %1006

506:                                              ; preds = %1
  store i32 419, ptr %2, align 4
  br label %1006

507:                                              ; preds = %1
  store i32 338, ptr %2, align 4
  br label %1006

508:                                              ; preds = %1
  store i32 257, ptr %2, align 4
  br label %1006

509:                                              ; preds = %1
  store i32 176, ptr %2, align 4
  br label %1006

510:                                              ; preds = %1
  store i32 95, ptr %2, align 4
  br label %1006

511:                                              ; preds = %1
  store i32 14, ptr %2, align 4
  br label %1006

512:                                              ; preds = %1
  store i32 933, ptr %2, align 4
  br label %1006

513:                                              ; preds = %1
  store i32 852, ptr %2, align 4
  br label %1006

514:                                              ; preds = %1
  store i32 771, ptr %2, align 4
  br label %1006

515:                                              ; preds = %1
  store i32 690, ptr %2, align 4
  br label %1006

516:                                              ; preds = %1
  store i32 609, ptr %2, align 4
  br label %1006

517:                                              ; preds = %1
  store i32 528, ptr %2, align 4
  br label %1006

518:                                              ; preds = %1
  store i32 447, ptr %2, align 4
  br label %1006

519:                                              ; preds = %1
  store i32 366, ptr %2, align 4
  br label %1006

520:                                              ; preds = %1
  store i32 285, ptr %2, align 4
  br label %1006

521:                                              ; preds = %1
  store i32 204, ptr %2, align 4
  br label %1006

522:                                              ; preds = %1
  store i32 123, ptr %2, align 4
  br label %1006

523:                                              ; preds = %1
  store i32 42, ptr %2, align 4
  br label %1006

524:                                              ; preds = %1
  store i32 961, ptr %2, align 4
  br label %1006

525:                                              ; preds = %1
  store i32 880, ptr %2, align 4
  br label %1006

526:                                              ; preds = %1
  store i32 799, ptr %2, align 4
  br label %1006

527:                                              ; preds = %1
  store i32 718, ptr %2, align 4
  br label %1006

528:                                              ; preds = %1
  store i32 637, ptr %2, align 4
  br label %1006

529:                                              ; preds = %1
  store i32 556, ptr %2, align 4
  br label %1006

530:                                              ; preds = %1
  store i32 475, ptr %2, align 4
  br label %1006

531:                                              ; preds = %1
  store i32 394, ptr %2, align 4
  br label %1006

532:                                              ; preds = %1
  store i32 313, ptr %2, align 4
  br label %1006

533:                                              ; preds = %1
  store i32 232, ptr %2, align 4
  br label %1006

534:                                              ; preds = %1
  store i32 151, ptr %2, align 4
  br label %1006

535:                                              ; preds = %1
  store i32 70, ptr %2, align 4
  br label %1006

536:                                              ; preds = %1
  store i32 989, ptr %2, align 4
  br label %1006

537:                                              ; preds = %1
  store i32 908, ptr %2, align 4
  br label %1006

538:                                              ; preds = %1
  store i32 827, ptr %2, align 4
  br label %1006

539:                                              ; preds = %1
  store i32 746, ptr %2, align 4
  br label %1006

540:                                              ; preds = %1
  store i32 665, ptr %2, align 4
  br label %1006

541:                                              ; preds = %1
  store i32 584, ptr %2, align 4
  br label %1006

542:                                              ; preds = %1
  store i32 503, ptr %2, align 4
  br label %1006

543:                                              ; preds = %1
  store i32 422, ptr %2, align 4
  br label %1006

544:                                              ; preds = %1
  store i32 341, ptr %2, align 4
  br label %1006

545:                                              ; preds = %1
  store i32 260, ptr %2, align 4
  br label %1006

546:                                              ; preds = %1
  store i32 179, ptr %2, align 4
  br label %1006

547:                                              ; preds = %1
  store i32 98, ptr %2, align 4
  br label %1006

548:                                              ; preds = %1
  store i32 17, ptr %2, align 4
  br label %1006

549:                                              ; preds = %1
  store i32 936, ptr %2, align 4
  br label %1006

550:                                              ; preds = %1
  store i32 855, ptr %2, align 4
  br label %1006

551:                                              ; preds = %1
  store i32 774, ptr %2, align 4
  br label %1006

552:                                              ; preds = %1
  store i32 693, ptr %2, align 4
  br label %1006

553:                                              ; preds = %1
  store i32 612, ptr %2, align 4
  br label %1006

554:                                              ; preds = %1
  store i32 531, ptr %2, align 4
  br label %1006

555:                                              ; preds = %1
  store i32 450, ptr %2, align 4
  br label %1006

556:                                              ; preds = %1
  store i32 369, ptr %2, align 4
  br label %1006

557:                                              ; preds = %1
  store i32 288, ptr %2, align 4
  br label %1006

558:                                              ; preds = %1
  store i32 207, ptr %2, align 4
  br label %1006

559:                                              ; preds = %1
  store i32 126, ptr %2, align 4
  br label %1006

560:                                              ; preds = %1
  store i32 45, ptr %2, align 4
  br label %1006

561:                                              ; preds = %1
  store i32 964, ptr %2, align 4
  br label %1006

562:                                              ; preds = %1
  store i32 883, ptr %2, align 4
  br label %1006

563:                                              ; preds = %1
  store i32 802, ptr %2, align 4
  br label %1006

564:                                              ; preds = %1
  store i32 721, ptr %2, align 4
  br label %1006

565:                                              ; preds = %1
  store i32 640, ptr %2, align 4
  br label %1006

566:                                              ; preds = %1
  store i32 559, ptr %2, align 4
  br label %1006

567:                                              ; preds = %1
  store i32 478, ptr %2, align 4
  br label %1006

568:                                              ; preds = %1
  store i32 397, ptr %2, align 4
  br label %1006

569:                                              ; preds = %1
  store i32 316, ptr %2, align 4
  br label %1006

570:                                              ; preds = %1
  store i32 235, ptr %2, align 4
  br label %1006

571:                                              ; preds = %1
  store i32 154, ptr %2, align 4
  br label %1006

572:                                              ; preds = %1
  store i32 73, ptr %2, align 4
  br label %1006

573:                                              ; preds = %1
  store i32 992, ptr %2, align 4
  br label %1006

574:                                              ; preds = %1
  store i32 911, ptr %2, align 4
  br label %1006

575:                                              ; preds = %1
  store i32 830, ptr %2, align 4
  br label %1006

576:                                              ; preds = %1
  store i32 749, ptr %2, align 4
  br label %1006

577:                                              ; preds = %1
  store i32 668, ptr %2, align 4
  br label %1006

578:                                              ; preds = %1
  store i32 587, ptr %2, align 4
  br label %1006

579:                                              ; preds = %1
  store i32 506, ptr %2, align 4
  br label %1006

580:                                              ; preds = %1
  store i32 425, ptr %2, align 4
  br label %1006

581:                                              ; preds = %1
  store i32 344, ptr %2, align 4
  br label %1006

582:                                              ; preds = %1
  store i32 263, ptr %2, align 4
  br label %1006

583:                                              ; preds = %1
  store i32 182, ptr %2, align 4
  br label %1006

584:                                              ; preds = %1
  store i32 101, ptr %2, align 4
  br label %1006

585:                                              ; preds = %1
  store i32 20, ptr %2, align 4
  br label %1006

586:                                              ; preds = %1
  store i32 939, ptr %2, align 4
  br label %1006

587:                                              ; preds = %1
  store i32 858, ptr %2, align 4
  br label %1006

588:                                              ; preds = %1
  store i32 777, ptr %2, align 4
  br label %1006

589:                                              ; preds = %1
  store i32 696, ptr %2, align 4
  br label %1006

590:                                              ; preds = %1
  store i32 615, ptr %2, align 4
  br label %1006

591:                                              ; preds = %1
  store i32 534, ptr %2, align 4
  br label %1006

592:                                              ; preds = %1
  store i32 453, ptr %2, align 4
  br label %1006

593:                                              ; preds = %1
  store i32 372, ptr %2, align 4
  br label %1006

594:                                              ; preds = %1
  store i32 291, ptr %2, align 4
  br label %1006

595:                                              ; preds = %1
  store i32 210, ptr %2, align 4
  br label %1006

596:                                              ; preds = %1
  store i32 129, ptr %2, align 4
  br label %1006

597:                                              ; preds = %1
  store i32 48, ptr %2, align 4
  br label %1006

598:                                              ; preds = %1
  store i32 967, ptr %2, align 4
  br label %1006

599:                                              ; preds = %1
  store i32 886, ptr %2, align 4
  br label %1006

600:                                              ; preds = %1
  store i32 805, ptr %2, align 4
  br label %1006

601:                                              ; preds = %1
  store i32 724, ptr %2, align 4
  br label %1006

602:                                              ; preds = %1
  store i32 643, ptr %2, align 4
  br label %1006

603:                                              ; preds = %1
  store i32 562, ptr %2, align 4
  br label %1006

604:                                              ; preds = %1
  store i32 481, ptr %2, align 4
  br label %1006

605:                                              ; preds = %1
  store i32 400, ptr %2, align 4
  br label %1006

606:                                              ; preds = %1
  store i32 319, ptr %2, align 4
  br label %1006

607:                                              ; preds = %1
  store i32 238, ptr %2, align 4
  br label %1006

608:                                              ; preds = %1
  store i32 157, ptr %2, align 4
  br label %1006

609:                                              ; preds = %1
  store i32 76, ptr %2, align 4
  br label %1006

610:                                              ; preds = %1
  store i32 995, ptr %2, align 4
  br label %1006

611:                                              ; preds = %1
  store i32 914, ptr %2, align 4
  br label %1006

612:                                              ; preds = %1
  store i32 833, ptr %2, align 4
  br label %1006

613:                                              ; preds = %1
  store i32 752, ptr %2, align 4
  br label %1006

614:                                              ; preds = %1
  store i32 671, ptr %2, align 4
  br label %1006

615:                                              ; preds = %1
  store i32 590, ptr %2, align 4
  br label %1006

616:                                              ; preds = %1
  store i32 509, ptr %2, align 4
  br label %1006

617:                                              ; preds = %1
  store i32 428, ptr %2, align 4
  br label %1006

618:                                              ; preds = %1
  store i32 347, ptr %2, align 4
  br label %1006

619:                                              ; preds = %1
  store i32 266, ptr %2, align 4
  br label %1006

620:                                              ; preds = %1
  store i32 185, ptr %2, align 4
  br label %1006

621:                                              ; preds = %1
  store i32 104, ptr %2, align 4
  br label %1006

622:                                              ; preds = %1
  store i32 23, ptr %2, align 4
  br label %1006

623:                                              ; preds = %1
  store i32 942, ptr %2, align 4
  br label %1006

624:                                              ; preds = %1
  store i32 861, ptr %2, align 4
  br label %1006

625:                                              ; preds = %1
  store i32 780, ptr %2, align 4
  br label %1006

626:                                              ; preds = %1
  store i32 699, ptr %2, align 4
  br label %1006

627:                                              ; preds = %1
  store i32 618, ptr %2, align 4
  br label %1006

628:                                              ; preds = %1
  store i32 537, ptr %2, align 4
  br label %1006

629:                                              ; preds = %1
  store i32 456, ptr %2, align 4
  br label %1006

630:                                              ; preds = %1
  store i32 375, ptr %2, align 4
  br label %1006

631:                                              ; preds = %1
  store i32 294, ptr %2, align 4
  br label %1006

632:                                              ; preds = %1
  store i32 213, ptr %2, align 4
  br label %1006

633:                                              ; preds = %1
  store i32 132, ptr %2, align 4
  br label %1006

634:                                              ; preds = %1
  store i32 51, ptr %2, align 4
  br label %1006

635:                                              ; preds = %1
  store i32 970, ptr %2, align 4
  br label %1006

636:                                              ; preds = %1
  store i32 889, ptr %2, align 4
  br label %1006

637:                                              ; preds = %1
  store i32 808, ptr %2, align 4
  br label %1006

638:                                              ; preds = %1
  store i32 727, ptr %2, align 4
  br label %1006

639:                                              ; preds = %1
  store i32 646, ptr %2, align 4
  br label %1006

640:                                              ; preds = %1
  store i32 565, ptr %2, align 4
  br label %1006

641:                                              ; preds = %1
  store i32 484, ptr %2, align 4
  br label %1006

642:                                              ; preds = %1
  store i32 403, ptr %2, align 4
  br label %1006

643:                                              ; preds = %1
  store i32 322, ptr %2, align 4
  br label %1006

644:                                              ; preds = %1
  store i32 241, ptr %2, align 4
  br label %1006

645:                                              ; preds = %1
  store i32 160, ptr %2, align 4
  br label %1006

646:                                              ; preds = %1
  store i32 79, ptr %2, align 4
  br label %1006

647:                                              ; preds = %1
  store i32 998, ptr %2, align 4
  br label %1006

648:                                              ; preds = %1
  store i32 917, ptr %2, align 4
  br label %1006

649:                                              ; preds = %1
  store i32 836, ptr %2, align 4
  br label %1006

650:                                              ; preds = %1
  store i32 755, ptr %2, align 4
  br label %1006

651:                                              ; preds = %1
  store i32 674, ptr %2, align 4
  br label %1006

652:                                              ; preds = %1
  store i32 593, ptr %2, align 4
  br label %1006

653:                                              ; preds = %1
  store i32 512, ptr %2, align 4
  br label %1006

654:                                              ; preds = %1
  store i32 431, ptr %2, align 4
  br label %1006

655:                                              ; preds = %1
  store i32 350, ptr %2, align 4
  br label %1006

656:                                              ; preds = %1
  store i32 269, ptr %2, align 4
  br label %1006

657:                                              ; preds = %1
  store i32 188, ptr %2, align 4
  br label %1006

658:                                              ; preds = %1
  store i32 107, ptr %2, align 4
  br label %1006

659:                                              ; preds = %1
  store i32 26, ptr %2, align 4
  br label %1006

660:                                              ; preds = %1
  store i32 945, ptr %2, align 4
  br label %1006

661:                                              ; preds = %1
  store i32 864, ptr %2, align 4
  br label %1006

662:                                              ; preds = %1
  store i32 783, ptr %2, align 4
  br label %1006

663:                                              ; preds = %1
  store i32 702, ptr %2, align 4
  br label %1006

664:                                              ; preds = %1
  store i32 621, ptr %2, align 4
  br label %1006

665:                                              ; preds = %1
  store i32 540, ptr %2, align 4
  br label %1006

666:                                              ; preds = %1
  store i32 459, ptr %2, align 4
  br label %1006

667:                                              ; preds = %1
  store i32 378, ptr %2, align 4
  br label %1006

668:                                              ; preds = %1
  store i32 297, ptr %2, align 4
  br label %1006

669:                                              ; preds = %1
  store i32 216, ptr %2, align 4
  br label %1006

670:                                              ; preds = %1
  store i32 135, ptr %2, align 4
  br label %1006

671:                                              ; preds = %1
  store i32 54, ptr %2, align 4
  br label %1006

672:                                              ; preds = %1
  store i32 973, ptr %2, align 4
  br label %1006

673:                                              ; preds = %1
  store i32 892, ptr %2, align 4
  br label %1006

674:                                              ; preds = %1
  store i32 811, ptr %2, align 4
  br label %1006

675:                                              ; preds = %1
  store i32 730, ptr %2, align 4
  br label %1006

676:                                              ; preds = %1
  store i32 649, ptr %2, align 4
  br label %1006

677:                                              ; preds = %1
  store i32 568, ptr %2, align 4
  br label %1006

678:                                              ; preds = %1
  store i32 487, ptr %2, align 4
  br label %1006

679:                                              ; preds = %1
  store i32 406, ptr %2, align 4
  br label %1006

680:                                              ; preds = %1
  store i32 325, ptr %2, align 4
  br label %1006

681:                                              ; preds = %1
  store i32 244, ptr %2, align 4
  br label %1006

682:                                              ; preds = %1
  store i32 163, ptr %2, align 4
  br label %1006

683:                                              ; preds = %1
  store i32 82, ptr %2, align 4
  br label %1006

684:                                              ; preds = %1
  store i32 1, ptr %2, align 4
  br label %1006

685:                                              ; preds = %1
  store i32 920, ptr %2, align 4
  br label %1006

686:                                              ; preds = %1
  store i32 839, ptr %2, align 4
  br label %1006

687:                                              ; preds = %1
  store i32 758, ptr %2, align 4
  br label %1006

688:                                              ; preds = %1
  store i32 677, ptr %2, align 4
  br label %1006

689:                                              ; preds = %1
  store i32 596, ptr %2, align 4
  br label %1006

690:                                              ; preds = %1
  store i32 515, ptr %2, align 4
  br label %1006

691:                                              ; preds = %1
  store i32 434, ptr %2, align 4
  br label %1006

692:                                              ; preds = %1
  store i32 353, ptr %2, align 4
  br label %1006

693:                                              ; preds = %1
  store i32 272, ptr %2, align 4
  br label %1006

694:                                              ; preds = %1
  store i32 191, ptr %2, align 4
  br label %1006

695:                                              ; preds = %1
  store i32 110, ptr %2, align 4
  br label %1006

696:                                              ; preds = %1
  store i32 29, ptr %2, align 4
  br label %1006

697:                                              ; preds = %1
  store i32 948, ptr %2, align 4
  br label %1006

698:                                              ; preds = %1
  store i32 867, ptr %2, align 4
  br label %1006

699:                                              ; preds = %1
  store i32 786, ptr %2, align 4
  br label %1006

700:                                              ; preds = %1
  store i32 705, ptr %2, align 4
  br label %1006

701:                                              ; preds = %1
  store i32 624, ptr %2, align 4
  br label %1006

702:                                              ; preds = %1
  store i32 543, ptr %2, align 4
  br label %1006

703:                                              ; preds = %1
  store i32 462, ptr %2, align 4
  br label %1006

704:                                              ; preds = %1
  store i32 381, ptr %2, align 4
  br label %1006

705:                                              ; preds = %1
  store i32 300, ptr %2, align 4
  br label %1006

706:                                              ; preds = %1
  store i32 219, ptr %2, align 4
  br label %1006

707:                                              ; preds = %1
  store i32 138, ptr %2, align 4
  br label %1006

708:                                              ; preds = %1
  store i32 57, ptr %2, align 4
  br label %1006

709:                                              ; preds = %1
  store i32 976, ptr %2, align 4
  br label %1006

710:                                              ; preds = %1
  store i32 895, ptr %2, align 4
  br label %1006

711:                                              ; preds = %1
  store i32 814, ptr %2, align 4
  br label %1006

712:                                              ; preds = %1
  store i32 733, ptr %2, align 4
  br label %1006

713:                                              ; preds = %1
  store i32 652, ptr %2, align 4
  br label %1006

714:                                              ; preds = %1
  store i32 571, ptr %2, align 4
  br label %1006

715:                                              ; preds = %1
  store i32 490, ptr %2, align 4
  br label %1006

716:                                              ; preds = %1
  store i32 409, ptr %2, align 4
  br label %1006

717:                                              ; preds = %1
  store i32 328, ptr %2, align 4
  br label %1006

718:                                              ; preds = %1
  store i32 247, ptr %2, align 4
  br label %1006

719:                                              ; preds = %1
  store i32 166, ptr %2, align 4
  br label %1006

720:                                              ; preds = %1
  store i32 85, ptr %2, align 4
  br label %1006

721:                                              ; preds = %1
  store i32 4, ptr %2, align 4
  br label %1006

722:                                              ; preds = %1
  store i32 923, ptr %2, align 4
  br label %1006

723:                                              ; preds = %1
  store i32 842, ptr %2, align 4
  br label %1006

724:                                              ; preds = %1
  store i32 761, ptr %2, align 4
  br label %1006

725:                                              ; preds = %1
  store i32 680, ptr %2, align 4
  br label %1006

726:                                              ; preds = %1
  store i32 599, ptr %2, align 4
  br label %1006

727:                                              ; preds = %1
  store i32 518, ptr %2, align 4
  br label %1006

728:                                              ; preds = %1
  store i32 437, ptr %2, align 4
  br label %1006

729:                                              ; preds = %1
  store i32 356, ptr %2, align 4
  br label %1006

730:                                              ; preds = %1
  store i32 275, ptr %2, align 4
  br label %1006

731:                                              ; preds = %1
  store i32 194, ptr %2, align 4
  br label %1006

732:                                              ; preds = %1
  store i32 113, ptr %2, align 4
  br label %1006

733:                                              ; preds = %1
  store i32 32, ptr %2, align 4
  br label %1006

734:                                              ; preds = %1
  store i32 951, ptr %2, align 4
  br label %1006

735:                                              ; preds = %1
  store i32 870, ptr %2, align 4
  br label %1006

736:                                              ; preds = %1
  store i32 789, ptr %2, align 4
  br label %1006

737:                                              ; preds = %1
  store i32 708, ptr %2, align 4
  br label %1006

738:                                              ; preds = %1
  store i32 627, ptr %2, align 4
  br label %1006

739:                                              ; preds = %1
  store i32 546, ptr %2, align 4
  br label %1006

740:                                              ; preds = %1
  store i32 465, ptr %2, align 4
  br label %1006

741:                                              ; preds = %1
  store i32 384, ptr %2, align 4
  br label %1006

742:                                              ; preds = %1
  store i32 303, ptr %2, align 4
  br label %1006

743:                                              ; preds = %1
  store i32 222, ptr %2, align 4
  br label %1006

744:                                              ; preds = %1
  store i32 141, ptr %2, align 4
  br label %1006

745:                                              ; preds = %1
  store i32 60, ptr %2, align 4
  br label %1006

746:                                              ; preds = %1
  store i32 979, ptr %2, align 4
  br label %1006

747:                                              ; preds = %1
  store i32 898, ptr %2, align 4
  br label %1006

748:                                              ; preds = %1
  store i32 817, ptr %2, align 4
  br label %1006

749:                                              ; preds = %1
  store i32 736, ptr %2, align 4
  br label %1006

750:                                              ; preds = %1
  store i32 655, ptr %2, align 4
  br label %1006

751:                                              ; preds = %1
  store i32 574, ptr %2, align 4
  br label %1006

752:                                              ; preds = %1
  store i32 493, ptr %2, align 4
  br label %1006

753:                                              ; preds = %1
  store i32 412, ptr %2, align 4
  br label %1006

754:                                              ; preds = %1
  store i32 331, ptr %2, align 4
  br label %1006

755:                                              ; preds = %1
  store i32 250, ptr %2, align 4
  br label %1006

756:                                              ; preds = %1
  store i32 169, ptr %2, align 4
  br label %1006

757:                                              ; preds = %1
  store i32 88, ptr %2, align 4
  br label %1006

758:                                              ; preds = %1
  store i32 7, ptr %2, align 4
  br label %1006

759:                                              ; preds = %1
  store i32 926, ptr %2, align 4
  br label %1006

760:                                              ; preds = %1
  store i32 845, ptr %2, align 4
  br label %1006

761:                                              ; preds = %1
  store i32 764, ptr %2, align 4
  br label %1006

762:                                              ; preds = %1
  store i32 683, ptr %2, align 4
  br label %1006

763:                                              ; preds = %1
  store i32 602, ptr %2, align 4
  br label %1006

764:                                              ; preds = %1
  store i32 521, ptr %2, align 4
  br label %1006

765:                                              ; preds = %1
  store i32 440, ptr %2, align 4
  br label %1006

766:                                              ; preds = %1
  store i32 359, ptr %2, align 4
  br label %1006

767:                                              ; preds = %1
  store i32 278, ptr %2, align 4
  br label %1006

768:                                              ; preds = %1
  store i32 197, ptr %2, align 4
  br label %1006

769:                                              ; preds = %1
  store i32 116, ptr %2, align 4
  br label %1006

770:                                              ; preds = %1
  store i32 35, ptr %2, align 4
  br label %1006

771:                                              ; preds = %1
  store i32 954, ptr %2, align 4
  br label %1006

772:                                              ; preds = %1
  store i32 873, ptr %2, align 4
  br label %1006

773:                                              ; preds = %1
  store i32 792, ptr %2, align 4
  br label %1006

774:                                              ; preds = %1
  store i32 711, ptr %2, align 4
  br label %1006

775:                                              ; preds = %1
  store i32 630, ptr %2, align 4
  br label %1006

776:                                              ; preds = %1
  store i32 549, ptr %2, align 4
  br label %1006

777:                                              ; preds = %1
  store i32 468, ptr %2, align 4
  br label %1006

778:                                              ; preds = %1
  store i32 387, ptr %2, align 4
  br label %1006

779:                                              ; preds = %1
  store i32 306, ptr %2, align 4
  br label %1006

780:                                              ; preds = %1
  store i32 225, ptr %2, align 4
  br label %1006

781:                                              ; preds = %1
  store i32 144, ptr %2, align 4
  br label %1006

782:                                              ; preds = %1
  store i32 63, ptr %2, align 4
  br label %1006

783:                                              ; preds = %1
  store i32 982, ptr %2, align 4
  br label %1006

784:                                              ; preds = %1
  store i32 901, ptr %2, align 4
  br label %1006

785:                                              ; preds = %1
  store i32 820, ptr %2, align 4
  br label %1006

786:                                              ; preds = %1
  store i32 739, ptr %2, align 4
  br label %1006

787:                                              ; preds = %1
  store i32 658, ptr %2, align 4
  br label %1006

788:                                              ; preds = %1
  store i32 577, ptr %2, align 4
  br label %1006

789:                                              ; preds = %1
  store i32 496, ptr %2, align 4
  br label %1006

790:                                              ; preds = %1
  store i32 415, ptr %2, align 4
  br label %1006

791:                                              ; preds = %1
  store i32 334, ptr %2, align 4
  br label %1006

792:                                              ; preds = %1
  store i32 253, ptr %2, align 4
  br label %1006

793:                                              ; preds = %1
  store i32 172, ptr %2, align 4
  br label %1006

794:                                              ; preds = %1
  store i32 91, ptr %2, align 4
  br label %1006

795:                                              ; preds = %1
  store i32 10, ptr %2, align 4
  br label %1006

796:                                              ; preds = %1
  store i32 929, ptr %2, align 4
  br label %1006

797:                                              ; preds = %1
  store i32 848, ptr %2, align 4
  br label %1006

798:                                              ; preds = %1
  store i32 767, ptr %2, align 4
  br label %1006

799:                                              ; preds = %1
  store i32 686, ptr %2, align 4
  br label %1006

800:                                              ; preds = %1
  store i32 605, ptr %2, align 4
  br label %1006

801:                                              ; preds = %1
  store i32 524, ptr %2, align 4
  br label %1006

802:                                              ; preds = %1
  store i32 443, ptr %2, align 4
  br label %1006

803:                                              ; preds = %1
  store i32 362, ptr %2, align 4
  br label %1006

804:                                              ; preds = %1
  store i32 281, ptr %2, align 4
  br label %1006

805:                                              ; preds = %1
  store i32 200, ptr %2, align 4
  br label %1006

806:                                              ; preds = %1
  store i32 119, ptr %2, align 4
  br label %1006

807:                                              ; preds = %1
  store i32 38, ptr %2, align 4
  br label %1006

808:                                              ; preds = %1
  store i32 957, ptr %2, align 4
  br label %1006

809:                                              ; preds = %1
  store i32 876, ptr %2, align 4
  br label %1006

810:                                              ; preds = %1
  store i32 795, ptr %2, align 4
  br label %1006

811:                                              ; preds = %1
  store i32 714, ptr %2, align 4
  br label %1006

812:                                              ; preds = %1
  store i32 633, ptr %2, align 4
  br label %1006

813:                                              ; preds = %1
  store i32 552, ptr %2, align 4
  br label %1006

814:                                              ; preds = %1
  store i32 471, ptr %2, align 4
  br label %1006

815:                                              ; preds = %1
  store i32 390, ptr %2, align 4
  br label %1006

816:                                              ; preds = %1
  store i32 309, ptr %2, align 4
  br label %1006

817:                                              ; preds = %1
  store i32 228, ptr %2, align 4
  br label %1006

818:                                              ; preds = %1
  store i32 147, ptr %2, align 4
  br label %1006

819:                                              ; preds = %1
  store i32 66, ptr %2, align 4
  br label %1006

820:                                              ; preds = %1
  store i32 985, ptr %2, align 4
  br label %1006

821:                                              ; preds = %1
  store i32 904, ptr %2, align 4
  br label %1006

822:                                              ; preds = %1
  store i32 823, ptr %2, align 4
  br label %1006

823:                                              ; preds = %1
  store i32 742, ptr %2, align 4
  br label %1006

824:                                              ; preds = %1
  store i32 661, ptr %2, align 4
  br label %1006

825:                                              ; preds = %1
  store i32 580, ptr %2, align 4
  br label %1006

826:                                              ; preds = %1
  store i32 499, ptr %2, align 4
  br label %1006

827:                                              ; preds = %1
  store i32 418, ptr %2, align 4
  br label %1006

828:                                              ; preds = %1
  store i32 337, ptr %2, align 4
  br label %1006

829:                                              ; preds = %1
  store i32 256, ptr %2, align 4
  br label %1006

830:                                              ; preds = %1
  store i32 175, ptr %2, align 4
  br label %1006

831:                                              ; preds = %1
  store i32 94, ptr %2, align 4
  br label %1006

832:                                              ; preds = %1
  store i32 13, ptr %2, align 4
  br label %1006

833:                                              ; preds = %1
  store i32 932, ptr %2, align 4
  br label %1006

834:                                              ; preds = %1
  store i32 851, ptr %2, align 4
  br label %1006

835:                                              ; preds = %1
  store i32 770, ptr %2, align 4
  br label %1006

836:                                              ; preds = %1
  store i32 689, ptr %2, align 4
  br label %1006

837:                                              ; preds = %1
  store i32 608, ptr %2, align 4
  br label %1006

838:                                              ; preds = %1
  store i32 527, ptr %2, align 4
  br label %1006

839:                                              ; preds = %1
  store i32 446, ptr %2, align 4
  br label %1006

840:                                              ; preds = %1
  store i32 365, ptr %2, align 4
  br label %1006

841:                                              ; preds = %1
  store i32 284, ptr %2, align 4
  br label %1006

842:                                              ; preds = %1
  store i32 203, ptr %2, align 4
  br label %1006

843:                                              ; preds = %1
  store i32 122, ptr %2, align 4
  br label %1006

844:                                              ; preds = %1
  store i32 41, ptr %2, align 4
  br label %1006

845:                                              ; preds = %1
  store i32 960, ptr %2, align 4
  br label %1006

846:                                              ; preds = %1
  store i32 879, ptr %2, align 4
  br label %1006

847:                                              ; preds = %1
  store i32 798, ptr %2, align 4
  br label %1006

848:                                              ; preds = %1
  store i32 717, ptr %2, align 4
  br label %1006

849:                                              ; preds = %1
  store i32 636, ptr %2, align 4
  br label %1006

850:                                              ; preds = %1
  store i32 555, ptr %2, align 4
  br label %1006

851:                                              ; preds = %1
  store i32 474, ptr %2, align 4
  br label %1006

852:                                              ; preds = %1
  store i32 393, ptr %2, align 4
  br label %1006

853:                                              ; preds = %1
  store i32 312, ptr %2, align 4
  br label %1006

854:                                              ; preds = %1
  store i32 231, ptr %2, align 4
  br label %1006

855:                                              ; preds = %1
  store i32 150, ptr %2, align 4
  br label %1006

856:                                              ; preds = %1
  store i32 69, ptr %2, align 4
  br label %1006

857:                                              ; preds = %1
  store i32 988, ptr %2, align 4
  br label %1006

858:                                              ; preds = %1
  store i32 907, ptr %2, align 4
  br label %1006

859:                                              ; preds = %1
  store i32 826, ptr %2, align 4
  br label %1006

860:                                              ; preds = %1
  store i32 745, ptr %2, align 4
  br label %1006

861:                                              ; preds = %1
  store i32 664, ptr %2, align 4
  br label %1006

862:                                              ; preds = %1
  store i32 583, ptr %2, align 4
  br label %1006

863:                                              ; preds = %1
  store i32 502, ptr %2, align 4
  br label %1006

864:                                              ; preds = %1
  store i32 421, ptr %2, align 4
  br label %1006

865:                                              ; preds = %1
  store i32 340, ptr %2, align 4
  br label %1006

866:                                              ; preds = %1
  store i32 259, ptr %2, align 4
  br label %1006

867:                                              ; preds = %1
  store i32 178, ptr %2, align 4
  br label %1006

868:                                              ; preds = %1
  store i32 97, ptr %2, align 4
  br label %1006

869:                                              ; preds = %1
  store i32 16, ptr %2, align 4
  br label %1006

870:                                              ; preds = %1
  store i32 935, ptr %2, align 4
  br label %1006

871:                                              ; preds = %1
  store i32 854, ptr %2, align 4
  br label %1006

872:                                              ; preds = %1
  store i32 773, ptr %2, align 4
  br label %1006

873:                                              ; preds = %1
  store i32 692, ptr %2, align 4
  br label %1006

874:                                              ; preds = %1
  store i32 611, ptr %2, align 4
  br label %1006

875:                                              ; preds = %1
  store i32 530, ptr %2, align 4
  br label %1006

876:                                              ; preds = %1
  store i32 449, ptr %2, align 4
  br label %1006

877:                                              ; preds = %1
  store i32 368, ptr %2, align 4
  br label %1006

878:                                              ; preds = %1
  store i32 287, ptr %2, align 4
  br label %1006

879:                                              ; preds = %1
  store i32 206, ptr %2, align 4
  br label %1006

880:                                              ; preds = %1
  store i32 125, ptr %2, align 4
  br label %1006

881:                                              ; preds = %1
  store i32 44, ptr %2, align 4
  br label %1006

882:                                              ; preds = %1
  store i32 963, ptr %2, align 4
  br label %1006

883:                                              ; preds = %1
  store i32 882, ptr %2, align 4
  br label %1006

884:                                              ; preds = %1
  store i32 801, ptr %2, align 4
  br label %1006

885:                                              ; preds = %1
  store i32 720, ptr %2, align 4
  br label %1006

886:                                              ; preds = %1
  store i32 639, ptr %2, align 4
  br label %1006

887:                                              ; preds = %1
  store i32 558, ptr %2, align 4
  br label %1006

888:                                              ; preds = %1
  store i32 477, ptr %2, align 4
  br label %1006

889:                                              ; preds = %1
  store i32 396, ptr %2, align 4
  br label %1006

890:                                              ; preds = %1
  store i32 315, ptr %2, align 4
  br label %1006

891:                                              ; preds = %1
  store i32 234, ptr %2, align 4
  br label %1006

892:                                              ; preds = %1
  store i32 153, ptr %2, align 4
  br label %1006

893:                                              ; preds = %1
  store i32 72, ptr %2, align 4
  br label %1006

894:                                              ; preds = %1
  store i32 991, ptr %2, align 4
  br label %1006

895:                                              ; preds = %1
  store i32 910, ptr %2, align 4
  br label %1006

896:                                              ; preds = %1
  store i32 829, ptr %2, align 4
  br label %1006

897:                                              ; preds = %1
  store i32 748, ptr %2, align 4
  br label %1006

898:                                              ; preds = %1
  store i32 667, ptr %2, align 4
  br label %1006

899:                                              ; preds = %1
  store i32 586, ptr %2, align 4
  br label %1006

900:                                              ; preds = %1
  store i32 505, ptr %2, align 4
  br label %1006

901:                                              ; preds = %1
  store i32 424, ptr %2, align 4
  br label %1006

902:                                              ; preds = %1
  store i32 343, ptr %2, align 4
  br label %1006

903:                                              ; preds = %1
  store i32 262, ptr %2, align 4
  br label %1006

904:                                              ; preds = %1
  store i32 181, ptr %2, align 4
  br label %1006

905:                                              ; preds = %1
  store i32 100, ptr %2, align 4
  br label %1006

906:                                              ; preds = %1
  store i32 19, ptr %2, align 4
  br label %1006

907:                                              ; preds = %1
  store i32 938, ptr %2, align 4
  br label %1006

908:                                              ; preds = %1
  store i32 857, ptr %2, align 4
  br label %1006

909:                                              ; preds = %1
  store i32 776, ptr %2, align 4
  br label %1006

910:                                              ; preds = %1
  store i32 695, ptr %2, align 4
  br label %1006

911:                                              ; preds = %1
  store i32 614, ptr %2, align 4
  br label %1006

912:                                              ; preds = %1
  store i32 533, ptr %2, align 4
  br label %1006

913:                                              ; preds = %1
  store i32 452, ptr %2, align 4
  br label %1006

914:                                              ; preds = %1
  store i32 371, ptr %2, align 4
  br label %1006

915:                                              ; preds = %1
  store i32 290, ptr %2, align 4
  br label %1006

916:                                              ; preds = %1
  store i32 209, ptr %2, align 4
  br label %1006

917:                                              ; preds = %1
  store i32 128, ptr %2, align 4
  br label %1006

918:                                              ; preds = %1
  store i32 47, ptr %2, align 4
  br label %1006

919:                                              ; preds = %1
  store i32 966, ptr %2, align 4
  br label %1006

920:                                              ; preds = %1
  store i32 885, ptr %2, align 4
  br label %1006

921:                                              ; preds = %1
  store i32 804, ptr %2, align 4
  br label %1006

922:                                              ; preds = %1
  store i32 723, ptr %2, align 4
  br label %1006

923:                                              ; preds = %1
  store i32 642, ptr %2, align 4
  br label %1006

924:                                              ; preds = %1
  store i32 561, ptr %2, align 4
  br label %1006

925:                                              ; preds = %1
  store i32 480, ptr %2, align 4
  br label %1006

926:                                              ; preds = %1
  store i32 399, ptr %2, align 4
  br label %1006

927:                                              ; preds = %1
  store i32 318, ptr %2, align 4
  br label %1006

928:                                              ; preds = %1
  store i32 237, ptr %2, align 4
  br label %1006

929:                                              ; preds = %1
  store i32 156, ptr %2, align 4
  br label %1006

930:                                              ; preds = %1
  store i32 75, ptr %2, align 4
  br label %1006

931:                                              ; preds = %1
  store i32 994, ptr %2, align 4
  br label %1006

932:                                              ; preds = %1
  store i32 913, ptr %2, align 4
  br label %1006

933:                                              ; preds = %1
  store i32 832, ptr %2, align 4
  br label %1006

934:                                              ; preds = %1
  store i32 751, ptr %2, align 4
  br label %1006

935:                                              ; preds = %1
  store i32 670, ptr %2, align 4
  br label %1006

936:                                              ; preds = %1
  store i32 589, ptr %2, align 4
  br label %1006

937:                                              ; preds = %1
  store i32 508, ptr %2, align 4
  br label %1006

938:                                              ; preds = %1
  store i32 427, ptr %2, align 4
  br label %1006

939:                                              ; preds = %1
  store i32 346, ptr %2, align 4
  br label %1006

940:                                              ; preds = %1
  store i32 265, ptr %2, align 4
  br label %1006

941:                                              ; preds = %1
  store i32 184, ptr %2, align 4
  br label %1006

942:                                              ; preds = %1
  store i32 103, ptr %2, align 4
  br label %1006

943:                                              ; preds = %1
  store i32 22, ptr %2, align 4
  br label %1006

944:                                              ; preds = %1
  store i32 941, ptr %2, align 4
  br label %1006

945:                                              ; preds = %1
  store i32 860, ptr %2, align 4
  br label %1006

946:                                              ; preds = %1
  store i32 779, ptr %2, align 4
  br label %1006

947:                                              ; preds = %1
  store i32 698, ptr %2, align 4
  br label %1006

948:                                              ; preds = %1
  store i32 617, ptr %2, align 4
  br label %1006

949:                                              ; preds = %1
  store i32 536, ptr %2, align 4
  br label %1006

950:                                              ; preds = %1
  store i32 455, ptr %2, align 4
  br label %1006

951:                                              ; preds = %1
  store i32 374, ptr %2, align 4
  br label %1006

952:                                              ; preds = %1
  store i32 293, ptr %2, align 4
  br label %1006

953:                                              ; preds = %1
  store i32 212, ptr %2, align 4
  br label %1006

954:                                              ; preds = %1
  store i32 131, ptr %2, align 4
  br label %1006

955:                                              ; preds = %1
  store i32 50, ptr %2, align 4
  br label %1006

956:                                              ; preds = %1
  store i32 969, ptr %2, align 4
  br label %1006

957:                                              ; preds = %1
  store i32 888, ptr %2, align 4
  br label %1006

958:                                              ; preds = %1
  store i32 807, ptr %2, align 4
  br label %1006

959:                                              ; preds = %1
  store i32 726, ptr %2, align 4
  br label %1006

960:                                              ; preds = %1
  store i32 645, ptr %2, align 4
  br label %1006

961:                                              ; preds = %1
  store i32 564, ptr %2, align 4
  br label %1006

962:                                              ; preds = %1
  store i32 483, ptr %2, align 4
  br label %1006

963:                                              ; preds = %1
  store i32 402, ptr %2, align 4
  br label %1006

964:                                              ; preds = %1
  store i32 321, ptr %2, align 4
  br label %1006

965:                                              ; preds = %1
  store i32 240, ptr %2, align 4
  br label %1006

966:                                              ; preds = %1
  store i32 159, ptr %2, align 4
  br label %1006

967:                                              ; preds = %1
  store i32 78, ptr %2, align 4
  br label %1006

968:                                              ; preds = %1
  store i32 997, ptr %2, align 4
  br label %1006

969:                                              ; preds = %1
  store i32 916, ptr %2, align 4
  br label %1006

970:                                              ; preds = %1
  store i32 835, ptr %2, align 4
  br label %1006

971:                                              ; preds = %1
  store i32 754, ptr %2, align 4
  br label %1006

972:                                              ; preds = %1
  store i32 673, ptr %2, align 4
  br label %1006

973:                                              ; preds = %1
  store i32 592, ptr %2, align 4
  br label %1006

974:                                              ; preds = %1
  store i32 511, ptr %2, align 4
  br label %1006

975:                                              ; preds = %1
  store i32 430, ptr %2, align 4
  br label %1006

976:                                              ; preds = %1
  store i32 349, ptr %2, align 4
  br label %1006

977:                                              ; preds = %1
  store i32 268, ptr %2, align 4
  br label %1006

978:                                              ; preds = %1
  store i32 187, ptr %2, align 4
  br label %1006

979:                                              ; preds = %1
  store i32 106, ptr %2, align 4
  br label %1006

980:                                              ; preds = %1
  store i32 25, ptr %2, align 4
  br label %1006

981:                                              ; preds = %1
  store i32 944, ptr %2, align 4
  br label %1006

982:                                              ; preds = %1
  store i32 863, ptr %2, align 4
  br label %1006

983:                                              ; preds = %1
  store i32 782, ptr %2, align 4
  br label %1006

984:                                              ; preds = %1
  store i32 701, ptr %2, align 4
  br label %1006

985:                                              ; preds = %1
  store i32 620, ptr %2, align 4
  br label %1006

986:                                              ; preds = %1
  store i32 539, ptr %2, align 4
  br label %1006

987:                                              ; preds = %1
  store i32 458, ptr %2, align 4
  br label %1006

988:                                              ; preds = %1
  store i32 377, ptr %2, align 4
  br label %1006

989:                                              ; preds = %1
  store i32 296, ptr %2, align 4
  br label %1006

990:                                              ; preds = %1
  store i32 215, ptr %2, align 4
  br label %1006

991:                                              ; preds = %1
  store i32 134, ptr %2, align 4
  br label %1006

992:                                              ; preds = %1
  store i32 53, ptr %2, align 4
  br label %1006

993:                                              ; preds = %1
  store i32 972, ptr %2, align 4
  br label %1006

994:                                              ; preds = %1
  store i32 891, ptr %2, align 4
  br label %1006

995:                                              ; preds = %1
  store i32 810, ptr %2, align 4
  br label %1006

996:                                              ; preds = %1
  store i32 729, ptr %2, align 4
  br label %1006

997:                                              ; preds = %1
  store i32 648, ptr %2, align 4
  br label %1006

998:                                              ; preds = %1
  store i32 567, ptr %2, align 4
  br label %1006

999:                                              ; preds = %1
  store i32 486, ptr %2, align 4
  br label %1006

1000:                                             ; preds = %1
  store i32 405, ptr %2, align 4
  br label %1006

1001:                                             ; preds = %1
  store i32 324, ptr %2, align 4
  br label %1006

1002:                                             ; preds = %1
  store i32 243, ptr %2, align 4
  br label %1006

1003:                                             ; preds = %1
  store i32 162, ptr %2, align 4
  br label %1006

1004:                                             ; preds = %1
  store i32 81, ptr %2, align 4
  br label %1006

1005:                                             ; preds = %1
  store i32 -1, ptr %2, align 4
  br label %1006

1006:                                             ; preds = %1005, %1004, %1003, %1002, %1001, %1000, %999, %998, %997, %996, %995, %994, %993, %992, %991, %990, %989, %988, %987, %986, %985, %984, %983, %982, %981, %980, %979, %978, %977, %976, %975, %974, %973, %972, %971, %970, %969, %968, %967, %966, %965, %964, %963, %962, %961, %960, %959, %958, %957, %956, %955, %954, %953, %952, %951, %950, %949, %948, %947, %946, %945, %944, %943, %942, %941, %940, %939, %938, %937, %936, %935, %934, %933, %932, %931, %930, %929, %928, %927, %926, %925, %924, %923, %922, %921, %920, %919, %918, %917, %916, %915, %914, %913, %912, %911, %910, %909, %908, %907, %906, %905, %904, %903, %902, %901, %900, %899, %898, %897, %896, %895, %894, %893, %892, %891, %890, %889, %888, %887, %886, %885, %884, %883, %882, %881, %880, %879, %878, %877, %876, %875, %874, %873, %872, %871, %870, %869, %868, %867, %866, %865, %864, %863, %862, %861, %860, %859, %858, %857, %856, %855, %854, %853, %852, %851, %850, %849, %848, %847, %846, %845, %844, %843, %842, %841, %840, %839, %838, %837, %836, %835, %834, %833, %832, %831, %830, %829, %828, %827, %826, %825, %824, %823, %822, %821, %820, %819, %818, %817, %816, %815, %814, %813, %812, %811, %810, %809, %808, %807, %806, %805, %804, %803, %802, %801, %800, %799, %798, %797, %796, %795, %794, %793, %792, %791, %790, %789, %788, %787, %786, %785, %784, %783, %782, %781, %780, %779, %778, %777, %776, %775, %774, %773, %772, %771, %770, %769, %768, %767, %766, %765, %764, %763, %762, %761, %760, %759, %758, %757, %756, %755, %754, %753, %752, %751, %750, %749, %748, %747, %746, %745, %744, %743, %742, %741, %740, %739, %738, %737, %736, %735, %734, %733, %732, %731, %730, %729, %728, %727, %726, %725, %724, %723, %722, %721, %720, %719, %718, %717, %716, %715, %714, %713, %712, %711, %710, %709, %708, %707, %706, %705, %704, %703, %702, %701, %700, %699, %698, %697, %696, %695, %694, %693, %692, %691, %690, %689, %688, %687, %686, %685, %684, %683, %682, %681, %680, %679, %678, %677, %676, %675, %674, %673, %672, %671, %670, %669, %668, %667, %666, %665, %664, %663, %662, %661, %660, %659, %658, %657, %656, %655, %654, %653, %652, %651, %650, %649, %648, %647, %646, %645, %644, %643, %642, %641, %640, %639, %638, %637, %636, %635, %634, %633, %632, %631, %630, %629, %628, %627, %626, %625, %624, %623, %622, %621, %620, %619, %618, %617, %616, %615, %614, %613, %612, %611, %610, %609, %608, %607, %606, %605, %604, %603, %602, %601, %600, %599, %598, %597, %596, %595, %594, %593, %592, %591, %590, %589, %588, %587, %586, %585, %584, %583, %582, %581, %580, %579, %578, %577, %576, %575, %574, %573, %572, %571, %570, %569, %568, %567, %566, %565, %564, %563, %562, %561, %560, %559, %558, %557, %556, %555, %554, %553, %552, %551, %550, %549, %548, %547, %546, %545, %544, %543, %542, %541, %540, %539, %538, %537, %536, %535, %534, %533, %532, %531, %530, %529, %528, %527, %526, %525, %524, %523, %522, %521, %520, %519, %518, %517, %516, %515, %514, %513, %512, %511, %510, %509, %508, %507, %506, %505, %504, %503, %502, %501, %500, %499, %498, %497, %496, %495, %494, %493, %492, %491, %490, %489, %488, %487, %486, %485, %484, %483, %482, %481, %480, %479, %478, %477, %476, %475, %474, %473, %472, %471, %470, %469, %468, %467, %466, %465, %464, %463, %462, %461, %460, %459, %458, %457, %456, %455, %454, %453, %452, %451, %450, %449, %448, %447, %446, %445, %444, %443, %442, %441, %440, %439, %438, %437, %436, %435, %434, %433, %432, %431, %430, %429, %428, %427, %426, %425, %424, %423, %422, %421, %420, %419, %418, %417, %416, %415, %414, %413, %412, %411, %410, %409, %408, %407, %406, %405, %404, %403, %402, %401, %400, %399, %398, %397, %396, %395, %394, %393, %392, %391, %390, %389, %388, %387, %386, %385, %384, %383, %382, %381, %380, %379, %378, %377, %376, %375, %374, %373, %372, %371, %370, %369, %368, %367, %366, %365, %364, %363, %362, %361, %360, %359, %358, %357, %356, %355, %354, %353, %352, %351, %350, %349, %348, %347, %346, %345, %344, %343, %342, %341, %340, %339, %338, %337, %336, %335, %334, %333, %332, %331, %330, %329, %328, %327, %326, %325, %324, %323, %322, %321, %320, %319, %318, %317, %316, %315, %314, %313, %312, %311, %310, %309, %308, %307, %306, %305, %304, %303, %302, %301, %300, %299, %298, %297, %296, %295, %294, %293, %292, %291, %290, %289, %288, %287, %286, %285, %284, %283, %282, %281, %280, %279, %278, %277, %276, %275, %274, %273, %272, %271, %270, %269, %268, %267, %266, %265, %264, %263, %262, %261, %260, %259, %258, %257, %256, %255, %254, %253, %252, %251, %250, %249, %248, %247, %246, %245, %244, %243, %242, %241, %240, %239, %238, %237, %236, %235, %234, %233, %232, %231, %230, %229, %228, %227, %226, %225, %224, %223, %222, %221, %220, %219, %218, %217, %216, %215, %214, %213, %212, %211, %210, %209, %208, %207, %206, %205, %204, %203, %202, %201, %200, %199, %198, %197, %196, %195, %194, %193, %192, %191, %190, %189, %188, %187, %186, %185, %184, %183, %182, %181, %180, %179, %178, %177, %176, %175, %174, %173, %172, %171, %170, %169, %168, %167, %166, %165, %164, %163, %162, %161, %160, %159, %158, %157, %156, %155, %154, %153, %152, %151, %150, %149, %148, %147, %146, %145, %144, %143, %142, %141, %140, %139, %138, %137, %136, %135, %134, %133, %132, %131, %130, %129, %128, %127, %126, %125, %124, %123, %122, %121, %120, %119, %118, %117, %116, %115, %114, %113, %112, %111, %110, %109, %108, %107, %106, %105, %104, %103, %102, %101, %100, %99, %98, %97, %96, %95, %94, %93, %92, %91, %90, %89, %88, %87, %86, %85, %84, %83, %82, %81, %80, %79, %78, %77, %76, %75, %74, %73, %72, %71, %70, %69, %68, %67, %66, %65, %64, %63, %62, %61, %60, %59, %58, %57, %56, %55, %54, %53, %52, %51, %50, %49, %48, %47, %46, %45, %44, %43, %42, %41, %40, %39, %38, %37, %36, %35, %34, %33, %32, %31, %30, %29, %28, %27, %26, %25, %24, %23, %22, %21, %20, %19, %18, %17, %16, %15, %14, %13, %12, %11, %10, %9, %8, %7, %6, %5
  %1007 = load i32, ptr %2, align 4
  ret i32 %1007
}

; Function Attrs: noinline nounwind optnone
define internal i32 @run(ptr noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 4
  %4 = alloca [16 x i32], align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  store i32 0, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %11

11:                                               ; preds = %128, %1
  %12 = load i32, ptr %7, align 4
  %13 = add nsw i32 %12, 1
  store i32 %13, ptr %7, align 4
  %14 = load ptr, ptr %3, align 4
  %15 = load i32, ptr %6, align 4
  %16 = add nsw i32 %15, 1
  store i32 %16, ptr %6, align 4
  %17 = getelementptr inbounds i8, ptr %14, i32 %15
  %18 = load i8, ptr %17, align 1
  %19 = zext i8 %18 to i32
  switch i32 %19, label %127 [
    i32 0, label %20
    i32 1, label %30
    i32 2, label %41
    i32 3, label %52
    i32 4, label %63
    i32 5, label %72
    i32 6, label %88
    i32 7, label %103
    i32 8, label %109
    i32 9, label %115
    i32 10, label %117
    i32 11, label %122
  ]

20:                                               ; preds = %11
  %21 = load ptr, ptr %3, align 4
  %22 = load i32, ptr %6, align 4
  %23 = add nsw i32 %22, 1
  store i32 %23, ptr %6, align 4
  %24 = getelementptr inbounds i8, ptr %21, i32 %22
  %25 = load i8, ptr %24, align 1
  %26 = zext i8 %25 to i32
  %27 = load i32, ptr %5, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %5, align 4
  %29 = getelementptr inbounds [16 x i32], ptr %4, i32 0, i32 %27
  store i32 %26, ptr %29, align 4
  br label %128

30:                                               ; preds = %11
  %31 = load i32, ptr %5, align 4
  %32 = add nsw i32 %31, -1
  store i32 %32, ptr %5, align 4
  %33 = load i32, ptr %5, align 4
  %34 = getelementptr inbounds [16 x i32], ptr %4, i32 0, i32 %33
  %35 = load i32, ptr %34, align 4
  %36 = load i32, ptr %5, align 4
  %37 = sub nsw i32 %36, 1
  %38 = getelementptr inbounds [16 x i32], ptr %4, i32 0, i32 %37
  %39 = load i32, ptr %38, align 4
  %40 = add nsw i32 %39, %35
  store i32 %40, ptr %38, align 4
  br label %128

41:                                               ; preds = %11
  %42 = load i32, ptr %5, align 4
  %43 = add nsw i32 %42, -1
  store i32 %43, ptr %5, align 4
  %44 = load i32, ptr %5, align 4
  %45 = getelementptr inbounds [16 x i32], ptr %4, i32 0, i32 %44
  %46 = load i32, ptr %45, align 4
  %47 = load i32, ptr %5, align 4
  %48 = sub nsw i32 %47, 1
  %49 = getelementptr inbounds [16 x i32], ptr %4, i32 0, i32 %48
  %50 = load i32, ptr %49, align 4
  %51 = sub nsw i32 %50, %46
  store i32 %51, ptr %49, align 4
  br label %128

52:                                               ; preds = %11
  %53 = load i32, ptr %5, align 4
  %54 = add nsw i32 %53, -1
  store i32 %54, ptr %5, align 4
  %55 = load i32, ptr %5, align 4
  %56 = getelementptr inbounds [16 x i32], ptr %4, i32 0, i32 %55
  %57 = load i32, ptr %56, align 4
  %58 = load i32, ptr %5, align 4
  %59 = sub nsw i32 %58, 1
  %60 = getelementptr inbounds [16 x i32], ptr %4, i32 0, i32 %59
  %61 = load i32, ptr %60, align 4
  %62 = mul nsw i32 %61, %57
  store i32 %62, ptr %60, align 4
  br label %128

63:                                               ; preds = %11
  %64 = load i32, ptr %5, align 4
  %65 = sub nsw i32 %64, 1
  %66 = getelementptr inbounds [16 x i32], ptr %4, i32 0, i32 %65
  %67 = load i32, ptr %66, align 4
  %68 = load i32, ptr %5, align 4
  %69 = getelementptr inbounds [16 x i32], ptr %4, i32 0, i32 %68
  store i32 %67, ptr %69, align 4
  %70 = load i32, ptr %5, align 4
  %71 = add nsw i32 %70, 1
  store i32 %71, ptr %5, align 4
  br label %128

72:                                               ; preds = %11
  %73 = load i32, ptr %5, align 4
  %74 = sub nsw i32 %73, 1
  %75 = getelementptr inbounds [16 x i32], ptr %4, i32 0, i32 %74
  %76 = load i32, ptr %75, align 4
  store i32 %76, ptr %9, align 4
  %77 = load i32, ptr %5, align 4
  %78 = sub nsw i32 %77, 2
  %79 = getelementptr inbounds [16 x i32], ptr %4, i32 0, i32 %78
  %80 = load i32, ptr %79, align 4
  %81 = load i32, ptr %5, align 4
  %82 = sub nsw i32 %81, 1
  %83 = getelementptr inbounds [16 x i32], ptr %4, i32 0, i32 %82
  store i32 %80, ptr %83, align 4
  %84 = load i32, ptr %9, align 4
  %85 = load i32, ptr %5, align 4
  %86 = sub nsw i32 %85, 2
  %87 = getelementptr inbounds [16 x i32], ptr %4, i32 0, i32 %86
  store i32 %84, ptr %87, align 4
  br label %128

88:                                               ; preds = %11
  %89 = load ptr, ptr %3, align 4
  %90 = load i32, ptr %6, align 4
  %91 = add nsw i32 %90, 1
  store i32 %91, ptr %6, align 4
  %92 = getelementptr inbounds i8, ptr %89, i32 %90
  %93 = load i8, ptr %92, align 1
  %94 = zext i8 %93 to i32
  store i32 %94, ptr %10, align 4
  %95 = load i32, ptr %5, align 4
  %96 = sub nsw i32 %95, 1
  %97 = getelementptr inbounds [16 x i32], ptr %4, i32 0, i32 %96
  %98 = load i32, ptr %97, align 4
  %99 = icmp ne i32 %98, 0
  br i1 %99, label %100, label %102

100:                                              ; preds = %88
  %101 = load i32, ptr %10, align 4
  store i32 %101, ptr %6, align 4
  br label %102

102:                                              ; preds = %100, %88
  br label %128

103:                                              ; preds = %11
  %104 = load i32, ptr %5, align 4
  %105 = sub nsw i32 %104, 1
  %106 = getelementptr inbounds [16 x i32], ptr %4, i32 0, i32 %105
  %107 = load i32, ptr %106, align 4
  %108 = add nsw i32 %107, -1
  store i32 %108, ptr %106, align 4
  br label %128

109:                                              ; preds = %11
  %110 = load i32, ptr %5, align 4
  %111 = sub nsw i32 %110, 1
  %112 = getelementptr inbounds [16 x i32], ptr %4, i32 0, i32 %111
  %113 = load i32, ptr %112, align 4
  %114 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef signext %113)
  br label %128

115:                                              ; preds = %11
  %116 = load i32, ptr %7, align 4
  store i32 %116, ptr %2, align 4
  br label %129

117:                                              ; preds = %11
  %118 = load i32, ptr %8, align 4
  %119 = load i32, ptr %5, align 4
  %120 = add nsw i32 %119, 1
  store i32 %120, ptr %5, align 4
  %121 = getelementptr inbounds [16 x i32], ptr %4, i32 0, i32 %119
  store i32 %118, ptr %121, align 4
  br label %128

122:                                              ; preds = %11
  %123 = load i32, ptr %5, align 4
  %124 = add nsw i32 %123, -1
  store i32 %124, ptr %5, align 4
  %125 = getelementptr inbounds [16 x i32], ptr %4, i32 0, i32 %124
  %126 = load i32, ptr %125, align 4
  store i32 %126, ptr %8, align 4
  br label %128

127:                                              ; preds = %11
  store i32 -1, ptr %2, align 4
  br label %129

128:                                              ; preds = %122, %117, %109, %103, %102, %72, %63, %52, %41, %30, %20
  br label %11

129:                                              ; preds = %127, %115
  %130 = load i32, ptr %2, align 4
  ret i32 %130
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

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
!9 = distinct !{!9, !6}
!10 = distinct !{!10, !6}
!11 = distinct !{!11, !6}
!12 = distinct !{!12, !6}
