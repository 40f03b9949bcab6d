; ModuleID = 'meta_blocks.c'
source_filename = "meta_blocks.c"
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mips-unknown-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1, !dbg !0

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 !dbg !15 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !20, !DIExpression(), !21)
  store i32 0, ptr %2, align 4, !dbg !21
    #dbg_declare(ptr %3, !22, !DIExpression(), !24)
  store i32 0, ptr %3, align 4, !dbg !24
  br label %7, !dbg !25

7:                                                ; preds = %28, %0
  %8 = load i32, ptr %3, align 4, !dbg !26
  %9 = icmp slt i32 %8, 4, !dbg !28
  br i1 %9, label %10, label %31, !dbg !29

10:                                               ; preds = %7
    #dbg_declare(ptr %4, !30, !DIExpression(), !32)
  %11 = load i32, ptr %3, align 4, !dbg !33
  %12 = load i32, ptr %3, align 4, !dbg !34
  %13 = mul nsw i32 %11, %12, !dbg !35
  store i32 %13, ptr %4, align 4, !dbg !32
    #dbg_declare(ptr %5, !36, !DIExpression(), !38)
  %14 = load i32, ptr %4, align 4, !dbg !39
  %15 = mul nsw i32 %14, 2, !dbg !40
  store i32 %15, ptr %5, align 4, !dbg !38
  %16 = load i32, ptr %5, align 4, !dbg !41
  %17 = load i32, ptr %2, align 4, !dbg !42
  %18 = add nsw i32 %17, %16, !dbg !42
  store i32 %18, ptr %2, align 4, !dbg !42
  %19 = load i32, ptr %4, align 4, !dbg !43
  %20 = icmp sgt i32 %19, 3, !dbg !45
  br i1 %20, label %21, label %27, !dbg !46

21:                                               ; preds = %10
    #dbg_declare(ptr %6, !47, !DIExpression(), !49)
  %22 = load i32, ptr %4, align 4, !dbg !50
  %23 = sub nsw i32 %22, 3, !dbg !51
  store i32 %23, ptr %6, align 4, !dbg !49
  %24 = load i32, ptr %6, align 4, !dbg !52
  %25 = load i32, ptr %2, align 4, !dbg !53
  %26 = sub nsw i32 %25, %24, !dbg !53
  store i32 %26, ptr %2, align 4, !dbg !53
  br label %27, !dbg !54

27:                                               ; preds = %21, %10
  br label %28, !dbg !55

28:                                               ; preds = %27
  %29 = load i32, ptr %3, align 4, !dbg !56
  %30 = add nsw i32 %29, 1, !dbg !56
  store i32 %30, ptr %3, align 4, !dbg !56
  br label %7, !dbg !57, !llvm.loop !58

31:                                               ; preds = %7
  %32 = load i32, ptr %2, align 4, !dbg !61
  %33 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef signext %32), !dbg !62
  ret i32 0, !dbg !63
}

declare i32 @printf(ptr noundef, ...) #1

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 15, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "meta_blocks.c", directory: "/src", checksumkind: CSK_MD5, checksum: "147aaa40fd39ac3823e46ccd928de9c2")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 4)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !8, splitDebugInlining: false, nameTableKind: None)
!8 = !{!0}
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 8, !"PIC Level", i32 1}
!13 = !{i32 7, !"PIE Level", i32 1}
!14 = !{i32 7, !"frame-pointer", i32 2}
!15 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 2, type: !16, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !19)
!16 = !DISubroutineType(types: !17)
!17 = !{!18}
!18 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!19 = !{}
!20 = !DILocalVariable(name: "outer", scope: !15, file: !2, line: 3, type: !18)
!21 = !DILocation(line: 3, column: 7, scope: !15)
!22 = !DILocalVariable(name: "i", scope: !23, file: !2, line: 4, type: !18)
!23 = distinct !DILexicalBlock(scope: !15, file: !2, line: 4, column: 3)
!24 = !DILocation(line: 4, column: 12, scope: !23)
!25 = !DILocation(line: 4, column: 8, scope: !23)
!26 = !DILocation(line: 4, column: 19, scope: !27)
!27 = distinct !DILexicalBlock(scope: !23, file: !2, line: 4, column: 3)
!28 = !DILocation(line: 4, column: 21, scope: !27)
!29 = !DILocation(line: 4, column: 3, scope: !23)
!30 = !DILocalVariable(name: "sq", scope: !31, file: !2, line: 5, type: !18)
!31 = distinct !DILexicalBlock(scope: !27, file: !2, line: 4, column: 31)
!32 = !DILocation(line: 5, column: 9, scope: !31)
!33 = !DILocation(line: 5, column: 14, scope: !31)
!34 = !DILocation(line: 5, column: 18, scope: !31)
!35 = !DILocation(line: 5, column: 16, scope: !31)
!36 = !DILocalVariable(name: "twice", scope: !37, file: !2, line: 7, type: !18)
!37 = distinct !DILexicalBlock(scope: !31, file: !2, line: 6, column: 5)
!38 = !DILocation(line: 7, column: 11, scope: !37)
!39 = !DILocation(line: 7, column: 19, scope: !37)
!40 = !DILocation(line: 7, column: 22, scope: !37)
!41 = !DILocation(line: 8, column: 16, scope: !37)
!42 = !DILocation(line: 8, column: 13, scope: !37)
!43 = !DILocation(line: 10, column: 9, scope: !44)
!44 = distinct !DILexicalBlock(scope: !31, file: !2, line: 10, column: 9)
!45 = !DILocation(line: 10, column: 12, scope: !44)
!46 = !DILocation(line: 10, column: 9, scope: !31)
!47 = !DILocalVariable(name: "big", scope: !48, file: !2, line: 11, type: !18)
!48 = distinct !DILexicalBlock(scope: !44, file: !2, line: 10, column: 17)
!49 = !DILocation(line: 11, column: 11, scope: !48)
!50 = !DILocation(line: 11, column: 17, scope: !48)
!51 = !DILocation(line: 11, column: 20, scope: !48)
!52 = !DILocation(line: 12, column: 16, scope: !48)
!53 = !DILocation(line: 12, column: 13, scope: !48)
!54 = !DILocation(line: 13, column: 5, scope: !48)
!55 = !DILocation(line: 14, column: 3, scope: !31)
!56 = !DILocation(line: 4, column: 27, scope: !27)
!57 = !DILocation(line: 4, column: 3, scope: !27)
!58 = distinct !{!58, !29, !59, !60}
!59 = !DILocation(line: 14, column: 3, scope: !23)
!60 = !{!"llvm.loop.mustprogress"}
!61 = !DILocation(line: 15, column: 18, scope: !15)
!62 = !DILocation(line: 15, column: 3, scope: !15)
!63 = !DILocation(line: 16, column: 3, scope: !15)
