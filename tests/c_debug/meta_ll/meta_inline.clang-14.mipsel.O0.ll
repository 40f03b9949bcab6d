; ModuleID = 'meta_inline.c'
source_filename = "meta_inline.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 !dbg !8 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !13, metadata !DIExpression()), !dbg !14
  store i32 0, i32* %2, align 4, !dbg !14
  call void @llvm.dbg.declare(metadata i32* %3, metadata !15, metadata !DIExpression()), !dbg !17
  store i32 0, i32* %3, align 4, !dbg !17
  br label %4, !dbg !18

4:                                                ; preds = %12, %0
  %5 = load i32, i32* %3, align 4, !dbg !19
  %6 = icmp slt i32 %5, 5, !dbg !21
  br i1 %6, label %7, label %15, !dbg !22

7:                                                ; preds = %4
  %8 = load i32, i32* %3, align 4, !dbg !23
  %9 = call i32 @poly(i32 noundef signext %8), !dbg !24
  %10 = load i32, i32* %2, align 4, !dbg !25
  %11 = add nsw i32 %10, %9, !dbg !25
  store i32 %11, i32* %2, align 4, !dbg !25
  br label %12, !dbg !26

12:                                               ; preds = %7
  %13 = load i32, i32* %3, align 4, !dbg !27
  %14 = add nsw i32 %13, 1, !dbg !27
  store i32 %14, i32* %3, align 4, !dbg !27
  br label %4, !dbg !28, !llvm.loop !29

15:                                               ; preds = %4
  %16 = load i32, i32* %2, align 4, !dbg !32
  %17 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i32 0, i32 0), i32 noundef signext %16), !dbg !33
  %18 = load i32, i32* %2, align 4, !dbg !34
  %19 = icmp eq i32 %18, 130, !dbg !35
  %20 = zext i1 %19 to i64, !dbg !34
  %21 = select i1 %19, i32 0, i32 1, !dbg !34
  ret i32 %21, !dbg !36
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone
define internal i32 @poly(i32 noundef signext %0) #0 !dbg !37 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !40, metadata !DIExpression()), !dbg !41
  call void @llvm.dbg.declare(metadata i32* %3, metadata !42, metadata !DIExpression()), !dbg !43
  %5 = load i32, i32* %2, align 4, !dbg !44
  %6 = call i32 @cube(i32 noundef signext %5), !dbg !45
  store i32 %6, i32* %3, align 4, !dbg !43
  call void @llvm.dbg.declare(metadata i32* %4, metadata !46, metadata !DIExpression()), !dbg !47
  %7 = load i32, i32* %2, align 4, !dbg !48
  %8 = add nsw i32 %7, 1, !dbg !49
  %9 = call i32 @square(i32 noundef signext %8), !dbg !50
  store i32 %9, i32* %4, align 4, !dbg !47
  %10 = load i32, i32* %3, align 4, !dbg !51
  %11 = load i32, i32* %4, align 4, !dbg !52
  %12 = add nsw i32 %10, %11, !dbg !53
  ret i32 %12, !dbg !54
}

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone
define internal i32 @cube(i32 noundef signext %0) #0 !dbg !55 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !56, metadata !DIExpression()), !dbg !57
  %3 = load i32, i32* %2, align 4, !dbg !58
  %4 = call i32 @square(i32 noundef signext %3), !dbg !59
  %5 = load i32, i32* %2, align 4, !dbg !60
  %6 = mul nsw i32 %4, %5, !dbg !61
  ret i32 %6, !dbg !62
}

; Function Attrs: noinline nounwind optnone
define internal i32 @square(i32 noundef signext %0) #0 !dbg !63 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !64, metadata !DIExpression()), !dbg !65
  %3 = load i32, i32* %2, align 4, !dbg !66
  %4 = load i32, i32* %2, align 4, !dbg !67
  %5 = mul nsw i32 %3, %4, !dbg !68
  ret i32 %5, !dbg !69
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "meta_inline.c", directory: "/src", checksumkind: CSK_MD5, checksum: "9cb6625db0914bd8a62f3234db92b37f")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 1}
!6 = !{i32 7, !"PIE Level", i32 1}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 9, type: !9, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !12)
!9 = !DISubroutineType(types: !10)
!10 = !{!11}
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !{}
!13 = !DILocalVariable(name: "acc", scope: !8, file: !1, line: 10, type: !11)
!14 = !DILocation(line: 10, column: 7, scope: !8)
!15 = !DILocalVariable(name: "i", scope: !16, file: !1, line: 11, type: !11)
!16 = distinct !DILexicalBlock(scope: !8, file: !1, line: 11, column: 3)
!17 = !DILocation(line: 11, column: 12, scope: !16)
!18 = !DILocation(line: 11, column: 8, scope: !16)
!19 = !DILocation(line: 11, column: 19, scope: !20)
!20 = distinct !DILexicalBlock(scope: !16, file: !1, line: 11, column: 3)
!21 = !DILocation(line: 11, column: 21, scope: !20)
!22 = !DILocation(line: 11, column: 3, scope: !16)
!23 = !DILocation(line: 12, column: 17, scope: !20)
!24 = !DILocation(line: 12, column: 12, scope: !20)
!25 = !DILocation(line: 12, column: 9, scope: !20)
!26 = !DILocation(line: 12, column: 5, scope: !20)
!27 = !DILocation(line: 11, column: 27, scope: !20)
!28 = !DILocation(line: 11, column: 3, scope: !20)
!29 = distinct !{!29, !22, !30, !31}
!30 = !DILocation(line: 12, column: 18, scope: !16)
!31 = !{!"llvm.loop.mustprogress"}
!32 = !DILocation(line: 13, column: 18, scope: !8)
!33 = !DILocation(line: 13, column: 3, scope: !8)
!34 = !DILocation(line: 14, column: 10, scope: !8)
!35 = !DILocation(line: 14, column: 14, scope: !8)
!36 = !DILocation(line: 14, column: 3, scope: !8)
!37 = distinct !DISubprogram(name: "poly", scope: !1, file: !1, line: 4, type: !38, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !12)
!38 = !DISubroutineType(types: !39)
!39 = !{!11, !11}
!40 = !DILocalVariable(name: "v", arg: 1, scope: !37, file: !1, line: 4, type: !11)
!41 = !DILocation(line: 4, column: 21, scope: !37)
!42 = !DILocalVariable(name: "a", scope: !37, file: !1, line: 5, type: !11)
!43 = !DILocation(line: 5, column: 7, scope: !37)
!44 = !DILocation(line: 5, column: 16, scope: !37)
!45 = !DILocation(line: 5, column: 11, scope: !37)
!46 = !DILocalVariable(name: "b", scope: !37, file: !1, line: 6, type: !11)
!47 = !DILocation(line: 6, column: 7, scope: !37)
!48 = !DILocation(line: 6, column: 18, scope: !37)
!49 = !DILocation(line: 6, column: 20, scope: !37)
!50 = !DILocation(line: 6, column: 11, scope: !37)
!51 = !DILocation(line: 7, column: 10, scope: !37)
!52 = !DILocation(line: 7, column: 14, scope: !37)
!53 = !DILocation(line: 7, column: 12, scope: !37)
!54 = !DILocation(line: 7, column: 3, scope: !37)
!55 = distinct !DISubprogram(name: "cube", scope: !1, file: !1, line: 3, type: !38, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !12)
!56 = !DILocalVariable(name: "v", arg: 1, scope: !55, file: !1, line: 3, type: !11)
!57 = !DILocation(line: 3, column: 21, scope: !55)
!58 = !DILocation(line: 3, column: 40, scope: !55)
!59 = !DILocation(line: 3, column: 33, scope: !55)
!60 = !DILocation(line: 3, column: 45, scope: !55)
!61 = !DILocation(line: 3, column: 43, scope: !55)
!62 = !DILocation(line: 3, column: 26, scope: !55)
!63 = distinct !DISubprogram(name: "square", scope: !1, file: !1, line: 2, type: !38, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !12)
!64 = !DILocalVariable(name: "v", arg: 1, scope: !63, file: !1, line: 2, type: !11)
!65 = !DILocation(line: 2, column: 30, scope: !63)
!66 = !DILocation(line: 2, column: 42, scope: !63)
!67 = !DILocation(line: 2, column: 46, scope: !63)
!68 = !DILocation(line: 2, column: 44, scope: !63)
!69 = !DILocation(line: 2, column: 35, scope: !63)
