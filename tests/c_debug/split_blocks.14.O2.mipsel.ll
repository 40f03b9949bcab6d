; ModuleID = 'split_blocks.c'
source_filename = "split_blocks.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

@big = dso_local global i64 1234567, align 8, !dbg !0
@small = dso_local global i32 77, align 4, !dbg !5
@.str = private unnamed_addr constant [6 x i8] c"%llu\0A\00", align 1

; Function Attrs: nofree nounwind
define dso_local i32 @main() local_unnamed_addr #0 !dbg !17 {
  %1 = load volatile i64, i64* @big, align 8, !dbg !23, !tbaa !24
  %2 = load volatile i32, i32* @small, align 4, !dbg !28, !tbaa !29
  %3 = tail call fastcc i64 @tenths(i64 noundef zeroext %1, i32 noundef signext %2), !dbg !31, !range !32
  call void @llvm.dbg.value(metadata i64 %3, metadata !22, metadata !DIExpression()), !dbg !33
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i32 0, i32 0), i64 noundef zeroext %3), !dbg !34
  ret i32 0, !dbg !35
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone willreturn
define internal fastcc i64 @tenths(i64 noundef zeroext %0, i32 noundef signext %1) unnamed_addr #1 !dbg !36 {
  call void @llvm.dbg.value(metadata i64 %0, metadata !40, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 %1, metadata !41, metadata !DIExpression()), !dbg !44
  %3 = udiv i64 %0, 10000, !dbg !45
  call void @llvm.dbg.value(metadata i64 %3, metadata !42, metadata !DIExpression()), !dbg !44
  %4 = mul i32 %1, 3, !dbg !46
  call void @llvm.dbg.value(metadata i32 %4, metadata !43, metadata !DIExpression()), !dbg !44
  %5 = lshr i32 %1, 2, !dbg !47
  %6 = xor i32 %4, %5, !dbg !48
  call void @llvm.dbg.value(metadata i32 %6, metadata !43, metadata !DIExpression()), !dbg !44
  %7 = zext i32 %6 to i64, !dbg !49
  %8 = add nuw nsw i64 %3, %7, !dbg !50
  ret i64 %8, !dbg !51
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #3

attributes #0 = { nofree nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind readnone willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!11, !12, !13, !14, !15}
!llvm.ident = !{!16}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "big", scope: !2, file: !3, line: 16, type: !9, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "split_blocks.c", directory: ".", checksumkind: CSK_MD5, checksum: "1533d60163d3a09465de7e8875b8478c")
!4 = !{!0, !5}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "small", scope: !2, file: !3, line: 17, type: !7, isLocal: false, isDefinition: true)
!7 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !8)
!8 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!9 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !10)
!10 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!11 = !{i32 7, !"Dwarf Version", i32 5}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 1, !"wchar_size", i32 4}
!14 = !{i32 7, !"PIC Level", i32 1}
!15 = !{i32 7, !"PIE Level", i32 1}
!16 = !{!"Debian clang version 14.0.6"}
!17 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 19, type: !18, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !21)
!18 = !DISubroutineType(types: !19)
!19 = !{!20}
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !{!22}
!22 = !DILocalVariable(name: "r", scope: !17, file: !3, line: 20, type: !10)
!23 = !DILocation(line: 20, column: 35, scope: !17)
!24 = !{!25, !25, i64 0}
!25 = !{!"long long", !26, i64 0}
!26 = !{!"omnipotent char", !27, i64 0}
!27 = !{!"Simple C/C++ TBAA"}
!28 = !DILocation(line: 20, column: 40, scope: !17)
!29 = !{!30, !30, i64 0}
!30 = !{!"int", !26, i64 0}
!31 = !DILocation(line: 20, column: 28, scope: !17)
!32 = !{i64 0, i64 1844678702338251}
!33 = !DILocation(line: 0, scope: !17)
!34 = !DILocation(line: 21, column: 5, scope: !17)
!35 = !DILocation(line: 22, column: 5, scope: !17)
!36 = distinct !DISubprogram(name: "tenths", scope: !3, file: !3, line: 9, type: !37, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !39)
!37 = !DISubroutineType(types: !38)
!38 = !{!10, !10, !8}
!39 = !{!40, !41, !42, !43}
!40 = !DILocalVariable(name: "x", arg: 1, scope: !36, file: !3, line: 9, type: !10)
!41 = !DILocalVariable(name: "k", arg: 2, scope: !36, file: !3, line: 9, type: !8)
!42 = !DILocalVariable(name: "d", scope: !36, file: !3, line: 10, type: !10)
!43 = !DILocalVariable(name: "m", scope: !36, file: !3, line: 11, type: !8)
!44 = !DILocation(line: 0, scope: !36)
!45 = !DILocation(line: 10, column: 30, scope: !36)
!46 = !DILocation(line: 11, column: 20, scope: !36)
!47 = !DILocation(line: 12, column: 12, scope: !36)
!48 = !DILocation(line: 12, column: 7, scope: !36)
!49 = !DILocation(line: 13, column: 16, scope: !36)
!50 = !DILocation(line: 13, column: 14, scope: !36)
!51 = !DILocation(line: 13, column: 5, scope: !36)
