# egret runtime: where the heap starts.
#
# i8* __egret_heap_base(): the address of the linker symbol _end, the first
# byte after .bss (8-aligned). The bump allocator (alloc.ll) starts there
# and grows toward the stack.

	.text
	.globl	__egret_heap_base
	.p2align	2
	.type	__egret_heap_base,@function
__egret_heap_base:
	lui	$2, %hi(_end)
	ret	$lr
	ori	$2, $2, %lo(_end)
	.size	__egret_heap_base, 12
