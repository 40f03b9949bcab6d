; ModuleID = 'dead_values.c'
source_filename = "dead_values.c"
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mips-unknown-linux-gnu"

@seed_in = dso_local global i32 12345, align 4, !dbg !0
@count_in = dso_local global i32 6, align 4, !dbg !5
@__const.main.data = private unnamed_addr constant [8 x i32] [i32 3, i32 1, i32 4, i32 1, i32 5, i32 9, i32 2, i32 6], align 4
@.str = private unnamed_addr constant [7 x i8] c"%u %d\0A\00", align 1

; Function Attrs: nofree nounwind
define dso_local i32 @main() local_unnamed_addr #0 !dbg !17 {
  call void @llvm.dbg.declare(metadata [8 x i32]* @__const.main.data, metadata !21, metadata !DIExpression()), !dbg !27
  %1 = load volatile i32, i32* @seed_in, align 4, !dbg !28, !tbaa !29
  %2 = load volatile i32, i32* @count_in, align 4, !dbg !33, !tbaa !29
  %3 = tail call fastcc i32 @mix(i32 noundef signext %1, i32 noundef signext %2), !dbg !34
  call void @llvm.dbg.value(metadata i32 %3, metadata !25, metadata !DIExpression()), !dbg !35
  %4 = tail call fastcc i32 @scan(i32* noundef nonnull getelementptr inbounds ([8 x i32], [8 x i32]* @__const.main.data, i32 0, i32 0)), !dbg !36
  call void @llvm.dbg.value(metadata i32 %4, metadata !26, metadata !DIExpression()), !dbg !35
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i32 0, i32 0), i32 noundef signext %3, i32 noundef signext %4), !dbg !37
  ret i32 0, !dbg !38
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nofree noinline norecurse nosync nounwind readnone
define internal fastcc i32 @mix(i32 noundef signext %0, i32 noundef signext %1) unnamed_addr #2 !dbg !39 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !43, metadata !DIExpression()), !dbg !49
  call void @llvm.dbg.value(metadata i32 %1, metadata !44, metadata !DIExpression()), !dbg !49
  %3 = mul i32 %0, -1640531535, !dbg !50
  call void @llvm.dbg.value(metadata i32 %3, metadata !45, metadata !DIExpression()), !dbg !49
  %4 = xor i32 %3, %1, !dbg !51
  call void @llvm.dbg.value(metadata i32 %4, metadata !46, metadata !DIExpression()), !dbg !49
  call void @llvm.dbg.value(metadata i32 0, metadata !47, metadata !DIExpression()), !dbg !52
  %5 = icmp eq i32 %1, 0, !dbg !53
  br i1 %5, label %6, label %10, !dbg !55

6:                                                ; preds = %10, %2
  %7 = phi i32 [ %4, %2 ], [ %14, %10 ], !dbg !49
  %8 = lshr i32 %7, 13, !dbg !56
  %9 = xor i32 %8, %7, !dbg !57
  call void @llvm.dbg.value(metadata i32 %9, metadata !46, metadata !DIExpression()), !dbg !49
  ret i32 %9, !dbg !58

10:                                               ; preds = %2, %10
  %11 = phi i32 [ %15, %10 ], [ 0, %2 ]
  %12 = phi i32 [ %14, %10 ], [ %4, %2 ]
  call void @llvm.dbg.value(metadata i32 %11, metadata !47, metadata !DIExpression()), !dbg !52
  call void @llvm.dbg.value(metadata i32 %12, metadata !46, metadata !DIExpression()), !dbg !49
  %13 = mul i32 %12, 33, !dbg !59
  %14 = add i32 %13, %11, !dbg !60
  call void @llvm.dbg.value(metadata i32 %14, metadata !46, metadata !DIExpression()), !dbg !49
  %15 = add nuw i32 %11, 1, !dbg !61
  call void @llvm.dbg.value(metadata i32 %15, metadata !47, metadata !DIExpression()), !dbg !52
  %16 = icmp eq i32 %15, %1, !dbg !53
  br i1 %16, label %6, label %10, !dbg !55, !llvm.loop !62
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly
define internal fastcc i32 @scan(i32* nocapture noundef readonly %0) unnamed_addr #3 !dbg !65 {
  call void @llvm.dbg.value(metadata i32* %0, metadata !71, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i32 8, metadata !72, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i32 1, metadata !73, metadata !DIExpression()), !dbg !78
  %2 = load i32, i32* %0, align 4, !dbg !79, !tbaa !29
  call void @llvm.dbg.value(metadata i32 %2, metadata !74, metadata !DIExpression()), !dbg !78
  %3 = icmp eq i32 %2, 1, !dbg !80
  %4 = zext i1 %3 to i32, !dbg !80
  call void @llvm.dbg.value(metadata i32 %4, metadata !75, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i32 1, metadata !76, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i32 1, metadata !76, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i32 %4, metadata !75, metadata !DIExpression()), !dbg !78
  %5 = getelementptr inbounds i32, i32* %0, i32 1, !dbg !82
  %6 = load i32, i32* %5, align 4, !dbg !82, !tbaa !29
  %7 = icmp eq i32 %6, 1, !dbg !85
  %8 = zext i1 %7 to i32, !dbg !86
  %9 = add nuw nsw i32 %4, %8, !dbg !86
  call void @llvm.dbg.value(metadata i32 %9, metadata !75, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i32 2, metadata !76, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i32 2, metadata !76, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i32 %9, metadata !75, metadata !DIExpression()), !dbg !78
  %10 = getelementptr inbounds i32, i32* %0, i32 2, !dbg !82
  %11 = load i32, i32* %10, align 4, !dbg !82, !tbaa !29
  %12 = icmp eq i32 %11, 1, !dbg !85
  %13 = zext i1 %12 to i32, !dbg !86
  %14 = add nuw nsw i32 %9, %13, !dbg !86
  call void @llvm.dbg.value(metadata i32 %14, metadata !75, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i32 3, metadata !76, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i32 3, metadata !76, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i32 %14, metadata !75, metadata !DIExpression()), !dbg !78
  %15 = getelementptr inbounds i32, i32* %0, i32 3, !dbg !82
  %16 = load i32, i32* %15, align 4, !dbg !82, !tbaa !29
  %17 = icmp eq i32 %16, 1, !dbg !85
  %18 = zext i1 %17 to i32, !dbg !86
  %19 = add nuw nsw i32 %14, %18, !dbg !86
  call void @llvm.dbg.value(metadata i32 %19, metadata !75, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i32 4, metadata !76, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i32 4, metadata !76, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i32 %19, metadata !75, metadata !DIExpression()), !dbg !78
  %20 = getelementptr inbounds i32, i32* %0, i32 4, !dbg !82
  %21 = load i32, i32* %20, align 4, !dbg !82, !tbaa !29
  %22 = icmp eq i32 %21, 1, !dbg !85
  %23 = zext i1 %22 to i32, !dbg !86
  %24 = add nuw nsw i32 %19, %23, !dbg !86
  call void @llvm.dbg.value(metadata i32 %24, metadata !75, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i32 5, metadata !76, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i32 5, metadata !76, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i32 %24, metadata !75, metadata !DIExpression()), !dbg !78
  %25 = getelementptr inbounds i32, i32* %0, i32 5, !dbg !82
  %26 = load i32, i32* %25, align 4, !dbg !82, !tbaa !29
  %27 = icmp eq i32 %26, 1, !dbg !85
  %28 = zext i1 %27 to i32, !dbg !86
  %29 = add nuw nsw i32 %24, %28, !dbg !86
  call void @llvm.dbg.value(metadata i32 %29, metadata !75, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i32 6, metadata !76, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i32 6, metadata !76, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i32 %29, metadata !75, metadata !DIExpression()), !dbg !78
  %30 = getelementptr inbounds i32, i32* %0, i32 6, !dbg !82
  %31 = load i32, i32* %30, align 4, !dbg !82, !tbaa !29
  %32 = icmp eq i32 %31, 1, !dbg !85
  %33 = zext i1 %32 to i32, !dbg !86
  %34 = add nuw nsw i32 %29, %33, !dbg !86
  call void @llvm.dbg.value(metadata i32 %34, metadata !75, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i32 7, metadata !76, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i32 7, metadata !76, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i32 %34, metadata !75, metadata !DIExpression()), !dbg !78
  %35 = getelementptr inbounds i32, i32* %0, i32 7, !dbg !82
  %36 = load i32, i32* %35, align 4, !dbg !82, !tbaa !29
  %37 = icmp eq i32 %36, 1, !dbg !85
  %38 = zext i1 %37 to i32, !dbg !86
  %39 = add nuw nsw i32 %34, %38, !dbg !86
  call void @llvm.dbg.value(metadata i32 %39, metadata !75, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i32 8, metadata !76, metadata !DIExpression()), !dbg !81
  %40 = add nuw nsw i32 %39, 8, !dbg !87
  call void @llvm.dbg.value(metadata i32 %40, metadata !75, metadata !DIExpression()), !dbg !78
  ret i32 %40, !dbg !88
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #5

attributes #0 = { nofree nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nofree noinline norecurse nosync nounwind readnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #3 = { nofree noinline norecurse nosync nounwind readonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!11, !12, !13, !14, !15}
!llvm.ident = !{!16}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "seed_in", scope: !2, file: !3, line: 28, type: !9, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "dead_values.c", directory: ".", checksumkind: CSK_MD5, checksum: "9ecab3e4967f2704b6b33e1dec5ad992")
!4 = !{!0, !5}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "count_in", scope: !2, file: !3, line: 29, type: !7, isLocal: false, isDefinition: true)
!7 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !8)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !10)
!10 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!11 = !{i32 7, !"Dwarf Version", i32 5}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 1, !"wchar_size", i32 4}
!14 = !{i32 7, !"PIC Level", i32 1}
!15 = !{i32 7, !"PIE Level", i32 1}
!16 = !{!"Debian clang version 14.0.6"}
!17 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 31, type: !18, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !20)
!18 = !DISubroutineType(types: !19)
!19 = !{!8}
!20 = !{!21, !25, !26}
!21 = !DILocalVariable(name: "data", scope: !17, file: !3, line: 32, type: !22)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 256, elements: !23)
!23 = !{!24}
!24 = !DISubrange(count: 8)
!25 = !DILocalVariable(name: "h", scope: !17, file: !3, line: 33, type: !10)
!26 = !DILocalVariable(name: "k", scope: !17, file: !3, line: 34, type: !8)
!27 = !DILocation(line: 32, column: 9, scope: !17)
!28 = !DILocation(line: 33, column: 22, scope: !17)
!29 = !{!30, !30, i64 0}
!30 = !{!"int", !31, i64 0}
!31 = !{!"omnipotent char", !32, i64 0}
!32 = !{!"Simple C/C++ TBAA"}
!33 = !DILocation(line: 33, column: 31, scope: !17)
!34 = !DILocation(line: 33, column: 18, scope: !17)
!35 = !DILocation(line: 0, scope: !17)
!36 = !DILocation(line: 34, column: 13, scope: !17)
!37 = !DILocation(line: 35, column: 5, scope: !17)
!38 = !DILocation(line: 36, column: 5, scope: !17)
!39 = distinct !DISubprogram(name: "mix", scope: !3, file: !3, line: 9, type: !40, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !42)
!40 = !DISubroutineType(types: !41)
!41 = !{!10, !10, !10}
!42 = !{!43, !44, !45, !46, !47}
!43 = !DILocalVariable(name: "seed", arg: 1, scope: !39, file: !3, line: 9, type: !10)
!44 = !DILocalVariable(name: "n", arg: 2, scope: !39, file: !3, line: 9, type: !10)
!45 = !DILocalVariable(name: "start", scope: !39, file: !3, line: 10, type: !10)
!46 = !DILocalVariable(name: "h", scope: !39, file: !3, line: 11, type: !10)
!47 = !DILocalVariable(name: "i", scope: !48, file: !3, line: 12, type: !10)
!48 = distinct !DILexicalBlock(scope: !39, file: !3, line: 12, column: 5)
!49 = !DILocation(line: 0, scope: !39)
!50 = !DILocation(line: 10, column: 27, scope: !39)
!51 = !DILocation(line: 11, column: 24, scope: !39)
!52 = !DILocation(line: 0, scope: !48)
!53 = !DILocation(line: 12, column: 28, scope: !54)
!54 = distinct !DILexicalBlock(scope: !48, file: !3, line: 12, column: 5)
!55 = !DILocation(line: 12, column: 5, scope: !48)
!56 = !DILocation(line: 14, column: 12, scope: !39)
!57 = !DILocation(line: 14, column: 7, scope: !39)
!58 = !DILocation(line: 15, column: 5, scope: !39)
!59 = !DILocation(line: 13, column: 22, scope: !54)
!60 = !DILocation(line: 13, column: 26, scope: !54)
!61 = !DILocation(line: 12, column: 34, scope: !54)
!62 = distinct !{!62, !55, !63, !64}
!63 = !DILocation(line: 13, column: 28, scope: !48)
!64 = !{!"llvm.loop.mustprogress"}
!65 = distinct !DISubprogram(name: "scan", scope: !3, file: !3, line: 18, type: !66, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !70)
!66 = !DISubroutineType(types: !67)
!67 = !{!8, !68, !8, !8}
!68 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !69, size: 32)
!69 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!70 = !{!71, !72, !73, !74, !75, !76}
!71 = !DILocalVariable(name: "a", arg: 1, scope: !65, file: !3, line: 18, type: !68)
!72 = !DILocalVariable(name: "n", arg: 2, scope: !65, file: !3, line: 18, type: !8)
!73 = !DILocalVariable(name: "key", arg: 3, scope: !65, file: !3, line: 18, type: !8)
!74 = !DILocalVariable(name: "first", scope: !65, file: !3, line: 19, type: !8)
!75 = !DILocalVariable(name: "hits", scope: !65, file: !3, line: 20, type: !8)
!76 = !DILocalVariable(name: "i", scope: !77, file: !3, line: 21, type: !8)
!77 = distinct !DILexicalBlock(scope: !65, file: !3, line: 21, column: 5)
!78 = !DILocation(line: 0, scope: !65)
!79 = !DILocation(line: 19, column: 17, scope: !65)
!80 = !DILocation(line: 20, column: 22, scope: !65)
!81 = !DILocation(line: 0, scope: !77)
!82 = !DILocation(line: 22, column: 13, scope: !83)
!83 = distinct !DILexicalBlock(scope: !84, file: !3, line: 22, column: 13)
!84 = distinct !DILexicalBlock(scope: !77, file: !3, line: 21, column: 5)
!85 = !DILocation(line: 22, column: 18, scope: !83)
!86 = !DILocation(line: 22, column: 13, scope: !84)
!87 = !DILocation(line: 24, column: 10, scope: !65)
!88 = !DILocation(line: 25, column: 5, scope: !65)
