# egret runtime: the variadic entry of printf (docs/runtime.md).
#
# i32 printf(const char *fmt, ...): C's printf (`%ld` is 32 bits).
#
# Under O32 the caller passes variadic words exactly like fixed ones: the
# first two words in $a0/$a1, the rest from 8($sp), with an 8-byte home
# area for $a0/$a1 at 0($sp). Storing $a0/$a1 into their home slots makes
# every argument word contiguous in memory; the entry then tail-jumps to
# its second half in printf.ll, __egret_printf_words(i8* words), with $a0 = $sp
# pointing at the first word. $lr still holds the caller's return
# address, so the formatter returns straight to the caller.

	.text
	.globl	printf
	.p2align	2
	.type	printf,@function
printf:
	st	$4, 0($sp)
	st	$5, 4($sp)
	addiu	$4, $sp, 0
	jmp	__egret_printf_words
	.size	printf, 16
