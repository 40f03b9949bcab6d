; ModuleID = 'meta_pointers.c'
source_filename = "meta_pointers.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

%struct.node = type { i32, %struct.node* }

@__const.main.c = private unnamed_addr constant %struct.node { i32 3, %struct.node* null }, align 8
@.str = private unnamed_addr constant [10 x i8] c"%d %d %d\0A\00", align 1

; Function Attrs: nofree nounwind
define dso_local i32 @main() local_unnamed_addr #0 !dbg !7 {
  %1 = alloca i64, align 8
  call void @llvm.dbg.value(metadata i32 1, metadata !12, metadata !DIExpression()), !dbg !22
  call void @llvm.dbg.value(metadata i32 2, metadata !13, metadata !DIExpression()), !dbg !22
  %2 = bitcast i64* %1 to i8*, !dbg !23
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %2) #4, !dbg !23
  %3 = load i64, i64* bitcast (%struct.node* @__const.main.c to i64*), align 8, !dbg !24
  call void @llvm.dbg.value(metadata i64 %3, metadata !14, metadata !DIExpression()), !dbg !22
  store i64 %3, i64* %1, align 8, !dbg !24
  call void @llvm.dbg.value(metadata i32 2, metadata !20, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !22
  %4 = bitcast i64* %1 to %struct.node*, !dbg !25
  call void @llvm.dbg.value(metadata %struct.node* %4, metadata !20, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !22
  call void @llvm.dbg.value(metadata i32 1, metadata !21, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !22
  call void @llvm.dbg.value(metadata %struct.node* undef, metadata !21, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !22
  call void @llvm.dbg.value(metadata i32 2, metadata !12, metadata !DIExpression()), !dbg !22
  call void @llvm.dbg.value(metadata i32 1, metadata !13, metadata !DIExpression()), !dbg !22
  call void @llvm.dbg.value(metadata i32 1, metadata !26, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata %struct.node* undef, metadata !33, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata %struct.node* poison, metadata !33, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i32 2, metadata !26, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata %struct.node* %4, metadata !33, metadata !DIExpression()), !dbg !34
  br label %5, !dbg !36

5:                                                ; preds = %0, %5
  %6 = phi i32 [ 2, %0 ], [ %10, %5 ]
  %7 = phi %struct.node* [ %4, %0 ], [ %9, %5 ]
  call void @llvm.dbg.value(metadata %struct.node* %7, metadata !33, metadata !DIExpression()), !dbg !34
  %8 = getelementptr inbounds %struct.node, %struct.node* %7, i32 0, i32 1, !dbg !34
  %9 = load %struct.node*, %struct.node** %8, align 4, !dbg !37, !tbaa !39
  call void @llvm.dbg.value(metadata %struct.node* poison, metadata !33, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i32 %6, metadata !26, metadata !DIExpression()), !dbg !34
  %10 = add nuw nsw i32 %6, 1, !dbg !45
  call void @llvm.dbg.value(metadata i32 %10, metadata !26, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata %struct.node* %9, metadata !33, metadata !DIExpression()), !dbg !34
  %11 = icmp eq %struct.node* %9, null, !dbg !36
  br i1 %11, label %12, label %5, !dbg !36, !llvm.loop !46

12:                                               ; preds = %5
  %13 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i32 0, i32 0), i32 noundef signext 2, i32 noundef signext 1, i32 noundef signext %10), !dbg !49
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %2) #4, !dbg !50
  ret i32 0, !dbg !51
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #3

attributes #0 = { nofree nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "meta_pointers.c", directory: "/src", checksumkind: CSK_MD5, checksum: "17d0f5b7866aaedb067f723e0eebcb9b")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 1}
!6 = !{i32 7, !"PIE Level", i32 1}
!7 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 13, type: !8, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!8 = !DISubroutineType(types: !9)
!9 = !{!10}
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !{!12, !13, !14, !20, !21}
!12 = !DILocalVariable(name: "x", scope: !7, file: !1, line: 14, type: !10)
!13 = !DILocalVariable(name: "y", scope: !7, file: !1, line: 14, type: !10)
!14 = !DILocalVariable(name: "c", scope: !7, file: !1, line: 16, type: !15)
!15 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "node", file: !1, line: 7, size: 64, elements: !16)
!16 = !{!17, !18}
!17 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !15, file: !1, line: 7, baseType: !10, size: 32)
!18 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !15, file: !1, line: 7, baseType: !19, size: 32, offset: 32)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 32)
!20 = !DILocalVariable(name: "b", scope: !7, file: !1, line: 16, type: !15)
!21 = !DILocalVariable(name: "a", scope: !7, file: !1, line: 16, type: !15)
!22 = !DILocation(line: 0, scope: !7)
!23 = !DILocation(line: 16, column: 3, scope: !7)
!24 = !DILocation(line: 16, column: 15, scope: !7)
!25 = !DILocation(line: 16, column: 31, scope: !7)
!26 = !DILocalVariable(name: "k", scope: !27, file: !1, line: 9, type: !10)
!27 = distinct !DISubprogram(name: "length", scope: !1, file: !1, line: 8, type: !28, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !32)
!28 = !DISubroutineType(types: !29)
!29 = !{!10, !30}
!30 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !31, size: 32)
!31 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !15)
!32 = !{!33, !26}
!33 = !DILocalVariable(name: "n", arg: 1, scope: !27, file: !1, line: 8, type: !30)
!34 = !DILocation(line: 0, scope: !27, inlinedAt: !35)
!35 = distinct !DILocation(line: 17, column: 30, scope: !7)
!36 = !DILocation(line: 10, column: 3, scope: !27, inlinedAt: !35)
!37 = !DILocation(line: 10, column: 27, scope: !38, inlinedAt: !35)
!38 = distinct !DILexicalBlock(scope: !27, file: !1, line: 10, column: 13)
!39 = !{!40, !44, i64 4}
!40 = !{!"node", !41, i64 0, !44, i64 4}
!41 = !{!"int", !42, i64 0}
!42 = !{!"omnipotent char", !43, i64 0}
!43 = !{!"Simple C/C++ TBAA"}
!44 = !{!"any pointer", !42, i64 0}
!45 = !DILocation(line: 10, column: 16, scope: !38, inlinedAt: !35)
!46 = distinct !{!46, !36, !47, !48}
!47 = !DILocation(line: 10, column: 33, scope: !27, inlinedAt: !35)
!48 = !{!"llvm.loop.mustprogress"}
!49 = !DILocation(line: 17, column: 3, scope: !7)
!50 = !DILocation(line: 19, column: 1, scope: !7)
!51 = !DILocation(line: 18, column: 3, scope: !7)
