; bm_hashtable: open-addressing hash table (1024 slots, multiplicative hash, linear probing) with i32 keys and values: 700 inserts that add to existing values, then 3000 lookups of present and absent keys, three rounds; distinct keys, probe counts, hits and value sums checked against Python
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

@keys = global [1024 x i32] zeroinitializer
@vals = global [1024 x i32] zeroinitializer
@probes = global i32 0
@want = global [15 x i32] [i32 700, i32 1480, i32 703, i32 245777, i32 15696, i32 700, i32 1469, i32 703, i32 246180, i32 12255, i32 699, i32 1693, i32 702, i32 246670, i32 17944]

define i32 @hash(i32 %k) {
entry:
  %m = mul i32 %k, -1640531535
  %h = lshr i32 %m, 22
  ret i32 %h
}

define i32 @next_key(i32* %state) {
entry:
  %x = load i32, i32* %state
  %m = mul i32 %x, 1664525
  %x1 = add i32 %m, 1013904223
  store i32 %x1, i32* %state
  %s = lshr i32 %x1, 12
  %k = or i32 %s, 1
  ret i32 %k
}

define void @clear() {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %kp = getelementptr [1024 x i32], [1024 x i32]* @keys, i32 0, i32 %i
  store i32 0, i32* %kp
  %vp = getelementptr [1024 x i32], [1024 x i32]* @vals, i32 0, i32 %i
  store i32 0, i32* %vp
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, 1024
  br i1 %more, label %loop, label %done

done:
  ret void
}

; Slot holding %k, or the empty slot where it belongs (-1 - slot).
define i32 @find_slot(i32 %k) {
entry:
  %h = call i32 @hash(i32 %k)
  br label %probe

probe:
  %s = phi i32 [ %h, %entry ], [ %s1, %next ]
  %p = load i32, i32* @probes
  %p1 = add i32 %p, 1
  store i32 %p1, i32* @probes
  %kp = getelementptr [1024 x i32], [1024 x i32]* @keys, i32 0, i32 %s
  %sk = load i32, i32* %kp
  %empty = icmp eq i32 %sk, 0
  br i1 %empty, label %absent, label %compare

compare:
  %hit = icmp eq i32 %sk, %k
  br i1 %hit, label %present, label %next

next:
  %s.inc = add i32 %s, 1
  %s1 = and i32 %s.inc, 1023
  br label %probe

present:
  ret i32 %s

absent:
  %neg = sub i32 -1, %s
  ret i32 %neg
}

; Inserts %k with value %v, adding %v when present; returns 1 if the key is new.
define i32 @insert(i32 %k, i32 %v) {
entry:
  %s = call i32 @find_slot(i32 %k)
  %new = icmp slt i32 %s, 0
  br i1 %new, label %add, label %update

add:
  %slot = sub i32 -1, %s
  %kp = getelementptr [1024 x i32], [1024 x i32]* @keys, i32 0, i32 %slot
  store i32 %k, i32* %kp
  %vp = getelementptr [1024 x i32], [1024 x i32]* @vals, i32 0, i32 %slot
  store i32 %v, i32* %vp
  ret i32 1

update:
  %up = getelementptr [1024 x i32], [1024 x i32]* @vals, i32 0, i32 %s
  %old = load i32, i32* %up
  %sum = add i32 %old, %v
  store i32 %sum, i32* %up
  ret i32 0
}

define void @check_want(i32 %k, i32 %got) {
entry:
  %wp = getelementptr [15 x i32], [15 x i32]* @want, i32 0, i32 %k
  %w = load i32, i32* %wp
  %id = zext i32 %k to i64
  %g = zext i32 %got to i64
  %w64 = zext i32 %w to i64
  call void @check(i64 %id, i64 %g, i64 %w64)
  ret void
}

define void @round(i32 %r) {
entry:
  %st = alloca i32
  %st2 = alloca i32
  call void @clear()
  store i32 0, i32* @probes
  %r1000 = mul i32 %r, 1000
  %seed = add i32 %r1000, 3
  store i32 %seed, i32* %st
  br label %ins

ins:
  %i = phi i32 [ 0, %entry ], [ %i1, %ins ]
  %distinct = phi i32 [ 0, %entry ], [ %distinct1, %ins ]
  %k = call i32 @next_key(i32* %st)
  %new = call i32 @insert(i32 %k, i32 %i)
  %distinct1 = add i32 %distinct, %new
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, 700
  br i1 %more, label %ins, label %ins.done

ins.done:
  %base = mul i32 %r, 5
  call void @check_want(i32 %base, i32 %distinct1)
  %ip = load i32, i32* @probes
  %b1 = add i32 %base, 1
  call void @check_want(i32 %b1, i32 %ip)
  store i32 0, i32* @probes
  store i32 %seed, i32* %st
  %r777 = mul i32 %r, 777
  %seed2 = add i32 %r777, 1
  store i32 %seed2, i32* %st2
  br label %look

look:
  %j = phi i32 [ 0, %ins.done ], [ %j1, %look.next ]
  %found = phi i32 [ 0, %ins.done ], [ %found1, %look.next ]
  %vsum = phi i32 [ 0, %ins.done ], [ %vsum1, %look.next ]
  %odd = and i32 %j, 1
  %isodd = icmp ne i32 %odd, 0
  %which = select i1 %isodd, i32* %st2, i32* %st
  %lk = call i32 @next_key(i32* %which)
  %s = call i32 @find_slot(i32 %lk)
  %hit = icmp sge i32 %s, 0
  br i1 %hit, label %hit.add, label %look.next

hit.add:
  %vp = getelementptr [1024 x i32], [1024 x i32]* @vals, i32 0, i32 %s
  %v = load i32, i32* %vp
  %vs = add i32 %vsum, %v
  %f = add i32 %found, 1
  br label %look.next

look.next:
  %found1 = phi i32 [ %found, %look ], [ %f, %hit.add ]
  %vsum1 = phi i32 [ %vsum, %look ], [ %vs, %hit.add ]
  %j1 = add i32 %j, 1
  %lmore = icmp slt i32 %j1, 3000
  br i1 %lmore, label %look, label %done

done:
  %b2 = add i32 %base, 2
  call void @check_want(i32 %b2, i32 %found1)
  %b3 = add i32 %base, 3
  call void @check_want(i32 %b3, i32 %vsum1)
  %lp = load i32, i32* @probes
  %b4 = add i32 %base, 4
  call void @check_want(i32 %b4, i32 %lp)
  ret void
}

define i64 @main() {
entry:
  call void @round(i32 0)
  call void @round(i32 1)
  call void @round(i32 2)
  %res = call i64 @report()
  ret i64 %res
}
