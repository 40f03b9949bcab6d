; ModuleID = 'floats.c'
source_filename = "floats.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel"

%struct.sample = type { float, double }

@__const.main.s = private unnamed_addr constant %struct.sample { float 5.000000e-01, double 3.250000e+00 }, align 8
@total = dso_local global double 0.000000e+00, align 8, !dbg !0

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 !dbg !13 {
  %1 = alloca %struct.sample, align 8
  %2 = alloca float, align 4
  %3 = alloca double, align 8
    #dbg_declare(ptr %1, !16, !DIExpression(), !22)
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %1, ptr align 8 @__const.main.s, i32 16, i1 false), !dbg !22
    #dbg_declare(ptr %2, !23, !DIExpression(), !24)
  %4 = getelementptr inbounds %struct.sample, ptr %1, i32 0, i32 0, !dbg !25
  %5 = load float, ptr %4, align 8, !dbg !25
  %6 = fmul float %5, 2.000000e+00, !dbg !26
  store float %6, ptr %2, align 4, !dbg !24
    #dbg_declare(ptr %3, !27, !DIExpression(), !28)
  %7 = getelementptr inbounds %struct.sample, ptr %1, i32 0, i32 1, !dbg !29
  %8 = load double, ptr %7, align 8, !dbg !29
  %9 = load float, ptr %2, align 4, !dbg !30
  %10 = call double @scale(double noundef %8, float noundef %9) #2, !dbg !31
  store double %10, ptr %3, align 8, !dbg !28
  %11 = load double, ptr %3, align 8, !dbg !32
  store double %11, ptr @total, align 8, !dbg !33
  %12 = load double, ptr %3, align 8, !dbg !34
  %13 = fptosi double %12 to i32, !dbg !35
  ret i32 %13, !dbg !36
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #1

; Function Attrs: noinline nounwind optnone
define internal double @scale(double noundef %0, float noundef %1) #0 !dbg !37 {
  %3 = alloca double, align 8
  %4 = alloca float, align 4
  %5 = alloca double, align 8
  store double %0, ptr %3, align 8
    #dbg_declare(ptr %3, !40, !DIExpression(), !41)
  store float %1, ptr %4, align 4
    #dbg_declare(ptr %4, !42, !DIExpression(), !43)
    #dbg_declare(ptr %5, !44, !DIExpression(), !45)
  %6 = load double, ptr %3, align 8, !dbg !46
  %7 = load float, ptr %4, align 4, !dbg !47
  %8 = fpext float %7 to double, !dbg !47
  %9 = fmul double %6, %8, !dbg !48
  store double %9, ptr %5, align 8, !dbg !45
  %10 = load double, ptr %5, align 8, !dbg !49
  ret double %10, !dbg !50
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nobuiltin "no-builtins" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!8, !9, !10, !11}
!llvm.ident = !{!12}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "total", scope: !2, file: !3, line: 14, type: !7, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "floats.c", directory: ".", checksumkind: CSK_MD5, checksum: "7449b01054bae2a31a9c18fdbdbe5e07")
!4 = !{!5}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !{!0}
!7 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!8 = !{i32 7, !"Dwarf Version", i32 5}
!9 = !{i32 2, !"Debug Info Version", i32 3}
!10 = !{i32 1, !"wchar_size", i32 4}
!11 = !{i32 7, !"frame-pointer", i32 2}
!12 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!13 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 16, type: !14, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !15)
!14 = !DISubroutineType(types: !4)
!15 = !{}
!16 = !DILocalVariable(name: "s", scope: !13, file: !3, line: 17, type: !17)
!17 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "sample", file: !3, line: 4, size: 128, elements: !18)
!18 = !{!19, !21}
!19 = !DIDerivedType(tag: DW_TAG_member, name: "weight", scope: !17, file: !3, line: 5, baseType: !20, size: 32)
!20 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!21 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !17, file: !3, line: 6, baseType: !7, size: 64, offset: 64)
!22 = !DILocation(line: 17, column: 17, scope: !13)
!23 = !DILocalVariable(name: "f", scope: !13, file: !3, line: 18, type: !20)
!24 = !DILocation(line: 18, column: 9, scope: !13)
!25 = !DILocation(line: 18, column: 15, scope: !13)
!26 = !DILocation(line: 18, column: 22, scope: !13)
!27 = !DILocalVariable(name: "d", scope: !13, file: !3, line: 19, type: !7)
!28 = !DILocation(line: 19, column: 10, scope: !13)
!29 = !DILocation(line: 19, column: 22, scope: !13)
!30 = !DILocation(line: 19, column: 29, scope: !13)
!31 = !DILocation(line: 19, column: 14, scope: !13)
!32 = !DILocation(line: 20, column: 11, scope: !13)
!33 = !DILocation(line: 20, column: 9, scope: !13)
!34 = !DILocation(line: 21, column: 15, scope: !13)
!35 = !DILocation(line: 21, column: 10, scope: !13)
!36 = !DILocation(line: 21, column: 3, scope: !13)
!37 = distinct !DISubprogram(name: "scale", scope: !3, file: !3, line: 9, type: !38, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !15)
!38 = !DISubroutineType(types: !39)
!39 = !{!7, !7, !20}
!40 = !DILocalVariable(name: "x", arg: 1, scope: !37, file: !3, line: 9, type: !7)
!41 = !DILocation(line: 9, column: 28, scope: !37)
!42 = !DILocalVariable(name: "k", arg: 2, scope: !37, file: !3, line: 9, type: !20)
!43 = !DILocation(line: 9, column: 37, scope: !37)
!44 = !DILocalVariable(name: "r", scope: !37, file: !3, line: 10, type: !7)
!45 = !DILocation(line: 10, column: 10, scope: !37)
!46 = !DILocation(line: 10, column: 14, scope: !37)
!47 = !DILocation(line: 10, column: 18, scope: !37)
!48 = !DILocation(line: 10, column: 16, scope: !37)
!49 = !DILocation(line: 11, column: 10, scope: !37)
!50 = !DILocation(line: 11, column: 3, scope: !37)
