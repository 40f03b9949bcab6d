; ModuleID = 'meta_recursion.c'
source_filename = "meta_recursion.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

@.str = private unnamed_addr constant [10 x i8] c"%llu %ld\0A\00", align 1, !dbg !0

; Function Attrs: nofree nounwind
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !15 {
  %1 = tail call fastcc i64 @fib(i32 noundef signext 15), !dbg !19
    #dbg_value(i32 1071, !20, !DIExpression(), !29)
    #dbg_value(i32 462, !26, !DIExpression(), !29)
  br label %2, !dbg !31

2:                                                ; preds = %2, %0
  %3 = phi i32 [ 1071, %0 ], [ %4, %2 ]
  %4 = phi i32 [ 462, %0 ], [ %5, %2 ]
    #dbg_value(i32 %3, !20, !DIExpression(), !29)
    #dbg_value(i32 %4, !26, !DIExpression(), !29)
  %5 = urem i32 %3, %4, !dbg !32
    #dbg_value(i32 %5, !27, !DIExpression(), !33)
    #dbg_value(i32 %4, !20, !DIExpression(), !29)
    #dbg_value(i32 %5, !26, !DIExpression(), !29)
  %6 = icmp eq i32 %5, 0, !dbg !34
  br i1 %6, label %7, label %2, !dbg !31, !llvm.loop !35

7:                                                ; preds = %2
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef zeroext %1, i32 noundef signext %4), !dbg !38
  ret i32 0, !dbg !39
}

; Function Attrs: nofree nounwind
declare !dbg !40 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #0

; Function Attrs: nofree nosync nounwind memory(none)
define internal fastcc i64 @fib(i32 noundef signext %0) unnamed_addr #1 !dbg !47 {
    #dbg_value(i32 %0, !54, !DIExpression(), !55)
  %2 = icmp ult i32 %0, 2, !dbg !56
  br i1 %2, label %3, label %8, !dbg !57

3:                                                ; preds = %8, %1
  %4 = phi i64 [ 0, %1 ], [ %14, %8 ]
  %5 = phi i32 [ %0, %1 ], [ %13, %8 ]
  %6 = zext nneg i32 %5 to i64, !dbg !58
  %7 = add i64 %4, %6
  ret i64 %7, !dbg !59

8:                                                ; preds = %1, %8
  %9 = phi i32 [ %13, %8 ], [ %0, %1 ]
  %10 = phi i64 [ %14, %8 ], [ 0, %1 ]
    #dbg_value(i32 %9, !54, !DIExpression(), !55)
  %11 = add i32 %9, -1, !dbg !60
  %12 = tail call fastcc i64 @fib(i32 noundef signext %11), !dbg !61
  %13 = add i32 %9, -2, !dbg !62
  %14 = add i64 %12, %10, !dbg !63
    #dbg_value(i32 %13, !54, !DIExpression(), !55)
  %15 = icmp ult i32 %13, 2, !dbg !56
  br i1 %15, label %3, label %8, !dbg !57
}

attributes #0 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { nofree nosync nounwind memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 13, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "meta_recursion.c", directory: "/src", checksumkind: CSK_MD5, checksum: "a54ad9cf131f20cc01371dc480f15afc")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 10)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !8, splitDebugInlining: false, nameTableKind: None)
!8 = !{!0}
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 8, !"PIC Level", i32 1}
!13 = !{i32 7, !"PIE Level", i32 1}
!14 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!15 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 12, type: !16, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7)
!16 = !DISubroutineType(types: !17)
!17 = !{!18}
!18 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!19 = !DILocation(line: 13, column: 24, scope: !15)
!20 = !DILocalVariable(name: "a", arg: 1, scope: !21, file: !2, line: 4, type: !24)
!21 = distinct !DISubprogram(name: "gcd", scope: !2, file: !2, line: 4, type: !22, scopeLine: 4, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !25)
!22 = !DISubroutineType(types: !23)
!23 = !{!24, !24, !24}
!24 = !DIBasicType(name: "long", size: 32, encoding: DW_ATE_signed)
!25 = !{!20, !26, !27}
!26 = !DILocalVariable(name: "b", arg: 2, scope: !21, file: !2, line: 4, type: !24)
!27 = !DILocalVariable(name: "t", scope: !28, file: !2, line: 6, type: !24)
!28 = distinct !DILexicalBlock(scope: !21, file: !2, line: 5, column: 18)
!29 = !DILocation(line: 0, scope: !21, inlinedAt: !30)
!30 = distinct !DILocation(line: 13, column: 33, scope: !15)
!31 = !DILocation(line: 5, column: 3, scope: !21, inlinedAt: !30)
!32 = !DILocation(line: 6, column: 16, scope: !28, inlinedAt: !30)
!33 = !DILocation(line: 0, scope: !28, inlinedAt: !30)
!34 = !DILocation(line: 5, column: 12, scope: !21, inlinedAt: !30)
!35 = distinct !{!35, !31, !36, !37}
!36 = !DILocation(line: 9, column: 3, scope: !21, inlinedAt: !30)
!37 = !{!"llvm.loop.mustprogress"}
!38 = !DILocation(line: 13, column: 3, scope: !15)
!39 = !DILocation(line: 14, column: 3, scope: !15)
!40 = !DISubprogram(name: "printf", scope: !41, file: !41, line: 356, type: !42, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!41 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!42 = !DISubroutineType(types: !43)
!43 = !{!18, !44, null}
!44 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !45)
!45 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !46, size: 32)
!46 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!47 = distinct !DISubprogram(name: "fib", scope: !2, file: !2, line: 3, type: !48, scopeLine: 3, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !53)
!48 = !DISubroutineType(types: !49)
!49 = !{!50, !52}
!50 = !DIDerivedType(tag: DW_TAG_typedef, name: "u64", file: !2, line: 2, baseType: !51)
!51 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!52 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!53 = !{!54}
!54 = !DILocalVariable(name: "n", arg: 1, scope: !47, file: !2, line: 3, type: !52)
!55 = !DILocation(line: 0, scope: !47)
!56 = !DILocation(line: 3, column: 39, scope: !47)
!57 = !DILocation(line: 3, column: 37, scope: !47)
!58 = !DILocation(line: 3, column: 45, scope: !47)
!59 = !DILocation(line: 3, column: 30, scope: !47)
!60 = !DILocation(line: 3, column: 55, scope: !47)
!61 = !DILocation(line: 3, column: 49, scope: !47)
!62 = !DILocation(line: 3, column: 68, scope: !47)
!63 = !DILocation(line: 3, column: 60, scope: !47)
