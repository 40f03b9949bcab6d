; ModuleID = 'inline.c'
source_filename = "inline.c"
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mips-unknown-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"%d %d\0A\00", align 1

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local i32 @scale(i32 noundef signext %0, i32 noundef signext %1) local_unnamed_addr #0 !dbg !8 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !13, metadata !DIExpression()), !dbg !18
  call void @llvm.dbg.value(metadata i32 %1, metadata !14, metadata !DIExpression()), !dbg !18
  %3 = mul nsw i32 %1, %0, !dbg !19
  call void @llvm.dbg.value(metadata i32 %3, metadata !20, metadata !DIExpression()), !dbg !27
  call void @llvm.dbg.value(metadata i32 -100, metadata !25, metadata !DIExpression()), !dbg !27
  call void @llvm.dbg.value(metadata i32 100, metadata !26, metadata !DIExpression()), !dbg !27
  %4 = icmp slt i32 %3, 100, !dbg !29
  %5 = select i1 %4, i32 %3, i32 100, !dbg !29
  call void @llvm.dbg.value(metadata i32 undef, metadata !15, metadata !DIExpression()), !dbg !18
  call void @llvm.dbg.value(metadata i32 undef, metadata !30, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata !DIArgList(i32 undef, i32 undef), metadata !35, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_mul, DW_OP_stack_value)), !dbg !36
  call void @llvm.dbg.value(metadata i32 %1, metadata !38, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 0, metadata !41, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 1, metadata !42, metadata !DIExpression()), !dbg !46
  %6 = icmp slt i32 %1, 1, !dbg !47
  br i1 %6, label %26, label %7, !dbg !49

7:                                                ; preds = %2
  %8 = add nsw i32 %1, -1, !dbg !49
  %9 = zext i32 %8 to i33, !dbg !49
  %10 = add nsw i32 %1, -2, !dbg !49
  %11 = zext i32 %10 to i33, !dbg !49
  %12 = mul i33 %9, %11, !dbg !49
  %13 = add nsw i32 %1, -3, !dbg !49
  %14 = zext i32 %13 to i33, !dbg !49
  %15 = mul i33 %12, %14, !dbg !49
  %16 = lshr i33 %15, 1, !dbg !49
  %17 = trunc i33 %16 to i32, !dbg !49
  %18 = mul i32 %17, 1431655766, !dbg !49
  %19 = lshr i33 %12, 1, !dbg !49
  %20 = trunc i33 %19 to i32, !dbg !49
  %21 = mul i32 %20, 5, !dbg !49
  %22 = shl i32 %1, 2, !dbg !49
  call void @llvm.dbg.value(metadata i32 undef, metadata !42, metadata !DIExpression()), !dbg !46
  call void @llvm.dbg.value(metadata i32 undef, metadata !41, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 undef, metadata !41, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !44
  %23 = add i32 %22, -3, !dbg !49
  %24 = add i32 %23, %21, !dbg !49
  %25 = add i32 %24, %18, !dbg !49
  br label %26, !dbg !50

26:                                               ; preds = %2, %7
  %27 = phi i32 [ 0, %2 ], [ %25, %7 ], !dbg !44
  %28 = icmp sgt i32 %5, -100, !dbg !29
  %29 = select i1 %28, i32 %5, i32 -100, !dbg !29
  call void @llvm.dbg.value(metadata i32 %29, metadata !15, metadata !DIExpression()), !dbg !18
  call void @llvm.dbg.value(metadata i32 %29, metadata !30, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata !DIArgList(i32 %29, i32 %29), metadata !35, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_mul, DW_OP_stack_value)), !dbg !36
  %30 = mul nsw i32 %29, %29, !dbg !51
  call void @llvm.dbg.value(metadata i32 %30, metadata !35, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata i32 undef, metadata !16, metadata !DIExpression()), !dbg !52
  %31 = sub i32 %30, %0, !dbg !53
  %32 = add i32 %31, %27, !dbg !54
  call void @llvm.dbg.value(metadata i32 %32, metadata !15, metadata !DIExpression()), !dbg !18
  ret i32 %32, !dbg !55
}

; Function Attrs: nofree nounwind
define dso_local i32 @main() local_unnamed_addr #1 !dbg !56 {
  call void @llvm.dbg.value(metadata i32 0, metadata !60, metadata !DIExpression()), !dbg !63
  call void @llvm.dbg.value(metadata i32 undef, metadata !60, metadata !DIExpression()), !dbg !63
  %1 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i32 0, i32 0), i32 noundef signext 0, i32 noundef signext 140), !dbg !64
  ret i32 0, !dbg !65
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind readnone willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "inline.c", directory: ".", checksumkind: CSK_MD5, checksum: "9ba23e0f5f41505098868ad5b0558667")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 1}
!6 = !{i32 7, !"PIE Level", i32 1}
!7 = !{!"Debian clang version 14.0.6"}
!8 = distinct !DISubprogram(name: "scale", scope: !1, file: !1, line: 26, type: !9, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !12)
!9 = !DISubroutineType(types: !10)
!10 = !{!11, !11, !11}
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !{!13, !14, !15, !16}
!13 = !DILocalVariable(name: "a", arg: 1, scope: !8, file: !1, line: 26, type: !11)
!14 = !DILocalVariable(name: "b", arg: 2, scope: !8, file: !1, line: 26, type: !11)
!15 = !DILocalVariable(name: "r", scope: !8, file: !1, line: 27, type: !11)
!16 = !DILocalVariable(name: "t", scope: !17, file: !1, line: 29, type: !11)
!17 = distinct !DILexicalBlock(scope: !8, file: !1, line: 28, column: 5)
!18 = !DILocation(line: 0, scope: !8)
!19 = !DILocation(line: 27, column: 21, scope: !8)
!20 = !DILocalVariable(name: "v", arg: 1, scope: !21, file: !1, line: 18, type: !11)
!21 = distinct !DISubprogram(name: "clamp", scope: !1, file: !1, line: 18, type: !22, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !24)
!22 = !DISubroutineType(types: !23)
!23 = !{!11, !11, !11, !11}
!24 = !{!20, !25, !26}
!25 = !DILocalVariable(name: "lo", arg: 2, scope: !21, file: !1, line: 18, type: !11)
!26 = !DILocalVariable(name: "hi", arg: 3, scope: !21, file: !1, line: 18, type: !11)
!27 = !DILocation(line: 0, scope: !21, inlinedAt: !28)
!28 = distinct !DILocation(line: 27, column: 13, scope: !8)
!29 = !DILocation(line: 19, column: 9, scope: !21, inlinedAt: !28)
!30 = !DILocalVariable(name: "x", arg: 1, scope: !31, file: !1, line: 5, type: !11)
!31 = distinct !DISubprogram(name: "square", scope: !1, file: !1, line: 5, type: !32, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !34)
!32 = !DISubroutineType(types: !33)
!33 = !{!11, !11}
!34 = !{!30, !35}
!35 = !DILocalVariable(name: "y", scope: !31, file: !1, line: 6, type: !11)
!36 = !DILocation(line: 0, scope: !31, inlinedAt: !37)
!37 = distinct !DILocation(line: 29, column: 17, scope: !17)
!38 = !DILocalVariable(name: "n", arg: 1, scope: !39, file: !1, line: 10, type: !11)
!39 = distinct !DISubprogram(name: "sum_squares", scope: !1, file: !1, line: 10, type: !32, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !40)
!40 = !{!38, !41, !42}
!41 = !DILocalVariable(name: "s", scope: !39, file: !1, line: 11, type: !11)
!42 = !DILocalVariable(name: "i", scope: !43, file: !1, line: 12, type: !11)
!43 = distinct !DILexicalBlock(scope: !39, file: !1, line: 12, column: 5)
!44 = !DILocation(line: 0, scope: !39, inlinedAt: !45)
!45 = distinct !DILocation(line: 29, column: 29, scope: !17)
!46 = !DILocation(line: 0, scope: !43, inlinedAt: !45)
!47 = !DILocation(line: 12, column: 23, scope: !48, inlinedAt: !45)
!48 = distinct !DILexicalBlock(scope: !43, file: !1, line: 12, column: 5)
!49 = !DILocation(line: 12, column: 5, scope: !43, inlinedAt: !45)
!50 = !DILocation(line: 15, column: 5, scope: !39, inlinedAt: !45)
!51 = !DILocation(line: 6, column: 15, scope: !31, inlinedAt: !37)
!52 = !DILocation(line: 0, scope: !17)
!53 = !DILocation(line: 29, column: 27, scope: !17)
!54 = !DILocation(line: 30, column: 15, scope: !17)
!55 = !DILocation(line: 32, column: 5, scope: !8)
!56 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 35, type: !57, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !59)
!57 = !DISubroutineType(types: !58)
!58 = !{!11}
!59 = !{!60, !61}
!60 = !DILocalVariable(name: "total", scope: !56, file: !1, line: 36, type: !11)
!61 = !DILocalVariable(name: "k", scope: !62, file: !1, line: 37, type: !11)
!62 = distinct !DILexicalBlock(scope: !56, file: !1, line: 37, column: 5)
!63 = !DILocation(line: 0, scope: !56)
!64 = !DILocation(line: 41, column: 5, scope: !56)
!65 = !DILocation(line: 42, column: 5, scope: !56)
