	.file	"siphasher.f8213607d6439d71-cgu.0"
	.section	.rodata.cst16,"aM",@progbits,16
	.p2align	4, 0x0
.LCPI0_0:
	.quad	8317987319222330741
	.quad	7816392313619706465
.LCPI0_1:
	.quad	7237128888997146477
	.quad	8387220255154660723
	.section	.ltext._ZN9siphasher3sip11SipHasher1312new_with_key17h1c94e438c8b6ee5cE,"axl",@progbits
	.globl	_ZN9siphasher3sip11SipHasher1312new_with_key17h1c94e438c8b6ee5cE
	.p2align	4
	.type	_ZN9siphasher3sip11SipHasher1312new_with_key17h1c94e438c8b6ee5cE,@function
_ZN9siphasher3sip11SipHasher1312new_with_key17h1c94e438c8b6ee5cE:
	.cfi_startproc
.L0$pb:
	leaq	.L0$pb(%rip), %rax
	movabsq	$_GLOBAL_OFFSET_TABLE_-.L0$pb, %rcx
	addq	%rax, %rcx
	movdqu	(%rsi), %xmm0
	pshufd	$68, %xmm0, %xmm1
	movabsq	$.LCPI0_0@GOTOFF, %rax
	pxor	(%rcx,%rax), %xmm1
	movq	%rdi, %rax
	movdqu	%xmm1, (%rdi)
	pshufd	$238, %xmm0, %xmm1
	movabsq	$.LCPI0_1@GOTOFF, %rdx
	pxor	(%rcx,%rdx), %xmm1
	movdqu	%xmm1, 16(%rdi)
	movdqu	%xmm0, 32(%rdi)
	pxor	%xmm0, %xmm0
	movdqu	%xmm0, 48(%rdi)
	movq	$0, 64(%rdi)
	retq
.Lfunc_end0:
	.size	_ZN9siphasher3sip11SipHasher1312new_with_key17h1c94e438c8b6ee5cE, .Lfunc_end0-_ZN9siphasher3sip11SipHasher1312new_with_key17h1c94e438c8b6ee5cE
	.cfi_endproc

	.section	.ltext._ZN9siphasher3sip11SipHasher133key17h3aeedbdbcae50d3aE,"axl",@progbits
	.globl	_ZN9siphasher3sip11SipHasher133key17h3aeedbdbcae50d3aE
	.p2align	4
	.type	_ZN9siphasher3sip11SipHasher133key17h3aeedbdbcae50d3aE,@function
_ZN9siphasher3sip11SipHasher133key17h3aeedbdbcae50d3aE:
	.cfi_startproc
	movq	%rdi, %rax
	movups	32(%rsi), %xmm0
	movups	%xmm0, (%rdi)
	retq
.Lfunc_end1:
	.size	_ZN9siphasher3sip11SipHasher133key17h3aeedbdbcae50d3aE, .Lfunc_end1-_ZN9siphasher3sip11SipHasher133key17h3aeedbdbcae50d3aE
	.cfi_endproc

	.section	.rodata.cst16,"aM",@progbits,16
	.p2align	4, 0x0
.LCPI2_0:
	.quad	8317987319222330741
	.quad	7816392313619706465
.LCPI2_1:
	.quad	7237128888997146499
	.quad	8387220255154660723
	.section	.ltext._ZN9siphasher6sip12811SipHasher1312new_with_key17h39452340a16ba77cE,"axl",@progbits
	.globl	_ZN9siphasher6sip12811SipHasher1312new_with_key17h39452340a16ba77cE
	.p2align	4
	.type	_ZN9siphasher6sip12811SipHasher1312new_with_key17h39452340a16ba77cE,@function
_ZN9siphasher6sip12811SipHasher1312new_with_key17h39452340a16ba77cE:
	.cfi_startproc
.L2$pb:
	leaq	.L2$pb(%rip), %rax
	movabsq	$_GLOBAL_OFFSET_TABLE_-.L2$pb, %rcx
	addq	%rax, %rcx
	movdqu	(%rsi), %xmm0
	pshufd	$68, %xmm0, %xmm1
	movabsq	$.LCPI2_0@GOTOFF, %rax
	pxor	(%rcx,%rax), %xmm1
	movq	%rdi, %rax
	movdqu	%xmm1, (%rdi)
	pshufd	$238, %xmm0, %xmm1
	movabsq	$.LCPI2_1@GOTOFF, %rdx
	pxor	(%rcx,%rdx), %xmm1
	movdqu	%xmm1, 16(%rdi)
	movdqu	%xmm0, 32(%rdi)
	pxor	%xmm0, %xmm0
	movdqu	%xmm0, 48(%rdi)
	movq	$0, 64(%rdi)
	retq
.Lfunc_end2:
	.size	_ZN9siphasher6sip12811SipHasher1312new_with_key17h39452340a16ba77cE, .Lfunc_end2-_ZN9siphasher6sip12811SipHasher1312new_with_key17h39452340a16ba77cE
	.cfi_endproc

	.globl	_ZN9siphasher3sip11SipHasher243key17h69d7ce7d5f0eb33dE
	.type	_ZN9siphasher3sip11SipHasher243key17h69d7ce7d5f0eb33dE,@function
_ZN9siphasher3sip11SipHasher243key17h69d7ce7d5f0eb33dE = _ZN9siphasher3sip11SipHasher133key17h3aeedbdbcae50d3aE
	.globl	_ZN9siphasher3sip9SipHasher3key17hb82fac4dc768edeeE
	.type	_ZN9siphasher3sip9SipHasher3key17hb82fac4dc768edeeE,@function
_ZN9siphasher3sip9SipHasher3key17hb82fac4dc768edeeE = _ZN9siphasher3sip11SipHasher133key17h3aeedbdbcae50d3aE
	.globl	_ZN9siphasher6sip12811SipHasher133key17h5f98c1928c35deceE
	.type	_ZN9siphasher6sip12811SipHasher133key17h5f98c1928c35deceE,@function
_ZN9siphasher6sip12811SipHasher133key17h5f98c1928c35deceE = _ZN9siphasher3sip11SipHasher133key17h3aeedbdbcae50d3aE
	.globl	_ZN9siphasher6sip12811SipHasher243key17hc59f5ee23a19cab7E
	.type	_ZN9siphasher6sip12811SipHasher243key17hc59f5ee23a19cab7E,@function
_ZN9siphasher6sip12811SipHasher243key17hc59f5ee23a19cab7E = _ZN9siphasher3sip11SipHasher133key17h3aeedbdbcae50d3aE
	.globl	_ZN9siphasher6sip1289SipHasher3key17h6a888014177d4f4dE
	.type	_ZN9siphasher6sip1289SipHasher3key17h6a888014177d4f4dE,@function
_ZN9siphasher6sip1289SipHasher3key17h6a888014177d4f4dE = _ZN9siphasher3sip11SipHasher133key17h3aeedbdbcae50d3aE
	.globl	_ZN9siphasher3sip11SipHasher2412new_with_key17h2b6050e905037669E
	.type	_ZN9siphasher3sip11SipHasher2412new_with_key17h2b6050e905037669E,@function
_ZN9siphasher3sip11SipHasher2412new_with_key17h2b6050e905037669E = _ZN9siphasher3sip11SipHasher1312new_with_key17h1c94e438c8b6ee5cE
	.globl	_ZN9siphasher3sip9SipHasher12new_with_key17ha250de68e90f3830E
	.type	_ZN9siphasher3sip9SipHasher12new_with_key17ha250de68e90f3830E,@function
_ZN9siphasher3sip9SipHasher12new_with_key17ha250de68e90f3830E = _ZN9siphasher3sip11SipHasher1312new_with_key17h1c94e438c8b6ee5cE
	.globl	_ZN9siphasher6sip12811SipHasher2412new_with_key17h46f72255a58abe33E
	.type	_ZN9siphasher6sip12811SipHasher2412new_with_key17h46f72255a58abe33E,@function
_ZN9siphasher6sip12811SipHasher2412new_with_key17h46f72255a58abe33E = _ZN9siphasher6sip12811SipHasher1312new_with_key17h39452340a16ba77cE
	.globl	_ZN9siphasher6sip1289SipHasher12new_with_key17h4a0511d96aa9eebeE
	.type	_ZN9siphasher6sip1289SipHasher12new_with_key17h4a0511d96aa9eebeE,@function
_ZN9siphasher6sip1289SipHasher12new_with_key17h4a0511d96aa9eebeE = _ZN9siphasher6sip12811SipHasher1312new_with_key17h39452340a16ba77cE
	.ident	"rustc version 1.95.0 (59807616e 2026-04-14)"
	.section	".note.GNU-stack","",@progbits
