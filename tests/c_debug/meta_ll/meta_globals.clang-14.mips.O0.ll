; ModuleID = 'meta_globals.c'
source_filename = "meta_globals.c"
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mips-unknown-linux-gnu"

%struct.config = type { i8, i32, [2 x i8] }

@counter = dso_local global i32 7, align 4, !dbg !0
@cfg = dso_local global %struct.config { i8 99, i32 3, [2 x i8] c"\192" }, align 4, !dbg !7
@shorts = internal global [4 x i16] [i16 1, i16 -2, i16 3, i16 -4], align 2, !dbg !20
@.str = private unnamed_addr constant [13 x i8] c"%s %d %d %c\0A\00", align 1
@greeting = internal constant [6 x i8] c"hello\00", align 1, !dbg !26

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 !dbg !38 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !41, metadata !DIExpression()), !dbg !42
  store i32 0, i32* %2, align 4, !dbg !42
  call void @llvm.dbg.declare(metadata i32* %3, metadata !43, metadata !DIExpression()), !dbg !46
  store i32 0, i32* %3, align 4, !dbg !46
  br label %4, !dbg !47

4:                                                ; preds = %14, %0
  %5 = load i32, i32* %3, align 4, !dbg !48
  %6 = icmp ult i32 %5, 4, !dbg !50
  br i1 %6, label %7, label %17, !dbg !51

7:                                                ; preds = %4
  %8 = load i32, i32* %3, align 4, !dbg !52
  %9 = getelementptr inbounds [4 x i16], [4 x i16]* @shorts, i32 0, i32 %8, !dbg !53
  %10 = load i16, i16* %9, align 2, !dbg !53
  %11 = sext i16 %10 to i32, !dbg !53
  %12 = load i32, i32* %2, align 4, !dbg !54
  %13 = add nsw i32 %12, %11, !dbg !54
  store i32 %13, i32* %2, align 4, !dbg !54
  br label %14, !dbg !55

14:                                               ; preds = %7
  %15 = load i32, i32* %3, align 4, !dbg !56
  %16 = add i32 %15, 1, !dbg !56
  store i32 %16, i32* %3, align 4, !dbg !56
  br label %4, !dbg !57, !llvm.loop !58

17:                                               ; preds = %4
  %18 = load i32, i32* %2, align 4, !dbg !61
  %19 = call i32 @bump(i32 noundef signext %18), !dbg !62
  %20 = load i32, i32* getelementptr inbounds (%struct.config, %struct.config* @cfg, i32 0, i32 1), align 4, !dbg !63
  %21 = mul nsw i32 %20, 2, !dbg !64
  %22 = load i8, i8* getelementptr inbounds (%struct.config, %struct.config* @cfg, i32 0, i32 2, i32 1), align 1, !dbg !65
  %23 = zext i8 %22 to i32, !dbg !65
  %24 = add nsw i32 %21, %23, !dbg !66
  %25 = load i8, i8* getelementptr inbounds (%struct.config, %struct.config* @cfg, i32 0, i32 0), align 4, !dbg !67
  %26 = sext i8 %25 to i32, !dbg !68
  %27 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @greeting, i32 0, i32 0), i32 noundef signext %19, i32 noundef signext %24, i32 noundef signext %26), !dbg !69
  ret i32 0, !dbg !70
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone
define internal i32 @bump(i32 noundef signext %0) #0 !dbg !71 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !74, metadata !DIExpression()), !dbg !75
  %3 = load i32, i32* %2, align 4, !dbg !76
  %4 = load i32, i32* @counter, align 4, !dbg !77
  %5 = add nsw i32 %4, %3, !dbg !77
  store i32 %5, i32* @counter, align 4, !dbg !77
  %6 = load i32, i32* @counter, align 4, !dbg !78
  ret i32 %6, !dbg !79
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!32, !33, !34, !35, !36, !37}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 3, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "meta_globals.c", directory: "/src", checksumkind: CSK_MD5, checksum: "00319b403295cc48171e83cf7ea477f4")
!4 = !{!5}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !{!0, !7, !20, !26}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "cfg", scope: !2, file: !3, line: 5, type: !9, isLocal: false, isDefinition: true)
!9 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "config", file: !3, line: 5, size: 96, elements: !10)
!10 = !{!11, !13, !15}
!11 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !9, file: !3, line: 5, baseType: !12, size: 8)
!12 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!13 = !DIDerivedType(tag: DW_TAG_member, name: "scale", scope: !9, file: !3, line: 5, baseType: !14, size: 32, offset: 32)
!14 = !DIBasicType(name: "long", size: 32, encoding: DW_ATE_signed)
!15 = !DIDerivedType(tag: DW_TAG_member, name: "weights", scope: !9, file: !3, line: 5, baseType: !16, size: 16, offset: 64)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !17, size: 16, elements: !18)
!17 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!18 = !{!19}
!19 = !DISubrange(count: 2)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(name: "shorts", scope: !2, file: !3, line: 4, type: !22, isLocal: true, isDefinition: true)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 64, elements: !24)
!23 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!24 = !{!25}
!25 = !DISubrange(count: 4)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(name: "greeting", scope: !2, file: !3, line: 2, type: !28, isLocal: true, isDefinition: true)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !29, size: 48, elements: !30)
!29 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !12)
!30 = !{!31}
!31 = !DISubrange(count: 6)
!32 = !{i32 7, !"Dwarf Version", i32 5}
!33 = !{i32 2, !"Debug Info Version", i32 3}
!34 = !{i32 1, !"wchar_size", i32 4}
!35 = !{i32 7, !"PIC Level", i32 1}
!36 = !{i32 7, !"PIE Level", i32 1}
!37 = !{i32 7, !"frame-pointer", i32 2}
!38 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 7, type: !39, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !40)
!39 = !DISubroutineType(types: !4)
!40 = !{}
!41 = !DILocalVariable(name: "s", scope: !38, file: !3, line: 8, type: !5)
!42 = !DILocation(line: 8, column: 7, scope: !38)
!43 = !DILocalVariable(name: "i", scope: !44, file: !3, line: 9, type: !45)
!44 = distinct !DILexicalBlock(scope: !38, file: !3, line: 9, column: 3)
!45 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!46 = !DILocation(line: 9, column: 17, scope: !44)
!47 = !DILocation(line: 9, column: 8, scope: !44)
!48 = !DILocation(line: 9, column: 24, scope: !49)
!49 = distinct !DILexicalBlock(scope: !44, file: !3, line: 9, column: 3)
!50 = !DILocation(line: 9, column: 26, scope: !49)
!51 = !DILocation(line: 9, column: 3, scope: !44)
!52 = !DILocation(line: 10, column: 17, scope: !49)
!53 = !DILocation(line: 10, column: 10, scope: !49)
!54 = !DILocation(line: 10, column: 7, scope: !49)
!55 = !DILocation(line: 10, column: 5, scope: !49)
!56 = !DILocation(line: 9, column: 63, scope: !49)
!57 = !DILocation(line: 9, column: 3, scope: !49)
!58 = distinct !{!58, !51, !59, !60}
!59 = !DILocation(line: 10, column: 18, scope: !44)
!60 = !{!"llvm.loop.mustprogress"}
!61 = !DILocation(line: 11, column: 42, scope: !38)
!62 = !DILocation(line: 11, column: 37, scope: !38)
!63 = !DILocation(line: 11, column: 56, scope: !38)
!64 = !DILocation(line: 11, column: 62, scope: !38)
!65 = !DILocation(line: 11, column: 68, scope: !38)
!66 = !DILocation(line: 11, column: 66, scope: !38)
!67 = !DILocation(line: 11, column: 89, scope: !38)
!68 = !DILocation(line: 11, column: 85, scope: !38)
!69 = !DILocation(line: 11, column: 3, scope: !38)
!70 = !DILocation(line: 12, column: 3, scope: !38)
!71 = distinct !DISubprogram(name: "bump", scope: !3, file: !3, line: 6, type: !72, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !40)
!72 = !DISubroutineType(types: !73)
!73 = !{!5, !5}
!74 = !DILocalVariable(name: "by", arg: 1, scope: !71, file: !3, line: 6, type: !5)
!75 = !DILocation(line: 6, column: 21, scope: !71)
!76 = !DILocation(line: 6, column: 38, scope: !71)
!77 = !DILocation(line: 6, column: 35, scope: !71)
!78 = !DILocation(line: 6, column: 49, scope: !71)
!79 = !DILocation(line: 6, column: 42, scope: !71)
