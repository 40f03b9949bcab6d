# Delay slots of the cpu032I transfers: each of jeq jne jlt jgt jle jge,
# taken and not taken, runs the instruction in its slot; a taken jump skips
# the instruction after the slot, an untaken one falls through to it. jsub
# links past its slot (the slot runs once, before the callee), and the slot
# of the callee's `ret` runs before control is back. Every step adds its own
# power of two, so the result names exactly what ran: 2^15 - 1.
# expect-ret: 32767
# levels: cpu032I cpu032II

	.text
	.globl	main
	.type	main, @function
main:
	addiu	$sp, $sp, -8
	st	$lr, 4($sp)
	addiu	$2, $zero, 0
	addiu	$3, $zero, 1
	addiu	$4, $zero, 2
	cmp	$sw, $3, $4		# 1 < 2: N, not Z
	jlt	$sw, $a			# taken
	addiu	$2, $2, 1		# slot
	addiu	$2, $2, 30000		# skipped
$a:
	jge	$sw, $never		# not taken
	addiu	$2, $2, 2		# slot
	addiu	$2, $2, 4		# falls through
	jne	$sw, $b			# taken
	addiu	$2, $2, 8		# slot
	addiu	$2, $2, 30000		# skipped
$b:
	jeq	$sw, $never		# not taken
	addiu	$2, $2, 16		# slot
	addiu	$2, $2, 32		# falls through
	jle	$sw, $c			# taken (N)
	addiu	$2, $2, 64		# slot
	addiu	$2, $2, 30000		# skipped
$c:
	jgt	$sw, $never		# not taken
	addiu	$2, $2, 128		# slot
	addiu	$2, $2, 256		# falls through
	cmp	$sw, $4, $3		# 2 > 1: neither N nor Z
	jgt	$sw, $d			# taken
	addiu	$2, $2, 512		# slot
	addiu	$2, $2, 30000		# skipped
$d:
	cmp	$sw, $3, $3		# equal: Z
	jeq	$sw, $e			# taken
	addiu	$2, $2, 1024		# slot
	addiu	$2, $2, 30000		# skipped
$e:
	jge	$sw, $f			# taken (Z)
	addiu	$2, $2, 2048		# slot
	addiu	$2, $2, 30000		# skipped
$f:
	jle	$sw, $g			# taken (Z)
	addiu	$2, $2, 4096		# slot
	addiu	$2, $2, 30000		# skipped
$g:
	jsub	add16k
	addiu	$2, $2, 8192		# slot: runs once, before add16k
	ld	$lr, 4($sp)
	ret	$lr
	addiu	$sp, $sp, 8		# slot of the final ret
$never:
	addiu	$2, $zero, -1
	ret	$lr
	nop
	.size	main, .-main

	.type	add16k, @function
add16k:
	ret	$lr
	addiu	$2, $2, 16384		# slot of the return
	addiu	$2, $2, 30000		# never runs
	.size	add16k, .-add16k
