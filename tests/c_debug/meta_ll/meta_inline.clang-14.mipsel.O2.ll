; ModuleID = 'meta_inline.c'
source_filename = "meta_inline.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1

; Function Attrs: nofree nounwind
define dso_local i32 @main(i32 noundef signext %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !7 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !15, metadata !DIExpression()), !dbg !22
  call void @llvm.dbg.value(metadata i8** %1, metadata !16, metadata !DIExpression()), !dbg !22
  call void @llvm.dbg.value(metadata i32 %0, metadata !17, metadata !DIExpression()), !dbg !22
  %3 = load i8*, i8** %1, align 4, !dbg !23, !tbaa !24
  call void @llvm.dbg.value(metadata i8* %3, metadata !18, metadata !DIExpression()), !dbg !28
  call void @llvm.dbg.value(metadata i32 %0, metadata !17, metadata !DIExpression()), !dbg !22
  %4 = load i8, i8* %3, align 1, !dbg !29, !tbaa !31
  %5 = icmp eq i8 %4, 0, !dbg !32
  br i1 %5, label %6, label %11, !dbg !32

6:                                                ; preds = %11, %2
  %7 = phi i32 [ %0, %2 ], [ %22, %11 ], !dbg !22
  %8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i32 0, i32 0), i32 noundef signext %7), !dbg !33
  %9 = icmp slt i32 %7, 1, !dbg !34
  %10 = zext i1 %9 to i32, !dbg !35
  ret i32 %10, !dbg !36

11:                                               ; preds = %2, %11
  %12 = phi i8 [ %24, %11 ], [ %4, %2 ]
  %13 = phi i8* [ %23, %11 ], [ %3, %2 ]
  %14 = phi i32 [ %22, %11 ], [ %0, %2 ]
  call void @llvm.dbg.value(metadata i8* %13, metadata !18, metadata !DIExpression()), !dbg !28
  call void @llvm.dbg.value(metadata i32 %14, metadata !17, metadata !DIExpression()), !dbg !22
  %15 = and i8 %12, 7, !dbg !37
  %16 = zext i8 %15 to i32, !dbg !37
  call void @llvm.dbg.value(metadata i32 %16, metadata !38, metadata !DIExpression()), !dbg !45
  call void @llvm.dbg.value(metadata i32 %16, metadata !47, metadata !DIExpression()), !dbg !50
  call void @llvm.dbg.value(metadata i32 %16, metadata !52, metadata !DIExpression()), !dbg !55
  %17 = mul nuw nsw i32 %16, %16, !dbg !57
  %18 = mul nuw nsw i32 %17, %16, !dbg !58
  call void @llvm.dbg.value(metadata i32 %18, metadata !43, metadata !DIExpression()), !dbg !45
  %19 = add nuw nsw i32 %16, 1, !dbg !59
  call void @llvm.dbg.value(metadata i32 %19, metadata !52, metadata !DIExpression()), !dbg !60
  %20 = mul nuw nsw i32 %19, %19, !dbg !62
  call void @llvm.dbg.value(metadata i32 %20, metadata !44, metadata !DIExpression()), !dbg !45
  %21 = add i32 %20, %14, !dbg !63
  %22 = add i32 %21, %18, !dbg !64
  call void @llvm.dbg.value(metadata i32 %22, metadata !17, metadata !DIExpression()), !dbg !22
  %23 = getelementptr inbounds i8, i8* %13, i32 1, !dbg !65
  call void @llvm.dbg.value(metadata i8* %23, metadata !18, metadata !DIExpression()), !dbg !28
  %24 = load i8, i8* %23, align 1, !dbg !29, !tbaa !31
  %25 = icmp eq i8 %24, 0, !dbg !32
  br i1 %25, label %6, label %11, !dbg !32, !llvm.loop !66
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
!1 = !DIFile(filename: "meta_inline.c", directory: "/src", checksumkind: CSK_MD5, checksum: "646dae2819f22a6af97b989be7d2fb6a")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 1}
!6 = !{i32 7, !"PIE Level", i32 1}
!7 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 9, type: !8, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !14)
!8 = !DISubroutineType(types: !9)
!9 = !{!10, !10, !11}
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 32)
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 32)
!13 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!14 = !{!15, !16, !17, !18}
!15 = !DILocalVariable(name: "argc", arg: 1, scope: !7, file: !1, line: 9, type: !10)
!16 = !DILocalVariable(name: "argv", arg: 2, scope: !7, file: !1, line: 9, type: !11)
!17 = !DILocalVariable(name: "acc", scope: !7, file: !1, line: 10, type: !10)
!18 = !DILocalVariable(name: "p", scope: !19, file: !1, line: 11, type: !20)
!19 = distinct !DILexicalBlock(scope: !7, file: !1, line: 11, column: 3)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 32)
!21 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!22 = !DILocation(line: 0, scope: !7)
!23 = !DILocation(line: 11, column: 24, scope: !19)
!24 = !{!25, !25, i64 0}
!25 = !{!"any pointer", !26, i64 0}
!26 = !{!"omnipotent char", !27, i64 0}
!27 = !{!"Simple C/C++ TBAA"}
!28 = !DILocation(line: 0, scope: !19)
!29 = !DILocation(line: 11, column: 33, scope: !30)
!30 = distinct !DILexicalBlock(scope: !19, file: !1, line: 11, column: 3)
!31 = !{!26, !26, i64 0}
!32 = !DILocation(line: 11, column: 3, scope: !19)
!33 = !DILocation(line: 13, column: 3, scope: !7)
!34 = !DILocation(line: 14, column: 14, scope: !7)
!35 = !DILocation(line: 14, column: 10, scope: !7)
!36 = !DILocation(line: 14, column: 3, scope: !7)
!37 = !DILocation(line: 12, column: 20, scope: !30)
!38 = !DILocalVariable(name: "v", arg: 1, scope: !39, file: !1, line: 4, type: !10)
!39 = distinct !DISubprogram(name: "poly", scope: !1, file: !1, line: 4, type: !40, scopeLine: 4, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !42)
!40 = !DISubroutineType(types: !41)
!41 = !{!10, !10}
!42 = !{!38, !43, !44}
!43 = !DILocalVariable(name: "a", scope: !39, file: !1, line: 5, type: !10)
!44 = !DILocalVariable(name: "b", scope: !39, file: !1, line: 6, type: !10)
!45 = !DILocation(line: 0, scope: !39, inlinedAt: !46)
!46 = distinct !DILocation(line: 12, column: 12, scope: !30)
!47 = !DILocalVariable(name: "v", arg: 1, scope: !48, file: !1, line: 3, type: !10)
!48 = distinct !DISubprogram(name: "cube", scope: !1, file: !1, line: 3, type: !40, scopeLine: 3, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !49)
!49 = !{!47}
!50 = !DILocation(line: 0, scope: !48, inlinedAt: !51)
!51 = distinct !DILocation(line: 5, column: 11, scope: !39, inlinedAt: !46)
!52 = !DILocalVariable(name: "v", arg: 1, scope: !53, file: !1, line: 2, type: !10)
!53 = distinct !DISubprogram(name: "square", scope: !1, file: !1, line: 2, type: !40, scopeLine: 2, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !54)
!54 = !{!52}
!55 = !DILocation(line: 0, scope: !53, inlinedAt: !56)
!56 = distinct !DILocation(line: 3, column: 33, scope: !48, inlinedAt: !51)
!57 = !DILocation(line: 2, column: 44, scope: !53, inlinedAt: !56)
!58 = !DILocation(line: 3, column: 43, scope: !48, inlinedAt: !51)
!59 = !DILocation(line: 6, column: 20, scope: !39, inlinedAt: !46)
!60 = !DILocation(line: 0, scope: !53, inlinedAt: !61)
!61 = distinct !DILocation(line: 6, column: 11, scope: !39, inlinedAt: !46)
!62 = !DILocation(line: 2, column: 44, scope: !53, inlinedAt: !61)
!63 = !DILocation(line: 7, column: 12, scope: !39, inlinedAt: !46)
!64 = !DILocation(line: 12, column: 9, scope: !30)
!65 = !DILocation(line: 11, column: 38, scope: !30)
!66 = distinct !{!66, !32, !67, !68}
!67 = !DILocation(line: 12, column: 23, scope: !19)
!68 = !{!"llvm.loop.mustprogress"}
