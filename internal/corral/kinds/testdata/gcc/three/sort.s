	.file	"sort.c"
	.text
	.p2align 4
	.globl	qsort_int
	.type	qsort_int, @function
qsort_int:
	endbr64
	cmpl	%edx, %esi
	jge	.L12
	pushq	%rbp
	movslq	%edx, %rax
	movl	%esi, %r9d
	movq	%rsp, %rbp
	pushq	%r14
	leaq	(%rdi,%rax,4), %r14
	pushq	%r13
	movl	%edx, %r13d
	pushq	%r12
	movq	%rdi, %r12
	pushq	%rbx
.L6:
	movl	(%r14), %esi
	cmpl	%r9d, %r13d
	jle	.L8
	movl	%r13d, %edx
	movslq	%r9d, %rcx
	movl	%r9d, %ebx
	subl	%r9d, %edx
	leaq	(%r12,%rcx,4), %rax
	addq	%rcx, %rdx
	leaq	(%r12,%rdx,4), %rdi
	.p2align 4,,10
	.p2align 3
.L5:
	movl	(%rax), %edx
	cmpl	%edx, %esi
	jle	.L4
	movslq	%ebx, %rcx
	addl	$1, %ebx
	leaq	(%r12,%rcx,4), %rcx
	movl	(%rcx), %r8d
	movl	%edx, (%rcx)
	movl	%r8d, (%rax)
.L4:
	addq	$4, %rax
	cmpq	%rax, %rdi
	jne	.L5
	movl	(%r14), %esi
.L3:
	movslq	%ebx, %rax
	movq	%r12, %rdi
	leaq	(%r12,%rax,4), %rax
	movl	(%rax), %edx
	movl	%esi, (%rax)
	movl	%r9d, %esi
	movl	%edx, (%r14)
	leal	-1(%rbx), %edx
	call	qsort_int
	leal	1(%rbx), %r9d
	cmpl	%r9d, %r13d
	jg	.L6
	popq	%rbx
	popq	%r12
	popq	%r13
	popq	%r14
	popq	%rbp
	ret
	.p2align 4,,10
	.p2align 3
.L8:
	movl	%r9d, %ebx
	jmp	.L3
.L12:
	ret
	.size	qsort_int, .-qsort_int
	.p2align 4
	.globl	is_sorted
	.type	is_sorted, @function
is_sorted:
	endbr64
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
	.size	is_sorted, .-is_sorted
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
	.section	.note.gnu.property,"a"
	.align 8
	.long	1f - 0f
	.long	4f - 1f
	.long	5
0:
	.string	"GNU"
1:
	.align 8
	.long	0xc0000002
	.long	3f - 2f
2:
	.long	0x3
3:
	.align 8
4:
