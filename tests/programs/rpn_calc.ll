; rpn_calc: an RPN calculator interpreting expression strings: a byte-level tokenizer, an i64 operand stack in an alloca with a depth counter, a dispatch on operator characters (+ - * / % ~ d s), and error reporting for stack underflow and division by zero
; ret: 39
declare i32 @printf(i8*, ...)

@e1 = global [10 x i8] c"3 4 + 5 *\00"
@e2 = global [32 x i8] c"1000000 1000000 * 1000000 * 7 %\00"
@e3 = global [26 x i8] c"2 d * d * d * d * d * d *\00"
@e4 = global [15 x i8] c"17 5 s - ~ 3 /\00"
@e5 = global [4 x i8] c"1 +\00"
@e6 = global [6 x i8] c"5 0 /\00"
@e7 = global [28 x i8] c"9223372036854775807 1 + 2 /\00"
@fmt.ok = global [12 x i8] c"%s => %lld\0A\00"
@fmt.err = global [17 x i8] c"%s => error: %s\0A\00"
@err.under = global [16 x i8] c"stack underflow\00"
@err.div = global [17 x i8] c"division by zero\00"
@err.left = global [18 x i8] c"leftover operands\00"

; Evaluates s; returns 0 on success (result in *out) or an error code 1..3.
define i32 @eval(i8* %s, i64* %out) {
entry:
  %stack = alloca [32 x i64]
  br label %scan

scan:
  %p = phi i8* [ %s, %entry ], [ %p.next, %advance ], [ %num.end, %push.num ], [ %p.next, %push.op ]
  %sp = phi i32 [ 0, %entry ], [ %sp, %advance ], [ %sp.num, %push.num ], [ %sp.op, %push.op ]
  %c = load i8, i8* %p
  %p.next = getelementptr i8, i8* %p, i64 1
  %end = icmp eq i8 %c, 0
  br i1 %end, label %finish, label %classify

classify:
  %is.space = icmp eq i8 %c, 32
  br i1 %is.space, label %advance, label %digit.test

advance:
  br label %scan

digit.test:
  %d0 = sub i8 %c, 48
  %is.digit = icmp ult i8 %d0, 10
  br i1 %is.digit, label %number, label %operator

number:
  %q = phi i8* [ %p, %digit.test ], [ %q.next, %number.more ]
  %acc = phi i64 [ 0, %digit.test ], [ %acc.next, %number.more ]
  %qc = load i8, i8* %q
  %qd = sub i8 %qc, 48
  %qdig = icmp ult i8 %qd, 10
  br i1 %qdig, label %number.more, label %push.num

number.more:
  %qd64 = zext i8 %qd to i64
  %acc10 = mul i64 %acc, 10
  %acc.next = add i64 %acc10, %qd64
  %q.next = getelementptr i8, i8* %q, i64 1
  br label %number

push.num:
  %num.end = phi i8* [ %q, %number ]
  %slot = getelementptr [32 x i64], [32 x i64]* %stack, i64 0, i32 %sp
  store i64 %acc, i64* %slot
  %sp.num = add i32 %sp, 1
  br label %scan

operator:
  ; unary ops need one operand, the others two
  %is.neg = icmp eq i8 %c, 126
  %is.dup = icmp eq i8 %c, 100
  %unary = or i1 %is.neg, %is.dup
  %need = select i1 %unary, i32 1, i32 2
  %short = icmp slt i32 %sp, %need
  br i1 %short, label %underflow, label %apply

apply:
  %top.i = sub i32 %sp, 1
  %top.p = getelementptr [32 x i64], [32 x i64]* %stack, i64 0, i32 %top.i
  %top = load i64, i64* %top.p
  br i1 %unary, label %apply.unary, label %apply.binary

apply.unary:
  %negv = sub i64 0, %top
  br i1 %is.neg, label %unary.neg, label %unary.dup

unary.neg:
  store i64 %negv, i64* %top.p
  br label %push.op

unary.dup:
  %dup.p = getelementptr [32 x i64], [32 x i64]* %stack, i64 0, i32 %sp
  store i64 %top, i64* %dup.p
  br label %push.op

apply.binary:
  %under.i = sub i32 %sp, 2
  %under.p = getelementptr [32 x i64], [32 x i64]* %stack, i64 0, i32 %under.i
  %under = load i64, i64* %under.p
  %is.add = icmp eq i8 %c, 43
  br i1 %is.add, label %op.add, label %t.sub

t.sub:
  %is.sub = icmp eq i8 %c, 45
  br i1 %is.sub, label %op.sub, label %t.mul

t.mul:
  %is.mul = icmp eq i8 %c, 42
  br i1 %is.mul, label %op.mul, label %t.swap

t.swap:
  %is.swap = icmp eq i8 %c, 115
  br i1 %is.swap, label %op.swap, label %t.div

t.div:
  %zero = icmp eq i64 %top, 0
  br i1 %zero, label %divzero, label %t.div2

t.div2:
  %is.div = icmp eq i8 %c, 47
  br i1 %is.div, label %op.div, label %op.rem

op.add:
  %r.add = add i64 %under, %top
  br label %store.binary

op.sub:
  %r.sub = sub i64 %under, %top
  br label %store.binary

op.mul:
  %r.mul = mul i64 %under, %top
  br label %store.binary

op.div:
  %r.div = sdiv i64 %under, %top
  br label %store.binary

op.rem:
  %r.rem = srem i64 %under, %top
  br label %store.binary

op.swap:
  store i64 %under, i64* %top.p
  store i64 %top, i64* %under.p
  br label %push.op

store.binary:
  %r = phi i64 [ %r.add, %op.add ], [ %r.sub, %op.sub ], [ %r.mul, %op.mul ], [ %r.div, %op.div ], [ %r.rem, %op.rem ]
  store i64 %r, i64* %under.p
  br label %push.op

push.op:
  %delta = phi i32 [ 0, %unary.neg ], [ 1, %unary.dup ], [ 0, %op.swap ], [ -1, %store.binary ]
  %sp.op = add i32 %sp, %delta
  br label %scan

finish:
  %one = icmp eq i32 %sp, 1
  br i1 %one, label %success, label %leftover

success:
  %res.p = getelementptr [32 x i64], [32 x i64]* %stack, i64 0, i64 0
  %res = load i64, i64* %res.p
  store i64 %res, i64* %out
  ret i32 0

underflow:
  ret i32 1

divzero:
  ret i32 2

leftover:
  ret i32 3
}

define i64 @run(i8* %s) {
entry:
  %out = alloca i64
  %code = call i32 @eval(i8* %s, i64* %out)
  %ok = icmp eq i32 %code, 0
  br i1 %ok, label %print.ok, label %print.err

print.ok:
  %v = load i64, i64* %out
  %fo = getelementptr [12 x i8], [12 x i8]* @fmt.ok, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %fo, i8* %s, i64 %v)
  ret i64 %v

print.err:
  %u = getelementptr [16 x i8], [16 x i8]* @err.under, i64 0, i64 0
  %d = getelementptr [17 x i8], [17 x i8]* @err.div, i64 0, i64 0
  %l = getelementptr [18 x i8], [18 x i8]* @err.left, i64 0, i64 0
  %is1 = icmp eq i32 %code, 1
  %is2 = icmp eq i32 %code, 2
  %m0 = select i1 %is2, i8* %d, i8* %l
  %m = select i1 %is1, i8* %u, i8* %m0
  %fe = getelementptr [17 x i8], [17 x i8]* @fmt.err, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %fe, i8* %s, i8* %m)
  ret i64 0
}

define i64 @main() {
entry:
  %s1 = getelementptr [10 x i8], [10 x i8]* @e1, i64 0, i64 0
  %r1 = call i64 @run(i8* %s1)
  %s2 = getelementptr [32 x i8], [32 x i8]* @e2, i64 0, i64 0
  %r2 = call i64 @run(i8* %s2)
  %s3 = getelementptr [26 x i8], [26 x i8]* @e3, i64 0, i64 0
  %r3 = call i64 @run(i8* %s3)
  %s4 = getelementptr [15 x i8], [15 x i8]* @e4, i64 0, i64 0
  %r4 = call i64 @run(i8* %s4)
  %s5 = getelementptr [4 x i8], [4 x i8]* @e5, i64 0, i64 0
  %r5 = call i64 @run(i8* %s5)
  %s6 = getelementptr [6 x i8], [6 x i8]* @e6, i64 0, i64 0
  %r6 = call i64 @run(i8* %s6)
  %s7 = getelementptr [28 x i8], [28 x i8]* @e7, i64 0, i64 0
  %r7 = call i64 @run(i8* %s7)
  %a = add i64 %r1, %r4
  ret i64 %a
}
