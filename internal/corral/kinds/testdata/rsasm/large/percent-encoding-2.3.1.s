	.file	"percent_encoding.a87ec8f47f574693-cgu.0"
	.section	".ltext._ZN70_$LT$percent_encoding..PercentEncode$u20$as$u20$core..fmt..Display$GT$3fmt17hecc54a6e90bcb7c3E","axl",@progbits
	.globl	_ZN70_$LT$percent_encoding..PercentEncode$u20$as$u20$core..fmt..Display$GT$3fmt17hecc54a6e90bcb7c3E
	.p2align	4
	.type	_ZN70_$LT$percent_encoding..PercentEncode$u20$as$u20$core..fmt..Display$GT$3fmt17hecc54a6e90bcb7c3E,@function
_ZN70_$LT$percent_encoding..PercentEncode$u20$as$u20$core..fmt..Display$GT$3fmt17hecc54a6e90bcb7c3E:
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
	movq	%rsi, %rbx
.L0$pb:
	leaq	.L0$pb(%rip), %rax
	movabsq	$_GLOBAL_OFFSET_TABLE_-.L0$pb, %rcx
	addq	%rax, %rcx
	movq	(%rdi), %rsi
	movq	8(%rdi), %r13
	movq	16(%rdi), %r15
	movabsq	$_RNvMsa_NtCsgEmfK2I1SDS_4core3fmtNtB5_9Formatter9write_str@GOT, %rax
	movq	(%rcx,%rax), %r12
	movabsq	$.Lanon.f6d81307b2b4f51ce139aae2d098eb38.0@GOTOFF, %rax
	movq	%rcx, 8(%rsp)
	addq	%rcx, %rax
	movq	%rax, 16(%rsp)
	jmp	.LBB0_1
	.p2align	4
.LBB0_3:
	movq	%rsi, %r14
	incq	%r14
	leaq	-1(%rbp), %r13
	leaq	(%rax,%rax,2), %rsi
	addq	16(%rsp), %rsi
	movl	$3, %edx
.LBB0_11:
	movq	%rbx, %rdi
	callq	*%r12
	movq	%r14, %rsi
	testb	%al, %al
	jne	.LBB0_12
.LBB0_1:
	movq	%r13, %rbp
	testq	%r13, %r13
	je	.LBB0_12
	movzbl	(%rsi), %eax
	testb	%al, %al
	js	.LBB0_3
	movl	%eax, %ecx
	shrb	$5, %cl
	movzbl	%cl, %ecx
	movl	(%r15,%rcx,4), %ecx
	btl	%eax, %ecx
	jb	.LBB0_3
	movl	$1, %r14d
	movl	$1, %ecx
	.p2align	4
.LBB0_6:
	cmpq	%rcx, %rbp
	je	.LBB0_7
	movq	%rcx, %rdx
	movzbl	(%rsi,%rcx), %eax
	testb	%al, %al
	js	.LBB0_9
	movl	%eax, %ecx
	shrl	$5, %ecx
	movl	(%r15,%rcx,4), %edi
	leaq	1(%rdx), %rcx
	btl	%eax, %edi
	jae	.LBB0_6
.LBB0_9:
	movq	%rbp, %r13
	subq	%rdx, %r13
	jb	.LBB0_13
	leaq	(%rsi,%rdx), %r14
	jmp	.LBB0_11
.LBB0_7:
	movq	%rbp, %rdx
	xorl	%r13d, %r13d
	jmp	.LBB0_11
.LBB0_12:
	testq	%rbp, %rbp
	setne	%al
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
.LBB0_13:
	.cfi_def_cfa_offset 80
	movabsq	$.Lanon.f6d81307b2b4f51ce139aae2d098eb38.1@GOTOFF, %rdi
	movq	8(%rsp), %rcx
	addq	%rcx, %rdi
	movabsq	$.Lanon.f6d81307b2b4f51ce139aae2d098eb38.3@GOTOFF, %rdx
	addq	%rcx, %rdx
	movabsq	$_RNvNtCsgEmfK2I1SDS_4core9panicking9panic_fmt@GOT, %rax
	movl	$19, %esi
	callq	*(%rcx,%rax)
.Lfunc_end0:
	.size	_ZN70_$LT$percent_encoding..PercentEncode$u20$as$u20$core..fmt..Display$GT$3fmt17hecc54a6e90bcb7c3E, .Lfunc_end0-_ZN70_$LT$percent_encoding..PercentEncode$u20$as$u20$core..fmt..Display$GT$3fmt17hecc54a6e90bcb7c3E
	.cfi_endproc

	.section	".ltext._ZN90_$LT$percent_encoding..PercentDecode$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17ha7828a1bdbb39cedE","axl",@progbits
	.globl	_ZN90_$LT$percent_encoding..PercentDecode$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17ha7828a1bdbb39cedE
	.p2align	4
	.type	_ZN90_$LT$percent_encoding..PercentDecode$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17ha7828a1bdbb39cedE,@function
_ZN90_$LT$percent_encoding..PercentDecode$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17ha7828a1bdbb39cedE:
	.cfi_startproc
	movq	(%rdi), %rax
	movq	8(%rdi), %rcx
	cmpq	%rcx, %rax
	je	.LBB1_1
	leaq	1(%rax), %rsi
	movq	%rsi, (%rdi)
	movzbl	(%rax), %edx
	cmpb	$37, %dl
	jne	.LBB1_2
	movb	$37, %dl
	cmpq	%rcx, %rsi
	je	.LBB1_2
	leaq	2(%rax), %r8
	movzbl	1(%rax), %r9d
	leal	-65(%r9), %r10d
	andl	$-33, %r10d
	addl	$10, %r10d
	leal	-48(%r9), %esi
	cmpl	$58, %r9d
	cmovael	%r10d, %esi
	cmpl	$16, %esi
	setae	%r9b
	cmpq	%rcx, %r8
	sete	%r10b
	orb	%r9b, %r10b
	jne	.LBB1_2
	movzbl	(%r8), %r9d
	leal	-65(%r9), %r10d
	andl	$-33, %r10d
	addl	$10, %r10d
	leal	-48(%r9), %r8d
	cmpl	$58, %r9d
	cmovael	%r10d, %r8d
	cmpl	$15, %r8d
	ja	.LBB1_2
	leaq	3(%rax), %rdx
	movq	%rdx, (%rdi)
	shlb	$4, %sil
	orb	%sil, %r8b
	movl	%r8d, %edx
.LBB1_2:
	cmpq	%rcx, %rax
	setne	%al
	retq
.LBB1_1:
	cmpq	%rcx, %rax
	setne	%al
	retq
.Lfunc_end1:
	.size	_ZN90_$LT$percent_encoding..PercentDecode$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17ha7828a1bdbb39cedE, .Lfunc_end1-_ZN90_$LT$percent_encoding..PercentDecode$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17ha7828a1bdbb39cedE
	.cfi_endproc

	.section	".ltext._ZN90_$LT$percent_encoding..PercentEncode$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h992bf76c9bcab235E","axl",@progbits
	.globl	_ZN90_$LT$percent_encoding..PercentEncode$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h992bf76c9bcab235E
	.p2align	4
	.type	_ZN90_$LT$percent_encoding..PercentEncode$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h992bf76c9bcab235E,@function
_ZN90_$LT$percent_encoding..PercentEncode$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h992bf76c9bcab235E:
	.cfi_startproc
	pushq	%rax
	.cfi_def_cfa_offset 16
.L2$pb:
	leaq	.L2$pb(%rip), %rax
	movabsq	$_GLOBAL_OFFSET_TABLE_-.L2$pb, %rcx
	addq	%rax, %rcx
	movq	8(%rdi), %rdx
	testq	%rdx, %rdx
	je	.LBB2_1
	movq	(%rdi), %rax
	movzbl	(%rax), %r8d
	testb	%r8b, %r8b
	js	.LBB2_3
	movq	16(%rdi), %rsi
	movl	%r8d, %r9d
	shrb	$5, %r9b
	movzbl	%r9b, %r9d
	movl	(%rsi,%r9,4), %r9d
	btl	%r8d, %r9d
	jae	.LBB2_5
.LBB2_3:
	incq	%rax
	decq	%rdx
	movq	%rax, (%rdi)
	movq	%rdx, 8(%rdi)
	leaq	(%r8,%r8,2), %rax
	movabsq	$.Lanon.f6d81307b2b4f51ce139aae2d098eb38.0@GOTOFF, %rdx
	addq	%rdx, %rcx
	addq	%rax, %rcx
	movl	$3, %edx
	movq	%rcx, %rax
	popq	%rcx
	.cfi_def_cfa_offset 8
	retq
.LBB2_1:
	.cfi_def_cfa_offset 16
	xorl	%eax, %eax
	popq	%rcx
	.cfi_def_cfa_offset 8
	retq
.LBB2_5:
	.cfi_def_cfa_offset 16
	movl	$1, %r10d
	.p2align	4
.LBB2_6:
	cmpq	%r10, %rdx
	je	.LBB2_11
	movq	%r10, %r8
	movzbl	(%rax,%r10), %r9d
	testb	%r9b, %r9b
	js	.LBB2_8
	movl	%r9d, %r10d
	shrl	$5, %r10d
	movl	(%rsi,%r10,4), %r11d
	leaq	1(%r8), %r10
	btl	%r9d, %r11d
	jae	.LBB2_6
.LBB2_8:
	subq	%r8, %rdx
	jb	.LBB2_13
	leaq	(%rax,%r8), %rcx
	movq	%rcx, (%rdi)
	movq	%rdx, 8(%rdi)
	movq	%r8, %rdx
	popq	%rcx
	.cfi_def_cfa_offset 8
	retq
.LBB2_11:
	.cfi_def_cfa_offset 16
	movq	$1, (%rdi)
	movq	$0, 8(%rdi)
	popq	%rcx
	.cfi_def_cfa_offset 8
	retq
.LBB2_13:
	.cfi_def_cfa_offset 16
	movabsq	$.Lanon.f6d81307b2b4f51ce139aae2d098eb38.1@GOTOFF, %rdi
	addq	%rcx, %rdi
	movabsq	$.Lanon.f6d81307b2b4f51ce139aae2d098eb38.3@GOTOFF, %rdx
	addq	%rcx, %rdx
	movabsq	$_RNvNtCsgEmfK2I1SDS_4core9panicking9panic_fmt@GOT, %rax
	movl	$19, %esi
	callq	*(%rcx,%rax)
.Lfunc_end2:
	.size	_ZN90_$LT$percent_encoding..PercentEncode$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h992bf76c9bcab235E, .Lfunc_end2-_ZN90_$LT$percent_encoding..PercentEncode$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h992bf76c9bcab235E
	.cfi_endproc

	.type	_ZN16percent_encoding19percent_encode_byte9ENC_TABLE17h5eab2b659a2b5111E,@object
	.section	.data.rel.ro._ZN16percent_encoding19percent_encode_byte9ENC_TABLE17h5eab2b659a2b5111E,"aw",@progbits
	.globl	_ZN16percent_encoding19percent_encode_byte9ENC_TABLE17h5eab2b659a2b5111E
	.p2align	3, 0x0
_ZN16percent_encoding19percent_encode_byte9ENC_TABLE17h5eab2b659a2b5111E:
	.quad	.Lanon.f6d81307b2b4f51ce139aae2d098eb38.0
	.size	_ZN16percent_encoding19percent_encode_byte9ENC_TABLE17h5eab2b659a2b5111E, 8

	.type	.Lanon.f6d81307b2b4f51ce139aae2d098eb38.0,@object
	.section	.lrodata..Lanon.f6d81307b2b4f51ce139aae2d098eb38.0,"al",@progbits
.Lanon.f6d81307b2b4f51ce139aae2d098eb38.0:
	.ascii	"%00%01%02%03%04%05%06%07%08%09%0A%0B%0C%0D%0E%0F%10%11%12%13%14%15%16%17%18%19%1A%1B%1C%1D%1E%1F%20%21%22%23%24%25%26%27%28%29%2A%2B%2C%2D%2E%2F%30%31%32%33%34%35%36%37%38%39%3A%3B%3C%3D%3E%3F%40%41%42%43%44%45%46%47%48%49%4A%4B%4C%4D%4E%4F%50%51%52%53%54%55%56%57%58%59%5A%5B%5C%5D%5E%5F%60%61%62%63%64%65%66%67%68%69%6A%6B%6C%6D%6E%6F%70%71%72%73%74%75%76%77%78%79%7A%7B%7C%7D%7E%7F%80%81%82%83%84%85%86%87%88%89%8A%8B%8C%8D%8E%8F%90%91%92%93%94%95%96%97%98%99%9A%9B%9C%9D%9E%9F%A0%A1%A2%A3%A4%A5%A6%A7%A8%A9%AA%AB%AC%AD%AE%AF%B0%B1%B2%B3%B4%B5%B6%B7%B8%B9%BA%BB%BC%BD%BE%BF%C0%C1%C2%C3%C4%C5%C6%C7%C8%C9%CA%CB%CC%CD%CE%CF%D0%D1%D2%D3%D4%D5%D6%D7%D8%D9%DA%DB%DC%DD%DE%DF%E0%E1%E2%E3%E4%E5%E6%E7%E8%E9%EA%EB%EC%ED%EE%EF%F0%F1%F2%F3%F4%F5%F6%F7%F8%F9%FA%FB%FC%FD%FE%FF"
	.size	.Lanon.f6d81307b2b4f51ce139aae2d098eb38.0, 768

	.type	.Lanon.f6d81307b2b4f51ce139aae2d098eb38.1,@object
	.section	.lrodata..Lanon.f6d81307b2b4f51ce139aae2d098eb38.1,"al",@progbits
.Lanon.f6d81307b2b4f51ce139aae2d098eb38.1:
	.ascii	"mid > len"
	.size	.Lanon.f6d81307b2b4f51ce139aae2d098eb38.1, 9

	.type	.Lanon.f6d81307b2b4f51ce139aae2d098eb38.2,@object
	.section	.lrodata.str1.1,"aMSl",@progbits,1
.Lanon.f6d81307b2b4f51ce139aae2d098eb38.2:
	.asciz	"percent-encoding-2.3.1/src/lib.rs"
	.size	.Lanon.f6d81307b2b4f51ce139aae2d098eb38.2, 34

	.type	.Lanon.f6d81307b2b4f51ce139aae2d098eb38.3,@object
	.section	.data.rel.ro..Lanon.f6d81307b2b4f51ce139aae2d098eb38.3,"aw",@progbits
	.p2align	3, 0x0
.Lanon.f6d81307b2b4f51ce139aae2d098eb38.3:
	.quad	.Lanon.f6d81307b2b4f51ce139aae2d098eb38.2
	.asciz	"!\000\000\000\000\000\000\000\024\001\000\000G\000\000"
	.size	.Lanon.f6d81307b2b4f51ce139aae2d098eb38.3, 24

	.ident	"rustc version 1.95.0 (59807616e 2026-04-14)"
	.section	".note.GNU-stack","",@progbits
