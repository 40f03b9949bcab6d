; ModuleID = 'features.c'
source_filename = "features.c"
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mips-unknown-linux-gnu"

@events = dso_local local_unnamed_addr global i32 1, align 4
@real_counter = dso_local global i32 7, align 4
@tunable = weak dso_local local_unnamed_addr global i32 3, align 4
@in_section = dso_local local_unnamed_addr global i32 11, section ".mydata", align 4
@aligned_word = dso_local local_unnamed_addr global i32 12, align 64
@per_thread = dso_local thread_local local_unnamed_addr global i32 13, align 4
@kept = internal global i32 14, align 4
@ops = dso_local local_unnamed_addr constant [2 x i32 (i32)*] [i32 (i32)* @twice, i32 (i32)* @thrice], align 4
@maybe_missing = extern_weak global i32, align 4
@llvm.global_ctors = appending global [0 x { i32, void ()*, i8* }] zeroinitializer
@llvm.global_dtors = appending global [1 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 65535, void ()* @late, i8* null }]
@llvm.compiler.used = appending global [1 x i8*] [i8* bitcast (i32* @kept to i8*)], section "llvm.metadata"
@switch.table.dense = private unnamed_addr constant [8 x i32] [i32 3, i32 5, i32 7, i32 11, i32 13, i32 17, i32 19, i32 23], align 4

@counter_alias = dso_local alias i32, i32* @real_counter

; Function Attrs: mustprogress nofree norecurse nosync nounwind optsize willreturn
define internal void @late() #0 {
  %1 = load i32, i32* @events, align 4, !tbaa !4
  %2 = add nsw i32 %1, 100
  store i32 %2, i32* @events, align 4, !tbaa !4
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind optsize readnone willreturn
define dso_local signext i24 @add24(i24 noundef signext %0, i24 noundef signext %1) local_unnamed_addr #1 {
  %3 = add nsw i24 %1, %0
  ret i24 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind optsize readnone willreturn
define dso_local i48 @mul48(i48 noundef zeroext %0, i48 noundef zeroext %1) local_unnamed_addr #1 {
  %3 = mul i48 %1, %0
  ret i48 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind optsize readnone willreturn
define dso_local signext i2 @tiny(i2 noundef signext %0) local_unnamed_addr #1 {
  %2 = zext i2 %0 to i32
  %3 = add nuw nsw i32 %2, 1
  %4 = trunc i32 %3 to i2
  ret i2 %4
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind optsize readnone willreturn
define dso_local i32 @dense(i32 noundef signext %0) local_unnamed_addr #1 {
  %2 = icmp ult i32 %0, 8
  br i1 %2, label %3, label %6

3:                                                ; preds = %1
  %4 = getelementptr inbounds [8 x i32], [8 x i32]* @switch.table.dense, i32 0, i32 %0
  %5 = load i32, i32* %4, align 4
  br label %6

6:                                                ; preds = %1, %3
  %7 = phi i32 [ %5, %3 ], [ -1, %1 ]
  ret i32 %7
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind optsize readnone willreturn
define internal i32 @twice(i32 noundef signext %0) #1 {
  %2 = shl nsw i32 %0, 1
  ret i32 %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind optsize readnone willreturn
define internal i32 @thrice(i32 noundef signext %0) #1 {
  %2 = mul nsw i32 %0, 3
  ret i32 %2
}

; Function Attrs: nounwind optsize
define dso_local i32 @apply(i32 noundef signext %0, i32 noundef signext %1) local_unnamed_addr #2 {
  %3 = and i32 %0, 1
  %4 = getelementptr inbounds [2 x i32 (i32)*], [2 x i32 (i32)*]* @ops, i32 0, i32 %3
  %5 = load i32 (i32)*, i32 (i32)** %4, align 4, !tbaa !8
  %6 = tail call i32 %5(i32 noundef signext %1) #4
  ret i32 %6
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind optsize readnone willreturn
define dso_local i32 @have_missing() local_unnamed_addr #1 {
  ret i32 zext (i1 icmp ne (i32* @maybe_missing, i32* null) to i32)
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind optsize readonly willreturn
define dso_local i32 @main() local_unnamed_addr #3 {
  %1 = load i32, i32* @events, align 4, !tbaa !4
  %2 = load i32, i32* @real_counter, align 4, !tbaa !4
  %3 = load i32, i32* @tunable, align 4, !tbaa !4
  %4 = load i32, i32* @in_section, align 4, !tbaa !4
  %5 = load i32, i32* @aligned_word, align 64, !tbaa !4
  %6 = load i32, i32* @per_thread, align 4, !tbaa !4
  %7 = load i32, i32* @kept, align 4, !tbaa !4
  %8 = add i32 %1, add (i32 zext (i1 icmp ne (i32* @maybe_missing, i32* null) to i32), i32 3009560)
  %9 = add i32 %8, %2
  %10 = add i32 %9, %3
  %11 = add i32 %10, %4
  %12 = add i32 %11, %5
  %13 = add i32 %12, %6
  %14 = add i32 %13, %7
  ret i32 %14
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind optsize willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind optsize readnone willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #2 = { nounwind optsize "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind optsize readonly willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #4 = { nounwind optsize }

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
!8 = !{!9, !9, i64 0}
!9 = !{!"any pointer", !6, i64 0}
