	.file	"entropy_common.c"
	.text
	.p2align 4
	.type	MEM_isLittleEndian, @function
MEM_isLittleEndian:
.LFB533:
	.cfi_startproc
	movl	$1, %eax
	ret
	.cfi_endproc
.LFE533:
	.size	MEM_isLittleEndian, .-MEM_isLittleEndian
	.p2align 4
	.type	MEM_read32, @function
MEM_read32:
.LFB535:
	.cfi_startproc
	movl	(%rdi), %eax
	ret
	.cfi_endproc
.LFE535:
	.size	MEM_read32, .-MEM_read32
	.p2align 4
	.type	ERR_isError, @function
ERR_isError:
.LFB563:
	.cfi_startproc
	xorl	%eax, %eax
	cmpq	$-120, %rdi
	seta	%al
	ret
	.cfi_endproc
.LFE563:
	.size	ERR_isError, .-ERR_isError
	.p2align 4
	.type	ERR_getErrorCode, @function
ERR_getErrorCode:
.LFB564:
	.cfi_startproc
	call	ERR_isError
	negl	%edi
	testl	%eax, %eax
	cmovne	%edi, %eax
	ret
	.cfi_endproc
.LFE564:
	.size	ERR_getErrorCode, .-ERR_getErrorCode
	.p2align 4
	.type	ERR_getErrorName, @function
ERR_getErrorName:
.LFB565:
	.cfi_startproc
	subq	$8, %rsp
	.cfi_def_cfa_offset 16
	call	ERR_getErrorCode
	addq	$8, %rsp
	.cfi_def_cfa_offset 8
	movl	%eax, %edi
	jmp	ERR_getErrorString@PLT
	.cfi_endproc
.LFE565:
	.size	ERR_getErrorName, .-ERR_getErrorName
	.p2align 4
	.type	ZSTD_countTrailingZeros32, @function
ZSTD_countTrailingZeros32:
.LFB568:
	.cfi_startproc
	xorl	%eax, %eax
	rep bsfl	%edi, %eax
	ret
	.cfi_endproc
.LFE568:
	.size	ZSTD_countTrailingZeros32, .-ZSTD_countTrailingZeros32
	.p2align 4
	.type	ZSTD_countLeadingZeros32, @function
ZSTD_countLeadingZeros32:
.LFB570:
	.cfi_startproc
	bsrl	%edi, %eax
	xorl	$31, %eax
	ret
	.cfi_endproc
.LFE570:
	.size	ZSTD_countLeadingZeros32, .-ZSTD_countLeadingZeros32
	.p2align 4
	.type	ZSTD_highbit32, @function
ZSTD_highbit32:
.LFB574:
	.cfi_startproc
	call	ZSTD_countLeadingZeros32
	movl	%eax, %edx
	movl	$31, %eax
	subl	%edx, %eax
	ret
	.cfi_endproc
.LFE574:
	.size	ZSTD_highbit32, .-ZSTD_highbit32
	.p2align 4
	.type	MEM_swap32, @function
MEM_swap32:
.LFB542:
	.cfi_startproc
	movl	%edi, %eax
	bswap	%eax
	ret
	.cfi_endproc
.LFE542:
	.size	MEM_swap32, .-MEM_swap32
	.p2align 4
	.type	MEM_readLE32, @function
MEM_readLE32:
.LFB550:
	.cfi_startproc
	call	MEM_isLittleEndian
	movl	%eax, %edx
	call	MEM_read32
	testl	%edx, %edx
	jne	.L15
	movl	%eax, %edi
	jmp	MEM_swap32
	.p2align 4,,10
	.p2align 3
.L15:
	ret
	.cfi_endproc
.LFE550:
	.size	MEM_readLE32, .-MEM_readLE32
	.p2align 4
	.globl	FSE_versionNumber
	.type	FSE_versionNumber, @function
FSE_versionNumber:
.LFB609:
	.cfi_startproc
	movl	$900, %eax
	ret
	.cfi_endproc
.LFE609:
	.size	FSE_versionNumber, .-FSE_versionNumber
	.p2align 4
	.globl	FSE_isError
	.type	FSE_isError, @function
FSE_isError:
.LFB610:
	.cfi_startproc
	jmp	ERR_isError
	.cfi_endproc
.LFE610:
	.size	FSE_isError, .-FSE_isError
	.p2align 4
	.type	HUF_readStats_body_default, @function
HUF_readStats_body_default:
.LFB621:
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
	movq	%r8, %r12
	movq	$-72, %r8
	pushq	%rbp
	.cfi_def_cfa_offset 40
	.cfi_offset 6, -40
	pushq	%rbx
	.cfi_def_cfa_offset 48
	.cfi_offset 3, -48
	movq	48(%rsp), %rax
	testq	%rax, %rax
	je	.L19
	movq	%rcx, %r13
	movzbl	(%r9), %ecx
	movq	%rdi, %rbp
	movq	%rdx, %rbx
	cmpq	$127, %rcx
	jbe	.L21
	leaq	-127(%rcx), %r8
	subq	$126, %rcx
	shrq	%rcx
	leaq	1(%rcx), %r14
	cmpq	%r14, %rax
	jb	.L29
	cmpq	%rsi, %r8
	jnb	.L22
	xorl	%eax, %eax
	.p2align 4,,10
	.p2align 3
.L23:
	movl	%eax, %edx
	shrl	%edx
	leal	1(%rdx), %ecx
	addq	%r9, %rcx
	movzbl	(%rcx), %esi
	shrb	$4, %sil
	movb	%sil, 0(%rbp,%rax)
	movzbl	(%rcx), %ecx
	andl	$15, %ecx
	movb	%cl, 1(%rbp,%rax)
	addq	$2, %rax
	cmpq	%r8, %rax
	jb	.L23
	movl	$0, 48(%rbx)
	pxor	%xmm0, %xmm0
	movups	%xmm0, (%rbx)
	movups	%xmm0, 16(%rbx)
	movups	%xmm0, 32(%rbx)
.L27:
	xorl	%r9d, %r9d
	xorl	%edi, %edi
	xorl	%eax, %eax
	movl	$1, %esi
	jmp	.L25
	.p2align 4,,10
	.p2align 3
.L44:
	addl	$1, (%rbx,%rdx,4)
	movzbl	(%rax), %ecx
	movl	%esi, %eax
	sall	%cl, %eax
	sarl	%eax
	addl	%eax, %edi
	leal	1(%r9), %eax
	movq	%rax, %r9
	cmpq	%r8, %rax
	jnb	.L43
.L25:
	addq	%rbp, %rax
	movzbl	(%rax), %edx
	cmpb	$12, %dl
	jbe	.L44
.L22:
	movq	$-20, %r8
.L19:
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 40
	movq	%r8, %rax
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
.L21:
	.cfi_restore_state
	leaq	1(%rcx), %r14
	cmpq	%r14, %rax
	jb	.L19
	pushq	$0
	.cfi_def_cfa_offset 56
	leaq	1(%r9), %rdx
	movl	$6, %r8d
	subq	$1, %rsi
	pushq	72(%rsp)
	.cfi_def_cfa_offset 64
	movq	72(%rsp), %r9
	call	FSE_decompress_wksp_bmi2@PLT
	movq	%rax, %rdi
	movq	%rax, %r8
	call	FSE_isError
	popq	%rdx
	.cfi_def_cfa_offset 56
	popq	%rcx
	.cfi_def_cfa_offset 48
	testl	%eax, %eax
	jne	.L19
	pxor	%xmm0, %xmm0
	movl	$0, 48(%rbx)
	movups	%xmm0, (%rbx)
	movups	%xmm0, 16(%rbx)
	movups	%xmm0, 32(%rbx)
	testq	%r8, %r8
	jne	.L27
	jmp	.L22
	.p2align 4,,10
	.p2align 3
.L43:
	testl	%edi, %edi
	je	.L22
	call	ZSTD_highbit32
	leal	1(%rax), %ecx
	cmpl	$12, %ecx
	ja	.L22
	movl	%esi, %r9d
	movl	%ecx, (%r12)
	sall	%cl, %r9d
	subl	%edi, %r9d
	movl	%r9d, %edi
	call	ZSTD_highbit32
	movl	%eax, %ecx
	sall	%cl, %esi
	cmpl	%esi, %r9d
	jne	.L22
	addl	$1, %eax
	movb	%al, 0(%rbp,%r8)
	addl	$1, (%rbx,%rax,4)
	movl	4(%rbx), %eax
	cmpl	$1, %eax
	jbe	.L22
	testb	$1, %al
	jne	.L22
	addl	$1, %r8d
	movl	%r8d, 0(%r13)
	movq	%r14, %r8
	jmp	.L19
	.p2align 4,,10
	.p2align 3
.L29:
	movq	$-72, %r8
	jmp	.L19
	.cfi_endproc
.LFE621:
	.size	HUF_readStats_body_default, .-HUF_readStats_body_default
	.p2align 4
	.type	HUF_readStats_body_bmi2, @function
HUF_readStats_body_bmi2:
.LFB622:
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
	movq	%r8, %r12
	movq	$-72, %r8
	pushq	%rbp
	.cfi_def_cfa_offset 40
	.cfi_offset 6, -40
	pushq	%rbx
	.cfi_def_cfa_offset 48
	.cfi_offset 3, -48
	movq	48(%rsp), %rax
	testq	%rax, %rax
	je	.L45
	movq	%rcx, %r13
	movzbl	(%r9), %ecx
	movq	%rdi, %rbp
	movq	%rdx, %rbx
	cmpq	$127, %rcx
	jbe	.L47
	leaq	-127(%rcx), %r8
	subq	$126, %rcx
	shrq	%rcx
	leaq	1(%rcx), %r14
	cmpq	%r14, %rax
	jb	.L55
	cmpq	%rsi, %r8
	jnb	.L48
	xorl	%eax, %eax
	.p2align 4,,10
	.p2align 3
.L49:
	movl	%eax, %edx
	shrl	%edx
	leal	1(%rdx), %ecx
	addq	%r9, %rcx
	movzbl	(%rcx), %esi
	shrb	$4, %sil
	movb	%sil, 0(%rbp,%rax)
	movzbl	(%rcx), %ecx
	andl	$15, %ecx
	movb	%cl, 1(%rbp,%rax)
	addq	$2, %rax
	cmpq	%r8, %rax
	jb	.L49
	movl	$0, 48(%rbx)
	pxor	%xmm0, %xmm0
	movups	%xmm0, (%rbx)
	movups	%xmm0, 16(%rbx)
	movups	%xmm0, 32(%rbx)
.L53:
	xorl	%edi, %edi
	xorl	%esi, %esi
	xorl	%eax, %eax
	movl	$1, %ecx
	jmp	.L51
	.p2align 4,,10
	.p2align 3
.L71:
	addl	$1, (%rbx,%rdx,4)
	movzbl	(%rax), %eax
	shlx	%eax, %ecx, %eax
	sarl	%eax
	addl	%eax, %esi
	leal	1(%rdi), %eax
	movq	%rax, %rdi
	cmpq	%r8, %rax
	jnb	.L70
.L51:
	addq	%rbp, %rax
	movzbl	(%rax), %edx
	cmpb	$12, %dl
	jbe	.L71
.L48:
	movq	$-20, %r8
.L45:
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 40
	movq	%r8, %rax
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
.L47:
	.cfi_restore_state
	leaq	1(%rcx), %r14
	cmpq	%r14, %rax
	jb	.L45
	pushq	$1
	.cfi_def_cfa_offset 56
	leaq	1(%r9), %rdx
	movl	$6, %r8d
	subq	$1, %rsi
	pushq	72(%rsp)
	.cfi_def_cfa_offset 64
	movq	72(%rsp), %r9
	call	FSE_decompress_wksp_bmi2@PLT
	movq	%rax, %rdi
	movq	%rax, %r8
	call	FSE_isError
	popq	%rdx
	.cfi_def_cfa_offset 56
	popq	%rcx
	.cfi_def_cfa_offset 48
	testl	%eax, %eax
	jne	.L45
	pxor	%xmm0, %xmm0
	movl	$0, 48(%rbx)
	movups	%xmm0, (%rbx)
	movups	%xmm0, 16(%rbx)
	movups	%xmm0, 32(%rbx)
	testq	%r8, %r8
	jne	.L53
	jmp	.L48
	.p2align 4,,10
	.p2align 3
.L70:
	testl	%esi, %esi
	je	.L48
	movl	%esi, %edi
	call	ZSTD_highbit32
	addl	$1, %eax
	cmpl	$12, %eax
	ja	.L48
	movl	%eax, (%r12)
	shlx	%eax, %ecx, %edi
	subl	%esi, %edi
	call	ZSTD_highbit32
	shlx	%eax, %ecx, %ecx
	cmpl	%ecx, %edi
	jne	.L48
	addl	$1, %eax
	movb	%al, 0(%rbp,%r8)
	addl	$1, (%rbx,%rax,4)
	movl	4(%rbx), %eax
	cmpl	$1, %eax
	jbe	.L48
	testb	$1, %al
	jne	.L48
	addl	$1, %r8d
	movl	%r8d, 0(%r13)
	movq	%r14, %r8
	jmp	.L45
	.p2align 4,,10
	.p2align 3
.L55:
	movq	$-72, %r8
	jmp	.L45
	.cfi_endproc
.LFE622:
	.size	HUF_readStats_body_bmi2, .-HUF_readStats_body_bmi2
	.p2align 4
	.globl	FSE_getErrorName
	.type	FSE_getErrorName, @function
FSE_getErrorName:
.LFB611:
	.cfi_startproc
	jmp	ERR_getErrorName
	.cfi_endproc
.LFE611:
	.size	FSE_getErrorName, .-FSE_getErrorName
	.p2align 4
	.globl	HUF_isError
	.type	HUF_isError, @function
HUF_isError:
.LFB612:
	.cfi_startproc
	jmp	ERR_isError
	.cfi_endproc
.LFE612:
	.size	HUF_isError, .-HUF_isError
	.p2align 4
	.globl	HUF_getErrorName
	.type	HUF_getErrorName, @function
HUF_getErrorName:
.LFB625:
	.cfi_startproc
	jmp	FSE_getErrorName
	.cfi_endproc
.LFE625:
	.size	HUF_getErrorName, .-HUF_getErrorName
	.p2align 4
	.globl	FSE_readNCount
	.type	FSE_readNCount, @function
FSE_readNCount:
.LFB618:
	.cfi_startproc
	xorl	%r9d, %r9d
	jmp	FSE_readNCount_bmi2
	.cfi_endproc
.LFE618:
	.size	FSE_readNCount, .-FSE_readNCount
	.p2align 4
	.type	FSE_readNCount_body_default, @function
FSE_readNCount_body_default:
.LFB615:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	movq	%rsi, %r15
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
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	movq	%rdi, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%r8, %rbx
	subq	$56, %rsp
	.cfi_def_cfa_offset 112
	movl	(%rsi), %r13d
	movq	%rcx, (%rsp)
	cmpq	$7, %r8
	ja	.L77
	movq	$0, 40(%rsp)
	movq	%rcx, %rsi
	movq	%r8, %rdx
	leaq	40(%rsp), %rcx
	movq	%rcx, %rdi
	call	memcpy@PLT
	movq	%rbp, %rdi
	movq	%r14, %rdx
	movq	%r15, %rsi
	movq	%rax, %rcx
	movl	$8, %r8d
	call	FSE_readNCount
	movq	%rax, %rdi
	call	FSE_isError
	cmpq	%rdi, %rbx
	jnb	.L76
	testl	%eax, %eax
	movq	$-20, %rax
	cmove	%rax, %rdi
.L76:
	addq	$56, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	movq	%rdi, %rax
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
.L77:
	.cfi_restore_state
	leal	1(%r13), %edx
	xorl	%esi, %esi
	movq	%rdx, %r13
	addq	%rdx, %rdx
	call	memset@PLT
	movq	(%rsp), %rsi
	movq	%rsi, %rdi
	call	MEM_readLE32
	movq	$-44, %rdi
	movl	%eax, %edx
	andl	$15, %eax
	leal	5(%rax), %ecx
	cmpl	$15, %ecx
	ja	.L76
	leaq	(%rsi,%rbx), %r11
	movq	%rsi, %rdi
	leal	6(%rax), %ebx
	movl	$1, %esi
	movq	%r11, %rax
	sall	%cl, %esi
	movl	%ecx, (%r14)
	movl	$4, %r8d
	subq	$4, %rax
	movq	%r11, 16(%rsp)
	movl	%esi, %r12d
	leal	1(%rsi), %r10d
	movq	%rax, 8(%rsp)
	shrl	$4, %edx
	movq	%rdi, %rsi
	xorl	%ecx, %ecx
	movq	%r15, 24(%rsp)
	movl	$1, %r14d
	leaq	-7(%r11), %r11
	jmp	.L80
	.p2align 4,,10
	.p2align 3
.L115:
	leal	-1(%r8,%rbx), %r8d
.L91:
	subl	$1, %r15d
	movl	%r10d, %eax
	leal	1(%rcx), %r9d
	subl	%r15d, %eax
	addl	%r15d, %r10d
	testl	%r15d, %r15d
	movw	%r15w, 0(%rbp,%rcx,2)
	cmovns	%eax, %r10d
	cmpl	%r12d, %r10d
	jge	.L95
	cmpl	$1, %r10d
	jle	.L86
	movl	%r10d, %edi
	movl	%r14d, %r12d
	call	ZSTD_highbit32
	movl	%eax, %ecx
	leal	1(%rax), %ebx
	sall	%cl, %r12d
.L95:
	cmpl	%r13d, %r9d
	jnb	.L86
	movl	%r8d, %eax
	sarl	$3, %eax
	cltq
	addq	%rsi, %rax
	cmpq	%rsi, %r11
	jb	.L113
.L96:
	andl	$7, %r8d
	movq	%rax, %rsi
.L98:
	movq	%rsi, %rdi
	movl	%r8d, %ecx
	call	MEM_readLE32
	shrl	%cl, %eax
	movl	%eax, %edx
	testl	%r15d, %r15d
	je	.L114
.L100:
	movl	%r9d, %ecx
.L80:
	leal	-1(%r12,%r12), %edi
	leal	-1(%r12), %r15d
	movl	%edi, %eax
	andl	%edx, %r15d
	subl	%r10d, %eax
	cmpl	%eax, %r15d
	jb	.L115
	andl	%edx, %edi
	movl	%edi, %edx
	movl	%edi, %r15d
	subl	%eax, %edx
	cmpl	%r12d, %edi
	cmovge	%edx, %r15d
	addl	%ebx, %r8d
	jmp	.L91
	.p2align 4,,10
	.p2align 3
.L114:
	movl	%edx, %edi
	notl	%edi
	orl	$-2147483648, %edi
	call	ZSTD_countTrailingZeros32
	movl	%eax, %ecx
	shrl	%eax
	cmpl	$23, %ecx
	jbe	.L81
	movl	%r8d, %ecx
	.p2align 4,,10
	.p2align 3
.L84:
	addl	$36, %r9d
	cmpq	%rsi, %r11
	jb	.L82
	addq	$3, %rsi
.L83:
	movq	%rsi, %rdi
	call	MEM_readLE32
	shrl	%cl, %eax
	movl	%eax, %edi
	movl	%eax, %edx
	notl	%edi
	orl	$-2147483648, %edi
	call	ZSTD_countTrailingZeros32
	movl	%eax, %edi
	shrl	%edi
	cmpl	$23, %eax
	ja	.L84
	movl	%edi, %eax
	movl	%ecx, %r8d
	movq	%rsi, %rdi
.L85:
	leal	(%rax,%rax), %ecx
	addl	%ecx, %eax
	shrl	%cl, %edx
	leal	2(%r8,%rcx), %r8d
	addl	%r9d, %eax
	andl	$3, %edx
	leal	(%rdx,%rax), %r9d
	cmpl	%r13d, %r9d
	jnb	.L86
	movl	%r8d, %eax
	sarl	$3, %eax
	cltq
	addq	%rax, %rsi
	cmpq	%rdi, %r11
	jb	.L116
.L87:
	andl	$7, %r8d
.L89:
	movq	%rsi, %rdi
	movl	%r8d, %ecx
	call	MEM_readLE32
	shrl	%cl, %eax
	movl	%eax, %edx
	jmp	.L100
	.p2align 4,,10
	.p2align 3
.L82:
	movq	%r11, %rax
	subq	%rsi, %rax
	sall	$3, %eax
	subl	%eax, %ecx
	movq	16(%rsp), %rax
	andl	$31, %ecx
	leaq	-4(%rax), %rsi
	jmp	.L83
	.p2align 4,,10
	.p2align 3
.L113:
	cmpq	%rax, 8(%rsp)
	jnb	.L96
	movq	8(%rsp), %rdx
	movq	%rdx, %rax
	subq	%rsi, %rax
	movq	%rdx, %rsi
	sall	$3, %eax
	subl	%eax, %r8d
	andl	$31, %r8d
	jmp	.L98
	.p2align 4,,10
	.p2align 3
.L86:
	movq	24(%rsp), %r15
	movq	$-20, %rdi
	cmpl	$1, %r10d
	jne	.L76
	movq	$-48, %rdi
	cmpl	%r9d, %r13d
	jb	.L76
	movq	$-20, %rdi
	cmpl	$32, %r8d
	jg	.L76
	addl	$7, %r8d
	subl	$1, %r9d
	sarl	$3, %r8d
	movl	%r9d, (%r15)
	movslq	%r8d, %rax
	addq	%rax, %rsi
	movq	(%rsp), %rax
	subq	%rax, %rsi
	movq	%rsi, %rdi
	jmp	.L76
	.p2align 4,,10
	.p2align 3
.L81:
	movq	%rsi, %rdi
	jmp	.L85
	.p2align 4,,10
	.p2align 3
.L116:
	movq	16(%rsp), %rax
	subq	$4, %rax
	cmpq	%rsi, %rax
	jnb	.L87
	movq	%rax, %rdx
	movq	%rax, %rsi
	subq	%rdi, %rdx
	sall	$3, %edx
	subl	%edx, %r8d
	andl	$31, %r8d
	jmp	.L89
	.cfi_endproc
.LFE615:
	.size	FSE_readNCount_body_default, .-FSE_readNCount_body_default
	.p2align 4
	.type	FSE_readNCount_body_bmi2, @function
FSE_readNCount_body_bmi2:
.LFB616:
	.cfi_startproc
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
	movq	%rdi, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	subq	$56, %rsp
	.cfi_def_cfa_offset 112
	movl	(%rsi), %r13d
	movq	%rsi, 24(%rsp)
	cmpq	$7, %r8
	ja	.L118
	leaq	40(%rsp), %rcx
	movq	%r8, %rdx
	movq	%rsi, %rbx
	movq	%r12, %rsi
	movq	$0, 40(%rsp)
	movq	%rcx, %rdi
	call	memcpy@PLT
	movq	%rbp, %rdi
	movq	%r14, %rdx
	movq	%rbx, %rsi
	movq	%rax, %rcx
	movl	$8, %r8d
	call	FSE_readNCount
	movq	%rax, %rdi
	call	FSE_isError
	cmpq	%rdi, %r15
	jnb	.L117
	testl	%eax, %eax
	movq	$-20, %rax
	cmove	%rax, %rdi
.L117:
	addq	$56, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	movq	%rdi, %rax
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
.L118:
	.cfi_restore_state
	leal	1(%r13), %edx
	xorl	%esi, %esi
	movq	%rdx, %r13
	addq	%rdx, %rdx
	call	memset@PLT
	movq	%r12, %rdi
	call	MEM_readLE32
	movq	$-44, %rdi
	movl	%eax, %ebx
	movl	%eax, %edx
	andl	$15, %ebx
	leal	5(%rbx), %eax
	cmpl	$15, %eax
	ja	.L117
	leaq	(%r12,%r15), %rdi
	movl	$1, %r15d
	movl	%eax, (%r14)
	shrl	$4, %edx
	movq	%rdi, 16(%rsp)
	leaq	-7(%rdi), %r11
	shlx	%eax, %r15d, %r15d
	subq	$4, %rdi
	movq	%rdi, 8(%rsp)
	leal	1(%r15), %r10d
	addl	$6, %ebx
	movq	%r12, %rsi
	xorl	%eax, %eax
	movl	$4, %r8d
	movl	$1, %r14d
	jmp	.L121
	.p2align 4,,10
	.p2align 3
.L155:
	leal	-1(%r8,%rbx), %r8d
.L132:
	subl	$1, %ecx
	movl	%r10d, %edx
	leal	1(%rax), %r9d
	subl	%ecx, %edx
	addl	%ecx, %r10d
	testl	%ecx, %ecx
	movw	%cx, 0(%rbp,%rax,2)
	cmovns	%edx, %r10d
	cmpl	%r15d, %r10d
	jge	.L136
	cmpl	$1, %r10d
	jle	.L127
	movl	%r10d, %edi
	call	ZSTD_highbit32
	leal	1(%rax), %ebx
	shlx	%eax, %r14d, %r15d
.L136:
	cmpl	%r13d, %r9d
	jnb	.L127
	movl	%r8d, %eax
	sarl	$3, %eax
	cltq
	addq	%rsi, %rax
	cmpq	%rsi, %r11
	jb	.L154
.L137:
	andl	$7, %r8d
	movq	%rax, %rsi
.L139:
	movq	%rsi, %rdi
	call	MEM_readLE32
	shrx	%r8d, %eax, %edx
	testl	%ecx, %ecx
	je	.L140
.L141:
	movl	%r9d, %eax
.L121:
	leal	-1(%r15,%r15), %r9d
	leal	-1(%r15), %ecx
	movl	%r9d, %edi
	andl	%edx, %ecx
	subl	%r10d, %edi
	cmpl	%edi, %ecx
	jb	.L155
	movl	%r9d, %ecx
	andl	%edx, %ecx
	movl	%ecx, %edx
	subl	%edi, %edx
	cmpl	%r15d, %ecx
	cmovge	%edx, %ecx
	addl	%ebx, %r8d
	jmp	.L132
	.p2align 4,,10
	.p2align 3
.L156:
	addl	$36, %r9d
	cmpq	%rsi, %r11
	jb	.L123
	addq	$3, %rsi
.L124:
	movq	%rsi, %rdi
	call	MEM_readLE32
	shrx	%r8d, %eax, %edx
.L140:
	movl	%edx, %edi
	notl	%edi
	orl	$-2147483648, %edi
	call	ZSTD_countTrailingZeros32
	movl	%eax, %ecx
	shrl	%ecx
	cmpl	$23, %eax
	ja	.L156
	movl	%ecx, %eax
	movq	%rsi, %rcx
	leal	(%rax,%rax), %edi
	addl	%edi, %eax
	shrx	%edi, %edx, %edx
	andl	$3, %edx
	leal	2(%r8,%rdi), %r8d
	addl	%r9d, %eax
	leal	(%rdx,%rax), %r9d
	cmpl	%r13d, %r9d
	jnb	.L127
	movl	%r8d, %eax
	sarl	$3, %eax
	cltq
	addq	%rax, %rsi
	cmpq	%rcx, %r11
	jb	.L157
.L128:
	andl	$7, %r8d
.L130:
	movq	%rsi, %rdi
	call	MEM_readLE32
	shrx	%r8d, %eax, %edx
	jmp	.L141
	.p2align 4,,10
	.p2align 3
.L123:
	movq	%r11, %rax
	subq	%rsi, %rax
	sall	$3, %eax
	subl	%eax, %r8d
	movq	16(%rsp), %rax
	andl	$31, %r8d
	leaq	-4(%rax), %rsi
	jmp	.L124
	.p2align 4,,10
	.p2align 3
.L154:
	cmpq	%rax, 8(%rsp)
	jnb	.L137
	movq	8(%rsp), %rdx
	movq	%rdx, %rax
	subq	%rsi, %rax
	movq	%rdx, %rsi
	sall	$3, %eax
	subl	%eax, %r8d
	andl	$31, %r8d
	jmp	.L139
	.p2align 4,,10
	.p2align 3
.L127:
	movq	$-20, %rdi
	cmpl	$1, %r10d
	jne	.L117
	movq	$-48, %rdi
	cmpl	%r9d, %r13d
	jb	.L117
	movq	$-20, %rdi
	cmpl	$32, %r8d
	jg	.L117
	movq	24(%rsp), %rax
	addl	$7, %r8d
	subl	$1, %r9d
	sarl	$3, %r8d
	movl	%r9d, (%rax)
	movslq	%r8d, %rax
	addq	%rax, %rsi
	subq	%r12, %rsi
	movq	%rsi, %rdi
	jmp	.L117
	.p2align 4,,10
	.p2align 3
.L157:
	movq	16(%rsp), %rax
	subq	$4, %rax
	cmpq	%rsi, %rax
	jnb	.L128
	movq	%rax, %rdx
	movq	%rax, %rsi
	subq	%rcx, %rdx
	sall	$3, %edx
	subl	%edx, %r8d
	andl	$31, %r8d
	jmp	.L130
	.cfi_endproc
.LFE616:
	.size	FSE_readNCount_body_bmi2, .-FSE_readNCount_body_bmi2
	.p2align 4
	.globl	FSE_readNCount_bmi2
	.type	FSE_readNCount_bmi2, @function
FSE_readNCount_bmi2:
.LFB617:
	.cfi_startproc
	testl	%r9d, %r9d
	jne	.L160
	jmp	FSE_readNCount_body_default
	.p2align 4,,10
	.p2align 3
.L160:
	jmp	FSE_readNCount_body_bmi2
	.cfi_endproc
.LFE617:
	.size	FSE_readNCount_bmi2, .-FSE_readNCount_bmi2
	.p2align 4
	.globl	HUF_readStats_wksp
	.type	HUF_readStats_wksp, @function
HUF_readStats_wksp:
.LFB623:
	.cfi_startproc
	movq	8(%rsp), %rax
	movq	16(%rsp), %r10
	movq	24(%rsp), %r11
	testb	$1, 32(%rsp)
	jne	.L163
	movq	%r11, 24(%rsp)
	movq	%r10, 16(%rsp)
	movq	%rax, 8(%rsp)
	jmp	HUF_readStats_body_default
	.p2align 4,,10
	.p2align 3
.L163:
	jmp	HUF_readStats_body_bmi2
	.cfi_endproc
.LFE623:
	.size	HUF_readStats_wksp, .-HUF_readStats_wksp
	.p2align 4
	.globl	HUF_readStats
	.type	HUF_readStats, @function
HUF_readStats:
.LFB619:
	.cfi_startproc
	subq	$888, %rsp
	.cfi_def_cfa_offset 896
	pushq	$0
	.cfi_def_cfa_offset 904
	pushq	$876
	.cfi_def_cfa_offset 912
	leaq	16(%rsp), %rax
	pushq	%rax
	.cfi_def_cfa_offset 920
	pushq	920(%rsp)
	.cfi_def_cfa_offset 928
	call	HUF_readStats_wksp
	addq	$920, %rsp
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE619:
	.size	HUF_readStats, .-HUF_readStats
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
