; ModuleID = 'stack_homes.c'
source_filename = "stack_homes.c"
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mips-unknown-linux-gnu"

%struct.pair = type { i32, i32 }

@.str = private unnamed_addr constant [7 x i8] c"%d %d\0A\00", align 1

; Function Attrs: nofree nounwind
define dso_local i32 @main() local_unnamed_addr #0 !dbg !8 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.pair, align 4
  %3 = bitcast i32* %1 to i8*, !dbg !20
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %3) #7, !dbg !20
  call void @llvm.dbg.value(metadata i32 1, metadata !13, metadata !DIExpression()), !dbg !21
  store i32 1, i32* %1, align 4, !dbg !22, !tbaa !23
  call void @llvm.dbg.value(metadata i32* %1, metadata !13, metadata !DIExpression(DW_OP_deref)), !dbg !21
  call fastcc void @bump(i32* noundef nonnull %1), !dbg !27
  call fastcc void @bump(i32* noundef nonnull %1), !dbg !28
  %4 = bitcast %struct.pair* %2 to i8*, !dbg !29
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %4) #7, !dbg !29
  call void @llvm.dbg.declare(metadata %struct.pair* %2, metadata !14, metadata !DIExpression()), !dbg !30
  %5 = load i32, i32* %1, align 4, !dbg !31, !tbaa !23
  call void @llvm.dbg.value(metadata i32 %5, metadata !13, metadata !DIExpression()), !dbg !21
  %6 = getelementptr inbounds %struct.pair, %struct.pair* %2, i32 0, i32 0, !dbg !32
  store i32 %5, i32* %6, align 4, !dbg !33, !tbaa !34
  call void @llvm.dbg.value(metadata i32 %5, metadata !13, metadata !DIExpression()), !dbg !21
  %7 = shl nsw i32 %5, 1, !dbg !36
  %8 = getelementptr inbounds %struct.pair, %struct.pair* %2, i32 0, i32 1, !dbg !37
  store i32 %7, i32* %8, align 4, !dbg !38, !tbaa !39
  %9 = call fastcc i32 @sum(%struct.pair* noundef nonnull %2), !dbg !40
  call void @llvm.dbg.value(metadata i32 %9, metadata !19, metadata !DIExpression()), !dbg !21
  call void @llvm.dbg.value(metadata i32* %1, metadata !13, metadata !DIExpression(DW_OP_deref)), !dbg !21
  call fastcc void @bump(i32* noundef nonnull %1), !dbg !41
  %10 = call fastcc i32 @sum(%struct.pair* noundef nonnull %2), !dbg !42
  %11 = add nsw i32 %10, %9, !dbg !43
  call void @llvm.dbg.value(metadata i32 %11, metadata !19, metadata !DIExpression()), !dbg !21
  %12 = load i32, i32* %1, align 4, !dbg !44, !tbaa !23
  call void @llvm.dbg.value(metadata i32 %12, metadata !13, metadata !DIExpression()), !dbg !21
  %13 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i32 0, i32 0), i32 noundef signext %12, i32 noundef signext %11), !dbg !45
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4) #7, !dbg !46
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %3) #7, !dbg !46
  ret i32 0, !dbg !47
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn
define internal fastcc void @bump(i32* nocapture noundef %0) unnamed_addr #3 !dbg !48 {
  call void @llvm.dbg.value(metadata i32* %0, metadata !53, metadata !DIExpression()), !dbg !54
  %2 = load i32, i32* %0, align 4, !dbg !55, !tbaa !23
  %3 = add nsw i32 %2, 3, !dbg !55
  store i32 %3, i32* %0, align 4, !dbg !55, !tbaa !23
  ret void, !dbg !56
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly willreturn
define internal fastcc i32 @sum(%struct.pair* nocapture noundef readonly %0) unnamed_addr #4 !dbg !57 {
  call void @llvm.dbg.value(metadata %struct.pair* %0, metadata !63, metadata !DIExpression()), !dbg !64
  %2 = getelementptr inbounds %struct.pair, %struct.pair* %0, i32 0, i32 0, !dbg !65
  %3 = load i32, i32* %2, align 4, !dbg !65, !tbaa !34
  %4 = mul nsw i32 %3, 5, !dbg !66
  %5 = getelementptr inbounds %struct.pair, %struct.pair* %0, i32 0, i32 1, !dbg !67
  %6 = load i32, i32* %5, align 4, !dbg !67, !tbaa !39
  %7 = add nsw i32 %4, %6, !dbg !68
  ret i32 %7, !dbg !69
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #6

attributes #0 = { nofree nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind readonly willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #5 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "stack_homes.c", directory: ".", checksumkind: CSK_MD5, checksum: "5b8e560d6a0e0dea0db9f52101a50085")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 1}
!6 = !{i32 7, !"PIE Level", i32 1}
!7 = !{!"Debian clang version 14.0.6"}
!8 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 16, type: !9, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !12)
!9 = !DISubroutineType(types: !10)
!10 = !{!11}
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !{!13, !14, !19}
!13 = !DILocalVariable(name: "count", scope: !8, file: !1, line: 17, type: !11)
!14 = !DILocalVariable(name: "pr", scope: !8, file: !1, line: 20, type: !15)
!15 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "pair", file: !1, line: 8, size: 64, elements: !16)
!16 = !{!17, !18}
!17 = !DIDerivedType(tag: DW_TAG_member, name: "lo", scope: !15, file: !1, line: 8, baseType: !11, size: 32)
!18 = !DIDerivedType(tag: DW_TAG_member, name: "hi", scope: !15, file: !1, line: 8, baseType: !11, size: 32, offset: 32)
!19 = !DILocalVariable(name: "total", scope: !8, file: !1, line: 23, type: !11)
!20 = !DILocation(line: 17, column: 5, scope: !8)
!21 = !DILocation(line: 0, scope: !8)
!22 = !DILocation(line: 17, column: 9, scope: !8)
!23 = !{!24, !24, i64 0}
!24 = !{!"int", !25, i64 0}
!25 = !{!"omnipotent char", !26, i64 0}
!26 = !{!"Simple C/C++ TBAA"}
!27 = !DILocation(line: 18, column: 5, scope: !8)
!28 = !DILocation(line: 19, column: 5, scope: !8)
!29 = !DILocation(line: 20, column: 5, scope: !8)
!30 = !DILocation(line: 20, column: 17, scope: !8)
!31 = !DILocation(line: 21, column: 13, scope: !8)
!32 = !DILocation(line: 21, column: 8, scope: !8)
!33 = !DILocation(line: 21, column: 11, scope: !8)
!34 = !{!35, !24, i64 0}
!35 = !{!"pair", !24, i64 0, !24, i64 4}
!36 = !DILocation(line: 22, column: 15, scope: !8)
!37 = !DILocation(line: 22, column: 8, scope: !8)
!38 = !DILocation(line: 22, column: 11, scope: !8)
!39 = !{!35, !24, i64 4}
!40 = !DILocation(line: 23, column: 17, scope: !8)
!41 = !DILocation(line: 24, column: 5, scope: !8)
!42 = !DILocation(line: 25, column: 14, scope: !8)
!43 = !DILocation(line: 25, column: 11, scope: !8)
!44 = !DILocation(line: 26, column: 23, scope: !8)
!45 = !DILocation(line: 26, column: 5, scope: !8)
!46 = !DILocation(line: 28, column: 1, scope: !8)
!47 = !DILocation(line: 27, column: 5, scope: !8)
!48 = distinct !DISubprogram(name: "bump", scope: !1, file: !1, line: 12, type: !49, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !52)
!49 = !DISubroutineType(types: !50)
!50 = !{null, !51}
!51 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 32)
!52 = !{!53}
!53 = !DILocalVariable(name: "p", arg: 1, scope: !48, file: !1, line: 12, type: !51)
!54 = !DILocation(line: 0, scope: !48)
!55 = !DILocation(line: 12, column: 31, scope: !48)
!56 = !DILocation(line: 12, column: 37, scope: !48)
!57 = distinct !DISubprogram(name: "sum", scope: !1, file: !1, line: 14, type: !58, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !62)
!58 = !DISubroutineType(types: !59)
!59 = !{!11, !60}
!60 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !61, size: 32)
!61 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !15)
!62 = !{!63}
!63 = !DILocalVariable(name: "q", arg: 1, scope: !57, file: !1, line: 14, type: !60)
!64 = !DILocation(line: 0, scope: !57)
!65 = !DILocation(line: 14, column: 50, scope: !57)
!66 = !DILocation(line: 14, column: 53, scope: !57)
!67 = !DILocation(line: 14, column: 62, scope: !57)
!68 = !DILocation(line: 14, column: 57, scope: !57)
!69 = !DILocation(line: 14, column: 40, scope: !57)
