; ModuleID = 'other_writers.c'
source_filename = "other_writers.c"
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mips-unknown-linux-gnu"

@.str = private unnamed_addr constant [14 x i8] c"%d %lld %lld\0A\00", align 1, !dbg !0

; Function Attrs: nounwind
define dso_local noundef i32 @main(i32 noundef signext %0, ptr nocapture noundef readnone %1) local_unnamed_addr #0 !dbg !18 {
  %3 = alloca i32, align 4, !DIAssignID !41
    #dbg_assign(i1 undef, !27, !DIExpression(), !41, ptr %3, !DIExpression(), !42)
  %4 = alloca [8 x i8], align 8, !DIAssignID !43
    #dbg_assign(i1 undef, !34, !DIExpression(), !43, ptr %4, !DIExpression(), !42)
  %5 = alloca i64, align 8, !DIAssignID !44
    #dbg_assign(i1 undef, !38, !DIExpression(), !44, ptr %5, !DIExpression(), !42)
    #dbg_value(i32 %0, !25, !DIExpression(), !42)
    #dbg_value(ptr %1, !26, !DIExpression(), !42)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #6, !dbg !45
  store i32 %0, ptr %3, align 4, !dbg !46, !tbaa !47, !DIAssignID !51
    #dbg_assign(i32 %0, !27, !DIExpression(), !51, ptr %3, !DIExpression(), !42)
  %6 = icmp sgt i32 %0, 5, !dbg !52
  %7 = select i1 %6, ptr @twice, ptr @add_five, !dbg !53
    #dbg_value(ptr %7, !28, !DIExpression(), !42)
  call void %7(ptr noundef nonnull %3) #6, !dbg !54, !callees !55
  call void %7(ptr noundef nonnull %3) #6, !dbg !56, !callees !55
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #6, !dbg !57
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #6, !dbg !58
  %8 = load i32, ptr %3, align 4, !dbg !59, !tbaa !47
  %9 = sext i32 %8 to i64, !dbg !59
  store i64 %9, ptr %5, align 8, !dbg !60, !tbaa !61, !DIAssignID !63
    #dbg_assign(i64 %9, !38, !DIExpression(), !63, ptr %5, !DIExpression(), !42)
  %10 = call fastcc i64 @peek(ptr noundef nonnull %5), !dbg !64
    #dbg_value(i64 %10, !40, !DIExpression(), !42)
  call fastcc void @fill(ptr noundef nonnull %4, i32 noundef signext %8), !dbg !65
  %11 = load i64, ptr %4, align 8, !dbg !66
  store i64 %11, ptr %5, align 8, !dbg !66, !DIAssignID !67
    #dbg_assign(i1 undef, !38, !DIExpression(), !67, ptr %5, !DIExpression(), !42)
  %12 = call fastcc i64 @peek(ptr noundef nonnull %5), !dbg !68
  %13 = add nsw i64 %12, %10, !dbg !69
    #dbg_value(i64 %13, !40, !DIExpression(), !42)
  call void %7(ptr noundef nonnull %3) #6, !dbg !70, !callees !55
  %14 = load i32, ptr %3, align 4, !dbg !71, !tbaa !47
  %15 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext %14, i64 noundef signext %11, i64 noundef signext %13), !dbg !72
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #6, !dbg !73
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #6, !dbg !73
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #6, !dbg !73
  ret i32 0, !dbg !74
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define internal void @twice(ptr nocapture noundef %0) unnamed_addr #2 !dbg !75 {
    #dbg_value(ptr %0, !77, !DIExpression(), !78)
  %2 = load i32, ptr %0, align 4, !dbg !79, !tbaa !47
  %3 = shl nsw i32 %2, 1, !dbg !79
  store i32 %3, ptr %0, align 4, !dbg !79, !tbaa !47
  ret void, !dbg !80
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define internal void @add_five(ptr nocapture noundef %0) unnamed_addr #2 !dbg !81 {
    #dbg_value(ptr %0, !83, !DIExpression(), !84)
  %2 = load i32, ptr %0, align 4, !dbg !85, !tbaa !47
  %3 = add nsw i32 %2, 5, !dbg !85
  store i32 %3, ptr %0, align 4, !dbg !85, !tbaa !47
  ret void, !dbg !86
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define internal fastcc range(i64 -9223372036854775807, -9223372036854775808) i64 @peek(ptr nocapture noundef readonly %0) unnamed_addr #3 !dbg !87 {
    #dbg_value(ptr %0, !93, !DIExpression(), !94)
  %2 = load i64, ptr %0, align 8, !dbg !95, !tbaa !61
  %3 = add nsw i64 %2, 1, !dbg !96
  ret i64 %3, !dbg !97
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write)
define internal fastcc void @fill(ptr nocapture noundef writeonly %0, i32 noundef signext %1) unnamed_addr #4 !dbg !98 {
    #dbg_value(ptr %0, !103, !DIExpression(), !107)
    #dbg_value(i32 %1, !104, !DIExpression(), !107)
    #dbg_value(i32 0, !105, !DIExpression(), !108)
    #dbg_value(i32 0, !105, !DIExpression(), !108)
  %3 = trunc i32 %1 to i8, !dbg !109
  store i8 %3, ptr %0, align 1, !dbg !111, !tbaa !112
    #dbg_value(i32 1, !105, !DIExpression(), !108)
  %4 = trunc i32 %1 to i8, !dbg !109
  %5 = add i8 %4, 3, !dbg !109
  %6 = getelementptr inbounds i8, ptr %0, i32 1, !dbg !113
  store i8 %5, ptr %6, align 1, !dbg !111, !tbaa !112
    #dbg_value(i32 2, !105, !DIExpression(), !108)
  %7 = trunc i32 %1 to i8, !dbg !109
  %8 = add i8 %7, 6, !dbg !109
  %9 = getelementptr inbounds i8, ptr %0, i32 2, !dbg !113
  store i8 %8, ptr %9, align 1, !dbg !111, !tbaa !112
    #dbg_value(i32 3, !105, !DIExpression(), !108)
  %10 = trunc i32 %1 to i8, !dbg !109
  %11 = add i8 %10, 9, !dbg !109
  %12 = getelementptr inbounds i8, ptr %0, i32 3, !dbg !113
  store i8 %11, ptr %12, align 1, !dbg !111, !tbaa !112
    #dbg_value(i32 4, !105, !DIExpression(), !108)
  %13 = trunc i32 %1 to i8, !dbg !109
  %14 = add i8 %13, 12, !dbg !109
  %15 = getelementptr inbounds i8, ptr %0, i32 4, !dbg !113
  store i8 %14, ptr %15, align 1, !dbg !111, !tbaa !112
    #dbg_value(i32 5, !105, !DIExpression(), !108)
  %16 = trunc i32 %1 to i8, !dbg !109
  %17 = add i8 %16, 15, !dbg !109
  %18 = getelementptr inbounds i8, ptr %0, i32 5, !dbg !113
  store i8 %17, ptr %18, align 1, !dbg !111, !tbaa !112
    #dbg_value(i32 6, !105, !DIExpression(), !108)
  %19 = trunc i32 %1 to i8, !dbg !109
  %20 = add i8 %19, 18, !dbg !109
  %21 = getelementptr inbounds i8, ptr %0, i32 6, !dbg !113
  store i8 %20, ptr %21, align 1, !dbg !111, !tbaa !112
    #dbg_value(i32 7, !105, !DIExpression(), !108)
  %22 = trunc i32 %1 to i8, !dbg !109
  %23 = add i8 %22, 21, !dbg !109
  %24 = getelementptr inbounds i8, ptr %0, i32 7, !dbg !113
  store i8 %23, ptr %24, align 1, !dbg !111, !tbaa !112
    #dbg_value(i32 8, !105, !DIExpression(), !108)
  ret void, !dbg !114
}

; Function Attrs: nofree nounwind
declare !dbg !115 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16}
!llvm.ident = !{!17}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "other_writers.c", directory: ".", checksumkind: CSK_MD5, checksum: "36bd58e92c865c87b5d8c7263421dcf0")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 14)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !10, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9}
!9 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!10 = !{!0}
!11 = !{i32 7, !"Dwarf Version", i32 5}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 1, !"wchar_size", i32 4}
!14 = !{i32 8, !"PIC Level", i32 1}
!15 = !{i32 7, !"PIE Level", i32 1}
!16 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!17 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!18 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 23, type: !19, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !24)
!19 = !DISubroutineType(types: !20)
!20 = !{!21, !21, !22}
!21 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 32)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 32)
!24 = !{!25, !26, !27, !28, !34, !38, !40}
!25 = !DILocalVariable(name: "argc", arg: 1, scope: !18, file: !2, line: 23, type: !21)
!26 = !DILocalVariable(name: "argv", arg: 2, scope: !18, file: !2, line: 23, type: !22)
!27 = !DILocalVariable(name: "acc", scope: !18, file: !2, line: 25, type: !21)
!28 = !DILocalVariable(name: "step", scope: !18, file: !2, line: 26, type: !29)
!29 = !DIDerivedType(tag: DW_TAG_typedef, name: "stepper", file: !2, line: 9, baseType: !30)
!30 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !31, size: 32)
!31 = !DISubroutineType(types: !32)
!32 = !{null, !33}
!33 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 32)
!34 = !DILocalVariable(name: "buf", scope: !18, file: !2, line: 29, type: !35)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 64, elements: !36)
!36 = !{!37}
!37 = !DISubrange(count: 8)
!38 = !DILocalVariable(name: "big", scope: !18, file: !2, line: 30, type: !39)
!39 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!40 = !DILocalVariable(name: "seen", scope: !18, file: !2, line: 31, type: !39)
!41 = distinct !DIAssignID()
!42 = !DILocation(line: 0, scope: !18)
!43 = distinct !DIAssignID()
!44 = distinct !DIAssignID()
!45 = !DILocation(line: 25, column: 5, scope: !18)
!46 = !DILocation(line: 25, column: 9, scope: !18)
!47 = !{!48, !48, i64 0}
!48 = !{!"int", !49, i64 0}
!49 = !{!"omnipotent char", !50, i64 0}
!50 = !{!"Simple C/C++ TBAA"}
!51 = distinct !DIAssignID()
!52 = !DILocation(line: 26, column: 25, scope: !18)
!53 = !DILocation(line: 26, column: 20, scope: !18)
!54 = !DILocation(line: 27, column: 5, scope: !18)
!55 = !{ptr @add_five, ptr @twice}
!56 = !DILocation(line: 28, column: 5, scope: !18)
!57 = !DILocation(line: 29, column: 5, scope: !18)
!58 = !DILocation(line: 30, column: 5, scope: !18)
!59 = !DILocation(line: 30, column: 21, scope: !18)
!60 = !DILocation(line: 30, column: 15, scope: !18)
!61 = !{!62, !62, i64 0}
!62 = !{!"long long", !49, i64 0}
!63 = distinct !DIAssignID()
!64 = !DILocation(line: 31, column: 22, scope: !18)
!65 = !DILocation(line: 32, column: 5, scope: !18)
!66 = !DILocation(line: 33, column: 5, scope: !18)
!67 = distinct !DIAssignID()
!68 = !DILocation(line: 34, column: 13, scope: !18)
!69 = !DILocation(line: 34, column: 10, scope: !18)
!70 = !DILocation(line: 35, column: 5, scope: !18)
!71 = !DILocation(line: 36, column: 30, scope: !18)
!72 = !DILocation(line: 36, column: 5, scope: !18)
!73 = !DILocation(line: 38, column: 1, scope: !18)
!74 = !DILocation(line: 37, column: 5, scope: !18)
!75 = distinct !DISubprogram(name: "twice", scope: !2, file: !2, line: 16, type: !31, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !76)
!76 = !{!77}
!77 = !DILocalVariable(name: "p", arg: 1, scope: !75, file: !2, line: 16, type: !33)
!78 = !DILocation(line: 0, scope: !75)
!79 = !DILocation(line: 16, column: 32, scope: !75)
!80 = !DILocation(line: 16, column: 38, scope: !75)
!81 = distinct !DISubprogram(name: "add_five", scope: !2, file: !2, line: 15, type: !31, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !82)
!82 = !{!83}
!83 = !DILocalVariable(name: "p", arg: 1, scope: !81, file: !2, line: 15, type: !33)
!84 = !DILocation(line: 0, scope: !81)
!85 = !DILocation(line: 15, column: 35, scope: !81)
!86 = !DILocation(line: 15, column: 41, scope: !81)
!87 = distinct !DISubprogram(name: "peek", scope: !2, file: !2, line: 21, type: !88, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !92)
!88 = !DISubroutineType(types: !89)
!89 = !{!39, !90}
!90 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !91, size: 32)
!91 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !39)
!92 = !{!93}
!93 = !DILocalVariable(name: "p", arg: 1, scope: !87, file: !2, line: 21, type: !90)
!94 = !DILocation(line: 0, scope: !87)
!95 = !DILocation(line: 21, column: 52, scope: !87)
!96 = !DILocation(line: 21, column: 55, scope: !87)
!97 = !DILocation(line: 21, column: 45, scope: !87)
!98 = distinct !DISubprogram(name: "fill", scope: !2, file: !2, line: 17, type: !99, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !102)
!99 = !DISubroutineType(types: !100)
!100 = !{null, !101, !21}
!101 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 32)
!102 = !{!103, !104, !105}
!103 = !DILocalVariable(name: "b", arg: 1, scope: !98, file: !2, line: 17, type: !101)
!104 = !DILocalVariable(name: "k", arg: 2, scope: !98, file: !2, line: 17, type: !21)
!105 = !DILocalVariable(name: "i", scope: !106, file: !2, line: 18, type: !21)
!106 = distinct !DILexicalBlock(scope: !98, file: !2, line: 18, column: 5)
!107 = !DILocation(line: 0, scope: !98)
!108 = !DILocation(line: 0, scope: !106)
!109 = !DILocation(line: 19, column: 16, scope: !110)
!110 = distinct !DILexicalBlock(scope: !106, file: !2, line: 18, column: 5)
!111 = !DILocation(line: 19, column: 14, scope: !110)
!112 = !{!49, !49, i64 0}
!113 = !DILocation(line: 19, column: 9, scope: !110)
!114 = !DILocation(line: 20, column: 1, scope: !98)
!115 = !DISubprogram(name: "printf", scope: !2, file: !2, line: 7, type: !116, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!116 = !DISubroutineType(types: !117)
!117 = !{!21, !118, null}
!118 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !119, size: 32)
!119 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
