	.file	"pool.c"
	.text
	.p2align 4
	.globl	POOL_create
	.type	POOL_create, @function
POOL_create:
.LFB539:
	.cfi_startproc
	cmpq	%fs:112, %rsp
	jb	.L4
.L2:
	leaq	g_poolCtx(%rip), %rax
	ret
.L4:
	xorl	%r10d, %r10d
	xorl	%r11d, %r11d
	call	__morestack
	ret
	jmp	.L2
	.cfi_endproc
.LFE539:
	.size	POOL_create, .-POOL_create
	.p2align 4
	.globl	POOL_create_advanced
	.type	POOL_create_advanced, @function
POOL_create_advanced:
.LFB540:
	.cfi_startproc
	cmpq	%fs:112, %rsp
	jb	.L7
.L6:
	leaq	g_poolCtx(%rip), %rax
	ret
.L7:
	xorl	%r10d, %r10d
	movl	$24, %r11d
	call	__morestack
	ret
	jmp	.L6
	.cfi_endproc
.LFE540:
	.size	POOL_create_advanced, .-POOL_create_advanced
	.p2align 4
	.globl	POOL_free
	.type	POOL_free, @function
POOL_free:
.LFB541:
	.cfi_startproc
	cmpq	%fs:112, %rsp
	jb	.L10
	ret
.L10:
	xorl	%r10d, %r10d
	xorl	%r11d, %r11d
	call	__morestack
	ret
	ret
	.cfi_endproc
.LFE541:
	.size	POOL_free, .-POOL_free
	.p2align 4
	.globl	POOL_joinJobs
	.type	POOL_joinJobs, @function
POOL_joinJobs:
.LFB548:
	.cfi_startproc
	cmpq	%fs:112, %rsp
	jb	.L13
	ret
.L13:
	xorl	%r10d, %r10d
	xorl	%r11d, %r11d
	call	__morestack
	ret
	ret
	.cfi_endproc
.LFE548:
	.size	POOL_joinJobs, .-POOL_joinJobs
	.p2align 4
	.globl	POOL_resize
	.type	POOL_resize, @function
POOL_resize:
.LFB543:
	.cfi_startproc
	cmpq	%fs:112, %rsp
	jb	.L16
.L15:
	xorl	%eax, %eax
	ret
.L16:
	xorl	%r10d, %r10d
	xorl	%r11d, %r11d
	call	__morestack
	ret
	jmp	.L15
	.cfi_endproc
.LFE543:
	.size	POOL_resize, .-POOL_resize
	.p2align 4
	.globl	POOL_add
	.type	POOL_add, @function
POOL_add:
.LFB544:
	.cfi_startproc
	cmpq	%fs:112, %rsp
	jb	.L19
.L18:
	movq	%rdx, %rdi
	jmp	*%rsi
.L19:
	xorl	%r10d, %r10d
	xorl	%r11d, %r11d
	call	__morestack
	ret
	jmp	.L18
	.cfi_endproc
.LFE544:
	.size	POOL_add, .-POOL_add
	.p2align 4
	.globl	POOL_tryAdd
	.type	POOL_tryAdd, @function
POOL_tryAdd:
.LFB545:
	.cfi_startproc
	cmpq	%fs:112, %rsp
	jb	.L23
.L21:
	subq	$8, %rsp
	.cfi_def_cfa_offset 16
	movq	%rdx, %rdi
	call	*%rsi
	movl	$1, %eax
	addq	$8, %rsp
	.cfi_def_cfa_offset 8
	ret
.L23:
	movl	$8, %r10d
	xorl	%r11d, %r11d
	call	__morestack
	ret
	jmp	.L21
	.cfi_endproc
.LFE545:
	.size	POOL_tryAdd, .-POOL_tryAdd
	.p2align 4
	.globl	POOL_sizeof
	.type	POOL_sizeof, @function
POOL_sizeof:
.LFB546:
	.cfi_startproc
	cmpq	%fs:112, %rsp
	jb	.L26
.L25:
	xorl	%eax, %eax
	testq	%rdi, %rdi
	setne	%al
	salq	$2, %rax
	ret
.L26:
	xorl	%r10d, %r10d
	xorl	%r11d, %r11d
	call	__morestack
	ret
	jmp	.L25
	.cfi_endproc
.LFE546:
	.size	POOL_sizeof, .-POOL_sizeof
	.local	g_poolCtx
	.comm	g_poolCtx,4,4
	.section	.note.GNU-split-stack,"",@progbits
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
