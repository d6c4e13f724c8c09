	.file	"hash.c"
	.text
	.p2align 4
	.globl	fnv
	.type	fnv, @function
fnv:
.LFB0:
	.cfi_startproc
	endbr64
	movzbl	(%rdi), %edx
	movl	$-2128831035, %eax
	testb	%dl, %dl
	je	.L4
	.p2align 4,,10
	.p2align 3
.L3:
	addq	$1, %rdi
	xorl	%edx, %eax
	movzbl	(%rdi), %edx
	imull	$16777619, %eax, %eax
	testb	%dl, %dl
	jne	.L3
	ret
	.p2align 4,,10
	.p2align 3
.L4:
	ret
	.cfi_endproc
.LFE0:
	.size	fnv, .-fnv
	.p2align 4
	.globl	lookup
	.type	lookup, @function
lookup:
.LFB1:
	.cfi_startproc
	endbr64
	pushq	%r12
	.cfi_def_cfa_offset 16
	.cfi_offset 12, -16
	leaq	names(%rip), %r12
	pushq	%rbp
	.cfi_def_cfa_offset 24
	.cfi_offset 6, -24
	movq	%rdi, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 32
	.cfi_offset 3, -32
	xorl	%ebx, %ebx
.L9:
	movq	(%r12,%rbx,8), %rdi
	movq	%rbp, %rsi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L8
	addq	$1, %rbx
	cmpq	$4, %rbx
	jne	.L9
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 24
	movl	$-1, %eax
	popq	%rbp
	.cfi_def_cfa_offset 16
	popq	%r12
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L8:
	.cfi_restore_state
	movl	%ebx, %eax
	popq	%rbx
	.cfi_def_cfa_offset 24
	popq	%rbp
	.cfi_def_cfa_offset 16
	popq	%r12
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE1:
	.size	lookup, .-lookup
	.p2align 4
	.globl	mix
	.type	mix, @function
mix:
.LFB2:
	.cfi_startproc
	endbr64
	movabsq	$-49064778989728563, %rax
	movq	%rdi, %rdx
	shrq	$33, %rdx
	xorq	%rdi, %rdx
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
	.section	.note.gnu.property,"a"
	.align 8
	.long	1f - 0f
	.long	4f - 1f
	.long	5
0:
	.string	"GNU"
1:
	.align 8
	.long	0xc0000002
	.long	3f - 2f
2:
	.long	0x3
3:
	.align 8
4:
