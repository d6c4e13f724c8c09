	.text
	.file	"sort.c"
	.globl	qsort_int                       # -- Begin function qsort_int
	.p2align	4, 0x90
	.type	qsort_int,@function
qsort_int:                              # @qsort_int
	.cfi_startproc
# %bb.0:
	cmpl	%edx, %esi
	jge	.LBB0_14
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
	movl	%edx, %ebx
	movq	%rdi, %r14
	movslq	%edx, %r15
	leaq	-1(%r15), %r12
	jmp	.LBB0_2
	.p2align	4, 0x90
.LBB0_12:                               #   in Loop: Header=BB0_2 Depth=1
	movl	(%r14,%r15,4), %eax
	movslq	%ecx, %r13
	movl	(%r14,%r13,4), %ecx
	movl	%eax, (%r14,%r13,4)
	movl	%ecx, (%r14,%r15,4)
	leal	-1(%r13), %edx
	movq	%r14, %rdi
	callq	qsort_int
	incl	%r13d
	movl	%r13d, %esi
	cmpl	%ebx, %r13d
	jge	.LBB0_13
.LBB0_2:                                # =>This Loop Header: Depth=1
                                        #     Child Loop BB0_7 Depth 2
	movl	(%r14,%r15,4), %eax
	movslq	%esi, %rdi
	movl	%ebx, %r8d
	subl	%edi, %r8d
	movq	%rdi, %rdx
	movl	%esi, %ecx
	testb	$1, %r8b
	je	.LBB0_6
# %bb.3:                                #   in Loop: Header=BB0_2 Depth=1
	movl	(%r14,%rdi,4), %edx
	movl	%esi, %ecx
	cmpl	%eax, %edx
	jge	.LBB0_5
# %bb.4:                                #   in Loop: Header=BB0_2 Depth=1
	leal	1(%rdi), %ecx
	movl	(%r14,%rdi,4), %r8d
	movl	%edx, (%r14,%rdi,4)
	movl	%r8d, (%r14,%rdi,4)
.LBB0_5:                                #   in Loop: Header=BB0_2 Depth=1
	leaq	1(%rdi), %rdx
.LBB0_6:                                #   in Loop: Header=BB0_2 Depth=1
	cmpq	%rdi, %r12
	jne	.LBB0_7
	jmp	.LBB0_12
	.p2align	4, 0x90
.LBB0_11:                               #   in Loop: Header=BB0_7 Depth=2
	addq	$2, %rdx
	cmpq	%rdx, %r15
	je	.LBB0_12
.LBB0_7:                                #   Parent Loop BB0_2 Depth=1
                                        # =>  This Inner Loop Header: Depth=2
	movl	(%r14,%rdx,4), %edi
	cmpl	%eax, %edi
	jge	.LBB0_9
# %bb.8:                                #   in Loop: Header=BB0_7 Depth=2
	movslq	%ecx, %r8
	incl	%ecx
	movl	(%r14,%r8,4), %r9d
	movl	%edi, (%r14,%r8,4)
	movl	%r9d, (%r14,%rdx,4)
.LBB0_9:                                #   in Loop: Header=BB0_7 Depth=2
	movl	4(%r14,%rdx,4), %edi
	cmpl	%eax, %edi
	jge	.LBB0_11
# %bb.10:                               #   in Loop: Header=BB0_7 Depth=2
	movslq	%ecx, %r8
	incl	%ecx
	movl	(%r14,%r8,4), %r9d
	movl	%edi, (%r14,%r8,4)
	movl	%r9d, 4(%r14,%rdx,4)
	jmp	.LBB0_11
.LBB0_13:
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
.LBB0_14:
	retq
.Lfunc_end0:
	.size	qsort_int, .Lfunc_end0-qsort_int
	.cfi_endproc
                                        # -- End function
	.globl	is_sorted                       # -- Begin function is_sorted
	.p2align	4, 0x90
	.type	is_sorted,@function
is_sorted:                              # @is_sorted
	.cfi_startproc
# %bb.0:
	movl	$1, %eax
	cmpl	$2, %esi
	jl	.LBB1_6
# %bb.1:
	movl	(%rdi), %ecx
	xorl	%eax, %eax
	cmpl	4(%rdi), %ecx
	jg	.LBB1_6
# %bb.2:
	movl	%esi, %ecx
	movl	$2, %eax
	.p2align	4, 0x90
.LBB1_3:                                # =>This Inner Loop Header: Depth=1
	movq	%rax, %rdx
	cmpq	%rax, %rcx
	je	.LBB1_5
# %bb.4:                                #   in Loop: Header=BB1_3 Depth=1
	movl	-4(%rdi,%rdx,4), %esi
	leaq	1(%rdx), %rax
	cmpl	(%rdi,%rdx,4), %esi
	jle	.LBB1_3
.LBB1_5:
	xorl	%eax, %eax
	cmpq	%rcx, %rdx
	setae	%al
.LBB1_6:
	retq
.Lfunc_end1:
	.size	is_sorted, .Lfunc_end1-is_sorted
	.cfi_endproc
                                        # -- End function
	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
