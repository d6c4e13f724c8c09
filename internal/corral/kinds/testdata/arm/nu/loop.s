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
	.file	"loop.c"
	.globl	scale                           @ -- Begin function scale
	.p2align	2
	.type	scale,%function
	.code	32                              @ @scale
scale:
	.fnstart
@ %bb.0:
	cmp	r2, #1
	bxlt	lr
.LBB0_1:                                @ =>This Inner Loop Header: Depth=1
	ldr	r12, [r1], #4
	subs	r2, r2, #1
	mul	r12, r12, r3
	ssat	r12, #16, r12
	str	r12, [r0], #4
	bne	.LBB0_1
@ %bb.2:
	bx	lr
.Lfunc_end0:
	.size	scale, .Lfunc_end0-scale
	.cantunwind
	.fnend
                                        @ -- End function
	.globl	sum                             @ -- Begin function sum
	.p2align	2
	.type	sum,%function
	.code	32                              @ @sum
sum:
	.fnstart
@ %bb.0:
	cmp	r1, #1
	blt	.LBB1_4
@ %bb.1:
	mov	r2, r0
	mov	r0, #0
.LBB1_2:                                @ =>This Inner Loop Header: Depth=1
	ldr	r3, [r2], #4
	subs	r1, r1, #1
	add	r0, r3, r0
	bne	.LBB1_2
@ %bb.3:
	bx	lr
.LBB1_4:
	mov	r0, #0
	bx	lr
.Lfunc_end1:
	.size	sum, .Lfunc_end1-sum
	.cantunwind
	.fnend
                                        @ -- End function
	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",%progbits
	.addrsig
	.eabi_attribute	30, 1	@ Tag_ABI_optimization_goals
