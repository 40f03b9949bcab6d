; clang_switch: clang -O0 style input with `switch`, phis fed by switch edges,
; attributes, metadata, dso_local, align and comdat-free noise.
; ret: 3
; ModuleID = 'switch.c'
source_filename = "switch.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [10 x i8] c"%d -> %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @classify(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  switch i32 %3, label %7 [
    i32 0, label %4
    i32 1, label %5
    i32 7, label %5
    i32 -3, label %6
  ]

4:                                                ; preds = %1
  br label %8

5:                                                ; preds = %1, %1
  br label %8

6:                                                ; preds = %1
  br label %8

7:                                                ; preds = %1
  br label %8

8:                                                ; preds = %7, %6, %5, %4
  %9 = phi i32 [ 100, %4 ], [ 200, %5 ], [ 300, %6 ], [ -1, %7 ]
  ret i32 %9, !dbg !12
}

define dso_local i32 @direct(i32 noundef %0) #0 {
  switch i32 %0, label %3 [
    i32 5, label %2
  ]
2:
  %p = phi i32 [ 50, %1 ]
  ret i32 %p
3:
  %q = phi i32 [ 0, %1 ]
  ret i32 %q
}

define dso_local i32 @empty_switch(i32 noundef %0) local_unnamed_addr #0 {
  switch i32 %0, label %2 [
  ]
2:
  ret i32 %0
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  store i32 -4, i32* %1, align 4
  br label %2

2:
  %3 = load i32, i32* %1, align 4
  %4 = icmp sle i32 %3, 8
  br i1 %4, label %5, label %11

5:
  %6 = call i32 @classify(i32 noundef %3)
  %7 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0), i32 noundef %3, i32 noundef %6)
  %8 = add nsw i32 %3, 1
  store i32 %8, i32* %1, align 4
  br label %2

11:
  %12 = call i32 @direct(i32 5)
  %13 = call i32 @direct(i32 6)
  %14 = call i32 @empty_switch(i32 3)
  %15 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0), i32 noundef %12, i32 noundef %13)
  ret i32 %14
}

declare i32 @printf(i8* noundef, ...) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" }
attributes #1 = { "frame-pointer"="all" }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}
!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"uwtable", i32 1}
!2 = !{!"clang version 14.0.0"}
!12 = !DILocation(line: 3, column: 5, scope: !13)
!13 = distinct !DISubprogram(name: "classify", scope: !1, file: !1, line: 1, type: !14, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0)
!14 = !DISubroutineType(types: !{null})
