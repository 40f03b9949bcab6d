; ModuleID = 'vars.c'
source_filename = "vars.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

@.str = private unnamed_addr constant [9 x i8] c"%lld %d\0A\00", align 1, !dbg !0

; Function Attrs: nofree nounwind
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !16 {
    #dbg_assign(i1 undef, !21, !DIExpression(DW_OP_LLVM_fragment, 48, 16), !38, ptr poison, !DIExpression(), !39)
    #dbg_assign(i1 undef, !21, !DIExpression(DW_OP_LLVM_fragment, 112, 16), !40, ptr poison, !DIExpression(), !39)
    #dbg_assign(i1 undef, !21, !DIExpression(DW_OP_LLVM_fragment, 176, 16), !41, ptr poison, !DIExpression(), !39)
    #dbg_value(i32 3, !21, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !39)
    #dbg_value(i16 4, !21, !DIExpression(DW_OP_LLVM_fragment, 32, 16), !39)
    #dbg_assign(i1 undef, !21, !DIExpression(DW_OP_LLVM_fragment, 48, 16), !42, ptr poison, !DIExpression(), !39)
    #dbg_value(i32 -5, !21, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !39)
    #dbg_value(i16 12, !21, !DIExpression(DW_OP_LLVM_fragment, 96, 16), !39)
    #dbg_assign(i1 undef, !21, !DIExpression(DW_OP_LLVM_fragment, 112, 16), !43, ptr poison, !DIExpression(), !39)
    #dbg_value(i32 8, !21, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !39)
    #dbg_value(i16 15, !21, !DIExpression(DW_OP_LLVM_fragment, 160, 16), !39)
    #dbg_assign(i1 undef, !21, !DIExpression(DW_OP_LLVM_fragment, 176, 16), !44, ptr poison, !DIExpression(), !39)
    #dbg_value(i32 3, !31, !DIExpression(), !39)
    #dbg_value(i8 -6, !32, !DIExpression(), !39)
    #dbg_value(i64 -9876543210, !34, !DIExpression(), !39)
    #dbg_value(i64 -29629629383, !36, !DIExpression(), !39)
    #dbg_value(i32 289, !37, !DIExpression(), !39)
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef signext -29629629383, i32 noundef signext 289), !dbg !45
  ret i32 0, !dbg !46
}

; Function Attrs: nofree nounwind
declare !dbg !47 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #0

attributes #0 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14}
!llvm.ident = !{!15}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "vars.c", directory: ".", checksumkind: CSK_MD5, checksum: "8baaf3c510df1926dd24e39561167814")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 9)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !8, splitDebugInlining: false, nameTableKind: None)
!8 = !{!0}
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 8, !"PIC Level", i32 1}
!13 = !{i32 7, !"PIE Level", i32 1}
!14 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!15 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!16 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 28, type: !17, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !20)
!17 = !DISubroutineType(types: !18)
!18 = !{!19}
!19 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!20 = !{!21, !31, !32, !34, !36, !37}
!21 = !DILocalVariable(name: "pts", scope: !16, file: !2, line: 29, type: !22)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 192, elements: !29)
!23 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "point", file: !2, line: 5, size: 64, elements: !24)
!24 = !{!25, !26, !28}
!25 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !23, file: !2, line: 6, baseType: !19, size: 32)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !23, file: !2, line: 7, baseType: !27, size: 16, offset: 32)
!27 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !23, file: !2, line: 8, baseType: !4, size: 8, offset: 48)
!29 = !{!30}
!30 = !DISubrange(count: 3)
!31 = !DILocalVariable(name: "count", scope: !16, file: !2, line: 30, type: !19)
!32 = !DILocalVariable(name: "small", scope: !16, file: !2, line: 31, type: !33)
!33 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!34 = !DILocalVariable(name: "wide", scope: !16, file: !2, line: 32, type: !35)
!35 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!36 = !DILocalVariable(name: "m", scope: !16, file: !2, line: 33, type: !35)
!37 = !DILocalVariable(name: "w", scope: !16, file: !2, line: 34, type: !19)
!38 = distinct !DIAssignID()
!39 = !DILocation(line: 0, scope: !16)
!40 = distinct !DIAssignID()
!41 = distinct !DIAssignID()
!42 = distinct !DIAssignID()
!43 = distinct !DIAssignID()
!44 = distinct !DIAssignID()
!45 = !DILocation(line: 35, column: 5, scope: !16)
!46 = !DILocation(line: 36, column: 5, scope: !16)
!47 = !DISubprogram(name: "printf", scope: !2, file: !2, line: 3, type: !48, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!48 = !DISubroutineType(types: !49)
!49 = !{!19, !50, null}
!50 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !51, size: 32)
!51 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
