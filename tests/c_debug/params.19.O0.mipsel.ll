; ModuleID = 'params.c'
source_filename = "params.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

@in = dso_local global i32 5, align 4, !dbg !0
@.str = private unnamed_addr constant [7 x i8] c"%d %u\0A\00", align 1, !dbg !7

; Function Attrs: noinline nounwind optnone
define dso_local i32 @seven(i32 noundef signext %0, i32 noundef signext %1, i32 noundef signext %2, i32 noundef signext %3, i32 noundef signext %4, i32 noundef signext %5, i32 noundef signext %6) #0 !dbg !22 {
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  store i32 %0, ptr %8, align 4
    #dbg_declare(ptr %8, !26, !DIExpression(), !27)
  store i32 %1, ptr %9, align 4
    #dbg_declare(ptr %9, !28, !DIExpression(), !29)
  store i32 %2, ptr %10, align 4
    #dbg_declare(ptr %10, !30, !DIExpression(), !31)
  store i32 %3, ptr %11, align 4
    #dbg_declare(ptr %11, !32, !DIExpression(), !33)
  store i32 %4, ptr %12, align 4
    #dbg_declare(ptr %12, !34, !DIExpression(), !35)
  store i32 %5, ptr %13, align 4
    #dbg_declare(ptr %13, !36, !DIExpression(), !37)
  store i32 %6, ptr %14, align 4
    #dbg_declare(ptr %14, !38, !DIExpression(), !39)
    #dbg_declare(ptr %15, !40, !DIExpression(), !41)
  %16 = load i32, ptr %8, align 4, !dbg !42
  %17 = load i32, ptr %9, align 4, !dbg !43
  %18 = add nsw i32 %16, %17, !dbg !44
  %19 = call i32 @sink(i32 noundef signext %18), !dbg !45
  store i32 %19, ptr %15, align 4, !dbg !41
  %20 = load i32, ptr %10, align 4, !dbg !46
  %21 = load i32, ptr %11, align 4, !dbg !47
  %22 = sub nsw i32 %20, %21, !dbg !48
  %23 = call i32 @sink(i32 noundef signext %22), !dbg !49
  %24 = load i32, ptr %15, align 4, !dbg !50
  %25 = add nsw i32 %24, %23, !dbg !50
  store i32 %25, ptr %15, align 4, !dbg !50
  %26 = load i32, ptr %12, align 4, !dbg !51
  %27 = load i32, ptr %13, align 4, !dbg !52
  %28 = xor i32 %26, %27, !dbg !53
  %29 = call i32 @sink(i32 noundef signext %28), !dbg !54
  %30 = load i32, ptr %15, align 4, !dbg !55
  %31 = add nsw i32 %30, %29, !dbg !55
  store i32 %31, ptr %15, align 4, !dbg !55
  %32 = load i32, ptr %14, align 4, !dbg !56
  %33 = load i32, ptr %15, align 4, !dbg !57
  %34 = add nsw i32 %33, %32, !dbg !57
  store i32 %34, ptr %15, align 4, !dbg !57
  %35 = load i32, ptr %15, align 4, !dbg !58
  %36 = load i32, ptr %13, align 4, !dbg !59
  %37 = add nsw i32 %35, %36, !dbg !60
  ret i32 %37, !dbg !61
}

; Function Attrs: noinline nounwind optnone
define internal i32 @sink(i32 noundef signext %0) #0 !dbg !62 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !65, !DIExpression(), !66)
  %3 = load i32, ptr %2, align 4, !dbg !67
  %4 = mul nsw i32 %3, 3, !dbg !68
  %5 = add nsw i32 %4, 1, !dbg !69
  ret i32 %5, !dbg !70
}

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 !dbg !71 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !74, !DIExpression(), !75)
  %5 = load volatile i32, ptr @in, align 4, !dbg !76
  store i32 %5, ptr %2, align 4, !dbg !75
    #dbg_declare(ptr %3, !77, !DIExpression(), !78)
  %6 = load i32, ptr %2, align 4, !dbg !79
  %7 = load i32, ptr %2, align 4, !dbg !80
  %8 = add nsw i32 %7, 1, !dbg !81
  %9 = load i32, ptr %2, align 4, !dbg !82
  %10 = add nsw i32 %9, 2, !dbg !83
  %11 = load i32, ptr %2, align 4, !dbg !84
  %12 = add nsw i32 %11, 3, !dbg !85
  %13 = load i32, ptr %2, align 4, !dbg !86
  %14 = add nsw i32 %13, 4, !dbg !87
  %15 = load i32, ptr %2, align 4, !dbg !88
  %16 = add nsw i32 %15, 5, !dbg !89
  %17 = load i32, ptr %2, align 4, !dbg !90
  %18 = add nsw i32 %17, 6, !dbg !91
  %19 = call i32 @seven(i32 noundef signext %6, i32 noundef signext %8, i32 noundef signext %10, i32 noundef signext %12, i32 noundef signext %14, i32 noundef signext %16, i32 noundef signext %18), !dbg !92
  store i32 %19, ptr %3, align 4, !dbg !78
    #dbg_declare(ptr %4, !93, !DIExpression(), !94)
  %20 = load i32, ptr %2, align 4, !dbg !95
  %21 = mul i32 %20, 7, !dbg !96
  %22 = load i32, ptr %3, align 4, !dbg !97
  %23 = call i32 @first_line(i32 noundef signext %21, i32 noundef signext %22), !dbg !98
  store i32 %23, ptr %4, align 4, !dbg !94
  %24 = load i32, ptr %3, align 4, !dbg !99
  %25 = load i32, ptr %4, align 4, !dbg !100
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef signext %24, i32 noundef signext %25), !dbg !101
  ret i32 0, !dbg !102
}

; Function Attrs: noinline nounwind optnone
define internal i32 @first_line(i32 noundef signext %0, i32 noundef signext %1) #0 !dbg !103 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !106, !DIExpression(), !107)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !108, !DIExpression(), !109)
    #dbg_declare(ptr %5, !110, !DIExpression(), !111)
  %6 = load i32, ptr %3, align 4, !dbg !112
  %7 = mul i32 %6, 40503, !dbg !113
  store i32 %7, ptr %5, align 4, !dbg !111
  %8 = load i32, ptr %4, align 4, !dbg !114
  %9 = load i32, ptr %5, align 4, !dbg !115
  %10 = xor i32 %9, %8, !dbg !115
  store i32 %10, ptr %5, align 4, !dbg !115
  %11 = load i32, ptr %5, align 4, !dbg !116
  %12 = load i32, ptr %3, align 4, !dbg !117
  %13 = lshr i32 %12, 3, !dbg !118
  %14 = add i32 %11, %13, !dbg !119
  ret i32 %14, !dbg !120
}

declare i32 @printf(ptr noundef, ...) #1

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!15, !16, !17, !18, !19, !20}
!llvm.ident = !{!21}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "in", scope: !2, file: !3, line: 31, type: !13, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "params.c", directory: ".", checksumkind: CSK_MD5, checksum: "3ca51d45dd202a4d9dbdad545cec0ea3")
!4 = !{!5}
!5 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!6 = !{!0, !7}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !3, line: 37, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 56, elements: !11)
!10 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!11 = !{!12}
!12 = !DISubrange(count: 7)
!13 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !14)
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !{i32 7, !"Dwarf Version", i32 5}
!16 = !{i32 2, !"Debug Info Version", i32 3}
!17 = !{i32 1, !"wchar_size", i32 4}
!18 = !{i32 8, !"PIC Level", i32 1}
!19 = !{i32 7, !"PIE Level", i32 1}
!20 = !{i32 7, !"frame-pointer", i32 2}
!21 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!22 = distinct !DISubprogram(name: "seven", scope: !3, file: !3, line: 17, type: !23, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !25)
!23 = !DISubroutineType(types: !24)
!24 = !{!14, !14, !14, !14, !14, !14, !14, !14}
!25 = !{}
!26 = !DILocalVariable(name: "a", arg: 1, scope: !22, file: !3, line: 17, type: !14)
!27 = !DILocation(line: 17, column: 15, scope: !22)
!28 = !DILocalVariable(name: "b", arg: 2, scope: !22, file: !3, line: 17, type: !14)
!29 = !DILocation(line: 17, column: 22, scope: !22)
!30 = !DILocalVariable(name: "c", arg: 3, scope: !22, file: !3, line: 17, type: !14)
!31 = !DILocation(line: 17, column: 29, scope: !22)
!32 = !DILocalVariable(name: "d", arg: 4, scope: !22, file: !3, line: 17, type: !14)
!33 = !DILocation(line: 17, column: 36, scope: !22)
!34 = !DILocalVariable(name: "e", arg: 5, scope: !22, file: !3, line: 17, type: !14)
!35 = !DILocation(line: 17, column: 43, scope: !22)
!36 = !DILocalVariable(name: "f", arg: 6, scope: !22, file: !3, line: 17, type: !14)
!37 = !DILocation(line: 17, column: 50, scope: !22)
!38 = !DILocalVariable(name: "g", arg: 7, scope: !22, file: !3, line: 17, type: !14)
!39 = !DILocation(line: 17, column: 57, scope: !22)
!40 = !DILocalVariable(name: "s", scope: !22, file: !3, line: 18, type: !14)
!41 = !DILocation(line: 18, column: 9, scope: !22)
!42 = !DILocation(line: 18, column: 18, scope: !22)
!43 = !DILocation(line: 18, column: 22, scope: !22)
!44 = !DILocation(line: 18, column: 20, scope: !22)
!45 = !DILocation(line: 18, column: 13, scope: !22)
!46 = !DILocation(line: 19, column: 15, scope: !22)
!47 = !DILocation(line: 19, column: 19, scope: !22)
!48 = !DILocation(line: 19, column: 17, scope: !22)
!49 = !DILocation(line: 19, column: 10, scope: !22)
!50 = !DILocation(line: 19, column: 7, scope: !22)
!51 = !DILocation(line: 20, column: 15, scope: !22)
!52 = !DILocation(line: 20, column: 19, scope: !22)
!53 = !DILocation(line: 20, column: 17, scope: !22)
!54 = !DILocation(line: 20, column: 10, scope: !22)
!55 = !DILocation(line: 20, column: 7, scope: !22)
!56 = !DILocation(line: 21, column: 10, scope: !22)
!57 = !DILocation(line: 21, column: 7, scope: !22)
!58 = !DILocation(line: 22, column: 12, scope: !22)
!59 = !DILocation(line: 22, column: 16, scope: !22)
!60 = !DILocation(line: 22, column: 14, scope: !22)
!61 = !DILocation(line: 22, column: 5, scope: !22)
!62 = distinct !DISubprogram(name: "sink", scope: !3, file: !3, line: 13, type: !63, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !25)
!63 = !DISubroutineType(types: !64)
!64 = !{!14, !14}
!65 = !DILocalVariable(name: "v", arg: 1, scope: !62, file: !3, line: 13, type: !14)
!66 = !DILocation(line: 13, column: 21, scope: !62)
!67 = !DILocation(line: 14, column: 12, scope: !62)
!68 = !DILocation(line: 14, column: 14, scope: !62)
!69 = !DILocation(line: 14, column: 18, scope: !62)
!70 = !DILocation(line: 14, column: 5, scope: !62)
!71 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 33, type: !72, scopeLine: 33, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !25)
!72 = !DISubroutineType(types: !73)
!73 = !{!14}
!74 = !DILocalVariable(name: "v", scope: !71, file: !3, line: 34, type: !14)
!75 = !DILocation(line: 34, column: 9, scope: !71)
!76 = !DILocation(line: 34, column: 13, scope: !71)
!77 = !DILocalVariable(name: "s", scope: !71, file: !3, line: 35, type: !14)
!78 = !DILocation(line: 35, column: 9, scope: !71)
!79 = !DILocation(line: 35, column: 19, scope: !71)
!80 = !DILocation(line: 35, column: 22, scope: !71)
!81 = !DILocation(line: 35, column: 24, scope: !71)
!82 = !DILocation(line: 35, column: 29, scope: !71)
!83 = !DILocation(line: 35, column: 31, scope: !71)
!84 = !DILocation(line: 35, column: 36, scope: !71)
!85 = !DILocation(line: 35, column: 38, scope: !71)
!86 = !DILocation(line: 35, column: 43, scope: !71)
!87 = !DILocation(line: 35, column: 45, scope: !71)
!88 = !DILocation(line: 35, column: 50, scope: !71)
!89 = !DILocation(line: 35, column: 52, scope: !71)
!90 = !DILocation(line: 35, column: 57, scope: !71)
!91 = !DILocation(line: 35, column: 59, scope: !71)
!92 = !DILocation(line: 35, column: 13, scope: !71)
!93 = !DILocalVariable(name: "u", scope: !71, file: !3, line: 36, type: !5)
!94 = !DILocation(line: 36, column: 14, scope: !71)
!95 = !DILocation(line: 36, column: 39, scope: !71)
!96 = !DILocation(line: 36, column: 41, scope: !71)
!97 = !DILocation(line: 36, column: 57, scope: !71)
!98 = !DILocation(line: 36, column: 18, scope: !71)
!99 = !DILocation(line: 37, column: 23, scope: !71)
!100 = !DILocation(line: 37, column: 26, scope: !71)
!101 = !DILocation(line: 37, column: 5, scope: !71)
!102 = !DILocation(line: 38, column: 5, scope: !71)
!103 = distinct !DISubprogram(name: "first_line", scope: !3, file: !3, line: 25, type: !104, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !25)
!104 = !DISubroutineType(types: !105)
!105 = !{!5, !5, !5}
!106 = !DILocalVariable(name: "x", arg: 1, scope: !103, file: !3, line: 25, type: !5)
!107 = !DILocation(line: 25, column: 37, scope: !103)
!108 = !DILocalVariable(name: "y", arg: 2, scope: !103, file: !3, line: 25, type: !5)
!109 = !DILocation(line: 25, column: 49, scope: !103)
!110 = !DILocalVariable(name: "r", scope: !103, file: !3, line: 26, type: !5)
!111 = !DILocation(line: 26, column: 14, scope: !103)
!112 = !DILocation(line: 26, column: 18, scope: !103)
!113 = !DILocation(line: 26, column: 20, scope: !103)
!114 = !DILocation(line: 27, column: 10, scope: !103)
!115 = !DILocation(line: 27, column: 7, scope: !103)
!116 = !DILocation(line: 28, column: 12, scope: !103)
!117 = !DILocation(line: 28, column: 17, scope: !103)
!118 = !DILocation(line: 28, column: 19, scope: !103)
!119 = !DILocation(line: 28, column: 14, scope: !103)
!120 = !DILocation(line: 28, column: 5, scope: !103)
