; ModuleID = 'meta_inline.c'
source_filename = "meta_inline.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1, !dbg !0

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 !dbg !15 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !20, !DIExpression(), !21)
  store i32 0, ptr %2, align 4, !dbg !21
    #dbg_declare(ptr %3, !22, !DIExpression(), !24)
  store i32 0, ptr %3, align 4, !dbg !24
  br label %4, !dbg !25

4:                                                ; preds = %12, %0
  %5 = load i32, ptr %3, align 4, !dbg !26
  %6 = icmp slt i32 %5, 5, !dbg !28
  br i1 %6, label %7, label %15, !dbg !29

7:                                                ; preds = %4
  %8 = load i32, ptr %3, align 4, !dbg !30
  %9 = call i32 @poly(i32 noundef signext %8), !dbg !31
  %10 = load i32, ptr %2, align 4, !dbg !32
  %11 = add nsw i32 %10, %9, !dbg !32
  store i32 %11, ptr %2, align 4, !dbg !32
  br label %12, !dbg !33

12:                                               ; preds = %7
  %13 = load i32, ptr %3, align 4, !dbg !34
  %14 = add nsw i32 %13, 1, !dbg !34
  store i32 %14, ptr %3, align 4, !dbg !34
  br label %4, !dbg !35, !llvm.loop !36

15:                                               ; preds = %4
  %16 = load i32, ptr %2, align 4, !dbg !39
  %17 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef signext %16), !dbg !40
  %18 = load i32, ptr %2, align 4, !dbg !41
  %19 = icmp eq i32 %18, 130, !dbg !42
  %20 = zext i1 %19 to i64, !dbg !41
  %21 = select i1 %19, i32 0, i32 1, !dbg !41
  ret i32 %21, !dbg !43
}

; Function Attrs: noinline nounwind optnone
define internal i32 @poly(i32 noundef signext %0) #0 !dbg !44 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !47, !DIExpression(), !48)
    #dbg_declare(ptr %3, !49, !DIExpression(), !50)
  %5 = load i32, ptr %2, align 4, !dbg !51
  %6 = call i32 @cube(i32 noundef signext %5), !dbg !52
  store i32 %6, ptr %3, align 4, !dbg !50
    #dbg_declare(ptr %4, !53, !DIExpression(), !54)
  %7 = load i32, ptr %2, align 4, !dbg !55
  %8 = add nsw i32 %7, 1, !dbg !56
  %9 = call i32 @square(i32 noundef signext %8), !dbg !57
  store i32 %9, ptr %4, align 4, !dbg !54
  %10 = load i32, ptr %3, align 4, !dbg !58
  %11 = load i32, ptr %4, align 4, !dbg !59
  %12 = add nsw i32 %10, %11, !dbg !60
  ret i32 %12, !dbg !61
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone
define internal i32 @cube(i32 noundef signext %0) #0 !dbg !62 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !63, !DIExpression(), !64)
  %3 = load i32, ptr %2, align 4, !dbg !65
  %4 = call i32 @square(i32 noundef signext %3), !dbg !66
  %5 = load i32, ptr %2, align 4, !dbg !67
  %6 = mul nsw i32 %4, %5, !dbg !68
  ret i32 %6, !dbg !69
}

; Function Attrs: noinline nounwind optnone
define internal i32 @square(i32 noundef signext %0) #0 !dbg !70 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !71, !DIExpression(), !72)
  %3 = load i32, ptr %2, align 4, !dbg !73
  %4 = load i32, ptr %2, align 4, !dbg !74
  %5 = mul nsw i32 %3, %4, !dbg !75
  ret i32 %5, !dbg !76
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 13, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "meta_inline.c", directory: "/src", checksumkind: CSK_MD5, checksum: "9cb6625db0914bd8a62f3234db92b37f")
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
!15 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 9, type: !16, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !19)
!16 = !DISubroutineType(types: !17)
!17 = !{!18}
!18 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!19 = !{}
!20 = !DILocalVariable(name: "acc", scope: !15, file: !2, line: 10, type: !18)
!21 = !DILocation(line: 10, column: 7, scope: !15)
!22 = !DILocalVariable(name: "i", scope: !23, file: !2, line: 11, type: !18)
!23 = distinct !DILexicalBlock(scope: !15, file: !2, line: 11, column: 3)
!24 = !DILocation(line: 11, column: 12, scope: !23)
!25 = !DILocation(line: 11, column: 8, scope: !23)
!26 = !DILocation(line: 11, column: 19, scope: !27)
!27 = distinct !DILexicalBlock(scope: !23, file: !2, line: 11, column: 3)
!28 = !DILocation(line: 11, column: 21, scope: !27)
!29 = !DILocation(line: 11, column: 3, scope: !23)
!30 = !DILocation(line: 12, column: 17, scope: !27)
!31 = !DILocation(line: 12, column: 12, scope: !27)
!32 = !DILocation(line: 12, column: 9, scope: !27)
!33 = !DILocation(line: 12, column: 5, scope: !27)
!34 = !DILocation(line: 11, column: 27, scope: !27)
!35 = !DILocation(line: 11, column: 3, scope: !27)
!36 = distinct !{!36, !29, !37, !38}
!37 = !DILocation(line: 12, column: 18, scope: !23)
!38 = !{!"llvm.loop.mustprogress"}
!39 = !DILocation(line: 13, column: 18, scope: !15)
!40 = !DILocation(line: 13, column: 3, scope: !15)
!41 = !DILocation(line: 14, column: 10, scope: !15)
!42 = !DILocation(line: 14, column: 14, scope: !15)
!43 = !DILocation(line: 14, column: 3, scope: !15)
!44 = distinct !DISubprogram(name: "poly", scope: !2, file: !2, line: 4, type: !45, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !19)
!45 = !DISubroutineType(types: !46)
!46 = !{!18, !18}
!47 = !DILocalVariable(name: "v", arg: 1, scope: !44, file: !2, line: 4, type: !18)
!48 = !DILocation(line: 4, column: 21, scope: !44)
!49 = !DILocalVariable(name: "a", scope: !44, file: !2, line: 5, type: !18)
!50 = !DILocation(line: 5, column: 7, scope: !44)
!51 = !DILocation(line: 5, column: 16, scope: !44)
!52 = !DILocation(line: 5, column: 11, scope: !44)
!53 = !DILocalVariable(name: "b", scope: !44, file: !2, line: 6, type: !18)
!54 = !DILocation(line: 6, column: 7, scope: !44)
!55 = !DILocation(line: 6, column: 18, scope: !44)
!56 = !DILocation(line: 6, column: 20, scope: !44)
!57 = !DILocation(line: 6, column: 11, scope: !44)
!58 = !DILocation(line: 7, column: 10, scope: !44)
!59 = !DILocation(line: 7, column: 14, scope: !44)
!60 = !DILocation(line: 7, column: 12, scope: !44)
!61 = !DILocation(line: 7, column: 3, scope: !44)
!62 = distinct !DISubprogram(name: "cube", scope: !2, file: !2, line: 3, type: !45, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !19)
!63 = !DILocalVariable(name: "v", arg: 1, scope: !62, file: !2, line: 3, type: !18)
!64 = !DILocation(line: 3, column: 21, scope: !62)
!65 = !DILocation(line: 3, column: 40, scope: !62)
!66 = !DILocation(line: 3, column: 33, scope: !62)
!67 = !DILocation(line: 3, column: 45, scope: !62)
!68 = !DILocation(line: 3, column: 43, scope: !62)
!69 = !DILocation(line: 3, column: 26, scope: !62)
!70 = distinct !DISubprogram(name: "square", scope: !2, file: !2, line: 2, type: !45, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !19)
!71 = !DILocalVariable(name: "v", arg: 1, scope: !70, file: !2, line: 2, type: !18)
!72 = !DILocation(line: 2, column: 30, scope: !70)
!73 = !DILocation(line: 2, column: 42, scope: !70)
!74 = !DILocation(line: 2, column: 46, scope: !70)
!75 = !DILocation(line: 2, column: 44, scope: !70)
!76 = !DILocation(line: 2, column: 35, scope: !70)
