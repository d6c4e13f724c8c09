	.text
	.file	"ring.c"
	.globl	ring_put                        # -- Begin function ring_put
	.p2align	4, 0x90
	.type	ring_put,@function
ring_put:                               # @ring_put
	.cfi_startproc
# %bb.0:
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
	movq	%rdx, %rbx
	movq	%rsi, %r15
	movq	%rdi, %r14
	movq	24(%rdi), %r12
	callq	ring_used
	subq	%rax, %r12
	movl	$-1, %eax
	cmpq	%rbx, %r12
	jb	.LBB0_8
# %bb.1:
	testq	%rbx, %rbx
	je	.LBB0_7
# %bb.2:
	xorl	%ecx, %ecx
	jmp	.LBB0_3
	.p2align	4, 0x90
.LBB0_5:                                #   in Loop: Header=BB0_3 Depth=1
	xorl	%edx, %edx
	divq	%r8
.LBB0_6:                                #   in Loop: Header=BB0_3 Depth=1
	movb	%sil, (%rdi,%rdx)
	incq	%rcx
	cmpq	%rcx, %rbx
	je	.LBB0_7
.LBB0_3:                                # =>This Inner Loop Header: Depth=1
	movzbl	(%r15,%rcx), %esi
	movq	(%r14), %rdi
	movq	24(%r14), %r8
	movq	8(%r14), %rax
	addq	%rcx, %rax
	movq	%rax, %rdx
	orq	%r8, %rdx
	shrq	$32, %rdx
	jne	.LBB0_5
# %bb.4:                                #   in Loop: Header=BB0_3 Depth=1
                                        # kill: def $eax killed $eax killed $rax
	xorl	%edx, %edx
	divl	%r8d
                                        # kill: def $edx killed $edx def $rdx
	jmp	.LBB0_6
.LBB0_7:
	addq	%rbx, 8(%r14)
	xorl	%eax, %eax
.LBB0_8:
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
	retq
.Lfunc_end0:
	.size	ring_put, .Lfunc_end0-ring_put
	.cfi_endproc
                                        # -- End function
	.p2align	4, 0x90                         # -- Begin function ring_used
	.type	ring_used,@function
ring_used:                              # @ring_used
	.cfi_startproc
# %bb.0:
	movq	8(%rdi), %rax
	subq	16(%rdi), %rax
	retq
.Lfunc_end1:
	.size	ring_used, .Lfunc_end1-ring_used
	.cfi_endproc
                                        # -- End function
	.globl	ring_get                        # -- Begin function ring_get
	.p2align	4, 0x90
	.type	ring_get,@function
ring_get:                               # @ring_get
	.cfi_startproc
# %bb.0:
	testq	%rdx, %rdx
	je	.LBB2_1
# %bb.3:
	movq	%rdx, %r8
	xorl	%ecx, %ecx
	jmp	.LBB2_4
	.p2align	4, 0x90
.LBB2_7:                                #   in Loop: Header=BB2_4 Depth=1
	xorl	%edx, %edx
	divq	%r10
.LBB2_8:                                #   in Loop: Header=BB2_4 Depth=1
	movzbl	(%r9,%rdx), %eax
	movb	%al, (%rsi,%rcx)
	incq	%rcx
	cmpq	%rcx, %r8
	je	.LBB2_9
.LBB2_4:                                # =>This Inner Loop Header: Depth=1
	movq	16(%rdi), %rax
	cmpq	8(%rdi), %rax
	je	.LBB2_2
# %bb.5:                                #   in Loop: Header=BB2_4 Depth=1
	movq	(%rdi), %r9
	movq	24(%rdi), %r10
	leaq	1(%rax), %rdx
	movq	%rdx, 16(%rdi)
	movq	%rax, %rdx
	orq	%r10, %rdx
	shrq	$32, %rdx
	jne	.LBB2_7
# %bb.6:                                #   in Loop: Header=BB2_4 Depth=1
                                        # kill: def $eax killed $eax killed $rax
	xorl	%edx, %edx
	divl	%r10d
                                        # kill: def $edx killed $edx def $rdx
	jmp	.LBB2_8
.LBB2_1:
	xorl	%ecx, %ecx
.LBB2_2:
	movq	%rcx, %rax
	retq
.LBB2_9:
	movq	%r8, %rax
	retq
.Lfunc_end2:
	.size	ring_get, .Lfunc_end2-ring_get
	.cfi_endproc
                                        # -- End function
	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
