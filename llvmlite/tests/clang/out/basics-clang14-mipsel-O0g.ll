; ModuleID = 'basics.c'
source_filename = "basics.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

%struct.odd = type { i8, i64, i16 }
%struct.pair = type { i32, i32 }
%struct.bits = type { i32 }

@packed_bits = dso_local global { i8, i8, i8, i8 } { i8 17, i8 125, i8 2, i8 0 }, align 4, !dbg !0
@counter = dso_local global i32 0, align 4, !dbg !18
@counter_ptr = dso_local global i32* @counter, align 4, !dbg !7
@.str = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@second_char = dso_local global i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i32 0, i64 1), align 4, !dbg !10
@diff_holder = dso_local global i32 72, align 4, !dbg !15
@table = internal global [3 x %struct.odd] [%struct.odd { i8 97, i64 1, i16 2 }, %struct.odd { i8 98, i64 3, i16 4 }, %struct.odd { i8 99, i64 5, i16 6 }], align 8, !dbg !20
@names = internal global [3 x i8*] [i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.1, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.3, i32 0, i32 0)], align 4, !dbg !32
@.str.1 = private unnamed_addr constant [5 x i8] c"zero\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"one\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"two\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @digits(i32 noundef signext %0) #0 !dbg !49 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !53, metadata !DIExpression()), !dbg !54
  call void @llvm.dbg.declare(metadata i32* %3, metadata !55, metadata !DIExpression()), !dbg !56
  store i32 0, i32* %3, align 4, !dbg !56
  br label %4, !dbg !57

4:                                                ; preds = %7, %1
  %5 = load i32, i32* %2, align 4, !dbg !58
  %6 = icmp ne i32 %5, 0, !dbg !57
  br i1 %6, label %7, label %14, !dbg !57

7:                                                ; preds = %4
  %8 = load i32, i32* %2, align 4, !dbg !59
  %9 = urem i32 %8, 10, !dbg !61
  %10 = load i32, i32* %3, align 4, !dbg !62
  %11 = add i32 %10, %9, !dbg !62
  store i32 %11, i32* %3, align 4, !dbg !62
  %12 = load i32, i32* %2, align 4, !dbg !63
  %13 = udiv i32 %12, 10, !dbg !63
  store i32 %13, i32* %2, align 4, !dbg !63
  br label %4, !dbg !57, !llvm.loop !64

14:                                               ; preds = %4
  %15 = load i32, i32* %3, align 4, !dbg !67
  ret i32 %15, !dbg !68
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone
define dso_local void @make_pair(%struct.pair* noalias sret(%struct.pair) align 4 %0, i32 noundef signext %1, i32 noundef signext %2) #0 !dbg !69 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !76, metadata !DIExpression()), !dbg !77
  store i32 %2, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !78, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.declare(metadata %struct.pair* %0, metadata !80, metadata !DIExpression()), !dbg !81
  %6 = getelementptr inbounds %struct.pair, %struct.pair* %0, i32 0, i32 0, !dbg !82
  %7 = load i32, i32* %4, align 4, !dbg !83
  store i32 %7, i32* %6, align 4, !dbg !82
  %8 = getelementptr inbounds %struct.pair, %struct.pair* %0, i32 0, i32 1, !dbg !82
  %9 = load i32, i32* %5, align 4, !dbg !84
  store i32 %9, i32* %8, align 4, !dbg !82
  ret void, !dbg !85
}

; Function Attrs: noinline nounwind optnone
define dso_local i32 @sum(i32 noundef signext %0, ...) #0 !dbg !86 {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !89, metadata !DIExpression()), !dbg !90
  call void @llvm.dbg.declare(metadata i8** %3, metadata !91, metadata !DIExpression()), !dbg !97
  %6 = bitcast i8** %3 to i8*, !dbg !98
  call void @llvm.va_start(i8* %6), !dbg !98
  call void @llvm.dbg.declare(metadata i32* %4, metadata !99, metadata !DIExpression()), !dbg !100
  store i32 0, i32* %4, align 4, !dbg !100
  call void @llvm.dbg.declare(metadata i32* %5, metadata !101, metadata !DIExpression()), !dbg !103
  store i32 0, i32* %5, align 4, !dbg !103
  br label %7, !dbg !104

7:                                                ; preds = %18, %1
  %8 = load i32, i32* %5, align 4, !dbg !105
  %9 = load i32, i32* %2, align 4, !dbg !107
  %10 = icmp slt i32 %8, %9, !dbg !108
  br i1 %10, label %11, label %21, !dbg !109

11:                                               ; preds = %7
  %12 = load i8*, i8** %3, align 4, !dbg !110
  %13 = getelementptr inbounds i8, i8* %12, i32 4, !dbg !110
  store i8* %13, i8** %3, align 4, !dbg !110
  %14 = bitcast i8* %12 to i32*, !dbg !110
  %15 = load i32, i32* %14, align 4, !dbg !110
  %16 = load i32, i32* %4, align 4, !dbg !111
  %17 = add nsw i32 %16, %15, !dbg !111
  store i32 %17, i32* %4, align 4, !dbg !111
  br label %18, !dbg !112

18:                                               ; preds = %11
  %19 = load i32, i32* %5, align 4, !dbg !113
  %20 = add nsw i32 %19, 1, !dbg !113
  store i32 %20, i32* %5, align 4, !dbg !113
  br label %7, !dbg !114, !llvm.loop !115

21:                                               ; preds = %7
  %22 = bitcast i8** %3 to i8*, !dbg !117
  call void @llvm.va_end(i8* %22), !dbg !117
  %23 = load i32, i32* %4, align 4, !dbg !118
  ret i32 %23, !dbg !119
}

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_start(i8*) #2

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_end(i8*) #2

; Function Attrs: noinline nounwind optnone
define dso_local i64 @sum64(i32 noundef signext %0, ...) #0 !dbg !120 {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i8*, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !123, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.declare(metadata i8** %3, metadata !125, metadata !DIExpression()), !dbg !126
  call void @llvm.dbg.declare(metadata i8** %4, metadata !127, metadata !DIExpression()), !dbg !128
  %7 = bitcast i8** %3 to i8*, !dbg !129
  call void @llvm.va_start(i8* %7), !dbg !129
  %8 = bitcast i8** %4 to i8*, !dbg !130
  %9 = bitcast i8** %3 to i8*, !dbg !130
  call void @llvm.va_copy(i8* %8, i8* %9), !dbg !130
  call void @llvm.dbg.declare(metadata i64* %5, metadata !131, metadata !DIExpression()), !dbg !132
  store i64 0, i64* %5, align 8, !dbg !132
  call void @llvm.dbg.declare(metadata i32* %6, metadata !133, metadata !DIExpression()), !dbg !135
  store i32 0, i32* %6, align 4, !dbg !135
  br label %10, !dbg !136

10:                                               ; preds = %25, %1
  %11 = load i32, i32* %6, align 4, !dbg !137
  %12 = load i32, i32* %2, align 4, !dbg !139
  %13 = icmp slt i32 %11, %12, !dbg !140
  br i1 %13, label %14, label %28, !dbg !141

14:                                               ; preds = %10
  %15 = load i8*, i8** %4, align 4, !dbg !142
  %16 = ptrtoint i8* %15 to i32, !dbg !142
  %17 = add i32 %16, 7, !dbg !142
  %18 = and i32 %17, -8, !dbg !142
  %19 = inttoptr i32 %18 to i8*, !dbg !142
  %20 = getelementptr inbounds i8, i8* %19, i32 8, !dbg !142
  store i8* %20, i8** %4, align 4, !dbg !142
  %21 = bitcast i8* %19 to i64*, !dbg !142
  %22 = load i64, i64* %21, align 8, !dbg !142
  %23 = load i64, i64* %5, align 8, !dbg !143
  %24 = add nsw i64 %23, %22, !dbg !143
  store i64 %24, i64* %5, align 8, !dbg !143
  br label %25, !dbg !144

25:                                               ; preds = %14
  %26 = load i32, i32* %6, align 4, !dbg !145
  %27 = add nsw i32 %26, 1, !dbg !145
  store i32 %27, i32* %6, align 4, !dbg !145
  br label %10, !dbg !146, !llvm.loop !147

28:                                               ; preds = %10
  %29 = bitcast i8** %4 to i8*, !dbg !149
  call void @llvm.va_end(i8* %29), !dbg !149
  %30 = bitcast i8** %3 to i8*, !dbg !150
  call void @llvm.va_end(i8* %30), !dbg !150
  %31 = load i64, i64* %5, align 8, !dbg !151
  ret i64 %31, !dbg !152
}

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_copy(i8*, i8*) #2

; Function Attrs: noinline nounwind optnone
define dso_local i32 @bitfield_sum(%struct.bits* noundef %0) #0 !dbg !153 {
  %2 = alloca %struct.bits*, align 4
  store %struct.bits* %0, %struct.bits** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.bits** %2, metadata !157, metadata !DIExpression()), !dbg !158
  %3 = load %struct.bits*, %struct.bits** %2, align 4, !dbg !159
  %4 = bitcast %struct.bits* %3 to i32*, !dbg !160
  %5 = load i32, i32* %4, align 4, !dbg !160
  %6 = and i32 %5, 7, !dbg !160
  %7 = load %struct.bits*, %struct.bits** %2, align 4, !dbg !161
  %8 = bitcast %struct.bits* %7 to i32*, !dbg !162
  %9 = load i32, i32* %8, align 4, !dbg !162
  %10 = lshr i32 %9, 3, !dbg !162
  %11 = and i32 %10, 31, !dbg !162
  %12 = add nsw i32 %6, %11, !dbg !163
  %13 = load %struct.bits*, %struct.bits** %2, align 4, !dbg !164
  %14 = bitcast %struct.bits* %13 to i32*, !dbg !165
  %15 = load i32, i32* %14, align 4, !dbg !165
  %16 = shl i32 %15, 17, !dbg !165
  %17 = ashr i32 %16, 25, !dbg !165
  %18 = add nsw i32 %12, %17, !dbg !166
  %19 = load %struct.bits*, %struct.bits** %2, align 4, !dbg !167
  %20 = bitcast %struct.bits* %19 to i32*, !dbg !168
  %21 = load i32, i32* %20, align 4, !dbg !168
  %22 = lshr i32 %21, 15, !dbg !168
  %23 = add nsw i32 %18, %22, !dbg !169
  ret i32 %23, !dbg !170
}

; Function Attrs: noinline nounwind optnone
define dso_local i32 @overflow_add(i32 noundef signext %0, i32 noundef signext %1, i32* noundef %2) #0 !dbg !171 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32*, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !174, metadata !DIExpression()), !dbg !175
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !176, metadata !DIExpression()), !dbg !177
  store i32* %2, i32** %6, align 4
  call void @llvm.dbg.declare(metadata i32** %6, metadata !178, metadata !DIExpression()), !dbg !179
  %7 = load i32, i32* %4, align 4, !dbg !180
  %8 = load i32, i32* %5, align 4, !dbg !181
  %9 = load i32*, i32** %6, align 4, !dbg !182
  %10 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %7, i32 %8), !dbg !183
  %11 = extractvalue { i32, i1 } %10, 1, !dbg !183
  %12 = extractvalue { i32, i1 } %10, 0, !dbg !183
  store i32 %12, i32* %9, align 4, !dbg !183
  %13 = zext i1 %11 to i32, !dbg !183
  ret i32 %13, !dbg !184
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @rot(i32 noundef signext %0, i32 noundef signext %1) #0 !dbg !185 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !188, metadata !DIExpression()), !dbg !189
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !190, metadata !DIExpression()), !dbg !191
  %5 = load i32, i32* %3, align 4, !dbg !192
  %6 = load i32, i32* %4, align 4, !dbg !193
  %7 = and i32 %6, 31, !dbg !194
  %8 = shl i32 %5, %7, !dbg !195
  %9 = load i32, i32* %3, align 4, !dbg !196
  %10 = load i32, i32* %4, align 4, !dbg !197
  %11 = sub i32 32, %10, !dbg !198
  %12 = and i32 %11, 31, !dbg !199
  %13 = lshr i32 %9, %12, !dbg !200
  %14 = or i32 %8, %13, !dbg !201
  ret i32 %14, !dbg !202
}

; Function Attrs: noinline nounwind optnone
define dso_local i32 @maxi(i32 noundef signext %0, i32 noundef signext %1) #0 !dbg !203 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !206, metadata !DIExpression()), !dbg !207
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !208, metadata !DIExpression()), !dbg !209
  %5 = load i32, i32* %3, align 4, !dbg !210
  %6 = load i32, i32* %4, align 4, !dbg !211
  %7 = icmp sgt i32 %5, %6, !dbg !212
  br i1 %7, label %8, label %10, !dbg !210

8:                                                ; preds = %2
  %9 = load i32, i32* %3, align 4, !dbg !213
  br label %12, !dbg !210

10:                                               ; preds = %2
  %11 = load i32, i32* %4, align 4, !dbg !214
  br label %12, !dbg !210

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ], !dbg !210
  ret i32 %13, !dbg !215
}

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 !dbg !216 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.pair, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata %struct.pair* %2, metadata !218, metadata !DIExpression()), !dbg !219
  call void @make_pair(%struct.pair* sret(%struct.pair) align 4 %2, i32 noundef signext 3, i32 noundef signext 4), !dbg !220
  call void @llvm.dbg.declare(metadata i32* %3, metadata !221, metadata !DIExpression()), !dbg !222
  %5 = getelementptr inbounds %struct.pair, %struct.pair* %2, i32 0, i32 0, !dbg !223
  %6 = load i32, i32* %5, align 4, !dbg !223
  %7 = call i32 @classify(i32 noundef signext %6), !dbg !224
  %8 = call i32 @classify(i32 noundef signext -7), !dbg !225
  %9 = add nsw i32 %7, %8, !dbg !226
  %10 = call i32 @digits(i32 noundef signext 12345), !dbg !227
  %11 = add nsw i32 %9, %10, !dbg !228
  store i32 %11, i32* %3, align 4, !dbg !222
  %12 = call i32 (i32, ...) @sum(i32 noundef signext 3, i32 noundef signext 1, i32 noundef signext 2, i32 noundef signext 3), !dbg !229
  %13 = call i64 (i32, ...) @sum64(i32 noundef signext 2, i64 noundef signext 10, i64 noundef signext 20), !dbg !230
  %14 = trunc i64 %13 to i32, !dbg !231
  %15 = add nsw i32 %12, %14, !dbg !232
  %16 = load i32, i32* %3, align 4, !dbg !233
  %17 = add nsw i32 %16, %15, !dbg !233
  store i32 %17, i32* %3, align 4, !dbg !233
  %18 = call i32 @bitfield_sum(%struct.bits* noundef bitcast ({ i8, i8, i8, i8 }* @packed_bits to %struct.bits*)), !dbg !234
  %19 = load i16, i16* getelementptr inbounds ([3 x %struct.odd], [3 x %struct.odd]* @table, i32 0, i32 1, i32 2), align 8, !dbg !235
  %20 = sext i16 %19 to i32, !dbg !236
  %21 = add nsw i32 %18, %20, !dbg !237
  %22 = load i8*, i8** getelementptr inbounds ([3 x i8*], [3 x i8*]* @names, i32 0, i32 2), align 4, !dbg !238
  %23 = getelementptr inbounds i8, i8* %22, i32 0, !dbg !238
  %24 = load i8, i8* %23, align 1, !dbg !238
  %25 = sext i8 %24 to i32, !dbg !238
  %26 = add nsw i32 %21, %25, !dbg !239
  %27 = load i32, i32* %3, align 4, !dbg !240
  %28 = add nsw i32 %27, %26, !dbg !240
  store i32 %28, i32* %3, align 4, !dbg !240
  call void @llvm.dbg.declare(metadata i32* %4, metadata !241, metadata !DIExpression()), !dbg !242
  %29 = call i32 @overflow_add(i32 noundef signext 2147483647, i32 noundef signext 1, i32* noundef %4), !dbg !243
  %30 = load i32, i32* %3, align 4, !dbg !244
  %31 = add nsw i32 %30, %29, !dbg !244
  store i32 %31, i32* %3, align 4, !dbg !244
  %32 = call i32 @rot(i32 noundef signext -2147483647, i32 noundef signext 1), !dbg !245
  %33 = load i32, i32* %3, align 4, !dbg !246
  %34 = call i32 @maxi(i32 noundef signext %33, i32 noundef signext 7), !dbg !247
  %35 = add nsw i32 %32, %34, !dbg !248
  %36 = load i32*, i32** @counter_ptr, align 4, !dbg !249
  %37 = load i32, i32* %36, align 4, !dbg !250
  %38 = add nsw i32 %35, %37, !dbg !251
  %39 = load i8*, i8** @second_char, align 4, !dbg !252
  %40 = getelementptr inbounds i8, i8* %39, i32 0, !dbg !252
  %41 = load i8, i8* %40, align 1, !dbg !252
  %42 = sext i8 %41 to i32, !dbg !252
  %43 = add nsw i32 %38, %42, !dbg !253
  %44 = load i32, i32* %3, align 4, !dbg !254
  %45 = add nsw i32 %44, %43, !dbg !254
  store i32 %45, i32* %3, align 4, !dbg !254
  %46 = load i32, i32* %3, align 4, !dbg !255
  %47 = and i32 %46, 255, !dbg !256
  ret i32 %47, !dbg !257
}

; Function Attrs: noinline nounwind optnone
define internal i32 @classify(i32 noundef signext %0) #0 !dbg !258 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !261, metadata !DIExpression()), !dbg !262
  %4 = load i32, i32* %3, align 4, !dbg !263
  switch i32 %4, label %11 [
    i32 0, label %5
    i32 1, label %6
    i32 2, label %7
    i32 5, label %8
    i32 100, label %9
    i32 -7, label %10
  ], !dbg !264

5:                                                ; preds = %1
  store i32 10, i32* %2, align 4, !dbg !265
  br label %12, !dbg !265

6:                                                ; preds = %1
  store i32 20, i32* %2, align 4, !dbg !267
  br label %12, !dbg !267

7:                                                ; preds = %1
  store i32 30, i32* %2, align 4, !dbg !268
  br label %12, !dbg !268

8:                                                ; preds = %1
  store i32 40, i32* %2, align 4, !dbg !269
  br label %12, !dbg !269

9:                                                ; preds = %1
  store i32 50, i32* %2, align 4, !dbg !270
  br label %12, !dbg !270

10:                                               ; preds = %1
  store i32 60, i32* %2, align 4, !dbg !271
  br label %12, !dbg !271

11:                                               ; preds = %1
  store i32 0, i32* %2, align 4, !dbg !272
  br label %12, !dbg !272

12:                                               ; preds = %11, %10, %9, %8, %7, %6, %5
  %13 = load i32, i32* %2, align 4, !dbg !273
  ret i32 %13, !dbg !273
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nofree nosync nounwind willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!42, !43, !44, !45, !46, !47}
!llvm.ident = !{!48}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "packed_bits", scope: !2, file: !3, line: 11, type: !35, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "basics.c", directory: "/work/wt-front/llvmlite/tests/clang", checksumkind: CSK_MD5, checksum: "778a152a9c4ef7763ec14c2471a466f2")
!4 = !{!5}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !{!0, !7, !10, !15, !18, !20, !32}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "counter_ptr", scope: !2, file: !3, line: 13, type: !9, isLocal: false, isDefinition: true)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 32)
!10 = !DIGlobalVariableExpression(var: !11, expr: !DIExpression())
!11 = distinct !DIGlobalVariable(name: "second_char", scope: !2, file: !3, line: 14, type: !12, isLocal: false, isDefinition: true)
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 32)
!13 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !14)
!14 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(name: "diff_holder", scope: !2, file: !3, line: 15, type: !17, isLocal: false, isDefinition: true)
!17 = !DIBasicType(name: "long", size: 32, encoding: DW_ATE_signed)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 12, type: !5, isLocal: false, isDefinition: true)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(name: "table", scope: !2, file: !3, line: 9, type: !22, isLocal: true, isDefinition: true)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 576, elements: !30)
!23 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "odd", file: !3, line: 6, size: 192, elements: !24)
!24 = !{!25, !26, !28}
!25 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !23, file: !3, line: 6, baseType: !14, size: 8)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !23, file: !3, line: 6, baseType: !27, size: 64, offset: 64)
!27 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !23, file: !3, line: 6, baseType: !29, size: 16, offset: 128)
!29 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!30 = !{!31}
!31 = !DISubrange(count: 3)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(name: "names", scope: !2, file: !3, line: 10, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 96, elements: !30)
!35 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "bits", file: !3, line: 7, size: 32, elements: !36)
!36 = !{!37, !39, !40, !41}
!37 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !35, file: !3, line: 7, baseType: !38, size: 3, flags: DIFlagBitField, extraData: i64 0)
!38 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!39 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !35, file: !3, line: 7, baseType: !38, size: 5, offset: 3, flags: DIFlagBitField, extraData: i64 0)
!40 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !35, file: !3, line: 7, baseType: !5, size: 7, offset: 8, flags: DIFlagBitField, extraData: i64 0)
!41 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !35, file: !3, line: 7, baseType: !38, size: 17, offset: 15, flags: DIFlagBitField, extraData: i64 0)
!42 = !{i32 7, !"Dwarf Version", i32 5}
!43 = !{i32 2, !"Debug Info Version", i32 3}
!44 = !{i32 1, !"wchar_size", i32 4}
!45 = !{i32 7, !"PIC Level", i32 1}
!46 = !{i32 7, !"PIE Level", i32 1}
!47 = !{i32 7, !"frame-pointer", i32 2}
!48 = !{!"Debian clang version 14.0.6"}
!49 = distinct !DISubprogram(name: "digits", scope: !3, file: !3, line: 29, type: !50, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !52)
!50 = !DISubroutineType(types: !51)
!51 = !{!38, !38}
!52 = !{}
!53 = !DILocalVariable(name: "x", arg: 1, scope: !49, file: !3, line: 29, type: !38)
!54 = !DILocation(line: 29, column: 26, scope: !49)
!55 = !DILocalVariable(name: "s", scope: !49, file: !3, line: 30, type: !38)
!56 = !DILocation(line: 30, column: 12, scope: !49)
!57 = !DILocation(line: 31, column: 3, scope: !49)
!58 = !DILocation(line: 31, column: 10, scope: !49)
!59 = !DILocation(line: 31, column: 20, scope: !60)
!60 = distinct !DILexicalBlock(scope: !49, file: !3, line: 31, column: 13)
!61 = !DILocation(line: 31, column: 22, scope: !60)
!62 = !DILocation(line: 31, column: 17, scope: !60)
!63 = !DILocation(line: 31, column: 30, scope: !60)
!64 = distinct !{!64, !57, !65, !66}
!65 = !DILocation(line: 31, column: 37, scope: !49)
!66 = !{!"llvm.loop.mustprogress"}
!67 = !DILocation(line: 32, column: 10, scope: !49)
!68 = !DILocation(line: 32, column: 3, scope: !49)
!69 = distinct !DISubprogram(name: "make_pair", scope: !3, file: !3, line: 35, type: !70, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !52)
!70 = !DISubroutineType(types: !71)
!71 = !{!72, !5, !5}
!72 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "pair", file: !3, line: 5, size: 64, elements: !73)
!73 = !{!74, !75}
!74 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !72, file: !3, line: 5, baseType: !5, size: 32)
!75 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !72, file: !3, line: 5, baseType: !5, size: 32, offset: 32)
!76 = !DILocalVariable(name: "a", arg: 1, scope: !69, file: !3, line: 35, type: !5)
!77 = !DILocation(line: 35, column: 27, scope: !69)
!78 = !DILocalVariable(name: "b", arg: 2, scope: !69, file: !3, line: 35, type: !5)
!79 = !DILocation(line: 35, column: 34, scope: !69)
!80 = !DILocalVariable(name: "p", scope: !69, file: !3, line: 35, type: !72)
!81 = !DILocation(line: 35, column: 51, scope: !69)
!82 = !DILocation(line: 35, column: 55, scope: !69)
!83 = !DILocation(line: 35, column: 57, scope: !69)
!84 = !DILocation(line: 35, column: 60, scope: !69)
!85 = !DILocation(line: 35, column: 65, scope: !69)
!86 = distinct !DISubprogram(name: "sum", scope: !3, file: !3, line: 37, type: !87, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !52)
!87 = !DISubroutineType(types: !88)
!88 = !{!5, !5, null}
!89 = !DILocalVariable(name: "n", arg: 1, scope: !86, file: !3, line: 37, type: !5)
!90 = !DILocation(line: 37, column: 13, scope: !86)
!91 = !DILocalVariable(name: "ap", scope: !86, file: !3, line: 38, type: !92)
!92 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !93, line: 14, baseType: !94)
!93 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stdarg.h", directory: "", checksumkind: CSK_MD5, checksum: "4de3cbd931b589d291e5c39387aecf82")
!94 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !95, baseType: !96)
!95 = !DIFile(filename: "basics.c", directory: "/work/wt-front/llvmlite/tests/clang")
!96 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!97 = !DILocation(line: 38, column: 11, scope: !86)
!98 = !DILocation(line: 39, column: 3, scope: !86)
!99 = !DILocalVariable(name: "s", scope: !86, file: !3, line: 40, type: !5)
!100 = !DILocation(line: 40, column: 7, scope: !86)
!101 = !DILocalVariable(name: "i", scope: !102, file: !3, line: 41, type: !5)
!102 = distinct !DILexicalBlock(scope: !86, file: !3, line: 41, column: 3)
!103 = !DILocation(line: 41, column: 12, scope: !102)
!104 = !DILocation(line: 41, column: 8, scope: !102)
!105 = !DILocation(line: 41, column: 19, scope: !106)
!106 = distinct !DILexicalBlock(scope: !102, file: !3, line: 41, column: 3)
!107 = !DILocation(line: 41, column: 23, scope: !106)
!108 = !DILocation(line: 41, column: 21, scope: !106)
!109 = !DILocation(line: 41, column: 3, scope: !102)
!110 = !DILocation(line: 41, column: 36, scope: !106)
!111 = !DILocation(line: 41, column: 33, scope: !106)
!112 = !DILocation(line: 41, column: 31, scope: !106)
!113 = !DILocation(line: 41, column: 27, scope: !106)
!114 = !DILocation(line: 41, column: 3, scope: !106)
!115 = distinct !{!115, !109, !116, !66}
!116 = !DILocation(line: 41, column: 36, scope: !102)
!117 = !DILocation(line: 42, column: 3, scope: !86)
!118 = !DILocation(line: 43, column: 10, scope: !86)
!119 = !DILocation(line: 43, column: 3, scope: !86)
!120 = distinct !DISubprogram(name: "sum64", scope: !3, file: !3, line: 46, type: !121, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !52)
!121 = !DISubroutineType(types: !122)
!122 = !{!27, !5, null}
!123 = !DILocalVariable(name: "n", arg: 1, scope: !120, file: !3, line: 46, type: !5)
!124 = !DILocation(line: 46, column: 21, scope: !120)
!125 = !DILocalVariable(name: "ap", scope: !120, file: !3, line: 47, type: !92)
!126 = !DILocation(line: 47, column: 11, scope: !120)
!127 = !DILocalVariable(name: "aq", scope: !120, file: !3, line: 47, type: !92)
!128 = !DILocation(line: 47, column: 15, scope: !120)
!129 = !DILocation(line: 48, column: 3, scope: !120)
!130 = !DILocation(line: 49, column: 3, scope: !120)
!131 = !DILocalVariable(name: "s", scope: !120, file: !3, line: 50, type: !27)
!132 = !DILocation(line: 50, column: 13, scope: !120)
!133 = !DILocalVariable(name: "i", scope: !134, file: !3, line: 51, type: !5)
!134 = distinct !DILexicalBlock(scope: !120, file: !3, line: 51, column: 3)
!135 = !DILocation(line: 51, column: 12, scope: !134)
!136 = !DILocation(line: 51, column: 8, scope: !134)
!137 = !DILocation(line: 51, column: 19, scope: !138)
!138 = distinct !DILexicalBlock(scope: !134, file: !3, line: 51, column: 3)
!139 = !DILocation(line: 51, column: 23, scope: !138)
!140 = !DILocation(line: 51, column: 21, scope: !138)
!141 = !DILocation(line: 51, column: 3, scope: !134)
!142 = !DILocation(line: 51, column: 36, scope: !138)
!143 = !DILocation(line: 51, column: 33, scope: !138)
!144 = !DILocation(line: 51, column: 31, scope: !138)
!145 = !DILocation(line: 51, column: 27, scope: !138)
!146 = !DILocation(line: 51, column: 3, scope: !138)
!147 = distinct !{!147, !141, !148, !66}
!148 = !DILocation(line: 51, column: 36, scope: !134)
!149 = !DILocation(line: 52, column: 3, scope: !120)
!150 = !DILocation(line: 53, column: 3, scope: !120)
!151 = !DILocation(line: 54, column: 10, scope: !120)
!152 = !DILocation(line: 54, column: 3, scope: !120)
!153 = distinct !DISubprogram(name: "bitfield_sum", scope: !3, file: !3, line: 57, type: !154, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !52)
!154 = !DISubroutineType(types: !155)
!155 = !{!5, !156}
!156 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !35, size: 32)
!157 = !DILocalVariable(name: "b", arg: 1, scope: !153, file: !3, line: 57, type: !156)
!158 = !DILocation(line: 57, column: 31, scope: !153)
!159 = !DILocation(line: 57, column: 43, scope: !153)
!160 = !DILocation(line: 57, column: 46, scope: !153)
!161 = !DILocation(line: 57, column: 50, scope: !153)
!162 = !DILocation(line: 57, column: 53, scope: !153)
!163 = !DILocation(line: 57, column: 48, scope: !153)
!164 = !DILocation(line: 57, column: 57, scope: !153)
!165 = !DILocation(line: 57, column: 60, scope: !153)
!166 = !DILocation(line: 57, column: 55, scope: !153)
!167 = !DILocation(line: 57, column: 64, scope: !153)
!168 = !DILocation(line: 57, column: 67, scope: !153)
!169 = !DILocation(line: 57, column: 62, scope: !153)
!170 = !DILocation(line: 57, column: 36, scope: !153)
!171 = distinct !DISubprogram(name: "overflow_add", scope: !3, file: !3, line: 59, type: !172, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !52)
!172 = !DISubroutineType(types: !173)
!173 = !{!5, !5, !5, !9}
!174 = !DILocalVariable(name: "a", arg: 1, scope: !171, file: !3, line: 59, type: !5)
!175 = !DILocation(line: 59, column: 22, scope: !171)
!176 = !DILocalVariable(name: "b", arg: 2, scope: !171, file: !3, line: 59, type: !5)
!177 = !DILocation(line: 59, column: 29, scope: !171)
!178 = !DILocalVariable(name: "out", arg: 3, scope: !171, file: !3, line: 59, type: !9)
!179 = !DILocation(line: 59, column: 37, scope: !171)
!180 = !DILocation(line: 59, column: 75, scope: !171)
!181 = !DILocation(line: 59, column: 78, scope: !171)
!182 = !DILocation(line: 59, column: 81, scope: !171)
!183 = !DILocation(line: 59, column: 51, scope: !171)
!184 = !DILocation(line: 59, column: 44, scope: !171)
!185 = distinct !DISubprogram(name: "rot", scope: !3, file: !3, line: 61, type: !186, scopeLine: 61, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !52)
!186 = !DISubroutineType(types: !187)
!187 = !{!38, !38, !38}
!188 = !DILocalVariable(name: "x", arg: 1, scope: !185, file: !3, line: 61, type: !38)
!189 = !DILocation(line: 61, column: 23, scope: !185)
!190 = !DILocalVariable(name: "n", arg: 2, scope: !185, file: !3, line: 61, type: !38)
!191 = !DILocation(line: 61, column: 35, scope: !185)
!192 = !DILocation(line: 61, column: 48, scope: !185)
!193 = !DILocation(line: 61, column: 54, scope: !185)
!194 = !DILocation(line: 61, column: 56, scope: !185)
!195 = !DILocation(line: 61, column: 50, scope: !185)
!196 = !DILocation(line: 61, column: 66, scope: !185)
!197 = !DILocation(line: 61, column: 78, scope: !185)
!198 = !DILocation(line: 61, column: 76, scope: !185)
!199 = !DILocation(line: 61, column: 81, scope: !185)
!200 = !DILocation(line: 61, column: 68, scope: !185)
!201 = !DILocation(line: 61, column: 63, scope: !185)
!202 = !DILocation(line: 61, column: 40, scope: !185)
!203 = distinct !DISubprogram(name: "maxi", scope: !3, file: !3, line: 63, type: !204, scopeLine: 63, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !52)
!204 = !DISubroutineType(types: !205)
!205 = !{!5, !5, !5}
!206 = !DILocalVariable(name: "a", arg: 1, scope: !203, file: !3, line: 63, type: !5)
!207 = !DILocation(line: 63, column: 14, scope: !203)
!208 = !DILocalVariable(name: "b", arg: 2, scope: !203, file: !3, line: 63, type: !5)
!209 = !DILocation(line: 63, column: 21, scope: !203)
!210 = !DILocation(line: 63, column: 33, scope: !203)
!211 = !DILocation(line: 63, column: 37, scope: !203)
!212 = !DILocation(line: 63, column: 35, scope: !203)
!213 = !DILocation(line: 63, column: 41, scope: !203)
!214 = !DILocation(line: 63, column: 45, scope: !203)
!215 = !DILocation(line: 63, column: 26, scope: !203)
!216 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 65, type: !217, scopeLine: 65, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !52)
!217 = !DISubroutineType(types: !4)
!218 = !DILocalVariable(name: "p", scope: !216, file: !3, line: 66, type: !72)
!219 = !DILocation(line: 66, column: 15, scope: !216)
!220 = !DILocation(line: 66, column: 19, scope: !216)
!221 = !DILocalVariable(name: "r", scope: !216, file: !3, line: 67, type: !5)
!222 = !DILocation(line: 67, column: 7, scope: !216)
!223 = !DILocation(line: 67, column: 22, scope: !216)
!224 = !DILocation(line: 67, column: 11, scope: !216)
!225 = !DILocation(line: 67, column: 27, scope: !216)
!226 = !DILocation(line: 67, column: 25, scope: !216)
!227 = !DILocation(line: 67, column: 47, scope: !216)
!228 = !DILocation(line: 67, column: 40, scope: !216)
!229 = !DILocation(line: 68, column: 8, scope: !216)
!230 = !DILocation(line: 68, column: 31, scope: !216)
!231 = !DILocation(line: 68, column: 26, scope: !216)
!232 = !DILocation(line: 68, column: 24, scope: !216)
!233 = !DILocation(line: 68, column: 5, scope: !216)
!234 = !DILocation(line: 69, column: 8, scope: !216)
!235 = !DILocation(line: 69, column: 46, scope: !216)
!236 = !DILocation(line: 69, column: 37, scope: !216)
!237 = !DILocation(line: 69, column: 35, scope: !216)
!238 = !DILocation(line: 69, column: 50, scope: !216)
!239 = !DILocation(line: 69, column: 48, scope: !216)
!240 = !DILocation(line: 69, column: 5, scope: !216)
!241 = !DILocalVariable(name: "o", scope: !216, file: !3, line: 70, type: !5)
!242 = !DILocation(line: 70, column: 7, scope: !216)
!243 = !DILocation(line: 71, column: 8, scope: !216)
!244 = !DILocation(line: 71, column: 5, scope: !216)
!245 = !DILocation(line: 72, column: 13, scope: !216)
!246 = !DILocation(line: 72, column: 40, scope: !216)
!247 = !DILocation(line: 72, column: 35, scope: !216)
!248 = !DILocation(line: 72, column: 33, scope: !216)
!249 = !DILocation(line: 72, column: 49, scope: !216)
!250 = !DILocation(line: 72, column: 48, scope: !216)
!251 = !DILocation(line: 72, column: 46, scope: !216)
!252 = !DILocation(line: 72, column: 63, scope: !216)
!253 = !DILocation(line: 72, column: 61, scope: !216)
!254 = !DILocation(line: 72, column: 5, scope: !216)
!255 = !DILocation(line: 73, column: 10, scope: !216)
!256 = !DILocation(line: 73, column: 12, scope: !216)
!257 = !DILocation(line: 73, column: 3, scope: !216)
!258 = distinct !DISubprogram(name: "classify", scope: !3, file: !3, line: 17, type: !259, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !52)
!259 = !DISubroutineType(types: !260)
!260 = !{!5, !5}
!261 = !DILocalVariable(name: "x", arg: 1, scope: !258, file: !3, line: 17, type: !5)
!262 = !DILocation(line: 17, column: 25, scope: !258)
!263 = !DILocation(line: 18, column: 11, scope: !258)
!264 = !DILocation(line: 18, column: 3, scope: !258)
!265 = !DILocation(line: 19, column: 11, scope: !266)
!266 = distinct !DILexicalBlock(scope: !258, file: !3, line: 18, column: 14)
!267 = !DILocation(line: 20, column: 11, scope: !266)
!268 = !DILocation(line: 21, column: 11, scope: !266)
!269 = !DILocation(line: 22, column: 11, scope: !266)
!270 = !DILocation(line: 23, column: 13, scope: !266)
!271 = !DILocation(line: 24, column: 12, scope: !266)
!272 = !DILocation(line: 25, column: 12, scope: !266)
!273 = !DILocation(line: 27, column: 1, scope: !258)
