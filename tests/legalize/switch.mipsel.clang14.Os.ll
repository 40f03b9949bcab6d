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

; Function Attrs: nofree nounwind optsize
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
  %16 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i32 0, i32 0), i32 noundef signext %12) #5
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
  %31 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i32 0, i32 0), i32 noundef signext %30) #5
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
  %49 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.3, i32 0, i32 0), i32 noundef signext %45) #5
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
  %70 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.4, i32 0, i32 0), i32 noundef signext %66) #5
  br label %71

71:                                               ; preds = %69, %71
  %72 = phi i64 [ 9999999998, %69 ], [ %75, %71 ]
  %73 = tail call fastcc i32 @wide(i64 noundef signext %72) #5, !range !13
  %74 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i32 0, i32 0), i32 noundef signext %73) #5
  %75 = add nuw nsw i64 %72, 1
  %76 = icmp ult i64 %72, 10000000007
  br i1 %76, label %71, label %77, !llvm.loop !14

77:                                               ; preds = %71
  %78 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.5, i32 0, i32 0), i32 noundef signext 6, i32 noundef signext 7) #5
  br label %79

79:                                               ; preds = %77, %101
  %80 = phi i32 [ 1, %77 ], [ %103, %101 ]
  %81 = phi i32 [ 0, %77 ], [ %104, %101 ]
  %82 = mul i32 %80, -1640531535
  %83 = add i32 %82, %81
  %84 = and i32 %83, 15
  switch i32 %84, label %101 [
    i32 0, label %85
    i32 1, label %87
    i32 2, label %89
    i32 3, label %91
    i32 4, label %93
    i32 6, label %95
    i32 9, label %97
    i32 12, label %99
  ]

85:                                               ; preds = %79
  %86 = add i32 %80, 1
  br label %101

87:                                               ; preds = %79
  %88 = mul i32 %80, 3
  br label %101

89:                                               ; preds = %79
  %90 = xor i32 %80, 85
  br label %101

91:                                               ; preds = %79
  %92 = shl i32 %80, 2
  br label %101

93:                                               ; preds = %79
  %94 = lshr i32 %80, 1
  br label %101

95:                                               ; preds = %79
  %96 = add i32 %80, -7
  br label %101

97:                                               ; preds = %79
  %98 = xor i32 %80, -1
  br label %101

99:                                               ; preds = %79
  %100 = or i32 %80, 256
  br label %101

101:                                              ; preds = %79, %85, %87, %89, %91, %93, %95, %97, %99
  %102 = phi i32 [ %100, %99 ], [ %98, %97 ], [ %96, %95 ], [ %94, %93 ], [ %92, %91 ], [ %90, %89 ], [ %88, %87 ], [ %86, %85 ], [ %80, %79 ]
  %103 = add i32 %102, %83
  %104 = add nuw nsw i32 %81, 1
  %105 = icmp eq i32 %104, 100
  br i1 %105, label %106, label %79, !llvm.loop !15

106:                                              ; preds = %101
  %107 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.6, i32 0, i32 0), i32 noundef signext %103) #5
  br label %108

108:                                              ; preds = %106, %1112
  %109 = phi i32 [ -5, %106 ], [ %1115, %1112 ]
  %110 = phi i32 [ 0, %106 ], [ %1114, %1112 ]
  %111 = mul i32 %110, 31
  switch i32 %109, label %1111 [
    i32 0, label %1112
    i32 3, label %112
    i32 6, label %113
    i32 9, label %114
    i32 12, label %115
    i32 15, label %116
    i32 18, label %117
    i32 21, label %118
    i32 24, label %119
    i32 27, label %120
    i32 30, label %121
    i32 33, label %122
    i32 36, label %123
    i32 39, label %124
    i32 42, label %125
    i32 45, label %126
    i32 48, label %127
    i32 51, label %128
    i32 54, label %129
    i32 57, label %130
    i32 60, label %131
    i32 63, label %132
    i32 66, label %133
    i32 69, label %134
    i32 72, label %135
    i32 75, label %136
    i32 78, label %137
    i32 81, label %138
    i32 84, label %139
    i32 87, label %140
    i32 90, label %141
    i32 93, label %142
    i32 96, label %143
    i32 99, label %144
    i32 102, label %145
    i32 105, label %146
    i32 108, label %147
    i32 111, label %148
    i32 114, label %149
    i32 117, label %150
    i32 120, label %151
    i32 123, label %152
    i32 126, label %153
    i32 129, label %154
    i32 132, label %155
    i32 135, label %156
    i32 138, label %157
    i32 141, label %158
    i32 144, label %159
    i32 147, label %160
    i32 150, label %161
    i32 153, label %162
    i32 156, label %163
    i32 159, label %164
    i32 162, label %165
    i32 165, label %166
    i32 168, label %167
    i32 171, label %168
    i32 174, label %169
    i32 177, label %170
    i32 180, label %171
    i32 183, label %172
    i32 186, label %173
    i32 189, label %174
    i32 192, label %175
    i32 195, label %176
    i32 198, label %177
    i32 201, label %178
    i32 204, label %179
    i32 207, label %180
    i32 210, label %181
    i32 213, label %182
    i32 216, label %183
    i32 219, label %184
    i32 222, label %185
    i32 225, label %186
    i32 228, label %187
    i32 231, label %188
    i32 234, label %189
    i32 237, label %190
    i32 240, label %191
    i32 243, label %192
    i32 246, label %193
    i32 249, label %194
    i32 252, label %195
    i32 255, label %196
    i32 258, label %197
    i32 261, label %198
    i32 264, label %199
    i32 267, label %200
    i32 270, label %201
    i32 273, label %202
    i32 276, label %203
    i32 279, label %204
    i32 282, label %205
    i32 285, label %206
    i32 288, label %207
    i32 291, label %208
    i32 294, label %209
    i32 297, label %210
    i32 300, label %211
    i32 303, label %212
    i32 306, label %213
    i32 309, label %214
    i32 312, label %215
    i32 315, label %216
    i32 318, label %217
    i32 321, label %218
    i32 324, label %219
    i32 327, label %220
    i32 330, label %221
    i32 333, label %222
    i32 336, label %223
    i32 339, label %224
    i32 342, label %225
    i32 345, label %226
    i32 348, label %227
    i32 351, label %228
    i32 354, label %229
    i32 357, label %230
    i32 360, label %231
    i32 363, label %232
    i32 366, label %233
    i32 369, label %234
    i32 372, label %235
    i32 375, label %236
    i32 378, label %237
    i32 381, label %238
    i32 384, label %239
    i32 387, label %240
    i32 390, label %241
    i32 393, label %242
    i32 396, label %243
    i32 399, label %244
    i32 402, label %245
    i32 405, label %246
    i32 408, label %247
    i32 411, label %248
    i32 414, label %249
    i32 417, label %250
    i32 420, label %251
    i32 423, label %252
    i32 426, label %253
    i32 429, label %254
    i32 432, label %255
    i32 435, label %256
    i32 438, label %257
    i32 441, label %258
    i32 444, label %259
    i32 447, label %260
    i32 450, label %261
    i32 453, label %262
    i32 456, label %263
    i32 459, label %264
    i32 462, label %265
    i32 465, label %266
    i32 468, label %267
    i32 471, label %268
    i32 474, label %269
    i32 477, label %270
    i32 480, label %271
    i32 483, label %272
    i32 486, label %273
    i32 489, label %274
    i32 492, label %275
    i32 495, label %276
    i32 498, label %277
    i32 501, label %278
    i32 504, label %279
    i32 507, label %280
    i32 510, label %281
    i32 513, label %282
    i32 516, label %283
    i32 519, label %284
    i32 522, label %285
    i32 525, label %286
    i32 528, label %287
    i32 531, label %288
    i32 534, label %289
    i32 537, label %290
    i32 540, label %291
    i32 543, label %292
    i32 546, label %293
    i32 549, label %294
    i32 552, label %295
    i32 555, label %296
    i32 558, label %297
    i32 561, label %298
    i32 564, label %299
    i32 567, label %300
    i32 570, label %301
    i32 573, label %302
    i32 576, label %303
    i32 579, label %304
    i32 582, label %305
    i32 585, label %306
    i32 588, label %307
    i32 591, label %308
    i32 594, label %309
    i32 597, label %310
    i32 600, label %311
    i32 603, label %312
    i32 606, label %313
    i32 609, label %314
    i32 612, label %315
    i32 615, label %316
    i32 618, label %317
    i32 621, label %318
    i32 624, label %319
    i32 627, label %320
    i32 630, label %321
    i32 633, label %322
    i32 636, label %323
    i32 639, label %324
    i32 642, label %325
    i32 645, label %326
    i32 648, label %327
    i32 651, label %328
    i32 654, label %329
    i32 657, label %330
    i32 660, label %331
    i32 663, label %332
    i32 666, label %333
    i32 669, label %334
    i32 672, label %335
    i32 675, label %336
    i32 678, label %337
    i32 681, label %338
    i32 684, label %339
    i32 687, label %340
    i32 690, label %341
    i32 693, label %342
    i32 696, label %343
    i32 699, label %344
    i32 702, label %345
    i32 705, label %346
    i32 708, label %347
    i32 711, label %348
    i32 714, label %349
    i32 717, label %350
    i32 720, label %351
    i32 723, label %352
    i32 726, label %353
    i32 729, label %354
    i32 732, label %355
    i32 735, label %356
    i32 738, label %357
    i32 741, label %358
    i32 744, label %359
    i32 747, label %360
    i32 750, label %361
    i32 753, label %362
    i32 756, label %363
    i32 759, label %364
    i32 762, label %365
    i32 765, label %366
    i32 768, label %367
    i32 771, label %368
    i32 774, label %369
    i32 777, label %370
    i32 780, label %371
    i32 783, label %372
    i32 786, label %373
    i32 789, label %374
    i32 792, label %375
    i32 795, label %376
    i32 798, label %377
    i32 801, label %378
    i32 804, label %379
    i32 807, label %380
    i32 810, label %381
    i32 813, label %382
    i32 816, label %383
    i32 819, label %384
    i32 822, label %385
    i32 825, label %386
    i32 828, label %387
    i32 831, label %388
    i32 834, label %389
    i32 837, label %390
    i32 840, label %391
    i32 843, label %392
    i32 846, label %393
    i32 849, label %394
    i32 852, label %395
    i32 855, label %396
    i32 858, label %397
    i32 861, label %398
    i32 864, label %399
    i32 867, label %400
    i32 870, label %401
    i32 873, label %402
    i32 876, label %403
    i32 879, label %404
    i32 882, label %405
    i32 885, label %406
    i32 888, label %407
    i32 891, label %408
    i32 894, label %409
    i32 897, label %410
    i32 900, label %411
    i32 903, label %412
    i32 906, label %413
    i32 909, label %414
    i32 912, label %415
    i32 915, label %416
    i32 918, label %417
    i32 921, label %418
    i32 924, label %419
    i32 927, label %420
    i32 930, label %421
    i32 933, label %422
    i32 936, label %423
    i32 939, label %424
    i32 942, label %425
    i32 945, label %426
    i32 948, label %427
    i32 951, label %428
    i32 954, label %429
    i32 957, label %430
    i32 960, label %431
    i32 963, label %432
    i32 966, label %433
    i32 969, label %434
    i32 972, label %435
    i32 975, label %436
    i32 978, label %437
    i32 981, label %438
    i32 984, label %439
    i32 987, label %440
    i32 990, label %441
    i32 993, label %442
    i32 996, label %443
    i32 999, label %444
    i32 1002, label %445
    i32 1005, label %446
    i32 1008, label %447
    i32 1011, label %448
    i32 1014, label %449
    i32 1017, label %450
    i32 1020, label %451
    i32 1023, label %452
    i32 1026, label %453
    i32 1029, label %454
    i32 1032, label %455
    i32 1035, label %456
    i32 1038, label %457
    i32 1041, label %458
    i32 1044, label %459
    i32 1047, label %460
    i32 1050, label %461
    i32 1053, label %462
    i32 1056, label %463
    i32 1059, label %464
    i32 1062, label %465
    i32 1065, label %466
    i32 1068, label %467
    i32 1071, label %468
    i32 1074, label %469
    i32 1077, label %470
    i32 1080, label %471
    i32 1083, label %472
    i32 1086, label %473
    i32 1089, label %474
    i32 1092, label %475
    i32 1095, label %476
    i32 1098, label %477
    i32 1101, label %478
    i32 1104, label %479
    i32 1107, label %480
    i32 1110, label %481
    i32 1113, label %482
    i32 1116, label %483
    i32 1119, label %484
    i32 1122, label %485
    i32 1125, label %486
    i32 1128, label %487
    i32 1131, label %488
    i32 1134, label %489
    i32 1137, label %490
    i32 1140, label %491
    i32 1143, label %492
    i32 1146, label %493
    i32 1149, label %494
    i32 1152, label %495
    i32 1155, label %496
    i32 1158, label %497
    i32 1161, label %498
    i32 1164, label %499
    i32 1167, label %500
    i32 1170, label %501
    i32 1173, label %502
    i32 1176, label %503
    i32 1179, label %504
    i32 1182, label %505
    i32 1185, label %506
    i32 1188, label %507
    i32 1191, label %508
    i32 1194, label %509
    i32 1197, label %510
    i32 1200, label %511
    i32 1203, label %512
    i32 1206, label %513
    i32 1209, label %514
    i32 1212, label %515
    i32 1215, label %516
    i32 1218, label %517
    i32 1221, label %518
    i32 1224, label %519
    i32 1227, label %520
    i32 1230, label %521
    i32 1233, label %522
    i32 1236, label %523
    i32 1239, label %524
    i32 1242, label %525
    i32 1245, label %526
    i32 1248, label %527
    i32 1251, label %528
    i32 1254, label %529
    i32 1257, label %530
    i32 1260, label %531
    i32 1263, label %532
    i32 1266, label %533
    i32 1269, label %534
    i32 1272, label %535
    i32 1275, label %536
    i32 1278, label %537
    i32 1281, label %538
    i32 1284, label %539
    i32 1287, label %540
    i32 1290, label %541
    i32 1293, label %542
    i32 1296, label %543
    i32 1299, label %544
    i32 1302, label %545
    i32 1305, label %546
    i32 1308, label %547
    i32 1311, label %548
    i32 1314, label %549
    i32 1317, label %550
    i32 1320, label %551
    i32 1323, label %552
    i32 1326, label %553
    i32 1329, label %554
    i32 1332, label %555
    i32 1335, label %556
    i32 1338, label %557
    i32 1341, label %558
    i32 1344, label %559
    i32 1347, label %560
    i32 1350, label %561
    i32 1353, label %562
    i32 1356, label %563
    i32 1359, label %564
    i32 1362, label %565
    i32 1365, label %566
    i32 1368, label %567
    i32 1371, label %568
    i32 1374, label %569
    i32 1377, label %570
    i32 1380, label %571
    i32 1383, label %572
    i32 1386, label %573
    i32 1389, label %574
    i32 1392, label %575
    i32 1395, label %576
    i32 1398, label %577
    i32 1401, label %578
    i32 1404, label %579
    i32 1407, label %580
    i32 1410, label %581
    i32 1413, label %582
    i32 1416, label %583
    i32 1419, label %584
    i32 1422, label %585
    i32 1425, label %586
    i32 1428, label %587
    i32 1431, label %588
    i32 1434, label %589
    i32 1437, label %590
    i32 1440, label %591
    i32 1443, label %592
    i32 1446, label %593
    i32 1449, label %594
    i32 1452, label %595
    i32 1455, label %596
    i32 1458, label %597
    i32 1461, label %598
    i32 1464, label %599
    i32 1467, label %600
    i32 1470, label %601
    i32 1473, label %602
    i32 1476, label %603
    i32 1479, label %604
    i32 1482, label %605
    i32 1485, label %606
    i32 1488, label %607
    i32 1491, label %608
    i32 1494, label %609
    i32 1497, label %610
    i32 1500, label %611
    i32 1503, label %612
    i32 1506, label %613
    i32 1509, label %614
    i32 1512, label %615
    i32 1515, label %616
    i32 1518, label %617
    i32 1521, label %618
    i32 1524, label %619
    i32 1527, label %620
    i32 1530, label %621
    i32 1533, label %622
    i32 1536, label %623
    i32 1539, label %624
    i32 1542, label %625
    i32 1545, label %626
    i32 1548, label %627
    i32 1551, label %628
    i32 1554, label %629
    i32 1557, label %630
    i32 1560, label %631
    i32 1563, label %632
    i32 1566, label %633
    i32 1569, label %634
    i32 1572, label %635
    i32 1575, label %636
    i32 1578, label %637
    i32 1581, label %638
    i32 1584, label %639
    i32 1587, label %640
    i32 1590, label %641
    i32 1593, label %642
    i32 1596, label %643
    i32 1599, label %644
    i32 1602, label %645
    i32 1605, label %646
    i32 1608, label %647
    i32 1611, label %648
    i32 1614, label %649
    i32 1617, label %650
    i32 1620, label %651
    i32 1623, label %652
    i32 1626, label %653
    i32 1629, label %654
    i32 1632, label %655
    i32 1635, label %656
    i32 1638, label %657
    i32 1641, label %658
    i32 1644, label %659
    i32 1647, label %660
    i32 1650, label %661
    i32 1653, label %662
    i32 1656, label %663
    i32 1659, label %664
    i32 1662, label %665
    i32 1665, label %666
    i32 1668, label %667
    i32 1671, label %668
    i32 1674, label %669
    i32 1677, label %670
    i32 1680, label %671
    i32 1683, label %672
    i32 1686, label %673
    i32 1689, label %674
    i32 1692, label %675
    i32 1695, label %676
    i32 1698, label %677
    i32 1701, label %678
    i32 1704, label %679
    i32 1707, label %680
    i32 1710, label %681
    i32 1713, label %682
    i32 1716, label %683
    i32 1719, label %684
    i32 1722, label %685
    i32 1725, label %686
    i32 1728, label %687
    i32 1731, label %688
    i32 1734, label %689
    i32 1737, label %690
    i32 1740, label %691
    i32 1743, label %692
    i32 1746, label %693
    i32 1749, label %694
    i32 1752, label %695
    i32 1755, label %696
    i32 1758, label %697
    i32 1761, label %698
    i32 1764, label %699
    i32 1767, label %700
    i32 1770, label %701
    i32 1773, label %702
    i32 1776, label %703
    i32 1779, label %704
    i32 1782, label %705
    i32 1785, label %706
    i32 1788, label %707
    i32 1791, label %708
    i32 1794, label %709
    i32 1797, label %710
    i32 1800, label %711
    i32 1803, label %712
    i32 1806, label %713
    i32 1809, label %714
    i32 1812, label %715
    i32 1815, label %716
    i32 1818, label %717
    i32 1821, label %718
    i32 1824, label %719
    i32 1827, label %720
    i32 1830, label %721
    i32 1833, label %722
    i32 1836, label %723
    i32 1839, label %724
    i32 1842, label %725
    i32 1845, label %726
    i32 1848, label %727
    i32 1851, label %728
    i32 1854, label %729
    i32 1857, label %730
    i32 1860, label %731
    i32 1863, label %732
    i32 1866, label %733
    i32 1869, label %734
    i32 1872, label %735
    i32 1875, label %736
    i32 1878, label %737
    i32 1881, label %738
    i32 1884, label %739
    i32 1887, label %740
    i32 1890, label %741
    i32 1893, label %742
    i32 1896, label %743
    i32 1899, label %744
    i32 1902, label %745
    i32 1905, label %746
    i32 1908, label %747
    i32 1911, label %748
    i32 1914, label %749
    i32 1917, label %750
    i32 1920, label %751
    i32 1923, label %752
    i32 1926, label %753
    i32 1929, label %754
    i32 1932, label %755
    i32 1935, label %756
    i32 1938, label %757
    i32 1941, label %758
    i32 1944, label %759
    i32 1947, label %760
    i32 1950, label %761
    i32 1953, label %762
    i32 1956, label %763
    i32 1959, label %764
    i32 1962, label %765
    i32 1965, label %766
    i32 1968, label %767
    i32 1971, label %768
    i32 1974, label %769
    i32 1977, label %770
    i32 1980, label %771
    i32 1983, label %772
    i32 1986, label %773
    i32 1989, label %774
    i32 1992, label %775
    i32 1995, label %776
    i32 1998, label %777
    i32 2001, label %778
    i32 2004, label %779
    i32 2007, label %780
    i32 2010, label %781
    i32 2013, label %782
    i32 2016, label %783
    i32 2019, label %784
    i32 2022, label %785
    i32 2025, label %786
    i32 2028, label %787
    i32 2031, label %788
    i32 2034, label %789
    i32 2037, label %790
    i32 2040, label %791
    i32 2043, label %792
    i32 2046, label %793
    i32 2049, label %794
    i32 2052, label %795
    i32 2055, label %796
    i32 2058, label %797
    i32 2061, label %798
    i32 2064, label %799
    i32 2067, label %800
    i32 2070, label %801
    i32 2073, label %802
    i32 2076, label %803
    i32 2079, label %804
    i32 2082, label %805
    i32 2085, label %806
    i32 2088, label %807
    i32 2091, label %808
    i32 2094, label %809
    i32 2097, label %810
    i32 2100, label %811
    i32 2103, label %812
    i32 2106, label %813
    i32 2109, label %814
    i32 2112, label %815
    i32 2115, label %816
    i32 2118, label %817
    i32 2121, label %818
    i32 2124, label %819
    i32 2127, label %820
    i32 2130, label %821
    i32 2133, label %822
    i32 2136, label %823
    i32 2139, label %824
    i32 2142, label %825
    i32 2145, label %826
    i32 2148, label %827
    i32 2151, label %828
    i32 2154, label %829
    i32 2157, label %830
    i32 2160, label %831
    i32 2163, label %832
    i32 2166, label %833
    i32 2169, label %834
    i32 2172, label %835
    i32 2175, label %836
    i32 2178, label %837
    i32 2181, label %838
    i32 2184, label %839
    i32 2187, label %840
    i32 2190, label %841
    i32 2193, label %842
    i32 2196, label %843
    i32 2199, label %844
    i32 2202, label %845
    i32 2205, label %846
    i32 2208, label %847
    i32 2211, label %848
    i32 2214, label %849
    i32 2217, label %850
    i32 2220, label %851
    i32 2223, label %852
    i32 2226, label %853
    i32 2229, label %854
    i32 2232, label %855
    i32 2235, label %856
    i32 2238, label %857
    i32 2241, label %858
    i32 2244, label %859
    i32 2247, label %860
    i32 2250, label %861
    i32 2253, label %862
    i32 2256, label %863
    i32 2259, label %864
    i32 2262, label %865
    i32 2265, label %866
    i32 2268, label %867
    i32 2271, label %868
    i32 2274, label %869
    i32 2277, label %870
    i32 2280, label %871
    i32 2283, label %872
    i32 2286, label %873
    i32 2289, label %874
    i32 2292, label %875
    i32 2295, label %876
    i32 2298, label %877
    i32 2301, label %878
    i32 2304, label %879
    i32 2307, label %880
    i32 2310, label %881
    i32 2313, label %882
    i32 2316, label %883
    i32 2319, label %884
    i32 2322, label %885
    i32 2325, label %886
    i32 2328, label %887
    i32 2331, label %888
    i32 2334, label %889
    i32 2337, label %890
    i32 2340, label %891
    i32 2343, label %892
    i32 2346, label %893
    i32 2349, label %894
    i32 2352, label %895
    i32 2355, label %896
    i32 2358, label %897
    i32 2361, label %898
    i32 2364, label %899
    i32 2367, label %900
    i32 2370, label %901
    i32 2373, label %902
    i32 2376, label %903
    i32 2379, label %904
    i32 2382, label %905
    i32 2385, label %906
    i32 2388, label %907
    i32 2391, label %908
    i32 2394, label %909
    i32 2397, label %910
    i32 2400, label %911
    i32 2403, label %912
    i32 2406, label %913
    i32 2409, label %914
    i32 2412, label %915
    i32 2415, label %916
    i32 2418, label %917
    i32 2421, label %918
    i32 2424, label %919
    i32 2427, label %920
    i32 2430, label %921
    i32 2433, label %922
    i32 2436, label %923
    i32 2439, label %924
    i32 2442, label %925
    i32 2445, label %926
    i32 2448, label %927
    i32 2451, label %928
    i32 2454, label %929
    i32 2457, label %930
    i32 2460, label %931
    i32 2463, label %932
    i32 2466, label %933
    i32 2469, label %934
    i32 2472, label %935
    i32 2475, label %936
    i32 2478, label %937
    i32 2481, label %938
    i32 2484, label %939
    i32 2487, label %940
    i32 2490, label %941
    i32 2493, label %942
    i32 2496, label %943
    i32 2499, label %944
    i32 2502, label %945
    i32 2505, label %946
    i32 2508, label %947
    i32 2511, label %948
    i32 2514, label %949
    i32 2517, label %950
    i32 2520, label %951
    i32 2523, label %952
    i32 2526, label %953
    i32 2529, label %954
    i32 2532, label %955
    i32 2535, label %956
    i32 2538, label %957
    i32 2541, label %958
    i32 2544, label %959
    i32 2547, label %960
    i32 2550, label %961
    i32 2553, label %962
    i32 2556, label %963
    i32 2559, label %964
    i32 2562, label %965
    i32 2565, label %966
    i32 2568, label %967
    i32 2571, label %968
    i32 2574, label %969
    i32 2577, label %970
    i32 2580, label %971
    i32 2583, label %972
    i32 2586, label %973
    i32 2589, label %974
    i32 2592, label %975
    i32 2595, label %976
    i32 2598, label %977
    i32 2601, label %978
    i32 2604, label %979
    i32 2607, label %980
    i32 2610, label %981
    i32 2613, label %982
    i32 2616, label %983
    i32 2619, label %984
    i32 2622, label %985
    i32 2625, label %986
    i32 2628, label %987
    i32 2631, label %988
    i32 2634, label %989
    i32 2637, label %990
    i32 2640, label %991
    i32 2643, label %992
    i32 2646, label %993
    i32 2649, label %994
    i32 2652, label %995
    i32 2655, label %996
    i32 2658, label %997
    i32 2661, label %998
    i32 2664, label %999
    i32 2667, label %1000
    i32 2670, label %1001
    i32 2673, label %1002
    i32 2676, label %1003
    i32 2679, label %1004
    i32 2682, label %1005
    i32 2685, label %1006
    i32 2688, label %1007
    i32 2691, label %1008
    i32 2694, label %1009
    i32 2697, label %1010
    i32 2700, label %1011
    i32 2703, label %1012
    i32 2706, label %1013
    i32 2709, label %1014
    i32 2712, label %1015
    i32 2715, label %1016
    i32 2718, label %1017
    i32 2721, label %1018
    i32 2724, label %1019
    i32 2727, label %1020
    i32 2730, label %1021
    i32 2733, label %1022
    i32 2736, label %1023
    i32 2739, label %1024
    i32 2742, label %1025
    i32 2745, label %1026
    i32 2748, label %1027
    i32 2751, label %1028
    i32 2754, label %1029
    i32 2757, label %1030
    i32 2760, label %1031
    i32 2763, label %1032
    i32 2766, label %1033
    i32 2769, label %1034
    i32 2772, label %1035
    i32 2775, label %1036
    i32 2778, label %1037
    i32 2781, label %1038
    i32 2784, label %1039
    i32 2787, label %1040
    i32 2790, label %1041
    i32 2793, label %1042
    i32 2796, label %1043
    i32 2799, label %1044
    i32 2802, label %1045
    i32 2805, label %1046
    i32 2808, label %1047
    i32 2811, label %1048
    i32 2814, label %1049
    i32 2817, label %1050
    i32 2820, label %1051
    i32 2823, label %1052
    i32 2826, label %1053
    i32 2829, label %1054
    i32 2832, label %1055
    i32 2835, label %1056
    i32 2838, label %1057
    i32 2841, label %1058
    i32 2844, label %1059
    i32 2847, label %1060
    i32 2850, label %1061
    i32 2853, label %1062
    i32 2856, label %1063
    i32 2859, label %1064
    i32 2862, label %1065
    i32 2865, label %1066
    i32 2868, label %1067
    i32 2871, label %1068
    i32 2874, label %1069
    i32 2877, label %1070
    i32 2880, label %1071
    i32 2883, label %1072
    i32 2886, label %1073
    i32 2889, label %1074
    i32 2892, label %1075
    i32 2895, label %1076
    i32 2898, label %1077
    i32 2901, label %1078
    i32 2904, label %1079
    i32 2907, label %1080
    i32 2910, label %1081
    i32 2913, label %1082
    i32 2916, label %1083
    i32 2919, label %1084
    i32 2922, label %1085
    i32 2925, label %1086
    i32 2928, label %1087
    i32 2931, label %1088
    i32 2934, label %1089
    i32 2937, label %1090
    i32 2940, label %1091
    i32 2943, label %1092
    i32 2946, label %1093
    i32 2949, label %1094
    i32 2952, label %1095
    i32 2955, label %1096
    i32 2958, label %1097
    i32 2961, label %1098
    i32 2964, label %1099
    i32 2967, label %1100
    i32 2970, label %1101
    i32 2973, label %1102
    i32 2976, label %1103
    i32 2979, label %1104
    i32 2982, label %1105
    i32 2985, label %1106
    i32 2988, label %1107
    i32 2991, label %1108
    i32 2994, label %1109
    i32 2997, label %1110
  ]

112:                                              ; preds = %108
  br label %1112

113:                                              ; preds = %108
  br label %1112

114:                                              ; preds = %108
  br label %1112

115:                                              ; preds = %108
  br label %1112

116:                                              ; preds = %108
  br label %1112

117:                                              ; preds = %108
  br label %1112

118:                                              ; preds = %108
  br label %1112

119:                                              ; preds = %108
  br label %1112

120:                                              ; preds = %108
  br label %1112

121:                                              ; preds = %108
  br label %1112

122:                                              ; preds = %108
  br label %1112

123:                                              ; preds = %108
  br label %1112

124:                                              ; preds = %108
  br label %1112

125:                                              ; preds = %108
  br label %1112

126:                                              ; preds = %108
  br label %1112

127:                                              ; preds = %108
  br label %1112

128:                                              ; preds = %108
  br label %1112

129:                                              ; preds = %108
  br label %1112

130:                                              ; preds = %108
  br label %1112

131:                                              ; preds = %108
  br label %1112

132:                                              ; preds = %108
  br label %1112

133:                                              ; preds = %108
  br label %1112

134:                                              ; preds = %108
  br label %1112

135:                                              ; preds = %108
  br label %1112

136:                                              ; preds = %108
  br label %1112

137:                                              ; preds = %108
  br label %1112

138:                                              ; preds = %108
  br label %1112

139:                                              ; preds = %108
  br label %1112

140:                                              ; preds = %108
  br label %1112

141:                                              ; preds = %108
  br label %1112

142:                                              ; preds = %108
  br label %1112

143:                                              ; preds = %108
  br label %1112

144:                                              ; preds = %108
  br label %1112

145:                                              ; preds = %108
  br label %1112

146:                                              ; preds = %108
  br label %1112

147:                                              ; preds = %108
  br label %1112

148:                                              ; preds = %108
  br label %1112

149:                                              ; preds = %108
  br label %1112

150:                                              ; preds = %108
  br label %1112

151:                                              ; preds = %108
  br label %1112

152:                                              ; preds = %108
  br label %1112

153:                                              ; preds = %108
  br label %1112

154:                                              ; preds = %108
  br label %1112

155:                                              ; preds = %108
  br label %1112

156:                                              ; preds = %108
  br label %1112

157:                                              ; preds = %108
  br label %1112

158:                                              ; preds = %108
  br label %1112

159:                                              ; preds = %108
  br label %1112

160:                                              ; preds = %108
  br label %1112

161:                                              ; preds = %108
  br label %1112

162:                                              ; preds = %108
  br label %1112

163:                                              ; preds = %108
  br label %1112

164:                                              ; preds = %108
  br label %1112

165:                                              ; preds = %108
  br label %1112

166:                                              ; preds = %108
  br label %1112

167:                                              ; preds = %108
  br label %1112

168:                                              ; preds = %108
  br label %1112

169:                                              ; preds = %108
  br label %1112

170:                                              ; preds = %108
  br label %1112

171:                                              ; preds = %108
  br label %1112

172:                                              ; preds = %108
  br label %1112

173:                                              ; preds = %108
  br label %1112

174:                                              ; preds = %108
  br label %1112

175:                                              ; preds = %108
  br label %1112

176:                                              ; preds = %108
  br label %1112

177:                                              ; preds = %108
  br label %1112

178:                                              ; preds = %108
  br label %1112

179:                                              ; preds = %108
  br label %1112

180:                                              ; preds = %108
  br label %1112

181:                                              ; preds = %108
  br label %1112

182:                                              ; preds = %108
  br label %1112

183:                                              ; preds = %108
  br label %1112

184:                                              ; preds = %108
  br label %1112

185:                                              ; preds = %108
  br label %1112

186:                                              ; preds = %108
  br label %1112

187:                                              ; preds = %108
  br label %1112

188:                                              ; preds = %108
  br label %1112

189:                                              ; preds = %108
  br label %1112

190:                                              ; preds = %108
  br label %1112

191:                                              ; preds = %108
  br label %1112

192:                                              ; preds = %108
  br label %1112

193:                                              ; preds = %108
  br label %1112

194:                                              ; preds = %108
  br label %1112

195:                                              ; preds = %108
  br label %1112

196:                                              ; preds = %108
  br label %1112

197:                                              ; preds = %108
  br label %1112

198:                                              ; preds = %108
  br label %1112

199:                                              ; preds = %108
  br label %1112

200:                                              ; preds = %108
  br label %1112

201:                                              ; preds = %108
  br label %1112

202:                                              ; preds = %108
  br label %1112

203:                                              ; preds = %108
  br label %1112

204:                                              ; preds = %108
  br label %1112

205:                                              ; preds = %108
  br label %1112

206:                                              ; preds = %108
  br label %1112

207:                                              ; preds = %108
  br label %1112

208:                                              ; preds = %108
  br label %1112

209:                                              ; preds = %108
  br label %1112

210:                                              ; preds = %108
  br label %1112

211:                                              ; preds = %108
  br label %1112

212:                                              ; preds = %108
  br label %1112

213:                                              ; preds = %108
  br label %1112

214:                                              ; preds = %108
  br label %1112

215:                                              ; preds = %108
  br label %1112

216:                                              ; preds = %108
  br label %1112

217:                                              ; preds = %108
  br label %1112

218:                                              ; preds = %108
  br label %1112

219:                                              ; preds = %108
  br label %1112

220:                                              ; preds = %108
  br label %1112

221:                                              ; preds = %108
  br label %1112

222:                                              ; preds = %108
  br label %1112

223:                                              ; preds = %108
  br label %1112

224:                                              ; preds = %108
  br label %1112

225:                                              ; preds = %108
  br label %1112

226:                                              ; preds = %108
  br label %1112

227:                                              ; preds = %108
  br label %1112

228:                                              ; preds = %108
  br label %1112

229:                                              ; preds = %108
  br label %1112

230:                                              ; preds = %108
  br label %1112

231:                                              ; preds = %108
  br label %1112

232:                                              ; preds = %108
  br label %1112

233:                                              ; preds = %108
  br label %1112

234:                                              ; preds = %108
  br label %1112

235:                                              ; preds = %108
  br label %1112

236:                                              ; preds = %108
  br label %1112

237:                                              ; preds = %108
  br label %1112

238:                                              ; preds = %108
  br label %1112

239:                                              ; preds = %108
  br label %1112

240:                                              ; preds = %108
  br label %1112

241:                                              ; preds = %108
  br label %1112

242:                                              ; preds = %108
  br label %1112

243:                                              ; preds = %108
  br label %1112

244:                                              ; preds = %108
  br label %1112

245:                                              ; preds = %108
  br label %1112

246:                                              ; preds = %108
  br label %1112

247:                                              ; preds = %108
  br label %1112

248:                                              ; preds = %108
  br label %1112

249:                                              ; preds = %108
  br label %1112

250:                                              ; preds = %108
  br label %1112

251:                                              ; preds = %108
  br label %1112

252:                                              ; preds = %108
  br label %1112

253:                                              ; preds = %108
  br label %1112

254:                                              ; preds = %108
  br label %1112

255:                                              ; preds = %108
  br label %1112

256:                                              ; preds = %108
  br label %1112

257:                                              ; preds = %108
  br label %1112

258:                                              ; preds = %108
  br label %1112

259:                                              ; preds = %108
  br label %1112

260:                                              ; preds = %108
  br label %1112

261:                                              ; preds = %108
  br label %1112

262:                                              ; preds = %108
  br label %1112

263:                                              ; preds = %108
  br label %1112

264:                                              ; preds = %108
  br label %1112

265:                                              ; preds = %108
  br label %1112

266:                                              ; preds = %108
  br label %1112

267:                                              ; preds = %108
  br label %1112

268:                                              ; preds = %108
  br label %1112

269:                                              ; preds = %108
  br label %1112

270:                                              ; preds = %108
  br label %1112

271:                                              ; preds = %108
  br label %1112

272:                                              ; preds = %108
  br label %1112

273:                                              ; preds = %108
  br label %1112

274:                                              ; preds = %108
  br label %1112

275:                                              ; preds = %108
  br label %1112

276:                                              ; preds = %108
  br label %1112

277:                                              ; preds = %108
  br label %1112

278:                                              ; preds = %108
  br label %1112

279:                                              ; preds = %108
  br label %1112

280:                                              ; preds = %108
  br label %1112

281:                                              ; preds = %108
  br label %1112

282:                                              ; preds = %108
  br label %1112

283:                                              ; preds = %108
  br label %1112

284:                                              ; preds = %108
  br label %1112

285:                                              ; preds = %108
  br label %1112

286:                                              ; preds = %108
  br label %1112

287:                                              ; preds = %108
  br label %1112

288:                                              ; preds = %108
  br label %1112

289:                                              ; preds = %108
  br label %1112

290:                                              ; preds = %108
  br label %1112

291:                                              ; preds = %108
  br label %1112

292:                                              ; preds = %108
  br label %1112

293:                                              ; preds = %108
  br label %1112

294:                                              ; preds = %108
  br label %1112

295:                                              ; preds = %108
  br label %1112

296:                                              ; preds = %108
  br label %1112

297:                                              ; preds = %108
  br label %1112

298:                                              ; preds = %108
  br label %1112

299:                                              ; preds = %108
  br label %1112

300:                                              ; preds = %108
  br label %1112

301:                                              ; preds = %108
  br label %1112

302:                                              ; preds = %108
  br label %1112

303:                                              ; preds = %108
  br label %1112

304:                                              ; preds = %108
  br label %1112

305:                                              ; preds = %108
  br label %1112

306:                                              ; preds = %108
  br label %1112

307:                                              ; preds = %108
  br label %1112

308:                                              ; preds = %108
  br label %1112

309:                                              ; preds = %108
  br label %1112

310:                                              ; preds = %108
  br label %1112

311:                                              ; preds = %108
  br label %1112

312:                                              ; preds = %108
  br label %1112

313:                                              ; preds = %108
  br label %1112

314:                                              ; preds = %108
  br label %1112

315:                                              ; preds = %108
  br label %1112

316:                                              ; preds = %108
  br label %1112

317:                                              ; preds = %108
  br label %1112

318:                                              ; preds = %108
  br label %1112

319:                                              ; preds = %108
  br label %1112

320:                                              ; preds = %108
  br label %1112

321:                                              ; preds = %108
  br label %1112

322:                                              ; preds = %108
  br label %1112

323:                                              ; preds = %108
  br label %1112

324:                                              ; preds = %108
  br label %1112

325:                                              ; preds = %108
  br label %1112

326:                                              ; preds = %108
  br label %1112

327:                                              ; preds = %108
  br label %1112

328:                                              ; preds = %108
  br label %1112

329:                                              ; preds = %108
  br label %1112

330:                                              ; preds = %108
  br label %1112

331:                                              ; preds = %108
  br label %1112

332:                                              ; preds = %108
  br label %1112

333:                                              ; preds = %108
  br label %1112

334:                                              ; preds = %108
  br label %1112

335:                                              ; preds = %108
  br label %1112

336:                                              ; preds = %108
  br label %1112

337:                                              ; preds = %108
  br label %1112

338:                                              ; preds = %108
  br label %1112

339:                                              ; preds = %108
  br label %1112

340:                                              ; preds = %108
  br label %1112

341:                                              ; preds = %108
  br label %1112

342:                                              ; preds = %108
  br label %1112

343:                                              ; preds = %108
  br label %1112

344:                                              ; preds = %108
  br label %1112

345:                                              ; preds = %108
  br label %1112

346:                                              ; preds = %108
  br label %1112

347:                                              ; preds = %108
  br label %1112

348:                                              ; preds = %108
  br label %1112

349:                                              ; preds = %108
  br label %1112

350:                                              ; preds = %108
  br label %1112

351:                                              ; preds = %108
  br label %1112

352:                                              ; preds = %108
  br label %1112

353:                                              ; preds = %108
  br label %1112

354:                                              ; preds = %108
  br label %1112

355:                                              ; preds = %108
  br label %1112

356:                                              ; preds = %108
  br label %1112

357:                                              ; preds = %108
  br label %1112

358:                                              ; preds = %108
  br label %1112

359:                                              ; preds = %108
  br label %1112

360:                                              ; preds = %108
  br label %1112

361:                                              ; preds = %108
  br label %1112

362:                                              ; preds = %108
  br label %1112

363:                                              ; preds = %108
  br label %1112

364:                                              ; preds = %108
  br label %1112

365:                                              ; preds = %108
  br label %1112

366:                                              ; preds = %108
  br label %1112

367:                                              ; preds = %108
  br label %1112

368:                                              ; preds = %108
  br label %1112

369:                                              ; preds = %108
  br label %1112

370:                                              ; preds = %108
  br label %1112

371:                                              ; preds = %108
  br label %1112

372:                                              ; preds = %108
  br label %1112

373:                                              ; preds = %108
  br label %1112

374:                                              ; preds = %108
  br label %1112

375:                                              ; preds = %108
  br label %1112

376:                                              ; preds = %108
  br label %1112

377:                                              ; preds = %108
  br label %1112

378:                                              ; preds = %108
  br label %1112

379:                                              ; preds = %108
  br label %1112

380:                                              ; preds = %108
  br label %1112

381:                                              ; preds = %108
  br label %1112

382:                                              ; preds = %108
  br label %1112

383:                                              ; preds = %108
  br label %1112

384:                                              ; preds = %108
  br label %1112

385:                                              ; preds = %108
  br label %1112

386:                                              ; preds = %108
  br label %1112

387:                                              ; preds = %108
  br label %1112

388:                                              ; preds = %108
  br label %1112

389:                                              ; preds = %108
  br label %1112

390:                                              ; preds = %108
  br label %1112

391:                                              ; preds = %108
  br label %1112

392:                                              ; preds = %108
  br label %1112

393:                                              ; preds = %108
  br label %1112

394:                                              ; preds = %108
  br label %1112

395:                                              ; preds = %108
  br label %1112

396:                                              ; preds = %108
  br label %1112

397:                                              ; preds = %108
  br label %1112

398:                                              ; preds = %108
  br label %1112

399:                                              ; preds = %108
  br label %1112

400:                                              ; preds = %108
  br label %1112

401:                                              ; preds = %108
  br label %1112

402:                                              ; preds = %108
  br label %1112

403:                                              ; preds = %108
  br label %1112

404:                                              ; preds = %108
  br label %1112

405:                                              ; preds = %108
  br label %1112

406:                                              ; preds = %108
  br label %1112

407:                                              ; preds = %108
  br label %1112

408:                                              ; preds = %108
  br label %1112

409:                                              ; preds = %108
  br label %1112

410:                                              ; preds = %108
  br label %1112

411:                                              ; preds = %108
  br label %1112

412:                                              ; preds = %108
  br label %1112

413:                                              ; preds = %108
  br label %1112

414:                                              ; preds = %108
  br label %1112

415:                                              ; preds = %108
  br label %1112

416:                                              ; preds = %108
  br label %1112

417:                                              ; preds = %108
  br label %1112

418:                                              ; preds = %108
  br label %1112

419:                                              ; preds = %108
  br label %1112

420:                                              ; preds = %108
  br label %1112

421:                                              ; preds = %108
  br label %1112

422:                                              ; preds = %108
  br label %1112

423:                                              ; preds = %108
  br label %1112

424:                                              ; preds = %108
  br label %1112

425:                                              ; preds = %108
  br label %1112

426:                                              ; preds = %108
  br label %1112

427:                                              ; preds = %108
  br label %1112

428:                                              ; preds = %108
  br label %1112

429:                                              ; preds = %108
  br label %1112

430:                                              ; preds = %108
  br label %1112

431:                                              ; preds = %108
  br label %1112

432:                                              ; preds = %108
  br label %1112

433:                                              ; preds = %108
  br label %1112

434:                                              ; preds = %108
  br label %1112

435:                                              ; preds = %108
  br label %1112

436:                                              ; preds = %108
  br label %1112

437:                                              ; preds = %108
  br label %1112

438:                                              ; preds = %108
  br label %1112

439:                                              ; preds = %108
  br label %1112

440:                                              ; preds = %108
  br label %1112

441:                                              ; preds = %108
  br label %1112

442:                                              ; preds = %108
  br label %1112

443:                                              ; preds = %108
  br label %1112

444:                                              ; preds = %108
  br label %1112

445:                                              ; preds = %108
  br label %1112

446:                                              ; preds = %108
  br label %1112

447:                                              ; preds = %108
  br label %1112

448:                                              ; preds = %108
  br label %1112

449:                                              ; preds = %108
  br label %1112

450:                                              ; preds = %108
  br label %1112

451:                                              ; preds = %108
  br label %1112

452:                                              ; preds = %108
  br label %1112

453:                                              ; preds = %108
  br label %1112

454:                                              ; preds = %108
  br label %1112

455:                                              ; preds = %108
  br label %1112

456:                                              ; preds = %108
  br label %1112

457:                                              ; preds = %108
  br label %1112

458:                                              ; preds = %108
  br label %1112

459:                                              ; preds = %108
  br label %1112

460:                                              ; preds = %108
  br label %1112

461:                                              ; preds = %108
  br label %1112

462:                                              ; preds = %108
  br label %1112

463:                                              ; preds = %108
  br label %1112

464:                                              ; preds = %108
  br label %1112

465:                                              ; preds = %108
  br label %1112

466:                                              ; preds = %108
  br label %1112

467:                                              ; preds = %108
  br label %1112

468:                                              ; preds = %108
  br label %1112

469:                                              ; preds = %108
  br label %1112

470:                                              ; preds = %108
  br label %1112

471:                                              ; preds = %108
  br label %1112

472:                                              ; preds = %108
  br label %1112

473:                                              ; preds = %108
  br label %1112

474:                                              ; preds = %108
  br label %1112

475:                                              ; preds = %108
  br label %1112

476:                                              ; preds = %108
  br label %1112

477:                                              ; preds = %108
  br label %1112

478:                                              ; preds = %108
  br label %1112

479:                                              ; preds = %108
  br label %1112

480:                                              ; preds = %108
  br label %1112

481:                                              ; preds = %108
  br label %1112

482:                                              ; preds = %108
  br label %1112

483:                                              ; preds = %108
  br label %1112

484:                                              ; preds = %108
  br label %1112

485:                                              ; preds = %108
  br label %1112

486:                                              ; preds = %108
  br label %1112

487:                                              ; preds = %108
  br label %1112

488:                                              ; preds = %108
  br label %1112

489:                                              ; preds = %108
  br label %1112

490:                                              ; preds = %108
  br label %1112

491:                                              ; preds = %108
  br label %1112

492:                                              ; preds = %108
  br label %1112

493:                                              ; preds = %108
  br label %1112

494:                                              ; preds = %108
  br label %1112

495:                                              ; preds = %108
  br label %1112

496:                                              ; preds = %108
  br label %1112

497:                                              ; preds = %108
  br label %1112

498:                                              ; preds = %108
  br label %1112

499:                                              ; preds = %108
  br label %1112

500:                                              ; preds = %108
  br label %1112

501:                                              ; preds = %108
  br label %1112

502:                                              ; preds = %108
  br label %1112

503:                                              ; preds = %108
  br label %1112

504:                                              ; preds = %108
  br label %1112

505:                                              ; preds = %108
  br label %1112

506:                                              ; preds = %108
  br label %1112

507:                                              ; preds = %108
  br label %1112

508:                                              ; preds = %108
  br label %1112

509:                                              ; preds = %108
  br label %1112

510:                                              ; preds = %108
  br label %1112

511:                                              ; preds = %108
  br label %1112

512:                                              ; preds = %108
  br label %1112

513:                                              ; preds = %108
  br label %1112

514:                                              ; preds = %108
  br label %1112

515:                                              ; preds = %108
  br label %1112

516:                                              ; preds = %108
  br label %1112

517:                                              ; preds = %108
  br label %1112

518:                                              ; preds = %108
  br label %1112

519:                                              ; preds = %108
  br label %1112

520:                                              ; preds = %108
  br label %1112

521:                                              ; preds = %108
  br label %1112

522:                                              ; preds = %108
  br label %1112

523:                                              ; preds = %108
  br label %1112

524:                                              ; preds = %108
  br label %1112

525:                                              ; preds = %108
  br label %1112

526:                                              ; preds = %108
  br label %1112

527:                                              ; preds = %108
  br label %1112

528:                                              ; preds = %108
  br label %1112

529:                                              ; preds = %108
  br label %1112

530:                                              ; preds = %108
  br label %1112

531:                                              ; preds = %108
  br label %1112

532:                                              ; preds = %108
  br label %1112

533:                                              ; preds = %108
  br label %1112

534:                                              ; preds = %108
  br label %1112

535:                                              ; preds = %108
  br label %1112

536:                                              ; preds = %108
  br label %1112

537:                                              ; preds = %108
  br label %1112

538:                                              ; preds = %108
  br label %1112

539:                                              ; preds = %108
  br label %1112

540:                                              ; preds = %108
  br label %1112

541:                                              ; preds = %108
  br label %1112

542:                                              ; preds = %108
  br label %1112

543:                                              ; preds = %108
  br label %1112

544:                                              ; preds = %108
  br label %1112

545:                                              ; preds = %108
  br label %1112

546:                                              ; preds = %108
  br label %1112

547:                                              ; preds = %108
  br label %1112

548:                                              ; preds = %108
  br label %1112

549:                                              ; preds = %108
  br label %1112

550:                                              ; preds = %108
  br label %1112

551:                                              ; preds = %108
  br label %1112

552:                                              ; preds = %108
  br label %1112

553:                                              ; preds = %108
  br label %1112

554:                                              ; preds = %108
  br label %1112

555:                                              ; preds = %108
  br label %1112

556:                                              ; preds = %108
  br label %1112

557:                                              ; preds = %108
  br label %1112

558:                                              ; preds = %108
  br label %1112

559:                                              ; preds = %108
  br label %1112

560:                                              ; preds = %108
  br label %1112

561:                                              ; preds = %108
  br label %1112

562:                                              ; preds = %108
  br label %1112

563:                                              ; preds = %108
  br label %1112

564:                                              ; preds = %108
  br label %1112

565:                                              ; preds = %108
  br label %1112

566:                                              ; preds = %108
  br label %1112

567:                                              ; preds = %108
  br label %1112

568:                                              ; preds = %108
  br label %1112

569:                                              ; preds = %108
  br label %1112

570:                                              ; preds = %108
  br label %1112

571:                                              ; preds = %108
  br label %1112

572:                                              ; preds = %108
  br label %1112

573:                                              ; preds = %108
  br label %1112

574:                                              ; preds = %108
  br label %1112

575:                                              ; preds = %108
  br label %1112

576:                                              ; preds = %108
  br label %1112

577:                                              ; preds = %108
  br label %1112

578:                                              ; preds = %108
  br label %1112

579:                                              ; preds = %108
  br label %1112

580:                                              ; preds = %108
  br label %1112

581:                                              ; preds = %108
  br label %1112

582:                                              ; preds = %108
  br label %1112

583:                                              ; preds = %108
  br label %1112

584:                                              ; preds = %108
  br label %1112

585:                                              ; preds = %108
  br label %1112

586:                                              ; preds = %108
  br label %1112

587:                                              ; preds = %108
  br label %1112

588:                                              ; preds = %108
  br label %1112

589:                                              ; preds = %108
  br label %1112

590:                                              ; preds = %108
  br label %1112

591:                                              ; preds = %108
  br label %1112

592:                                              ; preds = %108
  br label %1112

593:                                              ; preds = %108
  br label %1112

594:                                              ; preds = %108
  br label %1112

595:                                              ; preds = %108
  br label %1112

596:                                              ; preds = %108
  br label %1112

597:                                              ; preds = %108
  br label %1112

598:                                              ; preds = %108
  br label %1112

599:                                              ; preds = %108
  br label %1112

600:                                              ; preds = %108
  br label %1112

601:                                              ; preds = %108
  br label %1112

602:                                              ; preds = %108
  br label %1112

603:                                              ; preds = %108
  br label %1112

604:                                              ; preds = %108
  br label %1112

605:                                              ; preds = %108
  br label %1112

606:                                              ; preds = %108
  br label %1112

607:                                              ; preds = %108
  br label %1112

608:                                              ; preds = %108
  br label %1112

609:                                              ; preds = %108
  br label %1112

610:                                              ; preds = %108
  br label %1112

611:                                              ; preds = %108
  br label %1112

612:                                              ; preds = %108
  br label %1112

613:                                              ; preds = %108
  br label %1112

614:                                              ; preds = %108
  br label %1112

615:                                              ; preds = %108
  br label %1112

616:                                              ; preds = %108
  br label %1112

617:                                              ; preds = %108
  br label %1112

618:                                              ; preds = %108
  br label %1112

619:                                              ; preds = %108
  br label %1112

620:                                              ; preds = %108
  br label %1112

621:                                              ; preds = %108
  br label %1112

622:                                              ; preds = %108
  br label %1112

623:                                              ; preds = %108
  br label %1112

624:                                              ; preds = %108
  br label %1112

625:                                              ; preds = %108
  br label %1112

626:                                              ; preds = %108
  br label %1112

627:                                              ; preds = %108
  br label %1112

628:                                              ; preds = %108
  br label %1112

629:                                              ; preds = %108
  br label %1112

630:                                              ; preds = %108
  br label %1112

631:                                              ; preds = %108
  br label %1112

632:                                              ; preds = %108
  br label %1112

633:                                              ; preds = %108
  br label %1112

634:                                              ; preds = %108
  br label %1112

635:                                              ; preds = %108
  br label %1112

636:                                              ; preds = %108
  br label %1112

637:                                              ; preds = %108
  br label %1112

638:                                              ; preds = %108
  br label %1112

639:                                              ; preds = %108
  br label %1112

640:                                              ; preds = %108
  br label %1112

641:                                              ; preds = %108
  br label %1112

642:                                              ; preds = %108
  br label %1112

643:                                              ; preds = %108
  br label %1112

644:                                              ; preds = %108
  br label %1112

645:                                              ; preds = %108
  br label %1112

646:                                              ; preds = %108
  br label %1112

647:                                              ; preds = %108
  br label %1112

648:                                              ; preds = %108
  br label %1112

649:                                              ; preds = %108
  br label %1112

650:                                              ; preds = %108
  br label %1112

651:                                              ; preds = %108
  br label %1112

652:                                              ; preds = %108
  br label %1112

653:                                              ; preds = %108
  br label %1112

654:                                              ; preds = %108
  br label %1112

655:                                              ; preds = %108
  br label %1112

656:                                              ; preds = %108
  br label %1112

657:                                              ; preds = %108
  br label %1112

658:                                              ; preds = %108
  br label %1112

659:                                              ; preds = %108
  br label %1112

660:                                              ; preds = %108
  br label %1112

661:                                              ; preds = %108
  br label %1112

662:                                              ; preds = %108
  br label %1112

663:                                              ; preds = %108
  br label %1112

664:                                              ; preds = %108
  br label %1112

665:                                              ; preds = %108
  br label %1112

666:                                              ; preds = %108
  br label %1112

667:                                              ; preds = %108
  br label %1112

668:                                              ; preds = %108
  br label %1112

669:                                              ; preds = %108
  br label %1112

670:                                              ; preds = %108
  br label %1112

671:                                              ; preds = %108
  br label %1112

672:                                              ; preds = %108
  br label %1112

673:                                              ; preds = %108
  br label %1112

674:                                              ; preds = %108
  br label %1112

675:                                              ; preds = %108
  br label %1112

676:                                              ; preds = %108
  br label %1112

677:                                              ; preds = %108
  br label %1112

678:                                              ; preds = %108
  br label %1112

679:                                              ; preds = %108
  br label %1112

680:                                              ; preds = %108
  br label %1112

681:                                              ; preds = %108
  br label %1112

682:                                              ; preds = %108
  br label %1112

683:                                              ; preds = %108
  br label %1112

684:                                              ; preds = %108
  br label %1112

685:                                              ; preds = %108
  br label %1112

686:                                              ; preds = %108
  br label %1112

687:                                              ; preds = %108
  br label %1112

688:                                              ; preds = %108
  br label %1112

689:                                              ; preds = %108
  br label %1112

690:                                              ; preds = %108
  br label %1112

691:                                              ; preds = %108
  br label %1112

692:                                              ; preds = %108
  br label %1112

693:                                              ; preds = %108
  br label %1112

694:                                              ; preds = %108
  br label %1112

695:                                              ; preds = %108
  br label %1112

696:                                              ; preds = %108
  br label %1112

697:                                              ; preds = %108
  br label %1112

698:                                              ; preds = %108
  br label %1112

699:                                              ; preds = %108
  br label %1112

700:                                              ; preds = %108
  br label %1112

701:                                              ; preds = %108
  br label %1112

702:                                              ; preds = %108
  br label %1112

703:                                              ; preds = %108
  br label %1112

704:                                              ; preds = %108
  br label %1112

705:                                              ; preds = %108
  br label %1112

706:                                              ; preds = %108
  br label %1112

707:                                              ; preds = %108
  br label %1112

708:                                              ; preds = %108
  br label %1112

709:                                              ; preds = %108
  br label %1112

710:                                              ; preds = %108
  br label %1112

711:                                              ; preds = %108
  br label %1112

712:                                              ; preds = %108
  br label %1112

713:                                              ; preds = %108
  br label %1112

714:                                              ; preds = %108
  br label %1112

715:                                              ; preds = %108
  br label %1112

716:                                              ; preds = %108
  br label %1112

717:                                              ; preds = %108
  br label %1112

718:                                              ; preds = %108
  br label %1112

719:                                              ; preds = %108
  br label %1112

720:                                              ; preds = %108
  br label %1112

721:                                              ; preds = %108
  br label %1112

722:                                              ; preds = %108
  br label %1112

723:                                              ; preds = %108
  br label %1112

724:                                              ; preds = %108
  br label %1112

725:                                              ; preds = %108
  br label %1112

726:                                              ; preds = %108
  br label %1112

727:                                              ; preds = %108
  br label %1112

728:                                              ; preds = %108
  br label %1112

729:                                              ; preds = %108
  br label %1112

730:                                              ; preds = %108
  br label %1112

731:                                              ; preds = %108
  br label %1112

732:                                              ; preds = %108
  br label %1112

733:                                              ; preds = %108
  br label %1112

734:                                              ; preds = %108
  br label %1112

735:                                              ; preds = %108
  br label %1112

736:                                              ; preds = %108
  br label %1112

737:                                              ; preds = %108
  br label %1112

738:                                              ; preds = %108
  br label %1112

739:                                              ; preds = %108
  br label %1112

740:                                              ; preds = %108
  br label %1112

741:                                              ; preds = %108
  br label %1112

742:                                              ; preds = %108
  br label %1112

743:                                              ; preds = %108
  br label %1112

744:                                              ; preds = %108
  br label %1112

745:                                              ; preds = %108
  br label %1112

746:                                              ; preds = %108
  br label %1112

747:                                              ; preds = %108
  br label %1112

748:                                              ; preds = %108
  br label %1112

749:                                              ; preds = %108
  br label %1112

750:                                              ; preds = %108
  br label %1112

751:                                              ; preds = %108
  br label %1112

752:                                              ; preds = %108
  br label %1112

753:                                              ; preds = %108
  br label %1112

754:                                              ; preds = %108
  br label %1112

755:                                              ; preds = %108
  br label %1112

756:                                              ; preds = %108
  br label %1112

757:                                              ; preds = %108
  br label %1112

758:                                              ; preds = %108
  br label %1112

759:                                              ; preds = %108
  br label %1112

760:                                              ; preds = %108
  br label %1112

761:                                              ; preds = %108
  br label %1112

762:                                              ; preds = %108
  br label %1112

763:                                              ; preds = %108
  br label %1112

764:                                              ; preds = %108
  br label %1112

765:                                              ; preds = %108
  br label %1112

766:                                              ; preds = %108
  br label %1112

767:                                              ; preds = %108
  br label %1112

768:                                              ; preds = %108
  br label %1112

769:                                              ; preds = %108
  br label %1112

770:                                              ; preds = %108
  br label %1112

771:                                              ; preds = %108
  br label %1112

772:                                              ; preds = %108
  br label %1112

773:                                              ; preds = %108
  br label %1112

774:                                              ; preds = %108
  br label %1112

775:                                              ; preds = %108
  br label %1112

776:                                              ; preds = %108
  br label %1112

777:                                              ; preds = %108
  br label %1112

778:                                              ; preds = %108
  br label %1112

779:                                              ; preds = %108
  br label %1112

780:                                              ; preds = %108
  br label %1112

781:                                              ; preds = %108
  br label %1112

782:                                              ; preds = %108
  br label %1112

783:                                              ; preds = %108
  br label %1112

784:                                              ; preds = %108
  br label %1112

785:                                              ; preds = %108
  br label %1112

786:                                              ; preds = %108
  br label %1112

787:                                              ; preds = %108
  br label %1112

788:                                              ; preds = %108
  br label %1112

789:                                              ; preds = %108
  br label %1112

790:                                              ; preds = %108
  br label %1112

791:                                              ; preds = %108
  br label %1112

792:                                              ; preds = %108
  br label %1112

793:                                              ; preds = %108
  br label %1112

794:                                              ; preds = %108
  br label %1112

795:                                              ; preds = %108
  br label %1112

796:                                              ; preds = %108
  br label %1112

797:                                              ; preds = %108
  br label %1112

798:                                              ; preds = %108
  br label %1112

799:                                              ; preds = %108
  br label %1112

800:                                              ; preds = %108
  br label %1112

801:                                              ; preds = %108
  br label %1112

802:                                              ; preds = %108
  br label %1112

803:                                              ; preds = %108
  br label %1112

804:                                              ; preds = %108
  br label %1112

805:                                              ; preds = %108
  br label %1112

806:                                              ; preds = %108
  br label %1112

807:                                              ; preds = %108
  br label %1112

808:                                              ; preds = %108
  br label %1112

809:                                              ; preds = %108
  br label %1112

810:                                              ; preds = %108
  br label %1112

811:                                              ; preds = %108
  br label %1112

812:                                              ; preds = %108
  br label %1112

813:                                              ; preds = %108
  br label %1112

814:                                              ; preds = %108
  br label %1112

815:                                              ; preds = %108
  br label %1112

816:                                              ; preds = %108
  br label %1112

817:                                              ; preds = %108
  br label %1112

818:                                              ; preds = %108
  br label %1112

819:                                              ; preds = %108
  br label %1112

820:                                              ; preds = %108
  br label %1112

821:                                              ; preds = %108
  br label %1112

822:                                              ; preds = %108
  br label %1112

823:                                              ; preds = %108
  br label %1112

824:                                              ; preds = %108
  br label %1112

825:                                              ; preds = %108
  br label %1112

826:                                              ; preds = %108
  br label %1112

827:                                              ; preds = %108
  br label %1112

828:                                              ; preds = %108
  br label %1112

829:                                              ; preds = %108
  br label %1112

830:                                              ; preds = %108
  br label %1112

831:                                              ; preds = %108
  br label %1112

832:                                              ; preds = %108
  br label %1112

833:                                              ; preds = %108
  br label %1112

834:                                              ; preds = %108
  br label %1112

835:                                              ; preds = %108
  br label %1112

836:                                              ; preds = %108
  br label %1112

837:                                              ; preds = %108
  br label %1112

838:                                              ; preds = %108
  br label %1112

839:                                              ; preds = %108
  br label %1112

840:                                              ; preds = %108
  br label %1112

841:                                              ; preds = %108
  br label %1112

842:                                              ; preds = %108
  br label %1112

843:                                              ; preds = %108
  br label %1112

844:                                              ; preds = %108
  br label %1112

845:                                              ; preds = %108
  br label %1112

846:                                              ; preds = %108
  br label %1112

847:                                              ; preds = %108
  br label %1112

848:                                              ; preds = %108
  br label %1112

849:                                              ; preds = %108
  br label %1112

850:                                              ; preds = %108
  br label %1112

851:                                              ; preds = %108
  br label %1112

852:                                              ; preds = %108
  br label %1112

853:                                              ; preds = %108
  br label %1112

854:                                              ; preds = %108
  br label %1112

855:                                              ; preds = %108
  br label %1112

856:                                              ; preds = %108
  br label %1112

857:                                              ; preds = %108
  br label %1112

858:                                              ; preds = %108
  br label %1112

859:                                              ; preds = %108
  br label %1112

860:                                              ; preds = %108
  br label %1112

861:                                              ; preds = %108
  br label %1112

862:                                              ; preds = %108
  br label %1112

863:                                              ; preds = %108
  br label %1112

864:                                              ; preds = %108
  br label %1112

865:                                              ; preds = %108
  br label %1112

866:                                              ; preds = %108
  br label %1112

867:                                              ; preds = %108
  br label %1112

868:                                              ; preds = %108
  br label %1112

869:                                              ; preds = %108
  br label %1112

870:                                              ; preds = %108
  br label %1112

871:                                              ; preds = %108
  br label %1112

872:                                              ; preds = %108
  br label %1112

873:                                              ; preds = %108
  br label %1112

874:                                              ; preds = %108
  br label %1112

875:                                              ; preds = %108
  br label %1112

876:                                              ; preds = %108
  br label %1112

877:                                              ; preds = %108
  br label %1112

878:                                              ; preds = %108
  br label %1112

879:                                              ; preds = %108
  br label %1112

880:                                              ; preds = %108
  br label %1112

881:                                              ; preds = %108
  br label %1112

882:                                              ; preds = %108
  br label %1112

883:                                              ; preds = %108
  br label %1112

884:                                              ; preds = %108
  br label %1112

885:                                              ; preds = %108
  br label %1112

886:                                              ; preds = %108
  br label %1112

887:                                              ; preds = %108
  br label %1112

888:                                              ; preds = %108
  br label %1112

889:                                              ; preds = %108
  br label %1112

890:                                              ; preds = %108
  br label %1112

891:                                              ; preds = %108
  br label %1112

892:                                              ; preds = %108
  br label %1112

893:                                              ; preds = %108
  br label %1112

894:                                              ; preds = %108
  br label %1112

895:                                              ; preds = %108
  br label %1112

896:                                              ; preds = %108
  br label %1112

897:                                              ; preds = %108
  br label %1112

898:                                              ; preds = %108
  br label %1112

899:                                              ; preds = %108
  br label %1112

900:                                              ; preds = %108
  br label %1112

901:                                              ; preds = %108
  br label %1112

902:                                              ; preds = %108
  br label %1112

903:                                              ; preds = %108
  br label %1112

904:                                              ; preds = %108
  br label %1112

905:                                              ; preds = %108
  br label %1112

906:                                              ; preds = %108
  br label %1112

907:                                              ; preds = %108
  br label %1112

908:                                              ; preds = %108
  br label %1112

909:                                              ; preds = %108
  br label %1112

910:                                              ; preds = %108
  br label %1112

911:                                              ; preds = %108
  br label %1112

912:                                              ; preds = %108
  br label %1112

913:                                              ; preds = %108
  br label %1112

914:                                              ; preds = %108
  br label %1112

915:                                              ; preds = %108
  br label %1112

916:                                              ; preds = %108
  br label %1112

917:                                              ; preds = %108
  br label %1112

918:                                              ; preds = %108
  br label %1112

919:                                              ; preds = %108
  br label %1112

920:                                              ; preds = %108
  br label %1112

921:                                              ; preds = %108
  br label %1112

922:                                              ; preds = %108
  br label %1112

923:                                              ; preds = %108
  br label %1112

924:                                              ; preds = %108
  br label %1112

925:                                              ; preds = %108
  br label %1112

926:                                              ; preds = %108
  br label %1112

927:                                              ; preds = %108
  br label %1112

928:                                              ; preds = %108
  br label %1112

929:                                              ; preds = %108
  br label %1112

930:                                              ; preds = %108
  br label %1112

931:                                              ; preds = %108
  br label %1112

932:                                              ; preds = %108
  br label %1112

933:                                              ; preds = %108
  br label %1112

934:                                              ; preds = %108
  br label %1112

935:                                              ; preds = %108
  br label %1112

936:                                              ; preds = %108
  br label %1112

937:                                              ; preds = %108
  br label %1112

938:                                              ; preds = %108
  br label %1112

939:                                              ; preds = %108
  br label %1112

940:                                              ; preds = %108
  br label %1112

941:                                              ; preds = %108
  br label %1112

942:                                              ; preds = %108
  br label %1112

943:                                              ; preds = %108
  br label %1112

944:                                              ; preds = %108
  br label %1112

945:                                              ; preds = %108
  br label %1112

946:                                              ; preds = %108
  br label %1112

947:                                              ; preds = %108
  br label %1112

948:                                              ; preds = %108
  br label %1112

949:                                              ; preds = %108
  br label %1112

950:                                              ; preds = %108
  br label %1112

951:                                              ; preds = %108
  br label %1112

952:                                              ; preds = %108
  br label %1112

953:                                              ; preds = %108
  br label %1112

954:                                              ; preds = %108
  br label %1112

955:                                              ; preds = %108
  br label %1112

956:                                              ; preds = %108
  br label %1112

957:                                              ; preds = %108
  br label %1112

958:                                              ; preds = %108
  br label %1112

959:                                              ; preds = %108
  br label %1112

960:                                              ; preds = %108
  br label %1112

961:                                              ; preds = %108
  br label %1112

962:                                              ; preds = %108
  br label %1112

963:                                              ; preds = %108
  br label %1112

964:                                              ; preds = %108
  br label %1112

965:                                              ; preds = %108
  br label %1112

966:                                              ; preds = %108
  br label %1112

967:                                              ; preds = %108
  br label %1112

968:                                              ; preds = %108
  br label %1112

969:                                              ; preds = %108
  br label %1112

970:                                              ; preds = %108
  br label %1112

971:                                              ; preds = %108
  br label %1112

972:                                              ; preds = %108
  br label %1112

973:                                              ; preds = %108
  br label %1112

974:                                              ; preds = %108
  br label %1112

975:                                              ; preds = %108
  br label %1112

976:                                              ; preds = %108
  br label %1112

977:                                              ; preds = %108
  br label %1112

978:                                              ; preds = %108
  br label %1112

979:                                              ; preds = %108
  br label %1112

980:                                              ; preds = %108
  br label %1112

981:                                              ; preds = %108
  br label %1112

982:                                              ; preds = %108
  br label %1112

983:                                              ; preds = %108
  br label %1112

984:                                              ; preds = %108
  br label %1112

985:                                              ; preds = %108
  br label %1112

986:                                              ; preds = %108
  br label %1112

987:                                              ; preds = %108
  br label %1112

988:                                              ; preds = %108
  br label %1112

989:                                              ; preds = %108
  br label %1112

990:                                              ; preds = %108
  br label %1112

991:                                              ; preds = %108
  br label %1112

992:                                              ; preds = %108
  br label %1112

993:                                              ; preds = %108
  br label %1112

994:                                              ; preds = %108
  br label %1112

995:                                              ; preds = %108
  br label %1112

996:                                              ; preds = %108
  br label %1112

997:                                              ; preds = %108
  br label %1112

998:                                              ; preds = %108
  br label %1112

999:                                              ; preds = %108
  br label %1112

1000:                                             ; preds = %108
  br label %1112

1001:                                             ; preds = %108
  br label %1112

1002:                                             ; preds = %108
  br label %1112

1003:                                             ; preds = %108
  br label %1112

1004:                                             ; preds = %108
  br label %1112

1005:                                             ; preds = %108
  br label %1112

1006:                                             ; preds = %108
  br label %1112

1007:                                             ; preds = %108
  br label %1112

1008:                                             ; preds = %108
  br label %1112

1009:                                             ; preds = %108
  br label %1112

1010:                                             ; preds = %108
  br label %1112

1011:                                             ; preds = %108
  br label %1112

1012:                                             ; preds = %108
  br label %1112

1013:                                             ; preds = %108
  br label %1112

1014:                                             ; preds = %108
  br label %1112

1015:                                             ; preds = %108
  br label %1112

1016:                                             ; preds = %108
  br label %1112

1017:                                             ; preds = %108
  br label %1112

1018:                                             ; preds = %108
  br label %1112

1019:                                             ; preds = %108
  br label %1112

1020:                                             ; preds = %108
  br label %1112

1021:                                             ; preds = %108
  br label %1112

1022:                                             ; preds = %108
  br label %1112

1023:                                             ; preds = %108
  br label %1112

1024:                                             ; preds = %108
  br label %1112

1025:                                             ; preds = %108
  br label %1112

1026:                                             ; preds = %108
  br label %1112

1027:                                             ; preds = %108
  br label %1112

1028:                                             ; preds = %108
  br label %1112

1029:                                             ; preds = %108
  br label %1112

1030:                                             ; preds = %108
  br label %1112

1031:                                             ; preds = %108
  br label %1112

1032:                                             ; preds = %108
  br label %1112

1033:                                             ; preds = %108
  br label %1112

1034:                                             ; preds = %108
  br label %1112

1035:                                             ; preds = %108
  br label %1112

1036:                                             ; preds = %108
  br label %1112

1037:                                             ; preds = %108
  br label %1112

1038:                                             ; preds = %108
  br label %1112

1039:                                             ; preds = %108
  br label %1112

1040:                                             ; preds = %108
  br label %1112

1041:                                             ; preds = %108
  br label %1112

1042:                                             ; preds = %108
  br label %1112

1043:                                             ; preds = %108
  br label %1112

1044:                                             ; preds = %108
  br label %1112

1045:                                             ; preds = %108
  br label %1112

1046:                                             ; preds = %108
  br label %1112

1047:                                             ; preds = %108
  br label %1112

1048:                                             ; preds = %108
  br label %1112

1049:                                             ; preds = %108
  br label %1112

1050:                                             ; preds = %108
  br label %1112

1051:                                             ; preds = %108
  br label %1112

1052:                                             ; preds = %108
  br label %1112

1053:                                             ; preds = %108
  br label %1112

1054:                                             ; preds = %108
  br label %1112

1055:                                             ; preds = %108
  br label %1112

1056:                                             ; preds = %108
  br label %1112

1057:                                             ; preds = %108
  br label %1112

1058:                                             ; preds = %108
  br label %1112

1059:                                             ; preds = %108
  br label %1112

1060:                                             ; preds = %108
  br label %1112

1061:                                             ; preds = %108
  br label %1112

1062:                                             ; preds = %108
  br label %1112

1063:                                             ; preds = %108
  br label %1112

1064:                                             ; preds = %108
  br label %1112

1065:                                             ; preds = %108
  br label %1112

1066:                                             ; preds = %108
  br label %1112

1067:                                             ; preds = %108
  br label %1112

1068:                                             ; preds = %108
  br label %1112

1069:                                             ; preds = %108
  br label %1112

1070:                                             ; preds = %108
  br label %1112

1071:                                             ; preds = %108
  br label %1112

1072:                                             ; preds = %108
  br label %1112

1073:                                             ; preds = %108
  br label %1112

1074:                                             ; preds = %108
  br label %1112

1075:                                             ; preds = %108
  br label %1112

1076:                                             ; preds = %108
  br label %1112

1077:                                             ; preds = %108
  br label %1112

1078:                                             ; preds = %108
  br label %1112

1079:                                             ; preds = %108
  br label %1112

1080:                                             ; preds = %108
  br label %1112

1081:                                             ; preds = %108
  br label %1112

1082:                                             ; preds = %108
  br label %1112

1083:                                             ; preds = %108
  br label %1112

1084:                                             ; preds = %108
  br label %1112

1085:                                             ; preds = %108
  br label %1112

1086:                                             ; preds = %108
  br label %1112

1087:                                             ; preds = %108
  br label %1112

1088:                                             ; preds = %108
  br label %1112

1089:                                             ; preds = %108
  br label %1112

1090:                                             ; preds = %108
  br label %1112

1091:                                             ; preds = %108
  br label %1112

1092:                                             ; preds = %108
  br label %1112

1093:                                             ; preds = %108
  br label %1112

1094:                                             ; preds = %108
  br label %1112

1095:                                             ; preds = %108
  br label %1112

1096:                                             ; preds = %108
  br label %1112

1097:                                             ; preds = %108
  br label %1112

1098:                                             ; preds = %108
  br label %1112

1099:                                             ; preds = %108
  br label %1112

1100:                                             ; preds = %108
  br label %1112

1101:                                             ; preds = %108
  br label %1112

1102:                                             ; preds = %108
  br label %1112

1103:                                             ; preds = %108
  br label %1112

1104:                                             ; preds = %108
  br label %1112

1105:                                             ; preds = %108
  br label %1112

1106:                                             ; preds = %108
  br label %1112

1107:                                             ; preds = %108
  br label %1112

1108:                                             ; preds = %108
  br label %1112

1109:                                             ; preds = %108
  br label %1112

1110:                                             ; preds = %108
  br label %1112

1111:                                             ; preds = %108
  br label %1112

1112:                                             ; preds = %108, %112, %113, %114, %115, %116, %117, %118, %119, %120, %121, %122, %123, %124, %125, %126, %127, %128, %129, %130, %131, %132, %133, %134, %135, %136, %137, %138, %139, %140, %141, %142, %143, %144, %145, %146, %147, %148, %149, %150, %151, %152, %153, %154, %155, %156, %157, %158, %159, %160, %161, %162, %163, %164, %165, %166, %167, %168, %169, %170, %171, %172, %173, %174, %175, %176, %177, %178, %179, %180, %181, %182, %183, %184, %185, %186, %187, %188, %189, %190, %191, %192, %193, %194, %195, %196, %197, %198, %199, %200, %201, %202, %203, %204, %205, %206, %207, %208, %209, %210, %211, %212, %213, %214, %215, %216, %217, %218, %219, %220, %221, %222, %223, %224, %225, %226, %227, %228, %229, %230, %231, %232, %233, %234, %235, %236, %237, %238, %239, %240, %241, %242, %243, %244, %245, %246, %247, %248, %249, %250, %251, %252, %253, %254, %255, %256, %257, %258, %259, %260, %261, %262, %263, %264, %265, %266, %267, %268, %269, %270, %271, %272, %273, %274, %275, %276, %277, %278, %279, %280, %281, %282, %283, %284, %285, %286, %287, %288, %289, %290, %291, %292, %293, %294, %295, %296, %297, %298, %299, %300, %301, %302, %303, %304, %305, %306, %307, %308, %309, %310, %311, %312, %313, %314, %315, %316, %317, %318, %319, %320, %321, %322, %323, %324, %325, %326, %327, %328, %329, %330, %331, %332, %333, %334, %335, %336, %337, %338, %339, %340, %341, %342, %343, %344, %345, %346, %347, %348, %349, %350, %351, %352, %353, %354, %355, %356, %357, %358, %359, %360, %361, %362, %363, %364, %365, %366, %367, %368, %369, %370, %371, %372, %373, %374, %375, %376, %377, %378, %379, %380, %381, %382, %383, %384, %385, %386, %387, %388, %389, %390, %391, %392, %393, %394, %395, %396, %397, %398, %399, %400, %401, %402, %403, %404, %405, %406, %407, %408, %409, %410, %411, %412, %413, %414, %415, %416, %417, %418, %419, %420, %421, %422, %423, %424, %425, %426, %427, %428, %429, %430, %431, %432, %433, %434, %435, %436, %437, %438, %439, %440, %441, %442, %443, %444, %445, %446, %447, %448, %449, %450, %451, %452, %453, %454, %455, %456, %457, %458, %459, %460, %461, %462, %463, %464, %465, %466, %467, %468, %469, %470, %471, %472, %473, %474, %475, %476, %477, %478, %479, %480, %481, %482, %483, %484, %485, %486, %487, %488, %489, %490, %491, %492, %493, %494, %495, %496, %497, %498, %499, %500, %501, %502, %503, %504, %505, %506, %507, %508, %509, %510, %511, %512, %513, %514, %515, %516, %517, %518, %519, %520, %521, %522, %523, %524, %525, %526, %527, %528, %529, %530, %531, %532, %533, %534, %535, %536, %537, %538, %539, %540, %541, %542, %543, %544, %545, %546, %547, %548, %549, %550, %551, %552, %553, %554, %555, %556, %557, %558, %559, %560, %561, %562, %563, %564, %565, %566, %567, %568, %569, %570, %571, %572, %573, %574, %575, %576, %577, %578, %579, %580, %581, %582, %583, %584, %585, %586, %587, %588, %589, %590, %591, %592, %593, %594, %595, %596, %597, %598, %599, %600, %601, %602, %603, %604, %605, %606, %607, %608, %609, %610, %611, %612, %613, %614, %615, %616, %617, %618, %619, %620, %621, %622, %623, %624, %625, %626, %627, %628, %629, %630, %631, %632, %633, %634, %635, %636, %637, %638, %639, %640, %641, %642, %643, %644, %645, %646, %647, %648, %649, %650, %651, %652, %653, %654, %655, %656, %657, %658, %659, %660, %661, %662, %663, %664, %665, %666, %667, %668, %669, %670, %671, %672, %673, %674, %675, %676, %677, %678, %679, %680, %681, %682, %683, %684, %685, %686, %687, %688, %689, %690, %691, %692, %693, %694, %695, %696, %697, %698, %699, %700, %701, %702, %703, %704, %705, %706, %707, %708, %709, %710, %711, %712, %713, %714, %715, %716, %717, %718, %719, %720, %721, %722, %723, %724, %725, %726, %727, %728, %729, %730, %731, %732, %733, %734, %735, %736, %737, %738, %739, %740, %741, %742, %743, %744, %745, %746, %747, %748, %749, %750, %751, %752, %753, %754, %755, %756, %757, %758, %759, %760, %761, %762, %763, %764, %765, %766, %767, %768, %769, %770, %771, %772, %773, %774, %775, %776, %777, %778, %779, %780, %781, %782, %783, %784, %785, %786, %787, %788, %789, %790, %791, %792, %793, %794, %795, %796, %797, %798, %799, %800, %801, %802, %803, %804, %805, %806, %807, %808, %809, %810, %811, %812, %813, %814, %815, %816, %817, %818, %819, %820, %821, %822, %823, %824, %825, %826, %827, %828, %829, %830, %831, %832, %833, %834, %835, %836, %837, %838, %839, %840, %841, %842, %843, %844, %845, %846, %847, %848, %849, %850, %851, %852, %853, %854, %855, %856, %857, %858, %859, %860, %861, %862, %863, %864, %865, %866, %867, %868, %869, %870, %871, %872, %873, %874, %875, %876, %877, %878, %879, %880, %881, %882, %883, %884, %885, %886, %887, %888, %889, %890, %891, %892, %893, %894, %895, %896, %897, %898, %899, %900, %901, %902, %903, %904, %905, %906, %907, %908, %909, %910, %911, %912, %913, %914, %915, %916, %917, %918, %919, %920, %921, %922, %923, %924, %925, %926, %927, %928, %929, %930, %931, %932, %933, %934, %935, %936, %937, %938, %939, %940, %941, %942, %943, %944, %945, %946, %947, %948, %949, %950, %951, %952, %953, %954, %955, %956, %957, %958, %959, %960, %961, %962, %963, %964, %965, %966, %967, %968, %969, %970, %971, %972, %973, %974, %975, %976, %977, %978, %979, %980, %981, %982, %983, %984, %985, %986, %987, %988, %989, %990, %991, %992, %993, %994, %995, %996, %997, %998, %999, %1000, %1001, %1002, %1003, %1004, %1005, %1006, %1007, %1008, %1009, %1010, %1011, %1012, %1013, %1014, %1015, %1016, %1017, %1018, %1019, %1020, %1021, %1022, %1023, %1024, %1025, %1026, %1027, %1028, %1029, %1030, %1031, %1032, %1033, %1034, %1035, %1036, %1037, %1038, %1039, %1040, %1041, %1042, %1043, %1044, %1045, %1046, %1047, %1048, %1049, %1050, %1051, %1052, %1053, %1054, %1055, %1056, %1057, %1058, %1059, %1060, %1061, %1062, %1063, %1064, %1065, %1066, %1067, %1068, %1069, %1070, %1071, %1072, %1073, %1074, %1075, %1076, %1077, %1078, %1079, %1080, %1081, %1082, %1083, %1084, %1085, %1086, %1087, %1088, %1089, %1090, %1091, %1092, %1093, %1094, %1095, %1096, %1097, %1098, %1099, %1100, %1101, %1102, %1103, %1104, %1105, %1106, %1107, %1108, %1109, %1110, %1111
  %1113 = phi i32 [ -1, %1111 ], [ 81, %1110 ], [ 162, %1109 ], [ 243, %1108 ], [ 324, %1107 ], [ 405, %1106 ], [ 486, %1105 ], [ 567, %1104 ], [ 648, %1103 ], [ 729, %1102 ], [ 810, %1101 ], [ 891, %1100 ], [ 972, %1099 ], [ 53, %1098 ], [ 134, %1097 ], [ 215, %1096 ], [ 296, %1095 ], [ 377, %1094 ], [ 458, %1093 ], [ 539, %1092 ], [ 620, %1091 ], [ 701, %1090 ], [ 782, %1089 ], [ 863, %1088 ], [ 944, %1087 ], [ 25, %1086 ], [ 106, %1085 ], [ 187, %1084 ], [ 268, %1083 ], [ 349, %1082 ], [ 430, %1081 ], [ 511, %1080 ], [ 592, %1079 ], [ 673, %1078 ], [ 754, %1077 ], [ 835, %1076 ], [ 916, %1075 ], [ 997, %1074 ], [ 78, %1073 ], [ 159, %1072 ], [ 240, %1071 ], [ 321, %1070 ], [ 402, %1069 ], [ 483, %1068 ], [ 564, %1067 ], [ 645, %1066 ], [ 726, %1065 ], [ 807, %1064 ], [ 888, %1063 ], [ 969, %1062 ], [ 50, %1061 ], [ 131, %1060 ], [ 212, %1059 ], [ 293, %1058 ], [ 374, %1057 ], [ 455, %1056 ], [ 536, %1055 ], [ 617, %1054 ], [ 698, %1053 ], [ 779, %1052 ], [ 860, %1051 ], [ 941, %1050 ], [ 22, %1049 ], [ 103, %1048 ], [ 184, %1047 ], [ 265, %1046 ], [ 346, %1045 ], [ 427, %1044 ], [ 508, %1043 ], [ 589, %1042 ], [ 670, %1041 ], [ 751, %1040 ], [ 832, %1039 ], [ 913, %1038 ], [ 994, %1037 ], [ 75, %1036 ], [ 156, %1035 ], [ 237, %1034 ], [ 318, %1033 ], [ 399, %1032 ], [ 480, %1031 ], [ 561, %1030 ], [ 642, %1029 ], [ 723, %1028 ], [ 804, %1027 ], [ 885, %1026 ], [ 966, %1025 ], [ 47, %1024 ], [ 128, %1023 ], [ 209, %1022 ], [ 290, %1021 ], [ 371, %1020 ], [ 452, %1019 ], [ 533, %1018 ], [ 614, %1017 ], [ 695, %1016 ], [ 776, %1015 ], [ 857, %1014 ], [ 938, %1013 ], [ 19, %1012 ], [ 100, %1011 ], [ 181, %1010 ], [ 262, %1009 ], [ 343, %1008 ], [ 424, %1007 ], [ 505, %1006 ], [ 586, %1005 ], [ 667, %1004 ], [ 748, %1003 ], [ 829, %1002 ], [ 910, %1001 ], [ 991, %1000 ], [ 72, %999 ], [ 153, %998 ], [ 234, %997 ], [ 315, %996 ], [ 396, %995 ], [ 477, %994 ], [ 558, %993 ], [ 639, %992 ], [ 720, %991 ], [ 801, %990 ], [ 882, %989 ], [ 963, %988 ], [ 44, %987 ], [ 125, %986 ], [ 206, %985 ], [ 287, %984 ], [ 368, %983 ], [ 449, %982 ], [ 530, %981 ], [ 611, %980 ], [ 692, %979 ], [ 773, %978 ], [ 854, %977 ], [ 935, %976 ], [ 16, %975 ], [ 97, %974 ], [ 178, %973 ], [ 259, %972 ], [ 340, %971 ], [ 421, %970 ], [ 502, %969 ], [ 583, %968 ], [ 664, %967 ], [ 745, %966 ], [ 826, %965 ], [ 907, %964 ], [ 988, %963 ], [ 69, %962 ], [ 150, %961 ], [ 231, %960 ], [ 312, %959 ], [ 393, %958 ], [ 474, %957 ], [ 555, %956 ], [ 636, %955 ], [ 717, %954 ], [ 798, %953 ], [ 879, %952 ], [ 960, %951 ], [ 41, %950 ], [ 122, %949 ], [ 203, %948 ], [ 284, %947 ], [ 365, %946 ], [ 446, %945 ], [ 527, %944 ], [ 608, %943 ], [ 689, %942 ], [ 770, %941 ], [ 851, %940 ], [ 932, %939 ], [ 13, %938 ], [ 94, %937 ], [ 175, %936 ], [ 256, %935 ], [ 337, %934 ], [ 418, %933 ], [ 499, %932 ], [ 580, %931 ], [ 661, %930 ], [ 742, %929 ], [ 823, %928 ], [ 904, %927 ], [ 985, %926 ], [ 66, %925 ], [ 147, %924 ], [ 228, %923 ], [ 309, %922 ], [ 390, %921 ], [ 471, %920 ], [ 552, %919 ], [ 633, %918 ], [ 714, %917 ], [ 795, %916 ], [ 876, %915 ], [ 957, %914 ], [ 38, %913 ], [ 119, %912 ], [ 200, %911 ], [ 281, %910 ], [ 362, %909 ], [ 443, %908 ], [ 524, %907 ], [ 605, %906 ], [ 686, %905 ], [ 767, %904 ], [ 848, %903 ], [ 929, %902 ], [ 10, %901 ], [ 91, %900 ], [ 172, %899 ], [ 253, %898 ], [ 334, %897 ], [ 415, %896 ], [ 496, %895 ], [ 577, %894 ], [ 658, %893 ], [ 739, %892 ], [ 820, %891 ], [ 901, %890 ], [ 982, %889 ], [ 63, %888 ], [ 144, %887 ], [ 225, %886 ], [ 306, %885 ], [ 387, %884 ], [ 468, %883 ], [ 549, %882 ], [ 630, %881 ], [ 711, %880 ], [ 792, %879 ], [ 873, %878 ], [ 954, %877 ], [ 35, %876 ], [ 116, %875 ], [ 197, %874 ], [ 278, %873 ], [ 359, %872 ], [ 440, %871 ], [ 521, %870 ], [ 602, %869 ], [ 683, %868 ], [ 764, %867 ], [ 845, %866 ], [ 926, %865 ], [ 7, %864 ], [ 88, %863 ], [ 169, %862 ], [ 250, %861 ], [ 331, %860 ], [ 412, %859 ], [ 493, %858 ], [ 574, %857 ], [ 655, %856 ], [ 736, %855 ], [ 817, %854 ], [ 898, %853 ], [ 979, %852 ], [ 60, %851 ], [ 141, %850 ], [ 222, %849 ], [ 303, %848 ], [ 384, %847 ], [ 465, %846 ], [ 546, %845 ], [ 627, %844 ], [ 708, %843 ], [ 789, %842 ], [ 870, %841 ], [ 951, %840 ], [ 32, %839 ], [ 113, %838 ], [ 194, %837 ], [ 275, %836 ], [ 356, %835 ], [ 437, %834 ], [ 518, %833 ], [ 599, %832 ], [ 680, %831 ], [ 761, %830 ], [ 842, %829 ], [ 923, %828 ], [ 4, %827 ], [ 85, %826 ], [ 166, %825 ], [ 247, %824 ], [ 328, %823 ], [ 409, %822 ], [ 490, %821 ], [ 571, %820 ], [ 652, %819 ], [ 733, %818 ], [ 814, %817 ], [ 895, %816 ], [ 976, %815 ], [ 57, %814 ], [ 138, %813 ], [ 219, %812 ], [ 300, %811 ], [ 381, %810 ], [ 462, %809 ], [ 543, %808 ], [ 624, %807 ], [ 705, %806 ], [ 786, %805 ], [ 867, %804 ], [ 948, %803 ], [ 29, %802 ], [ 110, %801 ], [ 191, %800 ], [ 272, %799 ], [ 353, %798 ], [ 434, %797 ], [ 515, %796 ], [ 596, %795 ], [ 677, %794 ], [ 758, %793 ], [ 839, %792 ], [ 920, %791 ], [ 1, %790 ], [ 82, %789 ], [ 163, %788 ], [ 244, %787 ], [ 325, %786 ], [ 406, %785 ], [ 487, %784 ], [ 568, %783 ], [ 649, %782 ], [ 730, %781 ], [ 811, %780 ], [ 892, %779 ], [ 973, %778 ], [ 54, %777 ], [ 135, %776 ], [ 216, %775 ], [ 297, %774 ], [ 378, %773 ], [ 459, %772 ], [ 540, %771 ], [ 621, %770 ], [ 702, %769 ], [ 783, %768 ], [ 864, %767 ], [ 945, %766 ], [ 26, %765 ], [ 107, %764 ], [ 188, %763 ], [ 269, %762 ], [ 350, %761 ], [ 431, %760 ], [ 512, %759 ], [ 593, %758 ], [ 674, %757 ], [ 755, %756 ], [ 836, %755 ], [ 917, %754 ], [ 998, %753 ], [ 79, %752 ], [ 160, %751 ], [ 241, %750 ], [ 322, %749 ], [ 403, %748 ], [ 484, %747 ], [ 565, %746 ], [ 646, %745 ], [ 727, %744 ], [ 808, %743 ], [ 889, %742 ], [ 970, %741 ], [ 51, %740 ], [ 132, %739 ], [ 213, %738 ], [ 294, %737 ], [ 375, %736 ], [ 456, %735 ], [ 537, %734 ], [ 618, %733 ], [ 699, %732 ], [ 780, %731 ], [ 861, %730 ], [ 942, %729 ], [ 23, %728 ], [ 104, %727 ], [ 185, %726 ], [ 266, %725 ], [ 347, %724 ], [ 428, %723 ], [ 509, %722 ], [ 590, %721 ], [ 671, %720 ], [ 752, %719 ], [ 833, %718 ], [ 914, %717 ], [ 995, %716 ], [ 76, %715 ], [ 157, %714 ], [ 238, %713 ], [ 319, %712 ], [ 400, %711 ], [ 481, %710 ], [ 562, %709 ], [ 643, %708 ], [ 724, %707 ], [ 805, %706 ], [ 886, %705 ], [ 967, %704 ], [ 48, %703 ], [ 129, %702 ], [ 210, %701 ], [ 291, %700 ], [ 372, %699 ], [ 453, %698 ], [ 534, %697 ], [ 615, %696 ], [ 696, %695 ], [ 777, %694 ], [ 858, %693 ], [ 939, %692 ], [ 20, %691 ], [ 101, %690 ], [ 182, %689 ], [ 263, %688 ], [ 344, %687 ], [ 425, %686 ], [ 506, %685 ], [ 587, %684 ], [ 668, %683 ], [ 749, %682 ], [ 830, %681 ], [ 911, %680 ], [ 992, %679 ], [ 73, %678 ], [ 154, %677 ], [ 235, %676 ], [ 316, %675 ], [ 397, %674 ], [ 478, %673 ], [ 559, %672 ], [ 640, %671 ], [ 721, %670 ], [ 802, %669 ], [ 883, %668 ], [ 964, %667 ], [ 45, %666 ], [ 126, %665 ], [ 207, %664 ], [ 288, %663 ], [ 369, %662 ], [ 450, %661 ], [ 531, %660 ], [ 612, %659 ], [ 693, %658 ], [ 774, %657 ], [ 855, %656 ], [ 936, %655 ], [ 17, %654 ], [ 98, %653 ], [ 179, %652 ], [ 260, %651 ], [ 341, %650 ], [ 422, %649 ], [ 503, %648 ], [ 584, %647 ], [ 665, %646 ], [ 746, %645 ], [ 827, %644 ], [ 908, %643 ], [ 989, %642 ], [ 70, %641 ], [ 151, %640 ], [ 232, %639 ], [ 313, %638 ], [ 394, %637 ], [ 475, %636 ], [ 556, %635 ], [ 637, %634 ], [ 718, %633 ], [ 799, %632 ], [ 880, %631 ], [ 961, %630 ], [ 42, %629 ], [ 123, %628 ], [ 204, %627 ], [ 285, %626 ], [ 366, %625 ], [ 447, %624 ], [ 528, %623 ], [ 609, %622 ], [ 690, %621 ], [ 771, %620 ], [ 852, %619 ], [ 933, %618 ], [ 14, %617 ], [ 95, %616 ], [ 176, %615 ], [ 257, %614 ], [ 338, %613 ], [ 419, %612 ], [ 500, %611 ], [ 581, %610 ], [ 662, %609 ], [ 743, %608 ], [ 824, %607 ], [ 905, %606 ], [ 986, %605 ], [ 67, %604 ], [ 148, %603 ], [ 229, %602 ], [ 310, %601 ], [ 391, %600 ], [ 472, %599 ], [ 553, %598 ], [ 634, %597 ], [ 715, %596 ], [ 796, %595 ], [ 877, %594 ], [ 958, %593 ], [ 39, %592 ], [ 120, %591 ], [ 201, %590 ], [ 282, %589 ], [ 363, %588 ], [ 444, %587 ], [ 525, %586 ], [ 606, %585 ], [ 687, %584 ], [ 768, %583 ], [ 849, %582 ], [ 930, %581 ], [ 11, %580 ], [ 92, %579 ], [ 173, %578 ], [ 254, %577 ], [ 335, %576 ], [ 416, %575 ], [ 497, %574 ], [ 578, %573 ], [ 659, %572 ], [ 740, %571 ], [ 821, %570 ], [ 902, %569 ], [ 983, %568 ], [ 64, %567 ], [ 145, %566 ], [ 226, %565 ], [ 307, %564 ], [ 388, %563 ], [ 469, %562 ], [ 550, %561 ], [ 631, %560 ], [ 712, %559 ], [ 793, %558 ], [ 874, %557 ], [ 955, %556 ], [ 36, %555 ], [ 117, %554 ], [ 198, %553 ], [ 279, %552 ], [ 360, %551 ], [ 441, %550 ], [ 522, %549 ], [ 603, %548 ], [ 684, %547 ], [ 765, %546 ], [ 846, %545 ], [ 927, %544 ], [ 8, %543 ], [ 89, %542 ], [ 170, %541 ], [ 251, %540 ], [ 332, %539 ], [ 413, %538 ], [ 494, %537 ], [ 575, %536 ], [ 656, %535 ], [ 737, %534 ], [ 818, %533 ], [ 899, %532 ], [ 980, %531 ], [ 61, %530 ], [ 142, %529 ], [ 223, %528 ], [ 304, %527 ], [ 385, %526 ], [ 466, %525 ], [ 547, %524 ], [ 628, %523 ], [ 709, %522 ], [ 790, %521 ], [ 871, %520 ], [ 952, %519 ], [ 33, %518 ], [ 114, %517 ], [ 195, %516 ], [ 276, %515 ], [ 357, %514 ], [ 438, %513 ], [ 519, %512 ], [ 600, %511 ], [ 681, %510 ], [ 762, %509 ], [ 843, %508 ], [ 924, %507 ], [ 5, %506 ], [ 86, %505 ], [ 167, %504 ], [ 248, %503 ], [ 329, %502 ], [ 410, %501 ], [ 491, %500 ], [ 572, %499 ], [ 653, %498 ], [ 734, %497 ], [ 815, %496 ], [ 896, %495 ], [ 977, %494 ], [ 58, %493 ], [ 139, %492 ], [ 220, %491 ], [ 301, %490 ], [ 382, %489 ], [ 463, %488 ], [ 544, %487 ], [ 625, %486 ], [ 706, %485 ], [ 787, %484 ], [ 868, %483 ], [ 949, %482 ], [ 30, %481 ], [ 111, %480 ], [ 192, %479 ], [ 273, %478 ], [ 354, %477 ], [ 435, %476 ], [ 516, %475 ], [ 597, %474 ], [ 678, %473 ], [ 759, %472 ], [ 840, %471 ], [ 921, %470 ], [ 2, %469 ], [ 83, %468 ], [ 164, %467 ], [ 245, %466 ], [ 326, %465 ], [ 407, %464 ], [ 488, %463 ], [ 569, %462 ], [ 650, %461 ], [ 731, %460 ], [ 812, %459 ], [ 893, %458 ], [ 974, %457 ], [ 55, %456 ], [ 136, %455 ], [ 217, %454 ], [ 298, %453 ], [ 379, %452 ], [ 460, %451 ], [ 541, %450 ], [ 622, %449 ], [ 703, %448 ], [ 784, %447 ], [ 865, %446 ], [ 946, %445 ], [ 27, %444 ], [ 108, %443 ], [ 189, %442 ], [ 270, %441 ], [ 351, %440 ], [ 432, %439 ], [ 513, %438 ], [ 594, %437 ], [ 675, %436 ], [ 756, %435 ], [ 837, %434 ], [ 918, %433 ], [ 999, %432 ], [ 80, %431 ], [ 161, %430 ], [ 242, %429 ], [ 323, %428 ], [ 404, %427 ], [ 485, %426 ], [ 566, %425 ], [ 647, %424 ], [ 728, %423 ], [ 809, %422 ], [ 890, %421 ], [ 971, %420 ], [ 52, %419 ], [ 133, %418 ], [ 214, %417 ], [ 295, %416 ], [ 376, %415 ], [ 457, %414 ], [ 538, %413 ], [ 619, %412 ], [ 700, %411 ], [ 781, %410 ], [ 862, %409 ], [ 943, %408 ], [ 24, %407 ], [ 105, %406 ], [ 186, %405 ], [ 267, %404 ], [ 348, %403 ], [ 429, %402 ], [ 510, %401 ], [ 591, %400 ], [ 672, %399 ], [ 753, %398 ], [ 834, %397 ], [ 915, %396 ], [ 996, %395 ], [ 77, %394 ], [ 158, %393 ], [ 239, %392 ], [ 320, %391 ], [ 401, %390 ], [ 482, %389 ], [ 563, %388 ], [ 644, %387 ], [ 725, %386 ], [ 806, %385 ], [ 887, %384 ], [ 968, %383 ], [ 49, %382 ], [ 130, %381 ], [ 211, %380 ], [ 292, %379 ], [ 373, %378 ], [ 454, %377 ], [ 535, %376 ], [ 616, %375 ], [ 697, %374 ], [ 778, %373 ], [ 859, %372 ], [ 940, %371 ], [ 21, %370 ], [ 102, %369 ], [ 183, %368 ], [ 264, %367 ], [ 345, %366 ], [ 426, %365 ], [ 507, %364 ], [ 588, %363 ], [ 669, %362 ], [ 750, %361 ], [ 831, %360 ], [ 912, %359 ], [ 993, %358 ], [ 74, %357 ], [ 155, %356 ], [ 236, %355 ], [ 317, %354 ], [ 398, %353 ], [ 479, %352 ], [ 560, %351 ], [ 641, %350 ], [ 722, %349 ], [ 803, %348 ], [ 884, %347 ], [ 965, %346 ], [ 46, %345 ], [ 127, %344 ], [ 208, %343 ], [ 289, %342 ], [ 370, %341 ], [ 451, %340 ], [ 532, %339 ], [ 613, %338 ], [ 694, %337 ], [ 775, %336 ], [ 856, %335 ], [ 937, %334 ], [ 18, %333 ], [ 99, %332 ], [ 180, %331 ], [ 261, %330 ], [ 342, %329 ], [ 423, %328 ], [ 504, %327 ], [ 585, %326 ], [ 666, %325 ], [ 747, %324 ], [ 828, %323 ], [ 909, %322 ], [ 990, %321 ], [ 71, %320 ], [ 152, %319 ], [ 233, %318 ], [ 314, %317 ], [ 395, %316 ], [ 476, %315 ], [ 557, %314 ], [ 638, %313 ], [ 719, %312 ], [ 800, %311 ], [ 881, %310 ], [ 962, %309 ], [ 43, %308 ], [ 124, %307 ], [ 205, %306 ], [ 286, %305 ], [ 367, %304 ], [ 448, %303 ], [ 529, %302 ], [ 610, %301 ], [ 691, %300 ], [ 772, %299 ], [ 853, %298 ], [ 934, %297 ], [ 15, %296 ], [ 96, %295 ], [ 177, %294 ], [ 258, %293 ], [ 339, %292 ], [ 420, %291 ], [ 501, %290 ], [ 582, %289 ], [ 663, %288 ], [ 744, %287 ], [ 825, %286 ], [ 906, %285 ], [ 987, %284 ], [ 68, %283 ], [ 149, %282 ], [ 230, %281 ], [ 311, %280 ], [ 392, %279 ], [ 473, %278 ], [ 554, %277 ], [ 635, %276 ], [ 716, %275 ], [ 797, %274 ], [ 878, %273 ], [ 959, %272 ], [ 40, %271 ], [ 121, %270 ], [ 202, %269 ], [ 283, %268 ], [ 364, %267 ], [ 445, %266 ], [ 526, %265 ], [ 607, %264 ], [ 688, %263 ], [ 769, %262 ], [ 850, %261 ], [ 931, %260 ], [ 12, %259 ], [ 93, %258 ], [ 174, %257 ], [ 255, %256 ], [ 336, %255 ], [ 417, %254 ], [ 498, %253 ], [ 579, %252 ], [ 660, %251 ], [ 741, %250 ], [ 822, %249 ], [ 903, %248 ], [ 984, %247 ], [ 65, %246 ], [ 146, %245 ], [ 227, %244 ], [ 308, %243 ], [ 389, %242 ], [ 470, %241 ], [ 551, %240 ], [ 632, %239 ], [ 713, %238 ], [ 794, %237 ], [ 875, %236 ], [ 956, %235 ], [ 37, %234 ], [ 118, %233 ], [ 199, %232 ], [ 280, %231 ], [ 361, %230 ], [ 442, %229 ], [ 523, %228 ], [ 604, %227 ], [ 685, %226 ], [ 766, %225 ], [ 847, %224 ], [ 928, %223 ], [ 9, %222 ], [ 90, %221 ], [ 171, %220 ], [ 252, %219 ], [ 333, %218 ], [ 414, %217 ], [ 495, %216 ], [ 576, %215 ], [ 657, %214 ], [ 738, %213 ], [ 819, %212 ], [ 900, %211 ], [ 981, %210 ], [ 62, %209 ], [ 143, %208 ], [ 224, %207 ], [ 305, %206 ], [ 386, %205 ], [ 467, %204 ], [ 548, %203 ], [ 629, %202 ], [ 710, %201 ], [ 791, %200 ], [ 872, %199 ], [ 953, %198 ], [ 34, %197 ], [ 115, %196 ], [ 196, %195 ], [ 277, %194 ], [ 358, %193 ], [ 439, %192 ], [ 520, %191 ], [ 601, %190 ], [ 682, %189 ], [ 763, %188 ], [ 844, %187 ], [ 925, %186 ], [ 6, %185 ], [ 87, %184 ], [ 168, %183 ], [ 249, %182 ], [ 330, %181 ], [ 411, %180 ], [ 492, %179 ], [ 573, %178 ], [ 654, %177 ], [ 735, %176 ], [ 816, %175 ], [ 897, %174 ], [ 978, %173 ], [ 59, %172 ], [ 140, %171 ], [ 221, %170 ], [ 302, %169 ], [ 383, %168 ], [ 464, %167 ], [ 545, %166 ], [ 626, %165 ], [ 707, %164 ], [ 788, %163 ], [ 869, %162 ], [ 950, %161 ], [ 31, %160 ], [ 112, %159 ], [ 193, %158 ], [ 274, %157 ], [ 355, %156 ], [ 436, %155 ], [ 517, %154 ], [ 598, %153 ], [ 679, %152 ], [ 760, %151 ], [ 841, %150 ], [ 922, %149 ], [ 3, %148 ], [ 84, %147 ], [ 165, %146 ], [ 246, %145 ], [ 327, %144 ], [ 408, %143 ], [ 489, %142 ], [ 570, %141 ], [ 651, %140 ], [ 732, %139 ], [ 813, %138 ], [ 894, %137 ], [ 975, %136 ], [ 56, %135 ], [ 137, %134 ], [ 218, %133 ], [ 299, %132 ], [ 380, %131 ], [ 461, %130 ], [ 542, %129 ], [ 623, %128 ], [ 704, %127 ], [ 785, %126 ], [ 866, %125 ], [ 947, %124 ], [ 28, %123 ], [ 109, %122 ], [ 190, %121 ], [ 271, %120 ], [ 352, %119 ], [ 433, %118 ], [ 514, %117 ], [ 595, %116 ], [ 676, %115 ], [ 757, %114 ], [ 838, %113 ], [ 919, %112 ], [ %109, %108 ]
  %1114 = add i32 %1113, %111
  %1115 = add nsw i32 %109, 1
  %1116 = icmp eq i32 %1115, 3010
  br i1 %1116, label %1117, label %108, !llvm.loop !16

1117:                                             ; preds = %1112
  %1118 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.7, i32 0, i32 0), i32 noundef signext %1114) #5
  %1119 = bitcast [16 x i32]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %1119) #6
  br label %1120

1120:                                             ; preds = %1200, %1117
  %1121 = phi i32 [ 0, %1117 ], [ %1201, %1200 ]
  %1122 = phi i32 [ 0, %1117 ], [ %1125, %1200 ]
  %1123 = phi i32 [ 0, %1117 ], [ %1202, %1200 ]
  %1124 = phi i32 [ 0, %1117 ], [ %1203, %1200 ]
  %1125 = add nuw nsw i32 %1122, 1
  %1126 = add nsw i32 %1121, 1
  %1127 = getelementptr inbounds [28 x i8], [28 x i8]* @main.prog, i32 0, i32 %1121
  %1128 = load i8, i8* %1127, align 1, !tbaa !17
  switch i8 %1128, label %1204 [
    i8 0, label %1129
    i8 1, label %1136
    i8 2, label %1144
    i8 3, label %1152
    i8 4, label %1160
    i8 5, label %1166
    i8 6, label %1173
    i8 7, label %1183
    i8 8, label %1188
    i8 9, label %1205
    i8 10, label %1193
    i8 11, label %1196
  ]

1129:                                             ; preds = %1120
  %1130 = add nsw i32 %1121, 2
  %1131 = getelementptr inbounds [28 x i8], [28 x i8]* @main.prog, i32 0, i32 %1126
  %1132 = load i8, i8* %1131, align 1, !tbaa !17
  %1133 = zext i8 %1132 to i32
  %1134 = add nsw i32 %1124, 1
  %1135 = getelementptr inbounds [16 x i32], [16 x i32]* %1, i32 0, i32 %1124
  store i32 %1133, i32* %1135, align 4, !tbaa !6
  br label %1200

1136:                                             ; preds = %1120
  %1137 = add nsw i32 %1124, -1
  %1138 = getelementptr inbounds [16 x i32], [16 x i32]* %1, i32 0, i32 %1137
  %1139 = load i32, i32* %1138, align 4, !tbaa !6
  %1140 = add nsw i32 %1124, -2
  %1141 = getelementptr inbounds [16 x i32], [16 x i32]* %1, i32 0, i32 %1140
  %1142 = load i32, i32* %1141, align 4, !tbaa !6
  %1143 = add nsw i32 %1142, %1139
  store i32 %1143, i32* %1141, align 4, !tbaa !6
  br label %1200

1144:                                             ; preds = %1120
  %1145 = add nsw i32 %1124, -1
  %1146 = getelementptr inbounds [16 x i32], [16 x i32]* %1, i32 0, i32 %1145
  %1147 = load i32, i32* %1146, align 4, !tbaa !6
  %1148 = add nsw i32 %1124, -2
  %1149 = getelementptr inbounds [16 x i32], [16 x i32]* %1, i32 0, i32 %1148
  %1150 = load i32, i32* %1149, align 4, !tbaa !6
  %1151 = sub nsw i32 %1150, %1147
  store i32 %1151, i32* %1149, align 4, !tbaa !6
  br label %1200

1152:                                             ; preds = %1120
  %1153 = add nsw i32 %1124, -1
  %1154 = getelementptr inbounds [16 x i32], [16 x i32]* %1, i32 0, i32 %1153
  %1155 = load i32, i32* %1154, align 4, !tbaa !6
  %1156 = add nsw i32 %1124, -2
  %1157 = getelementptr inbounds [16 x i32], [16 x i32]* %1, i32 0, i32 %1156
  %1158 = load i32, i32* %1157, align 4, !tbaa !6
  %1159 = mul nsw i32 %1158, %1155
  store i32 %1159, i32* %1157, align 4, !tbaa !6
  br label %1200

1160:                                             ; preds = %1120
  %1161 = add nsw i32 %1124, -1
  %1162 = getelementptr inbounds [16 x i32], [16 x i32]* %1, i32 0, i32 %1161
  %1163 = load i32, i32* %1162, align 4, !tbaa !6
  %1164 = getelementptr inbounds [16 x i32], [16 x i32]* %1, i32 0, i32 %1124
  store i32 %1163, i32* %1164, align 4, !tbaa !6
  %1165 = add nsw i32 %1124, 1
  br label %1200

1166:                                             ; preds = %1120
  %1167 = add nsw i32 %1124, -1
  %1168 = getelementptr inbounds [16 x i32], [16 x i32]* %1, i32 0, i32 %1167
  %1169 = load i32, i32* %1168, align 4, !tbaa !6
  %1170 = add nsw i32 %1124, -2
  %1171 = getelementptr inbounds [16 x i32], [16 x i32]* %1, i32 0, i32 %1170
  %1172 = load i32, i32* %1171, align 4, !tbaa !6
  store i32 %1172, i32* %1168, align 4, !tbaa !6
  store i32 %1169, i32* %1171, align 4, !tbaa !6
  br label %1200

1173:                                             ; preds = %1120
  %1174 = add nsw i32 %1121, 2
  %1175 = add nsw i32 %1124, -1
  %1176 = getelementptr inbounds [16 x i32], [16 x i32]* %1, i32 0, i32 %1175
  %1177 = load i32, i32* %1176, align 4, !tbaa !6
  %1178 = icmp eq i32 %1177, 0
  br i1 %1178, label %1200, label %1179

1179:                                             ; preds = %1173
  %1180 = getelementptr inbounds [28 x i8], [28 x i8]* @main.prog, i32 0, i32 %1126
  %1181 = load i8, i8* %1180, align 1, !tbaa !17
  %1182 = zext i8 %1181 to i32
  br label %1200

1183:                                             ; preds = %1120
  %1184 = add nsw i32 %1124, -1
  %1185 = getelementptr inbounds [16 x i32], [16 x i32]* %1, i32 0, i32 %1184
  %1186 = load i32, i32* %1185, align 4, !tbaa !6
  %1187 = add nsw i32 %1186, -1
  store i32 %1187, i32* %1185, align 4, !tbaa !6
  br label %1200

1188:                                             ; preds = %1120
  %1189 = add nsw i32 %1124, -1
  %1190 = getelementptr inbounds [16 x i32], [16 x i32]* %1, i32 0, i32 %1189
  %1191 = load i32, i32* %1190, align 4, !tbaa !6
  %1192 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.9, i32 0, i32 0), i32 noundef signext %1191) #7
  br label %1200

1193:                                             ; preds = %1120
  %1194 = add nsw i32 %1124, 1
  %1195 = getelementptr inbounds [16 x i32], [16 x i32]* %1, i32 0, i32 %1124
  store i32 %1123, i32* %1195, align 4, !tbaa !6
  br label %1200

1196:                                             ; preds = %1120
  %1197 = add nsw i32 %1124, -1
  %1198 = getelementptr inbounds [16 x i32], [16 x i32]* %1, i32 0, i32 %1197
  %1199 = load i32, i32* %1198, align 4, !tbaa !6
  br label %1200

1200:                                             ; preds = %1196, %1193, %1188, %1183, %1179, %1173, %1166, %1160, %1152, %1144, %1136, %1129
  %1201 = phi i32 [ %1126, %1196 ], [ %1126, %1193 ], [ %1126, %1188 ], [ %1126, %1183 ], [ %1126, %1166 ], [ %1126, %1160 ], [ %1126, %1152 ], [ %1126, %1144 ], [ %1126, %1136 ], [ %1130, %1129 ], [ %1182, %1179 ], [ %1174, %1173 ]
  %1202 = phi i32 [ %1199, %1196 ], [ %1123, %1193 ], [ %1123, %1188 ], [ %1123, %1183 ], [ %1123, %1166 ], [ %1123, %1160 ], [ %1123, %1152 ], [ %1123, %1144 ], [ %1123, %1136 ], [ %1123, %1129 ], [ %1123, %1179 ], [ %1123, %1173 ]
  %1203 = phi i32 [ %1197, %1196 ], [ %1194, %1193 ], [ %1124, %1188 ], [ %1124, %1183 ], [ %1124, %1166 ], [ %1165, %1160 ], [ %1153, %1152 ], [ %1145, %1144 ], [ %1137, %1136 ], [ %1134, %1129 ], [ %1124, %1179 ], [ %1124, %1173 ]
  br label %1120

1204:                                             ; preds = %1120
  br label %1205

1205:                                             ; preds = %1120, %1204
  %1206 = phi i32 [ -1, %1204 ], [ %1125, %1120 ]
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %1119) #6
  %1207 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.8, i32 0, i32 0), i32 noundef signext %1206) #5
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind optsize
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind optsize readnone willreturn
define internal fastcc i32 @wide(i64 noundef signext %0) unnamed_addr #3 {
  switch i64 %0, label %7 [
    i64 10000000000, label %8
    i64 10000000001, label %2
    i64 10000000002, label %3
    i64 10000000003, label %4
    i64 10000000005, label %5
    i64 -3, label %6
  ]

2:                                                ; preds = %1
  br label %8

3:                                                ; preds = %1
  br label %8

4:                                                ; preds = %1
  br label %8

5:                                                ; preds = %1
  br label %8

6:                                                ; preds = %1
  br label %8

7:                                                ; preds = %1
  br label %8

8:                                                ; preds = %1, %7, %6, %5, %4, %3, %2
  %9 = phi i32 [ 7, %7 ], [ 6, %6 ], [ 5, %5 ], [ 4, %4 ], [ 3, %3 ], [ 2, %2 ], [ 1, %1 ]
  ret i32 %9
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #4

attributes #0 = { nofree nounwind optsize "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind optsize "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind optsize readnone willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #4 = { nofree nounwind }
attributes #5 = { optsize }
attributes #6 = { nounwind }
attributes #7 = { nounwind optsize }

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
!13 = !{i32 1, i32 8}
!14 = distinct !{!14, !5}
!15 = distinct !{!15, !5}
!16 = distinct !{!16, !5}
!17 = !{!8, !8, i64 0}
