; bm_vm_regs: a register-machine interpreter: 32-bit instruction words decoded with lshr/and into opcode, register and immediate fields, dispatched through an icmp eq/br chain over 13 opcodes in no particular order (no switch), registers in a local array; runs trial-division prime counting and a sum-of-squares loop, results and executed-instruction counts checked against a Python model and direct computation
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

; word = op | rd << 8 | rs << 12 | (rt << 16 or imm16 << 16 or target << 16)
; ops: 1 LI, 2 ADD, 3 SUB, 4 MUL, 5 REM (unsigned, 0 for a zero divisor), 6 ADDI,
; 7 BLT, 8 BEQ, 9 BNE (compare rd with rs), 10 JMP, 11 HALT rd, 12 MOV, 13 SLT.
; Primes below r1 start at 0, the sum of i*i - i for i = 1..r1 at 17.
@code = global [28 x i32] [i32 1793, i32 1, i32 131585, i32 332295, i32 1048586, i32 131841, i32 209924, i32 271629, i32 881929, i32 206341, i32 947720, i32 78598, i32 393226, i32 65542, i32 74246, i32 196618, i32 11, i32 1793, i32 1, i32 4620, i32 1798664, i32 140036, i32 196610, i32 161283, i32 393218, i32 -56826, i32 1310730, i32 11]
; primes below 400 and 900, sums up to 300 and 1500: (result, steps) each
@want = global [8 x i32] [i32 78, i32 12176, i32 154, i32 34961, i32 8999900, i32 2105, i32 1124999500, i32 10505]
@runs = global [8 x i32] [i32 0, i32 400, i32 0, i32 900, i32 17, i32 300, i32 17, i32 1500]

; Runs from %start with r1 = %arg; returns the HALT register, or -1 on a bad
; opcode; the number of executed instructions goes to %steps.
define i32 @exec(i32* %code, i32 %start, i32 %arg, i32* %steps) {
entry:
  %regs = alloca [16 x i32]
  br label %clear

clear:
  %z = phi i32 [ 0, %entry ], [ %z1, %clear ]
  %zp = getelementptr [16 x i32], [16 x i32]* %regs, i32 0, i32 %z
  store i32 0, i32* %zp
  %z1 = add i32 %z, 1
  %zm = icmp slt i32 %z1, 16
  br i1 %zm, label %clear, label %start.run

start.run:
  %r1p = getelementptr [16 x i32], [16 x i32]* %regs, i32 0, i32 1
  store i32 %arg, i32* %r1p
  br label %dispatch

dispatch:
  %pc = phi i32 [ %start, %start.run ], [ %pc.next, %advance ], [ %pc.br, %branch ], [ %tg, %op.jmp ]
  %n = phi i32 [ 0, %start.run ], [ %n1, %advance ], [ %n1, %branch ], [ %n1, %op.jmp ]
  %n1 = add i32 %n, 1
  %wp = getelementptr i32, i32* %code, i32 %pc
  %w = load i32, i32* %wp
  %op = and i32 %w, 255
  %w8 = lshr i32 %w, 8
  %d = and i32 %w8, 15
  %w12 = lshr i32 %w, 12
  %s = and i32 %w12, 15
  %w16 = lshr i32 %w, 16
  %t = and i32 %w16, 15
  %imm = ashr i32 %w, 16
  %tg = lshr i32 %w, 16
  %dp = getelementptr [16 x i32], [16 x i32]* %regs, i32 0, i32 %d
  %sp = getelementptr [16 x i32], [16 x i32]* %regs, i32 0, i32 %s
  %tp = getelementptr [16 x i32], [16 x i32]* %regs, i32 0, i32 %t
  %is.addi = icmp eq i32 %op, 6
  br i1 %is.addi, label %op.addi, label %c7

c7:
  %is.blt = icmp eq i32 %op, 7
  br i1 %is.blt, label %op.blt, label %c2

c2:
  %is.add = icmp eq i32 %op, 2
  br i1 %is.add, label %op.add, label %c5

c5:
  %is.rem = icmp eq i32 %op, 5
  br i1 %is.rem, label %op.rem, label %c9

c9:
  %is.bne = icmp eq i32 %op, 9
  br i1 %is.bne, label %op.bne, label %c1

c1:
  %is.li = icmp eq i32 %op, 1
  br i1 %is.li, label %op.li, label %c4

c4:
  %is.mul = icmp eq i32 %op, 4
  br i1 %is.mul, label %op.mul, label %c3

c3:
  %is.sub = icmp eq i32 %op, 3
  br i1 %is.sub, label %op.sub, label %c8

c8:
  %is.beq = icmp eq i32 %op, 8
  br i1 %is.beq, label %op.beq, label %c10

c10:
  %is.jmp = icmp eq i32 %op, 10
  br i1 %is.jmp, label %op.jmp, label %c12

c12:
  %is.mov = icmp eq i32 %op, 12
  br i1 %is.mov, label %op.mov, label %c13

c13:
  %is.slt = icmp eq i32 %op, 13
  br i1 %is.slt, label %op.slt, label %c11

c11:
  %is.halt = icmp eq i32 %op, 11
  br i1 %is.halt, label %op.halt, label %bad

bad:
  store i32 %n1, i32* %steps
  ret i32 -1

op.halt:
  store i32 %n1, i32* %steps
  %hv = load i32, i32* %dp
  ret i32 %hv

op.addi:
  %ai = load i32, i32* %sp
  %ar = add i32 %ai, %imm
  br label %write

op.add:
  %a1 = load i32, i32* %sp
  %a2 = load i32, i32* %tp
  %ad = add i32 %a1, %a2
  br label %write

op.sub:
  %s1 = load i32, i32* %sp
  %s2 = load i32, i32* %tp
  %sb = sub i32 %s1, %s2
  br label %write

op.mul:
  %m1 = load i32, i32* %sp
  %m2 = load i32, i32* %tp
  %ml = mul i32 %m1, %m2
  br label %write

op.rem:
  %q1 = load i32, i32* %sp
  %q2 = load i32, i32* %tp
  %qz = icmp eq i32 %q2, 0
  br i1 %qz, label %write, label %do.rem

do.rem:
  %qr = urem i32 %q1, %q2
  br label %write

op.li:
  br label %write

op.mov:
  %mv = load i32, i32* %sp
  br label %write

op.slt:
  %l1 = load i32, i32* %sp
  %l2 = load i32, i32* %tp
  %lt = icmp slt i32 %l1, %l2
  %lz = zext i1 %lt to i32
  br label %write

write:
  %val = phi i32 [ %ar, %op.addi ], [ %ad, %op.add ], [ %sb, %op.sub ], [ %ml, %op.mul ], [ 0, %op.rem ], [ %qr, %do.rem ], [ %imm, %op.li ], [ %mv, %op.mov ], [ %lz, %op.slt ]
  store i32 %val, i32* %dp
  br label %advance

advance:
  %pc.next = add i32 %pc, 1
  br label %dispatch

op.blt:
  %b1 = load i32, i32* %dp
  %b2 = load i32, i32* %sp
  %blt = icmp slt i32 %b1, %b2
  br label %branch

op.beq:
  %e1 = load i32, i32* %dp
  %e2 = load i32, i32* %sp
  %beq = icmp eq i32 %e1, %e2
  br label %branch

op.bne:
  %x1 = load i32, i32* %dp
  %x2 = load i32, i32* %sp
  %bne = icmp ne i32 %x1, %x2
  br label %branch

branch:
  %taken = phi i1 [ %blt, %op.blt ], [ %beq, %op.beq ], [ %bne, %op.bne ]
  %fall = add i32 %pc, 1
  %pc.br = select i1 %taken, i32 %tg, i32 %fall
  br label %dispatch

op.jmp:
  br label %dispatch
}

define i64 @main() {
entry:
  %steps = alloca i32
  %code = getelementptr [28 x i32], [28 x i32]* @code, i32 0, i32 0
  br label %loop

loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %k2 = shl i32 %k, 1
  %sp = getelementptr [8 x i32], [8 x i32]* @runs, i32 0, i32 %k2
  %start = load i32, i32* %sp
  %k21 = add i32 %k2, 1
  %ap = getelementptr [8 x i32], [8 x i32]* @runs, i32 0, i32 %k21
  %arg = load i32, i32* %ap
  %r = call i32 @exec(i32* %code, i32 %start, i32 %arg, i32* %steps)
  %st = load i32, i32* %steps
  %wrp = getelementptr [8 x i32], [8 x i32]* @want, i32 0, i32 %k2
  %wr = load i32, i32* %wrp
  %wsp = getelementptr [8 x i32], [8 x i32]* @want, i32 0, i32 %k21
  %ws = load i32, i32* %wsp
  %id = zext i32 %k to i64
  %r64 = sext i32 %r to i64
  %wr64 = sext i32 %wr to i64
  call void @check(i64 %id, i64 %r64, i64 %wr64)
  %id2 = add i64 %id, 100
  %st64 = sext i32 %st to i64
  %ws64 = sext i32 %ws to i64
  call void @check(i64 %id2, i64 %st64, i64 %ws64)
  %k1 = add i32 %k, 1
  %more = icmp slt i32 %k1, 4
  br i1 %more, label %loop, label %done

done:
  %res = call i64 @report()
  ret i64 %res
}
