; ModuleID = 'memory.c'
source_filename = "memory.c"
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mips-unknown-linux-gnu"

%struct.rgb = type { i8, i8, i8 }
%struct.big = type { [12 x i32] }
%union.u = type { i32 }

@global_big = dso_local global { <{ i32, i32, i32, [9 x i32] }> } { <{ i32, i32, i32, [9 x i32] }> <{ i32 1, i32 2, i32 3, [9 x i32] zeroinitializer }> }, align 4
@.str = private unnamed_addr constant [27 x i8] c"abcdefghijklmnopqrstuvwxyz\00", align 1
@__const.main.c1 = private unnamed_addr constant %struct.rgb { i8 1, i8 2, i8 3 }, align 1
@__const.main.c2 = private unnamed_addr constant %struct.rgb { i8 4, i8 5, i8 6 }, align 1

; Function Attrs: noinline nounwind optnone
define dso_local void @get_big(%struct.big* noalias sret(%struct.big) align 4 %0, i32 noundef signext %1) #0 {
  %3 = alloca i32, align 4
  store i32 %1, i32* %3, align 4
  %4 = bitcast %struct.big* %0 to i8*
  call void @llvm.memset.p0i8.i32(i8* align 4 %4, i8 0, i32 48, i1 false)
  %5 = load i32, i32* %3, align 4
  %6 = getelementptr inbounds %struct.big, %struct.big* %0, i32 0, i32 0
  %7 = getelementptr inbounds [12 x i32], [12 x i32]* %6, i32 0, i32 0
  store i32 %5, i32* %7, align 4
  %8 = load i32, i32* %3, align 4
  %9 = mul nsw i32 %8, 2
  %10 = getelementptr inbounds %struct.big, %struct.big* %0, i32 0, i32 0
  %11 = getelementptr inbounds [12 x i32], [12 x i32]* %10, i32 0, i32 11
  store i32 %9, i32* %11, align 4
  ret void
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i32(i8* nocapture writeonly, i8, i32, i1 immarg) #1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @take_big(i32 inreg %0, i32 inreg %1, i32 inreg %2, i32 inreg %3, i32 inreg %4, i32 inreg %5, i32 inreg %6, i32 inreg %7, i32 inreg %8, i32 inreg %9, i32 inreg %10, i32 inreg %11) #0 {
  %13 = alloca %struct.big, align 4
  %14 = bitcast %struct.big* %13 to { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }*
  %15 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %14, i32 0, i32 0
  store i32 %0, i32* %15, align 4
  %16 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %14, i32 0, i32 1
  store i32 %1, i32* %16, align 4
  %17 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %14, i32 0, i32 2
  store i32 %2, i32* %17, align 4
  %18 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %14, i32 0, i32 3
  store i32 %3, i32* %18, align 4
  %19 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %14, i32 0, i32 4
  store i32 %4, i32* %19, align 4
  %20 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %14, i32 0, i32 5
  store i32 %5, i32* %20, align 4
  %21 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %14, i32 0, i32 6
  store i32 %6, i32* %21, align 4
  %22 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %14, i32 0, i32 7
  store i32 %7, i32* %22, align 4
  %23 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %14, i32 0, i32 8
  store i32 %8, i32* %23, align 4
  %24 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %14, i32 0, i32 9
  store i32 %9, i32* %24, align 4
  %25 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %14, i32 0, i32 10
  store i32 %10, i32* %25, align 4
  %26 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %14, i32 0, i32 11
  store i32 %11, i32* %26, align 4
  %27 = getelementptr inbounds %struct.big, %struct.big* %13, i32 0, i32 0
  %28 = getelementptr inbounds [12 x i32], [12 x i32]* %27, i32 0, i32 0
  %29 = load i32, i32* %28, align 4
  %30 = getelementptr inbounds %struct.big, %struct.big* %13, i32 0, i32 0
  %31 = getelementptr inbounds [12 x i32], [12 x i32]* %30, i32 0, i32 11
  %32 = load i32, i32* %31, align 4
  %33 = add nsw i32 %29, %32
  ret i32 %33
}

; Function Attrs: noinline nounwind optnone
define dso_local i32 @first_byte(i32 inreg %0) #0 {
  %2 = alloca %union.u, align 4
  %3 = getelementptr inbounds %union.u, %union.u* %2, i32 0, i32 0
  store i32 %0, i32* %3, align 4
  %4 = bitcast %union.u* %2 to [4 x i8]*
  %5 = getelementptr inbounds [4 x i8], [4 x i8]* %4, i32 0, i32 0
  %6 = load i8, i8* %5, align 4
  %7 = zext i8 %6 to i32
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone
define dso_local void @mix(%struct.rgb* noalias sret(%struct.rgb) align 1 %0, i24 inreg %1, i24 inreg %2) #0 {
  %4 = alloca %struct.rgb, align 1
  %5 = alloca i24, align 4
  %6 = alloca %struct.rgb, align 1
  %7 = alloca i24, align 4
  store i24 %1, i24* %5, align 4
  %8 = bitcast %struct.rgb* %4 to i8*
  %9 = bitcast i24* %5 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 1 %8, i8* align 4 %9, i32 3, i1 false)
  store i24 %2, i24* %7, align 4
  %10 = bitcast %struct.rgb* %6 to i8*
  %11 = bitcast i24* %7 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 1 %10, i8* align 4 %11, i32 3, i1 false)
  %12 = getelementptr inbounds %struct.rgb, %struct.rgb* %0, i32 0, i32 0
  %13 = getelementptr inbounds %struct.rgb, %struct.rgb* %4, i32 0, i32 0
  %14 = load i8, i8* %13, align 1
  %15 = zext i8 %14 to i32
  %16 = getelementptr inbounds %struct.rgb, %struct.rgb* %6, i32 0, i32 0
  %17 = load i8, i8* %16, align 1
  %18 = zext i8 %17 to i32
  %19 = add nsw i32 %15, %18
  %20 = trunc i32 %19 to i8
  store i8 %20, i8* %12, align 1
  %21 = getelementptr inbounds %struct.rgb, %struct.rgb* %0, i32 0, i32 1
  %22 = getelementptr inbounds %struct.rgb, %struct.rgb* %4, i32 0, i32 1
  %23 = load i8, i8* %22, align 1
  %24 = zext i8 %23 to i32
  %25 = getelementptr inbounds %struct.rgb, %struct.rgb* %6, i32 0, i32 1
  %26 = load i8, i8* %25, align 1
  %27 = zext i8 %26 to i32
  %28 = add nsw i32 %24, %27
  %29 = trunc i32 %28 to i8
  store i8 %29, i8* %21, align 1
  %30 = getelementptr inbounds %struct.rgb, %struct.rgb* %0, i32 0, i32 2
  %31 = getelementptr inbounds %struct.rgb, %struct.rgb* %4, i32 0, i32 2
  %32 = load i8, i8* %31, align 1
  %33 = zext i8 %32 to i32
  %34 = getelementptr inbounds %struct.rgb, %struct.rgb* %6, i32 0, i32 2
  %35 = load i8, i8* %34, align 1
  %36 = zext i8 %35 to i32
  %37 = add nsw i32 %33, %36
  %38 = trunc i32 %37 to i8
  store i8 %38, i8* %30, align 1
  ret void
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #2

; Function Attrs: noinline nounwind optnone
define dso_local void @copy(i8* noundef %0, i8* noundef %1, i32 noundef signext %2) #0 {
  %4 = alloca i8*, align 4
  %5 = alloca i8*, align 4
  %6 = alloca i32, align 4
  store i8* %0, i8** %4, align 4
  store i8* %1, i8** %5, align 4
  store i32 %2, i32* %6, align 4
  %7 = load i8*, i8** %4, align 4
  %8 = load i8*, i8** %5, align 4
  %9 = load i32, i32* %6, align 4
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 1 %7, i8* align 1 %8, i32 %9, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.big, align 4
  %3 = alloca [32 x i8], align 1
  %4 = alloca %union.u, align 4
  %5 = alloca %struct.rgb, align 1
  %6 = alloca %struct.rgb, align 1
  %7 = alloca %struct.rgb, align 1
  %8 = alloca { i24 }, align 1
  %9 = alloca { i24 }, align 1
  %10 = alloca %struct.big, align 4
  store i32 0, i32* %1, align 4
  call void @get_big(%struct.big* sret(%struct.big) align 4 %2, i32 noundef signext 5)
  %11 = getelementptr inbounds [32 x i8], [32 x i8]* %3, i32 0, i32 0
  call void @copy(i8* noundef %11, i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str, i32 0, i32 0), i32 noundef signext 27)
  %12 = bitcast %union.u* %4 to i32*
  store i32 16909060, i32* %12, align 4
  %13 = bitcast %struct.rgb* %5 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 1 %13, i8* align 1 getelementptr inbounds (%struct.rgb, %struct.rgb* @__const.main.c1, i32 0, i32 0), i32 3, i1 false)
  %14 = bitcast %struct.rgb* %6 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 1 %14, i8* align 1 getelementptr inbounds (%struct.rgb, %struct.rgb* @__const.main.c2, i32 0, i32 0), i32 3, i1 false)
  %15 = bitcast { i24 }* %8 to i8*
  %16 = bitcast %struct.rgb* %5 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %15, i8* align 1 %16, i64 3, i1 false)
  %17 = getelementptr inbounds { i24 }, { i24 }* %8, i32 0, i32 0
  %18 = load i24, i24* %17, align 1
  %19 = bitcast { i24 }* %9 to i8*
  %20 = bitcast %struct.rgb* %6 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %19, i8* align 1 %20, i64 3, i1 false)
  %21 = getelementptr inbounds { i24 }, { i24 }* %9, i32 0, i32 0
  %22 = load i24, i24* %21, align 1
  call void @mix(%struct.rgb* sret(%struct.rgb) align 1 %7, i24 inreg %18, i24 inreg %22)
  %23 = bitcast %struct.big* %10 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %23, i8* align 4 bitcast ({ <{ i32, i32, i32, [9 x i32] }> }* @global_big to i8*), i32 48, i1 false)
  %24 = bitcast %struct.big* %2 to { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }*
  %25 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %24, i32 0, i32 0
  %26 = load i32, i32* %25, align 4
  %27 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %24, i32 0, i32 1
  %28 = load i32, i32* %27, align 4
  %29 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %24, i32 0, i32 2
  %30 = load i32, i32* %29, align 4
  %31 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %24, i32 0, i32 3
  %32 = load i32, i32* %31, align 4
  %33 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %24, i32 0, i32 4
  %34 = load i32, i32* %33, align 4
  %35 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %24, i32 0, i32 5
  %36 = load i32, i32* %35, align 4
  %37 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %24, i32 0, i32 6
  %38 = load i32, i32* %37, align 4
  %39 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %24, i32 0, i32 7
  %40 = load i32, i32* %39, align 4
  %41 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %24, i32 0, i32 8
  %42 = load i32, i32* %41, align 4
  %43 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %24, i32 0, i32 9
  %44 = load i32, i32* %43, align 4
  %45 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %24, i32 0, i32 10
  %46 = load i32, i32* %45, align 4
  %47 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %24, i32 0, i32 11
  %48 = load i32, i32* %47, align 4
  %49 = call i32 @take_big(i32 inreg %26, i32 inreg %28, i32 inreg %30, i32 inreg %32, i32 inreg %34, i32 inreg %36, i32 inreg %38, i32 inreg %40, i32 inreg %42, i32 inreg %44, i32 inreg %46, i32 inreg %48)
  %50 = getelementptr inbounds [32 x i8], [32 x i8]* %3, i32 0, i32 3
  %51 = load i8, i8* %50, align 1
  %52 = sext i8 %51 to i32
  %53 = add nsw i32 %49, %52
  %54 = bitcast %union.u* %4 to { i32 }*
  %55 = getelementptr inbounds { i32 }, { i32 }* %54, i32 0, i32 0
  %56 = load i32, i32* %55, align 4
  %57 = call i32 @first_byte(i32 inreg %56)
  %58 = add nsw i32 %53, %57
  %59 = getelementptr inbounds %struct.rgb, %struct.rgb* %7, i32 0, i32 1
  %60 = load i8, i8* %59, align 1
  %61 = zext i8 %60 to i32
  %62 = add nsw i32 %58, %61
  %63 = getelementptr inbounds %struct.big, %struct.big* %10, i32 0, i32 0
  %64 = getelementptr inbounds [12 x i32], [12 x i32]* %63, i32 0, i32 2
  %65 = load i32, i32* %64, align 4
  %66 = add nsw i32 %62, %65
  ret i32 %66
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { argmemonly nofree nounwind willreturn writeonly }
attributes #2 = { argmemonly nofree nounwind willreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 1}
!2 = !{i32 7, !"PIE Level", i32 1}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 14.0.6"}
