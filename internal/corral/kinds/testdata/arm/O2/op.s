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
	.file	"op.c"
	.globl	apply                           @ -- Begin function apply
	.p2align	2
	.type	apply,%function
	.code	32                              @ @apply
apply:
	.fnstart
@ %bb.0:
	cmp	r0, #7
	mvnhi	r0, #0
	bxhi	lr
.LBB0_1:
	adr	r3, .LJTI0_0
	ldr	r0, [r3, r0, lsl #2]
	add	pc, r3, r0
@ %bb.2:
	.p2align	2
.LJTI0_0:
	.long	.LBB0_3-.LJTI0_0
	.long	.LBB0_9-.LJTI0_0
	.long	.LBB0_5-.LJTI0_0
	.long	.LBB0_6-.LJTI0_0
	.long	.LBB0_4-.LJTI0_0
	.long	.LBB0_10-.LJTI0_0
	.long	.LBB0_11-.LJTI0_0
	.long	.LBB0_8-.LJTI0_0
.LBB0_3:
	add	r0, r2, r1
	bx	lr
.LBB0_4:
	and	r0, r2, r1
	bx	lr
.LBB0_5:
	mul	r0, r2, r1
	bx	lr
.LBB0_6:
	cmp	r2, #0
	moveq	r0, #0
	bxeq	lr
.LBB0_7:
	.save	{r11, lr}
	push	{r11, lr}
	mov	r0, r1
	mov	r1, r2
	bl	__aeabi_idiv
	pop	{r11, pc}
.LBB0_8:
	and	r0, r2, #63
	lsl	r0, r1, r0
	bx	lr
.LBB0_9:
	sub	r0, r1, r2
	bx	lr
.LBB0_10:
	orr	r0, r2, r1
	bx	lr
.LBB0_11:
	eor	r0, r2, r1
	bx	lr
.Lfunc_end0:
	.size	apply, .Lfunc_end0-apply
	.cantunwind
	.fnend
                                        @ -- End function
	.globl	fold                            @ -- Begin function fold
	.p2align	2
	.type	fold,%function
	.code	32                              @ @fold
fold:
	.fnstart
@ %bb.0:
	mov	r3, r0
	ldr	r0, [r1]
	cmp	r2, #2
	bxlt	lr
.LBB1_1:
	.save	{r4, r5, r6, lr}
	push	{r4, r5, r6, lr}
	add	r4, r3, #4
	add	r5, r1, #4
	sub	r6, r2, #1
	b	.LBB1_4
.LBB1_2:                                @   in Loop: Header=BB1_4 Depth=1
	and	r0, r1, r0
.LBB1_3:                                @   in Loop: Header=BB1_4 Depth=1
	subs	r6, r6, #1
	beq	.LBB1_17
.LBB1_4:                                @ =>This Inner Loop Header: Depth=1
	ldr	r2, [r4], #4
	ldr	r1, [r5], #4
	cmp	r2, #7
	bhi	.LBB1_15
@ %bb.5:                                @   in Loop: Header=BB1_4 Depth=1
	adr	r3, .LJTI1_0
	ldr	r2, [r3, r2, lsl #2]
	add	pc, r3, r2
@ %bb.6:
	.p2align	2
.LJTI1_0:
	.long	.LBB1_7-.LJTI1_0
	.long	.LBB1_12-.LJTI1_0
	.long	.LBB1_8-.LJTI1_0
	.long	.LBB1_9-.LJTI1_0
	.long	.LBB1_2-.LJTI1_0
	.long	.LBB1_13-.LJTI1_0
	.long	.LBB1_14-.LJTI1_0
	.long	.LBB1_11-.LJTI1_0
.LBB1_7:                                @   in Loop: Header=BB1_4 Depth=1
	add	r0, r1, r0
	b	.LBB1_3
.LBB1_8:                                @   in Loop: Header=BB1_4 Depth=1
	mul	r0, r1, r0
	b	.LBB1_3
.LBB1_9:                                @   in Loop: Header=BB1_4 Depth=1
	cmp	r1, #0
	beq	.LBB1_16
@ %bb.10:                               @   in Loop: Header=BB1_4 Depth=1
	bl	__aeabi_idiv
	b	.LBB1_3
.LBB1_11:                               @   in Loop: Header=BB1_4 Depth=1
	and	r1, r1, #63
	lsl	r0, r0, r1
	b	.LBB1_3
.LBB1_12:                               @   in Loop: Header=BB1_4 Depth=1
	sub	r0, r0, r1
	b	.LBB1_3
.LBB1_13:                               @   in Loop: Header=BB1_4 Depth=1
	orr	r0, r1, r0
	b	.LBB1_3
.LBB1_14:                               @   in Loop: Header=BB1_4 Depth=1
	eor	r0, r1, r0
	b	.LBB1_3
.LBB1_15:                               @   in Loop: Header=BB1_4 Depth=1
	mvn	r0, #0
	b	.LBB1_3
.LBB1_16:                               @   in Loop: Header=BB1_4 Depth=1
	mov	r0, #0
	b	.LBB1_3
.LBB1_17:
	pop	{r4, r5, r6, lr}
	bx	lr
.Lfunc_end1:
	.size	fold, .Lfunc_end1-fold
	.cantunwind
	.fnend
                                        @ -- End function
	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",%progbits
	.addrsig
	.eabi_attribute	30, 1	@ Tag_ABI_optimization_goals
