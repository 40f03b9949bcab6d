; ModuleID = 'params.c'
source_filename = "params.c"
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mips-unknown-linux-gnu"

@in = dso_local global i32 5, align 4, !dbg !0
@.str = private unnamed_addr constant [7 x i8] c"%d %u\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @seven(i32 noundef signext %0, i32 noundef signext %1, i32 noundef signext %2, i32 noundef signext %3, i32 noundef signext %4, i32 noundef signext %5, i32 noundef signext %6) #0 !dbg !16 {
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  store i32 %0, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !20, metadata !DIExpression()), !dbg !21
  store i32 %1, i32* %9, align 4
  call void @llvm.dbg.declare(metadata i32* %9, metadata !22, metadata !DIExpression()), !dbg !23
  store i32 %2, i32* %10, align 4
  call void @llvm.dbg.declare(metadata i32* %10, metadata !24, metadata !DIExpression()), !dbg !25
  store i32 %3, i32* %11, align 4
  call void @llvm.dbg.declare(metadata i32* %11, metadata !26, metadata !DIExpression()), !dbg !27
  store i32 %4, i32* %12, align 4
  call void @llvm.dbg.declare(metadata i32* %12, metadata !28, metadata !DIExpression()), !dbg !29
  store i32 %5, i32* %13, align 4
  call void @llvm.dbg.declare(metadata i32* %13, metadata !30, metadata !DIExpression()), !dbg !31
  store i32 %6, i32* %14, align 4
  call void @llvm.dbg.declare(metadata i32* %14, metadata !32, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.declare(metadata i32* %15, metadata !34, metadata !DIExpression()), !dbg !35
  %16 = load i32, i32* %8, align 4, !dbg !36
  %17 = load i32, i32* %9, align 4, !dbg !37
  %18 = add nsw i32 %16, %17, !dbg !38
  %19 = call i32 @sink(i32 noundef signext %18), !dbg !39
  store i32 %19, i32* %15, align 4, !dbg !35
  %20 = load i32, i32* %10, align 4, !dbg !40
  %21 = load i32, i32* %11, align 4, !dbg !41
  %22 = sub nsw i32 %20, %21, !dbg !42
  %23 = call i32 @sink(i32 noundef signext %22), !dbg !43
  %24 = load i32, i32* %15, align 4, !dbg !44
  %25 = add nsw i32 %24, %23, !dbg !44
  store i32 %25, i32* %15, align 4, !dbg !44
  %26 = load i32, i32* %12, align 4, !dbg !45
  %27 = load i32, i32* %13, align 4, !dbg !46
  %28 = xor i32 %26, %27, !dbg !47
  %29 = call i32 @sink(i32 noundef signext %28), !dbg !48
  %30 = load i32, i32* %15, align 4, !dbg !49
  %31 = add nsw i32 %30, %29, !dbg !49
  store i32 %31, i32* %15, align 4, !dbg !49
  %32 = load i32, i32* %14, align 4, !dbg !50
  %33 = load i32, i32* %15, align 4, !dbg !51
  %34 = add nsw i32 %33, %32, !dbg !51
  store i32 %34, i32* %15, align 4, !dbg !51
  %35 = load i32, i32* %15, align 4, !dbg !52
  %36 = load i32, i32* %13, align 4, !dbg !53
  %37 = add nsw i32 %35, %36, !dbg !54
  ret i32 %37, !dbg !55
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone
define internal i32 @sink(i32 noundef signext %0) #0 !dbg !56 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !59, metadata !DIExpression()), !dbg !60
  %3 = load i32, i32* %2, align 4, !dbg !61
  %4 = mul nsw i32 %3, 3, !dbg !62
  %5 = add nsw i32 %4, 1, !dbg !63
  ret i32 %5, !dbg !64
}

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 !dbg !65 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !68, metadata !DIExpression()), !dbg !69
  %5 = load volatile i32, i32* @in, align 4, !dbg !70
  store i32 %5, i32* %2, align 4, !dbg !69
  call void @llvm.dbg.declare(metadata i32* %3, metadata !71, metadata !DIExpression()), !dbg !72
  %6 = load i32, i32* %2, align 4, !dbg !73
  %7 = load i32, i32* %2, align 4, !dbg !74
  %8 = add nsw i32 %7, 1, !dbg !75
  %9 = load i32, i32* %2, align 4, !dbg !76
  %10 = add nsw i32 %9, 2, !dbg !77
  %11 = load i32, i32* %2, align 4, !dbg !78
  %12 = add nsw i32 %11, 3, !dbg !79
  %13 = load i32, i32* %2, align 4, !dbg !80
  %14 = add nsw i32 %13, 4, !dbg !81
  %15 = load i32, i32* %2, align 4, !dbg !82
  %16 = add nsw i32 %15, 5, !dbg !83
  %17 = load i32, i32* %2, align 4, !dbg !84
  %18 = add nsw i32 %17, 6, !dbg !85
  %19 = call i32 @seven(i32 noundef signext %6, i32 noundef signext %8, i32 noundef signext %10, i32 noundef signext %12, i32 noundef signext %14, i32 noundef signext %16, i32 noundef signext %18), !dbg !86
  store i32 %19, i32* %3, align 4, !dbg !72
  call void @llvm.dbg.declare(metadata i32* %4, metadata !87, metadata !DIExpression()), !dbg !88
  %20 = load i32, i32* %2, align 4, !dbg !89
  %21 = mul i32 %20, 7, !dbg !90
  %22 = load i32, i32* %3, align 4, !dbg !91
  %23 = call i32 @first_line(i32 noundef signext %21, i32 noundef signext %22), !dbg !92
  store i32 %23, i32* %4, align 4, !dbg !88
  %24 = load i32, i32* %3, align 4, !dbg !93
  %25 = load i32, i32* %4, align 4, !dbg !94
  %26 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i32 0, i32 0), i32 noundef signext %24, i32 noundef signext %25), !dbg !95
  ret i32 0, !dbg !96
}

; Function Attrs: noinline nounwind optnone
define internal i32 @first_line(i32 noundef signext %0, i32 noundef signext %1) #0 !dbg !97 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !100, metadata !DIExpression()), !dbg !101
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !102, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.declare(metadata i32* %5, metadata !104, metadata !DIExpression()), !dbg !105
  %6 = load i32, i32* %3, align 4, !dbg !106
  %7 = mul i32 %6, 40503, !dbg !107
  store i32 %7, i32* %5, align 4, !dbg !105
  %8 = load i32, i32* %4, align 4, !dbg !108
  %9 = load i32, i32* %5, align 4, !dbg !109
  %10 = xor i32 %9, %8, !dbg !109
  store i32 %10, i32* %5, align 4, !dbg !109
  %11 = load i32, i32* %5, align 4, !dbg !110
  %12 = load i32, i32* %3, align 4, !dbg !111
  %13 = lshr i32 %12, 3, !dbg !112
  %14 = add i32 %11, %13, !dbg !113
  ret i32 %14, !dbg !114
}

declare i32 @printf(i8* noundef, ...) #2

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14}
!llvm.ident = !{!15}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "in", scope: !2, file: !3, line: 31, type: !7, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "params.c", directory: ".", checksumkind: CSK_MD5, checksum: "3ca51d45dd202a4d9dbdad545cec0ea3")
!4 = !{!5}
!5 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!6 = !{!0}
!7 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !8)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 7, !"PIC Level", i32 1}
!13 = !{i32 7, !"PIE Level", i32 1}
!14 = !{i32 7, !"frame-pointer", i32 2}
!15 = !{!"Debian clang version 14.0.6"}
!16 = distinct !DISubprogram(name: "seven", scope: !3, file: !3, line: 17, type: !17, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !19)
!17 = !DISubroutineType(types: !18)
!18 = !{!8, !8, !8, !8, !8, !8, !8, !8}
!19 = !{}
!20 = !DILocalVariable(name: "a", arg: 1, scope: !16, file: !3, line: 17, type: !8)
!21 = !DILocation(line: 17, column: 15, scope: !16)
!22 = !DILocalVariable(name: "b", arg: 2, scope: !16, file: !3, line: 17, type: !8)
!23 = !DILocation(line: 17, column: 22, scope: !16)
!24 = !DILocalVariable(name: "c", arg: 3, scope: !16, file: !3, line: 17, type: !8)
!25 = !DILocation(line: 17, column: 29, scope: !16)
!26 = !DILocalVariable(name: "d", arg: 4, scope: !16, file: !3, line: 17, type: !8)
!27 = !DILocation(line: 17, column: 36, scope: !16)
!28 = !DILocalVariable(name: "e", arg: 5, scope: !16, file: !3, line: 17, type: !8)
!29 = !DILocation(line: 17, column: 43, scope: !16)
!30 = !DILocalVariable(name: "f", arg: 6, scope: !16, file: !3, line: 17, type: !8)
!31 = !DILocation(line: 17, column: 50, scope: !16)
!32 = !DILocalVariable(name: "g", arg: 7, scope: !16, file: !3, line: 17, type: !8)
!33 = !DILocation(line: 17, column: 57, scope: !16)
!34 = !DILocalVariable(name: "s", scope: !16, file: !3, line: 18, type: !8)
!35 = !DILocation(line: 18, column: 9, scope: !16)
!36 = !DILocation(line: 18, column: 18, scope: !16)
!37 = !DILocation(line: 18, column: 22, scope: !16)
!38 = !DILocation(line: 18, column: 20, scope: !16)
!39 = !DILocation(line: 18, column: 13, scope: !16)
!40 = !DILocation(line: 19, column: 15, scope: !16)
!41 = !DILocation(line: 19, column: 19, scope: !16)
!42 = !DILocation(line: 19, column: 17, scope: !16)
!43 = !DILocation(line: 19, column: 10, scope: !16)
!44 = !DILocation(line: 19, column: 7, scope: !16)
!45 = !DILocation(line: 20, column: 15, scope: !16)
!46 = !DILocation(line: 20, column: 19, scope: !16)
!47 = !DILocation(line: 20, column: 17, scope: !16)
!48 = !DILocation(line: 20, column: 10, scope: !16)
!49 = !DILocation(line: 20, column: 7, scope: !16)
!50 = !DILocation(line: 21, column: 10, scope: !16)
!51 = !DILocation(line: 21, column: 7, scope: !16)
!52 = !DILocation(line: 22, column: 12, scope: !16)
!53 = !DILocation(line: 22, column: 16, scope: !16)
!54 = !DILocation(line: 22, column: 14, scope: !16)
!55 = !DILocation(line: 22, column: 5, scope: !16)
!56 = distinct !DISubprogram(name: "sink", scope: !3, file: !3, line: 13, type: !57, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !19)
!57 = !DISubroutineType(types: !58)
!58 = !{!8, !8}
!59 = !DILocalVariable(name: "v", arg: 1, scope: !56, file: !3, line: 13, type: !8)
!60 = !DILocation(line: 13, column: 21, scope: !56)
!61 = !DILocation(line: 14, column: 12, scope: !56)
!62 = !DILocation(line: 14, column: 14, scope: !56)
!63 = !DILocation(line: 14, column: 18, scope: !56)
!64 = !DILocation(line: 14, column: 5, scope: !56)
!65 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 33, type: !66, scopeLine: 33, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !19)
!66 = !DISubroutineType(types: !67)
!67 = !{!8}
!68 = !DILocalVariable(name: "v", scope: !65, file: !3, line: 34, type: !8)
!69 = !DILocation(line: 34, column: 9, scope: !65)
!70 = !DILocation(line: 34, column: 13, scope: !65)
!71 = !DILocalVariable(name: "s", scope: !65, file: !3, line: 35, type: !8)
!72 = !DILocation(line: 35, column: 9, scope: !65)
!73 = !DILocation(line: 35, column: 19, scope: !65)
!74 = !DILocation(line: 35, column: 22, scope: !65)
!75 = !DILocation(line: 35, column: 24, scope: !65)
!76 = !DILocation(line: 35, column: 29, scope: !65)
!77 = !DILocation(line: 35, column: 31, scope: !65)
!78 = !DILocation(line: 35, column: 36, scope: !65)
!79 = !DILocation(line: 35, column: 38, scope: !65)
!80 = !DILocation(line: 35, column: 43, scope: !65)
!81 = !DILocation(line: 35, column: 45, scope: !65)
!82 = !DILocation(line: 35, column: 50, scope: !65)
!83 = !DILocation(line: 35, column: 52, scope: !65)
!84 = !DILocation(line: 35, column: 57, scope: !65)
!85 = !DILocation(line: 35, column: 59, scope: !65)
!86 = !DILocation(line: 35, column: 13, scope: !65)
!87 = !DILocalVariable(name: "u", scope: !65, file: !3, line: 36, type: !5)
!88 = !DILocation(line: 36, column: 14, scope: !65)
!89 = !DILocation(line: 36, column: 39, scope: !65)
!90 = !DILocation(line: 36, column: 41, scope: !65)
!91 = !DILocation(line: 36, column: 57, scope: !65)
!92 = !DILocation(line: 36, column: 18, scope: !65)
!93 = !DILocation(line: 37, column: 23, scope: !65)
!94 = !DILocation(line: 37, column: 26, scope: !65)
!95 = !DILocation(line: 37, column: 5, scope: !65)
!96 = !DILocation(line: 38, column: 5, scope: !65)
!97 = distinct !DISubprogram(name: "first_line", scope: !3, file: !3, line: 25, type: !98, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !19)
!98 = !DISubroutineType(types: !99)
!99 = !{!5, !5, !5}
!100 = !DILocalVariable(name: "x", arg: 1, scope: !97, file: !3, line: 25, type: !5)
!101 = !DILocation(line: 25, column: 37, scope: !97)
!102 = !DILocalVariable(name: "y", arg: 2, scope: !97, file: !3, line: 25, type: !5)
!103 = !DILocation(line: 25, column: 49, scope: !97)
!104 = !DILocalVariable(name: "r", scope: !97, file: !3, line: 26, type: !5)
!105 = !DILocation(line: 26, column: 14, scope: !97)
!106 = !DILocation(line: 26, column: 18, scope: !97)
!107 = !DILocation(line: 26, column: 20, scope: !97)
!108 = !DILocation(line: 27, column: 10, scope: !97)
!109 = !DILocation(line: 27, column: 7, scope: !97)
!110 = !DILocation(line: 28, column: 12, scope: !97)
!111 = !DILocation(line: 28, column: 17, scope: !97)
!112 = !DILocation(line: 28, column: 19, scope: !97)
!113 = !DILocation(line: 28, column: 14, scope: !97)
!114 = !DILocation(line: 28, column: 5, scope: !97)
