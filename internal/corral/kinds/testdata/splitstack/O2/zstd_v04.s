	.file	"zstd_v04.c"
	.text
	.p2align 4
	.type	FSE_readNCount, @function
FSE_readNCount:
.LFB583:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	subq	$72, %rsp
	.cfi_def_cfa_offset 128
	movq	%rsi, 40(%rsp)
	cmpq	$3, %r8
	jbe	.L2
	movl	(%rcx), %ebp
	movq	%rdi, %r9
	movq	%rcx, %rdi
	movq	$-44, %rax
	movl	%ebp, %r12d
	andl	$15, %r12d
	leal	5(%r12), %ecx
	cmpl	$15, %ecx
	ja	.L1
	movq	%rsi, %r11
	leaq	(%rdi,%r8), %rax
	movq	%rdx, %rsi
	movq	%r8, %rdx
	movl	$1, %ebx
	movq	%rax, 32(%rsp)
	shrl	$4, %ebp
	movq	%rdi, %r15
	movq	%rdi, 48(%rsp)
	sall	%cl, %ebx
	addl	$6, %r12d
	leaq	-7(%rax), %r8
	movq	%rdx, 56(%rsp)
	leal	1(%rbx), %r14d
	movl	$4, %r13d
	movl	%ecx, (%rsi)
	xorl	%esi, %esi
	movl	(%r11), %r10d
	leaq	-4(%rax), %r11
	.p2align 4,,10
	.p2align 3
.L4:
	leal	(%rbx,%rbx), %eax
	leal	-1(%rbx), %ecx
	movl	%eax, %edx
	andl	%ebp, %ecx
	subl	%r14d, %edx
	subl	$1, %edx
	movswl	%dx, %edi
	cmpl	%edi, %ecx
	jnb	.L15
	leal	-1(%rbx), %eax
	leal	-1(%r13,%r12), %r13d
	andl	%ebp, %eax
.L16:
	subl	$1, %eax
	movl	%esi, %ecx
	movl	%eax, %edx
	movw	%ax, (%r9,%rcx,2)
	negw	%dx
	cmovs	%eax, %edx
	movswl	%dx, %edx
	subl	%edx, %r14d
	leal	1(%rsi), %edx
	cmpl	%ebx, %r14d
	jge	.L18
	.p2align 4,,10
	.p2align 3
.L19:
	sarl	%ebx
	subl	$1, %r12d
	cmpl	%ebx, %r14d
	jl	.L19
.L18:
	movl	%r13d, %ecx
	sarl	$3, %ecx
	movslq	%ecx, %rcx
	leaq	(%r15,%rcx), %rdi
	cmpq	%r15, %r8
	jnb	.L20
	cmpq	%rdi, %r11
	jnb	.L20
	movq	%r11, %rcx
	subq	%r15, %rcx
	movq	%r11, %r15
	sall	$3, %ecx
	movl	(%r15), %ebp
	subl	%ecx, %r13d
	movl	%r13d, %ecx
	andl	$31, %ecx
	shrl	%cl, %ebp
	cmpl	$1, %r14d
	jle	.L23
.L40:
	cmpl	%edx, %r10d
	jb	.L23
	testw	%ax, %ax
	je	.L37
.L5:
	movl	%edx, %esi
	jmp	.L4
	.p2align 4,,10
	.p2align 3
.L37:
	movzwl	%bp, %eax
	cmpl	$65535, %eax
	jne	.L26
	movq	32(%rsp), %rax
	movl	%r13d, %ecx
	leaq	-5(%rax), %rsi
	movl	%edx, %eax
	jmp	.L9
	.p2align 4,,10
	.p2align 3
.L39:
	movl	2(%r15), %ebp
	addq	$2, %r15
	shrl	%cl, %ebp
	movzwl	%bp, %edi
	cmpl	$65535, %edi
	jne	.L38
.L9:
	addl	$24, %eax
	cmpq	%rsi, %r15
	jb	.L39
	shrl	$16, %ebp
	addl	$16, %ecx
	movl	%ebp, %edi
	cmpl	$65535, %edi
	je	.L9
.L38:
	movl	%ecx, %r13d
	jmp	.L35
	.p2align 4,,10
	.p2align 3
.L11:
	addl	$3, %eax
	shrl	$2, %ebp
	addl	$2, %r13d
.L35:
	movl	%ebp, %ecx
	andl	$3, %ecx
	cmpl	$3, %ecx
	je	.L11
	addl	%eax, %ecx
	addl	$2, %r13d
	cmpl	%ecx, %r10d
	jb	.L27
	cmpl	%ecx, %edx
	jnb	.L12
	movl	%ecx, %eax
	leaq	(%r9,%rdx,2), %rdi
	xorl	%esi, %esi
	movq	%r11, 24(%rsp)
	subl	%edx, %eax
	movq	%r8, 16(%rsp)
	subl	$1, %eax
	movl	%r10d, 12(%rsp)
	leaq	2(%rax,%rax), %rax
	movq	%r9, (%rsp)
	movq	%rax, %rdx
	movl	%ecx, 8(%rsp)
	call	memset@PLT
	movl	8(%rsp), %edx
	movq	24(%rsp), %r11
	movq	16(%rsp), %r8
	movl	12(%rsp), %r10d
	movq	(%rsp), %r9
.L12:
	movl	%r13d, %eax
	sarl	$3, %eax
	cltq
	addq	%r15, %rax
	cmpq	%r15, %r8
	jnb	.L13
	shrl	$2, %ebp
	cmpq	%rax, %r11
	jb	.L5
.L13:
	movl	(%rax), %ebp
	andl	$7, %r13d
	movq	%rax, %r15
	movl	%edx, %esi
	movl	%r13d, %ecx
	shrl	%cl, %ebp
	jmp	.L4
	.p2align 4,,10
	.p2align 3
.L20:
	movq	%rdi, %r15
	andl	$7, %r13d
	movl	(%r15), %ebp
	movl	%r13d, %ecx
	shrl	%cl, %ebp
	cmpl	$1, %r14d
	jg	.L40
.L23:
	movq	48(%rsp), %rdi
	movq	56(%rsp), %rdx
	movq	$-1, %rax
	cmpl	$1, %r14d
	jne	.L1
	movq	40(%rsp), %rax
	movl	%esi, (%rax)
	leal	7(%r13), %eax
	sarl	$3, %eax
	cltq
	addq	%r15, %rax
	subq	%rdi, %rax
	cmpq	%rax, %rdx
	jb	.L2
.L1:
	addq	$72, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%rbp
	.cfi_def_cfa_offset 40
	popq	%r12
	.cfi_def_cfa_offset 32
	popq	%r13
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_def_cfa_offset 16
	popq	%r15
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L15:
	.cfi_restore_state
	subl	$1, %eax
	andl	%ebp, %eax
	movswl	%ax, %edi
	movl	%eax, %ecx
	subl	%edx, %ecx
	cmpl	%ebx, %edi
	cmovge	%ecx, %eax
	addl	%r12d, %r13d
	jmp	.L16
.L2:
	addq	$72, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	movq	$-72, %rax
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%rbp
	.cfi_def_cfa_offset 40
	popq	%r12
	.cfi_def_cfa_offset 32
	popq	%r13
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_def_cfa_offset 16
	popq	%r15
	.cfi_def_cfa_offset 8
	ret
.L26:
	.cfi_restore_state
	movl	%edx, %eax
	jmp	.L35
.L27:
	movq	$-48, %rax
	jmp	.L1
	.cfi_endproc
.LFE583:
	.size	FSE_readNCount, .-FSE_readNCount
	.p2align 4
	.type	FSE_buildDTable, @function
FSE_buildDTable:
.LFB580:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	movl	%edx, %r12d
	movq	$-46, %rdx
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	subq	$416, %rsp
	.cfi_def_cfa_offset 472
	cmpl	$255, %r12d
	ja	.L41
	movl	%ecx, %r10d
	movq	$-44, %rdx
	cmpl	$12, %ecx
	ja	.L41
	movl	$1, %ebp
	leal	1(%r12), %eax
	movq	%rsi, %rbx
	movq	%rdi, %r8
	movl	%ebp, %r14d
	salq	$2, %rax
	leaq	4(%rdi), %r9
	sall	%cl, %r14d
	leal	-1(%rcx), %ecx
	leal	-1(%r14), %esi
	sall	%cl, %ebp
	cmpl	$8, %eax
	jb	.L74
	movq	$0, 4(%rdi)
	movl	%eax, %edx
	leaq	12(%rdi), %rdi
	movq	$0, -8(%r9,%rdx)
	andq	$-8, %rdi
	movq	%r9, %rdx
	subq	%rdi, %rdx
	leal	(%rax,%rdx), %ecx
	xorl	%eax, %eax
	shrl	$3, %ecx
	rep stosq
.L44:
	movzwl	%r10w, %edi
	movl	%esi, %edx
	xorl	%ecx, %ecx
	movl	$1, %r11d
	leaq	-104(%rsp), %r13
	xorl	%r15d, %r15d
	jmp	.L50
.L47:
	cmpw	%bp, %ax
	movw	%ax, 0(%r13,%rcx,2)
	leaq	1(%rcx), %rax
	cmovge	%r15d, %r11d
	cmpq	%rcx, %r12
	je	.L75
.L63:
	movq	%rax, %rcx
.L50:
	movzwl	(%rbx,%rcx,2), %eax
	cmpw	$-1, %ax
	jne	.L47
	movl	%edx, %eax
	subl	$1, %edx
	movb	%cl, 2(%r9,%rax,4)
	movl	$1, %eax
	movw	%ax, 0(%r13,%rcx,2)
	leaq	1(%rcx), %rax
	cmpq	%rcx, %r12
	jne	.L63
.L75:
	movl	%r14d, %ecx
	movl	%r14d, %eax
	movl	%r14d, -112(%rsp)
	xorl	%ebp, %ebp
	movl	%r11d, -108(%rsp)
	shrl	%eax
	shrl	$3, %ecx
	leal	3(%rcx,%rax), %ecx
	xorl	%eax, %eax
	.p2align 4,,10
	.p2align 3
.L51:
	movswl	(%rbx,%rbp,2), %r15d
	movl	%ebp, %r14d
	xorl	%r11d, %r11d
	testw	%r15w, %r15w
	jle	.L57
	.p2align 4,,10
	.p2align 3
.L54:
	movl	%eax, %r13d
	movb	%r14b, 2(%r9,%r13,4)
	.p2align 4,,10
	.p2align 3
.L73:
	addl	%ecx, %eax
	andl	%esi, %eax
	cmpl	%eax, %edx
	jb	.L73
	addl	$1, %r11d
	cmpl	%r15d, %r11d
	jne	.L54
.L57:
	leaq	1(%rbp), %r11
	cmpq	%rbp, %r12
	je	.L55
	movq	%r11, %rbp
	jmp	.L51
.L55:
	movl	-112(%rsp), %r14d
	movl	-108(%rsp), %r11d
	leaq	8(%r8,%rsi,4), %rbx
	movq	$-1, %rdx
	testl	%eax, %eax
	jne	.L41
	.p2align 4,,10
	.p2align 3
.L59:
	movzbl	2(%r9), %edx
	movzwl	-104(%rsp,%rdx,2), %eax
	leal	1(%rax), %ecx
	movw	%cx, -104(%rsp,%rdx,2)
	bsrl	%eax, %edx
	movl	%r10d, %ecx
	addq	$4, %r9
	subl	%edx, %ecx
	sall	%cl, %eax
	movb	%cl, -1(%r9)
	subl	%r14d, %eax
	movw	%ax, -4(%r9)
	cmpq	%rbx, %r9
	jne	.L59
	movl	%r11d, %eax
	xorl	%edx, %edx
	sall	$16, %eax
	orl	%edi, %eax
	movl	%eax, (%r8)
.L41:
	addq	$416, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	movq	%rdx, %rax
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%rbp
	.cfi_def_cfa_offset 40
	popq	%r12
	.cfi_def_cfa_offset 32
	popq	%r13
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_def_cfa_offset 16
	popq	%r15
	.cfi_def_cfa_offset 8
	ret
.L74:
	.cfi_restore_state
	testb	$4, %al
	jne	.L76
	testl	%eax, %eax
	je	.L44
	movb	$0, 4(%rdi)
	jmp	.L44
.L76:
	movl	%eax, %eax
	movl	$0, 4(%rdi)
	movl	$0, -4(%r9,%rax)
	jmp	.L44
	.cfi_endproc
.LFE580:
	.size	FSE_buildDTable, .-FSE_buildDTable
	.p2align 4
	.type	HUF_decodeStreamX2.isra.0, @function
HUF_decodeStreamX2.isra.0:
.LFB653:
	.cfi_startproc
	pushq	%r13
	.cfi_def_cfa_offset 16
	.cfi_offset 13, -16
	movq	%rdx, %r10
	movq	%rsi, %rax
	movq	%rcx, %r9
	pushq	%r12
	.cfi_def_cfa_offset 24
	.cfi_offset 12, -24
	pushq	%rbp
	.cfi_def_cfa_offset 32
	.cfi_offset 6, -32
	pushq	%rbx
	.cfi_def_cfa_offset 40
	.cfi_offset 3, -40
	movl	8(%rsi), %edx
	cmpl	$64, %edx
	ja	.L78
	movl	%r8d, %r11d
	leaq	-4(%r10), %rbx
	negl	%r11d
	andl	$63, %r11d
	.p2align 4,,10
	.p2align 3
.L79:
	movq	24(%rax), %rbp
	movq	16(%rax), %rcx
	leaq	8(%rbp), %rsi
	cmpq	%rsi, %rcx
	jnb	.L96
	cmpq	%rbp, %rcx
	je	.L83
	movl	%edx, %esi
	movq	%rcx, %r12
	shrl	$3, %esi
	movl	%esi, %r13d
	subq	%r13, %r12
	cmpq	%rbp, %r12
	jnb	.L84
	movq	%rcx, %rsi
	subq	%rbp, %rsi
	movl	%esi, %r11d
	sall	$3, %esi
	subq	%r11, %rcx
	subl	%esi, %edx
	movq	%rcx, 16(%rax)
	movl	%edx, 8(%rax)
	movq	(%rcx), %rcx
	movq	%rcx, (%rax)
.L83:
	cmpl	$64, %edx
	ja	.L78
	movl	%r8d, %r11d
	negl	%r11d
	andl	$63, %r11d
.L85:
	movq	16(%rax), %rsi
	leaq	8(%rbp), %rcx
	cmpq	%rcx, %rsi
	jnb	.L97
	cmpq	%rbp, %rsi
	je	.L78
	movl	%edx, %ecx
	movq	%rsi, %rbx
	shrl	$3, %ecx
	movl	%ecx, %r12d
	subq	%r12, %rbx
	cmpq	%rbp, %rbx
	jnb	.L89
	movq	%rsi, %rcx
	subq	%rbp, %rcx
	movl	%ecx, %r11d
	sall	$3, %ecx
	subq	%r11, %rsi
	subl	%ecx, %edx
	movq	%rsi, 16(%rax)
	movl	%edx, 8(%rax)
	movq	(%rsi), %rdx
	movq	%rdx, (%rax)
.L78:
	cmpq	%r10, %rdi
	jnb	.L77
	negl	%r8d
	andl	$63, %r8d
.L93:
	movl	8(%rax), %esi
	movq	(%rax), %rdx
	addq	$1, %rdi
	movl	%esi, %ecx
	salq	%cl, %rdx
	movl	%r8d, %ecx
	shrq	%cl, %rdx
	leaq	(%r9,%rdx,2), %rdx
	movzbl	(%rdx), %ecx
	movzbl	1(%rdx), %edx
	addl	%esi, %edx
	movl	%edx, 8(%rax)
	movb	%cl, -1(%rdi)
	cmpq	%rdi, %r10
	jne	.L93
.L77:
	popq	%rbx
	.cfi_remember_state
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
.L96:
	.cfi_restore_state
	movl	%edx, %esi
	andl	$7, %edx
	shrl	$3, %esi
	movl	%edx, 8(%rax)
	subq	%rsi, %rcx
	movq	%rcx, 16(%rax)
	movq	(%rcx), %rsi
.L81:
	movq	%rsi, (%rax)
	cmpq	%rdi, %rbx
	jb	.L83
	movl	%edx, %ecx
	addq	$4, %rdi
	salq	%cl, %rsi
	movl	%r11d, %ecx
	shrq	%cl, %rsi
	leaq	(%r9,%rsi,2), %rcx
	movzbl	(%rcx), %esi
	movzbl	1(%rcx), %ecx
	addl	%ecx, %edx
	movl	%edx, 8(%rax)
	movb	%sil, -4(%rdi)
	movl	8(%rax), %esi
	movq	(%rax), %rdx
	movl	%esi, %ecx
	salq	%cl, %rdx
	movl	%r11d, %ecx
	shrq	%cl, %rdx
	leaq	(%r9,%rdx,2), %rdx
	movzbl	1(%rdx), %ecx
	movzbl	(%rdx), %ebp
	addl	%esi, %ecx
	movl	%ecx, 8(%rax)
	movb	%bpl, -3(%rdi)
	movl	8(%rax), %esi
	movq	(%rax), %rdx
	movl	%esi, %ecx
	salq	%cl, %rdx
	movl	%r11d, %ecx
	shrq	%cl, %rdx
	leaq	(%r9,%rdx,2), %rdx
	movzbl	1(%rdx), %ecx
	movzbl	(%rdx), %ebp
	addl	%esi, %ecx
	movl	%ecx, 8(%rax)
	movb	%bpl, -2(%rdi)
	movl	8(%rax), %esi
	movq	(%rax), %rdx
	movl	%esi, %ecx
	salq	%cl, %rdx
	movl	%r11d, %ecx
	shrq	%cl, %rdx
	leaq	(%r9,%rdx,2), %rdx
	movzbl	1(%rdx), %ecx
	movzbl	(%rdx), %ebp
	addl	%esi, %ecx
	movl	%ecx, 8(%rax)
	movb	%bpl, -1(%rdi)
	movl	8(%rax), %edx
	cmpl	$64, %edx
	jbe	.L79
	jmp	.L78
	.p2align 4,,10
	.p2align 3
.L97:
	movl	%edx, %ecx
	andl	$7, %edx
	shrl	$3, %ecx
	movl	%edx, 8(%rax)
	subq	%rcx, %rsi
	movq	%rsi, 16(%rax)
	movq	(%rsi), %rdx
.L88:
	movq	%rdx, (%rax)
	cmpq	%r10, %rdi
	jnb	.L77
	movl	8(%rax), %esi
	addq	$1, %rdi
	movl	%esi, %ecx
	salq	%cl, %rdx
	movl	%r11d, %ecx
	shrq	%cl, %rdx
	leaq	(%r9,%rdx,2), %rdx
	movzbl	(%rdx), %ecx
	movzbl	1(%rdx), %edx
	addl	%esi, %edx
	movl	%edx, 8(%rax)
	movb	%cl, -1(%rdi)
	movl	8(%rax), %edx
	cmpl	$64, %edx
	ja	.L78
	movq	24(%rax), %rbp
	jmp	.L85
	.p2align 4,,10
	.p2align 3
.L84:
	sall	$3, %esi
	movq	%r12, 16(%rax)
	subl	%esi, %edx
	movl	%edx, 8(%rax)
	movq	(%r12), %rsi
	jmp	.L81
	.p2align 4,,10
	.p2align 3
.L89:
	sall	$3, %ecx
	movq	%rbx, 16(%rax)
	subl	%ecx, %edx
	movl	%edx, 8(%rax)
	movq	(%rbx), %rdx
	jmp	.L88
	.cfi_endproc
.LFE653:
	.size	HUF_decodeStreamX2.isra.0, .-HUF_decodeStreamX2.isra.0
	.p2align 4
	.type	HUF_decodeStreamX4.isra.0, @function
HUF_decodeStreamX4.isra.0:
.LFB654:
	.cfi_startproc
	movq	%rsi, %rax
	movq	%rcx, %rsi
	pushq	%r14
	.cfi_def_cfa_offset 16
	.cfi_offset 14, -16
	movq	%rdx, %r10
	movl	8(%rax), %ecx
	pushq	%r13
	.cfi_def_cfa_offset 24
	.cfi_offset 13, -24
	leaq	-2(%rdx), %r9
	pushq	%r12
	.cfi_def_cfa_offset 32
	.cfi_offset 12, -32
	pushq	%rbp
	.cfi_def_cfa_offset 40
	.cfi_offset 6, -40
	pushq	%rbx
	.cfi_def_cfa_offset 48
	.cfi_offset 3, -48
	cmpl	$64, %ecx
	ja	.L99
	movl	%r8d, %r11d
	leaq	-7(%rdx), %rbx
	negl	%r11d
	andl	$63, %r11d
	.p2align 4,,10
	.p2align 3
.L100:
	movq	24(%rax), %rbp
	movq	16(%rax), %rdx
	leaq	8(%rbp), %r12
	cmpq	%r12, %rdx
	jnb	.L122
	cmpq	%rbp, %rdx
	je	.L123
	movl	%ecx, %r12d
	movq	%rdx, %r13
	shrl	$3, %r12d
	movl	%r12d, %r14d
	subq	%r14, %r13
	cmpq	%rbp, %r13
	jnb	.L105
	movq	%rdx, %r11
	subq	%rbp, %r11
	movl	%r11d, %ebx
	sall	$3, %r11d
	subq	%rbx, %rdx
	subl	%r11d, %ecx
	movq	%rdx, 16(%rax)
	movl	%ecx, 8(%rax)
	movq	(%rdx), %rdx
	movq	%rdx, (%rax)
.L104:
	cmpl	$64, %ecx
	ja	.L99
	movl	%r8d, %r11d
	negl	%r11d
	andl	$63, %r11d
.L106:
	movq	16(%rax), %rdx
	leaq	8(%rbp), %rbx
	cmpq	%rbx, %rdx
	jnb	.L124
	cmpq	%rbp, %rdx
	je	.L99
	movl	%ecx, %ebx
	movq	%rdx, %r12
	shrl	$3, %ebx
	movl	%ebx, %r13d
	subq	%r13, %r12
	cmpq	%rbp, %r12
	jnb	.L110
	movq	%rdx, %r11
	subq	%rbp, %r11
	movl	%r11d, %ebx
	sall	$3, %r11d
	subq	%rbx, %rdx
	subl	%r11d, %ecx
	movq	%rdx, 16(%rax)
	movl	%ecx, 8(%rax)
	movq	(%rdx), %rdx
	movq	%rdx, (%rax)
.L99:
	cmpq	%rdi, %r9
	jb	.L112
	movl	%r8d, %r11d
	movl	8(%rax), %ecx
	negl	%r11d
	andl	$63, %r11d
.L114:
	movq	(%rax), %rdx
	salq	%cl, %rdx
	movl	%r11d, %ecx
	shrq	%cl, %rdx
	leaq	(%rsi,%rdx,4), %rdx
	movzwl	(%rdx), %ecx
	movw	%cx, (%rdi)
	movzbl	2(%rdx), %ecx
	addl	8(%rax), %ecx
	movl	%ecx, 8(%rax)
	movzbl	3(%rdx), %edx
	addq	%rdx, %rdi
	cmpq	%rdi, %r9
	jnb	.L114
.L112:
	cmpq	%r10, %rdi
	jb	.L125
.L98:
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 40
	popq	%rbp
	.cfi_def_cfa_offset 32
	popq	%r12
	.cfi_def_cfa_offset 24
	popq	%r13
	.cfi_def_cfa_offset 16
	popq	%r14
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L124:
	.cfi_restore_state
	movl	%ecx, %ebx
	andl	$7, %ecx
	shrl	$3, %ebx
	movl	%ecx, 8(%rax)
	subq	%rbx, %rdx
	movq	%rdx, 16(%rax)
	movq	(%rdx), %rdx
.L109:
	movq	%rdx, (%rax)
	cmpq	%rdi, %r9
	jb	.L112
	movl	8(%rax), %ecx
	salq	%cl, %rdx
	movl	%r11d, %ecx
	shrq	%cl, %rdx
	leaq	(%rsi,%rdx,4), %rdx
	movzwl	(%rdx), %ecx
	movw	%cx, (%rdi)
	movzbl	2(%rdx), %ecx
	addl	8(%rax), %ecx
	movl	%ecx, 8(%rax)
	movzbl	3(%rdx), %edx
	addq	%rdx, %rdi
	cmpl	$64, %ecx
	ja	.L99
	movq	24(%rax), %rbp
	jmp	.L106
	.p2align 4,,10
	.p2align 3
.L122:
	movl	%ecx, %r12d
	andl	$7, %ecx
	shrl	$3, %r12d
	movl	%ecx, 8(%rax)
	subq	%r12, %rdx
	movq	%rdx, 16(%rax)
	movq	(%rdx), %rdx
.L102:
	movq	%rdx, (%rax)
	cmpq	%rbx, %rdi
	jnb	.L104
	salq	%cl, %rdx
	movl	%r11d, %ecx
	shrq	%cl, %rdx
	leaq	(%rsi,%rdx,4), %rdx
	movzwl	(%rdx), %ecx
	movw	%cx, (%rdi)
	movzbl	2(%rdx), %ecx
	addl	8(%rax), %ecx
	movl	%ecx, 8(%rax)
	movzbl	3(%rdx), %edx
	addq	%rdi, %rdx
	movq	(%rax), %rdi
	salq	%cl, %rdi
	movl	%r11d, %ecx
	shrq	%cl, %rdi
	leaq	(%rsi,%rdi,4), %rdi
	movzwl	(%rdi), %ecx
	movw	%cx, (%rdx)
	movzbl	2(%rdi), %ecx
	addl	8(%rax), %ecx
	movl	%ecx, 8(%rax)
	movzbl	3(%rdi), %edi
	addq	%rdi, %rdx
	movq	(%rax), %rdi
	salq	%cl, %rdi
	movl	%r11d, %ecx
	shrq	%cl, %rdi
	leaq	(%rsi,%rdi,4), %rdi
	movzwl	(%rdi), %ecx
	movw	%cx, (%rdx)
	movzbl	2(%rdi), %ecx
	addl	8(%rax), %ecx
	movl	%ecx, 8(%rax)
	movzbl	3(%rdi), %edi
	addq	%rdi, %rdx
	movq	(%rax), %rdi
	salq	%cl, %rdi
	movl	%r11d, %ecx
	shrq	%cl, %rdi
	leaq	(%rsi,%rdi,4), %rdi
	movzwl	(%rdi), %ecx
	movw	%cx, (%rdx)
	movzbl	2(%rdi), %ecx
	addl	8(%rax), %ecx
	movl	%ecx, 8(%rax)
	movzbl	3(%rdi), %edi
	addq	%rdx, %rdi
	cmpl	$64, %ecx
	jbe	.L100
	jmp	.L99
	.p2align 4,,10
	.p2align 3
.L110:
	sall	$3, %ebx
	movq	%r12, 16(%rax)
	subl	%ebx, %ecx
	movl	%ecx, 8(%rax)
	movq	(%r12), %rdx
	jmp	.L109
	.p2align 4,,10
	.p2align 3
.L105:
	sall	$3, %r12d
	movq	%r13, 16(%rax)
	subl	%r12d, %ecx
	movl	%ecx, 8(%rax)
	movq	0(%r13), %rdx
	jmp	.L102
	.p2align 4,,10
	.p2align 3
.L123:
	movl	8(%rax), %ecx
	jmp	.L104
	.p2align 4,,10
	.p2align 3
.L125:
	movl	8(%rax), %ecx
	movq	(%rax), %rdx
	salq	%cl, %rdx
	movl	%r8d, %ecx
	negl	%ecx
	shrq	%cl, %rdx
	leaq	(%rsi,%rdx,4), %rdx
	movzbl	(%rdx), %ecx
	movb	%cl, (%rdi)
	cmpb	$1, 3(%rdx)
	je	.L126
	movl	8(%rax), %ecx
	cmpl	$63, %ecx
	ja	.L98
	movzbl	2(%rdx), %edx
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 40
	popq	%rbp
	.cfi_def_cfa_offset 32
	popq	%r12
	.cfi_def_cfa_offset 24
	addl	%ecx, %edx
	movl	$64, %ecx
	popq	%r13
	.cfi_def_cfa_offset 16
	popq	%r14
	.cfi_def_cfa_offset 8
	cmpl	%ecx, %edx
	cmova	%ecx, %edx
	movl	%edx, 8(%rax)
	ret
	.p2align 4,,10
	.p2align 3
.L126:
	.cfi_restore_state
	popq	%rbx
	.cfi_def_cfa_offset 40
	movzbl	2(%rdx), %edx
	popq	%rbp
	.cfi_def_cfa_offset 32
	addl	%edx, 8(%rax)
	popq	%r12
	.cfi_def_cfa_offset 24
	popq	%r13
	.cfi_def_cfa_offset 16
	popq	%r14
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE654:
	.size	HUF_decodeStreamX4.isra.0, .-HUF_decodeStreamX4.isra.0
	.p2align 4
	.type	ZSTD_decompressBlock_internal.part.0, @function
ZSTD_decompressBlock_internal.part.0:
.LFB652:
	.cfi_startproc
	cmpq	$10, %r8
	jbe	.L280
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	movq	%rsi, %r11
	movq	%r8, %r15
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	movq	%rdx, %r14
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	movq	%rcx, %r12
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%rdi, %rbx
	subq	$440, %rsp
	.cfi_def_cfa_offset 496
	movzbl	(%rcx), %eax
	andl	$3, %eax
	cmpb	$1, %al
	je	.L129
	cmpb	$2, %al
	je	.L130
	testb	%al, %al
	je	.L285
.L168:
	movq	$-20, %rax
.L127:
	addq	$440, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%rbp
	.cfi_def_cfa_offset 40
	popq	%r12
	.cfi_def_cfa_offset 32
	popq	%r13
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_def_cfa_offset 16
	popq	%r15
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L129:
	.cfi_restore_state
	movl	(%rcx), %eax
	leaq	-11(%r8), %rcx
	shrl	$2, %eax
	andl	$4194303, %eax
	movl	%eax, %edx
	cmpq	%rdx, %rcx
	jnb	.L142
	cmpl	$131072, %eax
	ja	.L168
	leaq	-3(%r8), %rax
	movq	%rsi, 8(%rsp)
	cmpq	%rdx, %rax
	jb	.L168
	leaq	10360(%rdi), %rcx
	movq	%r12, %rsi
	movq	%rdx, 16(%rsp)
	movq	%rcx, %rdi
	call	memcpy@PLT
	movq	16(%rsp), %rdx
	movq	8(%rsp), %r11
	movq	%rax, 10344(%rbx)
	movq	%rdx, 10352(%rbx)
	leaq	3(%rdx), %r13
	movq	$0, (%rax,%rdx)
	movq	10344(%rbx), %rbp
	movq	10352(%rbx), %rdx
	jmp	.L141
	.p2align 4,,10
	.p2align 3
.L130:
	movl	(%rcx), %eax
	movq	%rsi, 8(%rsp)
	shrl	$2, %eax
	andl	$4194303, %eax
	cmpl	$131072, %eax
	ja	.L168
	movl	%eax, %ecx
	movzbl	3(%r12), %esi
	leaq	4(%r12), %r13
	leaq	10360(%rdi), %rbp
	leaq	8(%rcx), %rdx
	movq	%rbp, %rdi
	movq	%rcx, 16(%rsp)
	addq	%r15, %r12
	call	memset@PLT
	movq	8(%rsp), %r11
	movq	16(%rsp), %rcx
	movq	%rbp, 10344(%rbx)
	leaq	6152(%rbx), %r10
	leaq	4100(%rbx), %r9
	leaq	(%r11,%r14), %rax
	movq	%rcx, 10352(%rbx)
	movq	%rax, 32(%rsp)
	leaq	0(%rbp,%rcx), %rax
	movq	%rax, 80(%rsp)
	movq	10264(%rbx), %rax
	movq	%rax, 104(%rsp)
	movq	10272(%rbx), %rax
	movq	%rax, 112(%rsp)
	movq	10280(%rbx), %rax
	movq	%rax, 120(%rsp)
	leaq	-4(%r15), %rax
	movq	%rax, 8(%rsp)
.L145:
	movzbl	2(%r13), %r14d
	movzwl	0(%r13), %eax
	movl	%r14d, %edx
	movw	%ax, 48(%rsp)
	movzbl	3(%r13), %eax
	shrb	$6, %dl
	testb	$2, %r14b
	je	.L147
	movzwl	3(%r13), %eax
	leaq	5(%r13), %rsi
	movq	%rsi, 16(%rsp)
	rolw	$8, %ax
	movzwl	%ax, %eax
.L148:
	movq	16(%rsp), %rdi
	addq	%rdi, %rax
	movq	%rax, 40(%rsp)
	movq	%rax, %rdi
	leaq	-3(%r12), %rax
	cmpq	%rdi, %rax
	jb	.L158
	cmpb	$1, %dl
	je	.L150
	cmpb	$2, %dl
	jne	.L151
	movl	$0, 160(%rsp)
	movq	%rdi, %rax
	xorl	%edx, %edx
	leaq	1(%rdi), %rdi
	movzbl	(%rax), %eax
	movq	%rdi, 24(%rsp)
	movl	$0, (%rbx)
	movw	%dx, 4(%rbx)
	movb	%al, 6(%rbx)
	movb	$0, 7(%rbx)
.L152:
	movl	%r14d, %eax
	shrb	$4, %al
	andl	$3, %eax
	cmpb	$1, %al
	je	.L156
	cmpb	$2, %al
	jne	.L157
	movq	24(%rsp), %rdi
	leaq	-2(%r12), %rax
	movl	$0, 164(%rsp)
	cmpq	%rdi, %rax
	jb	.L158
	movzbl	(%rdi), %eax
	xorl	%r8d, %r8d
	movl	$0, (%r9)
	movw	%r8w, 4104(%rbx)
	andl	$31, %eax
	movb	$0, 4107(%rbx)
	movb	%al, 4106(%rbx)
	leaq	1(%rdi), %rax
	movq	%rax, 24(%rsp)
.L159:
	shrb	$2, %r14b
	andl	$3, %r14d
	cmpb	$1, %r14b
	je	.L162
	cmpb	$2, %r14b
	jne	.L163
	movq	24(%rsp), %rdi
	subq	$2, %r12
	movl	$0, 168(%rsp)
	cmpq	%rdi, %r12
	jb	.L158
	movzbl	(%rdi), %eax
	xorl	%ecx, %ecx
	movl	$0, (%r10)
	movw	%cx, 6156(%rbx)
	movb	%al, 6158(%rbx)
	leaq	1(%rdi), %rax
	movb	$0, 6159(%rbx)
	movq	%rax, 24(%rsp)
.L164:
	movq	24(%rsp), %rdx
	subq	%r13, %rdx
	movq	%rdx, %rax
	cmpq	$-120, %rdx
	ja	.L127
	movq	8(%rsp), %rax
	pxor	%xmm0, %xmm0
	movq	$0, 192(%rsp)
	movaps	%xmm0, 176(%rsp)
	movq	$4, 184(%rsp)
	subq	%rdx, %rax
	je	.L168
	movq	24(%rsp), %rdi
	movzbl	-1(%rdi,%rax), %ecx
	movl	%ecx, %edx
	cmpq	$7, %rax
	jbe	.L169
	leaq	-8(%rdi,%rax), %rdx
	movq	(%rdx), %r15
	testl	%ecx, %ecx
	je	.L168
	cmpq	$-120, %rax
	ja	.L168
	bsrl	%ecx, %ecx
	movl	$8, %r9d
	subl	%ecx, %r9d
	movl	%r9d, %ecx
	jmp	.L170
	.p2align 4,,10
	.p2align 3
.L158:
	movq	$-72, %rax
	jmp	.L127
	.p2align 4,,10
	.p2align 3
.L285:
	movl	(%rcx), %eax
	movl	2(%rcx), %edx
	leaq	10360(%rdi), %rbp
	shrl	$2, %eax
	shrl	$5, %edx
	andl	$524287, %edx
	andl	$524287, %eax
	movl	%edx, %ecx
	cmpl	$131072, %eax
	ja	.L132
	leaq	5(%rcx), %r13
	cmpq	%r13, %r8
	jb	.L132
	movl	%eax, %r8d
	testl	%eax, %eax
	je	.L132
	cmpq	%rcx, %r8
	jb	.L132
	leaq	5(%r12), %rsi
	je	.L286
	cmpl	$1, %edx
	je	.L287
	movq	%rcx, %rax
	xorl	%edx, %edx
	leaq	188(%rsp), %r10
	movq	%r8, %rdi
	salq	$4, %rax
	shrq	$8, %rdi
	divq	%r8
	leaq	(%rax,%rax,2), %rdx
	leaq	algoTime(%rip), %rax
	leaq	(%rax,%rdx,8), %rdx
	leaq	176(%rsp), %rax
.L140:
	movl	4(%rdx), %r9d
	addq	$4, %rax
	addq	$8, %rdx
	imull	%edi, %r9d
	addl	-8(%rdx), %r9d
	movl	%r9d, -4(%rax)
	cmpq	%r10, %rax
	jne	.L140
	movl	180(%rsp), %edx
	leaq	decompress.4(%rip), %r9
	movq	%r11, 16(%rsp)
	movq	%rbp, %rdi
	movq	%r8, 8(%rsp)
	movl	%edx, %eax
	shrl	$4, %eax
	addl	%edx, %eax
	cmpl	176(%rsp), %eax
	movq	%rsi, %rdx
	movq	%r8, %rsi
	setb	%al
	movzbl	%al, %eax
	call	*(%r9,%rax,8)
	movq	8(%rsp), %r8
	movq	16(%rsp), %r11
	cmpq	$-120, %rax
	ja	.L132
.L139:
	movq	%rbp, 10344(%rbx)
	movq	%r8, 10352(%rbx)
	movq	$0, 0(%rbp,%r8)
	movq	10344(%rbx), %rbp
	movq	10352(%rbx), %rdx
	jmp	.L141
	.p2align 4,,10
	.p2align 3
.L147:
	movzbl	%al, %ecx
	movl	%r14d, %eax
	leaq	4(%r13), %rsi
	sall	$8, %eax
	movq	%rsi, 16(%rsp)
	andl	$256, %eax
	addq	%rcx, %rax
	jmp	.L148
	.p2align 4,,10
	.p2align 3
.L132:
	movq	%rbp, 10344(%rbx)
	movq	$131072, 10352(%rbx)
	movq	$0, 141432(%rbx)
	jmp	.L168
	.p2align 4,,10
	.p2align 3
.L151:
	movq	40(%rsp), %rax
	movq	%r12, %r8
	leaq	176(%rsp), %r15
	leaq	160(%rsp), %rdx
	leaq	172(%rsp), %rsi
	movq	%r15, %rdi
	movq	%r11, 72(%rsp)
	subq	%rax, %r8
	movq	%rax, %rcx
	movq	%r9, 64(%rsp)
	movq	%r10, 56(%rsp)
	movl	$63, 172(%rsp)
	call	FSE_readNCount
	movq	%rax, %rdx
	movq	$-1, %rax
	cmpq	$-120, %rdx
	ja	.L127
	movl	160(%rsp), %ecx
	movq	$-20, %rax
	cmpl	$10, %ecx
	ja	.L127
	movq	40(%rsp), %rax
	movq	%r15, %rsi
	movq	%rbx, %rdi
	addq	%rdx, %rax
	movl	172(%rsp), %edx
	movq	%rax, 24(%rsp)
	call	FSE_buildDTable
	movq	72(%rsp), %r11
	movq	64(%rsp), %r9
	movq	56(%rsp), %r10
	jmp	.L152
	.p2align 4,,10
	.p2align 3
.L150:
	movl	.LC0(%rip), %eax
	movl	$6, 160(%rsp)
	movl	%eax, (%rbx)
	xorl	%eax, %eax
	.p2align 4,,10
	.p2align 3
.L153:
	xorl	%r15d, %r15d
	movb	%al, 6(%rbx,%rax,4)
	movw	%r15w, 4(%rbx,%rax,4)
	movb	$6, 7(%rbx,%rax,4)
	addq	$1, %rax
	cmpq	$64, %rax
	jne	.L153
	movq	40(%rsp), %rax
	movq	%rax, 24(%rsp)
	jmp	.L152
	.p2align 4,,10
	.p2align 3
.L142:
	leaq	3(%r12), %rbp
	movq	%rdx, 10352(%rdi)
	leaq	3(%rdx), %r13
	movq	%rbp, 10344(%rdi)
.L141:
	movq	10264(%rbx), %rdi
	movq	10280(%rbx), %rsi
	movq	%r15, %rax
	subq	%r13, %rax
	movq	%rdi, 104(%rsp)
	movq	10272(%rbx), %rdi
	movq	%rsi, 120(%rsp)
	movq	%rdi, 112(%rsp)
	cmpq	$4, %rax
	jbe	.L158
	leaq	(%r11,%r14), %rdi
	addq	%r12, %r13
	movq	%rax, 8(%rsp)
	leaq	6152(%rbx), %r10
	movq	%rdi, 32(%rsp)
	leaq	0(%rbp,%rdx), %rdi
	leaq	4100(%rbx), %r9
	addq	%r15, %r12
	movq	%rdi, 80(%rsp)
	jmp	.L145
	.p2align 4,,10
	.p2align 3
.L157:
	movq	24(%rsp), %rax
	movq	%r12, %r8
	leaq	176(%rsp), %r15
	leaq	164(%rsp), %rdx
	leaq	172(%rsp), %rsi
	movq	%r15, %rdi
	movq	%r11, 72(%rsp)
	subq	%rax, %r8
	movq	%rax, %rcx
	movq	%r9, 64(%rsp)
	movq	%r10, 56(%rsp)
	movl	$31, 172(%rsp)
	call	FSE_readNCount
	movq	%rax, %rdx
	movq	$-1, %rax
	cmpq	$-120, %rdx
	ja	.L127
	movl	164(%rsp), %ecx
	movq	$-20, %rax
	cmpl	$9, %ecx
	ja	.L127
	addq	%rdx, 24(%rsp)
	movq	64(%rsp), %rdi
	movq	%r15, %rsi
	movl	172(%rsp), %edx
	call	FSE_buildDTable
	movq	72(%rsp), %r11
	movq	56(%rsp), %r10
	jmp	.L159
	.p2align 4,,10
	.p2align 3
.L156:
	movl	.LC1(%rip), %eax
	movl	$5, 164(%rsp)
	movl	%eax, (%r9)
	xorl	%eax, %eax
	.p2align 4,,10
	.p2align 3
.L160:
	xorl	%esi, %esi
	movb	%al, 6(%r9,%rax,4)
	movw	%si, 4(%r9,%rax,4)
	movb	$5, 7(%r9,%rax,4)
	addq	$1, %rax
	cmpq	$32, %rax
	jne	.L160
	jmp	.L159
	.p2align 4,,10
	.p2align 3
.L163:
	movq	24(%rsp), %r15
	movq	%r12, %r8
	leaq	176(%rsp), %r14
	leaq	168(%rsp), %rdx
	leaq	172(%rsp), %rsi
	movq	%r14, %rdi
	movq	%r11, 64(%rsp)
	subq	%r15, %r8
	movq	%r15, %rcx
	movq	%r10, 56(%rsp)
	movl	$127, 172(%rsp)
	call	FSE_readNCount
	movq	%rax, %rdx
	movq	$-1, %rax
	cmpq	$-120, %rdx
	ja	.L127
	movl	168(%rsp), %ecx
	movq	$-20, %rax
	cmpl	$10, %ecx
	ja	.L127
	addq	%rdx, %r15
	movq	56(%rsp), %rdi
	movl	172(%rsp), %edx
	movq	%r14, %rsi
	movq	%r15, 24(%rsp)
	call	FSE_buildDTable
	movq	64(%rsp), %r11
	jmp	.L164
	.p2align 4,,10
	.p2align 3
.L162:
	movl	.LC2(%rip), %eax
	movl	%eax, (%r10)
	xorl	%eax, %eax
	.p2align 4,,10
	.p2align 3
.L165:
	xorl	%edx, %edx
	movb	%al, 6(%r10,%rax,4)
	movw	%dx, 4(%r10,%rax,4)
	movb	$7, 7(%r10,%rax,4)
	addq	$1, %rax
	cmpq	$128, %rax
	jne	.L165
	jmp	.L164
	.p2align 4,,10
	.p2align 3
.L169:
	movq	24(%rsp), %rdi
	leaq	.L173(%rip), %r8
	movzbl	(%rdi), %r15d
	movslq	(%r8,%rax,4), %rdi
	addq	%r8, %rdi
	jmp	*%rdi
	.section	.rodata
	.align 4
	.align 4
.L173:
	.long	.L171-.L173
	.long	.L171-.L173
	.long	.L178-.L173
	.long	.L177-.L173
	.long	.L176-.L173
	.long	.L175-.L173
	.long	.L174-.L173
	.long	.L172-.L173
	.text
.L172:
	movq	24(%rsp), %rdi
	movzbl	6(%rdi), %edi
	salq	$48, %rdi
	addq	%rdi, %r15
.L174:
	movq	24(%rsp), %rdi
	movzbl	5(%rdi), %edi
	salq	$40, %rdi
	addq	%rdi, %r15
.L175:
	movq	24(%rsp), %rsi
	movzbl	4(%rsi), %edi
	salq	$32, %rdi
	addq	%rdi, %r15
.L176:
	movq	24(%rsp), %rsi
	movzbl	3(%rsi), %edi
	salq	$24, %rdi
	addq	%rdi, %r15
.L177:
	movq	24(%rsp), %rsi
	movzbl	2(%rsi), %edi
	salq	$16, %rdi
	addq	%rdi, %r15
.L178:
	movq	24(%rsp), %rsi
	movzbl	1(%rsi), %edi
	salq	$8, %rdi
	addq	%rdi, %r15
.L171:
	testb	%dl, %dl
	je	.L168
	movl	$9, %r9d
	bsrl	%ecx, %ecx
	movq	24(%rsp), %rdx
	subl	%eax, %r9d
	sall	$3, %r9d
	subl	%ecx, %r9d
	movl	%r9d, %ecx
	andl	$63, %ecx
.L170:
	movzwl	(%rbx), %edi
	movq	%r15, %r8
	movl	$63, %eax
	salq	%cl, %r8
	movl	%eax, %ecx
	shrq	%r8
	subl	%edi, %ecx
	addl	%edi, %r9d
	shrq	%cl, %r8
	movq	%r8, 64(%rsp)
	cmpl	$64, %r9d
	ja	.L284
	movq	24(%rsp), %rdi
	leaq	8(%rdi), %r8
	cmpq	%r8, %rdx
	jnb	.L288
	cmpq	%rdx, 24(%rsp)
	je	.L284
	movl	%r9d, %ecx
	movq	%rdx, %rax
	movq	24(%rsp), %rdi
	shrl	$3, %ecx
	movl	%ecx, %esi
	subq	%rsi, %rax
	cmpq	%rdi, %rax
	jnb	.L185
	movq	%rdx, %rsi
	movq	%rdx, %rax
	subq	%rdi, %rsi
	movl	%esi, %ecx
	movl	%esi, %esi
	subq	%rsi, %rax
.L185:
	sall	$3, %ecx
	movq	(%rax), %r15
	subl	%ecx, %r9d
	movl	%r9d, %ecx
	andl	$63, %ecx
.L182:
	movzwl	4100(%rbx), %edi
	movq	%r15, %rdx
	salq	%cl, %rdx
	movl	%edi, %ecx
	shrq	%rdx
	addl	%r9d, %edi
	notl	%ecx
	shrq	%cl, %rdx
	movq	%rdx, 72(%rsp)
	cmpl	$64, %edi
	ja	.L289
	cmpq	%r8, %rax
	jnb	.L290
	cmpq	%rax, 24(%rsp)
	je	.L291
	movl	%edi, %ecx
	movq	%rax, %rdx
	shrl	$3, %ecx
	movl	%ecx, %esi
	subq	%rsi, %rdx
	movq	24(%rsp), %rsi
	cmpq	%rsi, %rdx
	jnb	.L190
	movq	%rax, %rdx
	subq	%rsi, %rdx
	movl	%edx, %esi
	movl	%edx, %ecx
	subq	%rsi, %rax
	movq	%rax, %rdx
.L190:
	sall	$3, %ecx
	movq	(%rdx), %r15
	subl	%ecx, %edi
.L283:
	movl	%edi, %ecx
	andl	$63, %ecx
.L187:
	movzwl	6152(%rbx), %eax
	movq	%r15, %r8
	salq	%cl, %r8
	movl	%eax, %ecx
	shrq	%r8
	leal	(%rax,%rdi), %r10d
	notl	%ecx
	shrq	%cl, %r8
	movq	%r8, 56(%rsp)
	cmpl	$64, %r10d
	ja	.L168
	movq	24(%rsp), %rax
	addq	$8, %rax
	movq	%rax, 96(%rsp)
	cmpq	%rax, %rdx
	jnb	.L292
	movq	24(%rsp), %rax
	cmpq	%rdx, %rax
	je	.L241
	movl	%r10d, %ecx
	movq	%rdx, %rdi
	shrl	$3, %ecx
	movl	%ecx, %esi
	subq	%rsi, %rdi
	movq	%rdi, %rsi
	cmpq	%rax, %rdi
	jnb	.L193
	movq	%rdx, %rsi
	subq	%rax, %rsi
	movl	%esi, %ecx
	movl	%esi, %esi
	subq	%rsi, %rdx
	movq	%rdx, %rsi
.L193:
	sall	$3, %ecx
	movq	(%rsi), %r15
	subl	%ecx, %r10d
	cmpl	$64, %r10d
	ja	.L168
.L192:
	movzwl	48(%rsp), %eax
	movq	%r11, %rdi
	movq	%rbp, 8(%rsp)
	movq	%rsi, %rbp
	movq	%r11, 152(%rsp)
	movl	%r10d, %r13d
	movl	$63, %r9d
	movq	%rbx, %r10
	movq	$4, 88(%rsp)
	movl	%eax, %r11d
	movq	96(%rsp), %rax
	cmpq	%rax, %rbp
	jnb	.L293
	.p2align 4,,10
	.p2align 3
.L226:
	movq	24(%rsp), %rax
	cmpq	%rbp, %rax
	je	.L227
	movl	%r13d, %edx
	movq	%rbp, %rcx
	shrl	$3, %edx
	movl	%edx, %esi
	subq	%rsi, %rcx
	cmpq	%rax, %rcx
	jnb	.L247
	movq	%rbp, %rcx
	subq	%rax, %rcx
	movl	%ecx, %edx
	movl	%ecx, %ecx
	subq	%rcx, %rbp
.L228:
	sall	$3, %edx
	movq	0(%rbp), %r15
	subl	%edx, %r13d
.L227:
	testl	%r11d, %r11d
	je	.L294
	movq	64(%rsp), %rax
	movl	%r13d, %ecx
	movq	%r15, %r8
	subl	$1, %r11d
	salq	%cl, %r8
	movl	%r9d, %ecx
	leaq	4(%r10,%rax,4), %rdx
	shrq	%r8
	movzbl	3(%rdx), %esi
	subl	%esi, %ecx
	leal	0(%r13,%rsi), %r14d
	shrq	%cl, %r8
	movzwl	(%rdx), %ecx
	movzbl	2(%rdx), %edx
	leaq	(%r8,%rcx), %rax
	movq	%rax, 64(%rsp)
	testq	%rdx, %rdx
	je	.L242
	movq	184(%rsp), %rbx
	cmpq	$63, %rdx
	jne	.L295
	movq	16(%rsp), %rax
	movq	40(%rsp), %rsi
	cmpq	%rsi, %rax
	jnb	.L197
	movzbl	(%rax), %ecx
	leaq	1(%rax), %rsi
	cmpl	$255, %ecx
	je	.L198
	movq	%rsi, 16(%rsp)
	leal	63(%rcx), %edx
.L199:
	movq	8(%rsp), %rax
	movq	40(%rsp), %rsi
	leaq	(%rdi,%rdx), %r8
	addq	%rdx, %rax
	movq	%rax, 48(%rsp)
	cmpq	%rsi, 16(%rsp)
	jnb	.L234
	.p2align 4,,10
	.p2align 3
.L195:
	movq	72(%rsp), %rax
	movl	%r14d, %ecx
	leaq	4104(%r10,%rax,4), %r12
	movq	%r15, %rax
	movzbl	3(%r12), %r13d
	salq	%cl, %rax
	movl	%r9d, %ecx
	leal	(%r14,%r13), %esi
	movq	%rax, %r14
	subl	%r13d, %ecx
	shrq	%r14
	shrq	%cl, %r14
	movzwl	(%r12), %ecx
	movzbl	2(%r12), %r12d
	leaq	(%r14,%rcx), %rax
	movq	%rax, 72(%rsp)
	testl	%r12d, %r12d
	jne	.L296
	testq	%rdx, %rdx
	je	.L232
.L233:
	movq	56(%rsp), %rax
	movl	%esi, %ecx
	leaq	6156(%r10,%rax,4), %r12
	movq	%r15, %rax
	movzbl	3(%r12), %r14d
	salq	%cl, %rax
	movl	%r9d, %ecx
	leal	(%r14,%rsi), %r13d
	movq	%rax, %rsi
	subl	%r14d, %ecx
	shrq	%rsi
	shrq	%cl, %rsi
	movzwl	(%r12), %ecx
	movzbl	2(%r12), %r12d
	leaq	(%rsi,%rcx), %rax
	movq	%rax, 56(%rsp)
	cmpq	$127, %r12
	je	.L202
	addq	$4, %r12
.L203:
	movq	32(%rsp), %rcx
	leaq	(%rdx,%r12), %r14
	movq	%rdx, 176(%rsp)
	movq	%rbx, 184(%rsp)
	subq	%rdi, %rcx
	movq	%r12, 192(%rsp)
	cmpq	%r14, %rcx
	jb	.L209
	movq	80(%rsp), %rax
	movq	8(%rsp), %rsi
	movq	%rax, %rcx
	subq	%rsi, %rcx
	cmpq	%rdx, %rcx
	jb	.L168
	movq	32(%rsp), %rsi
	addq	%rdi, %r14
	leaq	-8(%rsi), %rcx
	cmpq	%r8, %rcx
	jb	.L209
	cmpq	%r14, %rsi
	jb	.L209
	movq	48(%rsp), %rsi
	cmpq	%rsi, %rax
	jb	.L168
	movq	8(%rsp), %rax
	.p2align 4,,10
	.p2align 3
.L210:
	movq	(%rax), %rdx
	addq	$8, %rdi
	addq	$8, %rax
	movq	%rdx, -8(%rdi)
	cmpq	%r8, %rdi
	jb	.L210
	movq	104(%rsp), %rdi
	movq	%r8, %rdx
	movq	%r8, %rax
	subq	%rbx, %rax
	subq	%rdi, %rdx
	cmpq	%rbx, %rdx
	jnb	.L211
	movq	112(%rsp), %rsi
	movq	%r8, %rdx
	subq	%rsi, %rdx
	cmpq	%rbx, %rdx
	jb	.L168
	subq	%rax, %rdi
	movq	%rdi, %rdx
	movq	120(%rsp), %rdi
	movq	%rdi, %rsi
	subq	%rdx, %rsi
	leaq	(%rsi,%r12), %rax
	cmpq	%rax, %rdi
	jnb	.L297
	movq	%r8, %rdi
	movq	%r10, 136(%rsp)
	movl	%r11d, 128(%rsp)
	movq	%rdx, 8(%rsp)
	movq	%rcx, 144(%rsp)
	call	memmove@PLT
	movq	8(%rsp), %rdx
	movl	128(%rsp), %r11d
	movl	$63, %r9d
	movq	%rax, %r8
	movq	136(%rsp), %r10
	subq	%rdx, %r12
	addq	%rdx, %r8
	cmpq	$3, %r12
	jbe	.L248
	movq	144(%rsp), %rcx
	movq	104(%rsp), %rax
	cmpq	%r8, %rcx
	jb	.L248
	.p2align 4,,10
	.p2align 3
.L211:
	cmpq	$7, %rbx
	ja	.L218
	movzbl	(%rax), %edx
	leaq	dec32table.0(%rip), %rsi
	leaq	dec64table.1(%rip), %rdi
	movb	%dl, (%r8)
	movzbl	1(%rax), %edx
	movb	%dl, 1(%r8)
	movzbl	2(%rax), %edx
	movb	%dl, 2(%r8)
	movzbl	3(%rax), %edx
	movb	%dl, 3(%r8)
	movslq	(%rsi,%rbx,4), %rdx
	addq	%rdx, %rax
	movl	(%rax), %edx
	movl	%edx, 4(%r8)
	movslq	(%rdi,%rbx,4), %rdx
	subq	%rdx, %rax
.L219:
	movq	32(%rsp), %rbx
	leaq	8(%r8), %rdx
	addq	$8, %rax
	leaq	-12(%rbx), %rsi
	cmpq	%r14, %rsi
	jnb	.L220
	cmpq	%rcx, %rdx
	jnb	.L221
	movq	%rcx, %rdi
	movq	%rax, %rsi
	subq	%rdx, %rdi
	.p2align 4,,10
	.p2align 3
.L222:
	movq	(%rsi), %r8
	addq	$8, %rdx
	addq	$8, %rsi
	movq	%r8, -8(%rdx)
	cmpq	%rcx, %rdx
	jb	.L222
	addq	%rdi, %rax
	movq	%rcx, %rdx
.L221:
	movq	%r14, %rsi
	xorl	%ecx, %ecx
	subq	%rdx, %rsi
	cmpq	%r14, %rdx
	jnb	.L213
	.p2align 4,,10
	.p2align 3
.L223:
	movzbl	(%rax,%rcx), %edi
	movb	%dil, (%rdx,%rcx)
	addq	$1, %rcx
	cmpq	%rsi, %rcx
	jne	.L223
.L213:
	cmpl	$64, %r13d
	ja	.L168
	movq	48(%rsp), %rax
	movq	%r14, %rdi
	movq	%rax, 8(%rsp)
	movq	96(%rsp), %rax
	cmpq	%rax, %rbp
	jb	.L226
.L293:
	movl	%r13d, %edx
	andl	$7, %r13d
	shrl	$3, %edx
	subq	%rdx, %rbp
	movq	0(%rbp), %r15
	jmp	.L227
	.p2align 4,,10
	.p2align 3
.L284:
	movzwl	4100(%rbx), %edi
	movl	%r9d, %ecx
	movq	%r15, %r8
	salq	%cl, %r8
	subl	%edi, %eax
	shrq	%r8
	addl	%r9d, %edi
	movl	%eax, %ecx
	shrq	%cl, %r8
	movq	%r8, 72(%rsp)
	jmp	.L283
.L287:
	movzbl	5(%r12), %esi
	movq	%r8, %rdx
	movq	%rbp, %rdi
	movq	%r11, 16(%rsp)
	movq	%r8, 8(%rsp)
	movl	$6, %r13d
	call	memset@PLT
	movq	8(%rsp), %r8
	movq	16(%rsp), %r11
	jmp	.L139
	.p2align 4,,10
	.p2align 3
.L296:
	movl	%esi, %ecx
	movq	%r15, %rbx
	leal	-1(%r12), %r13d
	salq	%cl, %rbx
	movl	%r9d, %ecx
	leaq	offsetPrefix.2(%rip), %rax
	addl	%r13d, %esi
	subl	%r13d, %ecx
	shrq	%rbx
	shrq	%cl, %rbx
	movl	(%rax,%r12,4), %ecx
	addq	%rcx, %rbx
.L232:
	movq	184(%rsp), %rax
	movq	%rax, 88(%rsp)
	jmp	.L233
	.p2align 4,,10
	.p2align 3
.L242:
	movq	8(%rsp), %rax
	movq	88(%rsp), %rbx
	movq	%rdi, %r8
	movq	%rax, 48(%rsp)
	jmp	.L195
	.p2align 4,,10
	.p2align 3
.L209:
	movq	$-70, %rax
	jmp	.L127
	.p2align 4,,10
	.p2align 3
.L202:
	movq	16(%rsp), %rax
	movq	40(%rsp), %rsi
	cmpq	%rsi, %rax
	jnb	.L244
	movzbl	(%rax), %r12d
	leaq	1(%rax), %rcx
	cmpl	$255, %r12d
	je	.L205
	movq	%rcx, 16(%rsp)
	addl	$131, %r12d
.L206:
	movq	40(%rsp), %rsi
	cmpq	%rsi, 16(%rsp)
	jb	.L203
	.p2align 4,,10
	.p2align 3
.L204:
	movq	40(%rsp), %rax
	subq	$1, %rax
	movq	%rax, 16(%rsp)
	jmp	.L203
	.p2align 4,,10
	.p2align 3
.L247:
	movq	%rcx, %rbp
	jmp	.L228
	.p2align 4,,10
	.p2align 3
.L244:
	movl	$131, %r12d
	jmp	.L204
	.p2align 4,,10
	.p2align 3
.L197:
	movq	8(%rsp), %rax
	leaq	63(%rdi), %r8
	addq	$63, %rax
	movq	%rax, 48(%rsp)
.L234:
	movq	40(%rsp), %rax
	subq	$1, %rax
	movq	%rax, 16(%rsp)
	jmp	.L195
	.p2align 4,,10
	.p2align 3
.L295:
	movq	8(%rsp), %rax
	leaq	(%rdi,%rdx), %r8
	addq	%rdx, %rax
	movq	%rax, 48(%rsp)
	jmp	.L195
	.p2align 4,,10
	.p2align 3
.L220:
	addq	%r8, %r12
	.p2align 4,,10
	.p2align 3
.L225:
	movq	(%rax), %rcx
	addq	$8, %rdx
	addq	$8, %rax
	movq	%rcx, -8(%rdx)
	cmpq	%r12, %rdx
	jb	.L225
	jmp	.L213
	.p2align 4,,10
	.p2align 3
.L218:
	movq	(%rax), %rdx
	movq	%rdx, (%r8)
	jmp	.L219
	.p2align 4,,10
	.p2align 3
.L198:
	movq	16(%rsp), %rax
	leaq	4(%rax), %rcx
	cmpq	%rcx, 40(%rsp)
	jb	.L243
	movzbl	3(%rax), %edx
	movzwl	1(%rax), %esi
	movq	%rcx, 16(%rsp)
	sall	$16, %edx
	addl	%esi, %edx
	movslq	%edx, %rdx
	jmp	.L199
	.p2align 4,,10
	.p2align 3
.L205:
	movq	16(%rsp), %rax
	leaq	4(%rax), %rsi
	cmpq	%rsi, 40(%rsp)
	jb	.L245
	movzbl	3(%rax), %ecx
	movzwl	1(%rax), %r12d
	movq	%rsi, 16(%rsp)
	sall	$16, %ecx
	leal	4(%rcx,%r12), %r12d
	movslq	%r12d, %r12
	jmp	.L206
	.p2align 4,,10
	.p2align 3
.L248:
	movq	%r14, %rcx
	xorl	%eax, %eax
	subq	%r8, %rcx
	cmpq	%r14, %r8
	jnb	.L213
	movq	104(%rsp), %rsi
	.p2align 4,,10
	.p2align 3
.L216:
	movzbl	(%rsi,%rax), %edx
	movb	%dl, (%r8,%rax)
	addq	$1, %rax
	cmpq	%rcx, %rax
	jne	.L216
	jmp	.L213
	.p2align 4,,10
	.p2align 3
.L297:
	movq	%r12, %rdx
	movq	%r8, %rdi
	movl	%r11d, 8(%rsp)
	movq	%r10, 128(%rsp)
	call	memmove@PLT
	movl	8(%rsp), %r11d
	movq	128(%rsp), %r10
	movl	$63, %r9d
	jmp	.L213
	.p2align 4,,10
	.p2align 3
.L292:
	movl	%r10d, %ecx
	andl	$7, %r10d
	shrl	$3, %ecx
	subq	%rcx, %rdx
	movq	(%rdx), %r15
	movq	%rdx, %rsi
	jmp	.L192
	.p2align 4,,10
	.p2align 3
.L290:
	movl	%edi, %ecx
	andl	$7, %edi
	shrl	$3, %ecx
	subq	%rcx, %rax
	movl	%edi, %ecx
	movq	(%rax), %r15
	movq	%rax, %rdx
	jmp	.L187
	.p2align 4,,10
	.p2align 3
.L288:
	movl	%r9d, %ecx
	movq	%rdx, %rax
	andl	$7, %r9d
	shrl	$3, %ecx
	subq	%rcx, %rax
	movl	%r9d, %ecx
	movq	(%rax), %r15
	jmp	.L182
	.p2align 4,,10
	.p2align 3
.L243:
	movq	%rsi, 16(%rsp)
	jmp	.L199
	.p2align 4,,10
	.p2align 3
.L245:
	movq	%rcx, 16(%rsp)
	movl	$131, %r12d
	jmp	.L206
.L241:
	movq	24(%rsp), %rsi
	jmp	.L192
.L286:
	movq	%r8, %rdx
	movq	%rbp, %rdi
	movq	%r11, 16(%rsp)
	movq	%r8, 8(%rsp)
	call	memcpy@PLT
	movq	8(%rsp), %r8
	movq	16(%rsp), %r11
	jmp	.L139
	.p2align 4,,10
	.p2align 3
.L280:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	.cfi_restore 14
	.cfi_restore 15
	movq	$-20, %rax
	ret
.L291:
	.cfi_def_cfa_offset 496
	.cfi_offset 3, -56
	.cfi_offset 6, -48
	.cfi_offset 12, -40
	.cfi_offset 13, -32
	.cfi_offset 14, -24
	.cfi_offset 15, -16
	movq	24(%rsp), %rdx
	jmp	.L283
.L294:
	movq	%rbp, %rbx
	movq	152(%rsp), %r11
	movq	8(%rsp), %rbp
	cmpq	%rbx, 24(%rsp)
	jne	.L168
	cmpl	$64, %r13d
	jne	.L168
	movq	80(%rsp), %rax
	cmpq	%rbp, %rax
	jb	.L168
	movq	%rax, %rdx
	subq	%rbp, %rdx
	leaq	(%rdi,%rdx), %rbx
	cmpq	%rbx, 32(%rsp)
	jb	.L209
	testq	%rdx, %rdx
	je	.L230
	cmpq	%rbp, %rdi
	je	.L231
	movq	%rbp, %rsi
	movq	%r11, 8(%rsp)
	call	memcpy@PLT
	movq	8(%rsp), %r11
.L231:
	movq	%rbx, %rdi
.L230:
	movq	%rdi, %rax
	subq	%r11, %rax
	jmp	.L127
.L289:
	movq	%rax, %rdx
	jmp	.L283
	.cfi_endproc
.LFE652:
	.size	ZSTD_decompressBlock_internal.part.0, .-ZSTD_decompressBlock_internal.part.0
	.p2align 4
	.type	ZSTD_decompressContinue, @function
ZSTD_decompressContinue:
.LFB627:
	.cfi_startproc
	cmpq	%r8, 10288(%rdi)
	jne	.L336
	pushq	%rbp
	.cfi_def_cfa_offset 16
	.cfi_offset 6, -16
	movq	%rsi, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 24
	.cfi_offset 3, -24
	movq	%rdi, %rbx
	subq	$24, %rsp
	.cfi_def_cfa_offset 48
	movq	10256(%rdi), %rax
	cmpq	%rax, %rsi
	je	.L301
	movq	%rax, %rsi
	subq	10264(%rdi), %rsi
	movq	%rax, %xmm2
	movq	%rbp, %rdi
	subq	%rsi, %rdi
	movq	%rbp, %xmm1
	movq	%rdi, %xmm0
	punpcklqdq	%xmm1, %xmm1
	punpcklqdq	%xmm2, %xmm0
	movups	%xmm1, 10256(%rbx)
	movups	%xmm0, 10272(%rbx)
.L301:
	movl	10340(%rbx), %eax
	cmpl	$2, %eax
	je	.L302
	ja	.L303
	testl	%eax, %eax
	je	.L337
	cmpq	$4, 10296(%rbx)
	leaq	10304(%rbx), %rax
	jbe	.L312
.L309:
	cmpl	$-47205084, 141440(%rbx)
	je	.L338
.L311:
	movq	$-10, %rax
	jmp	.L298
	.p2align 4,,10
	.p2align 3
.L303:
	cmpl	$3, %eax
	jne	.L335
	movl	10336(%rbx), %eax
	cmpl	$1, %eax
	je	.L316
	cmpl	$3, %eax
	je	.L317
	testl	%eax, %eax
	je	.L318
.L335:
	movq	$-1, %rax
.L298:
	addq	$24, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 24
	popq	%rbx
	.cfi_def_cfa_offset 16
	popq	%rbp
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L337:
	.cfi_restore_state
	movq	$-72, %rax
	cmpq	$5, %r8
	jne	.L298
	cmpl	$-47205084, (%rcx)
	je	.L339
	movq	$-10, 10296(%rbx)
	jmp	.L311
	.p2align 4,,10
	.p2align 3
.L339:
	movq	$5, 10296(%rbx)
	movl	(%rcx), %eax
	movl	%eax, 141440(%rbx)
	movzbl	4(%rcx), %eax
	movq	$0, 10288(%rbx)
	movb	%al, 141444(%rbx)
	leaq	10304(%rbx), %rax
	jmp	.L309
	.p2align 4,,10
	.p2align 3
.L336:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 6
	movq	$-72, %rax
	ret
	.p2align 4,,10
	.p2align 3
.L302:
	.cfi_def_cfa_offset 48
	.cfi_offset 3, -24
	.cfi_offset 6, -16
	movzbl	(%rcx), %eax
	movzwl	1(%rcx), %edx
	movl	%eax, %ecx
	shrb	$6, %cl
	cmpb	$2, %cl
	je	.L324
	cmpb	$3, %cl
	je	.L314
	sall	$16, %eax
	rolw	$8, %dx
	andl	$458752, %eax
	movzwl	%dx, %edx
	addl	%edx, %eax
	cltq
.L313:
	movzbl	%cl, %ecx
	movq	%rax, 10288(%rbx)
	movl	$3, %eax
	movl	%ecx, 10336(%rbx)
.L315:
	movl	%eax, 10340(%rbx)
	addq	$24, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 24
	xorl	%eax, %eax
	popq	%rbx
	.cfi_def_cfa_offset 16
	popq	%rbp
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L338:
	.cfi_restore_state
	pxor	%xmm0, %xmm0
	movups	%xmm0, (%rax)
	movups	%xmm0, 16(%rax)
	movzbl	141444(%rbx), %edx
	movl	%edx, %eax
	andl	$15, %eax
	addl	$11, %eax
	shrb	$4, %dl
	movl	%eax, 10312(%rbx)
	movq	$-14, %rax
	jne	.L298
.L312:
	movq	$3, 10288(%rbx)
	movl	$2, %eax
	jmp	.L315
	.p2align 4,,10
	.p2align 3
.L318:
	cmpq	$131072, %r8
	ja	.L340
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	call	ZSTD_decompressBlock_internal.part.0
.L321:
	movl	$2, 10340(%rbx)
	movq	$3, 10288(%rbx)
	cmpq	$-120, %rax
	ja	.L298
	addq	%rax, %rbp
	.p2align 4,,10
	.p2align 3
.L319:
	movq	%rbp, 10256(%rbx)
	jmp	.L298
	.p2align 4,,10
	.p2align 3
.L324:
	movl	$1, %eax
	jmp	.L313
	.p2align 4,,10
	.p2align 3
.L317:
	movl	$2, 10340(%rbx)
	xorl	%eax, %eax
	movq	$3, 10288(%rbx)
	jmp	.L319
	.p2align 4,,10
	.p2align 3
.L316:
	cmpq	%r8, %rdx
	jb	.L341
	testq	%r8, %r8
	je	.L317
	movq	%r8, %rdx
	movq	%rcx, %rsi
	movq	%rbp, %rdi
	movq	%r8, 8(%rsp)
	call	memcpy@PLT
	movq	8(%rsp), %rax
	jmp	.L321
	.p2align 4,,10
	.p2align 3
.L314:
	movq	$0, 10288(%rbx)
	xorl	%eax, %eax
	jmp	.L315
	.p2align 4,,10
	.p2align 3
.L340:
	movl	$2, 10340(%rbx)
	movq	$-20, %rax
	movq	$3, 10288(%rbx)
	jmp	.L298
.L341:
	movl	$2, 10340(%rbx)
	movq	$-70, %rax
	movq	$3, 10288(%rbx)
	jmp	.L298
	.cfi_endproc
.LFE627:
	.size	ZSTD_decompressContinue, .-ZSTD_decompressContinue
	.p2align 4
	.type	ZSTD_decompress_usingDict.constprop.0, @function
ZSTD_decompress_usingDict.constprop.0:
.LFB658:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%rdi, %rbx
	subq	$24, %rsp
	.cfi_def_cfa_offset 80
	movq	%rsi, 10280(%rdi)
	movq	$5, 10288(%rdi)
	movl	$0, 10340(%rdi)
	movq	$0, 10256(%rdi)
	movq	%rsi, 10264(%rdi)
	movq	%rsi, 10272(%rdi)
	cmpq	$7, %r8
	jbe	.L348
	cmpl	$-47205084, (%rcx)
	je	.L345
.L346:
	movq	$-10, %rax
.L342:
	addq	$24, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%rbp
	.cfi_def_cfa_offset 40
	popq	%r12
	.cfi_def_cfa_offset 32
	popq	%r13
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_def_cfa_offset 16
	popq	%r15
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L345:
	.cfi_restore_state
	movq	$5, 10296(%rdi)
	cmpl	$-47205084, (%rcx)
	jne	.L346
	pxor	%xmm0, %xmm0
	movq	%rsi, %r12
	movups	%xmm0, 10304(%rdi)
	movups	%xmm0, 10320(%rdi)
	movzbl	4(%rcx), %eax
	andl	$15, %eax
	addl	$11, %eax
	movl	%eax, 10312(%rdi)
	movzbl	4(%rcx), %esi
	movq	$-14, %rax
	shrb	$4, %sil
	jne	.L342
	leaq	(%rcx,%r8), %r14
	leaq	(%r12,%rdx), %r13
	addq	$5, %rcx
	movq	%r12, %r9
	leaq	-5(%r8), %rax
.L356:
	movzbl	(%rcx), %edx
	movzwl	1(%rcx), %edi
	leaq	-3(%rax), %r15
	movl	%edx, %esi
	shrb	$6, %sil
	cmpb	$2, %sil
	je	.L374
	cmpb	$3, %sil
	je	.L349
	sall	$16, %edx
	rolw	$8, %di
	andl	$458752, %edx
	movzwl	%di, %edi
	addl	%edi, %edx
	movslq	%edx, %r8
	cmpq	%r8, %r15
	jb	.L348
	leaq	3(%rcx), %rbp
	cmpb	$1, %sil
	jne	.L375
	movq	%r13, %rax
	subq	%r9, %rax
	cmpq	%r8, %rax
	jb	.L359
	testl	%edx, %edx
	jne	.L376
.L355:
	movq	%r9, %rax
	subq	%r12, %rax
	jmp	.L342
	.p2align 4,,10
	.p2align 3
.L375:
	cmpq	$131072, %r8
	ja	.L377
	movq	%r13, %rdx
	movq	%r9, %rsi
	movq	%rbp, %rcx
	movq	%rbx, %rdi
	subq	%r9, %rdx
	movq	%r8, 8(%rsp)
	movq	%r9, (%rsp)
	call	ZSTD_decompressBlock_internal.part.0
	movq	8(%rsp), %r8
	movq	(%rsp), %r9
	testq	%r8, %r8
	je	.L355
	cmpq	$-120, %rax
	ja	.L342
	addq	%rax, %r9
.L354:
	leaq	0(%rbp,%r8), %rcx
	movq	%r14, %rdx
	movq	%r15, %rax
	subq	%rcx, %rdx
	subq	%r8, %rax
	cmpq	$2, %rdx
	ja	.L356
.L348:
	addq	$24, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	movq	$-72, %rax
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%rbp
	.cfi_def_cfa_offset 40
	popq	%r12
	.cfi_def_cfa_offset 32
	popq	%r13
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_def_cfa_offset 16
	popq	%r15
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L374:
	.cfi_restore_state
	testq	%r15, %r15
	je	.L348
	addq	$24, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	movq	$-1, %rax
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%rbp
	.cfi_def_cfa_offset 40
	popq	%r12
	.cfi_def_cfa_offset 32
	popq	%r13
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_def_cfa_offset 16
	popq	%r15
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L349:
	.cfi_restore_state
	testq	%r15, %r15
	je	.L355
	jmp	.L348
	.p2align 4,,10
	.p2align 3
.L377:
	movq	$-20, %rax
	jmp	.L342
	.p2align 4,,10
	.p2align 3
.L376:
	movq	%r8, %rdx
	movq	%r9, %rdi
	movq	%rbp, %rsi
	movq	%r8, (%rsp)
	call	memcpy@PLT
	movq	(%rsp), %r8
	movq	%rax, %r9
	addq	%r8, %r9
	jmp	.L354
	.p2align 4,,10
	.p2align 3
.L359:
	movq	$-70, %rax
	jmp	.L342
	.cfi_endproc
.LFE658:
	.size	ZSTD_decompress_usingDict.constprop.0, .-ZSTD_decompress_usingDict.constprop.0
	.p2align 4
	.type	FSE_decompress.constprop.0, @function
FSE_decompress.constprop.0:
.LFB659:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	subq	$16984, %rsp
	.cfi_def_cfa_offset 17040
	movl	$255, 60(%rsp)
	cmpq	$1, %rdx
	jbe	.L381
	movq	%rsi, %r12
	movq	%rdx, %rbp
	leaq	64(%rsp), %r13
	movq	%rdi, %r15
	leaq	56(%rsp), %rdx
	leaq	60(%rsp), %rsi
	movq	%rbp, %r8
	movq	%r12, %rcx
	movq	%r13, %rdi
	call	FSE_readNCount
	movq	%rax, %rbx
	cmpq	$-120, %rax
	ja	.L378
	cmpq	%rbp, %rax
	jnb	.L381
	movl	56(%rsp), %ecx
	movl	60(%rsp), %edx
	leaq	576(%rsp), %rdi
	movq	%r13, %rsi
	call	FSE_buildDTable
	cmpq	$-120, %rax
	jbe	.L524
	movq	%rax, %rbx
.L378:
	addq	$16984, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	movq	%rbx, %rax
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%rbp
	.cfi_def_cfa_offset 40
	popq	%r12
	.cfi_def_cfa_offset 32
	popq	%r13
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_def_cfa_offset 16
	popq	%r15
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L381:
	.cfi_restore_state
	movq	$-72, %rbx
	jmp	.L378
	.p2align 4,,10
	.p2align 3
.L524:
	movl	576(%rsp), %esi
	leaq	(%r12,%rbx), %rdi
	subq	%rbx, %rbp
	leaq	255(%r15), %r12
	movzbl	-1(%rdi,%rbp), %edx
	movq	%rbp, %rbx
	movl	%esi, %ecx
	shrl	$16, %ecx
	movl	%edx, %eax
	jne	.L525
	cmpq	$7, %rbp
	jbe	.L424
	testl	%edx, %edx
	je	.L491
	cmpq	$-120, %rbp
	ja	.L378
	leaq	-8(%rdi,%rbp), %r11
	bsrl	%edx, %edx
	movl	$8, %eax
	subl	%edx, %eax
	movq	(%r11), %r9
	movl	%eax, %ecx
.L426:
	movzwl	%si, %r8d
	movq	%r9, %rdx
	movl	%r8d, %esi
	salq	%cl, %rdx
	addl	%r8d, %eax
	notl	%esi
	shrq	%rdx
	movl	%esi, %ebx
	movl	%esi, %ecx
	andl	$63, %ebx
	shrq	%cl, %rdx
	cmpl	$64, %eax
	ja	.L495
	leaq	8(%rdi), %rsi
	movl	%eax, %ecx
	movq	%rsi, 8(%rsp)
	cmpq	%rsi, %r11
	jnb	.L526
	cmpq	%r11, %rdi
	je	.L527
	shrl	$3, %ecx
	movq	%r11, %r10
	movl	%ecx, %esi
	subq	%rsi, %r10
	cmpq	%rdi, %r10
	jnb	.L439
	movq	%r11, %rsi
	movq	%r11, %r10
	subq	%rdi, %rsi
	movl	%esi, %ecx
	movl	%esi, %esi
	subq	%rsi, %r10
.L439:
	sall	$3, %ecx
	movq	(%r10), %r9
	subl	%ecx, %eax
	movl	%eax, %ecx
	andl	$63, %ecx
.L437:
	movq	%r9, %rsi
	addl	%r8d, %eax
	salq	%cl, %rsi
	movl	%ebx, %ecx
	shrq	%rsi
	shrq	%cl, %rsi
	cmpl	$64, %eax
	ja	.L495
	movq	8(%rsp), %rbx
	cmpq	%rbx, %r10
	jnb	.L528
	cmpq	%r10, %rdi
	je	.L494
	movl	%eax, %ecx
	movq	%r10, %r8
	shrl	$3, %ecx
	movl	%ecx, %r9d
	subq	%r9, %r8
	cmpq	%rdi, %r8
	jnb	.L442
	movq	%r10, %r8
	subq	%rdi, %r8
	movl	%r8d, %r9d
	movl	%r8d, %ecx
	subq	%r9, %r10
	movq	%r10, %r8
.L442:
	sall	$3, %ecx
	movq	(%r8), %r9
	subl	%ecx, %eax
	cmpl	$64, %eax
	ja	.L495
.L441:
	movq	%rdi, 24(%rsp)
	movq	%r15, %r10
	leaq	252(%r15), %rbx
	movl	$63, %r11d
	movq	%r12, 32(%rsp)
	movq	%r15, 40(%rsp)
	movq	%rbx, 16(%rsp)
	leaq	580(%rsp), %rbx
	.p2align 4,,10
	.p2align 3
.L443:
	movq	8(%rsp), %rdi
	cmpq	%rdi, %r8
	jnb	.L529
	movq	24(%rsp), %rdi
	cmpq	%r8, %rdi
	je	.L517
	movl	%eax, %ecx
	movq	%r8, %rbp
	shrl	$3, %ecx
	movl	%ecx, %r9d
	subq	%r9, %rbp
	cmpq	%rdi, %rbp
	jnb	.L447
	movq	%r8, %rcx
	movq	32(%rsp), %r12
	movq	40(%rsp), %r15
	subq	%rdi, %rcx
	movl	%ecx, %r9d
	sall	$3, %ecx
	subq	%r9, %r8
	subl	%ecx, %eax
	movq	(%r8), %r9
.L446:
	cmpl	$64, %eax
	ja	.L467
	movq	%r15, 16(%rsp)
	leaq	1(%r10), %rbx
	movl	$63, %r13d
	movq	%rdx, %rbp
	leaq	580(%rsp), %r14
	jmp	.L466
	.p2align 4,,10
	.p2align 3
.L450:
	cmpq	%r8, %rdi
	je	.L453
	movl	%eax, %edx
	movq	%r8, %r11
	shrl	$3, %edx
	movl	%edx, %ecx
	subq	%rcx, %r11
	cmpq	%rdi, %r11
	jnb	.L454
	movq	%r8, %rcx
	movq	%r8, %r11
	subq	%rdi, %rcx
	movl	%ecx, %edx
	movl	%ecx, %ecx
	subq	%rcx, %r11
.L454:
	sall	$3, %edx
	movq	(%r11), %r9
	subl	%edx, %eax
	cmpq	%r12, %r10
	je	.L518
	cmpq	%r11, %rdi
	je	.L496
.L522:
	movq	%r9, %rdx
	movl	%eax, %ecx
	movq	%rdi, %r15
	salq	%cl, %rdx
.L452:
	leaq	(%r14,%rbp,4), %r8
	movl	%r13d, %ecx
	shrq	%rdx
	movzbl	3(%r8), %ebp
	subl	%ebp, %ecx
	addl	%ebp, %eax
	movzwl	(%r8), %ebp
	shrq	%cl, %rdx
	movq	%rbx, %rcx
	addq	%rdx, %rbp
	movzbl	2(%r8), %edx
	movb	%dl, (%r10)
	cmpl	$64, %eax
	ja	.L459
	leaq	8(%r15), %rdx
	cmpq	%rdx, %r11
	jnb	.L530
	cmpq	%r15, %r11
	je	.L462
	movl	%eax, %edx
	movq	%r11, %r8
	shrl	$3, %edx
	movl	%edx, %ecx
	subq	%rcx, %r8
	cmpq	%r15, %r8
	jnb	.L463
	movq	%r11, %rcx
	subq	%r15, %rcx
	movl	%ecx, %edx
	movl	%ecx, %ecx
	subq	%rcx, %r11
	movq	%r11, %r8
.L463:
	sall	$3, %edx
	movq	(%r8), %r9
	subl	%edx, %eax
	cmpq	%r12, %rbx
	je	.L497
	cmpq	%r8, %r15
	je	.L498
.L523:
	movq	%r9, %rdx
	movl	%eax, %ecx
	salq	%cl, %rdx
.L461:
	leaq	(%r14,%rsi,4), %r11
	movl	%r13d, %ecx
	shrq	%rdx
	addq	$2, %r10
	movzbl	3(%r11), %esi
	addq	$2, %rbx
	subl	%esi, %ecx
	addl	%esi, %eax
	movzwl	(%r11), %esi
	shrq	%cl, %rdx
	addq	%rdx, %rsi
	movzbl	2(%r11), %edx
	movb	%dl, -2(%rbx)
	cmpl	$64, %eax
	ja	.L531
.L466:
	movq	8(%rsp), %rdx
	cmpq	%rdx, %r8
	jb	.L450
	movl	%eax, %edx
	movq	%r8, %r11
	andl	$7, %eax
	shrl	$3, %edx
	subq	%rdx, %r11
	movq	(%r11), %r9
	cmpq	%r12, %r10
	jne	.L522
.L451:
	movq	%r12, %rcx
	.p2align 4,,10
	.p2align 3
.L459:
	movq	%rcx, %r10
	.p2align 4,,10
	.p2align 3
.L467:
	movq	$-20, %rbx
	cmpq	%r12, %r10
	jne	.L378
.L473:
	movq	$-70, %rbx
	jmp	.L378
	.p2align 4,,10
	.p2align 3
.L525:
	cmpq	$7, %rbp
	jbe	.L383
	testl	%edx, %edx
	je	.L491
	cmpq	$-120, %rbp
	ja	.L378
	leaq	-8(%rdi,%rbp), %r10
	bsrl	%edx, %edx
	movl	$8, %r9d
	subl	%edx, %r9d
	movq	(%r10), %r8
	movl	%r9d, %ecx
.L385:
	movzwl	%si, %eax
	movq	%r8, %rdx
	movl	%eax, %esi
	salq	%cl, %rdx
	addl	%eax, %r9d
	notl	%esi
	shrq	%rdx
	movl	%esi, %ebx
	movl	%esi, %ecx
	andl	$63, %ebx
	shrq	%cl, %rdx
	cmpl	$64, %r9d
	ja	.L480
	leaq	8(%rdi), %rsi
	movl	%r9d, %ecx
	movq	%rsi, 8(%rsp)
	cmpq	%rsi, %r10
	jnb	.L532
	cmpq	%r10, %rdi
	je	.L533
	shrl	$3, %ecx
	movq	%r10, %r11
	movl	%ecx, %esi
	subq	%rsi, %r11
	cmpq	%rdi, %r11
	jnb	.L398
	movq	%r10, %rsi
	subq	%rdi, %rsi
	movl	%esi, %ecx
	movl	%esi, %esi
	subq	%rsi, %r10
	movq	%r10, %r11
.L398:
	sall	$3, %ecx
	movq	(%r11), %r8
	subl	%ecx, %r9d
	movl	%r9d, %ecx
	andl	$63, %ecx
.L396:
	movq	%r8, %rsi
	addl	%r9d, %eax
	salq	%cl, %rsi
	movl	%ebx, %ecx
	shrq	%rsi
	shrq	%cl, %rsi
	cmpl	$64, %eax
	ja	.L480
	movq	8(%rsp), %rbx
	cmpq	%rbx, %r11
	jnb	.L534
	cmpq	%r11, %rdi
	je	.L479
	movl	%eax, %ecx
	movq	%r11, %r10
	shrl	$3, %ecx
	movl	%ecx, %r8d
	subq	%r8, %r10
	cmpq	%rdi, %r10
	jnb	.L401
	movq	%r11, %r8
	movq	%r11, %r10
	subq	%rdi, %r8
	movl	%r8d, %ecx
	movl	%r8d, %r8d
	subq	%r8, %r10
.L401:
	sall	$3, %ecx
	movq	(%r10), %r8
	subl	%ecx, %eax
	cmpl	$64, %eax
	ja	.L480
.L400:
	leaq	252(%r15), %rbx
	movq	%r12, 24(%rsp)
	movq	%r15, %r9
	leaq	580(%rsp), %r11
	movq	%rbx, 16(%rsp)
	movq	%r15, 32(%rsp)
	.p2align 4,,10
	.p2align 3
.L402:
	movq	8(%rsp), %rbx
	cmpq	%rbx, %r10
	jnb	.L535
	cmpq	%r10, %rdi
	je	.L512
	movl	%eax, %ecx
	movq	%r10, %rbx
	shrl	$3, %ecx
	movl	%ecx, %r8d
	subq	%r8, %rbx
	cmpq	%rdi, %rbx
	jnb	.L406
	movq	%r10, %rcx
	movq	24(%rsp), %r12
	movq	32(%rsp), %r15
	subq	%rdi, %rcx
	movl	%ecx, %r8d
	sall	$3, %ecx
	subq	%r8, %r10
	subl	%ecx, %eax
	movq	(%r10), %r8
.L405:
	cmpl	$64, %eax
	ja	.L423
	leaq	1(%r9), %r11
	leaq	580(%rsp), %r13
.L422:
	movq	8(%rsp), %rbx
	cmpq	%rbx, %r10
	jnb	.L536
	cmpq	%r10, %rdi
	je	.L412
	movl	%eax, %ecx
	movq	%r10, %rbx
	shrl	$3, %ecx
	movl	%ecx, %r8d
	subq	%r8, %rbx
	cmpq	%rdi, %rbx
	jnb	.L413
	movq	%r10, %r8
	movq	%r10, %rbx
	subq	%rdi, %r8
	movl	%r8d, %ecx
	movl	%r8d, %r8d
	subq	%r8, %rbx
.L413:
	sall	$3, %ecx
	movq	(%rbx), %r8
	subl	%ecx, %eax
	cmpq	%r12, %r9
	je	.L414
	cmpq	%rbx, %rdi
	je	.L482
	movl	%eax, %ecx
	movq	%rdi, %rbp
	andl	$63, %ecx
.L411:
	leaq	0(%r13,%rdx,4), %r10
	movq	%r8, %rdx
	movzbl	3(%r10), %r14d
	salq	%cl, %rdx
	movl	%r14d, %ecx
	addl	%r14d, %eax
	negl	%ecx
	shrq	%cl, %rdx
	movzwl	(%r10), %ecx
	movzbl	2(%r10), %r10d
	addq	%rcx, %rdx
	movb	%r10b, (%r9)
	movq	%r11, %rcx
	cmpl	$64, %eax
	ja	.L410
	leaq	8(%rbp), %rcx
	cmpq	%rcx, %rbx
	jnb	.L537
	cmpq	%rbx, %rbp
	je	.L419
	movl	%eax, %ecx
	movq	%rbx, %r10
	shrl	$3, %ecx
	movl	%ecx, %r8d
	subq	%r8, %r10
	cmpq	%rbp, %r10
	jnb	.L420
	movq	%rbx, %r8
	subq	%rbp, %r8
	movl	%r8d, %ecx
	movl	%r8d, %r8d
	subq	%r8, %rbx
	movq	%rbx, %r10
.L420:
	sall	$3, %ecx
	movq	(%r10), %r8
	subl	%ecx, %eax
	cmpq	%r12, %r11
	je	.L484
	cmpq	%rbp, %r10
	je	.L485
	movl	%eax, %ecx
	andl	$63, %ecx
.L418:
	leaq	0(%r13,%rsi,4), %rbp
	movq	%r8, %rsi
	addq	$2, %r9
	addq	$2, %r11
	movzbl	3(%rbp), %ebx
	salq	%cl, %rsi
	addl	%ebx, %eax
	negl	%ebx
	movl	%ebx, %ecx
	shrq	%cl, %rsi
	movzwl	0(%rbp), %ecx
	addq	%rcx, %rsi
	movzbl	2(%rbp), %ecx
	movb	%cl, -2(%r11)
	cmpl	$64, %eax
	jbe	.L422
	movq	%r9, %rcx
.L410:
	movq	%rcx, %r9
	.p2align 4,,10
	.p2align 3
.L423:
	movq	$-20, %rbx
	cmpq	%r12, %r9
	jne	.L378
	jmp	.L473
	.p2align 4,,10
	.p2align 3
.L424:
	leaq	.L429(%rip), %r8
	movzbl	(%rdi), %r9d
	movslq	(%r8,%rbp,4), %rcx
	addq	%r8, %rcx
	jmp	*%rcx
	.section	.rodata
	.align 4
	.align 4
.L429:
	.long	.L427-.L429
	.long	.L427-.L429
	.long	.L434-.L429
	.long	.L433-.L429
	.long	.L432-.L429
	.long	.L431-.L429
	.long	.L430-.L429
	.long	.L428-.L429
	.text
	.p2align 4,,10
	.p2align 3
.L383:
	leaq	.L388(%rip), %rcx
	movzbl	(%rdi), %r8d
	movslq	(%rcx,%rbp,4), %rax
	addq	%rcx, %rax
	jmp	*%rax
	.section	.rodata
	.align 4
	.align 4
.L388:
	.long	.L386-.L388
	.long	.L386-.L388
	.long	.L393-.L388
	.long	.L392-.L388
	.long	.L391-.L388
	.long	.L390-.L388
	.long	.L389-.L388
	.long	.L387-.L388
	.text
.L428:
	movzbl	6(%rdi), %ecx
	salq	$48, %rcx
	addq	%rcx, %r9
.L430:
	movzbl	5(%rdi), %ecx
	salq	$40, %rcx
	addq	%rcx, %r9
.L431:
	movzbl	4(%rdi), %ecx
	salq	$32, %rcx
	addq	%rcx, %r9
.L432:
	movzbl	3(%rdi), %ecx
	salq	$24, %rcx
	addq	%rcx, %r9
.L433:
	movzbl	2(%rdi), %ecx
	salq	$16, %rcx
	addq	%rcx, %r9
.L434:
	movzbl	1(%rdi), %ecx
	salq	$8, %rcx
	addq	%rcx, %r9
.L427:
	testb	%al, %al
	je	.L491
	movl	$9, %eax
	bsrl	%edx, %edx
	movq	%rdi, %r11
	subl	%ebx, %eax
	sall	$3, %eax
	subl	%edx, %eax
	movl	%eax, %ecx
	andl	$63, %ecx
	jmp	.L426
.L387:
	movzbl	6(%rdi), %eax
	salq	$48, %rax
	addq	%rax, %r8
.L389:
	movzbl	5(%rdi), %eax
	salq	$40, %rax
	addq	%rax, %r8
.L390:
	movzbl	4(%rdi), %eax
	salq	$32, %rax
	addq	%rax, %r8
.L391:
	movzbl	3(%rdi), %eax
	salq	$24, %rax
	addq	%rax, %r8
.L392:
	movzbl	2(%rdi), %eax
	salq	$16, %rax
	addq	%rax, %r8
.L393:
	movzbl	1(%rdi), %eax
	salq	$8, %rax
	addq	%rax, %r8
.L386:
	testl	%edx, %edx
	je	.L491
	movl	$9, %r9d
	bsrl	%edx, %edx
	movq	%rdi, %r10
	subl	%ebx, %r9d
	sall	$3, %r9d
	subl	%edx, %r9d
	movl	%r9d, %ecx
	andl	$63, %ecx
	jmp	.L385
	.p2align 4,,10
	.p2align 3
.L530:
	movl	%eax, %edx
	andl	$7, %eax
	shrl	$3, %edx
	subq	%rdx, %r11
	movq	(%r11), %r9
	movq	%r11, %r8
	cmpq	%r12, %rbx
	jne	.L523
	jmp	.L451
	.p2align 4,,10
	.p2align 3
.L529:
	movl	%eax, %ecx
	andl	$7, %eax
	shrl	$3, %ecx
	subq	%rcx, %r8
	movq	(%r8), %r9
.L445:
	cmpq	%r10, 16(%rsp)
	je	.L517
	leaq	(%rbx,%rdx,4), %rbp
	leaq	(%rbx,%rsi,4), %r12
	movl	%eax, %ecx
	movq	%r9, %rsi
	movzbl	3(%rbp), %r13d
	salq	%cl, %rsi
	movl	%r11d, %ecx
	movq	%r9, %rdi
	movzbl	3(%r12), %r14d
	addq	$4, %r10
	leal	(%rax,%r13), %r15d
	movq	%rsi, %rax
	subl	%r13d, %ecx
	shrq	%rax
	leal	(%r14,%r15), %edx
	shrq	%cl, %rax
	movzwl	0(%rbp), %ecx
	movzbl	2(%rbp), %ebp
	addq	%rcx, %rax
	movl	%edx, %ecx
	leaq	(%rbx,%rax,4), %r13
	salq	%cl, %rdi
	movl	%r11d, %ecx
	movzbl	3(%r13), %eax
	leal	(%rax,%rdx), %esi
	movq	%rdi, %rdx
	subl	%eax, %ecx
	movzwl	0(%r13), %eax
	shrq	%rdx
	movq	%r9, %rdi
	movzbl	2(%r13), %r13d
	shrq	%cl, %rdx
	movl	%r15d, %ecx
	addq	%rax, %rdx
	movq	%r9, %rax
	salq	%cl, %rax
	movl	%r11d, %ecx
	subl	%r14d, %ecx
	shrq	%rax
	shrq	%cl, %rax
	movzwl	(%r12), %ecx
	movzbl	2(%r12), %r12d
	addq	%rcx, %rax
	movl	%esi, %ecx
	leaq	(%rbx,%rax,4), %r14
	salq	%cl, %rdi
	movl	%r11d, %ecx
	movzbl	3(%r14), %r15d
	leal	(%r15,%rsi), %eax
	movq	%rdi, %rsi
	subl	%r15d, %ecx
	shrq	%rsi
	shrq	%cl, %rsi
	movzwl	(%r14), %ecx
	addq	%rcx, %rsi
	movzbl	2(%r14), %ecx
	sall	$8, %ecx
	orl	%r13d, %ecx
	sall	$8, %ecx
	orl	%r12d, %ecx
	sall	$8, %ecx
	orl	%ebp, %ecx
	movl	%ecx, -4(%r10)
	cmpl	$64, %eax
	jbe	.L443
	movq	32(%rsp), %r12
	jmp	.L467
	.p2align 4,,10
	.p2align 3
.L531:
	movq	%r10, %rcx
	jmp	.L459
	.p2align 4,,10
	.p2align 3
.L517:
	movq	24(%rsp), %rdi
	movq	32(%rsp), %r12
	movq	40(%rsp), %r15
	jmp	.L446
	.p2align 4,,10
	.p2align 3
.L453:
	cmpq	%r12, %r10
	je	.L538
.L456:
	cmpl	$64, %eax
	jne	.L539
	testq	%rbp, %rbp
	je	.L519
	movq	%r9, %rdx
	movq	%r8, %r15
	movq	%r8, %r11
	jmp	.L452
	.p2align 4,,10
	.p2align 3
.L462:
	cmpq	%r12, %rbx
	je	.L518
.L464:
	cmpl	$64, %eax
	jne	.L540
	testq	%rsi, %rsi
	je	.L499
	movq	%r9, %rdx
	movq	%r11, %r8
	jmp	.L461
	.p2align 4,,10
	.p2align 3
.L447:
	sall	$3, %ecx
	movq	0(%rbp), %r9
	movq	%rbp, %r8
	subl	%ecx, %eax
	jmp	.L445
	.p2align 4,,10
	.p2align 3
.L535:
	movl	%eax, %ecx
	andl	$7, %eax
	shrl	$3, %ecx
	subq	%rcx, %r10
	movq	(%r10), %r8
.L404:
	movq	16(%rsp), %rbx
	cmpq	%rbx, %r9
	je	.L512
	leaq	(%r11,%rdx,4), %rbx
	movl	%eax, %ecx
	movq	%r8, %r14
	movq	%r8, %r12
	movzbl	3(%rbx), %r13d
	salq	%cl, %r14
	leaq	(%r11,%rsi,4), %rbp
	addq	$4, %r9
	movzbl	3(%rbp), %esi
	movl	%r13d, %ecx
	leal	0(%r13,%rax), %r15d
	movq	%r14, %rax
	negl	%ecx
	leal	(%rsi,%r15), %edx
	negl	%esi
	shrq	%cl, %rax
	movzwl	(%rbx), %ecx
	movzbl	2(%rbx), %ebx
	addq	%rcx, %rax
	movl	%edx, %ecx
	leaq	(%r11,%rax,4), %r13
	salq	%cl, %r12
	movzbl	3(%r13), %eax
	leal	(%rax,%rdx), %r14d
	negl	%eax
	movq	%r12, %rdx
	movq	%r8, %r12
	movl	%eax, %ecx
	movzwl	0(%r13), %eax
	movzbl	2(%r13), %r13d
	shrq	%cl, %rdx
	movl	%r15d, %ecx
	addq	%rax, %rdx
	movq	%r8, %rax
	salq	%cl, %rax
	movl	%esi, %ecx
	shrq	%cl, %rax
	movzwl	0(%rbp), %ecx
	movzbl	2(%rbp), %ebp
	addq	%rcx, %rax
	movl	%r14d, %ecx
	leaq	(%r11,%rax,4), %r15
	salq	%cl, %r12
	movzbl	3(%r15), %esi
	leal	(%rsi,%r14), %eax
	negl	%esi
	movq	%r12, %r14
	movl	%esi, %ecx
	shrq	%cl, %r14
	movzwl	(%r15), %ecx
	leaq	(%r14,%rcx), %rsi
	movzbl	2(%r15), %ecx
	sall	$8, %ecx
	orl	%r13d, %ecx
	sall	$8, %ecx
	orl	%ebp, %ecx
	sall	$8, %ecx
	orl	%ebx, %ecx
	movl	%ecx, -4(%r9)
	cmpl	$64, %eax
	jbe	.L402
	movq	24(%rsp), %r12
	jmp	.L423
	.p2align 4,,10
	.p2align 3
.L539:
	movq	%r9, %rdx
	movl	%eax, %ecx
	movq	%r8, %r15
	movq	%r8, %r11
	salq	%cl, %rdx
	jmp	.L452
	.p2align 4,,10
	.p2align 3
.L540:
	movq	%r9, %rdx
	movl	%eax, %ecx
	movq	%r11, %r8
	salq	%cl, %rdx
	jmp	.L461
	.p2align 4,,10
	.p2align 3
.L512:
	movq	24(%rsp), %r12
	movq	32(%rsp), %r15
	jmp	.L405
	.p2align 4,,10
	.p2align 3
.L406:
	sall	$3, %ecx
	movq	(%rbx), %r8
	movq	%rbx, %r10
	subl	%ecx, %eax
	jmp	.L404
	.p2align 4,,10
	.p2align 3
.L496:
	movq	%rdi, %r8
	jmp	.L456
	.p2align 4,,10
	.p2align 3
.L498:
	movq	%r15, %r11
	jmp	.L464
	.p2align 4,,10
	.p2align 3
.L491:
	movq	$-1, %rbx
	jmp	.L378
	.p2align 4,,10
	.p2align 3
.L536:
	movl	%eax, %ecx
	movq	%r10, %rbx
	andl	$7, %eax
	shrl	$3, %ecx
	subq	%rcx, %rbx
	movq	(%rbx), %r8
	cmpq	%r12, %r9
	je	.L481
	movl	%eax, %ecx
	movq	%rdi, %rbp
	jmp	.L411
	.p2align 4,,10
	.p2align 3
.L537:
	movl	%eax, %ecx
	andl	$7, %eax
	shrl	$3, %ecx
	subq	%rcx, %rbx
	movq	(%rbx), %r8
	movq	%rbx, %r10
	cmpq	%r12, %r11
	je	.L484
	movl	%eax, %ecx
	jmp	.L418
	.p2align 4,,10
	.p2align 3
.L412:
	cmpq	%r12, %r9
	je	.L468
.L415:
	cmpl	$64, %eax
	jne	.L541
.L416:
	cmpq	%r10, %rdi
	jne	.L423
.L471:
	orq	%rdx, %rsi
	jne	.L423
	movq	%r9, %rbx
	subq	%r15, %rbx
	jmp	.L378
	.p2align 4,,10
	.p2align 3
.L419:
	cmpq	%r12, %r11
	je	.L414
.L421:
	cmpl	$64, %eax
	jne	.L542
	movq	%rbx, %r10
	movq	%r11, %r9
	jmp	.L416
	.p2align 4,,10
	.p2align 3
.L526:
	shrl	$3, %ecx
	movq	%r11, %r10
	andl	$7, %eax
	subq	%rcx, %r10
	movl	%eax, %ecx
	movq	(%r10), %r9
	jmp	.L437
	.p2align 4,,10
	.p2align 3
.L528:
	movl	%eax, %ecx
	andl	$7, %eax
	shrl	$3, %ecx
	subq	%rcx, %r10
	movq	(%r10), %r9
	movq	%r10, %r8
	jmp	.L441
	.p2align 4,,10
	.p2align 3
.L495:
	movq	%r15, %r10
	jmp	.L467
.L541:
	movl	%eax, %ecx
	movq	%r10, %rbp
	movq	%r10, %rbx
	andl	$63, %ecx
	jmp	.L411
.L518:
	movq	16(%rsp), %r15
	movq	%rbp, %rdx
.L455:
	cmpq	%r11, %rdi
	jne	.L473
.L469:
	movq	%r12, %r10
	cmpl	$64, %eax
	jne	.L467
.L472:
	orq	%rdx, %rsi
	jne	.L467
	movq	%r10, %rbx
	subq	%r15, %rbx
	jmp	.L378
.L542:
	movl	%eax, %ecx
	movq	%rbx, %r10
	andl	$63, %ecx
	jmp	.L418
.L527:
	andl	$63, %ecx
	movq	%rdi, %r10
	jmp	.L437
.L494:
	movq	%rdi, %r8
	jmp	.L441
.L534:
	movl	%eax, %ecx
	movq	%r11, %r10
	andl	$7, %eax
	shrl	$3, %ecx
	subq	%rcx, %r10
	movq	(%r10), %r8
	jmp	.L400
.L532:
	shrl	$3, %ecx
	andl	$7, %r9d
	subq	%rcx, %r10
	movl	%r9d, %ecx
	movq	(%r10), %r8
	movq	%r10, %r11
	jmp	.L396
.L497:
	movq	16(%rsp), %r15
	movq	%rbp, %rdx
	movq	%r8, %r11
	jmp	.L455
.L480:
	movq	%r15, %r9
	jmp	.L423
.L482:
	movq	%rdi, %r10
	jmp	.L415
.L485:
	movq	%r10, %rbx
	jmp	.L421
.L533:
	andl	$63, %ecx
	movq	%rdi, %r11
	jmp	.L396
.L479:
	movq	%rdi, %r10
	jmp	.L400
.L538:
	movq	16(%rsp), %r15
	movq	%rbp, %rdx
	jmp	.L469
.L484:
	movq	%r10, %rbx
.L414:
	cmpq	%rbx, %rdi
	jne	.L473
.L468:
	movq	%r12, %r9
	cmpl	$64, %eax
	jne	.L423
	jmp	.L471
	.p2align 4,,10
	.p2align 3
.L519:
	movq	16(%rsp), %r15
	movq	%rbp, %rdx
.L458:
	cmpq	%r8, %rdi
	jne	.L467
	jmp	.L472
	.p2align 4,,10
	.p2align 3
.L499:
	movq	16(%rsp), %r15
	movq	%rbp, %rdx
	movq	%r11, %r8
	movq	%rbx, %r10
	jmp	.L458
.L481:
	movq	%r12, %rcx
	jmp	.L410
	.cfi_endproc
.LFE659:
	.size	FSE_decompress.constprop.0, .-FSE_decompress.constprop.0
	.p2align 4
	.type	HUF_readStats.constprop.0, @function
HUF_readStats.constprop.0:
.LFB661:
	.cfi_startproc
	pushq	%r14
	.cfi_def_cfa_offset 16
	.cfi_offset 14, -16
	pushq	%r13
	.cfi_def_cfa_offset 24
	.cfi_offset 13, -24
	movq	%rdi, %r13
	movq	$-72, %rdi
	pushq	%r12
	.cfi_def_cfa_offset 32
	.cfi_offset 12, -32
	pushq	%rbp
	.cfi_def_cfa_offset 40
	.cfi_offset 6, -40
	pushq	%rbx
	.cfi_def_cfa_offset 48
	.cfi_offset 3, -48
	testq	%r9, %r9
	je	.L543
	movzbl	(%r8), %r14d
	movq	%rsi, %rbx
	movq	%rdx, %rbp
	movq	%rcx, %r12
	cmpq	$127, %r14
	jbe	.L545
	cmpq	$241, %r14
	ja	.L569
	leaq	-127(%r14), %rdi
	subq	$126, %r14
	shrq	%r14
	leaq	1(%r14), %rax
	cmpq	%rax, %r9
	jb	.L555
	xorl	%eax, %eax
	.p2align 4,,10
	.p2align 3
.L548:
	movl	%eax, %edx
	shrl	%edx
	addl	$1, %edx
	addq	%r8, %rdx
	movzbl	(%rdx), %ecx
	shrb	$4, %cl
	movb	%cl, 0(%r13,%rax)
	movzbl	(%rdx), %edx
	andl	$15, %edx
	movb	%dl, 1(%r13,%rax)
	addq	$2, %rax
	cmpq	%rdi, %rax
	jb	.L548
	pxor	%xmm0, %xmm0
	movl	$0, 64(%rbx)
	movups	%xmm0, (%rbx)
	movups	%xmm0, 16(%rbx)
	movups	%xmm0, 32(%rbx)
	movups	%xmm0, 48(%rbx)
	jmp	.L553
	.p2align 4,,10
	.p2align 3
.L545:
	leaq	1(%r14), %rax
	cmpq	%rax, %r9
	jb	.L543
	movq	%r13, %rdi
	leaq	1(%r8), %rsi
	movq	%r14, %rdx
	call	FSE_decompress.constprop.0
	movq	%rax, %rdi
	cmpq	$-120, %rax
	ja	.L543
.L547:
	pxor	%xmm0, %xmm0
	movl	$0, 64(%rbx)
	movups	%xmm0, (%rbx)
	movups	%xmm0, 16(%rbx)
	movups	%xmm0, 32(%rbx)
	movups	%xmm0, 48(%rbx)
	testq	%rdi, %rdi
	je	.L550
.L553:
	xorl	%esi, %esi
	xorl	%r8d, %r8d
	xorl	%eax, %eax
	movl	$1, %r9d
	jmp	.L551
	.p2align 4,,10
	.p2align 3
.L571:
	addl	$1, (%rbx,%rdx,4)
	movzbl	(%rax), %ecx
	movl	%r9d, %eax
	sall	%cl, %eax
	sarl	%eax
	addl	%eax, %r8d
	leal	1(%rsi), %eax
	movq	%rax, %rsi
	cmpq	%rdi, %rax
	jnb	.L570
.L551:
	addq	%r13, %rax
	movzbl	(%rax), %edx
	cmpb	$15, %dl
	jbe	.L571
.L550:
	movq	$-20, %rdi
.L543:
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 40
	movq	%rdi, %rax
	popq	%rbp
	.cfi_def_cfa_offset 32
	popq	%r12
	.cfi_def_cfa_offset 24
	popq	%r13
	.cfi_def_cfa_offset 16
	popq	%r14
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L570:
	.cfi_restore_state
	testl	%r8d, %r8d
	je	.L550
	bsrl	%r8d, %eax
	addl	$1, %eax
	cmpl	$16, %eax
	ja	.L550
	movl	%r9d, %edx
	movl	%eax, %ecx
	sall	%cl, %edx
	subl	%r8d, %edx
	bsrl	%edx, %ecx
	sall	%cl, %r9d
	cmpl	%r9d, %edx
	jne	.L550
	addl	$1, %ecx
	movb	%cl, 0(%r13,%rdi)
	addl	$1, (%rbx,%rcx,4)
	movl	4(%rbx), %edx
	cmpl	$1, %edx
	jbe	.L550
	andl	$1, %edx
	jne	.L550
	addl	$1, %edi
	movl	%edi, 0(%rbp)
	leaq	1(%r14), %rdi
	movl	%eax, (%r12)
	jmp	.L543
	.p2align 4,,10
	.p2align 3
.L569:
	movdqa	.LC4(%rip), %xmm0
	leaq	l.3(%rip), %rax
	movslq	-968(%rax,%r14,4), %rdi
	xorl	%r14d, %r14d
	movups	%xmm0, 0(%r13)
	movups	%xmm0, 16(%r13)
	movups	%xmm0, 32(%r13)
	movups	%xmm0, 48(%r13)
	movups	%xmm0, 64(%r13)
	movups	%xmm0, 80(%r13)
	movups	%xmm0, 96(%r13)
	movups	%xmm0, 112(%r13)
	movups	%xmm0, 128(%r13)
	movups	%xmm0, 144(%r13)
	movups	%xmm0, 160(%r13)
	movups	%xmm0, 176(%r13)
	movups	%xmm0, 192(%r13)
	movups	%xmm0, 208(%r13)
	movups	%xmm0, 224(%r13)
	movups	%xmm0, 240(%r13)
	jmp	.L547
	.p2align 4,,10
	.p2align 3
.L555:
	movq	$-72, %rdi
	jmp	.L543
	.cfi_endproc
.LFE661:
	.size	HUF_readStats.constprop.0, .-HUF_readStats.constprop.0
	.p2align 4
	.type	HUF_decompress4X2, @function
HUF_decompress4X2:
.LFB595:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	movq	%rdx, %r15
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%rcx, %rbx
	subq	$8856, %rsp
	.cfi_def_cfa_offset 8912
	leaq	640(%rsp), %r12
	movq	%rdi, 32(%rsp)
	leaq	384(%rsp), %rbp
	movq	%rsi, 40(%rsp)
	movq	%r12, %rdi
	xorl	%esi, %esi
	movq	%rdx, 24(%rsp)
	movl	$8194, %edx
	call	memset@PLT
	movl	$12, %eax
	movq	%rbx, %r9
	movq	%r15, %r8
	leaq	304(%rsp), %r10
	movw	%ax, 640(%rsp)
	leaq	272(%rsp), %rax
	movq	%rbp, %rdi
	leaq	240(%rsp), %rcx
	movq	%rax, %rdx
	movq	%r10, %rsi
	movl	$0, 240(%rsp)
	movl	$0, 272(%rsp)
	movq	%rcx, 48(%rsp)
	movq	%rax, 56(%rsp)
	movq	%r10, 16(%rsp)
	call	HUF_readStats.constprop.0
	cmpq	$-120, %rax
	ja	.L572
	movl	240(%rsp), %esi
	movq	16(%rsp), %r10
	cmpl	$12, %esi
	movl	%esi, 12(%rsp)
	ja	.L893
	movl	12(%rsp), %r8d
	xorl	%ecx, %ecx
	xorl	%esi, %esi
	movw	%r8w, 640(%rsp)
	testl	%r8d, %r8d
	je	.L580
	.p2align 4,,10
	.p2align 3
.L579:
	movl	4(%r10,%rcx,4), %edx
	movl	%esi, %edi
	movl	%edi, 4(%r10,%rcx,4)
	sall	%cl, %edx
	addq	$1, %rcx
	addl	%edx, %esi
	cmpq	%r8, %rcx
	jne	.L579
.L580:
	movzbl	12(%rsp), %esi
	xorl	%r8d, %r8d
	movl	272(%rsp), %r13d
	movl	$1, %r11d
	leaq	642(%rsp), %r15
	leal	1(%rsi), %r14d
	testl	%r13d, %r13d
	je	.L578
	movq	%rax, 16(%rsp)
	movq	%rbx, 64(%rsp)
	.p2align 4,,10
	.p2align 3
.L583:
	movzbl	0(%rbp,%r8), %ecx
	movl	%r11d, %r9d
	movl	%r14d, %edx
	movl	%r8d, %esi
	movl	304(%rsp,%rcx,4), %edi
	sall	%cl, %r9d
	subl	%ecx, %edx
	sarl	%r9d
	leal	(%r9,%rdi), %ebx
	cmpl	%ebx, %edi
	jnb	.L585
	subl	$1, %r9d
	leaq	(%r12,%rdi,2), %rax
	addq	%rdi, %r9
	leaq	(%r15,%r9,2), %rdi
	.p2align 4,,10
	.p2align 3
.L584:
	movb	%sil, 2(%rax)
	addq	$2, %rax
	movb	%dl, 1(%rax)
	cmpq	%rdi, %rax
	jne	.L584
.L585:
	addq	$1, %r8
	movl	%ebx, 304(%rsp,%rcx,4)
	cmpq	%r13, %r8
	jne	.L583
	movq	16(%rsp), %rax
	movq	64(%rsp), %rbx
.L578:
	cmpq	%rbx, %rax
	jnb	.L733
	movq	24(%rsp), %r11
	subq	%rax, %rbx
	addq	%rax, %r11
	movq	$-20, %rax
	cmpq	$9, %rbx
	jbe	.L572
	movzwl	(%r11), %edx
	movzwl	2(%r11), %ecx
	movq	%rbx, %rax
	movzwl	4(%r11), %esi
	leaq	(%rdx,%rcx), %rdi
	movq	%rdx, %r13
	movq	%rcx, %r14
	subq	%rdi, %rax
	movq	%rsi, %r15
	subq	%rsi, %rax
	movq	%rax, %r12
	leaq	-6(%rax), %rax
	cmpq	%rax, %rbx
	jnb	.L586
.L729:
	movq	$-20, %rax
.L572:
	addq	$8856, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%rbp
	.cfi_def_cfa_offset 40
	popq	%r12
	.cfi_def_cfa_offset 32
	popq	%r13
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_def_cfa_offset 16
	popq	%r15
	.cfi_def_cfa_offset 8
	ret
.L733:
	.cfi_restore_state
	movq	$-72, %rax
	jmp	.L572
.L586:
	testq	%rdx, %rdx
	je	.L733
	movzbl	5(%r11,%rdx), %r8d
	leaq	6(%r11), %rbx
	movb	%r8b, 24(%rsp)
	movl	%r8d, 16(%rsp)
	cmpq	$7, %rdx
	jbe	.L589
	leaq	-8(%rbx,%rdx), %rdi
	movq	%rbx, 264(%rsp)
	movq	%rdi, 256(%rsp)
	movq	(%rdi), %rdi
	movq	%rdi, 240(%rsp)
	testl	%r8d, %r8d
	je	.L600
	bsrl	16(%rsp), %edi
	movl	$8, %r8d
	subl	%edi, %r8d
	movl	%r8d, %r9d
.L591:
	movl	%r9d, 248(%rsp)
	testq	%rcx, %rcx
	je	.L733
	leaq	(%rbx,%rdx), %r11
	movzbl	-1(%r11,%rcx), %ebx
	movl	%ebx, %r13d
	cmpq	$7, %rcx
	jbe	.L602
	leaq	-8(%r11,%rcx), %rdx
	movq	%r11, 296(%rsp)
	movq	%rdx, 288(%rsp)
	movq	(%rdx), %rdx
	movq	%rdx, 272(%rsp)
	testl	%ebx, %ebx
	je	.L600
	bsrl	%ebx, %edx
	movl	$8, %ebx
	subl	%edx, %ebx
.L603:
	movl	%ebx, 280(%rsp)
	testq	%rsi, %rsi
	je	.L733
	addq	%rcx, %r11
	movzbl	-1(%r11,%rsi), %r8d
	movl	%r8d, %r13d
	cmpq	$7, %rsi
	jbe	.L612
	leaq	-8(%r11,%rsi), %rdx
	movq	%r11, 328(%rsp)
	movq	%rdx, 320(%rsp)
	movq	(%rdx), %rdx
	movq	%rdx, 304(%rsp)
	testl	%r8d, %r8d
	je	.L600
	bsrl	%r8d, %edx
	movl	$8, %ecx
	subl	%edx, %ecx
	movl	%ecx, %r13d
.L613:
	movl	%r13d, 312(%rsp)
	testq	%rax, %rax
	je	.L733
	addq	%rsi, %r11
	movzbl	-7(%r11,%r12), %edi
	movl	%edi, %r8d
	cmpq	$7, %rax
	jbe	.L622
	leaq	-14(%r11,%r12), %rdx
	movq	%r11, 408(%rsp)
	movq	%rdx, 400(%rsp)
	movq	(%rdx), %rdx
	movq	%rdx, 384(%rsp)
	testl	%edi, %edi
	je	.L600
	bsrl	%edi, %edx
	movl	$8, %ecx
	subl	%edx, %ecx
	movl	%ecx, 392(%rsp)
	movl	%ecx, %r8d
	cmpq	$-120, %rax
	ja	.L572
.L623:
	movq	264(%rsp), %rax
	movq	256(%rsp), %rdx
	movq	%rax, 120(%rsp)
	addq	$8, %rax
	cmpq	%rax, %rdx
	jnb	.L894
	movq	120(%rsp), %rax
	cmpq	%rax, %rdx
	je	.L895
	movl	%r9d, %ecx
	movq	%rdx, %rsi
	movq	120(%rsp), %rdi
	shrl	$3, %ecx
	movl	%ecx, %eax
	subq	%rax, %rsi
	xorl	%eax, %eax
	cmpq	%rdi, %rsi
	jnb	.L635
	movq	%rdx, %rax
	movq	%rdx, %rsi
	subq	%rdi, %rax
	movl	%eax, %ecx
	movl	%eax, %eax
	subq	%rax, %rsi
	movl	$1, %eax
.L635:
	sall	$3, %ecx
	movl	%r9d, %edx
	movq	%rsi, 256(%rsp)
	subl	%ecx, %edx
	movl	%edx, 248(%rsp)
	movq	(%rsi), %rdx
	movq	%rdx, 240(%rsp)
.L633:
	movq	296(%rsp), %rsi
	movq	288(%rsp), %rdx
	leaq	8(%rsi), %rcx
	movq	%rsi, 128(%rsp)
	cmpq	%rcx, %rdx
	jnb	.L896
	movq	128(%rsp), %rsi
	cmpq	%rsi, %rdx
	je	.L897
	movl	%ebx, %ecx
	movq	%rdx, %rsi
	movq	128(%rsp), %r11
	shrl	$3, %ecx
	movl	%ecx, %edi
	subq	%rdi, %rsi
	cmpq	%r11, %rsi
	jnb	.L640
	movq	%rdx, %rdi
	movq	%rdx, %rsi
	orl	$1, %eax
	subq	%r11, %rdi
	movl	%edi, %ecx
	movl	%edi, %edi
	subq	%rdi, %rsi
.L640:
	movq	(%rsi), %rdx
	sall	$3, %ecx
	movq	%rsi, 288(%rsp)
	subl	%ecx, %ebx
	movl	%ebx, 280(%rsp)
	movq	%rdx, 272(%rsp)
.L637:
	movq	328(%rsp), %rbx
	movq	320(%rsp), %rdx
	leaq	8(%rbx), %rcx
	movq	%rbx, 136(%rsp)
	cmpq	%rcx, %rdx
	jnb	.L898
	movq	136(%rsp), %rbx
	cmpq	%rbx, %rdx
	je	.L899
	movl	%r13d, %ecx
	movq	%rdx, %rsi
	movq	136(%rsp), %rbx
	shrl	$3, %ecx
	movl	%ecx, %edi
	subq	%rdi, %rsi
	cmpq	%rbx, %rsi
	jnb	.L645
	movq	%rdx, %rdi
	movq	%rdx, %rsi
	orl	$1, %eax
	subq	%rbx, %rdi
	movl	%edi, %ecx
	movl	%edi, %edi
	subq	%rdi, %rsi
.L645:
	movq	(%rsi), %rdx
	sall	$3, %ecx
	movq	%rsi, 320(%rsp)
	subl	%ecx, %r13d
	movl	%r13d, 312(%rsp)
	movq	%rdx, 304(%rsp)
.L642:
	movq	40(%rsp), %rsi
	movq	32(%rsp), %rbx
	leaq	3(%rsi), %rdx
	leaq	(%rbx,%rsi), %rcx
	shrq	$2, %rdx
	movq	%rcx, 192(%rsp)
	leaq	(%rbx,%rdx), %rdi
	leaq	(%rdi,%rdx), %r11
	leaq	(%r11,%rdx), %rbx
	movq	400(%rsp), %rdx
	movq	%rbx, 176(%rsp)
	movq	408(%rsp), %rbx
	movq	%rbx, 184(%rsp)
	addq	$8, %rbx
	movq	%rbx, 200(%rsp)
	cmpq	%rbx, %rdx
	jnb	.L900
	movq	184(%rsp), %r15
	cmpq	%r15, %rdx
	je	.L648
	movl	%r8d, %ecx
	movq	%rdx, %rbx
	shrl	$3, %ecx
	movl	%ecx, %esi
	subq	%rsi, %rbx
	cmpq	%r15, %rbx
	jnb	.L649
	movq	%rdx, %rax
	subq	%r15, %rax
	movl	%eax, %ecx
	sall	$3, %eax
	subq	%rcx, %rdx
	movl	%r8d, %ecx
	subl	%eax, %ecx
	movq	%rdx, 400(%rsp)
	movl	%ecx, 392(%rsp)
	movq	(%rdx), %rax
	movq	%rax, 384(%rsp)
.L648:
	movq	176(%rsp), %rax
	movq	%r11, 96(%rsp)
	movq	%rdi, 104(%rsp)
	movq	%rax, 16(%rsp)
.L651:
	movq	104(%rsp), %rax
	movq	32(%rsp), %rbx
	cmpq	%rax, %r11
	setb	%al
	cmpq	%rbx, %rdi
	setb	%dl
	orb	%dl, %al
	jne	.L729
	movq	96(%rsp), %rbx
	cmpq	%rbx, 176(%rsp)
	jb	.L729
	movl	12(%rsp), %r15d
	leaq	642(%rsp), %rbx
	movq	%rdi, %rdx
	movq	48(%rsp), %rsi
	movq	32(%rsp), %rdi
	movq	%rbx, %rcx
	movq	%r10, 64(%rsp)
	movl	%r15d, %r8d
	movq	%r11, 24(%rsp)
	call	HUF_decodeStreamX2.isra.0
	movq	24(%rsp), %rdx
	movl	%r15d, %r8d
	movq	%rbx, %rcx
	movq	56(%rsp), %rsi
	movq	104(%rsp), %rdi
	call	HUF_decodeStreamX2.isra.0
	movq	64(%rsp), %rsi
	movl	%r15d, %r8d
	movq	%rbx, %rcx
	movq	176(%rsp), %rdx
	movq	96(%rsp), %rdi
	call	HUF_decodeStreamX2.isra.0
	movq	16(%rsp), %rdi
	movq	%rbx, %rcx
	movl	%r15d, %r8d
	movq	192(%rsp), %rdx
	movq	%rbp, %rsi
	call	HUF_decodeStreamX2.isra.0
	movq	264(%rsp), %rax
	xorl	%ecx, %ecx
	cmpq	%rax, 256(%rsp)
	je	.L901
.L730:
	movq	296(%rsp), %rax
	xorl	%edx, %edx
	cmpq	%rax, 288(%rsp)
	je	.L902
.L731:
	movq	408(%rsp), %rdi
	movq	400(%rsp), %rsi
	movq	328(%rsp), %rax
	cmpq	%rax, 320(%rsp)
	jne	.L729
	movl	312(%rsp), %eax
	cmpq	%rsi, %rdi
	jne	.L729
	cmpl	$64, %eax
	sete	%al
	movzbl	%al, %eax
	andl	%ecx, %eax
	testl	%edx, %eax
	je	.L729
	cmpl	$64, 392(%rsp)
	jne	.L729
	movq	40(%rsp), %rax
	jmp	.L572
	.p2align 4,,10
	.p2align 3
.L893:
	movq	$-44, %rax
	jmp	.L572
.L589:
	movzbl	6(%r11), %edi
	movq	%rbx, %xmm0
	punpcklqdq	%xmm0, %xmm0
	movq	%rdi, 240(%rsp)
	movaps	%xmm0, 256(%rsp)
	cmpw	$7, %dx
	ja	.L592
	leaq	.L594(%rip), %r8
	movslq	(%r8,%rdx,4), %r9
	addq	%r9, %r8
	jmp	*%r8
	.section	.rodata
	.align 4
	.align 4
.L594:
	.long	.L592-.L594
	.long	.L592-.L594
	.long	.L599-.L594
	.long	.L598-.L594
	.long	.L597-.L594
	.long	.L596-.L594
	.long	.L595-.L594
	.long	.L593-.L594
	.text
.L593:
	movzbl	12(%r11), %r8d
	salq	$48, %r8
	addq	%r8, %rdi
.L595:
	movzbl	11(%r11), %r8d
	salq	$40, %r8
	addq	%r8, %rdi
.L596:
	movzbl	10(%r11), %r8d
	salq	$32, %r8
	addq	%r8, %rdi
.L597:
	movzbl	9(%r11), %r8d
	salq	$24, %r8
	addq	%r8, %rdi
.L598:
	movzbl	8(%r11), %r8d
	salq	$16, %r8
	addq	%r8, %rdi
.L599:
	movzbl	7(%r11), %r8d
	salq	$8, %r8
	addq	%rdi, %r8
	movq	%r8, 240(%rsp)
.L592:
	cmpb	$0, 24(%rsp)
	je	.L600
	bsrl	16(%rsp), %r11d
	movzwl	%r13w, %r8d
	movl	$9, %edi
	subl	%r8d, %edi
	sall	$3, %edi
	subl	%r11d, %edi
	movl	%edi, %r9d
	jmp	.L591
.L600:
	movq	$-1, %rax
	jmp	.L572
.L602:
	movzbl	(%r11), %edx
	movq	%r11, %xmm0
	punpcklqdq	%xmm0, %xmm0
	movq	%rdx, 272(%rsp)
	movaps	%xmm0, 288(%rsp)
	cmpw	$7, %r14w
	ja	.L604
	leaq	.L606(%rip), %r8
	movslq	(%r8,%rcx,4), %rdi
	addq	%r8, %rdi
	jmp	*%rdi
	.section	.rodata
	.align 4
	.align 4
.L606:
	.long	.L604-.L606
	.long	.L604-.L606
	.long	.L611-.L606
	.long	.L610-.L606
	.long	.L609-.L606
	.long	.L608-.L606
	.long	.L607-.L606
	.long	.L605-.L606
	.text
.L605:
	movzbl	6(%r11), %edi
	salq	$48, %rdi
	addq	%rdi, %rdx
.L607:
	movzbl	5(%r11), %edi
	salq	$40, %rdi
	addq	%rdi, %rdx
.L608:
	movzbl	4(%r11), %edi
	salq	$32, %rdi
	addq	%rdi, %rdx
.L609:
	movzbl	3(%r11), %edi
	salq	$24, %rdi
	addq	%rdi, %rdx
.L610:
	movzbl	2(%r11), %edi
	salq	$16, %rdi
	addq	%rdi, %rdx
.L611:
	movzbl	1(%r11), %edi
	salq	$8, %rdi
	addq	%rdx, %rdi
	movq	%rdi, 272(%rsp)
.L604:
	testb	%r13b, %r13b
	je	.L600
	movzwl	%r14w, %edi
	movl	$9, %edx
	bsrl	%ebx, %r8d
	subl	%edi, %edx
	sall	$3, %edx
	movl	%edx, %ebx
	subl	%r8d, %ebx
	jmp	.L603
.L612:
	movzbl	(%r11), %edx
	movq	%r11, %xmm0
	punpcklqdq	%xmm0, %xmm0
	movq	%rdx, 304(%rsp)
	movaps	%xmm0, 320(%rsp)
	cmpw	$7, %r15w
	ja	.L614
	leaq	.L616(%rip), %rdi
	movslq	(%rdi,%rsi,4), %rcx
	addq	%rdi, %rcx
	jmp	*%rcx
	.section	.rodata
	.align 4
	.align 4
.L616:
	.long	.L614-.L616
	.long	.L614-.L616
	.long	.L621-.L616
	.long	.L620-.L616
	.long	.L619-.L616
	.long	.L618-.L616
	.long	.L617-.L616
	.long	.L615-.L616
	.text
.L615:
	movzbl	6(%r11), %ecx
	salq	$48, %rcx
	addq	%rcx, %rdx
.L617:
	movzbl	5(%r11), %ecx
	salq	$40, %rcx
	addq	%rcx, %rdx
.L618:
	movzbl	4(%r11), %ecx
	salq	$32, %rcx
	addq	%rcx, %rdx
.L619:
	movzbl	3(%r11), %ecx
	salq	$24, %rcx
	addq	%rcx, %rdx
.L620:
	movzbl	2(%r11), %ecx
	salq	$16, %rcx
	addq	%rcx, %rdx
.L621:
	movzbl	1(%r11), %ecx
	salq	$8, %rcx
	addq	%rdx, %rcx
	movq	%rcx, 304(%rsp)
.L614:
	testb	%r13b, %r13b
	je	.L600
	movzwl	%r15w, %edi
	movl	$9, %edx
	bsrl	%r8d, %ecx
	subl	%edi, %edx
	sall	$3, %edx
	subl	%ecx, %edx
	movl	%edx, %r13d
	jmp	.L613
.L622:
	leaq	.L626(%rip), %rsi
	movzbl	(%r11), %edx
	movq	%r11, %xmm0
	movslq	(%rsi,%rax,4), %rcx
	punpcklqdq	%xmm0, %xmm0
	movq	%rdx, 384(%rsp)
	addq	%rsi, %rcx
	movaps	%xmm0, 400(%rsp)
	jmp	*%rcx
	.section	.rodata
	.align 4
	.align 4
.L626:
	.long	.L624-.L626
	.long	.L624-.L626
	.long	.L631-.L626
	.long	.L630-.L626
	.long	.L629-.L626
	.long	.L628-.L626
	.long	.L627-.L626
	.long	.L625-.L626
	.text
.L625:
	movzbl	6(%r11), %ecx
	salq	$48, %rcx
	addq	%rcx, %rdx
.L627:
	movzbl	5(%r11), %ecx
	salq	$40, %rcx
	addq	%rcx, %rdx
.L628:
	movzbl	4(%r11), %ecx
	salq	$32, %rcx
	addq	%rcx, %rdx
.L629:
	movzbl	3(%r11), %ecx
	salq	$24, %rcx
	addq	%rcx, %rdx
.L630:
	movzbl	2(%r11), %ecx
	salq	$16, %rcx
	addq	%rcx, %rdx
.L631:
	movzbl	1(%r11), %ecx
	salq	$8, %rcx
	addq	%rcx, %rdx
	movq	%rdx, 384(%rsp)
.L624:
	testb	%r8b, %r8b
	je	.L600
	movl	$9, %edx
	bsrl	%edi, %ecx
	subl	%eax, %edx
	sall	$3, %edx
	subl	%ecx, %edx
	movl	%edx, 392(%rsp)
	movl	%edx, %r8d
	jmp	.L623
.L900:
	movl	%r8d, %ecx
	movq	%rdx, %rsi
	movl	%r8d, %edx
	shrl	$3, %ecx
	andl	$7, %edx
	subq	%rcx, %rsi
	movl	%edx, 392(%rsp)
	movq	%rsi, 400(%rsp)
	movq	(%rsi), %r12
.L647:
	movq	%r12, 384(%rsp)
	testl	%eax, %eax
	jne	.L648
	movq	192(%rsp), %rax
	movq	176(%rsp), %rsi
	subq	$7, %rax
	movq	%rax, 232(%rsp)
	cmpq	%rax, %rsi
	jnb	.L648
	movl	392(%rsp), %edx
	movq	%rsi, %r8
	xorl	%r14d, %r14d
	movq	%r11, 96(%rsp)
	movq	240(%rsp), %rax
	leaq	642(%rsp), %rsi
	movq	%rdi, 104(%rsp)
	movl	%edx, 112(%rsp)
	movq	120(%rsp), %rdx
	movq	%rax, 64(%rsp)
	movl	248(%rsp), %ecx
	addq	$8, %rdx
	movq	%rdi, 144(%rsp)
	movq	272(%rsp), %rax
	movb	$0, 118(%rsp)
	movq	304(%rsp), %r13
	movl	%ecx, %edi
	movq	%rdx, 224(%rsp)
	movq	288(%rsp), %rdx
	movq	%r11, 152(%rsp)
	movl	280(%rsp), %r9d
	movq	%rdx, 72(%rsp)
	movq	128(%rsp), %rdx
	movb	$0, 24(%rsp)
	movl	312(%rsp), %ebx
	addq	$8, %rdx
	movb	$0, 117(%rsp)
	movq	256(%rsp), %r15
	movq	%rdx, 216(%rsp)
	movq	320(%rsp), %rdx
	movb	%r14b, 119(%rsp)
	movq	32(%rsp), %r11
	movq	%rdx, 80(%rsp)
	movq	136(%rsp), %rdx
	addq	$8, %rdx
	movq	%rdx, 208(%rsp)
	movq	400(%rsp), %rdx
	movq	%rdx, 88(%rsp)
	movl	12(%rsp), %edx
	movq	%rsi, 16(%rsp)
	movq	%rbp, 168(%rsp)
	negl	%edx
	movq	%r10, 160(%rsp)
	movq	96(%rsp), %r10
	andl	$63, %edx
.L718:
	movq	64(%rsp), %rbp
	movl	%edi, %ecx
	movq	16(%rsp), %rsi
	movq	%rax, %r14
	salq	%cl, %rbp
	movl	%edx, %ecx
	shrq	%cl, %rbp
	leaq	(%rsi,%rbp,2), %rcx
	movzbl	1(%rcx), %ebp
	movzbl	(%rcx), %ecx
	movb	%cl, (%r11)
	movl	%r9d, %ecx
	addl	%edi, %ebp
	salq	%cl, %r14
	movl	%edx, %ecx
	movq	%r14, %rdi
	movl	112(%rsp), %r14d
	shrq	%cl, %rdi
	leaq	(%rsi,%rdi,2), %rcx
	movq	104(%rsp), %rsi
	movzbl	1(%rcx), %edi
	movzbl	(%rcx), %ecx
	addl	%edi, %r9d
	movb	%cl, (%rsi)
	movq	%r13, %rdi
	movl	%ebx, %ecx
	salq	%cl, %rdi
	movl	%edx, %ecx
	shrq	%cl, %rdi
	movq	16(%rsp), %rcx
	leaq	(%rcx,%rdi,2), %rcx
	movzbl	1(%rcx), %edi
	movzbl	(%rcx), %ecx
	addl	%edi, %ebx
	movb	%cl, (%r10)
	movq	%r12, %rdi
	movl	%r14d, %ecx
	salq	%cl, %rdi
	movl	%edx, %ecx
	shrq	%cl, %rdi
	movq	16(%rsp), %rcx
	leaq	(%rcx,%rdi,2), %rcx
	movzbl	1(%rcx), %edi
	movzbl	(%rcx), %ecx
	addl	%edi, %r14d
	movq	64(%rsp), %rdi
	movb	%cl, (%r8)
	movl	%ebp, %ecx
	salq	%cl, %rdi
	movl	%edx, %ecx
	shrq	%cl, %rdi
	movq	16(%rsp), %rcx
	leaq	(%rcx,%rdi,2), %rcx
	movzbl	1(%rcx), %edi
	movzbl	(%rcx), %ecx
	addl	%edi, %ebp
	movb	%cl, 1(%r11)
	movq	%rax, %rdi
	movl	%r9d, %ecx
	salq	%cl, %rdi
	movl	%edx, %ecx
	shrq	%cl, %rdi
	movq	16(%rsp), %rcx
	leaq	(%rcx,%rdi,2), %rcx
	movzbl	1(%rcx), %edi
	movzbl	(%rcx), %ecx
	addl	%edi, %r9d
	movb	%cl, 1(%rsi)
	movq	%r13, %rdi
	movl	%ebx, %ecx
	salq	%cl, %rdi
	movl	%edx, %ecx
	shrq	%cl, %rdi
	movq	16(%rsp), %rcx
	leaq	(%rcx,%rdi,2), %rcx
	movzbl	1(%rcx), %edi
	movzbl	(%rcx), %ecx
	addl	%edi, %ebx
	movb	%cl, 1(%r10)
	movq	%r12, %rdi
	movl	%r14d, %ecx
	salq	%cl, %rdi
	movl	%edx, %ecx
	shrq	%cl, %rdi
	movq	16(%rsp), %rcx
	leaq	(%rcx,%rdi,2), %rcx
	movzbl	1(%rcx), %edi
	movzbl	(%rcx), %ecx
	addl	%edi, %r14d
	movq	64(%rsp), %rdi
	movb	%cl, 1(%r8)
	movl	%ebp, %ecx
	salq	%cl, %rdi
	movl	%edx, %ecx
	shrq	%cl, %rdi
	movq	16(%rsp), %rcx
	leaq	(%rcx,%rdi,2), %rcx
	movzbl	1(%rcx), %edi
	movzbl	(%rcx), %ecx
	addl	%edi, %ebp
	movb	%cl, 2(%r11)
	movq	%rax, %rdi
	movl	%r9d, %ecx
	salq	%cl, %rdi
	movl	%edx, %ecx
	shrq	%cl, %rdi
	movq	16(%rsp), %rcx
	leaq	(%rcx,%rdi,2), %rcx
	movzbl	1(%rcx), %edi
	movzbl	(%rcx), %ecx
	addl	%edi, %r9d
	movb	%cl, 2(%rsi)
	movq	%r13, %rdi
	movl	%ebx, %ecx
	salq	%cl, %rdi
	movl	%edx, %ecx
	shrq	%cl, %rdi
	movq	16(%rsp), %rcx
	leaq	(%rcx,%rdi,2), %rcx
	movzbl	1(%rcx), %edi
	movzbl	(%rcx), %ecx
	addl	%edi, %ebx
	movb	%cl, 2(%r10)
	movl	%r14d, %ecx
	addq	$4, %r11
	movl	%ebx, 32(%rsp)
	movq	%r12, %rbx
	addq	$4, %r10
	addq	$4, %r8
	salq	%cl, %rbx
	movl	%edx, %ecx
	movq	%rbx, %rdi
	movq	16(%rsp), %rbx
	shrq	%cl, %rdi
	leaq	(%rbx,%rdi,2), %rcx
	movzbl	1(%rcx), %edi
	movzbl	(%rcx), %ecx
	addl	%edi, %r14d
	movq	64(%rsp), %rdi
	movb	%cl, -2(%r8)
	movl	%ebp, %ecx
	salq	%cl, %rdi
	movl	%edx, %ecx
	shrq	%cl, %rdi
	leaq	(%rbx,%rdi,2), %rcx
	movq	%rax, %rbx
	movzbl	1(%rcx), %edi
	movzbl	(%rcx), %ecx
	movb	%cl, -1(%r11)
	movl	%r9d, %ecx
	addl	%ebp, %edi
	movq	%rsi, %rbp
	salq	%cl, %rbx
	movq	16(%rsp), %rsi
	movl	%edx, %ecx
	addq	$4, %rbp
	shrq	%cl, %rbx
	movq	%rbp, 104(%rsp)
	leaq	(%rsi,%rbx,2), %rcx
	movzbl	1(%rcx), %ebx
	movzbl	(%rcx), %ecx
	movb	%cl, -1(%rbp)
	movl	32(%rsp), %ebp
	addl	%ebx, %r9d
	movq	%r13, %rbx
	movl	%ebp, %ecx
	salq	%cl, %rbx
	movl	%edx, %ecx
	shrq	%cl, %rbx
	leaq	(%rsi,%rbx,2), %rcx
	movzbl	1(%rcx), %ebx
	movzbl	(%rcx), %ecx
	addl	%ebp, %ebx
	movb	%cl, -1(%r10)
	movq	%r12, %rbp
	movl	%r14d, %ecx
	salq	%cl, %rbp
	movl	%edx, %ecx
	shrq	%cl, %rbp
	leaq	(%rsi,%rbp,2), %rcx
	movzbl	1(%rcx), %ebp
	movzbl	(%rcx), %ecx
	addl	%ebp, %r14d
	movb	%cl, -1(%r8)
	movl	$3, %ecx
	movl	%r14d, 112(%rsp)
	cmpl	$64, %edi
	ja	.L652
	movq	224(%rsp), %rsi
	cmpq	%rsi, %r15
	jnb	.L903
	cmpq	%r15, 120(%rsp)
	je	.L904
	movl	%edi, %ebp
	movq	%r15, %r14
	movq	120(%rsp), %rsi
	shrl	$3, %ebp
	movl	%ebp, %ecx
	subq	%rcx, %r14
	xorl	%ecx, %ecx
	cmpq	%rsi, %r14
	jnb	.L655
	movq	%r15, %rcx
	subq	%rsi, %rcx
	movl	%ecx, %ebp
	movl	%ecx, %ecx
	subq	%rcx, %r15
	movl	$1, %ecx
	movq	%r15, %r14
.L655:
	movq	(%r14), %rsi
	movb	$1, 117(%rsp)
	sall	$3, %ebp
	movq	%r14, %r15
	subl	%ebp, %edi
	movq	%rsi, 64(%rsp)
.L652:
	cmpl	$64, %r9d
	ja	.L740
	movq	216(%rsp), %r14
	cmpq	%r14, 72(%rsp)
	jnb	.L905
	movq	72(%rsp), %r14
	cmpq	%r14, 128(%rsp)
	je	.L906
	movl	%r9d, %eax
	movq	72(%rsp), %r14
	movq	128(%rsp), %rsi
	shrl	$3, %eax
	movl	%eax, %ebp
	subq	%rbp, %r14
	cmpq	%rsi, %r14
	jnb	.L660
	movq	72(%rsp), %r14
	orl	$1, %ecx
	movq	%r14, %rbp
	subq	%rsi, %rbp
	movl	%ebp, %eax
	movl	%ebp, %ebp
	subq	%rbp, %r14
.L660:
	sall	$3, %eax
	movq	%r14, 72(%rsp)
	movb	$1, 24(%rsp)
	subl	%eax, %r9d
	movq	(%r14), %rax
.L656:
	cmpl	$64, %ebx
	ja	.L741
	movq	208(%rsp), %r14
	cmpq	%r14, 80(%rsp)
	jnb	.L907
	movq	80(%rsp), %r14
	cmpq	%r14, 136(%rsp)
	je	.L908
	movl	%ebx, %ebp
	movq	80(%rsp), %r14
	movq	136(%rsp), %rsi
	shrl	$3, %ebp
	movl	%ebp, %r13d
	subq	%r13, %r14
	cmpq	%rsi, %r14
	jnb	.L665
	movq	80(%rsp), %r14
	orl	$1, %ecx
	movq	%r14, %r13
	subq	%rsi, %r13
	movl	%r13d, %ebp
	movl	%r13d, %r13d
	subq	%r13, %r14
.L665:
	movq	%r14, 80(%rsp)
	sall	$3, %ebp
	movq	(%r14), %r13
	movb	$1, 119(%rsp)
	subl	%ebp, %ebx
.L661:
	cmpl	$64, 112(%rsp)
	ja	.L909
	movq	200(%rsp), %r14
	cmpq	%r14, 88(%rsp)
	jnb	.L910
	movq	88(%rsp), %r14
	cmpq	%r14, 184(%rsp)
	je	.L911
	movl	112(%rsp), %ebp
	movq	88(%rsp), %rsi
	shrl	$3, %ebp
	movq	%rsi, %r14
	movl	%ebp, %r12d
	subq	%r12, %r14
	movq	184(%rsp), %r12
	cmpq	%r12, %r14
	jnb	.L707
	movq	%rsi, %rcx
	movq	%r10, 96(%rsp)
	movzbl	119(%rsp), %r14d
	subq	%r12, %rcx
	movq	%r8, 16(%rsp)
	movq	160(%rsp), %r10
	movl	%edi, %r8d
	movl	%ecx, %edx
	movq	%r11, 32(%rsp)
	movq	144(%rsp), %rdi
	subq	%rdx, %rsi
	leal	0(,%rcx,8), %edx
	movl	112(%rsp), %ecx
	movq	152(%rsp), %r11
	movq	168(%rsp), %rbp
	movq	(%rsi), %r12
	movq	%rsi, 88(%rsp)
	subl	%edx, %ecx
	movl	%ecx, 112(%rsp)
.L708:
	movl	%ebx, 312(%rsp)
	movl	112(%rsp), %esi
	movq	88(%rsp), %rbx
	movl	%r9d, 280(%rsp)
	movl	%esi, 392(%rsp)
	movl	%r8d, 248(%rsp)
	movq	%rbx, 400(%rsp)
	testb	%r14b, %r14b
	je	.L719
.L884:
	movq	80(%rsp), %rbx
	movq	%rbx, 320(%rsp)
.L719:
	cmpb	$0, 24(%rsp)
	je	.L912
	movq	72(%rsp), %rbx
	cmpb	$0, 117(%rsp)
	movq	%rbx, 288(%rsp)
	je	.L913
	movq	%r15, 256(%rsp)
	movq	%r12, 384(%rsp)
	testb	%r14b, %r14b
	je	.L726
	movq	%r13, 304(%rsp)
	movq	%rax, 272(%rsp)
.L723:
	movq	64(%rsp), %rax
	movq	%rax, 240(%rsp)
	jmp	.L651
	.p2align 4,,10
	.p2align 3
.L910:
	movl	112(%rsp), %r14d
	movl	%r14d, %ebp
	andl	$7, %r14d
	shrl	$3, %ebp
	subq	%rbp, 88(%rsp)
	movq	88(%rsp), %rbp
	movl	%r14d, 112(%rsp)
	movq	0(%rbp), %r12
.L689:
	testl	%ecx, %ecx
	jne	.L914
	movq	232(%rsp), %rsi
	movb	$1, 118(%rsp)
	cmpq	%rsi, %r8
	jb	.L718
	movl	%ebx, 312(%rsp)
	movl	112(%rsp), %esi
	movl	%edi, %ecx
	movq	88(%rsp), %rbx
	movzbl	119(%rsp), %r14d
	movq	%r10, 96(%rsp)
	movq	%r11, 32(%rsp)
	movq	144(%rsp), %rdi
	movq	%r8, 16(%rsp)
	movq	152(%rsp), %r11
	movl	%esi, 392(%rsp)
	movq	160(%rsp), %r10
	movl	%r9d, 280(%rsp)
	movq	168(%rsp), %rbp
	movl	%ecx, 248(%rsp)
	movq	%rbx, 400(%rsp)
	testb	%r14b, %r14b
	jne	.L884
	jmp	.L719
	.p2align 4,,10
	.p2align 3
.L907:
	movl	%ebx, %ebp
	movb	$1, 119(%rsp)
	andl	$7, %ebx
	shrl	$3, %ebp
	subq	%rbp, 80(%rsp)
	movq	80(%rsp), %r14
	movq	(%r14), %r13
	jmp	.L661
.L905:
	movl	%r9d, %eax
	movb	$1, 24(%rsp)
	andl	$7, %r9d
	shrl	$3, %eax
	subq	%rax, 72(%rsp)
	movq	72(%rsp), %r14
	movq	(%r14), %rax
	jmp	.L656
.L903:
	movl	%edi, %ecx
	movb	$1, 117(%rsp)
	andl	$7, %edi
	shrl	$3, %ecx
	subq	%rcx, %r15
	xorl	%ecx, %ecx
	movq	(%r15), %rsi
	movq	%rsi, 64(%rsp)
	jmp	.L652
.L741:
	movl	$3, %ecx
	jmp	.L661
.L740:
	movl	$3, %ecx
	jmp	.L656
.L909:
	movl	112(%rsp), %esi
	movl	%edi, %ecx
	cmpb	$0, 118(%rsp)
	movq	%r10, 96(%rsp)
	movq	%r11, 32(%rsp)
	movq	144(%rsp), %rdi
	movq	%r8, 16(%rsp)
	movzbl	119(%rsp), %r14d
	movl	%esi, 392(%rsp)
	movq	152(%rsp), %r11
	movl	%ebx, 312(%rsp)
	movq	160(%rsp), %r10
	movl	%r9d, 280(%rsp)
	movq	168(%rsp), %rbp
	movl	%ecx, 248(%rsp)
	je	.L691
	movq	88(%rsp), %rbx
	movq	%rbx, 400(%rsp)
	testb	%r14b, %r14b
	je	.L915
.L892:
	movq	80(%rsp), %rbx
	movq	%rbx, 320(%rsp)
.L692:
	cmpb	$0, 24(%rsp)
	je	.L916
	movq	72(%rsp), %rbx
	cmpb	$0, 117(%rsp)
	movq	%rbx, 288(%rsp)
	je	.L917
	cmpb	$0, 118(%rsp)
	movq	%r15, 256(%rsp)
	je	.L918
.L698:
	movq	%r12, 384(%rsp)
	testb	%r14b, %r14b
	je	.L860
.L850:
	movq	%r13, 304(%rsp)
.L860:
	cmpb	$0, 24(%rsp)
	je	.L723
.L726:
	movq	%rax, 272(%rsp)
	jmp	.L723
	.p2align 4,,10
	.p2align 3
.L707:
	movl	112(%rsp), %esi
	sall	$3, %ebp
	movq	(%r14), %r12
	movq	%r14, 88(%rsp)
	subl	%ebp, %esi
	movl	%esi, 112(%rsp)
	jmp	.L689
.L911:
	movl	112(%rsp), %esi
	movl	%edi, %ecx
	cmpb	$0, 118(%rsp)
	movq	%r10, 96(%rsp)
	movq	%r11, 32(%rsp)
	movq	144(%rsp), %rdi
	movq	%r8, 16(%rsp)
	movzbl	119(%rsp), %r14d
	movl	%esi, 392(%rsp)
	movq	152(%rsp), %r11
	movl	%ebx, 312(%rsp)
	movq	160(%rsp), %r10
	movl	%r9d, 280(%rsp)
	movq	168(%rsp), %rbp
	movl	%ecx, 248(%rsp)
	je	.L691
	movq	184(%rsp), %rbx
	movq	%rbx, 400(%rsp)
.L691:
	testb	%r14b, %r14b
	jne	.L892
	jmp	.L692
.L906:
	movl	%ecx, %ebp
	orl	$2, %ecx
	orl	$1, %ebp
	cmpl	$64, %r9d
	cmovne	%ebp, %ecx
	jmp	.L656
.L904:
	xorl	%ecx, %ecx
	cmpl	$64, %edi
	sete	%cl
	addl	$1, %ecx
	jmp	.L652
.L908:
	movl	%ecx, %ebp
	orl	$2, %ecx
	orl	$1, %ebp
	cmpl	$64, %ebx
	cmovne	%ebp, %ecx
	jmp	.L661
.L916:
	cmpb	$0, 117(%rsp)
	je	.L919
	cmpb	$0, 118(%rsp)
	movq	%r15, 256(%rsp)
	jne	.L698
	testb	%r14b, %r14b
	jne	.L850
	jmp	.L723
	.p2align 4,,10
	.p2align 3
.L915:
	cmpb	$0, 24(%rsp)
	je	.L669
	movq	72(%rsp), %rbx
	cmpb	$0, 117(%rsp)
	movq	%rbx, 288(%rsp)
	je	.L671
.L670:
	movq	%r15, 256(%rsp)
	jmp	.L698
.L894:
	movl	%r9d, %eax
	shrl	$3, %eax
	subq	%rax, %rdx
	movl	%r9d, %eax
	andl	$7, %eax
	movq	%rdx, 256(%rsp)
	movl	%eax, 248(%rsp)
	movq	(%rdx), %rax
	movq	%rax, 240(%rsp)
	xorl	%eax, %eax
	jmp	.L633
.L898:
	movl	%r13d, %ecx
	shrl	$3, %ecx
	subq	%rcx, %rdx
	movl	%r13d, %ecx
	movq	%rdx, 320(%rsp)
	movq	(%rdx), %rdx
	andl	$7, %ecx
	movl	%ecx, 312(%rsp)
	movq	%rdx, 304(%rsp)
	jmp	.L642
.L896:
	movl	%ebx, %ecx
	andl	$7, %ebx
	shrl	$3, %ecx
	movl	%ebx, 280(%rsp)
	subq	%rcx, %rdx
	movq	%rdx, 288(%rsp)
	movq	(%rdx), %rdx
	movq	%rdx, 272(%rsp)
	jmp	.L637
.L895:
	xorl	%eax, %eax
	cmpl	$64, %r9d
	sete	%al
	addl	$1, %eax
	jmp	.L633
.L669:
	cmpb	$0, 117(%rsp)
	jne	.L670
.L671:
	cmpb	$0, 24(%rsp)
	movq	%r12, 384(%rsp)
	je	.L651
.L853:
	movq	%rax, 272(%rsp)
	jmp	.L651
.L897:
	movl	%eax, %edx
	orl	$2, %eax
	orl	$1, %edx
	cmpl	$64, %ebx
	cmovne	%edx, %eax
	jmp	.L637
.L899:
	movl	%eax, %edx
	orl	$2, %eax
	orl	$1, %edx
	cmpl	$64, %r13d
	cmovne	%edx, %eax
	jmp	.L642
.L649:
	sall	$3, %ecx
	movq	%rbx, 400(%rsp)
	movq	(%rbx), %r12
	subl	%ecx, %r8d
	movl	%r8d, 392(%rsp)
	jmp	.L647
.L902:
	xorl	%edx, %edx
	cmpl	$64, 280(%rsp)
	sete	%dl
	jmp	.L731
.L901:
	xorl	%ecx, %ecx
	cmpl	$64, 248(%rsp)
	sete	%cl
	jmp	.L730
.L913:
	movq	%r12, 384(%rsp)
.L862:
	testb	%r14b, %r14b
	je	.L853
	movq	%r13, 304(%rsp)
	jmp	.L853
.L912:
	cmpb	$0, 117(%rsp)
	je	.L920
	movq	%r15, 256(%rsp)
	movq	%r12, 384(%rsp)
	testb	%r14b, %r14b
	je	.L723
	movq	%r13, 304(%rsp)
	jmp	.L723
.L918:
	testb	%r14b, %r14b
	jne	.L850
	jmp	.L726
.L914:
	movq	%r10, 96(%rsp)
	movzbl	119(%rsp), %r14d
	movq	%r8, 16(%rsp)
	movq	160(%rsp), %r10
	movl	%edi, %r8d
	movq	%r11, 32(%rsp)
	movq	144(%rsp), %rdi
	movq	152(%rsp), %r11
	movq	168(%rsp), %rbp
	jmp	.L708
	.p2align 4,,10
	.p2align 3
.L919:
	cmpb	$0, 118(%rsp)
	je	.L856
	movq	%r12, 384(%rsp)
	testb	%r14b, %r14b
	je	.L651
.L696:
	cmpb	$0, 24(%rsp)
	movq	%r13, 304(%rsp)
	jne	.L853
	jmp	.L651
.L917:
	cmpb	$0, 118(%rsp)
	je	.L862
	movq	%r12, 384(%rsp)
	testb	%r14b, %r14b
	jne	.L696
	jmp	.L853
.L920:
	movq	%r12, 384(%rsp)
.L856:
	testb	%r14b, %r14b
	je	.L651
	movq	%r13, 304(%rsp)
	jmp	.L651
	.cfi_endproc
.LFE595:
	.size	HUF_decompress4X2, .-HUF_decompress4X2
	.p2align 4
	.type	HUF_decompress4X4, @function
HUF_decompress4X4:
.LFB603:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	movq	%rcx, %r15
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	movq	%rdx, %r14
	movl	$16388, %edx
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	subq	$18808, %rsp
	.cfi_def_cfa_offset 18864
	leaq	2400(%rsp), %rax
	movq	%rdi, 72(%rsp)
	leaq	224(%rsp), %rbx
	movq	%rsi, 88(%rsp)
	movq	%rax, %rdi
	xorl	%esi, %esi
	movq	%rcx, 8(%rsp)
	movq	%rax, 24(%rsp)
	call	memset@PLT
	pxor	%xmm0, %xmm0
	movq	%r15, %r9
	movq	%r14, %r8
	leaq	544(%rsp), %rax
	leaq	216(%rsp), %rcx
	movq	%rbx, %rsi
	movl	$12, 2400(%rsp)
	leaq	220(%rsp), %rdx
	movq	%rax, %rdi
	movl	$0, 288(%rsp)
	movq	$0, 528(%rsp)
	movq	%rax, 80(%rsp)
	movaps	%xmm0, 224(%rsp)
	movaps	%xmm0, 240(%rsp)
	movaps	%xmm0, 256(%rsp)
	movaps	%xmm0, 272(%rsp)
	movaps	%xmm0, 464(%rsp)
	movaps	%xmm0, 480(%rsp)
	movaps	%xmm0, 496(%rsp)
	movaps	%xmm0, 512(%rsp)
	call	HUF_readStats.constprop.0
	cmpq	$-120, %rax
	ja	.L921
	movl	216(%rsp), %r8d
	cmpl	$12, %r8d
	ja	.L923
	movl	%r8d, %edx
	movl	224(%rsp,%rdx,4), %r9d
	testl	%r9d, %r9d
	jne	.L1288
	testl	%r8d, %r8d
	je	.L973
	leal	-1(%r8), %edx
	leaq	(%rbx,%rdx,4), %rcx
	movl	%r8d, %edx
	jmp	.L927
	.p2align 4,,10
	.p2align 3
.L928:
	subq	$4, %rcx
	testl	%edx, %edx
	je	.L973
.L927:
	movl	(%rcx), %edi
	movl	%edx, %esi
	subl	$1, %edx
	testl	%edi, %edi
	je	.L928
	leal	1(%r8), %r13d
	movl	%r13d, %edi
	subl	%edx, %edi
	movl	%edi, 20(%rsp)
	leal	11(%rsi), %edi
	subl	%r13d, %edi
	movl	%edi, %r12d
.L925:
	testl	%edx, %edx
	je	.L929
	leal	1(%rdx), %r10d
	movl	$1, %ecx
	xorl	%r15d, %r15d
	movq	%r10, %r11
	leaq	464(%rsp), %r9
	.p2align 4,,10
	.p2align 3
.L930:
	movl	%r15d, %esi
	addl	(%rbx,%rcx,4), %r15d
	movl	%esi, 4(%r9,%rcx,4)
	addq	$1, %rcx
	cmpq	%r10, %rcx
	jne	.L930
	movl	220(%rsp), %r10d
	movl	%r15d, 468(%rsp)
	testl	%r10d, %r10d
	je	.L1289
.L932:
	movl	%edx, 40(%rsp)
	xorl	%ecx, %ecx
	leaq	468(%rsp), %r11
	movq	%rax, %rbp
	movq	%rbx, 48(%rsp)
	leaq	800(%rsp), %r9
	movl	%r8d, 32(%rsp)
	movq	80(%rsp), %r8
	.p2align 4,,10
	.p2align 3
.L935:
	movzbl	(%r8,%rcx), %edx
	movzbl	%cl, %ebx
	addq	$1, %rcx
	leaq	(%r11,%rdx,4), %rsi
	movq	%rdx, %rax
	movl	(%rsi), %edx
	movb	%al, %bh
	leal	1(%rdx), %edi
	movl	%edi, (%rsi)
	movw	%bx, (%r9,%rdx,2)
	cmpq	%r10, %rcx
	jne	.L935
	movl	32(%rsp), %r8d
	movl	40(%rsp), %edx
	movl	$11, %edi
	movl	$0, 468(%rsp)
	movq	48(%rsp), %rbx
	movq	%rbp, %rax
	subl	%r8d, %edi
	leal	1(%rdx), %r11d
	testl	%edx, %edx
	je	.L933
.L934:
	movq	%rax, 32(%rsp)
	movl	%r11d, %ebp
	movl	$1, %r9d
	xorl	%r10d, %r10d
	leaq	1312(%rsp), %rsi
	.p2align 4,,10
	.p2align 3
.L939:
	movl	(%rbx,%r9,4), %eax
	movl	%r10d, %r11d
	leal	(%rdi,%r9), %ecx
	movl	%r11d, (%rsi,%r9,4)
	addq	$1, %r9
	sall	%cl, %eax
	addl	%eax, %r10d
	cmpq	%rbp, %r9
	jne	.L939
	movq	32(%rsp), %rax
.L933:
	movl	20(%rsp), %ebx
	movl	%ebx, %ecx
	cmpl	%ebx, %r12d
	jb	.L938
	testl	%edx, %edx
	je	.L942
	movl	20(%rsp), %r10d
	leaq	1312(%rsp), %rsi
	movq	%r10, %r9
	salq	$4, %r9
	addq	%r10, %r9
	leal	1(%rdx), %r10d
	leaq	(%rsi,%r9,4), %r9
	.p2align 4,,10
	.p2align 3
.L943:
	movl	$1, %edx
	.p2align 4,,10
	.p2align 3
.L944:
	movl	(%rsi,%rdx,4), %edi
	shrl	%cl, %edi
	movl	%edi, (%r9,%rdx,4)
	addq	$1, %rdx
	cmpq	%r10, %rdx
	jne	.L944
	addl	$1, %ecx
	cmpl	%ecx, %r12d
	jb	.L938
	movl	%ecx, %edi
	movq	%rdi, %rdx
	salq	$4, %rdx
	addq	%rdi, %rdx
	leaq	(%rsi,%rdx,4), %r9
	jmp	.L943
.L973:
	movq	$-1, %rax
.L921:
	addq	$18808, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%rbp
	.cfi_def_cfa_offset 40
	popq	%r12
	.cfi_def_cfa_offset 32
	popq	%r13
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_def_cfa_offset 16
	popq	%r15
	.cfi_def_cfa_offset 8
	ret
.L942:
	.cfi_restore_state
	addl	$1, %ecx
	cmpl	%ecx, %r12d
	jnb	.L942
.L938:
	movdqa	1312(%rsp), %xmm5
	movl	1376(%rsp), %edx
	leal	-11(%r8), %ebx
	movdqa	1328(%rsp), %xmm6
	movl	%ebx, 96(%rsp)
	movdqa	1344(%rsp), %xmm7
	movaps	%xmm5, 304(%rsp)
	movdqa	1360(%rsp), %xmm5
	movl	%edx, 368(%rsp)
	movaps	%xmm6, 320(%rsp)
	movaps	%xmm7, 336(%rsp)
	movaps	%xmm5, 352(%rsp)
	testl	%r15d, %r15d
	je	.L941
	movl	$12, %edx
	leaq	800(%rsp), %rdi
	movl	%r15d, 104(%rsp)
	subl	%r13d, %edx
	movq	%rax, 112(%rsp)
	movq	%rdi, %rsi
	movl	%edx, 40(%rsp)
	movl	%r15d, %edx
	leaq	(%rdi,%rdx,2), %rbx
	movq	%r14, 120(%rsp)
	movq	%rbx, 32(%rsp)
	leaq	2404(%rsp), %rbx
	movq	%rbx, 48(%rsp)
	.p2align 4,,10
	.p2align 3
.L958:
	movzbl	1(%rsi), %eax
	movl	40(%rsp), %edx
	movl	$1, %r9d
	movl	%r13d, %ebp
	movl	20(%rsp), %ebx
	movzbl	(%rsi), %r12d
	leal	(%rax,%rdx), %ecx
	movl	304(%rsp,%rax,4), %r8d
	subl	%eax, %ebp
	sall	%cl, %r9d
	leal	(%r8,%r9), %edx
	cmpl	%ebx, %ecx
	jb	.L947
	movq	48(%rsp), %r14
	movl	96(%rsp), %ebx
	movl	$1, %r10d
	movl	104(%rsp), %r9d
	addl	%ebp, %ebx
	leaq	(%r14,%r8,4), %r15
	movl	%ebp, %r14d
	testl	%ebx, %ebx
	movq	%r14, %r8
	cmovg	%ebx, %r10d
	salq	$4, %r8
	addq	%r14, %r8
	salq	$2, %r8
	movslq	%r10d, %r10
	leaq	1312(%rsp,%r8), %r14
	movl	464(%rsp,%r10,4), %r11d
	movdqu	1312(%rsp,%r8), %xmm1
	movdqu	16(%r14), %xmm2
	movdqu	32(%r14), %xmm3
	movdqu	48(%r14), %xmm4
	movl	64(%r14), %r8d
	subl	%r11d, %r9d
	movaps	%xmm1, 384(%rsp)
	movaps	%xmm2, 400(%rsp)
	movl	%r8d, 448(%rsp)
	movaps	%xmm3, 416(%rsp)
	movaps	%xmm4, 432(%rsp)
	cmpl	$1, %ebx
	jle	.L948
	movl	384(%rsp,%r10,4), %ebx
	movl	%ebp, %r10d
	testl	%ebx, %ebx
	je	.L948
	movq	%r15, %r8
	leaq	(%r15,%rbx,4), %rbx
	.p2align 4,,10
	.p2align 3
.L949:
	movw	%r12w, (%r8)
	addq	$4, %r8
	movb	%r10b, -2(%r8)
	movb	$1, -1(%r8)
	cmpq	%rbx, %r8
	jne	.L949
.L948:
	testl	%r9d, %r9d
	je	.L952
	movq	%rsi, 56(%rsp)
	movl	%ecx, %ebx
	addq	%r11, %r9
	leaq	(%rdi,%r11,2), %r10
	movl	%edx, 64(%rsp)
	subl	%r13d, %ebx
	leaq	(%rdi,%r9,2), %r14
	.p2align 4,,10
	.p2align 3
.L951:
	movzbl	1(%r10), %r9d
	movzbl	(%r10), %esi
	movl	$1, %r8d
	leal	(%r9,%rbx), %ecx
	movl	384(%rsp,%r9,4), %edx
	sall	$8, %esi
	sall	%cl, %r8d
	movl	%r13d, %ecx
	addl	%r12d, %esi
	subl	%r9d, %ecx
	addl	%edx, %r8d
	leal	0(%rbp,%rcx), %r11d
	.p2align 4,,10
	.p2align 3
.L950:
	movl	%edx, %ecx
	addl	$1, %edx
	leaq	(%r15,%rcx,4), %rcx
	movw	%si, (%rcx)
	movb	%r11b, 2(%rcx)
	movb	$2, 3(%rcx)
	cmpl	%r8d, %edx
	jb	.L950
	addq	$2, %r10
	movl	%r8d, 384(%rsp,%r9,4)
	cmpq	%r14, %r10
	jne	.L951
	movq	56(%rsp), %rsi
	movl	64(%rsp), %edx
.L952:
	movl	%edx, 304(%rsp,%rax,4)
	movq	32(%rsp), %rax
	addq	$2, %rsi
	cmpq	%rax, %rsi
	jne	.L958
	movq	112(%rsp), %rax
	movq	120(%rsp), %r14
.L941:
	movq	8(%rsp), %rbx
	cmpq	%rbx, %rax
	jnb	.L1105
	movq	8(%rsp), %rbx
	leaq	(%r14,%rax), %rsi
	subq	%rax, %rbx
	movq	$-20, %rax
	cmpq	$9, %rbx
	jbe	.L921
	movzwl	(%rsi), %edx
	movzwl	2(%rsi), %r8d
	movq	%rbx, %rcx
	movzwl	4(%rsi), %edi
	leaq	(%rdx,%r8), %rax
	movq	%rdx, %r11
	movq	%r8, %r10
	subq	%rax, %rcx
	movq	%rdi, %r9
	subq	%rdi, %rcx
	leaq	-6(%rcx), %rax
	cmpq	%rax, %rbx
	jnb	.L959
.L1098:
	movq	$-20, %rax
	jmp	.L921
.L923:
	movq	$-44, %rax
	jmp	.L921
	.p2align 4,,10
	.p2align 3
.L947:
	cmpl	%edx, %r8d
	jnb	.L952
	movq	24(%rsp), %rbx
	subl	$1, %r9d
	addq	%r8, %r9
	leaq	(%rbx,%r8,4), %rcx
	movq	48(%rsp), %rbx
	leaq	(%rbx,%r9,4), %r8
	.p2align 4,,10
	.p2align 3
.L956:
	movw	%r12w, 4(%rcx)
	addq	$4, %rcx
	movb	%bpl, 2(%rcx)
	movb	$1, 3(%rcx)
	cmpq	%r8, %rcx
	jne	.L956
	jmp	.L952
.L1105:
	movq	$-72, %rax
	jmp	.L921
.L959:
	testq	%rdx, %rdx
	je	.L1105
	movzbl	5(%rsi,%rdx), %r13d
	leaq	6(%rsi), %r14
	movl	%r13d, %r15d
	cmpq	$7, %rdx
	jbe	.L962
	leaq	-8(%r14,%rdx), %rsi
	movq	%r14, 488(%rsp)
	movq	%rsi, 480(%rsp)
	movq	(%rsi), %rsi
	movq	%rsi, 464(%rsp)
	testl	%r13d, %r13d
	je	.L973
	bsrl	%r13d, %r11d
	movl	$8, %esi
	subl	%r11d, %esi
.L964:
	movl	%esi, 472(%rsp)
	testq	%r8, %r8
	je	.L1105
	addq	%r14, %rdx
	movzbl	-1(%rdx,%r8), %ebx
	movl	%ebx, %r13d
	cmpq	$7, %r8
	jbe	.L975
	leaq	-8(%rdx,%r8), %r10
	movq	%rdx, 568(%rsp)
	movq	%r10, 560(%rsp)
	movq	(%r10), %r10
	movq	%r10, 544(%rsp)
	testl	%ebx, %ebx
	je	.L973
	bsrl	%ebx, %ebx
	movl	$8, %r10d
	subl	%ebx, %r10d
.L976:
	movl	%r10d, 552(%rsp)
	testq	%rdi, %rdi
	je	.L1105
	addq	%r8, %rdx
	movzbl	-1(%rdx,%rdi), %r11d
	movl	%r11d, %ebp
	cmpq	$7, %rdi
	jbe	.L985
	leaq	-8(%rdx,%rdi), %r8
	movq	%rdx, 824(%rsp)
	movq	%r8, 816(%rsp)
	movq	(%r8), %r8
	movq	%r8, 800(%rsp)
	testl	%r11d, %r11d
	je	.L973
	bsrl	%r11d, %r11d
	movl	$8, %r8d
	subl	%r11d, %r8d
.L986:
	movl	%r8d, 808(%rsp)
	testq	%rax, %rax
	je	.L1105
	addq	%rdi, %rdx
	movzbl	-7(%rdx,%rcx), %edi
	movl	%edi, %r9d
	cmpq	$7, %rax
	jbe	.L995
	movq	%rdx, 1336(%rsp)
	leaq	-14(%rdx,%rcx), %rdx
	movq	%rdx, 1328(%rsp)
	movq	(%rdx), %rdx
	movq	%rdx, 1312(%rsp)
	testl	%edi, %edi
	je	.L973
	bsrl	%edi, %edi
	movl	$8, %edx
	subl	%edi, %edx
	movl	%edx, 1320(%rsp)
	cmpq	$-120, %rax
	ja	.L921
.L996:
	movq	488(%rsp), %rax
	movq	480(%rsp), %rcx
	movq	%rax, 56(%rsp)
	addq	$8, %rax
	cmpq	%rax, %rcx
	jnb	.L1290
	movq	56(%rsp), %rax
	cmpq	%rax, %rcx
	je	.L1291
	movl	%esi, %edi
	movq	%rcx, %r9
	movq	56(%rsp), %rbx
	shrl	$3, %edi
	movl	%edi, %eax
	subq	%rax, %r9
	xorl	%eax, %eax
	cmpq	%rbx, %r9
	jnb	.L1008
	movq	%rcx, %rax
	subq	%rbx, %rax
	movl	%eax, %edi
	movl	%eax, %eax
	subq	%rax, %rcx
	movl	$1, %eax
	movq	%rcx, %r9
.L1008:
	movq	(%r9), %rcx
	sall	$3, %edi
	movq	%r9, 480(%rsp)
	subl	%edi, %esi
	movl	%esi, 472(%rsp)
	movq	%rcx, 464(%rsp)
.L1006:
	movq	568(%rsp), %rbx
	movq	560(%rsp), %rcx
	leaq	8(%rbx), %rsi
	movq	%rbx, 112(%rsp)
	cmpq	%rsi, %rcx
	jnb	.L1292
	movq	112(%rsp), %rbx
	cmpq	%rbx, %rcx
	je	.L1293
	movl	%r10d, %esi
	movq	%rcx, %rdi
	movq	112(%rsp), %rbx
	shrl	$3, %esi
	movl	%esi, %r9d
	subq	%r9, %rdi
	cmpq	%rbx, %rdi
	jnb	.L1013
	movq	%rcx, %rdi
	orl	$1, %eax
	subq	%rbx, %rdi
	movl	%edi, %r9d
	movl	%edi, %esi
	movq	%rcx, %rdi
	subq	%r9, %rdi
.L1013:
	movq	(%rdi), %rcx
	sall	$3, %esi
	movq	%rdi, 560(%rsp)
	subl	%esi, %r10d
	movl	%r10d, 552(%rsp)
	movq	%rcx, 544(%rsp)
.L1010:
	movq	824(%rsp), %rbx
	movq	816(%rsp), %rcx
	leaq	8(%rbx), %rsi
	movq	%rbx, 120(%rsp)
	cmpq	%rsi, %rcx
	jnb	.L1294
	movq	120(%rsp), %rbx
	cmpq	%rbx, %rcx
	je	.L1295
	movl	%r8d, %esi
	movq	%rcx, %rdi
	movq	120(%rsp), %rbx
	shrl	$3, %esi
	movl	%esi, %r9d
	subq	%r9, %rdi
	cmpq	%rbx, %rdi
	jnb	.L1018
	movq	%rcx, %rdi
	orl	$1, %eax
	subq	%rbx, %rdi
	movl	%edi, %r9d
	movl	%edi, %esi
	movq	%rcx, %rdi
	subq	%r9, %rdi
.L1018:
	movq	(%rdi), %rcx
	sall	$3, %esi
	movq	%rdi, 816(%rsp)
	subl	%esi, %r8d
	movl	%r8d, 808(%rsp)
	movq	%rcx, 800(%rsp)
.L1015:
	movq	88(%rsp), %rdi
	movq	72(%rsp), %rbx
	leaq	3(%rdi), %rcx
	leaq	(%rbx,%rdi), %r12
	shrq	$2, %rcx
	leaq	(%rbx,%rcx), %r9
	leaq	(%r9,%rcx), %r13
	leaq	0(%r13,%rcx), %rbx
	movq	1328(%rsp), %rcx
	movq	%rbx, 152(%rsp)
	movq	1336(%rsp), %rbx
	movq	%rbx, 160(%rsp)
	addq	$8, %rbx
	movq	%rbx, 168(%rsp)
	cmpq	%rbx, %rcx
	jnb	.L1296
	movq	160(%rsp), %rbx
	cmpq	%rbx, %rcx
	je	.L1021
	movl	%edx, %esi
	movq	%rcx, %rdi
	shrl	$3, %esi
	movl	%esi, %r8d
	subq	%r8, %rdi
	cmpq	%rbx, %rdi
	jnb	.L1022
	movq	%rcx, %rax
	subq	%rbx, %rax
	movl	%eax, %esi
	sall	$3, %eax
	subq	%rsi, %rcx
	subl	%eax, %edx
	movq	%rcx, 1328(%rsp)
	movl	%edx, 1320(%rsp)
	movq	(%rcx), %rax
	movq	%rax, 1312(%rsp)
.L1021:
	movq	152(%rsp), %rax
	movq	%r13, 96(%rsp)
	movq	%r9, 64(%rsp)
	movq	%rax, 104(%rsp)
.L1024:
	movq	72(%rsp), %rax
	movq	64(%rsp), %rbx
	cmpq	%rax, %r9
	setb	%al
	cmpq	%rbx, %r13
	setb	%dl
	orb	%dl, %al
	jne	.L1098
	movq	96(%rsp), %rbx
	cmpq	%rbx, 152(%rsp)
	jb	.L1098
	leaq	2404(%rsp), %rbx
	movq	72(%rsp), %rdi
	movq	%r9, %rdx
	movl	$12, %r8d
	leaq	464(%rsp), %rsi
	movq	%rbx, %rcx
	call	HUF_decodeStreamX4.isra.0
	movq	80(%rsp), %rsi
	movq	%rbx, %rcx
	movq	%r13, %rdx
	movq	64(%rsp), %rdi
	call	HUF_decodeStreamX4.isra.0
	movq	152(%rsp), %rdx
	movq	96(%rsp), %rdi
	movq	%rbx, %rcx
	leaq	800(%rsp), %rsi
	call	HUF_decodeStreamX4.isra.0
	movq	104(%rsp), %rdi
	movq	%rbx, %rcx
	movq	%r12, %rdx
	leaq	1312(%rsp), %rsi
	call	HUF_decodeStreamX4.isra.0
	movq	488(%rsp), %rax
	xorl	%ecx, %ecx
	cmpq	%rax, 480(%rsp)
	je	.L1297
.L1099:
	movq	568(%rsp), %rax
	xorl	%edx, %edx
	cmpq	%rax, 560(%rsp)
	je	.L1298
.L1100:
	movq	1336(%rsp), %rdi
	movq	1328(%rsp), %rsi
	movq	824(%rsp), %rax
	cmpq	%rax, 816(%rsp)
	jne	.L1098
	movl	808(%rsp), %eax
	cmpq	%rsi, %rdi
	jne	.L1098
	cmpl	$64, %eax
	sete	%al
	movzbl	%al, %eax
	andl	%ecx, %eax
	testl	%edx, %eax
	je	.L1098
	cmpl	$64, 1320(%rsp)
	jne	.L1098
	movq	88(%rsp), %rax
	jmp	.L921
	.p2align 4,,10
	.p2align 3
.L962:
	movzbl	6(%rsi), %ebx
	movq	%r14, %xmm0
	punpcklqdq	%xmm0, %xmm0
	movq	%rbx, 464(%rsp)
	movaps	%xmm0, 480(%rsp)
	cmpw	$7, %dx
	ja	.L965
	leaq	.L967(%rip), %rbp
	movslq	0(%rbp,%rdx,4), %r12
	addq	%r12, %rbp
	jmp	*%rbp
	.section	.rodata
	.align 4
	.align 4
.L967:
	.long	.L965-.L967
	.long	.L965-.L967
	.long	.L972-.L967
	.long	.L971-.L967
	.long	.L970-.L967
	.long	.L969-.L967
	.long	.L968-.L967
	.long	.L966-.L967
	.text
.L966:
	movzbl	12(%rsi), %ebp
	salq	$48, %rbp
	addq	%rbp, %rbx
.L968:
	movzbl	11(%rsi), %ebp
	salq	$40, %rbp
	addq	%rbp, %rbx
.L969:
	movzbl	10(%rsi), %ebp
	salq	$32, %rbp
	addq	%rbp, %rbx
.L970:
	movzbl	9(%rsi), %ebp
	salq	$24, %rbp
	addq	%rbp, %rbx
.L971:
	movzbl	8(%rsi), %ebp
	salq	$16, %rbp
	addq	%rbp, %rbx
.L972:
	movzbl	7(%rsi), %esi
	salq	$8, %rsi
	addq	%rbx, %rsi
	movq	%rsi, 464(%rsp)
.L965:
	testb	%r15b, %r15b
	je	.L973
	movl	$9, %esi
	bsrl	%r13d, %ebx
	subl	%r11d, %esi
	sall	$3, %esi
	subl	%ebx, %esi
	jmp	.L964
.L975:
	movzbl	(%rdx), %r11d
	movq	%rdx, %xmm0
	punpcklqdq	%xmm0, %xmm0
	movq	%r11, 544(%rsp)
	movaps	%xmm0, 560(%rsp)
	cmpw	$7, %r10w
	ja	.L977
	leaq	.L979(%rip), %r14
	movslq	(%r14,%r8,4), %rbp
	addq	%r14, %rbp
	jmp	*%rbp
	.section	.rodata
	.align 4
	.align 4
.L979:
	.long	.L977-.L979
	.long	.L977-.L979
	.long	.L984-.L979
	.long	.L983-.L979
	.long	.L982-.L979
	.long	.L981-.L979
	.long	.L980-.L979
	.long	.L978-.L979
	.text
.L978:
	movzbl	6(%rdx), %ebp
	salq	$48, %rbp
	addq	%rbp, %r11
.L980:
	movzbl	5(%rdx), %ebp
	salq	$40, %rbp
	addq	%rbp, %r11
.L981:
	movzbl	4(%rdx), %ebp
	salq	$32, %rbp
	addq	%rbp, %r11
.L982:
	movzbl	3(%rdx), %ebp
	salq	$24, %rbp
	addq	%rbp, %r11
.L983:
	movzbl	2(%rdx), %ebp
	salq	$16, %rbp
	addq	%rbp, %r11
.L984:
	movzbl	1(%rdx), %ebp
	salq	$8, %rbp
	addq	%rbp, %r11
	movq	%r11, 544(%rsp)
.L977:
	testb	%r13b, %r13b
	je	.L973
	movl	$9, %r11d
	bsrl	%ebx, %ebx
	subl	%r10d, %r11d
	leal	0(,%r11,8), %r10d
	subl	%ebx, %r10d
	jmp	.L976
.L1289:
	movl	$0, 468(%rsp)
	movl	$11, %edi
	subl	%r8d, %edi
	jmp	.L934
.L985:
	movzbl	(%rdx), %r8d
	movq	%rdx, %xmm0
	punpcklqdq	%xmm0, %xmm0
	movq	%r8, 800(%rsp)
	movaps	%xmm0, 816(%rsp)
	cmpw	$7, %r9w
	ja	.L987
	leaq	.L989(%rip), %r13
	movslq	0(%r13,%rdi,4), %rbx
	addq	%r13, %rbx
	jmp	*%rbx
	.section	.rodata
	.align 4
	.align 4
.L989:
	.long	.L987-.L989
	.long	.L987-.L989
	.long	.L994-.L989
	.long	.L993-.L989
	.long	.L992-.L989
	.long	.L991-.L989
	.long	.L990-.L989
	.long	.L988-.L989
	.text
.L929:
	movl	220(%rsp), %r10d
	xorl	%r15d, %r15d
	movl	$0, 468(%rsp)
	testl	%r10d, %r10d
	jne	.L932
	jmp	.L933
.L1288:
	movl	$1, 20(%rsp)
	leal	1(%r8), %r13d
	movl	%r8d, %edx
	movl	$11, %r12d
	jmp	.L925
.L988:
	movzbl	6(%rdx), %ebx
	salq	$48, %rbx
	addq	%rbx, %r8
.L990:
	movzbl	5(%rdx), %ebx
	salq	$40, %rbx
	addq	%rbx, %r8
.L991:
	movzbl	4(%rdx), %ebx
	salq	$32, %rbx
	addq	%rbx, %r8
.L992:
	movzbl	3(%rdx), %ebx
	salq	$24, %rbx
	addq	%rbx, %r8
.L993:
	movzbl	2(%rdx), %ebx
	salq	$16, %rbx
	addq	%rbx, %r8
.L994:
	movzbl	1(%rdx), %ebx
	salq	$8, %rbx
	addq	%rbx, %r8
	movq	%r8, 800(%rsp)
.L987:
	testb	%bpl, %bpl
	je	.L973
	movl	$9, %r8d
	bsrl	%r11d, %r11d
	subl	%r9d, %r8d
	sall	$3, %r8d
	subl	%r11d, %r8d
	jmp	.L986
.L995:
	leaq	.L999(%rip), %rbx
	movzbl	(%rdx), %ecx
	movq	%rdx, %xmm0
	movslq	(%rbx,%rax,4), %r11
	punpcklqdq	%xmm0, %xmm0
	movq	%rcx, 1312(%rsp)
	addq	%rbx, %r11
	movaps	%xmm0, 1328(%rsp)
	jmp	*%r11
	.section	.rodata
	.align 4
	.align 4
.L999:
	.long	.L997-.L999
	.long	.L997-.L999
	.long	.L1004-.L999
	.long	.L1003-.L999
	.long	.L1002-.L999
	.long	.L1001-.L999
	.long	.L1000-.L999
	.long	.L998-.L999
	.text
.L998:
	movzbl	6(%rdx), %r11d
	salq	$48, %r11
	addq	%r11, %rcx
.L1000:
	movzbl	5(%rdx), %r11d
	salq	$40, %r11
	addq	%r11, %rcx
.L1001:
	movzbl	4(%rdx), %r11d
	salq	$32, %r11
	addq	%r11, %rcx
.L1002:
	movzbl	3(%rdx), %r11d
	salq	$24, %r11
	addq	%r11, %rcx
.L1003:
	movzbl	2(%rdx), %r11d
	salq	$16, %r11
	addq	%r11, %rcx
.L1004:
	movzbl	1(%rdx), %edx
	salq	$8, %rdx
	addq	%rcx, %rdx
	movq	%rdx, 1312(%rsp)
.L997:
	testb	%r9b, %r9b
	je	.L973
	movl	$9, %edx
	bsrl	%edi, %edi
	subl	%eax, %edx
	sall	$3, %edx
	subl	%edi, %edx
	movl	%edx, 1320(%rsp)
	jmp	.L996
.L1298:
	xorl	%edx, %edx
	cmpl	$64, 552(%rsp)
	sete	%dl
	jmp	.L1100
.L1297:
	xorl	%ecx, %ecx
	cmpl	$64, 472(%rsp)
	sete	%cl
	jmp	.L1099
.L1296:
	movl	%edx, %esi
	andl	$7, %edx
	shrl	$3, %esi
	movl	%edx, 1320(%rsp)
	subq	%rsi, %rcx
	movq	%rcx, 1328(%rsp)
	movq	(%rcx), %rdi
.L1020:
	movq	%rdi, 1312(%rsp)
	testl	%eax, %eax
	jne	.L1021
	movq	152(%rsp), %rdx
	leaq	-7(%r12), %rax
	movq	%rax, 200(%rsp)
	cmpq	%rax, %rdx
	jnb	.L1021
	movq	120(%rsp), %r8
	movq	56(%rsp), %rcx
	movq	%r13, 96(%rsp)
	movq	112(%rsp), %r11
	movq	464(%rsp), %rax
	movb	$0, 32(%rsp)
	addq	$8, %r8
	addq	$8, %rcx
	movb	$0, 20(%rsp)
	movq	800(%rsp), %rsi
	addq	$8, %r11
	movq	%r8, 176(%rsp)
	movq	1328(%rsp), %r8
	movq	%rcx, 192(%rsp)
	movq	560(%rsp), %rcx
	movq	%r8, 24(%rsp)
	leaq	2404(%rsp), %r8
	movl	472(%rsp), %r15d
	movq	%r11, 184(%rsp)
	movq	816(%rsp), %r11
	movb	$0, 48(%rsp)
	movl	552(%rsp), %ebp
	movq	%r13, 144(%rsp)
	movl	808(%rsp), %ebx
	movq	%r8, 8(%rsp)
	movl	1320(%rsp), %r10d
	movq	%rax, 40(%rsp)
	movq	480(%rsp), %r14
	movq	544(%rsp), %rax
	movq	%rdx, 104(%rsp)
	xorl	%edx, %edx
	movq	%r9, 64(%rsp)
	movq	%r12, 128(%rsp)
	movq	%rcx, %r12
	movq	%r9, 136(%rsp)
	movq	%r11, %r9
.L1087:
	movq	40(%rsp), %r11
	movl	%r15d, %ecx
	movq	8(%rsp), %r8
	salq	%cl, %r11
	movq	%r11, %rcx
	shrq	$52, %rcx
	leaq	(%r8,%rcx,4), %rcx
	movq	72(%rsp), %r8
	movzwl	(%rcx), %r11d
	movw	%r11w, (%r8)
	movzbl	2(%rcx), %r11d
	movzbl	3(%rcx), %ecx
	leal	(%r11,%r15), %r13d
	movq	%r8, %r15
	movq	%rax, %r11
	movq	8(%rsp), %r8
	addq	%rcx, %r15
	movl	%ebp, %ecx
	salq	%cl, %r11
	movq	%r11, %rcx
	shrq	$52, %rcx
	leaq	(%r8,%rcx,4), %rcx
	movq	64(%rsp), %r8
	movzwl	(%rcx), %r11d
	movw	%r11w, (%r8)
	movzbl	2(%rcx), %r11d
	movzbl	3(%rcx), %ecx
	addl	%r11d, %ebp
	movq	%rsi, %r11
	addq	%rcx, %r8
	movl	%ebx, %ecx
	salq	%cl, %r11
	movq	%r8, 64(%rsp)
	movq	8(%rsp), %r8
	movq	%r11, %rcx
	shrq	$52, %rcx
	leaq	(%r8,%rcx,4), %rcx
	movq	96(%rsp), %r8
	movzwl	(%rcx), %r11d
	movw	%r11w, (%r8)
	movzbl	2(%rcx), %r11d
	movzbl	3(%rcx), %ecx
	addl	%r11d, %ebx
	movq	%rdi, %r11
	addq	%rcx, %r8
	movl	%r10d, %ecx
	salq	%cl, %r11
	movq	%r8, 72(%rsp)
	movq	8(%rsp), %r8
	movq	%r11, %rcx
	shrq	$52, %rcx
	leaq	(%r8,%rcx,4), %rcx
	movq	104(%rsp), %r8
	movzwl	(%rcx), %r11d
	movw	%r11w, (%r8)
	movzbl	2(%rcx), %r11d
	movzbl	3(%rcx), %ecx
	addl	%r10d, %r11d
	movq	40(%rsp), %r10
	addq	%r8, %rcx
	movq	8(%rsp), %r8
	movq	%rcx, 96(%rsp)
	movl	%r13d, %ecx
	salq	%cl, %r10
	movq	%r10, %rcx
	shrq	$52, %rcx
	leaq	(%r8,%rcx,4), %rcx
	movzwl	(%rcx), %r10d
	movw	%r10w, (%r15)
	movzbl	2(%rcx), %r10d
	movzbl	3(%rcx), %ecx
	addl	%r10d, %r13d
	movq	%rax, %r10
	addq	%rcx, %r15
	movl	%ebp, %ecx
	salq	%cl, %r10
	movq	%r10, %rcx
	shrq	$52, %rcx
	leaq	(%r8,%rcx,4), %rcx
	movq	64(%rsp), %r8
	movzwl	(%rcx), %r10d
	movw	%r10w, (%r8)
	movzbl	2(%rcx), %r10d
	movzbl	3(%rcx), %ecx
	addl	%r10d, %ebp
	movq	%rsi, %r10
	addq	%r8, %rcx
	movq	72(%rsp), %r8
	movq	%rcx, 64(%rsp)
	movl	%ebx, %ecx
	salq	%cl, %r10
	movq	%r10, %rcx
	movq	8(%rsp), %r10
	shrq	$52, %rcx
	leaq	(%r10,%rcx,4), %rcx
	movzwl	(%rcx), %r10d
	movw	%r10w, (%r8)
	movzbl	2(%rcx), %r10d
	movzbl	3(%rcx), %ecx
	addl	%r10d, %ebx
	movq	%rdi, %r10
	addq	%rcx, %r8
	movl	%r11d, %ecx
	salq	%cl, %r10
	movq	%r8, 72(%rsp)
	movq	96(%rsp), %r8
	movq	%r10, %rcx
	movq	8(%rsp), %r10
	shrq	$52, %rcx
	leaq	(%r10,%rcx,4), %rcx
	movzwl	(%rcx), %r10d
	movw	%r10w, (%r8)
	movzbl	2(%rcx), %r10d
	movzbl	3(%rcx), %ecx
	addl	%r10d, %r11d
	movq	40(%rsp), %r10
	addq	%rcx, %r8
	movl	%r13d, %ecx
	salq	%cl, %r10
	movq	%r10, %rcx
	movq	8(%rsp), %r10
	shrq	$52, %rcx
	leaq	(%r10,%rcx,4), %rcx
	movzwl	(%rcx), %r10d
	movw	%r10w, (%r15)
	movzbl	2(%rcx), %r10d
	movzbl	3(%rcx), %ecx
	addl	%r10d, %r13d
	movq	%rax, %r10
	addq	%r15, %rcx
	movq	64(%rsp), %r15
	movq	%rcx, 96(%rsp)
	movl	%ebp, %ecx
	salq	%cl, %r10
	movq	%r10, %rcx
	movq	8(%rsp), %r10
	shrq	$52, %rcx
	leaq	(%r10,%rcx,4), %rcx
	movzwl	(%rcx), %r10d
	movw	%r10w, (%r15)
	movzbl	2(%rcx), %r10d
	movzbl	3(%rcx), %ecx
	addl	%r10d, %ebp
	movq	8(%rsp), %r10
	addq	%r15, %rcx
	movq	%rsi, %r15
	movq	%rcx, 64(%rsp)
	movl	%ebx, %ecx
	salq	%cl, %r15
	movq	%r15, %rcx
	movq	72(%rsp), %r15
	shrq	$52, %rcx
	leaq	(%r10,%rcx,4), %rcx
	movzwl	(%rcx), %r10d
	movw	%r10w, (%r15)
	movzbl	2(%rcx), %r10d
	movzbl	3(%rcx), %ecx
	addl	%r10d, %ebx
	movq	8(%rsp), %r10
	addq	%rcx, %r15
	movl	%r11d, %ecx
	movq	%r15, 104(%rsp)
	movq	%rdi, %r15
	salq	%cl, %r15
	movq	%r15, %rcx
	movq	40(%rsp), %r15
	shrq	$52, %rcx
	leaq	(%r10,%rcx,4), %rcx
	movzwl	(%rcx), %r10d
	movw	%r10w, (%r8)
	movzbl	2(%rcx), %r10d
	movzbl	3(%rcx), %ecx
	addl	%r10d, %r11d
	leaq	(%r8,%rcx), %r10
	movl	%r13d, %ecx
	movq	8(%rsp), %r8
	salq	%cl, %r15
	movq	%r15, %rcx
	shrq	$52, %rcx
	leaq	(%r8,%rcx,4), %rcx
	movq	96(%rsp), %r8
	movzwl	(%rcx), %r15d
	movw	%r15w, (%r8)
	movzbl	2(%rcx), %r15d
	movzbl	3(%rcx), %ecx
	addl	%r13d, %r15d
	leaq	(%r8,%rcx), %r13
	movl	%ebp, %ecx
	movq	8(%rsp), %r8
	movq	%r13, 72(%rsp)
	movq	%rax, %r13
	salq	%cl, %r13
	movq	%r13, %rcx
	shrq	$52, %rcx
	leaq	(%r8,%rcx,4), %rcx
	movq	64(%rsp), %r8
	movzwl	(%rcx), %r13d
	movw	%r13w, (%r8)
	movzbl	2(%rcx), %r13d
	movzbl	3(%rcx), %ecx
	addl	%r13d, %ebp
	movq	%rsi, %r13
	addq	%r8, %rcx
	movq	8(%rsp), %r8
	movq	%rcx, 64(%rsp)
	movl	%ebx, %ecx
	salq	%cl, %r13
	movq	%r13, %rcx
	shrq	$52, %rcx
	leaq	(%r8,%rcx,4), %rcx
	movzwl	(%rcx), %r13d
	movq	104(%rsp), %r8
	movw	%r13w, (%r8)
	movzbl	2(%rcx), %r13d
	movzbl	3(%rcx), %ecx
	addl	%r13d, %ebx
	addq	%r8, %rcx
	movq	%rdi, %r8
	movq	%rcx, 96(%rsp)
	movl	%r11d, %ecx
	salq	%cl, %r8
	movq	%r8, %rcx
	movq	8(%rsp), %r8
	shrq	$52, %rcx
	leaq	(%r8,%rcx,4), %rcx
	movzwl	(%rcx), %r13d
	movw	%r13w, (%r10)
	movzbl	2(%rcx), %r13d
	movzbl	3(%rcx), %ecx
	addl	%r13d, %r11d
	addq	%r10, %rcx
	movq	%rcx, 104(%rsp)
	movl	$3, %ecx
	cmpl	$64, %r15d
	ja	.L1025
	movq	192(%rsp), %rcx
	cmpq	%rcx, %r14
	jnb	.L1299
	cmpq	%r14, 56(%rsp)
	je	.L1300
	movl	%r15d, %r13d
	movq	%r14, %rcx
	shrl	$3, %r13d
	movl	%r13d, %r10d
	subq	%r10, %rcx
	movq	56(%rsp), %r10
	cmpq	%r10, %rcx
	jnb	.L1111
	movq	%r14, %rcx
	subq	%r10, %rcx
	movl	%ecx, %r13d
	movl	%ecx, %ecx
	subq	%rcx, %r14
	movl	$1, %ecx
.L1028:
	leal	0(,%r13,8), %r10d
	movb	$1, 48(%rsp)
	subl	%r10d, %r15d
	movq	(%r14), %r10
	movq	%r10, 40(%rsp)
.L1025:
	cmpl	$64, %ebp
	ja	.L1112
	movq	184(%rsp), %r10
	cmpq	%r10, %r12
	jnb	.L1301
	cmpq	%r12, 112(%rsp)
	je	.L1302
	movl	%ebp, %r13d
	movq	%r12, %rax
	shrl	$3, %r13d
	movl	%r13d, %r10d
	subq	%r10, %rax
	movq	112(%rsp), %r10
	cmpq	%r10, %rax
	jnb	.L1113
	movq	%r12, %rax
	orl	$1, %ecx
	subq	%r10, %rax
	movl	%eax, %r13d
	movl	%eax, %eax
	subq	%rax, %r12
.L1033:
	leal	0(,%r13,8), %eax
	subl	%eax, %ebp
	movq	(%r12), %rax
	movb	$1, 20(%rsp)
.L1029:
	cmpl	$64, %ebx
	ja	.L1114
	movq	176(%rsp), %r10
	cmpq	%r10, %r9
	jnb	.L1303
	cmpq	%r9, 120(%rsp)
	je	.L1304
	movl	%ebx, %r10d
	movq	%r9, %rdx
	shrl	$3, %r10d
	movl	%r10d, %esi
	subq	%rsi, %rdx
	movq	120(%rsp), %rsi
	cmpq	%rsi, %rdx
	jnb	.L1115
	movq	%r9, %rdx
	orl	$1, %ecx
	subq	%rsi, %rdx
	movl	%edx, %r10d
	movl	%edx, %edx
	subq	%rdx, %r9
.L1038:
	sall	$3, %r10d
	movq	(%r9), %rsi
	movl	$1, %edx
	subl	%r10d, %ebx
.L1034:
	cmpl	$64, %r11d
	ja	.L1305
	movq	168(%rsp), %r8
	cmpq	%r8, 24(%rsp)
	jnb	.L1306
	movq	24(%rsp), %r8
	cmpq	%r8, 160(%rsp)
	je	.L1307
	movl	%r11d, %edi
	movq	24(%rsp), %r13
	movq	160(%rsp), %r8
	shrl	$3, %edi
	movl	%edi, %r10d
	subq	%r10, %r13
	cmpq	%r8, %r13
	jnb	.L1076
	movq	24(%rsp), %r10
	movq	%r9, 56(%rsp)
	movq	%r12, 8(%rsp)
	movq	144(%rsp), %r13
	movq	%r10, %rdi
	movq	136(%rsp), %r9
	movq	128(%rsp), %r12
	subq	%r8, %rdi
	movl	%edi, %ecx
	subq	%rcx, %r10
	leal	0(,%rdi,8), %ecx
	movq	%r10, %r8
	movq	%r10, 24(%rsp)
	movl	%r11d, %r10d
	movq	(%r8), %rdi
	subl	%ecx, %r10d
.L1077:
	movl	%ebx, 808(%rsp)
	movq	24(%rsp), %rbx
	movl	%r10d, 1320(%rsp)
	movl	%ebp, 552(%rsp)
	movl	%r15d, 472(%rsp)
	movq	%rbx, 1328(%rsp)
	testb	%dl, %dl
	je	.L1088
	movq	56(%rsp), %rbx
	movq	%rbx, 816(%rsp)
.L1088:
	cmpb	$0, 20(%rsp)
	je	.L1308
	movq	8(%rsp), %rbx
	cmpb	$0, 48(%rsp)
	movq	%rbx, 560(%rsp)
	je	.L1309
	movq	%r14, 480(%rsp)
	movq	%rdi, 1312(%rsp)
	testb	%dl, %dl
	je	.L1095
	movq	%rsi, 800(%rsp)
	movq	%rax, 544(%rsp)
.L1092:
	movq	40(%rsp), %rax
	movq	%rax, 464(%rsp)
	jmp	.L1024
	.p2align 4,,10
	.p2align 3
.L1306:
	movl	%r11d, %edi
	movl	%r11d, %r10d
	shrl	$3, %edi
	subq	%rdi, 24(%rsp)
	movq	24(%rsp), %rdi
	andl	$7, %r10d
	movq	(%rdi), %rdi
.L1058:
	testl	%ecx, %ecx
	jne	.L1310
	movb	$1, 32(%rsp)
	movq	200(%rsp), %r11
	cmpq	%r11, 104(%rsp)
	jb	.L1087
	movq	%r12, 8(%rsp)
	movq	%r9, %rcx
	movq	144(%rsp), %r13
	movl	%ebx, 808(%rsp)
	movq	24(%rsp), %rbx
	movl	%r10d, 1320(%rsp)
	movq	136(%rsp), %r9
	movl	%ebp, 552(%rsp)
	movq	128(%rsp), %r12
	movl	%r15d, 472(%rsp)
	movq	%rbx, 1328(%rsp)
	testb	%dl, %dl
	je	.L1088
	movq	%rcx, 816(%rsp)
	jmp	.L1088
	.p2align 4,,10
	.p2align 3
.L1303:
	movl	%ebx, %edx
	andl	$7, %ebx
	shrl	$3, %edx
	subq	%rdx, %r9
	movl	$1, %edx
	movq	(%r9), %rsi
	jmp	.L1034
.L1299:
	movl	%r15d, %ecx
	movb	$1, 48(%rsp)
	andl	$7, %r15d
	shrl	$3, %ecx
	subq	%rcx, %r14
	movq	(%r14), %rcx
	movq	%rcx, 40(%rsp)
	xorl	%ecx, %ecx
	jmp	.L1025
.L1301:
	movl	%ebp, %eax
	andl	$7, %ebp
	shrl	$3, %eax
	subq	%rax, %r12
	movq	(%r12), %rax
	movb	$1, 20(%rsp)
	jmp	.L1029
.L1112:
	movl	$3, %ecx
	jmp	.L1029
.L1114:
	movl	$3, %ecx
	jmp	.L1034
.L1305:
	cmpb	$0, 32(%rsp)
	movq	%r9, 56(%rsp)
	movq	%r12, 8(%rsp)
	movq	144(%rsp), %r13
	movl	%r11d, 1320(%rsp)
	movq	136(%rsp), %r9
	movl	%ebx, 808(%rsp)
	movq	128(%rsp), %r12
	movl	%ebp, 552(%rsp)
	movl	%r15d, 472(%rsp)
	je	.L1060
	movq	24(%rsp), %rbx
	movq	%rbx, 1328(%rsp)
.L1060:
	testb	%dl, %dl
	je	.L1061
	movq	56(%rsp), %rbx
	movq	%rbx, 816(%rsp)
.L1061:
	cmpb	$0, 20(%rsp)
	je	.L1311
	movq	8(%rsp), %rbx
	cmpb	$0, 48(%rsp)
	movq	%rbx, 560(%rsp)
	je	.L1312
	cmpb	$0, 32(%rsp)
	movq	%r14, 480(%rsp)
	je	.L1313
.L1067:
	movq	%rdi, 1312(%rsp)
	testb	%dl, %dl
	je	.L1256
.L1246:
	movq	%rsi, 800(%rsp)
.L1256:
	cmpb	$0, 20(%rsp)
	je	.L1092
.L1095:
	movq	%rax, 544(%rsp)
	jmp	.L1092
	.p2align 4,,10
	.p2align 3
.L1076:
	sall	$3, %edi
	movl	%r11d, %r10d
	movq	%r13, 24(%rsp)
	subl	%edi, %r10d
	movq	0(%r13), %rdi
	jmp	.L1058
.L1307:
	cmpb	$0, 32(%rsp)
	movq	%r9, 56(%rsp)
	movq	%r12, 8(%rsp)
	movq	144(%rsp), %r13
	movl	%r11d, 1320(%rsp)
	movq	136(%rsp), %r9
	movl	%ebx, 808(%rsp)
	movq	128(%rsp), %r12
	movl	%ebp, 552(%rsp)
	movl	%r15d, 472(%rsp)
	je	.L1060
	movq	160(%rsp), %rbx
	movq	%rbx, 1328(%rsp)
	jmp	.L1060
.L1115:
	movq	%rdx, %r9
	jmp	.L1038
.L1304:
	movl	%ecx, %r10d
	orl	$2, %ecx
	orl	$1, %r10d
	cmpl	$64, %ebx
	cmovne	%r10d, %ecx
	jmp	.L1034
.L1300:
	xorl	%ecx, %ecx
	cmpl	$64, %r15d
	sete	%cl
	addl	$1, %ecx
	jmp	.L1025
.L1113:
	movq	%rax, %r12
	jmp	.L1033
.L1302:
	movl	%ecx, %r10d
	orl	$2, %ecx
	orl	$1, %r10d
	cmpl	$64, %ebp
	cmovne	%r10d, %ecx
	jmp	.L1029
.L1111:
	movq	%rcx, %r14
	xorl	%ecx, %ecx
	jmp	.L1028
.L1311:
	cmpb	$0, 48(%rsp)
	je	.L1314
	cmpb	$0, 32(%rsp)
	movq	%r14, 480(%rsp)
	jne	.L1067
	testb	%dl, %dl
	jne	.L1246
	jmp	.L1092
.L1310:
	movq	%r9, 56(%rsp)
	movq	144(%rsp), %r13
	movq	%r12, 8(%rsp)
	movq	136(%rsp), %r9
	movq	128(%rsp), %r12
	jmp	.L1077
	.p2align 4,,10
	.p2align 3
.L1295:
	movl	%eax, %ecx
	orl	$2, %eax
	orl	$1, %ecx
	cmpl	$64, %r8d
	cmovne	%ecx, %eax
	jmp	.L1015
.L1294:
	movl	%r8d, %esi
	andl	$7, %r8d
	shrl	$3, %esi
	movl	%r8d, 808(%rsp)
	subq	%rsi, %rcx
	movq	%rcx, 816(%rsp)
	movq	(%rcx), %rcx
	movq	%rcx, 800(%rsp)
	jmp	.L1015
.L1022:
	sall	$3, %esi
	movq	%rdi, 1328(%rsp)
	movq	(%rdi), %rdi
	subl	%esi, %edx
	movl	%edx, 1320(%rsp)
	jmp	.L1020
.L1314:
	cmpb	$0, 32(%rsp)
	je	.L1252
	movq	%rdi, 1312(%rsp)
	testb	%dl, %dl
	je	.L1024
.L1065:
	cmpb	$0, 20(%rsp)
	movq	%rsi, 800(%rsp)
	je	.L1024
.L1249:
	movq	%rax, 544(%rsp)
	jmp	.L1024
.L1293:
	movl	%eax, %ecx
	orl	$2, %eax
	orl	$1, %ecx
	cmpl	$64, %r10d
	cmovne	%ecx, %eax
	jmp	.L1010
.L1313:
	testb	%dl, %dl
	jne	.L1246
	jmp	.L1095
	.p2align 4,,10
	.p2align 3
.L1312:
	cmpb	$0, 32(%rsp)
	je	.L1258
	movq	%rdi, 1312(%rsp)
	testb	%dl, %dl
	jne	.L1065
	jmp	.L1249
.L1309:
	movq	%rdi, 1312(%rsp)
.L1258:
	testb	%dl, %dl
	je	.L1249
	movq	%rsi, 800(%rsp)
	jmp	.L1249
.L1308:
	cmpb	$0, 48(%rsp)
	je	.L1315
	movq	%r14, 480(%rsp)
	movq	%rdi, 1312(%rsp)
	testb	%dl, %dl
	je	.L1092
	movq	%rsi, 800(%rsp)
	jmp	.L1092
	.p2align 4,,10
	.p2align 3
.L1291:
	xorl	%eax, %eax
	cmpl	$64, %esi
	sete	%al
	addl	$1, %eax
	jmp	.L1006
.L1292:
	movl	%r10d, %esi
	andl	$7, %r10d
	shrl	$3, %esi
	movl	%r10d, 552(%rsp)
	subq	%rsi, %rcx
	movq	%rcx, 560(%rsp)
	movq	(%rcx), %rcx
	movq	%rcx, 544(%rsp)
	jmp	.L1010
.L1315:
	movq	%rdi, 1312(%rsp)
.L1252:
	testb	%dl, %dl
	je	.L1024
	movq	%rsi, 800(%rsp)
	jmp	.L1024
.L1290:
	movl	%esi, %eax
	andl	$7, %esi
	shrl	$3, %eax
	movl	%esi, 472(%rsp)
	subq	%rax, %rcx
	movq	(%rcx), %rax
	movq	%rcx, 480(%rsp)
	movq	%rax, 464(%rsp)
	xorl	%eax, %eax
	jmp	.L1006
	.cfi_endproc
.LFE603:
	.size	HUF_decompress4X4, .-HUF_decompress4X4
	.p2align 4
	.globl	ZSTDv04_findFrameSizeInfoLegacy
	.type	ZSTDv04_findFrameSizeInfoLegacy, @function
ZSTDv04_findFrameSizeInfoLegacy:
.LFB625:
	.cfi_startproc
	movq	%rdx, %r8
	movq	%rcx, %r9
	cmpq	$4, %rsi
	jbe	.L1327
	cmpl	$-47205084, (%rdi)
	jne	.L1323
	leaq	-5(%rsi), %rax
	leaq	5(%rdi), %rdx
	cmpq	$2, %rax
	jbe	.L1327
	xorl	%esi, %esi
	jmp	.L1321
	.p2align 4,,10
	.p2align 3
.L1318:
	cmpb	$3, %r11b
	je	.L1320
	movzwl	1(%rdx), %edx
	sall	$16, %ecx
	subq	$3, %rax
	andl	$458752, %ecx
	rolw	$8, %dx
	movzwl	%dx, %edx
	addl	%ecx, %edx
	movslq	%edx, %rcx
	cmpq	%rcx, %rax
	jb	.L1327
	testl	%edx, %edx
	je	.L1320
.L1319:
	subq	%rcx, %rax
	leaq	(%r10,%rcx), %rdx
	addq	$1, %rsi
	cmpq	$2, %rax
	jbe	.L1327
.L1321:
	movzbl	(%rdx), %ecx
	leaq	3(%rdx), %r10
	movl	%ecx, %r11d
	shrb	$6, %r11b
	cmpb	$2, %r11b
	jne	.L1318
	subq	$3, %rax
	je	.L1327
	movl	$1, %ecx
	jmp	.L1319
	.p2align 4,,10
	.p2align 3
.L1327:
	movq	$-72, %r10
	movq	$-2, %rsi
	movq	%r10, (%r8)
	movq	%rsi, (%r9)
	ret
	.p2align 4,,10
	.p2align 3
.L1323:
	movq	$-10, %r10
	movq	$-2, %rsi
	movq	%r10, (%r8)
	movq	%rsi, (%r9)
	ret
	.p2align 4,,10
	.p2align 3
.L1320:
	subq	%rdi, %r10
	salq	$17, %rsi
	movq	%r10, (%r8)
	movq	%rsi, (%r9)
	ret
	.cfi_endproc
.LFE625:
	.size	ZSTDv04_findFrameSizeInfoLegacy, .-ZSTDv04_findFrameSizeInfoLegacy
	.p2align 4
	.globl	ZBUFFv04_isError
	.type	ZBUFFv04_isError, @function
ZBUFFv04_isError:
.LFB635:
	.cfi_startproc
	xorl	%eax, %eax
	cmpq	$-120, %rdi
	seta	%al
	ret
	.cfi_endproc
.LFE635:
	.size	ZBUFFv04_isError, .-ZBUFFv04_isError
	.p2align 4
	.globl	ZBUFFv04_getErrorName
	.type	ZBUFFv04_getErrorName, @function
ZBUFFv04_getErrorName:
.LFB636:
	.cfi_startproc
	movl	%edi, %eax
	xorl	%edx, %edx
	negl	%eax
	cmpq	$-120, %rdi
	cmova	%eax, %edx
	movl	%edx, %edi
	jmp	ERR_getErrorString@PLT
	.cfi_endproc
.LFE636:
	.size	ZBUFFv04_getErrorName, .-ZBUFFv04_getErrorName
	.p2align 4
	.globl	ZBUFFv04_recommendedDInSize
	.type	ZBUFFv04_recommendedDInSize, @function
ZBUFFv04_recommendedDInSize:
.LFB637:
	.cfi_startproc
	movl	$131075, %eax
	ret
	.cfi_endproc
.LFE637:
	.size	ZBUFFv04_recommendedDInSize, .-ZBUFFv04_recommendedDInSize
	.p2align 4
	.globl	ZBUFFv04_recommendedDOutSize
	.type	ZBUFFv04_recommendedDOutSize, @function
ZBUFFv04_recommendedDOutSize:
.LFB638:
	.cfi_startproc
	movl	$131072, %eax
	ret
	.cfi_endproc
.LFE638:
	.size	ZBUFFv04_recommendedDOutSize, .-ZBUFFv04_recommendedDOutSize
	.p2align 4
	.globl	ZSTDv04_decompressDCtx
	.type	ZSTDv04_decompressDCtx, @function
ZSTDv04_decompressDCtx:
.LFB639:
	.cfi_startproc
	jmp	ZSTD_decompress_usingDict.constprop.0
	.cfi_endproc
.LFE639:
	.size	ZSTDv04_decompressDCtx, .-ZSTDv04_decompressDCtx
	.p2align 4
	.globl	ZSTDv04_decompress
	.type	ZSTDv04_decompress, @function
ZSTDv04_decompress:
.LFB640:
	.cfi_startproc
	pushq	%r14
	.cfi_def_cfa_offset 16
	.cfi_offset 14, -16
	movq	%rcx, %r14
	pushq	%r13
	.cfi_def_cfa_offset 24
	.cfi_offset 13, -24
	movq	%rdx, %r13
	pushq	%r12
	.cfi_def_cfa_offset 32
	.cfi_offset 12, -32
	movq	%rsi, %r12
	pushq	%rbp
	.cfi_def_cfa_offset 40
	.cfi_offset 6, -40
	movq	%rdi, %rbp
	movl	$141448, %edi
	pushq	%rbx
	.cfi_def_cfa_offset 48
	.cfi_offset 3, -48
	call	malloc@PLT
	testq	%rax, %rax
	je	.L1343
	pxor	%xmm0, %xmm0
	movq	%rax, %rbx
	movq	%rbp, %rsi
	movq	%rax, %rdi
	movups	%xmm0, 10256(%rax)
	movq	%r14, %r8
	movq	%r13, %rcx
	movq	%r12, %rdx
	movq	$5, 10288(%rax)
	movl	$0, 10340(%rax)
	movups	%xmm0, 10272(%rax)
	call	ZSTD_decompress_usingDict.constprop.0
	movq	%rbx, %rdi
	movq	%rax, %rbp
	call	free@PLT
.L1341:
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 40
	movq	%rbp, %rax
	popq	%rbp
	.cfi_def_cfa_offset 32
	popq	%r12
	.cfi_def_cfa_offset 24
	popq	%r13
	.cfi_def_cfa_offset 16
	popq	%r14
	.cfi_def_cfa_offset 8
	ret
.L1343:
	.cfi_restore_state
	movq	$-64, %rbp
	jmp	.L1341
	.cfi_endproc
.LFE640:
	.size	ZSTDv04_decompress, .-ZSTDv04_decompress
	.p2align 4
	.globl	ZSTDv04_resetDCtx
	.type	ZSTDv04_resetDCtx, @function
ZSTDv04_resetDCtx:
.LFB641:
	.cfi_startproc
	movl	$0, 10340(%rdi)
	pxor	%xmm0, %xmm0
	xorl	%eax, %eax
	movq	$5, 10288(%rdi)
	movups	%xmm0, 10256(%rdi)
	movups	%xmm0, 10272(%rdi)
	ret
	.cfi_endproc
.LFE641:
	.size	ZSTDv04_resetDCtx, .-ZSTDv04_resetDCtx
	.p2align 4
	.globl	ZSTDv04_nextSrcSizeToDecompress
	.type	ZSTDv04_nextSrcSizeToDecompress, @function
ZSTDv04_nextSrcSizeToDecompress:
.LFB642:
	.cfi_startproc
	movq	10288(%rdi), %rax
	ret
	.cfi_endproc
.LFE642:
	.size	ZSTDv04_nextSrcSizeToDecompress, .-ZSTDv04_nextSrcSizeToDecompress
	.p2align 4
	.globl	ZSTDv04_decompressContinue
	.type	ZSTDv04_decompressContinue, @function
ZSTDv04_decompressContinue:
.LFB643:
	.cfi_startproc
	jmp	ZSTD_decompressContinue
	.cfi_endproc
.LFE643:
	.size	ZSTDv04_decompressContinue, .-ZSTDv04_decompressContinue
	.p2align 4
	.globl	ZBUFFv04_createDCtx
	.type	ZBUFFv04_createDCtx, @function
ZBUFFv04_createDCtx:
.LFB644:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movl	$136, %edi
	call	malloc@PLT
	movq	%rax, %rbx
	testq	%rax, %rax
	je	.L1348
	leaq	8(%rax), %rdx
	movl	$16, %ecx
	xorl	%eax, %eax
	movq	%rdx, %rdi
	rep stosq
	movl	$141448, %edi
	call	malloc@PLT
	testq	%rax, %rax
	je	.L1350
	movq	$5, 10288(%rax)
	pxor	%xmm0, %xmm0
	movl	$0, 10340(%rax)
	movups	%xmm0, 10256(%rax)
	movups	%xmm0, 10272(%rax)
.L1350:
	movq	%rax, (%rbx)
.L1348:
	movq	%rbx, %rax
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE644:
	.size	ZBUFFv04_createDCtx, .-ZBUFFv04_createDCtx
	.p2align 4
	.globl	ZBUFFv04_freeDCtx
	.type	ZBUFFv04_freeDCtx, @function
ZBUFFv04_freeDCtx:
.LFB645:
	.cfi_startproc
	testq	%rdi, %rdi
	je	.L1364
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rdi, %rbx
	movq	(%rdi), %rdi
	call	free@PLT
	movq	40(%rbx), %rdi
	call	free@PLT
	movq	64(%rbx), %rdi
	call	free@PLT
	movq	%rbx, %rdi
	call	free@PLT
	xorl	%eax, %eax
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L1364:
	.cfi_restore 3
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE645:
	.size	ZBUFFv04_freeDCtx, .-ZBUFFv04_freeDCtx
	.p2align 4
	.globl	ZBUFFv04_decompressInit
	.type	ZBUFFv04_decompressInit, @function
ZBUFFv04_decompressInit:
.LFB646:
	.cfi_startproc
	movq	(%rdi), %rax
	pxor	%xmm0, %xmm0
	movl	$1, 120(%rdi)
	movq	$0, 112(%rdi)
	movq	$0, 56(%rdi)
	movq	$0, 96(%rdi)
	movups	%xmm0, 80(%rdi)
	movq	$5, 10288(%rax)
	movl	$0, 10340(%rax)
	movups	%xmm0, 10256(%rax)
	movups	%xmm0, 10272(%rax)
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE646:
	.size	ZBUFFv04_decompressInit, .-ZBUFFv04_decompressInit
	.p2align 4
	.globl	ZBUFFv04_decompressWithDictionary
	.type	ZBUFFv04_decompressWithDictionary, @function
ZBUFFv04_decompressWithDictionary:
.LFB647:
	.cfi_startproc
	movq	%rsi, 104(%rdi)
	xorl	%eax, %eax
	movq	%rdx, 112(%rdi)
	ret
	.cfi_endproc
.LFE647:
	.size	ZBUFFv04_decompressWithDictionary, .-ZBUFFv04_decompressWithDictionary
	.section	.text.unlikely,"ax",@progbits
.LCOLDB5:
	.text
.LHOTB5:
	.p2align 4
	.globl	ZBUFFv04_decompressContinue
	.type	ZBUFFv04_decompressContinue, @function
ZBUFFv04_decompressContinue:
.LFB648:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	movq	%rcx, %r15
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	leaq	.L1372(%rip), %r14
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	movq	%rcx, %r13
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	movq	%rsi, %r12
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	movq	%r8, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%rdi, %rbx
	subq	$72, %rsp
	.cfi_def_cfa_offset 128
	movq	(%r8), %rax
	movq	%rdx, 32(%rsp)
	addq	%rcx, %rax
	movq	%rsi, 16(%rsp)
	movq	%rax, 8(%rsp)
	movq	(%rdx), %rax
	addq	%rsi, %rax
	movq	%rax, 24(%rsp)
.L1407:
	cmpl	$6, 120(%rbx)
	ja	.L1409
	movl	120(%rbx), %eax
	movslq	(%r14,%rax,4), %rax
	addq	%r14, %rax
	jmp	*%rax
	.section	.rodata
	.align 4
	.align 4
.L1372:
	.long	.L1378-.L1372
	.long	.L1377-.L1372
	.long	.L1376-.L1372
	.long	.L1375-.L1372
	.long	.L1374-.L1372
	.long	.L1373-.L1372
	.long	.L1371-.L1372
	.text
	.p2align 4,,10
	.p2align 3
.L1375:
	movl	16(%rbx), %ecx
.L1381:
	movl	$1, %edx
	salq	%cl, %rdx
	cmpq	$131071, 48(%rbx)
	jbe	.L1390
.L1393:
	cmpq	%rdx, 72(%rbx)
	jb	.L1431
.L1392:
	movq	112(%rbx), %rcx
	testq	%rcx, %rcx
	je	.L1395
	movq	(%rbx), %rax
	movq	104(%rbx), %rdx
	movq	10256(%rax), %rsi
	movq	%rdx, %rdi
	movq	%rsi, 10280(%rax)
	subq	10264(%rax), %rsi
	subq	%rsi, %rdi
	movq	%rdx, 10264(%rax)
	addq	%rcx, %rdx
	movq	%rdi, 10272(%rax)
	movq	%rdx, 10256(%rax)
.L1395:
	movq	96(%rbx), %rdx
	testq	%rdx, %rdx
	jne	.L1432
	movl	$4, 120(%rbx)
.L1374:
	movq	(%rbx), %rdi
	movq	10288(%rdi), %r8
	testq	%r8, %r8
	jne	.L1398
	movl	$0, 120(%rbx)
.L1399:
	movq	16(%rsp), %r14
	movq	32(%rsp), %rax
	movq	%r15, %r11
	subq	%r13, %r11
	subq	%r12, %r14
	movq	%r11, 0(%rbp)
	movq	%r14, (%rax)
	movq	10288(%rdi), %rcx
	cmpq	$3, %rcx
	leaq	3(%rcx), %rax
	cmova	%rax, %rcx
	subq	56(%rbx), %rcx
.L1369:
	addq	$72, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	movq	%rcx, %rax
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%rbp
	.cfi_def_cfa_offset 40
	popq	%r12
	.cfi_def_cfa_offset 32
	popq	%r13
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_def_cfa_offset 16
	popq	%r15
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L1398:
	.cfi_restore_state
	movq	8(%rsp), %rax
	subq	%r15, %rax
	cmpq	%r8, %rax
	jnb	.L1433
	cmpq	%r15, 8(%rsp)
	je	.L1399
	movl	$5, 120(%rbx)
	jmp	.L1380
	.p2align 4,,10
	.p2align 3
.L1378:
	movq	$-62, %rcx
	jmp	.L1369
	.p2align 4,,10
	.p2align 3
.L1371:
	movq	80(%rbx), %rsi
	movq	88(%rbx), %rcx
	subq	%rsi, %rcx
.L1379:
	movq	24(%rsp), %r8
	movq	16(%rsp), %rax
	movq	%rcx, %rdx
	subq	%rax, %r8
	cmpq	%rcx, %r8
	cmovbe	%r8, %rdx
	testq	%rdx, %rdx
	jne	.L1434
.L1404:
	addq	%rdx, 16(%rsp)
	addq	%rsi, %rdx
	movq	%rdx, 80(%rbx)
	cmpq	%rcx, %r8
	jb	.L1405
	movl	$4, 120(%rbx)
	addq	$131072, %rdx
	cmpq	%rdx, 72(%rbx)
	jnb	.L1407
	pxor	%xmm0, %xmm0
	movups	%xmm0, 80(%rbx)
	jmp	.L1407
	.p2align 4,,10
	.p2align 3
.L1373:
	movq	(%rbx), %rdi
	movq	10288(%rdi), %r8
.L1380:
	movq	56(%rbx), %rax
	movq	48(%rbx), %rdx
	movq	%r8, %rcx
	subq	%rax, %rcx
	subq	%rax, %rdx
	cmpq	%rcx, %rdx
	jb	.L1410
	movq	8(%rsp), %rdx
	subq	%r15, %rdx
	cmpq	%rcx, %rdx
	cmova	%rcx, %rdx
	testq	%rdx, %rdx
	jne	.L1435
.L1402:
	addq	%rdx, %rax
	addq	%rdx, %r15
	movq	%rax, 56(%rbx)
	cmpq	%rcx, %rdx
	jb	.L1399
	movq	80(%rbx), %rsi
	movq	72(%rbx), %rdx
	movq	40(%rbx), %rcx
	subq	%rsi, %rdx
	addq	64(%rbx), %rsi
	call	ZSTD_decompressContinue
	movq	%rax, %rcx
	cmpq	$-120, %rax
	ja	.L1369
	movq	$0, 56(%rbx)
	testq	%rax, %rax
	jne	.L1403
	movl	$4, 120(%rbx)
	jmp	.L1407
	.p2align 4,,10
	.p2align 3
.L1376:
	movq	96(%rbx), %rax
	movq	0(%rbp), %rcx
	movl	$5, %edx
	subq	%rax, %rdx
	cmpq	%rcx, %rdx
	cmova	%rcx, %rdx
	testq	%rdx, %rdx
	jne	.L1436
.L1386:
	addq	%rdx, %rax
	movq	%rax, 96(%rbx)
	cmpq	$4, %rax
	jbe	.L1437
	cmpl	$-47205084, 124(%rbx)
	je	.L1438
.L1388:
	movq	$-10, %rcx
	jmp	.L1369
	.p2align 4,,10
	.p2align 3
.L1377:
	movq	0(%rbp), %rdx
	cmpq	$4, %rdx
	jbe	.L1439
	cmpl	$-47205084, 0(%r13)
	jne	.L1388
	pxor	%xmm0, %xmm0
	movups	%xmm0, 8(%rbx)
	movups	%xmm0, 24(%rbx)
	movzbl	4(%r13), %eax
	andl	$15, %eax
	addl	$11, %eax
	movl	%eax, 16(%rbx)
	movzbl	4(%r13), %eax
	shrb	$4, %al
	jne	.L1389
	movl	$3, 120(%rbx)
	jmp	.L1407
	.p2align 4,,10
	.p2align 3
.L1439:
	movq	96(%rbx), %rax
	movq	%r13, %rsi
	leaq	124(%rbx,%rax), %rdi
	call	memcpy@PLT
	movq	0(%rbp), %rax
	addq	%rax, 96(%rbx)
	movl	$5, %ecx
	movq	32(%rsp), %rax
	movq	$0, (%rax)
	subq	96(%rbx), %rcx
	movl	$2, 120(%rbx)
	jmp	.L1369
	.p2align 4,,10
	.p2align 3
.L1390:
	movq	40(%rbx), %rdi
	movq	%rdx, 40(%rsp)
	call	free@PLT
	movq	$131072, 48(%rbx)
	movl	$131072, %edi
	call	malloc@PLT
	movq	40(%rsp), %rdx
	testq	%rax, %rax
	movq	%rax, 40(%rbx)
	jne	.L1393
.L1396:
	movq	$-64, %rcx
	jmp	.L1369
	.p2align 4,,10
	.p2align 3
.L1431:
	movq	64(%rbx), %rdi
	movq	%rdx, 40(%rsp)
	call	free@PLT
	movq	40(%rsp), %rdx
	movq	%rdx, 72(%rbx)
	movq	%rdx, %rdi
	call	malloc@PLT
	movq	%rax, 64(%rbx)
	testq	%rax, %rax
	jne	.L1392
	jmp	.L1396
	.p2align 4,,10
	.p2align 3
.L1432:
	movq	40(%rbx), %rdi
	leaq	124(%rbx), %rsi
	call	memcpy@PLT
	movq	96(%rbx), %rax
	movl	$5, 120(%rbx)
	movq	$0, 96(%rbx)
	movq	%rax, 56(%rbx)
	jmp	.L1407
	.p2align 4,,10
	.p2align 3
.L1405:
	movq	(%rbx), %rdi
	jmp	.L1399
	.p2align 4,,10
	.p2align 3
.L1435:
	addq	40(%rbx), %rax
	movq	%r15, %rsi
	movq	%r8, 56(%rsp)
	movq	%rax, %rdi
	movq	%rcx, 48(%rsp)
	movq	%rdx, 40(%rsp)
	call	memcpy@PLT
	movq	56(%rbx), %rax
	movq	(%rbx), %rdi
	movq	56(%rsp), %r8
	movq	48(%rsp), %rcx
	movq	40(%rsp), %rdx
	jmp	.L1402
	.p2align 4,,10
	.p2align 3
.L1433:
	movq	80(%rbx), %rsi
	movq	72(%rbx), %rdx
	movq	%r15, %rcx
	movq	%r8, 40(%rsp)
	subq	%rsi, %rdx
	addq	64(%rbx), %rsi
	call	ZSTD_decompressContinue
	movq	%rax, %rcx
	cmpq	$-120, %rax
	ja	.L1369
	testq	%rax, %rax
	movq	40(%rsp), %r8
	je	.L1401
	addq	80(%rbx), %rcx
	movl	$6, 120(%rbx)
	movq	%rcx, 88(%rbx)
.L1401:
	addq	%r8, %r15
	jmp	.L1407
	.p2align 4,,10
	.p2align 3
.L1438:
	movzbl	128(%rbx), %eax
	pxor	%xmm0, %xmm0
	movups	%xmm0, 8(%rbx)
	movl	%eax, %ecx
	movups	%xmm0, 24(%rbx)
	andl	$15, %ecx
	addl	$11, %ecx
	shrb	$4, %al
	movl	%ecx, 16(%rbx)
	jne	.L1389
	addq	%rdx, %r15
	jmp	.L1381
	.p2align 4,,10
	.p2align 3
.L1403:
	movq	80(%rbx), %rsi
	movl	$6, 120(%rbx)
	leaq	(%rax,%rsi), %rax
	movq	%rax, 88(%rbx)
	jmp	.L1379
	.p2align 4,,10
	.p2align 3
.L1434:
	addq	64(%rbx), %rsi
	movq	%rax, %rdi
	movq	%rcx, 56(%rsp)
	movq	%r8, 48(%rsp)
	movq	%rdx, 40(%rsp)
	call	memcpy@PLT
	movq	80(%rbx), %rsi
	movq	56(%rsp), %rcx
	movq	48(%rsp), %r8
	movq	40(%rsp), %rdx
	jmp	.L1404
	.p2align 4,,10
	.p2align 3
.L1436:
	leaq	124(%rbx,%rax), %rdi
	movq	%r13, %rsi
	movq	%rdx, 40(%rsp)
	call	memcpy@PLT
	movq	96(%rbx), %rax
	movq	40(%rsp), %rdx
	jmp	.L1386
	.p2align 4,,10
	.p2align 3
.L1437:
	movq	32(%rsp), %rax
	movl	$5, %ecx
	movq	$0, (%rax)
	subq	96(%rbx), %rcx
	jmp	.L1369
	.p2align 4,,10
	.p2align 3
.L1389:
	movq	$-14, %rcx
	jmp	.L1369
.L1410:
	movq	$-20, %rcx
	jmp	.L1369
	.cfi_endproc
	.section	.text.unlikely
	.cfi_startproc
	.type	ZBUFFv04_decompressContinue.cold, @function
ZBUFFv04_decompressContinue.cold:
.LFSB648:
.L1409:
	.cfi_def_cfa_offset 128
	.cfi_offset 3, -56
	.cfi_offset 6, -48
	.cfi_offset 12, -40
	.cfi_offset 13, -32
	.cfi_offset 14, -24
	.cfi_offset 15, -16
	orq	$-1, %rcx
	jmp	.L1369
	.cfi_endproc
.LFE648:
	.text
	.size	ZBUFFv04_decompressContinue, .-ZBUFFv04_decompressContinue
	.section	.text.unlikely
	.size	ZBUFFv04_decompressContinue.cold, .-ZBUFFv04_decompressContinue.cold
.LCOLDE5:
	.text
.LHOTE5:
	.p2align 4
	.globl	ZSTDv04_createDCtx
	.type	ZSTDv04_createDCtx, @function
ZSTDv04_createDCtx:
.LFB649:
	.cfi_startproc
	subq	$8, %rsp
	.cfi_def_cfa_offset 16
	movl	$141448, %edi
	call	malloc@PLT
	testq	%rax, %rax
	je	.L1440
	movq	$5, 10288(%rax)
	pxor	%xmm0, %xmm0
	movl	$0, 10340(%rax)
	movups	%xmm0, 10256(%rax)
	movups	%xmm0, 10272(%rax)
.L1440:
	addq	$8, %rsp
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE649:
	.size	ZSTDv04_createDCtx, .-ZSTDv04_createDCtx
	.p2align 4
	.globl	ZSTDv04_freeDCtx
	.type	ZSTDv04_freeDCtx, @function
ZSTDv04_freeDCtx:
.LFB650:
	.cfi_startproc
	subq	$8, %rsp
	.cfi_def_cfa_offset 16
	call	free@PLT
	xorl	%eax, %eax
	addq	$8, %rsp
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE650:
	.size	ZSTDv04_freeDCtx, .-ZSTDv04_freeDCtx
	.section	.rodata
	.align 32
	.type	dec32table.0, @object
	.size	dec32table.0, 32
dec32table.0:
	.long	0
	.long	1
	.long	2
	.long	1
	.long	4
	.long	4
	.long	4
	.long	4
	.align 32
	.type	dec64table.1, @object
	.size	dec64table.1, 32
dec64table.1:
	.long	8
	.long	8
	.long	8
	.long	7
	.long	8
	.long	9
	.long	10
	.long	11
	.align 32
	.type	offsetPrefix.2, @object
	.size	offsetPrefix.2, 128
offsetPrefix.2:
	.long	1
	.long	1
	.long	2
	.long	4
	.long	8
	.long	16
	.long	32
	.long	64
	.long	128
	.long	256
	.long	512
	.long	1024
	.long	2048
	.long	4096
	.long	8192
	.long	16384
	.long	32768
	.long	65536
	.long	131072
	.long	262144
	.long	524288
	.long	1048576
	.long	2097152
	.long	4194304
	.long	8388608
	.long	16777216
	.long	33554432
	.long	1
	.long	1
	.long	1
	.long	1
	.long	1
	.align 32
	.type	l.3, @object
	.size	l.3, 56
l.3:
	.long	1
	.long	2
	.long	3
	.long	4
	.long	7
	.long	8
	.long	15
	.long	16
	.long	31
	.long	32
	.long	63
	.long	64
	.long	127
	.long	128
	.section	.data.rel.ro.local,"aw"
	.align 16
	.type	decompress.4, @object
	.size	decompress.4, 24
decompress.4:
	.quad	HUF_decompress4X2
	.quad	HUF_decompress4X4
	.quad	0
	.section	.rodata
	.align 32
	.type	algoTime, @object
	.size	algoTime, 384
algoTime:
	.long	0
	.long	0
	.long	1
	.long	1
	.long	2
	.long	2
	.long	0
	.long	0
	.long	1
	.long	1
	.long	2
	.long	2
	.long	38
	.long	130
	.long	1313
	.long	74
	.long	2151
	.long	38
	.long	448
	.long	128
	.long	1353
	.long	74
	.long	2238
	.long	41
	.long	556
	.long	128
	.long	1353
	.long	74
	.long	2238
	.long	47
	.long	714
	.long	128
	.long	1418
	.long	74
	.long	2436
	.long	53
	.long	883
	.long	128
	.long	1437
	.long	74
	.long	2464
	.long	61
	.long	897
	.long	128
	.long	1515
	.long	75
	.long	2622
	.long	68
	.long	926
	.long	128
	.long	1613
	.long	75
	.long	2730
	.long	75
	.long	947
	.long	128
	.long	1729
	.long	77
	.long	3359
	.long	77
	.long	1107
	.long	128
	.long	2083
	.long	81
	.long	4006
	.long	84
	.long	1177
	.long	128
	.long	2379
	.long	87
	.long	4785
	.long	88
	.long	1242
	.long	128
	.long	2415
	.long	93
	.long	5155
	.long	84
	.long	1349
	.long	128
	.long	2644
	.long	106
	.long	5260
	.long	106
	.long	1455
	.long	128
	.long	2422
	.long	124
	.long	4174
	.long	124
	.long	722
	.long	128
	.long	1891
	.long	145
	.long	1936
	.long	146
	.section	.rodata.cst4,"aM",@progbits,4
	.align 4
.LC0:
	.value	6
	.value	1
	.align 4
.LC1:
	.value	5
	.value	1
	.align 4
.LC2:
	.value	7
	.value	1
	.section	.rodata.cst16,"aM",@progbits,16
	.align 16
.LC4:
	.byte	1
	.byte	1
	.byte	1
	.byte	1
	.byte	1
	.byte	1
	.byte	1
	.byte	1
	.byte	1
	.byte	1
	.byte	1
	.byte	1
	.byte	1
	.byte	1
	.byte	1
	.byte	1
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
