; ModuleID = 'control.c'
source_filename = "control.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

@.str = private unnamed_addr constant [10 x i8] c"%u %d %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"zero\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"one\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"two\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"seven\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"many\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @fib(i32 noundef signext %0) #0 !dbg !9 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !14, metadata !DIExpression()), !dbg !15
  %4 = load i32, i32* %3, align 4, !dbg !16
  %5 = icmp slt i32 %4, 2, !dbg !18
  br i1 %5, label %6, label %8, !dbg !19

6:                                                ; preds = %1
  %7 = load i32, i32* %3, align 4, !dbg !20
  store i32 %7, i32* %2, align 4, !dbg !21
  br label %16, !dbg !21

8:                                                ; preds = %1
  %9 = load i32, i32* %3, align 4, !dbg !22
  %10 = sub nsw i32 %9, 1, !dbg !23
  %11 = call i32 @fib(i32 noundef signext %10), !dbg !24
  %12 = load i32, i32* %3, align 4, !dbg !25
  %13 = sub nsw i32 %12, 2, !dbg !26
  %14 = call i32 @fib(i32 noundef signext %13), !dbg !27
  %15 = add nsw i32 %11, %14, !dbg !28
  store i32 %15, i32* %2, align 4, !dbg !29
  br label %16, !dbg !29

16:                                               ; preds = %8, %6
  %17 = load i32, i32* %2, align 4, !dbg !30
  ret i32 %17, !dbg !30
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 !dbg !31 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i8*, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !34, metadata !DIExpression()), !dbg !36
  store i32 0, i32* %2, align 4, !dbg !36
  call void @llvm.dbg.declare(metadata i32* %3, metadata !37, metadata !DIExpression()), !dbg !38
  store i32 1, i32* %3, align 4, !dbg !38
  br label %9, !dbg !39

9:                                                ; preds = %20, %0
  call void @llvm.dbg.declare(metadata i32* %4, metadata !40, metadata !DIExpression()), !dbg !42
  %10 = load i32, i32* %3, align 4, !dbg !43
  %11 = call i32 @collatz(i32 noundef signext %10), !dbg !44
  store i32 %11, i32* %4, align 4, !dbg !42
  %12 = load i32, i32* %4, align 4, !dbg !45
  %13 = load i32, i32* %2, align 4, !dbg !47
  %14 = icmp ugt i32 %12, %13, !dbg !48
  br i1 %14, label %15, label %17, !dbg !49

15:                                               ; preds = %9
  %16 = load i32, i32* %4, align 4, !dbg !50
  store i32 %16, i32* %2, align 4, !dbg !51
  br label %17, !dbg !52

17:                                               ; preds = %15, %9
  %18 = load i32, i32* %3, align 4, !dbg !53
  %19 = add nsw i32 %18, 1, !dbg !53
  store i32 %19, i32* %3, align 4, !dbg !53
  br label %20, !dbg !54

20:                                               ; preds = %17
  %21 = load i32, i32* %3, align 4, !dbg !55
  %22 = icmp slt i32 %21, 30, !dbg !56
  br i1 %22, label %9, label %23, !dbg !54, !llvm.loop !57

23:                                               ; preds = %20
  call void @llvm.dbg.declare(metadata i32* %5, metadata !60, metadata !DIExpression()), !dbg !61
  %24 = call i32 @fib(i32 noundef signext 12), !dbg !62
  store i32 %24, i32* %5, align 4, !dbg !61
  call void @llvm.dbg.declare(metadata i32* %6, metadata !63, metadata !DIExpression()), !dbg !64
  store i32 0, i32* %6, align 4, !dbg !64
  call void @llvm.dbg.declare(metadata i32* %7, metadata !65, metadata !DIExpression()), !dbg !67
  store i32 0, i32* %7, align 4, !dbg !67
  br label %25, !dbg !68

25:                                               ; preds = %45, %23
  %26 = load i32, i32* %7, align 4, !dbg !69
  %27 = icmp slt i32 %26, 9, !dbg !71
  br i1 %27, label %28, label %48, !dbg !72

28:                                               ; preds = %25
  call void @llvm.dbg.declare(metadata i8** %8, metadata !73, metadata !DIExpression()), !dbg !78
  %29 = load i32, i32* %7, align 4, !dbg !79
  %30 = call i8* @name(i32 noundef signext %29), !dbg !80
  store i8* %30, i8** %8, align 4, !dbg !78
  br label %31, !dbg !81

31:                                               ; preds = %35, %28
  %32 = load i8*, i8** %8, align 4, !dbg !82
  %33 = load i8, i8* %32, align 1, !dbg !83
  %34 = icmp ne i8 %33, 0, !dbg !81
  br i1 %34, label %35, label %40, !dbg !81

35:                                               ; preds = %31
  %36 = load i32, i32* %6, align 4, !dbg !84
  %37 = add nsw i32 %36, 1, !dbg !84
  store i32 %37, i32* %6, align 4, !dbg !84
  %38 = load i8*, i8** %8, align 4, !dbg !86
  %39 = getelementptr inbounds i8, i8* %38, i32 1, !dbg !86
  store i8* %39, i8** %8, align 4, !dbg !86
  br label %31, !dbg !81, !llvm.loop !87

40:                                               ; preds = %31
  %41 = load i32, i32* %6, align 4, !dbg !89
  %42 = icmp sgt i32 %41, 40, !dbg !91
  br i1 %42, label %43, label %44, !dbg !92

43:                                               ; preds = %40
  br label %48, !dbg !93

44:                                               ; preds = %40
  br label %45, !dbg !94

45:                                               ; preds = %44
  %46 = load i32, i32* %7, align 4, !dbg !95
  %47 = add nsw i32 %46, 1, !dbg !95
  store i32 %47, i32* %7, align 4, !dbg !95
  br label %25, !dbg !96, !llvm.loop !97

48:                                               ; preds = %43, %25
  %49 = load i32, i32* %2, align 4, !dbg !99
  %50 = load i32, i32* %5, align 4, !dbg !100
  %51 = load i32, i32* %6, align 4, !dbg !101
  %52 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i32 0, i32 0), i32 noundef signext %49, i32 noundef signext %50, i32 noundef signext %51), !dbg !102
  ret i32 0, !dbg !103
}

; Function Attrs: noinline nounwind optnone
define internal i32 @collatz(i32 noundef signext %0) #0 !dbg !104 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !107, metadata !DIExpression()), !dbg !108
  call void @llvm.dbg.declare(metadata i32* %3, metadata !109, metadata !DIExpression()), !dbg !110
  store i32 0, i32* %3, align 4, !dbg !110
  br label %4, !dbg !111

4:                                                ; preds = %18, %1
  %5 = load i32, i32* %2, align 4, !dbg !112
  %6 = icmp ne i32 %5, 1, !dbg !113
  br i1 %6, label %7, label %21, !dbg !111

7:                                                ; preds = %4
  %8 = load i32, i32* %2, align 4, !dbg !114
  %9 = urem i32 %8, 2, !dbg !117
  %10 = icmp eq i32 %9, 0, !dbg !118
  br i1 %10, label %11, label %14, !dbg !119

11:                                               ; preds = %7
  %12 = load i32, i32* %2, align 4, !dbg !120
  %13 = udiv i32 %12, 2, !dbg !120
  store i32 %13, i32* %2, align 4, !dbg !120
  br label %18, !dbg !121

14:                                               ; preds = %7
  %15 = load i32, i32* %2, align 4, !dbg !122
  %16 = mul i32 3, %15, !dbg !123
  %17 = add i32 %16, 1, !dbg !124
  store i32 %17, i32* %2, align 4, !dbg !125
  br label %18

18:                                               ; preds = %14, %11
  %19 = load i32, i32* %3, align 4, !dbg !126
  %20 = add i32 %19, 1, !dbg !126
  store i32 %20, i32* %3, align 4, !dbg !126
  br label %4, !dbg !111, !llvm.loop !127

21:                                               ; preds = %4
  %22 = load i32, i32* %3, align 4, !dbg !129
  ret i32 %22, !dbg !130
}

; Function Attrs: noinline nounwind optnone
define internal i8* @name(i32 noundef signext %0) #0 !dbg !131 {
  %2 = alloca i8*, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !134, metadata !DIExpression()), !dbg !135
  %4 = load i32, i32* %3, align 4, !dbg !136
  switch i32 %4, label %9 [
    i32 0, label %5
    i32 1, label %6
    i32 2, label %7
    i32 7, label %8
  ], !dbg !137

5:                                                ; preds = %1
  store i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.1, i32 0, i32 0), i8** %2, align 4, !dbg !138
  br label %10, !dbg !138

6:                                                ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i32 0, i32 0), i8** %2, align 4, !dbg !140
  br label %10, !dbg !140

7:                                                ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.3, i32 0, i32 0), i8** %2, align 4, !dbg !141
  br label %10, !dbg !141

8:                                                ; preds = %1
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i32 0, i32 0), i8** %2, align 4, !dbg !142
  br label %10, !dbg !142

9:                                                ; preds = %1
  store i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i32 0, i32 0), i8** %2, align 4, !dbg !143
  br label %10, !dbg !143

10:                                               ; preds = %9, %8, %7, %6, %5
  %11 = load i8*, i8** %2, align 4, !dbg !144
  ret i8* %11, !dbg !144
}

declare i32 @printf(i8* noundef, ...) #2

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "control.c", directory: ".", checksumkind: CSK_MD5, checksum: "e6995099c8bd73c739a06f162dfc485c")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 1}
!6 = !{i32 7, !"PIE Level", i32 1}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !DISubprogram(name: "fib", scope: !1, file: !1, line: 17, type: !10, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !13)
!10 = !DISubroutineType(types: !11)
!11 = !{!12, !12}
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !{}
!14 = !DILocalVariable(name: "n", arg: 1, scope: !9, file: !1, line: 17, type: !12)
!15 = !DILocation(line: 17, column: 13, scope: !9)
!16 = !DILocation(line: 18, column: 9, scope: !17)
!17 = distinct !DILexicalBlock(scope: !9, file: !1, line: 18, column: 9)
!18 = !DILocation(line: 18, column: 11, scope: !17)
!19 = !DILocation(line: 18, column: 9, scope: !9)
!20 = !DILocation(line: 19, column: 16, scope: !17)
!21 = !DILocation(line: 19, column: 9, scope: !17)
!22 = !DILocation(line: 20, column: 16, scope: !9)
!23 = !DILocation(line: 20, column: 18, scope: !9)
!24 = !DILocation(line: 20, column: 12, scope: !9)
!25 = !DILocation(line: 20, column: 29, scope: !9)
!26 = !DILocation(line: 20, column: 31, scope: !9)
!27 = !DILocation(line: 20, column: 25, scope: !9)
!28 = !DILocation(line: 20, column: 23, scope: !9)
!29 = !DILocation(line: 20, column: 5, scope: !9)
!30 = !DILocation(line: 21, column: 1, scope: !9)
!31 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 38, type: !32, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !13)
!32 = !DISubroutineType(types: !33)
!33 = !{!12}
!34 = !DILocalVariable(name: "longest", scope: !31, file: !1, line: 39, type: !35)
!35 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!36 = !DILocation(line: 39, column: 14, scope: !31)
!37 = !DILocalVariable(name: "i", scope: !31, file: !1, line: 40, type: !12)
!38 = !DILocation(line: 40, column: 9, scope: !31)
!39 = !DILocation(line: 41, column: 5, scope: !31)
!40 = !DILocalVariable(name: "s", scope: !41, file: !1, line: 42, type: !35)
!41 = distinct !DILexicalBlock(scope: !31, file: !1, line: 41, column: 8)
!42 = !DILocation(line: 42, column: 18, scope: !41)
!43 = !DILocation(line: 42, column: 30, scope: !41)
!44 = !DILocation(line: 42, column: 22, scope: !41)
!45 = !DILocation(line: 43, column: 13, scope: !46)
!46 = distinct !DILexicalBlock(scope: !41, file: !1, line: 43, column: 13)
!47 = !DILocation(line: 43, column: 17, scope: !46)
!48 = !DILocation(line: 43, column: 15, scope: !46)
!49 = !DILocation(line: 43, column: 13, scope: !41)
!50 = !DILocation(line: 44, column: 23, scope: !46)
!51 = !DILocation(line: 44, column: 21, scope: !46)
!52 = !DILocation(line: 44, column: 13, scope: !46)
!53 = !DILocation(line: 45, column: 10, scope: !41)
!54 = !DILocation(line: 46, column: 5, scope: !41)
!55 = !DILocation(line: 46, column: 14, scope: !31)
!56 = !DILocation(line: 46, column: 16, scope: !31)
!57 = distinct !{!57, !39, !58, !59}
!58 = !DILocation(line: 46, column: 20, scope: !31)
!59 = !{!"llvm.loop.mustprogress"}
!60 = !DILocalVariable(name: "f", scope: !31, file: !1, line: 47, type: !12)
!61 = !DILocation(line: 47, column: 9, scope: !31)
!62 = !DILocation(line: 47, column: 13, scope: !31)
!63 = !DILocalVariable(name: "len", scope: !31, file: !1, line: 48, type: !12)
!64 = !DILocation(line: 48, column: 9, scope: !31)
!65 = !DILocalVariable(name: "k", scope: !66, file: !1, line: 49, type: !12)
!66 = distinct !DILexicalBlock(scope: !31, file: !1, line: 49, column: 5)
!67 = !DILocation(line: 49, column: 14, scope: !66)
!68 = !DILocation(line: 49, column: 10, scope: !66)
!69 = !DILocation(line: 49, column: 21, scope: !70)
!70 = distinct !DILexicalBlock(scope: !66, file: !1, line: 49, column: 5)
!71 = !DILocation(line: 49, column: 23, scope: !70)
!72 = !DILocation(line: 49, column: 5, scope: !66)
!73 = !DILocalVariable(name: "s", scope: !74, file: !1, line: 50, type: !75)
!74 = distinct !DILexicalBlock(scope: !70, file: !1, line: 49, column: 33)
!75 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !76, size: 32)
!76 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !77)
!77 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!78 = !DILocation(line: 50, column: 21, scope: !74)
!79 = !DILocation(line: 50, column: 30, scope: !74)
!80 = !DILocation(line: 50, column: 25, scope: !74)
!81 = !DILocation(line: 51, column: 9, scope: !74)
!82 = !DILocation(line: 51, column: 17, scope: !74)
!83 = !DILocation(line: 51, column: 16, scope: !74)
!84 = !DILocation(line: 52, column: 16, scope: !85)
!85 = distinct !DILexicalBlock(scope: !74, file: !1, line: 51, column: 20)
!86 = !DILocation(line: 53, column: 14, scope: !85)
!87 = distinct !{!87, !81, !88, !59}
!88 = !DILocation(line: 54, column: 9, scope: !74)
!89 = !DILocation(line: 55, column: 13, scope: !90)
!90 = distinct !DILexicalBlock(scope: !74, file: !1, line: 55, column: 13)
!91 = !DILocation(line: 55, column: 17, scope: !90)
!92 = !DILocation(line: 55, column: 13, scope: !74)
!93 = !DILocation(line: 56, column: 13, scope: !90)
!94 = !DILocation(line: 57, column: 5, scope: !74)
!95 = !DILocation(line: 49, column: 29, scope: !70)
!96 = !DILocation(line: 49, column: 5, scope: !70)
!97 = distinct !{!97, !72, !98, !59}
!98 = !DILocation(line: 57, column: 5, scope: !66)
!99 = !DILocation(line: 58, column: 26, scope: !31)
!100 = !DILocation(line: 58, column: 35, scope: !31)
!101 = !DILocation(line: 58, column: 38, scope: !31)
!102 = !DILocation(line: 58, column: 5, scope: !31)
!103 = !DILocation(line: 59, column: 5, scope: !31)
!104 = distinct !DISubprogram(name: "collatz", scope: !1, file: !1, line: 5, type: !105, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !13)
!105 = !DISubroutineType(types: !106)
!106 = !{!35, !35}
!107 = !DILocalVariable(name: "n", arg: 1, scope: !104, file: !1, line: 5, type: !35)
!108 = !DILocation(line: 5, column: 34, scope: !104)
!109 = !DILocalVariable(name: "steps", scope: !104, file: !1, line: 6, type: !35)
!110 = !DILocation(line: 6, column: 14, scope: !104)
!111 = !DILocation(line: 7, column: 5, scope: !104)
!112 = !DILocation(line: 7, column: 12, scope: !104)
!113 = !DILocation(line: 7, column: 14, scope: !104)
!114 = !DILocation(line: 8, column: 13, scope: !115)
!115 = distinct !DILexicalBlock(scope: !116, file: !1, line: 8, column: 13)
!116 = distinct !DILexicalBlock(scope: !104, file: !1, line: 7, column: 20)
!117 = !DILocation(line: 8, column: 15, scope: !115)
!118 = !DILocation(line: 8, column: 19, scope: !115)
!119 = !DILocation(line: 8, column: 13, scope: !116)
!120 = !DILocation(line: 9, column: 15, scope: !115)
!121 = !DILocation(line: 9, column: 13, scope: !115)
!122 = !DILocation(line: 11, column: 21, scope: !115)
!123 = !DILocation(line: 11, column: 19, scope: !115)
!124 = !DILocation(line: 11, column: 23, scope: !115)
!125 = !DILocation(line: 11, column: 15, scope: !115)
!126 = !DILocation(line: 12, column: 14, scope: !116)
!127 = distinct !{!127, !111, !128, !59}
!128 = !DILocation(line: 13, column: 5, scope: !104)
!129 = !DILocation(line: 14, column: 12, scope: !104)
!130 = !DILocation(line: 14, column: 5, scope: !104)
!131 = distinct !DISubprogram(name: "name", scope: !1, file: !1, line: 23, type: !132, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !13)
!132 = !DISubroutineType(types: !133)
!133 = !{!75, !12}
!134 = !DILocalVariable(name: "k", arg: 1, scope: !131, file: !1, line: 23, type: !12)
!135 = !DILocation(line: 23, column: 29, scope: !131)
!136 = !DILocation(line: 24, column: 13, scope: !131)
!137 = !DILocation(line: 24, column: 5, scope: !131)
!138 = !DILocation(line: 26, column: 9, scope: !139)
!139 = distinct !DILexicalBlock(scope: !131, file: !1, line: 24, column: 16)
!140 = !DILocation(line: 28, column: 9, scope: !139)
!141 = !DILocation(line: 30, column: 9, scope: !139)
!142 = !DILocation(line: 32, column: 9, scope: !139)
!143 = !DILocation(line: 34, column: 9, scope: !139)
!144 = !DILocation(line: 36, column: 1, scope: !131)
