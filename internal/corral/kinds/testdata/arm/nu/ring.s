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
	.file	"ring.c"
	.globl	ring_put                        @ -- Begin function ring_put
	.p2align	2
	.type	ring_put,%function
	.code	32                              @ @ring_put
ring_put:
	.fnstart
@ %bb.0:
	.save	{r4, r5, r6, r7, r8, r9, r10, lr}
	push	{r4, r5, r6, r7, r8, r9, r10, lr}
	mov	r5, r0
	mov	r4, r2
	mov	r10, r1
	ldr	r1, [r0, #4]
	ldr	r2, [r5, #12]
	ldr	r0, [r0, #8]
	sub	r2, r2, r1
	add	r2, r2, r0
	mvn	r0, #0
	cmp	r2, r4
	blo	.LBB0_6
@ %bb.1:
	cmp	r4, #0
	beq	.LBB0_5
@ %bb.2:
	mov	r7, #0
.LBB0_3:                                @ =>This Inner Loop Header: Depth=1
	ldr	r1, [r5, #12]
	ldrd	r8, r9, [r5]
	add	r0, r7, r9
	ldrb	r6, [r10, r7]
	bl	__aeabi_uidivmod
	add	r7, r7, #1
	strb	r6, [r8, r1]
	cmp	r4, r7
	bne	.LBB0_3
@ %bb.4:
	ldr	r1, [r5, #4]
.LBB0_5:
	add	r0, r1, r4
	str	r0, [r5, #4]
	mov	r0, #0
.LBB0_6:
	pop	{r4, r5, r6, r7, r8, r9, r10, pc}
.Lfunc_end0:
	.size	ring_put, .Lfunc_end0-ring_put
	.cantunwind
	.fnend
                                        @ -- End function
	.globl	ring_get                        @ -- Begin function ring_get
	.p2align	2
	.type	ring_get,%function
	.code	32                              @ @ring_get
ring_get:
	.fnstart
@ %bb.0:
	.save	{r4, r5, r6, r7, r8, lr}
	push	{r4, r5, r6, r7, r8, lr}
	cmp	r2, #0
	beq	.LBB1_6
@ %bb.1:
	mov	r5, r2
	mov	r8, r1
	mov	r7, r0
	mov	r4, #0
.LBB1_2:                                @ =>This Inner Loop Header: Depth=1
	ldrd	r2, r3, [r7, #4]
	cmp	r3, r2
	beq	.LBB1_5
@ %bb.3:                                @   in Loop: Header=BB1_2 Depth=1
	ldr	r1, [r7, #12]
	add	r0, r3, #1
	str	r0, [r7, #8]
	mov	r0, r3
	ldr	r6, [r7]
	bl	__aeabi_uidivmod
	ldrb	r0, [r6, r1]
	strb	r0, [r8, r4]
	add	r4, r4, #1
	cmp	r5, r4
	bne	.LBB1_2
@ %bb.4:
	mov	r4, r5
.LBB1_5:
	mov	r0, r4
	pop	{r4, r5, r6, r7, r8, pc}
.LBB1_6:
	mov	r0, #0
	pop	{r4, r5, r6, r7, r8, pc}
.Lfunc_end1:
	.size	ring_get, .Lfunc_end1-ring_get
	.cantunwind
	.fnend
                                        @ -- End function
	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",%progbits
	.addrsig
	.eabi_attribute	30, 1	@ Tag_ABI_optimization_goals
