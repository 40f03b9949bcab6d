; bm_tree_ptr: a binary search tree of pointer-linked nodes from a global pool: insertion through a pointer to the link (T** idiom), recursive height, depth sum and in-order walk, and 3000 lookups per round, two rounds of 1500 LCG keys; counts, shape and the in-order order checked against Python
; ret: 0
declare i32 @printf(i8*, ...)

@checks = global i64 0
@failures = global i64 0
@fmt.fail = global [31 x i8] c"FAIL %lld: got %lld want %lld\0A\00"
@fmt.done = global [28 x i8] c"%lld checks, %lld failures\0A\00"

; Counts a check; prints the mismatch and counts a failure when got != want.
define void @check(i64 %id, i64 %got, i64 %want) {
entry:
  %n = load i64, i64* @checks
  %n1 = add i64 %n, 1
  store i64 %n1, i64* @checks
  %ok = icmp eq i64 %got, %want
  br i1 %ok, label %done, label %bad

bad:
  %f = getelementptr [31 x i8], [31 x i8]* @fmt.fail, i64 0, i64 0
  %r = call i32 (i8*, ...) @printf(i8* %f, i64 %id, i64 %got, i64 %want)
  %k = load i64, i64* @failures
  %k1 = add i64 %k, 1
  store i64 %k1, i64* @failures
  br label %done

done:
  ret void
}

; Prints the summary line and returns the number of failures.
define i64 @report() {
entry:
  %c = load i64, i64* @checks
  %k = load i64, i64* @failures
  %f = getelementptr [28 x i8], [28 x i8]* @fmt.done, i64 0, i64 0
  %r = call i32 (i8*, ...) @printf(i8* %f, i64 %c, i64 %k)
  ret i64 %k
}

%tnode = type { i32, %tnode*, %tnode* }

@tpool = global [1500 x %tnode] zeroinitializer
@tused = global i32 0
@inorder = global [1500 x i32] zeroinitializer
@rng = global i32 0
@steps = global i32 0
; per round: nodes, height, depth sum, weighted in-order sum, hits, visited nodes
@want = global [12 x i64] [i64 1480, i64 22, i64 16741, i64 48220761536, i64 61, i64 39940, i64 1484, i64 25, i64 17950, i64 48316127629, i64 66, i64 41648]

define i32 @next_key() {
entry:
  %x = load i32, i32* @rng
  %m = mul i32 %x, 22695477
  %x1 = add i32 %m, 1
  store i32 %x1, i32* @rng
  %s = lshr i32 %x1, 10
  %k = and i32 %s, 65535
  ret i32 %k
}

define %tnode* @alloc_node(i32 %k) {
entry:
  %n = load i32, i32* @tused
  %n1 = add i32 %n, 1
  store i32 %n1, i32* @tused
  %t = getelementptr [1500 x %tnode], [1500 x %tnode]* @tpool, i32 0, i32 %n
  %kp = getelementptr %tnode, %tnode* %t, i32 0, i32 0
  store i32 %k, i32* %kp
  %lp = getelementptr %tnode, %tnode* %t, i32 0, i32 1
  store %tnode* null, %tnode** %lp
  %rp = getelementptr %tnode, %tnode* %t, i32 0, i32 2
  store %tnode* null, %tnode** %rp
  ret %tnode* %t
}

; Inserts %k below the link %link; returns 1 when a node was added.
define i32 @insert(%tnode** %link0, i32 %k) {
entry:
  br label %walk

walk:
  %link = phi %tnode** [ %link0, %entry ], [ %next, %descend ]
  %cur = load %tnode*, %tnode** %link
  %empty = icmp eq %tnode* %cur, null
  br i1 %empty, label %add, label %compare

add:
  %t = call %tnode* @alloc_node(i32 %k)
  store %tnode* %t, %tnode** %link
  ret i32 1

compare:
  %kp = getelementptr %tnode, %tnode* %cur, i32 0, i32 0
  %key = load i32, i32* %kp
  %same = icmp eq i32 %key, %k
  br i1 %same, label %dup, label %descend

descend:
  %lt = icmp slt i32 %k, %key
  %lp = getelementptr %tnode, %tnode* %cur, i32 0, i32 1
  %rp = getelementptr %tnode, %tnode* %cur, i32 0, i32 2
  %next = select i1 %lt, %tnode** %lp, %tnode** %rp
  br label %walk

dup:
  ret i32 0
}

define i32 @height(%tnode* %t) {
entry:
  %null = icmp eq %tnode* %t, null
  br i1 %null, label %leaf, label %node

leaf:
  ret i32 0

node:
  %lp = getelementptr %tnode, %tnode* %t, i32 0, i32 1
  %l = load %tnode*, %tnode** %lp
  %rp = getelementptr %tnode, %tnode* %t, i32 0, i32 2
  %r = load %tnode*, %tnode** %rp
  %hl = call i32 @height(%tnode* %l)
  %hr = call i32 @height(%tnode* %r)
  %gt = icmp sgt i32 %hl, %hr
  %m = select i1 %gt, i32 %hl, i32 %hr
  %h = add i32 %m, 1
  ret i32 %h
}

define i64 @depth_sum(%tnode* %t, i64 %d) {
entry:
  %null = icmp eq %tnode* %t, null
  br i1 %null, label %leaf, label %node

leaf:
  ret i64 0

node:
  %lp = getelementptr %tnode, %tnode* %t, i32 0, i32 1
  %l = load %tnode*, %tnode** %lp
  %rp = getelementptr %tnode, %tnode* %t, i32 0, i32 2
  %r = load %tnode*, %tnode** %rp
  %d1 = add i64 %d, 1
  %sl = call i64 @depth_sum(%tnode* %l, i64 %d1)
  %sr = call i64 @depth_sum(%tnode* %r, i64 %d1)
  %s = add i64 %sl, %sr
  %s1 = add i64 %s, %d
  ret i64 %s1
}

; Writes the keys in order to @inorder from %pos on; returns the next position.
define i32 @walk(%tnode* %t, i32 %pos) {
entry:
  %null = icmp eq %tnode* %t, null
  br i1 %null, label %leaf, label %node

leaf:
  ret i32 %pos

node:
  %lp = getelementptr %tnode, %tnode* %t, i32 0, i32 1
  %l = load %tnode*, %tnode** %lp
  %p1 = call i32 @walk(%tnode* %l, i32 %pos)
  %kp = getelementptr %tnode, %tnode* %t, i32 0, i32 0
  %k = load i32, i32* %kp
  %op = getelementptr [1500 x i32], [1500 x i32]* @inorder, i32 0, i32 %p1
  store i32 %k, i32* %op
  %p2 = add i32 %p1, 1
  %rp = getelementptr %tnode, %tnode* %t, i32 0, i32 2
  %r = load %tnode*, %tnode** %rp
  %p3 = call i32 @walk(%tnode* %r, i32 %p2)
  ret i32 %p3
}

define %tnode* @find(%tnode* %root, i32 %k) {
entry:
  br label %loop

loop:
  %cur = phi %tnode* [ %root, %entry ], [ %next, %go ]
  %null = icmp eq %tnode* %cur, null
  br i1 %null, label %done, label %visit

visit:
  %s = load i32, i32* @steps
  %s1 = add i32 %s, 1
  store i32 %s1, i32* @steps
  %kp = getelementptr %tnode, %tnode* %cur, i32 0, i32 0
  %key = load i32, i32* %kp
  %same = icmp eq i32 %key, %k
  br i1 %same, label %done, label %go

go:
  %lt = icmp slt i32 %k, %key
  %lp = getelementptr %tnode, %tnode* %cur, i32 0, i32 1
  %rp = getelementptr %tnode, %tnode* %cur, i32 0, i32 2
  %link = select i1 %lt, %tnode** %lp, %tnode** %rp
  %next = load %tnode*, %tnode** %link
  br label %loop

done:
  ret %tnode* %cur
}

; Weighted sum of the in-order keys, or -1 when two are out of order.
define i64 @inorder_sum(i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %ok ]
  %s = phi i64 [ 0, %entry ], [ %s1, %ok ]
  %prev = phi i32 [ -1, %entry ], [ %k, %ok ]
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done

body:
  %p = getelementptr [1500 x i32], [1500 x i32]* @inorder, i32 0, i32 %i
  %k = load i32, i32* %p
  %sorted = icmp slt i32 %prev, %k
  br i1 %sorted, label %ok, label %bad

ok:
  %i1 = add i32 %i, 1
  %w = zext i32 %i1 to i64
  %k64 = zext i32 %k to i64
  %t = mul i64 %w, %k64
  %s1 = add i64 %s, %t
  br label %loop

bad:
  ret i64 -1

done:
  ret i64 %s
}

define void @check_want(i32 %k, i64 %got) {
entry:
  %wp = getelementptr [12 x i64], [12 x i64]* @want, i32 0, i32 %k
  %w = load i64, i64* %wp
  %id = zext i32 %k to i64
  call void @check(i64 %id, i64 %got, i64 %w)
  ret void
}

define void @round(i32 %r) {
entry:
  %root = alloca %tnode*
  store %tnode* null, %tnode** %root
  store i32 0, i32* @tused
  store i32 0, i32* @steps
  %r7 = mul i32 %r, 7777
  %seed = add i32 %r7, 5
  store i32 %seed, i32* @rng
  br label %ins

ins:
  %i = phi i32 [ 0, %entry ], [ %i1, %ins ]
  %n = phi i32 [ 0, %entry ], [ %n1, %ins ]
  %k = call i32 @next_key()
  %new = call i32 @insert(%tnode** %root, i32 %k)
  %n1 = add i32 %n, %new
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, 1500
  br i1 %more, label %ins, label %shape

shape:
  %base = mul i32 %r, 6
  %n64 = zext i32 %n1 to i64
  call void @check_want(i32 %base, i64 %n64)
  %t = load %tnode*, %tnode** %root
  %h = call i32 @height(%tnode* %t)
  %h64 = zext i32 %h to i64
  %b1 = add i32 %base, 1
  call void @check_want(i32 %b1, i64 %h64)
  %ds = call i64 @depth_sum(%tnode* %t, i64 0)
  %b2 = add i32 %base, 2
  call void @check_want(i32 %b2, i64 %ds)
  %cnt = call i32 @walk(%tnode* %t, i32 0)
  %ws = call i64 @inorder_sum(i32 %cnt)
  %b3 = add i32 %base, 3
  call void @check_want(i32 %b3, i64 %ws)
  br label %look

look:
  %j = phi i32 [ 0, %shape ], [ %j1, %look ]
  %hits = phi i32 [ 0, %shape ], [ %hits1, %look ]
  %q = call i32 @next_key()
  %f = call %tnode* @find(%tnode* %t, i32 %q)
  %hit = icmp ne %tnode* %f, null
  %hz = zext i1 %hit to i32
  %hits1 = add i32 %hits, %hz
  %j1 = add i32 %j, 1
  %lm = icmp slt i32 %j1, 3000
  br i1 %lm, label %look, label %done

done:
  %hits64 = zext i32 %hits1 to i64
  %b4 = add i32 %base, 4
  call void @check_want(i32 %b4, i64 %hits64)
  %st = load i32, i32* @steps
  %st64 = zext i32 %st to i64
  %b5 = add i32 %base, 5
  call void @check_want(i32 %b5, i64 %st64)
  ret void
}

define i64 @main() {
entry:
  call void @round(i32 0)
  call void @round(i32 1)
  %res = call i64 @report()
  ret i64 %res
}
