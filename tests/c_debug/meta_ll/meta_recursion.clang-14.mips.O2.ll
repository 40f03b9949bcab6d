; ModuleID = 'meta_recursion.c'
source_filename = "meta_recursion.c"
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mips-unknown-linux-gnu"

@.str = private unnamed_addr constant [10 x i8] c"%llu %ld\0A\00", align 1

; Function Attrs: nofree nounwind
define dso_local i32 @main() local_unnamed_addr #0 !dbg !7 {
  %1 = tail call fastcc i64 @fib(i32 noundef signext 15), !dbg !12
  call void @llvm.dbg.value(metadata i32 1071, metadata !13, metadata !DIExpression()), !dbg !22
  call void @llvm.dbg.value(metadata i32 462, metadata !19, metadata !DIExpression()), !dbg !22
  br label %2, !dbg !24

2:                                                ; preds = %2, %0
  %3 = phi i32 [ 1071, %0 ], [ %4, %2 ]
  %4 = phi i32 [ 462, %0 ], [ %5, %2 ]
  call void @llvm.dbg.value(metadata i32 %3, metadata !13, metadata !DIExpression()), !dbg !22
  call void @llvm.dbg.value(metadata i32 %4, metadata !19, metadata !DIExpression()), !dbg !22
  %5 = srem i32 %3, %4, !dbg !25
  call void @llvm.dbg.value(metadata i32 %5, metadata !20, metadata !DIExpression()), !dbg !26
  call void @llvm.dbg.value(metadata i32 %4, metadata !13, metadata !DIExpression()), !dbg !22
  call void @llvm.dbg.value(metadata i32 %5, metadata !19, metadata !DIExpression()), !dbg !22
  %6 = icmp eq i32 %5, 0, !dbg !27
  br i1 %6, label %7, label %2, !dbg !24, !llvm.loop !28

7:                                                ; preds = %2
  %8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i32 0, i32 0), i64 noundef zeroext %1, i32 noundef signext %4), !dbg !31
  ret i32 0, !dbg !32
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind readnone
define internal fastcc i64 @fib(i32 noundef signext %0) unnamed_addr #2 !dbg !33 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !40, metadata !DIExpression()), !dbg !41
  %2 = icmp ult i32 %0, 2, !dbg !42
  br i1 %2, label %3, label %8, !dbg !43

3:                                                ; preds = %8, %1
  %4 = phi i64 [ 0, %1 ], [ %14, %8 ]
  %5 = phi i32 [ %0, %1 ], [ %13, %8 ]
  %6 = zext i32 %5 to i64, !dbg !44
  %7 = add i64 %4, %6, !dbg !45
  ret i64 %7, !dbg !46

8:                                                ; preds = %1, %8
  %9 = phi i32 [ %13, %8 ], [ %0, %1 ]
  %10 = phi i64 [ %14, %8 ], [ 0, %1 ]
  call void @llvm.dbg.value(metadata i32 %9, metadata !40, metadata !DIExpression()), !dbg !41
  %11 = add i32 %9, -1, !dbg !47
  %12 = tail call fastcc i64 @fib(i32 noundef signext %11), !dbg !48
  %13 = add i32 %9, -2, !dbg !49
  %14 = add i64 %12, %10, !dbg !45
  call void @llvm.dbg.value(metadata i32 %13, metadata !40, metadata !DIExpression()), !dbg !41
  %15 = icmp ult i32 %13, 2, !dbg !42
  br i1 %15, label %3, label %8, !dbg !43
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #3

attributes #0 = { nofree nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #2 = { nofree nosync nounwind readnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "meta_recursion.c", directory: "/src", checksumkind: CSK_MD5, checksum: "a54ad9cf131f20cc01371dc480f15afc")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 1}
!6 = !{i32 7, !"PIE Level", i32 1}
!7 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 12, type: !8, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!8 = !DISubroutineType(types: !9)
!9 = !{!10}
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !{}
!12 = !DILocation(line: 13, column: 24, scope: !7)
!13 = !DILocalVariable(name: "a", arg: 1, scope: !14, file: !1, line: 4, type: !17)
!14 = distinct !DISubprogram(name: "gcd", scope: !1, file: !1, line: 4, type: !15, scopeLine: 4, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !18)
!15 = !DISubroutineType(types: !16)
!16 = !{!17, !17, !17}
!17 = !DIBasicType(name: "long", size: 32, encoding: DW_ATE_signed)
!18 = !{!13, !19, !20}
!19 = !DILocalVariable(name: "b", arg: 2, scope: !14, file: !1, line: 4, type: !17)
!20 = !DILocalVariable(name: "t", scope: !21, file: !1, line: 6, type: !17)
!21 = distinct !DILexicalBlock(scope: !14, file: !1, line: 5, column: 18)
!22 = !DILocation(line: 0, scope: !14, inlinedAt: !23)
!23 = distinct !DILocation(line: 13, column: 33, scope: !7)
!24 = !DILocation(line: 5, column: 3, scope: !14, inlinedAt: !23)
!25 = !DILocation(line: 6, column: 16, scope: !21, inlinedAt: !23)
!26 = !DILocation(line: 0, scope: !21, inlinedAt: !23)
!27 = !DILocation(line: 5, column: 12, scope: !14, inlinedAt: !23)
!28 = distinct !{!28, !24, !29, !30}
!29 = !DILocation(line: 9, column: 3, scope: !14, inlinedAt: !23)
!30 = !{!"llvm.loop.mustprogress"}
!31 = !DILocation(line: 13, column: 3, scope: !7)
!32 = !DILocation(line: 14, column: 3, scope: !7)
!33 = distinct !DISubprogram(name: "fib", scope: !1, file: !1, line: 3, type: !34, scopeLine: 3, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !39)
!34 = !DISubroutineType(types: !35)
!35 = !{!36, !38}
!36 = !DIDerivedType(tag: DW_TAG_typedef, name: "u64", file: !1, line: 2, baseType: !37)
!37 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!38 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!39 = !{!40}
!40 = !DILocalVariable(name: "n", arg: 1, scope: !33, file: !1, line: 3, type: !38)
!41 = !DILocation(line: 0, scope: !33)
!42 = !DILocation(line: 3, column: 39, scope: !33)
!43 = !DILocation(line: 3, column: 37, scope: !33)
!44 = !DILocation(line: 3, column: 45, scope: !33)
!45 = !DILocation(line: 3, column: 60, scope: !33)
!46 = !DILocation(line: 3, column: 30, scope: !33)
!47 = !DILocation(line: 3, column: 55, scope: !33)
!48 = !DILocation(line: 3, column: 49, scope: !33)
!49 = !DILocation(line: 3, column: 68, scope: !33)
