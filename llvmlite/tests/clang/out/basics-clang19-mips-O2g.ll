; ModuleID = 'basics.c'
source_filename = "basics.c"
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mips-unknown-linux-gnu"

%struct.pair = type { i32, i32 }

@packed_bits = dso_local local_unnamed_addr global { i8, i8, i8, i8 } { i8 34, i8 -6, i8 0, i8 4 }, align 4, !dbg !0
@counter = dso_local global i32 0, align 4, !dbg !23
@counter_ptr = dso_local local_unnamed_addr global ptr @counter, align 4, !dbg !7
@.str = private unnamed_addr constant [6 x i8] c"hello\00", align 1, !dbg !10
@second_char = dso_local local_unnamed_addr global ptr getelementptr inbounds (i8, ptr @.str, i32 1), align 4, !dbg !16
@diff_holder = dso_local local_unnamed_addr global i32 72, align 4, !dbg !20

; Function Attrs: nofree norecurse nosync nounwind memory(none)
define dso_local i32 @digits(i32 noundef signext %0) local_unnamed_addr #0 !dbg !66 {
    #dbg_value(i32 %0, !70, !DIExpression(), !72)
    #dbg_value(i32 0, !71, !DIExpression(), !72)
  %2 = icmp eq i32 %0, 0, !dbg !73
  br i1 %2, label %10, label %3, !dbg !73

3:                                                ; preds = %1, %3
  %4 = phi i32 [ %7, %3 ], [ 0, %1 ]
  %5 = phi i32 [ %8, %3 ], [ %0, %1 ]
    #dbg_value(i32 %4, !71, !DIExpression(), !72)
    #dbg_value(i32 %5, !70, !DIExpression(), !72)
  %6 = urem i32 %5, 10, !dbg !74
  %7 = add i32 %4, %6, !dbg !76
    #dbg_value(i32 %7, !71, !DIExpression(), !72)
  %8 = udiv i32 %5, 10, !dbg !77
    #dbg_value(i32 %8, !70, !DIExpression(), !72)
  %9 = icmp ult i32 %5, 10, !dbg !73
  br i1 %9, label %10, label %3, !dbg !73, !llvm.loop !78

10:                                               ; preds = %3, %1
  %11 = phi i32 [ 0, %1 ], [ %7, %3 ], !dbg !72
  ret i32 %11, !dbg !81
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local void @make_pair(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.pair) align 4 %0, i32 noundef signext %1, i32 noundef signext %2) local_unnamed_addr #2 !dbg !82 {
    #dbg_value(i32 %1, !90, !DIExpression(), !93)
    #dbg_value(i32 %2, !91, !DIExpression(), !93)
    #dbg_declare(ptr %0, !92, !DIExpression(), !94)
  store i32 %1, ptr %0, align 4, !dbg !95, !tbaa !96
  %4 = getelementptr inbounds i8, ptr %0, i32 4, !dbg !95
  store i32 %2, ptr %4, align 4, !dbg !95, !tbaa !101
  ret void, !dbg !102
}

; Function Attrs: nofree norecurse nosync nounwind
define dso_local i32 @sum(i32 noundef signext %0, ...) local_unnamed_addr #3 !dbg !103 {
  %2 = alloca ptr, align 4, !DIAssignID !116
    #dbg_assign(i1 undef, !108, !DIExpression(), !116, ptr %2, !DIExpression(), !117)
    #dbg_value(i32 %0, !107, !DIExpression(), !117)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #9, !dbg !118
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !119
    #dbg_value(i32 0, !113, !DIExpression(), !117)
    #dbg_value(i32 0, !114, !DIExpression(), !120)
    #dbg_value(i32 0, !114, !DIExpression(), !120)
    #dbg_value(i32 0, !113, !DIExpression(), !117)
  %3 = icmp sgt i32 %0, 0, !dbg !121
  br i1 %3, label %4, label %6, !dbg !123

4:                                                ; preds = %1
  %5 = load ptr, ptr %2, align 4
  br label %8, !dbg !123

6:                                                ; preds = %8, %1
  %7 = phi i32 [ 0, %1 ], [ %14, %8 ], !dbg !117
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !124
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #9, !dbg !125
  ret i32 %7, !dbg !126

8:                                                ; preds = %4, %8
  %9 = phi i32 [ %15, %8 ], [ 0, %4 ]
  %10 = phi i32 [ %14, %8 ], [ 0, %4 ]
  %11 = phi ptr [ %12, %8 ], [ %5, %4 ]
    #dbg_value(i32 %9, !114, !DIExpression(), !120)
    #dbg_value(i32 %10, !113, !DIExpression(), !117)
  %12 = getelementptr inbounds i8, ptr %11, i32 4, !dbg !127
  store ptr %12, ptr %2, align 4, !dbg !127, !DIAssignID !128
    #dbg_assign(ptr %12, !108, !DIExpression(), !128, ptr %2, !DIExpression(), !117)
  %13 = load i32, ptr %11, align 4, !dbg !127, !tbaa !129
  %14 = add nsw i32 %13, %10, !dbg !130
    #dbg_value(i32 %14, !113, !DIExpression(), !117)
  %15 = add nuw nsw i32 %9, 1, !dbg !131
    #dbg_value(i32 %15, !114, !DIExpression(), !120)
  %16 = icmp eq i32 %15, %0, !dbg !121
  br i1 %16, label %6, label %8, !dbg !123, !llvm.loop !132
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

; Function Attrs: nofree norecurse nosync nounwind
define dso_local i64 @sum64(i32 noundef signext %0, ...) local_unnamed_addr #3 !dbg !134 {
  %2 = alloca ptr, align 4, !DIAssignID !144
    #dbg_assign(i1 undef, !139, !DIExpression(), !144, ptr %2, !DIExpression(), !145)
  %3 = alloca ptr, align 4, !DIAssignID !146
    #dbg_assign(i1 undef, !140, !DIExpression(), !146, ptr %3, !DIExpression(), !145)
    #dbg_value(i32 %0, !138, !DIExpression(), !145)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #9, !dbg !147
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #9, !dbg !147
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !148
  call void @llvm.va_copy.p0(ptr nonnull %3, ptr nonnull %2), !dbg !149
    #dbg_value(i64 0, !141, !DIExpression(), !145)
    #dbg_value(i32 0, !142, !DIExpression(), !150)
    #dbg_value(i32 0, !142, !DIExpression(), !150)
    #dbg_value(i64 0, !141, !DIExpression(), !145)
  %4 = icmp sgt i32 %0, 0, !dbg !151
  br i1 %4, label %5, label %8, !dbg !153

5:                                                ; preds = %1
  %6 = load ptr, ptr %3, align 4
  br label %10, !dbg !153

7:                                                ; preds = %10
  store ptr %16, ptr %3, align 4, !dbg !154, !DIAssignID !155
  br label %8, !dbg !153

8:                                                ; preds = %7, %1
  %9 = phi i64 [ %18, %7 ], [ 0, %1 ], !dbg !145
  call void @llvm.va_end.p0(ptr nonnull %3), !dbg !156
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !157
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #9, !dbg !158
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #9, !dbg !158
  ret i64 %9, !dbg !159

10:                                               ; preds = %5, %10
  %11 = phi i32 [ %19, %10 ], [ 0, %5 ]
  %12 = phi i64 [ %18, %10 ], [ 0, %5 ]
  %13 = phi ptr [ %16, %10 ], [ %6, %5 ]
    #dbg_value(i32 %11, !142, !DIExpression(), !150)
    #dbg_value(i64 %12, !141, !DIExpression(), !145)
  %14 = getelementptr inbounds i8, ptr %13, i32 7, !dbg !154
  %15 = call align 8 ptr @llvm.ptrmask.p0.i32(ptr nonnull %14, i32 -8), !dbg !154
  %16 = getelementptr inbounds i8, ptr %15, i32 8, !dbg !154
    #dbg_assign(ptr %16, !140, !DIExpression(), !155, ptr %3, !DIExpression(), !145)
  %17 = load i64, ptr %15, align 8, !dbg !154, !tbaa !160
  %18 = add nsw i64 %17, %12, !dbg !162
    #dbg_value(i64 %18, !141, !DIExpression(), !145)
  %19 = add nuw nsw i32 %11, 1, !dbg !163
    #dbg_value(i32 %19, !142, !DIExpression(), !150)
  %20 = icmp eq i32 %19, %0, !dbg !151
  br i1 %20, label %7, label %10, !dbg !153, !llvm.loop !164
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy.p0(ptr, ptr) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare ptr @llvm.ptrmask.p0.i32(ptr, i32) #5

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local range(i32 -64, 131173) i32 @bitfield_sum(ptr nocapture noundef readonly %0) local_unnamed_addr #6 !dbg !166 {
    #dbg_value(ptr %0, !171, !DIExpression(), !172)
  %2 = load i32, ptr %0, align 4, !dbg !173
  %3 = lshr i32 %2, 29, !dbg !173
  %4 = lshr i32 %2, 24, !dbg !174
  %5 = and i32 %4, 31, !dbg !174
  %6 = shl i32 %2, 8, !dbg !175
  %7 = ashr i32 %6, 25, !dbg !175
  %8 = and i32 %2, 131071, !dbg !176
  %9 = add nuw nsw i32 %8, %3, !dbg !177
  %10 = add nuw nsw i32 %9, %5, !dbg !178
  %11 = add nsw i32 %10, %7, !dbg !179
  ret i32 %11, !dbg !180
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local range(i32 0, 2) i32 @overflow_add(i32 noundef signext %0, i32 noundef signext %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #2 !dbg !181 {
    #dbg_value(i32 %0, !185, !DIExpression(), !188)
    #dbg_value(i32 %1, !186, !DIExpression(), !188)
    #dbg_value(ptr %2, !187, !DIExpression(), !188)
  %4 = tail call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %0, i32 %1), !dbg !189
  %5 = extractvalue { i32, i1 } %4, 1, !dbg !189
  %6 = extractvalue { i32, i1 } %4, 0, !dbg !189
  store i32 %6, ptr %2, align 4, !dbg !189
  %7 = zext i1 %5 to i32, !dbg !189
  ret i32 %7, !dbg !190
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #5

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef i32 @rot(i32 noundef signext %0, i32 noundef signext %1) local_unnamed_addr #7 !dbg !191 {
    #dbg_value(i32 %0, !195, !DIExpression(), !197)
    #dbg_value(i32 %1, !196, !DIExpression(), !197)
  %3 = tail call i32 @llvm.fshl.i32(i32 %0, i32 %0, i32 %1), !dbg !198
  ret i32 %3, !dbg !199
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef i32 @maxi(i32 noundef signext %0, i32 noundef signext %1) local_unnamed_addr #7 !dbg !200 {
    #dbg_value(i32 %0, !204, !DIExpression(), !206)
    #dbg_value(i32 %1, !205, !DIExpression(), !206)
  %3 = tail call i32 @llvm.smax.i32(i32 %0, i32 %1), !dbg !207
  ret i32 %3, !dbg !208
}

; Function Attrs: nofree norecurse nosync nounwind
define dso_local range(i32 0, 256) i32 @main() local_unnamed_addr #3 !dbg !209 {
    #dbg_value(i32 3, !212, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !215)
    #dbg_value(i32 4, !212, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !215)
    #dbg_value(i32 poison, !213, !DIExpression(), !215)
  %1 = tail call i32 (i32, ...) @sum(i32 noundef signext 3, i32 noundef signext 1, i32 noundef signext 2, i32 noundef signext 3), !dbg !216
  %2 = tail call i64 (i32, ...) @sum64(i32 noundef signext 2, i64 noundef signext 10, i64 noundef signext 20), !dbg !217
  %3 = trunc i64 %2 to i32, !dbg !218
    #dbg_value(i32 poison, !213, !DIExpression(), !215)
    #dbg_value(ptr @packed_bits, !171, !DIExpression(), !219)
  %4 = load i32, ptr @packed_bits, align 4, !dbg !221
  %5 = lshr i32 %4, 29, !dbg !221
  %6 = lshr i32 %4, 24, !dbg !222
  %7 = and i32 %6, 31, !dbg !222
  %8 = shl i32 %4, 8, !dbg !223
  %9 = ashr i32 %8, 25, !dbg !223
  %10 = and i32 %4, 131071, !dbg !224
    #dbg_value(i32 poison, !213, !DIExpression(), !215)
    #dbg_value(i32 -2147483648, !214, !DIExpression(), !215)
  %11 = add i32 %1, 196, !dbg !225
  %12 = add i32 %11, %3, !dbg !226
  %13 = add i32 %12, %5, !dbg !227
  %14 = add i32 %13, %10, !dbg !228
  %15 = add i32 %14, %7, !dbg !229
  %16 = add i32 %15, %9, !dbg !230
    #dbg_value(i32 %16, !213, !DIExpression(), !215)
    #dbg_value(i32 %16, !204, !DIExpression(), !231)
    #dbg_value(i32 7, !205, !DIExpression(), !231)
  %17 = tail call noundef i32 @llvm.smax.i32(i32 %16, i32 7), !dbg !233
  %18 = load ptr, ptr @counter_ptr, align 4, !dbg !234, !tbaa !235
  %19 = load i32, ptr %18, align 4, !dbg !237, !tbaa !129
  %20 = load ptr, ptr @second_char, align 4, !dbg !238, !tbaa !235
  %21 = load i8, ptr %20, align 1, !dbg !238, !tbaa !239
  %22 = add i32 %19, 3, !dbg !240
  %23 = add i32 %22, %16, !dbg !241
  %24 = add i32 %23, %17, !dbg !242
    #dbg_value(!DIArgList(i32 poison, i32 poison), !213, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !215)
  %25 = trunc i32 %24 to i8, !dbg !243
  %26 = add i8 %21, %25, !dbg !243
  %27 = zext i8 %26 to i32, !dbg !243
  ret i32 %27, !dbg !244
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #8

attributes #0 = { nofree norecurse nosync nounwind memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #3 = { nofree norecurse nosync nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #7 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!59, !60, !61, !62, !63, !64}
!llvm.ident = !{!65}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "packed_bits", scope: !2, file: !3, line: 11, type: !52, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "basics.c", directory: "/work/wt-front/llvmlite/tests/clang", checksumkind: CSK_MD5, checksum: "778a152a9c4ef7763ec14c2471a466f2")
!4 = !{!5}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !{!0, !7, !10, !16, !20, !23, !25, !37, !42, !47, !49}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "counter_ptr", scope: !2, file: !3, line: 13, type: !9, isLocal: false, isDefinition: true)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 32)
!10 = !DIGlobalVariableExpression(var: !11, expr: !DIExpression())
!11 = distinct !DIGlobalVariable(scope: null, file: !3, line: 14, type: !12, isLocal: true, isDefinition: true)
!12 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 48, elements: !14)
!13 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!14 = !{!15}
!15 = !DISubrange(count: 6)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(name: "second_char", scope: !2, file: !3, line: 14, type: !18, isLocal: false, isDefinition: true)
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 32)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(name: "diff_holder", scope: !2, file: !3, line: 15, type: !22, isLocal: false, isDefinition: true)
!22 = !DIBasicType(name: "long", size: 32, encoding: DW_ATE_signed)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 12, type: !5, isLocal: false, isDefinition: true)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(name: "table", scope: !2, file: !3, line: 9, type: !27, isLocal: true, isDefinition: true)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !28, size: 576, elements: !35)
!28 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "odd", file: !3, line: 6, size: 192, elements: !29)
!29 = !{!30, !31, !33}
!30 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !28, file: !3, line: 6, baseType: !13, size: 8)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !28, file: !3, line: 6, baseType: !32, size: 64, offset: 64)
!32 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !28, file: !3, line: 6, baseType: !34, size: 16, offset: 128)
!34 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!35 = !{!36}
!36 = !DISubrange(count: 3)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !3, line: 10, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 40, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 5)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !3, line: 10, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 32, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 4)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !3, line: 10, type: !44, isLocal: true, isDefinition: true)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(name: "names", scope: !2, file: !3, line: 10, type: !51, isLocal: true, isDefinition: true)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !18, size: 96, elements: !35)
!52 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "bits", file: !3, line: 7, size: 32, elements: !53)
!53 = !{!54, !56, !57, !58}
!54 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !52, file: !3, line: 7, baseType: !55, size: 3, flags: DIFlagBitField, extraData: i64 0)
!55 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!56 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !52, file: !3, line: 7, baseType: !55, size: 5, offset: 3, flags: DIFlagBitField, extraData: i64 0)
!57 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !52, file: !3, line: 7, baseType: !5, size: 7, offset: 8, flags: DIFlagBitField, extraData: i64 0)
!58 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !52, file: !3, line: 7, baseType: !55, size: 17, offset: 15, flags: DIFlagBitField, extraData: i64 0)
!59 = !{i32 7, !"Dwarf Version", i32 5}
!60 = !{i32 2, !"Debug Info Version", i32 3}
!61 = !{i32 1, !"wchar_size", i32 4}
!62 = !{i32 8, !"PIC Level", i32 1}
!63 = !{i32 7, !"PIE Level", i32 1}
!64 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!65 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!66 = distinct !DISubprogram(name: "digits", scope: !3, file: !3, line: 29, type: !67, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !69)
!67 = !DISubroutineType(types: !68)
!68 = !{!55, !55}
!69 = !{!70, !71}
!70 = !DILocalVariable(name: "x", arg: 1, scope: !66, file: !3, line: 29, type: !55)
!71 = !DILocalVariable(name: "s", scope: !66, file: !3, line: 30, type: !55)
!72 = !DILocation(line: 0, scope: !66)
!73 = !DILocation(line: 31, column: 3, scope: !66)
!74 = !DILocation(line: 31, column: 22, scope: !75)
!75 = distinct !DILexicalBlock(scope: !66, file: !3, line: 31, column: 13)
!76 = !DILocation(line: 31, column: 17, scope: !75)
!77 = !DILocation(line: 31, column: 30, scope: !75)
!78 = distinct !{!78, !73, !79, !80}
!79 = !DILocation(line: 31, column: 37, scope: !66)
!80 = !{!"llvm.loop.mustprogress"}
!81 = !DILocation(line: 32, column: 3, scope: !66)
!82 = distinct !DISubprogram(name: "make_pair", scope: !3, file: !3, line: 35, type: !83, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !89)
!83 = !DISubroutineType(types: !84)
!84 = !{!85, !5, !5}
!85 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "pair", file: !3, line: 5, size: 64, elements: !86)
!86 = !{!87, !88}
!87 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !85, file: !3, line: 5, baseType: !5, size: 32)
!88 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !85, file: !3, line: 5, baseType: !5, size: 32, offset: 32)
!89 = !{!90, !91, !92}
!90 = !DILocalVariable(name: "a", arg: 1, scope: !82, file: !3, line: 35, type: !5)
!91 = !DILocalVariable(name: "b", arg: 2, scope: !82, file: !3, line: 35, type: !5)
!92 = !DILocalVariable(name: "p", scope: !82, file: !3, line: 35, type: !85)
!93 = !DILocation(line: 0, scope: !82)
!94 = !DILocation(line: 35, column: 51, scope: !82)
!95 = !DILocation(line: 35, column: 55, scope: !82)
!96 = !{!97, !98, i64 0}
!97 = !{!"pair", !98, i64 0, !98, i64 4}
!98 = !{!"int", !99, i64 0}
!99 = !{!"omnipotent char", !100, i64 0}
!100 = !{!"Simple C/C++ TBAA"}
!101 = !{!97, !98, i64 4}
!102 = !DILocation(line: 35, column: 65, scope: !82)
!103 = distinct !DISubprogram(name: "sum", scope: !3, file: !3, line: 37, type: !104, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !106)
!104 = !DISubroutineType(types: !105)
!105 = !{!5, !5, null}
!106 = !{!107, !108, !113, !114}
!107 = !DILocalVariable(name: "n", arg: 1, scope: !103, file: !3, line: 37, type: !5)
!108 = !DILocalVariable(name: "ap", scope: !103, file: !3, line: 38, type: !109)
!109 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !110, line: 12, baseType: !111)
!110 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stdarg_va_list.h", directory: "", checksumkind: CSK_MD5, checksum: "7bd78a282b99fcfe41a9e3c566d14f7d")
!111 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !3, baseType: !112)
!112 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!113 = !DILocalVariable(name: "s", scope: !103, file: !3, line: 40, type: !5)
!114 = !DILocalVariable(name: "i", scope: !115, file: !3, line: 41, type: !5)
!115 = distinct !DILexicalBlock(scope: !103, file: !3, line: 41, column: 3)
!116 = distinct !DIAssignID()
!117 = !DILocation(line: 0, scope: !103)
!118 = !DILocation(line: 38, column: 3, scope: !103)
!119 = !DILocation(line: 39, column: 3, scope: !103)
!120 = !DILocation(line: 0, scope: !115)
!121 = !DILocation(line: 41, column: 21, scope: !122)
!122 = distinct !DILexicalBlock(scope: !115, file: !3, line: 41, column: 3)
!123 = !DILocation(line: 41, column: 3, scope: !115)
!124 = !DILocation(line: 42, column: 3, scope: !103)
!125 = !DILocation(line: 44, column: 1, scope: !103)
!126 = !DILocation(line: 43, column: 3, scope: !103)
!127 = !DILocation(line: 41, column: 36, scope: !122)
!128 = distinct !DIAssignID()
!129 = !{!98, !98, i64 0}
!130 = !DILocation(line: 41, column: 33, scope: !122)
!131 = !DILocation(line: 41, column: 27, scope: !122)
!132 = distinct !{!132, !123, !133, !80}
!133 = !DILocation(line: 41, column: 36, scope: !115)
!134 = distinct !DISubprogram(name: "sum64", scope: !3, file: !3, line: 46, type: !135, scopeLine: 46, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !137)
!135 = !DISubroutineType(types: !136)
!136 = !{!32, !5, null}
!137 = !{!138, !139, !140, !141, !142}
!138 = !DILocalVariable(name: "n", arg: 1, scope: !134, file: !3, line: 46, type: !5)
!139 = !DILocalVariable(name: "ap", scope: !134, file: !3, line: 47, type: !109)
!140 = !DILocalVariable(name: "aq", scope: !134, file: !3, line: 47, type: !109)
!141 = !DILocalVariable(name: "s", scope: !134, file: !3, line: 50, type: !32)
!142 = !DILocalVariable(name: "i", scope: !143, file: !3, line: 51, type: !5)
!143 = distinct !DILexicalBlock(scope: !134, file: !3, line: 51, column: 3)
!144 = distinct !DIAssignID()
!145 = !DILocation(line: 0, scope: !134)
!146 = distinct !DIAssignID()
!147 = !DILocation(line: 47, column: 3, scope: !134)
!148 = !DILocation(line: 48, column: 3, scope: !134)
!149 = !DILocation(line: 49, column: 3, scope: !134)
!150 = !DILocation(line: 0, scope: !143)
!151 = !DILocation(line: 51, column: 21, scope: !152)
!152 = distinct !DILexicalBlock(scope: !143, file: !3, line: 51, column: 3)
!153 = !DILocation(line: 51, column: 3, scope: !143)
!154 = !DILocation(line: 51, column: 36, scope: !152)
!155 = distinct !DIAssignID()
!156 = !DILocation(line: 52, column: 3, scope: !134)
!157 = !DILocation(line: 53, column: 3, scope: !134)
!158 = !DILocation(line: 55, column: 1, scope: !134)
!159 = !DILocation(line: 54, column: 3, scope: !134)
!160 = !{!161, !161, i64 0}
!161 = !{!"long long", !99, i64 0}
!162 = !DILocation(line: 51, column: 33, scope: !152)
!163 = !DILocation(line: 51, column: 27, scope: !152)
!164 = distinct !{!164, !153, !165, !80}
!165 = !DILocation(line: 51, column: 36, scope: !143)
!166 = distinct !DISubprogram(name: "bitfield_sum", scope: !3, file: !3, line: 57, type: !167, scopeLine: 57, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !170)
!167 = !DISubroutineType(types: !168)
!168 = !{!5, !169}
!169 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !52, size: 32)
!170 = !{!171}
!171 = !DILocalVariable(name: "b", arg: 1, scope: !166, file: !3, line: 57, type: !169)
!172 = !DILocation(line: 0, scope: !166)
!173 = !DILocation(line: 57, column: 46, scope: !166)
!174 = !DILocation(line: 57, column: 53, scope: !166)
!175 = !DILocation(line: 57, column: 60, scope: !166)
!176 = !DILocation(line: 57, column: 67, scope: !166)
!177 = !DILocation(line: 57, column: 48, scope: !166)
!178 = !DILocation(line: 57, column: 55, scope: !166)
!179 = !DILocation(line: 57, column: 62, scope: !166)
!180 = !DILocation(line: 57, column: 36, scope: !166)
!181 = distinct !DISubprogram(name: "overflow_add", scope: !3, file: !3, line: 59, type: !182, scopeLine: 59, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !184)
!182 = !DISubroutineType(types: !183)
!183 = !{!5, !5, !5, !9}
!184 = !{!185, !186, !187}
!185 = !DILocalVariable(name: "a", arg: 1, scope: !181, file: !3, line: 59, type: !5)
!186 = !DILocalVariable(name: "b", arg: 2, scope: !181, file: !3, line: 59, type: !5)
!187 = !DILocalVariable(name: "out", arg: 3, scope: !181, file: !3, line: 59, type: !9)
!188 = !DILocation(line: 0, scope: !181)
!189 = !DILocation(line: 59, column: 51, scope: !181)
!190 = !DILocation(line: 59, column: 44, scope: !181)
!191 = distinct !DISubprogram(name: "rot", scope: !3, file: !3, line: 61, type: !192, scopeLine: 61, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !194)
!192 = !DISubroutineType(types: !193)
!193 = !{!55, !55, !55}
!194 = !{!195, !196}
!195 = !DILocalVariable(name: "x", arg: 1, scope: !191, file: !3, line: 61, type: !55)
!196 = !DILocalVariable(name: "n", arg: 2, scope: !191, file: !3, line: 61, type: !55)
!197 = !DILocation(line: 0, scope: !191)
!198 = !DILocation(line: 61, column: 63, scope: !191)
!199 = !DILocation(line: 61, column: 40, scope: !191)
!200 = distinct !DISubprogram(name: "maxi", scope: !3, file: !3, line: 63, type: !201, scopeLine: 63, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !203)
!201 = !DISubroutineType(types: !202)
!202 = !{!5, !5, !5}
!203 = !{!204, !205}
!204 = !DILocalVariable(name: "a", arg: 1, scope: !200, file: !3, line: 63, type: !5)
!205 = !DILocalVariable(name: "b", arg: 2, scope: !200, file: !3, line: 63, type: !5)
!206 = !DILocation(line: 0, scope: !200)
!207 = !DILocation(line: 63, column: 33, scope: !200)
!208 = !DILocation(line: 63, column: 26, scope: !200)
!209 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 65, type: !210, scopeLine: 65, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !211)
!210 = !DISubroutineType(types: !4)
!211 = !{!212, !213, !214}
!212 = !DILocalVariable(name: "p", scope: !209, file: !3, line: 66, type: !85)
!213 = !DILocalVariable(name: "r", scope: !209, file: !3, line: 67, type: !5)
!214 = !DILocalVariable(name: "o", scope: !209, file: !3, line: 70, type: !5)
!215 = !DILocation(line: 0, scope: !209)
!216 = !DILocation(line: 68, column: 8, scope: !209)
!217 = !DILocation(line: 68, column: 31, scope: !209)
!218 = !DILocation(line: 68, column: 26, scope: !209)
!219 = !DILocation(line: 0, scope: !166, inlinedAt: !220)
!220 = distinct !DILocation(line: 69, column: 8, scope: !209)
!221 = !DILocation(line: 57, column: 46, scope: !166, inlinedAt: !220)
!222 = !DILocation(line: 57, column: 53, scope: !166, inlinedAt: !220)
!223 = !DILocation(line: 57, column: 60, scope: !166, inlinedAt: !220)
!224 = !DILocation(line: 57, column: 67, scope: !166, inlinedAt: !220)
!225 = !DILocation(line: 69, column: 48, scope: !209)
!226 = !DILocation(line: 68, column: 24, scope: !209)
!227 = !DILocation(line: 67, column: 40, scope: !209)
!228 = !DILocation(line: 68, column: 5, scope: !209)
!229 = !DILocation(line: 69, column: 5, scope: !209)
!230 = !DILocation(line: 71, column: 5, scope: !209)
!231 = !DILocation(line: 0, scope: !200, inlinedAt: !232)
!232 = distinct !DILocation(line: 72, column: 35, scope: !209)
!233 = !DILocation(line: 63, column: 33, scope: !200, inlinedAt: !232)
!234 = !DILocation(line: 72, column: 49, scope: !209)
!235 = !{!236, !236, i64 0}
!236 = !{!"any pointer", !99, i64 0}
!237 = !DILocation(line: 72, column: 48, scope: !209)
!238 = !DILocation(line: 72, column: 63, scope: !209)
!239 = !{!99, !99, i64 0}
!240 = !DILocation(line: 72, column: 33, scope: !209)
!241 = !DILocation(line: 72, column: 46, scope: !209)
!242 = !DILocation(line: 72, column: 61, scope: !209)
!243 = !DILocation(line: 73, column: 12, scope: !209)
!244 = !DILocation(line: 73, column: 3, scope: !209)
