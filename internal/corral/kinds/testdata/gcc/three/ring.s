	.file	"ring.c"
	.text
	.p2align 4
	.globl	ring_put
	.type	ring_put, @function
ring_put:
	endbr64
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
	.size	ring_put, .-ring_put
	.p2align 4
	.globl	ring_get
	.type	ring_get, @function
ring_get:
	endbr64
	movq	%rdi, %rcx
	movq	%rdx, %r9
	xorl	%edi, %edi
	testq	%rdx, %rdx
	jne	.L15
	jmp	.L16
	.p2align 4,,10
	.p2align 3
.L17:
	leaq	1(%rax), %rdx
	movq	(%rcx), %r8
	addq	$1, %rdi
	movq	%rdx, 16(%rcx)
	xorl	%edx, %edx
	divq	24(%rcx)
	movzbl	(%r8,%rdx), %eax
	movb	%al, -1(%rsi,%rdi)
	cmpq	%rdi, %r9
	je	.L16
.L15:
	movq	16(%rcx), %rax
	cmpq	8(%rcx), %rax
	jne	.L17
	movq	%rdi, %r9
.L16:
	movq	%r9, %rax
	ret
	.size	ring_get, .-ring_get
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
