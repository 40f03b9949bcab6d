; bm_tree: pointer chasing over node pools: a binary search tree in a global array of {key, left, right} index nodes (1000 inserts, 2000 lookups of LCG keys, two rounds) and a singly linked list of pointer nodes reversed 25 times; counts, depths and checksums checked against Python
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

%node = type { i32, i32, i32 }
%lnode = type { i32, %lnode* }

@pool = global [1024 x %node] zeroinitializer
@npool = global i32 0
@root = global i32 -1
@rng = global i32 0
@visits = global i32 0
@lpool = global [1000 x %lnode] zeroinitializer
@want.tree = global [8 x i32] [i32 887, i32 9231, i32 400, i32 24846, i32 896, i32 9580, i32 456, i32 24700]

define i32 @next_key() {
entry:
  %x = load i32, i32* @rng
  %m = mul i32 %x, 1664525
  %x1 = add i32 %m, 1013904223
  store i32 %x1, i32* @rng
  %s = lshr i32 %x1, 12
  %k = and i32 %s, 4095
  ret i32 %k
}

define i32 @new_node(i32 %k) {
entry:
  %n = load i32, i32* @npool
  %kp = getelementptr [1024 x %node], [1024 x %node]* @pool, i32 0, i32 %n, i32 0
  store i32 %k, i32* %kp
  %lp = getelementptr [1024 x %node], [1024 x %node]* @pool, i32 0, i32 %n, i32 1
  store i32 -1, i32* %lp
  %rp = getelementptr [1024 x %node], [1024 x %node]* @pool, i32 0, i32 %n, i32 2
  store i32 -1, i32* %rp
  %n1 = add i32 %n, 1
  store i32 %n1, i32* @npool
  ret i32 %n
}

; Inserts %k; returns the depth of the new node (0 for the root), or -1 when
; the key is already present.
define i32 @insert(i32 %k) {
entry:
  %root = load i32, i32* @root
  %empty = icmp slt i32 %root, 0
  br i1 %empty, label %make.root, label %walk

make.root:
  %nr = call i32 @new_node(i32 %k)
  store i32 %nr, i32* @root
  ret i32 0

walk:
  %cur = phi i32 [ %root, %entry ], [ %child, %descend ]
  %d = phi i32 [ 1, %entry ], [ %d1, %descend ]
  %ckp = getelementptr [1024 x %node], [1024 x %node]* @pool, i32 0, i32 %cur, i32 0
  %ck = load i32, i32* %ckp
  %same = icmp eq i32 %k, %ck
  br i1 %same, label %dup, label %side

side:
  %lt = icmp slt i32 %k, %ck
  %cp = getelementptr [1024 x %node], [1024 x %node]* @pool, i32 0, i32 %cur, i32 1
  %rp = getelementptr [1024 x %node], [1024 x %node]* @pool, i32 0, i32 %cur, i32 2
  %linkp = select i1 %lt, i32* %cp, i32* %rp
  %child = load i32, i32* %linkp
  %none = icmp slt i32 %child, 0
  br i1 %none, label %attach, label %descend

descend:
  %d1 = add i32 %d, 1
  br label %walk

attach:
  %nn = call i32 @new_node(i32 %k)
  store i32 %nn, i32* %linkp
  ret i32 %d

dup:
  ret i32 -1
}

; Returns the index of the node holding %k, or -1; counts visited nodes.
define i32 @lookup(i32 %k) {
entry:
  %root = load i32, i32* @root
  br label %loop

loop:
  %cur = phi i32 [ %root, %entry ], [ %next, %join ]
  %none = icmp slt i32 %cur, 0
  br i1 %none, label %missing, label %visit

visit:
  %v = load i32, i32* @visits
  %v1 = add i32 %v, 1
  store i32 %v1, i32* @visits
  %ckp = getelementptr [1024 x %node], [1024 x %node]* @pool, i32 0, i32 %cur, i32 0
  %ck = load i32, i32* %ckp
  %same = icmp eq i32 %k, %ck
  br i1 %same, label %found, label %go

go:
  %lt = icmp slt i32 %k, %ck
  br i1 %lt, label %left, label %right

left:
  %lp = getelementptr [1024 x %node], [1024 x %node]* @pool, i32 0, i32 %cur, i32 1
  %l = load i32, i32* %lp
  br label %join

right:
  %rp = getelementptr [1024 x %node], [1024 x %node]* @pool, i32 0, i32 %cur, i32 2
  %r = load i32, i32* %rp
  br label %join

join:
  %next = phi i32 [ %l, %left ], [ %r, %right ]
  br label %loop

found:
  ret i32 %cur

missing:
  ret i32 -1
}

; Builds a tree from %nins keys, then looks up %nlook keys; checks inserted
; count, sum of depths, hits and visited nodes against want.tree[4r..4r+3].
define void @tree_round(i32 %r, i32 %seed, i32 %nins, i32 %nlook) {
entry:
  store i32 0, i32* @npool
  store i32 -1, i32* @root
  store i32 0, i32* @visits
  store i32 %seed, i32* @rng
  br label %ins

ins:
  %i = phi i32 [ 0, %entry ], [ %i1, %ins ]
  %cnt = phi i32 [ 0, %entry ], [ %cnt1, %ins ]
  %ds = phi i32 [ 0, %entry ], [ %ds1, %ins ]
  %k = call i32 @next_key()
  %d = call i32 @insert(i32 %k)
  %isnew = icmp sge i32 %d, 0
  %inc = zext i1 %isnew to i32
  %cnt1 = add i32 %cnt, %inc
  %dpos = select i1 %isnew, i32 %d, i32 0
  %ds1 = add i32 %ds, %dpos
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, %nins
  br i1 %more, label %ins, label %look.start

look.start:
  br label %look

look:
  %j = phi i32 [ 0, %look.start ], [ %j1, %look ]
  %hits = phi i32 [ 0, %look.start ], [ %hits1, %look ]
  %q.key = call i32 @next_key()
  %q = call i32 @lookup(i32 %q.key)
  %hit = icmp sge i32 %q, 0
  %h = zext i1 %hit to i32
  %hits1 = add i32 %hits, %h
  %j1 = add i32 %j, 1
  %lmore = icmp slt i32 %j1, %nlook
  br i1 %lmore, label %look, label %done

done:
  %vis = load i32, i32* @visits
  %base = mul i32 %r, 4
  call void @check_tree(i32 %base, i32 %cnt1)
  %b1 = add i32 %base, 1
  call void @check_tree(i32 %b1, i32 %ds1)
  %b2 = add i32 %base, 2
  call void @check_tree(i32 %b2, i32 %hits1)
  %b3 = add i32 %base, 3
  call void @check_tree(i32 %b3, i32 %vis)
  ret void
}

define void @check_tree(i32 %k, i32 %got) {
entry:
  %wp = getelementptr [8 x i32], [8 x i32]* @want.tree, i32 0, i32 %k
  %w = load i32, i32* %wp
  %id = zext i32 %k to i64
  %g64 = sext i32 %got to i64
  %w64 = sext i32 %w to i64
  call void @check(i64 %id, i64 %g64, i64 %w64)
  ret void
}

; lpool[i] = { (37 i + 11) mod 1000, &lpool[i + 1] }, the last one ending the list.
define %lnode* @build_list(i32 %n) {
entry:
  %last = add i32 %n, -1
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %link ]
  %i37 = mul i32 %i, 37
  %v0 = add i32 %i37, 11
  %v = urem i32 %v0, 1000
  %vp = getelementptr [1000 x %lnode], [1000 x %lnode]* @lpool, i32 0, i32 %i, i32 0
  store i32 %v, i32* %vp
  %np = getelementptr [1000 x %lnode], [1000 x %lnode]* @lpool, i32 0, i32 %i, i32 1
  %i1 = add i32 %i, 1
  %islast = icmp eq i32 %i, %last
  br i1 %islast, label %end, label %link

link:
  %nx = getelementptr [1000 x %lnode], [1000 x %lnode]* @lpool, i32 0, i32 %i1
  store %lnode* %nx, %lnode** %np
  br label %loop

end:
  store %lnode* null, %lnode** %np
  %h = getelementptr [1000 x %lnode], [1000 x %lnode]* @lpool, i32 0, i32 0
  ret %lnode* %h
}

define %lnode* @reverse(%lnode* %h) {
entry:
  br label %loop

loop:
  %cur = phi %lnode* [ %h, %entry ], [ %next, %step ]
  %prev = phi %lnode* [ null, %entry ], [ %cur, %step ]
  %end = icmp eq %lnode* %cur, null
  br i1 %end, label %done, label %step

step:
  %np = getelementptr %lnode, %lnode* %cur, i32 0, i32 1
  %next = load %lnode*, %lnode** %np
  store %lnode* %prev, %lnode** %np
  br label %loop

done:
  ret %lnode* %prev
}

; Sum of (position + 1) * value along the list.
define i64 @list_sum(%lnode* %h) {
entry:
  br label %loop

loop:
  %cur = phi %lnode* [ %h, %entry ], [ %next, %body ]
  %pos = phi i64 [ 1, %entry ], [ %pos1, %body ]
  %s = phi i64 [ 0, %entry ], [ %s1, %body ]
  %end = icmp eq %lnode* %cur, null
  br i1 %end, label %done, label %body

body:
  %vp = getelementptr %lnode, %lnode* %cur, i32 0, i32 0
  %v = load i32, i32* %vp
  %v64 = zext i32 %v to i64
  %t = mul i64 %v64, %pos
  %s1 = add i64 %s, %t
  %pos1 = add i64 %pos, 1
  %np = getelementptr %lnode, %lnode* %cur, i32 0, i32 1
  %next = load %lnode*, %lnode** %np
  br label %loop

done:
  ret i64 %s
}

define i64 @main() {
entry:
  call void @tree_round(i32 0, i32 99, i32 1000, i32 2000)
  call void @tree_round(i32 1, i32 12444, i32 1000, i32 2000)
  %h0 = call %lnode* @build_list(i32 1000)
  br label %rev

rev:
  %t = phi i32 [ 0, %entry ], [ %t1, %rev.next ]
  %h = phi %lnode* [ %h0, %entry ], [ %h1, %rev.next ]
  %h1 = call %lnode* @reverse(%lnode* %h)
  %is0 = icmp eq i32 %t, 0
  %is23 = icmp eq i32 %t, 23
  %is24 = icmp eq i32 %t, 24
  %o1 = or i1 %is0, %is23
  %want.now = or i1 %o1, %is24
  br i1 %want.now, label %sum, label %rev.next

sum:
  %s = call i64 @list_sum(%lnode* %h1)
  %w01 = select i1 %is23, i64 253129500, i64 246870000
  %t64 = zext i32 %t to i64
  %id = add i64 %t64, 100
  call void @check(i64 %id, i64 %s, i64 %w01)
  br label %rev.next

rev.next:
  %t1 = add i32 %t, 1
  %more = icmp slt i32 %t1, 25
  br i1 %more, label %rev, label %done

done:
  %res = call i64 @report()
  ret i64 %res
}
