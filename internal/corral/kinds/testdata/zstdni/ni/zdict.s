	.file	"zdict.c"
	.text
	.p2align 4
	.type	MEM_64bits, @function
MEM_64bits:
.LFB532:
	.cfi_startproc
	movl	$1, %eax
	ret
	.cfi_endproc
.LFE532:
	.size	MEM_64bits, .-MEM_64bits
	.set	MEM_isLittleEndian,MEM_64bits
	.p2align 4
	.type	MEM_read16, @function
MEM_read16:
.LFB534:
	.cfi_startproc
	movzwl	(%rdi), %eax
	ret
	.cfi_endproc
.LFE534:
	.size	MEM_read16, .-MEM_read16
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
	.type	MEM_read64, @function
MEM_read64:
.LFB536:
	.cfi_startproc
	movq	(%rdi), %rax
	ret
	.cfi_endproc
.LFE536:
	.size	MEM_read64, .-MEM_read64
	.set	MEM_readST,MEM_read64
	.p2align 4
	.type	MEM_write32, @function
MEM_write32:
.LFB539:
	.cfi_startproc
	movl	%esi, (%rdi)
	ret
	.cfi_endproc
.LFE539:
	.size	MEM_write32, .-MEM_write32
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
	.type	ZDICT_initDictItem, @function
ZDICT_initDictItem:
.LFB798:
	.cfi_startproc
	movq	.LC0(%rip), %rax
	movl	$-1, 8(%rdi)
	movq	%rax, (%rdi)
	ret
	.cfi_endproc
.LFE798:
	.size	ZDICT_initDictItem, .-ZDICT_initDictItem
	.p2align 4
	.type	isIncluded, @function
isIncluded:
.LFB800:
	.cfi_startproc
	xorl	%eax, %eax
	testq	%rdx, %rdx
	jne	.L15
	jmp	.L14
	.p2align 4,,10
	.p2align 3
.L18:
	addq	$1, %rax
	cmpq	%rax, %rdx
	je	.L14
.L15:
	movzbl	(%rsi,%rax), %ecx
	cmpb	%cl, (%rdi,%rax)
	je	.L18
.L14:
	cmpq	%rax, %rdx
	sete	%al
	movzbl	%al, %eax
	ret
	.cfi_endproc
.LFE800:
	.size	isIncluded, .-isIncluded
	.p2align 4
	.type	ZDICT_tryMerge, @function
ZDICT_tryMerge:
.LFB801:
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
	movq	%rdi, %r13
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	subq	$24, %rsp
	.cfi_def_cfa_offset 80
	movl	(%rdi), %ebp
	leal	(%rax,%rsi), %edi
	movq	%rsi, 8(%rsp)
	movl	%r15d, 16(%rsp)
	movl	%eax, (%rsp)
	cmpl	$1, %ebp
	jbe	.L35
	leaq	12(%r13), %r10
	movl	%ecx, %ebx
	movl	%esi, %r11d
	movq	%rax, %r14
	movq	%r10, %rsi
	movl	$1, %ecx
	.p2align 4,,10
	.p2align 3
.L26:
	cmpl	%ecx, %ebx
	je	.L21
	movl	(%rsi), %eax
	cmpl	%eax, %r11d
	jnb	.L21
	cmpl	%eax, %edi
	jnb	.L68
.L21:
	addl	$1, %ecx
	addq	$12, %rsi
	cmpl	%ecx, %ebp
	jne	.L26
	movl	%r11d, %eax
	movl	%edi, 4(%rsp)
	movl	$1, %r9d
	leaq	1(%r8,%rax), %rsi
	jmp	.L34
	.p2align 4,,10
	.p2align 3
.L27:
	addl	$1, %r9d
	addq	$12, %r10
	cmpl	%r9d, %ebp
	je	.L35
.L34:
	cmpl	%r9d, %ebx
	je	.L27
	movl	(%r10), %ecx
	movl	4(%r10), %r12d
	leal	(%rcx,%r12), %edx
	cmpl	%r11d, %ecx
	jnb	.L28
	cmpl	%r11d, %edx
	jnb	.L69
.L28:
	addq	%r8, %rcx
	movq	%rcx, %rdi
	call	MEM_read64
	movq	%rsi, %rdi
	movq	%rax, %rdx
	call	MEM_read64
	cmpq	%rax, %rdx
	jne	.L27
	movl	%r12d, %edx
	movq	%rcx, %rdi
	call	isIncluded
	testl	%eax, %eax
	je	.L27
	movl	%r14d, %eax
	movl	$1, %edx
	movl	%r14d, %ecx
	movl	%r9d, %edi
	subl	%r12d, %eax
	movd	%r11d, %xmm0
	testl	%eax, %eax
	cmovle	%edx, %eax
	xorl	%edx, %edx
	addl	$1, %r12d
	cltq
	imulq	%r15, %rax
	divq	%rcx
	addl	%eax, 8(%r10)
	cmpl	%r14d, %r12d
	cmova	%r14d, %r12d
	movd	%r12d, %xmm2
	punpckldq	%xmm2, %xmm0
	movq	%xmm0, (%r10)
	jmp	.L19
	.p2align 4,,10
	.p2align 3
.L35:
	xorl	%edi, %edi
.L19:
	addq	$24, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	movl	%edi, %eax
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
.L68:
	.cfi_restore_state
	movl	4(%rsi), %edx
	subl	%r11d, %eax
	movd	%r11d, %xmm0
	shrl	$3, %r14d
	addl	8(%rsi), %r14d
	addl	%eax, %edx
	imull	%r15d, %eax
	movd	%edx, %xmm1
	xorl	%edx, %edx
	punpckldq	%xmm1, %xmm0
	divl	(%rsp)
	movq	%xmm0, (%rsi)
	leal	(%r14,%rax), %r8d
	movl	%r8d, 8(%rsi)
	cmpl	$1, %ecx
	je	.L22
	movl	%ecx, %eax
	leaq	(%rax,%rax,2), %rdx
	leal	-1(%rcx), %eax
	movq	%rax, %rsi
	leaq	(%rax,%rax,2), %rax
	salq	$2, %rdx
	leaq	0(%r13,%rax,4), %rax
	jmp	.L23
	.p2align 4,,10
	.p2align 3
.L25:
	movq	(%rax), %rdi
	subq	$12, %rax
	movq	%rdi, 0(%r13,%rdx)
	movl	20(%rax), %edi
	movl	%edi, 8(%r13,%rdx)
	subq	$12, %rdx
	cmpl	$1, %esi
	je	.L22
	subl	$1, %esi
.L23:
	movl	%ecx, %edi
	movl	%esi, %ecx
	cmpl	%r8d, 8(%rax)
	jb	.L25
	addq	%r13, %rdx
	movl	%r8d, 8(%rdx)
	movq	%xmm0, (%rdx)
	jmp	.L19
	.p2align 4,,10
	.p2align 3
.L69:
	movl	4(%rsp), %edi
	shrl	$3, %r14d
	addl	8(%r10), %r14d
	movl	%r14d, 8(%r10)
	subl	%edx, %edi
	testl	%edi, %edi
	jle	.L29
	addl	%edi, %r12d
	imull	%r15d, %edi
	xorl	%edx, %edx
	movl	%r12d, 4(%r10)
	movl	%edi, %eax
	divl	(%rsp)
	addl	%eax, %r14d
	movl	%r14d, 8(%r10)
.L29:
	cmpl	$1, %r9d
	je	.L30
	movl	%r9d, %eax
	leaq	(%rax,%rax,2), %rdx
	leal	-1(%r9), %eax
	movq	%rax, %rsi
	leaq	(%rax,%rax,2), %rax
	salq	$2, %rdx
	leaq	0(%r13,%rax,4), %rax
	jmp	.L31
	.p2align 4,,10
	.p2align 3
.L33:
	movq	(%rax), %rdi
	subq	$12, %rax
	movq	%rdi, 0(%r13,%rdx)
	movl	20(%rax), %edi
	movl	%edi, 8(%r13,%rdx)
	subq	$12, %rdx
	cmpl	$1, %esi
	je	.L30
	subl	$1, %esi
.L31:
	movl	%r9d, %edi
	movl	%esi, %r9d
	cmpl	%r14d, 8(%rax)
	jb	.L33
.L32:
	addq	%rdx, %r13
	movl	%ecx, 0(%r13)
	movl	%r12d, 4(%r13)
	movl	%r14d, 8(%r13)
	jmp	.L19
	.p2align 4,,10
	.p2align 3
.L22:
	movl	$12, %edx
	movl	$1, %edi
	addq	%r13, %rdx
	movl	%r8d, 8(%rdx)
	movq	%xmm0, (%rdx)
	jmp	.L19
.L30:
	movl	$12, %edx
	movl	$1, %edi
	jmp	.L32
	.cfi_endproc
.LFE801:
	.size	ZDICT_tryMerge, .-ZDICT_tryMerge
	.p2align 4
	.type	ZDICT_removeDictItem, @function
ZDICT_removeDictItem:
.LFB802:
	.cfi_startproc
	movq	%rdi, %r8
	testl	%esi, %esi
	je	.L70
	movl	(%rdi), %edx
	leal	-1(%rdx), %eax
	cmpl	%eax, %esi
	jnb	.L72
	subl	%esi, %edx
	leal	1(%rsi), %ecx
	movl	%esi, %esi
	subl	$2, %edx
	leaq	(%rcx,%rcx,2), %rdi
	addq	%rcx, %rdx
	salq	$2, %rdi
	leaq	(%rsi,%rsi,2), %rcx
	leaq	(%rdx,%rdx,2), %rdx
	leaq	(%r8,%rdi), %rax
	salq	$2, %rcx
	leaq	12(%r8,%rdx,4), %r9
	.p2align 4,,10
	.p2align 3
.L73:
	movq	(%rax), %rsi
	movq	%rax, %rdx
	addq	$12, %rax
	subq	%rdi, %rdx
	movq	%rsi, (%rdx,%rcx)
	movl	-4(%rax), %esi
	movl	%esi, 8(%rdx,%rcx)
	cmpq	%r9, %rax
	jne	.L73
	movl	(%r8), %eax
	subl	$1, %eax
.L72:
	movl	%eax, (%r8)
.L70:
	ret
	.cfi_endproc
.LFE802:
	.size	ZDICT_removeDictItem, .-ZDICT_removeDictItem
	.p2align 4
	.type	ZDICT_insertDictItem, @function
ZDICT_insertDictItem:
.LFB803:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	movq	%rcx, %r15
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	movl	%ecx, %r14d
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	movl	%esi, %r13d
	movq	%rdx, %rsi
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	movq	%r8, %r12
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%rdi, %rbx
	subq	$16, %rsp
	.cfi_def_cfa_offset 72
	movq	%rdx, (%rsp)
	movl	%r15d, %edx
	movl	%ecx, 8(%rsp)
	xorl	%ecx, %ecx
	call	ZDICT_tryMerge
	testl	%eax, %eax
	jne	.L91
	movl	(%rbx), %ecx
	cmpl	%r13d, %ecx
	jnb	.L82
	leal	1(%rcx), %r13d
.L83:
	leal	-1(%rcx), %edx
	movq	%rdx, %rax
	leaq	(%rdx,%rdx,2), %rdx
	leaq	(%rbx,%rdx,4), %rdx
	cmpl	%r15d, 8(%rdx)
	jnb	.L84
	.p2align 4,,10
	.p2align 3
.L85:
	leal	1(%rax), %ecx
	movq	(%rdx), %rsi
	leaq	(%rcx,%rcx,2), %rcx
	leaq	(%rbx,%rcx,4), %rcx
	movq	%rsi, (%rcx)
	movl	8(%rdx), %edx
	movl	%edx, 8(%rcx)
	leal	-1(%rax), %edx
	movl	%eax, %ecx
	movq	%rdx, %rax
	leaq	(%rdx,%rdx,2), %rdx
	leaq	(%rbx,%rdx,4), %rdx
	cmpl	%r14d, 8(%rdx)
	jb	.L85
.L84:
	movq	(%rsp), %rdx
	leaq	(%rcx,%rcx,2), %rax
	leaq	(%rbx,%rax,4), %rax
	movq	%rdx, (%rax)
	movl	8(%rsp), %edx
	movl	%edx, 8(%rax)
	movl	%r13d, (%rbx)
.L78:
	addq	$16, %rsp
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
.L82:
	.cfi_restore_state
	leal	-1(%r13), %ecx
	jmp	.L83
	.p2align 4,,10
	.p2align 3
.L91:
	movl	%eax, %ebp
.L81:
	movl	%ebp, %eax
	movq	%r12, %r8
	movl	%ebp, %ecx
	movq	%rbx, %rdi
	leaq	(%rax,%rax,2), %rax
	leaq	(%rbx,%rax,4), %rax
	movq	(%rax), %rsi
	movl	8(%rax), %edx
	call	ZDICT_tryMerge
	movl	%eax, %r10d
	testl	%eax, %eax
	je	.L78
	movl	%ebp, %esi
	movq	%rbx, %rdi
	movl	%r10d, %ebp
	call	ZDICT_removeDictItem
	jmp	.L81
	.cfi_endproc
.LFE803:
	.size	ZDICT_insertDictItem, .-ZDICT_insertDictItem
	.p2align 4
	.type	ZDICT_dictSize, @function
ZDICT_dictSize:
.LFB804:
	.cfi_startproc
	movl	(%rdi), %edx
	cmpl	$1, %edx
	jbe	.L95
	subl	$2, %edx
	leaq	16(%rdi), %rax
	leaq	(%rdx,%rdx,2), %rdx
	leaq	28(%rdi,%rdx,4), %rcx
	xorl	%edx, %edx
	.p2align 4,,10
	.p2align 3
.L94:
	addl	(%rax), %edx
	addq	$12, %rax
	cmpq	%rcx, %rax
	jne	.L94
	movl	%edx, %eax
	ret
	.p2align 4,,10
	.p2align 3
.L95:
	xorl	%edx, %edx
	movl	%edx, %eax
	ret
	.cfi_endproc
.LFE804:
	.size	ZDICT_dictSize, .-ZDICT_dictSize
	.p2align 4
	.type	ZDICT_totalSampleSize, @function
ZDICT_totalSampleSize:
.LFB808:
	.cfi_startproc
	testl	%esi, %esi
	je	.L100
	movl	%esi, %esi
	xorl	%eax, %eax
	leaq	(%rdi,%rsi,8), %rdx
	.p2align 4,,10
	.p2align 3
.L99:
	addq	(%rdi), %rax
	addq	$8, %rdi
	cmpq	%rdx, %rdi
	jne	.L99
	ret
	.p2align 4,,10
	.p2align 3
.L100:
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE808:
	.size	ZDICT_totalSampleSize, .-ZDICT_totalSampleSize
	.p2align 4
	.type	ZDICT_insertSortCount, @function
ZDICT_insertSortCount:
.LFB809:
	.cfi_startproc
	leaq	16(%rdi), %rax
	movl	%esi, 24(%rdi)
	movl	%edx, 28(%rdi)
	movl	4(%rax), %edx
	cmpl	12(%rax), %edx
	jnb	.L102
.L106:
	movd	(%rax), %xmm0
	movd	%edx, %xmm1
	movq	8(%rax), %rdx
	punpckldq	%xmm1, %xmm0
	movq	%rdx, (%rax)
	leaq	-8(%rax), %rdx
	movq	%xmm0, 8(%rax)
	cmpq	%rdi, %rax
	je	.L102
	movq	%rdx, %rax
	movl	4(%rax), %edx
	cmpl	12(%rax), %edx
	jb	.L106
.L102:
	ret
	.cfi_endproc
.LFE809:
	.size	ZDICT_insertSortCount, .-ZDICT_insertSortCount
	.p2align 4
	.type	ZDICT_flatLit, @function
ZDICT_flatLit:
.LFB810:
	.cfi_startproc
	leaq	4(%rdi), %rax
	leaq	1024(%rdi), %rdx
	.p2align 4,,10
	.p2align 3
.L108:
	movl	$2, (%rax)
	addq	$4, %rax
	cmpq	%rdx, %rax
	jne	.L108
	movq	.LC1(%rip), %rax
	movl	$4, (%rdi)
	movq	%rax, 1012(%rdi)
	ret
	.cfi_endproc
.LFE810:
	.size	ZDICT_flatLit, .-ZDICT_flatLit
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
	jne	.L113
	movl	%eax, %edi
	jmp	MEM_swap32
	.p2align 4,,10
	.p2align 3
.L113:
	ret
	.cfi_endproc
.LFE550:
	.size	MEM_readLE32, .-MEM_readLE32
	.p2align 4
	.type	MEM_writeLE32, @function
MEM_writeLE32:
.LFB551:
	.cfi_startproc
	movq	%rdi, %rdx
	call	MEM_isLittleEndian
	testl	%eax, %eax
	jne	.L117
	movl	%esi, %edi
	call	MEM_swap32
	movl	%eax, %esi
.L117:
	movq	%rdx, %rdi
	jmp	MEM_write32
	.cfi_endproc
.LFE551:
	.size	MEM_writeLE32, .-MEM_writeLE32
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
	.type	ZDICT_clockSpan, @function
ZDICT_clockSpan:
.LFB791:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rdi, %rbx
	call	clock@PLT
	subq	%rbx, %rax
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE791:
	.size	ZDICT_clockSpan, .-ZDICT_clockSpan
	.p2align 4
	.type	ZDICT_printHex, @function
ZDICT_printHex:
.LFB792:
	.cfi_startproc
	pushq	%r12
	.cfi_def_cfa_offset 16
	.cfi_offset 12, -16
	leaq	(%rdi,%rsi), %r12
	pushq	%rbp
	.cfi_def_cfa_offset 24
	.cfi_offset 6, -24
	pushq	%rbx
	.cfi_def_cfa_offset 32
	.cfi_offset 3, -32
	testq	%rsi, %rsi
	je	.L122
	movq	%rdi, %rbx
	movl	$46, %ebp
	.p2align 4,,10
	.p2align 3
.L125:
	movzbl	(%rbx), %edi
	movq	stderr(%rip), %rsi
	leal	-32(%rdi), %eax
	cmpb	$95, %al
	cmovnb	%ebp, %edi
	addq	$1, %rbx
	call	fputc@PLT
	movq	stderr(%rip), %rdi
	call	fflush@PLT
	cmpq	%rbx, %r12
	jne	.L125
.L122:
	popq	%rbx
	.cfi_def_cfa_offset 24
	popq	%rbp
	.cfi_def_cfa_offset 16
	popq	%r12
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE792:
	.size	ZDICT_printHex, .-ZDICT_printHex
	.p2align 4
	.type	ZSTD_countTrailingZeros64, @function
ZSTD_countTrailingZeros64:
.LFB571:
	.cfi_startproc
	xorl	%eax, %eax
	rep bsfq	%rdi, %rax
	ret
	.cfi_endproc
.LFE571:
	.size	ZSTD_countTrailingZeros64, .-ZSTD_countTrailingZeros64
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
	.type	ZSTD_countLeadingZeros64, @function
ZSTD_countLeadingZeros64:
.LFB572:
	.cfi_startproc
	bsrq	%rdi, %rax
	xorl	$63, %eax
	ret
	.cfi_endproc
.LFE572:
	.size	ZSTD_countLeadingZeros64, .-ZSTD_countLeadingZeros64
	.p2align 4
	.type	ZSTD_NbCommonBytes, @function
ZSTD_NbCommonBytes:
.LFB573:
	.cfi_startproc
	call	MEM_isLittleEndian
	movl	%eax, %edx
	call	MEM_64bits
	testl	%edx, %edx
	je	.L134
	testl	%eax, %eax
	je	.L135
	call	ZSTD_countTrailingZeros64
	shrl	$3, %eax
	ret
	.p2align 4,,10
	.p2align 3
.L134:
	testl	%eax, %eax
	je	.L137
	call	ZSTD_countLeadingZeros64
	shrl	$3, %eax
	ret
	.p2align 4,,10
	.p2align 3
.L137:
	call	ZSTD_countLeadingZeros32
	shrl	$3, %eax
	ret
	.p2align 4,,10
	.p2align 3
.L135:
	call	ZSTD_countTrailingZeros32
	shrl	$3, %eax
	ret
	.cfi_endproc
.LFE573:
	.size	ZSTD_NbCommonBytes, .-ZSTD_NbCommonBytes
	.p2align 4
	.type	ZDICT_count, @function
ZDICT_count:
.LFB797:
	.cfi_startproc
	movq	%rdi, %r8
	movq	%rdi, %rcx
.L140:
	movq	%rsi, %rdi
	call	MEM_readST
	movq	%rcx, %rdi
	movq	%rax, %rdx
	call	MEM_readST
	cmpq	%rax, %rdx
	je	.L141
	xorq	%rax, %rdx
	movq	%rdx, %rdi
	call	ZSTD_NbCommonBytes
	movl	%eax, %eax
	addq	%rcx, %rax
	subq	%r8, %rax
	ret
	.p2align 4,,10
	.p2align 3
.L141:
	addq	$8, %rcx
	addq	$8, %rsi
	jmp	.L140
	.cfi_endproc
.LFE797:
	.size	ZDICT_count, .-ZDICT_count
	.section	.rodata.str1.8,"aMS",@progbits,1
	.align 8
.LC2:
	.string	"found %3u matches of length >= %i at pos %7u  "
	.align 8
.LC3:
	.string	"Selected dict at position %u, of length %u : saves %u (ratio: %.2f)  \n"
	.text
	.p2align 4
	.type	ZDICT_analyzePos, @function
ZDICT_analyzePos:
.LFB799:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	movl	%edx, %r15d
	xorl	%eax, %eax
	movq	%rdi, %r11
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
	movl	$32, %ecx
	subq	$872, %rsp
	.cfi_def_cfa_offset 928
	movslq	(%rsi,%r15,4), %rdx
	leaq	96(%rsp), %r14
	leaq	352(%rsp), %r13
	movq	%rdi, 8(%rsp)
	movq	%r14, %rdi
	movb	$1, (%r11,%rdx)
	leaq	(%rbx,%rdx), %r11
	rep stosq
	movl	$32, %ecx
	movq	%r13, %rdi
	movq	%rsi, (%rsp)
	rep stosq
	leaq	608(%rsp), %rcx
	movl	%r9d, 28(%rsp)
	leaq	4(%rbx,%rdx), %r9
	movq	%rcx, 32(%rsp)
	movq	%rcx, %rdi
	movl	$32, %ecx
	rep stosq
	movq	%r11, %rdi
	movl	%r8d, 24(%rsp)
	movl	%edx, 16(%rsp)
	movq	$0, 72(%rsp)
	movl	$0, 80(%rsp)
	call	MEM_read16
	leaq	2(%rbx,%rdx), %rdi
	movl	%eax, %esi
	call	MEM_read16
	cmpw	%ax, %si
	je	.L207
	leaq	1(%rbx,%rdx), %rdi
	movl	%eax, %ecx
	call	MEM_read16
	leaq	3(%rbx,%rdx), %rdi
	movl	%eax, %r8d
	call	MEM_read16
	movq	%r9, %rdi
	movl	%eax, %esi
	call	MEM_read16
	movl	%eax, %r9d
	cmpw	%si, %r8w
	je	.L144
	movq	%r15, %r12
	movl	%r15d, %ebp
	cmpw	%ax, %cx
	je	.L144
	movq	(%rsp), %r9
	.p2align 4,,10
	.p2align 3
.L145:
	leal	1(%rbp), %eax
	movq	%r11, %rdi
	movl	%ebp, %r10d
	movslq	(%r9,%rax,4), %rsi
	movq	%rax, %rbp
	addq	%rbx, %rsi
	call	ZDICT_count
	cmpq	$6, %rax
	ja	.L145
	movq	%r15, %r9
	movq	%r14, %r15
	movq	%r13, %r14
	movl	%ebp, %r13d
	movl	%r10d, %ebp
	.p2align 4,,10
	.p2align 3
.L155:
	movq	(%rsp), %rax
	movq	%r11, %rdi
	leaq	0(,%r9,4), %r10
	movslq	-4(%rax,%r9,4), %rsi
	addq	%rbx, %rsi
	call	ZDICT_count
	cmpq	$6, %rax
	ja	.L152
	movq	%r15, %rax
	movq	%r9, %r15
	movq	%r10, %r9
	movl	%ebp, %r10d
	movl	%r13d, %ebp
	movq	%r14, %r13
	movq	%rax, %r14
	movl	24(%rsp), %eax
	movl	%ebp, %edx
	subl	%r12d, %edx
	cmpl	%eax, %edx
	jb	.L208
	cmpl	$3, 28(%rsp)
	ja	.L209
.L157:
	movq	%r13, 16(%rsp)
	movl	$7, %r9d
	movq	(%rsp), %r13
	movq	%r14, 40(%rsp)
	movl	24(%rsp), %r14d
	cmpl	%ebp, %r12d
	jnb	.L158
	.p2align 4,,10
	.p2align 3
.L211:
	leaq	0(%r13,%r15,4), %rcx
	movl	%r12d, %r11d
	movl	%r12d, %eax
	movl	%r12d, %r10d
	xorl	%r8d, %r8d
	xorl	%esi, %esi
	xorl	%edx, %edx
	jmp	.L161
	.p2align 4,,10
	.p2align 3
.L159:
	cmpl	%esi, %r8d
	jnb	.L186
	movl	%r10d, %r11d
	movl	%esi, %r8d
	movl	%eax, %r10d
	movl	$1, %esi
.L160:
	addl	$1, %eax
	addq	$4, %rcx
	cmpl	%eax, %ebp
	je	.L210
.L161:
	movl	%edx, %edi
	movl	%r9d, %edx
	addl	(%rcx), %edx
	movzbl	(%rbx,%rdx), %edx
	cmpb	%dl, %dil
	jne	.L159
	addl	$1, %eax
	addl	$1, %esi
	addq	$4, %rcx
	cmpl	%eax, %ebp
	jne	.L161
.L210:
	cmpl	%esi, %r8d
	jnb	.L162
	movl	%r10d, %r11d
	movl	%esi, %r8d
.L162:
	cmpl	%r14d, %r8d
	jb	.L158
	movl	%r11d, %r15d
	leal	(%r8,%r11), %ebp
	addl	$1, %r9d
	movq	%r15, %r12
	cmpl	%ebp, %r12d
	jb	.L211
.L158:
	movq	40(%rsp), %r14
	movq	(%rsp), %r9
	movl	$32, %ecx
	xorl	%eax, %eax
	movq	16(%rsp), %r13
	movl	%r12d, %r11d
	movq	%r14, %rdi
	movslq	(%r9,%r15,4), %r10
	rep stosq
	movq	%r10, 16(%rsp)
	leaq	(%rbx,%r10), %r15
	movl	%r10d, %ebp
	.p2align 4,,10
	.p2align 3
.L164:
	leal	1(%r11), %eax
	movq	%r15, %rdi
	movl	%r11d, %r10d
	movslq	(%r9,%rax,4), %rsi
	movq	%rax, %r11
	addq	%rbx, %rsi
	call	ZDICT_count
	movl	$63, %ecx
	cmpq	%rcx, %rax
	cmovbe	%rax, %rcx
	addl	$1, 96(%rsp,%rcx,4)
	cmpq	$6, %rax
	ja	.L164
	movl	%ebp, %eax
	movl	%r10d, %r9d
	movl	%r11d, %ebp
	movq	16(%rsp), %r10
	movl	%eax, %r11d
	testl	%r12d, %r12d
	je	.L165
	movl	%r9d, 16(%rsp)
	.p2align 4,,10
	.p2align 3
.L167:
	movq	(%rsp), %rdi
	leal	-1(%r12), %eax
	movq	%rax, %r9
	movslq	(%rdi,%rax,4), %rsi
	movq	%r15, %rdi
	addq	%rbx, %rsi
	call	ZDICT_count
	movl	$63, %esi
	cmpq	%rsi, %rax
	cmovbe	%rax, %rsi
	addl	$1, 96(%rsp,%rsi,4)
	cmpq	$6, %rax
	jbe	.L205
	testl	%r9d, %r9d
	je	.L212
	movl	%r9d, %r12d
	jmp	.L167
.L207:
	movq	%r9, %rdi
	call	MEM_read16
	movl	%eax, %r9d
.L144:
	movl	$6, %esi
	jmp	.L146
	.p2align 4,,10
	.p2align 3
.L147:
	addl	$2, %esi
.L146:
	movl	%esi, %ecx
	addq	%rdx, %rcx
	leaq	(%rbx,%rcx), %rdi
	call	MEM_read16
	cmpw	%r9w, %ax
	je	.L147
	movzbl	-1(%rbx,%rcx), %eax
	cmpb	%al, (%rdi)
	je	.L213
	cmpl	$1, %esi
	jbe	.L150
.L217:
	movq	8(%rsp), %rbx
	leal	-1(%rsi), %eax
	movl	$1, %esi
	leaq	1(%rbx,%rdx), %rdi
	movq	%rax, %rdx
	call	memset@PLT
.L150:
	movq	72(%rsp), %rax
	movl	80(%rsp), %edx
	addq	$872, %rsp
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
.L186:
	.cfi_restore_state
	movl	%eax, %r10d
	movl	$1, %esi
	jmp	.L160
	.p2align 4,,10
	.p2align 3
.L152:
	leal	-1(%r12), %r9d
	movq	%r9, %r12
	jmp	.L155
	.p2align 4,,10
	.p2align 3
.L208:
	cmpl	%ebp, %r12d
	jnb	.L150
	movq	(%rsp), %rax
	subl	%r12d, %r10d
	movq	8(%rsp), %rcx
	addq	%r15, %r10
	addq	%rax, %r9
	leaq	4(%rax,%r10,4), %rdx
.L156:
	movslq	(%r9), %rax
	addq	$4, %r9
	movb	$1, (%rcx,%rax)
	cmpq	%r9, %rdx
	jne	.L156
	jmp	.L150
	.p2align 4,,10
	.p2align 3
.L205:
	movl	16(%rsp), %r9d
.L166:
	xorl	%eax, %eax
	movl	$31, %ecx
	movq	%r13, %rdi
	movl	348(%rsp), %edx
	rep stosq
	movl	$248, %eax
	movl	$0, (%rdi)
	movl	%edx, 604(%rsp)
	.p2align 4,,10
	.p2align 3
.L168:
	addl	(%r14,%rax), %edx
	movl	%edx, 0(%r13,%rax)
	subq	$4, %rax
	cmpq	$-4, %rax
	jne	.L168
	movl	24(%rsp), %edx
	movl	$63, %eax
	jmp	.L170
	.p2align 4,,10
	.p2align 3
.L215:
	subq	$1, %rax
	cmpq	$6, %rax
	je	.L214
.L170:
	cmpl	%edx, 0(%r13,%rax,4)
	jb	.L215
	movl	%eax, %r13d
	movslq	%eax, %rdx
.L171:
	movzbl	-1(%rdx,%r15), %ecx
	leaq	-2(%rbx,%r10), %rdx
	cmpb	(%rdx,%rax), %cl
	jne	.L172
	.p2align 4,,10
	.p2align 3
.L173:
	leal	-1(%r13), %eax
	movq	%rax, %r13
	cmpb	%cl, (%rdx,%rax)
	je	.L173
.L172:
	cmpq	$6, %rax
	jbe	.L150
	cmpl	$6, %r13d
	jle	.L174
	movq	32(%rsp), %r8
	leal	1(%r13), %edi
	movl	$7, %edx
	xorl	%esi, %esi
	.p2align 4,,10
	.p2align 3
.L175:
	leal	-3(%rdx), %ecx
	imull	(%r14,%rdx,4), %ecx
	addl	%ecx, %esi
	movl	%esi, (%r8,%rdx,4)
	addq	$1, %rdx
	cmpq	%rdi, %rdx
	jne	.L175
.L174:
	cmpl	$3, 28(%rsp)
	movl	608(%rsp,%rax,4), %r14d
	ja	.L216
.L176:
	movl	%r11d, 72(%rsp)
	movl	%r13d, 76(%rsp)
	movl	%r14d, 80(%rsp)
	cmpl	%ebp, %r12d
	jnb	.L150
	movq	(%rsp), %rdi
	movl	%r12d, %eax
	subl	%r12d, %r9d
	movq	%r15, (%rsp)
	movq	%r10, %r12
	leaq	(%rdi,%rax,4), %r14
	addq	%r9, %rax
	movq	%r14, %r15
	movq	%rbx, %r14
	movq	8(%rsp), %rbx
	leaq	4(%rdi,%rax,4), %rbp
	.p2align 4,,10
	.p2align 3
.L183:
	movl	(%r15), %r9d
	movl	%r13d, %eax
	movq	%r9, %r10
	cmpq	%r12, %r9
	je	.L181
	movq	(%rsp), %rdi
	leaq	(%r14,%r9), %rsi
	call	ZDICT_count
	cmpl	%eax, %r13d
	cmovbe	%r13d, %eax
.L181:
	leal	(%rax,%r10), %edx
	cmpl	%edx, %r10d
	jnb	.L184
	leal	-1(%rax), %edx
	leaq	(%rbx,%r9), %rdi
	movl	$1, %esi
	addq	$1, %rdx
	call	memset@PLT
.L184:
	addq	$4, %r15
	cmpq	%r15, %rbp
	jne	.L183
	jmp	.L150
.L213:
	addl	$1, %esi
	cmpl	$1, %esi
	ja	.L217
	jmp	.L150
.L216:
	movl	%r14d, %eax
	pxor	%xmm0, %xmm0
	pxor	%xmm1, %xmm1
	movl	%r11d, %edx
	cvtsi2sdq	%rax, %xmm0
	movl	%r13d, %eax
	movl	%r14d, %r8d
	movl	%r13d, %ecx
	cvtsi2sdq	%rax, %xmm1
	movl	$1, %eax
	movl	%r9d, 28(%rsp)
	movq	stderr(%rip), %rdi
	leaq	.LC3(%rip), %rsi
	movq	%r10, 16(%rsp)
	movl	%r11d, 24(%rsp)
	divsd	%xmm1, %xmm0
	call	fprintf@PLT
	movq	stderr(%rip), %rdi
	call	fflush@PLT
	movl	28(%rsp), %r9d
	movq	16(%rsp), %r10
	movl	24(%rsp), %r11d
	jmp	.L176
.L209:
	movq	stderr(%rip), %rsi
	movl	$10, %edi
	movl	%edx, 40(%rsp)
	call	fputc@PLT
	movq	stderr(%rip), %rdi
	call	fflush@PLT
	movl	16(%rsp), %r8d
	movl	40(%rsp), %edx
	xorl	%eax, %eax
	movq	stderr(%rip), %rdi
	movl	$7, %ecx
	leaq	.LC2(%rip), %rsi
	call	fprintf@PLT
	movq	stderr(%rip), %rdi
	call	fflush@PLT
	movq	stderr(%rip), %rsi
	movl	$10, %edi
	call	fputc@PLT
	movq	stderr(%rip), %rdi
	call	fflush@PLT
	jmp	.L157
.L214:
	movl	$6, %edx
	movl	$6, %r13d
	jmp	.L171
.L212:
	movl	16(%rsp), %r9d
.L165:
	xorl	%r12d, %r12d
	jmp	.L166
	.cfi_endproc
.LFE799:
	.size	ZDICT_analyzePos, .-ZDICT_analyzePos
	.p2align 4
	.type	ZDICT_maxRep.constprop.0, @function
ZDICT_maxRep.constprop.0:
.LFB819:
	.cfi_startproc
	movl	$8, %eax
	ret
	.cfi_endproc
.LFE819:
	.size	ZDICT_maxRep.constprop.0, .-ZDICT_maxRep.constprop.0
	.p2align 4
	.type	ZDICT_fillNoise.constprop.0, @function
ZDICT_fillNoise.constprop.0:
.LFB820:
	.cfi_startproc
	leaq	32(%rdi), %rcx
	movl	$-1640531535, %eax
	.p2align 4,,10
	.p2align 3
.L220:
	imull	$-2048144777, %eax, %eax
	addq	$1, %rdi
	movl	%eax, %edx
	shrl	$21, %edx
	movb	%dl, -1(%rdi)
	cmpq	%rcx, %rdi
	jne	.L220
	ret
	.cfi_endproc
.LFE820:
	.size	ZDICT_fillNoise.constprop.0, .-ZDICT_fillNoise.constprop.0
	.section	.rodata.str1.8
	.align 8
.LC4:
	.string	"warning : ZSTD_compressBegin_usingCDict failed \n"
	.align 8
.LC5:
	.string	"warning : could not compress sample size %u \n"
	.text
	.p2align 4
	.type	ZDICT_countEStats.isra.0, @function
ZDICT_countEStats.isra.0:
.LFB821:
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
	movq	%rsi, %r13
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	movq	%rdx, %r12
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	movq	%rcx, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%r8, %rbx
	subq	$40, %rsp
	.cfi_def_cfa_offset 96
	movq	120(%rsp), %rax
	movq	104(%rsp), %r14
	movl	%edi, 12(%rsp)
	movq	96(%rsp), %rsi
	movq	%r9, 24(%rsp)
	movq	%rax, 16(%rsp)
	movl	136(%rsp), %eax
	movq	%r14, %rdi
	movq	128(%rsp), %r15
	movl	%eax, 8(%rsp)
	call	ZSTD_compressBegin_usingCDict_deprecated@PLT
	movq	%rax, %rdi
	call	ERR_isError
	testl	%eax, %eax
	je	.L223
	movl	8(%rsp), %eax
	testl	%eax, %eax
	jne	.L252
.L222:
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
.L223:
	.cfi_restore_state
	movzbl	12(%rsp), %ecx
	movl	$1, %r8d
	movl	$131072, %eax
	movq	%r14, %rdi
	movq	112(%rsp), %rsi
	movl	$131072, %edx
	sall	%cl, %r8d
	movq	16(%rsp), %rcx
	cmpl	%eax, %r8d
	cmovg	%eax, %r8d
	movslq	%r8d, %r8
	cmpq	%r15, %r8
	cmovbe	%r8, %r15
	movq	%r15, %r8
	call	ZSTD_compressBlock_deprecated@PLT
	movq	%rax, %rdi
	movq	%rax, %rdx
	call	ERR_isError
	testl	%eax, %eax
	jne	.L253
	testq	%rdx, %rdx
	je	.L222
	movq	%r14, %rdi
	call	ZSTD_getSeqStore@PLT
	movq	%rax, %r14
	movq	16(%rax), %rax
	movq	24(%r14), %rcx
	cmpq	%rcx, %rax
	jnb	.L228
	.p2align 4,,10
	.p2align 3
.L226:
	movzbl	(%rax), %edx
	addq	$1, %rax
	addl	$1, 0(%r13,%rdx,4)
	cmpq	%rcx, %rax
	jne	.L226
.L228:
	movq	8(%r14), %r13
	movq	%r14, %rdi
	subq	(%r14), %r13
	call	ZSTD_seqToCodes@PLT
	sarq	$3, %r13
	movq	48(%r14), %rax
	leal	-1(%r13), %ecx
	leaq	1(%rax,%rcx), %rsi
	testl	%r13d, %r13d
	je	.L222
	.p2align 4,,10
	.p2align 3
.L229:
	movzbl	(%rax), %edx
	addq	$1, %rax
	addl	$1, (%r12,%rdx,4)
	cmpq	%rsi, %rax
	jne	.L229
	movq	40(%r14), %rdx
	leaq	1(%rdx), %rax
	leaq	(%rax,%rcx), %rsi
	jmp	.L230
	.p2align 4,,10
	.p2align 3
.L254:
	addq	$1, %rax
.L230:
	movzbl	(%rdx), %edx
	addl	$1, 0(%rbp,%rdx,4)
	movq	%rax, %rdx
	cmpq	%rsi, %rax
	jne	.L254
	movq	32(%r14), %rdx
	leaq	1(%rdx), %rax
	addq	%rax, %rcx
	jmp	.L231
	.p2align 4,,10
	.p2align 3
.L255:
	addq	$1, %rax
.L231:
	movzbl	(%rdx), %edx
	addl	$1, (%rbx,%rdx,4)
	movq	%rax, %rdx
	cmpq	%rcx, %rax
	jne	.L255
	cmpl	$1, %r13d
	je	.L222
	movq	(%r14), %rax
	movl	(%rax), %ebx
	movl	8(%rax), %eax
	leal	-3(%rbx), %edx
	movq	24(%rsp), %rbx
	subl	$3, %eax
	movq	%rbx, %rcx
	cmpl	$1023, %edx
	jbe	.L256
.L234:
	cmpl	$1023, %eax
	jbe	.L257
.L235:
	movq	24(%rsp), %rax
	addl	$3, (%rcx)
	addl	$1, (%rax)
	jmp	.L222
	.p2align 4,,10
	.p2align 3
.L252:
	movq	stderr(%rip), %rcx
	movl	$48, %edx
	movl	$1, %esi
	leaq	.LC4(%rip), %rdi
	call	fwrite@PLT
.L251:
	movq	stderr(%rip), %rdi
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
	jmp	fflush@PLT
	.p2align 4,,10
	.p2align 3
.L253:
	.cfi_restore_state
	cmpl	$2, 8(%rsp)
	jbe	.L222
	movq	stderr(%rip), %rdi
	movl	%r15d, %edx
	leaq	.LC5(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	jmp	.L251
	.p2align 4,,10
	.p2align 3
.L257:
	movq	24(%rsp), %rbx
	leaq	(%rbx,%rax,4), %rax
	movq	%rax, 24(%rsp)
	jmp	.L235
	.p2align 4,,10
	.p2align 3
.L256:
	leaq	(%rbx,%rdx,4), %rcx
	jmp	.L234
	.cfi_endproc
.LFE821:
	.size	ZDICT_countEStats.isra.0, .-ZDICT_countEStats.isra.0
	.section	.rodata.str1.1,"aMS",@progbits,1
.LC7:
	.string	"Not enough memory \n"
.LC8:
	.string	"Offset Code Frequencies : \n"
.LC9:
	.string	"%2u :%7u \n"
.LC10:
	.string	" HUF_buildCTable error \n"
	.section	.rodata.str1.8
	.align 8
.LC11:
	.string	"warning : pathological dataset : literals are not compressible : samples are noisy or too regular \n"
	.align 8
.LC12:
	.string	"FSE_normalizeCount error with offcodeCount \n"
	.align 8
.LC13:
	.string	"FSE_normalizeCount error with matchLengthCount \n"
	.align 8
.LC14:
	.string	"FSE_normalizeCount error with litLengthCount \n"
	.section	.rodata.str1.1
.LC15:
	.string	"HUF_writeCTable error \n"
	.section	.rodata.str1.8
	.align 8
.LC16:
	.string	"FSE_writeNCount error with offcodeNCount \n"
	.align 8
.LC17:
	.string	"FSE_writeNCount error with matchLengthNCount \n"
	.align 8
.LC18:
	.string	"FSE_writeNCount error with litlengthNCount \n"
	.align 8
.LC19:
	.string	"not enough space to write RepOffsets \n"
	.text
	.p2align 4
	.type	ZDICT_analyzeEntropy, @function
ZDICT_analyzeEntropy:
.LFB811:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
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
	movq	%rdi, 88(%rsp)
	movl	%edx, (%rsp)
	leal	131072(%rax), %edi
	movq	%rsi, 96(%rsp)
	movl	%r14d, %esi
	movq	%rcx, 72(%rsp)
	movl	%r14d, %ecx
	call	ZSTD_highbit32
	movq	%r8, %rdi
	movl	%eax, 68(%rsp)
	movl	%eax, %ebx
	call	ZDICT_totalSampleSize
	cmpl	$1, %r14d
	adcl	$0, %ecx
	xorl	%edx, %edx
	divq	%rcx
	cmpl	$30, %ebx
	ja	.L299
	movq	%rax, %rsi
	leaq	1008(%rsp), %rax
	movdqa	.LC6(%rip), %xmm0
	movq	%r8, %r13
	movq	%rax, 16(%rsp)
	movq	%rax, %rdx
	leaq	2032(%rsp), %r10
	.p2align 4,,10
	.p2align 3
.L260:
	movaps	%xmm0, (%rdx)
	addq	$16, %rdx
	cmpq	%r10, %rdx
	jne	.L260
	movl	68(%rsp), %ebx
	leaq	512(%rsp), %rax
	movq	%rax, 24(%rsp)
	movq	%rax, %r11
	leaq	516(%rsp,%rbx,4), %rdx
	movq	%rbx, 136(%rsp)
	movq	%rdx, 80(%rsp)
	.p2align 4,,10
	.p2align 3
.L261:
	movl	$1, (%rax)
	addq	$4, %rax
	cmpq	%rdx, %rax
	jne	.L261
	leaq	784(%rsp), %r15
	leaq	996(%rsp), %rbp
	movq	%r15, %rbx
	movq	%r15, %rdx
	.p2align 4,,10
	.p2align 3
.L262:
	movl	$1, (%rdx)
	addq	$4, %rdx
	cmpq	%rbp, %rdx
	jne	.L262
	leaq	640(%rsp), %rax
	movq	%rax, 32(%rsp)
	movq	%rax, 128(%rsp)
	.p2align 4,,10
	.p2align 3
.L263:
	movaps	%xmm0, (%rax)
	addq	$16, %rax
	cmpq	%r15, %rax
	jne	.L263
	xorl	%eax, %eax
	movl	$512, %ecx
	movq	%rsi, %rdx
	movl	(%rsp), %esi
	leaq	4096(%rsp), %r12
	pxor	%xmm0, %xmm0
	movq	%r11, 48(%rsp)
	movq	%r12, %rdi
	movq	%r10, 40(%rsp)
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
	movdqa	ZSTD_defaultCMem(%rip), %xmm3
	movdqa	272(%rsp), %xmm4
	movq	13192(%rsp), %rsi
	movl	$1, %ecx
	movdqu	284(%rsp), %xmm5
	movq	13184(%rsp), %rdi
	movups	%xmm3, 32(%rsp)
	movq	16+ZSTD_defaultCMem(%rip), %rax
	movups	%xmm4, (%rsp)
	movups	%xmm5, 12(%rsp)
	movq	%rax, 48(%rsp)
	call	ZSTD_createCDict_advanced@PLT
	movq	%rax, 64(%rsp)
	addq	$64, %rsp
	.cfi_def_cfa_offset 13120
	call	ZSTD_createCCtx@PLT
	movl	$131072, %edi
	movq	%rax, 8(%rsp)
	call	malloc@PLT
	cmpq	$0, 8(%rsp)
	movq	%rax, 56(%rsp)
	movq	%rax, %rsi
	sete	%al
	cmpq	$0, (%rsp)
	sete	%dl
	orb	%dl, %al
	jne	.L264
	testq	%rsi, %rsi
	je	.L264
	testl	%r14d, %r14d
	movq	40(%rsp), %r10
	movq	48(%rsp), %r11
	je	.L270
	movl	208(%rsp), %eax
	movq	%rbp, 120(%rsp)
	movq	%r13, %rbp
	movq	%r11, 112(%rsp)
	movl	%eax, 40(%rsp)
	leaq	0(%r13,%r14,8), %rax
	movq	72(%rsp), %r13
	xorl	%r14d, %r14d
	movq	%rax, 48(%rsp)
	movq	%r10, 72(%rsp)
	movq	%rbx, 104(%rsp)
	movq	56(%rsp), %rbx
	.p2align 4,,10
	.p2align 3
.L269:
	movq	(%rsp), %rax
	leaq	0(%r13,%r14), %rdx
	movq	%r12, %r9
	movq	%r15, %rcx
	movq	%rbx, 160(%rsp)
	addq	$8, %rbp
	movq	%rax, 144(%rsp)
	movq	8(%rsp), %rax
	movq	%rax, 152(%rsp)
	movl	13136(%rsp), %eax
	pushq	%rax
	.cfi_def_cfa_offset 13128
	pushq	-8(%rbp)
	.cfi_def_cfa_offset 13136
	pushq	%rdx
	.cfi_def_cfa_offset 13144
	subq	$24, %rsp
	.cfi_def_cfa_offset 13168
	movq	80(%rsp), %r8
	movq	72(%rsp), %rdx
	movq	%rbx, 16(%rsp)
	movdqa	192(%rsp), %xmm2
	movq	64(%rsp), %rsi
	movl	88(%rsp), %edi
	movups	%xmm2, (%rsp)
	call	ZDICT_countEStats.isra.0
	movq	96(%rsp), %rax
	addq	$48, %rsp
	.cfi_def_cfa_offset 13120
	addq	-8(%rbp), %r14
	cmpq	%rax, %rbp
	jne	.L269
	movq	104(%rsp), %rbx
	movq	112(%rsp), %r11
	movq	120(%rsp), %rbp
	movq	72(%rsp), %r10
.L270:
	cmpl	$3, 13136(%rsp)
	ja	.L358
	movq	16(%rsp), %rsi
	movq	%r10, %rdi
	movl	$11, %ecx
	leaq	8192(%rsp), %r14
	movl	$4864, %r9d
	movq	%r14, %r8
	movl	$255, %edx
	movq	%r11, 48(%rsp)
	movq	%r10, 40(%rsp)
	call	HUF_buildCTable_wksp@PLT
	movq	%rax, %rdi
	movq	%rax, %r13
	call	ERR_isError
	movq	40(%rsp), %r10
	movq	48(%rsp), %r11
	testl	%eax, %eax
	jne	.L359
	cmpq	$8, %r13
	je	.L360
.L277:
	movl	$1, %ecx
	leaq	176(%rsp), %rdi
	.p2align 4,,10
	.p2align 3
.L279:
	movl	(%r12,%rcx,4), %edx
	movl	%ecx, %esi
	addq	$1, %rcx
	call	ZDICT_insertSortCount
	cmpq	$1024, %rcx
	jne	.L279
	movq	80(%rsp), %rdx
	xorl	%eax, %eax
	.p2align 4,,10
	.p2align 3
.L280:
	addl	(%r11), %eax
	addq	$4, %r11
	cmpq	%rdx, %r11
	jne	.L280
	movl	%eax, %ecx
	movl	68(%rsp), %r8d
	leaq	256(%rsp), %rax
	movq	24(%rsp), %rdx
	movq	%rax, %rdi
	movl	$1, %r9d
	movl	$8, %esi
	movq	%r10, 16(%rsp)
	movq	%rax, 40(%rsp)
	call	FSE_normalizeCount@PLT
	movq	%rax, %rdi
	movq	%rax, %r12
	call	ERR_isError
	movq	16(%rsp), %r10
	testl	%eax, %eax
	jne	.L361
	.p2align 4,,10
	.p2align 3
.L281:
	addl	(%rbx), %eax
	addq	$4, %rbx
	cmpq	%rbp, %rbx
	jne	.L281
	movl	%eax, %ecx
	movl	$1, %r9d
	movq	%r15, %rdx
	movl	$9, %esi
	leaq	400(%rsp), %rbx
	movl	$52, %r8d
	movq	%r10, 16(%rsp)
	movq	%rbx, %rdi
	call	FSE_normalizeCount@PLT
	pxor	%xmm0, %xmm0
	movq	%rax, %rdi
	movq	%rax, %rbp
	call	ERR_isError
	movq	16(%rsp), %r10
	testl	%eax, %eax
	jne	.L362
	movq	128(%rsp), %rax
	.p2align 4,,10
	.p2align 3
.L283:
	paddd	(%rax), %xmm0
	addq	$16, %rax
	cmpq	%r15, %rax
	jne	.L283
	movdqa	%xmm0, %xmm1
	movq	32(%rsp), %rdx
	leaq	320(%rsp), %r15
	movl	$1, %r9d
	psrldq	$8, %xmm1
	movq	%r15, %rdi
	movl	$35, %r8d
	movl	$9, %esi
	paddd	%xmm1, %xmm0
	movq	%r10, 24(%rsp)
	movdqa	%xmm0, %xmm1
	psrldq	$4, %xmm1
	paddd	%xmm1, %xmm0
	movd	%xmm0, %ecx
	call	FSE_normalizeCount@PLT
	movq	%rax, %rdi
	movq	%rax, 16(%rsp)
	call	ERR_isError
	movq	24(%rsp), %r10
	testl	%eax, %eax
	je	.L285
	movl	13136(%rsp), %r10d
	testl	%r10d, %r10d
	jne	.L363
.L286:
	movq	16(%rsp), %r13
	jmp	.L259
.L358:
	movq	stderr(%rip), %rcx
	movl	$27, %edx
	xorl	%r14d, %r14d
	movl	$1, %esi
	leaq	.LC8(%rip), %rdi
	movq	%r10, 104(%rsp)
	leaq	.LC9(%rip), %r13
	movq	%r11, 48(%rsp)
	call	fwrite@PLT
	movq	stderr(%rip), %rdi
	call	fflush@PLT
	movq	%rbx, 40(%rsp)
	movq	136(%rsp), %rbx
	movq	%rbp, 72(%rsp)
	movq	%r14, %rbp
	movq	24(%rsp), %r14
	.p2align 4,,10
	.p2align 3
.L273:
	movl	(%r14,%rbp,4), %ecx
	movq	stderr(%rip), %rdi
	movl	%ebp, %edx
	movq	%r13, %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	movq	stderr(%rip), %rdi
	call	fflush@PLT
	movq	%rbp, %rax
	addq	$1, %rbp
	cmpq	%rbx, %rax
	jne	.L273
	movq	104(%rsp), %r10
	movq	16(%rsp), %rsi
	movl	$11, %ecx
	leaq	8192(%rsp), %r14
	movl	$4864, %r9d
	movq	%r14, %r8
	movl	$255, %edx
	movq	40(%rsp), %rbx
	movq	%r10, %rdi
	movq	%r10, 40(%rsp)
	movq	72(%rsp), %rbp
	call	HUF_buildCTable_wksp@PLT
	movq	%rax, %rdi
	movq	%rax, %r13
	call	ERR_isError
	movq	40(%rsp), %r10
	movq	48(%rsp), %r11
	testl	%eax, %eax
	jne	.L297
	cmpq	$8, %r13
	jne	.L277
.L276:
	movl	$99, %edx
	movq	stderr(%rip), %rcx
	movl	$1, %esi
	leaq	.LC11(%rip), %rdi
	movq	%r10, 48(%rsp)
	movq	%r11, 40(%rsp)
	call	fwrite@PLT
	movq	stderr(%rip), %rdi
	call	fflush@PLT
	movq	48(%rsp), %r10
	movq	40(%rsp), %r11
	jmp	.L278
.L299:
	movq	$0, 56(%rsp)
	movq	$-34, %r13
	movq	$0, 8(%rsp)
	movq	$0, (%rsp)
.L259:
	movq	(%rsp), %rdi
	call	ZSTD_freeCDict@PLT
	movq	8(%rsp), %rdi
	call	ZSTD_freeCCtx@PLT
	movq	56(%rsp), %rdi
	call	free@PLT
	addq	$13064, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	movq	%r13, %rax
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
.L360:
	.cfi_restore_state
	cmpl	$1, 13136(%rsp)
	ja	.L276
.L278:
	movq	16(%rsp), %rdi
	movq	%r11, 40(%rsp)
	movq	%r14, %r8
	movl	$11, %ecx
	movl	$4864, %r9d
	call	ZDICT_flatLit
	movq	%rdi, %rsi
	movl	$255, %edx
	movq	%r10, %rdi
	movq	%r10, 16(%rsp)
	call	HUF_buildCTable_wksp@PLT
	movq	40(%rsp), %r11
	movq	16(%rsp), %r10
	movq	%rax, %r13
	jmp	.L277
.L362:
	movl	13136(%rsp), %r11d
	testl	%r11d, %r11d
	jne	.L364
.L292:
	movq	%rbp, %r13
	jmp	.L259
.L264:
	movl	13136(%rsp), %r12d
	testl	%r12d, %r12d
	jne	.L365
.L268:
	movq	$-64, %r13
	jmp	.L259
.L359:
	movl	13136(%rsp), %ebp
	testl	%ebp, %ebp
	je	.L259
.L297:
	movq	stderr(%rip), %rcx
	movl	$24, %edx
	movl	$1, %esi
	leaq	.LC10(%rip), %rdi
	call	fwrite@PLT
	movq	stderr(%rip), %rdi
	call	fflush@PLT
	jmp	.L259
.L361:
	movl	13136(%rsp), %ebx
	testl	%ebx, %ebx
	jne	.L366
.L290:
	movq	%r12, %r13
	jmp	.L259
.L285:
	subq	$8, %rsp
	.cfi_def_cfa_offset 13128
	movl	%r13d, %r8d
	movq	%r14, %r9
	movl	$255, %ecx
	pushq	$4864
	.cfi_def_cfa_offset 13136
	movq	104(%rsp), %rdi
	movq	%r10, %rdx
	movq	112(%rsp), %rsi
	call	HUF_writeCTable_wksp@PLT
	movq	%rax, %rdi
	movq	%rax, %r13
	call	ERR_isError
	popq	%r8
	.cfi_def_cfa_offset 13128
	popq	%r9
	.cfi_def_cfa_offset 13120
	testl	%eax, %eax
	je	.L287
	movl	13136(%rsp), %edi
	testl	%edi, %edi
	je	.L259
	movq	stderr(%rip), %rcx
	movl	$23, %edx
	movl	$1, %esi
	leaq	.LC15(%rip), %rdi
	call	fwrite@PLT
	movq	stderr(%rip), %rdi
	call	fflush@PLT
	jmp	.L259
.L365:
	movq	stderr(%rip), %rcx
	movl	$19, %edx
	movl	$1, %esi
	leaq	.LC7(%rip), %rdi
	call	fwrite@PLT
	movq	stderr(%rip), %rdi
	call	fflush@PLT
	jmp	.L268
.L287:
	movq	88(%rsp), %r9
	movq	96(%rsp), %r14
	movl	%r12d, %r8d
	movl	$30, %ecx
	movq	40(%rsp), %rdx
	addq	%r13, %r9
	subq	%r13, %r14
	movq	%r9, %rdi
	movq	%r14, %rsi
	movq	%r9, 24(%rsp)
	call	FSE_writeNCount@PLT
	movq	%rax, %rdi
	movq	%rax, %r12
	call	ERR_isError
	movq	24(%rsp), %r9
	testl	%eax, %eax
	je	.L289
	movl	13136(%rsp), %esi
	testl	%esi, %esi
	je	.L290
	movq	stderr(%rip), %rcx
	movl	$42, %edx
	movl	$1, %esi
	leaq	.LC16(%rip), %rdi
	call	fwrite@PLT
	movq	stderr(%rip), %rdi
	call	fflush@PLT
	jmp	.L290
.L366:
	movq	stderr(%rip), %rcx
	movl	$44, %edx
	movl	$1, %esi
	leaq	.LC12(%rip), %rdi
	call	fwrite@PLT
	movq	stderr(%rip), %rdi
	call	fflush@PLT
	jmp	.L290
.L363:
	movq	stderr(%rip), %rcx
	movl	$46, %edx
	movl	$1, %esi
	leaq	.LC14(%rip), %rdi
	call	fwrite@PLT
	movq	stderr(%rip), %rdi
	call	fflush@PLT
	jmp	.L286
.L364:
	movq	stderr(%rip), %rcx
	movl	$48, %edx
	movl	$1, %esi
	leaq	.LC13(%rip), %rdi
	call	fwrite@PLT
	movq	stderr(%rip), %rdi
	call	fflush@PLT
	jmp	.L292
.L289:
	addq	%r12, %r9
	movq	%r14, %rsi
	movl	%ebp, %r8d
	movl	$52, %ecx
	subq	%r12, %rsi
	movq	%r9, %rdi
	movq	%rbx, %rdx
	movq	%r9, 24(%rsp)
	movq	%rsi, 32(%rsp)
	call	FSE_writeNCount@PLT
	movq	%rax, %rdi
	movq	%rax, %rbp
	call	ERR_isError
	movq	24(%rsp), %r9
	movq	32(%rsp), %rsi
	testl	%eax, %eax
	je	.L291
	movl	13136(%rsp), %ecx
	testl	%ecx, %ecx
	je	.L292
	movq	stderr(%rip), %rcx
	movl	$46, %edx
	movl	$1, %esi
	leaq	.LC17(%rip), %rdi
	call	fwrite@PLT
	movq	stderr(%rip), %rdi
	call	fflush@PLT
	jmp	.L292
.L291:
	movl	16(%rsp), %r8d
	leaq	(%r9,%rbp), %r14
	subq	%rbp, %rsi
	movq	%r15, %rdx
	movq	%r14, %rdi
	movl	$35, %ecx
	movq	%rsi, 16(%rsp)
	call	FSE_writeNCount@PLT
	movq	%rax, %rdi
	movq	%rax, %rbx
	call	ERR_isError
	movq	16(%rsp), %rsi
	testl	%eax, %eax
	jne	.L367
	movq	%rsi, %rax
	subq	%rbx, %rax
	cmpq	$11, %rax
	jbe	.L368
	addq	%rbx, %r14
	movl	$1, %esi
	movq	%r14, %rdi
	call	MEM_writeLE32
	leaq	4(%r14), %rdi
	movl	$4, %esi
	call	MEM_writeLE32
	leaq	8(%r14), %rdi
	movl	$8, %esi
	call	MEM_writeLE32
	leaq	12(%r12,%r13), %rax
	addq	%rbp, %rax
	leaq	(%rax,%rbx), %r13
	jmp	.L259
.L367:
	movl	13136(%rsp), %edx
	testl	%edx, %edx
	jne	.L369
.L294:
	movq	%rbx, %r13
	jmp	.L259
.L368:
	movl	13136(%rsp), %eax
	testl	%eax, %eax
	jne	.L370
.L296:
	movq	$-70, %r13
	jmp	.L259
.L369:
	movq	stderr(%rip), %rcx
	movl	$44, %edx
	movl	$1, %esi
	leaq	.LC18(%rip), %rdi
	call	fwrite@PLT
	movq	stderr(%rip), %rdi
	call	fflush@PLT
	jmp	.L294
.L370:
	movq	stderr(%rip), %rcx
	movl	$38, %edx
	movl	$1, %esi
	leaq	.LC19(%rip), %rdi
	call	fwrite@PLT
	movq	stderr(%rip), %rdi
	call	fflush@PLT
	jmp	.L296
	.cfi_endproc
.LFE811:
	.size	ZDICT_analyzeEntropy, .-ZDICT_analyzeEntropy
	.section	.rodata.str1.1
.LC21:
	.string	""
.LC22:
	.string	"\r%70s\r"
	.section	.rodata.str1.8
	.align 8
.LC23:
	.string	"sample set too large : reduced to %u MB ...\n"
	.align 8
.LC24:
	.string	"sorting %u files of total size %u MB ...\n"
	.section	.rodata.str1.1
.LC25:
	.string	"finding patterns ... \n"
.LC26:
	.string	"minimum ratio : %u \n"
.LC28:
	.string	"\r%4.2f %% \r"
	.text
	.p2align 4
	.type	ZDICT_trainBuffer_legacy.isra.0, @function
ZDICT_trainBuffer_legacy.isra.0:
.LFB822:
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
	leaq	8(,%rcx,4), %r12
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	movl	%r9d, %ebp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%rcx, %rbx
	subq	$104, %rsp
	.cfi_def_cfa_offset 160
	movq	%rdi, 32(%rsp)
	movq	%r12, %rdi
	movl	168(%rsp), %r14d
	movq	%r8, 56(%rsp)
	movl	160(%rsp), %r15d
	movq	%rdx, 8(%rsp)
	movl	%esi, 44(%rsp)
	call	malloc@PLT
	leaq	-8(%r12), %rdi
	movq	%rax, %r10
	addq	$4, %rax
	movq	%r10, 48(%rsp)
	movq	%rax, 16(%rsp)
	call	malloc@PLT
	leaq	16(%rbx), %rdi
	movl	$1, %esi
	movq	%rax, %r12
	call	calloc@PLT
	movl	%ebp, %r9d
	leaq	0(,%r9,4), %rdi
	movq	%r9, 24(%rsp)
	movq	%rax, %r13
	call	malloc@PLT
	cmpl	$1, %r14d
	movq	24(%rsp), %r9
	movq	48(%rsp), %r10
	movq	56(%rsp), %r8
	movq	%rax, %r11
	jbe	.L372
	movq	stderr(%rip), %rdi
	movq	%rax, 48(%rsp)
	xorl	%eax, %eax
	leaq	.LC21(%rip), %rdx
	leaq	.LC22(%rip), %rsi
	movq	%r9, 64(%rsp)
	movq	%r10, 24(%rsp)
	call	fprintf@PLT
	movq	stderr(%rip), %rdi
	call	fflush@PLT
	movq	64(%rsp), %r9
	movq	56(%rsp), %r8
	movq	48(%rsp), %r11
	movq	24(%rsp), %r10
.L372:
	testq	%r10, %r10
	je	.L375
	testq	%r12, %r12
	je	.L375
	testq	%r13, %r13
	je	.L375
	testq	%r11, %r11
	je	.L375
	movl	$4, %eax
	cmpl	%eax, %r15d
	cmovnb	%r15d, %eax
	movl	%eax, 24(%rsp)
	cmpl	$2, %r14d
	jbe	.L423
	cmpq	$2097152000, %rbx
	ja	.L425
.L378:
	cmpl	$1, %r14d
	jbe	.L380
	movq	stderr(%rip), %rdi
	movq	%rbx, %rcx
	movl	%ebp, %edx
	xorl	%eax, %eax
	shrq	$20, %rcx
	leaq	.LC24(%rip), %rsi
	movq	%r9, 72(%rsp)
	movq	%r8, 64(%rsp)
	movq	%r11, 56(%rsp)
	movq	%r10, 48(%rsp)
	call	fprintf@PLT
	movq	stderr(%rip), %rdi
	call	fflush@PLT
	movq	72(%rsp), %r9
	movq	64(%rsp), %r8
	movq	56(%rsp), %r11
	movq	48(%rsp), %r10
.L380:
	movq	16(%rsp), %r15
	movq	8(%rsp), %rdi
	xorl	%ecx, %ecx
	movl	%ebx, %edx
	movq	%r11, 56(%rsp)
	movq	%r15, %rsi
	movq	%r10, 48(%rsp)
	movq	%r9, 72(%rsp)
	movq	%r8, 64(%rsp)
	call	divsufsort@PLT
	movq	48(%rsp), %r10
	movq	56(%rsp), %r11
	testl	%eax, %eax
	jne	.L375
	testq	%rbx, %rbx
	movl	%ebx, (%r15,%rbx,4)
	movq	64(%rsp), %r8
	movl	%ebx, (%r10)
	movq	72(%rsp), %r9
	je	.L381
	xorl	%eax, %eax
	.p2align 4,,10
	.p2align 3
.L382:
	movslq	4(%r10,%rax,4), %rdx
	movl	%eax, (%r12,%rdx,4)
	addq	$1, %rax
	cmpq	%rbx, %rax
	jne	.L382
	movl	$0, (%r11)
	cmpl	$1, %ebp
	jbe	.L426
.L387:
	movl	(%r11), %edx
	movl	$1, %eax
	.p2align 4,,10
	.p2align 3
.L385:
	addl	-8(%r8,%rax,8), %edx
	movl	%edx, (%r11,%rax,4)
	addq	$1, %rax
	cmpq	%r9, %rax
	jb	.L385
	cmpl	$1, %r14d
	ja	.L388
.L390:
	testq	%rbx, %rbx
	je	.L375
.L389:
	movq	$0, 48(%rsp)
	xorl	%ebp, %ebp
	xorl	%eax, %eax
	movq	%r10, 56(%rsp)
	movq	%r11, 64(%rsp)
	jmp	.L401
	.p2align 4,,10
	.p2align 3
.L392:
	movl	(%r12,%rax,4), %edx
	movq	16(%rsp), %rsi
	movl	%r14d, %r9d
	movq	%r13, %rdi
	movl	24(%rsp), %r8d
	movq	8(%rsp), %rcx
	call	ZDICT_analyzePos
	movq	%rax, %rsi
	movl	%edx, 92(%rsp)
	shrq	$32, %rsi
	movq	%rsi, %r15
	testl	%esi, %esi
	je	.L424
	movl	92(%rsp), %ecx
	movq	8(%rsp), %r8
	movq	%rax, %rdx
	addl	%ebp, %r15d
	movl	44(%rsp), %esi
	movq	32(%rsp), %rdi
	movq	%r15, %rbp
	call	ZDICT_insertDictItem
	cmpl	$1, %r14d
	ja	.L427
.L400:
	movq	%r15, %rax
	cmpq	%rbx, %r15
	jnb	.L428
.L401:
	cmpb	$0, 0(%r13,%rax)
	je	.L392
.L424:
	leal	1(%rbp), %r15d
	movq	%r15, %rbp
	movq	%r15, %rax
	cmpq	%rbx, %r15
	jb	.L401
.L428:
	movq	56(%rsp), %r10
	movq	64(%rsp), %r11
.L375:
	movq	%r10, %rdi
	movq	%r11, 8(%rsp)
	call	free@PLT
	movq	%r12, %rdi
	call	free@PLT
	movq	%r13, %rdi
	call	free@PLT
	movq	8(%rsp), %rdi
	addq	$104, %rsp
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
	jmp	free@PLT
	.p2align 4,,10
	.p2align 3
.L425:
	.cfi_restore_state
	movq	stderr(%rip), %rdi
	movl	$2000, %edx
	leaq	.LC23(%rip), %rsi
	xorl	%eax, %eax
	movq	%r8, 64(%rsp)
	movq	%r11, 56(%rsp)
	movq	%r10, 48(%rsp)
	call	fprintf@PLT
	movq	stderr(%rip), %rdi
	call	fflush@PLT
	movq	48(%rsp), %r10
	movq	56(%rsp), %r11
	movq	64(%rsp), %r8
	.p2align 4,,10
	.p2align 3
.L379:
	leal	-1(%rbp), %r9d
	movq	%r9, %rbp
	subq	(%r8,%r9,8), %rbx
.L423:
	cmpq	$2097152000, %rbx
	ja	.L379
	jmp	.L378
	.p2align 4,,10
	.p2align 3
.L427:
	movq	48(%rsp), %rdi
	call	ZDICT_clockSpan
	cmpq	$300000, %rax
	jg	.L429
	cmpl	$3, %r14d
	jbe	.L400
.L430:
	movq	stderr(%rip), %rdi
	call	fflush@PLT
	jmp	.L400
.L426:
	cmpl	$1, %r14d
	jbe	.L389
	.p2align 4,,10
	.p2align 3
.L388:
	movl	$22, %edx
	movq	stderr(%rip), %rcx
	movl	$1, %esi
	leaq	.LC25(%rip), %rdi
	movq	%r11, 56(%rsp)
	movq	%r10, 48(%rsp)
	call	fwrite@PLT
	movq	stderr(%rip), %rdi
	call	fflush@PLT
	cmpl	$2, %r14d
	movq	48(%rsp), %r10
	movq	56(%rsp), %r11
	je	.L390
.L402:
	movl	24(%rsp), %edx
	movq	stderr(%rip), %rdi
	xorl	%eax, %eax
	movq	%r11, 56(%rsp)
	leaq	.LC26(%rip), %rsi
	movq	%r10, 48(%rsp)
	call	fprintf@PLT
	movq	stderr(%rip), %rdi
	call	fflush@PLT
	movq	56(%rsp), %r11
	movq	48(%rsp), %r10
	jmp	.L390
	.p2align 4,,10
	.p2align 3
.L429:
	call	clock@PLT
	pxor	%xmm0, %xmm0
	pxor	%xmm1, %xmm1
	movq	stderr(%rip), %rdi
	cvtsi2sdq	%rbx, %xmm1
	movq	%rax, 48(%rsp)
	leaq	.LC28(%rip), %rsi
	movl	$1, %eax
	cvtsi2sdq	%r15, %xmm0
	divsd	%xmm1, %xmm0
	mulsd	.LC27(%rip), %xmm0
	call	fprintf@PLT
	movq	stderr(%rip), %rdi
	call	fflush@PLT
	cmpl	$3, %r14d
	jbe	.L400
	jmp	.L430
.L381:
	movl	$0, (%r11)
	cmpl	$1, %ebp
	ja	.L387
	cmpl	$1, %r14d
	jbe	.L375
	movl	$22, %edx
	movq	stderr(%rip), %rcx
	movl	$1, %esi
	leaq	.LC25(%rip), %rdi
	movq	%r11, 56(%rsp)
	movq	%r10, 48(%rsp)
	call	fwrite@PLT
	movq	stderr(%rip), %rdi
	call	fflush@PLT
	cmpl	$2, %r14d
	movq	48(%rsp), %r10
	movq	56(%rsp), %r11
	je	.L375
	jmp	.L402
	.cfi_endproc
.LFE822:
	.size	ZDICT_trainBuffer_legacy.isra.0, .-ZDICT_trainBuffer_legacy.isra.0
	.p2align 4
	.globl	ZDICT_isError
	.type	ZDICT_isError, @function
ZDICT_isError:
.LFB793:
	.cfi_startproc
	jmp	ERR_isError
	.cfi_endproc
.LFE793:
	.size	ZDICT_isError, .-ZDICT_isError
	.section	.rodata.str1.1
.LC29:
	.string	"statistics ... \n"
	.text
	.p2align 4
	.type	ZDICT_addEntropyTablesFromBuffer_advanced, @function
ZDICT_addEntropyTablesFromBuffer_advanced:
.LFB814:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	movl	$3, %eax
	movq	%rcx, %r10
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	movq	%rsi, %r12
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	movq	%rdi, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%rdx, %rbx
	subq	$40, %rsp
	.cfi_def_cfa_offset 96
	movl	96(%rsp), %r15d
	movl	100(%rsp), %r11d
	movl	104(%rsp), %r14d
	testl	%r15d, %r15d
	cmove	%eax, %r15d
	cmpl	$1, %r11d
	jbe	.L434
	movq	stderr(%rip), %rdi
	leaq	.LC21(%rip), %rdx
	xorl	%eax, %eax
	movl	%r9d, 28(%rsp)
	leaq	.LC22(%rip), %rsi
	movq	%r8, 16(%rsp)
	movl	%r11d, 24(%rsp)
	movq	%rcx, 8(%rsp)
	call	fprintf@PLT
	movq	stderr(%rip), %rdi
	call	fflush@PLT
	movl	$16, %edx
	movq	stderr(%rip), %rcx
	movl	$1, %esi
	leaq	.LC29(%rip), %rdi
	call	fwrite@PLT
	movq	stderr(%rip), %rdi
	call	fflush@PLT
	movl	28(%rsp), %r9d
	movq	16(%rsp), %r8
	movq	8(%rsp), %r10
	movl	24(%rsp), %r11d
.L434:
	movq	%rbx, %r13
	subq	$8, %rsp
	.cfi_def_cfa_offset 104
	leaq	8(%rbp), %rdi
	movl	%r15d, %edx
	subq	%r12, %r13
	pushq	%r11
	.cfi_def_cfa_offset 112
	leaq	-8(%rbx), %rsi
	movq	%r10, %rcx
	addq	%rbp, %r13
	pushq	%r12
	.cfi_def_cfa_offset 120
	pushq	%r13
	.cfi_def_cfa_offset 128
	call	ZDICT_analyzeEntropy
	addq	$32, %rsp
	.cfi_def_cfa_offset 96
	movq	%rax, %rdi
	movq	%rax, %r15
	call	ZDICT_isError
	testl	%eax, %eax
	je	.L440
.L432:
	addq	$40, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	movq	%r15, %rax
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
.L440:
	.cfi_restore_state
	movl	$-332356553, %esi
	movq	%rbp, %rdi
	addq	$8, %r15
	call	MEM_writeLE32
	xorl	%edx, %edx
	movq	%r12, %rsi
	movq	%r13, %rdi
	call	ZSTD_XXH64@PLT
	movq	%rax, %rcx
	testl	%r14d, %r14d
	jne	.L436
	movabsq	$-9223231297218904063, %rax
	mulq	%rcx
	shrq	$30, %rdx
	movq	%rdx, %rax
	salq	$16, %rax
	subq	%rdx, %rax
	salq	$15, %rax
	subq	%rax, %rcx
	leal	32768(%rcx), %r14d
.L436:
	movl	%r14d, %esi
	leaq	4(%rbp), %rdi
	leaq	(%r12,%r15), %r14
	call	MEM_writeLE32
	cmpq	%rbx, %r14
	jb	.L441
.L437:
	cmpq	%rbx, %r14
	cmovbe	%r14, %rbx
	movq	%rbx, %r15
	jmp	.L432
	.p2align 4,,10
	.p2align 3
.L441:
	leaq	0(%rbp,%r15), %rdi
	movq	%r12, %rdx
	movq	%r13, %rsi
	call	memmove@PLT
	jmp	.L437
	.cfi_endproc
.LFE814:
	.size	ZDICT_addEntropyTablesFromBuffer_advanced, .-ZDICT_addEntropyTablesFromBuffer_advanced
	.section	.rodata.str1.8
	.align 8
.LC30:
	.string	"\n %u segments found, of total size %u \n"
	.section	.rodata.str1.1
.LC31:
	.string	"list %u best segments \n"
	.section	.rodata.str1.8
	.align 8
.LC32:
	.string	"%3u:%3u bytes at pos %8u, savings %7u bytes |"
	.section	.rodata.str1.1
.LC33:
	.string	"| \n"
	.section	.rodata.str1.8
	.align 8
.LC34:
	.string	"!  warning : selected content significantly smaller than requested (%u < %u) \n"
	.align 8
.LC35:
	.string	"!  consider increasing selectivity to produce larger dictionary (-s%u) \n"
	.align 8
.LC36:
	.string	"!  note : larger dictionaries are not necessarily better, test its efficiency on samples \n"
	.align 8
.LC37:
	.string	"!  consider increasing the number of samples (total size : %u MB)\n"
	.align 8
.LC38:
	.string	"!  note : calculated dictionary significantly larger than requested (%u > %u) \n"
	.align 8
.LC39:
	.string	"!  consider increasing dictionary size, or produce denser dictionary (-s%u) \n"
	.align 8
.LC40:
	.string	"!  always test dictionary efficiency on real samples \n"
	.text
	.p2align 4
	.type	ZDICT_trainFromBuffer_unsafe_legacy, @function
ZDICT_trainFromBuffer_unsafe_legacy:
.LFB815:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	movq	%rdx, %r14
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	movq	%rsi, %r13
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	movl	$10000, %ebp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movl	%r8d, %ebx
	subq	$72, %rsp
	.cfi_def_cfa_offset 128
	movl	136(%rsp), %eax
	movq	%rdi, 32(%rsp)
	movl	128(%rsp), %r12d
	movq	%rcx, 16(%rsp)
	movl	%eax, 24(%rsp)
	movq	%rsi, %rax
	shrq	$4, %rax
	cmpl	%ebp, %r8d
	movl	%r12d, 28(%rsp)
	cmovnb	%r8d, %ebp
	cmpl	%eax, %ebp
	cmovb	%eax, %ebp
	movl	%ebp, %eax
	leaq	(%rax,%rax,2), %rdi
	salq	$2, %rdi
	call	malloc@PLT
	movq	%rax, %r15
	testl	%r12d, %r12d
	je	.L472
	movl	$4, 56(%rsp)
	cmpl	$30, %r12d
	jbe	.L443
.L444:
	movq	16(%rsp), %rdi
	movl	%ebx, %esi
	call	ZDICT_totalSampleSize
	movq	%rax, %r12
	testq	%r15, %r15
	je	.L474
	movq	%r15, %rdi
	cmpq	$255, %r13
	jbe	.L489
	cmpq	$511, %rax
	jbe	.L488
	call	ZDICT_initDictItem
	movl	24(%rsp), %eax
	movq	%r12, %rcx
	movl	%ebp, %esi
	movl	%ebx, %r9d
	pushq	%rax
	.cfi_def_cfa_offset 136
	movl	64(%rsp), %edx
	pushq	%rdx
	.cfi_def_cfa_offset 144
	movq	32(%rsp), %r8
	movq	%r14, %rdx
	call	ZDICT_trainBuffer_legacy.isra.0
	popq	%rcx
	.cfi_def_cfa_offset 136
	popq	%rsi
	.cfi_def_cfa_offset 128
	cmpl	$2, 24(%rsp)
	jbe	.L452
	movl	(%r15), %ebp
	movl	$25, %eax
	movq	%r15, %rdi
	leaq	.LC30(%rip), %rsi
	cmpl	%eax, %ebp
	cmovbe	%ebp, %eax
	movl	%eax, 8(%rsp)
	call	ZDICT_dictSize
	movq	stderr(%rip), %rdi
	leal	-1(%rbp), %edx
	movl	%eax, %ecx
	xorl	%eax, %eax
	call	fprintf@PLT
	movq	stderr(%rip), %rdi
	call	fflush@PLT
	movl	8(%rsp), %eax
	movq	stderr(%rip), %rdi
	leaq	.LC31(%rip), %rsi
	leal	-1(%rax), %edx
	xorl	%eax, %eax
	call	fprintf@PLT
	movq	stderr(%rip), %rdi
	call	fflush@PLT
	cmpl	$1, %ebp
	jbe	.L452
	movl	$1, %r10d
	movq	%r15, 40(%rsp)
	leaq	12(%r15), %rbp
	movq	%r13, 48(%rsp)
	movl	%r10d, %r15d
	movl	%ebx, 60(%rsp)
	jmp	.L456
	.p2align 4,,10
	.p2align 3
.L491:
	leal	0(%r13,%rcx), %eax
	cmpq	%rax, %r12
	jb	.L453
	movl	8(%rbp), %r9d
	movq	stderr(%rip), %rdi
	movl	%r15d, %edx
	xorl	%eax, %eax
	leaq	.LC32(%rip), %rsi
	addl	$1, %r15d
	addq	$12, %rbp
	call	fprintf@PLT
	movq	stderr(%rip), %rdi
	call	fflush@PLT
	movl	%ebx, %esi
	leaq	(%r14,%r13), %rdi
	call	ZDICT_printHex
	movl	$3, %edx
	movq	stderr(%rip), %rcx
	movl	$1, %esi
	leaq	.LC33(%rip), %rdi
	call	fwrite@PLT
	movq	stderr(%rip), %rdi
	call	fflush@PLT
	movl	8(%rsp), %eax
	cmpl	%eax, %r15d
	jnb	.L490
.L456:
	movl	4(%rbp), %ecx
	movl	$40, %ebx
	movl	0(%rbp), %r13d
	cmpl	%ebx, %ecx
	movq	%r13, %r8
	cmovbe	%ecx, %ebx
	cmpq	%r13, %r12
	jnb	.L491
.L453:
	movq	40(%rsp), %rdi
	call	free@PLT
.L455:
	movq	$-1, %rax
.L442:
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
.L472:
	.cfi_restore_state
	movl	$9, 28(%rsp)
.L443:
	movzbl	28(%rsp), %ecx
	movl	%ebx, %eax
	shrl	%cl, %eax
	movl	%eax, 56(%rsp)
	jmp	.L444
	.p2align 4,,10
	.p2align 3
.L490:
	movq	40(%rsp), %r15
	movq	48(%rsp), %r13
	movl	60(%rsp), %ebx
.L452:
	movq	%r15, %rdi
	call	ZDICT_dictSize
	movl	%eax, %r8d
	cmpl	$127, %eax
	jbe	.L488
	movl	%eax, %ebp
	movq	%r13, %rax
	shrq	$2, %rax
	cmpq	%rax, %rbp
	jnb	.L458
	cmpl	$1, 24(%rsp)
	ja	.L492
.L458:
	leaq	0(%r13,%r13,2), %rax
	cmpq	%rbp, %rax
	jnb	.L462
	cmpl	$8, %ebx
	jbe	.L462
	movl	28(%rsp), %eax
	cmpl	$1, %eax
	jbe	.L462
	movl	%eax, %ebp
	movl	%ebx, %eax
	subl	$1, %ebp
	movl	%ebp, %ecx
	shrl	%cl, %eax
	cmpl	$4, %eax
	ja	.L463
	movl	%ebp, %ecx
	.p2align 4,,10
	.p2align 3
.L464:
	subl	$1, %ecx
	movl	%ebx, %eax
	shrl	%cl, %eax
	cmpl	$4, %eax
	jbe	.L464
	movl	%ecx, %ebp
.L463:
	cmpl	$1, 24(%rsp)
	ja	.L493
	.p2align 4,,10
	.p2align 3
.L462:
	movl	(%r15), %r10d
	cmpl	$1, %r10d
	jbe	.L476
	movl	16(%r15), %edx
	movq	%rdx, %r8
	cmpq	%rdx, %r13
	jb	.L476
	leaq	28(%r15), %rcx
	movl	$1, %eax
	jmp	.L466
	.p2align 4,,10
	.p2align 3
.L468:
	movl	(%rcx), %esi
	addq	$12, %rcx
	addl	%r8d, %esi
	movl	%esi, %edi
	cmpq	%rdi, %r13
	jb	.L467
	movl	%esi, %r8d
.L466:
	movl	%eax, %r9d
	addl	$1, %eax
	cmpl	%eax, %r10d
	jne	.L468
.L467:
	movq	%r13, %rcx
	movq	32(%rsp), %rdi
	movl	%eax, (%r15)
	subq	%rdx, %rcx
	addq	%rdi, %rcx
	jc	.L469
	leal	-1(%r9), %eax
	movl	%ebx, 24(%rsp)
	movq	%rdi, %r12
	movq	%r15, %rbx
	leaq	(%rax,%rax,2), %rax
	movl	%r8d, 8(%rsp)
	leaq	(%r15,%rax,4), %rbp
	jmp	.L470
	.p2align 4,,10
	.p2align 3
.L471:
	movl	28(%rbx), %edx
	addq	$12, %rbx
	subq	%rdx, %rcx
	cmpq	%r12, %rcx
	jb	.L469
.L470:
	movl	12(%rbx), %esi
	movq	%rcx, %rdi
	addq	%r14, %rsi
	call	memcpy@PLT
	movq	%rax, %rcx
	cmpq	%rbx, %rbp
	jne	.L471
	movl	8(%rsp), %esi
	movl	24(%rsp), %ebx
.L465:
	subq	$16, %rsp
	.cfi_def_cfa_offset 144
	movq	%r13, %rdx
	movl	%ebx, %r9d
	movq	%r14, %rcx
	movq	148(%rsp), %rax
	movq	32(%rsp), %r8
	movq	48(%rsp), %rdi
	movq	%rax, (%rsp)
	movl	156(%rsp), %eax
	movl	%eax, 8(%rsp)
	call	ZDICT_addEntropyTablesFromBuffer_advanced
	movq	%r15, %rdi
	movq	%rax, 24(%rsp)
	call	free@PLT
	popq	%rax
	.cfi_def_cfa_offset 136
	popq	%rdx
	.cfi_def_cfa_offset 128
	movq	8(%rsp), %rax
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
.L488:
	.cfi_restore_state
	call	free@PLT
	addq	$72, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	movq	$-34, %rax
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
.L492:
	.cfi_restore_state
	movq	stderr(%rip), %rdi
	movl	%r8d, %edx
	movl	%r13d, %ecx
	xorl	%eax, %eax
	leaq	.LC34(%rip), %rsi
	movl	%r8d, 8(%rsp)
	call	fprintf@PLT
	movq	stderr(%rip), %rdi
	call	fflush@PLT
	leaq	0(%r13,%r13,4), %rax
	movl	8(%rsp), %r8d
	addq	%rax, %rax
	cmpq	%rax, %r12
	jb	.L460
	cmpl	$4, 56(%rsp)
	jbe	.L458
.L461:
	movl	28(%rsp), %eax
	movq	stderr(%rip), %rdi
	movl	%r8d, 8(%rsp)
	leaq	.LC35(%rip), %rsi
	leal	1(%rax), %edx
	xorl	%eax, %eax
	call	fprintf@PLT
	movq	stderr(%rip), %rdi
	call	fflush@PLT
	movl	$90, %edx
	movq	stderr(%rip), %rcx
	movl	$1, %esi
	leaq	.LC36(%rip), %rdi
	call	fwrite@PLT
	movq	stderr(%rip), %rdi
	call	fflush@PLT
	movl	8(%rsp), %r8d
	jmp	.L458
	.p2align 4,,10
	.p2align 3
.L469:
	movq	%r15, %rdi
	call	free@PLT
	jmp	.L455
	.p2align 4,,10
	.p2align 3
.L489:
	call	free@PLT
	addq	$72, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	movq	$-70, %rax
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
.L460:
	.cfi_restore_state
	movq	stderr(%rip), %rdi
	movq	%r12, %rdx
	leaq	.LC37(%rip), %rsi
	xorl	%eax, %eax
	shrq	$20, %rdx
	movl	%r8d, 8(%rsp)
	call	fprintf@PLT
	movq	stderr(%rip), %rdi
	call	fflush@PLT
	cmpl	$4, 56(%rsp)
	movl	8(%rsp), %r8d
	ja	.L461
	jmp	.L458
	.p2align 4,,10
	.p2align 3
.L493:
	movq	stderr(%rip), %rdi
	movl	%r8d, %edx
	movl	%r13d, %ecx
	xorl	%eax, %eax
	leaq	.LC38(%rip), %rsi
	call	fprintf@PLT
	movq	stderr(%rip), %rdi
	call	fflush@PLT
	movq	stderr(%rip), %rdi
	movl	%ebp, %edx
	xorl	%eax, %eax
	leaq	.LC39(%rip), %rsi
	call	fprintf@PLT
	movq	stderr(%rip), %rdi
	call	fflush@PLT
	movl	$54, %edx
	movq	stderr(%rip), %rcx
	movl	$1, %esi
	leaq	.LC40(%rip), %rdi
	call	fwrite@PLT
	movq	stderr(%rip), %rdi
	call	fflush@PLT
	jmp	.L462
	.p2align 4,,10
	.p2align 3
.L476:
	xorl	%esi, %esi
	jmp	.L465
.L474:
	movq	$-64, %rax
	jmp	.L442
	.cfi_endproc
.LFE815:
	.size	ZDICT_trainFromBuffer_unsafe_legacy, .-ZDICT_trainFromBuffer_unsafe_legacy
	.p2align 4
	.globl	ZDICT_getErrorName
	.type	ZDICT_getErrorName, @function
ZDICT_getErrorName:
.LFB794:
	.cfi_startproc
	jmp	ERR_getErrorName
	.cfi_endproc
.LFE794:
	.size	ZDICT_getErrorName, .-ZDICT_getErrorName
	.p2align 4
	.globl	ZDICT_getDictID
	.type	ZDICT_getDictID, @function
ZDICT_getDictID:
.LFB795:
	.cfi_startproc
	movq	%rdi, %rcx
	cmpq	$7, %rsi
	jbe	.L495
	call	MEM_readLE32
	cmpl	$-332356553, %eax
	je	.L499
.L495:
	xorl	%eax, %eax
	ret
	.p2align 4,,10
	.p2align 3
.L499:
	leaq	4(%rcx), %rdi
	jmp	MEM_readLE32
	.cfi_endproc
.LFE795:
	.size	ZDICT_getDictID, .-ZDICT_getDictID
	.p2align 4
	.globl	ZDICT_getDictHeaderSize
	.type	ZDICT_getDictHeaderSize, @function
ZDICT_getDictHeaderSize:
.LFB796:
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
	jbe	.L500
	movq	%rdi, %rbp
	call	MEM_readLE32
	cmpl	$-332356553, %eax
	je	.L507
.L500:
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
.L507:
	.cfi_restore_state
	movl	$5632, %edi
	movq	%rsi, %rbx
	call	malloc@PLT
	movl	$8704, %edi
	movq	%rax, %r13
	call	malloc@PLT
	movq	%rax, %r14
	testq	%r13, %r13
	je	.L505
	testq	%rax, %rax
	je	.L505
	movq	%r13, %rdi
	call	ZSTD_reset_compressedBlockState@PLT
	movq	%rbx, %rcx
	movq	%rbp, %rdx
	movq	%r14, %rsi
	movq	%r13, %rdi
	call	ZSTD_loadCEntropy@PLT
	movq	%rax, %r12
.L502:
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
.L505:
	.cfi_restore_state
	movq	$-64, %r12
	jmp	.L502
	.cfi_endproc
.LFE796:
	.size	ZDICT_getDictHeaderSize, .-ZDICT_getDictHeaderSize
	.p2align 4
	.globl	ZDICT_finalizeDictionary
	.type	ZDICT_finalizeDictionary, @function
ZDICT_finalizeDictionary:
.LFB813:
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
	movl	360(%rsp), %r14d
	movq	%r8, (%rsp)
	movq	%r9, 8(%rsp)
	movl	368(%rsp), %r8d
	testl	%r14d, %r14d
	movl	364(%rsp), %r15d
	cmove	%eax, %r14d
	cmpq	%rcx, %rsi
	jb	.L518
	movq	%rsi, %rbp
	cmpq	$255, %rsi
	jbe	.L518
	movq	%rdx, %r12
	movl	$-332356553, %esi
	movq	%rdi, %r13
	movl	%r8d, 20(%rsp)
	leaq	32(%rsp), %rdi
	movq	%rcx, %rbx
	movq	%rdi, 24(%rsp)
	call	MEM_writeLE32
	movq	%rcx, %rsi
	xorl	%edx, %edx
	movq	%r12, %rdi
	call	ZSTD_XXH64@PLT
	movl	20(%rsp), %r8d
	movq	%rax, %rcx
	testl	%r8d, %r8d
	je	.L521
.L513:
	leaq	36(%rsp), %rdi
	movl	%r8d, %esi
	call	MEM_writeLE32
	cmpl	$1, %r15d
	ja	.L522
.L514:
	leaq	40(%rsp), %rdi
	subq	$8, %rsp
	.cfi_def_cfa_offset 360
	movl	%r14d, %edx
	movl	$248, %esi
	pushq	%r15
	.cfi_def_cfa_offset 368
	pushq	%rbx
	.cfi_def_cfa_offset 376
	pushq	%r12
	.cfi_def_cfa_offset 384
	movl	384(%rsp), %r9d
	movq	40(%rsp), %r8
	movq	32(%rsp), %rcx
	call	ZDICT_analyzeEntropy
	addq	$32, %rsp
	.cfi_def_cfa_offset 352
	movq	%rax, %rdi
	movq	%rax, %r14
	call	ZDICT_isError
	testl	%eax, %eax
	jne	.L508
	leaq	8(%r14), %r15
	movq	%rbp, %rax
	leaq	(%rbx,%r15), %rdx
	subq	%r15, %rax
	cmpq	%rdx, %rbp
	cmovb	%rax, %rbx
	call	ZDICT_maxRep.constprop.0
	movl	%eax, %eax
	cmpq	%rax, %rbx
	jnb	.L523
	leaq	(%rax,%r15), %r14
	cmpq	%r14, %rbp
	jb	.L518
	subq	%rbx, %rax
	movq	%rax, %rbp
.L517:
	leaq	0(%r13,%r15), %rcx
	movq	%rbx, %rdx
	movq	%r12, %rsi
	leaq	(%rcx,%rbp), %rdi
	movq	%rcx, (%rsp)
	call	memmove@PLT
	movq	24(%rsp), %rsi
	movq	%r15, %rdx
	movq	%r13, %rdi
	call	memcpy@PLT
	movq	(%rsp), %rdi
	movq	%rbp, %rdx
	xorl	%esi, %esi
	call	memset@PLT
.L508:
	addq	$296, %rsp
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
	.p2align 4,,10
	.p2align 3
.L518:
	.cfi_restore_state
	movq	$-70, %r14
	jmp	.L508
	.p2align 4,,10
	.p2align 3
.L521:
	movabsq	$-9223231297218904063, %rax
	mulq	%rcx
	shrq	$30, %rdx
	movq	%rdx, %rax
	salq	$16, %rax
	subq	%rdx, %rax
	salq	$15, %rax
	subq	%rax, %rcx
	leal	32768(%rcx), %r8d
	jmp	.L513
	.p2align 4,,10
	.p2align 3
.L522:
	movq	stderr(%rip), %rdi
	leaq	.LC21(%rip), %rdx
	leaq	.LC22(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	movq	stderr(%rip), %rdi
	call	fflush@PLT
	movl	$16, %edx
	movq	stderr(%rip), %rcx
	movl	$1, %esi
	leaq	.LC29(%rip), %rdi
	call	fwrite@PLT
	movq	stderr(%rip), %rdi
	call	fflush@PLT
	jmp	.L514
	.p2align 4,,10
	.p2align 3
.L523:
	leaq	(%rbx,%r15), %r14
	xorl	%ebp, %ebp
	jmp	.L517
	.cfi_endproc
.LFE813:
	.size	ZDICT_finalizeDictionary, .-ZDICT_finalizeDictionary
	.p2align 4
	.globl	ZDICT_trainFromBuffer_legacy
	.type	ZDICT_trainFromBuffer_legacy, @function
ZDICT_trainFromBuffer_legacy:
.LFB816:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	movq	%rdx, %r15
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	movq	%rsi, %r14
	movl	%r8d, %esi
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
	subq	$24, %rsp
	.cfi_def_cfa_offset 80
	movq	%rdi, 8(%rsp)
	movq	%rcx, %rdi
	call	ZDICT_totalSampleSize
	movq	%rax, %r13
	xorl	%eax, %eax
	cmpq	$511, %r13
	ja	.L529
.L524:
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
.L529:
	.cfi_restore_state
	leaq	32(%r13), %rdi
	movq	%rcx, %rbx
	movl	%r8d, %ebp
	call	malloc@PLT
	movq	%rax, %r12
	testq	%rax, %rax
	je	.L527
	movq	%r13, %rdx
	movq	%r15, %rsi
	movq	%rax, %rdi
	call	memcpy@PLT
	leaq	(%r12,%r13), %rdi
	movl	%ebp, %r8d
	movq	%r14, %rsi
	call	ZDICT_fillNoise.constprop.0
	subq	$16, %rsp
	.cfi_def_cfa_offset 96
	movq	%r12, %rdx
	movq	%rbx, %rcx
	movdqu	96(%rsp), %xmm0
	movq	24(%rsp), %rdi
	movups	%xmm0, (%rsp)
	call	ZDICT_trainFromBuffer_unsafe_legacy
	movq	%r12, %rdi
	movq	%rax, 24(%rsp)
	call	free@PLT
	popq	%rax
	.cfi_def_cfa_offset 88
	popq	%rdx
	.cfi_def_cfa_offset 80
	movq	8(%rsp), %rax
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
.L527:
	.cfi_restore_state
	movq	$-64, %rax
	jmp	.L524
	.cfi_endproc
.LFE816:
	.size	ZDICT_trainFromBuffer_legacy, .-ZDICT_trainFromBuffer_legacy
	.p2align 4
	.globl	ZDICT_trainFromBuffer
	.type	ZDICT_trainFromBuffer, @function
ZDICT_trainFromBuffer:
.LFB817:
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
.LFE817:
	.size	ZDICT_trainFromBuffer, .-ZDICT_trainFromBuffer
	.p2align 4
	.globl	ZDICT_addEntropyTablesFromBuffer
	.type	ZDICT_addEntropyTablesFromBuffer, @function
ZDICT_addEntropyTablesFromBuffer:
.LFB818:
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
.LFE818:
	.size	ZDICT_addEntropyTablesFromBuffer, .-ZDICT_addEntropyTablesFromBuffer
	.section	.rodata
	.align 16
	.type	ZSTD_defaultCMem, @object
	.size	ZSTD_defaultCMem, 24
ZSTD_defaultCMem:
	.zero	24
	.section	.rodata.cst8,"aM",@progbits,8
	.align 8
.LC0:
	.long	1
	.long	0
	.set	.LC1,.LC6
	.section	.rodata.cst16,"aM",@progbits,16
	.align 16
.LC6:
	.long	1
	.long	1
	.long	1
	.long	1
	.section	.rodata.cst8
	.align 8
.LC27:
	.long	0
	.long	1079574528
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
