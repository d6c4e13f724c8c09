	.file	"sha1_smol.6ef6219bf29570f0-cgu.0"
	.section	".ltext._ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17h1d56d792dea15fafE","axl",@progbits
	.p2align	4
	.type	_ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17h1d56d792dea15fafE,@function
_ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17h1d56d792dea15fafE:
	.cfi_startproc
.L0$pb:
	leaq	.L0$pb(%rip), %rcx
	movabsq	$_GLOBAL_OFFSET_TABLE_-.L0$pb, %rax
	addq	%rcx, %rax
	movq	(%rdi), %rdi
	movl	16(%rsi), %ecx
	testl	$33554432, %ecx
	jne	.LBB0_3
	testl	$67108864, %ecx
	jne	.LBB0_2
	movabsq	$_RNvXs8_NtNtNtCsgEmfK2I1SDS_4core3fmt3num3impmNtB9_7Display3fmt@GOT, %rcx
	jmpq	*(%rax,%rcx)
.LBB0_3:
	movabsq	$_RNvXsu_NtNtCsgEmfK2I1SDS_4core3fmt3nummNtB7_8LowerHex3fmt@GOT, %rcx
	jmpq	*(%rax,%rcx)
.LBB0_2:
	movabsq	$_RNvXsw_NtNtCsgEmfK2I1SDS_4core3fmt3nummNtB7_8UpperHex3fmt@GOT, %rcx
	jmpq	*(%rax,%rcx)
.Lfunc_end0:
	.size	_ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17h1d56d792dea15fafE, .Lfunc_end0-_ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17h1d56d792dea15fafE
	.cfi_endproc

	.section	".ltext._ZN44_$LT$$RF$T$u20$as$u20$core..fmt..Display$GT$3fmt17h14755225df4f7c52E","axl",@progbits
	.p2align	4
	.type	_ZN44_$LT$$RF$T$u20$as$u20$core..fmt..Display$GT$3fmt17h14755225df4f7c52E,@function
_ZN44_$LT$$RF$T$u20$as$u20$core..fmt..Display$GT$3fmt17h14755225df4f7c52E:
	.cfi_startproc
.L1$pb:
	leaq	.L1$pb(%rip), %rax
	movabsq	$_GLOBAL_OFFSET_TABLE_-.L1$pb, %rcx
	addq	%rax, %rcx
	movq	(%rdi), %rdi
	movabsq	$_ZN56_$LT$sha1_smol..Digest$u20$as$u20$core..fmt..Display$GT$3fmt17hb00cbf25545b6130E@GOT, %rax
	jmpq	*(%rcx,%rax)
.Lfunc_end1:
	.size	_ZN44_$LT$$RF$T$u20$as$u20$core..fmt..Display$GT$3fmt17h14755225df4f7c52E, .Lfunc_end1-_ZN44_$LT$$RF$T$u20$as$u20$core..fmt..Display$GT$3fmt17h14755225df4f7c52E
	.cfi_endproc

	.section	".ltext._ZN45_$LT$$RF$T$u20$as$u20$core..fmt..LowerHex$GT$3fmt17h8517014474dc5a0fE","axl",@progbits
	.p2align	4
	.type	_ZN45_$LT$$RF$T$u20$as$u20$core..fmt..LowerHex$GT$3fmt17h8517014474dc5a0fE,@function
_ZN45_$LT$$RF$T$u20$as$u20$core..fmt..LowerHex$GT$3fmt17h8517014474dc5a0fE:
	.cfi_startproc
.L2$pb:
	leaq	.L2$pb(%rip), %rax
	movabsq	$_GLOBAL_OFFSET_TABLE_-.L2$pb, %rcx
	addq	%rax, %rcx
	movq	(%rdi), %rdi
	movabsq	$_RNvXsu_NtNtCsgEmfK2I1SDS_4core3fmt3nummNtB7_8LowerHex3fmt@GOT, %rax
	jmpq	*(%rcx,%rax)
.Lfunc_end2:
	.size	_ZN45_$LT$$RF$T$u20$as$u20$core..fmt..LowerHex$GT$3fmt17h8517014474dc5a0fE, .Lfunc_end2-_ZN45_$LT$$RF$T$u20$as$u20$core..fmt..LowerHex$GT$3fmt17h8517014474dc5a0fE
	.cfi_endproc

	.section	.ltext.unlikely._ZN4core9panicking13assert_failed17hbeec8d4834346de5E,"axl",@progbits
	.globl	_ZN4core9panicking13assert_failed17hbeec8d4834346de5E
	.type	_ZN4core9panicking13assert_failed17hbeec8d4834346de5E,@function
_ZN4core9panicking13assert_failed17hbeec8d4834346de5E:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	subq	$16, %rsp
	.cfi_def_cfa_offset 32
	.cfi_offset %rbx, -16
	movq	%r9, %rax
	movq	%r8, %r10
	movq	%rcx, %r9
.L3$pb:
	leaq	.L3$pb(%rip), %rcx
	movabsq	$_GLOBAL_OFFSET_TABLE_-.L3$pb, %r11
	addq	%rcx, %r11
	movq	%rsp, %r8
	movq	%rsi, (%r8)
	leaq	8(%rsp), %rcx
	movq	%rdx, (%rcx)
	movabsq	$.Lanon.c830bcd36f4fe5092adeec326b1298ff.0@GOTOFF, %rdx
	addq	%r11, %rdx
	movabsq	$_RNvNtCsgEmfK2I1SDS_4core9panicking19assert_failed_inner@GOT, %rbx
	movq	%r8, %rsi
	movq	%rdx, %r8
	pushq	%rax
	.cfi_adjust_cfa_offset 8
	pushq	%r10
	.cfi_adjust_cfa_offset 8
	callq	*(%r11,%rbx)
.Lfunc_end3:
	.size	_ZN4core9panicking13assert_failed17hbeec8d4834346de5E, .Lfunc_end3-_ZN4core9panicking13assert_failed17hbeec8d4834346de5E
	.cfi_endproc

	.section	".ltext._ZN54_$LT$sha1_smol..Digest$u20$as$u20$core..fmt..Debug$GT$3fmt17h3837cd542125695eE","axl",@progbits
	.globl	_ZN54_$LT$sha1_smol..Digest$u20$as$u20$core..fmt..Debug$GT$3fmt17h3837cd542125695eE
	.p2align	4
	.type	_ZN54_$LT$sha1_smol..Digest$u20$as$u20$core..fmt..Debug$GT$3fmt17h3837cd542125695eE,@function
_ZN54_$LT$sha1_smol..Digest$u20$as$u20$core..fmt..Debug$GT$3fmt17h3837cd542125695eE:
	.cfi_startproc
	subq	$24, %rsp
	.cfi_def_cfa_offset 32
.L4$pb:
	leaq	.L4$pb(%rip), %rax
	movabsq	$_GLOBAL_OFFSET_TABLE_-.L4$pb, %r8
	addq	%rax, %r8
	movq	%rdi, (%rsp)
	movq	%rsp, %rax
	movq	%rax, 8(%rsp)
	movabsq	$_ZN44_$LT$$RF$T$u20$as$u20$core..fmt..Display$GT$3fmt17h14755225df4f7c52E@GOTOFF, %rax
	addq	%r8, %rax
	movq	%rax, 16(%rsp)
	movq	(%rsi), %rdi
	movq	8(%rsi), %rsi
	movabsq	$.Lanon.c830bcd36f4fe5092adeec326b1298ff.1@GOTOFF, %rdx
	addq	%r8, %rdx
	movabsq	$_RNvNtCsgEmfK2I1SDS_4core3fmt5write@GOT, %rax
	leaq	8(%rsp), %rcx
	callq	*(%r8,%rax)
	addq	$24, %rsp
	.cfi_def_cfa_offset 8
	retq
.Lfunc_end4:
	.size	_ZN54_$LT$sha1_smol..Digest$u20$as$u20$core..fmt..Debug$GT$3fmt17h3837cd542125695eE, .Lfunc_end4-_ZN54_$LT$sha1_smol..Digest$u20$as$u20$core..fmt..Debug$GT$3fmt17h3837cd542125695eE
	.cfi_endproc

	.section	".ltext._ZN56_$LT$sha1_smol..Digest$u20$as$u20$core..fmt..Display$GT$3fmt17hb00cbf25545b6130E","axl",@progbits
	.globl	_ZN56_$LT$sha1_smol..Digest$u20$as$u20$core..fmt..Display$GT$3fmt17hb00cbf25545b6130E
	.p2align	4
	.type	_ZN56_$LT$sha1_smol..Digest$u20$as$u20$core..fmt..Display$GT$3fmt17hb00cbf25545b6130E,@function
_ZN56_$LT$sha1_smol..Digest$u20$as$u20$core..fmt..Display$GT$3fmt17hb00cbf25545b6130E:
	.cfi_startproc
	pushq	%rbp
	.cfi_def_cfa_offset 16
	pushq	%r15
	.cfi_def_cfa_offset 24
	pushq	%r14
	.cfi_def_cfa_offset 32
	pushq	%r13
	.cfi_def_cfa_offset 40
	pushq	%r12
	.cfi_def_cfa_offset 48
	pushq	%rbx
	.cfi_def_cfa_offset 56
	subq	$24, %rsp
	.cfi_def_cfa_offset 80
	.cfi_offset %rbx, -56
	.cfi_offset %r12, -48
	.cfi_offset %r13, -40
	.cfi_offset %r14, -32
	.cfi_offset %r15, -24
	.cfi_offset %rbp, -16
	movq	%rdi, %r15
.L5$pb:
	leaq	.L5$pb(%rip), %rax
	movabsq	$_GLOBAL_OFFSET_TABLE_-.L5$pb, %r13
	addq	%rax, %r13
	movq	(%rsi), %rbx
	movq	8(%rsi), %r14
	movq	%rdi, (%rsp)
	movq	%rsp, %rax
	movq	%rax, 8(%rsp)
	movabsq	$_ZN45_$LT$$RF$T$u20$as$u20$core..fmt..LowerHex$GT$3fmt17h8517014474dc5a0fE@GOTOFF, %rbp
	addq	%r13, %rbp
	movq	%rbp, 16(%rsp)
	movabsq	$.Lanon.c830bcd36f4fe5092adeec326b1298ff.2@GOTOFF, %r12
	addq	%r13, %r12
	movabsq	$_RNvNtCsgEmfK2I1SDS_4core3fmt5write@GOT, %rax
	leaq	8(%rsp), %rcx
	movq	%rbx, %rdi
	movq	%r14, %rsi
	movq	%r12, %rdx
	callq	*(%r13,%rax)
	movb	$1, %cl
	testb	%al, %al
	jne	.LBB5_7
	leaq	4(%r15), %rax
	movq	%rax, (%rsp)
	movq	%rsp, %rax
	movq	%rax, 8(%rsp)
	movq	%rbp, 16(%rsp)
	leaq	8(%rsp), %rcx
	movq	%rbx, %rdi
	movq	%r14, %rsi
	movq	%r12, %rdx
	movabsq	$_RNvNtCsgEmfK2I1SDS_4core3fmt5write@GOT, %rax
	callq	*(%r13,%rax)
	testb	%al, %al
	jne	.LBB5_2
	leaq	8(%r15), %rax
	movq	%rax, (%rsp)
	movq	%rsp, %rax
	movq	%rax, 8(%rsp)
	movq	%rbp, 16(%rsp)
	leaq	8(%rsp), %rcx
	movq	%rbx, %rdi
	movq	%r14, %rsi
	movq	%r12, %rdx
	movabsq	$_RNvNtCsgEmfK2I1SDS_4core3fmt5write@GOT, %rax
	callq	*(%r13,%rax)
	testb	%al, %al
	je	.LBB5_5
.LBB5_2:
	movb	$1, %cl
.LBB5_7:
	movl	%ecx, %eax
	addq	$24, %rsp
	.cfi_def_cfa_offset 56
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%r12
	.cfi_def_cfa_offset 40
	popq	%r13
	.cfi_def_cfa_offset 32
	popq	%r14
	.cfi_def_cfa_offset 24
	popq	%r15
	.cfi_def_cfa_offset 16
	popq	%rbp
	.cfi_def_cfa_offset 8
	retq
.LBB5_5:
	.cfi_def_cfa_offset 80
	leaq	12(%r15), %rax
	movq	%rax, (%rsp)
	movq	%rsp, %rax
	movq	%rax, 8(%rsp)
	movq	%rbp, 16(%rsp)
	leaq	8(%rsp), %rcx
	movq	%rbx, %rdi
	movq	%r14, %rsi
	movq	%r12, %rdx
	movabsq	$_RNvNtCsgEmfK2I1SDS_4core3fmt5write@GOT, %rax
	callq	*(%r13,%rax)
	testb	%al, %al
	movb	$1, %cl
	jne	.LBB5_7
	addq	$16, %r15
	movq	%r15, (%rsp)
	movq	%rsp, %rax
	movq	%rax, 8(%rsp)
	movq	%rbp, 16(%rsp)
	leaq	8(%rsp), %rcx
	movq	%rbx, %rdi
	movq	%r14, %rsi
	movq	%r12, %rdx
	movabsq	$_RNvNtCsgEmfK2I1SDS_4core3fmt5write@GOT, %rax
	callq	*(%r13,%rax)
	movl	%eax, %ecx
	jmp	.LBB5_7
.Lfunc_end5:
	.size	_ZN56_$LT$sha1_smol..Digest$u20$as$u20$core..fmt..Display$GT$3fmt17hb00cbf25545b6130E, .Lfunc_end5-_ZN56_$LT$sha1_smol..Digest$u20$as$u20$core..fmt..Display$GT$3fmt17hb00cbf25545b6130E
	.cfi_endproc

	.section	".ltext._ZN64_$LT$sha1_smol..Digest$u20$as$u20$core..str..traits..FromStr$GT$8from_str17h76c9734c530b34b3E","axl",@progbits
	.globl	_ZN64_$LT$sha1_smol..Digest$u20$as$u20$core..str..traits..FromStr$GT$8from_str17h76c9734c530b34b3E
	.p2align	4
	.type	_ZN64_$LT$sha1_smol..Digest$u20$as$u20$core..str..traits..FromStr$GT$8from_str17h76c9734c530b34b3E,@function
_ZN64_$LT$sha1_smol..Digest$u20$as$u20$core..str..traits..FromStr$GT$8from_str17h76c9734c530b34b3E:
	.cfi_startproc
	pushq	%rbp
	.cfi_def_cfa_offset 16
	pushq	%r15
	.cfi_def_cfa_offset 24
	pushq	%r14
	.cfi_def_cfa_offset 32
	pushq	%r12
	.cfi_def_cfa_offset 40
	pushq	%rbx
	.cfi_def_cfa_offset 48
	.cfi_offset %rbx, -48
	.cfi_offset %r12, -40
	.cfi_offset %r14, -32
	.cfi_offset %r15, -24
	.cfi_offset %rbp, -16
.L6$pb:
	leaq	.L6$pb(%rip), %rax
	movabsq	$_GLOBAL_OFFSET_TABLE_-.L6$pb, %r9
	addq	%rax, %r9
	movl	$1, %eax
	cmpq	$40, %rdx
	jne	.LBB6_28
	xorl	%r8d, %r8d
	cmpb	$-65, 8(%rsi)
	jle	.LBB6_2
	xorl	%ecx, %ecx
	cmpb	$43, (%rsi)
	sete	%cl
	movl	$8, %edx
	subq	%rcx, %rdx
	addq	%rsi, %rcx
	xorl	%r10d, %r10d
	.p2align	4
.LBB6_5:
	movzbl	(%rcx,%r10), %ebx
	leal	-65(%rbx), %ebp
	andl	$-33, %ebp
	addl	$10, %ebp
	leal	-48(%rbx), %r11d
	cmpl	$58, %ebx
	cmovael	%ebp, %r11d
	cmpl	$15, %r11d
	ja	.LBB6_28
	shll	$4, %r8d
	orl	%r11d, %r8d
	incq	%r10
	cmpq	%r10, %rdx
	jne	.LBB6_5
	movl	$16, %ecx
	movl	$8, %edx
	cmpb	$-64, 8(%rsi)
	jl	.LBB6_3
	cmpb	$-64, 16(%rsi)
	jl	.LBB6_3
	xorl	%edx, %edx
	cmpb	$43, 8(%rsi)
	sete	%dl
	movl	$8, %ecx
	subq	%rdx, %rcx
	addq	%rsi, %rdx
	addq	$8, %rdx
	xorl	%r10d, %r10d
	xorl	%r11d, %r11d
	.p2align	4
.LBB6_10:
	movzbl	(%rdx,%r11), %r14d
	leal	-65(%r14), %ebp
	andl	$-33, %ebp
	addl	$10, %ebp
	leal	-48(%r14), %ebx
	cmpl	$58, %r14d
	cmovael	%ebp, %ebx
	cmpl	$15, %ebx
	ja	.LBB6_28
	shll	$4, %r10d
	orl	%ebx, %r10d
	incq	%r11
	cmpq	%r11, %rcx
	jne	.LBB6_10
	movl	$24, %ecx
	movl	$16, %edx
	cmpb	$-64, 16(%rsi)
	jl	.LBB6_3
	cmpb	$-64, 24(%rsi)
	jl	.LBB6_3
	xorl	%edx, %edx
	cmpb	$43, 16(%rsi)
	sete	%dl
	movl	$8, %ecx
	subq	%rdx, %rcx
	addq	%rsi, %rdx
	addq	$16, %rdx
	xorl	%r11d, %r11d
	xorl	%ebx, %ebx
	.p2align	4
.LBB6_15:
	movzbl	(%rdx,%rbx), %r14d
	leal	-65(%r14), %r15d
	andl	$-33, %r15d
	addl	$10, %r15d
	leal	-48(%r14), %ebp
	cmpl	$58, %r14d
	cmovael	%r15d, %ebp
	cmpl	$15, %ebp
	ja	.LBB6_28
	shll	$4, %r11d
	orl	%ebp, %r11d
	incq	%rbx
	cmpq	%rbx, %rcx
	jne	.LBB6_15
	movl	$32, %ecx
	movl	$24, %edx
	cmpb	$-64, 24(%rsi)
	jl	.LBB6_3
	cmpb	$-64, 32(%rsi)
	jl	.LBB6_3
	xorl	%ecx, %ecx
	cmpb	$43, 24(%rsi)
	sete	%cl
	movl	$8, %edx
	subq	%rcx, %rdx
	leaq	(%rsi,%rcx), %rbx
	addq	$24, %rbx
	xorl	%ecx, %ecx
	xorl	%r14d, %r14d
	.p2align	4
.LBB6_20:
	movzbl	(%rbx,%r14), %r15d
	leal	-65(%r15), %r12d
	andl	$-33, %r12d
	addl	$10, %r12d
	leal	-48(%r15), %ebp
	cmpl	$58, %r15d
	cmovael	%r12d, %ebp
	cmpl	$15, %ebp
	ja	.LBB6_28
	shll	$4, %ecx
	orl	%ebp, %ecx
	incq	%r14
	cmpq	%r14, %rdx
	jne	.LBB6_20
	movzbl	32(%rsi), %edx
	cmpb	$-64, %dl
	jl	.LBB6_23
	xorl	%ebx, %ebx
	cmpb	$43, %dl
	sete	%bl
	movl	$8, %r9d
	subq	%rbx, %r9
	addq	%rbx, %rsi
	addq	$32, %rsi
	xorl	%edx, %edx
	xorl	%ebx, %ebx
	.p2align	4
.LBB6_25:
	movzbl	(%rsi,%rbx), %r14d
	leal	-65(%r14), %r15d
	andl	$-33, %r15d
	addl	$10, %r15d
	leal	-48(%r14), %ebp
	cmpl	$58, %r14d
	cmovael	%r15d, %ebp
	cmpl	$15, %ebp
	ja	.LBB6_28
	shll	$4, %edx
	orl	%ebp, %edx
	incq	%rbx
	cmpq	%rbx, %r9
	jne	.LBB6_25
	movl	%r8d, 4(%rdi)
	movl	%r10d, 8(%rdi)
	movl	%r11d, 12(%rdi)
	movl	%ecx, 16(%rdi)
	movl	%edx, 20(%rdi)
	xorl	%eax, %eax
.LBB6_28:
	movl	%eax, (%rdi)
	movq	%rdi, %rax
	popq	%rbx
	.cfi_def_cfa_offset 40
	popq	%r12
	.cfi_def_cfa_offset 32
	popq	%r14
	.cfi_def_cfa_offset 24
	popq	%r15
	.cfi_def_cfa_offset 16
	popq	%rbp
	.cfi_def_cfa_offset 8
	retq
.LBB6_2:
	.cfi_def_cfa_offset 48
	movl	$8, %ecx
	xorl	%edx, %edx
.LBB6_3:
	movabsq	$.Lanon.c830bcd36f4fe5092adeec326b1298ff.4@GOTOFF, %r8
	addq	%r9, %r8
	movabsq	$_RNvNtCsgEmfK2I1SDS_4core3str16slice_error_fail@GOT, %rax
	movq	%rsi, %rdi
	movl	$40, %esi
	callq	*(%r9,%rax)
.LBB6_23:
	movl	$40, %ecx
	movl	$32, %edx
	jmp	.LBB6_3
.Lfunc_end6:
	.size	_ZN64_$LT$sha1_smol..Digest$u20$as$u20$core..str..traits..FromStr$GT$8from_str17h76c9734c530b34b3E, .Lfunc_end6-_ZN64_$LT$sha1_smol..Digest$u20$as$u20$core..str..traits..FromStr$GT$8from_str17h76c9734c530b34b3E
	.cfi_endproc

	.section	".ltext._ZN66_$LT$sha1_smol..DigestParseError$u20$as$u20$core..fmt..Display$GT$3fmt17haaf28fe0f12c61d6E","axl",@progbits
	.globl	_ZN66_$LT$sha1_smol..DigestParseError$u20$as$u20$core..fmt..Display$GT$3fmt17haaf28fe0f12c61d6E
	.p2align	4
	.type	_ZN66_$LT$sha1_smol..DigestParseError$u20$as$u20$core..fmt..Display$GT$3fmt17haaf28fe0f12c61d6E,@function
_ZN66_$LT$sha1_smol..DigestParseError$u20$as$u20$core..fmt..Display$GT$3fmt17haaf28fe0f12c61d6E:
	.cfi_startproc
.L7$pb:
	leaq	.L7$pb(%rip), %rax
	movabsq	$_GLOBAL_OFFSET_TABLE_-.L7$pb, %rcx
	addq	%rax, %rcx
	movq	(%rsi), %rdi
	movq	8(%rsi), %rax
	movq	24(%rax), %rax
	movabsq	$.Lanon.c830bcd36f4fe5092adeec326b1298ff.5@GOTOFF, %rsi
	addq	%rcx, %rsi
	movl	$21, %edx
	jmpq	*%rax
.Lfunc_end7:
	.size	_ZN66_$LT$sha1_smol..DigestParseError$u20$as$u20$core..fmt..Display$GT$3fmt17haaf28fe0f12c61d6E, .Lfunc_end7-_ZN66_$LT$sha1_smol..DigestParseError$u20$as$u20$core..fmt..Display$GT$3fmt17haaf28fe0f12c61d6E
	.cfi_endproc

	.section	.ltext._ZN9sha1_smol4Sha16digest17h33ae45c21dab7863E,"axl",@progbits
	.globl	_ZN9sha1_smol4Sha16digest17h33ae45c21dab7863E
	.p2align	4
	.type	_ZN9sha1_smol4Sha16digest17h33ae45c21dab7863E,@function
_ZN9sha1_smol4Sha16digest17h33ae45c21dab7863E:
	.cfi_startproc
	pushq	%rbp
	.cfi_def_cfa_offset 16
	pushq	%r15
	.cfi_def_cfa_offset 24
	pushq	%r14
	.cfi_def_cfa_offset 32
	pushq	%r13
	.cfi_def_cfa_offset 40
	pushq	%r12
	.cfi_def_cfa_offset 48
	pushq	%rbx
	.cfi_def_cfa_offset 56
	subq	$200, %rsp
	.cfi_def_cfa_offset 256
	.cfi_offset %rbx, -56
	.cfi_offset %r12, -48
	.cfi_offset %r13, -40
	.cfi_offset %r14, -32
	.cfi_offset %r15, -24
	.cfi_offset %rbp, -16
.L8$pb:
	leaq	.L8$pb(%rip), %rax
	movabsq	$_GLOBAL_OFFSET_TABLE_-.L8$pb, %r14
	addq	%rax, %r14
	movl	24(%rsi), %eax
	movl	%eax, 48(%rsp)
	movups	8(%rsi), %xmm0
	movaps	%xmm0, 32(%rsp)
	movl	92(%rsi), %ebx
	movq	(%rsi), %r13
	addq	%rbx, %r13
	xorps	%xmm0, %xmm0
	movaps	%xmm0, 176(%rsp)
	movaps	%xmm0, 160(%rsp)
	movaps	%xmm0, 144(%rsp)
	movaps	%xmm0, 128(%rsp)
	movaps	%xmm0, 112(%rsp)
	movaps	%xmm0, 96(%rsp)
	movaps	%xmm0, 80(%rsp)
	movaps	%xmm0, 64(%rsp)
	cmpq	$129, %rbx
	jae	.LBB8_1
	cmpl	$65, %ebx
	jae	.LBB8_4
	movq	%rdi, 56(%rsp)
	addq	$28, %rsi
	leal	(,%r13,8), %eax
	movl	%eax, 20(%rsp)
	movq	%r13, %rbp
	shrq	$53, %rbp
	movq	%r13, %rax
	shrq	$45, %rax
	movq	%rax, 24(%rsp)
	movq	%r13, %r12
	shrq	$37, %r12
	movq	%r13, %r15
	shrq	$29, %r15
	movl	%r13d, %eax
	shrl	$21, %eax
	movl	%eax, 16(%rsp)
	movl	%r13d, %eax
	shrl	$13, %eax
	movl	%eax, 12(%rsp)
	shrl	$5, %r13d
	leaq	64(%rsp), %rdi
	movabsq	$memcpy@GOT, %rax
	movq	%rbx, %rdx
	callq	*(%r14,%rax)
	movb	$-128, 64(%rsp,%rbx)
	movabsq	$_ZN9sha1_smol9Sha1State7process17h1c26c20e677a4e67E@GOTOFF, %rcx
	cmpl	$56, %ebx
	jae	.LBB8_6
	movb	%bpl, 120(%rsp)
	movq	24(%rsp), %rax
	movb	%al, 121(%rsp)
	movb	%r12b, 122(%rsp)
	movb	%r15b, 123(%rsp)
	movl	16(%rsp), %eax
	movb	%al, 124(%rsp)
	movl	12(%rsp), %eax
	movb	%al, 125(%rsp)
	movb	%r13b, 126(%rsp)
	movl	20(%rsp), %eax
	movb	%al, 127(%rsp)
	leaq	64(%rsp), %rsi
	jmp	.LBB8_8
.LBB8_6:
	movb	%bpl, 184(%rsp)
	movq	24(%rsp), %rax
	movb	%al, 185(%rsp)
	movb	%r12b, 186(%rsp)
	movb	%r15b, 187(%rsp)
	movl	16(%rsp), %eax
	movb	%al, 188(%rsp)
	movl	12(%rsp), %eax
	movb	%al, 189(%rsp)
	movb	%r13b, 190(%rsp)
	movl	20(%rsp), %eax
	movb	%al, 191(%rsp)
	leaq	(%r14,%rcx), %rax
	leaq	32(%rsp), %rdi
	leaq	64(%rsp), %rsi
	movq	%rcx, %rbx
	callq	*%rax
	movq	%rbx, %rcx
	leaq	128(%rsp), %rsi
.LBB8_8:
	addq	%rcx, %r14
	leaq	32(%rsp), %rdi
	callq	*%r14
	movl	48(%rsp), %ecx
	movq	56(%rsp), %rax
	movl	%ecx, 16(%rax)
	movaps	32(%rsp), %xmm0
	movups	%xmm0, (%rax)
	addq	$200, %rsp
	.cfi_def_cfa_offset 56
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%r12
	.cfi_def_cfa_offset 40
	popq	%r13
	.cfi_def_cfa_offset 32
	popq	%r14
	.cfi_def_cfa_offset 24
	popq	%r15
	.cfi_def_cfa_offset 16
	popq	%rbp
	.cfi_def_cfa_offset 8
	retq
.LBB8_1:
	.cfi_def_cfa_offset 256
	movabsq	$.Lanon.c830bcd36f4fe5092adeec326b1298ff.7@GOTOFF, %rcx
	addq	%r14, %rcx
	movabsq	$_RNvNtNtCsgEmfK2I1SDS_4core5slice5index16slice_index_fail@GOT, %rax
	movl	$128, %edx
	xorl	%edi, %edi
	movq	%rbx, %rsi
	callq	*(%r14,%rax)
.LBB8_4:
	movabsq	$.Lanon.c830bcd36f4fe5092adeec326b1298ff.6@GOTOFF, %rcx
	addq	%r14, %rcx
	movabsq	$_RNvNtNtCsgEmfK2I1SDS_4core5slice5index16slice_index_fail@GOT, %rax
	movl	$64, %edx
	xorl	%edi, %edi
	movq	%rbx, %rsi
	callq	*(%r14,%rax)
.Lfunc_end8:
	.size	_ZN9sha1_smol4Sha16digest17h33ae45c21dab7863E, .Lfunc_end8-_ZN9sha1_smol4Sha16digest17h33ae45c21dab7863E
	.cfi_endproc

	.section	.ltext._ZN9sha1_smol4Sha16update17h40eb3b255c1d5798E,"axl",@progbits
	.globl	_ZN9sha1_smol4Sha16update17h40eb3b255c1d5798E
	.p2align	4
	.type	_ZN9sha1_smol4Sha16update17h40eb3b255c1d5798E,@function
_ZN9sha1_smol4Sha16update17h40eb3b255c1d5798E:
	.cfi_startproc
	pushq	%rbp
	.cfi_def_cfa_offset 16
	pushq	%r15
	.cfi_def_cfa_offset 24
	pushq	%r14
	.cfi_def_cfa_offset 32
	pushq	%r13
	.cfi_def_cfa_offset 40
	pushq	%r12
	.cfi_def_cfa_offset 48
	pushq	%rbx
	.cfi_def_cfa_offset 56
	pushq	%rax
	.cfi_def_cfa_offset 64
	.cfi_offset %rbx, -56
	.cfi_offset %r12, -48
	.cfi_offset %r13, -40
	.cfi_offset %r14, -32
	.cfi_offset %r15, -24
	.cfi_offset %rbp, -16
	movq	%rdx, %r14
	movq	%rsi, %r15
	movq	%rdi, %rbx
.L9$pb:
	leaq	.L9$pb(%rip), %rax
	movabsq	$_GLOBAL_OFFSET_TABLE_-.L9$pb, %r13
	addq	%rax, %r13
	movl	92(%rdi), %edi
	movabsq	$memcpy@GOT, %rcx
	testq	%rdi, %rdi
	je	.LBB9_5
	movl	$64, %ebp
	subq	%rdi, %rbp
	cmpq	%r14, %rbp
	cmovaeq	%r14, %rbp
	leaq	(%rdi,%rbp), %r12
	cmpq	$65, %r12
	jae	.LBB9_11
	leaq	28(%rbx), %rax
	movq	%rax, (%rsp)
	addq	%rax, %rdi
	movq	%r15, %rsi
	movq	%rbp, %rdx
	callq	*(%r13,%rcx)
	cmpq	$64, %r12
	jne	.LBB9_3
	addq	$64, (%rbx)
	movabsq	$_ZN9sha1_smol9Sha1State7process17h1c26c20e677a4e67E@GOTOFF, %rax
	addq	%r13, %rax
	leaq	8(%rbx), %rdi
	movq	(%rsp), %rsi
	callq	*%rax
	movl	$0, 92(%rbx)
	subq	%rbp, %r14
	addq	%rbp, %r15
	movabsq	$memcpy@GOT, %rcx
.LBB9_5:
	testq	%r14, %r14
	je	.LBB9_10
	movabsq	$_ZN9sha1_smol9Sha1State7process17h1c26c20e677a4e67E@GOTOFF, %r12
	addq	%r13, %r12
	movq	(%r13,%rcx), %r13
	jmp	.LBB9_7
	.p2align	4
.LBB9_8:
	addq	$64, (%rbx)
	leaq	8(%rbx), %rdi
	movq	%r15, %rsi
	callq	*%r12
	addq	%rbp, %r15
	subq	%rbp, %r14
	je	.LBB9_10
.LBB9_7:
	cmpq	$64, %r14
	movl	$64, %ebp
	cmovbq	%r14, %rbp
	jae	.LBB9_8
	leaq	28(%rbx), %rdi
	movq	%r15, %rsi
	movq	%rbp, %rdx
	callq	*%r13
	movl	%ebp, 92(%rbx)
	addq	%rbp, %r15
	subq	%rbp, %r14
	jne	.LBB9_7
	jmp	.LBB9_10
.LBB9_3:
	addl	%ebp, 92(%rbx)
.LBB9_10:
	addq	$8, %rsp
	.cfi_def_cfa_offset 56
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%r12
	.cfi_def_cfa_offset 40
	popq	%r13
	.cfi_def_cfa_offset 32
	popq	%r14
	.cfi_def_cfa_offset 24
	popq	%r15
	.cfi_def_cfa_offset 16
	popq	%rbp
	.cfi_def_cfa_offset 8
	retq
.LBB9_11:
	.cfi_def_cfa_offset 64
	movabsq	$.Lanon.c830bcd36f4fe5092adeec326b1298ff.8@GOTOFF, %rcx
	addq	%r13, %rcx
	movabsq	$_RNvNtNtCsgEmfK2I1SDS_4core5slice5index16slice_index_fail@GOT, %rax
	movl	$64, %edx
	movq	%r12, %rsi
	callq	*(%r13,%rax)
.Lfunc_end9:
	.size	_ZN9sha1_smol4Sha16update17h40eb3b255c1d5798E, .Lfunc_end9-_ZN9sha1_smol4Sha16update17h40eb3b255c1d5798E
	.cfi_endproc

	.section	.ltext._ZN9sha1_smol9Sha1State7process17h1c26c20e677a4e67E,"axl",@progbits
	.p2align	4
	.type	_ZN9sha1_smol9Sha1State7process17h1c26c20e677a4e67E,@function
_ZN9sha1_smol9Sha1State7process17h1c26c20e677a4e67E:
	.cfi_startproc
	pushq	%rbp
	.cfi_def_cfa_offset 16
	pushq	%r15
	.cfi_def_cfa_offset 24
	pushq	%r14
	.cfi_def_cfa_offset 32
	pushq	%r13
	.cfi_def_cfa_offset 40
	pushq	%r12
	.cfi_def_cfa_offset 48
	pushq	%rbx
	.cfi_def_cfa_offset 56
	subq	$24, %rsp
	.cfi_def_cfa_offset 80
	.cfi_offset %rbx, -56
	.cfi_offset %r12, -48
	.cfi_offset %r13, -40
	.cfi_offset %r14, -32
	.cfi_offset %r15, -24
	.cfi_offset %rbp, -16
	movl	8(%rsi), %r14d
	bswapl	%r14d
	movq	%r14, %r13
	movl	(%rsi), %ebp
	movl	4(%rsi), %eax
	bswapl	%eax
	movq	%rax, %rbx
	movq	%rax, -112(%rsp)
	bswapl	%ebp
	movq	%rdi, 16(%rsp)
	movl	(%rdi), %r10d
	movl	4(%rdi), %r8d
	movq	%r8, (%rsp)
	movl	8(%rdi), %r9d
	movl	12(%rdi), %ecx
	movl	16(%rdi), %edx
	movq	%rdx, 8(%rsp)
	movl	%r10d, %eax
	movl	%r10d, %r11d
	movl	%r10d, -20(%rsp)
	roll	$5, %eax
	movq	%rcx, %rdi
	xorl	%r9d, %ecx
	andl	%r8d, %ecx
	xorl	%edi, %ecx
	movq	%rdi, %r10
	movq	%rdi, -8(%rsp)
	addl	%ebp, %eax
	addl	%ecx, %eax
	addl	%edx, %eax
	addl	$1518500249, %eax
	movl	%r8d, %ecx
	roll	$30, %ecx
	movl	%eax, %edi
	roll	$5, %edi
	movl	%ecx, %r8d
	xorl	%r9d, %r8d
	andl	%r11d, %r8d
	xorl	%r9d, %r8d
	movq	%r9, -16(%rsp)
	addl	%r10d, %r8d
	addl	%ebx, %r8d
	movl	%r11d, %edx
	roll	$30, %edx
	addl	%r8d, %edi
	addl	$1518500249, %edi
	movl	%ecx, %r8d
	xorl	%edx, %r8d
	andl	%eax, %r8d
	xorl	%ecx, %r8d
	addl	%r14d, %r9d
	addl	%r9d, %r8d
	movl	%edi, %r9d
	roll	$5, %r9d
	addl	%r9d, %r8d
	addl	$1518500249, %r8d
	movl	12(%rsi), %r9d
	bswapl	%r9d
	movq	%r9, %r10
	movq	%r9, -72(%rsp)
	roll	$30, %eax
	movl	%eax, %r9d
	xorl	%edx, %r9d
	andl	%edi, %r9d
	xorl	%edx, %r9d
	addl	%r10d, %ecx
	addl	%r9d, %ecx
	movl	%r8d, %r9d
	roll	$5, %r9d
	addl	%r9d, %ecx
	addl	$1518500249, %ecx
	roll	$30, %edi
	movl	%edi, %r9d
	xorl	%eax, %r9d
	andl	%r8d, %r9d
	movl	16(%rsi), %r10d
	bswapl	%r10d
	movl	%r10d, -116(%rsp)
	xorl	%eax, %r9d
	addl	%r10d, %edx
	addl	%r9d, %edx
	movl	%ecx, %r9d
	roll	$5, %r9d
	addl	%r9d, %edx
	addl	$1518500249, %edx
	movl	%r8d, %r10d
	movl	20(%rsi), %r8d
	bswapl	%r8d
	movl	%r8d, %r11d
	movl	%r8d, -124(%rsp)
	roll	$30, %r10d
	movl	%edx, %r8d
	roll	$5, %r8d
	movl	%r10d, %r9d
	xorl	%edi, %r9d
	andl	%ecx, %r9d
	xorl	%edi, %r9d
	addl	%r11d, %eax
	addl	%r9d, %eax
	leal	(%r8,%rax), %r9d
	addl	$1518500249, %r9d
	movl	24(%rsi), %eax
	bswapl	%eax
	movq	%rax, -88(%rsp)
	addl	%edi, %eax
	roll	$30, %ecx
	movl	%ecx, %edi
	xorl	%r10d, %edi
	andl	%edx, %edi
	xorl	%r10d, %edi
	addl	%eax, %edi
	movl	%r9d, %eax
	roll	$5, %eax
	leal	(%rax,%rdi), %r8d
	addl	$1518500249, %r8d
	movl	28(%rsi), %eax
	bswapl	%eax
	movq	%rax, -80(%rsp)
	roll	$30, %edx
	addl	%r10d, %eax
	movl	%r8d, %edi
	roll	$5, %edi
	movl	%edx, %r10d
	xorl	%ecx, %r10d
	andl	%r9d, %r10d
	xorl	%ecx, %r10d
	addl	%eax, %r10d
	leal	(%rdi,%r10), %eax
	addl	$1518500249, %eax
	roll	$30, %r9d
	movl	%r9d, %edi
	xorl	%edx, %edi
	andl	%r8d, %edi
	movl	32(%rsi), %r12d
	bswapl	%r12d
	xorl	%edx, %edi
	addl	%r12d, %ecx
	addl	%edi, %ecx
	movl	%eax, %edi
	roll	$5, %edi
	addl	%ecx, %edi
	addl	$1518500249, %edi
	movl	%r8d, %ecx
	roll	$30, %ecx
	movl	36(%rsi), %r8d
	bswapl	%r8d
	movl	%r8d, %r10d
	movl	%r8d, -120(%rsp)
	movl	%ecx, %r8d
	xorl	%r9d, %r8d
	andl	%eax, %r8d
	xorl	%r9d, %r8d
	addl	%r10d, %edx
	addl	%r8d, %edx
	movl	%edi, %r8d
	roll	$5, %r8d
	addl	%edx, %r8d
	addl	$1518500249, %r8d
	movl	40(%rsi), %r14d
	bswapl	%r14d
	leal	(%r14,%r9), %edx
	movq	%r14, -96(%rsp)
	roll	$30, %eax
	movl	%eax, %r9d
	xorl	%ecx, %r9d
	andl	%edi, %r9d
	xorl	%ecx, %r9d
	addl	%edx, %r9d
	movl	%r8d, %edx
	roll	$5, %edx
	addl	%edx, %r9d
	addl	$1518500249, %r9d
	movl	44(%rsi), %edx
	bswapl	%edx
	movq	%rdx, -56(%rsp)
	addl	%edx, %ecx
	roll	$30, %edi
	movl	%edi, %edx
	xorl	%eax, %edx
	andl	%r8d, %edx
	xorl	%eax, %edx
	addl	%ecx, %edx
	movl	%r9d, %ecx
	roll	$5, %ecx
	roll	$30, %r8d
	addl	%edx, %ecx
	addl	$1518500249, %ecx
	movl	%r8d, %edx
	xorl	%edi, %edx
	andl	%r9d, %edx
	movl	48(%rsi), %r10d
	bswapl	%r10d
	movq	%r10, -32(%rsp)
	xorl	%edi, %edx
	addl	%r10d, %eax
	addl	%edx, %eax
	movl	%ecx, %edx
	roll	$5, %edx
	addl	%eax, %edx
	addl	$1518500249, %edx
	movl	%r9d, %eax
	movl	52(%rsi), %r9d
	bswapl	%r9d
	movq	%r9, %r10
	roll	$30, %eax
	movl	%eax, %r9d
	xorl	%r8d, %r9d
	andl	%ecx, %r9d
	xorl	%r8d, %r9d
	addl	%r10d, %edi
	movq	%r10, %rbx
	movq	%r10, -104(%rsp)
	addl	%r9d, %edi
	movl	%edx, %r9d
	roll	$5, %r9d
	addl	%r9d, %edi
	addl	$1518500249, %edi
	movl	56(%rsi), %r11d
	bswapl	%r11d
	roll	$30, %ecx
	addl	%r11d, %r8d
	movl	%edi, %r9d
	roll	$5, %r9d
	movl	%ecx, %r10d
	xorl	%eax, %r10d
	andl	%edx, %r10d
	xorl	%eax, %r10d
	addl	%r8d, %r10d
	leal	(%r9,%r10), %r8d
	addl	$1518500249, %r8d
	movl	60(%rsi), %esi
	bswapl	%esi
	addl	%esi, %eax
	movq	%rsi, %r9
	movq	%rsi, -64(%rsp)
	roll	$30, %edx
	movl	%edx, %esi
	xorl	%ecx, %esi
	andl	%edi, %esi
	xorl	%ecx, %esi
	addl	%eax, %esi
	movl	%r8d, %eax
	roll	$5, %eax
	addl	%esi, %eax
	addl	$1518500249, %eax
	movq	%r13, %r10
	xorl	%r10d, %ebp
	movl	%r12d, %r13d
	movq	%r12, -40(%rsp)
	xorl	%ebx, %r13d
	xorl	%ebp, %r13d
	movq	-112(%rsp), %rsi
	movq	-72(%rsp), %rbp
	xorl	%ebp, %esi
	movl	-120(%rsp), %ebx
	xorl	%r11d, %ebx
	movq	%r11, %r15
	movq	%r11, -48(%rsp)
	xorl	%esi, %ebx
	movl	-116(%rsp), %r11d
	movq	%r10, %rsi
	xorl	%r11d, %esi
	xorl	%r9d, %r14d
	xorl	%esi, %r14d
	roll	$30, %edi
	movl	%edi, %esi
	xorl	%edx, %esi
	andl	%r8d, %esi
	roll	%r13d
	movl	%eax, %r9d
	roll	$5, %r9d
	xorl	%edx, %esi
	addl	%r13d, %ecx
	addl	%esi, %ecx
	addl	%r9d, %ecx
	addl	$1518500249, %ecx
	roll	%ebx
	roll	$30, %r8d
	movl	%r8d, %esi
	xorl	%edi, %esi
	andl	%eax, %esi
	xorl	%edi, %esi
	addl	%ebx, %edx
	addl	%esi, %edx
	movl	%ecx, %esi
	roll	$5, %esi
	addl	%edx, %esi
	addl	$1518500249, %esi
	roll	%r14d
	movq	%r14, -112(%rsp)
	leal	(%r14,%rdi), %edx
	roll	$30, %eax
	movl	%eax, %edi
	xorl	%r8d, %edi
	andl	%ecx, %edi
	xorl	%r8d, %edi
	addl	%edx, %edi
	movl	%esi, %edx
	roll	$5, %edx
	addl	%edi, %edx
	addl	$1518500249, %edx
	movl	-124(%rsp), %r9d
	xorl	%r9d, %ebp
	xorl	-56(%rsp), %ebp
	xorl	%r13d, %ebp
	roll	%ebp
	addl	%ebp, %r8d
	movq	%rbp, -72(%rsp)
	roll	$30, %ecx
	movl	%ecx, %edi
	xorl	%eax, %edi
	andl	%esi, %edi
	xorl	%eax, %edi
	addl	%r8d, %edi
	roll	$30, %esi
	movq	-88(%rsp), %r8
	xorl	%r8d, %r11d
	movl	%r11d, %r14d
	xorl	%r12d, %r8d
	xorl	%r15d, %r8d
	xorl	%ebp, %r8d
	roll	%r8d
	movq	%r8, %r10
	movq	%r8, -88(%rsp)
	movl	%edx, %r8d
	roll	$30, %r8d
	movl	%r8d, %ebp
	xorl	%esi, %ebp
	leal	(%r10,%rsi), %r11d
	xorl	%ecx, %esi
	xorl	%edx, %esi
	roll	$5, %edx
	addl	%edi, %edx
	addl	$1518500249, %edx
	movl	%r14d, %edi
	movq	-32(%rsp), %r14
	xorl	%r14d, %edi
	xorl	%ebx, %edi
	roll	%edi
	movl	%edi, %r10d
	movl	%edx, %edi
	roll	$5, %edi
	addl	%r10d, %eax
	movl	%r10d, -116(%rsp)
	addl	%esi, %eax
	addl	%edi, %eax
	addl	$1859775393, %eax
	movl	%r9d, %esi
	movq	-80(%rsp), %rdi
	xorl	%edi, %esi
	xorl	-104(%rsp), %esi
	movq	-112(%rsp), %r9
	xorl	%r9d, %esi
	roll	%esi
	xorl	%edx, %ebp
	addl	%esi, %ecx
	movl	%esi, %r15d
	movl	%esi, -124(%rsp)
	addl	%ebp, %ecx
	movq	%rdi, %rsi
	movl	-120(%rsp), %r12d
	xorl	%r12d, %esi
	xorl	-64(%rsp), %esi
	xorl	%r10d, %esi
	roll	%esi
	movq	%rsi, %r10
	movl	%eax, %esi
	roll	$5, %esi
	roll	$30, %edx
	addl	%esi, %ecx
	addl	$1859775393, %ecx
	movl	%ecx, %esi
	roll	$5, %esi
	leal	(%r10,%r8), %edi
	movq	%r10, -80(%rsp)
	xorl	%edx, %r8d
	xorl	%eax, %r8d
	addl	%r11d, %r8d
	addl	%r8d, %esi
	addl	$1859775393, %esi
	roll	$30, %eax
	movl	%eax, %r8d
	xorl	%edx, %r8d
	xorl	%ecx, %r8d
	addl	%edi, %r8d
	roll	$30, %ecx
	movq	-96(%rsp), %rdi
	movq	-40(%rsp), %r11
	xorl	%edi, %r11d
	xorl	%r14d, %edi
	xorl	%r9d, %edi
	xorl	%r10d, %edi
	roll	%edi
	movq	%rdi, %r9
	movq	%rdi, -96(%rsp)
	movl	%esi, %edi
	roll	$30, %edi
	movl	%edi, %ebp
	xorl	%ecx, %ebp
	addl	%ecx, %r9d
	xorl	%eax, %ecx
	xorl	%esi, %ecx
	roll	$5, %esi
	addl	%r8d, %esi
	addl	$1859775393, %esi
	xorl	%r13d, %r11d
	xorl	%r15d, %r11d
	roll	%r11d
	movl	%esi, %r8d
	roll	$5, %r8d
	addl	%r11d, %edx
	movq	%r11, -40(%rsp)
	addl	%ecx, %edx
	leal	(%r8,%rdx), %ecx
	addl	$1859775393, %ecx
	movl	%r12d, %r15d
	movq	-56(%rsp), %r8
	xorl	%r8d, %r15d
	xorl	%ebx, %r15d
	movq	-88(%rsp), %r12
	xorl	%r12d, %r15d
	roll	%r15d
	xorl	%esi, %ebp
	addl	%r15d, %eax
	movl	%r15d, -120(%rsp)
	addl	%ebp, %eax
	movq	%r8, %rdx
	xorl	-104(%rsp), %edx
	xorl	-72(%rsp), %edx
	xorl	%r11d, %edx
	roll	%edx
	movq	%rdx, %r10
	movl	%ecx, %edx
	roll	$5, %edx
	roll	$30, %esi
	addl	%eax, %edx
	addl	$1859775393, %edx
	movl	%edx, %eax
	roll	$5, %eax
	leal	(%r10,%rdi), %r8d
	movq	%r10, -56(%rsp)
	xorl	%esi, %edi
	xorl	%ecx, %edi
	addl	%r9d, %edi
	addl	%edi, %eax
	addl	$1859775393, %eax
	roll	$30, %ecx
	movl	%ecx, %edi
	xorl	%esi, %edi
	xorl	%edx, %edi
	addl	%r8d, %edi
	roll	$30, %edx
	movq	-48(%rsp), %r8
	xorl	%r8d, %r14d
	xorl	%r13d, %r8d
	xorl	%r12d, %r8d
	xorl	%r10d, %r8d
	roll	%r8d
	movq	%r8, %r9
	movq	%r8, -48(%rsp)
	movl	%eax, %r8d
	roll	$30, %r8d
	movl	%r8d, %ebp
	xorl	%edx, %ebp
	leal	(%r9,%rdx), %r12d
	xorl	%ecx, %edx
	xorl	%eax, %edx
	roll	$5, %eax
	addl	%edi, %eax
	addl	$1859775393, %eax
	movl	-116(%rsp), %r11d
	xorl	%r11d, %r14d
	xorl	%r15d, %r14d
	roll	%r14d
	movl	%eax, %edi
	roll	$5, %edi
	addl	%r14d, %esi
	movq	%r14, %r15
	movq	%r14, -32(%rsp)
	addl	%edx, %esi
	leal	(%rdi,%rsi), %r9d
	addl	$1859775393, %r9d
	movq	-104(%rsp), %r14
	movq	-64(%rsp), %rdx
	xorl	%edx, %r14d
	xorl	-124(%rsp), %r14d
	movq	-96(%rsp), %r10
	xorl	%r10d, %r14d
	roll	%r14d
	xorl	%eax, %ebp
	addl	%r14d, %ecx
	movq	%r14, -104(%rsp)
	addl	%ebp, %ecx
	xorl	%ebx, %edx
	xorl	-80(%rsp), %edx
	xorl	%r15d, %edx
	roll	%edx
	movl	%r9d, %esi
	roll	$5, %esi
	roll	$30, %eax
	leal	(%rsi,%rcx), %edi
	addl	$1859775393, %edi
	leal	(%rdx,%r8), %esi
	movq	%rdx, -64(%rsp)
	xorl	%eax, %r8d
	xorl	%r9d, %r8d
	addl	%r12d, %r8d
	movl	%edi, %ecx
	roll	$5, %ecx
	addl	%r8d, %ecx
	addl	$1859775393, %ecx
	roll	$30, %r9d
	movl	%r9d, %r8d
	xorl	%eax, %r8d
	xorl	%edi, %r8d
	roll	$30, %edi
	addl	%esi, %r8d
	movq	-112(%rsp), %r12
	xorl	%r12d, %r13d
	xorl	%r11d, %r12d
	xorl	%r10d, %r12d
	xorl	%edx, %r12d
	roll	%r12d
	movq	%r12, -112(%rsp)
	movl	%ecx, %esi
	roll	$30, %esi
	movl	%esi, %ebp
	xorl	%edi, %ebp
	leal	(%r12,%rdi), %edx
	movl	%edx, -24(%rsp)
	xorl	%r9d, %edi
	xorl	%ecx, %edi
	roll	$5, %ecx
	leal	(%rcx,%r8), %edx
	addl	$1859775393, %edx
	movq	-40(%rsp), %r15
	xorl	%r15d, %r13d
	xorl	%r14d, %r13d
	roll	%r13d
	addl	%r13d, %eax
	addl	%edi, %eax
	movl	%edx, %edi
	roll	$5, %edi
	leal	(%rdi,%rax), %r10d
	addl	$1859775393, %r10d
	movq	-72(%rsp), %rcx
	xorl	%ecx, %ebx
	xorl	-120(%rsp), %ebx
	movq	-48(%rsp), %r14
	xorl	%r14d, %ebx
	roll	%ebx
	xorl	%edx, %ebp
	addl	%ebx, %r9d
	addl	%ebp, %r9d
	movl	%r10d, %eax
	roll	$5, %eax
	leal	(%rax,%r9), %edi
	addl	$1859775393, %edi
	movq	%rcx, %rax
	xorl	-124(%rsp), %eax
	xorl	-56(%rsp), %eax
	xorl	%r13d, %eax
	roll	%eax
	roll	$30, %edx
	movl	%edi, %r8d
	roll	$5, %r8d
	leal	(%rax,%rsi), %r12d
	movq	%rax, %r9
	movq	%rax, -72(%rsp)
	xorl	%edx, %esi
	xorl	%r10d, %esi
	roll	$30, %r10d
	addl	-24(%rsp), %esi
	movl	%r10d, %eax
	xorl	%edx, %eax
	xorl	%edi, %eax
	roll	$30, %edi
	movq	-88(%rsp), %rcx
	xorl	%ecx, %r11d
	xorl	%r15d, %ecx
	xorl	%r14d, %ecx
	xorl	%r9d, %ecx
	roll	%ecx
	movq	%rcx, %r9
	movq	%rcx, -88(%rsp)
	leal	(%r8,%rsi), %ecx
	addl	$1859775393, %ecx
	movl	%ecx, %r8d
	roll	$30, %r8d
	movl	%r8d, %esi
	xorl	%edi, %esi
	leal	(%r9,%rdi), %ebp
	xorl	%r10d, %edi
	xorl	%ecx, %edi
	roll	$5, %ecx
	addl	%r12d, %eax
	leal	(%rcx,%rax), %r9d
	addl	$1859775393, %r9d
	movl	%r11d, %eax
	movq	-32(%rsp), %r11
	xorl	%r11d, %eax
	xorl	%ebx, %eax
	roll	%eax
	addl	%eax, %edx
	movl	%eax, %r12d
	movl	%eax, -116(%rsp)
	addl	%edi, %edx
	movl	%r9d, %eax
	roll	$5, %eax
	leal	(%rax,%rdx), %ecx
	addl	$1859775393, %ecx
	movq	-80(%rsp), %rax
	movl	-124(%rsp), %edx
	xorl	%eax, %edx
	xorl	-120(%rsp), %eax
	xorl	-104(%rsp), %edx
	xorl	-64(%rsp), %eax
	movq	-112(%rsp), %r14
	xorl	%r14d, %edx
	roll	%edx
	movl	%edx, -124(%rsp)
	xorl	%r12d, %eax
	roll	%eax
	movq	%rax, %rdi
	xorl	%r9d, %esi
	addl	%edx, %r10d
	addl	%esi, %r10d
	movl	%ecx, %eax
	roll	$5, %eax
	leal	(%rax,%r10), %esi
	addl	$1859775393, %esi
	roll	$30, %r9d
	leal	(%rdi,%r8), %eax
	movq	%rdi, %r12
	movq	%rdi, -80(%rsp)
	xorl	%r9d, %r8d
	xorl	%ecx, %r8d
	addl	%ebp, %r8d
	movl	%esi, %edx
	roll	$5, %edx
	roll	$30, %ecx
	leal	(%rdx,%r8), %edi
	addl	$1859775393, %edi
	movl	%ecx, %edx
	xorl	%r9d, %edx
	xorl	%esi, %edx
	addl	%eax, %edx
	movl	%edi, %eax
	roll	$5, %eax
	addl	%edx, %eax
	addl	$1859775393, %eax
	roll	$30, %esi
	movl	%esi, %edx
	xorl	%ecx, %edx
	andl	%edi, %edx
	movl	%esi, %r8d
	andl	%ecx, %r8d
	xorl	%edx, %r8d
	movq	-96(%rsp), %r10
	xorl	%r10d, %r15d
	xorl	%r13d, %r15d
	xorl	-124(%rsp), %r15d
	roll	%r15d
	addl	%r15d, %r9d
	movq	%r15, -40(%rsp)
	addl	%r8d, %r9d
	movl	%eax, %edx
	roll	$5, %edx
	addl	%r9d, %edx
	addl	$-1894007588, %edx
	xorl	%r11d, %r10d
	xorl	%r14d, %r10d
	xorl	%r12d, %r10d
	roll	%r10d
	movq	%r10, -96(%rsp)
	roll	$30, %edi
	movl	%edi, %r9d
	xorl	%esi, %r9d
	andl	%eax, %r9d
	leal	(%r10,%rsi), %r8d
	andl	%edi, %esi
	xorl	%r9d, %esi
	movl	-120(%rsp), %ebp
	movq	-56(%rsp), %r10
	xorl	%r10d, %ebp
	xorl	%ebx, %ebp
	movq	-88(%rsp), %r12
	xorl	%r12d, %ebp
	roll	%ebp
	addl	%ebp, %ecx
	addl	%esi, %ecx
	movl	%edx, %esi
	roll	$5, %esi
	addl	%ecx, %esi
	addl	$-1894007588, %esi
	movq	%r10, %rcx
	xorl	-104(%rsp), %ecx
	xorl	-72(%rsp), %ecx
	xorl	%r15d, %ecx
	roll	%ecx
	movq	%rcx, %r10
	roll	$30, %eax
	movl	%eax, %ecx
	xorl	%edi, %ecx
	andl	%edx, %ecx
	leal	(%r10,%rdi), %r9d
	movq	%r10, %r14
	movq	%r10, -56(%rsp)
	andl	%eax, %edi
	xorl	%ecx, %edi
	addl	%r8d, %edi
	movl	%esi, %ecx
	roll	$5, %ecx
	roll	$30, %edx
	addl	%ecx, %edi
	addl	$-1894007588, %edi
	movl	%edx, %ecx
	xorl	%eax, %ecx
	andl	%esi, %ecx
	movl	%edx, %r8d
	andl	%eax, %r8d
	xorl	%ecx, %r8d
	addl	%r9d, %r8d
	movl	%edi, %ecx
	roll	$5, %ecx
	leal	(%rcx,%r8), %r10d
	addl	$-1894007588, %r10d
	roll	$30, %esi
	movl	%esi, %r8d
	xorl	%edx, %r8d
	andl	%edi, %r8d
	movq	%r11, %r15
	movq	-48(%rsp), %rcx
	xorl	%ecx, %r15d
	xorl	-116(%rsp), %r15d
	xorl	%ebp, %r15d
	movl	%ebp, -120(%rsp)
	roll	%r15d
	movl	%esi, %r9d
	andl	%edx, %r9d
	xorl	%r8d, %r9d
	addl	%r15d, %eax
	addl	%r9d, %eax
	movl	%r10d, %r8d
	roll	$5, %r8d
	addl	%r8d, %eax
	addl	$-1894007588, %eax
	movq	%rcx, %r8
	xorl	%r13d, %r8d
	xorl	%r12d, %r8d
	xorl	%r14d, %r8d
	roll	%r8d
	movq	%r8, -48(%rsp)
	roll	$30, %edi
	movl	%edi, %r9d
	xorl	%esi, %r9d
	andl	%r10d, %r9d
	addl	%esi, %r8d
	andl	%edi, %esi
	xorl	%r9d, %esi
	movq	-64(%rsp), %r9
	movq	-104(%rsp), %r14
	xorl	%r9d, %r14d
	xorl	%ebx, %r9d
	xorl	-124(%rsp), %r14d
	xorl	-80(%rsp), %r9d
	movq	-96(%rsp), %r12
	xorl	%r12d, %r14d
	roll	%r14d
	xorl	%r15d, %r9d
	roll	%r9d
	movq	%r9, %rcx
	addl	%r14d, %edx
	movq	%r14, -104(%rsp)
	addl	%esi, %edx
	movl	%eax, %esi
	roll	$5, %esi
	addl	%esi, %edx
	addl	$-1894007588, %edx
	roll	$30, %r10d
	movl	%r10d, %esi
	xorl	%edi, %esi
	andl	%eax, %esi
	addl	%edi, %r9d
	movq	%rcx, %r11
	movq	%rcx, -64(%rsp)
	andl	%r10d, %edi
	xorl	%esi, %edi
	movl	%edx, %esi
	roll	$5, %esi
	addl	%r8d, %edi
	addl	%esi, %edi
	addl	$-1894007588, %edi
	roll	$30, %eax
	movl	%eax, %esi
	xorl	%r10d, %esi
	andl	%edx, %esi
	movl	%eax, %r8d
	andl	%r10d, %r8d
	xorl	%esi, %r8d
	addl	%r9d, %r8d
	movl	%edi, %esi
	roll	$5, %esi
	roll	$30, %edx
	addl	%r8d, %esi
	addl	$-1894007588, %esi
	movl	%edx, %r8d
	xorl	%eax, %r8d
	andl	%edi, %r8d
	movl	%edx, %r9d
	andl	%eax, %r9d
	xorl	%r8d, %r9d
	movq	-112(%rsp), %rcx
	xorl	%ecx, %r13d
	xorl	-40(%rsp), %r13d
	xorl	%r14d, %r13d
	roll	%r13d
	movl	%esi, %r8d
	roll	$5, %r8d
	addl	%r13d, %r10d
	addl	%r9d, %r10d
	addl	%r8d, %r10d
	addl	$-1894007588, %r10d
	movq	-72(%rsp), %r14
	xorl	%r14d, %ebx
	xorl	-116(%rsp), %ecx
	xorl	%ebp, %ebx
	movq	-48(%rsp), %rbp
	xorl	%ebp, %ebx
	roll	%ebx
	xorl	%r12d, %ecx
	xorl	%r11d, %ecx
	roll	%ecx
	roll	$30, %edi
	movl	%edi, %r9d
	xorl	%edx, %r9d
	andl	%esi, %r9d
	leal	(%rcx,%rdx), %r11d
	movq	%rcx, %r12
	andl	%edi, %edx
	xorl	%r9d, %edx
	addl	%ebx, %eax
	addl	%edx, %eax
	movl	%r10d, %edx
	roll	$5, %edx
	leal	(%rdx,%rax), %ecx
	addl	$-1894007588, %ecx
	xorl	-124(%rsp), %r14d
	xorl	-56(%rsp), %r14d
	xorl	%r13d, %r14d
	roll	%r14d
	roll	$30, %esi
	movl	%esi, %edx
	xorl	%edi, %edx
	andl	%r10d, %edx
	leal	(%r14,%rdi), %r9d
	movq	%r14, -72(%rsp)
	andl	%esi, %edi
	xorl	%edx, %edi
	addl	%r11d, %edi
	movl	%ecx, %edx
	roll	$5, %edx
	addl	%edi, %edx
	addl	$-1894007588, %edx
	roll	$30, %r10d
	movl	%r10d, %edi
	xorl	%esi, %edi
	andl	%ecx, %edi
	movl	%r10d, %r8d
	andl	%esi, %r8d
	xorl	%edi, %r8d
	movl	%edx, %edi
	roll	$5, %edi
	addl	%r9d, %r8d
	addl	%r8d, %edi
	addl	$-1894007588, %edi
	roll	$30, %ecx
	movl	%ecx, %r8d
	xorl	%r10d, %r8d
	andl	%edx, %r8d
	movl	%ecx, %r9d
	andl	%r10d, %r9d
	xorl	%r8d, %r9d
	movq	-88(%rsp), %r8
	movl	-116(%rsp), %eax
	xorl	%r8d, %eax
	movq	-40(%rsp), %r11
	xorl	%r11d, %r8d
	xorl	%r15d, %eax
	xorl	%ebx, %eax
	roll	%eax
	xorl	%ebp, %r8d
	xorl	%r14d, %r8d
	roll	%r8d
	movq	%r8, %rbp
	movq	%r8, -88(%rsp)
	roll	$30, %edx
	addl	%eax, %esi
	movl	%eax, %r14d
	movl	%eax, -116(%rsp)
	addl	%r9d, %esi
	movl	%edi, %r8d
	roll	$5, %r8d
	addl	%r8d, %esi
	addl	$-1894007588, %esi
	movl	%edx, %r9d
	xorl	%ecx, %r9d
	andl	%edi, %r9d
	leal	(%rcx,%rbp), %r8d
	andl	%edx, %ecx
	xorl	%r9d, %ecx
	movl	-124(%rsp), %r9d
	movq	-80(%rsp), %rax
	xorl	%eax, %r9d
	xorl	-104(%rsp), %r9d
	xorl	%r12d, %r9d
	movq	%r12, -112(%rsp)
	roll	%r9d
	addl	%r9d, %r10d
	movl	%r9d, %ebp
	movl	%r9d, -124(%rsp)
	addl	%ecx, %r10d
	xorl	-120(%rsp), %eax
	xorl	-64(%rsp), %eax
	xorl	%r14d, %eax
	roll	%eax
	movq	%rax, %r14
	movl	%esi, %eax
	roll	$5, %eax
	roll	$30, %edi
	addl	%r10d, %eax
	addl	$-1894007588, %eax
	movl	%edi, %ecx
	xorl	%edx, %ecx
	andl	%esi, %ecx
	leal	(%r14,%rdx), %r9d
	movq	%r14, -80(%rsp)
	andl	%edi, %edx
	xorl	%ecx, %edx
	addl	%r8d, %edx
	movl	%eax, %ecx
	roll	$5, %ecx
	leal	(%rcx,%rdx), %r8d
	addl	$-1894007588, %r8d
	roll	$30, %esi
	movl	%esi, %ecx
	xorl	%edi, %ecx
	andl	%eax, %ecx
	movl	%esi, %edx
	andl	%edi, %edx
	xorl	%ecx, %edx
	addl	%r9d, %edx
	movl	%r8d, %ecx
	roll	$5, %ecx
	addl	%ecx, %edx
	addl	$-1894007588, %edx
	roll	$30, %eax
	movl	%eax, %ecx
	xorl	%esi, %ecx
	andl	%r8d, %ecx
	movl	%eax, %r9d
	andl	%esi, %r9d
	xorl	%ecx, %r9d
	movq	-96(%rsp), %r10
	xorl	%r10d, %r11d
	xorl	%r13d, %r11d
	xorl	%ebp, %r11d
	roll	%r11d
	addl	%r11d, %edi
	movq	%r11, -40(%rsp)
	addl	%r9d, %edi
	movl	%edx, %ecx
	roll	$5, %ecx
	addl	%edi, %ecx
	addl	$-1894007588, %ecx
	movl	%r8d, %edi
	movq	%r10, %r8
	xorl	%r15d, %r8d
	xorl	%r12d, %r8d
	xorl	%r14d, %r8d
	roll	%r8d
	movq	%r8, -96(%rsp)
	roll	$30, %edi
	movl	%edi, %r9d
	xorl	%eax, %r9d
	andl	%edx, %r9d
	addl	%eax, %r8d
	andl	%edi, %eax
	xorl	%r9d, %eax
	movl	-120(%rsp), %ebp
	movq	-56(%rsp), %r9
	xorl	%r9d, %ebp
	xorl	%ebx, %ebp
	movq	-88(%rsp), %r10
	xorl	%r10d, %ebp
	roll	%ebp
	movl	%ebp, -120(%rsp)
	addl	%ebp, %esi
	addl	%eax, %esi
	movl	%ecx, %eax
	roll	$5, %eax
	addl	%esi, %eax
	addl	$-1894007588, %eax
	movq	%r9, %rsi
	xorl	-104(%rsp), %esi
	xorl	-72(%rsp), %esi
	xorl	%r11d, %esi
	roll	%esi
	movq	%rsi, %r14
	roll	$30, %edx
	movl	%edx, %esi
	xorl	%edi, %esi
	andl	%ecx, %esi
	leal	(%r14,%rdi), %r9d
	movq	%r14, -56(%rsp)
	andl	%edx, %edi
	xorl	%esi, %edi
	addl	%r8d, %edi
	movl	%eax, %esi
	roll	$5, %esi
	roll	$30, %ecx
	addl	%edi, %esi
	addl	$-1894007588, %esi
	movl	%ecx, %edi
	xorl	%edx, %edi
	andl	%eax, %edi
	movl	%ecx, %r8d
	andl	%edx, %r8d
	xorl	%edi, %r8d
	addl	%r9d, %r8d
	roll	$30, %eax
	movq	-48(%rsp), %rdi
	xorl	%edi, %r15d
	xorl	%r13d, %edi
	xorl	%r10d, %edi
	xorl	%r14d, %edi
	roll	%edi
	movq	%rdi, %r9
	movq	%rdi, -48(%rsp)
	movl	%esi, %edi
	roll	$30, %edi
	movl	%edi, %ebp
	xorl	%eax, %ebp
	leal	(%r9,%rax), %r12d
	xorl	%ecx, %eax
	xorl	%esi, %eax
	roll	$5, %esi
	addl	%r8d, %esi
	addl	$-1894007588, %esi
	movl	-116(%rsp), %r11d
	xorl	%r11d, %r15d
	xorl	-120(%rsp), %r15d
	roll	%r15d
	movl	%esi, %r8d
	roll	$5, %r8d
	addl	%r15d, %edx
	addl	%eax, %edx
	leal	(%r8,%rdx), %eax
	addl	$-899497514, %eax
	movq	-64(%rsp), %rdx
	movq	-104(%rsp), %r14
	xorl	%edx, %r14d
	xorl	-124(%rsp), %r14d
	movq	-96(%rsp), %r9
	xorl	%r9d, %r14d
	roll	%r14d
	xorl	%esi, %ebp
	addl	%r14d, %ecx
	addl	%ebp, %ecx
	xorl	%ebx, %edx
	xorl	-80(%rsp), %edx
	xorl	%r15d, %edx
	roll	%edx
	movq	%rdx, %r8
	movl	%eax, %edx
	roll	$5, %edx
	roll	$30, %esi
	addl	%edx, %ecx
	addl	$-899497514, %ecx
	movl	%ecx, %edx
	roll	$5, %edx
	leal	(%r8,%rdi), %r10d
	movq	%r8, %rbp
	movq	%r8, -64(%rsp)
	xorl	%esi, %edi
	xorl	%eax, %edi
	addl	%r12d, %edi
	addl	%edi, %edx
	addl	$-899497514, %edx
	roll	$30, %eax
	movl	%eax, %r8d
	xorl	%esi, %r8d
	xorl	%ecx, %r8d
	addl	%r10d, %r8d
	roll	$30, %ecx
	movq	-112(%rsp), %r12
	xorl	%r12d, %r13d
	xorl	%r11d, %r12d
	xorl	%r9d, %r12d
	xorl	%ebp, %r12d
	roll	%r12d
	movq	%r12, -112(%rsp)
	movl	%edx, %edi
	roll	$30, %edi
	movl	%edi, %ebp
	xorl	%ecx, %ebp
	addl	%ecx, %r12d
	xorl	%eax, %ecx
	xorl	%edx, %ecx
	roll	$5, %edx
	addl	%r8d, %edx
	addl	$-899497514, %edx
	movq	-40(%rsp), %r11
	xorl	%r11d, %r13d
	xorl	%r14d, %r13d
	roll	%r13d
	movl	%edx, %r8d
	roll	$5, %r8d
	addl	%r13d, %esi
	addl	%ecx, %esi
	leal	(%r8,%rsi), %ecx
	addl	$-899497514, %ecx
	movq	-72(%rsp), %rsi
	xorl	%esi, %ebx
	xorl	-120(%rsp), %ebx
	movq	-48(%rsp), %r9
	xorl	%r9d, %ebx
	roll	%ebx
	xorl	%edx, %ebp
	addl	%ebx, %eax
	addl	%ebp, %eax
	xorl	-124(%rsp), %esi
	xorl	-56(%rsp), %esi
	xorl	%r13d, %esi
	roll	%esi
	movq	%rsi, %r8
	movl	%ecx, %esi
	roll	$5, %esi
	roll	$30, %edx
	addl	%esi, %eax
	addl	$-899497514, %eax
	leal	(%r8,%rdi), %r10d
	movq	%r8, %rbp
	movq	%r8, -72(%rsp)
	xorl	%edx, %edi
	xorl	%ecx, %edi
	addl	%r12d, %edi
	movl	%eax, %esi
	roll	$5, %esi
	addl	%edi, %esi
	addl	$-899497514, %esi
	roll	$30, %ecx
	movl	%ecx, %r8d
	xorl	%edx, %r8d
	xorl	%eax, %r8d
	roll	$30, %eax
	addl	%r10d, %r8d
	movq	-88(%rsp), %rdi
	movl	-116(%rsp), %r10d
	xorl	%edi, %r10d
	xorl	%r11d, %edi
	xorl	%r9d, %edi
	xorl	%ebp, %edi
	roll	%edi
	movq	%rdi, %r9
	movq	%rdi, -88(%rsp)
	movl	%esi, %edi
	roll	$30, %edi
	movl	%edi, %ebp
	xorl	%eax, %ebp
	addl	%eax, %r9d
	xorl	%ecx, %eax
	xorl	%esi, %eax
	roll	$5, %esi
	addl	%r8d, %esi
	addl	$-899497514, %esi
	xorl	%r15d, %r10d
	xorl	%ebx, %r10d
	roll	%r10d
	addl	%r10d, %edx
	movl	%r10d, %r8d
	movl	%r10d, -116(%rsp)
	addl	%eax, %edx
	movl	%esi, %eax
	roll	$5, %eax
	addl	%edx, %eax
	addl	$-899497514, %eax
	movl	-124(%rsp), %edx
	movq	-80(%rsp), %r10
	xorl	%r10d, %edx
	xorl	%r14d, %edx
	movq	-112(%rsp), %r12
	xorl	%r12d, %edx
	roll	%edx
	movl	%edx, -124(%rsp)
	xorl	%esi, %ebp
	addl	%edx, %ecx
	addl	%ebp, %ecx
	movl	%eax, %edx
	roll	$5, %edx
	addl	%edx, %ecx
	addl	$-899497514, %ecx
	movl	-120(%rsp), %edx
	xorl	%edx, %r10d
	xorl	-64(%rsp), %r10d
	xorl	%r8d, %r10d
	roll	%r10d
	roll	$30, %esi
	movl	%ecx, %r8d
	roll	$5, %r8d
	leal	(%r10,%rdi), %ebp
	movl	%ebp, -104(%rsp)
	movq	%r10, %rbp
	movq	%r10, -80(%rsp)
	xorl	%esi, %edi
	xorl	%eax, %edi
	roll	$30, %eax
	addl	%r9d, %edi
	movl	%eax, %r9d
	xorl	%esi, %r9d
	xorl	%ecx, %r9d
	roll	$30, %ecx
	movq	-96(%rsp), %r10
	xorl	%r10d, %r11d
	xorl	%r15d, %r10d
	xorl	%r12d, %r10d
	xorl	%ebp, %r10d
	roll	%r10d
	movq	%r10, -96(%rsp)
	addl	%r8d, %edi
	addl	$-899497514, %edi
	movl	%edi, %r8d
	roll	$30, %r8d
	movl	%r8d, %r12d
	xorl	%ecx, %r12d
	addl	%ecx, %r10d
	movl	%r10d, -112(%rsp)
	xorl	%eax, %ecx
	xorl	%edi, %ecx
	roll	$5, %edi
	addl	-104(%rsp), %r9d
	addl	%r9d, %edi
	addl	$-899497514, %edi
	movq	-56(%rsp), %r10
	movl	%edx, %r9d
	xorl	%r10d, %r9d
	xorl	%r14d, %r10d
	movq	%r11, %rdx
	xorl	%r13d, %edx
	movl	-124(%rsp), %ebp
	xorl	%ebp, %edx
	roll	%edx
	xorl	-72(%rsp), %r10d
	xorl	%edx, %r10d
	addl	%esi, %edx
	addl	%ecx, %edx
	movl	%edi, %ecx
	roll	$5, %ecx
	addl	%ecx, %edx
	addl	$-899497514, %edx
	xorl	%ebx, %r9d
	movq	-88(%rsp), %r11
	xorl	%r11d, %r9d
	roll	%r9d
	roll	%r10d
	xorl	%edi, %r12d
	addl	%r9d, %eax
	addl	%r12d, %eax
	movl	%edx, %ecx
	roll	$5, %ecx
	leal	(%rcx,%rax), %esi
	addl	$-899497514, %esi
	roll	$30, %edi
	leal	(%r10,%r8), %eax
	xorl	%edi, %r8d
	xorl	%edx, %r8d
	addl	-112(%rsp), %r8d
	movl	%esi, %ecx
	roll	$5, %ecx
	roll	$30, %edx
	addl	%r8d, %ecx
	addl	$-899497514, %ecx
	movl	%edx, %r8d
	xorl	%edi, %r8d
	xorl	%esi, %r8d
	addl	%eax, %r8d
	movl	%ecx, %eax
	roll	$5, %eax
	addl	%r8d, %eax
	addl	$-899497514, %eax
	movq	-48(%rsp), %r8
	xorl	%r8d, %r15d
	xorl	%r8d, %r13d
	movq	-64(%rsp), %r8
	xorl	%r8d, %r14d
	xorl	%r8d, %ebx
	xorl	-116(%rsp), %r15d
	xorl	%ebp, %r14d
	xorl	%r11d, %r13d
	xorl	-80(%rsp), %ebx
	xorl	%r9d, %r15d
	xorl	-96(%rsp), %r14d
	xorl	%r10d, %r13d
	roll	$30, %esi
	roll	%r15d
	xorl	%r15d, %ebx
	movl	%eax, %r8d
	roll	$5, %r8d
	addl	%edi, %r15d
	movl	%esi, %edi
	xorl	%edx, %edi
	xorl	%ecx, %edi
	addl	%edi, %r15d
	leal	(%r8,%r15), %edi
	addl	$-899497514, %edi
	roll	%r14d
	roll	%r13d
	roll	$30, %ecx
	addl	%edx, %r14d
	movl	%edi, %edx
	roll	$5, %edx
	addl	%esi, %r13d
	xorl	%ecx, %esi
	xorl	%eax, %esi
	addl	%esi, %r14d
	addl	%r14d, %edx
	addl	$-899497514, %edx
	roll	$30, %eax
	movl	%edx, %r8d
	roll	$5, %r8d
	movl	%eax, %r9d
	xorl	%ecx, %r9d
	xorl	%edi, %r9d
	addl	%r13d, %r9d
	leal	(%r9,%r8), %esi
	addl	%r9d, %r8d
	addl	$-899497514, %r8d
	roll	%ebx
	roll	$30, %edi
	addl	-20(%rsp), %ebx
	addl	%ecx, %ebx
	movl	%edi, %ecx
	xorl	%eax, %ecx
	xorl	%edx, %ecx
	addl	%ecx, %ebx
	roll	$5, %r8d
	leal	(%r8,%rbx), %ecx
	addl	$-899497514, %ecx
	movq	16(%rsp), %r8
	movl	%ecx, (%r8)
	movq	(%rsp), %rcx
	addl	%esi, %ecx
	addl	$-899497514, %ecx
	movl	%ecx, 4(%r8)
	roll	$30, %edx
	addl	-16(%rsp), %edx
	movl	%edx, 8(%r8)
	addl	-8(%rsp), %edi
	movl	%edi, 12(%r8)
	addl	8(%rsp), %eax
	movl	%eax, 16(%r8)
	addq	$24, %rsp
	.cfi_def_cfa_offset 56
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%r12
	.cfi_def_cfa_offset 40
	popq	%r13
	.cfi_def_cfa_offset 32
	popq	%r14
	.cfi_def_cfa_offset 24
	popq	%r15
	.cfi_def_cfa_offset 16
	popq	%rbp
	.cfi_def_cfa_offset 8
	retq
.Lfunc_end10:
	.size	_ZN9sha1_smol9Sha1State7process17h1c26c20e677a4e67E, .Lfunc_end10-_ZN9sha1_smol9Sha1State7process17h1c26c20e677a4e67E
	.cfi_endproc

	.type	.Lanon.c830bcd36f4fe5092adeec326b1298ff.0,@object
	.section	.data.rel.ro..Lanon.c830bcd36f4fe5092adeec326b1298ff.0,"aw",@progbits
	.p2align	3, 0x0
.Lanon.c830bcd36f4fe5092adeec326b1298ff.0:
	.asciz	"\000\000\000\000\000\000\000\000\b\000\000\000\000\000\000\000\b\000\000\000\000\000\000"
	.quad	_ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17h1d56d792dea15fafE
	.size	.Lanon.c830bcd36f4fe5092adeec326b1298ff.0, 32

	.type	.Lanon.c830bcd36f4fe5092adeec326b1298ff.1,@object
	.section	.lrodata.str1.1,"aMSl",@progbits,1
.Lanon.c830bcd36f4fe5092adeec326b1298ff.1:
	.asciz	"\nDigest { \"\300\003\" }"
	.size	.Lanon.c830bcd36f4fe5092adeec326b1298ff.1, 17

	.type	.Lanon.c830bcd36f4fe5092adeec326b1298ff.2,@object
	.section	.lrodata.cst8,"aMl",@progbits,8
.Lanon.c830bcd36f4fe5092adeec326b1298ff.2:
	.asciz	"\303 \000\000i\b\000"
	.size	.Lanon.c830bcd36f4fe5092adeec326b1298ff.2, 8

	.type	.Lanon.c830bcd36f4fe5092adeec326b1298ff.3,@object
	.section	.lrodata.str1.1,"aMSl",@progbits,1
.Lanon.c830bcd36f4fe5092adeec326b1298ff.3:
	.asciz	"sha1_smol-1.0.1/src/lib.rs"
	.size	.Lanon.c830bcd36f4fe5092adeec326b1298ff.3, 27

	.type	.Lanon.c830bcd36f4fe5092adeec326b1298ff.4,@object
	.section	.data.rel.ro..Lanon.c830bcd36f4fe5092adeec326b1298ff.4,"aw",@progbits
	.p2align	3, 0x0
.Lanon.c830bcd36f4fe5092adeec326b1298ff.4:
	.quad	.Lanon.c830bcd36f4fe5092adeec326b1298ff.3
	.asciz	"\032\000\000\000\000\000\000\0008\002\000\000.\000\000"
	.size	.Lanon.c830bcd36f4fe5092adeec326b1298ff.4, 24

	.type	.Lanon.c830bcd36f4fe5092adeec326b1298ff.5,@object
	.section	.lrodata..Lanon.c830bcd36f4fe5092adeec326b1298ff.5,"al",@progbits
.Lanon.c830bcd36f4fe5092adeec326b1298ff.5:
	.ascii	"not a valid sha1 hash"
	.size	.Lanon.c830bcd36f4fe5092adeec326b1298ff.5, 21

	.type	.Lanon.c830bcd36f4fe5092adeec326b1298ff.6,@object
	.section	.data.rel.ro..Lanon.c830bcd36f4fe5092adeec326b1298ff.6,"aw",@progbits
	.p2align	3, 0x0
.Lanon.c830bcd36f4fe5092adeec326b1298ff.6:
	.quad	.Lanon.c830bcd36f4fe5092adeec326b1298ff.3
	.asciz	"\032\000\000\000\000\000\000\000\244\000\000\000=\000\000"
	.size	.Lanon.c830bcd36f4fe5092adeec326b1298ff.6, 24

	.type	.Lanon.c830bcd36f4fe5092adeec326b1298ff.7,@object
	.section	.data.rel.ro..Lanon.c830bcd36f4fe5092adeec326b1298ff.7,"aw",@progbits
	.p2align	3, 0x0
.Lanon.c830bcd36f4fe5092adeec326b1298ff.7:
	.quad	.Lanon.c830bcd36f4fe5092adeec326b1298ff.3
	.asciz	"\032\000\000\000\000\000\000\000\244\000\000\000\r\000\000"
	.size	.Lanon.c830bcd36f4fe5092adeec326b1298ff.7, 24

	.type	.Lanon.c830bcd36f4fe5092adeec326b1298ff.8,@object
	.section	.data.rel.ro..Lanon.c830bcd36f4fe5092adeec326b1298ff.8,"aw",@progbits
	.p2align	3, 0x0
.Lanon.c830bcd36f4fe5092adeec326b1298ff.8:
	.quad	.Lanon.c830bcd36f4fe5092adeec326b1298ff.3
	.asciz	"\032\000\000\000\000\000\000\000\341\000\000\000\027\000\000"
	.size	.Lanon.c830bcd36f4fe5092adeec326b1298ff.8, 24

	.ident	"rustc version 1.95.0 (59807616e 2026-04-14)"
	.section	".note.GNU-stack","",@progbits
