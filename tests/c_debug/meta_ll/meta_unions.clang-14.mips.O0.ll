; ModuleID = 'meta_unions.c'
source_filename = "meta_unions.c"
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mips-unknown-linux-gnu"

%union.word = type { i32 }

@.str = private unnamed_addr constant [7 x i8] c"%u %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 !dbg !8 {
  %1 = alloca i32, align 4
  %2 = alloca %union.word, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata %union.word* %2, metadata !13, metadata !DIExpression()), !dbg !28
  %3 = bitcast %union.word* %2 to i32*, !dbg !29
  store i32 16909060, i32* %3, align 4, !dbg !30
  %4 = bitcast %union.word* %2 to { i32 }*, !dbg !31
  %5 = getelementptr inbounds { i32 }, { i32 }* %4, i32 0, i32 0, !dbg !31
  %6 = load i32, i32* %5, align 4, !dbg !31
  %7 = call i32 @sum_bytes(i32 inreg %6), !dbg !31
  %8 = bitcast %union.word* %2 to [2 x i16]*, !dbg !32
  %9 = getelementptr inbounds [2 x i16], [2 x i16]* %8, i32 0, i32 0, !dbg !33
  %10 = load i16, i16* %9, align 4, !dbg !33
  %11 = sext i16 %10 to i32, !dbg !33
  %12 = icmp ne i32 %11, 0, !dbg !34
  %13 = zext i1 %12 to i32, !dbg !34
  %14 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i32 0, i32 0), i32 noundef signext %7, i32 noundef signext %13), !dbg !35
  ret i32 0, !dbg !36
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone
define internal i32 @sum_bytes(i32 inreg %0) #0 !dbg !37 {
  %2 = alloca %union.word, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8, align 1
  %6 = getelementptr inbounds %union.word, %union.word* %2, i32 0, i32 0
  store i32 %0, i32* %6, align 4
  call void @llvm.dbg.declare(metadata %union.word* %2, metadata !40, metadata !DIExpression()), !dbg !41
  call void @llvm.dbg.declare(metadata i32* %3, metadata !42, metadata !DIExpression()), !dbg !43
  store i32 0, i32* %3, align 4, !dbg !43
  call void @llvm.dbg.declare(metadata i32* %4, metadata !44, metadata !DIExpression()), !dbg !46
  store i32 0, i32* %4, align 4, !dbg !46
  br label %7, !dbg !47

7:                                                ; preds = %19, %1
  %8 = load i32, i32* %4, align 4, !dbg !48
  %9 = icmp slt i32 %8, 4, !dbg !50
  br i1 %9, label %10, label %22, !dbg !51

10:                                               ; preds = %7
  call void @llvm.dbg.declare(metadata i8* %5, metadata !52, metadata !DIExpression()), !dbg !54
  %11 = bitcast %union.word* %2 to [4 x i8]*, !dbg !55
  %12 = load i32, i32* %4, align 4, !dbg !56
  %13 = getelementptr inbounds [4 x i8], [4 x i8]* %11, i32 0, i32 %12, !dbg !57
  %14 = load i8, i8* %13, align 1, !dbg !57
  store i8 %14, i8* %5, align 1, !dbg !54
  %15 = load i8, i8* %5, align 1, !dbg !58
  %16 = zext i8 %15 to i32, !dbg !58
  %17 = load i32, i32* %3, align 4, !dbg !59
  %18 = add i32 %17, %16, !dbg !59
  store i32 %18, i32* %3, align 4, !dbg !59
  br label %19, !dbg !60

19:                                               ; preds = %10
  %20 = load i32, i32* %4, align 4, !dbg !61
  %21 = add nsw i32 %20, 1, !dbg !61
  store i32 %21, i32* %4, align 4, !dbg !61
  br label %7, !dbg !62, !llvm.loop !63

22:                                               ; preds = %7
  %23 = load i32, i32* %3, align 4, !dbg !66
  ret i32 %23, !dbg !67
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "meta_unions.c", directory: "/src", checksumkind: CSK_MD5, checksum: "83fd4d7f1b588df39ba3ab0e7bf64a23")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 1}
!6 = !{i32 7, !"PIE Level", i32 1}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 11, type: !9, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !12)
!9 = !DISubroutineType(types: !10)
!10 = !{!11}
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !{}
!13 = !DILocalVariable(name: "w", scope: !8, file: !1, line: 12, type: !14)
!14 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "word", file: !1, line: 2, size: 32, elements: !15)
!15 = !{!16, !18, !23}
!16 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !14, file: !1, line: 2, baseType: !17, size: 32)
!17 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!18 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !14, file: !1, line: 2, baseType: !19, size: 32)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 32, elements: !21)
!20 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!21 = !{!22}
!22 = !DISubrange(count: 4)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "h", scope: !14, file: !1, line: 2, baseType: !24, size: 32)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !25, size: 32, elements: !26)
!25 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!26 = !{!27}
!27 = !DISubrange(count: 2)
!28 = !DILocation(line: 12, column: 14, scope: !8)
!29 = !DILocation(line: 13, column: 5, scope: !8)
!30 = !DILocation(line: 13, column: 7, scope: !8)
!31 = !DILocation(line: 14, column: 21, scope: !8)
!32 = !DILocation(line: 14, column: 37, scope: !8)
!33 = !DILocation(line: 14, column: 35, scope: !8)
!34 = !DILocation(line: 14, column: 42, scope: !8)
!35 = !DILocation(line: 14, column: 3, scope: !8)
!36 = !DILocation(line: 15, column: 3, scope: !8)
!37 = distinct !DISubprogram(name: "sum_bytes", scope: !1, file: !1, line: 3, type: !38, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !12)
!38 = !DISubroutineType(types: !39)
!39 = !{!17, !14}
!40 = !DILocalVariable(name: "w", arg: 1, scope: !37, file: !1, line: 3, type: !14)
!41 = !DILocation(line: 3, column: 38, scope: !37)
!42 = !DILocalVariable(name: "s", scope: !37, file: !1, line: 4, type: !17)
!43 = !DILocation(line: 4, column: 12, scope: !37)
!44 = !DILocalVariable(name: "i", scope: !45, file: !1, line: 5, type: !11)
!45 = distinct !DILexicalBlock(scope: !37, file: !1, line: 5, column: 3)
!46 = !DILocation(line: 5, column: 12, scope: !45)
!47 = !DILocation(line: 5, column: 8, scope: !45)
!48 = !DILocation(line: 5, column: 19, scope: !49)
!49 = distinct !DILexicalBlock(scope: !45, file: !1, line: 5, column: 3)
!50 = !DILocation(line: 5, column: 21, scope: !49)
!51 = !DILocation(line: 5, column: 3, scope: !45)
!52 = !DILocalVariable(name: "c", scope: !53, file: !1, line: 6, type: !20)
!53 = distinct !DILexicalBlock(scope: !49, file: !1, line: 5, column: 31)
!54 = !DILocation(line: 6, column: 19, scope: !53)
!55 = !DILocation(line: 6, column: 25, scope: !53)
!56 = !DILocation(line: 6, column: 27, scope: !53)
!57 = !DILocation(line: 6, column: 23, scope: !53)
!58 = !DILocation(line: 7, column: 10, scope: !53)
!59 = !DILocation(line: 7, column: 7, scope: !53)
!60 = !DILocation(line: 8, column: 3, scope: !53)
!61 = !DILocation(line: 5, column: 27, scope: !49)
!62 = !DILocation(line: 5, column: 3, scope: !49)
!63 = distinct !{!63, !51, !64, !65}
!64 = !DILocation(line: 8, column: 3, scope: !45)
!65 = !{!"llvm.loop.mustprogress"}
!66 = !DILocation(line: 9, column: 10, scope: !37)
!67 = !DILocation(line: 9, column: 3, scope: !37)
