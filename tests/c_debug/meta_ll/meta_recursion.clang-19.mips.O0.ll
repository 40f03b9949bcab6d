; ModuleID = 'meta_recursion.c'
source_filename = "meta_recursion.c"
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mips-unknown-linux-gnu"

@.str = private unnamed_addr constant [10 x i8] c"%llu %ld\0A\00", align 1, !dbg !0

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 !dbg !15 {
  %1 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %2 = call i64 @fib(i32 noundef signext 15), !dbg !19
  %3 = call i32 @gcd(i32 noundef signext 1071, i32 noundef signext 462), !dbg !20
  %4 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef zeroext %2, i32 noundef signext %3), !dbg !21
  ret i32 0, !dbg !22
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone
define internal i64 @fib(i32 noundef signext %0) #0 !dbg !23 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !30, !DIExpression(), !31)
  %3 = load i32, ptr %2, align 4, !dbg !32
  %4 = icmp ult i32 %3, 2, !dbg !33
  br i1 %4, label %5, label %8, !dbg !32

5:                                                ; preds = %1
  %6 = load i32, ptr %2, align 4, !dbg !34
  %7 = zext i32 %6 to i64, !dbg !34
  br label %16, !dbg !32

8:                                                ; preds = %1
  %9 = load i32, ptr %2, align 4, !dbg !35
  %10 = sub i32 %9, 1, !dbg !36
  %11 = call i64 @fib(i32 noundef signext %10), !dbg !37
  %12 = load i32, ptr %2, align 4, !dbg !38
  %13 = sub i32 %12, 2, !dbg !39
  %14 = call i64 @fib(i32 noundef signext %13), !dbg !40
  %15 = add i64 %11, %14, !dbg !41
  br label %16, !dbg !32

16:                                               ; preds = %8, %5
  %17 = phi i64 [ %7, %5 ], [ %15, %8 ], !dbg !32
  ret i64 %17, !dbg !42
}

; Function Attrs: noinline nounwind optnone
define internal i32 @gcd(i32 noundef signext %0, i32 noundef signext %1) #0 !dbg !43 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !47, !DIExpression(), !48)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !49, !DIExpression(), !50)
  br label %6, !dbg !51

6:                                                ; preds = %9, %2
  %7 = load i32, ptr %4, align 4, !dbg !52
  %8 = icmp ne i32 %7, 0, !dbg !53
  br i1 %8, label %9, label %15, !dbg !51

9:                                                ; preds = %6
    #dbg_declare(ptr %5, !54, !DIExpression(), !56)
  %10 = load i32, ptr %3, align 4, !dbg !57
  %11 = load i32, ptr %4, align 4, !dbg !58
  %12 = srem i32 %10, %11, !dbg !59
  store i32 %12, ptr %5, align 4, !dbg !56
  %13 = load i32, ptr %4, align 4, !dbg !60
  store i32 %13, ptr %3, align 4, !dbg !61
  %14 = load i32, ptr %5, align 4, !dbg !62
  store i32 %14, ptr %4, align 4, !dbg !63
  br label %6, !dbg !51, !llvm.loop !64

15:                                               ; preds = %6
  %16 = load i32, ptr %3, align 4, !dbg !67
  ret i32 %16, !dbg !68
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 13, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "meta_recursion.c", directory: "/src", checksumkind: CSK_MD5, checksum: "a54ad9cf131f20cc01371dc480f15afc")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 10)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !8, splitDebugInlining: false, nameTableKind: None)
!8 = !{!0}
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 8, !"PIC Level", i32 1}
!13 = !{i32 7, !"PIE Level", i32 1}
!14 = !{i32 7, !"frame-pointer", i32 2}
!15 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 12, type: !16, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7)
!16 = !DISubroutineType(types: !17)
!17 = !{!18}
!18 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!19 = !DILocation(line: 13, column: 24, scope: !15)
!20 = !DILocation(line: 13, column: 33, scope: !15)
!21 = !DILocation(line: 13, column: 3, scope: !15)
!22 = !DILocation(line: 14, column: 3, scope: !15)
!23 = distinct !DISubprogram(name: "fib", scope: !2, file: !2, line: 3, type: !24, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !29)
!24 = !DISubroutineType(types: !25)
!25 = !{!26, !28}
!26 = !DIDerivedType(tag: DW_TAG_typedef, name: "u64", file: !2, line: 2, baseType: !27)
!27 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!28 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!29 = !{}
!30 = !DILocalVariable(name: "n", arg: 1, scope: !23, file: !2, line: 3, type: !28)
!31 = !DILocation(line: 3, column: 25, scope: !23)
!32 = !DILocation(line: 3, column: 37, scope: !23)
!33 = !DILocation(line: 3, column: 39, scope: !23)
!34 = !DILocation(line: 3, column: 45, scope: !23)
!35 = !DILocation(line: 3, column: 53, scope: !23)
!36 = !DILocation(line: 3, column: 55, scope: !23)
!37 = !DILocation(line: 3, column: 49, scope: !23)
!38 = !DILocation(line: 3, column: 66, scope: !23)
!39 = !DILocation(line: 3, column: 68, scope: !23)
!40 = !DILocation(line: 3, column: 62, scope: !23)
!41 = !DILocation(line: 3, column: 60, scope: !23)
!42 = !DILocation(line: 3, column: 30, scope: !23)
!43 = distinct !DISubprogram(name: "gcd", scope: !2, file: !2, line: 4, type: !44, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !29)
!44 = !DISubroutineType(types: !45)
!45 = !{!46, !46, !46}
!46 = !DIBasicType(name: "long", size: 32, encoding: DW_ATE_signed)
!47 = !DILocalVariable(name: "a", arg: 1, scope: !43, file: !2, line: 4, type: !46)
!48 = !DILocation(line: 4, column: 22, scope: !43)
!49 = !DILocalVariable(name: "b", arg: 2, scope: !43, file: !2, line: 4, type: !46)
!50 = !DILocation(line: 4, column: 30, scope: !43)
!51 = !DILocation(line: 5, column: 3, scope: !43)
!52 = !DILocation(line: 5, column: 10, scope: !43)
!53 = !DILocation(line: 5, column: 12, scope: !43)
!54 = !DILocalVariable(name: "t", scope: !55, file: !2, line: 6, type: !46)
!55 = distinct !DILexicalBlock(scope: !43, file: !2, line: 5, column: 18)
!56 = !DILocation(line: 6, column: 10, scope: !55)
!57 = !DILocation(line: 6, column: 14, scope: !55)
!58 = !DILocation(line: 6, column: 18, scope: !55)
!59 = !DILocation(line: 6, column: 16, scope: !55)
!60 = !DILocation(line: 7, column: 9, scope: !55)
!61 = !DILocation(line: 7, column: 7, scope: !55)
!62 = !DILocation(line: 8, column: 9, scope: !55)
!63 = !DILocation(line: 8, column: 7, scope: !55)
!64 = distinct !{!64, !51, !65, !66}
!65 = !DILocation(line: 9, column: 3, scope: !43)
!66 = !{!"llvm.loop.mustprogress"}
!67 = !DILocation(line: 10, column: 10, scope: !43)
!68 = !DILocation(line: 10, column: 3, scope: !43)
