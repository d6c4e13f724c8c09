	.file	"op.c"
	.text
	.section	.text.unlikely,"ax",@progbits
.LCOLDB0:
	.text
.LHOTB0:
	.p2align 4
	.globl	apply
	.type	apply, @function
apply:
	endbr64
	movq	%rdx, %rcx
	cmpl	$7, %edi
	ja	.L12
	leaq	.L4(%rip), %rax
	movl	%edi, %edi
	movslq	(%rax,%rdi,4), %rdi
	addq	%rax, %rdi
	notrack jmp	*%rdi
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
	.p2align 4,,10
	.p2align 3
.L5:
	movq	%rdx, %rax
	xorq	%rsi, %rax
	ret
	.p2align 4,,10
	.p2align 3
.L3:
	movq	%rsi, %rax
	salq	%cl, %rax
	ret
	.p2align 4,,10
	.p2align 3
.L11:
	leaq	(%rdx,%rsi), %rax
	ret
	.p2align 4,,10
	.p2align 3
.L10:
	movq	%rsi, %rax
	subq	%rdx, %rax
	ret
	.p2align 4,,10
	.p2align 3
.L9:
	movq	%rdx, %rax
	imulq	%rsi, %rax
	ret
	.p2align 4,,10
	.p2align 3
.L8:
	xorl	%eax, %eax
	testq	%rdx, %rdx
	je	.L1
	movq	%rsi, %rax
	cqto
	idivq	%rcx
	ret
	.p2align 4,,10
	.p2align 3
.L7:
	movq	%rdx, %rax
	andq	%rsi, %rax
	ret
	.p2align 4,,10
	.p2align 3
.L6:
	movq	%rdx, %rax
	orq	%rsi, %rax
	ret
	.p2align 4,,10
	.p2align 3
.L1:
	ret
	.section	.text.unlikely
	.type	apply.cold, @function
apply.cold:
.L12:
	orq	$-1, %rax
	ret
	.text
	.size	apply, .-apply
	.section	.text.unlikely
	.size	apply.cold, .-apply.cold
.LCOLDE0:
	.text
.LHOTE0:
	.section	.text.unlikely
.LCOLDB1:
	.text
.LHOTB1:
	.p2align 4
	.globl	fold
	.type	fold, @function
fold:
	endbr64
	movq	(%rsi), %rax
	movq	%rsi, %r10
	cmpl	$1, %edx
	jle	.L16
	movl	%edx, %r9d
	movl	$1, %esi
	leaq	.L20(%rip), %r8
	.p2align 4,,10
	.p2align 3
.L28:
	cmpl	$7, (%rdi,%rsi,4)
	movq	(%r10,%rsi,8), %rcx
	ja	.L29
	movl	(%rdi,%rsi,4), %edx
	movslq	(%r8,%rdx,4), %rdx
	addq	%r8, %rdx
	notrack jmp	*%rdx
	.section	.rodata
	.align 4
	.align 4
.L20:
	.long	.L27-.L20
	.long	.L26-.L20
	.long	.L25-.L20
	.long	.L24-.L20
	.long	.L23-.L20
	.long	.L22-.L20
	.long	.L21-.L20
	.long	.L19-.L20
	.text
	.p2align 4,,10
	.p2align 3
.L21:
	xorq	%rcx, %rax
	.p2align 4,,10
	.p2align 3
.L18:
	addq	$1, %rsi
	cmpq	%rsi, %r9
	jne	.L28
.L16:
	ret
	.p2align 4,,10
	.p2align 3
.L22:
	orq	%rcx, %rax
	jmp	.L18
	.p2align 4,,10
	.p2align 3
.L23:
	andq	%rcx, %rax
	jmp	.L18
	.p2align 4,,10
	.p2align 3
.L24:
	testq	%rcx, %rcx
	je	.L30
	cqto
	idivq	%rcx
	jmp	.L18
	.p2align 4,,10
	.p2align 3
.L25:
	imulq	%rcx, %rax
	jmp	.L18
	.p2align 4,,10
	.p2align 3
.L26:
	subq	%rcx, %rax
	jmp	.L18
	.p2align 4,,10
	.p2align 3
.L27:
	addq	%rcx, %rax
	jmp	.L18
	.p2align 4,,10
	.p2align 3
.L19:
	salq	%cl, %rax
	jmp	.L18
	.p2align 4,,10
	.p2align 3
.L30:
	xorl	%eax, %eax
	jmp	.L18
	.section	.text.unlikely
	.type	fold.cold, @function
fold.cold:
.L29:
	orq	$-1, %rax
	jmp	.L18
	.text
	.size	fold, .-fold
	.section	.text.unlikely
	.size	fold.cold, .-fold.cold
.LCOLDE1:
	.text
.LHOTE1:
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
