	.text
	.abiversion 2
	.file	"name.c"
	.globl	greet                           # -- Begin function greet
	.p2align	4
	.type	greet,@function
greet:                                  # @greet
.Lfunc_begin0:
	.cfi_startproc
.Lfunc_gep0:
	addis 2, 12, .TOC.-.Lfunc_gep0@ha
	addi 2, 2, .TOC.-.Lfunc_gep0@l
.Lfunc_lep0:
	.localentry	greet, .Lfunc_lep0-.Lfunc_gep0
# %bb.0:
	mflr 0
	.cfi_def_cfa_offset 128
	.cfi_offset lr, 16
	.cfi_offset r29, -24
	.cfi_offset r30, -16
	std 29, -24(1)                          # 8-byte Folded Spill
	std 30, -16(1)                          # 8-byte Folded Spill
	stdu 1, -128(1)
	addi 29, 1, 40
	mr	30, 3
	li 5, 63
	std 0, 144(1)
	mr	3, 29
	bl strncpy
	nop
	li 3, 0
	mr	4, 29
	stb 3, 103(1)
	mr	3, 30
	bl strcpy
	nop
	mr	3, 30
	bl strlen
	nop
	extsw 3, 3
	addi 1, 1, 128
	ld 0, 16(1)
	ld 30, -16(1)                           # 8-byte Folded Reload
	ld 29, -24(1)                           # 8-byte Folded Reload
	mtlr 0
	blr
	.long	0
	.quad	0
.Lfunc_end0:
	.size	greet, .Lfunc_end0-.Lfunc_begin0
	.cfi_endproc
                                        # -- End function
	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
