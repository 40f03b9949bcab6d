; ModuleID = 'types.c'
source_filename = "types.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

%struct.node = type { ptr, i32, [2 x [3 x i16]], %union.number }
%union.number = type { i32 }

@__const.main.second = private unnamed_addr constant %struct.node { ptr null, i32 2, [2 x [3 x i16]] [[3 x i16] [i16 1, i16 2, i16 3], [3 x i16] [i16 4, i16 5, i16 6]], %union.number zeroinitializer }, align 4
@sink = internal global i32 0, align 4, !dbg !0
@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1, !dbg !13

; Function Attrs: nounwind
define dso_local i32 @apply(ptr nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, i32 noundef signext %2) local_unnamed_addr #0 !dbg !27 {
    #dbg_value(ptr %0, !38, !DIExpression(), !44)
    #dbg_value(ptr %1, !39, !DIExpression(), !44)
    #dbg_value(i32 %2, !40, !DIExpression(), !44)
  %4 = load i32, ptr %1, align 4, !dbg !45, !tbaa !46
    #dbg_value(i32 %4, !41, !DIExpression(), !44)
    #dbg_value(i32 1, !42, !DIExpression(), !50)
  %5 = icmp sgt i32 %2, 1, !dbg !51
  br i1 %5, label %8, label %6, !dbg !53

6:                                                ; preds = %8, %3
  %7 = phi i32 [ %4, %3 ], [ %13, %8 ], !dbg !44
  ret i32 %7, !dbg !54

8:                                                ; preds = %3, %8
  %9 = phi i32 [ %14, %8 ], [ 1, %3 ]
  %10 = phi i32 [ %13, %8 ], [ %4, %3 ]
    #dbg_value(i32 %9, !42, !DIExpression(), !50)
    #dbg_value(i32 %10, !41, !DIExpression(), !44)
  %11 = getelementptr inbounds i32, ptr %1, i32 %9, !dbg !55
  %12 = load i32, ptr %11, align 4, !dbg !55, !tbaa !46
  %13 = tail call i32 %0(i32 noundef signext %10, i32 noundef signext %12) #4, !dbg !57
    #dbg_value(i32 %13, !41, !DIExpression(), !44)
  %14 = add nuw nsw i32 %9, 1, !dbg !58
    #dbg_value(i32 %14, !42, !DIExpression(), !50)
  %15 = icmp eq i32 %14, %2, !dbg !51
  br i1 %15, label %6, label %8, !dbg !53, !llvm.loop !59
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
define dso_local noundef i32 @main() local_unnamed_addr #2 !dbg !62 {
    #dbg_assign(i1 undef, !65, !DIExpression(DW_OP_LLVM_fragment, 24, 40), !115, ptr undef, !DIExpression(), !116)
  %1 = alloca %struct.node, align 4, !DIAssignID !117
    #dbg_assign(i1 undef, !85, !DIExpression(), !117, ptr %1, !DIExpression(), !116)
  %2 = alloca %struct.node, align 4, !DIAssignID !118
    #dbg_assign(i1 undef, !98, !DIExpression(), !118, ptr %2, !DIExpression(), !116)
    #dbg_assign(i1 undef, !104, !DIExpression(), !119, ptr poison, !DIExpression(), !116)
    #dbg_value(i16 32141, !65, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !116)
    #dbg_value(i8 -56, !65, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !116)
    #dbg_assign(i1 undef, !65, !DIExpression(DW_OP_LLVM_fragment, 24, 40), !120, ptr undef, !DIExpression(), !116)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #4, !dbg !121
  call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 4 dereferenceable(24) %1, ptr noundef nonnull align 4 dereferenceable(24) @__const.main.second, i32 24, i1 false), !dbg !122, !DIAssignID !123
    #dbg_assign(i1 undef, !85, !DIExpression(), !123, ptr %1, !DIExpression(), !116)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #4, !dbg !124
  store ptr %1, ptr %2, align 4, !dbg !125, !tbaa !126, !DIAssignID !129
    #dbg_assign(ptr %1, !98, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !129, ptr %2, !DIExpression(), !116)
  %3 = getelementptr inbounds i8, ptr %2, i32 4, !dbg !125
  store i32 1, ptr %3, align 4, !dbg !125, !tbaa !130, !DIAssignID !131
    #dbg_assign(i32 1, !98, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !131, ptr %3, !DIExpression(), !116)
    #dbg_assign(i16 7, !98, !DIExpression(DW_OP_LLVM_fragment, 64, 16), !132, ptr %2, !DIExpression(DW_OP_plus_uconst, 8), !116)
    #dbg_assign(i16 8, !98, !DIExpression(DW_OP_LLVM_fragment, 80, 16), !133, ptr %2, !DIExpression(DW_OP_plus_uconst, 10), !116)
    #dbg_assign(i16 9, !98, !DIExpression(DW_OP_LLVM_fragment, 96, 16), !134, ptr %2, !DIExpression(DW_OP_plus_uconst, 12), !116)
    #dbg_assign(i16 10, !98, !DIExpression(DW_OP_LLVM_fragment, 112, 16), !135, ptr %2, !DIExpression(DW_OP_plus_uconst, 14), !116)
    #dbg_assign(i16 11, !98, !DIExpression(DW_OP_LLVM_fragment, 128, 16), !136, ptr %2, !DIExpression(DW_OP_plus_uconst, 16), !116)
  %4 = getelementptr inbounds i8, ptr %2, i32 18, !dbg !137
  store i16 12, ptr %4, align 2, !dbg !137, !tbaa !138, !DIAssignID !140
    #dbg_assign(i16 12, !98, !DIExpression(DW_OP_LLVM_fragment, 144, 16), !140, ptr %4, !DIExpression(), !116)
  %5 = getelementptr inbounds i8, ptr %2, i32 20, !dbg !125
  store i32 0, ptr %5, align 4, !dbg !141, !tbaa !142, !DIAssignID !143
    #dbg_assign(i32 0, !98, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !143, ptr %5, !DIExpression(), !116)
    #dbg_value(i32 40, !99, !DIExpression(), !116)
    #dbg_assign(i1 undef, !104, !DIExpression(), !144, ptr poison, !DIExpression(), !116)
    #dbg_value(ptr poison, !106, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !116)
    #dbg_value(ptr poison, !106, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !116)
    #dbg_value(i64 1234567890123, !109, !DIExpression(), !116)
    #dbg_value(i8 120, !111, !DIExpression(), !116)
    #dbg_value(i8 68, !77, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !116)
    #dbg_value(i24 4276803, !77, !DIExpression(DW_OP_LLVM_fragment, 8, 24), !116)
    #dbg_value(i32 259, !112, !DIExpression(), !116)
    #dbg_value(ptr %2, !113, !DIExpression(), !145)
  br label %9, !dbg !146

6:                                                ; preds = %9
    #dbg_value(i32 poison, !112, !DIExpression(), !116)
  %7 = add i32 %18, 345, !dbg !147
    #dbg_value(i32 %7, !112, !DIExpression(), !116)
  store volatile i32 %7, ptr @sink, align 4, !dbg !148, !tbaa !46
  %8 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext %7), !dbg !149
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #4, !dbg !150
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #4, !dbg !150
  ret i32 0, !dbg !151

9:                                                ; preds = %0, %9
  %10 = phi ptr [ %2, %0 ], [ %19, %9 ]
  %11 = phi i32 [ 259, %0 ], [ %18, %9 ]
    #dbg_value(ptr %10, !113, !DIExpression(), !145)
    #dbg_value(i32 %11, !112, !DIExpression(), !116)
  %12 = getelementptr inbounds i8, ptr %10, i32 4, !dbg !152
  %13 = load i32, ptr %12, align 4, !dbg !152, !tbaa !130
  %14 = getelementptr inbounds i8, ptr %10, i32 18, !dbg !155
  %15 = load i16, ptr %14, align 2, !dbg !155, !tbaa !138
  %16 = sext i16 %15 to i32, !dbg !155
  %17 = add i32 %13, %11, !dbg !156
  %18 = add i32 %17, %16, !dbg !157
    #dbg_value(i32 %18, !112, !DIExpression(), !116)
  %19 = load ptr, ptr %10, align 4, !dbg !158, !tbaa !126
    #dbg_value(ptr %19, !113, !DIExpression(), !145)
  %20 = icmp eq ptr %19, null, !dbg !146
  br i1 %20, label %6, label %9, !dbg !146, !llvm.loop !159
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #3

; Function Attrs: nofree nounwind
declare !dbg !161 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

attributes #0 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!20, !21, !22, !23, !24, !25}
!llvm.ident = !{!26}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "sink", scope: !2, file: !3, line: 40, type: !19, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !11, globals: !12, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "types.c", directory: ".", checksumkind: CSK_MD5, checksum: "d954e40689b3299cfb94998021c9f37e")
!4 = !{!5}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "color", file: !3, line: 10, baseType: !6, size: 32, elements: !7)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !{!8, !9, !10}
!8 = !DIEnumerator(name: "RED", value: 1)
!9 = !DIEnumerator(name: "GREEN", value: 2)
!10 = !DIEnumerator(name: "BLUE", value: -4)
!11 = !{!6}
!12 = !{!13, !0}
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(scope: null, file: !3, line: 68, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 32, elements: !17)
!16 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!17 = !{!18}
!18 = !DISubrange(count: 4)
!19 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !6)
!20 = !{i32 7, !"Dwarf Version", i32 5}
!21 = !{i32 2, !"Debug Info Version", i32 3}
!22 = !{i32 1, !"wchar_size", i32 4}
!23 = !{i32 8, !"PIC Level", i32 1}
!24 = !{i32 7, !"PIE Level", i32 1}
!25 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!26 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!27 = distinct !DISubprogram(name: "apply", scope: !3, file: !3, line: 42, type: !28, scopeLine: 42, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !37)
!28 = !DISubroutineType(types: !29)
!29 = !{!6, !30, !34, !6}
!30 = !DIDerivedType(tag: DW_TAG_typedef, name: "binop", file: !3, line: 35, baseType: !31)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 32)
!32 = !DISubroutineType(types: !33)
!33 = !{!6, !6, !6}
!34 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !35)
!35 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !36, size: 32)
!36 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!37 = !{!38, !39, !40, !41, !42}
!38 = !DILocalVariable(name: "f", arg: 1, scope: !27, file: !3, line: 42, type: !30)
!39 = !DILocalVariable(name: "xs", arg: 2, scope: !27, file: !3, line: 42, type: !34)
!40 = !DILocalVariable(name: "n", arg: 3, scope: !27, file: !3, line: 42, type: !6)
!41 = !DILocalVariable(name: "acc", scope: !27, file: !3, line: 43, type: !6)
!42 = !DILocalVariable(name: "i", scope: !43, file: !3, line: 44, type: !6)
!43 = distinct !DILexicalBlock(scope: !27, file: !3, line: 44, column: 5)
!44 = !DILocation(line: 0, scope: !27)
!45 = !DILocation(line: 43, column: 15, scope: !27)
!46 = !{!47, !47, i64 0}
!47 = !{!"int", !48, i64 0}
!48 = !{!"omnipotent char", !49, i64 0}
!49 = !{!"Simple C/C++ TBAA"}
!50 = !DILocation(line: 0, scope: !43)
!51 = !DILocation(line: 44, column: 23, scope: !52)
!52 = distinct !DILexicalBlock(scope: !43, file: !3, line: 44, column: 5)
!53 = !DILocation(line: 44, column: 5, scope: !43)
!54 = !DILocation(line: 47, column: 5, scope: !27)
!55 = !DILocation(line: 45, column: 22, scope: !56)
!56 = distinct !DILexicalBlock(scope: !52, file: !3, line: 44, column: 33)
!57 = !DILocation(line: 45, column: 15, scope: !56)
!58 = !DILocation(line: 44, column: 29, scope: !52)
!59 = distinct !{!59, !53, !60, !61}
!60 = !DILocation(line: 46, column: 5, scope: !43)
!61 = !{!"llvm.loop.mustprogress"}
!62 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 50, type: !63, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !64)
!63 = !DISubroutineType(types: !11)
!64 = !{!65, !77, !85, !98, !99, !104, !106, !109, !111, !112, !113}
!65 = !DILocalVariable(name: "fl", scope: !62, file: !3, line: 51, type: !66)
!66 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "flags", file: !3, line: 14, size: 64, elements: !67)
!67 = !{!68, !70, !71, !72, !74}
!68 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !66, file: !3, line: 15, baseType: !69, size: 3, flags: DIFlagBitField, extraData: i64 0)
!69 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!70 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !66, file: !3, line: 16, baseType: !69, size: 5, offset: 3, flags: DIFlagBitField, extraData: i64 0)
!71 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !66, file: !3, line: 17, baseType: !6, size: 7, offset: 8, flags: DIFlagBitField, extraData: i64 0)
!72 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !66, file: !3, line: 18, baseType: !73, size: 8, offset: 16)
!73 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!74 = !DIDerivedType(tag: DW_TAG_member, name: "hidden", scope: !66, file: !3, line: 19, baseType: !75, size: 32, offset: 32)
!75 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !76, size: 32)
!76 = !DICompositeType(tag: DW_TAG_structure_type, name: "opaque", file: !3, line: 12, flags: DIFlagFwdDecl)
!77 = !DILocalVariable(name: "num", scope: !62, file: !3, line: 52, type: !78)
!78 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "number", file: !3, line: 22, size: 32, elements: !79)
!79 = !{!80, !81, !83}
!80 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !78, file: !3, line: 23, baseType: !6, size: 32)
!81 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !78, file: !3, line: 24, baseType: !82, size: 32)
!82 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!83 = !DIDerivedType(tag: DW_TAG_member, name: "bytes", scope: !78, file: !3, line: 25, baseType: !84, size: 32)
!84 = !DICompositeType(tag: DW_TAG_array_type, baseType: !73, size: 32, elements: !17)
!85 = !DILocalVariable(name: "second", scope: !62, file: !3, line: 53, type: !86)
!86 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "node", file: !3, line: 28, size: 192, elements: !87)
!87 = !{!88, !90, !91, !97}
!88 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !86, file: !3, line: 29, baseType: !89, size: 32)
!89 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !86, size: 32)
!90 = !DIDerivedType(tag: DW_TAG_member, name: "color", scope: !86, file: !3, line: 30, baseType: !5, size: 32, offset: 32)
!91 = !DIDerivedType(tag: DW_TAG_member, name: "values", scope: !86, file: !3, line: 31, baseType: !92, size: 96, offset: 64)
!92 = !DICompositeType(tag: DW_TAG_array_type, baseType: !93, size: 96, elements: !94)
!93 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!94 = !{!95, !96}
!95 = !DISubrange(count: 2)
!96 = !DISubrange(count: 3)
!97 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !86, file: !3, line: 32, baseType: !78, size: 32, offset: 160)
!98 = !DILocalVariable(name: "first", scope: !62, file: !3, line: 54, type: !86)
!99 = !DILocalVariable(name: "w", scope: !62, file: !3, line: 55, type: !100)
!100 = !DIDerivedType(tag: DW_TAG_typedef, name: "cword", file: !3, line: 8, baseType: !101)
!101 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !102)
!102 = !DIDerivedType(tag: DW_TAG_typedef, name: "word", file: !3, line: 7, baseType: !103)
!103 = !DIDerivedType(tag: DW_TAG_typedef, name: "u32", file: !3, line: 6, baseType: !69)
!104 = !DILocalVariable(name: "xs", scope: !62, file: !3, line: 56, type: !105)
!105 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 128, elements: !17)
!106 = !DILocalVariable(name: "ops", scope: !62, file: !3, line: 57, type: !107)
!107 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 64, elements: !108)
!108 = !{!95}
!109 = !DILocalVariable(name: "big", scope: !62, file: !3, line: 58, type: !110)
!110 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!111 = !DILocalVariable(name: "c", scope: !62, file: !3, line: 59, type: !16)
!112 = !DILocalVariable(name: "total", scope: !62, file: !3, line: 61, type: !6)
!113 = !DILocalVariable(name: "p", scope: !114, file: !3, line: 62, type: !89)
!114 = distinct !DILexicalBlock(scope: !62, file: !3, line: 62, column: 5)
!115 = distinct !DIAssignID()
!116 = !DILocation(line: 0, scope: !62)
!117 = distinct !DIAssignID()
!118 = distinct !DIAssignID()
!119 = distinct !DIAssignID()
!120 = distinct !DIAssignID()
!121 = !DILocation(line: 53, column: 5, scope: !62)
!122 = !DILocation(line: 53, column: 17, scope: !62)
!123 = distinct !DIAssignID()
!124 = !DILocation(line: 54, column: 5, scope: !62)
!125 = !DILocation(line: 54, column: 25, scope: !62)
!126 = !{!127, !128, i64 0}
!127 = !{!"node", !128, i64 0, !47, i64 4, !48, i64 8, !48, i64 20}
!128 = !{!"any pointer", !48, i64 0}
!129 = distinct !DIAssignID()
!130 = !{!127, !47, i64 4}
!131 = distinct !DIAssignID()
!132 = distinct !DIAssignID()
!133 = distinct !DIAssignID()
!134 = distinct !DIAssignID()
!135 = distinct !DIAssignID()
!136 = distinct !DIAssignID()
!137 = !DILocation(line: 54, column: 52, scope: !62)
!138 = !{!139, !139, i64 0}
!139 = !{!"short", !48, i64 0}
!140 = distinct !DIAssignID()
!141 = !DILocation(line: 54, column: 67, scope: !62)
!142 = !{!48, !48, i64 0}
!143 = distinct !DIAssignID()
!144 = distinct !DIAssignID()
!145 = !DILocation(line: 0, scope: !114)
!146 = !DILocation(line: 62, column: 5, scope: !114)
!147 = !DILocation(line: 66, column: 11, scope: !62)
!148 = !DILocation(line: 67, column: 10, scope: !62)
!149 = !DILocation(line: 68, column: 5, scope: !62)
!150 = !DILocation(line: 70, column: 1, scope: !62)
!151 = !DILocation(line: 69, column: 5, scope: !62)
!152 = !DILocation(line: 63, column: 21, scope: !153)
!153 = distinct !DILexicalBlock(scope: !154, file: !3, line: 62, column: 51)
!154 = distinct !DILexicalBlock(scope: !114, file: !3, line: 62, column: 5)
!155 = !DILocation(line: 63, column: 29, scope: !153)
!156 = !DILocation(line: 63, column: 27, scope: !153)
!157 = !DILocation(line: 63, column: 15, scope: !153)
!158 = !DILocation(line: 62, column: 45, scope: !154)
!159 = distinct !{!159, !146, !160, !61}
!160 = !DILocation(line: 64, column: 5, scope: !114)
!161 = !DISubprogram(name: "printf", scope: !3, file: !3, line: 4, type: !162, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!162 = !DISubroutineType(types: !163)
!163 = !{!6, !164, null}
!164 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !165, size: 32)
!165 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !16)
