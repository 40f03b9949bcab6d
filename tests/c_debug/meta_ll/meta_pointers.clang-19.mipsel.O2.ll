; ModuleID = 'meta_pointers.c'
source_filename = "meta_pointers.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

%struct.node = type { i32, ptr }

@__const.main.c = private unnamed_addr constant %struct.node { i32 3, ptr null }, align 8
@.str = private unnamed_addr constant [10 x i8] c"%d %d %d\0A\00", align 1, !dbg !0

; Function Attrs: nofree nounwind
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !15 {
  %1 = alloca %struct.node, align 8, !DIAssignID !30
    #dbg_assign(i1 undef, !22, !DIExpression(), !30, ptr %1, !DIExpression(), !31)
  %2 = alloca %struct.node, align 4, !DIAssignID !32
    #dbg_assign(i1 undef, !28, !DIExpression(), !32, ptr %2, !DIExpression(), !31)
  %3 = alloca %struct.node, align 4, !DIAssignID !33
    #dbg_assign(i1 undef, !29, !DIExpression(), !33, ptr %3, !DIExpression(), !31)
    #dbg_value(i32 2, !20, !DIExpression(), !31)
    #dbg_value(i32 1, !21, !DIExpression(), !31)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #2, !dbg !34
  %4 = load i64, ptr @__const.main.c, align 8, !dbg !35
  store i64 %4, ptr %1, align 8, !dbg !35, !DIAssignID !36
    #dbg_assign(i1 undef, !22, !DIExpression(), !36, ptr %1, !DIExpression(), !31)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #2, !dbg !34
  store i32 2, ptr %2, align 4, !dbg !37, !tbaa !38, !DIAssignID !44
    #dbg_assign(i32 2, !28, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !44, ptr %2, !DIExpression(), !31)
  %5 = getelementptr inbounds i8, ptr %2, i32 4, !dbg !37
  store ptr %1, ptr %5, align 4, !dbg !37, !tbaa !45, !DIAssignID !46
    #dbg_assign(ptr %1, !28, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !46, ptr %5, !DIExpression(), !31)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #2, !dbg !34
    #dbg_assign(i32 1, !29, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !47, ptr %3, !DIExpression(), !31)
  %6 = getelementptr inbounds i8, ptr %3, i32 4, !dbg !48
  store ptr %2, ptr %6, align 4, !dbg !48, !tbaa !45, !DIAssignID !49
    #dbg_assign(ptr %2, !29, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !49, ptr %6, !DIExpression(), !31)
    #dbg_value(ptr %3, !50, !DIExpression(), !58)
    #dbg_value(i32 0, !57, !DIExpression(), !58)
  br label %7, !dbg !60

7:                                                ; preds = %0, %7
  %8 = phi i32 [ %10, %7 ], [ 0, %0 ]
  %9 = phi ptr [ %12, %7 ], [ %3, %0 ]
    #dbg_value(i32 %8, !57, !DIExpression(), !58)
    #dbg_value(ptr %9, !50, !DIExpression(), !58)
  %10 = add nuw nsw i32 %8, 1, !dbg !61
    #dbg_value(i32 %10, !57, !DIExpression(), !58)
  %11 = getelementptr inbounds i8, ptr %9, i32 4, !dbg !63
  %12 = load ptr, ptr %11, align 4, !dbg !63, !tbaa !45
    #dbg_value(ptr %12, !50, !DIExpression(), !58)
  %13 = icmp eq ptr %12, null, !dbg !60
  br i1 %13, label %14, label %7, !dbg !60, !llvm.loop !64

14:                                               ; preds = %7
  %15 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext 2, i32 noundef signext 1, i32 noundef signext %10), !dbg !67
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #2, !dbg !68
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #2, !dbg !68
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #2, !dbg !68
  ret i32 0, !dbg !69
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !70 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "meta_pointers.c", directory: "/src", checksumkind: CSK_MD5, checksum: "17d0f5b7866aaedb067f723e0eebcb9b")
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
!15 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 13, type: !16, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !19)
!16 = !DISubroutineType(types: !17)
!17 = !{!18}
!18 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!19 = !{!20, !21, !22, !28, !29}
!20 = !DILocalVariable(name: "x", scope: !15, file: !2, line: 14, type: !18)
!21 = !DILocalVariable(name: "y", scope: !15, file: !2, line: 14, type: !18)
!22 = !DILocalVariable(name: "c", scope: !15, file: !2, line: 16, type: !23)
!23 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "node", file: !2, line: 7, size: 64, elements: !24)
!24 = !{!25, !26}
!25 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !23, file: !2, line: 7, baseType: !18, size: 32)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !23, file: !2, line: 7, baseType: !27, size: 32, offset: 32)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 32)
!28 = !DILocalVariable(name: "b", scope: !15, file: !2, line: 16, type: !23)
!29 = !DILocalVariable(name: "a", scope: !15, file: !2, line: 16, type: !23)
!30 = distinct !DIAssignID()
!31 = !DILocation(line: 0, scope: !15)
!32 = distinct !DIAssignID()
!33 = distinct !DIAssignID()
!34 = !DILocation(line: 16, column: 3, scope: !15)
!35 = !DILocation(line: 16, column: 15, scope: !15)
!36 = distinct !DIAssignID()
!37 = !DILocation(line: 16, column: 31, scope: !15)
!38 = !{!39, !40, i64 0}
!39 = !{!"node", !40, i64 0, !43, i64 4}
!40 = !{!"int", !41, i64 0}
!41 = !{!"omnipotent char", !42, i64 0}
!42 = !{!"Simple C/C++ TBAA"}
!43 = !{!"any pointer", !41, i64 0}
!44 = distinct !DIAssignID()
!45 = !{!39, !43, i64 4}
!46 = distinct !DIAssignID()
!47 = distinct !DIAssignID()
!48 = !DILocation(line: 16, column: 44, scope: !15)
!49 = distinct !DIAssignID()
!50 = !DILocalVariable(name: "n", arg: 1, scope: !51, file: !2, line: 8, type: !54)
!51 = distinct !DISubprogram(name: "length", scope: !2, file: !2, line: 8, type: !52, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !56)
!52 = !DISubroutineType(types: !53)
!53 = !{!18, !54}
!54 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !55, size: 32)
!55 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !23)
!56 = !{!50, !57}
!57 = !DILocalVariable(name: "k", scope: !51, file: !2, line: 9, type: !18)
!58 = !DILocation(line: 0, scope: !51, inlinedAt: !59)
!59 = distinct !DILocation(line: 17, column: 30, scope: !15)
!60 = !DILocation(line: 10, column: 3, scope: !51, inlinedAt: !59)
!61 = !DILocation(line: 10, column: 16, scope: !62, inlinedAt: !59)
!62 = distinct !DILexicalBlock(scope: !51, file: !2, line: 10, column: 13)
!63 = !DILocation(line: 10, column: 27, scope: !62, inlinedAt: !59)
!64 = distinct !{!64, !60, !65, !66}
!65 = !DILocation(line: 10, column: 33, scope: !51, inlinedAt: !59)
!66 = !{!"llvm.loop.mustprogress"}
!67 = !DILocation(line: 17, column: 3, scope: !15)
!68 = !DILocation(line: 19, column: 1, scope: !15)
!69 = !DILocation(line: 18, column: 3, scope: !15)
!70 = !DISubprogram(name: "printf", scope: !71, file: !71, line: 356, type: !72, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!71 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!72 = !DISubroutineType(types: !73)
!73 = !{!18, !74, null}
!74 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !75)
!75 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !76, size: 32)
!76 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
