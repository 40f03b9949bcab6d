# egret runtime: the variadic entry of __egret_printf_lp64 (docs/runtime.md).
#
# i32 __egret_printf_lp64(i8* fmt, ...): printf for LLVMlite programs,
# whose `long` is 64 bits (`%ld` reads an i64). The backend compiles an
# LLVMlite module's calls of printf as calls of this.
#
# Under O32 the caller passes variadic words exactly like fixed ones: the
# first two words in $a0/$a1, the rest from 8($sp), with an 8-byte home
# area for $a0/$a1 at 0($sp). Storing $a1 into its home slot makes every
# variadic word contiguous in memory from 4($sp); the entry sets
# __egret_port_lp64 (`l` is 64 bits) and jumps to
# __egret_vformat_port(fmt, ap) in printf.ll with $a0 = fmt (as it came)
# and $a1 = 4($sp)'s address. $lr still holds the caller's return
# address, so the formatter returns straight to the caller.

	.text
	.globl	__egret_printf_lp64
	.p2align	2
	.type	__egret_printf_lp64,@function
__egret_printf_lp64:
	st	$5, 4($sp)
	lui	$2, %hi(__egret_port_lp64)
	ori	$2, $2, %lo(__egret_port_lp64)
	addiu	$5, $zero, 1
	st	$5, 0($2)
	addiu	$5, $sp, 4
	jmp	__egret_vformat_port
	.size	__egret_printf_lp64, 28
