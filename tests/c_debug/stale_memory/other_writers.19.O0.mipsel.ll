; ModuleID = 'other_writers.c'
source_filename = "other_writers.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

@.str = private unnamed_addr constant [14 x i8] c"%d %lld %lld\0A\00", align 1, !dbg !0

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main(i32 noundef signext %0, ptr noundef %1) #0 !dbg !18 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 4
  %8 = alloca [8 x i8], align 1
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !25, !DIExpression(), !26)
  store ptr %1, ptr %5, align 4
    #dbg_declare(ptr %5, !27, !DIExpression(), !28)
  %11 = load ptr, ptr %5, align 4, !dbg !29
    #dbg_declare(ptr %6, !30, !DIExpression(), !31)
  %12 = load i32, ptr %4, align 4, !dbg !32
  store i32 %12, ptr %6, align 4, !dbg !31
    #dbg_declare(ptr %7, !33, !DIExpression(), !39)
  %13 = load i32, ptr %4, align 4, !dbg !40
  %14 = icmp sgt i32 %13, 5, !dbg !41
  %15 = zext i1 %14 to i64, !dbg !40
  %16 = select i1 %14, ptr @twice, ptr @add_five, !dbg !40
  store ptr %16, ptr %7, align 4, !dbg !39
  %17 = load ptr, ptr %7, align 4, !dbg !42
  call void %17(ptr noundef %6), !dbg !42
  %18 = load ptr, ptr %7, align 4, !dbg !43
  call void %18(ptr noundef %6), !dbg !43
    #dbg_declare(ptr %8, !44, !DIExpression(), !48)
    #dbg_declare(ptr %9, !49, !DIExpression(), !51)
  %19 = load i32, ptr %6, align 4, !dbg !52
  %20 = sext i32 %19 to i64, !dbg !52
  store i64 %20, ptr %9, align 8, !dbg !51
    #dbg_declare(ptr %10, !53, !DIExpression(), !54)
  %21 = call i64 @peek(ptr noundef %9), !dbg !55
  store i64 %21, ptr %10, align 8, !dbg !54
  %22 = getelementptr inbounds [8 x i8], ptr %8, i32 0, i32 0, !dbg !56
  %23 = load i32, ptr %6, align 4, !dbg !57
  call void @fill(ptr noundef %22, i32 noundef signext %23), !dbg !58
  %24 = getelementptr inbounds [8 x i8], ptr %8, i32 0, i32 0, !dbg !59
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %9, ptr align 1 %24, i32 8, i1 false), !dbg !59
  %25 = call i64 @peek(ptr noundef %9), !dbg !60
  %26 = load i64, ptr %10, align 8, !dbg !61
  %27 = add nsw i64 %26, %25, !dbg !61
  store i64 %27, ptr %10, align 8, !dbg !61
  %28 = load ptr, ptr %7, align 4, !dbg !62
  call void %28(ptr noundef %6), !dbg !62
  %29 = load i32, ptr %6, align 4, !dbg !63
  %30 = load i64, ptr %9, align 8, !dbg !64
  %31 = load i64, ptr %10, align 8, !dbg !65
  %32 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef signext %29, i64 noundef signext %30, i64 noundef signext %31), !dbg !66
  ret i32 0, !dbg !67
}

; Function Attrs: noinline nounwind optnone
define internal void @twice(ptr noundef %0) #0 !dbg !68 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !69, !DIExpression(), !70)
  %3 = load ptr, ptr %2, align 4, !dbg !71
  %4 = load i32, ptr %3, align 4, !dbg !72
  %5 = mul nsw i32 %4, 2, !dbg !72
  store i32 %5, ptr %3, align 4, !dbg !72
  ret void, !dbg !73
}

; Function Attrs: noinline nounwind optnone
define internal void @add_five(ptr noundef %0) #0 !dbg !74 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !75, !DIExpression(), !76)
  %3 = load ptr, ptr %2, align 4, !dbg !77
  %4 = load i32, ptr %3, align 4, !dbg !78
  %5 = add nsw i32 %4, 5, !dbg !78
  store i32 %5, ptr %3, align 4, !dbg !78
  ret void, !dbg !79
}

; Function Attrs: noinline nounwind optnone
define internal i64 @peek(ptr noundef %0) #0 !dbg !80 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !85, !DIExpression(), !86)
  %3 = load ptr, ptr %2, align 4, !dbg !87
  %4 = load i64, ptr %3, align 8, !dbg !88
  %5 = add nsw i64 %4, 1, !dbg !89
  ret i64 %5, !dbg !90
}

; Function Attrs: noinline nounwind optnone
define internal void @fill(ptr noundef %0, i32 noundef signext %1) #0 !dbg !91 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !95, !DIExpression(), !96)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !97, !DIExpression(), !98)
    #dbg_declare(ptr %5, !99, !DIExpression(), !101)
  store i32 0, ptr %5, align 4, !dbg !101
  br label %6, !dbg !102

6:                                                ; preds = %18, %2
  %7 = load i32, ptr %5, align 4, !dbg !103
  %8 = icmp slt i32 %7, 8, !dbg !105
  br i1 %8, label %9, label %21, !dbg !106

9:                                                ; preds = %6
  %10 = load i32, ptr %4, align 4, !dbg !107
  %11 = load i32, ptr %5, align 4, !dbg !108
  %12 = mul nsw i32 3, %11, !dbg !109
  %13 = add nsw i32 %10, %12, !dbg !110
  %14 = trunc i32 %13 to i8, !dbg !111
  %15 = load ptr, ptr %3, align 4, !dbg !112
  %16 = load i32, ptr %5, align 4, !dbg !113
  %17 = getelementptr inbounds i8, ptr %15, i32 %16, !dbg !112
  store i8 %14, ptr %17, align 1, !dbg !114
  br label %18, !dbg !112

18:                                               ; preds = %9
  %19 = load i32, ptr %5, align 4, !dbg !115
  %20 = add nsw i32 %19, 1, !dbg !115
  store i32 %20, ptr %5, align 4, !dbg !115
  br label %6, !dbg !116, !llvm.loop !117

21:                                               ; preds = %6
  ret void, !dbg !120
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16}
!llvm.ident = !{!17}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "other_writers.c", directory: ".", checksumkind: CSK_MD5, checksum: "36bd58e92c865c87b5d8c7263421dcf0")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 14)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !10, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9}
!9 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!10 = !{!0}
!11 = !{i32 7, !"Dwarf Version", i32 5}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 1, !"wchar_size", i32 4}
!14 = !{i32 8, !"PIC Level", i32 1}
!15 = !{i32 7, !"PIE Level", i32 1}
!16 = !{i32 7, !"frame-pointer", i32 2}
!17 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!18 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 23, type: !19, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !24)
!19 = !DISubroutineType(types: !20)
!20 = !{!21, !21, !22}
!21 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 32)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 32)
!24 = !{}
!25 = !DILocalVariable(name: "argc", arg: 1, scope: !18, file: !2, line: 23, type: !21)
!26 = !DILocation(line: 23, column: 14, scope: !18)
!27 = !DILocalVariable(name: "argv", arg: 2, scope: !18, file: !2, line: 23, type: !22)
!28 = !DILocation(line: 23, column: 27, scope: !18)
!29 = !DILocation(line: 24, column: 11, scope: !18)
!30 = !DILocalVariable(name: "acc", scope: !18, file: !2, line: 25, type: !21)
!31 = !DILocation(line: 25, column: 9, scope: !18)
!32 = !DILocation(line: 25, column: 15, scope: !18)
!33 = !DILocalVariable(name: "step", scope: !18, file: !2, line: 26, type: !34)
!34 = !DIDerivedType(tag: DW_TAG_typedef, name: "stepper", file: !2, line: 9, baseType: !35)
!35 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !36, size: 32)
!36 = !DISubroutineType(types: !37)
!37 = !{null, !38}
!38 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 32)
!39 = !DILocation(line: 26, column: 13, scope: !18)
!40 = !DILocation(line: 26, column: 20, scope: !18)
!41 = !DILocation(line: 26, column: 25, scope: !18)
!42 = !DILocation(line: 27, column: 5, scope: !18)
!43 = !DILocation(line: 28, column: 5, scope: !18)
!44 = !DILocalVariable(name: "buf", scope: !18, file: !2, line: 29, type: !45)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 64, elements: !46)
!46 = !{!47}
!47 = !DISubrange(count: 8)
!48 = !DILocation(line: 29, column: 19, scope: !18)
!49 = !DILocalVariable(name: "big", scope: !18, file: !2, line: 30, type: !50)
!50 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!51 = !DILocation(line: 30, column: 15, scope: !18)
!52 = !DILocation(line: 30, column: 21, scope: !18)
!53 = !DILocalVariable(name: "seen", scope: !18, file: !2, line: 31, type: !50)
!54 = !DILocation(line: 31, column: 15, scope: !18)
!55 = !DILocation(line: 31, column: 22, scope: !18)
!56 = !DILocation(line: 32, column: 10, scope: !18)
!57 = !DILocation(line: 32, column: 15, scope: !18)
!58 = !DILocation(line: 32, column: 5, scope: !18)
!59 = !DILocation(line: 33, column: 5, scope: !18)
!60 = !DILocation(line: 34, column: 13, scope: !18)
!61 = !DILocation(line: 34, column: 10, scope: !18)
!62 = !DILocation(line: 35, column: 5, scope: !18)
!63 = !DILocation(line: 36, column: 30, scope: !18)
!64 = !DILocation(line: 36, column: 35, scope: !18)
!65 = !DILocation(line: 36, column: 40, scope: !18)
!66 = !DILocation(line: 36, column: 5, scope: !18)
!67 = !DILocation(line: 37, column: 5, scope: !18)
!68 = distinct !DISubprogram(name: "twice", scope: !2, file: !2, line: 16, type: !36, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !24)
!69 = !DILocalVariable(name: "p", arg: 1, scope: !68, file: !2, line: 16, type: !38)
!70 = !DILocation(line: 16, column: 24, scope: !68)
!71 = !DILocation(line: 16, column: 30, scope: !68)
!72 = !DILocation(line: 16, column: 32, scope: !68)
!73 = !DILocation(line: 16, column: 38, scope: !68)
!74 = distinct !DISubprogram(name: "add_five", scope: !2, file: !2, line: 15, type: !36, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !24)
!75 = !DILocalVariable(name: "p", arg: 1, scope: !74, file: !2, line: 15, type: !38)
!76 = !DILocation(line: 15, column: 27, scope: !74)
!77 = !DILocation(line: 15, column: 33, scope: !74)
!78 = !DILocation(line: 15, column: 35, scope: !74)
!79 = !DILocation(line: 15, column: 41, scope: !74)
!80 = distinct !DISubprogram(name: "peek", scope: !2, file: !2, line: 21, type: !81, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !24)
!81 = !DISubroutineType(types: !82)
!82 = !{!50, !83}
!83 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !84, size: 32)
!84 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !50)
!85 = !DILocalVariable(name: "p", arg: 1, scope: !80, file: !2, line: 21, type: !83)
!86 = !DILocation(line: 21, column: 40, scope: !80)
!87 = !DILocation(line: 21, column: 53, scope: !80)
!88 = !DILocation(line: 21, column: 52, scope: !80)
!89 = !DILocation(line: 21, column: 55, scope: !80)
!90 = !DILocation(line: 21, column: 45, scope: !80)
!91 = distinct !DISubprogram(name: "fill", scope: !2, file: !2, line: 17, type: !92, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !24)
!92 = !DISubroutineType(types: !93)
!93 = !{null, !94, !21}
!94 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 32)
!95 = !DILocalVariable(name: "b", arg: 1, scope: !91, file: !2, line: 17, type: !94)
!96 = !DILocation(line: 17, column: 33, scope: !91)
!97 = !DILocalVariable(name: "k", arg: 2, scope: !91, file: !2, line: 17, type: !21)
!98 = !DILocation(line: 17, column: 40, scope: !91)
!99 = !DILocalVariable(name: "i", scope: !100, file: !2, line: 18, type: !21)
!100 = distinct !DILexicalBlock(scope: !91, file: !2, line: 18, column: 5)
!101 = !DILocation(line: 18, column: 14, scope: !100)
!102 = !DILocation(line: 18, column: 10, scope: !100)
!103 = !DILocation(line: 18, column: 21, scope: !104)
!104 = distinct !DILexicalBlock(scope: !100, file: !2, line: 18, column: 5)
!105 = !DILocation(line: 18, column: 23, scope: !104)
!106 = !DILocation(line: 18, column: 5, scope: !100)
!107 = !DILocation(line: 19, column: 32, scope: !104)
!108 = !DILocation(line: 19, column: 40, scope: !104)
!109 = !DILocation(line: 19, column: 38, scope: !104)
!110 = !DILocation(line: 19, column: 34, scope: !104)
!111 = !DILocation(line: 19, column: 16, scope: !104)
!112 = !DILocation(line: 19, column: 9, scope: !104)
!113 = !DILocation(line: 19, column: 11, scope: !104)
!114 = !DILocation(line: 19, column: 14, scope: !104)
!115 = !DILocation(line: 18, column: 29, scope: !104)
!116 = !DILocation(line: 18, column: 5, scope: !104)
!117 = distinct !{!117, !106, !118, !119}
!118 = !DILocation(line: 19, column: 41, scope: !100)
!119 = !{!"llvm.loop.mustprogress"}
!120 = !DILocation(line: 20, column: 1, scope: !91)
