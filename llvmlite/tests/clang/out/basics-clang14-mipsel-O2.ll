; ModuleID = 'basics.c'
source_filename = "basics.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

%struct.pair = type { i32, i32 }
%struct.bits = type { i32 }

@packed_bits = dso_local local_unnamed_addr global { i8, i8, i8, i8 } { i8 17, i8 125, i8 2, i8 0 }, align 4
@counter = dso_local global i32 0, align 4
@counter_ptr = dso_local local_unnamed_addr global i32* @counter, align 4
@.str = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@second_char = dso_local local_unnamed_addr global i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i32 0, i32 1), align 4
@diff_holder = dso_local local_unnamed_addr global i32 72, align 4

; Function Attrs: nofree norecurse nosync nounwind readnone
define dso_local i32 @digits(i32 noundef signext %0) local_unnamed_addr #0 {
  %2 = icmp eq i32 %0, 0
  br i1 %2, label %12, label %3

3:                                                ; preds = %1, %3
  %4 = phi i32 [ %10, %3 ], [ 0, %1 ]
  %5 = phi i32 [ %7, %3 ], [ %0, %1 ]
  %6 = freeze i32 %5
  %7 = udiv i32 %6, 10
  %8 = mul i32 %7, 10
  %9 = sub i32 %6, %8
  %10 = add i32 %4, %9
  %11 = icmp ult i32 %5, 10
  br i1 %11, label %12, label %3, !llvm.loop !4

12:                                               ; preds = %3, %1
  %13 = phi i32 [ 0, %1 ], [ %10, %3 ]
  ret i32 %13
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn writeonly
define dso_local void @make_pair(%struct.pair* noalias nocapture writeonly sret(%struct.pair) align 4 %0, i32 noundef signext %1, i32 noundef signext %2) local_unnamed_addr #2 {
  %4 = getelementptr inbounds %struct.pair, %struct.pair* %0, i32 0, i32 0
  store i32 %1, i32* %4, align 4, !tbaa !6
  %5 = getelementptr inbounds %struct.pair, %struct.pair* %0, i32 0, i32 1
  store i32 %2, i32* %5, align 4, !tbaa !11
  ret void
}

; Function Attrs: nofree nosync nounwind
define dso_local i32 @sum(i32 noundef signext %0, ...) local_unnamed_addr #3 {
  %2 = alloca i8*, align 4
  %3 = bitcast i8** %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %3) #11
  call void @llvm.va_start(i8* nonnull %3)
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %1
  %6 = load i8*, i8** %2, align 4
  br label %9

7:                                                ; preds = %9, %1
  %8 = phi i32 [ 0, %1 ], [ %16, %9 ]
  call void @llvm.va_end(i8* nonnull %3)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %3) #11
  ret i32 %8

9:                                                ; preds = %5, %9
  %10 = phi i8* [ %13, %9 ], [ %6, %5 ]
  %11 = phi i32 [ %17, %9 ], [ 0, %5 ]
  %12 = phi i32 [ %16, %9 ], [ 0, %5 ]
  %13 = getelementptr inbounds i8, i8* %10, i32 4
  store i8* %13, i8** %2, align 4
  %14 = bitcast i8* %10 to i32*
  %15 = load i32, i32* %14, align 4
  %16 = add nsw i32 %15, %12
  %17 = add nuw nsw i32 %11, 1
  %18 = icmp eq i32 %17, %0
  br i1 %18, label %7, label %9, !llvm.loop !12
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_start(i8*) #4

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_end(i8*) #4

; Function Attrs: nofree nosync nounwind
define dso_local i64 @sum64(i32 noundef signext %0, ...) local_unnamed_addr #3 {
  %2 = alloca i8*, align 4
  %3 = alloca i8*, align 4
  %4 = bitcast i8** %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %4) #11
  %5 = bitcast i8** %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %5) #11
  call void @llvm.va_start(i8* nonnull %4)
  call void @llvm.va_copy(i8* nonnull %5, i8* nonnull %4)
  %6 = icmp sgt i32 %0, 0
  br i1 %6, label %7, label %10

7:                                                ; preds = %1
  %8 = load i8*, i8** %3, align 4
  br label %12

9:                                                ; preds = %12
  store i8* %20, i8** %3, align 4
  br label %10

10:                                               ; preds = %9, %1
  %11 = phi i64 [ %23, %9 ], [ 0, %1 ]
  call void @llvm.va_end(i8* nonnull %5)
  call void @llvm.va_end(i8* nonnull %4)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %5) #11
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %4) #11
  ret i64 %11

12:                                               ; preds = %7, %12
  %13 = phi i32 [ %24, %12 ], [ 0, %7 ]
  %14 = phi i64 [ %23, %12 ], [ 0, %7 ]
  %15 = phi i8* [ %20, %12 ], [ %8, %7 ]
  %16 = ptrtoint i8* %15 to i32
  %17 = add i32 %16, 7
  %18 = and i32 %17, -8
  %19 = inttoptr i32 %18 to i8*
  %20 = getelementptr inbounds i8, i8* %19, i32 8
  %21 = inttoptr i32 %18 to i64*
  %22 = load i64, i64* %21, align 8
  %23 = add nsw i64 %22, %14
  %24 = add nuw nsw i32 %13, 1
  %25 = icmp eq i32 %24, %0
  br i1 %25, label %9, label %12, !llvm.loop !13
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_copy(i8*, i8*) #4

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly willreturn
define dso_local i32 @bitfield_sum(%struct.bits* nocapture noundef readonly %0) local_unnamed_addr #5 {
  %2 = getelementptr %struct.bits, %struct.bits* %0, i32 0, i32 0
  %3 = load i32, i32* %2, align 4
  %4 = and i32 %3, 7
  %5 = lshr i32 %3, 3
  %6 = and i32 %5, 31
  %7 = shl i32 %3, 17
  %8 = ashr i32 %7, 25
  %9 = lshr i32 %3, 15
  %10 = add nuw nsw i32 %9, %4
  %11 = add nuw nsw i32 %10, %6
  %12 = add nsw i32 %11, %8
  ret i32 %12
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn writeonly
define dso_local i32 @overflow_add(i32 noundef signext %0, i32 noundef signext %1, i32* nocapture noundef writeonly %2) local_unnamed_addr #6 {
  %4 = tail call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %0, i32 %1)
  %5 = extractvalue { i32, i1 } %4, 1
  %6 = extractvalue { i32, i1 } %4, 0
  store i32 %6, i32* %2, align 4
  %7 = zext i1 %5 to i32
  ret i32 %7
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #7

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local i32 @rot(i32 noundef signext %0, i32 noundef signext %1) local_unnamed_addr #8 {
  %3 = tail call i32 @llvm.fshl.i32(i32 %0, i32 %0, i32 %1)
  ret i32 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local i32 @maxi(i32 noundef signext %0, i32 noundef signext %1) local_unnamed_addr #9 {
  %3 = icmp sgt i32 %0, %1
  %4 = select i1 %3, i32 %0, i32 %1
  ret i32 %4
}

; Function Attrs: nofree nosync nounwind
define dso_local i32 @main() local_unnamed_addr #3 {
  %1 = tail call i32 (i32, ...) @sum(i32 noundef signext 3, i32 noundef signext 1, i32 noundef signext 2, i32 noundef signext 3)
  %2 = tail call i64 (i32, ...) @sum64(i32 noundef signext 2, i64 noundef signext 10, i64 noundef signext 20)
  %3 = trunc i64 %2 to i32
  %4 = load i32, i32* bitcast ({ i8, i8, i8, i8 }* @packed_bits to i32*), align 4
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
  %17 = icmp sgt i32 %16, 7
  %18 = select i1 %17, i32 %16, i32 7
  %19 = load i32*, i32** @counter_ptr, align 4, !tbaa !14
  %20 = load i32, i32* %19, align 4, !tbaa !16
  %21 = load i8*, i8** @second_char, align 4, !tbaa !14
  %22 = load i8, i8* %21, align 1, !tbaa !17
  %23 = zext i8 %22 to i32
  %24 = add i32 %20, 3
  %25 = add i32 %24, %16
  %26 = add i32 %25, %23
  %27 = add i32 %26, %18
  %28 = and i32 %27, 255
  ret i32 %28
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.fshl.i32(i32, i32, i32) #10

attributes #0 = { nofree norecurse nosync nounwind readnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #3 = { nofree nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #4 = { mustprogress nofree nosync nounwind willreturn }
attributes #5 = { mustprogress nofree norecurse nosync nounwind readonly willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #6 = { mustprogress nofree nosync nounwind willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #7 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #8 = { mustprogress nofree nosync nounwind readnone willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #9 = { mustprogress nofree norecurse nosync nounwind readnone willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #10 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #11 = { nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 1}
!2 = !{i32 7, !"PIE Level", i32 1}
!3 = !{!"Debian clang version 14.0.6"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.mustprogress"}
!6 = !{!7, !8, i64 0}
!7 = !{!"pair", !8, i64 0, !8, i64 4}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!7, !8, i64 4}
!12 = distinct !{!12, !5}
!13 = distinct !{!13, !5}
!14 = !{!15, !15, i64 0}
!15 = !{!"any pointer", !9, i64 0}
!16 = !{!8, !8, i64 0}
!17 = !{!9, !9, i64 0}
