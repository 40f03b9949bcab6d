; ModuleID = 'meta_inline.c'
source_filename = "meta_inline.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1, !dbg !0

; Function Attrs: nofree nounwind
define dso_local noundef range(i32 0, 2) i32 @main() local_unnamed_addr #0 !dbg !15 {
    #dbg_value(i32 0, !20, !DIExpression(), !23)
    #dbg_value(i32 poison, !20, !DIExpression(), !23)
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext 155), !dbg !24
  ret i32 1, !dbg !25
}

; Function Attrs: nofree nounwind
declare !dbg !26 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #0

attributes #0 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 13, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "meta_inline.c", directory: "/src", checksumkind: CSK_MD5, checksum: "9cb6625db0914bd8a62f3234db92b37f")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 4)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !8, splitDebugInlining: false, nameTableKind: None)
!8 = !{!0}
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 8, !"PIC Level", i32 1}
!13 = !{i32 7, !"PIE Level", i32 1}
!14 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!15 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 9, type: !16, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !19)
!16 = !DISubroutineType(types: !17)
!17 = !{!18}
!18 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!19 = !{!20, !21}
!20 = !DILocalVariable(name: "acc", scope: !15, file: !2, line: 10, type: !18)
!21 = !DILocalVariable(name: "i", scope: !22, file: !2, line: 11, type: !18)
!22 = distinct !DILexicalBlock(scope: !15, file: !2, line: 11, column: 3)
!23 = !DILocation(line: 0, scope: !15)
!24 = !DILocation(line: 13, column: 3, scope: !15)
!25 = !DILocation(line: 14, column: 3, scope: !15)
!26 = !DISubprogram(name: "printf", scope: !27, file: !27, line: 356, type: !28, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!27 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!28 = !DISubroutineType(types: !29)
!29 = !{!18, !30, null}
!30 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !31)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 32)
!32 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
