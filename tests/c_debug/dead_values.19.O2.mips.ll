; ModuleID = 'dead_values.c'
source_filename = "dead_values.c"
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mips-unknown-linux-gnu"

@seed_in = dso_local global i32 12345, align 4, !dbg !0
@count_in = dso_local global i32 6, align 4, !dbg !5
@__const.main.data = private unnamed_addr constant [8 x i32] [i32 3, i32 1, i32 4, i32 1, i32 5, i32 9, i32 2, i32 6], align 4
@.str = private unnamed_addr constant [7 x i8] c"%u %d\0A\00", align 1, !dbg !9

; Function Attrs: nofree nounwind
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !24 {
    #dbg_assign(i1 undef, !28, !DIExpression(), !34, ptr @__const.main.data, !DIExpression(), !35)
    #dbg_assign(i1 undef, !28, !DIExpression(), !36, ptr @__const.main.data, !DIExpression(), !35)
  %1 = load volatile i32, ptr @seed_in, align 4, !dbg !37, !tbaa !38
  %2 = load volatile i32, ptr @count_in, align 4, !dbg !42, !tbaa !38
  %3 = tail call fastcc i32 @mix(i32 noundef signext %1, i32 noundef signext %2), !dbg !43
    #dbg_value(i32 %3, !32, !DIExpression(), !35)
  %4 = tail call fastcc i32 @scan(ptr noundef nonnull @__const.main.data), !dbg !44
    #dbg_value(i32 %4, !33, !DIExpression(), !35)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext %3, i32 noundef signext %4), !dbg !45
  ret i32 0, !dbg !46
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none)
define internal fastcc i32 @mix(i32 noundef signext %0, i32 noundef signext %1) unnamed_addr #1 !dbg !47 {
    #dbg_value(i32 %0, !51, !DIExpression(), !57)
    #dbg_value(i32 %1, !52, !DIExpression(), !57)
  %3 = mul i32 %0, -1640531535, !dbg !58
    #dbg_value(i32 %3, !53, !DIExpression(), !57)
  %4 = xor i32 %3, %1, !dbg !59
    #dbg_value(i32 %4, !54, !DIExpression(), !57)
    #dbg_value(i32 0, !55, !DIExpression(), !60)
  %5 = icmp eq i32 %1, 0, !dbg !61
  br i1 %5, label %6, label %10, !dbg !63

6:                                                ; preds = %10, %2
  %7 = phi i32 [ %4, %2 ], [ %14, %10 ], !dbg !57
  %8 = lshr i32 %7, 13, !dbg !64
  %9 = xor i32 %8, %7, !dbg !65
    #dbg_value(i32 %9, !54, !DIExpression(), !57)
  ret i32 %9, !dbg !66

10:                                               ; preds = %2, %10
  %11 = phi i32 [ %15, %10 ], [ 0, %2 ]
  %12 = phi i32 [ %14, %10 ], [ %4, %2 ]
    #dbg_value(i32 %11, !55, !DIExpression(), !60)
    #dbg_value(i32 %12, !54, !DIExpression(), !57)
  %13 = mul i32 %12, 33, !dbg !67
  %14 = add i32 %13, %11, !dbg !68
    #dbg_value(i32 %14, !54, !DIExpression(), !57)
  %15 = add nuw i32 %11, 1, !dbg !69
    #dbg_value(i32 %15, !55, !DIExpression(), !60)
  %16 = icmp eq i32 %15, %1, !dbg !61
  br i1 %16, label %6, label %10, !dbg !63, !llvm.loop !70
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define internal fastcc range(i32 -2147483640, -2147483648) i32 @scan(ptr nocapture noundef readonly %0) unnamed_addr #2 !dbg !73 {
    #dbg_value(ptr %0, !79, !DIExpression(), !86)
    #dbg_value(i32 8, !80, !DIExpression(), !86)
    #dbg_value(i32 1, !81, !DIExpression(), !86)
  %2 = load i32, ptr %0, align 4, !dbg !87, !tbaa !38
    #dbg_value(i32 %2, !82, !DIExpression(), !86)
  %3 = icmp eq i32 %2, 1, !dbg !88
  %4 = zext i1 %3 to i32, !dbg !88
    #dbg_value(i32 %4, !83, !DIExpression(), !86)
    #dbg_value(i32 1, !84, !DIExpression(), !89)
    #dbg_value(i32 1, !84, !DIExpression(), !89)
    #dbg_value(i32 %4, !83, !DIExpression(), !86)
  %5 = getelementptr inbounds i8, ptr %0, i32 4, !dbg !90
  %6 = load i32, ptr %5, align 4, !dbg !90, !tbaa !38
  %7 = icmp eq i32 %6, 1, !dbg !93
  %8 = zext i1 %7 to i32, !dbg !94
  %9 = add nuw nsw i32 %4, %8, !dbg !94
    #dbg_value(i32 %9, !83, !DIExpression(), !86)
    #dbg_value(i32 2, !84, !DIExpression(), !89)
  %10 = getelementptr inbounds i8, ptr %0, i32 8, !dbg !90
  %11 = load i32, ptr %10, align 4, !dbg !90, !tbaa !38
  %12 = icmp eq i32 %11, 1, !dbg !93
  %13 = zext i1 %12 to i32, !dbg !94
  %14 = add nuw nsw i32 %9, %13, !dbg !94
    #dbg_value(i32 %14, !83, !DIExpression(), !86)
    #dbg_value(i32 3, !84, !DIExpression(), !89)
  %15 = getelementptr inbounds i8, ptr %0, i32 12, !dbg !90
  %16 = load i32, ptr %15, align 4, !dbg !90, !tbaa !38
  %17 = icmp eq i32 %16, 1, !dbg !93
  %18 = zext i1 %17 to i32, !dbg !94
  %19 = add nuw nsw i32 %14, %18, !dbg !94
    #dbg_value(i32 %19, !83, !DIExpression(), !86)
    #dbg_value(i32 4, !84, !DIExpression(), !89)
  %20 = getelementptr inbounds i8, ptr %0, i32 16, !dbg !90
  %21 = load i32, ptr %20, align 4, !dbg !90, !tbaa !38
  %22 = icmp eq i32 %21, 1, !dbg !93
  %23 = zext i1 %22 to i32, !dbg !94
  %24 = add nuw nsw i32 %19, %23, !dbg !94
    #dbg_value(i32 %24, !83, !DIExpression(), !86)
    #dbg_value(i32 5, !84, !DIExpression(), !89)
  %25 = getelementptr inbounds i8, ptr %0, i32 20, !dbg !90
  %26 = load i32, ptr %25, align 4, !dbg !90, !tbaa !38
  %27 = icmp eq i32 %26, 1, !dbg !93
  %28 = zext i1 %27 to i32, !dbg !94
  %29 = add nuw nsw i32 %24, %28, !dbg !94
    #dbg_value(i32 %29, !83, !DIExpression(), !86)
    #dbg_value(i32 6, !84, !DIExpression(), !89)
  %30 = getelementptr inbounds i8, ptr %0, i32 24, !dbg !90
  %31 = load i32, ptr %30, align 4, !dbg !90, !tbaa !38
  %32 = icmp eq i32 %31, 1, !dbg !93
  %33 = zext i1 %32 to i32, !dbg !94
  %34 = add nuw nsw i32 %29, %33, !dbg !94
    #dbg_value(i32 %34, !83, !DIExpression(), !86)
    #dbg_value(i32 7, !84, !DIExpression(), !89)
  %35 = getelementptr inbounds i8, ptr %0, i32 28, !dbg !90
  %36 = load i32, ptr %35, align 4, !dbg !90, !tbaa !38
  %37 = icmp eq i32 %36, 1, !dbg !93
  %38 = zext i1 %37 to i32, !dbg !94
  %39 = add nuw nsw i32 %34, %38, !dbg !94
    #dbg_value(i32 %39, !83, !DIExpression(), !86)
    #dbg_value(i32 8, !84, !DIExpression(), !89)
  %40 = add nuw nsw i32 %39, 8, !dbg !95
    #dbg_value(i32 %40, !83, !DIExpression(), !86)
  ret i32 %40, !dbg !96
}

; Function Attrs: nofree nounwind
declare !dbg !97 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #0

attributes #0 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { nofree noinline norecurse nosync nounwind memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!17, !18, !19, !20, !21, !22}
!llvm.ident = !{!23}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "seed_in", scope: !2, file: !3, line: 28, type: !15, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "dead_values.c", directory: ".", checksumkind: CSK_MD5, checksum: "9ecab3e4967f2704b6b33e1dec5ad992")
!4 = !{!0, !5, !9}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "count_in", scope: !2, file: !3, line: 29, type: !7, isLocal: false, isDefinition: true)
!7 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !8)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(scope: null, file: !3, line: 35, type: !11, isLocal: true, isDefinition: true)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 56, elements: !13)
!12 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!13 = !{!14}
!14 = !DISubrange(count: 7)
!15 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !16)
!16 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!17 = !{i32 7, !"Dwarf Version", i32 5}
!18 = !{i32 2, !"Debug Info Version", i32 3}
!19 = !{i32 1, !"wchar_size", i32 4}
!20 = !{i32 8, !"PIC Level", i32 1}
!21 = !{i32 7, !"PIE Level", i32 1}
!22 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!23 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!24 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 31, type: !25, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !27)
!25 = !DISubroutineType(types: !26)
!26 = !{!8}
!27 = !{!28, !32, !33}
!28 = !DILocalVariable(name: "data", scope: !24, file: !3, line: 32, type: !29)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 256, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 8)
!32 = !DILocalVariable(name: "h", scope: !24, file: !3, line: 33, type: !16)
!33 = !DILocalVariable(name: "k", scope: !24, file: !3, line: 34, type: !8)
!34 = distinct !DIAssignID()
!35 = !DILocation(line: 0, scope: !24)
!36 = distinct !DIAssignID()
!37 = !DILocation(line: 33, column: 22, scope: !24)
!38 = !{!39, !39, i64 0}
!39 = !{!"int", !40, i64 0}
!40 = !{!"omnipotent char", !41, i64 0}
!41 = !{!"Simple C/C++ TBAA"}
!42 = !DILocation(line: 33, column: 31, scope: !24)
!43 = !DILocation(line: 33, column: 18, scope: !24)
!44 = !DILocation(line: 34, column: 13, scope: !24)
!45 = !DILocation(line: 35, column: 5, scope: !24)
!46 = !DILocation(line: 36, column: 5, scope: !24)
!47 = distinct !DISubprogram(name: "mix", scope: !3, file: !3, line: 9, type: !48, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !50)
!48 = !DISubroutineType(types: !49)
!49 = !{!16, !16, !16}
!50 = !{!51, !52, !53, !54, !55}
!51 = !DILocalVariable(name: "seed", arg: 1, scope: !47, file: !3, line: 9, type: !16)
!52 = !DILocalVariable(name: "n", arg: 2, scope: !47, file: !3, line: 9, type: !16)
!53 = !DILocalVariable(name: "start", scope: !47, file: !3, line: 10, type: !16)
!54 = !DILocalVariable(name: "h", scope: !47, file: !3, line: 11, type: !16)
!55 = !DILocalVariable(name: "i", scope: !56, file: !3, line: 12, type: !16)
!56 = distinct !DILexicalBlock(scope: !47, file: !3, line: 12, column: 5)
!57 = !DILocation(line: 0, scope: !47)
!58 = !DILocation(line: 10, column: 27, scope: !47)
!59 = !DILocation(line: 11, column: 24, scope: !47)
!60 = !DILocation(line: 0, scope: !56)
!61 = !DILocation(line: 12, column: 28, scope: !62)
!62 = distinct !DILexicalBlock(scope: !56, file: !3, line: 12, column: 5)
!63 = !DILocation(line: 12, column: 5, scope: !56)
!64 = !DILocation(line: 14, column: 12, scope: !47)
!65 = !DILocation(line: 14, column: 7, scope: !47)
!66 = !DILocation(line: 15, column: 5, scope: !47)
!67 = !DILocation(line: 13, column: 22, scope: !62)
!68 = !DILocation(line: 13, column: 26, scope: !62)
!69 = !DILocation(line: 12, column: 34, scope: !62)
!70 = distinct !{!70, !63, !71, !72}
!71 = !DILocation(line: 13, column: 28, scope: !56)
!72 = !{!"llvm.loop.mustprogress"}
!73 = distinct !DISubprogram(name: "scan", scope: !3, file: !3, line: 18, type: !74, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !78)
!74 = !DISubroutineType(cc: DW_CC_nocall, types: !75)
!75 = !{!8, !76, !8, !8}
!76 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !77, size: 32)
!77 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!78 = !{!79, !80, !81, !82, !83, !84}
!79 = !DILocalVariable(name: "a", arg: 1, scope: !73, file: !3, line: 18, type: !76)
!80 = !DILocalVariable(name: "n", arg: 2, scope: !73, file: !3, line: 18, type: !8)
!81 = !DILocalVariable(name: "key", arg: 3, scope: !73, file: !3, line: 18, type: !8)
!82 = !DILocalVariable(name: "first", scope: !73, file: !3, line: 19, type: !8)
!83 = !DILocalVariable(name: "hits", scope: !73, file: !3, line: 20, type: !8)
!84 = !DILocalVariable(name: "i", scope: !85, file: !3, line: 21, type: !8)
!85 = distinct !DILexicalBlock(scope: !73, file: !3, line: 21, column: 5)
!86 = !DILocation(line: 0, scope: !73)
!87 = !DILocation(line: 19, column: 17, scope: !73)
!88 = !DILocation(line: 20, column: 22, scope: !73)
!89 = !DILocation(line: 0, scope: !85)
!90 = !DILocation(line: 22, column: 13, scope: !91)
!91 = distinct !DILexicalBlock(scope: !92, file: !3, line: 22, column: 13)
!92 = distinct !DILexicalBlock(scope: !85, file: !3, line: 21, column: 5)
!93 = !DILocation(line: 22, column: 18, scope: !91)
!94 = !DILocation(line: 22, column: 13, scope: !92)
!95 = !DILocation(line: 24, column: 10, scope: !73)
!96 = !DILocation(line: 25, column: 5, scope: !73)
!97 = !DISubprogram(name: "printf", scope: !3, file: !3, line: 5, type: !98, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!98 = !DISubroutineType(types: !99)
!99 = !{!8, !100, null}
!100 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !101, size: 32)
!101 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !12)
