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
# %bb.0:
	cmpwi	5, 2
	ld 6, 0(4)
	blt	0, .LBB1_3
# %bb.1:
	clrldi	5, 5, 32
	addi 5, 5, -1
	bne	0, .LBB1_4
# %bb.2:
	li 7, 1
	b .LBB1_46
.LBB1_3:
	mr	3, 6
	blr
.LBB1_4:
	rldicr 7, 5, 0, 62
	std 30, -16(1)                          # 8-byte Folded Spill
	addi 9, 4, -8
	addi 8, 7, -2
	ori 7, 7, 1
	rldicl 10, 8, 63, 1
	addi 8, 3, -4
	addi 10, 10, 1
	mtctr 10
	b .LBB1_7
.LBB1_5:                                #   in Loop: Header=BB1_7 Depth=1
	add 6, 11, 10
	.p2align	4
.LBB1_6:                                #   in Loop: Header=BB1_7 Depth=1
	bdz .LBB1_45
.LBB1_7:                                # =>This Inner Loop Header: Depth=1
	lwzu 12, 8(8)
	ldu 11, 16(9)
	li 10, -1
	cmpwi	12, 3
	bgt	0, .LBB1_12
# %bb.8:                                #   in Loop: Header=BB1_7 Depth=1
	cmpwi	12, 2
	bge 0, .LBB1_16
# %bb.9:                                #   in Loop: Header=BB1_7 Depth=1
	cmplwi	12, 0
	beq	0, .LBB1_21
# %bb.10:                               #   in Loop: Header=BB1_7 Depth=1
	cmplwi	12, 1
	bne	0, .LBB1_25
# %bb.11:                               #   in Loop: Header=BB1_7 Depth=1
	sub	10, 6, 11
	b .LBB1_25
	.p2align	4
.LBB1_12:                               #   in Loop: Header=BB1_7 Depth=1
	cmpwi	12, 5
	bgt	0, .LBB1_20
# %bb.13:                               #   in Loop: Header=BB1_7 Depth=1
	cmplwi	12, 4
	beq	0, .LBB1_22
# %bb.14:                               #   in Loop: Header=BB1_7 Depth=1
	cmplwi	12, 5
	bne	0, .LBB1_25
# %bb.15:                               #   in Loop: Header=BB1_7 Depth=1
	or 10, 11, 6
	b .LBB1_25
	.p2align	4
.LBB1_16:                               #   in Loop: Header=BB1_7 Depth=1
	beq	0, .LBB1_23
# %bb.17:                               #   in Loop: Header=BB1_7 Depth=1
	cmplwi	12, 3
	bne	0, .LBB1_25
# %bb.18:                               #   in Loop: Header=BB1_7 Depth=1
	cmpldi	11, 0
	beq	0, .LBB1_24
# %bb.19:                               #   in Loop: Header=BB1_7 Depth=1
	divd 10, 6, 11
	b .LBB1_25
	.p2align	4
.LBB1_20:                               #   in Loop: Header=BB1_7 Depth=1
	cmplwi 1, 12, 7
	xor 30, 11, 6
	clrlwi	11, 11, 26
	cmplwi	12, 6
	sld 6, 6, 11
	isel 6, 6, 10, 6
	iseleq	10, 30, 6
	b .LBB1_25
.LBB1_21:                               #   in Loop: Header=BB1_7 Depth=1
	add 10, 11, 6
	b .LBB1_25
.LBB1_22:                               #   in Loop: Header=BB1_7 Depth=1
	and 10, 11, 6
	b .LBB1_25
.LBB1_23:                               #   in Loop: Header=BB1_7 Depth=1
	mulld 10, 11, 6
	b .LBB1_25
.LBB1_24:                               #   in Loop: Header=BB1_7 Depth=1
	li 10, 0
	.p2align	4
.LBB1_25:                               #   in Loop: Header=BB1_7 Depth=1
	lwz 12, 4(8)
	ld 11, 8(9)
	li 6, -1
	cmpwi	12, 3
	bgt	0, .LBB1_30
# %bb.26:                               #   in Loop: Header=BB1_7 Depth=1
	cmpwi	12, 2
	bge 0, .LBB1_34
# %bb.27:                               #   in Loop: Header=BB1_7 Depth=1
	cmplwi	12, 0
	beq	0, .LBB1_5
# %bb.28:                               #   in Loop: Header=BB1_7 Depth=1
	cmplwi	12, 1
	bne	0, .LBB1_6
# %bb.29:                               #   in Loop: Header=BB1_7 Depth=1
	sub	6, 10, 11
	b .LBB1_6
	.p2align	4
.LBB1_30:                               #   in Loop: Header=BB1_7 Depth=1
	cmpwi	12, 6
	bge 0, .LBB1_38
# %bb.31:                               #   in Loop: Header=BB1_7 Depth=1
	cmplwi	12, 4
	beq	0, .LBB1_41
# %bb.32:                               #   in Loop: Header=BB1_7 Depth=1
	cmplwi	12, 5
	bne	0, .LBB1_6
# %bb.33:                               #   in Loop: Header=BB1_7 Depth=1
	or 6, 11, 10
	b .LBB1_6
	.p2align	4
.LBB1_34:                               #   in Loop: Header=BB1_7 Depth=1
	beq	0, .LBB1_42
# %bb.35:                               #   in Loop: Header=BB1_7 Depth=1
	cmplwi	12, 3
	bne	0, .LBB1_6
# %bb.36:                               #   in Loop: Header=BB1_7 Depth=1
	cmpldi	11, 0
	beq	0, .LBB1_44
# %bb.37:                               #   in Loop: Header=BB1_7 Depth=1
	divd 6, 10, 11
	b .LBB1_6
	.p2align	4
.LBB1_38:                               #   in Loop: Header=BB1_7 Depth=1
	beq	0, .LBB1_43
# %bb.39:                               #   in Loop: Header=BB1_7 Depth=1
	cmplwi	12, 7
	bne	0, .LBB1_6
# %bb.40:                               #   in Loop: Header=BB1_7 Depth=1
	clrlwi	6, 11, 26
	sld 6, 10, 6
	b .LBB1_6
.LBB1_41:                               #   in Loop: Header=BB1_7 Depth=1
	and 6, 11, 10
	b .LBB1_6
.LBB1_42:                               #   in Loop: Header=BB1_7 Depth=1
	mulld 6, 11, 10
	b .LBB1_6
.LBB1_43:                               #   in Loop: Header=BB1_7 Depth=1
	xor 6, 11, 10
	b .LBB1_6
.LBB1_44:                               #   in Loop: Header=BB1_7 Depth=1
	li 6, 0
	b .LBB1_6
.LBB1_45:
	ld 30, -16(1)                           # 8-byte Folded Reload
.LBB1_46:
	andi. 5, 5, 1
	mr	5, 6
	bc 12, 1, .LBB1_48
.LBB1_47:
	mr	3, 5
	blr
.LBB1_48:
	sldi 5, 7, 2
	lwzx 8, 3, 5
	sldi 3, 7, 3
	li 5, -1
	ldx 3, 4, 3
	cmpwi	8, 3
	bgt	0, .LBB1_53
# %bb.49:
	cmpwi	8, 2
	bge 0, .LBB1_57
# %bb.50:
	cmplwi	8, 0
	beq	0, .LBB1_64
# %bb.51:
	cmplwi	8, 1
	bne	0, .LBB1_47
# %bb.52:
	sub	3, 6, 3
	blr
.LBB1_53:
	cmpwi	8, 6
	bge 0, .LBB1_61
# %bb.54:
	cmplwi	8, 4
	beq	0, .LBB1_65
# %bb.55:
	cmplwi	8, 5
	bne	0, .LBB1_47
# %bb.56:
	or 3, 3, 6
	blr
.LBB1_57:
	beq	0, .LBB1_66
# %bb.58:
	cmplwi	8, 3
	bne	0, .LBB1_47
# %bb.59:
	cmpldi	3, 0
	beq	0, .LBB1_68
# %bb.60:
	divd 3, 6, 3
	blr
.LBB1_61:
	beq	0, .LBB1_67
# %bb.62:
	cmplwi	8, 7
	bne	0, .LBB1_47
# %bb.63:
	clrlwi	3, 3, 26
	sld 3, 6, 3
	blr
.LBB1_64:
	add 5, 3, 6
	mr	3, 5
	blr
.LBB1_65:
	and 3, 3, 6
	blr
.LBB1_66:
	mulld 3, 3, 6
	blr
.LBB1_67:
	xor 3, 3, 6
	blr
.LBB1_68:
	li 3, 0
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
