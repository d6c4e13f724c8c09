	.file	"adler32.808fb13450080969-cgu.0"
	.section	.ltext._ZN7adler3214RollingAdler3211from_buffer17h24bcfb557d219695E,"axl",@progbits
	.globl	_ZN7adler3214RollingAdler3211from_buffer17h24bcfb557d219695E
	.p2align	4
	.type	_ZN7adler3214RollingAdler3211from_buffer17h24bcfb557d219695E,@function
_ZN7adler3214RollingAdler3211from_buffer17h24bcfb557d219695E:
	.cfi_startproc
	pushq	%rax
	.cfi_def_cfa_offset 16
	movq	%rsi, %rdx
	movq	%rdi, %rsi
.L0$pb:
	leaq	.L0$pb(%rip), %rax
	movabsq	$_GLOBAL_OFFSET_TABLE_-.L0$pb, %rcx
	addq	%rax, %rcx
	movq	$1, (%rsp)
	movabsq	$_ZN7adler3214RollingAdler3213update_buffer17hde248c18d4808b12E@GOT, %rax
	movq	%rsp, %rdi
	callq	*(%rcx,%rax)
	movl	(%rsp), %eax
	movl	4(%rsp), %edx
	popq	%rcx
	.cfi_def_cfa_offset 8
	retq
.Lfunc_end0:
	.size	_ZN7adler3214RollingAdler3211from_buffer17h24bcfb557d219695E, .Lfunc_end0-_ZN7adler3214RollingAdler3211from_buffer17h24bcfb557d219695E
	.cfi_endproc

	.section	.ltext._ZN7adler3214RollingAdler3213update_buffer17hde248c18d4808b12E,"axl",@progbits
	.globl	_ZN7adler3214RollingAdler3213update_buffer17hde248c18d4808b12E
	.p2align	4
	.type	_ZN7adler3214RollingAdler3213update_buffer17hde248c18d4808b12E,@function
_ZN7adler3214RollingAdler3213update_buffer17hde248c18d4808b12E:
	.cfi_startproc
	pushq	%rbp
	.cfi_def_cfa_offset 16
	pushq	%r14
	.cfi_def_cfa_offset 24
	pushq	%rbx
	.cfi_def_cfa_offset 32
	.cfi_offset %rbx, -32
	.cfi_offset %r14, -24
	.cfi_offset %rbp, -16
.L1$pb:
	leaq	.L1$pb(%rip), %rax
	movabsq	$_GLOBAL_OFFSET_TABLE_-.L1$pb, %r8
	addq	%rax, %r8
	cmpq	$1, %rdx
	jne	.LBB1_1
	movzbl	(%rsi), %eax
	addl	(%rdi), %eax
	movl	$2147975281, %ecx
	movq	%rax, %rdx
	imulq	%rcx, %rdx
	shrq	$47, %rdx
	imull	$65521, %edx, %edx
	subl	%edx, %eax
	movl	%eax, (%rdi)
	addl	4(%rdi), %eax
	jmp	.LBB1_13
.LBB1_1:
	cmpq	$16, %rdx
	jae	.LBB1_2
	movl	(%rdi), %eax
	testq	%rdx, %rdx
	je	.LBB1_26
	movl	4(%rdi), %ecx
	movq	%rdx, %r8
	andq	$3, %r8
	je	.LBB1_17
	xorl	%r10d, %r10d
	.p2align	4
.LBB1_19:
	movzbl	(%rsi,%r10), %r9d
	addl	%r9d, %eax
	addl	%eax, %ecx
	incq	%r10
	cmpq	%r10, %r8
	jne	.LBB1_19
	leaq	(%rsi,%r10), %r8
	movq	%rdx, %r9
	subq	%r10, %r9
	cmpq	$4, %rdx
	jae	.LBB1_22
	jmp	.LBB1_25
.LBB1_2:
	cmpq	$5552, %rdx
	jae	.LBB1_29
	xorl	%eax, %eax
.LBB1_4:
	movq	%rdx, %rcx
	subq	%rax, %rcx
	jbe	.LBB1_14
	cmpq	$16, %rcx
	jb	.LBB1_6
	movl	(%rdi), %r11d
	movl	4(%rdi), %r9d
	leaq	-15(%rdx), %r10
	.p2align	4
.LBB1_33:
	leaq	16(%rax), %rcx
	cmpq	%rdx, %rcx
	ja	.LBB1_34
	movzbl	(%rsi,%rax), %ebx
	addl	%ebx, %r11d
	addl	%r11d, %r9d
	movzbl	1(%rsi,%rax), %ebx
	addl	%r11d, %ebx
	addl	%ebx, %r9d
	movzbl	2(%rsi,%rax), %r11d
	addl	%ebx, %r11d
	addl	%r11d, %r9d
	movzbl	3(%rsi,%rax), %ebx
	addl	%r11d, %ebx
	addl	%ebx, %r9d
	movzbl	4(%rsi,%rax), %r11d
	addl	%ebx, %r11d
	addl	%r11d, %r9d
	movzbl	5(%rsi,%rax), %ebx
	addl	%r11d, %ebx
	addl	%ebx, %r9d
	movzbl	6(%rsi,%rax), %r11d
	addl	%ebx, %r11d
	addl	%r11d, %r9d
	movzbl	7(%rsi,%rax), %ebx
	addl	%r11d, %ebx
	addl	%ebx, %r9d
	movzbl	8(%rsi,%rax), %r11d
	addl	%ebx, %r11d
	addl	%r11d, %r9d
	movzbl	9(%rsi,%rax), %ebx
	addl	%r11d, %ebx
	addl	%ebx, %r9d
	movzbl	10(%rsi,%rax), %r11d
	addl	%ebx, %r11d
	addl	%r11d, %r9d
	movzbl	11(%rsi,%rax), %ebx
	addl	%r11d, %ebx
	addl	%ebx, %r9d
	movzbl	12(%rsi,%rax), %r11d
	addl	%ebx, %r11d
	addl	%r11d, %r9d
	movzbl	13(%rsi,%rax), %ebx
	addl	%r11d, %ebx
	addl	%ebx, %r9d
	movzbl	14(%rsi,%rax), %ebp
	addl	%ebx, %ebp
	addl	%ebp, %r9d
	movzbl	15(%rsi,%rax), %r11d
	addl	%ebp, %r11d
	movl	%r11d, (%rdi)
	addl	%r11d, %r9d
	movl	%r9d, 4(%rdi)
	movq	%rcx, %rax
	cmpq	%r10, %rcx
	jb	.LBB1_33
	jmp	.LBB1_7
.LBB1_29:
	movl	(%rdi), %ebx
	movl	4(%rdi), %ecx
	movl	$5552, %r10d
	xorl	%eax, %eax
	movl	$2147975281, %r9d
	jmp	.LBB1_30
	.p2align	4
.LBB1_31:
	movl	%ebx, %r10d
	imulq	%r9, %r10
	shrq	$47, %r10
	imull	$65521, %r10d, %r10d
	subl	%r10d, %ebx
	movl	%ebx, (%rdi)
	movl	%ecx, %r10d
	imulq	%r9, %r10
	shrq	$47, %r10
	imull	$65521, %r10d, %r10d
	subl	%r10d, %ecx
	movl	%ecx, 4(%rdi)
	leaq	5552(%rax), %r10
	cmpq	%rdx, %r10
	ja	.LBB1_4
.LBB1_30:
	cmpq	%r10, %rax
	jae	.LBB1_31
	.p2align	4
.LBB1_38:
	leaq	16(%rax), %r11
	cmpq	%rdx, %r11
	ja	.LBB1_39
	movzbl	(%rsi,%rax), %ebp
	addl	%ebp, %ebx
	addl	%ebx, %ecx
	movzbl	1(%rsi,%rax), %ebp
	addl	%ebx, %ebp
	addl	%ebp, %ecx
	movzbl	2(%rsi,%rax), %ebx
	addl	%ebp, %ebx
	addl	%ebx, %ecx
	movzbl	3(%rsi,%rax), %ebp
	addl	%ebx, %ebp
	addl	%ebp, %ecx
	movzbl	4(%rsi,%rax), %ebx
	addl	%ebp, %ebx
	addl	%ebx, %ecx
	movzbl	5(%rsi,%rax), %ebp
	addl	%ebx, %ebp
	addl	%ebp, %ecx
	movzbl	6(%rsi,%rax), %ebx
	addl	%ebp, %ebx
	addl	%ebx, %ecx
	movzbl	7(%rsi,%rax), %ebp
	addl	%ebx, %ebp
	addl	%ebp, %ecx
	movzbl	8(%rsi,%rax), %ebx
	addl	%ebp, %ebx
	addl	%ebx, %ecx
	movzbl	9(%rsi,%rax), %ebp
	addl	%ebx, %ebp
	addl	%ebp, %ecx
	movzbl	10(%rsi,%rax), %ebx
	addl	%ebp, %ebx
	addl	%ebx, %ecx
	movzbl	11(%rsi,%rax), %ebp
	addl	%ebx, %ebp
	addl	%ebp, %ecx
	movzbl	12(%rsi,%rax), %ebx
	addl	%ebp, %ebx
	addl	%ebx, %ecx
	movzbl	13(%rsi,%rax), %ebp
	addl	%ebx, %ebp
	addl	%ebp, %ecx
	movzbl	14(%rsi,%rax), %r14d
	addl	%ebp, %r14d
	addl	%r14d, %ecx
	movzbl	15(%rsi,%rax), %ebx
	addl	%r14d, %ebx
	movl	%ebx, (%rdi)
	addl	%ebx, %ecx
	movl	%ecx, 4(%rdi)
	movq	%r11, %rax
	cmpq	%r10, %r11
	jb	.LBB1_38
	jmp	.LBB1_31
.LBB1_17:
	movq	%rsi, %r8
	movq	%rdx, %r9
	cmpq	$4, %rdx
	jb	.LBB1_25
.LBB1_22:
	addq	%rdx, %rsi
	addq	$-4, %r9
	xorl	%edx, %edx
	.p2align	4
.LBB1_23:
	movzbl	(%r8,%rdx), %r10d
	addl	%eax, %r10d
	addl	%r10d, %ecx
	movzbl	1(%r8,%rdx), %eax
	addl	%r10d, %eax
	addl	%eax, %ecx
	movzbl	2(%r8,%rdx), %r10d
	addl	%eax, %r10d
	addl	%r10d, %ecx
	movzbl	3(%r8,%rdx), %eax
	addl	%r10d, %eax
	addl	%eax, %ecx
	cmpq	%rdx, %r9
	je	.LBB1_25
	leaq	(%r8,%rdx), %r10
	addq	$4, %r10
	addq	$4, %rdx
	cmpq	%rsi, %r10
	jne	.LBB1_23
.LBB1_25:
	movl	%eax, (%rdi)
	movl	%ecx, 4(%rdi)
.LBB1_26:
	cmpl	$65520, %eax
	jbe	.LBB1_28
	addl	$-65521, %eax
	movl	%eax, (%rdi)
.LBB1_28:
	movl	4(%rdi), %eax
	movl	$2147975281, %ecx
.LBB1_13:
	imulq	%rax, %rcx
	shrq	$47, %rcx
	imull	$65521, %ecx, %ecx
	subl	%ecx, %eax
	movl	%eax, 4(%rdi)
.LBB1_14:
	popq	%rbx
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_def_cfa_offset 16
	popq	%rbp
	.cfi_def_cfa_offset 8
	retq
.LBB1_6:
	.cfi_def_cfa_offset 32
	movq	%rax, %rcx
.LBB1_7:
	movl	(%rdi), %r9d
	movl	4(%rdi), %eax
	cmpq	%rcx, %rdx
	je	.LBB1_11
	.p2align	4
.LBB1_9:
	cmpq	%rdx, %rcx
	jae	.LBB1_40
	movzbl	(%rsi,%rcx), %r10d
	addl	%r10d, %r9d
	movl	%r9d, (%rdi)
	addl	%r9d, %eax
	movl	%eax, 4(%rdi)
	incq	%rcx
	cmpq	%rcx, %rdx
	jne	.LBB1_9
.LBB1_11:
	movl	%r9d, %ecx
	movl	$2147975281, %edx
	imulq	%rdx, %rcx
	shrq	$47, %rcx
	imull	$65521, %ecx, %ecx
	subl	%ecx, %r9d
	movl	%r9d, (%rdi)
	movl	%eax, %ecx
	imulq	%rdx, %rcx
	shrq	$47, %rcx
	imull	$65521, %ecx, %ecx
	subl	%ecx, %eax
	movl	%eax, 4(%rdi)
	popq	%rbx
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_def_cfa_offset 16
	popq	%rbp
	.cfi_def_cfa_offset 8
	retq
.LBB1_39:
	.cfi_def_cfa_offset 32
	leaq	16(%rax), %rsi
	movabsq	$.Lanon.6d5ac9ecdc21a61d61d93acef80e075a.3@GOTOFF, %rcx
	addq	%r8, %rcx
	movabsq	$_RNvNtNtCsgEmfK2I1SDS_4core5slice5index16slice_index_fail@GOT, %r9
	movq	%rax, %rdi
	callq	*(%r8,%r9)
.LBB1_34:
	leaq	16(%rax), %rsi
	movabsq	$.Lanon.6d5ac9ecdc21a61d61d93acef80e075a.2@GOTOFF, %rcx
	addq	%r8, %rcx
	movabsq	$_RNvNtNtCsgEmfK2I1SDS_4core5slice5index16slice_index_fail@GOT, %r9
	movq	%rax, %rdi
	callq	*(%r8,%r9)
.LBB1_40:
	movabsq	$.Lanon.6d5ac9ecdc21a61d61d93acef80e075a.1@GOTOFF, %rax
	addq	%r8, %rax
	movabsq	$_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check@GOT, %r9
	movq	%rcx, %rdi
	movq	%rdx, %rsi
	movq	%rax, %rdx
	callq	*(%r8,%r9)
.Lfunc_end1:
	.size	_ZN7adler3214RollingAdler3213update_buffer17hde248c18d4808b12E, .Lfunc_end1-_ZN7adler3214RollingAdler3213update_buffer17hde248c18d4808b12E
	.cfi_endproc

	.type	.Lanon.6d5ac9ecdc21a61d61d93acef80e075a.0,@object
	.section	.lrodata.str1.1,"aMSl",@progbits,1
.Lanon.6d5ac9ecdc21a61d61d93acef80e075a.0:
	.asciz	"adler32-1.2.0/src/lib.rs"
	.size	.Lanon.6d5ac9ecdc21a61d61d93acef80e075a.0, 25

	.type	.Lanon.6d5ac9ecdc21a61d61d93acef80e075a.1,@object
	.section	.data.rel.ro..Lanon.6d5ac9ecdc21a61d61d93acef80e075a.1,"aw",@progbits
	.p2align	3, 0x0
.Lanon.6d5ac9ecdc21a61d61d93acef80e075a.1:
	.quad	.Lanon.6d5ac9ecdc21a61d61d93acef80e075a.0
	.asciz	"\030\000\000\000\000\000\000\000\270\000\000\000%\000\000"
	.size	.Lanon.6d5ac9ecdc21a61d61d93acef80e075a.1, 24

	.type	.Lanon.6d5ac9ecdc21a61d61d93acef80e075a.2,@object
	.section	.data.rel.ro..Lanon.6d5ac9ecdc21a61d61d93acef80e075a.2,"aw",@progbits
	.p2align	3, 0x0
.Lanon.6d5ac9ecdc21a61d61d93acef80e075a.2:
	.quad	.Lanon.6d5ac9ecdc21a61d61d93acef80e075a.0
	.asciz	"\030\000\000\000\000\000\000\000\264\000\000\0007\000\000"
	.size	.Lanon.6d5ac9ecdc21a61d61d93acef80e075a.2, 24

	.type	.Lanon.6d5ac9ecdc21a61d61d93acef80e075a.3,@object
	.section	.data.rel.ro..Lanon.6d5ac9ecdc21a61d61d93acef80e075a.3,"aw",@progbits
	.p2align	3, 0x0
.Lanon.6d5ac9ecdc21a61d61d93acef80e075a.3:
	.quad	.Lanon.6d5ac9ecdc21a61d61d93acef80e075a.0
	.asciz	"\030\000\000\000\000\000\000\000\251\000\000\0007\000\000"
	.size	.Lanon.6d5ac9ecdc21a61d61d93acef80e075a.3, 24

	.ident	"rustc version 1.95.0 (59807616e 2026-04-14)"
	.section	".note.GNU-stack","",@progbits
