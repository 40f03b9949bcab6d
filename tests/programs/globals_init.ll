; globals_init: every global initializer form: integers of each width (signed and unsigned spellings), null, pointers to other globals (the spec's @foo/@bar/@baz chain, forward references, a global pointing to itself), strings, array and struct literals nested in each other, function addresses, zeroinitializer; globals are also written and re-read
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
%Node = type { i64, %Node* }
%Mixed = type { i8, i64, i16, i32*, [2 x i16] }

@foo = global i64 42
@bar = global i64* @foo
@baz = global i64** @bar
@early = global i64* @late
@late = global i64 1234567890123
@min = global i64 -9223372036854775808
@max = global i64 9223372036854775807
@big.unsigned = global i64 18446744073709551615
@w32 = global i32 4294967295
@w16 = global i16 -32768
@w8 = global i8 255
@w1 = global i1 true
@nothing = global i64* null
@text = global [6 x i8] c"hello\00"
@text.ptr = global [6 x i8]* @text
@arr = global [4 x i64] [i64 1, i64 -2, i64 4294967296, i64 -4294967296]
@mixed = global %Mixed { i8 -3, i64 -81985529216486896, i16 -2, i32* @w32, [2 x i16] [i16 300, i16 -300] }
@grid = global [2 x [3 x i32]] [[3 x i32] [i32 1, i32 2, i32 3], [3 x i32] [i32 -4, i32 -5, i32 -6]]
@records = global [2 x { i64, [4 x i8] }] [{ i64, [4 x i8] } { i64 10, [4 x i8] c"abc\00" }, { i64, [4 x i8] } { i64 20, [4 x i8] c"xyz\00" }]
@ring = global %Node { i64 1, %Node* @ring2 }
@ring2 = global %Node { i64 2, %Node* @ring }
@self = global %Node { i64 3, %Node* @self }
@fn = global i64 (i64)* @triple
@fns = global [2 x i64 (i64)*] [i64 (i64)* @triple, i64 (i64)* @negate]
@zeros = global [5 x i64] zeroinitializer

define i64 @triple(i64 %x) {
  %r = mul i64 %x, 3
  ret i64 %r
}

define i64 @negate(i64 %x) {
  %r = sub i64 0, %x
  ret i64 %r
}

define i64 @main() {
entry:
  ; @baz -> @bar -> @foo
  %b1 = load i64**, i64*** @baz
  %b2 = load i64*, i64** %b1
  %b3 = load i64, i64* %b2
  call void @check(i64 1, i64 %b3, i64 42)
  %e1 = load i64*, i64** @early
  %e2 = load i64, i64* %e1
  call void @check(i64 2, i64 %e2, i64 1234567890123)
  %mn = load i64, i64* @min
  %mx = load i64, i64* @max
  %mm = add i64 %mn, %mx
  call void @check(i64 3, i64 %mm, i64 -1)
  %bu = load i64, i64* @big.unsigned
  call void @check(i64 4, i64 %bu, i64 -1)
  %v32 = load i32, i32* @w32
  %v32x = zext i32 %v32 to i64
  call void @check(i64 5, i64 %v32x, i64 4294967295)
  %v16 = load i16, i16* @w16
  %v16x = sext i16 %v16 to i64
  call void @check(i64 6, i64 %v16x, i64 -32768)
  %v8 = load i8, i8* @w8
  %v8x = sext i8 %v8 to i64
  call void @check(i64 7, i64 %v8x, i64 -1)
  %v1 = load i1, i1* @w1
  %v1x = zext i1 %v1 to i64
  call void @check(i64 8, i64 %v1x, i64 1)
  %np = load i64*, i64** @nothing
  %isnull = icmp eq i64* %np, null
  %isnullx = zext i1 %isnull to i64
  call void @check(i64 9, i64 %isnullx, i64 1)
  %tp = load [6 x i8]*, [6 x i8]** @text.ptr
  %t4 = getelementptr [6 x i8], [6 x i8]* %tp, i64 0, i64 4
  %c4 = load i8, i8* %t4
  %c4x = zext i8 %c4 to i64
  call void @check(i64 10, i64 %c4x, i64 111)
  %a2p = getelementptr [4 x i64], [4 x i64]* @arr, i64 0, i64 2
  %a2 = load i64, i64* %a2p
  %a3p = getelementptr [4 x i64], [4 x i64]* @arr, i64 0, i64 3
  %a3 = load i64, i64* %a3p
  %a23 = sub i64 %a2, %a3
  call void @check(i64 11, i64 %a23, i64 8589934592)
  %m0p = getelementptr %Mixed, %Mixed* @mixed, i32 0, i32 0
  %m0 = load i8, i8* %m0p
  %m0x = sext i8 %m0 to i64
  call void @check(i64 12, i64 %m0x, i64 -3)
  %m1p = getelementptr %Mixed, %Mixed* @mixed, i32 0, i32 1
  %m1 = load i64, i64* %m1p
  call void @check(i64 13, i64 %m1, i64 -81985529216486896)
  %m2p = getelementptr %Mixed, %Mixed* @mixed, i32 0, i32 2
  %m2 = load i16, i16* %m2p
  %m2x = sext i16 %m2 to i64
  call void @check(i64 14, i64 %m2x, i64 -2)
  %m3p = getelementptr %Mixed, %Mixed* @mixed, i32 0, i32 3
  %m3 = load i32*, i32** %m3p
  %same32 = icmp eq i32* %m3, @w32
  %same32x = zext i1 %same32 to i64
  call void @check(i64 15, i64 %same32x, i64 1)
  %m4p = getelementptr %Mixed, %Mixed* @mixed, i32 0, i32 4, i32 1
  %m4 = load i16, i16* %m4p
  %m4x = sext i16 %m4 to i64
  call void @check(i64 16, i64 %m4x, i64 -300)
  %g12p = getelementptr [2 x [3 x i32]], [2 x [3 x i32]]* @grid, i64 0, i64 1, i64 2
  %g12 = load i32, i32* %g12p
  %g12x = sext i32 %g12 to i64
  call void @check(i64 17, i64 %g12x, i64 -6)
  %r1p = getelementptr [2 x { i64, [4 x i8] }], [2 x { i64, [4 x i8] }]* @records, i64 0, i64 1, i32 0
  %r1 = load i64, i64* %r1p
  call void @check(i64 18, i64 %r1, i64 20)
  %r1c = getelementptr [2 x { i64, [4 x i8] }], [2 x { i64, [4 x i8] }]* @records, i64 0, i64 1, i32 1, i64 2
  %r1cv = load i8, i8* %r1c
  %r1cx = zext i8 %r1cv to i64
  call void @check(i64 19, i64 %r1cx, i64 122)
  ; walk the two-node ring three steps: 1 -> 2 -> 1
  %n0 = getelementptr %Node, %Node* @ring, i32 0, i32 1
  %n1 = load %Node*, %Node** %n0
  %n1n = getelementptr %Node, %Node* %n1, i32 0, i32 1
  %n2 = load %Node*, %Node** %n1n
  %n2v = getelementptr %Node, %Node* %n2, i32 0, i32 0
  %v = load i64, i64* %n2v
  call void @check(i64 20, i64 %v, i64 1)
  %sn = getelementptr %Node, %Node* @self, i32 0, i32 1
  %sp = load %Node*, %Node** %sn
  %isself = icmp eq %Node* %sp, @self
  %isselfx = zext i1 %isself to i64
  call void @check(i64 21, i64 %isselfx, i64 1)
  %f = load i64 (i64)*, i64 (i64)** @fn
  %fv = call i64 %f(i64 14)
  call void @check(i64 22, i64 %fv, i64 42)
  %f2p = getelementptr [2 x i64 (i64)*], [2 x i64 (i64)*]* @fns, i64 0, i64 1
  %f2 = load i64 (i64)*, i64 (i64)** %f2p
  %f2v = call i64 %f2(i64 14)
  call void @check(i64 23, i64 %f2v, i64 -14)
  %z4p = getelementptr [5 x i64], [5 x i64]* @zeros, i64 0, i64 4
  %z4 = load i64, i64* %z4p
  call void @check(i64 24, i64 %z4, i64 0)
  ; globals are writable: redirect @bar and write through the chain
  store i64* @late, i64** @bar
  %c1 = load i64**, i64*** @baz
  %c2 = load i64*, i64** %c1
  store i64 -1, i64* %c2
  %lv = load i64, i64* @late
  call void @check(i64 25, i64 %lv, i64 -1)
  %fo = load i64, i64* @foo
  call void @check(i64 26, i64 %fo, i64 42)
  %failures = call i64 @report()
  ret i64 %failures
}
