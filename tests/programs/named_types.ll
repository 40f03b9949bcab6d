; named_types: named types of every kind: mutually recursive structs (%A <-> %B, cycles through pointers only), a named array type, a named function type used through pointers, a type used before its definition, nested names; heap cells from calloc declared with i32 parameters
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
declare i8* @calloc(i32, i32)

%A = type { i64, %B* }
%Row = type [4 x i64]
%B = type { i32, %A*, [2 x %A*], %Row }
%Op = type i64 (i64, i64)
%Tagged = type { %Op*, %Later }
%Later = type { i8, i16 }

@ops = global [2 x %Tagged] [%Tagged { %Op* @plus, %Later { i8 1, i16 -1 } }, %Tagged { %Op* @times, %Later { i8 2, i16 -2 } }]

define i64 @plus(i64 %a, i64 %b) {
  %r = add i64 %a, %b
  ret i64 %r
}

define i64 @times(i64 %a, i64 %b) {
  %r = mul i64 %a, %b
  ret i64 %r
}

define %A* @new_a(i64 %v) {
  %end = getelementptr %A, %A* null, i32 1
  %size = ptrtoint %A* %end to i32
  %raw = call i8* @calloc(i32 1, i32 %size)
  %a = bitcast i8* %raw to %A*
  %pv = getelementptr %A, %A* %a, i32 0, i32 0
  store i64 %v, i64* %pv
  ret %A* %a
}

define %B* @new_b(i32 %tag) {
  %end = getelementptr %B, %B* null, i32 1
  %size = ptrtoint %B* %end to i32
  %raw = call i8* @calloc(i32 1, i32 %size)
  %b = bitcast i8* %raw to %B*
  %pt = getelementptr %B, %B* %b, i32 0, i32 0
  store i32 %tag, i32* %pt
  ret %B* %b
}

; Follows A -> B -> A (through the array field) n times, summing every A's value and B's tag.
define i64 @chase(%A* %start, i64 %n) {
entry:
  br label %loop

loop:
  %a = phi %A* [ %start, %entry ], [ %a2, %loop ]
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi i64 [ 0, %entry ], [ %acc2, %loop ]
  %pv = getelementptr %A, %A* %a, i32 0, i32 0
  %v = load i64, i64* %pv
  %pb = getelementptr %A, %A* %a, i32 0, i32 1
  %b = load %B*, %B** %pb
  %pt = getelementptr %B, %B* %b, i32 0, i32 0
  %t = load i32, i32* %pt
  %tx = sext i32 %t to i64
  %acc1 = add i64 %acc, %v
  %acc2 = add i64 %acc1, %tx
  %idx = and i64 %i, 1
  %pa = getelementptr %B, %B* %b, i32 0, i32 2, i64 %idx
  %a2 = load %A*, %A** %pa
  %i1 = add i64 %i, 1
  %more = icmp slt i64 %i1, %n
  br i1 %more, label %loop, label %done

done:
  ret i64 %acc2
}

define i64 @main() {
entry:
  ; a1 -> b1 -> [a2, a1]; a2 -> b2 -> [a1, a2]
  %a1 = call %A* @new_a(i64 100)
  %a2 = call %A* @new_a(i64 -7)
  %b1 = call %B* @new_b(i32 3)
  %b2 = call %B* @new_b(i32 -40)
  %a1b = getelementptr %A, %A* %a1, i32 0, i32 1
  store %B* %b1, %B** %a1b
  %a2b = getelementptr %A, %A* %a2, i32 0, i32 1
  store %B* %b2, %B** %a2b
  %b1a0 = getelementptr %B, %B* %b1, i32 0, i32 2, i32 0
  store %A* %a2, %A** %b1a0
  %b1a1 = getelementptr %B, %B* %b1, i32 0, i32 2, i32 1
  store %A* %a1, %A** %b1a1
  %b2a0 = getelementptr %B, %B* %b2, i32 0, i32 2, i32 0
  store %A* %a1, %A** %b2a0
  %b2a1 = getelementptr %B, %B* %b2, i32 0, i32 2, i32 1
  store %A* %a2, %A** %b2a1
  %b1back = getelementptr %B, %B* %b1, i32 0, i32 1
  store %A* %a1, %A** %b1back
  ; path for 6 steps: a1(i=0) -> b1[0]=a2 (i=1) -> b2[1]=a2 (i=2) -> b2[0]=a1 (i=3) -> b1[1]=a1 (i=4) -> b1[0]=a2
  %c = call i64 @chase(%A* %a1, i64 6)
  call void @check(i64 1, i64 %c, i64 168)
  ; the named array type inside %B
  %row = getelementptr %B, %B* %b2, i32 0, i32 3
  %r3 = getelementptr %Row, %Row* %row, i64 0, i64 3
  store i64 -9223372036854775807, i64* %r3
  %r3v = load i64, i64* %r3
  %r0 = getelementptr %B, %B* %b2, i32 0, i32 3, i64 0
  %r0v = load i64, i64* %r0
  %rs = add i64 %r3v, %r0v
  call void @check(i64 2, i64 %rs, i64 -9223372036854775807)
  ; named function types through a table
  %op0p = getelementptr [2 x %Tagged], [2 x %Tagged]* @ops, i64 0, i64 0, i32 0
  %op0 = load %Op*, %Op** %op0p
  %op1p = getelementptr [2 x %Tagged], [2 x %Tagged]* @ops, i64 0, i64 1, i32 0
  %op1 = load %Op*, %Op** %op1p
  %x = call i64 %op0(i64 40, i64 2)
  %y = call i64 %op1(i64 %x, i64 -3)
  call void @check(i64 3, i64 %y, i64 -126)
  %tagp = getelementptr [2 x %Tagged], [2 x %Tagged]* @ops, i64 0, i64 1, i32 1, i32 1
  %tag = load i16, i16* %tagp
  %tagx = sext i16 %tag to i64
  call void @check(i64 4, i64 %tagx, i64 -2)
  %failures = call i64 @report()
  ret i64 %failures
}
