; ModuleID = 'meta_structs.c'
source_filename = "meta_structs.c"
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mips-unknown-linux-gnu"

%struct.point = type { i32, i32 }

@__const.main.p = private unnamed_addr constant %struct.point { i32 3, i32 4 }, align 4
@__const.main.q = private unnamed_addr constant %struct.point { i32 5, i32 -2 }, align 4
@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 !dbg !8 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.point, align 4
  %3 = alloca %struct.point, align 4
  %4 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata %struct.point* %2, metadata !13, metadata !DIExpression()), !dbg !19
  %5 = bitcast %struct.point* %2 to i8*, !dbg !19
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %5, i8* align 4 bitcast (%struct.point* @__const.main.p to i8*), i32 8, i1 false), !dbg !19
  call void @llvm.dbg.declare(metadata %struct.point* %3, metadata !20, metadata !DIExpression()), !dbg !21
  %6 = bitcast %struct.point* %3 to i8*, !dbg !21
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %6, i8* align 4 bitcast (%struct.point* @__const.main.q to i8*), i32 8, i1 false), !dbg !21
  call void @llvm.dbg.declare(metadata i32* %4, metadata !22, metadata !DIExpression()), !dbg !23
  %7 = bitcast %struct.point* %2 to { i32, i32 }*, !dbg !24
  %8 = getelementptr inbounds { i32, i32 }, { i32, i32 }* %7, i32 0, i32 0, !dbg !24
  %9 = load i32, i32* %8, align 4, !dbg !24
  %10 = getelementptr inbounds { i32, i32 }, { i32, i32 }* %7, i32 0, i32 1, !dbg !24
  %11 = load i32, i32* %10, align 4, !dbg !24
  %12 = bitcast %struct.point* %3 to { i32, i32 }*, !dbg !24
  %13 = getelementptr inbounds { i32, i32 }, { i32, i32 }* %12, i32 0, i32 0, !dbg !24
  %14 = load i32, i32* %13, align 4, !dbg !24
  %15 = getelementptr inbounds { i32, i32 }, { i32, i32 }* %12, i32 0, i32 1, !dbg !24
  %16 = load i32, i32* %15, align 4, !dbg !24
  %17 = call i32 @dot(i32 inreg %9, i32 inreg %11, i32 inreg %14, i32 inreg %16), !dbg !24
  store i32 %17, i32* %4, align 4, !dbg !23
  %18 = load i32, i32* %4, align 4, !dbg !25
  %19 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i32 0, i32 0), i32 noundef signext %18), !dbg !26
  %20 = load i32, i32* %4, align 4, !dbg !27
  %21 = icmp eq i32 %20, 7, !dbg !28
  %22 = zext i1 %21 to i64, !dbg !27
  %23 = select i1 %21, i32 0, i32 1, !dbg !27
  ret i32 %23, !dbg !29
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #2

; Function Attrs: noinline nounwind optnone
define internal i32 @dot(i32 inreg %0, i32 inreg %1, i32 inreg %2, i32 inreg %3) #0 !dbg !30 {
  %5 = alloca %struct.point, align 4
  %6 = alloca %struct.point, align 4
  %7 = bitcast %struct.point* %5 to { i32, i32 }*
  %8 = getelementptr inbounds { i32, i32 }, { i32, i32 }* %7, i32 0, i32 0
  store i32 %0, i32* %8, align 4
  %9 = getelementptr inbounds { i32, i32 }, { i32, i32 }* %7, i32 0, i32 1
  store i32 %1, i32* %9, align 4
  %10 = bitcast %struct.point* %6 to { i32, i32 }*
  %11 = getelementptr inbounds { i32, i32 }, { i32, i32 }* %10, i32 0, i32 0
  store i32 %2, i32* %11, align 4
  %12 = getelementptr inbounds { i32, i32 }, { i32, i32 }* %10, i32 0, i32 1
  store i32 %3, i32* %12, align 4
  call void @llvm.dbg.declare(metadata %struct.point* %5, metadata !33, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.declare(metadata %struct.point* %6, metadata !35, metadata !DIExpression()), !dbg !36
  %13 = getelementptr inbounds %struct.point, %struct.point* %5, i32 0, i32 0, !dbg !37
  %14 = load i32, i32* %13, align 4, !dbg !37
  %15 = getelementptr inbounds %struct.point, %struct.point* %6, i32 0, i32 0, !dbg !38
  %16 = load i32, i32* %15, align 4, !dbg !38
  %17 = mul nsw i32 %14, %16, !dbg !39
  %18 = getelementptr inbounds %struct.point, %struct.point* %5, i32 0, i32 1, !dbg !40
  %19 = load i32, i32* %18, align 4, !dbg !40
  %20 = getelementptr inbounds %struct.point, %struct.point* %6, i32 0, i32 1, !dbg !41
  %21 = load i32, i32* %20, align 4, !dbg !41
  %22 = mul nsw i32 %19, %21, !dbg !42
  %23 = add nsw i32 %17, %22, !dbg !43
  ret i32 %23, !dbg !44
}

declare i32 @printf(i8* noundef, ...) #3

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly nofree nounwind willreturn }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "meta_structs.c", directory: "/src", checksumkind: CSK_MD5, checksum: "253a410a248cc62b93bb589a0348b2b3")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 1}
!6 = !{i32 7, !"PIE Level", i32 1}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 5, type: !9, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !12)
!9 = !DISubroutineType(types: !10)
!10 = !{!11}
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !{}
!13 = !DILocalVariable(name: "p", scope: !8, file: !1, line: 6, type: !14)
!14 = !DIDerivedType(tag: DW_TAG_typedef, name: "point_t", file: !1, line: 3, baseType: !15)
!15 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "point", file: !1, line: 2, size: 64, elements: !16)
!16 = !{!17, !18}
!17 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !15, file: !1, line: 2, baseType: !11, size: 32)
!18 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !15, file: !1, line: 2, baseType: !11, size: 32, offset: 32)
!19 = !DILocation(line: 6, column: 11, scope: !8)
!20 = !DILocalVariable(name: "q", scope: !8, file: !1, line: 7, type: !14)
!21 = !DILocation(line: 7, column: 11, scope: !8)
!22 = !DILocalVariable(name: "d", scope: !8, file: !1, line: 8, type: !11)
!23 = !DILocation(line: 8, column: 7, scope: !8)
!24 = !DILocation(line: 8, column: 11, scope: !8)
!25 = !DILocation(line: 9, column: 18, scope: !8)
!26 = !DILocation(line: 9, column: 3, scope: !8)
!27 = !DILocation(line: 10, column: 10, scope: !8)
!28 = !DILocation(line: 10, column: 12, scope: !8)
!29 = !DILocation(line: 10, column: 3, scope: !8)
!30 = distinct !DISubprogram(name: "dot", scope: !1, file: !1, line: 4, type: !31, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !12)
!31 = !DISubroutineType(types: !32)
!32 = !{!11, !14, !14}
!33 = !DILocalVariable(name: "a", arg: 1, scope: !30, file: !1, line: 4, type: !14)
!34 = !DILocation(line: 4, column: 24, scope: !30)
!35 = !DILocalVariable(name: "b", arg: 2, scope: !30, file: !1, line: 4, type: !14)
!36 = !DILocation(line: 4, column: 35, scope: !30)
!37 = !DILocation(line: 4, column: 49, scope: !30)
!38 = !DILocation(line: 4, column: 55, scope: !30)
!39 = !DILocation(line: 4, column: 51, scope: !30)
!40 = !DILocation(line: 4, column: 61, scope: !30)
!41 = !DILocation(line: 4, column: 67, scope: !30)
!42 = !DILocation(line: 4, column: 63, scope: !30)
!43 = !DILocation(line: 4, column: 57, scope: !30)
!44 = !DILocation(line: 4, column: 40, scope: !30)
