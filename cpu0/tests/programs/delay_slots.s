# Delay slots: the instruction after beq/bne/jalr/ret runs whether or not
# the transfer is taken; jmp has none; jalr links past its slot; the slot of
# main's final `ret $lr` runs before the machine halts.
# expect-ret: 117
# levels: cpu032II

	.text
	.globl	main
main:
	addiu	$2, $zero, 0
	addiu	$3, $zero, 1
	beq	$3, $zero, $never	# not taken
	addiu	$2, $2, 1		# slot runs: 1
	bne	$3, $zero, $taken	# taken
	addiu	$2, $2, 2		# slot runs: 3
	addiu	$2, $2, 1000		# skipped
$taken:
	lui	$t9, %hi(add10)
	ori	$t9, $t9, %lo(add10)
	move	$11, $lr
	jalr	$t9
	addiu	$2, $2, 4		# slot runs before add10: 7, then 17
	jmp	$skip
	addiu	$2, $2, 1000		# jmp has no slot: skipped
$skip:
	move	$lr, $11
	ret	$lr
	addiu	$2, $2, 100		# slot of the final ret: 117
$never:
	addiu	$2, $zero, -1
	ret	$lr
	nop

add10:
	ret	$lr
	addiu	$2, $2, 10		# the callee's slot: still before the return
