	.text
	.section	.note.gnu.property,"a",@note
	.p2align	3, 0x0
	.long	4
	.long	16
	.long	5
	.asciz	"GNU"
	.long	3221225474
	.long	4
	.long	3
	.p2align	3, 0x0
	.text
	.file	"op.c"
	.globl	apply                           # -- Begin function apply
	.p2align	4, 0x90
	.type	apply,@function
apply:                                  # @apply
	.cfi_startproc
# %bb.0:
	endbr64
	cmpl	$7, %edi
	ja	.LBB0_1
# %bb.2:
	movq	%rdx, %rcx
	movl	%edi, %eax
	leaq	.LJTI0_0(%rip), %rdx
	movslq	(%rdx,%rax,4), %rax
	addq	%rdx, %rax
	notrack		jmpq	*%rax
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
	endbr64
	movq	(%rsi), %rax
	cmpl	$2, %edx
	jl	.LBB1_18
# %bb.1:
	movl	%edx, %r8d
	movl	$1, %r9d
	leaq	.LJTI1_0(%rip), %r10
	jmp	.LBB1_2
.LBB1_13:                               #   in Loop: Header=BB1_2 Depth=1
	andq	%rcx, %rax
	.p2align	4, 0x90
.LBB1_17:                               #   in Loop: Header=BB1_2 Depth=1
	incq	%r9
	cmpq	%r9, %r8
	je	.LBB1_18
.LBB1_2:                                # =>This Inner Loop Header: Depth=1
	movl	(%rdi,%r9,4), %edx
	cmpq	$7, %rdx
	ja	.LBB1_3
# %bb.4:                                #   in Loop: Header=BB1_2 Depth=1
	movq	(%rsi,%r9,8), %rcx
	movslq	(%r10,%rdx,4), %rdx
	addq	%r10, %rdx
	notrack		jmpq	*%rdx
.LBB1_5:                                #   in Loop: Header=BB1_2 Depth=1
	addq	%rcx, %rax
	jmp	.LBB1_17
.LBB1_7:                                #   in Loop: Header=BB1_2 Depth=1
	imulq	%rcx, %rax
	jmp	.LBB1_17
.LBB1_8:                                #   in Loop: Header=BB1_2 Depth=1
	testq	%rcx, %rcx
	je	.LBB1_9
# %bb.10:                               #   in Loop: Header=BB1_2 Depth=1
	movq	%rax, %rdx
	orq	%rcx, %rdx
	shrq	$32, %rdx
	je	.LBB1_11
# %bb.12:                               #   in Loop: Header=BB1_2 Depth=1
	cqto
	idivq	%rcx
	jmp	.LBB1_17
.LBB1_16:                               #   in Loop: Header=BB1_2 Depth=1
                                        # kill: def $cl killed $cl killed $rcx
	shlq	%cl, %rax
	jmp	.LBB1_17
.LBB1_6:                                #   in Loop: Header=BB1_2 Depth=1
	subq	%rcx, %rax
	jmp	.LBB1_17
.LBB1_14:                               #   in Loop: Header=BB1_2 Depth=1
	orq	%rcx, %rax
	jmp	.LBB1_17
.LBB1_15:                               #   in Loop: Header=BB1_2 Depth=1
	xorq	%rcx, %rax
	jmp	.LBB1_17
.LBB1_3:                                #   in Loop: Header=BB1_2 Depth=1
	movq	$-1, %rax
	jmp	.LBB1_17
.LBB1_9:                                #   in Loop: Header=BB1_2 Depth=1
	xorl	%eax, %eax
	jmp	.LBB1_17
.LBB1_11:                               #   in Loop: Header=BB1_2 Depth=1
                                        # kill: def $eax killed $eax killed $rax
	xorl	%edx, %edx
	divl	%ecx
                                        # kill: def $eax killed $eax def $rax
	jmp	.LBB1_17
.LBB1_18:
	retq
.Lfunc_end1:
	.size	fold, .Lfunc_end1-fold
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	2, 0x0
.LJTI1_0:
	.long	.LBB1_5-.LJTI1_0
	.long	.LBB1_6-.LJTI1_0
	.long	.LBB1_7-.LJTI1_0
	.long	.LBB1_8-.LJTI1_0
	.long	.LBB1_13-.LJTI1_0
	.long	.LBB1_14-.LJTI1_0
	.long	.LBB1_15-.LJTI1_0
	.long	.LBB1_16-.LJTI1_0
                                        # -- End function
	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
