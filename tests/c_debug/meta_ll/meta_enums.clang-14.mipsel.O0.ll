; ModuleID = 'meta_enums.c'
source_filename = "meta_enums.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"red\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"green\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"blue\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 !dbg !15 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !20, metadata !DIExpression()), !dbg !23
  store i32 0, i32* %2, align 4, !dbg !23
  br label %3, !dbg !24

3:                                                ; preds = %17, %0
  %4 = load i32, i32* %2, align 4, !dbg !25
  %5 = icmp ule i32 %4, 6, !dbg !27
  br i1 %5, label %6, label %20, !dbg !28

6:                                                ; preds = %3
  %7 = load i32, i32* %2, align 4, !dbg !29
  %8 = icmp eq i32 %7, 0, !dbg !31
  br i1 %8, label %12, label %9, !dbg !32

9:                                                ; preds = %6
  %10 = load i32, i32* %2, align 4, !dbg !33
  %11 = icmp uge i32 %10, 5, !dbg !34
  br i1 %11, label %12, label %16, !dbg !35

12:                                               ; preds = %9, %6
  %13 = load i32, i32* %2, align 4, !dbg !36
  %14 = call i8* @name(i32 noundef signext %13), !dbg !37
  %15 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i32 0, i32 0), i8* noundef %14), !dbg !38
  br label %16, !dbg !38

16:                                               ; preds = %12, %9
  br label %17, !dbg !39

17:                                               ; preds = %16
  %18 = load i32, i32* %2, align 4, !dbg !40
  %19 = add i32 %18, 1, !dbg !40
  store i32 %19, i32* %2, align 4, !dbg !40
  br label %3, !dbg !41, !llvm.loop !42

20:                                               ; preds = %3
  ret i32 0, !dbg !45
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone
define internal i8* @name(i32 noundef signext %0) #0 !dbg !46 {
  %2 = alloca i8*, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !52, metadata !DIExpression()), !dbg !53
  %4 = load i32, i32* %3, align 4, !dbg !54
  switch i32 %4, label %7 [
    i32 0, label %5
    i32 5, label %6
  ], !dbg !55

5:                                                ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i32 0, i32 0), i8** %2, align 4, !dbg !56
  br label %8, !dbg !56

6:                                                ; preds = %1
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.2, i32 0, i32 0), i8** %2, align 4, !dbg !58
  br label %8, !dbg !58

7:                                                ; preds = %1
  store i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.3, i32 0, i32 0), i8** %2, align 4, !dbg !59
  br label %8, !dbg !59

8:                                                ; preds = %7, %6, %5
  %9 = load i8*, i8** %2, align 4, !dbg !60
  ret i8* %9, !dbg !60
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "meta_enums.c", directory: "/src", checksumkind: CSK_MD5, checksum: "eb6138518ffd88c0e489fafb38ea5f49")
!2 = !{!3}
!3 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "color", file: !1, line: 2, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!5 = !{!6, !7, !8}
!6 = !DIEnumerator(name: "RED", value: 0)
!7 = !DIEnumerator(name: "GREEN", value: 5)
!8 = !DIEnumerator(name: "BLUE", value: 6)
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 7, !"PIC Level", i32 1}
!13 = !{i32 7, !"PIE Level", i32 1}
!14 = !{i32 7, !"frame-pointer", i32 2}
!15 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 11, type: !16, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !19)
!16 = !DISubroutineType(types: !17)
!17 = !{!18}
!18 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!19 = !{}
!20 = !DILocalVariable(name: "c", scope: !21, file: !1, line: 12, type: !22)
!21 = distinct !DILexicalBlock(scope: !15, file: !1, line: 12, column: 3)
!22 = !DIDerivedType(tag: DW_TAG_typedef, name: "color_t", file: !1, line: 3, baseType: !3)
!23 = !DILocation(line: 12, column: 16, scope: !21)
!24 = !DILocation(line: 12, column: 8, scope: !21)
!25 = !DILocation(line: 12, column: 25, scope: !26)
!26 = distinct !DILexicalBlock(scope: !21, file: !1, line: 12, column: 3)
!27 = !DILocation(line: 12, column: 27, scope: !26)
!28 = !DILocation(line: 12, column: 3, scope: !21)
!29 = !DILocation(line: 13, column: 9, scope: !30)
!30 = distinct !DILexicalBlock(scope: !26, file: !1, line: 13, column: 9)
!31 = !DILocation(line: 13, column: 11, scope: !30)
!32 = !DILocation(line: 13, column: 18, scope: !30)
!33 = !DILocation(line: 13, column: 21, scope: !30)
!34 = !DILocation(line: 13, column: 23, scope: !30)
!35 = !DILocation(line: 13, column: 9, scope: !26)
!36 = !DILocation(line: 14, column: 27, scope: !30)
!37 = !DILocation(line: 14, column: 22, scope: !30)
!38 = !DILocation(line: 14, column: 7, scope: !30)
!39 = !DILocation(line: 13, column: 26, scope: !30)
!40 = !DILocation(line: 12, column: 37, scope: !26)
!41 = !DILocation(line: 12, column: 3, scope: !26)
!42 = distinct !{!42, !28, !43, !44}
!43 = !DILocation(line: 14, column: 29, scope: !21)
!44 = !{!"llvm.loop.mustprogress"}
!45 = !DILocation(line: 15, column: 3, scope: !15)
!46 = distinct !DISubprogram(name: "name", scope: !1, file: !1, line: 4, type: !47, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !19)
!47 = !DISubroutineType(types: !48)
!48 = !{!49, !22}
!49 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !50, size: 32)
!50 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !51)
!51 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!52 = !DILocalVariable(name: "c", arg: 1, scope: !46, file: !1, line: 4, type: !22)
!53 = !DILocation(line: 4, column: 33, scope: !46)
!54 = !DILocation(line: 5, column: 11, scope: !46)
!55 = !DILocation(line: 5, column: 3, scope: !46)
!56 = !DILocation(line: 6, column: 13, scope: !57)
!57 = distinct !DILexicalBlock(scope: !46, file: !1, line: 5, column: 14)
!58 = !DILocation(line: 7, column: 15, scope: !57)
!59 = !DILocation(line: 8, column: 12, scope: !57)
!60 = !DILocation(line: 10, column: 1, scope: !46)
