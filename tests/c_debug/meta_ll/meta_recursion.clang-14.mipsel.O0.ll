; ModuleID = 'meta_recursion.c'
source_filename = "meta_recursion.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

@.str = private unnamed_addr constant [10 x i8] c"%llu %ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 !dbg !8 {
  %1 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %2 = call i64 @fib(i32 noundef signext 15), !dbg !13
  %3 = call i32 @gcd(i32 noundef signext 1071, i32 noundef signext 462), !dbg !14
  %4 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i32 0, i32 0), i64 noundef zeroext %2, i32 noundef signext %3), !dbg !15
  ret i32 0, !dbg !16
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: noinline nounwind optnone
define internal i64 @fib(i32 noundef signext %0) #0 !dbg !17 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !23, metadata !DIExpression()), !dbg !24
  %3 = load i32, i32* %2, align 4, !dbg !25
  %4 = icmp ult i32 %3, 2, !dbg !26
  br i1 %4, label %5, label %8, !dbg !25

5:                                                ; preds = %1
  %6 = load i32, i32* %2, align 4, !dbg !27
  %7 = zext i32 %6 to i64, !dbg !27
  br label %16, !dbg !25

8:                                                ; preds = %1
  %9 = load i32, i32* %2, align 4, !dbg !28
  %10 = sub i32 %9, 1, !dbg !29
  %11 = call i64 @fib(i32 noundef signext %10), !dbg !30
  %12 = load i32, i32* %2, align 4, !dbg !31
  %13 = sub i32 %12, 2, !dbg !32
  %14 = call i64 @fib(i32 noundef signext %13), !dbg !33
  %15 = add i64 %11, %14, !dbg !34
  br label %16, !dbg !25

16:                                               ; preds = %8, %5
  %17 = phi i64 [ %7, %5 ], [ %15, %8 ], !dbg !25
  ret i64 %17, !dbg !35
}

; Function Attrs: noinline nounwind optnone
define internal i32 @gcd(i32 noundef signext %0, i32 noundef signext %1) #0 !dbg !36 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !40, metadata !DIExpression()), !dbg !41
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !42, metadata !DIExpression()), !dbg !43
  br label %6, !dbg !44

6:                                                ; preds = %9, %2
  %7 = load i32, i32* %4, align 4, !dbg !45
  %8 = icmp ne i32 %7, 0, !dbg !46
  br i1 %8, label %9, label %15, !dbg !44

9:                                                ; preds = %6
  call void @llvm.dbg.declare(metadata i32* %5, metadata !47, metadata !DIExpression()), !dbg !49
  %10 = load i32, i32* %3, align 4, !dbg !50
  %11 = load i32, i32* %4, align 4, !dbg !51
  %12 = srem i32 %10, %11, !dbg !52
  store i32 %12, i32* %5, align 4, !dbg !49
  %13 = load i32, i32* %4, align 4, !dbg !53
  store i32 %13, i32* %3, align 4, !dbg !54
  %14 = load i32, i32* %5, align 4, !dbg !55
  store i32 %14, i32* %4, align 4, !dbg !56
  br label %6, !dbg !44, !llvm.loop !57

15:                                               ; preds = %6
  %16 = load i32, i32* %3, align 4, !dbg !60
  ret i32 %16, !dbg !61
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "meta_recursion.c", directory: "/src", checksumkind: CSK_MD5, checksum: "a54ad9cf131f20cc01371dc480f15afc")
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
!14 = !DILocation(line: 13, column: 33, scope: !8)
!15 = !DILocation(line: 13, column: 3, scope: !8)
!16 = !DILocation(line: 14, column: 3, scope: !8)
!17 = distinct !DISubprogram(name: "fib", scope: !1, file: !1, line: 3, type: !18, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !12)
!18 = !DISubroutineType(types: !19)
!19 = !{!20, !22}
!20 = !DIDerivedType(tag: DW_TAG_typedef, name: "u64", file: !1, line: 2, baseType: !21)
!21 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!22 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!23 = !DILocalVariable(name: "n", arg: 1, scope: !17, file: !1, line: 3, type: !22)
!24 = !DILocation(line: 3, column: 25, scope: !17)
!25 = !DILocation(line: 3, column: 37, scope: !17)
!26 = !DILocation(line: 3, column: 39, scope: !17)
!27 = !DILocation(line: 3, column: 45, scope: !17)
!28 = !DILocation(line: 3, column: 53, scope: !17)
!29 = !DILocation(line: 3, column: 55, scope: !17)
!30 = !DILocation(line: 3, column: 49, scope: !17)
!31 = !DILocation(line: 3, column: 66, scope: !17)
!32 = !DILocation(line: 3, column: 68, scope: !17)
!33 = !DILocation(line: 3, column: 62, scope: !17)
!34 = !DILocation(line: 3, column: 60, scope: !17)
!35 = !DILocation(line: 3, column: 30, scope: !17)
!36 = distinct !DISubprogram(name: "gcd", scope: !1, file: !1, line: 4, type: !37, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !12)
!37 = !DISubroutineType(types: !38)
!38 = !{!39, !39, !39}
!39 = !DIBasicType(name: "long", size: 32, encoding: DW_ATE_signed)
!40 = !DILocalVariable(name: "a", arg: 1, scope: !36, file: !1, line: 4, type: !39)
!41 = !DILocation(line: 4, column: 22, scope: !36)
!42 = !DILocalVariable(name: "b", arg: 2, scope: !36, file: !1, line: 4, type: !39)
!43 = !DILocation(line: 4, column: 30, scope: !36)
!44 = !DILocation(line: 5, column: 3, scope: !36)
!45 = !DILocation(line: 5, column: 10, scope: !36)
!46 = !DILocation(line: 5, column: 12, scope: !36)
!47 = !DILocalVariable(name: "t", scope: !48, file: !1, line: 6, type: !39)
!48 = distinct !DILexicalBlock(scope: !36, file: !1, line: 5, column: 18)
!49 = !DILocation(line: 6, column: 10, scope: !48)
!50 = !DILocation(line: 6, column: 14, scope: !48)
!51 = !DILocation(line: 6, column: 18, scope: !48)
!52 = !DILocation(line: 6, column: 16, scope: !48)
!53 = !DILocation(line: 7, column: 9, scope: !48)
!54 = !DILocation(line: 7, column: 7, scope: !48)
!55 = !DILocation(line: 8, column: 9, scope: !48)
!56 = !DILocation(line: 8, column: 7, scope: !48)
!57 = distinct !{!57, !44, !58, !59}
!58 = !DILocation(line: 9, column: 3, scope: !36)
!59 = !{!"llvm.loop.mustprogress"}
!60 = !DILocation(line: 10, column: 10, scope: !36)
!61 = !DILocation(line: 10, column: 3, scope: !36)
