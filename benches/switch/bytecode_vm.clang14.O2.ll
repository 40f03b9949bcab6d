; ModuleID = 'bytecode_vm.c'
source_filename = "bytecode_vm.c"
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mips-unknown-linux-gnu"

@main.prog = internal unnamed_addr constant [41 x i8] c"\00\00\0C\00\00\01\0C\01\00\C8\00\0F\03\07\00\03\03\0B\01\05\0B\00\01\0C\00\0B\01\06\00\FF\04\0A\05\0C\01\0D\07\0E\0D\08\0F", align 1
@.str = private unnamed_addr constant [38 x i8] c"(x+y)*z-(x%y)/3<=z>x==y+(z*x)-y%(x+1)\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"%u %u %u\0A\00", align 1

; Function Attrs: nofree nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [32 x i32], align 4
  %2 = alloca [4 x i32], align 4
  %3 = bitcast [32 x i32]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 128, i8* nonnull %3) #4
  %4 = bitcast [4 x i32]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %4) #4
  call void @llvm.memset.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(16) %4, i8 0, i32 16, i1 false) #4
  br label %5

5:                                                ; preds = %121, %0
  %6 = phi i32 [ 0, %0 ], [ %9, %121 ]
  %7 = phi i32 [ 0, %0 ], [ %122, %121 ]
  %8 = phi i32 [ 0, %0 ], [ %123, %121 ]
  %9 = add i32 %6, 1
  %10 = add nsw i32 %7, 1
  %11 = getelementptr inbounds [41 x i8], [41 x i8]* @main.prog, i32 0, i32 %7
  %12 = load i8, i8* %11, align 1, !tbaa !4
  switch i8 %12, label %130 [
    i8 0, label %13
    i8 1, label %20
    i8 2, label %28
    i8 3, label %36
    i8 4, label %44
    i8 5, label %52
    i8 6, label %60
    i8 7, label %65
    i8 8, label %71
    i8 9, label %73
    i8 10, label %80
    i8 11, label %86
    i8 12, label %96
    i8 13, label %106
    i8 14, label %111
    i8 15, label %124
  ]

13:                                               ; preds = %5
  %14 = add nsw i32 %7, 2
  %15 = getelementptr inbounds [41 x i8], [41 x i8]* @main.prog, i32 0, i32 %10
  %16 = load i8, i8* %15, align 1, !tbaa !4
  %17 = zext i8 %16 to i32
  %18 = add nsw i32 %8, 1
  %19 = getelementptr inbounds [32 x i32], [32 x i32]* %1, i32 0, i32 %8
  store i32 %17, i32* %19, align 4, !tbaa !7
  br label %121

20:                                               ; preds = %5
  %21 = add nsw i32 %8, -1
  %22 = getelementptr inbounds [32 x i32], [32 x i32]* %1, i32 0, i32 %21
  %23 = load i32, i32* %22, align 4, !tbaa !7
  %24 = add nsw i32 %8, -2
  %25 = getelementptr inbounds [32 x i32], [32 x i32]* %1, i32 0, i32 %24
  %26 = load i32, i32* %25, align 4, !tbaa !7
  %27 = add i32 %26, %23
  store i32 %27, i32* %25, align 4, !tbaa !7
  br label %121

28:                                               ; preds = %5
  %29 = add nsw i32 %8, -1
  %30 = getelementptr inbounds [32 x i32], [32 x i32]* %1, i32 0, i32 %29
  %31 = load i32, i32* %30, align 4, !tbaa !7
  %32 = add nsw i32 %8, -2
  %33 = getelementptr inbounds [32 x i32], [32 x i32]* %1, i32 0, i32 %32
  %34 = load i32, i32* %33, align 4, !tbaa !7
  %35 = sub i32 %34, %31
  store i32 %35, i32* %33, align 4, !tbaa !7
  br label %121

36:                                               ; preds = %5
  %37 = add nsw i32 %8, -1
  %38 = getelementptr inbounds [32 x i32], [32 x i32]* %1, i32 0, i32 %37
  %39 = load i32, i32* %38, align 4, !tbaa !7
  %40 = add nsw i32 %8, -2
  %41 = getelementptr inbounds [32 x i32], [32 x i32]* %1, i32 0, i32 %40
  %42 = load i32, i32* %41, align 4, !tbaa !7
  %43 = mul i32 %42, %39
  store i32 %43, i32* %41, align 4, !tbaa !7
  br label %121

44:                                               ; preds = %5
  %45 = add nsw i32 %8, -1
  %46 = getelementptr inbounds [32 x i32], [32 x i32]* %1, i32 0, i32 %45
  %47 = load i32, i32* %46, align 4, !tbaa !7
  %48 = add nsw i32 %8, -2
  %49 = getelementptr inbounds [32 x i32], [32 x i32]* %1, i32 0, i32 %48
  %50 = load i32, i32* %49, align 4, !tbaa !7
  %51 = and i32 %50, %47
  store i32 %51, i32* %49, align 4, !tbaa !7
  br label %121

52:                                               ; preds = %5
  %53 = add nsw i32 %8, -1
  %54 = getelementptr inbounds [32 x i32], [32 x i32]* %1, i32 0, i32 %53
  %55 = load i32, i32* %54, align 4, !tbaa !7
  %56 = add nsw i32 %8, -2
  %57 = getelementptr inbounds [32 x i32], [32 x i32]* %1, i32 0, i32 %56
  %58 = load i32, i32* %57, align 4, !tbaa !7
  %59 = xor i32 %58, %55
  store i32 %59, i32* %57, align 4, !tbaa !7
  br label %121

60:                                               ; preds = %5
  %61 = add nsw i32 %8, -1
  %62 = getelementptr inbounds [32 x i32], [32 x i32]* %1, i32 0, i32 %61
  %63 = load i32, i32* %62, align 4, !tbaa !7
  %64 = shl i32 %63, 1
  store i32 %64, i32* %62, align 4, !tbaa !7
  br label %121

65:                                               ; preds = %5
  %66 = add nsw i32 %8, -1
  %67 = getelementptr inbounds [32 x i32], [32 x i32]* %1, i32 0, i32 %66
  %68 = load i32, i32* %67, align 4, !tbaa !7
  %69 = getelementptr inbounds [32 x i32], [32 x i32]* %1, i32 0, i32 %8
  store i32 %68, i32* %69, align 4, !tbaa !7
  %70 = add nsw i32 %8, 1
  br label %121

71:                                               ; preds = %5
  %72 = add nsw i32 %8, -1
  br label %121

73:                                               ; preds = %5
  %74 = add nsw i32 %8, -1
  %75 = getelementptr inbounds [32 x i32], [32 x i32]* %1, i32 0, i32 %74
  %76 = load i32, i32* %75, align 4, !tbaa !7
  %77 = add nsw i32 %8, -2
  %78 = getelementptr inbounds [32 x i32], [32 x i32]* %1, i32 0, i32 %77
  %79 = load i32, i32* %78, align 4, !tbaa !7
  store i32 %79, i32* %75, align 4, !tbaa !7
  store i32 %76, i32* %78, align 4, !tbaa !7
  br label %121

80:                                               ; preds = %5
  %81 = add nsw i32 %8, -2
  %82 = getelementptr inbounds [32 x i32], [32 x i32]* %1, i32 0, i32 %81
  %83 = load i32, i32* %82, align 4, !tbaa !7
  %84 = getelementptr inbounds [32 x i32], [32 x i32]* %1, i32 0, i32 %8
  store i32 %83, i32* %84, align 4, !tbaa !7
  %85 = add nsw i32 %8, 1
  br label %121

86:                                               ; preds = %5
  %87 = add nsw i32 %7, 2
  %88 = getelementptr inbounds [41 x i8], [41 x i8]* @main.prog, i32 0, i32 %10
  %89 = load i8, i8* %88, align 1, !tbaa !4
  %90 = and i8 %89, 3
  %91 = zext i8 %90 to i32
  %92 = getelementptr inbounds [4 x i32], [4 x i32]* %2, i32 0, i32 %91
  %93 = load i32, i32* %92, align 4, !tbaa !7
  %94 = add nsw i32 %8, 1
  %95 = getelementptr inbounds [32 x i32], [32 x i32]* %1, i32 0, i32 %8
  store i32 %93, i32* %95, align 4, !tbaa !7
  br label %121

96:                                               ; preds = %5
  %97 = add nsw i32 %8, -1
  %98 = getelementptr inbounds [32 x i32], [32 x i32]* %1, i32 0, i32 %97
  %99 = load i32, i32* %98, align 4, !tbaa !7
  %100 = add nsw i32 %7, 2
  %101 = getelementptr inbounds [41 x i8], [41 x i8]* @main.prog, i32 0, i32 %10
  %102 = load i8, i8* %101, align 1, !tbaa !4
  %103 = and i8 %102, 3
  %104 = zext i8 %103 to i32
  %105 = getelementptr inbounds [4 x i32], [4 x i32]* %2, i32 0, i32 %104
  store i32 %99, i32* %105, align 4, !tbaa !7
  br label %121

106:                                              ; preds = %5
  %107 = add nsw i32 %8, -1
  %108 = getelementptr inbounds [32 x i32], [32 x i32]* %1, i32 0, i32 %107
  %109 = load i32, i32* %108, align 4, !tbaa !7
  %110 = add i32 %109, -1
  store i32 %110, i32* %108, align 4, !tbaa !7
  br label %121

111:                                              ; preds = %5
  %112 = add nsw i32 %7, 2
  %113 = add nsw i32 %8, -1
  %114 = getelementptr inbounds [32 x i32], [32 x i32]* %1, i32 0, i32 %113
  %115 = load i32, i32* %114, align 4, !tbaa !7
  %116 = icmp eq i32 %115, 0
  br i1 %116, label %121, label %117

117:                                              ; preds = %111
  %118 = getelementptr inbounds [41 x i8], [41 x i8]* @main.prog, i32 0, i32 %10
  %119 = load i8, i8* %118, align 1, !tbaa !4
  %120 = zext i8 %119 to i32
  br label %121

121:                                              ; preds = %117, %111, %106, %96, %86, %80, %73, %71, %65, %60, %52, %44, %36, %28, %20, %13
  %122 = phi i32 [ %120, %117 ], [ %112, %111 ], [ %10, %106 ], [ %100, %96 ], [ %87, %86 ], [ %10, %80 ], [ %10, %73 ], [ %10, %71 ], [ %10, %65 ], [ %10, %60 ], [ %10, %52 ], [ %10, %44 ], [ %10, %36 ], [ %10, %28 ], [ %10, %20 ], [ %14, %13 ]
  %123 = phi i32 [ %113, %117 ], [ %113, %111 ], [ %8, %106 ], [ %97, %96 ], [ %94, %86 ], [ %85, %80 ], [ %8, %73 ], [ %72, %71 ], [ %70, %65 ], [ %8, %60 ], [ %53, %52 ], [ %45, %44 ], [ %37, %36 ], [ %29, %28 ], [ %21, %20 ], [ %18, %13 ]
  br label %5

124:                                              ; preds = %5
  %125 = getelementptr inbounds [4 x i32], [4 x i32]* %2, i32 0, i32 0
  %126 = load i32, i32* %125, align 4, !tbaa !7
  %127 = getelementptr inbounds [4 x i32], [4 x i32]* %2, i32 0, i32 1
  %128 = load i32, i32* %127, align 4, !tbaa !7
  %129 = xor i32 %128, %126
  br label %130

130:                                              ; preds = %5, %124
  %131 = phi i32 [ %129, %124 ], [ 57005, %5 ]
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %4) #4
  call void @llvm.lifetime.end.p0i8(i64 128, i8* nonnull %3) #4
  br label %132

132:                                              ; preds = %130, %154
  %133 = phi i32 [ 0, %130 ], [ %155, %154 ]
  %134 = phi i32 [ 0, %130 ], [ %151, %154 ]
  %135 = and i32 %133, 1
  br label %136

136:                                              ; preds = %132, %149
  %137 = phi i32 [ 0, %132 ], [ %152, %149 ]
  %138 = phi i32 [ %134, %132 ], [ %151, %149 ]
  %139 = getelementptr inbounds [38 x i8], [38 x i8]* @.str, i32 0, i32 %137
  %140 = load i8, i8* %139, align 1, !tbaa !4
  %141 = mul i32 %138, 3
  %142 = sext i8 %140 to i32
  %143 = add nsw i32 %135, %142
  switch i32 %143, label %148 [
    i32 43, label %149
    i32 45, label %149
    i32 42, label %144
    i32 47, label %144
    i32 37, label %144
    i32 40, label %145
    i32 41, label %145
    i32 60, label %146
    i32 62, label %146
    i32 61, label %146
    i32 120, label %147
    i32 121, label %147
    i32 122, label %147
  ]

144:                                              ; preds = %136, %136, %136
  br label %149

145:                                              ; preds = %136, %136
  br label %149

146:                                              ; preds = %136, %136, %136
  br label %149

147:                                              ; preds = %136, %136, %136
  br label %149

148:                                              ; preds = %136
  br label %149

149:                                              ; preds = %136, %136, %144, %145, %146, %147, %148
  %150 = phi i32 [ 0, %148 ], [ 5, %147 ], [ 4, %146 ], [ 3, %145 ], [ 2, %144 ], [ 1, %136 ], [ 1, %136 ]
  %151 = add i32 %150, %141
  %152 = add nuw nsw i32 %137, 1
  %153 = icmp eq i32 %152, 37
  br i1 %153, label %154, label %136, !llvm.loop !9

154:                                              ; preds = %149
  %155 = add nuw nsw i32 %133, 1
  %156 = icmp eq i32 %155, 200
  br i1 %156, label %157, label %132, !llvm.loop !11

157:                                              ; preds = %154
  %158 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.1, i32 0, i32 0), i32 noundef signext %131, i32 noundef signext %9, i32 noundef signext %151)
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i32(i8* nocapture writeonly, i8, i32, i1 immarg) #3

attributes #0 = { nofree nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #3 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 1}
!2 = !{i32 7, !"PIE Level", i32 1}
!3 = !{!"Debian clang version 14.0.6"}
!4 = !{!5, !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C/C++ TBAA"}
!7 = !{!8, !8, i64 0}
!8 = !{!"int", !5, i64 0}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
