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
	jle	.LBB1_6
# %bb.1:
	movzbl	(%rdi), %ecx
	imull	$205, %ecx, %edx
	shrl	$10, %edx
	andl	$-2, %edx
	leal	(%rdx,%rdx,4), %edx
	subb	%dl, %cl
	cmpb	$8, %cl
	ja	.LBB1_2
# %bb.3:
	movzbl	%cl, %ecx
	leaq	.LJTI1_0(%rip), %rdx
	movslq	(%rdx,%rcx,4), %rcx
	addq	%rdx, %rcx
	jmpq	*%rcx
.LBB1_4:
	xorl	%eax, %eax
.LBB1_5:
	cmpl	$1, %esi
	jne	.LBB1_8
.LBB1_6:
	movl	%eax, %edx
.LBB1_7:
	movl	%edx, %eax
	retq
.LBB1_2:
	movl	$-1, %eax
	cmpl	$1, %esi
	je	.LBB1_6
.LBB1_8:
	movl	%esi, %esi
	movl	$1, %ecx
	movl	$-1, %r8d
	leaq	.LJTI1_1(%rip), %r9
	jmp	.LBB1_9
.LBB1_15:                               #   in Loop: Header=BB1_9 Depth=1
	andl	%ecx, %eax
	.p2align	4, 0x90
.LBB1_20:                               #   in Loop: Header=BB1_9 Depth=1
	movl	%eax, %edx
.LBB1_21:                               #   in Loop: Header=BB1_9 Depth=1
	incq	%rcx
	decl	%r8d
	movl	%edx, %eax
	cmpq	%rcx, %rsi
	je	.LBB1_7
.LBB1_9:                                # =>This Inner Loop Header: Depth=1
	movzbl	(%rdi,%rcx), %r10d
	imull	$205, %r10d, %edx
	shrl	$10, %edx
	andl	$-2, %edx
	leal	(%rdx,%rdx,4), %edx
	subb	%dl, %r10b
	movl	$-1, %edx
	cmpb	$8, %r10b
	ja	.LBB1_21
# %bb.10:                               #   in Loop: Header=BB1_9 Depth=1
	movzbl	%r10b, %edx
	movslq	(%r9,%rdx,4), %rdx
	addq	%r9, %rdx
	jmpq	*%rdx
.LBB1_11:                               #   in Loop: Header=BB1_9 Depth=1
	addl	%ecx, %eax
	jmp	.LBB1_20
.LBB1_13:                               #   in Loop: Header=BB1_9 Depth=1
	imull	%ecx, %eax
	jmp	.LBB1_20
.LBB1_14:                               #   in Loop: Header=BB1_9 Depth=1
	cltd
	idivl	%ecx
	jmp	.LBB1_20
.LBB1_18:                               #   in Loop: Header=BB1_9 Depth=1
	shll	%cl, %eax
	jmp	.LBB1_20
.LBB1_12:                               #   in Loop: Header=BB1_9 Depth=1
	addl	%r8d, %eax
	jmp	.LBB1_20
.LBB1_16:                               #   in Loop: Header=BB1_9 Depth=1
	orl	%ecx, %eax
	jmp	.LBB1_20
.LBB1_17:                               #   in Loop: Header=BB1_9 Depth=1
	xorl	%ecx, %eax
	jmp	.LBB1_20
.LBB1_19:                               #   in Loop: Header=BB1_9 Depth=1
	sarl	%cl, %eax
	jmp	.LBB1_20
.Lfunc_end1:
	.size	run, .Lfunc_end1-run
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	2, 0x0
.LJTI1_0:
	.long	.LBB1_5-.LJTI1_0
	.long	.LBB1_5-.LJTI1_0
	.long	.LBB1_4-.LJTI1_0
	.long	.LBB1_4-.LJTI1_0
	.long	.LBB1_4-.LJTI1_0
	.long	.LBB1_5-.LJTI1_0
	.long	.LBB1_5-.LJTI1_0
	.long	.LBB1_5-.LJTI1_0
	.long	.LBB1_5-.LJTI1_0
.LJTI1_1:
	.long	.LBB1_11-.LJTI1_1
	.long	.LBB1_12-.LJTI1_1
	.long	.LBB1_13-.LJTI1_1
	.long	.LBB1_14-.LJTI1_1
	.long	.LBB1_15-.LJTI1_1
	.long	.LBB1_16-.LJTI1_1
	.long	.LBB1_17-.LJTI1_1
	.long	.LBB1_18-.LJTI1_1
	.long	.LBB1_19-.LJTI1_1
                                        # -- End function
	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
