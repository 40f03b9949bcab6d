; ModuleID = 'meta_arrays.c'
source_filename = "meta_arrays.c"
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mips-unknown-linux-gnu"

@table = dso_local local_unnamed_addr global [3 x [4 x i32]] zeroinitializer, align 4, !dbg !0
@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1

; Function Attrs: nofree nounwind
define dso_local i32 @main() local_unnamed_addr #0 !dbg !15 {
  call void @llvm.dbg.value(metadata i32 4, metadata !27, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata i32 0, metadata !32, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata i32 0, metadata !32, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata i32 0, metadata !34, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i32 0, metadata !34, metadata !DIExpression()), !dbg !40
  store i32 0, i32* getelementptr inbounds ([3 x [4 x i32]], [3 x [4 x i32]]* @table, i32 0, i32 0, i32 0), align 4, !dbg !41, !tbaa !43
  call void @llvm.dbg.value(metadata i32 1, metadata !34, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i32 1, metadata !34, metadata !DIExpression()), !dbg !40
  store i32 1, i32* getelementptr inbounds ([3 x [4 x i32]], [3 x [4 x i32]]* @table, i32 0, i32 0, i32 1), align 4, !dbg !41, !tbaa !43
  call void @llvm.dbg.value(metadata i32 2, metadata !34, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i32 2, metadata !34, metadata !DIExpression()), !dbg !40
  store i32 2, i32* getelementptr inbounds ([3 x [4 x i32]], [3 x [4 x i32]]* @table, i32 0, i32 0, i32 2), align 4, !dbg !41, !tbaa !43
  call void @llvm.dbg.value(metadata i32 3, metadata !34, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i32 3, metadata !34, metadata !DIExpression()), !dbg !40
  store i32 3, i32* getelementptr inbounds ([3 x [4 x i32]], [3 x [4 x i32]]* @table, i32 0, i32 0, i32 3), align 4, !dbg !41, !tbaa !43
  call void @llvm.dbg.value(metadata i32 4, metadata !34, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i32 1, metadata !32, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata i32 1, metadata !32, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata i32 0, metadata !34, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i32 0, metadata !34, metadata !DIExpression()), !dbg !40
  store i32 4, i32* getelementptr inbounds ([3 x [4 x i32]], [3 x [4 x i32]]* @table, i32 0, i32 1, i32 0), align 4, !dbg !41, !tbaa !43
  call void @llvm.dbg.value(metadata i32 1, metadata !34, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i32 1, metadata !34, metadata !DIExpression()), !dbg !40
  store i32 5, i32* getelementptr inbounds ([3 x [4 x i32]], [3 x [4 x i32]]* @table, i32 0, i32 1, i32 1), align 4, !dbg !41, !tbaa !43
  call void @llvm.dbg.value(metadata i32 2, metadata !34, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i32 2, metadata !34, metadata !DIExpression()), !dbg !40
  store i32 6, i32* getelementptr inbounds ([3 x [4 x i32]], [3 x [4 x i32]]* @table, i32 0, i32 1, i32 2), align 4, !dbg !41, !tbaa !43
  call void @llvm.dbg.value(metadata i32 3, metadata !34, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i32 3, metadata !34, metadata !DIExpression()), !dbg !40
  store i32 7, i32* getelementptr inbounds ([3 x [4 x i32]], [3 x [4 x i32]]* @table, i32 0, i32 1, i32 3), align 4, !dbg !41, !tbaa !43
  call void @llvm.dbg.value(metadata i32 4, metadata !34, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i32 2, metadata !32, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata i32 2, metadata !32, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata i32 0, metadata !34, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i32 0, metadata !34, metadata !DIExpression()), !dbg !40
  store i32 8, i32* getelementptr inbounds ([3 x [4 x i32]], [3 x [4 x i32]]* @table, i32 0, i32 2, i32 0), align 4, !dbg !41, !tbaa !43
  call void @llvm.dbg.value(metadata i32 1, metadata !34, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i32 1, metadata !34, metadata !DIExpression()), !dbg !40
  store i32 9, i32* getelementptr inbounds ([3 x [4 x i32]], [3 x [4 x i32]]* @table, i32 0, i32 2, i32 1), align 4, !dbg !41, !tbaa !43
  call void @llvm.dbg.value(metadata i32 2, metadata !34, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i32 2, metadata !34, metadata !DIExpression()), !dbg !40
  store i32 10, i32* getelementptr inbounds ([3 x [4 x i32]], [3 x [4 x i32]]* @table, i32 0, i32 2, i32 2), align 4, !dbg !41, !tbaa !43
  call void @llvm.dbg.value(metadata i32 3, metadata !34, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i32 3, metadata !34, metadata !DIExpression()), !dbg !40
  store i32 11, i32* getelementptr inbounds ([3 x [4 x i32]], [3 x [4 x i32]]* @table, i32 0, i32 2, i32 3), align 4, !dbg !41, !tbaa !43
  call void @llvm.dbg.value(metadata i32 4, metadata !34, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i32 3, metadata !32, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata i32 0, metadata !19, metadata !DIExpression()), !dbg !47
  call void @llvm.dbg.value(metadata i32 0, metadata !19, metadata !DIExpression()), !dbg !47
  call void @llvm.dbg.value(metadata i32 6, metadata !19, metadata !DIExpression()), !dbg !47
  call void @llvm.dbg.value(metadata i32 6, metadata !19, metadata !DIExpression()), !dbg !47
  call void @llvm.dbg.value(metadata i32 28, metadata !19, metadata !DIExpression()), !dbg !47
  call void @llvm.dbg.value(metadata i32 28, metadata !19, metadata !DIExpression()), !dbg !47
  call void @llvm.dbg.value(metadata i32 66, metadata !19, metadata !DIExpression()), !dbg !47
  %1 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i32 0, i32 0), i32 noundef signext 66), !dbg !48
  ret i32 0, !dbg !49
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #2

attributes #0 = { nofree nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!10, !11, !12, !13, !14}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "table", scope: !2, file: !3, line: 2, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "meta_arrays.c", directory: "/src", checksumkind: CSK_MD5, checksum: "6f40fce5fa317e73e2d811e786e625e2")
!4 = !{!0}
!5 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 384, elements: !7)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !{!8, !9}
!8 = !DISubrange(count: 3)
!9 = !DISubrange(count: 4)
!10 = !{i32 7, !"Dwarf Version", i32 5}
!11 = !{i32 2, !"Debug Info Version", i32 3}
!12 = !{i32 1, !"wchar_size", i32 4}
!13 = !{i32 7, !"PIC Level", i32 1}
!14 = !{i32 7, !"PIE Level", i32 1}
!15 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 8, type: !16, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !18)
!16 = !DISubroutineType(types: !17)
!17 = !{!6}
!18 = !{!19, !20, !22, !25}
!19 = !DILocalVariable(name: "total", scope: !15, file: !3, line: 10, type: !6)
!20 = !DILocalVariable(name: "i", scope: !21, file: !3, line: 11, type: !6)
!21 = distinct !DILexicalBlock(scope: !15, file: !3, line: 11, column: 3)
!22 = !DILocalVariable(name: "row", scope: !23, file: !3, line: 12, type: !6)
!23 = distinct !DILexicalBlock(scope: !24, file: !3, line: 11, column: 31)
!24 = distinct !DILexicalBlock(scope: !21, file: !3, line: 11, column: 3)
!25 = !DILocalVariable(name: "j", scope: !26, file: !3, line: 13, type: !6)
!26 = distinct !DILexicalBlock(scope: !23, file: !3, line: 13, column: 5)
!27 = !DILocalVariable(name: "n", arg: 1, scope: !28, file: !3, line: 3, type: !6)
!28 = distinct !DISubprogram(name: "fill", scope: !3, file: !3, line: 3, type: !29, scopeLine: 3, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !31)
!29 = !DISubroutineType(types: !30)
!30 = !{null, !6}
!31 = !{!27, !32, !34}
!32 = !DILocalVariable(name: "i", scope: !33, file: !3, line: 4, type: !6)
!33 = distinct !DILexicalBlock(scope: !28, file: !3, line: 4, column: 3)
!34 = !DILocalVariable(name: "j", scope: !35, file: !3, line: 5, type: !6)
!35 = distinct !DILexicalBlock(scope: !36, file: !3, line: 5, column: 5)
!36 = distinct !DILexicalBlock(scope: !33, file: !3, line: 4, column: 3)
!37 = !DILocation(line: 0, scope: !28, inlinedAt: !38)
!38 = distinct !DILocation(line: 9, column: 3, scope: !15)
!39 = !DILocation(line: 0, scope: !33, inlinedAt: !38)
!40 = !DILocation(line: 0, scope: !35, inlinedAt: !38)
!41 = !DILocation(line: 6, column: 19, scope: !42, inlinedAt: !38)
!42 = distinct !DILexicalBlock(scope: !35, file: !3, line: 5, column: 5)
!43 = !{!44, !44, i64 0}
!44 = !{!"int", !45, i64 0}
!45 = !{!"omnipotent char", !46, i64 0}
!46 = !{!"Simple C/C++ TBAA"}
!47 = !DILocation(line: 0, scope: !15)
!48 = !DILocation(line: 17, column: 3, scope: !15)
!49 = !DILocation(line: 19, column: 1, scope: !15)
