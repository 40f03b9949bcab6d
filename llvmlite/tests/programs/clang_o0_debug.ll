; clang_o0_debug: real `clang-14 -O0 -g -S -emit-llvm` output for a small C program
; (a.c: structs, a static array, a string table, recursion, switch, function
; pointers, short-circuit phis, unsigned and narrow arithmetic), with its
; attributes, metadata, llvm.dbg.declare calls and llvm.memcpy for struct and
; array initialisation.
; args: x
; ret: 7
; ModuleID = 'a.c'
source_filename = "a.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.P = type { i32, i64, i8 }

@.str = private unnamed_addr constant [5 x i8] c"zero\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"one\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"two\00", align 1
@names = dso_local global [3 x i8*] [i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i32 0, i32 0)], align 16, !dbg !0
@__const.main.p = private unnamed_addr constant %struct.P { i32 3, i64 40000000000, i8 122 }, align 8
@__const.main.local = private unnamed_addr constant [4 x i32] [i32 9, i32 8, i32 7, i32 6], align 16
@.str.3 = private unnamed_addr constant [11 x i8] c"%d %ld %c\0A\00", align 1
@.str.4 = private unnamed_addr constant [7 x i8] c"%d %d\0A\00", align 1
@table = internal global [5 x i32] [i32 1, i32 2, i32 3, i32 4, i32 5], align 16, !dbg !7
@.str.5 = private unnamed_addr constant [8 x i8] c"%ld %s\0A\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c"\0A%d %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [13 x i8] c"%u %d %d %x\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @sum(i32* noundef %0, i32 noundef %1) #0 !dbg !27 {
  %3 = alloca i32*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32* %0, i32** %3, align 8
  call void @llvm.dbg.declare(metadata i32** %3, metadata !32, metadata !DIExpression()), !dbg !33
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !34, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.declare(metadata i32* %5, metadata !36, metadata !DIExpression()), !dbg !37
  store i32 0, i32* %5, align 4, !dbg !37
  call void @llvm.dbg.declare(metadata i32* %6, metadata !38, metadata !DIExpression()), !dbg !40
  store i32 0, i32* %6, align 4, !dbg !40
  br label %7, !dbg !41

7:                                                ; preds = %19, %2
  %8 = load i32, i32* %6, align 4, !dbg !42
  %9 = load i32, i32* %4, align 4, !dbg !44
  %10 = icmp slt i32 %8, %9, !dbg !45
  br i1 %10, label %11, label %22, !dbg !46

11:                                               ; preds = %7
  %12 = load i32*, i32** %3, align 8, !dbg !47
  %13 = load i32, i32* %6, align 4, !dbg !48
  %14 = sext i32 %13 to i64, !dbg !47
  %15 = getelementptr inbounds i32, i32* %12, i64 %14, !dbg !47
  %16 = load i32, i32* %15, align 4, !dbg !47
  %17 = load i32, i32* %5, align 4, !dbg !49
  %18 = add nsw i32 %17, %16, !dbg !49
  store i32 %18, i32* %5, align 4, !dbg !49
  br label %19, !dbg !50

19:                                               ; preds = %11
  %20 = load i32, i32* %6, align 4, !dbg !51
  %21 = add nsw i32 %20, 1, !dbg !51
  store i32 %21, i32* %6, align 4, !dbg !51
  br label %7, !dbg !52, !llvm.loop !53

22:                                               ; preds = %7
  %23 = load i32, i32* %5, align 4, !dbg !56
  ret i32 %23, !dbg !57
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @fact(i64 noundef %0) #0 !dbg !58 {
  %2 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  call void @llvm.dbg.declare(metadata i64* %2, metadata !62, metadata !DIExpression()), !dbg !63
  %3 = load i64, i64* %2, align 8, !dbg !64
  %4 = icmp sle i64 %3, 1, !dbg !65
  br i1 %4, label %5, label %6, !dbg !64

5:                                                ; preds = %1
  br label %12, !dbg !64

6:                                                ; preds = %1
  %7 = load i64, i64* %2, align 8, !dbg !66
  %8 = load i64, i64* %2, align 8, !dbg !67
  %9 = sub nsw i64 %8, 1, !dbg !68
  %10 = call i64 @fact(i64 noundef %9), !dbg !69
  %11 = mul nsw i64 %7, %10, !dbg !70
  br label %12, !dbg !64

12:                                               ; preds = %6, %5
  %13 = phi i64 [ 1, %5 ], [ %11, %6 ], !dbg !64
  ret i64 %13, !dbg !71
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @classify(i32 noundef %0) #0 !dbg !72 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !75, metadata !DIExpression()), !dbg !76
  %4 = load i32, i32* %3, align 4, !dbg !77
  switch i32 %4, label %8 [
    i32 0, label %5
    i32 1, label %6
    i32 2, label %6
    i32 5, label %7
  ], !dbg !78

5:                                                ; preds = %1
  store i32 10, i32* %2, align 4, !dbg !79
  br label %9, !dbg !79

6:                                                ; preds = %1, %1
  store i32 20, i32* %2, align 4, !dbg !81
  br label %9, !dbg !81

7:                                                ; preds = %1
  store i32 50, i32* %2, align 4, !dbg !82
  br label %9, !dbg !82

8:                                                ; preds = %1
  store i32 -1, i32* %2, align 4, !dbg !83
  br label %9, !dbg !83

9:                                                ; preds = %8, %7, %6, %5
  %10 = load i32, i32* %2, align 4, !dbg !84
  ret i32 %10, !dbg !84
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @apply(i32 (i32)* noundef %0, i32 noundef %1) #0 !dbg !85 {
  %3 = alloca i32 (i32)*, align 8
  %4 = alloca i32, align 4
  store i32 (i32)* %0, i32 (i32)** %3, align 8
  call void @llvm.dbg.declare(metadata i32 (i32)** %3, metadata !89, metadata !DIExpression()), !dbg !90
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !91, metadata !DIExpression()), !dbg !92
  %5 = load i32 (i32)*, i32 (i32)** %3, align 8, !dbg !93
  %6 = load i32, i32* %4, align 4, !dbg !94
  %7 = call i32 %5(i32 noundef %6), !dbg !93
  ret i32 %7, !dbg !95
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !96 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca %struct.P, align 8
  %7 = alloca %struct.P, align 8
  %8 = alloca [4 x i32], align 16
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i16, align 2
  %12 = alloca i8, align 1
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !101, metadata !DIExpression()), !dbg !102
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !103, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.declare(metadata %struct.P* %6, metadata !105, metadata !DIExpression()), !dbg !111
  %13 = bitcast %struct.P* %6 to i8*, !dbg !111
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %13, i8* align 8 bitcast (%struct.P* @__const.main.p to i8*), i64 24, i1 false), !dbg !111
  call void @llvm.dbg.declare(metadata %struct.P* %7, metadata !112, metadata !DIExpression()), !dbg !113
  %14 = bitcast %struct.P* %7 to i8*, !dbg !114
  %15 = bitcast %struct.P* %6 to i8*, !dbg !114
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %14, i8* align 8 %15, i64 24, i1 false), !dbg !114
  call void @llvm.dbg.declare(metadata [4 x i32]* %8, metadata !115, metadata !DIExpression()), !dbg !119
  %16 = bitcast [4 x i32]* %8 to i8*, !dbg !119
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %16, i8* align 16 bitcast ([4 x i32]* @__const.main.local to i8*), i64 16, i1 false), !dbg !119
  %17 = getelementptr inbounds %struct.P, %struct.P* %7, i32 0, i32 0, !dbg !120
  %18 = load i32, i32* %17, align 8, !dbg !120
  %19 = getelementptr inbounds %struct.P, %struct.P* %7, i32 0, i32 1, !dbg !121
  %20 = load i64, i64* %19, align 8, !dbg !121
  %21 = getelementptr inbounds %struct.P, %struct.P* %7, i32 0, i32 2, !dbg !122
  %22 = load i8, i8* %21, align 8, !dbg !122
  %23 = sext i8 %22 to i32, !dbg !123
  %24 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.3, i64 0, i64 0), i32 noundef %18, i64 noundef %20, i32 noundef %23), !dbg !124
  %25 = call i32 @sum(i32* noundef getelementptr inbounds ([5 x i32], [5 x i32]* @table, i64 0, i64 0), i32 noundef 5), !dbg !125
  %26 = getelementptr inbounds [4 x i32], [4 x i32]* %8, i64 0, i64 0, !dbg !126
  %27 = call i32 @sum(i32* noundef %26, i32 noundef 4), !dbg !127
  %28 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.4, i64 0, i64 0), i32 noundef %25, i32 noundef %27), !dbg !128
  %29 = call i64 @fact(i64 noundef 15), !dbg !129
  %30 = load i32, i32* %4, align 4, !dbg !130
  %31 = srem i32 %30, 3, !dbg !131
  %32 = sext i32 %31 to i64, !dbg !132
  %33 = getelementptr inbounds [3 x i8*], [3 x i8*]* @names, i64 0, i64 %32, !dbg !132
  %34 = load i8*, i8** %33, align 8, !dbg !132
  %35 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.5, i64 0, i64 0), i64 noundef %29, i8* noundef %34), !dbg !133
  call void @llvm.dbg.declare(metadata i32* %9, metadata !134, metadata !DIExpression()), !dbg !136
  store i32 -1, i32* %9, align 4, !dbg !136
  br label %36, !dbg !137

36:                                               ; preds = %43, %2
  %37 = load i32, i32* %9, align 4, !dbg !138
  %38 = icmp slt i32 %37, 7, !dbg !140
  br i1 %38, label %39, label %46, !dbg !141

39:                                               ; preds = %36
  %40 = load i32, i32* %9, align 4, !dbg !142
  %41 = call i32 @classify(i32 noundef %40), !dbg !143
  %42 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i32 noundef %41), !dbg !144
  br label %43, !dbg !144

43:                                               ; preds = %39
  %44 = load i32, i32* %9, align 4, !dbg !145
  %45 = add nsw i32 %44, 1, !dbg !145
  store i32 %45, i32* %9, align 4, !dbg !145
  br label %36, !dbg !146, !llvm.loop !147

46:                                               ; preds = %36
  %47 = call i32 @apply(i32 (i32)* noundef @classify, i32 noundef 5), !dbg !149
  %48 = load i32, i32* %4, align 4, !dbg !150
  %49 = icmp sgt i32 %48, 1, !dbg !151
  br i1 %49, label %50, label %58, !dbg !152

50:                                               ; preds = %46
  %51 = load i8**, i8*** %5, align 8, !dbg !153
  %52 = getelementptr inbounds i8*, i8** %51, i64 1, !dbg !153
  %53 = load i8*, i8** %52, align 8, !dbg !153
  %54 = getelementptr inbounds i8, i8* %53, i64 0, !dbg !153
  %55 = load i8, i8* %54, align 1, !dbg !153
  %56 = sext i8 %55 to i32, !dbg !153
  %57 = icmp eq i32 %56, 120, !dbg !154
  br i1 %57, label %61, label %58, !dbg !155

58:                                               ; preds = %50, %46
  %59 = load i32, i32* %4, align 4, !dbg !156
  %60 = icmp eq i32 %59, 1, !dbg !157
  br label %61, !dbg !155

61:                                               ; preds = %58, %50
  %62 = phi i1 [ true, %50 ], [ %60, %58 ]
  %63 = zext i1 %62 to i32, !dbg !155
  %64 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.7, i64 0, i64 0), i32 noundef %47, i32 noundef %63), !dbg !158
  call void @llvm.dbg.declare(metadata i32* %10, metadata !159, metadata !DIExpression()), !dbg !160
  store i32 -294967296, i32* %10, align 4, !dbg !160
  call void @llvm.dbg.declare(metadata i16* %11, metadata !161, metadata !DIExpression()), !dbg !163
  store i16 -5, i16* %11, align 2, !dbg !163
  call void @llvm.dbg.declare(metadata i8* %12, metadata !164, metadata !DIExpression()), !dbg !166
  store i8 -6, i8* %12, align 1, !dbg !166
  %65 = load i32, i32* %10, align 4, !dbg !167
  %66 = udiv i32 %65, 3, !dbg !168
  %67 = load i16, i16* %11, align 2, !dbg !169
  %68 = sext i16 %67 to i32, !dbg !169
  %69 = ashr i32 %68, 1, !dbg !170
  %70 = load i8, i8* %12, align 1, !dbg !171
  %71 = zext i8 %70 to i32, !dbg !171
  %72 = add nsw i32 %71, 10, !dbg !172
  %73 = load i8, i8* %12, align 1, !dbg !173
  %74 = zext i8 %73 to i32, !dbg !173
  %75 = shl i32 %74, 3, !dbg !174
  %76 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.8, i64 0, i64 0), i32 noundef %66, i32 noundef %69, i32 noundef %72, i32 noundef %75), !dbg !175
  ret i32 7, !dbg !176
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

declare i32 @printf(i8* noundef, ...) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly nofree nounwind willreturn }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!19, !20, !21, !22, !23, !24, !25}
!llvm.ident = !{!26}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "names", scope: !2, file: !3, line: 4, type: !13, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "a.c", directory: "/tmp/cc", checksumkind: CSK_MD5, checksum: "92c7086f87ffe1f74419b62547e3f503")
!4 = !{!5}
!5 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!6 = !{!0, !7}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "table", scope: !2, file: !3, line: 3, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 160, elements: !11)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !{!12}
!12 = !DISubrange(count: 5)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 192, elements: !17)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !16)
!16 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!17 = !{!18}
!18 = !DISubrange(count: 3)
!19 = !{i32 7, !"Dwarf Version", i32 5}
!20 = !{i32 2, !"Debug Info Version", i32 3}
!21 = !{i32 1, !"wchar_size", i32 4}
!22 = !{i32 7, !"PIC Level", i32 2}
!23 = !{i32 7, !"PIE Level", i32 2}
!24 = !{i32 7, !"uwtable", i32 1}
!25 = !{i32 7, !"frame-pointer", i32 2}
!26 = !{!"Debian clang version 14.0.6"}
!27 = distinct !DISubprogram(name: "sum", scope: !3, file: !3, line: 5, type: !28, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !31)
!28 = !DISubroutineType(types: !29)
!29 = !{!10, !30, !10}
!30 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!31 = !{}
!32 = !DILocalVariable(name: "a", arg: 1, scope: !27, file: !3, line: 5, type: !30)
!33 = !DILocation(line: 5, column: 14, scope: !27)
!34 = !DILocalVariable(name: "n", arg: 2, scope: !27, file: !3, line: 5, type: !10)
!35 = !DILocation(line: 5, column: 21, scope: !27)
!36 = !DILocalVariable(name: "s", scope: !27, file: !3, line: 5, type: !10)
!37 = !DILocation(line: 5, column: 30, scope: !27)
!38 = !DILocalVariable(name: "i", scope: !39, file: !3, line: 5, type: !10)
!39 = distinct !DILexicalBlock(scope: !27, file: !3, line: 5, column: 37)
!40 = !DILocation(line: 5, column: 46, scope: !39)
!41 = !DILocation(line: 5, column: 42, scope: !39)
!42 = !DILocation(line: 5, column: 53, scope: !43)
!43 = distinct !DILexicalBlock(scope: !39, file: !3, line: 5, column: 37)
!44 = !DILocation(line: 5, column: 57, scope: !43)
!45 = !DILocation(line: 5, column: 55, scope: !43)
!46 = !DILocation(line: 5, column: 37, scope: !39)
!47 = !DILocation(line: 5, column: 70, scope: !43)
!48 = !DILocation(line: 5, column: 72, scope: !43)
!49 = !DILocation(line: 5, column: 67, scope: !43)
!50 = !DILocation(line: 5, column: 65, scope: !43)
!51 = !DILocation(line: 5, column: 61, scope: !43)
!52 = !DILocation(line: 5, column: 37, scope: !43)
!53 = distinct !{!53, !46, !54, !55}
!54 = !DILocation(line: 5, column: 73, scope: !39)
!55 = !{!"llvm.loop.mustprogress"}
!56 = !DILocation(line: 5, column: 83, scope: !27)
!57 = !DILocation(line: 5, column: 76, scope: !27)
!58 = distinct !DISubprogram(name: "fact", scope: !3, file: !3, line: 6, type: !59, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !31)
!59 = !DISubroutineType(types: !60)
!60 = !{!61, !61}
!61 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!62 = !DILocalVariable(name: "n", arg: 1, scope: !58, file: !3, line: 6, type: !61)
!63 = !DILocation(line: 6, column: 16, scope: !58)
!64 = !DILocation(line: 6, column: 28, scope: !58)
!65 = !DILocation(line: 6, column: 30, scope: !58)
!66 = !DILocation(line: 6, column: 41, scope: !58)
!67 = !DILocation(line: 6, column: 50, scope: !58)
!68 = !DILocation(line: 6, column: 52, scope: !58)
!69 = !DILocation(line: 6, column: 45, scope: !58)
!70 = !DILocation(line: 6, column: 43, scope: !58)
!71 = !DILocation(line: 6, column: 21, scope: !58)
!72 = distinct !DISubprogram(name: "classify", scope: !3, file: !3, line: 7, type: !73, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !31)
!73 = !DISubroutineType(types: !74)
!74 = !{!10, !10}
!75 = !DILocalVariable(name: "x", arg: 1, scope: !72, file: !3, line: 7, type: !10)
!76 = !DILocation(line: 7, column: 18, scope: !72)
!77 = !DILocation(line: 8, column: 11, scope: !72)
!78 = !DILocation(line: 8, column: 3, scope: !72)
!79 = !DILocation(line: 8, column: 24, scope: !80)
!80 = distinct !DILexicalBlock(scope: !72, file: !3, line: 8, column: 14)
!81 = !DILocation(line: 8, column: 51, scope: !80)
!82 = !DILocation(line: 8, column: 70, scope: !80)
!83 = !DILocation(line: 8, column: 90, scope: !80)
!84 = !DILocation(line: 9, column: 1, scope: !72)
!85 = distinct !DISubprogram(name: "apply", scope: !3, file: !3, line: 10, type: !86, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !31)
!86 = !DISubroutineType(types: !87)
!87 = !{!10, !88, !10}
!88 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !73, size: 64)
!89 = !DILocalVariable(name: "f", arg: 1, scope: !85, file: !3, line: 10, type: !88)
!90 = !DILocation(line: 10, column: 17, scope: !85)
!91 = !DILocalVariable(name: "v", arg: 2, scope: !85, file: !3, line: 10, type: !10)
!92 = !DILocation(line: 10, column: 30, scope: !85)
!93 = !DILocation(line: 10, column: 42, scope: !85)
!94 = !DILocation(line: 10, column: 44, scope: !85)
!95 = !DILocation(line: 10, column: 35, scope: !85)
!96 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 11, type: !97, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !31)
!97 = !DISubroutineType(types: !98)
!98 = !{!10, !10, !99}
!99 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !100, size: 64)
!100 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!101 = !DILocalVariable(name: "argc", arg: 1, scope: !96, file: !3, line: 11, type: !10)
!102 = !DILocation(line: 11, column: 14, scope: !96)
!103 = !DILocalVariable(name: "argv", arg: 2, scope: !96, file: !3, line: 11, type: !99)
!104 = !DILocation(line: 11, column: 27, scope: !96)
!105 = !DILocalVariable(name: "p", scope: !96, file: !3, line: 12, type: !106)
!106 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "P", file: !3, line: 2, size: 192, elements: !107)
!107 = !{!108, !109, !110}
!108 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !106, file: !3, line: 2, baseType: !10, size: 32)
!109 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !106, file: !3, line: 2, baseType: !61, size: 64, offset: 64)
!110 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !106, file: !3, line: 2, baseType: !16, size: 8, offset: 128)
!111 = !DILocation(line: 12, column: 12, scope: !96)
!112 = !DILocalVariable(name: "q", scope: !96, file: !3, line: 13, type: !106)
!113 = !DILocation(line: 13, column: 12, scope: !96)
!114 = !DILocation(line: 14, column: 7, scope: !96)
!115 = !DILocalVariable(name: "local", scope: !96, file: !3, line: 15, type: !116)
!116 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 128, elements: !117)
!117 = !{!118}
!118 = !DISubrange(count: 4)
!119 = !DILocation(line: 15, column: 7, scope: !96)
!120 = !DILocation(line: 16, column: 27, scope: !96)
!121 = !DILocation(line: 16, column: 32, scope: !96)
!122 = !DILocation(line: 16, column: 37, scope: !96)
!123 = !DILocation(line: 16, column: 35, scope: !96)
!124 = !DILocation(line: 16, column: 3, scope: !96)
!125 = !DILocation(line: 17, column: 21, scope: !96)
!126 = !DILocation(line: 17, column: 40, scope: !96)
!127 = !DILocation(line: 17, column: 36, scope: !96)
!128 = !DILocation(line: 17, column: 3, scope: !96)
!129 = !DILocation(line: 18, column: 22, scope: !96)
!130 = !DILocation(line: 18, column: 38, scope: !96)
!131 = !DILocation(line: 18, column: 43, scope: !96)
!132 = !DILocation(line: 18, column: 32, scope: !96)
!133 = !DILocation(line: 18, column: 3, scope: !96)
!134 = !DILocalVariable(name: "i", scope: !135, file: !3, line: 19, type: !10)
!135 = distinct !DILexicalBlock(scope: !96, file: !3, line: 19, column: 3)
!136 = !DILocation(line: 19, column: 12, scope: !135)
!137 = !DILocation(line: 19, column: 8, scope: !135)
!138 = !DILocation(line: 19, column: 20, scope: !139)
!139 = distinct !DILexicalBlock(scope: !135, file: !3, line: 19, column: 3)
!140 = !DILocation(line: 19, column: 22, scope: !139)
!141 = !DILocation(line: 19, column: 3, scope: !135)
!142 = !DILocation(line: 19, column: 55, scope: !139)
!143 = !DILocation(line: 19, column: 46, scope: !139)
!144 = !DILocation(line: 19, column: 32, scope: !139)
!145 = !DILocation(line: 19, column: 28, scope: !139)
!146 = !DILocation(line: 19, column: 3, scope: !139)
!147 = distinct !{!147, !141, !148, !55}
!148 = !DILocation(line: 19, column: 57, scope: !135)
!149 = !DILocation(line: 20, column: 23, scope: !96)
!150 = !DILocation(line: 20, column: 44, scope: !96)
!151 = !DILocation(line: 20, column: 49, scope: !96)
!152 = !DILocation(line: 20, column: 53, scope: !96)
!153 = !DILocation(line: 20, column: 56, scope: !96)
!154 = !DILocation(line: 20, column: 67, scope: !96)
!155 = !DILocation(line: 20, column: 75, scope: !96)
!156 = !DILocation(line: 20, column: 78, scope: !96)
!157 = !DILocation(line: 20, column: 83, scope: !96)
!158 = !DILocation(line: 20, column: 3, scope: !96)
!159 = !DILocalVariable(name: "u", scope: !96, file: !3, line: 21, type: !5)
!160 = !DILocation(line: 21, column: 12, scope: !96)
!161 = !DILocalVariable(name: "s", scope: !96, file: !3, line: 21, type: !162)
!162 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!163 = !DILocation(line: 21, column: 35, scope: !96)
!164 = !DILocalVariable(name: "b", scope: !96, file: !3, line: 21, type: !165)
!165 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!166 = !DILocation(line: 21, column: 57, scope: !96)
!167 = !DILocation(line: 22, column: 27, scope: !96)
!168 = !DILocation(line: 22, column: 29, scope: !96)
!169 = !DILocation(line: 22, column: 34, scope: !96)
!170 = !DILocation(line: 22, column: 36, scope: !96)
!171 = !DILocation(line: 22, column: 42, scope: !96)
!172 = !DILocation(line: 22, column: 44, scope: !96)
!173 = !DILocation(line: 22, column: 61, scope: !96)
!174 = !DILocation(line: 22, column: 63, scope: !96)
!175 = !DILocation(line: 22, column: 3, scope: !96)
!176 = !DILocation(line: 23, column: 3, scope: !96)
