	.file	"md5.38772af2aea8e02e-cgu.0"
	.section	.text._ZN3md57Context7compute17ha97b4988123f3556E,"ax",@progbits
	.globl	_ZN3md57Context7compute17ha97b4988123f3556E
	.p2align	4
	.type	_ZN3md57Context7compute17ha97b4988123f3556E,@function
_ZN3md57Context7compute17ha97b4988123f3556E:
	.cfi_startproc
	pushq	%r14
	.cfi_def_cfa_offset 16
	pushq	%rbx
	.cfi_def_cfa_offset 24
	subq	$72, %rsp
	.cfi_def_cfa_offset 96
	.cfi_offset %rbx, -24
	.cfi_offset %r14, -16
	movq	%rsi, %r14
	movq	%rdi, %rbx
	movq	80(%rsi), %rax
	movl	80(%rsi), %ecx
	shrl	$3, %ecx
	andl	$63, %ecx
	movq	%rax, 64(%rsp)
	xorl	%edx, %edx
	cmpl	$56, %ecx
	setae	%dl
	shll	$6, %edx
	orq	$56, %rdx
	subq	%rcx, %rdx
	leaq	.Lanon.1b9b8403ef28642e30435cb5d1e4e742.0(%rip), %rsi
	movq	%r14, %rdi
	callq	*_ZN3md57consume17h82c6442c73995c25E@GOTPCREL(%rip)
	movl	(%r14), %eax
	movl	%eax, 8(%rsp)
	movl	4(%r14), %eax
	movl	%eax, 12(%rsp)
	movl	8(%r14), %eax
	movl	%eax, 16(%rsp)
	movl	12(%r14), %eax
	movl	%eax, 20(%rsp)
	movl	16(%r14), %eax
	movl	%eax, 24(%rsp)
	movl	20(%r14), %eax
	movl	%eax, 28(%rsp)
	movl	24(%r14), %eax
	movl	%eax, 32(%rsp)
	movl	28(%r14), %eax
	movl	%eax, 36(%rsp)
	movl	32(%r14), %eax
	movl	%eax, 40(%rsp)
	movl	36(%r14), %eax
	movl	%eax, 44(%rsp)
	movl	40(%r14), %eax
	movl	%eax, 48(%rsp)
	movl	44(%r14), %eax
	movl	%eax, 52(%rsp)
	movl	48(%r14), %eax
	movl	%eax, 56(%rsp)
	movl	52(%r14), %eax
	movl	%eax, 60(%rsp)
	leaq	64(%r14), %rdi
	leaq	8(%rsp), %rsi
	callq	_ZN3md59transform17h5a1533a588cadac2E
	movups	64(%r14), %xmm0
	movups	%xmm0, (%rbx)
	movq	%rbx, %rax
	addq	$72, %rsp
	.cfi_def_cfa_offset 24
	popq	%rbx
	.cfi_def_cfa_offset 16
	popq	%r14
	.cfi_def_cfa_offset 8
	retq
.Lfunc_end0:
	.size	_ZN3md57Context7compute17ha97b4988123f3556E, .Lfunc_end0-_ZN3md57Context7compute17ha97b4988123f3556E
	.cfi_endproc

	.section	.text._ZN3md57consume17h82c6442c73995c25E,"ax",@progbits
	.globl	_ZN3md57consume17h82c6442c73995c25E
	.p2align	4
	.type	_ZN3md57consume17h82c6442c73995c25E,@function
_ZN3md57consume17h82c6442c73995c25E:
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
	subq	$72, %rsp
	.cfi_def_cfa_offset 128
	.cfi_offset %rbx, -56
	.cfi_offset %r12, -48
	.cfi_offset %r13, -40
	.cfi_offset %r14, -32
	.cfi_offset %r15, -24
	.cfi_offset %rbp, -16
	movq	%rdx, %rbx
	movl	80(%rdi), %eax
	leal	(,%rdx,8), %ecx
	shrl	$29, %edx
	addl	%eax, %ecx
	movl	%ecx, 80(%rdi)
	adcl	%edx, 84(%rdi)
	testq	%rbx, %rbx
	je	.LBB1_4
	movq	%rdi, %r14
	movq	%rsi, %r15
	leaq	64(%rdi), %r12
	shrl	$3, %eax
	andl	$63, %eax
	xorl	%ebp, %ebp
	leaq	8(%rsp), %r13
	jmp	.LBB1_2
	.p2align	4
.LBB1_3:
	incq	%rbp
	cmpq	%rbp, %rbx
	je	.LBB1_4
.LBB1_2:
	movzbl	(%r15,%rbp), %ecx
	movb	%cl, (%r14,%rax)
	incq	%rax
	cmpq	$64, %rax
	jne	.LBB1_3
	movl	(%r14), %eax
	movl	%eax, 8(%rsp)
	movl	4(%r14), %eax
	movl	%eax, 12(%rsp)
	movl	8(%r14), %eax
	movl	%eax, 16(%rsp)
	movl	12(%r14), %eax
	movl	%eax, 20(%rsp)
	movl	16(%r14), %eax
	movl	%eax, 24(%rsp)
	movl	20(%r14), %eax
	movl	%eax, 28(%rsp)
	movl	24(%r14), %eax
	movl	%eax, 32(%rsp)
	movl	28(%r14), %eax
	movl	%eax, 36(%rsp)
	movl	32(%r14), %eax
	movl	%eax, 40(%rsp)
	movl	36(%r14), %eax
	movl	%eax, 44(%rsp)
	movl	40(%r14), %eax
	movl	%eax, 48(%rsp)
	movl	44(%r14), %eax
	movl	%eax, 52(%rsp)
	movl	48(%r14), %eax
	movl	%eax, 56(%rsp)
	movl	52(%r14), %eax
	movl	%eax, 60(%rsp)
	movl	56(%r14), %eax
	movl	%eax, 64(%rsp)
	movl	60(%r14), %eax
	movl	%eax, 68(%rsp)
	movq	%r12, %rdi
	movq	%r13, %rsi
	callq	_ZN3md59transform17h5a1533a588cadac2E
	xorl	%eax, %eax
	jmp	.LBB1_3
.LBB1_4:
	addq	$72, %rsp
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
.Lfunc_end1:
	.size	_ZN3md57consume17h82c6442c73995c25E, .Lfunc_end1-_ZN3md57consume17h82c6442c73995c25E
	.cfi_endproc

	.section	.text._ZN3md59transform17h5a1533a588cadac2E,"ax",@progbits
	.p2align	4
	.type	_ZN3md59transform17h5a1533a588cadac2E,@function
_ZN3md59transform17h5a1533a588cadac2E:
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
	movq	%rsi, %rbp
	movq	%rdi, -24(%rsp)
	movl	(%rdi), %r8d
	movl	%r8d, -52(%rsp)
	movl	4(%rdi), %ecx
	movl	8(%rdi), %esi
	movl	12(%rdi), %edx
	movl	%esi, %eax
	movq	%rcx, %rdi
	andl	%edi, %eax
	movq	%rcx, %r9
	notl	%ecx
	andl	%edx, %ecx
	movq	%rdx, -8(%rsp)
	addl	%r8d, %eax
	addl	%ecx, %eax
	movl	(%rbp), %ecx
	movq	%rcx, -48(%rsp)
	movl	4(%rbp), %edi
	movq	%rdi, -88(%rsp)
	addl	%ecx, %eax
	addl	$-680876936, %eax
	roll	$7, %eax
	addl	%r9d, %eax
	movl	%r9d, %ecx
	xorl	%esi, %ecx
	andl	%eax, %ecx
	xorl	%esi, %ecx
	movq	%rsi, -16(%rsp)
	addl	%edi, %edx
	addl	%edx, %ecx
	addl	$-389564586, %ecx
	roll	$12, %ecx
	addl	%eax, %ecx
	movl	%eax, %edx
	xorl	%r9d, %edx
	andl	%ecx, %edx
	xorl	%r9d, %edx
	movq	%r9, -32(%rsp)
	movl	8(%rbp), %r13d
	addl	%r13d, %esi
	addl	%esi, %edx
	addl	$606105819, %edx
	roll	$17, %edx
	addl	%ecx, %edx
	movl	%ecx, %esi
	xorl	%eax, %esi
	andl	%edx, %esi
	xorl	%eax, %esi
	movl	12(%rbp), %edi
	movq	%rdi, -40(%rsp)
	addl	%r9d, %edi
	addl	%edi, %esi
	addl	$-1044525330, %esi
	roll	$22, %esi
	addl	%edx, %esi
	movl	%edx, %edi
	xorl	%ecx, %edi
	andl	%esi, %edi
	xorl	%ecx, %edi
	movl	16(%rbp), %r8d
	movl	%r8d, -96(%rsp)
	addl	%r8d, %eax
	addl	%edi, %eax
	addl	$-176418897, %eax
	roll	$7, %eax
	addl	%esi, %eax
	movl	%esi, %edi
	xorl	%edx, %edi
	andl	%eax, %edi
	xorl	%edx, %edi
	movl	20(%rbp), %r8d
	movl	%r8d, -104(%rsp)
	addl	%r8d, %ecx
	addl	%edi, %ecx
	addl	$1200080426, %ecx
	roll	$12, %ecx
	addl	%eax, %ecx
	movl	%eax, %edi
	xorl	%esi, %edi
	andl	%ecx, %edi
	xorl	%esi, %edi
	movl	24(%rbp), %r14d
	addl	%r14d, %edx
	movl	%r14d, -56(%rsp)
	addl	%edi, %edx
	addl	$-1473231341, %edx
	roll	$17, %edx
	addl	%ecx, %edx
	movl	%ecx, %edi
	xorl	%eax, %edi
	andl	%edx, %edi
	xorl	%eax, %edi
	movl	28(%rbp), %r8d
	movl	%r8d, -60(%rsp)
	addl	%r8d, %esi
	addl	%edi, %esi
	addl	$-45705983, %esi
	roll	$22, %esi
	addl	%edx, %esi
	movl	%edx, %edi
	xorl	%ecx, %edi
	andl	%esi, %edi
	xorl	%ecx, %edi
	movl	32(%rbp), %r8d
	movl	%r8d, -100(%rsp)
	addl	%r8d, %eax
	addl	%edi, %eax
	addl	$1770035416, %eax
	roll	$7, %eax
	addl	%esi, %eax
	movl	%esi, %edi
	xorl	%edx, %edi
	andl	%eax, %edi
	xorl	%edx, %edi
	movl	36(%rbp), %r8d
	movl	%r8d, -108(%rsp)
	addl	%r8d, %ecx
	leal	(%rdi,%rcx), %r10d
	addl	$-1958414417, %r10d
	roll	$12, %r10d
	addl	%eax, %r10d
	movl	%eax, %ecx
	xorl	%esi, %ecx
	andl	%r10d, %ecx
	xorl	%esi, %ecx
	movl	40(%rbp), %r15d
	addl	%r15d, %edx
	movl	%r15d, -72(%rsp)
	addl	%ecx, %edx
	addl	$-42063, %edx
	roll	$17, %edx
	addl	%r10d, %edx
	movl	%r10d, %ecx
	xorl	%eax, %ecx
	andl	%edx, %ecx
	xorl	%eax, %ecx
	movl	44(%rbp), %ebx
	addl	%ebx, %esi
	movl	%ebx, -92(%rsp)
	leal	(%rcx,%rsi), %r11d
	addl	$-1990404162, %r11d
	roll	$22, %r11d
	addl	%edx, %r11d
	movl	%edx, %ecx
	xorl	%r10d, %ecx
	andl	%r11d, %ecx
	xorl	%r10d, %ecx
	movl	48(%rbp), %esi
	movl	%esi, -68(%rsp)
	addl	%esi, %eax
	leal	(%rcx,%rax), %r9d
	addl	$1804603682, %r9d
	roll	$7, %r9d
	addl	%r11d, %r9d
	movl	%r11d, %eax
	xorl	%edx, %eax
	andl	%r9d, %eax
	xorl	%edx, %eax
	movl	52(%rbp), %ecx
	movl	%ecx, -76(%rsp)
	addl	%ecx, %r10d
	addl	%r10d, %eax
	addl	$-40341101, %eax
	roll	$12, %eax
	addl	%r9d, %eax
	movl	%eax, %edi
	andl	%r9d, %edi
	movl	%eax, %r8d
	notl	%r8d
	movl	%r11d, %esi
	andl	%r8d, %esi
	orl	%edi, %esi
	movl	56(%rbp), %r12d
	addl	%r12d, %edx
	addl	%esi, %edx
	addl	$-1502002290, %edx
	roll	$17, %edx
	addl	%eax, %edx
	movl	%edx, %esi
	andl	%eax, %esi
	movl	%edx, %edi
	notl	%edi
	movl	%r9d, %ecx
	andl	%edi, %ecx
	orl	%esi, %ecx
	movl	60(%rbp), %r10d
	addl	%r10d, %r11d
	movl	%r10d, -64(%rsp)
	leal	(%r11,%rcx), %esi
	addl	$1236535329, %esi
	roll	$22, %esi
	addl	%edx, %esi
	movl	%esi, %ecx
	andl	%eax, %ecx
	andl	%edx, %r8d
	orl	%ecx, %r8d
	addl	-88(%rsp), %r9d
	leal	(%r9,%r8), %ecx
	addl	$-165796510, %ecx
	roll	$5, %ecx
	addl	%esi, %ecx
	movl	%ecx, %r8d
	andl	%edx, %r8d
	andl	%esi, %edi
	orl	%r8d, %edi
	addl	%r14d, %eax
	addl	%edi, %eax
	addl	$-1069501632, %eax
	roll	$9, %eax
	addl	%ecx, %eax
	movl	%eax, %edi
	xorl	%ecx, %edi
	andl	%esi, %edi
	xorl	%ecx, %edi
	addl	%ebx, %edx
	addl	%edi, %edx
	addl	$643717713, %edx
	roll	$14, %edx
	addl	%eax, %edx
	movl	%edx, %edi
	xorl	%eax, %edi
	andl	%ecx, %edi
	xorl	%eax, %edi
	addl	-48(%rsp), %esi
	addl	%edi, %esi
	addl	$-373897302, %esi
	roll	$20, %esi
	addl	%edx, %esi
	movl	%esi, %edi
	xorl	%edx, %edi
	andl	%eax, %edi
	xorl	%edx, %edi
	movl	-104(%rsp), %r14d
	addl	%r14d, %ecx
	addl	%edi, %ecx
	addl	$-701558691, %ecx
	roll	$5, %ecx
	addl	%esi, %ecx
	movl	%ecx, %edi
	xorl	%esi, %edi
	andl	%edx, %edi
	xorl	%esi, %edi
	addl	%r15d, %eax
	addl	%edi, %eax
	addl	$38016083, %eax
	roll	$9, %eax
	addl	%ecx, %eax
	movl	%eax, %edi
	xorl	%ecx, %edi
	andl	%esi, %edi
	xorl	%ecx, %edi
	addl	%r10d, %edx
	addl	%edi, %edx
	addl	$-660478335, %edx
	roll	$14, %edx
	addl	%eax, %edx
	movl	%edx, %edi
	xorl	%eax, %edi
	andl	%ecx, %edi
	xorl	%eax, %edi
	movl	-96(%rsp), %r11d
	addl	%r11d, %esi
	addl	%edi, %esi
	addl	$-405537848, %esi
	roll	$20, %esi
	addl	%edx, %esi
	movl	%esi, %edi
	xorl	%edx, %edi
	andl	%eax, %edi
	xorl	%edx, %edi
	addl	-108(%rsp), %ecx
	addl	%edi, %ecx
	addl	$568446438, %ecx
	roll	$5, %ecx
	addl	%esi, %ecx
	movl	%ecx, %edi
	xorl	%esi, %edi
	andl	%edx, %edi
	xorl	%esi, %edi
	movl	%r12d, -80(%rsp)
	addl	%r12d, %eax
	addl	%edi, %eax
	addl	$-1019803690, %eax
	roll	$9, %eax
	addl	%ecx, %eax
	movl	%eax, %edi
	xorl	%ecx, %edi
	andl	%esi, %edi
	xorl	%ecx, %edi
	movq	-40(%rsp), %rbx
	addl	%ebx, %edx
	addl	%edi, %edx
	addl	$-187363961, %edx
	roll	$14, %edx
	addl	%eax, %edx
	movl	%edx, %edi
	xorl	%eax, %edi
	andl	%ecx, %edi
	xorl	%eax, %edi
	movl	-100(%rsp), %r9d
	addl	%r9d, %esi
	addl	%edi, %esi
	addl	$1163531501, %esi
	roll	$20, %esi
	addl	%edx, %esi
	movl	%esi, %edi
	xorl	%edx, %edi
	andl	%eax, %edi
	xorl	%edx, %edi
	movl	-76(%rsp), %r15d
	addl	%r15d, %ecx
	addl	%edi, %ecx
	addl	$-1444681467, %ecx
	roll	$5, %ecx
	addl	%esi, %ecx
	movl	%ecx, %edi
	xorl	%esi, %edi
	andl	%edx, %edi
	xorl	%esi, %edi
	addl	%r13d, %eax
	addl	%edi, %eax
	addl	$-51403784, %eax
	roll	$9, %eax
	addl	%ecx, %eax
	movl	%eax, %edi
	xorl	%ecx, %edi
	andl	%esi, %edi
	xorl	%ecx, %edi
	movl	-60(%rsp), %r10d
	addl	%r10d, %edx
	addl	%edi, %edx
	addl	$1735328473, %edx
	roll	$14, %edx
	addl	%eax, %edx
	movl	%edx, %edi
	xorl	%eax, %edi
	andl	%ecx, %edi
	xorl	%eax, %edi
	movl	-68(%rsp), %ebp
	addl	%ebp, %esi
	addl	%edi, %esi
	addl	$-1926607734, %esi
	roll	$20, %esi
	addl	%edx, %esi
	movl	%esi, %edi
	xorl	%edx, %edi
	movl	%edi, %r8d
	xorl	%eax, %r8d
	addl	%r14d, %ecx
	addl	%ecx, %r8d
	addl	$-378558, %r8d
	roll	$4, %r8d
	addl	%esi, %r8d
	xorl	%r8d, %edi
	addl	%r9d, %eax
	addl	%edi, %eax
	addl	$-2022574463, %eax
	roll	$11, %eax
	addl	%r8d, %eax
	movl	%r8d, %ecx
	xorl	%esi, %ecx
	xorl	%eax, %ecx
	addl	-92(%rsp), %edx
	addl	%edx, %ecx
	addl	$1839030562, %ecx
	roll	$16, %ecx
	addl	%eax, %ecx
	movl	%eax, %edx
	xorl	%r8d, %edx
	xorl	%ecx, %edx
	addl	%r12d, %esi
	addl	%esi, %edx
	addl	$-35309556, %edx
	roll	$23, %edx
	addl	%ecx, %edx
	movl	%ecx, %esi
	xorl	%eax, %esi
	xorl	%edx, %esi
	addl	-88(%rsp), %r8d
	addl	%r8d, %esi
	addl	$-1530992060, %esi
	roll	$4, %esi
	addl	%edx, %esi
	movl	%edx, %edi
	xorl	%ecx, %edi
	xorl	%esi, %edi
	addl	%r11d, %eax
	addl	%edi, %eax
	addl	$1272893353, %eax
	roll	$11, %eax
	addl	%esi, %eax
	movl	%esi, %edi
	xorl	%edx, %edi
	xorl	%eax, %edi
	addl	%r10d, %ecx
	movl	%r10d, %r9d
	addl	%edi, %ecx
	addl	$-155497632, %ecx
	roll	$16, %ecx
	addl	%eax, %ecx
	movl	%eax, %edi
	xorl	%esi, %edi
	xorl	%ecx, %edi
	movl	-72(%rsp), %r11d
	addl	%r11d, %edx
	addl	%edi, %edx
	addl	$-1094730640, %edx
	roll	$23, %edx
	addl	%ecx, %edx
	movl	%ecx, %edi
	xorl	%eax, %edi
	xorl	%edx, %edi
	addl	%r15d, %esi
	addl	%edi, %esi
	addl	$681279174, %esi
	roll	$4, %esi
	addl	%edx, %esi
	movl	%edx, %edi
	xorl	%ecx, %edi
	xorl	%esi, %edi
	movq	-48(%rsp), %r8
	addl	%r8d, %eax
	addl	%edi, %eax
	addl	$-358537222, %eax
	roll	$11, %eax
	addl	%esi, %eax
	movl	%esi, %edi
	xorl	%edx, %edi
	xorl	%eax, %edi
	addl	%ebx, %ecx
	movq	%rbx, %r14
	addl	%edi, %ecx
	addl	$-722521979, %ecx
	roll	$16, %ecx
	addl	%eax, %ecx
	movl	%eax, %edi
	xorl	%esi, %edi
	xorl	%ecx, %edi
	movl	-56(%rsp), %r10d
	addl	%r10d, %edx
	addl	%edi, %edx
	addl	$76029189, %edx
	roll	$23, %edx
	addl	%ecx, %edx
	movl	%ecx, %edi
	xorl	%eax, %edi
	xorl	%edx, %edi
	addl	-108(%rsp), %esi
	addl	%edi, %esi
	addl	$-640364487, %esi
	roll	$4, %esi
	addl	%edx, %esi
	movl	%edx, %edi
	xorl	%ecx, %edi
	xorl	%esi, %edi
	addl	%ebp, %eax
	addl	%edi, %eax
	addl	$-421815835, %eax
	roll	$11, %eax
	addl	%esi, %eax
	movl	%esi, %edi
	xorl	%edx, %edi
	xorl	%eax, %edi
	movl	-64(%rsp), %r12d
	addl	%r12d, %ecx
	addl	%edi, %ecx
	addl	$530742520, %ecx
	roll	$16, %ecx
	addl	%eax, %ecx
	movl	%eax, %edi
	xorl	%esi, %edi
	xorl	%ecx, %edi
	addl	%r13d, %edx
	addl	%edi, %edx
	addl	$-995338651, %edx
	addl	%r8d, %esi
	roll	$23, %edx
	addl	%ecx, %edx
	movl	%eax, %edi
	notl	%edi
	orl	%edx, %edi
	xorl	%ecx, %edi
	leal	(%rdi,%rsi), %ebx
	addl	$-198630844, %ebx
	addl	%r9d, %eax
	roll	$6, %ebx
	addl	%edx, %ebx
	movl	%ecx, %esi
	notl	%esi
	orl	%ebx, %esi
	xorl	%edx, %esi
	leal	(%rsi,%rax), %r9d
	addl	$1126891415, %r9d
	addl	-80(%rsp), %ecx
	roll	$10, %r9d
	addl	%ebx, %r9d
	movl	%edx, %eax
	notl	%eax
	orl	%r9d, %eax
	xorl	%ebx, %eax
	addl	%eax, %ecx
	addl	$-1416354905, %ecx
	roll	$15, %ecx
	addl	-104(%rsp), %edx
	addl	%r9d, %ecx
	movl	%ebx, %eax
	notl	%eax
	orl	%ecx, %eax
	xorl	%r9d, %eax
	addl	%edx, %eax
	addl	$-57434055, %eax
	addl	%ebp, %ebx
	roll	$21, %eax
	addl	%ecx, %eax
	movl	%r9d, %edx
	notl	%edx
	orl	%eax, %edx
	xorl	%ecx, %edx
	leal	(%rdx,%rbx), %r8d
	addl	$1700485571, %r8d
	addl	%r14d, %r9d
	roll	$6, %r8d
	addl	%eax, %r8d
	movl	%ecx, %edx
	notl	%edx
	orl	%r8d, %edx
	xorl	%eax, %edx
	addl	%edx, %r9d
	addl	$-1894986606, %r9d
	addl	%r11d, %ecx
	roll	$10, %r9d
	addl	%r8d, %r9d
	movl	%eax, %edx
	notl	%edx
	orl	%r9d, %edx
	xorl	%r8d, %edx
	addl	%edx, %ecx
	addl	$-1051523, %ecx
	roll	$15, %ecx
	addl	-88(%rsp), %eax
	addl	%r9d, %ecx
	movl	%r8d, %edx
	notl	%edx
	orl	%ecx, %edx
	xorl	%r9d, %edx
	addl	%edx, %eax
	addl	$-2054922799, %eax
	addl	-100(%rsp), %r8d
	roll	$21, %eax
	addl	%ecx, %eax
	movl	%r9d, %edx
	notl	%edx
	orl	%eax, %edx
	xorl	%ecx, %edx
	addl	%edx, %r8d
	addl	$1873313359, %r8d
	addl	%r12d, %r9d
	roll	$6, %r8d
	addl	%eax, %r8d
	movl	%ecx, %edx
	notl	%edx
	orl	%r8d, %edx
	xorl	%eax, %edx
	addl	%r9d, %edx
	addl	$-30611744, %edx
	roll	$10, %edx
	addl	%r8d, %edx
	addl	%r10d, %ecx
	movl	%eax, %esi
	notl	%esi
	orl	%edx, %esi
	xorl	%r8d, %esi
	addl	%esi, %ecx
	addl	$-1560198380, %ecx
	roll	$15, %ecx
	addl	%edx, %ecx
	addl	%r15d, %eax
	movl	%r8d, %esi
	notl	%esi
	orl	%ecx, %esi
	xorl	%edx, %esi
	addl	%esi, %eax
	addl	$1309151649, %eax
	roll	$21, %eax
	addl	%ecx, %eax
	addl	-96(%rsp), %r8d
	movl	%edx, %esi
	notl	%esi
	orl	%eax, %esi
	xorl	%ecx, %esi
	addl	%r8d, %esi
	addl	$-145523070, %esi
	roll	$6, %esi
	addl	%eax, %esi
	addl	-92(%rsp), %edx
	movl	%ecx, %edi
	notl	%edi
	orl	%esi, %edi
	xorl	%eax, %edi
	addl	%edi, %edx
	addl	$-1120210379, %edx
	roll	$10, %edx
	addl	%esi, %edx
	addl	%r13d, %ecx
	movl	%eax, %edi
	notl	%edi
	orl	%edx, %edi
	xorl	%esi, %edi
	addl	%edi, %ecx
	addl	$718787259, %ecx
	roll	$15, %ecx
	addl	%edx, %ecx
	addl	-108(%rsp), %eax
	movl	%esi, %edi
	notl	%edi
	orl	%ecx, %edi
	xorl	%edx, %edi
	addl	%edi, %eax
	addl	$-343485551, %eax
	addl	-52(%rsp), %esi
	roll	$21, %eax
	movq	-24(%rsp), %rdi
	movl	%esi, (%rdi)
	movq	-32(%rsp), %rsi
	addl	%ecx, %esi
	addl	%eax, %esi
	movl	%esi, 4(%rdi)
	addl	-16(%rsp), %ecx
	movl	%ecx, 8(%rdi)
	addl	-8(%rsp), %edx
	movl	%edx, 12(%rdi)
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
	.size	_ZN3md59transform17h5a1533a588cadac2E, .Lfunc_end2-_ZN3md59transform17h5a1533a588cadac2E
	.cfi_endproc

	.section	".text._ZN45_$LT$$RF$T$u20$as$u20$core..fmt..LowerHex$GT$3fmt17hd341da0b24fe9435E","ax",@progbits
	.p2align	4
	.type	_ZN45_$LT$$RF$T$u20$as$u20$core..fmt..LowerHex$GT$3fmt17hd341da0b24fe9435E,@function
_ZN45_$LT$$RF$T$u20$as$u20$core..fmt..LowerHex$GT$3fmt17hd341da0b24fe9435E:
	.cfi_startproc
	movq	(%rdi), %rdi
	jmpq	*_RNvXse_NtNtCsgEmfK2I1SDS_4core3fmt3numhNtB7_8LowerHex3fmt@GOTPCREL(%rip)
.Lfunc_end3:
	.size	_ZN45_$LT$$RF$T$u20$as$u20$core..fmt..LowerHex$GT$3fmt17hd341da0b24fe9435E, .Lfunc_end3-_ZN45_$LT$$RF$T$u20$as$u20$core..fmt..LowerHex$GT$3fmt17hd341da0b24fe9435E
	.cfi_endproc

	.section	".text._ZN45_$LT$$RF$T$u20$as$u20$core..fmt..UpperHex$GT$3fmt17hd4e75ac46645d25dE","ax",@progbits
	.p2align	4
	.type	_ZN45_$LT$$RF$T$u20$as$u20$core..fmt..UpperHex$GT$3fmt17hd4e75ac46645d25dE,@function
_ZN45_$LT$$RF$T$u20$as$u20$core..fmt..UpperHex$GT$3fmt17hd4e75ac46645d25dE:
	.cfi_startproc
	movq	(%rdi), %rdi
	jmpq	*_RNvXsg_NtNtCsgEmfK2I1SDS_4core3fmt3numhNtB7_8UpperHex3fmt@GOTPCREL(%rip)
.Lfunc_end4:
	.size	_ZN45_$LT$$RF$T$u20$as$u20$core..fmt..UpperHex$GT$3fmt17hd4e75ac46645d25dE, .Lfunc_end4-_ZN45_$LT$$RF$T$u20$as$u20$core..fmt..UpperHex$GT$3fmt17hd4e75ac46645d25dE
	.cfi_endproc

	.section	".text._ZN51_$LT$md5..Digest$u20$as$u20$core..fmt..LowerHex$GT$3fmt17he2d3ad7e5f0c903eE","ax",@progbits
	.globl	_ZN51_$LT$md5..Digest$u20$as$u20$core..fmt..LowerHex$GT$3fmt17he2d3ad7e5f0c903eE
	.p2align	4
	.type	_ZN51_$LT$md5..Digest$u20$as$u20$core..fmt..LowerHex$GT$3fmt17he2d3ad7e5f0c903eE,@function
_ZN51_$LT$md5..Digest$u20$as$u20$core..fmt..LowerHex$GT$3fmt17he2d3ad7e5f0c903eE:
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
	movq	%rdi, %r12
	movq	(%rsi), %r14
	movq	8(%rsi), %r15
	movq	%rdi, 16(%rsp)
	leaq	16(%rsp), %r13
	movq	%r13, (%rsp)
	leaq	_ZN45_$LT$$RF$T$u20$as$u20$core..fmt..LowerHex$GT$3fmt17hd341da0b24fe9435E(%rip), %rbp
	movq	%rbp, 8(%rsp)
	leaq	.Lanon.1b9b8403ef28642e30435cb5d1e4e742.1(%rip), %rdx
	movq	%rsp, %rcx
	movq	%r14, %rdi
	movq	%r15, %rsi
	callq	*_RNvNtCsgEmfK2I1SDS_4core3fmt5write@GOTPCREL(%rip)
	movb	$1, %bl
	testb	%al, %al
	jne	.LBB5_16
	leaq	1(%r12), %rax
	movq	%rax, 16(%rsp)
	movq	%r13, (%rsp)
	movq	%rbp, 8(%rsp)
	leaq	.Lanon.1b9b8403ef28642e30435cb5d1e4e742.1(%rip), %rdx
	movq	%rsp, %rcx
	movq	%r14, %rdi
	movq	%r15, %rsi
	callq	*_RNvNtCsgEmfK2I1SDS_4core3fmt5write@GOTPCREL(%rip)
	testb	%al, %al
	jne	.LBB5_16
	leaq	2(%r12), %rax
	movq	%rax, 16(%rsp)
	movq	%r13, (%rsp)
	movq	%rbp, 8(%rsp)
	leaq	.Lanon.1b9b8403ef28642e30435cb5d1e4e742.1(%rip), %rdx
	movq	%rsp, %rcx
	movq	%r14, %rdi
	movq	%r15, %rsi
	callq	*_RNvNtCsgEmfK2I1SDS_4core3fmt5write@GOTPCREL(%rip)
	testb	%al, %al
	jne	.LBB5_16
	leaq	3(%r12), %rax
	movq	%rax, 16(%rsp)
	movq	%r13, (%rsp)
	movq	%rbp, 8(%rsp)
	leaq	.Lanon.1b9b8403ef28642e30435cb5d1e4e742.1(%rip), %rdx
	movq	%rsp, %rcx
	movq	%r14, %rdi
	movq	%r15, %rsi
	callq	*_RNvNtCsgEmfK2I1SDS_4core3fmt5write@GOTPCREL(%rip)
	testb	%al, %al
	jne	.LBB5_16
	leaq	4(%r12), %rax
	movq	%rax, 16(%rsp)
	movq	%r13, (%rsp)
	movq	%rbp, 8(%rsp)
	leaq	.Lanon.1b9b8403ef28642e30435cb5d1e4e742.1(%rip), %rdx
	movq	%rsp, %rcx
	movq	%r14, %rdi
	movq	%r15, %rsi
	callq	*_RNvNtCsgEmfK2I1SDS_4core3fmt5write@GOTPCREL(%rip)
	testb	%al, %al
	jne	.LBB5_16
	leaq	5(%r12), %rax
	movq	%rax, 16(%rsp)
	movq	%r13, (%rsp)
	movq	%rbp, 8(%rsp)
	leaq	.Lanon.1b9b8403ef28642e30435cb5d1e4e742.1(%rip), %rdx
	movq	%rsp, %rcx
	movq	%r14, %rdi
	movq	%r15, %rsi
	callq	*_RNvNtCsgEmfK2I1SDS_4core3fmt5write@GOTPCREL(%rip)
	testb	%al, %al
	jne	.LBB5_16
	leaq	6(%r12), %rax
	movq	%rax, 16(%rsp)
	movq	%r13, (%rsp)
	movq	%rbp, 8(%rsp)
	leaq	.Lanon.1b9b8403ef28642e30435cb5d1e4e742.1(%rip), %rdx
	movq	%rsp, %rcx
	movq	%r14, %rdi
	movq	%r15, %rsi
	callq	*_RNvNtCsgEmfK2I1SDS_4core3fmt5write@GOTPCREL(%rip)
	testb	%al, %al
	jne	.LBB5_16
	leaq	7(%r12), %rax
	movq	%rax, 16(%rsp)
	movq	%r13, (%rsp)
	movq	%rbp, 8(%rsp)
	leaq	.Lanon.1b9b8403ef28642e30435cb5d1e4e742.1(%rip), %rdx
	movq	%rsp, %rcx
	movq	%r14, %rdi
	movq	%r15, %rsi
	callq	*_RNvNtCsgEmfK2I1SDS_4core3fmt5write@GOTPCREL(%rip)
	testb	%al, %al
	jne	.LBB5_16
	leaq	8(%r12), %rax
	movq	%rax, 16(%rsp)
	movq	%r13, (%rsp)
	movq	%rbp, 8(%rsp)
	leaq	.Lanon.1b9b8403ef28642e30435cb5d1e4e742.1(%rip), %rdx
	movq	%rsp, %rcx
	movq	%r14, %rdi
	movq	%r15, %rsi
	callq	*_RNvNtCsgEmfK2I1SDS_4core3fmt5write@GOTPCREL(%rip)
	testb	%al, %al
	jne	.LBB5_16
	leaq	9(%r12), %rax
	movq	%rax, 16(%rsp)
	movq	%r13, (%rsp)
	movq	%rbp, 8(%rsp)
	leaq	.Lanon.1b9b8403ef28642e30435cb5d1e4e742.1(%rip), %rdx
	movq	%rsp, %rcx
	movq	%r14, %rdi
	movq	%r15, %rsi
	callq	*_RNvNtCsgEmfK2I1SDS_4core3fmt5write@GOTPCREL(%rip)
	testb	%al, %al
	jne	.LBB5_16
	leaq	10(%r12), %rax
	movq	%rax, 16(%rsp)
	movq	%r13, (%rsp)
	movq	%rbp, 8(%rsp)
	leaq	.Lanon.1b9b8403ef28642e30435cb5d1e4e742.1(%rip), %rdx
	movq	%rsp, %rcx
	movq	%r14, %rdi
	movq	%r15, %rsi
	callq	*_RNvNtCsgEmfK2I1SDS_4core3fmt5write@GOTPCREL(%rip)
	testb	%al, %al
	jne	.LBB5_16
	leaq	11(%r12), %rax
	movq	%rax, 16(%rsp)
	movq	%r13, (%rsp)
	movq	%rbp, 8(%rsp)
	leaq	.Lanon.1b9b8403ef28642e30435cb5d1e4e742.1(%rip), %rdx
	movq	%rsp, %rcx
	movq	%r14, %rdi
	movq	%r15, %rsi
	callq	*_RNvNtCsgEmfK2I1SDS_4core3fmt5write@GOTPCREL(%rip)
	testb	%al, %al
	jne	.LBB5_16
	leaq	12(%r12), %rax
	movq	%rax, 16(%rsp)
	movq	%r13, (%rsp)
	movq	%rbp, 8(%rsp)
	leaq	.Lanon.1b9b8403ef28642e30435cb5d1e4e742.1(%rip), %rdx
	movq	%rsp, %rcx
	movq	%r14, %rdi
	movq	%r15, %rsi
	callq	*_RNvNtCsgEmfK2I1SDS_4core3fmt5write@GOTPCREL(%rip)
	testb	%al, %al
	jne	.LBB5_16
	leaq	13(%r12), %rax
	movq	%rax, 16(%rsp)
	movq	%r13, (%rsp)
	movq	%rbp, 8(%rsp)
	leaq	.Lanon.1b9b8403ef28642e30435cb5d1e4e742.1(%rip), %rdx
	movq	%rsp, %rcx
	movq	%r14, %rdi
	movq	%r15, %rsi
	callq	*_RNvNtCsgEmfK2I1SDS_4core3fmt5write@GOTPCREL(%rip)
	testb	%al, %al
	jne	.LBB5_16
	leaq	14(%r12), %rax
	movq	%rax, 16(%rsp)
	movq	%r13, (%rsp)
	movq	%rbp, 8(%rsp)
	leaq	.Lanon.1b9b8403ef28642e30435cb5d1e4e742.1(%rip), %rdx
	movq	%rsp, %rcx
	movq	%r14, %rdi
	movq	%r15, %rsi
	callq	*_RNvNtCsgEmfK2I1SDS_4core3fmt5write@GOTPCREL(%rip)
	testb	%al, %al
	jne	.LBB5_16
	addq	$15, %r12
	movq	%r12, 16(%rsp)
	movq	%r13, (%rsp)
	movq	%rbp, 8(%rsp)
	leaq	.Lanon.1b9b8403ef28642e30435cb5d1e4e742.1(%rip), %rdx
	movq	%rsp, %rcx
	movq	%r14, %rdi
	movq	%r15, %rsi
	callq	*_RNvNtCsgEmfK2I1SDS_4core3fmt5write@GOTPCREL(%rip)
	movl	%eax, %ebx
.LBB5_16:
	movl	%ebx, %eax
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
.Lfunc_end5:
	.size	_ZN51_$LT$md5..Digest$u20$as$u20$core..fmt..LowerHex$GT$3fmt17he2d3ad7e5f0c903eE, .Lfunc_end5-_ZN51_$LT$md5..Digest$u20$as$u20$core..fmt..LowerHex$GT$3fmt17he2d3ad7e5f0c903eE
	.cfi_endproc

	.section	".text._ZN51_$LT$md5..Digest$u20$as$u20$core..fmt..UpperHex$GT$3fmt17h78b74b35b4466301E","ax",@progbits
	.globl	_ZN51_$LT$md5..Digest$u20$as$u20$core..fmt..UpperHex$GT$3fmt17h78b74b35b4466301E
	.p2align	4
	.type	_ZN51_$LT$md5..Digest$u20$as$u20$core..fmt..UpperHex$GT$3fmt17h78b74b35b4466301E,@function
_ZN51_$LT$md5..Digest$u20$as$u20$core..fmt..UpperHex$GT$3fmt17h78b74b35b4466301E:
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
	movq	%rdi, %r12
	movq	(%rsi), %r14
	movq	8(%rsi), %r15
	movq	%rdi, 16(%rsp)
	leaq	16(%rsp), %r13
	movq	%r13, (%rsp)
	leaq	_ZN45_$LT$$RF$T$u20$as$u20$core..fmt..UpperHex$GT$3fmt17hd4e75ac46645d25dE(%rip), %rbp
	movq	%rbp, 8(%rsp)
	leaq	.Lanon.1b9b8403ef28642e30435cb5d1e4e742.1(%rip), %rdx
	movq	%rsp, %rcx
	movq	%r14, %rdi
	movq	%r15, %rsi
	callq	*_RNvNtCsgEmfK2I1SDS_4core3fmt5write@GOTPCREL(%rip)
	movb	$1, %bl
	testb	%al, %al
	jne	.LBB6_16
	leaq	1(%r12), %rax
	movq	%rax, 16(%rsp)
	movq	%r13, (%rsp)
	movq	%rbp, 8(%rsp)
	leaq	.Lanon.1b9b8403ef28642e30435cb5d1e4e742.1(%rip), %rdx
	movq	%rsp, %rcx
	movq	%r14, %rdi
	movq	%r15, %rsi
	callq	*_RNvNtCsgEmfK2I1SDS_4core3fmt5write@GOTPCREL(%rip)
	testb	%al, %al
	jne	.LBB6_16
	leaq	2(%r12), %rax
	movq	%rax, 16(%rsp)
	movq	%r13, (%rsp)
	movq	%rbp, 8(%rsp)
	leaq	.Lanon.1b9b8403ef28642e30435cb5d1e4e742.1(%rip), %rdx
	movq	%rsp, %rcx
	movq	%r14, %rdi
	movq	%r15, %rsi
	callq	*_RNvNtCsgEmfK2I1SDS_4core3fmt5write@GOTPCREL(%rip)
	testb	%al, %al
	jne	.LBB6_16
	leaq	3(%r12), %rax
	movq	%rax, 16(%rsp)
	movq	%r13, (%rsp)
	movq	%rbp, 8(%rsp)
	leaq	.Lanon.1b9b8403ef28642e30435cb5d1e4e742.1(%rip), %rdx
	movq	%rsp, %rcx
	movq	%r14, %rdi
	movq	%r15, %rsi
	callq	*_RNvNtCsgEmfK2I1SDS_4core3fmt5write@GOTPCREL(%rip)
	testb	%al, %al
	jne	.LBB6_16
	leaq	4(%r12), %rax
	movq	%rax, 16(%rsp)
	movq	%r13, (%rsp)
	movq	%rbp, 8(%rsp)
	leaq	.Lanon.1b9b8403ef28642e30435cb5d1e4e742.1(%rip), %rdx
	movq	%rsp, %rcx
	movq	%r14, %rdi
	movq	%r15, %rsi
	callq	*_RNvNtCsgEmfK2I1SDS_4core3fmt5write@GOTPCREL(%rip)
	testb	%al, %al
	jne	.LBB6_16
	leaq	5(%r12), %rax
	movq	%rax, 16(%rsp)
	movq	%r13, (%rsp)
	movq	%rbp, 8(%rsp)
	leaq	.Lanon.1b9b8403ef28642e30435cb5d1e4e742.1(%rip), %rdx
	movq	%rsp, %rcx
	movq	%r14, %rdi
	movq	%r15, %rsi
	callq	*_RNvNtCsgEmfK2I1SDS_4core3fmt5write@GOTPCREL(%rip)
	testb	%al, %al
	jne	.LBB6_16
	leaq	6(%r12), %rax
	movq	%rax, 16(%rsp)
	movq	%r13, (%rsp)
	movq	%rbp, 8(%rsp)
	leaq	.Lanon.1b9b8403ef28642e30435cb5d1e4e742.1(%rip), %rdx
	movq	%rsp, %rcx
	movq	%r14, %rdi
	movq	%r15, %rsi
	callq	*_RNvNtCsgEmfK2I1SDS_4core3fmt5write@GOTPCREL(%rip)
	testb	%al, %al
	jne	.LBB6_16
	leaq	7(%r12), %rax
	movq	%rax, 16(%rsp)
	movq	%r13, (%rsp)
	movq	%rbp, 8(%rsp)
	leaq	.Lanon.1b9b8403ef28642e30435cb5d1e4e742.1(%rip), %rdx
	movq	%rsp, %rcx
	movq	%r14, %rdi
	movq	%r15, %rsi
	callq	*_RNvNtCsgEmfK2I1SDS_4core3fmt5write@GOTPCREL(%rip)
	testb	%al, %al
	jne	.LBB6_16
	leaq	8(%r12), %rax
	movq	%rax, 16(%rsp)
	movq	%r13, (%rsp)
	movq	%rbp, 8(%rsp)
	leaq	.Lanon.1b9b8403ef28642e30435cb5d1e4e742.1(%rip), %rdx
	movq	%rsp, %rcx
	movq	%r14, %rdi
	movq	%r15, %rsi
	callq	*_RNvNtCsgEmfK2I1SDS_4core3fmt5write@GOTPCREL(%rip)
	testb	%al, %al
	jne	.LBB6_16
	leaq	9(%r12), %rax
	movq	%rax, 16(%rsp)
	movq	%r13, (%rsp)
	movq	%rbp, 8(%rsp)
	leaq	.Lanon.1b9b8403ef28642e30435cb5d1e4e742.1(%rip), %rdx
	movq	%rsp, %rcx
	movq	%r14, %rdi
	movq	%r15, %rsi
	callq	*_RNvNtCsgEmfK2I1SDS_4core3fmt5write@GOTPCREL(%rip)
	testb	%al, %al
	jne	.LBB6_16
	leaq	10(%r12), %rax
	movq	%rax, 16(%rsp)
	movq	%r13, (%rsp)
	movq	%rbp, 8(%rsp)
	leaq	.Lanon.1b9b8403ef28642e30435cb5d1e4e742.1(%rip), %rdx
	movq	%rsp, %rcx
	movq	%r14, %rdi
	movq	%r15, %rsi
	callq	*_RNvNtCsgEmfK2I1SDS_4core3fmt5write@GOTPCREL(%rip)
	testb	%al, %al
	jne	.LBB6_16
	leaq	11(%r12), %rax
	movq	%rax, 16(%rsp)
	movq	%r13, (%rsp)
	movq	%rbp, 8(%rsp)
	leaq	.Lanon.1b9b8403ef28642e30435cb5d1e4e742.1(%rip), %rdx
	movq	%rsp, %rcx
	movq	%r14, %rdi
	movq	%r15, %rsi
	callq	*_RNvNtCsgEmfK2I1SDS_4core3fmt5write@GOTPCREL(%rip)
	testb	%al, %al
	jne	.LBB6_16
	leaq	12(%r12), %rax
	movq	%rax, 16(%rsp)
	movq	%r13, (%rsp)
	movq	%rbp, 8(%rsp)
	leaq	.Lanon.1b9b8403ef28642e30435cb5d1e4e742.1(%rip), %rdx
	movq	%rsp, %rcx
	movq	%r14, %rdi
	movq	%r15, %rsi
	callq	*_RNvNtCsgEmfK2I1SDS_4core3fmt5write@GOTPCREL(%rip)
	testb	%al, %al
	jne	.LBB6_16
	leaq	13(%r12), %rax
	movq	%rax, 16(%rsp)
	movq	%r13, (%rsp)
	movq	%rbp, 8(%rsp)
	leaq	.Lanon.1b9b8403ef28642e30435cb5d1e4e742.1(%rip), %rdx
	movq	%rsp, %rcx
	movq	%r14, %rdi
	movq	%r15, %rsi
	callq	*_RNvNtCsgEmfK2I1SDS_4core3fmt5write@GOTPCREL(%rip)
	testb	%al, %al
	jne	.LBB6_16
	leaq	14(%r12), %rax
	movq	%rax, 16(%rsp)
	movq	%r13, (%rsp)
	movq	%rbp, 8(%rsp)
	leaq	.Lanon.1b9b8403ef28642e30435cb5d1e4e742.1(%rip), %rdx
	movq	%rsp, %rcx
	movq	%r14, %rdi
	movq	%r15, %rsi
	callq	*_RNvNtCsgEmfK2I1SDS_4core3fmt5write@GOTPCREL(%rip)
	testb	%al, %al
	jne	.LBB6_16
	addq	$15, %r12
	movq	%r12, 16(%rsp)
	movq	%r13, (%rsp)
	movq	%rbp, 8(%rsp)
	leaq	.Lanon.1b9b8403ef28642e30435cb5d1e4e742.1(%rip), %rdx
	movq	%rsp, %rcx
	movq	%r14, %rdi
	movq	%r15, %rsi
	callq	*_RNvNtCsgEmfK2I1SDS_4core3fmt5write@GOTPCREL(%rip)
	movl	%eax, %ebx
.LBB6_16:
	movl	%ebx, %eax
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
.Lfunc_end6:
	.size	_ZN51_$LT$md5..Digest$u20$as$u20$core..fmt..UpperHex$GT$3fmt17h78b74b35b4466301E, .Lfunc_end6-_ZN51_$LT$md5..Digest$u20$as$u20$core..fmt..UpperHex$GT$3fmt17h78b74b35b4466301E
	.cfi_endproc

	.type	.Lanon.1b9b8403ef28642e30435cb5d1e4e742.0,@object
	.section	.rodata..Lanon.1b9b8403ef28642e30435cb5d1e4e742.0,"a",@progbits
.Lanon.1b9b8403ef28642e30435cb5d1e4e742.0:
	.asciz	"\200\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000"
	.size	.Lanon.1b9b8403ef28642e30435cb5d1e4e742.0, 64

	.type	.Lanon.1b9b8403ef28642e30435cb5d1e4e742.1,@object
	.section	.rodata.cst8,"aM",@progbits,8
.Lanon.1b9b8403ef28642e30435cb5d1e4e742.1:
	.asciz	"\303 \000\000i\002\000"
	.size	.Lanon.1b9b8403ef28642e30435cb5d1e4e742.1, 8

	.ident	"rustc version 1.95.0 (59807616e 2026-04-14)"
	.section	".note.GNU-stack","",@progbits
