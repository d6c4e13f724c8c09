	.text
	.file	"sort.c"
	.globl	qsort_int                       # -- Begin function qsort_int
	.p2align	4, 0x90
	.type	qsort_int,@function
qsort_int:                              # @qsort_int
	.cfi_startproc
# %bb.0:
	cmpl	%edx, %esi
	jge	.LBB0_4
# %bb.1:
	pushq	%rbp
	.cfi_def_cfa_offset 16
	pushq	%r15
	.cfi_def_cfa_offset 24
	pushq	%r14
	.cfi_def_cfa_offset 32
	pushq	%rbx
	.cfi_def_cfa_offset 40
	pushq	%rax
	.cfi_def_cfa_offset 48
	.cfi_offset %rbx, -40
	.cfi_offset %r14, -32
	.cfi_offset %r15, -24
	.cfi_offset %rbp, -16
	movl	%edx, %ebx
	movl	%esi, %ebp
	movq	%rdi, %r14
	.p2align	4, 0x90
.LBB0_2:                                # =>This Inner Loop Header: Depth=1
	movq	%r14, %rdi
	movl	%ebp, %esi
	movl	%ebx, %edx
	callq	part
	movl	%eax, %r15d
	leal	-1(%r15), %edx
	movq	%r14, %rdi
	movl	%ebp, %esi
	callq	qsort_int
	incl	%r15d
	movl	%r15d, %ebp
	cmpl	%ebx, %r15d
	jl	.LBB0_2
# %bb.3:
	addq	$8, %rsp
	.cfi_def_cfa_offset 40
	popq	%rbx
	.cfi_def_cfa_offset 32
	popq	%r14
	.cfi_def_cfa_offset 24
	popq	%r15
	.cfi_def_cfa_offset 16
	popq	%rbp
	.cfi_def_cfa_offset 8
	.cfi_restore %rbx
	.cfi_restore %r14
	.cfi_restore %r15
	.cfi_restore %rbp
.LBB0_4:
	retq
.Lfunc_end0:
	.size	qsort_int, .Lfunc_end0-qsort_int
	.cfi_endproc
                                        # -- End function
	.p2align	4, 0x90                         # -- Begin function part
	.type	part,@function
part:                                   # @part
	.cfi_startproc
# %bb.0:
	pushq	%rbp
	.cfi_def_cfa_offset 16
	pushq	%r15
	.cfi_def_cfa_offset 24
	pushq	%r14
	.cfi_def_cfa_offset 32
	pushq	%r13
	.cfi_def_cfa_offset 40
	pushq	%r12
	.cfi_def_cfa_offset 48
	pushq	%rbx
	.cfi_def_cfa_offset 56
	pushq	%rax
	.cfi_def_cfa_offset 64
	.cfi_offset %rbx, -56
	.cfi_offset %r12, -48
	.cfi_offset %r13, -40
	.cfi_offset %r14, -32
	.cfi_offset %r15, -24
	.cfi_offset %rbp, -16
	movl	%esi, %ebp
	movq	%rdi, %r14
	movslq	%edx, %r12
	leaq	(%rdi,%r12,4), %rbx
	cmpl	%r12d, %esi
	jge	.LBB1_5
# %bb.1:
	movl	(%r14,%r12,4), %r13d
	movslq	%ebp, %rax
	leaq	(%r14,%rax,4), %r15
	subq	%rax, %r12
	jmp	.LBB1_2
	.p2align	4, 0x90
.LBB1_4:                                #   in Loop: Header=BB1_2 Depth=1
	addq	$4, %r15
	decq	%r12
	je	.LBB1_5
.LBB1_2:                                # =>This Inner Loop Header: Depth=1
	cmpl	%r13d, (%r15)
	jge	.LBB1_4
# %bb.3:                                #   in Loop: Header=BB1_2 Depth=1
	movslq	%ebp, %rax
	incl	%ebp
	leaq	(%r14,%rax,4), %rdi
	movq	%r15, %rsi
	callq	swap
	jmp	.LBB1_4
.LBB1_5:
	movslq	%ebp, %r15
	leaq	(%r14,%r15,4), %rdi
	movq	%rbx, %rsi
	callq	swap
	movl	%r15d, %eax
	addq	$8, %rsp
	.cfi_def_cfa_offset 56
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%r12
	.cfi_def_cfa_offset 40
	popq	%r13
	.cfi_def_cfa_offset 32
	popq	%r14
	.cfi_def_cfa_offset 24
	popq	%r15
	.cfi_def_cfa_offset 16
	popq	%rbp
	.cfi_def_cfa_offset 8
	retq
.Lfunc_end1:
	.size	part, .Lfunc_end1-part
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
	jl	.LBB2_6
# %bb.1:
	movl	(%rdi), %ecx
	xorl	%eax, %eax
	cmpl	4(%rdi), %ecx
	jg	.LBB2_6
# %bb.2:
	movl	%esi, %ecx
	movl	$2, %eax
	.p2align	4, 0x90
.LBB2_3:                                # =>This Inner Loop Header: Depth=1
	movq	%rax, %rdx
	cmpq	%rax, %rcx
	je	.LBB2_5
# %bb.4:                                #   in Loop: Header=BB2_3 Depth=1
	movl	-4(%rdi,%rdx,4), %esi
	leaq	1(%rdx), %rax
	cmpl	(%rdi,%rdx,4), %esi
	jle	.LBB2_3
.LBB2_5:
	xorl	%eax, %eax
	cmpq	%rcx, %rdx
	setae	%al
.LBB2_6:
	retq
.Lfunc_end2:
	.size	is_sorted, .Lfunc_end2-is_sorted
	.cfi_endproc
                                        # -- End function
	.p2align	4, 0x90                         # -- Begin function swap
	.type	swap,@function
swap:                                   # @swap
	.cfi_startproc
# %bb.0:
	movl	(%rdi), %eax
	movl	(%rsi), %ecx
	movl	%ecx, (%rdi)
	movl	%eax, (%rsi)
	retq
.Lfunc_end3:
	.size	swap, .Lfunc_end3-swap
	.cfi_endproc
                                        # -- End function
	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
