; hanoi: Towers of Hanoi for 12 discs with the pegs as three global stacks; every move is checked (no larger disc on a smaller one) and folded into a checksum
; ret: 0
declare i32 @printf(i8*, ...)

%Peg = type { i64, [16 x i64] }

@pegs = global [3 x %Peg] zeroinitializer
@moves = global i64 0
@hash = global i64 0
@bad = global i64 0
@fmt = global [52 x i8] c"moves=%lld hash=%lld bad=%lld top=%lld height=%lld\0A\00"

define void @push(i64 %peg, i64 %disc) {
  %np = getelementptr [3 x %Peg], [3 x %Peg]* @pegs, i64 0, i64 %peg, i32 0
  %n = load i64, i64* %np
  %slot = getelementptr [3 x %Peg], [3 x %Peg]* @pegs, i64 0, i64 %peg, i32 1, i64 %n
  store i64 %disc, i64* %slot
  %n1 = add i64 %n, 1
  store i64 %n1, i64* %np
  ret void
}

define i64 @pop(i64 %peg) {
  %np = getelementptr [3 x %Peg], [3 x %Peg]* @pegs, i64 0, i64 %peg, i32 0
  %n = load i64, i64* %np
  %n1 = sub i64 %n, 1
  store i64 %n1, i64* %np
  %slot = getelementptr [3 x %Peg], [3 x %Peg]* @pegs, i64 0, i64 %peg, i32 1, i64 %n1
  %d = load i64, i64* %slot
  ret i64 %d
}

; The disc on top of a peg, or 1000 when the peg is empty.
define i64 @top(i64 %peg) {
entry:
  %np = getelementptr [3 x %Peg], [3 x %Peg]* @pegs, i64 0, i64 %peg, i32 0
  %n = load i64, i64* %np
  %empty = icmp eq i64 %n, 0
  br i1 %empty, label %none, label %some

none:
  ret i64 1000

some:
  %n1 = sub i64 %n, 1
  %slot = getelementptr [3 x %Peg], [3 x %Peg]* @pegs, i64 0, i64 %peg, i32 1, i64 %n1
  %d = load i64, i64* %slot
  ret i64 %d
}

define void @move_one(i64 %from, i64 %to) {
entry:
  %d = call i64 @pop(i64 %from)
  %under = call i64 @top(i64 %to)
  %illegal = icmp ugt i64 %d, %under
  br i1 %illegal, label %flag, label %ok

flag:
  %b = load i64, i64* @bad
  %b1 = add i64 %b, 1
  store i64 %b1, i64* @bad
  br label %ok

ok:
  call void @push(i64 %to, i64 %d)
  %m = load i64, i64* @moves
  %m1 = add i64 %m, 1
  store i64 %m1, i64* @moves
  %h = load i64, i64* @hash
  %h31 = mul i64 %h, 31
  %f3 = mul i64 %from, 3
  %code = add i64 %f3, %to
  %dm = mul i64 %d, 7
  %c2 = add i64 %code, %dm
  %h2 = add i64 %h31, %c2
  store i64 %h2, i64* @hash
  ret void
}

define void @hanoi(i64 %n, i64 %from, i64 %to, i64 %via) {
entry:
  %z = icmp eq i64 %n, 0
  br i1 %z, label %done, label %rec

rec:
  %n1 = sub i64 %n, 1
  call void @hanoi(i64 %n1, i64 %from, i64 %via, i64 %to)
  call void @move_one(i64 %from, i64 %to)
  call void @hanoi(i64 %n1, i64 %via, i64 %to, i64 %from)
  br label %done

done:
  ret void
}

define i64 @main() {
entry:
  br label %load

load:
  %d = phi i64 [ 12, %entry ], [ %d1, %load ]
  call void @push(i64 0, i64 %d)
  %d1 = sub i64 %d, 1
  %more = icmp sgt i64 %d1, 0
  br i1 %more, label %load, label %go

go:
  call void @hanoi(i64 12, i64 0, i64 2, i64 1)
  %m = load i64, i64* @moves
  %h = load i64, i64* @hash
  %b = load i64, i64* @bad
  %t = call i64 @top(i64 2)
  %hp = getelementptr [3 x %Peg], [3 x %Peg]* @pegs, i64 0, i64 2, i32 0
  %height = load i64, i64* %hp
  %f = getelementptr [52 x i8], [52 x i8]* @fmt, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %f, i64 %m, i64 %h, i64 %b, i64 %t, i64 %height)
  ret i64 %b
}
