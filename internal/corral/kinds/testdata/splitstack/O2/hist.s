	.file	"hist.c"
	.text
	.p2align 4
	.type	HIST_count_parallel_wksp, @function
HIST_count_parallel_wksp:
.LFB574:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	movq	%rdi, %r10
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
	movq	%rsi, %rbx
	subq	$24, %rsp
	.cfi_def_cfa_offset 80
	movl	(%rsi), %eax
	leal	1(%rax), %r13d
	salq	$2, %r13
	testq	%rcx, %rcx
	je	.L25
	movq	%r9, %rsi
	leaq	(%rdx,%rcx), %r12
	movq	%rcx, %rbp
	xorl	%eax, %eax
	leaq	8(%rsi), %rdi
	movq	%rsi, %rcx
	movq	%rdx, %r11
	movl	%r8d, %r15d
	andq	$-8, %rdi
	movq	$0, (%rsi)
	leaq	-15(%r12), %r14
	leaq	1024(%r9), %rdx
	subq	%rdi, %rcx
	leaq	2048(%r9), %r9
	movq	$0, 4088(%rsi)
	leaq	3072(%rsi), %r8
	addl	$4096, %ecx
	shrl	$3, %ecx
	rep stosq
	leaq	4(%r11), %rdi
	movl	(%r11), %eax
	cmpq	%r14, %rdi
	jnb	.L4
	movq	%r12, 8(%rsp)
	.p2align 4,,10
	.p2align 3
.L5:
	movzbl	%al, %r12d
	movl	(%rdi), %ecx
	addq	$16, %rdi
	addl	$1, (%rsi,%r12,4)
	movl	%eax, %r12d
	shrl	$8, %r12d
	movzbl	%r12b, %r12d
	addl	$1, (%rdx,%r12,4)
	movl	%eax, %r12d
	shrl	$24, %eax
	shrl	$16, %r12d
	movzbl	%r12b, %r12d
	addl	$1, (%r9,%r12,4)
	movzbl	%cl, %r12d
	addl	$1, (%r8,%rax,4)
	movl	-12(%rdi), %eax
	addl	$1, (%rsi,%r12,4)
	movl	%ecx, %r12d
	shrl	$8, %r12d
	movzbl	%r12b, %r12d
	addl	$1, (%rdx,%r12,4)
	movl	%ecx, %r12d
	shrl	$24, %ecx
	shrl	$16, %r12d
	movzbl	%r12b, %r12d
	addl	$1, (%r9,%r12,4)
	movzbl	%al, %r12d
	addl	$1, (%r8,%rcx,4)
	movl	-8(%rdi), %ecx
	addl	$1, (%rsi,%r12,4)
	movl	%eax, %r12d
	shrl	$8, %r12d
	movzbl	%r12b, %r12d
	addl	$1, (%rdx,%r12,4)
	movl	%eax, %r12d
	shrl	$24, %eax
	shrl	$16, %r12d
	movzbl	%r12b, %r12d
	addl	$1, (%r9,%r12,4)
	movzbl	%cl, %r12d
	addl	$1, (%r8,%rax,4)
	movl	-4(%rdi), %eax
	addl	$1, (%rsi,%r12,4)
	movl	%ecx, %r12d
	shrl	$8, %r12d
	movzbl	%r12b, %r12d
	addl	$1, (%rdx,%r12,4)
	movl	%ecx, %r12d
	shrl	$24, %ecx
	shrl	$16, %r12d
	movzbl	%r12b, %r12d
	addl	$1, (%r9,%r12,4)
	addl	$1, (%r8,%rcx,4)
	cmpq	%r14, %rdi
	jb	.L5
	subq	$20, %rbp
	movq	8(%rsp), %r12
	andq	$-16, %rbp
	leaq	16(%r11,%rbp), %r11
.L4:
	cmpq	%r12, %r11
	jnb	.L8
	.p2align 4,,10
	.p2align 3
.L6:
	movzbl	(%r11), %eax
	addq	$1, %r11
	addl	$1, (%rsi,%rax,4)
	cmpq	%r11, %r12
	jne	.L6
.L8:
	movdqa	.LC0(%rip), %xmm3
	movq	%rsi, %rax
	pxor	%xmm2, %xmm2
	.p2align 4,,10
	.p2align 3
.L7:
	movdqu	(%rax), %xmm5
	movdqa	%xmm2, %xmm4
	addq	$16, %rax
	movdqu	1008(%rax), %xmm0
	movdqu	3056(%rax), %xmm1
	movdqu	2032(%rax), %xmm6
	psubd	%xmm3, %xmm4
	paddd	%xmm5, %xmm0
	paddd	%xmm6, %xmm1
	paddd	%xmm1, %xmm0
	movdqa	%xmm0, %xmm1
	movups	%xmm0, -16(%rax)
	psubd	%xmm3, %xmm1
	pcmpgtd	%xmm4, %xmm1
	pand	%xmm1, %xmm0
	pandn	%xmm2, %xmm1
	movdqa	%xmm1, %xmm2
	por	%xmm0, %xmm2
	cmpq	%rax, %rdx
	jne	.L7
	movdqa	%xmm2, %xmm1
	movdqa	%xmm2, %xmm4
	movl	1020(%rsi), %ecx
	movl	$255, %eax
	psrldq	$8, %xmm1
	psubd	%xmm3, %xmm4
	movdqa	%xmm1, %xmm0
	psubd	%xmm3, %xmm0
	pcmpgtd	%xmm4, %xmm0
	pand	%xmm0, %xmm1
	pandn	%xmm2, %xmm0
	por	%xmm1, %xmm0
	movdqa	%xmm0, %xmm2
	movdqa	%xmm0, %xmm4
	psrldq	$4, %xmm2
	psubd	%xmm3, %xmm4
	movdqa	%xmm2, %xmm1
	psubd	%xmm3, %xmm1
	pcmpgtd	%xmm4, %xmm1
	pand	%xmm1, %xmm2
	pandn	%xmm0, %xmm1
	por	%xmm2, %xmm1
	movd	%xmm1, %ebp
	testl	%ecx, %ecx
	jne	.L9
	.p2align 4,,10
	.p2align 3
.L10:
	leal	-1(%rax), %edx
	movq	%rdx, %rax
	movl	(%rsi,%rdx,4), %edx
	testl	%edx, %edx
	je	.L10
.L9:
	testl	%r15d, %r15d
	je	.L11
	movq	$-48, %rdx
	cmpl	%eax, (%rbx)
	jb	.L1
.L11:
	movl	%eax, (%rbx)
	movq	%r13, %rdx
	movq	%r10, %rdi
	call	memmove@PLT
	movl	%ebp, %edx
.L1:
	addq	$24, %rsp
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
.L25:
	.cfi_restore_state
	movq	%r13, %rdx
	xorl	%esi, %esi
	call	memset@PLT
	movl	$0, (%rbx)
	xorl	%edx, %edx
	jmp	.L1
	.cfi_endproc
.LFE574:
	.size	HIST_count_parallel_wksp, .-HIST_count_parallel_wksp
	.p2align 4
	.globl	HIST_isError
	.type	HIST_isError, @function
HIST_isError:
.LFB572:
	.cfi_startproc
	xorl	%eax, %eax
	cmpq	$-120, %rdi
	seta	%al
	ret
	.cfi_endproc
.LFE572:
	.size	HIST_isError, .-HIST_isError
	.p2align 4
	.globl	HIST_count_simple
	.type	HIST_count_simple, @function
HIST_count_simple:
.LFB573:
	.cfi_startproc
	pushq	%r13
	.cfi_def_cfa_offset 16
	.cfi_offset 13, -16
	movq	%rsi, %r13
	pushq	%r12
	.cfi_def_cfa_offset 24
	.cfi_offset 12, -24
	movq	%rcx, %r12
	pushq	%rbp
	.cfi_def_cfa_offset 32
	.cfi_offset 6, -32
	pushq	%rbx
	.cfi_def_cfa_offset 40
	.cfi_offset 3, -40
	movq	%rdx, %rbx
	subq	$8, %rsp
	.cfi_def_cfa_offset 48
	movl	(%rsi), %ebp
	xorl	%esi, %esi
	leal	1(%rbp), %edx
	salq	$2, %rdx
	call	memset@PLT
	testq	%r12, %r12
	je	.L28
	leaq	(%rbx,%r12), %rcx
	movq	%rax, %rdi
	cmpq	%rcx, %rbx
	jnb	.L30
	.p2align 4,,10
	.p2align 3
.L29:
	movzbl	(%rbx), %eax
	addq	$1, %rbx
	addl	$1, (%rdi,%rax,4)
	cmpq	%rbx, %rcx
	jne	.L29
.L30:
	movl	%ebp, %eax
	movl	(%rdi,%rax,4), %edx
	testl	%edx, %edx
	jne	.L32
	.p2align 4,,10
	.p2align 3
.L33:
	leal	-1(%rbp), %eax
	movq	%rax, %rbp
	movl	(%rdi,%rax,4), %eax
	testl	%eax, %eax
	je	.L33
.L32:
	movl	%ebp, 0(%r13)
	xorl	%eax, %eax
	xorl	%edx, %edx
	.p2align 4,,10
	.p2align 3
.L34:
	movl	%eax, %ecx
	movl	(%rdi,%rcx,4), %ecx
	cmpl	%ecx, %edx
	cmovb	%ecx, %edx
	addl	$1, %eax
	cmpl	%eax, %ebp
	jnb	.L34
	addq	$8, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 40
	movl	%edx, %eax
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
.L28:
	.cfi_restore_state
	movl	$0, 0(%r13)
	xorl	%edx, %edx
	addq	$8, %rsp
	.cfi_def_cfa_offset 40
	popq	%rbx
	.cfi_def_cfa_offset 32
	movl	%edx, %eax
	popq	%rbp
	.cfi_def_cfa_offset 24
	popq	%r12
	.cfi_def_cfa_offset 16
	popq	%r13
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE573:
	.size	HIST_count_simple, .-HIST_count_simple
	.p2align 4
	.globl	HIST_countFast_wksp
	.type	HIST_countFast_wksp, @function
HIST_countFast_wksp:
.LFB575:
	.cfi_startproc
	cmpq	$1499, %rcx
	jbe	.L49
	testb	$3, %r8b
	jne	.L43
	cmpq	$4095, %r9
	jbe	.L44
	movq	%r8, %r9
	xorl	%r8d, %r8d
	jmp	HIST_count_parallel_wksp
	.p2align 4,,10
	.p2align 3
.L44:
	movq	$-66, %rax
	ret
	.p2align 4,,10
	.p2align 3
.L49:
	subq	$8, %rsp
	.cfi_def_cfa_offset 16
	call	HIST_count_simple
	addq	$8, %rsp
	.cfi_def_cfa_offset 8
	movl	%eax, %eax
	ret
	.p2align 4,,10
	.p2align 3
.L43:
	movq	$-1, %rax
	ret
	.cfi_endproc
.LFE575:
	.size	HIST_countFast_wksp, .-HIST_countFast_wksp
	.p2align 4
	.globl	HIST_count_wksp
	.type	HIST_count_wksp, @function
HIST_count_wksp:
.LFB576:
	.cfi_startproc
	testb	$3, %r8b
	jne	.L54
	cmpq	$4095, %r9
	jbe	.L55
	cmpl	$254, (%rsi)
	jbe	.L60
	movl	$255, (%rsi)
	cmpq	$1499, %rcx
	jbe	.L61
	movq	%r8, %r9
	xorl	%r8d, %r8d
	jmp	HIST_count_parallel_wksp
	.p2align 4,,10
	.p2align 3
.L60:
	movq	%r8, %r9
	movl	$1, %r8d
	jmp	HIST_count_parallel_wksp
	.p2align 4,,10
	.p2align 3
.L54:
	movq	$-1, %rax
	ret
	.p2align 4,,10
	.p2align 3
.L55:
	movq	$-66, %rax
	ret
	.p2align 4,,10
	.p2align 3
.L61:
	subq	$8, %rsp
	.cfi_def_cfa_offset 16
	call	HIST_count_simple
	addq	$8, %rsp
	.cfi_def_cfa_offset 8
	movl	%eax, %eax
	ret
	.cfi_endproc
.LFE576:
	.size	HIST_count_wksp, .-HIST_count_wksp
	.p2align 4
	.globl	HIST_countFast
	.type	HIST_countFast, @function
HIST_countFast:
.LFB577:
	.cfi_startproc
	subq	$4104, %rsp
	.cfi_def_cfa_offset 4112
	cmpq	$1499, %rcx
	jbe	.L66
	movq	%rsp, %r9
	xorl	%r8d, %r8d
	call	HIST_count_parallel_wksp
	addq	$4104, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L66:
	.cfi_restore_state
	call	HIST_count_simple
	addq	$4104, %rsp
	.cfi_def_cfa_offset 8
	movl	%eax, %eax
	ret
	.cfi_endproc
.LFE577:
	.size	HIST_countFast, .-HIST_countFast
	.p2align 4
	.globl	HIST_count
	.type	HIST_count, @function
HIST_count:
.LFB578:
	.cfi_startproc
	subq	$4104, %rsp
	.cfi_def_cfa_offset 4112
	cmpl	$254, (%rsi)
	jbe	.L72
	movl	$255, (%rsi)
	cmpq	$1499, %rcx
	jbe	.L73
	movq	%rsp, %r9
	xorl	%r8d, %r8d
	call	HIST_count_parallel_wksp
	addq	$4104, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L72:
	.cfi_restore_state
	movq	%rsp, %r9
	movl	$1, %r8d
	call	HIST_count_parallel_wksp
	addq	$4104, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L73:
	.cfi_restore_state
	call	HIST_count_simple
	addq	$4104, %rsp
	.cfi_def_cfa_offset 8
	movl	%eax, %eax
	ret
	.cfi_endproc
.LFE578:
	.size	HIST_count, .-HIST_count
	.section	.rodata.cst16,"aM",@progbits,16
	.align 16
.LC0:
	.long	-2147483648
	.long	-2147483648
	.long	-2147483648
	.long	-2147483648
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
