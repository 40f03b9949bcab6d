; bst: a binary search tree on the heap (%Tree = type { i64, %Tree*, %Tree* }, allocated with the portable size-of idiom: getelementptr from null + ptrtoint): 500 pseudo-random inserts with duplicates, lookups, height, in-order walk through a function-pointer visitor, recursive size and height, min/max
; ret: 307
declare i8* @ll_malloc(i64, i64)
declare i32 @printf(i8*, ...)

%Tree = type { i64, %Tree*, %Tree* }

@fmt = global [95 x i8] c"size %lld, height %lld, min %lld, max %lld, inorder hash %lld, found %lld of 300, sorted %lld\0A\00"
@hash = global i64 0
@prev = global i64 -9223372036854775808
@sorted = global i64 1

define %Tree* @node(i64 %key) {
  %end = getelementptr %Tree, %Tree* null, i32 1
  %size = ptrtoint %Tree* %end to i64
  %raw = call i8* @ll_malloc(i64 1, i64 %size)
  %t = bitcast i8* %raw to %Tree*
  %pk = getelementptr %Tree, %Tree* %t, i32 0, i32 0
  store i64 %key, i64* %pk
  ret %Tree* %t
}

; Inserts key (ignoring duplicates); returns the (possibly new) root.
define %Tree* @insert(%Tree* %t, i64 %key) {
entry:
  %empty = icmp eq %Tree* %t, null
  br i1 %empty, label %make, label %descend

make:
  %n = call %Tree* @node(i64 %key)
  ret %Tree* %n

descend:
  %pk = getelementptr %Tree, %Tree* %t, i32 0, i32 0
  %k = load i64, i64* %pk
  %lt = icmp slt i64 %key, %k
  br i1 %lt, label %left, label %not.left

left:
  %pl = getelementptr %Tree, %Tree* %t, i32 0, i32 1
  %l = load %Tree*, %Tree** %pl
  %l1 = call %Tree* @insert(%Tree* %l, i64 %key)
  store %Tree* %l1, %Tree** %pl
  ret %Tree* %t

not.left:
  %gt = icmp sgt i64 %key, %k
  br i1 %gt, label %right, label %same

right:
  %pr = getelementptr %Tree, %Tree* %t, i32 0, i32 2
  %r = load %Tree*, %Tree** %pr
  %r1 = call %Tree* @insert(%Tree* %r, i64 %key)
  store %Tree* %r1, %Tree** %pr
  ret %Tree* %t

same:
  ret %Tree* %t
}

define i1 @contains(%Tree* %t, i64 %key) {
entry:
  br label %loop

loop:
  %p = phi %Tree* [ %t, %entry ], [ %next, %step ]
  %empty = icmp eq %Tree* %p, null
  br i1 %empty, label %no, label %look

look:
  %pk = getelementptr %Tree, %Tree* %p, i32 0, i32 0
  %k = load i64, i64* %pk
  %eq = icmp eq i64 %k, %key
  br i1 %eq, label %yes, label %step

step:
  %lt = icmp slt i64 %key, %k
  %pl = getelementptr %Tree, %Tree* %p, i32 0, i32 1
  %pr = getelementptr %Tree, %Tree* %p, i32 0, i32 2
  %pc = select i1 %lt, %Tree** %pl, %Tree** %pr
  %next = load %Tree*, %Tree** %pc
  br label %loop

yes:
  ret i1 true

no:
  ret i1 false
}

define i64 @size(%Tree* %t) {
entry:
  %empty = icmp eq %Tree* %t, null
  br i1 %empty, label %zero, label %count

zero:
  ret i64 0

count:
  %pl = getelementptr %Tree, %Tree* %t, i32 0, i32 1
  %l = load %Tree*, %Tree** %pl
  %pr = getelementptr %Tree, %Tree* %t, i32 0, i32 2
  %r = load %Tree*, %Tree** %pr
  %sl = call i64 @size(%Tree* %l)
  %sr = call i64 @size(%Tree* %r)
  %s = add i64 %sl, %sr
  %s1 = add i64 %s, 1
  ret i64 %s1
}

define i64 @height(%Tree* %t) {
entry:
  %empty = icmp eq %Tree* %t, null
  br i1 %empty, label %zero, label %count

zero:
  ret i64 0

count:
  %pl = getelementptr %Tree, %Tree* %t, i32 0, i32 1
  %l = load %Tree*, %Tree** %pl
  %pr = getelementptr %Tree, %Tree* %t, i32 0, i32 2
  %r = load %Tree*, %Tree** %pr
  %hl = call i64 @height(%Tree* %l)
  %hr = call i64 @height(%Tree* %r)
  %lbig = icmp sgt i64 %hl, %hr
  %h = select i1 %lbig, i64 %hl, i64 %hr
  %h1 = add i64 %h, 1
  ret i64 %h1
}

define void @visit(i64 %key) {
  %h = load i64, i64* @hash
  %h31 = mul i64 %h, 1000003
  %h1 = add i64 %h31, %key
  store i64 %h1, i64* @hash
  %p = load i64, i64* @prev
  %ok = icmp slt i64 %p, %key
  %okx = zext i1 %ok to i64
  %s = load i64, i64* @sorted
  %s1 = and i64 %s, %okx
  store i64 %s1, i64* @sorted
  store i64 %key, i64* @prev
  ret void
}

define void @inorder(%Tree* %t, void (i64)* %f) {
entry:
  %empty = icmp eq %Tree* %t, null
  br i1 %empty, label %done, label %walk

walk:
  %pl = getelementptr %Tree, %Tree* %t, i32 0, i32 1
  %l = load %Tree*, %Tree** %pl
  call void @inorder(%Tree* %l, void (i64)* %f)
  %pk = getelementptr %Tree, %Tree* %t, i32 0, i32 0
  %k = load i64, i64* %pk
  call void %f(i64 %k)
  %pr = getelementptr %Tree, %Tree* %t, i32 0, i32 2
  %r = load %Tree*, %Tree** %pr
  call void @inorder(%Tree* %r, void (i64)* %f)
  br label %done

done:
  ret void
}

; The key at the end of the left (field 1) or right (field 2) spine.
define i64 @extreme(%Tree* %t, i1 %leftmost) {
entry:
  br label %loop

loop:
  %p = phi %Tree* [ %t, %entry ], [ %c, %loop ]
  %pl = getelementptr %Tree, %Tree* %p, i32 0, i32 1
  %pr = getelementptr %Tree, %Tree* %p, i32 0, i32 2
  %pc = select i1 %leftmost, %Tree** %pl, %Tree** %pr
  %c = load %Tree*, %Tree** %pc
  %more = icmp ne %Tree* %c, null
  br i1 %more, label %loop, label %done

done:
  %pk = getelementptr %Tree, %Tree* %p, i32 0, i32 0
  %k = load i64, i64* %pk
  ret i64 %k
}

define i64 @key(i64 %i) {
  %m = mul i64 %i, 2654435761
  %r = urem i64 %m, 307
  %s = sub i64 %r, 150
  ret i64 %s
}

define i64 @main() {
entry:
  br label %build

build:
  %i = phi i64 [ 0, %entry ], [ %i1, %build ]
  %t = phi %Tree* [ null, %entry ], [ %t1, %build ]
  %k = call i64 @key(i64 %i)
  %t1 = call %Tree* @insert(%Tree* %t, i64 %k)
  %i1 = add i64 %i, 1
  %more = icmp slt i64 %i1, 500
  br i1 %more, label %build, label %query

query:
  %j = phi i64 [ 0, %build ], [ %j1, %query ]
  %found = phi i64 [ 0, %build ], [ %found1, %query ]
  %probe = sub i64 %j, 200
  %hit = call i1 @contains(%Tree* %t1, i64 %probe)
  %hitx = zext i1 %hit to i64
  %found1 = add i64 %found, %hitx
  %j1 = add i64 %j, 1
  %jmore = icmp slt i64 %j1, 300
  br i1 %jmore, label %query, label %report

report:
  %sz = call i64 @size(%Tree* %t1)
  %ht = call i64 @height(%Tree* %t1)
  %mn = call i64 @extreme(%Tree* %t1, i1 true)
  %mx = call i64 @extreme(%Tree* %t1, i1 false)
  call void @inorder(%Tree* %t1, void (i64)* @visit)
  %h = load i64, i64* @hash
  %srt = load i64, i64* @sorted
  %f = getelementptr [95 x i8], [95 x i8]* @fmt, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %f, i64 %sz, i64 %ht, i64 %mn, i64 %mx, i64 %h, i64 %found1, i64 %srt)
  ret i64 %sz
}
