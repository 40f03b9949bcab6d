; ModuleID = 'minmax.c'
source_filename = "minmax.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

@data = dso_local local_unnamed_addr global [64 x i32] zeroinitializer, align 4
@.str = private unnamed_addr constant [18 x i8] c"%d %d %u %u %lld\0A\00", align 1

; Function Attrs: nofree nounwind optsize
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %0, %1
  %2 = phi i32 [ -1831433054, %0 ], [ %9, %1 ]
  %3 = phi i32 [ 0, %0 ], [ %11, %1 ]
  %4 = shl i32 %2, 13
  %5 = xor i32 %4, %2
  %6 = lshr i32 %5, 17
  %7 = xor i32 %6, %5
  %8 = shl i32 %7, 5
  %9 = xor i32 %8, %7
  %10 = getelementptr inbounds [64 x i32], [64 x i32]* @data, i32 0, i32 %3
  store i32 %9, i32* %10, align 4, !tbaa !4
  %11 = add nuw nsw i32 %3, 1
  %12 = icmp eq i32 %11, 64
  br i1 %12, label %17, label %1, !llvm.loop !8

13:                                               ; preds = %17
  %14 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str, i32 0, i32 0), i32 noundef signext %27, i32 noundef signext %29, i32 noundef signext %31, i32 noundef signext %33, i64 noundef signext %60) #3
  %15 = trunc i64 %60 to i32
  %16 = and i32 %15, 127
  ret i32 %16

17:                                               ; preds = %1, %17
  %18 = phi i32 [ %61, %17 ], [ 0, %1 ]
  %19 = phi i32 [ %33, %17 ], [ -1, %1 ]
  %20 = phi i32 [ %31, %17 ], [ 0, %1 ]
  %21 = phi i32 [ %29, %17 ], [ 2147483647, %1 ]
  %22 = phi i32 [ %27, %17 ], [ -2147483648, %1 ]
  %23 = phi i64 [ %60, %17 ], [ 0, %1 ]
  %24 = getelementptr inbounds [64 x i32], [64 x i32]* @data, i32 0, i32 %18
  %25 = load i32, i32* %24, align 4, !tbaa !4
  %26 = icmp sgt i32 %25, %22
  %27 = select i1 %26, i32 %25, i32 %22
  %28 = icmp slt i32 %25, %21
  %29 = select i1 %28, i32 %25, i32 %21
  %30 = icmp ugt i32 %25, %20
  %31 = select i1 %30, i32 %25, i32 %20
  %32 = icmp ult i32 %25, %19
  %33 = select i1 %32, i32 %25, i32 %19
  %34 = ashr i32 %25, 8
  %35 = icmp slt i32 %34, 100000
  %36 = select i1 %35, i32 %34, i32 100000
  %37 = icmp sgt i32 %36, -100000
  %38 = select i1 %37, i32 %36, i32 -100000
  %39 = sext i32 %38 to i64
  %40 = and i32 %25, 255
  %41 = and i32 %34, 255
  %42 = add nuw nsw i32 %41, %40
  %43 = icmp ult i32 %42, 255
  %44 = select i1 %43, i32 %42, i32 255
  %45 = zext i32 %44 to i64
  %46 = trunc i32 %25 to i16
  %47 = lshr i32 %25, 16
  %48 = trunc i32 %47 to i16
  %49 = tail call i16 @llvm.ssub.sat.i16(i16 %46, i16 %48) #4
  %50 = sext i16 %49 to i64
  %51 = sext i32 %25 to i64
  %52 = mul nsw i64 %51, 3
  %53 = tail call i64 @llvm.abs.i64(i64 %52, i1 true) #4
  %54 = tail call i32 @llvm.abs.i32(i32 %25, i1 true)
  %55 = zext i32 %54 to i64
  %56 = add i64 %23, %55
  %57 = add i64 %56, %53
  %58 = add i64 %57, %50
  %59 = add i64 %58, %39
  %60 = add i64 %59, %45
  %61 = add nuw nsw i32 %18, 1
  %62 = icmp eq i32 %61, 64
  br i1 %62, label %13, label %17, !llvm.loop !10
}

; Function Attrs: nofree nounwind optsize
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.abs.i32(i32, i1 immarg) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i16 @llvm.ssub.sat.i16(i16, i16) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.abs.i64(i64, i1 immarg) #2

attributes #0 = { nofree nounwind optsize "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { nofree nounwind optsize "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { optsize }
attributes #4 = { nounwind }

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
!10 = distinct !{!10, !9}
