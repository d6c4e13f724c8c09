	.text
	.file	"hash.c"
	.globl	fnv                             # -- Begin function fnv
	.p2align	4, 0x90
	.type	fnv,@function
fnv:                                    # @fnv
	.cfi_startproc
# %bb.0:
	movzbl	(%rdi), %ecx
	testb	%cl, %cl
	je	.LBB0_1
# %bb.3:
	incq	%rdi
	movl	$-2128831035, %eax              # imm = 0x811C9DC5
	.p2align	4, 0x90
.LBB0_4:                                # =>This Inner Loop Header: Depth=1
	movzbl	%cl, %ecx
	xorl	%eax, %ecx
	imull	$16777619, %ecx, %eax           # imm = 0x1000193
	movzbl	(%rdi), %ecx
	incq	%rdi
	testb	%cl, %cl
	jne	.LBB0_4
# %bb.2:
	retq
.LBB0_1:
	movl	$-2128831035, %eax              # imm = 0x811C9DC5
	retq
.Lfunc_end0:
	.size	fnv, .Lfunc_end0-fnv
	.cfi_endproc
                                        # -- End function
	.globl	lookup                          # -- Begin function lookup
	.p2align	4, 0x90
	.type	lookup,@function
lookup:                                 # @lookup
	.cfi_startproc
# %bb.0:
	pushq	%r15
	.cfi_def_cfa_offset 16
	pushq	%r14
	.cfi_def_cfa_offset 24
	pushq	%r12
	.cfi_def_cfa_offset 32
	pushq	%rbx
	.cfi_def_cfa_offset 40
	pushq	%rax
	.cfi_def_cfa_offset 48
	.cfi_offset %rbx, -40
	.cfi_offset %r12, -32
	.cfi_offset %r14, -24
	.cfi_offset %r15, -16
	movq	%rdi, %r14
	leaq	names.rel(%rip), %r15
	xorl	%ebx, %ebx
	movq	%r15, %r12
	.p2align	4, 0x90
.LBB1_1:                                # =>This Inner Loop Header: Depth=1
	movslq	(%r12), %rdi
	addq	%r15, %rdi
	movq	%r14, %rsi
	callq	strcmp@PLT
	testl	%eax, %eax
	je	.LBB1_4
# %bb.2:                                #   in Loop: Header=BB1_1 Depth=1
	incq	%rbx
	addq	$4, %r12
	cmpq	$4, %rbx
	jne	.LBB1_1
# %bb.3:
	movl	$-1, %ebx
.LBB1_4:
	movl	%ebx, %eax
	addq	$8, %rsp
	.cfi_def_cfa_offset 40
	popq	%rbx
	.cfi_def_cfa_offset 32
	popq	%r12
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_def_cfa_offset 16
	popq	%r15
	.cfi_def_cfa_offset 8
	retq
.Lfunc_end1:
	.size	lookup, .Lfunc_end1-lookup
	.cfi_endproc
                                        # -- End function
	.globl	mix                             # -- Begin function mix
	.p2align	4, 0x90
	.type	mix,@function
mix:                                    # @mix
	.cfi_startproc
# %bb.0:
	movq	%rdi, %rax
	shrq	$33, %rax
	xorq	%rdi, %rax
	movabsq	$-49064778989728563, %rcx       # imm = 0xFF51AFD7ED558CCD
	imulq	%rax, %rcx
	movq	%rcx, %rax
	shrq	$33, %rax
	xorq	%rcx, %rax
	retq
.Lfunc_end2:
	.size	mix, .Lfunc_end2-mix
	.cfi_endproc
                                        # -- End function
	.type	names.rel,@object               # @names.rel
	.section	.rodata,"a",@progbits
	.p2align	2, 0x0
names.rel:
	.long	.L.str-names.rel
	.long	.L.str.1-names.rel
	.long	.L.str.2-names.rel
	.long	.L.str.3-names.rel
	.size	names.rel, 16

	.type	.L.str,@object                  # @.str
	.section	.rodata.str1.1,"aMS",@progbits,1
.L.str:
	.asciz	"alpha"
	.size	.L.str, 6

	.type	.L.str.1,@object                # @.str.1
.L.str.1:
	.asciz	"beta"
	.size	.L.str.1, 5

	.type	.L.str.2,@object                # @.str.2
.L.str.2:
	.asciz	"gamma"
	.size	.L.str.2, 6

	.type	.L.str.3,@object                # @.str.3
.L.str.3:
	.asciz	"delta"
	.size	.L.str.3, 6

	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
