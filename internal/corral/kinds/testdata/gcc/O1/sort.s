	.file	"sort.c"
	.text
	.globl	qsort_int
	.type	qsort_int, @function
qsort_int:
.LFB2:
	.cfi_startproc
	cmpl	%edx, %esi
	jge	.L11
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
	subq	$8, %rsp
	.cfi_def_cfa_offset 48
	movq	%rdi, %rbp
	movl	%esi, %r8d
	movl	%edx, %r12d
	movslq	%edx, %rax
	leaq	(%rdi,%rax,4), %r13
	jmp	.L6
.L4:
	addq	$4, %rax
	cmpq	%rsi, %rax
	je	.L3
.L5:
	movl	(%rax), %edx
	cmpl	%edx, %ecx
	jle	.L4
	movslq	%ebx, %rdi
	leaq	0(%rbp,%rdi,4), %rdi
	movl	(%rdi), %r9d
	movl	%edx, (%rdi)
	movl	%r9d, (%rax)
	leal	1(%rbx), %ebx
	jmp	.L4
.L7:
	movl	%r8d, %ebx
.L3:
	movslq	%ebx, %rax
	leaq	0(%rbp,%rax,4), %rax
	movl	(%rax), %edx
	movl	0(%r13), %ecx
	movl	%ecx, (%rax)
	movl	%edx, 0(%r13)
	leal	-1(%rbx), %edx
	movl	%r8d, %esi
	movq	%rbp, %rdi
	call	qsort_int
	leal	1(%rbx), %r8d
	cmpl	%r8d, %r12d
	jle	.L14
.L6:
	movl	0(%r13), %ecx
	cmpl	%r8d, %r12d
	jle	.L7
	movslq	%r8d, %rsi
	leaq	0(%rbp,%rsi,4), %rax
	movl	%r12d, %edx
	subl	%r8d, %edx
	addq	%rsi, %rdx
	leaq	0(%rbp,%rdx,4), %rsi
	movl	%r8d, %ebx
	jmp	.L5
.L14:
	addq	$8, %rsp
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
.L11:
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	ret
	.cfi_endproc
.LFE2:
	.size	qsort_int, .-qsort_int
	.globl	is_sorted
	.type	is_sorted, @function
is_sorted:
.LFB3:
	.cfi_startproc
	cmpl	$1, %esi
	jle	.L18
	movq	%rdi, %rax
	leal	-2(%rsi), %edx
	leaq	4(%rdi,%rdx,4), %rdx
.L17:
	movl	4(%rax), %ecx
	cmpl	%ecx, (%rax)
	jg	.L19
	addq	$4, %rax
	cmpq	%rdx, %rax
	jne	.L17
	movl	$1, %eax
	ret
.L18:
	movl	$1, %eax
	ret
.L19:
	movl	$0, %eax
	ret
	.cfi_endproc
.LFE3:
	.size	is_sorted, .-is_sorted
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
