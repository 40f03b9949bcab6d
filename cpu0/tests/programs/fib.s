# fib(15) by naive recursion through jsub: stack frames, callee-saved
# registers, work in the delay slots of calls and returns.
# expect-ret: 610
# levels: cpu032I cpu032II

	.text
	.globl	main
	.type	main, @function
main:
	addiu	$sp, $sp, -8
	st	$lr, 4($sp)
	jsub	fib
	addiu	$4, $zero, 15		# delay slot: the argument
	ld	$lr, 4($sp)
	ret	$lr
	addiu	$sp, $sp, 8		# delay slot: pop the frame

# fib(n) = n < 2 ? n : fib(n - 1) + fib(n - 2)
	.type	fib, @function
fib:
	addiu	$sp, $sp, -16
	st	$lr, 12($sp)
	st	$9, 8($sp)
	st	$10, 4($sp)
	addiu	$2, $zero, 2
	cmp	$sw, $4, $2
	jge	$sw, $recurse
	move	$9, $4			# delay slot: runs either way
	move	$2, $4			# n < 2: fib(n) = n
	jmp	$out			# no delay slot
$recurse:
	jsub	fib
	addiu	$4, $9, -1
	move	$10, $2
	jsub	fib
	addiu	$4, $9, -2
	addu	$2, $2, $10
$out:
	ld	$10, 4($sp)
	ld	$9, 8($sp)
	ld	$lr, 12($sp)
	ret	$lr
	addiu	$sp, $sp, 16
