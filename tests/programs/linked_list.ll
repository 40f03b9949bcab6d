; linked_list: a singly linked list on the heap (%List = type { i64, %List* }, nodes from ll_malloc): build, in-place reversal, filtering, insertion sort of 100 pseudo-random signed keys, nth element, length and sums
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
declare i8* @ll_malloc(i64, i64)

%List = type { i64, %List* }

define %List* @cons(i64 %v, %List* %next) {
  %raw = call i8* @ll_malloc(i64 1, i64 16)
  %n = bitcast i8* %raw to %List*
  %pv = getelementptr %List, %List* %n, i32 0, i32 0
  %pn = getelementptr %List, %List* %n, i32 0, i32 1
  store i64 %v, i64* %pv
  store %List* %next, %List** %pn
  ret %List* %n
}

define i64 @length(%List* %l) {
entry:
  br label %loop

loop:
  %p = phi %List* [ %l, %entry ], [ %next, %body ]
  %n = phi i64 [ 0, %entry ], [ %n1, %body ]
  %end = icmp eq %List* %p, null
  br i1 %end, label %done, label %body

body:
  %pn = getelementptr %List, %List* %p, i32 0, i32 1
  %next = load %List*, %List** %pn
  %n1 = add i64 %n, 1
  br label %loop

done:
  ret i64 %n
}

; sum of value * position (1-based), so order matters
define i64 @weighted_sum(%List* %l) {
entry:
  br label %loop

loop:
  %p = phi %List* [ %l, %entry ], [ %next, %body ]
  %k = phi i64 [ 1, %entry ], [ %k1, %body ]
  %s = phi i64 [ 0, %entry ], [ %s1, %body ]
  %end = icmp eq %List* %p, null
  br i1 %end, label %done, label %body

body:
  %pv = getelementptr %List, %List* %p, i32 0, i32 0
  %v = load i64, i64* %pv
  %vk = mul i64 %v, %k
  %s1 = add i64 %s, %vk
  %pn = getelementptr %List, %List* %p, i32 0, i32 1
  %next = load %List*, %List** %pn
  %k1 = add i64 %k, 1
  br label %loop

done:
  ret i64 %s
}

define %List* @reverse(%List* %l) {
entry:
  br label %loop

loop:
  %cur = phi %List* [ %l, %entry ], [ %next, %body ]
  %prev = phi %List* [ null, %entry ], [ %cur, %body ]
  %end = icmp eq %List* %cur, null
  br i1 %end, label %done, label %body

body:
  %pn = getelementptr %List, %List* %cur, i32 0, i32 1
  %next = load %List*, %List** %pn
  store %List* %prev, %List** %pn
  br label %loop

done:
  ret %List* %prev
}

; Removes the nodes whose value is divisible by d; returns the new head (recursive).
define %List* @remove_multiples(%List* %l, i64 %d) {
entry:
  %end = icmp eq %List* %l, null
  br i1 %end, label %empty, label %node

empty:
  ret %List* null

node:
  %pn = getelementptr %List, %List* %l, i32 0, i32 1
  %next = load %List*, %List** %pn
  %rest = call %List* @remove_multiples(%List* %next, i64 %d)
  %pv = getelementptr %List, %List* %l, i32 0, i32 0
  %v = load i64, i64* %pv
  %r = srem i64 %v, %d
  %drop = icmp eq i64 %r, 0
  br i1 %drop, label %skip, label %keep

skip:
  ret %List* %rest

keep:
  store %List* %rest, %List** %pn
  ret %List* %l
}

; Inserts node n into the sorted list l; returns the head.
define %List* @insert_sorted(%List* %l, %List* %n) {
entry:
  %pnv = getelementptr %List, %List* %n, i32 0, i32 0
  %v = load i64, i64* %pnv
  %pnn = getelementptr %List, %List* %n, i32 0, i32 1
  %empty = icmp eq %List* %l, null
  br i1 %empty, label %front, label %check.head

check.head:
  %phv = getelementptr %List, %List* %l, i32 0, i32 0
  %hv = load i64, i64* %phv
  %before = icmp sle i64 %v, %hv
  br i1 %before, label %front, label %walk

front:
  store %List* %l, %List** %pnn
  ret %List* %n

walk:
  %p = phi %List* [ %l, %check.head ], [ %q, %advance ]
  %ppn = getelementptr %List, %List* %p, i32 0, i32 1
  %q = load %List*, %List** %ppn
  %qnull = icmp eq %List* %q, null
  br i1 %qnull, label %link, label %compare

compare:
  %pqv = getelementptr %List, %List* %q, i32 0, i32 0
  %qv = load i64, i64* %pqv
  %here = icmp sle i64 %v, %qv
  br i1 %here, label %link, label %advance

advance:
  br label %walk

link:
  store %List* %q, %List** %pnn
  store %List* %n, %List** %ppn
  ret %List* %l
}

define %List* @sort(%List* %l) {
entry:
  br label %loop

loop:
  %p = phi %List* [ %l, %entry ], [ %next, %body ]
  %sorted = phi %List* [ null, %entry ], [ %sorted1, %body ]
  %end = icmp eq %List* %p, null
  br i1 %end, label %done, label %body

body:
  %pn = getelementptr %List, %List* %p, i32 0, i32 1
  %next = load %List*, %List** %pn
  %sorted1 = call %List* @insert_sorted(%List* %sorted, %List* %p)
  br label %loop

done:
  ret %List* %sorted
}

define i64 @nth(%List* %l, i64 %k) {
entry:
  br label %loop

loop:
  %p = phi %List* [ %l, %entry ], [ %next, %loop ]
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %pn = getelementptr %List, %List* %p, i32 0, i32 1
  %next = load %List*, %List** %pn
  %i1 = add i64 %i, 1
  %more = icmp slt i64 %i, %k
  br i1 %more, label %loop, label %done

done:
  %pv = getelementptr %List, %List* %p, i32 0, i32 0
  %v = load i64, i64* %pv
  ret i64 %v
}

define i64 @main() {
entry:
  br label %build

build:
  %i = phi i64 [ 1, %entry ], [ %i1, %build ]
  %l = phi %List* [ null, %entry ], [ %l1, %build ]
  %l1 = call %List* @cons(i64 %i, %List* %l)
  %i1 = add i64 %i, 1
  %more = icmp sle i64 %i1, 100
  br i1 %more, label %build, label %built

built:
  ; l1 = 100, 99, ..., 1
  %len = call i64 @length(%List* %l1)
  call void @check(i64 1, i64 %len, i64 100)
  %w1 = call i64 @weighted_sum(%List* %l1)
  call void @check(i64 2, i64 %w1, i64 171700)
  %r = call %List* @reverse(%List* %l1)
  %w2 = call i64 @weighted_sum(%List* %r)
  call void @check(i64 3, i64 %w2, i64 338350)
  %n37 = call i64 @nth(%List* %r, i64 36)
  call void @check(i64 4, i64 %n37, i64 37)
  %f = call %List* @remove_multiples(%List* %r, i64 3)
  %flen = call i64 @length(%List* %f)
  call void @check(i64 5, i64 %flen, i64 67)
  %fw = call i64 @weighted_sum(%List* %f)
  call void @check(i64 6, i64 %fw, i64 152065)
  br label %rand

rand:
  %k = phi i64 [ 0, %built ], [ %k1, %rand ]
  %x = phi i64 [ 7, %built ], [ %x1, %rand ]
  %rl = phi %List* [ null, %built ], [ %rl1, %rand ]
  %xm = mul i64 %x, 2862933555777941757
  %x1 = add i64 %xm, 3037000493
  %key = ashr i64 %x1, 40
  %rl1 = call %List* @cons(i64 %key, %List* %rl)
  %k1 = add i64 %k, 1
  %kmore = icmp slt i64 %k1, 100
  br i1 %kmore, label %rand, label %sortit

sortit:
  %s = call %List* @sort(%List* %rl1)
  %slen = call i64 @length(%List* %s)
  call void @check(i64 7, i64 %slen, i64 100)
  %smin = call i64 @nth(%List* %s, i64 0)
  call void @check(i64 8, i64 %smin, i64 -8067759)
  %smax = call i64 @nth(%List* %s, i64 99)
  call void @check(i64 9, i64 %smax, i64 8312559)
  %sw = call i64 @weighted_sum(%List* %s)
  call void @check(i64 10, i64 %sw, i64 13680990477)
  %failures = call i64 @report()
  ret i64 %failures
}
