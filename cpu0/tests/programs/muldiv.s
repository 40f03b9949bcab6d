# mult/multu/div/divu with mfhi/mflo, signed and unsigned, and mul.
#   -7 * 3 signed:   hi ffffffff lo ffffffeb
#   -7 * 3 unsigned: hi 00000002 lo ffffffeb   (0xfffffff9 * 3)
#   -7 / 3 signed:   quotient fffffffe (-2), remainder ffffffff (-1)
#   -7 / 3 unsigned: quotient 55555553, remainder 00000000
#   mul 40000 * 50000 = 0x77359400 (low word)
# link-with: hexlib.s
# expect-output: ffffffff ffffffeb\n00000002 ffffffeb\nfffffffe ffffffff\n55555553 00000000\n77359400\n
# expect-ret: -3
# levels: cpu032I cpu032II

	.text
	.globl	main
main:
	addiu	$sp, $sp, -16
	st	$lr, 12($sp)
	st	$9, 8($sp)
	st	$10, 4($sp)
	addiu	$9, $zero, -7
	addiu	$10, $zero, 3
	mult	$9, $10
	jsub	hi_lo
	nop
	multu	$9, $10
	jsub	hi_lo
	nop
	div	$9, $10
	jsub	lo_hi
	nop
	divu	$9, $10
	jsub	lo_hi
	nop
	ori	$9, $zero, 40000
	ori	$10, $zero, 50000
	mul	$4, $9, $10
	jsub	puthex
	nop
	jsub	putnl
	nop
	addiu	$9, $zero, -7
	addiu	$10, $zero, 3
	div	$9, $10
	mflo	$2			# -2
	mfhi	$3			# -1
	addu	$2, $2, $3		# -3
	ld	$10, 4($sp)
	ld	$9, 8($sp)
	ld	$lr, 12($sp)
	ret	$lr
	addiu	$sp, $sp, 16

hi_lo:					# prints "HI LO\n" (mult)
	addiu	$sp, $sp, -8
	st	$lr, 4($sp)
	mfhi	$4
	jsub	puthex
	nop
	jsub	space
	nop
	mflo	$4
	jsub	puthex
	nop
	jsub	putnl
	nop
	ld	$lr, 4($sp)
	ret	$lr
	addiu	$sp, $sp, 8

lo_hi:					# prints "LO HI\n" (quotient, remainder)
	addiu	$sp, $sp, -8
	st	$lr, 4($sp)
	mflo	$4
	jsub	puthex
	nop
	jsub	space
	nop
	mfhi	$4
	jsub	puthex
	nop
	jsub	putnl
	nop
	ld	$lr, 4($sp)
	ret	$lr
	addiu	$sp, $sp, 8

space:
	lui	$1, 65280
	addiu	$8, $zero, 32
	ret	$lr
	sb	$8, 0($1)
