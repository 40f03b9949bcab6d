; ModuleID = 'control.c'
source_filename = "control.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

@.str = private unnamed_addr constant [10 x i8] c"%u %d %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"zero\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"one\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"two\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"seven\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"many\00", align 1

; Function Attrs: nofree nosync nounwind readnone
define dso_local i32 @fib(i32 noundef signext %0) local_unnamed_addr #0 !dbg !8 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !13, metadata !DIExpression()), !dbg !14
  %2 = icmp slt i32 %0, 2, !dbg !15
  br i1 %2, label %11, label %3, !dbg !17

3:                                                ; preds = %1, %3
  %4 = phi i32 [ %8, %3 ], [ %0, %1 ]
  %5 = phi i32 [ %9, %3 ], [ 0, %1 ]
  call void @llvm.dbg.value(metadata i32 %4, metadata !13, metadata !DIExpression()), !dbg !14
  %6 = add nsw i32 %4, -1, !dbg !18
  %7 = tail call i32 @fib(i32 noundef signext %6), !dbg !19
  %8 = add nsw i32 %4, -2, !dbg !20
  %9 = add nsw i32 %7, %5, !dbg !21
  call void @llvm.dbg.value(metadata i32 %8, metadata !13, metadata !DIExpression()), !dbg !14
  %10 = icmp ult i32 %4, 4, !dbg !15
  br i1 %10, label %11, label %3, !dbg !17

11:                                               ; preds = %3, %1
  %12 = phi i32 [ 0, %1 ], [ %9, %3 ]
  %13 = phi i32 [ %0, %1 ], [ %8, %3 ]
  %14 = add nsw i32 %13, %12, !dbg !21
  ret i32 %14, !dbg !22
}

; Function Attrs: nofree nounwind
define dso_local i32 @main() local_unnamed_addr #1 !dbg !23 {
  call void @llvm.dbg.value(metadata i32 0, metadata !27, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i32 1, metadata !29, metadata !DIExpression()), !dbg !42
  br label %1, !dbg !43

1:                                                ; preds = %16, %0
  %2 = phi i32 [ 1, %0 ], [ %20, %16 ], !dbg !42
  %3 = phi i32 [ 0, %0 ], [ %19, %16 ], !dbg !42
  call void @llvm.dbg.value(metadata i32 %3, metadata !27, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i32 %2, metadata !29, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i32 %2, metadata !44, metadata !DIExpression()), !dbg !50
  call void @llvm.dbg.value(metadata i32 0, metadata !49, metadata !DIExpression()), !dbg !50
  %4 = icmp eq i32 %2, 1, !dbg !52
  br i1 %4, label %16, label %5, !dbg !53

5:                                                ; preds = %1, %5
  %6 = phi i32 [ %14, %5 ], [ 0, %1 ]
  %7 = phi i32 [ %13, %5 ], [ %2, %1 ]
  call void @llvm.dbg.value(metadata i32 %6, metadata !49, metadata !DIExpression()), !dbg !50
  call void @llvm.dbg.value(metadata i32 %7, metadata !44, metadata !DIExpression()), !dbg !50
  %8 = and i32 %7, 1, !dbg !54
  %9 = icmp eq i32 %8, 0, !dbg !57
  %10 = lshr i32 %7, 1, !dbg !58
  %11 = mul i32 %7, 3, !dbg !58
  %12 = add i32 %11, 1, !dbg !58
  %13 = select i1 %9, i32 %10, i32 %12, !dbg !58
  call void @llvm.dbg.value(metadata i32 %13, metadata !44, metadata !DIExpression()), !dbg !50
  %14 = add i32 %6, 1, !dbg !59
  call void @llvm.dbg.value(metadata i32 %14, metadata !49, metadata !DIExpression()), !dbg !50
  %15 = icmp eq i32 %13, 1, !dbg !52
  br i1 %15, label %16, label %5, !dbg !53, !llvm.loop !60

16:                                               ; preds = %5, %1
  %17 = phi i32 [ 0, %1 ], [ %14, %5 ], !dbg !50
  call void @llvm.dbg.value(metadata i32 %17, metadata !30, metadata !DIExpression()), !dbg !63
  %18 = icmp ugt i32 %17, %3, !dbg !64
  %19 = select i1 %18, i32 %17, i32 %3, !dbg !66
  call void @llvm.dbg.value(metadata i32 %19, metadata !27, metadata !DIExpression()), !dbg !42
  %20 = add nuw nsw i32 %2, 1, !dbg !67
  call void @llvm.dbg.value(metadata i32 %20, metadata !29, metadata !DIExpression()), !dbg !42
  %21 = icmp eq i32 %20, 30, !dbg !68
  br i1 %21, label %22, label %1, !dbg !69, !llvm.loop !70

22:                                               ; preds = %16
  %23 = tail call i32 @fib(i32 noundef signext 12), !dbg !72
  call void @llvm.dbg.value(metadata i32 %23, metadata !32, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i32 0, metadata !33, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i32 0, metadata !34, metadata !DIExpression()), !dbg !73
  call void @llvm.dbg.value(metadata i32 0, metadata !34, metadata !DIExpression()), !dbg !73
  call void @llvm.dbg.value(metadata i32 0, metadata !33, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i32 0, metadata !74, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.1, i32 0, i32 0), metadata !36, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i32 0, metadata !33, metadata !DIExpression()), !dbg !42
  %24 = load i8, i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.1, i32 0, i32 0), align 1, !dbg !82, !tbaa !83
  %25 = icmp eq i8 %24, 0, !dbg !86
  br i1 %25, label %26, label %111, !dbg !86

26:                                               ; preds = %22, %118
  %27 = phi i32 [ %114, %118 ], [ 0, %22 ]
  call void @llvm.dbg.value(metadata i32 0, metadata !34, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !73
  call void @llvm.dbg.value(metadata i32 %114, metadata !33, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i32 1, metadata !34, metadata !DIExpression()), !dbg !73
  call void @llvm.dbg.value(metadata i32 %27, metadata !33, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i32 1, metadata !74, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i32 0, i32 0), metadata !36, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i32 %27, metadata !33, metadata !DIExpression()), !dbg !42
  %28 = load i8, i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i32 0, i32 0), align 1, !dbg !82, !tbaa !83
  %29 = icmp eq i8 %28, 0, !dbg !86
  br i1 %29, label %39, label %30, !dbg !86

30:                                               ; preds = %26, %30
  %31 = phi i8* [ %34, %30 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i32 0, i32 0), %26 ]
  %32 = phi i32 [ %33, %30 ], [ %27, %26 ]
  call void @llvm.dbg.value(metadata i8* %31, metadata !36, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i32 %32, metadata !33, metadata !DIExpression()), !dbg !42
  %33 = add nsw i32 %32, 1, !dbg !87
  call void @llvm.dbg.value(metadata i32 %33, metadata !33, metadata !DIExpression()), !dbg !42
  %34 = getelementptr inbounds i8, i8* %31, i32 1, !dbg !89
  call void @llvm.dbg.value(metadata i8* %34, metadata !36, metadata !DIExpression()), !dbg !81
  %35 = load i8, i8* %34, align 1, !dbg !82, !tbaa !83
  %36 = icmp eq i8 %35, 0, !dbg !86
  br i1 %36, label %37, label %30, !dbg !86, !llvm.loop !90

37:                                               ; preds = %30
  %38 = icmp sgt i32 %32, 39, !dbg !92
  call void @llvm.dbg.value(metadata i32 1, metadata !34, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !73
  br i1 %38, label %120, label %39

39:                                               ; preds = %37, %26
  %40 = phi i32 [ %33, %37 ], [ %27, %26 ]
  call void @llvm.dbg.value(metadata i32 1, metadata !34, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !73
  call void @llvm.dbg.value(metadata i32 %33, metadata !33, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i32 2, metadata !34, metadata !DIExpression()), !dbg !73
  call void @llvm.dbg.value(metadata i32 %40, metadata !33, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i32 2, metadata !74, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.3, i32 0, i32 0), metadata !36, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i32 %40, metadata !33, metadata !DIExpression()), !dbg !42
  %41 = load i8, i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.3, i32 0, i32 0), align 1, !dbg !82, !tbaa !83
  %42 = icmp eq i8 %41, 0, !dbg !86
  br i1 %42, label %52, label %43, !dbg !86

43:                                               ; preds = %39, %43
  %44 = phi i8* [ %47, %43 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.3, i32 0, i32 0), %39 ]
  %45 = phi i32 [ %46, %43 ], [ %40, %39 ]
  call void @llvm.dbg.value(metadata i8* %44, metadata !36, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i32 %45, metadata !33, metadata !DIExpression()), !dbg !42
  %46 = add nsw i32 %45, 1, !dbg !87
  call void @llvm.dbg.value(metadata i32 %46, metadata !33, metadata !DIExpression()), !dbg !42
  %47 = getelementptr inbounds i8, i8* %44, i32 1, !dbg !89
  call void @llvm.dbg.value(metadata i8* %47, metadata !36, metadata !DIExpression()), !dbg !81
  %48 = load i8, i8* %47, align 1, !dbg !82, !tbaa !83
  %49 = icmp eq i8 %48, 0, !dbg !86
  br i1 %49, label %50, label %43, !dbg !86, !llvm.loop !90

50:                                               ; preds = %43
  %51 = icmp sgt i32 %45, 39, !dbg !92
  call void @llvm.dbg.value(metadata i32 2, metadata !34, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !73
  br i1 %51, label %120, label %52

52:                                               ; preds = %39, %50
  %53 = phi i32 [ %46, %50 ], [ %40, %39 ]
  call void @llvm.dbg.value(metadata i32 2, metadata !34, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !73
  call void @llvm.dbg.value(metadata i32 %46, metadata !33, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i32 3, metadata !34, metadata !DIExpression()), !dbg !73
  call void @llvm.dbg.value(metadata i32 %53, metadata !33, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i32 3, metadata !74, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i32 0, i32 0), metadata !36, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i32 %53, metadata !33, metadata !DIExpression()), !dbg !42
  br label %54, !dbg !86

54:                                               ; preds = %54, %52
  %55 = phi i8* [ %58, %54 ], [ getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i32 0, i32 0), %52 ]
  %56 = phi i32 [ %57, %54 ], [ %53, %52 ]
  call void @llvm.dbg.value(metadata i8* %55, metadata !36, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i32 %56, metadata !33, metadata !DIExpression()), !dbg !42
  %57 = add nsw i32 %56, 1, !dbg !87
  call void @llvm.dbg.value(metadata i32 %57, metadata !33, metadata !DIExpression()), !dbg !42
  %58 = getelementptr inbounds i8, i8* %55, i32 1, !dbg !89
  call void @llvm.dbg.value(metadata i8* %58, metadata !36, metadata !DIExpression()), !dbg !81
  %59 = load i8, i8* %58, align 1, !dbg !82, !tbaa !83
  %60 = icmp eq i8 %59, 0, !dbg !86
  br i1 %60, label %61, label %54, !dbg !86, !llvm.loop !90

61:                                               ; preds = %54
  %62 = icmp sgt i32 %56, 39, !dbg !92
  call void @llvm.dbg.value(metadata i32 3, metadata !34, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !73
  br i1 %62, label %120, label %63

63:                                               ; preds = %61, %63
  %64 = phi i8* [ %67, %63 ], [ getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i32 0, i32 0), %61 ]
  %65 = phi i32 [ %66, %63 ], [ %57, %61 ]
  call void @llvm.dbg.value(metadata i8* %64, metadata !36, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i32 %65, metadata !33, metadata !DIExpression()), !dbg !42
  %66 = add nsw i32 %65, 1, !dbg !87
  call void @llvm.dbg.value(metadata i32 %66, metadata !33, metadata !DIExpression()), !dbg !42
  %67 = getelementptr inbounds i8, i8* %64, i32 1, !dbg !89
  call void @llvm.dbg.value(metadata i8* %67, metadata !36, metadata !DIExpression()), !dbg !81
  %68 = load i8, i8* %67, align 1, !dbg !82, !tbaa !83
  %69 = icmp eq i8 %68, 0, !dbg !86
  br i1 %69, label %70, label %63, !dbg !86, !llvm.loop !90

70:                                               ; preds = %63
  %71 = icmp sgt i32 %65, 39, !dbg !92
  call void @llvm.dbg.value(metadata i32 4, metadata !34, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !73
  br i1 %71, label %120, label %72

72:                                               ; preds = %70, %72
  %73 = phi i8* [ %76, %72 ], [ getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i32 0, i32 0), %70 ]
  %74 = phi i32 [ %75, %72 ], [ %66, %70 ]
  call void @llvm.dbg.value(metadata i8* %73, metadata !36, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i32 %74, metadata !33, metadata !DIExpression()), !dbg !42
  %75 = add nsw i32 %74, 1, !dbg !87
  call void @llvm.dbg.value(metadata i32 %75, metadata !33, metadata !DIExpression()), !dbg !42
  %76 = getelementptr inbounds i8, i8* %73, i32 1, !dbg !89
  call void @llvm.dbg.value(metadata i8* %76, metadata !36, metadata !DIExpression()), !dbg !81
  %77 = load i8, i8* %76, align 1, !dbg !82, !tbaa !83
  %78 = icmp eq i8 %77, 0, !dbg !86
  br i1 %78, label %79, label %72, !dbg !86, !llvm.loop !90

79:                                               ; preds = %72
  %80 = icmp sgt i32 %74, 39, !dbg !92
  call void @llvm.dbg.value(metadata i32 5, metadata !34, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !73
  br i1 %80, label %120, label %81

81:                                               ; preds = %79, %81
  %82 = phi i8* [ %85, %81 ], [ getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i32 0, i32 0), %79 ]
  %83 = phi i32 [ %84, %81 ], [ %75, %79 ]
  call void @llvm.dbg.value(metadata i8* %82, metadata !36, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i32 %83, metadata !33, metadata !DIExpression()), !dbg !42
  %84 = add nsw i32 %83, 1, !dbg !87
  call void @llvm.dbg.value(metadata i32 %84, metadata !33, metadata !DIExpression()), !dbg !42
  %85 = getelementptr inbounds i8, i8* %82, i32 1, !dbg !89
  call void @llvm.dbg.value(metadata i8* %85, metadata !36, metadata !DIExpression()), !dbg !81
  %86 = load i8, i8* %85, align 1, !dbg !82, !tbaa !83
  %87 = icmp eq i8 %86, 0, !dbg !86
  br i1 %87, label %88, label %81, !dbg !86, !llvm.loop !90

88:                                               ; preds = %81
  %89 = icmp sgt i32 %83, 39, !dbg !92
  call void @llvm.dbg.value(metadata i32 6, metadata !34, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !73
  br i1 %89, label %120, label %90

90:                                               ; preds = %88
  call void @llvm.dbg.value(metadata i32 6, metadata !34, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !73
  call void @llvm.dbg.value(metadata i32 %84, metadata !33, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i32 7, metadata !34, metadata !DIExpression()), !dbg !73
  call void @llvm.dbg.value(metadata i32 %84, metadata !33, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i32 7, metadata !74, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i32 0, i32 0), metadata !36, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i32 %84, metadata !33, metadata !DIExpression()), !dbg !42
  %91 = load i8, i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i32 0, i32 0), align 1, !dbg !82, !tbaa !83
  %92 = icmp eq i8 %91, 0, !dbg !86
  br i1 %92, label %102, label %93, !dbg !86

93:                                               ; preds = %90, %93
  %94 = phi i8* [ %97, %93 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i32 0, i32 0), %90 ]
  %95 = phi i32 [ %96, %93 ], [ %84, %90 ]
  call void @llvm.dbg.value(metadata i8* %94, metadata !36, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i32 %95, metadata !33, metadata !DIExpression()), !dbg !42
  %96 = add nsw i32 %95, 1, !dbg !87
  call void @llvm.dbg.value(metadata i32 %96, metadata !33, metadata !DIExpression()), !dbg !42
  %97 = getelementptr inbounds i8, i8* %94, i32 1, !dbg !89
  call void @llvm.dbg.value(metadata i8* %97, metadata !36, metadata !DIExpression()), !dbg !81
  %98 = load i8, i8* %97, align 1, !dbg !82, !tbaa !83
  %99 = icmp eq i8 %98, 0, !dbg !86
  br i1 %99, label %100, label %93, !dbg !86, !llvm.loop !90

100:                                              ; preds = %93
  %101 = icmp sgt i32 %95, 39, !dbg !92
  call void @llvm.dbg.value(metadata i32 7, metadata !34, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !73
  br i1 %101, label %120, label %102

102:                                              ; preds = %100, %90
  %103 = phi i32 [ %96, %100 ], [ %84, %90 ]
  call void @llvm.dbg.value(metadata i32 7, metadata !34, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !73
  call void @llvm.dbg.value(metadata i32 %96, metadata !33, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i32 8, metadata !34, metadata !DIExpression()), !dbg !73
  call void @llvm.dbg.value(metadata i32 %103, metadata !33, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i32 8, metadata !74, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i32 0, i32 0), metadata !36, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i32 %103, metadata !33, metadata !DIExpression()), !dbg !42
  br label %104, !dbg !86

104:                                              ; preds = %104, %102
  %105 = phi i8* [ %108, %104 ], [ getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i32 0, i32 0), %102 ]
  %106 = phi i32 [ %107, %104 ], [ %103, %102 ]
  call void @llvm.dbg.value(metadata i8* %105, metadata !36, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i32 %106, metadata !33, metadata !DIExpression()), !dbg !42
  %107 = add nsw i32 %106, 1, !dbg !87
  call void @llvm.dbg.value(metadata i32 %107, metadata !33, metadata !DIExpression()), !dbg !42
  %108 = getelementptr inbounds i8, i8* %105, i32 1, !dbg !89
  call void @llvm.dbg.value(metadata i8* %108, metadata !36, metadata !DIExpression()), !dbg !81
  %109 = load i8, i8* %108, align 1, !dbg !82, !tbaa !83
  %110 = icmp eq i8 %109, 0, !dbg !86
  br i1 %110, label %120, label %104, !dbg !86, !llvm.loop !90

111:                                              ; preds = %22, %111
  %112 = phi i8* [ %115, %111 ], [ getelementptr inbounds ([5 x i8], [5 x i8]* @.str.1, i32 0, i32 0), %22 ]
  %113 = phi i32 [ %114, %111 ], [ 0, %22 ]
  call void @llvm.dbg.value(metadata i8* %112, metadata !36, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i32 %113, metadata !33, metadata !DIExpression()), !dbg !42
  %114 = add nuw nsw i32 %113, 1, !dbg !87
  call void @llvm.dbg.value(metadata i32 %114, metadata !33, metadata !DIExpression()), !dbg !42
  %115 = getelementptr inbounds i8, i8* %112, i32 1, !dbg !89
  call void @llvm.dbg.value(metadata i8* %115, metadata !36, metadata !DIExpression()), !dbg !81
  %116 = load i8, i8* %115, align 1, !dbg !82, !tbaa !83
  %117 = icmp eq i8 %116, 0, !dbg !86
  br i1 %117, label %118, label %111, !dbg !86, !llvm.loop !90

118:                                              ; preds = %111
  %119 = icmp ugt i32 %113, 39, !dbg !92
  call void @llvm.dbg.value(metadata i32 0, metadata !34, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !73
  br i1 %119, label %120, label %26

120:                                              ; preds = %104, %100, %88, %79, %70, %61, %50, %37, %118
  %121 = phi i32 [ %114, %118 ], [ %33, %37 ], [ %46, %50 ], [ %57, %61 ], [ %66, %70 ], [ %75, %79 ], [ %84, %88 ], [ %96, %100 ], [ %107, %104 ]
  call void @llvm.dbg.value(metadata i32 %114, metadata !33, metadata !DIExpression()), !dbg !42
  %122 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i32 0, i32 0), i32 noundef signext %19, i32 noundef signext %23, i32 noundef signext %121), !dbg !94
  ret i32 0, !dbg !95
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #3

attributes #0 = { nofree nosync nounwind readnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "control.c", directory: ".", checksumkind: CSK_MD5, checksum: "e6995099c8bd73c739a06f162dfc485c")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 1}
!6 = !{i32 7, !"PIE Level", i32 1}
!7 = !{!"Debian clang version 14.0.6"}
!8 = distinct !DISubprogram(name: "fib", scope: !1, file: !1, line: 17, type: !9, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !12)
!9 = !DISubroutineType(types: !10)
!10 = !{!11, !11}
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !{!13}
!13 = !DILocalVariable(name: "n", arg: 1, scope: !8, file: !1, line: 17, type: !11)
!14 = !DILocation(line: 0, scope: !8)
!15 = !DILocation(line: 18, column: 11, scope: !16)
!16 = distinct !DILexicalBlock(scope: !8, file: !1, line: 18, column: 9)
!17 = !DILocation(line: 18, column: 9, scope: !8)
!18 = !DILocation(line: 20, column: 18, scope: !8)
!19 = !DILocation(line: 20, column: 12, scope: !8)
!20 = !DILocation(line: 20, column: 31, scope: !8)
!21 = !DILocation(line: 20, column: 23, scope: !8)
!22 = !DILocation(line: 21, column: 1, scope: !8)
!23 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 38, type: !24, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !26)
!24 = !DISubroutineType(types: !25)
!25 = !{!11}
!26 = !{!27, !29, !30, !32, !33, !34, !36}
!27 = !DILocalVariable(name: "longest", scope: !23, file: !1, line: 39, type: !28)
!28 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!29 = !DILocalVariable(name: "i", scope: !23, file: !1, line: 40, type: !11)
!30 = !DILocalVariable(name: "s", scope: !31, file: !1, line: 42, type: !28)
!31 = distinct !DILexicalBlock(scope: !23, file: !1, line: 41, column: 8)
!32 = !DILocalVariable(name: "f", scope: !23, file: !1, line: 47, type: !11)
!33 = !DILocalVariable(name: "len", scope: !23, file: !1, line: 48, type: !11)
!34 = !DILocalVariable(name: "k", scope: !35, file: !1, line: 49, type: !11)
!35 = distinct !DILexicalBlock(scope: !23, file: !1, line: 49, column: 5)
!36 = !DILocalVariable(name: "s", scope: !37, file: !1, line: 50, type: !39)
!37 = distinct !DILexicalBlock(scope: !38, file: !1, line: 49, column: 33)
!38 = distinct !DILexicalBlock(scope: !35, file: !1, line: 49, column: 5)
!39 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !40, size: 32)
!40 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !41)
!41 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!42 = !DILocation(line: 0, scope: !23)
!43 = !DILocation(line: 41, column: 5, scope: !23)
!44 = !DILocalVariable(name: "n", arg: 1, scope: !45, file: !1, line: 5, type: !28)
!45 = distinct !DISubprogram(name: "collatz", scope: !1, file: !1, line: 5, type: !46, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !48)
!46 = !DISubroutineType(types: !47)
!47 = !{!28, !28}
!48 = !{!44, !49}
!49 = !DILocalVariable(name: "steps", scope: !45, file: !1, line: 6, type: !28)
!50 = !DILocation(line: 0, scope: !45, inlinedAt: !51)
!51 = distinct !DILocation(line: 42, column: 22, scope: !31)
!52 = !DILocation(line: 7, column: 14, scope: !45, inlinedAt: !51)
!53 = !DILocation(line: 7, column: 5, scope: !45, inlinedAt: !51)
!54 = !DILocation(line: 8, column: 15, scope: !55, inlinedAt: !51)
!55 = distinct !DILexicalBlock(scope: !56, file: !1, line: 8, column: 13)
!56 = distinct !DILexicalBlock(scope: !45, file: !1, line: 7, column: 20)
!57 = !DILocation(line: 8, column: 19, scope: !55, inlinedAt: !51)
!58 = !DILocation(line: 8, column: 13, scope: !56, inlinedAt: !51)
!59 = !DILocation(line: 12, column: 14, scope: !56, inlinedAt: !51)
!60 = distinct !{!60, !53, !61, !62}
!61 = !DILocation(line: 13, column: 5, scope: !45, inlinedAt: !51)
!62 = !{!"llvm.loop.mustprogress"}
!63 = !DILocation(line: 0, scope: !31)
!64 = !DILocation(line: 43, column: 15, scope: !65)
!65 = distinct !DILexicalBlock(scope: !31, file: !1, line: 43, column: 13)
!66 = !DILocation(line: 43, column: 13, scope: !31)
!67 = !DILocation(line: 45, column: 10, scope: !31)
!68 = !DILocation(line: 46, column: 16, scope: !23)
!69 = !DILocation(line: 46, column: 5, scope: !31)
!70 = distinct !{!70, !43, !71, !62}
!71 = !DILocation(line: 46, column: 20, scope: !23)
!72 = !DILocation(line: 47, column: 13, scope: !23)
!73 = !DILocation(line: 0, scope: !35)
!74 = !DILocalVariable(name: "k", arg: 1, scope: !75, file: !1, line: 23, type: !11)
!75 = distinct !DISubprogram(name: "name", scope: !1, file: !1, line: 23, type: !76, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !78)
!76 = !DISubroutineType(types: !77)
!77 = !{!39, !11}
!78 = !{!74}
!79 = !DILocation(line: 0, scope: !75, inlinedAt: !80)
!80 = distinct !DILocation(line: 50, column: 25, scope: !37)
!81 = !DILocation(line: 0, scope: !37)
!82 = !DILocation(line: 51, column: 16, scope: !37)
!83 = !{!84, !84, i64 0}
!84 = !{!"omnipotent char", !85, i64 0}
!85 = !{!"Simple C/C++ TBAA"}
!86 = !DILocation(line: 51, column: 9, scope: !37)
!87 = !DILocation(line: 52, column: 16, scope: !88)
!88 = distinct !DILexicalBlock(scope: !37, file: !1, line: 51, column: 20)
!89 = !DILocation(line: 53, column: 14, scope: !88)
!90 = distinct !{!90, !86, !91, !62}
!91 = !DILocation(line: 54, column: 9, scope: !37)
!92 = !DILocation(line: 55, column: 17, scope: !93)
!93 = distinct !DILexicalBlock(scope: !37, file: !1, line: 55, column: 13)
!94 = !DILocation(line: 58, column: 5, scope: !23)
!95 = !DILocation(line: 60, column: 1, scope: !23)
