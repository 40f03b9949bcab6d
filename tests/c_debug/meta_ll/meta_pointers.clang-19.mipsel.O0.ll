; ModuleID = 'meta_pointers.c'
source_filename = "meta_pointers.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

%struct.node = type { i32, ptr }

@__const.main.c = private unnamed_addr constant %struct.node { i32 3, ptr null }, align 4
@.str = private unnamed_addr constant [10 x i8] c"%d %d %d\0A\00", align 1, !dbg !0

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 !dbg !15 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.node, align 4
  %5 = alloca %struct.node, align 4
  %6 = alloca %struct.node, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !20, !DIExpression(), !21)
  store i32 1, ptr %2, align 4, !dbg !21
    #dbg_declare(ptr %3, !22, !DIExpression(), !23)
  store i32 2, ptr %3, align 4, !dbg !23
  call void @swap(ptr noundef %2, ptr noundef %3), !dbg !24
    #dbg_declare(ptr %4, !25, !DIExpression(), !31)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %4, ptr align 4 @__const.main.c, i32 8, i1 false), !dbg !31
    #dbg_declare(ptr %5, !32, !DIExpression(), !33)
  %7 = getelementptr inbounds %struct.node, ptr %5, i32 0, i32 0, !dbg !34
  store i32 2, ptr %7, align 4, !dbg !34
  %8 = getelementptr inbounds %struct.node, ptr %5, i32 0, i32 1, !dbg !34
  store ptr %4, ptr %8, align 4, !dbg !34
    #dbg_declare(ptr %6, !35, !DIExpression(), !36)
  %9 = getelementptr inbounds %struct.node, ptr %6, i32 0, i32 0, !dbg !37
  store i32 1, ptr %9, align 4, !dbg !37
  %10 = getelementptr inbounds %struct.node, ptr %6, i32 0, i32 1, !dbg !37
  store ptr %5, ptr %10, align 4, !dbg !37
  %11 = load i32, ptr %2, align 4, !dbg !38
  %12 = load i32, ptr %3, align 4, !dbg !39
  %13 = call i32 @length(ptr noundef %6), !dbg !40
  %14 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef signext %11, i32 noundef signext %12, i32 noundef signext %13), !dbg !41
  ret i32 0, !dbg !42
}

; Function Attrs: noinline nounwind optnone
define internal void @swap(ptr noundef %0, ptr noundef %1) #0 !dbg !43 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !47, !DIExpression(), !48)
  store ptr %1, ptr %4, align 4
    #dbg_declare(ptr %4, !49, !DIExpression(), !50)
    #dbg_declare(ptr %5, !51, !DIExpression(), !52)
  %6 = load ptr, ptr %3, align 4, !dbg !53
  %7 = load i32, ptr %6, align 4, !dbg !54
  store i32 %7, ptr %5, align 4, !dbg !52
  %8 = load ptr, ptr %4, align 4, !dbg !55
  %9 = load i32, ptr %8, align 4, !dbg !56
  %10 = load ptr, ptr %3, align 4, !dbg !57
  store i32 %9, ptr %10, align 4, !dbg !58
  %11 = load i32, ptr %5, align 4, !dbg !59
  %12 = load ptr, ptr %4, align 4, !dbg !60
  store i32 %11, ptr %12, align 4, !dbg !61
  ret void, !dbg !62
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone
define internal i32 @length(ptr noundef %0) #0 !dbg !63 {
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !68, !DIExpression(), !69)
    #dbg_declare(ptr %3, !70, !DIExpression(), !71)
  store i32 0, ptr %3, align 4, !dbg !71
  br label %4, !dbg !72

4:                                                ; preds = %7, %1
  %5 = load ptr, ptr %2, align 4, !dbg !73
  %6 = icmp ne ptr %5, null, !dbg !72
  br i1 %6, label %7, label %13, !dbg !72

7:                                                ; preds = %4
  %8 = load i32, ptr %3, align 4, !dbg !74
  %9 = add nsw i32 %8, 1, !dbg !74
  store i32 %9, ptr %3, align 4, !dbg !74
  %10 = load ptr, ptr %2, align 4, !dbg !76
  %11 = getelementptr inbounds %struct.node, ptr %10, i32 0, i32 1, !dbg !77
  %12 = load ptr, ptr %11, align 4, !dbg !77
  store ptr %12, ptr %2, align 4, !dbg !78
  br label %4, !dbg !72, !llvm.loop !79

13:                                               ; preds = %4
  %14 = load i32, ptr %3, align 4, !dbg !82
  ret i32 %14, !dbg !83
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "meta_pointers.c", directory: "/src", checksumkind: CSK_MD5, checksum: "17d0f5b7866aaedb067f723e0eebcb9b")
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
!15 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 13, type: !16, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !19)
!16 = !DISubroutineType(types: !17)
!17 = !{!18}
!18 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!19 = !{}
!20 = !DILocalVariable(name: "x", scope: !15, file: !2, line: 14, type: !18)
!21 = !DILocation(line: 14, column: 7, scope: !15)
!22 = !DILocalVariable(name: "y", scope: !15, file: !2, line: 14, type: !18)
!23 = !DILocation(line: 14, column: 14, scope: !15)
!24 = !DILocation(line: 15, column: 3, scope: !15)
!25 = !DILocalVariable(name: "c", scope: !15, file: !2, line: 16, type: !26)
!26 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "node", file: !2, line: 7, size: 64, elements: !27)
!27 = !{!28, !29}
!28 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !26, file: !2, line: 7, baseType: !18, size: 32)
!29 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !26, file: !2, line: 7, baseType: !30, size: 32, offset: 32)
!30 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 32)
!31 = !DILocation(line: 16, column: 15, scope: !15)
!32 = !DILocalVariable(name: "b", scope: !15, file: !2, line: 16, type: !26)
!33 = !DILocation(line: 16, column: 27, scope: !15)
!34 = !DILocation(line: 16, column: 31, scope: !15)
!35 = !DILocalVariable(name: "a", scope: !15, file: !2, line: 16, type: !26)
!36 = !DILocation(line: 16, column: 40, scope: !15)
!37 = !DILocation(line: 16, column: 44, scope: !15)
!38 = !DILocation(line: 17, column: 24, scope: !15)
!39 = !DILocation(line: 17, column: 27, scope: !15)
!40 = !DILocation(line: 17, column: 30, scope: !15)
!41 = !DILocation(line: 17, column: 3, scope: !15)
!42 = !DILocation(line: 18, column: 3, scope: !15)
!43 = distinct !DISubprogram(name: "swap", scope: !2, file: !2, line: 2, type: !44, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !19)
!44 = !DISubroutineType(types: !45)
!45 = !{null, !46, !46}
!46 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 32)
!47 = !DILocalVariable(name: "a", arg: 1, scope: !43, file: !2, line: 2, type: !46)
!48 = !DILocation(line: 2, column: 23, scope: !43)
!49 = !DILocalVariable(name: "b", arg: 2, scope: !43, file: !2, line: 2, type: !46)
!50 = !DILocation(line: 2, column: 31, scope: !43)
!51 = !DILocalVariable(name: "t", scope: !43, file: !2, line: 3, type: !18)
!52 = !DILocation(line: 3, column: 7, scope: !43)
!53 = !DILocation(line: 3, column: 12, scope: !43)
!54 = !DILocation(line: 3, column: 11, scope: !43)
!55 = !DILocation(line: 4, column: 9, scope: !43)
!56 = !DILocation(line: 4, column: 8, scope: !43)
!57 = !DILocation(line: 4, column: 4, scope: !43)
!58 = !DILocation(line: 4, column: 6, scope: !43)
!59 = !DILocation(line: 5, column: 8, scope: !43)
!60 = !DILocation(line: 5, column: 4, scope: !43)
!61 = !DILocation(line: 5, column: 6, scope: !43)
!62 = !DILocation(line: 6, column: 1, scope: !43)
!63 = distinct !DISubprogram(name: "length", scope: !2, file: !2, line: 8, type: !64, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !19)
!64 = !DISubroutineType(types: !65)
!65 = !{!18, !66}
!66 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !67, size: 32)
!67 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !26)
!68 = !DILocalVariable(name: "n", arg: 1, scope: !63, file: !2, line: 8, type: !66)
!69 = !DILocation(line: 8, column: 38, scope: !63)
!70 = !DILocalVariable(name: "k", scope: !63, file: !2, line: 9, type: !18)
!71 = !DILocation(line: 9, column: 7, scope: !63)
!72 = !DILocation(line: 10, column: 3, scope: !63)
!73 = !DILocation(line: 10, column: 10, scope: !63)
!74 = !DILocation(line: 10, column: 16, scope: !75)
!75 = distinct !DILexicalBlock(scope: !63, file: !2, line: 10, column: 13)
!76 = !DILocation(line: 10, column: 24, scope: !75)
!77 = !DILocation(line: 10, column: 27, scope: !75)
!78 = !DILocation(line: 10, column: 22, scope: !75)
!79 = distinct !{!79, !72, !80, !81}
!80 = !DILocation(line: 10, column: 33, scope: !63)
!81 = !{!"llvm.loop.mustprogress"}
!82 = !DILocation(line: 11, column: 10, scope: !63)
!83 = !DILocation(line: 11, column: 3, scope: !63)
