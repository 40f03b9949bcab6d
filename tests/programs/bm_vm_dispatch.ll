; bm_vm_dispatch: a stack bytecode interpreter whose dispatch tests the opcode against 15 constants with an icmp eq/br chain (no switch); runs a hashing loop and subtraction-based gcd programs, checked against values computed directly in Python
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

; Opcodes: 0 HALT, 1 PUSH k, 2 LOAD v, 3 STORE v, 4 ADD, 5 SUB, 6 MUL, 7 XOR,
; 8 AND, 9 SHR k, 10 JMP t, 11 JNZ t, 12 LT (signed), 13 DUP, 14 SHL k.
; Program A (pc 0): do { acc = ((acc*31 + (i<<3)) ^ (acc>>7)) & 0xFFFFFF; i++ } while (i < n)
;   with n in var 0, i in var 1, acc in var 2; returns acc.
; Program B (pc 36): gcd of var 3 and var 4 by repeated subtraction.
@code = global [71 x i32] [i32 2, i32 2, i32 1, i32 31, i32 6, i32 2, i32 1, i32 14, i32 3, i32 4, i32 2, i32 2, i32 9, i32 7, i32 7, i32 1, i32 16777215, i32 8, i32 3, i32 2, i32 2, i32 1, i32 1, i32 1, i32 4, i32 13, i32 3, i32 1, i32 2, i32 0, i32 12, i32 11, i32 0, i32 2, i32 2, i32 0, i32 2, i32 3, i32 2, i32 4, i32 5, i32 11, i32 46, i32 2, i32 3, i32 0, i32 2, i32 3, i32 2, i32 4, i32 12, i32 11, i32 62, i32 2, i32 3, i32 2, i32 4, i32 5, i32 3, i32 3, i32 10, i32 36, i32 2, i32 4, i32 2, i32 3, i32 5, i32 3, i32 4, i32 10, i32 36]
@stack = global [32 x i32] zeroinitializer
@vars = global [8 x i32] zeroinitializer
@steps = global i32 0

@want.a = global [8 x i32] [i32 12668081, i32 7745607, i32 7363856, i32 11964939, i32 8152183, i32 2272808, i32 3525880, i32 16712055]
@gcd.a = global [9 x i32] [i32 1071, i32 3000, i32 65536, i32 12345, i32 1, i32 40902, i32 1048576, i32 1717, i32 999]
@gcd.b = global [9 x i32] [i32 462, i32 7, i32 4096, i32 54321, i32 1, i32 24140, i32 19683, i32 629, i32 1000]
@gcd.want = global [9 x i32] [i32 21, i32 1, i32 4096, i32 3, i32 1, i32 34, i32 1, i32 17, i32 1]
@gcd.steps = global [9 x i32] [i32 149, i32 5622, i32 201, i32 2294, i32 6, i32 266, i32 1137, i32 136, i32 12993]

; Runs the bytecode from %start until HALT; returns the top of the stack, or
; -1 on an unknown opcode. Counts executed bytecodes in @steps.
define i32 @run(i32 %start) {
entry:
  br label %dispatch

dispatch:
  %pc = phi i32 [ %start, %entry ], [ %pc.push, %op.push ], [ %pc.load, %op.load ], [ %pc.store, %op.store ], [ %pc.bin, %binop.done ], [ %pc.shr, %op.shr ], [ %pc.jmp, %op.jmp ], [ %pc.jnz, %op.jnz ], [ %pc.dup, %op.dup ], [ %pc.shl, %op.shl ]
  %sp = phi i32 [ 0, %entry ], [ %sp.up, %op.push ], [ %sp.up, %op.load ], [ %sp.down, %op.store ], [ %sp.down, %binop.done ], [ %sp, %op.shr ], [ %sp, %op.jmp ], [ %sp.down, %op.jnz ], [ %sp.up, %op.dup ], [ %sp, %op.shl ]
  %n = phi i32 [ 0, %entry ], [ %n1, %op.push ], [ %n1, %op.load ], [ %n1, %op.store ], [ %n1, %binop.done ], [ %n1, %op.shr ], [ %n1, %op.jmp ], [ %n1, %op.jnz ], [ %n1, %op.dup ], [ %n1, %op.shl ]
  %n1 = add i32 %n, 1
  %opp = getelementptr [71 x i32], [71 x i32]* @code, i32 0, i32 %pc
  %op = load i32, i32* %opp
  %pc1 = add i32 %pc, 1
  %argp = getelementptr [71 x i32], [71 x i32]* @code, i32 0, i32 %pc1
  %sp.up = add i32 %sp, 1
  %sp.down = add i32 %sp, -1
  %is.halt = icmp eq i32 %op, 0
  br i1 %is.halt, label %op.halt, label %t1

t1:
  %is.push = icmp eq i32 %op, 1
  br i1 %is.push, label %op.push, label %t2

t2:
  %is.load = icmp eq i32 %op, 2
  br i1 %is.load, label %op.load, label %t3

t3:
  %is.store = icmp eq i32 %op, 3
  br i1 %is.store, label %op.store, label %t4

t4:
  %is.add = icmp eq i32 %op, 4
  br i1 %is.add, label %op.add, label %t5

t5:
  %is.sub = icmp eq i32 %op, 5
  br i1 %is.sub, label %op.sub, label %t6

t6:
  %is.mul = icmp eq i32 %op, 6
  br i1 %is.mul, label %op.mul, label %t7

t7:
  %is.xor = icmp eq i32 %op, 7
  br i1 %is.xor, label %op.xor, label %t8

t8:
  %is.and = icmp eq i32 %op, 8
  br i1 %is.and, label %op.and, label %t9

t9:
  %is.shr = icmp eq i32 %op, 9
  br i1 %is.shr, label %op.shr, label %t10

t10:
  %is.jmp = icmp eq i32 %op, 10
  br i1 %is.jmp, label %op.jmp, label %t11

t11:
  %is.jnz = icmp eq i32 %op, 11
  br i1 %is.jnz, label %op.jnz, label %t12

t12:
  %is.lt = icmp eq i32 %op, 12
  br i1 %is.lt, label %op.lt, label %t13

t13:
  %is.dup = icmp eq i32 %op, 13
  br i1 %is.dup, label %op.dup, label %t14

t14:
  %is.shl = icmp eq i32 %op, 14
  br i1 %is.shl, label %op.shl, label %bad

bad:
  store i32 %n1, i32* @steps
  ret i32 -1

op.halt:
  store i32 %n1, i32* @steps
  %topp = getelementptr [32 x i32], [32 x i32]* @stack, i32 0, i32 %sp.down
  %top = load i32, i32* %topp
  ret i32 %top

op.push:
  %k = load i32, i32* %argp
  %pushp = getelementptr [32 x i32], [32 x i32]* @stack, i32 0, i32 %sp
  store i32 %k, i32* %pushp
  %pc.push = add i32 %pc, 2
  br label %dispatch

op.load:
  %v = load i32, i32* %argp
  %varp = getelementptr [8 x i32], [8 x i32]* @vars, i32 0, i32 %v
  %val = load i32, i32* %varp
  %loadp = getelementptr [32 x i32], [32 x i32]* @stack, i32 0, i32 %sp
  store i32 %val, i32* %loadp
  %pc.load = add i32 %pc, 2
  br label %dispatch

op.store:
  %sv = load i32, i32* %argp
  %svarp = getelementptr [8 x i32], [8 x i32]* @vars, i32 0, i32 %sv
  %popp = getelementptr [32 x i32], [32 x i32]* @stack, i32 0, i32 %sp.down
  %pop = load i32, i32* %popp
  store i32 %pop, i32* %svarp
  %pc.store = add i32 %pc, 2
  br label %dispatch

op.add:
  br label %binop

op.sub:
  br label %binop

op.mul:
  br label %binop

op.xor:
  br label %binop

op.and:
  br label %binop

op.lt:
  br label %binop

binop:
  %kind = phi i32 [ 4, %op.add ], [ 5, %op.sub ], [ 6, %op.mul ], [ 7, %op.xor ], [ 8, %op.and ], [ 12, %op.lt ]
  %bp = getelementptr [32 x i32], [32 x i32]* @stack, i32 0, i32 %sp.down
  %b = load i32, i32* %bp
  %sp.2 = add i32 %sp, -2
  %ap = getelementptr [32 x i32], [32 x i32]* @stack, i32 0, i32 %sp.2
  %a = load i32, i32* %ap
  %is.k.add = icmp eq i32 %kind, 4
  br i1 %is.k.add, label %do.add, label %k5

k5:
  %is.k.sub = icmp eq i32 %kind, 5
  br i1 %is.k.sub, label %do.sub, label %k6

k6:
  %is.k.mul = icmp eq i32 %kind, 6
  br i1 %is.k.mul, label %do.mul, label %k7

k7:
  %is.k.xor = icmp eq i32 %kind, 7
  br i1 %is.k.xor, label %do.xor, label %k8

k8:
  %is.k.and = icmp eq i32 %kind, 8
  br i1 %is.k.and, label %do.and, label %do.lt

do.add:
  %r.add = add i32 %a, %b
  br label %binop.done

do.sub:
  %r.sub = sub i32 %a, %b
  br label %binop.done

do.mul:
  %r.mul = mul i32 %a, %b
  br label %binop.done

do.xor:
  %r.xor = xor i32 %a, %b
  br label %binop.done

do.and:
  %r.and = and i32 %a, %b
  br label %binop.done

do.lt:
  %lt = icmp slt i32 %a, %b
  %r.lt = zext i1 %lt to i32
  br label %binop.done

binop.done:
  %r = phi i32 [ %r.add, %do.add ], [ %r.sub, %do.sub ], [ %r.mul, %do.mul ], [ %r.xor, %do.xor ], [ %r.and, %do.and ], [ %r.lt, %do.lt ]
  store i32 %r, i32* %ap
  %pc.bin = add i32 %pc, 1
  br label %dispatch

op.shr:
  %shk = load i32, i32* %argp
  %shk31 = and i32 %shk, 31
  %shrp = getelementptr [32 x i32], [32 x i32]* @stack, i32 0, i32 %sp.down
  %shrv = load i32, i32* %shrp
  %shrr = lshr i32 %shrv, %shk31
  store i32 %shrr, i32* %shrp
  %pc.shr = add i32 %pc, 2
  br label %dispatch

op.shl:
  %slk = load i32, i32* %argp
  %slk31 = and i32 %slk, 31
  %shlp = getelementptr [32 x i32], [32 x i32]* @stack, i32 0, i32 %sp.down
  %shlv = load i32, i32* %shlp
  %shlr = shl i32 %shlv, %slk31
  store i32 %shlr, i32* %shlp
  %pc.shl = add i32 %pc, 2
  br label %dispatch

op.jmp:
  %pc.jmp = load i32, i32* %argp
  br label %dispatch

op.jnz:
  %jt = load i32, i32* %argp
  %condp = getelementptr [32 x i32], [32 x i32]* @stack, i32 0, i32 %sp.down
  %cond = load i32, i32* %condp
  %nz = icmp ne i32 %cond, 0
  %pc.next = add i32 %pc, 2
  %pc.jnz = select i1 %nz, i32 %jt, i32 %pc.next
  br label %dispatch

op.dup:
  %dupp = getelementptr [32 x i32], [32 x i32]* @stack, i32 0, i32 %sp.down
  %dupv = load i32, i32* %dupp
  %dupq = getelementptr [32 x i32], [32 x i32]* @stack, i32 0, i32 %sp
  store i32 %dupv, i32* %dupq
  %pc.dup = add i32 %pc, 1
  br label %dispatch
}

define void @set_var(i32 %i, i32 %v) {
entry:
  %p = getelementptr [8 x i32], [8 x i32]* @vars, i32 0, i32 %i
  store i32 %v, i32* %p
  ret void
}

define i64 @main() {
entry:
  br label %hash.loop

hash.loop:
  %r = phi i32 [ 0, %entry ], [ %r1, %hash.loop ]
  %r29 = mul i32 %r, 29
  %nn = add i32 %r29, 60
  %seed0 = mul i32 %r, 7919
  %seed = add i32 %seed0, 1
  call void @set_var(i32 0, i32 %nn)
  call void @set_var(i32 1, i32 0)
  call void @set_var(i32 2, i32 %seed)
  %got = call i32 @run(i32 0)
  %wp = getelementptr [8 x i32], [8 x i32]* @want.a, i32 0, i32 %r
  %want = load i32, i32* %wp
  %id = zext i32 %r to i64
  %got64 = sext i32 %got to i64
  %want64 = sext i32 %want to i64
  call void @check(i64 %id, i64 %got64, i64 %want64)
  %st = load i32, i32* @steps
  %st.n = mul i32 %nn, 20
  %st.want = add i32 %st.n, 2
  %st64 = sext i32 %st to i64
  %stw64 = sext i32 %st.want to i64
  %id.s = add i64 %id, 100
  call void @check(i64 %id.s, i64 %st64, i64 %stw64)
  %r1 = add i32 %r, 1
  %more = icmp ult i32 %r1, 8
  br i1 %more, label %hash.loop, label %gcd.loop

gcd.loop:
  %g = phi i32 [ 0, %hash.loop ], [ %g1, %gcd.loop ]
  %ap = getelementptr [9 x i32], [9 x i32]* @gcd.a, i32 0, i32 %g
  %a = load i32, i32* %ap
  %bp = getelementptr [9 x i32], [9 x i32]* @gcd.b, i32 0, i32 %g
  %b = load i32, i32* %bp
  call void @set_var(i32 3, i32 %a)
  call void @set_var(i32 4, i32 %b)
  %gg = call i32 @run(i32 36)
  %gwp = getelementptr [9 x i32], [9 x i32]* @gcd.want, i32 0, i32 %g
  %gw = load i32, i32* %gwp
  %gid = zext i32 %g to i64
  %gid1 = add i64 %gid, 200
  %gg64 = sext i32 %gg to i64
  %gw64 = sext i32 %gw to i64
  call void @check(i64 %gid1, i64 %gg64, i64 %gw64)
  %gs = load i32, i32* @steps
  %gsp = getelementptr [9 x i32], [9 x i32]* @gcd.steps, i32 0, i32 %g
  %gsw = load i32, i32* %gsp
  %gid2 = add i64 %gid, 300
  %gs64 = sext i32 %gs to i64
  %gsw64 = sext i32 %gsw to i64
  call void @check(i64 %gid2, i64 %gs64, i64 %gsw64)
  %g1 = add i32 %g, 1
  %gmore = icmp ult i32 %g1, 9
  br i1 %gmore, label %gcd.loop, label %bad.op

bad.op:
  ; an unknown opcode (the 16777215 operand of PUSH read as an opcode) stops the machine with -1
  %bo = call i32 @run(i32 16)
  %bo64 = sext i32 %bo to i64
  call void @check(i64 400, i64 %bo64, i64 -1)
  %res = call i64 @report()
  ret i64 %res
}
