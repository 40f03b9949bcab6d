; ModuleID = 'vars.c'
source_filename = "vars.c"
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mips-unknown-linux-gnu"

%struct.point = type { i32, i16, i8 }

@__const.main.pts = private unnamed_addr constant [3 x %struct.point] [%struct.point { i32 3, i16 4, i8 97 }, %struct.point { i32 -5, i16 12, i8 98 }, %struct.point { i32 8, i16 15, i8 99 }], align 4
@.str = private unnamed_addr constant [9 x i8] c"%lld %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 !dbg !9 {
  %1 = alloca i32, align 4
  %2 = alloca [3 x %struct.point], align 4
  %3 = alloca i32, align 4
  %4 = alloca i8, align 1
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata [3 x %struct.point]* %2, metadata !14, metadata !DIExpression()), !dbg !25
  %8 = bitcast [3 x %struct.point]* %2 to i8*, !dbg !25
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %8, i8* align 4 bitcast ([3 x %struct.point]* @__const.main.pts to i8*), i32 24, i1 false), !dbg !25
  call void @llvm.dbg.declare(metadata i32* %3, metadata !26, metadata !DIExpression()), !dbg !27
  store i32 3, i32* %3, align 4, !dbg !27
  call void @llvm.dbg.declare(metadata i8* %4, metadata !28, metadata !DIExpression()), !dbg !30
  store i8 -6, i8* %4, align 1, !dbg !30
  call void @llvm.dbg.declare(metadata i64* %5, metadata !31, metadata !DIExpression()), !dbg !33
  store i64 -9876543210, i64* %5, align 8, !dbg !33
  call void @llvm.dbg.declare(metadata i64* %6, metadata !34, metadata !DIExpression()), !dbg !35
  %9 = load i32, i32* %3, align 4, !dbg !36
  %10 = load i8, i8* %4, align 1, !dbg !37
  %11 = load i64, i64* %5, align 8, !dbg !38
  %12 = call i64 @mix(i32 noundef signext %9, i8 noundef zeroext %10, i64 noundef signext %11), !dbg !39
  store i64 %12, i64* %6, align 8, !dbg !35
  call void @llvm.dbg.declare(metadata i32* %7, metadata !40, metadata !DIExpression()), !dbg !41
  %13 = getelementptr inbounds [3 x %struct.point], [3 x %struct.point]* %2, i32 0, i32 0, !dbg !42
  %14 = load i32, i32* %3, align 4, !dbg !43
  %15 = call i32 @walk(%struct.point* noundef %13, i32 noundef signext %14), !dbg !44
  store i32 %15, i32* %7, align 4, !dbg !41
  %16 = load i64, i64* %6, align 8, !dbg !45
  %17 = load i32, i32* %7, align 4, !dbg !46
  %18 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i32 0, i32 0), i64 noundef signext %16, i32 noundef signext %17), !dbg !47
  ret i32 0, !dbg !48
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #2

; Function Attrs: noinline nounwind optnone
define internal i64 @mix(i32 noundef signext %0, i8 noundef zeroext %1, i64 noundef signext %2) #0 !dbg !49 {
  %4 = alloca i32, align 4
  %5 = alloca i8, align 1
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !52, metadata !DIExpression()), !dbg !53
  store i8 %1, i8* %5, align 1
  call void @llvm.dbg.declare(metadata i8* %5, metadata !54, metadata !DIExpression()), !dbg !55
  store i64 %2, i64* %6, align 8
  call void @llvm.dbg.declare(metadata i64* %6, metadata !56, metadata !DIExpression()), !dbg !57
  call void @llvm.dbg.declare(metadata i64* %7, metadata !58, metadata !DIExpression()), !dbg !59
  %9 = load i64, i64* %6, align 8, !dbg !60
  %10 = load i32, i32* %4, align 4, !dbg !61
  %11 = sext i32 %10 to i64, !dbg !61
  %12 = mul nsw i64 %9, %11, !dbg !62
  %13 = load i8, i8* %5, align 1, !dbg !63
  %14 = zext i8 %13 to i64, !dbg !63
  %15 = add nsw i64 %12, %14, !dbg !64
  store i64 %15, i64* %7, align 8, !dbg !59
  call void @llvm.dbg.declare(metadata i32* %8, metadata !65, metadata !DIExpression()), !dbg !66
  %16 = load i32, i32* %4, align 4, !dbg !67
  %17 = sub nsw i32 0, %16, !dbg !68
  store i32 %17, i32* %8, align 4, !dbg !66
  %18 = load i64, i64* %7, align 8, !dbg !69
  %19 = load i32, i32* %8, align 4, !dbg !70
  %20 = sext i32 %19 to i64, !dbg !70
  %21 = add nsw i64 %18, %20, !dbg !71
  ret i64 %21, !dbg !72
}

; Function Attrs: noinline nounwind optnone
define internal i32 @walk(%struct.point* noundef %0, i32 noundef signext %1) #0 !dbg !73 {
  %3 = alloca %struct.point*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.point, align 4
  %8 = alloca i32, align 4
  store %struct.point* %0, %struct.point** %3, align 4
  call void @llvm.dbg.declare(metadata %struct.point** %3, metadata !77, metadata !DIExpression()), !dbg !78
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !79, metadata !DIExpression()), !dbg !80
  call void @llvm.dbg.declare(metadata i32* %5, metadata !81, metadata !DIExpression()), !dbg !82
  store i32 -1, i32* %5, align 4, !dbg !82
  call void @llvm.dbg.declare(metadata i32* %6, metadata !83, metadata !DIExpression()), !dbg !85
  store i32 0, i32* %6, align 4, !dbg !85
  br label %9, !dbg !86

9:                                                ; preds = %38, %2
  %10 = load i32, i32* %6, align 4, !dbg !87
  %11 = load i32, i32* %4, align 4, !dbg !89
  %12 = icmp slt i32 %10, %11, !dbg !90
  br i1 %12, label %13, label %41, !dbg !91

13:                                               ; preds = %9
  call void @llvm.dbg.declare(metadata %struct.point* %7, metadata !92, metadata !DIExpression()), !dbg !94
  %14 = load %struct.point*, %struct.point** %3, align 4, !dbg !95
  %15 = load i32, i32* %6, align 4, !dbg !96
  %16 = getelementptr inbounds %struct.point, %struct.point* %14, i32 %15, !dbg !95
  %17 = bitcast %struct.point* %7 to i8*, !dbg !95
  %18 = bitcast %struct.point* %16 to i8*, !dbg !95
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %17, i8* align 4 %18, i32 8, i1 false), !dbg !95
  call void @llvm.dbg.declare(metadata i32* %8, metadata !97, metadata !DIExpression()), !dbg !98
  %19 = getelementptr inbounds %struct.point, %struct.point* %7, i32 0, i32 0, !dbg !99
  %20 = load i32, i32* %19, align 4, !dbg !99
  %21 = getelementptr inbounds %struct.point, %struct.point* %7, i32 0, i32 0, !dbg !100
  %22 = load i32, i32* %21, align 4, !dbg !100
  %23 = mul nsw i32 %20, %22, !dbg !101
  %24 = getelementptr inbounds %struct.point, %struct.point* %7, i32 0, i32 1, !dbg !102
  %25 = load i16, i16* %24, align 4, !dbg !102
  %26 = sext i16 %25 to i32, !dbg !103
  %27 = getelementptr inbounds %struct.point, %struct.point* %7, i32 0, i32 1, !dbg !104
  %28 = load i16, i16* %27, align 4, !dbg !104
  %29 = sext i16 %28 to i32, !dbg !105
  %30 = mul nsw i32 %26, %29, !dbg !106
  %31 = add nsw i32 %23, %30, !dbg !107
  store i32 %31, i32* %8, align 4, !dbg !98
  %32 = load i32, i32* %8, align 4, !dbg !108
  %33 = load i32, i32* %5, align 4, !dbg !110
  %34 = icmp sgt i32 %32, %33, !dbg !111
  br i1 %34, label %35, label %37, !dbg !112

35:                                               ; preds = %13
  %36 = load i32, i32* %8, align 4, !dbg !113
  store i32 %36, i32* %5, align 4, !dbg !114
  br label %37, !dbg !115

37:                                               ; preds = %35, %13
  br label %38, !dbg !116

38:                                               ; preds = %37
  %39 = load i32, i32* %6, align 4, !dbg !117
  %40 = add nsw i32 %39, 1, !dbg !117
  store i32 %40, i32* %6, align 4, !dbg !117
  br label %9, !dbg !118, !llvm.loop !119

41:                                               ; preds = %9
  %42 = load i32, i32* %5, align 4, !dbg !122
  ret i32 %42, !dbg !123
}

declare i32 @printf(i8* noundef, ...) #3

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly nofree nounwind willreturn }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "vars.c", directory: ".", checksumkind: CSK_MD5, checksum: "8baaf3c510df1926dd24e39561167814")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 1}
!6 = !{i32 7, !"PIE Level", i32 1}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 28, type: !10, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !13)
!10 = !DISubroutineType(types: !11)
!11 = !{!12}
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !{}
!14 = !DILocalVariable(name: "pts", scope: !9, file: !1, line: 29, type: !15)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 192, elements: !23)
!16 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "point", file: !1, line: 5, size: 64, elements: !17)
!17 = !{!18, !19, !21}
!18 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !16, file: !1, line: 6, baseType: !12, size: 32)
!19 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !16, file: !1, line: 7, baseType: !20, size: 16, offset: 32)
!20 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!21 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !16, file: !1, line: 8, baseType: !22, size: 8, offset: 48)
!22 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!23 = !{!24}
!24 = !DISubrange(count: 3)
!25 = !DILocation(line: 29, column: 18, scope: !9)
!26 = !DILocalVariable(name: "count", scope: !9, file: !1, line: 30, type: !12)
!27 = !DILocation(line: 30, column: 9, scope: !9)
!28 = !DILocalVariable(name: "small", scope: !9, file: !1, line: 31, type: !29)
!29 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!30 = !DILocation(line: 31, column: 19, scope: !9)
!31 = !DILocalVariable(name: "wide", scope: !9, file: !1, line: 32, type: !32)
!32 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!33 = !DILocation(line: 32, column: 15, scope: !9)
!34 = !DILocalVariable(name: "m", scope: !9, file: !1, line: 33, type: !32)
!35 = !DILocation(line: 33, column: 15, scope: !9)
!36 = !DILocation(line: 33, column: 23, scope: !9)
!37 = !DILocation(line: 33, column: 30, scope: !9)
!38 = !DILocation(line: 33, column: 37, scope: !9)
!39 = !DILocation(line: 33, column: 19, scope: !9)
!40 = !DILocalVariable(name: "w", scope: !9, file: !1, line: 34, type: !12)
!41 = !DILocation(line: 34, column: 9, scope: !9)
!42 = !DILocation(line: 34, column: 18, scope: !9)
!43 = !DILocation(line: 34, column: 23, scope: !9)
!44 = !DILocation(line: 34, column: 13, scope: !9)
!45 = !DILocation(line: 35, column: 25, scope: !9)
!46 = !DILocation(line: 35, column: 28, scope: !9)
!47 = !DILocation(line: 35, column: 5, scope: !9)
!48 = !DILocation(line: 36, column: 5, scope: !9)
!49 = distinct !DISubprogram(name: "mix", scope: !1, file: !1, line: 11, type: !50, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !13)
!50 = !DISubroutineType(types: !51)
!51 = !{!32, !12, !29, !32}
!52 = !DILocalVariable(name: "a", arg: 1, scope: !49, file: !1, line: 11, type: !12)
!53 = !DILocation(line: 11, column: 26, scope: !49)
!54 = !DILocalVariable(name: "b", arg: 2, scope: !49, file: !1, line: 11, type: !29)
!55 = !DILocation(line: 11, column: 43, scope: !49)
!56 = !DILocalVariable(name: "c", arg: 3, scope: !49, file: !1, line: 11, type: !32)
!57 = !DILocation(line: 11, column: 56, scope: !49)
!58 = !DILocalVariable(name: "r", scope: !49, file: !1, line: 12, type: !32)
!59 = !DILocation(line: 12, column: 15, scope: !49)
!60 = !DILocation(line: 12, column: 19, scope: !49)
!61 = !DILocation(line: 12, column: 23, scope: !49)
!62 = !DILocation(line: 12, column: 21, scope: !49)
!63 = !DILocation(line: 12, column: 27, scope: !49)
!64 = !DILocation(line: 12, column: 25, scope: !49)
!65 = !DILocalVariable(name: "neg", scope: !49, file: !1, line: 13, type: !12)
!66 = !DILocation(line: 13, column: 9, scope: !49)
!67 = !DILocation(line: 13, column: 16, scope: !49)
!68 = !DILocation(line: 13, column: 15, scope: !49)
!69 = !DILocation(line: 14, column: 12, scope: !49)
!70 = !DILocation(line: 14, column: 16, scope: !49)
!71 = !DILocation(line: 14, column: 14, scope: !49)
!72 = !DILocation(line: 14, column: 5, scope: !49)
!73 = distinct !DISubprogram(name: "walk", scope: !1, file: !1, line: 17, type: !74, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !13)
!74 = !DISubroutineType(types: !75)
!75 = !{!12, !76, !12}
!76 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 32)
!77 = !DILocalVariable(name: "pts", arg: 1, scope: !73, file: !1, line: 17, type: !76)
!78 = !DILocation(line: 17, column: 31, scope: !73)
!79 = !DILocalVariable(name: "n", arg: 2, scope: !73, file: !1, line: 17, type: !12)
!80 = !DILocation(line: 17, column: 40, scope: !73)
!81 = !DILocalVariable(name: "best", scope: !73, file: !1, line: 18, type: !12)
!82 = !DILocation(line: 18, column: 9, scope: !73)
!83 = !DILocalVariable(name: "i", scope: !84, file: !1, line: 19, type: !12)
!84 = distinct !DILexicalBlock(scope: !73, file: !1, line: 19, column: 5)
!85 = !DILocation(line: 19, column: 14, scope: !84)
!86 = !DILocation(line: 19, column: 10, scope: !84)
!87 = !DILocation(line: 19, column: 21, scope: !88)
!88 = distinct !DILexicalBlock(scope: !84, file: !1, line: 19, column: 5)
!89 = !DILocation(line: 19, column: 25, scope: !88)
!90 = !DILocation(line: 19, column: 23, scope: !88)
!91 = !DILocation(line: 19, column: 5, scope: !84)
!92 = !DILocalVariable(name: "p", scope: !93, file: !1, line: 20, type: !16)
!93 = distinct !DILexicalBlock(scope: !88, file: !1, line: 19, column: 33)
!94 = !DILocation(line: 20, column: 22, scope: !93)
!95 = !DILocation(line: 20, column: 26, scope: !93)
!96 = !DILocation(line: 20, column: 30, scope: !93)
!97 = !DILocalVariable(name: "d", scope: !93, file: !1, line: 21, type: !12)
!98 = !DILocation(line: 21, column: 13, scope: !93)
!99 = !DILocation(line: 21, column: 19, scope: !93)
!100 = !DILocation(line: 21, column: 25, scope: !93)
!101 = !DILocation(line: 21, column: 21, scope: !93)
!102 = !DILocation(line: 21, column: 31, scope: !93)
!103 = !DILocation(line: 21, column: 29, scope: !93)
!104 = !DILocation(line: 21, column: 37, scope: !93)
!105 = !DILocation(line: 21, column: 35, scope: !93)
!106 = !DILocation(line: 21, column: 33, scope: !93)
!107 = !DILocation(line: 21, column: 27, scope: !93)
!108 = !DILocation(line: 22, column: 13, scope: !109)
!109 = distinct !DILexicalBlock(scope: !93, file: !1, line: 22, column: 13)
!110 = !DILocation(line: 22, column: 17, scope: !109)
!111 = !DILocation(line: 22, column: 15, scope: !109)
!112 = !DILocation(line: 22, column: 13, scope: !93)
!113 = !DILocation(line: 23, column: 20, scope: !109)
!114 = !DILocation(line: 23, column: 18, scope: !109)
!115 = !DILocation(line: 23, column: 13, scope: !109)
!116 = !DILocation(line: 24, column: 5, scope: !93)
!117 = !DILocation(line: 19, column: 29, scope: !88)
!118 = !DILocation(line: 19, column: 5, scope: !88)
!119 = distinct !{!119, !91, !120, !121}
!120 = !DILocation(line: 24, column: 5, scope: !84)
!121 = !{!"llvm.loop.mustprogress"}
!122 = !DILocation(line: 25, column: 12, scope: !73)
!123 = !DILocation(line: 25, column: 5, scope: !73)
