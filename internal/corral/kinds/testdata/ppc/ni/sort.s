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
	mr	30, 5
	std 0, 96(1)
	cmpw	4, 30
	bge 0, .LBB0_3
# %bb.1:
	mr	29, 3
	.p2align	4
.LBB0_2:                                # =>This Inner Loop Header: Depth=1
	extsw 28, 4
	mr	3, 29
	mr	5, 30
	mr	4, 28
	bl part
	mr	27, 3
	mr	4, 28
	addi 3, 27, -1
	extsw 5, 3
	mr	3, 29
	bl qsort_int
	addi 4, 27, 1
	cmpw	4, 30
	blt	0, .LBB0_2
.LBB0_3:
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
	.size	qsort_int, .Lfunc_end0-.Lfunc_begin0
	.cfi_endproc
                                        # -- End function
	.p2align	4                               # -- Begin function part
	.type	part,@function
part:                                   # @part
.Lfunc_begin1:
	.cfi_startproc
.Lfunc_gep1:
	addis 2, 12, .TOC.-.Lfunc_gep1@ha
	addi 2, 2, .TOC.-.Lfunc_gep1@l
.Lfunc_lep1:
	.localentry	part, .Lfunc_lep1-.Lfunc_gep1
# %bb.0:
	mflr 0
	.cfi_def_cfa_offset 96
	.cfi_offset lr, 16
	.cfi_offset r25, -56
	.cfi_offset r26, -48
	.cfi_offset r27, -40
	.cfi_offset r28, -32
	.cfi_offset r29, -24
	.cfi_offset r30, -16
	std 25, -56(1)                          # 8-byte Folded Spill
	std 26, -48(1)                          # 8-byte Folded Spill
	std 27, -40(1)                          # 8-byte Folded Spill
	std 28, -32(1)                          # 8-byte Folded Spill
	std 29, -24(1)                          # 8-byte Folded Spill
	std 30, -16(1)                          # 8-byte Folded Spill
	stdu 1, -96(1)
	mr	30, 3
	sldi 3, 5, 2
	std 0, 112(1)
	cmpw	4, 5
	mr	29, 30
	lwzux 27, 29, 3
	bge 0, .LBB1_5
# %bb.1:
	sldi 3, 4, 2
	sub	26, 5, 4
	add 3, 3, 30
	addi 28, 3, -4
	b .LBB1_3
	.p2align	4
.LBB1_2:                                #   in Loop: Header=BB1_3 Depth=1
	addi 26, 26, -1
	cmpldi	26, 0
	bc 4, 1, .LBB1_5
.LBB1_3:                                # =>This Inner Loop Header: Depth=1
	lwzu 3, 4(28)
	cmpw	3, 27
	bge 0, .LBB1_2
# %bb.4:                                #   in Loop: Header=BB1_3 Depth=1
	extsw 3, 4
	addi 25, 4, 1
	mr	4, 28
	sldi 3, 3, 2
	add 3, 30, 3
	bl swap
	mr	4, 25
	b .LBB1_2
.LBB1_5:
	extsw 28, 4
	mr	4, 29
	sldi 3, 28, 2
	add 3, 30, 3
	bl swap
	mr	3, 28
	addi 1, 1, 96
	ld 0, 16(1)
	ld 30, -16(1)                           # 8-byte Folded Reload
	ld 29, -24(1)                           # 8-byte Folded Reload
	ld 28, -32(1)                           # 8-byte Folded Reload
	ld 27, -40(1)                           # 8-byte Folded Reload
	ld 26, -48(1)                           # 8-byte Folded Reload
	ld 25, -56(1)                           # 8-byte Folded Reload
	mtlr 0
	blr
	.long	0
	.quad	0
.Lfunc_end1:
	.size	part, .Lfunc_end1-.Lfunc_begin1
	.cfi_endproc
                                        # -- End function
	.globl	is_sorted                       # -- Begin function is_sorted
	.p2align	4
	.type	is_sorted,@function
is_sorted:                              # @is_sorted
.Lfunc_begin2:
	.cfi_startproc
# %bb.0:
	cmpwi	4, 2
	li 5, 1
	blt	0, .LBB2_6
# %bb.1:
	lwz 6, 0(3)
	lwz 7, 4(3)
	li 5, 0
	cmpw	6, 7
	bgt	0, .LBB2_6
# %bb.2:
	clrldi	4, 4, 32
	li 6, 2
	addi 5, 4, -1
	mtctr 5
	.p2align	5
.LBB2_3:                                # =>This Inner Loop Header: Depth=1
	mr	5, 6
	bdz .LBB2_5
# %bb.4:                                #   in Loop: Header=BB2_3 Depth=1
	lwz 7, 4(3)
	lwz 8, 8(3)
	addi 3, 3, 4
	addi 6, 5, 1
	cmpw	7, 8
	ble 0, .LBB2_3
.LBB2_5:
	subc	3, 5, 4
	subfe 3, 4, 4
	addi 5, 3, 1
.LBB2_6:
	clrldi	3, 5, 32
	blr
	.long	0
	.quad	0
.Lfunc_end2:
	.size	is_sorted, .Lfunc_end2-.Lfunc_begin2
	.cfi_endproc
                                        # -- End function
	.p2align	4                               # -- Begin function swap
	.type	swap,@function
swap:                                   # @swap
.Lfunc_begin3:
	.cfi_startproc
# %bb.0:
	lwz 5, 0(3)
	lwz 6, 0(4)
	stw 6, 0(3)
	stw 5, 0(4)
	blr
	.long	0
	.quad	0
.Lfunc_end3:
	.size	swap, .Lfunc_end3-.Lfunc_begin3
	.cfi_endproc
                                        # -- End function
	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
