	.text
	.file	"switch.c"
	.globl	step                            # -- Begin function step
	.p2align	4, 0x90
	.type	step,@function
step:                                   # @step
	.cfi_startproc
# %bb.0:
	cmpl	$8, %edi
	ja	.LBB0_1
# %bb.2:
	movl	%edx, %ecx
	movl	%edi, %eax
	leaq	.LJTI0_0(%rip), %rdx
	movslq	(%rdx,%rax,4), %rax
	addq	%rdx, %rax
	jmpq	*%rax
.LBB0_3:
	addl	%esi, %ecx
	movl	%ecx, %eax
	retq
.LBB0_9:
	andl	%esi, %ecx
	movl	%ecx, %eax
	retq
.LBB0_5:
	imull	%esi, %ecx
	movl	%ecx, %eax
	retq
.LBB0_6:
	testl	%ecx, %ecx
	je	.LBB0_7
# %bb.8:
	movl	%esi, %eax
	cltd
	idivl	%ecx
	retq
.LBB0_12:
                                        # kill: def $cl killed $cl killed $ecx
	shll	%cl, %esi
	movl	%esi, %eax
	retq
.LBB0_4:
	subl	%ecx, %esi
	movl	%esi, %eax
	retq
.LBB0_10:
	orl	%esi, %ecx
	movl	%ecx, %eax
	retq
.LBB0_11:
	xorl	%esi, %ecx
	movl	%ecx, %eax
	retq
.LBB0_13:
                                        # kill: def $cl killed $cl killed $ecx
	sarl	%cl, %esi
	movl	%esi, %eax
	retq
.LBB0_1:
	movl	$-1, %eax
	retq
.LBB0_7:
	xorl	%eax, %eax
	retq
.Lfunc_end0:
	.size	step, .Lfunc_end0-step
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	2, 0x0
.LJTI0_0:
	.long	.LBB0_3-.LJTI0_0
	.long	.LBB0_4-.LJTI0_0
	.long	.LBB0_5-.LJTI0_0
	.long	.LBB0_6-.LJTI0_0
	.long	.LBB0_9-.LJTI0_0
	.long	.LBB0_10-.LJTI0_0
	.long	.LBB0_11-.LJTI0_0
	.long	.LBB0_12-.LJTI0_0
	.long	.LBB0_13-.LJTI0_0
                                        # -- End function
	.text
	.globl	run                             # -- Begin function run
	.p2align	4, 0x90
	.type	run,@function
run:                                    # @run
	.cfi_startproc
# %bb.0:
	movl	%edx, %eax
	testl	%esi, %esi
	jle	.LBB1_4
# %bb.1:
	pushq	%r15
	.cfi_def_cfa_offset 16
	pushq	%r14
	.cfi_def_cfa_offset 24
	pushq	%rbx
	.cfi_def_cfa_offset 32
	.cfi_offset %rbx, -32
	.cfi_offset %r14, -24
	.cfi_offset %r15, -16
	movq	%rdi, %rbx
	movl	%esi, %r15d
	xorl	%r14d, %r14d
	.p2align	4, 0x90
.LBB1_2:                                # =>This Inner Loop Header: Depth=1
	movzbl	(%rbx,%r14), %ecx
	imull	$205, %ecx, %edx
	shrl	$10, %edx
	andl	$-2, %edx
	leal	(%rdx,%rdx,4), %edx
	subb	%dl, %cl
	movzbl	%cl, %edi
	movl	%eax, %esi
	movl	%r14d, %edx
	callq	step
	incq	%r14
	cmpq	%r14, %r15
	jne	.LBB1_2
# %bb.3:
	popq	%rbx
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_def_cfa_offset 16
	popq	%r15
	.cfi_def_cfa_offset 8
	.cfi_restore %rbx
	.cfi_restore %r14
	.cfi_restore %r15
.LBB1_4:
	retq
.Lfunc_end1:
	.size	run, .Lfunc_end1-run
	.cfi_endproc
                                        # -- End function
	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
