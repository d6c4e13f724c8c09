	.file	"zdict.c"
	.text
	.p2align 4
	.type	ZDICT_tryMerge, @function
ZDICT_tryMerge:
.LFB817:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	movq	%rsi, %rax
	movl	%edx, %r15d
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	shrq	$32, %rax
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	leal	(%rsi,%rax), %r14d
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movl	(%rdi), %r11d
	movq	%rsi, -16(%rsp)
	movl	%r15d, -8(%rsp)
	movl	%eax, -24(%rsp)
	cmpl	$1, %r11d
	jbe	.L20
	movq	%rdi, %rbx
	leaq	12(%rdi), %rdi
	movl	%ecx, %r10d
	movl	%esi, %r9d
	movq	%rax, %r12
	movq	%rdi, %rsi
	movl	$1, %ecx
	.p2align 4,,10
	.p2align 3
.L8:
	cmpl	%ecx, %r10d
	je	.L3
	movl	(%rsi), %eax
	cmpl	%eax, %r9d
	jnb	.L3
	cmpl	%eax, %r14d
	jnb	.L54
.L3:
	addl	$1, %ecx
	addq	$12, %rsi
	cmpl	%ecx, %r11d
	jne	.L8
	movl	%r9d, %r13d
	movl	%r14d, -20(%rsp)
	movl	$1, %esi
	leaq	(%r8,%r13), %rax
	jmp	.L19
	.p2align 4,,10
	.p2align 3
.L9:
	addl	$1, %esi
	addq	$12, %rdi
	cmpl	%esi, %r11d
	je	.L20
.L19:
	cmpl	%esi, %r10d
	je	.L9
	movl	(%rdi), %ecx
	movl	4(%rdi), %ebp
	leal	(%rcx,%rbp), %edx
	cmpl	%r9d, %ecx
	jnb	.L10
	cmpl	%r9d, %edx
	jnb	.L55
.L10:
	movl	%ecx, %edx
	movq	1(%r8,%r13), %rcx
	addq	%r8, %rdx
	cmpq	%rcx, (%rdx)
	jne	.L9
	movl	%ebp, %r14d
	testq	%r14, %r14
	je	.L21
	movq	%r8, -32(%rsp)
	xorl	%ecx, %ecx
	jmp	.L18
	.p2align 4,,10
	.p2align 3
.L56:
	addq	$1, %rcx
	cmpq	%rcx, %r14
	je	.L16
.L18:
	movzbl	1(%rcx,%rax), %r8d
	cmpb	%r8b, (%rdx,%rcx)
	je	.L56
	movq	-32(%rsp), %r8
	cmpq	%rcx, %r14
	je	.L16
	addl	$1, %esi
	addq	$12, %rdi
	cmpl	%esi, %r11d
	jne	.L19
	.p2align 4,,10
	.p2align 3
.L20:
	xorl	%r8d, %r8d
.L1:
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 48
	movl	%r8d, %eax
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
.L54:
	.cfi_restore_state
	movl	4(%rsi), %edx
	subl	%r9d, %eax
	movd	%r9d, %xmm0
	shrl	$3, %r12d
	addl	8(%rsi), %r12d
	addl	%eax, %edx
	imull	%r15d, %eax
	movd	%edx, %xmm1
	xorl	%edx, %edx
	punpckldq	%xmm1, %xmm0
	divl	-24(%rsp)
	movq	%xmm0, (%rsi)
	leal	(%r12,%rax), %r10d
	movl	%r10d, 8(%rsi)
	cmpl	$1, %ecx
	je	.L4
	movl	%ecx, %eax
	leaq	(%rax,%rax,2), %rdx
	leal	-1(%rcx), %eax
	movq	%rax, %rsi
	leaq	(%rax,%rax,2), %rax
	salq	$2, %rdx
	leaq	(%rbx,%rax,4), %rax
	jmp	.L5
	.p2align 4,,10
	.p2align 3
.L7:
	movq	(%rax), %rdi
	subq	$12, %rax
	movq	%rdi, (%rbx,%rdx)
	movl	20(%rax), %edi
	movl	%edi, 8(%rbx,%rdx)
	subq	$12, %rdx
	cmpl	$1, %esi
	je	.L4
	subl	$1, %esi
.L5:
	movl	%ecx, %r8d
	movl	%esi, %ecx
	cmpl	%r10d, 8(%rax)
	jb	.L7
	addq	%rbx, %rdx
	movl	%r10d, 8(%rdx)
	movq	%xmm0, (%rdx)
.L57:
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 48
	movl	%r8d, %eax
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
.L55:
	.cfi_restore_state
	movl	-20(%rsp), %r14d
	shrl	$3, %r12d
	addl	8(%rdi), %r12d
	movl	%r12d, 8(%rdi)
	subl	%edx, %r14d
	testl	%r14d, %r14d
	jle	.L11
	addl	%r14d, %ebp
	imull	%r15d, %r14d
	xorl	%edx, %edx
	movl	%ebp, 4(%rdi)
	movl	%r14d, %eax
	divl	-24(%rsp)
	addl	%eax, %r12d
	movl	%r12d, 8(%rdi)
.L11:
	cmpl	$1, %esi
	je	.L12
	movl	%esi, %eax
	leaq	(%rax,%rax,2), %rdx
	leal	-1(%rsi), %eax
	movq	%rax, %rdi
	leaq	(%rax,%rax,2), %rax
	salq	$2, %rdx
	leaq	(%rbx,%rax,4), %rax
	jmp	.L13
	.p2align 4,,10
	.p2align 3
.L15:
	movq	(%rax), %r8
	subq	$12, %rax
	movq	%r8, (%rbx,%rdx)
	movl	20(%rax), %r8d
	movl	%r8d, 8(%rbx,%rdx)
	subq	$12, %rdx
	cmpl	$1, %edi
	je	.L12
	subl	$1, %edi
.L13:
	movl	%esi, %r8d
	movl	%edi, %esi
	cmpl	%r12d, 8(%rax)
	jb	.L15
.L14:
	addq	%rdx, %rbx
	movl	%r8d, %eax
	movl	%ecx, (%rbx)
	movl	%ebp, 4(%rbx)
	movl	%r12d, 8(%rbx)
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
.L4:
	.cfi_restore_state
	movl	$12, %edx
	movl	$1, %r8d
	addq	%rbx, %rdx
	movl	%r10d, 8(%rdx)
	movq	%xmm0, (%rdx)
	jmp	.L57
.L12:
	movl	$12, %edx
	movl	$1, %r8d
	jmp	.L14
.L21:
	xorl	%ebp, %ebp
	.p2align 4,,10
	.p2align 3
.L16:
	movl	%r12d, %eax
	movl	$1, %edx
	movl	%r12d, %ecx
	movl	%esi, %r8d
	subl	%ebp, %eax
	movd	%r9d, %xmm0
	testl	%eax, %eax
	cmovle	%edx, %eax
	xorl	%edx, %edx
	addl	$1, %ebp
	cltq
	imulq	%r15, %rax
	divq	%rcx
	addl	%eax, 8(%rdi)
	cmpl	%r12d, %ebp
	cmova	%r12d, %ebp
	movd	%ebp, %xmm2
	punpckldq	%xmm2, %xmm0
	movq	%xmm0, (%rdi)
	jmp	.L1
	.cfi_endproc
.LFE817:
	.size	ZDICT_tryMerge, .-ZDICT_tryMerge
	.section	.rodata.str1.1,"aMS",@progbits,1
.LC1:
	.string	"Not enough memory \n"
	.section	.rodata.str1.8,"aMS",@progbits,1
	.align 8
.LC2:
	.string	"warning : ZSTD_compressBegin_usingCDict failed \n"
	.align 8
.LC3:
	.string	"warning : could not compress sample size %u \n"
	.section	.rodata.str1.1
.LC4:
	.string	"Offset Code Frequencies : \n"
.LC5:
	.string	"%2u :%7u \n"
.LC6:
	.string	" HUF_buildCTable error \n"
	.section	.rodata.str1.8
	.align 8
.LC7:
	.string	"warning : pathological dataset : literals are not compressible : samples are noisy or too regular \n"
	.align 8
.LC9:
	.string	"FSE_normalizeCount error with offcodeCount \n"
	.align 8
.LC10:
	.string	"FSE_normalizeCount error with matchLengthCount \n"
	.align 8
.LC11:
	.string	"FSE_normalizeCount error with litLengthCount \n"
	.section	.rodata.str1.1
.LC12:
	.string	"HUF_writeCTable error \n"
	.section	.rodata.str1.8
	.align 8
.LC13:
	.string	"FSE_writeNCount error with offcodeNCount \n"
	.align 8
.LC14:
	.string	"FSE_writeNCount error with matchLengthNCount \n"
	.align 8
.LC15:
	.string	"FSE_writeNCount error with litlengthNCount \n"
	.align 8
.LC16:
	.string	"not enough space to write RepOffsets \n"
	.text
	.p2align 4
	.type	ZDICT_analyzeEntropy, @function
ZDICT_analyzeEntropy:
.LFB827:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	movq	%r8, %r15
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	movl	%r9d, %r14d
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
	subq	$13064, %rsp
	.cfi_def_cfa_offset 13120
	movl	13128(%rsp), %eax
	movq	%rdi, 96(%rsp)
	movl	%r14d, %edi
	movq	%rsi, 104(%rsp)
	movl	%edx, %esi
	addl	$131072, %eax
	movq	%rcx, 32(%rsp)
	bsrl	%eax, %eax
	cmpl	$1, %r14d
	movl	%eax, 48(%rsp)
	adcl	$0, %edi
	testl	%r14d, %r14d
	je	.L118
	movl	%r14d, %eax
	movq	%r8, %rdx
	leaq	(%r8,%rax,8), %rcx
	xorl	%eax, %eax
	.p2align 4,,10
	.p2align 3
.L60:
	addq	(%rdx), %rax
	addq	$8, %rdx
	cmpq	%rcx, %rdx
	jne	.L60
	xorl	%edx, %edx
	divq	%rdi
	movq	%rax, %r8
.L59:
	cmpl	$31, 48(%rsp)
	je	.L119
	leaq	1008(%rsp), %rax
	movdqa	.LC0(%rip), %xmm0
	leaq	2032(%rsp), %r13
	movq	%rax, 64(%rsp)
	.p2align 4,,10
	.p2align 3
.L62:
	movaps	%xmm0, (%rax)
	addq	$16, %rax
	cmpq	%r13, %rax
	jne	.L62
	movl	48(%rsp), %ebx
	leaq	512(%rsp), %rax
	movq	%rax, 72(%rsp)
	movq	%rax, %r11
	movq	%rbx, 160(%rsp)
	leaq	516(%rsp,%rbx,4), %r10
	.p2align 4,,10
	.p2align 3
.L63:
	movl	$1, (%rax)
	addq	$4, %rax
	cmpq	%r10, %rax
	jne	.L63
	leaq	784(%rsp), %rax
	leaq	996(%rsp), %rbp
	movq	%rax, 56(%rsp)
	movq	%rax, %rbx
	.p2align 4,,10
	.p2align 3
.L64:
	movl	$1, (%rax)
	addq	$4, %rax
	cmpq	%rbp, %rax
	jne	.L64
	leaq	640(%rsp), %rax
	movq	56(%rsp), %rdx
	movq	%rax, 88(%rsp)
	movq	%rax, 152(%rsp)
	.p2align 4,,10
	.p2align 3
.L65:
	movaps	%xmm0, (%rax)
	addq	$16, %rax
	cmpq	%rdx, %rax
	jne	.L65
	xorl	%eax, %eax
	movl	$512, %ecx
	pxor	%xmm0, %xmm0
	movq	%r8, %rdx
	leaq	4096(%rsp), %r12
	movq	%r11, 40(%rsp)
	movq	%r12, %rdi
	movq	%r10, 16(%rsp)
	rep stosq
	movq	13128(%rsp), %rcx
	leaq	208(%rsp), %rdi
	movaps	%xmm0, 176(%rsp)
	movaps	%xmm0, 192(%rsp)
	movl	$1, 4128(%rsp)
	movl	$1, 4112(%rsp)
	movl	$1, 4100(%rsp)
	call	ZSTD_getParams@PLT
	subq	$64, %rsp
	.cfi_def_cfa_offset 13184
	movl	$1, %edx
	movdqa	ZSTD_defaultCMem(%rip), %xmm4
	movdqa	272(%rsp), %xmm5
	movq	13192(%rsp), %rsi
	movl	$1, %ecx
	movdqu	284(%rsp), %xmm6
	movq	13184(%rsp), %rdi
	movups	%xmm4, 32(%rsp)
	movq	16+ZSTD_defaultCMem(%rip), %rax
	movups	%xmm5, (%rsp)
	movups	%xmm6, 12(%rsp)
	movq	%rax, 48(%rsp)
	call	ZSTD_createCDict_advanced@PLT
	movq	%rax, 72(%rsp)
	addq	$64, %rsp
	.cfi_def_cfa_offset 13120
	call	ZSTD_createCCtx@PLT
	movl	$131072, %edi
	movq	%rax, (%rsp)
	call	malloc@PLT
	cmpq	$0, (%rsp)
	movq	%rax, 24(%rsp)
	movq	%rax, %rsi
	sete	%al
	cmpq	$0, 8(%rsp)
	sete	%dl
	orb	%dl, %al
	jne	.L66
	testq	%rsi, %rsi
	je	.L66
	testl	%r14d, %r14d
	movq	16(%rsp), %r10
	movq	40(%rsp), %r11
	je	.L85
	movl	$1, %eax
	movl	208(%rsp), %ecx
	movl	$131072, %edx
	movq	%rbp, 128(%rsp)
	movq	%r12, 80(%rsp)
	movq	%r15, %r12
	sall	%cl, %eax
	movq	%r13, 144(%rsp)
	movq	72(%rsp), %r13
	cmpl	%edx, %eax
	movq	%rbx, 112(%rsp)
	cmovg	%edx, %eax
	movq	%r11, 120(%rsp)
	movq	%r10, 136(%rsp)
	cltq
	movq	%rax, 40(%rsp)
	leaq	(%r15,%r14,8), %rax
	movq	64(%rsp), %r14
	movq	%rax, 16(%rsp)
	xorl	%eax, %eax
	movq	56(%rsp), %r15
	movq	%rax, %rbp
	jmp	.L84
	.p2align 4,,10
	.p2align 3
.L197:
	movl	13136(%rsp), %eax
	testl	%eax, %eax
	jne	.L195
.L73:
	addq	(%r12), %rbp
	addq	$8, %r12
	cmpq	%r12, 16(%rsp)
	je	.L196
.L84:
	movq	8(%rsp), %rsi
	movq	(%rsp), %rdi
	movq	(%r12), %rbx
	call	ZSTD_compressBegin_usingCDict_deprecated@PLT
	cmpq	$-120, %rax
	ja	.L197
	movq	40(%rsp), %rax
	movq	24(%rsp), %rsi
	movl	$131072, %edx
	movq	(%rsp), %rdi
	cmpq	%rax, %rbx
	cmova	%rax, %rbx
	movq	32(%rsp), %rax
	movq	%rbx, %r8
	leaq	(%rax,%rbp), %rcx
	call	ZSTD_compressBlock_deprecated@PLT
	cmpq	$-120, %rax
	ja	.L198
	testq	%rax, %rax
	je	.L73
	movq	(%rsp), %rdi
	call	ZSTD_getSeqStore@PLT
	movq	%rax, %rbx
	movq	16(%rax), %rax
	movq	24(%rbx), %rcx
	cmpq	%rcx, %rax
	jnb	.L77
	.p2align 4,,10
	.p2align 3
.L75:
	movzbl	(%rax), %edx
	addq	$1, %rax
	addl	$1, (%r14,%rdx,4)
	cmpq	%rcx, %rax
	jne	.L75
.L77:
	movq	8(%rbx), %rdx
	subq	(%rbx), %rdx
	movq	%rbx, %rdi
	sarq	$3, %rdx
	movq	%rdx, 168(%rsp)
	call	ZSTD_seqToCodes@PLT
	movq	168(%rsp), %rdx
	movq	48(%rbx), %rax
	leal	-1(%rdx), %esi
	leaq	1(%rax,%rsi), %rdi
	testl	%edx, %edx
	je	.L73
	.p2align 4,,10
	.p2align 3
.L78:
	movzbl	(%rax), %ecx
	addq	$1, %rax
	addl	$1, 0(%r13,%rcx,4)
	cmpq	%rax, %rdi
	jne	.L78
	movq	40(%rbx), %rcx
	leaq	1(%rcx), %rax
	leaq	(%rax,%rsi), %rdi
	jmp	.L79
	.p2align 4,,10
	.p2align 3
.L199:
	addq	$1, %rax
.L79:
	movzbl	(%rcx), %ecx
	addl	$1, (%r15,%rcx,4)
	movq	%rax, %rcx
	cmpq	%rax, %rdi
	jne	.L199
	movq	32(%rbx), %rcx
	movq	88(%rsp), %rdi
	leaq	1(%rcx), %rax
	addq	%rax, %rsi
	jmp	.L80
	.p2align 4,,10
	.p2align 3
.L200:
	addq	$1, %rax
.L80:
	movzbl	(%rcx), %ecx
	addl	$1, (%rdi,%rcx,4)
	movq	%rax, %rcx
	cmpq	%rsi, %rax
	jne	.L200
	cmpl	$1, %edx
	je	.L73
	movq	(%rbx), %rax
	movl	(%rax), %ebx
	movl	8(%rax), %eax
	leal	-3(%rbx), %edx
	movq	80(%rsp), %rbx
	subl	$3, %eax
	movq	%rbx, %rcx
	cmpl	$1023, %edx
	jbe	.L201
	movq	80(%rsp), %rbx
	movq	%rbx, %rdx
	cmpl	$1023, %eax
	jbe	.L202
.L83:
	addl	$3, (%rcx)
	addl	$1, (%rdx)
.L209:
	addq	(%r12), %rbp
	addq	$8, %r12
	cmpq	%r12, 16(%rsp)
	jne	.L84
.L196:
	movq	112(%rsp), %rbx
	movq	120(%rsp), %r11
	movq	128(%rsp), %rbp
	movq	136(%rsp), %r10
	movq	80(%rsp), %r12
	movq	144(%rsp), %r13
.L85:
	cmpl	$3, 13136(%rsp)
	ja	.L203
	movq	64(%rsp), %rsi
	leaq	8192(%rsp), %r15
	movl	$4864, %r9d
	movq	%r13, %rdi
	movq	%r15, %r8
	movl	$11, %ecx
	movl	$255, %edx
	movq	%r10, 32(%rsp)
	movq	%r11, 16(%rsp)
	call	HUF_buildCTable_wksp@PLT
	movq	16(%rsp), %r11
	movq	32(%rsp), %r10
	cmpq	$-120, %rax
	movq	%rax, %r14
	ja	.L204
	cmpq	$8, %rax
	je	.L205
.L92:
	movl	$1, %ecx
	leaq	176(%rsp), %rdi
	leaq	152(%rsp), %rsi
	.p2align 4,,10
	.p2align 3
.L96:
	movd	(%r12,%rcx,4), %xmm3
	movd	%ecx, %xmm0
	movq	%rdi, %rax
	punpckldq	%xmm3, %xmm0
	movq	%xmm0, 200(%rsp)
.L98:
	movl	20(%rax), %edx
	cmpl	28(%rax), %edx
	jnb	.L99
	movd	16(%rax), %xmm0
	movd	%edx, %xmm2
	movq	24(%rax), %rdx
	subq	$8, %rax
	punpckldq	%xmm2, %xmm0
	movq	%rdx, 24(%rax)
	movq	%xmm0, 32(%rax)
	cmpq	%rax, %rsi
	jne	.L98
.L99:
	addq	$1, %rcx
	cmpq	$1024, %rcx
	jne	.L96
	xorl	%eax, %eax
	.p2align 4,,10
	.p2align 3
.L97:
	addl	(%r11), %eax
	addq	$4, %r11
	cmpq	%r10, %r11
	jne	.L97
	movl	%eax, %ecx
	movl	48(%rsp), %r8d
	leaq	256(%rsp), %rax
	movq	72(%rsp), %rdx
	movq	%rax, %rdi
	movl	$1, %r9d
	movl	$8, %esi
	movq	%rax, 40(%rsp)
	call	FSE_normalizeCount@PLT
	movq	%rax, %rdi
	movq	%rax, 16(%rsp)
	xorl	%eax, %eax
	cmpq	$-120, %rdi
	ja	.L206
	.p2align 4,,10
	.p2align 3
.L100:
	addl	(%rbx), %eax
	addq	$4, %rbx
	cmpq	%rbp, %rbx
	jne	.L100
	movl	%eax, %ecx
	movq	56(%rsp), %rdx
	leaq	400(%rsp), %rax
	movl	$1, %r9d
	movl	$52, %r8d
	movl	$9, %esi
	movq	%rax, %rdi
	movq	%rax, 64(%rsp)
	call	FSE_normalizeCount@PLT
	pxor	%xmm0, %xmm0
	movq	%rax, 32(%rsp)
	cmpq	$-120, %rax
	ja	.L207
	movq	152(%rsp), %rax
	movq	56(%rsp), %rdx
	.p2align 4,,10
	.p2align 3
.L102:
	paddd	(%rax), %xmm0
	addq	$16, %rax
	cmpq	%rdx, %rax
	jne	.L102
	movdqa	%xmm0, %xmm1
	movq	88(%rsp), %rdx
	leaq	320(%rsp), %rax
	movl	$1, %r9d
	psrldq	$8, %xmm1
	movl	$9, %esi
	movq	%rax, %rdi
	movq	%rax, 48(%rsp)
	paddd	%xmm1, %xmm0
	movl	$35, %r8d
	movdqa	%xmm0, %xmm1
	psrldq	$4, %xmm1
	paddd	%xmm1, %xmm0
	movd	%xmm0, %ecx
	call	FSE_normalizeCount@PLT
	movq	%rax, %rbp
	cmpq	$-120, %rax
	jbe	.L104
	movl	13136(%rsp), %r10d
	testl	%r10d, %r10d
	jne	.L208
.L105:
	movq	%rbp, %r14
	jmp	.L61
	.p2align 4,,10
	.p2align 3
.L195:
	movq	stderr(%rip), %rcx
	movl	$48, %edx
	movl	$1, %esi
	leaq	.LC2(%rip), %rdi
	call	fwrite@PLT
	movq	stderr(%rip), %rdi
	call	fflush@PLT
	jmp	.L73
.L198:
	cmpl	$2, 13136(%rsp)
	jbe	.L73
	movq	stderr(%rip), %rdi
	movl	%ebx, %edx
	leaq	.LC3(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	movq	stderr(%rip), %rdi
	call	fflush@PLT
	jmp	.L73
.L203:
	movq	stderr(%rip), %rcx
	movl	$27, %edx
	xorl	%r15d, %r15d
	movl	$1, %esi
	leaq	.LC4(%rip), %rdi
	movq	%r10, 80(%rsp)
	leaq	.LC5(%rip), %r14
	movq	%r11, 32(%rsp)
	call	fwrite@PLT
	movq	stderr(%rip), %rdi
	call	fflush@PLT
	movq	%r13, %rax
	movq	%rbx, 16(%rsp)
	movq	%r12, %r13
	movq	%rbp, 40(%rsp)
	movq	160(%rsp), %rbx
	movq	%r15, %r12
	movq	%rax, %r15
	movq	72(%rsp), %rbp
	.p2align 4,,10
	.p2align 3
.L88:
	movl	0(%rbp,%r12,4), %ecx
	movl	%r12d, %edx
	movq	%r14, %rsi
	xorl	%eax, %eax
	movq	stderr(%rip), %rdi
	call	fprintf@PLT
	movq	stderr(%rip), %rdi
	call	fflush@PLT
	movq	%r12, %rax
	addq	$1, %r12
	cmpq	%rbx, %rax
	jne	.L88
	movq	32(%rsp), %r11
	movq	80(%rsp), %r10
	movq	%r13, %r12
	movq	%r15, %r13
	movq	64(%rsp), %rsi
	leaq	8192(%rsp), %r15
	movl	$4864, %r9d
	movq	%r13, %rdi
	movq	%r15, %r8
	movl	$11, %ecx
	movl	$255, %edx
	movq	%r10, 32(%rsp)
	movq	16(%rsp), %rbx
	movq	40(%rsp), %rbp
	movq	%r11, 16(%rsp)
	call	HUF_buildCTable_wksp@PLT
	movq	16(%rsp), %r11
	movq	32(%rsp), %r10
	cmpq	$-120, %rax
	movq	%rax, %r14
	ja	.L116
	cmpq	$8, %r14
	jne	.L92
.L91:
	movl	$99, %edx
	movq	stderr(%rip), %rcx
	movl	$1, %esi
	leaq	.LC7(%rip), %rdi
	movq	%r10, 32(%rsp)
	movq	%r11, 16(%rsp)
	call	fwrite@PLT
	movq	stderr(%rip), %rdi
	call	fflush@PLT
	movq	32(%rsp), %r10
	movq	16(%rsp), %r11
.L93:
	leaq	1012(%rsp), %rax
	.p2align 4,,10
	.p2align 3
.L94:
	movl	$2, (%rax)
	addq	$4, %rax
	cmpq	%r13, %rax
	jne	.L94
	movq	64(%rsp), %rsi
	movq	%r15, %r8
	movl	$11, %ecx
	movq	%r13, %rdi
	movl	$4864, %r9d
	movl	$255, %edx
	movq	%r11, 32(%rsp)
	movq	.LC8(%rip), %rax
	movq	%r10, 16(%rsp)
	movl	$4, 1008(%rsp)
	movq	%rax, 2020(%rsp)
	call	HUF_buildCTable_wksp@PLT
	movq	32(%rsp), %r11
	movq	16(%rsp), %r10
	movq	%rax, %r14
	jmp	.L92
.L202:
	leaq	(%rbx,%rax,4), %rdx
	addl	$3, (%rcx)
	addl	$1, (%rdx)
	jmp	.L209
.L201:
	leaq	(%rbx,%rdx,4), %rcx
	movq	80(%rsp), %rbx
	movq	%rbx, %rdx
	cmpl	$1023, %eax
	ja	.L83
	jmp	.L202
.L104:
	subq	$8, %rsp
	.cfi_def_cfa_offset 13128
	movq	%r15, %r9
	movl	%r14d, %r8d
	movl	$255, %ecx
	pushq	$4864
	.cfi_def_cfa_offset 13136
	movq	120(%rsp), %rsi
	movq	%r13, %rdx
	movq	112(%rsp), %rdi
	call	HUF_writeCTable_wksp@PLT
	popq	%r8
	.cfi_def_cfa_offset 13128
	popq	%r9
	.cfi_def_cfa_offset 13120
	movq	%rax, %r12
	cmpq	$-120, %rax
	jbe	.L106
	movl	13136(%rsp), %edi
	testl	%edi, %edi
	jne	.L210
.L107:
	movq	%r12, %r14
	jmp	.L61
	.p2align 4,,10
	.p2align 3
.L204:
	movl	13136(%rsp), %ebp
	testl	%ebp, %ebp
	je	.L61
.L116:
	movq	stderr(%rip), %rcx
	movl	$24, %edx
	movl	$1, %esi
	leaq	.LC6(%rip), %rdi
	call	fwrite@PLT
	movq	stderr(%rip), %rdi
	call	fflush@PLT
.L61:
	movq	8(%rsp), %rdi
	call	ZSTD_freeCDict@PLT
	movq	(%rsp), %rdi
	call	ZSTD_freeCCtx@PLT
	movq	24(%rsp), %rdi
	call	free@PLT
	addq	$13064, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	movq	%r14, %rax
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
.L66:
	.cfi_restore_state
	movl	13136(%rsp), %eax
	testl	%eax, %eax
	jne	.L211
.L70:
	movq	$-64, %r14
	jmp	.L61
.L206:
	movl	13136(%rsp), %ebx
	testl	%ebx, %ebx
	jne	.L212
.L101:
	movq	16(%rsp), %r14
	jmp	.L61
.L119:
	movq	$0, 24(%rsp)
	movq	$-34, %r14
	movq	$0, (%rsp)
	movq	$0, 8(%rsp)
	jmp	.L61
.L207:
	movl	13136(%rsp), %r11d
	testl	%r11d, %r11d
	jne	.L213
.L103:
	movq	32(%rsp), %r14
	jmp	.L61
.L118:
	xorl	%r8d, %r8d
	jmp	.L59
.L205:
	cmpl	$1, 13136(%rsp)
	jbe	.L93
	jmp	.L91
.L211:
	movq	stderr(%rip), %rcx
	movl	$19, %edx
	movl	$1, %esi
	leaq	.LC1(%rip), %rdi
	call	fwrite@PLT
	movq	stderr(%rip), %rdi
	call	fflush@PLT
	jmp	.L70
.L212:
	movq	stderr(%rip), %rcx
	movl	$44, %edx
	movl	$1, %esi
	leaq	.LC9(%rip), %rdi
	call	fwrite@PLT
	movq	stderr(%rip), %rdi
	call	fflush@PLT
	jmp	.L101
.L210:
	movq	stderr(%rip), %rcx
	movl	$23, %edx
	movl	$1, %esi
	leaq	.LC12(%rip), %rdi
	call	fwrite@PLT
	movq	stderr(%rip), %rdi
	call	fflush@PLT
	jmp	.L107
.L106:
	movq	96(%rsp), %r13
	movq	104(%rsp), %r14
	movl	$30, %ecx
	movl	16(%rsp), %r8d
	movq	40(%rsp), %rdx
	addq	%rax, %r13
	subq	%rax, %r14
	movq	%r14, %rsi
	movq	%r13, %rdi
	call	FSE_writeNCount@PLT
	movq	%rax, %rbx
	cmpq	$-120, %rax
	jbe	.L108
	movl	13136(%rsp), %esi
	testl	%esi, %esi
	jne	.L214
.L109:
	movq	%rbx, %r14
	jmp	.L61
.L208:
	movq	stderr(%rip), %rcx
	movl	$46, %edx
	movl	$1, %esi
	leaq	.LC11(%rip), %rdi
	call	fwrite@PLT
	movq	stderr(%rip), %rdi
	call	fflush@PLT
	jmp	.L105
.L213:
	movq	stderr(%rip), %rcx
	movl	$48, %edx
	movl	$1, %esi
	leaq	.LC10(%rip), %rdi
	call	fwrite@PLT
	movq	stderr(%rip), %rdi
	call	fflush@PLT
	jmp	.L103
.L214:
	movq	stderr(%rip), %rcx
	movl	$42, %edx
	movl	$1, %esi
	leaq	.LC13(%rip), %rdi
	call	fwrite@PLT
	movq	stderr(%rip), %rdi
	call	fflush@PLT
	jmp	.L109
.L108:
	addq	%rax, %r13
	subq	%rax, %r14
	movl	32(%rsp), %r8d
	movq	64(%rsp), %rdx
	movl	$52, %ecx
	movq	%r14, %rsi
	movq	%r13, %rdi
	call	FSE_writeNCount@PLT
	movq	%rax, %r15
	cmpq	$-120, %rax
	jbe	.L110
	movl	13136(%rsp), %ecx
	testl	%ecx, %ecx
	jne	.L215
.L111:
	movq	%r15, %r14
	jmp	.L61
.L110:
	addq	%rax, %r13
	movq	%r14, %rsi
	movq	48(%rsp), %rdx
	movl	%ebp, %r8d
	subq	%rax, %rsi
	movl	$35, %ecx
	movq	%r13, %rdi
	movq	%rsi, 16(%rsp)
	call	FSE_writeNCount@PLT
	movq	16(%rsp), %rsi
	cmpq	$-120, %rax
	movq	%rax, %r14
	ja	.L216
	addq	%rax, %r13
	subq	%r14, %rsi
	leaq	12(%r12,%rbx), %rax
	addq	%r15, %rax
	cmpq	$11, %rsi
	jbe	.L217
	movq	.LC17(%rip), %rdx
	movl	$8, 8(%r13)
	addq	%rax, %r14
	movq	%rdx, 0(%r13)
	jmp	.L61
.L215:
	movq	stderr(%rip), %rcx
	movl	$46, %edx
	movl	$1, %esi
	leaq	.LC14(%rip), %rdi
	call	fwrite@PLT
	movq	stderr(%rip), %rdi
	call	fflush@PLT
	jmp	.L111
.L217:
	movl	13136(%rsp), %eax
	testl	%eax, %eax
	jne	.L218
.L115:
	movq	$-70, %r14
	jmp	.L61
.L216:
	movl	13136(%rsp), %edx
	testl	%edx, %edx
	je	.L61
	movq	stderr(%rip), %rcx
	movl	$44, %edx
	movl	$1, %esi
	leaq	.LC15(%rip), %rdi
	call	fwrite@PLT
	movq	stderr(%rip), %rdi
	call	fflush@PLT
	jmp	.L61
.L218:
	movq	stderr(%rip), %rcx
	movl	$38, %edx
	movl	$1, %esi
	leaq	.LC16(%rip), %rdi
	call	fwrite@PLT
	movq	stderr(%rip), %rdi
	call	fflush@PLT
	jmp	.L115
	.cfi_endproc
.LFE827:
	.size	ZDICT_analyzeEntropy, .-ZDICT_analyzeEntropy
	.section	.rodata.str1.1
.LC19:
	.string	""
.LC20:
	.string	"\r%70s\r"
.LC21:
	.string	"statistics ... \n"
	.text
	.p2align 4
	.type	ZDICT_addEntropyTablesFromBuffer_advanced, @function
ZDICT_addEntropyTablesFromBuffer_advanced:
.LFB830:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	movl	$3, %eax
	movq	%rcx, %r10
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	movq	%rsi, %r14
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	movq	%rdi, %r12
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	movq	%rdx, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	subq	$40, %rsp
	.cfi_def_cfa_offset 96
	movl	96(%rsp), %r15d
	movl	100(%rsp), %r11d
	movl	104(%rsp), %ebx
	testl	%r15d, %r15d
	cmove	%eax, %r15d
	cmpl	$1, %r11d
	jbe	.L221
	movq	stderr(%rip), %rdi
	leaq	.LC19(%rip), %rdx
	xorl	%eax, %eax
	movl	%r9d, 28(%rsp)
	leaq	.LC20(%rip), %rsi
	movq	%r8, 16(%rsp)
	movl	%r11d, 24(%rsp)
	movq	%rcx, 8(%rsp)
	call	fprintf@PLT
	movq	stderr(%rip), %rdi
	call	fflush@PLT
	movl	$16, %edx
	movq	stderr(%rip), %rcx
	movl	$1, %esi
	leaq	.LC21(%rip), %rdi
	call	fwrite@PLT
	movq	stderr(%rip), %rdi
	call	fflush@PLT
	movl	28(%rsp), %r9d
	movq	16(%rsp), %r8
	movq	8(%rsp), %r10
	movl	24(%rsp), %r11d
.L221:
	movq	%rbp, %r13
	subq	$8, %rsp
	.cfi_def_cfa_offset 104
	leaq	-8(%rbp), %rsi
	movq	%r10, %rcx
	subq	%r14, %r13
	pushq	%r11
	.cfi_def_cfa_offset 112
	leaq	8(%r12), %rdi
	movl	%r15d, %edx
	addq	%r12, %r13
	pushq	%r14
	.cfi_def_cfa_offset 120
	pushq	%r13
	.cfi_def_cfa_offset 128
	call	ZDICT_analyzeEntropy
	addq	$32, %rsp
	.cfi_def_cfa_offset 96
	cmpq	$-120, %rax
	ja	.L219
	movl	$-332356553, (%r12)
	xorl	%edx, %edx
	movq	%r14, %rsi
	movq	%r13, %rdi
	leaq	8(%rax), %r15
	call	ZSTD_XXH64@PLT
	movq	%rax, %rcx
	testl	%ebx, %ebx
	je	.L227
	movl	%ebx, 4(%r12)
	leaq	(%r14,%r15), %rbx
	cmpq	%rbp, %rbx
	jb	.L228
.L224:
	cmpq	%rbp, %rbx
	movq	%rbp, %rax
	cmovbe	%rbx, %rax
.L219:
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
.L227:
	.cfi_restore_state
	movabsq	$-9223231297218904063, %rax
	mulq	%rcx
	shrq	$30, %rdx
	movq	%rdx, %rax
	salq	$16, %rax
	subq	%rdx, %rax
	salq	$15, %rax
	subq	%rax, %rcx
	leal	32768(%rcx), %ebx
	movl	%ebx, 4(%r12)
	leaq	(%r14,%r15), %rbx
	cmpq	%rbp, %rbx
	jnb	.L224
.L228:
	leaq	(%r12,%r15), %rdi
	movq	%r14, %rdx
	movq	%r13, %rsi
	call	memmove@PLT
	jmp	.L224
	.cfi_endproc
.LFE830:
	.size	ZDICT_addEntropyTablesFromBuffer_advanced, .-ZDICT_addEntropyTablesFromBuffer_advanced
	.section	.rodata.str1.8
	.align 8
.LC22:
	.string	"found %3u matches of length >= %i at pos %7u  "
	.align 8
.LC23:
	.string	"Selected dict at position %u, of length %u : saves %u (ratio: %.2f)  \n"
	.text
	.p2align 4
	.type	ZDICT_analyzePos, @function
ZDICT_analyzePos:
.LFB815:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	xorl	%eax, %eax
	movq	%rdi, %r10
	movl	%edx, %r15d
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	movq	%rsi, %r11
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
	movl	$32, %ecx
	subq	$888, %rsp
	.cfi_def_cfa_offset 944
	leaq	112(%rsp), %r14
	movl	%r8d, 8(%rsp)
	movq	%r14, %rdi
	movl	%r9d, 32(%rsp)
	rep stosq
	leaq	368(%rsp), %rdi
	movl	$32, %ecx
	movq	$0, 88(%rsp)
	movq	%rdi, 24(%rsp)
	rep stosq
	leaq	624(%rsp), %rdi
	movl	$32, %ecx
	movl	$0, 96(%rsp)
	movq	%rdi, 40(%rsp)
	rep stosq
	movslq	(%rsi,%r15,4), %rcx
	leaq	(%rbx,%rcx), %rsi
	movb	$1, (%r10,%rcx)
	leaq	4(%rbx,%rcx), %rdx
	movzwl	2(%rbx,%rcx), %eax
	cmpw	(%rsi), %ax
	movzwl	(%rdx), %edi
	je	.L231
	movzwl	3(%rbx,%rcx), %edx
	cmpw	%dx, 1(%rbx,%rcx)
	je	.L231
	cmpw	%di, %ax
	je	.L231
	movq	(%rsi), %rdi
	movq	%r15, %r12
	movq	%rcx, %r13
	movl	%r15d, %ebp
	jmp	.L241
	.p2align 4,,10
	.p2align 3
.L239:
	rep bsfq	%rax, %rax
	shrl	$3, %eax
	addq	%rax, %rdx
	subq	%rsi, %rdx
	cmpq	$6, %rdx
	jbe	.L314
.L241:
	leal	1(%rbp), %eax
	movl	%ebp, %r9d
	movq	%rsi, %rdx
	movslq	(%r11,%rax,4), %rcx
	movq	%rax, %rbp
	movq	%rdi, %rax
	addq	%rbx, %rcx
	movq	(%rcx), %r8
	xorq	%r8, %rax
	cmpq	%r8, %rdi
	jne	.L239
.L240:
	movq	8(%rcx), %rax
	movq	8(%rdx), %r8
	addq	$8, %rdx
	addq	$8, %rcx
	cmpq	%r8, %rax
	je	.L240
	xorq	%r8, %rax
	jmp	.L239
	.p2align 4,,10
	.p2align 3
.L231:
	leaq	6(%rbx,%rcx), %rax
	cmpw	%di, (%rax)
	jne	.L233
	movl	$6, %eax
	.p2align 4,,10
	.p2align 3
.L234:
	leal	2(%rax), %edx
	movl	%eax, %r8d
	movq	%rdx, %rax
	addq	%rcx, %rdx
	leaq	(%rbx,%rdx), %rsi
	cmpw	%di, (%rsi)
	je	.L234
	movzbl	-1(%rbx,%rdx), %ebx
	cmpb	%bl, (%rsi)
	jne	.L235
	leal	3(%r8), %eax
.L235:
	cmpl	$1, %eax
	jbe	.L237
.L236:
	leal	-1(%rax), %edx
	leaq	1(%r10,%rcx), %rdi
	movl	$1, %esi
	call	memset@PLT
.L237:
	movq	88(%rsp), %rax
	movl	96(%rsp), %edx
	addq	$888, %rsp
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
.L314:
	.cfi_restore_state
	movl	%ebp, 16(%rsp)
	.p2align 4,,10
	.p2align 3
.L247:
	movslq	-4(%r11,%r15,4), %rcx
	movq	%rdi, %rax
	leaq	0(,%r15,4), %r8
	movq	%rsi, %rdx
	addq	%rbx, %rcx
	movq	(%rcx), %rbp
	xorq	%rbp, %rax
	cmpq	%rbp, %rdi
	je	.L243
.L242:
	rep bsfq	%rax, %rax
	shrl	$3, %eax
	addq	%rax, %rdx
	subq	%rsi, %rdx
	cmpq	$6, %rdx
	ja	.L244
	movl	16(%rsp), %ebp
	movl	8(%rsp), %eax
	movl	%ebp, %edx
	subl	%r12d, %edx
	cmpl	%eax, %edx
	jb	.L315
	cmpl	$3, 32(%rsp)
	ja	.L316
.L249:
	movq	%r14, 48(%rsp)
	movl	$7, %r9d
	movl	8(%rsp), %r14d
	movq	%r10, 16(%rsp)
	cmpl	%ebp, %r12d
	jnb	.L250
	.p2align 4,,10
	.p2align 3
.L318:
	leaq	(%r11,%r15,4), %rcx
	movl	%r12d, %r13d
	movl	%r12d, %eax
	movl	%r12d, %r10d
	xorl	%r8d, %r8d
	xorl	%esi, %esi
	xorl	%edx, %edx
	jmp	.L253
	.p2align 4,,10
	.p2align 3
.L251:
	cmpl	%esi, %r8d
	jnb	.L285
	movl	%r10d, %r13d
	movl	%esi, %r8d
	movl	%eax, %r10d
	movl	$1, %esi
.L252:
	addl	$1, %eax
	addq	$4, %rcx
	cmpl	%eax, %ebp
	je	.L317
.L253:
	movl	%edx, %edi
	movl	%r9d, %edx
	addl	(%rcx), %edx
	movzbl	(%rbx,%rdx), %edx
	cmpb	%dl, %dil
	jne	.L251
	addl	$1, %eax
	addl	$1, %esi
	addq	$4, %rcx
	cmpl	%eax, %ebp
	jne	.L253
.L317:
	cmpl	%esi, %r8d
	jnb	.L254
	movl	%r10d, %r13d
	movl	%esi, %r8d
.L254:
	cmpl	%r14d, %r8d
	jb	.L250
	movl	%r13d, %r15d
	leal	(%r8,%r13), %ebp
	addl	$1, %r9d
	movq	%r15, %r12
	cmpl	%ebp, %r12d
	jb	.L318
.L250:
	movslq	(%r11,%r15,4), %rax
	movq	48(%rsp), %r14
	movl	$32, %ecx
	movl	%r12d, %r15d
	movq	16(%rsp), %r10
	movq	%rax, %rsi
	movl	%eax, 48(%rsp)
	movq	%r14, %rdi
	movq	%rax, 16(%rsp)
	leaq	(%rbx,%rsi), %rbp
	xorl	%eax, %eax
	rep stosq
	movq	0(%rbp), %rsi
	jmp	.L258
	.p2align 4,,10
	.p2align 3
.L256:
	rep bsfq	%rax, %rax
	shrl	$3, %eax
	addq	%rdx, %rax
	movl	$63, %edx
	subq	%rbp, %rax
	cmpq	%rdx, %rax
	cmovbe	%rax, %rdx
	addl	$1, 112(%rsp,%rdx,4)
	cmpq	$6, %rax
	jbe	.L319
.L258:
	leal	1(%r15), %eax
	movl	%r15d, %r9d
	movq	%rbp, %rdx
	movslq	(%r11,%rax,4), %rcx
	movq	%rax, %r15
	addq	%rbx, %rcx
	movq	(%rcx), %rdi
	movq	%rdi, %rax
	xorq	%rsi, %rax
	cmpq	%rsi, %rdi
	jne	.L256
.L257:
	movq	8(%rcx), %rax
	movq	8(%rdx), %rdi
	addq	$8, %rdx
	addq	$8, %rcx
	cmpq	%rdi, %rax
	je	.L257
	xorq	%rdi, %rax
	jmp	.L256
	.p2align 4,,10
	.p2align 3
.L243:
	movq	8(%rcx), %rbp
	movq	8(%rdx), %rax
	addq	$8, %rdx
	addq	$8, %rcx
	cmpq	%rax, %rbp
	je	.L243
	xorq	%rbp, %rax
	jmp	.L242
	.p2align 4,,10
	.p2align 3
.L285:
	movl	%eax, %r10d
	movl	$1, %esi
	jmp	.L252
	.p2align 4,,10
	.p2align 3
.L244:
	leal	-1(%r12), %r15d
	movq	%r15, %r12
	jmp	.L247
	.p2align 4,,10
	.p2align 3
.L315:
	cmpl	%ebp, %r12d
	jnb	.L237
	subl	%r12d, %r9d
	addq	%r11, %r8
	addq	%r15, %r9
	leaq	4(%r11,%r9,4), %rdx
.L248:
	movslq	(%r8), %rax
	addq	$4, %r8
	movb	$1, (%r10,%rax)
	cmpq	%r8, %rdx
	jne	.L248
	jmp	.L237
	.p2align 4,,10
	.p2align 3
.L319:
	testl	%r12d, %r12d
	je	.L259
	.p2align 4,,10
	.p2align 3
.L263:
	leal	-1(%r12), %eax
	movq	%rbp, %rdx
	movslq	(%r11,%rax,4), %rdi
	movq	%rax, %rcx
	addq	%rbx, %rdi
	movq	(%rdi), %r8
	movq	%r8, %rax
	xorq	%rsi, %rax
	cmpq	%rsi, %r8
	je	.L261
.L260:
	rep bsfq	%rax, %rax
	shrl	$3, %eax
	addq	%rax, %rdx
	movl	$63, %eax
	subq	%rbp, %rdx
	cmpq	%rax, %rdx
	cmovbe	%rdx, %rax
	addl	$1, 112(%rsp,%rax,4)
	cmpq	$6, %rdx
	ja	.L320
.L262:
	movq	24(%rsp), %rdi
	xorl	%eax, %eax
	movl	$31, %ecx
	movl	364(%rsp), %edx
	rep stosq
	movq	24(%rsp), %rcx
	movl	$248, %eax
	movl	$0, (%rdi)
	movl	%edx, 620(%rsp)
	.p2align 4,,10
	.p2align 3
.L264:
	addl	(%r14,%rax), %edx
	movl	%edx, (%rcx,%rax)
	subq	$4, %rax
	cmpq	$-4, %rax
	jne	.L264
	movl	8(%rsp), %edx
	movq	24(%rsp), %rcx
	movl	$63, %eax
	jmp	.L266
	.p2align 4,,10
	.p2align 3
.L322:
	subq	$1, %rax
	cmpq	$6, %rax
	je	.L321
.L266:
	cmpl	%edx, (%rcx,%rax,4)
	jb	.L322
	movl	%eax, %r13d
	movslq	%eax, %rdx
.L267:
	movq	16(%rsp), %rsi
	movzbl	-1(%rdx,%rbp), %edx
	leaq	-2(%rbx,%rsi), %rcx
	cmpb	%dl, (%rcx,%rax)
	jne	.L268
	.p2align 4,,10
	.p2align 3
.L269:
	leal	-1(%r13), %eax
	movq	%rax, %r13
	cmpb	%dl, (%rcx,%rax)
	je	.L269
.L268:
	cmpq	$6, %rax
	jbe	.L237
	cmpl	$6, %r13d
	jle	.L270
	movq	40(%rsp), %r8
	leal	1(%r13), %edi
	movl	$7, %edx
	xorl	%esi, %esi
	.p2align 4,,10
	.p2align 3
.L271:
	leal	-3(%rdx), %ecx
	imull	(%r14,%rdx,4), %ecx
	addl	%ecx, %esi
	movl	%esi, (%r8,%rdx,4)
	addq	$1, %rdx
	cmpq	%rdi, %rdx
	jne	.L271
.L270:
	cmpl	$3, 32(%rsp)
	movl	624(%rsp,%rax,4), %r14d
	ja	.L323
.L272:
	movl	48(%rsp), %eax
	movl	%r13d, 92(%rsp)
	movl	%r14d, 96(%rsp)
	movl	%eax, 88(%rsp)
	cmpl	%r15d, %r12d
	jnb	.L237
	movl	%r12d, %eax
	subl	%r12d, %r9d
	movq	%rbx, 8(%rsp)
	movq	16(%rsp), %r15
	leaq	(%r11,%rax,4), %r14
	addq	%r9, %rax
	movq	%r10, %rbx
	leaq	4(%r11,%rax,4), %r12
	jmp	.L281
	.p2align 4,,10
	.p2align 3
.L278:
	rep bsfq	%rdx, %rdx
	shrl	$3, %edx
	addq	%rdx, %rax
	subq	%rbp, %rax
	cmpl	%eax, %r13d
	cmovbe	%r13d, %eax
.L277:
	leal	(%rax,%rsi), %edx
	cmpl	%edx, %esi
	jnb	.L282
	leal	-1(%rax), %edx
	addq	%rbx, %rdi
	movl	$1, %esi
	addq	$1, %rdx
	call	memset@PLT
.L282:
	addq	$4, %r14
	cmpq	%r14, %r12
	je	.L237
.L281:
	movl	(%r14), %edi
	movl	%r13d, %eax
	movq	%rdi, %rsi
	cmpq	%r15, %rdi
	je	.L277
	movq	8(%rsp), %rax
	movq	0(%rbp), %r9
	leaq	(%rax,%rdi), %r10
	movq	%r9, %rdx
	movq	%rbp, %rax
	movq	(%r10), %r8
	xorq	%r8, %rdx
	cmpq	%r8, %r9
	jne	.L278
.L279:
	movq	8(%r10), %rdx
	movq	8(%rax), %r8
	addq	$8, %rax
	addq	$8, %r10
	cmpq	%r8, %rdx
	je	.L279
	xorq	%r8, %rdx
	jmp	.L278
	.p2align 4,,10
	.p2align 3
.L261:
	movq	8(%rdi), %rax
	movq	8(%rdx), %r8
	addq	$8, %rdx
	addq	$8, %rdi
	cmpq	%r8, %rax
	je	.L261
	xorq	%r8, %rax
	jmp	.L260
	.p2align 4,,10
	.p2align 3
.L320:
	testl	%ecx, %ecx
	je	.L259
	movl	%ecx, %r12d
	jmp	.L263
.L323:
	movl	%r14d, %eax
	pxor	%xmm0, %xmm0
	pxor	%xmm1, %xmm1
	movl	48(%rsp), %edx
	cvtsi2sdq	%rax, %xmm0
	movl	%r13d, %eax
	movl	%r14d, %r8d
	movl	%r13d, %ecx
	cvtsi2sdq	%rax, %xmm1
	movl	$1, %eax
	movq	%r11, 32(%rsp)
	movq	stderr(%rip), %rdi
	leaq	.LC23(%rip), %rsi
	movq	%r10, 24(%rsp)
	movl	%r9d, 8(%rsp)
	divsd	%xmm1, %xmm0
	call	fprintf@PLT
	movq	stderr(%rip), %rdi
	call	fflush@PLT
	movq	32(%rsp), %r11
	movq	24(%rsp), %r10
	movl	8(%rsp), %r9d
	jmp	.L272
.L233:
	movzbl	5(%rbx,%rcx), %ebx
	cmpb	%bl, (%rax)
	sete	%al
	movzbl	%al, %eax
	addl	$6, %eax
	jmp	.L236
.L316:
	movq	stderr(%rip), %rsi
	movl	$10, %edi
	movq	%r11, 56(%rsp)
	movq	%r10, 48(%rsp)
	movl	%edx, 16(%rsp)
	call	fputc@PLT
	movq	stderr(%rip), %rdi
	call	fflush@PLT
	movl	16(%rsp), %edx
	movl	%r13d, %r8d
	xorl	%eax, %eax
	movq	stderr(%rip), %rdi
	movl	$7, %ecx
	leaq	.LC22(%rip), %rsi
	call	fprintf@PLT
	movq	stderr(%rip), %rdi
	call	fflush@PLT
	movq	stderr(%rip), %rsi
	movl	$10, %edi
	call	fputc@PLT
	movq	stderr(%rip), %rdi
	call	fflush@PLT
	movq	56(%rsp), %r11
	movq	48(%rsp), %r10
	jmp	.L249
.L321:
	movl	$6, %edx
	movl	$6, %r13d
	jmp	.L267
.L259:
	xorl	%r12d, %r12d
	jmp	.L262
	.cfi_endproc
.LFE815:
	.size	ZDICT_analyzePos, .-ZDICT_analyzePos
	.p2align 4
	.globl	ZDICT_isError
	.type	ZDICT_isError, @function
ZDICT_isError:
.LFB809:
	.cfi_startproc
	xorl	%eax, %eax
	cmpq	$-120, %rdi
	seta	%al
	ret
	.cfi_endproc
.LFE809:
	.size	ZDICT_isError, .-ZDICT_isError
	.p2align 4
	.globl	ZDICT_getErrorName
	.type	ZDICT_getErrorName, @function
ZDICT_getErrorName:
.LFB810:
	.cfi_startproc
	movl	%edi, %eax
	xorl	%edx, %edx
	negl	%eax
	cmpq	$-120, %rdi
	cmova	%eax, %edx
	movl	%edx, %edi
	jmp	ERR_getErrorString@PLT
	.cfi_endproc
.LFE810:
	.size	ZDICT_getErrorName, .-ZDICT_getErrorName
	.p2align 4
	.globl	ZDICT_getDictID
	.type	ZDICT_getDictID, @function
ZDICT_getDictID:
.LFB811:
	.cfi_startproc
	xorl	%eax, %eax
	cmpq	$7, %rsi
	jbe	.L328
	cmpl	$-332356553, (%rdi)
	je	.L332
.L328:
	ret
	.p2align 4,,10
	.p2align 3
.L332:
	movl	4(%rdi), %eax
	ret
	.cfi_endproc
.LFE811:
	.size	ZDICT_getDictID, .-ZDICT_getDictID
	.p2align 4
	.globl	ZDICT_getDictHeaderSize
	.type	ZDICT_getDictHeaderSize, @function
ZDICT_getDictHeaderSize:
.LFB812:
	.cfi_startproc
	pushq	%r14
	.cfi_def_cfa_offset 16
	.cfi_offset 14, -16
	pushq	%r13
	.cfi_def_cfa_offset 24
	.cfi_offset 13, -24
	pushq	%r12
	.cfi_def_cfa_offset 32
	.cfi_offset 12, -32
	movq	$-30, %r12
	pushq	%rbp
	.cfi_def_cfa_offset 40
	.cfi_offset 6, -40
	pushq	%rbx
	.cfi_def_cfa_offset 48
	.cfi_offset 3, -48
	cmpq	$8, %rsi
	jbe	.L333
	cmpl	$-332356553, (%rdi)
	movq	%rdi, %rbp
	je	.L340
.L333:
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 40
	movq	%r12, %rax
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
.L340:
	.cfi_restore_state
	movl	$5632, %edi
	movq	%rsi, %rbx
	call	malloc@PLT
	movl	$8704, %edi
	movq	%rax, %r13
	call	malloc@PLT
	movq	%rax, %r14
	testq	%r13, %r13
	je	.L338
	testq	%rax, %rax
	je	.L338
	movq	%r13, %rdi
	call	ZSTD_reset_compressedBlockState@PLT
	movq	%rbx, %rcx
	movq	%rbp, %rdx
	movq	%r14, %rsi
	movq	%r13, %rdi
	call	ZSTD_loadCEntropy@PLT
	movq	%rax, %r12
.L335:
	movq	%r13, %rdi
	call	free@PLT
	movq	%r14, %rdi
	call	free@PLT
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 40
	movq	%r12, %rax
	popq	%rbp
	.cfi_def_cfa_offset 32
	popq	%r12
	.cfi_def_cfa_offset 24
	popq	%r13
	.cfi_def_cfa_offset 16
	popq	%r14
	.cfi_def_cfa_offset 8
	ret
.L338:
	.cfi_restore_state
	movq	$-64, %r12
	jmp	.L335
	.cfi_endproc
.LFE812:
	.size	ZDICT_getDictHeaderSize, .-ZDICT_getDictHeaderSize
	.p2align 4
	.globl	ZDICT_finalizeDictionary
	.type	ZDICT_finalizeDictionary, @function
ZDICT_finalizeDictionary:
.LFB829:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	movl	$3, %eax
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
	subq	$296, %rsp
	.cfi_def_cfa_offset 352
	movl	360(%rsp), %r12d
	movq	%r8, 8(%rsp)
	movq	%r9, %r8
	movl	364(%rsp), %r15d
	movl	368(%rsp), %r9d
	testl	%r12d, %r12d
	cmove	%eax, %r12d
	cmpq	$255, %rsi
	jbe	.L351
	movq	%rsi, %rbp
	movq	%rcx, %rbx
	cmpq	%rcx, %rsi
	jb	.L351
	movq	%rdx, %r13
	movq	%rcx, %rsi
	xorl	%edx, %edx
	movq	%rdi, %r14
	movq	%r13, %rdi
	movq	%r8, 24(%rsp)
	movl	%r9d, 16(%rsp)
	movl	$-332356553, 32(%rsp)
	call	ZSTD_XXH64@PLT
	movl	16(%rsp), %r9d
	movq	24(%rsp), %r8
	movq	%rax, %rcx
	testl	%r9d, %r9d
	je	.L367
	movl	%r9d, 36(%rsp)
	cmpl	$1, %r15d
	ja	.L368
.L347:
	leaq	40(%rsp), %rdi
	subq	$8, %rsp
	.cfi_def_cfa_offset 360
	movl	%r12d, %edx
	movl	$248, %esi
	pushq	%r15
	.cfi_def_cfa_offset 368
	pushq	%rbx
	.cfi_def_cfa_offset 376
	pushq	%r13
	.cfi_def_cfa_offset 384
	movl	384(%rsp), %r9d
	movq	40(%rsp), %rcx
	call	ZDICT_analyzeEntropy
	addq	$32, %rsp
	.cfi_def_cfa_offset 352
	movq	%rax, %r12
	cmpq	$-120, %rax
	ja	.L341
	leaq	8(%rax), %r15
	movq	%rbp, %rax
	leaq	(%rbx,%r15), %rdx
	subq	%r15, %rax
	cmpq	%rdx, %rbp
	cmovb	%rax, %rbx
	cmpq	$7, %rbx
	ja	.L369
	addq	$16, %r12
	cmpq	%r12, %rbp
	jb	.L351
	movl	$8, %ebp
	subq	%rbx, %rbp
.L350:
	leaq	(%r14,%r15), %rcx
	movq	%rbx, %rdx
	movq	%r13, %rsi
	leaq	(%rcx,%rbp), %rdi
	movq	%rcx, 8(%rsp)
	call	memmove@PLT
	movq	%r14, %rdi
	leaq	32(%rsp), %rsi
	movq	%r15, %rdx
	call	memcpy@PLT
	xorl	%edi, %edi
	cmpl	$8, %ebp
	movq	8(%rsp), %rcx
	movl	%ebp, %eax
	jb	.L370
	leaq	8(%rcx), %rsi
	movl	%ebp, %eax
	movq	$0, (%rcx)
	movq	$0, -8(%rcx,%rax)
	andq	$-8, %rsi
	subq	%rsi, %rcx
	leal	0(%rbp,%rcx), %eax
	andl	$-8, %eax
	cmpl	$8, %eax
	jb	.L341
	andl	$-8, %eax
	xorl	%edx, %edx
.L356:
	movl	%edx, %ecx
	addl	$8, %edx
	movq	%rdi, (%rsi,%rcx)
	cmpl	%eax, %edx
	jb	.L356
.L341:
	addq	$296, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	movq	%r12, %rax
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
.L367:
	.cfi_restore_state
	movabsq	$-9223231297218904063, %rax
	mulq	%rcx
	shrq	$30, %rdx
	movq	%rdx, %rax
	salq	$16, %rax
	subq	%rdx, %rax
	salq	$15, %rax
	subq	%rax, %rcx
	leal	32768(%rcx), %r9d
	movl	%r9d, 36(%rsp)
	cmpl	$1, %r15d
	jbe	.L347
.L368:
	movq	stderr(%rip), %rdi
	leaq	.LC19(%rip), %rdx
	xorl	%eax, %eax
	movq	%r8, 16(%rsp)
	leaq	.LC20(%rip), %rsi
	call	fprintf@PLT
	movq	stderr(%rip), %rdi
	call	fflush@PLT
	movl	$16, %edx
	movq	stderr(%rip), %rcx
	movl	$1, %esi
	leaq	.LC21(%rip), %rdi
	call	fwrite@PLT
	movq	stderr(%rip), %rdi
	call	fflush@PLT
	movq	16(%rsp), %r8
	jmp	.L347
	.p2align 4,,10
	.p2align 3
.L351:
	movq	$-70, %r12
	jmp	.L341
	.p2align 4,,10
	.p2align 3
.L370:
	andl	$4, %ebp
	jne	.L371
	testl	%eax, %eax
	je	.L341
	movb	$0, (%rcx)
	testb	$2, %al
	je	.L341
	xorl	%edx, %edx
	movw	%dx, -2(%rcx,%rax)
	jmp	.L341
	.p2align 4,,10
	.p2align 3
.L369:
	leaq	(%rbx,%r15), %r12
	xorl	%ebp, %ebp
	jmp	.L350
.L371:
	movl	$0, (%rcx)
	movl	$0, -4(%rcx,%rax)
	jmp	.L341
	.cfi_endproc
.LFE829:
	.size	ZDICT_finalizeDictionary, .-ZDICT_finalizeDictionary
	.section	.rodata.str1.8
	.align 8
.LC25:
	.string	"sample set too large : reduced to %u MB ...\n"
	.align 8
.LC26:
	.string	"sorting %u files of total size %u MB ...\n"
	.section	.rodata.str1.1
.LC27:
	.string	"finding patterns ... \n"
.LC28:
	.string	"minimum ratio : %u \n"
.LC30:
	.string	"\r%4.2f %% \r"
	.section	.rodata.str1.8
	.align 8
.LC31:
	.string	"\n %u segments found, of total size %u \n"
	.section	.rodata.str1.1
.LC32:
	.string	"list %u best segments \n"
	.section	.rodata.str1.8
	.align 8
.LC33:
	.string	"%3u:%3u bytes at pos %8u, savings %7u bytes |"
	.section	.rodata.str1.1
.LC34:
	.string	"| \n"
	.section	.rodata.str1.8
	.align 8
.LC35:
	.string	"!  warning : selected content significantly smaller than requested (%u < %u) \n"
	.align 8
.LC36:
	.string	"!  consider increasing selectivity to produce larger dictionary (-s%u) \n"
	.align 8
.LC37:
	.string	"!  note : larger dictionaries are not necessarily better, test its efficiency on samples \n"
	.align 8
.LC38:
	.string	"!  consider increasing the number of samples (total size : %u MB)\n"
	.align 8
.LC39:
	.string	"!  note : calculated dictionary significantly larger than requested (%u > %u) \n"
	.align 8
.LC40:
	.string	"!  consider increasing dictionary size, or produce denser dictionary (-s%u) \n"
	.align 8
.LC41:
	.string	"!  always test dictionary efficiency on real samples \n"
	.text
	.p2align 4
	.globl	ZDICT_trainFromBuffer_legacy
	.type	ZDICT_trainFromBuffer_legacy, @function
ZDICT_trainFromBuffer_legacy:
.LFB832:
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
	subq	$200, %rsp
	.cfi_def_cfa_offset 256
	movq	%rdi, 56(%rsp)
	movq	%rsi, 16(%rsp)
	movl	%r8d, 28(%rsp)
	testl	%r8d, %r8d
	je	.L456
	movl	%r8d, %r12d
	movq	%rdx, %rsi
	movq	%rcx, %rbx
	movq	%rcx, %r13
	leaq	(%rcx,%r12,8), %r14
	movq	%rcx, %rax
	xorl	%r15d, %r15d
	.p2align 4,,10
	.p2align 3
.L374:
	addq	(%rax), %r15
	addq	$8, %rax
	cmpq	%rax, %r14
	jne	.L374
	movq	%rsi, (%rsp)
	xorl	%eax, %eax
	cmpq	$511, %r15
	jbe	.L372
	leaq	32(%r15), %rbp
	movq	%rbp, %rdi
	call	malloc@PLT
	testq	%rax, %rax
	je	.L458
	movq	(%rsp), %rsi
	movq	%r15, %rdx
	movq	%rax, %rdi
	movq	%rax, (%rsp)
	call	memcpy@PLT
	movq	(%rsp), %rax
	addq	%rax, %r15
	addq	%rax, %rbp
	movl	$-1640531535, %eax
	.p2align 4,,10
	.p2align 3
.L375:
	imull	$-2048144777, %eax, %eax
	addq	$1, %r15
	movl	%eax, %edx
	shrl	$21, %edx
	movb	%dl, -1(%r15)
	cmpq	%r15, %rbp
	jne	.L375
	movl	264(%rsp), %eax
	movl	$10000, %edx
	movl	28(%rsp), %ecx
	movdqu	256(%rsp), %xmm2
	movl	256(%rsp), %r15d
	movl	%eax, 8(%rsp)
	movq	16(%rsp), %rax
	movl	%r15d, 96(%rsp)
	shrq	$4, %rax
	movaps	%xmm2, 176(%rsp)
	cmpl	%edx, %eax
	cmovb	%edx, %eax
	cmpl	%ecx, %eax
	cmovb	%ecx, %eax
	movl	%eax, 88(%rsp)
	movl	%eax, %eax
	leaq	(%rax,%rax,2), %rdi
	salq	$2, %rdi
	call	malloc@PLT
	movq	%rax, %rbp
	testl	%r15d, %r15d
	je	.L459
	movl	$4, 100(%rsp)
	cmpl	$30, %r15d
	jbe	.L376
.L377:
	xorl	%r15d, %r15d
	.p2align 4,,10
	.p2align 3
.L378:
	movq	0(%r13), %r9
	addq	$8, %r13
	addq	%r15, %r9
	movq	%r9, %r15
	cmpq	%r13, %r14
	jne	.L378
	testq	%rbp, %rbp
	je	.L461
	cmpq	$255, 16(%rsp)
	jbe	.L508
	cmpq	$511, %r9
	jbe	.L437
	movq	.LC24(%rip), %rax
	movl	$-1, 8(%rbp)
	leaq	8(,%r9,4), %r13
	movq	%r13, %rdi
	movq	%r9, 48(%rsp)
	movq	%rax, 0(%rbp)
	call	malloc@PLT
	leaq	-8(%r13), %rdi
	movq	%rax, %r8
	leaq	4(%rax), %rax
	movq	%r8, 40(%rsp)
	movq	%rax, 32(%rsp)
	call	malloc@PLT
	leaq	16(%r15), %rdi
	movl	$1, %esi
	movq	%rax, %r14
	call	calloc@PLT
	leaq	0(,%r12,4), %rdi
	movq	%rax, 64(%rsp)
	call	malloc@PLT
	cmpl	$1, 8(%rsp)
	movq	40(%rsp), %r8
	movq	48(%rsp), %r9
	movq	%rax, %r10
	ja	.L509
.L383:
	testq	%r8, %r8
	je	.L388
	testq	%r14, %r14
	je	.L388
	cmpq	$0, 64(%rsp)
	je	.L388
	testq	%r10, %r10
	je	.L388
	movl	100(%rsp), %esi
	movl	$4, %eax
	cmpl	%eax, %esi
	cmovnb	%esi, %eax
	cmpl	$2, 8(%rsp)
	movl	%eax, 48(%rsp)
	jbe	.L389
	cmpq	$2097152000, %r9
	ja	.L510
.L462:
	movl	28(%rsp), %r13d
	movq	%r9, %r12
	.p2align 4,,10
	.p2align 3
.L391:
	cmpl	$1, 8(%rsp)
	jbe	.L393
	movq	stderr(%rip), %rdi
	movq	%r12, %rcx
	movl	%r13d, %edx
	xorl	%eax, %eax
	shrq	$20, %rcx
	leaq	.LC26(%rip), %rsi
	movq	%r9, 80(%rsp)
	movq	%r10, 72(%rsp)
	movq	%r8, 40(%rsp)
	call	fprintf@PLT
	movq	stderr(%rip), %rdi
	call	fflush@PLT
	movq	80(%rsp), %r9
	movq	72(%rsp), %r10
	movq	40(%rsp), %r8
.L393:
	movq	32(%rsp), %r15
	movq	(%rsp), %rdi
	xorl	%ecx, %ecx
	movl	%r12d, %edx
	movq	%r9, 80(%rsp)
	movq	%r15, %rsi
	movq	%r10, 72(%rsp)
	movq	%r8, 40(%rsp)
	call	divsufsort@PLT
	movq	40(%rsp), %r8
	movq	72(%rsp), %r10
	testl	%eax, %eax
	movq	80(%rsp), %r9
	jne	.L388
	movl	%r12d, (%r15,%r12,4)
	movl	%r12d, (%r8)
	testq	%r12, %r12
	je	.L394
	xorl	%eax, %eax
	.p2align 4,,10
	.p2align 3
.L395:
	movslq	4(%r8,%rax,4), %rdx
	movl	%eax, (%r14,%rdx,4)
	addq	$1, %rax
	cmpq	%r12, %rax
	jne	.L395
	movl	$0, (%r10)
	cmpl	$1, %r13d
	jbe	.L511
.L402:
	movl	(%r10), %edx
	movl	$1, %eax
	.p2align 4,,10
	.p2align 3
.L398:
	addl	-8(%rbx,%rax,8), %edx
	movl	%edx, (%r10,%rax,4)
	addq	$1, %rax
	cmpq	%r13, %rax
	jb	.L398
	cmpl	$1, 8(%rsp)
	ja	.L512
.L406:
	testq	%r12, %r12
	je	.L388
.L404:
	movq	$0, 104(%rsp)
	xorl	%r15d, %r15d
	xorl	%eax, %eax
	movq	%r8, 112(%rsp)
	movq	%r10, 120(%rsp)
	movq	%r9, 136(%rsp)
	movq	%rbx, 128(%rsp)
	movq	64(%rsp), %rbx
	movq	%r14, 40(%rsp)
	movl	%r15d, %r14d
	.p2align 4,,10
	.p2align 3
.L425:
	cmpb	$0, (%rbx,%rax)
	jne	.L507
	movq	40(%rsp), %rcx
	movq	32(%rsp), %rsi
	movq	%rbx, %rdi
	movl	8(%rsp), %r9d
	movl	48(%rsp), %r8d
	movl	(%rcx,%rax,4), %edx
	movq	(%rsp), %rcx
	call	ZDICT_analyzePos
	movq	%rax, %rsi
	movq	%rdx, %r15
	shrq	$32, %rsi
	testl	%esi, %esi
	je	.L507
	movq	(%rsp), %r8
	movl	%esi, 80(%rsp)
	xorl	%ecx, %ecx
	movq	%rax, %rsi
	movq	%rbp, %rdi
	movl	%edx, 172(%rsp)
	movl	%edx, 72(%rsp)
	movq	%rax, 164(%rsp)
	call	ZDICT_tryMerge
	movl	72(%rsp), %edx
	movl	80(%rsp), %r9d
	testl	%eax, %eax
	jne	.L513
	movl	0(%rbp), %edi
	movl	88(%rsp), %eax
	leal	1(%rdi), %esi
	cmpl	%eax, %edi
	jb	.L416
	movl	88(%rsp), %esi
	leal	-1(%rsi), %edi
.L416:
	leal	-1(%rdi), %ecx
	movq	%rcx, %rax
	leaq	(%rcx,%rcx,2), %rcx
	leaq	0(%rbp,%rcx,4), %rcx
	cmpl	%r15d, 8(%rcx)
	jnb	.L417
	.p2align 4,,10
	.p2align 3
.L418:
	leal	1(%rax), %edi
	movq	(%rcx), %r8
	leaq	(%rdi,%rdi,2), %rdi
	leaq	0(%rbp,%rdi,4), %rdi
	movq	%r8, (%rdi)
	movl	8(%rcx), %ecx
	movl	%ecx, 8(%rdi)
	leal	-1(%rax), %ecx
	movl	%eax, %edi
	movq	%rcx, %rax
	leaq	(%rcx,%rcx,2), %rcx
	leaq	0(%rbp,%rcx,4), %rcx
	cmpl	%edx, 8(%rcx)
	jb	.L418
.L417:
	movq	164(%rsp), %rdx
	leaq	(%rdi,%rdi,2), %rax
	leaq	0(%rbp,%rax,4), %rax
	movq	%rdx, (%rax)
	movl	172(%rsp), %edx
	movl	%edx, 8(%rax)
	movl	%esi, 0(%rbp)
.L411:
	leal	(%r14,%r9), %r15d
	cmpl	$1, 8(%rsp)
	movq	%r15, %r14
	ja	.L514
	.p2align 4,,10
	.p2align 3
.L424:
	movq	%r15, %rax
	cmpq	%r12, %r15
	jb	.L425
	movq	112(%rsp), %r8
	movq	40(%rsp), %r14
	movq	120(%rsp), %r10
	movq	128(%rsp), %rbx
	movq	136(%rsp), %r9
.L388:
	movq	%r8, %rdi
	movq	%r9, 40(%rsp)
	movq	%r10, 32(%rsp)
	call	free@PLT
	movq	%r14, %rdi
	call	free@PLT
	movq	64(%rsp), %rdi
	call	free@PLT
	movq	32(%rsp), %rdi
	call	free@PLT
	cmpl	$2, 8(%rsp)
	movq	40(%rsp), %r9
	jbe	.L515
	movl	0(%rbp), %r10d
	movl	$25, %r15d
	movq	stderr(%rip), %rdi
	cmpl	%r15d, %r10d
	leal	-1(%r10), %edx
	cmovbe	%r10d, %r15d
	movl	%r15d, 40(%rsp)
	leal	-1(%r15), %r12d
	cmpl	$1, %r10d
	jbe	.L426
	leaq	16(%rbp), %rax
	leal	-2(%r10), %ecx
	movq	%rax, 48(%rsp)
	movq	%rcx, %r15
	leaq	28(%rbp), %r11
	leaq	(%rcx,%rcx,2), %rcx
	leaq	(%r11,%rcx,4), %rsi
	xorl	%ecx, %ecx
	.p2align 4,,10
	.p2align 3
.L427:
	addl	(%rax), %ecx
	addq	$12, %rax
	cmpq	%rax, %rsi
	jne	.L427
	leaq	.LC31(%rip), %rsi
	xorl	%eax, %eax
	movl	%r10d, 80(%rsp)
	leaq	12(%rbp), %r13
	movq	%r9, 32(%rsp)
	movl	$1, %r14d
	movq	%r11, 72(%rsp)
	call	fprintf@PLT
	movq	stderr(%rip), %rdi
	call	fflush@PLT
	movq	stderr(%rip), %rdi
	movl	%r12d, %edx
	xorl	%eax, %eax
	leaq	.LC32(%rip), %rsi
	movl	$46, %r12d
	call	fprintf@PLT
	movq	stderr(%rip), %rdi
	call	fflush@PLT
	movq	%rbp, 64(%rsp)
	movq	%rbx, 88(%rsp)
	movl	%r15d, 104(%rsp)
	.p2align 4,,10
	.p2align 3
.L432:
	movl	4(%r13), %r15d
	movl	$40, %ebx
	movl	0(%r13), %ebp
	movq	32(%rsp), %rsi
	cmpl	%ebx, %r15d
	movq	%rbp, %r8
	cmovbe	%r15, %rbx
	cmpq	%rbp, %rsi
	jb	.L428
	leal	0(%rbp,%r15), %eax
	cmpq	%rax, %rsi
	jb	.L428
	movl	8(%r13), %r9d
	movq	stderr(%rip), %rdi
	movl	%r15d, %ecx
	xorl	%eax, %eax
	movl	%r14d, %edx
	leaq	.LC33(%rip), %rsi
	call	fprintf@PLT
	movq	stderr(%rip), %rdi
	call	fflush@PLT
	movq	(%rsp), %rax
	addq	%rax, %rbp
	addq	%rbp, %rbx
	testl	%r15d, %r15d
	je	.L436
	.p2align 4,,10
	.p2align 3
.L435:
	movzbl	0(%rbp), %edi
	movq	stderr(%rip), %rsi
	leal	-32(%rdi), %eax
	cmpb	$95, %al
	cmovnb	%r12d, %edi
	addq	$1, %rbp
	call	fputc@PLT
	movq	stderr(%rip), %rdi
	call	fflush@PLT
	cmpq	%rbp, %rbx
	jne	.L435
.L436:
	movq	stderr(%rip), %rcx
	movl	$3, %edx
	movl	$1, %esi
	leaq	.LC34(%rip), %rdi
	addl	$1, %r14d
	addq	$12, %r13
	call	fwrite@PLT
	movq	stderr(%rip), %rdi
	call	fflush@PLT
	movl	40(%rsp), %eax
	cmpl	%eax, %r14d
	jb	.L432
	movq	64(%rsp), %rbp
	movl	80(%rsp), %r10d
	movq	88(%rsp), %rbx
	movq	32(%rsp), %r9
	movl	104(%rsp), %r15d
	movq	72(%rsp), %r11
	jmp	.L433
	.p2align 4,,10
	.p2align 3
.L515:
	movl	0(%rbp), %r10d
	cmpl	$1, %r10d
	jbe	.L437
	leaq	16(%rbp), %rax
	leal	-2(%r10), %r15d
	movq	%rax, 48(%rsp)
	leaq	28(%rbp), %r11
.L433:
	movl	%r15d, %edx
	movq	48(%rsp), %rax
	movq	%rbp, %r13
	leaq	(%rdx,%rdx,2), %rdx
	leaq	(%r11,%rdx,4), %rcx
	xorl	%edx, %edx
	.p2align 4,,10
	.p2align 3
.L438:
	addl	(%rax), %edx
	addq	$12, %rax
	movl	%edx, %r12d
	cmpq	%rcx, %rax
	jne	.L438
	movq	%r9, 32(%rsp)
	cmpl	$127, %edx
	jbe	.L437
	movq	16(%rsp), %r15
	movl	%edx, %r14d
	movq	%r15, %rax
	shrq	$2, %rax
	cmpq	%rax, %r14
	jnb	.L441
	cmpl	$1, 8(%rsp)
	ja	.L516
.L441:
	movq	16(%rsp), %rax
	leaq	(%rax,%rax,2), %rax
	cmpq	%r14, %rax
	jnb	.L445
	movl	28(%rsp), %edx
	cmpl	$8, %edx
	jbe	.L445
	movl	96(%rsp), %eax
	cmpl	$1, %eax
	ja	.L517
	.p2align 4,,10
	.p2align 3
.L445:
	movl	16(%rbp), %esi
	movq	16(%rsp), %r9
	movq	%rsi, %r14
	cmpq	%rsi, %r9
	jb	.L463
	movq	%r11, %rdx
	movl	$1, %eax
	jmp	.L449
	.p2align 4,,10
	.p2align 3
.L451:
	movl	(%rdx), %ecx
	addq	$12, %rdx
	addl	%r14d, %ecx
	movl	%ecx, %r8d
	cmpq	%r8, %r9
	jb	.L450
	movl	%ecx, %r14d
.L449:
	movl	%eax, %edi
	addl	$1, %eax
	cmpl	%r10d, %eax
	jne	.L451
.L450:
	movq	16(%rsp), %rcx
	movq	56(%rsp), %r11
	movl	%eax, 0(%rbp)
	subq	%rsi, %rcx
	addq	%r11, %rcx
	jc	.L452
	leal	-1(%rdi), %eax
	movq	%rbx, 32(%rsp)
	movq	(%rsp), %r15
	movq	%r13, %rbx
	leaq	(%rax,%rax,2), %rax
	movq	%rsi, %rdx
	movq	%r11, %r13
	leaq	0(%rbp,%rax,4), %r12
	jmp	.L453
	.p2align 4,,10
	.p2align 3
.L454:
	movl	28(%rbx), %edx
	addq	$12, %rbx
	subq	%rdx, %rcx
	cmpq	%r13, %rcx
	jb	.L452
.L453:
	movl	12(%rbx), %esi
	movq	%rcx, %rdi
	addq	%r15, %rsi
	call	memcpy@PLT
	movq	%rax, %rcx
	cmpq	%r12, %rbx
	jne	.L454
	movq	32(%rsp), %rbx
	movl	%r14d, %esi
.L448:
	movl	8(%rsp), %eax
	subq	$16, %rsp
	.cfi_def_cfa_offset 272
	movq	%rbx, %r8
	movl	%eax, 200(%rsp)
	movq	196(%rsp), %rax
	movl	44(%rsp), %r9d
	movq	16(%rsp), %rcx
	movq	32(%rsp), %rdx
	movq	72(%rsp), %rdi
	movq	%rax, (%rsp)
	movl	204(%rsp), %eax
	movl	%eax, 8(%rsp)
	call	ZDICT_addEntropyTablesFromBuffer_advanced
	movq	%rbp, %rdi
	movq	%rax, 24(%rsp)
	call	free@PLT
	popq	%rax
	.cfi_def_cfa_offset 264
	popq	%rdx
	.cfi_def_cfa_offset 256
	movq	8(%rsp), %rax
.L379:
	movq	(%rsp), %rdi
	movq	%rax, 8(%rsp)
	call	free@PLT
	movq	8(%rsp), %rax
.L372:
	addq	$200, %rsp
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
.L459:
	.cfi_restore_state
	movl	$9, 96(%rsp)
.L376:
	movl	28(%rsp), %eax
	movzbl	96(%rsp), %ecx
	shrl	%cl, %eax
	movl	%eax, 100(%rsp)
	jmp	.L377
	.p2align 4,,10
	.p2align 3
.L389:
	cmpq	$2097152000, %r9
	jbe	.L462
.L390:
	movl	28(%rsp), %r13d
	movq	%r9, %r12
	.p2align 4,,10
	.p2align 3
.L392:
	leal	-1(%r13), %eax
	subq	(%rbx,%rax,8), %r12
	movq	%rax, %r13
	cmpq	$2097152000, %r12
	ja	.L392
	jmp	.L391
	.p2align 4,,10
	.p2align 3
.L509:
	movq	stderr(%rip), %rdi
	movq	%rax, 48(%rsp)
	xorl	%eax, %eax
	leaq	.LC19(%rip), %rdx
	leaq	.LC20(%rip), %rsi
	movq	%r9, 72(%rsp)
	call	fprintf@PLT
	movq	stderr(%rip), %rdi
	call	fflush@PLT
	movq	72(%rsp), %r9
	movq	48(%rsp), %r10
	movq	40(%rsp), %r8
	jmp	.L383
	.p2align 4,,10
	.p2align 3
.L507:
	leal	1(%r14), %r15d
	movq	%r15, %r14
	jmp	.L424
	.p2align 4,,10
	.p2align 3
.L514:
	call	clock@PLT
	movq	104(%rsp), %rcx
	subq	%rcx, %rax
	cmpq	$300000, %rax
	jg	.L518
.L420:
	cmpl	$3, 8(%rsp)
	jbe	.L424
	movq	stderr(%rip), %rdi
	call	fflush@PLT
	jmp	.L424
	.p2align 4,,10
	.p2align 3
.L513:
	leaq	12(%rbp), %r15
	movq	%rbx, 72(%rsp)
	movl	%r9d, %r13d
	movl	%eax, %ebx
	movq	%r15, 80(%rsp)
	movq	%rbp, %r15
.L414:
	movl	%ebx, %eax
	movq	(%rsp), %r8
	movl	%ebx, %ecx
	movq	%r15, %rdi
	leaq	(%rax,%rax,2), %rax
	leaq	0(,%rax,4), %rbp
	movq	(%r15,%rax,4), %rsi
	movl	8(%r15,%rbp), %edx
	call	ZDICT_tryMerge
	movl	%eax, %ecx
	testl	%eax, %eax
	jne	.L519
	movq	72(%rsp), %rbx
	movq	%r15, %rbp
	movl	%r13d, %r9d
	jmp	.L411
	.p2align 4,,10
	.p2align 3
.L519:
	movl	(%r15), %edx
	leal	-1(%rdx), %eax
	cmpl	%eax, %ebx
	jnb	.L412
	subl	$2, %edx
	leal	1(%rbx), %esi
	subl	%ebx, %edx
	leaq	(%rsi,%rsi,2), %r8
	movq	80(%rsp), %rbx
	addq	%rsi, %rdx
	salq	$2, %r8
	leaq	(%rdx,%rdx,2), %rdx
	leaq	(%r15,%r8), %rax
	leaq	(%rbx,%rdx,4), %r9
	.p2align 4,,10
	.p2align 3
.L413:
	movq	(%rax), %rsi
	movq	%rax, %rdx
	addq	$12, %rax
	subq	%r8, %rdx
	movq	%rsi, (%rdx,%rbp)
	movl	-4(%rax), %esi
	movl	%esi, 8(%rdx,%rbp)
	cmpq	%rax, %r9
	jne	.L413
	movl	(%r15), %eax
	subl	$1, %eax
.L412:
	movl	%eax, (%r15)
	movl	%ecx, %ebx
	jmp	.L414
.L426:
	xorl	%ecx, %ecx
	leaq	.LC31(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	movq	stderr(%rip), %rdi
	call	fflush@PLT
	movq	stderr(%rip), %rdi
	movl	%r12d, %edx
	xorl	%eax, %eax
	leaq	.LC32(%rip), %rsi
	call	fprintf@PLT
	movq	stderr(%rip), %rdi
	call	fflush@PLT
.L437:
	movq	%rbp, %rdi
	call	free@PLT
	movq	$-34, %rax
	jmp	.L379
.L428:
	movq	64(%rsp), %rdi
	call	free@PLT
.L430:
	movq	$-1, %rax
	jmp	.L379
.L456:
	xorl	%eax, %eax
	jmp	.L372
.L512:
	movl	$22, %edx
	movq	stderr(%rip), %rcx
	movl	$1, %esi
	leaq	.LC27(%rip), %rdi
	movq	%r9, 80(%rsp)
	movq	%r10, 72(%rsp)
	movq	%r8, 40(%rsp)
	call	fwrite@PLT
	movq	stderr(%rip), %rdi
	call	fflush@PLT
	cmpl	$2, 8(%rsp)
	movq	40(%rsp), %r8
	movq	72(%rsp), %r10
	movq	80(%rsp), %r9
	jne	.L400
	testq	%r12, %r12
	jne	.L404
.L455:
	movq	%r8, %rdi
	movq	%r10, 8(%rsp)
	call	free@PLT
	movq	%r14, %rdi
	call	free@PLT
	movq	64(%rsp), %rdi
	call	free@PLT
	movq	8(%rsp), %rdi
	call	free@PLT
	jmp	.L437
.L511:
	cmpl	$1, 8(%rsp)
	jbe	.L404
	movl	$22, %edx
	movq	stderr(%rip), %rcx
	movl	$1, %esi
	leaq	.LC27(%rip), %rdi
	movq	%r9, 80(%rsp)
	movq	%r10, 72(%rsp)
	movq	%r8, 40(%rsp)
	call	fwrite@PLT
	movq	stderr(%rip), %rdi
	call	fflush@PLT
	cmpl	$2, 8(%rsp)
	movq	40(%rsp), %r8
	movq	72(%rsp), %r10
	movq	80(%rsp), %r9
	je	.L404
.L400:
	movl	48(%rsp), %edx
	movq	stderr(%rip), %rdi
	xorl	%eax, %eax
	movq	%r9, 80(%rsp)
	leaq	.LC28(%rip), %rsi
	movq	%r10, 72(%rsp)
	movq	%r8, 40(%rsp)
	call	fprintf@PLT
	movq	stderr(%rip), %rdi
	call	fflush@PLT
	movq	80(%rsp), %r9
	movq	72(%rsp), %r10
	movq	40(%rsp), %r8
	jmp	.L406
.L452:
	movq	%rbp, %rdi
	call	free@PLT
	jmp	.L430
.L518:
	call	clock@PLT
	pxor	%xmm0, %xmm0
	pxor	%xmm1, %xmm1
	movq	stderr(%rip), %rdi
	cvtsi2sdq	%r12, %xmm1
	movq	%rax, 104(%rsp)
	leaq	.LC30(%rip), %rsi
	movl	$1, %eax
	cvtsi2sdq	%r15, %xmm0
	divsd	%xmm1, %xmm0
	mulsd	.LC29(%rip), %xmm0
	call	fprintf@PLT
	movq	stderr(%rip), %rdi
	call	fflush@PLT
	jmp	.L420
.L508:
	movq	%rbp, %rdi
	call	free@PLT
	movq	$-70, %rax
	jmp	.L379
.L510:
	movq	stderr(%rip), %rdi
	movl	$2000, %edx
	leaq	.LC25(%rip), %rsi
	xorl	%eax, %eax
	movq	%r9, 80(%rsp)
	movq	%r10, 72(%rsp)
	movq	%r8, 40(%rsp)
	call	fprintf@PLT
	movq	stderr(%rip), %rdi
	call	fflush@PLT
	movq	40(%rsp), %r8
	movq	72(%rsp), %r10
	movq	80(%rsp), %r9
	jmp	.L390
.L517:
	movl	%eax, %r14d
	movl	%edx, %eax
	subl	$1, %r14d
	movl	%r14d, %ecx
	shrl	%cl, %eax
	cmpl	$4, %eax
	ja	.L446
	movl	%r14d, %ecx
	.p2align 4,,10
	.p2align 3
.L447:
	subl	$1, %ecx
	movl	%edx, %eax
	shrl	%cl, %eax
	cmpl	$4, %eax
	jbe	.L447
	movl	%ecx, %r14d
.L446:
	cmpl	$1, 8(%rsp)
	jbe	.L445
	movl	16(%rsp), %ecx
	movq	stderr(%rip), %rdi
	movl	%r12d, %edx
	xorl	%eax, %eax
	leaq	.LC39(%rip), %rsi
	movq	%r11, 40(%rsp)
	movl	%r10d, 32(%rsp)
	call	fprintf@PLT
	movq	stderr(%rip), %rdi
	call	fflush@PLT
	movq	stderr(%rip), %rdi
	movl	%r14d, %edx
	xorl	%eax, %eax
	leaq	.LC40(%rip), %rsi
	call	fprintf@PLT
	movq	stderr(%rip), %rdi
	call	fflush@PLT
	movl	$54, %edx
	movq	stderr(%rip), %rcx
	movl	$1, %esi
	leaq	.LC41(%rip), %rdi
	call	fwrite@PLT
	movq	stderr(%rip), %rdi
	call	fflush@PLT
	movq	40(%rsp), %r11
	movl	32(%rsp), %r10d
	jmp	.L445
.L516:
	movq	stderr(%rip), %rdi
	movl	%r15d, %ecx
	leaq	.LC35(%rip), %rsi
	xorl	%eax, %eax
	movq	%r11, 48(%rsp)
	movl	%r10d, 40(%rsp)
	call	fprintf@PLT
	movq	stderr(%rip), %rdi
	call	fflush@PLT
	movq	32(%rsp), %r9
	leaq	(%r15,%r15,4), %rax
	movl	40(%rsp), %r10d
	addq	%rax, %rax
	movq	48(%rsp), %r11
	cmpq	%rax, %r9
	jb	.L443
	cmpl	$4, 100(%rsp)
	jbe	.L441
.L444:
	movl	96(%rsp), %eax
	movq	stderr(%rip), %rdi
	movq	%r11, 40(%rsp)
	leaq	.LC36(%rip), %rsi
	movl	%r10d, 32(%rsp)
	leal	1(%rax), %edx
	xorl	%eax, %eax
	call	fprintf@PLT
	movq	stderr(%rip), %rdi
	call	fflush@PLT
	movl	$90, %edx
	movq	stderr(%rip), %rcx
	movl	$1, %esi
	leaq	.LC37(%rip), %rdi
	call	fwrite@PLT
	movq	stderr(%rip), %rdi
	call	fflush@PLT
	movl	32(%rsp), %r10d
	movq	40(%rsp), %r11
	jmp	.L441
.L394:
	movl	$0, (%r10)
	cmpl	$1, %r13d
	ja	.L402
	cmpl	$1, 8(%rsp)
	jbe	.L388
	movl	$22, %edx
	movq	stderr(%rip), %rcx
	movl	$1, %esi
	leaq	.LC27(%rip), %rdi
	movq	%r10, 72(%rsp)
	movq	%r8, 40(%rsp)
	movq	%r9, 80(%rsp)
	call	fwrite@PLT
	movq	stderr(%rip), %rdi
	call	fflush@PLT
	cmpl	$2, 8(%rsp)
	movq	40(%rsp), %r8
	movq	72(%rsp), %r10
	je	.L455
	movq	80(%rsp), %r9
	jmp	.L400
	.p2align 4,,10
	.p2align 3
.L443:
	movq	%r9, %rdx
	movq	stderr(%rip), %rdi
	xorl	%eax, %eax
	movq	%r11, 40(%rsp)
	shrq	$20, %rdx
	leaq	.LC38(%rip), %rsi
	movl	%r10d, 32(%rsp)
	call	fprintf@PLT
	movq	stderr(%rip), %rdi
	call	fflush@PLT
	cmpl	$4, 100(%rsp)
	movl	32(%rsp), %r10d
	movq	40(%rsp), %r11
	ja	.L444
	jmp	.L441
.L463:
	xorl	%esi, %esi
	jmp	.L448
.L458:
	movq	$-64, %rax
	jmp	.L372
.L461:
	movq	$-64, %rax
	jmp	.L379
	.cfi_endproc
.LFE832:
	.size	ZDICT_trainFromBuffer_legacy, .-ZDICT_trainFromBuffer_legacy
	.p2align 4
	.globl	ZDICT_trainFromBuffer
	.type	ZDICT_trainFromBuffer, @function
ZDICT_trainFromBuffer:
.LFB833:
	.cfi_startproc
	subq	$72, %rsp
	.cfi_def_cfa_offset 80
	pxor	%xmm0, %xmm0
	movq	%rsp, %r9
	movaps	%xmm0, (%rsp)
	movaps	%xmm0, 32(%rsp)
	movq	$0, 48(%rsp)
	movl	$8, 4(%rsp)
	movl	$4, 12(%rsp)
	movl	$3, 44(%rsp)
	movaps	%xmm0, 16(%rsp)
	call	ZDICT_optimizeTrainFromBuffer_fastCover@PLT
	addq	$72, %rsp
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE833:
	.size	ZDICT_trainFromBuffer, .-ZDICT_trainFromBuffer
	.p2align 4
	.globl	ZDICT_addEntropyTablesFromBuffer
	.type	ZDICT_addEntropyTablesFromBuffer, @function
ZDICT_addEntropyTablesFromBuffer:
.LFB834:
	.cfi_startproc
	subq	$40, %rsp
	.cfi_def_cfa_offset 48
	movq	$0, 20(%rsp)
	movl	$0, 28(%rsp)
	movq	$0, (%rsp)
	movl	$0, 8(%rsp)
	call	ZDICT_addEntropyTablesFromBuffer_advanced
	addq	$40, %rsp
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE834:
	.size	ZDICT_addEntropyTablesFromBuffer, .-ZDICT_addEntropyTablesFromBuffer
	.section	.rodata
	.align 16
	.type	ZSTD_defaultCMem, @object
	.size	ZSTD_defaultCMem, 24
ZSTD_defaultCMem:
	.zero	24
	.section	.rodata.cst16,"aM",@progbits,16
	.align 16
.LC0:
	.long	1
	.long	1
	.long	1
	.long	1
	.set	.LC8,.LC0
	.section	.rodata.cst8,"aM",@progbits,8
	.align 8
.LC17:
	.long	1
	.long	4
	.align 8
.LC24:
	.long	1
	.long	0
	.align 8
.LC29:
	.long	0
	.long	1079574528
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
