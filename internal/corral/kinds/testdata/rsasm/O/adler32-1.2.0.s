	.file	"adler32.808fb13450080969-cgu.0"
	.section	.text._ZN7adler3214RollingAdler3211from_buffer17h24bcfb557d219695E,"ax",@progbits
	.globl	_ZN7adler3214RollingAdler3211from_buffer17h24bcfb557d219695E
	.p2align	4
	.type	_ZN7adler3214RollingAdler3211from_buffer17h24bcfb557d219695E,@function
_ZN7adler3214RollingAdler3211from_buffer17h24bcfb557d219695E:
	.cfi_startproc
	pushq	%rax
	.cfi_def_cfa_offset 16
	movq	%rsi, %rdx
	movq	%rdi, %rsi
	movq	$1, (%rsp)
	movq	%rsp, %rdi
	callq	*_ZN7adler3214RollingAdler3213update_buffer17hde248c18d4808b12E@GOTPCREL(%rip)
	movl	(%rsp), %eax
	movl	4(%rsp), %edx
	popq	%rcx
	.cfi_def_cfa_offset 8
	retq
.Lfunc_end0:
	.size	_ZN7adler3214RollingAdler3211from_buffer17h24bcfb557d219695E, .Lfunc_end0-_ZN7adler3214RollingAdler3211from_buffer17h24bcfb557d219695E
	.cfi_endproc

	.section	.text._ZN7adler3214RollingAdler3213update_buffer17hde248c18d4808b12E,"ax",@progbits
	.globl	_ZN7adler3214RollingAdler3213update_buffer17hde248c18d4808b12E
	.p2align	4
	.type	_ZN7adler3214RollingAdler3213update_buffer17hde248c18d4808b12E,@function
_ZN7adler3214RollingAdler3213update_buffer17hde248c18d4808b12E:
	.cfi_startproc
	pushq	%rbp
	.cfi_def_cfa_offset 16
	pushq	%rbx
	.cfi_def_cfa_offset 24
	pushq	%rax
	.cfi_def_cfa_offset 32
	.cfi_offset %rbx, -24
	.cfi_offset %rbp, -16
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
	movl	(%rdi), %r10d
	movl	4(%rdi), %r8d
	leaq	-15(%rdx), %r9
	.p2align	4
.LBB1_33:
	leaq	16(%rax), %rcx
	cmpq	%rdx, %rcx
	ja	.LBB1_38
	movzbl	(%rsi,%rax), %r11d
	addl	%r11d, %r10d
	addl	%r10d, %r8d
	movzbl	1(%rsi,%rax), %r11d
	addl	%r10d, %r11d
	addl	%r11d, %r8d
	movzbl	2(%rsi,%rax), %r10d
	addl	%r11d, %r10d
	addl	%r10d, %r8d
	movzbl	3(%rsi,%rax), %r11d
	addl	%r10d, %r11d
	addl	%r11d, %r8d
	movzbl	4(%rsi,%rax), %r10d
	addl	%r11d, %r10d
	addl	%r10d, %r8d
	movzbl	5(%rsi,%rax), %r11d
	addl	%r10d, %r11d
	addl	%r11d, %r8d
	movzbl	6(%rsi,%rax), %r10d
	addl	%r11d, %r10d
	addl	%r10d, %r8d
	movzbl	7(%rsi,%rax), %r11d
	addl	%r10d, %r11d
	addl	%r11d, %r8d
	movzbl	8(%rsi,%rax), %r10d
	addl	%r11d, %r10d
	addl	%r10d, %r8d
	movzbl	9(%rsi,%rax), %r11d
	addl	%r10d, %r11d
	addl	%r11d, %r8d
	movzbl	10(%rsi,%rax), %r10d
	addl	%r11d, %r10d
	addl	%r10d, %r8d
	movzbl	11(%rsi,%rax), %r11d
	addl	%r10d, %r11d
	addl	%r11d, %r8d
	movzbl	12(%rsi,%rax), %r10d
	addl	%r11d, %r10d
	addl	%r10d, %r8d
	movzbl	13(%rsi,%rax), %r11d
	addl	%r10d, %r11d
	addl	%r11d, %r8d
	movzbl	14(%rsi,%rax), %ebx
	addl	%r11d, %ebx
	addl	%ebx, %r8d
	movzbl	15(%rsi,%rax), %r10d
	addl	%ebx, %r10d
	movl	%r10d, (%rdi)
	addl	%r10d, %r8d
	movl	%r8d, 4(%rdi)
	movq	%rcx, %rax
	cmpq	%r9, %rcx
	jb	.LBB1_33
	jmp	.LBB1_7
.LBB1_29:
	movl	(%rdi), %r11d
	movl	4(%rdi), %ecx
	movl	$5552, %r9d
	xorl	%eax, %eax
	movl	$2147975281, %r8d
	jmp	.LBB1_30
	.p2align	4
.LBB1_31:
	movl	%r11d, %r9d
	imulq	%r8, %r9
	shrq	$47, %r9
	imull	$65521, %r9d, %r9d
	subl	%r9d, %r11d
	movl	%r11d, (%rdi)
	movl	%ecx, %r9d
	imulq	%r8, %r9
	shrq	$47, %r9
	imull	$65521, %r9d, %r9d
	subl	%r9d, %ecx
	movl	%ecx, 4(%rdi)
	leaq	5552(%rax), %r9
	cmpq	%rdx, %r9
	ja	.LBB1_4
.LBB1_30:
	cmpq	%r9, %rax
	jae	.LBB1_31
	.p2align	4
.LBB1_35:
	leaq	16(%rax), %r10
	cmpq	%rdx, %r10
	ja	.LBB1_39
	movzbl	(%rsi,%rax), %ebx
	addl	%ebx, %r11d
	addl	%r11d, %ecx
	movzbl	1(%rsi,%rax), %ebx
	addl	%r11d, %ebx
	addl	%ebx, %ecx
	movzbl	2(%rsi,%rax), %r11d
	addl	%ebx, %r11d
	addl	%r11d, %ecx
	movzbl	3(%rsi,%rax), %ebx
	addl	%r11d, %ebx
	addl	%ebx, %ecx
	movzbl	4(%rsi,%rax), %r11d
	addl	%ebx, %r11d
	addl	%r11d, %ecx
	movzbl	5(%rsi,%rax), %ebx
	addl	%r11d, %ebx
	addl	%ebx, %ecx
	movzbl	6(%rsi,%rax), %r11d
	addl	%ebx, %r11d
	addl	%r11d, %ecx
	movzbl	7(%rsi,%rax), %ebx
	addl	%r11d, %ebx
	addl	%ebx, %ecx
	movzbl	8(%rsi,%rax), %r11d
	addl	%ebx, %r11d
	addl	%r11d, %ecx
	movzbl	9(%rsi,%rax), %ebx
	addl	%r11d, %ebx
	addl	%ebx, %ecx
	movzbl	10(%rsi,%rax), %r11d
	addl	%ebx, %r11d
	addl	%r11d, %ecx
	movzbl	11(%rsi,%rax), %ebx
	addl	%r11d, %ebx
	addl	%ebx, %ecx
	movzbl	12(%rsi,%rax), %r11d
	addl	%ebx, %r11d
	addl	%r11d, %ecx
	movzbl	13(%rsi,%rax), %ebx
	addl	%r11d, %ebx
	addl	%ebx, %ecx
	movzbl	14(%rsi,%rax), %ebp
	addl	%ebx, %ebp
	addl	%ebp, %ecx
	movzbl	15(%rsi,%rax), %r11d
	addl	%ebp, %r11d
	movl	%r11d, (%rdi)
	addl	%r11d, %ecx
	movl	%ecx, 4(%rdi)
	movq	%r10, %rax
	cmpq	%r9, %r10
	jb	.LBB1_35
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
	addq	$8, %rsp
	.cfi_def_cfa_offset 24
	popq	%rbx
	.cfi_def_cfa_offset 16
	popq	%rbp
	.cfi_def_cfa_offset 8
	retq
.LBB1_6:
	.cfi_def_cfa_offset 32
	movq	%rax, %rcx
.LBB1_7:
	movl	(%rdi), %r8d
	movl	4(%rdi), %eax
	cmpq	%rcx, %rdx
	je	.LBB1_11
	.p2align	4
.LBB1_9:
	cmpq	%rdx, %rcx
	jae	.LBB1_37
	movzbl	(%rsi,%rcx), %r9d
	addl	%r9d, %r8d
	movl	%r8d, (%rdi)
	addl	%r8d, %eax
	movl	%eax, 4(%rdi)
	incq	%rcx
	cmpq	%rcx, %rdx
	jne	.LBB1_9
.LBB1_11:
	movl	%r8d, %ecx
	movl	$2147975281, %edx
	imulq	%rdx, %rcx
	shrq	$47, %rcx
	imull	$65521, %ecx, %ecx
	subl	%ecx, %r8d
	movl	%r8d, (%rdi)
	movl	%eax, %ecx
	imulq	%rdx, %rcx
	shrq	$47, %rcx
	imull	$65521, %ecx, %ecx
	subl	%ecx, %eax
	movl	%eax, 4(%rdi)
	addq	$8, %rsp
	.cfi_def_cfa_offset 24
	popq	%rbx
	.cfi_def_cfa_offset 16
	popq	%rbp
	.cfi_def_cfa_offset 8
	retq
.LBB1_39:
	.cfi_def_cfa_offset 32
	leaq	16(%rax), %rsi
	leaq	.Lanon.6d5ac9ecdc21a61d61d93acef80e075a.3(%rip), %rcx
	movq	%rax, %rdi
	callq	*_RNvNtNtCsgEmfK2I1SDS_4core5slice5index16slice_index_fail@GOTPCREL(%rip)
.LBB1_38:
	leaq	16(%rax), %rsi
	leaq	.Lanon.6d5ac9ecdc21a61d61d93acef80e075a.2(%rip), %rcx
	movq	%rax, %rdi
	callq	*_RNvNtNtCsgEmfK2I1SDS_4core5slice5index16slice_index_fail@GOTPCREL(%rip)
.LBB1_37:
	leaq	.Lanon.6d5ac9ecdc21a61d61d93acef80e075a.1(%rip), %rax
	movq	%rcx, %rdi
	movq	%rdx, %rsi
	movq	%rax, %rdx
	callq	*_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check@GOTPCREL(%rip)
.Lfunc_end1:
	.size	_ZN7adler3214RollingAdler3213update_buffer17hde248c18d4808b12E, .Lfunc_end1-_ZN7adler3214RollingAdler3213update_buffer17hde248c18d4808b12E
	.cfi_endproc

	.type	.Lanon.6d5ac9ecdc21a61d61d93acef80e075a.0,@object
	.section	.rodata.str1.1,"aMS",@progbits,1
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
