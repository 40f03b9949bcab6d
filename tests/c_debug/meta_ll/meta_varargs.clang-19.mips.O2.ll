; ModuleID = 'meta_varargs.c'
source_filename = "meta_varargs.c"
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mips-unknown-linux-gnu"

@.str = private unnamed_addr constant [10 x i8] c"%d %s %c\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [3 x i8] c"ok\00", align 1, !dbg !7

; Function Attrs: nofree nounwind
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !20 {
  %1 = tail call i32 (i32, ...) @sum(i32 signext poison, i32 noundef signext 1, i32 noundef signext 2, i32 noundef signext 3), !dbg !24
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext %1, ptr noundef nonnull @.str.1, i32 noundef signext 120), !dbg !25
  ret i32 0, !dbg !26
}

; Function Attrs: nofree nounwind
declare !dbg !27 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #0

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define internal i32 @sum(i32 signext %0, ...) unnamed_addr #1 !dbg !34 {
  %2 = alloca ptr, align 4, !DIAssignID !48
    #dbg_assign(i1 undef, !39, !DIExpression(), !48, ptr %2, !DIExpression(), !49)
    #dbg_value(i32 3, !38, !DIExpression(), !49)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #4, !dbg !50
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !51
    #dbg_value(i32 0, !45, !DIExpression(), !49)
    #dbg_value(i32 0, !46, !DIExpression(), !52)
  %3 = load ptr, ptr %2, align 4
    #dbg_value(i32 0, !46, !DIExpression(), !52)
    #dbg_value(i32 0, !45, !DIExpression(), !49)
    #dbg_value(i32 0, !46, !DIExpression(), !52)
    #dbg_value(i32 0, !45, !DIExpression(), !49)
  %4 = getelementptr inbounds i8, ptr %3, i32 4, !dbg !53
  store ptr %4, ptr %2, align 4, !dbg !53, !DIAssignID !55
    #dbg_assign(ptr %4, !39, !DIExpression(), !55, ptr %2, !DIExpression(), !49)
  %5 = load i32, ptr %3, align 4, !dbg !53, !tbaa !56
    #dbg_value(i32 %5, !45, !DIExpression(), !49)
    #dbg_value(i32 1, !46, !DIExpression(), !52)
  %6 = getelementptr inbounds i8, ptr %3, i32 8, !dbg !53
    #dbg_assign(ptr %6, !39, !DIExpression(), !55, ptr %2, !DIExpression(), !49)
  %7 = load i32, ptr %4, align 4, !dbg !53, !tbaa !56
  %8 = add nsw i32 %7, %5, !dbg !60
    #dbg_value(i32 %8, !45, !DIExpression(), !49)
    #dbg_value(i32 2, !46, !DIExpression(), !52)
  %9 = getelementptr inbounds i8, ptr %3, i32 12, !dbg !53
  store ptr %9, ptr %2, align 4, !dbg !53, !DIAssignID !55
    #dbg_assign(ptr %9, !39, !DIExpression(), !55, ptr %2, !DIExpression(), !49)
  %10 = load i32, ptr %6, align 4, !dbg !53, !tbaa !56
  %11 = add nsw i32 %10, %8, !dbg !60
    #dbg_value(i32 %11, !45, !DIExpression(), !49)
    #dbg_value(i32 3, !46, !DIExpression(), !52)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !61
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #4, !dbg !62
  ret i32 %11, !dbg !63
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

attributes #0 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!12}
!llvm.module.flags = !{!14, !15, !16, !17, !18, !19}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 13, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "meta_varargs.c", directory: "/src", checksumkind: CSK_MD5, checksum: "433b1b55bd1fd4d9e55a3642ae6fad2f")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 10)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 13, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 3)
!12 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !13, splitDebugInlining: false, nameTableKind: None)
!13 = !{!0, !7}
!14 = !{i32 7, !"Dwarf Version", i32 5}
!15 = !{i32 2, !"Debug Info Version", i32 3}
!16 = !{i32 1, !"wchar_size", i32 4}
!17 = !{i32 8, !"PIC Level", i32 1}
!18 = !{i32 7, !"PIE Level", i32 1}
!19 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!20 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 12, type: !21, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !12)
!21 = !DISubroutineType(types: !22)
!22 = !{!23}
!23 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!24 = !DILocation(line: 13, column: 24, scope: !20)
!25 = !DILocation(line: 13, column: 3, scope: !20)
!26 = !DILocation(line: 14, column: 3, scope: !20)
!27 = !DISubprogram(name: "printf", scope: !28, file: !28, line: 356, type: !29, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!28 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!29 = !DISubroutineType(types: !30)
!30 = !{!23, !31, null}
!31 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !32)
!32 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !33, size: 32)
!33 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!34 = distinct !DISubprogram(name: "sum", scope: !2, file: !2, line: 3, type: !35, scopeLine: 3, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !37)
!35 = !DISubroutineType(types: !36)
!36 = !{!23, !23, null}
!37 = !{!38, !39, !45, !46}
!38 = !DILocalVariable(name: "n", arg: 1, scope: !34, file: !2, line: 3, type: !23)
!39 = !DILocalVariable(name: "ap", scope: !34, file: !2, line: 4, type: !40)
!40 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !28, line: 52, baseType: !41)
!41 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gnuc_va_list", file: !42, line: 12, baseType: !43)
!42 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stdarg___gnuc_va_list.h", directory: "", checksumkind: CSK_MD5, checksum: "edb3f2eab991638e4dc94f6e55e3530f")
!43 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !44)
!44 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!45 = !DILocalVariable(name: "s", scope: !34, file: !2, line: 6, type: !23)
!46 = !DILocalVariable(name: "i", scope: !47, file: !2, line: 7, type: !23)
!47 = distinct !DILexicalBlock(scope: !34, file: !2, line: 7, column: 3)
!48 = distinct !DIAssignID()
!49 = !DILocation(line: 0, scope: !34)
!50 = !DILocation(line: 4, column: 3, scope: !34)
!51 = !DILocation(line: 5, column: 3, scope: !34)
!52 = !DILocation(line: 0, scope: !47)
!53 = !DILocation(line: 8, column: 10, scope: !54)
!54 = distinct !DILexicalBlock(scope: !47, file: !2, line: 7, column: 3)
!55 = distinct !DIAssignID()
!56 = !{!57, !57, i64 0}
!57 = !{!"int", !58, i64 0}
!58 = !{!"omnipotent char", !59, i64 0}
!59 = !{!"Simple C/C++ TBAA"}
!60 = !DILocation(line: 8, column: 7, scope: !54)
!61 = !DILocation(line: 9, column: 3, scope: !34)
!62 = !DILocation(line: 11, column: 1, scope: !34)
!63 = !DILocation(line: 10, column: 3, scope: !34)
