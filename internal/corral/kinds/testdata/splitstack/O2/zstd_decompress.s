	.file	"zstd_decompress.c"
	.text
	.p2align 4
	.type	ZSTD_initDCtx_internal, @function
ZSTD_initDCtx_internal:
.LFB720:
	.cfi_startproc
	pxor	%xmm0, %xmm0
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	xorl	%eax, %eax
	movq	$0, 30168(%rdi)
#APP
# 124 "cpu.h" 1
	cpuid
# 0 "" 2
#NO_APP
	movq	$0, 29912(%rdi)
	xorl	%ecx, %ecx
	movq	$0, 30204(%rdi)
	movq	$0, 30240(%rdi)
	movq	$0, 30248(%rdi)
	movq	$0, 30280(%rdi)
	movl	$0, 30236(%rdi)
	movl	$0, 30316(%rdi)
	movq	$0, 95960(%rdi)
	movl	$1, 30176(%rdi)
	movups	%xmm0, 30184(%rdi)
	cmpl	$6, %eax
	jbe	.L2
	movl	$7, %eax
#APP
# 131 "cpu.h" 1
	cpuid
# 0 "" 2
#NO_APP
	andl	$264, %ebx
	xorl	%ecx, %ecx
	cmpl	$264, %ebx
	sete	%cl
.L2:
	movl	%ecx, 30180(%rdi)
	popq	%rbx
	.cfi_def_cfa_offset 8
	movq	$0, 30216(%rdi)
	movq	$134217729, 30264(%rdi)
	movl	$0, 30320(%rdi)
	movq	$0, 30104(%rdi)
	movl	$0, 30224(%rdi)
	movq	$0, 30228(%rdi)
	ret
	.cfi_endproc
.LFE720:
	.size	ZSTD_initDCtx_internal, .-ZSTD_initDCtx_internal
	.p2align 4
	.type	ZSTD_frameHeaderSize_internal, @function
ZSTD_frameHeaderSize_internal:
.LFB731:
	.cfi_startproc
	cmpl	$1, %edx
	movq	$-72, %rax
	sbbq	%rdx, %rdx
	andl	$4, %edx
	addq	$1, %rdx
	cmpq	%rdx, %rsi
	jb	.L6
	movzbl	-1(%rdi,%rdx), %eax
	movl	%eax, %esi
	movl	%eax, %edi
	movq	%rax, %rcx
	shrb	$6, %sil
	leaq	ZSTD_fcs_fieldSize(%rip), %rax
	andl	$3, %ecx
	shrb	$5, %dil
	movzbl	%sil, %r8d
	movq	(%rax,%r8,8), %rax
	movq	%r8, %rsi
	leaq	ZSTD_did_fieldSize(%rip), %r8
	addq	(%r8,%rcx,8), %rax
	addq	%rdx, %rax
	movl	%edi, %edx
	notl	%edx
	andl	$1, %edx
	addq	%rdx, %rax
	xorl	%edx, %edx
	testl	%esi, %esi
	sete	%dl
	andq	%rdi, %rdx
	addq	%rdx, %rax
.L6:
	ret
	.cfi_endproc
.LFE731:
	.size	ZSTD_frameHeaderSize_internal, .-ZSTD_frameHeaderSize_internal
	.p2align 4
	.type	ZSTD_DCtx_trace_end.part.0, @function
ZSTD_DCtx_trace_end.part.0:
.LFB809:
	.cfi_startproc
	pushq	%r12
	.cfi_def_cfa_offset 16
	.cfi_offset 12, -16
	pxor	%xmm0, %xmm0
	movq	%rsi, %r12
	pushq	%rbp
	.cfi_def_cfa_offset 24
	.cfi_offset 6, -24
	movq	%rdx, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 32
	.cfi_offset 3, -32
	movq	%rdi, %rbx
	subq	$64, %rsp
	.cfi_def_cfa_offset 96
	movq	30192(%rdi), %rdi
	movq	$0, 56(%rsp)
	movl	$10506, (%rsp)
	movl	%ecx, 4(%rsp)
	movups	%xmm0, 8(%rsp)
	movups	%xmm0, 24(%rsp)
	movups	%xmm0, 40(%rsp)
	testq	%rdi, %rdi
	je	.L12
	call	ZSTD_getDictID_fromDDict@PLT
	movq	30192(%rbx), %rdi
	movl	%eax, 8(%rsp)
	call	ZSTD_DDict_dictSize@PLT
	movq	%rax, 16(%rsp)
	movl	30204(%rbx), %eax
	movl	%eax, 12(%rsp)
.L12:
	movq	95968(%rbx), %rdi
	movq	%rsp, %rsi
	movq	%r12, 24(%rsp)
	movq	%rbp, 32(%rsp)
	movq	%rbx, 56(%rsp)
	call	ZSTD_trace_decompress_end@PLT
	addq	$64, %rsp
	.cfi_def_cfa_offset 32
	popq	%rbx
	.cfi_def_cfa_offset 24
	popq	%rbp
	.cfi_def_cfa_offset 16
	popq	%r12
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE809:
	.size	ZSTD_DCtx_trace_end.part.0, .-ZSTD_DCtx_trace_end.part.0
	.p2align 4
	.type	ZSTD_DDictHashSet_emplaceDDict, @function
ZSTD_DDictHashSet_emplaceDDict:
.LFB710:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
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
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	movq	%rdi, %rbp
	movq	%rsi, %rdi
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	subq	$24, %rsp
	.cfi_def_cfa_offset 80
	call	ZSTD_getDictID_fromDDict@PLT
	xorl	%edx, %edx
	movq	8(%rbp), %r15
	leaq	12(%rsp), %rdi
	movl	$4, %esi
	movl	%eax, 12(%rsp)
	movl	%eax, %r12d
	call	ZSTD_XXH64@PLT
	movq	16(%rbp), %rdx
	leaq	-1(%r15), %r13
	andq	%r13, %rax
	cmpq	%r15, %rdx
	je	.L23
	leaq	0(,%rax,8), %r15
	movq	%rax, %rbx
	movq	0(%rbp), %rax
	addq	%r15, %rax
	movq	(%rax), %rdi
	testq	%rdi, %rdi
	jne	.L22
	jmp	.L19
	.p2align 4,,10
	.p2align 3
.L20:
	andq	%r13, %rbx
	movq	0(%rbp), %rax
	addq	$1, %rbx
	leaq	0(,%rbx,8), %r15
	addq	%r15, %rax
	movq	(%rax), %rdi
	testq	%rdi, %rdi
	je	.L29
.L22:
	call	ZSTD_getDictID_fromDDict@PLT
	cmpl	%r12d, %eax
	jne	.L20
	movq	0(%rbp), %rax
	movq	%r14, (%rax,%r15)
.L21:
	addq	$24, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	xorl	%eax, %eax
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
.L29:
	.cfi_restore_state
	movq	16(%rbp), %rdx
.L19:
	addq	$1, %rdx
	movq	%r14, (%rax)
	movq	%rdx, 16(%rbp)
	jmp	.L21
	.p2align 4,,10
	.p2align 3
.L23:
	addq	$24, %rsp
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
	.cfi_endproc
.LFE710:
	.size	ZSTD_DDictHashSet_emplaceDDict, .-ZSTD_DDictHashSet_emplaceDDict
	.p2align 4
	.type	ZSTD_DCtx_selectFrameDDict.part.0, @function
ZSTD_DCtx_selectFrameDDict.part.0:
.LFB808:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	xorl	%edx, %edx
	movl	$4, %esi
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
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	subq	$24, %rsp
	.cfi_def_cfa_offset 80
	movq	30216(%rdi), %r15
	movl	29956(%rdi), %r12d
	leaq	12(%rsp), %rdi
	movq	8(%r15), %rbp
	movl	%r12d, 12(%rsp)
	call	ZSTD_XXH64@PLT
	subq	$1, %rbp
	andq	%rbp, %rax
	movq	%rax, %rbx
	jmp	.L32
	.p2align 4,,10
	.p2align 3
.L38:
	cmpl	%eax, %r12d
	je	.L31
	andq	%rbp, %rbx
	addq	$1, %rbx
.L32:
	movq	(%r15), %rax
	leaq	0(,%rbx,8), %r14
	movq	(%rax,%rbx,8), %rdi
	call	ZSTD_getDictID_fromDDict@PLT
	testl	%eax, %eax
	jne	.L38
.L31:
	movq	(%r15), %rax
	movq	(%rax,%r14), %rbx
	testq	%rbx, %rbx
	je	.L30
	movq	30184(%r13), %rdi
	call	ZSTD_freeDDict@PLT
	movl	29956(%r13), %eax
	movq	$0, 30184(%r13)
	movq	%rbx, 30192(%r13)
	movl	%eax, 30200(%r13)
	movl	$-1, 30208(%r13)
.L30:
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
.LFE808:
	.size	ZSTD_DCtx_selectFrameDDict.part.0, .-ZSTD_DCtx_selectFrameDDict.part.0
	.p2align 4
	.type	ZSTD_DCtx_refDDict.part.0, @function
ZSTD_DCtx_refDDict.part.0:
.LFB820:
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
	movq	%rsi, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%rdi, %rbx
	subq	$24, %rsp
	.cfi_def_cfa_offset 80
	movq	30184(%rdi), %rdi
	call	ZSTD_freeDDict@PLT
	pxor	%xmm0, %xmm0
	movl	$0, 30208(%rbx)
	movups	%xmm0, 30184(%rbx)
	testq	%rbp, %rbp
	je	.L42
	cmpl	$1, 30224(%rbx)
	movq	%rbp, 30192(%rbx)
	movl	$-1, 30208(%rbx)
	je	.L74
.L42:
	xorl	%eax, %eax
.L39:
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
.L74:
	.cfi_restore_state
	movq	30136(%rbx), %rax
	movq	30216(%rbx), %r14
	movq	30144(%rbx), %r12
	movq	30128(%rbx), %rdx
	movq	%rax, 8(%rsp)
	testq	%r14, %r14
	je	.L75
	movq	16(%r14), %rax
	movq	8(%r14), %r15
	salq	$2, %rax
	cmpq	%r15, %rax
	jb	.L53
	movq	%r15, %r13
	leaq	(%r15,%r15), %rbx
	salq	$4, %r13
	movq	%r13, %rsi
	testq	%rdx, %rdx
	je	.L54
	movq	%r12, %rdi
	call	*%rdx
	movq	%r13, %rdx
	xorl	%esi, %esi
	movq	%rax, %rdi
	call	memset@PLT
	movq	(%r14), %r13
	movq	8(%r14), %r15
	movq	%rax, %rcx
.L55:
	movq	%rbx, 8(%r14)
	xorl	%ebx, %ebx
	movq	%rcx, (%r14)
	movq	$0, 16(%r14)
	testq	%r15, %r15
	je	.L76
	.p2align 4,,10
	.p2align 3
.L57:
	movq	0(%r13,%rbx,8), %rsi
	testq	%rsi, %rsi
	je	.L61
	movq	%r14, %rdi
	call	ZSTD_DDictHashSet_emplaceDDict
	cmpq	$-120, %rax
	ja	.L39
.L61:
	addq	$1, %rbx
	cmpq	%r15, %rbx
	jne	.L57
.L58:
	movq	8(%rsp), %rax
	testq	%rax, %rax
	je	.L62
	movq	%r13, %rsi
	movq	%r12, %rdi
	call	*%rax
.L53:
	movq	%rbp, %rsi
	movq	%r14, %rdi
	call	ZSTD_DDictHashSet_emplaceDDict
	cmpq	$-120, %rax
	jbe	.L42
	jmp	.L39
	.p2align 4,,10
	.p2align 3
.L75:
	testq	%rdx, %rdx
	je	.L44
	movq	%rdx, 8(%rsp)
	movl	$24, %esi
	movq	%r12, %rdi
	call	*%rdx
	movq	8(%rsp), %rdx
	testq	%rax, %rax
	movq	%rax, %r14
	je	.L48
	movq	%r12, %rdi
	movl	$512, %esi
	call	*%rdx
	leaq	8(%rax), %rdi
	movq	%rax, %rcx
	movq	$0, (%rax)
	movq	%rax, %rdx
	movq	$0, 504(%rax)
	andq	$-8, %rdi
	xorl	%eax, %eax
	subq	%rdi, %rcx
	addl	$512, %ecx
	shrl	$3, %ecx
	rep stosq
	movq	%rdx, (%r14)
.L49:
	movdqa	.LC0(%rip), %xmm0
	movups	%xmm0, 8(%r14)
	movq	%r14, 30216(%rbx)
	jmp	.L53
	.p2align 4,,10
	.p2align 3
.L44:
	movl	$24, %edi
	call	malloc@PLT
	movq	%rax, %r15
	movq	%rax, %r14
	testq	%rax, %rax
	je	.L48
	movl	$512, %esi
	movl	$1, %edi
	call	calloc@PLT
	movq	%rax, (%r15)
	testq	%rax, %rax
	jne	.L49
	movq	8(%rsp), %rax
	testq	%rax, %rax
	je	.L50
	movq	%r15, %rsi
	movq	%r12, %rdi
	call	*%rax
.L48:
	xorl	%eax, %eax
	movq	%rax, 30216(%rbx)
	movq	$-64, %rax
	jmp	.L39
	.p2align 4,,10
	.p2align 3
.L54:
	movl	$1, %edi
	call	calloc@PLT
	movq	(%r14), %r13
	movq	%rax, %rcx
	movq	$-64, %rax
	testq	%rcx, %rcx
	jne	.L55
	jmp	.L39
.L76:
	testq	%r13, %r13
	je	.L53
	jmp	.L58
	.p2align 4,,10
	.p2align 3
.L62:
	movq	%r13, %rdi
	call	free@PLT
	jmp	.L53
.L50:
	movq	%r15, %rdi
	call	free@PLT
	jmp	.L48
	.cfi_endproc
.LFE820:
	.size	ZSTD_DCtx_refDDict.part.0, .-ZSTD_DCtx_refDDict.part.0
	.p2align 4
	.globl	ZSTD_sizeof_DCtx
	.type	ZSTD_sizeof_DCtx, @function
ZSTD_sizeof_DCtx:
.LFB716:
	.cfi_startproc
	testq	%rdi, %rdi
	je	.L81
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rdi, %rbx
	movq	30184(%rdi), %rdi
	call	ZSTD_sizeof_DDict@PLT
	movq	%rax, %rdx
	movq	30280(%rbx), %rax
	addq	30248(%rbx), %rax
	leaq	95976(%rax,%rdx), %rax
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L81:
	.cfi_restore 3
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE716:
	.size	ZSTD_sizeof_DCtx, .-ZSTD_sizeof_DCtx
	.p2align 4
	.globl	ZSTD_estimateDCtxSize
	.type	ZSTD_estimateDCtxSize, @function
ZSTD_estimateDCtxSize:
.LFB717:
	.cfi_startproc
	movl	$95976, %eax
	ret
	.cfi_endproc
.LFE717:
	.size	ZSTD_estimateDCtxSize, .-ZSTD_estimateDCtxSize
	.p2align 4
	.globl	ZSTD_initStaticDCtx
	.type	ZSTD_initStaticDCtx, @function
ZSTD_initStaticDCtx:
.LFB721:
	.cfi_startproc
	testb	$7, %dil
	jne	.L90
	cmpq	$95975, %rsi
	jbe	.L90
	pxor	%xmm0, %xmm0
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	xorl	%eax, %eax
	movq	$0, 29912(%rdi)
#APP
# 124 "cpu.h" 1
	cpuid
# 0 "" 2
#NO_APP
	movq	$0, 30204(%rdi)
	xorl	%ecx, %ecx
	movq	$0, 30248(%rdi)
	movq	$0, 30280(%rdi)
	movl	$0, 30236(%rdi)
	movl	$0, 30316(%rdi)
	movq	$0, 95960(%rdi)
	movl	$1, 30176(%rdi)
	movups	%xmm0, 30184(%rdi)
	cmpl	$6, %eax
	ja	.L96
.L89:
	leaq	95976(%rdi), %rax
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	movl	%ecx, 30180(%rdi)
	movq	%rax, 30240(%rdi)
	movq	%rdi, %rax
	movq	$0, 30216(%rdi)
	movq	$134217729, 30264(%rdi)
	movl	$0, 30320(%rdi)
	movq	$0, 30104(%rdi)
	movl	$0, 30224(%rdi)
	movq	$0, 30228(%rdi)
	movq	%rsi, 30168(%rdi)
	ret
	.p2align 4,,10
	.p2align 3
.L96:
	.cfi_restore_state
	movl	$7, %eax
#APP
# 131 "cpu.h" 1
	cpuid
# 0 "" 2
#NO_APP
	andl	$264, %ebx
	xorl	%ecx, %ecx
	cmpl	$264, %ebx
	sete	%cl
	jmp	.L89
	.p2align 4,,10
	.p2align 3
.L90:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE721:
	.size	ZSTD_initStaticDCtx, .-ZSTD_initStaticDCtx
	.p2align 4
	.globl	ZSTD_createDCtx_advanced
	.type	ZSTD_createDCtx_advanced, @function
ZSTD_createDCtx_advanced:
.LFB723:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	subq	$16, %rsp
	.cfi_def_cfa_offset 32
	movdqu	32(%rsp), %xmm0
	movq	%xmm0, %rax
	movhlps	%xmm0, %xmm1
	testq	%rax, %rax
	movq	%xmm1, %rdx
	sete	%cl
	testq	%rdx, %rdx
	sete	%dl
	cmpb	%dl, %cl
	jne	.L98
	movq	48(%rsp), %rbx
	movaps	%xmm0, (%rsp)
	testq	%rax, %rax
	je	.L99
	movl	$95976, %esi
	movq	%rbx, %rdi
	call	*%rax
	movdqa	(%rsp), %xmm0
	movq	%rax, %rsi
.L100:
	testq	%rsi, %rsi
	je	.L98
	movq	%rbx, 30144(%rsi)
	movq	%rsi, %rdi
	movups	%xmm0, 30128(%rsi)
	call	ZSTD_initDCtx_internal
.L97:
	addq	$16, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 16
	movq	%rsi, %rax
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L99:
	.cfi_restore_state
	movl	$95976, %edi
	call	malloc@PLT
	movdqa	(%rsp), %xmm0
	movq	%rax, %rsi
	jmp	.L100
	.p2align 4,,10
	.p2align 3
.L98:
	xorl	%esi, %esi
	jmp	.L97
	.cfi_endproc
.LFE723:
	.size	ZSTD_createDCtx_advanced, .-ZSTD_createDCtx_advanced
	.p2align 4
	.globl	ZSTD_createDCtx
	.type	ZSTD_createDCtx, @function
ZSTD_createDCtx:
.LFB724:
	.cfi_startproc
	subq	$8, %rsp
	.cfi_def_cfa_offset 16
	movl	$95976, %edi
	call	malloc@PLT
	movq	%rax, %rsi
	testq	%rax, %rax
	je	.L104
	movq	$0, 30144(%rax)
	pxor	%xmm0, %xmm0
	movq	%rax, %rdi
	movups	%xmm0, 30128(%rax)
	call	ZSTD_initDCtx_internal
.L104:
	movq	%rsi, %rax
	addq	$8, %rsp
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE724:
	.size	ZSTD_createDCtx, .-ZSTD_createDCtx
	.p2align 4
	.globl	ZSTD_freeDCtx
	.type	ZSTD_freeDCtx, @function
ZSTD_freeDCtx:
.LFB726:
	.cfi_startproc
	testq	%rdi, %rdi
	je	.L141
	pushq	%r13
	.cfi_def_cfa_offset 16
	.cfi_offset 13, -16
	movq	$-64, %rax
	pushq	%r12
	.cfi_def_cfa_offset 24
	.cfi_offset 12, -24
	pushq	%rbp
	.cfi_def_cfa_offset 32
	.cfi_offset 6, -32
	pushq	%rbx
	.cfi_def_cfa_offset 40
	.cfi_offset 3, -40
	movq	%rdi, %rbx
	subq	$8, %rsp
	.cfi_def_cfa_offset 48
	cmpq	$0, 30168(%rdi)
	jne	.L110
	movq	30136(%rdi), %rbp
	movq	30144(%rdi), %r13
	movq	30184(%rdi), %rdi
	call	ZSTD_freeDDict@PLT
	movq	30240(%rbx), %rsi
	pxor	%xmm0, %xmm0
	movl	$0, 30208(%rbx)
	movups	%xmm0, 30184(%rbx)
	testq	%rsi, %rsi
	je	.L113
	testq	%rbp, %rbp
	je	.L114
	movq	%r13, %rdi
	call	*%rbp
	movq	30216(%rbx), %r12
	movq	$0, 30240(%rbx)
	testq	%r12, %r12
	je	.L116
	movq	(%r12), %rsi
	testq	%rsi, %rsi
	je	.L118
.L117:
	movq	%r13, %rdi
	call	*%rbp
.L118:
	movq	%r12, %rsi
	movq	%r13, %rdi
	call	*%rbp
	movq	$0, 30216(%rbx)
.L116:
	movq	%rbx, %rsi
	movq	%r13, %rdi
	call	*%rbp
	xorl	%eax, %eax
.L110:
	addq	$8, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 40
	popq	%rbx
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
.L113:
	.cfi_restore_state
	movq	30216(%rbx), %r12
	testq	%r12, %r12
	je	.L122
	movq	(%r12), %rsi
	testq	%rsi, %rsi
	je	.L123
	testq	%rbp, %rbp
	jne	.L117
	jmp	.L120
	.p2align 4,,10
	.p2align 3
.L122:
	testq	%rbp, %rbp
	jne	.L116
.L124:
	movq	%rbx, %rdi
	call	free@PLT
	xorl	%eax, %eax
	jmp	.L110
	.p2align 4,,10
	.p2align 3
.L141:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	xorl	%eax, %eax
	ret
	.p2align 4,,10
	.p2align 3
.L114:
	.cfi_def_cfa_offset 48
	.cfi_offset 3, -40
	.cfi_offset 6, -32
	.cfi_offset 12, -24
	.cfi_offset 13, -16
	movq	%rsi, %rdi
	call	free@PLT
	movq	30216(%rbx), %r12
	movq	$0, 30240(%rbx)
	testq	%r12, %r12
	je	.L124
	movq	(%r12), %rsi
	testq	%rsi, %rsi
	je	.L121
.L120:
	movq	%rsi, %rdi
	call	free@PLT
.L121:
	movq	%r12, %rdi
	call	free@PLT
	jmp	.L124
.L123:
	testq	%rbp, %rbp
	jne	.L118
	jmp	.L121
	.cfi_endproc
.LFE726:
	.size	ZSTD_freeDCtx, .-ZSTD_freeDCtx
	.p2align 4
	.globl	ZSTD_copyDCtx
	.type	ZSTD_copyDCtx, @function
ZSTD_copyDCtx:
.LFB727:
	.cfi_startproc
	movl	$30240, %edx
	jmp	memcpy@PLT
	.cfi_endproc
.LFE727:
	.size	ZSTD_copyDCtx, .-ZSTD_copyDCtx
	.p2align 4
	.globl	ZSTD_isFrame
	.type	ZSTD_isFrame, @function
ZSTD_isFrame:
.LFB729:
	.cfi_startproc
	xorl	%eax, %eax
	cmpq	$3, %rsi
	jbe	.L146
	movl	(%rdi), %edx
	movl	$1, %eax
	cmpl	$-47205080, %edx
	je	.L146
	andl	$-16, %edx
	xorl	%eax, %eax
	cmpl	$407710288, %edx
	sete	%al
.L146:
	ret
	.cfi_endproc
.LFE729:
	.size	ZSTD_isFrame, .-ZSTD_isFrame
	.p2align 4
	.globl	ZSTD_isSkippableFrame
	.type	ZSTD_isSkippableFrame, @function
ZSTD_isSkippableFrame:
.LFB730:
	.cfi_startproc
	xorl	%eax, %eax
	cmpq	$3, %rsi
	jbe	.L151
	movl	(%rdi), %eax
	andl	$-16, %eax
	cmpl	$407710288, %eax
	sete	%al
	movzbl	%al, %eax
.L151:
	ret
	.cfi_endproc
.LFE730:
	.size	ZSTD_isSkippableFrame, .-ZSTD_isSkippableFrame
	.p2align 4
	.globl	ZSTD_frameHeaderSize
	.type	ZSTD_frameHeaderSize, @function
ZSTD_frameHeaderSize:
.LFB732:
	.cfi_startproc
	movq	$-72, %rax
	cmpq	$4, %rsi
	jbe	.L154
	movzbl	4(%rdi), %eax
	leaq	ZSTD_fcs_fieldSize(%rip), %rcx
	movl	%eax, %edx
	movl	%eax, %esi
	andl	$3, %eax
	shrb	$6, %dl
	shrb	$5, %sil
	movzbl	%dl, %edi
	movq	%rdi, %rdx
	movq	(%rcx,%rdi,8), %rcx
	leaq	ZSTD_did_fieldSize(%rip), %rdi
	addq	(%rdi,%rax,8), %rcx
	movl	%esi, %eax
	notl	%eax
	andl	$1, %eax
	testl	%edx, %edx
	sete	%dl
	leaq	5(%rcx,%rax), %rax
	movzbl	%dl, %edx
	andq	%rsi, %rdx
	addq	%rdx, %rax
.L154:
	ret
	.cfi_endproc
.LFE732:
	.size	ZSTD_frameHeaderSize, .-ZSTD_frameHeaderSize
	.p2align 4
	.globl	ZSTD_getFrameHeader_advanced
	.type	ZSTD_getFrameHeader_advanced, @function
ZSTD_getFrameHeader_advanced:
.LFB733:
	.cfi_startproc
	pushq	%rbp
	.cfi_def_cfa_offset 16
	.cfi_offset 6, -16
	movq	%rdi, %r9
	movq	%rsi, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 24
	.cfi_offset 3, -24
	movq	%rdx, %rbx
	subq	$24, %rsp
	.cfi_def_cfa_offset 48
	testl	%ecx, %ecx
	je	.L158
	movl	$1, %eax
	testq	%rdx, %rdx
	je	.L157
	testq	%rsi, %rsi
	je	.L181
	pxor	%xmm0, %xmm0
	movl	$1, %r10d
	movups	%xmm0, (%rdi)
	movups	%xmm0, 16(%rdi)
	movups	%xmm0, 32(%rdi)
	cmpl	$1, %ecx
	je	.L166
.L178:
	movl	0(%rbp), %eax
	cmpl	$-47205080, %eax
	je	.L166
	andl	$-16, %eax
	cmpl	$407710288, %eax
	jne	.L164
	movl	$8, %eax
	cmpq	$7, %rbx
	jbe	.L157
	movl	4(%rbp), %eax
	movl	$1, 20(%r9)
	movq	%rax, (%r9)
	xorl	%eax, %eax
.L157:
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
.L158:
	.cfi_restore_state
	testq	%rdx, %rdx
	je	.L165
	testq	%rsi, %rsi
	je	.L181
	cmpq	$4, %rdx
	ja	.L162
	leaq	12(%rsp), %rdi
	movl	$-47205080, 12(%rsp)
	call	memcpy@PLT
	cmpl	$-47205080, 12(%rsp)
	movq	%rax, %rdi
	je	.L165
	movq	%rbx, %rdx
	movq	%rbp, %rsi
	movl	$407710288, 12(%rsp)
	call	memcpy@PLT
	movl	12(%rsp), %eax
	andl	$-16, %eax
	cmpl	$407710288, %eax
	je	.L165
.L164:
	movq	$-10, %rax
	jmp	.L157
	.p2align 4,,10
	.p2align 3
.L165:
	addq	$24, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 24
	movl	$5, %eax
	popq	%rbx
	.cfi_def_cfa_offset 16
	popq	%rbp
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L166:
	.cfi_restore_state
	movl	%ecx, %edx
	movq	%rbx, %rsi
	movq	%rbp, %rdi
	call	ZSTD_frameHeaderSize_internal
	cmpq	%rax, %rbx
	jb	.L157
	movl	%eax, 24(%r9)
	movzbl	-1(%rbp,%r10), %edx
	movq	$-14, %rax
	movl	%edx, %esi
	shrb	$5, %sil
	andl	$1, %esi
	testb	$8, %dl
	jne	.L157
	testb	%sil, %sil
	jne	.L185
	movzbl	0(%rbp,%r10), %edi
	leaq	1(%r10), %r8
	movq	$-16, %rax
	movl	%edi, %ecx
	shrb	$3, %cl
	addl	$10, %ecx
	cmpb	$31, %cl
	ja	.L157
	movl	$1, %eax
	andl	$7, %edi
	movq	%r8, %r10
	salq	%cl, %rax
	movq	%rax, %rcx
	shrq	$3, %rax
	imulq	%rdi, %rax
	addq	%rcx, %rax
.L169:
	movl	%edx, %ecx
	andl	$3, %ecx
	cmpb	$2, %cl
	je	.L170
	cmpb	$3, %cl
	je	.L171
	xorl	%edi, %edi
	cmpb	$1, %cl
	je	.L200
.L172:
	movl	%edx, %ecx
	shrb	$6, %cl
	cmpb	$2, %cl
	je	.L173
	cmpb	$3, %cl
	je	.L174
	cmpb	$1, %cl
	je	.L175
	movq	$-1, %rcx
	testb	%sil, %sil
	je	.L176
	movzbl	0(%rbp,%r10), %eax
	movq	%rax, %rcx
	.p2align 4,,10
	.p2align 3
.L176:
	movq	%rcx, (%r9)
	movl	$131072, %ecx
	cmpq	%rcx, %rax
	movq	%rax, 8(%r9)
	cmova	%rcx, %rax
	shrb	$2, %dl
	movl	%edi, 28(%r9)
	andl	$1, %edx
	movl	%eax, 16(%r9)
	xorl	%eax, %eax
	movl	%edx, 32(%r9)
	jmp	.L157
	.p2align 4,,10
	.p2align 3
.L181:
	movq	$-1, %rax
	jmp	.L157
	.p2align 4,,10
	.p2align 3
.L185:
	xorl	%eax, %eax
	jmp	.L169
	.p2align 4,,10
	.p2align 3
.L162:
	pxor	%xmm0, %xmm0
	movl	$5, %r10d
	movups	%xmm0, (%rdi)
	movups	%xmm0, 16(%rdi)
	movups	%xmm0, 32(%rdi)
	jmp	.L178
.L170:
	movzwl	0(%rbp,%r10), %edi
	addq	$2, %r10
	jmp	.L172
	.p2align 4,,10
	.p2align 3
.L175:
	movzwl	0(%rbp,%r10), %ecx
	addq	$256, %rcx
.L177:
	testb	%sil, %sil
	cmovne	%rcx, %rax
	jmp	.L176
	.p2align 4,,10
	.p2align 3
.L174:
	movq	0(%rbp,%r10), %rcx
	jmp	.L177
.L173:
	movl	0(%rbp,%r10), %ecx
	jmp	.L177
	.p2align 4,,10
	.p2align 3
.L200:
	movzbl	0(%rbp,%r10), %edi
	addq	$1, %r10
	jmp	.L172
	.p2align 4,,10
	.p2align 3
.L171:
	movl	0(%rbp,%r10), %edi
	addq	$4, %r10
	jmp	.L172
	.cfi_endproc
.LFE733:
	.size	ZSTD_getFrameHeader_advanced, .-ZSTD_getFrameHeader_advanced
	.p2align 4
	.type	ZSTD_findFrameSizeInfo, @function
ZSTD_findFrameSizeInfo:
.LFB742:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	pxor	%xmm0, %xmm0
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
	movq	%rsi, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%rdi, %rbx
	subq	$120, %rsp
	.cfi_def_cfa_offset 176
	movq	$0, 48(%rsp)
	movaps	%xmm0, 32(%rsp)
	testl	%ecx, %ecx
	jne	.L202
	cmpq	$7, %rdx
	jbe	.L202
	movl	(%rsi), %eax
	andl	$-16, %eax
	cmpl	$407710288, %eax
	je	.L224
.L202:
	leaq	64(%rsp), %rdi
	movq	%r14, %rdx
	movq	%rbp, %rsi
	call	ZSTD_getFrameHeader_advanced
	movq	%rax, %r15
	cmpq	$-120, %rax
	ja	.L225
	testq	%rax, %rax
	jne	.L223
	movl	88(%rsp), %eax
	movq	$-3, %r13
	leaq	0(%rbp,%rax), %r12
	subq	%rax, %r14
	leaq	20(%rsp), %rax
	movq	%rax, 8(%rsp)
	jmp	.L210
	.p2align 4,,10
	.p2align 3
.L227:
	leaq	3(%rax), %rdx
	cmpq	%rdx, %r14
	jb	.L215
	addq	%rdx, %r12
	movq	%r13, %rdx
	addq	$1, %r15
	subq	%rax, %rdx
	addq	%rdx, %r14
	movl	24(%rsp), %edx
	testl	%edx, %edx
	jne	.L226
.L210:
	movq	8(%rsp), %rdx
	movq	%r14, %rsi
	movq	%r12, %rdi
	call	ZSTD_getcBlockSize@PLT
	cmpq	$-120, %rax
	jbe	.L227
.L208:
	movq	$0, (%rbx)
	movq	%rax, 8(%rbx)
	movq	$-2, 16(%rbx)
	jmp	.L201
	.p2align 4,,10
	.p2align 3
.L226:
	movl	96(%rsp), %eax
	testl	%eax, %eax
	je	.L211
	cmpq	$3, %r14
	ja	.L212
	.p2align 4,,10
	.p2align 3
.L223:
	movq	$0, (%rbx)
	movq	$-72, 8(%rbx)
	movq	$-2, 16(%rbx)
.L201:
	addq	$120, %rsp
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
.L225:
	.cfi_restore_state
	movq	$0, (%rbx)
	movq	%rax, 8(%rbx)
	movq	$-2, 16(%rbx)
	jmp	.L201
	.p2align 4,,10
	.p2align 3
.L224:
	movl	4(%rsi), %edx
	movq	$-14, %rax
	cmpl	$-9, %edx
	ja	.L203
	leal	8(%rdx), %eax
	movq	$-72, %rdx
	cmpq	%rax, %r14
	cmovb	%rdx, %rax
.L203:
	movq	%rax, 40(%rsp)
	movq	48(%rsp), %rax
	movdqa	32(%rsp), %xmm1
	movq	%rax, 16(%rbx)
	movups	%xmm1, (%rbx)
	jmp	.L201
	.p2align 4,,10
	.p2align 3
.L215:
	movq	$-72, %rax
	jmp	.L208
	.p2align 4,,10
	.p2align 3
.L212:
	addq	$4, %r12
.L211:
	movq	%r12, %rax
	movq	%r15, 32(%rsp)
	subq	%rbp, %rax
	movq	%rax, 40(%rsp)
	movq	64(%rsp), %rax
	cmpq	$-1, %rax
	jne	.L213
	movl	80(%rsp), %eax
	imulq	%r15, %rax
.L213:
	movdqa	32(%rsp), %xmm2
	movq	%rax, 16(%rbx)
	movups	%xmm2, (%rbx)
	jmp	.L201
	.cfi_endproc
.LFE742:
	.size	ZSTD_findFrameSizeInfo, .-ZSTD_findFrameSizeInfo
	.p2align 4
	.type	ZSTD_decodeFrameHeader, @function
ZSTD_decodeFrameHeader:
.LFB740:
	.cfi_startproc
	pushq	%r12
	.cfi_def_cfa_offset 16
	.cfi_offset 12, -16
	movq	%rdx, %r12
	pushq	%rbp
	.cfi_def_cfa_offset 24
	.cfi_offset 6, -24
	pushq	%rbx
	.cfi_def_cfa_offset 32
	.cfi_offset 3, -32
	movl	30104(%rdi), %ecx
	movq	%rdi, %rbx
	addq	$29928, %rdi
	call	ZSTD_getFrameHeader_advanced
	movq	%rax, %rbp
	cmpq	$-120, %rax
	ja	.L228
	testq	%rax, %rax
	jne	.L234
	cmpl	$1, 30224(%rbx)
	je	.L240
.L230:
	movl	29956(%rbx), %eax
	testl	%eax, %eax
	jne	.L241
.L231:
	movl	29960(%rbx), %edx
	testl	%edx, %edx
	je	.L232
	movl	30108(%rbx), %eax
	testl	%eax, %eax
	je	.L242
.L232:
	movl	$0, 30112(%rbx)
.L233:
	addq	%r12, 29976(%rbx)
.L228:
	movq	%rbp, %rax
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 24
	popq	%rbp
	.cfi_def_cfa_offset 16
	popq	%r12
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L241:
	.cfi_restore_state
	cmpl	30200(%rbx), %eax
	je	.L231
	movq	$-32, %rbp
	jmp	.L228
	.p2align 4,,10
	.p2align 3
.L240:
	cmpq	$0, 30216(%rbx)
	je	.L230
	cmpq	$0, 30192(%rbx)
	je	.L230
	movq	%rbx, %rdi
	call	ZSTD_DCtx_selectFrameDDict.part.0
	jmp	.L230
	.p2align 4,,10
	.p2align 3
.L242:
	movl	$1, 30112(%rbx)
	leaq	30008(%rbx), %rdi
	xorl	%esi, %esi
	call	ZSTD_XXH64_reset@PLT
	jmp	.L233
	.p2align 4,,10
	.p2align 3
.L234:
	movq	$-72, %rbp
	popq	%rbx
	.cfi_def_cfa_offset 24
	movq	%rbp, %rax
	popq	%rbp
	.cfi_def_cfa_offset 16
	popq	%r12
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE740:
	.size	ZSTD_decodeFrameHeader, .-ZSTD_decodeFrameHeader
	.section	.text.unlikely,"ax",@progbits
.LCOLDB2:
	.text
.LHOTB2:
	.p2align 4
	.type	ZSTD_decompressContinue.part.0, @function
ZSTD_decompressContinue.part.0:
.LFB815:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	movq	%rcx, %r14
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	movq	%rdx, %r13
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
	subq	$40, %rsp
	.cfi_def_cfa_offset 96
	call	ZSTD_checkContinuity@PLT
	movq	29976(%rbx), %rdx
	movl	29996(%rbx), %r15d
	addq	%rbp, %rdx
	movq	%rdx, 29976(%rbx)
	cmpl	$7, %r15d
	ja	.L287
	leaq	.L246(%rip), %rcx
	movl	%r15d, %eax
	movslq	(%rcx,%rax,4), %rax
	addq	%rcx, %rax
	jmp	*%rax
	.section	.rodata
	.align 4
	.align 4
.L246:
	.long	.L252-.L246
	.long	.L251-.L246
	.long	.L250-.L246
	.long	.L249-.L246
	.long	.L249-.L246
	.long	.L248-.L246
	.long	.L247-.L246
	.long	.L288-.L246
	.text
	.p2align 4,,10
	.p2align 3
.L248:
	movl	30112(%rbx), %eax
	testl	%eax, %eax
	je	.L284
	leaq	30008(%rbx), %rdi
	movq	%rdx, 8(%rsp)
	call	ZSTD_XXH64_digest@PLT
	cmpl	%eax, (%r14)
	movq	8(%rsp), %rdx
	movq	$-22, %r8
	jne	.L243
.L284:
	cmpq	$0, 95968(%rbx)
	je	.L288
	cmpq	$0, ZSTD_trace_decompress_end@GOTPCREL(%rip)
	je	.L288
	movq	29984(%rbx), %rsi
	movl	$1, %ecx
	movq	%rbx, %rdi
	call	ZSTD_DCtx_trace_end.part.0
.L288:
	xorl	%r8d, %r8d
	xorl	%eax, %eax
.L245:
	movl	%eax, 29996(%rbx)
	movq	%r8, 29920(%rbx)
	xorl	%r8d, %r8d
.L243:
	addq	$40, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	movq	%r8, %rax
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
.L249:
	.cfi_restore_state
	movl	29992(%rbx), %eax
	cmpl	$1, %eax
	je	.L260
	cmpl	$2, %eax
	je	.L261
	testl	%eax, %eax
	je	.L315
.L263:
	movq	$-20, %r8
	jmp	.L243
	.p2align 4,,10
	.p2align 3
.L247:
	movq	%rbx, %rax
	movq	%rbp, %rdx
	movq	%r14, %rsi
	subq	%rbp, %rax
	leaq	95948(%rax), %rdi
	call	memcpy@PLT
	movl	95944(%rbx), %r8d
	movl	$7, %eax
	jmp	.L245
	.p2align 4,,10
	.p2align 3
.L252:
	movl	30104(%rbx), %edx
	testl	%edx, %edx
	jne	.L253
	movl	(%r14), %eax
	andl	$-16, %eax
	cmpl	$407710288, %eax
	je	.L316
.L253:
	movq	%rbp, %rsi
	movq	%r14, %rdi
	call	ZSTD_frameHeaderSize_internal
	movq	%rax, 30096(%rbx)
	movq	%rax, %r8
	cmpq	$-120, %rax
	ja	.L243
	leaq	95940(%rbx), %rdi
	movq	%rbp, %rdx
	movq	%r14, %rsi
	movq	%rax, 8(%rsp)
	call	memcpy@PLT
	movq	8(%rsp), %r8
	movl	$1, %eax
	subq	%rbp, %r8
	jmp	.L245
	.p2align 4,,10
	.p2align 3
.L251:
	leaq	95940(%rbx), %r12
	movq	%rbp, %rdx
	movq	%r14, %rsi
	movq	%r12, %rdi
	subq	%rbp, %rdi
	addq	30096(%rbx), %rdi
	call	memcpy@PLT
	movq	30096(%rbx), %rdx
	movq	%r12, %rsi
	movq	%rbx, %rdi
	call	ZSTD_decodeFrameHeader
	movq	%rax, %r8
	cmpq	$-120, %rax
	ja	.L243
	movl	$3, %r8d
	movl	$2, %eax
	jmp	.L245
	.p2align 4,,10
	.p2align 3
.L250:
	leaq	20(%rsp), %rdx
	movl	$3, %esi
	movq	%r14, %rdi
	call	ZSTD_getcBlockSize@PLT
	movq	%rax, %r8
	cmpq	$-120, %rax
	ja	.L243
	movl	29944(%rbx), %eax
	cmpq	%r8, %rax
	jb	.L263
	movl	20(%rsp), %eax
	movq	%r8, 29920(%rbx)
	movl	%eax, 29992(%rbx)
	movl	28(%rsp), %eax
	movq	%rax, 30160(%rbx)
	movl	24(%rsp), %eax
	testq	%r8, %r8
	jne	.L317
	testl	%eax, %eax
	je	.L258
	movl	29960(%rbx), %r15d
	testl	%r15d, %r15d
	je	.L257
	movq	$4, 29920(%rbx)
	movl	$5, %r15d
	.p2align 4,,10
	.p2align 3
.L257:
	movl	%r15d, 29996(%rbx)
	xorl	%r8d, %r8d
	jmp	.L243
	.p2align 4,,10
	.p2align 3
.L317:
	cmpl	$1, %eax
	movl	$3, %r15d
	sbbl	$-1, %r15d
	jmp	.L257
	.p2align 4,,10
	.p2align 3
.L315:
	cmpq	%rbp, %r13
	jb	.L265
	testq	%r12, %r12
	je	.L318
	movq	%rbp, %rdx
	movq	%r14, %rsi
	movq	%r12, %rdi
	call	memmove@PLT
	cmpq	$-120, %rbp
	ja	.L291
	subq	%rbp, 29920(%rbx)
	movq	%rbp, %r8
.L269:
	movl	29944(%rbx), %eax
	leaq	(%r12,%r8), %rbp
	cmpq	%r8, %rax
	jb	.L263
.L273:
	movl	30112(%rbx), %ecx
	addq	%r8, 29984(%rbx)
	testl	%ecx, %ecx
	jne	.L319
.L275:
	cmpq	$0, 29920(%rbx)
	movq	%rbp, 29888(%rbx)
	jne	.L243
	cmpl	$4, 29996(%rbx)
	je	.L320
	movl	$2, 29996(%rbx)
	movq	$3, 29920(%rbx)
	jmp	.L243
	.p2align 4,,10
	.p2align 3
.L261:
	movq	%rbp, %r8
	movl	$1, %r9d
	movq	%r14, %rcx
	movq	%r13, %rdx
	movq	%r12, %rsi
	movq	%rbx, %rdi
	call	ZSTD_decompressBlock_internal@PLT
	movq	%rax, %r8
.L264:
	movq	$0, 29920(%rbx)
	cmpq	$-120, %r8
	jbe	.L269
	jmp	.L243
	.p2align 4,,10
	.p2align 3
.L260:
	movq	30160(%rbx), %r8
	movzbl	(%r14), %eax
	cmpq	%r8, %r13
	jb	.L321
	testq	%r12, %r12
	je	.L322
	movq	%r8, %rdx
	movzbl	%al, %esi
	movq	%r12, %rdi
	movq	%r8, 8(%rsp)
	call	memset@PLT
	movq	8(%rsp), %r8
	jmp	.L264
	.p2align 4,,10
	.p2align 3
.L258:
	movq	$3, 29920(%rbx)
	jmp	.L257
	.p2align 4,,10
	.p2align 3
.L319:
	movq	%r8, %rdx
	leaq	30008(%rbx), %rdi
	movq	%r12, %rsi
	movq	%r8, 8(%rsp)
	call	ZSTD_XXH64_update@PLT
	movq	8(%rsp), %r8
	jmp	.L275
	.p2align 4,,10
	.p2align 3
.L318:
	testq	%rbp, %rbp
	jne	.L268
.L267:
	xorl	%ebp, %ebp
	xorl	%r8d, %r8d
	jmp	.L273
	.p2align 4,,10
	.p2align 3
.L322:
	movq	$0, 29920(%rbx)
	testq	%r8, %r8
	je	.L267
.L268:
	movq	$-74, %r8
	jmp	.L243
.L320:
	movq	29928(%rbx), %rax
	cmpq	$-1, %rax
	je	.L278
	cmpq	29984(%rbx), %rax
	jne	.L263
.L278:
	movl	29960(%rbx), %edx
	testl	%edx, %edx
	je	.L280
	movq	$4, 29920(%rbx)
	movl	$5, 29996(%rbx)
	jmp	.L243
.L316:
	leaq	95940(%rbx), %rdi
	movq	%rbp, %rdx
	movq	%r14, %rsi
	call	memcpy@PLT
	movl	$8, %r8d
	movl	$6, %eax
	subq	%rbp, %r8
	jmp	.L245
.L321:
	movq	$0, 29920(%rbx)
.L265:
	movq	$-70, %r8
	jmp	.L243
.L280:
	cmpq	$0, 95968(%rbx)
	je	.L282
	cmpq	$0, ZSTD_trace_decompress_end@GOTPCREL(%rip)
	je	.L282
	movq	29976(%rbx), %rdx
	movl	$1, %ecx
	movq	%rbx, %rdi
	movq	%r8, 8(%rsp)
	movq	29984(%rbx), %rsi
	call	ZSTD_DCtx_trace_end.part.0
	movq	8(%rsp), %r8
.L282:
	movq	$0, 29920(%rbx)
	movl	$0, 29996(%rbx)
	jmp	.L243
.L291:
	movq	%rbp, %r8
	jmp	.L243
	.cfi_endproc
	.section	.text.unlikely
	.cfi_startproc
	.type	ZSTD_decompressContinue.part.0.cold, @function
ZSTD_decompressContinue.part.0.cold:
.LFSB815:
.L287:
	.cfi_def_cfa_offset 96
	.cfi_offset 3, -56
	.cfi_offset 6, -48
	.cfi_offset 12, -40
	.cfi_offset 13, -32
	.cfi_offset 14, -24
	.cfi_offset 15, -16
	orq	$-1, %r8
	jmp	.L243
	.cfi_endproc
.LFE815:
	.text
	.size	ZSTD_decompressContinue.part.0, .-ZSTD_decompressContinue.part.0
	.section	.text.unlikely
	.size	ZSTD_decompressContinue.part.0.cold, .-ZSTD_decompressContinue.part.0.cold
.LCOLDE2:
	.text
.LHOTE2:
	.p2align 4
	.type	ZSTD_decompressContinueStream, @function
ZSTD_decompressContinueStream:
.LFB803:
	.cfi_startproc
	pushq	%r12
	.cfi_def_cfa_offset 16
	.cfi_offset 12, -16
	pushq	%rbp
	.cfi_def_cfa_offset 24
	.cfi_offset 6, -24
	pushq	%rbx
	.cfi_def_cfa_offset 32
	.cfi_offset 3, -32
	movq	%rdi, %rbx
	movq	%rcx, %rdi
	movl	30320(%rbx), %r10d
	movl	29996(%rbx), %r12d
	movq	29920(%rbx), %rcx
	testl	%r10d, %r10d
	jne	.L324
	movq	30288(%rbx), %rsi
	xorl	%edx, %edx
	cmpl	$7, %r12d
	je	.L327
	movq	30280(%rbx), %rdx
	leal	-3(%r12), %eax
	subq	%rsi, %rdx
	cmpl	$1, %eax
	ja	.L327
	movl	29992(%rbx), %r9d
	testl	%r9d, %r9d
	jne	.L327
	cmpq	%r8, %rcx
	movl	$1, %eax
	cmova	%r8, %rcx
	testq	%rcx, %rcx
	cmove	%rax, %rcx
.L327:
	movq	$-72, %rax
	cmpq	%rcx, %r8
	je	.L346
.L323:
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 24
	popq	%rbp
	.cfi_def_cfa_offset 16
	popq	%r12
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L346:
	.cfi_restore_state
	addq	30272(%rbx), %rsi
	movq	%rdi, %rcx
	movq	%rbx, %rdi
	call	ZSTD_decompressContinue.part.0
	cmpq	$-120, %rax
	ja	.L323
	testq	%rax, %rax
	jne	.L339
	movl	$2, %edx
	cmpl	$7, %r12d
	jne	.L329
.L339:
	addq	30288(%rbx), %rax
	movl	$4, %edx
	movq	%rax, 30296(%rbx)
	jmp	.L329
	.p2align 4,,10
	.p2align 3
.L324:
	movq	%rsi, %rbp
	xorl	%r9d, %r9d
	movq	(%rsi), %rsi
	cmpl	$7, %r12d
	je	.L333
	subq	%rsi, %rdx
	leal	-3(%r12), %eax
	movq	%rdx, %r9
	cmpl	$1, %eax
	ja	.L333
	movl	29992(%rbx), %eax
	testl	%eax, %eax
	jne	.L333
	cmpq	%r8, %rcx
	movl	$1, %eax
	cmova	%r8, %rcx
	testq	%rcx, %rcx
	cmove	%rax, %rcx
.L333:
	movq	$-72, %rax
	cmpq	%rcx, %r8
	jne	.L323
	movq	%rdi, %rcx
	movq	%r9, %rdx
	movq	%rbx, %rdi
	call	ZSTD_decompressContinue.part.0
	cmpq	$-120, %rax
	ja	.L323
	addq	%rax, 0(%rbp)
	movl	$2, %edx
.L329:
	movl	%edx, 30236(%rbx)
	xorl	%eax, %eax
	popq	%rbx
	.cfi_def_cfa_offset 24
	popq	%rbp
	.cfi_def_cfa_offset 16
	popq	%r12
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE803:
	.size	ZSTD_decompressContinueStream, .-ZSTD_decompressContinueStream
	.p2align 4
	.globl	ZSTD_getFrameHeader
	.type	ZSTD_getFrameHeader, @function
ZSTD_getFrameHeader:
.LFB734:
	.cfi_startproc
	xorl	%ecx, %ecx
	jmp	ZSTD_getFrameHeader_advanced
	.cfi_endproc
.LFE734:
	.size	ZSTD_getFrameHeader, .-ZSTD_getFrameHeader
	.p2align 4
	.globl	ZSTD_getFrameContentSize
	.type	ZSTD_getFrameContentSize, @function
ZSTD_getFrameContentSize:
.LFB735:
	.cfi_startproc
	subq	$56, %rsp
	.cfi_def_cfa_offset 64
	movq	%rsi, %rdx
	xorl	%ecx, %ecx
	movq	%rdi, %rsi
	movq	%rsp, %rax
	movq	%rax, %rdi
	call	ZSTD_getFrameHeader_advanced
	testq	%rax, %rax
	jne	.L350
	cmpl	$1, 20(%rsp)
	je	.L348
	movq	(%rsp), %rax
.L348:
	addq	$56, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L350:
	.cfi_restore_state
	movq	$-2, %rax
	addq	$56, %rsp
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE735:
	.size	ZSTD_getFrameContentSize, .-ZSTD_getFrameContentSize
	.p2align 4
	.globl	ZSTD_readSkippableFrame
	.type	ZSTD_readSkippableFrame, @function
ZSTD_readSkippableFrame:
.LFB737:
	.cfi_startproc
	pushq	%r12
	.cfi_def_cfa_offset 16
	.cfi_offset 12, -16
	pushq	%rbp
	.cfi_def_cfa_offset 24
	.cfi_offset 6, -24
	pushq	%rbx
	.cfi_def_cfa_offset 32
	.cfi_offset 3, -32
	movq	$-72, %rbx
	cmpq	$7, %r8
	jbe	.L352
	movl	(%rcx), %r12d
	movl	4(%rcx), %eax
	movq	%rdx, %rbp
	movl	%r12d, %edx
	andl	$-16, %edx
	cmpl	$-9, %eax
	ja	.L354
	addl	$8, %eax
	cmpq	%rax, %r8
	jb	.L355
	movq	$-14, %rbx
	cmpl	$407710288, %edx
	je	.L375
.L352:
	movq	%rbx, %rax
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 24
	popq	%rbp
	.cfi_def_cfa_offset 16
	popq	%r12
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L355:
	.cfi_restore_state
	movq	$-14, %rax
	cmpl	$407710288, %edx
	cmovne	%rax, %rbx
	movq	%rbx, %rax
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 24
	popq	%rbp
	.cfi_def_cfa_offset 16
	popq	%r12
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L375:
	.cfi_restore_state
	leaq	-8(%rax), %rbx
	cmpq	%rbx, %rsi
	jb	.L364
.L376:
	testq	%rbx, %rbx
	je	.L357
	testq	%rdi, %rdi
	je	.L357
	leaq	8(%rcx), %rsi
	movq	%rbx, %rdx
	call	memcpy@PLT
.L357:
	testq	%rbp, %rbp
	je	.L352
	subl	$407710288, %r12d
	movq	%rbx, %rax
	movl	%r12d, 0(%rbp)
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 24
	popq	%rbp
	.cfi_def_cfa_offset 16
	popq	%r12
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L354:
	.cfi_restore_state
	movq	$-14, %rbx
	cmpl	$407710288, %edx
	jne	.L352
	movq	$-72, %rbx
	cmpq	$-15, %r8
	jbe	.L352
	movq	$-22, %rbx
	cmpq	%rbx, %rsi
	jnb	.L376
.L364:
	movq	$-70, %rbx
	movq	%rbx, %rax
	popq	%rbx
	.cfi_def_cfa_offset 24
	popq	%rbp
	.cfi_def_cfa_offset 16
	popq	%r12
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE737:
	.size	ZSTD_readSkippableFrame, .-ZSTD_readSkippableFrame
	.p2align 4
	.globl	ZSTD_findDecompressedSize
	.type	ZSTD_findDecompressedSize, @function
ZSTD_findDecompressedSize:
.LFB738:
	.cfi_startproc
	pushq	%r13
	.cfi_def_cfa_offset 16
	.cfi_offset 13, -16
	pushq	%r12
	.cfi_def_cfa_offset 24
	.cfi_offset 12, -24
	pushq	%rbp
	.cfi_def_cfa_offset 32
	.cfi_offset 6, -32
	pushq	%rbx
	.cfi_def_cfa_offset 40
	.cfi_offset 3, -40
	movq	%rsi, %rbx
	subq	$56, %rsp
	.cfi_def_cfa_offset 96
	cmpq	$4, %rsi
	jbe	.L390
	movq	%rdi, %rbp
	xorl	%r13d, %r13d
	movq	%rsp, %r12
.L389:
	movl	0(%rbp), %eax
	andl	$-16, %eax
	cmpl	$407710288, %eax
	jne	.L379
	cmpq	$7, %rbx
	jbe	.L384
	movl	4(%rbp), %eax
	cmpl	$-9, %eax
	ja	.L384
	addl	$8, %eax
	cmpq	%rax, %rbx
	jb	.L384
.L394:
	subq	%rax, %rbx
	addq	%rax, %rbp
	cmpq	$4, %rbx
	ja	.L389
.L378:
	testq	%rbx, %rbx
	je	.L377
	.p2align 4,,10
	.p2align 3
.L384:
	movq	$-2, %r13
.L377:
	addq	$56, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 40
	movq	%r13, %rax
	popq	%rbx
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
.L379:
	.cfi_restore_state
	xorl	%ecx, %ecx
	movq	%rbx, %rdx
	movq	%rbp, %rsi
	movq	%r12, %rdi
	call	ZSTD_getFrameHeader_advanced
	testq	%rax, %rax
	jne	.L384
	cmpl	$1, 20(%rsp)
	je	.L386
	movq	(%rsp), %rax
	cmpq	$-3, %rax
	ja	.L391
	addq	%r13, %rax
	movq	%rax, %r13
	jc	.L384
.L386:
	xorl	%ecx, %ecx
	movq	%rbx, %rdx
	movq	%rbp, %rsi
	movq	%r12, %rdi
	call	ZSTD_findFrameSizeInfo
	movq	8(%rsp), %rax
	cmpq	$-120, %rax
	jbe	.L394
	jmp	.L384
.L390:
	xorl	%r13d, %r13d
	jmp	.L378
.L391:
	movq	%rax, %r13
	jmp	.L377
	.cfi_endproc
.LFE738:
	.size	ZSTD_findDecompressedSize, .-ZSTD_findDecompressedSize
	.p2align 4
	.globl	ZSTD_getDecompressedSize
	.type	ZSTD_getDecompressedSize, @function
ZSTD_getDecompressedSize:
.LFB739:
	.cfi_startproc
	subq	$56, %rsp
	.cfi_def_cfa_offset 64
	movq	%rsi, %rdx
	xorl	%ecx, %ecx
	movq	%rdi, %rsi
	movq	%rsp, %rax
	movq	%rax, %rdi
	call	ZSTD_getFrameHeader_advanced
	testq	%rax, %rax
	jne	.L397
	cmpl	$1, 20(%rsp)
	je	.L395
	movq	(%rsp), %rdx
	cmpq	$-3, %rdx
	cmovbe	%rdx, %rax
.L395:
	addq	$56, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L397:
	.cfi_restore_state
	xorl	%eax, %eax
	addq	$56, %rsp
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE739:
	.size	ZSTD_getDecompressedSize, .-ZSTD_getDecompressedSize
	.p2align 4
	.globl	ZSTD_findFrameCompressedSize
	.type	ZSTD_findFrameCompressedSize, @function
ZSTD_findFrameCompressedSize:
.LFB744:
	.cfi_startproc
	subq	$40, %rsp
	.cfi_def_cfa_offset 48
	movq	%rsi, %rdx
	xorl	%ecx, %ecx
	movq	%rdi, %rsi
	movq	%rsp, %rax
	movq	%rax, %rdi
	call	ZSTD_findFrameSizeInfo
	movq	8(%rsp), %rax
	addq	$40, %rsp
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE744:
	.size	ZSTD_findFrameCompressedSize, .-ZSTD_findFrameCompressedSize
	.p2align 4
	.globl	ZSTD_decompressBound
	.type	ZSTD_decompressBound, @function
ZSTD_decompressBound:
.LFB745:
	.cfi_startproc
	pushq	%r13
	.cfi_def_cfa_offset 16
	.cfi_offset 13, -16
	pushq	%r12
	.cfi_def_cfa_offset 24
	.cfi_offset 12, -24
	pushq	%rbp
	.cfi_def_cfa_offset 32
	.cfi_offset 6, -32
	pushq	%rbx
	.cfi_def_cfa_offset 40
	.cfi_offset 3, -40
	subq	$40, %rsp
	.cfi_def_cfa_offset 80
	testq	%rsi, %rsi
	je	.L406
	movq	%rdi, %rbp
	movq	%rsi, %rbx
	xorl	%r12d, %r12d
	movq	%rsp, %r13
	jmp	.L405
	.p2align 4,,10
	.p2align 3
.L410:
	cmpq	$-2, %rdx
	je	.L407
	addq	%rax, %rbp
	addq	%rdx, %r12
	subq	%rax, %rbx
	je	.L401
.L405:
	movq	%rbx, %rdx
	xorl	%ecx, %ecx
	movq	%rbp, %rsi
	movq	%r13, %rdi
	call	ZSTD_findFrameSizeInfo
	movq	8(%rsp), %rax
	movq	16(%rsp), %rdx
	cmpq	$-120, %rax
	jbe	.L410
.L407:
	movq	$-2, %r12
.L401:
	addq	$40, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 40
	movq	%r12, %rax
	popq	%rbx
	.cfi_def_cfa_offset 32
	popq	%rbp
	.cfi_def_cfa_offset 24
	popq	%r12
	.cfi_def_cfa_offset 16
	popq	%r13
	.cfi_def_cfa_offset 8
	ret
.L406:
	.cfi_restore_state
	xorl	%r12d, %r12d
	jmp	.L401
	.cfi_endproc
.LFE745:
	.size	ZSTD_decompressBound, .-ZSTD_decompressBound
	.p2align 4
	.globl	ZSTD_decompressionMargin
	.type	ZSTD_decompressionMargin, @function
ZSTD_decompressionMargin:
.LFB746:
	.cfi_startproc
	testq	%rsi, %rsi
	je	.L418
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
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
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	movq	%rdi, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%rsi, %rbx
	subq	$104, %rsp
	.cfi_def_cfa_offset 160
	leaq	16(%rsp), %rax
	movq	%rax, (%rsp)
	leaq	48(%rsp), %rax
	movq	%rax, 8(%rsp)
	jmp	.L416
	.p2align 4,,10
	.p2align 3
.L426:
	movq	16(%rsp), %rax
	movl	72(%rsp), %edx
	movl	80(%rsp), %ecx
	leaq	(%rax,%rax,2), %rax
	addq	%rdx, %rax
	xorl	%edx, %edx
	testl	%ecx, %ecx
	setne	%dl
	leaq	(%rax,%rdx,4), %rax
	addq	%rax, %r13
	movl	64(%rsp), %eax
	cmpl	%eax, %r14d
	cmovb	%rax, %r14
	addq	%r15, %rbp
	subq	%r15, %rbx
	je	.L425
.L416:
	movq	(%rsp), %rdi
	xorl	%ecx, %ecx
	movq	%rbx, %rdx
	movq	%rbp, %rsi
	call	ZSTD_findFrameSizeInfo
	movq	8(%rsp), %rdi
	xorl	%ecx, %ecx
	movq	%rbx, %rdx
	movq	%rbp, %rsi
	movq	24(%rsp), %r15
	movq	32(%rsp), %r12
	call	ZSTD_getFrameHeader_advanced
	cmpq	$-120, %rax
	ja	.L411
	cmpq	$-2, %r12
	je	.L419
	cmpq	$-120, %r15
	ja	.L419
	movl	68(%rsp), %esi
	testl	%esi, %esi
	je	.L426
	addq	%r15, %r13
	addq	%r15, %rbp
	subq	%r15, %rbx
	jne	.L416
.L425:
	leaq	(%r14,%r13), %rax
.L411:
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
	ret
	.p2align 4,,10
	.p2align 3
.L419:
	.cfi_restore_state
	addq	$104, %rsp
	.cfi_def_cfa_offset 56
	movq	$-20, %rax
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
.L418:
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	.cfi_restore 14
	.cfi_restore 15
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE746:
	.size	ZSTD_decompressionMargin, .-ZSTD_decompressionMargin
	.p2align 4
	.globl	ZSTD_insertBlock
	.type	ZSTD_insertBlock, @function
ZSTD_insertBlock:
.LFB747:
	.cfi_startproc
	pushq	%r12
	.cfi_def_cfa_offset 16
	.cfi_offset 12, -16
	movq	%rdi, %r12
	pushq	%rbp
	.cfi_def_cfa_offset 24
	.cfi_offset 6, -24
	movq	%rdx, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 32
	.cfi_offset 3, -32
	movq	%rsi, %rbx
	addq	%rbp, %rbx
	call	ZSTD_checkContinuity@PLT
	movq	%rbx, 29888(%r12)
	movq	%rbp, %rax
	popq	%rbx
	.cfi_def_cfa_offset 24
	popq	%rbp
	.cfi_def_cfa_offset 16
	popq	%r12
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE747:
	.size	ZSTD_insertBlock, .-ZSTD_insertBlock
	.p2align 4
	.globl	ZSTD_nextSrcSizeToDecompress
	.type	ZSTD_nextSrcSizeToDecompress, @function
ZSTD_nextSrcSizeToDecompress:
.LFB757:
	.cfi_startproc
	movq	29920(%rdi), %rax
	ret
	.cfi_endproc
.LFE757:
	.size	ZSTD_nextSrcSizeToDecompress, .-ZSTD_nextSrcSizeToDecompress
	.p2align 4
	.globl	ZSTD_nextInputType
	.type	ZSTD_nextInputType, @function
ZSTD_nextInputType:
.LFB759:
	.cfi_startproc
	movl	29996(%rdi), %eax
	xorl	%edx, %edx
	subl	$2, %eax
	cmpl	$5, %eax
	ja	.L430
	leaq	CSWTCH.158(%rip), %rdx
	movl	(%rdx,%rax,4), %edx
.L430:
	movl	%edx, %eax
	ret
	.cfi_endproc
.LFE759:
	.size	ZSTD_nextInputType, .-ZSTD_nextInputType
	.p2align 4
	.globl	ZSTD_decompressContinue
	.type	ZSTD_decompressContinue, @function
ZSTD_decompressContinue:
.LFB761:
	.cfi_startproc
	movl	29996(%rdi), %r10d
	movq	29920(%rdi), %rax
	leal	-3(%r10), %r9d
	cmpl	$1, %r9d
	ja	.L434
	movl	29992(%rdi), %r9d
	testl	%r9d, %r9d
	jne	.L434
	cmpq	%r8, %rax
	movl	$1, %r9d
	cmova	%r8, %rax
	testq	%rax, %rax
	cmove	%r9, %rax
.L434:
	cmpq	%rax, %r8
	je	.L436
	movq	$-72, %rax
	ret
	.p2align 4,,10
	.p2align 3
.L436:
	jmp	ZSTD_decompressContinue.part.0
	.cfi_endproc
.LFE761:
	.size	ZSTD_decompressContinue, .-ZSTD_decompressContinue
	.p2align 4
	.globl	ZSTD_loadDEntropy
	.type	ZSTD_loadDEntropy, @function
ZSTD_loadDEntropy:
.LFB763:
	.cfi_startproc
	cmpq	$8, %rdx
	jbe	.L455
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	xorl	%r9d, %r9d
	movl	$10264, %r8d
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	leaq	8(%rsi), %r14
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	movq	%rsi, %r12
	movq	%r14, %rsi
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	movq	%rdi, %rbp
	leaq	10264(%rdi), %rdi
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%rbp, %rcx
	movq	%rdx, %rbx
	leaq	-8(%rdx), %rdx
	subq	$168, %rsp
	.cfi_def_cfa_offset 224
	call	HUF_readDTableX2_wksp@PLT
	cmpq	$-120, %rax
	ja	.L439
	addq	%r12, %rbx
	leaq	44(%rsp), %r15
	leaq	48(%rsp), %r13
	addq	%rax, %r14
	movq	%rbx, %r8
	leaq	40(%rsp), %rax
	movq	%r14, %rcx
	movq	%r15, %rdx
	subq	%r14, %r8
	movq	%rax, %rsi
	movq	%r13, %rdi
	movq	%rax, (%rsp)
	movl	$31, 40(%rsp)
	call	FSE_readNCount@PLT
	cmpq	$-120, %rax
	movq	%rax, 8(%rsp)
	ja	.L439
	movl	40(%rsp), %edx
	cmpl	$31, %edx
	ja	.L439
	movl	44(%rsp), %r9d
	cmpl	$8, %r9d
	ja	.L439
	leaq	26664(%rbp), %rcx
	subq	$8, %rsp
	.cfi_def_cfa_offset 232
	movq	%r13, %rsi
	movq	%rcx, 24(%rsp)
	leaq	4104(%rbp), %rdi
	leaq	OF_bits(%rip), %r8
	pushq	$0
	.cfi_def_cfa_offset 240
	pushq	$628
	.cfi_def_cfa_offset 248
	pushq	%rcx
	.cfi_def_cfa_offset 256
	leaq	OF_base(%rip), %rcx
	call	ZSTD_buildFSETable@PLT
	movq	40(%rsp), %rax
	movq	%rbx, %r8
	movq	%r15, %rdx
	movl	$52, 72(%rsp)
	movq	32(%rsp), %rsi
	addq	$32, %rsp
	.cfi_def_cfa_offset 224
	movq	%r13, %rdi
	leaq	(%r14,%rax), %r10
	subq	%r10, %r8
	movq	%r10, %rcx
	movq	%r10, 8(%rsp)
	call	FSE_readNCount@PLT
	movq	8(%rsp), %r10
	cmpq	$-120, %rax
	ja	.L439
	movl	40(%rsp), %edx
	movq	%rax, 24(%rsp)
	movq	%r10, 8(%rsp)
	cmpl	$52, %edx
	ja	.L439
	movl	44(%rsp), %r9d
	cmpl	$9, %r9d
	ja	.L439
	subq	$8, %rsp
	.cfi_def_cfa_offset 232
	leaq	6160(%rbp), %rdi
	movq	%r13, %rsi
	pushq	$0
	.cfi_def_cfa_offset 240
	leaq	ML_bits(%rip), %r8
	leaq	ML_base(%rip), %rcx
	pushq	$628
	.cfi_def_cfa_offset 248
	pushq	40(%rsp)
	.cfi_def_cfa_offset 256
	call	ZSTD_buildFSETable@PLT
	movq	40(%rsp), %r10
	movq	%rbx, %r8
	movq	%r15, %rdx
	movq	56(%rsp), %rax
	movl	$35, 72(%rsp)
	movq	%r13, %rdi
	addq	$32, %rsp
	.cfi_def_cfa_offset 224
	movq	(%rsp), %rsi
	addq	%rax, %r10
	subq	%r10, %r8
	movq	%r10, %rcx
	movq	%r10, 8(%rsp)
	call	FSE_readNCount@PLT
	movq	%rax, %r14
	cmpq	$-120, %rax
	ja	.L439
	movl	40(%rsp), %edx
	cmpl	$35, %edx
	ja	.L439
	movl	44(%rsp), %r9d
	cmpl	$9, %r9d
	ja	.L439
	subq	$8, %rsp
	.cfi_def_cfa_offset 232
	leaq	LL_bits(%rip), %r8
	movq	%r13, %rsi
	movq	%rbp, %rdi
	pushq	$0
	.cfi_def_cfa_offset 240
	leaq	LL_base(%rip), %rcx
	pushq	$628
	.cfi_def_cfa_offset 248
	pushq	40(%rsp)
	.cfi_def_cfa_offset 256
	call	ZSTD_buildFSETable@PLT
	movq	40(%rsp), %r10
	addq	$32, %rsp
	.cfi_def_cfa_offset 224
	leaq	(%r10,%r14), %rdx
	leaq	12(%rdx), %rax
	cmpq	%rax, %rbx
	jb	.L439
	subq	%rax, %rbx
	addq	$26652, %rbp
.L448:
	movl	(%rdx), %ecx
	addq	$4, %rdx
	testl	%ecx, %ecx
	je	.L439
	movl	%ecx, %esi
	cmpq	%rsi, %rbx
	jb	.L439
	movl	%ecx, 0(%rbp)
	addq	$4, %rbp
	cmpq	%rdx, %rax
	jne	.L448
	subq	%r12, %rax
	jmp	.L437
	.p2align 4,,10
	.p2align 3
.L439:
	movq	$-30, %rax
.L437:
	addq	$168, %rsp
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
.L455:
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	.cfi_restore 14
	.cfi_restore 15
	movq	$-30, %rax
	ret
	.cfi_endproc
.LFE763:
	.size	ZSTD_loadDEntropy, .-ZSTD_loadDEntropy
	.p2align 4
	.globl	ZSTD_decompressBegin
	.type	ZSTD_decompressBegin, @function
ZSTD_decompressBegin:
.LFB765:
	.cfi_startproc
	xorl	%eax, %eax
	cmpq	$0, ZSTD_trace_decompress_begin@GOTPCREL(%rip)
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rdi, %rbx
	je	.L459
	call	ZSTD_trace_decompress_begin@PLT
.L459:
	cmpl	$1, 30104(%rbx)
	pxor	%xmm0, %xmm0
	movq	%rax, 95968(%rbx)
	sbbq	%rax, %rax
	movups	%xmm0, 29976(%rbx)
	andl	$4, %eax
	movups	%xmm0, 29888(%rbx)
	addq	$1, %rax
	movups	%xmm0, 29904(%rbx)
	movdqa	.LC3(%rip), %xmm0
	movq	%rax, 29920(%rbx)
	movabsq	$17179869185, %rax
	movq	%rax, 26684(%rbx)
	leaq	32(%rbx), %rax
	movq	%rax, (%rbx)
	leaq	6192(%rbx), %rax
	movq	%rax, 8(%rbx)
	leaq	4136(%rbx), %rax
	movq	%rax, 16(%rbx)
	leaq	10296(%rbx), %rax
	movq	%rax, 24(%rbx)
	xorl	%eax, %eax
	movl	$201326604, 10296(%rbx)
	movl	$0, 30200(%rbx)
	movl	$1, 30176(%rbx)
	movl	$8, 26692(%rbx)
	movups	%xmm0, 29992(%rbx)
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE765:
	.size	ZSTD_decompressBegin, .-ZSTD_decompressBegin
	.p2align 4
	.globl	ZSTD_decompressBegin_usingDict
	.type	ZSTD_decompressBegin_usingDict, @function
ZSTD_decompressBegin_usingDict:
.LFB766:
	.cfi_startproc
	xorl	%eax, %eax
	cmpq	$0, ZSTD_trace_decompress_begin@GOTPCREL(%rip)
	pushq	%r12
	.cfi_def_cfa_offset 16
	.cfi_offset 12, -16
	movq	%rdx, %r12
	pushq	%rbp
	.cfi_def_cfa_offset 24
	.cfi_offset 6, -24
	movq	%rsi, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 32
	.cfi_offset 3, -32
	movq	%rdi, %rbx
	je	.L467
	call	ZSTD_trace_decompress_begin@PLT
.L467:
	cmpl	$1, 30104(%rbx)
	movq	%rax, 95968(%rbx)
	pxor	%xmm0, %xmm0
	leaq	32(%rbx), %rdi
	sbbq	%rax, %rax
	movups	%xmm0, 29976(%rbx)
	andl	$4, %eax
	movq	%rdi, (%rbx)
	addq	$1, %rax
	movups	%xmm0, 29888(%rbx)
	movq	%rax, 29920(%rbx)
	movabsq	$17179869185, %rax
	movq	%rax, 26684(%rbx)
	leaq	6192(%rbx), %rax
	movq	%rax, 8(%rbx)
	leaq	4136(%rbx), %rax
	movups	%xmm0, 29904(%rbx)
	movdqa	.LC3(%rip), %xmm0
	movq	%rax, 16(%rbx)
	leaq	10296(%rbx), %rax
	movl	$201326604, 10296(%rbx)
	movl	$0, 30200(%rbx)
	movl	$1, 30176(%rbx)
	movl	$8, 26692(%rbx)
	movq	%rax, 24(%rbx)
	movups	%xmm0, 29992(%rbx)
	testq	%rbp, %rbp
	je	.L469
	testq	%r12, %r12
	jne	.L485
.L469:
	xorl	%eax, %eax
.L466:
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 24
	popq	%rbp
	.cfi_def_cfa_offset 16
	popq	%r12
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L485:
	.cfi_restore_state
	cmpq	$7, %r12
	jbe	.L471
	cmpl	$-332356553, 0(%rbp)
	je	.L486
.L471:
	addq	%rbp, %r12
	movq	%rbp, 29904(%rbx)
	movq	%rbp, 29896(%rbx)
	movq	%r12, 29888(%rbx)
	jmp	.L469
	.p2align 4,,10
	.p2align 3
.L486:
	movl	4(%rbp), %eax
	movq	%r12, %rdx
	movq	%rbp, %rsi
	movl	%eax, 30200(%rbx)
	call	ZSTD_loadDEntropy
	movq	%rax, %rdx
	movq	$-30, %rax
	cmpq	$-120, %rdx
	ja	.L466
	movq	.LC4(%rip), %rax
	addq	%rbp, %rdx
	addq	%r12, %rbp
	movq	%rdx, %rcx
	movq	%rax, 30000(%rbx)
	movq	29888(%rbx), %rax
	movq	%rbp, 29888(%rbx)
	movq	%rax, 29912(%rbx)
	subq	29896(%rbx), %rax
	subq	%rax, %rcx
	movq	%rdx, 29896(%rbx)
	movq	%rcx, 29904(%rbx)
	jmp	.L469
	.cfi_endproc
.LFE766:
	.size	ZSTD_decompressBegin_usingDict, .-ZSTD_decompressBegin_usingDict
	.p2align 4
	.globl	ZSTD_decompressBegin_usingDDict
	.type	ZSTD_decompressBegin_usingDDict, @function
ZSTD_decompressBegin_usingDDict:
.LFB767:
	.cfi_startproc
	pushq	%r12
	.cfi_def_cfa_offset 16
	.cfi_offset 12, -16
	pushq	%rbp
	.cfi_def_cfa_offset 24
	.cfi_offset 6, -24
	movq	%rdi, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 32
	.cfi_offset 3, -32
	testq	%rsi, %rsi
	je	.L493
	movq	%rsi, %rbx
	movq	%rsi, %rdi
	call	ZSTD_DDict_dictContent@PLT
	movq	%rbx, %rdi
	movq	%rax, %r12
	call	ZSTD_DDict_dictSize@PLT
	movq	%rbp, %rdi
	addq	%rax, %r12
	xorl	%eax, %eax
	cmpq	%r12, 29912(%rbp)
	setne	%al
	movl	%eax, 30204(%rbp)
	call	ZSTD_decompressBegin
	cmpq	$-120, %rax
	ja	.L487
	movq	%rbx, %rsi
	movq	%rbp, %rdi
	call	ZSTD_copyDDictParameters@PLT
	xorl	%eax, %eax
.L487:
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 24
	popq	%rbp
	.cfi_def_cfa_offset 16
	popq	%r12
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L493:
	.cfi_restore_state
	call	ZSTD_decompressBegin
	cmpq	$-120, %rax
	ja	.L487
	xorl	%eax, %eax
	jmp	.L487
	.cfi_endproc
.LFE767:
	.size	ZSTD_decompressBegin_usingDDict, .-ZSTD_decompressBegin_usingDDict
	.p2align 4
	.type	ZSTD_decompressMultiFrame, @function
ZSTD_decompressMultiFrame:
.LFB752:
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
	movq	%rcx, %r13
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	movq	%rdx, %r12
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	movq	%rdi, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%r8, %rbx
	subq	$104, %rsp
	.cfi_def_cfa_offset 160
	cmpq	$0, 168(%rsp)
	movq	%rsi, 48(%rsp)
	movq	%r9, 32(%rsp)
	je	.L495
	movq	168(%rsp), %rdi
	call	ZSTD_DDict_dictContent@PLT
	movq	168(%rsp), %rdi
	movq	%rax, 32(%rsp)
	call	ZSTD_DDict_dictSize@PLT
	movq	%rax, 160(%rsp)
.L495:
	leaq	84(%rsp), %rax
	movl	$0, 12(%rsp)
	movq	48(%rsp), %r14
	movq	%rax, 24(%rsp)
	.p2align 4,,10
	.p2align 3
.L535:
	movl	30104(%rbp), %eax
	testl	%eax, %eax
	je	.L599
	testq	%rbx, %rbx
	je	.L539
.L496:
	cmpq	$0, 168(%rsp)
	je	.L500
	movq	168(%rsp), %rsi
	movq	%rbp, %rdi
	call	ZSTD_decompressBegin_usingDDict
	movq	%rax, %r15
	cmpq	$-120, %rax
	ja	.L494
.L503:
	movq	%r12, %rdx
	movq	%r14, %rsi
	movq	%rbp, %rdi
	call	ZSTD_checkContinuity@PLT
	movl	30104(%rbp), %edx
	testl	%edx, %edx
	jne	.L600
	cmpq	$8, %rbx
	jbe	.L504
	movl	$5, %esi
.L505:
	movq	%r13, %rdi
	call	ZSTD_frameHeaderSize_internal
	movq	%rax, %r15
	cmpq	$-120, %rax
	ja	.L510
	leaq	3(%rax), %rax
	cmpq	%rax, %rbx
	jb	.L504
	movq	%r15, %rdx
	movq	%r13, %rsi
	movq	%rbp, %rdi
	call	ZSTD_decodeFrameHeader
	cmpq	$-120, %rax
	ja	.L601
	movl	30232(%rbp), %eax
	leaq	0(%r13,%r15), %r9
	subq	%r15, %rbx
	testl	%eax, %eax
	je	.L509
	movl	29944(%rbp), %edx
	cmpl	%eax, %edx
	cmova	%eax, %edx
	movl	%edx, 29944(%rbp)
.L509:
	leaq	(%r14,%r12), %rax
	movq	%r12, 64(%rsp)
	movq	%rax, 16(%rsp)
	movq	%r14, 56(%rsp)
	movq	%r13, 72(%rsp)
	movq	%r14, %r13
	movq	%rbx, %r14
	movq	%r9, %rbx
.L524:
	movq	24(%rsp), %rdx
	movq	%r14, %rsi
	movq	%rbx, %rdi
	call	ZSTD_getcBlockSize@PLT
	movq	%rax, %r12
	cmpq	$-120, %rax
	ja	.L591
	leaq	-3(%r14), %r15
	leaq	3(%rbx), %rcx
	cmpq	%rax, %r15
	jb	.L544
	cmpq	%r13, %rcx
	jb	.L554
	movq	16(%rsp), %rax
	movq	%rcx, %rdi
	cmpq	%rax, %rcx
	jnb	.L554
	movl	84(%rsp), %eax
	cmpl	$1, %eax
	je	.L513
.L603:
	cmpl	$2, %eax
	je	.L514
	testl	%eax, %eax
	je	.L515
	movq	$-20, %r15
.L510:
	movq	%r15, %rdi
	call	ZSTD_getErrorCode@PLT
	cmpl	$10, %eax
	je	.L507
.L494:
	addq	$104, %rsp
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
.L600:
	.cfi_restore_state
	cmpq	$4, %rbx
	jbe	.L504
	movl	$1, %esi
	jmp	.L505
	.p2align 4,,10
	.p2align 3
.L504:
	movq	$-72, %rdi
	call	ZSTD_getErrorCode@PLT
.L526:
	movq	$-72, %r15
	jmp	.L494
	.p2align 4,,10
	.p2align 3
.L599:
	cmpq	$4, %rbx
	jbe	.L602
	movl	0(%r13), %eax
	andl	$-16, %eax
	cmpl	$407710288, %eax
	jne	.L496
	cmpq	$7, %rbx
	jbe	.L526
	movl	4(%r13), %eax
	cmpl	$-9, %eax
	ja	.L541
	addl	$8, %eax
	cmpq	%rax, %rbx
	jb	.L526
	addq	%rax, %r13
	subq	%rax, %rbx
	jmp	.L535
	.p2align 4,,10
	.p2align 3
.L554:
	movl	84(%rsp), %eax
	movq	16(%rsp), %rdi
	cmpl	$1, %eax
	jne	.L603
.L513:
	movl	92(%rsp), %r14d
	subq	%r13, %rdi
	movzbl	3(%rbx), %esi
	cmpq	%r14, %rdi
	jb	.L548
	testq	%r13, %r13
	je	.L604
	movq	%r14, %rdx
	movq	%r13, %rdi
	movq	%rcx, 40(%rsp)
	call	memset@PLT
	movq	40(%rsp), %rcx
.L516:
	movl	30112(%rbp), %edi
	leaq	0(%r13,%r14), %rbx
	testl	%edi, %edi
	jne	.L520
.L522:
	movq	%rbx, %r13
.L521:
	movl	88(%rsp), %esi
	movq	%r15, %r14
	leaq	(%rcx,%r12), %rbx
	subq	%r12, %r14
	testl	%esi, %esi
	je	.L524
	movq	29928(%rbp), %rax
	movq	%rbx, %r9
	movq	%r13, %r10
	movq	%r14, %rbx
	movq	64(%rsp), %r12
	movq	72(%rsp), %r13
	movq	56(%rsp), %r14
	cmpq	$-1, %rax
	je	.L525
	movq	%r10, %rdx
	subq	%r14, %rdx
	cmpq	%rdx, %rax
	jne	.L605
.L525:
	movl	29960(%rbp), %ecx
	testl	%ecx, %ecx
	je	.L527
	cmpq	$3, %rbx
	jbe	.L597
	movl	30108(%rbp), %edx
	testl	%edx, %edx
	jne	.L531
	leaq	30008(%rbp), %rdi
	movq	%r10, 40(%rsp)
	movq	%r9, 16(%rsp)
	call	ZSTD_XXH64_digest@PLT
	movq	16(%rsp), %r9
	movq	40(%rsp), %r10
	cmpl	%eax, (%r9)
	jne	.L597
.L531:
	addq	$4, %r9
	subq	$4, %rbx
.L527:
	movq	%r10, %r15
	subq	%r14, %r15
	cmpq	$0, 95968(%rbp)
	je	.L532
	cmpq	$0, ZSTD_trace_decompress_end@GOTPCREL(%rip)
	je	.L532
	movq	%r9, %rdx
	xorl	%ecx, %ecx
	movq	%r15, %rsi
	movq	%rbp, %rdi
	subq	%r13, %rdx
	movq	%r10, 40(%rsp)
	movq	%r9, 16(%rsp)
	call	ZSTD_DCtx_trace_end.part.0
	movq	40(%rsp), %r10
	movq	16(%rsp), %r9
.L532:
	movq	%r15, %rdi
	movq	%r10, 40(%rsp)
	movq	%r9, 16(%rsp)
	call	ZSTD_getErrorCode@PLT
	movq	16(%rsp), %r9
	movq	40(%rsp), %r10
	cmpl	$10, %eax
	je	.L606
.L534:
	cmpq	$-120, %r15
	ja	.L494
	movl	$1, 12(%rsp)
	subq	%r15, %r12
	movq	%r9, %r13
	movq	%r10, %r14
	jmp	.L535
	.p2align 4,,10
	.p2align 3
.L500:
	movq	160(%rsp), %rdx
	movq	32(%rsp), %rsi
	movq	%rbp, %rdi
	call	ZSTD_decompressBegin_usingDict
	movq	%rax, %r15
	cmpq	$-120, %rax
	jbe	.L503
	jmp	.L494
	.p2align 4,,10
	.p2align 3
.L601:
	movq	%rax, %rdi
	movq	%rax, 16(%rsp)
	call	ZSTD_getErrorCode@PLT
	movq	16(%rsp), %r15
	cmpl	$10, %eax
	jne	.L494
	.p2align 4,,10
	.p2align 3
.L507:
	cmpl	$1, 12(%rsp)
	je	.L526
	jmp	.L494
	.p2align 4,,10
	.p2align 3
.L515:
	movq	16(%rsp), %rax
	subq	%r13, %rax
	cmpq	%r12, %rax
	jb	.L548
	testq	%r13, %r13
	je	.L607
	movq	%rcx, %rsi
	movq	%r13, %rdi
	movq	%r12, %rdx
	movq	%rcx, 40(%rsp)
	call	memmove@PLT
	movl	30112(%rbp), %edi
	movq	%r12, %r14
	movq	40(%rsp), %rcx
	leaq	0(%r13,%r14), %rbx
	testl	%edi, %edi
	je	.L522
	.p2align 4,,10
	.p2align 3
.L520:
	leaq	30008(%rbp), %rdi
	movq	%r14, %rdx
	movq	%r13, %rsi
	movq	%rcx, 40(%rsp)
	call	ZSTD_XXH64_update@PLT
	movq	40(%rsp), %rcx
	jmp	.L522
	.p2align 4,,10
	.p2align 3
.L514:
	subq	%r13, %rdi
	xorl	%r9d, %r9d
	movq	%r12, %r8
	movq	%r13, %rsi
	movq	%rdi, %rdx
	movq	%rbp, %rdi
	movq	%rcx, 40(%rsp)
	call	ZSTD_decompressBlock_internal@PLT
	movq	40(%rsp), %rcx
	cmpq	$-120, %rax
	movq	%rax, %r14
	jbe	.L516
	movq	%rax, %r15
	jmp	.L510
	.p2align 4,,10
	.p2align 3
.L548:
	movq	$-70, %r15
	jmp	.L510
	.p2align 4,,10
	.p2align 3
.L607:
	testq	%r12, %r12
	jne	.L549
	movl	30112(%rbp), %r8d
	testl	%r8d, %r8d
	je	.L521
	xorl	%ebx, %ebx
	xorl	%r14d, %r14d
	jmp	.L520
	.p2align 4,,10
	.p2align 3
.L604:
	testq	%r14, %r14
	jne	.L549
	movl	30112(%rbp), %r9d
	testl	%r9d, %r9d
	je	.L521
	xorl	%ebx, %ebx
	jmp	.L520
	.p2align 4,,10
	.p2align 3
.L549:
	movq	$-74, %r15
	jmp	.L510
	.p2align 4,,10
	.p2align 3
.L541:
	movq	$-14, %r15
	jmp	.L494
.L602:
	testq	%rbx, %rbx
	jne	.L526
	.p2align 4,,10
	.p2align 3
.L539:
	movq	48(%rsp), %rax
	subq	%rax, %r14
	movq	%r14, %r15
	jmp	.L494
	.p2align 4,,10
	.p2align 3
.L591:
	movq	%rax, %r15
	jmp	.L510
	.p2align 4,,10
	.p2align 3
.L544:
	movq	$-72, %r15
	jmp	.L510
.L605:
	movq	$-20, %rdi
	movq	$-20, %r15
	call	ZSTD_getErrorCode@PLT
	cmpl	$10, %eax
	jne	.L494
	cmpl	$1, 12(%rsp)
	jne	.L494
	jmp	.L526
	.p2align 4,,10
	.p2align 3
.L606:
	cmpl	$1, 12(%rsp)
	jne	.L534
	jmp	.L526
	.p2align 4,,10
	.p2align 3
.L597:
	movq	$-22, %rdi
	call	ZSTD_getErrorCode@PLT
	cmpl	$10, %eax
	je	.L596
.L530:
	movq	$-22, %r15
	jmp	.L494
.L596:
	cmpl	$1, 12(%rsp)
	jne	.L530
	jmp	.L526
	.cfi_endproc
.LFE752:
	.size	ZSTD_decompressMultiFrame, .-ZSTD_decompressMultiFrame
	.p2align 4
	.globl	ZSTD_decompress_usingDict
	.type	ZSTD_decompress_usingDict, @function
ZSTD_decompress_usingDict:
.LFB753:
	.cfi_startproc
	subq	$8, %rsp
	.cfi_def_cfa_offset 16
	pushq	$0
	.cfi_def_cfa_offset 24
	pushq	24(%rsp)
	.cfi_def_cfa_offset 32
	call	ZSTD_decompressMultiFrame
	addq	$24, %rsp
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE753:
	.size	ZSTD_decompress_usingDict, .-ZSTD_decompress_usingDict
	.p2align 4
	.globl	ZSTD_decompressDCtx
	.type	ZSTD_decompressDCtx, @function
ZSTD_decompressDCtx:
.LFB755:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rdi, %rbx
	subq	$32, %rsp
	.cfi_def_cfa_offset 48
	movl	30208(%rdi), %eax
	cmpl	$-1, %eax
	je	.L615
	cmpl	$1, %eax
	je	.L612
	movq	30184(%rdi), %rdi
	movq	%r8, 24(%rsp)
	movq	%rcx, 16(%rsp)
	movq	%rdx, 8(%rsp)
	movq	%rsi, (%rsp)
	call	ZSTD_freeDDict@PLT
	pxor	%xmm0, %xmm0
	movq	(%rsp), %rsi
	xorl	%eax, %eax
	movl	$0, 30208(%rbx)
	movq	8(%rsp), %rdx
	movq	16(%rsp), %rcx
	movq	24(%rsp), %r8
	movups	%xmm0, 30184(%rbx)
.L613:
	pushq	%rax
	.cfi_def_cfa_offset 56
	movq	%rbx, %rdi
	xorl	%r9d, %r9d
	pushq	$0
	.cfi_def_cfa_offset 64
	call	ZSTD_decompressMultiFrame
	addq	$48, %rsp
	.cfi_def_cfa_offset 16
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L612:
	.cfi_def_cfa_offset 48
	movl	$0, 30208(%rdi)
.L615:
	movq	30192(%rbx), %rax
	jmp	.L613
	.cfi_endproc
.LFE755:
	.size	ZSTD_decompressDCtx, .-ZSTD_decompressDCtx
	.p2align 4
	.globl	ZSTD_decompress
	.type	ZSTD_decompress, @function
ZSTD_decompress:
.LFB756:
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
	movl	$95976, %edi
	pushq	%rbx
	.cfi_def_cfa_offset 48
	.cfi_offset 3, -48
	call	malloc@PLT
	testq	%rax, %rax
	je	.L621
	pxor	%xmm0, %xmm0
	movq	%rax, %rbx
	movq	%rax, %rdi
	movq	$0, 30144(%rax)
	movups	%xmm0, 30128(%rax)
	call	ZSTD_initDCtx_internal
	movl	30208(%rbx), %eax
	cmpl	$-1, %eax
	je	.L623
	cmpl	$1, %eax
	je	.L619
	movq	30184(%rbx), %rdi
	call	ZSTD_freeDDict@PLT
	pxor	%xmm0, %xmm0
	xorl	%eax, %eax
	movl	$0, 30208(%rbx)
	movups	%xmm0, 30184(%rbx)
	jmp	.L620
	.p2align 4,,10
	.p2align 3
.L619:
	movl	$0, 30208(%rbx)
.L623:
	movq	30192(%rbx), %rax
.L620:
	pushq	%rax
	.cfi_def_cfa_offset 56
	movq	%r12, %rdx
	movq	%r14, %r8
	movq	%r13, %rcx
	pushq	$0
	.cfi_def_cfa_offset 64
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	xorl	%r9d, %r9d
	call	ZSTD_decompressMultiFrame
	movq	%rbx, %rdi
	movq	%rax, %rbp
	call	ZSTD_freeDCtx
	popq	%rax
	.cfi_def_cfa_offset 56
	movq	%rbp, %rax
	popq	%rdx
	.cfi_def_cfa_offset 48
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
.L621:
	.cfi_restore_state
	movq	$-64, %rbp
	popq	%rbx
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
	.cfi_endproc
.LFE756:
	.size	ZSTD_decompress, .-ZSTD_decompress
	.p2align 4
	.globl	ZSTD_getDictID_fromDict
	.type	ZSTD_getDictID_fromDict, @function
ZSTD_getDictID_fromDict:
.LFB768:
	.cfi_startproc
	xorl	%eax, %eax
	cmpq	$7, %rsi
	jbe	.L624
	cmpl	$-332356553, (%rdi)
	je	.L628
.L624:
	ret
	.p2align 4,,10
	.p2align 3
.L628:
	movl	4(%rdi), %eax
	ret
	.cfi_endproc
.LFE768:
	.size	ZSTD_getDictID_fromDict, .-ZSTD_getDictID_fromDict
	.p2align 4
	.globl	ZSTD_getDictID_fromFrame
	.type	ZSTD_getDictID_fromFrame, @function
ZSTD_getDictID_fromFrame:
.LFB769:
	.cfi_startproc
	subq	$56, %rsp
	.cfi_def_cfa_offset 64
	pxor	%xmm0, %xmm0
	movq	%rsi, %rdx
	xorl	%ecx, %ecx
	movq	%rsp, %rax
	movq	%rdi, %rsi
	movaps	%xmm0, (%rsp)
	movq	%rax, %rdi
	movaps	%xmm0, 16(%rsp)
	movaps	%xmm0, 32(%rsp)
	call	ZSTD_getFrameHeader_advanced
	movq	%rax, %rdx
	xorl	%eax, %eax
	cmpq	$-120, %rdx
	ja	.L629
	movl	28(%rsp), %eax
.L629:
	addq	$56, %rsp
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE769:
	.size	ZSTD_getDictID_fromFrame, .-ZSTD_getDictID_fromFrame
	.p2align 4
	.globl	ZSTD_decompress_usingDDict
	.type	ZSTD_decompress_usingDDict, @function
ZSTD_decompress_usingDDict:
.LFB770:
	.cfi_startproc
	subq	$8, %rsp
	.cfi_def_cfa_offset 16
	pushq	%r9
	.cfi_def_cfa_offset 24
	xorl	%r9d, %r9d
	pushq	$0
	.cfi_def_cfa_offset 32
	call	ZSTD_decompressMultiFrame
	addq	$24, %rsp
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE770:
	.size	ZSTD_decompress_usingDDict, .-ZSTD_decompress_usingDDict
	.p2align 4
	.globl	ZSTD_createDStream
	.type	ZSTD_createDStream, @function
ZSTD_createDStream:
.LFB822:
	.cfi_startproc
	subq	$8, %rsp
	.cfi_def_cfa_offset 16
	movl	$95976, %edi
	call	malloc@PLT
	movq	%rax, %rsi
	testq	%rax, %rax
	je	.L636
	movq	$0, 30144(%rax)
	pxor	%xmm0, %xmm0
	movq	%rax, %rdi
	movups	%xmm0, 30128(%rax)
	call	ZSTD_initDCtx_internal
.L636:
	movq	%rsi, %rax
	addq	$8, %rsp
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE822:
	.size	ZSTD_createDStream, .-ZSTD_createDStream
	.p2align 4
	.globl	ZSTD_initStaticDStream
	.type	ZSTD_initStaticDStream, @function
ZSTD_initStaticDStream:
.LFB772:
	.cfi_startproc
	jmp	ZSTD_initStaticDCtx
	.cfi_endproc
.LFE772:
	.size	ZSTD_initStaticDStream, .-ZSTD_initStaticDStream
	.p2align 4
	.globl	ZSTD_createDStream_advanced
	.type	ZSTD_createDStream_advanced, @function
ZSTD_createDStream_advanced:
.LFB824:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	subq	$16, %rsp
	.cfi_def_cfa_offset 32
	movdqu	32(%rsp), %xmm0
	movq	%xmm0, %rax
	movhlps	%xmm0, %xmm1
	testq	%rax, %rax
	movq	%xmm1, %rdx
	sete	%cl
	testq	%rdx, %rdx
	sete	%dl
	cmpb	%dl, %cl
	jne	.L644
	movq	48(%rsp), %rbx
	movaps	%xmm0, (%rsp)
	testq	%rax, %rax
	je	.L645
	movl	$95976, %esi
	movq	%rbx, %rdi
	call	*%rax
	movdqa	(%rsp), %xmm0
	movq	%rax, %rsi
.L646:
	testq	%rsi, %rsi
	je	.L644
	movq	%rbx, 30144(%rsi)
	movq	%rsi, %rdi
	movups	%xmm0, 30128(%rsi)
	call	ZSTD_initDCtx_internal
.L643:
	addq	$16, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 16
	movq	%rsi, %rax
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L645:
	.cfi_restore_state
	movl	$95976, %edi
	call	malloc@PLT
	movdqa	(%rsp), %xmm0
	movq	%rax, %rsi
	jmp	.L646
	.p2align 4,,10
	.p2align 3
.L644:
	xorl	%esi, %esi
	jmp	.L643
	.cfi_endproc
.LFE824:
	.size	ZSTD_createDStream_advanced, .-ZSTD_createDStream_advanced
	.p2align 4
	.globl	ZSTD_freeDStream
	.type	ZSTD_freeDStream, @function
ZSTD_freeDStream:
.LFB774:
	.cfi_startproc
	jmp	ZSTD_freeDCtx
	.cfi_endproc
.LFE774:
	.size	ZSTD_freeDStream, .-ZSTD_freeDStream
	.p2align 4
	.globl	ZSTD_DStreamInSize
	.type	ZSTD_DStreamInSize, @function
ZSTD_DStreamInSize:
.LFB775:
	.cfi_startproc
	movl	$131075, %eax
	ret
	.cfi_endproc
.LFE775:
	.size	ZSTD_DStreamInSize, .-ZSTD_DStreamInSize
	.p2align 4
	.globl	ZSTD_DStreamOutSize
	.type	ZSTD_DStreamOutSize, @function
ZSTD_DStreamOutSize:
.LFB776:
	.cfi_startproc
	movl	$131072, %eax
	ret
	.cfi_endproc
.LFE776:
	.size	ZSTD_DStreamOutSize, .-ZSTD_DStreamOutSize
	.p2align 4
	.globl	ZSTD_DCtx_loadDictionary_advanced
	.type	ZSTD_DCtx_loadDictionary_advanced, @function
ZSTD_DCtx_loadDictionary_advanced:
.LFB777:
	.cfi_startproc
	movl	30236(%rdi), %r9d
	movq	$-60, %rax
	testl	%r9d, %r9d
	jne	.L665
	pushq	%r14
	.cfi_def_cfa_offset 16
	.cfi_offset 14, -16
	movq	%rsi, %r14
	pushq	%r13
	.cfi_def_cfa_offset 24
	.cfi_offset 13, -24
	movl	%ecx, %r13d
	pushq	%r12
	.cfi_def_cfa_offset 32
	.cfi_offset 12, -32
	movl	%r8d, %r12d
	pushq	%rbp
	.cfi_def_cfa_offset 40
	.cfi_offset 6, -40
	movq	%rdx, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 48
	.cfi_offset 3, -48
	movq	%rdi, %rbx
	movq	30184(%rdi), %rdi
	call	ZSTD_freeDDict@PLT
	pxor	%xmm0, %xmm0
	movl	$0, 30208(%rbx)
	movups	%xmm0, 30184(%rbx)
	testq	%r14, %r14
	je	.L655
	testq	%rbp, %rbp
	jne	.L668
.L655:
	xorl	%eax, %eax
.L653:
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
.L668:
	.cfi_restore_state
	subq	$32, %rsp
	.cfi_def_cfa_offset 80
	movl	%r12d, %ecx
	movl	%r13d, %edx
	movq	%rbp, %rsi
	movdqu	30128(%rbx), %xmm1
	movq	%r14, %rdi
	movups	%xmm1, (%rsp)
	movq	30144(%rbx), %rax
	movq	%rax, 16(%rsp)
	call	ZSTD_createDDict_advanced@PLT
	addq	$32, %rsp
	.cfi_def_cfa_offset 48
	movq	%rax, 30184(%rbx)
	testq	%rax, %rax
	je	.L657
	movq	%rax, 30192(%rbx)
	movl	$-1, 30208(%rbx)
	jmp	.L655
	.p2align 4,,10
	.p2align 3
.L665:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	.cfi_restore 14
	ret
	.p2align 4,,10
	.p2align 3
.L657:
	.cfi_def_cfa_offset 48
	.cfi_offset 3, -48
	.cfi_offset 6, -40
	.cfi_offset 12, -32
	.cfi_offset 13, -24
	.cfi_offset 14, -16
	movq	$-64, %rax
	jmp	.L653
	.cfi_endproc
.LFE777:
	.size	ZSTD_DCtx_loadDictionary_advanced, .-ZSTD_DCtx_loadDictionary_advanced
	.p2align 4
	.globl	ZSTD_DCtx_loadDictionary_byReference
	.type	ZSTD_DCtx_loadDictionary_byReference, @function
ZSTD_DCtx_loadDictionary_byReference:
.LFB778:
	.cfi_startproc
	movl	30236(%rdi), %ecx
	movq	$-60, %rax
	testl	%ecx, %ecx
	jne	.L681
	pushq	%r12
	.cfi_def_cfa_offset 16
	.cfi_offset 12, -16
	movq	%rdx, %r12
	pushq	%rbp
	.cfi_def_cfa_offset 24
	.cfi_offset 6, -24
	movq	%rsi, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 32
	.cfi_offset 3, -32
	movq	%rdi, %rbx
	movq	30184(%rdi), %rdi
	call	ZSTD_freeDDict@PLT
	pxor	%xmm0, %xmm0
	movl	$0, 30208(%rbx)
	movups	%xmm0, 30184(%rbx)
	testq	%rbp, %rbp
	je	.L671
	testq	%r12, %r12
	jne	.L684
.L671:
	xorl	%eax, %eax
.L669:
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 24
	popq	%rbp
	.cfi_def_cfa_offset 16
	popq	%r12
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L684:
	.cfi_restore_state
	movdqu	30128(%rbx), %xmm1
	xorl	%ecx, %ecx
	movq	%r12, %rsi
	movq	%rbp, %rdi
	subq	$32, %rsp
	.cfi_def_cfa_offset 64
	movl	$1, %edx
	movups	%xmm1, (%rsp)
	movq	30144(%rbx), %rax
	movq	%rax, 16(%rsp)
	call	ZSTD_createDDict_advanced@PLT
	addq	$32, %rsp
	.cfi_def_cfa_offset 32
	movq	%rax, 30184(%rbx)
	testq	%rax, %rax
	je	.L673
	movq	%rax, 30192(%rbx)
	movl	$-1, 30208(%rbx)
	jmp	.L671
	.p2align 4,,10
	.p2align 3
.L681:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	ret
	.p2align 4,,10
	.p2align 3
.L673:
	.cfi_def_cfa_offset 32
	.cfi_offset 3, -32
	.cfi_offset 6, -24
	.cfi_offset 12, -16
	movq	$-64, %rax
	jmp	.L669
	.cfi_endproc
.LFE778:
	.size	ZSTD_DCtx_loadDictionary_byReference, .-ZSTD_DCtx_loadDictionary_byReference
	.p2align 4
	.globl	ZSTD_DCtx_loadDictionary
	.type	ZSTD_DCtx_loadDictionary, @function
ZSTD_DCtx_loadDictionary:
.LFB779:
	.cfi_startproc
	movl	30236(%rdi), %ecx
	movq	$-60, %rax
	testl	%ecx, %ecx
	jne	.L697
	pushq	%r12
	.cfi_def_cfa_offset 16
	.cfi_offset 12, -16
	movq	%rdx, %r12
	pushq	%rbp
	.cfi_def_cfa_offset 24
	.cfi_offset 6, -24
	movq	%rsi, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 32
	.cfi_offset 3, -32
	movq	%rdi, %rbx
	movq	30184(%rdi), %rdi
	call	ZSTD_freeDDict@PLT
	pxor	%xmm0, %xmm0
	movl	$0, 30208(%rbx)
	movups	%xmm0, 30184(%rbx)
	testq	%rbp, %rbp
	je	.L687
	testq	%r12, %r12
	jne	.L700
.L687:
	xorl	%eax, %eax
.L685:
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 24
	popq	%rbp
	.cfi_def_cfa_offset 16
	popq	%r12
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L700:
	.cfi_restore_state
	movdqu	30128(%rbx), %xmm1
	subq	$32, %rsp
	.cfi_def_cfa_offset 64
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	movq	%r12, %rsi
	movq	%rbp, %rdi
	movups	%xmm1, (%rsp)
	movq	30144(%rbx), %rax
	movq	%rax, 16(%rsp)
	call	ZSTD_createDDict_advanced@PLT
	addq	$32, %rsp
	.cfi_def_cfa_offset 32
	movq	%rax, 30184(%rbx)
	testq	%rax, %rax
	je	.L689
	movq	%rax, 30192(%rbx)
	movl	$-1, 30208(%rbx)
	jmp	.L687
	.p2align 4,,10
	.p2align 3
.L697:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	ret
	.p2align 4,,10
	.p2align 3
.L689:
	.cfi_def_cfa_offset 32
	.cfi_offset 3, -32
	.cfi_offset 6, -24
	.cfi_offset 12, -16
	movq	$-64, %rax
	jmp	.L685
	.cfi_endproc
.LFE779:
	.size	ZSTD_DCtx_loadDictionary, .-ZSTD_DCtx_loadDictionary
	.p2align 4
	.globl	ZSTD_DCtx_refPrefix_advanced
	.type	ZSTD_DCtx_refPrefix_advanced, @function
ZSTD_DCtx_refPrefix_advanced:
.LFB780:
	.cfi_startproc
	movl	30236(%rdi), %r8d
	movq	$-60, %rax
	testl	%r8d, %r8d
	jne	.L713
	pushq	%r13
	.cfi_def_cfa_offset 16
	.cfi_offset 13, -16
	movl	%ecx, %r13d
	pushq	%r12
	.cfi_def_cfa_offset 24
	.cfi_offset 12, -24
	movq	%rdx, %r12
	pushq	%rbp
	.cfi_def_cfa_offset 32
	.cfi_offset 6, -32
	movq	%rsi, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 40
	.cfi_offset 3, -40
	movq	%rdi, %rbx
	subq	$8, %rsp
	.cfi_def_cfa_offset 48
	movq	30184(%rdi), %rdi
	call	ZSTD_freeDDict@PLT
	pxor	%xmm0, %xmm0
	movl	$0, 30208(%rbx)
	movups	%xmm0, 30184(%rbx)
	testq	%rbp, %rbp
	je	.L703
	testq	%r12, %r12
	je	.L703
	subq	$32, %rsp
	.cfi_def_cfa_offset 80
	movl	%r13d, %ecx
	movl	$1, %edx
	movq	%r12, %rsi
	movdqu	30128(%rbx), %xmm1
	movq	%rbp, %rdi
	movups	%xmm1, (%rsp)
	movq	30144(%rbx), %rax
	movq	%rax, 16(%rsp)
	call	ZSTD_createDDict_advanced@PLT
	addq	$32, %rsp
	.cfi_def_cfa_offset 48
	movq	%rax, 30184(%rbx)
	testq	%rax, %rax
	je	.L705
	movq	%rax, 30192(%rbx)
.L703:
	movl	$1, 30208(%rbx)
	xorl	%eax, %eax
.L701:
	addq	$8, %rsp
	.cfi_def_cfa_offset 40
	popq	%rbx
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
.L713:
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	ret
	.p2align 4,,10
	.p2align 3
.L705:
	.cfi_def_cfa_offset 48
	.cfi_offset 3, -40
	.cfi_offset 6, -32
	.cfi_offset 12, -24
	.cfi_offset 13, -16
	movq	$-64, %rax
	jmp	.L701
	.cfi_endproc
.LFE780:
	.size	ZSTD_DCtx_refPrefix_advanced, .-ZSTD_DCtx_refPrefix_advanced
	.p2align 4
	.globl	ZSTD_DCtx_refPrefix
	.type	ZSTD_DCtx_refPrefix, @function
ZSTD_DCtx_refPrefix:
.LFB781:
	.cfi_startproc
	movl	30236(%rdi), %ecx
	movq	$-60, %rax
	testl	%ecx, %ecx
	jne	.L728
	pushq	%r12
	.cfi_def_cfa_offset 16
	.cfi_offset 12, -16
	movq	%rdx, %r12
	pushq	%rbp
	.cfi_def_cfa_offset 24
	.cfi_offset 6, -24
	movq	%rsi, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 32
	.cfi_offset 3, -32
	movq	%rdi, %rbx
	movq	30184(%rdi), %rdi
	call	ZSTD_freeDDict@PLT
	pxor	%xmm0, %xmm0
	movl	$0, 30208(%rbx)
	movups	%xmm0, 30184(%rbx)
	testq	%rbp, %rbp
	je	.L718
	testq	%r12, %r12
	je	.L718
	subq	$32, %rsp
	.cfi_def_cfa_offset 64
	movl	$1, %ecx
	movq	%r12, %rsi
	movq	%rbp, %rdi
	movdqu	30128(%rbx), %xmm1
	movl	$1, %edx
	movups	%xmm1, (%rsp)
	movq	30144(%rbx), %rax
	movq	%rax, 16(%rsp)
	call	ZSTD_createDDict_advanced@PLT
	addq	$32, %rsp
	.cfi_def_cfa_offset 32
	movq	%rax, 30184(%rbx)
	testq	%rax, %rax
	je	.L720
	movq	%rax, 30192(%rbx)
.L718:
	movl	$1, 30208(%rbx)
	xorl	%eax, %eax
.L716:
	popq	%rbx
	.cfi_def_cfa_offset 24
	popq	%rbp
	.cfi_def_cfa_offset 16
	popq	%r12
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L728:
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	ret
	.p2align 4,,10
	.p2align 3
.L720:
	.cfi_def_cfa_offset 32
	.cfi_offset 3, -32
	.cfi_offset 6, -24
	.cfi_offset 12, -16
	movq	$-64, %rax
	jmp	.L716
	.cfi_endproc
.LFE781:
	.size	ZSTD_DCtx_refPrefix, .-ZSTD_DCtx_refPrefix
	.p2align 4
	.globl	ZSTD_initDStream_usingDict
	.type	ZSTD_initDStream_usingDict, @function
ZSTD_initDStream_usingDict:
.LFB782:
	.cfi_startproc
	pushq	%r12
	.cfi_def_cfa_offset 16
	.cfi_offset 12, -16
	movq	%rdx, %r12
	pushq	%rbp
	.cfi_def_cfa_offset 24
	.cfi_offset 6, -24
	movq	%rsi, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 32
	.cfi_offset 3, -32
	movq	%rdi, %rbx
	movl	$0, 30236(%rdi)
	movl	$0, 30316(%rdi)
	movl	$1, 30176(%rdi)
	movq	30184(%rdi), %rdi
	call	ZSTD_freeDDict@PLT
	pxor	%xmm0, %xmm0
	movl	$0, 30208(%rbx)
	movups	%xmm0, 30184(%rbx)
	testq	%rbp, %rbp
	je	.L732
	testq	%r12, %r12
	jne	.L743
.L732:
	cmpl	$1, 30104(%rbx)
	sbbq	%rax, %rax
	andl	$4, %eax
	addq	$1, %rax
.L731:
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 24
	popq	%rbp
	.cfi_def_cfa_offset 16
	popq	%r12
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L743:
	.cfi_restore_state
	movdqu	30128(%rbx), %xmm1
	subq	$32, %rsp
	.cfi_def_cfa_offset 64
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	movq	%r12, %rsi
	movq	%rbp, %rdi
	movups	%xmm1, (%rsp)
	movq	30144(%rbx), %rax
	movq	%rax, 16(%rsp)
	call	ZSTD_createDDict_advanced@PLT
	addq	$32, %rsp
	.cfi_def_cfa_offset 32
	movq	%rax, 30184(%rbx)
	testq	%rax, %rax
	je	.L734
	movq	%rax, 30192(%rbx)
	movl	$-1, 30208(%rbx)
	jmp	.L732
	.p2align 4,,10
	.p2align 3
.L734:
	movq	$-64, %rax
	jmp	.L731
	.cfi_endproc
.LFE782:
	.size	ZSTD_initDStream_usingDict, .-ZSTD_initDStream_usingDict
	.p2align 4
	.globl	ZSTD_initDStream
	.type	ZSTD_initDStream, @function
ZSTD_initDStream:
.LFB783:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rdi, %rbx
	movl	$0, 30236(%rdi)
	movl	$0, 30316(%rdi)
	movl	$1, 30176(%rdi)
	movq	30184(%rdi), %rdi
	call	ZSTD_freeDDict@PLT
	cmpl	$1, 30104(%rbx)
	pxor	%xmm0, %xmm0
	movl	$0, 30208(%rbx)
	sbbq	%rax, %rax
	movups	%xmm0, 30184(%rbx)
	popq	%rbx
	.cfi_def_cfa_offset 8
	andl	$4, %eax
	addq	$1, %rax
	ret
	.cfi_endproc
.LFE783:
	.size	ZSTD_initDStream, .-ZSTD_initDStream
	.p2align 4
	.globl	ZSTD_initDStream_usingDDict
	.type	ZSTD_initDStream_usingDDict, @function
ZSTD_initDStream_usingDDict:
.LFB784:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rdi, %rbx
	movl	$0, 30236(%rdi)
	movl	$0, 30316(%rdi)
	movl	$1, 30176(%rdi)
	call	ZSTD_DCtx_refDDict.part.0
	cmpq	$-120, %rax
	ja	.L748
	cmpl	$1, 30104(%rbx)
	sbbq	%rax, %rax
	andl	$4, %eax
	addq	$1, %rax
.L748:
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE784:
	.size	ZSTD_initDStream_usingDDict, .-ZSTD_initDStream_usingDDict
	.p2align 4
	.globl	ZSTD_resetDStream
	.type	ZSTD_resetDStream, @function
ZSTD_resetDStream:
.LFB785:
	.cfi_startproc
	cmpl	$1, 30104(%rdi)
	movl	$0, 30236(%rdi)
	movl	$0, 30316(%rdi)
	sbbq	%rax, %rax
	movl	$1, 30176(%rdi)
	andl	$4, %eax
	addq	$1, %rax
	ret
	.cfi_endproc
.LFE785:
	.size	ZSTD_resetDStream, .-ZSTD_resetDStream
	.p2align 4
	.globl	ZSTD_DCtx_refDDict
	.type	ZSTD_DCtx_refDDict, @function
ZSTD_DCtx_refDDict:
.LFB786:
	.cfi_startproc
	movl	30236(%rdi), %eax
	testl	%eax, %eax
	jne	.L756
	jmp	ZSTD_DCtx_refDDict.part.0
	.p2align 4,,10
	.p2align 3
.L756:
	movq	$-60, %rax
	ret
	.cfi_endproc
.LFE786:
	.size	ZSTD_DCtx_refDDict, .-ZSTD_DCtx_refDDict
	.p2align 4
	.globl	ZSTD_DCtx_setMaxWindowSize
	.type	ZSTD_DCtx_setMaxWindowSize, @function
ZSTD_DCtx_setMaxWindowSize:
.LFB787:
	.cfi_startproc
	movl	30236(%rdi), %edx
	movq	$-60, %rax
	testl	%edx, %edx
	jne	.L757
	leaq	-1024(%rsi), %rdx
	movq	$-42, %rax
	cmpq	$2147482624, %rdx
	ja	.L757
	movq	%rsi, 30264(%rdi)
	xorl	%eax, %eax
.L757:
	ret
	.cfi_endproc
.LFE787:
	.size	ZSTD_DCtx_setMaxWindowSize, .-ZSTD_DCtx_setMaxWindowSize
	.p2align 4
	.globl	ZSTD_DCtx_setFormat
	.type	ZSTD_DCtx_setFormat, @function
ZSTD_DCtx_setFormat:
.LFB788:
	.cfi_startproc
	movl	30236(%rdi), %edx
	movq	$-60, %rax
	testl	%edx, %edx
	jne	.L761
	movq	$-42, %rax
	cmpl	$1, %esi
	ja	.L761
	movl	%esi, 30104(%rdi)
	xorl	%eax, %eax
.L761:
	ret
	.cfi_endproc
.LFE788:
	.size	ZSTD_DCtx_setFormat, .-ZSTD_DCtx_setFormat
	.p2align 4
	.globl	ZSTD_dParam_getBounds
	.type	ZSTD_dParam_getBounds, @function
ZSTD_dParam_getBounds:
.LFB789:
	.cfi_startproc
	cmpl	$1004, %edi
	ja	.L766
	cmpl	$999, %edi
	jbe	.L771
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	movl	$1, %eax
.L767:
	salq	$32, %rax
	orq	%rax, %rdx
	movq	%rcx, %rax
	ret
	.p2align 4,,10
	.p2align 3
.L766:
	xorl	%ecx, %ecx
	cmpl	$1005, %edi
	movl	$0, %esi
	movq	$-40, %rax
	cmovne	%rax, %rcx
	movl	$131072, %eax
	movl	$1024, %edx
	cmovne	%esi, %eax
	cmovne	%rsi, %rdx
	salq	$32, %rax
	orq	%rax, %rdx
	movq	%rcx, %rax
	ret
	.p2align 4,,10
	.p2align 3
.L771:
	xorl	%ecx, %ecx
	movq	$-40, %rax
	cmpl	$100, %edi
	movl	$0, %esi
	cmovne	%rax, %rcx
	movl	$10, %edx
	movl	$31, %eax
	cmovne	%rsi, %rdx
	cmovne	%esi, %eax
	jmp	.L767
	.cfi_endproc
.LFE789:
	.size	ZSTD_dParam_getBounds, .-ZSTD_dParam_getBounds
	.p2align 4
	.globl	ZSTD_DCtx_getParameter
	.type	ZSTD_DCtx_getParameter, @function
ZSTD_DCtx_getParameter:
.LFB791:
	.cfi_startproc
	cmpl	$100, %esi
	je	.L773
	leal	-1000(%rsi), %eax
	cmpl	$5, %eax
	ja	.L783
	subl	$1001, %esi
	cmpl	$4, %esi
	ja	.L775
	leaq	.L777(%rip), %rcx
	movslq	(%rcx,%rsi,4), %rax
	addq	%rcx, %rax
	jmp	*%rax
	.section	.rodata
	.align 4
	.align 4
.L777:
	.long	.L781-.L777
	.long	.L780-.L777
	.long	.L779-.L777
	.long	.L778-.L777
	.long	.L776-.L777
	.text
	.p2align 4,,10
	.p2align 3
.L779:
	movl	30224(%rdi), %eax
.L782:
	movl	%eax, (%rdx)
	xorl	%eax, %eax
	ret
	.p2align 4,,10
	.p2align 3
.L776:
	movl	30232(%rdi), %eax
	movl	%eax, (%rdx)
	xorl	%eax, %eax
	ret
	.p2align 4,,10
	.p2align 3
.L778:
	movl	30228(%rdi), %eax
	jmp	.L782
	.p2align 4,,10
	.p2align 3
.L781:
	movl	30320(%rdi), %eax
	jmp	.L782
	.p2align 4,,10
	.p2align 3
.L780:
	movl	30108(%rdi), %eax
	jmp	.L782
	.p2align 4,,10
	.p2align 3
.L773:
	bsrl	30264(%rdi), %eax
	jmp	.L782
	.p2align 4,,10
	.p2align 3
.L775:
	movl	30104(%rdi), %eax
	jmp	.L782
	.p2align 4,,10
	.p2align 3
.L783:
	movq	$-40, %rax
	ret
	.cfi_endproc
.LFE791:
	.size	ZSTD_DCtx_getParameter, .-ZSTD_DCtx_getParameter
	.p2align 4
	.globl	ZSTD_DCtx_setParameter
	.type	ZSTD_DCtx_setParameter, @function
ZSTD_DCtx_setParameter:
.LFB792:
	.cfi_startproc
	movq	%rdi, %rax
	movl	30236(%rdi), %edi
	movq	$-60, %rcx
	testl	%edi, %edi
	jne	.L784
	cmpl	$100, %esi
	je	.L786
	leal	-1000(%rsi), %ecx
	cmpl	$5, %ecx
	ja	.L798
	subl	$1001, %esi
	cmpl	$4, %esi
	ja	.L787
	leaq	.L789(%rip), %rdi
	movslq	(%rdi,%rsi,4), %rcx
	addq	%rdi, %rcx
	jmp	*%rcx
	.section	.rodata
	.align 4
	.align 4
.L789:
	.long	.L793-.L789
	.long	.L792-.L789
	.long	.L791-.L789
	.long	.L790-.L789
	.long	.L788-.L789
	.text
	.p2align 4,,10
	.p2align 3
.L788:
	testl	%edx, %edx
	jne	.L811
.L796:
	movl	%edx, 30232(%rax)
	xorl	%ecx, %ecx
.L784:
	movq	%rcx, %rax
	ret
	.p2align 4,,10
	.p2align 3
.L791:
	movq	$-42, %rcx
	cmpl	$1, %edx
	ja	.L784
	cmpq	$0, 30168(%rax)
	movq	$-40, %rcx
	jne	.L784
	movl	%edx, 30224(%rax)
	xorl	%ecx, %ecx
	jmp	.L784
	.p2align 4,,10
	.p2align 3
.L793:
	movq	$-42, %rcx
	cmpl	$1, %edx
	ja	.L784
	movl	%edx, 30320(%rax)
	xorl	%ecx, %ecx
	jmp	.L784
	.p2align 4,,10
	.p2align 3
.L790:
	movq	$-42, %rcx
	cmpl	$1, %edx
	ja	.L784
	movl	%edx, 30228(%rax)
	xorl	%ecx, %ecx
	jmp	.L784
	.p2align 4,,10
	.p2align 3
.L792:
	movq	$-42, %rcx
	cmpl	$1, %edx
	ja	.L784
	movl	%edx, 30108(%rax)
	xorl	%ecx, %ecx
	jmp	.L784
	.p2align 4,,10
	.p2align 3
.L786:
	testl	%edx, %edx
	je	.L799
	leal	-10(%rdx), %esi
	movq	$-42, %rcx
	cmpl	$21, %esi
	ja	.L784
	movl	%edx, %ecx
	movl	$1, %esi
	salq	%cl, %rsi
	movq	%rsi, %rdx
.L794:
	movq	%rdx, 30264(%rax)
	xorl	%ecx, %ecx
	jmp	.L784
	.p2align 4,,10
	.p2align 3
.L787:
	movq	$-42, %rcx
	cmpl	$1, %edx
	ja	.L784
	movl	%edx, 30104(%rax)
	xorl	%ecx, %ecx
	jmp	.L784
	.p2align 4,,10
	.p2align 3
.L798:
	movq	$-40, %rcx
	jmp	.L784
	.p2align 4,,10
	.p2align 3
.L799:
	movl	$134217728, %edx
	jmp	.L794
	.p2align 4,,10
	.p2align 3
.L811:
	leal	-1024(%rdx), %esi
	movq	$-42, %rcx
	cmpl	$130048, %esi
	ja	.L784
	jmp	.L796
	.cfi_endproc
.LFE792:
	.size	ZSTD_DCtx_setParameter, .-ZSTD_DCtx_setParameter
	.p2align 4
	.globl	ZSTD_DCtx_reset
	.type	ZSTD_DCtx_reset, @function
ZSTD_DCtx_reset:
.LFB793:
	.cfi_startproc
	leal	-2(%rsi), %eax
	andl	$-3, %esi
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rdi, %rbx
	cmpl	$1, %esi
	jne	.L813
	movl	$0, 30236(%rdi)
	movl	$0, 30316(%rdi)
	movl	$1, 30176(%rdi)
	cmpl	$1, %eax
	jbe	.L814
.L816:
	xorl	%eax, %eax
.L812:
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L813:
	.cfi_restore_state
	cmpl	$1, %eax
	ja	.L816
	movl	30236(%rdi), %eax
	testl	%eax, %eax
	jne	.L819
.L814:
	movq	30184(%rbx), %rdi
	call	ZSTD_freeDDict@PLT
	pxor	%xmm0, %xmm0
	xorl	%eax, %eax
	movl	$0, 30208(%rbx)
	movq	$134217729, 30264(%rbx)
	movl	$0, 30320(%rbx)
	movq	$0, 30104(%rbx)
	movl	$0, 30224(%rbx)
	movq	$0, 30228(%rbx)
	movups	%xmm0, 30184(%rbx)
	jmp	.L812
	.p2align 4,,10
	.p2align 3
.L819:
	movq	$-60, %rax
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE793:
	.size	ZSTD_DCtx_reset, .-ZSTD_DCtx_reset
	.p2align 4
	.globl	ZSTD_sizeof_DStream
	.type	ZSTD_sizeof_DStream, @function
ZSTD_sizeof_DStream:
.LFB794:
	.cfi_startproc
	testq	%rdi, %rdi
	je	.L824
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rdi, %rbx
	movq	30184(%rdi), %rdi
	call	ZSTD_sizeof_DDict@PLT
	movq	%rax, %rdx
	movq	30280(%rbx), %rax
	addq	30248(%rbx), %rax
	leaq	95976(%rax,%rdx), %rax
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L824:
	.cfi_restore 3
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE794:
	.size	ZSTD_sizeof_DStream, .-ZSTD_sizeof_DStream
	.p2align 4
	.globl	ZSTD_decodingBufferSize_min
	.type	ZSTD_decodingBufferSize_min, @function
ZSTD_decodingBufferSize_min:
.LFB796:
	.cfi_startproc
	movl	$131072, %eax
	cmpq	%rax, %rdi
	cmovbe	%rdi, %rax
	leaq	64(%rdi,%rax,2), %rax
	cmpq	%rsi, %rax
	cmova	%rsi, %rax
	ret
	.cfi_endproc
.LFE796:
	.size	ZSTD_decodingBufferSize_min, .-ZSTD_decodingBufferSize_min
	.p2align 4
	.globl	ZSTD_estimateDStreamSize
	.type	ZSTD_estimateDStreamSize, @function
ZSTD_estimateDStreamSize:
.LFB797:
	.cfi_startproc
	movl	$131072, %eax
	cmpq	%rax, %rdi
	cmovbe	%rdi, %rax
	leaq	96040(%rax,%rdi), %rdx
	leaq	(%rdx,%rax,2), %rax
	ret
	.cfi_endproc
.LFE797:
	.size	ZSTD_estimateDStreamSize, .-ZSTD_estimateDStreamSize
	.p2align 4
	.globl	ZSTD_estimateDStreamSize_fromFrame
	.type	ZSTD_estimateDStreamSize_fromFrame, @function
ZSTD_estimateDStreamSize_fromFrame:
.LFB798:
	.cfi_startproc
	subq	$56, %rsp
	.cfi_def_cfa_offset 64
	movq	%rsi, %rdx
	xorl	%ecx, %ecx
	movq	%rdi, %rsi
	movq	%rsp, %rax
	movq	%rax, %rdi
	call	ZSTD_getFrameHeader_advanced
	cmpq	$-120, %rax
	ja	.L831
	testq	%rax, %rax
	jne	.L833
	movq	8(%rsp), %rdx
	movl	$2147483648, %ecx
	movq	$-16, %rax
	cmpq	%rdx, %rcx
	jb	.L831
	movl	$131072, %eax
	cmpq	%rax, %rdx
	cmovbe	%rdx, %rax
	leaq	96040(%rdx,%rax), %rdx
	leaq	(%rdx,%rax,2), %rax
.L831:
	addq	$56, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L833:
	.cfi_restore_state
	movq	$-72, %rax
	addq	$56, %rsp
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE798:
	.size	ZSTD_estimateDStreamSize_fromFrame, .-ZSTD_estimateDStreamSize_fromFrame
	.section	.text.unlikely
.LCOLDB5:
	.text
.LHOTB5:
	.p2align 4
	.globl	ZSTD_decompressStream
	.type	ZSTD_decompressStream, @function
ZSTD_decompressStream:
.LFB804:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	movq	%rsi, %r10
	movq	$-72, %r9
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
	subq	$152, %rsp
	.cfi_def_cfa_offset 208
	movq	(%r10), %rdi
	movq	16(%r10), %rcx
	movq	16(%rdx), %rax
	movq	8(%rdx), %rsi
	leaq	(%rdi,%rcx), %r11
	movq	(%rdx), %r12
	movq	8(%r10), %r8
	movq	%r11, 104(%rsp)
	cmpq	%rax, %rsi
	jb	.L836
	cmpq	%rcx, %r8
	jb	.L858
	cmpl	$1, 30320(%rbx)
	movq	%rdx, %r14
	movq	30328(%rbx), %r9
	movq	30336(%rbx), %r13
	movq	30344(%rbx), %rbp
	movl	30236(%rbx), %edx
	je	.L974
.L839:
	leaq	(%r12,%rax), %rbp
	addq	%r8, %rdi
	movq	%rax, 64(%rsp)
	addq	%rsi, %r12
	movq	%rbp, 48(%rsp)
	leaq	.L895(%rip), %r13
	movq	%rdi, 8(%rsp)
	movq	%rsi, 72(%rsp)
	movq	%r11, 80(%rsp)
	movq	%r10, 32(%rsp)
	movq	%r14, 56(%rsp)
.L894:
	cmpl	$4, %edx
	ja	.L918
	movslq	0(%r13,%rdx,4), %rax
	addq	%r13, %rax
	jmp	*%rax
	.section	.rodata
	.align 4
	.align 4
.L895:
	.long	.L841-.L895
	.long	.L897-.L895
	.long	.L879-.L895
	.long	.L896-.L895
	.long	.L888-.L895
	.text
	.p2align 4,,10
	.p2align 3
.L974:
	testl	%edx, %edx
	je	.L839
	cmpq	%rbp, %rcx
	sete	%bpl
	cmpq	%r9, %rdi
	sete	%cl
	testb	%cl, %bpl
	je	.L923
	cmpq	%r13, %r8
	je	.L839
.L923:
	movq	$-104, %r9
.L836:
	addq	$152, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	movq	%r9, %rax
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
.L896:
	.cfi_restore_state
	movl	29996(%rbx), %eax
	movq	29920(%rbx), %r8
.L898:
	movq	30256(%rbx), %rdi
	movq	%r8, %r15
	subq	%rdi, %r15
	cmpl	$7, %eax
	je	.L975
	movq	30248(%rbx), %rax
	subq	%rdi, %rax
	cmpq	%r15, %rax
	jb	.L917
	movq	%r12, %r14
	subq	%rbp, %r14
	cmpq	%r15, %r14
	cmova	%r15, %r14
	testq	%r14, %r14
	jne	.L976
.L886:
	cmpq	%r15, %r14
	jb	.L883
	movq	30240(%rbx), %rcx
	movq	8(%rsp), %rdx
	leaq	104(%rsp), %rsi
	movq	%rbx, %rdi
	movq	$0, 30256(%rbx)
	call	ZSTD_decompressContinueStream
	movq	%rax, %r9
	cmpq	$-120, %rax
	ja	.L836
	movl	30236(%rbx), %edx
	jmp	.L894
	.p2align 4,,10
	.p2align 3
.L897:
	movq	30304(%rbx), %rdx
.L899:
	movl	30104(%rbx), %ecx
	leaq	95940(%rbx), %r14
	leaq	29928(%rbx), %r15
	movq	%r14, %rsi
	movq	%r15, %rdi
	call	ZSTD_getFrameHeader_advanced
	movq	%rax, %r9
	movl	30224(%rbx), %eax
	testl	%eax, %eax
	je	.L842
	cmpq	$0, 30216(%rbx)
	je	.L842
	cmpq	$0, 30192(%rbx)
	je	.L842
	movq	%rbx, %rdi
	movq	%r9, 16(%rsp)
	call	ZSTD_DCtx_selectFrameDDict.part.0
	movq	16(%rsp), %r9
	.p2align 4,,10
	.p2align 3
.L842:
	cmpq	$-120, %r9
	ja	.L836
	testq	%r9, %r9
	je	.L843
	movq	30304(%rbx), %rdi
	movq	%r9, %rdx
	movq	%r12, %r8
	subq	%rbp, %r8
	subq	%rdi, %rdx
	cmpq	%rdx, %r8
	jb	.L977
	movq	%rbp, %rsi
	addq	%r14, %rdi
	movq	%r9, 40(%rsp)
	movq	%rdx, 16(%rsp)
	call	memcpy@PLT
	movq	16(%rsp), %rdx
	movq	40(%rsp), %r9
	addq	%rdx, %rbp
	movq	%r9, 30304(%rbx)
	movl	30236(%rbx), %edx
	jmp	.L894
	.p2align 4,,10
	.p2align 3
.L841:
	movq	32(%rsp), %rax
	pxor	%xmm0, %xmm0
	xorl	%edx, %edx
	movl	$1, 30236(%rbx)
	movups	%xmm0, 30288(%rbx)
	movq	$0, 30256(%rbx)
	movdqu	(%rax), %xmm1
	movq	$0, 30304(%rbx)
	movups	%xmm1, 30328(%rbx)
	movq	16(%rax), %rax
	movl	$0, 30312(%rbx)
	movq	%rax, 30344(%rbx)
	movaps	%xmm1, 16(%rsp)
	jmp	.L899
	.p2align 4,,10
	.p2align 3
.L888:
	movq	30288(%rbx), %rsi
	movq	30296(%rbx), %rcx
	movq	104(%rsp), %r15
	movq	8(%rsp), %r8
	subq	%rsi, %rcx
	subq	%r15, %r8
	movq	%rcx, %r14
	cmpq	%rcx, %r8
	cmovbe	%r8, %r14
	testq	%r14, %r14
	jne	.L978
	testq	%r15, %r15
	jne	.L890
.L891:
	addq	%rsi, %r14
	movq	%r15, 104(%rsp)
	movq	%r14, 30288(%rbx)
	cmpq	%rcx, %r8
	jb	.L970
	movl	$2, 30236(%rbx)
	movq	30280(%rbx), %rax
	cmpq	29928(%rbx), %rax
	jb	.L979
	.p2align 4,,10
	.p2align 3
.L879:
	movl	29996(%rbx), %eax
	movq	29920(%rbx), %r8
	movq	%r12, %rdx
	subq	%rbp, %rdx
	leal	-3(%rax), %ecx
	movq	%r8, %r14
	cmpl	$1, %ecx
	ja	.L880
	movl	29992(%rbx), %ecx
	testl	%ecx, %ecx
	jne	.L880
	cmpq	%rdx, %r8
	movq	%rdx, %r14
	movl	$1, %ecx
	cmovbe	%r8, %r14
	testq	%r14, %r14
	cmove	%rcx, %r14
.L881:
	cmpq	%r14, %rdx
	jnb	.L980
	cmpq	%r12, %rbp
	je	.L883
	movl	$3, 30236(%rbx)
	jmp	.L898
	.p2align 4,,10
	.p2align 3
.L978:
	addq	30272(%rbx), %rsi
	movq	%r14, %rdx
	movq	%r15, %rdi
	movq	%rcx, 40(%rsp)
	movq	%r8, 16(%rsp)
	call	memcpy@PLT
	movq	16(%rsp), %r8
	movq	40(%rsp), %rcx
	movq	30288(%rbx), %rsi
.L890:
	addq	%r14, %r15
	jmp	.L891
	.p2align 4,,10
	.p2align 3
.L880:
	testq	%r8, %r8
	jne	.L881
	movl	$0, 30236(%rbx)
	movq	80(%rsp), %r11
	movq	32(%rsp), %r10
	movq	56(%rsp), %r14
	movq	104(%rsp), %r15
.L855:
	movdqu	(%r10), %xmm3
	movq	%rbp, %rax
	movq	%r15, %rdx
	subq	(%r14), %rax
	subq	(%r10), %rdx
	movq	48(%rsp), %rsi
	movq	%rax, 16(%r14)
	movq	%rdx, 16(%r10)
	movups	%xmm3, 30328(%rbx)
	movq	16(%r10), %rdx
	movq	%rdx, 30344(%rbx)
	cmpq	%rsi, %rbp
	jne	.L900
	cmpq	%r15, %r11
	je	.L981
.L900:
	movl	$0, 30316(%rbx)
.L901:
	movq	29920(%rbx), %r9
	testq	%r9, %r9
	jne	.L902
	movl	30312(%rbx), %edx
	movq	30288(%rbx), %rsi
	cmpq	%rsi, 30296(%rbx)
	jne	.L903
	testl	%edx, %edx
	je	.L836
	cmpq	8(%r14), %rax
	jb	.L905
	movl	$2, 30236(%rbx)
.L906:
	movl	$1, %r9d
	jmp	.L836
	.p2align 4,,10
	.p2align 3
.L843:
	movq	29928(%rbx), %rax
	cmpq	$-1, %rax
	je	.L848
	cmpl	$1, 29948(%rbx)
	je	.L849
	movq	104(%rsp), %r15
	movq	8(%rsp), %r11
	subq	%r15, %r11
	cmpq	%rax, %r11
	jnb	.L982
	cmpl	$1, 30320(%rbx)
	jne	.L849
.L909:
	movq	8(%rsp), %rdx
	subq	104(%rsp), %rdx
	cmpq	%rax, %rdx
	jb	.L858
.L849:
	movl	30208(%rbx), %eax
	cmpl	$-1, %eax
	je	.L973
	cmpl	$1, %eax
	je	.L860
	movq	30184(%rbx), %rdi
	movq	%r9, 16(%rsp)
	call	ZSTD_freeDDict@PLT
	pxor	%xmm0, %xmm0
	movq	16(%rsp), %r9
	xorl	%esi, %esi
	movl	$0, 30208(%rbx)
	movups	%xmm0, 30184(%rbx)
.L861:
	movq	%rbx, %rdi
	movq	%r9, 16(%rsp)
	call	ZSTD_decompressBegin_usingDDict
	cmpq	$-120, %rax
	ja	.L914
	movl	30104(%rbx), %edi
	movq	16(%rsp), %r9
	testl	%edi, %edi
	jne	.L862
	movl	95940(%rbx), %eax
	andl	$-16, %eax
	cmpl	$407710288, %eax
	je	.L983
.L862:
	movq	30304(%rbx), %rdx
	movq	%r14, %rsi
	movq	%rbx, %rdi
	movq	%r9, 16(%rsp)
	call	ZSTD_decodeFrameHeader
	cmpq	$-120, %rax
	ja	.L914
	movq	16(%rsp), %r9
	movl	$3, %edx
	movl	$2, %eax
.L863:
	movl	%eax, 29996(%rbx)
	movq	29936(%rbx), %rax
	movq	%rdx, 29920(%rbx)
	movl	$1024, %edx
	cmpq	%rdx, %rax
	cmovb	%rdx, %rax
	movq	%rax, 29936(%rbx)
	cmpq	%rax, 30264(%rbx)
	jb	.L915
	movl	30232(%rbx), %ecx
	movl	29944(%rbx), %edx
	testl	%ecx, %ecx
	je	.L864
	cmpl	%ecx, %edx
	cmova	%rcx, %rdx
	movl	%edx, 29944(%rbx)
.L864:
	movl	$4, %r14d
	movl	30320(%rbx), %esi
	cmpl	%r14d, %edx
	cmovnb	%rdx, %r14
	movq	%r14, %r15
	testl	%esi, %esi
	jne	.L865
	movl	$131072, %ecx
	cmpq	%rcx, %rax
	cmovbe	%rax, %rcx
	cmpq	%rdx, %rcx
	cmova	%rdx, %rcx
	leaq	64(%rax,%rcx,2), %r9
	movq	29928(%rbx), %rax
	cmpq	%rax, %r9
	cmova	%rax, %r9
	leaq	(%r14,%r9), %r15
.L865:
	movq	30280(%rbx), %rcx
	movq	30248(%rbx), %rax
	cmpq	%r9, %rcx
	setb	%dl
	cmpq	%r14, %rax
	setb	%sil
	addq	%rcx, %rax
	leaq	(%r15,%r15,2), %rcx
	orl	%esi, %edx
	cmpq	%rcx, %rax
	jb	.L866
	movq	95960(%rbx), %rax
	addq	$1, %rax
	movq	%rax, 95960(%rbx)
	testb	%dl, %dl
	je	.L867
.L870:
	movq	30168(%rbx), %rax
	testq	%rax, %rax
	je	.L984
	subq	$95976, %rax
	cmpq	%r15, %rax
	jb	.L878
	movq	30240(%rbx), %rax
.L873:
	addq	%r14, %rax
	movq	%r14, 30248(%rbx)
	movq	%rax, 30272(%rbx)
	movq	%r9, 30280(%rbx)
.L871:
	movl	$2, 30236(%rbx)
	jmp	.L879
	.p2align 4,,10
	.p2align 3
.L975:
	movq	%r12, %r14
	subq	%rbp, %r14
	cmpq	%r15, %r14
	cmova	%r15, %r14
	testq	%r14, %r14
	je	.L886
	addq	%r14, %rdi
	addq	%r14, %rbp
	movq	%rdi, 30256(%rbx)
	jmp	.L886
	.p2align 4,,10
	.p2align 3
.L979:
	movl	29944(%rbx), %edx
	addq	%r14, %rdx
	cmpq	%rdx, %rax
	jnb	.L879
	pxor	%xmm0, %xmm0
	movups	%xmm0, 30288(%rbx)
	jmp	.L879
	.p2align 4,,10
	.p2align 3
.L848:
	cmpl	$1, 30320(%rbx)
	jne	.L849
	cmpl	$1, 29948(%rbx)
	je	.L849
	movq	29928(%rbx), %rax
	cmpq	$-1, %rax
	je	.L849
	jmp	.L909
	.p2align 4,,10
	.p2align 3
.L858:
	movq	$-70, %r9
	jmp	.L836
	.p2align 4,,10
	.p2align 3
.L860:
	movl	$0, 30208(%rbx)
.L973:
	movq	30192(%rbx), %rsi
	jmp	.L861
	.p2align 4,,10
	.p2align 3
.L980:
	movq	8(%rsp), %rdx
	leaq	104(%rsp), %rsi
	movq	%r14, %r8
	movq	%rbp, %rcx
	movq	%rbx, %rdi
	call	ZSTD_decompressContinueStream
	movq	%rax, %r9
	cmpq	$-120, %rax
	ja	.L836
	movl	30236(%rbx), %edx
	addq	%r14, %rbp
	jmp	.L894
	.p2align 4,,10
	.p2align 3
.L976:
	addq	30240(%rbx), %rdi
	movq	%rbp, %rsi
	movq	%r14, %rdx
	movq	%r8, 16(%rsp)
	call	memcpy@PLT
	movq	30256(%rbx), %rdi
	movq	16(%rsp), %r8
	addq	%r14, %rbp
	addq	%r14, %rdi
	movq	%rdi, 30256(%rbx)
	jmp	.L886
	.p2align 4,,10
	.p2align 3
.L866:
	movq	$0, 95960(%rbx)
	testb	%dl, %dl
	jne	.L870
	jmp	.L871
	.p2align 4,,10
	.p2align 3
.L983:
	movl	95944(%rbx), %edx
	movl	$7, %eax
	jmp	.L863
	.p2align 4,,10
	.p2align 3
.L984:
	movq	30240(%rbx), %rsi
	movq	30144(%rbx), %rdi
	testq	%rsi, %rsi
	je	.L874
	movq	30136(%rbx), %rax
	movq	%r9, 16(%rsp)
	testq	%rax, %rax
	je	.L875
	call	*%rax
	movq	30144(%rbx), %rdi
	movq	16(%rsp), %r9
.L874:
	movq	30128(%rbx), %rax
	movq	%r9, 16(%rsp)
	movq	$0, 30248(%rbx)
	movq	$0, 30280(%rbx)
	testq	%rax, %rax
	je	.L876
	movq	%r15, %rsi
	call	*%rax
	movq	16(%rsp), %r9
.L877:
	movq	%rax, 30240(%rbx)
	testq	%rax, %rax
	jne	.L873
.L878:
	movq	$-64, %r9
	jmp	.L836
	.p2align 4,,10
	.p2align 3
.L982:
	movq	64(%rsp), %rsi
	movq	72(%rsp), %rax
	leaq	112(%rsp), %rdi
	movq	%r11, 88(%rsp)
	movl	30104(%rbx), %ecx
	movq	%r9, 40(%rsp)
	subq	%rsi, %rax
	movq	48(%rsp), %rsi
	movq	%rax, %rdx
	movq	%rax, 16(%rsp)
	call	ZSTD_findFrameSizeInfo
	movq	120(%rsp), %r8
	movq	16(%rsp), %rax
	movq	40(%rsp), %r9
	movq	88(%rsp), %r11
	cmpq	%r8, %rax
	jb	.L848
	movl	30208(%rbx), %eax
	movq	%r11, %r13
	movq	32(%rsp), %r10
	movq	80(%rsp), %r11
	movq	56(%rsp), %r14
	cmpl	$-1, %eax
	je	.L972
	subl	$1, %eax
	je	.L852
	movq	30184(%rbx), %rdi
	movq	%r10, 40(%rsp)
	movq	%r8, 16(%rsp)
	movq	%r11, 32(%rsp)
	call	ZSTD_freeDDict@PLT
	xorl	%eax, %eax
	pxor	%xmm0, %xmm0
	movq	32(%rsp), %r11
	movq	16(%rsp), %r8
	movq	40(%rsp), %r10
	movl	%eax, 30208(%rbx)
	xorl	%eax, %eax
	movups	%xmm0, 30184(%rbx)
.L853:
	movq	%r10, 40(%rsp)
	xorl	%r9d, %r9d
	movq	%r13, %rdx
	movq	%r15, %rsi
	movq	%r11, 16(%rsp)
	movq	%rbx, %rdi
	pushq	%rax
	.cfi_def_cfa_offset 216
	pushq	$0
	.cfi_def_cfa_offset 224
	movq	64(%rsp), %rbp
	movq	%rbp, %rcx
	movq	%r8, 48(%rsp)
	call	ZSTD_decompressMultiFrame
	popq	%r10
	.cfi_def_cfa_offset 216
	popq	%r11
	.cfi_def_cfa_offset 208
	movq	%rax, %r9
	cmpq	$-120, %rax
	ja	.L836
	movq	32(%rsp), %r8
	movq	16(%rsp), %r11
	movq	40(%rsp), %r10
	addq	%r8, %rbp
	testq	%r15, %r15
	je	.L854
	addq	%rax, %r15
.L854:
	xorl	%r8d, %r8d
	xorl	%r9d, %r9d
	movq	%r8, 29920(%rbx)
	movl	%r9d, 30236(%rbx)
	jmp	.L855
	.p2align 4,,10
	.p2align 3
.L867:
	cmpq	$127, %rax
	jbe	.L871
	jmp	.L870
	.p2align 4,,10
	.p2align 3
.L883:
	movq	80(%rsp), %r11
	movq	32(%rsp), %r10
	movq	56(%rsp), %r14
	movq	104(%rsp), %r15
	jmp	.L855
	.p2align 4,,10
	.p2align 3
.L902:
	movl	29996(%rbx), %eax
	xorl	%edx, %edx
	subl	$2, %eax
	cmpl	$5, %eax
	ja	.L907
	leaq	CSWTCH.158(%rip), %rdx
	cmpl	$2, (%rdx,%rax,4)
	sete	%dl
	movzbl	%dl, %edx
	leaq	(%rdx,%rdx,2), %rdx
.L907:
	subq	30256(%rbx), %r9
	addq	%rdx, %r9
	jmp	.L836
.L876:
	movq	%r15, %rdi
	call	malloc@PLT
	movq	16(%rsp), %r9
	jmp	.L877
.L914:
	movq	%rax, %r9
	jmp	.L836
.L903:
	testl	%edx, %edx
	jne	.L906
	subq	$1, %rax
	movq	%rax, 16(%r14)
	movl	$1, 30312(%rbx)
	jmp	.L906
.L917:
	movq	$-20, %r9
	jmp	.L836
.L970:
	movq	80(%rsp), %r11
	movq	32(%rsp), %r10
	movq	56(%rsp), %r14
	jmp	.L855
.L977:
	movq	%r14, %r13
	movq	%rdi, %rdx
	movq	56(%rsp), %r14
	testq	%r8, %r8
	jne	.L985
.L845:
	movq	8(%r14), %rax
	movl	30104(%rbx), %ebx
	movq	%r13, %rsi
	movq	%r15, %rdi
	movq	%r9, 32(%rsp)
	movq	%rax, 16(%r14)
	movl	%ebx, %ecx
	movq	%rdx, 8(%rsp)
	call	ZSTD_getFrameHeader_advanced
	movq	%rax, %r9
	cmpq	$-120, %rax
	ja	.L836
	cmpl	$1, %ebx
	movq	32(%rsp), %r9
	movq	8(%rsp), %rdx
	sbbq	%rax, %rax
	andl	$4, %eax
	addq	$2, %rax
	cmpq	%r9, %rax
	cmovb	%r9, %rax
	subq	%rdx, %rax
	leaq	3(%rax), %r9
	jmp	.L836
.L875:
	movq	%rsi, %rdi
	call	free@PLT
	movq	30144(%rbx), %rdi
	movq	16(%rsp), %r9
	jmp	.L874
.L915:
	movq	$-16, %r9
	jmp	.L836
.L981:
	movl	30316(%rbx), %esi
	leal	1(%rsi), %edx
	movl	%edx, 30316(%rbx)
	cmpl	$15, %edx
	jle	.L901
	cmpq	%r15, 8(%rsp)
	je	.L919
	cmpq	%r12, %rbp
	jne	.L901
	movq	$-82, %r9
	jmp	.L836
	.p2align 4,,10
	.p2align 3
.L905:
	addq	$1, %rax
	movq	%rax, 16(%r14)
	jmp	.L836
.L985:
	movq	%r8, %rdx
	leaq	0(%r13,%rdi), %rdi
	movq	%rbp, %rsi
	movq	%r9, 32(%rsp)
	movq	%r8, 8(%rsp)
	call	memcpy@PLT
	movq	8(%rsp), %rdx
	movq	32(%rsp), %r9
	addq	30304(%rbx), %rdx
	movq	%rdx, 30304(%rbx)
	jmp	.L845
.L852:
	xorl	%ebp, %ebp
	movl	%ebp, 30208(%rbx)
.L972:
	movq	30192(%rbx), %rax
	jmp	.L853
.L919:
	movq	$-80, %r9
	jmp	.L836
	.cfi_endproc
	.section	.text.unlikely
	.cfi_startproc
	.type	ZSTD_decompressStream.cold, @function
ZSTD_decompressStream.cold:
.LFSB804:
.L918:
	.cfi_def_cfa_offset 208
	.cfi_offset 3, -56
	.cfi_offset 6, -48
	.cfi_offset 12, -40
	.cfi_offset 13, -32
	.cfi_offset 14, -24
	.cfi_offset 15, -16
	orq	$-1, %r9
	jmp	.L836
	.cfi_endproc
.LFE804:
	.text
	.size	ZSTD_decompressStream, .-ZSTD_decompressStream
	.section	.text.unlikely
	.size	ZSTD_decompressStream.cold, .-ZSTD_decompressStream.cold
.LCOLDE5:
	.text
.LHOTE5:
	.p2align 4
	.globl	ZSTD_decompressStream_simpleArgs
	.type	ZSTD_decompressStream_simpleArgs, @function
ZSTD_decompressStream_simpleArgs:
.LFB805:
	.cfi_startproc
	pushq	%rbp
	.cfi_def_cfa_offset 16
	.cfi_offset 6, -16
	movq	%rdx, %xmm0
	pushq	%rbx
	.cfi_def_cfa_offset 24
	.cfi_offset 3, -24
	movq	%rcx, %rbx
	subq	$72, %rsp
	.cfi_def_cfa_offset 96
	movq	96(%rsp), %rbp
	movhps	(%rcx), %xmm0
	movq	%rsi, (%rsp)
	leaq	32(%rsp), %rdx
	movups	%xmm0, 8(%rsp)
	movq	%r9, %xmm0
	movq	%rsp, %rsi
	movhps	0(%rbp), %xmm0
	movq	%r8, 32(%rsp)
	movups	%xmm0, 40(%rsp)
	call	ZSTD_decompressStream
	movq	16(%rsp), %rdx
	movq	%rdx, (%rbx)
	movq	48(%rsp), %rdx
	movq	%rdx, 0(%rbp)
	addq	$72, %rsp
	.cfi_def_cfa_offset 24
	popq	%rbx
	.cfi_def_cfa_offset 16
	popq	%rbp
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE805:
	.size	ZSTD_decompressStream_simpleArgs, .-ZSTD_decompressStream_simpleArgs
	.section	.rodata
	.align 16
	.type	CSWTCH.158, @object
	.size	CSWTCH.158, 24
CSWTCH.158:
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	5
	.align 32
	.type	ML_base, @object
	.size	ML_base, 212
ML_base:
	.long	3
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	14
	.long	15
	.long	16
	.long	17
	.long	18
	.long	19
	.long	20
	.long	21
	.long	22
	.long	23
	.long	24
	.long	25
	.long	26
	.long	27
	.long	28
	.long	29
	.long	30
	.long	31
	.long	32
	.long	33
	.long	34
	.long	35
	.long	37
	.long	39
	.long	41
	.long	43
	.long	47
	.long	51
	.long	59
	.long	67
	.long	83
	.long	99
	.long	131
	.long	259
	.long	515
	.long	1027
	.long	2051
	.long	4099
	.long	8195
	.long	16387
	.long	32771
	.long	65539
	.align 32
	.type	OF_bits, @object
	.size	OF_bits, 32
OF_bits:
	.string	""
	.ascii	"\001\002\003\004\005\006\007\b\t\n\013\f\r\016\017\020\021\022"
	.ascii	"\023\024\025\026\027\030\031\032\033\034\035\036\037"
	.align 32
	.type	OF_base, @object
	.size	OF_base, 128
OF_base:
	.long	0
	.long	1
	.long	1
	.long	5
	.long	13
	.long	29
	.long	61
	.long	125
	.long	253
	.long	509
	.long	1021
	.long	2045
	.long	4093
	.long	8189
	.long	16381
	.long	32765
	.long	65533
	.long	131069
	.long	262141
	.long	524285
	.long	1048573
	.long	2097149
	.long	4194301
	.long	8388605
	.long	16777213
	.long	33554429
	.long	67108861
	.long	134217725
	.long	268435453
	.long	536870909
	.long	1073741821
	.long	2147483645
	.align 32
	.type	LL_base, @object
	.size	LL_base, 144
LL_base:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	14
	.long	15
	.long	16
	.long	18
	.long	20
	.long	22
	.long	24
	.long	28
	.long	32
	.long	40
	.long	48
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
	.align 32
	.type	ML_bits, @object
	.size	ML_bits, 53
ML_bits:
	.string	""
	.string	""
	.string	""
	.string	""
	.string	""
	.string	""
	.string	""
	.string	""
	.string	""
	.string	""
	.string	""
	.string	""
	.string	""
	.string	""
	.string	""
	.string	""
	.string	""
	.string	""
	.string	""
	.string	""
	.string	""
	.string	""
	.string	""
	.string	""
	.string	""
	.string	""
	.string	""
	.string	""
	.string	""
	.string	""
	.string	""
	.string	""
	.ascii	"\001\001\001\001\002\002\003\003\004\004\005\007\b\t\n\013\f"
	.ascii	"\r\016\017\020"
	.align 32
	.type	LL_bits, @object
	.size	LL_bits, 36
LL_bits:
	.string	""
	.string	""
	.string	""
	.string	""
	.string	""
	.string	""
	.string	""
	.string	""
	.string	""
	.string	""
	.string	""
	.string	""
	.string	""
	.string	""
	.string	""
	.string	""
	.ascii	"\001\001\001\001\002\002\003\003\004\006\007\b\t\n\013\f\r\016"
	.ascii	"\017\020"
	.align 32
	.type	ZSTD_did_fieldSize, @object
	.size	ZSTD_did_fieldSize, 32
ZSTD_did_fieldSize:
	.quad	0
	.quad	1
	.quad	2
	.quad	4
	.align 32
	.type	ZSTD_fcs_fieldSize, @object
	.size	ZSTD_fcs_fieldSize, 32
ZSTD_fcs_fieldSize:
	.quad	0
	.quad	2
	.quad	4
	.quad	8
	.section	.rodata.cst16,"aM",@progbits,16
	.align 16
.LC0:
	.quad	64
	.quad	0
	.align 16
.LC3:
	.long	3
	.long	0
	.long	0
	.long	0
	.section	.rodata.cst8,"aM",@progbits,8
	.align 8
.LC4:
	.long	1
	.long	1
	.weak	ZSTD_trace_decompress_begin
	.weak	ZSTD_trace_decompress_end
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
