; ModuleID = 'split_blocks.c'
source_filename = "split_blocks.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

@big = dso_local global i64 1234567, align 8, !dbg !0
@small = dso_local global i32 77, align 4, !dbg !5
@.str = private unnamed_addr constant [6 x i8] c"%llu\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 !dbg !18 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i64* %2, metadata !23, metadata !DIExpression()), !dbg !24
  %3 = load volatile i64, i64* @big, align 8, !dbg !25
  %4 = load volatile i32, i32* @small, align 4, !dbg !26
  %5 = call i64 @tenths(i64 noundef zeroext %3, i32 noundef signext %4), !dbg !27
  store i64 %5, i64* %2, align 8, !dbg !24
  %6 = load i64, i64* %2, align 8, !dbg !28
  %7 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i32 0, i32 0), i64 noundef zeroext %6), !dbg !29
  ret i32 0, !dbg !30
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone
define internal i64 @tenths(i64 noundef zeroext %0, i32 noundef signext %1) #0 !dbg !31 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  store i64 %0, i64* %3, align 8
  call void @llvm.dbg.declare(metadata i64* %3, metadata !34, metadata !DIExpression()), !dbg !35
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !36, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.declare(metadata i64* %5, metadata !38, metadata !DIExpression()), !dbg !39
  %7 = load i64, i64* %3, align 8, !dbg !40
  %8 = udiv i64 %7, 10000, !dbg !41
  store i64 %8, i64* %5, align 8, !dbg !39
  call void @llvm.dbg.declare(metadata i32* %6, metadata !42, metadata !DIExpression()), !dbg !43
  %9 = load i32, i32* %4, align 4, !dbg !44
  %10 = mul i32 %9, 3, !dbg !45
  store i32 %10, i32* %6, align 4, !dbg !43
  %11 = load i32, i32* %4, align 4, !dbg !46
  %12 = lshr i32 %11, 2, !dbg !47
  %13 = load i32, i32* %6, align 4, !dbg !48
  %14 = xor i32 %13, %12, !dbg !48
  store i32 %14, i32* %6, align 4, !dbg !48
  %15 = load i64, i64* %5, align 8, !dbg !49
  %16 = load i32, i32* %6, align 4, !dbg !50
  %17 = zext i32 %16 to i64, !dbg !50
  %18 = add i64 %15, %17, !dbg !51
  ret i64 %18, !dbg !52
}

declare i32 @printf(i8* noundef, ...) #2

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16}
!llvm.ident = !{!17}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "big", scope: !2, file: !3, line: 16, type: !9, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "split_blocks.c", directory: ".", checksumkind: CSK_MD5, checksum: "1533d60163d3a09465de7e8875b8478c")
!4 = !{!0, !5}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "small", scope: !2, file: !3, line: 17, type: !7, isLocal: false, isDefinition: true)
!7 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !8)
!8 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!9 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !10)
!10 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!11 = !{i32 7, !"Dwarf Version", i32 5}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 1, !"wchar_size", i32 4}
!14 = !{i32 7, !"PIC Level", i32 1}
!15 = !{i32 7, !"PIE Level", i32 1}
!16 = !{i32 7, !"frame-pointer", i32 2}
!17 = !{!"Debian clang version 14.0.6"}
!18 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 19, type: !19, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !22)
!19 = !DISubroutineType(types: !20)
!20 = !{!21}
!21 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!22 = !{}
!23 = !DILocalVariable(name: "r", scope: !18, file: !3, line: 20, type: !10)
!24 = !DILocation(line: 20, column: 24, scope: !18)
!25 = !DILocation(line: 20, column: 35, scope: !18)
!26 = !DILocation(line: 20, column: 40, scope: !18)
!27 = !DILocation(line: 20, column: 28, scope: !18)
!28 = !DILocation(line: 21, column: 22, scope: !18)
!29 = !DILocation(line: 21, column: 5, scope: !18)
!30 = !DILocation(line: 22, column: 5, scope: !18)
!31 = distinct !DISubprogram(name: "tenths", scope: !3, file: !3, line: 9, type: !32, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !22)
!32 = !DISubroutineType(types: !33)
!33 = !{!10, !10, !8}
!34 = !DILocalVariable(name: "x", arg: 1, scope: !31, file: !3, line: 9, type: !10)
!35 = !DILocation(line: 9, column: 53, scope: !31)
!36 = !DILocalVariable(name: "k", arg: 2, scope: !31, file: !3, line: 9, type: !8)
!37 = !DILocation(line: 9, column: 65, scope: !31)
!38 = !DILocalVariable(name: "d", scope: !31, file: !3, line: 10, type: !10)
!39 = !DILocation(line: 10, column: 24, scope: !31)
!40 = !DILocation(line: 10, column: 28, scope: !31)
!41 = !DILocation(line: 10, column: 30, scope: !31)
!42 = !DILocalVariable(name: "m", scope: !31, file: !3, line: 11, type: !8)
!43 = !DILocation(line: 11, column: 14, scope: !31)
!44 = !DILocation(line: 11, column: 18, scope: !31)
!45 = !DILocation(line: 11, column: 20, scope: !31)
!46 = !DILocation(line: 12, column: 10, scope: !31)
!47 = !DILocation(line: 12, column: 12, scope: !31)
!48 = !DILocation(line: 12, column: 7, scope: !31)
!49 = !DILocation(line: 13, column: 12, scope: !31)
!50 = !DILocation(line: 13, column: 16, scope: !31)
!51 = !DILocation(line: 13, column: 14, scope: !31)
!52 = !DILocation(line: 13, column: 5, scope: !31)
