# egret runtime: exit (docs/runtime.md).
#
# void exit(int status), void _exit(int status), void _Exit(int status):
# end the run at once with `status` as main's result, the way main's own
# return does: $v0 = status, then a jump to the negative address -1, which
# halts the simulator (and cpu0.v). $v1 gets the status too, so that the
# exit status (the result's low 8 bits) is right for a `main` returning
# i64 as well. Nothing is buffered, so there is nothing to flush.
# (.fini_array: see docs/runtime.md, "exit".)

	.text
	.globl	exit
	.globl	_exit
	.globl	_Exit
	.p2align	2
	.type	exit,@function
	.type	_exit,@function
	.type	_Exit,@function
exit:
_exit:
_Exit:
	addu	$2, $zero, $4
	addu	$3, $zero, $4
	addiu	$lr, $zero, -1
	ret	$lr
	nop
	.size	exit, 20
	.size	_exit, 20
	.size	_Exit, 20
