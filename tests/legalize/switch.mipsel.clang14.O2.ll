; ModuleID = 'switch.c'
source_filename = "switch.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

@.str = private unnamed_addr constant [11 x i8] c"dense %lu\0A\00", align 1
@__const.main.xs = private unnamed_addr constant [11 x i32] [i32 -1000, i32 5, i32 1000, i32 100000, i32 7777, i32 -5, i32 0, i32 3, i32 99999, i32 2147483647, i32 -2147483648], align 4
@.str.1 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c"classify %lu\0A\00", align 1
@.str.4 = private unnamed_addr constant [14 x i8] c"narrow16 %lu\0A\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"%d %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [8 x i8] c"mix %u\0A\00", align 1
@.str.7 = private unnamed_addr constant [9 x i8] c"big %lu\0A\00", align 1
@main.prog = internal unnamed_addr constant [28 x i8] c"\00\00\0B\002\04\00\03\03\0A\01\0B\07\06\05\0A\08\00\07\00\02\02\00\04\05\02\08\09", align 1
@.str.8 = private unnamed_addr constant [10 x i8] c"steps %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1
@switch.table.main = private unnamed_addr constant [9 x i32] [i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 -1, i32 17, i32 18], align 4

; Function Attrs: nofree nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [16 x i32], align 4
  br label %2

2:                                                ; preds = %0, %10
  %3 = phi i32 [ -20, %0 ], [ %13, %10 ]
  %4 = phi i32 [ 0, %0 ], [ %12, %10 ]
  %5 = mul i32 %4, 3
  %6 = icmp ult i32 %3, 9
  br i1 %6, label %7, label %10

7:                                                ; preds = %2
  %8 = getelementptr inbounds [9 x i32], [9 x i32]* @switch.table.main, i32 0, i32 %3
  %9 = load i32, i32* %8, align 4
  br label %10

10:                                               ; preds = %2, %7
  %11 = phi i32 [ %9, %7 ], [ -1, %2 ]
  %12 = add i32 %11, %5
  %13 = add nsw i32 %3, 1
  %14 = icmp eq i32 %13, 20
  br i1 %14, label %15, label %2, !llvm.loop !4

15:                                               ; preds = %10
  %16 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i32 0, i32 0), i32 noundef signext %12)
  br label %17

17:                                               ; preds = %15, %29
  %18 = phi i32 [ 0, %15 ], [ %32, %29 ]
  %19 = getelementptr inbounds [11 x i32], [11 x i32]* @__const.main.xs, i32 0, i32 %18
  %20 = load i32, i32* %19, align 4, !tbaa !6
  switch i32 %20, label %28 [
    i32 -1000, label %29
    i32 5, label %21
    i32 1000, label %22
    i32 100000, label %23
    i32 7777, label %24
    i32 -5, label %25
    i32 2147483647, label %26
    i32 -2147483648, label %27
  ]

21:                                               ; preds = %17
  br label %29

22:                                               ; preds = %17
  br label %29

23:                                               ; preds = %17
  br label %29

24:                                               ; preds = %17
  br label %29

25:                                               ; preds = %17
  br label %29

26:                                               ; preds = %17
  br label %29

27:                                               ; preds = %17
  br label %29

28:                                               ; preds = %17
  br label %29

29:                                               ; preds = %17, %21, %22, %23, %24, %25, %26, %27, %28
  %30 = phi i32 [ 0, %28 ], [ 8, %27 ], [ 7, %26 ], [ 6, %25 ], [ 5, %24 ], [ 4, %23 ], [ 3, %22 ], [ 2, %21 ], [ 1, %17 ]
  %31 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i32 0, i32 0), i32 noundef signext %30)
  %32 = add nuw nsw i32 %18, 1
  %33 = icmp eq i32 %32, 11
  br i1 %33, label %34, label %17, !llvm.loop !10

34:                                               ; preds = %29
  %35 = tail call i32 @putchar(i32 10)
  br label %36

36:                                               ; preds = %34, %42
  %37 = phi i32 [ 0, %34 ], [ %46, %42 ]
  %38 = phi i32 [ 0, %34 ], [ %45, %42 ]
  %39 = trunc i32 %37 to i8
  switch i8 %39, label %41 [
    i8 32, label %42
    i8 9, label %42
    i8 10, label %42
    i8 13, label %42
    i8 97, label %40
    i8 101, label %40
    i8 105, label %40
    i8 111, label %40
    i8 117, label %40
  ]

40:                                               ; preds = %36, %36, %36, %36, %36
  br label %42

41:                                               ; preds = %36
  br label %42

42:                                               ; preds = %36, %36, %36, %36, %40, %41
  %43 = phi i32 [ 0, %41 ], [ 2, %40 ], [ 1, %36 ], [ 1, %36 ], [ 1, %36 ], [ 1, %36 ]
  %44 = mul nuw nsw i32 %43, %37
  %45 = add i32 %44, %38
  %46 = add nuw nsw i32 %37, 1
  %47 = icmp eq i32 %46, 256
  br i1 %47, label %48, label %36, !llvm.loop !11

48:                                               ; preds = %42
  %49 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.3, i32 0, i32 0), i32 noundef signext %45)
  br label %50

50:                                               ; preds = %48, %64
  %51 = phi i32 [ -400, %48 ], [ %67, %64 ]
  %52 = phi i32 [ 0, %48 ], [ %66, %64 ]
  %53 = mul i32 %52, 7
  %54 = shl i32 %51, 16
  %55 = ashr exact i32 %54, 16
  switch i32 %55, label %63 [
    i32 -3, label %64
    i32 -2, label %56
    i32 -1, label %57
    i32 0, label %58
    i32 1, label %59
    i32 2, label %60
    i32 300, label %61
    i32 -300, label %62
  ]

56:                                               ; preds = %50
  br label %64

57:                                               ; preds = %50
  br label %64

58:                                               ; preds = %50
  br label %64

59:                                               ; preds = %50
  br label %64

60:                                               ; preds = %50
  br label %64

61:                                               ; preds = %50
  br label %64

62:                                               ; preds = %50
  br label %64

63:                                               ; preds = %50
  br label %64

64:                                               ; preds = %50, %56, %57, %58, %59, %60, %61, %62, %63
  %65 = phi i32 [ 9, %63 ], [ 8, %62 ], [ 7, %61 ], [ 6, %60 ], [ 5, %59 ], [ 4, %58 ], [ 3, %57 ], [ 2, %56 ], [ 1, %50 ]
  %66 = add i32 %65, %53
  %67 = add nsw i32 %51, 1
  %68 = icmp eq i32 %67, 400
  br i1 %68, label %69, label %50, !llvm.loop !12

69:                                               ; preds = %64
  %70 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.4, i32 0, i32 0), i32 noundef signext %66)
  %71 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i32 0, i32 0), i32 noundef signext 7)
  %72 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i32 0, i32 0), i32 noundef signext 7)
  %73 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i32 0, i32 0), i32 noundef signext 1)
  %74 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i32 0, i32 0), i32 noundef signext 2)
  %75 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i32 0, i32 0), i32 noundef signext 3)
  %76 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i32 0, i32 0), i32 noundef signext 4)
  %77 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i32 0, i32 0), i32 noundef signext 7)
  %78 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i32 0, i32 0), i32 noundef signext 5)
  %79 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i32 0, i32 0), i32 noundef signext 7)
  %80 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i32 0, i32 0), i32 noundef signext 7)
  %81 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.5, i32 0, i32 0), i32 noundef signext 6, i32 noundef signext 7)
  br label %82

82:                                               ; preds = %69, %104
  %83 = phi i32 [ 1, %69 ], [ %106, %104 ]
  %84 = phi i32 [ 0, %69 ], [ %107, %104 ]
  %85 = mul i32 %83, -1640531535
  %86 = add i32 %85, %84
  %87 = and i32 %86, 15
  switch i32 %87, label %104 [
    i32 0, label %88
    i32 1, label %90
    i32 2, label %92
    i32 3, label %94
    i32 4, label %96
    i32 6, label %98
    i32 9, label %100
    i32 12, label %102
  ]

88:                                               ; preds = %82
  %89 = add i32 %83, 1
  br label %104

90:                                               ; preds = %82
  %91 = mul i32 %83, 3
  br label %104

92:                                               ; preds = %82
  %93 = xor i32 %83, 85
  br label %104

94:                                               ; preds = %82
  %95 = shl i32 %83, 2
  br label %104

96:                                               ; preds = %82
  %97 = lshr i32 %83, 1
  br label %104

98:                                               ; preds = %82
  %99 = add i32 %83, -7
  br label %104

100:                                              ; preds = %82
  %101 = xor i32 %83, -1
  br label %104

102:                                              ; preds = %82
  %103 = or i32 %83, 256
  br label %104

104:                                              ; preds = %82, %88, %90, %92, %94, %96, %98, %100, %102
  %105 = phi i32 [ %103, %102 ], [ %101, %100 ], [ %99, %98 ], [ %97, %96 ], [ %95, %94 ], [ %93, %92 ], [ %91, %90 ], [ %89, %88 ], [ %83, %82 ]
  %106 = add i32 %105, %86
  %107 = add nuw nsw i32 %84, 1
  %108 = icmp eq i32 %107, 100
  br i1 %108, label %109, label %82, !llvm.loop !13

109:                                              ; preds = %104
  %110 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.6, i32 0, i32 0), i32 noundef signext %106)
  br label %111

111:                                              ; preds = %109, %1115
  %112 = phi i32 [ -5, %109 ], [ %1118, %1115 ]
  %113 = phi i32 [ 0, %109 ], [ %1117, %1115 ]
  %114 = mul i32 %113, 31
  switch i32 %112, label %1114 [
    i32 0, label %1115
    i32 3, label %115
    i32 6, label %116
    i32 9, label %117
    i32 12, label %118
    i32 15, label %119
    i32 18, label %120
    i32 21, label %121
    i32 24, label %122
    i32 27, label %123
    i32 30, label %124
    i32 33, label %125
    i32 36, label %126
    i32 39, label %127
    i32 42, label %128
    i32 45, label %129
    i32 48, label %130
    i32 51, label %131
    i32 54, label %132
    i32 57, label %133
    i32 60, label %134
    i32 63, label %135
    i32 66, label %136
    i32 69, label %137
    i32 72, label %138
    i32 75, label %139
    i32 78, label %140
    i32 81, label %141
    i32 84, label %142
    i32 87, label %143
    i32 90, label %144
    i32 93, label %145
    i32 96, label %146
    i32 99, label %147
    i32 102, label %148
    i32 105, label %149
    i32 108, label %150
    i32 111, label %151
    i32 114, label %152
    i32 117, label %153
    i32 120, label %154
    i32 123, label %155
    i32 126, label %156
    i32 129, label %157
    i32 132, label %158
    i32 135, label %159
    i32 138, label %160
    i32 141, label %161
    i32 144, label %162
    i32 147, label %163
    i32 150, label %164
    i32 153, label %165
    i32 156, label %166
    i32 159, label %167
    i32 162, label %168
    i32 165, label %169
    i32 168, label %170
    i32 171, label %171
    i32 174, label %172
    i32 177, label %173
    i32 180, label %174
    i32 183, label %175
    i32 186, label %176
    i32 189, label %177
    i32 192, label %178
    i32 195, label %179
    i32 198, label %180
    i32 201, label %181
    i32 204, label %182
    i32 207, label %183
    i32 210, label %184
    i32 213, label %185
    i32 216, label %186
    i32 219, label %187
    i32 222, label %188
    i32 225, label %189
    i32 228, label %190
    i32 231, label %191
    i32 234, label %192
    i32 237, label %193
    i32 240, label %194
    i32 243, label %195
    i32 246, label %196
    i32 249, label %197
    i32 252, label %198
    i32 255, label %199
    i32 258, label %200
    i32 261, label %201
    i32 264, label %202
    i32 267, label %203
    i32 270, label %204
    i32 273, label %205
    i32 276, label %206
    i32 279, label %207
    i32 282, label %208
    i32 285, label %209
    i32 288, label %210
    i32 291, label %211
    i32 294, label %212
    i32 297, label %213
    i32 300, label %214
    i32 303, label %215
    i32 306, label %216
    i32 309, label %217
    i32 312, label %218
    i32 315, label %219
    i32 318, label %220
    i32 321, label %221
    i32 324, label %222
    i32 327, label %223
    i32 330, label %224
    i32 333, label %225
    i32 336, label %226
    i32 339, label %227
    i32 342, label %228
    i32 345, label %229
    i32 348, label %230
    i32 351, label %231
    i32 354, label %232
    i32 357, label %233
    i32 360, label %234
    i32 363, label %235
    i32 366, label %236
    i32 369, label %237
    i32 372, label %238
    i32 375, label %239
    i32 378, label %240
    i32 381, label %241
    i32 384, label %242
    i32 387, label %243
    i32 390, label %244
    i32 393, label %245
    i32 396, label %246
    i32 399, label %247
    i32 402, label %248
    i32 405, label %249
    i32 408, label %250
    i32 411, label %251
    i32 414, label %252
    i32 417, label %253
    i32 420, label %254
    i32 423, label %255
    i32 426, label %256
    i32 429, label %257
    i32 432, label %258
    i32 435, label %259
    i32 438, label %260
    i32 441, label %261
    i32 444, label %262
    i32 447, label %263
    i32 450, label %264
    i32 453, label %265
    i32 456, label %266
    i32 459, label %267
    i32 462, label %268
    i32 465, label %269
    i32 468, label %270
    i32 471, label %271
    i32 474, label %272
    i32 477, label %273
    i32 480, label %274
    i32 483, label %275
    i32 486, label %276
    i32 489, label %277
    i32 492, label %278
    i32 495, label %279
    i32 498, label %280
    i32 501, label %281
    i32 504, label %282
    i32 507, label %283
    i32 510, label %284
    i32 513, label %285
    i32 516, label %286
    i32 519, label %287
    i32 522, label %288
    i32 525, label %289
    i32 528, label %290
    i32 531, label %291
    i32 534, label %292
    i32 537, label %293
    i32 540, label %294
    i32 543, label %295
    i32 546, label %296
    i32 549, label %297
    i32 552, label %298
    i32 555, label %299
    i32 558, label %300
    i32 561, label %301
    i32 564, label %302
    i32 567, label %303
    i32 570, label %304
    i32 573, label %305
    i32 576, label %306
    i32 579, label %307
    i32 582, label %308
    i32 585, label %309
    i32 588, label %310
    i32 591, label %311
    i32 594, label %312
    i32 597, label %313
    i32 600, label %314
    i32 603, label %315
    i32 606, label %316
    i32 609, label %317
    i32 612, label %318
    i32 615, label %319
    i32 618, label %320
    i32 621, label %321
    i32 624, label %322
    i32 627, label %323
    i32 630, label %324
    i32 633, label %325
    i32 636, label %326
    i32 639, label %327
    i32 642, label %328
    i32 645, label %329
    i32 648, label %330
    i32 651, label %331
    i32 654, label %332
    i32 657, label %333
    i32 660, label %334
    i32 663, label %335
    i32 666, label %336
    i32 669, label %337
    i32 672, label %338
    i32 675, label %339
    i32 678, label %340
    i32 681, label %341
    i32 684, label %342
    i32 687, label %343
    i32 690, label %344
    i32 693, label %345
    i32 696, label %346
    i32 699, label %347
    i32 702, label %348
    i32 705, label %349
    i32 708, label %350
    i32 711, label %351
    i32 714, label %352
    i32 717, label %353
    i32 720, label %354
    i32 723, label %355
    i32 726, label %356
    i32 729, label %357
    i32 732, label %358
    i32 735, label %359
    i32 738, label %360
    i32 741, label %361
    i32 744, label %362
    i32 747, label %363
    i32 750, label %364
    i32 753, label %365
    i32 756, label %366
    i32 759, label %367
    i32 762, label %368
    i32 765, label %369
    i32 768, label %370
    i32 771, label %371
    i32 774, label %372
    i32 777, label %373
    i32 780, label %374
    i32 783, label %375
    i32 786, label %376
    i32 789, label %377
    i32 792, label %378
    i32 795, label %379
    i32 798, label %380
    i32 801, label %381
    i32 804, label %382
    i32 807, label %383
    i32 810, label %384
    i32 813, label %385
    i32 816, label %386
    i32 819, label %387
    i32 822, label %388
    i32 825, label %389
    i32 828, label %390
    i32 831, label %391
    i32 834, label %392
    i32 837, label %393
    i32 840, label %394
    i32 843, label %395
    i32 846, label %396
    i32 849, label %397
    i32 852, label %398
    i32 855, label %399
    i32 858, label %400
    i32 861, label %401
    i32 864, label %402
    i32 867, label %403
    i32 870, label %404
    i32 873, label %405
    i32 876, label %406
    i32 879, label %407
    i32 882, label %408
    i32 885, label %409
    i32 888, label %410
    i32 891, label %411
    i32 894, label %412
    i32 897, label %413
    i32 900, label %414
    i32 903, label %415
    i32 906, label %416
    i32 909, label %417
    i32 912, label %418
    i32 915, label %419
    i32 918, label %420
    i32 921, label %421
    i32 924, label %422
    i32 927, label %423
    i32 930, label %424
    i32 933, label %425
    i32 936, label %426
    i32 939, label %427
    i32 942, label %428
    i32 945, label %429
    i32 948, label %430
    i32 951, label %431
    i32 954, label %432
    i32 957, label %433
    i32 960, label %434
    i32 963, label %435
    i32 966, label %436
    i32 969, label %437
    i32 972, label %438
    i32 975, label %439
    i32 978, label %440
    i32 981, label %441
    i32 984, label %442
    i32 987, label %443
    i32 990, label %444
    i32 993, label %445
    i32 996, label %446
    i32 999, label %447
    i32 1002, label %448
    i32 1005, label %449
    i32 1008, label %450
    i32 1011, label %451
    i32 1014, label %452
    i32 1017, label %453
    i32 1020, label %454
    i32 1023, label %455
    i32 1026, label %456
    i32 1029, label %457
    i32 1032, label %458
    i32 1035, label %459
    i32 1038, label %460
    i32 1041, label %461
    i32 1044, label %462
    i32 1047, label %463
    i32 1050, label %464
    i32 1053, label %465
    i32 1056, label %466
    i32 1059, label %467
    i32 1062, label %468
    i32 1065, label %469
    i32 1068, label %470
    i32 1071, label %471
    i32 1074, label %472
    i32 1077, label %473
    i32 1080, label %474
    i32 1083, label %475
    i32 1086, label %476
    i32 1089, label %477
    i32 1092, label %478
    i32 1095, label %479
    i32 1098, label %480
    i32 1101, label %481
    i32 1104, label %482
    i32 1107, label %483
    i32 1110, label %484
    i32 1113, label %485
    i32 1116, label %486
    i32 1119, label %487
    i32 1122, label %488
    i32 1125, label %489
    i32 1128, label %490
    i32 1131, label %491
    i32 1134, label %492
    i32 1137, label %493
    i32 1140, label %494
    i32 1143, label %495
    i32 1146, label %496
    i32 1149, label %497
    i32 1152, label %498
    i32 1155, label %499
    i32 1158, label %500
    i32 1161, label %501
    i32 1164, label %502
    i32 1167, label %503
    i32 1170, label %504
    i32 1173, label %505
    i32 1176, label %506
    i32 1179, label %507
    i32 1182, label %508
    i32 1185, label %509
    i32 1188, label %510
    i32 1191, label %511
    i32 1194, label %512
    i32 1197, label %513
    i32 1200, label %514
    i32 1203, label %515
    i32 1206, label %516
    i32 1209, label %517
    i32 1212, label %518
    i32 1215, label %519
    i32 1218, label %520
    i32 1221, label %521
    i32 1224, label %522
    i32 1227, label %523
    i32 1230, label %524
    i32 1233, label %525
    i32 1236, label %526
    i32 1239, label %527
    i32 1242, label %528
    i32 1245, label %529
    i32 1248, label %530
    i32 1251, label %531
    i32 1254, label %532
    i32 1257, label %533
    i32 1260, label %534
    i32 1263, label %535
    i32 1266, label %536
    i32 1269, label %537
    i32 1272, label %538
    i32 1275, label %539
    i32 1278, label %540
    i32 1281, label %541
    i32 1284, label %542
    i32 1287, label %543
    i32 1290, label %544
    i32 1293, label %545
    i32 1296, label %546
    i32 1299, label %547
    i32 1302, label %548
    i32 1305, label %549
    i32 1308, label %550
    i32 1311, label %551
    i32 1314, label %552
    i32 1317, label %553
    i32 1320, label %554
    i32 1323, label %555
    i32 1326, label %556
    i32 1329, label %557
    i32 1332, label %558
    i32 1335, label %559
    i32 1338, label %560
    i32 1341, label %561
    i32 1344, label %562
    i32 1347, label %563
    i32 1350, label %564
    i32 1353, label %565
    i32 1356, label %566
    i32 1359, label %567
    i32 1362, label %568
    i32 1365, label %569
    i32 1368, label %570
    i32 1371, label %571
    i32 1374, label %572
    i32 1377, label %573
    i32 1380, label %574
    i32 1383, label %575
    i32 1386, label %576
    i32 1389, label %577
    i32 1392, label %578
    i32 1395, label %579
    i32 1398, label %580
    i32 1401, label %581
    i32 1404, label %582
    i32 1407, label %583
    i32 1410, label %584
    i32 1413, label %585
    i32 1416, label %586
    i32 1419, label %587
    i32 1422, label %588
    i32 1425, label %589
    i32 1428, label %590
    i32 1431, label %591
    i32 1434, label %592
    i32 1437, label %593
    i32 1440, label %594
    i32 1443, label %595
    i32 1446, label %596
    i32 1449, label %597
    i32 1452, label %598
    i32 1455, label %599
    i32 1458, label %600
    i32 1461, label %601
    i32 1464, label %602
    i32 1467, label %603
    i32 1470, label %604
    i32 1473, label %605
    i32 1476, label %606
    i32 1479, label %607
    i32 1482, label %608
    i32 1485, label %609
    i32 1488, label %610
    i32 1491, label %611
    i32 1494, label %612
    i32 1497, label %613
    i32 1500, label %614
    i32 1503, label %615
    i32 1506, label %616
    i32 1509, label %617
    i32 1512, label %618
    i32 1515, label %619
    i32 1518, label %620
    i32 1521, label %621
    i32 1524, label %622
    i32 1527, label %623
    i32 1530, label %624
    i32 1533, label %625
    i32 1536, label %626
    i32 1539, label %627
    i32 1542, label %628
    i32 1545, label %629
    i32 1548, label %630
    i32 1551, label %631
    i32 1554, label %632
    i32 1557, label %633
    i32 1560, label %634
    i32 1563, label %635
    i32 1566, label %636
    i32 1569, label %637
    i32 1572, label %638
    i32 1575, label %639
    i32 1578, label %640
    i32 1581, label %641
    i32 1584, label %642
    i32 1587, label %643
    i32 1590, label %644
    i32 1593, label %645
    i32 1596, label %646
    i32 1599, label %647
    i32 1602, label %648
    i32 1605, label %649
    i32 1608, label %650
    i32 1611, label %651
    i32 1614, label %652
    i32 1617, label %653
    i32 1620, label %654
    i32 1623, label %655
    i32 1626, label %656
    i32 1629, label %657
    i32 1632, label %658
    i32 1635, label %659
    i32 1638, label %660
    i32 1641, label %661
    i32 1644, label %662
    i32 1647, label %663
    i32 1650, label %664
    i32 1653, label %665
    i32 1656, label %666
    i32 1659, label %667
    i32 1662, label %668
    i32 1665, label %669
    i32 1668, label %670
    i32 1671, label %671
    i32 1674, label %672
    i32 1677, label %673
    i32 1680, label %674
    i32 1683, label %675
    i32 1686, label %676
    i32 1689, label %677
    i32 1692, label %678
    i32 1695, label %679
    i32 1698, label %680
    i32 1701, label %681
    i32 1704, label %682
    i32 1707, label %683
    i32 1710, label %684
    i32 1713, label %685
    i32 1716, label %686
    i32 1719, label %687
    i32 1722, label %688
    i32 1725, label %689
    i32 1728, label %690
    i32 1731, label %691
    i32 1734, label %692
    i32 1737, label %693
    i32 1740, label %694
    i32 1743, label %695
    i32 1746, label %696
    i32 1749, label %697
    i32 1752, label %698
    i32 1755, label %699
    i32 1758, label %700
    i32 1761, label %701
    i32 1764, label %702
    i32 1767, label %703
    i32 1770, label %704
    i32 1773, label %705
    i32 1776, label %706
    i32 1779, label %707
    i32 1782, label %708
    i32 1785, label %709
    i32 1788, label %710
    i32 1791, label %711
    i32 1794, label %712
    i32 1797, label %713
    i32 1800, label %714
    i32 1803, label %715
    i32 1806, label %716
    i32 1809, label %717
    i32 1812, label %718
    i32 1815, label %719
    i32 1818, label %720
    i32 1821, label %721
    i32 1824, label %722
    i32 1827, label %723
    i32 1830, label %724
    i32 1833, label %725
    i32 1836, label %726
    i32 1839, label %727
    i32 1842, label %728
    i32 1845, label %729
    i32 1848, label %730
    i32 1851, label %731
    i32 1854, label %732
    i32 1857, label %733
    i32 1860, label %734
    i32 1863, label %735
    i32 1866, label %736
    i32 1869, label %737
    i32 1872, label %738
    i32 1875, label %739
    i32 1878, label %740
    i32 1881, label %741
    i32 1884, label %742
    i32 1887, label %743
    i32 1890, label %744
    i32 1893, label %745
    i32 1896, label %746
    i32 1899, label %747
    i32 1902, label %748
    i32 1905, label %749
    i32 1908, label %750
    i32 1911, label %751
    i32 1914, label %752
    i32 1917, label %753
    i32 1920, label %754
    i32 1923, label %755
    i32 1926, label %756
    i32 1929, label %757
    i32 1932, label %758
    i32 1935, label %759
    i32 1938, label %760
    i32 1941, label %761
    i32 1944, label %762
    i32 1947, label %763
    i32 1950, label %764
    i32 1953, label %765
    i32 1956, label %766
    i32 1959, label %767
    i32 1962, label %768
    i32 1965, label %769
    i32 1968, label %770
    i32 1971, label %771
    i32 1974, label %772
    i32 1977, label %773
    i32 1980, label %774
    i32 1983, label %775
    i32 1986, label %776
    i32 1989, label %777
    i32 1992, label %778
    i32 1995, label %779
    i32 1998, label %780
    i32 2001, label %781
    i32 2004, label %782
    i32 2007, label %783
    i32 2010, label %784
    i32 2013, label %785
    i32 2016, label %786
    i32 2019, label %787
    i32 2022, label %788
    i32 2025, label %789
    i32 2028, label %790
    i32 2031, label %791
    i32 2034, label %792
    i32 2037, label %793
    i32 2040, label %794
    i32 2043, label %795
    i32 2046, label %796
    i32 2049, label %797
    i32 2052, label %798
    i32 2055, label %799
    i32 2058, label %800
    i32 2061, label %801
    i32 2064, label %802
    i32 2067, label %803
    i32 2070, label %804
    i32 2073, label %805
    i32 2076, label %806
    i32 2079, label %807
    i32 2082, label %808
    i32 2085, label %809
    i32 2088, label %810
    i32 2091, label %811
    i32 2094, label %812
    i32 2097, label %813
    i32 2100, label %814
    i32 2103, label %815
    i32 2106, label %816
    i32 2109, label %817
    i32 2112, label %818
    i32 2115, label %819
    i32 2118, label %820
    i32 2121, label %821
    i32 2124, label %822
    i32 2127, label %823
    i32 2130, label %824
    i32 2133, label %825
    i32 2136, label %826
    i32 2139, label %827
    i32 2142, label %828
    i32 2145, label %829
    i32 2148, label %830
    i32 2151, label %831
    i32 2154, label %832
    i32 2157, label %833
    i32 2160, label %834
    i32 2163, label %835
    i32 2166, label %836
    i32 2169, label %837
    i32 2172, label %838
    i32 2175, label %839
    i32 2178, label %840
    i32 2181, label %841
    i32 2184, label %842
    i32 2187, label %843
    i32 2190, label %844
    i32 2193, label %845
    i32 2196, label %846
    i32 2199, label %847
    i32 2202, label %848
    i32 2205, label %849
    i32 2208, label %850
    i32 2211, label %851
    i32 2214, label %852
    i32 2217, label %853
    i32 2220, label %854
    i32 2223, label %855
    i32 2226, label %856
    i32 2229, label %857
    i32 2232, label %858
    i32 2235, label %859
    i32 2238, label %860
    i32 2241, label %861
    i32 2244, label %862
    i32 2247, label %863
    i32 2250, label %864
    i32 2253, label %865
    i32 2256, label %866
    i32 2259, label %867
    i32 2262, label %868
    i32 2265, label %869
    i32 2268, label %870
    i32 2271, label %871
    i32 2274, label %872
    i32 2277, label %873
    i32 2280, label %874
    i32 2283, label %875
    i32 2286, label %876
    i32 2289, label %877
    i32 2292, label %878
    i32 2295, label %879
    i32 2298, label %880
    i32 2301, label %881
    i32 2304, label %882
    i32 2307, label %883
    i32 2310, label %884
    i32 2313, label %885
    i32 2316, label %886
    i32 2319, label %887
    i32 2322, label %888
    i32 2325, label %889
    i32 2328, label %890
    i32 2331, label %891
    i32 2334, label %892
    i32 2337, label %893
    i32 2340, label %894
    i32 2343, label %895
    i32 2346, label %896
    i32 2349, label %897
    i32 2352, label %898
    i32 2355, label %899
    i32 2358, label %900
    i32 2361, label %901
    i32 2364, label %902
    i32 2367, label %903
    i32 2370, label %904
    i32 2373, label %905
    i32 2376, label %906
    i32 2379, label %907
    i32 2382, label %908
    i32 2385, label %909
    i32 2388, label %910
    i32 2391, label %911
    i32 2394, label %912
    i32 2397, label %913
    i32 2400, label %914
    i32 2403, label %915
    i32 2406, label %916
    i32 2409, label %917
    i32 2412, label %918
    i32 2415, label %919
    i32 2418, label %920
    i32 2421, label %921
    i32 2424, label %922
    i32 2427, label %923
    i32 2430, label %924
    i32 2433, label %925
    i32 2436, label %926
    i32 2439, label %927
    i32 2442, label %928
    i32 2445, label %929
    i32 2448, label %930
    i32 2451, label %931
    i32 2454, label %932
    i32 2457, label %933
    i32 2460, label %934
    i32 2463, label %935
    i32 2466, label %936
    i32 2469, label %937
    i32 2472, label %938
    i32 2475, label %939
    i32 2478, label %940
    i32 2481, label %941
    i32 2484, label %942
    i32 2487, label %943
    i32 2490, label %944
    i32 2493, label %945
    i32 2496, label %946
    i32 2499, label %947
    i32 2502, label %948
    i32 2505, label %949
    i32 2508, label %950
    i32 2511, label %951
    i32 2514, label %952
    i32 2517, label %953
    i32 2520, label %954
    i32 2523, label %955
    i32 2526, label %956
    i32 2529, label %957
    i32 2532, label %958
    i32 2535, label %959
    i32 2538, label %960
    i32 2541, label %961
    i32 2544, label %962
    i32 2547, label %963
    i32 2550, label %964
    i32 2553, label %965
    i32 2556, label %966
    i32 2559, label %967
    i32 2562, label %968
    i32 2565, label %969
    i32 2568, label %970
    i32 2571, label %971
    i32 2574, label %972
    i32 2577, label %973
    i32 2580, label %974
    i32 2583, label %975
    i32 2586, label %976
    i32 2589, label %977
    i32 2592, label %978
    i32 2595, label %979
    i32 2598, label %980
    i32 2601, label %981
    i32 2604, label %982
    i32 2607, label %983
    i32 2610, label %984
    i32 2613, label %985
    i32 2616, label %986
    i32 2619, label %987
    i32 2622, label %988
    i32 2625, label %989
    i32 2628, label %990
    i32 2631, label %991
    i32 2634, label %992
    i32 2637, label %993
    i32 2640, label %994
    i32 2643, label %995
    i32 2646, label %996
    i32 2649, label %997
    i32 2652, label %998
    i32 2655, label %999
    i32 2658, label %1000
    i32 2661, label %1001
    i32 2664, label %1002
    i32 2667, label %1003
    i32 2670, label %1004
    i32 2673, label %1005
    i32 2676, label %1006
    i32 2679, label %1007
    i32 2682, label %1008
    i32 2685, label %1009
    i32 2688, label %1010
    i32 2691, label %1011
    i32 2694, label %1012
    i32 2697, label %1013
    i32 2700, label %1014
    i32 2703, label %1015
    i32 2706, label %1016
    i32 2709, label %1017
    i32 2712, label %1018
    i32 2715, label %1019
    i32 2718, label %1020
    i32 2721, label %1021
    i32 2724, label %1022
    i32 2727, label %1023
    i32 2730, label %1024
    i32 2733, label %1025
    i32 2736, label %1026
    i32 2739, label %1027
    i32 2742, label %1028
    i32 2745, label %1029
    i32 2748, label %1030
    i32 2751, label %1031
    i32 2754, label %1032
    i32 2757, label %1033
    i32 2760, label %1034
    i32 2763, label %1035
    i32 2766, label %1036
    i32 2769, label %1037
    i32 2772, label %1038
    i32 2775, label %1039
    i32 2778, label %1040
    i32 2781, label %1041
    i32 2784, label %1042
    i32 2787, label %1043
    i32 2790, label %1044
    i32 2793, label %1045
    i32 2796, label %1046
    i32 2799, label %1047
    i32 2802, label %1048
    i32 2805, label %1049
    i32 2808, label %1050
    i32 2811, label %1051
    i32 2814, label %1052
    i32 2817, label %1053
    i32 2820, label %1054
    i32 2823, label %1055
    i32 2826, label %1056
    i32 2829, label %1057
    i32 2832, label %1058
    i32 2835, label %1059
    i32 2838, label %1060
    i32 2841, label %1061
    i32 2844, label %1062
    i32 2847, label %1063
    i32 2850, label %1064
    i32 2853, label %1065
    i32 2856, label %1066
    i32 2859, label %1067
    i32 2862, label %1068
    i32 2865, label %1069
    i32 2868, label %1070
    i32 2871, label %1071
    i32 2874, label %1072
    i32 2877, label %1073
    i32 2880, label %1074
    i32 2883, label %1075
    i32 2886, label %1076
    i32 2889, label %1077
    i32 2892, label %1078
    i32 2895, label %1079
    i32 2898, label %1080
    i32 2901, label %1081
    i32 2904, label %1082
    i32 2907, label %1083
    i32 2910, label %1084
    i32 2913, label %1085
    i32 2916, label %1086
    i32 2919, label %1087
    i32 2922, label %1088
    i32 2925, label %1089
    i32 2928, label %1090
    i32 2931, label %1091
    i32 2934, label %1092
    i32 2937, label %1093
    i32 2940, label %1094
    i32 2943, label %1095
    i32 2946, label %1096
    i32 2949, label %1097
    i32 2952, label %1098
    i32 2955, label %1099
    i32 2958, label %1100
    i32 2961, label %1101
    i32 2964, label %1102
    i32 2967, label %1103
    i32 2970, label %1104
    i32 2973, label %1105
    i32 2976, label %1106
    i32 2979, label %1107
    i32 2982, label %1108
    i32 2985, label %1109
    i32 2988, label %1110
    i32 2991, label %1111
    i32 2994, label %1112
    i32 2997, label %1113
  ]

115:                                              ; preds = %111
  br label %1115

116:                                              ; preds = %111
  br label %1115

117:                                              ; preds = %111
  br label %1115

118:                                              ; preds = %111
  br label %1115

119:                                              ; preds = %111
  br label %1115

120:                                              ; preds = %111
  br label %1115

121:                                              ; preds = %111
  br label %1115

122:                                              ; preds = %111
  br label %1115

123:                                              ; preds = %111
  br label %1115

124:                                              ; preds = %111
  br label %1115

125:                                              ; preds = %111
  br label %1115

126:                                              ; preds = %111
  br label %1115

127:                                              ; preds = %111
  br label %1115

128:                                              ; preds = %111
  br label %1115

129:                                              ; preds = %111
  br label %1115

130:                                              ; preds = %111
  br label %1115

131:                                              ; preds = %111
  br label %1115

132:                                              ; preds = %111
  br label %1115

133:                                              ; preds = %111
  br label %1115

134:                                              ; preds = %111
  br label %1115

135:                                              ; preds = %111
  br label %1115

136:                                              ; preds = %111
  br label %1115

137:                                              ; preds = %111
  br label %1115

138:                                              ; preds = %111
  br label %1115

139:                                              ; preds = %111
  br label %1115

140:                                              ; preds = %111
  br label %1115

141:                                              ; preds = %111
  br label %1115

142:                                              ; preds = %111
  br label %1115

143:                                              ; preds = %111
  br label %1115

144:                                              ; preds = %111
  br label %1115

145:                                              ; preds = %111
  br label %1115

146:                                              ; preds = %111
  br label %1115

147:                                              ; preds = %111
  br label %1115

148:                                              ; preds = %111
  br label %1115

149:                                              ; preds = %111
  br label %1115

150:                                              ; preds = %111
  br label %1115

151:                                              ; preds = %111
  br label %1115

152:                                              ; preds = %111
  br label %1115

153:                                              ; preds = %111
  br label %1115

154:                                              ; preds = %111
  br label %1115

155:                                              ; preds = %111
  br label %1115

156:                                              ; preds = %111
  br label %1115

157:                                              ; preds = %111
  br label %1115

158:                                              ; preds = %111
  br label %1115

159:                                              ; preds = %111
  br label %1115

160:                                              ; preds = %111
  br label %1115

161:                                              ; preds = %111
  br label %1115

162:                                              ; preds = %111
  br label %1115

163:                                              ; preds = %111
  br label %1115

164:                                              ; preds = %111
  br label %1115

165:                                              ; preds = %111
  br label %1115

166:                                              ; preds = %111
  br label %1115

167:                                              ; preds = %111
  br label %1115

168:                                              ; preds = %111
  br label %1115

169:                                              ; preds = %111
  br label %1115

170:                                              ; preds = %111
  br label %1115

171:                                              ; preds = %111
  br label %1115

172:                                              ; preds = %111
  br label %1115

173:                                              ; preds = %111
  br label %1115

174:                                              ; preds = %111
  br label %1115

175:                                              ; preds = %111
  br label %1115

176:                                              ; preds = %111
  br label %1115

177:                                              ; preds = %111
  br label %1115

178:                                              ; preds = %111
  br label %1115

179:                                              ; preds = %111
  br label %1115

180:                                              ; preds = %111
  br label %1115

181:                                              ; preds = %111
  br label %1115

182:                                              ; preds = %111
  br label %1115

183:                                              ; preds = %111
  br label %1115

184:                                              ; preds = %111
  br label %1115

185:                                              ; preds = %111
  br label %1115

186:                                              ; preds = %111
  br label %1115

187:                                              ; preds = %111
  br label %1115

188:                                              ; preds = %111
  br label %1115

189:                                              ; preds = %111
  br label %1115

190:                                              ; preds = %111
  br label %1115

191:                                              ; preds = %111
  br label %1115

192:                                              ; preds = %111
  br label %1115

193:                                              ; preds = %111
  br label %1115

194:                                              ; preds = %111
  br label %1115

195:                                              ; preds = %111
  br label %1115

196:                                              ; preds = %111
  br label %1115

197:                                              ; preds = %111
  br label %1115

198:                                              ; preds = %111
  br label %1115

199:                                              ; preds = %111
  br label %1115

200:                                              ; preds = %111
  br label %1115

201:                                              ; preds = %111
  br label %1115

202:                                              ; preds = %111
  br label %1115

203:                                              ; preds = %111
  br label %1115

204:                                              ; preds = %111
  br label %1115

205:                                              ; preds = %111
  br label %1115

206:                                              ; preds = %111
  br label %1115

207:                                              ; preds = %111
  br label %1115

208:                                              ; preds = %111
  br label %1115

209:                                              ; preds = %111
  br label %1115

210:                                              ; preds = %111
  br label %1115

211:                                              ; preds = %111
  br label %1115

212:                                              ; preds = %111
  br label %1115

213:                                              ; preds = %111
  br label %1115

214:                                              ; preds = %111
  br label %1115

215:                                              ; preds = %111
  br label %1115

216:                                              ; preds = %111
  br label %1115

217:                                              ; preds = %111
  br label %1115

218:                                              ; preds = %111
  br label %1115

219:                                              ; preds = %111
  br label %1115

220:                                              ; preds = %111
  br label %1115

221:                                              ; preds = %111
  br label %1115

222:                                              ; preds = %111
  br label %1115

223:                                              ; preds = %111
  br label %1115

224:                                              ; preds = %111
  br label %1115

225:                                              ; preds = %111
  br label %1115

226:                                              ; preds = %111
  br label %1115

227:                                              ; preds = %111
  br label %1115

228:                                              ; preds = %111
  br label %1115

229:                                              ; preds = %111
  br label %1115

230:                                              ; preds = %111
  br label %1115

231:                                              ; preds = %111
  br label %1115

232:                                              ; preds = %111
  br label %1115

233:                                              ; preds = %111
  br label %1115

234:                                              ; preds = %111
  br label %1115

235:                                              ; preds = %111
  br label %1115

236:                                              ; preds = %111
  br label %1115

237:                                              ; preds = %111
  br label %1115

238:                                              ; preds = %111
  br label %1115

239:                                              ; preds = %111
  br label %1115

240:                                              ; preds = %111
  br label %1115

241:                                              ; preds = %111
  br label %1115

242:                                              ; preds = %111
  br label %1115

243:                                              ; preds = %111
  br label %1115

244:                                              ; preds = %111
  br label %1115

245:                                              ; preds = %111
  br label %1115

246:                                              ; preds = %111
  br label %1115

247:                                              ; preds = %111
  br label %1115

248:                                              ; preds = %111
  br label %1115

249:                                              ; preds = %111
  br label %1115

250:                                              ; preds = %111
  br label %1115

251:                                              ; preds = %111
  br label %1115

252:                                              ; preds = %111
  br label %1115

253:                                              ; preds = %111
  br label %1115

254:                                              ; preds = %111
  br label %1115

255:                                              ; preds = %111
  br label %1115

256:                                              ; preds = %111
  br label %1115

257:                                              ; preds = %111
  br label %1115

258:                                              ; preds = %111
  br label %1115

259:                                              ; preds = %111
  br label %1115

260:                                              ; preds = %111
  br label %1115

261:                                              ; preds = %111
  br label %1115

262:                                              ; preds = %111
  br label %1115

263:                                              ; preds = %111
  br label %1115

264:                                              ; preds = %111
  br label %1115

265:                                              ; preds = %111
  br label %1115

266:                                              ; preds = %111
  br label %1115

267:                                              ; preds = %111
  br label %1115

268:                                              ; preds = %111
  br label %1115

269:                                              ; preds = %111
  br label %1115

270:                                              ; preds = %111
  br label %1115

271:                                              ; preds = %111
  br label %1115

272:                                              ; preds = %111
  br label %1115

273:                                              ; preds = %111
  br label %1115

274:                                              ; preds = %111
  br label %1115

275:                                              ; preds = %111
  br label %1115

276:                                              ; preds = %111
  br label %1115

277:                                              ; preds = %111
  br label %1115

278:                                              ; preds = %111
  br label %1115

279:                                              ; preds = %111
  br label %1115

280:                                              ; preds = %111
  br label %1115

281:                                              ; preds = %111
  br label %1115

282:                                              ; preds = %111
  br label %1115

283:                                              ; preds = %111
  br label %1115

284:                                              ; preds = %111
  br label %1115

285:                                              ; preds = %111
  br label %1115

286:                                              ; preds = %111
  br label %1115

287:                                              ; preds = %111
  br label %1115

288:                                              ; preds = %111
  br label %1115

289:                                              ; preds = %111
  br label %1115

290:                                              ; preds = %111
  br label %1115

291:                                              ; preds = %111
  br label %1115

292:                                              ; preds = %111
  br label %1115

293:                                              ; preds = %111
  br label %1115

294:                                              ; preds = %111
  br label %1115

295:                                              ; preds = %111
  br label %1115

296:                                              ; preds = %111
  br label %1115

297:                                              ; preds = %111
  br label %1115

298:                                              ; preds = %111
  br label %1115

299:                                              ; preds = %111
  br label %1115

300:                                              ; preds = %111
  br label %1115

301:                                              ; preds = %111
  br label %1115

302:                                              ; preds = %111
  br label %1115

303:                                              ; preds = %111
  br label %1115

304:                                              ; preds = %111
  br label %1115

305:                                              ; preds = %111
  br label %1115

306:                                              ; preds = %111
  br label %1115

307:                                              ; preds = %111
  br label %1115

308:                                              ; preds = %111
  br label %1115

309:                                              ; preds = %111
  br label %1115

310:                                              ; preds = %111
  br label %1115

311:                                              ; preds = %111
  br label %1115

312:                                              ; preds = %111
  br label %1115

313:                                              ; preds = %111
  br label %1115

314:                                              ; preds = %111
  br label %1115

315:                                              ; preds = %111
  br label %1115

316:                                              ; preds = %111
  br label %1115

317:                                              ; preds = %111
  br label %1115

318:                                              ; preds = %111
  br label %1115

319:                                              ; preds = %111
  br label %1115

320:                                              ; preds = %111
  br label %1115

321:                                              ; preds = %111
  br label %1115

322:                                              ; preds = %111
  br label %1115

323:                                              ; preds = %111
  br label %1115

324:                                              ; preds = %111
  br label %1115

325:                                              ; preds = %111
  br label %1115

326:                                              ; preds = %111
  br label %1115

327:                                              ; preds = %111
  br label %1115

328:                                              ; preds = %111
  br label %1115

329:                                              ; preds = %111
  br label %1115

330:                                              ; preds = %111
  br label %1115

331:                                              ; preds = %111
  br label %1115

332:                                              ; preds = %111
  br label %1115

333:                                              ; preds = %111
  br label %1115

334:                                              ; preds = %111
  br label %1115

335:                                              ; preds = %111
  br label %1115

336:                                              ; preds = %111
  br label %1115

337:                                              ; preds = %111
  br label %1115

338:                                              ; preds = %111
  br label %1115

339:                                              ; preds = %111
  br label %1115

340:                                              ; preds = %111
  br label %1115

341:                                              ; preds = %111
  br label %1115

342:                                              ; preds = %111
  br label %1115

343:                                              ; preds = %111
  br label %1115

344:                                              ; preds = %111
  br label %1115

345:                                              ; preds = %111
  br label %1115

346:                                              ; preds = %111
  br label %1115

347:                                              ; preds = %111
  br label %1115

348:                                              ; preds = %111
  br label %1115

349:                                              ; preds = %111
  br label %1115

350:                                              ; preds = %111
  br label %1115

351:                                              ; preds = %111
  br label %1115

352:                                              ; preds = %111
  br label %1115

353:                                              ; preds = %111
  br label %1115

354:                                              ; preds = %111
  br label %1115

355:                                              ; preds = %111
  br label %1115

356:                                              ; preds = %111
  br label %1115

357:                                              ; preds = %111
  br label %1115

358:                                              ; preds = %111
  br label %1115

359:                                              ; preds = %111
  br label %1115

360:                                              ; preds = %111
  br label %1115

361:                                              ; preds = %111
  br label %1115

362:                                              ; preds = %111
  br label %1115

363:                                              ; preds = %111
  br label %1115

364:                                              ; preds = %111
  br label %1115

365:                                              ; preds = %111
  br label %1115

366:                                              ; preds = %111
  br label %1115

367:                                              ; preds = %111
  br label %1115

368:                                              ; preds = %111
  br label %1115

369:                                              ; preds = %111
  br label %1115

370:                                              ; preds = %111
  br label %1115

371:                                              ; preds = %111
  br label %1115

372:                                              ; preds = %111
  br label %1115

373:                                              ; preds = %111
  br label %1115

374:                                              ; preds = %111
  br label %1115

375:                                              ; preds = %111
  br label %1115

376:                                              ; preds = %111
  br label %1115

377:                                              ; preds = %111
  br label %1115

378:                                              ; preds = %111
  br label %1115

379:                                              ; preds = %111
  br label %1115

380:                                              ; preds = %111
  br label %1115

381:                                              ; preds = %111
  br label %1115

382:                                              ; preds = %111
  br label %1115

383:                                              ; preds = %111
  br label %1115

384:                                              ; preds = %111
  br label %1115

385:                                              ; preds = %111
  br label %1115

386:                                              ; preds = %111
  br label %1115

387:                                              ; preds = %111
  br label %1115

388:                                              ; preds = %111
  br label %1115

389:                                              ; preds = %111
  br label %1115

390:                                              ; preds = %111
  br label %1115

391:                                              ; preds = %111
  br label %1115

392:                                              ; preds = %111
  br label %1115

393:                                              ; preds = %111
  br label %1115

394:                                              ; preds = %111
  br label %1115

395:                                              ; preds = %111
  br label %1115

396:                                              ; preds = %111
  br label %1115

397:                                              ; preds = %111
  br label %1115

398:                                              ; preds = %111
  br label %1115

399:                                              ; preds = %111
  br label %1115

400:                                              ; preds = %111
  br label %1115

401:                                              ; preds = %111
  br label %1115

402:                                              ; preds = %111
  br label %1115

403:                                              ; preds = %111
  br label %1115

404:                                              ; preds = %111
  br label %1115

405:                                              ; preds = %111
  br label %1115

406:                                              ; preds = %111
  br label %1115

407:                                              ; preds = %111
  br label %1115

408:                                              ; preds = %111
  br label %1115

409:                                              ; preds = %111
  br label %1115

410:                                              ; preds = %111
  br label %1115

411:                                              ; preds = %111
  br label %1115

412:                                              ; preds = %111
  br label %1115

413:                                              ; preds = %111
  br label %1115

414:                                              ; preds = %111
  br label %1115

415:                                              ; preds = %111
  br label %1115

416:                                              ; preds = %111
  br label %1115

417:                                              ; preds = %111
  br label %1115

418:                                              ; preds = %111
  br label %1115

419:                                              ; preds = %111
  br label %1115

420:                                              ; preds = %111
  br label %1115

421:                                              ; preds = %111
  br label %1115

422:                                              ; preds = %111
  br label %1115

423:                                              ; preds = %111
  br label %1115

424:                                              ; preds = %111
  br label %1115

425:                                              ; preds = %111
  br label %1115

426:                                              ; preds = %111
  br label %1115

427:                                              ; preds = %111
  br label %1115

428:                                              ; preds = %111
  br label %1115

429:                                              ; preds = %111
  br label %1115

430:                                              ; preds = %111
  br label %1115

431:                                              ; preds = %111
  br label %1115

432:                                              ; preds = %111
  br label %1115

433:                                              ; preds = %111
  br label %1115

434:                                              ; preds = %111
  br label %1115

435:                                              ; preds = %111
  br label %1115

436:                                              ; preds = %111
  br label %1115

437:                                              ; preds = %111
  br label %1115

438:                                              ; preds = %111
  br label %1115

439:                                              ; preds = %111
  br label %1115

440:                                              ; preds = %111
  br label %1115

441:                                              ; preds = %111
  br label %1115

442:                                              ; preds = %111
  br label %1115

443:                                              ; preds = %111
  br label %1115

444:                                              ; preds = %111
  br label %1115

445:                                              ; preds = %111
  br label %1115

446:                                              ; preds = %111
  br label %1115

447:                                              ; preds = %111
  br label %1115

448:                                              ; preds = %111
  br label %1115

449:                                              ; preds = %111
  br label %1115

450:                                              ; preds = %111
  br label %1115

451:                                              ; preds = %111
  br label %1115

452:                                              ; preds = %111
  br label %1115

453:                                              ; preds = %111
  br label %1115

454:                                              ; preds = %111
  br label %1115

455:                                              ; preds = %111
  br label %1115

456:                                              ; preds = %111
  br label %1115

457:                                              ; preds = %111
  br label %1115

458:                                              ; preds = %111
  br label %1115

459:                                              ; preds = %111
  br label %1115

460:                                              ; preds = %111
  br label %1115

461:                                              ; preds = %111
  br label %1115

462:                                              ; preds = %111
  br label %1115

463:                                              ; preds = %111
  br label %1115

464:                                              ; preds = %111
  br label %1115

465:                                              ; preds = %111
  br label %1115

466:                                              ; preds = %111
  br label %1115

467:                                              ; preds = %111
  br label %1115

468:                                              ; preds = %111
  br label %1115

469:                                              ; preds = %111
  br label %1115

470:                                              ; preds = %111
  br label %1115

471:                                              ; preds = %111
  br label %1115

472:                                              ; preds = %111
  br label %1115

473:                                              ; preds = %111
  br label %1115

474:                                              ; preds = %111
  br label %1115

475:                                              ; preds = %111
  br label %1115

476:                                              ; preds = %111
  br label %1115

477:                                              ; preds = %111
  br label %1115

478:                                              ; preds = %111
  br label %1115

479:                                              ; preds = %111
  br label %1115

480:                                              ; preds = %111
  br label %1115

481:                                              ; preds = %111
  br label %1115

482:                                              ; preds = %111
  br label %1115

483:                                              ; preds = %111
  br label %1115

484:                                              ; preds = %111
  br label %1115

485:                                              ; preds = %111
  br label %1115

486:                                              ; preds = %111
  br label %1115

487:                                              ; preds = %111
  br label %1115

488:                                              ; preds = %111
  br label %1115

489:                                              ; preds = %111
  br label %1115

490:                                              ; preds = %111
  br label %1115

491:                                              ; preds = %111
  br label %1115

492:                                              ; preds = %111
  br label %1115

493:                                              ; preds = %111
  br label %1115

494:                                              ; preds = %111
  br label %1115

495:                                              ; preds = %111
  br label %1115

496:                                              ; preds = %111
  br label %1115

497:                                              ; preds = %111
  br label %1115

498:                                              ; preds = %111
  br label %1115

499:                                              ; preds = %111
  br label %1115

500:                                              ; preds = %111
  br label %1115

501:                                              ; preds = %111
  br label %1115

502:                                              ; preds = %111
  br label %1115

503:                                              ; preds = %111
  br label %1115

504:                                              ; preds = %111
  br label %1115

505:                                              ; preds = %111
  br label %1115

506:                                              ; preds = %111
  br label %1115

507:                                              ; preds = %111
  br label %1115

508:                                              ; preds = %111
  br label %1115

509:                                              ; preds = %111
  br label %1115

510:                                              ; preds = %111
  br label %1115

511:                                              ; preds = %111
  br label %1115

512:                                              ; preds = %111
  br label %1115

513:                                              ; preds = %111
  br label %1115

514:                                              ; preds = %111
  br label %1115

515:                                              ; preds = %111
  br label %1115

516:                                              ; preds = %111
  br label %1115

517:                                              ; preds = %111
  br label %1115

518:                                              ; preds = %111
  br label %1115

519:                                              ; preds = %111
  br label %1115

520:                                              ; preds = %111
  br label %1115

521:                                              ; preds = %111
  br label %1115

522:                                              ; preds = %111
  br label %1115

523:                                              ; preds = %111
  br label %1115

524:                                              ; preds = %111
  br label %1115

525:                                              ; preds = %111
  br label %1115

526:                                              ; preds = %111
  br label %1115

527:                                              ; preds = %111
  br label %1115

528:                                              ; preds = %111
  br label %1115

529:                                              ; preds = %111
  br label %1115

530:                                              ; preds = %111
  br label %1115

531:                                              ; preds = %111
  br label %1115

532:                                              ; preds = %111
  br label %1115

533:                                              ; preds = %111
  br label %1115

534:                                              ; preds = %111
  br label %1115

535:                                              ; preds = %111
  br label %1115

536:                                              ; preds = %111
  br label %1115

537:                                              ; preds = %111
  br label %1115

538:                                              ; preds = %111
  br label %1115

539:                                              ; preds = %111
  br label %1115

540:                                              ; preds = %111
  br label %1115

541:                                              ; preds = %111
  br label %1115

542:                                              ; preds = %111
  br label %1115

543:                                              ; preds = %111
  br label %1115

544:                                              ; preds = %111
  br label %1115

545:                                              ; preds = %111
  br label %1115

546:                                              ; preds = %111
  br label %1115

547:                                              ; preds = %111
  br label %1115

548:                                              ; preds = %111
  br label %1115

549:                                              ; preds = %111
  br label %1115

550:                                              ; preds = %111
  br label %1115

551:                                              ; preds = %111
  br label %1115

552:                                              ; preds = %111
  br label %1115

553:                                              ; preds = %111
  br label %1115

554:                                              ; preds = %111
  br label %1115

555:                                              ; preds = %111
  br label %1115

556:                                              ; preds = %111
  br label %1115

557:                                              ; preds = %111
  br label %1115

558:                                              ; preds = %111
  br label %1115

559:                                              ; preds = %111
  br label %1115

560:                                              ; preds = %111
  br label %1115

561:                                              ; preds = %111
  br label %1115

562:                                              ; preds = %111
  br label %1115

563:                                              ; preds = %111
  br label %1115

564:                                              ; preds = %111
  br label %1115

565:                                              ; preds = %111
  br label %1115

566:                                              ; preds = %111
  br label %1115

567:                                              ; preds = %111
  br label %1115

568:                                              ; preds = %111
  br label %1115

569:                                              ; preds = %111
  br label %1115

570:                                              ; preds = %111
  br label %1115

571:                                              ; preds = %111
  br label %1115

572:                                              ; preds = %111
  br label %1115

573:                                              ; preds = %111
  br label %1115

574:                                              ; preds = %111
  br label %1115

575:                                              ; preds = %111
  br label %1115

576:                                              ; preds = %111
  br label %1115

577:                                              ; preds = %111
  br label %1115

578:                                              ; preds = %111
  br label %1115

579:                                              ; preds = %111
  br label %1115

580:                                              ; preds = %111
  br label %1115

581:                                              ; preds = %111
  br label %1115

582:                                              ; preds = %111
  br label %1115

583:                                              ; preds = %111
  br label %1115

584:                                              ; preds = %111
  br label %1115

585:                                              ; preds = %111
  br label %1115

586:                                              ; preds = %111
  br label %1115

587:                                              ; preds = %111
  br label %1115

588:                                              ; preds = %111
  br label %1115

589:                                              ; preds = %111
  br label %1115

590:                                              ; preds = %111
  br label %1115

591:                                              ; preds = %111
  br label %1115

592:                                              ; preds = %111
  br label %1115

593:                                              ; preds = %111
  br label %1115

594:                                              ; preds = %111
  br label %1115

595:                                              ; preds = %111
  br label %1115

596:                                              ; preds = %111
  br label %1115

597:                                              ; preds = %111
  br label %1115

598:                                              ; preds = %111
  br label %1115

599:                                              ; preds = %111
  br label %1115

600:                                              ; preds = %111
  br label %1115

601:                                              ; preds = %111
  br label %1115

602:                                              ; preds = %111
  br label %1115

603:                                              ; preds = %111
  br label %1115

604:                                              ; preds = %111
  br label %1115

605:                                              ; preds = %111
  br label %1115

606:                                              ; preds = %111
  br label %1115

607:                                              ; preds = %111
  br label %1115

608:                                              ; preds = %111
  br label %1115

609:                                              ; preds = %111
  br label %1115

610:                                              ; preds = %111
  br label %1115

611:                                              ; preds = %111
  br label %1115

612:                                              ; preds = %111
  br label %1115

613:                                              ; preds = %111
  br label %1115

614:                                              ; preds = %111
  br label %1115

615:                                              ; preds = %111
  br label %1115

616:                                              ; preds = %111
  br label %1115

617:                                              ; preds = %111
  br label %1115

618:                                              ; preds = %111
  br label %1115

619:                                              ; preds = %111
  br label %1115

620:                                              ; preds = %111
  br label %1115

621:                                              ; preds = %111
  br label %1115

622:                                              ; preds = %111
  br label %1115

623:                                              ; preds = %111
  br label %1115

624:                                              ; preds = %111
  br label %1115

625:                                              ; preds = %111
  br label %1115

626:                                              ; preds = %111
  br label %1115

627:                                              ; preds = %111
  br label %1115

628:                                              ; preds = %111
  br label %1115

629:                                              ; preds = %111
  br label %1115

630:                                              ; preds = %111
  br label %1115

631:                                              ; preds = %111
  br label %1115

632:                                              ; preds = %111
  br label %1115

633:                                              ; preds = %111
  br label %1115

634:                                              ; preds = %111
  br label %1115

635:                                              ; preds = %111
  br label %1115

636:                                              ; preds = %111
  br label %1115

637:                                              ; preds = %111
  br label %1115

638:                                              ; preds = %111
  br label %1115

639:                                              ; preds = %111
  br label %1115

640:                                              ; preds = %111
  br label %1115

641:                                              ; preds = %111
  br label %1115

642:                                              ; preds = %111
  br label %1115

643:                                              ; preds = %111
  br label %1115

644:                                              ; preds = %111
  br label %1115

645:                                              ; preds = %111
  br label %1115

646:                                              ; preds = %111
  br label %1115

647:                                              ; preds = %111
  br label %1115

648:                                              ; preds = %111
  br label %1115

649:                                              ; preds = %111
  br label %1115

650:                                              ; preds = %111
  br label %1115

651:                                              ; preds = %111
  br label %1115

652:                                              ; preds = %111
  br label %1115

653:                                              ; preds = %111
  br label %1115

654:                                              ; preds = %111
  br label %1115

655:                                              ; preds = %111
  br label %1115

656:                                              ; preds = %111
  br label %1115

657:                                              ; preds = %111
  br label %1115

658:                                              ; preds = %111
  br label %1115

659:                                              ; preds = %111
  br label %1115

660:                                              ; preds = %111
  br label %1115

661:                                              ; preds = %111
  br label %1115

662:                                              ; preds = %111
  br label %1115

663:                                              ; preds = %111
  br label %1115

664:                                              ; preds = %111
  br label %1115

665:                                              ; preds = %111
  br label %1115

666:                                              ; preds = %111
  br label %1115

667:                                              ; preds = %111
  br label %1115

668:                                              ; preds = %111
  br label %1115

669:                                              ; preds = %111
  br label %1115

670:                                              ; preds = %111
  br label %1115

671:                                              ; preds = %111
  br label %1115

672:                                              ; preds = %111
  br label %1115

673:                                              ; preds = %111
  br label %1115

674:                                              ; preds = %111
  br label %1115

675:                                              ; preds = %111
  br label %1115

676:                                              ; preds = %111
  br label %1115

677:                                              ; preds = %111
  br label %1115

678:                                              ; preds = %111
  br label %1115

679:                                              ; preds = %111
  br label %1115

680:                                              ; preds = %111
  br label %1115

681:                                              ; preds = %111
  br label %1115

682:                                              ; preds = %111
  br label %1115

683:                                              ; preds = %111
  br label %1115

684:                                              ; preds = %111
  br label %1115

685:                                              ; preds = %111
  br label %1115

686:                                              ; preds = %111
  br label %1115

687:                                              ; preds = %111
  br label %1115

688:                                              ; preds = %111
  br label %1115

689:                                              ; preds = %111
  br label %1115

690:                                              ; preds = %111
  br label %1115

691:                                              ; preds = %111
  br label %1115

692:                                              ; preds = %111
  br label %1115

693:                                              ; preds = %111
  br label %1115

694:                                              ; preds = %111
  br label %1115

695:                                              ; preds = %111
  br label %1115

696:                                              ; preds = %111
  br label %1115

697:                                              ; preds = %111
  br label %1115

698:                                              ; preds = %111
  br label %1115

699:                                              ; preds = %111
  br label %1115

700:                                              ; preds = %111
  br label %1115

701:                                              ; preds = %111
  br label %1115

702:                                              ; preds = %111
  br label %1115

703:                                              ; preds = %111
  br label %1115

704:                                              ; preds = %111
  br label %1115

705:                                              ; preds = %111
  br label %1115

706:                                              ; preds = %111
  br label %1115

707:                                              ; preds = %111
  br label %1115

708:                                              ; preds = %111
  br label %1115

709:                                              ; preds = %111
  br label %1115

710:                                              ; preds = %111
  br label %1115

711:                                              ; preds = %111
  br label %1115

712:                                              ; preds = %111
  br label %1115

713:                                              ; preds = %111
  br label %1115

714:                                              ; preds = %111
  br label %1115

715:                                              ; preds = %111
  br label %1115

716:                                              ; preds = %111
  br label %1115

717:                                              ; preds = %111
  br label %1115

718:                                              ; preds = %111
  br label %1115

719:                                              ; preds = %111
  br label %1115

720:                                              ; preds = %111
  br label %1115

721:                                              ; preds = %111
  br label %1115

722:                                              ; preds = %111
  br label %1115

723:                                              ; preds = %111
  br label %1115

724:                                              ; preds = %111
  br label %1115

725:                                              ; preds = %111
  br label %1115

726:                                              ; preds = %111
  br label %1115

727:                                              ; preds = %111
  br label %1115

728:                                              ; preds = %111
  br label %1115

729:                                              ; preds = %111
  br label %1115

730:                                              ; preds = %111
  br label %1115

731:                                              ; preds = %111
  br label %1115

732:                                              ; preds = %111
  br label %1115

733:                                              ; preds = %111
  br label %1115

734:                                              ; preds = %111
  br label %1115

735:                                              ; preds = %111
  br label %1115

736:                                              ; preds = %111
  br label %1115

737:                                              ; preds = %111
  br label %1115

738:                                              ; preds = %111
  br label %1115

739:                                              ; preds = %111
  br label %1115

740:                                              ; preds = %111
  br label %1115

741:                                              ; preds = %111
  br label %1115

742:                                              ; preds = %111
  br label %1115

743:                                              ; preds = %111
  br label %1115

744:                                              ; preds = %111
  br label %1115

745:                                              ; preds = %111
  br label %1115

746:                                              ; preds = %111
  br label %1115

747:                                              ; preds = %111
  br label %1115

748:                                              ; preds = %111
  br label %1115

749:                                              ; preds = %111
  br label %1115

750:                                              ; preds = %111
  br label %1115

751:                                              ; preds = %111
  br label %1115

752:                                              ; preds = %111
  br label %1115

753:                                              ; preds = %111
  br label %1115

754:                                              ; preds = %111
  br label %1115

755:                                              ; preds = %111
  br label %1115

756:                                              ; preds = %111
  br label %1115

757:                                              ; preds = %111
  br label %1115

758:                                              ; preds = %111
  br label %1115

759:                                              ; preds = %111
  br label %1115

760:                                              ; preds = %111
  br label %1115

761:                                              ; preds = %111
  br label %1115

762:                                              ; preds = %111
  br label %1115

763:                                              ; preds = %111
  br label %1115

764:                                              ; preds = %111
  br label %1115

765:                                              ; preds = %111
  br label %1115

766:                                              ; preds = %111
  br label %1115

767:                                              ; preds = %111
  br label %1115

768:                                              ; preds = %111
  br label %1115

769:                                              ; preds = %111
  br label %1115

770:                                              ; preds = %111
  br label %1115

771:                                              ; preds = %111
  br label %1115

772:                                              ; preds = %111
  br label %1115

773:                                              ; preds = %111
  br label %1115

774:                                              ; preds = %111
  br label %1115

775:                                              ; preds = %111
  br label %1115

776:                                              ; preds = %111
  br label %1115

777:                                              ; preds = %111
  br label %1115

778:                                              ; preds = %111
  br label %1115

779:                                              ; preds = %111
  br label %1115

780:                                              ; preds = %111
  br label %1115

781:                                              ; preds = %111
  br label %1115

782:                                              ; preds = %111
  br label %1115

783:                                              ; preds = %111
  br label %1115

784:                                              ; preds = %111
  br label %1115

785:                                              ; preds = %111
  br label %1115

786:                                              ; preds = %111
  br label %1115

787:                                              ; preds = %111
  br label %1115

788:                                              ; preds = %111
  br label %1115

789:                                              ; preds = %111
  br label %1115

790:                                              ; preds = %111
  br label %1115

791:                                              ; preds = %111
  br label %1115

792:                                              ; preds = %111
  br label %1115

793:                                              ; preds = %111
  br label %1115

794:                                              ; preds = %111
  br label %1115

795:                                              ; preds = %111
  br label %1115

796:                                              ; preds = %111
  br label %1115

797:                                              ; preds = %111
  br label %1115

798:                                              ; preds = %111
  br label %1115

799:                                              ; preds = %111
  br label %1115

800:                                              ; preds = %111
  br label %1115

801:                                              ; preds = %111
  br label %1115

802:                                              ; preds = %111
  br label %1115

803:                                              ; preds = %111
  br label %1115

804:                                              ; preds = %111
  br label %1115

805:                                              ; preds = %111
  br label %1115

806:                                              ; preds = %111
  br label %1115

807:                                              ; preds = %111
  br label %1115

808:                                              ; preds = %111
  br label %1115

809:                                              ; preds = %111
  br label %1115

810:                                              ; preds = %111
  br label %1115

811:                                              ; preds = %111
  br label %1115

812:                                              ; preds = %111
  br label %1115

813:                                              ; preds = %111
  br label %1115

814:                                              ; preds = %111
  br label %1115

815:                                              ; preds = %111
  br label %1115

816:                                              ; preds = %111
  br label %1115

817:                                              ; preds = %111
  br label %1115

818:                                              ; preds = %111
  br label %1115

819:                                              ; preds = %111
  br label %1115

820:                                              ; preds = %111
  br label %1115

821:                                              ; preds = %111
  br label %1115

822:                                              ; preds = %111
  br label %1115

823:                                              ; preds = %111
  br label %1115

824:                                              ; preds = %111
  br label %1115

825:                                              ; preds = %111
  br label %1115

826:                                              ; preds = %111
  br label %1115

827:                                              ; preds = %111
  br label %1115

828:                                              ; preds = %111
  br label %1115

829:                                              ; preds = %111
  br label %1115

830:                                              ; preds = %111
  br label %1115

831:                                              ; preds = %111
  br label %1115

832:                                              ; preds = %111
  br label %1115

833:                                              ; preds = %111
  br label %1115

834:                                              ; preds = %111
  br label %1115

835:                                              ; preds = %111
  br label %1115

836:                                              ; preds = %111
  br label %1115

837:                                              ; preds = %111
  br label %1115

838:                                              ; preds = %111
  br label %1115

839:                                              ; preds = %111
  br label %1115

840:                                              ; preds = %111
  br label %1115

841:                                              ; preds = %111
  br label %1115

842:                                              ; preds = %111
  br label %1115

843:                                              ; preds = %111
  br label %1115

844:                                              ; preds = %111
  br label %1115

845:                                              ; preds = %111
  br label %1115

846:                                              ; preds = %111
  br label %1115

847:                                              ; preds = %111
  br label %1115

848:                                              ; preds = %111
  br label %1115

849:                                              ; preds = %111
  br label %1115

850:                                              ; preds = %111
  br label %1115

851:                                              ; preds = %111
  br label %1115

852:                                              ; preds = %111
  br label %1115

853:                                              ; preds = %111
  br label %1115

854:                                              ; preds = %111
  br label %1115

855:                                              ; preds = %111
  br label %1115

856:                                              ; preds = %111
  br label %1115

857:                                              ; preds = %111
  br label %1115

858:                                              ; preds = %111
  br label %1115

859:                                              ; preds = %111
  br label %1115

860:                                              ; preds = %111
  br label %1115

861:                                              ; preds = %111
  br label %1115

862:                                              ; preds = %111
  br label %1115

863:                                              ; preds = %111
  br label %1115

864:                                              ; preds = %111
  br label %1115

865:                                              ; preds = %111
  br label %1115

866:                                              ; preds = %111
  br label %1115

867:                                              ; preds = %111
  br label %1115

868:                                              ; preds = %111
  br label %1115

869:                                              ; preds = %111
  br label %1115

870:                                              ; preds = %111
  br label %1115

871:                                              ; preds = %111
  br label %1115

872:                                              ; preds = %111
  br label %1115

873:                                              ; preds = %111
  br label %1115

874:                                              ; preds = %111
  br label %1115

875:                                              ; preds = %111
  br label %1115

876:                                              ; preds = %111
  br label %1115

877:                                              ; preds = %111
  br label %1115

878:                                              ; preds = %111
  br label %1115

879:                                              ; preds = %111
  br label %1115

880:                                              ; preds = %111
  br label %1115

881:                                              ; preds = %111
  br label %1115

882:                                              ; preds = %111
  br label %1115

883:                                              ; preds = %111
  br label %1115

884:                                              ; preds = %111
  br label %1115

885:                                              ; preds = %111
  br label %1115

886:                                              ; preds = %111
  br label %1115

887:                                              ; preds = %111
  br label %1115

888:                                              ; preds = %111
  br label %1115

889:                                              ; preds = %111
  br label %1115

890:                                              ; preds = %111
  br label %1115

891:                                              ; preds = %111
  br label %1115

892:                                              ; preds = %111
  br label %1115

893:                                              ; preds = %111
  br label %1115

894:                                              ; preds = %111
  br label %1115

895:                                              ; preds = %111
  br label %1115

896:                                              ; preds = %111
  br label %1115

897:                                              ; preds = %111
  br label %1115

898:                                              ; preds = %111
  br label %1115

899:                                              ; preds = %111
  br label %1115

900:                                              ; preds = %111
  br label %1115

901:                                              ; preds = %111
  br label %1115

902:                                              ; preds = %111
  br label %1115

903:                                              ; preds = %111
  br label %1115

904:                                              ; preds = %111
  br label %1115

905:                                              ; preds = %111
  br label %1115

906:                                              ; preds = %111
  br label %1115

907:                                              ; preds = %111
  br label %1115

908:                                              ; preds = %111
  br label %1115

909:                                              ; preds = %111
  br label %1115

910:                                              ; preds = %111
  br label %1115

911:                                              ; preds = %111
  br label %1115

912:                                              ; preds = %111
  br label %1115

913:                                              ; preds = %111
  br label %1115

914:                                              ; preds = %111
  br label %1115

915:                                              ; preds = %111
  br label %1115

916:                                              ; preds = %111
  br label %1115

917:                                              ; preds = %111
  br label %1115

918:                                              ; preds = %111
  br label %1115

919:                                              ; preds = %111
  br label %1115

920:                                              ; preds = %111
  br label %1115

921:                                              ; preds = %111
  br label %1115

922:                                              ; preds = %111
  br label %1115

923:                                              ; preds = %111
  br label %1115

924:                                              ; preds = %111
  br label %1115

925:                                              ; preds = %111
  br label %1115

926:                                              ; preds = %111
  br label %1115

927:                                              ; preds = %111
  br label %1115

928:                                              ; preds = %111
  br label %1115

929:                                              ; preds = %111
  br label %1115

930:                                              ; preds = %111
  br label %1115

931:                                              ; preds = %111
  br label %1115

932:                                              ; preds = %111
  br label %1115

933:                                              ; preds = %111
  br label %1115

934:                                              ; preds = %111
  br label %1115

935:                                              ; preds = %111
  br label %1115

936:                                              ; preds = %111
  br label %1115

937:                                              ; preds = %111
  br label %1115

938:                                              ; preds = %111
  br label %1115

939:                                              ; preds = %111
  br label %1115

940:                                              ; preds = %111
  br label %1115

941:                                              ; preds = %111
  br label %1115

942:                                              ; preds = %111
  br label %1115

943:                                              ; preds = %111
  br label %1115

944:                                              ; preds = %111
  br label %1115

945:                                              ; preds = %111
  br label %1115

946:                                              ; preds = %111
  br label %1115

947:                                              ; preds = %111
  br label %1115

948:                                              ; preds = %111
  br label %1115

949:                                              ; preds = %111
  br label %1115

950:                                              ; preds = %111
  br label %1115

951:                                              ; preds = %111
  br label %1115

952:                                              ; preds = %111
  br label %1115

953:                                              ; preds = %111
  br label %1115

954:                                              ; preds = %111
  br label %1115

955:                                              ; preds = %111
  br label %1115

956:                                              ; preds = %111
  br label %1115

957:                                              ; preds = %111
  br label %1115

958:                                              ; preds = %111
  br label %1115

959:                                              ; preds = %111
  br label %1115

960:                                              ; preds = %111
  br label %1115

961:                                              ; preds = %111
  br label %1115

962:                                              ; preds = %111
  br label %1115

963:                                              ; preds = %111
  br label %1115

964:                                              ; preds = %111
  br label %1115

965:                                              ; preds = %111
  br label %1115

966:                                              ; preds = %111
  br label %1115

967:                                              ; preds = %111
  br label %1115

968:                                              ; preds = %111
  br label %1115

969:                                              ; preds = %111
  br label %1115

970:                                              ; preds = %111
  br label %1115

971:                                              ; preds = %111
  br label %1115

972:                                              ; preds = %111
  br label %1115

973:                                              ; preds = %111
  br label %1115

974:                                              ; preds = %111
  br label %1115

975:                                              ; preds = %111
  br label %1115

976:                                              ; preds = %111
  br label %1115

977:                                              ; preds = %111
  br label %1115

978:                                              ; preds = %111
  br label %1115

979:                                              ; preds = %111
  br label %1115

980:                                              ; preds = %111
  br label %1115

981:                                              ; preds = %111
  br label %1115

982:                                              ; preds = %111
  br label %1115

983:                                              ; preds = %111
  br label %1115

984:                                              ; preds = %111
  br label %1115

985:                                              ; preds = %111
  br label %1115

986:                                              ; preds = %111
  br label %1115

987:                                              ; preds = %111
  br label %1115

988:                                              ; preds = %111
  br label %1115

989:                                              ; preds = %111
  br label %1115

990:                                              ; preds = %111
  br label %1115

991:                                              ; preds = %111
  br label %1115

992:                                              ; preds = %111
  br label %1115

993:                                              ; preds = %111
  br label %1115

994:                                              ; preds = %111
  br label %1115

995:                                              ; preds = %111
  br label %1115

996:                                              ; preds = %111
  br label %1115

997:                                              ; preds = %111
  br label %1115

998:                                              ; preds = %111
  br label %1115

999:                                              ; preds = %111
  br label %1115

1000:                                             ; preds = %111
  br label %1115

1001:                                             ; preds = %111
  br label %1115

1002:                                             ; preds = %111
  br label %1115

1003:                                             ; preds = %111
  br label %1115

1004:                                             ; preds = %111
  br label %1115

1005:                                             ; preds = %111
  br label %1115

1006:                                             ; preds = %111
  br label %1115

1007:                                             ; preds = %111
  br label %1115

1008:                                             ; preds = %111
  br label %1115

1009:                                             ; preds = %111
  br label %1115

1010:                                             ; preds = %111
  br label %1115

1011:                                             ; preds = %111
  br label %1115

1012:                                             ; preds = %111
  br label %1115

1013:                                             ; preds = %111
  br label %1115

1014:                                             ; preds = %111
  br label %1115

1015:                                             ; preds = %111
  br label %1115

1016:                                             ; preds = %111
  br label %1115

1017:                                             ; preds = %111
  br label %1115

1018:                                             ; preds = %111
  br label %1115

1019:                                             ; preds = %111
  br label %1115

1020:                                             ; preds = %111
  br label %1115

1021:                                             ; preds = %111
  br label %1115

1022:                                             ; preds = %111
  br label %1115

1023:                                             ; preds = %111
  br label %1115

1024:                                             ; preds = %111
  br label %1115

1025:                                             ; preds = %111
  br label %1115

1026:                                             ; preds = %111
  br label %1115

1027:                                             ; preds = %111
  br label %1115

1028:                                             ; preds = %111
  br label %1115

1029:                                             ; preds = %111
  br label %1115

1030:                                             ; preds = %111
  br label %1115

1031:                                             ; preds = %111
  br label %1115

1032:                                             ; preds = %111
  br label %1115

1033:                                             ; preds = %111
  br label %1115

1034:                                             ; preds = %111
  br label %1115

1035:                                             ; preds = %111
  br label %1115

1036:                                             ; preds = %111
  br label %1115

1037:                                             ; preds = %111
  br label %1115

1038:                                             ; preds = %111
  br label %1115

1039:                                             ; preds = %111
  br label %1115

1040:                                             ; preds = %111
  br label %1115

1041:                                             ; preds = %111
  br label %1115

1042:                                             ; preds = %111
  br label %1115

1043:                                             ; preds = %111
  br label %1115

1044:                                             ; preds = %111
  br label %1115

1045:                                             ; preds = %111
  br label %1115

1046:                                             ; preds = %111
  br label %1115

1047:                                             ; preds = %111
  br label %1115

1048:                                             ; preds = %111
  br label %1115

1049:                                             ; preds = %111
  br label %1115

1050:                                             ; preds = %111
  br label %1115

1051:                                             ; preds = %111
  br label %1115

1052:                                             ; preds = %111
  br label %1115

1053:                                             ; preds = %111
  br label %1115

1054:                                             ; preds = %111
  br label %1115

1055:                                             ; preds = %111
  br label %1115

1056:                                             ; preds = %111
  br label %1115

1057:                                             ; preds = %111
  br label %1115

1058:                                             ; preds = %111
  br label %1115

1059:                                             ; preds = %111
  br label %1115

1060:                                             ; preds = %111
  br label %1115

1061:                                             ; preds = %111
  br label %1115

1062:                                             ; preds = %111
  br label %1115

1063:                                             ; preds = %111
  br label %1115

1064:                                             ; preds = %111
  br label %1115

1065:                                             ; preds = %111
  br label %1115

1066:                                             ; preds = %111
  br label %1115

1067:                                             ; preds = %111
  br label %1115

1068:                                             ; preds = %111
  br label %1115

1069:                                             ; preds = %111
  br label %1115

1070:                                             ; preds = %111
  br label %1115

1071:                                             ; preds = %111
  br label %1115

1072:                                             ; preds = %111
  br label %1115

1073:                                             ; preds = %111
  br label %1115

1074:                                             ; preds = %111
  br label %1115

1075:                                             ; preds = %111
  br label %1115

1076:                                             ; preds = %111
  br label %1115

1077:                                             ; preds = %111
  br label %1115

1078:                                             ; preds = %111
  br label %1115

1079:                                             ; preds = %111
  br label %1115

1080:                                             ; preds = %111
  br label %1115

1081:                                             ; preds = %111
  br label %1115

1082:                                             ; preds = %111
  br label %1115

1083:                                             ; preds = %111
  br label %1115

1084:                                             ; preds = %111
  br label %1115

1085:                                             ; preds = %111
  br label %1115

1086:                                             ; preds = %111
  br label %1115

1087:                                             ; preds = %111
  br label %1115

1088:                                             ; preds = %111
  br label %1115

1089:                                             ; preds = %111
  br label %1115

1090:                                             ; preds = %111
  br label %1115

1091:                                             ; preds = %111
  br label %1115

1092:                                             ; preds = %111
  br label %1115

1093:                                             ; preds = %111
  br label %1115

1094:                                             ; preds = %111
  br label %1115

1095:                                             ; preds = %111
  br label %1115

1096:                                             ; preds = %111
  br label %1115

1097:                                             ; preds = %111
  br label %1115

1098:                                             ; preds = %111
  br label %1115

1099:                                             ; preds = %111
  br label %1115

1100:                                             ; preds = %111
  br label %1115

1101:                                             ; preds = %111
  br label %1115

1102:                                             ; preds = %111
  br label %1115

1103:                                             ; preds = %111
  br label %1115

1104:                                             ; preds = %111
  br label %1115

1105:                                             ; preds = %111
  br label %1115

1106:                                             ; preds = %111
  br label %1115

1107:                                             ; preds = %111
  br label %1115

1108:                                             ; preds = %111
  br label %1115

1109:                                             ; preds = %111
  br label %1115

1110:                                             ; preds = %111
  br label %1115

1111:                                             ; preds = %111
  br label %1115

1112:                                             ; preds = %111
  br label %1115

1113:                                             ; preds = %111
  br label %1115

1114:                                             ; preds = %111
  br label %1115

1115:                                             ; preds = %111, %115, %116, %117, %118, %119, %120, %121, %122, %123, %124, %125, %126, %127, %128, %129, %130, %131, %132, %133, %134, %135, %136, %137, %138, %139, %140, %141, %142, %143, %144, %145, %146, %147, %148, %149, %150, %151, %152, %153, %154, %155, %156, %157, %158, %159, %160, %161, %162, %163, %164, %165, %166, %167, %168, %169, %170, %171, %172, %173, %174, %175, %176, %177, %178, %179, %180, %181, %182, %183, %184, %185, %186, %187, %188, %189, %190, %191, %192, %193, %194, %195, %196, %197, %198, %199, %200, %201, %202, %203, %204, %205, %206, %207, %208, %209, %210, %211, %212, %213, %214, %215, %216, %217, %218, %219, %220, %221, %222, %223, %224, %225, %226, %227, %228, %229, %230, %231, %232, %233, %234, %235, %236, %237, %238, %239, %240, %241, %242, %243, %244, %245, %246, %247, %248, %249, %250, %251, %252, %253, %254, %255, %256, %257, %258, %259, %260, %261, %262, %263, %264, %265, %266, %267, %268, %269, %270, %271, %272, %273, %274, %275, %276, %277, %278, %279, %280, %281, %282, %283, %284, %285, %286, %287, %288, %289, %290, %291, %292, %293, %294, %295, %296, %297, %298, %299, %300, %301, %302, %303, %304, %305, %306, %307, %308, %309, %310, %311, %312, %313, %314, %315, %316, %317, %318, %319, %320, %321, %322, %323, %324, %325, %326, %327, %328, %329, %330, %331, %332, %333, %334, %335, %336, %337, %338, %339, %340, %341, %342, %343, %344, %345, %346, %347, %348, %349, %350, %351, %352, %353, %354, %355, %356, %357, %358, %359, %360, %361, %362, %363, %364, %365, %366, %367, %368, %369, %370, %371, %372, %373, %374, %375, %376, %377, %378, %379, %380, %381, %382, %383, %384, %385, %386, %387, %388, %389, %390, %391, %392, %393, %394, %395, %396, %397, %398, %399, %400, %401, %402, %403, %404, %405, %406, %407, %408, %409, %410, %411, %412, %413, %414, %415, %416, %417, %418, %419, %420, %421, %422, %423, %424, %425, %426, %427, %428, %429, %430, %431, %432, %433, %434, %435, %436, %437, %438, %439, %440, %441, %442, %443, %444, %445, %446, %447, %448, %449, %450, %451, %452, %453, %454, %455, %456, %457, %458, %459, %460, %461, %462, %463, %464, %465, %466, %467, %468, %469, %470, %471, %472, %473, %474, %475, %476, %477, %478, %479, %480, %481, %482, %483, %484, %485, %486, %487, %488, %489, %490, %491, %492, %493, %494, %495, %496, %497, %498, %499, %500, %501, %502, %503, %504, %505, %506, %507, %508, %509, %510, %511, %512, %513, %514, %515, %516, %517, %518, %519, %520, %521, %522, %523, %524, %525, %526, %527, %528, %529, %530, %531, %532, %533, %534, %535, %536, %537, %538, %539, %540, %541, %542, %543, %544, %545, %546, %547, %548, %549, %550, %551, %552, %553, %554, %555, %556, %557, %558, %559, %560, %561, %562, %563, %564, %565, %566, %567, %568, %569, %570, %571, %572, %573, %574, %575, %576, %577, %578, %579, %580, %581, %582, %583, %584, %585, %586, %587, %588, %589, %590, %591, %592, %593, %594, %595, %596, %597, %598, %599, %600, %601, %602, %603, %604, %605, %606, %607, %608, %609, %610, %611, %612, %613, %614, %615, %616, %617, %618, %619, %620, %621, %622, %623, %624, %625, %626, %627, %628, %629, %630, %631, %632, %633, %634, %635, %636, %637, %638, %639, %640, %641, %642, %643, %644, %645, %646, %647, %648, %649, %650, %651, %652, %653, %654, %655, %656, %657, %658, %659, %660, %661, %662, %663, %664, %665, %666, %667, %668, %669, %670, %671, %672, %673, %674, %675, %676, %677, %678, %679, %680, %681, %682, %683, %684, %685, %686, %687, %688, %689, %690, %691, %692, %693, %694, %695, %696, %697, %698, %699, %700, %701, %702, %703, %704, %705, %706, %707, %708, %709, %710, %711, %712, %713, %714, %715, %716, %717, %718, %719, %720, %721, %722, %723, %724, %725, %726, %727, %728, %729, %730, %731, %732, %733, %734, %735, %736, %737, %738, %739, %740, %741, %742, %743, %744, %745, %746, %747, %748, %749, %750, %751, %752, %753, %754, %755, %756, %757, %758, %759, %760, %761, %762, %763, %764, %765, %766, %767, %768, %769, %770, %771, %772, %773, %774, %775, %776, %777, %778, %779, %780, %781, %782, %783, %784, %785, %786, %787, %788, %789, %790, %791, %792, %793, %794, %795, %796, %797, %798, %799, %800, %801, %802, %803, %804, %805, %806, %807, %808, %809, %810, %811, %812, %813, %814, %815, %816, %817, %818, %819, %820, %821, %822, %823, %824, %825, %826, %827, %828, %829, %830, %831, %832, %833, %834, %835, %836, %837, %838, %839, %840, %841, %842, %843, %844, %845, %846, %847, %848, %849, %850, %851, %852, %853, %854, %855, %856, %857, %858, %859, %860, %861, %862, %863, %864, %865, %866, %867, %868, %869, %870, %871, %872, %873, %874, %875, %876, %877, %878, %879, %880, %881, %882, %883, %884, %885, %886, %887, %888, %889, %890, %891, %892, %893, %894, %895, %896, %897, %898, %899, %900, %901, %902, %903, %904, %905, %906, %907, %908, %909, %910, %911, %912, %913, %914, %915, %916, %917, %918, %919, %920, %921, %922, %923, %924, %925, %926, %927, %928, %929, %930, %931, %932, %933, %934, %935, %936, %937, %938, %939, %940, %941, %942, %943, %944, %945, %946, %947, %948, %949, %950, %951, %952, %953, %954, %955, %956, %957, %958, %959, %960, %961, %962, %963, %964, %965, %966, %967, %968, %969, %970, %971, %972, %973, %974, %975, %976, %977, %978, %979, %980, %981, %982, %983, %984, %985, %986, %987, %988, %989, %990, %991, %992, %993, %994, %995, %996, %997, %998, %999, %1000, %1001, %1002, %1003, %1004, %1005, %1006, %1007, %1008, %1009, %1010, %1011, %1012, %1013, %1014, %1015, %1016, %1017, %1018, %1019, %1020, %1021, %1022, %1023, %1024, %1025, %1026, %1027, %1028, %1029, %1030, %1031, %1032, %1033, %1034, %1035, %1036, %1037, %1038, %1039, %1040, %1041, %1042, %1043, %1044, %1045, %1046, %1047, %1048, %1049, %1050, %1051, %1052, %1053, %1054, %1055, %1056, %1057, %1058, %1059, %1060, %1061, %1062, %1063, %1064, %1065, %1066, %1067, %1068, %1069, %1070, %1071, %1072, %1073, %1074, %1075, %1076, %1077, %1078, %1079, %1080, %1081, %1082, %1083, %1084, %1085, %1086, %1087, %1088, %1089, %1090, %1091, %1092, %1093, %1094, %1095, %1096, %1097, %1098, %1099, %1100, %1101, %1102, %1103, %1104, %1105, %1106, %1107, %1108, %1109, %1110, %1111, %1112, %1113, %1114
  %1116 = phi i32 [ -1, %1114 ], [ 81, %1113 ], [ 162, %1112 ], [ 243, %1111 ], [ 324, %1110 ], [ 405, %1109 ], [ 486, %1108 ], [ 567, %1107 ], [ 648, %1106 ], [ 729, %1105 ], [ 810, %1104 ], [ 891, %1103 ], [ 972, %1102 ], [ 53, %1101 ], [ 134, %1100 ], [ 215, %1099 ], [ 296, %1098 ], [ 377, %1097 ], [ 458, %1096 ], [ 539, %1095 ], [ 620, %1094 ], [ 701, %1093 ], [ 782, %1092 ], [ 863, %1091 ], [ 944, %1090 ], [ 25, %1089 ], [ 106, %1088 ], [ 187, %1087 ], [ 268, %1086 ], [ 349, %1085 ], [ 430, %1084 ], [ 511, %1083 ], [ 592, %1082 ], [ 673, %1081 ], [ 754, %1080 ], [ 835, %1079 ], [ 916, %1078 ], [ 997, %1077 ], [ 78, %1076 ], [ 159, %1075 ], [ 240, %1074 ], [ 321, %1073 ], [ 402, %1072 ], [ 483, %1071 ], [ 564, %1070 ], [ 645, %1069 ], [ 726, %1068 ], [ 807, %1067 ], [ 888, %1066 ], [ 969, %1065 ], [ 50, %1064 ], [ 131, %1063 ], [ 212, %1062 ], [ 293, %1061 ], [ 374, %1060 ], [ 455, %1059 ], [ 536, %1058 ], [ 617, %1057 ], [ 698, %1056 ], [ 779, %1055 ], [ 860, %1054 ], [ 941, %1053 ], [ 22, %1052 ], [ 103, %1051 ], [ 184, %1050 ], [ 265, %1049 ], [ 346, %1048 ], [ 427, %1047 ], [ 508, %1046 ], [ 589, %1045 ], [ 670, %1044 ], [ 751, %1043 ], [ 832, %1042 ], [ 913, %1041 ], [ 994, %1040 ], [ 75, %1039 ], [ 156, %1038 ], [ 237, %1037 ], [ 318, %1036 ], [ 399, %1035 ], [ 480, %1034 ], [ 561, %1033 ], [ 642, %1032 ], [ 723, %1031 ], [ 804, %1030 ], [ 885, %1029 ], [ 966, %1028 ], [ 47, %1027 ], [ 128, %1026 ], [ 209, %1025 ], [ 290, %1024 ], [ 371, %1023 ], [ 452, %1022 ], [ 533, %1021 ], [ 614, %1020 ], [ 695, %1019 ], [ 776, %1018 ], [ 857, %1017 ], [ 938, %1016 ], [ 19, %1015 ], [ 100, %1014 ], [ 181, %1013 ], [ 262, %1012 ], [ 343, %1011 ], [ 424, %1010 ], [ 505, %1009 ], [ 586, %1008 ], [ 667, %1007 ], [ 748, %1006 ], [ 829, %1005 ], [ 910, %1004 ], [ 991, %1003 ], [ 72, %1002 ], [ 153, %1001 ], [ 234, %1000 ], [ 315, %999 ], [ 396, %998 ], [ 477, %997 ], [ 558, %996 ], [ 639, %995 ], [ 720, %994 ], [ 801, %993 ], [ 882, %992 ], [ 963, %991 ], [ 44, %990 ], [ 125, %989 ], [ 206, %988 ], [ 287, %987 ], [ 368, %986 ], [ 449, %985 ], [ 530, %984 ], [ 611, %983 ], [ 692, %982 ], [ 773, %981 ], [ 854, %980 ], [ 935, %979 ], [ 16, %978 ], [ 97, %977 ], [ 178, %976 ], [ 259, %975 ], [ 340, %974 ], [ 421, %973 ], [ 502, %972 ], [ 583, %971 ], [ 664, %970 ], [ 745, %969 ], [ 826, %968 ], [ 907, %967 ], [ 988, %966 ], [ 69, %965 ], [ 150, %964 ], [ 231, %963 ], [ 312, %962 ], [ 393, %961 ], [ 474, %960 ], [ 555, %959 ], [ 636, %958 ], [ 717, %957 ], [ 798, %956 ], [ 879, %955 ], [ 960, %954 ], [ 41, %953 ], [ 122, %952 ], [ 203, %951 ], [ 284, %950 ], [ 365, %949 ], [ 446, %948 ], [ 527, %947 ], [ 608, %946 ], [ 689, %945 ], [ 770, %944 ], [ 851, %943 ], [ 932, %942 ], [ 13, %941 ], [ 94, %940 ], [ 175, %939 ], [ 256, %938 ], [ 337, %937 ], [ 418, %936 ], [ 499, %935 ], [ 580, %934 ], [ 661, %933 ], [ 742, %932 ], [ 823, %931 ], [ 904, %930 ], [ 985, %929 ], [ 66, %928 ], [ 147, %927 ], [ 228, %926 ], [ 309, %925 ], [ 390, %924 ], [ 471, %923 ], [ 552, %922 ], [ 633, %921 ], [ 714, %920 ], [ 795, %919 ], [ 876, %918 ], [ 957, %917 ], [ 38, %916 ], [ 119, %915 ], [ 200, %914 ], [ 281, %913 ], [ 362, %912 ], [ 443, %911 ], [ 524, %910 ], [ 605, %909 ], [ 686, %908 ], [ 767, %907 ], [ 848, %906 ], [ 929, %905 ], [ 10, %904 ], [ 91, %903 ], [ 172, %902 ], [ 253, %901 ], [ 334, %900 ], [ 415, %899 ], [ 496, %898 ], [ 577, %897 ], [ 658, %896 ], [ 739, %895 ], [ 820, %894 ], [ 901, %893 ], [ 982, %892 ], [ 63, %891 ], [ 144, %890 ], [ 225, %889 ], [ 306, %888 ], [ 387, %887 ], [ 468, %886 ], [ 549, %885 ], [ 630, %884 ], [ 711, %883 ], [ 792, %882 ], [ 873, %881 ], [ 954, %880 ], [ 35, %879 ], [ 116, %878 ], [ 197, %877 ], [ 278, %876 ], [ 359, %875 ], [ 440, %874 ], [ 521, %873 ], [ 602, %872 ], [ 683, %871 ], [ 764, %870 ], [ 845, %869 ], [ 926, %868 ], [ 7, %867 ], [ 88, %866 ], [ 169, %865 ], [ 250, %864 ], [ 331, %863 ], [ 412, %862 ], [ 493, %861 ], [ 574, %860 ], [ 655, %859 ], [ 736, %858 ], [ 817, %857 ], [ 898, %856 ], [ 979, %855 ], [ 60, %854 ], [ 141, %853 ], [ 222, %852 ], [ 303, %851 ], [ 384, %850 ], [ 465, %849 ], [ 546, %848 ], [ 627, %847 ], [ 708, %846 ], [ 789, %845 ], [ 870, %844 ], [ 951, %843 ], [ 32, %842 ], [ 113, %841 ], [ 194, %840 ], [ 275, %839 ], [ 356, %838 ], [ 437, %837 ], [ 518, %836 ], [ 599, %835 ], [ 680, %834 ], [ 761, %833 ], [ 842, %832 ], [ 923, %831 ], [ 4, %830 ], [ 85, %829 ], [ 166, %828 ], [ 247, %827 ], [ 328, %826 ], [ 409, %825 ], [ 490, %824 ], [ 571, %823 ], [ 652, %822 ], [ 733, %821 ], [ 814, %820 ], [ 895, %819 ], [ 976, %818 ], [ 57, %817 ], [ 138, %816 ], [ 219, %815 ], [ 300, %814 ], [ 381, %813 ], [ 462, %812 ], [ 543, %811 ], [ 624, %810 ], [ 705, %809 ], [ 786, %808 ], [ 867, %807 ], [ 948, %806 ], [ 29, %805 ], [ 110, %804 ], [ 191, %803 ], [ 272, %802 ], [ 353, %801 ], [ 434, %800 ], [ 515, %799 ], [ 596, %798 ], [ 677, %797 ], [ 758, %796 ], [ 839, %795 ], [ 920, %794 ], [ 1, %793 ], [ 82, %792 ], [ 163, %791 ], [ 244, %790 ], [ 325, %789 ], [ 406, %788 ], [ 487, %787 ], [ 568, %786 ], [ 649, %785 ], [ 730, %784 ], [ 811, %783 ], [ 892, %782 ], [ 973, %781 ], [ 54, %780 ], [ 135, %779 ], [ 216, %778 ], [ 297, %777 ], [ 378, %776 ], [ 459, %775 ], [ 540, %774 ], [ 621, %773 ], [ 702, %772 ], [ 783, %771 ], [ 864, %770 ], [ 945, %769 ], [ 26, %768 ], [ 107, %767 ], [ 188, %766 ], [ 269, %765 ], [ 350, %764 ], [ 431, %763 ], [ 512, %762 ], [ 593, %761 ], [ 674, %760 ], [ 755, %759 ], [ 836, %758 ], [ 917, %757 ], [ 998, %756 ], [ 79, %755 ], [ 160, %754 ], [ 241, %753 ], [ 322, %752 ], [ 403, %751 ], [ 484, %750 ], [ 565, %749 ], [ 646, %748 ], [ 727, %747 ], [ 808, %746 ], [ 889, %745 ], [ 970, %744 ], [ 51, %743 ], [ 132, %742 ], [ 213, %741 ], [ 294, %740 ], [ 375, %739 ], [ 456, %738 ], [ 537, %737 ], [ 618, %736 ], [ 699, %735 ], [ 780, %734 ], [ 861, %733 ], [ 942, %732 ], [ 23, %731 ], [ 104, %730 ], [ 185, %729 ], [ 266, %728 ], [ 347, %727 ], [ 428, %726 ], [ 509, %725 ], [ 590, %724 ], [ 671, %723 ], [ 752, %722 ], [ 833, %721 ], [ 914, %720 ], [ 995, %719 ], [ 76, %718 ], [ 157, %717 ], [ 238, %716 ], [ 319, %715 ], [ 400, %714 ], [ 481, %713 ], [ 562, %712 ], [ 643, %711 ], [ 724, %710 ], [ 805, %709 ], [ 886, %708 ], [ 967, %707 ], [ 48, %706 ], [ 129, %705 ], [ 210, %704 ], [ 291, %703 ], [ 372, %702 ], [ 453, %701 ], [ 534, %700 ], [ 615, %699 ], [ 696, %698 ], [ 777, %697 ], [ 858, %696 ], [ 939, %695 ], [ 20, %694 ], [ 101, %693 ], [ 182, %692 ], [ 263, %691 ], [ 344, %690 ], [ 425, %689 ], [ 506, %688 ], [ 587, %687 ], [ 668, %686 ], [ 749, %685 ], [ 830, %684 ], [ 911, %683 ], [ 992, %682 ], [ 73, %681 ], [ 154, %680 ], [ 235, %679 ], [ 316, %678 ], [ 397, %677 ], [ 478, %676 ], [ 559, %675 ], [ 640, %674 ], [ 721, %673 ], [ 802, %672 ], [ 883, %671 ], [ 964, %670 ], [ 45, %669 ], [ 126, %668 ], [ 207, %667 ], [ 288, %666 ], [ 369, %665 ], [ 450, %664 ], [ 531, %663 ], [ 612, %662 ], [ 693, %661 ], [ 774, %660 ], [ 855, %659 ], [ 936, %658 ], [ 17, %657 ], [ 98, %656 ], [ 179, %655 ], [ 260, %654 ], [ 341, %653 ], [ 422, %652 ], [ 503, %651 ], [ 584, %650 ], [ 665, %649 ], [ 746, %648 ], [ 827, %647 ], [ 908, %646 ], [ 989, %645 ], [ 70, %644 ], [ 151, %643 ], [ 232, %642 ], [ 313, %641 ], [ 394, %640 ], [ 475, %639 ], [ 556, %638 ], [ 637, %637 ], [ 718, %636 ], [ 799, %635 ], [ 880, %634 ], [ 961, %633 ], [ 42, %632 ], [ 123, %631 ], [ 204, %630 ], [ 285, %629 ], [ 366, %628 ], [ 447, %627 ], [ 528, %626 ], [ 609, %625 ], [ 690, %624 ], [ 771, %623 ], [ 852, %622 ], [ 933, %621 ], [ 14, %620 ], [ 95, %619 ], [ 176, %618 ], [ 257, %617 ], [ 338, %616 ], [ 419, %615 ], [ 500, %614 ], [ 581, %613 ], [ 662, %612 ], [ 743, %611 ], [ 824, %610 ], [ 905, %609 ], [ 986, %608 ], [ 67, %607 ], [ 148, %606 ], [ 229, %605 ], [ 310, %604 ], [ 391, %603 ], [ 472, %602 ], [ 553, %601 ], [ 634, %600 ], [ 715, %599 ], [ 796, %598 ], [ 877, %597 ], [ 958, %596 ], [ 39, %595 ], [ 120, %594 ], [ 201, %593 ], [ 282, %592 ], [ 363, %591 ], [ 444, %590 ], [ 525, %589 ], [ 606, %588 ], [ 687, %587 ], [ 768, %586 ], [ 849, %585 ], [ 930, %584 ], [ 11, %583 ], [ 92, %582 ], [ 173, %581 ], [ 254, %580 ], [ 335, %579 ], [ 416, %578 ], [ 497, %577 ], [ 578, %576 ], [ 659, %575 ], [ 740, %574 ], [ 821, %573 ], [ 902, %572 ], [ 983, %571 ], [ 64, %570 ], [ 145, %569 ], [ 226, %568 ], [ 307, %567 ], [ 388, %566 ], [ 469, %565 ], [ 550, %564 ], [ 631, %563 ], [ 712, %562 ], [ 793, %561 ], [ 874, %560 ], [ 955, %559 ], [ 36, %558 ], [ 117, %557 ], [ 198, %556 ], [ 279, %555 ], [ 360, %554 ], [ 441, %553 ], [ 522, %552 ], [ 603, %551 ], [ 684, %550 ], [ 765, %549 ], [ 846, %548 ], [ 927, %547 ], [ 8, %546 ], [ 89, %545 ], [ 170, %544 ], [ 251, %543 ], [ 332, %542 ], [ 413, %541 ], [ 494, %540 ], [ 575, %539 ], [ 656, %538 ], [ 737, %537 ], [ 818, %536 ], [ 899, %535 ], [ 980, %534 ], [ 61, %533 ], [ 142, %532 ], [ 223, %531 ], [ 304, %530 ], [ 385, %529 ], [ 466, %528 ], [ 547, %527 ], [ 628, %526 ], [ 709, %525 ], [ 790, %524 ], [ 871, %523 ], [ 952, %522 ], [ 33, %521 ], [ 114, %520 ], [ 195, %519 ], [ 276, %518 ], [ 357, %517 ], [ 438, %516 ], [ 519, %515 ], [ 600, %514 ], [ 681, %513 ], [ 762, %512 ], [ 843, %511 ], [ 924, %510 ], [ 5, %509 ], [ 86, %508 ], [ 167, %507 ], [ 248, %506 ], [ 329, %505 ], [ 410, %504 ], [ 491, %503 ], [ 572, %502 ], [ 653, %501 ], [ 734, %500 ], [ 815, %499 ], [ 896, %498 ], [ 977, %497 ], [ 58, %496 ], [ 139, %495 ], [ 220, %494 ], [ 301, %493 ], [ 382, %492 ], [ 463, %491 ], [ 544, %490 ], [ 625, %489 ], [ 706, %488 ], [ 787, %487 ], [ 868, %486 ], [ 949, %485 ], [ 30, %484 ], [ 111, %483 ], [ 192, %482 ], [ 273, %481 ], [ 354, %480 ], [ 435, %479 ], [ 516, %478 ], [ 597, %477 ], [ 678, %476 ], [ 759, %475 ], [ 840, %474 ], [ 921, %473 ], [ 2, %472 ], [ 83, %471 ], [ 164, %470 ], [ 245, %469 ], [ 326, %468 ], [ 407, %467 ], [ 488, %466 ], [ 569, %465 ], [ 650, %464 ], [ 731, %463 ], [ 812, %462 ], [ 893, %461 ], [ 974, %460 ], [ 55, %459 ], [ 136, %458 ], [ 217, %457 ], [ 298, %456 ], [ 379, %455 ], [ 460, %454 ], [ 541, %453 ], [ 622, %452 ], [ 703, %451 ], [ 784, %450 ], [ 865, %449 ], [ 946, %448 ], [ 27, %447 ], [ 108, %446 ], [ 189, %445 ], [ 270, %444 ], [ 351, %443 ], [ 432, %442 ], [ 513, %441 ], [ 594, %440 ], [ 675, %439 ], [ 756, %438 ], [ 837, %437 ], [ 918, %436 ], [ 999, %435 ], [ 80, %434 ], [ 161, %433 ], [ 242, %432 ], [ 323, %431 ], [ 404, %430 ], [ 485, %429 ], [ 566, %428 ], [ 647, %427 ], [ 728, %426 ], [ 809, %425 ], [ 890, %424 ], [ 971, %423 ], [ 52, %422 ], [ 133, %421 ], [ 214, %420 ], [ 295, %419 ], [ 376, %418 ], [ 457, %417 ], [ 538, %416 ], [ 619, %415 ], [ 700, %414 ], [ 781, %413 ], [ 862, %412 ], [ 943, %411 ], [ 24, %410 ], [ 105, %409 ], [ 186, %408 ], [ 267, %407 ], [ 348, %406 ], [ 429, %405 ], [ 510, %404 ], [ 591, %403 ], [ 672, %402 ], [ 753, %401 ], [ 834, %400 ], [ 915, %399 ], [ 996, %398 ], [ 77, %397 ], [ 158, %396 ], [ 239, %395 ], [ 320, %394 ], [ 401, %393 ], [ 482, %392 ], [ 563, %391 ], [ 644, %390 ], [ 725, %389 ], [ 806, %388 ], [ 887, %387 ], [ 968, %386 ], [ 49, %385 ], [ 130, %384 ], [ 211, %383 ], [ 292, %382 ], [ 373, %381 ], [ 454, %380 ], [ 535, %379 ], [ 616, %378 ], [ 697, %377 ], [ 778, %376 ], [ 859, %375 ], [ 940, %374 ], [ 21, %373 ], [ 102, %372 ], [ 183, %371 ], [ 264, %370 ], [ 345, %369 ], [ 426, %368 ], [ 507, %367 ], [ 588, %366 ], [ 669, %365 ], [ 750, %364 ], [ 831, %363 ], [ 912, %362 ], [ 993, %361 ], [ 74, %360 ], [ 155, %359 ], [ 236, %358 ], [ 317, %357 ], [ 398, %356 ], [ 479, %355 ], [ 560, %354 ], [ 641, %353 ], [ 722, %352 ], [ 803, %351 ], [ 884, %350 ], [ 965, %349 ], [ 46, %348 ], [ 127, %347 ], [ 208, %346 ], [ 289, %345 ], [ 370, %344 ], [ 451, %343 ], [ 532, %342 ], [ 613, %341 ], [ 694, %340 ], [ 775, %339 ], [ 856, %338 ], [ 937, %337 ], [ 18, %336 ], [ 99, %335 ], [ 180, %334 ], [ 261, %333 ], [ 342, %332 ], [ 423, %331 ], [ 504, %330 ], [ 585, %329 ], [ 666, %328 ], [ 747, %327 ], [ 828, %326 ], [ 909, %325 ], [ 990, %324 ], [ 71, %323 ], [ 152, %322 ], [ 233, %321 ], [ 314, %320 ], [ 395, %319 ], [ 476, %318 ], [ 557, %317 ], [ 638, %316 ], [ 719, %315 ], [ 800, %314 ], [ 881, %313 ], [ 962, %312 ], [ 43, %311 ], [ 124, %310 ], [ 205, %309 ], [ 286, %308 ], [ 367, %307 ], [ 448, %306 ], [ 529, %305 ], [ 610, %304 ], [ 691, %303 ], [ 772, %302 ], [ 853, %301 ], [ 934, %300 ], [ 15, %299 ], [ 96, %298 ], [ 177, %297 ], [ 258, %296 ], [ 339, %295 ], [ 420, %294 ], [ 501, %293 ], [ 582, %292 ], [ 663, %291 ], [ 744, %290 ], [ 825, %289 ], [ 906, %288 ], [ 987, %287 ], [ 68, %286 ], [ 149, %285 ], [ 230, %284 ], [ 311, %283 ], [ 392, %282 ], [ 473, %281 ], [ 554, %280 ], [ 635, %279 ], [ 716, %278 ], [ 797, %277 ], [ 878, %276 ], [ 959, %275 ], [ 40, %274 ], [ 121, %273 ], [ 202, %272 ], [ 283, %271 ], [ 364, %270 ], [ 445, %269 ], [ 526, %268 ], [ 607, %267 ], [ 688, %266 ], [ 769, %265 ], [ 850, %264 ], [ 931, %263 ], [ 12, %262 ], [ 93, %261 ], [ 174, %260 ], [ 255, %259 ], [ 336, %258 ], [ 417, %257 ], [ 498, %256 ], [ 579, %255 ], [ 660, %254 ], [ 741, %253 ], [ 822, %252 ], [ 903, %251 ], [ 984, %250 ], [ 65, %249 ], [ 146, %248 ], [ 227, %247 ], [ 308, %246 ], [ 389, %245 ], [ 470, %244 ], [ 551, %243 ], [ 632, %242 ], [ 713, %241 ], [ 794, %240 ], [ 875, %239 ], [ 956, %238 ], [ 37, %237 ], [ 118, %236 ], [ 199, %235 ], [ 280, %234 ], [ 361, %233 ], [ 442, %232 ], [ 523, %231 ], [ 604, %230 ], [ 685, %229 ], [ 766, %228 ], [ 847, %227 ], [ 928, %226 ], [ 9, %225 ], [ 90, %224 ], [ 171, %223 ], [ 252, %222 ], [ 333, %221 ], [ 414, %220 ], [ 495, %219 ], [ 576, %218 ], [ 657, %217 ], [ 738, %216 ], [ 819, %215 ], [ 900, %214 ], [ 981, %213 ], [ 62, %212 ], [ 143, %211 ], [ 224, %210 ], [ 305, %209 ], [ 386, %208 ], [ 467, %207 ], [ 548, %206 ], [ 629, %205 ], [ 710, %204 ], [ 791, %203 ], [ 872, %202 ], [ 953, %201 ], [ 34, %200 ], [ 115, %199 ], [ 196, %198 ], [ 277, %197 ], [ 358, %196 ], [ 439, %195 ], [ 520, %194 ], [ 601, %193 ], [ 682, %192 ], [ 763, %191 ], [ 844, %190 ], [ 925, %189 ], [ 6, %188 ], [ 87, %187 ], [ 168, %186 ], [ 249, %185 ], [ 330, %184 ], [ 411, %183 ], [ 492, %182 ], [ 573, %181 ], [ 654, %180 ], [ 735, %179 ], [ 816, %178 ], [ 897, %177 ], [ 978, %176 ], [ 59, %175 ], [ 140, %174 ], [ 221, %173 ], [ 302, %172 ], [ 383, %171 ], [ 464, %170 ], [ 545, %169 ], [ 626, %168 ], [ 707, %167 ], [ 788, %166 ], [ 869, %165 ], [ 950, %164 ], [ 31, %163 ], [ 112, %162 ], [ 193, %161 ], [ 274, %160 ], [ 355, %159 ], [ 436, %158 ], [ 517, %157 ], [ 598, %156 ], [ 679, %155 ], [ 760, %154 ], [ 841, %153 ], [ 922, %152 ], [ 3, %151 ], [ 84, %150 ], [ 165, %149 ], [ 246, %148 ], [ 327, %147 ], [ 408, %146 ], [ 489, %145 ], [ 570, %144 ], [ 651, %143 ], [ 732, %142 ], [ 813, %141 ], [ 894, %140 ], [ 975, %139 ], [ 56, %138 ], [ 137, %137 ], [ 218, %136 ], [ 299, %135 ], [ 380, %134 ], [ 461, %133 ], [ 542, %132 ], [ 623, %131 ], [ 704, %130 ], [ 785, %129 ], [ 866, %128 ], [ 947, %127 ], [ 28, %126 ], [ 109, %125 ], [ 190, %124 ], [ 271, %123 ], [ 352, %122 ], [ 433, %121 ], [ 514, %120 ], [ 595, %119 ], [ 676, %118 ], [ 757, %117 ], [ 838, %116 ], [ 919, %115 ], [ %112, %111 ]
  %1117 = add i32 %1116, %114
  %1118 = add nsw i32 %112, 1
  %1119 = icmp eq i32 %1118, 3010
  br i1 %1119, label %1120, label %111, !llvm.loop !14

1120:                                             ; preds = %1115
  %1121 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.7, i32 0, i32 0), i32 noundef signext %1117)
  %1122 = bitcast [16 x i32]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %1122) #4
  br label %1123

1123:                                             ; preds = %1203, %1120
  %1124 = phi i32 [ 0, %1120 ], [ %1204, %1203 ]
  %1125 = phi i32 [ 0, %1120 ], [ %1128, %1203 ]
  %1126 = phi i32 [ 0, %1120 ], [ %1205, %1203 ]
  %1127 = phi i32 [ 0, %1120 ], [ %1206, %1203 ]
  %1128 = add nuw nsw i32 %1125, 1
  %1129 = add nsw i32 %1124, 1
  %1130 = getelementptr inbounds [28 x i8], [28 x i8]* @main.prog, i32 0, i32 %1124
  %1131 = load i8, i8* %1130, align 1, !tbaa !15
  switch i8 %1131, label %1207 [
    i8 0, label %1132
    i8 1, label %1139
    i8 2, label %1147
    i8 3, label %1155
    i8 4, label %1163
    i8 5, label %1169
    i8 6, label %1176
    i8 7, label %1186
    i8 8, label %1191
    i8 9, label %1208
    i8 10, label %1196
    i8 11, label %1199
  ]

1132:                                             ; preds = %1123
  %1133 = add nsw i32 %1124, 2
  %1134 = getelementptr inbounds [28 x i8], [28 x i8]* @main.prog, i32 0, i32 %1129
  %1135 = load i8, i8* %1134, align 1, !tbaa !15
  %1136 = zext i8 %1135 to i32
  %1137 = add nsw i32 %1127, 1
  %1138 = getelementptr inbounds [16 x i32], [16 x i32]* %1, i32 0, i32 %1127
  store i32 %1136, i32* %1138, align 4, !tbaa !6
  br label %1203

1139:                                             ; preds = %1123
  %1140 = add nsw i32 %1127, -1
  %1141 = getelementptr inbounds [16 x i32], [16 x i32]* %1, i32 0, i32 %1140
  %1142 = load i32, i32* %1141, align 4, !tbaa !6
  %1143 = add nsw i32 %1127, -2
  %1144 = getelementptr inbounds [16 x i32], [16 x i32]* %1, i32 0, i32 %1143
  %1145 = load i32, i32* %1144, align 4, !tbaa !6
  %1146 = add nsw i32 %1145, %1142
  store i32 %1146, i32* %1144, align 4, !tbaa !6
  br label %1203

1147:                                             ; preds = %1123
  %1148 = add nsw i32 %1127, -1
  %1149 = getelementptr inbounds [16 x i32], [16 x i32]* %1, i32 0, i32 %1148
  %1150 = load i32, i32* %1149, align 4, !tbaa !6
  %1151 = add nsw i32 %1127, -2
  %1152 = getelementptr inbounds [16 x i32], [16 x i32]* %1, i32 0, i32 %1151
  %1153 = load i32, i32* %1152, align 4, !tbaa !6
  %1154 = sub nsw i32 %1153, %1150
  store i32 %1154, i32* %1152, align 4, !tbaa !6
  br label %1203

1155:                                             ; preds = %1123
  %1156 = add nsw i32 %1127, -1
  %1157 = getelementptr inbounds [16 x i32], [16 x i32]* %1, i32 0, i32 %1156
  %1158 = load i32, i32* %1157, align 4, !tbaa !6
  %1159 = add nsw i32 %1127, -2
  %1160 = getelementptr inbounds [16 x i32], [16 x i32]* %1, i32 0, i32 %1159
  %1161 = load i32, i32* %1160, align 4, !tbaa !6
  %1162 = mul nsw i32 %1161, %1158
  store i32 %1162, i32* %1160, align 4, !tbaa !6
  br label %1203

1163:                                             ; preds = %1123
  %1164 = add nsw i32 %1127, -1
  %1165 = getelementptr inbounds [16 x i32], [16 x i32]* %1, i32 0, i32 %1164
  %1166 = load i32, i32* %1165, align 4, !tbaa !6
  %1167 = getelementptr inbounds [16 x i32], [16 x i32]* %1, i32 0, i32 %1127
  store i32 %1166, i32* %1167, align 4, !tbaa !6
  %1168 = add nsw i32 %1127, 1
  br label %1203

1169:                                             ; preds = %1123
  %1170 = add nsw i32 %1127, -1
  %1171 = getelementptr inbounds [16 x i32], [16 x i32]* %1, i32 0, i32 %1170
  %1172 = load i32, i32* %1171, align 4, !tbaa !6
  %1173 = add nsw i32 %1127, -2
  %1174 = getelementptr inbounds [16 x i32], [16 x i32]* %1, i32 0, i32 %1173
  %1175 = load i32, i32* %1174, align 4, !tbaa !6
  store i32 %1175, i32* %1171, align 4, !tbaa !6
  store i32 %1172, i32* %1174, align 4, !tbaa !6
  br label %1203

1176:                                             ; preds = %1123
  %1177 = add nsw i32 %1124, 2
  %1178 = add nsw i32 %1127, -1
  %1179 = getelementptr inbounds [16 x i32], [16 x i32]* %1, i32 0, i32 %1178
  %1180 = load i32, i32* %1179, align 4, !tbaa !6
  %1181 = icmp eq i32 %1180, 0
  br i1 %1181, label %1203, label %1182

1182:                                             ; preds = %1176
  %1183 = getelementptr inbounds [28 x i8], [28 x i8]* @main.prog, i32 0, i32 %1129
  %1184 = load i8, i8* %1183, align 1, !tbaa !15
  %1185 = zext i8 %1184 to i32
  br label %1203

1186:                                             ; preds = %1123
  %1187 = add nsw i32 %1127, -1
  %1188 = getelementptr inbounds [16 x i32], [16 x i32]* %1, i32 0, i32 %1187
  %1189 = load i32, i32* %1188, align 4, !tbaa !6
  %1190 = add nsw i32 %1189, -1
  store i32 %1190, i32* %1188, align 4, !tbaa !6
  br label %1203

1191:                                             ; preds = %1123
  %1192 = add nsw i32 %1127, -1
  %1193 = getelementptr inbounds [16 x i32], [16 x i32]* %1, i32 0, i32 %1192
  %1194 = load i32, i32* %1193, align 4, !tbaa !6
  %1195 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.9, i32 0, i32 0), i32 noundef signext %1194) #4
  br label %1203

1196:                                             ; preds = %1123
  %1197 = add nsw i32 %1127, 1
  %1198 = getelementptr inbounds [16 x i32], [16 x i32]* %1, i32 0, i32 %1127
  store i32 %1126, i32* %1198, align 4, !tbaa !6
  br label %1203

1199:                                             ; preds = %1123
  %1200 = add nsw i32 %1127, -1
  %1201 = getelementptr inbounds [16 x i32], [16 x i32]* %1, i32 0, i32 %1200
  %1202 = load i32, i32* %1201, align 4, !tbaa !6
  br label %1203

1203:                                             ; preds = %1199, %1196, %1191, %1186, %1182, %1176, %1169, %1163, %1155, %1147, %1139, %1132
  %1204 = phi i32 [ %1129, %1199 ], [ %1129, %1196 ], [ %1129, %1191 ], [ %1129, %1186 ], [ %1129, %1169 ], [ %1129, %1163 ], [ %1129, %1155 ], [ %1129, %1147 ], [ %1129, %1139 ], [ %1133, %1132 ], [ %1185, %1182 ], [ %1177, %1176 ]
  %1205 = phi i32 [ %1202, %1199 ], [ %1126, %1196 ], [ %1126, %1191 ], [ %1126, %1186 ], [ %1126, %1169 ], [ %1126, %1163 ], [ %1126, %1155 ], [ %1126, %1147 ], [ %1126, %1139 ], [ %1126, %1132 ], [ %1126, %1182 ], [ %1126, %1176 ]
  %1206 = phi i32 [ %1200, %1199 ], [ %1197, %1196 ], [ %1127, %1191 ], [ %1127, %1186 ], [ %1127, %1169 ], [ %1168, %1163 ], [ %1156, %1155 ], [ %1148, %1147 ], [ %1140, %1139 ], [ %1137, %1132 ], [ %1127, %1182 ], [ %1127, %1176 ]
  br label %1123

1207:                                             ; preds = %1123
  br label %1208

1208:                                             ; preds = %1123, %1207
  %1209 = phi i32 [ -1, %1207 ], [ %1128, %1123 ]
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %1122) #4
  %1210 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.8, i32 0, i32 0), i32 noundef signext %1209)
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #3

attributes #0 = { nofree nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #3 = { nofree nounwind }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 1}
!2 = !{i32 7, !"PIE Level", i32 1}
!3 = !{!"Debian clang version 14.0.6"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.mustprogress"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !5}
!11 = distinct !{!11, !5}
!12 = distinct !{!12, !5}
!13 = distinct !{!13, !5}
!14 = distinct !{!14, !5}
!15 = !{!8, !8, i64 0}
