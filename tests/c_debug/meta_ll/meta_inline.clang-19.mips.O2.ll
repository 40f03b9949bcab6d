; ModuleID = 'meta_inline.c'
source_filename = "meta_inline.c"
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mips-unknown-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1, !dbg !0

; Function Attrs: nofree nounwind
define dso_local range(i32 0, 2) i32 @main(i32 noundef signext %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !15 {
    #dbg_value(i32 %0, !22, !DIExpression(), !29)
    #dbg_value(ptr %1, !23, !DIExpression(), !29)
    #dbg_value(i32 %0, !24, !DIExpression(), !29)
  %3 = load ptr, ptr %1, align 4, !dbg !30, !tbaa !31
    #dbg_value(ptr %3, !25, !DIExpression(), !35)
    #dbg_value(i32 %0, !24, !DIExpression(), !29)
  %4 = load i8, ptr %3, align 1, !dbg !36, !tbaa !38
  %5 = icmp eq i8 %4, 0, !dbg !39
  br i1 %5, label %6, label %11, !dbg !39

6:                                                ; preds = %11, %2
  %7 = phi i32 [ %0, %2 ], [ %22, %11 ], !dbg !29
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext %7), !dbg !40
  %9 = icmp slt i32 %7, 1, !dbg !41
  %10 = zext i1 %9 to i32, !dbg !42
  ret i32 %10, !dbg !43

11:                                               ; preds = %2, %11
  %12 = phi i8 [ %24, %11 ], [ %4, %2 ]
  %13 = phi ptr [ %23, %11 ], [ %3, %2 ]
  %14 = phi i32 [ %22, %11 ], [ %0, %2 ]
    #dbg_value(ptr %13, !25, !DIExpression(), !35)
    #dbg_value(i32 %14, !24, !DIExpression(), !29)
  %15 = and i8 %12, 7, !dbg !44
  %16 = zext nneg i8 %15 to i32, !dbg !44
    #dbg_value(i32 %16, !45, !DIExpression(), !52)
    #dbg_value(i32 %16, !54, !DIExpression(), !57)
    #dbg_value(i32 %16, !59, !DIExpression(), !62)
  %17 = mul nuw nsw i32 %16, %16, !dbg !64
  %18 = mul nuw nsw i32 %17, %16, !dbg !65
    #dbg_value(i32 %18, !50, !DIExpression(), !52)
  %19 = add nuw nsw i32 %16, 1, !dbg !66
    #dbg_value(i32 %19, !59, !DIExpression(), !67)
  %20 = mul nuw nsw i32 %19, %19, !dbg !69
    #dbg_value(i32 %20, !51, !DIExpression(), !52)
  %21 = add i32 %20, %14, !dbg !70
  %22 = add i32 %21, %18, !dbg !71
    #dbg_value(i32 %22, !24, !DIExpression(), !29)
  %23 = getelementptr inbounds i8, ptr %13, i32 1, !dbg !72
    #dbg_value(ptr %23, !25, !DIExpression(), !35)
  %24 = load i8, ptr %23, align 1, !dbg !36, !tbaa !38
  %25 = icmp eq i8 %24, 0, !dbg !39
  br i1 %25, label %6, label %11, !dbg !39, !llvm.loop !73
}

; Function Attrs: nofree nounwind
declare !dbg !76 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #0

attributes #0 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 13, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "meta_inline.c", directory: "/src", checksumkind: CSK_MD5, checksum: "646dae2819f22a6af97b989be7d2fb6a")
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
!15 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 9, type: !16, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !21)
!16 = !DISubroutineType(types: !17)
!17 = !{!18, !18, !19}
!18 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 32)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 32)
!21 = !{!22, !23, !24, !25}
!22 = !DILocalVariable(name: "argc", arg: 1, scope: !15, file: !2, line: 9, type: !18)
!23 = !DILocalVariable(name: "argv", arg: 2, scope: !15, file: !2, line: 9, type: !19)
!24 = !DILocalVariable(name: "acc", scope: !15, file: !2, line: 10, type: !18)
!25 = !DILocalVariable(name: "p", scope: !26, file: !2, line: 11, type: !27)
!26 = distinct !DILexicalBlock(scope: !15, file: !2, line: 11, column: 3)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 32)
!28 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!29 = !DILocation(line: 0, scope: !15)
!30 = !DILocation(line: 11, column: 24, scope: !26)
!31 = !{!32, !32, i64 0}
!32 = !{!"any pointer", !33, i64 0}
!33 = !{!"omnipotent char", !34, i64 0}
!34 = !{!"Simple C/C++ TBAA"}
!35 = !DILocation(line: 0, scope: !26)
!36 = !DILocation(line: 11, column: 33, scope: !37)
!37 = distinct !DILexicalBlock(scope: !26, file: !2, line: 11, column: 3)
!38 = !{!33, !33, i64 0}
!39 = !DILocation(line: 11, column: 3, scope: !26)
!40 = !DILocation(line: 13, column: 3, scope: !15)
!41 = !DILocation(line: 14, column: 14, scope: !15)
!42 = !DILocation(line: 14, column: 10, scope: !15)
!43 = !DILocation(line: 14, column: 3, scope: !15)
!44 = !DILocation(line: 12, column: 20, scope: !37)
!45 = !DILocalVariable(name: "v", arg: 1, scope: !46, file: !2, line: 4, type: !18)
!46 = distinct !DISubprogram(name: "poly", scope: !2, file: !2, line: 4, type: !47, scopeLine: 4, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !49)
!47 = !DISubroutineType(types: !48)
!48 = !{!18, !18}
!49 = !{!45, !50, !51}
!50 = !DILocalVariable(name: "a", scope: !46, file: !2, line: 5, type: !18)
!51 = !DILocalVariable(name: "b", scope: !46, file: !2, line: 6, type: !18)
!52 = !DILocation(line: 0, scope: !46, inlinedAt: !53)
!53 = distinct !DILocation(line: 12, column: 12, scope: !37)
!54 = !DILocalVariable(name: "v", arg: 1, scope: !55, file: !2, line: 3, type: !18)
!55 = distinct !DISubprogram(name: "cube", scope: !2, file: !2, line: 3, type: !47, scopeLine: 3, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !56)
!56 = !{!54}
!57 = !DILocation(line: 0, scope: !55, inlinedAt: !58)
!58 = distinct !DILocation(line: 5, column: 11, scope: !46, inlinedAt: !53)
!59 = !DILocalVariable(name: "v", arg: 1, scope: !60, file: !2, line: 2, type: !18)
!60 = distinct !DISubprogram(name: "square", scope: !2, file: !2, line: 2, type: !47, scopeLine: 2, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !61)
!61 = !{!59}
!62 = !DILocation(line: 0, scope: !60, inlinedAt: !63)
!63 = distinct !DILocation(line: 3, column: 33, scope: !55, inlinedAt: !58)
!64 = !DILocation(line: 2, column: 44, scope: !60, inlinedAt: !63)
!65 = !DILocation(line: 3, column: 43, scope: !55, inlinedAt: !58)
!66 = !DILocation(line: 6, column: 20, scope: !46, inlinedAt: !53)
!67 = !DILocation(line: 0, scope: !60, inlinedAt: !68)
!68 = distinct !DILocation(line: 6, column: 11, scope: !46, inlinedAt: !53)
!69 = !DILocation(line: 2, column: 44, scope: !60, inlinedAt: !68)
!70 = !DILocation(line: 7, column: 12, scope: !46, inlinedAt: !53)
!71 = !DILocation(line: 12, column: 9, scope: !37)
!72 = !DILocation(line: 11, column: 38, scope: !37)
!73 = distinct !{!73, !39, !74, !75}
!74 = !DILocation(line: 12, column: 23, scope: !26)
!75 = !{!"llvm.loop.mustprogress"}
!76 = !DISubprogram(name: "printf", scope: !77, file: !77, line: 356, type: !78, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!77 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!78 = !DISubroutineType(types: !79)
!79 = !{!18, !80, null}
!80 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !27)
