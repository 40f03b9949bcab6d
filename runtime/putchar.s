# egret runtime: putchar, the one routine that touches the output port.
#
# i32 putchar(i32 c): writes the low byte of c to the output port at
# 0xFF000000 with `sb` at offset 0 (cpu0.v ignores port stores with a
# negative offset) and returns c. Every byte the runtime prints goes
# through here, so a program behaves the same on our simulator and on
# lbd's cpu0.v. Only cpu032I instructions are used, so one source serves
# both ISA levels.

	.text
	.globl	putchar
	.p2align	2
	.type	putchar,@function
putchar:
	lui	$2, 65280
	sb	$4, 0($2)
	ret	$lr
	addu	$2, $zero, $4
	.size	putchar, 16
