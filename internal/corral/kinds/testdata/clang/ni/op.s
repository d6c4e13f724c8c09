	.text
	.file	"op.c"
	.globl	apply                           # -- Begin function apply
	.p2align	4, 0x90
	.type	apply,@function
apply:                                  # @apply
	.cfi_startproc
# %bb.0:
	cmpl	$7, %edi
	ja	.LBB0_1
# %bb.2:
	movq	%rdx, %rcx
	movl	%edi, %eax
	leaq	.LJTI0_0(%rip), %rdx
	movslq	(%rdx,%rax,4), %rax
	addq	%rdx, %rax
	jmpq	*%rax
.LBB0_3:
	addq	%rsi, %rcx
	movq	%rcx, %rax
	retq
.LBB0_11:
	andq	%rsi, %rcx
	movq	%rcx, %rax
	retq
.LBB0_5:
	imulq	%rsi, %rcx
	movq	%rcx, %rax
	retq
.LBB0_6:
	testq	%rcx, %rcx
	je	.LBB0_7
# %bb.8:
	movq	%rsi, %rax
	orq	%rcx, %rax
	shrq	$32, %rax
	je	.LBB0_9
# %bb.10:
	movq	%rsi, %rax
	cqto
	idivq	%rcx
	retq
.LBB0_14:
                                        # kill: def $cl killed $cl killed $rcx
	shlq	%cl, %rsi
	movq	%rsi, %rax
	retq
.LBB0_4:
	subq	%rcx, %rsi
	movq	%rsi, %rax
	retq
.LBB0_12:
	orq	%rsi, %rcx
	movq	%rcx, %rax
	retq
.LBB0_13:
	xorq	%rsi, %rcx
	movq	%rcx, %rax
	retq
.LBB0_1:
	movq	$-1, %rax
	retq
.LBB0_7:
	xorl	%ecx, %ecx
	movq	%rcx, %rax
	retq
.LBB0_9:
	movl	%esi, %eax
	xorl	%edx, %edx
	divl	%ecx
	movl	%eax, %ecx
	movq	%rcx, %rax
	retq
.Lfunc_end0:
	.size	apply, .Lfunc_end0-apply
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	2, 0x0
.LJTI0_0:
	.long	.LBB0_3-.LJTI0_0
	.long	.LBB0_4-.LJTI0_0
	.long	.LBB0_5-.LJTI0_0
	.long	.LBB0_6-.LJTI0_0
	.long	.LBB0_11-.LJTI0_0
	.long	.LBB0_12-.LJTI0_0
	.long	.LBB0_13-.LJTI0_0
	.long	.LBB0_14-.LJTI0_0
                                        # -- End function
	.text
	.globl	fold                            # -- Begin function fold
	.p2align	4, 0x90
	.type	fold,@function
fold:                                   # @fold
	.cfi_startproc
# %bb.0:
	movq	(%rsi), %rax
	cmpl	$2, %edx
	jl	.LBB1_4
# %bb.1:
	pushq	%r15
	.cfi_def_cfa_offset 16
	pushq	%r14
	.cfi_def_cfa_offset 24
	pushq	%r12
	.cfi_def_cfa_offset 32
	pushq	%rbx
	.cfi_def_cfa_offset 40
	pushq	%rax
	.cfi_def_cfa_offset 48
	.cfi_offset %rbx, -40
	.cfi_offset %r12, -32
	.cfi_offset %r14, -24
	.cfi_offset %r15, -16
	movq	%rsi, %rbx
	movq	%rdi, %r14
	movl	%edx, %r15d
	movl	$1, %r12d
	.p2align	4, 0x90
.LBB1_2:                                # =>This Inner Loop Header: Depth=1
	movl	(%r14,%r12,4), %edi
	movq	(%rbx,%r12,8), %rdx
	movq	%rax, %rsi
	callq	apply
	incq	%r12
	cmpq	%r12, %r15
	jne	.LBB1_2
# %bb.3:
	addq	$8, %rsp
	.cfi_def_cfa_offset 40
	popq	%rbx
	.cfi_def_cfa_offset 32
	popq	%r12
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_def_cfa_offset 16
	popq	%r15
	.cfi_def_cfa_offset 8
	.cfi_restore %rbx
	.cfi_restore %r12
	.cfi_restore %r14
	.cfi_restore %r15
.LBB1_4:
	retq
.Lfunc_end1:
	.size	fold, .Lfunc_end1-fold
	.cfi_endproc
                                        # -- End function
	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
