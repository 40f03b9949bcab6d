; ModuleID = 'mem.c'
source_filename = "mem.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

%struct.small = type { i32, i16, i8 }
%struct.big = type { [20 x i32], [9 x i8] }

@.str = private unnamed_addr constant [9 x i8] c"egret-ok\00", align 1
@gs = dso_local global [4 x %struct.small] zeroinitializer, align 4
@gb = dso_local global [2 x %struct.big] zeroinitializer, align 4
@.str.1 = private unnamed_addr constant [7 x i8] c"%s %u\0A\00", align 1

; Function Attrs: nofree nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [40 x i8], align 1
  %2 = alloca i64, align 8
  %3 = alloca %struct.big, align 4
  %4 = getelementptr inbounds [40 x i8], [40 x i8]* %1, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 40, i8* nonnull %4) #9
  %5 = bitcast i64* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %5) #9
  store i64 844433520066561, i64* %2, align 8
  %6 = bitcast %struct.big* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 92, i8* nonnull %6) #9
  %7 = getelementptr inbounds %struct.big, %struct.big* %3, i32 0, i32 0, i32 1
  %8 = bitcast %struct.big* %3 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(92) %8, i8 0, i64 92, i1 false)
  store i32 1, i32* %7, align 4, !tbaa !4
  %9 = getelementptr inbounds %struct.big, %struct.big* %3, i32 0, i32 0, i32 2
  store i32 4, i32* %9, align 4, !tbaa !4
  %10 = getelementptr inbounds %struct.big, %struct.big* %3, i32 0, i32 0, i32 3
  store i32 9, i32* %10, align 4, !tbaa !4
  %11 = getelementptr inbounds %struct.big, %struct.big* %3, i32 0, i32 0, i32 4
  store i32 16, i32* %11, align 4, !tbaa !4
  %12 = getelementptr inbounds %struct.big, %struct.big* %3, i32 0, i32 0, i32 5
  store i32 25, i32* %12, align 4, !tbaa !4
  %13 = getelementptr inbounds %struct.big, %struct.big* %3, i32 0, i32 0, i32 6
  store i32 36, i32* %13, align 4, !tbaa !4
  %14 = getelementptr inbounds %struct.big, %struct.big* %3, i32 0, i32 0, i32 7
  store i32 49, i32* %14, align 4, !tbaa !4
  %15 = getelementptr inbounds %struct.big, %struct.big* %3, i32 0, i32 0, i32 8
  store i32 64, i32* %15, align 4, !tbaa !4
  %16 = getelementptr inbounds %struct.big, %struct.big* %3, i32 0, i32 0, i32 9
  store i32 81, i32* %16, align 4, !tbaa !4
  %17 = getelementptr inbounds %struct.big, %struct.big* %3, i32 0, i32 0, i32 10
  store i32 100, i32* %17, align 4, !tbaa !4
  %18 = getelementptr inbounds %struct.big, %struct.big* %3, i32 0, i32 0, i32 11
  store i32 121, i32* %18, align 4, !tbaa !4
  %19 = getelementptr inbounds %struct.big, %struct.big* %3, i32 0, i32 0, i32 12
  store i32 144, i32* %19, align 4, !tbaa !4
  %20 = getelementptr inbounds %struct.big, %struct.big* %3, i32 0, i32 0, i32 13
  store i32 169, i32* %20, align 4, !tbaa !4
  %21 = getelementptr inbounds %struct.big, %struct.big* %3, i32 0, i32 0, i32 14
  store i32 196, i32* %21, align 4, !tbaa !4
  %22 = getelementptr inbounds %struct.big, %struct.big* %3, i32 0, i32 0, i32 15
  store i32 225, i32* %22, align 4, !tbaa !4
  %23 = getelementptr inbounds %struct.big, %struct.big* %3, i32 0, i32 0, i32 16
  store i32 256, i32* %23, align 4, !tbaa !4
  %24 = getelementptr inbounds %struct.big, %struct.big* %3, i32 0, i32 0, i32 17
  store i32 289, i32* %24, align 4, !tbaa !4
  %25 = getelementptr inbounds %struct.big, %struct.big* %3, i32 0, i32 0, i32 18
  store i32 324, i32* %25, align 4, !tbaa !4
  %26 = getelementptr inbounds %struct.big, %struct.big* %3, i32 0, i32 0, i32 19
  store i32 361, i32* %26, align 4, !tbaa !4
  %27 = bitcast i64* %2 to %struct.small*
  %28 = getelementptr inbounds %struct.big, %struct.big* %3, i32 0, i32 1, i32 0
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(9) %28, i8* noundef nonnull align 1 dereferenceable(9) getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i32 0, i32 0), i32 9, i1 false)
  %29 = bitcast i64* %2 to i32*
  call fastcc void @copy_small(%struct.small* noundef nonnull getelementptr inbounds ([4 x %struct.small], [4 x %struct.small]* @gs, i32 0, i32 0), %struct.small* noundef nonnull %27)
  store i32 2, i32* %29, align 8, !tbaa !8
  call fastcc void @copy_small(%struct.small* noundef nonnull getelementptr inbounds ([4 x %struct.small], [4 x %struct.small]* @gs, i32 0, i32 1), %struct.small* noundef nonnull %27)
  store i32 4, i32* %29, align 8, !tbaa !8
  call fastcc void @copy_small(%struct.small* noundef nonnull getelementptr inbounds ([4 x %struct.small], [4 x %struct.small]* @gs, i32 0, i32 2), %struct.small* noundef nonnull %27)
  store i32 7, i32* %29, align 8, !tbaa !8
  call fastcc void @copy_small(%struct.small* noundef nonnull getelementptr inbounds ([4 x %struct.small], [4 x %struct.small]* @gs, i32 0, i32 3), %struct.small* noundef nonnull %27)
  call fastcc void @copy_big(%struct.big* noundef nonnull %3)
  tail call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(92) bitcast ([2 x %struct.big]* @gb to i8*), i8* noundef nonnull align 4 dereferenceable(92) bitcast (%struct.big* getelementptr inbounds ([2 x %struct.big], [2 x %struct.big]* @gb, i32 0, i32 1) to i8*), i32 92, i1 false)
  call fastcc void @fill(i8* noundef nonnull %4)
  %30 = getelementptr inbounds [40 x i8], [40 x i8]* %1, i32 0, i32 3
  call void @llvm.memset.p0i8.i32(i8* noundef nonnull align 1 dereferenceable(5) %30, i8 121, i32 5, i1 false)
  call fastcc void @shift(i8* noundef nonnull %4)
  %31 = getelementptr inbounds [40 x i8], [40 x i8]* %1, i32 0, i32 20
  %32 = getelementptr inbounds [40 x i8], [40 x i8]* %1, i32 0, i32 18
  call void @llvm.memmove.p0i8.p0i8.i32(i8* noundef nonnull align 1 dereferenceable(6) %31, i8* noundef nonnull align 1 dereferenceable(6) %32, i32 6, i1 false)
  br label %33

33:                                               ; preds = %0, %33
  %34 = phi i32 [ 0, %0 ], [ %41, %33 ]
  %35 = phi i32 [ 7, %0 ], [ %40, %33 ]
  %36 = mul i32 %35, 31
  %37 = getelementptr inbounds [40 x i8], [40 x i8]* %1, i32 0, i32 %34
  %38 = load i8, i8* %37, align 1, !tbaa !11
  %39 = zext i8 %38 to i32
  %40 = add i32 %36, %39
  %41 = add nuw nsw i32 %34, 1
  %42 = icmp eq i32 %41, 40
  br i1 %42, label %43, label %33, !llvm.loop !12

43:                                               ; preds = %33
  %44 = mul i32 %40, 31
  %45 = load i32, i32* getelementptr inbounds ([4 x %struct.small], [4 x %struct.small]* @gs, i32 0, i32 0, i32 0), align 4, !tbaa !8
  %46 = add i32 %45, %44
  %47 = load i16, i16* getelementptr inbounds ([4 x %struct.small], [4 x %struct.small]* @gs, i32 0, i32 0, i32 1), align 4, !tbaa !14
  %48 = sext i16 %47 to i32
  %49 = add i32 %46, %48
  %50 = load i8, i8* getelementptr inbounds ([4 x %struct.small], [4 x %struct.small]* @gs, i32 0, i32 0, i32 2), align 2, !tbaa !15
  %51 = sext i8 %50 to i32
  %52 = add i32 %49, %51
  %53 = mul i32 %52, 31
  %54 = load i32, i32* getelementptr inbounds ([4 x %struct.small], [4 x %struct.small]* @gs, i32 0, i32 1, i32 0), align 4, !tbaa !8
  %55 = add i32 %54, %53
  %56 = load i16, i16* getelementptr inbounds ([4 x %struct.small], [4 x %struct.small]* @gs, i32 0, i32 1, i32 1), align 4, !tbaa !14
  %57 = sext i16 %56 to i32
  %58 = add i32 %55, %57
  %59 = load i8, i8* getelementptr inbounds ([4 x %struct.small], [4 x %struct.small]* @gs, i32 0, i32 1, i32 2), align 2, !tbaa !15
  %60 = sext i8 %59 to i32
  %61 = add i32 %58, %60
  %62 = mul i32 %61, 31
  %63 = load i32, i32* getelementptr inbounds ([4 x %struct.small], [4 x %struct.small]* @gs, i32 0, i32 2, i32 0), align 4, !tbaa !8
  %64 = add i32 %63, %62
  %65 = load i16, i16* getelementptr inbounds ([4 x %struct.small], [4 x %struct.small]* @gs, i32 0, i32 2, i32 1), align 4, !tbaa !14
  %66 = sext i16 %65 to i32
  %67 = add i32 %64, %66
  %68 = load i8, i8* getelementptr inbounds ([4 x %struct.small], [4 x %struct.small]* @gs, i32 0, i32 2, i32 2), align 2, !tbaa !15
  %69 = sext i8 %68 to i32
  %70 = add i32 %67, %69
  %71 = mul i32 %70, 31
  %72 = load i32, i32* getelementptr inbounds ([4 x %struct.small], [4 x %struct.small]* @gs, i32 0, i32 3, i32 0), align 4, !tbaa !8
  %73 = add i32 %72, %71
  %74 = load i16, i16* getelementptr inbounds ([4 x %struct.small], [4 x %struct.small]* @gs, i32 0, i32 3, i32 1), align 4, !tbaa !14
  %75 = sext i16 %74 to i32
  %76 = add i32 %73, %75
  %77 = load i8, i8* getelementptr inbounds ([4 x %struct.small], [4 x %struct.small]* @gs, i32 0, i32 3, i32 2), align 2, !tbaa !15
  %78 = sext i8 %77 to i32
  %79 = add i32 %76, %78
  %80 = mul i32 %79, 31
  %81 = load i32, i32* getelementptr inbounds ([2 x %struct.big], [2 x %struct.big]* @gb, i32 0, i32 0, i32 0, i32 0), align 4, !tbaa !4
  %82 = add i32 %81, %80
  %83 = mul i32 %82, 31
  %84 = load i32, i32* getelementptr inbounds ([2 x %struct.big], [2 x %struct.big]* @gb, i32 0, i32 0, i32 0, i32 1), align 4, !tbaa !4
  %85 = add i32 %84, %83
  %86 = mul i32 %85, 31
  %87 = load i32, i32* getelementptr inbounds ([2 x %struct.big], [2 x %struct.big]* @gb, i32 0, i32 0, i32 0, i32 2), align 4, !tbaa !4
  %88 = add i32 %87, %86
  %89 = mul i32 %88, 31
  %90 = load i32, i32* getelementptr inbounds ([2 x %struct.big], [2 x %struct.big]* @gb, i32 0, i32 0, i32 0, i32 3), align 4, !tbaa !4
  %91 = add i32 %90, %89
  %92 = mul i32 %91, 31
  %93 = load i32, i32* getelementptr inbounds ([2 x %struct.big], [2 x %struct.big]* @gb, i32 0, i32 0, i32 0, i32 4), align 4, !tbaa !4
  %94 = add i32 %93, %92
  %95 = mul i32 %94, 31
  %96 = load i32, i32* getelementptr inbounds ([2 x %struct.big], [2 x %struct.big]* @gb, i32 0, i32 0, i32 0, i32 5), align 4, !tbaa !4
  %97 = add i32 %96, %95
  %98 = mul i32 %97, 31
  %99 = load i32, i32* getelementptr inbounds ([2 x %struct.big], [2 x %struct.big]* @gb, i32 0, i32 0, i32 0, i32 6), align 4, !tbaa !4
  %100 = add i32 %99, %98
  %101 = mul i32 %100, 31
  %102 = load i32, i32* getelementptr inbounds ([2 x %struct.big], [2 x %struct.big]* @gb, i32 0, i32 0, i32 0, i32 7), align 4, !tbaa !4
  %103 = add i32 %102, %101
  %104 = mul i32 %103, 31
  %105 = load i32, i32* getelementptr inbounds ([2 x %struct.big], [2 x %struct.big]* @gb, i32 0, i32 0, i32 0, i32 8), align 4, !tbaa !4
  %106 = add i32 %105, %104
  %107 = mul i32 %106, 31
  %108 = load i32, i32* getelementptr inbounds ([2 x %struct.big], [2 x %struct.big]* @gb, i32 0, i32 0, i32 0, i32 9), align 4, !tbaa !4
  %109 = add i32 %108, %107
  %110 = mul i32 %109, 31
  %111 = load i32, i32* getelementptr inbounds ([2 x %struct.big], [2 x %struct.big]* @gb, i32 0, i32 0, i32 0, i32 10), align 4, !tbaa !4
  %112 = add i32 %111, %110
  %113 = mul i32 %112, 31
  %114 = load i32, i32* getelementptr inbounds ([2 x %struct.big], [2 x %struct.big]* @gb, i32 0, i32 0, i32 0, i32 11), align 4, !tbaa !4
  %115 = add i32 %114, %113
  %116 = mul i32 %115, 31
  %117 = load i32, i32* getelementptr inbounds ([2 x %struct.big], [2 x %struct.big]* @gb, i32 0, i32 0, i32 0, i32 12), align 4, !tbaa !4
  %118 = add i32 %117, %116
  %119 = mul i32 %118, 31
  %120 = load i32, i32* getelementptr inbounds ([2 x %struct.big], [2 x %struct.big]* @gb, i32 0, i32 0, i32 0, i32 13), align 4, !tbaa !4
  %121 = add i32 %120, %119
  %122 = mul i32 %121, 31
  %123 = load i32, i32* getelementptr inbounds ([2 x %struct.big], [2 x %struct.big]* @gb, i32 0, i32 0, i32 0, i32 14), align 4, !tbaa !4
  %124 = add i32 %123, %122
  %125 = mul i32 %124, 31
  %126 = load i32, i32* getelementptr inbounds ([2 x %struct.big], [2 x %struct.big]* @gb, i32 0, i32 0, i32 0, i32 15), align 4, !tbaa !4
  %127 = add i32 %126, %125
  %128 = mul i32 %127, 31
  %129 = load i32, i32* getelementptr inbounds ([2 x %struct.big], [2 x %struct.big]* @gb, i32 0, i32 0, i32 0, i32 16), align 4, !tbaa !4
  %130 = add i32 %129, %128
  %131 = mul i32 %130, 31
  %132 = load i32, i32* getelementptr inbounds ([2 x %struct.big], [2 x %struct.big]* @gb, i32 0, i32 0, i32 0, i32 17), align 4, !tbaa !4
  %133 = add i32 %132, %131
  %134 = mul i32 %133, 31
  %135 = load i32, i32* getelementptr inbounds ([2 x %struct.big], [2 x %struct.big]* @gb, i32 0, i32 0, i32 0, i32 18), align 4, !tbaa !4
  %136 = add i32 %135, %134
  %137 = mul i32 %136, 31
  %138 = load i32, i32* getelementptr inbounds ([2 x %struct.big], [2 x %struct.big]* @gb, i32 0, i32 0, i32 0, i32 19), align 4, !tbaa !4
  %139 = add i32 %138, %137
  %140 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i32 0, i32 0), i8* noundef getelementptr inbounds ([2 x %struct.big], [2 x %struct.big]* @gb, i32 0, i32 0, i32 1, i32 0), i32 noundef signext %139)
  %141 = and i32 %139, 127
  call void @llvm.lifetime.end.p0i8(i64 92, i8* nonnull %6) #9
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %5) #9
  call void @llvm.lifetime.end.p0i8(i64 40, i8* nonnull %4) #9
  ret i32 %141
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #2

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i32(i8* nocapture writeonly, i8, i32, i1 immarg) #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn
define internal fastcc void @copy_small(%struct.small* nocapture noundef writeonly %0, %struct.small* nocapture noundef readonly %1) unnamed_addr #4 {
  %3 = bitcast %struct.small* %1 to i64*
  %4 = bitcast %struct.small* %0 to i64*
  %5 = load i64, i64* %3, align 4
  store i64 %5, i64* %4, align 4
  ret void
}

; Function Attrs: mustprogress nofree noinline nosync nounwind willreturn
define internal fastcc void @copy_big(%struct.big* nocapture noundef readonly %0) unnamed_addr #5 {
  %2 = bitcast %struct.big* %0 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(92) bitcast (%struct.big* getelementptr inbounds ([2 x %struct.big], [2 x %struct.big]* @gb, i32 0, i32 1) to i8*), i8* noundef nonnull align 4 dereferenceable(92) %2, i32 92, i1 false), !tbaa.struct !16
  ret void
}

; Function Attrs: mustprogress nofree noinline nosync nounwind willreturn writeonly
define internal fastcc void @fill(i8* nocapture noundef writeonly %0) unnamed_addr #6 {
  tail call void @llvm.memset.p0i8.i32(i8* noundef nonnull align 1 dereferenceable(40) %0, i8 120, i32 40, i1 false)
  ret void
}

; Function Attrs: mustprogress nofree noinline nosync nounwind willreturn
define internal fastcc void @shift(i8* nocapture noundef %0) unnamed_addr #5 {
  %2 = getelementptr inbounds i8, i8* %0, i32 1
  tail call void @llvm.memmove.p0i8.p0i8.i32(i8* noundef nonnull align 1 dereferenceable(10) %2, i8* noundef nonnull align 1 dereferenceable(10) %0, i32 10, i1 false)
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memmove.p0i8.p0i8.i32(i8* nocapture writeonly, i8* nocapture readonly, i32, i1 immarg) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #8

attributes #0 = { nofree nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #3 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #5 = { mustprogress nofree noinline nosync nounwind willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #6 = { mustprogress nofree noinline nosync nounwind willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #7 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #8 = { argmemonly nofree nounwind willreturn writeonly }
attributes #9 = { nounwind }

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
!8 = !{!9, !5, i64 0}
!9 = !{!"small", !5, i64 0, !10, i64 4, !6, i64 6}
!10 = !{!"short", !6, i64 0}
!11 = !{!6, !6, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!9, !10, i64 4}
!15 = !{!9, !6, i64 6}
!16 = !{i64 0, i64 80, !11, i64 80, i64 9, !11}
