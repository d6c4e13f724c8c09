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
# %bb.0:
	cmpwi	4, 0
	ble 0, .LBB1_16
# %bb.1:
	lbz 6, 0(3)
	mulli 7, 6, 205
	srwi 7, 7, 11
	mulli 7, 7, 10
	sub	6, 6, 7
	clrlwi	7, 6, 24
	li 6, -1
	cmpwi	7, 3
	ble 0, .LBB1_6
# %bb.2:
	cmpwi	7, 6
	blt	0, .LBB1_11
# %bb.3:
	beq	0, .LBB1_13
# %bb.4:
	cmplwi	7, 7
	beq	0, .LBB1_13
# %bb.5:
	cmplwi	7, 8
	beq	0, .LBB1_13
	b .LBB1_14
.LBB1_6:
	cmpwi	7, 2
	bge 0, .LBB1_9
# %bb.7:
	cmplwi	7, 0
	beq	0, .LBB1_13
# %bb.8:
	cmplwi	7, 1
	beq	0, .LBB1_13
	b .LBB1_14
.LBB1_9:
	beq	0, .LBB1_17
# %bb.10:
	cmplwi	7, 3
	beq	0, .LBB1_17
	b .LBB1_14
.LBB1_11:
	cmplwi	7, 4
	beq	0, .LBB1_17
# %bb.12:
	cmplwi	7, 5
	bne	0, .LBB1_14
.LBB1_13:
	mr	6, 5
.LBB1_14:
	cmplwi	4, 1
	bne	0, .LBB1_18
.LBB1_15:
	mr	5, 6
.LBB1_16:
	extsw 3, 5
	blr
.LBB1_17:
	li 6, 0
	cmplwi	4, 1
	beq	0, .LBB1_15
.LBB1_18:
	clrldi	4, 4, 32
	li 7, -1
	addi 4, 4, -1
	mtctr 4
	li 4, 1
	b .LBB1_21
.LBB1_19:                               #   in Loop: Header=BB1_21 Depth=1
	mullw 5, 6, 4
	.p2align	4
.LBB1_20:                               #   in Loop: Header=BB1_21 Depth=1
	addi 4, 4, 1
	addi 7, 7, -1
	mr	6, 5
	bdz .LBB1_16
.LBB1_21:                               # =>This Inner Loop Header: Depth=1
	lbzu 5, 1(3)
	mulli 8, 5, 205
	srwi 8, 8, 11
	mulli 8, 8, 10
	sub	5, 5, 8
	clrlwi	5, 5, 24
	cmpwi	5, 3
	ble 0, .LBB1_27
# %bb.22:                               #   in Loop: Header=BB1_21 Depth=1
	cmpwi	5, 6
	blt	0, .LBB1_34
# %bb.23:                               #   in Loop: Header=BB1_21 Depth=1
	beq	0, .LBB1_38
# %bb.24:                               #   in Loop: Header=BB1_21 Depth=1
	cmplwi	5, 7
	beq	0, .LBB1_40
# %bb.25:                               #   in Loop: Header=BB1_21 Depth=1
	cmplwi	5, 8
	li 5, -1
	bne	0, .LBB1_20
# %bb.26:                               #   in Loop: Header=BB1_21 Depth=1
	clrlwi	5, 4, 27
	sraw 5, 6, 5
	b .LBB1_20
	.p2align	4
.LBB1_27:                               #   in Loop: Header=BB1_21 Depth=1
	cmpwi	5, 2
	bge 0, .LBB1_31
# %bb.28:                               #   in Loop: Header=BB1_21 Depth=1
	cmplwi	5, 0
	beq	0, .LBB1_37
# %bb.29:                               #   in Loop: Header=BB1_21 Depth=1
	cmplwi	5, 1
	li 5, -1
	bne	0, .LBB1_20
# %bb.30:                               #   in Loop: Header=BB1_21 Depth=1
	add 5, 6, 7
	b .LBB1_20
	.p2align	4
.LBB1_31:                               #   in Loop: Header=BB1_21 Depth=1
	beq	0, .LBB1_19
# %bb.32:                               #   in Loop: Header=BB1_21 Depth=1
	cmplwi	5, 3
	li 5, -1
	bne	0, .LBB1_20
# %bb.33:                               #   in Loop: Header=BB1_21 Depth=1
	divw 5, 6, 4
	b .LBB1_20
	.p2align	4
.LBB1_34:                               #   in Loop: Header=BB1_21 Depth=1
	cmplwi	5, 4
	beq	0, .LBB1_39
# %bb.35:                               #   in Loop: Header=BB1_21 Depth=1
	cmplwi	5, 5
	li 5, -1
	bne	0, .LBB1_20
# %bb.36:                               #   in Loop: Header=BB1_21 Depth=1
	or 5, 6, 4
	b .LBB1_20
.LBB1_37:                               #   in Loop: Header=BB1_21 Depth=1
	add 5, 6, 4
	b .LBB1_20
.LBB1_38:                               #   in Loop: Header=BB1_21 Depth=1
	xor 5, 6, 4
	b .LBB1_20
.LBB1_39:                               #   in Loop: Header=BB1_21 Depth=1
	and 5, 6, 4
	b .LBB1_20
.LBB1_40:                               #   in Loop: Header=BB1_21 Depth=1
	clrlwi	5, 4, 27
	slw 5, 6, 5
	b .LBB1_20
	.long	0
	.quad	0
.Lfunc_end1:
	.size	run, .Lfunc_end1-.Lfunc_begin1
	.cfi_endproc
                                        # -- End function
	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
