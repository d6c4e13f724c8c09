	.file	"hash.c"
	.text
	.globl	fnv
	.type	fnv, @function
fnv:
.LFB0:
	.cfi_startproc
	movzbl	(%rdi), %edx
	testb	%dl, %dl
	je	.L4
	movl	$-2128831035, %eax
.L3:
	addq	$1, %rdi
	movzbl	%dl, %edx
	xorl	%edx, %eax
	imull	$16777619, %eax, %eax
	movzbl	(%rdi), %edx
	testb	%dl, %dl
	jne	.L3
	ret
.L4:
	movl	$-2128831035, %eax
	ret
	.cfi_endproc
.LFE0:
	.size	fnv, .-fnv
	.globl	lookup
	.type	lookup, @function
lookup:
.LFB1:
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
	movq	%rdi, %rbp
	movl	$0, %ebx
	leaq	names(%rip), %r12
.L8:
	movq	(%r12,%rbx,8), %rdi
	movq	%rbp, %rsi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L7
	addq	$1, %rbx
	cmpq	$4, %rbx
	jne	.L8
	movl	$-1, %eax
.L6:
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 24
	popq	%rbp
	.cfi_def_cfa_offset 16
	popq	%r12
	.cfi_def_cfa_offset 8
	ret
.L7:
	.cfi_restore_state
	movl	%ebx, %eax
	jmp	.L6
	.cfi_endproc
.LFE1:
	.size	lookup, .-lookup
	.globl	mix
	.type	mix, @function
mix:
.LFB2:
	.cfi_startproc
	movq	%rdi, %rdx
	shrq	$33, %rdx
	xorq	%rdi, %rdx
	movabsq	$-49064778989728563, %rax
	imulq	%rax, %rdx
	movq	%rdx, %rax
	shrq	$33, %rax
	xorq	%rdx, %rax
	ret
	.cfi_endproc
.LFE2:
	.size	mix, .-mix
	.section	.rodata.str1.1,"aMS",@progbits,1
.LC0:
	.string	"alpha"
.LC1:
	.string	"beta"
.LC2:
	.string	"gamma"
.LC3:
	.string	"delta"
	.section	.data.rel.ro.local,"aw"
	.align 32
	.type	names, @object
	.size	names, 32
names:
	.quad	.LC0
	.quad	.LC1
	.quad	.LC2
	.quad	.LC3
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
