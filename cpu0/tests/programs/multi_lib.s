# The library half of multi_main.s.
# library

	.text
	.globl	puts, twice
# puts(s): the NUL-terminated string and a newline; counts calls in `counter`.
puts:
	lui	$1, 65280
$loop:
	lbu	$8, 0($4)
	cmp	$sw, $8, $zero
	jeq	$sw, $end
	addiu	$4, $4, 1
	sb	$8, 0($1)
	jmp	$loop
$end:
	addiu	$8, $zero, 10
	sb	$8, 0($1)
	lui	$8, %hi(counter)
	ori	$8, $8, %lo(counter)
	ld	$7, 0($8)
	addiu	$7, $7, 1
	ret	$lr
	st	$7, 0($8)

twice:
	ret	$lr
	addu	$2, $4, $4

	.data
	.p2align 2
	.globl	table, forty
table:	.word	hello, world
forty:	.word	40
	.rodata
hello:	.asciz	"hello"
world:	.asciz	"world"
	.bss
	.p2align 2
	.globl	counter
counter: .space 4
