; ModuleID = 'split_blocks.c'
source_filename = "split_blocks.c"
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mips-unknown-linux-gnu"

@big = dso_local global i64 1234567, align 8, !dbg !0
@small = dso_local global i32 77, align 4, !dbg !5
@.str = private unnamed_addr constant [6 x i8] c"%llu\0A\00", align 1, !dbg !9

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 !dbg !24 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !29, !DIExpression(), !30)
  %3 = load volatile i64, ptr @big, align 8, !dbg !31
  %4 = load volatile i32, ptr @small, align 4, !dbg !32
  %5 = call i64 @tenths(i64 noundef zeroext %3, i32 noundef signext %4), !dbg !33
  store i64 %5, ptr %2, align 8, !dbg !30
  %6 = load i64, ptr %2, align 8, !dbg !34
  %7 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef zeroext %6), !dbg !35
  ret i32 0, !dbg !36
}

; Function Attrs: noinline nounwind optnone
define internal i64 @tenths(i64 noundef zeroext %0, i32 noundef signext %1) #0 !dbg !37 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  store i64 %0, ptr %3, align 8
    #dbg_declare(ptr %3, !40, !DIExpression(), !41)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !42, !DIExpression(), !43)
    #dbg_declare(ptr %5, !44, !DIExpression(), !45)
  %7 = load i64, ptr %3, align 8, !dbg !46
  %8 = udiv i64 %7, 10000, !dbg !47
  store i64 %8, ptr %5, align 8, !dbg !45
    #dbg_declare(ptr %6, !48, !DIExpression(), !49)
  %9 = load i32, ptr %4, align 4, !dbg !50
  %10 = mul i32 %9, 3, !dbg !51
  store i32 %10, ptr %6, align 4, !dbg !49
  %11 = load i32, ptr %4, align 4, !dbg !52
  %12 = lshr i32 %11, 2, !dbg !53
  %13 = load i32, ptr %6, align 4, !dbg !54
  %14 = xor i32 %13, %12, !dbg !54
  store i32 %14, ptr %6, align 4, !dbg !54
  %15 = load i64, ptr %5, align 8, !dbg !55
  %16 = load i32, ptr %6, align 4, !dbg !56
  %17 = zext i32 %16 to i64, !dbg !56
  %18 = add i64 %15, %17, !dbg !57
  ret i64 %18, !dbg !58
}

declare i32 @printf(ptr noundef, ...) #1

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!17, !18, !19, !20, !21, !22}
!llvm.ident = !{!23}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "big", scope: !2, file: !3, line: 16, type: !15, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "split_blocks.c", directory: ".", checksumkind: CSK_MD5, checksum: "1533d60163d3a09465de7e8875b8478c")
!4 = !{!0, !5, !9}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "small", scope: !2, file: !3, line: 17, type: !7, isLocal: false, isDefinition: true)
!7 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !8)
!8 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(scope: null, file: !3, line: 21, type: !11, isLocal: true, isDefinition: true)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 48, elements: !13)
!12 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!13 = !{!14}
!14 = !DISubrange(count: 6)
!15 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !16)
!16 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!17 = !{i32 7, !"Dwarf Version", i32 5}
!18 = !{i32 2, !"Debug Info Version", i32 3}
!19 = !{i32 1, !"wchar_size", i32 4}
!20 = !{i32 8, !"PIC Level", i32 1}
!21 = !{i32 7, !"PIE Level", i32 1}
!22 = !{i32 7, !"frame-pointer", i32 2}
!23 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!24 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 19, type: !25, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !28)
!25 = !DISubroutineType(types: !26)
!26 = !{!27}
!27 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!28 = !{}
!29 = !DILocalVariable(name: "r", scope: !24, file: !3, line: 20, type: !16)
!30 = !DILocation(line: 20, column: 24, scope: !24)
!31 = !DILocation(line: 20, column: 35, scope: !24)
!32 = !DILocation(line: 20, column: 40, scope: !24)
!33 = !DILocation(line: 20, column: 28, scope: !24)
!34 = !DILocation(line: 21, column: 22, scope: !24)
!35 = !DILocation(line: 21, column: 5, scope: !24)
!36 = !DILocation(line: 22, column: 5, scope: !24)
!37 = distinct !DISubprogram(name: "tenths", scope: !3, file: !3, line: 9, type: !38, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !28)
!38 = !DISubroutineType(types: !39)
!39 = !{!16, !16, !8}
!40 = !DILocalVariable(name: "x", arg: 1, scope: !37, file: !3, line: 9, type: !16)
!41 = !DILocation(line: 9, column: 53, scope: !37)
!42 = !DILocalVariable(name: "k", arg: 2, scope: !37, file: !3, line: 9, type: !8)
!43 = !DILocation(line: 9, column: 65, scope: !37)
!44 = !DILocalVariable(name: "d", scope: !37, file: !3, line: 10, type: !16)
!45 = !DILocation(line: 10, column: 24, scope: !37)
!46 = !DILocation(line: 10, column: 28, scope: !37)
!47 = !DILocation(line: 10, column: 30, scope: !37)
!48 = !DILocalVariable(name: "m", scope: !37, file: !3, line: 11, type: !8)
!49 = !DILocation(line: 11, column: 14, scope: !37)
!50 = !DILocation(line: 11, column: 18, scope: !37)
!51 = !DILocation(line: 11, column: 20, scope: !37)
!52 = !DILocation(line: 12, column: 10, scope: !37)
!53 = !DILocation(line: 12, column: 12, scope: !37)
!54 = !DILocation(line: 12, column: 7, scope: !37)
!55 = !DILocation(line: 13, column: 12, scope: !37)
!56 = !DILocation(line: 13, column: 16, scope: !37)
!57 = !DILocation(line: 13, column: 14, scope: !37)
!58 = !DILocation(line: 13, column: 5, scope: !37)
