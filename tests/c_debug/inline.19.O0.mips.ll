; ModuleID = 'inline.c'
source_filename = "inline.c"
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mips-unknown-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"%d %d\0A\00", align 1, !dbg !0

; Function Attrs: noinline nounwind optnone
define dso_local i32 @scale(i32 noundef signext %0, i32 noundef signext %1) #0 !dbg !16 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !21, !DIExpression(), !22)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !23, !DIExpression(), !24)
    #dbg_declare(ptr %5, !25, !DIExpression(), !26)
  %7 = load i32, ptr %3, align 4, !dbg !27
  %8 = load i32, ptr %4, align 4, !dbg !28
  %9 = mul nsw i32 %7, %8, !dbg !29
  %10 = call i32 @clamp(i32 noundef signext %9, i32 noundef signext -100, i32 noundef signext 100), !dbg !30
  store i32 %10, ptr %5, align 4, !dbg !26
    #dbg_declare(ptr %6, !31, !DIExpression(), !33)
  %11 = load i32, ptr %5, align 4, !dbg !34
  %12 = call i32 @square(i32 noundef signext %11), !dbg !35
  %13 = load i32, ptr %4, align 4, !dbg !36
  %14 = call i32 @sum_squares(i32 noundef signext %13), !dbg !37
  %15 = add nsw i32 %12, %14, !dbg !38
  store i32 %15, ptr %6, align 4, !dbg !33
  %16 = load i32, ptr %6, align 4, !dbg !39
  %17 = load i32, ptr %3, align 4, !dbg !40
  %18 = sub nsw i32 %16, %17, !dbg !41
  store i32 %18, ptr %5, align 4, !dbg !42
  %19 = load i32, ptr %5, align 4, !dbg !43
  ret i32 %19, !dbg !44
}

; Function Attrs: noinline nounwind optnone
define internal i32 @clamp(i32 noundef signext %0, i32 noundef signext %1, i32 noundef signext %2) #0 !dbg !45 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %0, ptr %5, align 4
    #dbg_declare(ptr %5, !48, !DIExpression(), !49)
  store i32 %1, ptr %6, align 4
    #dbg_declare(ptr %6, !50, !DIExpression(), !51)
  store i32 %2, ptr %7, align 4
    #dbg_declare(ptr %7, !52, !DIExpression(), !53)
  %8 = load i32, ptr %5, align 4, !dbg !54
  %9 = load i32, ptr %6, align 4, !dbg !56
  %10 = icmp slt i32 %8, %9, !dbg !57
  br i1 %10, label %11, label %13, !dbg !58

11:                                               ; preds = %3
  %12 = load i32, ptr %6, align 4, !dbg !59
  store i32 %12, ptr %4, align 4, !dbg !60
  br label %21, !dbg !60

13:                                               ; preds = %3
  %14 = load i32, ptr %5, align 4, !dbg !61
  %15 = load i32, ptr %7, align 4, !dbg !63
  %16 = icmp sgt i32 %14, %15, !dbg !64
  br i1 %16, label %17, label %19, !dbg !65

17:                                               ; preds = %13
  %18 = load i32, ptr %7, align 4, !dbg !66
  store i32 %18, ptr %4, align 4, !dbg !67
  br label %21, !dbg !67

19:                                               ; preds = %13
  %20 = load i32, ptr %5, align 4, !dbg !68
  store i32 %20, ptr %4, align 4, !dbg !69
  br label %21, !dbg !69

21:                                               ; preds = %19, %17, %11
  %22 = load i32, ptr %4, align 4, !dbg !70
  ret i32 %22, !dbg !70
}

; Function Attrs: noinline nounwind optnone
define internal i32 @square(i32 noundef signext %0) #0 !dbg !71 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !74, !DIExpression(), !75)
    #dbg_declare(ptr %3, !76, !DIExpression(), !77)
  %4 = load i32, ptr %2, align 4, !dbg !78
  %5 = load i32, ptr %2, align 4, !dbg !79
  %6 = mul nsw i32 %4, %5, !dbg !80
  store i32 %6, ptr %3, align 4, !dbg !77
  %7 = load i32, ptr %3, align 4, !dbg !81
  ret i32 %7, !dbg !82
}

; Function Attrs: noinline nounwind optnone
define internal i32 @sum_squares(i32 noundef signext %0) #0 !dbg !83 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !84, !DIExpression(), !85)
    #dbg_declare(ptr %3, !86, !DIExpression(), !87)
  store i32 0, ptr %3, align 4, !dbg !87
    #dbg_declare(ptr %4, !88, !DIExpression(), !90)
  store i32 1, ptr %4, align 4, !dbg !90
  br label %5, !dbg !91

5:                                                ; preds = %14, %1
  %6 = load i32, ptr %4, align 4, !dbg !92
  %7 = load i32, ptr %2, align 4, !dbg !94
  %8 = icmp sle i32 %6, %7, !dbg !95
  br i1 %8, label %9, label %17, !dbg !96

9:                                                ; preds = %5
  %10 = load i32, ptr %4, align 4, !dbg !97
  %11 = call i32 @square(i32 noundef signext %10), !dbg !99
  %12 = load i32, ptr %3, align 4, !dbg !100
  %13 = add nsw i32 %12, %11, !dbg !100
  store i32 %13, ptr %3, align 4, !dbg !100
  br label %14, !dbg !101

14:                                               ; preds = %9
  %15 = load i32, ptr %4, align 4, !dbg !102
  %16 = add nsw i32 %15, 1, !dbg !102
  store i32 %16, ptr %4, align 4, !dbg !102
  br label %5, !dbg !103, !llvm.loop !104

17:                                               ; preds = %5
  %18 = load i32, ptr %3, align 4, !dbg !107
  ret i32 %18, !dbg !108
}

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 !dbg !109 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !112, !DIExpression(), !113)
  store i32 0, ptr %2, align 4, !dbg !113
    #dbg_declare(ptr %3, !114, !DIExpression(), !116)
  store i32 0, ptr %3, align 4, !dbg !116
  br label %4, !dbg !117

4:                                                ; preds = %18, %0
  %5 = load i32, ptr %3, align 4, !dbg !118
  %6 = icmp slt i32 %5, 6, !dbg !120
  br i1 %6, label %7, label %21, !dbg !121

7:                                                ; preds = %4
  %8 = load i32, ptr %3, align 4, !dbg !122
  %9 = load i32, ptr %3, align 4, !dbg !124
  %10 = add nsw i32 %9, 3, !dbg !125
  %11 = call i32 @scale(i32 noundef signext %8, i32 noundef signext %10), !dbg !126
  %12 = load i32, ptr %2, align 4, !dbg !127
  %13 = add nsw i32 %12, %11, !dbg !127
  store i32 %13, ptr %2, align 4, !dbg !127
  %14 = load i32, ptr %2, align 4, !dbg !128
  %15 = call i32 @clamp(i32 noundef signext %14, i32 noundef signext 0, i32 noundef signext 5000), !dbg !129
  %16 = load i32, ptr %2, align 4, !dbg !130
  %17 = xor i32 %16, %15, !dbg !130
  store i32 %17, ptr %2, align 4, !dbg !130
  br label %18, !dbg !131

18:                                               ; preds = %7
  %19 = load i32, ptr %3, align 4, !dbg !132
  %20 = add nsw i32 %19, 1, !dbg !132
  store i32 %20, ptr %3, align 4, !dbg !132
  br label %4, !dbg !133, !llvm.loop !134

21:                                               ; preds = %4
  %22 = load i32, ptr %2, align 4, !dbg !136
  %23 = call i32 @sum_squares(i32 noundef signext 7), !dbg !137
  %24 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef signext %22, i32 noundef signext %23), !dbg !138
  ret i32 0, !dbg !139
}

declare i32 @printf(ptr noundef, ...) #1

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14}
!llvm.ident = !{!15}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "inline.c", directory: ".", checksumkind: CSK_MD5, checksum: "9ba23e0f5f41505098868ad5b0558667")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 7)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !8, splitDebugInlining: false, nameTableKind: None)
!8 = !{!0}
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 8, !"PIC Level", i32 1}
!13 = !{i32 7, !"PIE Level", i32 1}
!14 = !{i32 7, !"frame-pointer", i32 2}
!15 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!16 = distinct !DISubprogram(name: "scale", scope: !2, file: !2, line: 26, type: !17, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !20)
!17 = !DISubroutineType(types: !18)
!18 = !{!19, !19, !19}
!19 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!20 = !{}
!21 = !DILocalVariable(name: "a", arg: 1, scope: !16, file: !2, line: 26, type: !19)
!22 = !DILocation(line: 26, column: 15, scope: !16)
!23 = !DILocalVariable(name: "b", arg: 2, scope: !16, file: !2, line: 26, type: !19)
!24 = !DILocation(line: 26, column: 22, scope: !16)
!25 = !DILocalVariable(name: "r", scope: !16, file: !2, line: 27, type: !19)
!26 = !DILocation(line: 27, column: 9, scope: !16)
!27 = !DILocation(line: 27, column: 19, scope: !16)
!28 = !DILocation(line: 27, column: 23, scope: !16)
!29 = !DILocation(line: 27, column: 21, scope: !16)
!30 = !DILocation(line: 27, column: 13, scope: !16)
!31 = !DILocalVariable(name: "t", scope: !32, file: !2, line: 29, type: !19)
!32 = distinct !DILexicalBlock(scope: !16, file: !2, line: 28, column: 5)
!33 = !DILocation(line: 29, column: 13, scope: !32)
!34 = !DILocation(line: 29, column: 24, scope: !32)
!35 = !DILocation(line: 29, column: 17, scope: !32)
!36 = !DILocation(line: 29, column: 41, scope: !32)
!37 = !DILocation(line: 29, column: 29, scope: !32)
!38 = !DILocation(line: 29, column: 27, scope: !32)
!39 = !DILocation(line: 30, column: 13, scope: !32)
!40 = !DILocation(line: 30, column: 17, scope: !32)
!41 = !DILocation(line: 30, column: 15, scope: !32)
!42 = !DILocation(line: 30, column: 11, scope: !32)
!43 = !DILocation(line: 32, column: 12, scope: !16)
!44 = !DILocation(line: 32, column: 5, scope: !16)
!45 = distinct !DISubprogram(name: "clamp", scope: !2, file: !2, line: 18, type: !46, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !20)
!46 = !DISubroutineType(types: !47)
!47 = !{!19, !19, !19, !19}
!48 = !DILocalVariable(name: "v", arg: 1, scope: !45, file: !2, line: 18, type: !19)
!49 = !DILocation(line: 18, column: 22, scope: !45)
!50 = !DILocalVariable(name: "lo", arg: 2, scope: !45, file: !2, line: 18, type: !19)
!51 = !DILocation(line: 18, column: 29, scope: !45)
!52 = !DILocalVariable(name: "hi", arg: 3, scope: !45, file: !2, line: 18, type: !19)
!53 = !DILocation(line: 18, column: 37, scope: !45)
!54 = !DILocation(line: 19, column: 9, scope: !55)
!55 = distinct !DILexicalBlock(scope: !45, file: !2, line: 19, column: 9)
!56 = !DILocation(line: 19, column: 13, scope: !55)
!57 = !DILocation(line: 19, column: 11, scope: !55)
!58 = !DILocation(line: 19, column: 9, scope: !45)
!59 = !DILocation(line: 20, column: 16, scope: !55)
!60 = !DILocation(line: 20, column: 9, scope: !55)
!61 = !DILocation(line: 21, column: 9, scope: !62)
!62 = distinct !DILexicalBlock(scope: !45, file: !2, line: 21, column: 9)
!63 = !DILocation(line: 21, column: 13, scope: !62)
!64 = !DILocation(line: 21, column: 11, scope: !62)
!65 = !DILocation(line: 21, column: 9, scope: !45)
!66 = !DILocation(line: 22, column: 16, scope: !62)
!67 = !DILocation(line: 22, column: 9, scope: !62)
!68 = !DILocation(line: 23, column: 12, scope: !45)
!69 = !DILocation(line: 23, column: 5, scope: !45)
!70 = !DILocation(line: 24, column: 1, scope: !45)
!71 = distinct !DISubprogram(name: "square", scope: !2, file: !2, line: 5, type: !72, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !20)
!72 = !DISubroutineType(types: !73)
!73 = !{!19, !19}
!74 = !DILocalVariable(name: "x", arg: 1, scope: !71, file: !2, line: 5, type: !19)
!75 = !DILocation(line: 5, column: 23, scope: !71)
!76 = !DILocalVariable(name: "y", scope: !71, file: !2, line: 6, type: !19)
!77 = !DILocation(line: 6, column: 9, scope: !71)
!78 = !DILocation(line: 6, column: 13, scope: !71)
!79 = !DILocation(line: 6, column: 17, scope: !71)
!80 = !DILocation(line: 6, column: 15, scope: !71)
!81 = !DILocation(line: 7, column: 12, scope: !71)
!82 = !DILocation(line: 7, column: 5, scope: !71)
!83 = distinct !DISubprogram(name: "sum_squares", scope: !2, file: !2, line: 10, type: !72, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !20)
!84 = !DILocalVariable(name: "n", arg: 1, scope: !83, file: !2, line: 10, type: !19)
!85 = !DILocation(line: 10, column: 28, scope: !83)
!86 = !DILocalVariable(name: "s", scope: !83, file: !2, line: 11, type: !19)
!87 = !DILocation(line: 11, column: 9, scope: !83)
!88 = !DILocalVariable(name: "i", scope: !89, file: !2, line: 12, type: !19)
!89 = distinct !DILexicalBlock(scope: !83, file: !2, line: 12, column: 5)
!90 = !DILocation(line: 12, column: 14, scope: !89)
!91 = !DILocation(line: 12, column: 10, scope: !89)
!92 = !DILocation(line: 12, column: 21, scope: !93)
!93 = distinct !DILexicalBlock(scope: !89, file: !2, line: 12, column: 5)
!94 = !DILocation(line: 12, column: 26, scope: !93)
!95 = !DILocation(line: 12, column: 23, scope: !93)
!96 = !DILocation(line: 12, column: 5, scope: !89)
!97 = !DILocation(line: 13, column: 21, scope: !98)
!98 = distinct !DILexicalBlock(scope: !93, file: !2, line: 12, column: 34)
!99 = !DILocation(line: 13, column: 14, scope: !98)
!100 = !DILocation(line: 13, column: 11, scope: !98)
!101 = !DILocation(line: 14, column: 5, scope: !98)
!102 = !DILocation(line: 12, column: 30, scope: !93)
!103 = !DILocation(line: 12, column: 5, scope: !93)
!104 = distinct !{!104, !96, !105, !106}
!105 = !DILocation(line: 14, column: 5, scope: !89)
!106 = !{!"llvm.loop.mustprogress"}
!107 = !DILocation(line: 15, column: 12, scope: !83)
!108 = !DILocation(line: 15, column: 5, scope: !83)
!109 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 35, type: !110, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !20)
!110 = !DISubroutineType(types: !111)
!111 = !{!19}
!112 = !DILocalVariable(name: "total", scope: !109, file: !2, line: 36, type: !19)
!113 = !DILocation(line: 36, column: 9, scope: !109)
!114 = !DILocalVariable(name: "k", scope: !115, file: !2, line: 37, type: !19)
!115 = distinct !DILexicalBlock(scope: !109, file: !2, line: 37, column: 5)
!116 = !DILocation(line: 37, column: 14, scope: !115)
!117 = !DILocation(line: 37, column: 10, scope: !115)
!118 = !DILocation(line: 37, column: 21, scope: !119)
!119 = distinct !DILexicalBlock(scope: !115, file: !2, line: 37, column: 5)
!120 = !DILocation(line: 37, column: 23, scope: !119)
!121 = !DILocation(line: 37, column: 5, scope: !115)
!122 = !DILocation(line: 38, column: 24, scope: !123)
!123 = distinct !DILexicalBlock(scope: !119, file: !2, line: 37, column: 33)
!124 = !DILocation(line: 38, column: 27, scope: !123)
!125 = !DILocation(line: 38, column: 29, scope: !123)
!126 = !DILocation(line: 38, column: 18, scope: !123)
!127 = !DILocation(line: 38, column: 15, scope: !123)
!128 = !DILocation(line: 39, column: 24, scope: !123)
!129 = !DILocation(line: 39, column: 18, scope: !123)
!130 = !DILocation(line: 39, column: 15, scope: !123)
!131 = !DILocation(line: 40, column: 5, scope: !123)
!132 = !DILocation(line: 37, column: 29, scope: !119)
!133 = !DILocation(line: 37, column: 5, scope: !119)
!134 = distinct !{!134, !121, !135, !106}
!135 = !DILocation(line: 40, column: 5, scope: !115)
!136 = !DILocation(line: 41, column: 23, scope: !109)
!137 = !DILocation(line: 41, column: 30, scope: !109)
!138 = !DILocation(line: 41, column: 5, scope: !109)
!139 = !DILocation(line: 42, column: 5, scope: !109)
