# Sum 1..100 with a counted loop. Uses cmp/jne, so it runs at both ISA levels.
# expect-ret: 5050
# levels: cpu032I cpu032II

	.text
	.globl	main
	.type	main, @function
main:
	addiu	$2, $zero, 0		# sum
	addiu	$3, $zero, 1		# i
	addiu	$4, $zero, 101
$loop:
	addu	$2, $2, $3
	addiu	$3, $3, 1
	cmp	$sw, $3, $4
	jne	$sw, $loop
	nop
	ret	$lr
	nop
	.size	main, .-main
