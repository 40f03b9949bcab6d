; ModuleID = 'bits.c'
source_filename = "bits.c"
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mips-unknown-linux-gnu"

@seed = dso_local local_unnamed_addr global i32 12345, align 4
@.str = private unnamed_addr constant [4 x i8] c"%u\0A\00", align 1

; Function Attrs: nofree nounwind optsize
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = load i32, i32* @seed, align 4, !tbaa !4
  br label %5

2:                                                ; preds = %5
  store i32 %18, i32* @seed, align 4, !tbaa !4
  %3 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i32 0, i32 0), i32 noundef signext %61) #4
  %4 = and i32 %61, 127
  ret i32 %4

5:                                                ; preds = %0, %5
  %6 = phi i32 [ 0, %0 ], [ %61, %5 ]
  %7 = phi i32 [ 0, %0 ], [ %62, %5 ]
  %8 = phi i32 [ %1, %0 ], [ %18, %5 ]
  %9 = mul i32 %8, 1103515245
  %10 = add i32 %9, 12345
  %11 = and i32 %7, 15
  %12 = lshr i32 %10, %11
  %13 = mul i32 %10, 1103515245
  %14 = add i32 %13, 12345
  %15 = zext i32 %14 to i64
  %16 = shl nuw i64 %15, 32
  %17 = mul i32 %14, 1103515245
  %18 = add i32 %17, 12345
  %19 = zext i32 %18 to i64
  %20 = or i64 %16, %19
  %21 = tail call i32 @llvm.ctpop.i32(i32 %12), !range !8
  %22 = add i32 %21, %6
  %23 = tail call i32 @llvm.ctlz.i32(i32 %12, i1 false), !range !8
  %24 = add i32 %22, %23
  %25 = tail call i32 @llvm.cttz.i32(i32 %12, i1 false), !range !8
  %26 = add i32 %24, %25
  %27 = tail call i32 @llvm.bswap.i32(i32 %12)
  %28 = xor i32 %26, %27
  %29 = trunc i32 %12 to i16
  %30 = tail call i16 @llvm.bswap.i16(i16 %29)
  %31 = zext i16 %30 to i32
  %32 = add i32 %28, %31
  %33 = tail call i64 @llvm.bswap.i64(i64 %20)
  %34 = lshr i64 %33, 7
  %35 = trunc i64 %34 to i32
  %36 = tail call i64 @llvm.ctpop.i64(i64 %20), !range !9
  %37 = trunc i64 %36 to i32
  %38 = tail call i64 @llvm.ctlz.i64(i64 %20, i1 false), !range !9
  %39 = trunc i64 %38 to i32
  %40 = tail call i64 @llvm.cttz.i64(i64 %20, i1 false), !range !9
  %41 = trunc i64 %40 to i32
  %42 = add i32 %32, %37
  %43 = add i32 %42, %39
  %44 = add i32 %43, %41
  %45 = add i32 %44, %35
  %46 = tail call i32 @llvm.fshl.i32(i32 %45, i32 %45, i32 %7) #5
  %47 = tail call i32 @llvm.fshl.i32(i32 %12, i32 %12, i32 25) #5
  %48 = xor i32 %46, %47
  %49 = zext i32 %7 to i64
  %50 = tail call i64 @llvm.fshl.i64(i64 %20, i64 %20, i64 %49) #5
  %51 = trunc i64 %50 to i32
  %52 = add i32 %48, %51
  %53 = icmp sgt i32 %12, %52
  %54 = select i1 %53, i32 %12, i32 %52
  %55 = icmp ult i32 %12, %52
  %56 = select i1 %55, i32 %12, i32 %52
  %57 = sub i32 %12, %52
  %58 = tail call i32 @llvm.abs.i32(i32 %57, i1 true) #5
  %59 = add i32 %56, %52
  %60 = add i32 %59, %54
  %61 = add i32 %60, %58
  %62 = add nuw nsw i32 %7, 1
  %63 = icmp eq i32 %62, 200
  br i1 %63, label %2, label %5, !llvm.loop !10
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctpop.i32(i32) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.cttz.i32(i32, i1 immarg) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.bswap.i32(i32) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i16 @llvm.bswap.i16(i16) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.bswap.i64(i64) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.ctpop.i64(i64) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.cttz.i64(i64, i1 immarg) #1

; Function Attrs: nofree nounwind optsize
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.fshl.i32(i32, i32, i32) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.fshl.i64(i64, i64, i64) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.abs.i32(i32, i1 immarg) #3

attributes #0 = { nofree nounwind optsize "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nofree nounwind optsize "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { optsize }
attributes #5 = { nounwind }

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
!8 = !{i32 0, i32 33}
!9 = !{i64 0, i64 65}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
