; ModuleID = 'dead_values.c'
source_filename = "dead_values.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

@seed_in = dso_local global i32 12345, align 4, !dbg !0
@count_in = dso_local global i32 6, align 4, !dbg !5
@__const.main.data = private unnamed_addr constant [8 x i32] [i32 3, i32 1, i32 4, i32 1, i32 5, i32 9, i32 2, i32 6], align 4
@.str = private unnamed_addr constant [7 x i8] c"%u %d\0A\00", align 1, !dbg !9

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 !dbg !24 {
  %1 = alloca i32, align 4
  %2 = alloca [8 x i32], align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !28, !DIExpression(), !32)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %2, ptr align 4 @__const.main.data, i32 32, i1 false), !dbg !32
    #dbg_declare(ptr %3, !33, !DIExpression(), !34)
  %5 = load volatile i32, ptr @seed_in, align 4, !dbg !35
  %6 = load volatile i32, ptr @count_in, align 4, !dbg !36
  %7 = call i32 @mix(i32 noundef signext %5, i32 noundef signext %6), !dbg !37
  store i32 %7, ptr %3, align 4, !dbg !34
    #dbg_declare(ptr %4, !38, !DIExpression(), !39)
  %8 = getelementptr inbounds [8 x i32], ptr %2, i32 0, i32 0, !dbg !40
  %9 = call i32 @scan(ptr noundef %8, i32 noundef signext 8, i32 noundef signext 1), !dbg !41
  store i32 %9, ptr %4, align 4, !dbg !39
  %10 = load i32, ptr %3, align 4, !dbg !42
  %11 = load i32, ptr %4, align 4, !dbg !43
  %12 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef signext %10, i32 noundef signext %11), !dbg !44
  ret i32 0, !dbg !45
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #1

; Function Attrs: noinline nounwind optnone
define internal i32 @mix(i32 noundef signext %0, i32 noundef signext %1) #0 !dbg !46 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !49, !DIExpression(), !50)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !51, !DIExpression(), !52)
    #dbg_declare(ptr %5, !53, !DIExpression(), !54)
  %8 = load i32, ptr %3, align 4, !dbg !55
  %9 = mul i32 %8, -1640531535, !dbg !56
  store i32 %9, ptr %5, align 4, !dbg !54
    #dbg_declare(ptr %6, !57, !DIExpression(), !58)
  %10 = load i32, ptr %5, align 4, !dbg !59
  %11 = load i32, ptr %4, align 4, !dbg !60
  %12 = xor i32 %10, %11, !dbg !61
  store i32 %12, ptr %6, align 4, !dbg !58
    #dbg_declare(ptr %7, !62, !DIExpression(), !64)
  store i32 0, ptr %7, align 4, !dbg !64
  br label %13, !dbg !65

13:                                               ; preds = %24, %2
  %14 = load i32, ptr %7, align 4, !dbg !66
  %15 = load i32, ptr %4, align 4, !dbg !68
  %16 = icmp ult i32 %14, %15, !dbg !69
  br i1 %16, label %17, label %27, !dbg !70

17:                                               ; preds = %13
  %18 = load i32, ptr %6, align 4, !dbg !71
  %19 = shl i32 %18, 5, !dbg !72
  %20 = load i32, ptr %6, align 4, !dbg !73
  %21 = add i32 %19, %20, !dbg !74
  %22 = load i32, ptr %7, align 4, !dbg !75
  %23 = add i32 %21, %22, !dbg !76
  store i32 %23, ptr %6, align 4, !dbg !77
  br label %24, !dbg !78

24:                                               ; preds = %17
  %25 = load i32, ptr %7, align 4, !dbg !79
  %26 = add i32 %25, 1, !dbg !79
  store i32 %26, ptr %7, align 4, !dbg !79
  br label %13, !dbg !80, !llvm.loop !81

27:                                               ; preds = %13
  %28 = load i32, ptr %6, align 4, !dbg !84
  %29 = lshr i32 %28, 13, !dbg !85
  %30 = load i32, ptr %6, align 4, !dbg !86
  %31 = xor i32 %30, %29, !dbg !86
  store i32 %31, ptr %6, align 4, !dbg !86
  %32 = load i32, ptr %6, align 4, !dbg !87
  ret i32 %32, !dbg !88
}

; Function Attrs: noinline nounwind optnone
define internal i32 @scan(ptr noundef %0, i32 noundef signext %1, i32 noundef signext %2) #0 !dbg !89 {
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %4, align 4
    #dbg_declare(ptr %4, !94, !DIExpression(), !95)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !96, !DIExpression(), !97)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !98, !DIExpression(), !99)
    #dbg_declare(ptr %7, !100, !DIExpression(), !101)
  %10 = load ptr, ptr %4, align 4, !dbg !102
  %11 = getelementptr inbounds i32, ptr %10, i32 0, !dbg !102
  %12 = load i32, ptr %11, align 4, !dbg !102
  store i32 %12, ptr %7, align 4, !dbg !101
    #dbg_declare(ptr %8, !103, !DIExpression(), !104)
  %13 = load i32, ptr %7, align 4, !dbg !105
  %14 = load i32, ptr %6, align 4, !dbg !106
  %15 = icmp eq i32 %13, %14, !dbg !107
  %16 = zext i1 %15 to i32, !dbg !107
  store i32 %16, ptr %8, align 4, !dbg !104
    #dbg_declare(ptr %9, !108, !DIExpression(), !110)
  store i32 1, ptr %9, align 4, !dbg !110
  br label %17, !dbg !111

17:                                               ; preds = %32, %3
  %18 = load i32, ptr %9, align 4, !dbg !112
  %19 = load i32, ptr %5, align 4, !dbg !114
  %20 = icmp slt i32 %18, %19, !dbg !115
  br i1 %20, label %21, label %35, !dbg !116

21:                                               ; preds = %17
  %22 = load ptr, ptr %4, align 4, !dbg !117
  %23 = load i32, ptr %9, align 4, !dbg !119
  %24 = getelementptr inbounds i32, ptr %22, i32 %23, !dbg !117
  %25 = load i32, ptr %24, align 4, !dbg !117
  %26 = load i32, ptr %6, align 4, !dbg !120
  %27 = icmp eq i32 %25, %26, !dbg !121
  br i1 %27, label %28, label %31, !dbg !122

28:                                               ; preds = %21
  %29 = load i32, ptr %8, align 4, !dbg !123
  %30 = add nsw i32 %29, 1, !dbg !123
  store i32 %30, ptr %8, align 4, !dbg !123
  br label %31, !dbg !124

31:                                               ; preds = %28, %21
  br label %32, !dbg !120

32:                                               ; preds = %31
  %33 = load i32, ptr %9, align 4, !dbg !125
  %34 = add nsw i32 %33, 1, !dbg !125
  store i32 %34, ptr %9, align 4, !dbg !125
  br label %17, !dbg !126, !llvm.loop !127

35:                                               ; preds = %17
  %36 = load i32, ptr %5, align 4, !dbg !129
  %37 = load i32, ptr %8, align 4, !dbg !130
  %38 = add nsw i32 %37, %36, !dbg !130
  store i32 %38, ptr %8, align 4, !dbg !130
  %39 = load i32, ptr %8, align 4, !dbg !131
  ret i32 %39, !dbg !132
}

declare i32 @printf(ptr noundef, ...) #2

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!17, !18, !19, !20, !21, !22}
!llvm.ident = !{!23}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "seed_in", scope: !2, file: !3, line: 28, type: !15, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "dead_values.c", directory: ".", checksumkind: CSK_MD5, checksum: "9ecab3e4967f2704b6b33e1dec5ad992")
!4 = !{!0, !5, !9}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "count_in", scope: !2, file: !3, line: 29, type: !7, isLocal: false, isDefinition: true)
!7 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !8)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(scope: null, file: !3, line: 35, type: !11, isLocal: true, isDefinition: true)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 56, elements: !13)
!12 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!13 = !{!14}
!14 = !DISubrange(count: 7)
!15 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !16)
!16 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!17 = !{i32 7, !"Dwarf Version", i32 5}
!18 = !{i32 2, !"Debug Info Version", i32 3}
!19 = !{i32 1, !"wchar_size", i32 4}
!20 = !{i32 8, !"PIC Level", i32 1}
!21 = !{i32 7, !"PIE Level", i32 1}
!22 = !{i32 7, !"frame-pointer", i32 2}
!23 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!24 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 31, type: !25, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !27)
!25 = !DISubroutineType(types: !26)
!26 = !{!8}
!27 = !{}
!28 = !DILocalVariable(name: "data", scope: !24, file: !3, line: 32, type: !29)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 256, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 8)
!32 = !DILocation(line: 32, column: 9, scope: !24)
!33 = !DILocalVariable(name: "h", scope: !24, file: !3, line: 33, type: !16)
!34 = !DILocation(line: 33, column: 14, scope: !24)
!35 = !DILocation(line: 33, column: 22, scope: !24)
!36 = !DILocation(line: 33, column: 31, scope: !24)
!37 = !DILocation(line: 33, column: 18, scope: !24)
!38 = !DILocalVariable(name: "k", scope: !24, file: !3, line: 34, type: !8)
!39 = !DILocation(line: 34, column: 9, scope: !24)
!40 = !DILocation(line: 34, column: 18, scope: !24)
!41 = !DILocation(line: 34, column: 13, scope: !24)
!42 = !DILocation(line: 35, column: 23, scope: !24)
!43 = !DILocation(line: 35, column: 26, scope: !24)
!44 = !DILocation(line: 35, column: 5, scope: !24)
!45 = !DILocation(line: 36, column: 5, scope: !24)
!46 = distinct !DISubprogram(name: "mix", scope: !3, file: !3, line: 9, type: !47, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !27)
!47 = !DISubroutineType(types: !48)
!48 = !{!16, !16, !16}
!49 = !DILocalVariable(name: "seed", arg: 1, scope: !46, file: !3, line: 9, type: !16)
!50 = !DILocation(line: 9, column: 30, scope: !46)
!51 = !DILocalVariable(name: "n", arg: 2, scope: !46, file: !3, line: 9, type: !16)
!52 = !DILocation(line: 9, column: 45, scope: !46)
!53 = !DILocalVariable(name: "start", scope: !46, file: !3, line: 10, type: !16)
!54 = !DILocation(line: 10, column: 14, scope: !46)
!55 = !DILocation(line: 10, column: 22, scope: !46)
!56 = !DILocation(line: 10, column: 27, scope: !46)
!57 = !DILocalVariable(name: "h", scope: !46, file: !3, line: 11, type: !16)
!58 = !DILocation(line: 11, column: 14, scope: !46)
!59 = !DILocation(line: 11, column: 18, scope: !46)
!60 = !DILocation(line: 11, column: 26, scope: !46)
!61 = !DILocation(line: 11, column: 24, scope: !46)
!62 = !DILocalVariable(name: "i", scope: !63, file: !3, line: 12, type: !16)
!63 = distinct !DILexicalBlock(scope: !46, file: !3, line: 12, column: 5)
!64 = !DILocation(line: 12, column: 19, scope: !63)
!65 = !DILocation(line: 12, column: 10, scope: !63)
!66 = !DILocation(line: 12, column: 26, scope: !67)
!67 = distinct !DILexicalBlock(scope: !63, file: !3, line: 12, column: 5)
!68 = !DILocation(line: 12, column: 30, scope: !67)
!69 = !DILocation(line: 12, column: 28, scope: !67)
!70 = !DILocation(line: 12, column: 5, scope: !63)
!71 = !DILocation(line: 13, column: 14, scope: !67)
!72 = !DILocation(line: 13, column: 16, scope: !67)
!73 = !DILocation(line: 13, column: 24, scope: !67)
!74 = !DILocation(line: 13, column: 22, scope: !67)
!75 = !DILocation(line: 13, column: 28, scope: !67)
!76 = !DILocation(line: 13, column: 26, scope: !67)
!77 = !DILocation(line: 13, column: 11, scope: !67)
!78 = !DILocation(line: 13, column: 9, scope: !67)
!79 = !DILocation(line: 12, column: 34, scope: !67)
!80 = !DILocation(line: 12, column: 5, scope: !67)
!81 = distinct !{!81, !70, !82, !83}
!82 = !DILocation(line: 13, column: 28, scope: !63)
!83 = !{!"llvm.loop.mustprogress"}
!84 = !DILocation(line: 14, column: 10, scope: !46)
!85 = !DILocation(line: 14, column: 12, scope: !46)
!86 = !DILocation(line: 14, column: 7, scope: !46)
!87 = !DILocation(line: 15, column: 12, scope: !46)
!88 = !DILocation(line: 15, column: 5, scope: !46)
!89 = distinct !DISubprogram(name: "scan", scope: !3, file: !3, line: 18, type: !90, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !27)
!90 = !DISubroutineType(types: !91)
!91 = !{!8, !92, !8, !8}
!92 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !93, size: 32)
!93 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!94 = !DILocalVariable(name: "a", arg: 1, scope: !89, file: !3, line: 18, type: !92)
!95 = !DILocation(line: 18, column: 28, scope: !89)
!96 = !DILocalVariable(name: "n", arg: 2, scope: !89, file: !3, line: 18, type: !8)
!97 = !DILocation(line: 18, column: 35, scope: !89)
!98 = !DILocalVariable(name: "key", arg: 3, scope: !89, file: !3, line: 18, type: !8)
!99 = !DILocation(line: 18, column: 42, scope: !89)
!100 = !DILocalVariable(name: "first", scope: !89, file: !3, line: 19, type: !8)
!101 = !DILocation(line: 19, column: 9, scope: !89)
!102 = !DILocation(line: 19, column: 17, scope: !89)
!103 = !DILocalVariable(name: "hits", scope: !89, file: !3, line: 20, type: !8)
!104 = !DILocation(line: 20, column: 9, scope: !89)
!105 = !DILocation(line: 20, column: 16, scope: !89)
!106 = !DILocation(line: 20, column: 25, scope: !89)
!107 = !DILocation(line: 20, column: 22, scope: !89)
!108 = !DILocalVariable(name: "i", scope: !109, file: !3, line: 21, type: !8)
!109 = distinct !DILexicalBlock(scope: !89, file: !3, line: 21, column: 5)
!110 = !DILocation(line: 21, column: 14, scope: !109)
!111 = !DILocation(line: 21, column: 10, scope: !109)
!112 = !DILocation(line: 21, column: 21, scope: !113)
!113 = distinct !DILexicalBlock(scope: !109, file: !3, line: 21, column: 5)
!114 = !DILocation(line: 21, column: 25, scope: !113)
!115 = !DILocation(line: 21, column: 23, scope: !113)
!116 = !DILocation(line: 21, column: 5, scope: !109)
!117 = !DILocation(line: 22, column: 13, scope: !118)
!118 = distinct !DILexicalBlock(scope: !113, file: !3, line: 22, column: 13)
!119 = !DILocation(line: 22, column: 15, scope: !118)
!120 = !DILocation(line: 22, column: 21, scope: !118)
!121 = !DILocation(line: 22, column: 18, scope: !118)
!122 = !DILocation(line: 22, column: 13, scope: !113)
!123 = !DILocation(line: 23, column: 17, scope: !118)
!124 = !DILocation(line: 23, column: 13, scope: !118)
!125 = !DILocation(line: 21, column: 29, scope: !113)
!126 = !DILocation(line: 21, column: 5, scope: !113)
!127 = distinct !{!127, !116, !128, !83}
!128 = !DILocation(line: 23, column: 17, scope: !109)
!129 = !DILocation(line: 24, column: 13, scope: !89)
!130 = !DILocation(line: 24, column: 10, scope: !89)
!131 = !DILocation(line: 25, column: 12, scope: !89)
!132 = !DILocation(line: 25, column: 5, scope: !89)
