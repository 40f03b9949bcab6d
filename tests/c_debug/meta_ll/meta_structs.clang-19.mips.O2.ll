; ModuleID = 'meta_structs.c'
source_filename = "meta_structs.c"
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mips-unknown-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1, !dbg !0

; Function Attrs: nofree nounwind
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !15 {
    #dbg_value(i32 3, !20, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !28)
    #dbg_value(i32 4, !20, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !28)
    #dbg_value(i32 5, !26, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !28)
    #dbg_value(i32 -2, !26, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !28)
    #dbg_value(i32 7, !27, !DIExpression(), !28)
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext 7), !dbg !29
  ret i32 0, !dbg !30
}

; Function Attrs: nofree nounwind
declare !dbg !31 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #0

attributes #0 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 9, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "meta_structs.c", directory: "/src", checksumkind: CSK_MD5, checksum: "253a410a248cc62b93bb589a0348b2b3")
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
!15 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 5, type: !16, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !19)
!16 = !DISubroutineType(types: !17)
!17 = !{!18}
!18 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!19 = !{!20, !26, !27}
!20 = !DILocalVariable(name: "p", scope: !15, file: !2, line: 6, type: !21)
!21 = !DIDerivedType(tag: DW_TAG_typedef, name: "point_t", file: !2, line: 3, baseType: !22)
!22 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "point", file: !2, line: 2, size: 64, elements: !23)
!23 = !{!24, !25}
!24 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !22, file: !2, line: 2, baseType: !18, size: 32)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !22, file: !2, line: 2, baseType: !18, size: 32, offset: 32)
!26 = !DILocalVariable(name: "q", scope: !15, file: !2, line: 7, type: !21)
!27 = !DILocalVariable(name: "d", scope: !15, file: !2, line: 8, type: !18)
!28 = !DILocation(line: 0, scope: !15)
!29 = !DILocation(line: 9, column: 3, scope: !15)
!30 = !DILocation(line: 10, column: 3, scope: !15)
!31 = !DISubprogram(name: "printf", scope: !32, file: !32, line: 356, type: !33, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!32 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!33 = !DISubroutineType(types: !34)
!34 = !{!18, !35, null}
!35 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !36)
!36 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !37, size: 32)
!37 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
