; permutations: Heap's algorithm (recursive) over 7 elements in an i8 array: counts all 5040 permutations, the derangements, and a running order-dependent hash of the permutation sequence
; ret: 0
declare i32 @printf(i8*, ...)

@perm = global [7 x i8] c"\00\01\02\03\04\05\06"
@count = global i64 0
@derangements = global i64 0
@hash = global i64 0
@fmt = global [71 x i8] c"permutations %lld, derangements %lld, hash %llx, final %d%d%d%d%d%d%d\0A\00"

define void @visit() {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %code = phi i64 [ 0, %entry ], [ %code1, %loop ]
  %fixed = phi i1 [ false, %entry ], [ %fixed1, %loop ]
  %p = getelementptr [7 x i8], [7 x i8]* @perm, i64 0, i64 %i
  %v = load i8, i8* %p
  %vx = zext i8 %v to i64
  %c7 = mul i64 %code, 7
  %code1 = add i64 %c7, %vx
  %same = icmp eq i64 %vx, %i
  %fixed1 = or i1 %fixed, %same
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, 7
  br i1 %more, label %loop, label %done

done:
  %n = load i64, i64* @count
  %n1 = add i64 %n, 1
  store i64 %n1, i64* @count
  %d = load i64, i64* @derangements
  %isder = xor i1 %fixed1, true
  %dx = zext i1 %isder to i64
  %d1 = add i64 %d, %dx
  store i64 %d1, i64* @derangements
  %h = load i64, i64* @hash
  %hm = mul i64 %h, 1000003
  %h1 = xor i64 %hm, %code1
  store i64 %h1, i64* @hash
  ret void
}

define void @swap(i64 %i, i64 %j) {
  %pi = getelementptr [7 x i8], [7 x i8]* @perm, i64 0, i64 %i
  %pj = getelementptr [7 x i8], [7 x i8]* @perm, i64 0, i64 %j
  %a = load i8, i8* %pi
  %b = load i8, i8* %pj
  store i8 %b, i8* %pi
  store i8 %a, i8* %pj
  ret void
}

define void @heap(i64 %k) {
entry:
  %base = icmp eq i64 %k, 1
  br i1 %base, label %leaf, label %loop.start

leaf:
  call void @visit()
  ret void

loop.start:
  %km1 = sub i64 %k, 1
  br label %loop

loop:
  %i = phi i64 [ 0, %loop.start ], [ %i1, %after.swap ]
  call void @heap(i64 %km1)
  %last = icmp eq i64 %i, %km1
  br i1 %last, label %done, label %do.swap

do.swap:
  %kodd = and i64 %k, 1
  %even = icmp eq i64 %kodd, 0
  %j = select i1 %even, i64 %i, i64 0
  call void @swap(i64 %j, i64 %km1)
  br label %after.swap

after.swap:
  %i1 = add i64 %i, 1
  br label %loop

done:
  ret void
}

define i64 @main() {
entry:
  call void @heap(i64 7)
  %n = load i64, i64* @count
  %d = load i64, i64* @derangements
  %h = load i64, i64* @hash
  %p0 = getelementptr [7 x i8], [7 x i8]* @perm, i64 0, i64 0
  %e0 = load i8, i8* %p0
  %p1 = getelementptr [7 x i8], [7 x i8]* @perm, i64 0, i64 1
  %e1 = load i8, i8* %p1
  %p2 = getelementptr [7 x i8], [7 x i8]* @perm, i64 0, i64 2
  %e2 = load i8, i8* %p2
  %p3 = getelementptr [7 x i8], [7 x i8]* @perm, i64 0, i64 3
  %e3 = load i8, i8* %p3
  %p4 = getelementptr [7 x i8], [7 x i8]* @perm, i64 0, i64 4
  %e4 = load i8, i8* %p4
  %p5 = getelementptr [7 x i8], [7 x i8]* @perm, i64 0, i64 5
  %e5 = load i8, i8* %p5
  %p6 = getelementptr [7 x i8], [7 x i8]* @perm, i64 0, i64 6
  %e6 = load i8, i8* %p6
  %x0 = zext i8 %e0 to i32
  %x1 = zext i8 %e1 to i32
  %x2 = zext i8 %e2 to i32
  %x3 = zext i8 %e3 to i32
  %x4 = zext i8 %e4 to i32
  %x5 = zext i8 %e5 to i32
  %x6 = zext i8 %e6 to i32
  %f = getelementptr [71 x i8], [71 x i8]* @fmt, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %f, i64 %n, i64 %d, i64 %h, i32 %x0, i32 %x1, i32 %x2, i32 %x3, i32 %x4, i32 %x5, i32 %x6)
  %r = sub i64 %d, 1854
  ret i64 %r
}
