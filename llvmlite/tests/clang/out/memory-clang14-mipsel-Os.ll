; ModuleID = 'memory.c'
source_filename = "memory.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

%struct.big = type { [12 x i32] }
%struct.rgb = type { i8, i8, i8 }

@global_big = dso_local local_unnamed_addr global { <{ i32, i32, i32, [9 x i32] }> } { <{ i32, i32, i32, [9 x i32] }> <{ i32 1, i32 2, i32 3, [9 x i32] zeroinitializer }> }, align 4

; Function Attrs: mustprogress nofree nosync nounwind optsize willreturn writeonly
define dso_local void @get_big(%struct.big* noalias nocapture writeonly sret(%struct.big) align 4 %0, i32 noundef signext %1) local_unnamed_addr #0 {
  %3 = getelementptr inbounds %struct.big, %struct.big* %0, i32 0, i32 0, i32 1
  %4 = bitcast i32* %3 to i8*
  tail call void @llvm.memset.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(48) %4, i8 0, i32 40, i1 false)
  %5 = getelementptr inbounds %struct.big, %struct.big* %0, i32 0, i32 0, i32 0
  store i32 %1, i32* %5, align 4, !tbaa !4
  %6 = shl nsw i32 %1, 1
  %7 = getelementptr inbounds %struct.big, %struct.big* %0, i32 0, i32 0, i32 11
  store i32 %6, i32* %7, align 4, !tbaa !4
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i32(i8* nocapture writeonly, i8, i32, i1 immarg) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind optsize readnone willreturn
define dso_local i32 @take_big(i32 inreg %0, i32 inreg %1, i32 inreg %2, i32 inreg %3, i32 inreg %4, i32 inreg %5, i32 inreg %6, i32 inreg %7, i32 inreg %8, i32 inreg %9, i32 inreg %10, i32 inreg %11) local_unnamed_addr #2 {
  %13 = add nsw i32 %11, %0
  ret i32 %13
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind optsize readnone willreturn
define dso_local i32 @first_byte(i32 inreg %0) local_unnamed_addr #2 {
  %2 = and i32 %0, 255
  ret i32 %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind optsize willreturn writeonly
define dso_local void @mix(%struct.rgb* noalias nocapture writeonly sret(%struct.rgb) align 1 %0, i24 inreg %1, i24 inreg %2) local_unnamed_addr #3 {
  %4 = lshr i24 %1, 8
  %5 = lshr i24 %1, 16
  %6 = lshr i24 %2, 8
  %7 = lshr i24 %2, 16
  %8 = getelementptr inbounds %struct.rgb, %struct.rgb* %0, i32 0, i32 0
  %9 = add i24 %2, %1
  %10 = trunc i24 %9 to i8
  store i8 %10, i8* %8, align 1, !tbaa !8
  %11 = getelementptr inbounds %struct.rgb, %struct.rgb* %0, i32 0, i32 1
  %12 = add nuw nsw i24 %6, %4
  %13 = trunc i24 %12 to i8
  store i8 %13, i8* %11, align 1, !tbaa !10
  %14 = getelementptr inbounds %struct.rgb, %struct.rgb* %0, i32 0, i32 2
  %15 = add nuw nsw i24 %7, %5
  %16 = trunc i24 %15 to i8
  store i8 %16, i8* %14, align 1, !tbaa !11
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #4

; Function Attrs: mustprogress nofree nosync nounwind optsize willreturn
define dso_local void @copy(i8* nocapture noundef writeonly %0, i8* nocapture noundef readonly %1, i32 noundef signext %2) local_unnamed_addr #5 {
  tail call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 1 %0, i8* align 1 %1, i32 %2, i1 false)
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind optsize willreturn
define dso_local i32 @main() local_unnamed_addr #5 {
  %1 = load i32, i32* getelementptr inbounds ({ <{ i32, i32, i32, [9 x i32] }> }, { <{ i32, i32, i32, [9 x i32] }> }* @global_big, i32 0, i32 0, i32 2), align 4, !tbaa.struct !12
  %2 = add nsw i32 %1, 126
  ret i32 %2
}

attributes #0 = { mustprogress nofree nosync nounwind optsize willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #2 = { mustprogress nofree norecurse nosync nounwind optsize readnone willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind optsize willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #4 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #5 = { mustprogress nofree nosync nounwind optsize willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }

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
!8 = !{!9, !6, i64 0}
!9 = !{!"", !6, i64 0, !6, i64 1, !6, i64 2}
!10 = !{!9, !6, i64 1}
!11 = !{!9, !6, i64 2}
!12 = !{i64 0, i64 40, !13}
!13 = !{!6, !6, i64 0}
