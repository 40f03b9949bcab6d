; ModuleID = 'vars.c'
source_filename = "vars.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

%struct.point = type { i32, i16, i8 }

@__const.main.pts = private unnamed_addr constant [3 x %struct.point] [%struct.point { i32 3, i16 4, i8 97 }, %struct.point { i32 -5, i16 12, i8 98 }, %struct.point { i32 8, i16 15, i8 99 }], align 4
@.str = private unnamed_addr constant [9 x i8] c"%lld %d\0A\00", align 1, !dbg !0

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 !dbg !16 {
  %1 = alloca i32, align 4
  %2 = alloca [3 x %struct.point], align 4
  %3 = alloca i32, align 4
  %4 = alloca i8, align 1
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !21, !DIExpression(), !31)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %2, ptr align 4 @__const.main.pts, i32 24, i1 false), !dbg !31
    #dbg_declare(ptr %3, !32, !DIExpression(), !33)
  store i32 3, ptr %3, align 4, !dbg !33
    #dbg_declare(ptr %4, !34, !DIExpression(), !36)
  store i8 -6, ptr %4, align 1, !dbg !36
    #dbg_declare(ptr %5, !37, !DIExpression(), !39)
  store i64 -9876543210, ptr %5, align 8, !dbg !39
    #dbg_declare(ptr %6, !40, !DIExpression(), !41)
  %8 = load i32, ptr %3, align 4, !dbg !42
  %9 = load i8, ptr %4, align 1, !dbg !43
  %10 = load i64, ptr %5, align 8, !dbg !44
  %11 = call i64 @mix(i32 noundef signext %8, i8 noundef zeroext %9, i64 noundef signext %10), !dbg !45
  store i64 %11, ptr %6, align 8, !dbg !41
    #dbg_declare(ptr %7, !46, !DIExpression(), !47)
  %12 = getelementptr inbounds [3 x %struct.point], ptr %2, i32 0, i32 0, !dbg !48
  %13 = load i32, ptr %3, align 4, !dbg !49
  %14 = call i32 @walk(ptr noundef %12, i32 noundef signext %13), !dbg !50
  store i32 %14, ptr %7, align 4, !dbg !47
  %15 = load i64, ptr %6, align 8, !dbg !51
  %16 = load i32, ptr %7, align 4, !dbg !52
  %17 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef signext %15, i32 noundef signext %16), !dbg !53
  ret i32 0, !dbg !54
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #1

; Function Attrs: noinline nounwind optnone
define internal i64 @mix(i32 noundef signext %0, i8 noundef zeroext %1, i64 noundef signext %2) #0 !dbg !55 {
  %4 = alloca i32, align 4
  %5 = alloca i8, align 1
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !58, !DIExpression(), !59)
  store i8 %1, ptr %5, align 1
    #dbg_declare(ptr %5, !60, !DIExpression(), !61)
  store i64 %2, ptr %6, align 8
    #dbg_declare(ptr %6, !62, !DIExpression(), !63)
    #dbg_declare(ptr %7, !64, !DIExpression(), !65)
  %9 = load i64, ptr %6, align 8, !dbg !66
  %10 = load i32, ptr %4, align 4, !dbg !67
  %11 = sext i32 %10 to i64, !dbg !67
  %12 = mul nsw i64 %9, %11, !dbg !68
  %13 = load i8, ptr %5, align 1, !dbg !69
  %14 = zext i8 %13 to i64, !dbg !69
  %15 = add nsw i64 %12, %14, !dbg !70
  store i64 %15, ptr %7, align 8, !dbg !65
    #dbg_declare(ptr %8, !71, !DIExpression(), !72)
  %16 = load i32, ptr %4, align 4, !dbg !73
  %17 = sub nsw i32 0, %16, !dbg !74
  store i32 %17, ptr %8, align 4, !dbg !72
  %18 = load i64, ptr %7, align 8, !dbg !75
  %19 = load i32, ptr %8, align 4, !dbg !76
  %20 = sext i32 %19 to i64, !dbg !76
  %21 = add nsw i64 %18, %20, !dbg !77
  ret i64 %21, !dbg !78
}

; Function Attrs: noinline nounwind optnone
define internal i32 @walk(ptr noundef %0, i32 noundef signext %1) #0 !dbg !79 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.point, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !83, !DIExpression(), !84)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !85, !DIExpression(), !86)
    #dbg_declare(ptr %5, !87, !DIExpression(), !88)
  store i32 -1, ptr %5, align 4, !dbg !88
    #dbg_declare(ptr %6, !89, !DIExpression(), !91)
  store i32 0, ptr %6, align 4, !dbg !91
  br label %9, !dbg !92

9:                                                ; preds = %36, %2
  %10 = load i32, ptr %6, align 4, !dbg !93
  %11 = load i32, ptr %4, align 4, !dbg !95
  %12 = icmp slt i32 %10, %11, !dbg !96
  br i1 %12, label %13, label %39, !dbg !97

13:                                               ; preds = %9
    #dbg_declare(ptr %7, !98, !DIExpression(), !100)
  %14 = load ptr, ptr %3, align 4, !dbg !101
  %15 = load i32, ptr %6, align 4, !dbg !102
  %16 = getelementptr inbounds %struct.point, ptr %14, i32 %15, !dbg !101
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %7, ptr align 4 %16, i32 8, i1 false), !dbg !101
    #dbg_declare(ptr %8, !103, !DIExpression(), !104)
  %17 = getelementptr inbounds %struct.point, ptr %7, i32 0, i32 0, !dbg !105
  %18 = load i32, ptr %17, align 4, !dbg !105
  %19 = getelementptr inbounds %struct.point, ptr %7, i32 0, i32 0, !dbg !106
  %20 = load i32, ptr %19, align 4, !dbg !106
  %21 = mul nsw i32 %18, %20, !dbg !107
  %22 = getelementptr inbounds %struct.point, ptr %7, i32 0, i32 1, !dbg !108
  %23 = load i16, ptr %22, align 4, !dbg !108
  %24 = sext i16 %23 to i32, !dbg !109
  %25 = getelementptr inbounds %struct.point, ptr %7, i32 0, i32 1, !dbg !110
  %26 = load i16, ptr %25, align 4, !dbg !110
  %27 = sext i16 %26 to i32, !dbg !111
  %28 = mul nsw i32 %24, %27, !dbg !112
  %29 = add nsw i32 %21, %28, !dbg !113
  store i32 %29, ptr %8, align 4, !dbg !104
  %30 = load i32, ptr %8, align 4, !dbg !114
  %31 = load i32, ptr %5, align 4, !dbg !116
  %32 = icmp sgt i32 %30, %31, !dbg !117
  br i1 %32, label %33, label %35, !dbg !118

33:                                               ; preds = %13
  %34 = load i32, ptr %8, align 4, !dbg !119
  store i32 %34, ptr %5, align 4, !dbg !120
  br label %35, !dbg !121

35:                                               ; preds = %33, %13
  br label %36, !dbg !122

36:                                               ; preds = %35
  %37 = load i32, ptr %6, align 4, !dbg !123
  %38 = add nsw i32 %37, 1, !dbg !123
  store i32 %38, ptr %6, align 4, !dbg !123
  br label %9, !dbg !124, !llvm.loop !125

39:                                               ; preds = %9
  %40 = load i32, ptr %5, align 4, !dbg !128
  ret i32 %40, !dbg !129
}

declare i32 @printf(ptr noundef, ...) #2

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14}
!llvm.ident = !{!15}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "vars.c", directory: ".", checksumkind: CSK_MD5, checksum: "8baaf3c510df1926dd24e39561167814")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 9)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !8, splitDebugInlining: false, nameTableKind: None)
!8 = !{!0}
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 8, !"PIC Level", i32 1}
!13 = !{i32 7, !"PIE Level", i32 1}
!14 = !{i32 7, !"frame-pointer", i32 2}
!15 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!16 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 28, type: !17, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !20)
!17 = !DISubroutineType(types: !18)
!18 = !{!19}
!19 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!20 = !{}
!21 = !DILocalVariable(name: "pts", scope: !16, file: !2, line: 29, type: !22)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 192, elements: !29)
!23 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "point", file: !2, line: 5, size: 64, elements: !24)
!24 = !{!25, !26, !28}
!25 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !23, file: !2, line: 6, baseType: !19, size: 32)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !23, file: !2, line: 7, baseType: !27, size: 16, offset: 32)
!27 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !23, file: !2, line: 8, baseType: !4, size: 8, offset: 48)
!29 = !{!30}
!30 = !DISubrange(count: 3)
!31 = !DILocation(line: 29, column: 18, scope: !16)
!32 = !DILocalVariable(name: "count", scope: !16, file: !2, line: 30, type: !19)
!33 = !DILocation(line: 30, column: 9, scope: !16)
!34 = !DILocalVariable(name: "small", scope: !16, file: !2, line: 31, type: !35)
!35 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!36 = !DILocation(line: 31, column: 19, scope: !16)
!37 = !DILocalVariable(name: "wide", scope: !16, file: !2, line: 32, type: !38)
!38 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!39 = !DILocation(line: 32, column: 15, scope: !16)
!40 = !DILocalVariable(name: "m", scope: !16, file: !2, line: 33, type: !38)
!41 = !DILocation(line: 33, column: 15, scope: !16)
!42 = !DILocation(line: 33, column: 23, scope: !16)
!43 = !DILocation(line: 33, column: 30, scope: !16)
!44 = !DILocation(line: 33, column: 37, scope: !16)
!45 = !DILocation(line: 33, column: 19, scope: !16)
!46 = !DILocalVariable(name: "w", scope: !16, file: !2, line: 34, type: !19)
!47 = !DILocation(line: 34, column: 9, scope: !16)
!48 = !DILocation(line: 34, column: 18, scope: !16)
!49 = !DILocation(line: 34, column: 23, scope: !16)
!50 = !DILocation(line: 34, column: 13, scope: !16)
!51 = !DILocation(line: 35, column: 25, scope: !16)
!52 = !DILocation(line: 35, column: 28, scope: !16)
!53 = !DILocation(line: 35, column: 5, scope: !16)
!54 = !DILocation(line: 36, column: 5, scope: !16)
!55 = distinct !DISubprogram(name: "mix", scope: !2, file: !2, line: 11, type: !56, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !20)
!56 = !DISubroutineType(types: !57)
!57 = !{!38, !19, !35, !38}
!58 = !DILocalVariable(name: "a", arg: 1, scope: !55, file: !2, line: 11, type: !19)
!59 = !DILocation(line: 11, column: 26, scope: !55)
!60 = !DILocalVariable(name: "b", arg: 2, scope: !55, file: !2, line: 11, type: !35)
!61 = !DILocation(line: 11, column: 43, scope: !55)
!62 = !DILocalVariable(name: "c", arg: 3, scope: !55, file: !2, line: 11, type: !38)
!63 = !DILocation(line: 11, column: 56, scope: !55)
!64 = !DILocalVariable(name: "r", scope: !55, file: !2, line: 12, type: !38)
!65 = !DILocation(line: 12, column: 15, scope: !55)
!66 = !DILocation(line: 12, column: 19, scope: !55)
!67 = !DILocation(line: 12, column: 23, scope: !55)
!68 = !DILocation(line: 12, column: 21, scope: !55)
!69 = !DILocation(line: 12, column: 27, scope: !55)
!70 = !DILocation(line: 12, column: 25, scope: !55)
!71 = !DILocalVariable(name: "neg", scope: !55, file: !2, line: 13, type: !19)
!72 = !DILocation(line: 13, column: 9, scope: !55)
!73 = !DILocation(line: 13, column: 16, scope: !55)
!74 = !DILocation(line: 13, column: 15, scope: !55)
!75 = !DILocation(line: 14, column: 12, scope: !55)
!76 = !DILocation(line: 14, column: 16, scope: !55)
!77 = !DILocation(line: 14, column: 14, scope: !55)
!78 = !DILocation(line: 14, column: 5, scope: !55)
!79 = distinct !DISubprogram(name: "walk", scope: !2, file: !2, line: 17, type: !80, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !20)
!80 = !DISubroutineType(types: !81)
!81 = !{!19, !82, !19}
!82 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 32)
!83 = !DILocalVariable(name: "pts", arg: 1, scope: !79, file: !2, line: 17, type: !82)
!84 = !DILocation(line: 17, column: 31, scope: !79)
!85 = !DILocalVariable(name: "n", arg: 2, scope: !79, file: !2, line: 17, type: !19)
!86 = !DILocation(line: 17, column: 40, scope: !79)
!87 = !DILocalVariable(name: "best", scope: !79, file: !2, line: 18, type: !19)
!88 = !DILocation(line: 18, column: 9, scope: !79)
!89 = !DILocalVariable(name: "i", scope: !90, file: !2, line: 19, type: !19)
!90 = distinct !DILexicalBlock(scope: !79, file: !2, line: 19, column: 5)
!91 = !DILocation(line: 19, column: 14, scope: !90)
!92 = !DILocation(line: 19, column: 10, scope: !90)
!93 = !DILocation(line: 19, column: 21, scope: !94)
!94 = distinct !DILexicalBlock(scope: !90, file: !2, line: 19, column: 5)
!95 = !DILocation(line: 19, column: 25, scope: !94)
!96 = !DILocation(line: 19, column: 23, scope: !94)
!97 = !DILocation(line: 19, column: 5, scope: !90)
!98 = !DILocalVariable(name: "p", scope: !99, file: !2, line: 20, type: !23)
!99 = distinct !DILexicalBlock(scope: !94, file: !2, line: 19, column: 33)
!100 = !DILocation(line: 20, column: 22, scope: !99)
!101 = !DILocation(line: 20, column: 26, scope: !99)
!102 = !DILocation(line: 20, column: 30, scope: !99)
!103 = !DILocalVariable(name: "d", scope: !99, file: !2, line: 21, type: !19)
!104 = !DILocation(line: 21, column: 13, scope: !99)
!105 = !DILocation(line: 21, column: 19, scope: !99)
!106 = !DILocation(line: 21, column: 25, scope: !99)
!107 = !DILocation(line: 21, column: 21, scope: !99)
!108 = !DILocation(line: 21, column: 31, scope: !99)
!109 = !DILocation(line: 21, column: 29, scope: !99)
!110 = !DILocation(line: 21, column: 37, scope: !99)
!111 = !DILocation(line: 21, column: 35, scope: !99)
!112 = !DILocation(line: 21, column: 33, scope: !99)
!113 = !DILocation(line: 21, column: 27, scope: !99)
!114 = !DILocation(line: 22, column: 13, scope: !115)
!115 = distinct !DILexicalBlock(scope: !99, file: !2, line: 22, column: 13)
!116 = !DILocation(line: 22, column: 17, scope: !115)
!117 = !DILocation(line: 22, column: 15, scope: !115)
!118 = !DILocation(line: 22, column: 13, scope: !99)
!119 = !DILocation(line: 23, column: 20, scope: !115)
!120 = !DILocation(line: 23, column: 18, scope: !115)
!121 = !DILocation(line: 23, column: 13, scope: !115)
!122 = !DILocation(line: 24, column: 5, scope: !99)
!123 = !DILocation(line: 19, column: 29, scope: !94)
!124 = !DILocation(line: 19, column: 5, scope: !94)
!125 = distinct !{!125, !97, !126, !127}
!126 = !DILocation(line: 24, column: 5, scope: !90)
!127 = !{!"llvm.loop.mustprogress"}
!128 = !DILocation(line: 25, column: 12, scope: !79)
!129 = !DILocation(line: 25, column: 5, scope: !79)
