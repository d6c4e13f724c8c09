	.file	"op.c"
	.text
	.globl	apply
	.type	apply, @function
apply:
.LFB0:
	.cfi_startproc
	movq	%rdx, %rcx
	cmpl	$7, %edi
	ja	.L12
	movl	%edi, %edi
	leaq	.L4(%rip), %rax
	movslq	(%rax,%rdi,4), %rdx
	addq	%rax, %rdx
	jmp	*%rdx
	.section	.rodata
	.align 4
	.align 4
.L4:
	.long	.L11-.L4
	.long	.L10-.L4
	.long	.L9-.L4
	.long	.L8-.L4
	.long	.L7-.L4
	.long	.L6-.L4
	.long	.L5-.L4
	.long	.L3-.L4
	.text
.L11:
	leaq	(%rcx,%rsi), %rax
	ret
.L10:
	movq	%rsi, %rax
	subq	%rcx, %rax
	ret
.L9:
	movq	%rcx, %rax
	imulq	%rsi, %rax
	ret
.L8:
	movq	%rcx, %rax
	testq	%rcx, %rcx
	je	.L1
	movq	%rsi, %rax
	cqto
	idivq	%rcx
	ret
.L7:
	movq	%rcx, %rax
	andq	%rsi, %rax
	ret
.L6:
	movq	%rcx, %rax
	orq	%rsi, %rax
	ret
.L5:
	movq	%rcx, %rax
	xorq	%rsi, %rax
	ret
.L3:
	movq	%rsi, %rax
	salq	%cl, %rax
	ret
.L12:
	movq	$-1, %rax
.L1:
	ret
	.cfi_endproc
.LFE0:
	.size	apply, .-apply
	.globl	fold
	.type	fold, @function
fold:
.LFB1:
	.cfi_startproc
	pushq	%r13
	.cfi_def_cfa_offset 16
	.cfi_offset 13, -16
	pushq	%r12
	.cfi_def_cfa_offset 24
	.cfi_offset 12, -24
	pushq	%rbp
	.cfi_def_cfa_offset 32
	.cfi_offset 6, -32
	pushq	%rbx
	.cfi_def_cfa_offset 40
	.cfi_offset 3, -40
	movq	%rsi, %r12
	movq	(%rsi), %rsi
	cmpl	$1, %edx
	jle	.L14
	movq	%rdi, %r13
	movl	%edx, %ebp
	movl	$1, %ebx
.L16:
	movq	(%r12,%rbx,8), %rdx
	movl	0(%r13,%rbx,4), %edi
	call	apply
	movq	%rax, %rsi
	addq	$1, %rbx
	cmpq	%rbp, %rbx
	jne	.L16
.L14:
	movq	%rsi, %rax
	popq	%rbx
	.cfi_def_cfa_offset 32
	popq	%rbp
	.cfi_def_cfa_offset 24
	popq	%r12
	.cfi_def_cfa_offset 16
	popq	%r13
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE1:
	.size	fold, .-fold
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
