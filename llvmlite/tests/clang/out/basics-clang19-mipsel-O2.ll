; ModuleID = 'basics.c'
source_filename = "basics.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

%struct.pair = type { i32, i32 }

@packed_bits = dso_local local_unnamed_addr global { i8, i8, i8, i8 } { i8 17, i8 125, i8 2, i8 0 }, align 4
@counter = dso_local global i32 0, align 4
@counter_ptr = dso_local local_unnamed_addr global ptr @counter, align 4
@.str = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@second_char = dso_local local_unnamed_addr global ptr getelementptr inbounds (i8, ptr @.str, i32 1), align 4
@diff_holder = dso_local local_unnamed_addr global i32 72, align 4

; Function Attrs: nofree norecurse nosync nounwind memory(none)
define dso_local i32 @digits(i32 noundef signext %0) local_unnamed_addr #0 {
  %2 = icmp eq i32 %0, 0
  br i1 %2, label %10, label %3

3:                                                ; preds = %1, %3
  %4 = phi i32 [ %7, %3 ], [ 0, %1 ]
  %5 = phi i32 [ %8, %3 ], [ %0, %1 ]
  %6 = urem i32 %5, 10
  %7 = add i32 %4, %6
  %8 = udiv i32 %5, 10
  %9 = icmp ult i32 %5, 10
  br i1 %9, label %10, label %3, !llvm.loop !4

10:                                               ; preds = %3, %1
  %11 = phi i32 [ 0, %1 ], [ %7, %3 ]
  ret i32 %11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local void @make_pair(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.pair) align 4 %0, i32 noundef signext %1, i32 noundef signext %2) local_unnamed_addr #2 {
  store i32 %1, ptr %0, align 4, !tbaa !6
  %4 = getelementptr inbounds i8, ptr %0, i32 4
  store i32 %2, ptr %4, align 4, !tbaa !11
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind
define dso_local i32 @sum(i32 noundef signext %0, ...) local_unnamed_addr #3 {
  %2 = alloca ptr, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #9
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %1
  %5 = load ptr, ptr %2, align 4
  br label %8

6:                                                ; preds = %8, %1
  %7 = phi i32 [ 0, %1 ], [ %14, %8 ]
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #9
  ret i32 %7

8:                                                ; preds = %4, %8
  %9 = phi i32 [ %15, %8 ], [ 0, %4 ]
  %10 = phi i32 [ %14, %8 ], [ 0, %4 ]
  %11 = phi ptr [ %12, %8 ], [ %5, %4 ]
  %12 = getelementptr inbounds i8, ptr %11, i32 4
  store ptr %12, ptr %2, align 4
  %13 = load i32, ptr %11, align 4, !tbaa !12
  %14 = add nsw i32 %13, %10
  %15 = add nuw nsw i32 %9, 1
  %16 = icmp eq i32 %15, %0
  br i1 %16, label %6, label %8, !llvm.loop !13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

; Function Attrs: nofree norecurse nosync nounwind
define dso_local i64 @sum64(i32 noundef signext %0, ...) local_unnamed_addr #3 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #9
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #9
  call void @llvm.va_start.p0(ptr nonnull %2)
  call void @llvm.va_copy.p0(ptr nonnull %3, ptr nonnull %2)
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %8

5:                                                ; preds = %1
  %6 = load ptr, ptr %3, align 4
  br label %10

7:                                                ; preds = %10
  store ptr %16, ptr %3, align 4
  br label %8

8:                                                ; preds = %7, %1
  %9 = phi i64 [ %18, %7 ], [ 0, %1 ]
  call void @llvm.va_end.p0(ptr nonnull %3)
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #9
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #9
  ret i64 %9

10:                                               ; preds = %5, %10
  %11 = phi i32 [ %19, %10 ], [ 0, %5 ]
  %12 = phi i64 [ %18, %10 ], [ 0, %5 ]
  %13 = phi ptr [ %16, %10 ], [ %6, %5 ]
  %14 = getelementptr inbounds i8, ptr %13, i32 7
  %15 = call align 8 ptr @llvm.ptrmask.p0.i32(ptr nonnull %14, i32 -8)
  %16 = getelementptr inbounds i8, ptr %15, i32 8
  %17 = load i64, ptr %15, align 8, !tbaa !14
  %18 = add nsw i64 %17, %12
  %19 = add nuw nsw i32 %11, 1
  %20 = icmp eq i32 %19, %0
  br i1 %20, label %7, label %10, !llvm.loop !16
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy.p0(ptr, ptr) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare ptr @llvm.ptrmask.p0.i32(ptr, i32) #5

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local range(i32 -64, 131173) i32 @bitfield_sum(ptr nocapture noundef readonly %0) local_unnamed_addr #6 {
  %2 = load i32, ptr %0, align 4
  %3 = and i32 %2, 7
  %4 = lshr i32 %2, 3
  %5 = and i32 %4, 31
  %6 = shl i32 %2, 17
  %7 = ashr i32 %6, 25
  %8 = lshr i32 %2, 15
  %9 = add nuw nsw i32 %8, %3
  %10 = add nuw nsw i32 %9, %5
  %11 = add nsw i32 %10, %7
  ret i32 %11
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local range(i32 0, 2) i32 @overflow_add(i32 noundef signext %0, i32 noundef signext %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #2 {
  %4 = tail call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %0, i32 %1)
  %5 = extractvalue { i32, i1 } %4, 1
  %6 = extractvalue { i32, i1 } %4, 0
  store i32 %6, ptr %2, align 4
  %7 = zext i1 %5 to i32
  ret i32 %7
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #5

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef i32 @rot(i32 noundef signext %0, i32 noundef signext %1) local_unnamed_addr #7 {
  %3 = tail call i32 @llvm.fshl.i32(i32 %0, i32 %0, i32 %1)
  ret i32 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef i32 @maxi(i32 noundef signext %0, i32 noundef signext %1) local_unnamed_addr #7 {
  %3 = tail call i32 @llvm.smax.i32(i32 %0, i32 %1)
  ret i32 %3
}

; Function Attrs: nofree norecurse nosync nounwind
define dso_local range(i32 0, 256) i32 @main() local_unnamed_addr #3 {
  %1 = tail call i32 (i32, ...) @sum(i32 noundef signext 3, i32 noundef signext 1, i32 noundef signext 2, i32 noundef signext 3)
  %2 = tail call i64 (i32, ...) @sum64(i32 noundef signext 2, i64 noundef signext 10, i64 noundef signext 20)
  %3 = trunc i64 %2 to i32
  %4 = load i32, ptr @packed_bits, align 4
  %5 = and i32 %4, 7
  %6 = lshr i32 %4, 3
  %7 = and i32 %6, 31
  %8 = shl i32 %4, 17
  %9 = ashr i32 %8, 25
  %10 = lshr i32 %4, 15
  %11 = add i32 %1, 196
  %12 = add i32 %11, %3
  %13 = add i32 %12, %5
  %14 = add i32 %13, %10
  %15 = add i32 %14, %7
  %16 = add i32 %15, %9
  %17 = tail call noundef i32 @llvm.smax.i32(i32 %16, i32 7)
  %18 = load ptr, ptr @counter_ptr, align 4, !tbaa !17
  %19 = load i32, ptr %18, align 4, !tbaa !12
  %20 = load ptr, ptr @second_char, align 4, !tbaa !17
  %21 = load i8, ptr %20, align 1, !tbaa !19
  %22 = add i32 %19, 3
  %23 = add i32 %22, %16
  %24 = add i32 %23, %17
  %25 = trunc i32 %24 to i8
  %26 = add i8 %21, %25
  %27 = zext i8 %26 to i32
  ret i32 %27
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

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 1}
!2 = !{i32 7, !"PIE Level", i32 1}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.mustprogress"}
!6 = !{!7, !8, i64 0}
!7 = !{!"pair", !8, i64 0, !8, i64 4}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!7, !8, i64 4}
!12 = !{!8, !8, i64 0}
!13 = distinct !{!13, !5}
!14 = !{!15, !15, i64 0}
!15 = !{!"long long", !9, i64 0}
!16 = distinct !{!16, !5}
!17 = !{!18, !18, i64 0}
!18 = !{!"any pointer", !9, i64 0}
!19 = !{!9, !9, i64 0}
