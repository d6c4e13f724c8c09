	.text
	.syntax unified
	.eabi_attribute	67, "2.09"	@ Tag_conformance
	.eabi_attribute	6, 10	@ Tag_CPU_arch
	.eabi_attribute	7, 65	@ Tag_CPU_arch_profile
	.eabi_attribute	8, 1	@ Tag_ARM_ISA_use
	.eabi_attribute	9, 2	@ Tag_THUMB_ISA_use
	.fpu	vfpv3-d16
	.eabi_attribute	34, 1	@ Tag_CPU_unaligned_access
	.eabi_attribute	15, 1	@ Tag_ABI_PCS_RW_data
	.eabi_attribute	16, 1	@ Tag_ABI_PCS_RO_data
	.eabi_attribute	17, 2	@ Tag_ABI_PCS_GOT_use
	.eabi_attribute	20, 1	@ Tag_ABI_FP_denormal
	.eabi_attribute	21, 0	@ Tag_ABI_FP_exceptions
	.eabi_attribute	23, 3	@ Tag_ABI_FP_number_model
	.eabi_attribute	24, 1	@ Tag_ABI_align_needed
	.eabi_attribute	25, 1	@ Tag_ABI_align_preserved
	.eabi_attribute	28, 1	@ Tag_ABI_VFP_args
	.eabi_attribute	38, 1	@ Tag_ABI_FP_16bit_format
	.eabi_attribute	18, 4	@ Tag_ABI_PCS_wchar_t
	.eabi_attribute	26, 2	@ Tag_ABI_enum_size
	.eabi_attribute	14, 0	@ Tag_ABI_PCS_R9_use
	.file	"hash.c"
	.globl	fnv                             @ -- Begin function fnv
	.p2align	2
	.type	fnv,%function
	.code	32                              @ @fnv
fnv:
	.fnstart
@ %bb.0:
	ldrb	r2, [r0]
	mov	r1, r0
	movw	r0, #40389
	movt	r0, #33052
	cmp	r2, #0
	bxeq	lr
.LBB0_1:
	movw	r3, #403
	add	r1, r1, #1
	movt	r3, #256
.LBB0_2:                                @ =>This Inner Loop Header: Depth=1
	eor	r0, r0, r2
	ldrb	r2, [r1], #1
	mul	r0, r0, r3
	cmp	r2, #0
	bne	.LBB0_2
@ %bb.3:
	bx	lr
.Lfunc_end0:
	.size	fnv, .Lfunc_end0-fnv
	.cantunwind
	.fnend
                                        @ -- End function
	.globl	lookup                          @ -- Begin function lookup
	.p2align	2
	.type	lookup,%function
	.code	32                              @ @lookup
lookup:
	.fnstart
@ %bb.0:
	.save	{r4, r5, r6, lr}
	push	{r4, r5, r6, lr}
	ldr	r6, .LCPI1_0
	mov	r5, r0
	mov	r4, #0
.LPC1_0:
	add	r6, pc, r6
.LBB1_1:                                @ =>This Inner Loop Header: Depth=1
	ldr	r0, [r6, r4, lsl #2]
	mov	r1, r5
	bl	strcmp
	cmp	r0, #0
	beq	.LBB1_4
@ %bb.2:                                @   in Loop: Header=BB1_1 Depth=1
	add	r4, r4, #1
	cmp	r4, #4
	bne	.LBB1_1
@ %bb.3:
	mvn	r4, #0
.LBB1_4:
	mov	r0, r4
	pop	{r4, r5, r6, pc}
	.p2align	2
@ %bb.5:
.LCPI1_0:
	.long	names-(.LPC1_0+8)
.Lfunc_end1:
	.size	lookup, .Lfunc_end1-lookup
	.cantunwind
	.fnend
                                        @ -- End function
	.globl	mix                             @ -- Begin function mix
	.p2align	2
	.type	mix,%function
	.code	32                              @ @mix
mix:
	.fnstart
@ %bb.0:
	.save	{r11, lr}
	push	{r11, lr}
	movw	r12, #36045
	eor	r0, r0, r1, lsr #1
	movt	r12, #60757
	movw	r3, #45015
	umull	lr, r2, r0, r12
	movt	r3, #65361
	mla	r0, r0, r3, r2
	mla	r1, r1, r12, r0
	eor	r0, lr, r1, lsr #1
	pop	{r11, pc}
.Lfunc_end2:
	.size	mix, .Lfunc_end2-mix
	.cantunwind
	.fnend
                                        @ -- End function
	.type	names,%object                   @ @names
	.section	.data.rel.ro,"aw",%progbits
	.p2align	2, 0x0
names:
	.long	.L.str
	.long	.L.str.1
	.long	.L.str.2
	.long	.L.str.3
	.size	names, 16

	.type	.L.str,%object                  @ @.str
	.section	.rodata.str1.1,"aMS",%progbits,1
.L.str:
	.asciz	"alpha"
	.size	.L.str, 6

	.type	.L.str.1,%object                @ @.str.1
.L.str.1:
	.asciz	"beta"
	.size	.L.str.1, 5

	.type	.L.str.2,%object                @ @.str.2
.L.str.2:
	.asciz	"gamma"
	.size	.L.str.2, 6

	.type	.L.str.3,%object                @ @.str.3
.L.str.3:
	.asciz	"delta"
	.size	.L.str.3, 6

	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",%progbits
	.addrsig
	.eabi_attribute	30, 1	@ Tag_ABI_optimization_goals
