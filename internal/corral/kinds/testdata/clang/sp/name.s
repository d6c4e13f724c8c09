	.text
	.file	"name.c"
	.globl	greet                           # -- Begin function greet
	.p2align	4, 0x90
	.type	greet,@function
greet:                                  # @greet
	.cfi_startproc
# %bb.0:
	pushq	%r14
	.cfi_def_cfa_offset 16
	pushq	%rbx
	.cfi_def_cfa_offset 24
	subq	$72, %rsp
	.cfi_def_cfa_offset 96
	.cfi_offset %rbx, -24
	.cfi_offset %r14, -16
	movq	%rdi, %rbx
	movq	%fs:40, %rax
	movq	%rax, 64(%rsp)
	movq	%rsp, %r14
	movl	$63, %edx
	movq	%r14, %rdi
	callq	strncpy@PLT
	movb	$0, 63(%rsp)
	movq	%rbx, %rdi
	movq	%r14, %rsi
	callq	strcpy@PLT
	movq	%rbx, %rdi
	callq	strlen@PLT
	movq	%fs:40, %rcx
	cmpq	64(%rsp), %rcx
	jne	.LBB0_2
# %bb.1:
                                        # kill: def $eax killed $eax killed $rax
	addq	$72, %rsp
	.cfi_def_cfa_offset 24
	popq	%rbx
	.cfi_def_cfa_offset 16
	popq	%r14
	.cfi_def_cfa_offset 8
	retq
.LBB0_2:
	.cfi_def_cfa_offset 96
	callq	__stack_chk_fail@PLT
.Lfunc_end0:
	.size	greet, .Lfunc_end0-greet
	.cfi_endproc
                                        # -- End function
	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __stack_chk_fail
