; ModuleID = 'mem.c'
source_filename = "mem.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

%struct.small = type { i32, i16, i8 }
%struct.big = type { [20 x i32], [9 x i8] }

@__const.main.s = private unnamed_addr constant %struct.small { i32 1, i16 2, i8 3 }, align 4
@.str = private unnamed_addr constant [9 x i8] c"egret-ok\00", align 1
@gs = dso_local global [4 x %struct.small] zeroinitializer, align 4
@gb = dso_local global [2 x %struct.big] zeroinitializer, align 4
@.str.1 = private unnamed_addr constant [7 x i8] c"%s %u\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [40 x i8], align 1
  %3 = alloca %struct.small, align 4
  %4 = alloca %struct.big, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %3, ptr align 4 @__const.main.s, i32 8, i1 false)
  store i32 7, ptr %5, align 4
  call void @llvm.memset.p0.i32(ptr align 4 %4, i8 0, i32 92, i1 false)
  store i32 0, ptr %6, align 4
  br label %11

11:                                               ; preds = %21, %0
  %12 = load i32, ptr %6, align 4
  %13 = icmp slt i32 %12, 20
  br i1 %13, label %14, label %24

14:                                               ; preds = %11
  %15 = load i32, ptr %6, align 4
  %16 = load i32, ptr %6, align 4
  %17 = mul nsw i32 %15, %16
  %18 = getelementptr inbounds %struct.big, ptr %4, i32 0, i32 0
  %19 = load i32, ptr %6, align 4
  %20 = getelementptr inbounds [20 x i32], ptr %18, i32 0, i32 %19
  store i32 %17, ptr %20, align 4
  br label %21

21:                                               ; preds = %14
  %22 = load i32, ptr %6, align 4
  %23 = add nsw i32 %22, 1
  store i32 %23, ptr %6, align 4
  br label %11, !llvm.loop !5

24:                                               ; preds = %11
  %25 = getelementptr inbounds %struct.big, ptr %4, i32 0, i32 1
  %26 = getelementptr inbounds [9 x i8], ptr %25, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %26, ptr align 1 @.str, i32 9, i1 false)
  store i32 0, ptr %7, align 4
  br label %27

27:                                               ; preds = %37, %24
  %28 = load i32, ptr %7, align 4
  %29 = icmp slt i32 %28, 4
  br i1 %29, label %30, label %40

30:                                               ; preds = %27
  %31 = load i32, ptr %7, align 4
  %32 = getelementptr inbounds %struct.small, ptr %3, i32 0, i32 0
  %33 = load i32, ptr %32, align 4
  %34 = add nsw i32 %33, %31
  store i32 %34, ptr %32, align 4
  %35 = load i32, ptr %7, align 4
  %36 = getelementptr inbounds [4 x %struct.small], ptr @gs, i32 0, i32 %35
  call void @copy_small(ptr noundef %36, ptr noundef %3)
  br label %37

37:                                               ; preds = %30
  %38 = load i32, ptr %7, align 4
  %39 = add nsw i32 %38, 1
  store i32 %39, ptr %7, align 4
  br label %27, !llvm.loop !7

40:                                               ; preds = %27
  call void @copy_big(ptr noundef getelementptr inbounds ([2 x %struct.big], ptr @gb, i32 0, i32 1), ptr noundef %4)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 @gb, ptr align 4 getelementptr inbounds ([2 x %struct.big], ptr @gb, i32 0, i32 1), i32 92, i1 false)
  %41 = getelementptr inbounds [40 x i8], ptr %2, i32 0, i32 0
  call void @fill(ptr noundef %41, i32 noundef signext 120, i32 noundef signext 40)
  %42 = getelementptr inbounds [40 x i8], ptr %2, i32 0, i32 0
  %43 = getelementptr inbounds i8, ptr %42, i32 3
  call void @llvm.memset.p0.i32(ptr align 1 %43, i8 121, i32 5, i1 false)
  %44 = getelementptr inbounds [40 x i8], ptr %2, i32 0, i32 0
  call void @shift(ptr noundef %44, i32 noundef signext 10)
  %45 = getelementptr inbounds [40 x i8], ptr %2, i32 0, i32 0
  %46 = getelementptr inbounds i8, ptr %45, i32 20
  %47 = getelementptr inbounds [40 x i8], ptr %2, i32 0, i32 0
  %48 = getelementptr inbounds i8, ptr %47, i32 18
  call void @llvm.memmove.p0.p0.i32(ptr align 1 %46, ptr align 1 %48, i32 6, i1 false)
  store i32 0, ptr %8, align 4
  br label %49

49:                                               ; preds = %60, %40
  %50 = load i32, ptr %8, align 4
  %51 = icmp slt i32 %50, 40
  br i1 %51, label %52, label %63

52:                                               ; preds = %49
  %53 = load i32, ptr %5, align 4
  %54 = mul i32 %53, 31
  %55 = load i32, ptr %8, align 4
  %56 = getelementptr inbounds [40 x i8], ptr %2, i32 0, i32 %55
  %57 = load i8, ptr %56, align 1
  %58 = zext i8 %57 to i32
  %59 = add i32 %54, %58
  store i32 %59, ptr %5, align 4
  br label %60

60:                                               ; preds = %52
  %61 = load i32, ptr %8, align 4
  %62 = add nsw i32 %61, 1
  store i32 %62, ptr %8, align 4
  br label %49, !llvm.loop !8

63:                                               ; preds = %49
  store i32 0, ptr %9, align 4
  br label %64

64:                                               ; preds = %87, %63
  %65 = load i32, ptr %9, align 4
  %66 = icmp slt i32 %65, 4
  br i1 %66, label %67, label %90

67:                                               ; preds = %64
  %68 = load i32, ptr %5, align 4
  %69 = mul i32 %68, 31
  %70 = load i32, ptr %9, align 4
  %71 = getelementptr inbounds [4 x %struct.small], ptr @gs, i32 0, i32 %70
  %72 = getelementptr inbounds %struct.small, ptr %71, i32 0, i32 0
  %73 = load i32, ptr %72, align 4
  %74 = add i32 %69, %73
  %75 = load i32, ptr %9, align 4
  %76 = getelementptr inbounds [4 x %struct.small], ptr @gs, i32 0, i32 %75
  %77 = getelementptr inbounds %struct.small, ptr %76, i32 0, i32 1
  %78 = load i16, ptr %77, align 4
  %79 = sext i16 %78 to i32
  %80 = add i32 %74, %79
  %81 = load i32, ptr %9, align 4
  %82 = getelementptr inbounds [4 x %struct.small], ptr @gs, i32 0, i32 %81
  %83 = getelementptr inbounds %struct.small, ptr %82, i32 0, i32 2
  %84 = load i8, ptr %83, align 2
  %85 = sext i8 %84 to i32
  %86 = add i32 %80, %85
  store i32 %86, ptr %5, align 4
  br label %87

87:                                               ; preds = %67
  %88 = load i32, ptr %9, align 4
  %89 = add nsw i32 %88, 1
  store i32 %89, ptr %9, align 4
  br label %64, !llvm.loop !9

90:                                               ; preds = %64
  store i32 0, ptr %10, align 4
  br label %91

91:                                               ; preds = %101, %90
  %92 = load i32, ptr %10, align 4
  %93 = icmp slt i32 %92, 20
  br i1 %93, label %94, label %104

94:                                               ; preds = %91
  %95 = load i32, ptr %5, align 4
  %96 = mul i32 %95, 31
  %97 = load i32, ptr %10, align 4
  %98 = getelementptr inbounds [20 x i32], ptr @gb, i32 0, i32 %97
  %99 = load i32, ptr %98, align 4
  %100 = add i32 %96, %99
  store i32 %100, ptr %5, align 4
  br label %101

101:                                              ; preds = %94
  %102 = load i32, ptr %10, align 4
  %103 = add nsw i32 %102, 1
  store i32 %103, ptr %10, align 4
  br label %91, !llvm.loop !10

104:                                              ; preds = %91
  %105 = load i32, ptr %5, align 4
  %106 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef getelementptr inbounds (%struct.big, ptr @gb, i32 0, i32 1), i32 noundef signext %105)
  %107 = load i32, ptr %5, align 4
  %108 = and i32 %107, 127
  ret i32 %108
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i32(ptr nocapture writeonly, i8, i32, i1 immarg) #2

; Function Attrs: noinline nounwind optnone
define internal void @copy_small(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = load ptr, ptr %4, align 4
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %5, ptr align 4 %6, i32 8, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @copy_big(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = load ptr, ptr %4, align 4
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %5, ptr align 4 %6, i32 92, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @fill(ptr noundef %0, i32 noundef signext %1, i32 noundef signext %2) #0 {
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %7 = load ptr, ptr %4, align 4
  %8 = load i32, ptr %5, align 4
  %9 = trunc i32 %8 to i8
  %10 = load i32, ptr %6, align 4
  call void @llvm.memset.p0.i32(ptr align 1 %7, i8 %9, i32 %10, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @shift(ptr noundef %0, i32 noundef signext %1) #0 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = getelementptr inbounds i8, ptr %5, i32 1
  %7 = load ptr, ptr %3, align 4
  %8 = load i32, ptr %4, align 4
  call void @llvm.memmove.p0.p0.i32(ptr align 1 %6, ptr align 1 %7, i32 %8, i1 false)
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i32(ptr nocapture writeonly, ptr nocapture readonly, i32, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #3

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }

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
