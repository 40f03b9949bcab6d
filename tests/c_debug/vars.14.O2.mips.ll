; ModuleID = 'vars.c'
source_filename = "vars.c"
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mips-unknown-linux-gnu"

@.str = private unnamed_addr constant [9 x i8] c"%lld %d\0A\00", align 1

; Function Attrs: nofree nounwind
define dso_local i32 @main() local_unnamed_addr #0 !dbg !8 {
  call void @llvm.dbg.value(metadata i32 3, metadata !13, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !31
  call void @llvm.dbg.value(metadata i16 4, metadata !13, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 16)), !dbg !31
  call void @llvm.dbg.value(metadata i32 -5, metadata !13, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !31
  call void @llvm.dbg.value(metadata i16 12, metadata !13, metadata !DIExpression(DW_OP_LLVM_fragment, 96, 16)), !dbg !31
  call void @llvm.dbg.value(metadata i32 8, metadata !13, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 32)), !dbg !31
  call void @llvm.dbg.value(metadata i16 15, metadata !13, metadata !DIExpression(DW_OP_LLVM_fragment, 160, 16)), !dbg !31
  call void @llvm.dbg.value(metadata i32 3, metadata !24, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i8 -6, metadata !25, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i64 -9876543210, metadata !27, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i64 -29629629383, metadata !29, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i32 289, metadata !30, metadata !DIExpression()), !dbg !31
  %1 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i32 0, i32 0), i64 noundef signext -29629629383, i32 noundef signext 289), !dbg !32
  ret i32 0, !dbg !33
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #2

attributes #0 = { nofree nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "vars.c", directory: ".", checksumkind: CSK_MD5, checksum: "8baaf3c510df1926dd24e39561167814")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 1}
!6 = !{i32 7, !"PIE Level", i32 1}
!7 = !{!"Debian clang version 14.0.6"}
!8 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 28, type: !9, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !12)
!9 = !DISubroutineType(types: !10)
!10 = !{!11}
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !{!13, !24, !25, !27, !29, !30}
!13 = !DILocalVariable(name: "pts", scope: !8, file: !1, line: 29, type: !14)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 192, elements: !22)
!15 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "point", file: !1, line: 5, size: 64, elements: !16)
!16 = !{!17, !18, !20}
!17 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !15, file: !1, line: 6, baseType: !11, size: 32)
!18 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !15, file: !1, line: 7, baseType: !19, size: 16, offset: 32)
!19 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!20 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !15, file: !1, line: 8, baseType: !21, size: 8, offset: 48)
!21 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!22 = !{!23}
!23 = !DISubrange(count: 3)
!24 = !DILocalVariable(name: "count", scope: !8, file: !1, line: 30, type: !11)
!25 = !DILocalVariable(name: "small", scope: !8, file: !1, line: 31, type: !26)
!26 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!27 = !DILocalVariable(name: "wide", scope: !8, file: !1, line: 32, type: !28)
!28 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!29 = !DILocalVariable(name: "m", scope: !8, file: !1, line: 33, type: !28)
!30 = !DILocalVariable(name: "w", scope: !8, file: !1, line: 34, type: !11)
!31 = !DILocation(line: 0, scope: !8)
!32 = !DILocation(line: 35, column: 5, scope: !8)
!33 = !DILocation(line: 37, column: 1, scope: !8)
