; ModuleID = 'meta_inline.c'
source_filename = "meta_inline.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main(i32 noundef signext %0, i8** noundef %1) #0 !dbg !8 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 4
  %6 = alloca i32, align 4
  %7 = alloca i8*, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !16, metadata !DIExpression()), !dbg !17
  store i8** %1, i8*** %5, align 4
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !18, metadata !DIExpression()), !dbg !19
  call void @llvm.dbg.declare(metadata i32* %6, metadata !20, metadata !DIExpression()), !dbg !21
  %8 = load i32, i32* %4, align 4, !dbg !22
  store i32 %8, i32* %6, align 4, !dbg !21
  call void @llvm.dbg.declare(metadata i8** %7, metadata !23, metadata !DIExpression()), !dbg !27
  %9 = load i8**, i8*** %5, align 4, !dbg !28
  %10 = getelementptr inbounds i8*, i8** %9, i32 0, !dbg !28
  %11 = load i8*, i8** %10, align 4, !dbg !28
  store i8* %11, i8** %7, align 4, !dbg !27
  br label %12, !dbg !29

12:                                               ; preds = %24, %2
  %13 = load i8*, i8** %7, align 4, !dbg !30
  %14 = load i8, i8* %13, align 1, !dbg !32
  %15 = icmp ne i8 %14, 0, !dbg !33
  br i1 %15, label %16, label %27, !dbg !33

16:                                               ; preds = %12
  %17 = load i8*, i8** %7, align 4, !dbg !34
  %18 = load i8, i8* %17, align 1, !dbg !35
  %19 = sext i8 %18 to i32, !dbg !35
  %20 = and i32 %19, 7, !dbg !36
  %21 = call i32 @poly(i32 noundef signext %20), !dbg !37
  %22 = load i32, i32* %6, align 4, !dbg !38
  %23 = add nsw i32 %22, %21, !dbg !38
  store i32 %23, i32* %6, align 4, !dbg !38
  br label %24, !dbg !39

24:                                               ; preds = %16
  %25 = load i8*, i8** %7, align 4, !dbg !40
  %26 = getelementptr inbounds i8, i8* %25, i32 1, !dbg !40
  store i8* %26, i8** %7, align 4, !dbg !40
  br label %12, !dbg !41, !llvm.loop !42

27:                                               ; preds = %12
  %28 = load i32, i32* %6, align 4, !dbg !45
  %29 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i32 0, i32 0), i32 noundef signext %28), !dbg !46
  %30 = load i32, i32* %6, align 4, !dbg !47
  %31 = icmp sgt i32 %30, 0, !dbg !48
  %32 = zext i1 %31 to i64, !dbg !47
  %33 = select i1 %31, i32 0, i32 1, !dbg !47
  ret i32 %33, !dbg !49
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone
define internal i32 @poly(i32 noundef signext %0) #0 !dbg !50 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !53, metadata !DIExpression()), !dbg !54
  call void @llvm.dbg.declare(metadata i32* %3, metadata !55, metadata !DIExpression()), !dbg !56
  %5 = load i32, i32* %2, align 4, !dbg !57
  %6 = call i32 @cube(i32 noundef signext %5), !dbg !58
  store i32 %6, i32* %3, align 4, !dbg !56
  call void @llvm.dbg.declare(metadata i32* %4, metadata !59, metadata !DIExpression()), !dbg !60
  %7 = load i32, i32* %2, align 4, !dbg !61
  %8 = add nsw i32 %7, 1, !dbg !62
  %9 = call i32 @square(i32 noundef signext %8), !dbg !63
  store i32 %9, i32* %4, align 4, !dbg !60
  %10 = load i32, i32* %3, align 4, !dbg !64
  %11 = load i32, i32* %4, align 4, !dbg !65
  %12 = add nsw i32 %10, %11, !dbg !66
  ret i32 %12, !dbg !67
}

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone
define internal i32 @cube(i32 noundef signext %0) #0 !dbg !68 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !69, metadata !DIExpression()), !dbg !70
  %3 = load i32, i32* %2, align 4, !dbg !71
  %4 = call i32 @square(i32 noundef signext %3), !dbg !72
  %5 = load i32, i32* %2, align 4, !dbg !73
  %6 = mul nsw i32 %4, %5, !dbg !74
  ret i32 %6, !dbg !75
}

; Function Attrs: noinline nounwind optnone
define internal i32 @square(i32 noundef signext %0) #0 !dbg !76 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !77, metadata !DIExpression()), !dbg !78
  %3 = load i32, i32* %2, align 4, !dbg !79
  %4 = load i32, i32* %2, align 4, !dbg !80
  %5 = mul nsw i32 %3, %4, !dbg !81
  ret i32 %5, !dbg !82
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "meta_inline.c", directory: "/src", checksumkind: CSK_MD5, checksum: "646dae2819f22a6af97b989be7d2fb6a")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 1}
!6 = !{i32 7, !"PIE Level", i32 1}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 9, type: !9, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !15)
!9 = !DISubroutineType(types: !10)
!10 = !{!11, !11, !12}
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 32)
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 32)
!14 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!15 = !{}
!16 = !DILocalVariable(name: "argc", arg: 1, scope: !8, file: !1, line: 9, type: !11)
!17 = !DILocation(line: 9, column: 14, scope: !8)
!18 = !DILocalVariable(name: "argv", arg: 2, scope: !8, file: !1, line: 9, type: !12)
!19 = !DILocation(line: 9, column: 27, scope: !8)
!20 = !DILocalVariable(name: "acc", scope: !8, file: !1, line: 10, type: !11)
!21 = !DILocation(line: 10, column: 7, scope: !8)
!22 = !DILocation(line: 10, column: 13, scope: !8)
!23 = !DILocalVariable(name: "p", scope: !24, file: !1, line: 11, type: !25)
!24 = distinct !DILexicalBlock(scope: !8, file: !1, line: 11, column: 3)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 32)
!26 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !14)
!27 = !DILocation(line: 11, column: 20, scope: !24)
!28 = !DILocation(line: 11, column: 24, scope: !24)
!29 = !DILocation(line: 11, column: 8, scope: !24)
!30 = !DILocation(line: 11, column: 34, scope: !31)
!31 = distinct !DILexicalBlock(scope: !24, file: !1, line: 11, column: 3)
!32 = !DILocation(line: 11, column: 33, scope: !31)
!33 = !DILocation(line: 11, column: 3, scope: !24)
!34 = !DILocation(line: 12, column: 18, scope: !31)
!35 = !DILocation(line: 12, column: 17, scope: !31)
!36 = !DILocation(line: 12, column: 20, scope: !31)
!37 = !DILocation(line: 12, column: 12, scope: !31)
!38 = !DILocation(line: 12, column: 9, scope: !31)
!39 = !DILocation(line: 12, column: 5, scope: !31)
!40 = !DILocation(line: 11, column: 38, scope: !31)
!41 = !DILocation(line: 11, column: 3, scope: !31)
!42 = distinct !{!42, !33, !43, !44}
!43 = !DILocation(line: 12, column: 23, scope: !24)
!44 = !{!"llvm.loop.mustprogress"}
!45 = !DILocation(line: 13, column: 18, scope: !8)
!46 = !DILocation(line: 13, column: 3, scope: !8)
!47 = !DILocation(line: 14, column: 10, scope: !8)
!48 = !DILocation(line: 14, column: 14, scope: !8)
!49 = !DILocation(line: 14, column: 3, scope: !8)
!50 = distinct !DISubprogram(name: "poly", scope: !1, file: !1, line: 4, type: !51, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !15)
!51 = !DISubroutineType(types: !52)
!52 = !{!11, !11}
!53 = !DILocalVariable(name: "v", arg: 1, scope: !50, file: !1, line: 4, type: !11)
!54 = !DILocation(line: 4, column: 21, scope: !50)
!55 = !DILocalVariable(name: "a", scope: !50, file: !1, line: 5, type: !11)
!56 = !DILocation(line: 5, column: 7, scope: !50)
!57 = !DILocation(line: 5, column: 16, scope: !50)
!58 = !DILocation(line: 5, column: 11, scope: !50)
!59 = !DILocalVariable(name: "b", scope: !50, file: !1, line: 6, type: !11)
!60 = !DILocation(line: 6, column: 7, scope: !50)
!61 = !DILocation(line: 6, column: 18, scope: !50)
!62 = !DILocation(line: 6, column: 20, scope: !50)
!63 = !DILocation(line: 6, column: 11, scope: !50)
!64 = !DILocation(line: 7, column: 10, scope: !50)
!65 = !DILocation(line: 7, column: 14, scope: !50)
!66 = !DILocation(line: 7, column: 12, scope: !50)
!67 = !DILocation(line: 7, column: 3, scope: !50)
!68 = distinct !DISubprogram(name: "cube", scope: !1, file: !1, line: 3, type: !51, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !15)
!69 = !DILocalVariable(name: "v", arg: 1, scope: !68, file: !1, line: 3, type: !11)
!70 = !DILocation(line: 3, column: 21, scope: !68)
!71 = !DILocation(line: 3, column: 40, scope: !68)
!72 = !DILocation(line: 3, column: 33, scope: !68)
!73 = !DILocation(line: 3, column: 45, scope: !68)
!74 = !DILocation(line: 3, column: 43, scope: !68)
!75 = !DILocation(line: 3, column: 26, scope: !68)
!76 = distinct !DISubprogram(name: "square", scope: !1, file: !1, line: 2, type: !51, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !15)
!77 = !DILocalVariable(name: "v", arg: 1, scope: !76, file: !1, line: 2, type: !11)
!78 = !DILocation(line: 2, column: 30, scope: !76)
!79 = !DILocation(line: 2, column: 42, scope: !76)
!80 = !DILocation(line: 2, column: 46, scope: !76)
!81 = !DILocation(line: 2, column: 44, scope: !76)
!82 = !DILocation(line: 2, column: 35, scope: !76)
