	.file	"divsufsort.c"
	.text
	.p2align 4
	.type	tr_partition, @function
tr_partition:
.LFB49:
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
	jmp	.L3
	.p2align 4,,10
	.p2align 3
.L46:
	movslq	(%r10), %rax
	cmpl	%ecx, (%rdi,%rax,4)
	jne	.L45
.L3:
	movq	%r10, %rdx
	addq	$4, %r10
	cmpq	%rbp, %r10
	jb	.L46
	movq	%r10, %rax
.L2:
	movq	%rbp, %r11
	jmp	.L8
	.p2align 4,,10
	.p2align 3
.L48:
	movslq	(%r11), %rsi
	cmpl	(%rdi,%rsi,4), %ecx
	jne	.L47
.L8:
	movq	%r11, %rdx
	subq	$4, %r11
	cmpq	%r11, %rax
	jb	.L48
	.p2align 4,,10
	.p2align 3
.L7:
	cmpq	%r10, %r11
	jb	.L22
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
	jle	.L23
	movl	%ecx, %ecx
	leaq	(%rdx,%rcx,4), %r10
	movq	%rbx, %rcx
	.p2align 4,,10
	.p2align 3
.L24:
	movl	(%rcx), %esi
	movl	(%rdx), %edi
	addq	$4, %rdx
	addq	$4, %rcx
	movl	%edi, -4(%rcx)
	movl	%esi, -4(%rdx)
	cmpq	%rdx, %r10
	jne	.L24
.L23:
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
	jle	.L25
	movl	%ecx, %ecx
	leaq	(%rdx,%rcx,4), %r10
	.p2align 4,,10
	.p2align 3
.L26:
	movl	(%rax), %ecx
	movl	(%rdx), %esi
	addq	$4, %rdx
	addq	$4, %rax
	movl	%esi, -4(%rax)
	movl	%ecx, -4(%rdx)
	cmpq	%rdx, %r10
	jne	.L26
.L25:
	addq	%r8, %rbx
	subq	%rdi, %rbp
.L22:
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
.L47:
	.cfi_restore_state
	jl	.L27
	movq	%r11, %rdx
	.p2align 4,,10
	.p2align 3
.L21:
	movl	(%rdx), %r8d
	movl	(%rax), %esi
	addq	$4, %rax
	movl	%r8d, -4(%rax)
	movl	%esi, (%rdx)
	cmpq	%rdx, %rax
	jb	.L14
	jmp	.L19
	.p2align 4,,10
	.p2align 3
.L17:
	jne	.L16
	movl	(%r10), %r8d
	addq	$4, %r10
	movl	%r8d, (%rax)
	movl	%esi, -4(%r10)
.L16:
	addq	$4, %rax
	cmpq	%rdx, %rax
	jnb	.L19
.L14:
	movslq	(%rax), %r8
	movq	%r8, %rsi
	cmpl	(%rdi,%r8,4), %ecx
	jge	.L17
	.p2align 4,,10
	.p2align 3
.L19:
	subq	$4, %rdx
	cmpq	%rdx, %rax
	jnb	.L7
	movslq	(%rdx), %r8
	movq	%r8, %rsi
	cmpl	(%rdi,%r8,4), %ecx
	jg	.L43
	jne	.L19
	movl	(%r11), %r8d
	subq	$4, %r11
	movl	%r8d, (%rdx)
	movl	%esi, 4(%r11)
	jmp	.L19
.L27:
	subq	$8, %rdx
	cmpq	%rdx, %rax
	jb	.L10
	jmp	.L7
	.p2align 4,,10
	.p2align 3
.L13:
	jne	.L12
	movl	(%r11), %r8d
	subq	$4, %r11
	movl	%r8d, (%rdx)
	movl	%esi, 4(%r11)
.L12:
	subq	$4, %rdx
	cmpq	%rdx, %rax
	jnb	.L7
.L10:
	movslq	(%rdx), %r8
	movq	%r8, %rsi
	cmpl	(%rdi,%r8,4), %ecx
	jle	.L13
	.p2align 4,,10
	.p2align 3
.L43:
	cmpq	%rdx, %rax
	jb	.L21
	jmp	.L7
	.p2align 4,,10
	.p2align 3
.L45:
	movq	%r10, %rax
	jge	.L2
	leaq	8(%rdx), %rax
	cmpq	%rbp, %rax
	jb	.L4
	jmp	.L2
	.p2align 4,,10
	.p2align 3
.L6:
	jne	.L5
	movl	(%r10), %esi
	addq	$4, %r10
	movl	%esi, (%rax)
	movl	%edx, -4(%r10)
.L5:
	addq	$4, %rax
	cmpq	%rbp, %rax
	jnb	.L2
.L4:
	movslq	(%rax), %rsi
	movq	%rsi, %rdx
	cmpl	(%rdi,%rsi,4), %ecx
	jge	.L6
	jmp	.L2
	.cfi_endproc
.LFE49:
	.size	tr_partition, .-tr_partition
	.section	.rodata.str1.1,"aMS",@progbits,1
.LC0:
	.string	"divsufsort.c"
.LC1:
	.string	"ssize < STACK_SIZE"
	.text
	.p2align 4
	.type	ss_mintrosort.constprop.0, @function
ss_mintrosort.constprop.0:
.LFB62:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	movq	%rdx, %r11
	movq	%rcx, %rax
	movq	%rdi, %r15
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	subq	%r11, %rax
	movq	%rsi, %r14
	movq	%rcx, %rdx
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	sarq	$2, %rax
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	leaq	lg_table(%rip), %rbx
	subq	$472, %rsp
	.cfi_def_cfa_offset 528
	movq	%rbx, 8(%rsp)
	testb	$-1, %ah
	je	.L50
	movzbl	%ah, %eax
	movl	(%rbx,%rax,4), %eax
	addl	$8, %eax
	movl	%eax, (%rsp)
.L51:
	xorl	%esi, %esi
	movl	$2, %r13d
	movq	%rdx, %rax
.L52:
	movq	%rax, %rcx
	subq	%r11, %rcx
	cmpq	$32, %rcx
	jg	.L53
	cmpq	$4, %rcx
	jg	.L54
.L57:
	testl	%esi, %esi
	jne	.L284
	addq	$472, %rsp
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
.L53:
	.cfi_restore_state
	movl	(%rsp), %ebx
	movslq	%r13d, %rdx
	addq	%r15, %rdx
	leal	-1(%rbx), %r8d
	testl	%ebx, %ebx
	je	.L285
	movslq	(%r11), %rdi
	movl	%edi, 36(%rsp)
	movslq	(%r14,%rdi,4), %rdi
	movzbl	(%rdx,%rdi), %ebp
	testl	%r8d, %r8d
	js	.L203
	sarq	$2, %rcx
	leaq	-4(%rax), %rbx
	movl	%ecx, %edi
	movq	%rbx, 16(%rsp)
	shrl	$31, %edi
	addl	%ecx, %edi
	sarl	%edi
	movslq	%edi, %rdi
	leaq	(%r11,%rdi,4), %r9
	movslq	(%r9), %rdi
	movq	%rdi, %rbx
	movl	%edi, %r10d
	movslq	(%r14,%rdi,4), %rdi
	movzbl	(%rdx,%rdi), %edi
	movb	%dil, 24(%rsp)
	cmpl	$512, %ecx
	jg	.L112
	cmpl	$32, %ecx
	jg	.L113
	cmpb	%bpl, %dil
	jnb	.L286
	movl	36(%rsp), %edi
	movq	%r11, %rcx
.L114:
	movslq	-4(%rax), %rbx
	movq	%rbx, %r12
	movslq	(%r14,%rbx,4), %rbx
	movzbl	(%rdx,%rbx), %ebx
	cmpb	%bpl, %bl
	jnb	.L115
	movslq	(%r9), %rcx
	movq	%rcx, %rdi
	movslq	(%r14,%rcx,4), %rcx
	movzbl	(%rdx,%rcx), %ebp
	movq	%r9, %rcx
	cmpb	%bpl, %bl
	jb	.L115
	movq	16(%rsp), %rcx
	movl	%ebx, %ebp
	movl	%r12d, %edi
.L115:
	movl	36(%rsp), %ebx
	movl	%edi, (%r11)
	movzbl	%bpl, %r9d
	movq	%r11, %r10
	movl	%ebx, (%rcx)
	jmp	.L129
	.p2align 4,,10
	.p2align 3
.L288:
	movslq	(%r10), %rcx
	movslq	(%r14,%rcx,4), %rcx
	movzbl	(%rdx,%rcx), %ecx
	cmpl	%ecx, %r9d
	jne	.L287
.L129:
	movq	%r10, %rdi
	addq	$4, %r10
	cmpq	%rax, %r10
	jb	.L288
	movq	%r10, %rcx
.L128:
	movq	%rax, %rbx
	jmp	.L134
	.p2align 4,,10
	.p2align 3
.L290:
	movslq	(%rbx), %r12
	movslq	(%r14,%r12,4), %r12
	movzbl	(%rdx,%r12), %r12d
	cmpl	%r12d, %r9d
	jne	.L289
.L134:
	movq	%rbx, %rdi
	subq	$4, %rbx
	cmpq	%rbx, %rcx
	jb	.L290
.L133:
	cmpq	%r10, %rbx
	jnb	.L291
.L151:
	movslq	(%r11), %rcx
	movslq	(%r14,%rcx,4), %rcx
	cmpb	%bpl, -1(%rdx,%rcx)
	jb	.L292
.L194:
	addl	$1, %r13d
	jmp	.L52
.L284:
	subl	$1, %esi
	movslq	%esi, %rax
	leaq	(%rax,%rax,2), %rdx
	salq	$3, %rdx
	movl	100(%rsp,%rdx), %ebx
	movq	80(%rsp,%rdx), %r11
	movq	88(%rsp,%rdx), %rax
	movl	96(%rsp,%rdx), %r13d
	movl	%ebx, (%rsp)
	jmp	.L52
.L262:
	movl	(%rsp), %edi
.L89:
	movl	%edi, (%rsi)
	subl	$1, %ebx
	subq	$4, %r9
	subq	$4, %rcx
	movl	%r8d, 4(%rcx)
	movslq	4(%r9), %rax
	movl	(%r11), %r8d
	movq	%rax, %rdi
	movl	%eax, (%r11)
	movslq	(%r14,%rax,4), %rax
	movzbl	(%rdx,%rax), %ebp
	cmpl	$1, %ebx
	jne	.L91
	movq	%r13, %rax
	movl	24(%rsp), %esi
	movl	36(%rsp), %r10d
	movl	%r8d, (%rsp)
	movq	40(%rsp), %r15
	movl	16(%rsp), %r13d
.L87:
	movl	(%rsp), %ebx
	leal	-2(%r10), %ecx
	negq	%rcx
	movl	%ebx, (%r12,%rcx,4)
	movslq	(%r11), %rcx
	movslq	(%r14,%rcx,4), %rdi
	movzbl	(%rdx,%rdi), %ebp
.L203:
	leaq	4(%r11), %r8
	cmpq	%rax, %r8
	jnb	.L211
	.p2align 4,,10
	.p2align 3
.L95:
	movslq	(%r8), %rcx
	movslq	(%r14,%rcx,4), %rcx
	movzbl	(%rdx,%rcx), %ecx
	cmpl	%ebp, %ecx
	je	.L94
	movq	%r8, %rdi
	subq	%r11, %rdi
	cmpq	$4, %rdi
	jg	.L279
	movl	%ecx, %ebp
	movq	%r8, %r11
.L94:
	addq	$4, %r8
	cmpq	%rax, %r8
	jb	.L95
.L279:
	movslq	(%r11), %rcx
	movq	%r11, %r9
	movq	%r8, %r11
	movslq	(%r14,%rcx,4), %rdi
.L93:
	movzbl	-1(%rdx,%rdi), %edx
	cmpl	%ebp, %edx
	jl	.L293
.L96:
	movq	%r8, %rdx
	movq	%rax, %rcx
	subq	%r9, %rdx
	subq	%r8, %rcx
	cmpq	%rcx, %rdx
	jg	.L104
	cmpq	$4, %rdx
	jle	.L213
	cmpl	$15, %esi
	jg	.L294
	movslq	%esi, %rcx
	sarq	$2, %rdx
	leaq	(%rcx,%rcx,2), %rcx
	salq	$3, %rcx
	movq	%rax, 88(%rsp,%rcx)
	leal	1(%rsi), %eax
	movl	%r13d, 96(%rsp,%rcx)
	addl	$1, %r13d
	movq	%r8, 80(%rsp,%rcx)
	movl	$-1, 100(%rsp,%rcx)
	testb	$-1, %dh
	je	.L106
	movq	8(%rsp), %rbx
	movzbl	%dh, %edx
	movl	%eax, %esi
	movq	%r9, %r11
	movq	%r8, %rax
	movl	(%rbx,%rdx,4), %edx
	leal	8(%rdx), %ebx
	movl	%ebx, (%rsp)
	jmp	.L52
.L285:
	sarq	$2, %rcx
	movl	%ecx, %ebx
	movl	%ecx, %r10d
	andl	$1, %ebx
	movl	%ebx, 16(%rsp)
	je	.L73
	movl	%ecx, %edi
	shrl	$31, %edi
	addl	%ecx, %edi
	sarl	%edi
	subl	$1, %edi
	js	.L75
.L74:
	movl	%r13d, 24(%rsp)
	movslq	%edi, %rcx
	leal	1(%rdi,%rdi), %r12d
	movl	%esi, 36(%rsp)
	leaq	(%r11,%rcx,4), %r9
	.p2align 4,,10
	.p2align 3
.L81:
	movslq	(%r9), %rcx
	movq	%r9, %rsi
	movl	%r12d, %ebx
	movq	%rcx, %r8
	movslq	(%r14,%rcx,4), %rcx
	movzbl	(%rdx,%rcx), %r13d
	cmpl	%r10d, %r12d
	jge	.L78
	movl	%edi, (%rsp)
	movslq	%edi, %rsi
	jmp	.L80
	.p2align 4,,10
	.p2align 3
.L296:
	movl	%ebp, %edi
	leaq	(%r11,%rsi,4), %rsi
	cmpl	%edi, %r13d
	jge	.L260
.L297:
	movslq	%ecx, %rdi
	leal	1(%rcx,%rcx), %ebx
	leaq	(%r11,%rdi,4), %rbp
	movl	0(%rbp), %edi
	movl	%edi, (%rsi)
	cmpl	%r10d, %ebx
	jge	.L295
	movslq	%ecx, %rsi
.L80:
	leal	2(%rsi,%rsi), %ecx
	movslq	%ebx, %rdi
	movslq	%ecx, %rbp
	movslq	(%r11,%rdi,4), %rdi
	movslq	(%r11,%rbp,4), %rbp
	movslq	(%r14,%rdi,4), %rdi
	movslq	(%r14,%rbp,4), %rbp
	movzbl	(%rdx,%rdi), %edi
	movzbl	(%rdx,%rbp), %ebp
	cmpl	%ebp, %edi
	jl	.L296
	movl	%ebx, %ecx
	leaq	(%r11,%rsi,4), %rsi
	cmpl	%edi, %r13d
	jl	.L297
.L260:
	movl	(%rsp), %edi
.L78:
	subl	$1, %edi
	movl	%r8d, (%rsi)
	subq	$4, %r9
	subl	$2, %r12d
	cmpl	$-1, %edi
	jne	.L81
	movl	16(%rsp), %ecx
	movl	24(%rsp), %r13d
	movl	36(%rsp), %esi
	testl	%ecx, %ecx
	je	.L298
.L75:
	movl	(%r11), %edi
	leal	-1(%r10), %ebx
	movl	%edi, (%rsp)
	testl	%ebx, %ebx
	jle	.L299
.L86:
	movslq	%ebx, %rcx
	leaq	(%r11,%rcx,4), %r12
	movslq	(%r12), %r8
	movl	%r8d, (%r11)
	movq	%r8, %rdi
	movslq	(%r14,%r8,4), %r8
	movzbl	(%rdx,%r8), %ebp
	cmpl	$1, %ebx
	je	.L87
	movl	%esi, 24(%rsp)
	movl	(%rsp), %r8d
	leaq	-4(%r11,%rcx,4), %r9
	movq	%r12, %rcx
	movl	%r10d, 36(%rsp)
	movq	%r15, 40(%rsp)
	movl	%r13d, 16(%rsp)
	movq	%rax, %r13
	.p2align 4,,10
	.p2align 3
.L91:
	movl	%edi, (%rsp)
	xorl	%esi, %esi
	movl	$1, %r10d
	jmp	.L90
	.p2align 4,,10
	.p2align 3
.L301:
	movl	%r15d, %edi
.L88:
	leaq	(%r11,%rsi,4), %rsi
	cmpl	%ebp, %edi
	jle	.L262
	movslq	%eax, %rdi
	leal	1(%rax,%rax), %r10d
	leaq	(%r11,%rdi,4), %r15
	movl	(%r15), %edi
	movl	%edi, (%rsi)
	cmpl	%ebx, %r10d
	jge	.L300
	movslq	%eax, %rsi
.L90:
	leal	2(%rsi,%rsi), %eax
	movslq	%r10d, %rdi
	movslq	%eax, %r15
	movslq	(%r11,%rdi,4), %rdi
	movslq	(%r11,%r15,4), %r15
	movslq	(%r14,%rdi,4), %rdi
	movslq	(%r14,%r15,4), %r15
	movzbl	(%rdx,%rdi), %edi
	movzbl	(%rdx,%r15), %r15d
	cmpl	%r15d, %edi
	jl	.L301
	movl	%r10d, %eax
	jmp	.L88
.L54:
	leaq	-8(%rax), %rbx
	cmpq	%r11, %rbx
	jb	.L57
	movq	%rbx, %rdx
	movslq	%r13d, %r9
	leaq	-4(%rax), %r10
	subq	%r11, %rdx
	andq	$-4, %rdx
	subq	%rdx, %rbx
	.p2align 4,,10
	.p2align 3
.L70:
	movslq	-4(%r10), %rcx
	movq	%r10, %rdx
	movq	%rcx, %r11
	leaq	(%r14,%rcx,4), %r8
	movslq	(%r10), %rcx
	.p2align 4,,10
	.p2align 3
.L58:
	leaq	(%r14,%rcx,4), %rbp
	movslq	(%r8), %rcx
	movslq	4(%r8), %r12
	movslq	0(%rbp), %rdi
	movslq	4(%rbp), %rbp
	addq	%r9, %rcx
	leaq	2(%r15,%r12), %r12
	addq	%r9, %rdi
	addq	%r15, %rcx
	leaq	2(%r15,%rbp), %rbp
	addq	%r15, %rdi
	cmpq	%r12, %rcx
	jb	.L278
	jmp	.L65
	.p2align 4,,10
	.p2align 3
.L64:
	addq	$1, %rcx
	addq	$1, %rdi
	cmpq	%r12, %rcx
	jnb	.L65
.L278:
	cmpq	%rbp, %rdi
	jnb	.L63
	movzbl	(%rdi), %r13d
	cmpb	%r13b, (%rcx)
	je	.L64
.L63:
	cmpq	%r12, %rcx
	jnb	.L65
	cmpq	%rbp, %rdi
	jnb	.L60
	movzbl	(%rcx), %ecx
	movzbl	(%rdi), %edi
	subl	%edi, %ecx
	testl	%ecx, %ecx
	jg	.L60
	jmp	.L67
	.p2align 4,,10
	.p2align 3
.L302:
	movslq	(%rdx), %rcx
	testl	%ecx, %ecx
	jns	.L58
.L60:
	movl	(%rdx), %ecx
	addq	$4, %rdx
	movl	%ecx, -8(%rdx)
	cmpq	%rax, %rdx
	jb	.L302
.L59:
	subq	$4, %r10
	movl	%r11d, -4(%rdx)
	cmpq	%rbx, %r10
	jne	.L70
	jmp	.L57
	.p2align 4,,10
	.p2align 3
.L65:
	cmpq	%rbp, %rdi
	sbbl	%ecx, %ecx
.L67:
	testl	%ecx, %ecx
	jne	.L59
	subq	$4, %r10
	notl	(%rdx)
	movl	%r11d, -4(%rdx)
	cmpq	%rbx, %r10
	jne	.L70
	jmp	.L57
.L112:
	sarl	$3, %ecx
	leal	(%rcx,%rcx), %edi
	movslq	%ecx, %rcx
	movslq	%edi, %rdi
	leaq	0(,%rdi,4), %rbx
	movq	%rbx, 72(%rsp)
	addq	%r11, %rbx
	movq	%rbx, 40(%rsp)
	leaq	0(,%rcx,4), %rbx
	leaq	(%r11,%rbx), %r12
	movq	%rbx, 48(%rsp)
	movslq	(%r12), %rcx
	movq	%rcx, %rdi
	movslq	(%r14,%rcx,4), %rcx
	movzbl	(%rdx,%rcx), %ecx
	cmpb	%bpl, %cl
	jb	.L218
	movl	%ecx, %ebp
	movq	%r12, %rcx
	movq	%r11, %r12
.L121:
	movq	40(%rsp), %rbx
	movslq	(%rbx), %rbx
	movl	%ebx, 56(%rsp)
	movslq	(%r14,%rbx,4), %rbx
	movzbl	(%rdx,%rbx), %ebx
	cmpb	%bpl, %bl
	jnb	.L122
	movslq	(%r12), %rcx
	movq	%rcx, %rdi
	movslq	(%r14,%rcx,4), %rcx
	movzbl	(%rdx,%rcx), %ebp
	movq	%r12, %rcx
	cmpb	%bpl, %bl
	jnb	.L303
.L122:
	movq	48(%rsp), %rbx
	leaq	(%r9,%rbx), %r12
	movq	%r12, 40(%rsp)
	movq	%r9, %r12
	subq	%rbx, %r12
	movslq	(%r12), %rbx
	movl	%ebx, 60(%rsp)
	movslq	(%r14,%rbx,4), %rbx
	movzbl	(%rdx,%rbx), %ebx
	movb	%bl, 56(%rsp)
	cmpb	%bl, 24(%rsp)
	jb	.L123
	movzbl	24(%rsp), %ebx
	movl	%r10d, 60(%rsp)
	movb	%bl, 56(%rsp)
	movq	%r9, %rbx
	movq	%r12, %r9
	movq	%rbx, %r12
.L123:
	movq	40(%rsp), %rbx
	movslq	(%rbx), %rbx
	movl	%ebx, %r10d
	movslq	(%r14,%rbx,4), %rbx
	movzbl	(%rdx,%rbx), %ebx
	cmpb	56(%rsp), %bl
	jnb	.L124
	movslq	(%r9), %r12
	movl	%r12d, 60(%rsp)
	movslq	(%r14,%r12,4), %r12
	movzbl	(%rdx,%r12), %r12d
	movb	%r12b, 56(%rsp)
	cmpb	%r12b, %bl
	jnb	.L220
	movq	%r9, %r12
.L124:
	movq	48(%rsp), %r10
	movq	$-4, %r9
	movq	%r9, %rbx
	subq	%r10, %rbx
	movq	72(%rsp), %r10
	addq	%rax, %rbx
	subq	%r10, %r9
	movq	%rbx, 64(%rsp)
	movq	%rbx, %r10
	movslq	(%rbx), %rbx
	addq	%rax, %r9
	movq	%r9, 40(%rsp)
	movslq	(%r9), %r9
	movl	%r9d, 48(%rsp)
	movslq	(%r14,%r9,4), %r9
	movzbl	(%rdx,%r9), %r9d
	movb	%r9b, 24(%rsp)
	movq	%rbx, %r9
	movslq	(%r14,%rbx,4), %rbx
	movzbl	(%rdx,%rbx), %ebx
	cmpb	24(%rsp), %bl
	jb	.L125
	movb	%bl, 24(%rsp)
	movq	40(%rsp), %rbx
	movl	%r9d, 48(%rsp)
	movq	%rbx, 64(%rsp)
	movq	%r10, 40(%rsp)
.L125:
	movslq	-4(%rax), %r9
	movl	%r9d, 72(%rsp)
	movslq	(%r14,%r9,4), %r9
	movzbl	(%rdx,%r9), %ebx
	cmpb	24(%rsp), %bl
	jnb	.L126
	movq	64(%rsp), %r9
	movslq	(%r9), %r9
	movl	%r9d, 48(%rsp)
	movslq	(%r14,%r9,4), %r9
	movzbl	(%rdx,%r9), %r10d
	movq	64(%rsp), %r9
	movb	%r10b, 24(%rsp)
	movq	%r9, 40(%rsp)
	cmpb	%r10b, %bl
	jnb	.L304
.L126:
	movzbl	56(%rsp), %ebx
	cmpb	%bpl, %bl
	jb	.L127
	movq	%r12, %r9
	movl	60(%rsp), %edi
	movq	%rcx, %r12
	movl	%ebx, %ebp
	movq	%r9, %rcx
.L127:
	movzbl	24(%rsp), %ebx
	cmpb	%bpl, %bl
	jnb	.L115
	movslq	(%r12), %rcx
	movq	%rcx, %rdi
	movslq	(%r14,%rcx,4), %rcx
	movzbl	(%rdx,%rcx), %ebp
	movq	%r12, %rcx
	cmpb	%bpl, %bl
	jb	.L115
	movzbl	24(%rsp), %ebp
	movl	48(%rsp), %edi
	movq	40(%rsp), %rcx
	jmp	.L115
.L50:
	movzbl	%al, %eax
	movl	(%rbx,%rax,4), %eax
	movl	%eax, (%rsp)
	jmp	.L51
.L104:
	cmpq	$4, %rcx
	jle	.L107
	cmpl	$15, %esi
	jg	.L305
	movslq	%esi, %rcx
	sarq	$2, %rdx
	addl	$1, %esi
	leaq	(%rcx,%rcx,2), %rdi
	salq	$3, %rdi
	movq	%r8, 88(%rsp,%rdi)
	leal	1(%r13), %r8d
	movq	%r9, 80(%rsp,%rdi)
	movl	%r8d, 96(%rsp,%rdi)
	testb	$-1, %dh
	jne	.L306
	movq	8(%rsp), %rbx
	movzbl	%dl, %edx
	movl	(%rbx,%rdx,4), %edx
.L110:
	leaq	(%rcx,%rcx,2), %rcx
	movl	$-1, (%rsp)
	movl	%edx, 100(%rsp,%rcx,8)
	jmp	.L52
.L73:
	leal	-1(%rcx), %r10d
	movl	%r10d, %edi
	shrl	$31, %edi
	addl	%r10d, %edi
	sarl	%edi
	movslq	%edi, %rcx
	leaq	(%r11,%rcx,4), %r8
	movslq	%r10d, %rcx
	leaq	(%r11,%rcx,4), %rcx
	movslq	(%r8), %rbp
	movl	(%rcx), %r9d
	movslq	(%r14,%rbp,4), %r12
	movq	%rbp, %rbx
	movslq	%r9d, %rbp
	movslq	(%r14,%rbp,4), %rbp
	movzbl	(%rdx,%rbp), %ebp
	cmpb	%bpl, (%rdx,%r12)
	jnb	.L76
	movl	%ebx, (%rcx)
	movl	%r9d, (%r8)
.L76:
	subl	$1, %edi
	jns	.L74
.L77:
	movl	(%rcx), %r8d
	movl	(%r11), %edi
	movl	%r8d, (%r11)
	movl	%edi, (%rcx)
	movslq	(%r11), %rcx
	movslq	(%r14,%rcx,4), %rdi
	movq	%rcx, %r8
	movzbl	(%rdx,%rdi), %ebp
	cmpl	$1, %r10d
	jle	.L203
	xorl	%ecx, %ecx
	movl	$1, %r9d
	jmp	.L85
.L308:
	movl	%r12d, %ebx
	leaq	(%r11,%rcx,4), %rcx
	cmpl	%ebx, %ebp
	jge	.L84
.L309:
	movslq	%edi, %r9
	leaq	(%r11,%r9,4), %rbx
	movl	(%rbx), %r9d
	movl	%r9d, (%rcx)
	leal	1(%rdi,%rdi), %r9d
	cmpl	%r10d, %r9d
	jge	.L307
	movslq	%edi, %rcx
.L85:
	leal	2(%rcx,%rcx), %edi
	movslq	%r9d, %rbx
	movslq	%edi, %r12
	movslq	(%r11,%rbx,4), %rbx
	movslq	(%r11,%r12,4), %r12
	movslq	(%r14,%rbx,4), %rbx
	movslq	(%r14,%r12,4), %r12
	movzbl	(%rdx,%rbx), %ebx
	movzbl	(%rdx,%r12), %r12d
	cmpl	%r12d, %ebx
	jl	.L308
	movl	%r9d, %edi
	leaq	(%r11,%rcx,4), %rcx
	cmpl	%ebx, %ebp
	jl	.L309
.L84:
	movl	%r8d, (%rcx)
	movl	(%r11), %edi
	leal	-1(%r10), %ebx
	movl	%edi, (%rsp)
	jmp	.L86
.L113:
	sarl	$2, %ecx
	movq	%rax, %rdi
	movslq	%ecx, %rcx
	salq	$2, %rcx
	subq	%rcx, %rdi
	addq	%r11, %rcx
	leaq	-4(%rdi), %rbx
	movq	%rbx, 40(%rsp)
	movslq	(%rcx), %rbx
	movq	%rbx, %rdi
	movslq	(%r14,%rbx,4), %rbx
	movzbl	(%rdx,%rbx), %ebx
	cmpb	%bl, 24(%rsp)
	jnb	.L310
.L116:
	movq	40(%rsp), %rbx
	movslq	(%rbx), %rdi
	movslq	-4(%rax), %rbx
	movl	%edi, 56(%rsp)
	movslq	(%r14,%rdi,4), %rdi
	movzbl	(%rdx,%rdi), %r12d
	movq	%rbx, %rdi
	movslq	(%r14,%rbx,4), %rbx
	movzbl	(%rdx,%rbx), %ebx
	cmpb	%r12b, %bl
	jnb	.L117
	movl	%edi, 56(%rsp)
	movl	%ebx, %r12d
	movq	40(%rsp), %rdi
	movq	16(%rsp), %rbx
	movq	%rdi, 16(%rsp)
	movq	%rbx, 40(%rsp)
.L117:
	cmpb	24(%rsp), %r12b
	jnb	.L311
.L118:
	movq	16(%rsp), %rbx
	movq	%r11, %r12
	movslq	(%rbx), %rbx
	movq	%rbx, %rdi
	movslq	(%r14,%rbx,4), %rbx
	movzbl	(%rdx,%rbx), %ebx
	cmpb	%bpl, %bl
	jnb	.L312
	movzbl	24(%rsp), %ebp
	cmpb	%bl, %bpl
	jnb	.L313
.L120:
	movslq	(%rcx), %rbp
	movq	%rbp, %r9
	movslq	(%r14,%rbp,4), %rbp
	movzbl	(%rdx,%rbp), %ebp
	cmpb	%bpl, %bl
	jb	.L217
	movl	%r9d, %edi
	jmp	.L115
.L218:
	movl	36(%rsp), %edi
	movq	%r11, %rcx
	jmp	.L121
.L295:
	movl	(%rsp), %edi
	movq	%rbp, %rsi
	jmp	.L78
.L300:
	movl	(%rsp), %edi
	movq	%r15, %rsi
	jmp	.L89
.L289:
	jl	.L204
	movl	%r13d, 16(%rsp)
	movq	%rbx, %rdi
	.p2align 4,,10
	.p2align 3
.L150:
	movl	(%rdi), %r12d
	movl	(%rcx), %r13d
	addq	$4, %rcx
	movl	%r12d, -4(%rcx)
	movl	%r13d, (%rdi)
	cmpq	%rdi, %rcx
	jb	.L141
	jmp	.L145
	.p2align 4,,10
	.p2align 3
.L144:
	jne	.L143
	movl	(%r10), %r13d
	addq	$4, %r10
	movl	%r13d, (%rcx)
	movl	%r12d, -4(%r10)
.L143:
	addq	$4, %rcx
	cmpq	%rdi, %rcx
	jnb	.L145
.L141:
	movslq	(%rcx), %r13
	movq	%r13, %r12
	movslq	(%r14,%r13,4), %r13
	movzbl	(%rdx,%r13), %r13d
	cmpl	%r13d, %r9d
	jge	.L144
	.p2align 4,,10
	.p2align 3
.L145:
	subq	$4, %rdi
	cmpq	%rdi, %rcx
	jnb	.L271
.L315:
	movslq	(%rdi), %r13
	movq	%r13, %r12
	movslq	(%r14,%r13,4), %r13
	movzbl	(%rdx,%r13), %r13d
	cmpl	%r13d, %r9d
	jg	.L314
	jne	.L145
	movl	(%rbx), %r13d
	subq	$4, %rdi
	subq	$4, %rbx
	movl	%r13d, 4(%rdi)
	movl	%r12d, 4(%rbx)
	cmpq	%rdi, %rcx
	jb	.L315
.L271:
	movl	16(%rsp), %r13d
	cmpq	%r10, %rbx
	jb	.L151
.L291:
	leaq	-4(%rcx), %rdi
	movq	%rcx, %r9
	movq	%rdi, 16(%rsp)
	movq	%r10, %rdi
	subq	%r10, %r9
	subq	%r11, %rdi
	movq	%r9, (%rsp)
	sarq	$2, %r9
	sarq	$2, %rdi
	cmpl	%r9d, %edi
	cmovg	%r9d, %edi
	movq	%rcx, %r9
	movslq	%edi, %r10
	salq	$2, %r10
	subq	%r10, %r9
	testl	%edi, %edi
	jle	.L156
	movq	%rax, 24(%rsp)
	movl	%edi, %edi
	leaq	(%r11,%rdi,4), %r12
	movq	%r11, %rdi
.L155:
	movl	(%r9), %eax
	movl	(%rdi), %r10d
	addq	$4, %rdi
	addq	$4, %r9
	movl	%eax, -4(%rdi)
	movl	%r10d, -4(%r9)
	cmpq	%r12, %rdi
	jne	.L155
	movq	24(%rsp), %rax
.L156:
	movq	16(%rsp), %rdi
	movq	%rbx, %r9
	movq	%rax, %r10
	subq	%rbx, %r10
	subq	%rdi, %r9
	sarq	$2, %r10
	movq	%r9, %rdi
	subl	$1, %r10d
	sarq	$2, %rdi
	cmpl	%edi, %r10d
	cmovg	%edi, %r10d
	movq	%rax, %rdi
	movslq	%r10d, %rbx
	salq	$2, %rbx
	subq	%rbx, %rdi
	movl	%r10d, %ebx
	leaq	(%rcx,%rbx,4), %rbx
	testl	%r10d, %r10d
	jle	.L154
.L159:
	movl	(%rdi), %r12d
	movl	(%rcx), %r10d
	addq	$4, %rcx
	addq	$4, %rdi
	movl	%r12d, -4(%rcx)
	movl	%r10d, -4(%rdi)
	cmpq	%rbx, %rcx
	jne	.L159
.L154:
	movq	(%rsp), %rbx
	movq	%rax, %rdi
	subq	%r9, %rdi
	leaq	(%r11,%rbx), %r10
	movslq	(%r10), %rcx
	movslq	(%r14,%rcx,4), %rcx
	cmpb	%bpl, -1(%rdx,%rcx)
	jb	.L157
	movq	%r10, %rbp
.L158:
	movq	%rdi, %rdx
	subq	%rbp, %rdx
	cmpq	%r9, (%rsp)
	jg	.L167
	cmpq	%rdx, %r9
	jg	.L168
	cmpl	$15, %esi
	jg	.L316
	movslq	%esi, %rcx
	leal	1(%r13), %ebx
	sarq	$2, %rdx
	leaq	(%rcx,%rcx,2), %r9
	salq	$3, %r9
	movq	%rbp, 80(%rsp,%r9)
	movq	%rdi, 88(%rsp,%r9)
	movl	%ebx, 96(%rsp,%r9)
	leal	1(%rsi), %r9d
	testb	$-1, %dh
	jne	.L317
	movq	8(%rsp), %rbx
	movzbl	%dl, %edx
	movl	(%rbx,%rdx,4), %edx
.L171:
	leaq	(%rcx,%rcx,2), %rcx
	movl	%edx, 100(%rsp,%rcx,8)
	cmpl	$16, %r9d
	je	.L318
	movslq	%r9d, %rdx
	movl	%r8d, (%rsp)
	addl	$2, %esi
	leaq	(%rdx,%rdx,2), %rdx
	salq	$3, %rdx
	movq	%rax, 88(%rsp,%rdx)
	movq	%r10, %rax
	movq	%rdi, 80(%rsp,%rdx)
	movl	%r13d, 96(%rsp,%rdx)
	movl	%r8d, 100(%rsp,%rdx)
	jmp	.L52
	.p2align 4,,10
	.p2align 3
.L314:
	cmpq	%rdi, %rcx
	jb	.L150
	jmp	.L271
	.p2align 4,,10
	.p2align 3
.L287:
	movq	%r10, %rcx
	jle	.L128
	leaq	8(%rdi), %rcx
	cmpq	%rax, %rcx
	jb	.L130
	jmp	.L128
	.p2align 4,,10
	.p2align 3
.L132:
	jne	.L131
	movl	(%r10), %ebx
	addq	$4, %r10
	movl	%ebx, (%rcx)
	movl	%edi, -4(%r10)
.L131:
	addq	$4, %rcx
	cmpq	%rax, %rcx
	jnb	.L128
.L130:
	movslq	(%rcx), %rbx
	movq	%rbx, %rdi
	movslq	(%r14,%rbx,4), %rbx
	movzbl	(%rdx,%rbx), %ebx
	cmpl	%ebx, %r9d
	jge	.L132
	jmp	.L128
.L292:
	leaq	-4(%r11), %r9
	movq	%rax, %rdx
	jmp	.L195
.L319:
	movslq	(%r9), %rcx
	movl	(%r14,%rcx,4), %r8d
	movq	%rcx, %rdi
	addl	%r13d, %r8d
	cmpl	%r8d, 4(%r14,%rcx,4)
	jge	.L199
	notl	%edi
.L200:
	movl	%edi, (%r9)
.L195:
	addq	$4, %r9
	cmpq	%rdx, %r9
	jb	.L319
	subq	$4, %rdx
	cmpq	%rdx, %r9
	jnb	.L198
	.p2align 4,,10
	.p2align 3
.L321:
	movslq	(%rdx), %rcx
	movl	(%r14,%rcx,4), %r8d
	movq	%rcx, %rdi
	addl	%r13d, %r8d
	cmpl	%r8d, 4(%r14,%rcx,4)
	jl	.L320
.L199:
	subq	$4, %rdx
	cmpq	%rdx, %r9
	jb	.L321
.L198:
	cmpq	%r9, %r11
	jnb	.L201
	notl	(%r11)
.L201:
	movq	%rax, %rdx
	subq	%r9, %rdx
	sarq	$2, %rdx
	testb	$-1, %dh
	je	.L202
	movq	8(%rsp), %rbx
	movzbl	%dh, %edx
	movq	%r9, %r11
	movl	(%rbx,%rdx,4), %edx
	leal	8(%rdx), %ebx
	movl	%ebx, (%rsp)
	jmp	.L194
	.p2align 4,,10
	.p2align 3
.L320:
	movl	(%r9), %ecx
	notl	%edi
	movl	%ecx, (%rdx)
	jmp	.L200
.L293:
	leaq	-4(%r9), %r10
	movq	%r8, %rdx
	jmp	.L97
.L322:
	movslq	(%r10), %rcx
	movl	(%r14,%rcx,4), %ebx
	movq	%rcx, %rdi
	addl	%r13d, %ebx
	cmpl	%ebx, 4(%r14,%rcx,4)
	jge	.L101
	notl	%edi
.L102:
	movl	%edi, (%r10)
.L97:
	addq	$4, %r10
	cmpq	%rdx, %r10
	jb	.L322
	subq	$4, %rdx
	cmpq	%rdx, %r10
	jnb	.L100
	.p2align 4,,10
	.p2align 3
.L324:
	movslq	(%rdx), %rcx
	movl	(%r14,%rcx,4), %ebx
	movq	%rcx, %rdi
	addl	%r13d, %ebx
	cmpl	%ebx, 4(%r14,%rcx,4)
	jl	.L323
.L101:
	subq	$4, %rdx
	cmpq	%rdx, %r10
	jb	.L324
.L100:
	cmpq	%r10, %r9
	jnb	.L103
	notl	(%r9)
.L103:
	movq	%r10, %r9
	jmp	.L96
	.p2align 4,,10
	.p2align 3
.L323:
	movl	(%r10), %ecx
	notl	%edi
	movl	%ecx, (%rdx)
	jmp	.L102
.L310:
	movl	%edi, %r10d
	movq	%r9, %rdi
	movb	%bl, 24(%rsp)
	movq	%rcx, %r9
	movq	%rdi, %rcx
	jmp	.L116
.L303:
	movl	56(%rsp), %edi
	movq	40(%rsp), %rcx
	movl	%ebx, %ebp
	jmp	.L122
.L313:
	movq	%r9, 16(%rsp)
	movl	%ebp, %ebx
	movl	%r10d, %edi
	movq	%r12, %rcx
	jmp	.L120
.L312:
	movl	%ebp, %ebx
	movzbl	24(%rsp), %ebp
	movq	16(%rsp), %r12
	movq	%r11, 16(%rsp)
	movl	36(%rsp), %edi
	cmpb	%bl, %bpl
	jb	.L120
	jmp	.L313
.L311:
	movq	16(%rsp), %rdi
	movl	56(%rsp), %r10d
	movq	%rcx, 16(%rsp)
	movb	%r12b, 24(%rsp)
	movq	40(%rsp), %r9
	movq	%rdi, %rcx
	jmp	.L118
.L220:
	movb	%bl, 56(%rsp)
	movq	40(%rsp), %r12
	movl	%r10d, 60(%rsp)
	jmp	.L124
.L286:
	movl	%edi, %ebp
	movq	%r9, %rcx
	movl	%ebx, %edi
	movq	%r11, %r9
	jmp	.L114
.L106:
	movq	8(%rsp), %rbx
	movzbl	%dl, %edx
	movl	%eax, %esi
	movq	%r9, %r11
	movq	%r8, %rax
	movl	(%rbx,%rdx,4), %ebx
	movl	%ebx, (%rsp)
	jmp	.L52
.L306:
	movq	8(%rsp), %rbx
	movzbl	%dh, %edx
	movl	(%rbx,%rdx,4), %edx
	addl	$8, %edx
	jmp	.L110
.L202:
	movq	8(%rsp), %rbx
	movzbl	%dl, %edx
	movq	%r9, %r11
	movl	(%rbx,%rdx,4), %ebx
	movl	%ebx, (%rsp)
	jmp	.L194
.L167:
	cmpq	%rdx, (%rsp)
	jg	.L181
	cmpl	$15, %esi
	jg	.L325
	movslq	%esi, %rcx
	leal	1(%r13), %ebx
	sarq	$2, %rdx
	leaq	(%rcx,%rcx,2), %r9
	salq	$3, %r9
	movq	%rbp, 80(%rsp,%r9)
	movq	%rdi, 88(%rsp,%r9)
	movl	%ebx, 96(%rsp,%r9)
	leal	1(%rsi), %r9d
	testb	$-1, %dh
	jne	.L326
	movq	8(%rsp), %rbx
	movzbl	%dl, %edx
	movl	(%rbx,%rdx,4), %edx
.L184:
	leaq	(%rcx,%rcx,2), %rcx
	movl	%edx, 100(%rsp,%rcx,8)
	cmpl	$16, %r9d
	je	.L327
	movslq	%r9d, %rdx
	movl	%r8d, (%rsp)
	addl	$2, %esi
	leaq	(%rdx,%rdx,2), %rdx
	salq	$3, %rdx
	movq	%r11, 80(%rsp,%rdx)
	movq	%rdi, %r11
	movq	%r10, 88(%rsp,%rdx)
	movl	%r13d, 96(%rsp,%rdx)
	movl	%r8d, 100(%rsp,%rdx)
	jmp	.L52
.L304:
	movb	%bl, 24(%rsp)
	movl	72(%rsp), %ebx
	movl	%ebx, 48(%rsp)
	movq	16(%rsp), %rbx
	movq	%rbx, 40(%rsp)
	jmp	.L126
.L217:
	movq	16(%rsp), %rcx
	movl	%ebx, %ebp
	jmp	.L115
.L298:
	movslq	%r10d, %rcx
	leaq	(%r11,%rcx,4), %rcx
	jmp	.L77
.L213:
	movl	$-1, (%rsp)
	jmp	.L52
.L107:
	sarq	$2, %rdx
	addl	$1, %r13d
	testb	$-1, %dh
	je	.L111
	movq	8(%rsp), %rax
	movzbl	%dh, %edx
	movq	%r9, %r11
	movl	(%rax,%rdx,4), %eax
	addl	$8, %eax
	movl	%eax, (%rsp)
	movq	%r8, %rax
	jmp	.L52
.L204:
	subq	$8, %rdi
	cmpq	%rdi, %rcx
	jnb	.L133
	movl	%r13d, 16(%rsp)
	jmp	.L136
.L139:
	jne	.L138
	movl	(%rbx), %r13d
	subq	$4, %rbx
	movl	%r13d, (%rdi)
	movl	%r12d, 4(%rbx)
.L138:
	subq	$4, %rdi
	cmpq	%rdi, %rcx
	jnb	.L271
.L136:
	movslq	(%rdi), %r13
	movq	%r13, %r12
	movslq	(%r14,%r13,4), %r13
	movzbl	(%rdx,%r13), %r13d
	cmpl	%r13d, %r9d
	jle	.L139
	movl	16(%rsp), %r13d
	cmpq	%rdi, %rcx
	jnb	.L133
	movl	%r13d, 16(%rsp)
	jmp	.L150
.L181:
	cmpq	%rdx, %r9
	jg	.L186
	cmpl	$15, %esi
	jg	.L328
	movslq	%esi, %rcx
	leal	1(%rsi), %r9d
	leaq	(%rcx,%rcx,2), %rcx
	salq	$3, %rcx
	movq	%r11, 80(%rsp,%rcx)
	movq	%r10, 88(%rsp,%rcx)
	movl	%r13d, 96(%rsp,%rcx)
	movl	%r8d, 100(%rsp,%rcx)
	cmpl	$15, %esi
	je	.L329
	movslq	%r9d, %rcx
	leal	1(%r13), %r10d
	sarq	$2, %rdx
	addl	$2, %esi
	leaq	(%rcx,%rcx,2), %r9
	salq	$3, %r9
	movq	%rbp, 80(%rsp,%r9)
	movq	%rdi, 88(%rsp,%r9)
	movl	%r10d, 96(%rsp,%r9)
	testb	$-1, %dh
	je	.L189
	movq	8(%rsp), %rbx
	movzbl	%dh, %edx
	movl	(%rbx,%rdx,4), %edx
	addl	$8, %edx
.L190:
	leaq	(%rcx,%rcx,2), %rcx
	movl	%r8d, (%rsp)
	movq	%rdi, %r11
	movl	%edx, 100(%rsp,%rcx,8)
	jmp	.L52
.L307:
	movq	%rbx, %rcx
	jmp	.L84
.L157:
	leaq	-4(%r10), %rbp
	movq	%rdi, %rdx
	jmp	.L160
.L330:
	movslq	0(%rbp), %rcx
	movl	(%r14,%rcx,4), %r12d
	movq	%rcx, %rbx
	addl	%r13d, %r12d
	cmpl	%r12d, 4(%r14,%rcx,4)
	jge	.L164
	notl	%ebx
.L165:
	movl	%ebx, 0(%rbp)
.L160:
	addq	$4, %rbp
	cmpq	%rdx, %rbp
	jb	.L330
	subq	$4, %rdx
	cmpq	%rdx, %rbp
	jnb	.L163
	.p2align 4,,10
	.p2align 3
.L332:
	movslq	(%rdx), %rcx
	movl	(%r14,%rcx,4), %r12d
	movq	%rcx, %rbx
	addl	%r13d, %r12d
	cmpl	%r12d, 4(%r14,%rcx,4)
	jl	.L331
.L164:
	subq	$4, %rdx
	cmpq	%rdx, %rbp
	jb	.L332
.L163:
	cmpq	%rbp, %r10
	jnb	.L158
	notl	(%r10)
	jmp	.L158
	.p2align 4,,10
	.p2align 3
.L331:
	movl	0(%rbp), %ecx
	notl	%ebx
	movl	%ecx, (%rdx)
	jmp	.L165
.L168:
	cmpq	%rdx, (%rsp)
	jg	.L173
	cmpl	$15, %esi
	jg	.L333
	movslq	%esi, %rcx
	leaq	(%rcx,%rcx,2), %rcx
	salq	$3, %rcx
	movq	%rax, 88(%rsp,%rcx)
	leal	1(%rsi), %eax
	movq	%rdi, 80(%rsp,%rcx)
	movl	%r13d, 96(%rsp,%rcx)
	movl	%r8d, 100(%rsp,%rcx)
	cmpl	$15, %esi
	je	.L334
	cltq
	sarq	$2, %rdx
	addl	$2, %esi
	leaq	(%rax,%rax,2), %rcx
	salq	$3, %rcx
	movq	%rdi, 88(%rsp,%rcx)
	leal	1(%r13), %edi
	movq	%rbp, 80(%rsp,%rcx)
	movl	%edi, 96(%rsp,%rcx)
	testb	$-1, %dh
	je	.L176
	movq	8(%rsp), %rbx
	movzbl	%dh, %edx
	movl	(%rbx,%rdx,4), %edx
	addl	$8, %edx
.L177:
	leaq	(%rax,%rax,2), %rax
	movl	%r8d, (%rsp)
	movl	%edx, 100(%rsp,%rax,8)
	movq	%r10, %rax
	jmp	.L52
.L299:
	movslq	%edi, %rcx
	movslq	(%r14,%rcx,4), %rdi
	movzbl	(%rdx,%rdi), %ebp
	jmp	.L203
.L111:
	movq	8(%rsp), %rax
	movzbl	%dl, %edx
	movq	%r9, %r11
	movl	(%rax,%rdx,4), %eax
	movl	%eax, (%rsp)
	movq	%r8, %rax
	jmp	.L52
.L173:
	cmpl	$15, %esi
	jg	.L335
	movslq	%esi, %rcx
	leaq	(%rcx,%rcx,2), %rcx
	salq	$3, %rcx
	movq	%rax, 88(%rsp,%rcx)
	leal	1(%rsi), %eax
	movq	%rdi, 80(%rsp,%rcx)
	movl	%r13d, 96(%rsp,%rcx)
	movl	%r8d, 100(%rsp,%rcx)
	cmpl	$15, %esi
	je	.L336
	cltq
	sarq	$2, %rdx
	addl	$2, %esi
	leaq	(%rax,%rax,2), %rax
	salq	$3, %rax
	movl	%r13d, 96(%rsp,%rax)
	addl	$1, %r13d
	movq	%r11, 80(%rsp,%rax)
	movq	%r10, 88(%rsp,%rax)
	movl	%r8d, 100(%rsp,%rax)
	testb	$-1, %dh
	je	.L193
.L277:
	movq	8(%rsp), %rax
	movzbl	%dh, %edx
	movq	%rbp, %r11
	movl	(%rax,%rdx,4), %eax
	addl	$8, %eax
	movl	%eax, (%rsp)
	movq	%rdi, %rax
	jmp	.L52
.L317:
	movq	8(%rsp), %rbx
	movzbl	%dh, %edx
	movl	(%rbx,%rdx,4), %edx
	addl	$8, %edx
	jmp	.L171
.L186:
	cmpl	$15, %esi
	jg	.L337
	movslq	%esi, %rcx
	leal	1(%rsi), %r9d
	leaq	(%rcx,%rcx,2), %rcx
	salq	$3, %rcx
	movq	%r11, 80(%rsp,%rcx)
	movq	%r10, 88(%rsp,%rcx)
	movl	%r13d, 96(%rsp,%rcx)
	movl	%r8d, 100(%rsp,%rcx)
	cmpl	$15, %esi
	je	.L338
	movslq	%r9d, %rcx
	sarq	$2, %rdx
	addl	$2, %esi
	leaq	(%rcx,%rcx,2), %rcx
	salq	$3, %rcx
	movl	%r13d, 96(%rsp,%rcx)
	addl	$1, %r13d
	movq	%rdi, 80(%rsp,%rcx)
	movq	%rax, 88(%rsp,%rcx)
	movl	%r8d, 100(%rsp,%rcx)
	testb	$-1, %dh
	jne	.L277
.L193:
	movq	8(%rsp), %rax
	movzbl	%dl, %edx
	movq	%rbp, %r11
	movl	(%rax,%rdx,4), %eax
	movl	%eax, (%rsp)
	movq	%rdi, %rax
	jmp	.L52
.L326:
	movq	8(%rsp), %rbx
	movzbl	%dh, %edx
	movl	(%rbx,%rdx,4), %edx
	addl	$8, %edx
	jmp	.L184
.L211:
	movq	%r11, %r9
	movq	%r8, %r11
	jmp	.L93
.L327:
	leaq	__PRETTY_FUNCTION__.4(%rip), %rcx
	movl	$510, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC1(%rip), %rdi
	call	__assert_fail@PLT
.L294:
	leaq	__PRETTY_FUNCTION__.4(%rip), %rcx
	movl	$438, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC1(%rip), %rdi
	call	__assert_fail@PLT
.L325:
	leaq	__PRETTY_FUNCTION__.4(%rip), %rcx
	movl	$509, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC1(%rip), %rdi
	call	__assert_fail@PLT
.L305:
	leaq	__PRETTY_FUNCTION__.4(%rip), %rcx
	movl	$445, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC1(%rip), %rdi
	call	__assert_fail@PLT
.L338:
	leaq	__PRETTY_FUNCTION__.4(%rip), %rcx
	movl	$518, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC1(%rip), %rdi
	call	__assert_fail@PLT
.L337:
	leaq	__PRETTY_FUNCTION__.4(%rip), %rcx
	movl	$517, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC1(%rip), %rdi
	call	__assert_fail@PLT
.L316:
	leaq	__PRETTY_FUNCTION__.4(%rip), %rcx
	movl	$495, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC1(%rip), %rdi
	call	__assert_fail@PLT
.L318:
	leaq	__PRETTY_FUNCTION__.4(%rip), %rcx
	movl	$496, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC1(%rip), %rdi
	call	__assert_fail@PLT
.L334:
	leaq	__PRETTY_FUNCTION__.4(%rip), %rcx
	movl	$500, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC1(%rip), %rdi
	call	__assert_fail@PLT
.L333:
	leaq	__PRETTY_FUNCTION__.4(%rip), %rcx
	movl	$499, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC1(%rip), %rdi
	call	__assert_fail@PLT
.L336:
	leaq	__PRETTY_FUNCTION__.4(%rip), %rcx
	movl	$504, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC1(%rip), %rdi
	call	__assert_fail@PLT
.L335:
	leaq	__PRETTY_FUNCTION__.4(%rip), %rcx
	movl	$503, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC1(%rip), %rdi
	call	__assert_fail@PLT
	.p2align 4,,10
	.p2align 3
.L176:
	movq	8(%rsp), %rbx
	movzbl	%dl, %edx
	movl	(%rbx,%rdx,4), %edx
	jmp	.L177
.L189:
	movq	8(%rsp), %rbx
	movzbl	%dl, %edx
	movl	(%rbx,%rdx,4), %edx
	jmp	.L190
.L329:
	leaq	__PRETTY_FUNCTION__.4(%rip), %rcx
	movl	$514, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC1(%rip), %rdi
	call	__assert_fail@PLT
.L328:
	leaq	__PRETTY_FUNCTION__.4(%rip), %rcx
	movl	$513, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC1(%rip), %rdi
	call	__assert_fail@PLT
	.cfi_endproc
.LFE62:
	.size	ss_mintrosort.constprop.0, .-ss_mintrosort.constprop.0
	.p2align 4
	.type	ss_swapmerge.constprop.0, @function
ss_swapmerge.constprop.0:
.LFB63:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	movq	%rdi, %r11
	movq	%rcx, %r10
	movq	%r8, %r15
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	movq	%r9, %r13
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	movq	%rdx, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%rsi, %rbx
	subq	$1064, %rsp
	.cfi_def_cfa_offset 1120
	movslq	1120(%rsp), %rax
	movl	$0, 12(%rsp)
	movl	$0, 24(%rsp)
	movq	%rax, 16(%rsp)
.L340:
	movq	%r15, %rdx
	movq	16(%rsp), %rax
	subq	%r10, %rdx
	movq	%rdx, %rdi
	sarq	$2, %rdi
	cmpq	%rax, %rdi
	jg	.L341
	cmpq	%r10, %rbp
	jnb	.L342
	cmpq	%r15, %r10
	jb	.L741
.L342:
	testb	$1, 12(%rsp)
	je	.L383
	movl	0(%rbp), %edi
.L384:
	notl	%edi
	movl	%edi, 0(%rbp)
.L385:
	testb	$4, 12(%rsp)
	je	.L498
	movslq	(%r15), %rax
	movq	%rax, %rdi
	leaq	(%rbx,%rax,4), %rsi
	movl	-4(%r15), %eax
	testl	%eax, %eax
	js	.L394
.L729:
	movslq	%eax, %rcx
	movslq	(%rsi), %rdx
	movslq	4(%rsi), %rsi
	leaq	(%rbx,%rcx,4), %rcx
	movslq	(%rcx), %rax
	movslq	4(%rcx), %rcx
	leaq	2(%r11,%rdx), %rdx
	leaq	2(%r11,%rsi), %rsi
	leaq	2(%r11,%rax), %rax
	leaq	2(%r11,%rcx), %rcx
	cmpq	%rsi, %rdx
	jnb	.L398
	cmpq	%rcx, %rax
	jb	.L396
	jmp	.L400
	.p2align 4,,10
	.p2align 3
.L399:
	addq	$1, %rax
	addq	$1, %rdx
	cmpq	%rcx, %rax
	jnb	.L400
	cmpq	%rsi, %rdx
	jnb	.L398
.L396:
	movzbl	(%rdx), %r9d
	cmpb	%r9b, (%rax)
	je	.L399
.L398:
	cmpq	%rcx, %rax
	jnb	.L400
	cmpq	%rsi, %rdx
	jb	.L742
	.p2align 4,,10
	.p2align 3
.L498:
	movl	24(%rsp), %eax
	testl	%eax, %eax
	je	.L339
	subl	$1, %eax
	movl	%eax, 24(%rsp)
	cltq
	salq	$5, %rax
	movq	32(%rsp,%rax), %rbp
	movq	40(%rsp,%rax), %r10
	movq	48(%rsp,%rax), %r15
	movl	56(%rsp,%rax), %eax
	movl	%eax, 12(%rsp)
	jmp	.L340
	.p2align 4,,10
	.p2align 3
.L341:
	movq	%r10, %rcx
	movq	16(%rsp), %rax
	subq	%rbp, %rcx
	movq	%rcx, %rsi
	sarq	$2, %rsi
	cmpq	%rax, %rsi
	jg	.L404
	cmpq	%r10, %rbp
	jb	.L743
.L405:
	testb	$1, 12(%rsp)
	je	.L433
	movl	0(%rbp), %edi
.L434:
	notl	%edi
	movl	%edi, 0(%rbp)
.L435:
	testb	$4, 12(%rsp)
	je	.L498
	movslq	(%r15), %rax
	movq	%rax, %rdi
	leaq	(%rbx,%rax,4), %r8
	movl	-4(%r15), %eax
	testl	%eax, %eax
	jns	.L731
	notl	%eax
.L731:
	movslq	%eax, %rcx
	leaq	(%rbx,%rcx,4), %rcx
	movslq	(%rcx), %rax
	movslq	4(%rcx), %rcx
	leaq	2(%r11,%rax), %rdx
	leaq	2(%r11,%rcx), %rsi
	movslq	(%r8), %rax
	movslq	4(%r8), %rcx
	leaq	2(%r11,%rax), %rax
	leaq	2(%r11,%rcx), %rcx
	cmpq	%rsi, %rdx
	jb	.L732
	jmp	.L450
	.p2align 4,,10
	.p2align 3
.L449:
	addq	$1, %rdx
	addq	$1, %rax
	cmpq	%rsi, %rdx
	jnb	.L450
.L732:
	cmpq	%rcx, %rax
	jnb	.L448
	movzbl	(%rax), %r9d
	cmpb	%r9b, (%rdx)
	je	.L449
.L448:
	cmpq	%rsi, %rdx
	jnb	.L450
	cmpq	%rcx, %rax
	jnb	.L498
	movzbl	(%rax), %eax
	cmpb	%al, (%rdx)
	je	.L451
	jmp	.L498
	.p2align 4,,10
	.p2align 3
.L339:
	addq	$1064, %rsp
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
.L383:
	.cfi_restore_state
	testb	$2, 12(%rsp)
	je	.L385
	movslq	0(%rbp), %rdx
	movq	%rdx, %rdi
	leaq	(%rbx,%rdx,4), %r8
	movl	-4(%rbp), %edx
	testl	%edx, %edx
	js	.L386
	movslq	%edx, %rsi
	salq	$2, %rsi
.L387:
	addq	%rbx, %rsi
	movslq	(%r8), %rcx
	movslq	4(%r8), %r8
	movslq	(%rsi), %rdx
	movslq	4(%rsi), %rsi
	leaq	2(%r11,%rcx), %rcx
	leaq	2(%r11,%r8), %r8
	leaq	2(%r11,%rdx), %rdx
	leaq	2(%r11,%rsi), %rsi
	cmpq	%rsi, %rdx
	jb	.L728
	jmp	.L392
	.p2align 4,,10
	.p2align 3
.L391:
	addq	$1, %rdx
	addq	$1, %rcx
	cmpq	%rsi, %rdx
	jnb	.L392
.L728:
	cmpq	%r8, %rcx
	jnb	.L390
	movzbl	(%rcx), %eax
	cmpb	%al, (%rdx)
	je	.L391
.L390:
	cmpq	%rsi, %rdx
	jnb	.L392
	cmpq	%r8, %rcx
	jnb	.L385
	movzbl	(%rcx), %eax
	cmpb	%al, (%rdx)
	je	.L384
	jmp	.L385
	.p2align 4,,10
	.p2align 3
.L433:
	testb	$2, 12(%rsp)
	je	.L435
	movslq	0(%rbp), %rdx
	movq	%rdx, %rdi
	leaq	(%rbx,%rdx,4), %r8
	movl	-4(%rbp), %edx
	testl	%edx, %edx
	js	.L436
	movslq	%edx, %rsi
	salq	$2, %rsi
.L437:
	addq	%rbx, %rsi
	movslq	(%rsi), %rdx
	movslq	4(%rsi), %rsi
	leaq	2(%r11,%rdx), %rcx
	leaq	2(%r11,%rsi), %r9
	movslq	(%r8), %rdx
	movslq	4(%r8), %rsi
	leaq	2(%r11,%rdx), %rdx
	leaq	2(%r11,%rsi), %rsi
	cmpq	%rsi, %rdx
	jnb	.L440
	cmpq	%r9, %rcx
	jb	.L438
	jmp	.L442
	.p2align 4,,10
	.p2align 3
.L441:
	addq	$1, %rcx
	addq	$1, %rdx
	cmpq	%r9, %rcx
	jnb	.L442
	cmpq	%rsi, %rdx
	jnb	.L440
.L438:
	movzbl	(%rdx), %eax
	cmpb	%al, (%rcx)
	je	.L441
.L440:
	cmpq	%r9, %rcx
	jnb	.L442
	cmpq	%rsi, %rdx
	jnb	.L435
	movzbl	(%rdx), %eax
	cmpb	%al, (%rcx)
	je	.L434
	jmp	.L435
	.p2align 4,,10
	.p2align 3
.L741:
	leaq	-4(%r13,%rdx), %rcx
	testl	%edi, %edi
	jle	.L347
	leal	-1(%rdi), %edx
	movq	%r13, %rsi
	leaq	4(%r10,%rdx,4), %r9
	movq	%r10, %rdx
	.p2align 4,,10
	.p2align 3
.L346:
	movl	(%rsi), %edi
	movl	(%rdx), %r8d
	addq	$4, %rdx
	addq	$4, %rsi
	movl	%r8d, -4(%rsi)
	movl	%edi, -4(%rdx)
	cmpq	%r9, %rdx
	jne	.L346
.L347:
	movslq	(%rcx), %rdx
	testl	%edx, %edx
	js	.L744
	leaq	(%rbx,%rdx,4), %r9
	xorl	%r12d, %r12d
.L348:
	movslq	-4(%r10), %rdx
	leaq	(%rbx,%rdx,4), %r14
	testl	%edx, %edx
	jns	.L350
	notl	%edx
	orl	$2, %r12d
	movslq	%edx, %rdx
	leaq	(%rbx,%rdx,4), %r14
.L350:
	movl	-4(%r15), %edx
	leaq	-4(%r15), %rsi
	subq	$4, %r10
	movl	%edx, 28(%rsp)
	.p2align 4,,10
	.p2align 3
.L351:
	movslq	(%r9), %rax
	movslq	4(%r9), %rdi
	movslq	(%r14), %rdx
	movslq	4(%r14), %r8
	leaq	2(%r11,%rax), %rax
	leaq	2(%r11,%rdi), %rdi
	leaq	2(%r11,%rdx), %rdx
	leaq	2(%r11,%r8), %r8
	cmpq	%rdi, %rax
	jnb	.L356
	cmpq	%r8, %rdx
	jnb	.L354
	movq	%r14, (%rsp)
	jmp	.L352
	.p2align 4,,10
	.p2align 3
.L355:
	addq	$1, %rax
	addq	$1, %rdx
	cmpq	%rdi, %rax
	jnb	.L356
	cmpq	%r8, %rdx
	jnb	.L694
.L352:
	movzbl	(%rdx), %r14d
	cmpb	%r14b, (%rax)
	je	.L355
.L694:
	movq	(%rsp), %r14
.L354:
	cmpq	%rdi, %rax
	jnb	.L356
	cmpq	%r8, %rdx
	jnb	.L357
	movzbl	(%rax), %eax
	movzbl	(%rdx), %edx
	subl	%edx, %eax
	testl	%eax, %eax
	jg	.L357
	je	.L360
.L359:
	movl	(%r10), %eax
	testb	$2, %r12b
	jne	.L367
.L366:
	movl	-4(%rsi), %edx
	movl	%eax, (%rsi)
	leaq	-4(%r10), %rax
	leaq	-4(%rsi), %r8
	movl	%edx, (%r10)
	cmpq	%rbp, %rax
	jb	.L745
	movslq	-4(%r10), %rdx
	testl	%edx, %edx
	js	.L746
	leaq	(%rbx,%rdx,4), %r14
	movq	%rax, %r10
	movq	%r8, %rsi
	jmp	.L351
.L394:
	notl	%eax
	jmp	.L729
	.p2align 4,,10
	.p2align 3
.L367:
	movl	(%r10), %eax
	subq	$4, %r10
	subq	$4, %rsi
	movl	%eax, 4(%rsi)
	movl	(%rsi), %eax
	movl	%eax, 4(%r10)
	movl	(%r10), %eax
	testl	%eax, %eax
	js	.L367
	xorl	$2, %r12d
	jmp	.L366
	.p2align 4,,10
	.p2align 3
.L357:
	movl	(%rcx), %eax
	testb	$1, %r12b
	jne	.L362
	movl	%eax, (%rsi)
	leaq	-4(%rsi), %rdx
	cmpq	%rcx, %r13
	jnb	.L727
.L363:
	movl	-4(%rsi), %esi
	leaq	-4(%rcx), %rax
	movl	%esi, (%rcx)
	movslq	-4(%rcx), %rcx
	testl	%ecx, %ecx
	js	.L747
	leaq	(%rbx,%rcx,4), %r9
	movq	%rdx, %rsi
	movq	%rax, %rcx
	jmp	.L351
	.p2align 4,,10
	.p2align 3
.L362:
	movl	(%rcx), %eax
	subq	$4, %rcx
	subq	$4, %rsi
	movl	%eax, 4(%rsi)
	movl	(%rsi), %eax
	movl	%eax, 4(%rcx)
	movl	(%rcx), %eax
	testl	%eax, %eax
	js	.L362
	movl	%eax, (%rsi)
	xorl	$1, %r12d
	leaq	-4(%rsi), %rdx
	cmpq	%rcx, %r13
	jb	.L363
.L727:
	movl	28(%rsp), %edx
	movl	%edx, 0(%r13)
	jmp	.L342
	.p2align 4,,10
	.p2align 3
.L356:
	cmpq	%r8, %rdx
	jb	.L359
.L360:
	movl	(%rcx), %edx
	testb	$1, %r12b
	jne	.L373
.L372:
	notl	%edx
	leaq	-4(%rsi), %rax
	movl	%edx, (%rsi)
	cmpq	%rcx, %r13
	jnb	.L727
	movl	-4(%rsi), %edx
	leaq	-4(%rcx), %r8
	movl	%edx, (%rcx)
	testb	$2, %r12b
	jne	.L375
	movl	(%r10), %edi
	movq	%r10, %rdx
.L376:
	movl	%edi, (%rax)
	leaq	-4(%rax), %rsi
	movl	-4(%rax), %eax
	subq	$4, %r10
	movl	%eax, (%rdx)
	cmpq	%rbp, %r10
	jb	.L748
	movslq	-4(%rcx), %rax
	leaq	(%rbx,%rax,4), %r9
	testl	%eax, %eax
	jns	.L381
	notl	%eax
	orl	$1, %r12d
	cltq
	leaq	(%rbx,%rax,4), %r9
.L381:
	movslq	-4(%rdx), %rax
	testl	%eax, %eax
	js	.L749
	leaq	(%rbx,%rax,4), %r14
	movq	%r8, %rcx
	jmp	.L351
	.p2align 4,,10
	.p2align 3
.L373:
	movl	(%rcx), %eax
	subq	$4, %rcx
	subq	$4, %rsi
	movl	%eax, 4(%rsi)
	movl	(%rsi), %eax
	movl	(%rcx), %edx
	movl	%eax, 4(%rcx)
	testl	%edx, %edx
	js	.L373
	xorl	$1, %r12d
	jmp	.L372
	.p2align 4,,10
	.p2align 3
.L375:
	movl	(%r10), %edx
	subq	$4, %r10
	subq	$4, %rax
	movl	%edx, 4(%rax)
	movl	(%rax), %edx
	movl	(%r10), %edi
	movl	%edx, 4(%r10)
	testl	%edi, %edi
	js	.L375
	xorl	$2, %r12d
	movq	%r10, %rdx
	jmp	.L376
	.p2align 4,,10
	.p2align 3
.L747:
	notl	%ecx
	orl	$1, %r12d
	movq	%rdx, %rsi
	movslq	%ecx, %rcx
	leaq	(%rbx,%rcx,4), %r9
	movq	%rax, %rcx
	jmp	.L351
.L746:
	notl	%edx
	orl	$2, %r12d
	movq	%rax, %r10
	movq	%r8, %rsi
	movslq	%edx, %rdx
	leaq	(%rbx,%rdx,4), %r14
	jmp	.L351
.L749:
	notl	%eax
	orl	$2, %r12d
	movq	%r8, %rcx
	cltq
	leaq	(%rbx,%rax,4), %r14
	jmp	.L351
.L404:
	cmpq	%rcx, %rdx
	cmovg	%esi, %edi
	movl	%edi, %r8d
	sarl	%r8d
	testl	%edi, %edi
	jle	.L454
	movq	%rdx, (%rsp)
	xorl	%r9d, %r9d
	.p2align 4,,10
	.p2align 3
.L466:
	movslq	%r8d, %rdx
	movslq	%r9d, %rax
	addq	%rdx, %rax
	movq	$-4, %rdx
	leaq	0(,%rax,4), %rsi
	subq	%rsi, %rdx
	movl	(%r10,%rdx), %edx
	testl	%edx, %edx
	jns	.L733
	notl	%edx
.L733:
	movl	(%r10,%rax,4), %eax
	movslq	%edx, %rsi
	leaq	(%rbx,%rsi,4), %rsi
	testl	%eax, %eax
	jns	.L734
	notl	%eax
.L734:
	movslq	%eax, %r12
	leaq	(%rbx,%r12,4), %r12
	movslq	(%r12), %rax
	movslq	4(%r12), %r12
	leaq	2(%r11,%rax), %rdx
	movslq	(%rsi), %rax
	movslq	4(%rsi), %rsi
	leaq	2(%r11,%r12), %r12
	leaq	2(%r11,%rax), %rax
	leaq	2(%r11,%rsi), %rsi
	cmpq	%rsi, %rax
	jnb	.L461
	cmpq	%r12, %rdx
	jb	.L459
	jmp	.L463
	.p2align 4,,10
	.p2align 3
.L462:
	addq	$1, %rdx
	addq	$1, %rax
	cmpq	%r12, %rdx
	jnb	.L463
	cmpq	%rsi, %rax
	jnb	.L461
.L459:
	movzbl	(%rax), %r14d
	cmpb	%r14b, (%rdx)
	je	.L462
.L461:
	cmpq	%r12, %rdx
	jnb	.L463
	cmpq	%rsi, %rax
	jnb	.L511
	movzbl	(%rdx), %esi
	cmpb	%sil, (%rax)
	jbe	.L511
.L465:
	movl	%edi, %eax
	movl	%r8d, %edi
	leal	1(%r8,%r9), %r9d
	notl	%eax
	andl	$1, %eax
	subl	%eax, %edi
.L464:
	movl	%edi, %r8d
	sarl	%r8d
	testl	%edi, %edi
	jg	.L466
	movq	(%rsp), %rdx
	testl	%r9d, %r9d
	jg	.L750
.L454:
	movslq	(%r10), %rdx
	movq	%rdx, %r8
	leaq	(%rbx,%rdx,4), %rsi
	movl	-4(%r10), %edx
	testl	%edx, %edx
	js	.L479
	movslq	%edx, %rdi
	salq	$2, %rdi
.L480:
	addq	%rbx, %rdi
	movslq	(%rdi), %rdx
	movslq	4(%rdi), %rdi
	leaq	2(%r11,%rdx), %rcx
	movslq	(%rsi), %rdx
	movslq	4(%rsi), %rsi
	leaq	2(%r11,%rdi), %rdi
	leaq	2(%r11,%rdx), %rdx
	leaq	2(%r11,%rsi), %rsi
	cmpq	%rdi, %rcx
	jb	.L735
	jmp	.L485
	.p2align 4,,10
	.p2align 3
.L484:
	addq	$1, %rcx
	addq	$1, %rdx
	cmpq	%rdi, %rcx
	jnb	.L485
.L735:
	cmpq	%rsi, %rdx
	jnb	.L483
	movzbl	(%rdx), %eax
	cmpb	%al, (%rcx)
	je	.L484
.L483:
	cmpq	%rdi, %rcx
	jnb	.L485
	cmpq	%rsi, %rdx
	jb	.L751
.L486:
	testb	$1, 12(%rsp)
	je	.L488
	movl	0(%rbp), %edi
.L489:
	notl	%edi
	movl	%edi, 0(%rbp)
.L490:
	testb	$4, 12(%rsp)
	je	.L498
	movslq	(%r15), %rax
	movq	%rax, %rsi
	leaq	(%rbx,%rax,4), %rdi
	movl	-4(%r15), %eax
	testl	%eax, %eax
	jns	.L737
	notl	%eax
.L737:
	movslq	%eax, %rcx
	leaq	(%rbx,%rcx,4), %rcx
	movslq	(%rcx), %rax
	movslq	4(%rcx), %rcx
	leaq	2(%r11,%rax), %rdx
	leaq	2(%r11,%rcx), %r8
	movslq	(%rdi), %rax
	movslq	4(%rdi), %rcx
	leaq	2(%r11,%rax), %rax
	leaq	2(%r11,%rcx), %rcx
	cmpq	%r8, %rdx
	jb	.L738
	jmp	.L505
	.p2align 4,,10
	.p2align 3
.L504:
	addq	$1, %rdx
	addq	$1, %rax
	cmpq	%r8, %rdx
	jnb	.L505
.L738:
	cmpq	%rcx, %rax
	jnb	.L503
	movzbl	(%rax), %edi
	cmpb	%dil, (%rdx)
	je	.L504
.L503:
	cmpq	%r8, %rdx
	jnb	.L505
	cmpq	%rcx, %rax
	jnb	.L498
	movzbl	(%rax), %eax
	cmpb	%al, (%rdx)
	jne	.L498
.L506:
	notl	%esi
	movl	%esi, (%r15)
	jmp	.L498
	.p2align 4,,10
	.p2align 3
.L463:
	cmpq	%rsi, %rax
	jb	.L465
.L511:
	movl	%r8d, %edi
	jmp	.L464
.L400:
	cmpq	%rsi, %rdx
	jb	.L498
.L451:
	notl	%edi
	movl	%edi, (%r15)
	jmp	.L498
.L743:
	leaq	-4(%r13,%rcx), %r8
	testl	%esi, %esi
	jle	.L409
	leal	-1(%rsi), %edx
	movq	%rbp, %rcx
	leaq	4(%r13,%rdx,4), %r9
	movq	%r13, %rdx
	.p2align 4,,10
	.p2align 3
.L408:
	movl	(%rcx), %edi
	movl	(%rdx), %esi
	addq	$4, %rdx
	addq	$4, %rcx
	movl	%edi, -4(%rdx)
	movl	%esi, -4(%rcx)
	cmpq	%r9, %rdx
	jne	.L408
.L409:
	movl	0(%rbp), %ecx
	movl	(%r10), %r9d
	movq	%r13, %rdi
	movq	%rbp, %rdx
	movslq	0(%r13), %rsi
.L407:
	leaq	(%rbx,%rsi,4), %r14
	movslq	%r9d, %rax
	leaq	(%rbx,%rax,4), %r12
	movslq	(%r14), %rax
	movslq	4(%r14), %r14
	leaq	2(%r11,%rax), %rsi
	movslq	(%r12), %rax
	movslq	4(%r12), %r12
	leaq	2(%r11,%r14), %r14
	leaq	2(%r11,%rax), %rax
	leaq	2(%r11,%r12), %r12
	cmpq	%r14, %rsi
	jnb	.L414
	cmpq	%r12, %rax
	jnb	.L412
	movq	%rdx, (%rsp)
	jmp	.L410
	.p2align 4,,10
	.p2align 3
.L413:
	addq	$1, %rsi
	addq	$1, %rax
	cmpq	%r14, %rsi
	jnb	.L703
	cmpq	%r12, %rax
	jnb	.L704
.L410:
	movzbl	(%rax), %edx
	cmpb	%dl, (%rsi)
	je	.L413
.L704:
	movq	(%rsp), %rdx
.L412:
	cmpq	%r14, %rsi
	jnb	.L414
	cmpq	%r12, %rax
	jnb	.L425
	movzbl	(%rsi), %esi
	movzbl	(%rax), %eax
	cmpl	%eax, %esi
	js	.L420
	je	.L418
	jmp	.L425
	.p2align 4,,10
	.p2align 3
.L422:
	movl	(%r10), %r9d
	testl	%r9d, %r9d
	jns	.L752
.L425:
	movl	(%r10), %eax
	addq	$4, %r10
	addq	$4, %rdx
	movl	%eax, -4(%rdx)
	movl	(%rdx), %eax
	movl	%eax, -4(%r10)
	cmpq	%r15, %r10
	jb	.L422
	cmpq	%r8, %rdi
	jnb	.L423
	movq	%rdi, %rsi
	movq	%rdx, %r9
.L424:
	movl	(%rsi), %r10d
	addq	$4, %rsi
	addq	$4, %r9
	movl	%r10d, -4(%r9)
	movl	(%r9), %r10d
	movl	%r10d, -4(%rsi)
	cmpq	%r8, %rsi
	jb	.L424
	leaq	-1(%r8), %rsi
	subq	%rdi, %rsi
	shrq	$2, %rsi
	leaq	4(,%rsi,4), %rsi
	addq	%rsi, %rdx
	addq	%rsi, %rdi
.L423:
	movl	(%rdi), %esi
	movl	%esi, (%rdx)
	movl	%ecx, (%rdi)
	jmp	.L405
.L703:
	movq	(%rsp), %rdx
.L414:
	cmpq	%r12, %rax
	jb	.L420
.L418:
	notl	%r9d
	addq	$4, %rdx
	movl	%r9d, (%r10)
	movl	(%rdi), %eax
	movl	%eax, -4(%rdx)
	cmpq	%r8, %rdi
	jnb	.L730
	.p2align 4,,10
	.p2align 3
.L427:
	movl	(%rdx), %eax
	leaq	4(%rdi), %r12
	movl	%eax, -4(%r12)
	movl	4(%rdi), %r9d
	testl	%r9d, %r9d
	jns	.L432
	movq	%r12, %rdi
	addq	$4, %rdx
	movl	(%rdi), %eax
	movl	%eax, -4(%rdx)
	cmpq	%r8, %rdi
	jb	.L427
.L730:
	movl	%ecx, (%r8)
	jmp	.L405
.L419:
	movl	(%rdx), %eax
	movslq	4(%rdi), %rsi
	addq	$4, %rdi
	movl	%eax, -4(%rdi)
	testl	%esi, %esi
	jns	.L753
.L420:
	movl	(%rdi), %eax
	addq	$4, %rdx
	movl	%eax, -4(%rdx)
	cmpq	%r8, %rdi
	jb	.L419
	jmp	.L730
	.p2align 4,,10
	.p2align 3
.L429:
	movl	(%r10), %r9d
	testl	%r9d, %r9d
	jns	.L754
.L432:
	movl	(%r10), %eax
	addq	$4, %r10
	addq	$4, %rdx
	movl	%eax, -4(%rdx)
	movl	(%rdx), %eax
	movl	%eax, -4(%r10)
	cmpq	%r15, %r10
	jb	.L429
	cmpq	%r8, %r12
	jnb	.L430
	movq	%r12, %rsi
	movq	%rdx, %rdi
.L431:
	movl	(%rsi), %r9d
	addq	$4, %rsi
	addq	$4, %rdi
	movl	%r9d, -4(%rdi)
	movl	(%rdi), %r9d
	movl	%r9d, -4(%rsi)
	cmpq	%r8, %rsi
	jb	.L431
	leaq	-1(%r8), %rsi
	subq	%r12, %rsi
	shrq	$2, %rsi
	leaq	4(,%rsi,4), %rsi
	addq	%rsi, %rdx
	addq	%rsi, %r12
.L430:
	movl	(%r12), %esi
	movl	%esi, (%rdx)
	movl	%ecx, (%r12)
	jmp	.L405
.L450:
	cmpq	%rcx, %rax
	jnb	.L451
	jmp	.L498
	.p2align 4,,10
	.p2align 3
.L742:
	movzbl	(%rdx), %ecx
	cmpb	%cl, (%rax)
	je	.L451
	jmp	.L498
.L386:
	movl	%edx, %esi
	notl	%esi
	movslq	%esi, %rsi
	salq	$2, %rsi
	jmp	.L387
.L750:
	movslq	%r9d, %r12
	movq	%r10, %r14
	movl	%r9d, %r9d
	movq	%r10, %rdi
	salq	$2, %r12
	subq	%r12, %r14
	addq	%r10, %r12
	leaq	(%r14,%r9,4), %r9
	movq	%r14, %rsi
.L467:
	movl	(%rdi), %eax
	movl	(%rsi), %r8d
	addq	$4, %rsi
	addq	$4, %rdi
	movl	%eax, -4(%rsi)
	movl	%r8d, -4(%rdi)
	cmpq	%r9, %rsi
	jne	.L467
	cmpq	%r15, %r12
	jnb	.L468
	movl	(%r12), %esi
	testl	%esi, %esi
	js	.L755
	cmpq	%r14, %rbp
	jnb	.L468
	movl	(%r10), %esi
	testl	%esi, %esi
	jns	.L473
	movq	%r10, %rdi
.L474:
	movl	4(%rdi), %edx
	addq	$4, %rdi
	testl	%edx, %edx
	js	.L474
	movq	%r15, %rdx
	movq	%r10, %r8
	movl	$2, %esi
	subq	%rdi, %rdx
	jmp	.L472
	.p2align 4,,10
	.p2align 3
.L436:
	movl	%edx, %esi
	notl	%esi
	movslq	%esi, %rsi
	salq	$2, %rsi
	jmp	.L437
.L744:
	notl	%edx
	movl	$1, %r12d
	movslq	%edx, %rdx
	leaq	(%rbx,%rdx,4), %r9
	jmp	.L348
.L392:
	cmpq	%r8, %rcx
	jnb	.L384
	jmp	.L385
	.p2align 4,,10
	.p2align 3
.L442:
	cmpq	%rsi, %rdx
	jnb	.L434
	jmp	.L435
	.p2align 4,,10
	.p2align 3
.L488:
	testb	$2, 12(%rsp)
	je	.L490
	movslq	0(%rbp), %rdx
	movq	%rdx, %rdi
	leaq	(%rbx,%rdx,4), %r8
	movl	-4(%rbp), %edx
	testl	%edx, %edx
	js	.L491
	movslq	%edx, %rsi
	salq	$2, %rsi
.L492:
	addq	%rbx, %rsi
	movslq	(%rsi), %rdx
	movslq	4(%rsi), %rsi
	leaq	2(%r11,%rdx), %rcx
	leaq	2(%r11,%rsi), %r9
	movslq	(%r8), %rdx
	movslq	4(%r8), %rsi
	leaq	2(%r11,%rdx), %rdx
	leaq	2(%r11,%rsi), %rsi
	cmpq	%r9, %rcx
	jb	.L736
	jmp	.L497
	.p2align 4,,10
	.p2align 3
.L496:
	addq	$1, %rcx
	addq	$1, %rdx
	cmpq	%r9, %rcx
	jnb	.L497
.L736:
	cmpq	%rsi, %rdx
	jnb	.L495
	movzbl	(%rdx), %eax
	cmpb	%al, (%rcx)
	je	.L496
.L495:
	cmpq	%r9, %rcx
	jnb	.L497
	cmpq	%rsi, %rdx
	jnb	.L490
	movzbl	(%rdx), %eax
	cmpb	%al, (%rcx)
	je	.L489
	jmp	.L490
	.p2align 4,,10
	.p2align 3
.L485:
	cmpq	%rsi, %rdx
	jb	.L486
.L487:
	notl	%r8d
	movl	%r8d, (%r10)
	jmp	.L486
.L479:
	movl	%edx, %edi
	notl	%edi
	movslq	%edi, %rdi
	salq	$2, %rdi
	jmp	.L480
.L752:
	movslq	(%rdi), %rsi
	jmp	.L407
.L468:
	cmpq	%rcx, %rdx
	jl	.L756
	movq	%r10, %r8
	xorl	%esi, %esi
.L507:
	cmpl	$31, 24(%rsp)
	jg	.L757
	movl	12(%rsp), %eax
	movslq	24(%rsp), %rdx
	movl	%esi, %ecx
	andl	$4, %esi
	andl	$3, %ecx
	movl	%eax, %edi
	movq	%rdx, %r9
	andl	$3, %eax
	salq	$5, %rdx
	andl	$4, %edi
	orl	%eax, %esi
	leal	1(%r9), %eax
	movq	%r10, 32(%rsp,%rdx)
	orl	%edi, %ecx
	movq	%r15, 48(%rsp,%rdx)
	movq	%r14, %r10
	movq	%r8, %r15
	movq	%r12, 40(%rsp,%rdx)
	movl	%ecx, 56(%rsp,%rdx)
	movl	%esi, 12(%rsp)
	movl	%eax, 24(%rsp)
	jmp	.L340
.L748:
	movl	28(%rsp), %edx
	cmpq	%r8, %r13
	jnb	.L378
	movq	%r8, %rcx
	movq	%rsi, %rdi
.L379:
	movl	(%rcx), %r9d
	subq	$4, %rcx
	subq	$4, %rdi
	movl	%r9d, 4(%rdi)
	movl	(%rdi), %r9d
	movl	%r9d, 4(%rcx)
	cmpq	%rcx, %r13
	jb	.L379
	movq	%r13, %rcx
	subq	%r8, %rcx
	andq	$-4, %rcx
	addq	%rcx, %rsi
	addq	%rcx, %r8
.L378:
	movl	(%r8), %ecx
	movl	%ecx, (%rsi)
	movl	%edx, (%r8)
	jmp	.L342
.L745:
	movl	28(%rsp), %edx
	cmpq	%rcx, %r13
	jnb	.L369
	movq	%rcx, %rsi
	movq	%r8, %rdi
.L370:
	movl	(%rsi), %r9d
	subq	$4, %rsi
	subq	$4, %rdi
	movl	%r9d, 4(%rdi)
	movl	(%rdi), %r9d
	movl	%r9d, 4(%rsi)
	cmpq	%rsi, %r13
	jb	.L370
	movq	%r13, %rsi
	subq	%rcx, %rsi
	andq	$-4, %rsi
	addq	%rsi, %r8
	addq	%rsi, %rcx
.L369:
	movl	(%rcx), %esi
	movl	%esi, (%r8)
	movl	%edx, (%rcx)
	jmp	.L342
.L751:
	movzbl	(%rdx), %eax
	cmpb	%al, (%rcx)
	je	.L487
	jmp	.L486
.L756:
	movq	%r10, %rdi
	xorl	%esi, %esi
.L477:
	cmpl	$31, 24(%rsp)
	jg	.L758
	movl	12(%rsp), %eax
	movslq	24(%rsp), %rdx
	movl	%esi, %r8d
	andl	$3, %esi
	andl	$4, %r8d
	movl	%eax, %ecx
	movq	%rdx, %r9
	andl	$4, %eax
	salq	$5, %rdx
	andl	$3, %ecx
	orl	%eax, %esi
	leal	1(%r9), %eax
	movq	%rbp, 32(%rsp,%rdx)
	orl	%r8d, %ecx
	movq	%r10, 48(%rsp,%rdx)
	movq	%rdi, %rbp
	movq	%r12, %r10
	movq	%r14, 40(%rsp,%rdx)
	movl	%ecx, 56(%rsp,%rdx)
	movl	%esi, 12(%rsp)
	movl	%eax, 24(%rsp)
	jmp	.L340
.L755:
	notl	%esi
	movq	%r10, %r8
	movl	%esi, (%r12)
	movl	$1, %esi
	cmpq	%r14, %rbp
	jb	.L471
.L470:
	movq	%r10, %rdi
.L472:
	cmpq	%rdx, %rcx
	jg	.L475
	movq	%rdi, %r10
	jmp	.L507
.L471:
	movl	-4(%r8), %edi
	subq	$4, %r8
	testl	%edi, %edi
	js	.L471
	movq	%r8, %rcx
	movl	$5, %esi
	subq	%rbp, %rcx
	jmp	.L470
.L505:
	cmpq	%rcx, %rax
	jnb	.L506
	jmp	.L498
	.p2align 4,,10
	.p2align 3
.L754:
	movslq	4(%rdi), %rsi
	movq	%r12, %rdi
	jmp	.L407
.L753:
	movl	(%r10), %r9d
	jmp	.L407
.L497:
	cmpq	%rsi, %rdx
	jnb	.L489
	jmp	.L490
	.p2align 4,,10
	.p2align 3
.L491:
	movl	%edx, %esi
	notl	%esi
	movslq	%esi, %rsi
	salq	$2, %rsi
	jmp	.L492
.L475:
	testb	$2, %sil
	je	.L513
	cmpq	%rdi, %r10
	jne	.L513
.L508:
	xorl	$6, %esi
	movq	%r8, %r10
	jmp	.L477
.L513:
	movq	%r8, %r10
	jmp	.L477
.L473:
	cmpq	%rcx, %rdx
	jge	.L514
	movq	%r10, %rdi
	movq	%r10, %r8
	movl	$2, %esi
	jmp	.L508
.L758:
	leaq	__PRETTY_FUNCTION__.5(%rip), %rcx
	movl	$815, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC1(%rip), %rdi
	call	__assert_fail@PLT
.L757:
	leaq	__PRETTY_FUNCTION__.5(%rip), %rcx
	movl	$811, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC1(%rip), %rdi
	call	__assert_fail@PLT
.L514:
	movq	%r10, %r8
	movl	$2, %esi
	jmp	.L507
	.cfi_endproc
.LFE63:
	.size	ss_swapmerge.constprop.0, .-ss_swapmerge.constprop.0
	.section	.rodata.str1.1
.LC2:
	.string	"0 <= ssize"
	.text
	.p2align 4
	.type	tr_introsort.constprop.0, @function
tr_introsort.constprop.0:
.LFB66:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	movq	%rsi, %rax
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	subq	%rdi, %rax
	movq	%rcx, %r14
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	sarq	$2, %rax
	movq	%rsi, %r13
	leaq	lg_table(%rip), %rsi
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	movq	%r8, %r12
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	movq	%rdi, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	subq	$2184, %rsp
	.cfi_def_cfa_offset 2240
	movl	%eax, 88(%rsp)
	movq	%r8, %rax
	subq	%rcx, %rax
	movq	%rdx, 16(%rsp)
	sarq	$2, %rax
	movq	%r9, 32(%rsp)
	movq	%rsi, 8(%rsp)
	cmpl	$65535, %eax
	jbe	.L760
	cmpl	$16777215, %eax
	jbe	.L761
	shrl	$24, %eax
	movl	(%rsi,%rax,4), %eax
	leal	24(%rax), %r15d
	jmp	.L763
.L760:
	testb	$-1, %ah
	jne	.L1070
	movzbl	%al, %eax
	movl	(%rsi,%rax,4), %r15d
.L763:
	leaq	120(%rsp), %rax
	movl	$-1, (%rsp)
	xorl	%ebx, %ebx
	movq	%rax, 80(%rsp)
	movq	%rbp, %rax
	movl	%r15d, %ebp
	movq	%rax, %r15
.L762:
	testl	%ebp, %ebp
	js	.L1071
.L765:
	movq	%r12, %rax
	subq	%r14, %rax
	movq	%rax, 40(%rsp)
	cmpq	$32, %rax
	jle	.L1072
	movq	40(%rsp), %r10
	leaq	-4(%r12), %rax
	sarq	$2, %r10
	movl	%r10d, %r9d
	testl	%ebp, %ebp
	je	.L1073
	movl	%r10d, %edx
	shrl	$31, %edx
	addl	%r10d, %edx
	sarl	%edx
	movslq	%edx, %rdx
	leaq	(%r14,%rdx,4), %rsi
	movslq	(%rsi), %rdx
	movl	%edx, 72(%rsp)
	movl	0(%r13,%rdx,4), %r11d
	movq	%rdx, %rcx
	movslq	(%r14), %rdx
	movl	0(%r13,%rdx,4), %edi
	movl	%edx, 48(%rsp)
	movl	%edi, 24(%rsp)
	cmpl	$512, %r10d
	jg	.L884
	cmpl	$32, %r10d
	jg	.L885
	cmpl	%edi, %r11d
	jl	.L969
	movl	%r11d, 24(%rsp)
	movq	%rsi, %rdx
	movq	%r14, %rsi
.L886:
	movslq	-4(%r12), %r8
	movl	24(%rsp), %edi
	movq	%r8, %r9
	movl	0(%r13,%r8,4), %r8d
	cmpl	%edi, %r8d
	jge	.L887
	movslq	(%rsi), %rdx
	cmpl	0(%r13,%rdx,4), %r8d
	movq	%rdx, %rcx
	cmovl	%rsi, %rax
	cmovge	%r9d, %ecx
	movq	%rax, %rdx
.L887:
	movl	48(%rsp), %eax
	movl	%ecx, (%r14)
	subq	$8, %rsp
	.cfi_def_cfa_offset 2248
	movq	%r12, %rcx
	movq	%rdx, 120(%rsp)
	movq	%r14, %rsi
	movq	%r13, %rdi
	movl	%eax, (%rdx)
	movslq	(%r14), %rax
	leaq	4(%r14), %rdx
	movq	%r10, 32(%rsp)
	movl	0(%r13,%rax,4), %eax
	pushq	%rax
	.cfi_def_cfa_offset 2256
	movq	96(%rsp), %r9
	leaq	128(%rsp), %r8
	movl	%eax, 64(%rsp)
	call	tr_partition
	movq	136(%rsp), %rcx
	movq	128(%rsp), %rdx
	popq	%rdi
	.cfi_def_cfa_offset 2248
	popq	%r8
	.cfi_def_cfa_offset 2240
	movq	%rcx, %rsi
	movq	24(%rsp), %r10
	subq	%rdx, %rsi
	cmpq	%rsi, 40(%rsp)
	je	.L900
	movslq	(%rdx), %rdi
	movl	48(%rsp), %eax
	movl	$-1, %r8d
	cmpl	(%r15,%rdi,4), %eax
	je	.L901
	movq	%rsi, %rax
	sarq	$2, %rax
	cmpl	$65535, %eax
	jbe	.L902
	cmpl	$16777215, %eax
	jbe	.L903
	movq	8(%rsp), %rdi
	shrl	$24, %eax
	movl	(%rdi,%rax,4), %r8d
	addl	$24, %r8d
.L901:
	movq	16(%rsp), %rax
	movq	%rdx, %r9
	subq	%rax, %r9
	movq	%r14, %rax
	sarq	$2, %r9
	subl	$1, %r9d
	cmpq	%rdx, %r14
	jnb	.L908
	.p2align 4,,10
	.p2align 3
.L905:
	movslq	(%rax), %rdi
	addq	$4, %rax
	movl	%r9d, (%r15,%rdi,4)
	cmpq	%rdx, %rax
	jb	.L905
.L908:
	movq	%r13, %xmm0
	movq	%rcx, %xmm2
	punpcklqdq	%xmm2, %xmm0
	cmpq	%r12, %rcx
	jb	.L1074
	subl	$1, %ebp
	cmpq	$4, %rsi
	jg	.L909
	movq	%rdx, %rax
	movq	%r12, %rsi
	subq	%r14, %rax
	subq	%rcx, %rsi
	cmpq	%rsi, %rax
	jle	.L910
.L911:
	cmpq	$4, %rax
	jg	.L981
.L955:
	testl	%ebx, %ebx
	je	.L759
.L1081:
	subl	$1, %ebx
.L1053:
	movslq	%ebx, %rax
	salq	$5, %rax
	movq	128(%rsp,%rax), %r13
	movq	136(%rsp,%rax), %r14
	movq	144(%rsp,%rax), %r12
	movl	152(%rsp,%rax), %ebp
	movl	156(%rsp,%rax), %eax
	movl	%eax, (%rsp)
	testl	%ebp, %ebp
	jns	.L765
.L1071:
	cmpl	$-1, %ebp
	je	.L1075
	cmpl	$-2, %ebp
	je	.L1076
.L1041:
	movq	16(%rsp), %rcx
	movq	32(%rsp), %rsi
.L807:
	movslq	(%r14), %rax
	testl	%eax, %eax
	jns	.L831
	cmpq	%r12, %r14
	jnb	.L955
.L832:
	movl	(%r14), %edx
	movq	%r14, %rax
.L833:
	notl	%edx
	movq	%rax, %rdi
	leaq	4(%rax), %rax
	movl	%edx, -4(%rax)
	movslq	4(%rdi), %rdx
	testl	%edx, %edx
	js	.L833
	movl	0(%r13,%rdx,4), %r11d
	movl	$-1, %ebp
	cmpl	%r11d, (%r15,%rdx,4)
	je	.L834
	subq	%r14, %rax
	sarq	$2, %rax
	addl	$1, %eax
	cmpl	$65535, %eax
	jbe	.L835
	cmpl	$16777215, %eax
	jbe	.L836
	movq	8(%rsp), %rdx
	shrl	$24, %eax
	movl	(%rdx,%rax,4), %ebp
	addl	$24, %ebp
.L834:
	leaq	8(%rdi), %rdx
	movq	%rdx, 112(%rsp)
	cmpq	%r12, %rdx
	jb	.L1077
.L839:
	movq	%rdx, %r8
	movl	4(%rsi), %eax
	subq	%r14, %r8
	movq	%r8, %rdi
	sarq	$2, %rdi
	cmpl	%eax, %edi
	jle	.L1078
	movl	(%rsi), %r9d
	testl	%r9d, %r9d
	je	.L1079
	addl	8(%rsi), %eax
	subl	$1, %r9d
	subl	%edi, %eax
	movl	%r9d, (%rsi)
	movl	%eax, 4(%rsi)
.L843:
	movq	%r12, %rax
	subq	%rdx, %rax
	cmpq	%rax, %r8
	jg	.L847
	cmpl	$63, %ebx
	jg	.L1080
	movslq	%ebx, %rax
	movl	(%rsp), %esi
	addl	$1, %ebx
	salq	$5, %rax
	movq	%r13, 128(%rsp,%rax)
	movq	%r12, 144(%rsp,%rax)
	movq	%rdx, %r12
	movq	%rdx, 136(%rsp,%rax)
	movl	$-3, 152(%rsp,%rax)
	movl	%esi, 156(%rsp,%rax)
	movslq	88(%rsp), %rax
	leaq	0(%r13,%rax,4), %r13
	jmp	.L762
.L1070:
	sarl	$8, %eax
	cltq
	movl	(%rsi,%rax,4), %eax
	leal	8(%rax), %r15d
	jmp	.L763
.L761:
	sarl	$16, %eax
	cltq
	movl	(%rsi,%rax,4), %eax
	leal	16(%rax), %r15d
	jmp	.L763
	.p2align 4,,10
	.p2align 3
.L829:
	movslq	(%r14), %rax
	testl	%eax, %eax
	js	.L832
.L831:
	movq	%r14, %rdx
	addq	$4, %r14
	subq	%rcx, %rdx
	sarq	$2, %rdx
	movl	%edx, (%r15,%rax,4)
	cmpq	%r12, %r14
	jb	.L829
	movq	%r14, 112(%rsp)
	testl	%ebx, %ebx
	jne	.L1081
.L759:
	addq	$2184, %rsp
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
.L884:
	.cfi_restore_state
	movl	%r10d, %edx
	movl	24(%rsp), %edi
	sarl	$3, %edx
	leal	(%rdx,%rdx), %ecx
	movslq	%edx, %rdx
	leaq	0(,%rdx,4), %r9
	movslq	%ecx, %rcx
	leaq	(%r14,%r9), %r8
	salq	$2, %rcx
	movslq	(%r8), %rdx
	movq	%rcx, 104(%rsp)
	addq	%r14, %rcx
	movq	%rcx, 56(%rsp)
	movq	%rdx, %rcx
	movl	0(%r13,%rdx,4), %edx
	movq	%r8, 64(%rsp)
	cmpl	%edi, %edx
	jl	.L973
	movq	%r14, 64(%rsp)
	movl	%edx, 24(%rsp)
	movq	%r8, %rdx
.L893:
	movq	56(%rsp), %r8
	movl	24(%rsp), %edi
	movslq	(%r8), %r8
	movl	%r8d, 92(%rsp)
	movl	0(%r13,%r8,4), %r8d
	cmpl	%edi, %r8d
	jge	.L894
	movq	64(%rsp), %rdi
	movslq	(%rdi), %rdx
	movq	%rdx, %rcx
	movl	0(%r13,%rdx,4), %edx
	movl	%edx, 24(%rsp)
	cmpl	%edx, %r8d
	jge	.L974
	movq	%rdi, %rdx
.L894:
	leaq	(%rsi,%r9), %r8
	movq	%r8, 96(%rsp)
	movq	%rsi, %r8
	subq	%r9, %r8
	movq	%r8, 56(%rsp)
	movslq	(%r8), %r8
	movl	%r8d, 92(%rsp)
	movl	0(%r13,%r8,4), %r8d
	movl	%r8d, 64(%rsp)
	cmpl	%r11d, %r8d
	jg	.L895
	movl	72(%rsp), %edi
	movq	%rsi, %r8
	movl	%r11d, 64(%rsp)
	movq	56(%rsp), %rsi
	movq	%r8, 56(%rsp)
	movl	%edi, 92(%rsp)
.L895:
	movq	96(%rsp), %r11
	movl	64(%rsp), %edi
	movslq	(%r11), %r8
	movq	%r8, %r11
	movl	0(%r13,%r8,4), %r8d
	cmpl	%edi, %r8d
	jge	.L896
	movslq	(%rsi), %rdi
	movl	%edi, 92(%rsp)
	movl	0(%r13,%rdi,4), %edi
	movl	%edi, 64(%rsp)
	cmpl	%edi, %r8d
	jl	.L1061
	movl	%r8d, 64(%rsp)
	movq	96(%rsp), %rsi
	movl	%r11d, 92(%rsp)
.L1061:
	movq	%rsi, 56(%rsp)
.L896:
	movq	104(%rsp), %rdi
	movq	$-4, %rsi
	movq	%rsi, %r8
	subq	%r9, %r8
	subq	%rdi, %rsi
	addq	%r12, %r8
	addq	%r12, %rsi
	movslq	(%r8), %r9
	movq	%rsi, 72(%rsp)
	movq	%r8, %rdi
	movslq	(%rsi), %rsi
	movq	%r8, 96(%rsp)
	movq	%r9, %r8
	movl	0(%r13,%r9,4), %r9d
	movq	%rsi, %r11
	movl	0(%r13,%rsi,4), %esi
	cmpl	%r9d, %esi
	jg	.L897
	movl	%r9d, %esi
	movq	72(%rsp), %r9
	movq	%rdi, 72(%rsp)
	movl	%r8d, %r11d
	movq	%r9, 96(%rsp)
.L897:
	movslq	-4(%r12), %r8
	movq	%r8, %r9
	movl	0(%r13,%r8,4), %r8d
	cmpl	%esi, %r8d
	jge	.L898
	movq	96(%rsp), %rdi
	movslq	(%rdi), %rsi
	movq	%rdi, 72(%rsp)
	movq	%rsi, %r11
	movl	0(%r13,%rsi,4), %esi
	cmpl	%esi, %r8d
	jl	.L898
	movq	%rax, 72(%rsp)
	movl	%r8d, %esi
	movl	%r9d, %r11d
.L898:
	movl	64(%rsp), %eax
	cmpl	%eax, 24(%rsp)
	jg	.L899
	movl	%eax, 24(%rsp)
	movq	56(%rsp), %rax
	movl	92(%rsp), %ecx
	movq	%rdx, 56(%rsp)
	movq	%rax, %rdx
.L899:
	movl	24(%rsp), %eax
	cmpl	%eax, %esi
	jge	.L887
	movq	56(%rsp), %rdx
	movslq	(%rdx), %rax
	movq	%rax, %rcx
	cmpl	%esi, 0(%r13,%rax,4)
	jg	.L887
	movq	72(%rsp), %rdx
	movl	%r11d, %ecx
	jmp	.L887
.L900:
	movq	32(%rsp), %rax
	movl	4(%rax), %eax
	cmpl	%r10d, %eax
	jge	.L1082
	movq	32(%rsp), %rsi
	movl	(%rsi), %edx
	testl	%edx, %edx
	je	.L1083
	movq	32(%rsp), %rsi
	subl	$1, %edx
	addl	8(%rsi), %eax
	movl	%edx, (%rsi)
	subl	%r10d, %eax
	movl	%eax, 4(%rsi)
	cmpl	$65535, %r10d
	jbe	.L956
.L1106:
	movl	%r10d, %eax
	cmpl	$16777215, %r10d
	ja	.L1084
	movq	8(%rsp), %rsi
	sarl	$16, %eax
	cltq
	movl	(%rsi,%rax,4), %ebp
	addl	$16, %ebp
.L958:
	movslq	88(%rsp), %rax
	leaq	0(%r13,%rax,4), %r13
	jmp	.L762
.L1072:
	leaq	4(%r14), %rax
	cmpq	%r12, %rax
	jnb	.L1041
	leaq	-5(%r12), %r8
	movq	%r14, %rsi
	subq	%r14, %r8
	andq	$-4, %r8
	addq	%rax, %r8
	.p2align 4,,10
	.p2align 3
.L857:
	movslq	4(%rsi), %rdx
	movq	%rsi, %rax
	movq	%rdx, %rdi
	leaq	0(%r13,%rdx,4), %rcx
	movslq	(%rsi), %rdx
	.p2align 4,,10
	.p2align 3
.L852:
	movl	0(%r13,%rdx,4), %edx
	cmpl	%edx, (%rcx)
	js	.L854
	jmp	.L1085
	.p2align 4,,10
	.p2align 3
.L1086:
	movslq	(%rax), %rdx
	testl	%edx, %edx
	jns	.L852
.L854:
	movl	(%rax), %edx
	subq	$4, %rax
	movl	%edx, 8(%rax)
	cmpq	%r14, %rax
	jnb	.L1086
.L853:
	addq	$4, %rsi
	movl	%edi, 4(%rax)
	cmpq	%r8, %rsi
	jne	.L857
	jmp	.L1041
.L1085:
	jne	.L853
	addq	$4, %rsi
	notl	(%rax)
	movl	%edi, 4(%rax)
	cmpq	%r8, %rsi
	jne	.L857
	jmp	.L1041
.L1076:
	leal	-1(%rbx), %r11d
	movq	%r13, %rdx
	movslq	%r11d, %rax
	subq	%r15, %rdx
	salq	$5, %rax
	sarq	$2, %rdx
	movq	136(%rsp,%rax), %r9
	movq	144(%rsp,%rax), %r8
	movl	152(%rsp,%rax), %ebp
	movq	%r9, 112(%rsp)
	movq	%r8, 120(%rsp)
	testl	%ebp, %ebp
	je	.L1087
	movslq	(%rsp), %rax
	testl	%eax, %eax
	js	.L817
	salq	$5, %rax
	movl	$-1, 152(%rsp,%rax)
.L817:
	movq	16(%rsp), %rax
	movq	%r8, %r10
	subq	%rax, %r10
	leaq	-4(%r9), %rax
	sarq	$2, %r10
	subl	$1, %r10d
	cmpq	%r14, %rax
	jb	.L960
	movq	%r8, (%rsp)
	movq	%r14, %rsi
	movl	$-1, %ecx
	movl	$-1, %r13d
.L821:
	movslq	(%rsi), %rdi
	movl	%edi, %r9d
	subl	%edx, %r9d
	js	.L819
	movslq	%r9d, %rbp
	leaq	(%r15,%rbp,4), %rbp
	cmpl	0(%rbp), %r10d
	jne	.L819
	leaq	4(%rax), %r8
	movl	%r9d, 4(%rax)
	movl	(%r15,%rdi,4), %edi
	movq	%r8, %r9
	movq	%r8, %rax
	movq	16(%rsp), %r8
	subq	%r8, %rax
	sarq	$2, %rax
	cmpl	%r13d, %edi
	movl	%edi, %r13d
	cmovne	%eax, %ecx
	movq	%r9, %rax
	movl	%ecx, 0(%rbp)
.L819:
	addq	$4, %rsi
	cmpq	%rsi, %rax
	jnb	.L821
	movq	(%rsp), %r8
	leaq	4(%rax), %r9
	cmpq	%r14, %rax
	jb	.L818
	movl	%edx, (%rsp)
	movq	16(%rsp), %rdx
	movl	$-1, %esi
.L824:
	movslq	(%rax), %rdi
	movl	%esi, %r13d
	leaq	(%r15,%rdi,4), %rbp
	movq	%rax, %rdi
	movl	0(%rbp), %esi
	subq	%rdx, %rdi
	sarq	$2, %rdi
	cmpl	%r13d, %esi
	cmovne	%edi, %ecx
	cmpl	%ecx, %esi
	je	.L823
	movl	%ecx, 0(%rbp)
.L823:
	subq	$4, %rax
	cmpq	%r14, %rax
	jnb	.L824
	movl	(%rsp), %edx
.L818:
	leaq	-4(%r12), %rsi
	cmpq	%r8, %r9
	jnb	.L816
	movl	$-1, %r13d
.L827:
	movslq	(%rsi), %rax
	movl	%eax, %edi
	subl	%edx, %edi
	js	.L825
	movslq	%edi, %rbp
	leaq	(%r15,%rbp,4), %rbp
	cmpl	0(%rbp), %r10d
	jne	.L825
	movl	%edi, -4(%r8)
	leaq	-4(%r8), %r12
	movq	16(%rsp), %r8
	movl	(%r15,%rax,4), %edi
	movq	%r12, %rax
	subq	%r8, %rax
	movq	%r12, %r8
	sarq	$2, %rax
	cmpl	%r13d, %edi
	movl	%edi, %r13d
	cmovne	%eax, %ecx
	movl	%ecx, 0(%rbp)
.L825:
	subq	$4, %rsi
	cmpq	%r8, %r9
	jb	.L827
.L816:
	cmpl	$-1, %r11d
	je	.L1088
	testl	%r11d, %r11d
	je	.L759
	subl	$2, %ebx
	jmp	.L1053
.L973:
	movl	48(%rsp), %ecx
	movq	%r14, %rdx
	jmp	.L893
.L885:
	movl	%r10d, %edx
	movq	%r12, %rcx
	sarl	$2, %edx
	movslq	%edx, %rdx
	salq	$2, %rdx
	subq	%rdx, %rcx
	addq	%r14, %rdx
	movslq	(%rdx), %r8
	leaq	-4(%rcx), %rdi
	movq	%r8, %rcx
	movl	0(%r13,%r8,4), %r8d
	cmpl	%r11d, %r8d
	jg	.L888
	movl	%ecx, 72(%rsp)
	movq	%rsi, %rcx
	movl	%r8d, %r11d
	movq	%rdx, %rsi
	movq	%rcx, %rdx
.L888:
	movslq	(%rdi), %rcx
	movslq	-4(%r12), %r9
	movl	%ecx, 56(%rsp)
	movq	%r9, %r8
	movl	0(%r13,%rcx,4), %ecx
	movl	0(%r13,%r9,4), %r9d
	cmpl	%r9d, %ecx
	jle	.L889
	movl	%r8d, 56(%rsp)
	movq	%rdi, %r8
	movl	%r9d, %ecx
	movq	%rax, %rdi
	movq	%r8, %rax
.L889:
	cmpl	%ecx, %r11d
	jg	.L890
	movl	56(%rsp), %esi
	movl	%ecx, %r11d
	movq	%rax, %rcx
	movq	%rdx, %rax
	movq	%rcx, %rdx
	movl	%esi, 72(%rsp)
	movq	%rdi, %rsi
.L890:
	movslq	(%rax), %rcx
	movl	24(%rsp), %edi
	movl	0(%r13,%rcx,4), %r8d
	movq	%rcx, %r9
	movq	%r14, %rcx
	cmpl	%edi, %r8d
	jl	.L891
	movl	48(%rsp), %r9d
	movq	%rax, %rcx
	movl	%edi, %r8d
	movq	%r14, %rax
.L891:
	cmpl	%r8d, %r11d
	jl	.L892
	movl	72(%rsp), %r9d
	movl	%r11d, %r8d
	movq	%rsi, %rax
	movq	%rcx, %rdx
.L892:
	movslq	(%rdx), %rsi
	cmpl	%r8d, 0(%r13,%rsi,4)
	movq	%rsi, %rcx
	cmovg	%r9d, %ecx
	cmovg	%rax, %rdx
	jmp	.L887
.L910:
	cmpq	$4, %rax
	jle	.L948
	cmpl	$63, %ebx
	jg	.L1089
	movslq	%ebx, %rax
	movl	(%rsp), %esi
	addl	$1, %ebx
	salq	$5, %rax
	movq	%r12, 144(%rsp,%rax)
	movq	%rdx, %r12
	movl	%ebp, 152(%rsp,%rax)
	movl	%esi, 156(%rsp,%rax)
	movaps	%xmm0, 128(%rsp,%rax)
	jmp	.L762
.L1075:
	movslq	88(%rsp), %rax
	movq	16(%rsp), %rsi
	movq	%r13, %rbp
	movq	%r12, %rcx
	movq	%r14, %rdx
	salq	$2, %rax
	subq	%rax, %rbp
	movq	%r12, %rax
	subq	%rsi, %rax
	movq	%rbp, %rdi
	movq	%r14, %rsi
	sarq	$2, %rax
	subl	$1, %eax
	pushq	%rax
	.cfi_def_cfa_offset 2248
	leaq	128(%rsp), %r9
	leaq	120(%rsp), %r8
	call	tr_partition
	movq	120(%rsp), %rcx
	popq	%rax
	.cfi_def_cfa_offset 2240
	cmpq	%r12, %rcx
	jb	.L767
.L770:
	movq	120(%rsp), %rsi
	cmpq	%r12, %rsi
	jb	.L1090
.L769:
	movq	%rsi, %rax
	subq	%rcx, %rax
	cmpq	$4, %rax
	jle	.L773
	cmpl	$63, %ebx
	jg	.L1091
	movslq	%ebx, %rdx
	leal	1(%rbx), %eax
	salq	$5, %rdx
	movq	$0, 128(%rsp,%rdx)
	movq	%rcx, 136(%rsp,%rdx)
	movq	%rsi, 144(%rsp,%rdx)
	movq	$0, 152(%rsp,%rdx)
	cmpl	$63, %ebx
	je	.L1092
	movl	(%rsp), %edi
	cltq
	movl	%ebx, (%rsp)
	addl	$2, %ebx
	salq	$5, %rax
	movq	%rbp, 128(%rsp,%rax)
	movq	%r14, 136(%rsp,%rax)
	movq	%r12, 144(%rsp,%rax)
	movl	$-2, 152(%rsp,%rax)
	movl	%edi, 156(%rsp,%rax)
.L773:
	movq	%rcx, %rax
	movq	%r12, %rdx
	subq	%r14, %rax
	subq	%rsi, %rdx
	cmpq	%rdx, %rax
	jg	.L778
	cmpq	$4, %rax
	jle	.L779
	cmpl	$63, %ebx
	jg	.L1093
	movslq	%ebx, %rdi
	movq	%r13, %xmm0
	movq	%rsi, %xmm3
	sarq	$2, %rdx
	movq	%rdi, %r8
	punpcklqdq	%xmm3, %xmm0
	salq	$5, %r8
	movq	%r12, 144(%rsp,%r8)
	movaps	%xmm0, 128(%rsp,%r8)
	cmpl	$65535, %edx
	jbe	.L781
	cmpl	$16777215, %edx
	jbe	.L782
	movq	8(%rsp), %rsi
	shrl	$24, %edx
	movl	(%rsi,%rdx,4), %edx
	addl	$24, %edx
	jmp	.L783
	.p2align 4,,10
	.p2align 3
.L1083:
	movl	(%rsp), %eax
	addl	%r10d, 12(%rsi)
	testl	%eax, %eax
	js	.L955
	movslq	(%rsp), %rax
	salq	$5, %rax
	movl	$-1, 152(%rsp,%rax)
	jmp	.L955
.L902:
	testb	$-1, %ah
	je	.L904
	movq	8(%rsp), %rdi
	sarl	$8, %eax
	cltq
	movl	(%rdi,%rax,4), %r8d
	addl	$8, %r8d
	jmp	.L901
.L1074:
	movq	16(%rsp), %rax
	movq	%rcx, %r9
	subq	%rax, %r9
	sarq	$2, %r9
	subl	$1, %r9d
	cmpq	%rcx, %rdx
	jnb	.L913
	movq	%rdx, %rax
.L914:
	movslq	(%rax), %rdi
	addq	$4, %rax
	movl	%r9d, (%r15,%rdi,4)
	cmpq	%rcx, %rax
	jb	.L914
.L913:
	subl	$1, %ebp
	cmpq	$4, %rsi
	jle	.L915
.L909:
	movq	32(%rsp), %rax
	movq	%rsi, %r9
	sarq	$2, %r9
	movl	4(%rax), %eax
	cmpl	%eax, %r9d
	jle	.L1094
	movq	32(%rsp), %rdi
	movl	(%rdi), %edi
	testl	%edi, %edi
	je	.L1095
	movq	32(%rsp), %r11
	subl	$1, %edi
	addl	8(%r11), %eax
	movl	%edi, (%r11)
	subl	%r9d, %eax
	movl	%eax, 4(%r11)
.L917:
	movq	%rdx, %rdi
	movq	%r12, %rax
	subq	%r14, %rdi
	subq	%rcx, %rax
	cmpq	%rax, %rdi
	jg	.L920
	cmpq	%rax, %rsi
	jl	.L921
	cmpq	$4, %rdi
	jle	.L922
	cmpl	$63, %ebx
	jg	.L1096
	movslq	88(%rsp), %rsi
	movslq	%ebx, %rax
	movq	%rdx, %xmm4
	salq	$5, %rax
	leaq	0(%r13,%rsi,4), %rsi
	movq	%rcx, 144(%rsp,%rax)
	leal	1(%rbx), %ecx
	movq	%rsi, %xmm1
	movl	(%rsp), %esi
	movl	%r8d, 152(%rsp,%rax)
	punpcklqdq	%xmm4, %xmm1
	movl	%esi, 156(%rsp,%rax)
	movaps	%xmm1, 128(%rsp,%rax)
	cmpl	$63, %ebx
	je	.L1097
	movl	(%rsp), %esi
	movslq	%ecx, %rax
	addl	$2, %ebx
	salq	$5, %rax
	movq	%r12, 144(%rsp,%rax)
	movq	%rdx, %r12
	movl	%ebp, 152(%rsp,%rax)
	movl	%esi, 156(%rsp,%rax)
	movaps	%xmm0, 128(%rsp,%rax)
	jmp	.L762
	.p2align 4,,10
	.p2align 3
.L1095:
	movq	32(%rsp), %rax
	movl	(%rsp), %esi
	addl	%r9d, 12(%rax)
	testl	%esi, %esi
	js	.L915
	movslq	(%rsp), %rax
	salq	$5, %rax
	movl	$-1, 152(%rsp,%rax)
.L915:
	movq	%rdx, %rax
	movq	%r12, %rsi
	subq	%r14, %rax
	subq	%rcx, %rsi
	cmpq	%rsi, %rax
	jle	.L910
	cmpq	$4, %rsi
	jle	.L911
	cmpl	$63, %ebx
	jg	.L1098
	movslq	%ebx, %rax
	movl	(%rsp), %esi
	addl	$1, %ebx
	salq	$5, %rax
	movq	%r13, 128(%rsp,%rax)
	movq	%r14, 136(%rsp,%rax)
	movq	%rdx, 144(%rsp,%rax)
	movl	%ebp, 152(%rsp,%rax)
	movl	%esi, 156(%rsp,%rax)
.L1045:
	movq	%rcx, %r14
	jmp	.L762
.L1073:
	movl	%r10d, %esi
	andl	$1, %esi
	movl	%esi, 24(%rsp)
	je	.L859
	movl	%r10d, %esi
	shrl	$31, %esi
	addl	%r10d, %esi
	sarl	%esi
	subl	$1, %esi
	js	.L861
.L860:
	movl	%ebx, 40(%rsp)
	movslq	%esi, %rdx
	leal	1(%rsi,%rsi), %r8d
	movq	%rax, 48(%rsp)
	leaq	(%r14,%rdx,4), %r11
.L867:
	movslq	(%r11), %rax
	movq	%r11, %rdx
	movl	%r8d, %edi
	movl	0(%r13,%rax,4), %ebx
	movq	%rax, %rcx
	cmpl	%r8d, %r9d
	jle	.L864
	movslq	%esi, %rdx
	jmp	.L866
	.p2align 4,,10
	.p2align 3
.L1100:
	movl	%ebp, %r10d
	leaq	(%r14,%rdx,4), %rdx
	cmpl	%r10d, %ebx
	jge	.L864
.L1101:
	movslq	%eax, %rdi
	leaq	(%r14,%rdi,4), %rbp
	movl	0(%rbp), %edi
	movl	%edi, (%rdx)
	leal	1(%rax,%rax), %edi
	cmpl	%r9d, %edi
	jge	.L1099
	movslq	%eax, %rdx
.L866:
	leal	2(%rdx,%rdx), %eax
	movslq	%edi, %r10
	movslq	%eax, %rbp
	movslq	(%r14,%r10,4), %r10
	movslq	(%r14,%rbp,4), %rbp
	movl	0(%r13,%r10,4), %r10d
	movl	0(%r13,%rbp,4), %ebp
	cmpl	%ebp, %r10d
	jl	.L1100
	movl	%edi, %eax
	leaq	(%r14,%rdx,4), %rdx
	cmpl	%r10d, %ebx
	jl	.L1101
.L864:
	subl	$1, %esi
	movl	%ecx, (%rdx)
	subq	$4, %r11
	subl	$2, %r8d
	cmpl	$-1, %esi
	jne	.L867
	movl	24(%rsp), %r10d
	movl	40(%rsp), %ebx
	movq	48(%rsp), %rax
	testl	%r10d, %r10d
	je	.L1102
.L861:
	leal	-1(%r9), %r10d
	testl	%r10d, %r10d
	jle	.L877
.L872:
	movslq	%r10d, %rcx
	movl	(%r14), %edx
	leaq	(%r14,%rcx,4), %r8
	movslq	(%r8), %rdi
	movq	%r8, 40(%rsp)
	movl	%edi, (%r14)
	movq	%rdi, %rsi
	movl	0(%r13,%rdi,4), %r11d
	cmpl	$1, %r10d
	je	.L873
	movl	%ebx, 48(%rsp)
	leaq	-4(%r14,%rcx,4), %rbp
	movl	%r9d, %edi
	movq	%rax, 56(%rsp)
.L878:
	movq	%rbp, 24(%rsp)
	xorl	%ecx, %ecx
	movl	$1, %r9d
	jmp	.L876
	.p2align 4,,10
	.p2align 3
.L1104:
	movl	%ebp, %ebx
	leaq	(%r14,%rcx,4), %rcx
	cmpl	%r11d, %ebx
	jle	.L1040
.L1105:
	movslq	%eax, %r9
	leaq	(%r14,%r9,4), %rbx
	movl	(%rbx), %r9d
	movl	%r9d, (%rcx)
	leal	1(%rax,%rax), %r9d
	cmpl	%r10d, %r9d
	jge	.L1103
	movslq	%eax, %rcx
.L876:
	leal	2(%rcx,%rcx), %eax
	movslq	%r9d, %rbx
	movslq	%eax, %rbp
	movslq	(%r14,%rbx,4), %rbx
	movslq	(%r14,%rbp,4), %rbp
	movl	0(%r13,%rbx,4), %ebx
	movl	0(%r13,%rbp,4), %ebp
	cmpl	%ebp, %ebx
	jl	.L1104
	movl	%r9d, %eax
	leaq	(%r14,%rcx,4), %rcx
	cmpl	%r11d, %ebx
	jg	.L1105
.L1040:
	movq	24(%rsp), %rbp
.L875:
	movl	%esi, (%rcx)
	subl	$1, %r10d
	subq	$4, %rbp
	subq	$4, %r8
	movl	%edx, 4(%r8)
	movslq	4(%rbp), %rax
	movl	(%r14), %edx
	movq	%rax, %rsi
	movl	%eax, (%r14)
	movl	0(%r13,%rax,4), %r11d
	cmpl	$1, %r10d
	jne	.L878
	movl	48(%rsp), %ebx
	movq	56(%rsp), %rax
	movl	%edi, %r9d
.L873:
	movq	40(%rsp), %rsi
	leal	-2(%r9), %ecx
	negq	%rcx
	movl	%edx, (%rsi,%rcx,4)
.L877:
	movq	%rax, 112(%rsp)
	cmpq	%rax, %r14
	jnb	.L1041
.L883:
	movslq	(%rax), %rdx
	subq	$4, %rax
	movl	0(%r13,%rdx,4), %esi
	cmpq	%r14, %rax
	jnb	.L879
	jmp	.L880
	.p2align 4,,10
	.p2align 3
.L882:
	notl	%edx
	subq	$4, %rax
	movl	%edx, 4(%rax)
	cmpq	%r14, %rax
	jb	.L881
.L879:
	movslq	(%rax), %rcx
	movq	%rcx, %rdx
	cmpl	0(%r13,%rcx,4), %esi
	je	.L882
.L881:
	cmpq	%rax, %r14
	jb	.L883
.L880:
	movq	16(%rsp), %rcx
	movq	32(%rsp), %rsi
	movq	%rax, 112(%rsp)
	movq	%rax, 120(%rsp)
	jmp	.L807
.L1103:
	movq	24(%rsp), %rbp
	movq	%rbx, %rcx
	jmp	.L875
.L1099:
	movq	%rbp, %rdx
	jmp	.L864
.L969:
	movl	48(%rsp), %ecx
	movq	%r14, %rdx
	jmp	.L886
.L974:
	movl	92(%rsp), %ecx
	movq	56(%rsp), %rdx
	movl	%r8d, 24(%rsp)
	jmp	.L894
.L1082:
	movq	32(%rsp), %rsi
	subl	%r10d, %eax
	movl	%eax, 4(%rsi)
	cmpl	$65535, %r10d
	ja	.L1106
.L956:
	testl	$65280, %r10d
	je	.L959
	movl	%r10d, %eax
	movq	8(%rsp), %rsi
	sarl	$8, %eax
	cltq
	movl	(%rsi,%rax,4), %ebp
	addl	$8, %ebp
	jmp	.L958
.L948:
	cmpq	$4, %rsi
	jg	.L1045
	jmp	.L955
.L778:
	cmpq	$4, %rdx
	jle	.L794
	cmpl	$63, %ebx
	jg	.L1107
	movslq	%ebx, %rdi
	sarq	$2, %rax
	movq	%rdi, %r8
	salq	$5, %r8
	movq	%r13, 128(%rsp,%r8)
	movq	%r14, 136(%rsp,%r8)
	movq	%rcx, 144(%rsp,%r8)
	cmpl	$65535, %eax
	jbe	.L796
	cmpl	$16777215, %eax
	jbe	.L797
	movq	8(%rsp), %rcx
	shrl	$24, %eax
	movl	(%rcx,%rax,4), %eax
	addl	$24, %eax
	jmp	.L798
.L1087:
	movq	16(%rsp), %rax
	movq	%r8, %rcx
	leaq	-4(%r9), %rsi
	subq	%rax, %rcx
	sarq	$2, %rcx
	subl	$1, %ecx
	cmpq	%r14, %rsi
	jb	.L809
.L811:
	movl	(%r14), %eax
	subl	%edx, %eax
	js	.L810
	movslq	%eax, %rdi
	leaq	(%r15,%rdi,4), %rdi
	cmpl	(%rdi), %ecx
	jne	.L810
	movl	%eax, 4(%rsi)
	leaq	4(%rsi), %r9
	movq	16(%rsp), %rsi
	movq	%r9, %rax
	subq	%rsi, %rax
	movq	%r9, %rsi
	sarq	$2, %rax
	movl	%eax, (%rdi)
.L810:
	addq	$4, %r14
	cmpq	%r14, %rsi
	jnb	.L811
	leaq	4(%rsi), %r9
.L809:
	leaq	-4(%r12), %rsi
	cmpq	%r8, %r9
	jnb	.L816
.L812:
	movl	(%rsi), %eax
	subl	%edx, %eax
	js	.L815
	movslq	%eax, %rdi
	leaq	(%r15,%rdi,4), %rdi
	cmpl	(%rdi), %ecx
	jne	.L815
	movl	%eax, -4(%r8)
	leaq	-4(%r8), %r10
	movq	16(%rsp), %r8
	movq	%r10, %rax
	subq	%r8, %rax
	movq	%r10, %r8
	sarq	$2, %rax
	movl	%eax, (%rdi)
.L815:
	subq	$4, %rsi
	cmpq	%r8, %r9
	jb	.L812
	jmp	.L816
.L859:
	leal	-1(%r10), %r9d
	movl	%r9d, %edx
	shrl	$31, %edx
	addl	%r9d, %edx
	sarl	%edx
	movl	%edx, %r11d
	movslq	%edx, %rdx
	leaq	(%r14,%rdx,4), %rcx
	movslq	%r9d, %rdx
	leaq	(%r14,%rdx,4), %rdx
	movslq	(%rcx), %r8
	movslq	(%rdx), %rdi
	movq	%rdi, %rsi
	movl	0(%r13,%rdi,4), %edi
	cmpl	%edi, 0(%r13,%r8,4)
	jge	.L862
	movl	%r8d, (%rdx)
	movl	%esi, (%rcx)
.L862:
	movl	%r11d, %esi
	subl	$1, %esi
	jns	.L860
	jmp	.L863
.L904:
	movq	8(%rsp), %rdi
	movzbl	%al, %eax
	movl	(%rdi,%rax,4), %r8d
	jmp	.L901
.L903:
	movq	8(%rsp), %rdi
	sarl	$16, %eax
	cltq
	movl	(%rdi,%rax,4), %r8d
	addl	$16, %r8d
	jmp	.L901
.L1102:
	movslq	%r9d, %rdx
	leaq	(%r14,%rdx,4), %rdx
.L863:
	movl	(%rdx), %esi
	movl	(%r14), %ecx
	movl	%esi, (%r14)
	movl	%ecx, (%rdx)
	movslq	(%r14), %rdx
	movl	0(%r13,%rdx,4), %r10d
	movq	%rdx, %r8
	cmpl	$1, %r9d
	jle	.L877
	xorl	%edx, %edx
	movl	$1, %esi
	jmp	.L871
.L1109:
	movl	%edi, %r11d
.L869:
	leaq	(%r14,%rdx,4), %rdx
	cmpl	%r11d, %r10d
	jge	.L870
	movslq	%ecx, %rsi
	leaq	(%r14,%rsi,4), %rdi
	movl	(%rdi), %esi
	movl	%esi, (%rdx)
	leal	1(%rcx,%rcx), %esi
	cmpl	%r9d, %esi
	jge	.L1108
	movslq	%ecx, %rdx
.L871:
	movslq	%esi, %rdi
	leal	2(%rdx,%rdx), %ecx
	movslq	(%r14,%rdi,4), %rdi
	movl	0(%r13,%rdi,4), %r11d
	movslq	%ecx, %rdi
	movslq	(%r14,%rdi,4), %rdi
	movl	0(%r13,%rdi,4), %edi
	cmpl	%edi, %r11d
	jl	.L1109
	movl	%esi, %ecx
	jmp	.L869
.L920:
	cmpq	%rdi, %rsi
	jl	.L934
	cmpq	$4, %rax
	jle	.L935
	cmpl	$63, %ebx
	jg	.L1110
	movslq	88(%rsp), %rsi
	movl	(%rsp), %edi
	movslq	%ebx, %rax
	movq	%rdx, %xmm7
	salq	$5, %rax
	leaq	0(%r13,%rsi,4), %rsi
	movq	%rcx, 144(%rsp,%rax)
	movq	%rsi, %xmm0
	movl	%r8d, 152(%rsp,%rax)
	leal	1(%rbx), %esi
	punpcklqdq	%xmm7, %xmm0
	movl	%edi, 156(%rsp,%rax)
	movaps	%xmm0, 128(%rsp,%rax)
	cmpl	$63, %ebx
	je	.L1111
	movslq	%esi, %rax
	movl	(%rsp), %esi
	addl	$2, %ebx
	salq	$5, %rax
	movq	%r14, 136(%rsp,%rax)
	movq	%rcx, %r14
	movq	%r13, 128(%rsp,%rax)
	movq	%rdx, 144(%rsp,%rax)
	movl	%ebp, 152(%rsp,%rax)
	movl	%esi, 156(%rsp,%rax)
	jmp	.L762
.L794:
	cmpq	$4, %rax
	jle	.L955
	sarq	$2, %rax
	cmpl	$65535, %eax
	ja	.L1058
.L804:
	testb	$-1, %ah
	je	.L806
	movq	8(%rsp), %rsi
	sarl	$8, %eax
	movq	%rcx, %r12
	cltq
	movl	(%rsi,%rax,4), %ebp
	addl	$8, %ebp
	jmp	.L762
.L779:
	cmpq	$4, %rdx
	jle	.L955
.L1069:
	sarq	$2, %rdx
	cmpl	$65535, %edx
	jbe	.L800
	cmpl	$16777215, %edx
	jbe	.L801
	movq	8(%rsp), %rdi
	shrl	$24, %edx
	movq	%rsi, %r14
	movslq	%edx, %rax
	movl	(%rdi,%rax,4), %ebp
	addl	$24, %ebp
	jmp	.L762
.L1084:
	movq	8(%rsp), %rsi
	shrl	$24, %eax
	movl	(%rsi,%rax,4), %ebp
	addl	$24, %ebp
	jmp	.L958
.L981:
	movq	%rdx, %r12
	jmp	.L762
.L959:
	movq	8(%rsp), %rax
	movzbl	%r10b, %r10d
	movl	(%rax,%r10,4), %ebp
	jmp	.L958
.L1079:
	movl	(%rsp), %r11d
	addl	%edi, 12(%rsi)
	testl	%r11d, %r11d
	js	.L846
	movslq	(%rsp), %rax
	salq	$5, %rax
	movl	$-1, 152(%rsp,%rax)
.L846:
	movq	%r12, %rax
	subq	%rdx, %rax
	cmpq	$4, %rax
	jle	.L955
.L1060:
	movq	%rdx, %r14
	jmp	.L807
.L835:
	testb	$-1, %ah
	je	.L837
	movq	8(%rsp), %rdx
	sarl	$8, %eax
	cltq
	movl	(%rdx,%rax,4), %ebp
	addl	$8, %ebp
	jmp	.L834
.L1108:
	movq	%rdi, %rdx
.L870:
	movl	%r8d, (%rdx)
	leal	-1(%r9), %r10d
	jmp	.L872
.L1094:
	movq	32(%rsp), %rdi
	subl	%r9d, %eax
	movl	%eax, 4(%rdi)
	jmp	.L917
.L1078:
	subl	%edi, %eax
	movl	%eax, 4(%rsi)
	jmp	.L843
.L1090:
	movq	16(%rsp), %rax
	movq	%rsi, %rdx
	subq	%rax, %rdx
	sarq	$2, %rdx
	subl	$1, %edx
	cmpq	%rsi, %rcx
	jnb	.L773
	movq	%rcx, %rax
.L775:
	movslq	(%rax), %rdi
	addq	$4, %rax
	movl	%edx, (%r15,%rdi,4)
	cmpq	%rsi, %rax
	jb	.L775
	jmp	.L769
.L767:
	movq	16(%rsp), %rax
	movq	%rcx, %rdx
	subq	%rax, %rdx
	sarq	$2, %rdx
	subl	$1, %edx
	cmpq	%rcx, %r14
	jnb	.L770
	movq	%r14, %rax
.L771:
	movslq	(%rax), %rsi
	addq	$4, %rax
	movl	%edx, (%r15,%rsi,4)
	cmpq	%rcx, %rax
	jb	.L771
	jmp	.L770
.L1077:
	movq	%rdx, %rax
	movq	%r14, 120(%rsp)
	subq	%rcx, %rax
	sarq	$2, %rax
	subl	$1, %eax
	cmpq	%rdx, %r14
	jnb	.L839
	movq	%r14, %r8
.L841:
	movslq	(%r8), %r9
	addq	$4, %r8
	movl	%eax, (%r15,%r9,4)
	cmpq	%rdx, %r8
	jb	.L841
	subq	%r14, %rdi
	leaq	7(%rdi), %rax
	shrq	$2, %rax
	leaq	4(%r14,%rax,4), %rax
	movq	%rax, 120(%rsp)
	jmp	.L839
.L847:
	cmpq	$4, %rax
	jle	.L849
	cmpl	$63, %ebx
	jg	.L1112
	movslq	88(%rsp), %rdi
	movslq	%ebx, %rax
	addl	$1, %ebx
	salq	$5, %rax
	leaq	0(%r13,%rdi,4), %rdi
	movq	%r14, 136(%rsp,%rax)
	movq	%rdi, 128(%rsp,%rax)
	movl	(%rsp), %edi
	movq	%rdx, 144(%rsp,%rax)
	movl	%ebp, 152(%rsp,%rax)
	movl	%edi, 156(%rsp,%rax)
	jmp	.L1060
.L800:
	testb	$-1, %dh
	je	.L802
	movq	8(%rsp), %rdi
	sarl	$8, %edx
	movq	%rsi, %r14
	movslq	%edx, %rax
	movl	(%rdi,%rax,4), %ebp
	addl	$8, %ebp
	jmp	.L762
.L836:
	movq	8(%rsp), %rdx
	sarl	$16, %eax
	cltq
	movl	(%rdx,%rax,4), %ebp
	addl	$16, %ebp
	jmp	.L834
.L934:
	cmpq	%rax, %rsi
	jl	.L940
	cmpq	$4, %rax
	jle	.L941
	cmpl	$63, %ebx
	jg	.L1113
	movl	(%rsp), %edi
	movslq	%ebx, %rsi
	leal	1(%rbx), %eax
	salq	$5, %rsi
	movq	%r13, 128(%rsp,%rsi)
	movq	%r14, 136(%rsp,%rsi)
	movq	%rdx, 144(%rsp,%rsi)
	movl	%ebp, 152(%rsp,%rsi)
	movl	%edi, 156(%rsp,%rsi)
	cmpl	$63, %ebx
	je	.L1114
	movslq	88(%rsp), %rsi
	cltq
	movq	%rdx, %xmm4
	addl	$2, %ebx
	salq	$5, %rax
	movq	%rcx, %r14
	leaq	0(%r13,%rsi,4), %rsi
	movq	%rcx, 144(%rsp,%rax)
	movq	%rsi, %xmm0
	movl	(%rsp), %esi
	movl	%r8d, 152(%rsp,%rax)
	punpcklqdq	%xmm4, %xmm0
	movl	%esi, 156(%rsp,%rax)
	movaps	%xmm0, 128(%rsp,%rax)
	jmp	.L762
.L796:
	testb	$-1, %ah
	jne	.L1115
	movq	8(%rsp), %rcx
	movzbl	%al, %eax
	movl	(%rcx,%rax,4), %eax
.L798:
	salq	$5, %rdi
	addl	$1, %ebx
	movl	%eax, 152(%rsp,%rdi)
	movl	(%rsp), %eax
	movl	%eax, 156(%rsp,%rdi)
	jmp	.L1069
.L837:
	movq	8(%rsp), %rdx
	movzbl	%al, %eax
	movl	(%rdx,%rax,4), %ebp
	jmp	.L834
.L921:
	cmpq	%rdi, %rsi
	jge	.L1116
	cmpl	$63, %ebx
	jg	.L1117
	movl	(%rsp), %edi
	movslq	%ebx, %rsi
	leal	1(%rbx), %eax
	salq	$5, %rsi
	movq	%r12, 144(%rsp,%rsi)
	movl	%ebp, 152(%rsp,%rsi)
	movl	%edi, 156(%rsp,%rsi)
	movaps	%xmm0, 128(%rsp,%rsi)
	cmpl	$63, %ebx
	je	.L1118
	cltq
	salq	$5, %rax
	movq	%r13, 128(%rsp,%rax)
	movq	%r14, 136(%rsp,%rax)
	movq	%rdx, 144(%rsp,%rax)
.L1049:
	movl	(%rsp), %esi
	movl	%ebp, 152(%rsp,%rax)
	addl	$2, %ebx
	movl	%esi, 156(%rsp,%rax)
.L1047:
	movslq	88(%rsp), %rax
	movl	%r8d, %ebp
	movq	%rcx, %r12
	movq	%rdx, %r14
	leaq	0(%r13,%rax,4), %r13
	jmp	.L762
.L781:
	testb	$-1, %dh
	jne	.L1119
	movq	8(%rsp), %rsi
	movzbl	%dl, %edx
	movl	(%rsi,%rdx,4), %edx
.L783:
	movl	(%rsp), %esi
	salq	$5, %rdi
	sarq	$2, %rax
	addl	$1, %ebx
	movl	%edx, 152(%rsp,%rdi)
	movl	%esi, 156(%rsp,%rdi)
	cmpl	$65535, %eax
	jbe	.L804
.L1058:
	cmpl	$16777215, %eax
	jbe	.L805
	movq	8(%rsp), %rsi
	shrl	$24, %eax
	movq	%rcx, %r12
	movl	(%rsi,%rax,4), %ebp
	addl	$24, %ebp
	jmp	.L762
.L1119:
	movq	8(%rsp), %rsi
	sarl	$8, %edx
	movslq	%edx, %rdx
	movl	(%rsi,%rdx,4), %edx
	addl	$8, %edx
	jmp	.L783
.L1116:
	cmpq	$4, %rdi
	jle	.L928
	cmpl	$63, %ebx
	jg	.L1120
	movl	(%rsp), %edi
	movslq	%ebx, %rsi
	leal	1(%rbx), %eax
	salq	$5, %rsi
	movq	%r12, 144(%rsp,%rsi)
	movl	%ebp, 152(%rsp,%rsi)
	movl	%edi, 156(%rsp,%rsi)
	movaps	%xmm0, 128(%rsp,%rsi)
	cmpl	$63, %ebx
	je	.L1121
	movslq	88(%rsp), %rsi
	cltq
	movq	%rdx, %xmm6
	addl	$2, %ebx
	salq	$5, %rax
	movq	%rdx, %r12
	leaq	0(%r13,%rsi,4), %rsi
	movq	%rcx, 144(%rsp,%rax)
	movq	%rsi, %xmm0
	movl	(%rsp), %esi
	movl	%r8d, 152(%rsp,%rax)
	punpcklqdq	%xmm6, %xmm0
	movl	%esi, 156(%rsp,%rax)
	movaps	%xmm0, 128(%rsp,%rax)
	jmp	.L762
.L922:
	cmpq	$4, %rax
	jle	.L1047
	cmpl	$63, %ebx
	jg	.L1122
	movslq	88(%rsp), %rsi
	movslq	%ebx, %rax
	movq	%rdx, %xmm5
	addl	$1, %ebx
	salq	$5, %rax
	movq	%rcx, %r14
	leaq	0(%r13,%rsi,4), %rsi
	movq	%rcx, 144(%rsp,%rax)
	movq	%rsi, %xmm0
	movl	(%rsp), %esi
	movl	%r8d, 152(%rsp,%rax)
	punpcklqdq	%xmm5, %xmm0
	movl	%esi, 156(%rsp,%rax)
	movaps	%xmm0, 128(%rsp,%rax)
	jmp	.L762
.L802:
	movq	8(%rsp), %rax
	movzbl	%dl, %edx
	movq	%rsi, %r14
	movl	(%rax,%rdx,4), %ebp
	jmp	.L762
.L797:
	movq	8(%rsp), %rcx
	sarl	$16, %eax
	cltq
	movl	(%rcx,%rax,4), %eax
	addl	$16, %eax
	jmp	.L798
.L935:
	cmpq	$4, %rdi
	jle	.L1047
	cmpl	$63, %ebx
	jg	.L1123
	movslq	88(%rsp), %rsi
	movslq	%ebx, %rax
	movq	%rdx, %xmm3
	addl	$1, %ebx
	salq	$5, %rax
	movq	%rdx, %r12
	leaq	0(%r13,%rsi,4), %rsi
	movq	%rcx, 144(%rsp,%rax)
	movq	%rsi, %xmm0
	movl	(%rsp), %esi
	movl	%r8d, 152(%rsp,%rax)
	punpcklqdq	%xmm3, %xmm0
	movl	%esi, 156(%rsp,%rax)
	movaps	%xmm0, 128(%rsp,%rax)
	jmp	.L762
.L1115:
	movq	8(%rsp), %rcx
	sarl	$8, %eax
	cltq
	movl	(%rcx,%rax,4), %eax
	addl	$8, %eax
	jmp	.L798
.L940:
	cmpl	$63, %ebx
	jg	.L1124
	movl	(%rsp), %edi
	movslq	%ebx, %rsi
	leal	1(%rbx), %eax
	salq	$5, %rsi
	movq	%r13, 128(%rsp,%rsi)
	movq	%r14, 136(%rsp,%rsi)
	movq	%rdx, 144(%rsp,%rsi)
	movl	%ebp, 152(%rsp,%rsi)
	movl	%edi, 156(%rsp,%rsi)
	cmpl	$63, %ebx
	je	.L1125
	cltq
	salq	$5, %rax
	movq	%r12, 144(%rsp,%rax)
	movaps	%xmm0, 128(%rsp,%rax)
	jmp	.L1049
.L801:
	movq	8(%rsp), %rdi
	sarl	$16, %edx
	movq	%rsi, %r14
	movslq	%edx, %rax
	movl	(%rdi,%rax,4), %ebp
	addl	$16, %ebp
	jmp	.L762
.L782:
	movq	8(%rsp), %rsi
	sarl	$16, %edx
	movslq	%edx, %rdx
	movl	(%rsi,%rdx,4), %edx
	addl	$16, %edx
	jmp	.L783
.L960:
	movl	$-1, %ecx
	jmp	.L818
.L806:
	movq	8(%rsp), %rsi
	movzbl	%al, %eax
	movq	%rcx, %r12
	movl	(%rsi,%rax,4), %ebp
	jmp	.L762
.L805:
	movq	8(%rsp), %rsi
	sarl	$16, %eax
	movq	%rcx, %r12
	cltq
	movl	(%rsi,%rax,4), %ebp
	addl	$16, %ebp
	jmp	.L762
.L849:
	movslq	88(%rsp), %rax
	movq	%rdx, %r12
	leaq	0(%r13,%rax,4), %r13
	jmp	.L762
.L1114:
	leaq	__PRETTY_FUNCTION__.3(%rip), %rcx
	movl	$1350, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC1(%rip), %rdi
	call	__assert_fail@PLT
.L1112:
	leaq	__PRETTY_FUNCTION__.3(%rip), %rcx
	movl	$1257, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC1(%rip), %rdi
	call	__assert_fail@PLT
.L1121:
	leaq	__PRETTY_FUNCTION__.3(%rip), %rcx
	movl	$1324, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC1(%rip), %rdi
	call	__assert_fail@PLT
.L1120:
	leaq	__PRETTY_FUNCTION__.3(%rip), %rcx
	movl	$1323, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC1(%rip), %rdi
	call	__assert_fail@PLT
	.p2align 4,,10
	.p2align 3
.L928:
	cmpl	$63, %ebx
	jg	.L1126
	movslq	%ebx, %rax
	salq	$5, %rax
	movq	%r12, 144(%rsp,%rax)
	movaps	%xmm0, 128(%rsp,%rax)
.L1050:
	movl	(%rsp), %esi
	movl	%ebp, 152(%rsp,%rax)
	addl	$1, %ebx
	movl	%r8d, %ebp
	movq	%rcx, %r12
	movq	%rdx, %r14
	movl	%esi, 156(%rsp,%rax)
	movslq	88(%rsp), %rax
	leaq	0(%r13,%rax,4), %r13
	jmp	.L762
.L1118:
	leaq	__PRETTY_FUNCTION__.3(%rip), %rcx
	movl	$1332, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC1(%rip), %rdi
	call	__assert_fail@PLT
.L1111:
	leaq	__PRETTY_FUNCTION__.3(%rip), %rcx
	movl	$1339, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC1(%rip), %rdi
	call	__assert_fail@PLT
.L1110:
	leaq	__PRETTY_FUNCTION__.3(%rip), %rcx
	movl	$1338, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC1(%rip), %rdi
	call	__assert_fail@PLT
.L1117:
	leaq	__PRETTY_FUNCTION__.3(%rip), %rcx
	movl	$1331, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC1(%rip), %rdi
	call	__assert_fail@PLT
.L1126:
	leaq	__PRETTY_FUNCTION__.3(%rip), %rcx
	movl	$1327, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC1(%rip), %rdi
	call	__assert_fail@PLT
.L1080:
	leaq	__PRETTY_FUNCTION__.3(%rip), %rcx
	movl	$1253, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC1(%rip), %rdi
	call	__assert_fail@PLT
.L1123:
	leaq	__PRETTY_FUNCTION__.3(%rip), %rcx
	movl	$1342, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC1(%rip), %rdi
	call	__assert_fail@PLT
.L1093:
	leaq	__PRETTY_FUNCTION__.3(%rip), %rcx
	movl	$1211, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC1(%rip), %rdi
	call	__assert_fail@PLT
.L1122:
	leaq	__PRETTY_FUNCTION__.3(%rip), %rcx
	movl	$1316, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC1(%rip), %rdi
	call	__assert_fail@PLT
.L1097:
	leaq	__PRETTY_FUNCTION__.3(%rip), %rcx
	movl	$1313, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC1(%rip), %rdi
	call	__assert_fail@PLT
.L1096:
	leaq	__PRETTY_FUNCTION__.3(%rip), %rcx
	movl	$1312, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC1(%rip), %rdi
	call	__assert_fail@PLT
.L1125:
	leaq	__PRETTY_FUNCTION__.3(%rip), %rcx
	movl	$1358, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC1(%rip), %rdi
	call	__assert_fail@PLT
.L1124:
	leaq	__PRETTY_FUNCTION__.3(%rip), %rcx
	movl	$1357, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC1(%rip), %rdi
	call	__assert_fail@PLT
.L1113:
	leaq	__PRETTY_FUNCTION__.3(%rip), %rcx
	movl	$1349, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC1(%rip), %rdi
	call	__assert_fail@PLT
	.p2align 4,,10
	.p2align 3
.L941:
	cmpl	$63, %ebx
	jg	.L1127
	movslq	%ebx, %rax
	salq	$5, %rax
	movq	%r13, 128(%rsp,%rax)
	movq	%r14, 136(%rsp,%rax)
	movq	%rdx, 144(%rsp,%rax)
	jmp	.L1050
.L1107:
	leaq	__PRETTY_FUNCTION__.3(%rip), %rcx
	movl	$1220, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC1(%rip), %rdi
	call	__assert_fail@PLT
.L1088:
	leaq	__PRETTY_FUNCTION__.3(%rip), %rcx
	movl	$1237, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC2(%rip), %rdi
	call	__assert_fail@PLT
.L1127:
	leaq	__PRETTY_FUNCTION__.3(%rip), %rcx
	movl	$1353, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC1(%rip), %rdi
	call	__assert_fail@PLT
.L1089:
	leaq	__PRETTY_FUNCTION__.3(%rip), %rcx
	movl	$1366, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC1(%rip), %rdi
	call	__assert_fail@PLT
.L1091:
	leaq	__PRETTY_FUNCTION__.3(%rip), %rcx
	movl	$1205, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC1(%rip), %rdi
	call	__assert_fail@PLT
.L1092:
	leaq	__PRETTY_FUNCTION__.3(%rip), %rcx
	movl	$1206, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC1(%rip), %rdi
	call	__assert_fail@PLT
.L1098:
	leaq	__PRETTY_FUNCTION__.3(%rip), %rcx
	movl	$1375, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC1(%rip), %rdi
	call	__assert_fail@PLT
	.cfi_endproc
.LFE66:
	.size	tr_introsort.constprop.0, .-tr_introsort.constprop.0
	.p2align 4
	.type	sort_typeBstar.constprop.0, @function
sort_typeBstar.constprop.0:
.LFB67:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	movq	%rcx, %r9
	xorl	%eax, %eax
	movl	$128, %ecx
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	movq	%rdx, %r14
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
	movslq	%r8d, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	leal	-1(%rbp), %r15d
	movq	%rbp, %rbx
	subq	$232, %rsp
	.cfi_def_cfa_offset 288
	movq	%rdi, 104(%rsp)
	movq	%rdx, %rdi
	movl	$262144, %edx
	rep stosq
	movq	%rsi, 64(%rsp)
	movq	%r9, %rdi
	xorl	%esi, %esi
	call	memset@PLT
	movq	%r13, %r10
	movq	%rbp, %rdi
	movq	%rax, %r9
	leaq	-1(%r13,%rbp), %rax
	movq	%rax, 136(%rsp)
	movzbl	(%rax), %edx
	movl	%r15d, %eax
.L1129:
	movl	%edi, %r13d
	testl	%eax, %eax
	js	.L1130
	movslq	%eax, %rcx
	leaq	-1(%r10,%rcx), %rsi
	jmp	.L1131
	.p2align 4,,10
	.p2align 3
.L1371:
	movzbl	(%rsi), %ecx
	subq	$1, %rsi
	cmpl	%ecx, %edx
	jg	.L1370
	movl	%ecx, %edx
.L1131:
	movslq	%edx, %rcx
	movl	%eax, %r8d
	addl	$1, (%r14,%rcx,4)
	subl	$1, %eax
	jnb	.L1371
.L1130:
	movl	%ebx, %r8d
	movl	(%r14), %esi
	movl	$1, %r10d
	xorl	%ecx, %ecx
	movl	$0, (%r14)
	subl	%r13d, %r8d
	addl	(%r9), %esi
	xorl	%edi, %edi
.L1138:
	leal	-1(%r10), %r11d
	movl	%r10d, %r12d
	movl	%r10d, %eax
	.p2align 4,,10
	.p2align 3
.L1137:
	movl	%eax, %edx
	orl	%edi, %edx
	movslq	%edx, %rdx
	leaq	(%r9,%rdx,4), %rdx
	addl	(%rdx), %ecx
	movl	%ecx, (%rdx)
	movl	%eax, %edx
	addl	$1, %eax
	sall	$8, %edx
	orl	%r11d, %edx
	addl	(%r9,%rdx,4), %esi
	cmpl	$256, %eax
	jne	.L1137
	movl	(%r14,%r10,4), %edx
	addl	$256, %edi
	orl	%edi, %r12d
	addl	%esi, %edx
	movslq	%r12d, %rax
	addl	%ecx, %esi
	movl	%esi, (%r14,%r10,4)
	addl	(%r9,%rax,4), %edx
	addq	$1, %r10
	movl	%edx, %esi
	cmpl	$65280, %edi
	jne	.L1138
	testl	%r8d, %r8d
	je	.L1128
	movslq	%r8d, %rax
	movq	64(%rsp), %rdi
	movq	%rbp, %rdx
	movq	104(%rsp), %rcx
	leaq	0(,%rax,4), %r12
	subq	%rax, %rdx
	leaq	(%rdi,%r12), %rax
	leaq	(%rdi,%rdx,4), %rdx
	movq	%rax, 88(%rsp)
	leal	-2(%r8), %eax
	movq	%rdx, 112(%rsp)
	movslq	%eax, %rdx
	cmpl	$-1, %eax
	je	.L1143
.L1142:
	movq	112(%rsp), %rax
	movq	64(%rsp), %rdi
	movslq	(%rax,%rdx,4), %rsi
	movzbl	1(%rcx,%rsi), %eax
	movzbl	(%rcx,%rsi), %esi
	sall	$8, %esi
	orl	%esi, %eax
	cltq
	leaq	(%r9,%rax,4), %rsi
	movl	(%rsi), %eax
	subl	$1, %eax
	movl	%eax, (%rsi)
	cltq
	movl	%edx, (%rdi,%rax,4)
	subq	$1, %rdx
	cmpl	$-1, %edx
	jne	.L1142
.L1143:
	movq	112(%rsp), %rax
	movq	104(%rsp), %rdi
	leal	-1(%r8), %r11d
	movl	%r8d, 96(%rsp)
	movl	$254, 100(%rsp)
	movslq	-4(%rax,%r12), %rdx
	movl	%r15d, 152(%rsp)
	movl	%r11d, 144(%rsp)
	movzbl	1(%rdi,%rdx), %eax
	movzbl	(%rdi,%rdx), %edx
	movl	%r8d, 156(%rsp)
	movq	64(%rsp), %rdi
	movq	%r14, 160(%rsp)
	sall	$8, %edx
	orl	%edx, %eax
	cltq
	leaq	(%r9,%rax,4), %rdx
	movl	(%rdx), %eax
	subl	$1, %eax
	movl	%eax, (%rdx)
	cltq
	movl	%r11d, (%rdi,%rax,4)
	leal	(%r8,%r8), %eax
	movl	%ebx, %edi
	subl	%eax, %edi
	movl	%edi, 120(%rsp)
.L1141:
	movl	100(%rsp), %eax
	movq	104(%rsp), %r14
	movq	%r12, 176(%rsp)
	movl	%ebx, 188(%rsp)
	movq	112(%rsp), %r12
	movq	%r9, %rbx
	sall	$8, %eax
	leaq	(%r14,%rbp), %r8
	movl	$255, 60(%rsp)
	movl	%eax, 124(%rsp)
	movq	%rbp, 168(%rsp)
	movl	%r13d, 184(%rsp)
	movq	%r8, 192(%rsp)
	jmp	.L1210
.L1145:
	subl	$1, 60(%rsp)
	movl	100(%rsp), %edi
	movl	60(%rsp), %eax
	cmpl	%edi, %eax
	je	.L1372
.L1210:
	movl	60(%rsp), %edi
	movl	124(%rsp), %eax
	movslq	96(%rsp), %rdx
	orl	%edi, %eax
	cltq
	movl	(%rbx,%rax,4), %edi
	movl	%edx, %eax
	subl	%edi, %eax
	movl	%edi, 96(%rsp)
	cmpl	$1, %eax
	jle	.L1145
	movslq	%edi, %rax
	movq	64(%rsp), %rdi
	leaq	(%rdi,%rax,4), %rax
	leaq	(%rdi,%rdx,4), %r8
	movl	(%rax), %esi
	movq	%rax, %rdi
	addq	$4, %rax
	cmpl	%esi, 144(%rsp)
	cmovne	%rdi, %rax
	movq	%r8, %r9
	movl	%esi, 148(%rsp)
	movq	%rax, 24(%rsp)
	movq	%rax, %rdx
	subq	%rax, %r9
	movslq	120(%rsp), %rax
	cmpl	$1023, %eax
	jg	.L1250
	movq	%r9, %rsi
	sarq	$2, %rsi
	cmpq	%rsi, %rax
	jl	.L1148
	movq	%r8, %rcx
	movq	%r12, %rsi
	movq	%r14, %rdi
	movq	%r8, 8(%rsp)
	call	ss_mintrosort.constprop.0
	movq	8(%rsp), %r8
.L1149:
	movl	148(%rsp), %edi
	cmpl	%edi, 144(%rsp)
	jne	.L1145
	movq	24(%rsp), %rsi
	movslq	-4(%rsi), %rax
	movq	%rax, %rdx
	movslq	(%r12,%rax,4), %rax
	leaq	2(%rax), %rdi
	cmpq	%r8, %rsi
	jnb	.L1204
	movq	24(%rsp), %rsi
	movq	192(%rsp), %r13
	jmp	.L1203
.L1205:
	movl	%r10d, -4(%rsi)
	addq	$4, %rsi
	cmpq	%r8, %rsi
	jnb	.L1357
.L1203:
	movl	(%rsi), %r10d
	testl	%r10d, %r10d
	js	.L1205
	movslq	%r10d, %rax
	leaq	(%r12,%rax,4), %r9
	leaq	(%r14,%rdi), %rax
	movslq	(%r9), %rcx
	movslq	4(%r9), %r9
	leaq	2(%r14,%rcx), %rcx
	leaq	2(%r14,%r9), %r9
	cmpq	%r13, %rax
	jb	.L1367
	jmp	.L1357
	.p2align 4,,10
	.p2align 3
.L1209:
	addq	$1, %rax
	addq	$1, %rcx
	cmpq	%r13, %rax
	jnb	.L1357
.L1367:
	cmpq	%r9, %rcx
	jnb	.L1208
	movzbl	(%rcx), %r11d
	cmpb	%r11b, (%rax)
	je	.L1209
.L1208:
	cmpq	%r13, %rax
	jnb	.L1357
	cmpq	%r9, %rcx
	jnb	.L1205
	movzbl	(%rax), %eax
	cmpb	%al, (%rcx)
	jb	.L1205
.L1357:
	movq	%rsi, 24(%rsp)
.L1204:
	movq	24(%rsp), %rax
	movl	%edx, -4(%rax)
	jmp	.L1145
.L1370:
	movl	%ecx, %esi
	sall	$8, %esi
	orl	%esi, %edx
	movslq	%edx, %rdx
	addl	$1, (%r9,%rdx,4)
	movq	64(%rsp), %rdx
	movl	%eax, -4(%rdx,%rdi,4)
	leal	-2(%r8), %eax
	cmpl	$1, %r8d
	je	.L1373
	movslq	%eax, %rsi
	addq	%r10, %rsi
	jmp	.L1133
.L1135:
	sall	$8, %edx
	subl	$1, %eax
	subq	$1, %rsi
	orl	%ecx, %edx
	movslq	%edx, %rdx
	addl	$1, (%r9,%rdx,4)
	cmpl	$-1, %eax
	je	.L1134
.L1133:
	movl	%ecx, %edx
	movzbl	(%rsi), %ecx
	cmpl	%edx, %ecx
	jle	.L1135
.L1134:
	subq	$1, %rdi
	movl	%ecx, %edx
	jmp	.L1129
.L1148:
	movl	%esi, %r10d
	cmpl	$1048575, %esi
	jg	.L1249
	cmpl	$65535, %esi
	jbe	.L1151
	movl	%esi, %eax
	cmpl	$16777215, %esi
	jbe	.L1152
	shrl	$24, %eax
	leaq	lg_table(%rip), %rdi
	movl	(%rdi,%rax,4), %eax
	addl	$24, %eax
.L1153:
	cmpl	$15, %eax
	jle	.L1155
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
	jle	.L1156
	movl	%r10d, %eax
	cltd
	idivl	%ecx
	leal	1(%rcx,%rax), %ecx
	sarl	%ecx
.L1156:
	movl	%r10d, %eax
	cltd
	idivl	%ecx
	leal	1(%rcx,%rax), %eax
	sarl	%eax
.L1157:
	movl	%eax, %edx
	imull	%eax, %edx
	cmpl	%esi, %edx
	setg	%dl
	movzbl	%dl, %edx
	subl	%edx, %eax
.L1159:
	cmpl	%eax, 120(%rsp)
	jl	.L1374
.L1250:
	movl	120(%rsp), %eax
	movq	%r8, %r15
	movl	$0, 128(%rsp)
	movl	%eax, 40(%rsp)
	movq	88(%rsp), %rax
	movq	%rax, 48(%rsp)
	cmpq	$4096, %r9
	jle	.L1160
.L1384:
	xorl	%eax, %eax
	movq	24(%rsp), %r10
	movq	%r15, 80(%rsp)
	movl	%eax, 16(%rsp)
	movq	%rbx, 200(%rsp)
	movq	%r8, 72(%rsp)
	movq	%r10, %r8
	.p2align 4,,10
	.p2align 3
.L1163:
	movq	%r8, %rbx
	addq	$4096, %r8
	movq	%r12, %rsi
	movq	%r14, %rdi
	movq	%r8, %rcx
	movq	%rbx, %rdx
	movq	%r8, 8(%rsp)
	movl	$1024, %r15d
	call	ss_mintrosort.constprop.0
	movq	8(%rsp), %r8
	movq	72(%rsp), %rsi
	movl	40(%rsp), %eax
	movl	16(%rsp), %edi
	subq	%r8, %rsi
	sarq	$2, %rsi
	movl	%edi, %ebp
	cmpl	%esi, %eax
	movl	%esi, %r13d
	cmovge	%eax, %r13d
	movq	48(%rsp), %rax
	cmovl	%r8, %rax
	andl	$1, %edi
	je	.L1165
	movq	%r8, 32(%rsp)
	movq	%rax, 8(%rsp)
	.p2align 4,,10
	.p2align 3
.L1162:
	subq	$8, %rsp
	.cfi_def_cfa_offset 296
	movslq	%r15d, %rax
	movq	%rbx, %rcx
	movq	%r12, %rsi
	pushq	%r13
	.cfi_def_cfa_offset 304
	salq	$2, %rax
	movq	24(%rsp), %r9
	movq	%r14, %rdi
	leaq	(%rbx,%rax), %r8
	subq	%rax, %rbx
	sarl	%ebp
	addl	%r15d, %r15d
	movq	%rbx, %rdx
	call	ss_swapmerge.constprop.0
	popq	%r9
	.cfi_def_cfa_offset 296
	popq	%r10
	.cfi_def_cfa_offset 288
	testb	$1, %bpl
	jne	.L1162
	movq	32(%rsp), %r8
.L1165:
	movq	80(%rsp), %rax
	addl	$1, 16(%rsp)
	subq	%r8, %rax
	cmpq	$4096, %rax
	jg	.L1163
	movq	80(%rsp), %r15
	movq	%r8, %r10
	movl	16(%rsp), %eax
	movq	%r12, %rsi
	movq	72(%rsp), %r8
	movq	%r10, %rdx
	movq	%r14, %rdi
	movq	%r10, 16(%rsp)
	movq	200(%rsp), %rbx
	movq	%r15, %rcx
	movl	%eax, 32(%rsp)
	movl	$1024, %ebp
	movq	%r8, 8(%rsp)
	call	ss_mintrosort.constprop.0
	movq	16(%rsp), %rcx
	movq	%rbx, 16(%rsp)
	movl	32(%rsp), %ebx
	jmp	.L1168
.L1167:
	addl	%ebp, %ebp
	sarl	%ebx
	je	.L1375
.L1168:
	testb	$1, %bl
	je	.L1167
	subq	$8, %rsp
	.cfi_def_cfa_offset 296
	movslq	%ebp, %rdx
	movq	%rcx, %r13
	movq	%r15, %r8
	movl	48(%rsp), %eax
	salq	$2, %rdx
	movq	%r14, %rdi
	movq	%r12, %rsi
	subq	%rdx, %r13
	addl	%ebp, %ebp
	pushq	%rax
	.cfi_def_cfa_offset 304
	movq	64(%rsp), %r9
	movq	%r13, %rdx
	call	ss_swapmerge.constprop.0
	sarl	%ebx
	popq	%rdi
	.cfi_def_cfa_offset 296
	movq	%r13, %rcx
	popq	%r8
	.cfi_def_cfa_offset 288
	jne	.L1168
.L1375:
	movq	8(%rsp), %r8
	movq	16(%rsp), %rbx
.L1166:
	movl	128(%rsp), %esi
	testl	%esi, %esi
	je	.L1149
	movq	%r8, %rcx
	movq	%r15, %rdx
	movq	%r12, %rsi
	movq	%r14, %rdi
	movq	%r8, 8(%rsp)
	call	ss_mintrosort.constprop.0
	movq	8(%rsp), %r8
	movq	%rbx, 128(%rsp)
	movq	%r8, 80(%rsp)
	movq	%r8, %rdx
.L1202:
	movslq	-4(%rdx), %rax
	testl	%eax, %eax
	js	.L1376
	movl	$0, 32(%rsp)
	leaq	(%r12,%rax,4), %rcx
.L1173:
	movq	24(%rsp), %rdi
	movq	%r15, %rax
	subq	%rdi, %rax
	sarq	$2, %rax
	movl	%eax, %r10d
	movl	%eax, %r9d
	sarl	%r10d
	testl	%eax, %eax
	jle	.L1174
	movslq	(%rcx), %rax
	movl	$-1, %r13d
	leaq	2(%r14,%rax), %rbx
	movslq	4(%rcx), %rax
	leaq	2(%r14,%rax), %r8
	movq	%rdi, %rax
	cmpq	%r8, %rbx
	setb	%bpl
	.p2align 4,,10
	.p2align 3
.L1184:
	movslq	%r10d, %rcx
	leaq	(%rax,%rcx,4), %r11
	movl	(%r11), %ecx
	testl	%ecx, %ecx
	jns	.L1366
	notl	%ecx
.L1366:
	movslq	%ecx, %rsi
	leaq	(%r12,%rsi,4), %rsi
	movslq	(%rsi), %rcx
	movslq	4(%rsi), %rsi
	leaq	2(%r14,%rcx), %rcx
	leaq	2(%r14,%rsi), %rdi
	cmpq	%rdi, %rcx
	jnb	.L1260
	movq	%rbx, %rsi
	testb	%bpl, %bpl
	je	.L1260
	movq	%rax, 8(%rsp)
	jmp	.L1177
	.p2align 4,,10
	.p2align 3
.L1180:
	addq	$1, %rcx
	addq	$1, %rsi
	cmpq	%rdi, %rcx
	jnb	.L1344
	cmpq	%r8, %rsi
	jnb	.L1345
.L1177:
	movzbl	(%rsi), %eax
	cmpb	%al, (%rcx)
	je	.L1180
.L1345:
	movq	8(%rsp), %rax
.L1179:
	cmpq	%rdi, %rcx
	jnb	.L1181
	cmpq	%r8, %rsi
	jnb	.L1254
	movzbl	(%rcx), %ecx
	movzbl	(%rsi), %esi
	subl	%esi, %ecx
	jns	.L1377
.L1183:
	movl	%r9d, %ecx
	movl	%r10d, %r9d
	leaq	4(%r11), %rax
	notl	%ecx
	andl	$1, %ecx
	subl	%ecx, %r9d
.L1182:
	movl	%r9d, %r10d
	sarl	%r10d
	testl	%r9d, %r9d
	jg	.L1184
	cmpq	%r15, %rax
	jnb	.L1186
	testl	%r13d, %r13d
	jne	.L1187
	notl	(%rax)
.L1187:
	movq	%r15, %r9
	movq	%rdx, %rcx
	subq	%rax, %r9
	subq	%r15, %rcx
	movq	%r9, %rsi
	sarq	$2, %rcx
	sarq	$2, %rsi
	movl	%ecx, %edi
	movl	%esi, %r8d
	testl	%esi, %esi
	jle	.L1188
	testl	%ecx, %ecx
	jle	.L1188
	cmpl	%ecx, %esi
	movq	%rax, %rcx
	je	.L1189
	movq	%r12, 40(%rsp)
	movq	%rdx, %rsi
	leaq	1(%r15), %rbx
	leaq	-4(%r15), %r11
	movq	%rdx, 48(%rsp)
	leaq	-5(%r15), %rbp
	movq	%rax, 72(%rsp)
	movq	%r9, %rax
	.p2align 4,,10
	.p2align 3
.L1190:
	cmpl	%r8d, %edi
	jle	.L1192
	leaq	-4(%rsi), %rdx
	movl	-4(%rsi), %r10d
	movq	%r11, %rsi
	leaq	-1(%rcx), %r9
	subq	%rcx, %rsi
	movq	%rdx, 8(%rsp)
	xorl	%edx, %edx
	leal	1(%r8), %r13d
	shrq	$2, %rsi
	movq	%r15, 16(%rsp)
	movq	%rsi, %r12
	notq	%rsi
	negq	%r12
	salq	$2, %r12
	cmpq	%r9, %rbp
	cmovb	%rdx, %r12
	salq	$2, %rsi
	movq	8(%rsp), %rdx
	cmpq	%r9, %rbp
	movq	$-4, %r9
	cmovnb	%rsi, %r9
	subq	$8, %r12
	.p2align 4,,10
	.p2align 3
.L1195:
	movq	%rax, 8(%rsp)
	movq	%r11, %rsi
	movq	%rdx, %r15
	.p2align 4,,10
	.p2align 3
.L1193:
	movl	(%rsi), %eax
	subq	$4, %rsi
	subq	$4, %r15
	movl	%eax, 4(%r15)
	movl	(%r15), %eax
	movl	%eax, 4(%rsi)
	cmpq	%rcx, %rsi
	jnb	.L1193
	leaq	(%rdx,%r9), %rsi
	subl	%r13d, %edi
	movq	8(%rsp), %rax
	movl	%r10d, (%rsi)
	cmpl	%r8d, %edi
	jle	.L1347
	movl	-4(%rsi), %r10d
	addq	%r12, %rdx
	jmp	.L1195
	.p2align 4,,10
	.p2align 3
.L1344:
	movq	8(%rsp), %rax
.L1181:
	cmpq	%r8, %rsi
	jb	.L1183
	movl	%r10d, %r9d
	xorl	%r13d, %r13d
	jmp	.L1182
	.p2align 4,,10
	.p2align 3
.L1192:
	movq	%rsi, %rdx
	xorl	%r12d, %r12d
	movq	%rax, 16(%rsp)
	movl	(%rcx), %r9d
	subq	%r15, %rdx
	leal	1(%rdi), %r13d
	subq	$1, %rdx
	movq	%rdx, %r10
	andq	$-4, %rdx
	shrq	$2, %r10
	cmpq	%rbx, %rsi
	cmovb	%r12, %rdx
	leaq	4(,%r10,4), %r10
	movl	$4, %r12d
	cmovb	%r12, %r10
	leaq	8(%rdx), %r12
	.p2align 4,,10
	.p2align 3
.L1197:
	movq	%rcx, 8(%rsp)
	movq	%r15, %rax
	movq	%rcx, %rdx
	.p2align 4,,10
	.p2align 3
.L1196:
	movl	(%rax), %ecx
	addq	$4, %rax
	addq	$4, %rdx
	movl	%ecx, -4(%rdx)
	movl	(%rdx), %ecx
	movl	%ecx, -4(%rax)
	cmpq	%rsi, %rax
	jb	.L1196
	movq	8(%rsp), %rcx
	subl	%r13d, %r8d
	leaq	(%rcx,%r10), %rax
	addq	%r12, %rcx
	movl	%r9d, (%rax)
	cmpl	%edi, %r8d
	jle	.L1348
	movl	4(%rax), %r9d
	jmp	.L1197
	.p2align 4,,10
	.p2align 3
.L1347:
	movq	16(%rsp), %r15
	testl	%r8d, %r8d
	jle	.L1349
.L1378:
	testl	%edi, %edi
	jle	.L1349
	cmpl	%edi, %r8d
	jne	.L1190
	movq	%rax, %r9
	movq	40(%rsp), %r12
	movq	48(%rsp), %rdx
	movq	72(%rsp), %rax
.L1189:
	movl	%edi, %edi
	leaq	(%r15,%rdi,4), %r8
	.p2align 4,,10
	.p2align 3
.L1191:
	movl	(%rcx), %esi
	movl	(%r15), %edi
	addq	$4, %r15
	addq	$4, %rcx
	movl	%edi, -4(%rcx)
	movl	%esi, -4(%r15)
	cmpq	%r15, %r8
	jne	.L1191
.L1188:
	subq	%r9, %rdx
	cmpq	%rax, 24(%rsp)
	je	.L1350
	movq	%rax, %r15
.L1186:
	movl	32(%rsp), %eax
	subq	$4, %rdx
	testl	%eax, %eax
	jne	.L1201
.L1200:
	cmpq	%rdx, %r15
	jne	.L1202
.L1350:
	movq	80(%rsp), %r8
	movq	128(%rsp), %rbx
	jmp	.L1149
	.p2align 4,,10
	.p2align 3
.L1201:
	movl	-4(%rdx), %eax
	subq	$4, %rdx
	testl	%eax, %eax
	jns	.L1200
	movl	-4(%rdx), %eax
	subq	$4, %rdx
	testl	%eax, %eax
	js	.L1201
	jmp	.L1200
	.p2align 4,,10
	.p2align 3
.L1348:
	movq	16(%rsp), %rax
	testl	%r8d, %r8d
	jg	.L1378
.L1349:
	movq	%rax, %r9
	movq	40(%rsp), %r12
	movq	48(%rsp), %rdx
	movq	72(%rsp), %rax
	jmp	.L1188
	.p2align 4,,10
	.p2align 3
.L1254:
	movl	%r10d, %r9d
	movl	$1, %r13d
	jmp	.L1182
.L1260:
	movq	%rbx, %rsi
	jmp	.L1179
.L1376:
	notl	%eax
	movl	$1, 32(%rsp)
	cltq
	leaq	(%r12,%rax,4), %rcx
	jmp	.L1173
.L1377:
	movl	%ecx, %r13d
	movl	%r10d, %r9d
	jmp	.L1182
.L1174:
	cmpq	%r15, 24(%rsp)
	jnb	.L1186
	movq	80(%rsp), %r8
	movq	128(%rsp), %rbx
	jmp	.L1149
.L1372:
	movl	96(%rsp), %r14d
	subl	$1, %eax
	movq	%rbx, %r9
	movq	168(%rsp), %rbp
	movl	%eax, 100(%rsp)
	movq	176(%rsp), %r12
	movl	184(%rsp), %r13d
	movl	188(%rsp), %ebx
	testl	%r14d, %r14d
	jg	.L1141
	movl	144(%rsp), %r11d
	movl	152(%rsp), %r15d
	movl	156(%rsp), %r8d
	movq	160(%rsp), %r14
	movq	88(%rsp), %rdi
	movq	64(%rsp), %rsi
	movl	%r11d, %eax
.L1211:
	movslq	%eax, %rcx
	leaq	(%rsi,%rcx,4), %rdx
	movl	(%rdx), %ebp
	testl	%ebp, %ebp
	jns	.L1379
.L1216:
	movl	(%rsi,%rcx,4), %edx
	movq	%rcx, %r10
	notl	%edx
	movl	%edx, (%rsi,%rcx,4)
	movslq	%edx, %rdx
	subq	$1, %rcx
	movl	%eax, (%rdi,%rdx,4)
	movslq	(%rsi,%rcx,4), %rdx
	testl	%edx, %edx
	js	.L1216
	movl	%eax, (%rdi,%rdx,4)
	movl	%r10d, %eax
	subl	$2, %eax
	jns	.L1211
.L1215:
	cmpl	$65535, %r8d
	jle	.L1218
.L1387:
	movl	%r8d, %eax
	cmpl	$16777215, %r8d
	jg	.L1380
	sarl	$16, %eax
	leaq	lg_table(%rip), %rdi
	cltq
	movl	(%rdi,%rax,4), %eax
	addl	$16, %eax
.L1220:
	addl	%eax, %eax
	movl	%r13d, %ecx
	movl	%r8d, 216(%rsp)
	movslq	%eax, %rdx
	sarl	$31, %eax
	subl	%ebx, %ecx
	movl	%r8d, 212(%rsp)
	imulq	$1431655766, %rdx, %rdx
	shrq	$32, %rdx
	subl	%eax, %edx
	movq	88(%rsp), %rax
	movl	%edx, 208(%rsp)
	leaq	4(%rax), %r10
	movq	64(%rsp), %rax
	movl	(%rax), %edx
	leaq	208(%rsp), %rax
	movq	%rax, 40(%rsp)
	cmpl	%ecx, %edx
	jle	.L1232
	movl	%r15d, 16(%rsp)
	movl	%ecx, %r13d
	movl	%r11d, %esi
	movq	%r14, 24(%rsp)
	movq	%r12, 8(%rsp)
	movq	%r10, %r12
	movq	64(%rsp), %r10
	movl	%ebx, 32(%rsp)
	movq	88(%rsp), %rbx
.L1222:
	movl	%esi, %edi
	movl	%r13d, 48(%rsp)
	movq	%r12, %rsi
	movq	%r10, %rbp
	movl	%r8d, 60(%rsp)
	xorl	%r14d, %r14d
	xorl	%eax, %eax
	movq	%r10, %r15
	movq	%r9, 72(%rsp)
	movl	%edi, %r12d
	jmp	.L1230
.L1224:
	testl	%eax, %eax
	je	.L1226
	movslq	%eax, %rdx
	movl	%eax, 0(%rbp,%rdx,4)
.L1226:
	movslq	(%rbx,%rcx,4), %rax
	leaq	4(%r15,%rax,4), %r13
	movq	%r13, %rax
	subq	%rbp, %rax
	cmpq	$4, %rax
	jg	.L1381
	sete	%al
	movq	%r13, %rbp
	movzbl	%al, %eax
	negl	%eax
.L1225:
	cmpq	%rbx, %rbp
	jnb	.L1229
.L1382:
	movl	0(%rbp), %edx
.L1230:
	movslq	%edx, %rcx
	leaq	0(,%rcx,4), %rdi
	testl	%edx, %edx
	jns	.L1224
	subq	%rdi, %rbp
	addl	%edx, %eax
	cmpq	%rbx, %rbp
	jb	.L1382
.L1229:
	movl	%r12d, %edi
	movl	48(%rsp), %r13d
	movq	%rsi, %r12
	movl	60(%rsp), %r8d
	movq	72(%rsp), %r9
	movq	%r15, %r10
	movl	%edi, %esi
	testl	%eax, %eax
	je	.L1231
	movslq	%eax, %rdx
	movl	%eax, 0(%rbp,%rdx,4)
.L1231:
	testl	%r14d, %r14d
	je	.L1360
	movq	%r12, %rax
	movl	(%r10), %edx
	subq	%rbx, %rax
	addq	%rax, %r12
	cmpl	%edx, %r13d
	jl	.L1222
.L1360:
	movq	8(%rsp), %r12
	movl	16(%rsp), %r15d
	movl	%esi, %r11d
	movq	24(%rsp), %r14
	movl	32(%rsp), %ebx
.L1232:
	movq	136(%rsp), %rax
	movq	88(%rsp), %rsi
	movq	104(%rsp), %r10
	movzbl	(%rax), %edx
	addq	%r12, %rsi
.L1223:
	testl	%r15d, %r15d
	js	.L1233
	leal	-1(%r15), %eax
	je	.L1233
	cltq
	jmp	.L1234
.L1235:
	subq	$1, %rax
	cmpl	$-1, %eax
	je	.L1233
.L1234:
	movl	%edx, %ecx
	movzbl	(%r10,%rax), %edx
	cmpl	%ecx, %edx
	jge	.L1235
	movl	%eax, %edi
	cmpl	$-1, %eax
	jne	.L1383
.L1233:
	movq	64(%rsp), %r15
	movl	%r8d, 16(%rsp)
	movl	%ebx, 262140(%r9)
	movl	$254, %ebx
	leaq	-4(%r15), %r13
.L1245:
	leal	1(%rbx), %eax
	movl	4(%r14,%rbx,4), %edi
	movl	%ebx, %ebp
	movl	%ebx, %r12d
	movl	%eax, 8(%rsp)
	sall	$8, %ebp
	movl	$255, %esi
	leal	-1(%rdi), %r10d
	.p2align 4,,10
	.p2align 3
.L1244:
	movl	%esi, %eax
	movl	%r10d, %r8d
	sall	$8, %eax
	orl	%r12d, %eax
	cltq
	leaq	(%r9,%rax,4), %rax
	subl	(%rax), %r8d
	movl	%r10d, (%rax)
	movl	%ebp, %eax
	orl	%esi, %eax
	cltq
	movl	(%r9,%rax,4), %edi
	cmpl	%r11d, %edi
	jg	.L1259
	movslq	%r11d, %r10
	movl	%r11d, %ecx
	leaq	0(,%r10,4), %rdx
	subl	%edi, %ecx
	salq	$2, %rcx
	leaq	(%r15,%rdx), %rax
	addq	%r13, %rdx
	subq	%rcx, %rdx
	movslq	%r8d, %rcx
	subq	%r10, %rcx
	.p2align 4,,10
	.p2align 3
.L1243:
	movl	(%rax), %r10d
	movl	%r10d, (%rax,%rcx,4)
	subq	$4, %rax
	cmpq	%rax, %rdx
	jne	.L1243
	movl	%edi, %eax
	subl	%r11d, %eax
	leal	-1(%rdi), %r11d
	leal	-1(%r8,%rax), %r10d
.L1242:
	subl	$1, %esi
	cmpl	%ebx, %esi
	jne	.L1244
	orl	%ebp, %r12d
	movl	8(%rsp), %eax
	movslq	%r12d, %rcx
	leaq	(%r9,%rcx,4), %rsi
	orl	%eax, %ebp
	movl	%r10d, %ecx
	subl	(%rsi), %ecx
	movslq	%ebp, %rax
	addl	$1, %ecx
	movl	%ecx, (%r9,%rax,4)
	movl	%r10d, (%rsi)
	subq	$1, %rbx
	jnb	.L1245
	movl	16(%rsp), %r8d
.L1128:
	addq	$232, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	movl	%r8d, %eax
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
.L1374:
	.cfi_restore_state
	movl	$1024, %edx
	cmpl	%edx, %eax
	cmovle	%eax, %edx
	movslq	%edx, %rax
	movl	%edx, 40(%rsp)
	salq	$2, %rax
	negq	%rax
.L1150:
	leaq	(%r8,%rax), %r15
	movq	24(%rsp), %rax
	movq	%r15, %r9
	movq	%r15, 48(%rsp)
	subq	%rax, %r9
	movl	40(%rsp), %eax
	movl	%eax, 128(%rsp)
	cmpq	$4096, %r9
	jg	.L1384
.L1160:
	movq	24(%rsp), %rdx
	movq	%r15, %rcx
	movq	%r12, %rsi
	movq	%r14, %rdi
	movq	%r8, 8(%rsp)
	call	ss_mintrosort.constprop.0
	movq	8(%rsp), %r8
	jmp	.L1166
	.p2align 4,,10
	.p2align 3
.L1155:
	cmpl	$7, %eax
	jle	.L1158
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
	jmp	.L1157
.L1152:
	sarl	$16, %eax
	leaq	lg_table(%rip), %rdi
	cltq
	movl	(%rdi,%rax,4), %eax
	addl	$16, %eax
	jmp	.L1153
.L1151:
	testl	$65280, %esi
	je	.L1154
	movl	%esi, %eax
	leaq	lg_table(%rip), %rdi
	sarl	$8, %eax
	cltq
	movl	(%rdi,%rax,4), %eax
	addl	$8, %eax
	jmp	.L1153
.L1249:
	movl	$1024, 40(%rsp)
	movq	$-4096, %rax
	jmp	.L1150
.L1154:
	movzbl	%sil, %eax
	leaq	lg_table(%rip), %rdi
	movl	(%rdi,%rax,4), %eax
	jmp	.L1153
.L1158:
	movslq	%esi, %rsi
	leaq	sqq_table(%rip), %rax
	movl	(%rax,%rsi,4), %eax
	sarl	$4, %eax
	jmp	.L1159
.L1379:
	movl	%eax, %ecx
	jmp	.L1214
.L1386:
	movl	-4(%rdx), %r10d
	subq	$4, %rdx
	testl	%r10d, %r10d
	js	.L1385
.L1214:
	movslq	(%rdx), %r10
	movq	%rdx, %rbp
	movl	%ecx, (%rdi,%r10,4)
	subl	$1, %ecx
	jnb	.L1386
	notl	%eax
	movl	%eax, (%rdx)
	cmpl	$65535, %r8d
	jle	.L1218
	jmp	.L1387
	.p2align 4,,10
	.p2align 3
.L1385:
	movl	%ecx, %edx
	subl	%eax, %edx
	movl	%edx, 0(%rbp)
	testl	%ecx, %ecx
	je	.L1215
	movslq	%ecx, %rcx
	movq	%rcx, %rax
	jmp	.L1216
.L1218:
	testl	$65280, %r8d
	je	.L1221
	movl	%r8d, %eax
	leaq	lg_table(%rip), %rdi
	sarl	$8, %eax
	cltq
	movl	(%rdi,%rax,4), %eax
	addl	$8, %eax
	jmp	.L1220
	.p2align 4,,10
	.p2align 3
.L1381:
	movq	40(%rsp), %r9
	movq	%r13, %r8
	movq	%rbp, %rcx
	movq	%r15, %rdx
	movq	%rbx, %rdi
	movq	%rsi, 80(%rsp)
	movl	$0, 220(%rsp)
	call	tr_introsort.constprop.0
	movl	220(%rsp), %eax
	movq	80(%rsp), %rsi
	testl	%eax, %eax
	je	.L1228
	addl	%eax, %r14d
	movq	%r13, %rbp
	xorl	%eax, %eax
	jmp	.L1225
.L1228:
	movq	%rbp, %rax
	movq	%r13, %rbp
	subq	%r13, %rax
	sarq	$2, %rax
	jmp	.L1225
.L1259:
	movl	%r8d, %r10d
	jmp	.L1242
.L1383:
	leal	-1(%rax), %ecx
	testl	%eax, %eax
	je	.L1388
	movslq	%ecx, %rax
	jmp	.L1237
.L1239:
	subq	$1, %rax
	cmpl	$-1, %eax
	je	.L1238
.L1237:
	movl	%edx, %ecx
	movzbl	(%r10,%rax), %edx
	cmpl	%ecx, %edx
	jle	.L1239
	movl	%edi, %ecx
	movl	%eax, %r15d
	subl	%eax, %ecx
	movl	%edi, %eax
	cmpl	$2, %ecx
	notl	%eax
	movq	64(%rsp), %rcx
	cmovl	%eax, %edi
	movslq	-4(%rsi), %rax
	subq	$4, %rsi
	movl	%edi, (%rcx,%rax,4)
	jmp	.L1223
.L1380:
	shrl	$24, %eax
	leaq	lg_table(%rip), %rdi
	movl	(%rdi,%rax,4), %eax
	addl	$24, %eax
	jmp	.L1220
.L1238:
	movslq	-4(%rsi), %rax
	movq	64(%rsp), %rdx
	movl	%edi, (%rdx,%rax,4)
	jmp	.L1233
.L1221:
	movzbl	%r8b, %eax
	leaq	lg_table(%rip), %rdi
	movl	(%rdi,%rax,4), %eax
	jmp	.L1220
.L1373:
	leal	-1(%rdi), %r13d
	jmp	.L1130
.L1388:
	movslq	-4(%rsi), %rax
	movq	64(%rsp), %rdi
	movl	$0, (%rdi,%rax,4)
	jmp	.L1233
	.cfi_endproc
.LFE67:
	.size	sort_typeBstar.constprop.0, .-sort_typeBstar.constprop.0
	.section	.rodata.str1.1
.LC3:
	.string	"T[s] == c1"
	.section	.rodata.str1.8,"aMS",@progbits,1
	.align 8
.LC4:
	.string	"((s + 1) < n) && (T[s] <= T[s + 1])"
	.section	.rodata.str1.1
.LC5:
	.string	"T[s - 1] <= T[s]"
.LC6:
	.string	"k < j"
.LC7:
	.string	"k != NULL"
	.section	.rodata.str1.8
	.align 8
.LC8:
	.string	"((s == 0) && (T[s] == c1)) || (s < 0)"
	.section	.rodata.str1.1
.LC9:
	.string	"T[s - 1] >= T[s]"
.LC10:
	.string	"i < k"
.LC11:
	.string	"s < 0"
	.text
	.p2align 4
	.globl	divsufsort
	.type	divsufsort, @function
divsufsort:
.LFB58:
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
	movl	%edx, %r13d
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
	testq	%rsi, %rsi
	sete	%al
	shrl	$31, %edx
	orb	%dl, %al
	jne	.L1424
	movq	%rdi, %rbx
	testq	%rdi, %rdi
	je	.L1424
	testl	%r13d, %r13d
	je	.L1391
	movq	%rsi, %rbp
	cmpl	$1, %r13d
	je	.L1458
	cmpl	$2, %r13d
	je	.L1459
	movl	$1024, %edi
	call	malloc@PLT
	movl	$262144, %edi
	movq	%rax, (%rsp)
	call	malloc@PLT
	movq	(%rsp), %r9
	movq	%rax, %r12
	testq	%r9, %r9
	je	.L1425
	testq	%rax, %rax
	je	.L1425
	movq	%r9, %rdx
	movl	%r13d, %r8d
	movq	%rax, %rcx
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	movl	$254, %r14d
	call	sort_typeBstar.constprop.0
	movq	(%rsp), %r9
	testl	%eax, %eax
	jle	.L1399
	movq	%r9, (%rsp)
	.p2align 4,,10
	.p2align 3
.L1395:
	movl	%r14d, %r15d
	leal	1(%r14), %eax
	sall	$8, %r15d
	orl	%r15d, %eax
	cltq
	movslq	(%r12,%rax,4), %rax
	leaq	0(%rbp,%rax,4), %r11
	movq	(%rsp), %rax
	movslq	4(%rax,%r14,4), %rax
	leaq	-4(%rbp,%rax,4), %rdx
	cmpq	%r11, %rdx
	jb	.L1412
	xorl	%edi, %edi
	movl	$-1, %ecx
	jmp	.L1398
	.p2align 4,,10
	.p2align 3
.L1462:
	movslq	%eax, %rsi
	movzbl	(%rbx,%rsi), %r9d
	movl	%r9d, %r8d
	cmpl	%r14d, %r9d
	jne	.L1460
	leal	1(%rax), %r9d
	cmpl	%r9d, %r13d
	jle	.L1402
	cmpb	%r8b, 1(%rbx,%rsi)
	jb	.L1402
	leaq	-1(%rbx,%rsi), %r9
	cmpb	(%r9), %r8b
	jb	.L1461
	movl	%eax, %r8d
	movl	%eax, %r10d
	notl	%r8d
	movl	%r8d, (%rdx)
	movzbl	(%r9), %r8d
	subl	$1, %r10d
	je	.L1405
	cmpb	-2(%rbx,%rsi), %r8b
	jnb	.L1405
	negl	%eax
	movl	%eax, %r10d
.L1405:
	cmpl	%ecx, %r8d
	je	.L1406
	cmpl	$-1, %ecx
	je	.L1407
	orl	%r15d, %ecx
	subq	%rbp, %rdi
	movslq	%ecx, %rcx
	sarq	$2, %rdi
	movl	%edi, (%r12,%rcx,4)
.L1407:
	movl	%r15d, %eax
	orl	%r8d, %eax
	cltq
	movslq	(%r12,%rax,4), %rax
	leaq	0(%rbp,%rax,4), %rax
	cmpq	%rdx, %rax
	jnb	.L1409
.L1408:
	movl	%r10d, (%rax)
	leaq	-4(%rax), %rdi
	movl	%r8d, %ecx
.L1410:
	subq	$4, %rdx
	cmpq	%r11, %rdx
	jb	.L1412
.L1398:
	movl	(%rdx), %eax
	testl	%eax, %eax
	jg	.L1462
	jne	.L1411
	movzbl	(%rbx), %esi
	cmpl	%r14d, %esi
	je	.L1411
	leaq	__PRETTY_FUNCTION__.2(%rip), %rcx
	movl	$1644, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC8(%rip), %rdi
	call	__assert_fail@PLT
	.p2align 4,,10
	.p2align 3
.L1459:
	movzbl	1(%rdi), %eax
	cmpb	%al, (%rdi)
	setnb	%al
	movzbl	%al, %eax
	movl	$0, (%rsi,%rax,4)
	setb	%al
	movzbl	%al, %eax
	movl	$1, (%rsi,%rax,4)
.L1391:
	xorl	%eax, %eax
.L1389:
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
.L1412:
	.cfi_restore_state
	subq	$1, %r14
	jnb	.L1395
	movq	(%rsp), %r9
.L1399:
	movslq	%r13d, %rax
	movl	%r13d, %edi
	movzbl	-1(%rbx,%rax), %esi
	negl	%edi
	movzbl	%sil, %ecx
	movslq	(%r9,%rcx,4), %rcx
	leaq	0(%rbp,%rcx,4), %rcx
	cmpb	%sil, -2(%rbx,%rax)
	jb	.L1413
	leal	-1(%r13), %edi
.L1413:
	leaq	0(%rbp,%rax,4), %r8
	movl	%edi, (%rcx)
	leaq	4(%rcx), %r13
	movq	%rbp, %rdx
	cmpq	%r8, %rbp
	jb	.L1414
	jmp	.L1423
	.p2align 4,,10
	.p2align 3
.L1465:
	movslq	%eax, %r11
	movzbl	-1(%rbx,%r11), %ecx
	cmpb	(%rbx,%r11), %cl
	jb	.L1463
	movl	%eax, %r10d
	movzbl	%cl, %edi
	subl	$1, %r10d
	je	.L1417
	cmpb	%cl, -2(%rbx,%r11)
	jnb	.L1418
.L1417:
	negl	%eax
	movl	%eax, %r10d
.L1418:
	movq	%r13, %rax
	cmpl	%esi, %edi
	je	.L1419
	subq	%rbp, %rax
	movslq	%esi, %rsi
	sarq	$2, %rax
	movl	%eax, (%r9,%rsi,4)
	movslq	(%r9,%rcx,4), %rax
	leaq	0(%rbp,%rax,4), %rax
.L1419:
	cmpq	%rax, %rdx
	jnb	.L1464
	addq	$4, %rdx
	movl	%r10d, (%rax)
	leaq	4(%rax), %r13
	movl	%edi, %esi
	cmpq	%r8, %rdx
	jnb	.L1423
.L1414:
	movl	(%rdx), %eax
	testl	%eax, %eax
	jg	.L1465
	je	.L1466
	notl	%eax
	addq	$4, %rdx
	movl	%eax, -4(%rdx)
	cmpq	%r8, %rdx
	jb	.L1414
.L1423:
	xorl	%eax, %eax
.L1394:
	movq	%r12, %rdi
	movl	%eax, 12(%rsp)
	movq	%r9, (%rsp)
	call	free@PLT
	movq	(%rsp), %rdi
	call	free@PLT
	movl	12(%rsp), %eax
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
.L1411:
	.cfi_restore_state
	notl	%eax
	movl	%eax, (%rdx)
	jmp	.L1410
	.p2align 4,,10
	.p2align 3
.L1406:
	cmpq	%rdx, %rdi
	jnb	.L1409
	testq	%rdi, %rdi
	je	.L1467
	movq	%rdi, %rax
	jmp	.L1408
.L1458:
	movl	$0, (%rsi)
	jmp	.L1391
.L1402:
	leaq	__PRETTY_FUNCTION__.2(%rip), %rcx
	movl	$1632, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC4(%rip), %rdi
	call	__assert_fail@PLT
.L1467:
	leaq	__PRETTY_FUNCTION__.2(%rip), %rcx
	movl	$1641, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC7(%rip), %rdi
	call	__assert_fail@PLT
.L1409:
	leaq	__PRETTY_FUNCTION__.2(%rip), %rcx
	movl	$1641, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC6(%rip), %rdi
	call	__assert_fail@PLT
.L1461:
	leaq	__PRETTY_FUNCTION__.2(%rip), %rcx
	movl	$1633, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC5(%rip), %rdi
	call	__assert_fail@PLT
.L1460:
	leaq	__PRETTY_FUNCTION__.2(%rip), %rcx
	movl	$1631, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC3(%rip), %rdi
	call	__assert_fail@PLT
.L1424:
	movl	$-1, %eax
	jmp	.L1389
.L1463:
	leaq	__PRETTY_FUNCTION__.2(%rip), %rcx
	movl	$1658, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC9(%rip), %rdi
	call	__assert_fail@PLT
.L1425:
	movl	$-2, %eax
	jmp	.L1394
.L1466:
	leaq	__PRETTY_FUNCTION__.2(%rip), %rcx
	movl	$1668, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC11(%rip), %rdi
	call	__assert_fail@PLT
.L1464:
	leaq	__PRETTY_FUNCTION__.2(%rip), %rcx
	movl	$1665, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC10(%rip), %rdi
	call	__assert_fail@PLT
	.cfi_endproc
.LFE58:
	.size	divsufsort, .-divsufsort
	.p2align 4
	.globl	divbwt
	.type	divbwt, @function
divbwt:
.LFB59:
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
	subq	$88, %rsp
	.cfi_def_cfa_offset 144
	testq	%rsi, %rsi
	movq	%rdx, 40(%rsp)
	movl	%ecx, %edx
	sete	%al
	shrl	$31, %edx
	movq	%r9, 24(%rsp)
	orb	%dl, %al
	jne	.L1541
	movq	%rdi, %rbx
	testq	%rdi, %rdi
	je	.L1541
	movq	%rsi, %r15
	movl	%ecx, %r12d
	cmpl	$1, %ecx
	jle	.L1601
	movq	40(%rsp), %rax
	movq	%r8, %r14
	movq	%rax, %rbp
	testq	%rax, %rax
	je	.L1602
.L1471:
	movl	$1024, %edi
	call	malloc@PLT
	movl	$262144, %edi
	movq	%rax, 8(%rsp)
	call	malloc@PLT
	movq	8(%rsp), %r10
	testq	%rbp, %rbp
	setne	%dl
	movq	%rax, %r13
	testq	%r10, %r10
	setne	%al
	testb	%al, %dl
	je	.L1544
	testq	%r13, %r13
	je	.L1544
	movq	%r13, %rcx
	movq	%r10, %rdx
	movl	%r12d, %r8d
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	call	sort_typeBstar.constprop.0
	testq	%r14, %r14
	movq	8(%rsp), %r10
	movl	%eax, %ecx
	je	.L1557
	cmpq	$0, 24(%rsp)
	je	.L1557
	movl	%r12d, %edx
	movl	%r12d, %eax
	leal	-1(%r12), %esi
	sarl	$3, %edx
	sarl	$4, %eax
	orl	%edx, %eax
	movl	%eax, %edx
	sarl	$2, %edx
	orl	%edx, %eax
	movl	%eax, %edx
	sarl	$4, %edx
	orl	%edx, %eax
	movl	%eax, %edx
	sarl	$8, %edx
	orl	%edx, %eax
	movl	%eax, %edx
	sarl	$16, %edx
	orl	%edx, %eax
	sarl	%eax
	movl	%eax, 16(%rsp)
	addl	$1, %eax
	movl	%eax, %edi
	movl	%eax, 32(%rsp)
	movl	%esi, %eax
	cltd
	idivl	%edi
	movslq	%eax, %r9
	movb	%r9b, (%r14)
	movl	$254, %r14d
	testl	%ecx, %ecx
	jle	.L1508
	movq	%r10, 48(%rsp)
	movl	%esi, 56(%rsp)
	movq	%r15, 64(%rsp)
	movl	%r9d, 76(%rsp)
	.p2align 4,,10
	.p2align 3
.L1504:
	movl	%r14d, %r15d
	leal	1(%r14), %eax
	sall	$8, %r15d
	orl	%r15d, %eax
	cltq
	movslq	0(%r13,%rax,4), %rax
	leaq	0(%rbp,%rax,4), %r11
	movq	48(%rsp), %rax
	movslq	4(%rax,%r14,4), %rax
	leaq	-4(%rbp,%rax,4), %rsi
	cmpq	%r11, %rsi
	jb	.L1523
	movl	%r12d, 8(%rsp)
	xorl	%r9d, %r9d
	movl	$-1, %edi
	jmp	.L1507
	.p2align 4,,10
	.p2align 3
.L1606:
	movslq	%ecx, %r8
	movzbl	(%rbx,%r8), %edx
	movl	%edx, %eax
	cmpl	%r14d, %edx
	jne	.L1603
	leal	1(%rcx), %edx
	cmpl	%edx, 8(%rsp)
	jle	.L1511
	cmpb	%al, 1(%rbx,%r8)
	jb	.L1511
	leaq	-1(%rbx,%r8), %r10
	movzbl	(%r10), %edx
	cmpb	%dl, %al
	jb	.L1604
	testl	%ecx, 16(%rsp)
	jne	.L1514
	movl	%ecx, %eax
	movq	24(%rsp), %r12
	cltd
	idivl	32(%rsp)
	movq	%rsi, %rdx
	subq	%rbp, %rdx
	sarq	$2, %rdx
	cltq
	movl	%edx, -4(%r12,%rax,4)
	movzbl	(%r10), %edx
.L1514:
	movzbl	%dl, %eax
	movl	%eax, %r10d
	notl	%r10d
	movl	%r10d, (%rsi)
	movl	%ecx, %r10d
	subl	$1, %r10d
	je	.L1515
	cmpb	-2(%rbx,%r8), %dl
	jnb	.L1515
	negl	%ecx
	movl	%ecx, %r10d
.L1515:
	cmpl	%edi, %eax
	je	.L1516
	cmpl	$-1, %edi
	je	.L1517
	orl	%r15d, %edi
	subq	%rbp, %r9
	movslq	%edi, %rdi
	sarq	$2, %r9
	movl	%r9d, 0(%r13,%rdi,4)
.L1517:
	movl	%r15d, %edx
	orl	%eax, %edx
	movslq	%edx, %rdx
	movslq	0(%r13,%rdx,4), %rdx
	leaq	0(%rbp,%rdx,4), %rdx
	cmpq	%rsi, %rdx
	jnb	.L1519
.L1518:
	movl	%r10d, (%rdx)
	leaq	-4(%rdx), %r9
	movl	%eax, %edi
.L1520:
	subq	$4, %rsi
	cmpq	%r11, %rsi
	jb	.L1605
.L1507:
	movl	(%rsi), %ecx
	testl	%ecx, %ecx
	jg	.L1606
	je	.L1521
	notl	%ecx
	subq	$4, %rsi
	movl	%ecx, 4(%rsi)
	cmpq	%r11, %rsi
	jnb	.L1507
.L1605:
	movl	8(%rsp), %r12d
.L1523:
	subq	$1, %r14
	jnb	.L1504
	movq	48(%rsp), %r10
	movl	56(%rsp), %esi
	movq	64(%rsp), %r15
	movslq	76(%rsp), %r9
.L1508:
	movslq	%r12d, %rdx
	leaq	-1(%rbx,%rdx), %rdi
	leaq	-2(%rbx,%rdx), %rcx
	movzbl	(%rdi), %eax
	movzbl	(%rdi), %r8d
	movslq	(%r10,%rax,4), %rax
	salq	$2, %rax
	leaq	0(%rbp,%rax), %r11
	movq	%rax, 8(%rsp)
	movzbl	(%rcx), %eax
	leaq	4(%r11), %r14
	cmpb	(%rdi), %al
	jb	.L1505
.L1506:
	leaq	0(%rbp,%rdx,4), %rax
	movl	%esi, (%r11)
	movq	%rbp, %rsi
	movq	%rbp, 8(%rsp)
	cmpq	%rax, %rbp
	jnb	.L1600
	movq	%r13, 48(%rsp)
	movq	%rax, %r11
	movl	32(%rsp), %r13d
	movl	%r12d, 64(%rsp)
	movl	16(%rsp), %r12d
	movq	%r15, 32(%rsp)
	movq	24(%rsp), %r15
	movq	%rdi, 56(%rsp)
	jmp	.L1525
	.p2align 4,,10
	.p2align 3
.L1610:
	movslq	%ecx, %r9
	leaq	-1(%rbx,%r9), %rdi
	movzbl	(%rdi), %edx
	cmpb	(%rbx,%r9), %dl
	jb	.L1607
	testl	%ecx, %r12d
	jne	.L1528
	movl	%ecx, %eax
	cltd
	idivl	%r13d
	movq	%rsi, %rdx
	subq	%rbp, %rdx
	sarq	$2, %rdx
	cltq
	movl	%edx, -4(%r15,%rax,4)
	movzbl	(%rdi), %edx
.L1528:
	leal	-1(%rcx), %eax
	movzbl	%dl, %ecx
	movq	%r14, %rdi
	movl	%ecx, (%rsi)
	cmpl	%r8d, %ecx
	je	.L1529
	subq	%rbp, %rdi
	sarq	$2, %rdi
	movl	%edi, (%r10,%r8,4)
	movzbl	%dl, %edi
	movslq	(%r10,%rdi,4), %rdi
	leaq	0(%rbp,%rdi,4), %rdi
.L1529:
	cmpq	%rdi, %rsi
	jnb	.L1608
	testl	%eax, %eax
	je	.L1531
	leaq	-2(%rbx,%r9), %r8
	movzbl	(%r8), %r9d
	cmpb	%dl, %r9b
	jnb	.L1531
	testl	%eax, %r12d
	jne	.L1532
	cltd
	idivl	%r13d
	movq	%rdi, %rdx
	subq	%rbp, %rdx
	sarq	$2, %rdx
	cltq
	movl	%edx, -4(%r15,%rax,4)
	movzbl	(%r8), %r9d
.L1532:
	notl	%r9d
	leaq	4(%rdi), %r14
	movslq	%ecx, %r8
	movl	%r9d, (%rdi)
	.p2align 4,,10
	.p2align 3
.L1533:
	addq	$4, %rsi
	cmpq	%r11, %rsi
	jnb	.L1609
.L1525:
	movl	(%rsi), %ecx
	testl	%ecx, %ecx
	jg	.L1610
	je	.L1556
	notl	%ecx
	movl	%ecx, (%rsi)
	jmp	.L1533
.L1544:
	movl	$-2, %r14d
.L1472:
	movq	%r13, %rdi
	movq	%r10, 8(%rsp)
	call	free@PLT
	movq	8(%rsp), %rdi
	call	free@PLT
	cmpq	$0, 40(%rsp)
	je	.L1611
.L1468:
	addq	$88, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	movl	%r14d, %eax
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
.L1601:
	.cfi_restore_state
	movl	$0, %r14d
	jne	.L1468
	movzbl	(%rdi), %eax
	movl	$1, %r14d
	movb	%al, (%rsi)
	jmp	.L1468
.L1557:
	movl	$254, %r14d
	testl	%ecx, %ecx
	jle	.L1479
	movq	%r10, 8(%rsp)
	movq	%r15, 16(%rsp)
	.p2align 4,,10
	.p2align 3
.L1475:
	movl	%r14d, %r15d
	leal	1(%r14), %eax
	sall	$8, %r15d
	orl	%r15d, %eax
	cltq
	movslq	0(%r13,%rax,4), %rax
	leaq	0(%rbp,%rax,4), %r11
	movq	8(%rsp), %rax
	movslq	4(%rax,%r14,4), %rax
	leaq	-4(%rbp,%rax,4), %rax
	cmpq	%r11, %rax
	jb	.L1493
	xorl	%r8d, %r8d
	movl	$-1, %esi
	jmp	.L1478
	.p2align 4,,10
	.p2align 3
.L1614:
	movslq	%edx, %rdi
	movzbl	(%rbx,%rdi), %r9d
	movl	%r9d, %ecx
	cmpl	%r14d, %r9d
	jne	.L1612
	leal	1(%rdx), %r9d
	cmpl	%r9d, %r12d
	jle	.L1482
	cmpb	%cl, 1(%rbx,%rdi)
	jb	.L1482
	movzbl	-1(%rbx,%rdi), %r9d
	cmpb	%r9b, %cl
	jb	.L1613
	movzbl	%r9b, %ecx
	movl	%ecx, %r10d
	notl	%r10d
	movl	%r10d, (%rax)
	movl	%edx, %r10d
	subl	$1, %r10d
	je	.L1485
	cmpb	-2(%rbx,%rdi), %r9b
	jnb	.L1485
	negl	%edx
	movl	%edx, %r10d
.L1485:
	cmpl	%esi, %ecx
	je	.L1486
	cmpl	$-1, %esi
	je	.L1487
	orl	%r15d, %esi
	subq	%rbp, %r8
	movslq	%esi, %rsi
	sarq	$2, %r8
	movl	%r8d, 0(%r13,%rsi,4)
.L1487:
	movl	%r15d, %edx
	orl	%ecx, %edx
	movslq	%edx, %rdx
	movslq	0(%r13,%rdx,4), %rdx
	leaq	0(%rbp,%rdx,4), %rdx
	cmpq	%rax, %rdx
	jnb	.L1489
.L1488:
	movl	%r10d, (%rdx)
	leaq	-4(%rdx), %r8
	movl	%ecx, %esi
.L1490:
	subq	$4, %rax
	cmpq	%r11, %rax
	jb	.L1493
.L1478:
	movl	(%rax), %edx
	testl	%edx, %edx
	jg	.L1614
	je	.L1491
	notl	%edx
	subq	$4, %rax
	movl	%edx, 4(%rax)
	cmpq	%r11, %rax
	jnb	.L1478
.L1493:
	subq	$1, %r14
	jnb	.L1475
	movq	8(%rsp), %r10
	movq	16(%rsp), %r15
.L1479:
	movslq	%r12d, %rdx
	leal	-1(%r12), %r11d
	leaq	-1(%rbx,%rdx), %rdi
	movzbl	(%rdi), %esi
	movzbl	%sil, %eax
	movslq	(%r10,%rax,4), %rax
	leaq	0(%rbp,%rax,4), %r9
	movzbl	-2(%rbx,%rdx), %eax
	movl	%eax, %r8d
	notl	%eax
	cmpb	%sil, %r8b
	leaq	4(%r9), %r8
	cmovnb	%r11d, %eax
	leaq	0(%rbp,%rdx,4), %r11
	movq	%rbp, %rdx
	movl	%eax, (%r9)
	cmpq	%r11, %rbp
	jnb	.L1600
	movq	%rdi, 16(%rsp)
	movq	%rbp, %rdi
	movq	%r13, 8(%rsp)
	jmp	.L1495
	.p2align 4,,10
	.p2align 3
.L1618:
	movslq	%eax, %r13
	movzbl	-1(%rbx,%r13), %ecx
	cmpb	(%rbx,%r13), %cl
	jb	.L1615
	movzbl	%cl, %r9d
	movl	%r9d, (%rdx)
	subl	$1, %eax
	je	.L1499
	movzbl	-2(%rbx,%r13), %r13d
	movl	%r13d, %r14d
	notl	%r13d
	cmpb	%cl, %r14b
	cmovb	%r13d, %eax
.L1499:
	movq	%r8, %r13
	cmpl	%esi, %r9d
	je	.L1500
	subq	%rbp, %r13
	movslq	%esi, %rsi
	sarq	$2, %r13
	movl	%r13d, (%r10,%rsi,4)
	movslq	(%r10,%rcx,4), %rcx
	leaq	0(%rbp,%rcx,4), %r13
.L1500:
	cmpq	%r13, %rdx
	jnb	.L1616
	movl	%eax, 0(%r13)
	leaq	4(%r13), %r8
	movl	%r9d, %esi
.L1502:
	addq	$4, %rdx
	cmpq	%r11, %rdx
	jnb	.L1617
.L1495:
	movl	(%rdx), %eax
	testl	%eax, %eax
	jg	.L1618
	je	.L1550
	notl	%eax
	movl	%eax, (%rdx)
	jmp	.L1502
	.p2align 4,,10
	.p2align 3
.L1521:
	movzbl	(%rbx), %eax
	cmpl	%r14d, %eax
	je	.L1520
	leaq	__PRETTY_FUNCTION__.0(%rip), %rcx
	movl	$1795, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC3(%rip), %rdi
	call	__assert_fail@PLT
	.p2align 4,,10
	.p2align 3
.L1491:
	movzbl	(%rbx), %edx
	cmpl	%r14d, %edx
	je	.L1490
	leaq	__PRETTY_FUNCTION__.1(%rip), %rcx
	movl	$1711, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC3(%rip), %rdi
	call	__assert_fail@PLT
	.p2align 4,,10
	.p2align 3
.L1516:
	cmpq	%rsi, %r9
	jnb	.L1519
	testq	%r9, %r9
	je	.L1619
	movq	%r9, %rdx
	jmp	.L1518
	.p2align 4,,10
	.p2align 3
.L1486:
	cmpq	%rax, %r8
	jnb	.L1489
	testq	%r8, %r8
	je	.L1620
	movq	%r8, %rdx
	jmp	.L1488
.L1602:
	leal	1(%rcx), %edi
	movslq	%edi, %rdi
	salq	$2, %rdi
	call	malloc@PLT
	movq	%rax, %rbp
	jmp	.L1471
.L1611:
	movq	%rbp, %rdi
	call	free@PLT
	jmp	.L1468
	.p2align 4,,10
	.p2align 3
.L1531:
	movl	%eax, (%rdi)
	leaq	4(%rdi), %r14
	movslq	%ecx, %r8
	jmp	.L1533
.L1556:
	movq	%rsi, 8(%rsp)
	jmp	.L1533
.L1550:
	movq	%rdx, %rdi
	jmp	.L1502
.L1617:
	movq	%rdi, %rax
	movq	8(%rsp), %r13
	movq	16(%rsp), %rdi
	subq	%rbp, %rax
	movq	%rax, %r14
	sarq	$2, %r14
	movl	%r14d, %eax
	addl	$1, %r14d
.L1503:
	movzbl	(%rdi), %edx
	movb	%dl, (%r15)
	testl	%eax, %eax
	jle	.L1534
	movslq	%eax, %rsi
	xorl	%edx, %edx
	.p2align 4,,10
	.p2align 3
.L1535:
	movl	0(%rbp,%rdx,4), %ecx
	movb	%cl, 1(%r15,%rdx)
	addq	$1, %rdx
	cmpq	%rsi, %rdx
	jne	.L1535
	addl	$1, %eax
	cmpl	%eax, %r12d
	jle	.L1472
.L1536:
	cltq
	.p2align 4,,10
	.p2align 3
.L1537:
	movl	0(%rbp,%rax,4), %edx
	movb	%dl, (%r15,%rax)
	addq	$1, %rax
	cmpl	%eax, %r12d
	jg	.L1537
	jmp	.L1472
.L1609:
	movq	8(%rsp), %r14
	movq	48(%rsp), %r13
	movq	56(%rsp), %rdi
	movq	32(%rsp), %r15
	subq	%rbp, %r14
	movl	64(%rsp), %r12d
	sarq	$2, %r14
	movl	%r14d, %eax
	addl	$1, %r14d
	jmp	.L1503
.L1505:
	testl	%esi, 16(%rsp)
	jne	.L1524
	movq	8(%rsp), %rax
	movq	24(%rsp), %rsi
	sarq	$2, %rax
	movl	%eax, -4(%rsi,%r9,4)
	movzbl	(%rcx), %eax
.L1524:
	notl	%eax
	movl	%eax, %esi
	jmp	.L1506
.L1482:
	leaq	__PRETTY_FUNCTION__.1(%rip), %rcx
	movl	$1696, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC4(%rip), %rdi
	call	__assert_fail@PLT
.L1511:
	leaq	__PRETTY_FUNCTION__.0(%rip), %rcx
	movl	$1777, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC4(%rip), %rdi
	call	__assert_fail@PLT
.L1541:
	movl	$-1, %r14d
	jmp	.L1468
.L1600:
	movzbl	(%rdi), %eax
	movl	$1, %r14d
	movb	%al, (%r15)
.L1534:
	movl	$1, %eax
	jmp	.L1536
.L1489:
	leaq	__PRETTY_FUNCTION__.1(%rip), %rcx
	movl	$1705, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC6(%rip), %rdi
	call	__assert_fail@PLT
.L1613:
	leaq	__PRETTY_FUNCTION__.1(%rip), %rcx
	movl	$1697, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC5(%rip), %rdi
	call	__assert_fail@PLT
.L1620:
	leaq	__PRETTY_FUNCTION__.1(%rip), %rcx
	movl	$1705, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC7(%rip), %rdi
	call	__assert_fail@PLT
.L1619:
	leaq	__PRETTY_FUNCTION__.0(%rip), %rcx
	movl	$1789, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC7(%rip), %rdi
	call	__assert_fail@PLT
.L1612:
	leaq	__PRETTY_FUNCTION__.1(%rip), %rcx
	movl	$1695, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC3(%rip), %rdi
	call	__assert_fail@PLT
.L1519:
	leaq	__PRETTY_FUNCTION__.0(%rip), %rcx
	movl	$1789, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC6(%rip), %rdi
	call	__assert_fail@PLT
.L1604:
	leaq	__PRETTY_FUNCTION__.0(%rip), %rcx
	movl	$1778, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC5(%rip), %rdi
	call	__assert_fail@PLT
.L1603:
	leaq	__PRETTY_FUNCTION__.0(%rip), %rcx
	movl	$1776, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC3(%rip), %rdi
	call	__assert_fail@PLT
.L1616:
	leaq	__PRETTY_FUNCTION__.1(%rip), %rcx
	movl	$1733, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC10(%rip), %rdi
	call	__assert_fail@PLT
.L1607:
	leaq	__PRETTY_FUNCTION__.0(%rip), %rcx
	movl	$1816, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC9(%rip), %rdi
	call	__assert_fail@PLT
.L1615:
	leaq	__PRETTY_FUNCTION__.1(%rip), %rcx
	movl	$1725, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC9(%rip), %rdi
	call	__assert_fail@PLT
.L1608:
	leaq	__PRETTY_FUNCTION__.0(%rip), %rcx
	movl	$1826, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC10(%rip), %rdi
	call	__assert_fail@PLT
	.cfi_endproc
.LFE59:
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
