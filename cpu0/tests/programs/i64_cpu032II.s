# i64 add and subtract on register pairs, carry and borrow from sltu
# (cpu032II). x = 0x00000001_ffffffff; x + 1 = 0x00000002_00000000;
# (x + 1) - 3 = 0x00000001_fffffffd, returned as an i64 in $v0/$v1 with the
# high word in $v0 (big-endian memory order; on cpu0el the same registers
# read as 0xfffffffd_00000001).
# link-with: hexlib.s
# expect-output: 0000000200000000\n00000001fffffffd\n
# expect-ret-be: 8589934589
# expect-ret-le: -12884901887
# levels: cpu032II

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
	sltiu	$2, $10, 1		# carry: lo < 1 (same under both sltiu readings)
	addu	$9, $9, $2
	jsub	print_pair
	nop
	addiu	$2, $zero, 3
	sltu	$3, $10, $2		# borrow: lo < 3
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
