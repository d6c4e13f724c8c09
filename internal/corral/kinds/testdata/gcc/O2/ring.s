	.file	"ring.c"
	.text
	.p2align 4
	.globl	ring_put
	.type	ring_put, @function
ring_put:
.LFB1:
	.cfi_startproc
	movq	%rdi, %rcx
	movq	%rsi, %r9
	movq	%rdx, %rdi
	movq	24(%rcx), %rsi
	movq	16(%rcx), %rdx
	movq	8(%rcx), %rax
	addq	%rsi, %rdx
	subq	%rax, %rdx
	cmpq	%rdi, %rdx
	jb	.L6
	testq	%rdi, %rdi
	je	.L3
	xorl	%edx, %edx
	movzbl	(%r9), %r8d
	divq	%rsi
	movq	(%rcx), %rax
	movl	$1, %esi
	movb	%r8b, (%rax,%rdx)
	cmpq	$1, %rdi
	je	.L5
	.p2align 4,,10
	.p2align 3
.L4:
	movq	8(%rcx), %rax
	xorl	%edx, %edx
	movzbl	(%r9,%rsi), %r8d
	addq	%rsi, %rax
	addq	$1, %rsi
	divq	24(%rcx)
	movq	(%rcx), %rax
	movb	%r8b, (%rax,%rdx)
	cmpq	%rsi, %rdi
	jne	.L4
.L5:
	movq	8(%rcx), %rax
.L3:
	addq	%rdi, %rax
	movq	%rax, 8(%rcx)
	xorl	%eax, %eax
	ret
.L6:
	movl	$-1, %eax
	ret
	.cfi_endproc
.LFE1:
	.size	ring_put, .-ring_put
	.p2align 4
	.globl	ring_get
	.type	ring_get, @function
ring_get:
.LFB2:
	.cfi_startproc
	movq	%rdx, %r9
	xorl	%ecx, %ecx
	testq	%rdx, %rdx
	jne	.L15
	jmp	.L16
	.p2align 4,,10
	.p2align 3
.L17:
	leaq	1(%rax), %rdx
	movq	(%rdi), %r8
	addq	$1, %rcx
	movq	%rdx, 16(%rdi)
	xorl	%edx, %edx
	divq	24(%rdi)
	movzbl	(%r8,%rdx), %eax
	movb	%al, -1(%rsi,%rcx)
	cmpq	%rcx, %r9
	je	.L16
.L15:
	movq	16(%rdi), %rax
	cmpq	8(%rdi), %rax
	jne	.L17
	movq	%rcx, %r9
.L16:
	movq	%r9, %rax
	ret
	.cfi_endproc
.LFE2:
	.size	ring_get, .-ring_get
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
