# Output helpers linked with several test programs (cpu032I instructions
# only, so they serve both ISA levels). Clobber $1, $4, $6, $7, $8.
# library

	.text
	.globl	puthex
	.type	puthex, @function
# puthex(x): x as 8 lower-case hex digits on the output port.
puthex:
	lui	$1, 65280		# 0xFF000000: the output port
	addiu	$7, $zero, 8		# digits left
$next:
	shr	$8, $4, 28		# top nibble
	addiu	$6, $zero, 10
	cmp	$sw, $8, $6
	jlt	$sw, $digit
	addiu	$8, $8, 48		# slot: '0' + n
	addiu	$8, $8, 39		# n >= 10: 'a' + n - 10
$digit:
	sb	$8, 0($1)
	shl	$4, $4, 4
	addiu	$7, $7, -1
	cmp	$sw, $7, $zero
	jne	$sw, $next
	nop
	ret	$lr
	nop
	.size	puthex, .-puthex

	.globl	putnl
	.type	putnl, @function
# putnl(): a newline.
putnl:
	lui	$1, 65280
	addiu	$8, $zero, 10
	ret	$lr
	sb	$8, 0($1)
	.size	putnl, .-putnl
