# egret runtime: the variadic entry of printf.
#
# i32 printf(i8* fmt, ...): under lbd's O32 convention the caller passes
# variadic words exactly like fixed ones: the first two words in $a0/$a1,
# the rest from 8($sp), with an 8-byte home area for $a0/$a1 at 0($sp).
# Storing $a0/$a1 into their home slots makes every argument word
# contiguous in memory, so the words after the format start at 4($sp).
# printf then tail-calls the formatter, written in IR (printf.ll), as
# __egret_vprintf(fmt, pointer to the first variadic word); $lr still holds
# printf's return address, so the formatter returns straight to the caller.

	.text
	.globl	printf
	.p2align	2
	.type	printf,@function
printf:
	st	$4, 0($sp)
	st	$5, 4($sp)
	addiu	$5, $sp, 4
	jmp	__egret_vprintf
	.size	printf, 16
