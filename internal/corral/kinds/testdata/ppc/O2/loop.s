	.text
	.abiversion 2
	.file	"loop.c"
	.section	.rodata.cst16,"aM",@progbits,16
	.p2align	4, 0x0                          # -- Begin function scale
.LCPI0_0:
	.long	4294934528                      # 0xffff8000
	.long	4294934528                      # 0xffff8000
	.long	4294934528                      # 0xffff8000
	.long	4294934528                      # 0xffff8000
	.text
	.globl	scale
	.p2align	4
	.type	scale,@function
scale:                                  # @scale
.Lfunc_begin0:
	.cfi_startproc
.Lfunc_gep0:
	addis 2, 12, .TOC.-.Lfunc_gep0@ha
	addi 2, 2, .TOC.-.Lfunc_gep0@l
.Lfunc_lep0:
	.localentry	scale, .Lfunc_lep0-.Lfunc_gep0
# %bb.0:
	cmpwi	5, 0
	blelr 0
# %bb.1:
	cmplwi	5, 31
	clrldi	7, 5, 32
	sub	8, 3, 4
	li 5, 0
	std 28, -32(1)                          # 8-byte Folded Spill
	std 29, -24(1)                          # 8-byte Folded Spill
	std 30, -16(1)                          # 8-byte Folded Spill
	bc 4, 1, .LBB0_6
# %bb.2:
	cmpldi	8, 127
	bc 4, 1, .LBB0_6
# %bb.3:
	rlwinm 5, 7, 0, 1, 26
	addis 28, 2, .LCPI0_0@toc@ha
	mtfprwz	0, 6
	vspltisw 3, -15
	li 9, 16
	li 10, 32
	li 11, 48
	li 12, 64
	addi 8, 5, -32
	addi 28, 28, .LCPI0_0@toc@l
	li 0, 80
	li 30, 96
	li 29, 112
	vsrw 3, 3, 3
	rldicl 8, 8, 59, 5
	lxvd2x 36, 0, 28
	addi 8, 8, 1
	mtctr 8
	li 8, 0
	xxspltw 34, 0, 1
	.p2align	4
.LBB0_4:                                # =>This Inner Loop Header: Depth=1
	lxvd2x 0, 4, 8
	add 28, 4, 8
	lxvd2x 1, 28, 10
	lxvd2x 2, 28, 11
	lxvd2x 3, 28, 12
	lxvd2x 4, 28, 0
	xxswapd	37, 0
	lxvd2x 0, 28, 9
	vmuluwm 5, 5, 2
	vminsw 5, 5, 3
	vmaxsw 5, 5, 4
	xxswapd	33, 1
	xxswapd	38, 2
	xxswapd	39, 3
	xxswapd	40, 4
	vmuluwm 1, 1, 2
	vmuluwm 6, 6, 2
	vmuluwm 7, 7, 2
	vmuluwm 8, 8, 2
	vminsw 1, 1, 3
	vminsw 6, 6, 3
	vminsw 7, 7, 3
	vminsw 8, 8, 3
	xxswapd	32, 0
	lxvd2x 0, 28, 30
	vmuluwm 0, 0, 2
	vminsw 0, 0, 3
	xxswapd	41, 0
	lxvd2x 0, 28, 29
	vmuluwm 9, 9, 2
	add 28, 3, 8
	vminsw 9, 9, 3
	xxswapd	42, 0
	vmuluwm 10, 10, 2
	xxswapd	0, 37
	vmaxsw 5, 0, 4
	vmaxsw 0, 1, 4
	vmaxsw 1, 6, 4
	vmaxsw 6, 7, 4
	vmaxsw 7, 8, 4
	stxvd2x 0, 3, 8
	addi 8, 8, 128
	vmaxsw 8, 9, 4
	vminsw 10, 10, 3
	xxswapd	0, 37
	xxswapd	1, 32
	xxswapd	2, 33
	xxswapd	3, 38
	xxswapd	4, 39
	stxvd2x 0, 28, 9
	stxvd2x 1, 28, 10
	stxvd2x 2, 28, 11
	stxvd2x 3, 28, 12
	stxvd2x 4, 28, 0
	vmaxsw 9, 10, 4
	xxswapd	5, 40
	stxvd2x 5, 28, 30
	xxswapd	6, 41
	stxvd2x 6, 28, 29
	bdnz .LBB0_4
# %bb.5:
	cmpld	5, 7
	beq	0, .LBB0_12
.LBB0_6:
	andi. 8, 7, 3
	mr	9, 5
	beq	0, .LBB0_9
# %bb.7:
	sldi 10, 5, 2
	mtctr 8
	add 9, 5, 8
	li 12, 32767
	li 30, -32768
	addi 11, 10, -4
	add 10, 4, 11
	add 11, 3, 11
	.p2align	5
.LBB0_8:                                # =>This Inner Loop Header: Depth=1
	lwzu 0, 4(10)
	mullw 29, 0, 6
	cmpwi	29, 32767
	isellt	29, 29, 12
	cmpwi	29, -32768
	iselgt	0, 29, 30
	stwu 0, 4(11)
	bdnz .LBB0_8
.LBB0_9:
	sub	10, 5, 7
	li 11, -4
	cmpld	10, 11
	bgt	0, .LBB0_12
# %bb.10:
	sub	5, 7, 5
	sldi 9, 9, 2
	li 7, -32768
	sub	5, 5, 8
	addi 9, 9, -16
	addi 5, 5, -4
	add 4, 4, 9
	add 3, 3, 9
	rldicl 5, 5, 62, 2
	addi 5, 5, 1
	mtctr 5
	li 5, 32767
	.p2align	4
.LBB0_11:                               # =>This Inner Loop Header: Depth=1
	lwzu 8, 16(4)
	mullw 8, 8, 6
	cmpwi	8, 32767
	isellt	8, 8, 5
	cmpwi	8, -32768
	iselgt	8, 8, 7
	stwu 8, 16(3)
	lwz 8, 4(4)
	mullw 8, 8, 6
	cmpwi	8, 32767
	isellt	8, 8, 5
	cmpwi	8, -32768
	iselgt	8, 8, 7
	stw 8, 4(3)
	lwz 8, 8(4)
	mullw 8, 8, 6
	cmpwi	8, 32767
	isellt	8, 8, 5
	cmpwi	8, -32768
	iselgt	8, 8, 7
	stw 8, 8(3)
	lwz 8, 12(4)
	mullw 8, 8, 6
	cmpwi	8, 32767
	isellt	8, 8, 5
	cmpwi	8, -32768
	iselgt	8, 8, 7
	stw 8, 12(3)
	bdnz .LBB0_11
.LBB0_12:
	ld 30, -16(1)                           # 8-byte Folded Reload
	ld 29, -24(1)                           # 8-byte Folded Reload
	ld 28, -32(1)                           # 8-byte Folded Reload
	blr
	.long	0
	.quad	0
.Lfunc_end0:
	.size	scale, .Lfunc_end0-.Lfunc_begin0
	.cfi_endproc
                                        # -- End function
	.section	.rodata.cst16,"aM",@progbits,16
	.p2align	4, 0x0                          # -- Begin function sum
.LCPI1_0:
	.quad	32                              # 0x20
	.quad	32                              # 0x20
	.text
	.globl	sum
	.p2align	4
	.type	sum,@function
sum:                                    # @sum
.Lfunc_begin1:
	.cfi_startproc
.Lfunc_gep1:
	addis 2, 12, .TOC.-.Lfunc_gep1@ha
	addi 2, 2, .TOC.-.Lfunc_gep1@l
.Lfunc_lep1:
	.localentry	sum, .Lfunc_lep1-.Lfunc_gep1
# %bb.0:
	cmpwi	4, 0
	ble 0, .LBB1_8
# %bb.1:
	cmplwi	4, 15
	clrldi	5, 4, 32
	li 6, 0
	li 4, 0
	std 30, -16(1)                          # 8-byte Folded Spill
	ble 0, .LBB1_5
# %bb.2:
	rlwinm 6, 5, 0, 1, 27
	addis 30, 2, .LCPI1_0@toc@ha
	addi 4, 3, 56
	xxlxor 34, 34, 34
	li 8, -48
	li 9, -40
	li 10, -32
	li 11, -24
	addi 7, 6, -16
	addi 30, 30, .LCPI1_0@toc@l
	li 12, -16
	li 0, -8
	xxlxor 35, 35, 35
	xxlxor 36, 36, 36
	xxlxor 37, 37, 37
	xxlxor 32, 32, 32
	rldicl 7, 7, 60, 4
	lxvd2x 40, 0, 30
	xxlxor 33, 33, 33
	xxlxor 38, 38, 38
	xxlxor 39, 39, 39
	addi 7, 7, 1
	mtctr 7
	li 7, -56
	.p2align	4
.LBB1_3:                                # =>This Inner Loop Header: Depth=1
	lfdx 0, 4, 7
	xxmrghw 41, 0, 0
	lfdx 0, 4, 8
	vsld 9, 9, 8
	vsrad 9, 9, 8
	vaddudm 2, 2, 9
	xxmrghw 42, 0, 0
	lfdx 0, 4, 9
	vsld 10, 10, 8
	vsrad 10, 10, 8
	vaddudm 3, 3, 10
	xxmrghw 43, 0, 0
	lfdx 0, 4, 10
	vsld 11, 11, 8
	vsrad 11, 11, 8
	vaddudm 4, 4, 11
	xxmrghw 44, 0, 0
	lfdx 0, 4, 11
	vsld 12, 12, 8
	vsrad 12, 12, 8
	vaddudm 5, 5, 12
	xxmrghw 45, 0, 0
	lfdx 0, 4, 12
	vsld 13, 13, 8
	vsrad 13, 13, 8
	vaddudm 0, 0, 13
	xxmrghw 46, 0, 0
	lfdx 0, 4, 0
	vsld 14, 14, 8
	vsrad 14, 14, 8
	vaddudm 1, 1, 14
	xxmrghw 47, 0, 0
	lfdx 0, 0, 4
	addi 4, 4, 64
	vsld 15, 15, 8
	vsrad 15, 15, 8
	vaddudm 6, 6, 15
	xxmrghw 48, 0, 0
	vsld 16, 16, 8
	vsrad 16, 16, 8
	vaddudm 7, 7, 16
	bdnz .LBB1_3
# %bb.4:
	vaddudm 2, 3, 2
	cmpld	6, 5
	vaddudm 2, 4, 2
	vaddudm 2, 5, 2
	vaddudm 2, 0, 2
	vaddudm 2, 1, 2
	vaddudm 2, 6, 2
	vaddudm 2, 7, 2
	xxswapd	35, 34
	vaddudm 2, 2, 3
	xxswapd	0, 34
	mffprd	4, 0
	beq	0, .LBB1_7
.LBB1_5:
	sldi 7, 6, 2
	sub	5, 5, 6
	add 3, 7, 3
	mtctr 5
	addi 3, 3, -4
	.p2align	4
.LBB1_6:                                # =>This Inner Loop Header: Depth=1
	lwa 5, 4(3)
	addi 3, 3, 4
	add 4, 4, 5
	bdnz .LBB1_6
.LBB1_7:
	ld 30, -16(1)                           # 8-byte Folded Reload
	mr	3, 4
	blr
.LBB1_8:
	li 3, 0
	blr
	.long	0
	.quad	0
.Lfunc_end1:
	.size	sum, .Lfunc_end1-.Lfunc_begin1
	.cfi_endproc
                                        # -- End function
	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
