; ModuleID = 'stack_homes.c'
source_filename = "stack_homes.c"
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mips-unknown-linux-gnu"

%struct.pair = type { i32, i32 }

@.str = private unnamed_addr constant [7 x i8] c"%d %d\0A\00", align 1, !dbg !0

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 !dbg !16 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca %struct.pair, align 4
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !21, !DIExpression(), !22)
  store i32 1, ptr %2, align 4, !dbg !22
  call void @bump(ptr noundef %2), !dbg !23
  call void @bump(ptr noundef %2), !dbg !24
    #dbg_declare(ptr %3, !25, !DIExpression(), !30)
  %5 = load i32, ptr %2, align 4, !dbg !31
  %6 = getelementptr inbounds %struct.pair, ptr %3, i32 0, i32 0, !dbg !32
  store i32 %5, ptr %6, align 4, !dbg !33
  %7 = load i32, ptr %2, align 4, !dbg !34
  %8 = mul nsw i32 2, %7, !dbg !35
  %9 = getelementptr inbounds %struct.pair, ptr %3, i32 0, i32 1, !dbg !36
  store i32 %8, ptr %9, align 4, !dbg !37
    #dbg_declare(ptr %4, !38, !DIExpression(), !39)
  %10 = call i32 @sum(ptr noundef %3), !dbg !40
  store i32 %10, ptr %4, align 4, !dbg !39
  call void @bump(ptr noundef %2), !dbg !41
  %11 = call i32 @sum(ptr noundef %3), !dbg !42
  %12 = load i32, ptr %4, align 4, !dbg !43
  %13 = add nsw i32 %12, %11, !dbg !43
  store i32 %13, ptr %4, align 4, !dbg !43
  %14 = load i32, ptr %2, align 4, !dbg !44
  %15 = load i32, ptr %4, align 4, !dbg !45
  %16 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef signext %14, i32 noundef signext %15), !dbg !46
  ret i32 0, !dbg !47
}

; Function Attrs: noinline nounwind optnone
define internal void @bump(ptr noundef %0) #0 !dbg !48 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !52, !DIExpression(), !53)
  %3 = load ptr, ptr %2, align 4, !dbg !54
  %4 = load i32, ptr %3, align 4, !dbg !55
  %5 = add nsw i32 %4, 3, !dbg !55
  store i32 %5, ptr %3, align 4, !dbg !55
  ret void, !dbg !56
}

; Function Attrs: noinline nounwind optnone
define internal i32 @sum(ptr noundef %0) #0 !dbg !57 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !62, !DIExpression(), !63)
  %3 = load ptr, ptr %2, align 4, !dbg !64
  %4 = getelementptr inbounds %struct.pair, ptr %3, i32 0, i32 0, !dbg !65
  %5 = load i32, ptr %4, align 4, !dbg !65
  %6 = mul nsw i32 %5, 5, !dbg !66
  %7 = load ptr, ptr %2, align 4, !dbg !67
  %8 = getelementptr inbounds %struct.pair, ptr %7, i32 0, i32 1, !dbg !68
  %9 = load i32, ptr %8, align 4, !dbg !68
  %10 = add nsw i32 %6, %9, !dbg !69
  ret i32 %10, !dbg !70
}

declare i32 @printf(ptr noundef, ...) #1

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14}
!llvm.ident = !{!15}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "stack_homes.c", directory: ".", checksumkind: CSK_MD5, checksum: "5b8e560d6a0e0dea0db9f52101a50085")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 7)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !8, splitDebugInlining: false, nameTableKind: None)
!8 = !{!0}
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 8, !"PIC Level", i32 1}
!13 = !{i32 7, !"PIE Level", i32 1}
!14 = !{i32 7, !"frame-pointer", i32 2}
!15 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!16 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 16, type: !17, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !20)
!17 = !DISubroutineType(types: !18)
!18 = !{!19}
!19 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!20 = !{}
!21 = !DILocalVariable(name: "count", scope: !16, file: !2, line: 17, type: !19)
!22 = !DILocation(line: 17, column: 9, scope: !16)
!23 = !DILocation(line: 18, column: 5, scope: !16)
!24 = !DILocation(line: 19, column: 5, scope: !16)
!25 = !DILocalVariable(name: "pr", scope: !16, file: !2, line: 20, type: !26)
!26 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "pair", file: !2, line: 8, size: 64, elements: !27)
!27 = !{!28, !29}
!28 = !DIDerivedType(tag: DW_TAG_member, name: "lo", scope: !26, file: !2, line: 8, baseType: !19, size: 32)
!29 = !DIDerivedType(tag: DW_TAG_member, name: "hi", scope: !26, file: !2, line: 8, baseType: !19, size: 32, offset: 32)
!30 = !DILocation(line: 20, column: 17, scope: !16)
!31 = !DILocation(line: 21, column: 13, scope: !16)
!32 = !DILocation(line: 21, column: 8, scope: !16)
!33 = !DILocation(line: 21, column: 11, scope: !16)
!34 = !DILocation(line: 22, column: 17, scope: !16)
!35 = !DILocation(line: 22, column: 15, scope: !16)
!36 = !DILocation(line: 22, column: 8, scope: !16)
!37 = !DILocation(line: 22, column: 11, scope: !16)
!38 = !DILocalVariable(name: "total", scope: !16, file: !2, line: 23, type: !19)
!39 = !DILocation(line: 23, column: 9, scope: !16)
!40 = !DILocation(line: 23, column: 17, scope: !16)
!41 = !DILocation(line: 24, column: 5, scope: !16)
!42 = !DILocation(line: 25, column: 14, scope: !16)
!43 = !DILocation(line: 25, column: 11, scope: !16)
!44 = !DILocation(line: 26, column: 23, scope: !16)
!45 = !DILocation(line: 26, column: 30, scope: !16)
!46 = !DILocation(line: 26, column: 5, scope: !16)
!47 = !DILocation(line: 27, column: 5, scope: !16)
!48 = distinct !DISubprogram(name: "bump", scope: !2, file: !2, line: 12, type: !49, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !20)
!49 = !DISubroutineType(types: !50)
!50 = !{null, !51}
!51 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 32)
!52 = !DILocalVariable(name: "p", arg: 1, scope: !48, file: !2, line: 12, type: !51)
!53 = !DILocation(line: 12, column: 23, scope: !48)
!54 = !DILocation(line: 12, column: 29, scope: !48)
!55 = !DILocation(line: 12, column: 31, scope: !48)
!56 = !DILocation(line: 12, column: 37, scope: !48)
!57 = distinct !DISubprogram(name: "sum", scope: !2, file: !2, line: 14, type: !58, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !20)
!58 = !DISubroutineType(types: !59)
!59 = !{!19, !60}
!60 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !61, size: 32)
!61 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !26)
!62 = !DILocalVariable(name: "q", arg: 1, scope: !57, file: !2, line: 14, type: !60)
!63 = !DILocation(line: 14, column: 35, scope: !57)
!64 = !DILocation(line: 14, column: 47, scope: !57)
!65 = !DILocation(line: 14, column: 50, scope: !57)
!66 = !DILocation(line: 14, column: 53, scope: !57)
!67 = !DILocation(line: 14, column: 59, scope: !57)
!68 = !DILocation(line: 14, column: 62, scope: !57)
!69 = !DILocation(line: 14, column: 57, scope: !57)
!70 = !DILocation(line: 14, column: 40, scope: !57)
