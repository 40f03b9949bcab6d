; ModuleID = 'mem.c'
source_filename = "mem.c"
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mips-unknown-linux-gnu"

%struct.small = type { i32, i16, i8 }
%struct.big = type { [20 x i32], [9 x i8] }

@.str = private unnamed_addr constant [9 x i8] c"egret-ok\00", align 1
@gs = dso_local global [4 x %struct.small] zeroinitializer, align 4
@gb = dso_local global [2 x %struct.big] zeroinitializer, align 4
@.str.1 = private unnamed_addr constant [7 x i8] c"%s %u\0A\00", align 1

; Function Attrs: nofree nounwind optsize
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [40 x i8], align 1
  %2 = alloca i64, align 8
  %3 = alloca %struct.big, align 4
  %4 = getelementptr inbounds [40 x i8], [40 x i8]* %1, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 40, i8* nonnull %4) #8
  %5 = bitcast i64* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %5) #8
  store i64 4295099136, i64* %2, align 8
  %6 = bitcast %struct.big* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 92, i8* nonnull %6) #8
  call void @llvm.memset.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(92) %6, i8 0, i32 92, i1 false)
  br label %11

7:                                                ; preds = %11
  %8 = bitcast i64* %2 to %struct.small*
  %9 = getelementptr inbounds %struct.big, %struct.big* %3, i32 0, i32 1, i32 0
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(9) %9, i8* noundef nonnull align 1 dereferenceable(9) getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i32 0, i32 0), i32 9, i1 false)
  %10 = bitcast i64* %2 to i32*
  br label %21

11:                                               ; preds = %0, %11
  %12 = phi i32 [ 0, %0 ], [ %15, %11 ]
  %13 = mul nuw nsw i32 %12, %12
  %14 = getelementptr inbounds %struct.big, %struct.big* %3, i32 0, i32 0, i32 %12
  store i32 %13, i32* %14, align 4, !tbaa !4
  %15 = add nuw nsw i32 %12, 1
  %16 = icmp eq i32 %15, 20
  br i1 %16, label %7, label %11, !llvm.loop !8

17:                                               ; preds = %21
  call fastcc void @copy_big(%struct.big* noundef nonnull %3) #9
  tail call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(92) bitcast ([2 x %struct.big]* @gb to i8*), i8* noundef nonnull align 4 dereferenceable(92) bitcast (%struct.big* getelementptr inbounds ([2 x %struct.big], [2 x %struct.big]* @gb, i32 0, i32 1) to i8*), i32 92, i1 false)
  call fastcc void @fill(i8* noundef nonnull %4) #9
  %18 = getelementptr inbounds [40 x i8], [40 x i8]* %1, i32 0, i32 3
  call void @llvm.memset.p0i8.i32(i8* noundef nonnull align 1 dereferenceable(5) %18, i8 121, i32 5, i1 false)
  call fastcc void @shift(i8* noundef nonnull %4) #9
  %19 = getelementptr inbounds [40 x i8], [40 x i8]* %1, i32 0, i32 20
  %20 = getelementptr inbounds [40 x i8], [40 x i8]* %1, i32 0, i32 18
  call void @llvm.memmove.p0i8.p0i8.i32(i8* noundef nonnull align 1 dereferenceable(6) %19, i8* noundef nonnull align 1 dereferenceable(6) %20, i32 6, i1 false)
  br label %28

21:                                               ; preds = %7, %21
  %22 = phi i32 [ 1, %7 ], [ %24, %21 ]
  %23 = phi i32 [ 0, %7 ], [ %26, %21 ]
  %24 = add nuw nsw i32 %22, %23
  store i32 %24, i32* %10, align 8, !tbaa !10
  %25 = getelementptr inbounds [4 x %struct.small], [4 x %struct.small]* @gs, i32 0, i32 %23
  call fastcc void @copy_small(%struct.small* noundef nonnull %25, %struct.small* noundef nonnull %8) #9
  %26 = add nuw nsw i32 %23, 1
  %27 = icmp eq i32 %26, 4
  br i1 %27, label %17, label %21, !llvm.loop !13

28:                                               ; preds = %17, %28
  %29 = phi i32 [ 0, %17 ], [ %36, %28 ]
  %30 = phi i32 [ 7, %17 ], [ %35, %28 ]
  %31 = mul i32 %30, 31
  %32 = getelementptr inbounds [40 x i8], [40 x i8]* %1, i32 0, i32 %29
  %33 = load i8, i8* %32, align 1, !tbaa !14
  %34 = zext i8 %33 to i32
  %35 = add i32 %31, %34
  %36 = add nuw nsw i32 %29, 1
  %37 = icmp eq i32 %36, 40
  br i1 %37, label %38, label %28, !llvm.loop !15

38:                                               ; preds = %28, %38
  %39 = phi i32 [ %53, %38 ], [ 0, %28 ]
  %40 = phi i32 [ %52, %38 ], [ %35, %28 ]
  %41 = mul i32 %40, 31
  %42 = getelementptr inbounds [4 x %struct.small], [4 x %struct.small]* @gs, i32 0, i32 %39, i32 0
  %43 = load i32, i32* %42, align 4, !tbaa !10
  %44 = add i32 %43, %41
  %45 = getelementptr inbounds [4 x %struct.small], [4 x %struct.small]* @gs, i32 0, i32 %39, i32 1
  %46 = load i16, i16* %45, align 4, !tbaa !16
  %47 = sext i16 %46 to i32
  %48 = add i32 %44, %47
  %49 = getelementptr inbounds [4 x %struct.small], [4 x %struct.small]* @gs, i32 0, i32 %39, i32 2
  %50 = load i8, i8* %49, align 2, !tbaa !17
  %51 = sext i8 %50 to i32
  %52 = add i32 %48, %51
  %53 = add nuw nsw i32 %39, 1
  %54 = icmp eq i32 %53, 4
  br i1 %54, label %58, label %38, !llvm.loop !18

55:                                               ; preds = %58
  %56 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i32 0, i32 0), i8* noundef getelementptr inbounds ([2 x %struct.big], [2 x %struct.big]* @gb, i32 0, i32 0, i32 1, i32 0), i32 noundef signext %64) #9
  %57 = and i32 %64, 127
  call void @llvm.lifetime.end.p0i8(i64 92, i8* nonnull %6) #8
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %5) #8
  call void @llvm.lifetime.end.p0i8(i64 40, i8* nonnull %4) #8
  ret i32 %57

58:                                               ; preds = %38, %58
  %59 = phi i32 [ %65, %58 ], [ 0, %38 ]
  %60 = phi i32 [ %64, %58 ], [ %52, %38 ]
  %61 = mul i32 %60, 31
  %62 = getelementptr inbounds [2 x %struct.big], [2 x %struct.big]* @gb, i32 0, i32 0, i32 0, i32 %59
  %63 = load i32, i32* %62, align 4, !tbaa !4
  %64 = add i32 %63, %61
  %65 = add nuw nsw i32 %59, 1
  %66 = icmp eq i32 %65, 20
  br i1 %66, label %55, label %58, !llvm.loop !19
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #2

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i32(i8* nocapture writeonly, i8, i32, i1 immarg) #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind optsize willreturn
define internal fastcc void @copy_small(%struct.small* nocapture noundef writeonly %0, %struct.small* nocapture noundef readonly %1) unnamed_addr #4 {
  %3 = bitcast %struct.small* %1 to i64*
  %4 = bitcast %struct.small* %0 to i64*
  %5 = load i64, i64* %3, align 4
  store i64 %5, i64* %4, align 4
  ret void
}

; Function Attrs: mustprogress nofree noinline nosync nounwind optsize willreturn
define internal fastcc void @copy_big(%struct.big* nocapture noundef readonly %0) unnamed_addr #5 {
  %2 = bitcast %struct.big* %0 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(92) bitcast (%struct.big* getelementptr inbounds ([2 x %struct.big], [2 x %struct.big]* @gb, i32 0, i32 1) to i8*), i8* noundef nonnull align 4 dereferenceable(92) %2, i32 92, i1 false), !tbaa.struct !20
  ret void
}

; Function Attrs: mustprogress nofree noinline nosync nounwind optsize willreturn writeonly
define internal fastcc void @fill(i8* nocapture noundef writeonly %0) unnamed_addr #6 {
  tail call void @llvm.memset.p0i8.i32(i8* noundef nonnull align 1 dereferenceable(40) %0, i8 120, i32 40, i1 false)
  ret void
}

; Function Attrs: mustprogress nofree noinline nosync nounwind optsize willreturn
define internal fastcc void @shift(i8* nocapture noundef %0) unnamed_addr #5 {
  %2 = getelementptr inbounds i8, i8* %0, i32 1
  tail call void @llvm.memmove.p0i8.p0i8.i32(i8* noundef nonnull align 1 dereferenceable(10) %2, i8* noundef nonnull align 1 dereferenceable(10) %0, i32 10, i1 false)
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memmove.p0i8.p0i8.i32(i8* nocapture writeonly, i8* nocapture readonly, i32, i1 immarg) #2

; Function Attrs: nofree nounwind optsize
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #7

attributes #0 = { nofree nounwind optsize "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #3 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind optsize willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #5 = { mustprogress nofree noinline nosync nounwind optsize willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #6 = { mustprogress nofree noinline nosync nounwind optsize willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #7 = { nofree nounwind optsize "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #8 = { nounwind }
attributes #9 = { optsize }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 1}
!2 = !{i32 7, !"PIE Level", i32 1}
!3 = !{!"Debian clang version 14.0.6"}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = !{!11, !5, i64 0}
!11 = !{!"small", !5, i64 0, !12, i64 4, !6, i64 6}
!12 = !{!"short", !6, i64 0}
!13 = distinct !{!13, !9}
!14 = !{!6, !6, i64 0}
!15 = distinct !{!15, !9}
!16 = !{!11, !12, i64 4}
!17 = !{!11, !6, i64 6}
!18 = distinct !{!18, !9}
!19 = distinct !{!19, !9}
!20 = !{i64 0, i64 80, !14, i64 80, i64 9, !14}
