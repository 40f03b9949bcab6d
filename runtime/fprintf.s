# egret runtime: the variadic entry of fprintf (docs/runtime.md).
#
# i32 fprintf(FILE *stream, const char *fmt, ...): both streams write to
# the output port.
#
# Under O32 the caller passes variadic words exactly like fixed ones: the
# first two words in $a0/$a1, the rest from 8($sp). Here both register
# words are fixed (stream, fmt), so the variadic words already lie
# contiguous from 8($sp). The entry clears __egret_port_lp64 (`l` is 32
# bits) and jumps to __egret_vformat_port(fmt, ap) in printf.ll with
# $a0 = fmt and $a1 = 8($sp)'s address. $lr still holds the caller's
# return address, so the formatter returns straight to the caller.

	.text
	.globl	fprintf
	.p2align	2
	.type	fprintf,@function
fprintf:
	lui	$2, %hi(__egret_port_lp64)
	ori	$2, $2, %lo(__egret_port_lp64)
	st	$zero, 0($2)
	addu	$4, $zero, $5
	addiu	$5, $sp, 8
	jmp	__egret_vformat_port
	.size	fprintf, 24
