; ModuleID = 'meta_varargs.c'
source_filename = "meta_varargs.c"
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mips-unknown-linux-gnu"

@.str = private unnamed_addr constant [10 x i8] c"%d %s %c\0A\00", align 1
@.str.1 = private unnamed_addr constant [3 x i8] c"ok\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 !dbg !8 {
  %1 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %2 = call i32 (i32, ...) @sum(i32 noundef signext 3, i32 noundef signext 1, i32 noundef signext 2, i32 noundef signext 3), !dbg !13
  %3 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i32 0, i32 0), i32 noundef signext %2, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.1, i32 0, i32 0), i32 noundef signext 120), !dbg !14
  ret i32 0, !dbg !15
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: noinline nounwind optnone
define internal i32 @sum(i32 noundef signext %0, ...) #0 !dbg !16 {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !19, metadata !DIExpression()), !dbg !20
  call void @llvm.dbg.declare(metadata i8** %3, metadata !21, metadata !DIExpression()), !dbg !29
  %6 = bitcast i8** %3 to i8*, !dbg !30
  call void @llvm.va_start(i8* %6), !dbg !30
  call void @llvm.dbg.declare(metadata i32* %4, metadata !31, metadata !DIExpression()), !dbg !32
  store i32 0, i32* %4, align 4, !dbg !32
  call void @llvm.dbg.declare(metadata i32* %5, metadata !33, metadata !DIExpression()), !dbg !35
  store i32 0, i32* %5, align 4, !dbg !35
  br label %7, !dbg !36

7:                                                ; preds = %18, %1
  %8 = load i32, i32* %5, align 4, !dbg !37
  %9 = load i32, i32* %2, align 4, !dbg !39
  %10 = icmp slt i32 %8, %9, !dbg !40
  br i1 %10, label %11, label %21, !dbg !41

11:                                               ; preds = %7
  %12 = load i8*, i8** %3, align 4, !dbg !42
  %13 = getelementptr inbounds i8, i8* %12, i32 4, !dbg !42
  store i8* %13, i8** %3, align 4, !dbg !42
  %14 = bitcast i8* %12 to i32*, !dbg !42
  %15 = load i32, i32* %14, align 4, !dbg !42
  %16 = load i32, i32* %4, align 4, !dbg !43
  %17 = add nsw i32 %16, %15, !dbg !43
  store i32 %17, i32* %4, align 4, !dbg !43
  br label %18, !dbg !44

18:                                               ; preds = %11
  %19 = load i32, i32* %5, align 4, !dbg !45
  %20 = add nsw i32 %19, 1, !dbg !45
  store i32 %20, i32* %5, align 4, !dbg !45
  br label %7, !dbg !46, !llvm.loop !47

21:                                               ; preds = %7
  %22 = bitcast i8** %3 to i8*, !dbg !50
  call void @llvm.va_end(i8* %22), !dbg !50
  %23 = load i32, i32* %4, align 4, !dbg !51
  ret i32 %23, !dbg !52
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_start(i8*) #3

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_end(i8*) #3

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nofree nosync nounwind willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "meta_varargs.c", directory: "/src", checksumkind: CSK_MD5, checksum: "433b1b55bd1fd4d9e55a3642ae6fad2f")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 1}
!6 = !{i32 7, !"PIE Level", i32 1}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 12, type: !9, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !12)
!9 = !DISubroutineType(types: !10)
!10 = !{!11}
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !{}
!13 = !DILocation(line: 13, column: 24, scope: !8)
!14 = !DILocation(line: 13, column: 3, scope: !8)
!15 = !DILocation(line: 14, column: 3, scope: !8)
!16 = distinct !DISubprogram(name: "sum", scope: !1, file: !1, line: 3, type: !17, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !12)
!17 = !DISubroutineType(types: !18)
!18 = !{!11, !11, null}
!19 = !DILocalVariable(name: "n", arg: 1, scope: !16, file: !1, line: 3, type: !11)
!20 = !DILocation(line: 3, column: 20, scope: !16)
!21 = !DILocalVariable(name: "ap", scope: !16, file: !1, line: 4, type: !22)
!22 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !23, line: 52, baseType: !24)
!23 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!24 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gnuc_va_list", file: !25, line: 32, baseType: !26)
!25 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stdarg.h", directory: "", checksumkind: CSK_MD5, checksum: "4de3cbd931b589d291e5c39387aecf82")
!26 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !27, baseType: !28)
!27 = !DIFile(filename: "meta_varargs.c", directory: "/src")
!28 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!29 = !DILocation(line: 4, column: 11, scope: !16)
!30 = !DILocation(line: 5, column: 3, scope: !16)
!31 = !DILocalVariable(name: "s", scope: !16, file: !1, line: 6, type: !11)
!32 = !DILocation(line: 6, column: 7, scope: !16)
!33 = !DILocalVariable(name: "i", scope: !34, file: !1, line: 7, type: !11)
!34 = distinct !DILexicalBlock(scope: !16, file: !1, line: 7, column: 3)
!35 = !DILocation(line: 7, column: 12, scope: !34)
!36 = !DILocation(line: 7, column: 8, scope: !34)
!37 = !DILocation(line: 7, column: 19, scope: !38)
!38 = distinct !DILexicalBlock(scope: !34, file: !1, line: 7, column: 3)
!39 = !DILocation(line: 7, column: 23, scope: !38)
!40 = !DILocation(line: 7, column: 21, scope: !38)
!41 = !DILocation(line: 7, column: 3, scope: !34)
!42 = !DILocation(line: 8, column: 10, scope: !38)
!43 = !DILocation(line: 8, column: 7, scope: !38)
!44 = !DILocation(line: 8, column: 5, scope: !38)
!45 = !DILocation(line: 7, column: 27, scope: !38)
!46 = !DILocation(line: 7, column: 3, scope: !38)
!47 = distinct !{!47, !41, !48, !49}
!48 = !DILocation(line: 8, column: 10, scope: !34)
!49 = !{!"llvm.loop.mustprogress"}
!50 = !DILocation(line: 9, column: 3, scope: !16)
!51 = !DILocation(line: 10, column: 10, scope: !16)
!52 = !DILocation(line: 10, column: 3, scope: !16)
