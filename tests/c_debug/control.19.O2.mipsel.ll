; ModuleID = 'control.c'
source_filename = "control.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

@.str = private unnamed_addr constant [10 x i8] c"%u %d %d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [5 x i8] c"zero\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [4 x i8] c"one\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [4 x i8] c"two\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [6 x i8] c"seven\00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [5 x i8] c"many\00", align 1, !dbg !24

; Function Attrs: nofree nosync nounwind memory(none)
define dso_local i32 @fib(i32 noundef signext %0) local_unnamed_addr #0 !dbg !35 {
    #dbg_value(i32 %0, !40, !DIExpression(), !41)
  %2 = icmp slt i32 %0, 2, !dbg !42
  br i1 %2, label %11, label %3, !dbg !44

3:                                                ; preds = %1, %3
  %4 = phi i32 [ %8, %3 ], [ %0, %1 ]
  %5 = phi i32 [ %9, %3 ], [ 0, %1 ]
    #dbg_value(i32 %4, !40, !DIExpression(), !41)
  %6 = add nsw i32 %4, -1, !dbg !45
  %7 = tail call i32 @fib(i32 noundef signext %6), !dbg !46
  %8 = add nsw i32 %4, -2, !dbg !47
  %9 = add nsw i32 %7, %5, !dbg !48
    #dbg_value(i32 %8, !40, !DIExpression(), !41)
  %10 = icmp ult i32 %4, 4, !dbg !42
  br i1 %10, label %11, label %3, !dbg !44

11:                                               ; preds = %3, %1
  %12 = phi i32 [ 0, %1 ], [ %9, %3 ]
  %13 = phi i32 [ %0, %1 ], [ %8, %3 ]
  %14 = add nsw i32 %13, %12
  ret i32 %14, !dbg !49
}

; Function Attrs: nofree nounwind
define dso_local noundef i32 @main() local_unnamed_addr #1 !dbg !50 {
    #dbg_value(i32 0, !54, !DIExpression(), !68)
    #dbg_value(i32 1, !56, !DIExpression(), !68)
  br label %1, !dbg !69

1:                                                ; preds = %16, %0
  %2 = phi i32 [ 1, %0 ], [ %19, %16 ], !dbg !68
  %3 = phi i32 [ 0, %0 ], [ %18, %16 ], !dbg !68
    #dbg_value(i32 %3, !54, !DIExpression(), !68)
    #dbg_value(i32 %2, !56, !DIExpression(), !68)
    #dbg_value(i32 %2, !70, !DIExpression(), !76)
    #dbg_value(i32 0, !75, !DIExpression(), !76)
  %4 = icmp eq i32 %2, 1, !dbg !78
  br i1 %4, label %16, label %5, !dbg !79

5:                                                ; preds = %1, %5
  %6 = phi i32 [ %14, %5 ], [ 0, %1 ]
  %7 = phi i32 [ %13, %5 ], [ %2, %1 ]
    #dbg_value(i32 %6, !75, !DIExpression(), !76)
    #dbg_value(i32 %7, !70, !DIExpression(), !76)
  %8 = and i32 %7, 1, !dbg !80
  %9 = icmp eq i32 %8, 0, !dbg !83
  %10 = lshr exact i32 %7, 1, !dbg !84
  %11 = mul i32 %7, 3, !dbg !84
  %12 = add i32 %11, 1, !dbg !84
  %13 = select i1 %9, i32 %10, i32 %12, !dbg !84
    #dbg_value(i32 %13, !70, !DIExpression(), !76)
  %14 = add i32 %6, 1, !dbg !85
    #dbg_value(i32 %14, !75, !DIExpression(), !76)
  %15 = icmp eq i32 %13, 1, !dbg !78
  br i1 %15, label %16, label %5, !dbg !79, !llvm.loop !86

16:                                               ; preds = %5, %1
  %17 = phi i32 [ 0, %1 ], [ %14, %5 ], !dbg !76
    #dbg_value(i32 %17, !57, !DIExpression(), !89)
  %18 = tail call i32 @llvm.umax.i32(i32 %17, i32 %3), !dbg !90
    #dbg_value(i32 %18, !54, !DIExpression(), !68)
  %19 = add nuw nsw i32 %2, 1, !dbg !91
    #dbg_value(i32 %19, !56, !DIExpression(), !68)
  %20 = icmp eq i32 %19, 30, !dbg !92
  br i1 %20, label %21, label %1, !dbg !93, !llvm.loop !94

21:                                               ; preds = %16
  %22 = tail call i32 @fib(i32 noundef signext 12), !dbg !96
    #dbg_value(i32 %22, !59, !DIExpression(), !68)
    #dbg_value(i32 0, !60, !DIExpression(), !68)
    #dbg_value(i32 0, !61, !DIExpression(), !97)
    #dbg_value(i32 0, !61, !DIExpression(), !97)
    #dbg_value(i32 0, !60, !DIExpression(), !68)
    #dbg_value(i32 0, !98, !DIExpression(), !103)
    #dbg_value(ptr @.str.1, !63, !DIExpression(), !105)
    #dbg_value(i32 0, !60, !DIExpression(), !68)
  br label %93, !dbg !106

23:                                               ; preds = %100, %23
  %24 = phi ptr [ %27, %23 ], [ @.str.2, %100 ]
  %25 = phi i32 [ %26, %23 ], [ %96, %100 ]
    #dbg_value(ptr %24, !63, !DIExpression(), !105)
    #dbg_value(i32 %25, !60, !DIExpression(), !68)
  %26 = add nsw i32 %25, 1, !dbg !107
    #dbg_value(i32 %26, !60, !DIExpression(), !68)
  %27 = getelementptr inbounds i8, ptr %24, i32 1, !dbg !109
    #dbg_value(ptr %27, !63, !DIExpression(), !105)
  %28 = load i8, ptr %27, align 1, !dbg !110, !tbaa !111
  %29 = icmp eq i8 %28, 0, !dbg !106
  br i1 %29, label %30, label %23, !dbg !106, !llvm.loop !114

30:                                               ; preds = %23
  %31 = icmp slt i32 %25, 40, !dbg !116
    #dbg_value(i32 1, !61, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !97)
  br i1 %31, label %32, label %102

32:                                               ; preds = %30, %32
  %33 = phi ptr [ %36, %32 ], [ @.str.3, %30 ]
  %34 = phi i32 [ %35, %32 ], [ %26, %30 ]
    #dbg_value(ptr %33, !63, !DIExpression(), !105)
    #dbg_value(i32 %34, !60, !DIExpression(), !68)
  %35 = add nsw i32 %34, 1, !dbg !107
    #dbg_value(i32 %35, !60, !DIExpression(), !68)
  %36 = getelementptr inbounds i8, ptr %33, i32 1, !dbg !109
    #dbg_value(ptr %36, !63, !DIExpression(), !105)
  %37 = load i8, ptr %36, align 1, !dbg !110, !tbaa !111
  %38 = icmp eq i8 %37, 0, !dbg !106
  br i1 %38, label %39, label %32, !dbg !106, !llvm.loop !114

39:                                               ; preds = %32
  %40 = icmp slt i32 %34, 40, !dbg !116
    #dbg_value(i32 2, !61, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !97)
  br i1 %40, label %41, label %102

41:                                               ; preds = %39, %41
  %42 = phi ptr [ %45, %41 ], [ @.str.5, %39 ]
  %43 = phi i32 [ %44, %41 ], [ %35, %39 ]
    #dbg_value(ptr %42, !63, !DIExpression(), !105)
    #dbg_value(i32 %43, !60, !DIExpression(), !68)
  %44 = add nsw i32 %43, 1, !dbg !107
    #dbg_value(i32 %44, !60, !DIExpression(), !68)
  %45 = getelementptr inbounds i8, ptr %42, i32 1, !dbg !109
    #dbg_value(ptr %45, !63, !DIExpression(), !105)
  %46 = load i8, ptr %45, align 1, !dbg !110, !tbaa !111
  %47 = icmp eq i8 %46, 0, !dbg !106
  br i1 %47, label %48, label %41, !dbg !106, !llvm.loop !114

48:                                               ; preds = %41
  %49 = icmp slt i32 %43, 40, !dbg !116
    #dbg_value(i32 3, !61, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !97)
  br i1 %49, label %50, label %102

50:                                               ; preds = %48, %50
  %51 = phi ptr [ %54, %50 ], [ @.str.5, %48 ]
  %52 = phi i32 [ %53, %50 ], [ %44, %48 ]
    #dbg_value(ptr %51, !63, !DIExpression(), !105)
    #dbg_value(i32 %52, !60, !DIExpression(), !68)
  %53 = add nsw i32 %52, 1, !dbg !107
    #dbg_value(i32 %53, !60, !DIExpression(), !68)
  %54 = getelementptr inbounds i8, ptr %51, i32 1, !dbg !109
    #dbg_value(ptr %54, !63, !DIExpression(), !105)
  %55 = load i8, ptr %54, align 1, !dbg !110, !tbaa !111
  %56 = icmp eq i8 %55, 0, !dbg !106
  br i1 %56, label %57, label %50, !dbg !106, !llvm.loop !114

57:                                               ; preds = %50
  %58 = icmp slt i32 %52, 40, !dbg !116
    #dbg_value(i32 4, !61, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !97)
  br i1 %58, label %59, label %102

59:                                               ; preds = %57, %59
  %60 = phi ptr [ %63, %59 ], [ @.str.5, %57 ]
  %61 = phi i32 [ %62, %59 ], [ %53, %57 ]
    #dbg_value(ptr %60, !63, !DIExpression(), !105)
    #dbg_value(i32 %61, !60, !DIExpression(), !68)
  %62 = add nsw i32 %61, 1, !dbg !107
    #dbg_value(i32 %62, !60, !DIExpression(), !68)
  %63 = getelementptr inbounds i8, ptr %60, i32 1, !dbg !109
    #dbg_value(ptr %63, !63, !DIExpression(), !105)
  %64 = load i8, ptr %63, align 1, !dbg !110, !tbaa !111
  %65 = icmp eq i8 %64, 0, !dbg !106
  br i1 %65, label %66, label %59, !dbg !106, !llvm.loop !114

66:                                               ; preds = %59
  %67 = icmp slt i32 %61, 40, !dbg !116
    #dbg_value(i32 5, !61, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !97)
  br i1 %67, label %68, label %102

68:                                               ; preds = %66, %68
  %69 = phi ptr [ %72, %68 ], [ @.str.5, %66 ]
  %70 = phi i32 [ %71, %68 ], [ %62, %66 ]
    #dbg_value(ptr %69, !63, !DIExpression(), !105)
    #dbg_value(i32 %70, !60, !DIExpression(), !68)
  %71 = add nsw i32 %70, 1, !dbg !107
    #dbg_value(i32 %71, !60, !DIExpression(), !68)
  %72 = getelementptr inbounds i8, ptr %69, i32 1, !dbg !109
    #dbg_value(ptr %72, !63, !DIExpression(), !105)
  %73 = load i8, ptr %72, align 1, !dbg !110, !tbaa !111
  %74 = icmp eq i8 %73, 0, !dbg !106
  br i1 %74, label %75, label %68, !dbg !106, !llvm.loop !114

75:                                               ; preds = %68
  %76 = icmp slt i32 %70, 40, !dbg !116
    #dbg_value(i32 6, !61, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !97)
  br i1 %76, label %77, label %102

77:                                               ; preds = %75, %77
  %78 = phi ptr [ %81, %77 ], [ @.str.4, %75 ]
  %79 = phi i32 [ %80, %77 ], [ %71, %75 ]
    #dbg_value(ptr %78, !63, !DIExpression(), !105)
    #dbg_value(i32 %79, !60, !DIExpression(), !68)
  %80 = add nsw i32 %79, 1, !dbg !107
    #dbg_value(i32 %80, !60, !DIExpression(), !68)
  %81 = getelementptr inbounds i8, ptr %78, i32 1, !dbg !109
    #dbg_value(ptr %81, !63, !DIExpression(), !105)
  %82 = load i8, ptr %81, align 1, !dbg !110, !tbaa !111
  %83 = icmp eq i8 %82, 0, !dbg !106
  br i1 %83, label %84, label %77, !dbg !106, !llvm.loop !114

84:                                               ; preds = %77
  %85 = icmp slt i32 %79, 40, !dbg !116
    #dbg_value(i32 7, !61, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !97)
  br i1 %85, label %86, label %102

86:                                               ; preds = %84, %86
  %87 = phi ptr [ %90, %86 ], [ @.str.5, %84 ]
  %88 = phi i32 [ %89, %86 ], [ %80, %84 ]
    #dbg_value(ptr %87, !63, !DIExpression(), !105)
    #dbg_value(i32 %88, !60, !DIExpression(), !68)
  %89 = add nsw i32 %88, 1, !dbg !107
    #dbg_value(i32 %89, !60, !DIExpression(), !68)
  %90 = getelementptr inbounds i8, ptr %87, i32 1, !dbg !109
    #dbg_value(ptr %90, !63, !DIExpression(), !105)
  %91 = load i8, ptr %90, align 1, !dbg !110, !tbaa !111
  %92 = icmp eq i8 %91, 0, !dbg !106
  br i1 %92, label %102, label %86, !dbg !106, !llvm.loop !114

93:                                               ; preds = %21, %93
  %94 = phi ptr [ %97, %93 ], [ @.str.1, %21 ]
  %95 = phi i32 [ %96, %93 ], [ 0, %21 ]
    #dbg_value(ptr %94, !63, !DIExpression(), !105)
    #dbg_value(i32 %95, !60, !DIExpression(), !68)
  %96 = add nuw nsw i32 %95, 1, !dbg !107
    #dbg_value(i32 %96, !60, !DIExpression(), !68)
  %97 = getelementptr inbounds i8, ptr %94, i32 1, !dbg !109
    #dbg_value(ptr %97, !63, !DIExpression(), !105)
  %98 = load i8, ptr %97, align 1, !dbg !110, !tbaa !111
  %99 = icmp eq i8 %98, 0, !dbg !106
  br i1 %99, label %100, label %93, !dbg !106, !llvm.loop !114

100:                                              ; preds = %93
  %101 = icmp ult i32 %95, 40, !dbg !116
    #dbg_value(i32 0, !61, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !97)
  br i1 %101, label %23, label %102

102:                                              ; preds = %86, %84, %75, %66, %57, %48, %39, %30, %100
  %103 = phi i32 [ %96, %100 ], [ %26, %30 ], [ %35, %39 ], [ %44, %48 ], [ %53, %57 ], [ %62, %66 ], [ %71, %75 ], [ %80, %84 ], [ %89, %86 ]
    #dbg_value(i32 %103, !60, !DIExpression(), !68)
  %104 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext %18, i32 noundef signext %22, i32 noundef signext %103), !dbg !118
  ret i32 0, !dbg !119
}

; Function Attrs: nofree nounwind
declare !dbg !120 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #2

attributes #0 = { nofree nosync nounwind memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!26}
!llvm.module.flags = !{!28, !29, !30, !31, !32, !33}
!llvm.ident = !{!34}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 58, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "control.c", directory: ".", checksumkind: CSK_MD5, checksum: "e6995099c8bd73c739a06f162dfc485c")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 10)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 5)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 4)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !14, isLocal: true, isDefinition: true)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 6)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !9, isLocal: true, isDefinition: true)
!26 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !27, splitDebugInlining: false, nameTableKind: None)
!27 = !{!0, !7, !12, !17, !19, !24}
!28 = !{i32 7, !"Dwarf Version", i32 5}
!29 = !{i32 2, !"Debug Info Version", i32 3}
!30 = !{i32 1, !"wchar_size", i32 4}
!31 = !{i32 8, !"PIC Level", i32 1}
!32 = !{i32 7, !"PIE Level", i32 1}
!33 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!34 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!35 = distinct !DISubprogram(name: "fib", scope: !2, file: !2, line: 17, type: !36, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !26, retainedNodes: !39)
!36 = !DISubroutineType(types: !37)
!37 = !{!38, !38}
!38 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!39 = !{!40}
!40 = !DILocalVariable(name: "n", arg: 1, scope: !35, file: !2, line: 17, type: !38)
!41 = !DILocation(line: 0, scope: !35)
!42 = !DILocation(line: 18, column: 11, scope: !43)
!43 = distinct !DILexicalBlock(scope: !35, file: !2, line: 18, column: 9)
!44 = !DILocation(line: 18, column: 9, scope: !35)
!45 = !DILocation(line: 20, column: 18, scope: !35)
!46 = !DILocation(line: 20, column: 12, scope: !35)
!47 = !DILocation(line: 20, column: 31, scope: !35)
!48 = !DILocation(line: 20, column: 23, scope: !35)
!49 = !DILocation(line: 21, column: 1, scope: !35)
!50 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 38, type: !51, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !26, retainedNodes: !53)
!51 = !DISubroutineType(types: !52)
!52 = !{!38}
!53 = !{!54, !56, !57, !59, !60, !61, !63}
!54 = !DILocalVariable(name: "longest", scope: !50, file: !2, line: 39, type: !55)
!55 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!56 = !DILocalVariable(name: "i", scope: !50, file: !2, line: 40, type: !38)
!57 = !DILocalVariable(name: "s", scope: !58, file: !2, line: 42, type: !55)
!58 = distinct !DILexicalBlock(scope: !50, file: !2, line: 41, column: 8)
!59 = !DILocalVariable(name: "f", scope: !50, file: !2, line: 47, type: !38)
!60 = !DILocalVariable(name: "len", scope: !50, file: !2, line: 48, type: !38)
!61 = !DILocalVariable(name: "k", scope: !62, file: !2, line: 49, type: !38)
!62 = distinct !DILexicalBlock(scope: !50, file: !2, line: 49, column: 5)
!63 = !DILocalVariable(name: "s", scope: !64, file: !2, line: 50, type: !66)
!64 = distinct !DILexicalBlock(scope: !65, file: !2, line: 49, column: 33)
!65 = distinct !DILexicalBlock(scope: !62, file: !2, line: 49, column: 5)
!66 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !67, size: 32)
!67 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!68 = !DILocation(line: 0, scope: !50)
!69 = !DILocation(line: 41, column: 5, scope: !50)
!70 = !DILocalVariable(name: "n", arg: 1, scope: !71, file: !2, line: 5, type: !55)
!71 = distinct !DISubprogram(name: "collatz", scope: !2, file: !2, line: 5, type: !72, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !26, retainedNodes: !74)
!72 = !DISubroutineType(types: !73)
!73 = !{!55, !55}
!74 = !{!70, !75}
!75 = !DILocalVariable(name: "steps", scope: !71, file: !2, line: 6, type: !55)
!76 = !DILocation(line: 0, scope: !71, inlinedAt: !77)
!77 = distinct !DILocation(line: 42, column: 22, scope: !58)
!78 = !DILocation(line: 7, column: 14, scope: !71, inlinedAt: !77)
!79 = !DILocation(line: 7, column: 5, scope: !71, inlinedAt: !77)
!80 = !DILocation(line: 8, column: 15, scope: !81, inlinedAt: !77)
!81 = distinct !DILexicalBlock(scope: !82, file: !2, line: 8, column: 13)
!82 = distinct !DILexicalBlock(scope: !71, file: !2, line: 7, column: 20)
!83 = !DILocation(line: 8, column: 19, scope: !81, inlinedAt: !77)
!84 = !DILocation(line: 8, column: 13, scope: !82, inlinedAt: !77)
!85 = !DILocation(line: 12, column: 14, scope: !82, inlinedAt: !77)
!86 = distinct !{!86, !79, !87, !88}
!87 = !DILocation(line: 13, column: 5, scope: !71, inlinedAt: !77)
!88 = !{!"llvm.loop.mustprogress"}
!89 = !DILocation(line: 0, scope: !58)
!90 = !DILocation(line: 43, column: 13, scope: !58)
!91 = !DILocation(line: 45, column: 10, scope: !58)
!92 = !DILocation(line: 46, column: 16, scope: !50)
!93 = !DILocation(line: 46, column: 5, scope: !58)
!94 = distinct !{!94, !69, !95, !88}
!95 = !DILocation(line: 46, column: 20, scope: !50)
!96 = !DILocation(line: 47, column: 13, scope: !50)
!97 = !DILocation(line: 0, scope: !62)
!98 = !DILocalVariable(name: "k", arg: 1, scope: !99, file: !2, line: 23, type: !38)
!99 = distinct !DISubprogram(name: "name", scope: !2, file: !2, line: 23, type: !100, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !26, retainedNodes: !102)
!100 = !DISubroutineType(types: !101)
!101 = !{!66, !38}
!102 = !{!98}
!103 = !DILocation(line: 0, scope: !99, inlinedAt: !104)
!104 = distinct !DILocation(line: 50, column: 25, scope: !64)
!105 = !DILocation(line: 0, scope: !64)
!106 = !DILocation(line: 51, column: 9, scope: !64)
!107 = !DILocation(line: 52, column: 16, scope: !108)
!108 = distinct !DILexicalBlock(scope: !64, file: !2, line: 51, column: 20)
!109 = !DILocation(line: 53, column: 14, scope: !108)
!110 = !DILocation(line: 51, column: 16, scope: !64)
!111 = !{!112, !112, i64 0}
!112 = !{!"omnipotent char", !113, i64 0}
!113 = !{!"Simple C/C++ TBAA"}
!114 = distinct !{!114, !106, !115, !88}
!115 = !DILocation(line: 54, column: 9, scope: !64)
!116 = !DILocation(line: 55, column: 17, scope: !117)
!117 = distinct !DILexicalBlock(scope: !64, file: !2, line: 55, column: 13)
!118 = !DILocation(line: 58, column: 5, scope: !50)
!119 = !DILocation(line: 60, column: 1, scope: !50)
!120 = !DISubprogram(name: "printf", scope: !2, file: !2, line: 3, type: !121, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!121 = !DISubroutineType(types: !122)
!122 = !{!38, !66, null}
