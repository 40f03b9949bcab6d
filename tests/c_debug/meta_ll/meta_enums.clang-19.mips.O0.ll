; ModuleID = 'meta_enums.c'
source_filename = "meta_enums.c"
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mips-unknown-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [4 x i8] c"red\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [6 x i8] c"green\00", align 1, !dbg !9
@.str.3 = private unnamed_addr constant [5 x i8] c"blue\00", align 1, !dbg !14

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 !dbg !34 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !39, !DIExpression(), !42)
  store i32 0, ptr %2, align 4, !dbg !42
  br label %3, !dbg !43

3:                                                ; preds = %17, %0
  %4 = load i32, ptr %2, align 4, !dbg !44
  %5 = icmp ule i32 %4, 6, !dbg !46
  br i1 %5, label %6, label %20, !dbg !47

6:                                                ; preds = %3
  %7 = load i32, ptr %2, align 4, !dbg !48
  %8 = icmp eq i32 %7, 0, !dbg !50
  br i1 %8, label %12, label %9, !dbg !51

9:                                                ; preds = %6
  %10 = load i32, ptr %2, align 4, !dbg !52
  %11 = icmp uge i32 %10, 5, !dbg !53
  br i1 %11, label %12, label %16, !dbg !54

12:                                               ; preds = %9, %6
  %13 = load i32, ptr %2, align 4, !dbg !55
  %14 = call ptr @name(i32 noundef signext %13), !dbg !56
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef %14), !dbg !57
  br label %16, !dbg !57

16:                                               ; preds = %12, %9
  br label %17, !dbg !58

17:                                               ; preds = %16
  %18 = load i32, ptr %2, align 4, !dbg !59
  %19 = add i32 %18, 1, !dbg !59
  store i32 %19, ptr %2, align 4, !dbg !59
  br label %3, !dbg !60, !llvm.loop !61

20:                                               ; preds = %3
  ret i32 0, !dbg !64
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone
define internal ptr @name(i32 noundef signext %0) #0 !dbg !65 {
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !70, !DIExpression(), !71)
  %4 = load i32, ptr %3, align 4, !dbg !72
  switch i32 %4, label %7 [
    i32 0, label %5
    i32 5, label %6
  ], !dbg !73

5:                                                ; preds = %1
  store ptr @.str.1, ptr %2, align 4, !dbg !74
  br label %8, !dbg !74

6:                                                ; preds = %1
  store ptr @.str.2, ptr %2, align 4, !dbg !76
  br label %8, !dbg !76

7:                                                ; preds = %1
  store ptr @.str.3, ptr %2, align 4, !dbg !77
  br label %8, !dbg !77

8:                                                ; preds = %7, %6, %5
  %9 = load ptr, ptr %2, align 4, !dbg !78
  ret ptr %9, !dbg !78
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }

!llvm.dbg.cu = !{!19}
!llvm.module.flags = !{!28, !29, !30, !31, !32, !33}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "meta_enums.c", directory: "/src", checksumkind: CSK_MD5, checksum: "eb6138518ffd88c0e489fafb38ea5f49")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 4)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 6, type: !3, isLocal: true, isDefinition: true)
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(scope: null, file: !2, line: 7, type: !11, isLocal: true, isDefinition: true)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !12)
!12 = !{!13}
!13 = !DISubrange(count: 6)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 8, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 5)
!19 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !20, globals: !27, splitDebugInlining: false, nameTableKind: None)
!20 = !{!21}
!21 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "color", file: !2, line: 2, baseType: !22, size: 32, elements: !23)
!22 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!23 = !{!24, !25, !26}
!24 = !DIEnumerator(name: "RED", value: 0)
!25 = !DIEnumerator(name: "GREEN", value: 5)
!26 = !DIEnumerator(name: "BLUE", value: 6)
!27 = !{!0, !7, !9, !14}
!28 = !{i32 7, !"Dwarf Version", i32 5}
!29 = !{i32 2, !"Debug Info Version", i32 3}
!30 = !{i32 1, !"wchar_size", i32 4}
!31 = !{i32 8, !"PIC Level", i32 1}
!32 = !{i32 7, !"PIE Level", i32 1}
!33 = !{i32 7, !"frame-pointer", i32 2}
!34 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 11, type: !35, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !38)
!35 = !DISubroutineType(types: !36)
!36 = !{!37}
!37 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!38 = !{}
!39 = !DILocalVariable(name: "c", scope: !40, file: !2, line: 12, type: !41)
!40 = distinct !DILexicalBlock(scope: !34, file: !2, line: 12, column: 3)
!41 = !DIDerivedType(tag: DW_TAG_typedef, name: "color_t", file: !2, line: 3, baseType: !21)
!42 = !DILocation(line: 12, column: 16, scope: !40)
!43 = !DILocation(line: 12, column: 8, scope: !40)
!44 = !DILocation(line: 12, column: 25, scope: !45)
!45 = distinct !DILexicalBlock(scope: !40, file: !2, line: 12, column: 3)
!46 = !DILocation(line: 12, column: 27, scope: !45)
!47 = !DILocation(line: 12, column: 3, scope: !40)
!48 = !DILocation(line: 13, column: 9, scope: !49)
!49 = distinct !DILexicalBlock(scope: !45, file: !2, line: 13, column: 9)
!50 = !DILocation(line: 13, column: 11, scope: !49)
!51 = !DILocation(line: 13, column: 18, scope: !49)
!52 = !DILocation(line: 13, column: 21, scope: !49)
!53 = !DILocation(line: 13, column: 23, scope: !49)
!54 = !DILocation(line: 13, column: 9, scope: !45)
!55 = !DILocation(line: 14, column: 27, scope: !49)
!56 = !DILocation(line: 14, column: 22, scope: !49)
!57 = !DILocation(line: 14, column: 7, scope: !49)
!58 = !DILocation(line: 13, column: 26, scope: !49)
!59 = !DILocation(line: 12, column: 37, scope: !45)
!60 = !DILocation(line: 12, column: 3, scope: !45)
!61 = distinct !{!61, !47, !62, !63}
!62 = !DILocation(line: 14, column: 29, scope: !40)
!63 = !{!"llvm.loop.mustprogress"}
!64 = !DILocation(line: 15, column: 3, scope: !34)
!65 = distinct !DISubprogram(name: "name", scope: !2, file: !2, line: 4, type: !66, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !19, retainedNodes: !38)
!66 = !DISubroutineType(types: !67)
!67 = !{!68, !41}
!68 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !69, size: 32)
!69 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!70 = !DILocalVariable(name: "c", arg: 1, scope: !65, file: !2, line: 4, type: !41)
!71 = !DILocation(line: 4, column: 33, scope: !65)
!72 = !DILocation(line: 5, column: 11, scope: !65)
!73 = !DILocation(line: 5, column: 3, scope: !65)
!74 = !DILocation(line: 6, column: 13, scope: !75)
!75 = distinct !DILexicalBlock(scope: !65, file: !2, line: 5, column: 14)
!76 = !DILocation(line: 7, column: 15, scope: !75)
!77 = !DILocation(line: 8, column: 12, scope: !75)
!78 = !DILocation(line: 10, column: 1, scope: !65)
