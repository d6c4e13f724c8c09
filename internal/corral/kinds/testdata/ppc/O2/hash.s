	.text
	.abiversion 2
	.file	"hash.c"
	.globl	fnv                             # -- Begin function fnv
	.p2align	4
	.type	fnv,@function
fnv:                                    # @fnv
.Lfunc_begin0:
	.cfi_startproc
# %bb.0:
	lbz 6, 0(3)
	lis 4, -32484
	ori 4, 4, 40389
	cmplwi	6, 0
	beq	0, .LBB0_3
# %bb.1:
	lis 5, 256
	ori 5, 5, 403
	.p2align	5
.LBB0_2:                                # =>This Inner Loop Header: Depth=1
	clrlwi	6, 6, 24
	lbzu 7, 1(3)
	xor 4, 4, 6
	cmplwi	7, 0
	mr	6, 7
	mullw 4, 4, 5
	bne	0, .LBB0_2
.LBB0_3:
	clrldi	3, 4, 32
	blr
	.long	0
	.quad	0
.Lfunc_end0:
	.size	fnv, .Lfunc_end0-.Lfunc_begin0
	.cfi_endproc
                                        # -- End function
	.globl	lookup                          # -- Begin function lookup
	.p2align	4
	.type	lookup,@function
lookup:                                 # @lookup
.Lfunc_begin1:
	.cfi_startproc
.Lfunc_gep1:
	addis 2, 12, .TOC.-.Lfunc_gep1@ha
	addi 2, 2, .TOC.-.Lfunc_gep1@l
.Lfunc_lep1:
	.localentry	lookup, .Lfunc_lep1-.Lfunc_gep1
# %bb.0:
	mflr 0
	.cfi_def_cfa_offset 64
	.cfi_offset lr, 16
	.cfi_offset r29, -24
	.cfi_offset r30, -16
	std 29, -24(1)                          # 8-byte Folded Spill
	std 30, -16(1)                          # 8-byte Folded Spill
	stdu 1, -64(1)
	mr	30, 3
	addis 3, 2, .L__ModuleStringPool@toc@ha
	std 0, 80(1)
	addi 29, 3, .L__ModuleStringPool@toc@l
	mr	4, 30
	addi 3, 29, 5
	bl strcmp
	nop
	cmplwi	3, 0
	beq	0, .LBB1_4
# %bb.1:
	mr	3, 29
	mr	4, 30
	bl strcmp
	nop
	cmplwi	3, 0
	beq	0, .LBB1_5
# %bb.2:
	addi 3, 29, 11
	mr	4, 30
	bl strcmp
	nop
	cmplwi	3, 0
	beq	0, .LBB1_6
# %bb.3:
	addi 3, 29, 17
	mr	4, 30
	bl strcmp
	nop
	cmplwi	3, 0
	li 3, -1
	li 4, 3
	iseleq	3, 4, 3
	b .LBB1_7
.LBB1_4:
	li 3, 0
	b .LBB1_7
.LBB1_5:
	li 3, 1
	b .LBB1_7
.LBB1_6:
	li 3, 2
.LBB1_7:
	extsw 3, 3
	addi 1, 1, 64
	ld 0, 16(1)
	ld 30, -16(1)                           # 8-byte Folded Reload
	ld 29, -24(1)                           # 8-byte Folded Reload
	mtlr 0
	blr
	.long	0
	.quad	0
.Lfunc_end1:
	.size	lookup, .Lfunc_end1-.Lfunc_begin1
	.cfi_endproc
                                        # -- End function
	.globl	mix                             # -- Begin function mix
	.p2align	4
	.type	mix,@function
mix:                                    # @mix
.Lfunc_begin2:
	.cfi_startproc
# %bb.0:
	rldicl 4, 3, 31, 33
	xor 3, 4, 3
	lis 4, -175
	ori 4, 4, 45015
	rldic 4, 4, 32, 0
	oris 4, 4, 60757
	ori 4, 4, 36045
	mulld 3, 3, 4
	rldicl 4, 3, 31, 33
	xor 3, 4, 3
	blr
	.long	0
	.quad	0
.Lfunc_end2:
	.size	mix, .Lfunc_end2-.Lfunc_begin2
	.cfi_endproc
                                        # -- End function
	.type	.L__ModuleStringPool,@object    # @__ModuleStringPool
	.section	.rodata,"a",@progbits
.L__ModuleStringPool:
	.asciz	"beta"
	.asciz	"alpha"
	.asciz	"gamma"
	.asciz	"delta"
	.size	.L__ModuleStringPool, 23

	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym .L__ModuleStringPool
