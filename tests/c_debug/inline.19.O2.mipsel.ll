; ModuleID = 'inline.c'
source_filename = "inline.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"%d %d\0A\00", align 1, !dbg !0

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i32 @scale(i32 noundef signext %0, i32 noundef signext %1) local_unnamed_addr #0 !dbg !16 {
    #dbg_value(i32 %0, !21, !DIExpression(), !26)
    #dbg_value(i32 %1, !22, !DIExpression(), !26)
    #dbg_value(!DIArgList(i32 %0, i32 %1), !27, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_mul, DW_OP_stack_value), !34)
    #dbg_value(i32 -100, !32, !DIExpression(), !34)
    #dbg_value(i32 100, !33, !DIExpression(), !34)
    #dbg_value(i32 poison, !23, !DIExpression(), !26)
    #dbg_value(i32 poison, !36, !DIExpression(), !42)
    #dbg_value(!DIArgList(i32 poison, i32 poison), !41, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_mul, DW_OP_stack_value), !42)
    #dbg_value(i32 %1, !44, !DIExpression(), !50)
    #dbg_value(i32 0, !47, !DIExpression(), !50)
    #dbg_value(i32 1, !48, !DIExpression(), !52)
  %3 = icmp slt i32 %1, 1, !dbg !53
  br i1 %3, label %23, label %4, !dbg !55

4:                                                ; preds = %2
  %5 = add nsw i32 %1, -1, !dbg !55
  %6 = zext nneg i32 %5 to i33, !dbg !55
  %7 = add nsw i32 %1, -2, !dbg !55
  %8 = zext i32 %7 to i33, !dbg !55
  %9 = mul i33 %6, %8, !dbg !55
  %10 = add nsw i32 %1, -3, !dbg !55
  %11 = zext i32 %10 to i33, !dbg !55
  %12 = mul i33 %9, %11, !dbg !55
  %13 = lshr i33 %12, 1, !dbg !55
  %14 = trunc nuw i33 %13 to i32, !dbg !55
  %15 = mul i32 %14, 1431655766, !dbg !55
  %16 = lshr i33 %9, 1, !dbg !55
  %17 = trunc nuw i33 %16 to i32, !dbg !55
  %18 = mul i32 %17, 5, !dbg !55
  %19 = shl i32 %1, 2, !dbg !55
    #dbg_value(i32 undef, !48, !DIExpression(), !52)
    #dbg_value(i32 poison, !47, !DIExpression(), !50)
  %20 = add i32 %19, -3, !dbg !55
  %21 = add i32 %20, %18, !dbg !55
  %22 = add i32 %21, %15, !dbg !55
  br label %23, !dbg !56

23:                                               ; preds = %2, %4
  %24 = phi i32 [ 0, %2 ], [ %22, %4 ], !dbg !50
  %25 = mul nsw i32 %1, %0, !dbg !57
    #dbg_value(i32 %25, !27, !DIExpression(), !34)
  %26 = tail call i32 @llvm.smin.i32(i32 %25, i32 100), !dbg !58
  %27 = tail call i32 @llvm.smax.i32(i32 %26, i32 -100), !dbg !58
    #dbg_value(!DIArgList(i32 %27, i32 %27), !41, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_mul, DW_OP_stack_value), !42)
    #dbg_value(i32 %27, !23, !DIExpression(), !26)
    #dbg_value(i32 %27, !36, !DIExpression(), !42)
  %28 = mul nsw i32 %27, %27, !dbg !59
    #dbg_value(i32 %28, !41, !DIExpression(), !42)
    #dbg_value(i32 poison, !24, !DIExpression(), !60)
  %29 = sub i32 %28, %0, !dbg !61
  %30 = add i32 %29, %24, !dbg !62
    #dbg_value(i32 %30, !23, !DIExpression(), !26)
  ret i32 %30, !dbg !63
}

; Function Attrs: nofree nounwind
define dso_local noundef i32 @main() local_unnamed_addr #1 !dbg !64 {
    #dbg_value(i32 0, !68, !DIExpression(), !71)
    #dbg_value(i32 undef, !68, !DIExpression(), !71)
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext 0, i32 noundef signext 140), !dbg !72
  ret i32 0, !dbg !73
}

; Function Attrs: nofree nounwind
declare !dbg !74 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14}
!llvm.ident = !{!15}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "inline.c", directory: ".", checksumkind: CSK_MD5, checksum: "9ba23e0f5f41505098868ad5b0558667")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 7)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !8, splitDebugInlining: false, nameTableKind: None)
!8 = !{!0}
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 8, !"PIC Level", i32 1}
!13 = !{i32 7, !"PIE Level", i32 1}
!14 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!15 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!16 = distinct !DISubprogram(name: "scale", scope: !2, file: !2, line: 26, type: !17, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !20)
!17 = !DISubroutineType(types: !18)
!18 = !{!19, !19, !19}
!19 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!20 = !{!21, !22, !23, !24}
!21 = !DILocalVariable(name: "a", arg: 1, scope: !16, file: !2, line: 26, type: !19)
!22 = !DILocalVariable(name: "b", arg: 2, scope: !16, file: !2, line: 26, type: !19)
!23 = !DILocalVariable(name: "r", scope: !16, file: !2, line: 27, type: !19)
!24 = !DILocalVariable(name: "t", scope: !25, file: !2, line: 29, type: !19)
!25 = distinct !DILexicalBlock(scope: !16, file: !2, line: 28, column: 5)
!26 = !DILocation(line: 0, scope: !16)
!27 = !DILocalVariable(name: "v", arg: 1, scope: !28, file: !2, line: 18, type: !19)
!28 = distinct !DISubprogram(name: "clamp", scope: !2, file: !2, line: 18, type: !29, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !31)
!29 = !DISubroutineType(types: !30)
!30 = !{!19, !19, !19, !19}
!31 = !{!27, !32, !33}
!32 = !DILocalVariable(name: "lo", arg: 2, scope: !28, file: !2, line: 18, type: !19)
!33 = !DILocalVariable(name: "hi", arg: 3, scope: !28, file: !2, line: 18, type: !19)
!34 = !DILocation(line: 0, scope: !28, inlinedAt: !35)
!35 = distinct !DILocation(line: 27, column: 13, scope: !16)
!36 = !DILocalVariable(name: "x", arg: 1, scope: !37, file: !2, line: 5, type: !19)
!37 = distinct !DISubprogram(name: "square", scope: !2, file: !2, line: 5, type: !38, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !40)
!38 = !DISubroutineType(types: !39)
!39 = !{!19, !19}
!40 = !{!36, !41}
!41 = !DILocalVariable(name: "y", scope: !37, file: !2, line: 6, type: !19)
!42 = !DILocation(line: 0, scope: !37, inlinedAt: !43)
!43 = distinct !DILocation(line: 29, column: 17, scope: !25)
!44 = !DILocalVariable(name: "n", arg: 1, scope: !45, file: !2, line: 10, type: !19)
!45 = distinct !DISubprogram(name: "sum_squares", scope: !2, file: !2, line: 10, type: !38, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !46)
!46 = !{!44, !47, !48}
!47 = !DILocalVariable(name: "s", scope: !45, file: !2, line: 11, type: !19)
!48 = !DILocalVariable(name: "i", scope: !49, file: !2, line: 12, type: !19)
!49 = distinct !DILexicalBlock(scope: !45, file: !2, line: 12, column: 5)
!50 = !DILocation(line: 0, scope: !45, inlinedAt: !51)
!51 = distinct !DILocation(line: 29, column: 29, scope: !25)
!52 = !DILocation(line: 0, scope: !49, inlinedAt: !51)
!53 = !DILocation(line: 12, column: 23, scope: !54, inlinedAt: !51)
!54 = distinct !DILexicalBlock(scope: !49, file: !2, line: 12, column: 5)
!55 = !DILocation(line: 12, column: 5, scope: !49, inlinedAt: !51)
!56 = !DILocation(line: 15, column: 5, scope: !45, inlinedAt: !51)
!57 = !DILocation(line: 27, column: 21, scope: !16)
!58 = !DILocation(line: 19, column: 9, scope: !28, inlinedAt: !35)
!59 = !DILocation(line: 6, column: 15, scope: !37, inlinedAt: !43)
!60 = !DILocation(line: 0, scope: !25)
!61 = !DILocation(line: 29, column: 27, scope: !25)
!62 = !DILocation(line: 30, column: 15, scope: !25)
!63 = !DILocation(line: 32, column: 5, scope: !16)
!64 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 35, type: !65, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !67)
!65 = !DISubroutineType(types: !66)
!66 = !{!19}
!67 = !{!68, !69}
!68 = !DILocalVariable(name: "total", scope: !64, file: !2, line: 36, type: !19)
!69 = !DILocalVariable(name: "k", scope: !70, file: !2, line: 37, type: !19)
!70 = distinct !DILexicalBlock(scope: !64, file: !2, line: 37, column: 5)
!71 = !DILocation(line: 0, scope: !64)
!72 = !DILocation(line: 41, column: 5, scope: !64)
!73 = !DILocation(line: 42, column: 5, scope: !64)
!74 = !DISubprogram(name: "printf", scope: !2, file: !2, line: 3, type: !75, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!75 = !DISubroutineType(types: !76)
!76 = !{!19, !77, null}
!77 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !78, size: 32)
!78 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
