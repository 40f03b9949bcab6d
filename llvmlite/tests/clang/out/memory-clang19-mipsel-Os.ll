; ModuleID = 'memory.c'
source_filename = "memory.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

%struct.big = type { [12 x i32] }
%struct.rgb = type { i8, i8, i8 }

@global_big = dso_local local_unnamed_addr global { <{ i32, i32, i32, [9 x i32] }> } { <{ i32, i32, i32, [9 x i32] }> <{ i32 1, i32 2, i32 3, [9 x i32] zeroinitializer }> }, align 4

; Function Attrs: mustprogress nofree norecurse nosync nounwind optsize willreturn memory(argmem: write)
define dso_local void @get_big(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.big) align 4 %0, i32 noundef signext %1) local_unnamed_addr #0 {
  %3 = getelementptr inbounds i8, ptr %0, i32 4
  tail call void @llvm.memset.p0.i32(ptr noundef nonnull align 4 dereferenceable(48) %3, i8 0, i32 40, i1 false)
  store i32 %1, ptr %0, align 4, !tbaa !4
  %4 = shl nsw i32 %1, 1
  %5 = getelementptr inbounds i8, ptr %0, i32 44
  store i32 %4, ptr %5, align 4, !tbaa !4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i32(ptr nocapture writeonly, i8, i32, i1 immarg) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind optsize willreturn memory(none)
define dso_local i32 @take_big(i32 inreg %0, i32 inreg %1, i32 inreg %2, i32 inreg %3, i32 inreg %4, i32 inreg %5, i32 inreg %6, i32 inreg %7, i32 inreg %8, i32 inreg %9, i32 inreg %10, i32 inreg %11) local_unnamed_addr #2 {
  %13 = add nsw i32 %11, %0
  ret i32 %13
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind optsize willreturn memory(none)
define dso_local range(i32 0, 256) i32 @first_byte(i32 inreg %0) local_unnamed_addr #2 {
  %2 = and i32 %0, 255
  ret i32 %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind optsize willreturn memory(argmem: write)
define dso_local void @mix(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.rgb) align 1 %0, i24 inreg %1, i24 inreg %2) local_unnamed_addr #0 {
  %4 = lshr i24 %1, 8
  %5 = lshr i24 %1, 16
  %6 = lshr i24 %2, 8
  %7 = lshr i24 %2, 16
  %8 = add i24 %2, %1
  %9 = trunc i24 %8 to i8
  store i8 %9, ptr %0, align 1, !tbaa !8
  %10 = getelementptr inbounds i8, ptr %0, i32 1
  %11 = add nuw nsw i24 %6, %4
  %12 = trunc i24 %11 to i8
  store i8 %12, ptr %10, align 1, !tbaa !10
  %13 = getelementptr inbounds i8, ptr %0, i32 2
  %14 = add nuw nsw i24 %7, %5
  %15 = trunc i24 %14 to i8
  store i8 %15, ptr %13, align 1, !tbaa !11
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind optsize willreturn memory(argmem: readwrite)
define dso_local void @copy(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef signext %2) local_unnamed_addr #3 {
  tail call void @llvm.memcpy.p0.p0.i32(ptr align 1 %0, ptr align 1 %1, i32 %2, i1 false)
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #4

; Function Attrs: mustprogress nofree norecurse nosync nounwind optsize willreturn memory(read, argmem: none, inaccessiblemem: none)
define dso_local i32 @main() local_unnamed_addr #5 {
  %1 = load i32, ptr getelementptr inbounds (i8, ptr @global_big, i32 8), align 4
  %2 = add nsw i32 %1, 126
  ret i32 %2
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind optsize willreturn memory(argmem: write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { mustprogress nofree norecurse nosync nounwind optsize willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind optsize willreturn memory(argmem: readwrite) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nofree norecurse nosync nounwind optsize willreturn memory(read, argmem: none, inaccessiblemem: none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 1}
!2 = !{i32 7, !"PIE Level", i32 1}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{!9, !6, i64 0}
!9 = !{!"", !6, i64 0, !6, i64 1, !6, i64 2}
!10 = !{!9, !6, i64 1}
!11 = !{!9, !6, i64 2}
