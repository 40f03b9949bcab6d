; ModuleID = 'meta_inline.c'
source_filename = "meta_inline.c"
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mips-unknown-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1, !dbg !0

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main(i32 noundef signext %0, ptr noundef %1) #0 !dbg !15 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 4
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !22, !DIExpression(), !23)
  store ptr %1, ptr %5, align 4
    #dbg_declare(ptr %5, !24, !DIExpression(), !25)
    #dbg_declare(ptr %6, !26, !DIExpression(), !27)
  %8 = load i32, ptr %4, align 4, !dbg !28
  store i32 %8, ptr %6, align 4, !dbg !27
    #dbg_declare(ptr %7, !29, !DIExpression(), !33)
  %9 = load ptr, ptr %5, align 4, !dbg !34
  %10 = getelementptr inbounds ptr, ptr %9, i32 0, !dbg !34
  %11 = load ptr, ptr %10, align 4, !dbg !34
  store ptr %11, ptr %7, align 4, !dbg !33
  br label %12, !dbg !35

12:                                               ; preds = %24, %2
  %13 = load ptr, ptr %7, align 4, !dbg !36
  %14 = load i8, ptr %13, align 1, !dbg !38
  %15 = icmp ne i8 %14, 0, !dbg !39
  br i1 %15, label %16, label %27, !dbg !39

16:                                               ; preds = %12
  %17 = load ptr, ptr %7, align 4, !dbg !40
  %18 = load i8, ptr %17, align 1, !dbg !41
  %19 = sext i8 %18 to i32, !dbg !41
  %20 = and i32 %19, 7, !dbg !42
  %21 = call i32 @poly(i32 noundef signext %20), !dbg !43
  %22 = load i32, ptr %6, align 4, !dbg !44
  %23 = add nsw i32 %22, %21, !dbg !44
  store i32 %23, ptr %6, align 4, !dbg !44
  br label %24, !dbg !45

24:                                               ; preds = %16
  %25 = load ptr, ptr %7, align 4, !dbg !46
  %26 = getelementptr inbounds i8, ptr %25, i32 1, !dbg !46
  store ptr %26, ptr %7, align 4, !dbg !46
  br label %12, !dbg !47, !llvm.loop !48

27:                                               ; preds = %12
  %28 = load i32, ptr %6, align 4, !dbg !51
  %29 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef signext %28), !dbg !52
  %30 = load i32, ptr %6, align 4, !dbg !53
  %31 = icmp sgt i32 %30, 0, !dbg !54
  %32 = zext i1 %31 to i64, !dbg !53
  %33 = select i1 %31, i32 0, i32 1, !dbg !53
  ret i32 %33, !dbg !55
}

; Function Attrs: noinline nounwind optnone
define internal i32 @poly(i32 noundef signext %0) #0 !dbg !56 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !59, !DIExpression(), !60)
    #dbg_declare(ptr %3, !61, !DIExpression(), !62)
  %5 = load i32, ptr %2, align 4, !dbg !63
  %6 = call i32 @cube(i32 noundef signext %5), !dbg !64
  store i32 %6, ptr %3, align 4, !dbg !62
    #dbg_declare(ptr %4, !65, !DIExpression(), !66)
  %7 = load i32, ptr %2, align 4, !dbg !67
  %8 = add nsw i32 %7, 1, !dbg !68
  %9 = call i32 @square(i32 noundef signext %8), !dbg !69
  store i32 %9, ptr %4, align 4, !dbg !66
  %10 = load i32, ptr %3, align 4, !dbg !70
  %11 = load i32, ptr %4, align 4, !dbg !71
  %12 = add nsw i32 %10, %11, !dbg !72
  ret i32 %12, !dbg !73
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone
define internal i32 @cube(i32 noundef signext %0) #0 !dbg !74 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !75, !DIExpression(), !76)
  %3 = load i32, ptr %2, align 4, !dbg !77
  %4 = call i32 @square(i32 noundef signext %3), !dbg !78
  %5 = load i32, ptr %2, align 4, !dbg !79
  %6 = mul nsw i32 %4, %5, !dbg !80
  ret i32 %6, !dbg !81
}

; Function Attrs: noinline nounwind optnone
define internal i32 @square(i32 noundef signext %0) #0 !dbg !82 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !83, !DIExpression(), !84)
  %3 = load i32, ptr %2, align 4, !dbg !85
  %4 = load i32, ptr %2, align 4, !dbg !86
  %5 = mul nsw i32 %3, %4, !dbg !87
  ret i32 %5, !dbg !88
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 13, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "meta_inline.c", directory: "/src", checksumkind: CSK_MD5, checksum: "646dae2819f22a6af97b989be7d2fb6a")
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
!15 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 9, type: !16, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !21)
!16 = !DISubroutineType(types: !17)
!17 = !{!18, !18, !19}
!18 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 32)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 32)
!21 = !{}
!22 = !DILocalVariable(name: "argc", arg: 1, scope: !15, file: !2, line: 9, type: !18)
!23 = !DILocation(line: 9, column: 14, scope: !15)
!24 = !DILocalVariable(name: "argv", arg: 2, scope: !15, file: !2, line: 9, type: !19)
!25 = !DILocation(line: 9, column: 27, scope: !15)
!26 = !DILocalVariable(name: "acc", scope: !15, file: !2, line: 10, type: !18)
!27 = !DILocation(line: 10, column: 7, scope: !15)
!28 = !DILocation(line: 10, column: 13, scope: !15)
!29 = !DILocalVariable(name: "p", scope: !30, file: !2, line: 11, type: !31)
!30 = distinct !DILexicalBlock(scope: !15, file: !2, line: 11, column: 3)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 32)
!32 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!33 = !DILocation(line: 11, column: 20, scope: !30)
!34 = !DILocation(line: 11, column: 24, scope: !30)
!35 = !DILocation(line: 11, column: 8, scope: !30)
!36 = !DILocation(line: 11, column: 34, scope: !37)
!37 = distinct !DILexicalBlock(scope: !30, file: !2, line: 11, column: 3)
!38 = !DILocation(line: 11, column: 33, scope: !37)
!39 = !DILocation(line: 11, column: 3, scope: !30)
!40 = !DILocation(line: 12, column: 18, scope: !37)
!41 = !DILocation(line: 12, column: 17, scope: !37)
!42 = !DILocation(line: 12, column: 20, scope: !37)
!43 = !DILocation(line: 12, column: 12, scope: !37)
!44 = !DILocation(line: 12, column: 9, scope: !37)
!45 = !DILocation(line: 12, column: 5, scope: !37)
!46 = !DILocation(line: 11, column: 38, scope: !37)
!47 = !DILocation(line: 11, column: 3, scope: !37)
!48 = distinct !{!48, !39, !49, !50}
!49 = !DILocation(line: 12, column: 23, scope: !30)
!50 = !{!"llvm.loop.mustprogress"}
!51 = !DILocation(line: 13, column: 18, scope: !15)
!52 = !DILocation(line: 13, column: 3, scope: !15)
!53 = !DILocation(line: 14, column: 10, scope: !15)
!54 = !DILocation(line: 14, column: 14, scope: !15)
!55 = !DILocation(line: 14, column: 3, scope: !15)
!56 = distinct !DISubprogram(name: "poly", scope: !2, file: !2, line: 4, type: !57, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !21)
!57 = !DISubroutineType(types: !58)
!58 = !{!18, !18}
!59 = !DILocalVariable(name: "v", arg: 1, scope: !56, file: !2, line: 4, type: !18)
!60 = !DILocation(line: 4, column: 21, scope: !56)
!61 = !DILocalVariable(name: "a", scope: !56, file: !2, line: 5, type: !18)
!62 = !DILocation(line: 5, column: 7, scope: !56)
!63 = !DILocation(line: 5, column: 16, scope: !56)
!64 = !DILocation(line: 5, column: 11, scope: !56)
!65 = !DILocalVariable(name: "b", scope: !56, file: !2, line: 6, type: !18)
!66 = !DILocation(line: 6, column: 7, scope: !56)
!67 = !DILocation(line: 6, column: 18, scope: !56)
!68 = !DILocation(line: 6, column: 20, scope: !56)
!69 = !DILocation(line: 6, column: 11, scope: !56)
!70 = !DILocation(line: 7, column: 10, scope: !56)
!71 = !DILocation(line: 7, column: 14, scope: !56)
!72 = !DILocation(line: 7, column: 12, scope: !56)
!73 = !DILocation(line: 7, column: 3, scope: !56)
!74 = distinct !DISubprogram(name: "cube", scope: !2, file: !2, line: 3, type: !57, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !21)
!75 = !DILocalVariable(name: "v", arg: 1, scope: !74, file: !2, line: 3, type: !18)
!76 = !DILocation(line: 3, column: 21, scope: !74)
!77 = !DILocation(line: 3, column: 40, scope: !74)
!78 = !DILocation(line: 3, column: 33, scope: !74)
!79 = !DILocation(line: 3, column: 45, scope: !74)
!80 = !DILocation(line: 3, column: 43, scope: !74)
!81 = !DILocation(line: 3, column: 26, scope: !74)
!82 = distinct !DISubprogram(name: "square", scope: !2, file: !2, line: 2, type: !57, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !21)
!83 = !DILocalVariable(name: "v", arg: 1, scope: !82, file: !2, line: 2, type: !18)
!84 = !DILocation(line: 2, column: 30, scope: !82)
!85 = !DILocation(line: 2, column: 42, scope: !82)
!86 = !DILocation(line: 2, column: 46, scope: !82)
!87 = !DILocation(line: 2, column: 44, scope: !82)
!88 = !DILocation(line: 2, column: 35, scope: !82)
