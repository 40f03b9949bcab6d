; binary_trees: the benchmarks-game "binary-trees" kernel: many complete trees built bottom-up with malloc (declared with an i64 size), checked recursively; depths 4, 6, 8 plus a long-lived tree
; ret: 511
declare i8* @malloc(i64)
declare i32 @printf(i8*, ...)

%Node = type { %Node*, %Node* }

@fmt.iter = global [32 x i8] c"%d trees of depth %d check: %d\0A\00"
@fmt.long = global [39 x i8] c"long lived tree of depth %d check: %d\0A\00"

define %Node* @make(i32 %depth) {
entry:
  %end = getelementptr %Node, %Node* null, i32 1
  %size = ptrtoint %Node* %end to i64
  %raw = call i8* @malloc(i64 %size)
  %n = bitcast i8* %raw to %Node*
  %pl = getelementptr %Node, %Node* %n, i32 0, i32 0
  %pr = getelementptr %Node, %Node* %n, i32 0, i32 1
  %leaf = icmp eq i32 %depth, 0
  br i1 %leaf, label %bottom, label %inner

bottom:
  store %Node* null, %Node** %pl
  store %Node* null, %Node** %pr
  ret %Node* %n

inner:
  %d1 = sub i32 %depth, 1
  %l = call %Node* @make(i32 %d1)
  %r = call %Node* @make(i32 %d1)
  store %Node* %l, %Node** %pl
  store %Node* %r, %Node** %pr
  ret %Node* %n
}

define i32 @check(%Node* %n) {
entry:
  %pl = getelementptr %Node, %Node* %n, i32 0, i32 0
  %l = load %Node*, %Node** %pl
  %isleaf = icmp eq %Node* %l, null
  br i1 %isleaf, label %leaf, label %inner

leaf:
  ret i32 1

inner:
  %pr = getelementptr %Node, %Node* %n, i32 0, i32 1
  %r = load %Node*, %Node** %pr
  %cl = call i32 @check(%Node* %l)
  %cr = call i32 @check(%Node* %r)
  %s = add i32 %cl, %cr
  %s1 = add i32 %s, 1
  ret i32 %s1
}

define i32 @main() {
entry:
  %long = call %Node* @make(i32 8)
  br label %depths

depths:
  %d = phi i32 [ 4, %entry ], [ %d2, %depths.next ]
  ; 2^(12 - d) iterations
  %e = sub i32 12, %d
  %iters = shl i32 1, %e
  br label %iter

iter:
  %i = phi i32 [ 0, %depths ], [ %i1, %iter ]
  %sum = phi i32 [ 0, %depths ], [ %sum1, %iter ]
  %t = call %Node* @make(i32 %d)
  %c = call i32 @check(%Node* %t)
  %sum1 = add i32 %sum, %c
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, %iters
  br i1 %more, label %iter, label %depths.next

depths.next:
  %fi = getelementptr [32 x i8], [32 x i8]* @fmt.iter, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %fi, i32 %iters, i32 %d, i32 %sum1)
  %d2 = add i32 %d, 2
  %dmore = icmp sle i32 %d2, 8
  br i1 %dmore, label %depths, label %done

done:
  %lc = call i32 @check(%Node* %long)
  %fl = getelementptr [39 x i8], [39 x i8]* @fmt.long, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %fl, i32 8, i32 %lc)
  ret i32 %lc
}
