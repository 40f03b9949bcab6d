# egret runtime: malloc for a block its caller writes whole before reading
# it (docs/runtime.md, the heap).
#
# void *__egret_malloc_raw(u32 size): a block of `size` bytes, a multiple
# of 8 from 8 up, whose contents are whatever the memory held. The
# mid-end's `alloc-calls` pass calls it instead of malloc where every path
# stores each byte of the block before anything may read it, so the
# zeroing malloc does would be overwritten unseen. malloc's quick path
# without the rounding and the zeroing: while the block ends at or below
# the quick limit (__egret_heap[1], see runtime/alloc.ll), it is carved
# from the top: the new top, the header, the payload's address. Anything
# else jumps to __egret_alloc(size), malloc for a 32-bit size (a zeroed
# block, from the free list or the top), with $lr still the caller's.
# Only cpu032I instructions are used, and the size is one word, so one
# source serves both ISA levels and byte orders.

	.text
	.globl	__egret_malloc_raw
	.p2align	2
	.type	__egret_malloc_raw,@function
__egret_malloc_raw:
	lui	$t9, %hi(__egret_heap)
	ori	$t9, $t9, %lo(__egret_heap)
	ld	$2, 0($t9)
	ld	$5, 4($t9)
	addu	$7, $2, $4
	addiu	$7, $7, 8
	cmpu	$sw, $5, $7
	jlt	$sw, .Lslow
	addiu	$2, $2, 8
	st	$7, 0($t9)
	ret	$lr
	st	$4, -8($2)
.Lslow:
	jmp	__egret_alloc
	.size	__egret_malloc_raw, 52
