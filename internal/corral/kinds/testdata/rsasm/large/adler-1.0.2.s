	.file	"adler.e80b5831e702a726-cgu.0"
	.section	".ltext._ZN53_$LT$adler..Adler32$u20$as$u20$core..hash..Hasher$GT$5write17ha526dea9bbe5acdaE","axl",@progbits
	.globl	_ZN53_$LT$adler..Adler32$u20$as$u20$core..hash..Hasher$GT$5write17ha526dea9bbe5acdaE
	.p2align	4
	.type	_ZN53_$LT$adler..Adler32$u20$as$u20$core..hash..Hasher$GT$5write17ha526dea9bbe5acdaE,@function
_ZN53_$LT$adler..Adler32$u20$as$u20$core..hash..Hasher$GT$5write17ha526dea9bbe5acdaE:
	.cfi_startproc
.L0$pb:
	leaq	.L0$pb(%rip), %rax
	movabsq	$_GLOBAL_OFFSET_TABLE_-.L0$pb, %rcx
	addq	%rax, %rcx
	movabsq	$_ZN5adler7Adler3211write_slice17hf2a2a35cbc097e58E@GOT, %rax
	jmpq	*(%rcx,%rax)
.Lfunc_end0:
	.size	_ZN53_$LT$adler..Adler32$u20$as$u20$core..hash..Hasher$GT$5write17ha526dea9bbe5acdaE, .Lfunc_end0-_ZN53_$LT$adler..Adler32$u20$as$u20$core..hash..Hasher$GT$5write17ha526dea9bbe5acdaE
	.cfi_endproc

	.section	.ltext._ZN5adler13adler32_slice17h35c7bcc50c5ca79aE,"axl",@progbits
	.globl	_ZN5adler13adler32_slice17h35c7bcc50c5ca79aE
	.p2align	4
	.type	_ZN5adler13adler32_slice17h35c7bcc50c5ca79aE,@function
_ZN5adler13adler32_slice17h35c7bcc50c5ca79aE:
	.cfi_startproc
	pushq	%rax
	.cfi_def_cfa_offset 16
	movq	%rsi, %rdx
	movq	%rdi, %rsi
.L1$pb:
	leaq	.L1$pb(%rip), %rax
	movabsq	$_GLOBAL_OFFSET_TABLE_-.L1$pb, %rcx
	addq	%rax, %rcx
	movl	$1, 4(%rsp)
	movabsq	$_ZN5adler7Adler3211write_slice17hf2a2a35cbc097e58E@GOT, %rax
	leaq	4(%rsp), %rdi
	callq	*(%rcx,%rax)
	movl	4(%rsp), %eax
	popq	%rcx
	.cfi_def_cfa_offset 8
	retq
.Lfunc_end1:
	.size	_ZN5adler13adler32_slice17h35c7bcc50c5ca79aE, .Lfunc_end1-_ZN5adler13adler32_slice17h35c7bcc50c5ca79aE
	.cfi_endproc

	.section	.rodata.cst16,"aM",@progbits,16
	.p2align	4, 0x0
.LCPI2_0:
	.long	2147975281
	.long	2147975281
	.long	2147975281
	.long	2147975281
.LCPI2_1:
	.long	65521
	.long	65521
	.long	65521
	.long	65521
	.section	.ltext._ZN5adler7Adler3211write_slice17hf2a2a35cbc097e58E,"axl",@progbits
	.globl	_ZN5adler7Adler3211write_slice17hf2a2a35cbc097e58E
	.p2align	4
	.type	_ZN5adler7Adler3211write_slice17hf2a2a35cbc097e58E,@function
_ZN5adler7Adler3211write_slice17hf2a2a35cbc097e58E:
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
	.cfi_offset %rbx, -56
	.cfi_offset %r12, -48
	.cfi_offset %r13, -40
	.cfi_offset %r14, -32
	.cfi_offset %r15, -24
	.cfi_offset %rbp, -16
	movq	%rdx, %rcx
.L2$pb:
	leaq	.L2$pb(%rip), %rax
	movabsq	$_GLOBAL_OFFSET_TABLE_-.L2$pb, %r9
	addq	%rax, %r9
	movzwl	(%rdi), %ebx
	movzwl	2(%rdi), %r10d
	movabsq	$9223372036854775804, %r8
	andq	%rdx, %r8
	movabsq	$3402281327715882719, %rdx
	movq	%r8, %rax
	mulq	%rdx
	andl	$3, %ecx
	movq	%rcx, -8(%rsp)
	shrq	$12, %rdx
	imulq	$22208, %rdx, %r11
	movq	%r8, %rax
	subq	%r11, %rax
	xorl	%r14d, %r14d
	cmpq	$22208, %r11
	movl	%ebx, -12(%rsp)
	jae	.LBB2_11
	xorl	%r13d, %r13d
	xorl	%ebx, %ebx
	xorl	%ebp, %ebp
	xorl	%edx, %edx
	xorl	%r12d, %r12d
	xorl	%r9d, %r9d
	xorl	%r15d, %r15d
	testq	%rax, %rax
	jne	.LBB2_4
	jmp	.LBB2_6
.LBB2_11:
	imull	$22208, %ebx, %edx
	pxor	%xmm0, %xmm0
	movabsq	$.LCPI2_0@GOTOFF, %rbx
	movdqa	(%r9,%rbx), %xmm2
	movabsq	$.LCPI2_1@GOTOFF, %rbx
	movdqa	(%r9,%rbx), %xmm3
	movl	$2147975281, %r9d
	movq	%rsi, %rbx
	movq	%r11, %r14
	pxor	%xmm1, %xmm1
	pxor	%xmm4, %xmm4
	.p2align	4
.LBB2_12:
	movq	$-22208, %r15
	.p2align	4
.LBB2_13:
	movd	22208(%rbx,%r15), %xmm5
	punpcklbw	%xmm0, %xmm5
	punpcklwd	%xmm0, %xmm5
	paddd	%xmm4, %xmm5
	paddd	%xmm5, %xmm1
	movd	22212(%rbx,%r15), %xmm4
	punpcklbw	%xmm0, %xmm4
	punpcklwd	%xmm0, %xmm4
	paddd	%xmm5, %xmm4
	paddd	%xmm4, %xmm1
	movd	22216(%rbx,%r15), %xmm5
	punpcklbw	%xmm0, %xmm5
	punpcklwd	%xmm0, %xmm5
	paddd	%xmm4, %xmm5
	paddd	%xmm5, %xmm1
	movd	22220(%rbx,%r15), %xmm4
	punpcklbw	%xmm0, %xmm4
	punpcklwd	%xmm0, %xmm4
	paddd	%xmm5, %xmm4
	paddd	%xmm4, %xmm1
	addq	$16, %r15
	jne	.LBB2_13
	addq	$22208, %rbx
	addq	$-22208, %r14
	addl	%edx, %r10d
	pshufd	$245, %xmm4, %xmm5
	pmuludq	%xmm2, %xmm5
	pshufd	$237, %xmm5, %xmm5
	movdqa	%xmm4, %xmm6
	pmuludq	%xmm2, %xmm6
	pshufd	$237, %xmm6, %xmm6
	punpckldq	%xmm5, %xmm6
	psrld	$15, %xmm6
	pshufd	$245, %xmm6, %xmm5
	pmuludq	%xmm3, %xmm6
	pshufd	$232, %xmm6, %xmm6
	pmuludq	%xmm3, %xmm5
	pshufd	$232, %xmm5, %xmm5
	punpckldq	%xmm5, %xmm6
	psubd	%xmm6, %xmm4
	pshufd	$245, %xmm1, %xmm5
	pmuludq	%xmm2, %xmm5
	pshufd	$237, %xmm5, %xmm5
	movdqa	%xmm1, %xmm6
	pmuludq	%xmm2, %xmm6
	pshufd	$237, %xmm6, %xmm6
	punpckldq	%xmm5, %xmm6
	psrld	$15, %xmm6
	pshufd	$245, %xmm6, %xmm5
	pmuludq	%xmm3, %xmm6
	pshufd	$232, %xmm6, %xmm6
	pmuludq	%xmm3, %xmm5
	pshufd	$232, %xmm5, %xmm5
	punpckldq	%xmm5, %xmm6
	psubd	%xmm6, %xmm1
	movq	%r10, %rcx
	imulq	%r9, %rcx
	shrq	$47, %rcx
	imull	$65521, %ecx, %ecx
	subl	%ecx, %r10d
	cmpq	$22208, %r14
	jae	.LBB2_12
	pshufd	$255, %xmm1, %xmm0
	movd	%xmm0, %ebx
	pshufd	$238, %xmm1, %xmm0
	movd	%xmm0, %r13d
	pshufd	$85, %xmm1, %xmm0
	movd	%xmm0, %r14d
	movd	%xmm1, %r9d
	pshufd	$255, %xmm4, %xmm0
	movd	%xmm0, %ebp
	pshufd	$238, %xmm4, %xmm0
	movd	%xmm0, %edx
	pshufd	$85, %xmm4, %xmm0
	movd	%xmm0, %r12d
	movd	%xmm4, %r15d
	testq	%rax, %rax
	je	.LBB2_6
	.p2align	4
.LBB2_4:
	movzbl	(%rsi,%r11), %ecx
	addl	%ecx, %r15d
	movzbl	1(%rsi,%r11), %ecx
	addl	%ecx, %r12d
	movzbl	2(%rsi,%r11), %ecx
	addl	%ecx, %edx
	movzbl	3(%rsi,%r11), %ecx
	addl	%ecx, %ebp
	addl	%r15d, %r9d
	addl	%r12d, %r14d
	addl	%edx, %r13d
	addl	%ebp, %ebx
	addq	$4, %r11
	cmpq	%r11, %r8
	jne	.LBB2_4
	movl	%r15d, %ecx
	movl	$2147975281, %r11d
	imulq	%r11, %rcx
	shrq	$47, %rcx
	imull	$65521, %ecx, %ecx
	subl	%ecx, %r15d
	movl	%r12d, %ecx
	imulq	%r11, %rcx
	shrq	$47, %rcx
	imull	$65521, %ecx, %ecx
	subl	%ecx, %r12d
	movl	%edx, %ecx
	imulq	%r11, %rcx
	shrq	$47, %rcx
	imull	$65521, %ecx, %ecx
	subl	%ecx, %edx
	movl	%ebp, %ecx
	imulq	%r11, %rcx
	shrq	$47, %rcx
	imull	$65521, %ecx, %ecx
	subl	%ecx, %ebp
	movl	%r9d, %ecx
	imulq	%r11, %rcx
	shrq	$47, %rcx
	imull	$65521, %ecx, %ecx
	subl	%ecx, %r9d
	movl	%r14d, %ecx
	imulq	%r11, %rcx
	shrq	$47, %rcx
	imull	$65521, %ecx, %ecx
	subl	%ecx, %r14d
	movl	%r13d, %ecx
	imulq	%r11, %rcx
	shrq	$47, %rcx
	imull	$65521, %ecx, %ecx
	subl	%ecx, %r13d
	movl	%ebx, %ecx
	imulq	%r11, %rcx
	shrq	$47, %rcx
	imull	$65521, %ecx, %ecx
	subl	%ecx, %ebx
.LBB2_6:
	addl	%r13d, %r14d
	addl	%r9d, %ebx
	movl	$65521, %ecx
	subl	%ebp, %ecx
	leal	(%rcx,%rcx,2), %ecx
	movl	-12(%rsp), %r11d
	imull	%r11d, %eax
	addl	%eax, %r10d
	movl	$2147975281, %eax
	movq	%r10, %r9
	imulq	%rax, %r9
	shrq	$47, %r9
	imull	$65521, %r9d, %r9d
	subl	%r9d, %r10d
	leal	(%r10,%r14,4), %r9d
	addl	%ecx, %r9d
	leal	(%r12,%rdx,2), %ecx
	subl	%ecx, %r9d
	leal	(%r9,%rbx,4), %r9d
	addl	$196563, %r9d
	addl	%r11d, %ebp
	addl	%r12d, %edx
	addl	%ebp, %edx
	addl	%r15d, %edx
	movq	-8(%rsp), %r10
	testq	%r10, %r10
	je	.LBB2_10
	movzbl	(%rsi,%r8), %ecx
	addl	%ecx, %edx
	addl	%edx, %r9d
	cmpl	$1, %r10d
	je	.LBB2_10
	movzbl	1(%rsi,%r8), %ecx
	addl	%ecx, %edx
	addl	%edx, %r9d
	cmpl	$2, %r10d
	je	.LBB2_10
	movzbl	2(%rsi,%r8), %ecx
	addl	%ecx, %edx
	addl	%edx, %r9d
.LBB2_10:
	movl	%edx, %ecx
	imulq	%rax, %rcx
	shrq	$47, %rcx
	imull	$65521, %ecx, %ecx
	subl	%ecx, %edx
	movw	%dx, (%rdi)
	movl	%r9d, %ecx
	imulq	%rax, %rcx
	shrq	$47, %rcx
	imull	$65521, %ecx, %eax
	subl	%eax, %r9d
	movw	%r9w, 2(%rdi)
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
.Lfunc_end2:
	.size	_ZN5adler7Adler3211write_slice17hf2a2a35cbc097e58E, .Lfunc_end2-_ZN5adler7Adler3211write_slice17hf2a2a35cbc097e58E
	.cfi_endproc

	.section	".ltext._ZN66_$LT$adler..algo..U32X4$u20$as$u20$core..ops..arith..AddAssign$GT$10add_assign17h2806368467bf2613E","axl",@progbits
	.globl	_ZN66_$LT$adler..algo..U32X4$u20$as$u20$core..ops..arith..AddAssign$GT$10add_assign17h2806368467bf2613E
	.p2align	4
	.type	_ZN66_$LT$adler..algo..U32X4$u20$as$u20$core..ops..arith..AddAssign$GT$10add_assign17h2806368467bf2613E,@function
_ZN66_$LT$adler..algo..U32X4$u20$as$u20$core..ops..arith..AddAssign$GT$10add_assign17h2806368467bf2613E:
	.cfi_startproc
	movdqu	(%rsi), %xmm0
	movdqu	(%rdi), %xmm1
	paddd	%xmm0, %xmm1
	movdqu	%xmm1, (%rdi)
	retq
.Lfunc_end3:
	.size	_ZN66_$LT$adler..algo..U32X4$u20$as$u20$core..ops..arith..AddAssign$GT$10add_assign17h2806368467bf2613E, .Lfunc_end3-_ZN66_$LT$adler..algo..U32X4$u20$as$u20$core..ops..arith..AddAssign$GT$10add_assign17h2806368467bf2613E
	.cfi_endproc

	.ident	"rustc version 1.95.0 (59807616e 2026-04-14)"
	.section	".note.GNU-stack","",@progbits
