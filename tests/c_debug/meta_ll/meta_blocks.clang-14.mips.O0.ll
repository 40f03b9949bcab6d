; ModuleID = 'meta_blocks.c'
source_filename = "meta_blocks.c"
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mips-unknown-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 !dbg !8 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !13, metadata !DIExpression()), !dbg !14
  store i32 0, i32* %2, align 4, !dbg !14
  call void @llvm.dbg.declare(metadata i32* %3, metadata !15, metadata !DIExpression()), !dbg !17
  store i32 0, i32* %3, align 4, !dbg !17
  br label %7, !dbg !18

7:                                                ; preds = %28, %0
  %8 = load i32, i32* %3, align 4, !dbg !19
  %9 = icmp slt i32 %8, 4, !dbg !21
  br i1 %9, label %10, label %31, !dbg !22

10:                                               ; preds = %7
  call void @llvm.dbg.declare(metadata i32* %4, metadata !23, metadata !DIExpression()), !dbg !25
  %11 = load i32, i32* %3, align 4, !dbg !26
  %12 = load i32, i32* %3, align 4, !dbg !27
  %13 = mul nsw i32 %11, %12, !dbg !28
  store i32 %13, i32* %4, align 4, !dbg !25
  call void @llvm.dbg.declare(metadata i32* %5, metadata !29, metadata !DIExpression()), !dbg !31
  %14 = load i32, i32* %4, align 4, !dbg !32
  %15 = mul nsw i32 %14, 2, !dbg !33
  store i32 %15, i32* %5, align 4, !dbg !31
  %16 = load i32, i32* %5, align 4, !dbg !34
  %17 = load i32, i32* %2, align 4, !dbg !35
  %18 = add nsw i32 %17, %16, !dbg !35
  store i32 %18, i32* %2, align 4, !dbg !35
  %19 = load i32, i32* %4, align 4, !dbg !36
  %20 = icmp sgt i32 %19, 3, !dbg !38
  br i1 %20, label %21, label %27, !dbg !39

21:                                               ; preds = %10
  call void @llvm.dbg.declare(metadata i32* %6, metadata !40, metadata !DIExpression()), !dbg !42
  %22 = load i32, i32* %4, align 4, !dbg !43
  %23 = sub nsw i32 %22, 3, !dbg !44
  store i32 %23, i32* %6, align 4, !dbg !42
  %24 = load i32, i32* %6, align 4, !dbg !45
  %25 = load i32, i32* %2, align 4, !dbg !46
  %26 = sub nsw i32 %25, %24, !dbg !46
  store i32 %26, i32* %2, align 4, !dbg !46
  br label %27, !dbg !47

27:                                               ; preds = %21, %10
  br label %28, !dbg !48

28:                                               ; preds = %27
  %29 = load i32, i32* %3, align 4, !dbg !49
  %30 = add nsw i32 %29, 1, !dbg !49
  store i32 %30, i32* %3, align 4, !dbg !49
  br label %7, !dbg !50, !llvm.loop !51

31:                                               ; preds = %7
  %32 = load i32, i32* %2, align 4, !dbg !54
  %33 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i32 0, i32 0), i32 noundef signext %32), !dbg !55
  ret i32 0, !dbg !56
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare i32 @printf(i8* noundef, ...) #2

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "meta_blocks.c", directory: "/src", checksumkind: CSK_MD5, checksum: "147aaa40fd39ac3823e46ccd928de9c2")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 1}
!6 = !{i32 7, !"PIE Level", i32 1}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 2, type: !9, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !12)
!9 = !DISubroutineType(types: !10)
!10 = !{!11}
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !{}
!13 = !DILocalVariable(name: "outer", scope: !8, file: !1, line: 3, type: !11)
!14 = !DILocation(line: 3, column: 7, scope: !8)
!15 = !DILocalVariable(name: "i", scope: !16, file: !1, line: 4, type: !11)
!16 = distinct !DILexicalBlock(scope: !8, file: !1, line: 4, column: 3)
!17 = !DILocation(line: 4, column: 12, scope: !16)
!18 = !DILocation(line: 4, column: 8, scope: !16)
!19 = !DILocation(line: 4, column: 19, scope: !20)
!20 = distinct !DILexicalBlock(scope: !16, file: !1, line: 4, column: 3)
!21 = !DILocation(line: 4, column: 21, scope: !20)
!22 = !DILocation(line: 4, column: 3, scope: !16)
!23 = !DILocalVariable(name: "sq", scope: !24, file: !1, line: 5, type: !11)
!24 = distinct !DILexicalBlock(scope: !20, file: !1, line: 4, column: 31)
!25 = !DILocation(line: 5, column: 9, scope: !24)
!26 = !DILocation(line: 5, column: 14, scope: !24)
!27 = !DILocation(line: 5, column: 18, scope: !24)
!28 = !DILocation(line: 5, column: 16, scope: !24)
!29 = !DILocalVariable(name: "twice", scope: !30, file: !1, line: 7, type: !11)
!30 = distinct !DILexicalBlock(scope: !24, file: !1, line: 6, column: 5)
!31 = !DILocation(line: 7, column: 11, scope: !30)
!32 = !DILocation(line: 7, column: 19, scope: !30)
!33 = !DILocation(line: 7, column: 22, scope: !30)
!34 = !DILocation(line: 8, column: 16, scope: !30)
!35 = !DILocation(line: 8, column: 13, scope: !30)
!36 = !DILocation(line: 10, column: 9, scope: !37)
!37 = distinct !DILexicalBlock(scope: !24, file: !1, line: 10, column: 9)
!38 = !DILocation(line: 10, column: 12, scope: !37)
!39 = !DILocation(line: 10, column: 9, scope: !24)
!40 = !DILocalVariable(name: "big", scope: !41, file: !1, line: 11, type: !11)
!41 = distinct !DILexicalBlock(scope: !37, file: !1, line: 10, column: 17)
!42 = !DILocation(line: 11, column: 11, scope: !41)
!43 = !DILocation(line: 11, column: 17, scope: !41)
!44 = !DILocation(line: 11, column: 20, scope: !41)
!45 = !DILocation(line: 12, column: 16, scope: !41)
!46 = !DILocation(line: 12, column: 13, scope: !41)
!47 = !DILocation(line: 13, column: 5, scope: !41)
!48 = !DILocation(line: 14, column: 3, scope: !24)
!49 = !DILocation(line: 4, column: 27, scope: !20)
!50 = !DILocation(line: 4, column: 3, scope: !20)
!51 = distinct !{!51, !22, !52, !53}
!52 = !DILocation(line: 14, column: 3, scope: !16)
!53 = !{!"llvm.loop.mustprogress"}
!54 = !DILocation(line: 15, column: 18, scope: !8)
!55 = !DILocation(line: 15, column: 3, scope: !8)
!56 = !DILocation(line: 16, column: 3, scope: !8)
