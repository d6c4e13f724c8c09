	.file	"ring.c"
	.text
	.globl	ring_put
	.type	ring_put, @function
ring_put:
.LFB1:
	.cfi_startproc
	movq	%rdx, %r9
	movq	16(%rdi), %rax
	addq	24(%rdi), %rax
	subq	8(%rdi), %rax
	cmpq	%rdx, %rax
	jb	.L5
	testq	%rdx, %rdx
	je	.L3
	movl	$0, %ecx
.L4:
	movzbl	(%rsi,%rcx), %r8d
	movq	%rcx, %rax
	addq	8(%rdi), %rax
	movl	$0, %edx
	divq	24(%rdi)
	movq	(%rdi), %rax
	movb	%r8b, (%rax,%rdx)
	addq	$1, %rcx
	cmpq	%rcx, %r9
	jne	.L4
.L3:
	addq	%r9, 8(%rdi)
	movl	$0, %eax
	ret
.L5:
	movl	$-1, %eax
	ret
	.cfi_endproc
.LFE1:
	.size	ring_put, .-ring_put
	.globl	ring_get
	.type	ring_get, @function
ring_get:
.LFB2:
	.cfi_startproc
	movq	%rdx, %r9
	movl	$0, %ecx
	testq	%rdx, %rdx
	je	.L9
.L8:
	movq	16(%rdi), %rax
	cmpq	8(%rdi), %rax
	je	.L13
	movq	(%rdi), %r8
	leaq	1(%rax), %rdx
	movq	%rdx, 16(%rdi)
	addq	$1, %rcx
	movl	$0, %edx
	divq	24(%rdi)
	movzbl	(%r8,%rdx), %eax
	movb	%al, -1(%rsi,%rcx)
	cmpq	%rcx, %r9
	jne	.L8
	jmp	.L9
.L13:
	movq	%rcx, %r9
.L9:
	movq	%r9, %rax
	ret
	.cfi_endproc
.LFE2:
	.size	ring_get, .-ring_get
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
