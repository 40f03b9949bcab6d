; nested_aggregates: structs of arrays of structs three levels deep, in a global with a fully nested literal initializer and in a stack copy filled field by field; GEPs with 4-6 indices mixing constants, i32 and i64 variables; padding between i8/i16/i32/i64 fields
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
%Inner = type { i16, [3 x i32] }
%Mid = type { i8, [2 x %Inner], i64 }
%Outer = type { [3 x %Mid], { i32, i64 } }

@g = global %Outer { [3 x %Mid] [
  %Mid { i8 1, [2 x %Inner] [%Inner { i16 10, [3 x i32] [i32 100, i32 101, i32 102] }, %Inner { i16 11, [3 x i32] [i32 110, i32 111, i32 112] }], i64 1000 },
  %Mid { i8 2, [2 x %Inner] [%Inner { i16 20, [3 x i32] [i32 200, i32 201, i32 202] }, %Inner { i16 21, [3 x i32] [i32 210, i32 211, i32 212] }], i64 2000 },
  %Mid { i8 3, [2 x %Inner] [%Inner { i16 30, [3 x i32] [i32 300, i32 301, i32 302] }, %Inner { i16 31, [3 x i32] [i32 310, i32 311, i32 312] }], i64 3000 } ],
  { i32, i64 } { i32 -1, i64 -4294967296 } }

; Sum of every field, each weighted by where it sits, so a wrong offset changes the result.
define i64 @weigh(%Outer* %o) {
entry:
  br label %mids

mids:
  %m = phi i64 [ 0, %entry ], [ %m1, %mids.next ]
  %acc = phi i64 [ 0, %entry ], [ %acc.in, %mids.next ]
  %tagp = getelementptr %Outer, %Outer* %o, i32 0, i32 0, i64 %m, i32 0
  %tag = load i8, i8* %tagp
  %tagx = zext i8 %tag to i64
  %bigp = getelementptr %Outer, %Outer* %o, i64 0, i32 0, i64 %m, i32 2
  %big = load i64, i64* %bigp
  %a1 = add i64 %acc, %tagx
  %a2 = add i64 %a1, %big
  br label %inners

inners:
  %n = phi i32 [ 0, %mids ], [ %n1, %inners.next ]
  %acc.n = phi i64 [ %a2, %mids ], [ %acc.k, %inners.next ]
  %hp = getelementptr %Outer, %Outer* %o, i32 0, i32 0, i64 %m, i32 1, i32 %n, i32 0
  %h = load i16, i16* %hp
  %hx = sext i16 %h to i64
  %h7 = mul i64 %hx, 7
  %acc.h = add i64 %acc.n, %h7
  br label %cells

cells:
  %k = phi i64 [ 0, %inners ], [ %k1, %cells ]
  %acc.c = phi i64 [ %acc.h, %inners ], [ %acc.k, %cells ]
  %cp = getelementptr %Outer, %Outer* %o, i32 0, i32 0, i64 %m, i32 1, i32 %n, i32 1, i64 %k
  %c = load i32, i32* %cp
  %cx = sext i32 %c to i64
  %w = add i64 %k, 1
  %cw = mul i64 %cx, %w
  %acc.k = add i64 %acc.c, %cw
  %k1 = add i64 %k, 1
  %kmore = icmp slt i64 %k1, 3
  br i1 %kmore, label %cells, label %inners.next

inners.next:
  %n1 = add i32 %n, 1
  %nmore = icmp slt i32 %n1, 2
  br i1 %nmore, label %inners, label %mids.next

mids.next:
  %acc.in = phi i64 [ %acc.k, %inners.next ]
  %m1 = add i64 %m, 1
  %mmore = icmp slt i64 %m1, 3
  br i1 %mmore, label %mids, label %tail

tail:
  %t0p = getelementptr %Outer, %Outer* %o, i32 0, i32 1, i32 0
  %t0 = load i32, i32* %t0p
  %t0x = sext i32 %t0 to i64
  %t1p = getelementptr %Outer, %Outer* %o, i32 0, i32 1, i32 1
  %t1 = load i64, i64* %t1p
  %s1 = add i64 %acc.in, %t0x
  %s2 = add i64 %s1, %t1
  ret i64 %s2
}

define i64 @main() {
entry:
  %gw = call i64 @weigh(%Outer* @g)
  call void @check(i64 1, i64 %gw, i64 -4294953002)
  ; build the same value on the stack, field by field
  %o = alloca %Outer
  br label %mids

mids:
  %m = phi i32 [ 0, %entry ], [ %m1, %mids.next ]
  %m64 = sext i32 %m to i64
  %m1v = add i64 %m64, 1
  %tag = trunc i64 %m1v to i8
  %tagp = getelementptr %Outer, %Outer* %o, i64 0, i32 0, i32 %m, i32 0
  store i8 %tag, i8* %tagp
  %big = mul i64 %m1v, 1000
  %bigp = getelementptr %Outer, %Outer* %o, i64 0, i32 0, i32 %m, i32 2
  store i64 %big, i64* %bigp
  br label %inners

inners:
  %n = phi i64 [ 0, %mids ], [ %n1, %inners.next ]
  %ten = mul i64 %m1v, 10
  %hv = add i64 %ten, %n
  %h16 = trunc i64 %hv to i16
  %hp = getelementptr %Outer, %Outer* %o, i64 0, i32 0, i32 %m, i32 1, i64 %n, i32 0
  store i16 %h16, i16* %hp
  br label %cells

cells:
  %k = phi i32 [ 0, %inners ], [ %k1, %cells ]
  %hundred = mul i64 %hv, 10
  %k64 = zext i32 %k to i64
  %cv = add i64 %hundred, %k64
  %c32 = trunc i64 %cv to i32
  %cp = getelementptr %Outer, %Outer* %o, i64 0, i32 0, i32 %m, i32 1, i64 %n, i32 1, i32 %k
  store i32 %c32, i32* %cp
  %k1 = add i32 %k, 1
  %kmore = icmp slt i32 %k1, 3
  br i1 %kmore, label %cells, label %inners.next

inners.next:
  %n1 = add i64 %n, 1
  %nmore = icmp slt i64 %n1, 2
  br i1 %nmore, label %inners, label %mids.next

mids.next:
  %m1 = add i32 %m, 1
  %mmore = icmp slt i32 %m1, 3
  br i1 %mmore, label %mids, label %tail

tail:
  %t0p = getelementptr %Outer, %Outer* %o, i32 0, i32 1, i32 0
  store i32 -1, i32* %t0p
  %t1p = getelementptr %Outer, %Outer* %o, i32 0, i32 1, i32 1
  store i64 -4294967296, i64* %t1p
  %sw = call i64 @weigh(%Outer* %o)
  call void @check(i64 2, i64 %sw, i64 %gw)
  ; a pointer to an inner struct, then relative GEPs from it
  %in = getelementptr %Outer, %Outer* @g, i32 0, i32 0, i32 2, i32 1, i32 1
  %in.cells = getelementptr %Inner, %Inner* %in, i32 0, i32 1
  %last = getelementptr [3 x i32], [3 x i32]* %in.cells, i32 0, i32 2
  %lv = load i32, i32* %last
  %lvx = sext i32 %lv to i64
  call void @check(i64 3, i64 %lvx, i64 312)
  %prev.inner = getelementptr %Inner, %Inner* %in, i64 -1, i32 0
  %pi = load i16, i16* %prev.inner
  %pix = sext i16 %pi to i64
  call void @check(i64 4, i64 %pix, i64 30)
  %failures = call i64 @report()
  ret i64 %failures
}
