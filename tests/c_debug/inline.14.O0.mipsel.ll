; ModuleID = 'inline.c'
source_filename = "inline.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"%d %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @scale(i32 noundef signext %0, i32 noundef signext %1) #0 !dbg !9 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !14, metadata !DIExpression()), !dbg !15
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !16, metadata !DIExpression()), !dbg !17
  call void @llvm.dbg.declare(metadata i32* %5, metadata !18, metadata !DIExpression()), !dbg !19
  %7 = load i32, i32* %3, align 4, !dbg !20
  %8 = load i32, i32* %4, align 4, !dbg !21
  %9 = mul nsw i32 %7, %8, !dbg !22
  %10 = call i32 @clamp(i32 noundef signext %9, i32 noundef signext -100, i32 noundef signext 100), !dbg !23
  store i32 %10, i32* %5, align 4, !dbg !19
  call void @llvm.dbg.declare(metadata i32* %6, metadata !24, metadata !DIExpression()), !dbg !26
  %11 = load i32, i32* %5, align 4, !dbg !27
  %12 = call i32 @square(i32 noundef signext %11), !dbg !28
  %13 = load i32, i32* %4, align 4, !dbg !29
  %14 = call i32 @sum_squares(i32 noundef signext %13), !dbg !30
  %15 = add nsw i32 %12, %14, !dbg !31
  store i32 %15, i32* %6, align 4, !dbg !26
  %16 = load i32, i32* %6, align 4, !dbg !32
  %17 = load i32, i32* %3, align 4, !dbg !33
  %18 = sub nsw i32 %16, %17, !dbg !34
  store i32 %18, i32* %5, align 4, !dbg !35
  %19 = load i32, i32* %5, align 4, !dbg !36
  ret i32 %19, !dbg !37
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone
define internal i32 @clamp(i32 noundef signext %0, i32 noundef signext %1, i32 noundef signext %2) #0 !dbg !38 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %0, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !41, metadata !DIExpression()), !dbg !42
  store i32 %1, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !43, metadata !DIExpression()), !dbg !44
  store i32 %2, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !45, metadata !DIExpression()), !dbg !46
  %8 = load i32, i32* %5, align 4, !dbg !47
  %9 = load i32, i32* %6, align 4, !dbg !49
  %10 = icmp slt i32 %8, %9, !dbg !50
  br i1 %10, label %11, label %13, !dbg !51

11:                                               ; preds = %3
  %12 = load i32, i32* %6, align 4, !dbg !52
  store i32 %12, i32* %4, align 4, !dbg !53
  br label %21, !dbg !53

13:                                               ; preds = %3
  %14 = load i32, i32* %5, align 4, !dbg !54
  %15 = load i32, i32* %7, align 4, !dbg !56
  %16 = icmp sgt i32 %14, %15, !dbg !57
  br i1 %16, label %17, label %19, !dbg !58

17:                                               ; preds = %13
  %18 = load i32, i32* %7, align 4, !dbg !59
  store i32 %18, i32* %4, align 4, !dbg !60
  br label %21, !dbg !60

19:                                               ; preds = %13
  %20 = load i32, i32* %5, align 4, !dbg !61
  store i32 %20, i32* %4, align 4, !dbg !62
  br label %21, !dbg !62

21:                                               ; preds = %19, %17, %11
  %22 = load i32, i32* %4, align 4, !dbg !63
  ret i32 %22, !dbg !63
}

; Function Attrs: noinline nounwind optnone
define internal i32 @square(i32 noundef signext %0) #0 !dbg !64 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.declare(metadata i32* %3, metadata !69, metadata !DIExpression()), !dbg !70
  %4 = load i32, i32* %2, align 4, !dbg !71
  %5 = load i32, i32* %2, align 4, !dbg !72
  %6 = mul nsw i32 %4, %5, !dbg !73
  store i32 %6, i32* %3, align 4, !dbg !70
  %7 = load i32, i32* %3, align 4, !dbg !74
  ret i32 %7, !dbg !75
}

; Function Attrs: noinline nounwind optnone
define internal i32 @sum_squares(i32 noundef signext %0) #0 !dbg !76 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !77, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.declare(metadata i32* %3, metadata !79, metadata !DIExpression()), !dbg !80
  store i32 0, i32* %3, align 4, !dbg !80
  call void @llvm.dbg.declare(metadata i32* %4, metadata !81, metadata !DIExpression()), !dbg !83
  store i32 1, i32* %4, align 4, !dbg !83
  br label %5, !dbg !84

5:                                                ; preds = %14, %1
  %6 = load i32, i32* %4, align 4, !dbg !85
  %7 = load i32, i32* %2, align 4, !dbg !87
  %8 = icmp sle i32 %6, %7, !dbg !88
  br i1 %8, label %9, label %17, !dbg !89

9:                                                ; preds = %5
  %10 = load i32, i32* %4, align 4, !dbg !90
  %11 = call i32 @square(i32 noundef signext %10), !dbg !92
  %12 = load i32, i32* %3, align 4, !dbg !93
  %13 = add nsw i32 %12, %11, !dbg !93
  store i32 %13, i32* %3, align 4, !dbg !93
  br label %14, !dbg !94

14:                                               ; preds = %9
  %15 = load i32, i32* %4, align 4, !dbg !95
  %16 = add nsw i32 %15, 1, !dbg !95
  store i32 %16, i32* %4, align 4, !dbg !95
  br label %5, !dbg !96, !llvm.loop !97

17:                                               ; preds = %5
  %18 = load i32, i32* %3, align 4, !dbg !100
  ret i32 %18, !dbg !101
}

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 !dbg !102 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !105, metadata !DIExpression()), !dbg !106
  store i32 0, i32* %2, align 4, !dbg !106
  call void @llvm.dbg.declare(metadata i32* %3, metadata !107, metadata !DIExpression()), !dbg !109
  store i32 0, i32* %3, align 4, !dbg !109
  br label %4, !dbg !110

4:                                                ; preds = %18, %0
  %5 = load i32, i32* %3, align 4, !dbg !111
  %6 = icmp slt i32 %5, 6, !dbg !113
  br i1 %6, label %7, label %21, !dbg !114

7:                                                ; preds = %4
  %8 = load i32, i32* %3, align 4, !dbg !115
  %9 = load i32, i32* %3, align 4, !dbg !117
  %10 = add nsw i32 %9, 3, !dbg !118
  %11 = call i32 @scale(i32 noundef signext %8, i32 noundef signext %10), !dbg !119
  %12 = load i32, i32* %2, align 4, !dbg !120
  %13 = add nsw i32 %12, %11, !dbg !120
  store i32 %13, i32* %2, align 4, !dbg !120
  %14 = load i32, i32* %2, align 4, !dbg !121
  %15 = call i32 @clamp(i32 noundef signext %14, i32 noundef signext 0, i32 noundef signext 5000), !dbg !122
  %16 = load i32, i32* %2, align 4, !dbg !123
  %17 = xor i32 %16, %15, !dbg !123
  store i32 %17, i32* %2, align 4, !dbg !123
  br label %18, !dbg !124

18:                                               ; preds = %7
  %19 = load i32, i32* %3, align 4, !dbg !125
  %20 = add nsw i32 %19, 1, !dbg !125
  store i32 %20, i32* %3, align 4, !dbg !125
  br label %4, !dbg !126, !llvm.loop !127

21:                                               ; preds = %4
  %22 = load i32, i32* %2, align 4, !dbg !129
  %23 = call i32 @sum_squares(i32 noundef signext 7), !dbg !130
  %24 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i32 0, i32 0), i32 noundef signext %22, i32 noundef signext %23), !dbg !131
  ret i32 0, !dbg !132
}

declare i32 @printf(i8* noundef, ...) #2

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "inline.c", directory: ".", checksumkind: CSK_MD5, checksum: "9ba23e0f5f41505098868ad5b0558667")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 1}
!6 = !{i32 7, !"PIE Level", i32 1}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !DISubprogram(name: "scale", scope: !1, file: !1, line: 26, type: !10, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !13)
!10 = !DISubroutineType(types: !11)
!11 = !{!12, !12, !12}
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !{}
!14 = !DILocalVariable(name: "a", arg: 1, scope: !9, file: !1, line: 26, type: !12)
!15 = !DILocation(line: 26, column: 15, scope: !9)
!16 = !DILocalVariable(name: "b", arg: 2, scope: !9, file: !1, line: 26, type: !12)
!17 = !DILocation(line: 26, column: 22, scope: !9)
!18 = !DILocalVariable(name: "r", scope: !9, file: !1, line: 27, type: !12)
!19 = !DILocation(line: 27, column: 9, scope: !9)
!20 = !DILocation(line: 27, column: 19, scope: !9)
!21 = !DILocation(line: 27, column: 23, scope: !9)
!22 = !DILocation(line: 27, column: 21, scope: !9)
!23 = !DILocation(line: 27, column: 13, scope: !9)
!24 = !DILocalVariable(name: "t", scope: !25, file: !1, line: 29, type: !12)
!25 = distinct !DILexicalBlock(scope: !9, file: !1, line: 28, column: 5)
!26 = !DILocation(line: 29, column: 13, scope: !25)
!27 = !DILocation(line: 29, column: 24, scope: !25)
!28 = !DILocation(line: 29, column: 17, scope: !25)
!29 = !DILocation(line: 29, column: 41, scope: !25)
!30 = !DILocation(line: 29, column: 29, scope: !25)
!31 = !DILocation(line: 29, column: 27, scope: !25)
!32 = !DILocation(line: 30, column: 13, scope: !25)
!33 = !DILocation(line: 30, column: 17, scope: !25)
!34 = !DILocation(line: 30, column: 15, scope: !25)
!35 = !DILocation(line: 30, column: 11, scope: !25)
!36 = !DILocation(line: 32, column: 12, scope: !9)
!37 = !DILocation(line: 32, column: 5, scope: !9)
!38 = distinct !DISubprogram(name: "clamp", scope: !1, file: !1, line: 18, type: !39, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !13)
!39 = !DISubroutineType(types: !40)
!40 = !{!12, !12, !12, !12}
!41 = !DILocalVariable(name: "v", arg: 1, scope: !38, file: !1, line: 18, type: !12)
!42 = !DILocation(line: 18, column: 22, scope: !38)
!43 = !DILocalVariable(name: "lo", arg: 2, scope: !38, file: !1, line: 18, type: !12)
!44 = !DILocation(line: 18, column: 29, scope: !38)
!45 = !DILocalVariable(name: "hi", arg: 3, scope: !38, file: !1, line: 18, type: !12)
!46 = !DILocation(line: 18, column: 37, scope: !38)
!47 = !DILocation(line: 19, column: 9, scope: !48)
!48 = distinct !DILexicalBlock(scope: !38, file: !1, line: 19, column: 9)
!49 = !DILocation(line: 19, column: 13, scope: !48)
!50 = !DILocation(line: 19, column: 11, scope: !48)
!51 = !DILocation(line: 19, column: 9, scope: !38)
!52 = !DILocation(line: 20, column: 16, scope: !48)
!53 = !DILocation(line: 20, column: 9, scope: !48)
!54 = !DILocation(line: 21, column: 9, scope: !55)
!55 = distinct !DILexicalBlock(scope: !38, file: !1, line: 21, column: 9)
!56 = !DILocation(line: 21, column: 13, scope: !55)
!57 = !DILocation(line: 21, column: 11, scope: !55)
!58 = !DILocation(line: 21, column: 9, scope: !38)
!59 = !DILocation(line: 22, column: 16, scope: !55)
!60 = !DILocation(line: 22, column: 9, scope: !55)
!61 = !DILocation(line: 23, column: 12, scope: !38)
!62 = !DILocation(line: 23, column: 5, scope: !38)
!63 = !DILocation(line: 24, column: 1, scope: !38)
!64 = distinct !DISubprogram(name: "square", scope: !1, file: !1, line: 5, type: !65, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !13)
!65 = !DISubroutineType(types: !66)
!66 = !{!12, !12}
!67 = !DILocalVariable(name: "x", arg: 1, scope: !64, file: !1, line: 5, type: !12)
!68 = !DILocation(line: 5, column: 23, scope: !64)
!69 = !DILocalVariable(name: "y", scope: !64, file: !1, line: 6, type: !12)
!70 = !DILocation(line: 6, column: 9, scope: !64)
!71 = !DILocation(line: 6, column: 13, scope: !64)
!72 = !DILocation(line: 6, column: 17, scope: !64)
!73 = !DILocation(line: 6, column: 15, scope: !64)
!74 = !DILocation(line: 7, column: 12, scope: !64)
!75 = !DILocation(line: 7, column: 5, scope: !64)
!76 = distinct !DISubprogram(name: "sum_squares", scope: !1, file: !1, line: 10, type: !65, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !13)
!77 = !DILocalVariable(name: "n", arg: 1, scope: !76, file: !1, line: 10, type: !12)
!78 = !DILocation(line: 10, column: 28, scope: !76)
!79 = !DILocalVariable(name: "s", scope: !76, file: !1, line: 11, type: !12)
!80 = !DILocation(line: 11, column: 9, scope: !76)
!81 = !DILocalVariable(name: "i", scope: !82, file: !1, line: 12, type: !12)
!82 = distinct !DILexicalBlock(scope: !76, file: !1, line: 12, column: 5)
!83 = !DILocation(line: 12, column: 14, scope: !82)
!84 = !DILocation(line: 12, column: 10, scope: !82)
!85 = !DILocation(line: 12, column: 21, scope: !86)
!86 = distinct !DILexicalBlock(scope: !82, file: !1, line: 12, column: 5)
!87 = !DILocation(line: 12, column: 26, scope: !86)
!88 = !DILocation(line: 12, column: 23, scope: !86)
!89 = !DILocation(line: 12, column: 5, scope: !82)
!90 = !DILocation(line: 13, column: 21, scope: !91)
!91 = distinct !DILexicalBlock(scope: !86, file: !1, line: 12, column: 34)
!92 = !DILocation(line: 13, column: 14, scope: !91)
!93 = !DILocation(line: 13, column: 11, scope: !91)
!94 = !DILocation(line: 14, column: 5, scope: !91)
!95 = !DILocation(line: 12, column: 30, scope: !86)
!96 = !DILocation(line: 12, column: 5, scope: !86)
!97 = distinct !{!97, !89, !98, !99}
!98 = !DILocation(line: 14, column: 5, scope: !82)
!99 = !{!"llvm.loop.mustprogress"}
!100 = !DILocation(line: 15, column: 12, scope: !76)
!101 = !DILocation(line: 15, column: 5, scope: !76)
!102 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 35, type: !103, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !13)
!103 = !DISubroutineType(types: !104)
!104 = !{!12}
!105 = !DILocalVariable(name: "total", scope: !102, file: !1, line: 36, type: !12)
!106 = !DILocation(line: 36, column: 9, scope: !102)
!107 = !DILocalVariable(name: "k", scope: !108, file: !1, line: 37, type: !12)
!108 = distinct !DILexicalBlock(scope: !102, file: !1, line: 37, column: 5)
!109 = !DILocation(line: 37, column: 14, scope: !108)
!110 = !DILocation(line: 37, column: 10, scope: !108)
!111 = !DILocation(line: 37, column: 21, scope: !112)
!112 = distinct !DILexicalBlock(scope: !108, file: !1, line: 37, column: 5)
!113 = !DILocation(line: 37, column: 23, scope: !112)
!114 = !DILocation(line: 37, column: 5, scope: !108)
!115 = !DILocation(line: 38, column: 24, scope: !116)
!116 = distinct !DILexicalBlock(scope: !112, file: !1, line: 37, column: 33)
!117 = !DILocation(line: 38, column: 27, scope: !116)
!118 = !DILocation(line: 38, column: 29, scope: !116)
!119 = !DILocation(line: 38, column: 18, scope: !116)
!120 = !DILocation(line: 38, column: 15, scope: !116)
!121 = !DILocation(line: 39, column: 24, scope: !116)
!122 = !DILocation(line: 39, column: 18, scope: !116)
!123 = !DILocation(line: 39, column: 15, scope: !116)
!124 = !DILocation(line: 40, column: 5, scope: !116)
!125 = !DILocation(line: 37, column: 29, scope: !112)
!126 = !DILocation(line: 37, column: 5, scope: !112)
!127 = distinct !{!127, !114, !128, !99}
!128 = !DILocation(line: 40, column: 5, scope: !108)
!129 = !DILocation(line: 41, column: 23, scope: !102)
!130 = !DILocation(line: 41, column: 30, scope: !102)
!131 = !DILocation(line: 41, column: 5, scope: !102)
!132 = !DILocation(line: 42, column: 5, scope: !102)
