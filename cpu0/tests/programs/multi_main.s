# A multi-object link: main calls functions of multi_lib.s (R_CPU0_PC24),
# reads its data through %hi/%lo (R_CPU0_HI16/LO16) and through a pointer
# table whose entries are R_CPU0_32 relocations in the library's .data, and
# calls through a function pointer stored in its own .data. Both objects
# have .bss, which the start code must zero. (Addresses are built with
# lui/ori: %hi is unrounded, so %lo must not go into a signed offset.)
# link-with: multi_lib.s
# expect-output: world\nhello\n
# expect-ret: 1042
# levels: cpu032I cpu032II

	.text
	.globl	main
main:
	addiu	$sp, $sp, -8
	st	$lr, 4($sp)
	lui	$4, %hi(table+4)	# table[1]: "world"
	ori	$4, $4, %lo(table+4)
	jsub	puts
	ld	$4, 0($4)		# delay slot loads the pointer
	lui	$4, %hi(table)
	ori	$4, $4, %lo(table)
	jsub	puts
	ld	$4, 0($4)
	lui	$t9, %hi(fnptr)
	ori	$t9, $t9, %lo(fnptr)
	ld	$t9, 0($t9)		# fnptr = twice (a relocation in .data)
	jalr	$t9
	addiu	$4, $zero, 500		# twice(500) = 1000
	lui	$3, %hi(counter)	# puts counted its calls: 2
	ori	$3, $3, %lo(counter)
	ld	$3, 0($3)
	addu	$2, $2, $3
	lui	$3, %hi(mine)		# zeroed bss of this object
	ori	$3, $3, %lo(mine)
	ld	$3, 0($3)
	addu	$2, $2, $3
	lui	$3, %hi(forty)
	ori	$3, $3, %lo(forty)
	ld	$3, 0($3)
	addu	$2, $2, $3		# 1000 + 2 + 0 + 40
	ld	$lr, 4($sp)
	ret	$lr
	addiu	$sp, $sp, 8

	.data
	.p2align 2
fnptr:	.word	twice
	.bss
	.p2align 2
mine:	.space	8
