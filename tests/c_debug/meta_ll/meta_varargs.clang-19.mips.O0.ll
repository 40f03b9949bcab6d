; ModuleID = 'meta_varargs.c'
source_filename = "meta_varargs.c"
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mips-unknown-linux-gnu"

@.str = private unnamed_addr constant [10 x i8] c"%d %s %c\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [3 x i8] c"ok\00", align 1, !dbg !7

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 !dbg !20 {
  %1 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %2 = call i32 (i32, ...) @sum(i32 noundef signext 3, i32 noundef signext 1, i32 noundef signext 2, i32 noundef signext 3), !dbg !24
  %3 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef signext %2, ptr noundef @.str.1, i32 noundef signext 120), !dbg !25
  ret i32 0, !dbg !26
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone
define internal i32 @sum(i32 noundef signext %0, ...) #0 !dbg !27 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !31, !DIExpression(), !32)
    #dbg_declare(ptr %3, !33, !DIExpression(), !40)
  call void @llvm.va_start.p0(ptr %3), !dbg !41
    #dbg_declare(ptr %4, !42, !DIExpression(), !43)
  store i32 0, ptr %4, align 4, !dbg !43
    #dbg_declare(ptr %5, !44, !DIExpression(), !46)
  store i32 0, ptr %5, align 4, !dbg !46
  br label %6, !dbg !47

6:                                                ; preds = %16, %1
  %7 = load i32, ptr %5, align 4, !dbg !48
  %8 = load i32, ptr %2, align 4, !dbg !50
  %9 = icmp slt i32 %7, %8, !dbg !51
  br i1 %9, label %10, label %19, !dbg !52

10:                                               ; preds = %6
  %11 = load ptr, ptr %3, align 4, !dbg !53
  %12 = getelementptr inbounds i8, ptr %11, i32 4, !dbg !53
  store ptr %12, ptr %3, align 4, !dbg !53
  %13 = load i32, ptr %11, align 4, !dbg !53
  %14 = load i32, ptr %4, align 4, !dbg !54
  %15 = add nsw i32 %14, %13, !dbg !54
  store i32 %15, ptr %4, align 4, !dbg !54
  br label %16, !dbg !55

16:                                               ; preds = %10
  %17 = load i32, ptr %5, align 4, !dbg !56
  %18 = add nsw i32 %17, 1, !dbg !56
  store i32 %18, ptr %5, align 4, !dbg !56
  br label %6, !dbg !57, !llvm.loop !58

19:                                               ; preds = %6
  call void @llvm.va_end.p0(ptr %3), !dbg !61
  %20 = load i32, ptr %4, align 4, !dbg !62
  ret i32 %20, !dbg !63
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #2

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #2 = { nocallback nofree nosync nounwind willreturn }

!llvm.dbg.cu = !{!12}
!llvm.module.flags = !{!14, !15, !16, !17, !18, !19}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 13, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "meta_varargs.c", directory: "/src", checksumkind: CSK_MD5, checksum: "433b1b55bd1fd4d9e55a3642ae6fad2f")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 10)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 13, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 3)
!12 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !13, splitDebugInlining: false, nameTableKind: None)
!13 = !{!0, !7}
!14 = !{i32 7, !"Dwarf Version", i32 5}
!15 = !{i32 2, !"Debug Info Version", i32 3}
!16 = !{i32 1, !"wchar_size", i32 4}
!17 = !{i32 8, !"PIC Level", i32 1}
!18 = !{i32 7, !"PIE Level", i32 1}
!19 = !{i32 7, !"frame-pointer", i32 2}
!20 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 12, type: !21, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !12)
!21 = !DISubroutineType(types: !22)
!22 = !{!23}
!23 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!24 = !DILocation(line: 13, column: 24, scope: !20)
!25 = !DILocation(line: 13, column: 3, scope: !20)
!26 = !DILocation(line: 14, column: 3, scope: !20)
!27 = distinct !DISubprogram(name: "sum", scope: !2, file: !2, line: 3, type: !28, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !12, retainedNodes: !30)
!28 = !DISubroutineType(types: !29)
!29 = !{!23, !23, null}
!30 = !{}
!31 = !DILocalVariable(name: "n", arg: 1, scope: !27, file: !2, line: 3, type: !23)
!32 = !DILocation(line: 3, column: 20, scope: !27)
!33 = !DILocalVariable(name: "ap", scope: !27, file: !2, line: 4, type: !34)
!34 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !35, line: 52, baseType: !36)
!35 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!36 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gnuc_va_list", file: !37, line: 12, baseType: !38)
!37 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stdarg___gnuc_va_list.h", directory: "", checksumkind: CSK_MD5, checksum: "edb3f2eab991638e4dc94f6e55e3530f")
!38 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !39)
!39 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!40 = !DILocation(line: 4, column: 11, scope: !27)
!41 = !DILocation(line: 5, column: 3, scope: !27)
!42 = !DILocalVariable(name: "s", scope: !27, file: !2, line: 6, type: !23)
!43 = !DILocation(line: 6, column: 7, scope: !27)
!44 = !DILocalVariable(name: "i", scope: !45, file: !2, line: 7, type: !23)
!45 = distinct !DILexicalBlock(scope: !27, file: !2, line: 7, column: 3)
!46 = !DILocation(line: 7, column: 12, scope: !45)
!47 = !DILocation(line: 7, column: 8, scope: !45)
!48 = !DILocation(line: 7, column: 19, scope: !49)
!49 = distinct !DILexicalBlock(scope: !45, file: !2, line: 7, column: 3)
!50 = !DILocation(line: 7, column: 23, scope: !49)
!51 = !DILocation(line: 7, column: 21, scope: !49)
!52 = !DILocation(line: 7, column: 3, scope: !45)
!53 = !DILocation(line: 8, column: 10, scope: !49)
!54 = !DILocation(line: 8, column: 7, scope: !49)
!55 = !DILocation(line: 8, column: 5, scope: !49)
!56 = !DILocation(line: 7, column: 27, scope: !49)
!57 = !DILocation(line: 7, column: 3, scope: !49)
!58 = distinct !{!58, !52, !59, !60}
!59 = !DILocation(line: 8, column: 10, scope: !45)
!60 = !{!"llvm.loop.mustprogress"}
!61 = !DILocation(line: 9, column: 3, scope: !27)
!62 = !DILocation(line: 10, column: 10, scope: !27)
!63 = !DILocation(line: 10, column: 3, scope: !27)
