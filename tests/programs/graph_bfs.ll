; graph_bfs: breadth-first search on a 24-vertex undirected graph stored as an adjacency matrix of bytes ([24 x [24 x i8]]), with a queue and distance table in allocas; prints distances, visit order and the number of components
; ret: 3
declare i32 @printf(i8*, ...)

@adj = global [24 x [24 x i8]] [
  [24 x i8] c"\00\00\00\00\00\00\01\01\00\00\00\00\00\00\00\00\00\00\00\00\00\00\01\00",
  [24 x i8] c"\00\00\00\00\01\00\00\00\00\00\00\00\00\00\00\00\01\00\00\00\00\00\00\00",
  [24 x i8] c"\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\01",
  [24 x i8] c"\00\00\00\00\00\00\01\00\00\00\00\00\00\01\00\01\00\00\00\00\00\00\00\01",
  [24 x i8] c"\00\01\00\00\00\00\01\00\00\00\00\01\00\00\00\00\00\00\00\00\00\00\00\00",
  [24 x i8] c"\00\00\00\00\00\00\00\00\00\00\00\00\00\00\01\00\00\01\00\00\01\00\00\00",
  [24 x i8] c"\01\00\00\01\01\00\00\00\00\00\01\01\00\00\00\00\00\00\00\00\00\00\00\00",
  [24 x i8] c"\01\00\00\00\00\00\00\00\00\01\00\00\00\00\00\00\00\00\00\01\00\00\00\00",
  [24 x i8] c"\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00",
  [24 x i8] c"\00\00\00\00\00\00\00\01\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\01",
  [24 x i8] c"\00\00\00\00\00\00\01\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00",
  [24 x i8] c"\00\00\00\00\01\00\01\00\00\00\00\00\00\01\00\00\00\01\00\00\00\00\00\00",
  [24 x i8] c"\00\00\00\00\00\00\00\00\00\00\00\00\00\01\00\00\00\00\00\00\00\00\00\00",
  [24 x i8] c"\00\00\00\01\00\00\00\00\00\00\00\01\01\00\00\00\00\00\00\00\00\00\00\00",
  [24 x i8] c"\00\00\00\00\00\01\00\00\00\00\00\00\00\00\00\00\00\01\00\00\01\00\00\00",
  [24 x i8] c"\00\00\00\01\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\01\01\00\00\01",
  [24 x i8] c"\00\01\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\01\00\00\00\00",
  [24 x i8] c"\00\00\00\00\00\01\00\00\00\00\00\01\00\00\01\00\00\00\00\00\00\00\00\00",
  [24 x i8] c"\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\01\00",
  [24 x i8] c"\00\00\00\00\00\00\00\01\00\00\00\00\00\00\00\01\01\00\00\00\00\00\00\00",
  [24 x i8] c"\00\00\00\00\00\01\00\00\00\00\00\00\00\00\01\01\00\00\00\00\00\00\00\00",
  [24 x i8] c"\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00",
  [24 x i8] c"\01\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\01\00\00\00\00\00",
  [24 x i8] c"\00\00\01\01\00\00\00\00\00\01\00\00\00\00\00\01\00\00\00\00\00\00\00\00" ]
@fmt.d = global [4 x i8] c"%d \00"
@fmt.head = global [10 x i8] c"from %d: \00"
@fmt.nl = global [2 x i8] c"\0A\00"
@fmt.comp = global [16 x i8] c"components: %d\0A\00"

; Fills dist (-1 = unreachable) from source s; prints the visit order; returns the number reached.
define i32 @bfs(i32 %s, i32* %dist) {
entry:
  %queue = alloca [24 x i32]
  br label %init

init:
  %k = phi i32 [ 0, %entry ], [ %k1, %init ]
  %dk = getelementptr i32, i32* %dist, i32 %k
  store i32 -1, i32* %dk
  %k1 = add i32 %k, 1
  %kmore = icmp slt i32 %k1, 24
  br i1 %kmore, label %init, label %start

start:
  %ds = getelementptr i32, i32* %dist, i32 %s
  store i32 0, i32* %ds
  %q0 = getelementptr [24 x i32], [24 x i32]* %queue, i32 0, i32 0
  store i32 %s, i32* %q0
  br label %pop

pop:
  %head = phi i32 [ 0, %start ], [ %head1, %neighbours.done ]
  %tail = phi i32 [ 1, %start ], [ %tail.out, %neighbours.done ]
  %empty = icmp sge i32 %head, %tail
  br i1 %empty, label %done, label %visit

visit:
  %qh = getelementptr [24 x i32], [24 x i32]* %queue, i32 0, i32 %head
  %u = load i32, i32* %qh
  %fd = getelementptr [4 x i8], [4 x i8]* @fmt.d, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %fd, i32 %u)
  %du.p = getelementptr i32, i32* %dist, i32 %u
  %du = load i32, i32* %du.p
  %du1 = add i32 %du, 1
  br label %neighbours

neighbours:
  %v = phi i32 [ 0, %visit ], [ %v1, %neighbours.next ]
  %t = phi i32 [ %tail, %visit ], [ %t.next, %neighbours.next ]
  %e = getelementptr [24 x [24 x i8]], [24 x [24 x i8]]* @adj, i64 0, i32 %u, i32 %v
  %edge = load i8, i8* %e
  %has = icmp ne i8 %edge, 0
  %dv.p = getelementptr i32, i32* %dist, i32 %v
  %dv = load i32, i32* %dv.p
  %unseen = icmp slt i32 %dv, 0
  %take = and i1 %has, %unseen
  br i1 %take, label %enqueue, label %neighbours.next

enqueue:
  store i32 %du1, i32* %dv.p
  %qt = getelementptr [24 x i32], [24 x i32]* %queue, i32 0, i32 %t
  store i32 %v, i32* %qt
  %t1 = add i32 %t, 1
  br label %neighbours.next

neighbours.next:
  %t.next = phi i32 [ %t, %neighbours ], [ %t1, %enqueue ]
  %v1 = add i32 %v, 1
  %vmore = icmp slt i32 %v1, 24
  br i1 %vmore, label %neighbours, label %neighbours.done

neighbours.done:
  %tail.out = phi i32 [ %t.next, %neighbours.next ]
  %head1 = add i32 %head, 1
  br label %pop

done:
  %fnl = getelementptr [2 x i8], [2 x i8]* @fmt.nl, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %fnl)
  ret i32 %tail
}

define void @show(i32 %s) {
entry:
  %dist = alloca [24 x i32]
  %d0 = getelementptr [24 x i32], [24 x i32]* %dist, i32 0, i32 0
  %fh = getelementptr [10 x i8], [10 x i8]* @fmt.head, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %fh, i32 %s)
  %n = call i32 @bfs(i32 %s, i32* %d0)
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %p = getelementptr i32, i32* %d0, i32 %i
  %d = load i32, i32* %p
  %fd = getelementptr [4 x i8], [4 x i8]* @fmt.d, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %fd, i32 %d)
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, 24
  br i1 %more, label %loop, label %done

done:
  %fnl = getelementptr [2 x i8], [2 x i8]* @fmt.nl, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %fnl)
  ret void
}

; Counts connected components: a BFS from every vertex not yet reached.
define i32 @components() {
entry:
  %seen = alloca [24 x i8]
  %dist = alloca [24 x i32]
  %d0 = getelementptr [24 x i32], [24 x i32]* %dist, i32 0, i32 0
  br label %clear

clear:
  %c = phi i32 [ 0, %entry ], [ %c1, %clear ]
  %sc = getelementptr [24 x i8], [24 x i8]* %seen, i32 0, i32 %c
  store i8 0, i8* %sc
  %c1 = add i32 %c, 1
  %cmore = icmp slt i32 %c1, 24
  br i1 %cmore, label %clear, label %scan

scan:
  %v = phi i32 [ 0, %clear ], [ %v1, %scan.next ]
  %count = phi i32 [ 0, %clear ], [ %count1, %scan.next ]
  %sv = getelementptr [24 x i8], [24 x i8]* %seen, i32 0, i32 %v
  %was = load i8, i8* %sv
  %new = icmp eq i8 %was, 0
  br i1 %new, label %explore, label %scan.next

explore:
  %n = call i32 @bfs(i32 %v, i32* %d0)
  br label %mark

mark:
  %m = phi i32 [ 0, %explore ], [ %m1, %mark ]
  %dm.p = getelementptr i32, i32* %d0, i32 %m
  %dm = load i32, i32* %dm.p
  %reached = icmp sge i32 %dm, 0
  %sm = getelementptr [24 x i8], [24 x i8]* %seen, i32 0, i32 %m
  %old = load i8, i8* %sm
  %flag = zext i1 %reached to i8
  %or = or i8 %old, %flag
  store i8 %or, i8* %sm
  %m1 = add i32 %m, 1
  %mmore = icmp slt i32 %m1, 24
  br i1 %mmore, label %mark, label %explored

explored:
  %count.inc = add i32 %count, 1
  br label %scan.next

scan.next:
  %count1 = phi i32 [ %count, %scan ], [ %count.inc, %explored ]
  %v1 = add i32 %v, 1
  %vmore = icmp slt i32 %v1, 24
  br i1 %vmore, label %scan, label %done

done:
  ret i32 %count1
}

define i32 @main() {
entry:
  call void @show(i32 0)
  call void @show(i32 5)
  %k = call i32 @components()
  %fc = getelementptr [16 x i8], [16 x i8]* @fmt.comp, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %fc, i32 %k)
  ret i32 %k
}
