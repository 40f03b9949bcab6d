# Printing through the output port: a decimal conversion with divu/mfhi,
# digits pushed on the stack and written with sb; then one st of the word
# 0x41424344, which cpu0.v prints from bits 7-0 up on big-endian ("DCBA")
# and from bits 31-24 down on little-endian ("ABCD"); then an st whose
# first printed byte is zero in both byte orders (prints nothing).
# expect-output-be: 1234567\n-42\nDCBA\n
# expect-output-le: 1234567\n-42\nABCD\n
# expect-ret: 0
# levels: cpu032I cpu032II

	.text
	.globl	main
main:
	addiu	$sp, $sp, -8
	st	$lr, 4($sp)
	lui	$4, %hi(1234567)
	jsub	putint
	ori	$4, $4, %lo(1234567)	# delay slot completes the argument
	jsub	putint
	addiu	$4, $zero, -42
	lui	$1, 65280
	lui	$2, 0x4142
	ori	$2, $2, 0x4344
	st	$2, 0($1)
	lui	$2, 0x0041		# 0x00414200: the first byte printed is zero
	ori	$2, $2, 0x4200	# in both byte orders, so nothing prints
	st	$2, 0($1)
	addiu	$5, $zero, 10
	sb	$5, 0($1)
	ld	$lr, 4($sp)
	addiu	$sp, $sp, 8
	ret	$lr
	addiu	$2, $zero, 0

# putint(n): signed decimal and a newline.
putint:
	lui	$1, 65280
	addiu	$7, $sp, 0		# digits grow down from $sp
	addiu	$6, $zero, 10
	cmp	$sw, $4, $zero
	jge	$sw, $digits
	nop
	addiu	$8, $zero, 45		# '-'
	sb	$8, 0($1)
	subu	$4, $zero, $4
$digits:
	divu	$4, $6
	mfhi	$8
	addiu	$8, $8, 48
	addiu	$7, $7, -1
	sb	$8, 0($7)
	mflo	$4
	cmp	$sw, $4, $zero
	jne	$sw, $digits
	nop
$out:
	lbu	$8, 0($7)
	sb	$8, 0($1)
	addiu	$7, $7, 1
	cmp	$sw, $7, $sp
	jne	$sw, $out
	nop
	addiu	$8, $zero, 10
	ret	$lr
	sb	$8, 0($1)
