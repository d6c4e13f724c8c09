	.file	"hex.661611a282a98e1b-cgu.0"
	.section	".ltext._ZN63_$LT$hex..error..FromHexError$u20$as$u20$core..fmt..Display$GT$3fmt17h3f2ab0d0bfd2312eE","axl",@progbits
	.globl	_ZN63_$LT$hex..error..FromHexError$u20$as$u20$core..fmt..Display$GT$3fmt17h3f2ab0d0bfd2312eE
	.p2align	4
	.type	_ZN63_$LT$hex..error..FromHexError$u20$as$u20$core..fmt..Display$GT$3fmt17h3f2ab0d0bfd2312eE,@function
_ZN63_$LT$hex..error..FromHexError$u20$as$u20$core..fmt..Display$GT$3fmt17h3f2ab0d0bfd2312eE:
	.cfi_startproc
	movq	%rsi, %rax
.L0$pb:
	leaq	.L0$pb(%rip), %rcx
	movabsq	$_GLOBAL_OFFSET_TABLE_-.L0$pb, %rsi
	addq	%rcx, %rsi
	movl	(%rdi), %ecx
	testl	%ecx, %ecx
	je	.LBB0_3
	cmpl	$1, %ecx
	jne	.LBB0_2
	movq	(%rax), %rdi
	movq	8(%rax), %rax
	movq	24(%rax), %rax
	movabsq	$.Lanon.f2f4c712db1ce9eed17b5b3e49ccf6b1.1@GOTOFF, %rcx
	addq	%rcx, %rsi
	movl	$20, %edx
	jmpq	*%rax
.LBB0_3:
	subq	$56, %rsp
	.cfi_def_cfa_offset 64
	movl	4(%rdi), %ecx
	movl	%ecx, 12(%rsp)
	movq	8(%rdi), %rcx
	movq	%rcx, 16(%rsp)
	leaq	12(%rsp), %rcx
	movq	%rcx, 24(%rsp)
	movabsq	$_RNvXsj_NtCsgEmfK2I1SDS_4core3fmtcNtB5_5Debug3fmt@GOT, %rcx
	movq	(%rsi,%rcx), %rcx
	movq	%rcx, 32(%rsp)
	leaq	16(%rsp), %rcx
	movq	%rcx, 40(%rsp)
	movabsq	$_RNvXsi_NtNtNtCsgEmfK2I1SDS_4core3fmt3num3impjNtB9_7Display3fmt@GOT, %rcx
	movq	(%rsi,%rcx), %rcx
	movq	%rcx, 48(%rsp)
	movq	(%rax), %rdi
	movq	8(%rax), %rax
	movabsq	$.Lanon.f2f4c712db1ce9eed17b5b3e49ccf6b1.0@GOTOFF, %rdx
	addq	%rsi, %rdx
	movabsq	$_RNvNtCsgEmfK2I1SDS_4core3fmt5write@GOT, %r8
	leaq	24(%rsp), %rcx
	movq	%rsi, %r9
	movq	%rax, %rsi
	callq	*(%r9,%r8)
	addq	$56, %rsp
	.cfi_def_cfa_offset 8
	retq
.LBB0_2:
	movq	(%rax), %rdi
	movq	8(%rax), %rax
	movq	24(%rax), %rax
	movabsq	$.Lanon.f2f4c712db1ce9eed17b5b3e49ccf6b1.2@GOTOFF, %rcx
	addq	%rcx, %rsi
	movl	$21, %edx
	jmpq	*%rax
.Lfunc_end0:
	.size	_ZN63_$LT$hex..error..FromHexError$u20$as$u20$core..fmt..Display$GT$3fmt17h3f2ab0d0bfd2312eE, .Lfunc_end0-_ZN63_$LT$hex..error..FromHexError$u20$as$u20$core..fmt..Display$GT$3fmt17h3f2ab0d0bfd2312eE
	.cfi_endproc

	.section	".ltext._ZN79_$LT$hex..BytesToHexChars$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h4473e4c00354abf1E","axl",@progbits
	.globl	_ZN79_$LT$hex..BytesToHexChars$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h4473e4c00354abf1E
	.p2align	4
	.type	_ZN79_$LT$hex..BytesToHexChars$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h4473e4c00354abf1E,@function
_ZN79_$LT$hex..BytesToHexChars$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h4473e4c00354abf1E:
	.cfi_startproc
	movl	24(%rdi), %eax
	movl	$1114112, 24(%rdi)
	cmpl	$1114112, %eax
	jne	.LBB1_3
	movq	(%rdi), %rax
	cmpq	8(%rdi), %rax
	je	.LBB1_2
	leaq	1(%rax), %rcx
	movq	%rcx, (%rdi)
	movzbl	(%rax), %eax
	movl	%eax, %ecx
	andl	$15, %ecx
	movq	16(%rdi), %rdx
	shrl	$4, %eax
	movzbl	(%rdx,%rax), %eax
	movzbl	(%rdx,%rcx), %ecx
	movl	%ecx, 24(%rdi)
	retq
.LBB1_2:
	movl	$1114112, %eax
.LBB1_3:
	retq
.Lfunc_end1:
	.size	_ZN79_$LT$hex..BytesToHexChars$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h4473e4c00354abf1E, .Lfunc_end1-_ZN79_$LT$hex..BytesToHexChars$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h4473e4c00354abf1E
	.cfi_endproc

	.type	.Lanon.f2f4c712db1ce9eed17b5b3e49ccf6b1.0,@object
	.section	.lrodata.str1.1,"aMSl",@progbits,1
.Lanon.f2f4c712db1ce9eed17b5b3e49ccf6b1.0:
	.asciz	"\022Invalid character \300\r at position \300"
	.size	.Lanon.f2f4c712db1ce9eed17b5b3e49ccf6b1.0, 36

	.type	.Lanon.f2f4c712db1ce9eed17b5b3e49ccf6b1.1,@object
	.section	.lrodata..Lanon.f2f4c712db1ce9eed17b5b3e49ccf6b1.1,"al",@progbits
.Lanon.f2f4c712db1ce9eed17b5b3e49ccf6b1.1:
	.ascii	"Odd number of digits"
	.size	.Lanon.f2f4c712db1ce9eed17b5b3e49ccf6b1.1, 20

	.type	.Lanon.f2f4c712db1ce9eed17b5b3e49ccf6b1.2,@object
	.section	.lrodata..Lanon.f2f4c712db1ce9eed17b5b3e49ccf6b1.2,"al",@progbits
.Lanon.f2f4c712db1ce9eed17b5b3e49ccf6b1.2:
	.ascii	"Invalid string length"
	.size	.Lanon.f2f4c712db1ce9eed17b5b3e49ccf6b1.2, 21

	.ident	"rustc version 1.95.0 (59807616e 2026-04-14)"
	.section	".note.GNU-stack","",@progbits
