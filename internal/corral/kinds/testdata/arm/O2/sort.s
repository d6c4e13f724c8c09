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
	.file	"sort.c"
	.globl	qsort_int                       @ -- Begin function qsort_int
	.p2align	2
	.type	qsort_int,%function
	.code	32                              @ @qsort_int
qsort_int:
	.fnstart
@ %bb.0:
	cmp	r1, r2
	bxge	lr
.LBB0_1:
	.save	{r4, r5, r6, r7, r11, lr}
	push	{r4, r5, r6, r7, r11, lr}
	mov	r7, r2
	mov	r5, r0
	b	.LBB0_3
.LBB0_2:                                @   in Loop: Header=BB0_3 Depth=1
	ldr	r0, [r5, r7, lsl #2]
	ldr	r2, [r5, r6, lsl #2]
	str	r0, [r5, r6, lsl #2]
	mov	r0, r5
	str	r2, [r5, r7, lsl #2]
	sub	r2, r6, #1
	bl	qsort_int
	add	r1, r6, #1
	cmp	r1, r7
	bge	.LBB0_7
.LBB0_3:                                @ =>This Loop Header: Depth=1
                                        @     Child Loop BB0_5 Depth 2
	ldr	r0, [r5, r7, lsl #2]
	mov	r2, r1
	mov	r6, r1
	b	.LBB0_5
.LBB0_4:                                @   in Loop: Header=BB0_5 Depth=2
	add	r2, r2, #1
	cmp	r7, r2
	beq	.LBB0_2
.LBB0_5:                                @   Parent Loop BB0_3 Depth=1
                                        @ =>  This Inner Loop Header: Depth=2
	ldr	r3, [r5, r2, lsl #2]
	cmp	r3, r0
	bge	.LBB0_4
@ %bb.6:                                @   in Loop: Header=BB0_5 Depth=2
	ldr	r4, [r5, r6, lsl #2]
	str	r3, [r5, r6, lsl #2]
	add	r6, r6, #1
	str	r4, [r5, r2, lsl #2]
	b	.LBB0_4
.LBB0_7:
	pop	{r4, r5, r6, r7, r11, lr}
	bx	lr
.Lfunc_end0:
	.size	qsort_int, .Lfunc_end0-qsort_int
	.cantunwind
	.fnend
                                        @ -- End function
	.globl	is_sorted                       @ -- Begin function is_sorted
	.p2align	2
	.type	is_sorted,%function
	.code	32                              @ @is_sorted
is_sorted:
	.fnstart
@ %bb.0:
	mov	r2, #1
	cmp	r1, #2
	blt	.LBB1_7
@ %bb.1:
	.save	{r4, r5, r11, lr}
	push	{r4, r5, r11, lr}
	ldrd	r4, r5, [r0]
	mov	r2, #0
	cmp	r4, r5
	bgt	.LBB1_6
@ %bb.2:
	sub	r12, r1, #2
.LBB1_3:                                @ =>This Inner Loop Header: Depth=1
	mov	r3, r2
	cmp	r12, r2
	beq	.LBB1_5
@ %bb.4:                                @   in Loop: Header=BB1_3 Depth=1
	add	r2, r0, r3, lsl #2
	ldrd	r4, r5, [r2, #4]
	add	r2, r3, #1
	cmp	r4, r5
	ble	.LBB1_3
.LBB1_5:
	add	r0, r3, #2
	mov	r2, #0
	cmp	r0, r1
	movwge	r2, #1
.LBB1_6:
	pop	{r4, r5, r11, lr}
.LBB1_7:
	mov	r0, r2
	bx	lr
.Lfunc_end1:
	.size	is_sorted, .Lfunc_end1-is_sorted
	.cantunwind
	.fnend
                                        @ -- End function
	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",%progbits
	.addrsig
	.eabi_attribute	30, 1	@ Tag_ABI_optimization_goals
