# egret runtime: abort (docs/runtime.md).
#
# void abort(void): stops the program at once with the simulator's trap on
# the never-assigned opcode 0xFF (the word `unreachable` compiles to, see
# lower/src/emit.rs TRAP_WORD), here at the first word of `abort`, so
# `egret run` reports "illegal instruction 0xffffffff (unknown opcode
# 0xff) in abort+0x0" and exits with status 1. Being its own routine in
# assembly, it is never inlined away: the report always names `abort`.
# Nothing after it runs (no .fini_array); no output is buffered.

	.text
	.globl	abort
	.p2align	2
	.type	abort,@function
abort:
	.word	0xffffffff
	.size	abort, 4
