# Byte and half-word loads with sign and zero extension, and sb/sh stores.
#   lb 0x80 = ffffff80, lbu 0x80 = 00000080
#   lh 0x8001 = ffff8001, lhu 0x8001 = 00008001
#   sb/sh then ld: the bytes land in memory order, read back per byte order
# link-with: hexlib.s
# expect-output: ffffff80 00000080\nffff8001 00008001\n0000007f 00007ffe\n
# expect-ret: 2
# levels: cpu032I cpu032II

	.text
	.globl	main
main:
	addiu	$sp, $sp, -16
	st	$lr, 12($sp)
	st	$9, 8($sp)
	st	$10, 4($sp)
	lui	$9, %hi(bytes)
	ori	$9, $9, %lo(bytes)
	lb	$4, 0($9)
	jsub	puthex
	nop
	jsub	space
	nop
	lbu	$4, 0($9)
	jsub	puthex
	nop
	jsub	putnl
	nop
	lh	$4, 2($9)
	jsub	puthex
	nop
	jsub	space
	nop
	lhu	$4, 2($9)
	jsub	puthex
	nop
	jsub	putnl
	nop
	addiu	$2, $zero, 0x7f		# sb keeps the low byte
	sb	$2, 4($9)
	lbu	$4, 4($9)
	jsub	puthex
	nop
	jsub	space
	nop
	lui	$2, 1			# sh keeps the low half: 0x0001_7ffe -> 0x7ffe
	ori	$2, $2, 0x7ffe
	sh	$2, 6($9)
	lhu	$4, 6($9)
	jsub	puthex
	nop
	jsub	putnl
	nop
	lb	$2, 0($9)		# -128
	lbu	$3, 0($9)		# 128
	addu	$2, $2, $3		# 0
	lh	$3, 2($9)		# -32767
	addu	$2, $2, $3
	lhu	$3, 2($9)		# 32769
	addu	$2, $2, $3		# 2
	ld	$10, 4($sp)
	ld	$9, 8($sp)
	ld	$lr, 12($sp)
	ret	$lr
	addiu	$sp, $sp, 16

space:
	lui	$1, 65280
	addiu	$8, $zero, 32
	ret	$lr
	sb	$8, 0($1)

	.data
	.p2align 2
bytes:
	.byte	0x80, 0
	.half	0x8001
	.space	4
