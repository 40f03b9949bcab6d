; ModuleID = 'types.c'
source_filename = "types.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

%struct.node = type { %struct.node*, i32, [2 x [3 x i16]], %union.number }
%union.number = type { i32 }

@__const.main.second = private unnamed_addr constant %struct.node { %struct.node* null, i32 2, [2 x [3 x i16]] [[3 x i16] [i16 1, i16 2, i16 3], [3 x i16] [i16 4, i16 5, i16 6]], %union.number zeroinitializer }, align 4
@sink = internal global i32 0, align 4, !dbg !0
@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1

; Function Attrs: nounwind
define dso_local i32 @apply(i32 (i32, i32)* nocapture noundef readonly %0, i32* noalias nocapture noundef readonly %1, i32 noundef signext %2) local_unnamed_addr #0 !dbg !20 {
  call void @llvm.dbg.value(metadata i32 (i32, i32)* %0, metadata !31, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata i32* %1, metadata !32, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata i32 %2, metadata !33, metadata !DIExpression()), !dbg !37
  %4 = load i32, i32* %1, align 4, !dbg !38, !tbaa !39
  call void @llvm.dbg.value(metadata i32 %4, metadata !34, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata i32 1, metadata !35, metadata !DIExpression()), !dbg !43
  %5 = icmp sgt i32 %2, 1, !dbg !44
  br i1 %5, label %8, label %6, !dbg !46

6:                                                ; preds = %8, %3
  %7 = phi i32 [ %4, %3 ], [ %13, %8 ], !dbg !37
  ret i32 %7, !dbg !47

8:                                                ; preds = %3, %8
  %9 = phi i32 [ %14, %8 ], [ 1, %3 ]
  %10 = phi i32 [ %13, %8 ], [ %4, %3 ]
  call void @llvm.dbg.value(metadata i32 %9, metadata !35, metadata !DIExpression()), !dbg !43
  call void @llvm.dbg.value(metadata i32 %10, metadata !34, metadata !DIExpression()), !dbg !37
  %11 = getelementptr inbounds i32, i32* %1, i32 %9, !dbg !48
  %12 = load i32, i32* %11, align 4, !dbg !48, !tbaa !39
  %13 = tail call i32 %0(i32 noundef signext %10, i32 noundef signext %12) #7, !dbg !50
  call void @llvm.dbg.value(metadata i32 %13, metadata !34, metadata !DIExpression()), !dbg !37
  %14 = add nuw nsw i32 %9, 1, !dbg !51
  call void @llvm.dbg.value(metadata i32 %14, metadata !35, metadata !DIExpression()), !dbg !43
  %15 = icmp eq i32 %14, %2, !dbg !44
  br i1 %15, label %6, label %8, !dbg !46, !llvm.loop !52
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nofree nounwind
define dso_local i32 @main() local_unnamed_addr #3 !dbg !55 {
  %1 = alloca %struct.node, align 4
  call void @llvm.dbg.value(metadata i16 32141, metadata !58, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 16)), !dbg !111
  call void @llvm.dbg.value(metadata i8 -56, metadata !58, metadata !DIExpression(DW_OP_LLVM_fragment, 16, 8)), !dbg !111
  %2 = bitcast %struct.node* %1 to i8*, !dbg !112
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %2) #7, !dbg !112
  call void @llvm.dbg.declare(metadata %struct.node* %1, metadata !80, metadata !DIExpression()), !dbg !113
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(24) %2, i8* noundef nonnull align 4 dereferenceable(24) bitcast (%struct.node* @__const.main.second to i8*), i32 24, i1 false), !dbg !113
  call void @llvm.dbg.value(metadata %struct.node* %1, metadata !93, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !111
  call void @llvm.dbg.value(metadata i32 1, metadata !93, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !111
  call void @llvm.dbg.value(metadata i16 7, metadata !93, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 16)), !dbg !111
  call void @llvm.dbg.value(metadata i16 8, metadata !93, metadata !DIExpression(DW_OP_LLVM_fragment, 80, 16)), !dbg !111
  call void @llvm.dbg.value(metadata i16 9, metadata !93, metadata !DIExpression(DW_OP_LLVM_fragment, 96, 16)), !dbg !111
  call void @llvm.dbg.value(metadata i16 10, metadata !93, metadata !DIExpression(DW_OP_LLVM_fragment, 112, 16)), !dbg !111
  call void @llvm.dbg.value(metadata i16 11, metadata !93, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 16)), !dbg !111
  call void @llvm.dbg.value(metadata i16 12, metadata !93, metadata !DIExpression(DW_OP_LLVM_fragment, 144, 16)), !dbg !111
  call void @llvm.dbg.value(metadata i32 0, metadata !93, metadata !DIExpression(DW_OP_LLVM_fragment, 160, 32)), !dbg !111
  call void @llvm.dbg.value(metadata i32 40, metadata !94, metadata !DIExpression()), !dbg !111
  call void @llvm.dbg.value(metadata i64 1234567890123, metadata !104, metadata !DIExpression()), !dbg !111
  call void @llvm.dbg.value(metadata i8 120, metadata !106, metadata !DIExpression()), !dbg !111
  call void @llvm.dbg.value(metadata i8 68, metadata !70, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 8)), !dbg !111
  call void @llvm.dbg.value(metadata i24 4276803, metadata !70, metadata !DIExpression(DW_OP_LLVM_fragment, 8, 24)), !dbg !111
  call void @llvm.dbg.value(metadata i32 259, metadata !108, metadata !DIExpression()), !dbg !111
  call void @llvm.dbg.value(metadata %struct.node* undef, metadata !109, metadata !DIExpression()), !dbg !114
  call void @llvm.dbg.value(metadata %struct.node* poison, metadata !109, metadata !DIExpression()), !dbg !114
  call void @llvm.dbg.value(metadata i32 undef, metadata !108, metadata !DIExpression()), !dbg !111
  call void @llvm.dbg.value(metadata i32 272, metadata !108, metadata !DIExpression()), !dbg !111
  call void @llvm.dbg.value(metadata %struct.node* %1, metadata !109, metadata !DIExpression()), !dbg !114
  br label %6, !dbg !115

3:                                                ; preds = %6
  call void @llvm.dbg.value(metadata i32 undef, metadata !108, metadata !DIExpression()), !dbg !111
  %4 = add i32 %17, 345, !dbg !116
  call void @llvm.dbg.value(metadata i32 %4, metadata !108, metadata !DIExpression()), !dbg !111
  store volatile i32 %4, i32* @sink, align 4, !dbg !117, !tbaa !39
  %5 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i32 0, i32 0), i32 noundef signext %4), !dbg !118
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %2) #7, !dbg !119
  ret i32 0, !dbg !119

6:                                                ; preds = %0, %6
  %7 = phi i32 [ 272, %0 ], [ %17, %6 ]
  %8 = phi %struct.node* [ %1, %0 ], [ %14, %6 ]
  call void @llvm.dbg.value(metadata %struct.node* %8, metadata !109, metadata !DIExpression()), !dbg !114
  %9 = getelementptr inbounds %struct.node, %struct.node* %8, i32 0, i32 2, i32 1, i32 2, !dbg !114
  %10 = getelementptr inbounds %struct.node, %struct.node* %8, i32 0, i32 1, !dbg !114
  %11 = getelementptr inbounds %struct.node, %struct.node* %8, i32 0, i32 0, !dbg !114
  %12 = load i32, i32* %10, align 4, !dbg !120, !tbaa !123
  %13 = load i16, i16* %9, align 2, !dbg !126, !tbaa !127
  %14 = load %struct.node*, %struct.node** %11, align 4, !dbg !129, !tbaa !130
  %15 = add i32 %12, %7, !dbg !115
  call void @llvm.dbg.value(metadata %struct.node* poison, metadata !109, metadata !DIExpression()), !dbg !114
  call void @llvm.dbg.value(metadata i32 undef, metadata !108, metadata !DIExpression()), !dbg !111
  %16 = sext i16 %13 to i32, !dbg !126
  %17 = add i32 %15, %16, !dbg !131
  call void @llvm.dbg.value(metadata i32 %17, metadata !108, metadata !DIExpression()), !dbg !111
  call void @llvm.dbg.value(metadata %struct.node* %14, metadata !109, metadata !DIExpression()), !dbg !114
  %18 = icmp eq %struct.node* %14, null, !dbg !115
  br i1 %18, label %3, label %6, !dbg !115, !llvm.loop !132
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #4

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #6

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { nofree nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #4 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #5 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!14, !15, !16, !17, !18}
!llvm.ident = !{!19}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "sink", scope: !2, file: !3, line: 40, type: !13, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !11, globals: !12, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "types.c", directory: ".", checksumkind: CSK_MD5, checksum: "d954e40689b3299cfb94998021c9f37e")
!4 = !{!5}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "color", file: !3, line: 10, baseType: !6, size: 32, elements: !7)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !{!8, !9, !10}
!8 = !DIEnumerator(name: "RED", value: 1)
!9 = !DIEnumerator(name: "GREEN", value: 2)
!10 = !DIEnumerator(name: "BLUE", value: -4)
!11 = !{!6}
!12 = !{!0}
!13 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !6)
!14 = !{i32 7, !"Dwarf Version", i32 5}
!15 = !{i32 2, !"Debug Info Version", i32 3}
!16 = !{i32 1, !"wchar_size", i32 4}
!17 = !{i32 7, !"PIC Level", i32 1}
!18 = !{i32 7, !"PIE Level", i32 1}
!19 = !{!"Debian clang version 14.0.6"}
!20 = distinct !DISubprogram(name: "apply", scope: !3, file: !3, line: 42, type: !21, scopeLine: 42, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !30)
!21 = !DISubroutineType(types: !22)
!22 = !{!6, !23, !27, !6}
!23 = !DIDerivedType(tag: DW_TAG_typedef, name: "binop", file: !3, line: 35, baseType: !24)
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 32)
!25 = !DISubroutineType(types: !26)
!26 = !{!6, !6, !6}
!27 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !28)
!28 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 32)
!29 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!30 = !{!31, !32, !33, !34, !35}
!31 = !DILocalVariable(name: "f", arg: 1, scope: !20, file: !3, line: 42, type: !23)
!32 = !DILocalVariable(name: "xs", arg: 2, scope: !20, file: !3, line: 42, type: !27)
!33 = !DILocalVariable(name: "n", arg: 3, scope: !20, file: !3, line: 42, type: !6)
!34 = !DILocalVariable(name: "acc", scope: !20, file: !3, line: 43, type: !6)
!35 = !DILocalVariable(name: "i", scope: !36, file: !3, line: 44, type: !6)
!36 = distinct !DILexicalBlock(scope: !20, file: !3, line: 44, column: 5)
!37 = !DILocation(line: 0, scope: !20)
!38 = !DILocation(line: 43, column: 15, scope: !20)
!39 = !{!40, !40, i64 0}
!40 = !{!"int", !41, i64 0}
!41 = !{!"omnipotent char", !42, i64 0}
!42 = !{!"Simple C/C++ TBAA"}
!43 = !DILocation(line: 0, scope: !36)
!44 = !DILocation(line: 44, column: 23, scope: !45)
!45 = distinct !DILexicalBlock(scope: !36, file: !3, line: 44, column: 5)
!46 = !DILocation(line: 44, column: 5, scope: !36)
!47 = !DILocation(line: 47, column: 5, scope: !20)
!48 = !DILocation(line: 45, column: 22, scope: !49)
!49 = distinct !DILexicalBlock(scope: !45, file: !3, line: 44, column: 33)
!50 = !DILocation(line: 45, column: 15, scope: !49)
!51 = !DILocation(line: 44, column: 29, scope: !45)
!52 = distinct !{!52, !46, !53, !54}
!53 = !DILocation(line: 46, column: 5, scope: !36)
!54 = !{!"llvm.loop.mustprogress"}
!55 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 50, type: !56, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !57)
!56 = !DISubroutineType(types: !11)
!57 = !{!58, !70, !80, !93, !94, !99, !101, !104, !106, !108, !109}
!58 = !DILocalVariable(name: "fl", scope: !55, file: !3, line: 51, type: !59)
!59 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "flags", file: !3, line: 14, size: 64, elements: !60)
!60 = !{!61, !63, !64, !65, !67}
!61 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !59, file: !3, line: 15, baseType: !62, size: 3, flags: DIFlagBitField, extraData: i64 0)
!62 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!63 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !59, file: !3, line: 16, baseType: !62, size: 5, offset: 3, flags: DIFlagBitField, extraData: i64 0)
!64 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !59, file: !3, line: 17, baseType: !6, size: 7, offset: 8, flags: DIFlagBitField, extraData: i64 0)
!65 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !59, file: !3, line: 18, baseType: !66, size: 8, offset: 16)
!66 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!67 = !DIDerivedType(tag: DW_TAG_member, name: "hidden", scope: !59, file: !3, line: 19, baseType: !68, size: 32, offset: 32)
!68 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !69, size: 32)
!69 = !DICompositeType(tag: DW_TAG_structure_type, name: "opaque", file: !3, line: 12, flags: DIFlagFwdDecl)
!70 = !DILocalVariable(name: "num", scope: !55, file: !3, line: 52, type: !71)
!71 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "number", file: !3, line: 22, size: 32, elements: !72)
!72 = !{!73, !74, !76}
!73 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !71, file: !3, line: 23, baseType: !6, size: 32)
!74 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !71, file: !3, line: 24, baseType: !75, size: 32)
!75 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!76 = !DIDerivedType(tag: DW_TAG_member, name: "bytes", scope: !71, file: !3, line: 25, baseType: !77, size: 32)
!77 = !DICompositeType(tag: DW_TAG_array_type, baseType: !66, size: 32, elements: !78)
!78 = !{!79}
!79 = !DISubrange(count: 4)
!80 = !DILocalVariable(name: "second", scope: !55, file: !3, line: 53, type: !81)
!81 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "node", file: !3, line: 28, size: 192, elements: !82)
!82 = !{!83, !85, !86, !92}
!83 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !81, file: !3, line: 29, baseType: !84, size: 32)
!84 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !81, size: 32)
!85 = !DIDerivedType(tag: DW_TAG_member, name: "color", scope: !81, file: !3, line: 30, baseType: !5, size: 32, offset: 32)
!86 = !DIDerivedType(tag: DW_TAG_member, name: "values", scope: !81, file: !3, line: 31, baseType: !87, size: 96, offset: 64)
!87 = !DICompositeType(tag: DW_TAG_array_type, baseType: !88, size: 96, elements: !89)
!88 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!89 = !{!90, !91}
!90 = !DISubrange(count: 2)
!91 = !DISubrange(count: 3)
!92 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !81, file: !3, line: 32, baseType: !71, size: 32, offset: 160)
!93 = !DILocalVariable(name: "first", scope: !55, file: !3, line: 54, type: !81)
!94 = !DILocalVariable(name: "w", scope: !55, file: !3, line: 55, type: !95)
!95 = !DIDerivedType(tag: DW_TAG_typedef, name: "cword", file: !3, line: 8, baseType: !96)
!96 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !97)
!97 = !DIDerivedType(tag: DW_TAG_typedef, name: "word", file: !3, line: 7, baseType: !98)
!98 = !DIDerivedType(tag: DW_TAG_typedef, name: "u32", file: !3, line: 6, baseType: !62)
!99 = !DILocalVariable(name: "xs", scope: !55, file: !3, line: 56, type: !100)
!100 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 128, elements: !78)
!101 = !DILocalVariable(name: "ops", scope: !55, file: !3, line: 57, type: !102)
!102 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 64, elements: !103)
!103 = !{!90}
!104 = !DILocalVariable(name: "big", scope: !55, file: !3, line: 58, type: !105)
!105 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!106 = !DILocalVariable(name: "c", scope: !55, file: !3, line: 59, type: !107)
!107 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!108 = !DILocalVariable(name: "total", scope: !55, file: !3, line: 61, type: !6)
!109 = !DILocalVariable(name: "p", scope: !110, file: !3, line: 62, type: !84)
!110 = distinct !DILexicalBlock(scope: !55, file: !3, line: 62, column: 5)
!111 = !DILocation(line: 0, scope: !55)
!112 = !DILocation(line: 53, column: 5, scope: !55)
!113 = !DILocation(line: 53, column: 17, scope: !55)
!114 = !DILocation(line: 0, scope: !110)
!115 = !DILocation(line: 62, column: 5, scope: !110)
!116 = !DILocation(line: 66, column: 11, scope: !55)
!117 = !DILocation(line: 67, column: 10, scope: !55)
!118 = !DILocation(line: 68, column: 5, scope: !55)
!119 = !DILocation(line: 70, column: 1, scope: !55)
!120 = !DILocation(line: 63, column: 21, scope: !121)
!121 = distinct !DILexicalBlock(scope: !122, file: !3, line: 62, column: 51)
!122 = distinct !DILexicalBlock(scope: !110, file: !3, line: 62, column: 5)
!123 = !{!124, !41, i64 4}
!124 = !{!"node", !125, i64 0, !41, i64 4, !41, i64 8, !41, i64 20}
!125 = !{!"any pointer", !41, i64 0}
!126 = !DILocation(line: 63, column: 29, scope: !121)
!127 = !{!128, !128, i64 0}
!128 = !{!"short", !41, i64 0}
!129 = !DILocation(line: 62, column: 45, scope: !122)
!130 = !{!124, !125, i64 0}
!131 = !DILocation(line: 63, column: 15, scope: !121)
!132 = distinct !{!132, !115, !133, !54}
!133 = !DILocation(line: 64, column: 5, scope: !110)
