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
  store i32 0, i32* %1, align 4
  %11 = bitcast %struct.small* %3 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %11, i8* align 4 bitcast (%struct.small* @__const.main.s to i8*), i32 8, i1 false)
  store i32 7, i32* %5, align 4
  %12 = bitcast %struct.big* %4 to i8*
  call void @llvm.memset.p0i8.i32(i8* align 4 %12, i8 0, i32 92, i1 false)
  store i32 0, i32* %6, align 4
  br label %13

13:                                               ; preds = %23, %0
  %14 = load i32, i32* %6, align 4
  %15 = icmp slt i32 %14, 20
  br i1 %15, label %16, label %26

16:                                               ; preds = %13
  %17 = load i32, i32* %6, align 4
  %18 = load i32, i32* %6, align 4
  %19 = mul nsw i32 %17, %18
  %20 = getelementptr inbounds %struct.big, %struct.big* %4, i32 0, i32 0
  %21 = load i32, i32* %6, align 4
  %22 = getelementptr inbounds [20 x i32], [20 x i32]* %20, i32 0, i32 %21
  store i32 %19, i32* %22, align 4
  br label %23

23:                                               ; preds = %16
  %24 = load i32, i32* %6, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, i32* %6, align 4
  br label %13, !llvm.loop !5

26:                                               ; preds = %13
  %27 = getelementptr inbounds %struct.big, %struct.big* %4, i32 0, i32 1
  %28 = getelementptr inbounds [9 x i8], [9 x i8]* %27, i32 0, i32 0
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %28, i8* align 1 getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i32 0, i32 0), i32 9, i1 false)
  store i32 0, i32* %7, align 4
  br label %29

29:                                               ; preds = %39, %26
  %30 = load i32, i32* %7, align 4
  %31 = icmp slt i32 %30, 4
  br i1 %31, label %32, label %42

32:                                               ; preds = %29
  %33 = load i32, i32* %7, align 4
  %34 = getelementptr inbounds %struct.small, %struct.small* %3, i32 0, i32 0
  %35 = load i32, i32* %34, align 4
  %36 = add nsw i32 %35, %33
  store i32 %36, i32* %34, align 4
  %37 = load i32, i32* %7, align 4
  %38 = getelementptr inbounds [4 x %struct.small], [4 x %struct.small]* @gs, i32 0, i32 %37
  call void @copy_small(%struct.small* noundef %38, %struct.small* noundef %3)
  br label %39

39:                                               ; preds = %32
  %40 = load i32, i32* %7, align 4
  %41 = add nsw i32 %40, 1
  store i32 %41, i32* %7, align 4
  br label %29, !llvm.loop !7

42:                                               ; preds = %29
  call void @copy_big(%struct.big* noundef getelementptr inbounds ([2 x %struct.big], [2 x %struct.big]* @gb, i32 0, i32 1), %struct.big* noundef %4)
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 bitcast ([2 x %struct.big]* @gb to i8*), i8* align 4 bitcast (%struct.big* getelementptr inbounds ([2 x %struct.big], [2 x %struct.big]* @gb, i32 0, i32 1) to i8*), i32 92, i1 false)
  %43 = getelementptr inbounds [40 x i8], [40 x i8]* %2, i32 0, i32 0
  call void @fill(i8* noundef %43, i32 noundef signext 120, i32 noundef signext 40)
  %44 = getelementptr inbounds [40 x i8], [40 x i8]* %2, i32 0, i32 0
  %45 = getelementptr inbounds i8, i8* %44, i32 3
  call void @llvm.memset.p0i8.i32(i8* align 1 %45, i8 121, i32 5, i1 false)
  %46 = getelementptr inbounds [40 x i8], [40 x i8]* %2, i32 0, i32 0
  call void @shift(i8* noundef %46, i32 noundef signext 10)
  %47 = getelementptr inbounds [40 x i8], [40 x i8]* %2, i32 0, i32 0
  %48 = getelementptr inbounds i8, i8* %47, i32 20
  %49 = getelementptr inbounds [40 x i8], [40 x i8]* %2, i32 0, i32 0
  %50 = getelementptr inbounds i8, i8* %49, i32 18
  call void @llvm.memmove.p0i8.p0i8.i32(i8* align 1 %48, i8* align 1 %50, i32 6, i1 false)
  store i32 0, i32* %8, align 4
  br label %51

51:                                               ; preds = %62, %42
  %52 = load i32, i32* %8, align 4
  %53 = icmp slt i32 %52, 40
  br i1 %53, label %54, label %65

54:                                               ; preds = %51
  %55 = load i32, i32* %5, align 4
  %56 = mul i32 %55, 31
  %57 = load i32, i32* %8, align 4
  %58 = getelementptr inbounds [40 x i8], [40 x i8]* %2, i32 0, i32 %57
  %59 = load i8, i8* %58, align 1
  %60 = zext i8 %59 to i32
  %61 = add i32 %56, %60
  store i32 %61, i32* %5, align 4
  br label %62

62:                                               ; preds = %54
  %63 = load i32, i32* %8, align 4
  %64 = add nsw i32 %63, 1
  store i32 %64, i32* %8, align 4
  br label %51, !llvm.loop !8

65:                                               ; preds = %51
  store i32 0, i32* %9, align 4
  br label %66

66:                                               ; preds = %89, %65
  %67 = load i32, i32* %9, align 4
  %68 = icmp slt i32 %67, 4
  br i1 %68, label %69, label %92

69:                                               ; preds = %66
  %70 = load i32, i32* %5, align 4
  %71 = mul i32 %70, 31
  %72 = load i32, i32* %9, align 4
  %73 = getelementptr inbounds [4 x %struct.small], [4 x %struct.small]* @gs, i32 0, i32 %72
  %74 = getelementptr inbounds %struct.small, %struct.small* %73, i32 0, i32 0
  %75 = load i32, i32* %74, align 4
  %76 = add i32 %71, %75
  %77 = load i32, i32* %9, align 4
  %78 = getelementptr inbounds [4 x %struct.small], [4 x %struct.small]* @gs, i32 0, i32 %77
  %79 = getelementptr inbounds %struct.small, %struct.small* %78, i32 0, i32 1
  %80 = load i16, i16* %79, align 4
  %81 = sext i16 %80 to i32
  %82 = add i32 %76, %81
  %83 = load i32, i32* %9, align 4
  %84 = getelementptr inbounds [4 x %struct.small], [4 x %struct.small]* @gs, i32 0, i32 %83
  %85 = getelementptr inbounds %struct.small, %struct.small* %84, i32 0, i32 2
  %86 = load i8, i8* %85, align 2
  %87 = sext i8 %86 to i32
  %88 = add i32 %82, %87
  store i32 %88, i32* %5, align 4
  br label %89

89:                                               ; preds = %69
  %90 = load i32, i32* %9, align 4
  %91 = add nsw i32 %90, 1
  store i32 %91, i32* %9, align 4
  br label %66, !llvm.loop !9

92:                                               ; preds = %66
  store i32 0, i32* %10, align 4
  br label %93

93:                                               ; preds = %103, %92
  %94 = load i32, i32* %10, align 4
  %95 = icmp slt i32 %94, 20
  br i1 %95, label %96, label %106

96:                                               ; preds = %93
  %97 = load i32, i32* %5, align 4
  %98 = mul i32 %97, 31
  %99 = load i32, i32* %10, align 4
  %100 = getelementptr inbounds [20 x i32], [20 x i32]* getelementptr inbounds ([2 x %struct.big], [2 x %struct.big]* @gb, i32 0, i32 0, i32 0), i32 0, i32 %99
  %101 = load i32, i32* %100, align 4
  %102 = add i32 %98, %101
  store i32 %102, i32* %5, align 4
  br label %103

103:                                              ; preds = %96
  %104 = load i32, i32* %10, align 4
  %105 = add nsw i32 %104, 1
  store i32 %105, i32* %10, align 4
  br label %93, !llvm.loop !10

106:                                              ; preds = %93
  %107 = load i32, i32* %5, align 4
  %108 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i32 0, i32 0), i8* noundef getelementptr inbounds ([2 x %struct.big], [2 x %struct.big]* @gb, i32 0, i32 0, i32 1, i32 0), i32 noundef signext %107)
  %109 = load i32, i32* %5, align 4
  %110 = and i32 %109, 127
  ret i32 %110
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #1

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i32(i8* nocapture writeonly, i8, i32, i1 immarg) #2

; Function Attrs: noinline nounwind optnone
define internal void @copy_small(%struct.small* noundef %0, %struct.small* noundef %1) #0 {
  %3 = alloca %struct.small*, align 4
  %4 = alloca %struct.small*, align 4
  store %struct.small* %0, %struct.small** %3, align 4
  store %struct.small* %1, %struct.small** %4, align 4
  %5 = load %struct.small*, %struct.small** %3, align 4
  %6 = load %struct.small*, %struct.small** %4, align 4
  %7 = bitcast %struct.small* %5 to i8*
  %8 = bitcast %struct.small* %6 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %7, i8* align 4 %8, i32 8, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @copy_big(%struct.big* noundef %0, %struct.big* noundef %1) #0 {
  %3 = alloca %struct.big*, align 4
  %4 = alloca %struct.big*, align 4
  store %struct.big* %0, %struct.big** %3, align 4
  store %struct.big* %1, %struct.big** %4, align 4
  %5 = load %struct.big*, %struct.big** %3, align 4
  %6 = load %struct.big*, %struct.big** %4, align 4
  %7 = bitcast %struct.big* %5 to i8*
  %8 = bitcast %struct.big* %6 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %7, i8* align 4 %8, i32 92, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @fill(i8* noundef %0, i32 noundef signext %1, i32 noundef signext %2) #0 {
  %4 = alloca i8*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i8* %0, i8** %4, align 4
  store i32 %1, i32* %5, align 4
  store i32 %2, i32* %6, align 4
  %7 = load i8*, i8** %4, align 4
  %8 = load i32, i32* %5, align 4
  %9 = trunc i32 %8 to i8
  %10 = load i32, i32* %6, align 4
  call void @llvm.memset.p0i8.i32(i8* align 1 %7, i8 %9, i32 %10, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @shift(i8* noundef %0, i32 noundef signext %1) #0 {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  store i8* %0, i8** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i8*, i8** %3, align 4
  %6 = getelementptr inbounds i8, i8* %5, i32 1
  %7 = load i8*, i8** %3, align 4
  %8 = load i32, i32* %4, align 4
  call void @llvm.memmove.p0i8.p0i8.i32(i8* align 1 %6, i8* align 1 %7, i32 %8, i1 false)
  ret void
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memmove.p0i8.p0i8.i32(i8* nocapture writeonly, i8* nocapture readonly, i32, i1 immarg) #1

declare i32 @printf(i8* noundef, ...) #3

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { argmemonly nofree nounwind willreturn }
attributes #2 = { argmemonly nofree nounwind willreturn writeonly }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }

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
!9 = distinct !{!9, !6}
!10 = distinct !{!10, !6}
