; ModuleID = 'stack_homes.c'
source_filename = "stack_homes.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

%struct.pair = type { i32, i32 }

@.str = private unnamed_addr constant [7 x i8] c"%d %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 !dbg !9 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca %struct.pair, align 4
  %4 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !14, metadata !DIExpression()), !dbg !15
  store i32 1, i32* %2, align 4, !dbg !15
  call void @bump(i32* noundef %2), !dbg !16
  call void @bump(i32* noundef %2), !dbg !17
  call void @llvm.dbg.declare(metadata %struct.pair* %3, metadata !18, metadata !DIExpression()), !dbg !23
  %5 = load i32, i32* %2, align 4, !dbg !24
  %6 = getelementptr inbounds %struct.pair, %struct.pair* %3, i32 0, i32 0, !dbg !25
  store i32 %5, i32* %6, align 4, !dbg !26
  %7 = load i32, i32* %2, align 4, !dbg !27
  %8 = mul nsw i32 2, %7, !dbg !28
  %9 = getelementptr inbounds %struct.pair, %struct.pair* %3, i32 0, i32 1, !dbg !29
  store i32 %8, i32* %9, align 4, !dbg !30
  call void @llvm.dbg.declare(metadata i32* %4, metadata !31, metadata !DIExpression()), !dbg !32
  %10 = call i32 @sum(%struct.pair* noundef %3), !dbg !33
  store i32 %10, i32* %4, align 4, !dbg !32
  call void @bump(i32* noundef %2), !dbg !34
  %11 = call i32 @sum(%struct.pair* noundef %3), !dbg !35
  %12 = load i32, i32* %4, align 4, !dbg !36
  %13 = add nsw i32 %12, %11, !dbg !36
  store i32 %13, i32* %4, align 4, !dbg !36
  %14 = load i32, i32* %2, align 4, !dbg !37
  %15 = load i32, i32* %4, align 4, !dbg !38
  %16 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i32 0, i32 0), i32 noundef signext %14, i32 noundef signext %15), !dbg !39
  ret i32 0, !dbg !40
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone
define internal void @bump(i32* noundef %0) #0 !dbg !41 {
  %2 = alloca i32*, align 4
  store i32* %0, i32** %2, align 4
  call void @llvm.dbg.declare(metadata i32** %2, metadata !45, metadata !DIExpression()), !dbg !46
  %3 = load i32*, i32** %2, align 4, !dbg !47
  %4 = load i32, i32* %3, align 4, !dbg !48
  %5 = add nsw i32 %4, 3, !dbg !48
  store i32 %5, i32* %3, align 4, !dbg !48
  ret void, !dbg !49
}

; Function Attrs: noinline nounwind optnone
define internal i32 @sum(%struct.pair* noundef %0) #0 !dbg !50 {
  %2 = alloca %struct.pair*, align 4
  store %struct.pair* %0, %struct.pair** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.pair** %2, metadata !55, metadata !DIExpression()), !dbg !56
  %3 = load %struct.pair*, %struct.pair** %2, align 4, !dbg !57
  %4 = getelementptr inbounds %struct.pair, %struct.pair* %3, i32 0, i32 0, !dbg !58
  %5 = load i32, i32* %4, align 4, !dbg !58
  %6 = mul nsw i32 %5, 5, !dbg !59
  %7 = load %struct.pair*, %struct.pair** %2, align 4, !dbg !60
  %8 = getelementptr inbounds %struct.pair, %struct.pair* %7, i32 0, i32 1, !dbg !61
  %9 = load i32, i32* %8, align 4, !dbg !61
  %10 = add nsw i32 %6, %9, !dbg !62
  ret i32 %10, !dbg !63
}

declare i32 @printf(i8* noundef, ...) #2

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "stack_homes.c", directory: ".", checksumkind: CSK_MD5, checksum: "5b8e560d6a0e0dea0db9f52101a50085")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 1}
!6 = !{i32 7, !"PIE Level", i32 1}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 16, type: !10, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !13)
!10 = !DISubroutineType(types: !11)
!11 = !{!12}
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !{}
!14 = !DILocalVariable(name: "count", scope: !9, file: !1, line: 17, type: !12)
!15 = !DILocation(line: 17, column: 9, scope: !9)
!16 = !DILocation(line: 18, column: 5, scope: !9)
!17 = !DILocation(line: 19, column: 5, scope: !9)
!18 = !DILocalVariable(name: "pr", scope: !9, file: !1, line: 20, type: !19)
!19 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "pair", file: !1, line: 8, size: 64, elements: !20)
!20 = !{!21, !22}
!21 = !DIDerivedType(tag: DW_TAG_member, name: "lo", scope: !19, file: !1, line: 8, baseType: !12, size: 32)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "hi", scope: !19, file: !1, line: 8, baseType: !12, size: 32, offset: 32)
!23 = !DILocation(line: 20, column: 17, scope: !9)
!24 = !DILocation(line: 21, column: 13, scope: !9)
!25 = !DILocation(line: 21, column: 8, scope: !9)
!26 = !DILocation(line: 21, column: 11, scope: !9)
!27 = !DILocation(line: 22, column: 17, scope: !9)
!28 = !DILocation(line: 22, column: 15, scope: !9)
!29 = !DILocation(line: 22, column: 8, scope: !9)
!30 = !DILocation(line: 22, column: 11, scope: !9)
!31 = !DILocalVariable(name: "total", scope: !9, file: !1, line: 23, type: !12)
!32 = !DILocation(line: 23, column: 9, scope: !9)
!33 = !DILocation(line: 23, column: 17, scope: !9)
!34 = !DILocation(line: 24, column: 5, scope: !9)
!35 = !DILocation(line: 25, column: 14, scope: !9)
!36 = !DILocation(line: 25, column: 11, scope: !9)
!37 = !DILocation(line: 26, column: 23, scope: !9)
!38 = !DILocation(line: 26, column: 30, scope: !9)
!39 = !DILocation(line: 26, column: 5, scope: !9)
!40 = !DILocation(line: 27, column: 5, scope: !9)
!41 = distinct !DISubprogram(name: "bump", scope: !1, file: !1, line: 12, type: !42, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !13)
!42 = !DISubroutineType(types: !43)
!43 = !{null, !44}
!44 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 32)
!45 = !DILocalVariable(name: "p", arg: 1, scope: !41, file: !1, line: 12, type: !44)
!46 = !DILocation(line: 12, column: 23, scope: !41)
!47 = !DILocation(line: 12, column: 29, scope: !41)
!48 = !DILocation(line: 12, column: 31, scope: !41)
!49 = !DILocation(line: 12, column: 37, scope: !41)
!50 = distinct !DISubprogram(name: "sum", scope: !1, file: !1, line: 14, type: !51, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !13)
!51 = !DISubroutineType(types: !52)
!52 = !{!12, !53}
!53 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !54, size: 32)
!54 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !19)
!55 = !DILocalVariable(name: "q", arg: 1, scope: !50, file: !1, line: 14, type: !53)
!56 = !DILocation(line: 14, column: 35, scope: !50)
!57 = !DILocation(line: 14, column: 47, scope: !50)
!58 = !DILocation(line: 14, column: 50, scope: !50)
!59 = !DILocation(line: 14, column: 53, scope: !50)
!60 = !DILocation(line: 14, column: 59, scope: !50)
!61 = !DILocation(line: 14, column: 62, scope: !50)
!62 = !DILocation(line: 14, column: 57, scope: !50)
!63 = !DILocation(line: 14, column: 40, scope: !50)
