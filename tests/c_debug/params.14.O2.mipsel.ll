; ModuleID = 'params.c'
source_filename = "params.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

@in = dso_local global i32 5, align 4, !dbg !0
@.str = private unnamed_addr constant [7 x i8] c"%d %u\0A\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone willreturn
define dso_local i32 @seven(i32 noundef signext %0, i32 noundef signext %1, i32 noundef signext %2, i32 noundef signext %3, i32 noundef signext %4, i32 noundef signext %5, i32 noundef signext %6) local_unnamed_addr #0 !dbg !15 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !19, metadata !DIExpression()), !dbg !27
  call void @llvm.dbg.value(metadata i32 %1, metadata !20, metadata !DIExpression()), !dbg !27
  call void @llvm.dbg.value(metadata i32 %2, metadata !21, metadata !DIExpression()), !dbg !27
  call void @llvm.dbg.value(metadata i32 %3, metadata !22, metadata !DIExpression()), !dbg !27
  call void @llvm.dbg.value(metadata i32 %4, metadata !23, metadata !DIExpression()), !dbg !27
  call void @llvm.dbg.value(metadata i32 %5, metadata !24, metadata !DIExpression()), !dbg !27
  call void @llvm.dbg.value(metadata i32 %6, metadata !25, metadata !DIExpression()), !dbg !27
  %8 = add nsw i32 %1, %0, !dbg !28
  %9 = tail call fastcc i32 @sink(i32 noundef signext %8), !dbg !29
  call void @llvm.dbg.value(metadata i32 %9, metadata !26, metadata !DIExpression()), !dbg !27
  %10 = sub nsw i32 %2, %3, !dbg !30
  %11 = tail call fastcc i32 @sink(i32 noundef signext %10), !dbg !31
  call void @llvm.dbg.value(metadata i32 undef, metadata !26, metadata !DIExpression()), !dbg !27
  %12 = xor i32 %5, %4, !dbg !32
  %13 = tail call fastcc i32 @sink(i32 noundef signext %12), !dbg !33
  call void @llvm.dbg.value(metadata i32 undef, metadata !26, metadata !DIExpression()), !dbg !27
  call void @llvm.dbg.value(metadata i32 undef, metadata !26, metadata !DIExpression()), !dbg !27
  %14 = add i32 %6, %5, !dbg !34
  %15 = add i32 %14, %9, !dbg !35
  %16 = add i32 %15, %11, !dbg !36
  %17 = add i32 %16, %13, !dbg !37
  ret i32 %17, !dbg !38
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone willreturn
define internal fastcc i32 @sink(i32 noundef signext %0) unnamed_addr #0 !dbg !39 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !43, metadata !DIExpression()), !dbg !44
  %2 = mul nsw i32 %0, 3, !dbg !45
  %3 = add nsw i32 %2, 1, !dbg !46
  ret i32 %3, !dbg !47
}

; Function Attrs: nofree nounwind
define dso_local i32 @main() local_unnamed_addr #1 !dbg !48 {
  %1 = load volatile i32, i32* @in, align 4, !dbg !55, !tbaa !56
  call void @llvm.dbg.value(metadata i32 %1, metadata !52, metadata !DIExpression()), !dbg !60
  %2 = add nsw i32 %1, 1, !dbg !61
  %3 = add nsw i32 %1, 2, !dbg !62
  %4 = add nsw i32 %1, 3, !dbg !63
  %5 = add nsw i32 %1, 4, !dbg !64
  %6 = add nsw i32 %1, 5, !dbg !65
  %7 = add nsw i32 %1, 6, !dbg !66
  %8 = tail call i32 @seven(i32 noundef signext %1, i32 noundef signext %2, i32 noundef signext %3, i32 noundef signext %4, i32 noundef signext %5, i32 noundef signext %6, i32 noundef signext %7), !dbg !67
  call void @llvm.dbg.value(metadata i32 %8, metadata !53, metadata !DIExpression()), !dbg !60
  %9 = mul i32 %1, 7, !dbg !68
  %10 = tail call fastcc i32 @first_line(i32 noundef signext %9, i32 noundef signext %8), !dbg !69
  call void @llvm.dbg.value(metadata i32 %10, metadata !54, metadata !DIExpression()), !dbg !60
  %11 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i32 0, i32 0), i32 noundef signext %8, i32 noundef signext %10), !dbg !70
  ret i32 0, !dbg !71
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone willreturn
define internal fastcc i32 @first_line(i32 noundef signext %0, i32 noundef signext %1) unnamed_addr #0 !dbg !72 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !76, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i32 %1, metadata !77, metadata !DIExpression()), !dbg !79
  %3 = mul i32 %0, 40503, !dbg !80
  call void @llvm.dbg.value(metadata i32 %3, metadata !78, metadata !DIExpression()), !dbg !79
  %4 = xor i32 %3, %1, !dbg !81
  call void @llvm.dbg.value(metadata i32 %4, metadata !78, metadata !DIExpression()), !dbg !79
  %5 = lshr i32 %0, 3, !dbg !82
  %6 = add i32 %4, %5, !dbg !83
  ret i32 %6, !dbg !84
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #3

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind readnone willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "in", scope: !2, file: !3, line: 31, type: !7, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "params.c", directory: ".", checksumkind: CSK_MD5, checksum: "3ca51d45dd202a4d9dbdad545cec0ea3")
!4 = !{!5}
!5 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!6 = !{!0}
!7 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !8)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 7, !"PIC Level", i32 1}
!13 = !{i32 7, !"PIE Level", i32 1}
!14 = !{!"Debian clang version 14.0.6"}
!15 = distinct !DISubprogram(name: "seven", scope: !3, file: !3, line: 17, type: !16, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !18)
!16 = !DISubroutineType(types: !17)
!17 = !{!8, !8, !8, !8, !8, !8, !8, !8}
!18 = !{!19, !20, !21, !22, !23, !24, !25, !26}
!19 = !DILocalVariable(name: "a", arg: 1, scope: !15, file: !3, line: 17, type: !8)
!20 = !DILocalVariable(name: "b", arg: 2, scope: !15, file: !3, line: 17, type: !8)
!21 = !DILocalVariable(name: "c", arg: 3, scope: !15, file: !3, line: 17, type: !8)
!22 = !DILocalVariable(name: "d", arg: 4, scope: !15, file: !3, line: 17, type: !8)
!23 = !DILocalVariable(name: "e", arg: 5, scope: !15, file: !3, line: 17, type: !8)
!24 = !DILocalVariable(name: "f", arg: 6, scope: !15, file: !3, line: 17, type: !8)
!25 = !DILocalVariable(name: "g", arg: 7, scope: !15, file: !3, line: 17, type: !8)
!26 = !DILocalVariable(name: "s", scope: !15, file: !3, line: 18, type: !8)
!27 = !DILocation(line: 0, scope: !15)
!28 = !DILocation(line: 18, column: 20, scope: !15)
!29 = !DILocation(line: 18, column: 13, scope: !15)
!30 = !DILocation(line: 19, column: 17, scope: !15)
!31 = !DILocation(line: 19, column: 10, scope: !15)
!32 = !DILocation(line: 20, column: 17, scope: !15)
!33 = !DILocation(line: 20, column: 10, scope: !15)
!34 = !DILocation(line: 19, column: 7, scope: !15)
!35 = !DILocation(line: 20, column: 7, scope: !15)
!36 = !DILocation(line: 21, column: 7, scope: !15)
!37 = !DILocation(line: 22, column: 14, scope: !15)
!38 = !DILocation(line: 22, column: 5, scope: !15)
!39 = distinct !DISubprogram(name: "sink", scope: !3, file: !3, line: 13, type: !40, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !42)
!40 = !DISubroutineType(types: !41)
!41 = !{!8, !8}
!42 = !{!43}
!43 = !DILocalVariable(name: "v", arg: 1, scope: !39, file: !3, line: 13, type: !8)
!44 = !DILocation(line: 0, scope: !39)
!45 = !DILocation(line: 14, column: 14, scope: !39)
!46 = !DILocation(line: 14, column: 18, scope: !39)
!47 = !DILocation(line: 14, column: 5, scope: !39)
!48 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 33, type: !49, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !51)
!49 = !DISubroutineType(types: !50)
!50 = !{!8}
!51 = !{!52, !53, !54}
!52 = !DILocalVariable(name: "v", scope: !48, file: !3, line: 34, type: !8)
!53 = !DILocalVariable(name: "s", scope: !48, file: !3, line: 35, type: !8)
!54 = !DILocalVariable(name: "u", scope: !48, file: !3, line: 36, type: !5)
!55 = !DILocation(line: 34, column: 13, scope: !48)
!56 = !{!57, !57, i64 0}
!57 = !{!"int", !58, i64 0}
!58 = !{!"omnipotent char", !59, i64 0}
!59 = !{!"Simple C/C++ TBAA"}
!60 = !DILocation(line: 0, scope: !48)
!61 = !DILocation(line: 35, column: 24, scope: !48)
!62 = !DILocation(line: 35, column: 31, scope: !48)
!63 = !DILocation(line: 35, column: 38, scope: !48)
!64 = !DILocation(line: 35, column: 45, scope: !48)
!65 = !DILocation(line: 35, column: 52, scope: !48)
!66 = !DILocation(line: 35, column: 59, scope: !48)
!67 = !DILocation(line: 35, column: 13, scope: !48)
!68 = !DILocation(line: 36, column: 41, scope: !48)
!69 = !DILocation(line: 36, column: 18, scope: !48)
!70 = !DILocation(line: 37, column: 5, scope: !48)
!71 = !DILocation(line: 38, column: 5, scope: !48)
!72 = distinct !DISubprogram(name: "first_line", scope: !3, file: !3, line: 25, type: !73, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !75)
!73 = !DISubroutineType(types: !74)
!74 = !{!5, !5, !5}
!75 = !{!76, !77, !78}
!76 = !DILocalVariable(name: "x", arg: 1, scope: !72, file: !3, line: 25, type: !5)
!77 = !DILocalVariable(name: "y", arg: 2, scope: !72, file: !3, line: 25, type: !5)
!78 = !DILocalVariable(name: "r", scope: !72, file: !3, line: 26, type: !5)
!79 = !DILocation(line: 0, scope: !72)
!80 = !DILocation(line: 26, column: 20, scope: !72)
!81 = !DILocation(line: 27, column: 7, scope: !72)
!82 = !DILocation(line: 28, column: 19, scope: !72)
!83 = !DILocation(line: 28, column: 14, scope: !72)
!84 = !DILocation(line: 28, column: 5, scope: !72)
