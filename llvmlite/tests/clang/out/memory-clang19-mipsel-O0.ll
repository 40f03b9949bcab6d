; ModuleID = 'memory.c'
source_filename = "memory.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

%struct.rgb = type { i8, i8, i8 }
%struct.big = type { [12 x i32] }
%union.u = type { i32 }

@global_big = dso_local global { <{ i32, i32, i32, [9 x i32] }> } { <{ i32, i32, i32, [9 x i32] }> <{ i32 1, i32 2, i32 3, [9 x i32] zeroinitializer }> }, align 4
@.str = private unnamed_addr constant [27 x i8] c"abcdefghijklmnopqrstuvwxyz\00", align 1
@__const.main.c1 = private unnamed_addr constant %struct.rgb { i8 1, i8 2, i8 3 }, align 1
@__const.main.c2 = private unnamed_addr constant %struct.rgb { i8 4, i8 5, i8 6 }, align 1

; Function Attrs: noinline nounwind optnone
define dso_local void @get_big(ptr dead_on_unwind noalias writable sret(%struct.big) align 4 %0, i32 noundef signext %1) #0 {
  %3 = alloca i32, align 4
  store i32 %1, ptr %3, align 4
  call void @llvm.memset.p0.i32(ptr align 4 %0, i8 0, i32 48, i1 false)
  %4 = load i32, ptr %3, align 4
  %5 = getelementptr inbounds %struct.big, ptr %0, i32 0, i32 0
  %6 = getelementptr inbounds [12 x i32], ptr %5, i32 0, i32 0
  store i32 %4, ptr %6, align 4
  %7 = load i32, ptr %3, align 4
  %8 = mul nsw i32 %7, 2
  %9 = getelementptr inbounds %struct.big, ptr %0, i32 0, i32 0
  %10 = getelementptr inbounds [12 x i32], ptr %9, i32 0, i32 11
  store i32 %8, ptr %10, align 4
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i32(ptr nocapture writeonly, i8, i32, i1 immarg) #1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @take_big(i32 inreg %0, i32 inreg %1, i32 inreg %2, i32 inreg %3, i32 inreg %4, i32 inreg %5, i32 inreg %6, i32 inreg %7, i32 inreg %8, i32 inreg %9, i32 inreg %10, i32 inreg %11) #0 {
  %13 = alloca %struct.big, align 4
  %14 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, ptr %13, i32 0, i32 0
  store i32 %0, ptr %14, align 4
  %15 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, ptr %13, i32 0, i32 1
  store i32 %1, ptr %15, align 4
  %16 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, ptr %13, i32 0, i32 2
  store i32 %2, ptr %16, align 4
  %17 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, ptr %13, i32 0, i32 3
  store i32 %3, ptr %17, align 4
  %18 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, ptr %13, i32 0, i32 4
  store i32 %4, ptr %18, align 4
  %19 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, ptr %13, i32 0, i32 5
  store i32 %5, ptr %19, align 4
  %20 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, ptr %13, i32 0, i32 6
  store i32 %6, ptr %20, align 4
  %21 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, ptr %13, i32 0, i32 7
  store i32 %7, ptr %21, align 4
  %22 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, ptr %13, i32 0, i32 8
  store i32 %8, ptr %22, align 4
  %23 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, ptr %13, i32 0, i32 9
  store i32 %9, ptr %23, align 4
  %24 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, ptr %13, i32 0, i32 10
  store i32 %10, ptr %24, align 4
  %25 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, ptr %13, i32 0, i32 11
  store i32 %11, ptr %25, align 4
  %26 = getelementptr inbounds %struct.big, ptr %13, i32 0, i32 0
  %27 = getelementptr inbounds [12 x i32], ptr %26, i32 0, i32 0
  %28 = load i32, ptr %27, align 4
  %29 = getelementptr inbounds %struct.big, ptr %13, i32 0, i32 0
  %30 = getelementptr inbounds [12 x i32], ptr %29, i32 0, i32 11
  %31 = load i32, ptr %30, align 4
  %32 = add nsw i32 %28, %31
  ret i32 %32
}

; Function Attrs: noinline nounwind optnone
define dso_local i32 @first_byte(i32 inreg %0) #0 {
  %2 = alloca %union.u, align 4
  %3 = getelementptr inbounds %union.u, ptr %2, i32 0, i32 0
  store i32 %0, ptr %3, align 4
  %4 = getelementptr inbounds [4 x i8], ptr %2, i32 0, i32 0
  %5 = load i8, ptr %4, align 4
  %6 = zext i8 %5 to i32
  ret i32 %6
}

; Function Attrs: noinline nounwind optnone
define dso_local void @mix(ptr dead_on_unwind noalias writable sret(%struct.rgb) align 1 %0, i24 inreg %1, i24 inreg %2) #0 {
  %4 = alloca %struct.rgb, align 1
  %5 = alloca %struct.rgb, align 1
  store i24 %1, ptr %4, align 1
  store i24 %2, ptr %5, align 1
  %6 = getelementptr inbounds %struct.rgb, ptr %0, i32 0, i32 0
  %7 = getelementptr inbounds %struct.rgb, ptr %4, i32 0, i32 0
  %8 = load i8, ptr %7, align 1
  %9 = zext i8 %8 to i32
  %10 = getelementptr inbounds %struct.rgb, ptr %5, i32 0, i32 0
  %11 = load i8, ptr %10, align 1
  %12 = zext i8 %11 to i32
  %13 = add nsw i32 %9, %12
  %14 = trunc i32 %13 to i8
  store i8 %14, ptr %6, align 1
  %15 = getelementptr inbounds %struct.rgb, ptr %0, i32 0, i32 1
  %16 = getelementptr inbounds %struct.rgb, ptr %4, i32 0, i32 1
  %17 = load i8, ptr %16, align 1
  %18 = zext i8 %17 to i32
  %19 = getelementptr inbounds %struct.rgb, ptr %5, i32 0, i32 1
  %20 = load i8, ptr %19, align 1
  %21 = zext i8 %20 to i32
  %22 = add nsw i32 %18, %21
  %23 = trunc i32 %22 to i8
  store i8 %23, ptr %15, align 1
  %24 = getelementptr inbounds %struct.rgb, ptr %0, i32 0, i32 2
  %25 = getelementptr inbounds %struct.rgb, ptr %4, i32 0, i32 2
  %26 = load i8, ptr %25, align 1
  %27 = zext i8 %26 to i32
  %28 = getelementptr inbounds %struct.rgb, ptr %5, i32 0, i32 2
  %29 = load i8, ptr %28, align 1
  %30 = zext i8 %29 to i32
  %31 = add nsw i32 %27, %30
  %32 = trunc i32 %31 to i8
  store i8 %32, ptr %24, align 1
  ret void
}

; Function Attrs: noinline nounwind optnone
define dso_local void @copy(ptr noundef %0, ptr noundef %1, i32 noundef signext %2) #0 {
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 4
  store ptr %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %7 = load ptr, ptr %4, align 4
  %8 = load ptr, ptr %5, align 4
  %9 = load i32, ptr %6, align 4
  call void @llvm.memcpy.p0.p0.i32(ptr align 1 %7, ptr align 1 %8, i32 %9, i1 false)
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #2

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
  store i32 0, ptr %1, align 4
  call void @get_big(ptr dead_on_unwind writable sret(%struct.big) align 4 %2, i32 noundef signext 5)
  %11 = getelementptr inbounds [32 x i8], ptr %3, i32 0, i32 0
  call void @copy(ptr noundef %11, ptr noundef @.str, i32 noundef signext 27)
  store i32 16909060, ptr %4, align 4
  call void @llvm.memcpy.p0.p0.i32(ptr align 1 %5, ptr align 1 @__const.main.c1, i32 3, i1 false)
  call void @llvm.memcpy.p0.p0.i32(ptr align 1 %6, ptr align 1 @__const.main.c2, i32 3, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %8, ptr align 1 %5, i64 3, i1 false)
  %12 = getelementptr inbounds { i24 }, ptr %8, i32 0, i32 0
  %13 = load i24, ptr %12, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %9, ptr align 1 %6, i64 3, i1 false)
  %14 = getelementptr inbounds { i24 }, ptr %9, i32 0, i32 0
  %15 = load i24, ptr %14, align 1
  call void @mix(ptr dead_on_unwind writable sret(%struct.rgb) align 1 %7, i24 inreg %13, i24 inreg %15)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %10, ptr align 4 @global_big, i32 48, i1 false)
  %16 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, ptr %2, i32 0, i32 0
  %17 = load i32, ptr %16, align 4
  %18 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, ptr %2, i32 0, i32 1
  %19 = load i32, ptr %18, align 4
  %20 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, ptr %2, i32 0, i32 2
  %21 = load i32, ptr %20, align 4
  %22 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, ptr %2, i32 0, i32 3
  %23 = load i32, ptr %22, align 4
  %24 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, ptr %2, i32 0, i32 4
  %25 = load i32, ptr %24, align 4
  %26 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, ptr %2, i32 0, i32 5
  %27 = load i32, ptr %26, align 4
  %28 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, ptr %2, i32 0, i32 6
  %29 = load i32, ptr %28, align 4
  %30 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, ptr %2, i32 0, i32 7
  %31 = load i32, ptr %30, align 4
  %32 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, ptr %2, i32 0, i32 8
  %33 = load i32, ptr %32, align 4
  %34 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, ptr %2, i32 0, i32 9
  %35 = load i32, ptr %34, align 4
  %36 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, ptr %2, i32 0, i32 10
  %37 = load i32, ptr %36, align 4
  %38 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, ptr %2, i32 0, i32 11
  %39 = load i32, ptr %38, align 4
  %40 = call i32 @take_big(i32 inreg %17, i32 inreg %19, i32 inreg %21, i32 inreg %23, i32 inreg %25, i32 inreg %27, i32 inreg %29, i32 inreg %31, i32 inreg %33, i32 inreg %35, i32 inreg %37, i32 inreg %39)
  %41 = getelementptr inbounds [32 x i8], ptr %3, i32 0, i32 3
  %42 = load i8, ptr %41, align 1
  %43 = sext i8 %42 to i32
  %44 = add nsw i32 %40, %43
  %45 = getelementptr inbounds { i32 }, ptr %4, i32 0, i32 0
  %46 = load i32, ptr %45, align 4
  %47 = call i32 @first_byte(i32 inreg %46)
  %48 = add nsw i32 %44, %47
  %49 = getelementptr inbounds %struct.rgb, ptr %7, i32 0, i32 1
  %50 = load i8, ptr %49, align 1
  %51 = zext i8 %50 to i32
  %52 = add nsw i32 %48, %51
  %53 = getelementptr inbounds %struct.big, ptr %10, i32 0, i32 0
  %54 = getelementptr inbounds [12 x i32], ptr %53, i32 0, i32 2
  %55 = load i32, ptr %54, align 4
  %56 = add nsw i32 %52, %55
  ret i32 %56
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 1}
!2 = !{i32 7, !"PIE Level", i32 1}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
