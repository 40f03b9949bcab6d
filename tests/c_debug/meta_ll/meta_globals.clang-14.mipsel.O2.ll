; ModuleID = 'meta_globals.c'
source_filename = "meta_globals.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

%struct.config = type { i8, i32, [2 x i8] }

@counter = dso_local local_unnamed_addr global i32 7, align 4, !dbg !0
@cfg = dso_local local_unnamed_addr global %struct.config { i8 99, i32 3, [2 x i8] c"\192" }, align 4, !dbg !7
@.str = private unnamed_addr constant [13 x i8] c"%s %d %d %c\0A\00", align 1
@greeting = internal constant [6 x i8] c"hello\00", align 1, !dbg !26

; Function Attrs: nofree nounwind
define dso_local i32 @main() local_unnamed_addr #0 !dbg !37 {
  call void @llvm.dbg.value(metadata i32 0, metadata !40, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 undef, metadata !40, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 undef, metadata !40, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 16, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_plus, DW_OP_stack_value)), !dbg !44
  call void @llvm.dbg.value(metadata i32 -2, metadata !45, metadata !DIExpression()), !dbg !50
  %1 = load i32, i32* @counter, align 4, !dbg !52, !tbaa !53
  %2 = add nsw i32 %1, -2, !dbg !52
  store i32 %2, i32* @counter, align 4, !dbg !52, !tbaa !53
  %3 = load i32, i32* getelementptr inbounds (%struct.config, %struct.config* @cfg, i32 0, i32 1), align 4, !dbg !57, !tbaa !58
  %4 = shl nsw i32 %3, 1, !dbg !61
  %5 = load i8, i8* getelementptr inbounds (%struct.config, %struct.config* @cfg, i32 0, i32 2, i32 1), align 1, !dbg !62, !tbaa !63
  %6 = zext i8 %5 to i32, !dbg !62
  %7 = add nsw i32 %4, %6, !dbg !64
  %8 = load i8, i8* getelementptr inbounds (%struct.config, %struct.config* @cfg, i32 0, i32 0), align 4, !dbg !65, !tbaa !66
  %9 = sext i8 %8 to i32, !dbg !67
  %10 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @greeting, i32 0, i32 0), i32 noundef signext %2, i32 noundef signext %7, i32 noundef signext %9), !dbg !68
  ret i32 0, !dbg !69
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #2

attributes #0 = { nofree nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!32, !33, !34, !35, !36}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 3, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "meta_globals.c", directory: "/src", checksumkind: CSK_MD5, checksum: "00319b403295cc48171e83cf7ea477f4")
!4 = !{!5}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !{!0, !7, !20, !26}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "cfg", scope: !2, file: !3, line: 5, type: !9, isLocal: false, isDefinition: true)
!9 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "config", file: !3, line: 5, size: 96, elements: !10)
!10 = !{!11, !13, !15}
!11 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !9, file: !3, line: 5, baseType: !12, size: 8)
!12 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!13 = !DIDerivedType(tag: DW_TAG_member, name: "scale", scope: !9, file: !3, line: 5, baseType: !14, size: 32, offset: 32)
!14 = !DIBasicType(name: "long", size: 32, encoding: DW_ATE_signed)
!15 = !DIDerivedType(tag: DW_TAG_member, name: "weights", scope: !9, file: !3, line: 5, baseType: !16, size: 16, offset: 64)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !17, size: 16, elements: !18)
!17 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!18 = !{!19}
!19 = !DISubrange(count: 2)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(name: "shorts", scope: !2, file: !3, line: 4, type: !22, isLocal: true, isDefinition: true)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 64, elements: !24)
!23 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!24 = !{!25}
!25 = !DISubrange(count: 4)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(name: "greeting", scope: !2, file: !3, line: 2, type: !28, isLocal: true, isDefinition: true)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !29, size: 48, elements: !30)
!29 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !12)
!30 = !{!31}
!31 = !DISubrange(count: 6)
!32 = !{i32 7, !"Dwarf Version", i32 5}
!33 = !{i32 2, !"Debug Info Version", i32 3}
!34 = !{i32 1, !"wchar_size", i32 4}
!35 = !{i32 7, !"PIC Level", i32 1}
!36 = !{i32 7, !"PIE Level", i32 1}
!37 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 7, type: !38, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !39)
!38 = !DISubroutineType(types: !4)
!39 = !{!40, !41}
!40 = !DILocalVariable(name: "s", scope: !37, file: !3, line: 8, type: !5)
!41 = !DILocalVariable(name: "i", scope: !42, file: !3, line: 9, type: !43)
!42 = distinct !DILexicalBlock(scope: !37, file: !3, line: 9, column: 3)
!43 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!44 = !DILocation(line: 0, scope: !37)
!45 = !DILocalVariable(name: "by", arg: 1, scope: !46, file: !3, line: 6, type: !5)
!46 = distinct !DISubprogram(name: "bump", scope: !3, file: !3, line: 6, type: !47, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !49)
!47 = !DISubroutineType(types: !48)
!48 = !{!5, !5}
!49 = !{!45}
!50 = !DILocation(line: 0, scope: !46, inlinedAt: !51)
!51 = distinct !DILocation(line: 11, column: 37, scope: !37)
!52 = !DILocation(line: 6, column: 35, scope: !46, inlinedAt: !51)
!53 = !{!54, !54, i64 0}
!54 = !{!"int", !55, i64 0}
!55 = !{!"omnipotent char", !56, i64 0}
!56 = !{!"Simple C/C++ TBAA"}
!57 = !DILocation(line: 11, column: 56, scope: !37)
!58 = !{!59, !60, i64 4}
!59 = !{!"config", !55, i64 0, !60, i64 4, !55, i64 8}
!60 = !{!"long", !55, i64 0}
!61 = !DILocation(line: 11, column: 62, scope: !37)
!62 = !DILocation(line: 11, column: 68, scope: !37)
!63 = !{!55, !55, i64 0}
!64 = !DILocation(line: 11, column: 66, scope: !37)
!65 = !DILocation(line: 11, column: 89, scope: !37)
!66 = !{!59, !55, i64 0}
!67 = !DILocation(line: 11, column: 85, scope: !37)
!68 = !DILocation(line: 11, column: 3, scope: !37)
!69 = !DILocation(line: 12, column: 3, scope: !37)
