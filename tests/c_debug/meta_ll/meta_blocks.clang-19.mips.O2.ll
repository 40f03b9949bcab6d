; ModuleID = 'meta_blocks.c'
source_filename = "meta_blocks.c"
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mips-unknown-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1, !dbg !0

; Function Attrs: nofree nounwind
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !15 {
    #dbg_value(i32 0, !20, !DIExpression(), !31)
    #dbg_value(i32 poison, !20, !DIExpression(), !31)
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext 21), !dbg !32
  ret i32 0, !dbg !33
}

; Function Attrs: nofree nounwind
declare !dbg !34 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #0

attributes #0 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 15, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "meta_blocks.c", directory: "/src", checksumkind: CSK_MD5, checksum: "147aaa40fd39ac3823e46ccd928de9c2")
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
!15 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 2, type: !16, scopeLine: 2, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !19)
!16 = !DISubroutineType(types: !17)
!17 = !{!18}
!18 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!19 = !{!20, !21, !23, !26, !28}
!20 = !DILocalVariable(name: "outer", scope: !15, file: !2, line: 3, type: !18)
!21 = !DILocalVariable(name: "i", scope: !22, file: !2, line: 4, type: !18)
!22 = distinct !DILexicalBlock(scope: !15, file: !2, line: 4, column: 3)
!23 = !DILocalVariable(name: "sq", scope: !24, file: !2, line: 5, type: !18)
!24 = distinct !DILexicalBlock(scope: !25, file: !2, line: 4, column: 31)
!25 = distinct !DILexicalBlock(scope: !22, file: !2, line: 4, column: 3)
!26 = !DILocalVariable(name: "twice", scope: !27, file: !2, line: 7, type: !18)
!27 = distinct !DILexicalBlock(scope: !24, file: !2, line: 6, column: 5)
!28 = !DILocalVariable(name: "big", scope: !29, file: !2, line: 11, type: !18)
!29 = distinct !DILexicalBlock(scope: !30, file: !2, line: 10, column: 17)
!30 = distinct !DILexicalBlock(scope: !24, file: !2, line: 10, column: 9)
!31 = !DILocation(line: 0, scope: !15)
!32 = !DILocation(line: 15, column: 3, scope: !15)
!33 = !DILocation(line: 16, column: 3, scope: !15)
!34 = !DISubprogram(name: "printf", scope: !35, file: !35, line: 356, type: !36, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!35 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!36 = !DISubroutineType(types: !37)
!37 = !{!18, !38, null}
!38 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !39)
!39 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !40, size: 32)
!40 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
