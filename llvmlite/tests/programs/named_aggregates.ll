; named_aggregates: named array types, named function types used as
; function-pointer types, mutually recursive named structs (through
; pointers), calls written `call T @f (args)` with a space, and a call whose
; result is discarded.
; ret: 33
%Vec4 = type [4 x i64]
%BinOp = type i64 (i64, i64)
%Tree = type { i64, %Forest* }
%Forest = type { %Tree*, %Forest* }

@weights = global %Vec4 [i64 1, i64 2, i64 3, i64 4]
@leaf1 = global %Tree { i64 5, %Forest* null }
@leaf2 = global %Tree { i64 7, %Forest* null }
@f2 = global %Forest { %Tree* @leaf2, %Forest* null }
@f1 = global %Forest { %Tree* @leaf1, %Forest* @f2 }
@root = global %Tree { i64 10, %Forest* @f1 }

define i64 @add(i64 %a, i64 %b) {
  %r = add i64 %a, %b
  ret i64 %r
}

define i64 @fold(%BinOp* %op, %Vec4* %v) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi i64 [ 0, %entry ], [ %acc1, %loop ]
  %p = getelementptr %Vec4, %Vec4* %v, i64 0, i64 %i
  %x = load i64, i64* %p
  %acc1 = call i64 %op (i64 %acc, i64 %x)
  %i1 = add i64 %i, 1
  %more = icmp slt i64 %i1, 4
  br i1 %more, label %loop, label %done
done:
  ret i64 %acc1
}

define i64 @tree_sum(%Tree* %t) {
  %vp = getelementptr %Tree, %Tree* %t, i32 0, i32 0
  %v = load i64, i64* %vp
  %fp = getelementptr %Tree, %Tree* %t, i32 0, i32 1
  %f = load %Forest*, %Forest** %fp
  %s = call i64 @forest_sum (%Forest* %f)
  %r = add i64 %v, %s
  ret i64 %r
}

define i64 @forest_sum(%Forest* %f) {
  %null = icmp eq %Forest* %f, null
  br i1 %null, label %empty, label %more
empty:
  ret i64 0
more:
  %tp = getelementptr %Forest, %Forest* %f, i32 0, i32 0
  %t = load %Tree*, %Tree** %tp
  %a = call i64 @tree_sum(%Tree* %t)
  %np = getelementptr %Forest, %Forest* %f, i32 0, i32 1
  %n = load %Forest*, %Forest** %np
  %b = call i64 @forest_sum(%Forest* %n)
  %r = add i64 %a, %b
  ret i64 %r
}

define i64 @main() {
  %sum = call i64 @fold(%BinOp* @add, %Vec4* @weights)
  call i64 @tree_sum(%Tree* @root)
  %t = call i64 @tree_sum(%Tree* @root)
  %r = add i64 %sum, %t
  %r2 = add i64 %r, 1
  ret i64 %r2
}
