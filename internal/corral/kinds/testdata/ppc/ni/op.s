	.text
	.abiversion 2
	.file	"op.c"
	.globl	apply                           # -- Begin function apply
	.p2align	4
	.type	apply,@function
apply:                                  # @apply
.Lfunc_begin0:
	.cfi_startproc
# %bb.0:
	mr	6, 3
	li 3, -1
	cmpwi	6, 3
	bgt	0, .LBB0_4
# %bb.1:
	cmpwi	6, 2
	bge 0, .LBB0_7
# %bb.2:
	cmplwi	6, 0
	beq	0, .LBB0_13
# %bb.3:
	cmplwi	6, 1
	sub	4, 4, 5
	iseleq	3, 4, 3
	blr
.LBB0_4:
	cmpwi	6, 6
	bge 0, .LBB0_11
# %bb.5:
	cmplwi	6, 4
	beq	0, .LBB0_14
# %bb.6:
	cmplwi	6, 5
	or 4, 5, 4
	iseleq	3, 4, 3
	blr
.LBB0_7:
	beq	0, .LBB0_15
# %bb.8:
	cmplwi	6, 3
	bnelr	0
# %bb.9:
	cmpldi	5, 0
	beq	0, .LBB0_17
# %bb.10:
	divd 3, 4, 5
	blr
.LBB0_11:
	beq	0, .LBB0_16
# %bb.12:
	cmplwi	6, 7
	clrlwi	5, 5, 26
	sld 4, 4, 5
	iseleq	3, 4, 3
	blr
.LBB0_13:
	add 3, 5, 4
	blr
.LBB0_14:
	and 3, 5, 4
	blr
.LBB0_15:
	mulld 3, 5, 4
	blr
.LBB0_16:
	xor 3, 5, 4
	blr
.LBB0_17:
	li 3, 0
	blr
	.long	0
	.quad	0
.Lfunc_end0:
	.size	apply, .Lfunc_end0-.Lfunc_begin0
	.cfi_endproc
                                        # -- End function
	.globl	fold                            # -- Begin function fold
	.p2align	4
	.type	fold,@function
fold:                                   # @fold
.Lfunc_begin1:
	.cfi_startproc
.Lfunc_gep1:
	addis 2, 12, .TOC.-.Lfunc_gep1@ha
	addi 2, 2, .TOC.-.Lfunc_gep1@l
.Lfunc_lep1:
	.localentry	fold, .Lfunc_lep1-.Lfunc_gep1
# %bb.0:
	mflr 0
	.cfi_def_cfa_offset 64
	.cfi_offset lr, 16
	.cfi_offset r28, -32
	.cfi_offset r29, -24
	.cfi_offset r30, -16
	std 28, -32(1)                          # 8-byte Folded Spill
	std 29, -24(1)                          # 8-byte Folded Spill
	std 30, -16(1)                          # 8-byte Folded Spill
	stdu 1, -64(1)
	cmpwi	5, 2
	std 0, 80(1)
	mr	30, 4
	ld 4, 0(4)
	blt	0, .LBB1_3
# %bb.1:
	clrldi	5, 5, 32
	addi 29, 5, -1
	.p2align	4
.LBB1_2:                                # =>This Inner Loop Header: Depth=1
	ldu 5, 8(30)
	addi 28, 3, 4
	lwa 3, 4(3)
	bl apply
	addi 29, 29, -1
	mr	4, 3
	mr	3, 28
	cmpldi	29, 0
	bc 12, 1, .LBB1_2
.LBB1_3:
	mr	3, 4
	addi 1, 1, 64
	ld 0, 16(1)
	ld 30, -16(1)                           # 8-byte Folded Reload
	ld 29, -24(1)                           # 8-byte Folded Reload
	ld 28, -32(1)                           # 8-byte Folded Reload
	mtlr 0
	blr
	.long	0
	.quad	0
.Lfunc_end1:
	.size	fold, .Lfunc_end1-.Lfunc_begin1
	.cfi_endproc
                                        # -- End function
	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
