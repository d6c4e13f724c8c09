	.text
	.abiversion 2
	.file	"ring.c"
	.globl	ring_put                        # -- Begin function ring_put
	.p2align	4
	.type	ring_put,@function
ring_put:                               # @ring_put
.Lfunc_begin0:
	.cfi_startproc
.Lfunc_gep0:
	addis 2, 12, .TOC.-.Lfunc_gep0@ha
	addi 2, 2, .TOC.-.Lfunc_gep0@l
.Lfunc_lep0:
	.localentry	ring_put, .Lfunc_lep0-.Lfunc_gep0
# %bb.0:
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
	std 0, 96(1)
	mr	30, 5
	mr	28, 4
	mr	29, 3
	ld 27, 24(3)
	bl ring_used
	sub	4, 27, 3
	li 3, -1
	cmpld	4, 30
	blt	0, .LBB0_9
# %bb.1:
	cmpldi	30, 0
	beq	0, .LBB0_8
# %bb.2:
	cmpldi	30, 4
	clrldi	4, 30, 62
	li 3, 0
	blt	0, .LBB0_5
# %bb.3:
	rldicr 3, 30, 0, 61
	addi 5, 28, -4
	addi 3, 3, -4
	rldicl 3, 3, 62, 2
	addi 3, 3, 1
	mtctr 3
	li 3, 0
	.p2align	4
.LBB0_4:                                # =>This Inner Loop Header: Depth=1
	ld 8, 8(29)
	ld 9, 24(29)
	add 8, 3, 8
	lbzu 6, 4(5)
	ld 7, 0(29)
	divdu 10, 8, 9
	mulld 9, 10, 9
	sub	8, 8, 9
	stbx 6, 7, 8
	ld 6, 8(29)
	ld 8, 24(29)
	lbz 7, 1(5)
	ld 10, 0(29)
	add 6, 3, 6
	addi 6, 6, 1
	divdu 9, 6, 8
	mulld 8, 9, 8
	sub	6, 6, 8
	stbx 7, 10, 6
	ld 8, 8(29)
	ld 9, 24(29)
	lbz 6, 2(5)
	ld 7, 0(29)
	add 8, 3, 8
	addi 8, 8, 2
	divdu 10, 8, 9
	mulld 9, 10, 9
	sub	8, 8, 9
	stbx 6, 7, 8
	ld 6, 8(29)
	ld 8, 24(29)
	lbz 7, 3(5)
	ld 10, 0(29)
	add 6, 3, 6
	addi 3, 3, 4
	addi 6, 6, 3
	divdu 9, 6, 8
	mulld 8, 9, 8
	sub	6, 6, 8
	stbx 7, 10, 6
	bdnz .LBB0_4
.LBB0_5:
	cmpldi	4, 0
	beq	0, .LBB0_8
# %bb.6:
	add 5, 3, 28
	mtctr 4
	addi 5, 5, -1
	.p2align	4
.LBB0_7:                                # =>This Inner Loop Header: Depth=1
	ld 4, 8(29)
	ld 7, 24(29)
	add 4, 3, 4
	lbzu 6, 1(5)
	ld 9, 0(29)
	addi 3, 3, 1
	divdu 8, 4, 7
	mulld 7, 8, 7
	sub	4, 4, 7
	stbx 6, 9, 4
	bdnz .LBB0_7
.LBB0_8:
	ld 3, 8(29)
	add 3, 3, 30
	std 3, 8(29)
	li 3, 0
.LBB0_9:
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
	.size	ring_put, .Lfunc_end0-.Lfunc_begin0
	.cfi_endproc
                                        # -- End function
	.p2align	4                               # -- Begin function ring_used
	.type	ring_used,@function
ring_used:                              # @ring_used
.Lfunc_begin1:
	.cfi_startproc
# %bb.0:
	ld 4, 8(3)
	ld 3, 16(3)
	sub	3, 4, 3
	blr
	.long	0
	.quad	0
.Lfunc_end1:
	.size	ring_used, .Lfunc_end1-.Lfunc_begin1
	.cfi_endproc
                                        # -- End function
	.globl	ring_get                        # -- Begin function ring_get
	.p2align	4
	.type	ring_get,@function
ring_get:                               # @ring_get
.Lfunc_begin2:
	.cfi_startproc
# %bb.0:
	cmpldi	5, 0
	beq	0, .LBB2_5
# %bb.1:
	mtctr 5
	mr	6, 3
	addi 4, 4, -1
	li 3, 0
	.p2align	4
.LBB2_2:                                # =>This Inner Loop Header: Depth=1
	ld 7, 16(6)
	ld 8, 8(6)
	cmpld	7, 8
	beqlr	0
# %bb.3:                                #   in Loop: Header=BB2_2 Depth=1
	addi 9, 7, 1
	ld 8, 0(6)
	addi 3, 3, 1
	std 9, 16(6)
	ld 9, 24(6)
	divdu 10, 7, 9
	mulld 9, 10, 9
	sub	7, 7, 9
	lbzx 7, 8, 7
	stb 7, 1(4)
	addi 4, 4, 1
	bdnz .LBB2_2
# %bb.4:
	mr	3, 5
	blr
.LBB2_5:
	li 3, 0
	blr
	.long	0
	.quad	0
.Lfunc_end2:
	.size	ring_get, .Lfunc_end2-.Lfunc_begin2
	.cfi_endproc
                                        # -- End function
	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
