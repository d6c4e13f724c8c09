	.text
	.file	"loop.c"
	.globl	scale                           # -- Begin function scale
	.p2align	4, 0x90
	.type	scale,@function
scale:                                  # @scale
	.cfi_startproc
# %bb.0:
	testl	%edx, %edx
	jle	.LBB0_4
# %bb.1:
	pushq	%r15
	.cfi_def_cfa_offset 16
	pushq	%r14
	.cfi_def_cfa_offset 24
	pushq	%r13
	.cfi_def_cfa_offset 32
	pushq	%r12
	.cfi_def_cfa_offset 40
	pushq	%rbx
	.cfi_def_cfa_offset 48
	.cfi_offset %rbx, -48
	.cfi_offset %r12, -40
	.cfi_offset %r13, -32
	.cfi_offset %r14, -24
	.cfi_offset %r15, -16
	movl	%ecx, %ebx
	movq	%rsi, %r14
	movq	%rdi, %r15
	movl	%edx, %r12d
	xorl	%r13d, %r13d
	.p2align	4, 0x90
.LBB0_2:                                # =>This Inner Loop Header: Depth=1
	movl	(%r14,%r13,4), %edi
	imull	%ebx, %edi
	callq	clamp
	movl	%eax, (%r15,%r13,4)
	incq	%r13
	cmpq	%r13, %r12
	jne	.LBB0_2
# %bb.3:
	popq	%rbx
	.cfi_def_cfa_offset 40
	popq	%r12
	.cfi_def_cfa_offset 32
	popq	%r13
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_def_cfa_offset 16
	popq	%r15
	.cfi_def_cfa_offset 8
	.cfi_restore %rbx
	.cfi_restore %r12
	.cfi_restore %r13
	.cfi_restore %r14
	.cfi_restore %r15
.LBB0_4:
	retq
.Lfunc_end0:
	.size	scale, .Lfunc_end0-scale
	.cfi_endproc
                                        # -- End function
	.p2align	4, 0x90                         # -- Begin function clamp
	.type	clamp,@function
clamp:                                  # @clamp
	.cfi_startproc
# %bb.0:
	cmpl	$32767, %edi                    # imm = 0x7FFF
	movl	$32767, %ecx                    # imm = 0x7FFF
	cmovll	%edi, %ecx
	cmpl	$-32767, %ecx                   # imm = 0x8001
	movl	$-32768, %eax                   # imm = 0x8000
	cmovgel	%ecx, %eax
	retq
.Lfunc_end1:
	.size	clamp, .Lfunc_end1-clamp
	.cfi_endproc
                                        # -- End function
	.globl	sum                             # -- Begin function sum
	.p2align	4, 0x90
	.type	sum,@function
sum:                                    # @sum
	.cfi_startproc
# %bb.0:
	testl	%esi, %esi
	jle	.LBB2_1
# %bb.2:
	movl	%esi, %ecx
	cmpl	$1, %esi
	jne	.LBB2_4
# %bb.3:
	xorl	%edx, %edx
	xorl	%eax, %eax
	jmp	.LBB2_7
.LBB2_1:
	xorl	%eax, %eax
	retq
.LBB2_4:
	movl	%ecx, %edx
	andl	$2147483646, %edx               # imm = 0x7FFFFFFE
	pxor	%xmm0, %xmm0
	xorl	%eax, %eax
	.p2align	4, 0x90
.LBB2_5:                                # =>This Inner Loop Header: Depth=1
	movq	(%rdi,%rax,4), %xmm1            # xmm1 = mem[0],zero
	pxor	%xmm2, %xmm2
	pcmpgtd	%xmm1, %xmm2
	punpckldq	%xmm2, %xmm1            # xmm1 = xmm1[0],xmm2[0],xmm1[1],xmm2[1]
	paddq	%xmm1, %xmm0
	addq	$2, %rax
	cmpq	%rax, %rdx
	jne	.LBB2_5
# %bb.6:
	pshufd	$238, %xmm0, %xmm1              # xmm1 = xmm0[2,3,2,3]
	paddq	%xmm0, %xmm1
	movq	%xmm1, %rax
	cmpl	%ecx, %edx
	je	.LBB2_8
	.p2align	4, 0x90
.LBB2_7:                                # =>This Inner Loop Header: Depth=1
	movslq	(%rdi,%rdx,4), %rsi
	addq	%rsi, %rax
	incq	%rdx
	cmpq	%rdx, %rcx
	jne	.LBB2_7
.LBB2_8:
	retq
.Lfunc_end2:
	.size	sum, .Lfunc_end2-sum
	.cfi_endproc
                                        # -- End function
	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
