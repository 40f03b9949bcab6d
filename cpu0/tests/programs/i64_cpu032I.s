# i64 add and subtract on register pairs at cpu032I: carry and borrow come
# from `cmpu` (N = unsigned less-than) read with `andi $r, $sw, 1` (lbd's
# signed `cmp` would be wrong for low words >= 2^31). Same values as
# i64_cpu032II.s: x = 0x00000001_ffffffff; x + 1; then - 3, returned in
# $v0 (high) / $v1 (low).
# link-with: hexlib.s
# expect-output: 0000000200000000\n00000001fffffffd\n
# expect-ret-be: 8589934589
# expect-ret-le: -12884901887
# levels: cpu032I cpu032II

	.text
	.globl	main
	.globl	__egret_main_ret64	# hint: main returns i64
main:
__egret_main_ret64:
	addiu	$sp, $sp, -16
	st	$lr, 12($sp)
	st	$9, 8($sp)
	st	$10, 4($sp)
	addiu	$9, $zero, 1		# x.hi
	addiu	$10, $zero, -1		# x.lo
	addiu	$10, $10, 1		# lo + 1
	addiu	$8, $zero, 1
	cmpu	$sw, $10, $8		# carry: lo < 1 (unsigned)
	andi	$2, $sw, 1
	addu	$9, $9, $2
	jsub	print_pair
	nop
	addiu	$2, $zero, 3
	cmpu	$sw, $10, $2		# borrow: lo < 3 (unsigned)
	andi	$3, $sw, 1
	subu	$10, $10, $2
	subu	$9, $9, $3
	jsub	print_pair
	nop
	move	$2, $9
	move	$3, $10
	ld	$10, 4($sp)
	ld	$9, 8($sp)
	ld	$lr, 12($sp)
	ret	$lr
	addiu	$sp, $sp, 16

print_pair:				# prints $9:$10 and a newline
	addiu	$sp, $sp, -8
	st	$lr, 4($sp)
	jsub	puthex
	move	$4, $9
	jsub	puthex
	move	$4, $10
	jsub	putnl
	nop
	ld	$lr, 4($sp)
	ret	$lr
	addiu	$sp, $sp, 8
