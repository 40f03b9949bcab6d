; ModuleID = 'meta_globals.c'
source_filename = "meta_globals.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

%struct.config = type { i8, i32, [2 x i8] }

@counter = dso_local global i32 7, align 4, !dbg !0
@cfg = dso_local global %struct.config { i8 99, i32 3, [2 x i8] c"\192" }, align 4, !dbg !7
@shorts = internal global [4 x i16] [i16 1, i16 -2, i16 3, i16 -4], align 2, !dbg !25
@.str = private unnamed_addr constant [13 x i8] c"%s %d %d %c\0A\00", align 1, !dbg !20
@greeting = internal constant [6 x i8] c"hello\00", align 1, !dbg !31

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 !dbg !43 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !46, !DIExpression(), !47)
  store i32 0, ptr %2, align 4, !dbg !47
    #dbg_declare(ptr %3, !48, !DIExpression(), !51)
  store i32 0, ptr %3, align 4, !dbg !51
  br label %4, !dbg !52

4:                                                ; preds = %14, %0
  %5 = load i32, ptr %3, align 4, !dbg !53
  %6 = icmp ult i32 %5, 4, !dbg !55
  br i1 %6, label %7, label %17, !dbg !56

7:                                                ; preds = %4
  %8 = load i32, ptr %3, align 4, !dbg !57
  %9 = getelementptr inbounds [4 x i16], ptr @shorts, i32 0, i32 %8, !dbg !58
  %10 = load i16, ptr %9, align 2, !dbg !58
  %11 = sext i16 %10 to i32, !dbg !58
  %12 = load i32, ptr %2, align 4, !dbg !59
  %13 = add nsw i32 %12, %11, !dbg !59
  store i32 %13, ptr %2, align 4, !dbg !59
  br label %14, !dbg !60

14:                                               ; preds = %7
  %15 = load i32, ptr %3, align 4, !dbg !61
  %16 = add i32 %15, 1, !dbg !61
  store i32 %16, ptr %3, align 4, !dbg !61
  br label %4, !dbg !62, !llvm.loop !63

17:                                               ; preds = %4
  %18 = load i32, ptr %2, align 4, !dbg !66
  %19 = call i32 @bump(i32 noundef signext %18), !dbg !67
  %20 = load i32, ptr getelementptr inbounds (%struct.config, ptr @cfg, i32 0, i32 1), align 4, !dbg !68
  %21 = mul nsw i32 %20, 2, !dbg !69
  %22 = load i8, ptr getelementptr inbounds ([2 x i8], ptr getelementptr inbounds (%struct.config, ptr @cfg, i32 0, i32 2), i32 0, i32 1), align 1, !dbg !70
  %23 = zext i8 %22 to i32, !dbg !70
  %24 = add nsw i32 %21, %23, !dbg !71
  %25 = load i8, ptr @cfg, align 4, !dbg !72
  %26 = sext i8 %25 to i32, !dbg !73
  %27 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @greeting, i32 noundef signext %19, i32 noundef signext %24, i32 noundef signext %26), !dbg !74
  ret i32 0, !dbg !75
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone
define internal i32 @bump(i32 noundef signext %0) #0 !dbg !76 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !79, !DIExpression(), !80)
  %3 = load i32, ptr %2, align 4, !dbg !81
  %4 = load i32, ptr @counter, align 4, !dbg !82
  %5 = add nsw i32 %4, %3, !dbg !82
  store i32 %5, ptr @counter, align 4, !dbg !82
  %6 = load i32, ptr @counter, align 4, !dbg !83
  ret i32 %6, !dbg !84
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!37, !38, !39, !40, !41, !42}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 3, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "meta_globals.c", directory: "/src", checksumkind: CSK_MD5, checksum: "00319b403295cc48171e83cf7ea477f4")
!4 = !{!5}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !{!0, !7, !20, !25, !31}
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
!21 = distinct !DIGlobalVariable(scope: null, file: !3, line: 11, type: !22, isLocal: true, isDefinition: true)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 104, elements: !23)
!23 = !{!24}
!24 = !DISubrange(count: 13)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(name: "shorts", scope: !2, file: !3, line: 4, type: !27, isLocal: true, isDefinition: true)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !28, size: 64, elements: !29)
!28 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!29 = !{!30}
!30 = !DISubrange(count: 4)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(name: "greeting", scope: !2, file: !3, line: 2, type: !33, isLocal: true, isDefinition: true)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 48, elements: !35)
!34 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !12)
!35 = !{!36}
!36 = !DISubrange(count: 6)
!37 = !{i32 7, !"Dwarf Version", i32 5}
!38 = !{i32 2, !"Debug Info Version", i32 3}
!39 = !{i32 1, !"wchar_size", i32 4}
!40 = !{i32 8, !"PIC Level", i32 1}
!41 = !{i32 7, !"PIE Level", i32 1}
!42 = !{i32 7, !"frame-pointer", i32 2}
!43 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 7, type: !44, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !45)
!44 = !DISubroutineType(types: !4)
!45 = !{}
!46 = !DILocalVariable(name: "s", scope: !43, file: !3, line: 8, type: !5)
!47 = !DILocation(line: 8, column: 7, scope: !43)
!48 = !DILocalVariable(name: "i", scope: !49, file: !3, line: 9, type: !50)
!49 = distinct !DILexicalBlock(scope: !43, file: !3, line: 9, column: 3)
!50 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!51 = !DILocation(line: 9, column: 17, scope: !49)
!52 = !DILocation(line: 9, column: 8, scope: !49)
!53 = !DILocation(line: 9, column: 24, scope: !54)
!54 = distinct !DILexicalBlock(scope: !49, file: !3, line: 9, column: 3)
!55 = !DILocation(line: 9, column: 26, scope: !54)
!56 = !DILocation(line: 9, column: 3, scope: !49)
!57 = !DILocation(line: 10, column: 17, scope: !54)
!58 = !DILocation(line: 10, column: 10, scope: !54)
!59 = !DILocation(line: 10, column: 7, scope: !54)
!60 = !DILocation(line: 10, column: 5, scope: !54)
!61 = !DILocation(line: 9, column: 63, scope: !54)
!62 = !DILocation(line: 9, column: 3, scope: !54)
!63 = distinct !{!63, !56, !64, !65}
!64 = !DILocation(line: 10, column: 18, scope: !49)
!65 = !{!"llvm.loop.mustprogress"}
!66 = !DILocation(line: 11, column: 42, scope: !43)
!67 = !DILocation(line: 11, column: 37, scope: !43)
!68 = !DILocation(line: 11, column: 56, scope: !43)
!69 = !DILocation(line: 11, column: 62, scope: !43)
!70 = !DILocation(line: 11, column: 68, scope: !43)
!71 = !DILocation(line: 11, column: 66, scope: !43)
!72 = !DILocation(line: 11, column: 89, scope: !43)
!73 = !DILocation(line: 11, column: 85, scope: !43)
!74 = !DILocation(line: 11, column: 3, scope: !43)
!75 = !DILocation(line: 12, column: 3, scope: !43)
!76 = distinct !DISubprogram(name: "bump", scope: !3, file: !3, line: 6, type: !77, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !45)
!77 = !DISubroutineType(types: !78)
!78 = !{!5, !5}
!79 = !DILocalVariable(name: "by", arg: 1, scope: !76, file: !3, line: 6, type: !5)
!80 = !DILocation(line: 6, column: 21, scope: !76)
!81 = !DILocation(line: 6, column: 38, scope: !76)
!82 = !DILocation(line: 6, column: 35, scope: !76)
!83 = !DILocation(line: 6, column: 49, scope: !76)
!84 = !DILocation(line: 6, column: 42, scope: !76)
