; ModuleID = 'meta_structs.c'
source_filename = "meta_structs.c"
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mips-unknown-linux-gnu"

%struct.point = type { i32, i32 }

@__const.main.p = private unnamed_addr constant %struct.point { i32 3, i32 4 }, align 4
@__const.main.q = private unnamed_addr constant %struct.point { i32 5, i32 -2 }, align 4
@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1, !dbg !0

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 !dbg !15 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.point, align 4
  %3 = alloca %struct.point, align 4
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !20, !DIExpression(), !26)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %2, ptr align 4 @__const.main.p, i32 8, i1 false), !dbg !26
    #dbg_declare(ptr %3, !27, !DIExpression(), !28)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %3, ptr align 4 @__const.main.q, i32 8, i1 false), !dbg !28
    #dbg_declare(ptr %4, !29, !DIExpression(), !30)
  %5 = getelementptr inbounds { i32, i32 }, ptr %2, i32 0, i32 0, !dbg !31
  %6 = load i32, ptr %5, align 4, !dbg !31
  %7 = getelementptr inbounds { i32, i32 }, ptr %2, i32 0, i32 1, !dbg !31
  %8 = load i32, ptr %7, align 4, !dbg !31
  %9 = getelementptr inbounds { i32, i32 }, ptr %3, i32 0, i32 0, !dbg !31
  %10 = load i32, ptr %9, align 4, !dbg !31
  %11 = getelementptr inbounds { i32, i32 }, ptr %3, i32 0, i32 1, !dbg !31
  %12 = load i32, ptr %11, align 4, !dbg !31
  %13 = call i32 @dot(i32 inreg %6, i32 inreg %8, i32 inreg %10, i32 inreg %12), !dbg !31
  store i32 %13, ptr %4, align 4, !dbg !30
  %14 = load i32, ptr %4, align 4, !dbg !32
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef signext %14), !dbg !33
  %16 = load i32, ptr %4, align 4, !dbg !34
  %17 = icmp eq i32 %16, 7, !dbg !35
  %18 = zext i1 %17 to i64, !dbg !34
  %19 = select i1 %17, i32 0, i32 1, !dbg !34
  ret i32 %19, !dbg !36
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #1

; Function Attrs: noinline nounwind optnone
define internal i32 @dot(i32 inreg %0, i32 inreg %1, i32 inreg %2, i32 inreg %3) #0 !dbg !37 {
  %5 = alloca %struct.point, align 4
  %6 = alloca %struct.point, align 4
  %7 = getelementptr inbounds { i32, i32 }, ptr %5, i32 0, i32 0
  store i32 %0, ptr %7, align 4
  %8 = getelementptr inbounds { i32, i32 }, ptr %5, i32 0, i32 1
  store i32 %1, ptr %8, align 4
  %9 = getelementptr inbounds { i32, i32 }, ptr %6, i32 0, i32 0
  store i32 %2, ptr %9, align 4
  %10 = getelementptr inbounds { i32, i32 }, ptr %6, i32 0, i32 1
  store i32 %3, ptr %10, align 4
    #dbg_declare(ptr %5, !40, !DIExpression(), !41)
    #dbg_declare(ptr %6, !42, !DIExpression(), !43)
  %11 = getelementptr inbounds %struct.point, ptr %5, i32 0, i32 0, !dbg !44
  %12 = load i32, ptr %11, align 4, !dbg !44
  %13 = getelementptr inbounds %struct.point, ptr %6, i32 0, i32 0, !dbg !45
  %14 = load i32, ptr %13, align 4, !dbg !45
  %15 = mul nsw i32 %12, %14, !dbg !46
  %16 = getelementptr inbounds %struct.point, ptr %5, i32 0, i32 1, !dbg !47
  %17 = load i32, ptr %16, align 4, !dbg !47
  %18 = getelementptr inbounds %struct.point, ptr %6, i32 0, i32 1, !dbg !48
  %19 = load i32, ptr %18, align 4, !dbg !48
  %20 = mul nsw i32 %17, %19, !dbg !49
  %21 = add nsw i32 %15, %20, !dbg !50
  ret i32 %21, !dbg !51
}

declare i32 @printf(ptr noundef, ...) #2

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 9, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "meta_structs.c", directory: "/src", checksumkind: CSK_MD5, checksum: "253a410a248cc62b93bb589a0348b2b3")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 4)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !8, splitDebugInlining: false, nameTableKind: None)
!8 = !{!0}
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 8, !"PIC Level", i32 1}
!13 = !{i32 7, !"PIE Level", i32 1}
!14 = !{i32 7, !"frame-pointer", i32 2}
!15 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 5, type: !16, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !19)
!16 = !DISubroutineType(types: !17)
!17 = !{!18}
!18 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!19 = !{}
!20 = !DILocalVariable(name: "p", scope: !15, file: !2, line: 6, type: !21)
!21 = !DIDerivedType(tag: DW_TAG_typedef, name: "point_t", file: !2, line: 3, baseType: !22)
!22 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "point", file: !2, line: 2, size: 64, elements: !23)
!23 = !{!24, !25}
!24 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !22, file: !2, line: 2, baseType: !18, size: 32)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !22, file: !2, line: 2, baseType: !18, size: 32, offset: 32)
!26 = !DILocation(line: 6, column: 11, scope: !15)
!27 = !DILocalVariable(name: "q", scope: !15, file: !2, line: 7, type: !21)
!28 = !DILocation(line: 7, column: 11, scope: !15)
!29 = !DILocalVariable(name: "d", scope: !15, file: !2, line: 8, type: !18)
!30 = !DILocation(line: 8, column: 7, scope: !15)
!31 = !DILocation(line: 8, column: 11, scope: !15)
!32 = !DILocation(line: 9, column: 18, scope: !15)
!33 = !DILocation(line: 9, column: 3, scope: !15)
!34 = !DILocation(line: 10, column: 10, scope: !15)
!35 = !DILocation(line: 10, column: 12, scope: !15)
!36 = !DILocation(line: 10, column: 3, scope: !15)
!37 = distinct !DISubprogram(name: "dot", scope: !2, file: !2, line: 4, type: !38, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !19)
!38 = !DISubroutineType(types: !39)
!39 = !{!18, !21, !21}
!40 = !DILocalVariable(name: "a", arg: 1, scope: !37, file: !2, line: 4, type: !21)
!41 = !DILocation(line: 4, column: 24, scope: !37)
!42 = !DILocalVariable(name: "b", arg: 2, scope: !37, file: !2, line: 4, type: !21)
!43 = !DILocation(line: 4, column: 35, scope: !37)
!44 = !DILocation(line: 4, column: 49, scope: !37)
!45 = !DILocation(line: 4, column: 55, scope: !37)
!46 = !DILocation(line: 4, column: 51, scope: !37)
!47 = !DILocation(line: 4, column: 61, scope: !37)
!48 = !DILocation(line: 4, column: 67, scope: !37)
!49 = !DILocation(line: 4, column: 63, scope: !37)
!50 = !DILocation(line: 4, column: 57, scope: !37)
!51 = !DILocation(line: 4, column: 40, scope: !37)
