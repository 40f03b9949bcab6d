; ModuleID = 'vecs.c'
source_filename = "vecs.c"
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mips-unknown-linux-gnu"

@a = internal global [67 x i32] zeroinitializer, align 32
@b = internal unnamed_addr global [67 x i32] zeroinitializer, align 32
@bytes = internal unnamed_addr global [67 x i8] zeroinitializer, align 8
@sh = internal unnamed_addr global [67 x i16] zeroinitializer, align 16
@.str = private unnamed_addr constant [8 x i8] c"sum %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"max %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c"xor %u\0A\00", align 1
@c = internal global [67 x i32] zeroinitializer, align 32
@.str.3 = private unnamed_addr constant [15 x i8] c"axpy %d %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [13 x i8] c"widen %d %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [9 x i8] c"less %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [9 x i8] c"umin %u\0A\00", align 1

; Function Attrs: nofree nounwind
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  store <8 x i32> <i32 -500, i32 -463, i32 -426, i32 -389, i32 -352, i32 -315, i32 -278, i32 -241>, ptr @a, align 32, !tbaa !4
  store <8 x i32> <i32 -300, i32 619, i32 538, i32 457, i32 376, i32 295, i32 214, i32 133>, ptr @b, align 32, !tbaa !4
  store <8 x i8> <i8 11, i8 64, i8 117, i8 -86, i8 -33, i8 20, i8 73, i8 126>, ptr @bytes, align 8, !tbaa !8
  store <8 x i16> <i16 -20000, i16 -18766, i16 -17532, i16 -16298, i16 -15064, i16 -13830, i16 -12596, i16 -11362>, ptr @sh, align 16, !tbaa !9
  store <8 x i32> <i32 -204, i32 -167, i32 -130, i32 -93, i32 -56, i32 -19, i32 18, i32 55>, ptr getelementptr inbounds (i8, ptr @a, i32 32), align 32, !tbaa !4
  store <8 x i32> <i32 52, i32 -29, i32 -110, i32 -191, i32 -272, i32 647, i32 566, i32 485>, ptr getelementptr inbounds (i8, ptr @b, i32 32), align 32, !tbaa !4
  store <8 x i8> <i8 -77, i8 -24, i8 29, i8 82, i8 -121, i8 -68, i8 -15, i8 38>, ptr getelementptr inbounds (i8, ptr @bytes, i32 8), align 8, !tbaa !8
  store <8 x i16> <i16 -10128, i16 -8894, i16 -7660, i16 -6426, i16 -5192, i16 -3958, i16 -2724, i16 -1490>, ptr getelementptr inbounds (i8, ptr @sh, i32 16), align 16, !tbaa !9
  store <8 x i32> <i32 92, i32 129, i32 166, i32 203, i32 240, i32 277, i32 314, i32 351>, ptr getelementptr inbounds (i8, ptr @a, i32 64), align 32, !tbaa !4
  store <8 x i32> <i32 404, i32 323, i32 242, i32 161, i32 80, i32 -1, i32 -82, i32 -163>, ptr getelementptr inbounds (i8, ptr @b, i32 64), align 32, !tbaa !4
  store <8 x i8> <i8 91, i8 -112, i8 -59, i8 -6, i8 47, i8 100, i8 -103, i8 -50>, ptr getelementptr inbounds (i8, ptr @bytes, i32 16), align 8, !tbaa !8
  store <8 x i16> <i16 -256, i16 978, i16 2212, i16 3446, i16 4680, i16 5914, i16 7148, i16 8382>, ptr getelementptr inbounds (i8, ptr @sh, i32 32), align 16, !tbaa !9
  store <8 x i32> <i32 388, i32 425, i32 462, i32 499, i32 536, i32 573, i32 610, i32 647>, ptr getelementptr inbounds (i8, ptr @a, i32 96), align 32, !tbaa !4
  store <8 x i32> <i32 -244, i32 675, i32 594, i32 513, i32 432, i32 351, i32 270, i32 189>, ptr getelementptr inbounds (i8, ptr @b, i32 96), align 32, !tbaa !4
  store <8 x i8> <i8 3, i8 56, i8 109, i8 -94, i8 -41, i8 12, i8 65, i8 118>, ptr getelementptr inbounds (i8, ptr @bytes, i32 24), align 8, !tbaa !8
  store <8 x i16> <i16 9616, i16 10850, i16 12084, i16 13318, i16 14552, i16 15786, i16 17020, i16 18254>, ptr getelementptr inbounds (i8, ptr @sh, i32 48), align 16, !tbaa !9
  store <8 x i32> <i32 684, i32 721, i32 758, i32 795, i32 832, i32 869, i32 906, i32 943>, ptr getelementptr inbounds (i8, ptr @a, i32 128), align 32, !tbaa !4
  store <8 x i32> <i32 108, i32 27, i32 -54, i32 -135, i32 -216, i32 -297, i32 622, i32 541>, ptr getelementptr inbounds (i8, ptr @b, i32 128), align 32, !tbaa !4
  store <8 x i8> <i8 -85, i8 -32, i8 21, i8 74, i8 127, i8 -76, i8 -23, i8 30>, ptr getelementptr inbounds (i8, ptr @bytes, i32 32), align 8, !tbaa !8
  store <8 x i16> <i16 19488, i16 20722, i16 21956, i16 23190, i16 24424, i16 25658, i16 26892, i16 28126>, ptr getelementptr inbounds (i8, ptr @sh, i32 64), align 16, !tbaa !9
  store <8 x i32> <i32 980, i32 1017, i32 1054, i32 1091, i32 1128, i32 1165, i32 1202, i32 1239>, ptr getelementptr inbounds (i8, ptr @a, i32 160), align 32, !tbaa !4
  store <8 x i32> <i32 460, i32 379, i32 298, i32 217, i32 136, i32 55, i32 -26, i32 -107>, ptr getelementptr inbounds (i8, ptr @b, i32 160), align 32, !tbaa !4
  store <8 x i8> <i8 83, i8 -120, i8 -67, i8 -14, i8 39, i8 92, i8 -111, i8 -58>, ptr getelementptr inbounds (i8, ptr @bytes, i32 40), align 8, !tbaa !8
  store <8 x i16> <i16 29360, i16 30594, i16 31828, i16 -32474, i16 -31240, i16 -30006, i16 -28772, i16 -27538>, ptr getelementptr inbounds (i8, ptr @sh, i32 80), align 16, !tbaa !9
  store <8 x i32> <i32 1276, i32 1313, i32 1350, i32 1387, i32 1424, i32 1461, i32 1498, i32 1535>, ptr getelementptr inbounds (i8, ptr @a, i32 192), align 32, !tbaa !4
  store <8 x i32> <i32 -188, i32 -269, i32 650, i32 569, i32 488, i32 407, i32 326, i32 245>, ptr getelementptr inbounds (i8, ptr @b, i32 192), align 32, !tbaa !4
  store <8 x i8> <i8 -5, i8 48, i8 101, i8 -102, i8 -49, i8 4, i8 57, i8 110>, ptr getelementptr inbounds (i8, ptr @bytes, i32 48), align 8, !tbaa !8
  store <8 x i16> <i16 -26304, i16 -25070, i16 -23836, i16 -22602, i16 -21368, i16 -20134, i16 -18900, i16 -17666>, ptr getelementptr inbounds (i8, ptr @sh, i32 96), align 16, !tbaa !9
  store <8 x i32> <i32 1572, i32 1609, i32 1646, i32 1683, i32 1720, i32 1757, i32 1794, i32 1831>, ptr getelementptr inbounds (i8, ptr @a, i32 224), align 32, !tbaa !4
  store <8 x i32> <i32 164, i32 83, i32 2, i32 -79, i32 -160, i32 -241, i32 678, i32 597>, ptr getelementptr inbounds (i8, ptr @b, i32 224), align 32, !tbaa !4
  store <8 x i8> <i8 -93, i8 -40, i8 13, i8 66, i8 119, i8 -84, i8 -31, i8 22>, ptr getelementptr inbounds (i8, ptr @bytes, i32 56), align 8, !tbaa !8
  store <8 x i16> <i16 -16432, i16 -15198, i16 -13964, i16 -12730, i16 -11496, i16 -10262, i16 -9028, i16 -7794>, ptr getelementptr inbounds (i8, ptr @sh, i32 112), align 16, !tbaa !9
  store i32 1868, ptr getelementptr inbounds (i8, ptr @a, i32 256), align 32, !tbaa !4
  store i32 516, ptr getelementptr inbounds (i8, ptr @b, i32 256), align 32, !tbaa !4
  store i8 75, ptr getelementptr inbounds (i8, ptr @bytes, i32 64), align 8, !tbaa !8
  store i16 -6560, ptr getelementptr inbounds (i8, ptr @sh, i32 128), align 16, !tbaa !9
  store i32 1905, ptr getelementptr inbounds (i8, ptr @a, i32 260), align 4, !tbaa !4
  store i32 435, ptr getelementptr inbounds (i8, ptr @b, i32 260), align 4, !tbaa !4
  store i8 -128, ptr getelementptr inbounds (i8, ptr @bytes, i32 65), align 1, !tbaa !8
  store i16 -5326, ptr getelementptr inbounds (i8, ptr @sh, i32 130), align 2, !tbaa !9
  store i32 1942, ptr getelementptr inbounds (i8, ptr @a, i32 264), align 8, !tbaa !4
  store i32 354, ptr getelementptr inbounds (i8, ptr @b, i32 264), align 8, !tbaa !4
  store i8 -75, ptr getelementptr inbounds (i8, ptr @bytes, i32 66), align 2, !tbaa !8
  store i16 -4092, ptr getelementptr inbounds (i8, ptr @sh, i32 132), align 4, !tbaa !9
  %1 = tail call fastcc i32 @sum(ptr noundef nonnull @a)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext %1)
  %3 = tail call fastcc i32 @maxv()
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext %3)
  %5 = tail call fastcc i32 @xorall()
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %5)
  tail call fastcc void @axpy()
  %7 = load i32, ptr @c, align 4, !tbaa !4
  %8 = load i32, ptr getelementptr inbounds (i8, ptr @c, i32 132), align 4, !tbaa !4
  %9 = tail call fastcc i32 @sum(ptr noundef nonnull @c)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext %7, i32 noundef signext %8, i32 noundef signext %9)
  tail call fastcc void @widen()
  %11 = load i32, ptr getelementptr inbounds (i8, ptr @c, i32 20), align 4, !tbaa !4
  %12 = tail call fastcc i32 @sum(ptr noundef nonnull @c)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef signext %11, i32 noundef signext %12)
  %14 = tail call fastcc i32 @count_less()
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef signext %14)
  %16 = tail call fastcc i32 @umin_all()
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext %16)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #0

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define internal fastcc i32 @sum(ptr nocapture noundef readonly %0) unnamed_addr #1 {
  %2 = load i32, ptr %0, align 4, !tbaa !4
  %3 = getelementptr inbounds i8, ptr %0, i32 4
  %4 = load i32, ptr %3, align 4, !tbaa !4
  %5 = add nsw i32 %4, %2
  %6 = getelementptr inbounds i8, ptr %0, i32 8
  %7 = load i32, ptr %6, align 4, !tbaa !4
  %8 = add nsw i32 %7, %5
  %9 = getelementptr inbounds i8, ptr %0, i32 12
  %10 = load i32, ptr %9, align 4, !tbaa !4
  %11 = add nsw i32 %10, %8
  %12 = getelementptr inbounds i8, ptr %0, i32 16
  %13 = load i32, ptr %12, align 4, !tbaa !4
  %14 = add nsw i32 %13, %11
  %15 = getelementptr inbounds i8, ptr %0, i32 20
  %16 = load i32, ptr %15, align 4, !tbaa !4
  %17 = add nsw i32 %16, %14
  %18 = getelementptr inbounds i8, ptr %0, i32 24
  %19 = load i32, ptr %18, align 4, !tbaa !4
  %20 = add nsw i32 %19, %17
  %21 = getelementptr inbounds i8, ptr %0, i32 28
  %22 = load i32, ptr %21, align 4, !tbaa !4
  %23 = add nsw i32 %22, %20
  %24 = getelementptr inbounds i8, ptr %0, i32 32
  %25 = load i32, ptr %24, align 4, !tbaa !4
  %26 = add nsw i32 %25, %23
  %27 = getelementptr inbounds i8, ptr %0, i32 36
  %28 = load i32, ptr %27, align 4, !tbaa !4
  %29 = add nsw i32 %28, %26
  %30 = getelementptr inbounds i8, ptr %0, i32 40
  %31 = load i32, ptr %30, align 4, !tbaa !4
  %32 = add nsw i32 %31, %29
  %33 = getelementptr inbounds i8, ptr %0, i32 44
  %34 = load i32, ptr %33, align 4, !tbaa !4
  %35 = add nsw i32 %34, %32
  %36 = getelementptr inbounds i8, ptr %0, i32 48
  %37 = load i32, ptr %36, align 4, !tbaa !4
  %38 = add nsw i32 %37, %35
  %39 = getelementptr inbounds i8, ptr %0, i32 52
  %40 = load i32, ptr %39, align 4, !tbaa !4
  %41 = add nsw i32 %40, %38
  %42 = getelementptr inbounds i8, ptr %0, i32 56
  %43 = load i32, ptr %42, align 4, !tbaa !4
  %44 = add nsw i32 %43, %41
  %45 = getelementptr inbounds i8, ptr %0, i32 60
  %46 = load i32, ptr %45, align 4, !tbaa !4
  %47 = add nsw i32 %46, %44
  %48 = getelementptr inbounds i8, ptr %0, i32 64
  %49 = load i32, ptr %48, align 4, !tbaa !4
  %50 = add nsw i32 %49, %47
  %51 = getelementptr inbounds i8, ptr %0, i32 68
  %52 = load i32, ptr %51, align 4, !tbaa !4
  %53 = add nsw i32 %52, %50
  %54 = getelementptr inbounds i8, ptr %0, i32 72
  %55 = load i32, ptr %54, align 4, !tbaa !4
  %56 = add nsw i32 %55, %53
  %57 = getelementptr inbounds i8, ptr %0, i32 76
  %58 = load i32, ptr %57, align 4, !tbaa !4
  %59 = add nsw i32 %58, %56
  %60 = getelementptr inbounds i8, ptr %0, i32 80
  %61 = load i32, ptr %60, align 4, !tbaa !4
  %62 = add nsw i32 %61, %59
  %63 = getelementptr inbounds i8, ptr %0, i32 84
  %64 = load i32, ptr %63, align 4, !tbaa !4
  %65 = add nsw i32 %64, %62
  %66 = getelementptr inbounds i8, ptr %0, i32 88
  %67 = load i32, ptr %66, align 4, !tbaa !4
  %68 = add nsw i32 %67, %65
  %69 = getelementptr inbounds i8, ptr %0, i32 92
  %70 = load i32, ptr %69, align 4, !tbaa !4
  %71 = add nsw i32 %70, %68
  %72 = getelementptr inbounds i8, ptr %0, i32 96
  %73 = load i32, ptr %72, align 4, !tbaa !4
  %74 = add nsw i32 %73, %71
  %75 = getelementptr inbounds i8, ptr %0, i32 100
  %76 = load i32, ptr %75, align 4, !tbaa !4
  %77 = add nsw i32 %76, %74
  %78 = getelementptr inbounds i8, ptr %0, i32 104
  %79 = load i32, ptr %78, align 4, !tbaa !4
  %80 = add nsw i32 %79, %77
  %81 = getelementptr inbounds i8, ptr %0, i32 108
  %82 = load i32, ptr %81, align 4, !tbaa !4
  %83 = add nsw i32 %82, %80
  %84 = getelementptr inbounds i8, ptr %0, i32 112
  %85 = load i32, ptr %84, align 4, !tbaa !4
  %86 = add nsw i32 %85, %83
  %87 = getelementptr inbounds i8, ptr %0, i32 116
  %88 = load i32, ptr %87, align 4, !tbaa !4
  %89 = add nsw i32 %88, %86
  %90 = getelementptr inbounds i8, ptr %0, i32 120
  %91 = load i32, ptr %90, align 4, !tbaa !4
  %92 = add nsw i32 %91, %89
  %93 = getelementptr inbounds i8, ptr %0, i32 124
  %94 = load i32, ptr %93, align 4, !tbaa !4
  %95 = add nsw i32 %94, %92
  %96 = getelementptr inbounds i8, ptr %0, i32 128
  %97 = load i32, ptr %96, align 4, !tbaa !4
  %98 = add nsw i32 %97, %95
  %99 = getelementptr inbounds i8, ptr %0, i32 132
  %100 = load i32, ptr %99, align 4, !tbaa !4
  %101 = add nsw i32 %100, %98
  %102 = getelementptr inbounds i8, ptr %0, i32 136
  %103 = load i32, ptr %102, align 4, !tbaa !4
  %104 = add nsw i32 %103, %101
  %105 = getelementptr inbounds i8, ptr %0, i32 140
  %106 = load i32, ptr %105, align 4, !tbaa !4
  %107 = add nsw i32 %106, %104
  %108 = getelementptr inbounds i8, ptr %0, i32 144
  %109 = load i32, ptr %108, align 4, !tbaa !4
  %110 = add nsw i32 %109, %107
  %111 = getelementptr inbounds i8, ptr %0, i32 148
  %112 = load i32, ptr %111, align 4, !tbaa !4
  %113 = add nsw i32 %112, %110
  %114 = getelementptr inbounds i8, ptr %0, i32 152
  %115 = load i32, ptr %114, align 4, !tbaa !4
  %116 = add nsw i32 %115, %113
  %117 = getelementptr inbounds i8, ptr %0, i32 156
  %118 = load i32, ptr %117, align 4, !tbaa !4
  %119 = add nsw i32 %118, %116
  %120 = getelementptr inbounds i8, ptr %0, i32 160
  %121 = load i32, ptr %120, align 4, !tbaa !4
  %122 = add nsw i32 %121, %119
  %123 = getelementptr inbounds i8, ptr %0, i32 164
  %124 = load i32, ptr %123, align 4, !tbaa !4
  %125 = add nsw i32 %124, %122
  %126 = getelementptr inbounds i8, ptr %0, i32 168
  %127 = load i32, ptr %126, align 4, !tbaa !4
  %128 = add nsw i32 %127, %125
  %129 = getelementptr inbounds i8, ptr %0, i32 172
  %130 = load i32, ptr %129, align 4, !tbaa !4
  %131 = add nsw i32 %130, %128
  %132 = getelementptr inbounds i8, ptr %0, i32 176
  %133 = load i32, ptr %132, align 4, !tbaa !4
  %134 = add nsw i32 %133, %131
  %135 = getelementptr inbounds i8, ptr %0, i32 180
  %136 = load i32, ptr %135, align 4, !tbaa !4
  %137 = add nsw i32 %136, %134
  %138 = getelementptr inbounds i8, ptr %0, i32 184
  %139 = load i32, ptr %138, align 4, !tbaa !4
  %140 = add nsw i32 %139, %137
  %141 = getelementptr inbounds i8, ptr %0, i32 188
  %142 = load i32, ptr %141, align 4, !tbaa !4
  %143 = add nsw i32 %142, %140
  %144 = getelementptr inbounds i8, ptr %0, i32 192
  %145 = load i32, ptr %144, align 4, !tbaa !4
  %146 = add nsw i32 %145, %143
  %147 = getelementptr inbounds i8, ptr %0, i32 196
  %148 = load i32, ptr %147, align 4, !tbaa !4
  %149 = add nsw i32 %148, %146
  %150 = getelementptr inbounds i8, ptr %0, i32 200
  %151 = load i32, ptr %150, align 4, !tbaa !4
  %152 = add nsw i32 %151, %149
  %153 = getelementptr inbounds i8, ptr %0, i32 204
  %154 = load i32, ptr %153, align 4, !tbaa !4
  %155 = add nsw i32 %154, %152
  %156 = getelementptr inbounds i8, ptr %0, i32 208
  %157 = load i32, ptr %156, align 4, !tbaa !4
  %158 = add nsw i32 %157, %155
  %159 = getelementptr inbounds i8, ptr %0, i32 212
  %160 = load i32, ptr %159, align 4, !tbaa !4
  %161 = add nsw i32 %160, %158
  %162 = getelementptr inbounds i8, ptr %0, i32 216
  %163 = load i32, ptr %162, align 4, !tbaa !4
  %164 = add nsw i32 %163, %161
  %165 = getelementptr inbounds i8, ptr %0, i32 220
  %166 = load i32, ptr %165, align 4, !tbaa !4
  %167 = add nsw i32 %166, %164
  %168 = getelementptr inbounds i8, ptr %0, i32 224
  %169 = load i32, ptr %168, align 4, !tbaa !4
  %170 = add nsw i32 %169, %167
  %171 = getelementptr inbounds i8, ptr %0, i32 228
  %172 = load i32, ptr %171, align 4, !tbaa !4
  %173 = add nsw i32 %172, %170
  %174 = getelementptr inbounds i8, ptr %0, i32 232
  %175 = load i32, ptr %174, align 4, !tbaa !4
  %176 = add nsw i32 %175, %173
  %177 = getelementptr inbounds i8, ptr %0, i32 236
  %178 = load i32, ptr %177, align 4, !tbaa !4
  %179 = add nsw i32 %178, %176
  %180 = getelementptr inbounds i8, ptr %0, i32 240
  %181 = load i32, ptr %180, align 4, !tbaa !4
  %182 = add nsw i32 %181, %179
  %183 = getelementptr inbounds i8, ptr %0, i32 244
  %184 = load i32, ptr %183, align 4, !tbaa !4
  %185 = add nsw i32 %184, %182
  %186 = getelementptr inbounds i8, ptr %0, i32 248
  %187 = load i32, ptr %186, align 4, !tbaa !4
  %188 = add nsw i32 %187, %185
  %189 = getelementptr inbounds i8, ptr %0, i32 252
  %190 = load i32, ptr %189, align 4, !tbaa !4
  %191 = add nsw i32 %190, %188
  %192 = getelementptr inbounds i8, ptr %0, i32 256
  %193 = load i32, ptr %192, align 4, !tbaa !4
  %194 = add nsw i32 %193, %191
  %195 = getelementptr inbounds i8, ptr %0, i32 260
  %196 = load i32, ptr %195, align 4, !tbaa !4
  %197 = add nsw i32 %196, %194
  %198 = getelementptr inbounds i8, ptr %0, i32 264
  %199 = load i32, ptr %198, align 4, !tbaa !4
  %200 = add nsw i32 %199, %197
  ret i32 %200
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none)
define internal fastcc i32 @maxv() unnamed_addr #2 {
  %1 = load <8 x i32>, ptr getelementptr inbounds (i8, ptr @b, i32 228), align 4, !tbaa !4
  %2 = load <8 x i32>, ptr getelementptr inbounds (i8, ptr @b, i32 196), align 4, !tbaa !4
  %3 = load <8 x i32>, ptr getelementptr inbounds (i8, ptr @b, i32 164), align 4, !tbaa !4
  %4 = load <8 x i32>, ptr getelementptr inbounds (i8, ptr @b, i32 132), align 4, !tbaa !4
  %5 = load <8 x i32>, ptr getelementptr inbounds (i8, ptr @b, i32 100), align 4, !tbaa !4
  %6 = load <8 x i32>, ptr getelementptr inbounds (i8, ptr @b, i32 68), align 4, !tbaa !4
  %7 = load <8 x i32>, ptr getelementptr inbounds (i8, ptr @b, i32 36), align 4, !tbaa !4
  %8 = load <8 x i32>, ptr getelementptr inbounds (i8, ptr @b, i32 4), align 4, !tbaa !4
  %9 = load i32, ptr @b, align 32, !tbaa !4
  %10 = insertelement <8 x i32> poison, i32 %9, i64 0
  %11 = shufflevector <8 x i32> %10, <8 x i32> poison, <8 x i32> zeroinitializer
  %12 = tail call <8 x i32> @llvm.smax.v8i32(<8 x i32> %8, <8 x i32> %11)
  %13 = tail call <8 x i32> @llvm.smax.v8i32(<8 x i32> %7, <8 x i32> %12)
  %14 = tail call <8 x i32> @llvm.smax.v8i32(<8 x i32> %6, <8 x i32> %13)
  %15 = tail call <8 x i32> @llvm.smax.v8i32(<8 x i32> %5, <8 x i32> %14)
  %16 = tail call <8 x i32> @llvm.smax.v8i32(<8 x i32> %4, <8 x i32> %15)
  %17 = tail call <8 x i32> @llvm.smax.v8i32(<8 x i32> %3, <8 x i32> %16)
  %18 = tail call <8 x i32> @llvm.smax.v8i32(<8 x i32> %2, <8 x i32> %17)
  %19 = tail call <8 x i32> @llvm.smax.v8i32(<8 x i32> %1, <8 x i32> %18)
  %20 = tail call i32 @llvm.vector.reduce.smax.v8i32(<8 x i32> %19)
  %21 = load i32, ptr getelementptr inbounds (i8, ptr @b, i32 260), align 4, !tbaa !4
  %22 = tail call i32 @llvm.smax.i32(i32 %21, i32 %20)
  %23 = load i32, ptr getelementptr inbounds (i8, ptr @b, i32 264), align 8, !tbaa !4
  %24 = tail call i32 @llvm.smax.i32(i32 %23, i32 %22)
  ret i32 %24
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none)
define internal fastcc range(i32 0, 256) i32 @xorall() unnamed_addr #3 {
  %1 = load i8, ptr @bytes, align 8, !tbaa !8
  %2 = load i8, ptr getelementptr inbounds (i8, ptr @bytes, i32 1), align 1, !tbaa !8
  %3 = xor i8 %1, %2
  %4 = load i8, ptr getelementptr inbounds (i8, ptr @bytes, i32 2), align 2, !tbaa !8
  %5 = xor i8 %3, %4
  %6 = load i8, ptr getelementptr inbounds (i8, ptr @bytes, i32 3), align 1, !tbaa !8
  %7 = xor i8 %5, %6
  %8 = load i8, ptr getelementptr inbounds (i8, ptr @bytes, i32 4), align 4, !tbaa !8
  %9 = xor i8 %7, %8
  %10 = load i8, ptr getelementptr inbounds (i8, ptr @bytes, i32 5), align 1, !tbaa !8
  %11 = xor i8 %9, %10
  %12 = load i8, ptr getelementptr inbounds (i8, ptr @bytes, i32 6), align 2, !tbaa !8
  %13 = xor i8 %11, %12
  %14 = load i8, ptr getelementptr inbounds (i8, ptr @bytes, i32 7), align 1, !tbaa !8
  %15 = xor i8 %13, %14
  %16 = load i8, ptr getelementptr inbounds (i8, ptr @bytes, i32 8), align 8, !tbaa !8
  %17 = xor i8 %15, %16
  %18 = load i8, ptr getelementptr inbounds (i8, ptr @bytes, i32 9), align 1, !tbaa !8
  %19 = xor i8 %17, %18
  %20 = load i8, ptr getelementptr inbounds (i8, ptr @bytes, i32 10), align 2, !tbaa !8
  %21 = xor i8 %19, %20
  %22 = load i8, ptr getelementptr inbounds (i8, ptr @bytes, i32 11), align 1, !tbaa !8
  %23 = xor i8 %21, %22
  %24 = load i8, ptr getelementptr inbounds (i8, ptr @bytes, i32 12), align 4, !tbaa !8
  %25 = xor i8 %23, %24
  %26 = load i8, ptr getelementptr inbounds (i8, ptr @bytes, i32 13), align 1, !tbaa !8
  %27 = xor i8 %25, %26
  %28 = load i8, ptr getelementptr inbounds (i8, ptr @bytes, i32 14), align 2, !tbaa !8
  %29 = xor i8 %27, %28
  %30 = load i8, ptr getelementptr inbounds (i8, ptr @bytes, i32 15), align 1, !tbaa !8
  %31 = xor i8 %29, %30
  %32 = load i8, ptr getelementptr inbounds (i8, ptr @bytes, i32 16), align 8, !tbaa !8
  %33 = xor i8 %31, %32
  %34 = load i8, ptr getelementptr inbounds (i8, ptr @bytes, i32 17), align 1, !tbaa !8
  %35 = xor i8 %33, %34
  %36 = load i8, ptr getelementptr inbounds (i8, ptr @bytes, i32 18), align 2, !tbaa !8
  %37 = xor i8 %35, %36
  %38 = load i8, ptr getelementptr inbounds (i8, ptr @bytes, i32 19), align 1, !tbaa !8
  %39 = xor i8 %37, %38
  %40 = load i8, ptr getelementptr inbounds (i8, ptr @bytes, i32 20), align 4, !tbaa !8
  %41 = xor i8 %39, %40
  %42 = load i8, ptr getelementptr inbounds (i8, ptr @bytes, i32 21), align 1, !tbaa !8
  %43 = xor i8 %41, %42
  %44 = load i8, ptr getelementptr inbounds (i8, ptr @bytes, i32 22), align 2, !tbaa !8
  %45 = xor i8 %43, %44
  %46 = load i8, ptr getelementptr inbounds (i8, ptr @bytes, i32 23), align 1, !tbaa !8
  %47 = xor i8 %45, %46
  %48 = load i8, ptr getelementptr inbounds (i8, ptr @bytes, i32 24), align 8, !tbaa !8
  %49 = xor i8 %47, %48
  %50 = load i8, ptr getelementptr inbounds (i8, ptr @bytes, i32 25), align 1, !tbaa !8
  %51 = xor i8 %49, %50
  %52 = load i8, ptr getelementptr inbounds (i8, ptr @bytes, i32 26), align 2, !tbaa !8
  %53 = xor i8 %51, %52
  %54 = load i8, ptr getelementptr inbounds (i8, ptr @bytes, i32 27), align 1, !tbaa !8
  %55 = xor i8 %53, %54
  %56 = load i8, ptr getelementptr inbounds (i8, ptr @bytes, i32 28), align 4, !tbaa !8
  %57 = xor i8 %55, %56
  %58 = load i8, ptr getelementptr inbounds (i8, ptr @bytes, i32 29), align 1, !tbaa !8
  %59 = xor i8 %57, %58
  %60 = load i8, ptr getelementptr inbounds (i8, ptr @bytes, i32 30), align 2, !tbaa !8
  %61 = xor i8 %59, %60
  %62 = load i8, ptr getelementptr inbounds (i8, ptr @bytes, i32 31), align 1, !tbaa !8
  %63 = xor i8 %61, %62
  %64 = load i8, ptr getelementptr inbounds (i8, ptr @bytes, i32 32), align 8, !tbaa !8
  %65 = xor i8 %63, %64
  %66 = load i8, ptr getelementptr inbounds (i8, ptr @bytes, i32 33), align 1, !tbaa !8
  %67 = xor i8 %65, %66
  %68 = load i8, ptr getelementptr inbounds (i8, ptr @bytes, i32 34), align 2, !tbaa !8
  %69 = xor i8 %67, %68
  %70 = load i8, ptr getelementptr inbounds (i8, ptr @bytes, i32 35), align 1, !tbaa !8
  %71 = xor i8 %69, %70
  %72 = load i8, ptr getelementptr inbounds (i8, ptr @bytes, i32 36), align 4, !tbaa !8
  %73 = xor i8 %71, %72
  %74 = load i8, ptr getelementptr inbounds (i8, ptr @bytes, i32 37), align 1, !tbaa !8
  %75 = xor i8 %73, %74
  %76 = load i8, ptr getelementptr inbounds (i8, ptr @bytes, i32 38), align 2, !tbaa !8
  %77 = xor i8 %75, %76
  %78 = load i8, ptr getelementptr inbounds (i8, ptr @bytes, i32 39), align 1, !tbaa !8
  %79 = xor i8 %77, %78
  %80 = load i8, ptr getelementptr inbounds (i8, ptr @bytes, i32 40), align 8, !tbaa !8
  %81 = xor i8 %79, %80
  %82 = load i8, ptr getelementptr inbounds (i8, ptr @bytes, i32 41), align 1, !tbaa !8
  %83 = xor i8 %81, %82
  %84 = load i8, ptr getelementptr inbounds (i8, ptr @bytes, i32 42), align 2, !tbaa !8
  %85 = xor i8 %83, %84
  %86 = load i8, ptr getelementptr inbounds (i8, ptr @bytes, i32 43), align 1, !tbaa !8
  %87 = xor i8 %85, %86
  %88 = load i8, ptr getelementptr inbounds (i8, ptr @bytes, i32 44), align 4, !tbaa !8
  %89 = xor i8 %87, %88
  %90 = load i8, ptr getelementptr inbounds (i8, ptr @bytes, i32 45), align 1, !tbaa !8
  %91 = xor i8 %89, %90
  %92 = load i8, ptr getelementptr inbounds (i8, ptr @bytes, i32 46), align 2, !tbaa !8
  %93 = xor i8 %91, %92
  %94 = load i8, ptr getelementptr inbounds (i8, ptr @bytes, i32 47), align 1, !tbaa !8
  %95 = xor i8 %93, %94
  %96 = load i8, ptr getelementptr inbounds (i8, ptr @bytes, i32 48), align 8, !tbaa !8
  %97 = xor i8 %95, %96
  %98 = load i8, ptr getelementptr inbounds (i8, ptr @bytes, i32 49), align 1, !tbaa !8
  %99 = xor i8 %97, %98
  %100 = load i8, ptr getelementptr inbounds (i8, ptr @bytes, i32 50), align 2, !tbaa !8
  %101 = xor i8 %99, %100
  %102 = load i8, ptr getelementptr inbounds (i8, ptr @bytes, i32 51), align 1, !tbaa !8
  %103 = xor i8 %101, %102
  %104 = load i8, ptr getelementptr inbounds (i8, ptr @bytes, i32 52), align 4, !tbaa !8
  %105 = xor i8 %103, %104
  %106 = load i8, ptr getelementptr inbounds (i8, ptr @bytes, i32 53), align 1, !tbaa !8
  %107 = xor i8 %105, %106
  %108 = load i8, ptr getelementptr inbounds (i8, ptr @bytes, i32 54), align 2, !tbaa !8
  %109 = xor i8 %107, %108
  %110 = load i8, ptr getelementptr inbounds (i8, ptr @bytes, i32 55), align 1, !tbaa !8
  %111 = xor i8 %109, %110
  %112 = load i8, ptr getelementptr inbounds (i8, ptr @bytes, i32 56), align 8, !tbaa !8
  %113 = xor i8 %111, %112
  %114 = load i8, ptr getelementptr inbounds (i8, ptr @bytes, i32 57), align 1, !tbaa !8
  %115 = xor i8 %113, %114
  %116 = load i8, ptr getelementptr inbounds (i8, ptr @bytes, i32 58), align 2, !tbaa !8
  %117 = xor i8 %115, %116
  %118 = load i8, ptr getelementptr inbounds (i8, ptr @bytes, i32 59), align 1, !tbaa !8
  %119 = xor i8 %117, %118
  %120 = load i8, ptr getelementptr inbounds (i8, ptr @bytes, i32 60), align 4, !tbaa !8
  %121 = xor i8 %119, %120
  %122 = load i8, ptr getelementptr inbounds (i8, ptr @bytes, i32 61), align 1, !tbaa !8
  %123 = xor i8 %121, %122
  %124 = load i8, ptr getelementptr inbounds (i8, ptr @bytes, i32 62), align 2, !tbaa !8
  %125 = xor i8 %123, %124
  %126 = load i8, ptr getelementptr inbounds (i8, ptr @bytes, i32 63), align 1, !tbaa !8
  %127 = xor i8 %125, %126
  %128 = load i8, ptr getelementptr inbounds (i8, ptr @bytes, i32 64), align 8, !tbaa !8
  %129 = xor i8 %127, %128
  %130 = load i8, ptr getelementptr inbounds (i8, ptr @bytes, i32 65), align 1, !tbaa !8
  %131 = xor i8 %129, %130
  %132 = load i8, ptr getelementptr inbounds (i8, ptr @bytes, i32 66), align 2, !tbaa !8
  %133 = xor i8 %131, %132
  %134 = zext i8 %133 to i32
  ret i32 %134
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none)
define internal fastcc void @axpy() unnamed_addr #4 {
  %1 = load <8 x i32>, ptr @a, align 32, !tbaa !4
  %2 = mul nsw <8 x i32> %1, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %3 = load <8 x i32>, ptr @b, align 32, !tbaa !4
  %4 = ashr <8 x i32> %3, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %5 = and <8 x i32> %1, <i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>
  %6 = sub <8 x i32> %2, %5
  %7 = add <8 x i32> %6, %4
  store <8 x i32> %7, ptr @c, align 32, !tbaa !4
  %8 = load <8 x i32>, ptr getelementptr inbounds (i8, ptr @a, i32 32), align 32, !tbaa !4
  %9 = mul nsw <8 x i32> %8, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %10 = load <8 x i32>, ptr getelementptr inbounds (i8, ptr @b, i32 32), align 32, !tbaa !4
  %11 = ashr <8 x i32> %10, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %12 = and <8 x i32> %8, <i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>
  %13 = sub <8 x i32> %9, %12
  %14 = add <8 x i32> %13, %11
  store <8 x i32> %14, ptr getelementptr inbounds (i8, ptr @c, i32 32), align 32, !tbaa !4
  %15 = load <8 x i32>, ptr getelementptr inbounds (i8, ptr @a, i32 64), align 32, !tbaa !4
  %16 = mul nsw <8 x i32> %15, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %17 = load <8 x i32>, ptr getelementptr inbounds (i8, ptr @b, i32 64), align 32, !tbaa !4
  %18 = ashr <8 x i32> %17, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %19 = and <8 x i32> %15, <i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>
  %20 = sub <8 x i32> %16, %19
  %21 = add <8 x i32> %20, %18
  store <8 x i32> %21, ptr getelementptr inbounds (i8, ptr @c, i32 64), align 32, !tbaa !4
  %22 = load <8 x i32>, ptr getelementptr inbounds (i8, ptr @a, i32 96), align 32, !tbaa !4
  %23 = mul nsw <8 x i32> %22, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %24 = load <8 x i32>, ptr getelementptr inbounds (i8, ptr @b, i32 96), align 32, !tbaa !4
  %25 = ashr <8 x i32> %24, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %26 = and <8 x i32> %22, <i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>
  %27 = sub <8 x i32> %23, %26
  %28 = add <8 x i32> %27, %25
  store <8 x i32> %28, ptr getelementptr inbounds (i8, ptr @c, i32 96), align 32, !tbaa !4
  %29 = load <8 x i32>, ptr getelementptr inbounds (i8, ptr @a, i32 128), align 32, !tbaa !4
  %30 = mul nsw <8 x i32> %29, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %31 = load <8 x i32>, ptr getelementptr inbounds (i8, ptr @b, i32 128), align 32, !tbaa !4
  %32 = ashr <8 x i32> %31, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %33 = and <8 x i32> %29, <i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>
  %34 = sub <8 x i32> %30, %33
  %35 = add <8 x i32> %34, %32
  store <8 x i32> %35, ptr getelementptr inbounds (i8, ptr @c, i32 128), align 32, !tbaa !4
  %36 = load <8 x i32>, ptr getelementptr inbounds (i8, ptr @a, i32 160), align 32, !tbaa !4
  %37 = mul nsw <8 x i32> %36, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %38 = load <8 x i32>, ptr getelementptr inbounds (i8, ptr @b, i32 160), align 32, !tbaa !4
  %39 = ashr <8 x i32> %38, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %40 = and <8 x i32> %36, <i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>
  %41 = sub <8 x i32> %37, %40
  %42 = add <8 x i32> %41, %39
  store <8 x i32> %42, ptr getelementptr inbounds (i8, ptr @c, i32 160), align 32, !tbaa !4
  %43 = load <8 x i32>, ptr getelementptr inbounds (i8, ptr @a, i32 192), align 32, !tbaa !4
  %44 = mul nsw <8 x i32> %43, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %45 = load <8 x i32>, ptr getelementptr inbounds (i8, ptr @b, i32 192), align 32, !tbaa !4
  %46 = ashr <8 x i32> %45, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %47 = and <8 x i32> %43, <i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>
  %48 = sub <8 x i32> %44, %47
  %49 = add <8 x i32> %48, %46
  store <8 x i32> %49, ptr getelementptr inbounds (i8, ptr @c, i32 192), align 32, !tbaa !4
  %50 = load <8 x i32>, ptr getelementptr inbounds (i8, ptr @a, i32 224), align 32, !tbaa !4
  %51 = mul nsw <8 x i32> %50, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %52 = load <8 x i32>, ptr getelementptr inbounds (i8, ptr @b, i32 224), align 32, !tbaa !4
  %53 = ashr <8 x i32> %52, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %54 = and <8 x i32> %50, <i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>
  %55 = sub <8 x i32> %51, %54
  %56 = add <8 x i32> %55, %53
  store <8 x i32> %56, ptr getelementptr inbounds (i8, ptr @c, i32 224), align 32, !tbaa !4
  %57 = load i32, ptr getelementptr inbounds (i8, ptr @a, i32 256), align 32, !tbaa !4
  %58 = mul nsw i32 %57, 3
  %59 = load i32, ptr getelementptr inbounds (i8, ptr @b, i32 256), align 32, !tbaa !4
  %60 = ashr i32 %59, 1
  %61 = and i32 %57, 7
  %62 = sub i32 %58, %61
  %63 = add i32 %62, %60
  store i32 %63, ptr getelementptr inbounds (i8, ptr @c, i32 256), align 32, !tbaa !4
  %64 = load i32, ptr getelementptr inbounds (i8, ptr @a, i32 260), align 4, !tbaa !4
  %65 = mul nsw i32 %64, 3
  %66 = load i32, ptr getelementptr inbounds (i8, ptr @b, i32 260), align 4, !tbaa !4
  %67 = ashr i32 %66, 1
  %68 = and i32 %64, 7
  %69 = sub i32 %65, %68
  %70 = add i32 %69, %67
  store i32 %70, ptr getelementptr inbounds (i8, ptr @c, i32 260), align 4, !tbaa !4
  %71 = load i32, ptr getelementptr inbounds (i8, ptr @a, i32 264), align 8, !tbaa !4
  %72 = mul nsw i32 %71, 3
  %73 = load i32, ptr getelementptr inbounds (i8, ptr @b, i32 264), align 8, !tbaa !4
  %74 = ashr i32 %73, 1
  %75 = and i32 %71, 7
  %76 = sub i32 %72, %75
  %77 = add i32 %76, %74
  store i32 %77, ptr getelementptr inbounds (i8, ptr @c, i32 264), align 8, !tbaa !4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none)
define internal fastcc void @widen() unnamed_addr #4 {
  %1 = load <8 x i16>, ptr @sh, align 16, !tbaa !9
  %2 = sext <8 x i16> %1 to <8 x i32>
  %3 = mul nsw <8 x i32> %2, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %4 = load <8 x i8>, ptr @bytes, align 8, !tbaa !8
  %5 = zext <8 x i8> %4 to <8 x i32>
  %6 = add nsw <8 x i32> %3, %5
  store <8 x i32> %6, ptr @c, align 32, !tbaa !4
  %7 = load <8 x i16>, ptr getelementptr inbounds (i8, ptr @sh, i32 16), align 16, !tbaa !9
  %8 = sext <8 x i16> %7 to <8 x i32>
  %9 = mul nsw <8 x i32> %8, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %10 = load <8 x i8>, ptr getelementptr inbounds (i8, ptr @bytes, i32 8), align 8, !tbaa !8
  %11 = zext <8 x i8> %10 to <8 x i32>
  %12 = add nsw <8 x i32> %9, %11
  store <8 x i32> %12, ptr getelementptr inbounds (i8, ptr @c, i32 32), align 32, !tbaa !4
  %13 = load <8 x i16>, ptr getelementptr inbounds (i8, ptr @sh, i32 32), align 16, !tbaa !9
  %14 = sext <8 x i16> %13 to <8 x i32>
  %15 = mul nsw <8 x i32> %14, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %16 = load <8 x i8>, ptr getelementptr inbounds (i8, ptr @bytes, i32 16), align 8, !tbaa !8
  %17 = zext <8 x i8> %16 to <8 x i32>
  %18 = add nsw <8 x i32> %15, %17
  store <8 x i32> %18, ptr getelementptr inbounds (i8, ptr @c, i32 64), align 32, !tbaa !4
  %19 = load <8 x i16>, ptr getelementptr inbounds (i8, ptr @sh, i32 48), align 16, !tbaa !9
  %20 = sext <8 x i16> %19 to <8 x i32>
  %21 = mul nsw <8 x i32> %20, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %22 = load <8 x i8>, ptr getelementptr inbounds (i8, ptr @bytes, i32 24), align 8, !tbaa !8
  %23 = zext <8 x i8> %22 to <8 x i32>
  %24 = add nsw <8 x i32> %21, %23
  store <8 x i32> %24, ptr getelementptr inbounds (i8, ptr @c, i32 96), align 32, !tbaa !4
  %25 = load <8 x i16>, ptr getelementptr inbounds (i8, ptr @sh, i32 64), align 16, !tbaa !9
  %26 = sext <8 x i16> %25 to <8 x i32>
  %27 = mul nsw <8 x i32> %26, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %28 = load <8 x i8>, ptr getelementptr inbounds (i8, ptr @bytes, i32 32), align 8, !tbaa !8
  %29 = zext <8 x i8> %28 to <8 x i32>
  %30 = add nsw <8 x i32> %27, %29
  store <8 x i32> %30, ptr getelementptr inbounds (i8, ptr @c, i32 128), align 32, !tbaa !4
  %31 = load <8 x i16>, ptr getelementptr inbounds (i8, ptr @sh, i32 80), align 16, !tbaa !9
  %32 = sext <8 x i16> %31 to <8 x i32>
  %33 = mul nsw <8 x i32> %32, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %34 = load <8 x i8>, ptr getelementptr inbounds (i8, ptr @bytes, i32 40), align 8, !tbaa !8
  %35 = zext <8 x i8> %34 to <8 x i32>
  %36 = add nsw <8 x i32> %33, %35
  store <8 x i32> %36, ptr getelementptr inbounds (i8, ptr @c, i32 160), align 32, !tbaa !4
  %37 = load <8 x i16>, ptr getelementptr inbounds (i8, ptr @sh, i32 96), align 16, !tbaa !9
  %38 = sext <8 x i16> %37 to <8 x i32>
  %39 = mul nsw <8 x i32> %38, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %40 = load <8 x i8>, ptr getelementptr inbounds (i8, ptr @bytes, i32 48), align 8, !tbaa !8
  %41 = zext <8 x i8> %40 to <8 x i32>
  %42 = add nsw <8 x i32> %39, %41
  store <8 x i32> %42, ptr getelementptr inbounds (i8, ptr @c, i32 192), align 32, !tbaa !4
  %43 = load <8 x i16>, ptr getelementptr inbounds (i8, ptr @sh, i32 112), align 16, !tbaa !9
  %44 = sext <8 x i16> %43 to <8 x i32>
  %45 = mul nsw <8 x i32> %44, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %46 = load <8 x i8>, ptr getelementptr inbounds (i8, ptr @bytes, i32 56), align 8, !tbaa !8
  %47 = zext <8 x i8> %46 to <8 x i32>
  %48 = add nsw <8 x i32> %45, %47
  store <8 x i32> %48, ptr getelementptr inbounds (i8, ptr @c, i32 224), align 32, !tbaa !4
  %49 = load i16, ptr getelementptr inbounds (i8, ptr @sh, i32 128), align 16, !tbaa !9
  %50 = sext i16 %49 to i32
  %51 = mul nsw i32 %50, 3
  %52 = load i8, ptr getelementptr inbounds (i8, ptr @bytes, i32 64), align 8, !tbaa !8
  %53 = zext i8 %52 to i32
  %54 = add nsw i32 %51, %53
  store i32 %54, ptr getelementptr inbounds (i8, ptr @c, i32 256), align 32, !tbaa !4
  %55 = load i16, ptr getelementptr inbounds (i8, ptr @sh, i32 130), align 2, !tbaa !9
  %56 = sext i16 %55 to i32
  %57 = mul nsw i32 %56, 3
  %58 = load i8, ptr getelementptr inbounds (i8, ptr @bytes, i32 65), align 1, !tbaa !8
  %59 = zext i8 %58 to i32
  %60 = add nsw i32 %57, %59
  store i32 %60, ptr getelementptr inbounds (i8, ptr @c, i32 260), align 4, !tbaa !4
  %61 = load i16, ptr getelementptr inbounds (i8, ptr @sh, i32 132), align 4, !tbaa !9
  %62 = sext i16 %61 to i32
  %63 = mul nsw i32 %62, 3
  %64 = load i8, ptr getelementptr inbounds (i8, ptr @bytes, i32 66), align 2, !tbaa !8
  %65 = zext i8 %64 to i32
  %66 = add nsw i32 %63, %65
  store i32 %66, ptr getelementptr inbounds (i8, ptr @c, i32 264), align 8, !tbaa !4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none)
define internal fastcc i32 @count_less() unnamed_addr #2 {
  %1 = load <8 x i32>, ptr @b, align 32, !tbaa !4
  %2 = icmp slt <8 x i32> %1, <i32 17, i32 17, i32 17, i32 17, i32 17, i32 17, i32 17, i32 17>
  %3 = zext <8 x i1> %2 to <8 x i32>
  %4 = load <8 x i32>, ptr getelementptr inbounds (i8, ptr @b, i32 32), align 32, !tbaa !4
  %5 = icmp slt <8 x i32> %4, <i32 17, i32 17, i32 17, i32 17, i32 17, i32 17, i32 17, i32 17>
  %6 = zext <8 x i1> %5 to <8 x i32>
  %7 = add nuw nsw <8 x i32> %3, %6
  %8 = load <8 x i32>, ptr getelementptr inbounds (i8, ptr @b, i32 64), align 32, !tbaa !4
  %9 = icmp slt <8 x i32> %8, <i32 17, i32 17, i32 17, i32 17, i32 17, i32 17, i32 17, i32 17>
  %10 = zext <8 x i1> %9 to <8 x i32>
  %11 = add nuw nsw <8 x i32> %7, %10
  %12 = load <8 x i32>, ptr getelementptr inbounds (i8, ptr @b, i32 96), align 32, !tbaa !4
  %13 = icmp slt <8 x i32> %12, <i32 17, i32 17, i32 17, i32 17, i32 17, i32 17, i32 17, i32 17>
  %14 = zext <8 x i1> %13 to <8 x i32>
  %15 = add nuw nsw <8 x i32> %11, %14
  %16 = load <8 x i32>, ptr getelementptr inbounds (i8, ptr @b, i32 128), align 32, !tbaa !4
  %17 = icmp slt <8 x i32> %16, <i32 17, i32 17, i32 17, i32 17, i32 17, i32 17, i32 17, i32 17>
  %18 = zext <8 x i1> %17 to <8 x i32>
  %19 = add nuw nsw <8 x i32> %15, %18
  %20 = load <8 x i32>, ptr getelementptr inbounds (i8, ptr @b, i32 160), align 32, !tbaa !4
  %21 = icmp slt <8 x i32> %20, <i32 17, i32 17, i32 17, i32 17, i32 17, i32 17, i32 17, i32 17>
  %22 = zext <8 x i1> %21 to <8 x i32>
  %23 = add nuw nsw <8 x i32> %19, %22
  %24 = load <8 x i32>, ptr getelementptr inbounds (i8, ptr @b, i32 192), align 32, !tbaa !4
  %25 = icmp slt <8 x i32> %24, <i32 17, i32 17, i32 17, i32 17, i32 17, i32 17, i32 17, i32 17>
  %26 = zext <8 x i1> %25 to <8 x i32>
  %27 = add nuw nsw <8 x i32> %23, %26
  %28 = load <8 x i32>, ptr getelementptr inbounds (i8, ptr @b, i32 224), align 32, !tbaa !4
  %29 = icmp slt <8 x i32> %28, <i32 17, i32 17, i32 17, i32 17, i32 17, i32 17, i32 17, i32 17>
  %30 = zext <8 x i1> %29 to <8 x i32>
  %31 = add <8 x i32> %27, %30
  %32 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %31)
  %33 = load i32, ptr getelementptr inbounds (i8, ptr @b, i32 256), align 32, !tbaa !4
  %34 = icmp slt i32 %33, 17
  %35 = zext i1 %34 to i32
  %36 = add nuw nsw i32 %32, %35
  %37 = load i32, ptr getelementptr inbounds (i8, ptr @b, i32 260), align 4, !tbaa !4
  %38 = icmp slt i32 %37, 17
  %39 = zext i1 %38 to i32
  %40 = add nuw nsw i32 %36, %39
  %41 = load i32, ptr getelementptr inbounds (i8, ptr @b, i32 264), align 8, !tbaa !4
  %42 = icmp slt i32 %41, 17
  %43 = zext i1 %42 to i32
  %44 = add nuw nsw i32 %40, %43
  ret i32 %44
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none)
define internal fastcc i32 @umin_all() unnamed_addr #2 {
  %1 = load <8 x i32>, ptr getelementptr inbounds (i8, ptr @a, i32 224), align 32, !tbaa !4
  %2 = load <8 x i32>, ptr getelementptr inbounds (i8, ptr @a, i32 192), align 32, !tbaa !4
  %3 = load <8 x i32>, ptr getelementptr inbounds (i8, ptr @a, i32 160), align 32, !tbaa !4
  %4 = load <8 x i32>, ptr getelementptr inbounds (i8, ptr @a, i32 128), align 32, !tbaa !4
  %5 = load <8 x i32>, ptr getelementptr inbounds (i8, ptr @a, i32 96), align 32, !tbaa !4
  %6 = load <8 x i32>, ptr getelementptr inbounds (i8, ptr @a, i32 64), align 32, !tbaa !4
  %7 = load <8 x i32>, ptr getelementptr inbounds (i8, ptr @a, i32 32), align 32, !tbaa !4
  %8 = load <8 x i32>, ptr @a, align 32, !tbaa !4
  %9 = tail call <8 x i32> @llvm.umin.v8i32(<8 x i32> %7, <8 x i32> %8)
  %10 = tail call <8 x i32> @llvm.umin.v8i32(<8 x i32> %6, <8 x i32> %9)
  %11 = tail call <8 x i32> @llvm.umin.v8i32(<8 x i32> %5, <8 x i32> %10)
  %12 = tail call <8 x i32> @llvm.umin.v8i32(<8 x i32> %4, <8 x i32> %11)
  %13 = tail call <8 x i32> @llvm.umin.v8i32(<8 x i32> %3, <8 x i32> %12)
  %14 = tail call <8 x i32> @llvm.umin.v8i32(<8 x i32> %2, <8 x i32> %13)
  %15 = tail call <8 x i32> @llvm.umin.v8i32(<8 x i32> %1, <8 x i32> %14)
  %16 = tail call i32 @llvm.vector.reduce.umin.v8i32(<8 x i32> %15)
  %17 = load i32, ptr getelementptr inbounds (i8, ptr @a, i32 256), align 32, !tbaa !4
  %18 = tail call i32 @llvm.umin.i32(i32 %17, i32 %16)
  %19 = load i32, ptr getelementptr inbounds (i8, ptr @a, i32 260), align 4, !tbaa !4
  %20 = tail call i32 @llvm.umin.i32(i32 %19, i32 %18)
  %21 = load i32, ptr getelementptr inbounds (i8, ptr @a, i32 264), align 8, !tbaa !4
  %22 = tail call i32 @llvm.umin.i32(i32 %21, i32 %20)
  ret i32 %22
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i32> @llvm.smax.v8i32(<8 x i32>, <8 x i32>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.smax.v8i32(<8 x i32>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v8i32(<8 x i32>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i32> @llvm.umin.v8i32(<8 x i32>, <8 x i32>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.umin.v8i32(<8 x i32>) #5

attributes #0 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!8 = !{!6, !6, i64 0}
!9 = !{!10, !10, i64 0}
!10 = !{!"short", !6, i64 0}
