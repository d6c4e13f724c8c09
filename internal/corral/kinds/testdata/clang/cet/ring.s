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
	.file	"ring.c"
	.globl	ring_put                        # -- Begin function ring_put
	.p2align	4, 0x90
	.type	ring_put,@function
ring_put:                               # @ring_put
	.cfi_startproc
# %bb.0:
	endbr64
	movq	%rdx, %rcx
	movq	8(%rdi), %rdx
	movq	24(%rdi), %r8
	subq	%rdx, %r8
	addq	16(%rdi), %r8
	movl	$-1, %eax
	cmpq	%rcx, %r8
	jb	.LBB0_11
# %bb.1:
	testq	%rcx, %rcx
	je	.LBB0_10
# %bb.2:
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset %rbx, -16
	cmpq	$1, %rcx
	jne	.LBB0_12
# %bb.3:
	xorl	%r8d, %r8d
.LBB0_4:
	testb	$1, %cl
	je	.LBB0_9
# %bb.5:
	movzbl	(%rsi,%r8), %esi
	movq	(%rdi), %r9
	addq	8(%rdi), %r8
	movq	24(%rdi), %r10
	movq	%r8, %rax
	orq	%r10, %rax
	shrq	$32, %rax
	je	.LBB0_6
# %bb.7:
	movq	%r8, %rax
	xorl	%edx, %edx
	divq	%r10
	jmp	.LBB0_8
.LBB0_12:
	movq	%rcx, %r9
	andq	$-2, %r9
	xorl	%r8d, %r8d
	jmp	.LBB0_13
	.p2align	4, 0x90
.LBB0_18:                               #   in Loop: Header=BB0_13 Depth=1
	xorl	%edx, %edx
	divq	%rbx
.LBB0_19:                               #   in Loop: Header=BB0_13 Depth=1
	movb	%r10b, (%r11,%rdx)
	addq	$2, %r8
	cmpq	%r8, %r9
	je	.LBB0_4
.LBB0_13:                               # =>This Inner Loop Header: Depth=1
	movzbl	(%rsi,%r8), %r10d
	movq	(%rdi), %r11
	movq	24(%rdi), %rbx
	movq	8(%rdi), %rax
	addq	%r8, %rax
	movq	%rax, %rdx
	orq	%rbx, %rdx
	shrq	$32, %rdx
	je	.LBB0_14
# %bb.15:                               #   in Loop: Header=BB0_13 Depth=1
	xorl	%edx, %edx
	divq	%rbx
	jmp	.LBB0_16
	.p2align	4, 0x90
.LBB0_14:                               #   in Loop: Header=BB0_13 Depth=1
                                        # kill: def $eax killed $eax killed $rax
	xorl	%edx, %edx
	divl	%ebx
                                        # kill: def $edx killed $edx def $rdx
.LBB0_16:                               #   in Loop: Header=BB0_13 Depth=1
	movb	%r10b, (%r11,%rdx)
	movzbl	1(%rsi,%r8), %r10d
	movq	(%rdi), %r11
	movq	8(%rdi), %rax
	addq	%r8, %rax
	incq	%rax
	movq	24(%rdi), %rbx
	movq	%rax, %rdx
	orq	%rbx, %rdx
	shrq	$32, %rdx
	jne	.LBB0_18
# %bb.17:                               #   in Loop: Header=BB0_13 Depth=1
                                        # kill: def $eax killed $eax killed $rax
	xorl	%edx, %edx
	divl	%ebx
                                        # kill: def $edx killed $edx def $rdx
	jmp	.LBB0_19
.LBB0_6:
	movl	%r8d, %eax
	xorl	%edx, %edx
	divl	%r10d
                                        # kill: def $edx killed $edx def $rdx
.LBB0_8:
	movb	%sil, (%r9,%rdx)
.LBB0_9:
	movq	8(%rdi), %rdx
	popq	%rbx
	.cfi_def_cfa_offset 8
	.cfi_restore %rbx
.LBB0_10:
	addq	%rcx, %rdx
	movq	%rdx, 8(%rdi)
	xorl	%eax, %eax
.LBB0_11:
	retq
.Lfunc_end0:
	.size	ring_put, .Lfunc_end0-ring_put
	.cfi_endproc
                                        # -- End function
	.globl	ring_get                        # -- Begin function ring_get
	.p2align	4, 0x90
	.type	ring_get,@function
ring_get:                               # @ring_get
	.cfi_startproc
# %bb.0:
	endbr64
	testq	%rdx, %rdx
	je	.LBB1_1
# %bb.3:
	movq	%rdx, %r8
	xorl	%ecx, %ecx
	jmp	.LBB1_4
	.p2align	4, 0x90
.LBB1_7:                                #   in Loop: Header=BB1_4 Depth=1
	xorl	%edx, %edx
	divq	%r10
.LBB1_8:                                #   in Loop: Header=BB1_4 Depth=1
	movzbl	(%r9,%rdx), %eax
	movb	%al, (%rsi,%rcx)
	incq	%rcx
	cmpq	%rcx, %r8
	je	.LBB1_9
.LBB1_4:                                # =>This Inner Loop Header: Depth=1
	movq	16(%rdi), %rax
	cmpq	8(%rdi), %rax
	je	.LBB1_2
# %bb.5:                                #   in Loop: Header=BB1_4 Depth=1
	movq	(%rdi), %r9
	movq	24(%rdi), %r10
	leaq	1(%rax), %rdx
	movq	%rdx, 16(%rdi)
	movq	%rax, %rdx
	orq	%r10, %rdx
	shrq	$32, %rdx
	jne	.LBB1_7
# %bb.6:                                #   in Loop: Header=BB1_4 Depth=1
                                        # kill: def $eax killed $eax killed $rax
	xorl	%edx, %edx
	divl	%r10d
                                        # kill: def $edx killed $edx def $rdx
	jmp	.LBB1_8
.LBB1_1:
	xorl	%ecx, %ecx
.LBB1_2:
	movq	%rcx, %rax
	retq
.LBB1_9:
	movq	%r8, %rax
	retq
.Lfunc_end1:
	.size	ring_get, .Lfunc_end1-ring_get
	.cfi_endproc
                                        # -- End function
	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
