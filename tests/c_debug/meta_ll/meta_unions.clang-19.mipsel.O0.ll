; ModuleID = 'meta_unions.c'
source_filename = "meta_unions.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

%union.word = type { i32 }

@.str = private unnamed_addr constant [7 x i8] c"%u %d\0A\00", align 1, !dbg !0

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 !dbg !15 {
  %1 = alloca i32, align 4
  %2 = alloca %union.word, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !20, !DIExpression(), !35)
  store i32 16909060, ptr %2, align 4, !dbg !36
  %3 = getelementptr inbounds { i32 }, ptr %2, i32 0, i32 0, !dbg !37
  %4 = load i32, ptr %3, align 4, !dbg !37
  %5 = call i32 @sum_bytes(i32 inreg %4), !dbg !37
  %6 = getelementptr inbounds [2 x i16], ptr %2, i32 0, i32 0, !dbg !38
  %7 = load i16, ptr %6, align 4, !dbg !38
  %8 = sext i16 %7 to i32, !dbg !38
  %9 = icmp ne i32 %8, 0, !dbg !39
  %10 = zext i1 %9 to i32, !dbg !39
  %11 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef signext %5, i32 noundef signext %10), !dbg !40
  ret i32 0, !dbg !41
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone
define internal i32 @sum_bytes(i32 inreg %0) #0 !dbg !42 {
  %2 = alloca %union.word, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8, align 1
  %6 = getelementptr inbounds %union.word, ptr %2, i32 0, i32 0
  store i32 %0, ptr %6, align 4
    #dbg_declare(ptr %2, !45, !DIExpression(), !46)
    #dbg_declare(ptr %3, !47, !DIExpression(), !48)
  store i32 0, ptr %3, align 4, !dbg !48
    #dbg_declare(ptr %4, !49, !DIExpression(), !51)
  store i32 0, ptr %4, align 4, !dbg !51
  br label %7, !dbg !52

7:                                                ; preds = %18, %1
  %8 = load i32, ptr %4, align 4, !dbg !53
  %9 = icmp slt i32 %8, 4, !dbg !55
  br i1 %9, label %10, label %21, !dbg !56

10:                                               ; preds = %7
    #dbg_declare(ptr %5, !57, !DIExpression(), !59)
  %11 = load i32, ptr %4, align 4, !dbg !60
  %12 = getelementptr inbounds [4 x i8], ptr %2, i32 0, i32 %11, !dbg !61
  %13 = load i8, ptr %12, align 1, !dbg !61
  store i8 %13, ptr %5, align 1, !dbg !59
  %14 = load i8, ptr %5, align 1, !dbg !62
  %15 = zext i8 %14 to i32, !dbg !62
  %16 = load i32, ptr %3, align 4, !dbg !63
  %17 = add i32 %16, %15, !dbg !63
  store i32 %17, ptr %3, align 4, !dbg !63
  br label %18, !dbg !64

18:                                               ; preds = %10
  %19 = load i32, ptr %4, align 4, !dbg !65
  %20 = add nsw i32 %19, 1, !dbg !65
  store i32 %20, ptr %4, align 4, !dbg !65
  br label %7, !dbg !66, !llvm.loop !67

21:                                               ; preds = %7
  %22 = load i32, ptr %3, align 4, !dbg !70
  ret i32 %22, !dbg !71
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "meta_unions.c", directory: "/src", checksumkind: CSK_MD5, checksum: "83fd4d7f1b588df39ba3ab0e7bf64a23")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 7)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !8, splitDebugInlining: false, nameTableKind: None)
!8 = !{!0}
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 8, !"PIC Level", i32 1}
!13 = !{i32 7, !"PIE Level", i32 1}
!14 = !{i32 7, !"frame-pointer", i32 2}
!15 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 11, type: !16, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !19)
!16 = !DISubroutineType(types: !17)
!17 = !{!18}
!18 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!19 = !{}
!20 = !DILocalVariable(name: "w", scope: !15, file: !2, line: 12, type: !21)
!21 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "word", file: !2, line: 2, size: 32, elements: !22)
!22 = !{!23, !25, !30}
!23 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !21, file: !2, line: 2, baseType: !24, size: 32)
!24 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !21, file: !2, line: 2, baseType: !26, size: 32)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !27, size: 32, elements: !28)
!27 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!28 = !{!29}
!29 = !DISubrange(count: 4)
!30 = !DIDerivedType(tag: DW_TAG_member, name: "h", scope: !21, file: !2, line: 2, baseType: !31, size: 32)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !32, size: 32, elements: !33)
!32 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!33 = !{!34}
!34 = !DISubrange(count: 2)
!35 = !DILocation(line: 12, column: 14, scope: !15)
!36 = !DILocation(line: 13, column: 7, scope: !15)
!37 = !DILocation(line: 14, column: 21, scope: !15)
!38 = !DILocation(line: 14, column: 35, scope: !15)
!39 = !DILocation(line: 14, column: 42, scope: !15)
!40 = !DILocation(line: 14, column: 3, scope: !15)
!41 = !DILocation(line: 15, column: 3, scope: !15)
!42 = distinct !DISubprogram(name: "sum_bytes", scope: !2, file: !2, line: 3, type: !43, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !19)
!43 = !DISubroutineType(types: !44)
!44 = !{!24, !21}
!45 = !DILocalVariable(name: "w", arg: 1, scope: !42, file: !2, line: 3, type: !21)
!46 = !DILocation(line: 3, column: 38, scope: !42)
!47 = !DILocalVariable(name: "s", scope: !42, file: !2, line: 4, type: !24)
!48 = !DILocation(line: 4, column: 12, scope: !42)
!49 = !DILocalVariable(name: "i", scope: !50, file: !2, line: 5, type: !18)
!50 = distinct !DILexicalBlock(scope: !42, file: !2, line: 5, column: 3)
!51 = !DILocation(line: 5, column: 12, scope: !50)
!52 = !DILocation(line: 5, column: 8, scope: !50)
!53 = !DILocation(line: 5, column: 19, scope: !54)
!54 = distinct !DILexicalBlock(scope: !50, file: !2, line: 5, column: 3)
!55 = !DILocation(line: 5, column: 21, scope: !54)
!56 = !DILocation(line: 5, column: 3, scope: !50)
!57 = !DILocalVariable(name: "c", scope: !58, file: !2, line: 6, type: !27)
!58 = distinct !DILexicalBlock(scope: !54, file: !2, line: 5, column: 31)
!59 = !DILocation(line: 6, column: 19, scope: !58)
!60 = !DILocation(line: 6, column: 27, scope: !58)
!61 = !DILocation(line: 6, column: 23, scope: !58)
!62 = !DILocation(line: 7, column: 10, scope: !58)
!63 = !DILocation(line: 7, column: 7, scope: !58)
!64 = !DILocation(line: 8, column: 3, scope: !58)
!65 = !DILocation(line: 5, column: 27, scope: !54)
!66 = !DILocation(line: 5, column: 3, scope: !54)
!67 = distinct !{!67, !56, !68, !69}
!68 = !DILocation(line: 8, column: 3, scope: !50)
!69 = !{!"llvm.loop.mustprogress"}
!70 = !DILocation(line: 9, column: 10, scope: !42)
!71 = !DILocation(line: 9, column: 3, scope: !42)
