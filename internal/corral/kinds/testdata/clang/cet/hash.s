	.text
	.section	.note.gnu.property,"a",@note
	.p2align	3, 0x0
	.long	4
	.long	16
	.long	5
	.asciz	"GNU"
	.long	3221225474
	.long	4
	.long	3
	.p2align	3, 0x0
	.text
	.file	"hash.c"
	.globl	fnv                             # -- Begin function fnv
	.p2align	4, 0x90
	.type	fnv,@function
fnv:                                    # @fnv
	.cfi_startproc
# %bb.0:
	endbr64
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
	endbr64
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset %rbx, -16
	movq	%rdi, %rbx
	leaq	.L.str(%rip), %rdi
	movq	%rbx, %rsi
	callq	strcmp@PLT
	testl	%eax, %eax
	je	.LBB1_1
# %bb.2:
	leaq	.L.str.1(%rip), %rdi
	movq	%rbx, %rsi
	callq	strcmp@PLT
	testl	%eax, %eax
	je	.LBB1_3
# %bb.4:
	leaq	.L.str.2(%rip), %rdi
	movq	%rbx, %rsi
	callq	strcmp@PLT
	testl	%eax, %eax
	je	.LBB1_5
# %bb.6:
	leaq	.L.str.3(%rip), %rdi
	movq	%rbx, %rsi
	callq	strcmp@PLT
	movl	%eax, %ecx
	xorl	%eax, %eax
	negl	%ecx
	sbbl	%eax, %eax
	orl	$3, %eax
	popq	%rbx
	.cfi_def_cfa_offset 8
	retq
.LBB1_1:
	.cfi_def_cfa_offset 16
	xorl	%eax, %eax
	popq	%rbx
	.cfi_def_cfa_offset 8
	retq
.LBB1_3:
	.cfi_def_cfa_offset 16
	movl	$1, %eax
	popq	%rbx
	.cfi_def_cfa_offset 8
	retq
.LBB1_5:
	.cfi_def_cfa_offset 16
	movl	$2, %eax
	popq	%rbx
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
	endbr64
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
