	.file	"entropy_common.c"
	.text
	.p2align 4
	.type	HUF_readStats_body_bmi2, @function
HUF_readStats_body_bmi2:
.LFB627:
	.cfi_startproc
	cmpq	%fs:112, %rsp
	jb	.L27
.L24:
	pushq	%r14
	.cfi_def_cfa_offset 16
	.cfi_offset 14, -16
	movq	%rdi, %r14
	movq	$-72, %rdi
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
	movq	48(%rsp), %rax
	testq	%rax, %rax
	je	.L1
	movq	%rcx, %r12
	movzbl	(%r9), %ecx
	movq	%rdx, %rbx
	movq	%r8, %rbp
	cmpq	$127, %rcx
	jbe	.L3
	leaq	-127(%rcx), %rdi
	subq	$126, %rcx
	shrq	%rcx
	leaq	1(%rcx), %r13
	cmpq	%r13, %rax
	jb	.L11
	cmpq	%rsi, %rdi
	jnb	.L4
	xorl	%eax, %eax
	.p2align 4,,10
	.p2align 3
.L5:
	movl	%eax, %edx
	shrl	%edx
	leal	1(%rdx), %ecx
	addq	%r9, %rcx
	movzbl	(%rcx), %esi
	shrb	$4, %sil
	movb	%sil, (%r14,%rax)
	movzbl	(%rcx), %ecx
	andl	$15, %ecx
	movb	%cl, 1(%r14,%rax)
	addq	$2, %rax
	cmpq	%rdi, %rax
	jb	.L5
	movl	$0, 48(%rbx)
	pxor	%xmm0, %xmm0
	movups	%xmm0, (%rbx)
	movups	%xmm0, 16(%rbx)
	movups	%xmm0, 32(%rbx)
.L9:
	xorl	%ecx, %ecx
	xorl	%esi, %esi
	xorl	%eax, %eax
	movl	$1, %r8d
	jmp	.L7
	.p2align 4,,10
	.p2align 3
.L29:
	addl	$1, (%rbx,%rdx,4)
	movzbl	(%rax), %eax
	shlx	%eax, %r8d, %eax
	sarl	%eax
	addl	%eax, %esi
	leal	1(%rcx), %eax
	movq	%rax, %rcx
	cmpq	%rdi, %rax
	jnb	.L28
.L7:
	addq	%r14, %rax
	movzbl	(%rax), %edx
	cmpb	$12, %dl
	jbe	.L29
.L4:
	movq	$-20, %rdi
.L1:
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
.L3:
	.cfi_restore_state
	leaq	1(%rcx), %r13
	cmpq	%r13, %rax
	jb	.L1
	pushq	$1
	.cfi_def_cfa_offset 56
	leaq	1(%r9), %rdx
	movq	%r14, %rdi
	subq	$1, %rsi
	pushq	72(%rsp)
	.cfi_def_cfa_offset 64
	movq	72(%rsp), %r9
	movl	$6, %r8d
	call	FSE_decompress_wksp_bmi2@PLT
	movq	%rax, %rdi
	popq	%rax
	.cfi_def_cfa_offset 56
	popq	%rdx
	.cfi_def_cfa_offset 48
	cmpq	$-120, %rdi
	ja	.L1
	pxor	%xmm0, %xmm0
	movl	$0, 48(%rbx)
	movups	%xmm0, (%rbx)
	movups	%xmm0, 16(%rbx)
	movups	%xmm0, 32(%rbx)
	testq	%rdi, %rdi
	jne	.L9
	jmp	.L4
	.p2align 4,,10
	.p2align 3
.L28:
	testl	%esi, %esi
	je	.L4
	movl	$32, %eax
	xorl	%ecx, %ecx
	movl	%eax, %edx
	lzcntl	%esi, %ecx
	subl	%ecx, %edx
	cmpl	$12, %edx
	ja	.L4
	shlx	%edx, %r8d, %r8d
	movl	%edx, 0(%rbp)
	subl	%esi, %r8d
	xorl	%ecx, %ecx
	movl	$-2147483648, %edx
	lzcntl	%r8d, %ecx
	shrx	%ecx, %edx, %edx
	cmpl	%edx, %r8d
	jne	.L4
	subl	%ecx, %eax
	movb	%al, (%r14,%rdi)
	addl	$1, (%rbx,%rax,4)
	movl	4(%rbx), %eax
	cmpl	$1, %eax
	jbe	.L4
	testb	$1, %al
	jne	.L4
	addl	$1, %edi
	movl	%edi, (%r12)
	movq	%r13, %rdi
	jmp	.L1
	.p2align 4,,10
	.p2align 3
.L11:
	movq	$-72, %rdi
	jmp	.L1
.L27:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	.cfi_restore 14
	movl	$40, %r10d
	movl	$24, %r11d
	call	__morestack
	ret
	jmp	.L24
	.cfi_endproc
.LFE627:
	.size	HUF_readStats_body_bmi2, .-HUF_readStats_body_bmi2
	.p2align 4
	.type	HUF_readStats_body_default, @function
HUF_readStats_body_default:
.LFB626:
	.cfi_startproc
	cmpq	%fs:112, %rsp
	jb	.L56
.L53:
	pushq	%r14
	.cfi_def_cfa_offset 16
	.cfi_offset 14, -16
	movq	%rdi, %r14
	movq	$-72, %rdi
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
	movq	48(%rsp), %rax
	testq	%rax, %rax
	je	.L30
	movq	%rcx, %r12
	movzbl	(%r9), %ecx
	movq	%rdx, %rbx
	movq	%r8, %rbp
	cmpq	$127, %rcx
	jbe	.L32
	leaq	-127(%rcx), %rdi
	subq	$126, %rcx
	shrq	%rcx
	leaq	1(%rcx), %r13
	cmpq	%r13, %rax
	jb	.L40
	cmpq	%rsi, %rdi
	jnb	.L33
	xorl	%eax, %eax
	.p2align 4,,10
	.p2align 3
.L34:
	movl	%eax, %edx
	shrl	%edx
	leal	1(%rdx), %ecx
	addq	%r9, %rcx
	movzbl	(%rcx), %esi
	shrb	$4, %sil
	movb	%sil, (%r14,%rax)
	movzbl	(%rcx), %ecx
	andl	$15, %ecx
	movb	%cl, 1(%r14,%rax)
	addq	$2, %rax
	cmpq	%rdi, %rax
	jb	.L34
	movl	$0, 48(%rbx)
	pxor	%xmm0, %xmm0
	movups	%xmm0, (%rbx)
	movups	%xmm0, 16(%rbx)
	movups	%xmm0, 32(%rbx)
.L38:
	xorl	%esi, %esi
	xorl	%r8d, %r8d
	xorl	%eax, %eax
	movl	$1, %r9d
	jmp	.L36
	.p2align 4,,10
	.p2align 3
.L58:
	addl	$1, (%rbx,%rdx,4)
	movzbl	(%rax), %ecx
	movl	%r9d, %eax
	sall	%cl, %eax
	sarl	%eax
	addl	%eax, %r8d
	leal	1(%rsi), %eax
	movq	%rax, %rsi
	cmpq	%rdi, %rax
	jnb	.L57
.L36:
	addq	%r14, %rax
	movzbl	(%rax), %edx
	cmpb	$12, %dl
	jbe	.L58
.L33:
	movq	$-20, %rdi
.L30:
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
.L32:
	.cfi_restore_state
	leaq	1(%rcx), %r13
	cmpq	%r13, %rax
	jb	.L30
	pushq	$0
	.cfi_def_cfa_offset 56
	leaq	1(%r9), %rdx
	movq	%r14, %rdi
	subq	$1, %rsi
	pushq	72(%rsp)
	.cfi_def_cfa_offset 64
	movq	72(%rsp), %r9
	movl	$6, %r8d
	call	FSE_decompress_wksp_bmi2@PLT
	movq	%rax, %rdi
	popq	%rax
	.cfi_def_cfa_offset 56
	popq	%rdx
	.cfi_def_cfa_offset 48
	cmpq	$-120, %rdi
	ja	.L30
	pxor	%xmm0, %xmm0
	movl	$0, 48(%rbx)
	movups	%xmm0, (%rbx)
	movups	%xmm0, 16(%rbx)
	movups	%xmm0, 32(%rbx)
	testq	%rdi, %rdi
	jne	.L38
	jmp	.L33
	.p2align 4,,10
	.p2align 3
.L57:
	testl	%r8d, %r8d
	je	.L33
	bsrl	%r8d, %edx
	movl	$32, %eax
	xorl	$31, %edx
	movl	%eax, %ecx
	subl	%edx, %ecx
	cmpl	$12, %ecx
	ja	.L33
	sall	%cl, %r9d
	movl	%ecx, 0(%rbp)
	movl	$-2147483648, %edx
	subl	%r8d, %r9d
	bsrl	%r9d, %ecx
	xorl	$31, %ecx
	shrl	%cl, %edx
	cmpl	%edx, %r9d
	jne	.L33
	subl	%ecx, %eax
	movb	%al, (%r14,%rdi)
	addl	$1, (%rbx,%rax,4)
	movl	4(%rbx), %eax
	cmpl	$1, %eax
	jbe	.L33
	testb	$1, %al
	jne	.L33
	addl	$1, %edi
	movl	%edi, (%r12)
	movq	%r13, %rdi
	jmp	.L30
	.p2align 4,,10
	.p2align 3
.L40:
	movq	$-72, %rdi
	jmp	.L30
.L56:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	.cfi_restore 14
	movl	$40, %r10d
	movl	$24, %r11d
	call	__morestack
	ret
	jmp	.L53
	.cfi_endproc
.LFE626:
	.size	HUF_readStats_body_default, .-HUF_readStats_body_default
	.p2align 4
	.type	FSE_readNCount_body_default, @function
FSE_readNCount_body_default:
.LFB620:
	.cfi_startproc
	cmpq	%fs:112, %rsp
	jb	.L97
.L95:
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
	movq	%rdx, %r12
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%rdi, %rbx
	subq	$56, %rsp
	.cfi_def_cfa_offset 112
	movl	(%rsi), %ebp
	cmpq	$7, %r8
	ja	.L60
	leaq	40(%rsp), %rcx
	movq	%r8, %rdx
	movq	%rsi, (%rsp)
	movq	%r15, %rsi
	movq	$0, 40(%rsp)
	movq	%rcx, %rdi
	call	memcpy@PLT
	movq	(%rsp), %rsi
	movq	%r12, %rdx
	movq	%rbx, %rdi
	movq	%rax, %rcx
	movl	$8, %r8d
	call	FSE_readNCount_body_default
	cmpq	%rax, %r13
	jnb	.L59
	cmpq	$-120, %rax
	movq	$-20, %rdx
	cmovbe	%rdx, %rax
.L59:
	addq	$56, %rsp
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
.L60:
	.cfi_restore_state
	leal	1(%rbp), %edx
	movq	%rsi, 16(%rsp)
	xorl	%esi, %esi
	movq	%rdx, %rbp
	addq	%rdx, %rdx
	call	memset@PLT
	movl	(%r15), %edx
	movq	$-44, %rax
	movl	%edx, %r11d
	andl	$15, %r11d
	leal	5(%r11), %ecx
	cmpl	$15, %ecx
	ja	.L59
	leaq	(%r15,%r13), %rdi
	movl	$1, %r14d
	movl	%edx, %eax
	movl	%ecx, (%r12)
	movq	%rdi, 8(%rsp)
	leaq	-7(%rdi), %r10
	subq	$4, %rdi
	sall	%cl, %r14d
	movq	%rdi, (%rsp)
	shrl	$4, %eax
	leal	1(%r14), %r8d
	addl	$6, %r11d
	movq	%r15, 24(%rsp)
	movq	%r15, %rdx
	xorl	%ecx, %ecx
	movl	$4, %esi
	movl	$32, %r13d
	movl	$31, %r12d
	.p2align 4,,10
	.p2align 3
.L63:
	leal	-1(%r14,%r14), %r15d
	leal	-1(%r14), %r9d
	movl	%r15d, %edi
	andl	%eax, %r9d
	subl	%r8d, %edi
	cmpl	%edi, %r9d
	jnb	.L73
	leal	-1(%rsi,%r11), %esi
.L74:
	subl	$1, %r9d
	movl	%r8d, %eax
	leal	1(%rcx), %edi
	subl	%r9d, %eax
	addl	%r9d, %r8d
	testl	%r9d, %r9d
	movw	%r9w, (%rbx,%rcx,2)
	cmovns	%eax, %r8d
	cmpl	%r14d, %r8d
	jge	.L78
	cmpl	$1, %r8d
	jle	.L69
	bsrl	%r8d, %eax
	movl	%r12d, %ecx
	movl	%r13d, %r11d
	movl	$1, %r14d
	xorl	$31, %eax
	subl	%eax, %ecx
	subl	%eax, %r11d
	sall	%cl, %r14d
.L78:
	cmpl	%ebp, %edi
	jnb	.L69
	movl	%esi, %eax
	sarl	$3, %eax
	cltq
	addq	%rdx, %rax
	cmpq	%rdx, %r10
	jb	.L98
.L79:
	andl	$7, %esi
	movq	%rax, %rdx
.L81:
	movl	(%rdx), %eax
	movl	%esi, %ecx
	shrl	%cl, %eax
	testl	%r9d, %r9d
	je	.L99
	movl	%edi, %ecx
	jmp	.L63
	.p2align 4,,10
	.p2align 3
.L99:
	movl	%eax, %ecx
	notl	%ecx
	orl	$-2147483648, %ecx
	rep bsfl	%ecx, %ecx
	movl	%ecx, %r15d
	shrl	%r15d
	cmpl	$23, %ecx
	jbe	.L64
	movl	%esi, %ecx
	.p2align 4,,10
	.p2align 3
.L67:
	addl	$36, %edi
	cmpq	%rdx, %r10
	jb	.L65
	addq	$3, %rdx
.L66:
	movl	(%rdx), %eax
	shrl	%cl, %eax
	movl	%eax, %r9d
	notl	%r9d
	orl	$-2147483648, %r9d
	rep bsfl	%r9d, %r9d
	movl	%r9d, %r15d
	shrl	%r15d
	cmpl	$23, %r9d
	ja	.L67
	movl	%ecx, %esi
	movq	%rdx, %r9
.L68:
	leal	(%r15,%r15), %ecx
	addl	%ecx, %r15d
	shrl	%cl, %eax
	leal	2(%rsi,%rcx), %esi
	addl	%edi, %r15d
	movl	%eax, %edi
	andl	$3, %edi
	addl	%r15d, %edi
	cmpl	%ebp, %edi
	jnb	.L69
	movl	%esi, %eax
	sarl	$3, %eax
	cltq
	addq	%rax, %rdx
	cmpq	%r9, %r10
	jb	.L100
.L70:
	andl	$7, %esi
.L72:
	movl	(%rdx), %eax
	movl	%esi, %ecx
	shrl	%cl, %eax
	movl	%edi, %ecx
	jmp	.L63
	.p2align 4,,10
	.p2align 3
.L73:
	andl	%eax, %r15d
	movl	%r15d, %eax
	movl	%r15d, %r9d
	subl	%edi, %eax
	cmpl	%r14d, %r15d
	cmovge	%eax, %r9d
	addl	%r11d, %esi
	jmp	.L74
	.p2align 4,,10
	.p2align 3
.L65:
	movq	%r10, %rax
	subq	%rdx, %rax
	sall	$3, %eax
	subl	%eax, %ecx
	movq	8(%rsp), %rax
	andl	$31, %ecx
	leaq	-4(%rax), %rdx
	jmp	.L66
	.p2align 4,,10
	.p2align 3
.L98:
	cmpq	%rax, (%rsp)
	jnb	.L79
	movq	(%rsp), %rcx
	movq	%rcx, %rax
	subq	%rdx, %rax
	movq	%rcx, %rdx
	sall	$3, %eax
	subl	%eax, %esi
	andl	$31, %esi
	jmp	.L81
	.p2align 4,,10
	.p2align 3
.L69:
	movq	16(%rsp), %r9
	movq	24(%rsp), %r15
	movq	$-20, %rax
	cmpl	$1, %r8d
	jne	.L59
	movq	$-48, %rax
	cmpl	%edi, %ebp
	jb	.L59
	movq	$-20, %rax
	cmpl	$32, %esi
	jg	.L59
	addl	$7, %esi
	subl	$1, %edi
	sarl	$3, %esi
	movl	%edi, (%r9)
	addq	$56, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	movslq	%esi, %rax
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%rbp
	.cfi_def_cfa_offset 40
	addq	%rdx, %rax
	popq	%r12
	.cfi_def_cfa_offset 32
	popq	%r13
	.cfi_def_cfa_offset 24
	subq	%r15, %rax
	popq	%r14
	.cfi_def_cfa_offset 16
	popq	%r15
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L64:
	.cfi_restore_state
	movq	%rdx, %r9
	jmp	.L68
	.p2align 4,,10
	.p2align 3
.L100:
	movq	8(%rsp), %rax
	subq	$4, %rax
	cmpq	%rdx, %rax
	jnb	.L70
	movq	%rax, %rdx
	subq	%r9, %rdx
	sall	$3, %edx
	subl	%edx, %esi
	movq	%rax, %rdx
	andl	$31, %esi
	jmp	.L72
.L97:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	.cfi_restore 14
	.cfi_restore 15
	movl	$104, %r10d
	xorl	%r11d, %r11d
	call	__morestack
	ret
	jmp	.L95
	.cfi_endproc
.LFE620:
	.size	FSE_readNCount_body_default, .-FSE_readNCount_body_default
	.p2align 4
	.type	FSE_readNCount_body_bmi2, @function
FSE_readNCount_body_bmi2:
.LFB621:
	.cfi_startproc
	cmpq	%fs:112, %rsp
	jb	.L139
.L137:
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
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
	subq	$56, %rsp
	.cfi_def_cfa_offset 112
	movl	(%rsi), %ebp
	movq	%rsi, 16(%rsp)
	cmpq	$7, %r8
	ja	.L102
	leaq	40(%rsp), %rcx
	movq	%r8, %rdx
	movq	%rsi, %r13
	movq	%r12, %rsi
	movq	$0, 40(%rsp)
	movq	%rcx, %rdi
	call	memcpy@PLT
	movq	%r14, %rdx
	movq	%r13, %rsi
	movq	%rbx, %rdi
	movq	%rax, %rcx
	movl	$8, %r8d
	call	FSE_readNCount_body_default
	cmpq	%rax, %r15
	jnb	.L101
	cmpq	$-120, %rax
	movq	$-20, %rdx
	cmovbe	%rdx, %rax
.L101:
	addq	$56, %rsp
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
.L102:
	.cfi_restore_state
	leal	1(%rbp), %edx
	xorl	%esi, %esi
	movq	%rdx, %rbp
	addq	%rdx, %rdx
	call	memset@PLT
	movl	(%r12), %ecx
	movq	$-44, %rax
	movl	%ecx, %r13d
	andl	$15, %r13d
	leal	5(%r13), %edx
	cmpl	$15, %edx
	ja	.L101
	leaq	(%r12,%r15), %r10
	movl	$1, %r8d
	movl	%edx, (%r14)
	movl	%ecx, %eax
	shlx	%edx, %r8d, %r8d
	movq	%r10, %rdx
	shrl	$4, %eax
	leal	1(%r8), %edi
	subq	$4, %rdx
	movq	%r10, 8(%rsp)
	addl	$6, %r13d
	movq	%r12, %rcx
	movq	%rdx, (%rsp)
	xorl	%r9d, %r9d
	movl	$4, %esi
	leaq	-7(%r10), %r10
	movq	%r12, 24(%rsp)
	movl	$32, %r15d
	movl	$31, %r14d
	jmp	.L105
	.p2align 4,,10
	.p2align 3
.L141:
	leal	-1(%rsi,%r13), %esi
.L116:
	subl	$1, %edx
	movl	%edi, %eax
	leal	1(%r9), %r11d
	subl	%edx, %eax
	addl	%edx, %edi
	testl	%edx, %edx
	movw	%dx, (%rbx,%r9,2)
	cmovns	%eax, %edi
	cmpl	%r8d, %edi
	jge	.L120
	cmpl	$1, %edi
	jle	.L111
	xorl	%eax, %eax
	movl	%r15d, %r13d
	movl	%r14d, %r8d
	lzcntl	%edi, %eax
	subl	%eax, %r8d
	subl	%eax, %r13d
	movl	$1, %eax
	shlx	%r8d, %eax, %r8d
.L120:
	cmpl	%ebp, %r11d
	jnb	.L111
	movl	%esi, %eax
	sarl	$3, %eax
	cltq
	addq	%rcx, %rax
	cmpq	%rcx, %r10
	jb	.L140
.L121:
	andl	$7, %esi
	movq	%rax, %rcx
.L123:
	shrx	%esi, (%rcx), %eax
	testl	%edx, %edx
	je	.L124
.L125:
	movl	%r11d, %r9d
.L105:
	leal	-1(%r8,%r8), %r12d
	leal	-1(%r8), %edx
	movl	%r12d, %r11d
	andl	%eax, %edx
	subl	%edi, %r11d
	cmpl	%r11d, %edx
	jb	.L141
	movl	%r12d, %edx
	andl	%eax, %edx
	movl	%edx, %eax
	subl	%r11d, %eax
	cmpl	%r8d, %edx
	cmovge	%eax, %edx
	addl	%r13d, %esi
	jmp	.L116
	.p2align 4,,10
	.p2align 3
.L107:
	movq	%r10, %rax
	subq	%rcx, %rax
	sall	$3, %eax
	subl	%eax, %esi
	movq	8(%rsp), %rax
	andl	$31, %esi
	leaq	-4(%rax), %rcx
	shrx	%esi, (%rcx), %eax
	.p2align 4,,10
	.p2align 3
.L124:
	movl	%eax, %r9d
	notl	%r9d
	orl	$-2147483648, %r9d
	tzcntl	%r9d, %r9d
	movl	%r9d, %edx
	shrl	%edx
	cmpl	$23, %r9d
	jbe	.L106
	addl	$36, %r11d
	cmpq	%rcx, %r10
	jb	.L107
	addq	$3, %rcx
	shrx	%esi, (%rcx), %eax
	jmp	.L124
	.p2align 4,,10
	.p2align 3
.L106:
	leal	(%rdx,%rdx), %r9d
	movq	%rcx, %r12
	addl	%r9d, %edx
	leal	2(%rsi,%r9), %esi
	addl	%r11d, %edx
	shrx	%r9d, %eax, %r11d
	andl	$3, %r11d
	addl	%edx, %r11d
	cmpl	%ebp, %r11d
	jnb	.L111
	movl	%esi, %eax
	sarl	$3, %eax
	cltq
	addq	%rax, %rcx
	cmpq	%r12, %r10
	jb	.L142
.L112:
	andl	$7, %esi
	shrx	%esi, (%rcx), %eax
	jmp	.L125
	.p2align 4,,10
	.p2align 3
.L140:
	cmpq	%rax, (%rsp)
	jnb	.L121
	movq	(%rsp), %r9
	movq	%r9, %rax
	subq	%rcx, %rax
	movq	%r9, %rcx
	sall	$3, %eax
	subl	%eax, %esi
	andl	$31, %esi
	jmp	.L123
	.p2align 4,,10
	.p2align 3
.L111:
	movq	24(%rsp), %r12
	movq	$-20, %rax
	cmpl	$1, %edi
	jne	.L101
	movq	$-48, %rax
	cmpl	%r11d, %ebp
	jb	.L101
	movq	$-20, %rax
	cmpl	$32, %esi
	jg	.L101
	movq	16(%rsp), %rax
	addl	$7, %esi
	subl	$1, %r11d
	sarl	$3, %esi
	movl	%r11d, (%rax)
	movslq	%esi, %rax
	addq	$56, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	addq	%rcx, %rax
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%rbp
	.cfi_def_cfa_offset 40
	subq	%r12, %rax
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
.L142:
	.cfi_restore_state
	movq	8(%rsp), %rax
	subq	$4, %rax
	cmpq	%rcx, %rax
	jnb	.L112
	movq	%rax, %rdx
	movq	%rax, %rcx
	subq	%r12, %rdx
	sall	$3, %edx
	subl	%edx, %esi
	andl	$31, %esi
	shrx	%esi, (%rcx), %eax
	jmp	.L125
.L139:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	.cfi_restore 14
	.cfi_restore 15
	movl	$104, %r10d
	xorl	%r11d, %r11d
	call	__morestack
	ret
	jmp	.L137
	.cfi_endproc
.LFE621:
	.size	FSE_readNCount_body_bmi2, .-FSE_readNCount_body_bmi2
	.p2align 4
	.globl	FSE_versionNumber
	.type	FSE_versionNumber, @function
FSE_versionNumber:
.LFB614:
	.cfi_startproc
	cmpq	%fs:112, %rsp
	jb	.L145
.L144:
	movl	$900, %eax
	ret
.L145:
	xorl	%r10d, %r10d
	xorl	%r11d, %r11d
	call	__morestack
	ret
	jmp	.L144
	.cfi_endproc
.LFE614:
	.size	FSE_versionNumber, .-FSE_versionNumber
	.p2align 4
	.globl	FSE_isError
	.type	FSE_isError, @function
FSE_isError:
.LFB615:
	.cfi_startproc
	cmpq	%fs:112, %rsp
	jb	.L148
.L147:
	xorl	%eax, %eax
	cmpq	$-120, %rdi
	seta	%al
	ret
.L148:
	xorl	%r10d, %r10d
	xorl	%r11d, %r11d
	call	__morestack
	ret
	jmp	.L147
	.cfi_endproc
.LFE615:
	.size	FSE_isError, .-FSE_isError
	.p2align 4
	.globl	FSE_getErrorName
	.type	FSE_getErrorName, @function
FSE_getErrorName:
.LFB616:
	.cfi_startproc
	cmpq	%fs:112, %rsp
	jb	.L153
.L152:
	movl	%edi, %eax
	xorl	%edx, %edx
	negl	%eax
	cmpq	$-120, %rdi
	cmova	%eax, %edx
	movl	%edx, %edi
	jmp	ERR_getErrorString@PLT
.L153:
	xorl	%r10d, %r10d
	xorl	%r11d, %r11d
	call	__morestack
	ret
	jmp	.L152
	.cfi_endproc
.LFE616:
	.size	FSE_getErrorName, .-FSE_getErrorName
	.p2align 4
	.globl	HUF_isError
	.type	HUF_isError, @function
HUF_isError:
.LFB617:
	.cfi_startproc
	cmpq	%fs:112, %rsp
	jb	.L156
.L155:
	xorl	%eax, %eax
	cmpq	$-120, %rdi
	seta	%al
	ret
.L156:
	xorl	%r10d, %r10d
	xorl	%r11d, %r11d
	call	__morestack
	ret
	jmp	.L155
	.cfi_endproc
.LFE617:
	.size	HUF_isError, .-HUF_isError
	.p2align 4
	.globl	HUF_getErrorName
	.type	HUF_getErrorName, @function
HUF_getErrorName:
.LFB630:
	.cfi_startproc
	cmpq	%fs:112, %rsp
	jb	.L161
.L160:
	movl	%edi, %eax
	xorl	%edx, %edx
	negl	%eax
	cmpq	$-120, %rdi
	cmova	%eax, %edx
	movl	%edx, %edi
	jmp	ERR_getErrorString@PLT
.L161:
	xorl	%r10d, %r10d
	xorl	%r11d, %r11d
	call	__morestack
	ret
	jmp	.L160
	.cfi_endproc
.LFE630:
	.size	HUF_getErrorName, .-HUF_getErrorName
	.p2align 4
	.globl	FSE_readNCount_bmi2
	.type	FSE_readNCount_bmi2, @function
FSE_readNCount_bmi2:
.LFB622:
	.cfi_startproc
	cmpq	%fs:112, %rsp
	jb	.L165
.L164:
	testl	%r9d, %r9d
	jne	.L166
	jmp	FSE_readNCount_body_default
	.p2align 4,,10
	.p2align 3
.L166:
	jmp	FSE_readNCount_body_bmi2
.L165:
	xorl	%r10d, %r10d
	xorl	%r11d, %r11d
	call	__morestack
	ret
	jmp	.L164
	.cfi_endproc
.LFE622:
	.size	FSE_readNCount_bmi2, .-FSE_readNCount_bmi2
	.p2align 4
	.globl	FSE_readNCount
	.type	FSE_readNCount, @function
FSE_readNCount:
.LFB623:
	.cfi_startproc
	cmpq	%fs:112, %rsp
	jb	.L169
.L168:
	jmp	FSE_readNCount_body_default
.L169:
	xorl	%r10d, %r10d
	xorl	%r11d, %r11d
	call	__morestack
	ret
	jmp	.L168
	.cfi_endproc
.LFE623:
	.size	FSE_readNCount, .-FSE_readNCount
	.p2align 4
	.globl	HUF_readStats
	.type	HUF_readStats, @function
HUF_readStats:
.LFB624:
	.cfi_startproc
	leaq	-888(%rsp), %r11
	cmpq	%fs:112, %r11
	jb	.L173
.L171:
	subq	$896, %rsp
	.cfi_def_cfa_offset 904
	pushq	$876
	.cfi_def_cfa_offset 912
	leaq	16(%rsp), %rax
	pushq	%rax
	.cfi_def_cfa_offset 920
	pushq	920(%rsp)
	.cfi_def_cfa_offset 928
	call	HUF_readStats_body_default
	addq	$920, %rsp
	.cfi_def_cfa_offset 8
	ret
.L173:
	movl	$888, %r10d
	movl	$8, %r11d
	call	__morestack
	ret
	jmp	.L171
	.cfi_endproc
.LFE624:
	.size	HUF_readStats, .-HUF_readStats
	.p2align 4
	.globl	HUF_readStats_wksp
	.type	HUF_readStats_wksp, @function
HUF_readStats_wksp:
.LFB628:
	.cfi_startproc
	cmpq	%fs:112, %rsp
	jb	.L177
.L176:
	movq	8(%rsp), %rax
	movq	16(%rsp), %r10
	movq	24(%rsp), %r11
	testb	$1, 32(%rsp)
	jne	.L178
	movq	%r11, 24(%rsp)
	movq	%r10, 16(%rsp)
	movq	%rax, 8(%rsp)
	jmp	HUF_readStats_body_default
	.p2align 4,,10
	.p2align 3
.L178:
	jmp	HUF_readStats_body_bmi2
.L177:
	xorl	%r10d, %r10d
	movl	$32, %r11d
	call	__morestack
	ret
	jmp	.L176
	.cfi_endproc
.LFE628:
	.size	HUF_readStats_wksp, .-HUF_readStats_wksp
	.section	.note.GNU-split-stack,"",@progbits
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
