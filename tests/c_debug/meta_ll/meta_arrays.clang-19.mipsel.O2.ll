; ModuleID = 'meta_arrays.c'
source_filename = "meta_arrays.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

@table = dso_local local_unnamed_addr global [3 x [4 x i32]] zeroinitializer, align 4, !dbg !0
@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1, !dbg !5

; Function Attrs: nofree nounwind
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !21 {
    #dbg_value(i32 4, !33, !DIExpression(), !43)
    #dbg_value(i32 0, !38, !DIExpression(), !45)
    #dbg_value(i32 0, !38, !DIExpression(), !45)
    #dbg_value(i32 0, !40, !DIExpression(), !46)
    #dbg_value(i32 0, !40, !DIExpression(), !46)
  store i32 0, ptr @table, align 4, !dbg !47, !tbaa !49
    #dbg_value(i32 1, !40, !DIExpression(), !46)
  store i32 1, ptr getelementptr inbounds (i8, ptr @table, i32 4), align 4, !dbg !47, !tbaa !49
    #dbg_value(i32 2, !40, !DIExpression(), !46)
  store i32 2, ptr getelementptr inbounds (i8, ptr @table, i32 8), align 4, !dbg !47, !tbaa !49
    #dbg_value(i32 3, !40, !DIExpression(), !46)
  store i32 3, ptr getelementptr inbounds (i8, ptr @table, i32 12), align 4, !dbg !47, !tbaa !49
    #dbg_value(i32 4, !40, !DIExpression(), !46)
    #dbg_value(i32 1, !38, !DIExpression(), !45)
    #dbg_value(i32 0, !40, !DIExpression(), !46)
    #dbg_value(i32 0, !40, !DIExpression(), !46)
  store i32 4, ptr getelementptr inbounds (i8, ptr @table, i32 16), align 4, !dbg !47, !tbaa !49
    #dbg_value(i32 1, !40, !DIExpression(), !46)
  store i32 5, ptr getelementptr inbounds (i8, ptr @table, i32 20), align 4, !dbg !47, !tbaa !49
    #dbg_value(i32 2, !40, !DIExpression(), !46)
  store i32 6, ptr getelementptr inbounds (i8, ptr @table, i32 24), align 4, !dbg !47, !tbaa !49
    #dbg_value(i32 3, !40, !DIExpression(), !46)
  store i32 7, ptr getelementptr inbounds (i8, ptr @table, i32 28), align 4, !dbg !47, !tbaa !49
    #dbg_value(i32 4, !40, !DIExpression(), !46)
    #dbg_value(i32 2, !38, !DIExpression(), !45)
    #dbg_value(i32 0, !40, !DIExpression(), !46)
    #dbg_value(i32 0, !40, !DIExpression(), !46)
  store i32 8, ptr getelementptr inbounds (i8, ptr @table, i32 32), align 4, !dbg !47, !tbaa !49
    #dbg_value(i32 1, !40, !DIExpression(), !46)
  store i32 9, ptr getelementptr inbounds (i8, ptr @table, i32 36), align 4, !dbg !47, !tbaa !49
    #dbg_value(i32 2, !40, !DIExpression(), !46)
  store i32 10, ptr getelementptr inbounds (i8, ptr @table, i32 40), align 4, !dbg !47, !tbaa !49
    #dbg_value(i32 3, !40, !DIExpression(), !46)
  store i32 11, ptr getelementptr inbounds (i8, ptr @table, i32 44), align 4, !dbg !47, !tbaa !49
    #dbg_value(i32 4, !40, !DIExpression(), !46)
    #dbg_value(i32 3, !38, !DIExpression(), !45)
    #dbg_value(i32 0, !25, !DIExpression(), !53)
    #dbg_value(i32 0, !25, !DIExpression(), !53)
    #dbg_value(i32 6, !25, !DIExpression(), !53)
    #dbg_value(i32 28, !25, !DIExpression(), !53)
    #dbg_value(i32 66, !25, !DIExpression(), !53)
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext 66), !dbg !54
  ret i32 0, !dbg !55
}

; Function Attrs: nofree nounwind
declare !dbg !56 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #0

attributes #0 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!15, !16, !17, !18, !19, !20}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "table", scope: !2, file: !3, line: 2, type: !11, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "meta_arrays.c", directory: "/src", checksumkind: CSK_MD5, checksum: "6f40fce5fa317e73e2d811e786e625e2")
!4 = !{!5, !0}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 17, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 32, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 4)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 384, elements: !13)
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !{!14, !10}
!14 = !DISubrange(count: 3)
!15 = !{i32 7, !"Dwarf Version", i32 5}
!16 = !{i32 2, !"Debug Info Version", i32 3}
!17 = !{i32 1, !"wchar_size", i32 4}
!18 = !{i32 8, !"PIC Level", i32 1}
!19 = !{i32 7, !"PIE Level", i32 1}
!20 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!21 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 8, type: !22, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !24)
!22 = !DISubroutineType(types: !23)
!23 = !{!12}
!24 = !{!25, !26, !28, !31}
!25 = !DILocalVariable(name: "total", scope: !21, file: !3, line: 10, type: !12)
!26 = !DILocalVariable(name: "i", scope: !27, file: !3, line: 11, type: !12)
!27 = distinct !DILexicalBlock(scope: !21, file: !3, line: 11, column: 3)
!28 = !DILocalVariable(name: "row", scope: !29, file: !3, line: 12, type: !12)
!29 = distinct !DILexicalBlock(scope: !30, file: !3, line: 11, column: 31)
!30 = distinct !DILexicalBlock(scope: !27, file: !3, line: 11, column: 3)
!31 = !DILocalVariable(name: "j", scope: !32, file: !3, line: 13, type: !12)
!32 = distinct !DILexicalBlock(scope: !29, file: !3, line: 13, column: 5)
!33 = !DILocalVariable(name: "n", arg: 1, scope: !34, file: !3, line: 3, type: !12)
!34 = distinct !DISubprogram(name: "fill", scope: !3, file: !3, line: 3, type: !35, scopeLine: 3, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !37)
!35 = !DISubroutineType(types: !36)
!36 = !{null, !12}
!37 = !{!33, !38, !40}
!38 = !DILocalVariable(name: "i", scope: !39, file: !3, line: 4, type: !12)
!39 = distinct !DILexicalBlock(scope: !34, file: !3, line: 4, column: 3)
!40 = !DILocalVariable(name: "j", scope: !41, file: !3, line: 5, type: !12)
!41 = distinct !DILexicalBlock(scope: !42, file: !3, line: 5, column: 5)
!42 = distinct !DILexicalBlock(scope: !39, file: !3, line: 4, column: 3)
!43 = !DILocation(line: 0, scope: !34, inlinedAt: !44)
!44 = distinct !DILocation(line: 9, column: 3, scope: !21)
!45 = !DILocation(line: 0, scope: !39, inlinedAt: !44)
!46 = !DILocation(line: 0, scope: !41, inlinedAt: !44)
!47 = !DILocation(line: 6, column: 19, scope: !48, inlinedAt: !44)
!48 = distinct !DILexicalBlock(scope: !41, file: !3, line: 5, column: 5)
!49 = !{!50, !50, i64 0}
!50 = !{!"int", !51, i64 0}
!51 = !{!"omnipotent char", !52, i64 0}
!52 = !{!"Simple C/C++ TBAA"}
!53 = !DILocation(line: 0, scope: !21)
!54 = !DILocation(line: 17, column: 3, scope: !21)
!55 = !DILocation(line: 19, column: 1, scope: !21)
!56 = !DISubprogram(name: "printf", scope: !57, file: !57, line: 356, type: !58, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!57 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!58 = !DISubroutineType(types: !59)
!59 = !{!12, !60, null}
!60 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !61)
!61 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !62, size: 32)
!62 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
