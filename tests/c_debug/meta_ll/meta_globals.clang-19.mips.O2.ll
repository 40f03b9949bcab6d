; ModuleID = 'meta_globals.c'
source_filename = "meta_globals.c"
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mips-unknown-linux-gnu"

%struct.config = type { i8, i32, [2 x i8] }

@counter = dso_local local_unnamed_addr global i32 7, align 4, !dbg !0
@cfg = dso_local local_unnamed_addr global %struct.config { i8 99, i32 3, [2 x i8] c"\192" }, align 4, !dbg !7
@.str = private unnamed_addr constant [13 x i8] c"%s %d %d %c\0A\00", align 1, !dbg !20
@greeting = internal constant [6 x i8] c"hello\00", align 1, !dbg !31

; Function Attrs: nofree nounwind
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !43 {
    #dbg_value(i32 0, !46, !DIExpression(), !50)
    #dbg_value(i32 poison, !46, !DIExpression(), !50)
    #dbg_value(i32 -2, !51, !DIExpression(), !56)
  %1 = load i32, ptr @counter, align 4, !dbg !58, !tbaa !59
  %2 = add nsw i32 %1, -2, !dbg !58
  store i32 %2, ptr @counter, align 4, !dbg !58, !tbaa !59
  %3 = load i32, ptr getelementptr inbounds (i8, ptr @cfg, i32 4), align 4, !dbg !63, !tbaa !64
  %4 = shl nsw i32 %3, 1, !dbg !67
  %5 = load i8, ptr getelementptr inbounds (i8, ptr @cfg, i32 9), align 1, !dbg !68, !tbaa !69
  %6 = zext i8 %5 to i32, !dbg !68
  %7 = add nsw i32 %4, %6, !dbg !70
  %8 = load i8, ptr @cfg, align 4, !dbg !71, !tbaa !72
  %9 = sext i8 %8 to i32, !dbg !73
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @greeting, i32 noundef signext %2, i32 noundef signext %7, i32 noundef signext %9), !dbg !74
  ret i32 0, !dbg !75
}

; Function Attrs: nofree nounwind
declare !dbg !76 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #0

attributes #0 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!37, !38, !39, !40, !41, !42}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 3, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "meta_globals.c", directory: "/src", checksumkind: CSK_MD5, checksum: "00319b403295cc48171e83cf7ea477f4")
!4 = !{!5}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !{!0, !7, !20, !25, !31}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "cfg", scope: !2, file: !3, line: 5, type: !9, isLocal: false, isDefinition: true)
!9 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "config", file: !3, line: 5, size: 96, elements: !10)
!10 = !{!11, !13, !15}
!11 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !9, file: !3, line: 5, baseType: !12, size: 8)
!12 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!13 = !DIDerivedType(tag: DW_TAG_member, name: "scale", scope: !9, file: !3, line: 5, baseType: !14, size: 32, offset: 32)
!14 = !DIBasicType(name: "long", size: 32, encoding: DW_ATE_signed)
!15 = !DIDerivedType(tag: DW_TAG_member, name: "weights", scope: !9, file: !3, line: 5, baseType: !16, size: 16, offset: 64)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !17, size: 16, elements: !18)
!17 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!18 = !{!19}
!19 = !DISubrange(count: 2)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(scope: null, file: !3, line: 11, type: !22, isLocal: true, isDefinition: true)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 104, elements: !23)
!23 = !{!24}
!24 = !DISubrange(count: 13)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(name: "shorts", scope: !2, file: !3, line: 4, type: !27, isLocal: true, isDefinition: true)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !28, size: 64, elements: !29)
!28 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!29 = !{!30}
!30 = !DISubrange(count: 4)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(name: "greeting", scope: !2, file: !3, line: 2, type: !33, isLocal: true, isDefinition: true)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 48, elements: !35)
!34 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !12)
!35 = !{!36}
!36 = !DISubrange(count: 6)
!37 = !{i32 7, !"Dwarf Version", i32 5}
!38 = !{i32 2, !"Debug Info Version", i32 3}
!39 = !{i32 1, !"wchar_size", i32 4}
!40 = !{i32 8, !"PIC Level", i32 1}
!41 = !{i32 7, !"PIE Level", i32 1}
!42 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!43 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 7, type: !44, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !45)
!44 = !DISubroutineType(types: !4)
!45 = !{!46, !47}
!46 = !DILocalVariable(name: "s", scope: !43, file: !3, line: 8, type: !5)
!47 = !DILocalVariable(name: "i", scope: !48, file: !3, line: 9, type: !49)
!48 = distinct !DILexicalBlock(scope: !43, file: !3, line: 9, column: 3)
!49 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!50 = !DILocation(line: 0, scope: !43)
!51 = !DILocalVariable(name: "by", arg: 1, scope: !52, file: !3, line: 6, type: !5)
!52 = distinct !DISubprogram(name: "bump", scope: !3, file: !3, line: 6, type: !53, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !55)
!53 = !DISubroutineType(types: !54)
!54 = !{!5, !5}
!55 = !{!51}
!56 = !DILocation(line: 0, scope: !52, inlinedAt: !57)
!57 = distinct !DILocation(line: 11, column: 37, scope: !43)
!58 = !DILocation(line: 6, column: 35, scope: !52, inlinedAt: !57)
!59 = !{!60, !60, i64 0}
!60 = !{!"int", !61, i64 0}
!61 = !{!"omnipotent char", !62, i64 0}
!62 = !{!"Simple C/C++ TBAA"}
!63 = !DILocation(line: 11, column: 56, scope: !43)
!64 = !{!65, !66, i64 4}
!65 = !{!"config", !61, i64 0, !66, i64 4, !61, i64 8}
!66 = !{!"long", !61, i64 0}
!67 = !DILocation(line: 11, column: 62, scope: !43)
!68 = !DILocation(line: 11, column: 68, scope: !43)
!69 = !{!61, !61, i64 0}
!70 = !DILocation(line: 11, column: 66, scope: !43)
!71 = !DILocation(line: 11, column: 89, scope: !43)
!72 = !{!65, !61, i64 0}
!73 = !DILocation(line: 11, column: 85, scope: !43)
!74 = !DILocation(line: 11, column: 3, scope: !43)
!75 = !DILocation(line: 12, column: 3, scope: !43)
!76 = !DISubprogram(name: "printf", scope: !77, file: !77, line: 356, type: !78, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!77 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!78 = !DISubroutineType(types: !79)
!79 = !{!5, !80, null}
!80 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !81)
!81 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 32)
