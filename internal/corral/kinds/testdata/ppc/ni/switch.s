	.text
	.abiversion 2
	.file	"switch.c"
	.globl	step                            # -- Begin function step
	.p2align	4
	.type	step,@function
step:                                   # @step
.Lfunc_begin0:
	.cfi_startproc
# %bb.0:
	cmpwi	3, 3
	li 6, -1
	ble 0, .LBB0_5
# %bb.1:
	cmpwi	3, 6
	blt	0, .LBB0_12
# %bb.2:
	beq	0, .LBB0_17
# %bb.3:
	cmplwi	3, 7
	beq	0, .LBB0_19
# %bb.4:
	cmplwi	3, 8
	clrlwi	3, 5, 27
	sraw 3, 4, 3
	b .LBB0_14
.LBB0_5:
	cmpwi	3, 2
	bge 0, .LBB0_8
# %bb.6:
	cmplwi	3, 0
	beq	0, .LBB0_15
# %bb.7:
	cmplwi	3, 1
	sub	3, 4, 5
	b .LBB0_14
.LBB0_8:
	beq	0, .LBB0_16
# %bb.9:
	cmplwi	3, 3
	bne	0, .LBB0_20
# %bb.10:
	cmplwi	5, 0
	beq	0, .LBB0_21
# %bb.11:
	divw 6, 4, 5
	extsw 3, 6
	blr
.LBB0_12:
	cmplwi	3, 4
	beq	0, .LBB0_18
# %bb.13:
	cmplwi	3, 5
	or 3, 5, 4
.LBB0_14:
	iseleq	6, 3, 6
	extsw 3, 6
	blr
.LBB0_15:
	add 6, 5, 4
	extsw 3, 6
	blr
.LBB0_16:
	mullw 6, 5, 4
	extsw 3, 6
	blr
.LBB0_17:
	xor 6, 5, 4
	extsw 3, 6
	blr
.LBB0_18:
	and 6, 5, 4
	extsw 3, 6
	blr
.LBB0_19:
	clrlwi	3, 5, 27
	slw 6, 4, 3
.LBB0_20:
	extsw 3, 6
	blr
.LBB0_21:
	li 6, 0
	extsw 3, 6
	blr
	.long	0
	.quad	0
.Lfunc_end0:
	.size	step, .Lfunc_end0-.Lfunc_begin0
	.cfi_endproc
                                        # -- End function
	.globl	run                             # -- Begin function run
	.p2align	4
	.type	run,@function
run:                                    # @run
.Lfunc_begin1:
	.cfi_startproc
.Lfunc_gep1:
	addis 2, 12, .TOC.-.Lfunc_gep1@ha
	addi 2, 2, .TOC.-.Lfunc_gep1@l
.Lfunc_lep1:
	.localentry	run, .Lfunc_lep1-.Lfunc_gep1
# %bb.0:
	cmpwi	4, 0
	mr	6, 5
	ble 0, .LBB1_4
# %bb.1:
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
	clrldi	30, 4, 32
	addi 29, 3, -1
	li 28, 0
	std 0, 80(1)
	.p2align	4
.LBB1_2:                                # =>This Inner Loop Header: Depth=1
	lbzu 3, 1(29)
	extsw 5, 28
	mulli 4, 3, 205
	srwi 4, 4, 11
	mulli 4, 4, 10
	sub	3, 3, 4
	mr	4, 6
	clrldi	3, 3, 56
	bl step
	addi 30, 30, -1
	mr	6, 3
	addi 28, 28, 1
	cmpldi	30, 0
	bc 12, 1, .LBB1_2
# %bb.3:
	addi 1, 1, 64
	ld 0, 16(1)
	ld 30, -16(1)                           # 8-byte Folded Reload
	ld 29, -24(1)                           # 8-byte Folded Reload
	ld 28, -32(1)                           # 8-byte Folded Reload
	mtlr 0
.LBB1_4:
	mr	3, 6
	blr
	.long	0
	.quad	0
.Lfunc_end1:
	.size	run, .Lfunc_end1-.Lfunc_begin1
	.cfi_endproc
                                        # -- End function
	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
