	.text
	.abiversion 2
	.file	"ring.c"
	.globl	ring_put                        # -- Begin function ring_put
	.p2align	4
	.type	ring_put,@function
ring_put:                               # @ring_put
.Lfunc_begin0:
	.cfi_startproc
# %bb.0:
	ld 6, 24(3)
	ld 7, 8(3)
	sub	6, 6, 7
	ld 8, 16(3)
	add 8, 6, 8
	li 6, -1
	cmpld	8, 5
	blt	0, .LBB0_10
# %bb.1:
	cmpldi	5, 0
	beq	0, .LBB0_9
# %bb.2:
	cmpldi	5, 4
	clrldi	7, 5, 62
	li 6, 0
	std 30, -16(1)                          # 8-byte Folded Spill
	blt	0, .LBB0_5
# %bb.3:
	rldicr 6, 5, 0, 61
	addi 8, 4, -4
	addi 6, 6, -4
	rldicl 6, 6, 62, 2
	addi 6, 6, 1
	mtctr 6
	li 6, 0
	.p2align	4
.LBB0_4:                                # =>This Inner Loop Header: Depth=1
	ld 11, 8(3)
	ld 12, 24(3)
	add 11, 6, 11
	lbzu 9, 4(8)
	ld 10, 0(3)
	divdu 0, 11, 12
	mulld 12, 0, 12
	sub	11, 11, 12
	stbx 9, 10, 11
	ld 9, 8(3)
	ld 11, 24(3)
	lbz 10, 1(8)
	ld 30, 0(3)
	add 9, 6, 9
	addi 9, 9, 1
	divdu 12, 9, 11
	mulld 11, 12, 11
	sub	9, 9, 11
	stbx 10, 30, 9
	ld 11, 8(3)
	ld 12, 24(3)
	lbz 9, 2(8)
	ld 10, 0(3)
	add 11, 6, 11
	addi 11, 11, 2
	divdu 0, 11, 12
	mulld 12, 0, 12
	sub	11, 11, 12
	stbx 9, 10, 11
	ld 9, 8(3)
	ld 11, 24(3)
	lbz 10, 3(8)
	ld 30, 0(3)
	add 9, 6, 9
	addi 6, 6, 4
	addi 9, 9, 3
	divdu 12, 9, 11
	mulld 11, 12, 11
	sub	9, 9, 11
	stbx 10, 30, 9
	bdnz .LBB0_4
.LBB0_5:
	cmpldi	7, 0
	beq	0, .LBB0_8
# %bb.6:
	add 4, 6, 4
	mtctr 7
	addi 4, 4, -1
	.p2align	4
.LBB0_7:                                # =>This Inner Loop Header: Depth=1
	ld 7, 8(3)
	ld 9, 24(3)
	add 7, 6, 7
	lbzu 8, 1(4)
	ld 11, 0(3)
	addi 6, 6, 1
	divdu 10, 7, 9
	mulld 9, 10, 9
	sub	7, 7, 9
	stbx 8, 11, 7
	bdnz .LBB0_7
.LBB0_8:
	ld 7, 8(3)
	ld 30, -16(1)                           # 8-byte Folded Reload
.LBB0_9:
	add 4, 7, 5
	li 6, 0
	std 4, 8(3)
.LBB0_10:
	mr	3, 6
	blr
	.long	0
	.quad	0
.Lfunc_end0:
	.size	ring_put, .Lfunc_end0-.Lfunc_begin0
	.cfi_endproc
                                        # -- End function
	.globl	ring_get                        # -- Begin function ring_get
	.p2align	4
	.type	ring_get,@function
ring_get:                               # @ring_get
.Lfunc_begin1:
	.cfi_startproc
# %bb.0:
	cmpldi	5, 0
	beq	0, .LBB1_5
# %bb.1:
	mtctr 5
	mr	6, 3
	addi 4, 4, -1
	li 3, 0
	.p2align	4
.LBB1_2:                                # =>This Inner Loop Header: Depth=1
	ld 7, 16(6)
	ld 8, 8(6)
	cmpld	7, 8
	beqlr	0
# %bb.3:                                #   in Loop: Header=BB1_2 Depth=1
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
	bdnz .LBB1_2
# %bb.4:
	mr	3, 5
	blr
.LBB1_5:
	li 3, 0
	blr
	.long	0
	.quad	0
.Lfunc_end1:
	.size	ring_get, .Lfunc_end1-.Lfunc_begin1
	.cfi_endproc
                                        # -- End function
	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
