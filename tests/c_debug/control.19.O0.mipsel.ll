; ModuleID = 'control.c'
source_filename = "control.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

@.str = private unnamed_addr constant [10 x i8] c"%u %d %d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [5 x i8] c"zero\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [4 x i8] c"one\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [4 x i8] c"two\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [6 x i8] c"seven\00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [5 x i8] c"many\00", align 1, !dbg !24

; Function Attrs: noinline nounwind optnone
define dso_local i32 @fib(i32 noundef signext %0) #0 !dbg !35 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !40, !DIExpression(), !41)
  %4 = load i32, ptr %3, align 4, !dbg !42
  %5 = icmp slt i32 %4, 2, !dbg !44
  br i1 %5, label %6, label %8, !dbg !45

6:                                                ; preds = %1
  %7 = load i32, ptr %3, align 4, !dbg !46
  store i32 %7, ptr %2, align 4, !dbg !47
  br label %16, !dbg !47

8:                                                ; preds = %1
  %9 = load i32, ptr %3, align 4, !dbg !48
  %10 = sub nsw i32 %9, 1, !dbg !49
  %11 = call i32 @fib(i32 noundef signext %10), !dbg !50
  %12 = load i32, ptr %3, align 4, !dbg !51
  %13 = sub nsw i32 %12, 2, !dbg !52
  %14 = call i32 @fib(i32 noundef signext %13), !dbg !53
  %15 = add nsw i32 %11, %14, !dbg !54
  store i32 %15, ptr %2, align 4, !dbg !55
  br label %16, !dbg !55

16:                                               ; preds = %8, %6
  %17 = load i32, ptr %2, align 4, !dbg !56
  ret i32 %17, !dbg !56
}

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 !dbg !57 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !60, !DIExpression(), !62)
  store i32 0, ptr %2, align 4, !dbg !62
    #dbg_declare(ptr %3, !63, !DIExpression(), !64)
  store i32 1, ptr %3, align 4, !dbg !64
  br label %9, !dbg !65

9:                                                ; preds = %20, %0
    #dbg_declare(ptr %4, !66, !DIExpression(), !68)
  %10 = load i32, ptr %3, align 4, !dbg !69
  %11 = call i32 @collatz(i32 noundef signext %10), !dbg !70
  store i32 %11, ptr %4, align 4, !dbg !68
  %12 = load i32, ptr %4, align 4, !dbg !71
  %13 = load i32, ptr %2, align 4, !dbg !73
  %14 = icmp ugt i32 %12, %13, !dbg !74
  br i1 %14, label %15, label %17, !dbg !75

15:                                               ; preds = %9
  %16 = load i32, ptr %4, align 4, !dbg !76
  store i32 %16, ptr %2, align 4, !dbg !77
  br label %17, !dbg !78

17:                                               ; preds = %15, %9
  %18 = load i32, ptr %3, align 4, !dbg !79
  %19 = add nsw i32 %18, 1, !dbg !79
  store i32 %19, ptr %3, align 4, !dbg !79
  br label %20, !dbg !80

20:                                               ; preds = %17
  %21 = load i32, ptr %3, align 4, !dbg !81
  %22 = icmp slt i32 %21, 30, !dbg !82
  br i1 %22, label %9, label %23, !dbg !80, !llvm.loop !83

23:                                               ; preds = %20
    #dbg_declare(ptr %5, !86, !DIExpression(), !87)
  %24 = call i32 @fib(i32 noundef signext 12), !dbg !88
  store i32 %24, ptr %5, align 4, !dbg !87
    #dbg_declare(ptr %6, !89, !DIExpression(), !90)
  store i32 0, ptr %6, align 4, !dbg !90
    #dbg_declare(ptr %7, !91, !DIExpression(), !93)
  store i32 0, ptr %7, align 4, !dbg !93
  br label %25, !dbg !94

25:                                               ; preds = %45, %23
  %26 = load i32, ptr %7, align 4, !dbg !95
  %27 = icmp slt i32 %26, 9, !dbg !97
  br i1 %27, label %28, label %48, !dbg !98

28:                                               ; preds = %25
    #dbg_declare(ptr %8, !99, !DIExpression(), !103)
  %29 = load i32, ptr %7, align 4, !dbg !104
  %30 = call ptr @name(i32 noundef signext %29), !dbg !105
  store ptr %30, ptr %8, align 4, !dbg !103
  br label %31, !dbg !106

31:                                               ; preds = %35, %28
  %32 = load ptr, ptr %8, align 4, !dbg !107
  %33 = load i8, ptr %32, align 1, !dbg !108
  %34 = icmp ne i8 %33, 0, !dbg !106
  br i1 %34, label %35, label %40, !dbg !106

35:                                               ; preds = %31
  %36 = load i32, ptr %6, align 4, !dbg !109
  %37 = add nsw i32 %36, 1, !dbg !109
  store i32 %37, ptr %6, align 4, !dbg !109
  %38 = load ptr, ptr %8, align 4, !dbg !111
  %39 = getelementptr inbounds i8, ptr %38, i32 1, !dbg !111
  store ptr %39, ptr %8, align 4, !dbg !111
  br label %31, !dbg !106, !llvm.loop !112

40:                                               ; preds = %31
  %41 = load i32, ptr %6, align 4, !dbg !114
  %42 = icmp sgt i32 %41, 40, !dbg !116
  br i1 %42, label %43, label %44, !dbg !117

43:                                               ; preds = %40
  br label %48, !dbg !118

44:                                               ; preds = %40
  br label %45, !dbg !119

45:                                               ; preds = %44
  %46 = load i32, ptr %7, align 4, !dbg !120
  %47 = add nsw i32 %46, 1, !dbg !120
  store i32 %47, ptr %7, align 4, !dbg !120
  br label %25, !dbg !121, !llvm.loop !122

48:                                               ; preds = %43, %25
  %49 = load i32, ptr %2, align 4, !dbg !124
  %50 = load i32, ptr %5, align 4, !dbg !125
  %51 = load i32, ptr %6, align 4, !dbg !126
  %52 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef signext %49, i32 noundef signext %50, i32 noundef signext %51), !dbg !127
  ret i32 0, !dbg !128
}

; Function Attrs: noinline nounwind optnone
define internal i32 @collatz(i32 noundef signext %0) #0 !dbg !129 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !132, !DIExpression(), !133)
    #dbg_declare(ptr %3, !134, !DIExpression(), !135)
  store i32 0, ptr %3, align 4, !dbg !135
  br label %4, !dbg !136

4:                                                ; preds = %18, %1
  %5 = load i32, ptr %2, align 4, !dbg !137
  %6 = icmp ne i32 %5, 1, !dbg !138
  br i1 %6, label %7, label %21, !dbg !136

7:                                                ; preds = %4
  %8 = load i32, ptr %2, align 4, !dbg !139
  %9 = urem i32 %8, 2, !dbg !142
  %10 = icmp eq i32 %9, 0, !dbg !143
  br i1 %10, label %11, label %14, !dbg !144

11:                                               ; preds = %7
  %12 = load i32, ptr %2, align 4, !dbg !145
  %13 = udiv i32 %12, 2, !dbg !145
  store i32 %13, ptr %2, align 4, !dbg !145
  br label %18, !dbg !146

14:                                               ; preds = %7
  %15 = load i32, ptr %2, align 4, !dbg !147
  %16 = mul i32 3, %15, !dbg !148
  %17 = add i32 %16, 1, !dbg !149
  store i32 %17, ptr %2, align 4, !dbg !150
  br label %18

18:                                               ; preds = %14, %11
  %19 = load i32, ptr %3, align 4, !dbg !151
  %20 = add i32 %19, 1, !dbg !151
  store i32 %20, ptr %3, align 4, !dbg !151
  br label %4, !dbg !136, !llvm.loop !152

21:                                               ; preds = %4
  %22 = load i32, ptr %3, align 4, !dbg !154
  ret i32 %22, !dbg !155
}

; Function Attrs: noinline nounwind optnone
define internal ptr @name(i32 noundef signext %0) #0 !dbg !156 {
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !159, !DIExpression(), !160)
  %4 = load i32, ptr %3, align 4, !dbg !161
  switch i32 %4, label %9 [
    i32 0, label %5
    i32 1, label %6
    i32 2, label %7
    i32 7, label %8
  ], !dbg !162

5:                                                ; preds = %1
  store ptr @.str.1, ptr %2, align 4, !dbg !163
  br label %10, !dbg !163

6:                                                ; preds = %1
  store ptr @.str.2, ptr %2, align 4, !dbg !165
  br label %10, !dbg !165

7:                                                ; preds = %1
  store ptr @.str.3, ptr %2, align 4, !dbg !166
  br label %10, !dbg !166

8:                                                ; preds = %1
  store ptr @.str.4, ptr %2, align 4, !dbg !167
  br label %10, !dbg !167

9:                                                ; preds = %1
  store ptr @.str.5, ptr %2, align 4, !dbg !168
  br label %10, !dbg !168

10:                                               ; preds = %9, %8, %7, %6, %5
  %11 = load ptr, ptr %2, align 4, !dbg !169
  ret ptr %11, !dbg !169
}

declare i32 @printf(ptr noundef, ...) #1

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }

!llvm.dbg.cu = !{!26}
!llvm.module.flags = !{!28, !29, !30, !31, !32, !33}
!llvm.ident = !{!34}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 58, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "control.c", directory: ".", checksumkind: CSK_MD5, checksum: "e6995099c8bd73c739a06f162dfc485c")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 10)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 5)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 4)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !14, isLocal: true, isDefinition: true)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 6)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !9, isLocal: true, isDefinition: true)
!26 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !27, splitDebugInlining: false, nameTableKind: None)
!27 = !{!0, !7, !12, !17, !19, !24}
!28 = !{i32 7, !"Dwarf Version", i32 5}
!29 = !{i32 2, !"Debug Info Version", i32 3}
!30 = !{i32 1, !"wchar_size", i32 4}
!31 = !{i32 8, !"PIC Level", i32 1}
!32 = !{i32 7, !"PIE Level", i32 1}
!33 = !{i32 7, !"frame-pointer", i32 2}
!34 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!35 = distinct !DISubprogram(name: "fib", scope: !2, file: !2, line: 17, type: !36, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !26, retainedNodes: !39)
!36 = !DISubroutineType(types: !37)
!37 = !{!38, !38}
!38 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!39 = !{}
!40 = !DILocalVariable(name: "n", arg: 1, scope: !35, file: !2, line: 17, type: !38)
!41 = !DILocation(line: 17, column: 13, scope: !35)
!42 = !DILocation(line: 18, column: 9, scope: !43)
!43 = distinct !DILexicalBlock(scope: !35, file: !2, line: 18, column: 9)
!44 = !DILocation(line: 18, column: 11, scope: !43)
!45 = !DILocation(line: 18, column: 9, scope: !35)
!46 = !DILocation(line: 19, column: 16, scope: !43)
!47 = !DILocation(line: 19, column: 9, scope: !43)
!48 = !DILocation(line: 20, column: 16, scope: !35)
!49 = !DILocation(line: 20, column: 18, scope: !35)
!50 = !DILocation(line: 20, column: 12, scope: !35)
!51 = !DILocation(line: 20, column: 29, scope: !35)
!52 = !DILocation(line: 20, column: 31, scope: !35)
!53 = !DILocation(line: 20, column: 25, scope: !35)
!54 = !DILocation(line: 20, column: 23, scope: !35)
!55 = !DILocation(line: 20, column: 5, scope: !35)
!56 = !DILocation(line: 21, column: 1, scope: !35)
!57 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 38, type: !58, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !26, retainedNodes: !39)
!58 = !DISubroutineType(types: !59)
!59 = !{!38}
!60 = !DILocalVariable(name: "longest", scope: !57, file: !2, line: 39, type: !61)
!61 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!62 = !DILocation(line: 39, column: 14, scope: !57)
!63 = !DILocalVariable(name: "i", scope: !57, file: !2, line: 40, type: !38)
!64 = !DILocation(line: 40, column: 9, scope: !57)
!65 = !DILocation(line: 41, column: 5, scope: !57)
!66 = !DILocalVariable(name: "s", scope: !67, file: !2, line: 42, type: !61)
!67 = distinct !DILexicalBlock(scope: !57, file: !2, line: 41, column: 8)
!68 = !DILocation(line: 42, column: 18, scope: !67)
!69 = !DILocation(line: 42, column: 30, scope: !67)
!70 = !DILocation(line: 42, column: 22, scope: !67)
!71 = !DILocation(line: 43, column: 13, scope: !72)
!72 = distinct !DILexicalBlock(scope: !67, file: !2, line: 43, column: 13)
!73 = !DILocation(line: 43, column: 17, scope: !72)
!74 = !DILocation(line: 43, column: 15, scope: !72)
!75 = !DILocation(line: 43, column: 13, scope: !67)
!76 = !DILocation(line: 44, column: 23, scope: !72)
!77 = !DILocation(line: 44, column: 21, scope: !72)
!78 = !DILocation(line: 44, column: 13, scope: !72)
!79 = !DILocation(line: 45, column: 10, scope: !67)
!80 = !DILocation(line: 46, column: 5, scope: !67)
!81 = !DILocation(line: 46, column: 14, scope: !57)
!82 = !DILocation(line: 46, column: 16, scope: !57)
!83 = distinct !{!83, !65, !84, !85}
!84 = !DILocation(line: 46, column: 20, scope: !57)
!85 = !{!"llvm.loop.mustprogress"}
!86 = !DILocalVariable(name: "f", scope: !57, file: !2, line: 47, type: !38)
!87 = !DILocation(line: 47, column: 9, scope: !57)
!88 = !DILocation(line: 47, column: 13, scope: !57)
!89 = !DILocalVariable(name: "len", scope: !57, file: !2, line: 48, type: !38)
!90 = !DILocation(line: 48, column: 9, scope: !57)
!91 = !DILocalVariable(name: "k", scope: !92, file: !2, line: 49, type: !38)
!92 = distinct !DILexicalBlock(scope: !57, file: !2, line: 49, column: 5)
!93 = !DILocation(line: 49, column: 14, scope: !92)
!94 = !DILocation(line: 49, column: 10, scope: !92)
!95 = !DILocation(line: 49, column: 21, scope: !96)
!96 = distinct !DILexicalBlock(scope: !92, file: !2, line: 49, column: 5)
!97 = !DILocation(line: 49, column: 23, scope: !96)
!98 = !DILocation(line: 49, column: 5, scope: !92)
!99 = !DILocalVariable(name: "s", scope: !100, file: !2, line: 50, type: !101)
!100 = distinct !DILexicalBlock(scope: !96, file: !2, line: 49, column: 33)
!101 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !102, size: 32)
!102 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!103 = !DILocation(line: 50, column: 21, scope: !100)
!104 = !DILocation(line: 50, column: 30, scope: !100)
!105 = !DILocation(line: 50, column: 25, scope: !100)
!106 = !DILocation(line: 51, column: 9, scope: !100)
!107 = !DILocation(line: 51, column: 17, scope: !100)
!108 = !DILocation(line: 51, column: 16, scope: !100)
!109 = !DILocation(line: 52, column: 16, scope: !110)
!110 = distinct !DILexicalBlock(scope: !100, file: !2, line: 51, column: 20)
!111 = !DILocation(line: 53, column: 14, scope: !110)
!112 = distinct !{!112, !106, !113, !85}
!113 = !DILocation(line: 54, column: 9, scope: !100)
!114 = !DILocation(line: 55, column: 13, scope: !115)
!115 = distinct !DILexicalBlock(scope: !100, file: !2, line: 55, column: 13)
!116 = !DILocation(line: 55, column: 17, scope: !115)
!117 = !DILocation(line: 55, column: 13, scope: !100)
!118 = !DILocation(line: 56, column: 13, scope: !115)
!119 = !DILocation(line: 57, column: 5, scope: !100)
!120 = !DILocation(line: 49, column: 29, scope: !96)
!121 = !DILocation(line: 49, column: 5, scope: !96)
!122 = distinct !{!122, !98, !123, !85}
!123 = !DILocation(line: 57, column: 5, scope: !92)
!124 = !DILocation(line: 58, column: 26, scope: !57)
!125 = !DILocation(line: 58, column: 35, scope: !57)
!126 = !DILocation(line: 58, column: 38, scope: !57)
!127 = !DILocation(line: 58, column: 5, scope: !57)
!128 = !DILocation(line: 59, column: 5, scope: !57)
!129 = distinct !DISubprogram(name: "collatz", scope: !2, file: !2, line: 5, type: !130, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !26, retainedNodes: !39)
!130 = !DISubroutineType(types: !131)
!131 = !{!61, !61}
!132 = !DILocalVariable(name: "n", arg: 1, scope: !129, file: !2, line: 5, type: !61)
!133 = !DILocation(line: 5, column: 34, scope: !129)
!134 = !DILocalVariable(name: "steps", scope: !129, file: !2, line: 6, type: !61)
!135 = !DILocation(line: 6, column: 14, scope: !129)
!136 = !DILocation(line: 7, column: 5, scope: !129)
!137 = !DILocation(line: 7, column: 12, scope: !129)
!138 = !DILocation(line: 7, column: 14, scope: !129)
!139 = !DILocation(line: 8, column: 13, scope: !140)
!140 = distinct !DILexicalBlock(scope: !141, file: !2, line: 8, column: 13)
!141 = distinct !DILexicalBlock(scope: !129, file: !2, line: 7, column: 20)
!142 = !DILocation(line: 8, column: 15, scope: !140)
!143 = !DILocation(line: 8, column: 19, scope: !140)
!144 = !DILocation(line: 8, column: 13, scope: !141)
!145 = !DILocation(line: 9, column: 15, scope: !140)
!146 = !DILocation(line: 9, column: 13, scope: !140)
!147 = !DILocation(line: 11, column: 21, scope: !140)
!148 = !DILocation(line: 11, column: 19, scope: !140)
!149 = !DILocation(line: 11, column: 23, scope: !140)
!150 = !DILocation(line: 11, column: 15, scope: !140)
!151 = !DILocation(line: 12, column: 14, scope: !141)
!152 = distinct !{!152, !136, !153, !85}
!153 = !DILocation(line: 13, column: 5, scope: !129)
!154 = !DILocation(line: 14, column: 12, scope: !129)
!155 = !DILocation(line: 14, column: 5, scope: !129)
!156 = distinct !DISubprogram(name: "name", scope: !2, file: !2, line: 23, type: !157, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !26, retainedNodes: !39)
!157 = !DISubroutineType(types: !158)
!158 = !{!101, !38}
!159 = !DILocalVariable(name: "k", arg: 1, scope: !156, file: !2, line: 23, type: !38)
!160 = !DILocation(line: 23, column: 29, scope: !156)
!161 = !DILocation(line: 24, column: 13, scope: !156)
!162 = !DILocation(line: 24, column: 5, scope: !156)
!163 = !DILocation(line: 26, column: 9, scope: !164)
!164 = distinct !DILexicalBlock(scope: !156, file: !2, line: 24, column: 16)
!165 = !DILocation(line: 28, column: 9, scope: !164)
!166 = !DILocation(line: 30, column: 9, scope: !164)
!167 = !DILocation(line: 32, column: 9, scope: !164)
!168 = !DILocation(line: 34, column: 9, scope: !164)
!169 = !DILocation(line: 36, column: 1, scope: !156)
