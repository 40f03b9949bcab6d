; ModuleID = 'meta_varargs.c'
source_filename = "meta_varargs.c"
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mips-unknown-linux-gnu"

@.str = private unnamed_addr constant [10 x i8] c"%d %s %c\0A\00", align 1
@.str.1 = private unnamed_addr constant [3 x i8] c"ok\00", align 1

; Function Attrs: nofree nounwind
define dso_local i32 @main() local_unnamed_addr #0 !dbg !7 {
  %1 = tail call i32 (i32, ...) @sum(i32 signext undef, i32 noundef signext 1, i32 noundef signext 2, i32 noundef signext 3), !dbg !12
  %2 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i32 0, i32 0), i32 noundef signext %1, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.1, i32 0, i32 0), i32 noundef signext 120), !dbg !13
  ret i32 0, !dbg !14
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind
define internal i32 @sum(i32 signext %0, ...) unnamed_addr #2 !dbg !15 {
  %2 = alloca i8*, align 4
  call void @llvm.dbg.value(metadata i32 3, metadata !19, metadata !DIExpression()), !dbg !31
  %3 = bitcast i8** %2 to i8*, !dbg !32
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %3) #6, !dbg !32
  call void @llvm.dbg.value(metadata i8** %2, metadata !20, metadata !DIExpression(DW_OP_deref)), !dbg !31
  call void @llvm.va_start(i8* nonnull %3), !dbg !33
  call void @llvm.dbg.value(metadata i32 0, metadata !28, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i32 0, metadata !29, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i32 0, metadata !29, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i32 0, metadata !28, metadata !DIExpression()), !dbg !31
  %4 = load i8*, i8** %2, align 4, !dbg !35
  call void @llvm.dbg.value(metadata i8* %4, metadata !20, metadata !DIExpression()), !dbg !31
  %5 = getelementptr inbounds i8, i8* %4, i32 4, !dbg !35
  call void @llvm.dbg.value(metadata i8* %5, metadata !20, metadata !DIExpression()), !dbg !31
  store i8* %5, i8** %2, align 4, !dbg !35
  %6 = bitcast i8* %4 to i32*, !dbg !35
  %7 = load i32, i32* %6, align 4, !dbg !35
  call void @llvm.dbg.value(metadata i32 %7, metadata !28, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i32 1, metadata !29, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i32 1, metadata !29, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i32 %7, metadata !28, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i8* %5, metadata !20, metadata !DIExpression()), !dbg !31
  %8 = getelementptr inbounds i8, i8* %4, i32 8, !dbg !35
  call void @llvm.dbg.value(metadata i8* %8, metadata !20, metadata !DIExpression()), !dbg !31
  %9 = bitcast i8* %5 to i32*, !dbg !35
  %10 = load i32, i32* %9, align 4, !dbg !35
  %11 = add nsw i32 %10, %7, !dbg !37
  call void @llvm.dbg.value(metadata i32 %11, metadata !28, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i32 2, metadata !29, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i32 2, metadata !29, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i32 %11, metadata !28, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i8* %8, metadata !20, metadata !DIExpression()), !dbg !31
  %12 = getelementptr inbounds i8, i8* %4, i32 12, !dbg !35
  call void @llvm.dbg.value(metadata i8* %12, metadata !20, metadata !DIExpression()), !dbg !31
  store i8* %12, i8** %2, align 4, !dbg !35
  %13 = bitcast i8* %8 to i32*, !dbg !35
  %14 = load i32, i32* %13, align 4, !dbg !35
  %15 = add nsw i32 %14, %11, !dbg !37
  call void @llvm.dbg.value(metadata i32 %15, metadata !28, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i32 3, metadata !29, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i8** %2, metadata !20, metadata !DIExpression(DW_OP_deref)), !dbg !31
  call void @llvm.va_end(i8* nonnull %3), !dbg !38
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %3) #6, !dbg !39
  ret i32 %15, !dbg !40
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_start(i8*) #4

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_end(i8*) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #5

attributes #0 = { nofree nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #2 = { nofree nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #3 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #4 = { mustprogress nofree nosync nounwind willreturn }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "meta_varargs.c", directory: "/src", checksumkind: CSK_MD5, checksum: "433b1b55bd1fd4d9e55a3642ae6fad2f")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 1}
!6 = !{i32 7, !"PIE Level", i32 1}
!7 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 12, type: !8, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!8 = !DISubroutineType(types: !9)
!9 = !{!10}
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !{}
!12 = !DILocation(line: 13, column: 24, scope: !7)
!13 = !DILocation(line: 13, column: 3, scope: !7)
!14 = !DILocation(line: 14, column: 3, scope: !7)
!15 = distinct !DISubprogram(name: "sum", scope: !1, file: !1, line: 3, type: !16, scopeLine: 3, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !18)
!16 = !DISubroutineType(types: !17)
!17 = !{!10, !10, null}
!18 = !{!19, !20, !28, !29}
!19 = !DILocalVariable(name: "n", arg: 1, scope: !15, file: !1, line: 3, type: !10)
!20 = !DILocalVariable(name: "ap", scope: !15, file: !1, line: 4, type: !21)
!21 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !22, line: 52, baseType: !23)
!22 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!23 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gnuc_va_list", file: !24, line: 32, baseType: !25)
!24 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stdarg.h", directory: "", checksumkind: CSK_MD5, checksum: "4de3cbd931b589d291e5c39387aecf82")
!25 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !26, baseType: !27)
!26 = !DIFile(filename: "meta_varargs.c", directory: "/src")
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!28 = !DILocalVariable(name: "s", scope: !15, file: !1, line: 6, type: !10)
!29 = !DILocalVariable(name: "i", scope: !30, file: !1, line: 7, type: !10)
!30 = distinct !DILexicalBlock(scope: !15, file: !1, line: 7, column: 3)
!31 = !DILocation(line: 0, scope: !15)
!32 = !DILocation(line: 4, column: 3, scope: !15)
!33 = !DILocation(line: 5, column: 3, scope: !15)
!34 = !DILocation(line: 0, scope: !30)
!35 = !DILocation(line: 8, column: 10, scope: !36)
!36 = distinct !DILexicalBlock(scope: !30, file: !1, line: 7, column: 3)
!37 = !DILocation(line: 8, column: 7, scope: !36)
!38 = !DILocation(line: 9, column: 3, scope: !15)
!39 = !DILocation(line: 11, column: 1, scope: !15)
!40 = !DILocation(line: 10, column: 3, scope: !15)
