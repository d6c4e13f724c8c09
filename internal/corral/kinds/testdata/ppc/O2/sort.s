	.text
	.abiversion 2
	.file	"sort.c"
	.globl	qsort_int                       # -- Begin function qsort_int
	.p2align	4
	.type	qsort_int,@function
qsort_int:                              # @qsort_int
.Lfunc_begin0:
	.cfi_startproc
.Lfunc_gep0:
	addis 2, 12, .TOC.-.Lfunc_gep0@ha
	addi 2, 2, .TOC.-.Lfunc_gep0@l
.Lfunc_lep0:
	.localentry	qsort_int, .Lfunc_lep0-.Lfunc_gep0
# %bb.0:
	mflr 0
	.cfi_def_cfa_offset 112
	.cfi_offset lr, 16
	.cfi_offset r23, -72
	.cfi_offset r24, -64
	.cfi_offset r25, -56
	.cfi_offset r26, -48
	.cfi_offset r27, -40
	.cfi_offset r28, -32
	.cfi_offset r29, -24
	.cfi_offset r30, -16
	std 23, -72(1)                          # 8-byte Folded Spill
	std 24, -64(1)                          # 8-byte Folded Spill
	std 25, -56(1)                          # 8-byte Folded Spill
	std 26, -48(1)                          # 8-byte Folded Spill
	std 27, -40(1)                          # 8-byte Folded Spill
	std 28, -32(1)                          # 8-byte Folded Spill
	std 29, -24(1)                          # 8-byte Folded Spill
	std 30, -16(1)                          # 8-byte Folded Spill
	stdu 1, -112(1)
	mr	30, 5
	std 0, 128(1)
	cmpw	4, 30
	bge 0, .LBB0_19
# %bb.1:
	mr	29, 3
	sldi 3, 30, 2
	addi 25, 30, -4
	li 24, -4
	add 28, 29, 3
	addi 27, 29, -4
	addi 26, 29, -16
	b .LBB0_3
	.p2align	4
.LBB0_2:                                #   in Loop: Header=BB0_3 Depth=1
	extsw 23, 5
	lwz 3, 0(28)
	extsw 4, 4
	sldi 5, 23, 2
	lwzx 6, 29, 5
	stwx 3, 29, 5
	addi 3, 23, -1
	extsw 5, 3
	mr	3, 29
	stw 6, 0(28)
	bl qsort_int
	addi 4, 23, 1
	cmpw	4, 30
	bge 0, .LBB0_19
.LBB0_3:                                # =>This Loop Header: Depth=1
                                        #     Child Loop BB0_6 Depth 2
                                        #     Child Loop BB0_11 Depth 2
	extsw 7, 4
	lwz 3, 0(28)
	sub	5, 30, 7
	mr	6, 7
	andi. 8, 5, 3
	mr	5, 4
	beq	0, .LBB0_8
# %bb.4:                                #   in Loop: Header=BB0_3 Depth=1
	sldi 5, 7, 2
	mtctr 8
	add 6, 7, 8
	add 9, 27, 5
	mr	5, 4
	b .LBB0_6
	.p2align	5
.LBB0_5:                                #   in Loop: Header=BB0_6 Depth=2
	bdz .LBB0_8
.LBB0_6:                                #   Parent Loop BB0_3 Depth=1
                                        # =>  This Inner Loop Header: Depth=2
	lwzu 10, 4(9)
	cmpw	10, 3
	bge 0, .LBB0_5
# %bb.7:                                #   in Loop: Header=BB0_6 Depth=2
	extsw 11, 5
	addi 5, 5, 1
	sldi 11, 11, 2
	lwzx 12, 29, 11
	stwx 10, 29, 11
	stw 12, 0(9)
	b .LBB0_5
	.p2align	4
.LBB0_8:                                #   in Loop: Header=BB0_3 Depth=1
	sub	9, 7, 30
	cmpld	9, 24
	bgt	0, .LBB0_2
# %bb.9:                                #   in Loop: Header=BB0_3 Depth=1
	sub	7, 25, 7
	sldi 6, 6, 2
	sub	7, 7, 8
	add 6, 26, 6
	rldicl 7, 7, 62, 2
	addi 7, 7, 1
	mtctr 7
	b .LBB0_11
	.p2align	5
.LBB0_10:                               #   in Loop: Header=BB0_11 Depth=2
	bdz .LBB0_2
.LBB0_11:                               #   Parent Loop BB0_3 Depth=1
                                        # =>  This Inner Loop Header: Depth=2
	lwzu 7, 16(6)
	cmpw	7, 3
	bge 0, .LBB0_13
# %bb.12:                               #   in Loop: Header=BB0_11 Depth=2
	extsw 8, 5
	addi 5, 5, 1
	sldi 8, 8, 2
	lwzx 9, 29, 8
	stwx 7, 29, 8
	stw 9, 0(6)
.LBB0_13:                               #   in Loop: Header=BB0_11 Depth=2
	lwz 7, 4(6)
	cmpw	7, 3
	bge 0, .LBB0_15
# %bb.14:                               #   in Loop: Header=BB0_11 Depth=2
	extsw 8, 5
	addi 5, 5, 1
	sldi 8, 8, 2
	lwzx 9, 29, 8
	stwx 7, 29, 8
	stw 9, 4(6)
.LBB0_15:                               #   in Loop: Header=BB0_11 Depth=2
	lwz 7, 8(6)
	cmpw	7, 3
	bge 0, .LBB0_17
# %bb.16:                               #   in Loop: Header=BB0_11 Depth=2
	extsw 8, 5
	addi 5, 5, 1
	sldi 8, 8, 2
	lwzx 9, 29, 8
	stwx 7, 29, 8
	stw 9, 8(6)
.LBB0_17:                               #   in Loop: Header=BB0_11 Depth=2
	lwz 7, 12(6)
	cmpw	7, 3
	bge 0, .LBB0_10
# %bb.18:                               #   in Loop: Header=BB0_11 Depth=2
	extsw 8, 5
	addi 5, 5, 1
	sldi 8, 8, 2
	lwzx 9, 29, 8
	stwx 7, 29, 8
	stw 9, 12(6)
	b .LBB0_10
.LBB0_19:
	addi 1, 1, 112
	ld 0, 16(1)
	ld 30, -16(1)                           # 8-byte Folded Reload
	ld 29, -24(1)                           # 8-byte Folded Reload
	ld 28, -32(1)                           # 8-byte Folded Reload
	ld 27, -40(1)                           # 8-byte Folded Reload
	ld 26, -48(1)                           # 8-byte Folded Reload
	ld 25, -56(1)                           # 8-byte Folded Reload
	ld 24, -64(1)                           # 8-byte Folded Reload
	ld 23, -72(1)                           # 8-byte Folded Reload
	mtlr 0
	blr
	.long	0
	.quad	0
.Lfunc_end0:
	.size	qsort_int, .Lfunc_end0-.Lfunc_begin0
	.cfi_endproc
                                        # -- End function
	.globl	is_sorted                       # -- Begin function is_sorted
	.p2align	4
	.type	is_sorted,@function
is_sorted:                              # @is_sorted
.Lfunc_begin1:
	.cfi_startproc
# %bb.0:
	cmpwi	4, 2
	li 5, 1
	blt	0, .LBB1_6
# %bb.1:
	lwz 6, 0(3)
	lwz 7, 4(3)
	li 5, 0
	cmpw	6, 7
	bgt	0, .LBB1_6
# %bb.2:
	clrldi	4, 4, 32
	li 6, 2
	addi 5, 4, -1
	mtctr 5
	.p2align	5
.LBB1_3:                                # =>This Inner Loop Header: Depth=1
	mr	5, 6
	bdz .LBB1_5
# %bb.4:                                #   in Loop: Header=BB1_3 Depth=1
	lwz 7, 4(3)
	lwz 8, 8(3)
	addi 3, 3, 4
	addi 6, 5, 1
	cmpw	7, 8
	ble 0, .LBB1_3
.LBB1_5:
	subc	3, 5, 4
	subfe 3, 4, 4
	addi 5, 3, 1
.LBB1_6:
	clrldi	3, 5, 32
	blr
	.long	0
	.quad	0
.Lfunc_end1:
	.size	is_sorted, .Lfunc_end1-.Lfunc_begin1
	.cfi_endproc
                                        # -- End function
	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
