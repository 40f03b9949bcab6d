; bm_statemachine: a lexer state machine (start / number / identifier / comment) over a 736-byte program text, with a character classifier of range compares; counts, number sums, identifier hashes, operator sums and bad characters, 60 passes, checked against Python
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

@src = global [737 x i8] c"54792 62796\09(\09) \0A76724 18995 /  \0A>4465  !  15179 48293 y1 x  72352  # note alpha 12+3\0A-\09z9z  50857foo_bar\0A63498\093517*\09(\09y1 98064 74910 \0A< =foo_bar  foo_bar\09<  x / 21376 !\09 # note count 12+3\0A+  + = alphay1 *!\09+  loop_var  \0A18192 36173 x 16499  $ _tmp 76590 89541  18155  # note y1 12+3\0Abeta2 42503  28784  23799 count  loop_var\09) +  # note q 12+3\0A/ 40555\09=\09) 75102\09\0A@q 73489q  / \0Az9z\092592  (  67240  52627 x  count  beta2\0A- foo_bar 9400128299 =z9z  80571 68712 \0A81260  ( $\0A= x  beta2  *  )  q  >\09\0Acount\0912970 alpha _tmploop_var 52186  91803996 \0A56644 6443 count\0972338\09\0Aq count / z9z )\0961749 < foo_bar39057\0Az9z\09county1  _tmp \0A@ alphax ) 84224\09_tmp\0921235\09( \0Az9z < _tmp\09beta2\0999047  98107  # note loop_var 12+3\0Az9z  <\09/ 23365 88063 < 3538\09\0A\00"
@ops = global [10 x i8] c"+-*/=<>()\00"
@res = global [7 x i32] zeroinitializer
; numbers, their sum, identifiers, xor of identifier hashes, operators, sum of operator bytes, bad bytes
@want = global [7 x i32] [i32 47, i32 904235814, i32 43, i32 1905601288, i32 39, i32 1905, i32 7]

; 0 blank, 1 digit, 2 letter or '_', 3 '#', 4 operator, 5 anything else.
define i32 @char_class(i8 %c) {
entry:
  %d0 = add i8 %c, -48
  %isdigit = icmp ult i8 %d0, 10
  br i1 %isdigit, label %digit, label %lower

digit:
  ret i32 1

lower:
  %l0 = add i8 %c, -97
  %islower = icmp ult i8 %l0, 26
  br i1 %islower, label %letter, label %upper

upper:
  %u0 = add i8 %c, -65
  %isupper = icmp ult i8 %u0, 26
  br i1 %isupper, label %letter, label %under

under:
  %isunder = icmp eq i8 %c, 95
  br i1 %isunder, label %letter, label %space

letter:
  ret i32 2

space:
  %sp = icmp eq i8 %c, 32
  br i1 %sp, label %blank, label %tab

tab:
  %tb = icmp eq i8 %c, 9
  br i1 %tb, label %blank, label %nl

nl:
  %n = icmp eq i8 %c, 10
  br i1 %n, label %blank, label %cr

cr:
  %r = icmp eq i8 %c, 13
  br i1 %r, label %blank, label %hash

blank:
  ret i32 0

hash:
  %h = icmp eq i8 %c, 35
  br i1 %h, label %comment, label %op.scan

comment:
  ret i32 3

op.scan:
  %p = phi i8* [ getelementptr ([10 x i8], [10 x i8]* @ops, i32 0, i32 0), %hash ], [ %p1, %op.next ]
  %o = load i8, i8* %p
  %end = icmp eq i8 %o, 0
  br i1 %end, label %other, label %op.test

op.test:
  %is = icmp eq i8 %o, %c
  br i1 %is, label %operator, label %op.next

op.next:
  %p1 = getelementptr i8, i8* %p, i32 1
  br label %op.scan

operator:
  ret i32 4

other:
  ret i32 5
}

; Lexes the NUL-terminated %s; writes the seven counters to @res.
define void @lex(i8* %s) {
entry:
  br label %loop

loop:
  %p = phi i8* [ %s, %entry ], [ %p, %num.end ], [ %p, %id.end ], [ %next, %advance ]
  %st = phi i32 [ 0, %entry ], [ 0, %num.end ], [ 0, %id.end ], [ %st.a, %advance ]
  %v = phi i32 [ 0, %entry ], [ %v, %num.end ], [ %v, %id.end ], [ %v.a, %advance ]
  %h = phi i32 [ 0, %entry ], [ %h, %num.end ], [ %h, %id.end ], [ %h.a, %advance ]
  %nnum = phi i32 [ 0, %entry ], [ %nnum1, %num.end ], [ %nnum, %id.end ], [ %nnum, %advance ]
  %nsum = phi i32 [ 0, %entry ], [ %nsum1, %num.end ], [ %nsum, %id.end ], [ %nsum, %advance ]
  %nid = phi i32 [ 0, %entry ], [ %nid, %num.end ], [ %nid1, %id.end ], [ %nid, %advance ]
  %idh = phi i32 [ 0, %entry ], [ %idh, %num.end ], [ %idh1, %id.end ], [ %idh, %advance ]
  %nop = phi i32 [ 0, %entry ], [ %nop, %num.end ], [ %nop, %id.end ], [ %nop.a, %advance ]
  %opsum = phi i32 [ 0, %entry ], [ %opsum, %num.end ], [ %opsum, %id.end ], [ %opsum.a, %advance ]
  %err = phi i32 [ 0, %entry ], [ %err, %num.end ], [ %err, %id.end ], [ %err.a, %advance ]
  %c = load i8, i8* %p
  %eos = icmp eq i8 %c, 0
  br i1 %eos, label %finish, label %classify

classify:
  %k = call i32 @char_class(i8 %c)
  %cz = zext i8 %c to i32
  %in.num = icmp eq i32 %st, 1
  br i1 %in.num, label %number, label %not.num

number:
  %kd = icmp eq i32 %k, 1
  br i1 %kd, label %num.more, label %num.end

num.more:
  %v10 = mul i32 %v, 10
  %vd = add i32 %v10, %cz
  %vn = add i32 %vd, -48
  br label %advance

num.end:
  %nnum1 = add i32 %nnum, 1
  %nsum1 = add i32 %nsum, %v
  br label %loop

not.num:
  %in.id = icmp eq i32 %st, 2
  br i1 %in.id, label %ident, label %not.id

ident:
  %kd2 = icmp eq i32 %k, 1
  %kl = icmp eq i32 %k, 2
  %word = or i1 %kd2, %kl
  br i1 %word, label %id.more, label %id.end

id.more:
  %h33 = mul i32 %h, 33
  %hn = xor i32 %h33, %cz
  br label %advance

id.end:
  %nid1 = add i32 %nid, 1
  %idh1 = xor i32 %idh, %h
  br label %loop

not.id:
  %in.comment = icmp eq i32 %st, 3
  br i1 %in.comment, label %comment, label %start

comment:
  %isnl = icmp eq i8 %c, 10
  %st.c = select i1 %isnl, i32 0, i32 3
  br label %advance

start:
  %k1 = icmp eq i32 %k, 1
  br i1 %k1, label %start.num, label %start.k2

start.num:
  %v0 = add i32 %cz, -48
  br label %advance

start.k2:
  %k2 = icmp eq i32 %k, 2
  br i1 %k2, label %start.id, label %start.k3

start.id:
  %h0 = xor i32 %cz, 177573
  br label %advance

start.k3:
  %k3 = icmp eq i32 %k, 3
  br i1 %k3, label %start.comment, label %start.k4

start.comment:
  br label %advance

start.k4:
  %k4 = icmp eq i32 %k, 4
  br i1 %k4, label %start.op, label %start.k5

start.op:
  %nop1 = add i32 %nop, 1
  %opsum1 = add i32 %opsum, %cz
  br label %advance

start.k5:
  %k5 = icmp eq i32 %k, 5
  %e = zext i1 %k5 to i32
  %err1 = add i32 %err, %e
  br label %advance

advance:
  %st.a = phi i32 [ 1, %num.more ], [ 2, %id.more ], [ %st.c, %comment ], [ 1, %start.num ], [ 2, %start.id ], [ 3, %start.comment ], [ 0, %start.op ], [ 0, %start.k5 ]
  %v.a = phi i32 [ %vn, %num.more ], [ %v, %id.more ], [ %v, %comment ], [ %v0, %start.num ], [ %v, %start.id ], [ %v, %start.comment ], [ %v, %start.op ], [ %v, %start.k5 ]
  %h.a = phi i32 [ %h, %num.more ], [ %hn, %id.more ], [ %h, %comment ], [ %h, %start.num ], [ %h0, %start.id ], [ %h, %start.comment ], [ %h, %start.op ], [ %h, %start.k5 ]
  %nop.a = phi i32 [ %nop, %num.more ], [ %nop, %id.more ], [ %nop, %comment ], [ %nop, %start.num ], [ %nop, %start.id ], [ %nop, %start.comment ], [ %nop1, %start.op ], [ %nop, %start.k5 ]
  %opsum.a = phi i32 [ %opsum, %num.more ], [ %opsum, %id.more ], [ %opsum, %comment ], [ %opsum, %start.num ], [ %opsum, %start.id ], [ %opsum, %start.comment ], [ %opsum1, %start.op ], [ %opsum, %start.k5 ]
  %err.a = phi i32 [ %err, %num.more ], [ %err, %id.more ], [ %err, %comment ], [ %err, %start.num ], [ %err, %start.id ], [ %err, %start.comment ], [ %err, %start.op ], [ %err1, %start.k5 ]
  %next = getelementptr i8, i8* %p, i32 1
  br label %loop

finish:
  %fnum = icmp eq i32 %st, 1
  %fn = zext i1 %fnum to i32
  %nnum.f = add i32 %nnum, %fn
  %vf = select i1 %fnum, i32 %v, i32 0
  %nsum.f = add i32 %nsum, %vf
  %fid = icmp eq i32 %st, 2
  %fi = zext i1 %fid to i32
  %nid.f = add i32 %nid, %fi
  %hf = select i1 %fid, i32 %h, i32 0
  %idh.f = xor i32 %idh, %hf
  store i32 %nnum.f, i32* getelementptr ([7 x i32], [7 x i32]* @res, i32 0, i32 0)
  store i32 %nsum.f, i32* getelementptr ([7 x i32], [7 x i32]* @res, i32 0, i32 1)
  store i32 %nid.f, i32* getelementptr ([7 x i32], [7 x i32]* @res, i32 0, i32 2)
  store i32 %idh.f, i32* getelementptr ([7 x i32], [7 x i32]* @res, i32 0, i32 3)
  store i32 %nop, i32* getelementptr ([7 x i32], [7 x i32]* @res, i32 0, i32 4)
  store i32 %opsum, i32* getelementptr ([7 x i32], [7 x i32]* @res, i32 0, i32 5)
  store i32 %err, i32* getelementptr ([7 x i32], [7 x i32]* @res, i32 0, i32 6)
  ret void
}

define i64 @main() {
entry:
  %s = getelementptr [737 x i8], [737 x i8]* @src, i32 0, i32 0
  br label %pass

pass:
  %n = phi i32 [ 0, %entry ], [ %n1, %fields.done ]
  %bad = phi i32 [ 0, %entry ], [ %bad.f, %fields.done ]
  call void @lex(i8* %s)
  br label %fields

fields:
  %k = phi i32 [ 0, %pass ], [ %k1, %fields ]
  %b = phi i32 [ %bad, %pass ], [ %b1, %fields ]
  %rp = getelementptr [7 x i32], [7 x i32]* @res, i32 0, i32 %k
  %r = load i32, i32* %rp
  %wp = getelementptr [7 x i32], [7 x i32]* @want, i32 0, i32 %k
  %w = load i32, i32* %wp
  %ne = icmp ne i32 %r, %w
  %nz = zext i1 %ne to i32
  %b1 = add i32 %b, %nz
  %k1 = add i32 %k, 1
  %km = icmp slt i32 %k1, 7
  br i1 %km, label %fields, label %fields.done

fields.done:
  %bad.f = phi i32 [ %b1, %fields ]
  %n1 = add i32 %n, 1
  %more = icmp slt i32 %n1, 60
  br i1 %more, label %pass, label %done

done:
  %r0 = load i32, i32* getelementptr ([7 x i32], [7 x i32]* @res, i32 0, i32 0)
  %r0z = zext i32 %r0 to i64
  call void @check(i64 0, i64 %r0z, i64 47)
  %r1 = load i32, i32* getelementptr ([7 x i32], [7 x i32]* @res, i32 0, i32 1)
  %r1z = zext i32 %r1 to i64
  call void @check(i64 1, i64 %r1z, i64 904235814)
  %r2 = load i32, i32* getelementptr ([7 x i32], [7 x i32]* @res, i32 0, i32 2)
  %r2z = zext i32 %r2 to i64
  call void @check(i64 2, i64 %r2z, i64 43)
  %r3 = load i32, i32* getelementptr ([7 x i32], [7 x i32]* @res, i32 0, i32 3)
  %r3z = zext i32 %r3 to i64
  call void @check(i64 3, i64 %r3z, i64 1905601288)
  %r4 = load i32, i32* getelementptr ([7 x i32], [7 x i32]* @res, i32 0, i32 4)
  %r4z = zext i32 %r4 to i64
  call void @check(i64 4, i64 %r4z, i64 39)
  %r5 = load i32, i32* getelementptr ([7 x i32], [7 x i32]* @res, i32 0, i32 5)
  %r5z = zext i32 %r5 to i64
  call void @check(i64 5, i64 %r5z, i64 1905)
  %r6 = load i32, i32* getelementptr ([7 x i32], [7 x i32]* @res, i32 0, i32 6)
  %r6z = zext i32 %r6 to i64
  call void @check(i64 6, i64 %r6z, i64 7)
  %badz = zext i32 %bad.f to i64
  call void @check(i64 7, i64 %badz, i64 0)
  %res = call i64 @report()
  ret i64 %res
}
