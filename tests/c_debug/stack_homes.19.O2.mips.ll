; ModuleID = 'stack_homes.c'
source_filename = "stack_homes.c"
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mips-unknown-linux-gnu"

%struct.pair = type { i32, i32 }

@.str = private unnamed_addr constant [7 x i8] c"%d %d\0A\00", align 1, !dbg !0

; Function Attrs: nofree nounwind
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !16 {
  %1 = alloca i32, align 4, !DIAssignID !28
    #dbg_assign(i1 undef, !21, !DIExpression(), !28, ptr %1, !DIExpression(), !29)
  %2 = alloca %struct.pair, align 4, !DIAssignID !30
    #dbg_assign(i1 undef, !22, !DIExpression(), !30, ptr %2, !DIExpression(), !29)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #4, !dbg !31
  store i32 1, ptr %1, align 4, !dbg !32, !tbaa !33, !DIAssignID !37
    #dbg_assign(i32 1, !21, !DIExpression(), !37, ptr %1, !DIExpression(), !29)
  call fastcc void @bump(ptr noundef nonnull %1), !dbg !38
  call fastcc void @bump(ptr noundef nonnull %1), !dbg !39
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #4, !dbg !40
  %3 = load i32, ptr %1, align 4, !dbg !41, !tbaa !33
  store i32 %3, ptr %2, align 4, !dbg !42, !tbaa !43, !DIAssignID !45
    #dbg_assign(i32 %3, !22, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !45, ptr %2, !DIExpression(), !29)
  %4 = shl nsw i32 %3, 1, !dbg !46
  %5 = getelementptr inbounds i8, ptr %2, i32 4, !dbg !47
  store i32 %4, ptr %5, align 4, !dbg !48, !tbaa !49, !DIAssignID !50
    #dbg_assign(i32 %4, !22, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !50, ptr %5, !DIExpression(), !29)
  %6 = call fastcc i32 @sum(ptr noundef nonnull %2), !dbg !51
    #dbg_value(i32 %6, !27, !DIExpression(), !29)
  call fastcc void @bump(ptr noundef nonnull %1), !dbg !52
  %7 = shl nsw i32 %6, 1, !dbg !53
    #dbg_value(i32 %7, !27, !DIExpression(), !29)
  %8 = load i32, ptr %1, align 4, !dbg !54, !tbaa !33
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext %8, i32 noundef signext %7), !dbg !55
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #4, !dbg !56
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #4, !dbg !56
  ret i32 0, !dbg !57
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define internal fastcc void @bump(ptr nocapture noundef %0) unnamed_addr #2 !dbg !58 {
    #dbg_value(ptr %0, !63, !DIExpression(), !64)
  %2 = load i32, ptr %0, align 4, !dbg !65, !tbaa !33
  %3 = add nsw i32 %2, 3, !dbg !65
  store i32 %3, ptr %0, align 4, !dbg !65, !tbaa !33
  ret void, !dbg !66
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define internal fastcc i32 @sum(ptr nocapture noundef readonly %0) unnamed_addr #3 !dbg !67 {
    #dbg_value(ptr %0, !73, !DIExpression(), !74)
  %2 = load i32, ptr %0, align 4, !dbg !75, !tbaa !43
  %3 = mul nsw i32 %2, 5, !dbg !76
  %4 = getelementptr inbounds i8, ptr %0, i32 4, !dbg !77
  %5 = load i32, ptr %4, align 4, !dbg !77, !tbaa !49
  %6 = add nsw i32 %3, %5, !dbg !78
  ret i32 %6, !dbg !79
}

; Function Attrs: nofree nounwind
declare !dbg !80 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14}
!llvm.ident = !{!15}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "stack_homes.c", directory: ".", checksumkind: CSK_MD5, checksum: "5b8e560d6a0e0dea0db9f52101a50085")
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
!16 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 16, type: !17, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !20)
!17 = !DISubroutineType(types: !18)
!18 = !{!19}
!19 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!20 = !{!21, !22, !27}
!21 = !DILocalVariable(name: "count", scope: !16, file: !2, line: 17, type: !19)
!22 = !DILocalVariable(name: "pr", scope: !16, file: !2, line: 20, type: !23)
!23 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "pair", file: !2, line: 8, size: 64, elements: !24)
!24 = !{!25, !26}
!25 = !DIDerivedType(tag: DW_TAG_member, name: "lo", scope: !23, file: !2, line: 8, baseType: !19, size: 32)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "hi", scope: !23, file: !2, line: 8, baseType: !19, size: 32, offset: 32)
!27 = !DILocalVariable(name: "total", scope: !16, file: !2, line: 23, type: !19)
!28 = distinct !DIAssignID()
!29 = !DILocation(line: 0, scope: !16)
!30 = distinct !DIAssignID()
!31 = !DILocation(line: 17, column: 5, scope: !16)
!32 = !DILocation(line: 17, column: 9, scope: !16)
!33 = !{!34, !34, i64 0}
!34 = !{!"int", !35, i64 0}
!35 = !{!"omnipotent char", !36, i64 0}
!36 = !{!"Simple C/C++ TBAA"}
!37 = distinct !DIAssignID()
!38 = !DILocation(line: 18, column: 5, scope: !16)
!39 = !DILocation(line: 19, column: 5, scope: !16)
!40 = !DILocation(line: 20, column: 5, scope: !16)
!41 = !DILocation(line: 21, column: 13, scope: !16)
!42 = !DILocation(line: 21, column: 11, scope: !16)
!43 = !{!44, !34, i64 0}
!44 = !{!"pair", !34, i64 0, !34, i64 4}
!45 = distinct !DIAssignID()
!46 = !DILocation(line: 22, column: 15, scope: !16)
!47 = !DILocation(line: 22, column: 8, scope: !16)
!48 = !DILocation(line: 22, column: 11, scope: !16)
!49 = !{!44, !34, i64 4}
!50 = distinct !DIAssignID()
!51 = !DILocation(line: 23, column: 17, scope: !16)
!52 = !DILocation(line: 24, column: 5, scope: !16)
!53 = !DILocation(line: 25, column: 11, scope: !16)
!54 = !DILocation(line: 26, column: 23, scope: !16)
!55 = !DILocation(line: 26, column: 5, scope: !16)
!56 = !DILocation(line: 28, column: 1, scope: !16)
!57 = !DILocation(line: 27, column: 5, scope: !16)
!58 = distinct !DISubprogram(name: "bump", scope: !2, file: !2, line: 12, type: !59, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !62)
!59 = !DISubroutineType(types: !60)
!60 = !{null, !61}
!61 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 32)
!62 = !{!63}
!63 = !DILocalVariable(name: "p", arg: 1, scope: !58, file: !2, line: 12, type: !61)
!64 = !DILocation(line: 0, scope: !58)
!65 = !DILocation(line: 12, column: 31, scope: !58)
!66 = !DILocation(line: 12, column: 37, scope: !58)
!67 = distinct !DISubprogram(name: "sum", scope: !2, file: !2, line: 14, type: !68, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !72)
!68 = !DISubroutineType(types: !69)
!69 = !{!19, !70}
!70 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !71, size: 32)
!71 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !23)
!72 = !{!73}
!73 = !DILocalVariable(name: "q", arg: 1, scope: !67, file: !2, line: 14, type: !70)
!74 = !DILocation(line: 0, scope: !67)
!75 = !DILocation(line: 14, column: 50, scope: !67)
!76 = !DILocation(line: 14, column: 53, scope: !67)
!77 = !DILocation(line: 14, column: 62, scope: !67)
!78 = !DILocation(line: 14, column: 57, scope: !67)
!79 = !DILocation(line: 14, column: 40, scope: !67)
!80 = !DISubprogram(name: "printf", scope: !2, file: !2, line: 7, type: !81, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!81 = !DISubroutineType(types: !82)
!82 = !{!19, !83, null}
!83 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !84, size: 32)
!84 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
