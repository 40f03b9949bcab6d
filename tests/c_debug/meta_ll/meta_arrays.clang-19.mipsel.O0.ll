; ModuleID = 'meta_arrays.c'
source_filename = "meta_arrays.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

@table = dso_local global [3 x [4 x i32]] zeroinitializer, align 4, !dbg !0
@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1, !dbg !5

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 !dbg !21 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @fill(i32 noundef signext 4), !dbg !25
    #dbg_declare(ptr %2, !26, !DIExpression(), !27)
  store i32 0, ptr %2, align 4, !dbg !27
    #dbg_declare(ptr %3, !28, !DIExpression(), !30)
  store i32 0, ptr %3, align 4, !dbg !30
  br label %6, !dbg !31

6:                                                ; preds = %28, %0
  %7 = load i32, ptr %3, align 4, !dbg !32
  %8 = icmp slt i32 %7, 3, !dbg !34
  br i1 %8, label %9, label %31, !dbg !35

9:                                                ; preds = %6
    #dbg_declare(ptr %4, !36, !DIExpression(), !38)
  store i32 0, ptr %4, align 4, !dbg !38
    #dbg_declare(ptr %5, !39, !DIExpression(), !41)
  store i32 0, ptr %5, align 4, !dbg !41
  br label %10, !dbg !42

10:                                               ; preds = %21, %9
  %11 = load i32, ptr %5, align 4, !dbg !43
  %12 = icmp slt i32 %11, 4, !dbg !45
  br i1 %12, label %13, label %24, !dbg !46

13:                                               ; preds = %10
  %14 = load i32, ptr %3, align 4, !dbg !47
  %15 = getelementptr inbounds [3 x [4 x i32]], ptr @table, i32 0, i32 %14, !dbg !48
  %16 = load i32, ptr %5, align 4, !dbg !49
  %17 = getelementptr inbounds [4 x i32], ptr %15, i32 0, i32 %16, !dbg !48
  %18 = load i32, ptr %17, align 4, !dbg !48
  %19 = load i32, ptr %4, align 4, !dbg !50
  %20 = add nsw i32 %19, %18, !dbg !50
  store i32 %20, ptr %4, align 4, !dbg !50
  br label %21, !dbg !51

21:                                               ; preds = %13
  %22 = load i32, ptr %5, align 4, !dbg !52
  %23 = add nsw i32 %22, 1, !dbg !52
  store i32 %23, ptr %5, align 4, !dbg !52
  br label %10, !dbg !53, !llvm.loop !54

24:                                               ; preds = %10
  %25 = load i32, ptr %4, align 4, !dbg !57
  %26 = load i32, ptr %2, align 4, !dbg !58
  %27 = add nsw i32 %26, %25, !dbg !58
  store i32 %27, ptr %2, align 4, !dbg !58
  br label %28, !dbg !59

28:                                               ; preds = %24
  %29 = load i32, ptr %3, align 4, !dbg !60
  %30 = add nsw i32 %29, 1, !dbg !60
  store i32 %30, ptr %3, align 4, !dbg !60
  br label %6, !dbg !61, !llvm.loop !62

31:                                               ; preds = %6
  %32 = load i32, ptr %2, align 4, !dbg !64
  %33 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef signext %32), !dbg !65
  ret i32 0, !dbg !66
}

; Function Attrs: noinline nounwind optnone
define internal void @fill(i32 noundef signext %0) #0 !dbg !67 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !70, !DIExpression(), !71)
    #dbg_declare(ptr %3, !72, !DIExpression(), !74)
  store i32 0, ptr %3, align 4, !dbg !74
  br label %5, !dbg !75

5:                                                ; preds = %26, %1
  %6 = load i32, ptr %3, align 4, !dbg !76
  %7 = icmp slt i32 %6, 3, !dbg !78
  br i1 %7, label %8, label %29, !dbg !79

8:                                                ; preds = %5
    #dbg_declare(ptr %4, !80, !DIExpression(), !82)
  store i32 0, ptr %4, align 4, !dbg !82
  br label %9, !dbg !83

9:                                                ; preds = %22, %8
  %10 = load i32, ptr %4, align 4, !dbg !84
  %11 = icmp slt i32 %10, 4, !dbg !86
  br i1 %11, label %12, label %25, !dbg !87

12:                                               ; preds = %9
  %13 = load i32, ptr %3, align 4, !dbg !88
  %14 = load i32, ptr %2, align 4, !dbg !89
  %15 = mul nsw i32 %13, %14, !dbg !90
  %16 = load i32, ptr %4, align 4, !dbg !91
  %17 = add nsw i32 %15, %16, !dbg !92
  %18 = load i32, ptr %3, align 4, !dbg !93
  %19 = getelementptr inbounds [3 x [4 x i32]], ptr @table, i32 0, i32 %18, !dbg !94
  %20 = load i32, ptr %4, align 4, !dbg !95
  %21 = getelementptr inbounds [4 x i32], ptr %19, i32 0, i32 %20, !dbg !94
  store i32 %17, ptr %21, align 4, !dbg !96
  br label %22, !dbg !94

22:                                               ; preds = %12
  %23 = load i32, ptr %4, align 4, !dbg !97
  %24 = add nsw i32 %23, 1, !dbg !97
  store i32 %24, ptr %4, align 4, !dbg !97
  br label %9, !dbg !98, !llvm.loop !99

25:                                               ; preds = %9
  br label %26, !dbg !100

26:                                               ; preds = %25
  %27 = load i32, ptr %3, align 4, !dbg !101
  %28 = add nsw i32 %27, 1, !dbg !101
  store i32 %28, ptr %3, align 4, !dbg !101
  br label %5, !dbg !102, !llvm.loop !103

29:                                               ; preds = %5
  ret void, !dbg !105
}

declare i32 @printf(ptr noundef, ...) #1

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!15, !16, !17, !18, !19, !20}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "table", scope: !2, file: !3, line: 2, type: !11, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "meta_arrays.c", directory: "/src", checksumkind: CSK_MD5, checksum: "6f40fce5fa317e73e2d811e786e625e2")
!4 = !{!5, !0}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 17, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 32, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 4)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 384, elements: !13)
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !{!14, !10}
!14 = !DISubrange(count: 3)
!15 = !{i32 7, !"Dwarf Version", i32 5}
!16 = !{i32 2, !"Debug Info Version", i32 3}
!17 = !{i32 1, !"wchar_size", i32 4}
!18 = !{i32 8, !"PIC Level", i32 1}
!19 = !{i32 7, !"PIE Level", i32 1}
!20 = !{i32 7, !"frame-pointer", i32 2}
!21 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 8, type: !22, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !24)
!22 = !DISubroutineType(types: !23)
!23 = !{!12}
!24 = !{}
!25 = !DILocation(line: 9, column: 3, scope: !21)
!26 = !DILocalVariable(name: "total", scope: !21, file: !3, line: 10, type: !12)
!27 = !DILocation(line: 10, column: 7, scope: !21)
!28 = !DILocalVariable(name: "i", scope: !29, file: !3, line: 11, type: !12)
!29 = distinct !DILexicalBlock(scope: !21, file: !3, line: 11, column: 3)
!30 = !DILocation(line: 11, column: 12, scope: !29)
!31 = !DILocation(line: 11, column: 8, scope: !29)
!32 = !DILocation(line: 11, column: 19, scope: !33)
!33 = distinct !DILexicalBlock(scope: !29, file: !3, line: 11, column: 3)
!34 = !DILocation(line: 11, column: 21, scope: !33)
!35 = !DILocation(line: 11, column: 3, scope: !29)
!36 = !DILocalVariable(name: "row", scope: !37, file: !3, line: 12, type: !12)
!37 = distinct !DILexicalBlock(scope: !33, file: !3, line: 11, column: 31)
!38 = !DILocation(line: 12, column: 9, scope: !37)
!39 = !DILocalVariable(name: "j", scope: !40, file: !3, line: 13, type: !12)
!40 = distinct !DILexicalBlock(scope: !37, file: !3, line: 13, column: 5)
!41 = !DILocation(line: 13, column: 14, scope: !40)
!42 = !DILocation(line: 13, column: 10, scope: !40)
!43 = !DILocation(line: 13, column: 21, scope: !44)
!44 = distinct !DILexicalBlock(scope: !40, file: !3, line: 13, column: 5)
!45 = !DILocation(line: 13, column: 23, scope: !44)
!46 = !DILocation(line: 13, column: 5, scope: !40)
!47 = !DILocation(line: 14, column: 20, scope: !44)
!48 = !DILocation(line: 14, column: 14, scope: !44)
!49 = !DILocation(line: 14, column: 23, scope: !44)
!50 = !DILocation(line: 14, column: 11, scope: !44)
!51 = !DILocation(line: 14, column: 7, scope: !44)
!52 = !DILocation(line: 13, column: 29, scope: !44)
!53 = !DILocation(line: 13, column: 5, scope: !44)
!54 = distinct !{!54, !46, !55, !56}
!55 = !DILocation(line: 14, column: 24, scope: !40)
!56 = !{!"llvm.loop.mustprogress"}
!57 = !DILocation(line: 15, column: 14, scope: !37)
!58 = !DILocation(line: 15, column: 11, scope: !37)
!59 = !DILocation(line: 16, column: 3, scope: !37)
!60 = !DILocation(line: 11, column: 27, scope: !33)
!61 = !DILocation(line: 11, column: 3, scope: !33)
!62 = distinct !{!62, !35, !63, !56}
!63 = !DILocation(line: 16, column: 3, scope: !29)
!64 = !DILocation(line: 17, column: 18, scope: !21)
!65 = !DILocation(line: 17, column: 3, scope: !21)
!66 = !DILocation(line: 18, column: 3, scope: !21)
!67 = distinct !DISubprogram(name: "fill", scope: !3, file: !3, line: 3, type: !68, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !24)
!68 = !DISubroutineType(types: !69)
!69 = !{null, !12}
!70 = !DILocalVariable(name: "n", arg: 1, scope: !67, file: !3, line: 3, type: !12)
!71 = !DILocation(line: 3, column: 22, scope: !67)
!72 = !DILocalVariable(name: "i", scope: !73, file: !3, line: 4, type: !12)
!73 = distinct !DILexicalBlock(scope: !67, file: !3, line: 4, column: 3)
!74 = !DILocation(line: 4, column: 12, scope: !73)
!75 = !DILocation(line: 4, column: 8, scope: !73)
!76 = !DILocation(line: 4, column: 19, scope: !77)
!77 = distinct !DILexicalBlock(scope: !73, file: !3, line: 4, column: 3)
!78 = !DILocation(line: 4, column: 21, scope: !77)
!79 = !DILocation(line: 4, column: 3, scope: !73)
!80 = !DILocalVariable(name: "j", scope: !81, file: !3, line: 5, type: !12)
!81 = distinct !DILexicalBlock(scope: !77, file: !3, line: 5, column: 5)
!82 = !DILocation(line: 5, column: 14, scope: !81)
!83 = !DILocation(line: 5, column: 10, scope: !81)
!84 = !DILocation(line: 5, column: 21, scope: !85)
!85 = distinct !DILexicalBlock(scope: !81, file: !3, line: 5, column: 5)
!86 = !DILocation(line: 5, column: 23, scope: !85)
!87 = !DILocation(line: 5, column: 5, scope: !81)
!88 = !DILocation(line: 6, column: 21, scope: !85)
!89 = !DILocation(line: 6, column: 25, scope: !85)
!90 = !DILocation(line: 6, column: 23, scope: !85)
!91 = !DILocation(line: 6, column: 29, scope: !85)
!92 = !DILocation(line: 6, column: 27, scope: !85)
!93 = !DILocation(line: 6, column: 13, scope: !85)
!94 = !DILocation(line: 6, column: 7, scope: !85)
!95 = !DILocation(line: 6, column: 16, scope: !85)
!96 = !DILocation(line: 6, column: 19, scope: !85)
!97 = !DILocation(line: 5, column: 29, scope: !85)
!98 = !DILocation(line: 5, column: 5, scope: !85)
!99 = distinct !{!99, !87, !100, !56}
!100 = !DILocation(line: 6, column: 29, scope: !81)
!101 = !DILocation(line: 4, column: 27, scope: !77)
!102 = !DILocation(line: 4, column: 3, scope: !77)
!103 = distinct !{!103, !79, !104, !56}
!104 = !DILocation(line: 6, column: 29, scope: !73)
!105 = !DILocation(line: 7, column: 1, scope: !67)
