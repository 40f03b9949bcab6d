; ModuleID = 'bytecode_vm.c'
source_filename = "bytecode_vm.c"
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mips-unknown-linux-gnu"

@main.prog = internal constant [41 x i8] c"\00\00\0C\00\00\01\0C\01\00\C8\00\0F\03\07\00\03\03\0B\01\05\0B\00\01\0C\00\0B\01\06\00\FF\04\0A\05\0C\01\0D\07\0E\0D\08\0F", align 1
@.str = private unnamed_addr constant [38 x i8] c"(x+y)*z-(x%y)/3<=z>x==y+(z*x)-y%(x+1)\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"%u %u %u\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8*, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  store i32 0, i32* %2, align 4
  %8 = call i32 @vm(i8* noundef getelementptr inbounds ([41 x i8], [41 x i8]* @main.prog, i32 0, i32 0), i32* noundef %2)
  store i32 %8, i32* %3, align 4
  store i32 0, i32* %4, align 4
  store i8* getelementptr inbounds ([38 x i8], [38 x i8]* @.str, i32 0, i32 0), i8** %5, align 4
  store i32 0, i32* %6, align 4
  br label %9

9:                                                ; preds = %36, %0
  %10 = load i32, i32* %6, align 4
  %11 = icmp slt i32 %10, 200
  br i1 %11, label %12, label %39

12:                                               ; preds = %9
  store i32 0, i32* %7, align 4
  br label %13

13:                                               ; preds = %32, %12
  %14 = load i8*, i8** %5, align 4
  %15 = load i32, i32* %7, align 4
  %16 = getelementptr inbounds i8, i8* %14, i32 %15
  %17 = load i8, i8* %16, align 1
  %18 = icmp ne i8 %17, 0
  br i1 %18, label %19, label %35

19:                                               ; preds = %13
  %20 = load i32, i32* %4, align 4
  %21 = mul i32 %20, 3
  %22 = load i8*, i8** %5, align 4
  %23 = load i32, i32* %7, align 4
  %24 = getelementptr inbounds i8, i8* %22, i32 %23
  %25 = load i8, i8* %24, align 1
  %26 = sext i8 %25 to i32
  %27 = load i32, i32* %6, align 4
  %28 = srem i32 %27, 2
  %29 = add nsw i32 %26, %28
  %30 = call i32 @token_class(i32 noundef signext %29)
  %31 = add i32 %21, %30
  store i32 %31, i32* %4, align 4
  br label %32

32:                                               ; preds = %19
  %33 = load i32, i32* %7, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, i32* %7, align 4
  br label %13, !llvm.loop !5

35:                                               ; preds = %13
  br label %36

36:                                               ; preds = %35
  %37 = load i32, i32* %6, align 4
  %38 = add nsw i32 %37, 1
  store i32 %38, i32* %6, align 4
  br label %9, !llvm.loop !7

39:                                               ; preds = %9
  %40 = load i32, i32* %3, align 4
  %41 = load i32, i32* %2, align 4
  %42 = load i32, i32* %4, align 4
  %43 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.1, i32 0, i32 0), i32 noundef signext %40, i32 noundef signext %41, i32 noundef signext %42)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone
define internal i32 @vm(i8* noundef %0, i32* noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i8*, align 4
  %5 = alloca i32*, align 4
  %6 = alloca [32 x i32], align 4
  %7 = alloca [4 x i32], align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store i8* %0, i8** %4, align 4
  store i32* %1, i32** %5, align 4
  %14 = bitcast [4 x i32]* %7 to i8*
  call void @llvm.memset.p0i8.i32(i8* align 4 %14, i8 0, i32 16, i1 false)
  store i32 0, i32* %8, align 4
  store i32 0, i32* %9, align 4
  store i32 0, i32* %10, align 4
  br label %15

15:                                               ; preds = %191, %2
  %16 = load i32, i32* %10, align 4
  %17 = add i32 %16, 1
  store i32 %17, i32* %10, align 4
  %18 = load i8*, i8** %4, align 4
  %19 = load i32, i32* %9, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, i32* %9, align 4
  %21 = getelementptr inbounds i8, i8* %18, i32 %19
  %22 = load i8, i8* %21, align 1
  %23 = zext i8 %22 to i32
  store i32 %23, i32* %11, align 4
  %24 = load i32, i32* %11, align 4
  switch i32 %24, label %188 [
    i32 0, label %25
    i32 1, label %35
    i32 2, label %46
    i32 3, label %57
    i32 4, label %68
    i32 5, label %79
    i32 6, label %90
    i32 7, label %96
    i32 8, label %105
    i32 9, label %108
    i32 10, label %124
    i32 11, label %133
    i32 12, label %146
    i32 13, label %159
    i32 14, label %165
    i32 15, label %180
  ]

25:                                               ; preds = %15
  %26 = load i8*, i8** %4, align 4
  %27 = load i32, i32* %9, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, i32* %9, align 4
  %29 = getelementptr inbounds i8, i8* %26, i32 %27
  %30 = load i8, i8* %29, align 1
  %31 = zext i8 %30 to i32
  %32 = load i32, i32* %8, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, i32* %8, align 4
  %34 = getelementptr inbounds [32 x i32], [32 x i32]* %6, i32 0, i32 %32
  store i32 %31, i32* %34, align 4
  br label %191

35:                                               ; preds = %15
  %36 = load i32, i32* %8, align 4
  %37 = add nsw i32 %36, -1
  store i32 %37, i32* %8, align 4
  %38 = load i32, i32* %8, align 4
  %39 = getelementptr inbounds [32 x i32], [32 x i32]* %6, i32 0, i32 %38
  %40 = load i32, i32* %39, align 4
  %41 = load i32, i32* %8, align 4
  %42 = sub nsw i32 %41, 1
  %43 = getelementptr inbounds [32 x i32], [32 x i32]* %6, i32 0, i32 %42
  %44 = load i32, i32* %43, align 4
  %45 = add i32 %44, %40
  store i32 %45, i32* %43, align 4
  br label %191

46:                                               ; preds = %15
  %47 = load i32, i32* %8, align 4
  %48 = add nsw i32 %47, -1
  store i32 %48, i32* %8, align 4
  %49 = load i32, i32* %8, align 4
  %50 = getelementptr inbounds [32 x i32], [32 x i32]* %6, i32 0, i32 %49
  %51 = load i32, i32* %50, align 4
  %52 = load i32, i32* %8, align 4
  %53 = sub nsw i32 %52, 1
  %54 = getelementptr inbounds [32 x i32], [32 x i32]* %6, i32 0, i32 %53
  %55 = load i32, i32* %54, align 4
  %56 = sub i32 %55, %51
  store i32 %56, i32* %54, align 4
  br label %191

57:                                               ; preds = %15
  %58 = load i32, i32* %8, align 4
  %59 = add nsw i32 %58, -1
  store i32 %59, i32* %8, align 4
  %60 = load i32, i32* %8, align 4
  %61 = getelementptr inbounds [32 x i32], [32 x i32]* %6, i32 0, i32 %60
  %62 = load i32, i32* %61, align 4
  %63 = load i32, i32* %8, align 4
  %64 = sub nsw i32 %63, 1
  %65 = getelementptr inbounds [32 x i32], [32 x i32]* %6, i32 0, i32 %64
  %66 = load i32, i32* %65, align 4
  %67 = mul i32 %66, %62
  store i32 %67, i32* %65, align 4
  br label %191

68:                                               ; preds = %15
  %69 = load i32, i32* %8, align 4
  %70 = add nsw i32 %69, -1
  store i32 %70, i32* %8, align 4
  %71 = load i32, i32* %8, align 4
  %72 = getelementptr inbounds [32 x i32], [32 x i32]* %6, i32 0, i32 %71
  %73 = load i32, i32* %72, align 4
  %74 = load i32, i32* %8, align 4
  %75 = sub nsw i32 %74, 1
  %76 = getelementptr inbounds [32 x i32], [32 x i32]* %6, i32 0, i32 %75
  %77 = load i32, i32* %76, align 4
  %78 = and i32 %77, %73
  store i32 %78, i32* %76, align 4
  br label %191

79:                                               ; preds = %15
  %80 = load i32, i32* %8, align 4
  %81 = add nsw i32 %80, -1
  store i32 %81, i32* %8, align 4
  %82 = load i32, i32* %8, align 4
  %83 = getelementptr inbounds [32 x i32], [32 x i32]* %6, i32 0, i32 %82
  %84 = load i32, i32* %83, align 4
  %85 = load i32, i32* %8, align 4
  %86 = sub nsw i32 %85, 1
  %87 = getelementptr inbounds [32 x i32], [32 x i32]* %6, i32 0, i32 %86
  %88 = load i32, i32* %87, align 4
  %89 = xor i32 %88, %84
  store i32 %89, i32* %87, align 4
  br label %191

90:                                               ; preds = %15
  %91 = load i32, i32* %8, align 4
  %92 = sub nsw i32 %91, 1
  %93 = getelementptr inbounds [32 x i32], [32 x i32]* %6, i32 0, i32 %92
  %94 = load i32, i32* %93, align 4
  %95 = shl i32 %94, 1
  store i32 %95, i32* %93, align 4
  br label %191

96:                                               ; preds = %15
  %97 = load i32, i32* %8, align 4
  %98 = sub nsw i32 %97, 1
  %99 = getelementptr inbounds [32 x i32], [32 x i32]* %6, i32 0, i32 %98
  %100 = load i32, i32* %99, align 4
  %101 = load i32, i32* %8, align 4
  %102 = getelementptr inbounds [32 x i32], [32 x i32]* %6, i32 0, i32 %101
  store i32 %100, i32* %102, align 4
  %103 = load i32, i32* %8, align 4
  %104 = add nsw i32 %103, 1
  store i32 %104, i32* %8, align 4
  br label %191

105:                                              ; preds = %15
  %106 = load i32, i32* %8, align 4
  %107 = add nsw i32 %106, -1
  store i32 %107, i32* %8, align 4
  br label %191

108:                                              ; preds = %15
  %109 = load i32, i32* %8, align 4
  %110 = sub nsw i32 %109, 1
  %111 = getelementptr inbounds [32 x i32], [32 x i32]* %6, i32 0, i32 %110
  %112 = load i32, i32* %111, align 4
  store i32 %112, i32* %12, align 4
  %113 = load i32, i32* %8, align 4
  %114 = sub nsw i32 %113, 2
  %115 = getelementptr inbounds [32 x i32], [32 x i32]* %6, i32 0, i32 %114
  %116 = load i32, i32* %115, align 4
  %117 = load i32, i32* %8, align 4
  %118 = sub nsw i32 %117, 1
  %119 = getelementptr inbounds [32 x i32], [32 x i32]* %6, i32 0, i32 %118
  store i32 %116, i32* %119, align 4
  %120 = load i32, i32* %12, align 4
  %121 = load i32, i32* %8, align 4
  %122 = sub nsw i32 %121, 2
  %123 = getelementptr inbounds [32 x i32], [32 x i32]* %6, i32 0, i32 %122
  store i32 %120, i32* %123, align 4
  br label %191

124:                                              ; preds = %15
  %125 = load i32, i32* %8, align 4
  %126 = sub nsw i32 %125, 2
  %127 = getelementptr inbounds [32 x i32], [32 x i32]* %6, i32 0, i32 %126
  %128 = load i32, i32* %127, align 4
  %129 = load i32, i32* %8, align 4
  %130 = getelementptr inbounds [32 x i32], [32 x i32]* %6, i32 0, i32 %129
  store i32 %128, i32* %130, align 4
  %131 = load i32, i32* %8, align 4
  %132 = add nsw i32 %131, 1
  store i32 %132, i32* %8, align 4
  br label %191

133:                                              ; preds = %15
  %134 = load i8*, i8** %4, align 4
  %135 = load i32, i32* %9, align 4
  %136 = add nsw i32 %135, 1
  store i32 %136, i32* %9, align 4
  %137 = getelementptr inbounds i8, i8* %134, i32 %135
  %138 = load i8, i8* %137, align 1
  %139 = zext i8 %138 to i32
  %140 = and i32 %139, 3
  %141 = getelementptr inbounds [4 x i32], [4 x i32]* %7, i32 0, i32 %140
  %142 = load i32, i32* %141, align 4
  %143 = load i32, i32* %8, align 4
  %144 = add nsw i32 %143, 1
  store i32 %144, i32* %8, align 4
  %145 = getelementptr inbounds [32 x i32], [32 x i32]* %6, i32 0, i32 %143
  store i32 %142, i32* %145, align 4
  br label %191

146:                                              ; preds = %15
  %147 = load i32, i32* %8, align 4
  %148 = add nsw i32 %147, -1
  store i32 %148, i32* %8, align 4
  %149 = getelementptr inbounds [32 x i32], [32 x i32]* %6, i32 0, i32 %148
  %150 = load i32, i32* %149, align 4
  %151 = load i8*, i8** %4, align 4
  %152 = load i32, i32* %9, align 4
  %153 = add nsw i32 %152, 1
  store i32 %153, i32* %9, align 4
  %154 = getelementptr inbounds i8, i8* %151, i32 %152
  %155 = load i8, i8* %154, align 1
  %156 = zext i8 %155 to i32
  %157 = and i32 %156, 3
  %158 = getelementptr inbounds [4 x i32], [4 x i32]* %7, i32 0, i32 %157
  store i32 %150, i32* %158, align 4
  br label %191

159:                                              ; preds = %15
  %160 = load i32, i32* %8, align 4
  %161 = sub nsw i32 %160, 1
  %162 = getelementptr inbounds [32 x i32], [32 x i32]* %6, i32 0, i32 %161
  %163 = load i32, i32* %162, align 4
  %164 = add i32 %163, -1
  store i32 %164, i32* %162, align 4
  br label %191

165:                                              ; preds = %15
  %166 = load i8*, i8** %4, align 4
  %167 = load i32, i32* %9, align 4
  %168 = add nsw i32 %167, 1
  store i32 %168, i32* %9, align 4
  %169 = getelementptr inbounds i8, i8* %166, i32 %167
  %170 = load i8, i8* %169, align 1
  %171 = zext i8 %170 to i32
  store i32 %171, i32* %13, align 4
  %172 = load i32, i32* %8, align 4
  %173 = add nsw i32 %172, -1
  store i32 %173, i32* %8, align 4
  %174 = getelementptr inbounds [32 x i32], [32 x i32]* %6, i32 0, i32 %173
  %175 = load i32, i32* %174, align 4
  %176 = icmp ne i32 %175, 0
  br i1 %176, label %177, label %179

177:                                              ; preds = %165
  %178 = load i32, i32* %13, align 4
  store i32 %178, i32* %9, align 4
  br label %179

179:                                              ; preds = %177, %165
  br label %191

180:                                              ; preds = %15
  %181 = load i32, i32* %10, align 4
  %182 = load i32*, i32** %5, align 4
  store i32 %181, i32* %182, align 4
  %183 = getelementptr inbounds [4 x i32], [4 x i32]* %7, i32 0, i32 0
  %184 = load i32, i32* %183, align 4
  %185 = getelementptr inbounds [4 x i32], [4 x i32]* %7, i32 0, i32 1
  %186 = load i32, i32* %185, align 4
  %187 = xor i32 %184, %186
  store i32 %187, i32* %3, align 4
  br label %192

188:                                              ; preds = %15
  %189 = load i32, i32* %10, align 4
  %190 = load i32*, i32** %5, align 4
  store i32 %189, i32* %190, align 4
  store i32 57005, i32* %3, align 4
  br label %192

191:                                              ; preds = %179, %159, %146, %133, %124, %108, %105, %96, %90, %79, %68, %57, %46, %35, %25
  br label %15

192:                                              ; preds = %188, %180
  %193 = load i32, i32* %3, align 4
  ret i32 %193
}

; Function Attrs: noinline nounwind optnone
define internal i32 @token_class(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  %4 = load i32, i32* %3, align 4
  switch i32 %4, label %12 [
    i32 43, label %5
    i32 45, label %5
    i32 42, label %6
    i32 47, label %6
    i32 37, label %6
    i32 40, label %7
    i32 41, label %7
    i32 60, label %8
    i32 62, label %8
    i32 61, label %8
    i32 120, label %9
    i32 121, label %9
    i32 122, label %9
    i32 1000, label %10
    i32 4096, label %11
  ]

5:                                                ; preds = %1, %1
  store i32 1, i32* %2, align 4
  br label %13

6:                                                ; preds = %1, %1, %1
  store i32 2, i32* %2, align 4
  br label %13

7:                                                ; preds = %1, %1
  store i32 3, i32* %2, align 4
  br label %13

8:                                                ; preds = %1, %1, %1
  store i32 4, i32* %2, align 4
  br label %13

9:                                                ; preds = %1, %1, %1
  store i32 5, i32* %2, align 4
  br label %13

10:                                               ; preds = %1
  store i32 6, i32* %2, align 4
  br label %13

11:                                               ; preds = %1
  store i32 7, i32* %2, align 4
  br label %13

12:                                               ; preds = %1
  store i32 0, i32* %2, align 4
  br label %13

13:                                               ; preds = %12, %11, %10, %9, %8, %7, %6, %5
  %14 = load i32, i32* %2, align 4
  ret i32 %14
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i32(i8* nocapture writeonly, i8, i32, i1 immarg) #2

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #2 = { argmemonly nofree nounwind willreturn writeonly }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 1}
!2 = !{i32 7, !"PIE Level", i32 1}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 14.0.6"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
