	.file	"sort.c"
	.text
	.p2align 4
	.globl	qsort_int
	.type	qsort_int, @function
qsort_int:
.LFB2:
	.cfi_startproc
	cmpl	%edx, %esi
	jge	.L12
	pushq	%r13
	.cfi_def_cfa_offset 16
	.cfi_offset 13, -16
	movslq	%edx, %rax
	movl	%esi, %r9d
	pushq	%r12
	.cfi_def_cfa_offset 24
	.cfi_offset 12, -24
	leaq	(%rdi,%rax,4), %r13
	movl	%edx, %r12d
	pushq	%rbp
	.cfi_def_cfa_offset 32
	.cfi_offset 6, -32
	movq	%rdi, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 40
	.cfi_offset 3, -40
	subq	$8, %rsp
	.cfi_def_cfa_offset 48
.L6:
	movl	0(%r13), %esi
	cmpl	%r9d, %r12d
	jle	.L8
	movl	%r12d, %edx
	movslq	%r9d, %rcx
	movl	%r9d, %ebx
	subl	%r9d, %edx
	leaq	0(%rbp,%rcx,4), %rax
	addq	%rcx, %rdx
	leaq	0(%rbp,%rdx,4), %rdi
	.p2align 4,,10
	.p2align 3
.L5:
	movl	(%rax), %edx
	cmpl	%edx, %esi
	jle	.L4
	movslq	%ebx, %rcx
	addl	$1, %ebx
	leaq	0(%rbp,%rcx,4), %rcx
	movl	(%rcx), %r8d
	movl	%edx, (%rcx)
	movl	%r8d, (%rax)
.L4:
	addq	$4, %rax
	cmpq	%rax, %rdi
	jne	.L5
	movl	0(%r13), %esi
.L3:
	movslq	%ebx, %rax
	movq	%rbp, %rdi
	leaq	0(%rbp,%rax,4), %rax
	movl	(%rax), %edx
	movl	%esi, (%rax)
	movl	%r9d, %esi
	movl	%edx, 0(%r13)
	leal	-1(%rbx), %edx
	call	qsort_int
	leal	1(%rbx), %r9d
	cmpl	%r9d, %r12d
	jg	.L6
	addq	$8, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 40
	popq	%rbx
	.cfi_def_cfa_offset 32
	popq	%rbp
	.cfi_def_cfa_offset 24
	popq	%r12
	.cfi_def_cfa_offset 16
	popq	%r13
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L8:
	.cfi_restore_state
	movl	%r9d, %ebx
	jmp	.L3
.L12:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	ret
	.cfi_endproc
.LFE2:
	.size	qsort_int, .-qsort_int
	.p2align 4
	.globl	is_sorted
	.type	is_sorted, @function
is_sorted:
.LFB3:
	.cfi_startproc
	cmpl	$1, %esi
	jle	.L19
	leal	-2(%rsi), %ecx
	movl	(%rdi), %edx
	leaq	4(%rdi), %rax
	leaq	8(%rdi,%rcx,4), %rsi
	jmp	.L18
	.p2align 4,,10
	.p2align 3
.L22:
	addq	$4, %rax
	cmpq	%rsi, %rax
	je	.L19
.L18:
	movl	%edx, %ecx
	movl	(%rax), %edx
	cmpl	%ecx, %edx
	jge	.L22
	xorl	%eax, %eax
	ret
	.p2align 4,,10
	.p2align 3
.L19:
	movl	$1, %eax
	ret
	.cfi_endproc
.LFE3:
	.size	is_sorted, .-is_sorted
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
