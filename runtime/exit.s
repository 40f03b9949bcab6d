# egret runtime: _exit (docs/runtime.md).
#
# void _exit(int status), void _Exit(int status): end the run at once with `status` as main's result, the way main's own
# return does: $v0 = status, then a jump to the negative address -1, which
# halts the simulator (and cpu0.v). $v1 gets the status too, so that the
# exit status (the result's low 8 bits) is right for a `main` returning
# i64 as well. Nothing is buffered, so there is nothing to flush.
# `exit` (process.ll) runs the destructors first, then comes here.

	.text
	.globl	_exit
	.globl	_Exit
	.p2align	2
	.type	_exit,@function
	.type	_Exit,@function
_exit:
_Exit:
	addu	$2, $zero, $4
	addu	$3, $zero, $4
	addiu	$lr, $zero, -1
	ret	$lr
	nop
	.size	_exit, 20
	.size	_Exit, 20
