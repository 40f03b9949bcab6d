# Corner cases of cpu0.v's semantics, each checked against lbd's cpu0.v
# (Icarus Verilog 11) with identical output and clock count:
#   a taken branch inside a delay slot (target = first target + offset, one
#   instruction at the first target runs as its slot): 0x3f2;
#   sltiu zero-extends (5 < 0xffff, 0x10000 < 0xffff false); srav/shlv use the
#   whole count register (40: all sign bits, 0);
#   rolv/rorv fold the count (-4: 0; 33: rotate 1; 65 right: rotate 1; 32: same);
#   clz/clo; add sets V, I, I0 in $sw (IE clear: no interrupt); div INT_MIN/-1;
#   st to the port (DCBA/ABCD, AC/nothing, nothing/AC) and sb.
# link-with: hexlib.s
# expect-output-be: 000003f2\n0000000100000000ffffffff00000000\n0000000000000003c000000080000001\n000000080000000800007c4a8000000000000000\nDCBAACZ\n
# expect-output-le: 000003f2\n0000000100000000ffffffff00000000\n0000000000000003c000000080000001\n000000080000000800007c4a8000000000000000\nABCDACZ\n
# expect-ret: 0
# levels: cpu032II

	.text
	.globl main
main:
	addiu $sp, $sp, -8
	st $lr, 4($sp)
	# branch inside a delay slot
	addiu $9, $zero, 0
	beq $zero, $zero, A
	beq $zero, $zero, 8
	addiu $9, $9, 1
A:	addiu $9, $9, 10
	addiu $9, $9, 100
	addiu $9, $9, 1000
	jsub puthex
	move $4, $9
	jsub putnl
	nop
	# sltiu zero-extends; shlv/srav whole count; rolv/rorv folding
	addiu $3, $zero, 5
	sltiu $4, $3, -1
	jsub puthex
	nop
	lui $3, 1
	sltiu $4, $3, -1
	jsub puthex
	nop
	addiu $6, $zero, 40
	addiu $7, $zero, -1
	srav $4, $7, $6
	jsub puthex
	nop
	shlv $4, $7, $6
	jsub puthex
	nop
	jsub putnl
	nop
	lui $3, 32768
	ori $3, $3, 1
	addiu $10, $zero, -4
	rolv $4, $3, $10
	jsub puthex
	nop
	addiu $10, $zero, 33
	rolv $4, $3, $10
	jsub puthex
	nop
	addiu $10, $zero, 65
	rorv $4, $3, $10
	jsub puthex
	nop
	addiu $10, $zero, 32
	rolv $4, $3, $10
	jsub puthex
	nop
	jsub putnl
	nop
	# clz/clo, div overflow flag, add flags (IE clear), cmp flags
	lui $3, 0x00F0
	clz $4, $3
	jsub puthex
	nop
	lui $3, 0xFF0F
	clo $4, $3
	jsub puthex
	nop
	addiu $3, $zero, 9
	add $5, $3, $3
	andi $4, $sw, 0xffff
	jsub puthex
	nop
	lui $3, 32768
	addiu $5, $zero, -1
	div $3, $5
	mflo $4
	jsub puthex
	nop
	mfhi $4
	jsub puthex
	nop
	jsub putnl
	nop
	# port: st of words, sb of 0x00 and 0xC8
	lui $1, 65280
	lui $2, 0x4142
	ori $2, $2, 0x4344
	st $2, 0($1)
	lui $2, 0x0043
	ori $2, $2, 0x0041
	st $2, 0($1)
	lui $2, 0x4100
	ori $2, $2, 0x4300
	st $2, 0($1)
	addiu $2, $zero, 0x5a
	sb $2, 0($1)
	jsub putnl
	nop
	ld $lr, 4($sp)
	addiu $sp, $sp, 8
	ret $lr
	addiu $2, $zero, 0
