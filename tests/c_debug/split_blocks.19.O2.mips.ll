; ModuleID = 'split_blocks.c'
source_filename = "split_blocks.c"
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mips-unknown-linux-gnu"

@big = dso_local global i64 1234567, align 8, !dbg !0
@small = dso_local global i32 77, align 4, !dbg !5
@.str = private unnamed_addr constant [6 x i8] c"%llu\0A\00", align 1, !dbg !9

; Function Attrs: nofree nounwind
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !24 {
  %1 = load volatile i64, ptr @big, align 8, !dbg !30, !tbaa !31
  %2 = load volatile i32, ptr @small, align 4, !dbg !35, !tbaa !36
  %3 = tail call fastcc i64 @tenths(i64 noundef zeroext %1, i32 noundef signext %2), !dbg !38
    #dbg_value(i64 %3, !29, !DIExpression(), !39)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef zeroext %3), !dbg !40
  ret i32 0, !dbg !41
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define internal fastcc range(i64 0, 1844678702338251) i64 @tenths(i64 noundef zeroext %0, i32 noundef signext %1) unnamed_addr #1 !dbg !42 {
    #dbg_value(i64 %0, !46, !DIExpression(), !50)
    #dbg_value(i32 %1, !47, !DIExpression(), !50)
  %3 = udiv i64 %0, 10000, !dbg !51
    #dbg_value(i64 %3, !48, !DIExpression(), !50)
  %4 = mul i32 %1, 3, !dbg !52
    #dbg_value(i32 %4, !49, !DIExpression(), !50)
  %5 = lshr i32 %1, 2, !dbg !53
  %6 = xor i32 %4, %5, !dbg !54
    #dbg_value(i32 %6, !49, !DIExpression(), !50)
  %7 = zext i32 %6 to i64, !dbg !55
  %8 = add nuw nsw i64 %3, %7, !dbg !56
  ret i64 %8, !dbg !57
}

; Function Attrs: nofree nounwind
declare !dbg !58 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #0

attributes #0 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!17, !18, !19, !20, !21, !22}
!llvm.ident = !{!23}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "big", scope: !2, file: !3, line: 16, type: !15, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "split_blocks.c", directory: ".", checksumkind: CSK_MD5, checksum: "1533d60163d3a09465de7e8875b8478c")
!4 = !{!0, !5, !9}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "small", scope: !2, file: !3, line: 17, type: !7, isLocal: false, isDefinition: true)
!7 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !8)
!8 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(scope: null, file: !3, line: 21, type: !11, isLocal: true, isDefinition: true)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 48, elements: !13)
!12 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!13 = !{!14}
!14 = !DISubrange(count: 6)
!15 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !16)
!16 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!17 = !{i32 7, !"Dwarf Version", i32 5}
!18 = !{i32 2, !"Debug Info Version", i32 3}
!19 = !{i32 1, !"wchar_size", i32 4}
!20 = !{i32 8, !"PIC Level", i32 1}
!21 = !{i32 7, !"PIE Level", i32 1}
!22 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!23 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!24 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 19, type: !25, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !28)
!25 = !DISubroutineType(types: !26)
!26 = !{!27}
!27 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!28 = !{!29}
!29 = !DILocalVariable(name: "r", scope: !24, file: !3, line: 20, type: !16)
!30 = !DILocation(line: 20, column: 35, scope: !24)
!31 = !{!32, !32, i64 0}
!32 = !{!"long long", !33, i64 0}
!33 = !{!"omnipotent char", !34, i64 0}
!34 = !{!"Simple C/C++ TBAA"}
!35 = !DILocation(line: 20, column: 40, scope: !24)
!36 = !{!37, !37, i64 0}
!37 = !{!"int", !33, i64 0}
!38 = !DILocation(line: 20, column: 28, scope: !24)
!39 = !DILocation(line: 0, scope: !24)
!40 = !DILocation(line: 21, column: 5, scope: !24)
!41 = !DILocation(line: 22, column: 5, scope: !24)
!42 = distinct !DISubprogram(name: "tenths", scope: !3, file: !3, line: 9, type: !43, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !45)
!43 = !DISubroutineType(types: !44)
!44 = !{!16, !16, !8}
!45 = !{!46, !47, !48, !49}
!46 = !DILocalVariable(name: "x", arg: 1, scope: !42, file: !3, line: 9, type: !16)
!47 = !DILocalVariable(name: "k", arg: 2, scope: !42, file: !3, line: 9, type: !8)
!48 = !DILocalVariable(name: "d", scope: !42, file: !3, line: 10, type: !16)
!49 = !DILocalVariable(name: "m", scope: !42, file: !3, line: 11, type: !8)
!50 = !DILocation(line: 0, scope: !42)
!51 = !DILocation(line: 10, column: 30, scope: !42)
!52 = !DILocation(line: 11, column: 20, scope: !42)
!53 = !DILocation(line: 12, column: 12, scope: !42)
!54 = !DILocation(line: 12, column: 7, scope: !42)
!55 = !DILocation(line: 13, column: 16, scope: !42)
!56 = !DILocation(line: 13, column: 14, scope: !42)
!57 = !DILocation(line: 13, column: 5, scope: !42)
!58 = !DISubprogram(name: "printf", scope: !3, file: !3, line: 6, type: !59, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!59 = !DISubroutineType(types: !60)
!60 = !{!27, !61, null}
!61 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !62, size: 32)
!62 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !12)
