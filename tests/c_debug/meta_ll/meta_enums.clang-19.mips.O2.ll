; ModuleID = 'meta_enums.c'
source_filename = "meta_enums.c"
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mips-unknown-linux-gnu"

@.str.1 = private unnamed_addr constant [4 x i8] c"red\00", align 1, !dbg !0
@.str.2 = private unnamed_addr constant [6 x i8] c"green\00", align 1, !dbg !7
@.str.3 = private unnamed_addr constant [5 x i8] c"blue\00", align 1, !dbg !12

; Function Attrs: nofree nounwind
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !34 {
    #dbg_value(i32 0, !39, !DIExpression(), !42)
  %1 = tail call i32 @puts(ptr nonnull dereferenceable(1) @.str.1), !dbg !43
    #dbg_value(i32 5, !39, !DIExpression(), !42)
  %2 = tail call i32 @puts(ptr nonnull dereferenceable(1) @.str.2), !dbg !43
    #dbg_value(i32 6, !39, !DIExpression(), !42)
  %3 = tail call i32 @puts(ptr nonnull dereferenceable(1) @.str.3), !dbg !43
    #dbg_value(i32 7, !39, !DIExpression(), !42)
  ret i32 0, !dbg !46
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #1

attributes #0 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { nofree nounwind }

!llvm.dbg.cu = !{!17}
!llvm.module.flags = !{!28, !29, !30, !31, !32, !33}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 6, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "meta_enums.c", directory: "/src", checksumkind: CSK_MD5, checksum: "eb6138518ffd88c0e489fafb38ea5f49")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 4)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 7, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 6)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 8, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 5)
!17 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !18, globals: !25, splitDebugInlining: false, nameTableKind: None)
!18 = !{!19}
!19 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "color", file: !2, line: 2, baseType: !20, size: 32, elements: !21)
!20 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!21 = !{!22, !23, !24}
!22 = !DIEnumerator(name: "RED", value: 0)
!23 = !DIEnumerator(name: "GREEN", value: 5)
!24 = !DIEnumerator(name: "BLUE", value: 6)
!25 = !{!26, !0, !7, !12}
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !3, isLocal: true, isDefinition: true)
!28 = !{i32 7, !"Dwarf Version", i32 5}
!29 = !{i32 2, !"Debug Info Version", i32 3}
!30 = !{i32 1, !"wchar_size", i32 4}
!31 = !{i32 8, !"PIC Level", i32 1}
!32 = !{i32 7, !"PIE Level", i32 1}
!33 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!34 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 11, type: !35, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !38)
!35 = !DISubroutineType(types: !36)
!36 = !{!37}
!37 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!38 = !{!39}
!39 = !DILocalVariable(name: "c", scope: !40, file: !2, line: 12, type: !41)
!40 = distinct !DILexicalBlock(scope: !34, file: !2, line: 12, column: 3)
!41 = !DIDerivedType(tag: DW_TAG_typedef, name: "color_t", file: !2, line: 3, baseType: !19)
!42 = !DILocation(line: 0, scope: !40)
!43 = !DILocation(line: 14, column: 7, scope: !44)
!44 = distinct !DILexicalBlock(scope: !45, file: !2, line: 13, column: 9)
!45 = distinct !DILexicalBlock(scope: !40, file: !2, line: 12, column: 3)
!46 = !DILocation(line: 15, column: 3, scope: !34)
