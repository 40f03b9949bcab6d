; ModuleID = 'types.c'
source_filename = "types.c"
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mips-unknown-linux-gnu"

%struct.node = type { ptr, i32, [2 x [3 x i16]], %union.number }
%union.number = type { i32 }
%struct.flags = type { i16, i8, ptr }

@__const.main.fl = private unnamed_addr constant { i8, i8, i8, ptr } { i8 -79, i8 -6, i8 -56, ptr null }, align 4
@__const.main.second = private unnamed_addr constant %struct.node { ptr null, i32 2, [2 x [3 x i16]] [[3 x i16] [i16 1, i16 2, i16 3], [3 x i16] [i16 4, i16 5, i16 6]], %union.number zeroinitializer }, align 4
@__const.main.xs = private unnamed_addr constant [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 4
@__const.main.ops = private unnamed_addr constant [2 x ptr] [ptr @add, ptr @mul], align 4
@sink = internal global i32 0, align 4, !dbg !0
@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1, !dbg !13

; Function Attrs: noinline nounwind optnone
define dso_local i32 @apply(ptr noundef %0, ptr noalias noundef %1, i32 noundef signext %2) #0 !dbg !27 {
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 4
    #dbg_declare(ptr %4, !38, !DIExpression(), !39)
  store ptr %1, ptr %5, align 4
    #dbg_declare(ptr %5, !40, !DIExpression(), !41)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !42, !DIExpression(), !43)
    #dbg_declare(ptr %7, !44, !DIExpression(), !45)
  %9 = load ptr, ptr %5, align 4, !dbg !46
  %10 = getelementptr inbounds i32, ptr %9, i32 0, !dbg !46
  %11 = load i32, ptr %10, align 4, !dbg !46
  store i32 %11, ptr %7, align 4, !dbg !45
    #dbg_declare(ptr %8, !47, !DIExpression(), !49)
  store i32 1, ptr %8, align 4, !dbg !49
  br label %12, !dbg !50

12:                                               ; preds = %24, %3
  %13 = load i32, ptr %8, align 4, !dbg !51
  %14 = load i32, ptr %6, align 4, !dbg !53
  %15 = icmp slt i32 %13, %14, !dbg !54
  br i1 %15, label %16, label %27, !dbg !55

16:                                               ; preds = %12
  %17 = load ptr, ptr %4, align 4, !dbg !56
  %18 = load i32, ptr %7, align 4, !dbg !58
  %19 = load ptr, ptr %5, align 4, !dbg !59
  %20 = load i32, ptr %8, align 4, !dbg !60
  %21 = getelementptr inbounds i32, ptr %19, i32 %20, !dbg !59
  %22 = load i32, ptr %21, align 4, !dbg !59
  %23 = call i32 %17(i32 noundef signext %18, i32 noundef signext %22), !dbg !56
  store i32 %23, ptr %7, align 4, !dbg !61
  br label %24, !dbg !62

24:                                               ; preds = %16
  %25 = load i32, ptr %8, align 4, !dbg !63
  %26 = add nsw i32 %25, 1, !dbg !63
  store i32 %26, ptr %8, align 4, !dbg !63
  br label %12, !dbg !64, !llvm.loop !65

27:                                               ; preds = %12
  %28 = load i32, ptr %7, align 4, !dbg !68
  ret i32 %28, !dbg !69
}

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 !dbg !70 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.flags, align 4
  %3 = alloca %union.number, align 4
  %4 = alloca %struct.node, align 4
  %5 = alloca %struct.node, align 4
  %6 = alloca i32, align 4
  %7 = alloca [4 x i32], align 4
  %8 = alloca [2 x ptr], align 4
  %9 = alloca i64, align 8
  %10 = alloca i8, align 1
  %11 = alloca i32, align 4
  %12 = alloca ptr, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !72, !DIExpression(), !84)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %2, ptr align 4 @__const.main.fl, i32 8, i1 false), !dbg !84
    #dbg_declare(ptr %3, !85, !DIExpression(), !93)
    #dbg_declare(ptr %4, !94, !DIExpression(), !107)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %4, ptr align 4 @__const.main.second, i32 24, i1 false), !dbg !107
    #dbg_declare(ptr %5, !108, !DIExpression(), !109)
  %13 = getelementptr inbounds %struct.node, ptr %5, i32 0, i32 0, !dbg !110
  store ptr %4, ptr %13, align 4, !dbg !110
  %14 = getelementptr inbounds %struct.node, ptr %5, i32 0, i32 1, !dbg !110
  store i32 1, ptr %14, align 4, !dbg !110
  %15 = getelementptr inbounds %struct.node, ptr %5, i32 0, i32 2, !dbg !110
  store i16 7, ptr %15, align 2, !dbg !111
  %16 = getelementptr inbounds i16, ptr %15, i32 1, !dbg !111
  store i16 8, ptr %16, align 2, !dbg !111
  %17 = getelementptr inbounds i16, ptr %15, i32 2, !dbg !111
  store i16 9, ptr %17, align 2, !dbg !111
  %18 = getelementptr inbounds [3 x i16], ptr %15, i32 1, !dbg !112
  store i16 10, ptr %18, align 2, !dbg !113
  %19 = getelementptr inbounds i16, ptr %18, i32 1, !dbg !113
  store i16 11, ptr %19, align 2, !dbg !113
  %20 = getelementptr inbounds i16, ptr %18, i32 2, !dbg !113
  store i16 12, ptr %20, align 2, !dbg !113
  %21 = getelementptr inbounds %struct.node, ptr %5, i32 0, i32 3, !dbg !110
  store i32 0, ptr %21, align 4, !dbg !114
    #dbg_declare(ptr %6, !115, !DIExpression(), !120)
  store i32 40, ptr %6, align 4, !dbg !120
    #dbg_declare(ptr %7, !121, !DIExpression(), !123)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %7, ptr align 4 @__const.main.xs, i32 16, i1 false), !dbg !123
    #dbg_declare(ptr %8, !124, !DIExpression(), !127)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %8, ptr align 4 @__const.main.ops, i32 8, i1 false), !dbg !127
    #dbg_declare(ptr %9, !128, !DIExpression(), !130)
  store i64 1234567890123, ptr %9, align 8, !dbg !130
    #dbg_declare(ptr %10, !131, !DIExpression(), !132)
  store i8 120, ptr %10, align 1, !dbg !132
  store i32 1094861636, ptr %3, align 4, !dbg !133
    #dbg_declare(ptr %11, !134, !DIExpression(), !135)
  %22 = load i16, ptr %2, align 4, !dbg !136
  %23 = lshr i16 %22, 13, !dbg !136
  %24 = zext i16 %23 to i32, !dbg !136
  %25 = load i16, ptr %2, align 4, !dbg !137
  %26 = lshr i16 %25, 8, !dbg !137
  %27 = and i16 %26, 31, !dbg !137
  %28 = zext i16 %27 to i32, !dbg !137
  %29 = add nsw i32 %24, %28, !dbg !138
  %30 = load i16, ptr %2, align 4, !dbg !139
  %31 = shl i16 %30, 8, !dbg !139
  %32 = ashr i16 %31, 9, !dbg !139
  %33 = sext i16 %32 to i32, !dbg !139
  %34 = add nsw i32 %29, %33, !dbg !140
  %35 = getelementptr inbounds %struct.flags, ptr %2, i32 0, i32 1, !dbg !141
  %36 = load i8, ptr %35, align 2, !dbg !141
  %37 = zext i8 %36 to i32, !dbg !142
  %38 = add nsw i32 %34, %37, !dbg !143
  %39 = add nsw i32 %38, 40, !dbg !144
  store i32 %39, ptr %11, align 4, !dbg !135
    #dbg_declare(ptr %12, !145, !DIExpression(), !147)
  store ptr %5, ptr %12, align 4, !dbg !147
  br label %40, !dbg !148

40:                                               ; preds = %56, %0
  %41 = load ptr, ptr %12, align 4, !dbg !149
  %42 = icmp ne ptr %41, null, !dbg !151
  br i1 %42, label %43, label %60, !dbg !151

43:                                               ; preds = %40
  %44 = load ptr, ptr %12, align 4, !dbg !152
  %45 = getelementptr inbounds %struct.node, ptr %44, i32 0, i32 1, !dbg !154
  %46 = load i32, ptr %45, align 4, !dbg !154
  %47 = load ptr, ptr %12, align 4, !dbg !155
  %48 = getelementptr inbounds %struct.node, ptr %47, i32 0, i32 2, !dbg !156
  %49 = getelementptr inbounds [2 x [3 x i16]], ptr %48, i32 0, i32 1, !dbg !155
  %50 = getelementptr inbounds [3 x i16], ptr %49, i32 0, i32 2, !dbg !155
  %51 = load i16, ptr %50, align 2, !dbg !155
  %52 = sext i16 %51 to i32, !dbg !155
  %53 = add nsw i32 %46, %52, !dbg !157
  %54 = load i32, ptr %11, align 4, !dbg !158
  %55 = add nsw i32 %54, %53, !dbg !158
  store i32 %55, ptr %11, align 4, !dbg !158
  br label %56, !dbg !159

56:                                               ; preds = %43
  %57 = load ptr, ptr %12, align 4, !dbg !160
  %58 = getelementptr inbounds %struct.node, ptr %57, i32 0, i32 0, !dbg !161
  %59 = load ptr, ptr %58, align 4, !dbg !161
  store ptr %59, ptr %12, align 4, !dbg !162
  br label %40, !dbg !163, !llvm.loop !164

60:                                               ; preds = %40
  %61 = getelementptr inbounds [2 x ptr], ptr %8, i32 0, i32 0, !dbg !166
  %62 = load ptr, ptr %61, align 4, !dbg !166
  %63 = getelementptr inbounds [4 x i32], ptr %7, i32 0, i32 0, !dbg !167
  %64 = call i32 @apply(ptr noundef %62, ptr noundef %63, i32 noundef signext 4), !dbg !168
  %65 = getelementptr inbounds [2 x ptr], ptr %8, i32 0, i32 1, !dbg !169
  %66 = load ptr, ptr %65, align 4, !dbg !169
  %67 = getelementptr inbounds [4 x i32], ptr %7, i32 0, i32 0, !dbg !170
  %68 = call i32 @apply(ptr noundef %66, ptr noundef %67, i32 noundef signext 4), !dbg !171
  %69 = add nsw i32 %64, %68, !dbg !172
  %70 = load i32, ptr %11, align 4, !dbg !173
  %71 = add nsw i32 %70, %69, !dbg !173
  store i32 %71, ptr %11, align 4, !dbg !173
  %72 = getelementptr inbounds [4 x i8], ptr %3, i32 0, i32 0, !dbg !174
  %73 = load i8, ptr %72, align 4, !dbg !174
  %74 = zext i8 %73 to i32, !dbg !174
  %75 = load i64, ptr %9, align 8, !dbg !175
  %76 = srem i64 %75, 1000, !dbg !176
  %77 = trunc i64 %76 to i32, !dbg !177
  %78 = add nsw i32 %74, %77, !dbg !178
  %79 = load i8, ptr %10, align 1, !dbg !179
  %80 = sext i8 %79 to i32, !dbg !179
  %81 = add nsw i32 %78, %80, !dbg !180
  %82 = load i32, ptr %11, align 4, !dbg !181
  %83 = add nsw i32 %82, %81, !dbg !181
  store i32 %83, ptr %11, align 4, !dbg !181
  %84 = load i32, ptr %11, align 4, !dbg !182
  store volatile i32 %84, ptr @sink, align 4, !dbg !183
  %85 = load i32, ptr %11, align 4, !dbg !184
  %86 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef signext %85), !dbg !185
  ret i32 0, !dbg !186
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #1

; Function Attrs: noinline nounwind optnone
define internal i32 @add(i32 noundef signext %0, i32 noundef signext %1) #0 !dbg !187 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !188, !DIExpression(), !189)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !190, !DIExpression(), !191)
  %5 = load i32, ptr %3, align 4, !dbg !192
  %6 = load i32, ptr %4, align 4, !dbg !193
  %7 = add nsw i32 %5, %6, !dbg !194
  ret i32 %7, !dbg !195
}

; Function Attrs: noinline nounwind optnone
define internal i32 @mul(i32 noundef signext %0, i32 noundef signext %1) #0 !dbg !196 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !197, !DIExpression(), !198)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !199, !DIExpression(), !200)
  %5 = load i32, ptr %3, align 4, !dbg !201
  %6 = load i32, ptr %4, align 4, !dbg !202
  %7 = mul nsw i32 %5, %6, !dbg !203
  ret i32 %7, !dbg !204
}

declare i32 @printf(ptr noundef, ...) #2

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!20, !21, !22, !23, !24, !25}
!llvm.ident = !{!26}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "sink", scope: !2, file: !3, line: 40, type: !19, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !11, globals: !12, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "types.c", directory: ".", checksumkind: CSK_MD5, checksum: "d954e40689b3299cfb94998021c9f37e")
!4 = !{!5}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "color", file: !3, line: 10, baseType: !6, size: 32, elements: !7)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !{!8, !9, !10}
!8 = !DIEnumerator(name: "RED", value: 1)
!9 = !DIEnumerator(name: "GREEN", value: 2)
!10 = !DIEnumerator(name: "BLUE", value: -4)
!11 = !{!6}
!12 = !{!13, !0}
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(scope: null, file: !3, line: 68, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 32, elements: !17)
!16 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!17 = !{!18}
!18 = !DISubrange(count: 4)
!19 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !6)
!20 = !{i32 7, !"Dwarf Version", i32 5}
!21 = !{i32 2, !"Debug Info Version", i32 3}
!22 = !{i32 1, !"wchar_size", i32 4}
!23 = !{i32 8, !"PIC Level", i32 1}
!24 = !{i32 7, !"PIE Level", i32 1}
!25 = !{i32 7, !"frame-pointer", i32 2}
!26 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!27 = distinct !DISubprogram(name: "apply", scope: !3, file: !3, line: 42, type: !28, scopeLine: 42, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !37)
!28 = !DISubroutineType(types: !29)
!29 = !{!6, !30, !34, !6}
!30 = !DIDerivedType(tag: DW_TAG_typedef, name: "binop", file: !3, line: 35, baseType: !31)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 32)
!32 = !DISubroutineType(types: !33)
!33 = !{!6, !6, !6}
!34 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !35)
!35 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !36, size: 32)
!36 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!37 = !{}
!38 = !DILocalVariable(name: "f", arg: 1, scope: !27, file: !3, line: 42, type: !30)
!39 = !DILocation(line: 42, column: 17, scope: !27)
!40 = !DILocalVariable(name: "xs", arg: 2, scope: !27, file: !3, line: 42, type: !34)
!41 = !DILocation(line: 42, column: 40, scope: !27)
!42 = !DILocalVariable(name: "n", arg: 3, scope: !27, file: !3, line: 42, type: !6)
!43 = !DILocation(line: 42, column: 48, scope: !27)
!44 = !DILocalVariable(name: "acc", scope: !27, file: !3, line: 43, type: !6)
!45 = !DILocation(line: 43, column: 9, scope: !27)
!46 = !DILocation(line: 43, column: 15, scope: !27)
!47 = !DILocalVariable(name: "i", scope: !48, file: !3, line: 44, type: !6)
!48 = distinct !DILexicalBlock(scope: !27, file: !3, line: 44, column: 5)
!49 = !DILocation(line: 44, column: 14, scope: !48)
!50 = !DILocation(line: 44, column: 10, scope: !48)
!51 = !DILocation(line: 44, column: 21, scope: !52)
!52 = distinct !DILexicalBlock(scope: !48, file: !3, line: 44, column: 5)
!53 = !DILocation(line: 44, column: 25, scope: !52)
!54 = !DILocation(line: 44, column: 23, scope: !52)
!55 = !DILocation(line: 44, column: 5, scope: !48)
!56 = !DILocation(line: 45, column: 15, scope: !57)
!57 = distinct !DILexicalBlock(scope: !52, file: !3, line: 44, column: 33)
!58 = !DILocation(line: 45, column: 17, scope: !57)
!59 = !DILocation(line: 45, column: 22, scope: !57)
!60 = !DILocation(line: 45, column: 25, scope: !57)
!61 = !DILocation(line: 45, column: 13, scope: !57)
!62 = !DILocation(line: 46, column: 5, scope: !57)
!63 = !DILocation(line: 44, column: 29, scope: !52)
!64 = !DILocation(line: 44, column: 5, scope: !52)
!65 = distinct !{!65, !55, !66, !67}
!66 = !DILocation(line: 46, column: 5, scope: !48)
!67 = !{!"llvm.loop.mustprogress"}
!68 = !DILocation(line: 47, column: 12, scope: !27)
!69 = !DILocation(line: 47, column: 5, scope: !27)
!70 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 50, type: !71, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !37)
!71 = !DISubroutineType(types: !11)
!72 = !DILocalVariable(name: "fl", scope: !70, file: !3, line: 51, type: !73)
!73 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "flags", file: !3, line: 14, size: 64, elements: !74)
!74 = !{!75, !77, !78, !79, !81}
!75 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !73, file: !3, line: 15, baseType: !76, size: 3, flags: DIFlagBitField, extraData: i64 0)
!76 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!77 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !73, file: !3, line: 16, baseType: !76, size: 5, offset: 3, flags: DIFlagBitField, extraData: i64 0)
!78 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !73, file: !3, line: 17, baseType: !6, size: 7, offset: 8, flags: DIFlagBitField, extraData: i64 0)
!79 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !73, file: !3, line: 18, baseType: !80, size: 8, offset: 16)
!80 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!81 = !DIDerivedType(tag: DW_TAG_member, name: "hidden", scope: !73, file: !3, line: 19, baseType: !82, size: 32, offset: 32)
!82 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !83, size: 32)
!83 = !DICompositeType(tag: DW_TAG_structure_type, name: "opaque", file: !3, line: 12, flags: DIFlagFwdDecl)
!84 = !DILocation(line: 51, column: 18, scope: !70)
!85 = !DILocalVariable(name: "num", scope: !70, file: !3, line: 52, type: !86)
!86 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "number", file: !3, line: 22, size: 32, elements: !87)
!87 = !{!88, !89, !91}
!88 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !86, file: !3, line: 23, baseType: !6, size: 32)
!89 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !86, file: !3, line: 24, baseType: !90, size: 32)
!90 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!91 = !DIDerivedType(tag: DW_TAG_member, name: "bytes", scope: !86, file: !3, line: 25, baseType: !92, size: 32)
!92 = !DICompositeType(tag: DW_TAG_array_type, baseType: !80, size: 32, elements: !17)
!93 = !DILocation(line: 52, column: 18, scope: !70)
!94 = !DILocalVariable(name: "second", scope: !70, file: !3, line: 53, type: !95)
!95 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "node", file: !3, line: 28, size: 192, elements: !96)
!96 = !{!97, !99, !100, !106}
!97 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !95, file: !3, line: 29, baseType: !98, size: 32)
!98 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !95, size: 32)
!99 = !DIDerivedType(tag: DW_TAG_member, name: "color", scope: !95, file: !3, line: 30, baseType: !5, size: 32, offset: 32)
!100 = !DIDerivedType(tag: DW_TAG_member, name: "values", scope: !95, file: !3, line: 31, baseType: !101, size: 96, offset: 64)
!101 = !DICompositeType(tag: DW_TAG_array_type, baseType: !102, size: 96, elements: !103)
!102 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!103 = !{!104, !105}
!104 = !DISubrange(count: 2)
!105 = !DISubrange(count: 3)
!106 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !95, file: !3, line: 32, baseType: !86, size: 32, offset: 160)
!107 = !DILocation(line: 53, column: 17, scope: !70)
!108 = !DILocalVariable(name: "first", scope: !70, file: !3, line: 54, type: !95)
!109 = !DILocation(line: 54, column: 17, scope: !70)
!110 = !DILocation(line: 54, column: 25, scope: !70)
!111 = !DILocation(line: 54, column: 41, scope: !70)
!112 = !DILocation(line: 54, column: 40, scope: !70)
!113 = !DILocation(line: 54, column: 52, scope: !70)
!114 = !DILocation(line: 54, column: 67, scope: !70)
!115 = !DILocalVariable(name: "w", scope: !70, file: !3, line: 55, type: !116)
!116 = !DIDerivedType(tag: DW_TAG_typedef, name: "cword", file: !3, line: 8, baseType: !117)
!117 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !118)
!118 = !DIDerivedType(tag: DW_TAG_typedef, name: "word", file: !3, line: 7, baseType: !119)
!119 = !DIDerivedType(tag: DW_TAG_typedef, name: "u32", file: !3, line: 6, baseType: !76)
!120 = !DILocation(line: 55, column: 11, scope: !70)
!121 = !DILocalVariable(name: "xs", scope: !70, file: !3, line: 56, type: !122)
!122 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 128, elements: !17)
!123 = !DILocation(line: 56, column: 9, scope: !70)
!124 = !DILocalVariable(name: "ops", scope: !70, file: !3, line: 57, type: !125)
!125 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 64, elements: !126)
!126 = !{!104}
!127 = !DILocation(line: 57, column: 11, scope: !70)
!128 = !DILocalVariable(name: "big", scope: !70, file: !3, line: 58, type: !129)
!129 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!130 = !DILocation(line: 58, column: 15, scope: !70)
!131 = !DILocalVariable(name: "c", scope: !70, file: !3, line: 59, type: !16)
!132 = !DILocation(line: 59, column: 10, scope: !70)
!133 = !DILocation(line: 60, column: 11, scope: !70)
!134 = !DILocalVariable(name: "total", scope: !70, file: !3, line: 61, type: !6)
!135 = !DILocation(line: 61, column: 9, scope: !70)
!136 = !DILocation(line: 61, column: 20, scope: !70)
!137 = !DILocation(line: 61, column: 27, scope: !70)
!138 = !DILocation(line: 61, column: 22, scope: !70)
!139 = !DILocation(line: 61, column: 34, scope: !70)
!140 = !DILocation(line: 61, column: 29, scope: !70)
!141 = !DILocation(line: 61, column: 41, scope: !70)
!142 = !DILocation(line: 61, column: 38, scope: !70)
!143 = !DILocation(line: 61, column: 36, scope: !70)
!144 = !DILocation(line: 61, column: 45, scope: !70)
!145 = !DILocalVariable(name: "p", scope: !146, file: !3, line: 62, type: !98)
!146 = distinct !DILexicalBlock(scope: !70, file: !3, line: 62, column: 5)
!147 = !DILocation(line: 62, column: 23, scope: !146)
!148 = !DILocation(line: 62, column: 10, scope: !146)
!149 = !DILocation(line: 62, column: 35, scope: !150)
!150 = distinct !DILexicalBlock(scope: !146, file: !3, line: 62, column: 5)
!151 = !DILocation(line: 62, column: 5, scope: !146)
!152 = !DILocation(line: 63, column: 18, scope: !153)
!153 = distinct !DILexicalBlock(scope: !150, file: !3, line: 62, column: 51)
!154 = !DILocation(line: 63, column: 21, scope: !153)
!155 = !DILocation(line: 63, column: 29, scope: !153)
!156 = !DILocation(line: 63, column: 32, scope: !153)
!157 = !DILocation(line: 63, column: 27, scope: !153)
!158 = !DILocation(line: 63, column: 15, scope: !153)
!159 = !DILocation(line: 64, column: 5, scope: !153)
!160 = !DILocation(line: 62, column: 42, scope: !150)
!161 = !DILocation(line: 62, column: 45, scope: !150)
!162 = !DILocation(line: 62, column: 40, scope: !150)
!163 = !DILocation(line: 62, column: 5, scope: !150)
!164 = distinct !{!164, !151, !165, !67}
!165 = !DILocation(line: 64, column: 5, scope: !146)
!166 = !DILocation(line: 65, column: 20, scope: !70)
!167 = !DILocation(line: 65, column: 28, scope: !70)
!168 = !DILocation(line: 65, column: 14, scope: !70)
!169 = !DILocation(line: 65, column: 43, scope: !70)
!170 = !DILocation(line: 65, column: 51, scope: !70)
!171 = !DILocation(line: 65, column: 37, scope: !70)
!172 = !DILocation(line: 65, column: 35, scope: !70)
!173 = !DILocation(line: 65, column: 11, scope: !70)
!174 = !DILocation(line: 66, column: 14, scope: !70)
!175 = !DILocation(line: 66, column: 35, scope: !70)
!176 = !DILocation(line: 66, column: 39, scope: !70)
!177 = !DILocation(line: 66, column: 29, scope: !70)
!178 = !DILocation(line: 66, column: 27, scope: !70)
!179 = !DILocation(line: 66, column: 49, scope: !70)
!180 = !DILocation(line: 66, column: 47, scope: !70)
!181 = !DILocation(line: 66, column: 11, scope: !70)
!182 = !DILocation(line: 67, column: 12, scope: !70)
!183 = !DILocation(line: 67, column: 10, scope: !70)
!184 = !DILocation(line: 68, column: 20, scope: !70)
!185 = !DILocation(line: 68, column: 5, scope: !70)
!186 = !DILocation(line: 69, column: 5, scope: !70)
!187 = distinct !DISubprogram(name: "add", scope: !3, file: !3, line: 37, type: !32, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !37)
!188 = !DILocalVariable(name: "a", arg: 1, scope: !187, file: !3, line: 37, type: !6)
!189 = !DILocation(line: 37, column: 20, scope: !187)
!190 = !DILocalVariable(name: "b", arg: 2, scope: !187, file: !3, line: 37, type: !6)
!191 = !DILocation(line: 37, column: 27, scope: !187)
!192 = !DILocation(line: 37, column: 39, scope: !187)
!193 = !DILocation(line: 37, column: 43, scope: !187)
!194 = !DILocation(line: 37, column: 41, scope: !187)
!195 = !DILocation(line: 37, column: 32, scope: !187)
!196 = distinct !DISubprogram(name: "mul", scope: !3, file: !3, line: 38, type: !32, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !37)
!197 = !DILocalVariable(name: "a", arg: 1, scope: !196, file: !3, line: 38, type: !6)
!198 = !DILocation(line: 38, column: 20, scope: !196)
!199 = !DILocalVariable(name: "b", arg: 2, scope: !196, file: !3, line: 38, type: !6)
!200 = !DILocation(line: 38, column: 27, scope: !196)
!201 = !DILocation(line: 38, column: 39, scope: !196)
!202 = !DILocation(line: 38, column: 43, scope: !196)
!203 = !DILocation(line: 38, column: 41, scope: !196)
!204 = !DILocation(line: 38, column: 32, scope: !196)
