# Bubble sort of a .data array with slt/beq/bne (cpu032II), a bal call, and
# movz/movn for a select. Prints the sorted words, returns max - min.
# link-with: hexlib.s
# expect-output: ffffff9c\nfffffffd\n00000000\n00000001\n00000005\n00000007\n0000000c\n0000002a\n
# expect-ret: 142
# levels: cpu032II

	.text
	.globl	main
main:
	addiu	$sp, $sp, -16
	st	$lr, 12($sp)
	st	$9, 8($sp)
	st	$10, 4($sp)
	bal	sort			# no delay slot; links the next instruction
	lui	$9, %hi(array)
	ori	$9, $9, %lo(array)
	addiu	$10, $zero, 8
$print:
	jsub	puthex
	ld	$4, 0($9)
	jsub	putnl
	addiu	$9, $9, 4
	addiu	$10, $10, -1
	bne	$10, $zero, $print
	nop
	lui	$9, %hi(array)
	ori	$9, $9, %lo(array)
	ld	$2, 28($9)		# max
	ld	$3, 0($9)		# min
	subu	$2, $2, $3
	addiu	$4, $zero, -1
	addiu	$5, $zero, -100
	xor	$5, $5, $3		# 0 when min == -100
	movn	$2, $4, $5		# otherwise report -1
	ld	$10, 4($sp)
	ld	$9, 8($sp)
	ld	$lr, 12($sp)
	ret	$lr
	addiu	$sp, $sp, 16

# sort(): ascending, signed. Returns with jr through the link bal left in $lr.
sort:
	move	$11, $lr
$pass:
	lui	$6, %hi(array)
	ori	$6, $6, %lo(array)
	addiu	$7, $6, 24		# the last pair starts here
	addiu	$8, $zero, 0		# swapped?
$pair:
	ld	$4, 0($6)
	ld	$5, 4($6)
	slt	$1, $5, $4
	beq	$1, $zero, $ordered
	nop
	st	$5, 0($6)
	st	$4, 4($6)
	addiu	$8, $zero, 1
$ordered:
	bne	$6, $7, $pair
	addiu	$6, $6, 4		# slot: next pair either way
	bne	$8, $zero, $pass
	nop
	jr	$11
	nop

	.data
	.p2align 2
array:
	.word	5, -3, 12, 0, 7, -100, 42, 1
