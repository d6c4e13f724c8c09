	.text
	.abiversion 2
	.file	"loop.c"
	.globl	scale                           # -- Begin function scale
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
	mflr 0
	.cfi_def_cfa_offset 80
	.cfi_offset lr, 16
	.cfi_offset r27, -40
	.cfi_offset r28, -32
	.cfi_offset r29, -24
	.cfi_offset r30, -16
	std 27, -40(1)                          # 8-byte Folded Spill
	std 28, -32(1)                          # 8-byte Folded Spill
	std 29, -24(1)                          # 8-byte Folded Spill
	std 30, -16(1)                          # 8-byte Folded Spill
	stdu 1, -80(1)
	mr	30, 6
	clrldi	29, 5, 32
	addi 28, 4, -4
	addi 27, 3, -4
	std 0, 96(1)
	.p2align	5
.LBB0_2:                                # =>This Inner Loop Header: Depth=1
	lwzu 3, 4(28)
	mullw 3, 3, 30
	extsw 3, 3
	bl clamp
	addi 29, 29, -1
	stwu 3, 4(27)
	cmpldi	29, 0
	bc 12, 1, .LBB0_2
# %bb.3:
	addi 1, 1, 80
	ld 0, 16(1)
	ld 30, -16(1)                           # 8-byte Folded Reload
	ld 29, -24(1)                           # 8-byte Folded Reload
	ld 28, -32(1)                           # 8-byte Folded Reload
	ld 27, -40(1)                           # 8-byte Folded Reload
	mtlr 0
	blr
	.long	0
	.quad	0
.Lfunc_end0:
	.size	scale, .Lfunc_end0-.Lfunc_begin0
	.cfi_endproc
                                        # -- End function
	.p2align	4                               # -- Begin function clamp
	.type	clamp,@function
clamp:                                  # @clamp
.Lfunc_begin1:
	.cfi_startproc
# %bb.0:
	cmpwi	3, 32767
	li 4, 32767
	isellt	3, 3, 4
	li 4, -32768
	cmpwi	3, -32768
	iselgt	3, 3, 4
	blr
	.long	0
	.quad	0
.Lfunc_end1:
	.size	clamp, .Lfunc_end1-.Lfunc_begin1
	.cfi_endproc
                                        # -- End function
	.section	.rodata.cst16,"aM",@progbits,16
	.p2align	4, 0x0                          # -- Begin function sum
.LCPI2_0:
	.quad	32                              # 0x20
	.quad	32                              # 0x20
	.text
	.globl	sum
	.p2align	4
	.type	sum,@function
sum:                                    # @sum
.Lfunc_begin2:
	.cfi_startproc
.Lfunc_gep2:
	addis 2, 12, .TOC.-.Lfunc_gep2@ha
	addi 2, 2, .TOC.-.Lfunc_gep2@l
.Lfunc_lep2:
	.localentry	sum, .Lfunc_lep2-.Lfunc_gep2
# %bb.0:
	cmpwi	4, 0
	ble 0, .LBB2_8
# %bb.1:
	cmplwi	4, 15
	clrldi	5, 4, 32
	li 6, 0
	li 4, 0
	std 30, -16(1)                          # 8-byte Folded Spill
	ble 0, .LBB2_5
# %bb.2:
	rlwinm 6, 5, 0, 1, 27
	addis 30, 2, .LCPI2_0@toc@ha
	addi 4, 3, 56
	xxlxor 34, 34, 34
	li 8, -48
	li 9, -40
	li 10, -32
	li 11, -24
	addi 7, 6, -16
	addi 30, 30, .LCPI2_0@toc@l
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
.LBB2_3:                                # =>This Inner Loop Header: Depth=1
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
	bdnz .LBB2_3
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
	beq	0, .LBB2_7
.LBB2_5:
	sldi 7, 6, 2
	sub	5, 5, 6
	add 3, 7, 3
	mtctr 5
	addi 3, 3, -4
	.p2align	4
.LBB2_6:                                # =>This Inner Loop Header: Depth=1
	lwa 5, 4(3)
	addi 3, 3, 4
	add 4, 4, 5
	bdnz .LBB2_6
.LBB2_7:
	ld 30, -16(1)                           # 8-byte Folded Reload
	mr	3, 4
	blr
.LBB2_8:
	li 3, 0
	blr
	.long	0
	.quad	0
.Lfunc_end2:
	.size	sum, .Lfunc_end2-.Lfunc_begin2
	.cfi_endproc
                                        # -- End function
	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
