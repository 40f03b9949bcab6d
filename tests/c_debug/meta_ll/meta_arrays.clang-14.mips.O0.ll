; ModuleID = 'meta_arrays.c'
source_filename = "meta_arrays.c"
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mips-unknown-linux-gnu"

@table = dso_local global [3 x [4 x i32]] zeroinitializer, align 4, !dbg !0
@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 !dbg !16 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @fill(i32 noundef signext 4), !dbg !20
  call void @llvm.dbg.declare(metadata i32* %2, metadata !21, metadata !DIExpression()), !dbg !22
  store i32 0, i32* %2, align 4, !dbg !22
  call void @llvm.dbg.declare(metadata i32* %3, metadata !23, metadata !DIExpression()), !dbg !25
  store i32 0, i32* %3, align 4, !dbg !25
  br label %6, !dbg !26

6:                                                ; preds = %28, %0
  %7 = load i32, i32* %3, align 4, !dbg !27
  %8 = icmp slt i32 %7, 3, !dbg !29
  br i1 %8, label %9, label %31, !dbg !30

9:                                                ; preds = %6
  call void @llvm.dbg.declare(metadata i32* %4, metadata !31, metadata !DIExpression()), !dbg !33
  store i32 0, i32* %4, align 4, !dbg !33
  call void @llvm.dbg.declare(metadata i32* %5, metadata !34, metadata !DIExpression()), !dbg !36
  store i32 0, i32* %5, align 4, !dbg !36
  br label %10, !dbg !37

10:                                               ; preds = %21, %9
  %11 = load i32, i32* %5, align 4, !dbg !38
  %12 = icmp slt i32 %11, 4, !dbg !40
  br i1 %12, label %13, label %24, !dbg !41

13:                                               ; preds = %10
  %14 = load i32, i32* %3, align 4, !dbg !42
  %15 = getelementptr inbounds [3 x [4 x i32]], [3 x [4 x i32]]* @table, i32 0, i32 %14, !dbg !43
  %16 = load i32, i32* %5, align 4, !dbg !44
  %17 = getelementptr inbounds [4 x i32], [4 x i32]* %15, i32 0, i32 %16, !dbg !43
  %18 = load i32, i32* %17, align 4, !dbg !43
  %19 = load i32, i32* %4, align 4, !dbg !45
  %20 = add nsw i32 %19, %18, !dbg !45
  store i32 %20, i32* %4, align 4, !dbg !45
  br label %21, !dbg !46

21:                                               ; preds = %13
  %22 = load i32, i32* %5, align 4, !dbg !47
  %23 = add nsw i32 %22, 1, !dbg !47
  store i32 %23, i32* %5, align 4, !dbg !47
  br label %10, !dbg !48, !llvm.loop !49

24:                                               ; preds = %10
  %25 = load i32, i32* %4, align 4, !dbg !52
  %26 = load i32, i32* %2, align 4, !dbg !53
  %27 = add nsw i32 %26, %25, !dbg !53
  store i32 %27, i32* %2, align 4, !dbg !53
  br label %28, !dbg !54

28:                                               ; preds = %24
  %29 = load i32, i32* %3, align 4, !dbg !55
  %30 = add nsw i32 %29, 1, !dbg !55
  store i32 %30, i32* %3, align 4, !dbg !55
  br label %6, !dbg !56, !llvm.loop !57

31:                                               ; preds = %6
  %32 = load i32, i32* %2, align 4, !dbg !59
  %33 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i32 0, i32 0), i32 noundef signext %32), !dbg !60
  ret i32 0, !dbg !61
}

; Function Attrs: noinline nounwind optnone
define internal void @fill(i32 noundef signext %0) #0 !dbg !62 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !65, metadata !DIExpression()), !dbg !66
  call void @llvm.dbg.declare(metadata i32* %3, metadata !67, metadata !DIExpression()), !dbg !69
  store i32 0, i32* %3, align 4, !dbg !69
  br label %5, !dbg !70

5:                                                ; preds = %26, %1
  %6 = load i32, i32* %3, align 4, !dbg !71
  %7 = icmp slt i32 %6, 3, !dbg !73
  br i1 %7, label %8, label %29, !dbg !74

8:                                                ; preds = %5
  call void @llvm.dbg.declare(metadata i32* %4, metadata !75, metadata !DIExpression()), !dbg !77
  store i32 0, i32* %4, align 4, !dbg !77
  br label %9, !dbg !78

9:                                                ; preds = %22, %8
  %10 = load i32, i32* %4, align 4, !dbg !79
  %11 = icmp slt i32 %10, 4, !dbg !81
  br i1 %11, label %12, label %25, !dbg !82

12:                                               ; preds = %9
  %13 = load i32, i32* %3, align 4, !dbg !83
  %14 = load i32, i32* %2, align 4, !dbg !84
  %15 = mul nsw i32 %13, %14, !dbg !85
  %16 = load i32, i32* %4, align 4, !dbg !86
  %17 = add nsw i32 %15, %16, !dbg !87
  %18 = load i32, i32* %3, align 4, !dbg !88
  %19 = getelementptr inbounds [3 x [4 x i32]], [3 x [4 x i32]]* @table, i32 0, i32 %18, !dbg !89
  %20 = load i32, i32* %4, align 4, !dbg !90
  %21 = getelementptr inbounds [4 x i32], [4 x i32]* %19, i32 0, i32 %20, !dbg !89
  store i32 %17, i32* %21, align 4, !dbg !91
  br label %22, !dbg !89

22:                                               ; preds = %12
  %23 = load i32, i32* %4, align 4, !dbg !92
  %24 = add nsw i32 %23, 1, !dbg !92
  store i32 %24, i32* %4, align 4, !dbg !92
  br label %9, !dbg !93, !llvm.loop !94

25:                                               ; preds = %9
  br label %26, !dbg !95

26:                                               ; preds = %25
  %27 = load i32, i32* %3, align 4, !dbg !96
  %28 = add nsw i32 %27, 1, !dbg !96
  store i32 %28, i32* %3, align 4, !dbg !96
  br label %5, !dbg !97, !llvm.loop !98

29:                                               ; preds = %5
  ret void, !dbg !100
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare i32 @printf(i8* noundef, ...) #2

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!10, !11, !12, !13, !14, !15}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "table", scope: !2, file: !3, line: 2, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "meta_arrays.c", directory: "/src", checksumkind: CSK_MD5, checksum: "6f40fce5fa317e73e2d811e786e625e2")
!4 = !{!0}
!5 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 384, elements: !7)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !{!8, !9}
!8 = !DISubrange(count: 3)
!9 = !DISubrange(count: 4)
!10 = !{i32 7, !"Dwarf Version", i32 5}
!11 = !{i32 2, !"Debug Info Version", i32 3}
!12 = !{i32 1, !"wchar_size", i32 4}
!13 = !{i32 7, !"PIC Level", i32 1}
!14 = !{i32 7, !"PIE Level", i32 1}
!15 = !{i32 7, !"frame-pointer", i32 2}
!16 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 8, type: !17, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !19)
!17 = !DISubroutineType(types: !18)
!18 = !{!6}
!19 = !{}
!20 = !DILocation(line: 9, column: 3, scope: !16)
!21 = !DILocalVariable(name: "total", scope: !16, file: !3, line: 10, type: !6)
!22 = !DILocation(line: 10, column: 7, scope: !16)
!23 = !DILocalVariable(name: "i", scope: !24, file: !3, line: 11, type: !6)
!24 = distinct !DILexicalBlock(scope: !16, file: !3, line: 11, column: 3)
!25 = !DILocation(line: 11, column: 12, scope: !24)
!26 = !DILocation(line: 11, column: 8, scope: !24)
!27 = !DILocation(line: 11, column: 19, scope: !28)
!28 = distinct !DILexicalBlock(scope: !24, file: !3, line: 11, column: 3)
!29 = !DILocation(line: 11, column: 21, scope: !28)
!30 = !DILocation(line: 11, column: 3, scope: !24)
!31 = !DILocalVariable(name: "row", scope: !32, file: !3, line: 12, type: !6)
!32 = distinct !DILexicalBlock(scope: !28, file: !3, line: 11, column: 31)
!33 = !DILocation(line: 12, column: 9, scope: !32)
!34 = !DILocalVariable(name: "j", scope: !35, file: !3, line: 13, type: !6)
!35 = distinct !DILexicalBlock(scope: !32, file: !3, line: 13, column: 5)
!36 = !DILocation(line: 13, column: 14, scope: !35)
!37 = !DILocation(line: 13, column: 10, scope: !35)
!38 = !DILocation(line: 13, column: 21, scope: !39)
!39 = distinct !DILexicalBlock(scope: !35, file: !3, line: 13, column: 5)
!40 = !DILocation(line: 13, column: 23, scope: !39)
!41 = !DILocation(line: 13, column: 5, scope: !35)
!42 = !DILocation(line: 14, column: 20, scope: !39)
!43 = !DILocation(line: 14, column: 14, scope: !39)
!44 = !DILocation(line: 14, column: 23, scope: !39)
!45 = !DILocation(line: 14, column: 11, scope: !39)
!46 = !DILocation(line: 14, column: 7, scope: !39)
!47 = !DILocation(line: 13, column: 29, scope: !39)
!48 = !DILocation(line: 13, column: 5, scope: !39)
!49 = distinct !{!49, !41, !50, !51}
!50 = !DILocation(line: 14, column: 24, scope: !35)
!51 = !{!"llvm.loop.mustprogress"}
!52 = !DILocation(line: 15, column: 14, scope: !32)
!53 = !DILocation(line: 15, column: 11, scope: !32)
!54 = !DILocation(line: 16, column: 3, scope: !32)
!55 = !DILocation(line: 11, column: 27, scope: !28)
!56 = !DILocation(line: 11, column: 3, scope: !28)
!57 = distinct !{!57, !30, !58, !51}
!58 = !DILocation(line: 16, column: 3, scope: !24)
!59 = !DILocation(line: 17, column: 18, scope: !16)
!60 = !DILocation(line: 17, column: 3, scope: !16)
!61 = !DILocation(line: 18, column: 3, scope: !16)
!62 = distinct !DISubprogram(name: "fill", scope: !3, file: !3, line: 3, type: !63, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !19)
!63 = !DISubroutineType(types: !64)
!64 = !{null, !6}
!65 = !DILocalVariable(name: "n", arg: 1, scope: !62, file: !3, line: 3, type: !6)
!66 = !DILocation(line: 3, column: 22, scope: !62)
!67 = !DILocalVariable(name: "i", scope: !68, file: !3, line: 4, type: !6)
!68 = distinct !DILexicalBlock(scope: !62, file: !3, line: 4, column: 3)
!69 = !DILocation(line: 4, column: 12, scope: !68)
!70 = !DILocation(line: 4, column: 8, scope: !68)
!71 = !DILocation(line: 4, column: 19, scope: !72)
!72 = distinct !DILexicalBlock(scope: !68, file: !3, line: 4, column: 3)
!73 = !DILocation(line: 4, column: 21, scope: !72)
!74 = !DILocation(line: 4, column: 3, scope: !68)
!75 = !DILocalVariable(name: "j", scope: !76, file: !3, line: 5, type: !6)
!76 = distinct !DILexicalBlock(scope: !72, file: !3, line: 5, column: 5)
!77 = !DILocation(line: 5, column: 14, scope: !76)
!78 = !DILocation(line: 5, column: 10, scope: !76)
!79 = !DILocation(line: 5, column: 21, scope: !80)
!80 = distinct !DILexicalBlock(scope: !76, file: !3, line: 5, column: 5)
!81 = !DILocation(line: 5, column: 23, scope: !80)
!82 = !DILocation(line: 5, column: 5, scope: !76)
!83 = !DILocation(line: 6, column: 21, scope: !80)
!84 = !DILocation(line: 6, column: 25, scope: !80)
!85 = !DILocation(line: 6, column: 23, scope: !80)
!86 = !DILocation(line: 6, column: 29, scope: !80)
!87 = !DILocation(line: 6, column: 27, scope: !80)
!88 = !DILocation(line: 6, column: 13, scope: !80)
!89 = !DILocation(line: 6, column: 7, scope: !80)
!90 = !DILocation(line: 6, column: 16, scope: !80)
!91 = !DILocation(line: 6, column: 19, scope: !80)
!92 = !DILocation(line: 5, column: 29, scope: !80)
!93 = !DILocation(line: 5, column: 5, scope: !80)
!94 = distinct !{!94, !82, !95, !51}
!95 = !DILocation(line: 6, column: 29, scope: !76)
!96 = !DILocation(line: 4, column: 27, scope: !72)
!97 = !DILocation(line: 4, column: 3, scope: !72)
!98 = distinct !{!98, !74, !99, !51}
!99 = !DILocation(line: 6, column: 29, scope: !68)
!100 = !DILocation(line: 7, column: 1, scope: !62)
