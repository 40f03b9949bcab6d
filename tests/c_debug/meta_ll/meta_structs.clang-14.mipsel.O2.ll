; ModuleID = 'meta_structs.c'
source_filename = "meta_structs.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1

; Function Attrs: nofree nounwind
define dso_local i32 @main() local_unnamed_addr #0 !dbg !7 {
  call void @llvm.dbg.value(metadata i32 3, metadata !12, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !20
  call void @llvm.dbg.value(metadata i32 4, metadata !12, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !20
  call void @llvm.dbg.value(metadata i32 5, metadata !18, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !20
  call void @llvm.dbg.value(metadata i32 -2, metadata !18, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !20
  call void @llvm.dbg.value(metadata i32 7, metadata !19, metadata !DIExpression()), !dbg !20
  %1 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i32 0, i32 0), i32 noundef signext 7), !dbg !21
  ret i32 0, !dbg !22
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

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "meta_structs.c", directory: "/src", checksumkind: CSK_MD5, checksum: "253a410a248cc62b93bb589a0348b2b3")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 1}
!6 = !{i32 7, !"PIE Level", i32 1}
!7 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 5, type: !8, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!8 = !DISubroutineType(types: !9)
!9 = !{!10}
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !{!12, !18, !19}
!12 = !DILocalVariable(name: "p", scope: !7, file: !1, line: 6, type: !13)
!13 = !DIDerivedType(tag: DW_TAG_typedef, name: "point_t", file: !1, line: 3, baseType: !14)
!14 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "point", file: !1, line: 2, size: 64, elements: !15)
!15 = !{!16, !17}
!16 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !14, file: !1, line: 2, baseType: !10, size: 32)
!17 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !14, file: !1, line: 2, baseType: !10, size: 32, offset: 32)
!18 = !DILocalVariable(name: "q", scope: !7, file: !1, line: 7, type: !13)
!19 = !DILocalVariable(name: "d", scope: !7, file: !1, line: 8, type: !10)
!20 = !DILocation(line: 0, scope: !7)
!21 = !DILocation(line: 9, column: 3, scope: !7)
!22 = !DILocation(line: 10, column: 3, scope: !7)
