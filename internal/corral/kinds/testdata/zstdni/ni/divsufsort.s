	.file	"divsufsort.c"
	.text
	.p2align 4
	.type	ss_ilg, @function
ss_ilg:
.LFB6:
	.cfi_startproc
	testl	$65280, %edi
	je	.L2
	movl	%edi, %eax
	leaq	lg_table(%rip), %rdx
	movzbl	%ah, %eax
	cltq
	movl	(%rdx,%rax,4), %eax
	addl	$8, %eax
	ret
	.p2align 4,,10
	.p2align 3
.L2:
	movzbl	%dil, %eax
	leaq	lg_table(%rip), %rdx
	movl	(%rdx,%rax,4), %eax
	ret
	.cfi_endproc
.LFE6:
	.size	ss_ilg, .-ss_ilg
	.p2align 4
	.type	ss_isqrt, @function
ss_isqrt:
.LFB7:
	.cfi_startproc
	movl	%edi, %esi
	movl	$1024, %eax
	cmpl	$1048575, %edi
	jg	.L5
	cmpl	$65535, %edi
	jbe	.L7
	movl	%edi, %eax
	cmpl	$16777215, %edi
	ja	.L16
	sarl	$16, %eax
	leaq	lg_table(%rip), %rdx
	cltq
	movl	(%rdx,%rax,4), %eax
	addl	$16, %eax
.L9:
	cmpl	$15, %eax
	jle	.L11
.L17:
	movl	%eax, %edx
	leaq	sqq_table(%rip), %rdi
	andl	$-2, %edx
	leal	-6(%rdx), %ecx
	movl	%esi, %edx
	sarl	%cl, %edx
	movl	%eax, %ecx
	movslq	%edx, %rdx
	sarl	%ecx
	movl	(%rdi,%rdx,4), %edx
	subl	$7, %ecx
	sall	%cl, %edx
	movl	%edx, %ecx
	cmpl	$23, %eax
	jle	.L12
	movl	%esi, %eax
	cltd
	idivl	%ecx
	leal	1(%rcx,%rax), %ecx
	sarl	%ecx
.L12:
	movl	%esi, %eax
	cltd
	idivl	%ecx
	leal	1(%rcx,%rax), %eax
	sarl	%eax
.L13:
	movl	%eax, %edx
	imull	%eax, %edx
	cmpl	%esi, %edx
	setg	%dl
	movzbl	%dl, %edx
	subl	%edx, %eax
.L5:
	ret
	.p2align 4,,10
	.p2align 3
.L7:
	testl	$65280, %edi
	je	.L10
	movl	%edi, %eax
	leaq	lg_table(%rip), %rdx
	sarl	$8, %eax
	cltq
	movl	(%rdx,%rax,4), %eax
	addl	$8, %eax
	cmpl	$15, %eax
	jg	.L17
.L11:
	cmpl	$7, %eax
	jle	.L14
	movl	%eax, %edx
	sarl	%eax
	andl	$-2, %edx
	leal	-6(%rdx), %ecx
	movl	%esi, %edx
	sarl	%cl, %edx
	movl	$7, %ecx
	subl	%eax, %ecx
	movslq	%edx, %rdx
	leaq	sqq_table(%rip), %rax
	movl	(%rax,%rdx,4), %eax
	sarl	%cl, %eax
	addl	$1, %eax
	jmp	.L13
	.p2align 4,,10
	.p2align 3
.L16:
	shrl	$24, %eax
	leaq	lg_table(%rip), %rdx
	movl	(%rdx,%rax,4), %eax
	addl	$24, %eax
	jmp	.L9
	.p2align 4,,10
	.p2align 3
.L10:
	movzbl	%dil, %eax
	leaq	lg_table(%rip), %rdx
	movl	(%rdx,%rax,4), %eax
	jmp	.L9
	.p2align 4,,10
	.p2align 3
.L14:
	movslq	%esi, %rsi
	leaq	sqq_table(%rip), %rax
	movl	(%rax,%rsi,4), %eax
	sarl	$4, %eax
	ret
	.cfi_endproc
.LFE7:
	.size	ss_isqrt, .-ss_isqrt
	.p2align 4
	.type	ss_compare, @function
ss_compare:
.LFB8:
	.cfi_startproc
	movq	%rdi, %r8
	movslq	%ecx, %rax
	movslq	(%rsi), %rdi
	movslq	(%rdx), %rcx
	movslq	4(%rdx), %rdx
	addq	%rax, %rdi
	addq	%rax, %rcx
	movslq	4(%rsi), %rax
	addq	%r8, %rdi
	addq	%r8, %rcx
	leaq	2(%r8,%rdx), %rdx
	leaq	2(%r8,%rax), %rax
	cmpq	%rax, %rdi
	jb	.L36
	jmp	.L23
	.p2align 4,,10
	.p2align 3
.L22:
	addq	$1, %rdi
	addq	$1, %rcx
	cmpq	%rax, %rdi
	jnb	.L23
.L36:
	cmpq	%rdx, %rcx
	jnb	.L21
	movzbl	(%rcx), %esi
	cmpb	%sil, (%rdi)
	je	.L22
.L21:
	cmpq	%rax, %rdi
	jnb	.L23
	movl	$1, %eax
	cmpq	%rdx, %rcx
	jnb	.L18
	movzbl	(%rdi), %eax
	movzbl	(%rcx), %edx
	subl	%edx, %eax
	ret
	.p2align 4,,10
	.p2align 3
.L23:
	cmpq	%rdx, %rcx
	sbbl	%eax, %eax
.L18:
	ret
	.cfi_endproc
.LFE8:
	.size	ss_compare, .-ss_compare
	.p2align 4
	.type	ss_insertionsort, @function
ss_insertionsort:
.LFB9:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	leaq	-8(%rcx), %r15
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
	cmpq	%rdx, %r15
	jb	.L37
	movq	%rdx, %rax
	movq	%rcx, %rdx
	movq	%rdi, %rbp
	movq	%rsi, %r11
	subq	%rax, %rdx
	movq	%rcx, %r10
	leaq	-4(%rcx), %r13
	movl	%r8d, %r12d
	leaq	-8(%rdx), %rax
	andq	$-4, %rax
	subq	%rax, %r15
	.p2align 4,,10
	.p2align 3
.L44:
	movslq	-4(%r13), %rax
	movq	%r13, %r9
	movq	%rax, %r14
	leaq	(%r11,%rax,4), %rbx
	movslq	0(%r13), %rax
	.p2align 4,,10
	.p2align 3
.L39:
	leaq	(%r11,%rax,4), %rdx
	movl	%r12d, %ecx
	movq	%rbx, %rsi
	movq	%rbp, %rdi
	call	ss_compare
	testl	%eax, %eax
	jg	.L41
	jmp	.L50
	.p2align 4,,10
	.p2align 3
.L51:
	movslq	(%r9), %rax
	testl	%eax, %eax
	jns	.L39
.L41:
	movl	(%r9), %eax
	addq	$4, %r9
	movl	%eax, -8(%r9)
	cmpq	%r10, %r9
	jb	.L51
.L40:
	subq	$4, %r13
	movl	%r14d, -4(%r9)
	cmpq	%r13, %r15
	jne	.L44
.L37:
	popq	%rbx
	.cfi_remember_state
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
.L50:
	.cfi_restore_state
	jne	.L40
	subq	$4, %r13
	notl	(%r9)
	movl	%r14d, -4(%r9)
	cmpq	%r13, %r15
	jne	.L44
	jmp	.L37
	.cfi_endproc
.LFE9:
	.size	ss_insertionsort, .-ss_insertionsort
	.p2align 4
	.type	ss_fixdown, @function
ss_fixdown:
.LFB10:
	.cfi_startproc
	movq	%rsi, %r11
	movq	%rdx, %rsi
	movslq	%ecx, %rdx
	pushq	%rbp
	.cfi_def_cfa_offset 16
	.cfi_offset 6, -16
	leaq	(%rsi,%rdx,4), %r9
	pushq	%rbx
	.cfi_def_cfa_offset 24
	.cfi_offset 3, -24
	movq	%rdi, %r10
	movslq	(%r9), %rax
	movq	%rax, %rbp
	movslq	(%r11,%rax,4), %rax
	movzbl	(%rdi,%rax), %ebx
	leal	1(%rcx,%rcx), %edi
	cmpl	%edi, %r8d
	jg	.L55
	jmp	.L53
	.p2align 4,,10
	.p2align 3
.L60:
	movl	%r9d, %eax
	leaq	(%rsi,%rdx,4), %r9
	cmpl	%ebx, %eax
	jle	.L53
.L61:
	movslq	%ecx, %rax
	leaq	(%rsi,%rax,4), %rdx
	movl	(%rdx), %edi
	movl	%edi, (%r9)
	leal	1(%rcx,%rcx), %edi
	cmpl	%r8d, %edi
	jge	.L59
	movq	%rax, %rdx
.L55:
	leal	2(%rcx,%rcx), %ecx
	movslq	%edi, %rax
	movslq	%ecx, %r9
	movslq	(%rsi,%rax,4), %rax
	movslq	(%rsi,%r9,4), %r9
	movslq	(%r11,%rax,4), %rax
	movslq	(%r11,%r9,4), %r9
	movzbl	(%r10,%rax), %eax
	movzbl	(%r10,%r9), %r9d
	cmpl	%r9d, %eax
	jl	.L60
	movl	%edi, %ecx
	leaq	(%rsi,%rdx,4), %r9
	cmpl	%ebx, %eax
	jg	.L61
.L53:
	movl	%ebp, (%r9)
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 16
	popq	%rbp
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L59:
	.cfi_restore_state
	movq	%rdx, %r9
	movl	%ebp, (%r9)
	popq	%rbx
	.cfi_def_cfa_offset 16
	popq	%rbp
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE10:
	.size	ss_fixdown, .-ss_fixdown
	.p2align 4
	.type	ss_heapsort, @function
ss_heapsort:
.LFB11:
	.cfi_startproc
	pushq	%r14
	.cfi_def_cfa_offset 16
	.cfi_offset 14, -16
	movl	%ecx, %r14d
	movl	%ecx, %r8d
	pushq	%r13
	.cfi_def_cfa_offset 24
	.cfi_offset 13, -24
	movq	%rsi, %r13
	pushq	%r12
	.cfi_def_cfa_offset 32
	.cfi_offset 12, -32
	movq	%rdi, %r12
	pushq	%rbp
	.cfi_def_cfa_offset 40
	.cfi_offset 6, -40
	pushq	%rbx
	.cfi_def_cfa_offset 48
	.cfi_offset 3, -48
	movq	%rdx, %rbx
	andl	$1, %r14d
	je	.L63
	movl	%ecx, %ebp
	shrl	$31, %ebp
	addl	%ecx, %ebp
	sarl	%ebp
	subl	$1, %ebp
	js	.L65
	.p2align 4,,10
	.p2align 3
.L68:
	movl	%ebp, %ecx
	movq	%rbx, %rdx
	movq	%r13, %rsi
	movq	%r12, %rdi
	call	ss_fixdown
	subl	$1, %ebp
	jnb	.L68
	testl	%r14d, %r14d
	je	.L76
.L65:
	subl	$1, %r8d
	movslq	%r8d, %rbp
	testl	%r8d, %r8d
	jle	.L62
	.p2align 4,,10
	.p2align 3
.L70:
	movl	(%rbx,%rbp,4), %eax
	movl	(%rbx), %r14d
	movl	%ebp, %r8d
	xorl	%ecx, %ecx
	movq	%rbx, %rdx
	movq	%r13, %rsi
	movq	%r12, %rdi
	movl	%eax, (%rbx)
	call	ss_fixdown
	movl	%r14d, (%rbx,%rbp,4)
	subq	$1, %rbp
	testl	%ebp, %ebp
	jg	.L70
.L62:
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
.L63:
	.cfi_restore_state
	subl	$1, %r8d
	movl	%r8d, %ebp
	shrl	$31, %ebp
	addl	%r8d, %ebp
	sarl	%ebp
	movslq	%ebp, %rax
	leaq	(%rdx,%rax,4), %rdx
	movslq	%r8d, %rax
	leaq	(%rbx,%rax,4), %rax
	movslq	(%rdx), %rdi
	movl	(%rax), %ecx
	movslq	0(%r13,%rdi,4), %r9
	movq	%rdi, %rsi
	movslq	%ecx, %rdi
	movslq	0(%r13,%rdi,4), %rdi
	movzbl	(%r12,%rdi), %edi
	cmpb	%dil, (%r12,%r9)
	jnb	.L66
	movl	%esi, (%rax)
	movl	%ecx, (%rdx)
.L66:
	subl	$1, %ebp
	jns	.L68
	.p2align 4,,10
	.p2align 3
.L67:
	movl	(%rbx), %edx
	movl	(%rax), %ecx
	movq	%r13, %rsi
	movq	%r12, %rdi
	movl	%ecx, (%rbx)
	xorl	%ecx, %ecx
	movl	%edx, (%rax)
	movq	%rbx, %rdx
	call	ss_fixdown
	jmp	.L65
	.p2align 4,,10
	.p2align 3
.L76:
	movslq	%r8d, %rax
	leaq	(%rbx,%rax,4), %rax
	jmp	.L67
	.cfi_endproc
.LFE11:
	.size	ss_heapsort, .-ss_heapsort
	.p2align 4
	.type	ss_median3, @function
ss_median3:
.LFB12:
	.cfi_startproc
	movq	%rdi, %rax
	movq	%rdx, %rdi
	movq	%rcx, %rdx
	movslq	(%rdx), %r9
	movslq	(%rdi), %rcx
	movslq	(%rsi,%r9,4), %r9
	movslq	(%rsi,%rcx,4), %rcx
	movzbl	(%rax,%r9), %r10d
	movzbl	(%rax,%rcx), %ecx
	movq	%rdi, %r9
	cmpb	%cl, %r10b
	jb	.L78
	movq	%rdx, %r9
	movl	%r10d, %ecx
	movq	%rdi, %rdx
.L78:
	movslq	(%r8), %rdi
	movslq	(%rsi,%rdi,4), %rdi
	movzbl	(%rax,%rdi), %edi
	cmpb	%cl, %dil
	jnb	.L77
	movslq	(%rdx), %rcx
	movslq	(%rsi,%rcx,4), %rcx
	cmpb	(%rax,%rcx), %dil
	cmovnb	%r8, %rdx
	movq	%rdx, %r9
.L77:
	movq	%r9, %rax
	ret
	.cfi_endproc
.LFE12:
	.size	ss_median3, .-ss_median3
	.p2align 4
	.type	ss_median5, @function
ss_median5:
.LFB13:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movslq	(%rcx), %rax
	movq	%rdx, %r10
	movq	%rcx, %rdx
	movq	16(%rsp), %r11
	movslq	(%rsi,%rax,4), %rax
	movzbl	(%rdi,%rax), %ecx
	movslq	(%r8), %rax
	movslq	(%rsi,%rax,4), %rax
	movzbl	(%rdi,%rax), %eax
	cmpb	%cl, %al
	jb	.L83
	movl	%ecx, %eax
	movq	%r8, %rcx
	movq	%rdx, %r8
	movq	%rcx, %rdx
.L83:
	movslq	(%r9), %rcx
	movslq	(%rsi,%rcx,4), %rcx
	movzbl	(%rdi,%rcx), %ebx
	movslq	(%r11), %rcx
	movslq	(%rsi,%rcx,4), %rcx
	movzbl	(%rdi,%rcx), %ecx
	cmpb	%bl, %cl
	jb	.L84
	movl	%ebx, %ecx
	movq	%r11, %rbx
	movq	%r9, %r11
	movq	%rbx, %r9
.L84:
	cmpb	%al, %cl
	jb	.L85
	movl	%ecx, %eax
	movq	%r9, %rcx
	movq	%r11, %r8
	movq	%rdx, %r9
	movq	%rcx, %rdx
.L85:
	movslq	(%r10), %rcx
	movslq	(%rsi,%rcx,4), %rcx
	movzbl	(%rdi,%rcx), %r11d
	movslq	(%r9), %rcx
	movslq	(%rsi,%rcx,4), %rcx
	movzbl	(%rdi,%rcx), %ecx
	cmpb	%r11b, %cl
	jb	.L86
	movl	%r11d, %ecx
	movq	%r9, %r11
	movq	%r10, %r9
	movq	%r11, %r10
.L86:
	cmpb	%cl, %al
	jb	.L87
	movl	%eax, %ecx
	movq	%r8, %r9
	movq	%r10, %rdx
.L87:
	movslq	(%rdx), %rax
	popq	%rbx
	.cfi_def_cfa_offset 8
	movslq	(%rsi,%rax,4), %rax
	cmpb	(%rdi,%rax), %cl
	movq	%rdx, %rax
	cmovb	%r9, %rax
	ret
	.cfi_endproc
.LFE13:
	.size	ss_median5, .-ss_median5
	.p2align 4
	.type	ss_pivot, @function
ss_pivot:
.LFB14:
	.cfi_startproc
	movq	%rcx, %rax
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	subq	%rdx, %rax
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	sarq	$2, %rax
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	movq	%rdi, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%rcx, %rbx
	movl	%eax, %ecx
	shrl	$31, %ecx
	leaq	-4(%rbx), %r14
	addl	%eax, %ecx
	sarl	%ecx
	movslq	%ecx, %rcx
	leaq	(%rdx,%rcx,4), %r12
	cmpl	$512, %eax
	jg	.L92
	cmpl	$32, %eax
	jg	.L93
	movq	%r14, %r8
	movq	%r12, %rcx
	jmp	.L97
	.p2align 4,,10
	.p2align 3
.L92:
	sarl	$3, %eax
	leal	(%rax,%rax), %r15d
	cltq
	movslq	%r15d, %r15
	leaq	0(,%rax,4), %r11
	salq	$2, %r15
	leaq	(%rdx,%r11), %rcx
	leaq	(%rdx,%r15), %r8
	call	ss_median3
	movq	%r12, %rdx
	leaq	(%r12,%r11), %r8
	movq	%r12, %rcx
	subq	%r11, %rdx
	movq	%rbp, %rdi
	movq	%rax, %r13
	call	ss_median3
	movq	%r14, %r8
	movq	%rbp, %rdi
	movq	%rax, %r12
	movq	$-4, %rax
	movq	%rax, %rcx
	subq	%r15, %rax
	subq	%r11, %rcx
	leaq	(%rbx,%rax), %rdx
	addq	%rbx, %rcx
	call	ss_median3
	movq	%r12, %rcx
	movq	%r13, %rdx
	movq	%rax, %r8
.L97:
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 48
	movq	%rbp, %rdi
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
	jmp	ss_median3
	.p2align 4,,10
	.p2align 3
.L93:
	.cfi_restore_state
	sarl	$2, %eax
	pushq	%r14
	.cfi_def_cfa_offset 64
	movq	%r12, %r8
	movslq	%eax, %rcx
	salq	$2, %rcx
	subq	%rcx, %rbx
	addq	%rdx, %rcx
	leaq	-4(%rbx), %r9
	call	ss_median5
	popq	%rdx
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
	.cfi_endproc
.LFE14:
	.size	ss_pivot, .-ss_pivot
	.p2align 4
	.type	ss_partition, @function
ss_partition:
.LFB15:
	.cfi_startproc
	movq	%rsi, %r10
	leaq	-4(%rsi), %r9
	jmp	.L99
	.p2align 4,,10
	.p2align 3
.L109:
	movslq	(%r9), %rax
	movl	(%rdi,%rax,4), %r8d
	movq	%rax, %rsi
	addl	%ecx, %r8d
	cmpl	%r8d, 4(%rdi,%rax,4)
	jge	.L101
	notl	%esi
.L105:
	movl	%esi, (%r9)
.L99:
	addq	$4, %r9
	cmpq	%rdx, %r9
	jb	.L109
	subq	$4, %rdx
	cmpq	%rdx, %r9
	jnb	.L104
	.p2align 4,,10
	.p2align 3
.L111:
	movslq	(%rdx), %rax
	movl	(%rdi,%rax,4), %r8d
	movq	%rax, %rsi
	addl	%ecx, %r8d
	cmpl	%r8d, 4(%rdi,%rax,4)
	jl	.L110
.L101:
	subq	$4, %rdx
	cmpq	%rdx, %r9
	jb	.L111
.L104:
	cmpq	%r9, %r10
	jnb	.L98
	notl	(%r10)
.L98:
	movq	%r9, %rax
	ret
	.p2align 4,,10
	.p2align 3
.L110:
	movl	(%r9), %eax
	notl	%esi
	movl	%eax, (%rdx)
	jmp	.L105
	.cfi_endproc
.LFE15:
	.size	ss_partition, .-ss_partition
	.p2align 4
	.type	ss_blockswap, @function
ss_blockswap:
.LFB17:
	.cfi_startproc
	testl	%edx, %edx
	jle	.L112
	movl	%edx, %edx
	leaq	(%rdi,%rdx,4), %rcx
	.p2align 4,,10
	.p2align 3
.L114:
	movl	(%rsi), %edx
	movl	(%rdi), %eax
	addq	$4, %rdi
	addq	$4, %rsi
	movl	%edx, -4(%rdi)
	movl	%eax, -4(%rsi)
	cmpq	%rcx, %rdi
	jne	.L114
.L112:
	ret
	.cfi_endproc
.LFE17:
	.size	ss_blockswap, .-ss_blockswap
	.p2align 4
	.type	ss_rotate, @function
ss_rotate:
.LFB18:
	.cfi_startproc
	movq	%rdx, %rcx
	movq	%rsi, %rdx
	subq	%rdi, %rdx
	movq	%rcx, %rax
	subq	%rsi, %rax
	sarq	$2, %rdx
	sarq	$2, %rax
	testl	%edx, %edx
	jle	.L143
	testl	%eax, %eax
	jle	.L143
	movq	%rsi, %r11
	movl	%eax, %esi
	cmpl	%eax, %edx
	je	.L144
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	movl	%edx, %r8d
	movq	%rcx, %rdx
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	leaq	1(%r11), %r13
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	leaq	-5(%r11), %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	leaq	-4(%r11), %rbx
	.p2align 4,,10
	.p2align 3
.L121:
	cmpl	%esi, %r8d
	jge	.L122
	movq	%rbx, %rax
	movl	-4(%rdx), %r14d
	leaq	-4(%rdx), %r9
	leaq	-1(%rdi), %rdx
	subq	%rdi, %rax
	xorl	%r10d, %r10d
	leal	1(%r8), %ecx
	shrq	$2, %rax
	movq	%rax, %r15
	notq	%rax
	negq	%r15
	salq	$2, %r15
	cmpq	%rdx, %rbp
	cmovb	%r10, %r15
	leaq	0(,%rax,4), %r10
	movq	$-4, %rax
	cmovb	%rax, %r10
	subq	$8, %r15
	.p2align 4,,10
	.p2align 3
.L125:
	movq	%rbx, %rax
	movq	%r9, %rdx
	.p2align 4,,10
	.p2align 3
.L123:
	movl	(%rax), %r12d
	subq	$4, %rax
	subq	$4, %rdx
	movl	%r12d, 4(%rdx)
	movl	(%rdx), %r12d
	movl	%r12d, 4(%rax)
	cmpq	%rdi, %rax
	jnb	.L123
	leaq	(%r9,%r10), %rdx
	subl	%ecx, %esi
	movl	%r14d, (%rdx)
	cmpl	%r8d, %esi
	jle	.L124
	movl	-4(%rdx), %r14d
	addq	%r15, %r9
	jmp	.L125
	.p2align 4,,10
	.p2align 3
.L124:
	testl	%r8d, %r8d
	jle	.L116
	testl	%esi, %esi
	jle	.L116
	cmpl	%esi, %r8d
	jne	.L121
	popq	%rbx
	.cfi_remember_state
	.cfi_restore 3
	.cfi_def_cfa_offset 48
	movl	%esi, %edx
	popq	%rbp
	.cfi_restore 6
	.cfi_def_cfa_offset 40
	movq	%r11, %rsi
	popq	%r12
	.cfi_restore 12
	.cfi_def_cfa_offset 32
	popq	%r13
	.cfi_restore 13
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_restore 14
	.cfi_def_cfa_offset 16
	popq	%r15
	.cfi_restore 15
	.cfi_def_cfa_offset 8
	jmp	ss_blockswap
	.p2align 4,,10
	.p2align 3
.L122:
	.cfi_restore_state
	movq	%rdx, %rax
	xorl	%r10d, %r10d
	movl	(%rdi), %r9d
	leal	1(%rsi), %r15d
	subq	%r11, %rax
	subq	$1, %rax
	movq	%rax, %rcx
	andq	$-4, %rax
	shrq	$2, %rcx
	cmpq	%r13, %rdx
	cmovb	%r10, %rax
	leaq	4(,%rcx,4), %r10
	movl	$4, %ecx
	cmovb	%rcx, %r10
	leaq	8(%rax), %r14
	.p2align 4,,10
	.p2align 3
.L127:
	movq	%r11, %rax
	movq	%rdi, %rcx
	.p2align 4,,10
	.p2align 3
.L126:
	movl	(%rax), %r12d
	addq	$4, %rax
	addq	$4, %rcx
	movl	%r12d, -4(%rcx)
	movl	(%rcx), %r12d
	movl	%r12d, -4(%rax)
	cmpq	%rdx, %rax
	jb	.L126
	leaq	(%rdi,%r10), %rax
	subl	%r15d, %r8d
	addq	%r14, %rdi
	movl	%r9d, (%rax)
	cmpl	%esi, %r8d
	jle	.L124
	movl	4(%rax), %r9d
	jmp	.L127
.L116:
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
.L144:
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	.cfi_restore 14
	.cfi_restore 15
	movl	%eax, %edx
	movq	%r11, %rsi
	jmp	ss_blockswap
.L143:
	ret
	.cfi_endproc
.LFE18:
	.size	ss_rotate, .-ss_rotate
	.p2align 4
	.type	tr_ilg, @function
tr_ilg:
.LFB24:
	.cfi_startproc
	cmpl	$65535, %edi
	jbe	.L148
	cmpl	$16777215, %edi
	jbe	.L149
	shrl	$24, %edi
	leaq	lg_table(%rip), %rax
	movl	(%rax,%rdi,4), %eax
	addl	$24, %eax
	ret
	.p2align 4,,10
	.p2align 3
.L148:
	testl	$65280, %edi
	je	.L151
	sarl	$8, %edi
	leaq	lg_table(%rip), %rax
	movslq	%edi, %rdi
	movl	(%rax,%rdi,4), %eax
	addl	$8, %eax
	ret
	.p2align 4,,10
	.p2align 3
.L151:
	movzbl	%dil, %edi
	leaq	lg_table(%rip), %rax
	movl	(%rax,%rdi,4), %eax
	ret
	.p2align 4,,10
	.p2align 3
.L149:
	sarl	$16, %edi
	leaq	lg_table(%rip), %rax
	movslq	%edi, %rdi
	movl	(%rax,%rdi,4), %eax
	addl	$16, %eax
	ret
	.cfi_endproc
.LFE24:
	.size	tr_ilg, .-tr_ilg
	.p2align 4
	.type	tr_insertionsort, @function
tr_insertionsort:
.LFB25:
	.cfi_startproc
	movq	%rdx, %rax
	leaq	4(%rsi), %rdx
	movq	%rsi, %rcx
	cmpq	%rax, %rdx
	jnb	.L152
	leaq	-5(%rax), %r10
	movq	%rsi, %r8
	subq	%rsi, %r10
	andq	$-4, %r10
	addq	%rdx, %r10
	.p2align 4,,10
	.p2align 3
.L159:
	movslq	4(%r8), %rdx
	movq	%r8, %rax
	movq	%rdx, %r9
	leaq	(%rdi,%rdx,4), %rsi
	movslq	(%r8), %rdx
	.p2align 4,,10
	.p2align 3
.L154:
	movl	(%rdi,%rdx,4), %edx
	cmpl	%edx, (%rsi)
	js	.L156
	jmp	.L164
	.p2align 4,,10
	.p2align 3
.L165:
	movslq	(%rax), %rdx
	testl	%edx, %edx
	jns	.L154
.L156:
	movl	(%rax), %edx
	subq	$4, %rax
	movl	%edx, 8(%rax)
	cmpq	%rcx, %rax
	jnb	.L165
.L155:
	addq	$4, %r8
	movl	%r9d, 4(%rax)
	cmpq	%r8, %r10
	jne	.L159
.L152:
	ret
.L164:
	jne	.L155
	addq	$4, %r8
	notl	(%rax)
	movl	%r9d, 4(%rax)
	cmpq	%r8, %r10
	jne	.L159
	jmp	.L152
	.cfi_endproc
.LFE25:
	.size	tr_insertionsort, .-tr_insertionsort
	.p2align 4
	.type	tr_fixdown, @function
tr_fixdown:
.LFB26:
	.cfi_startproc
	movl	%ecx, %r10d
	movslq	%edx, %rcx
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rdi, %r9
	leaq	(%rsi,%rcx,4), %r8
	movslq	(%r8), %rax
	movl	(%rdi,%rax,4), %r11d
	leal	1(%rdx,%rdx), %edi
	movq	%rax, %rbx
	cmpl	%edi, %r10d
	jg	.L169
	jmp	.L167
	.p2align 4,,10
	.p2align 3
.L174:
	movl	%r8d, %eax
	leaq	(%rsi,%rcx,4), %r8
	cmpl	%r11d, %eax
	jle	.L167
.L175:
	movslq	%edx, %rax
	leaq	(%rsi,%rax,4), %rcx
	movl	(%rcx), %edi
	movl	%edi, (%r8)
	leal	1(%rdx,%rdx), %edi
	cmpl	%r10d, %edi
	jge	.L173
	movq	%rax, %rcx
.L169:
	leal	2(%rdx,%rdx), %edx
	movslq	%edi, %rax
	movslq	%edx, %r8
	movslq	(%rsi,%rax,4), %rax
	movslq	(%rsi,%r8,4), %r8
	movl	(%r9,%rax,4), %eax
	movl	(%r9,%r8,4), %r8d
	cmpl	%r8d, %eax
	jl	.L174
	movl	%edi, %edx
	leaq	(%rsi,%rcx,4), %r8
	cmpl	%r11d, %eax
	jg	.L175
.L167:
	movl	%ebx, (%r8)
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L173:
	.cfi_restore_state
	movq	%rcx, %r8
	movl	%ebx, (%r8)
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE26:
	.size	tr_fixdown, .-tr_fixdown
	.p2align 4
	.type	tr_heapsort, @function
tr_heapsort:
.LFB27:
	.cfi_startproc
	pushq	%r13
	.cfi_def_cfa_offset 16
	.cfi_offset 13, -16
	movl	%edx, %r13d
	pushq	%r12
	.cfi_def_cfa_offset 24
	.cfi_offset 12, -24
	movq	%rdi, %r12
	pushq	%rbp
	.cfi_def_cfa_offset 32
	.cfi_offset 6, -32
	movl	%edx, %ebp
	pushq	%rbx
	.cfi_def_cfa_offset 40
	.cfi_offset 3, -40
	andl	$1, %r13d
	je	.L177
	movl	%edx, %ebx
	shrl	$31, %ebx
	addl	%edx, %ebx
	sarl	%ebx
	subl	$1, %ebx
	js	.L179
	.p2align 4,,10
	.p2align 3
.L182:
	movl	%ebx, %edx
	movl	%ebp, %ecx
	movq	%r12, %rdi
	call	tr_fixdown
	subl	$1, %ebx
	jnb	.L182
	testl	%r13d, %r13d
	je	.L190
.L179:
	subl	$1, %ebp
	movslq	%ebp, %rbx
	testl	%ebp, %ebp
	jle	.L176
	.p2align 4,,10
	.p2align 3
.L184:
	movl	(%rsi,%rbx,4), %eax
	movl	(%rsi), %ebp
	movl	%ebx, %ecx
	xorl	%edx, %edx
	movq	%r12, %rdi
	movl	%eax, (%rsi)
	call	tr_fixdown
	movl	%ebp, (%rsi,%rbx,4)
	subq	$1, %rbx
	testl	%ebx, %ebx
	jg	.L184
.L176:
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
.L177:
	.cfi_restore_state
	subl	$1, %ebp
	movl	%ebp, %ebx
	shrl	$31, %ebx
	addl	%ebp, %ebx
	sarl	%ebx
	movslq	%ebx, %rax
	leaq	(%rsi,%rax,4), %rdx
	movslq	%ebp, %rax
	leaq	(%rsi,%rax,4), %rax
	movslq	(%rdx), %r9
	movslq	(%rax), %r8
	movl	(%r12,%r8,4), %r10d
	cmpl	%r10d, (%r12,%r9,4)
	jge	.L180
	movl	%r9d, (%rax)
	movl	%r8d, (%rdx)
.L180:
	subl	$1, %ebx
	jns	.L182
	.p2align 4,,10
	.p2align 3
.L181:
	movl	(%rsi), %edx
	movl	(%rax), %ecx
	movq	%r12, %rdi
	movl	%ecx, (%rsi)
	movl	%ebp, %ecx
	movl	%edx, (%rax)
	xorl	%edx, %edx
	call	tr_fixdown
	jmp	.L179
	.p2align 4,,10
	.p2align 3
.L190:
	movslq	%ebp, %rax
	leaq	(%rsi,%rax,4), %rax
	jmp	.L181
	.cfi_endproc
.LFE27:
	.size	tr_heapsort, .-tr_heapsort
	.p2align 4
	.type	tr_median3, @function
tr_median3:
.LFB28:
	.cfi_startproc
	movq	%rdi, %rax
	movslq	(%rdx), %r8
	movslq	(%rsi), %rdi
	movl	(%rax,%r8,4), %r9d
	movl	(%rax,%rdi,4), %edi
	movq	%rsi, %r8
	cmpl	%r9d, %edi
	jg	.L192
	movq	%rdx, %r8
	movl	%r9d, %edi
	movq	%rsi, %rdx
.L192:
	movslq	(%rcx), %rsi
	movl	(%rax,%rsi,4), %esi
	cmpl	%edi, %esi
	jge	.L191
	movslq	(%rdx), %rdi
	cmpl	(%rax,%rdi,4), %esi
	cmovge	%rcx, %rdx
	movq	%rdx, %r8
.L191:
	movq	%r8, %rax
	ret
	.cfi_endproc
.LFE28:
	.size	tr_median3, .-tr_median3
	.p2align 4
	.type	tr_median5, @function
tr_median5:
.LFB29:
	.cfi_startproc
	movslq	(%rdx), %rax
	movl	(%rdi,%rax,4), %r10d
	movslq	(%rcx), %rax
	movl	(%rdi,%rax,4), %eax
	cmpl	%eax, %r10d
	jg	.L197
	movl	%r10d, %eax
	movq	%rcx, %r10
	movq	%rdx, %rcx
	movq	%r10, %rdx
.L197:
	movslq	(%r8), %r10
	movl	(%rdi,%r10,4), %r11d
	movslq	(%r9), %r10
	movl	(%rdi,%r10,4), %r10d
	cmpl	%r10d, %r11d
	jg	.L198
	movl	%r11d, %r10d
	movq	%r9, %r11
	movq	%r8, %r9
	movq	%r11, %r8
.L198:
	cmpl	%r10d, %eax
	jg	.L199
	movq	%r9, %rcx
	movq	%r8, %r9
	movl	%r10d, %eax
	movq	%rdx, %r8
	movq	%r9, %rdx
.L199:
	movslq	(%rsi), %r9
	movl	(%rdi,%r9,4), %r10d
	movslq	(%r8), %r9
	movl	(%rdi,%r9,4), %r9d
	cmpl	%r9d, %r10d
	jg	.L200
	movl	%r10d, %r9d
	movq	%r8, %r10
	movq	%rsi, %r8
	movq	%r10, %rsi
.L200:
	cmpl	%r9d, %eax
	jl	.L201
	movl	%eax, %r9d
	movq	%rcx, %r8
	movq	%rsi, %rdx
.L201:
	movslq	(%rdx), %rax
	cmpl	%r9d, (%rdi,%rax,4)
	movq	%rdx, %rax
	cmovg	%r8, %rax
	ret
	.cfi_endproc
.LFE29:
	.size	tr_median5, .-tr_median5
	.p2align 4
	.type	tr_pivot, @function
tr_pivot:
.LFB30:
	.cfi_startproc
	movq	%rdx, %rax
	movq	%rdx, %r11
	pushq	%r14
	.cfi_def_cfa_offset 16
	.cfi_offset 14, -16
	subq	%rsi, %rax
	pushq	%r13
	.cfi_def_cfa_offset 24
	.cfi_offset 13, -24
	sarq	$2, %rax
	pushq	%r12
	.cfi_def_cfa_offset 32
	.cfi_offset 12, -32
	leaq	-4(%r11), %r12
	movl	%eax, %edx
	pushq	%rbp
	.cfi_def_cfa_offset 40
	.cfi_offset 6, -40
	shrl	$31, %edx
	pushq	%rbx
	.cfi_def_cfa_offset 48
	.cfi_offset 3, -48
	movq	%rdi, %rbx
	addl	%eax, %edx
	sarl	%edx
	movslq	%edx, %rdx
	leaq	(%rsi,%rdx,4), %rbp
	cmpl	$512, %eax
	jg	.L205
	cmpl	$32, %eax
	jg	.L206
	movq	%r12, %rcx
	movq	%rbp, %rdx
	movq	%rbx, %rdi
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
	jmp	tr_median3
	.p2align 4,,10
	.p2align 3
.L205:
	.cfi_restore_state
	sarl	$3, %eax
	leal	(%rax,%rax), %r13d
	cltq
	movslq	%r13d, %r13
	leaq	0(,%rax,4), %r10
	salq	$2, %r13
	leaq	(%rsi,%r10), %rdx
	leaq	(%rsi,%r13), %rcx
	call	tr_median3
	movq	%rbp, %rsi
	leaq	0(%rbp,%r10), %rcx
	movq	%rbp, %rdx
	movq	%rbx, %rdi
	subq	%r10, %rsi
	movq	%rax, %r14
	call	tr_median3
	movq	%r12, %rcx
	movq	%rbx, %rdi
	movq	%rax, %rbp
	movq	$-4, %rax
	movq	%rax, %rdx
	subq	%r13, %rax
	subq	%r10, %rdx
	leaq	(%r11,%rax), %rsi
	addq	%r11, %rdx
	call	tr_median3
	movq	%rbp, %rdx
	movq	%r14, %rsi
	movq	%rbx, %rdi
	movq	%rax, %rcx
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
	jmp	tr_median3
	.p2align 4,,10
	.p2align 3
.L206:
	.cfi_restore_state
	sarl	$2, %eax
	popq	%rbx
	.cfi_def_cfa_offset 40
	movq	%r12, %r9
	movq	%rbp, %rcx
	movslq	%eax, %rdx
	popq	%rbp
	.cfi_def_cfa_offset 32
	popq	%r12
	.cfi_def_cfa_offset 24
	salq	$2, %rdx
	popq	%r13
	.cfi_def_cfa_offset 16
	popq	%r14
	.cfi_def_cfa_offset 8
	subq	%rdx, %r11
	addq	%rsi, %rdx
	leaq	-4(%r11), %r8
	jmp	tr_median5
	.cfi_endproc
.LFE30:
	.size	tr_pivot, .-tr_pivot
	.p2align 4
	.type	trbudget_init, @function
trbudget_init:
.LFB31:
	.cfi_startproc
	movl	%esi, (%rdi)
	movl	%edx, 8(%rdi)
	movl	%edx, 4(%rdi)
	ret
	.cfi_endproc
.LFE31:
	.size	trbudget_init, .-trbudget_init
	.p2align 4
	.type	trbudget_check, @function
trbudget_check:
.LFB32:
	.cfi_startproc
	movl	4(%rdi), %eax
	cmpl	%esi, %eax
	jge	.L215
	movl	(%rdi), %edx
	testl	%edx, %edx
	je	.L216
	addl	8(%rdi), %eax
	subl	$1, %edx
	subl	%esi, %eax
	movl	%edx, (%rdi)
	movl	%eax, 4(%rdi)
.L212:
	movl	$1, %edx
	movl	%edx, %eax
	ret
	.p2align 4,,10
	.p2align 3
.L216:
	addl	%esi, 12(%rdi)
	movl	%edx, %eax
	ret
	.p2align 4,,10
	.p2align 3
.L215:
	subl	%esi, %eax
	movl	%eax, 4(%rdi)
	jmp	.L212
	.cfi_endproc
.LFE32:
	.size	trbudget_check, .-trbudget_check
	.p2align 4
	.type	tr_partition, @function
tr_partition:
.LFB33:
	.cfi_startproc
	pushq	%r13
	.cfi_def_cfa_offset 16
	.cfi_offset 13, -16
	leaq	-4(%rdx), %r10
	pushq	%r12
	.cfi_def_cfa_offset 24
	.cfi_offset 12, -24
	movq	%r8, %r12
	pushq	%rbp
	.cfi_def_cfa_offset 32
	.cfi_offset 6, -32
	movq	%rcx, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 40
	.cfi_offset 3, -40
	movq	%rsi, %rbx
	movl	40(%rsp), %ecx
	jmp	.L219
	.p2align 4,,10
	.p2align 3
.L261:
	movslq	(%r10), %rax
	cmpl	%ecx, (%rdi,%rax,4)
	jne	.L260
.L219:
	movq	%r10, %rdx
	addq	$4, %r10
	cmpq	%rbp, %r10
	jb	.L261
	movq	%r10, %rax
.L218:
	movq	%rbp, %r11
	jmp	.L224
	.p2align 4,,10
	.p2align 3
.L263:
	movslq	(%r11), %rsi
	cmpl	(%rdi,%rsi,4), %ecx
	jne	.L262
.L224:
	movq	%r11, %rdx
	subq	$4, %r11
	cmpq	%r11, %rax
	jb	.L263
	.p2align 4,,10
	.p2align 3
.L223:
	cmpq	%r10, %r11
	jb	.L238
	movq	%rax, %r8
	leaq	-4(%rax), %r13
	subq	%r10, %r8
	subq	%rbx, %r10
	movq	%r8, %rdx
	sarq	$2, %r10
	sarq	$2, %rdx
	cmpl	%edx, %r10d
	movl	%edx, %ecx
	movq	%rax, %rdx
	cmovle	%r10d, %ecx
	movslq	%ecx, %rsi
	salq	$2, %rsi
	subq	%rsi, %rdx
	testl	%ecx, %ecx
	jle	.L239
	movl	%ecx, %ecx
	leaq	(%rdx,%rcx,4), %r10
	movq	%rbx, %rcx
	.p2align 4,,10
	.p2align 3
.L240:
	movl	(%rcx), %esi
	movl	(%rdx), %edi
	addq	$4, %rdx
	addq	$4, %rcx
	movl	%edi, -4(%rcx)
	movl	%esi, -4(%rdx)
	cmpq	%rdx, %r10
	jne	.L240
.L239:
	movq	%r11, %rdi
	movq	%rbp, %rcx
	subq	%r13, %rdi
	subq	%r11, %rcx
	sarq	$2, %rcx
	movq	%rdi, %rdx
	sarq	$2, %rdx
	subl	$1, %ecx
	cmpl	%edx, %ecx
	cmovg	%edx, %ecx
	movq	%rbp, %rdx
	movslq	%ecx, %rsi
	salq	$2, %rsi
	subq	%rsi, %rdx
	testl	%ecx, %ecx
	jle	.L241
	movl	%ecx, %ecx
	leaq	(%rdx,%rcx,4), %r10
	.p2align 4,,10
	.p2align 3
.L242:
	movl	(%rax), %ecx
	movl	(%rdx), %esi
	addq	$4, %rdx
	addq	$4, %rax
	movl	%esi, -4(%rax)
	movl	%ecx, -4(%rdx)
	cmpq	%rdx, %r10
	jne	.L242
.L241:
	addq	%r8, %rbx
	subq	%rdi, %rbp
.L238:
	movq	%rbx, (%r12)
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 32
	movq	%rbp, (%r9)
	popq	%rbp
	.cfi_def_cfa_offset 24
	popq	%r12
	.cfi_def_cfa_offset 16
	popq	%r13
	.cfi_def_cfa_offset 8
	ret
.L262:
	.cfi_restore_state
	jl	.L243
	movq	%r11, %rdx
	.p2align 4,,10
	.p2align 3
.L237:
	movl	(%rdx), %r8d
	movl	(%rax), %esi
	addq	$4, %rax
	movl	%r8d, -4(%rax)
	movl	%esi, (%rdx)
	cmpq	%rdx, %rax
	jb	.L230
	jmp	.L235
	.p2align 4,,10
	.p2align 3
.L233:
	jne	.L232
	movl	(%r10), %r8d
	addq	$4, %r10
	movl	%r8d, (%rax)
	movl	%esi, -4(%r10)
.L232:
	addq	$4, %rax
	cmpq	%rdx, %rax
	jnb	.L235
.L230:
	movslq	(%rax), %r8
	movq	%r8, %rsi
	cmpl	(%rdi,%r8,4), %ecx
	jge	.L233
	.p2align 4,,10
	.p2align 3
.L235:
	subq	$4, %rdx
	cmpq	%rdx, %rax
	jnb	.L223
	movslq	(%rdx), %r8
	movq	%r8, %rsi
	cmpl	(%rdi,%r8,4), %ecx
	jg	.L259
	jne	.L235
	movl	(%r11), %r8d
	subq	$4, %r11
	movl	%r8d, (%rdx)
	movl	%esi, 4(%r11)
	jmp	.L235
.L243:
	subq	$8, %rdx
	cmpq	%rdx, %rax
	jb	.L226
	jmp	.L223
	.p2align 4,,10
	.p2align 3
.L229:
	jne	.L228
	movl	(%r11), %r8d
	subq	$4, %r11
	movl	%r8d, (%rdx)
	movl	%esi, 4(%r11)
.L228:
	subq	$4, %rdx
	cmpq	%rdx, %rax
	jnb	.L223
.L226:
	movslq	(%rdx), %r8
	movq	%r8, %rsi
	cmpl	(%rdi,%r8,4), %ecx
	jle	.L229
	.p2align 4,,10
	.p2align 3
.L259:
	cmpq	%rdx, %rax
	jb	.L237
	jmp	.L223
	.p2align 4,,10
	.p2align 3
.L260:
	movq	%r10, %rax
	jge	.L218
	leaq	8(%rdx), %rax
	cmpq	%rbp, %rax
	jb	.L220
	jmp	.L218
	.p2align 4,,10
	.p2align 3
.L222:
	jne	.L221
	movl	(%r10), %esi
	addq	$4, %r10
	movl	%esi, (%rax)
	movl	%edx, -4(%r10)
.L221:
	addq	$4, %rax
	cmpq	%rbp, %rax
	jnb	.L218
.L220:
	movslq	(%rax), %rsi
	movq	%rsi, %rdx
	cmpl	(%rdi,%rsi,4), %ecx
	jge	.L222
	jmp	.L218
	.cfi_endproc
.LFE33:
	.size	tr_partition, .-tr_partition
	.p2align 4
	.type	tr_copy, @function
tr_copy:
.LFB34:
	.cfi_startproc
	movq	%rdi, %r10
	movq	%r8, %rdi
	pushq	%rbp
	.cfi_def_cfa_offset 16
	.cfi_offset 6, -16
	movq	%rsi, %r11
	pushq	%rbx
	.cfi_def_cfa_offset 24
	.cfi_offset 3, -24
	subq	%rsi, %rdi
	movq	%rcx, %rbx
	movl	24(%rsp), %ecx
	sarq	$2, %rdi
	leaq	-4(%rbx), %rsi
	subl	$1, %edi
	cmpq	%rdx, %rsi
	jb	.L265
	.p2align 4,,10
	.p2align 3
.L267:
	movl	(%rdx), %eax
	subl	%ecx, %eax
	js	.L266
	movslq	%eax, %rbx
	leaq	(%r10,%rbx,4), %rbx
	cmpl	%edi, (%rbx)
	jne	.L266
	leaq	4(%rsi), %rbp
	movl	%eax, 4(%rsi)
	movq	%rbp, %rax
	movq	%rbp, %rsi
	subq	%r11, %rax
	sarq	$2, %rax
	movl	%eax, (%rbx)
.L266:
	addq	$4, %rdx
	cmpq	%rdx, %rsi
	jnb	.L267
	leaq	4(%rsi), %rbx
	.p2align 4,,10
	.p2align 3
.L265:
	subq	$4, %r9
	cmpq	%r8, %rbx
	jnb	.L264
.L275:
	movl	(%r9), %eax
	subl	%ecx, %eax
	js	.L265
	movslq	%eax, %rdx
	leaq	(%r10,%rdx,4), %rdx
	cmpl	%edi, (%rdx)
	jne	.L265
	leaq	-4(%r8), %rsi
	movl	%eax, -4(%r8)
	subq	$4, %r9
	movq	%rsi, %rax
	movq	%rsi, %r8
	subq	%r11, %rax
	sarq	$2, %rax
	movl	%eax, (%rdx)
	cmpq	%r8, %rbx
	jb	.L275
.L264:
	popq	%rbx
	.cfi_def_cfa_offset 16
	popq	%rbp
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE34:
	.size	tr_copy, .-tr_copy
	.p2align 4
	.type	tr_partialcopy, @function
tr_partialcopy:
.LFB35:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	movq	%rdi, %r10
	movq	%rsi, %r11
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	movq	%r8, %r12
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	subq	%rsi, %r12
	movq	%rcx, %rbp
	sarq	$2, %r12
	leaq	-4(%rbp), %rax
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movl	56(%rsp), %ecx
	subl	$1, %r12d
	cmpq	%rdx, %rax
	jb	.L288
	movq	%rdx, %rbx
	movq	%rdx, %rsi
	movl	$-1, %r14d
	movl	$-1, %edx
	.p2align 4,,10
	.p2align 3
.L280:
	movslq	(%rsi), %rdi
	movl	%edi, %r15d
	subl	%ecx, %r15d
	js	.L278
	movslq	%r15d, %rbp
	leaq	(%r10,%rbp,4), %rbp
	cmpl	%r12d, 0(%rbp)
	jne	.L278
	leaq	4(%rax), %r13
	movl	%r15d, 4(%rax)
	movl	(%r10,%rdi,4), %edi
	movq	%r13, %rax
	subq	%r11, %rax
	sarq	$2, %rax
	cmpl	%r14d, %edi
	movl	%edi, %r14d
	cmovne	%eax, %edx
	movq	%r13, %rax
	movl	%edx, 0(%rbp)
.L278:
	addq	$4, %rsi
	cmpq	%rsi, %rax
	jnb	.L280
	leaq	4(%rax), %rbp
	cmpq	%rbx, %rax
	jb	.L277
	movl	$-1, %esi
	.p2align 4,,10
	.p2align 3
.L283:
	movslq	(%rax), %rdi
	movl	%esi, %r14d
	leaq	(%r10,%rdi,4), %r13
	movq	%rax, %rdi
	movl	0(%r13), %esi
	subq	%r11, %rdi
	sarq	$2, %rdi
	cmpl	%r14d, %esi
	cmovne	%edi, %edx
	cmpl	%esi, %edx
	je	.L282
	movl	%edx, 0(%r13)
.L282:
	subq	$4, %rax
	cmpq	%rbx, %rax
	jnb	.L283
.L277:
	subq	$4, %r9
	movl	$-1, %ebx
	cmpq	%r8, %rbp
	jnb	.L276
	.p2align 4,,10
	.p2align 3
.L284:
	movslq	(%r9), %rax
	movl	%eax, %esi
	subl	%ecx, %esi
	js	.L285
	movslq	%esi, %rdi
	leaq	(%r10,%rdi,4), %rdi
	cmpl	%r12d, (%rdi)
	jne	.L285
	leaq	-4(%r8), %r13
	movl	%esi, -4(%r8)
	movl	(%r10,%rax,4), %esi
	movq	%r13, %rax
	movq	%r13, %r8
	subq	%r11, %rax
	sarq	$2, %rax
	cmpl	%ebx, %esi
	movl	%esi, %ebx
	cmovne	%eax, %edx
	movl	%edx, (%rdi)
.L285:
	subq	$4, %r9
	cmpq	%r8, %rbp
	jb	.L284
.L276:
	popq	%rbx
	.cfi_remember_state
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
.L288:
	.cfi_restore_state
	movl	$-1, %edx
	jmp	.L277
	.cfi_endproc
.LFE35:
	.size	tr_partialcopy, .-tr_partialcopy
	.section	.rodata.str1.1,"aMS",@progbits,1
.LC0:
	.string	"divsufsort.c"
.LC1:
	.string	"T[s] == c1"
	.section	.rodata.str1.8,"aMS",@progbits,1
	.align 8
.LC2:
	.string	"((s + 1) < n) && (T[s] <= T[s + 1])"
	.section	.rodata.str1.1
.LC3:
	.string	"T[s - 1] <= T[s]"
.LC4:
	.string	"k < j"
.LC5:
	.string	"k != NULL"
	.section	.rodata.str1.8
	.align 8
.LC6:
	.string	"((s == 0) && (T[s] == c1)) || (s < 0)"
	.section	.rodata.str1.1
.LC7:
	.string	"T[s - 1] >= T[s]"
.LC8:
	.string	"i < k"
.LC9:
	.string	"s < 0"
	.text
	.p2align 4
	.type	construct_SA, @function
construct_SA:
.LFB39:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	movl	%r8d, %r14d
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	movq	%rsi, %rbp
	movq	%rdx, %rsi
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	subq	$24, %rsp
	.cfi_def_cfa_offset 80
	testl	%r9d, %r9d
	jle	.L296
	movq	%rdx, 8(%rsp)
	movq	%rcx, %r13
	movl	$254, %r12d
	.p2align 4,,10
	.p2align 3
.L311:
	movl	%r12d, %r15d
	leal	1(%r12), %eax
	sall	$8, %r15d
	orl	%r15d, %eax
	cltq
	movslq	0(%r13,%rax,4), %rax
	leaq	0(%rbp,%rax,4), %rbx
	movq	8(%rsp), %rax
	movslq	4(%rax,%r12,4), %rax
	leaq	-4(%rbp,%rax,4), %rdx
	cmpq	%rbx, %rdx
	jb	.L297
	movl	$-1, %ecx
	xorl	%r8d, %r8d
	jmp	.L310
	.p2align 4,,10
	.p2align 3
.L343:
	movslq	%eax, %rsi
	movzbl	(%rdi,%rsi), %r10d
	movl	%r10d, %r9d
	cmpl	%r12d, %r10d
	jne	.L339
	leal	1(%rax), %r10d
	cmpl	%r14d, %r10d
	jge	.L300
	cmpb	%r9b, 1(%rdi,%rsi)
	jb	.L300
	leaq	-1(%rdi,%rsi), %r10
	cmpb	(%r10), %r9b
	jb	.L340
	movl	%eax, %r9d
	movl	%eax, %r11d
	notl	%r9d
	movl	%r9d, (%rdx)
	movzbl	(%r10), %r9d
	subl	$1, %r11d
	je	.L303
	cmpb	-2(%rdi,%rsi), %r9b
	jnb	.L303
	negl	%eax
	movl	%eax, %r11d
.L303:
	movq	%r8, %rax
	cmpl	%ecx, %r9d
	je	.L304
	cmpl	$-1, %ecx
	je	.L305
	orl	%r15d, %ecx
	subq	%rbp, %r8
	movslq	%ecx, %rcx
	sarq	$2, %r8
	movl	%r8d, 0(%r13,%rcx,4)
.L305:
	movl	%r15d, %eax
	orl	%r9d, %eax
	cltq
	movslq	0(%r13,%rax,4), %rax
	leaq	0(%rbp,%rax,4), %rax
.L304:
	cmpq	%rdx, %rax
	jnb	.L341
	testq	%rax, %rax
	je	.L342
	subq	$4, %rdx
	movl	%r11d, (%rax)
	leaq	-4(%rax), %r8
	movl	%r9d, %ecx
	cmpq	%rbx, %rdx
	jb	.L297
.L310:
	movl	(%rdx), %eax
	testl	%eax, %eax
	jg	.L343
	jne	.L309
	movzbl	(%rdi), %esi
	cmpl	%r12d, %esi
	je	.L309
	leaq	__PRETTY_FUNCTION__.2(%rip), %rcx
	movl	$1644, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC6(%rip), %rdi
	call	__assert_fail@PLT
	.p2align 4,,10
	.p2align 3
.L309:
	notl	%eax
	subq	$4, %rdx
	movl	%eax, 4(%rdx)
	cmpq	%rbx, %rdx
	jnb	.L310
.L297:
	subq	$1, %r12
	jnb	.L311
	movq	8(%rsp), %rsi
.L296:
	movslq	%r14d, %rax
	leal	-1(%r14), %r9d
	movzbl	-1(%rdi,%rax), %r8d
	movzbl	%r8b, %ecx
	movslq	(%rsi,%rcx,4), %rcx
	leaq	0(%rbp,%rcx,4), %rcx
	cmpb	%r8b, -2(%rdi,%rax)
	jnb	.L313
	negl	%r14d
	movl	%r14d, %r9d
.L313:
	leaq	0(%rbp,%rax,4), %r11
	movl	%r9d, (%rcx)
	leaq	4(%rcx), %r12
	cmpq	%r11, %rbp
	jnb	.L295
	movq	%rbp, %rdx
	jmp	.L323
	.p2align 4,,10
	.p2align 3
.L346:
	movslq	%eax, %rbx
	movzbl	-1(%rdi,%rbx), %ecx
	cmpb	(%rdi,%rbx), %cl
	jb	.L344
	movl	%eax, %r10d
	movzbl	%cl, %r9d
	subl	$1, %r10d
	je	.L317
	cmpb	%cl, -2(%rdi,%rbx)
	jnb	.L318
.L317:
	negl	%eax
	movl	%eax, %r10d
.L318:
	movq	%r12, %rax
	cmpl	%r8d, %r9d
	je	.L319
	subq	%rbp, %rax
	movslq	%r8d, %r8
	sarq	$2, %rax
	movl	%eax, (%rsi,%r8,4)
	movslq	(%rsi,%rcx,4), %rax
	leaq	0(%rbp,%rax,4), %rax
.L319:
	cmpq	%rax, %rdx
	jnb	.L345
	addq	$4, %rdx
	movl	%r10d, (%rax)
	leaq	4(%rax), %r12
	movl	%r9d, %r8d
	cmpq	%r11, %rdx
	jnb	.L295
.L323:
	movl	(%rdx), %eax
	testl	%eax, %eax
	jg	.L346
	je	.L347
	notl	%eax
	addq	$4, %rdx
	movl	%eax, -4(%rdx)
	cmpq	%r11, %rdx
	jb	.L323
.L295:
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
.L300:
	.cfi_restore_state
	leaq	__PRETTY_FUNCTION__.2(%rip), %rcx
	movl	$1632, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC2(%rip), %rdi
	call	__assert_fail@PLT
.L341:
	leaq	__PRETTY_FUNCTION__.2(%rip), %rcx
	movl	$1641, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC4(%rip), %rdi
	call	__assert_fail@PLT
.L342:
	leaq	__PRETTY_FUNCTION__.2(%rip), %rcx
	movl	$1641, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC5(%rip), %rdi
	call	__assert_fail@PLT
.L340:
	leaq	__PRETTY_FUNCTION__.2(%rip), %rcx
	movl	$1633, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC3(%rip), %rdi
	call	__assert_fail@PLT
.L339:
	leaq	__PRETTY_FUNCTION__.2(%rip), %rcx
	movl	$1631, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC1(%rip), %rdi
	call	__assert_fail@PLT
.L347:
	leaq	__PRETTY_FUNCTION__.2(%rip), %rcx
	movl	$1668, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC9(%rip), %rdi
	call	__assert_fail@PLT
.L344:
	leaq	__PRETTY_FUNCTION__.2(%rip), %rcx
	movl	$1658, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC7(%rip), %rdi
	call	__assert_fail@PLT
.L345:
	leaq	__PRETTY_FUNCTION__.2(%rip), %rcx
	movl	$1665, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC8(%rip), %rdi
	call	__assert_fail@PLT
	.cfi_endproc
.LFE39:
	.size	construct_SA, .-construct_SA
	.p2align 4
	.type	construct_BWT, @function
construct_BWT:
.LFB40:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	movq	%rdi, %r10
	movq	%rdx, %rdi
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	movl	%r8d, %r14d
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	movq	%rsi, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	subq	$24, %rsp
	.cfi_def_cfa_offset 80
	testl	%r9d, %r9d
	jle	.L353
	movq	%rdx, 8(%rsp)
	movq	%rcx, %r13
	movl	$254, %r12d
	.p2align 4,,10
	.p2align 3
.L349:
	movl	%r12d, %r15d
	leal	1(%r12), %eax
	sall	$8, %r15d
	orl	%r15d, %eax
	cltq
	movslq	0(%r13,%rax,4), %rax
	leaq	0(%rbp,%rax,4), %rbx
	movq	8(%rsp), %rax
	movslq	4(%rax,%r12,4), %rax
	leaq	-4(%rbp,%rax,4), %rax
	cmpq	%rbx, %rax
	jb	.L367
	movl	$-1, %esi
	xorl	%r8d, %r8d
	jmp	.L352
	.p2align 4,,10
	.p2align 3
.L403:
	movslq	%edx, %rdi
	movzbl	(%r10,%rdi), %r9d
	movl	%r9d, %ecx
	cmpl	%r12d, %r9d
	jne	.L399
	leal	1(%rdx), %r9d
	cmpl	%r14d, %r9d
	jge	.L356
	cmpb	%cl, 1(%r10,%rdi)
	jb	.L356
	movzbl	-1(%r10,%rdi), %r9d
	cmpb	%r9b, %cl
	jb	.L400
	movzbl	%r9b, %ecx
	movl	%ecx, %r11d
	notl	%r11d
	movl	%r11d, (%rax)
	movl	%edx, %r11d
	subl	$1, %r11d
	je	.L359
	cmpb	-2(%r10,%rdi), %r9b
	jnb	.L359
	negl	%edx
	movl	%edx, %r11d
.L359:
	movq	%r8, %rdx
	cmpl	%esi, %ecx
	je	.L360
	cmpl	$-1, %esi
	je	.L361
	orl	%r15d, %esi
	subq	%rbp, %r8
	movslq	%esi, %rsi
	sarq	$2, %r8
	movl	%r8d, 0(%r13,%rsi,4)
.L361:
	movl	%r15d, %edx
	orl	%ecx, %edx
	movslq	%edx, %rdx
	movslq	0(%r13,%rdx,4), %rdx
	leaq	0(%rbp,%rdx,4), %rdx
.L360:
	cmpq	%rax, %rdx
	jnb	.L401
	testq	%rdx, %rdx
	je	.L402
	movl	%r11d, (%rdx)
	leaq	-4(%rdx), %r8
	movl	%ecx, %esi
.L364:
	subq	$4, %rax
	cmpq	%rbx, %rax
	jb	.L367
.L352:
	movl	(%rax), %edx
	testl	%edx, %edx
	jg	.L403
	je	.L365
	notl	%edx
	subq	$4, %rax
	movl	%edx, 4(%rax)
	cmpq	%rbx, %rax
	jnb	.L352
.L367:
	subq	$1, %r12
	jnb	.L349
	movq	8(%rsp), %rdi
.L353:
	movslq	%r14d, %rdx
	subl	$1, %r14d
	movq	%rbp, %r11
	movzbl	-1(%r10,%rdx), %r8d
	movzbl	%r8b, %eax
	movslq	(%rdi,%rax,4), %rax
	leaq	0(%rbp,%rax,4), %rsi
	movzbl	-2(%r10,%rdx), %eax
	leaq	4(%rsi), %r12
	movl	%eax, %r9d
	notl	%eax
	cmpb	%r8b, %r9b
	leaq	0(%rbp,%rdx,4), %r9
	movq	%rbp, %rdx
	cmovnb	%r14d, %eax
	movl	%eax, (%rsi)
	cmpq	%r9, %rbp
	jb	.L376
	jmp	.L404
	.p2align 4,,10
	.p2align 3
.L408:
	movslq	%eax, %rcx
	movzbl	-1(%r10,%rcx), %esi
	cmpb	(%r10,%rcx), %sil
	jb	.L405
	movzbl	%sil, %ebx
	movl	%ebx, (%rdx)
	subl	$1, %eax
	je	.L372
	movzbl	-2(%r10,%rcx), %ecx
	movl	%ecx, %r13d
	notl	%ecx
	cmpb	%sil, %r13b
	cmovb	%ecx, %eax
.L372:
	movq	%r12, %rcx
	cmpl	%r8d, %ebx
	je	.L373
	subq	%rbp, %rcx
	movslq	%r8d, %r8
	sarq	$2, %rcx
	movl	%ecx, (%rdi,%r8,4)
	movslq	(%rdi,%rsi,4), %rcx
	leaq	0(%rbp,%rcx,4), %rcx
.L373:
	cmpq	%rcx, %rdx
	jnb	.L406
	movl	%eax, (%rcx)
	leaq	4(%rcx), %r12
	movl	%ebx, %r8d
.L375:
	addq	$4, %rdx
	cmpq	%r9, %rdx
	jnb	.L407
.L376:
	movl	(%rdx), %eax
	testl	%eax, %eax
	jg	.L408
	je	.L382
	notl	%eax
	addq	$4, %rdx
	movl	%eax, -4(%rdx)
	cmpq	%r9, %rdx
	jb	.L376
.L407:
	movq	%r11, %rax
	subq	%rbp, %rax
	sarq	$2, %rax
.L348:
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
.L365:
	.cfi_restore_state
	movzbl	(%r10), %edx
	cmpl	%r12d, %edx
	je	.L364
	leaq	__PRETTY_FUNCTION__.1(%rip), %rcx
	movl	$1711, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC1(%rip), %rdi
	call	__assert_fail@PLT
	.p2align 4,,10
	.p2align 3
.L382:
	movq	%rdx, %r11
	jmp	.L375
.L356:
	leaq	__PRETTY_FUNCTION__.1(%rip), %rcx
	movl	$1696, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC2(%rip), %rdi
	call	__assert_fail@PLT
.L399:
	leaq	__PRETTY_FUNCTION__.1(%rip), %rcx
	movl	$1695, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC1(%rip), %rdi
	call	__assert_fail@PLT
.L402:
	leaq	__PRETTY_FUNCTION__.1(%rip), %rcx
	movl	$1705, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC5(%rip), %rdi
	call	__assert_fail@PLT
.L400:
	leaq	__PRETTY_FUNCTION__.1(%rip), %rcx
	movl	$1697, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC3(%rip), %rdi
	call	__assert_fail@PLT
.L401:
	leaq	__PRETTY_FUNCTION__.1(%rip), %rcx
	movl	$1705, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC4(%rip), %rdi
	call	__assert_fail@PLT
.L404:
	xorl	%eax, %eax
	jmp	.L348
.L405:
	leaq	__PRETTY_FUNCTION__.1(%rip), %rcx
	movl	$1725, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC7(%rip), %rdi
	call	__assert_fail@PLT
.L406:
	leaq	__PRETTY_FUNCTION__.1(%rip), %rcx
	movl	$1733, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC8(%rip), %rdi
	call	__assert_fail@PLT
	.cfi_endproc
.LFE40:
	.size	construct_BWT, .-construct_BWT
	.p2align 4
	.type	construct_BWT_indexes, @function
construct_BWT_indexes:
.LFB41:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	movq	%rdi, %r11
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	movslq	%r8d, %r13
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	leal	7(%r13), %eax
	movq	%rcx, %r12
	leal	-1(%r13), %ecx
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	movq	%rsi, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	subq	$40, %rsp
	.cfi_def_cfa_offset 96
	testl	%r13d, %r13d
	cmovns	%r13d, %eax
	movq	%rdx, 16(%rsp)
	movl	%eax, %edx
	sarl	$4, %eax
	sarl	$3, %edx
	orl	%edx, %eax
	movl	%eax, %edx
	sarl	$2, %edx
	orl	%edx, %eax
	movl	%eax, %edx
	sarl	$4, %edx
	orl	%eax, %edx
	movl	%edx, %eax
	sarl	$8, %eax
	orl	%edx, %eax
	movl	%eax, %edx
	sarl	$16, %edx
	orl	%edx, %eax
	sarl	%eax
	movl	%eax, 8(%rsp)
	addl	$1, %eax
	movl	%eax, %ebx
	movl	%eax, 12(%rsp)
	movl	%ecx, %eax
	cltd
	idivl	%ebx
	movslq	%eax, %rbx
	movq	96(%rsp), %rax
	movb	%bl, (%rax)
	testl	%r9d, %r9d
	jle	.L414
	movl	%ecx, 24(%rsp)
	movl	$254, %r14d
	movl	%ebx, 28(%rsp)
	.p2align 4,,10
	.p2align 3
.L410:
	movl	%r14d, %r15d
	leal	1(%r14), %eax
	sall	$8, %r15d
	orl	%r15d, %eax
	cltq
	movslq	(%r12,%rax,4), %rax
	leaq	0(%rbp,%rax,4), %rbx
	movq	16(%rsp), %rax
	movslq	4(%rax,%r14,4), %rax
	leaq	-4(%rbp,%rax,4), %rsi
	cmpq	%rbx, %rsi
	jb	.L429
	movl	%r13d, 4(%rsp)
	movl	$-1, %edi
	xorl	%r9d, %r9d
	jmp	.L413
	.p2align 4,,10
	.p2align 3
.L467:
	movslq	%ecx, %r8
	movzbl	(%r11,%r8), %edx
	movl	%edx, %eax
	cmpl	%r14d, %edx
	jne	.L462
	movl	4(%rsp), %r10d
	leal	1(%rcx), %edx
	cmpl	%r10d, %edx
	jge	.L417
	cmpb	%al, 1(%r11,%r8)
	jb	.L417
	leaq	-1(%r11,%r8), %r10
	movzbl	(%r10), %edx
	cmpb	%dl, %al
	jb	.L463
	testl	%ecx, 8(%rsp)
	jne	.L420
	movl	%ecx, %eax
	movq	104(%rsp), %r13
	cltd
	idivl	12(%rsp)
	movq	%rsi, %rdx
	subq	%rbp, %rdx
	sarq	$2, %rdx
	cltq
	movl	%edx, -4(%r13,%rax,4)
	movzbl	(%r10), %edx
.L420:
	movzbl	%dl, %eax
	movl	%eax, %r10d
	notl	%r10d
	movl	%r10d, (%rsi)
	movl	%ecx, %r10d
	subl	$1, %r10d
	je	.L421
	cmpb	-2(%r11,%r8), %dl
	jnb	.L421
	negl	%ecx
	movl	%ecx, %r10d
.L421:
	movq	%r9, %rdx
	cmpl	%edi, %eax
	je	.L422
	cmpl	$-1, %edi
	je	.L423
	orl	%r15d, %edi
	subq	%rbp, %r9
	movslq	%edi, %rdi
	sarq	$2, %r9
	movl	%r9d, (%r12,%rdi,4)
.L423:
	movl	%r15d, %edx
	orl	%eax, %edx
	movslq	%edx, %rdx
	movslq	(%r12,%rdx,4), %rdx
	leaq	0(%rbp,%rdx,4), %rdx
.L422:
	cmpq	%rsi, %rdx
	jnb	.L464
	testq	%rdx, %rdx
	je	.L465
	movl	%r10d, (%rdx)
	leaq	-4(%rdx), %r9
	movl	%eax, %edi
.L426:
	subq	$4, %rsi
	cmpq	%rbx, %rsi
	jb	.L466
.L413:
	movl	(%rsi), %ecx
	testl	%ecx, %ecx
	jg	.L467
	je	.L427
	notl	%ecx
	subq	$4, %rsi
	movl	%ecx, 4(%rsi)
	cmpq	%rbx, %rsi
	jnb	.L413
.L466:
	movslq	4(%rsp), %r13
.L429:
	subq	$1, %r14
	jnb	.L410
	movl	24(%rsp), %ecx
	movslq	28(%rsp), %rbx
.L414:
	movzbl	-1(%r11,%r13), %edi
	movq	16(%rsp), %rdx
	leaq	-2(%r11,%r13), %r9
	movzbl	%dil, %eax
	movslq	(%rdx,%rax,4), %rax
	movzbl	(%r9), %edx
	salq	$2, %rax
	leaq	0(%rbp,%rax), %r8
	leaq	4(%r8), %r10
	cmpb	%dil, %dl
	jnb	.L412
	testl	%ecx, 8(%rsp)
	je	.L468
.L430:
	movl	%edx, %ecx
	notl	%ecx
.L412:
	leaq	0(%rbp,%r13,4), %r12
	movl	%ecx, (%r8)
	cmpq	%r12, %rbp
	jnb	.L444
	movl	8(%rsp), %r14d
	movq	16(%rsp), %r13
	movq	%rbp, %rbx
	movq	%rbp, %rsi
	movq	104(%rsp), %r15
	jmp	.L440
	.p2align 4,,10
	.p2align 3
.L472:
	movslq	%ecx, %r9
	leaq	-1(%r11,%r9), %r8
	movzbl	(%r8), %edx
	cmpb	(%r11,%r9), %dl
	jb	.L469
	testl	%ecx, %r14d
	jne	.L434
	movl	%ecx, %eax
	cltd
	idivl	12(%rsp)
	movq	%rsi, %rdx
	subq	%rbp, %rdx
	sarq	$2, %rdx
	cltq
	movl	%edx, -4(%r15,%rax,4)
	movzbl	(%r8), %edx
.L434:
	leal	-1(%rcx), %eax
	movzbl	%dl, %ecx
	movq	%r10, %r8
	movl	%ecx, (%rsi)
	cmpl	%edi, %ecx
	je	.L435
	subq	%rbp, %r8
	movslq	%edi, %rdi
	sarq	$2, %r8
	movl	%r8d, 0(%r13,%rdi,4)
	movzbl	%dl, %edi
	movslq	0(%r13,%rdi,4), %rdi
	leaq	0(%rbp,%rdi,4), %r8
.L435:
	cmpq	%r8, %rsi
	jnb	.L470
	testl	%eax, %eax
	je	.L437
	leaq	-2(%r11,%r9), %rdi
	movzbl	(%rdi), %r9d
	cmpb	%dl, %r9b
	jnb	.L437
	testl	%eax, %r14d
	jne	.L438
	cltd
	idivl	12(%rsp)
	movq	%r8, %rdx
	subq	%rbp, %rdx
	sarq	$2, %rdx
	cltq
	movl	%edx, -4(%r15,%rax,4)
	movzbl	(%rdi), %r9d
.L438:
	notl	%r9d
	leaq	4(%r8), %r10
	movl	%ecx, %edi
	movl	%r9d, (%r8)
	.p2align 4,,10
	.p2align 3
.L439:
	addq	$4, %rsi
	cmpq	%r12, %rsi
	jnb	.L471
.L440:
	movl	(%rsi), %ecx
	testl	%ecx, %ecx
	jg	.L472
	je	.L446
	notl	%ecx
	addq	$4, %rsi
	movl	%ecx, -4(%rsi)
	cmpq	%r12, %rsi
	jb	.L440
.L471:
	movq	%rbx, %rax
	subq	%rbp, %rax
	sarq	$2, %rax
.L409:
	addq	$40, %rsp
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
.L427:
	.cfi_restore_state
	movzbl	(%r11), %eax
	cmpl	%r14d, %eax
	je	.L426
	leaq	__PRETTY_FUNCTION__.0(%rip), %rcx
	movl	$1795, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC1(%rip), %rdi
	call	__assert_fail@PLT
	.p2align 4,,10
	.p2align 3
.L437:
	movl	%eax, (%r8)
	leaq	4(%r8), %r10
	movl	%ecx, %edi
	jmp	.L439
.L446:
	movq	%rsi, %rbx
	jmp	.L439
.L468:
	movq	104(%rsp), %rsi
	sarq	$2, %rax
	movl	%eax, -4(%rsi,%rbx,4)
	movzbl	(%r9), %edx
	jmp	.L430
.L417:
	leaq	__PRETTY_FUNCTION__.0(%rip), %rcx
	movl	$1777, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC2(%rip), %rdi
	call	__assert_fail@PLT
.L464:
	leaq	__PRETTY_FUNCTION__.0(%rip), %rcx
	movl	$1789, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC4(%rip), %rdi
	call	__assert_fail@PLT
.L465:
	leaq	__PRETTY_FUNCTION__.0(%rip), %rcx
	movl	$1789, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC5(%rip), %rdi
	call	__assert_fail@PLT
.L463:
	leaq	__PRETTY_FUNCTION__.0(%rip), %rcx
	movl	$1778, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC3(%rip), %rdi
	call	__assert_fail@PLT
.L462:
	leaq	__PRETTY_FUNCTION__.0(%rip), %rcx
	movl	$1776, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC1(%rip), %rdi
	call	__assert_fail@PLT
.L444:
	xorl	%eax, %eax
	jmp	.L409
.L469:
	leaq	__PRETTY_FUNCTION__.0(%rip), %rcx
	movl	$1816, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC7(%rip), %rdi
	call	__assert_fail@PLT
.L470:
	leaq	__PRETTY_FUNCTION__.0(%rip), %rcx
	movl	$1826, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC8(%rip), %rdi
	call	__assert_fail@PLT
	.cfi_endproc
.LFE41:
	.size	construct_BWT_indexes, .-construct_BWT_indexes
	.section	.rodata.str1.1
.LC10:
	.string	"ssize < STACK_SIZE"
.LC11:
	.string	"0 <= ssize"
	.text
	.p2align 4
	.type	tr_introsort.constprop.0, @function
tr_introsort.constprop.0:
.LFB44:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	movq	%rsi, %rax
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	subq	%rdi, %rax
	xorl	%r14d, %r14d
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	sarq	$2, %rax
	movq	%r8, %r13
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	movq	%rdi, %r12
	movq	%r8, %rdi
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	subq	%rcx, %rdi
	movq	%rsi, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	sarq	$2, %rdi
	movq	%rcx, %rbx
	subq	$2120, %rsp
	.cfi_def_cfa_offset 2176
	movq	%rdx, 16(%rsp)
	movq	%r9, 32(%rsp)
	movl	%eax, 44(%rsp)
	call	tr_ilg
	movl	$-1, 12(%rsp)
	movl	%eax, %r15d
	leaq	56(%rsp), %rax
	movl	%r14d, 8(%rsp)
	movq	%rax, 24(%rsp)
.L474:
	testl	%r15d, %r15d
	js	.L635
.L476:
	movq	%r13, %r14
	subq	%rbx, %r14
	cmpq	$32, %r14
	jle	.L636
	testl	%r15d, %r15d
	je	.L637
	movq	%r13, %rdx
	movq	%rbx, %rsi
	movq	%rbp, %rdi
	call	tr_pivot
	movl	(%rbx), %edx
	subq	$8, %rsp
	.cfi_def_cfa_offset 2184
	movq	%rbx, %rsi
	movl	(%rax), %ecx
	movq	%rax, 56(%rsp)
	movq	%rbp, %rdi
	movl	%ecx, (%rbx)
	movq	%r13, %rcx
	movl	%edx, (%rax)
	movslq	(%rbx), %rax
	leaq	4(%rbx), %rdx
	movl	0(%rbp,%rax,4), %eax
	pushq	%rax
	.cfi_def_cfa_offset 2192
	movq	40(%rsp), %r9
	leaq	64(%rsp), %r8
	movl	%eax, 56(%rsp)
	call	tr_partition
	movq	72(%rsp), %r8
	movq	64(%rsp), %rcx
	popq	%rax
	.cfi_def_cfa_offset 2184
	popq	%rdx
	.cfi_def_cfa_offset 2176
	movq	%r8, %r9
	subq	%rcx, %r9
	cmpq	%r9, %r14
	je	.L526
	movslq	(%rcx), %rdx
	movl	40(%rsp), %eax
	movl	$-1, %r11d
	cmpl	(%r12,%rdx,4), %eax
	je	.L527
	movq	%r9, %rdi
	sarq	$2, %rdi
	call	tr_ilg
	movl	%eax, %r11d
.L527:
	movq	16(%rsp), %rax
	movq	%rcx, %rsi
	subq	%rax, %rsi
	movq	%rbx, %rax
	sarq	$2, %rsi
	subl	$1, %esi
	cmpq	%rcx, %rbx
	jnb	.L531
	.p2align 4,,10
	.p2align 3
.L528:
	movslq	(%rax), %rdx
	addq	$4, %rax
	movl	%esi, (%r12,%rdx,4)
	cmpq	%rcx, %rax
	jb	.L528
.L531:
	movq	%rbp, %xmm0
	movq	%r8, %xmm2
	punpcklqdq	%xmm2, %xmm0
	cmpq	%r13, %r8
	jb	.L638
	movq	%rcx, %r14
	movq	%r13, %r10
	subl	$1, %r15d
	subq	%rbx, %r14
	subq	%r8, %r10
	cmpq	$4, %r9
	jg	.L532
	cmpq	%r14, %r10
	jl	.L534
.L533:
	cmpq	$4, %r14
	jle	.L568
	cmpl	$63, 8(%rsp)
	jg	.L639
	movslq	8(%rsp), %rax
	movq	%rax, %rdi
	salq	$5, %rax
	movq	%r13, 80(%rsp,%rax)
	movl	%r15d, 88(%rsp,%rax)
	movaps	%xmm0, 64(%rsp,%rax)
.L625:
	movl	12(%rsp), %esi
	movq	%rcx, %r13
	movl	%esi, 92(%rsp,%rax)
	leal	1(%rdi), %eax
	movl	%eax, 8(%rsp)
	testl	%r15d, %r15d
	jns	.L476
	.p2align 4,,10
	.p2align 3
.L635:
	cmpl	$-1, %r15d
	je	.L640
	cmpl	$-2, %r15d
	jne	.L475
	movl	8(%rsp), %eax
	subq	%r12, %rbp
	sarq	$2, %rbp
	leal	-1(%rax), %r14d
	movslq	%r14d, %rax
	salq	$5, %rax
	movq	72(%rsp,%rax), %rcx
	movq	80(%rsp,%rax), %r8
	movl	88(%rsp,%rax), %r9d
	movq	%rcx, 48(%rsp)
	movq	%r8, 56(%rsp)
	testl	%r9d, %r9d
	je	.L641
	movslq	12(%rsp), %rax
	testl	%eax, %eax
	js	.L500
	salq	$5, %rax
	movl	$-1, 88(%rsp,%rax)
.L500:
	subq	$8, %rsp
	.cfi_def_cfa_offset 2184
	movq	%r13, %r9
	movq	%rbx, %rdx
	movq	%r12, %rdi
	pushq	%rbp
	.cfi_def_cfa_offset 2192
	movq	32(%rsp), %rsi
	call	tr_partialcopy
	popq	%rcx
	.cfi_def_cfa_offset 2184
	popq	%rsi
	.cfi_def_cfa_offset 2176
.L499:
	cmpl	$-1, %r14d
	je	.L642
	testl	%r14d, %r14d
	je	.L473
	subl	$2, 8(%rsp)
	movslq	8(%rsp), %rax
	jmp	.L623
	.p2align 4,,10
	.p2align 3
.L636:
	movq	%r13, %rdx
	movq	%rbx, %rsi
	movq	%rbp, %rdi
	call	tr_insertionsort
.L475:
	movslq	(%rbx), %rax
	testl	%eax, %eax
	jns	.L643
	cmpq	%r13, %rbx
	jb	.L506
.L572:
	movl	8(%rsp), %eax
	testl	%eax, %eax
	je	.L473
	subl	$1, %eax
.L622:
	movl	%eax, 8(%rsp)
	cltq
.L623:
	salq	$5, %rax
	movq	64(%rsp,%rax), %rbp
	movq	72(%rsp,%rax), %rbx
	movq	80(%rsp,%rax), %r13
	movl	88(%rsp,%rax), %r15d
	movl	92(%rsp,%rax), %eax
	movl	%eax, 12(%rsp)
	jmp	.L474
	.p2align 4,,10
	.p2align 3
.L473:
	addq	$2120, %rsp
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
.L526:
	.cfi_restore_state
	sarq	$2, %r14
	movq	32(%rsp), %rdi
	movl	%r14d, %esi
	call	trbudget_check
	testl	%eax, %eax
	jne	.L644
	movslq	12(%rsp), %rax
	testl	%eax, %eax
	js	.L572
	salq	$5, %rax
	movl	$-1, 88(%rsp,%rax)
	jmp	.L572
	.p2align 4,,10
	.p2align 3
.L640:
	movslq	44(%rsp), %rax
	movq	16(%rsp), %rdi
	movq	%rbp, %r14
	movq	%rbx, %rdx
	movq	%r13, %rcx
	movq	%rbx, %rsi
	salq	$2, %rax
	subq	%rax, %r14
	movq	%r13, %rax
	subq	%rdi, %rax
	movq	%r14, %rdi
	sarq	$2, %rax
	subl	$1, %eax
	pushq	%rax
	.cfi_def_cfa_offset 2184
	leaq	64(%rsp), %r9
	leaq	56(%rsp), %r8
	call	tr_partition
	movq	56(%rsp), %rdx
	popq	%r10
	.cfi_def_cfa_offset 2176
	cmpq	%r13, %rdx
	jb	.L478
.L481:
	movq	56(%rsp), %rcx
	cmpq	%r13, %rcx
	jb	.L645
.L480:
	movq	%rcx, %rax
	subq	%rdx, %rax
	cmpq	$4, %rax
	jg	.L483
.L485:
	movl	8(%rsp), %r8d
.L484:
	movq	%rdx, %rsi
	movq	%r13, %r9
	subq	%rbx, %rsi
	subq	%rcx, %r9
	cmpq	%r9, %rsi
	jg	.L489
	cmpq	$4, %rsi
	jle	.L490
	cmpl	$63, %r8d
	jg	.L646
	movslq	%r8d, %r11
	movq	%rbp, %xmm0
	movq	%rcx, %xmm3
	movq	%r9, %rdi
	salq	$5, %r11
	sarq	$2, %rdi
	punpcklqdq	%xmm3, %xmm0
	movq	%r13, 80(%rsp,%r11)
	sarq	$2, %rsi
	movq	%rdx, %r13
	movaps	%xmm0, 64(%rsp,%r11)
	call	tr_ilg
	movl	%esi, %edi
	movl	%eax, 88(%rsp,%r11)
	leal	1(%r8), %eax
	movl	%eax, 8(%rsp)
	movl	12(%rsp), %eax
	movl	%eax, 92(%rsp,%r11)
	call	tr_ilg
	movl	%eax, %r15d
	jmp	.L474
	.p2align 4,,10
	.p2align 3
.L644:
	movl	%r14d, %edi
	call	tr_ilg
	movl	%eax, %r15d
	movslq	44(%rsp), %rax
	leaq	0(%rbp,%rax,4), %rbp
	jmp	.L474
	.p2align 4,,10
	.p2align 3
.L534:
	cmpq	$4, %r14
	jle	.L572
	movq	%rcx, %r13
	jmp	.L474
.L568:
	cmpq	$4, %r10
	jle	.L572
	movq	%r8, %rbx
	jmp	.L474
.L641:
	subq	$8, %rsp
	.cfi_def_cfa_offset 2184
	movq	%r12, %rdi
	movq	%r13, %r9
	movq	%rbx, %rdx
	pushq	%rbp
	.cfi_def_cfa_offset 2192
	movq	32(%rsp), %rsi
	call	tr_copy
	popq	%rdi
	.cfi_def_cfa_offset 2184
	popq	%r8
	.cfi_def_cfa_offset 2176
	jmp	.L499
	.p2align 4,,10
	.p2align 3
.L638:
	movq	16(%rsp), %rax
	movq	%r8, %rsi
	subq	%rax, %rsi
	sarq	$2, %rsi
	subl	$1, %esi
	cmpq	%r8, %rcx
	jnb	.L536
	movq	%rcx, %rax
	.p2align 4,,10
	.p2align 3
.L537:
	movslq	(%rax), %rdx
	addq	$4, %rax
	movl	%esi, (%r12,%rdx,4)
	cmpq	%r8, %rax
	jb	.L537
.L536:
	movq	%rcx, %r14
	movq	%r13, %r10
	subl	$1, %r15d
	subq	%rbx, %r14
	subq	%r8, %r10
	cmpq	$4, %r9
	jle	.L538
.L532:
	movq	%r9, %rsi
	movq	32(%rsp), %rdi
	sarq	$2, %rsi
	call	trbudget_check
	testl	%eax, %eax
	je	.L539
	cmpq	%r14, %r10
	jl	.L540
	cmpq	%r10, %r9
	jl	.L541
	cmpq	$4, %r14
	jle	.L542
	cmpl	$63, 8(%rsp)
	jg	.L647
	movslq	44(%rsp), %rax
	movslq	8(%rsp), %rdx
	movq	%rcx, %xmm4
	movl	12(%rsp), %esi
	leaq	0(%rbp,%rax,4), %rax
	movq	%rdx, %rdi
	salq	$5, %rdx
	movq	%rax, %xmm1
	movq	%r8, 80(%rsp,%rdx)
	leal	1(%rdi), %eax
	punpcklqdq	%xmm4, %xmm1
	movl	%r11d, 88(%rsp,%rdx)
	movl	%esi, 92(%rsp,%rdx)
	movaps	%xmm1, 64(%rsp,%rdx)
	cmpl	$63, %edi
	je	.L648
	movl	12(%rsp), %edi
	cltq
	addl	$2, 8(%rsp)
	salq	$5, %rax
	movq	%r13, 80(%rsp,%rax)
	movq	%rcx, %r13
	movl	%r15d, 88(%rsp,%rax)
	movl	%edi, 92(%rsp,%rax)
	movaps	%xmm0, 64(%rsp,%rax)
	jmp	.L474
	.p2align 4,,10
	.p2align 3
.L539:
	movslq	12(%rsp), %rax
	testl	%eax, %eax
	js	.L538
	salq	$5, %rax
	movl	$-1, 88(%rsp,%rax)
.L538:
	cmpq	%r10, %r14
	jle	.L533
	cmpq	$4, %r10
	jle	.L534
	cmpl	$63, 8(%rsp)
	jg	.L649
	movslq	8(%rsp), %rax
	movq	%rax, %rdi
	salq	$5, %rax
	movq	%rbp, 64(%rsp,%rax)
	movq	%rbx, 72(%rsp,%rax)
	movq	%rcx, 80(%rsp,%rax)
	movl	%r15d, 88(%rsp,%rax)
.L628:
	movl	12(%rsp), %ebx
	movl	%ebx, 92(%rsp,%rax)
	leal	1(%rdi), %eax
	movq	%r8, %rbx
	movl	%eax, 8(%rsp)
	jmp	.L474
	.p2align 4,,10
	.p2align 3
.L643:
	movq	16(%rsp), %rcx
	jmp	.L505
	.p2align 4,,10
	.p2align 3
.L503:
	movslq	(%rbx), %rax
	testl	%eax, %eax
	js	.L506
.L505:
	movq	%rbx, %rdx
	addq	$4, %rbx
	subq	%rcx, %rdx
	sarq	$2, %rdx
	movl	%edx, (%r12,%rax,4)
	cmpq	%r13, %rbx
	jb	.L503
	movq	%rbx, 48(%rsp)
	jmp	.L572
	.p2align 4,,10
	.p2align 3
.L637:
	movq	%r14, %rdx
	movq	%rbx, %rsi
	movq	%rbp, %rdi
	sarq	$2, %rdx
	call	tr_heapsort
	leaq	-4(%r13), %rax
	movq	%rax, 48(%rsp)
	cmpq	%rax, %rbx
	jnb	.L475
	.p2align 4,,10
	.p2align 3
.L525:
	movslq	(%rax), %rdx
	subq	$4, %rax
	movl	0(%rbp,%rdx,4), %esi
	cmpq	%rbx, %rax
	jnb	.L521
	jmp	.L522
	.p2align 4,,10
	.p2align 3
.L524:
	notl	%edx
	subq	$4, %rax
	movl	%edx, 4(%rax)
	cmpq	%rbx, %rax
	jb	.L523
.L521:
	movslq	(%rax), %rcx
	movq	%rcx, %rdx
	cmpl	0(%rbp,%rcx,4), %esi
	je	.L524
.L523:
	cmpq	%rax, %rbx
	jb	.L525
.L522:
	movq	%rax, 48(%rsp)
	movq	%rax, 56(%rsp)
	jmp	.L475
	.p2align 4,,10
	.p2align 3
.L506:
	movl	(%rbx), %eax
	movq	%rbx, %rdx
	.p2align 4,,10
	.p2align 3
.L507:
	notl	%eax
	movq	%rdx, %rsi
	leaq	4(%rdx), %rdx
	movl	%eax, -4(%rdx)
	movslq	4(%rsi), %rax
	testl	%eax, %eax
	js	.L507
	movl	0(%rbp,%rax,4), %edi
	movl	$-1, %r15d
	cmpl	%edi, (%r12,%rax,4)
	je	.L508
	subq	%rbx, %rdx
	sarq	$2, %rdx
	leal	1(%rdx), %edi
	call	tr_ilg
	movl	%eax, %r15d
.L508:
	leaq	8(%rsi), %r8
	movq	%r8, 48(%rsp)
	cmpq	%r13, %r8
	jb	.L650
.L510:
	movq	%r8, %r9
	movq	32(%rsp), %rdi
	subq	%rbx, %r9
	movq	%r9, %rsi
	sarq	$2, %rsi
	call	trbudget_check
	movl	%eax, %edx
	movq	%r13, %rax
	subq	%r8, %rax
	testl	%edx, %edx
	jne	.L651
	movl	12(%rsp), %edi
	testl	%edi, %edi
	js	.L518
	movslq	%edi, %rdx
	salq	$5, %rdx
	movl	$-1, 88(%rsp,%rdx)
.L518:
	cmpq	$4, %rax
	jle	.L572
.L629:
	movq	%r8, %rbx
	jmp	.L475
.L489:
	cmpq	$4, %r9
	jg	.L652
	cmpq	$4, %rsi
	jg	.L653
.L497:
	testl	%r8d, %r8d
	je	.L473
	leal	-1(%r8), %eax
	jmp	.L622
.L483:
	cmpl	$63, 8(%rsp)
	jg	.L654
	movl	8(%rsp), %edi
	movslq	%edi, %rsi
	leal	1(%rdi), %eax
	salq	$5, %rsi
	movq	$0, 64(%rsp,%rsi)
	movq	%rdx, 72(%rsp,%rsi)
	movq	%rcx, 80(%rsp,%rsi)
	movq	$0, 88(%rsp,%rsi)
	cmpl	$63, %edi
	je	.L655
	movl	8(%rsp), %edi
	movl	12(%rsp), %esi
	cltq
	salq	$5, %rax
	movq	%r14, 64(%rsp,%rax)
	leal	2(%rdi), %r8d
	movq	%rbx, 72(%rsp,%rax)
	movq	%r13, 80(%rsp,%rax)
	movl	$-2, 88(%rsp,%rax)
	movl	%esi, 92(%rsp,%rax)
	movl	%edi, 12(%rsp)
	jmp	.L484
.L651:
	cmpq	%rax, %r9
	jg	.L514
	cmpl	$63, 8(%rsp)
	jg	.L656
	movslq	8(%rsp), %rax
	movl	12(%rsp), %esi
	movq	%rax, %rdi
	salq	$5, %rax
	movq	%rbp, 64(%rsp,%rax)
	movq	%r13, 80(%rsp,%rax)
	movq	%r8, %r13
	movq	%r8, 72(%rsp,%rax)
	movl	$-3, 88(%rsp,%rax)
	movl	%esi, 92(%rsp,%rax)
	movslq	44(%rsp), %rax
	leaq	0(%rbp,%rax,4), %rbp
	leal	1(%rdi), %eax
	movl	%eax, 8(%rsp)
	jmp	.L474
.L478:
	movq	16(%rsp), %rax
	movq	%rdx, %rsi
	subq	%rax, %rsi
	sarq	$2, %rsi
	subl	$1, %esi
	cmpq	%rdx, %rbx
	jnb	.L481
	movq	%rbx, %rax
	.p2align 4,,10
	.p2align 3
.L482:
	movslq	(%rax), %rcx
	addq	$4, %rax
	movl	%esi, (%r12,%rcx,4)
	cmpq	%rdx, %rax
	jb	.L482
	movq	56(%rsp), %rcx
	cmpq	%r13, %rcx
	jnb	.L480
.L645:
	movq	16(%rsp), %rax
	movq	%rcx, %rdi
	subq	%rax, %rdi
	sarq	$2, %rdi
	subl	$1, %edi
	cmpq	%rcx, %rdx
	jnb	.L485
	movq	%rdx, %rax
	.p2align 4,,10
	.p2align 3
.L486:
	movslq	(%rax), %rsi
	addq	$4, %rax
	movl	%edi, (%r12,%rsi,4)
	cmpq	%rcx, %rax
	jb	.L486
	jmp	.L480
.L652:
	cmpl	$63, %r8d
	jg	.L657
	movslq	%r8d, %r11
	sarq	$2, %rsi
	salq	$5, %r11
	movl	%esi, %edi
	movq	%rbx, 72(%rsp,%r11)
	movq	%rcx, %rbx
	movq	%rbp, 64(%rsp,%r11)
	movq	%rdx, 80(%rsp,%r11)
	call	tr_ilg
	movq	%r9, %rdi
	movl	%eax, 88(%rsp,%r11)
	leal	1(%r8), %eax
	sarq	$2, %rdi
	movl	%eax, 8(%rsp)
	movl	12(%rsp), %eax
	movl	%eax, 92(%rsp,%r11)
	call	tr_ilg
	movl	%eax, %r15d
	jmp	.L474
.L490:
	cmpq	$4, %r9
	jle	.L497
	movq	%r9, %rdi
	movq	%rcx, %rbx
	sarq	$2, %rdi
	call	tr_ilg
	movl	%r8d, 8(%rsp)
	movl	%eax, %r15d
	jmp	.L474
.L540:
	cmpq	%r14, %r9
	jl	.L554
	cmpq	$4, %r10
	jle	.L555
	cmpl	$63, 8(%rsp)
	jg	.L658
	movslq	44(%rsp), %rax
	movslq	8(%rsp), %rdx
	movq	%rcx, %xmm7
	movl	12(%rsp), %esi
	leaq	0(%rbp,%rax,4), %rax
	movq	%rdx, %rdi
	salq	$5, %rdx
	movq	%rax, %xmm0
	movq	%r8, 80(%rsp,%rdx)
	leal	1(%rdi), %eax
	punpcklqdq	%xmm7, %xmm0
	movl	%r11d, 88(%rsp,%rdx)
	movl	%esi, 92(%rsp,%rdx)
	movaps	%xmm0, 64(%rsp,%rdx)
	cmpl	$63, %edi
	je	.L659
	movl	12(%rsp), %edi
	cltq
	addl	$2, 8(%rsp)
	salq	$5, %rax
	movq	%rbx, 72(%rsp,%rax)
	movq	%r8, %rbx
	movq	%rbp, 64(%rsp,%rax)
	movq	%rcx, 80(%rsp,%rax)
	movl	%r15d, 88(%rsp,%rax)
	movl	%edi, 92(%rsp,%rax)
	jmp	.L474
.L650:
	movq	16(%rsp), %rax
	movq	%r8, %rdi
	movq	%rbx, 56(%rsp)
	subq	%rax, %rdi
	sarq	$2, %rdi
	subl	$1, %edi
	cmpq	%r8, %rbx
	jnb	.L510
	movq	%rbx, %rax
	.p2align 4,,10
	.p2align 3
.L512:
	movslq	(%rax), %rdx
	addq	$4, %rax
	movl	%edi, (%r12,%rdx,4)
	cmpq	%r8, %rax
	jb	.L512
	subq	%rbx, %rsi
	leaq	7(%rsi), %rax
	shrq	$2, %rax
	leaq	4(%rbx,%rax,4), %rax
	movq	%rax, 56(%rsp)
	jmp	.L510
.L514:
	cmpq	$4, %rax
	jle	.L516
	cmpl	$63, 8(%rsp)
	jg	.L660
	movslq	8(%rsp), %rax
	movslq	44(%rsp), %rdx
	movq	%rax, %rdi
	salq	$5, %rax
	leaq	0(%rbp,%rdx,4), %rdx
	movq	%rbx, 72(%rsp,%rax)
	movl	12(%rsp), %ebx
	movq	%rdx, 64(%rsp,%rax)
	movq	%r8, 80(%rsp,%rax)
	movl	%r15d, 88(%rsp,%rax)
	movl	%ebx, 92(%rsp,%rax)
	leal	1(%rdi), %eax
	movl	%eax, 8(%rsp)
	jmp	.L629
.L554:
	cmpq	%r10, %r9
	jl	.L560
	cmpq	$4, %r10
	jle	.L561
	cmpl	$63, 8(%rsp)
	jg	.L661
	movl	8(%rsp), %edi
	movslq	%edi, %rdx
	movq	%rdx, %rax
	salq	$5, %rdx
	movq	%rbx, 72(%rsp,%rdx)
	movl	12(%rsp), %ebx
	addl	$1, %eax
	movq	%rbp, 64(%rsp,%rdx)
	movq	%rcx, 80(%rsp,%rdx)
	movl	%r15d, 88(%rsp,%rdx)
	movl	%ebx, 92(%rsp,%rdx)
	cmpl	$63, %edi
	je	.L662
	movslq	44(%rsp), %rdx
	cltq
	movq	%rcx, %xmm5
	movq	%r8, %rbx
	salq	$5, %rax
	addl	$2, 8(%rsp)
	leaq	0(%rbp,%rdx,4), %rdi
	movq	%r8, 80(%rsp,%rax)
	movq	%rdi, %xmm0
	movl	12(%rsp), %edi
	movl	%r11d, 88(%rsp,%rax)
	punpcklqdq	%xmm5, %xmm0
	movl	%edi, 92(%rsp,%rax)
	movaps	%xmm0, 64(%rsp,%rax)
	jmp	.L474
.L541:
	cmpq	%r14, %r9
	jge	.L663
	cmpl	$63, 8(%rsp)
	jg	.L664
	movl	8(%rsp), %edi
	movl	12(%rsp), %esi
	movslq	%edi, %rdx
	movq	%rdx, %rax
	salq	$5, %rdx
	movq	%r13, 80(%rsp,%rdx)
	addl	$1, %eax
	movl	%r15d, 88(%rsp,%rdx)
	movl	%esi, 92(%rsp,%rdx)
	movaps	%xmm0, 64(%rsp,%rdx)
	cmpl	$63, %edi
	je	.L665
	cltq
	salq	$5, %rax
	movq	%rbp, 64(%rsp,%rax)
	movq	%rbx, 72(%rsp,%rax)
	movq	%rcx, 80(%rsp,%rax)
.L626:
	movl	12(%rsp), %edi
	movl	%r15d, 88(%rsp,%rax)
	addl	$2, 8(%rsp)
	movl	%edi, 92(%rsp,%rax)
.L624:
	movslq	44(%rsp), %rax
	movl	%r11d, %r15d
	movq	%r8, %r13
	movq	%rcx, %rbx
	leaq	0(%rbp,%rax,4), %rbp
	jmp	.L474
.L663:
	cmpq	$4, %r14
	jle	.L548
	cmpl	$63, 8(%rsp)
	jg	.L666
	movl	8(%rsp), %edi
	movl	12(%rsp), %esi
	movslq	%edi, %rdx
	movq	%rdx, %rax
	salq	$5, %rdx
	movq	%r13, 80(%rsp,%rdx)
	addl	$1, %eax
	movl	%r15d, 88(%rsp,%rdx)
	movl	%esi, 92(%rsp,%rdx)
	movaps	%xmm0, 64(%rsp,%rdx)
	cmpl	$63, %edi
	je	.L667
	movslq	44(%rsp), %rdx
	cltq
	movq	%rcx, %xmm6
	movq	%rcx, %r13
	salq	$5, %rax
	addl	$2, 8(%rsp)
	leaq	0(%rbp,%rdx,4), %rdi
	movq	%r8, 80(%rsp,%rax)
	movq	%rdi, %xmm0
	movl	12(%rsp), %edi
	movl	%r11d, 88(%rsp,%rax)
	punpcklqdq	%xmm6, %xmm0
	movl	%edi, 92(%rsp,%rax)
	movaps	%xmm0, 64(%rsp,%rax)
	jmp	.L474
.L560:
	cmpl	$63, 8(%rsp)
	jg	.L668
	movl	8(%rsp), %edi
	movslq	%edi, %rdx
	movq	%rdx, %rax
	salq	$5, %rdx
	movq	%rbx, 72(%rsp,%rdx)
	movl	12(%rsp), %ebx
	addl	$1, %eax
	movq	%rbp, 64(%rsp,%rdx)
	movq	%rcx, 80(%rsp,%rdx)
	movl	%r15d, 88(%rsp,%rdx)
	movl	%ebx, 92(%rsp,%rdx)
	cmpl	$63, %edi
	je	.L669
	cltq
	salq	$5, %rax
	movq	%r13, 80(%rsp,%rax)
	movaps	%xmm0, 64(%rsp,%rax)
	jmp	.L626
.L542:
	cmpq	$4, %r10
	jle	.L624
	cmpl	$63, 8(%rsp)
	jg	.L670
	movslq	44(%rsp), %rdx
	movslq	8(%rsp), %rax
	movq	%rcx, %xmm5
	leaq	0(%rbp,%rdx,4), %rbx
	movq	%rax, %rdi
	salq	$5, %rax
	movq	%rbx, %xmm0
	movq	%r8, 80(%rsp,%rax)
	punpcklqdq	%xmm5, %xmm0
	movl	%r11d, 88(%rsp,%rax)
	movaps	%xmm0, 64(%rsp,%rax)
	jmp	.L628
.L555:
	cmpq	$4, %r14
	jle	.L624
	cmpl	$63, 8(%rsp)
	jg	.L671
	movslq	44(%rsp), %rdx
	movslq	8(%rsp), %rax
	movq	%rcx, %xmm4
	leaq	0(%rbp,%rdx,4), %rsi
	movq	%rax, %rdi
	salq	$5, %rax
	movq	%rsi, %xmm0
	movq	%r8, 80(%rsp,%rax)
	punpcklqdq	%xmm4, %xmm0
	movl	%r11d, 88(%rsp,%rax)
	movaps	%xmm0, 64(%rsp,%rax)
	jmp	.L625
.L653:
	sarq	$2, %rsi
	movq	%rdx, %r13
	movl	%esi, %edi
	call	tr_ilg
	movl	%r8d, 8(%rsp)
	movl	%eax, %r15d
	jmp	.L474
.L516:
	movslq	44(%rsp), %rax
	movq	%r8, %r13
	leaq	0(%rbp,%rax,4), %rbp
	jmp	.L474
.L548:
	cmpl	$63, 8(%rsp)
	jg	.L672
	movslq	8(%rsp), %rax
	movq	%rax, %rdi
	salq	$5, %rax
	movq	%r13, 80(%rsp,%rax)
	movaps	%xmm0, 64(%rsp,%rax)
.L627:
	movl	12(%rsp), %ebx
	movl	%r15d, 88(%rsp,%rax)
	movq	%r8, %r13
	movl	%r11d, %r15d
	movl	%ebx, 92(%rsp,%rax)
	movslq	44(%rsp), %rax
	movq	%rcx, %rbx
	leaq	0(%rbp,%rax,4), %rbp
	leal	1(%rdi), %eax
	movl	%eax, 8(%rsp)
	jmp	.L474
.L561:
	cmpl	$63, 8(%rsp)
	jg	.L673
	movslq	8(%rsp), %rax
	movq	%rax, %rdi
	salq	$5, %rax
	movq	%rbp, 64(%rsp,%rax)
	movq	%rbx, 72(%rsp,%rax)
	movq	%rcx, 80(%rsp,%rax)
	jmp	.L627
.L667:
	leaq	__PRETTY_FUNCTION__.3(%rip), %rcx
	movl	$1324, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC10(%rip), %rdi
	call	__assert_fail@PLT
.L646:
	leaq	__PRETTY_FUNCTION__.3(%rip), %rcx
	movl	$1211, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC10(%rip), %rdi
	call	__assert_fail@PLT
.L670:
	leaq	__PRETTY_FUNCTION__.3(%rip), %rcx
	movl	$1316, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC10(%rip), %rdi
	call	__assert_fail@PLT
.L669:
	leaq	__PRETTY_FUNCTION__.3(%rip), %rcx
	movl	$1358, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC10(%rip), %rdi
	call	__assert_fail@PLT
.L668:
	leaq	__PRETTY_FUNCTION__.3(%rip), %rcx
	movl	$1357, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC10(%rip), %rdi
	call	__assert_fail@PLT
.L659:
	leaq	__PRETTY_FUNCTION__.3(%rip), %rcx
	movl	$1339, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC10(%rip), %rdi
	call	__assert_fail@PLT
.L658:
	leaq	__PRETTY_FUNCTION__.3(%rip), %rcx
	movl	$1338, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC10(%rip), %rdi
	call	__assert_fail@PLT
.L657:
	leaq	__PRETTY_FUNCTION__.3(%rip), %rcx
	movl	$1220, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC10(%rip), %rdi
	call	__assert_fail@PLT
.L673:
	leaq	__PRETTY_FUNCTION__.3(%rip), %rcx
	movl	$1353, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC10(%rip), %rdi
	call	__assert_fail@PLT
.L656:
	leaq	__PRETTY_FUNCTION__.3(%rip), %rcx
	movl	$1253, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC10(%rip), %rdi
	call	__assert_fail@PLT
.L642:
	leaq	__PRETTY_FUNCTION__.3(%rip), %rcx
	movl	$1237, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC11(%rip), %rdi
	call	__assert_fail@PLT
.L639:
	leaq	__PRETTY_FUNCTION__.3(%rip), %rcx
	movl	$1366, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC10(%rip), %rdi
	call	__assert_fail@PLT
.L654:
	leaq	__PRETTY_FUNCTION__.3(%rip), %rcx
	movl	$1205, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC10(%rip), %rdi
	call	__assert_fail@PLT
.L655:
	leaq	__PRETTY_FUNCTION__.3(%rip), %rcx
	movl	$1206, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC10(%rip), %rdi
	call	__assert_fail@PLT
.L649:
	leaq	__PRETTY_FUNCTION__.3(%rip), %rcx
	movl	$1375, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC10(%rip), %rdi
	call	__assert_fail@PLT
.L665:
	leaq	__PRETTY_FUNCTION__.3(%rip), %rcx
	movl	$1332, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC10(%rip), %rdi
	call	__assert_fail@PLT
.L664:
	leaq	__PRETTY_FUNCTION__.3(%rip), %rcx
	movl	$1331, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC10(%rip), %rdi
	call	__assert_fail@PLT
.L660:
	leaq	__PRETTY_FUNCTION__.3(%rip), %rcx
	movl	$1257, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC10(%rip), %rdi
	call	__assert_fail@PLT
.L666:
	leaq	__PRETTY_FUNCTION__.3(%rip), %rcx
	movl	$1323, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC10(%rip), %rdi
	call	__assert_fail@PLT
.L648:
	leaq	__PRETTY_FUNCTION__.3(%rip), %rcx
	movl	$1313, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC10(%rip), %rdi
	call	__assert_fail@PLT
.L647:
	leaq	__PRETTY_FUNCTION__.3(%rip), %rcx
	movl	$1312, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC10(%rip), %rdi
	call	__assert_fail@PLT
.L662:
	leaq	__PRETTY_FUNCTION__.3(%rip), %rcx
	movl	$1350, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC10(%rip), %rdi
	call	__assert_fail@PLT
.L671:
	leaq	__PRETTY_FUNCTION__.3(%rip), %rcx
	movl	$1342, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC10(%rip), %rdi
	call	__assert_fail@PLT
.L661:
	leaq	__PRETTY_FUNCTION__.3(%rip), %rcx
	movl	$1349, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC10(%rip), %rdi
	call	__assert_fail@PLT
.L672:
	leaq	__PRETTY_FUNCTION__.3(%rip), %rcx
	movl	$1327, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC10(%rip), %rdi
	call	__assert_fail@PLT
	.cfi_endproc
.LFE44:
	.size	tr_introsort.constprop.0, .-tr_introsort.constprop.0
	.p2align 4
	.type	trsort.constprop.0, @function
trsort.constprop.0:
.LFB45:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	movslq	%edx, %rcx
	movq	%rsi, %r15
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	movl	%ecx, %edx
	leaq	(%r15,%rcx,4), %r14
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	movq	%rdi, %r12
	movl	%ecx, %edi
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	subq	$40, %rsp
	.cfi_def_cfa_offset 96
	call	tr_ilg
	leaq	16(%rsp), %rdi
	addl	%eax, %eax
	movq	%rdi, (%rsp)
	movslq	%eax, %rsi
	sarl	$31, %eax
	imulq	$1431655766, %rsi, %rsi
	shrq	$32, %rsi
	subl	%eax, %esi
	movl	%ecx, %eax
	call	trbudget_init
	movl	(%r15), %edx
	negl	%eax
	movl	%eax, 12(%rsp)
	cmpl	%edx, %eax
	jge	.L674
	leaq	4(%r12), %r13
	.p2align 4,,10
	.p2align 3
.L685:
	movl	$0, 8(%rsp)
	movq	%r15, %rbx
	xorl	%eax, %eax
	jmp	.L682
	.p2align 4,,10
	.p2align 3
.L676:
	testl	%eax, %eax
	je	.L678
	movslq	%eax, %rdx
	movl	%eax, (%rbx,%rdx,4)
.L678:
	movslq	(%r12,%rcx,4), %rax
	leaq	4(%r15,%rax,4), %rbp
	movq	%rbp, %rax
	subq	%rbx, %rax
	cmpq	$4, %rax
	jg	.L698
	sete	%al
	movq	%rbp, %rbx
	movzbl	%al, %eax
	negl	%eax
.L677:
	cmpq	%r14, %rbx
	jnb	.L681
.L699:
	movl	(%rbx), %edx
.L682:
	movslq	%edx, %rcx
	leaq	0(,%rcx,4), %rdi
	testl	%edx, %edx
	jns	.L676
	subq	%rdi, %rbx
	addl	%edx, %eax
	cmpq	%r14, %rbx
	jb	.L699
.L681:
	testl	%eax, %eax
	je	.L683
	movslq	%eax, %rdx
	movl	%eax, (%rbx,%rdx,4)
.L683:
	movl	8(%rsp), %eax
	testl	%eax, %eax
	je	.L674
	movq	%r13, %rax
	movl	(%r15), %edx
	subq	%r12, %rax
	addq	%rax, %r13
	movl	12(%rsp), %eax
	cmpl	%eax, %edx
	jg	.L685
.L674:
	addq	$40, %rsp
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
.L698:
	.cfi_restore_state
	movq	(%rsp), %r9
	movq	%rbp, %r8
	movq	%rbx, %rcx
	movq	%r15, %rdx
	movq	%r13, %rsi
	movq	%r12, %rdi
	movl	$0, 28(%rsp)
	call	tr_introsort.constprop.0
	movl	28(%rsp), %eax
	testl	%eax, %eax
	je	.L680
	addl	%eax, 8(%rsp)
	movq	%rbp, %rbx
	xorl	%eax, %eax
	jmp	.L677
	.p2align 4,,10
	.p2align 3
.L680:
	movq	%rbx, %rax
	movq	%rbp, %rbx
	subq	%rbp, %rax
	sarq	$2, %rax
	jmp	.L677
	.cfi_endproc
.LFE45:
	.size	trsort.constprop.0, .-trsort.constprop.0
	.p2align 4
	.type	ss_mergebackward.constprop.0, @function
ss_mergebackward.constprop.0:
.LFB46:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	movq	%r9, %r15
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	movq	%rdi, %r13
	movq	%r9, %rdi
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	movq	%rsi, %r12
	movq	%rcx, %rsi
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	subq	$24, %rsp
	.cfi_def_cfa_offset 80
	movq	%rdx, (%rsp)
	movq	%r8, %rdx
	subq	%rcx, %rdx
	movq	%rcx, 8(%rsp)
	leaq	-4(%r9,%rdx), %r10
	sarq	$2, %rdx
	movq	%r8, 16(%rsp)
	call	ss_blockswap
	movslq	(%r10), %rdx
	movq	8(%rsp), %rax
	movq	16(%rsp), %rcx
	testl	%edx, %edx
	js	.L749
	leaq	(%r12,%rdx,4), %rbx
	xorl	%r14d, %r14d
.L702:
	movslq	-4(%rax), %rdx
	leaq	(%r12,%rdx,4), %rbp
	testl	%edx, %edx
	jns	.L704
	notl	%edx
	orl	$2, %r14d
	movslq	%edx, %rdx
	leaq	(%r12,%rdx,4), %rbp
.L704:
	movl	-4(%rcx), %edi
	leaq	-4(%rcx), %r11
	leaq	-4(%rax), %r9
	movl	%edi, 8(%rsp)
	.p2align 4,,10
	.p2align 3
.L705:
	movl	$2, %ecx
	movq	%rbp, %rdx
	movq	%rbx, %rsi
	movq	%r13, %rdi
	call	ss_compare
	testl	%eax, %eax
	jle	.L706
	movl	(%r10), %eax
	testb	$1, %r14b
	jne	.L708
	movl	%eax, (%r11)
	leaq	-4(%r11), %rdx
	cmpq	%r10, %r15
	jnb	.L748
.L709:
	movl	-4(%r11), %eax
	leaq	-4(%r10), %rcx
	movl	%eax, (%r10)
	movslq	-4(%r10), %rax
	testl	%eax, %eax
	js	.L750
	leaq	(%r12,%rax,4), %rbx
	movq	%rcx, %r10
	movq	%rdx, %r11
	jmp	.L705
	.p2align 4,,10
	.p2align 3
.L708:
	movl	(%r10), %eax
	subq	$4, %r10
	subq	$4, %r11
	movl	%eax, 4(%r11)
	movl	(%r11), %eax
	movl	%eax, 4(%r10)
	movl	(%r10), %eax
	testl	%eax, %eax
	js	.L708
	movl	%eax, (%r11)
	xorl	$1, %r14d
	leaq	-4(%r11), %rdx
	cmpq	%r10, %r15
	jb	.L709
.L748:
	movl	8(%rsp), %eax
	movl	%eax, (%r15)
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
.L706:
	.cfi_restore_state
	je	.L713
	movl	(%r9), %eax
	testb	$2, %r14b
	jne	.L715
.L714:
	movl	%eax, (%r11)
	movl	-4(%r11), %eax
	leaq	-4(%r9), %rcx
	leaq	-4(%r11), %rdx
	movl	%eax, (%r9)
	movq	(%rsp), %rax
	cmpq	%rax, %rcx
	jb	.L751
	movslq	-4(%r9), %rax
	testl	%eax, %eax
	js	.L752
	leaq	(%r12,%rax,4), %rbp
	movq	%rcx, %r9
	movq	%rdx, %r11
	jmp	.L705
	.p2align 4,,10
	.p2align 3
.L715:
	movl	(%r9), %eax
	subq	$4, %r9
	subq	$4, %r11
	movl	%eax, 4(%r11)
	movl	(%r11), %eax
	movl	%eax, 4(%r9)
	movl	(%r9), %eax
	testl	%eax, %eax
	js	.L715
	xorl	$2, %r14d
	jmp	.L714
	.p2align 4,,10
	.p2align 3
.L750:
	notl	%eax
	orl	$1, %r14d
	movq	%rcx, %r10
	movq	%rdx, %r11
	cltq
	leaq	(%r12,%rax,4), %rbx
	jmp	.L705
	.p2align 4,,10
	.p2align 3
.L713:
	movl	(%r10), %edx
	testb	$1, %r14b
	jne	.L721
.L720:
	notl	%edx
	leaq	-4(%r11), %rax
	movl	%edx, (%r11)
	cmpq	%r10, %r15
	jnb	.L748
	movl	-4(%r11), %edx
	leaq	-4(%r10), %rcx
	movl	%edx, (%r10)
	testb	$2, %r14b
	jne	.L723
	movl	(%r9), %edx
	movq	%r9, %rsi
.L724:
	movl	%edx, (%rax)
	leaq	-4(%rax), %r11
	movl	-4(%rax), %eax
	subq	$4, %r9
	movl	%eax, (%rsi)
	movq	(%rsp), %rax
	cmpq	%rax, %r9
	jb	.L753
	movslq	-4(%r10), %rax
	leaq	(%r12,%rax,4), %rbx
	testl	%eax, %eax
	jns	.L729
	notl	%eax
	orl	$1, %r14d
	cltq
	leaq	(%r12,%rax,4), %rbx
.L729:
	movslq	-4(%rsi), %rax
	testl	%eax, %eax
	js	.L754
	leaq	(%r12,%rax,4), %rbp
	movq	%rcx, %r10
	jmp	.L705
	.p2align 4,,10
	.p2align 3
.L721:
	movl	(%r10), %eax
	subq	$4, %r10
	subq	$4, %r11
	movl	%eax, 4(%r11)
	movl	(%r11), %eax
	movl	(%r10), %edx
	movl	%eax, 4(%r10)
	testl	%edx, %edx
	js	.L721
	xorl	$1, %r14d
	jmp	.L720
	.p2align 4,,10
	.p2align 3
.L723:
	movl	(%r9), %edx
	subq	$4, %r9
	subq	$4, %rax
	movl	%edx, 4(%rax)
	movl	(%rax), %edx
	movl	%edx, 4(%r9)
	movl	(%r9), %edx
	testl	%edx, %edx
	js	.L723
	xorl	$2, %r14d
	movq	%r9, %rsi
	jmp	.L724
	.p2align 4,,10
	.p2align 3
.L752:
	notl	%eax
	orl	$2, %r14d
	movq	%rcx, %r9
	movq	%rdx, %r11
	cltq
	leaq	(%r12,%rax,4), %rbp
	jmp	.L705
	.p2align 4,,10
	.p2align 3
.L754:
	notl	%eax
	orl	$2, %r14d
	movq	%rcx, %r10
	cltq
	leaq	(%r12,%rax,4), %rbp
	jmp	.L705
.L749:
	notl	%edx
	movl	$1, %r14d
	movslq	%edx, %rdx
	leaq	(%r12,%rdx,4), %rbx
	jmp	.L702
.L751:
	cmpq	%r10, %r15
	jnb	.L717
	movq	%r10, %rax
	movq	%rdx, %rcx
	.p2align 4,,10
	.p2align 3
.L718:
	movl	(%rax), %esi
	subq	$4, %rax
	subq	$4, %rcx
	movl	%esi, 4(%rcx)
	movl	(%rcx), %esi
	movl	%esi, 4(%rax)
	cmpq	%rax, %r15
	jb	.L718
	subq	%r10, %r15
	andq	$-4, %r15
	addq	%r15, %rdx
	addq	%r15, %r10
.L717:
	movl	(%r10), %eax
	movl	%eax, (%rdx)
	movl	8(%rsp), %eax
	movl	%eax, (%r10)
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
.L753:
	.cfi_restore_state
	cmpq	%rcx, %r15
	jnb	.L726
	movq	%rcx, %rax
	movq	%r11, %rdx
	.p2align 4,,10
	.p2align 3
.L727:
	movl	(%rax), %esi
	subq	$4, %rax
	subq	$4, %rdx
	movl	%esi, 4(%rdx)
	movl	(%rdx), %esi
	movl	%esi, 4(%rax)
	cmpq	%rax, %r15
	jb	.L727
	subq	%rcx, %r15
	andq	$-4, %r15
	addq	%r15, %r11
	addq	%r15, %rcx
.L726:
	movl	(%rcx), %eax
	movl	%eax, (%r11)
	movl	8(%rsp), %eax
	movl	%eax, (%rcx)
	addq	$24, %rsp
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
	.cfi_endproc
.LFE46:
	.size	ss_mergebackward.constprop.0, .-ss_mergebackward.constprop.0
	.p2align 4
	.type	ss_mergeforward.constprop.0, @function
ss_mergeforward.constprop.0:
.LFB47:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	movq	%rdx, %r10
	movq	%rcx, %rdx
	movq	%rcx, %r11
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	subq	%r10, %rdx
	movq	%rdi, %r14
	movq	%r9, %rdi
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	movq	%rsi, %r13
	movq	%r10, %rsi
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	movq	%r8, %r12
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	leaq	-4(%r9,%rdx), %rbp
	sarq	$2, %rdx
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	call	ss_blockswap
	movl	(%r10), %r15d
	movl	(%r11), %ebx
	movslq	(%r9), %rdx
.L756:
	movslq	%ebx, %rax
	leaq	0(%r13,%rdx,4), %rsi
	movl	$2, %ecx
	movq	%r14, %rdi
	leaq	0(%r13,%rax,4), %rax
	movq	%rax, %rdx
	call	ss_compare
	testl	%eax, %eax
	js	.L760
	jne	.L766
	notl	%ebx
	movl	%ebx, (%r11)
	jmp	.L769
	.p2align 4,,10
	.p2align 3
.L768:
	movl	(%r10), %edx
	leaq	4(%r9), %rax
	movl	%edx, -4(%rax)
	movl	4(%r9), %edx
	testl	%edx, %edx
	jns	.L773
	movq	%rax, %r9
.L769:
	movl	(%r9), %eax
	addq	$4, %r10
	movl	%eax, -4(%r10)
	cmpq	%rbp, %r9
	jb	.L768
.L782:
	movl	%r15d, 0(%rbp)
	popq	%rbx
	.cfi_remember_state
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
.L763:
	.cfi_restore_state
	movl	(%r11), %ebx
	testl	%ebx, %ebx
	jns	.L783
.L766:
	movl	(%r11), %eax
	addq	$4, %r11
	addq	$4, %r10
	movl	%eax, -4(%r10)
	movl	(%r10), %eax
	movl	%eax, -4(%r11)
	cmpq	%r12, %r11
	jb	.L763
	cmpq	%rbp, %r9
	jnb	.L764
	movq	%r9, %rax
	movq	%r10, %rdx
	.p2align 4,,10
	.p2align 3
.L765:
	movl	(%rax), %ecx
	addq	$4, %rax
	addq	$4, %rdx
	movl	%ecx, -4(%rdx)
	movl	(%rdx), %ecx
	movl	%ecx, -4(%rax)
	cmpq	%rbp, %rax
	jb	.L765
	subq	$1, %rbp
	subq	%r9, %rbp
	shrq	$2, %rbp
	leaq	4(,%rbp,4), %rax
	addq	%rax, %r10
	addq	%rax, %r9
.L764:
	movl	(%r9), %eax
	movl	%eax, (%r10)
	movl	%r15d, (%r9)
	popq	%rbx
	.cfi_remember_state
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
.L758:
	.cfi_restore_state
	movl	(%r10), %eax
	movslq	4(%r9), %rdx
	addq	$4, %r9
	movl	%eax, -4(%r9)
	testl	%edx, %edx
	jns	.L784
.L760:
	movl	(%r9), %eax
	addq	$4, %r10
	movl	%eax, -4(%r10)
	cmpq	%rbp, %r9
	jb	.L758
	jmp	.L782
	.p2align 4,,10
	.p2align 3
.L770:
	movl	(%r11), %ebx
	testl	%ebx, %ebx
	jns	.L785
.L773:
	movl	(%r11), %edx
	addq	$4, %r11
	addq	$4, %r10
	movl	%edx, -4(%r10)
	movl	(%r10), %edx
	movl	%edx, -4(%r11)
	cmpq	%r12, %r11
	jb	.L770
	cmpq	%rbp, %rax
	jnb	.L771
	movq	%rax, %rdx
	movq	%r10, %rcx
	.p2align 4,,10
	.p2align 3
.L772:
	movl	(%rdx), %esi
	addq	$4, %rdx
	addq	$4, %rcx
	movl	%esi, -4(%rcx)
	movl	(%rcx), %esi
	movl	%esi, -4(%rdx)
	cmpq	%rbp, %rdx
	jb	.L772
	subq	$1, %rbp
	subq	%rax, %rbp
	shrq	$2, %rbp
	leaq	4(,%rbp,4), %rdx
	addq	%rdx, %r10
	addq	%rdx, %rax
.L771:
	movl	(%rax), %edx
	movl	%edx, (%r10)
	movl	%r15d, (%rax)
	popq	%rbx
	.cfi_remember_state
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
.L783:
	.cfi_restore_state
	movslq	(%r9), %rdx
	jmp	.L756
	.p2align 4,,10
	.p2align 3
.L784:
	movl	(%r11), %ebx
	jmp	.L756
	.p2align 4,,10
	.p2align 3
.L785:
	movslq	4(%r9), %rdx
	movq	%rax, %r9
	jmp	.L756
	.cfi_endproc
.LFE47:
	.size	ss_mergeforward.constprop.0, .-ss_mergeforward.constprop.0
	.p2align 4
	.type	ss_swapmerge.constprop.0, @function
ss_swapmerge.constprop.0:
.LFB48:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	movq	%rcx, %r10
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	xorl	%r14d, %r14d
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	xorl	%r13d, %r13d
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	movq	%r8, %r12
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	movq	%rdx, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%rsi, %rbx
	subq	$1080, %rsp
	.cfi_def_cfa_offset 1136
	movslq	1136(%rsp), %rax
	movq	%rdi, 8(%rsp)
	movq	%r9, 16(%rsp)
	movq	%rax, (%rsp)
.L787:
	movq	%r12, %r8
	movq	(%rsp), %rax
	subq	%r10, %r8
	movq	%r8, %r9
	sarq	$2, %r9
	cmpq	%rax, %r9
	jg	.L788
	cmpq	%r10, %rbp
	jnb	.L832
	cmpq	%r12, %r10
	jb	.L922
.L832:
	testb	$1, %r13b
	je	.L833
.L923:
	movl	0(%rbp), %r9d
.L834:
	notl	%r9d
	movl	%r9d, 0(%rbp)
.L835:
	andl	$4, %r13d
	je	.L838
	movslq	(%r12), %rax
	movq	%rax, %r9
	leaq	(%rbx,%rax,4), %rdx
	movl	-4(%r12), %eax
	testl	%eax, %eax
	jns	.L901
	notl	%eax
.L901:
	movslq	%eax, %rsi
	movq	8(%rsp), %rdi
	movl	$2, %ecx
	leaq	(%rbx,%rsi,4), %rsi
	call	ss_compare
	testl	%eax, %eax
	jne	.L838
	notl	%r9d
	movl	%r9d, (%r12)
.L838:
	testl	%r14d, %r14d
	je	.L786
	subl	$1, %r14d
	movslq	%r14d, %rax
	salq	$5, %rax
	movq	48(%rsp,%rax), %rbp
	movq	56(%rsp,%rax), %r10
	movq	64(%rsp,%rax), %r12
	movl	72(%rsp,%rax), %r13d
	jmp	.L787
	.p2align 4,,10
	.p2align 3
.L788:
	movq	%r10, %rax
	movq	(%rsp), %rdi
	subq	%rbp, %rax
	movq	%rax, %rdx
	sarq	$2, %rdx
	cmpq	%rdi, %rdx
	jg	.L800
	cmpq	%r10, %rbp
	jnb	.L832
	movq	16(%rsp), %r9
	movq	8(%rsp), %rdi
	movq	%r12, %r8
	movq	%r10, %rcx
	movq	%rbp, %rdx
	movq	%rbx, %rsi
	call	ss_mergeforward.constprop.0
	testb	$1, %r13b
	jne	.L923
	.p2align 4,,10
	.p2align 3
.L833:
	testb	$2, %r13b
	je	.L835
	movslq	0(%rbp), %rax
	movq	%rax, %r9
	leaq	(%rbx,%rax,4), %rdx
	movl	-4(%rbp), %eax
	testl	%eax, %eax
	js	.L836
.L900:
	movslq	%eax, %rsi
	movq	8(%rsp), %rdi
	movl	$2, %ecx
	leaq	(%rbx,%rsi,4), %rsi
	call	ss_compare
	testl	%eax, %eax
	jne	.L835
	jmp	.L834
	.p2align 4,,10
	.p2align 3
.L786:
	addq	$1080, %rsp
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
.L922:
	.cfi_restore_state
	movq	16(%rsp), %r9
	movq	8(%rsp), %rdi
	movq	%r12, %r8
	movq	%r10, %rcx
	movq	%rbp, %rdx
	movq	%rbx, %rsi
	call	ss_mergebackward.constprop.0
	jmp	.L832
	.p2align 4,,10
	.p2align 3
.L836:
	notl	%eax
	jmp	.L900
	.p2align 4,,10
	.p2align 3
.L800:
	cmpq	%rax, %r8
	cmovg	%edx, %r9d
	movl	%r9d, %r15d
	sarl	%r15d
	testl	%r9d, %r9d
	jle	.L812
	movq	%rbp, 40(%rsp)
	xorl	%r11d, %r11d
	movq	%r10, %rbp
	movq	8(%rsp), %r10
	movq	%r8, 24(%rsp)
	movq	%rax, 32(%rsp)
	jmp	.L818
	.p2align 4,,10
	.p2align 3
.L843:
	movl	%r15d, %r9d
	movl	%r9d, %r15d
	sarl	%r15d
	testl	%r9d, %r9d
	jle	.L924
.L818:
	movslq	%r15d, %rdx
	movslq	%r11d, %rax
	addq	%rdx, %rax
	movq	$-4, %rdx
	leaq	0(,%rax,4), %rcx
	subq	%rcx, %rdx
	movslq	0(%rbp,%rdx), %rdx
	testl	%edx, %edx
	jns	.L897
	notl	%edx
	movslq	%edx, %rdx
.L897:
	movslq	0(%rbp,%rax,4), %rsi
	leaq	(%rbx,%rdx,4), %rdx
	testl	%esi, %esi
	jns	.L898
	notl	%esi
	movslq	%esi, %rsi
.L898:
	leaq	(%rbx,%rsi,4), %rsi
	movl	$2, %ecx
	movq	%r10, %rdi
	call	ss_compare
	testl	%eax, %eax
	jns	.L843
	movl	%r9d, %eax
	leal	1(%r15,%r11), %r11d
	notl	%eax
	andl	$1, %eax
	subl	%eax, %r15d
	movl	%r15d, %r9d
	movl	%r9d, %r15d
	sarl	%r15d
	testl	%r9d, %r9d
	jg	.L818
.L924:
	movq	32(%rsp), %rax
	movq	24(%rsp), %r8
	movq	%rbp, %r10
	movq	40(%rsp), %rbp
	movq	%rax, 24(%rsp)
	testl	%r11d, %r11d
	jg	.L925
.L812:
	movslq	(%r10), %rax
	movq	%rax, %r9
	leaq	(%rbx,%rax,4), %rdx
	movl	-4(%r10), %eax
	testl	%eax, %eax
	jns	.L899
	notl	%eax
.L899:
	movslq	%eax, %rsi
	movq	8(%rsp), %rdi
	movl	$2, %ecx
	leaq	(%rbx,%rsi,4), %rsi
	call	ss_compare
	testl	%eax, %eax
	jne	.L832
	notl	%r9d
	movl	%r9d, (%r10)
	jmp	.L832
	.p2align 4,,10
	.p2align 3
.L925:
	movslq	%r11d, %r9
	movq	%r10, %r15
	movl	%r11d, %edx
	movq	%r10, %rsi
	salq	$2, %r9
	subq	%r9, %r15
	addq	%r10, %r9
	movq	%r15, %rdi
	call	ss_blockswap
	cmpq	%r12, %r9
	movq	24(%rsp), %rax
	jnb	.L819
	movl	(%r9), %edx
	testl	%edx, %edx
	js	.L926
	cmpq	%r15, %rbp
	jnb	.L819
	movl	(%r10), %r11d
	movq	%r10, %rcx
	testl	%r11d, %r11d
	jns	.L824
	.p2align 4,,10
	.p2align 3
.L825:
	movl	4(%rcx), %r8d
	addq	$4, %rcx
	testl	%r8d, %r8d
	js	.L825
	movq	%r12, %r8
	movq	%r10, %rsi
	movl	$2, %edx
	subq	%rcx, %r8
	jmp	.L823
	.p2align 4,,10
	.p2align 3
.L819:
	movq	%r10, %rcx
	xorl	%edx, %edx
	cmpq	%rax, %r8
	jl	.L828
.L841:
	cmpl	$31, %r14d
	jg	.L927
	movslq	%r14d, %rax
	movl	%r13d, %esi
	andl	$3, %r13d
	addl	$1, %r14d
	salq	$5, %rax
	andl	$4, %esi
	movq	%rcx, 48(%rsp,%rax)
	movl	%edx, %ecx
	andl	$4, %edx
	andl	$3, %ecx
	movq	%r12, 64(%rsp,%rax)
	orl	%edx, %r13d
	movq	%r10, %r12
	orl	%esi, %ecx
	movq	%r9, 56(%rsp,%rax)
	movq	%r15, %r10
	movl	%ecx, 72(%rsp,%rax)
	jmp	.L787
.L826:
	testb	$2, %dl
	je	.L845
	cmpq	%rcx, %r10
	jne	.L845
.L842:
	xorl	$6, %edx
	movq	%rsi, %r10
	.p2align 4,,10
	.p2align 3
.L828:
	cmpl	$31, %r14d
	jg	.L928
	movl	%r13d, %esi
	movl	%edx, %edi
	movslq	%r14d, %rax
	andl	$4, %r13d
	andl	$3, %esi
	andl	$4, %edi
	salq	$5, %rax
	andl	$3, %edx
	orl	%edi, %esi
	movq	%rbp, 48(%rsp,%rax)
	orl	%edx, %r13d
	addl	$1, %r14d
	movq	%r10, 64(%rsp,%rax)
	movq	%rcx, %rbp
	movq	%r9, %r10
	movq	%r15, 56(%rsp,%rax)
	movl	%esi, 72(%rsp,%rax)
	jmp	.L787
.L926:
	notl	%edx
	movq	%r10, %rsi
	movl	%edx, (%r9)
	movl	$1, %edx
	cmpq	%r15, %rbp
	jb	.L822
.L821:
	movq	%r10, %rcx
.L823:
	cmpq	%r8, %rax
	jg	.L826
	movq	%rsi, %r10
	jmp	.L841
	.p2align 4,,10
	.p2align 3
.L822:
	movl	-4(%rsi), %eax
	subq	$4, %rsi
	testl	%eax, %eax
	js	.L822
	movq	%rsi, %rax
	movl	$5, %edx
	subq	%rbp, %rax
	jmp	.L821
.L845:
	movq	%rsi, %r10
	jmp	.L828
.L824:
	movl	$2, %edx
	cmpq	%rax, %r8
	jge	.L841
	movq	%r10, %rsi
	movl	$2, %edx
	jmp	.L842
.L927:
	leaq	__PRETTY_FUNCTION__.5(%rip), %rcx
	movl	$811, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC10(%rip), %rdi
	call	__assert_fail@PLT
.L928:
	leaq	__PRETTY_FUNCTION__.5(%rip), %rcx
	movl	$815, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC10(%rip), %rdi
	call	__assert_fail@PLT
	.cfi_endproc
.LFE48:
	.size	ss_swapmerge.constprop.0, .-ss_swapmerge.constprop.0
	.p2align 4
	.type	ss_inplacemerge.constprop.0, @function
ss_inplacemerge.constprop.0:
.LFB49:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	movq	%rcx, %r15
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	movq	%r8, %r13
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	movq	%rdi, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%rsi, %rbx
	subq	$24, %rsp
	.cfi_def_cfa_offset 80
	movq	%rdx, 16(%rsp)
	.p2align 4,,10
	.p2align 3
.L944:
	movslq	-4(%r13), %rax
	testl	%eax, %eax
	js	.L957
	movl	$0, 4(%rsp)
	leaq	(%rbx,%rax,4), %r12
.L931:
	movq	16(%rsp), %r14
	movq	%r15, %rax
	subq	%r14, %rax
	sarq	$2, %rax
	movl	%eax, %r10d
	movl	%eax, %r9d
	sarl	%r10d
	testl	%eax, %eax
	jle	.L932
	movq	%r13, 8(%rsp)
	movl	$-1, %r11d
	jmp	.L936
	.p2align 4,,10
	.p2align 3
.L945:
	movl	%r10d, %r9d
	movl	%eax, %r11d
	movl	%r9d, %r10d
	sarl	%r10d
	testl	%r9d, %r9d
	jle	.L958
.L936:
	movslq	%r10d, %rax
	leaq	(%r14,%rax,4), %r13
	movslq	0(%r13), %rsi
	testl	%esi, %esi
	jns	.L955
	notl	%esi
	movslq	%esi, %rsi
.L955:
	leaq	(%rbx,%rsi,4), %rsi
	movl	$2, %ecx
	movq	%r12, %rdx
	movq	%rbp, %rdi
	call	ss_compare
	testl	%eax, %eax
	jns	.L945
	movl	%r9d, %eax
	movl	%r10d, %r9d
	leaq	4(%r13), %r14
	notl	%eax
	andl	$1, %eax
	subl	%eax, %r9d
	movl	%r9d, %r10d
	sarl	%r10d
	testl	%r9d, %r9d
	jg	.L936
.L958:
	movq	8(%rsp), %r13
	cmpq	%r15, %r14
	jnb	.L939
	testl	%r11d, %r11d
	jne	.L940
	notl	(%r14)
.L940:
	movq	%r13, %rdx
	movq	%r15, %rsi
	movq	%r14, %rdi
	call	ss_rotate
	movq	%r15, %rcx
	subq	%r14, %rcx
	subq	%rcx, %r13
	cmpq	%r14, 16(%rsp)
	je	.L929
	movq	%r14, %r15
.L939:
	movl	4(%rsp), %edx
	subq	$4, %r13
	testl	%edx, %edx
	jne	.L943
.L942:
	cmpq	%r13, %r15
	jne	.L944
.L929:
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
.L943:
	.cfi_restore_state
	movl	-4(%r13), %eax
	subq	$4, %r13
	testl	%eax, %eax
	jns	.L942
	movl	-4(%r13), %eax
	subq	$4, %r13
	testl	%eax, %eax
	js	.L943
	jmp	.L942
	.p2align 4,,10
	.p2align 3
.L957:
	notl	%eax
	movl	$1, 4(%rsp)
	cltq
	leaq	(%rbx,%rax,4), %r12
	jmp	.L931
	.p2align 4,,10
	.p2align 3
.L932:
	cmpq	%r15, 16(%rsp)
	jnb	.L939
	movq	16(%rsp), %rdi
	addq	$24, %rsp
	.cfi_def_cfa_offset 56
	movq	%r13, %rdx
	movq	%r15, %rsi
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
	jmp	ss_rotate
	.cfi_endproc
.LFE49:
	.size	ss_inplacemerge.constprop.0, .-ss_inplacemerge.constprop.0
	.p2align 4
	.type	ss_mintrosort.constprop.0, @function
ss_mintrosort.constprop.0:
.LFB50:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	movl	$2, %r8d
	xorl	%r15d, %r15d
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	movq	%rdx, %r14
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	movq	%rcx, %r13
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	movq	%rsi, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	subq	$424, %rsp
	.cfi_def_cfa_offset 480
	movq	%rdi, (%rsp)
	movq	%rcx, %rdi
	subq	%rdx, %rdi
	sarq	$2, %rdi
	call	ss_ilg
	movl	%eax, %r12d
.L960:
	movq	%r13, %rax
	subq	%r14, %rax
	cmpq	$32, %rax
	jg	.L961
.L1058:
	cmpq	$4, %rax
	jg	.L1057
.L962:
	testl	%r15d, %r15d
	je	.L1042
	subl	$1, %r15d
	movslq	%r15d, %rax
	leaq	(%rax,%rax,2), %rax
	salq	$3, %rax
	movq	40(%rsp,%rax), %r13
	movq	32(%rsp,%rax), %r14
	movl	48(%rsp,%rax), %r8d
	movl	52(%rsp,%rax), %r12d
	movq	%r13, %rax
	subq	%r14, %rax
	cmpq	$32, %rax
	jle	.L1058
.L961:
	movq	(%rsp), %rdi
	movslq	%r8d, %rbx
	addq	%rdi, %rbx
	testl	%r12d, %r12d
	je	.L1059
	movl	%r12d, %eax
	movslq	(%r14), %r10
	subl	$1, %eax
	movl	%eax, 20(%rsp)
	js	.L966
	movq	%r13, %rcx
	movq	%r14, %rdx
	movq	%rbx, %rdi
	movq	%rbp, %rsi
	movl	%r8d, 16(%rsp)
	movl	%r10d, 8(%rsp)
	call	ss_pivot
	movl	8(%rsp), %r10d
	movl	16(%rsp), %r8d
	movslq	(%rax), %rcx
	movq	%rcx, %rdx
	movslq	0(%rbp,%rcx,4), %rcx
	movzbl	(%rbx,%rcx), %r9d
	movl	%edx, (%r14)
	movl	%r10d, (%rax)
	movq	%r14, %r10
	movl	%r9d, %edi
	jmp	.L977
	.p2align 4,,10
	.p2align 3
.L1061:
	movslq	(%r10), %rax
	movslq	0(%rbp,%rax,4), %rax
	movzbl	(%rbx,%rax), %eax
	cmpl	%eax, %r9d
	jne	.L1060
.L977:
	movq	%r10, %rdx
	addq	$4, %r10
	cmpq	%r13, %r10
	jb	.L1061
	movq	%r10, %rax
.L976:
	movq	%r13, %rsi
	jmp	.L982
	.p2align 4,,10
	.p2align 3
.L1063:
	movslq	(%rsi), %rcx
	movslq	0(%rbp,%rcx,4), %rcx
	movzbl	(%rbx,%rcx), %ecx
	cmpl	%ecx, %r9d
	jne	.L1062
.L982:
	movq	%rsi, %rdx
	subq	$4, %rsi
	cmpq	%rsi, %rax
	jb	.L1063
	.p2align 4,,10
	.p2align 3
.L981:
	cmpq	%r10, %rsi
	jnb	.L1064
	movslq	(%r14), %rax
	movslq	0(%rbp,%rax,4), %rax
	cmpb	%dil, -1(%rbx,%rax)
	jb	.L1065
.L1022:
	addl	$1, %r8d
	jmp	.L960
	.p2align 4,,10
	.p2align 3
.L1042:
	addq	$424, %rsp
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
.L1059:
	.cfi_restore_state
	sarq	$2, %rax
	movq	%r14, %rdx
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	movl	%eax, %ecx
	movl	%r8d, 8(%rsp)
	call	ss_heapsort
	movslq	(%r14), %r10
	movl	8(%rsp), %r8d
.L966:
	movslq	0(%rbp,%r10,4), %rax
	leaq	4(%r14), %r11
	movzbl	(%rbx,%rax), %edx
	cmpq	%r13, %r11
	jnb	.L1025
	.p2align 4,,10
	.p2align 3
.L970:
	movslq	(%r11), %rax
	movslq	0(%rbp,%rax,4), %rax
	movzbl	(%rbx,%rax), %eax
	cmpl	%edx, %eax
	je	.L969
	movq	%r11, %rcx
	subq	%r14, %rcx
	cmpq	$4, %rcx
	jg	.L1055
	movl	%eax, %edx
	movq	%r11, %r14
.L969:
	addq	$4, %r11
	cmpq	%r13, %r11
	jb	.L970
.L1055:
	movslq	(%r14), %rax
	movq	%r14, %rsi
	movq	%r11, %r14
	movslq	0(%rbp,%rax,4), %rax
.L968:
	movzbl	-1(%rbx,%rax), %eax
	cmpl	%edx, %eax
	jl	.L1066
.L971:
	movq	%r11, %rax
	movq	%r13, %rdx
	subq	%rsi, %rax
	subq	%r11, %rdx
	cmpq	%rdx, %rax
	jg	.L972
	cmpq	$4, %rax
	jle	.L1027
	cmpl	$15, %r15d
	jg	.L1067
	movslq	%r15d, %rdx
	addl	$1, %r15d
	leaq	(%rdx,%rdx,2), %rdx
	salq	$3, %rdx
	movq	%r11, 32(%rsp,%rdx)
	movq	%r13, 40(%rsp,%rdx)
	movl	%r8d, 48(%rsp,%rdx)
	movl	$-1, 52(%rsp,%rdx)
.L974:
	sarq	$2, %rax
	addl	$1, %r8d
	movq	%r11, %r13
	movq	%rsi, %r14
	movl	%eax, %edi
	call	ss_ilg
	movl	%eax, %r12d
	jmp	.L960
.L1057:
	movq	(%rsp), %rdi
	movq	%r13, %rcx
	movq	%r14, %rdx
	movq	%rbp, %rsi
	call	ss_insertionsort
	jmp	.L962
.L1062:
	jl	.L1023
	movq	%rsi, %rdx
	.p2align 4,,10
	.p2align 3
.L995:
	movl	(%rdx), %r11d
	movl	(%rax), %ecx
	addq	$4, %rax
	movl	%r11d, -4(%rax)
	movl	%ecx, (%rdx)
	cmpq	%rdx, %rax
	jb	.L988
	jmp	.L993
	.p2align 4,,10
	.p2align 3
.L992:
	jne	.L990
	movl	(%r10), %r11d
	addq	$4, %r10
	movl	%r11d, (%rax)
	movl	%ecx, -4(%r10)
.L990:
	addq	$4, %rax
	cmpq	%rdx, %rax
	jnb	.L993
.L988:
	movslq	(%rax), %r11
	movq	%r11, %rcx
	movslq	0(%rbp,%r11,4), %r11
	movzbl	(%rbx,%r11), %r11d
	cmpl	%r11d, %r9d
	jge	.L992
	.p2align 4,,10
	.p2align 3
.L993:
	subq	$4, %rdx
	cmpq	%rdx, %rax
	jnb	.L981
	movslq	(%rdx), %r11
	movq	%r11, %rcx
	movslq	0(%rbp,%r11,4), %r11
	movzbl	(%rbx,%r11), %r11d
	cmpl	%r11d, %r9d
	jg	.L1056
	jne	.L993
	movl	(%rsi), %r11d
	subq	$4, %rsi
	movl	%r11d, (%rdx)
	movl	%ecx, 4(%rsi)
	jmp	.L993
.L1060:
	movq	%r10, %rax
	jle	.L976
	leaq	8(%rdx), %rax
	cmpq	%r13, %rax
	jb	.L978
	jmp	.L976
	.p2align 4,,10
	.p2align 3
.L980:
	jne	.L979
	movl	(%r10), %ecx
	addq	$4, %r10
	movl	%ecx, (%rax)
	movl	%edx, -4(%r10)
.L979:
	addq	$4, %rax
	cmpq	%r13, %rax
	jnb	.L976
.L978:
	movslq	(%rax), %rcx
	movq	%rcx, %rdx
	movslq	0(%rbp,%rcx,4), %rcx
	movzbl	(%rbx,%rcx), %ecx
	cmpl	%ecx, %r9d
	jge	.L980
	jmp	.L976
.L1023:
	subq	$8, %rdx
	cmpq	%rdx, %rax
	jb	.L984
	jmp	.L981
	.p2align 4,,10
	.p2align 3
.L987:
	jne	.L986
	movl	(%rsi), %r11d
	subq	$4, %rsi
	movl	%r11d, (%rdx)
	movl	%ecx, 4(%rsi)
.L986:
	subq	$4, %rdx
	cmpq	%rdx, %rax
	jnb	.L981
.L984:
	movslq	(%rdx), %r11
	movq	%r11, %rcx
	movslq	0(%rbp,%r11,4), %r11
	movzbl	(%rbx,%r11), %r11d
	cmpl	%r11d, %r9d
	jle	.L987
	.p2align 4,,10
	.p2align 3
.L1056:
	cmpq	%rdx, %rax
	jb	.L995
	jmp	.L981
	.p2align 4,,10
	.p2align 3
.L972:
	cmpq	$4, %rdx
	jle	.L974
	cmpl	$15, %r15d
	jg	.L1068
	movslq	%r15d, %rdx
	sarq	$2, %rax
	addl	$1, %r15d
	movl	$-1, %r12d
	leaq	(%rdx,%rdx,2), %rcx
	movl	%eax, %edi
	leal	1(%r8), %edx
	salq	$3, %rcx
	movq	%rsi, 32(%rsp,%rcx)
	movq	%r11, 40(%rsp,%rcx)
	movl	%edx, 48(%rsp,%rcx)
	call	ss_ilg
	movl	%eax, 52(%rsp,%rcx)
	jmp	.L960
.L1064:
	movq	%rax, %r9
	leaq	-4(%rax), %rcx
	movq	%r10, %rdx
	subq	%r10, %r9
	subq	%r14, %rdx
	movq	%rcx, 8(%rsp)
	movq	%r9, %rcx
	sarq	$2, %rdx
	sarq	$2, %rcx
	cmpl	%ecx, %edx
	cmovg	%ecx, %edx
	movq	%rax, %rcx
	movslq	%edx, %r10
	salq	$2, %r10
	subq	%r10, %rcx
	testl	%edx, %edx
	jle	.L1001
	movl	%edx, %edx
	leaq	(%r14,%rdx,4), %r11
	movq	%r14, %rdx
	.p2align 4,,10
	.p2align 3
.L1000:
	movl	(%rcx), %r12d
	movl	(%rdx), %r10d
	addq	$4, %rdx
	addq	$4, %rcx
	movl	%r12d, -4(%rdx)
	movl	%r10d, -4(%rcx)
	cmpq	%r11, %rdx
	jne	.L1000
.L1001:
	movq	8(%rsp), %rcx
	movq	%rsi, %r12
	movq	%r13, %rdx
	subq	%rsi, %rdx
	subq	%rcx, %r12
	sarq	$2, %rdx
	movq	%r12, %rcx
	subl	$1, %edx
	sarq	$2, %rcx
	cmpl	%ecx, %edx
	cmovle	%edx, %ecx
	movq	%r13, %rdx
	movslq	%ecx, %rsi
	salq	$2, %rsi
	subq	%rsi, %rdx
	movl	%ecx, %esi
	leaq	(%rdx,%rsi,4), %r10
	testl	%ecx, %ecx
	jle	.L999
	.p2align 4,,10
	.p2align 3
.L1004:
	movl	(%rax), %ecx
	movl	(%rdx), %esi
	addq	$4, %rdx
	addq	$4, %rax
	movl	%esi, -4(%rax)
	movl	%ecx, -4(%rdx)
	cmpq	%r10, %rdx
	jne	.L1004
.L999:
	leaq	(%r14,%r9), %rsi
	movq	%r13, %r11
	movslq	(%rsi), %rax
	subq	%r12, %r11
	movq	%rsi, %rcx
	movslq	0(%rbp,%rax,4), %rax
	cmpb	%dil, -1(%rbx,%rax)
	jb	.L1069
.L1003:
	movq	%r11, %rdi
	subq	%rcx, %rdi
	cmpq	%r12, %r9
	jg	.L1005
	cmpq	%rdi, %r12
	jg	.L1006
	cmpl	$15, %r15d
	jg	.L1070
	movslq	%r15d, %rax
	sarq	$2, %rdi
	leaq	(%rax,%rax,2), %r9
	leal	1(%r8), %eax
	salq	$3, %r9
	movq	%rcx, 32(%rsp,%r9)
	leal	1(%r15), %ecx
	movq	%r11, 40(%rsp,%r9)
	movl	%eax, 48(%rsp,%r9)
	call	ss_ilg
	movl	%eax, 52(%rsp,%r9)
	cmpl	$16, %ecx
	je	.L1071
	movslq	%ecx, %rcx
	movl	20(%rsp), %edi
	addl	$2, %r15d
	leaq	(%rcx,%rcx,2), %rax
	salq	$3, %rax
	movl	%edi, %r12d
	movq	%r13, 40(%rsp,%rax)
	movq	%rsi, %r13
	movq	%r11, 32(%rsp,%rax)
	movl	%r8d, 48(%rsp,%rax)
	movl	%edi, 52(%rsp,%rax)
	jmp	.L960
.L1065:
	movl	%r8d, %ecx
	movq	%r13, %rdx
	movq	%r14, %rsi
	movq	%rbp, %rdi
	movl	%r8d, 8(%rsp)
	call	ss_partition
	movq	%r13, %rdi
	subq	%rax, %rdi
	movq	%rax, %r14
	sarq	$2, %rdi
	call	ss_ilg
	movl	8(%rsp), %r8d
	movl	%eax, %r12d
	jmp	.L1022
.L1066:
	movl	%r8d, %ecx
	movq	%r11, %rdx
	movq	%rbp, %rdi
	movl	%r8d, 8(%rsp)
	call	ss_partition
	movl	8(%rsp), %r8d
	movq	%rax, %rsi
	jmp	.L971
.L1005:
	cmpq	%rdi, %r9
	jg	.L1014
	cmpl	$15, %r15d
	jg	.L1072
	movslq	%r15d, %rax
	sarq	$2, %rdi
	leaq	(%rax,%rax,2), %r9
	leal	1(%r8), %eax
	salq	$3, %r9
	movq	%rcx, 32(%rsp,%r9)
	leal	1(%r15), %ecx
	movq	%r11, 40(%rsp,%r9)
	movl	%eax, 48(%rsp,%r9)
	call	ss_ilg
	movl	%eax, 52(%rsp,%r9)
	cmpl	$16, %ecx
	je	.L1073
	movslq	%ecx, %rcx
	movl	20(%rsp), %edi
	addl	$2, %r15d
	leaq	(%rcx,%rcx,2), %rax
	salq	$3, %rax
	movl	%edi, %r12d
	movq	%r14, 32(%rsp,%rax)
	movq	%r11, %r14
	movq	%rsi, 40(%rsp,%rax)
	movl	%r8d, 48(%rsp,%rax)
	movl	%edi, 52(%rsp,%rax)
	jmp	.L960
.L1027:
	movl	$-1, %r12d
	jmp	.L960
.L1069:
	movl	%r8d, %ecx
	movq	%r11, %rdx
	movq	%rbp, %rdi
	movq	%r9, 24(%rsp)
	movl	%r8d, 16(%rsp)
	movq	%rsi, 8(%rsp)
	call	ss_partition
	movq	24(%rsp), %r9
	movl	16(%rsp), %r8d
	movq	8(%rsp), %rsi
	movq	%rax, %rcx
	jmp	.L1003
.L1014:
	cmpq	%rdi, %r12
	jg	.L1017
	cmpl	$15, %r15d
	jg	.L1074
	movslq	%r15d, %rax
	leal	1(%r15), %edx
	leaq	(%rax,%rax,2), %rax
	salq	$3, %rax
	movq	%rsi, 40(%rsp,%rax)
	movl	20(%rsp), %esi
	movq	%r14, 32(%rsp,%rax)
	movl	%r8d, 48(%rsp,%rax)
	movl	%esi, 52(%rsp,%rax)
	cmpl	$15, %r15d
	je	.L1075
	movslq	%edx, %rax
	sarq	$2, %rdi
	addl	$2, %r15d
	movq	%r11, %r14
	leaq	(%rax,%rax,2), %rsi
	leal	1(%r8), %eax
	salq	$3, %rsi
	movq	%rcx, 32(%rsp,%rsi)
	movq	%r11, 40(%rsp,%rsi)
	movl	%eax, 48(%rsp,%rsi)
	call	ss_ilg
	movl	20(%rsp), %r12d
	movl	%eax, 52(%rsp,%rsi)
	jmp	.L960
.L1006:
	cmpq	%rdi, %r9
	jle	.L1076
	cmpl	$15, %r15d
	jg	.L1077
	movslq	%r15d, %rax
	movl	20(%rsp), %ebx
	leal	1(%r15), %edx
	leaq	(%rax,%rax,2), %rax
	salq	$3, %rax
	movq	%r11, 32(%rsp,%rax)
	movq	%r13, 40(%rsp,%rax)
	movl	%r8d, 48(%rsp,%rax)
	movl	%ebx, 52(%rsp,%rax)
	cmpl	$15, %r15d
	je	.L1078
	movslq	%edx, %rax
	leaq	(%rax,%rax,2), %rax
	salq	$3, %rax
	movq	%r14, 32(%rsp,%rax)
	movq	%rsi, 40(%rsp,%rax)
.L1054:
	movl	20(%rsp), %esi
	sarq	$2, %rdi
	movl	%r8d, 48(%rsp,%rax)
	movq	%r11, %r13
	addl	$2, %r15d
	addl	$1, %r8d
	movq	%rcx, %r14
	movl	%esi, 52(%rsp,%rax)
	call	ss_ilg
	movl	%eax, %r12d
	jmp	.L960
.L1076:
	cmpl	$15, %r15d
	jg	.L1079
	movslq	%r15d, %rax
	movl	20(%rsp), %ebx
	leal	1(%r15), %edx
	leaq	(%rax,%rax,2), %rax
	salq	$3, %rax
	movq	%r11, 32(%rsp,%rax)
	movq	%r13, 40(%rsp,%rax)
	movl	%r8d, 48(%rsp,%rax)
	movl	%ebx, 52(%rsp,%rax)
	cmpl	$15, %r15d
	je	.L1080
	movslq	%edx, %rax
	sarq	$2, %rdi
	addl	$2, %r15d
	movq	%rsi, %r13
	leaq	(%rax,%rax,2), %r9
	leal	1(%r8), %eax
	salq	$3, %r9
	movq	%rcx, 32(%rsp,%r9)
	movq	%r11, 40(%rsp,%r9)
	movl	%eax, 48(%rsp,%r9)
	call	ss_ilg
	movl	20(%rsp), %r12d
	movl	%eax, 52(%rsp,%r9)
	jmp	.L960
.L1017:
	cmpl	$15, %r15d
	jg	.L1081
	movslq	%r15d, %rax
	leal	1(%r15), %edx
	leaq	(%rax,%rax,2), %rax
	salq	$3, %rax
	movq	%rsi, 40(%rsp,%rax)
	movl	20(%rsp), %esi
	movq	%r14, 32(%rsp,%rax)
	movl	%r8d, 48(%rsp,%rax)
	movl	%esi, 52(%rsp,%rax)
	cmpl	$15, %r15d
	je	.L1082
	movslq	%edx, %rax
	leaq	(%rax,%rax,2), %rax
	salq	$3, %rax
	movq	%r11, 32(%rsp,%rax)
	movq	%r13, 40(%rsp,%rax)
	jmp	.L1054
.L1025:
	movq	%r14, %rsi
	movq	%r11, %r14
	jmp	.L968
.L1071:
	leaq	__PRETTY_FUNCTION__.4(%rip), %rcx
	movl	$496, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC10(%rip), %rdi
	call	__assert_fail@PLT
.L1067:
	leaq	__PRETTY_FUNCTION__.4(%rip), %rcx
	movl	$438, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC10(%rip), %rdi
	call	__assert_fail@PLT
.L1080:
	leaq	__PRETTY_FUNCTION__.4(%rip), %rcx
	movl	$500, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC10(%rip), %rdi
	call	__assert_fail@PLT
.L1079:
	leaq	__PRETTY_FUNCTION__.4(%rip), %rcx
	movl	$499, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC10(%rip), %rdi
	call	__assert_fail@PLT
.L1078:
	leaq	__PRETTY_FUNCTION__.4(%rip), %rcx
	movl	$504, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC10(%rip), %rdi
	call	__assert_fail@PLT
.L1077:
	leaq	__PRETTY_FUNCTION__.4(%rip), %rcx
	movl	$503, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC10(%rip), %rdi
	call	__assert_fail@PLT
.L1070:
	leaq	__PRETTY_FUNCTION__.4(%rip), %rcx
	movl	$495, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC10(%rip), %rdi
	call	__assert_fail@PLT
.L1073:
	leaq	__PRETTY_FUNCTION__.4(%rip), %rcx
	movl	$510, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC10(%rip), %rdi
	call	__assert_fail@PLT
.L1082:
	leaq	__PRETTY_FUNCTION__.4(%rip), %rcx
	movl	$518, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC10(%rip), %rdi
	call	__assert_fail@PLT
.L1081:
	leaq	__PRETTY_FUNCTION__.4(%rip), %rcx
	movl	$517, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC10(%rip), %rdi
	call	__assert_fail@PLT
.L1072:
	leaq	__PRETTY_FUNCTION__.4(%rip), %rcx
	movl	$509, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC10(%rip), %rdi
	call	__assert_fail@PLT
.L1068:
	leaq	__PRETTY_FUNCTION__.4(%rip), %rcx
	movl	$445, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC10(%rip), %rdi
	call	__assert_fail@PLT
.L1075:
	leaq	__PRETTY_FUNCTION__.4(%rip), %rcx
	movl	$514, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC10(%rip), %rdi
	call	__assert_fail@PLT
.L1074:
	leaq	__PRETTY_FUNCTION__.4(%rip), %rcx
	movl	$513, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC10(%rip), %rdi
	call	__assert_fail@PLT
	.cfi_endproc
.LFE50:
	.size	ss_mintrosort.constprop.0, .-ss_mintrosort.constprop.0
	.p2align 4
	.type	sssort.constprop.0, @function
sssort.constprop.0:
.LFB51:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	leaq	4(%rdx), %rax
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	movq	%rdi, %r13
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	movq	%rsi, %r12
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%rdx, %rbx
	subq	$88, %rsp
	.cfi_def_cfa_offset 144
	movl	152(%rsp), %r10d
	movq	%r8, 32(%rsp)
	movq	%rcx, %r8
	movq	%rcx, 40(%rsp)
	testl	%r10d, %r10d
	movl	%r9d, 56(%rsp)
	cmovne	%rax, %rbx
	movslq	%r9d, %rax
	subq	%rbx, %r8
	cmpl	$1023, %eax
	jg	.L1102
	movq	%r8, %rdi
	sarq	$2, %rdi
	cmpq	%rdi, %rax
	jge	.L1127
	call	ss_isqrt
	cmpl	%eax, 56(%rsp)
	jl	.L1128
.L1102:
	movq	40(%rsp), %rax
	movl	$0, 60(%rsp)
	movq	%rax, 24(%rsp)
.L1085:
	cmpq	$4096, %r8
	jle	.L1088
	xorl	%r10d, %r10d
	movq	%rbx, 48(%rsp)
	movq	%rbx, %r8
	movl	%r10d, 12(%rsp)
	.p2align 4,,10
	.p2align 3
.L1091:
	movq	%r8, %rbx
	addq	$4096, %r8
	movq	%r12, %rsi
	movq	%r13, %rdi
	movq	%r8, %rcx
	movq	%rbx, %rdx
	movq	%r8, (%rsp)
	movl	$1024, %r15d
	call	ss_mintrosort.constprop.0
	movq	(%rsp), %r8
	movq	40(%rsp), %rsi
	movl	56(%rsp), %eax
	movl	12(%rsp), %edi
	subq	%r8, %rsi
	sarq	$2, %rsi
	movl	%edi, %ebp
	cmpl	%esi, %eax
	movl	%esi, %r14d
	cmovge	%eax, %r14d
	movq	32(%rsp), %rax
	cmovl	%r8, %rax
	andl	$1, %edi
	je	.L1093
	movq	%r8, 16(%rsp)
	movq	%rax, (%rsp)
	.p2align 4,,10
	.p2align 3
.L1090:
	subq	$8, %rsp
	.cfi_def_cfa_offset 152
	movslq	%r15d, %rax
	movq	%rbx, %rcx
	movq	%r13, %rdi
	pushq	%r14
	.cfi_def_cfa_offset 160
	salq	$2, %rax
	movq	16(%rsp), %r9
	movq	%r12, %rsi
	leaq	(%rbx,%rax), %r8
	subq	%rax, %rbx
	sarl	%ebp
	addl	%r15d, %r15d
	movq	%rbx, %rdx
	call	ss_swapmerge.constprop.0
	popq	%rdi
	.cfi_def_cfa_offset 152
	popq	%r8
	.cfi_def_cfa_offset 144
	testb	$1, %bpl
	jne	.L1090
	movq	16(%rsp), %r8
.L1093:
	movq	24(%rsp), %rax
	addl	$1, 12(%rsp)
	subq	%r8, %rax
	cmpq	$4096, %rax
	jg	.L1091
	movq	24(%rsp), %rcx
	movq	%r8, %rdx
	movq	%r12, %rsi
	movq	%r13, %rdi
	movl	$1024, %ebp
	movq	%r8, (%rsp)
	movq	48(%rsp), %rbx
	call	ss_mintrosort.constprop.0
	movl	%ebp, %r15d
	movq	(%rsp), %rcx
	movl	12(%rsp), %r14d
	jmp	.L1096
	.p2align 4,,10
	.p2align 3
.L1095:
	addl	%r15d, %r15d
	sarl	%r14d
	je	.L1094
.L1096:
	testb	$1, %r14b
	je	.L1095
	subq	$8, %rsp
	.cfi_def_cfa_offset 152
	movslq	%r15d, %rdx
	movq	%rcx, %rbp
	movq	%r12, %rsi
	movl	64(%rsp), %eax
	salq	$2, %rdx
	movq	%r13, %rdi
	addl	%r15d, %r15d
	subq	%rdx, %rbp
	pushq	%rax
	.cfi_def_cfa_offset 160
	movq	48(%rsp), %r9
	movq	%rbp, %rdx
	movq	40(%rsp), %r8
	call	ss_swapmerge.constprop.0
	sarl	%r14d
	popq	%rcx
	.cfi_def_cfa_offset 152
	movq	%rbp, %rcx
	popq	%rsi
	.cfi_def_cfa_offset 144
	jne	.L1096
.L1094:
	movl	60(%rsp), %edx
	testl	%edx, %edx
	je	.L1087
	movq	40(%rsp), %r15
	movq	24(%rsp), %r14
	movq	%r12, %rsi
	movq	%r13, %rdi
	movq	%r15, %rcx
	movq	%r14, %rdx
	call	ss_mintrosort.constprop.0
	movq	%r15, %r8
	movq	%r14, %rcx
	movq	%rbx, %rdx
	movq	%r12, %rsi
	movq	%r13, %rdi
	call	ss_inplacemerge.constprop.0
.L1087:
	movl	152(%rsp), %eax
	testl	%eax, %eax
	je	.L1083
	movslq	-4(%rbx), %rdx
	movq	40(%rsp), %rbp
	leaq	72(%rsp), %r10
	movl	144(%rsp), %eax
	movd	(%r12,%rdx,4), %xmm0
	movq	%rdx, %r9
	subl	$2, %eax
	movd	%eax, %xmm1
	movq	40(%rsp), %rax
	punpckldq	%xmm1, %xmm0
	movq	%xmm0, 72(%rsp)
	cmpq	%rax, %rbx
	jb	.L1098
.L1099:
	movl	%r9d, -4(%rbx)
.L1083:
	addq	$88, %rsp
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
.L1129:
	.cfi_restore_state
	movslq	%r11d, %rax
	movl	$2, %ecx
	movq	%r10, %rsi
	movq	%r13, %rdi
	leaq	(%r12,%rax,4), %rdx
	call	ss_compare
	testl	%eax, %eax
	jle	.L1099
.L1100:
	movl	%r11d, -4(%rbx)
	addq	$4, %rbx
	cmpq	%rbp, %rbx
	jnb	.L1099
.L1098:
	movl	(%rbx), %r11d
	testl	%r11d, %r11d
	js	.L1100
	jmp	.L1129
.L1127:
	movq	%rbx, %rdx
	movq	%r13, %rdi
	call	ss_mintrosort.constprop.0
	jmp	.L1087
.L1128:
	movl	$1024, %r14d
	movq	40(%rsp), %rdx
	cmpl	%r14d, %eax
	movl	%r14d, %edi
	cmovle	%eax, %edi
	movslq	%edi, %rax
	movl	%edi, 56(%rsp)
	salq	$2, %rax
	movl	%edi, 60(%rsp)
	subq	%rax, %rdx
	movq	%rdx, %r8
	movq	%rdx, 32(%rsp)
	movq	%rdx, 24(%rsp)
	subq	%rbx, %r8
	jmp	.L1085
.L1088:
	movq	24(%rsp), %rcx
	movq	%rbx, %rdx
	movq	%r12, %rsi
	movq	%r13, %rdi
	call	ss_mintrosort.constprop.0
	jmp	.L1094
	.cfi_endproc
.LFE51:
	.size	sssort.constprop.0, .-sssort.constprop.0
	.p2align 4
	.type	sort_typeBstar.constprop.0, @function
sort_typeBstar.constprop.0:
.LFB52:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	xorl	%eax, %eax
	movq	%rdx, %r15
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	movq	%rdi, %r14
	movq	%rdx, %rdi
	movl	$262144, %edx
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	movq	%rsi, %r12
	xorl	%esi, %esi
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	movl	%r8d, %ebp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%rcx, %rbx
	movl	$128, %ecx
	subq	$88, %rsp
	.cfi_def_cfa_offset 144
	rep stosq
	movq	%rbx, %rdi
	movl	%r8d, 12(%rsp)
	call	memset@PLT
	movslq	%ebp, %rax
	leaq	-1(%r14,%rax), %rdi
	leal	-1(%rax), %r13d
	movq	%rax, %r9
	movq	%rdi, 56(%rsp)
	movzbl	(%rdi), %ecx
	movl	%r13d, %edx
.L1131:
	movl	%r9d, %r8d
	testl	%edx, %edx
	js	.L1132
	movslq	%edx, %rsi
	leaq	-1(%r14,%rsi), %rdi
	jmp	.L1133
	.p2align 4,,10
	.p2align 3
.L1202:
	movzbl	(%rdi), %esi
	subq	$1, %rdi
	cmpl	%esi, %ecx
	jg	.L1201
	movl	%esi, %ecx
.L1133:
	movslq	%ecx, %rsi
	movl	%edx, %r10d
	addl	$1, (%r15,%rsi,4)
	subl	$1, %edx
	jnb	.L1202
.L1132:
	movl	12(%rsp), %edx
	movl	(%r15), %edi
	movl	$1, %r10d
	xorl	%esi, %esi
	movl	$0, (%r15)
	addl	(%rbx), %edi
	subl	%r8d, %edx
	xorl	%r8d, %r8d
	.p2align 4,,10
	.p2align 3
.L1140:
	leal	-1(%r10), %r11d
	movl	%r10d, %ebp
	movl	%r10d, %ecx
	.p2align 4,,10
	.p2align 3
.L1139:
	movl	%ecx, %r9d
	orl	%r8d, %r9d
	movslq	%r9d, %r9
	leaq	(%rbx,%r9,4), %r9
	addl	(%r9), %esi
	movl	%esi, (%r9)
	movl	%ecx, %r9d
	addl	$1, %ecx
	sall	$8, %r9d
	orl	%r11d, %r9d
	addl	(%rbx,%r9,4), %edi
	cmpl	$256, %ecx
	jne	.L1139
	movl	(%r15,%r10,4), %ecx
	addl	$256, %r8d
	orl	%r8d, %ebp
	addl	%edi, %ecx
	movslq	%ebp, %rbp
	addl	%esi, %edi
	movl	%edi, (%r15,%r10,4)
	movl	(%rbx,%rbp,4), %edi
	addq	$1, %r10
	addl	%ecx, %edi
	cmpl	$65280, %r8d
	jne	.L1140
	testl	%edx, %edx
	je	.L1130
	movslq	%edx, %rcx
	subq	%rcx, %rax
	leaq	(%r12,%rax,4), %r9
	leaq	0(,%rcx,4), %rax
	movq	%rax, 48(%rsp)
	leaq	(%r12,%rax), %rcx
	leal	-2(%rdx), %eax
	movslq	%eax, %rsi
	cmpl	$-1, %eax
	je	.L1145
.L1144:
	movslq	(%r9,%rsi,4), %rdi
	movzbl	1(%r14,%rdi), %eax
	movzbl	(%r14,%rdi), %edi
	sall	$8, %edi
	orl	%edi, %eax
	cltq
	leaq	(%rbx,%rax,4), %rdi
	movl	(%rdi), %eax
	subl	$1, %eax
	movl	%eax, (%rdi)
	cltq
	movl	%esi, (%r12,%rax,4)
	subq	$1, %rsi
	cmpl	$-1, %esi
	jne	.L1144
.L1145:
	movq	48(%rsp), %rax
	leal	-1(%rdx), %ebp
	movl	12(%rsp), %edi
	movl	%edx, 68(%rsp)
	movq	%rcx, 16(%rsp)
	movl	$254, %r10d
	movslq	-4(%r9,%rax), %rsi
	movl	%r13d, 64(%rsp)
	movl	%ebp, 40(%rsp)
	movzbl	1(%r14,%rsi), %eax
	movzbl	(%r14,%rsi), %esi
	movq	%r14, 24(%rsp)
	movq	%rbx, %r14
	movq	%r15, 72(%rsp)
	movq	%r12, %r15
	sall	$8, %esi
	orl	%esi, %eax
	cltq
	leaq	(%rbx,%rax,4), %rsi
	movl	(%rsi), %eax
	subl	$1, %eax
	movl	%eax, (%rsi)
	cltq
	movl	%ebp, (%r12,%rax,4)
	leal	(%rdx,%rdx), %eax
	movl	%edx, %ebp
	movl	%r10d, %r12d
	subl	%eax, %edi
	movl	%edi, 44(%rsp)
.L1143:
	movq	%r9, 32(%rsp)
	movl	%r12d, %r13d
	movl	$255, %ebx
	sall	$8, %r13d
.L1147:
	movl	%r13d, %edx
	movslq	%ebp, %rcx
	orl	%ebx, %edx
	movslq	%edx, %rdx
	movl	(%r14,%rdx,4), %ebp
	movl	%ecx, %edx
	subl	%ebp, %edx
	cmpl	$1, %edx
	jle	.L1146
	movslq	%ebp, %rdx
	movl	40(%rsp), %eax
	xorl	%esi, %esi
	leaq	(%r15,%rcx,4), %rcx
	leaq	(%r15,%rdx,4), %rdx
	cmpl	%eax, (%rdx)
	sete	%sil
	pushq	%rsi
	.cfi_def_cfa_offset 152
	movl	20(%rsp), %eax
	pushq	%rax
	.cfi_def_cfa_offset 160
	movl	60(%rsp), %r9d
	movq	32(%rsp), %r8
	movq	48(%rsp), %rsi
	movq	40(%rsp), %rdi
	call	sssort.constprop.0
	popq	%r10
	.cfi_def_cfa_offset 152
	popq	%r11
	.cfi_def_cfa_offset 144
.L1146:
	subl	$1, %ebx
	cmpl	%r12d, %ebx
	jne	.L1147
	movq	32(%rsp), %r9
	leal	-1(%rbx), %r12d
	testl	%ebp, %ebp
	jg	.L1143
	movl	40(%rsp), %ebp
	movq	%r15, %r12
	movq	%r14, %rbx
	movq	16(%rsp), %rcx
	movl	64(%rsp), %r13d
	movl	68(%rsp), %edx
	movq	72(%rsp), %r15
	movq	24(%rsp), %r14
	movl	%ebp, %esi
.L1148:
	movslq	%esi, %rdi
	leaq	(%r12,%rdi,4), %rax
	movl	(%rax), %r9d
	testl	%r9d, %r9d
	jns	.L1203
	.p2align 4,,10
	.p2align 3
.L1153:
	movl	(%r12,%rdi,4), %eax
	movq	%rdi, %r8
	notl	%eax
	movl	%eax, (%r12,%rdi,4)
	cltq
	subq	$1, %rdi
	movl	%esi, (%rcx,%rax,4)
	movslq	(%r12,%rdi,4), %rax
	testl	%eax, %eax
	js	.L1153
	movl	%esi, (%rcx,%rax,4)
	movl	%r8d, %esi
	subl	$2, %esi
	jns	.L1148
.L1152:
	movq	%r12, %rsi
	movq	%rcx, %rdi
	movl	%edx, 40(%rsp)
	movq	%rcx, 16(%rsp)
	call	trsort.constprop.0
	movq	56(%rsp), %rax
	movq	16(%rsp), %rcx
	movl	40(%rsp), %edx
	movzbl	(%rax), %esi
	movq	48(%rsp), %rax
	addq	%rax, %rcx
.L1155:
	testl	%r13d, %r13d
	js	.L1156
	leal	-1(%r13), %eax
	je	.L1156
	cltq
	jmp	.L1157
	.p2align 4,,10
	.p2align 3
.L1158:
	subq	$1, %rax
	cmpl	$-1, %eax
	je	.L1156
.L1157:
	movl	%esi, %edi
	movzbl	(%r14,%rax), %esi
	cmpl	%edi, %esi
	jge	.L1158
	movl	%eax, %r8d
	cmpl	$-1, %eax
	jne	.L1204
.L1156:
	movl	12(%rsp), %eax
	movl	%edx, 16(%rsp)
	movl	$254, %r10d
	leaq	-4(%r12), %r14
	movl	%eax, 262140(%rbx)
	.p2align 4,,10
	.p2align 3
.L1168:
	leal	1(%r10), %eax
	movl	4(%r15,%r10,4), %edi
	movl	%r10d, %r13d
	movl	%r10d, %r11d
	movl	%eax, 12(%rsp)
	sall	$8, %r13d
	movl	$255, %esi
	leal	-1(%rdi), %r9d
	.p2align 4,,10
	.p2align 3
.L1167:
	movl	%esi, %eax
	movl	%r9d, %r8d
	sall	$8, %eax
	orl	%r11d, %eax
	cltq
	leaq	(%rbx,%rax,4), %rax
	subl	(%rax), %r8d
	movl	%r9d, (%rax)
	movl	%r13d, %eax
	orl	%esi, %eax
	cltq
	movl	(%rbx,%rax,4), %edi
	cmpl	%ebp, %edi
	jg	.L1173
	movslq	%ebp, %r9
	movl	%ebp, %ecx
	leaq	0(,%r9,4), %rdx
	subl	%edi, %ecx
	salq	$2, %rcx
	leaq	(%r12,%rdx), %rax
	addq	%r14, %rdx
	subq	%rcx, %rdx
	movslq	%r8d, %rcx
	subq	%r9, %rcx
	.p2align 4,,10
	.p2align 3
.L1166:
	movl	(%rax), %r9d
	movl	%r9d, (%rax,%rcx,4)
	subq	$4, %rax
	cmpq	%rdx, %rax
	jne	.L1166
	movl	%edi, %eax
	subl	%ebp, %eax
	leal	-1(%rdi), %ebp
	leal	-1(%r8,%rax), %r9d
.L1165:
	subl	$1, %esi
	cmpl	%r10d, %esi
	jne	.L1167
	orl	%r13d, %r11d
	movl	12(%rsp), %eax
	movslq	%r11d, %rcx
	leaq	(%rbx,%rcx,4), %rsi
	orl	%r13d, %eax
	movl	%r9d, %ecx
	subl	(%rsi), %ecx
	cltq
	addl	$1, %ecx
	movl	%ecx, (%rbx,%rax,4)
	movl	%r9d, (%rsi)
	subq	$1, %r10
	jnb	.L1168
	movl	16(%rsp), %edx
.L1130:
	addq	$88, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	movl	%edx, %eax
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
.L1173:
	.cfi_restore_state
	movl	%r8d, %r9d
	jmp	.L1165
.L1203:
	movl	%esi, %edi
	jmp	.L1151
.L1206:
	movl	-4(%rax), %r8d
	subq	$4, %rax
	testl	%r8d, %r8d
	js	.L1205
.L1151:
	movslq	(%rax), %r8
	movq	%rax, %r9
	movl	%edi, (%rcx,%r8,4)
	subl	$1, %edi
	jnb	.L1206
	notl	%esi
	movl	%esi, (%rax)
	jmp	.L1152
	.p2align 4,,10
	.p2align 3
.L1205:
	movl	%edi, %eax
	subl	%esi, %eax
	movl	%eax, (%r9)
	testl	%edi, %edi
	je	.L1152
	movslq	%edi, %rdi
	movq	%rdi, %rsi
	jmp	.L1153
.L1201:
	movl	%esi, %edi
	sall	$8, %edi
	orl	%edi, %ecx
	movslq	%ecx, %rcx
	addl	$1, (%rbx,%rcx,4)
	movl	%edx, -4(%r12,%r9,4)
	leal	-2(%r10), %edx
	cmpl	$1, %r10d
	je	.L1207
	movslq	%edx, %rdi
	addq	%r14, %rdi
	jmp	.L1135
.L1137:
	sall	$8, %ecx
	subl	$1, %edx
	subq	$1, %rdi
	orl	%esi, %ecx
	movslq	%ecx, %rcx
	addl	$1, (%rbx,%rcx,4)
	cmpl	$-1, %edx
	je	.L1136
.L1135:
	movl	%esi, %ecx
	movzbl	(%rdi), %esi
	cmpl	%ecx, %esi
	jle	.L1137
.L1136:
	subq	$1, %r9
	movl	%esi, %ecx
	jmp	.L1131
.L1204:
	leal	-1(%rax), %edi
	testl	%eax, %eax
	je	.L1208
	movslq	%edi, %rax
	jmp	.L1160
.L1162:
	subq	$1, %rax
	cmpl	$-1, %eax
	je	.L1161
.L1160:
	movl	%esi, %edi
	movzbl	(%r14,%rax), %esi
	cmpl	%edi, %esi
	jle	.L1162
	movl	%r8d, %edi
	movl	%eax, %r13d
	subl	%eax, %edi
	movl	%r8d, %eax
	notl	%eax
	cmpl	$2, %edi
	cmovl	%eax, %r8d
	movslq	-4(%rcx), %rax
	subq	$4, %rcx
	movl	%r8d, (%r12,%rax,4)
	jmp	.L1155
.L1161:
	movslq	-4(%rcx), %rax
	movl	%r8d, (%r12,%rax,4)
	jmp	.L1156
.L1207:
	leal	-1(%r9), %r8d
	jmp	.L1132
.L1208:
	movslq	-4(%rcx), %rax
	movl	$0, (%r12,%rax,4)
	jmp	.L1156
	.cfi_endproc
.LFE52:
	.size	sort_typeBstar.constprop.0, .-sort_typeBstar.constprop.0
	.p2align 4
	.globl	divsufsort
	.type	divsufsort, @function
divsufsort:
.LFB42:
	.cfi_startproc
	testq	%rsi, %rsi
	pushq	%r14
	.cfi_def_cfa_offset 16
	.cfi_offset 14, -16
	sete	%al
	pushq	%r13
	.cfi_def_cfa_offset 24
	.cfi_offset 13, -24
	pushq	%r12
	.cfi_def_cfa_offset 32
	.cfi_offset 12, -32
	pushq	%rbp
	.cfi_def_cfa_offset 40
	.cfi_offset 6, -40
	pushq	%rbx
	.cfi_def_cfa_offset 48
	.cfi_offset 3, -48
	movl	%edx, %ebx
	shrl	$31, %edx
	orb	%dl, %al
	jne	.L1215
	movq	%rdi, %r12
	testq	%rdi, %rdi
	je	.L1215
	testl	%ebx, %ebx
	je	.L1211
	movq	%rsi, %r13
	cmpl	$1, %ebx
	je	.L1227
	cmpl	$2, %ebx
	je	.L1228
	movl	$1024, %edi
	call	malloc@PLT
	movl	$262144, %edi
	movq	%rax, %r14
	call	malloc@PLT
	movq	%rax, %rbp
	testq	%r14, %r14
	je	.L1216
	testq	%rax, %rax
	je	.L1216
	movl	%ebx, %r8d
	movq	%rax, %rcx
	movq	%r14, %rdx
	movq	%r13, %rsi
	movq	%r12, %rdi
	call	sort_typeBstar.constprop.0
	movl	%ebx, %r8d
	movq	%rbp, %rcx
	movq	%r14, %rdx
	movl	%eax, %r9d
	movq	%r13, %rsi
	movq	%r12, %rdi
	xorl	%ebx, %ebx
	call	construct_SA
.L1214:
	movq	%rbp, %rdi
	call	free@PLT
	movq	%r14, %rdi
	call	free@PLT
.L1209:
	movl	%ebx, %eax
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
.L1228:
	.cfi_restore_state
	movzbl	1(%rdi), %eax
	cmpb	%al, (%rdi)
	setnb	%al
	movzbl	%al, %eax
	movl	$0, (%rsi,%rax,4)
	setb	%al
	movzbl	%al, %eax
	movl	$1, (%rsi,%rax,4)
.L1211:
	xorl	%ebx, %ebx
.L1229:
	movl	%ebx, %eax
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
.L1227:
	.cfi_restore_state
	movl	$0, (%rsi)
	xorl	%ebx, %ebx
	jmp	.L1229
	.p2align 4,,10
	.p2align 3
.L1215:
	movl	$-1, %ebx
	jmp	.L1209
.L1216:
	movl	$-2, %ebx
	jmp	.L1214
	.cfi_endproc
.LFE42:
	.size	divsufsort, .-divsufsort
	.p2align 4
	.globl	divbwt
	.type	divbwt, @function
divbwt:
.LFB43:
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
	movq	%rdx, %r12
	movl	%ecx, %edx
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	subq	$40, %rsp
	.cfi_def_cfa_offset 96
	testq	%rsi, %rsi
	sete	%al
	shrl	$31, %edx
	movq	%r8, 8(%rsp)
	orb	%dl, %al
	movq	%r9, 16(%rsp)
	jne	.L1244
	movq	%rdi, %r14
	testq	%rdi, %rdi
	je	.L1244
	movq	%rsi, %rbx
	movl	%ecx, %ebp
	cmpl	$1, %ecx
	jle	.L1259
	movq	%r12, %r15
	testq	%r12, %r12
	je	.L1260
.L1233:
	movl	$1024, %edi
	call	malloc@PLT
	movl	$262144, %edi
	movq	%rax, %r13
	call	malloc@PLT
	testq	%r15, %r15
	setne	%dl
	testq	%r13, %r13
	movq	%rax, %rcx
	setne	%al
	testb	%al, %dl
	je	.L1247
	testq	%rcx, %rcx
	je	.L1247
	movl	%ebp, %r8d
	movq	%r13, %rdx
	movq	%r15, %rsi
	movq	%r14, %rdi
	movq	%rcx, 24(%rsp)
	call	sort_typeBstar.constprop.0
	cmpq	$0, 8(%rsp)
	movq	24(%rsp), %rcx
	movl	%eax, %r9d
	je	.L1249
	cmpq	$0, 16(%rsp)
	je	.L1249
	pushq	16(%rsp)
	.cfi_def_cfa_offset 104
	movq	%r13, %rdx
	movl	%ebp, %r8d
	movq	%r15, %rsi
	pushq	16(%rsp)
	.cfi_def_cfa_offset 112
	movq	%r14, %rdi
	movq	%rcx, 24(%rsp)
	call	construct_BWT_indexes
	popq	%rdx
	.cfi_def_cfa_offset 104
	popq	%rcx
	.cfi_def_cfa_offset 96
	movq	8(%rsp), %rcx
.L1237:
	movslq	%ebp, %rdx
	movzbl	-1(%r14,%rdx), %edx
	movb	%dl, (%rbx)
	testl	%eax, %eax
	jle	.L1248
	movslq	%eax, %r8
	xorl	%edx, %edx
	.p2align 4,,10
	.p2align 3
.L1239:
	movl	(%r15,%rdx,4), %edi
	movb	%dil, 1(%rbx,%rdx)
	addq	$1, %rdx
	cmpq	%rdx, %r8
	jne	.L1239
	addl	$1, %eax
	movslq	%eax, %rdx
	cmpl	%eax, %ebp
	jle	.L1241
	.p2align 4,,10
	.p2align 3
.L1240:
	movl	(%r15,%rdx,4), %edi
	movb	%dil, (%rbx,%rdx)
	addq	$1, %rdx
	cmpl	%edx, %ebp
	jg	.L1240
.L1241:
	movl	%eax, %ebp
	jmp	.L1234
	.p2align 4,,10
	.p2align 3
.L1247:
	movl	$-2, %ebp
.L1234:
	movq	%rcx, %rdi
	call	free@PLT
	movq	%r13, %rdi
	call	free@PLT
	testq	%r12, %r12
	je	.L1261
.L1230:
	addq	$40, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	movl	%ebp, %eax
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
.L1259:
	.cfi_restore_state
	movl	$0, %ebp
	jne	.L1230
	movzbl	(%rdi), %eax
	movl	$1, %ebp
	movb	%al, (%rsi)
	jmp	.L1230
	.p2align 4,,10
	.p2align 3
.L1249:
	movl	%ebp, %r8d
	movq	%r13, %rdx
	movq	%r15, %rsi
	movq	%r14, %rdi
	movq	%rcx, 8(%rsp)
	call	construct_BWT
	movq	8(%rsp), %rcx
	jmp	.L1237
	.p2align 4,,10
	.p2align 3
.L1261:
	movq	%r15, %rdi
	call	free@PLT
	jmp	.L1230
	.p2align 4,,10
	.p2align 3
.L1260:
	leal	1(%rcx), %edi
	movslq	%edi, %rdi
	salq	$2, %rdi
	call	malloc@PLT
	movq	%rax, %r15
	jmp	.L1233
	.p2align 4,,10
	.p2align 3
.L1248:
	movl	$1, %edx
	addl	$1, %eax
	jmp	.L1240
.L1244:
	movl	$-1, %ebp
	jmp	.L1230
	.cfi_endproc
.LFE43:
	.size	divbwt, .-divbwt
	.section	.rodata
	.align 16
	.type	__PRETTY_FUNCTION__.0, @object
	.size	__PRETTY_FUNCTION__.0, 22
__PRETTY_FUNCTION__.0:
	.string	"construct_BWT_indexes"
	.align 8
	.type	__PRETTY_FUNCTION__.1, @object
	.size	__PRETTY_FUNCTION__.1, 14
__PRETTY_FUNCTION__.1:
	.string	"construct_BWT"
	.align 8
	.type	__PRETTY_FUNCTION__.2, @object
	.size	__PRETTY_FUNCTION__.2, 13
__PRETTY_FUNCTION__.2:
	.string	"construct_SA"
	.align 8
	.type	__PRETTY_FUNCTION__.3, @object
	.size	__PRETTY_FUNCTION__.3, 13
__PRETTY_FUNCTION__.3:
	.string	"tr_introsort"
	.align 8
	.type	__PRETTY_FUNCTION__.4, @object
	.size	__PRETTY_FUNCTION__.4, 14
__PRETTY_FUNCTION__.4:
	.string	"ss_mintrosort"
	.align 8
	.type	__PRETTY_FUNCTION__.5, @object
	.size	__PRETTY_FUNCTION__.5, 13
__PRETTY_FUNCTION__.5:
	.string	"ss_swapmerge"
	.align 32
	.type	sqq_table, @object
	.size	sqq_table, 1024
sqq_table:
	.long	0
	.long	16
	.long	22
	.long	27
	.long	32
	.long	35
	.long	39
	.long	42
	.long	45
	.long	48
	.long	50
	.long	53
	.long	55
	.long	57
	.long	59
	.long	61
	.long	64
	.long	65
	.long	67
	.long	69
	.long	71
	.long	73
	.long	75
	.long	76
	.long	78
	.long	80
	.long	81
	.long	83
	.long	84
	.long	86
	.long	87
	.long	89
	.long	90
	.long	91
	.long	93
	.long	94
	.long	96
	.long	97
	.long	98
	.long	99
	.long	101
	.long	102
	.long	103
	.long	104
	.long	106
	.long	107
	.long	108
	.long	109
	.long	110
	.long	112
	.long	113
	.long	114
	.long	115
	.long	116
	.long	117
	.long	118
	.long	119
	.long	120
	.long	121
	.long	122
	.long	123
	.long	124
	.long	125
	.long	126
	.long	128
	.long	128
	.long	129
	.long	130
	.long	131
	.long	132
	.long	133
	.long	134
	.long	135
	.long	136
	.long	137
	.long	138
	.long	139
	.long	140
	.long	141
	.long	142
	.long	143
	.long	144
	.long	144
	.long	145
	.long	146
	.long	147
	.long	148
	.long	149
	.long	150
	.long	150
	.long	151
	.long	152
	.long	153
	.long	154
	.long	155
	.long	155
	.long	156
	.long	157
	.long	158
	.long	159
	.long	160
	.long	160
	.long	161
	.long	162
	.long	163
	.long	163
	.long	164
	.long	165
	.long	166
	.long	167
	.long	167
	.long	168
	.long	169
	.long	170
	.long	170
	.long	171
	.long	172
	.long	173
	.long	173
	.long	174
	.long	175
	.long	176
	.long	176
	.long	177
	.long	178
	.long	178
	.long	179
	.long	180
	.long	181
	.long	181
	.long	182
	.long	183
	.long	183
	.long	184
	.long	185
	.long	185
	.long	186
	.long	187
	.long	187
	.long	188
	.long	189
	.long	189
	.long	190
	.long	191
	.long	192
	.long	192
	.long	193
	.long	193
	.long	194
	.long	195
	.long	195
	.long	196
	.long	197
	.long	197
	.long	198
	.long	199
	.long	199
	.long	200
	.long	201
	.long	201
	.long	202
	.long	203
	.long	203
	.long	204
	.long	204
	.long	205
	.long	206
	.long	206
	.long	207
	.long	208
	.long	208
	.long	209
	.long	209
	.long	210
	.long	211
	.long	211
	.long	212
	.long	212
	.long	213
	.long	214
	.long	214
	.long	215
	.long	215
	.long	216
	.long	217
	.long	217
	.long	218
	.long	218
	.long	219
	.long	219
	.long	220
	.long	221
	.long	221
	.long	222
	.long	222
	.long	223
	.long	224
	.long	224
	.long	225
	.long	225
	.long	226
	.long	226
	.long	227
	.long	227
	.long	228
	.long	229
	.long	229
	.long	230
	.long	230
	.long	231
	.long	231
	.long	232
	.long	232
	.long	233
	.long	234
	.long	234
	.long	235
	.long	235
	.long	236
	.long	236
	.long	237
	.long	237
	.long	238
	.long	238
	.long	239
	.long	240
	.long	240
	.long	241
	.long	241
	.long	242
	.long	242
	.long	243
	.long	243
	.long	244
	.long	244
	.long	245
	.long	245
	.long	246
	.long	246
	.long	247
	.long	247
	.long	248
	.long	248
	.long	249
	.long	249
	.long	250
	.long	250
	.long	251
	.long	251
	.long	252
	.long	252
	.long	253
	.long	253
	.long	254
	.long	254
	.long	255
	.align 32
	.type	lg_table, @object
	.size	lg_table, 1024
lg_table:
	.long	-1
	.long	0
	.long	1
	.long	1
	.long	2
	.long	2
	.long	2
	.long	2
	.long	3
	.long	3
	.long	3
	.long	3
	.long	3
	.long	3
	.long	3
	.long	3
	.long	4
	.long	4
	.long	4
	.long	4
	.long	4
	.long	4
	.long	4
	.long	4
	.long	4
	.long	4
	.long	4
	.long	4
	.long	4
	.long	4
	.long	4
	.long	4
	.long	5
	.long	5
	.long	5
	.long	5
	.long	5
	.long	5
	.long	5
	.long	5
	.long	5
	.long	5
	.long	5
	.long	5
	.long	5
	.long	5
	.long	5
	.long	5
	.long	5
	.long	5
	.long	5
	.long	5
	.long	5
	.long	5
	.long	5
	.long	5
	.long	5
	.long	5
	.long	5
	.long	5
	.long	5
	.long	5
	.long	5
	.long	5
	.long	6
	.long	6
	.long	6
	.long	6
	.long	6
	.long	6
	.long	6
	.long	6
	.long	6
	.long	6
	.long	6
	.long	6
	.long	6
	.long	6
	.long	6
	.long	6
	.long	6
	.long	6
	.long	6
	.long	6
	.long	6
	.long	6
	.long	6
	.long	6
	.long	6
	.long	6
	.long	6
	.long	6
	.long	6
	.long	6
	.long	6
	.long	6
	.long	6
	.long	6
	.long	6
	.long	6
	.long	6
	.long	6
	.long	6
	.long	6
	.long	6
	.long	6
	.long	6
	.long	6
	.long	6
	.long	6
	.long	6
	.long	6
	.long	6
	.long	6
	.long	6
	.long	6
	.long	6
	.long	6
	.long	6
	.long	6
	.long	6
	.long	6
	.long	6
	.long	6
	.long	6
	.long	6
	.long	6
	.long	6
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.long	7
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
