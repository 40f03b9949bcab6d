	# egret: tests/programs/bubble_sort.ll for cpu0 cpu032II
	.text

	.globl	bubble32
	.p2align	2
	.type	bubble32,@function
bubble32:
$BB0_0:
	addiu	$sp, $sp, -16
	st	$fp, 12($sp)
	st	$10, 8($sp)
	st	$9, 4($sp)
	addiu	$gp, $zero, 1
	addiu	$3, $zero, 1
	move	$2, $zero
$BB0_1:
	addiu	$t9, $4, 4
	move	$7, $zero
	addu	$8, $zero, $3
$BB0_2:
	ld	$9, -4($t9)
	ld	$10, 0($t9)
	slt	$fp, $10, $9
	beq	$fp, $zero, $BB0_5
	addiu	$1, $t9, -4
$BB0_4:
	st	$10, 0($1)
	st	$9, 0($t9)
	addu	$7, $zero, $gp
$BB0_5:
	addiu	$8, $8, 1
	slt	$9, $8, $5
	bne	$9, $zero, $BB0_2
	addiu	$t9, $t9, 4
$BB0_7:
	bne	$7, $zero, $BB0_1
	addiu	$2, $2, 1
$BB0_9:
	ld	$9, 4($sp)
	ld	$10, 8($sp)
	ld	$fp, 12($sp)
	ret	$lr
	addiu	$sp, $sp, 16
	.size	bubble32, 116

	.globl	bubble16u
	.p2align	2
	.type	bubble16u,@function
bubble16u:
	ld	$7, 8($sp)
	ld	$8, 12($sp)
$BB1_0:
	addiu	$sp, $sp, -8
	st	$10, 4($sp)
	st	$9, 0($sp)
	addiu	$2, $zero, 1
$BB1_1:
	addiu	$3, $4, 2
$BB1_10:
	move	$5, $zero
	addu	$t9, $zero, $2
$BB1_2:
	lhu	$gp, -2($3)
	lhu	$9, 0($3)
	sltu	$10, $9, $gp
	beq	$10, $zero, $BB1_5
	addiu	$1, $3, -2
$BB1_4:
	sh	$9, 0($1)
	sh	$gp, 0($3)
$BB1_5:
	addiu	$t9, $t9, 1
	sltiu	$gp, $t9, 1
	addu	$5, $5, $gp
	slt	$gp, $5, $7
	sltu	$9, $t9, $8
	xor	$10, $5, $7
	movz	$gp, $9, $10
	bne	$gp, $zero, $BB1_2
	addiu	$3, $3, 2
$BB1_7:
	sltiu	$3, $8, 1
	addiu	$8, $8, -1
	subu	$7, $7, $3
	slt	$3, $zero, $7
	sltu	$5, $2, $8
	movz	$3, $5, $7
	bne	$3, $zero, $BB1_10
	addiu	$3, $4, 2
$BB1_9:
	ld	$9, 0($sp)
	ld	$10, 4($sp)
	ret	$lr
	addiu	$sp, $sp, 8
	.size	bubble16u, 148

	.globl	main
	.p2align	2
	.type	main,@function
	.globl	__egret_main_ret32
__egret_main_ret32:
	.globl	__egret_main_noargs
__egret_main_noargs:
main:
$BB2_0:
	addiu	$sp, $sp, -48
	st	$lr, 44($sp)
	st	$fp, 40($sp)
	st	$9, 36($sp)
	lui	$2, %hi(data)
	ori	$2, $2, %lo(data)
	addiu	$gp, $2, 256
	lui	$3, 16838
	ori	$3, $3, 20077
	addiu	$4, $zero, 12345
$BB2_1:
	mul	$lr, $4, $3
	addiu	$lr, $lr, 12345
	sra	$4, $lr, 8
	st	$4, 0($2)
	mul	$lr, $lr, $3
	addiu	$lr, $lr, 12345
	sra	$4, $lr, 8
	st	$4, 4($2)
	mul	$4, $lr, $3
	addiu	$4, $4, 12345
	sra	$5, $4, 8
	st	$5, 8($2)
	mul	$4, $4, $3
	addiu	$4, $4, 12345
	sra	$lr, $4, 8
	addiu	$2, $2, 16
	bne	$2, $gp, $BB2_1
	st	$lr, -4($2)
$BB2_3:
	addiu	$t9, $zero, 1
	lui	$lr, %hi(data)
	ori	$lr, $lr, %lo(data)
	move	$9, $zero
$BB2_4:
	addiu	$8, $lr, 4
	addiu	$3, $lr, 256
	move	$4, $zero
$BB2_5:
	ld	$5, -4($8)
	ld	$7, 0($8)
	slt	$gp, $7, $5
	beq	$gp, $zero, $BB2_8
	addiu	$1, $8, -4
$BB2_7:
	st	$7, 0($1)
	st	$5, 0($8)
	addu	$4, $zero, $t9
$BB2_8:
	addiu	$8, $8, 4
	bne	$8, $3, $BB2_5
	nop
$BB2_10:
	bne	$4, $zero, $BB2_4
	addiu	$9, $9, 1
$BB2_12:
	lui	$4, %hi(data)
	ori	$4, $4, %lo(data)
	addiu	$5, $4, 256
	move	$3, $zero
$BB2_13:
	ld	$t9, 0($4)
	addiu	$4, $4, 4
	bne	$4, $5, $BB2_13
	addu	$3, $3, $t9
$BB2_15:
	lui	$4, %hi(data)
	ori	$4, $4, %lo(data)
	ld	$5, 0($4)
	ld	$t9, 4($4)
	ld	$7, 252($4)
	lui	$4, %hi(fmt)
	ori	$4, $4, %lo(fmt)
	st	$5, 8($sp)
	st	$t9, 12($sp)
	st	$7, 16($sp)
	st	$3, 20($sp)
	jsub	__egret_printf_lp64
	addu	$5, $zero, $9
	addu	$fp, $zero, $9
	lui	$3, %hi(half)
	ori	$3, $3, %lo(half)
	addiu	$4, $zero, 16
$BB2_16:
	addiu	$5, $3, 2
$BB2_25:
	addiu	$t9, $4, -1
	addiu	$7, $3, 2
	shl	$2, $t9, 1
	addu	$t9, $7, $2
$BB2_17:
	lhu	$7, -2($5)
	lhu	$8, 0($5)
	sltu	$2, $8, $7
	beq	$2, $zero, $BB2_20
	addiu	$1, $5, -2
$BB2_19:
	sh	$8, 0($1)
	sh	$7, 0($5)
$BB2_20:
	addiu	$5, $5, 2
	bne	$5, $t9, $BB2_17
	nop
$BB2_22:
	addiu	$4, $4, -1
	slti	$2, $4, 2
	beq	$2, $zero, $BB2_25
	addiu	$5, $3, 2
$BB2_24:
	lui	$8, %hi(half)
	ori	$8, $8, %lo(half)
	lh	$5, 0($8)
	lh	$3, 2($8)
	lh	$4, 4($8)
	lh	$t9, 6($8)
	lh	$7, 28($8)
	lh	$8, 30($8)
	lui	$gp, %hi(fmt16)
	ori	$gp, $gp, %lo(fmt16)
	st	$3, 8($sp)
	st	$4, 12($sp)
	st	$t9, 16($sp)
	st	$7, 20($sp)
	st	$8, 24($sp)
	jsub	__egret_printf_lp64
	addu	$4, $zero, $gp
	addu	$2, $zero, $fp
	ld	$9, 36($sp)
	ld	$fp, 40($sp)
	ld	$lr, 44($sp)
	ret	$lr
	addiu	$sp, $sp, 48
	.size	main, 460

	.bss
	.globl	data
	.p2align	2
	.type	data,@object
data:
	.space	256
	.size	data, 256

	.data
	.globl	half
	.p2align	1
	.type	half,@object
half:
	.byte	255, 255, 0, 5, 128, 0, 127, 255, 0, 0, 0, 100, 255, 156, 0, 7
	.byte	0, 8, 255, 249, 0, 1, 0, 2, 1, 44, 254, 212, 0, 9, 64, 0
	.size	half, 32

	.data
	.globl	fmt
	.p2align	0
	.type	fmt,@object
fmt:
	.byte	112, 97, 115, 115, 101, 115, 61, 37, 100, 32, 102, 105, 114, 115, 116, 61
	.byte	37, 100, 32, 115, 101, 99, 111, 110, 100, 61, 37, 100, 32, 108, 97, 115
	.byte	116, 61, 37, 100, 32, 115, 117, 109, 61, 37, 100, 10, 0
	.size	fmt, 45

	.data
	.globl	fmt16
	.p2align	0
	.type	fmt16,@object
fmt16:
	.byte	117, 49, 54, 32, 111, 114, 100, 101, 114, 58, 32, 37, 100, 32, 37, 100
	.byte	32, 37, 100, 32, 37, 100, 32, 46, 46, 46, 32, 37, 100, 32, 37, 100
	.byte	10, 0
	.size	fmt16, 34
