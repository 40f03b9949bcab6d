; ModuleID = 'params.c'
source_filename = "params.c"
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mips-unknown-linux-gnu"

@in = dso_local global i32 5, align 4, !dbg !0
@.str = private unnamed_addr constant [7 x i8] c"%d %u\0A\00", align 1, !dbg !7

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define dso_local i32 @seven(i32 noundef signext %0, i32 noundef signext %1, i32 noundef signext %2, i32 noundef signext %3, i32 noundef signext %4, i32 noundef signext %5, i32 noundef signext %6) local_unnamed_addr #0 !dbg !22 {
    #dbg_value(i32 %0, !26, !DIExpression(), !34)
    #dbg_value(i32 %1, !27, !DIExpression(), !34)
    #dbg_value(i32 %2, !28, !DIExpression(), !34)
    #dbg_value(i32 %3, !29, !DIExpression(), !34)
    #dbg_value(i32 %4, !30, !DIExpression(), !34)
    #dbg_value(i32 %5, !31, !DIExpression(), !34)
    #dbg_value(i32 %6, !32, !DIExpression(), !34)
  %8 = add nsw i32 %1, %0, !dbg !35
  %9 = tail call fastcc i32 @sink(i32 noundef signext %8), !dbg !36
    #dbg_value(i32 %9, !33, !DIExpression(), !34)
  %10 = sub nsw i32 %2, %3, !dbg !37
  %11 = tail call fastcc i32 @sink(i32 noundef signext %10), !dbg !38
    #dbg_value(i32 poison, !33, !DIExpression(), !34)
  %12 = xor i32 %5, %4, !dbg !39
  %13 = tail call fastcc i32 @sink(i32 noundef signext %12), !dbg !40
    #dbg_value(i32 poison, !33, !DIExpression(), !34)
    #dbg_value(i32 poison, !33, !DIExpression(), !34)
  %14 = add i32 %6, %5, !dbg !41
  %15 = add i32 %14, %9, !dbg !42
  %16 = add i32 %15, %11, !dbg !43
  %17 = add i32 %16, %13, !dbg !44
  ret i32 %17, !dbg !45
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define internal fastcc range(i32 -2147483647, -2147483648) i32 @sink(i32 noundef signext %0) unnamed_addr #0 !dbg !46 {
    #dbg_value(i32 %0, !50, !DIExpression(), !51)
  %2 = mul nsw i32 %0, 3, !dbg !52
  %3 = add nsw i32 %2, 1, !dbg !53
  ret i32 %3, !dbg !54
}

; Function Attrs: nofree nounwind
define dso_local noundef i32 @main() local_unnamed_addr #1 !dbg !55 {
  %1 = load volatile i32, ptr @in, align 4, !dbg !62, !tbaa !63
    #dbg_value(i32 %1, !59, !DIExpression(), !67)
  %2 = add nsw i32 %1, 1, !dbg !68
  %3 = add nsw i32 %1, 2, !dbg !69
  %4 = add nsw i32 %1, 3, !dbg !70
  %5 = add nsw i32 %1, 4, !dbg !71
  %6 = add nsw i32 %1, 5, !dbg !72
  %7 = add nsw i32 %1, 6, !dbg !73
  %8 = tail call i32 @seven(i32 noundef signext %1, i32 noundef signext %2, i32 noundef signext %3, i32 noundef signext %4, i32 noundef signext %5, i32 noundef signext %6, i32 noundef signext %7), !dbg !74
    #dbg_value(i32 %8, !60, !DIExpression(), !67)
  %9 = mul i32 %1, 7, !dbg !75
  %10 = tail call fastcc i32 @first_line(i32 noundef signext %9, i32 noundef signext %8), !dbg !76
    #dbg_value(i32 %10, !61, !DIExpression(), !67)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext %8, i32 noundef signext %10), !dbg !77
  ret i32 0, !dbg !78
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define internal fastcc noundef i32 @first_line(i32 noundef signext %0, i32 noundef signext %1) unnamed_addr #0 !dbg !79 {
    #dbg_value(i32 %0, !83, !DIExpression(), !86)
    #dbg_value(i32 %1, !84, !DIExpression(), !86)
  %3 = mul i32 %0, 40503, !dbg !87
    #dbg_value(i32 %3, !85, !DIExpression(), !86)
  %4 = xor i32 %3, %1, !dbg !88
    #dbg_value(i32 %4, !85, !DIExpression(), !86)
  %5 = lshr i32 %0, 3, !dbg !89
  %6 = add i32 %4, %5, !dbg !90
  ret i32 %6, !dbg !91
}

; Function Attrs: nofree nounwind
declare !dbg !92 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!15, !16, !17, !18, !19, !20}
!llvm.ident = !{!21}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "in", scope: !2, file: !3, line: 31, type: !13, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
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
!20 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!21 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!22 = distinct !DISubprogram(name: "seven", scope: !3, file: !3, line: 17, type: !23, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !25)
!23 = !DISubroutineType(types: !24)
!24 = !{!14, !14, !14, !14, !14, !14, !14, !14}
!25 = !{!26, !27, !28, !29, !30, !31, !32, !33}
!26 = !DILocalVariable(name: "a", arg: 1, scope: !22, file: !3, line: 17, type: !14)
!27 = !DILocalVariable(name: "b", arg: 2, scope: !22, file: !3, line: 17, type: !14)
!28 = !DILocalVariable(name: "c", arg: 3, scope: !22, file: !3, line: 17, type: !14)
!29 = !DILocalVariable(name: "d", arg: 4, scope: !22, file: !3, line: 17, type: !14)
!30 = !DILocalVariable(name: "e", arg: 5, scope: !22, file: !3, line: 17, type: !14)
!31 = !DILocalVariable(name: "f", arg: 6, scope: !22, file: !3, line: 17, type: !14)
!32 = !DILocalVariable(name: "g", arg: 7, scope: !22, file: !3, line: 17, type: !14)
!33 = !DILocalVariable(name: "s", scope: !22, file: !3, line: 18, type: !14)
!34 = !DILocation(line: 0, scope: !22)
!35 = !DILocation(line: 18, column: 20, scope: !22)
!36 = !DILocation(line: 18, column: 13, scope: !22)
!37 = !DILocation(line: 19, column: 17, scope: !22)
!38 = !DILocation(line: 19, column: 10, scope: !22)
!39 = !DILocation(line: 20, column: 17, scope: !22)
!40 = !DILocation(line: 20, column: 10, scope: !22)
!41 = !DILocation(line: 19, column: 7, scope: !22)
!42 = !DILocation(line: 20, column: 7, scope: !22)
!43 = !DILocation(line: 21, column: 7, scope: !22)
!44 = !DILocation(line: 22, column: 14, scope: !22)
!45 = !DILocation(line: 22, column: 5, scope: !22)
!46 = distinct !DISubprogram(name: "sink", scope: !3, file: !3, line: 13, type: !47, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !49)
!47 = !DISubroutineType(types: !48)
!48 = !{!14, !14}
!49 = !{!50}
!50 = !DILocalVariable(name: "v", arg: 1, scope: !46, file: !3, line: 13, type: !14)
!51 = !DILocation(line: 0, scope: !46)
!52 = !DILocation(line: 14, column: 14, scope: !46)
!53 = !DILocation(line: 14, column: 18, scope: !46)
!54 = !DILocation(line: 14, column: 5, scope: !46)
!55 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 33, type: !56, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !58)
!56 = !DISubroutineType(types: !57)
!57 = !{!14}
!58 = !{!59, !60, !61}
!59 = !DILocalVariable(name: "v", scope: !55, file: !3, line: 34, type: !14)
!60 = !DILocalVariable(name: "s", scope: !55, file: !3, line: 35, type: !14)
!61 = !DILocalVariable(name: "u", scope: !55, file: !3, line: 36, type: !5)
!62 = !DILocation(line: 34, column: 13, scope: !55)
!63 = !{!64, !64, i64 0}
!64 = !{!"int", !65, i64 0}
!65 = !{!"omnipotent char", !66, i64 0}
!66 = !{!"Simple C/C++ TBAA"}
!67 = !DILocation(line: 0, scope: !55)
!68 = !DILocation(line: 35, column: 24, scope: !55)
!69 = !DILocation(line: 35, column: 31, scope: !55)
!70 = !DILocation(line: 35, column: 38, scope: !55)
!71 = !DILocation(line: 35, column: 45, scope: !55)
!72 = !DILocation(line: 35, column: 52, scope: !55)
!73 = !DILocation(line: 35, column: 59, scope: !55)
!74 = !DILocation(line: 35, column: 13, scope: !55)
!75 = !DILocation(line: 36, column: 41, scope: !55)
!76 = !DILocation(line: 36, column: 18, scope: !55)
!77 = !DILocation(line: 37, column: 5, scope: !55)
!78 = !DILocation(line: 38, column: 5, scope: !55)
!79 = distinct !DISubprogram(name: "first_line", scope: !3, file: !3, line: 25, type: !80, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !82)
!80 = !DISubroutineType(types: !81)
!81 = !{!5, !5, !5}
!82 = !{!83, !84, !85}
!83 = !DILocalVariable(name: "x", arg: 1, scope: !79, file: !3, line: 25, type: !5)
!84 = !DILocalVariable(name: "y", arg: 2, scope: !79, file: !3, line: 25, type: !5)
!85 = !DILocalVariable(name: "r", scope: !79, file: !3, line: 26, type: !5)
!86 = !DILocation(line: 0, scope: !79)
!87 = !DILocation(line: 26, column: 20, scope: !79)
!88 = !DILocation(line: 27, column: 7, scope: !79)
!89 = !DILocation(line: 28, column: 19, scope: !79)
!90 = !DILocation(line: 28, column: 14, scope: !79)
!91 = !DILocation(line: 28, column: 5, scope: !79)
!92 = !DISubprogram(name: "printf", scope: !3, file: !3, line: 8, type: !93, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!93 = !DISubroutineType(types: !94)
!94 = !{!14, !95, null}
!95 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !96, size: 32)
!96 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
