; ModuleID = 'vecs.c'
source_filename = "vecs.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

@a = internal global [67 x i32] zeroinitializer, align 16
@b = internal unnamed_addr global [67 x i32] zeroinitializer, align 16
@bytes = internal unnamed_addr global [67 x i8] zeroinitializer, align 4
@sh = internal unnamed_addr global [67 x i16] zeroinitializer, align 8
@.str = private unnamed_addr constant [8 x i8] c"sum %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"max %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c"xor %u\0A\00", align 1
@c = internal global [67 x i32] zeroinitializer, align 16
@.str.3 = private unnamed_addr constant [15 x i8] c"axpy %d %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [13 x i8] c"widen %d %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [9 x i8] c"less %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [9 x i8] c"umin %u\0A\00", align 1

; Function Attrs: nofree nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i32 [ 0, %0 ], [ %23, %1 ]
  %3 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %0 ], [ %24, %1 ]
  %4 = phi <4 x i8> [ <i8 0, i8 1, i8 2, i8 3>, %0 ], [ %25, %1 ]
  %5 = phi <4 x i16> [ <i16 0, i16 1, i16 2, i16 3>, %0 ], [ %26, %1 ]
  %6 = mul nuw nsw <4 x i32> %3, <i32 37, i32 37, i32 37, i32 37>
  %7 = add nsw <4 x i32> %6, <i32 -500, i32 -500, i32 -500, i32 -500>
  %8 = getelementptr inbounds [67 x i32], [67 x i32]* @a, i32 0, i32 %2
  %9 = bitcast i32* %8 to <4 x i32>*
  store <4 x i32> %7, <4 x i32>* %9, align 4, !tbaa !4
  %10 = mul nuw nsw <4 x i32> %3, <i32 7919, i32 7919, i32 7919, i32 7919>
  %11 = urem <4 x i32> %10, <i32 1000, i32 1000, i32 1000, i32 1000>
  %12 = add nsw <4 x i32> %11, <i32 -300, i32 -300, i32 -300, i32 -300>
  %13 = getelementptr inbounds [67 x i32], [67 x i32]* @b, i32 0, i32 %2
  %14 = bitcast i32* %13 to <4 x i32>*
  store <4 x i32> %12, <4 x i32>* %14, align 4, !tbaa !4
  %15 = mul <4 x i8> %4, <i8 53, i8 53, i8 53, i8 53>
  %16 = add <4 x i8> %15, <i8 11, i8 11, i8 11, i8 11>
  %17 = getelementptr inbounds [67 x i8], [67 x i8]* @bytes, i32 0, i32 %2
  %18 = bitcast i8* %17 to <4 x i8>*
  store <4 x i8> %16, <4 x i8>* %18, align 4, !tbaa !8
  %19 = mul <4 x i16> %5, <i16 1234, i16 1234, i16 1234, i16 1234>
  %20 = add <4 x i16> %19, <i16 -20000, i16 -20000, i16 -20000, i16 -20000>
  %21 = getelementptr inbounds [67 x i16], [67 x i16]* @sh, i32 0, i32 %2
  %22 = bitcast i16* %21 to <4 x i16>*
  store <4 x i16> %20, <4 x i16>* %22, align 2, !tbaa !9
  %23 = add nuw i32 %2, 4
  %24 = add <4 x i32> %3, <i32 4, i32 4, i32 4, i32 4>
  %25 = add <4 x i8> %4, <i8 4, i8 4, i8 4, i8 4>
  %26 = add <4 x i16> %5, <i16 4, i16 4, i16 4, i16 4>
  %27 = icmp eq i32 %23, 64
  br i1 %27, label %28, label %1, !llvm.loop !11

28:                                               ; preds = %1
  store i32 1868, i32* getelementptr inbounds ([67 x i32], [67 x i32]* @a, i32 0, i32 64), align 4, !tbaa !4
  store i32 516, i32* getelementptr inbounds ([67 x i32], [67 x i32]* @b, i32 0, i32 64), align 4, !tbaa !4
  store i8 75, i8* getelementptr inbounds ([67 x i8], [67 x i8]* @bytes, i32 0, i32 64), align 4, !tbaa !8
  store i16 -6560, i16* getelementptr inbounds ([67 x i16], [67 x i16]* @sh, i32 0, i32 64), align 2, !tbaa !9
  store i32 1905, i32* getelementptr inbounds ([67 x i32], [67 x i32]* @a, i32 0, i32 65), align 4, !tbaa !4
  store i32 435, i32* getelementptr inbounds ([67 x i32], [67 x i32]* @b, i32 0, i32 65), align 4, !tbaa !4
  store i8 -128, i8* getelementptr inbounds ([67 x i8], [67 x i8]* @bytes, i32 0, i32 65), align 1, !tbaa !8
  store i16 -5326, i16* getelementptr inbounds ([67 x i16], [67 x i16]* @sh, i32 0, i32 65), align 2, !tbaa !9
  store i32 1942, i32* getelementptr inbounds ([67 x i32], [67 x i32]* @a, i32 0, i32 66), align 4, !tbaa !4
  store i32 354, i32* getelementptr inbounds ([67 x i32], [67 x i32]* @b, i32 0, i32 66), align 4, !tbaa !4
  store i8 -75, i8* getelementptr inbounds ([67 x i8], [67 x i8]* @bytes, i32 0, i32 66), align 2, !tbaa !8
  store i16 -4092, i16* getelementptr inbounds ([67 x i16], [67 x i16]* @sh, i32 0, i32 66), align 2, !tbaa !9
  %29 = tail call fastcc i32 @sum(i32* noundef getelementptr inbounds ([67 x i32], [67 x i32]* @a, i32 0, i32 0))
  %30 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str, i32 0, i32 0), i32 noundef signext %29)
  %31 = tail call fastcc i32 @maxv()
  %32 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.1, i32 0, i32 0), i32 noundef signext %31)
  %33 = tail call fastcc i32 @xorall()
  %34 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.2, i32 0, i32 0), i32 noundef signext %33)
  tail call fastcc void @axpy()
  %35 = load i32, i32* getelementptr inbounds ([67 x i32], [67 x i32]* @c, i32 0, i32 0), align 4, !tbaa !4
  %36 = load i32, i32* getelementptr inbounds ([67 x i32], [67 x i32]* @c, i32 0, i32 33), align 4, !tbaa !4
  %37 = tail call fastcc i32 @sum(i32* noundef getelementptr inbounds ([67 x i32], [67 x i32]* @c, i32 0, i32 0))
  %38 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.3, i32 0, i32 0), i32 noundef signext %35, i32 noundef signext %36, i32 noundef signext %37)
  tail call fastcc void @widen()
  %39 = load i32, i32* getelementptr inbounds ([67 x i32], [67 x i32]* @c, i32 0, i32 5), align 4, !tbaa !4
  %40 = tail call fastcc i32 @sum(i32* noundef getelementptr inbounds ([67 x i32], [67 x i32]* @c, i32 0, i32 0))
  %41 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.4, i32 0, i32 0), i32 noundef signext %39, i32 noundef signext %40)
  %42 = tail call fastcc i32 @count_less()
  %43 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.5, i32 0, i32 0), i32 noundef signext %42)
  %44 = tail call fastcc i32 @umin_all()
  %45 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.6, i32 0, i32 0), i32 noundef signext %44)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree noinline norecurse nosync nounwind readonly
define internal fastcc i32 @sum(i32* nocapture noundef readonly %0) unnamed_addr #2 {
  %2 = load i32, i32* %0, align 4, !tbaa !4
  %3 = getelementptr inbounds i32, i32* %0, i32 1
  %4 = load i32, i32* %3, align 4, !tbaa !4
  %5 = add nsw i32 %4, %2
  %6 = getelementptr inbounds i32, i32* %0, i32 2
  %7 = load i32, i32* %6, align 4, !tbaa !4
  %8 = add nsw i32 %7, %5
  %9 = getelementptr inbounds i32, i32* %0, i32 3
  %10 = load i32, i32* %9, align 4, !tbaa !4
  %11 = add nsw i32 %10, %8
  %12 = getelementptr inbounds i32, i32* %0, i32 4
  %13 = load i32, i32* %12, align 4, !tbaa !4
  %14 = add nsw i32 %13, %11
  %15 = getelementptr inbounds i32, i32* %0, i32 5
  %16 = load i32, i32* %15, align 4, !tbaa !4
  %17 = add nsw i32 %16, %14
  %18 = getelementptr inbounds i32, i32* %0, i32 6
  %19 = load i32, i32* %18, align 4, !tbaa !4
  %20 = add nsw i32 %19, %17
  %21 = getelementptr inbounds i32, i32* %0, i32 7
  %22 = load i32, i32* %21, align 4, !tbaa !4
  %23 = add nsw i32 %22, %20
  %24 = getelementptr inbounds i32, i32* %0, i32 8
  %25 = load i32, i32* %24, align 4, !tbaa !4
  %26 = add nsw i32 %25, %23
  %27 = getelementptr inbounds i32, i32* %0, i32 9
  %28 = load i32, i32* %27, align 4, !tbaa !4
  %29 = add nsw i32 %28, %26
  %30 = getelementptr inbounds i32, i32* %0, i32 10
  %31 = load i32, i32* %30, align 4, !tbaa !4
  %32 = add nsw i32 %31, %29
  %33 = getelementptr inbounds i32, i32* %0, i32 11
  %34 = load i32, i32* %33, align 4, !tbaa !4
  %35 = add nsw i32 %34, %32
  %36 = getelementptr inbounds i32, i32* %0, i32 12
  %37 = load i32, i32* %36, align 4, !tbaa !4
  %38 = add nsw i32 %37, %35
  %39 = getelementptr inbounds i32, i32* %0, i32 13
  %40 = load i32, i32* %39, align 4, !tbaa !4
  %41 = add nsw i32 %40, %38
  %42 = getelementptr inbounds i32, i32* %0, i32 14
  %43 = load i32, i32* %42, align 4, !tbaa !4
  %44 = add nsw i32 %43, %41
  %45 = getelementptr inbounds i32, i32* %0, i32 15
  %46 = load i32, i32* %45, align 4, !tbaa !4
  %47 = add nsw i32 %46, %44
  %48 = getelementptr inbounds i32, i32* %0, i32 16
  %49 = load i32, i32* %48, align 4, !tbaa !4
  %50 = add nsw i32 %49, %47
  %51 = getelementptr inbounds i32, i32* %0, i32 17
  %52 = load i32, i32* %51, align 4, !tbaa !4
  %53 = add nsw i32 %52, %50
  %54 = getelementptr inbounds i32, i32* %0, i32 18
  %55 = load i32, i32* %54, align 4, !tbaa !4
  %56 = add nsw i32 %55, %53
  %57 = getelementptr inbounds i32, i32* %0, i32 19
  %58 = load i32, i32* %57, align 4, !tbaa !4
  %59 = add nsw i32 %58, %56
  %60 = getelementptr inbounds i32, i32* %0, i32 20
  %61 = load i32, i32* %60, align 4, !tbaa !4
  %62 = add nsw i32 %61, %59
  %63 = getelementptr inbounds i32, i32* %0, i32 21
  %64 = load i32, i32* %63, align 4, !tbaa !4
  %65 = add nsw i32 %64, %62
  %66 = getelementptr inbounds i32, i32* %0, i32 22
  %67 = load i32, i32* %66, align 4, !tbaa !4
  %68 = add nsw i32 %67, %65
  %69 = getelementptr inbounds i32, i32* %0, i32 23
  %70 = load i32, i32* %69, align 4, !tbaa !4
  %71 = add nsw i32 %70, %68
  %72 = getelementptr inbounds i32, i32* %0, i32 24
  %73 = load i32, i32* %72, align 4, !tbaa !4
  %74 = add nsw i32 %73, %71
  %75 = getelementptr inbounds i32, i32* %0, i32 25
  %76 = load i32, i32* %75, align 4, !tbaa !4
  %77 = add nsw i32 %76, %74
  %78 = getelementptr inbounds i32, i32* %0, i32 26
  %79 = load i32, i32* %78, align 4, !tbaa !4
  %80 = add nsw i32 %79, %77
  %81 = getelementptr inbounds i32, i32* %0, i32 27
  %82 = load i32, i32* %81, align 4, !tbaa !4
  %83 = add nsw i32 %82, %80
  %84 = getelementptr inbounds i32, i32* %0, i32 28
  %85 = load i32, i32* %84, align 4, !tbaa !4
  %86 = add nsw i32 %85, %83
  %87 = getelementptr inbounds i32, i32* %0, i32 29
  %88 = load i32, i32* %87, align 4, !tbaa !4
  %89 = add nsw i32 %88, %86
  %90 = getelementptr inbounds i32, i32* %0, i32 30
  %91 = load i32, i32* %90, align 4, !tbaa !4
  %92 = add nsw i32 %91, %89
  %93 = getelementptr inbounds i32, i32* %0, i32 31
  %94 = load i32, i32* %93, align 4, !tbaa !4
  %95 = add nsw i32 %94, %92
  %96 = getelementptr inbounds i32, i32* %0, i32 32
  %97 = load i32, i32* %96, align 4, !tbaa !4
  %98 = add nsw i32 %97, %95
  %99 = getelementptr inbounds i32, i32* %0, i32 33
  %100 = load i32, i32* %99, align 4, !tbaa !4
  %101 = add nsw i32 %100, %98
  %102 = getelementptr inbounds i32, i32* %0, i32 34
  %103 = load i32, i32* %102, align 4, !tbaa !4
  %104 = add nsw i32 %103, %101
  %105 = getelementptr inbounds i32, i32* %0, i32 35
  %106 = load i32, i32* %105, align 4, !tbaa !4
  %107 = add nsw i32 %106, %104
  %108 = getelementptr inbounds i32, i32* %0, i32 36
  %109 = load i32, i32* %108, align 4, !tbaa !4
  %110 = add nsw i32 %109, %107
  %111 = getelementptr inbounds i32, i32* %0, i32 37
  %112 = load i32, i32* %111, align 4, !tbaa !4
  %113 = add nsw i32 %112, %110
  %114 = getelementptr inbounds i32, i32* %0, i32 38
  %115 = load i32, i32* %114, align 4, !tbaa !4
  %116 = add nsw i32 %115, %113
  %117 = getelementptr inbounds i32, i32* %0, i32 39
  %118 = load i32, i32* %117, align 4, !tbaa !4
  %119 = add nsw i32 %118, %116
  %120 = getelementptr inbounds i32, i32* %0, i32 40
  %121 = load i32, i32* %120, align 4, !tbaa !4
  %122 = add nsw i32 %121, %119
  %123 = getelementptr inbounds i32, i32* %0, i32 41
  %124 = load i32, i32* %123, align 4, !tbaa !4
  %125 = add nsw i32 %124, %122
  %126 = getelementptr inbounds i32, i32* %0, i32 42
  %127 = load i32, i32* %126, align 4, !tbaa !4
  %128 = add nsw i32 %127, %125
  %129 = getelementptr inbounds i32, i32* %0, i32 43
  %130 = load i32, i32* %129, align 4, !tbaa !4
  %131 = add nsw i32 %130, %128
  %132 = getelementptr inbounds i32, i32* %0, i32 44
  %133 = load i32, i32* %132, align 4, !tbaa !4
  %134 = add nsw i32 %133, %131
  %135 = getelementptr inbounds i32, i32* %0, i32 45
  %136 = load i32, i32* %135, align 4, !tbaa !4
  %137 = add nsw i32 %136, %134
  %138 = getelementptr inbounds i32, i32* %0, i32 46
  %139 = load i32, i32* %138, align 4, !tbaa !4
  %140 = add nsw i32 %139, %137
  %141 = getelementptr inbounds i32, i32* %0, i32 47
  %142 = load i32, i32* %141, align 4, !tbaa !4
  %143 = add nsw i32 %142, %140
  %144 = getelementptr inbounds i32, i32* %0, i32 48
  %145 = load i32, i32* %144, align 4, !tbaa !4
  %146 = add nsw i32 %145, %143
  %147 = getelementptr inbounds i32, i32* %0, i32 49
  %148 = load i32, i32* %147, align 4, !tbaa !4
  %149 = add nsw i32 %148, %146
  %150 = getelementptr inbounds i32, i32* %0, i32 50
  %151 = load i32, i32* %150, align 4, !tbaa !4
  %152 = add nsw i32 %151, %149
  %153 = getelementptr inbounds i32, i32* %0, i32 51
  %154 = load i32, i32* %153, align 4, !tbaa !4
  %155 = add nsw i32 %154, %152
  %156 = getelementptr inbounds i32, i32* %0, i32 52
  %157 = load i32, i32* %156, align 4, !tbaa !4
  %158 = add nsw i32 %157, %155
  %159 = getelementptr inbounds i32, i32* %0, i32 53
  %160 = load i32, i32* %159, align 4, !tbaa !4
  %161 = add nsw i32 %160, %158
  %162 = getelementptr inbounds i32, i32* %0, i32 54
  %163 = load i32, i32* %162, align 4, !tbaa !4
  %164 = add nsw i32 %163, %161
  %165 = getelementptr inbounds i32, i32* %0, i32 55
  %166 = load i32, i32* %165, align 4, !tbaa !4
  %167 = add nsw i32 %166, %164
  %168 = getelementptr inbounds i32, i32* %0, i32 56
  %169 = load i32, i32* %168, align 4, !tbaa !4
  %170 = add nsw i32 %169, %167
  %171 = getelementptr inbounds i32, i32* %0, i32 57
  %172 = load i32, i32* %171, align 4, !tbaa !4
  %173 = add nsw i32 %172, %170
  %174 = getelementptr inbounds i32, i32* %0, i32 58
  %175 = load i32, i32* %174, align 4, !tbaa !4
  %176 = add nsw i32 %175, %173
  %177 = getelementptr inbounds i32, i32* %0, i32 59
  %178 = load i32, i32* %177, align 4, !tbaa !4
  %179 = add nsw i32 %178, %176
  %180 = getelementptr inbounds i32, i32* %0, i32 60
  %181 = load i32, i32* %180, align 4, !tbaa !4
  %182 = add nsw i32 %181, %179
  %183 = getelementptr inbounds i32, i32* %0, i32 61
  %184 = load i32, i32* %183, align 4, !tbaa !4
  %185 = add nsw i32 %184, %182
  %186 = getelementptr inbounds i32, i32* %0, i32 62
  %187 = load i32, i32* %186, align 4, !tbaa !4
  %188 = add nsw i32 %187, %185
  %189 = getelementptr inbounds i32, i32* %0, i32 63
  %190 = load i32, i32* %189, align 4, !tbaa !4
  %191 = add nsw i32 %190, %188
  %192 = getelementptr inbounds i32, i32* %0, i32 64
  %193 = load i32, i32* %192, align 4, !tbaa !4
  %194 = add nsw i32 %193, %191
  %195 = getelementptr inbounds i32, i32* %0, i32 65
  %196 = load i32, i32* %195, align 4, !tbaa !4
  %197 = add nsw i32 %196, %194
  %198 = getelementptr inbounds i32, i32* %0, i32 66
  %199 = load i32, i32* %198, align 4, !tbaa !4
  %200 = add nsw i32 %199, %197
  ret i32 %200
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly
define internal fastcc i32 @maxv() unnamed_addr #2 {
  %1 = load i32, i32* getelementptr inbounds ([67 x i32], [67 x i32]* @b, i32 0, i32 0), align 4, !tbaa !4
  %2 = insertelement <4 x i32> poison, i32 %1, i64 0
  %3 = shufflevector <4 x i32> %2, <4 x i32> poison, <4 x i32> zeroinitializer
  %4 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([67 x i32], [67 x i32]* @b, i32 0, i32 1) to <4 x i32>*), align 4, !tbaa !4
  %5 = icmp sgt <4 x i32> %4, %3
  %6 = select <4 x i1> %5, <4 x i32> %4, <4 x i32> %3
  %7 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([67 x i32], [67 x i32]* @b, i32 0, i32 5) to <4 x i32>*), align 4, !tbaa !4
  %8 = icmp sgt <4 x i32> %7, %6
  %9 = select <4 x i1> %8, <4 x i32> %7, <4 x i32> %6
  %10 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([67 x i32], [67 x i32]* @b, i32 0, i32 9) to <4 x i32>*), align 4, !tbaa !4
  %11 = icmp sgt <4 x i32> %10, %9
  %12 = select <4 x i1> %11, <4 x i32> %10, <4 x i32> %9
  %13 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([67 x i32], [67 x i32]* @b, i32 0, i32 13) to <4 x i32>*), align 4, !tbaa !4
  %14 = icmp sgt <4 x i32> %13, %12
  %15 = select <4 x i1> %14, <4 x i32> %13, <4 x i32> %12
  %16 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([67 x i32], [67 x i32]* @b, i32 0, i32 17) to <4 x i32>*), align 4, !tbaa !4
  %17 = icmp sgt <4 x i32> %16, %15
  %18 = select <4 x i1> %17, <4 x i32> %16, <4 x i32> %15
  %19 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([67 x i32], [67 x i32]* @b, i32 0, i32 21) to <4 x i32>*), align 4, !tbaa !4
  %20 = icmp sgt <4 x i32> %19, %18
  %21 = select <4 x i1> %20, <4 x i32> %19, <4 x i32> %18
  %22 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([67 x i32], [67 x i32]* @b, i32 0, i32 25) to <4 x i32>*), align 4, !tbaa !4
  %23 = icmp sgt <4 x i32> %22, %21
  %24 = select <4 x i1> %23, <4 x i32> %22, <4 x i32> %21
  %25 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([67 x i32], [67 x i32]* @b, i32 0, i32 29) to <4 x i32>*), align 4, !tbaa !4
  %26 = icmp sgt <4 x i32> %25, %24
  %27 = select <4 x i1> %26, <4 x i32> %25, <4 x i32> %24
  %28 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([67 x i32], [67 x i32]* @b, i32 0, i32 33) to <4 x i32>*), align 4, !tbaa !4
  %29 = icmp sgt <4 x i32> %28, %27
  %30 = select <4 x i1> %29, <4 x i32> %28, <4 x i32> %27
  %31 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([67 x i32], [67 x i32]* @b, i32 0, i32 37) to <4 x i32>*), align 4, !tbaa !4
  %32 = icmp sgt <4 x i32> %31, %30
  %33 = select <4 x i1> %32, <4 x i32> %31, <4 x i32> %30
  %34 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([67 x i32], [67 x i32]* @b, i32 0, i32 41) to <4 x i32>*), align 4, !tbaa !4
  %35 = icmp sgt <4 x i32> %34, %33
  %36 = select <4 x i1> %35, <4 x i32> %34, <4 x i32> %33
  %37 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([67 x i32], [67 x i32]* @b, i32 0, i32 45) to <4 x i32>*), align 4, !tbaa !4
  %38 = icmp sgt <4 x i32> %37, %36
  %39 = select <4 x i1> %38, <4 x i32> %37, <4 x i32> %36
  %40 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([67 x i32], [67 x i32]* @b, i32 0, i32 49) to <4 x i32>*), align 4, !tbaa !4
  %41 = icmp sgt <4 x i32> %40, %39
  %42 = select <4 x i1> %41, <4 x i32> %40, <4 x i32> %39
  %43 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([67 x i32], [67 x i32]* @b, i32 0, i32 53) to <4 x i32>*), align 4, !tbaa !4
  %44 = icmp sgt <4 x i32> %43, %42
  %45 = select <4 x i1> %44, <4 x i32> %43, <4 x i32> %42
  %46 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([67 x i32], [67 x i32]* @b, i32 0, i32 57) to <4 x i32>*), align 4, !tbaa !4
  %47 = icmp sgt <4 x i32> %46, %45
  %48 = select <4 x i1> %47, <4 x i32> %46, <4 x i32> %45
  %49 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([67 x i32], [67 x i32]* @b, i32 0, i32 61) to <4 x i32>*), align 4, !tbaa !4
  %50 = icmp sgt <4 x i32> %49, %48
  %51 = select <4 x i1> %50, <4 x i32> %49, <4 x i32> %48
  %52 = call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %51)
  %53 = load i32, i32* getelementptr inbounds ([67 x i32], [67 x i32]* @b, i32 0, i32 65), align 4, !tbaa !4
  %54 = icmp sgt i32 %53, %52
  %55 = select i1 %54, i32 %53, i32 %52
  %56 = load i32, i32* getelementptr inbounds ([67 x i32], [67 x i32]* @b, i32 0, i32 66), align 4, !tbaa !4
  %57 = icmp sgt i32 %56, %55
  %58 = select i1 %57, i32 %56, i32 %55
  ret i32 %58
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly
define internal fastcc i32 @xorall() unnamed_addr #2 {
  %1 = load i8, i8* getelementptr inbounds ([67 x i8], [67 x i8]* @bytes, i32 0, i32 0), align 4, !tbaa !8
  %2 = load i8, i8* getelementptr inbounds ([67 x i8], [67 x i8]* @bytes, i32 0, i32 1), align 1, !tbaa !8
  %3 = xor i8 %1, %2
  %4 = load i8, i8* getelementptr inbounds ([67 x i8], [67 x i8]* @bytes, i32 0, i32 2), align 2, !tbaa !8
  %5 = xor i8 %3, %4
  %6 = load i8, i8* getelementptr inbounds ([67 x i8], [67 x i8]* @bytes, i32 0, i32 3), align 1, !tbaa !8
  %7 = xor i8 %5, %6
  %8 = load i8, i8* getelementptr inbounds ([67 x i8], [67 x i8]* @bytes, i32 0, i32 4), align 4, !tbaa !8
  %9 = xor i8 %7, %8
  %10 = load i8, i8* getelementptr inbounds ([67 x i8], [67 x i8]* @bytes, i32 0, i32 5), align 1, !tbaa !8
  %11 = xor i8 %9, %10
  %12 = load i8, i8* getelementptr inbounds ([67 x i8], [67 x i8]* @bytes, i32 0, i32 6), align 2, !tbaa !8
  %13 = xor i8 %11, %12
  %14 = load i8, i8* getelementptr inbounds ([67 x i8], [67 x i8]* @bytes, i32 0, i32 7), align 1, !tbaa !8
  %15 = xor i8 %13, %14
  %16 = load i8, i8* getelementptr inbounds ([67 x i8], [67 x i8]* @bytes, i32 0, i32 8), align 4, !tbaa !8
  %17 = xor i8 %15, %16
  %18 = load i8, i8* getelementptr inbounds ([67 x i8], [67 x i8]* @bytes, i32 0, i32 9), align 1, !tbaa !8
  %19 = xor i8 %17, %18
  %20 = load i8, i8* getelementptr inbounds ([67 x i8], [67 x i8]* @bytes, i32 0, i32 10), align 2, !tbaa !8
  %21 = xor i8 %19, %20
  %22 = load i8, i8* getelementptr inbounds ([67 x i8], [67 x i8]* @bytes, i32 0, i32 11), align 1, !tbaa !8
  %23 = xor i8 %21, %22
  %24 = load i8, i8* getelementptr inbounds ([67 x i8], [67 x i8]* @bytes, i32 0, i32 12), align 4, !tbaa !8
  %25 = xor i8 %23, %24
  %26 = load i8, i8* getelementptr inbounds ([67 x i8], [67 x i8]* @bytes, i32 0, i32 13), align 1, !tbaa !8
  %27 = xor i8 %25, %26
  %28 = load i8, i8* getelementptr inbounds ([67 x i8], [67 x i8]* @bytes, i32 0, i32 14), align 2, !tbaa !8
  %29 = xor i8 %27, %28
  %30 = load i8, i8* getelementptr inbounds ([67 x i8], [67 x i8]* @bytes, i32 0, i32 15), align 1, !tbaa !8
  %31 = xor i8 %29, %30
  %32 = load i8, i8* getelementptr inbounds ([67 x i8], [67 x i8]* @bytes, i32 0, i32 16), align 4, !tbaa !8
  %33 = xor i8 %31, %32
  %34 = load i8, i8* getelementptr inbounds ([67 x i8], [67 x i8]* @bytes, i32 0, i32 17), align 1, !tbaa !8
  %35 = xor i8 %33, %34
  %36 = load i8, i8* getelementptr inbounds ([67 x i8], [67 x i8]* @bytes, i32 0, i32 18), align 2, !tbaa !8
  %37 = xor i8 %35, %36
  %38 = load i8, i8* getelementptr inbounds ([67 x i8], [67 x i8]* @bytes, i32 0, i32 19), align 1, !tbaa !8
  %39 = xor i8 %37, %38
  %40 = load i8, i8* getelementptr inbounds ([67 x i8], [67 x i8]* @bytes, i32 0, i32 20), align 4, !tbaa !8
  %41 = xor i8 %39, %40
  %42 = load i8, i8* getelementptr inbounds ([67 x i8], [67 x i8]* @bytes, i32 0, i32 21), align 1, !tbaa !8
  %43 = xor i8 %41, %42
  %44 = load i8, i8* getelementptr inbounds ([67 x i8], [67 x i8]* @bytes, i32 0, i32 22), align 2, !tbaa !8
  %45 = xor i8 %43, %44
  %46 = load i8, i8* getelementptr inbounds ([67 x i8], [67 x i8]* @bytes, i32 0, i32 23), align 1, !tbaa !8
  %47 = xor i8 %45, %46
  %48 = load i8, i8* getelementptr inbounds ([67 x i8], [67 x i8]* @bytes, i32 0, i32 24), align 4, !tbaa !8
  %49 = xor i8 %47, %48
  %50 = load i8, i8* getelementptr inbounds ([67 x i8], [67 x i8]* @bytes, i32 0, i32 25), align 1, !tbaa !8
  %51 = xor i8 %49, %50
  %52 = load i8, i8* getelementptr inbounds ([67 x i8], [67 x i8]* @bytes, i32 0, i32 26), align 2, !tbaa !8
  %53 = xor i8 %51, %52
  %54 = load i8, i8* getelementptr inbounds ([67 x i8], [67 x i8]* @bytes, i32 0, i32 27), align 1, !tbaa !8
  %55 = xor i8 %53, %54
  %56 = load i8, i8* getelementptr inbounds ([67 x i8], [67 x i8]* @bytes, i32 0, i32 28), align 4, !tbaa !8
  %57 = xor i8 %55, %56
  %58 = load i8, i8* getelementptr inbounds ([67 x i8], [67 x i8]* @bytes, i32 0, i32 29), align 1, !tbaa !8
  %59 = xor i8 %57, %58
  %60 = load i8, i8* getelementptr inbounds ([67 x i8], [67 x i8]* @bytes, i32 0, i32 30), align 2, !tbaa !8
  %61 = xor i8 %59, %60
  %62 = load i8, i8* getelementptr inbounds ([67 x i8], [67 x i8]* @bytes, i32 0, i32 31), align 1, !tbaa !8
  %63 = xor i8 %61, %62
  %64 = load i8, i8* getelementptr inbounds ([67 x i8], [67 x i8]* @bytes, i32 0, i32 32), align 4, !tbaa !8
  %65 = xor i8 %63, %64
  %66 = load i8, i8* getelementptr inbounds ([67 x i8], [67 x i8]* @bytes, i32 0, i32 33), align 1, !tbaa !8
  %67 = xor i8 %65, %66
  %68 = load i8, i8* getelementptr inbounds ([67 x i8], [67 x i8]* @bytes, i32 0, i32 34), align 2, !tbaa !8
  %69 = xor i8 %67, %68
  %70 = load i8, i8* getelementptr inbounds ([67 x i8], [67 x i8]* @bytes, i32 0, i32 35), align 1, !tbaa !8
  %71 = xor i8 %69, %70
  %72 = load i8, i8* getelementptr inbounds ([67 x i8], [67 x i8]* @bytes, i32 0, i32 36), align 4, !tbaa !8
  %73 = xor i8 %71, %72
  %74 = load i8, i8* getelementptr inbounds ([67 x i8], [67 x i8]* @bytes, i32 0, i32 37), align 1, !tbaa !8
  %75 = xor i8 %73, %74
  %76 = load i8, i8* getelementptr inbounds ([67 x i8], [67 x i8]* @bytes, i32 0, i32 38), align 2, !tbaa !8
  %77 = xor i8 %75, %76
  %78 = load i8, i8* getelementptr inbounds ([67 x i8], [67 x i8]* @bytes, i32 0, i32 39), align 1, !tbaa !8
  %79 = xor i8 %77, %78
  %80 = load i8, i8* getelementptr inbounds ([67 x i8], [67 x i8]* @bytes, i32 0, i32 40), align 4, !tbaa !8
  %81 = xor i8 %79, %80
  %82 = load i8, i8* getelementptr inbounds ([67 x i8], [67 x i8]* @bytes, i32 0, i32 41), align 1, !tbaa !8
  %83 = xor i8 %81, %82
  %84 = load i8, i8* getelementptr inbounds ([67 x i8], [67 x i8]* @bytes, i32 0, i32 42), align 2, !tbaa !8
  %85 = xor i8 %83, %84
  %86 = load i8, i8* getelementptr inbounds ([67 x i8], [67 x i8]* @bytes, i32 0, i32 43), align 1, !tbaa !8
  %87 = xor i8 %85, %86
  %88 = load i8, i8* getelementptr inbounds ([67 x i8], [67 x i8]* @bytes, i32 0, i32 44), align 4, !tbaa !8
  %89 = xor i8 %87, %88
  %90 = load i8, i8* getelementptr inbounds ([67 x i8], [67 x i8]* @bytes, i32 0, i32 45), align 1, !tbaa !8
  %91 = xor i8 %89, %90
  %92 = load i8, i8* getelementptr inbounds ([67 x i8], [67 x i8]* @bytes, i32 0, i32 46), align 2, !tbaa !8
  %93 = xor i8 %91, %92
  %94 = load i8, i8* getelementptr inbounds ([67 x i8], [67 x i8]* @bytes, i32 0, i32 47), align 1, !tbaa !8
  %95 = xor i8 %93, %94
  %96 = load i8, i8* getelementptr inbounds ([67 x i8], [67 x i8]* @bytes, i32 0, i32 48), align 4, !tbaa !8
  %97 = xor i8 %95, %96
  %98 = load i8, i8* getelementptr inbounds ([67 x i8], [67 x i8]* @bytes, i32 0, i32 49), align 1, !tbaa !8
  %99 = xor i8 %97, %98
  %100 = load i8, i8* getelementptr inbounds ([67 x i8], [67 x i8]* @bytes, i32 0, i32 50), align 2, !tbaa !8
  %101 = xor i8 %99, %100
  %102 = load i8, i8* getelementptr inbounds ([67 x i8], [67 x i8]* @bytes, i32 0, i32 51), align 1, !tbaa !8
  %103 = xor i8 %101, %102
  %104 = load i8, i8* getelementptr inbounds ([67 x i8], [67 x i8]* @bytes, i32 0, i32 52), align 4, !tbaa !8
  %105 = xor i8 %103, %104
  %106 = load i8, i8* getelementptr inbounds ([67 x i8], [67 x i8]* @bytes, i32 0, i32 53), align 1, !tbaa !8
  %107 = xor i8 %105, %106
  %108 = load i8, i8* getelementptr inbounds ([67 x i8], [67 x i8]* @bytes, i32 0, i32 54), align 2, !tbaa !8
  %109 = xor i8 %107, %108
  %110 = load i8, i8* getelementptr inbounds ([67 x i8], [67 x i8]* @bytes, i32 0, i32 55), align 1, !tbaa !8
  %111 = xor i8 %109, %110
  %112 = load i8, i8* getelementptr inbounds ([67 x i8], [67 x i8]* @bytes, i32 0, i32 56), align 4, !tbaa !8
  %113 = xor i8 %111, %112
  %114 = load i8, i8* getelementptr inbounds ([67 x i8], [67 x i8]* @bytes, i32 0, i32 57), align 1, !tbaa !8
  %115 = xor i8 %113, %114
  %116 = load i8, i8* getelementptr inbounds ([67 x i8], [67 x i8]* @bytes, i32 0, i32 58), align 2, !tbaa !8
  %117 = xor i8 %115, %116
  %118 = load i8, i8* getelementptr inbounds ([67 x i8], [67 x i8]* @bytes, i32 0, i32 59), align 1, !tbaa !8
  %119 = xor i8 %117, %118
  %120 = load i8, i8* getelementptr inbounds ([67 x i8], [67 x i8]* @bytes, i32 0, i32 60), align 4, !tbaa !8
  %121 = xor i8 %119, %120
  %122 = load i8, i8* getelementptr inbounds ([67 x i8], [67 x i8]* @bytes, i32 0, i32 61), align 1, !tbaa !8
  %123 = xor i8 %121, %122
  %124 = load i8, i8* getelementptr inbounds ([67 x i8], [67 x i8]* @bytes, i32 0, i32 62), align 2, !tbaa !8
  %125 = xor i8 %123, %124
  %126 = load i8, i8* getelementptr inbounds ([67 x i8], [67 x i8]* @bytes, i32 0, i32 63), align 1, !tbaa !8
  %127 = xor i8 %125, %126
  %128 = load i8, i8* getelementptr inbounds ([67 x i8], [67 x i8]* @bytes, i32 0, i32 64), align 4, !tbaa !8
  %129 = xor i8 %127, %128
  %130 = load i8, i8* getelementptr inbounds ([67 x i8], [67 x i8]* @bytes, i32 0, i32 65), align 1, !tbaa !8
  %131 = xor i8 %129, %130
  %132 = load i8, i8* getelementptr inbounds ([67 x i8], [67 x i8]* @bytes, i32 0, i32 66), align 2, !tbaa !8
  %133 = xor i8 %131, %132
  %134 = zext i8 %133 to i32
  ret i32 %134
}

; Function Attrs: nofree noinline norecurse nosync nounwind
define internal fastcc void @axpy() unnamed_addr #3 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i32 [ 0, %0 ], [ %16, %1 ]
  %3 = getelementptr inbounds [67 x i32], [67 x i32]* @a, i32 0, i32 %2
  %4 = bitcast i32* %3 to <4 x i32>*
  %5 = load <4 x i32>, <4 x i32>* %4, align 4, !tbaa !4
  %6 = mul nsw <4 x i32> %5, <i32 3, i32 3, i32 3, i32 3>
  %7 = getelementptr inbounds [67 x i32], [67 x i32]* @b, i32 0, i32 %2
  %8 = bitcast i32* %7 to <4 x i32>*
  %9 = load <4 x i32>, <4 x i32>* %8, align 4, !tbaa !4
  %10 = ashr <4 x i32> %9, <i32 1, i32 1, i32 1, i32 1>
  %11 = and <4 x i32> %5, <i32 7, i32 7, i32 7, i32 7>
  %12 = sub <4 x i32> %6, %11
  %13 = add <4 x i32> %12, %10
  %14 = getelementptr inbounds [67 x i32], [67 x i32]* @c, i32 0, i32 %2
  %15 = bitcast i32* %14 to <4 x i32>*
  store <4 x i32> %13, <4 x i32>* %15, align 4, !tbaa !4
  %16 = add nuw i32 %2, 4
  %17 = icmp eq i32 %16, 64
  br i1 %17, label %18, label %1, !llvm.loop !14

18:                                               ; preds = %1
  %19 = load i32, i32* getelementptr inbounds ([67 x i32], [67 x i32]* @a, i32 0, i32 64), align 4, !tbaa !4
  %20 = mul nsw i32 %19, 3
  %21 = load i32, i32* getelementptr inbounds ([67 x i32], [67 x i32]* @b, i32 0, i32 64), align 4, !tbaa !4
  %22 = ashr i32 %21, 1
  %23 = and i32 %19, 7
  %24 = sub i32 %20, %23
  %25 = add i32 %24, %22
  store i32 %25, i32* getelementptr inbounds ([67 x i32], [67 x i32]* @c, i32 0, i32 64), align 4, !tbaa !4
  %26 = load i32, i32* getelementptr inbounds ([67 x i32], [67 x i32]* @a, i32 0, i32 65), align 4, !tbaa !4
  %27 = mul nsw i32 %26, 3
  %28 = load i32, i32* getelementptr inbounds ([67 x i32], [67 x i32]* @b, i32 0, i32 65), align 4, !tbaa !4
  %29 = ashr i32 %28, 1
  %30 = and i32 %26, 7
  %31 = sub i32 %27, %30
  %32 = add i32 %31, %29
  store i32 %32, i32* getelementptr inbounds ([67 x i32], [67 x i32]* @c, i32 0, i32 65), align 4, !tbaa !4
  %33 = load i32, i32* getelementptr inbounds ([67 x i32], [67 x i32]* @a, i32 0, i32 66), align 4, !tbaa !4
  %34 = mul nsw i32 %33, 3
  %35 = load i32, i32* getelementptr inbounds ([67 x i32], [67 x i32]* @b, i32 0, i32 66), align 4, !tbaa !4
  %36 = ashr i32 %35, 1
  %37 = and i32 %33, 7
  %38 = sub i32 %34, %37
  %39 = add i32 %38, %36
  store i32 %39, i32* getelementptr inbounds ([67 x i32], [67 x i32]* @c, i32 0, i32 66), align 4, !tbaa !4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind
define internal fastcc void @widen() unnamed_addr #3 {
  %1 = load <4 x i16>, <4 x i16>* bitcast ([67 x i16]* @sh to <4 x i16>*), align 8, !tbaa !9
  %2 = sext <4 x i16> %1 to <4 x i32>
  %3 = mul nsw <4 x i32> %2, <i32 3, i32 3, i32 3, i32 3>
  %4 = load <4 x i8>, <4 x i8>* bitcast ([67 x i8]* @bytes to <4 x i8>*), align 4, !tbaa !8
  %5 = zext <4 x i8> %4 to <4 x i32>
  %6 = add nsw <4 x i32> %3, %5
  store <4 x i32> %6, <4 x i32>* bitcast ([67 x i32]* @c to <4 x i32>*), align 16, !tbaa !4
  %7 = load <4 x i16>, <4 x i16>* bitcast (i16* getelementptr inbounds ([67 x i16], [67 x i16]* @sh, i32 0, i32 4) to <4 x i16>*), align 8, !tbaa !9
  %8 = sext <4 x i16> %7 to <4 x i32>
  %9 = mul nsw <4 x i32> %8, <i32 3, i32 3, i32 3, i32 3>
  %10 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([67 x i8], [67 x i8]* @bytes, i32 0, i32 4) to <4 x i8>*), align 4, !tbaa !8
  %11 = zext <4 x i8> %10 to <4 x i32>
  %12 = add nsw <4 x i32> %9, %11
  store <4 x i32> %12, <4 x i32>* bitcast (i32* getelementptr inbounds ([67 x i32], [67 x i32]* @c, i32 0, i32 4) to <4 x i32>*), align 16, !tbaa !4
  %13 = load <4 x i16>, <4 x i16>* bitcast (i16* getelementptr inbounds ([67 x i16], [67 x i16]* @sh, i32 0, i32 8) to <4 x i16>*), align 8, !tbaa !9
  %14 = sext <4 x i16> %13 to <4 x i32>
  %15 = mul nsw <4 x i32> %14, <i32 3, i32 3, i32 3, i32 3>
  %16 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([67 x i8], [67 x i8]* @bytes, i32 0, i32 8) to <4 x i8>*), align 4, !tbaa !8
  %17 = zext <4 x i8> %16 to <4 x i32>
  %18 = add nsw <4 x i32> %15, %17
  store <4 x i32> %18, <4 x i32>* bitcast (i32* getelementptr inbounds ([67 x i32], [67 x i32]* @c, i32 0, i32 8) to <4 x i32>*), align 16, !tbaa !4
  %19 = load <4 x i16>, <4 x i16>* bitcast (i16* getelementptr inbounds ([67 x i16], [67 x i16]* @sh, i32 0, i32 12) to <4 x i16>*), align 8, !tbaa !9
  %20 = sext <4 x i16> %19 to <4 x i32>
  %21 = mul nsw <4 x i32> %20, <i32 3, i32 3, i32 3, i32 3>
  %22 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([67 x i8], [67 x i8]* @bytes, i32 0, i32 12) to <4 x i8>*), align 4, !tbaa !8
  %23 = zext <4 x i8> %22 to <4 x i32>
  %24 = add nsw <4 x i32> %21, %23
  store <4 x i32> %24, <4 x i32>* bitcast (i32* getelementptr inbounds ([67 x i32], [67 x i32]* @c, i32 0, i32 12) to <4 x i32>*), align 16, !tbaa !4
  %25 = load <4 x i16>, <4 x i16>* bitcast (i16* getelementptr inbounds ([67 x i16], [67 x i16]* @sh, i32 0, i32 16) to <4 x i16>*), align 8, !tbaa !9
  %26 = sext <4 x i16> %25 to <4 x i32>
  %27 = mul nsw <4 x i32> %26, <i32 3, i32 3, i32 3, i32 3>
  %28 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([67 x i8], [67 x i8]* @bytes, i32 0, i32 16) to <4 x i8>*), align 4, !tbaa !8
  %29 = zext <4 x i8> %28 to <4 x i32>
  %30 = add nsw <4 x i32> %27, %29
  store <4 x i32> %30, <4 x i32>* bitcast (i32* getelementptr inbounds ([67 x i32], [67 x i32]* @c, i32 0, i32 16) to <4 x i32>*), align 16, !tbaa !4
  %31 = load <4 x i16>, <4 x i16>* bitcast (i16* getelementptr inbounds ([67 x i16], [67 x i16]* @sh, i32 0, i32 20) to <4 x i16>*), align 8, !tbaa !9
  %32 = sext <4 x i16> %31 to <4 x i32>
  %33 = mul nsw <4 x i32> %32, <i32 3, i32 3, i32 3, i32 3>
  %34 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([67 x i8], [67 x i8]* @bytes, i32 0, i32 20) to <4 x i8>*), align 4, !tbaa !8
  %35 = zext <4 x i8> %34 to <4 x i32>
  %36 = add nsw <4 x i32> %33, %35
  store <4 x i32> %36, <4 x i32>* bitcast (i32* getelementptr inbounds ([67 x i32], [67 x i32]* @c, i32 0, i32 20) to <4 x i32>*), align 16, !tbaa !4
  %37 = load <4 x i16>, <4 x i16>* bitcast (i16* getelementptr inbounds ([67 x i16], [67 x i16]* @sh, i32 0, i32 24) to <4 x i16>*), align 8, !tbaa !9
  %38 = sext <4 x i16> %37 to <4 x i32>
  %39 = mul nsw <4 x i32> %38, <i32 3, i32 3, i32 3, i32 3>
  %40 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([67 x i8], [67 x i8]* @bytes, i32 0, i32 24) to <4 x i8>*), align 4, !tbaa !8
  %41 = zext <4 x i8> %40 to <4 x i32>
  %42 = add nsw <4 x i32> %39, %41
  store <4 x i32> %42, <4 x i32>* bitcast (i32* getelementptr inbounds ([67 x i32], [67 x i32]* @c, i32 0, i32 24) to <4 x i32>*), align 16, !tbaa !4
  %43 = load <4 x i16>, <4 x i16>* bitcast (i16* getelementptr inbounds ([67 x i16], [67 x i16]* @sh, i32 0, i32 28) to <4 x i16>*), align 8, !tbaa !9
  %44 = sext <4 x i16> %43 to <4 x i32>
  %45 = mul nsw <4 x i32> %44, <i32 3, i32 3, i32 3, i32 3>
  %46 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([67 x i8], [67 x i8]* @bytes, i32 0, i32 28) to <4 x i8>*), align 4, !tbaa !8
  %47 = zext <4 x i8> %46 to <4 x i32>
  %48 = add nsw <4 x i32> %45, %47
  store <4 x i32> %48, <4 x i32>* bitcast (i32* getelementptr inbounds ([67 x i32], [67 x i32]* @c, i32 0, i32 28) to <4 x i32>*), align 16, !tbaa !4
  %49 = load <4 x i16>, <4 x i16>* bitcast (i16* getelementptr inbounds ([67 x i16], [67 x i16]* @sh, i32 0, i32 32) to <4 x i16>*), align 8, !tbaa !9
  %50 = sext <4 x i16> %49 to <4 x i32>
  %51 = mul nsw <4 x i32> %50, <i32 3, i32 3, i32 3, i32 3>
  %52 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([67 x i8], [67 x i8]* @bytes, i32 0, i32 32) to <4 x i8>*), align 4, !tbaa !8
  %53 = zext <4 x i8> %52 to <4 x i32>
  %54 = add nsw <4 x i32> %51, %53
  store <4 x i32> %54, <4 x i32>* bitcast (i32* getelementptr inbounds ([67 x i32], [67 x i32]* @c, i32 0, i32 32) to <4 x i32>*), align 16, !tbaa !4
  %55 = load <4 x i16>, <4 x i16>* bitcast (i16* getelementptr inbounds ([67 x i16], [67 x i16]* @sh, i32 0, i32 36) to <4 x i16>*), align 8, !tbaa !9
  %56 = sext <4 x i16> %55 to <4 x i32>
  %57 = mul nsw <4 x i32> %56, <i32 3, i32 3, i32 3, i32 3>
  %58 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([67 x i8], [67 x i8]* @bytes, i32 0, i32 36) to <4 x i8>*), align 4, !tbaa !8
  %59 = zext <4 x i8> %58 to <4 x i32>
  %60 = add nsw <4 x i32> %57, %59
  store <4 x i32> %60, <4 x i32>* bitcast (i32* getelementptr inbounds ([67 x i32], [67 x i32]* @c, i32 0, i32 36) to <4 x i32>*), align 16, !tbaa !4
  %61 = load <4 x i16>, <4 x i16>* bitcast (i16* getelementptr inbounds ([67 x i16], [67 x i16]* @sh, i32 0, i32 40) to <4 x i16>*), align 8, !tbaa !9
  %62 = sext <4 x i16> %61 to <4 x i32>
  %63 = mul nsw <4 x i32> %62, <i32 3, i32 3, i32 3, i32 3>
  %64 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([67 x i8], [67 x i8]* @bytes, i32 0, i32 40) to <4 x i8>*), align 4, !tbaa !8
  %65 = zext <4 x i8> %64 to <4 x i32>
  %66 = add nsw <4 x i32> %63, %65
  store <4 x i32> %66, <4 x i32>* bitcast (i32* getelementptr inbounds ([67 x i32], [67 x i32]* @c, i32 0, i32 40) to <4 x i32>*), align 16, !tbaa !4
  %67 = load <4 x i16>, <4 x i16>* bitcast (i16* getelementptr inbounds ([67 x i16], [67 x i16]* @sh, i32 0, i32 44) to <4 x i16>*), align 8, !tbaa !9
  %68 = sext <4 x i16> %67 to <4 x i32>
  %69 = mul nsw <4 x i32> %68, <i32 3, i32 3, i32 3, i32 3>
  %70 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([67 x i8], [67 x i8]* @bytes, i32 0, i32 44) to <4 x i8>*), align 4, !tbaa !8
  %71 = zext <4 x i8> %70 to <4 x i32>
  %72 = add nsw <4 x i32> %69, %71
  store <4 x i32> %72, <4 x i32>* bitcast (i32* getelementptr inbounds ([67 x i32], [67 x i32]* @c, i32 0, i32 44) to <4 x i32>*), align 16, !tbaa !4
  %73 = load <4 x i16>, <4 x i16>* bitcast (i16* getelementptr inbounds ([67 x i16], [67 x i16]* @sh, i32 0, i32 48) to <4 x i16>*), align 8, !tbaa !9
  %74 = sext <4 x i16> %73 to <4 x i32>
  %75 = mul nsw <4 x i32> %74, <i32 3, i32 3, i32 3, i32 3>
  %76 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([67 x i8], [67 x i8]* @bytes, i32 0, i32 48) to <4 x i8>*), align 4, !tbaa !8
  %77 = zext <4 x i8> %76 to <4 x i32>
  %78 = add nsw <4 x i32> %75, %77
  store <4 x i32> %78, <4 x i32>* bitcast (i32* getelementptr inbounds ([67 x i32], [67 x i32]* @c, i32 0, i32 48) to <4 x i32>*), align 16, !tbaa !4
  %79 = load <4 x i16>, <4 x i16>* bitcast (i16* getelementptr inbounds ([67 x i16], [67 x i16]* @sh, i32 0, i32 52) to <4 x i16>*), align 8, !tbaa !9
  %80 = sext <4 x i16> %79 to <4 x i32>
  %81 = mul nsw <4 x i32> %80, <i32 3, i32 3, i32 3, i32 3>
  %82 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([67 x i8], [67 x i8]* @bytes, i32 0, i32 52) to <4 x i8>*), align 4, !tbaa !8
  %83 = zext <4 x i8> %82 to <4 x i32>
  %84 = add nsw <4 x i32> %81, %83
  store <4 x i32> %84, <4 x i32>* bitcast (i32* getelementptr inbounds ([67 x i32], [67 x i32]* @c, i32 0, i32 52) to <4 x i32>*), align 16, !tbaa !4
  %85 = load <4 x i16>, <4 x i16>* bitcast (i16* getelementptr inbounds ([67 x i16], [67 x i16]* @sh, i32 0, i32 56) to <4 x i16>*), align 8, !tbaa !9
  %86 = sext <4 x i16> %85 to <4 x i32>
  %87 = mul nsw <4 x i32> %86, <i32 3, i32 3, i32 3, i32 3>
  %88 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([67 x i8], [67 x i8]* @bytes, i32 0, i32 56) to <4 x i8>*), align 4, !tbaa !8
  %89 = zext <4 x i8> %88 to <4 x i32>
  %90 = add nsw <4 x i32> %87, %89
  store <4 x i32> %90, <4 x i32>* bitcast (i32* getelementptr inbounds ([67 x i32], [67 x i32]* @c, i32 0, i32 56) to <4 x i32>*), align 16, !tbaa !4
  %91 = load <4 x i16>, <4 x i16>* bitcast (i16* getelementptr inbounds ([67 x i16], [67 x i16]* @sh, i32 0, i32 60) to <4 x i16>*), align 8, !tbaa !9
  %92 = sext <4 x i16> %91 to <4 x i32>
  %93 = mul nsw <4 x i32> %92, <i32 3, i32 3, i32 3, i32 3>
  %94 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([67 x i8], [67 x i8]* @bytes, i32 0, i32 60) to <4 x i8>*), align 4, !tbaa !8
  %95 = zext <4 x i8> %94 to <4 x i32>
  %96 = add nsw <4 x i32> %93, %95
  store <4 x i32> %96, <4 x i32>* bitcast (i32* getelementptr inbounds ([67 x i32], [67 x i32]* @c, i32 0, i32 60) to <4 x i32>*), align 16, !tbaa !4
  %97 = load i16, i16* getelementptr inbounds ([67 x i16], [67 x i16]* @sh, i32 0, i32 64), align 8, !tbaa !9
  %98 = sext i16 %97 to i32
  %99 = mul nsw i32 %98, 3
  %100 = load i8, i8* getelementptr inbounds ([67 x i8], [67 x i8]* @bytes, i32 0, i32 64), align 4, !tbaa !8
  %101 = zext i8 %100 to i32
  %102 = add nsw i32 %99, %101
  store i32 %102, i32* getelementptr inbounds ([67 x i32], [67 x i32]* @c, i32 0, i32 64), align 16, !tbaa !4
  %103 = load i16, i16* getelementptr inbounds ([67 x i16], [67 x i16]* @sh, i32 0, i32 65), align 2, !tbaa !9
  %104 = sext i16 %103 to i32
  %105 = mul nsw i32 %104, 3
  %106 = load i8, i8* getelementptr inbounds ([67 x i8], [67 x i8]* @bytes, i32 0, i32 65), align 1, !tbaa !8
  %107 = zext i8 %106 to i32
  %108 = add nsw i32 %105, %107
  store i32 %108, i32* getelementptr inbounds ([67 x i32], [67 x i32]* @c, i32 0, i32 65), align 4, !tbaa !4
  %109 = load i16, i16* getelementptr inbounds ([67 x i16], [67 x i16]* @sh, i32 0, i32 66), align 4, !tbaa !9
  %110 = sext i16 %109 to i32
  %111 = mul nsw i32 %110, 3
  %112 = load i8, i8* getelementptr inbounds ([67 x i8], [67 x i8]* @bytes, i32 0, i32 66), align 2, !tbaa !8
  %113 = zext i8 %112 to i32
  %114 = add nsw i32 %111, %113
  store i32 %114, i32* getelementptr inbounds ([67 x i32], [67 x i32]* @c, i32 0, i32 66), align 8, !tbaa !4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly
define internal fastcc i32 @count_less() unnamed_addr #2 {
  %1 = load <4 x i32>, <4 x i32>* bitcast ([67 x i32]* @b to <4 x i32>*), align 16, !tbaa !4
  %2 = icmp slt <4 x i32> %1, <i32 17, i32 17, i32 17, i32 17>
  %3 = zext <4 x i1> %2 to <4 x i32>
  %4 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([67 x i32], [67 x i32]* @b, i32 0, i32 4) to <4 x i32>*), align 16, !tbaa !4
  %5 = icmp slt <4 x i32> %4, <i32 17, i32 17, i32 17, i32 17>
  %6 = zext <4 x i1> %5 to <4 x i32>
  %7 = add nuw nsw <4 x i32> %3, %6
  %8 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([67 x i32], [67 x i32]* @b, i32 0, i32 8) to <4 x i32>*), align 16, !tbaa !4
  %9 = icmp slt <4 x i32> %8, <i32 17, i32 17, i32 17, i32 17>
  %10 = zext <4 x i1> %9 to <4 x i32>
  %11 = add nuw nsw <4 x i32> %7, %10
  %12 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([67 x i32], [67 x i32]* @b, i32 0, i32 12) to <4 x i32>*), align 16, !tbaa !4
  %13 = icmp slt <4 x i32> %12, <i32 17, i32 17, i32 17, i32 17>
  %14 = zext <4 x i1> %13 to <4 x i32>
  %15 = add nuw nsw <4 x i32> %11, %14
  %16 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([67 x i32], [67 x i32]* @b, i32 0, i32 16) to <4 x i32>*), align 16, !tbaa !4
  %17 = icmp slt <4 x i32> %16, <i32 17, i32 17, i32 17, i32 17>
  %18 = zext <4 x i1> %17 to <4 x i32>
  %19 = add nuw nsw <4 x i32> %15, %18
  %20 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([67 x i32], [67 x i32]* @b, i32 0, i32 20) to <4 x i32>*), align 16, !tbaa !4
  %21 = icmp slt <4 x i32> %20, <i32 17, i32 17, i32 17, i32 17>
  %22 = zext <4 x i1> %21 to <4 x i32>
  %23 = add nuw nsw <4 x i32> %19, %22
  %24 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([67 x i32], [67 x i32]* @b, i32 0, i32 24) to <4 x i32>*), align 16, !tbaa !4
  %25 = icmp slt <4 x i32> %24, <i32 17, i32 17, i32 17, i32 17>
  %26 = zext <4 x i1> %25 to <4 x i32>
  %27 = add nuw nsw <4 x i32> %23, %26
  %28 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([67 x i32], [67 x i32]* @b, i32 0, i32 28) to <4 x i32>*), align 16, !tbaa !4
  %29 = icmp slt <4 x i32> %28, <i32 17, i32 17, i32 17, i32 17>
  %30 = zext <4 x i1> %29 to <4 x i32>
  %31 = add <4 x i32> %27, %30
  %32 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([67 x i32], [67 x i32]* @b, i32 0, i32 32) to <4 x i32>*), align 16, !tbaa !4
  %33 = icmp slt <4 x i32> %32, <i32 17, i32 17, i32 17, i32 17>
  %34 = zext <4 x i1> %33 to <4 x i32>
  %35 = add <4 x i32> %31, %34
  %36 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([67 x i32], [67 x i32]* @b, i32 0, i32 36) to <4 x i32>*), align 16, !tbaa !4
  %37 = icmp slt <4 x i32> %36, <i32 17, i32 17, i32 17, i32 17>
  %38 = zext <4 x i1> %37 to <4 x i32>
  %39 = add <4 x i32> %35, %38
  %40 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([67 x i32], [67 x i32]* @b, i32 0, i32 40) to <4 x i32>*), align 16, !tbaa !4
  %41 = icmp slt <4 x i32> %40, <i32 17, i32 17, i32 17, i32 17>
  %42 = zext <4 x i1> %41 to <4 x i32>
  %43 = add <4 x i32> %39, %42
  %44 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([67 x i32], [67 x i32]* @b, i32 0, i32 44) to <4 x i32>*), align 16, !tbaa !4
  %45 = icmp slt <4 x i32> %44, <i32 17, i32 17, i32 17, i32 17>
  %46 = zext <4 x i1> %45 to <4 x i32>
  %47 = add <4 x i32> %43, %46
  %48 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([67 x i32], [67 x i32]* @b, i32 0, i32 48) to <4 x i32>*), align 16, !tbaa !4
  %49 = icmp slt <4 x i32> %48, <i32 17, i32 17, i32 17, i32 17>
  %50 = zext <4 x i1> %49 to <4 x i32>
  %51 = add <4 x i32> %47, %50
  %52 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([67 x i32], [67 x i32]* @b, i32 0, i32 52) to <4 x i32>*), align 16, !tbaa !4
  %53 = icmp slt <4 x i32> %52, <i32 17, i32 17, i32 17, i32 17>
  %54 = zext <4 x i1> %53 to <4 x i32>
  %55 = add <4 x i32> %51, %54
  %56 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([67 x i32], [67 x i32]* @b, i32 0, i32 56) to <4 x i32>*), align 16, !tbaa !4
  %57 = icmp slt <4 x i32> %56, <i32 17, i32 17, i32 17, i32 17>
  %58 = zext <4 x i1> %57 to <4 x i32>
  %59 = add <4 x i32> %55, %58
  %60 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([67 x i32], [67 x i32]* @b, i32 0, i32 60) to <4 x i32>*), align 16, !tbaa !4
  %61 = icmp slt <4 x i32> %60, <i32 17, i32 17, i32 17, i32 17>
  %62 = zext <4 x i1> %61 to <4 x i32>
  %63 = add <4 x i32> %59, %62
  %64 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %63)
  %65 = load i32, i32* getelementptr inbounds ([67 x i32], [67 x i32]* @b, i32 0, i32 64), align 16, !tbaa !4
  %66 = icmp slt i32 %65, 17
  %67 = zext i1 %66 to i32
  %68 = add nuw nsw i32 %64, %67
  %69 = load i32, i32* getelementptr inbounds ([67 x i32], [67 x i32]* @b, i32 0, i32 65), align 4, !tbaa !4
  %70 = icmp slt i32 %69, 17
  %71 = zext i1 %70 to i32
  %72 = add nuw nsw i32 %68, %71
  %73 = load i32, i32* getelementptr inbounds ([67 x i32], [67 x i32]* @b, i32 0, i32 66), align 8, !tbaa !4
  %74 = icmp slt i32 %73, 17
  %75 = zext i1 %74 to i32
  %76 = add nuw nsw i32 %72, %75
  ret i32 %76
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly
define internal fastcc i32 @umin_all() unnamed_addr #2 {
  %1 = load <4 x i32>, <4 x i32>* bitcast ([67 x i32]* @a to <4 x i32>*), align 16, !tbaa !4
  %2 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([67 x i32], [67 x i32]* @a, i32 0, i32 4) to <4 x i32>*), align 16, !tbaa !4
  %3 = icmp ult <4 x i32> %2, %1
  %4 = select <4 x i1> %3, <4 x i32> %2, <4 x i32> %1
  %5 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([67 x i32], [67 x i32]* @a, i32 0, i32 8) to <4 x i32>*), align 16, !tbaa !4
  %6 = icmp ult <4 x i32> %5, %4
  %7 = select <4 x i1> %6, <4 x i32> %5, <4 x i32> %4
  %8 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([67 x i32], [67 x i32]* @a, i32 0, i32 12) to <4 x i32>*), align 16, !tbaa !4
  %9 = icmp ult <4 x i32> %8, %7
  %10 = select <4 x i1> %9, <4 x i32> %8, <4 x i32> %7
  %11 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([67 x i32], [67 x i32]* @a, i32 0, i32 16) to <4 x i32>*), align 16, !tbaa !4
  %12 = icmp ult <4 x i32> %11, %10
  %13 = select <4 x i1> %12, <4 x i32> %11, <4 x i32> %10
  %14 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([67 x i32], [67 x i32]* @a, i32 0, i32 20) to <4 x i32>*), align 16, !tbaa !4
  %15 = icmp ult <4 x i32> %14, %13
  %16 = select <4 x i1> %15, <4 x i32> %14, <4 x i32> %13
  %17 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([67 x i32], [67 x i32]* @a, i32 0, i32 24) to <4 x i32>*), align 16, !tbaa !4
  %18 = icmp ult <4 x i32> %17, %16
  %19 = select <4 x i1> %18, <4 x i32> %17, <4 x i32> %16
  %20 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([67 x i32], [67 x i32]* @a, i32 0, i32 28) to <4 x i32>*), align 16, !tbaa !4
  %21 = icmp ult <4 x i32> %20, %19
  %22 = select <4 x i1> %21, <4 x i32> %20, <4 x i32> %19
  %23 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([67 x i32], [67 x i32]* @a, i32 0, i32 32) to <4 x i32>*), align 16, !tbaa !4
  %24 = icmp ult <4 x i32> %23, %22
  %25 = select <4 x i1> %24, <4 x i32> %23, <4 x i32> %22
  %26 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([67 x i32], [67 x i32]* @a, i32 0, i32 36) to <4 x i32>*), align 16, !tbaa !4
  %27 = icmp ult <4 x i32> %26, %25
  %28 = select <4 x i1> %27, <4 x i32> %26, <4 x i32> %25
  %29 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([67 x i32], [67 x i32]* @a, i32 0, i32 40) to <4 x i32>*), align 16, !tbaa !4
  %30 = icmp ult <4 x i32> %29, %28
  %31 = select <4 x i1> %30, <4 x i32> %29, <4 x i32> %28
  %32 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([67 x i32], [67 x i32]* @a, i32 0, i32 44) to <4 x i32>*), align 16, !tbaa !4
  %33 = icmp ult <4 x i32> %32, %31
  %34 = select <4 x i1> %33, <4 x i32> %32, <4 x i32> %31
  %35 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([67 x i32], [67 x i32]* @a, i32 0, i32 48) to <4 x i32>*), align 16, !tbaa !4
  %36 = icmp ult <4 x i32> %35, %34
  %37 = select <4 x i1> %36, <4 x i32> %35, <4 x i32> %34
  %38 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([67 x i32], [67 x i32]* @a, i32 0, i32 52) to <4 x i32>*), align 16, !tbaa !4
  %39 = icmp ult <4 x i32> %38, %37
  %40 = select <4 x i1> %39, <4 x i32> %38, <4 x i32> %37
  %41 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([67 x i32], [67 x i32]* @a, i32 0, i32 56) to <4 x i32>*), align 16, !tbaa !4
  %42 = icmp ult <4 x i32> %41, %40
  %43 = select <4 x i1> %42, <4 x i32> %41, <4 x i32> %40
  %44 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([67 x i32], [67 x i32]* @a, i32 0, i32 60) to <4 x i32>*), align 16, !tbaa !4
  %45 = icmp ult <4 x i32> %44, %43
  %46 = select <4 x i1> %45, <4 x i32> %44, <4 x i32> %43
  %47 = call i32 @llvm.vector.reduce.umin.v4i32(<4 x i32> %46)
  %48 = load i32, i32* getelementptr inbounds ([67 x i32], [67 x i32]* @a, i32 0, i32 64), align 16, !tbaa !4
  %49 = icmp ult i32 %48, %47
  %50 = select i1 %49, i32 %48, i32 %47
  %51 = load i32, i32* getelementptr inbounds ([67 x i32], [67 x i32]* @a, i32 0, i32 65), align 4, !tbaa !4
  %52 = icmp ult i32 %51, %50
  %53 = select i1 %52, i32 %51, i32 %50
  %54 = load i32, i32* getelementptr inbounds ([67 x i32], [67 x i32]* @a, i32 0, i32 66), align 8, !tbaa !4
  %55 = icmp ult i32 %54, %53
  %56 = select i1 %55, i32 %54, i32 %53
  ret i32 %56
}

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.smax.v4i32(<4 x i32>) #4

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #4

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.umin.v4i32(<4 x i32>) #4

attributes #0 = { nofree nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #2 = { nofree noinline norecurse nosync nounwind readonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #3 = { nofree noinline norecurse nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #4 = { nofree nosync nounwind readnone willreturn }

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
!8 = !{!6, !6, i64 0}
!9 = !{!10, !10, i64 0}
!10 = !{!"short", !6, i64 0}
!11 = distinct !{!11, !12, !13}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.isvectorized", i32 1}
!14 = distinct !{!14, !12, !13}
