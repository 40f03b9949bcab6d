; ModuleID = 'dead_values.c'
source_filename = "dead_values.c"
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mips-unknown-linux-gnu"

@seed_in = dso_local global i32 12345, align 4, !dbg !0
@count_in = dso_local global i32 6, align 4, !dbg !5
@__const.main.data = private unnamed_addr constant [8 x i32] [i32 3, i32 1, i32 4, i32 1, i32 5, i32 9, i32 2, i32 6], align 4
@.str = private unnamed_addr constant [7 x i8] c"%u %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 !dbg !18 {
  %1 = alloca i32, align 4
  %2 = alloca [8 x i32], align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata [8 x i32]* %2, metadata !22, metadata !DIExpression()), !dbg !26
  %5 = bitcast [8 x i32]* %2 to i8*, !dbg !26
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %5, i8* align 4 bitcast ([8 x i32]* @__const.main.data to i8*), i32 32, i1 false), !dbg !26
  call void @llvm.dbg.declare(metadata i32* %3, metadata !27, metadata !DIExpression()), !dbg !28
  %6 = load volatile i32, i32* @seed_in, align 4, !dbg !29
  %7 = load volatile i32, i32* @count_in, align 4, !dbg !30
  %8 = call i32 @mix(i32 noundef signext %6, i32 noundef signext %7), !dbg !31
  store i32 %8, i32* %3, align 4, !dbg !28
  call void @llvm.dbg.declare(metadata i32* %4, metadata !32, metadata !DIExpression()), !dbg !33
  %9 = getelementptr inbounds [8 x i32], [8 x i32]* %2, i32 0, i32 0, !dbg !34
  %10 = call i32 @scan(i32* noundef %9, i32 noundef signext 8, i32 noundef signext 1), !dbg !35
  store i32 %10, i32* %4, align 4, !dbg !33
  %11 = load i32, i32* %3, align 4, !dbg !36
  %12 = load i32, i32* %4, align 4, !dbg !37
  %13 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i32 0, i32 0), i32 noundef signext %11, i32 noundef signext %12), !dbg !38
  ret i32 0, !dbg !39
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #2

; Function Attrs: noinline nounwind optnone
define internal i32 @mix(i32 noundef signext %0, i32 noundef signext %1) #0 !dbg !40 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !43, metadata !DIExpression()), !dbg !44
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !45, metadata !DIExpression()), !dbg !46
  call void @llvm.dbg.declare(metadata i32* %5, metadata !47, metadata !DIExpression()), !dbg !48
  %8 = load i32, i32* %3, align 4, !dbg !49
  %9 = mul i32 %8, -1640531535, !dbg !50
  store i32 %9, i32* %5, align 4, !dbg !48
  call void @llvm.dbg.declare(metadata i32* %6, metadata !51, metadata !DIExpression()), !dbg !52
  %10 = load i32, i32* %5, align 4, !dbg !53
  %11 = load i32, i32* %4, align 4, !dbg !54
  %12 = xor i32 %10, %11, !dbg !55
  store i32 %12, i32* %6, align 4, !dbg !52
  call void @llvm.dbg.declare(metadata i32* %7, metadata !56, metadata !DIExpression()), !dbg !58
  store i32 0, i32* %7, align 4, !dbg !58
  br label %13, !dbg !59

13:                                               ; preds = %24, %2
  %14 = load i32, i32* %7, align 4, !dbg !60
  %15 = load i32, i32* %4, align 4, !dbg !62
  %16 = icmp ult i32 %14, %15, !dbg !63
  br i1 %16, label %17, label %27, !dbg !64

17:                                               ; preds = %13
  %18 = load i32, i32* %6, align 4, !dbg !65
  %19 = shl i32 %18, 5, !dbg !66
  %20 = load i32, i32* %6, align 4, !dbg !67
  %21 = add i32 %19, %20, !dbg !68
  %22 = load i32, i32* %7, align 4, !dbg !69
  %23 = add i32 %21, %22, !dbg !70
  store i32 %23, i32* %6, align 4, !dbg !71
  br label %24, !dbg !72

24:                                               ; preds = %17
  %25 = load i32, i32* %7, align 4, !dbg !73
  %26 = add i32 %25, 1, !dbg !73
  store i32 %26, i32* %7, align 4, !dbg !73
  br label %13, !dbg !74, !llvm.loop !75

27:                                               ; preds = %13
  %28 = load i32, i32* %6, align 4, !dbg !78
  %29 = lshr i32 %28, 13, !dbg !79
  %30 = load i32, i32* %6, align 4, !dbg !80
  %31 = xor i32 %30, %29, !dbg !80
  store i32 %31, i32* %6, align 4, !dbg !80
  %32 = load i32, i32* %6, align 4, !dbg !81
  ret i32 %32, !dbg !82
}

; Function Attrs: noinline nounwind optnone
define internal i32 @scan(i32* noundef %0, i32 noundef signext %1, i32 noundef signext %2) #0 !dbg !83 {
  %4 = alloca i32*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32* %0, i32** %4, align 4
  call void @llvm.dbg.declare(metadata i32** %4, metadata !88, metadata !DIExpression()), !dbg !89
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !90, metadata !DIExpression()), !dbg !91
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !92, metadata !DIExpression()), !dbg !93
  call void @llvm.dbg.declare(metadata i32* %7, metadata !94, metadata !DIExpression()), !dbg !95
  %10 = load i32*, i32** %4, align 4, !dbg !96
  %11 = getelementptr inbounds i32, i32* %10, i32 0, !dbg !96
  %12 = load i32, i32* %11, align 4, !dbg !96
  store i32 %12, i32* %7, align 4, !dbg !95
  call void @llvm.dbg.declare(metadata i32* %8, metadata !97, metadata !DIExpression()), !dbg !98
  %13 = load i32, i32* %7, align 4, !dbg !99
  %14 = load i32, i32* %6, align 4, !dbg !100
  %15 = icmp eq i32 %13, %14, !dbg !101
  %16 = zext i1 %15 to i32, !dbg !101
  store i32 %16, i32* %8, align 4, !dbg !98
  call void @llvm.dbg.declare(metadata i32* %9, metadata !102, metadata !DIExpression()), !dbg !104
  store i32 1, i32* %9, align 4, !dbg !104
  br label %17, !dbg !105

17:                                               ; preds = %32, %3
  %18 = load i32, i32* %9, align 4, !dbg !106
  %19 = load i32, i32* %5, align 4, !dbg !108
  %20 = icmp slt i32 %18, %19, !dbg !109
  br i1 %20, label %21, label %35, !dbg !110

21:                                               ; preds = %17
  %22 = load i32*, i32** %4, align 4, !dbg !111
  %23 = load i32, i32* %9, align 4, !dbg !113
  %24 = getelementptr inbounds i32, i32* %22, i32 %23, !dbg !111
  %25 = load i32, i32* %24, align 4, !dbg !111
  %26 = load i32, i32* %6, align 4, !dbg !114
  %27 = icmp eq i32 %25, %26, !dbg !115
  br i1 %27, label %28, label %31, !dbg !116

28:                                               ; preds = %21
  %29 = load i32, i32* %8, align 4, !dbg !117
  %30 = add nsw i32 %29, 1, !dbg !117
  store i32 %30, i32* %8, align 4, !dbg !117
  br label %31, !dbg !118

31:                                               ; preds = %28, %21
  br label %32, !dbg !114

32:                                               ; preds = %31
  %33 = load i32, i32* %9, align 4, !dbg !119
  %34 = add nsw i32 %33, 1, !dbg !119
  store i32 %34, i32* %9, align 4, !dbg !119
  br label %17, !dbg !120, !llvm.loop !121

35:                                               ; preds = %17
  %36 = load i32, i32* %5, align 4, !dbg !123
  %37 = load i32, i32* %8, align 4, !dbg !124
  %38 = add nsw i32 %37, %36, !dbg !124
  store i32 %38, i32* %8, align 4, !dbg !124
  %39 = load i32, i32* %8, align 4, !dbg !125
  ret i32 %39, !dbg !126
}

declare i32 @printf(i8* noundef, ...) #3

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly nofree nounwind willreturn }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16}
!llvm.ident = !{!17}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "seed_in", scope: !2, file: !3, line: 28, type: !9, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "dead_values.c", directory: ".", checksumkind: CSK_MD5, checksum: "9ecab3e4967f2704b6b33e1dec5ad992")
!4 = !{!0, !5}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "count_in", scope: !2, file: !3, line: 29, type: !7, isLocal: false, isDefinition: true)
!7 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !8)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !10)
!10 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!11 = !{i32 7, !"Dwarf Version", i32 5}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 1, !"wchar_size", i32 4}
!14 = !{i32 7, !"PIC Level", i32 1}
!15 = !{i32 7, !"PIE Level", i32 1}
!16 = !{i32 7, !"frame-pointer", i32 2}
!17 = !{!"Debian clang version 14.0.6"}
!18 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 31, type: !19, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !21)
!19 = !DISubroutineType(types: !20)
!20 = !{!8}
!21 = !{}
!22 = !DILocalVariable(name: "data", scope: !18, file: !3, line: 32, type: !23)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 256, elements: !24)
!24 = !{!25}
!25 = !DISubrange(count: 8)
!26 = !DILocation(line: 32, column: 9, scope: !18)
!27 = !DILocalVariable(name: "h", scope: !18, file: !3, line: 33, type: !10)
!28 = !DILocation(line: 33, column: 14, scope: !18)
!29 = !DILocation(line: 33, column: 22, scope: !18)
!30 = !DILocation(line: 33, column: 31, scope: !18)
!31 = !DILocation(line: 33, column: 18, scope: !18)
!32 = !DILocalVariable(name: "k", scope: !18, file: !3, line: 34, type: !8)
!33 = !DILocation(line: 34, column: 9, scope: !18)
!34 = !DILocation(line: 34, column: 18, scope: !18)
!35 = !DILocation(line: 34, column: 13, scope: !18)
!36 = !DILocation(line: 35, column: 23, scope: !18)
!37 = !DILocation(line: 35, column: 26, scope: !18)
!38 = !DILocation(line: 35, column: 5, scope: !18)
!39 = !DILocation(line: 36, column: 5, scope: !18)
!40 = distinct !DISubprogram(name: "mix", scope: !3, file: !3, line: 9, type: !41, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !21)
!41 = !DISubroutineType(types: !42)
!42 = !{!10, !10, !10}
!43 = !DILocalVariable(name: "seed", arg: 1, scope: !40, file: !3, line: 9, type: !10)
!44 = !DILocation(line: 9, column: 30, scope: !40)
!45 = !DILocalVariable(name: "n", arg: 2, scope: !40, file: !3, line: 9, type: !10)
!46 = !DILocation(line: 9, column: 45, scope: !40)
!47 = !DILocalVariable(name: "start", scope: !40, file: !3, line: 10, type: !10)
!48 = !DILocation(line: 10, column: 14, scope: !40)
!49 = !DILocation(line: 10, column: 22, scope: !40)
!50 = !DILocation(line: 10, column: 27, scope: !40)
!51 = !DILocalVariable(name: "h", scope: !40, file: !3, line: 11, type: !10)
!52 = !DILocation(line: 11, column: 14, scope: !40)
!53 = !DILocation(line: 11, column: 18, scope: !40)
!54 = !DILocation(line: 11, column: 26, scope: !40)
!55 = !DILocation(line: 11, column: 24, scope: !40)
!56 = !DILocalVariable(name: "i", scope: !57, file: !3, line: 12, type: !10)
!57 = distinct !DILexicalBlock(scope: !40, file: !3, line: 12, column: 5)
!58 = !DILocation(line: 12, column: 19, scope: !57)
!59 = !DILocation(line: 12, column: 10, scope: !57)
!60 = !DILocation(line: 12, column: 26, scope: !61)
!61 = distinct !DILexicalBlock(scope: !57, file: !3, line: 12, column: 5)
!62 = !DILocation(line: 12, column: 30, scope: !61)
!63 = !DILocation(line: 12, column: 28, scope: !61)
!64 = !DILocation(line: 12, column: 5, scope: !57)
!65 = !DILocation(line: 13, column: 14, scope: !61)
!66 = !DILocation(line: 13, column: 16, scope: !61)
!67 = !DILocation(line: 13, column: 24, scope: !61)
!68 = !DILocation(line: 13, column: 22, scope: !61)
!69 = !DILocation(line: 13, column: 28, scope: !61)
!70 = !DILocation(line: 13, column: 26, scope: !61)
!71 = !DILocation(line: 13, column: 11, scope: !61)
!72 = !DILocation(line: 13, column: 9, scope: !61)
!73 = !DILocation(line: 12, column: 34, scope: !61)
!74 = !DILocation(line: 12, column: 5, scope: !61)
!75 = distinct !{!75, !64, !76, !77}
!76 = !DILocation(line: 13, column: 28, scope: !57)
!77 = !{!"llvm.loop.mustprogress"}
!78 = !DILocation(line: 14, column: 10, scope: !40)
!79 = !DILocation(line: 14, column: 12, scope: !40)
!80 = !DILocation(line: 14, column: 7, scope: !40)
!81 = !DILocation(line: 15, column: 12, scope: !40)
!82 = !DILocation(line: 15, column: 5, scope: !40)
!83 = distinct !DISubprogram(name: "scan", scope: !3, file: !3, line: 18, type: !84, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !21)
!84 = !DISubroutineType(types: !85)
!85 = !{!8, !86, !8, !8}
!86 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !87, size: 32)
!87 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!88 = !DILocalVariable(name: "a", arg: 1, scope: !83, file: !3, line: 18, type: !86)
!89 = !DILocation(line: 18, column: 28, scope: !83)
!90 = !DILocalVariable(name: "n", arg: 2, scope: !83, file: !3, line: 18, type: !8)
!91 = !DILocation(line: 18, column: 35, scope: !83)
!92 = !DILocalVariable(name: "key", arg: 3, scope: !83, file: !3, line: 18, type: !8)
!93 = !DILocation(line: 18, column: 42, scope: !83)
!94 = !DILocalVariable(name: "first", scope: !83, file: !3, line: 19, type: !8)
!95 = !DILocation(line: 19, column: 9, scope: !83)
!96 = !DILocation(line: 19, column: 17, scope: !83)
!97 = !DILocalVariable(name: "hits", scope: !83, file: !3, line: 20, type: !8)
!98 = !DILocation(line: 20, column: 9, scope: !83)
!99 = !DILocation(line: 20, column: 16, scope: !83)
!100 = !DILocation(line: 20, column: 25, scope: !83)
!101 = !DILocation(line: 20, column: 22, scope: !83)
!102 = !DILocalVariable(name: "i", scope: !103, file: !3, line: 21, type: !8)
!103 = distinct !DILexicalBlock(scope: !83, file: !3, line: 21, column: 5)
!104 = !DILocation(line: 21, column: 14, scope: !103)
!105 = !DILocation(line: 21, column: 10, scope: !103)
!106 = !DILocation(line: 21, column: 21, scope: !107)
!107 = distinct !DILexicalBlock(scope: !103, file: !3, line: 21, column: 5)
!108 = !DILocation(line: 21, column: 25, scope: !107)
!109 = !DILocation(line: 21, column: 23, scope: !107)
!110 = !DILocation(line: 21, column: 5, scope: !103)
!111 = !DILocation(line: 22, column: 13, scope: !112)
!112 = distinct !DILexicalBlock(scope: !107, file: !3, line: 22, column: 13)
!113 = !DILocation(line: 22, column: 15, scope: !112)
!114 = !DILocation(line: 22, column: 21, scope: !112)
!115 = !DILocation(line: 22, column: 18, scope: !112)
!116 = !DILocation(line: 22, column: 13, scope: !107)
!117 = !DILocation(line: 23, column: 17, scope: !112)
!118 = !DILocation(line: 23, column: 13, scope: !112)
!119 = !DILocation(line: 21, column: 29, scope: !107)
!120 = !DILocation(line: 21, column: 5, scope: !107)
!121 = distinct !{!121, !110, !122, !77}
!122 = !DILocation(line: 23, column: 17, scope: !103)
!123 = !DILocation(line: 24, column: 13, scope: !83)
!124 = !DILocation(line: 24, column: 10, scope: !83)
!125 = !DILocation(line: 25, column: 12, scope: !83)
!126 = !DILocation(line: 25, column: 5, scope: !83)
