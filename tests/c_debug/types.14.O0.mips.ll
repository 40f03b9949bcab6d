; ModuleID = 'types.c'
source_filename = "types.c"
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mips-unknown-linux-gnu"

%struct.opaque = type opaque
%struct.node = type { %struct.node*, i32, [2 x [3 x i16]], %union.number }
%union.number = type { i32 }
%struct.flags = type { i16, i8, %struct.opaque* }

@__const.main.fl = private unnamed_addr constant { i8, i8, i8, %struct.opaque* } { i8 -79, i8 -6, i8 -56, %struct.opaque* null }, align 4
@__const.main.second = private unnamed_addr constant %struct.node { %struct.node* null, i32 2, [2 x [3 x i16]] [[3 x i16] [i16 1, i16 2, i16 3], [3 x i16] [i16 4, i16 5, i16 6]], %union.number zeroinitializer }, align 4
@__const.main.xs = private unnamed_addr constant [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 4
@__const.main.ops = private unnamed_addr constant [2 x i32 (i32, i32)*] [i32 (i32, i32)* @add, i32 (i32, i32)* @mul], align 4
@sink = internal global i32 0, align 4, !dbg !0
@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @apply(i32 (i32, i32)* noundef %0, i32* noalias noundef %1, i32 noundef signext %2) #0 !dbg !21 {
  %4 = alloca i32 (i32, i32)*, align 4
  %5 = alloca i32*, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 (i32, i32)* %0, i32 (i32, i32)** %4, align 4
  call void @llvm.dbg.declare(metadata i32 (i32, i32)** %4, metadata !32, metadata !DIExpression()), !dbg !33
  store i32* %1, i32** %5, align 4
  call void @llvm.dbg.declare(metadata i32** %5, metadata !34, metadata !DIExpression()), !dbg !35
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !36, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.declare(metadata i32* %7, metadata !38, metadata !DIExpression()), !dbg !39
  %9 = load i32*, i32** %5, align 4, !dbg !40
  %10 = getelementptr inbounds i32, i32* %9, i32 0, !dbg !40
  %11 = load i32, i32* %10, align 4, !dbg !40
  store i32 %11, i32* %7, align 4, !dbg !39
  call void @llvm.dbg.declare(metadata i32* %8, metadata !41, metadata !DIExpression()), !dbg !43
  store i32 1, i32* %8, align 4, !dbg !43
  br label %12, !dbg !44

12:                                               ; preds = %24, %3
  %13 = load i32, i32* %8, align 4, !dbg !45
  %14 = load i32, i32* %6, align 4, !dbg !47
  %15 = icmp slt i32 %13, %14, !dbg !48
  br i1 %15, label %16, label %27, !dbg !49

16:                                               ; preds = %12
  %17 = load i32 (i32, i32)*, i32 (i32, i32)** %4, align 4, !dbg !50
  %18 = load i32, i32* %7, align 4, !dbg !52
  %19 = load i32*, i32** %5, align 4, !dbg !53
  %20 = load i32, i32* %8, align 4, !dbg !54
  %21 = getelementptr inbounds i32, i32* %19, i32 %20, !dbg !53
  %22 = load i32, i32* %21, align 4, !dbg !53
  %23 = call i32 %17(i32 noundef signext %18, i32 noundef signext %22), !dbg !50
  store i32 %23, i32* %7, align 4, !dbg !55
  br label %24, !dbg !56

24:                                               ; preds = %16
  %25 = load i32, i32* %8, align 4, !dbg !57
  %26 = add nsw i32 %25, 1, !dbg !57
  store i32 %26, i32* %8, align 4, !dbg !57
  br label %12, !dbg !58, !llvm.loop !59

27:                                               ; preds = %12
  %28 = load i32, i32* %7, align 4, !dbg !62
  ret i32 %28, !dbg !63
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 !dbg !64 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.flags, align 4
  %3 = alloca %union.number, align 4
  %4 = alloca %struct.node, align 4
  %5 = alloca %struct.node, align 4
  %6 = alloca i32, align 4
  %7 = alloca [4 x i32], align 4
  %8 = alloca [2 x i32 (i32, i32)*], align 4
  %9 = alloca i64, align 8
  %10 = alloca i8, align 1
  %11 = alloca i32, align 4
  %12 = alloca %struct.node*, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata %struct.flags* %2, metadata !66, metadata !DIExpression()), !dbg !78
  %13 = bitcast %struct.flags* %2 to i8*, !dbg !78
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %13, i8* align 4 getelementptr inbounds ({ i8, i8, i8, %struct.opaque* }, { i8, i8, i8, %struct.opaque* }* @__const.main.fl, i32 0, i32 0), i32 8, i1 false), !dbg !78
  call void @llvm.dbg.declare(metadata %union.number* %3, metadata !79, metadata !DIExpression()), !dbg !89
  call void @llvm.dbg.declare(metadata %struct.node* %4, metadata !90, metadata !DIExpression()), !dbg !103
  %14 = bitcast %struct.node* %4 to i8*, !dbg !103
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %14, i8* align 4 bitcast (%struct.node* @__const.main.second to i8*), i32 24, i1 false), !dbg !103
  call void @llvm.dbg.declare(metadata %struct.node* %5, metadata !104, metadata !DIExpression()), !dbg !105
  %15 = getelementptr inbounds %struct.node, %struct.node* %5, i32 0, i32 0, !dbg !106
  store %struct.node* %4, %struct.node** %15, align 4, !dbg !106
  %16 = getelementptr inbounds %struct.node, %struct.node* %5, i32 0, i32 1, !dbg !106
  store i32 1, i32* %16, align 4, !dbg !106
  %17 = getelementptr inbounds %struct.node, %struct.node* %5, i32 0, i32 2, !dbg !106
  %18 = getelementptr inbounds [2 x [3 x i16]], [2 x [3 x i16]]* %17, i32 0, i32 0, !dbg !107
  %19 = getelementptr inbounds [3 x i16], [3 x i16]* %18, i32 0, i32 0, !dbg !108
  store i16 7, i16* %19, align 2, !dbg !108
  %20 = getelementptr inbounds i16, i16* %19, i32 1, !dbg !108
  store i16 8, i16* %20, align 2, !dbg !108
  %21 = getelementptr inbounds i16, i16* %20, i32 1, !dbg !108
  store i16 9, i16* %21, align 2, !dbg !108
  %22 = getelementptr inbounds [3 x i16], [3 x i16]* %18, i32 1, !dbg !107
  %23 = getelementptr inbounds [3 x i16], [3 x i16]* %22, i32 0, i32 0, !dbg !109
  store i16 10, i16* %23, align 2, !dbg !109
  %24 = getelementptr inbounds i16, i16* %23, i32 1, !dbg !109
  store i16 11, i16* %24, align 2, !dbg !109
  %25 = getelementptr inbounds i16, i16* %24, i32 1, !dbg !109
  store i16 12, i16* %25, align 2, !dbg !109
  %26 = getelementptr inbounds %struct.node, %struct.node* %5, i32 0, i32 3, !dbg !106
  %27 = bitcast %union.number* %26 to i32*, !dbg !110
  store i32 0, i32* %27, align 4, !dbg !110
  call void @llvm.dbg.declare(metadata i32* %6, metadata !111, metadata !DIExpression()), !dbg !116
  store i32 40, i32* %6, align 4, !dbg !116
  call void @llvm.dbg.declare(metadata [4 x i32]* %7, metadata !117, metadata !DIExpression()), !dbg !119
  %28 = bitcast [4 x i32]* %7 to i8*, !dbg !119
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %28, i8* align 4 bitcast ([4 x i32]* @__const.main.xs to i8*), i32 16, i1 false), !dbg !119
  call void @llvm.dbg.declare(metadata [2 x i32 (i32, i32)*]* %8, metadata !120, metadata !DIExpression()), !dbg !123
  %29 = bitcast [2 x i32 (i32, i32)*]* %8 to i8*, !dbg !123
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %29, i8* align 4 bitcast ([2 x i32 (i32, i32)*]* @__const.main.ops to i8*), i32 8, i1 false), !dbg !123
  call void @llvm.dbg.declare(metadata i64* %9, metadata !124, metadata !DIExpression()), !dbg !126
  store i64 1234567890123, i64* %9, align 8, !dbg !126
  call void @llvm.dbg.declare(metadata i8* %10, metadata !127, metadata !DIExpression()), !dbg !129
  store i8 120, i8* %10, align 1, !dbg !129
  %30 = bitcast %union.number* %3 to i32*, !dbg !130
  store i32 1094861636, i32* %30, align 4, !dbg !131
  call void @llvm.dbg.declare(metadata i32* %11, metadata !132, metadata !DIExpression()), !dbg !133
  %31 = bitcast %struct.flags* %2 to i16*, !dbg !134
  %32 = load i16, i16* %31, align 4, !dbg !134
  %33 = lshr i16 %32, 13, !dbg !134
  %34 = zext i16 %33 to i32, !dbg !134
  %35 = bitcast %struct.flags* %2 to i16*, !dbg !135
  %36 = load i16, i16* %35, align 4, !dbg !135
  %37 = lshr i16 %36, 8, !dbg !135
  %38 = and i16 %37, 31, !dbg !135
  %39 = zext i16 %38 to i32, !dbg !135
  %40 = add nsw i32 %34, %39, !dbg !136
  %41 = bitcast %struct.flags* %2 to i16*, !dbg !137
  %42 = load i16, i16* %41, align 4, !dbg !137
  %43 = shl i16 %42, 8, !dbg !137
  %44 = ashr i16 %43, 9, !dbg !137
  %45 = sext i16 %44 to i32, !dbg !137
  %46 = add nsw i32 %40, %45, !dbg !138
  %47 = getelementptr inbounds %struct.flags, %struct.flags* %2, i32 0, i32 1, !dbg !139
  %48 = load i8, i8* %47, align 2, !dbg !139
  %49 = zext i8 %48 to i32, !dbg !140
  %50 = add nsw i32 %46, %49, !dbg !141
  %51 = add nsw i32 %50, 40, !dbg !142
  store i32 %51, i32* %11, align 4, !dbg !133
  call void @llvm.dbg.declare(metadata %struct.node** %12, metadata !143, metadata !DIExpression()), !dbg !145
  store %struct.node* %5, %struct.node** %12, align 4, !dbg !145
  br label %52, !dbg !146

52:                                               ; preds = %68, %0
  %53 = load %struct.node*, %struct.node** %12, align 4, !dbg !147
  %54 = icmp ne %struct.node* %53, null, !dbg !149
  br i1 %54, label %55, label %72, !dbg !149

55:                                               ; preds = %52
  %56 = load %struct.node*, %struct.node** %12, align 4, !dbg !150
  %57 = getelementptr inbounds %struct.node, %struct.node* %56, i32 0, i32 1, !dbg !152
  %58 = load i32, i32* %57, align 4, !dbg !152
  %59 = load %struct.node*, %struct.node** %12, align 4, !dbg !153
  %60 = getelementptr inbounds %struct.node, %struct.node* %59, i32 0, i32 2, !dbg !154
  %61 = getelementptr inbounds [2 x [3 x i16]], [2 x [3 x i16]]* %60, i32 0, i32 1, !dbg !153
  %62 = getelementptr inbounds [3 x i16], [3 x i16]* %61, i32 0, i32 2, !dbg !153
  %63 = load i16, i16* %62, align 2, !dbg !153
  %64 = sext i16 %63 to i32, !dbg !153
  %65 = add nsw i32 %58, %64, !dbg !155
  %66 = load i32, i32* %11, align 4, !dbg !156
  %67 = add nsw i32 %66, %65, !dbg !156
  store i32 %67, i32* %11, align 4, !dbg !156
  br label %68, !dbg !157

68:                                               ; preds = %55
  %69 = load %struct.node*, %struct.node** %12, align 4, !dbg !158
  %70 = getelementptr inbounds %struct.node, %struct.node* %69, i32 0, i32 0, !dbg !159
  %71 = load %struct.node*, %struct.node** %70, align 4, !dbg !159
  store %struct.node* %71, %struct.node** %12, align 4, !dbg !160
  br label %52, !dbg !161, !llvm.loop !162

72:                                               ; preds = %52
  %73 = getelementptr inbounds [2 x i32 (i32, i32)*], [2 x i32 (i32, i32)*]* %8, i32 0, i32 0, !dbg !164
  %74 = load i32 (i32, i32)*, i32 (i32, i32)** %73, align 4, !dbg !164
  %75 = getelementptr inbounds [4 x i32], [4 x i32]* %7, i32 0, i32 0, !dbg !165
  %76 = call i32 @apply(i32 (i32, i32)* noundef %74, i32* noundef %75, i32 noundef signext 4), !dbg !166
  %77 = getelementptr inbounds [2 x i32 (i32, i32)*], [2 x i32 (i32, i32)*]* %8, i32 0, i32 1, !dbg !167
  %78 = load i32 (i32, i32)*, i32 (i32, i32)** %77, align 4, !dbg !167
  %79 = getelementptr inbounds [4 x i32], [4 x i32]* %7, i32 0, i32 0, !dbg !168
  %80 = call i32 @apply(i32 (i32, i32)* noundef %78, i32* noundef %79, i32 noundef signext 4), !dbg !169
  %81 = add nsw i32 %76, %80, !dbg !170
  %82 = load i32, i32* %11, align 4, !dbg !171
  %83 = add nsw i32 %82, %81, !dbg !171
  store i32 %83, i32* %11, align 4, !dbg !171
  %84 = bitcast %union.number* %3 to [4 x i8]*, !dbg !172
  %85 = getelementptr inbounds [4 x i8], [4 x i8]* %84, i32 0, i32 0, !dbg !173
  %86 = load i8, i8* %85, align 4, !dbg !173
  %87 = zext i8 %86 to i32, !dbg !173
  %88 = load i64, i64* %9, align 8, !dbg !174
  %89 = srem i64 %88, 1000, !dbg !175
  %90 = trunc i64 %89 to i32, !dbg !176
  %91 = add nsw i32 %87, %90, !dbg !177
  %92 = load i8, i8* %10, align 1, !dbg !178
  %93 = sext i8 %92 to i32, !dbg !178
  %94 = add nsw i32 %91, %93, !dbg !179
  %95 = load i32, i32* %11, align 4, !dbg !180
  %96 = add nsw i32 %95, %94, !dbg !180
  store i32 %96, i32* %11, align 4, !dbg !180
  %97 = load i32, i32* %11, align 4, !dbg !181
  store volatile i32 %97, i32* @sink, align 4, !dbg !182
  %98 = load i32, i32* %11, align 4, !dbg !183
  %99 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i32 0, i32 0), i32 noundef signext %98), !dbg !184
  ret i32 0, !dbg !185
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #2

; Function Attrs: noinline nounwind optnone
define internal i32 @add(i32 noundef signext %0, i32 noundef signext %1) #0 !dbg !186 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !187, metadata !DIExpression()), !dbg !188
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !189, metadata !DIExpression()), !dbg !190
  %5 = load i32, i32* %3, align 4, !dbg !191
  %6 = load i32, i32* %4, align 4, !dbg !192
  %7 = add nsw i32 %5, %6, !dbg !193
  ret i32 %7, !dbg !194
}

; Function Attrs: noinline nounwind optnone
define internal i32 @mul(i32 noundef signext %0, i32 noundef signext %1) #0 !dbg !195 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !196, metadata !DIExpression()), !dbg !197
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !198, metadata !DIExpression()), !dbg !199
  %5 = load i32, i32* %3, align 4, !dbg !200
  %6 = load i32, i32* %4, align 4, !dbg !201
  %7 = mul nsw i32 %5, %6, !dbg !202
  ret i32 %7, !dbg !203
}

declare i32 @printf(i8* noundef, ...) #3

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly nofree nounwind willreturn }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!14, !15, !16, !17, !18, !19}
!llvm.ident = !{!20}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "sink", scope: !2, file: !3, line: 40, type: !13, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !11, globals: !12, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "types.c", directory: ".", checksumkind: CSK_MD5, checksum: "d954e40689b3299cfb94998021c9f37e")
!4 = !{!5}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "color", file: !3, line: 10, baseType: !6, size: 32, elements: !7)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !{!8, !9, !10}
!8 = !DIEnumerator(name: "RED", value: 1)
!9 = !DIEnumerator(name: "GREEN", value: 2)
!10 = !DIEnumerator(name: "BLUE", value: -4)
!11 = !{!6}
!12 = !{!0}
!13 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !6)
!14 = !{i32 7, !"Dwarf Version", i32 5}
!15 = !{i32 2, !"Debug Info Version", i32 3}
!16 = !{i32 1, !"wchar_size", i32 4}
!17 = !{i32 7, !"PIC Level", i32 1}
!18 = !{i32 7, !"PIE Level", i32 1}
!19 = !{i32 7, !"frame-pointer", i32 2}
!20 = !{!"Debian clang version 14.0.6"}
!21 = distinct !DISubprogram(name: "apply", scope: !3, file: !3, line: 42, type: !22, scopeLine: 42, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !31)
!22 = !DISubroutineType(types: !23)
!23 = !{!6, !24, !28, !6}
!24 = !DIDerivedType(tag: DW_TAG_typedef, name: "binop", file: !3, line: 35, baseType: !25)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 32)
!26 = !DISubroutineType(types: !27)
!27 = !{!6, !6, !6}
!28 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !29)
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 32)
!30 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!31 = !{}
!32 = !DILocalVariable(name: "f", arg: 1, scope: !21, file: !3, line: 42, type: !24)
!33 = !DILocation(line: 42, column: 17, scope: !21)
!34 = !DILocalVariable(name: "xs", arg: 2, scope: !21, file: !3, line: 42, type: !28)
!35 = !DILocation(line: 42, column: 40, scope: !21)
!36 = !DILocalVariable(name: "n", arg: 3, scope: !21, file: !3, line: 42, type: !6)
!37 = !DILocation(line: 42, column: 48, scope: !21)
!38 = !DILocalVariable(name: "acc", scope: !21, file: !3, line: 43, type: !6)
!39 = !DILocation(line: 43, column: 9, scope: !21)
!40 = !DILocation(line: 43, column: 15, scope: !21)
!41 = !DILocalVariable(name: "i", scope: !42, file: !3, line: 44, type: !6)
!42 = distinct !DILexicalBlock(scope: !21, file: !3, line: 44, column: 5)
!43 = !DILocation(line: 44, column: 14, scope: !42)
!44 = !DILocation(line: 44, column: 10, scope: !42)
!45 = !DILocation(line: 44, column: 21, scope: !46)
!46 = distinct !DILexicalBlock(scope: !42, file: !3, line: 44, column: 5)
!47 = !DILocation(line: 44, column: 25, scope: !46)
!48 = !DILocation(line: 44, column: 23, scope: !46)
!49 = !DILocation(line: 44, column: 5, scope: !42)
!50 = !DILocation(line: 45, column: 15, scope: !51)
!51 = distinct !DILexicalBlock(scope: !46, file: !3, line: 44, column: 33)
!52 = !DILocation(line: 45, column: 17, scope: !51)
!53 = !DILocation(line: 45, column: 22, scope: !51)
!54 = !DILocation(line: 45, column: 25, scope: !51)
!55 = !DILocation(line: 45, column: 13, scope: !51)
!56 = !DILocation(line: 46, column: 5, scope: !51)
!57 = !DILocation(line: 44, column: 29, scope: !46)
!58 = !DILocation(line: 44, column: 5, scope: !46)
!59 = distinct !{!59, !49, !60, !61}
!60 = !DILocation(line: 46, column: 5, scope: !42)
!61 = !{!"llvm.loop.mustprogress"}
!62 = !DILocation(line: 47, column: 12, scope: !21)
!63 = !DILocation(line: 47, column: 5, scope: !21)
!64 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 50, type: !65, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !31)
!65 = !DISubroutineType(types: !11)
!66 = !DILocalVariable(name: "fl", scope: !64, file: !3, line: 51, type: !67)
!67 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "flags", file: !3, line: 14, size: 64, elements: !68)
!68 = !{!69, !71, !72, !73, !75}
!69 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !67, file: !3, line: 15, baseType: !70, size: 3, flags: DIFlagBitField, extraData: i64 0)
!70 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!71 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !67, file: !3, line: 16, baseType: !70, size: 5, offset: 3, flags: DIFlagBitField, extraData: i64 0)
!72 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !67, file: !3, line: 17, baseType: !6, size: 7, offset: 8, flags: DIFlagBitField, extraData: i64 0)
!73 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !67, file: !3, line: 18, baseType: !74, size: 8, offset: 16)
!74 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!75 = !DIDerivedType(tag: DW_TAG_member, name: "hidden", scope: !67, file: !3, line: 19, baseType: !76, size: 32, offset: 32)
!76 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !77, size: 32)
!77 = !DICompositeType(tag: DW_TAG_structure_type, name: "opaque", file: !3, line: 12, flags: DIFlagFwdDecl)
!78 = !DILocation(line: 51, column: 18, scope: !64)
!79 = !DILocalVariable(name: "num", scope: !64, file: !3, line: 52, type: !80)
!80 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "number", file: !3, line: 22, size: 32, elements: !81)
!81 = !{!82, !83, !85}
!82 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !80, file: !3, line: 23, baseType: !6, size: 32)
!83 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !80, file: !3, line: 24, baseType: !84, size: 32)
!84 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!85 = !DIDerivedType(tag: DW_TAG_member, name: "bytes", scope: !80, file: !3, line: 25, baseType: !86, size: 32)
!86 = !DICompositeType(tag: DW_TAG_array_type, baseType: !74, size: 32, elements: !87)
!87 = !{!88}
!88 = !DISubrange(count: 4)
!89 = !DILocation(line: 52, column: 18, scope: !64)
!90 = !DILocalVariable(name: "second", scope: !64, file: !3, line: 53, type: !91)
!91 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "node", file: !3, line: 28, size: 192, elements: !92)
!92 = !{!93, !95, !96, !102}
!93 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !91, file: !3, line: 29, baseType: !94, size: 32)
!94 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !91, size: 32)
!95 = !DIDerivedType(tag: DW_TAG_member, name: "color", scope: !91, file: !3, line: 30, baseType: !5, size: 32, offset: 32)
!96 = !DIDerivedType(tag: DW_TAG_member, name: "values", scope: !91, file: !3, line: 31, baseType: !97, size: 96, offset: 64)
!97 = !DICompositeType(tag: DW_TAG_array_type, baseType: !98, size: 96, elements: !99)
!98 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!99 = !{!100, !101}
!100 = !DISubrange(count: 2)
!101 = !DISubrange(count: 3)
!102 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !91, file: !3, line: 32, baseType: !80, size: 32, offset: 160)
!103 = !DILocation(line: 53, column: 17, scope: !64)
!104 = !DILocalVariable(name: "first", scope: !64, file: !3, line: 54, type: !91)
!105 = !DILocation(line: 54, column: 17, scope: !64)
!106 = !DILocation(line: 54, column: 25, scope: !64)
!107 = !DILocation(line: 54, column: 40, scope: !64)
!108 = !DILocation(line: 54, column: 41, scope: !64)
!109 = !DILocation(line: 54, column: 52, scope: !64)
!110 = !DILocation(line: 54, column: 67, scope: !64)
!111 = !DILocalVariable(name: "w", scope: !64, file: !3, line: 55, type: !112)
!112 = !DIDerivedType(tag: DW_TAG_typedef, name: "cword", file: !3, line: 8, baseType: !113)
!113 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !114)
!114 = !DIDerivedType(tag: DW_TAG_typedef, name: "word", file: !3, line: 7, baseType: !115)
!115 = !DIDerivedType(tag: DW_TAG_typedef, name: "u32", file: !3, line: 6, baseType: !70)
!116 = !DILocation(line: 55, column: 11, scope: !64)
!117 = !DILocalVariable(name: "xs", scope: !64, file: !3, line: 56, type: !118)
!118 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 128, elements: !87)
!119 = !DILocation(line: 56, column: 9, scope: !64)
!120 = !DILocalVariable(name: "ops", scope: !64, file: !3, line: 57, type: !121)
!121 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 64, elements: !122)
!122 = !{!100}
!123 = !DILocation(line: 57, column: 11, scope: !64)
!124 = !DILocalVariable(name: "big", scope: !64, file: !3, line: 58, type: !125)
!125 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!126 = !DILocation(line: 58, column: 15, scope: !64)
!127 = !DILocalVariable(name: "c", scope: !64, file: !3, line: 59, type: !128)
!128 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!129 = !DILocation(line: 59, column: 10, scope: !64)
!130 = !DILocation(line: 60, column: 9, scope: !64)
!131 = !DILocation(line: 60, column: 11, scope: !64)
!132 = !DILocalVariable(name: "total", scope: !64, file: !3, line: 61, type: !6)
!133 = !DILocation(line: 61, column: 9, scope: !64)
!134 = !DILocation(line: 61, column: 20, scope: !64)
!135 = !DILocation(line: 61, column: 27, scope: !64)
!136 = !DILocation(line: 61, column: 22, scope: !64)
!137 = !DILocation(line: 61, column: 34, scope: !64)
!138 = !DILocation(line: 61, column: 29, scope: !64)
!139 = !DILocation(line: 61, column: 41, scope: !64)
!140 = !DILocation(line: 61, column: 38, scope: !64)
!141 = !DILocation(line: 61, column: 36, scope: !64)
!142 = !DILocation(line: 61, column: 45, scope: !64)
!143 = !DILocalVariable(name: "p", scope: !144, file: !3, line: 62, type: !94)
!144 = distinct !DILexicalBlock(scope: !64, file: !3, line: 62, column: 5)
!145 = !DILocation(line: 62, column: 23, scope: !144)
!146 = !DILocation(line: 62, column: 10, scope: !144)
!147 = !DILocation(line: 62, column: 35, scope: !148)
!148 = distinct !DILexicalBlock(scope: !144, file: !3, line: 62, column: 5)
!149 = !DILocation(line: 62, column: 5, scope: !144)
!150 = !DILocation(line: 63, column: 18, scope: !151)
!151 = distinct !DILexicalBlock(scope: !148, file: !3, line: 62, column: 51)
!152 = !DILocation(line: 63, column: 21, scope: !151)
!153 = !DILocation(line: 63, column: 29, scope: !151)
!154 = !DILocation(line: 63, column: 32, scope: !151)
!155 = !DILocation(line: 63, column: 27, scope: !151)
!156 = !DILocation(line: 63, column: 15, scope: !151)
!157 = !DILocation(line: 64, column: 5, scope: !151)
!158 = !DILocation(line: 62, column: 42, scope: !148)
!159 = !DILocation(line: 62, column: 45, scope: !148)
!160 = !DILocation(line: 62, column: 40, scope: !148)
!161 = !DILocation(line: 62, column: 5, scope: !148)
!162 = distinct !{!162, !149, !163, !61}
!163 = !DILocation(line: 64, column: 5, scope: !144)
!164 = !DILocation(line: 65, column: 20, scope: !64)
!165 = !DILocation(line: 65, column: 28, scope: !64)
!166 = !DILocation(line: 65, column: 14, scope: !64)
!167 = !DILocation(line: 65, column: 43, scope: !64)
!168 = !DILocation(line: 65, column: 51, scope: !64)
!169 = !DILocation(line: 65, column: 37, scope: !64)
!170 = !DILocation(line: 65, column: 35, scope: !64)
!171 = !DILocation(line: 65, column: 11, scope: !64)
!172 = !DILocation(line: 66, column: 18, scope: !64)
!173 = !DILocation(line: 66, column: 14, scope: !64)
!174 = !DILocation(line: 66, column: 35, scope: !64)
!175 = !DILocation(line: 66, column: 39, scope: !64)
!176 = !DILocation(line: 66, column: 29, scope: !64)
!177 = !DILocation(line: 66, column: 27, scope: !64)
!178 = !DILocation(line: 66, column: 49, scope: !64)
!179 = !DILocation(line: 66, column: 47, scope: !64)
!180 = !DILocation(line: 66, column: 11, scope: !64)
!181 = !DILocation(line: 67, column: 12, scope: !64)
!182 = !DILocation(line: 67, column: 10, scope: !64)
!183 = !DILocation(line: 68, column: 20, scope: !64)
!184 = !DILocation(line: 68, column: 5, scope: !64)
!185 = !DILocation(line: 69, column: 5, scope: !64)
!186 = distinct !DISubprogram(name: "add", scope: !3, file: !3, line: 37, type: !26, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !31)
!187 = !DILocalVariable(name: "a", arg: 1, scope: !186, file: !3, line: 37, type: !6)
!188 = !DILocation(line: 37, column: 20, scope: !186)
!189 = !DILocalVariable(name: "b", arg: 2, scope: !186, file: !3, line: 37, type: !6)
!190 = !DILocation(line: 37, column: 27, scope: !186)
!191 = !DILocation(line: 37, column: 39, scope: !186)
!192 = !DILocation(line: 37, column: 43, scope: !186)
!193 = !DILocation(line: 37, column: 41, scope: !186)
!194 = !DILocation(line: 37, column: 32, scope: !186)
!195 = distinct !DISubprogram(name: "mul", scope: !3, file: !3, line: 38, type: !26, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !31)
!196 = !DILocalVariable(name: "a", arg: 1, scope: !195, file: !3, line: 38, type: !6)
!197 = !DILocation(line: 38, column: 20, scope: !195)
!198 = !DILocalVariable(name: "b", arg: 2, scope: !195, file: !3, line: 38, type: !6)
!199 = !DILocation(line: 38, column: 27, scope: !195)
!200 = !DILocation(line: 38, column: 39, scope: !195)
!201 = !DILocation(line: 38, column: 43, scope: !195)
!202 = !DILocation(line: 38, column: 41, scope: !195)
!203 = !DILocation(line: 38, column: 32, scope: !195)
