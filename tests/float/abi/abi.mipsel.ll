; ModuleID = 'abi.c'
source_filename = "abi.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel"

@g_a = dso_local local_unnamed_addr global i32 0, align 4
@g_b = dso_local local_unnamed_addr global double 0.000000e+00, align 8
@g_c = dso_local local_unnamed_addr global float 0.000000e+00, align 4
@g_d = dso_local local_unnamed_addr global i64 0, align 8
@g_e = dso_local local_unnamed_addr global double 0.000000e+00, align 8
@g_f = dso_local local_unnamed_addr global float 0.000000e+00, align 4
@g_g = dso_local local_unnamed_addr global i32 0, align 4
@g_h = dso_local local_unnamed_addr global double 0.000000e+00, align 8

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: none, inaccessiblemem: none)
define dso_local void @sink(i32 noundef signext %0, double noundef %1, float noundef %2, i64 noundef signext %3, double noundef %4, float noundef %5, i32 noundef signext %6, double noundef %7) local_unnamed_addr #0 {
  store i32 %0, ptr @g_a, align 4, !tbaa !3
  store double %1, ptr @g_b, align 8, !tbaa !7
  store float %2, ptr @g_c, align 4, !tbaa !9
  store i64 %3, ptr @g_d, align 8, !tbaa !11
  store double %4, ptr @g_e, align 8, !tbaa !7
  store float %5, ptr @g_f, align 4, !tbaa !9
  store i32 %6, ptr @g_g, align 4, !tbaa !3
  store double %7, ptr @g_h, align 8, !tbaa !7
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none)
define dso_local double @ret_d() local_unnamed_addr #1 {
  %1 = load double, ptr @g_b, align 8, !tbaa !7
  ret double %1
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none)
define dso_local float @ret_f() local_unnamed_addr #1 {
  %1 = load float, ptr @g_c, align 4, !tbaa !9
  ret float %1
}

; Function Attrs: nounwind
define dso_local i32 @call_ir() local_unnamed_addr #2 {
  %1 = tail call i32 @ir_check(float noundef 1.500000e+00, double noundef -2.250000e+00, i32 noundef signext 7, float noundef 0x3FB99999A0000000, double noundef 1.000000e+300, i64 noundef signext -5, float noundef -0.000000e+00) #4
  ret i32 %1
}

declare dso_local i32 @ir_check(float noundef, double noundef, i32 noundef signext, float noundef, double noundef, i64 noundef signext, float noundef) local_unnamed_addr #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: none, inaccessiblemem: none) "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #2 = { nounwind "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #3 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #4 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!3 = !{!4, !4, i64 0}
!4 = !{!"int", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C/C++ TBAA"}
!7 = !{!8, !8, i64 0}
!8 = !{!"double", !5, i64 0}
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !5, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"long long", !5, i64 0}
