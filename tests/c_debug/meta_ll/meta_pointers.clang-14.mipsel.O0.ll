; ModuleID = 'meta_pointers.c'
source_filename = "meta_pointers.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

%struct.node = type { i32, %struct.node* }

@__const.main.c = private unnamed_addr constant %struct.node { i32 3, %struct.node* null }, align 4
@.str = private unnamed_addr constant [10 x i8] c"%d %d %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 !dbg !8 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.node, align 4
  %5 = alloca %struct.node, align 4
  %6 = alloca %struct.node, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !13, metadata !DIExpression()), !dbg !14
  store i32 1, i32* %2, align 4, !dbg !14
  call void @llvm.dbg.declare(metadata i32* %3, metadata !15, metadata !DIExpression()), !dbg !16
  store i32 2, i32* %3, align 4, !dbg !16
  call void @swap(i32* noundef %2, i32* noundef %3), !dbg !17
  call void @llvm.dbg.declare(metadata %struct.node* %4, metadata !18, metadata !DIExpression()), !dbg !24
  %7 = bitcast %struct.node* %4 to i8*, !dbg !24
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %7, i8* align 4 bitcast (%struct.node* @__const.main.c to i8*), i32 8, i1 false), !dbg !24
  call void @llvm.dbg.declare(metadata %struct.node* %5, metadata !25, metadata !DIExpression()), !dbg !26
  %8 = getelementptr inbounds %struct.node, %struct.node* %5, i32 0, i32 0, !dbg !27
  store i32 2, i32* %8, align 4, !dbg !27
  %9 = getelementptr inbounds %struct.node, %struct.node* %5, i32 0, i32 1, !dbg !27
  store %struct.node* %4, %struct.node** %9, align 4, !dbg !27
  call void @llvm.dbg.declare(metadata %struct.node* %6, metadata !28, metadata !DIExpression()), !dbg !29
  %10 = getelementptr inbounds %struct.node, %struct.node* %6, i32 0, i32 0, !dbg !30
  store i32 1, i32* %10, align 4, !dbg !30
  %11 = getelementptr inbounds %struct.node, %struct.node* %6, i32 0, i32 1, !dbg !30
  store %struct.node* %5, %struct.node** %11, align 4, !dbg !30
  %12 = load i32, i32* %2, align 4, !dbg !31
  %13 = load i32, i32* %3, align 4, !dbg !32
  %14 = call i32 @length(%struct.node* noundef %6), !dbg !33
  %15 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i32 0, i32 0), i32 noundef signext %12, i32 noundef signext %13, i32 noundef signext %14), !dbg !34
  ret i32 0, !dbg !35
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone
define internal void @swap(i32* noundef %0, i32* noundef %1) #0 !dbg !36 {
  %3 = alloca i32*, align 4
  %4 = alloca i32*, align 4
  %5 = alloca i32, align 4
  store i32* %0, i32** %3, align 4
  call void @llvm.dbg.declare(metadata i32** %3, metadata !40, metadata !DIExpression()), !dbg !41
  store i32* %1, i32** %4, align 4
  call void @llvm.dbg.declare(metadata i32** %4, metadata !42, metadata !DIExpression()), !dbg !43
  call void @llvm.dbg.declare(metadata i32* %5, metadata !44, metadata !DIExpression()), !dbg !45
  %6 = load i32*, i32** %3, align 4, !dbg !46
  %7 = load i32, i32* %6, align 4, !dbg !47
  store i32 %7, i32* %5, align 4, !dbg !45
  %8 = load i32*, i32** %4, align 4, !dbg !48
  %9 = load i32, i32* %8, align 4, !dbg !49
  %10 = load i32*, i32** %3, align 4, !dbg !50
  store i32 %9, i32* %10, align 4, !dbg !51
  %11 = load i32, i32* %5, align 4, !dbg !52
  %12 = load i32*, i32** %4, align 4, !dbg !53
  store i32 %11, i32* %12, align 4, !dbg !54
  ret void, !dbg !55
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #2

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: noinline nounwind optnone
define internal i32 @length(%struct.node* noundef %0) #0 !dbg !56 {
  %2 = alloca %struct.node*, align 4
  %3 = alloca i32, align 4
  store %struct.node* %0, %struct.node** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.node** %2, metadata !61, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.declare(metadata i32* %3, metadata !63, metadata !DIExpression()), !dbg !64
  store i32 0, i32* %3, align 4, !dbg !64
  br label %4, !dbg !65

4:                                                ; preds = %7, %1
  %5 = load %struct.node*, %struct.node** %2, align 4, !dbg !66
  %6 = icmp ne %struct.node* %5, null, !dbg !65
  br i1 %6, label %7, label %13, !dbg !65

7:                                                ; preds = %4
  %8 = load i32, i32* %3, align 4, !dbg !67
  %9 = add nsw i32 %8, 1, !dbg !67
  store i32 %9, i32* %3, align 4, !dbg !67
  %10 = load %struct.node*, %struct.node** %2, align 4, !dbg !69
  %11 = getelementptr inbounds %struct.node, %struct.node* %10, i32 0, i32 1, !dbg !70
  %12 = load %struct.node*, %struct.node** %11, align 4, !dbg !70
  store %struct.node* %12, %struct.node** %2, align 4, !dbg !71
  br label %4, !dbg !65, !llvm.loop !72

13:                                               ; preds = %4
  %14 = load i32, i32* %3, align 4, !dbg !75
  ret i32 %14, !dbg !76
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly nofree nounwind willreturn }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "meta_pointers.c", directory: "/src", checksumkind: CSK_MD5, checksum: "17d0f5b7866aaedb067f723e0eebcb9b")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 1}
!6 = !{i32 7, !"PIE Level", i32 1}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 13, type: !9, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !12)
!9 = !DISubroutineType(types: !10)
!10 = !{!11}
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !{}
!13 = !DILocalVariable(name: "x", scope: !8, file: !1, line: 14, type: !11)
!14 = !DILocation(line: 14, column: 7, scope: !8)
!15 = !DILocalVariable(name: "y", scope: !8, file: !1, line: 14, type: !11)
!16 = !DILocation(line: 14, column: 14, scope: !8)
!17 = !DILocation(line: 15, column: 3, scope: !8)
!18 = !DILocalVariable(name: "c", scope: !8, file: !1, line: 16, type: !19)
!19 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "node", file: !1, line: 7, size: 64, elements: !20)
!20 = !{!21, !22}
!21 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !19, file: !1, line: 7, baseType: !11, size: 32)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !19, file: !1, line: 7, baseType: !23, size: 32, offset: 32)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 32)
!24 = !DILocation(line: 16, column: 15, scope: !8)
!25 = !DILocalVariable(name: "b", scope: !8, file: !1, line: 16, type: !19)
!26 = !DILocation(line: 16, column: 27, scope: !8)
!27 = !DILocation(line: 16, column: 31, scope: !8)
!28 = !DILocalVariable(name: "a", scope: !8, file: !1, line: 16, type: !19)
!29 = !DILocation(line: 16, column: 40, scope: !8)
!30 = !DILocation(line: 16, column: 44, scope: !8)
!31 = !DILocation(line: 17, column: 24, scope: !8)
!32 = !DILocation(line: 17, column: 27, scope: !8)
!33 = !DILocation(line: 17, column: 30, scope: !8)
!34 = !DILocation(line: 17, column: 3, scope: !8)
!35 = !DILocation(line: 18, column: 3, scope: !8)
!36 = distinct !DISubprogram(name: "swap", scope: !1, file: !1, line: 2, type: !37, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !12)
!37 = !DISubroutineType(types: !38)
!38 = !{null, !39, !39}
!39 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 32)
!40 = !DILocalVariable(name: "a", arg: 1, scope: !36, file: !1, line: 2, type: !39)
!41 = !DILocation(line: 2, column: 23, scope: !36)
!42 = !DILocalVariable(name: "b", arg: 2, scope: !36, file: !1, line: 2, type: !39)
!43 = !DILocation(line: 2, column: 31, scope: !36)
!44 = !DILocalVariable(name: "t", scope: !36, file: !1, line: 3, type: !11)
!45 = !DILocation(line: 3, column: 7, scope: !36)
!46 = !DILocation(line: 3, column: 12, scope: !36)
!47 = !DILocation(line: 3, column: 11, scope: !36)
!48 = !DILocation(line: 4, column: 9, scope: !36)
!49 = !DILocation(line: 4, column: 8, scope: !36)
!50 = !DILocation(line: 4, column: 4, scope: !36)
!51 = !DILocation(line: 4, column: 6, scope: !36)
!52 = !DILocation(line: 5, column: 8, scope: !36)
!53 = !DILocation(line: 5, column: 4, scope: !36)
!54 = !DILocation(line: 5, column: 6, scope: !36)
!55 = !DILocation(line: 6, column: 1, scope: !36)
!56 = distinct !DISubprogram(name: "length", scope: !1, file: !1, line: 8, type: !57, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !12)
!57 = !DISubroutineType(types: !58)
!58 = !{!11, !59}
!59 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !60, size: 32)
!60 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !19)
!61 = !DILocalVariable(name: "n", arg: 1, scope: !56, file: !1, line: 8, type: !59)
!62 = !DILocation(line: 8, column: 38, scope: !56)
!63 = !DILocalVariable(name: "k", scope: !56, file: !1, line: 9, type: !11)
!64 = !DILocation(line: 9, column: 7, scope: !56)
!65 = !DILocation(line: 10, column: 3, scope: !56)
!66 = !DILocation(line: 10, column: 10, scope: !56)
!67 = !DILocation(line: 10, column: 16, scope: !68)
!68 = distinct !DILexicalBlock(scope: !56, file: !1, line: 10, column: 13)
!69 = !DILocation(line: 10, column: 24, scope: !68)
!70 = !DILocation(line: 10, column: 27, scope: !68)
!71 = !DILocation(line: 10, column: 22, scope: !68)
!72 = distinct !{!72, !65, !73, !74}
!73 = !DILocation(line: 10, column: 33, scope: !56)
!74 = !{!"llvm.loop.mustprogress"}
!75 = !DILocation(line: 11, column: 10, scope: !56)
!76 = !DILocation(line: 11, column: 3, scope: !56)
