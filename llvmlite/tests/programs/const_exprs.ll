; const_exprs: constant expressions as operands (materialised before the use,
; including in phi incoming values), and in global initializers (addresses
; with offsets, function pointers in a table).
; ret: 43
%Pair = type { i64, i64 }
%Op = type { i8*, i64 (i64, i64)* }

@nums = global [4 x i64] [i64 10, i64 20, i64 30, i64 40]
@third = global i64* getelementptr inbounds ([4 x i64], [4 x i64]* @nums, i64 0, i64 2)
@bytes = global i8* bitcast (i64* getelementptr ([4 x i64], [4 x i64]* @nums, i64 0, i64 1) to i8*)
@pair = global %Pair { i64 1, i64 2 }
@second = global i64* getelementptr (%Pair, %Pair* @pair, i32 0, i32 1)
@name.add = constant [4 x i8] c"add\00"
@name.sub = constant [4 x i8] c"sub\00"
@ops = global [2 x %Op] [
  %Op { i8* getelementptr ([4 x i8], [4 x i8]* @name.add, i32 0, i32 0), i64 (i64, i64)* @add },
  %Op { i8* getelementptr ([4 x i8], [4 x i8]* @name.sub, i32 0, i32 0), i64 (i64, i64)* @sub }
]
@fmt = constant [12 x i8] c"%s(%ld)=%ld\0A"
@fmtz = constant [13 x i8] c"%s(%ld)=%ld\0A\00"
@nl = constant [4 x i8] c"%d\0A\00"

declare i32 @printf(i8*, ...)

define i64 @add(i64 %a, i64 %b) {
  %r = add i64 %a, %b
  ret i64 %r
}

define i64 @sub(i64 %a, i64 %b) {
  %r = sub i64 %a, %b
  ret i64 %r
}

define i64 @apply(i64 %k, i64 %x) {
  %op = getelementptr [2 x %Op], [2 x %Op]* @ops, i64 0, i64 %k
  %namep = getelementptr %Op, %Op* %op, i32 0, i32 0
  %name = load i8*, i8** %namep
  %fp = getelementptr %Op, %Op* %op, i32 0, i32 1
  %f = load i64 (i64, i64)*, i64 (i64, i64)** %fp
  %r = call i64 %f(i64 %x, i64 5)
  %p = call i32 (i8*, ...) @printf(i8* getelementptr ([13 x i8], [13 x i8]* @fmtz, i32 0, i32 0), i8* %name, i64 %x, i64 %r)
  ret i64 %r
}

define i64 @main() {
entry:
  %t = load i64*, i64** @third
  %v3 = load i64, i64* %t
  %b = load i8*, i8** @bytes
  %b64 = bitcast i8* %b to i64*
  %v2 = load i64, i64* %b64
  %s = load i64*, i64** @second
  %v4 = load i64, i64* %s
  %c = icmp eq i64 %v3, 30
  br i1 %c, label %yes, label %no
yes:
  br label %join
no:
  br label %join
join:
  %ptr = phi i64* [ getelementptr ([4 x i64], [4 x i64]* @nums, i64 0, i64 3), %yes ], [ getelementptr ([4 x i64], [4 x i64]* @nums, i64 0, i64 0), %no ]
  %v = load i64, i64* %ptr
  %a1 = call i64 @apply(i64 0, i64 %v)
  %a2 = call i64 @apply(i64 1, i64 %v2)
  %sum = add i64 %a1, %a2
  %sum2 = add i64 %sum, %v4
  %cnt = sub i64 %sum2, 20
  %r = sub i64 %cnt, %v4
  %q = add i64 %r, 3
  ret i64 %q
}
