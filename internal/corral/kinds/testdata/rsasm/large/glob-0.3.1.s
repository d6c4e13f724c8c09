	.file	"glob.40db774fdc267820-cgu.0"
	.section	".ltext._ZN106_$LT$core..iter..adapters..GenericShunt$LT$I$C$R$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h7bf3d4670bd1daf2E","axl",@progbits
	.p2align	4
	.type	_ZN106_$LT$core..iter..adapters..GenericShunt$LT$I$C$R$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h7bf3d4670bd1daf2E,@function
_ZN106_$LT$core..iter..adapters..GenericShunt$LT$I$C$R$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h7bf3d4670bd1daf2E:
.Lfunc_begin0:
	.cfi_startproc
	.cfi_personality 156, DW.ref.rust_eh_personality
	.cfi_lsda 28, .Lexception0
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
	subq	$232, %rsp
	.cfi_def_cfa_offset 288
	.cfi_offset %rbx, -56
	.cfi_offset %r12, -48
	.cfi_offset %r13, -40
	.cfi_offset %r14, -32
	.cfi_offset %r15, -24
	.cfi_offset %rbp, -16
	movq	%rsi, %r13
	movq	%rdi, %rbx
.L0$pb:
	leaq	.L0$pb(%rip), %rax
	movabsq	$_GLOBAL_OFFSET_TABLE_-.L0$pb, %r14
	addq	%rax, %r14
	movq	(%rsi), %r12
	leaq	16(%rsi), %rbp
	movabsq	$_RNvXsB_NtCsjrHSEGnQ3l9_3std2fsNtB5_7ReadDirNtNtNtNtCsgEmfK2I1SDS_4core4iter6traits8iterator8Iterator4next@GOT, %rax
	leaq	184(%rsp), %rdi
	movq	%rbp, %rsi
	callq	*(%r14,%rax)
	cmpl	$1, 184(%rsp)
	jne	.LBB0_50
	movabsq	$_RNvMsC_NtCsjrHSEGnQ3l9_3std2fsNtB5_8DirEntry4path@GOT, %rax
	movq	(%r14,%rax), %rax
	movq	%rax, 72(%rsp)
	movabsq	$_RNvMs16_NtCsjrHSEGnQ3l9_3std4pathNtB6_4Path9file_name@GOT, %rax
	movq	(%r14,%rax), %rax
	movq	%rax, 152(%rsp)
	movabsq	$_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOT, %rax
	movq	(%r14,%rax), %rax
	movq	%rax, 64(%rsp)
	movabsq	$_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2@GOT, %rax
	movq	(%r14,%rax), %rax
	movq	%rax, 128(%rsp)
	movabsq	$_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc@GOT, %rax
	movq	(%r14,%rax), %rax
	movq	%rax, 120(%rsp)
	movabsq	$memcpy@GOT, %rax
	movq	(%r14,%rax), %rax
	movq	%rax, 112(%rsp)
	movabsq	$_RNvMsn_NtCslNYArtu3iFV_5alloc4syncINtB5_3ArcNtNtNtNtCsjrHSEGnQ3l9_3std3sys2fs4unix12InnerReadDirE9drop_slowBO_@GOT, %rax
	movq	(%r14,%rax), %rax
	movq	%rax, 144(%rsp)
	movq	%r14, 8(%rsp)
	movq	%rbp, 136(%rsp)
.LBB0_2:
	movq	192(%rsp), %rax
	movq	200(%rsp), %r15
	testq	%rax, %rax
	je	.LBB0_11
	movq	8(%r13), %rcx
	movq	%rax, 16(%rsp)
	movq	%r15, 24(%rsp)
	leaq	208(%rsp), %rdx
	movq	16(%rdx), %rax
	leaq	32(%rsp), %rsi
	movq	%rax, 16(%rsi)
	movups	(%rdx), %xmm0
	movups	%xmm0, (%rsi)
	cmpb	$0, (%rcx)
	je	.LBB0_4
.Ltmp2:
	leaq	160(%rsp), %rdi
	leaq	16(%rsp), %rsi
	callq	*72(%rsp)
.Ltmp3:
	movq	%r13, %r14
	movq	168(%rsp), %rdi
	movq	176(%rsp), %rsi
.Ltmp5:
	movq	%rdi, 56(%rsp)
	callq	*152(%rsp)
.Ltmp6:
	movq	%rax, %r13
	testq	%rax, %rax
	je	.LBB0_41
	movq	%rdx, %rbp
	testq	%rdx, %rdx
	js	.LBB0_31
	movq	%rbx, 104(%rsp)
	je	.LBB0_37
	callq	*128(%rsp)
	movl	$1, %r15d
	movl	$1, %esi
	movq	%rbp, %rdi
	callq	*120(%rsp)
	testq	%rax, %rax
	je	.LBB0_44
	movq	%rax, %rbx
	movq	%rax, %rdi
	movq	%r13, %rsi
	movq	%rbp, %rdx
	callq	*112(%rsp)
	jmp	.LBB0_38
	.p2align	4
.LBB0_4:
.Ltmp0:
	leaq	80(%rsp), %rdi
	leaq	16(%rsp), %rsi
	callq	*72(%rsp)
.Ltmp1:
	movq	16(%rsp), %rax
	lock		decq	(%rax)
	je	.LBB0_6
	jmp	.LBB0_7
.LBB0_37:
	movl	$1, %ebx
.LBB0_38:
	movq	%rbp, 80(%rsp)
	movq	%rbx, 88(%rsp)
	movq	%rbp, 96(%rsp)
	movq	160(%rsp), %rsi
	testq	%rsi, %rsi
	movq	%r14, %r13
	je	.LBB0_40
	movl	$1, %edx
	movq	56(%rsp), %rdi
	callq	*64(%rsp)
.LBB0_40:
	movq	104(%rsp), %rbx
	movq	8(%rsp), %r14
	movq	136(%rsp), %rbp
	movq	16(%rsp), %rax
	lock		decq	(%rax)
	jne	.LBB0_7
.LBB0_6:
	#MEMBARRIER
.Ltmp8:
	leaq	16(%rsp), %rdi
	callq	*144(%rsp)
.Ltmp9:
.LBB0_7:
	movq	24(%rsp), %rdi
	movq	32(%rsp), %rsi
	movb	$0, (%rdi)
	testq	%rsi, %rsi
	je	.LBB0_9
	movl	$1, %edx
	callq	*64(%rsp)
.LBB0_9:
	movq	80(%rsp), %rax
	movabsq	$-9223372036854775807, %rcx
	cmpq	%rcx, %rax
	jne	.LBB0_10
	leaq	184(%rsp), %rdi
	movq	%rbp, %rsi
	movabsq	$_RNvXsB_NtCsjrHSEGnQ3l9_3std2fsNtB5_7ReadDirNtNtNtNtCsgEmfK2I1SDS_4core4iter6traits8iterator8Iterator4next@GOT, %rax
	callq	*(%r14,%rax)
	cmpb	$0, 184(%rsp)
	jne	.LBB0_2
	jmp	.LBB0_50
.LBB0_31:
	xorl	%r15d, %r15d
.LBB0_44:
.Ltmp11:
	movabsq	$_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error@GOT, %rax
	movq	%r15, %rdi
	movq	%rbp, %rsi
	movq	8(%rsp), %r14
	callq	*(%r14,%rax)
.Ltmp12:
	jmp	.LBB0_42
.LBB0_10:
	movq	88(%rsp), %r15
	movq	%rax, %rcx
	negq	%rcx
	jno	.LBB0_47
.LBB0_11:
	movq	(%r12), %rdi
	testq	%rdi, %rdi
	je	.LBB0_13
.Ltmp19:
	movabsq	$_ZN4core3ptr42drop_in_place$LT$std..io..error..Error$GT$17h78de8bd851375ad6E@GOTOFF, %rax
	addq	%r14, %rax
	callq	*%rax
.Ltmp20:
.LBB0_13:
	movq	%r15, (%r12)
.LBB0_50:
	movabsq	$-9223372036854775808, %rax
	movq	%rax, (%rbx)
.LBB0_48:
	addq	$232, %rsp
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
.LBB0_47:
	.cfi_def_cfa_offset 288
	movq	96(%rsp), %rcx
	movq	%rax, (%rbx)
	movq	%r15, 8(%rbx)
	movq	%rcx, 16(%rbx)
	jmp	.LBB0_48
.LBB0_41:
.Ltmp13:
	movabsq	$.Lanon.d053acb6a4a80daa36fb3d5d328ec401.20@GOTOFF, %rdi
	movq	8(%rsp), %r14
	addq	%r14, %rdi
	movabsq	$_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed@GOT, %rax
	callq	*(%r14,%rax)
.Ltmp14:
.LBB0_42:
	ud2
.LBB0_46:
.Ltmp21:
	movq	%rax, %rbx
	movq	%r15, (%r12)
	movabsq	$_Unwind_Resume@GOT, %rax
	movq	%rbx, %rdi
	callq	*(%r14,%rax)
.LBB0_22:
.Ltmp10:
	movq	%rax, %rbx
	movq	24(%rsp), %rdi
	movq	32(%rsp), %rsi
	movb	$0, (%rdi)
	testq	%rsi, %rsi
	jne	.LBB0_24
	movq	8(%rsp), %r14
	movabsq	$_Unwind_Resume@GOT, %rax
	movq	%rbx, %rdi
	callq	*(%r14,%rax)
.LBB0_24:
	movl	$1, %edx
	movabsq	$_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOT, %rax
	movq	8(%rsp), %r14
	jmp	.LBB0_25
.LBB0_32:
.Ltmp7:
	movq	%rax, %rbx
	movq	8(%rsp), %r14
	jmp	.LBB0_34
.LBB0_14:
.Ltmp4:
	movq	%rax, %rbx
	jmp	.LBB0_15
.LBB0_33:
.Ltmp15:
	movq	%rax, %rbx
.LBB0_34:
	movq	160(%rsp), %rsi
	testq	%rsi, %rsi
	je	.LBB0_15
	movl	$1, %edx
	movq	56(%rsp), %rdi
	movabsq	$_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOT, %rax
	callq	*(%r14,%rax)
.LBB0_15:
	movq	16(%rsp), %rax
	lock		decq	(%rax)
	jne	.LBB0_17
	#MEMBARRIER
.Ltmp16:
	leaq	16(%rsp), %rdi
	movabsq	$_RNvMsn_NtCslNYArtu3iFV_5alloc4syncINtB5_3ArcNtNtNtNtCsjrHSEGnQ3l9_3std3sys2fs4unix12InnerReadDirE9drop_slowBO_@GOT, %rax
	callq	*(%r14,%rax)
.Ltmp17:
.LBB0_17:
	movq	24(%rsp), %rdi
	movq	32(%rsp), %rsi
	movb	$0, (%rdi)
	testq	%rsi, %rsi
	je	.LBB0_26
	movl	$1, %edx
	movabsq	$_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOT, %rax
.LBB0_25:
	callq	*(%r14,%rax)
.LBB0_26:
	movabsq	$_Unwind_Resume@GOT, %rax
	movq	%rbx, %rdi
	callq	*(%r14,%rax)
.LBB0_19:
.Ltmp18:
	movq	24(%rsp), %rdi
	movq	32(%rsp), %rsi
	movb	$0, (%rdi)
	testq	%rsi, %rsi
	je	.LBB0_21
	movl	$1, %edx
	movabsq	$_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOT, %rax
	callq	*(%r14,%rax)
.LBB0_21:
	movabsq	$_RNvNtCsgEmfK2I1SDS_4core9panicking16panic_in_cleanup@GOT, %rax
	callq	*(%r14,%rax)
.Lfunc_end0:
	.size	_ZN106_$LT$core..iter..adapters..GenericShunt$LT$I$C$R$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h7bf3d4670bd1daf2E, .Lfunc_end0-_ZN106_$LT$core..iter..adapters..GenericShunt$LT$I$C$R$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h7bf3d4670bd1daf2E
	.cfi_endproc
	.section	".gcc_except_table._ZN106_$LT$core..iter..adapters..GenericShunt$LT$I$C$R$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h7bf3d4670bd1daf2E","a",@progbits
	.p2align	2, 0x0
GCC_except_table0:
.Lexception0:
	.byte	255
	.byte	156
	.uleb128 .Lttbase0-.Lttbaseref0
.Lttbaseref0:
	.byte	1
	.uleb128 .Lcst_end0-.Lcst_begin0
.Lcst_begin0:
	.uleb128 .Lfunc_begin0-.Lfunc_begin0
	.uleb128 .Ltmp2-.Lfunc_begin0
	.byte	0
	.byte	0
	.uleb128 .Ltmp2-.Lfunc_begin0
	.uleb128 .Ltmp3-.Ltmp2
	.uleb128 .Ltmp4-.Lfunc_begin0
	.byte	0
	.uleb128 .Ltmp5-.Lfunc_begin0
	.uleb128 .Ltmp6-.Ltmp5
	.uleb128 .Ltmp7-.Lfunc_begin0
	.byte	0
	.uleb128 .Ltmp6-.Lfunc_begin0
	.uleb128 .Ltmp0-.Ltmp6
	.byte	0
	.byte	0
	.uleb128 .Ltmp0-.Lfunc_begin0
	.uleb128 .Ltmp1-.Ltmp0
	.uleb128 .Ltmp4-.Lfunc_begin0
	.byte	0
	.uleb128 .Ltmp1-.Lfunc_begin0
	.uleb128 .Ltmp8-.Ltmp1
	.byte	0
	.byte	0
	.uleb128 .Ltmp8-.Lfunc_begin0
	.uleb128 .Ltmp9-.Ltmp8
	.uleb128 .Ltmp10-.Lfunc_begin0
	.byte	0
	.uleb128 .Ltmp9-.Lfunc_begin0
	.uleb128 .Ltmp11-.Ltmp9
	.byte	0
	.byte	0
	.uleb128 .Ltmp11-.Lfunc_begin0
	.uleb128 .Ltmp12-.Ltmp11
	.uleb128 .Ltmp15-.Lfunc_begin0
	.byte	0
	.uleb128 .Ltmp19-.Lfunc_begin0
	.uleb128 .Ltmp20-.Ltmp19
	.uleb128 .Ltmp21-.Lfunc_begin0
	.byte	0
	.uleb128 .Ltmp13-.Lfunc_begin0
	.uleb128 .Ltmp14-.Ltmp13
	.uleb128 .Ltmp15-.Lfunc_begin0
	.byte	0
	.uleb128 .Ltmp14-.Lfunc_begin0
	.uleb128 .Ltmp16-.Ltmp14
	.byte	0
	.byte	0
	.uleb128 .Ltmp16-.Lfunc_begin0
	.uleb128 .Ltmp17-.Ltmp16
	.uleb128 .Ltmp18-.Lfunc_begin0
	.byte	1
	.uleb128 .Ltmp17-.Lfunc_begin0
	.uleb128 .Lfunc_end0-.Ltmp17
	.byte	0
	.byte	0
.Lcst_end0:
	.byte	127
	.byte	0
	.p2align	2, 0x0
.Lttbase0:
	.byte	0
	.p2align	2, 0x0

	.section	".ltext._ZN44_$LT$$RF$T$u20$as$u20$core..fmt..Display$GT$3fmt17hbee7d15d137685aeE","axl",@progbits
	.p2align	4
	.type	_ZN44_$LT$$RF$T$u20$as$u20$core..fmt..Display$GT$3fmt17hbee7d15d137685aeE,@function
_ZN44_$LT$$RF$T$u20$as$u20$core..fmt..Display$GT$3fmt17hbee7d15d137685aeE:
	.cfi_startproc
	movq	%rsi, %rdx
.L1$pb:
	leaq	.L1$pb(%rip), %rax
	movabsq	$_GLOBAL_OFFSET_TABLE_-.L1$pb, %rcx
	addq	%rax, %rcx
	movq	(%rdi), %rax
	movq	8(%rdi), %rsi
	movabsq	$_RNvXsi_NtCsgEmfK2I1SDS_4core3fmteNtB5_7Display3fmt@GOT, %r8
	movq	%rax, %rdi
	jmpq	*(%rcx,%r8)
.Lfunc_end1:
	.size	_ZN44_$LT$$RF$T$u20$as$u20$core..fmt..Display$GT$3fmt17hbee7d15d137685aeE, .Lfunc_end1-_ZN44_$LT$$RF$T$u20$as$u20$core..fmt..Display$GT$3fmt17hbee7d15d137685aeE
	.cfi_endproc

	.section	".ltext._ZN4core3ptr101drop_in_place$LT$core..result..Result$LT$$LP$std..path..PathBuf$C$usize$RP$$C$glob..GlobError$GT$$GT$17h6215f2685c56781aE","axl",@progbits
	.p2align	4
	.type	_ZN4core3ptr101drop_in_place$LT$core..result..Result$LT$$LP$std..path..PathBuf$C$usize$RP$$C$glob..GlobError$GT$$GT$17h6215f2685c56781aE,@function
_ZN4core3ptr101drop_in_place$LT$core..result..Result$LT$$LP$std..path..PathBuf$C$usize$RP$$C$glob..GlobError$GT$$GT$17h6215f2685c56781aE:
	.cfi_startproc
	pushq	%r14
	.cfi_def_cfa_offset 16
	pushq	%rbx
	.cfi_def_cfa_offset 24
	pushq	%rax
	.cfi_def_cfa_offset 32
	.cfi_offset %rbx, -24
	.cfi_offset %r14, -16
	movq	%rdi, %rbx
.L2$pb:
	leaq	.L2$pb(%rip), %rax
	movabsq	$_GLOBAL_OFFSET_TABLE_-.L2$pb, %rcx
	addq	%rax, %rcx
	cmpb	$0, (%rdi)
	je	.LBB2_1
	movq	8(%rbx), %rsi
	testq	%rsi, %rsi
	je	.LBB2_5
	movq	16(%rbx), %rdi
	movabsq	$_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOT, %rax
	movl	$1, %edx
	movq	%rcx, %r14
	callq	*(%rcx,%rax)
	movq	%r14, %rcx
.LBB2_5:
	movq	32(%rbx), %rdi
	movabsq	$_ZN4core3ptr42drop_in_place$LT$std..io..error..Error$GT$17h78de8bd851375ad6E@GOTOFF, %rax
	addq	%rax, %rcx
	addq	$8, %rsp
	.cfi_def_cfa_offset 24
	popq	%rbx
	.cfi_def_cfa_offset 16
	popq	%r14
	.cfi_def_cfa_offset 8
	jmpq	*%rcx
.LBB2_1:
	.cfi_def_cfa_offset 32
	movq	8(%rbx), %rsi
	testq	%rsi, %rsi
	je	.LBB2_6
	movq	16(%rbx), %rdi
	movabsq	$_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOT, %rax
	movl	$1, %edx
	addq	$8, %rsp
	.cfi_def_cfa_offset 24
	popq	%rbx
	.cfi_def_cfa_offset 16
	popq	%r14
	.cfi_def_cfa_offset 8
	jmpq	*(%rcx,%rax)
.LBB2_6:
	.cfi_def_cfa_offset 32
	addq	$8, %rsp
	.cfi_def_cfa_offset 24
	popq	%rbx
	.cfi_def_cfa_offset 16
	popq	%r14
	.cfi_def_cfa_offset 8
	retq
.Lfunc_end2:
	.size	_ZN4core3ptr101drop_in_place$LT$core..result..Result$LT$$LP$std..path..PathBuf$C$usize$RP$$C$glob..GlobError$GT$$GT$17h6215f2685c56781aE, .Lfunc_end2-_ZN4core3ptr101drop_in_place$LT$core..result..Result$LT$$LP$std..path..PathBuf$C$usize$RP$$C$glob..GlobError$GT$$GT$17h6215f2685c56781aE
	.cfi_endproc

	.section	".ltext._ZN4core3ptr163drop_in_place$LT$core..iter..adapters..map..Map$LT$alloc..vec..into_iter..IntoIter$LT$std..path..PathBuf$GT$$C$glob..fill_todo..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$17hd1c7bd9255d5c14bE","axl",@progbits
	.p2align	4
	.type	_ZN4core3ptr163drop_in_place$LT$core..iter..adapters..map..Map$LT$alloc..vec..into_iter..IntoIter$LT$std..path..PathBuf$GT$$C$glob..fill_todo..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$17hd1c7bd9255d5c14bE,@function
_ZN4core3ptr163drop_in_place$LT$core..iter..adapters..map..Map$LT$alloc..vec..into_iter..IntoIter$LT$std..path..PathBuf$GT$$C$glob..fill_todo..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$17hd1c7bd9255d5c14bE:
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
	movq	%rdi, %rbx
.L3$pb:
	leaq	.L3$pb(%rip), %rcx
	movq	8(%rdi), %r15
	movq	24(%rdi), %rsi
	movq	%rsi, %rax
	subq	%r15, %rax
	movabsq	$-6148914691236517205, %rdx
	mulq	%rdx
	movabsq	$_GLOBAL_OFFSET_TABLE_-.L3$pb, %r13
	addq	%rcx, %r13
	movabsq	$_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOT, %rbp
	cmpq	%r15, %rsi
	je	.LBB3_5
	movq	%rdx, %r14
	shrq	$4, %r14
	addq	$8, %r15
	movq	(%r13,%rbp), %r12
	jmp	.LBB3_2
	.p2align	4
.LBB3_4:
	addq	$24, %r15
	decq	%r14
	je	.LBB3_5
.LBB3_2:
	movq	-8(%r15), %rsi
	testq	%rsi, %rsi
	je	.LBB3_4
	movq	(%r15), %rdi
	movl	$1, %edx
	callq	*%r12
	jmp	.LBB3_4
.LBB3_5:
	movq	16(%rbx), %rax
	testq	%rax, %rax
	je	.LBB3_6
	movq	(%rbx), %rdi
	shlq	$3, %rax
	leaq	(%rax,%rax,2), %rsi
	movl	$8, %edx
	movq	%r13, %rax
	movq	%rbp, %rcx
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
	jmpq	*(%rax,%rcx)
.LBB3_6:
	.cfi_def_cfa_offset 64
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
.Lfunc_end3:
	.size	_ZN4core3ptr163drop_in_place$LT$core..iter..adapters..map..Map$LT$alloc..vec..into_iter..IntoIter$LT$std..path..PathBuf$GT$$C$glob..fill_todo..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$17hd1c7bd9255d5c14bE, .Lfunc_end3-_ZN4core3ptr163drop_in_place$LT$core..iter..adapters..map..Map$LT$alloc..vec..into_iter..IntoIter$LT$std..path..PathBuf$GT$$C$glob..fill_todo..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$17hd1c7bd9255d5c14bE
	.cfi_endproc

	.section	".ltext._ZN4core3ptr34drop_in_place$LT$glob..Pattern$GT$17h0cbf36eacfd8b7cbE","axl",@progbits
	.p2align	4
	.type	_ZN4core3ptr34drop_in_place$LT$glob..Pattern$GT$17h0cbf36eacfd8b7cbE,@function
_ZN4core3ptr34drop_in_place$LT$glob..Pattern$GT$17h0cbf36eacfd8b7cbE:
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
	movq	%rdi, %rbx
.L4$pb:
	leaq	.L4$pb(%rip), %rax
	movabsq	$_GLOBAL_OFFSET_TABLE_-.L4$pb, %rcx
	addq	%rax, %rcx
	movq	(%rdi), %rsi
	movabsq	$_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOT, %rax
	testq	%rsi, %rsi
	movq	%rcx, %rbp
	movq	%rax, %r14
	je	.LBB4_2
	movq	8(%rbx), %rdi
	movl	$1, %edx
	callq	*(%rbp,%r14)
	movq	%r14, %rax
	movq	%rbp, %rcx
.LBB4_2:
	movq	32(%rbx), %rdx
	movq	%rdx, (%rsp)
	movq	40(%rbx), %r15
	testq	%r15, %r15
	je	.LBB4_8
	movq	(%rsp), %rdx
	leaq	16(%rdx), %r12
	movq	(%rcx,%rax), %r13
	jmp	.LBB4_4
	.p2align	4
.LBB4_7:
	addq	$32, %r12
	decq	%r15
	je	.LBB4_8
.LBB4_4:
	cmpl	$4, -16(%r12)
	jb	.LBB4_7
	movq	-8(%r12), %rsi
	testq	%rsi, %rsi
	je	.LBB4_7
	movq	(%r12), %rdi
	shlq	$3, %rsi
	movl	$4, %edx
	callq	*%r13
	movq	%r14, %rax
	movq	%rbp, %rcx
	jmp	.LBB4_7
.LBB4_8:
	movq	24(%rbx), %rsi
	testq	%rsi, %rsi
	je	.LBB4_9
	shlq	$5, %rsi
	movl	$8, %edx
	movq	(%rsp), %rdi
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
	jmpq	*(%rcx,%rax)
.LBB4_9:
	.cfi_def_cfa_offset 64
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
.Lfunc_end4:
	.size	_ZN4core3ptr34drop_in_place$LT$glob..Pattern$GT$17h0cbf36eacfd8b7cbE, .Lfunc_end4-_ZN4core3ptr34drop_in_place$LT$glob..Pattern$GT$17h0cbf36eacfd8b7cbE
	.cfi_endproc

	.section	".ltext._ZN4core3ptr39drop_in_place$LT$glob..PatternToken$GT$17hffb2b2c6f93f0ca6E","axl",@progbits
	.p2align	4
	.type	_ZN4core3ptr39drop_in_place$LT$glob..PatternToken$GT$17hffb2b2c6f93f0ca6E,@function
_ZN4core3ptr39drop_in_place$LT$glob..PatternToken$GT$17hffb2b2c6f93f0ca6E:
	.cfi_startproc
.L5$pb:
	leaq	.L5$pb(%rip), %rcx
	movabsq	$_GLOBAL_OFFSET_TABLE_-.L5$pb, %rax
	addq	%rcx, %rax
	cmpl	$4, (%rdi)
	jae	.LBB5_1
.LBB5_2:
	retq
.LBB5_1:
	movq	8(%rdi), %rsi
	testq	%rsi, %rsi
	je	.LBB5_2
	movq	16(%rdi), %rdi
	shlq	$3, %rsi
	movabsq	$_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOT, %rcx
	movl	$4, %edx
	jmpq	*(%rax,%rcx)
.Lfunc_end5:
	.size	_ZN4core3ptr39drop_in_place$LT$glob..PatternToken$GT$17hffb2b2c6f93f0ca6E, .Lfunc_end5-_ZN4core3ptr39drop_in_place$LT$glob..PatternToken$GT$17hffb2b2c6f93f0ca6E
	.cfi_endproc

	.section	".ltext._ZN4core3ptr42drop_in_place$LT$std..io..error..Error$GT$17h78de8bd851375ad6E","axl",@progbits
	.p2align	4
	.type	_ZN4core3ptr42drop_in_place$LT$std..io..error..Error$GT$17h78de8bd851375ad6E,@function
_ZN4core3ptr42drop_in_place$LT$std..io..error..Error$GT$17h78de8bd851375ad6E:
.Lfunc_begin1:
	.cfi_startproc
	.cfi_personality 156, DW.ref.rust_eh_personality
	.cfi_lsda 28, .Lexception1
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
.L6$pb:
	leaq	.L6$pb(%rip), %rax
	movabsq	$_GLOBAL_OFFSET_TABLE_-.L6$pb, %rbp
	addq	%rax, %rbp
	movl	%edi, %eax
	andl	$3, %eax
	leal	-2(%rax), %ecx
	cmpl	$2, %ecx
	jb	.LBB6_10
	testq	%rax, %rax
	jne	.LBB6_2
.LBB6_10:
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
.LBB6_2:
	.cfi_def_cfa_offset 64
	leaq	-1(%rdi), %rbx
	movq	-1(%rdi), %r14
	movq	7(%rdi), %r12
	movq	(%r12), %rax
	testq	%rax, %rax
	je	.LBB6_4
.Ltmp22:
	movq	%r14, %rdi
	callq	*%rax
.Ltmp23:
.LBB6_4:
	movq	8(%r12), %rsi
	testq	%rsi, %rsi
	movq	%rbp, %rcx
	je	.LBB6_6
	movq	16(%r12), %rdx
	movabsq	$_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOT, %rax
	movq	%r14, %rdi
	movq	%rcx, %r14
	callq	*(%rcx,%rax)
	movq	%r14, %rcx
.LBB6_6:
	movabsq	$_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOT, %rax
	movl	$24, %esi
	movl	$8, %edx
	movq	%rbx, %rdi
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
	jmpq	*(%rcx,%rax)
.LBB6_7:
	.cfi_def_cfa_offset 64
.Ltmp24:
	movq	%rax, %r15
	movq	8(%r12), %rsi
	movabsq	$_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOT, %r13
	testq	%rsi, %rsi
	je	.LBB6_9
	movq	16(%r12), %rdx
	movq	%r14, %rdi
	callq	*(%rbp,%r13)
.LBB6_9:
	movl	$24, %esi
	movl	$8, %edx
	movq	%rbx, %rdi
	callq	*(%rbp,%r13)
	movabsq	$_Unwind_Resume@GOT, %rax
	movq	%r15, %rdi
	callq	*(%rbp,%rax)
.Lfunc_end6:
	.size	_ZN4core3ptr42drop_in_place$LT$std..io..error..Error$GT$17h78de8bd851375ad6E, .Lfunc_end6-_ZN4core3ptr42drop_in_place$LT$std..io..error..Error$GT$17h78de8bd851375ad6E
	.cfi_endproc
	.section	".gcc_except_table._ZN4core3ptr42drop_in_place$LT$std..io..error..Error$GT$17h78de8bd851375ad6E","a",@progbits
	.p2align	2, 0x0
GCC_except_table6:
.Lexception1:
	.byte	255
	.byte	255
	.byte	1
	.uleb128 .Lcst_end1-.Lcst_begin1
.Lcst_begin1:
	.uleb128 .Ltmp22-.Lfunc_begin1
	.uleb128 .Ltmp23-.Ltmp22
	.uleb128 .Ltmp24-.Lfunc_begin1
	.byte	0
	.uleb128 .Ltmp23-.Lfunc_begin1
	.uleb128 .Lfunc_end6-.Ltmp23
	.byte	0
	.byte	0
.Lcst_end1:
	.p2align	2, 0x0

	.section	".ltext._ZN4core3ptr57drop_in_place$LT$alloc..vec..Vec$LT$glob..Pattern$GT$$GT$17h052a199752424196E","axl",@progbits
	.p2align	4
	.type	_ZN4core3ptr57drop_in_place$LT$alloc..vec..Vec$LT$glob..Pattern$GT$$GT$17h052a199752424196E,@function
_ZN4core3ptr57drop_in_place$LT$alloc..vec..Vec$LT$glob..Pattern$GT$$GT$17h052a199752424196E:
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
	subq	$40, %rsp
	.cfi_def_cfa_offset 96
	.cfi_offset %rbx, -56
	.cfi_offset %r12, -48
	.cfi_offset %r13, -40
	.cfi_offset %r14, -32
	.cfi_offset %r15, -24
	.cfi_offset %rbp, -16
.L7$pb:
	leaq	.L7$pb(%rip), %rax
	movabsq	$_GLOBAL_OFFSET_TABLE_-.L7$pb, %rcx
	addq	%rax, %rcx
	movq	%rcx, 8(%rsp)
	movq	8(%rdi), %rax
	movq	%rax, 16(%rsp)
	movq	%rdi, 24(%rsp)
	movq	16(%rdi), %rax
	movq	%rax, 32(%rsp)
	testq	%rax, %rax
	je	.LBB7_13
	xorl	%r13d, %r13d
	movq	8(%rsp), %rax
	movabsq	$_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOT, %rcx
	movq	(%rax,%rcx), %rbp
	jmp	.LBB7_2
	.p2align	4
.LBB7_12:
	incq	%r13
	cmpq	32(%rsp), %r13
	je	.LBB7_13
.LBB7_2:
	imulq	$56, %r13, %rax
	movq	16(%rsp), %rcx
	leaq	(%rcx,%rax), %r14
	movq	(%rcx,%rax), %rsi
	testq	%rsi, %rsi
	je	.LBB7_4
	movq	8(%r14), %rdi
	movl	$1, %edx
	callq	*%rbp
.LBB7_4:
	movq	32(%r14), %r15
	movq	40(%r14), %r12
	testq	%r12, %r12
	je	.LBB7_10
	leaq	16(%r15), %rbx
	jmp	.LBB7_6
	.p2align	4
.LBB7_9:
	addq	$32, %rbx
	decq	%r12
	je	.LBB7_10
.LBB7_6:
	cmpl	$4, -16(%rbx)
	jb	.LBB7_9
	movq	-8(%rbx), %rsi
	testq	%rsi, %rsi
	je	.LBB7_9
	movq	(%rbx), %rdi
	shlq	$3, %rsi
	movl	$4, %edx
	callq	*%rbp
	jmp	.LBB7_9
	.p2align	4
.LBB7_10:
	movq	24(%r14), %rsi
	testq	%rsi, %rsi
	je	.LBB7_12
	shlq	$5, %rsi
	movl	$8, %edx
	movq	%r15, %rdi
	callq	*%rbp
	jmp	.LBB7_12
.LBB7_13:
	movq	24(%rsp), %rax
	movq	(%rax), %rax
	testq	%rax, %rax
	je	.LBB7_14
	imulq	$56, %rax, %rsi
	movl	$8, %edx
	movq	16(%rsp), %rdi
	movq	8(%rsp), %rax
	movabsq	$_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOT, %rcx
	addq	$40, %rsp
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
	jmpq	*(%rax,%rcx)
.LBB7_14:
	.cfi_def_cfa_offset 96
	addq	$40, %rsp
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
.Lfunc_end7:
	.size	_ZN4core3ptr57drop_in_place$LT$alloc..vec..Vec$LT$glob..Pattern$GT$$GT$17h052a199752424196E, .Lfunc_end7-_ZN4core3ptr57drop_in_place$LT$alloc..vec..Vec$LT$glob..Pattern$GT$$GT$17h052a199752424196E
	.cfi_endproc

	.section	".ltext._ZN4core3ptr62drop_in_place$LT$alloc..vec..Vec$LT$glob..PatternToken$GT$$GT$17hd075f4df5e491992E","axl",@progbits
	.p2align	4
	.type	_ZN4core3ptr62drop_in_place$LT$alloc..vec..Vec$LT$glob..PatternToken$GT$$GT$17hd075f4df5e491992E,@function
_ZN4core3ptr62drop_in_place$LT$alloc..vec..Vec$LT$glob..PatternToken$GT$$GT$17hd075f4df5e491992E:
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
	movq	%rdi, %r14
.L8$pb:
	leaq	.L8$pb(%rip), %rax
	movabsq	$_GLOBAL_OFFSET_TABLE_-.L8$pb, %rbp
	addq	%rax, %rbp
	movq	8(%rdi), %rbx
	movq	16(%rdi), %r15
	testq	%r15, %r15
	je	.LBB8_6
	leaq	16(%rbx), %r12
	movabsq	$_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOT, %rcx
	movq	(%rbp,%rcx), %r13
	jmp	.LBB8_2
	.p2align	4
.LBB8_5:
	addq	$32, %r12
	decq	%r15
	je	.LBB8_6
.LBB8_2:
	cmpl	$4, -16(%r12)
	jb	.LBB8_5
	movq	-8(%r12), %rsi
	testq	%rsi, %rsi
	je	.LBB8_5
	movq	(%r12), %rdi
	shlq	$3, %rsi
	movl	$4, %edx
	callq	*%r13
	jmp	.LBB8_5
.LBB8_6:
	movq	(%r14), %rsi
	testq	%rsi, %rsi
	je	.LBB8_7
	shlq	$5, %rsi
	movl	$8, %edx
	movq	%rbx, %rdi
	movq	%rbp, %rax
	movabsq	$_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOT, %rcx
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
	jmpq	*(%rax,%rcx)
.LBB8_7:
	.cfi_def_cfa_offset 64
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
.Lfunc_end8:
	.size	_ZN4core3ptr62drop_in_place$LT$alloc..vec..Vec$LT$glob..PatternToken$GT$$GT$17hd075f4df5e491992E, .Lfunc_end8-_ZN4core3ptr62drop_in_place$LT$alloc..vec..Vec$LT$glob..PatternToken$GT$$GT$17hd075f4df5e491992E
	.cfi_endproc

	.section	".ltext._ZN4core3ptr62drop_in_place$LT$alloc..vec..Vec$LT$std..path..PathBuf$GT$$GT$17h6586a8ba3c0be681E","axl",@progbits
	.p2align	4
	.type	_ZN4core3ptr62drop_in_place$LT$alloc..vec..Vec$LT$std..path..PathBuf$GT$$GT$17h6586a8ba3c0be681E,@function
_ZN4core3ptr62drop_in_place$LT$alloc..vec..Vec$LT$std..path..PathBuf$GT$$GT$17h6586a8ba3c0be681E:
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
	movq	%rdi, %r14
.L9$pb:
	leaq	.L9$pb(%rip), %rax
	movabsq	$_GLOBAL_OFFSET_TABLE_-.L9$pb, %rbp
	addq	%rax, %rbp
	movq	8(%rdi), %rbx
	movq	16(%rdi), %r15
	testq	%r15, %r15
	je	.LBB9_5
	leaq	8(%rbx), %r12
	movabsq	$_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOT, %rcx
	movq	(%rbp,%rcx), %r13
	jmp	.LBB9_2
	.p2align	4
.LBB9_4:
	addq	$24, %r12
	decq	%r15
	je	.LBB9_5
.LBB9_2:
	movq	-8(%r12), %rsi
	testq	%rsi, %rsi
	je	.LBB9_4
	movq	(%r12), %rdi
	movl	$1, %edx
	callq	*%r13
	jmp	.LBB9_4
.LBB9_5:
	movq	(%r14), %rax
	testq	%rax, %rax
	je	.LBB9_6
	shlq	$3, %rax
	leaq	(%rax,%rax,2), %rsi
	movl	$8, %edx
	movq	%rbx, %rdi
	movq	%rbp, %rax
	movabsq	$_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOT, %rcx
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
	jmpq	*(%rax,%rcx)
.LBB9_6:
	.cfi_def_cfa_offset 64
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
.Lfunc_end9:
	.size	_ZN4core3ptr62drop_in_place$LT$alloc..vec..Vec$LT$std..path..PathBuf$GT$$GT$17h6586a8ba3c0be681E, .Lfunc_end9-_ZN4core3ptr62drop_in_place$LT$alloc..vec..Vec$LT$std..path..PathBuf$GT$$GT$17h6586a8ba3c0be681E
	.cfi_endproc

	.section	.ltext._ZN4core5slice4sort6shared5pivot11median3_rec17h4baa2108fecffe6cE,"axl",@progbits
	.p2align	4
	.type	_ZN4core5slice4sort6shared5pivot11median3_rec17h4baa2108fecffe6cE,@function
_ZN4core5slice4sort6shared5pivot11median3_rec17h4baa2108fecffe6cE:
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
	subq	$40, %rsp
	.cfi_def_cfa_offset 96
	.cfi_offset %rbx, -56
	.cfi_offset %r12, -48
	.cfi_offset %r13, -40
	.cfi_offset %r14, -32
	.cfi_offset %r15, -24
	.cfi_offset %rbp, -16
	movq	%rdx, %r14
.L10$pb:
	leaq	.L10$pb(%rip), %rax
	movabsq	$_GLOBAL_OFFSET_TABLE_-.L10$pb, %r15
	addq	%rax, %r15
	cmpq	$8, %rcx
	jb	.LBB10_1
	shrq	$3, %rcx
	movq	%rcx, %rax
	shlq	$5, %rax
	leaq	(%rax,%rax,2), %r12
	movq	%r15, 8(%rsp)
	movq	%rsi, %r15
	leaq	(%rdi,%r12), %rsi
	imulq	$168, %rcx, %r13
	leaq	(%rdi,%r13), %rdx
	movabsq	$_ZN4core5slice4sort6shared5pivot11median3_rec17h4baa2108fecffe6cE@GOTOFF, %rbx
	addq	8(%rsp), %rbx
	movq	%rcx, %rbp
	callq	*%rbx
	movq	%rax, 24(%rsp)
	leaq	(%r15,%r12), %rsi
	leaq	(%r15,%r13), %rdx
	movq	%r15, %rdi
	movq	%rbp, %rcx
	callq	*%rbx
	movq	%rax, %r15
	addq	%r14, %r12
	addq	%r14, %r13
	movq	%r14, %rdi
	movq	%r12, %rsi
	movq	%r13, %rdx
	movq	%rbp, %rcx
	callq	*%rbx
	movq	24(%rsp), %rdi
	movq	%r15, %rsi
	movq	8(%rsp), %r15
	movq	%rax, 16(%rsp)
	jmp	.LBB10_3
.LBB10_1:
	movq	%r14, 16(%rsp)
.LBB10_3:
	movq	8(%rdi), %rbp
	movq	%rdi, 24(%rsp)
	movq	16(%rdi), %rbx
	movq	8(%rsi), %rdi
	movq	%rsi, 8(%rsp)
	movq	16(%rsi), %rsi
	movabsq	$_RNvMs16_NtCsjrHSEGnQ3l9_3std4pathNtB6_4Path9file_name@GOT, %rax
	movq	(%r15,%rax), %r14
	callq	*%r14
	movq	%rax, %r12
	movq	%rdx, %r13
	movq	%rbp, %rdi
	movq	%rbx, %rsi
	callq	*%r14
	testq	%r12, %r12
	je	.LBB10_6
	testq	%rax, %rax
	je	.LBB10_5
	movq	%r13, %rbx
	subq	%rdx, %rbx
	cmovbq	%r13, %rdx
	movabsq	$memcmp@GOT, %rcx
	movq	%r12, %rdi
	movq	%rax, %rsi
	callq	*(%r15,%rcx)
	cltq
	testl	%eax, %eax
	cmovneq	%rax, %rbx
	shrq	$63, %rbx
	movq	%rbx, 32(%rsp)
	jmp	.LBB10_8
.LBB10_6:
	testq	%rax, %rax
	setne	%al
	movq	%rax, 32(%rsp)
	jmp	.LBB10_8
.LBB10_5:
	movq	$0, 32(%rsp)
.LBB10_8:
	movq	24(%rsp), %rax
	movq	8(%rax), %rbx
	movq	16(%rax), %rbp
	movq	16(%rsp), %rax
	movq	8(%rax), %rdi
	movq	16(%rax), %rsi
	callq	*%r14
	movq	%rax, %r12
	movq	%rdx, %r13
	movq	%rbx, %rdi
	movq	%rbp, %rsi
	callq	*%r14
	testq	%r12, %r12
	je	.LBB10_11
	testq	%rax, %rax
	je	.LBB10_10
	movq	%r13, %rbx
	subq	%rdx, %rbx
	cmovbq	%r13, %rdx
	movabsq	$memcmp@GOT, %rcx
	movq	%r12, %rdi
	movq	%rax, %rsi
	callq	*(%r15,%rcx)
	cltq
	testl	%eax, %eax
	cmovneq	%rax, %rbx
	shrq	$63, %rbx
	movq	24(%rsp), %rcx
	cmpb	%bl, 32(%rsp)
	movq	8(%rsp), %rax
	je	.LBB10_14
	jmp	.LBB10_20
.LBB10_11:
	testq	%rax, %rax
	setne	%bl
	movq	24(%rsp), %rcx
	cmpb	%bl, 32(%rsp)
	movq	8(%rsp), %rax
	je	.LBB10_14
	jmp	.LBB10_20
.LBB10_10:
	cmpb	$0, 32(%rsp)
	movq	8(%rsp), %rax
	movq	24(%rsp), %rcx
	jne	.LBB10_20
.LBB10_14:
	movq	%r15, %rbp
	movq	8(%rax), %rbx
	movq	16(%rax), %r13
	movq	16(%rsp), %rax
	movq	8(%rax), %rdi
	movq	16(%rax), %rsi
	callq	*%r14
	movq	%rax, %r15
	movq	%rdx, %r12
	movq	%rbx, %rdi
	movq	%r13, %rsi
	callq	*%r14
	testq	%r15, %r15
	je	.LBB10_17
	testq	%rax, %rax
	je	.LBB10_16
	movq	%r12, %rbx
	subq	%rdx, %rbx
	cmovbq	%r12, %rdx
	movabsq	$memcmp@GOT, %rcx
	movq	%r15, %rdi
	movq	%rax, %rsi
	callq	*(%rbp,%rcx)
	cltq
	testl	%eax, %eax
	cmovneq	%rax, %rbx
	shrq	$63, %rbx
	jmp	.LBB10_19
.LBB10_17:
	testq	%rax, %rax
	setne	%bl
	jmp	.LBB10_19
.LBB10_16:
	xorl	%ebx, %ebx
.LBB10_19:
	movq	16(%rsp), %rax
	movq	32(%rsp), %rcx
	xorb	%bl, %cl
	movq	8(%rsp), %rcx
	cmovneq	%rax, %rcx
.LBB10_20:
	movq	%rcx, %rax
	addq	$40, %rsp
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
	.size	_ZN4core5slice4sort6shared5pivot11median3_rec17h4baa2108fecffe6cE, .Lfunc_end10-_ZN4core5slice4sort6shared5pivot11median3_rec17h4baa2108fecffe6cE
	.cfi_endproc

	.section	.ltext._ZN4core5slice4sort6shared9smallsort12sort4_stable17he88845a0ac3856f4E,"axl",@progbits
	.p2align	4
	.type	_ZN4core5slice4sort6shared9smallsort12sort4_stable17he88845a0ac3856f4E,@function
_ZN4core5slice4sort6shared9smallsort12sort4_stable17he88845a0ac3856f4E:
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
	subq	$56, %rsp
	.cfi_def_cfa_offset 112
	.cfi_offset %rbx, -56
	.cfi_offset %r12, -48
	.cfi_offset %r13, -40
	.cfi_offset %r14, -32
	.cfi_offset %r15, -24
	.cfi_offset %rbp, -16
	movq	%rsi, 48(%rsp)
	movq	%rdi, %r14
.L11$pb:
	leaq	.L11$pb(%rip), %rax
	movabsq	$_GLOBAL_OFFSET_TABLE_-.L11$pb, %rcx
	addq	%rax, %rcx
	movq	32(%rdi), %r13
	movq	40(%rdi), %rbp
	movq	8(%rdi), %rdi
	movq	16(%r14), %rsi
	movabsq	$_RNvMs16_NtCsjrHSEGnQ3l9_3std4pathNtB6_4Path9file_name@GOT, %rax
	movq	%rcx, 24(%rsp)
	movq	(%rcx,%rax), %rbx
	callq	*%rbx
	movq	%rax, %r15
	movq	%rdx, %r12
	movq	%r13, %rdi
	movq	%rbp, %rsi
	movq	%rbx, 32(%rsp)
	callq	*%rbx
	testq	%r15, %r15
	je	.LBB11_3
	testq	%rax, %rax
	je	.LBB11_2
	movq	%r12, %rbx
	subq	%rdx, %rbx
	cmovbq	%r12, %rdx
	movabsq	$memcmp@GOT, %rcx
	movq	%r15, %rdi
	movq	%rax, %rsi
	movq	24(%rsp), %rax
	callq	*(%rax,%rcx)
	cltq
	testl	%eax, %eax
	cmovneq	%rax, %rbx
	shrq	$63, %rbx
	jmp	.LBB11_5
.LBB11_3:
	testq	%rax, %rax
	setne	%bl
	jmp	.LBB11_5
.LBB11_2:
	xorl	%ebx, %ebx
.LBB11_5:
	movq	80(%r14), %r13
	movq	88(%r14), %rbp
	movq	56(%r14), %rdi
	movq	64(%r14), %rsi
	movq	32(%rsp), %r12
	callq	*%r12
	movq	%rax, %r15
	movq	%rdx, (%rsp)
	movq	%r13, %rdi
	movq	%rbp, %rsi
	callq	*%r12
	testq	%r15, %r15
	je	.LBB11_10
	testq	%rax, %rax
	je	.LBB11_7
	movq	(%rsp), %rcx
	movq	%rcx, %r13
	subq	%rdx, %r13
	cmovbq	%rcx, %rdx
	movabsq	$memcmp@GOT, %rcx
	movq	%r15, %rdi
	movq	%rax, %rsi
	movq	24(%rsp), %rax
	callq	*(%rax,%rcx)
	cltq
	testl	%eax, %eax
	cmovneq	%rax, %r13
	movzbl	%bl, %eax
	xorb	$1, %bl
	leaq	(%rax,%rax,2), %rax
	leaq	(%r14,%rax,8), %rdx
	movzbl	%bl, %eax
	leaq	(%rax,%rax,2), %rax
	leaq	(%r14,%rax,8), %rax
	movq	%rax, 8(%rsp)
	testq	%r13, %r13
	jns	.LBB11_11
	jmp	.LBB11_9
.LBB11_10:
	movzbl	%bl, %ecx
	xorb	$1, %bl
	leaq	(%rcx,%rcx,2), %rcx
	leaq	(%r14,%rcx,8), %rdx
	movzbl	%bl, %ecx
	leaq	(%rcx,%rcx,2), %rcx
	leaq	(%r14,%rcx,8), %rcx
	movq	%rcx, 8(%rsp)
	testq	%rax, %rax
	je	.LBB11_11
.LBB11_9:
	movl	$2, %eax
	movl	$72, %ecx
	jmp	.LBB11_12
.LBB11_7:
	movzbl	%bl, %eax
	leaq	(%rax,%rax,2), %rax
	leaq	(%r14,%rax,8), %rdx
	xorb	$1, %bl
	movzbl	%bl, %eax
	leaq	(%rax,%rax,2), %rax
	leaq	(%r14,%rax,8), %rax
	movq	%rax, 8(%rsp)
.LBB11_11:
	movl	$3, %eax
	movl	$48, %ecx
.LBB11_12:
	leaq	(%rax,%rax,2), %rax
	leaq	(%r14,%rax,8), %rax
	movq	%rax, (%rsp)
	movq	8(%r14,%rcx), %r13
	movq	%rcx, 16(%rsp)
	movq	16(%r14,%rcx), %rbp
	movq	8(%rdx), %rdi
	movq	%rdx, 40(%rsp)
	movq	16(%rdx), %rsi
	movq	32(%rsp), %r12
	callq	*%r12
	movq	%rax, %r15
	movq	%rdx, %rbx
	movq	%r13, %rdi
	movq	%rbp, %rsi
	callq	*%r12
	testq	%r15, %r15
	je	.LBB11_15
	testq	%rax, %rax
	je	.LBB11_14
	movq	%rbx, %r12
	subq	%rdx, %r12
	cmovbq	%rbx, %rdx
	movabsq	$memcmp@GOT, %rcx
	movq	%r15, %rdi
	movq	%rax, %rsi
	movq	24(%rsp), %rax
	callq	*(%rax,%rcx)
	cltq
	testl	%eax, %eax
	cmovneq	%rax, %r12
	shrq	$63, %r12
	jmp	.LBB11_17
.LBB11_15:
	testq	%rax, %rax
	setne	%r12b
	jmp	.LBB11_17
.LBB11_14:
	xorl	%r12d, %r12d
.LBB11_17:
	addq	16(%rsp), %r14
	movq	(%rsp), %rax
	movq	8(%rax), %r13
	movq	16(%rax), %rbp
	movq	8(%rsp), %rax
	movq	8(%rax), %rdi
	movq	16(%rax), %rsi
	movq	32(%rsp), %rbx
	callq	*%rbx
	movq	%rax, %r15
	movq	%rdx, 16(%rsp)
	movq	%r13, %rdi
	movq	%rbp, %rsi
	callq	*%rbx
	testq	%r15, %r15
	je	.LBB11_20
	testq	%rax, %rax
	je	.LBB11_19
	movq	16(%rsp), %rcx
	movq	%rcx, %r13
	subq	%rdx, %r13
	cmovbq	%rcx, %rdx
	movabsq	$memcmp@GOT, %rcx
	movq	%r15, %rdi
	movq	%rax, %rsi
	movq	24(%rsp), %rax
	callq	*(%rax,%rcx)
	cltq
	testl	%eax, %eax
	cmovneq	%rax, %r13
	testb	%r12b, %r12b
	movq	40(%rsp), %rcx
	movq	%rcx, %rax
	cmovneq	%r14, %rax
	movq	%rax, 16(%rsp)
	testq	%r13, %r13
	js	.LBB11_21
.LBB11_23:
	testb	%r12b, %r12b
	movq	8(%rsp), %rax
	cmoveq	%rax, %rcx
	cmovneq	%rax, %r14
	movq	(%rsp), %rax
	movq	%rax, 8(%rsp)
	movq	%r14, %rax
	movq	%rcx, %r14
	jmp	.LBB11_24
.LBB11_20:
	testb	%r12b, %r12b
	movq	40(%rsp), %rcx
	movq	%rcx, %rdx
	cmovneq	%r14, %rdx
	movq	%rdx, 16(%rsp)
	testq	%rax, %rax
	je	.LBB11_23
.LBB11_21:
	testb	%r12b, %r12b
	cmovneq	%rcx, %r14
	movq	(%rsp), %rax
	jmp	.LBB11_24
.LBB11_19:
	testb	%r12b, %r12b
	movq	%r14, %rax
	movq	8(%rsp), %rcx
	cmovneq	%rcx, %rax
	movq	40(%rsp), %rdx
	cmovneq	%rdx, %rcx
	cmovneq	%r14, %rdx
	movq	%rcx, %r14
	movq	%rdx, 16(%rsp)
	movq	(%rsp), %rcx
	movq	%rcx, 8(%rsp)
.LBB11_24:
	movq	8(%rax), %r13
	movq	%rax, (%rsp)
	movq	16(%rax), %rbp
	movq	8(%r14), %rdi
	movq	16(%r14), %rsi
	movq	32(%rsp), %rbx
	callq	*%rbx
	movq	%rax, %r15
	movq	%rdx, %r12
	movq	%r13, %rdi
	movq	%rbp, %rsi
	callq	*%rbx
	testq	%r15, %r15
	je	.LBB11_28
	testq	%rax, %rax
	je	.LBB11_26
	movq	%r12, %r13
	subq	%rdx, %r13
	cmovbq	%r12, %rdx
	movabsq	$memcmp@GOT, %rcx
	movq	%r15, %rdi
	movq	%rax, %rsi
	movq	24(%rsp), %rax
	callq	*(%rax,%rcx)
	cltq
	testl	%eax, %eax
	cmovneq	%rax, %r13
	testq	%r13, %r13
	js	.LBB11_29
.LBB11_26:
	movq	%r14, %rax
	movq	(%rsp), %r14
	jmp	.LBB11_30
.LBB11_28:
	testq	%rax, %rax
	je	.LBB11_26
.LBB11_29:
	movq	(%rsp), %rax
.LBB11_30:
	movq	16(%rsp), %rsi
	movq	16(%rsi), %rcx
	movq	48(%rsp), %rdx
	movq	%rcx, 16(%rdx)
	movups	(%rsi), %xmm0
	movups	%xmm0, (%rdx)
	movq	16(%rax), %rcx
	movq	%rcx, 40(%rdx)
	movups	(%rax), %xmm0
	movups	%xmm0, 24(%rdx)
	movups	(%r14), %xmm0
	movups	%xmm0, 48(%rdx)
	movq	16(%r14), %rax
	movq	%rax, 64(%rdx)
	movq	8(%rsp), %rax
	movups	(%rax), %xmm0
	movups	%xmm0, 72(%rdx)
	movq	16(%rax), %rax
	movq	%rax, 88(%rdx)
	addq	$56, %rsp
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
.Lfunc_end11:
	.size	_ZN4core5slice4sort6shared9smallsort12sort4_stable17he88845a0ac3856f4E, .Lfunc_end11-_ZN4core5slice4sort6shared9smallsort12sort4_stable17he88845a0ac3856f4E
	.cfi_endproc

	.section	.ltext._ZN4core5slice4sort6shared9smallsort25insertion_sort_shift_left17hfd74ee99f42078e6E,"axl",@progbits
	.p2align	4
	.type	_ZN4core5slice4sort6shared9smallsort25insertion_sort_shift_left17hfd74ee99f42078e6E,@function
_ZN4core5slice4sort6shared9smallsort25insertion_sort_shift_left17hfd74ee99f42078e6E:
.Lfunc_begin2:
	.cfi_startproc
	.cfi_personality 156, DW.ref.rust_eh_personality
	.cfi_lsda 28, .Lexception2
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
.L12$pb:
	leaq	.L12$pb(%rip), %rax
	movabsq	$_GLOBAL_OFFSET_TABLE_-.L12$pb, %rdx
	addq	%rax, %rdx
	leaq	(%rsi,%rsi,2), %rax
	leaq	(%rdi,%rax,8), %r15
	leaq	24(%rdi), %rax
	movq	$0, 48(%rsp)
	movabsq	$_RNvMs16_NtCsjrHSEGnQ3l9_3std4pathNtB6_4Path9file_name@GOT, %rcx
	movq	%rdx, 16(%rsp)
	movq	(%rdx,%rcx), %rbx
	movq	%rdi, %rbp
	movq	%rdi, 24(%rsp)
	movq	%r15, 8(%rsp)
	movq	%rbx, 64(%rsp)
	jmp	.LBB12_1
.LBB12_15:
	movq	%r13, %rbx
.LBB12_16:
	movq	8(%rsp), %r15
	movq	(%rsp), %rdx
.LBB12_17:
	movq	%rdx, (%rbx)
	movq	32(%rsp), %rax
	movq	%rax, 8(%rbx)
	movq	40(%rsp), %rax
	movq	%rax, 16(%rbx)
.LBB12_18:
	movq	56(%rsp), %rbp
	leaq	24(%rbp), %rax
	addq	$24, 48(%rsp)
	cmpq	%r15, %rax
	movq	64(%rsp), %rbx
	je	.LBB12_19
.LBB12_1:
	movq	%rax, 56(%rsp)
	movq	32(%rbp), %r12
	movq	40(%rbp), %r13
	movq	8(%rbp), %rdi
	movq	16(%rbp), %rsi
	callq	*%rbx
	movq	%rax, %r14
	movq	%rbx, %rax
	movq	%rdx, %rbx
	movq	%r12, %rdi
	movq	%r13, %rsi
	callq	*%rax
	testq	%r14, %r14
	je	.LBB12_4
	testq	%rax, %rax
	movq	24(%rsp), %r13
	je	.LBB12_18
	movq	%rbx, %r12
	subq	%rdx, %r12
	cmovbq	%rbx, %rdx
	movq	%r14, %rdi
	movq	%rax, %rsi
	movq	16(%rsp), %rax
	movabsq	$memcmp@GOT, %rcx
	callq	*(%rax,%rcx)
	cltq
	testl	%eax, %eax
	cmovneq	%rax, %r12
	testq	%r12, %r12
	jns	.LBB12_18
	jmp	.LBB12_5
	.p2align	4
.LBB12_4:
	testq	%rax, %rax
	movq	24(%rsp), %r13
	je	.LBB12_18
.LBB12_5:
	movq	24(%rbp), %rdx
	movq	32(%rbp), %rax
	movq	%rax, 32(%rsp)
	movq	40(%rbp), %rax
	movq	%rax, 40(%rsp)
	movq	16(%rbp), %rax
	movq	56(%rsp), %rcx
	movq	%rax, 16(%rcx)
	movups	(%rbp), %xmm0
	movups	%xmm0, (%rcx)
	movq	%r13, %rbx
	cmpq	%r13, %rbp
	je	.LBB12_17
	movq	%rdx, (%rsp)
	movq	48(%rsp), %r14
	jmp	.LBB12_7
	.p2align	4
.LBB12_13:
	testq	%rax, %rax
	je	.LBB12_12
.LBB12_14:
	addq	$-24, %rbp
	leaq	(%r14,%r13), %rax
	addq	$-24, %rax
	movq	16(%rax), %rcx
	movq	%rcx, 16(%rbx)
	movups	(%rax), %xmm0
	movups	%xmm0, (%rbx)
	addq	$-24, %r14
	je	.LBB12_15
.LBB12_7:
	movq	-16(%r13,%r14), %rdi
	movq	-8(%r13,%r14), %rsi
.Ltmp25:
	movq	64(%rsp), %rbx
	callq	*%rbx
.Ltmp26:
.Ltmp27:
	movq	%rax, %r12
	movq	%rdx, %r15
	movq	32(%rsp), %rdi
	movq	40(%rsp), %rsi
	callq	*%rbx
.Ltmp28:
	leaq	(%r14,%r13), %rbx
	testq	%r12, %r12
	je	.LBB12_13
	testq	%rax, %rax
	je	.LBB12_16
	movq	%r15, %r13
	subq	%rdx, %r13
	cmovbq	%r15, %rdx
	movq	%r12, %rdi
	movq	%rax, %rsi
	movq	16(%rsp), %rax
	movabsq	$memcmp@GOT, %rcx
	callq	*(%rax,%rcx)
	cltq
	testl	%eax, %eax
	cmovneq	%rax, %r13
	testq	%r13, %r13
	movq	24(%rsp), %r13
	js	.LBB12_14
.LBB12_12:
	movq	%rbp, %rbx
	jmp	.LBB12_16
.LBB12_19:
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
.LBB12_20:
	.cfi_def_cfa_offset 128
.Ltmp29:
	movq	(%rsp), %rcx
	movq	%rcx, (%r13,%r14)
	movq	32(%rsp), %rcx
	movq	%rcx, 8(%r13,%r14)
	movq	40(%rsp), %rcx
	movq	%rcx, 16(%r13,%r14)
	movabsq	$_Unwind_Resume@GOT, %rcx
	movq	%rax, %rdi
	movq	16(%rsp), %rax
	callq	*(%rax,%rcx)
.Lfunc_end12:
	.size	_ZN4core5slice4sort6shared9smallsort25insertion_sort_shift_left17hfd74ee99f42078e6E, .Lfunc_end12-_ZN4core5slice4sort6shared9smallsort25insertion_sort_shift_left17hfd74ee99f42078e6E
	.cfi_endproc
	.section	.gcc_except_table._ZN4core5slice4sort6shared9smallsort25insertion_sort_shift_left17hfd74ee99f42078e6E,"a",@progbits
	.p2align	2, 0x0
GCC_except_table12:
.Lexception2:
	.byte	255
	.byte	255
	.byte	1
	.uleb128 .Lcst_end2-.Lcst_begin2
.Lcst_begin2:
	.uleb128 .Lfunc_begin2-.Lfunc_begin2
	.uleb128 .Ltmp25-.Lfunc_begin2
	.byte	0
	.byte	0
	.uleb128 .Ltmp25-.Lfunc_begin2
	.uleb128 .Ltmp28-.Ltmp25
	.uleb128 .Ltmp29-.Lfunc_begin2
	.byte	0
	.uleb128 .Ltmp28-.Lfunc_begin2
	.uleb128 .Lfunc_end12-.Ltmp28
	.byte	0
	.byte	0
.Lcst_end2:
	.p2align	2, 0x0

	.section	.ltext._ZN4core5slice4sort6stable14driftsort_main17hfed4e79557b162c0E,"axl",@progbits
	.globl	_ZN4core5slice4sort6stable14driftsort_main17hfed4e79557b162c0E
	.p2align	4
	.type	_ZN4core5slice4sort6stable14driftsort_main17hfed4e79557b162c0E,@function
_ZN4core5slice4sort6stable14driftsort_main17hfed4e79557b162c0E:
.Lfunc_begin3:
	.cfi_startproc
	.cfi_personality 156, DW.ref.rust_eh_personality
	.cfi_lsda 28, .Lexception3
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
	subq	$4096, %rsp
	.cfi_adjust_cfa_offset 4096
	movq	$0, (%rsp)
	subq	$40, %rsp
	.cfi_def_cfa_offset 4192
	.cfi_offset %rbx, -56
	.cfi_offset %r12, -48
	.cfi_offset %r13, -40
	.cfi_offset %r14, -32
	.cfi_offset %r15, -24
	.cfi_offset %rbp, -16
	movq	%rdx, %rbx
.L13$pb:
	leaq	.L13$pb(%rip), %rax
	movabsq	$_GLOBAL_OFFSET_TABLE_-.L13$pb, %r13
	addq	%rax, %r13
	movq	%rsi, %rcx
	shrq	%rcx
	movq	%rsi, %rax
	subq	%rcx, %rax
	cmpq	$333333, %rsi
	movl	$333333, %ebp
	cmovbq	%rsi, %rbp
	cmpq	%rax, %rbp
	cmovbeq	%rax, %rbp
	cmpq	$49, %rbp
	movl	$48, %r14d
	cmovaeq	%rbp, %r14
	cmpq	$171, %rbp
	jae	.LBB13_2
	leaq	40(%rsp), %r14
	movl	$170, %ecx
	xorl	%r15d, %r15d
	jmp	.LBB13_7
.LBB13_2:
	leaq	(,%r14,8), %rdx
	leaq	(%rdx,%rdx,2), %r15
	movabsq	$384307168202282325, %rdx
	cmpq	%rdx, %rax
	jbe	.LBB13_4
	xorl	%r12d, %r12d
.LBB13_11:
	movabsq	$_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error@GOT, %rax
	movq	%r12, %rdi
	movq	%r15, %rsi
	callq	*(%r13,%rax)
.LBB13_4:
	testq	%r15, %r15
	je	.LBB13_5
	movabsq	$_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2@GOT, %rax
	movq	%rsi, 8(%rsp)
	movq	%rdi, (%rsp)
	callq	*(%r13,%rax)
	movabsq	$_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc@GOT, %rax
	movl	$8, %r12d
	movl	$8, %esi
	movq	%r15, %rdi
	callq	*(%r13,%rax)
	movq	%r14, %rcx
	movq	(%rsp), %rdi
	movq	8(%rsp), %rsi
	movq	%rax, %r14
	testq	%rax, %rax
	jne	.LBB13_6
	jmp	.LBB13_11
.LBB13_5:
	movl	$8, %r14d
	xorl	%ecx, %ecx
.LBB13_6:
	movq	%rcx, 16(%rsp)
	movq	%r14, 24(%rsp)
	movq	$0, 32(%rsp)
	leaq	(,%rcx,8), %rax
	leaq	(%rax,%rax,2), %r15
.LBB13_7:
	xorl	%r8d, %r8d
	cmpq	$65, %rsi
	setb	%r8b
.Ltmp30:
	movabsq	$_ZN4core5slice4sort6stable5drift4sort17h0069b645cce0ba51E@GOTOFF, %rax
	addq	%r13, %rax
	movq	%r14, %rdx
	movq	%rbx, %r9
	callq	*%rax
.Ltmp31:
	cmpq	$170, %rbp
	jbe	.LBB13_9
	movabsq	$_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOT, %rax
	movl	$8, %edx
	movq	%r14, %rdi
	movq	%r15, %rsi
	callq	*(%r13,%rax)
.LBB13_9:
	addq	$4136, %rsp
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
.LBB13_13:
	.cfi_def_cfa_offset 4192
.Ltmp32:
	movq	%rax, %rbx
	cmpq	$171, %rbp
	jb	.LBB13_15
	movabsq	$_ZN4core3ptr62drop_in_place$LT$alloc..vec..Vec$LT$std..path..PathBuf$GT$$GT$17h6586a8ba3c0be681E@GOTOFF, %rax
	addq	%r13, %rax
	leaq	16(%rsp), %rdi
	callq	*%rax
.LBB13_15:
	movabsq	$_Unwind_Resume@GOT, %rax
	movq	%rbx, %rdi
	callq	*(%r13,%rax)
.Lfunc_end13:
	.size	_ZN4core5slice4sort6stable14driftsort_main17hfed4e79557b162c0E, .Lfunc_end13-_ZN4core5slice4sort6stable14driftsort_main17hfed4e79557b162c0E
	.cfi_endproc
	.section	.gcc_except_table._ZN4core5slice4sort6stable14driftsort_main17hfed4e79557b162c0E,"a",@progbits
	.p2align	2, 0x0
GCC_except_table13:
.Lexception3:
	.byte	255
	.byte	255
	.byte	1
	.uleb128 .Lcst_end3-.Lcst_begin3
.Lcst_begin3:
	.uleb128 .Lfunc_begin3-.Lfunc_begin3
	.uleb128 .Ltmp30-.Lfunc_begin3
	.byte	0
	.byte	0
	.uleb128 .Ltmp30-.Lfunc_begin3
	.uleb128 .Ltmp31-.Ltmp30
	.uleb128 .Ltmp32-.Lfunc_begin3
	.byte	0
	.uleb128 .Ltmp31-.Lfunc_begin3
	.uleb128 .Lfunc_end13-.Ltmp31
	.byte	0
	.byte	0
.Lcst_end3:
	.p2align	2, 0x0

	.section	.ltext._ZN4core5slice4sort6stable5drift4sort17h0069b645cce0ba51E,"axl",@progbits
	.p2align	4
	.type	_ZN4core5slice4sort6stable5drift4sort17h0069b645cce0ba51E,@function
_ZN4core5slice4sort6stable5drift4sort17h0069b645cce0ba51E:
.Lfunc_begin4:
	.cfi_startproc
	.cfi_personality 156, DW.ref.rust_eh_personality
	.cfi_lsda 28, .Lexception4
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
	subq	$808, %rsp
	.cfi_def_cfa_offset 864
	.cfi_offset %rbx, -56
	.cfi_offset %r12, -48
	.cfi_offset %r13, -40
	.cfi_offset %r14, -32
	.cfi_offset %r15, -24
	.cfi_offset %rbp, -16
	movq	%r9, 120(%rsp)
	movl	%r8d, 148(%rsp)
	movq	%rdi, 88(%rsp)
.L14$pb:
	leaq	.L14$pb(%rip), %rax
	movabsq	$_GLOBAL_OFFSET_TABLE_-.L14$pb, %r14
	addq	%rax, %r14
	cmpq	$2, %rsi
	jb	.LBB14_95
	movq	%rcx, %r12
	movq	%rdx, %rbx
	movabsq	$4611686018427387904, %rax
	xorl	%edx, %edx
	divq	%rsi
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	movq	%rax, 184(%rsp)
	cmpq	$4097, %rsi
	movq	%rsi, 128(%rsp)
	jae	.LBB14_2
	movq	%rsi, %rax
	shrq	%rax
	movq	%rsi, %rcx
	subq	%rax, %rcx
	cmpq	$64, %rcx
	movl	$64, %eax
	cmovbq	%rcx, %rax
	jmp	.LBB14_4
.LBB14_2:
	movabsq	$_RNvNtNtNtNtCsgEmfK2I1SDS_4core5slice4sort6stable5drift11sqrt_approx@GOT, %rax
	movq	%rsi, %rdi
	callq	*(%r14,%rax)
.LBB14_4:
	movq	%rax, 112(%rsp)
	movq	88(%rsp), %rax
	leaq	64(%rax), %rcx
	movq	%rcx, 152(%rsp)
	leaq	16(%rax), %rcx
	movq	%rcx, 168(%rsp)
	leaq	-8(%rax), %rcx
	movq	%rcx, 160(%rsp)
	addq	$-24, %rax
	movq	%rax, 176(%rsp)
	movl	$1, %r15d
	xorl	%edx, %edx
	movabsq	$_ZN4core5slice4sort6stable9quicksort9quicksort17h2dde13191dab2438E@GOT, %rax
	movq	(%r14,%rax), %rax
	movq	%rax, 136(%rsp)
	movabsq	$_RNvMs16_NtCsjrHSEGnQ3l9_3std4pathNtB6_4Path9file_name@GOT, %rax
	movq	(%r14,%rax), %rax
	movq	%rax, 56(%rsp)
	movq	%r14, 48(%rsp)
	xorl	%ebp, %ebp
	movq	%rbx, 32(%rsp)
	movq	%r12, 72(%rsp)
	movq	128(%rsp), %rsi
	subq	%rdx, %rsi
	movq	%rdx, 80(%rsp)
	jbe	.LBB14_6
	.p2align	4
.LBB14_24:
	leaq	(%rdx,%rdx,2), %rcx
	movq	88(%rsp), %rax
	leaq	(%rax,%rcx,8), %rdx
	cmpq	112(%rsp), %rsi
	jae	.LBB14_27
.LBB14_25:
	cmpb	$0, 148(%rsp)
	je	.LBB14_26
	cmpq	$32, %rsi
	movl	$32, %eax
	cmovaeq	%rax, %rsi
	movq	120(%rsp), %rax
	movq	%rax, (%rsp)
	movq	%rdx, %rdi
	movq	%rsi, %r14
	movq	%rbx, %rdx
	movq	72(%rsp), %r12
	movq	%r12, %rcx
	xorl	%r8d, %r8d
	xorl	%r9d, %r9d
	callq	*136(%rsp)
	movl	%r14d, %eax
	leaq	1(,%rax,2), %rsi
	jmp	.LBB14_60
	.p2align	4
.LBB14_6:
	xorl	%esi, %esi
	movl	$1, %eax
	movq	%rax, 24(%rsp)
	cmpq	$2, %rbp
	jae	.LBB14_8
	jmp	.LBB14_91
	.p2align	4
.LBB14_27:
	cmpq	$2, %rsi
	jb	.LBB14_55
	movq	%rcx, 64(%rsp)
	movq	%rsi, 24(%rsp)
	movq	32(%rdx), %r12
	movq	40(%rdx), %r14
	movq	8(%rdx), %rdi
	movq	%rdx, 96(%rsp)
	movq	16(%rdx), %rsi
	movq	56(%rsp), %r13
	callq	*%r13
	movq	%rax, %rbx
	movq	%rdx, 104(%rsp)
	movq	%r12, 16(%rsp)
	movq	%r12, %rdi
	movq	%r14, 8(%rsp)
	movq	%r14, %rsi
	callq	*%r13
	testq	%rbx, %rbx
	je	.LBB14_33
	testq	%rax, %rax
	movq	64(%rsp), %r14
	je	.LBB14_31
	movq	104(%rsp), %rcx
	movq	%rcx, %r13
	subq	%rdx, %r13
	cmovbq	%rcx, %rdx
	movq	%rbx, %rdi
	movq	%rax, %rsi
	movabsq	$memcmp@GOT, %rax
	movq	48(%rsp), %rcx
	callq	*(%rcx,%rax)
	cltq
	testl	%eax, %eax
	cmovneq	%rax, %r13
	testq	%r13, %r13
	js	.LBB14_34
.LBB14_31:
	movq	24(%rsp), %rsi
	cmpq	$2, %rsi
	jne	.LBB14_39
	movl	$2, %r12d
	xorl	%eax, %eax
	jmp	.LBB14_52
	.p2align	4
.LBB14_26:
	movq	112(%rsp), %rax
	cmpq	%rax, %rsi
	cmovaeq	%rax, %rsi
	addq	%rsi, %rsi
	movq	72(%rsp), %r12
	jmp	.LBB14_60
.LBB14_33:
	testq	%rax, %rax
	movq	64(%rsp), %r14
	je	.LBB14_31
.LBB14_34:
	movl	$2, %r12d
	movb	$1, %al
	movq	24(%rsp), %rsi
	cmpq	$2, %rsi
	je	.LBB14_52
	movq	%rbp, 40(%rsp)
	movq	152(%rsp), %rax
	leaq	(%rax,%r14,8), %r13
	jmp	.LBB14_36
	.p2align	4
.LBB14_48:
	testq	%rax, %rax
	je	.LBB14_38
.LBB14_49:
	incq	%r12
	addq	$24, %r13
	movq	24(%rsp), %rsi
	cmpq	%r12, %rsi
	je	.LBB14_50
.LBB14_36:
	movq	16(%rsp), %rdi
	movq	8(%rsp), %rsi
	movq	-8(%r13), %r14
	movq	(%r13), %rbx
	movq	56(%rsp), %rbp
	callq	*%rbp
	movq	%rax, 64(%rsp)
	movq	%rdx, 104(%rsp)
	movq	%r14, 16(%rsp)
	movq	%r14, %rdi
	movq	%rbx, 8(%rsp)
	movq	%rbx, %rsi
	callq	*%rbp
	movq	64(%rsp), %rdi
	testq	%rdi, %rdi
	je	.LBB14_48
	testq	%rax, %rax
	je	.LBB14_38
	movq	104(%rsp), %rcx
	movq	%rcx, %rbp
	subq	%rdx, %rbp
	cmovbq	%rcx, %rdx
	movq	%rax, %rsi
	movq	48(%rsp), %rax
	movabsq	$memcmp@GOT, %rcx
	callq	*(%rax,%rcx)
	cltq
	testl	%eax, %eax
	cmovneq	%rax, %rbp
	testq	%rbp, %rbp
	js	.LBB14_49
.LBB14_38:
	movq	40(%rsp), %rbp
	movq	24(%rsp), %rsi
	jmp	.LBB14_51
.LBB14_39:
	movq	%rbp, 40(%rsp)
	movq	152(%rsp), %rax
	leaq	(%rax,%r14,8), %r13
	movl	$2, %r12d
	movq	8(%rsp), %rbp
	jmp	.LBB14_40
	.p2align	4
.LBB14_44:
	testq	%rax, %rax
	movq	8(%rsp), %r12
	jne	.LBB14_43
.LBB14_45:
	incq	%r12
	addq	$24, %r13
	movq	24(%rsp), %rsi
	cmpq	%r12, %rsi
	je	.LBB14_46
.LBB14_40:
	movq	%r12, 8(%rsp)
	movq	16(%rsp), %rdi
	movq	%rbp, %rsi
	movq	-8(%r13), %rbp
	movq	(%r13), %r12
	movq	56(%rsp), %r14
	callq	*%r14
	movq	%rax, %rbx
	movq	%rdx, 64(%rsp)
	movq	%rbp, 16(%rsp)
	movq	%rbp, %rdi
	movq	%r12, %rbp
	movq	%r12, %rsi
	callq	*%r14
	testq	%rbx, %rbx
	je	.LBB14_44
	testq	%rax, %rax
	movq	8(%rsp), %r12
	je	.LBB14_45
	movq	64(%rsp), %rcx
	movq	%rcx, %r14
	subq	%rdx, %r14
	cmovbq	%rcx, %rdx
	movq	%rbx, %rdi
	movq	%rax, %rsi
	movq	48(%rsp), %rax
	movabsq	$memcmp@GOT, %rcx
	callq	*(%rax,%rcx)
	cltq
	testl	%eax, %eax
	cmovneq	%rax, %r14
	testq	%r14, %r14
	jns	.LBB14_45
.LBB14_43:
	xorl	%eax, %eax
	movq	40(%rsp), %rbp
	movq	24(%rsp), %rsi
	jmp	.LBB14_52
.LBB14_46:
	xorl	%eax, %eax
	movq	%rsi, %r12
	movq	40(%rsp), %rbp
	jmp	.LBB14_52
.LBB14_50:
	movq	%rsi, %r12
	movq	40(%rsp), %rbp
.LBB14_51:
	movb	$1, %al
	.p2align	4
.LBB14_52:
	cmpq	112(%rsp), %r12
	movq	32(%rsp), %rbx
	movq	80(%rsp), %rcx
	movq	96(%rsp), %rdx
	jb	.LBB14_25
	testb	%al, %al
	je	.LBB14_54
	movq	%r12, %rax
	shrq	%rax
	je	.LBB14_54
	leaq	(,%rcx,8), %rcx
	leaq	(%rcx,%rcx,2), %rdx
	movq	168(%rsp), %rcx
	addq	%rdx, %rcx
	leaq	(%r12,%r12,2), %rsi
	leaq	(%rdx,%rsi,8), %rdx
	addq	160(%rsp), %rdx
	.p2align	4
.LBB14_58:
	movups	-16(%rcx), %xmm0
	movups	-16(%rdx), %xmm1
	movups	%xmm1, -16(%rcx)
	movups	%xmm0, -16(%rdx)
	movq	(%rcx), %rsi
	movq	(%rdx), %rdi
	movq	%rdi, (%rcx)
	movq	%rsi, (%rdx)
	addq	$24, %rcx
	addq	$-24, %rdx
	decq	%rax
	jne	.LBB14_58
.LBB14_54:
	movq	%r12, %rsi
.LBB14_55:
	movq	72(%rsp), %r12
	leaq	1(,%rsi,2), %rsi
.LBB14_60:
	movq	%r15, %rax
	shrq	%rax
	movq	%rsi, 24(%rsp)
	movq	%rsi, %rcx
	shrq	%rcx
	movq	80(%rsp), %rdx
	addq	%rdx, %rdx
	subq	%rax, %rdx
	movq	80(%rsp), %rax
	leaq	(%rcx,%rax,2), %rax
	movq	184(%rsp), %rcx
	imulq	%rcx, %rdx
	imulq	%rcx, %rax
	xorq	%rdx, %rax
	movq	80(%rsp), %rdx
	movl	$127, %esi
	bsrq	%rax, %rsi
	xorl	$63, %esi
	cmpq	$2, %rbp
	jb	.LBB14_91
.LBB14_8:
	leaq	(,%rdx,8), %rax
	leaq	(%rax,%rax,2), %rcx
	movq	88(%rsp), %rax
	addq	%rcx, %rax
	movq	%rax, 104(%rsp)
	addq	176(%rsp), %rcx
	movq	%rcx, 192(%rsp)
	movq	%rsi, 96(%rsp)
	jmp	.LBB14_9
.LBB14_72:
	movq	%rbp, %rdi
.LBB14_73:
	subq	%rbx, %rdx
	movq	%rbx, %rsi
	movabsq	$memcpy@GOT, %rax
	movq	48(%rsp), %rcx
	callq	*(%rcx,%rax)
	movq	72(%rsp), %r12
	movq	80(%rsp), %rdx
	movq	40(%rsp), %rbp
	movq	96(%rsp), %rsi
	movq	200(%rsp), %r13
.LBB14_74:
	leaq	1(,%r13,2), %r15
	cmpq	$1, %rbp
	movq	32(%rsp), %rbx
	jbe	.LBB14_90
.LBB14_9:
	cmpb	%sil, 213(%rsp,%rbp)
	jb	.LBB14_91
	decq	%rbp
	movq	280(%rsp,%rbp,8), %rax
	movq	%rax, %rbx
	shrq	%rbx
	movq	%r15, %r14
	shrq	%r14
	leaq	(%rbx,%r14), %r13
	cmpq	%r12, %r13
	ja	.LBB14_12
	movl	%eax, %ecx
	orl	%r15d, %ecx
	andl	$1, %ecx
	jne	.LBB14_12
	addq	%r13, %r13
	movq	%r13, %r15
	cmpq	$1, %rbp
	movq	32(%rsp), %rbx
	ja	.LBB14_9
	jmp	.LBB14_90
	.p2align	4
.LBB14_12:
	movq	%rdx, %rcx
	subq	%r13, %rcx
	leaq	(%rcx,%rcx,2), %rcx
	movq	88(%rsp), %rdx
	leaq	(%rdx,%rcx,8), %rcx
	movq	%rcx, 8(%rsp)
	testb	$1, %al
	je	.LBB14_61
	testb	$1, %r15b
	je	.LBB14_87
.LBB14_14:
	testq	%r14, %r14
	movq	80(%rsp), %rdx
	jne	.LBB14_15
	jmp	.LBB14_74
	.p2align	4
.LBB14_61:
	movq	%rbx, %rax
	orq	$1, %rax
	bsrq	%rax, %r8
	xorl	$63, %r8d
	addl	%r8d, %r8d
	xorl	$126, %r8d
	movq	120(%rsp), %rax
	movq	%rax, (%rsp)
	movq	8(%rsp), %rdi
	movq	%rbx, %rsi
	movq	32(%rsp), %rdx
	movq	%r12, %rcx
	xorl	%r9d, %r9d
	callq	*136(%rsp)
	movq	96(%rsp), %rsi
	testb	$1, %r15b
	jne	.LBB14_14
.LBB14_87:
	leaq	(%rbx,%rbx,2), %rax
	movq	8(%rsp), %rcx
	leaq	(%rcx,%rax,8), %rdi
	movq	%r14, %rax
	orq	$1, %rax
	bsrq	%rax, %r8
	xorl	$63, %r8d
	addl	%r8d, %r8d
	xorl	$126, %r8d
	movq	120(%rsp), %rax
	movq	%rax, (%rsp)
	movq	%r14, %rsi
	movq	32(%rsp), %rdx
	movq	%r12, %rcx
	xorl	%r9d, %r9d
	callq	*136(%rsp)
	movq	96(%rsp), %rsi
	testq	%r14, %r14
	movq	80(%rsp), %rdx
	je	.LBB14_74
.LBB14_15:
	testq	%rbx, %rbx
	je	.LBB14_74
	cmpq	%rbx, %r14
	movq	%rbx, %rax
	cmovbq	%r14, %rax
	cmpq	%rax, %r12
	jb	.LBB14_74
	movq	%r13, 200(%rsp)
	movq	%rbp, 40(%rsp)
	leaq	(%rbx,%rbx,2), %rcx
	movq	8(%rsp), %rsi
	leaq	(%rsi,%rcx,8), %rbp
	cmpq	%r14, %rbx
	cmovaq	%rbp, %rsi
	shlq	$3, %rax
	leaq	(%rax,%rax,2), %r12
	movq	32(%rsp), %r15
	movq	%r15, %rdi
	movq	%r12, %rdx
	movabsq	$memcpy@GOT, %rax
	movq	48(%rsp), %rcx
	callq	*(%rcx,%rax)
	addq	%r15, %r12
	movq	%r12, 16(%rsp)
	cmpq	%r14, %rbx
	jbe	.LBB14_18
	movq	192(%rsp), %rdi
	movq	16(%rsp), %rdx
	.p2align	4
.LBB14_63:
	movq	%rdi, 64(%rsp)
	movq	-16(%rdx), %r15
	movq	%rdx, 16(%rsp)
	movq	-8(%rdx), %r13
	movq	-16(%rbp), %rdi
	movq	-8(%rbp), %rsi
.Ltmp38:
	movq	56(%rsp), %r12
	callq	*%r12
.Ltmp39:
.Ltmp40:
	movq	%rax, %rbx
	movq	%rdx, %r14
	movq	%r15, %rdi
	movq	%r13, %rsi
	callq	*%r12
.Ltmp41:
	addq	$-24, %rbp
	addq	$-24, 16(%rsp)
	testq	%rbx, %rbx
	je	.LBB14_69
	testq	%rax, %rax
	je	.LBB14_67
	movq	%r14, %r15
	subq	%rdx, %r15
	cmovbq	%r14, %rdx
	movq	%rbx, %rdi
	movq	%rax, %rsi
	movq	48(%rsp), %rax
	movabsq	$memcmp@GOT, %rcx
	callq	*(%rax,%rcx)
	cltq
	testl	%eax, %eax
	cmovneq	%rax, %r15
	testq	%r15, %r15
	js	.LBB14_70
.LBB14_67:
	xorl	%eax, %eax
	movq	16(%rsp), %rdx
	movq	%rdx, %rcx
	movq	32(%rsp), %rbx
	movq	8(%rsp), %rsi
	jmp	.LBB14_71
	.p2align	4
.LBB14_69:
	testq	%rax, %rax
	je	.LBB14_67
.LBB14_70:
	movb	$1, %al
	movq	%rbp, %rcx
	movq	32(%rsp), %rbx
	movq	8(%rsp), %rsi
	movq	16(%rsp), %rdx
.LBB14_71:
	movq	16(%rcx), %rdi
	movq	64(%rsp), %r8
	movq	%rdi, 16(%r8)
	movups	(%rcx), %xmm0
	movups	%xmm0, (%r8)
	movzbl	%al, %ecx
	xorb	$1, %al
	movzbl	%al, %eax
	leaq	(%rax,%rax,2), %rax
	leaq	(%rbp,%rax,8), %rbp
	leaq	(%rcx,%rcx,2), %rax
	leaq	(%rdx,%rax,8), %rdx
	cmpq	%rsi, %rbp
	je	.LBB14_72
	movq	%r8, %rdi
	addq	$-24, %rdi
	cmpq	%rbx, %rdx
	jne	.LBB14_63
	movq	%rbp, %rdi
	movq	32(%rsp), %rbx
	jmp	.LBB14_73
.LBB14_18:
	movq	%r15, %rbx
	movq	56(%rsp), %r15
	.p2align	4
.LBB14_19:
	movq	8(%rbp), %r13
	movq	16(%rbp), %r12
	movq	8(%rbx), %rdi
	movq	16(%rbx), %rsi
.Ltmp33:
	callq	*%r15
	movq	%rax, %r14
	movq	%r15, %rax
.Ltmp34:
.Ltmp35:
	movq	%rdx, %r15
	movq	%r13, %rdi
	movq	%r12, %rsi
	callq	*%rax
.Ltmp36:
	testq	%r14, %r14
	je	.LBB14_82
	movl	$1, %r12d
	testq	%rax, %rax
	je	.LBB14_23
	movq	%r15, %r13
	subq	%rdx, %r13
	cmovbq	%r15, %rdx
	movq	%r14, %rdi
	movq	%rax, %rsi
	movq	48(%rsp), %rax
	movabsq	$memcmp@GOT, %rcx
	callq	*(%rax,%rcx)
	cltq
	testl	%eax, %eax
	cmovneq	%rax, %r13
	testq	%r13, %r13
	jns	.LBB14_23
	jmp	.LBB14_78
	.p2align	4
.LBB14_82:
	testq	%rax, %rax
	je	.LBB14_83
.LBB14_78:
	movl	$1, %eax
	xorl	%r12d, %r12d
	movq	%rbp, %rcx
	jmp	.LBB14_79
.LBB14_83:
	movl	$1, %r12d
.LBB14_23:
	xorl	%eax, %eax
	movq	%rbx, %rcx
.LBB14_79:
	movq	56(%rsp), %r15
	movq	8(%rsp), %rdi
	movq	16(%rsp), %rdx
	movq	16(%rcx), %rsi
	movq	%rsi, 16(%rdi)
	movups	(%rcx), %xmm0
	movups	%xmm0, (%rdi)
	leaq	(%r12,%r12,2), %rcx
	leaq	(%rbx,%rcx,8), %rbx
	addq	$24, %rdi
	cmpq	%rdx, %rbx
	je	.LBB14_73
	movq	%rdi, 8(%rsp)
	leaq	(%rax,%rax,2), %rax
	leaq	(%rbp,%rax,8), %rbp
	cmpq	104(%rsp), %rbp
	jne	.LBB14_19
	movq	8(%rsp), %rdi
	movq	16(%rsp), %rdx
	jmp	.LBB14_73
	.p2align	4
.LBB14_90:
	movl	$1, %ebp
.LBB14_91:
	movq	%r15, 280(%rsp,%rbp,8)
	movb	%sil, 214(%rsp,%rbp)
	cmpq	%rdx, 128(%rsp)
	jbe	.LBB14_93
	incq	%rbp
	movq	24(%rsp), %r15
	movq	%r15, %rax
	shrq	%rax
	addq	%rax, %rdx
	movq	128(%rsp), %rsi
	subq	%rdx, %rsi
	movq	%rdx, 80(%rsp)
	jbe	.LBB14_6
	jmp	.LBB14_24
.LBB14_93:
	testb	$1, %r15b
	jne	.LBB14_95
	movq	128(%rsp), %rsi
	movq	%rsi, %rax
	orq	$1, %rax
	bsrq	%rax, %r8
	xorl	$63, %r8d
	addl	%r8d, %r8d
	xorl	$126, %r8d
	movq	120(%rsp), %rax
	movq	%rax, (%rsp)
	movq	88(%rsp), %rdi
	movq	%rbx, %rdx
	movq	%r12, %rcx
	xorl	%r9d, %r9d
	movabsq	$_ZN4core5slice4sort6stable9quicksort9quicksort17h2dde13191dab2438E@GOT, %rax
	movq	48(%rsp), %r10
	callq	*(%r10,%rax)
.LBB14_95:
	addq	$808, %rsp
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
.LBB14_85:
	.cfi_def_cfa_offset 864
.Ltmp37:
	movq	%rax, %r14
	movq	8(%rsp), %rbp
	movq	%rbx, %rsi
	jmp	.LBB14_86
.LBB14_84:
.Ltmp42:
	movq	%rax, %r14
	movq	32(%rsp), %rsi
.LBB14_86:
	movq	16(%rsp), %rdx
	subq	%rsi, %rdx
	movq	%rbp, %rdi
	movq	48(%rsp), %rbx
	movabsq	$memcpy@GOT, %rax
	callq	*(%rbx,%rax)
	movabsq	$_Unwind_Resume@GOT, %rax
	movq	%r14, %rdi
	callq	*(%rbx,%rax)
.Lfunc_end14:
	.size	_ZN4core5slice4sort6stable5drift4sort17h0069b645cce0ba51E, .Lfunc_end14-_ZN4core5slice4sort6stable5drift4sort17h0069b645cce0ba51E
	.cfi_endproc
	.section	.gcc_except_table._ZN4core5slice4sort6stable5drift4sort17h0069b645cce0ba51E,"a",@progbits
	.p2align	2, 0x0
GCC_except_table14:
.Lexception4:
	.byte	255
	.byte	255
	.byte	1
	.uleb128 .Lcst_end4-.Lcst_begin4
.Lcst_begin4:
	.uleb128 .Lfunc_begin4-.Lfunc_begin4
	.uleb128 .Ltmp38-.Lfunc_begin4
	.byte	0
	.byte	0
	.uleb128 .Ltmp38-.Lfunc_begin4
	.uleb128 .Ltmp41-.Ltmp38
	.uleb128 .Ltmp42-.Lfunc_begin4
	.byte	0
	.uleb128 .Ltmp41-.Lfunc_begin4
	.uleb128 .Ltmp33-.Ltmp41
	.byte	0
	.byte	0
	.uleb128 .Ltmp33-.Lfunc_begin4
	.uleb128 .Ltmp36-.Ltmp33
	.uleb128 .Ltmp37-.Lfunc_begin4
	.byte	0
	.uleb128 .Ltmp36-.Lfunc_begin4
	.uleb128 .Lfunc_end14-.Ltmp36
	.byte	0
	.byte	0
.Lcst_end4:
	.p2align	2, 0x0

	.section	.ltext._ZN4core5slice4sort6stable9quicksort9quicksort17h2dde13191dab2438E,"axl",@progbits
	.globl	_ZN4core5slice4sort6stable9quicksort9quicksort17h2dde13191dab2438E
	.p2align	4
	.type	_ZN4core5slice4sort6stable9quicksort9quicksort17h2dde13191dab2438E,@function
_ZN4core5slice4sort6stable9quicksort9quicksort17h2dde13191dab2438E:
.Lfunc_begin5:
	.cfi_startproc
	.cfi_personality 156, DW.ref.rust_eh_personality
	.cfi_lsda 28, .Lexception5
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
	subq	$184, %rsp
	.cfi_def_cfa_offset 240
	.cfi_offset %rbx, -56
	.cfi_offset %r12, -48
	.cfi_offset %r13, -40
	.cfi_offset %r14, -32
	.cfi_offset %r15, -24
	.cfi_offset %rbp, -16
	movq	%r9, 120(%rsp)
	movl	%r8d, 112(%rsp)
	movq	%rcx, 128(%rsp)
	movq	%rsi, %r13
	movq	%rdi, 80(%rsp)
.L15$pb:
	leaq	.L15$pb(%rip), %rax
	movabsq	$_GLOBAL_OFFSET_TABLE_-.L15$pb, %r14
	addq	%rax, %r14
	cmpq	$33, %rsi
	movq	%r14, 32(%rsp)
	movq	%rdx, 88(%rsp)
	jae	.LBB15_5
.LBB15_1:
	cmpq	$2, %r13
	jb	.LBB15_148
	leaq	16(%r13), %rax
	cmpq	%rax, 128(%rsp)
	jb	.LBB15_152
	movq	%r13, %rax
	shrq	%rax
	movq	%rax, 112(%rsp)
	leaq	(,%rax,8), %rax
	leaq	(%rax,%rax,2), %r15
	movq	80(%rsp), %rdi
	leaq	(%rdi,%r15), %rcx
	movq	88(%rsp), %rsi
	addq	%rsi, %r15
	cmpq	$7, %r13
	movq	%r13, 48(%rsp)
	movq	%r15, 72(%rsp)
	movq	%rcx, 128(%rsp)
	jbe	.LBB15_84
	movabsq	$_ZN4core5slice4sort6shared9smallsort12sort4_stable17he88845a0ac3856f4E@GOTOFF, %rbx
	addq	%r14, %rbx
	movq	%rcx, %r14
	callq	*%rbx
	movq	%r14, %rdi
	movq	%r15, %rsi
	callq	*%rbx
	movl	$4, %eax
	movq	%rax, 40(%rsp)
	cmpq	112(%rsp), %rax
	jb	.LBB15_85
	jmp	.LBB15_105
.LBB15_5:
	leaq	-24(%rdx), %rax
	movq	%rax, 136(%rsp)
	movabsq	$_RNvMs16_NtCsjrHSEGnQ3l9_3std4pathNtB6_4Path9file_name@GOT, %rax
	movq	(%r14,%rax), %rax
	movq	%rax, 64(%rsp)
	movabsq	$_ZN4core5slice4sort6shared5pivot11median3_rec17h4baa2108fecffe6cE@GOTOFF, %rax
	addq	%r14, %rax
	movq	%rax, 144(%rsp)
.LBB15_6:
	movq	%r13, %rsi
	movl	112(%rsp), %ebx
	.p2align	4
.LBB15_7:
	testl	%ebx, %ebx
	je	.LBB15_83
	movl	%ebx, %r13d
	movq	%rsi, %rcx
	shrq	$3, %rcx
	leaq	(%rcx,%rcx,2), %r15
	shlq	$5, %r15
	movq	80(%rsp), %rbp
	addq	%rbp, %r15
	imulq	$168, %rcx, %rdx
	addq	%rbp, %rdx
	movq	%rsi, 40(%rsp)
	cmpq	$64, %rsi
	jae	.LBB15_12
	movq	%rdx, 48(%rsp)
	movq	8(%rbp), %r12
	movq	16(%rbp), %rbp
	movq	8(%r15), %rdi
	movq	16(%r15), %rsi
	movq	%rdi, 56(%rsp)
	movq	%rsi, 104(%rsp)
	movq	64(%rsp), %rbx
	callq	*%rbx
	movq	%rax, %r14
	movq	%rdx, 24(%rsp)
	movq	%r12, 72(%rsp)
	movq	%r12, %rdi
	movq	%rbp, 16(%rsp)
	movq	%rbp, %rsi
	callq	*%rbx
	testq	%r14, %r14
	je	.LBB15_13
	testq	%rax, %rax
	je	.LBB15_14
	movq	24(%rsp), %rcx
	movq	%rcx, %rbx
	subq	%rdx, %rbx
	cmovbq	%rcx, %rdx
	movq	%r14, %rdi
	movq	%rax, %rsi
	movq	32(%rsp), %rax
	movabsq	$memcmp@GOT, %rcx
	callq	*(%rax,%rcx)
	cltq
	testl	%eax, %eax
	cmovneq	%rax, %rbx
	shrq	$63, %rbx
	jmp	.LBB15_15
	.p2align	4
.LBB15_12:
	movq	%rbp, %rdi
	movq	%r15, %rsi
	callq	*144(%rsp)
	movq	%rax, %r11
	jmp	.LBB15_28
.LBB15_13:
	testq	%rax, %rax
	setne	%bl
	jmp	.LBB15_15
.LBB15_14:
	xorl	%ebx, %ebx
.LBB15_15:
	movq	48(%rsp), %rax
	movq	8(%rax), %rdi
	movq	16(%rax), %rsi
	movq	%rdi, 24(%rsp)
	movq	%rsi, 96(%rsp)
	movq	64(%rsp), %rbp
	callq	*%rbp
	movq	%rax, %r14
	movq	%rdx, %r12
	movq	72(%rsp), %rdi
	movq	16(%rsp), %rsi
	callq	*%rbp
	testq	%r14, %r14
	movl	%r13d, 112(%rsp)
	je	.LBB15_18
	testq	%rax, %rax
	je	.LBB15_20
	movq	%r12, %r13
	subq	%rdx, %r13
	cmovbq	%r12, %rdx
	movq	%r14, %rdi
	movq	%rax, %rsi
	movq	32(%rsp), %r14
	movabsq	$memcmp@GOT, %rax
	callq	*(%r14,%rax)
	cltq
	testl	%eax, %eax
	cmovneq	%rax, %r13
	shrq	$63, %r13
	jmp	.LBB15_19
.LBB15_18:
	testq	%rax, %rax
	setne	%r13b
	movq	32(%rsp), %r14
.LBB15_19:
	movq	80(%rsp), %rbp
	movq	%rbp, %r11
	cmpb	%r13b, %bl
	movl	112(%rsp), %r13d
	je	.LBB15_21
	jmp	.LBB15_28
.LBB15_20:
	movq	80(%rsp), %rbp
	movq	%rbp, %r11
	testb	%bl, %bl
	movq	32(%rsp), %r14
	jne	.LBB15_28
.LBB15_21:
	movq	24(%rsp), %rdi
	movq	96(%rsp), %rsi
	movq	64(%rsp), %rbp
	callq	*%rbp
	movq	%rax, %r14
	movq	%rdx, %r12
	movq	56(%rsp), %rdi
	movq	104(%rsp), %rsi
	callq	*%rbp
	testq	%r14, %r14
	je	.LBB15_24
	testq	%rax, %rax
	je	.LBB15_25
	movq	%r12, %r13
	subq	%rdx, %r13
	cmovbq	%r12, %rdx
	movq	%r14, %rdi
	movq	%rax, %rsi
	movq	32(%rsp), %r14
	movabsq	$memcmp@GOT, %rax
	callq	*(%r14,%rax)
	cltq
	testl	%eax, %eax
	cmovneq	%rax, %r13
	shrq	$63, %r13
	jmp	.LBB15_27
.LBB15_24:
	testq	%rax, %rax
	setne	%r13b
	jmp	.LBB15_26
.LBB15_25:
	xorl	%r13d, %r13d
.LBB15_26:
	movq	32(%rsp), %r14
.LBB15_27:
	xorb	%r13b, %bl
	cmovneq	48(%rsp), %r15
	movq	%r15, %r11
	movq	80(%rsp), %rbp
	movl	112(%rsp), %r13d
.LBB15_28:
	decl	%r13d
	movl	%r13d, 112(%rsp)
	movq	%r11, %rcx
	subq	%rbp, %rcx
	shrq	$3, %rcx
	movabsq	$-6148914691236517205, %rax
	imulq	%rax, %rcx
	movq	%rcx, 24(%rsp)
	movq	16(%r11), %rax
	movq	%rax, 176(%rsp)
	movups	(%r11), %xmm0
	movaps	%xmm0, 160(%rsp)
	cmpq	$0, 120(%rsp)
	movq	%r11, 16(%rsp)
	je	.LBB15_33
	movq	120(%rsp), %rax
	movq	8(%rax), %rbp
	movq	16(%rax), %r12
	movq	8(%r11), %rdi
	movq	16(%r11), %rsi
	movq	64(%rsp), %rbx
	callq	*%rbx
	movq	%rax, %r15
	movq	%rdx, %r13
	movq	%rbp, %rdi
	movq	%r12, %rsi
	callq	*%rbx
	testq	%r15, %r15
	je	.LBB15_32
	testq	%rax, %rax
	movq	16(%rsp), %r11
	je	.LBB15_60
	movq	%r13, %rbx
	subq	%rdx, %rbx
	cmovbq	%r13, %rdx
	movq	%r15, %rdi
	movq	%rax, %rsi
	movabsq	$memcmp@GOT, %rax
	callq	*(%r14,%rax)
	movq	16(%rsp), %r11
	cltq
	testl	%eax, %eax
	cmovneq	%rax, %rbx
	testq	%rbx, %rbx
	js	.LBB15_33
	jmp	.LBB15_60
	.p2align	4
.LBB15_32:
	testq	%rax, %rax
	movq	16(%rsp), %r11
	je	.LBB15_60
.LBB15_33:
	movq	40(%rsp), %rax
	cmpq	%rax, 128(%rsp)
	jb	.LBB15_152
	leaq	(%rax,%rax,2), %rcx
	movq	88(%rsp), %rax
	movq	%rcx, 152(%rsp)
	leaq	(%rax,%rcx,8), %r15
	xorl	%r13d, %r13d
	movq	80(%rsp), %r14
	movq	%r15, 96(%rsp)
	movq	24(%rsp), %rbx
	.p2align	4
.LBB15_35:
	movq	%rbx, 104(%rsp)
	leaq	(%rbx,%rbx,2), %rax
	movq	80(%rsp), %rcx
	leaq	(%rcx,%rax,8), %rax
	movq	%rax, 56(%rsp)
	cmpq	%rax, %r14
	jb	.LBB15_41
.LBB15_36:
	movq	40(%rsp), %rbx
	cmpq	%rbx, 104(%rsp)
	je	.LBB15_50
	leaq	(,%r13,2), %rax
	addq	%r13, %rax
	movq	16(%r14), %rcx
	movq	%rcx, -8(%r15,%rax,8)
	movups	(%r14), %xmm0
	movups	%xmm0, -24(%r15,%rax,8)
	addq	$-24, %r15
	addq	$24, %r14
	jmp	.LBB15_35
	.p2align	4
.LBB15_38:
	addq	$-24, %r15
	xorl	%eax, %eax
	movq	%r15, %rcx
	movq	48(%rsp), %r13
.LBB15_39:
	movq	16(%rsp), %r11
.LBB15_40:
	leaq	(,%r13,2), %rdx
	addq	%r13, %rdx
	movq	16(%r14), %rsi
	movq	%rsi, 16(%rcx,%rdx,8)
	movups	(%r14), %xmm0
	movups	%xmm0, (%rcx,%rdx,8)
	addq	%rax, %r13
	addq	$24, %r14
	cmpq	56(%rsp), %r14
	jae	.LBB15_36
.LBB15_41:
	movq	%r15, 72(%rsp)
	movq	%r13, 48(%rsp)
	movq	8(%r14), %r13
	movq	16(%r14), %rbx
	movq	8(%r11), %rdi
	movq	16(%r11), %rsi
	movq	64(%rsp), %r15
	callq	*%r15
	movq	%rax, %r12
	movq	%rdx, %rbp
	movq	%r13, %rdi
	movq	%rbx, %rsi
	callq	*%r15
	testq	%r12, %r12
	je	.LBB15_45
	testq	%rax, %rax
	movq	72(%rsp), %r15
	je	.LBB15_38
	movq	%rbp, %rbx
	subq	%rdx, %rbx
	cmovbq	%rbp, %rdx
	movq	%r12, %rdi
	movq	%rax, %rsi
	movq	32(%rsp), %rax
	movabsq	$memcmp@GOT, %rcx
	callq	*(%rax,%rcx)
	cltq
	testl	%eax, %eax
	cmovneq	%rax, %rbx
	addq	$-24, %r15
	testq	%rbx, %rbx
	movq	48(%rsp), %r13
	js	.LBB15_47
	xorl	%eax, %eax
	movq	%r15, %rcx
	jmp	.LBB15_39
	.p2align	4
.LBB15_45:
	movq	72(%rsp), %r15
	addq	$-24, %r15
	testq	%rax, %rax
	movq	16(%rsp), %r11
	je	.LBB15_49
	movq	48(%rsp), %r13
	jmp	.LBB15_48
.LBB15_47:
	movq	16(%rsp), %r11
.LBB15_48:
	movl	$1, %eax
	movq	88(%rsp), %rcx
	jmp	.LBB15_40
.LBB15_49:
	xorl	%eax, %eax
	movq	%r15, %rcx
	movq	48(%rsp), %r13
	jmp	.LBB15_40
	.p2align	4
.LBB15_50:
	leaq	(,%r13,8), %rax
	leaq	(%rax,%rax,2), %rdx
	movq	80(%rsp), %rdi
	movq	88(%rsp), %rsi
	movq	32(%rsp), %r14
	movabsq	$memcpy@GOT, %rax
	callq	*(%r14,%rax)
	movq	16(%rsp), %r11
	movq	%rbx, %rsi
	subq	%r13, %rsi
	movq	96(%rsp), %rbx
	je	.LBB15_57
	leaq	(,%r13,2), %rax
	addq	%r13, %rax
	movq	80(%rsp), %rcx
	leaq	(%rcx,%rax,8), %rax
	leaq	1(%r13), %rcx
	cmpq	%rcx, 40(%rsp)
	jne	.LBB15_53
	xorl	%edx, %edx
	jmp	.LBB15_56
	.p2align	4
.LBB15_53:
	movq	%rsi, %rcx
	andq	$-2, %rcx
	movq	136(%rsp), %rdx
	movq	152(%rsp), %rdi
	leaq	(%rdx,%rdi,8), %rdi
	movq	%rax, %r8
	xorl	%edx, %edx
	movabsq	$2305843009213693950, %r10
	.p2align	4
.LBB15_54:
	movq	%rdx, %r9
	movq	16(%rdi), %rdx
	movq	%rdx, 16(%r8)
	movups	(%rdi), %xmm0
	movups	%xmm0, (%r8)
	leaq	2(%r9), %rdx
	xorq	%r10, %r9
	leaq	(%r9,%r9,2), %r9
	movups	(%rbx,%r9,8), %xmm0
	movups	%xmm0, 24(%r8)
	movq	16(%rbx,%r9,8), %r9
	movq	%r9, 40(%r8)
	addq	$48, %r8
	addq	$-48, %rdi
	cmpq	%rdx, %rcx
	jne	.LBB15_54
	testb	$1, %sil
	je	.LBB15_57
.LBB15_56:
	leaq	(%rdx,%rdx,2), %rcx
	notq	%rdx
	leaq	(%rdx,%rdx,2), %rdx
	movq	16(%rbx,%rdx,8), %rdi
	movq	%rdi, 16(%rax,%rcx,8)
	movups	(%rbx,%rdx,8), %xmm0
	movups	%xmm0, (%rax,%rcx,8)
.LBB15_57:
	testq	%r13, %r13
	je	.LBB15_60
	cmpq	%r13, 40(%rsp)
	jb	.LBB15_153
	leaq	(,%r13,2), %rax
	addq	%r13, %rax
	movq	80(%rsp), %rcx
	leaq	(%rcx,%rax,8), %rdi
	movq	240(%rsp), %rax
	movq	%rax, (%rsp)
	movq	88(%rsp), %rdx
	movq	128(%rsp), %rcx
	movl	112(%rsp), %ebx
	movl	%ebx, %r8d
	leaq	160(%rsp), %r9
	movabsq	$_ZN4core5slice4sort6stable9quicksort9quicksort17h2dde13191dab2438E@GOT, %rax
	callq	*(%r14,%rax)
	movq	%r13, %rsi
	cmpq	$33, %r13
	jae	.LBB15_7
	jmp	.LBB15_1
	.p2align	4
.LBB15_60:
	movq	40(%rsp), %rax
	cmpq	%rax, 128(%rsp)
	jb	.LBB15_152
	leaq	(%rax,%rax,2), %rcx
	movq	88(%rsp), %rax
	movq	%rcx, 96(%rsp)
	leaq	(%rax,%rcx,8), %rdi
	xorl	%r15d, %r15d
	movq	80(%rsp), %r14
	movq	%rdi, 104(%rsp)
	movq	24(%rsp), %rsi
	.p2align	4
.LBB15_62:
	movq	%rsi, 24(%rsp)
	leaq	(%rsi,%rsi,2), %rax
	movq	80(%rsp), %rcx
	leaq	(%rcx,%rax,8), %rax
	movq	%rax, 56(%rsp)
	cmpq	%rax, %r14
	jb	.LBB15_69
.LBB15_63:
	movq	40(%rsp), %rsi
	cmpq	%rsi, 24(%rsp)
	je	.LBB15_74
	addq	$-24, %rdi
	leaq	(%r15,%r15,2), %rax
	movq	16(%r14), %rcx
	movq	88(%rsp), %rdx
	movq	%rcx, 16(%rdx,%rax,8)
	movups	(%r14), %xmm0
	movups	%xmm0, (%rdx,%rax,8)
	incq	%r15
	addq	$24, %r14
	jmp	.LBB15_62
	.p2align	4
.LBB15_65:
	movq	72(%rsp), %rdi
	addq	$-24, %rdi
	testq	%rax, %rax
	je	.LBB15_73
	movq	16(%rsp), %r11
	movq	48(%rsp), %r15
.LBB15_67:
	xorl	%eax, %eax
	movq	%rdi, %rcx
.LBB15_68:
	leaq	(%r15,%r15,2), %rdx
	movq	16(%r14), %rsi
	movq	%rsi, 16(%rcx,%rdx,8)
	movups	(%r14), %xmm0
	movups	%xmm0, (%rcx,%rdx,8)
	addq	%rax, %r15
	addq	$24, %r14
	cmpq	56(%rsp), %r14
	jae	.LBB15_63
.LBB15_69:
	movq	%rdi, 72(%rsp)
	movq	%r15, 48(%rsp)
	movq	8(%r14), %rdi
	movq	16(%r14), %rsi
	movq	8(%r11), %rbx
	movq	16(%r11), %r13
	movq	64(%rsp), %r12
	callq	*%r12
	movq	%rax, %r15
	movq	%rdx, %rbp
	movq	%rbx, %rdi
	movq	%r13, %rsi
	callq	*%r12
	testq	%r15, %r15
	je	.LBB15_65
	testq	%rax, %rax
	je	.LBB15_72
	movq	%rbp, %rbx
	subq	%rdx, %rbx
	cmovbq	%rbp, %rdx
	movq	%r15, %rdi
	movq	%rax, %rsi
	movq	32(%rsp), %rax
	movabsq	$memcmp@GOT, %rcx
	callq	*(%rax,%rcx)
	cltq
	testl	%eax, %eax
	cmovneq	%rax, %rbx
	movq	72(%rsp), %rdi
	addq	$-24, %rdi
	movl	$1, %eax
	movq	88(%rsp), %rcx
	testq	%rbx, %rbx
	movq	16(%rsp), %r11
	movq	48(%rsp), %r15
	jns	.LBB15_68
	jmp	.LBB15_67
	.p2align	4
.LBB15_72:
	movq	72(%rsp), %rdi
	addq	$-24, %rdi
.LBB15_73:
	movl	$1, %eax
	movq	88(%rsp), %rcx
	movq	16(%rsp), %r11
	movq	48(%rsp), %r15
	jmp	.LBB15_68
	.p2align	4
.LBB15_74:
	leaq	(,%r15,8), %rax
	leaq	(%rax,%rax,2), %rdx
	movq	80(%rsp), %rbx
	movq	%rbx, %rdi
	movq	88(%rsp), %rsi
	movq	32(%rsp), %r14
	movabsq	$memcpy@GOT, %rax
	callq	*(%r14,%rax)
	movq	40(%rsp), %rsi
	movq	%rsi, %r13
	subq	%r15, %r13
	je	.LBB15_148
	leaq	(%r15,%r15,2), %rax
	leaq	(%rbx,%rax,8), %rcx
	leaq	1(%r15), %rdx
	cmpq	%rdx, %rsi
	jne	.LBB15_77
	xorl	%esi, %esi
	movq	104(%rsp), %r11
	jmp	.LBB15_80
	.p2align	4
.LBB15_77:
	movq	%r13, %rdx
	andq	$-2, %rdx
	movq	136(%rsp), %rsi
	movq	96(%rsp), %rdi
	leaq	(%rsi,%rdi,8), %rdi
	movq	%rcx, %r8
	xorl	%esi, %esi
	movabsq	$2305843009213693950, %r10
	movq	104(%rsp), %r11
	.p2align	4
.LBB15_78:
	movq	%rsi, %r9
	movq	16(%rdi), %rsi
	movq	%rsi, 16(%r8)
	movups	(%rdi), %xmm0
	movups	%xmm0, (%r8)
	leaq	2(%r9), %rsi
	xorq	%r10, %r9
	leaq	(%r9,%r9,2), %r9
	movups	(%r11,%r9,8), %xmm0
	movups	%xmm0, 24(%r8)
	movq	16(%r11,%r9,8), %r9
	movq	%r9, 40(%r8)
	addq	$48, %r8
	addq	$-48, %rdi
	cmpq	%rsi, %rdx
	jne	.LBB15_78
	testb	$1, %r13b
	je	.LBB15_81
.LBB15_80:
	leaq	(%rsi,%rsi,2), %rdx
	notq	%rsi
	leaq	(%rsi,%rsi,2), %rsi
	movq	16(%r11,%rsi,8), %rdi
	movq	%rdi, 16(%rcx,%rdx,8)
	movups	(%r11,%rsi,8), %xmm0
	movups	%xmm0, (%rcx,%rdx,8)
.LBB15_81:
	movq	40(%rsp), %rdx
	cmpq	%r15, %rdx
	jb	.LBB15_154
	movq	80(%rsp), %rcx
	leaq	(%rcx,%rax,8), %rcx
	movq	%rcx, 80(%rsp)
	movl	$0, %eax
	movq	%rax, 120(%rsp)
	cmpq	$33, %r13
	jae	.LBB15_6
	jmp	.LBB15_1
.LBB15_83:
	movabsq	$_ZN4core5slice4sort6stable5drift4sort17h0069b645cce0ba51E@GOTOFF, %rax
	addq	%rax, %r14
	movq	80(%rsp), %rdi
	movq	88(%rsp), %rdx
	movq	128(%rsp), %rcx
	movl	$1, %r8d
	movq	240(%rsp), %r9
	callq	*%r14
	jmp	.LBB15_148
.LBB15_84:
	movq	16(%rdi), %rax
	movq	%rax, 16(%rsi)
	movups	(%rdi), %xmm0
	movups	%xmm0, (%rsi)
	movq	16(%rcx), %rax
	movq	%rax, 16(%r15)
	movups	(%rcx), %xmm0
	movups	%xmm0, (%r15)
	movl	$1, %eax
	movq	%rax, 40(%rsp)
	cmpq	112(%rsp), %rax
	jae	.LBB15_105
.LBB15_85:
	movq	40(%rsp), %rbp
	leaq	(,%rbp,2), %rax
	addq	%rbp, %rax
	leaq	-24(,%rax,8), %rbx
	movabsq	$_RNvMs16_NtCsjrHSEGnQ3l9_3std4pathNtB6_4Path9file_name@GOT, %rax
	movq	32(%rsp), %rcx
	movq	(%rcx,%rax), %r14
	movq	%r14, 104(%rsp)
	jmp	.LBB15_89
.LBB15_86:
	movq	96(%rsp), %rdx
	movq	120(%rsp), %rbx
	movq	24(%rsp), %rbp
	movq	56(%rsp), %rsi
.LBB15_87:
	movq	%rdx, (%rsi)
	movq	64(%rsp), %rax
	movq	%rax, 8(%rsi)
	movq	16(%rsp), %rax
	movq	%rax, 16(%rsi)
.LBB15_88:
	incq	%rbp
	addq	$24, %rbx
	cmpq	112(%rsp), %rbp
	movq	104(%rsp), %r14
	je	.LBB15_105
.LBB15_89:
	movq	%rbp, 24(%rsp)
	leaq	(,%rbp,8), %rax
	leaq	(%rax,%rax,2), %r15
	movq	80(%rsp), %rcx
	movups	(%rcx,%r15), %xmm0
	movq	88(%rsp), %rax
	movups	%xmm0, (%rax,%r15)
	movq	16(%rcx,%r15), %r12
	movq	%r12, 16(%rax,%r15)
	movq	8(%rax,%r15), %rbp
	movq	-16(%rax,%r15), %rdi
	movq	-8(%rax,%r15), %rsi
	callq	*%r14
	movq	%r14, %rcx
	movq	%rax, %r14
	movq	%rdx, %r13
	movq	%rbp, %rdi
	movq	%r12, %rsi
	callq	*%rcx
	testq	%r14, %r14
	je	.LBB15_92
	testq	%rax, %rax
	movq	24(%rsp), %rbp
	je	.LBB15_88
	movq	%r13, %r12
	subq	%rdx, %r12
	cmovbq	%r13, %rdx
	movq	%r14, %rdi
	movq	%rax, %rsi
	movq	32(%rsp), %rax
	movabsq	$memcmp@GOT, %rcx
	callq	*(%rax,%rcx)
	cltq
	testl	%eax, %eax
	cmovneq	%rax, %r12
	testq	%r12, %r12
	jns	.LBB15_88
	jmp	.LBB15_93
	.p2align	4
.LBB15_92:
	testq	%rax, %rax
	movq	24(%rsp), %rbp
	je	.LBB15_88
.LBB15_93:
	movq	88(%rsp), %r14
	leaq	(%r14,%r15), %rax
	leaq	(%r14,%r15), %rsi
	addq	$-24, %rsi
	movq	(%rax), %rdx
	movq	8(%rax), %rcx
	movq	%rcx, 64(%rsp)
	movq	16(%rax), %rcx
	movq	%rcx, 16(%rsp)
	movups	(%rsi), %xmm0
	movups	%xmm0, (%rax)
	movq	16(%rsi), %rcx
	movq	%rcx, 16(%rax)
	cmpq	$1, %rbp
	je	.LBB15_87
	movq	%rdx, 96(%rsp)
	movq	%rbx, 120(%rsp)
	movq	%rbx, %rbp
	jmp	.LBB15_97
	.p2align	4
.LBB15_95:
	testq	%rax, %rax
	je	.LBB15_103
.LBB15_96:
	movq	56(%rsp), %rsi
	addq	$-24, %rsi
	leaq	(%r14,%rbp), %rax
	addq	$-24, %rax
	movq	16(%rax), %rcx
	movq	%rcx, 16(%r12)
	movups	(%rax), %xmm0
	movups	%xmm0, (%r12)
	addq	$-24, %rbp
	je	.LBB15_102
.LBB15_97:
	movq	%rsi, 56(%rsp)
	leaq	(%r14,%rbp), %r12
	movq	-16(%r14,%rbp), %rdi
	movq	-8(%r14,%rbp), %rsi
.Ltmp43:
	movq	104(%rsp), %r15
	callq	*%r15
.Ltmp44:
.Ltmp45:
	movq	%rax, %r13
	movq	%rdx, %rbx
	movq	64(%rsp), %rdi
	movq	16(%rsp), %rsi
	callq	*%r15
.Ltmp46:
	testq	%r13, %r13
	je	.LBB15_95
	testq	%rax, %rax
	je	.LBB15_86
	movq	%rbx, %r14
	subq	%rdx, %r14
	cmovbq	%rbx, %rdx
	movq	%r13, %rdi
	movq	%rax, %rsi
	movq	32(%rsp), %rax
	movabsq	$memcmp@GOT, %rcx
	callq	*(%rax,%rcx)
	cltq
	testl	%eax, %eax
	cmovneq	%rax, %r14
	testq	%r14, %r14
	movq	88(%rsp), %r14
	js	.LBB15_96
	jmp	.LBB15_86
.LBB15_102:
	movq	%r14, %rsi
	jmp	.LBB15_104
.LBB15_103:
	addq	%r14, %rbp
	movq	%rbp, %rsi
.LBB15_104:
	movq	96(%rsp), %rdx
	movq	120(%rsp), %rbx
	movq	24(%rsp), %rbp
	jmp	.LBB15_87
.LBB15_105:
	movq	48(%rsp), %rax
	subq	112(%rsp), %rax
	movq	40(%rsp), %rdx
	movq	%rax, 104(%rsp)
	cmpq	%rax, %rdx
	jae	.LBB15_125
	leaq	(%rdx,%rdx,2), %rax
	leaq	-24(,%rax,8), %rbx
	movabsq	$_RNvMs16_NtCsjrHSEGnQ3l9_3std4pathNtB6_4Path9file_name@GOT, %rax
	movq	32(%rsp), %rcx
	movq	(%rcx,%rax), %r14
	movq	%r14, 56(%rsp)
	jmp	.LBB15_111
.LBB15_107:
	movq	%rdx, %rbp
.LBB15_108:
	movq	96(%rsp), %rsi
	movq	24(%rsp), %rbx
.LBB15_109:
	movq	%rsi, (%rbp)
	movq	64(%rsp), %rax
	movq	%rax, 8(%rbp)
	movq	16(%rsp), %rax
	movq	%rax, 16(%rbp)
.LBB15_110:
	movq	40(%rsp), %rdx
	incq	%rdx
	addq	$24, %rbx
	cmpq	104(%rsp), %rdx
	movq	56(%rsp), %r14
	je	.LBB15_125
.LBB15_111:
	movq	%rdx, 40(%rsp)
	leaq	(,%rdx,8), %rax
	leaq	(%rax,%rax,2), %r15
	movq	128(%rsp), %rcx
	movups	(%rcx,%r15), %xmm0
	movq	72(%rsp), %rax
	movups	%xmm0, (%rax,%r15)
	movq	16(%rcx,%r15), %r12
	movq	%r12, 16(%rax,%r15)
	movq	8(%rax,%r15), %rbp
	movq	-16(%rax,%r15), %rdi
	movq	-8(%rax,%r15), %rsi
	callq	*%r14
	movq	%r14, %rcx
	movq	%rax, %r14
	movq	%rdx, %r13
	movq	%rbp, %rdi
	movq	%r12, %rsi
	callq	*%rcx
	testq	%r14, %r14
	je	.LBB15_114
	testq	%rax, %rax
	je	.LBB15_110
	movq	%r13, %r12
	subq	%rdx, %r12
	cmovbq	%r13, %rdx
	movq	%r14, %rdi
	movq	%rax, %rsi
	movq	32(%rsp), %rax
	movabsq	$memcmp@GOT, %rcx
	callq	*(%rax,%rcx)
	cltq
	testl	%eax, %eax
	cmovneq	%rax, %r12
	testq	%r12, %r12
	jns	.LBB15_110
	jmp	.LBB15_115
	.p2align	4
.LBB15_114:
	testq	%rax, %rax
	je	.LBB15_110
.LBB15_115:
	movq	72(%rsp), %rdx
	leaq	(%rdx,%r15), %rax
	leaq	(%rdx,%r15), %rbp
	addq	$-24, %rbp
	movq	(%rax), %rsi
	movq	8(%rax), %rcx
	movq	%rcx, 64(%rsp)
	movq	16(%rax), %rcx
	movq	%rcx, 16(%rsp)
	movups	(%rbp), %xmm0
	movups	%xmm0, (%rax)
	movq	16(%rbp), %rcx
	movq	%rcx, 16(%rax)
	cmpq	$1, 40(%rsp)
	je	.LBB15_109
	movq	%rsi, 96(%rsp)
	movq	%rbx, 24(%rsp)
	movq	%rbx, %r15
	movq	56(%rsp), %r14
	jmp	.LBB15_119
	.p2align	4
.LBB15_117:
	testq	%rax, %rax
	je	.LBB15_124
.LBB15_118:
	addq	$-24, %rbp
	movq	72(%rsp), %rdx
	leaq	(%rdx,%r15), %rax
	addq	$-24, %rax
	movq	16(%rax), %rcx
	movq	%rcx, 16(%r12)
	movups	(%rax), %xmm0
	movups	%xmm0, (%r12)
	addq	$-24, %r15
	je	.LBB15_107
.LBB15_119:
	leaq	(%rdx,%r15), %r12
	movq	-16(%rdx,%r15), %rdi
	movq	-8(%rdx,%r15), %rsi
.Ltmp48:
	callq	*%r14
.Ltmp49:
.Ltmp50:
	movq	%rax, %r13
	movq	%rdx, %rbx
	movq	64(%rsp), %rdi
	movq	16(%rsp), %rsi
	callq	*%r14
.Ltmp51:
	testq	%r13, %r13
	je	.LBB15_117
	testq	%rax, %rax
	je	.LBB15_108
	movq	%rbx, %r14
	subq	%rdx, %r14
	cmovbq	%rbx, %rdx
	movq	%r13, %rdi
	movq	%rax, %rsi
	movq	32(%rsp), %rax
	movabsq	$memcmp@GOT, %rcx
	callq	*(%rax,%rcx)
	cltq
	testl	%eax, %eax
	cmovneq	%rax, %r14
	testq	%r14, %r14
	movq	56(%rsp), %r14
	js	.LBB15_118
	jmp	.LBB15_108
.LBB15_124:
	addq	72(%rsp), %r15
	movq	%r15, %rbp
	jmp	.LBB15_108
.LBB15_125:
	movq	48(%rsp), %rax
	leaq	(%rax,%rax,2), %rax
	movq	80(%rsp), %rsi
	leaq	(%rsi,%rax,8), %rbx
	addq	$-24, %rbx
	movq	88(%rsp), %r10
	leaq	-24(%r10,%rax,8), %r9
	movq	72(%rsp), %rdi
	leaq	-24(%rdi), %r8
	movabsq	$_RNvMs16_NtCsjrHSEGnQ3l9_3std4pathNtB6_4Path9file_name@GOT, %rax
	movq	32(%rsp), %rcx
	movq	(%rcx,%rax), %r11
	movq	%rsi, 104(%rsp)
	movq	%r11, 40(%rsp)
	jmp	.LBB15_129
	.p2align	4
.LBB15_126:
	testq	%rax, %rax
	movq	32(%rsp), %r14
	movq	64(%rsp), %r9
	je	.LBB15_142
.LBB15_127:
	movb	$1, %al
	movq	16(%rsp), %r8
	movq	%r8, %rcx
	movq	48(%rsp), %r12
	movq	72(%rsp), %rdi
.LBB15_128:
	movq	56(%rsp), %r10
	movq	40(%rsp), %r11
	movq	24(%rsp), %rbx
	movzbl	%r15b, %edx
	xorb	$1, %r15b
	leaq	(%rdx,%rdx,2), %rdx
	leaq	(%rdi,%rdx,8), %rdi
	movzbl	%r15b, %edx
	leaq	(%rdx,%rdx,2), %rdx
	leaq	(%r10,%rdx,8), %r10
	addq	$24, 104(%rsp)
	movq	16(%rcx), %rdx
	movq	%rdx, 16(%rbx)
	movups	(%rcx), %xmm0
	movups	%xmm0, (%rbx)
	movzbl	%al, %eax
	leaq	(%rax,%rax,2), %rcx
	leaq	(%r9,%rcx,8), %r9
	addq	$-24, %r9
	negq	%rax
	leaq	(%rax,%rax,2), %rax
	leaq	(%r8,%rax,8), %r8
	addq	$-24, %rbx
	decq	112(%rsp)
	je	.LBB15_145
.LBB15_129:
	movq	%rbx, 24(%rsp)
	movq	%r9, 64(%rsp)
	movq	%r8, 16(%rsp)
	movq	8(%rdi), %rbp
	movq	%rdi, 72(%rsp)
	movq	16(%rdi), %r12
	movq	8(%r10), %rdi
	movq	%r10, 56(%rsp)
	movq	16(%r10), %rsi
.Ltmp53:
	movq	%r11, %r15
	callq	*%r11
.Ltmp54:
.Ltmp55:
	movq	%rax, %r14
	movq	%rdx, %r13
	movq	%rbp, %rdi
	movq	%r12, %rsi
	callq	*%r15
.Ltmp56:
	testq	%r14, %r14
	je	.LBB15_135
	testq	%rax, %rax
	je	.LBB15_134
	movq	%r13, %r15
	subq	%rdx, %r15
	cmovbq	%r13, %rdx
	movq	%r14, %rdi
	movq	%rax, %rsi
	movq	32(%rsp), %rax
	movabsq	$memcmp@GOT, %rcx
	callq	*(%rax,%rcx)
	cltq
	testl	%eax, %eax
	cmovneq	%rax, %r15
	testq	%r15, %r15
	js	.LBB15_136
.LBB15_134:
	xorl	%r15d, %r15d
	movq	56(%rsp), %rax
	jmp	.LBB15_137
	.p2align	4
.LBB15_135:
	testq	%rax, %rax
	je	.LBB15_134
.LBB15_136:
	movb	$1, %r15b
	movq	72(%rsp), %rax
.LBB15_137:
	movq	16(%rsp), %rdx
	movq	64(%rsp), %rsi
	movq	40(%rsp), %rbx
	movq	16(%rax), %rcx
	movq	104(%rsp), %rdi
	movq	%rcx, 16(%rdi)
	movups	(%rax), %xmm0
	movups	%xmm0, (%rdi)
	movq	8(%rsi), %r12
	movq	16(%rsi), %rbp
	movq	8(%rdx), %rdi
	movq	16(%rdx), %rsi
.Ltmp57:
	callq	*%rbx
.Ltmp58:
.Ltmp59:
	movq	%rax, %r14
	movq	%rdx, %r13
	movq	%r12, %rdi
	movq	%rbp, %rsi
	callq	*%rbx
.Ltmp60:
	testq	%r14, %r14
	je	.LBB15_126
	testq	%rax, %rax
	je	.LBB15_143
	movq	%r13, %r12
	subq	%rdx, %r12
	cmovbq	%r13, %rdx
	movq	%r14, %rdi
	movq	%rax, %rsi
	movq	32(%rsp), %r14
	movabsq	$memcmp@GOT, %rax
	callq	*(%r14,%rax)
	cltq
	testl	%eax, %eax
	cmovneq	%rax, %r12
	testq	%r12, %r12
	movq	64(%rsp), %r9
	js	.LBB15_127
.LBB15_142:
	xorl	%eax, %eax
	movq	%r9, %rcx
	jmp	.LBB15_144
	.p2align	4
.LBB15_143:
	xorl	%eax, %eax
	movq	64(%rsp), %r9
	movq	%r9, %rcx
	movq	32(%rsp), %r14
.LBB15_144:
	movq	48(%rsp), %r12
	movq	72(%rsp), %rdi
	movq	16(%rsp), %r8
	jmp	.LBB15_128
.LBB15_145:
	addq	$24, %r8
	addq	$24, %r9
	testb	$1, %r12b
	jne	.LBB15_149
	cmpq	%r9, %rdi
	setne	%al
	cmpq	%r8, %r10
	jne	.LBB15_150
.LBB15_147:
	testb	%al, %al
	jne	.LBB15_151
.LBB15_148:
	addq	$184, %rsp
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
.LBB15_149:
	.cfi_def_cfa_offset 240
	xorl	%eax, %eax
	xorl	%ecx, %ecx
	cmpq	%r8, %r10
	setae	%al
	setb	%cl
	movq	%rdi, %rdx
	cmovbq	%r10, %rdx
	movq	16(%rdx), %rsi
	movq	104(%rsp), %r11
	movq	%rsi, 16(%r11)
	movups	(%rdx), %xmm0
	movups	%xmm0, (%r11)
	leaq	(%rcx,%rcx,2), %rcx
	leaq	(%r10,%rcx,8), %r10
	leaq	(%rax,%rax,2), %rax
	leaq	(%rdi,%rax,8), %rdi
	cmpq	%r9, %rdi
	setne	%al
	cmpq	%r8, %r10
	je	.LBB15_147
.LBB15_150:
	movb	$1, %al
	testb	%al, %al
	je	.LBB15_148
.LBB15_151:
.Ltmp62:
	movabsq	$_RNvNtNtNtNtCsgEmfK2I1SDS_4core5slice4sort6shared9smallsort22panic_on_ord_violation@GOT, %rax
	callq	*(%r14,%rax)
.Ltmp63:
.LBB15_152:
	ud2
.LBB15_153:
	movabsq	$.Lanon.d053acb6a4a80daa36fb3d5d328ec401.4@GOTOFF, %rdi
	addq	%r14, %rdi
	movabsq	$.Lanon.d053acb6a4a80daa36fb3d5d328ec401.6@GOTOFF, %rdx
	addq	%r14, %rdx
	movabsq	$_RNvNtCsgEmfK2I1SDS_4core9panicking9panic_fmt@GOT, %rax
	movl	$19, %esi
	callq	*(%r14,%rax)
.LBB15_154:
	movabsq	$.Lanon.d053acb6a4a80daa36fb3d5d328ec401.7@GOTOFF, %rcx
	addq	%r14, %rcx
	movabsq	$_RNvNtNtCsgEmfK2I1SDS_4core5slice5index16slice_index_fail@GOT, %rax
	movq	%r15, %rdi
	movq	%rdx, %rsi
	callq	*(%r14,%rax)
.LBB15_155:
.Ltmp52:
	jmp	.LBB15_157
.LBB15_156:
.Ltmp47:
.LBB15_157:
	movq	%rax, %rbx
	movq	96(%rsp), %rax
	movq	%rax, (%r12)
	movq	64(%rsp), %rax
	movq	%rax, 8(%r12)
	movq	16(%rsp), %rax
	movq	%rax, 16(%r12)
	movq	32(%rsp), %r14
	movabsq	$_Unwind_Resume@GOT, %rax
	movq	%rbx, %rdi
	callq	*(%r14,%rax)
.LBB15_158:
.Ltmp61:
	movq	%rax, %rbx
	movq	32(%rsp), %r14
	movq	48(%rsp), %r12
	jmp	.LBB15_160
.LBB15_159:
.Ltmp64:
	movq	%rax, %rbx
.LBB15_160:
	shlq	$3, %r12
	leaq	(%r12,%r12,2), %rdx
	movabsq	$memcpy@GOT, %rax
	movq	80(%rsp), %rdi
	movq	88(%rsp), %rsi
	callq	*(%r14,%rax)
	movabsq	$_Unwind_Resume@GOT, %rax
	movq	%rbx, %rdi
	callq	*(%r14,%rax)
.Lfunc_end15:
	.size	_ZN4core5slice4sort6stable9quicksort9quicksort17h2dde13191dab2438E, .Lfunc_end15-_ZN4core5slice4sort6stable9quicksort9quicksort17h2dde13191dab2438E
	.cfi_endproc
	.section	.gcc_except_table._ZN4core5slice4sort6stable9quicksort9quicksort17h2dde13191dab2438E,"a",@progbits
	.p2align	2, 0x0
GCC_except_table15:
.Lexception5:
	.byte	255
	.byte	255
	.byte	1
	.uleb128 .Lcst_end5-.Lcst_begin5
.Lcst_begin5:
	.uleb128 .Lfunc_begin5-.Lfunc_begin5
	.uleb128 .Ltmp43-.Lfunc_begin5
	.byte	0
	.byte	0
	.uleb128 .Ltmp43-.Lfunc_begin5
	.uleb128 .Ltmp46-.Ltmp43
	.uleb128 .Ltmp47-.Lfunc_begin5
	.byte	0
	.uleb128 .Ltmp46-.Lfunc_begin5
	.uleb128 .Ltmp48-.Ltmp46
	.byte	0
	.byte	0
	.uleb128 .Ltmp48-.Lfunc_begin5
	.uleb128 .Ltmp51-.Ltmp48
	.uleb128 .Ltmp52-.Lfunc_begin5
	.byte	0
	.uleb128 .Ltmp51-.Lfunc_begin5
	.uleb128 .Ltmp53-.Ltmp51
	.byte	0
	.byte	0
	.uleb128 .Ltmp53-.Lfunc_begin5
	.uleb128 .Ltmp56-.Ltmp53
	.uleb128 .Ltmp61-.Lfunc_begin5
	.byte	0
	.uleb128 .Ltmp56-.Lfunc_begin5
	.uleb128 .Ltmp57-.Ltmp56
	.byte	0
	.byte	0
	.uleb128 .Ltmp57-.Lfunc_begin5
	.uleb128 .Ltmp60-.Ltmp57
	.uleb128 .Ltmp61-.Lfunc_begin5
	.byte	0
	.uleb128 .Ltmp60-.Lfunc_begin5
	.uleb128 .Ltmp62-.Ltmp60
	.byte	0
	.byte	0
	.uleb128 .Ltmp62-.Lfunc_begin5
	.uleb128 .Ltmp63-.Ltmp62
	.uleb128 .Ltmp64-.Lfunc_begin5
	.byte	0
	.uleb128 .Ltmp63-.Lfunc_begin5
	.uleb128 .Lfunc_end15-.Ltmp63
	.byte	0
	.byte	0
.Lcst_end5:
	.p2align	2, 0x0

	.section	.ltext._ZN4glob18in_char_specifiers17hdc484b1fb53b6e6aE,"axl",@progbits
	.p2align	4
	.type	_ZN4glob18in_char_specifiers17hdc484b1fb53b6e6aE,@function
_ZN4glob18in_char_specifiers17hdc484b1fb53b6e6aE:
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
	subq	$104, %rsp
	.cfi_def_cfa_offset 160
	.cfi_offset %rbx, -56
	.cfi_offset %r12, -48
	.cfi_offset %r13, -40
	.cfi_offset %r14, -32
	.cfi_offset %r15, -24
	.cfi_offset %rbp, -16
.L16$pb:
	leaq	.L16$pb(%rip), %rax
	movabsq	$_GLOBAL_OFFSET_TABLE_-.L16$pb, %r8
	addq	%rax, %r8
	testq	%rsi, %rsi
	je	.LBB16_1
	movq	%rdi, %r14
	leaq	(%rdi,%rsi,8), %rsi
	cmpl	$127, %edx
	seta	%al
	orb	%cl, %al
	leal	-65(%rdx), %r9d
	movl	%edx, %r11d
	orl	$32, %r11d
	cmpl	$26, %r9d
	cmovael	%edx, %r11d
	notb	%cl
	cmpl	$128, %edx
	setb	%r10b
	andb	%cl, %r10b
	testb	$1, %al
	je	.LBB16_4
	testb	%r10b, %r10b
	jne	.LBB16_13
	jmp	.LBB16_9
	.p2align	4
.LBB16_14:
	cmpl	%ecx, %edx
	setae	%cl
	cmpl	%eax, %edx
	setbe	%al
	testb	%al, %cl
	jne	.LBB16_30
.LBB16_18:
	addq	$8, %r14
	cmpq	%rsi, %r14
	je	.LBB16_1
.LBB16_13:
	movl	(%r14), %ecx
	movl	4(%r14), %eax
	cmpl	$1114112, %ecx
	jne	.LBB16_14
	cmpl	$128, %eax
	jae	.LBB16_16
	leal	-65(%rax), %ecx
	movl	%eax, %r8d
	orl	$32, %r8d
	cmpl	$26, %ecx
	cmovael	%eax, %r8d
	cmpl	%r8d, %r11d
	jne	.LBB16_18
	jmp	.LBB16_30
	.p2align	4
.LBB16_16:
	cmpl	%eax, %edx
	jne	.LBB16_18
	jmp	.LBB16_30
	.p2align	4
.LBB16_11:
	cmpl	%eax, %edx
	je	.LBB16_30
.LBB16_12:
	addq	$8, %r14
	cmpq	%rsi, %r14
	je	.LBB16_1
.LBB16_9:
	movl	(%r14), %ecx
	movl	4(%r14), %eax
	cmpl	$1114112, %ecx
	je	.LBB16_11
	cmpl	%ecx, %edx
	setae	%cl
	cmpl	%eax, %edx
	setbe	%al
	testb	%al, %cl
	je	.LBB16_12
	jmp	.LBB16_30
.LBB16_4:
	leaq	88(%rsp), %r9
	movabsq	$_RNvNtNtNtCsgEmfK2I1SDS_4core7unicode12unicode_data11conversions8to_upper@GOT, %rax
	leaq	12(%rsp), %rdi
	movq	(%r8,%rax), %rbx
	movabsq	$_RNvXsE_NtCsgEmfK2I1SDS_4core4charNtB5_11ToUppercaseNtNtNtNtB7_4iter6traits8iterator8Iterator4next@GOT, %rax
	movq	%r8, 32(%rsp)
	movq	(%r8,%rax), %rax
	movq	%rax, 48(%rsp)
	movq	%rsi, 64(%rsp)
	movl	%r11d, 24(%rsp)
	movb	%r10b, 11(%rsp)
	movq	%rdx, 56(%rsp)
	movq	%rbx, 40(%rsp)
	jmp	.LBB16_5
	.p2align	4
.LBB16_7:
	cmpl	%r15d, %edx
	setae	%al
	cmpl	%r12d, %edx
	setbe	%cl
	testb	%cl, %al
	jne	.LBB16_30
.LBB16_22:
	addq	$8, %r14
	cmpq	%rsi, %r14
	je	.LBB16_1
.LBB16_5:
	movl	(%r14), %r15d
	movl	4(%r14), %r12d
	cmpl	$1114112, %r15d
	jne	.LBB16_6
	cmpl	$128, %r12d
	setb	%al
	testb	%al, %r10b
	je	.LBB16_20
	leal	-65(%r12), %eax
	movl	%r12d, %ecx
	orl	$32, %ecx
	cmpl	$26, %eax
	cmovael	%r12d, %ecx
	cmpl	%ecx, %r11d
	jne	.LBB16_22
	jmp	.LBB16_30
	.p2align	4
.LBB16_6:
	cmpl	$128, %r15d
	jae	.LBB16_7
	cmpl	$127, %r12d
	ja	.LBB16_7
	leal	-65(%r15), %eax
	movl	%r15d, %ebp
	orl	$32, %ebp
	cmpl	$26, %eax
	cmovael	%r15d, %ebp
	leal	-65(%r12), %eax
	movl	%r12d, %r13d
	orl	$32, %r13d
	cmpl	$26, %eax
	cmovael	%r12d, %r13d
	movl	%ebp, %esi
	movq	%rbx, %rax
	movq	%r9, %rbx
	callq	*%rax
	cmpl	$1, 16(%rsp)
	movl	20(%rsp), %eax
	movl	$2, %ecx
	sbbq	$0, %rcx
	testl	%eax, %eax
	movl	$3, %edx
	cmovneq	%rdx, %rcx
	movl	%eax, 8(%rbx)
	movq	12(%rsp), %rax
	movq	%rax, (%rbx)
	movq	$0, 72(%rsp)
	movq	%rcx, 80(%rsp)
	leaq	72(%rsp), %rdi
	callq	*48(%rsp)
	cmpl	$1114112, %eax
	je	.LBB16_31
	movl	%eax, 28(%rsp)
	leaq	12(%rsp), %rdi
	movl	%r13d, %esi
	callq	*40(%rsp)
	cmpl	$1, 16(%rsp)
	movl	20(%rsp), %eax
	movl	$2, %ecx
	sbbq	$0, %rcx
	testl	%eax, %eax
	movl	$3, %edx
	cmovneq	%rdx, %rcx
	movl	%eax, 8(%rbx)
	movq	12(%rsp), %rax
	movq	%rax, (%rbx)
	movq	$0, 72(%rsp)
	movq	%rcx, 80(%rsp)
	leaq	72(%rsp), %rdi
	callq	*48(%rsp)
	cmpl	$1114112, %eax
	je	.LBB16_33
	cmpl	28(%rsp), %ebp
	movq	64(%rsp), %rsi
	movl	24(%rsp), %r11d
	movzbl	11(%rsp), %r10d
	leaq	88(%rsp), %r9
	movq	56(%rsp), %rdx
	leaq	12(%rsp), %rdi
	movq	40(%rsp), %rbx
	je	.LBB16_7
	cmpl	%eax, %r13d
	je	.LBB16_7
	cmpl	%ebp, %r11d
	jb	.LBB16_7
	cmpl	%r13d, %r11d
	ja	.LBB16_7
	jmp	.LBB16_30
	.p2align	4
.LBB16_20:
	cmpl	%r12d, %edx
	jne	.LBB16_22
.LBB16_30:
	movb	$1, %al
	jmp	.LBB16_2
.LBB16_1:
	xorl	%eax, %eax
.LBB16_2:
	addq	$104, %rsp
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
.LBB16_31:
	.cfi_def_cfa_offset 160
	movabsq	$.Lanon.d053acb6a4a80daa36fb3d5d328ec401.9@GOTOFF, %rdi
	movq	32(%rsp), %rcx
	addq	%rcx, %rdi
	movabsq	$_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed@GOT, %rax
	callq	*(%rcx,%rax)
.LBB16_33:
	movabsq	$.Lanon.d053acb6a4a80daa36fb3d5d328ec401.10@GOTOFF, %rdi
	movq	32(%rsp), %rcx
	addq	%rcx, %rdi
	movabsq	$_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed@GOT, %rax
	callq	*(%rcx,%rax)
.Lfunc_end16:
	.size	_ZN4glob18in_char_specifiers17hdc484b1fb53b6e6aE, .Lfunc_end16-_ZN4glob18in_char_specifiers17hdc484b1fb53b6e6aE
	.cfi_endproc

	.section	.ltext._ZN4glob21parse_char_specifiers17h56c1844649a24a0eE,"axl",@progbits
	.p2align	4
	.type	_ZN4glob21parse_char_specifiers17h56c1844649a24a0eE,@function
_ZN4glob21parse_char_specifiers17h56c1844649a24a0eE:
.Lfunc_begin6:
	.cfi_startproc
	.cfi_personality 156, DW.ref.rust_eh_personality
	.cfi_lsda 28, .Lexception6
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
	subq	$56, %rsp
	.cfi_def_cfa_offset 112
	.cfi_offset %rbx, -56
	.cfi_offset %r12, -48
	.cfi_offset %r13, -40
	.cfi_offset %r14, -32
	.cfi_offset %r15, -24
	.cfi_offset %rbp, -16
	movq	%rdi, 48(%rsp)
.L17$pb:
	leaq	.L17$pb(%rip), %rax
	movabsq	$_GLOBAL_OFFSET_TABLE_-.L17$pb, %rcx
	addq	%rax, %rcx
	movq	%rcx, 32(%rsp)
	movq	$0, 8(%rsp)
	movq	$4, 16(%rsp)
	movq	$0, 24(%rsp)
	testq	%rdx, %rdx
	je	.LBB17_13
	movq	%rdx, %r14
	movq	%rsi, %r15
	movl	$4, %eax
	xorl	%r12d, %r12d
	movabsq	$_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17h0ac78c4d0d191e24E@GOT, %rcx
	movq	32(%rsp), %rdx
	movq	(%rdx,%rcx), %rcx
	movq	%rcx, 40(%rsp)
	xorl	%r13d, %r13d
	jmp	.LBB17_2
	.p2align	4
.LBB17_6:
	shlq	$32, %rbx
	orq	$1114112, %rbx
	movq	16(%rsp), %rax
	movq	%rbx, (%rax,%r13,8)
	leaq	1(%r13), %rcx
	movq	%rcx, 24(%rsp)
	incq	%r12
	movq	%r12, %rbx
	incq	%r13
	cmpq	%r14, %rbx
	jae	.LBB17_13
.LBB17_2:
	leaq	3(%r12), %rbx
	cmpq	%r14, %rbx
	jbe	.LBB17_7
	movq	8(%rsp), %rcx
	jmp	.LBB17_4
	.p2align	4
.LBB17_7:
	cmpl	$45, 4(%r15,%r12,4)
	movq	8(%rsp), %rcx
	jne	.LBB17_4
	movl	(%r15,%r12,4), %ebp
	movl	8(%r15,%r12,4), %r12d
	cmpq	%rcx, %r13
	jne	.LBB17_11
.Ltmp65:
	leaq	8(%rsp), %rdi
	callq	*40(%rsp)
.Ltmp66:
	movq	16(%rsp), %rax
.LBB17_11:
	shlq	$32, %r12
	orq	%rbp, %r12
	movq	%r12, (%rax,%r13,8)
	leaq	1(%r13), %rcx
	movq	%rcx, 24(%rsp)
	movq	%rbx, %r12
	incq	%r13
	cmpq	%r14, %rbx
	jb	.LBB17_2
	jmp	.LBB17_13
	.p2align	4
.LBB17_4:
	movl	(%r15,%r12,4), %ebx
	cmpq	%rcx, %r13
	jne	.LBB17_6
.Ltmp67:
	leaq	8(%rsp), %rdi
	callq	*40(%rsp)
.Ltmp68:
	jmp	.LBB17_6
.LBB17_13:
	movq	24(%rsp), %rax
	movq	48(%rsp), %rcx
	movq	%rax, 16(%rcx)
	movq	8(%rsp), %rax
	movq	%rax, (%rcx)
	movq	16(%rsp), %rax
	movq	%rax, 8(%rcx)
	addq	$56, %rsp
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
.LBB17_14:
	.cfi_def_cfa_offset 112
.Ltmp69:
	movq	%rax, %rbx
	movq	8(%rsp), %rsi
	testq	%rsi, %rsi
	je	.LBB17_16
	movq	16(%rsp), %rdi
	shlq	$3, %rsi
	movabsq	$_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOT, %rax
	movl	$4, %edx
	movq	32(%rsp), %rcx
	callq	*(%rcx,%rax)
.LBB17_16:
	movabsq	$_Unwind_Resume@GOT, %rax
	movq	%rbx, %rdi
	movq	32(%rsp), %rcx
	callq	*(%rcx,%rax)
.Lfunc_end17:
	.size	_ZN4glob21parse_char_specifiers17h56c1844649a24a0eE, .Lfunc_end17-_ZN4glob21parse_char_specifiers17h56c1844649a24a0eE
	.cfi_endproc
	.section	.gcc_except_table._ZN4glob21parse_char_specifiers17h56c1844649a24a0eE,"a",@progbits
	.p2align	2, 0x0
GCC_except_table17:
.Lexception6:
	.byte	255
	.byte	255
	.byte	1
	.uleb128 .Lcst_end6-.Lcst_begin6
.Lcst_begin6:
	.uleb128 .Ltmp65-.Lfunc_begin6
	.uleb128 .Ltmp68-.Ltmp65
	.uleb128 .Ltmp69-.Lfunc_begin6
	.byte	0
	.uleb128 .Ltmp68-.Lfunc_begin6
	.uleb128 .Lfunc_end17-.Ltmp68
	.byte	0
	.byte	0
.Lcst_end6:
	.p2align	2, 0x0

	.section	.ltext._ZN4glob4glob17he7fabfa785fcc0adE,"axl",@progbits
	.globl	_ZN4glob4glob17he7fabfa785fcc0adE
	.p2align	4
	.type	_ZN4glob4glob17he7fabfa785fcc0adE,@function
_ZN4glob4glob17he7fabfa785fcc0adE:
	.cfi_startproc
.L18$pb:
	leaq	.L18$pb(%rip), %rax
	movabsq	$_GLOBAL_OFFSET_TABLE_-.L18$pb, %r8
	addq	%rax, %r8
	movabsq	$_ZN4glob9glob_with17h764e3cd5f6cc5af0E@GOT, %rax
	movl	$1, %ecx
	jmpq	*(%r8,%rax)
.Lfunc_end18:
	.size	_ZN4glob4glob17he7fabfa785fcc0adE, .Lfunc_end18-_ZN4glob4glob17he7fabfa785fcc0adE
	.cfi_endproc

	.section	.ltext._ZN4glob7Pattern12matches_from17h84e48aa900222994E,"axl",@progbits
	.p2align	4
	.type	_ZN4glob7Pattern12matches_from17h84e48aa900222994E,@function
_ZN4glob7Pattern12matches_from17h84e48aa900222994E:
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
	subq	$88, %rsp
	.cfi_def_cfa_offset 144
	.cfi_offset %rbx, -56
	.cfi_offset %r12, -48
	.cfi_offset %r13, -40
	.cfi_offset %r14, -32
	.cfi_offset %r15, -24
	.cfi_offset %rbp, -16
	movl	%r9d, 8(%rsp)
	movq	%rdx, %r14
.L19$pb:
	leaq	.L19$pb(%rip), %rax
	movabsq	$_GLOBAL_OFFSET_TABLE_-.L19$pb, %r9
	addq	%rax, %r9
	movq	%rdi, 16(%rsp)
	movq	40(%rdi), %rdx
	cmpq	%rdx, %r8
	ja	.LBB19_66
	movq	%rcx, %rbx
	jne	.LBB19_7
.LBB19_2:
	cmpq	%rbx, %r14
	je	.LBB19_5
	movzbl	(%r14), %eax
	testb	%al, %al
	jns	.LBB19_5
	cmpb	$-32, %al
.LBB19_5:
	cmpq	%rbx, %r14
	setne	%al
.LBB19_6:
	addq	$88, %rsp
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
.LBB19_7:
	.cfi_def_cfa_offset 144
	movl	%esi, %r15d
	movq	16(%rsp), %rax
	movq	32(%rax), %rax
	shlq	$5, %rdx
	addq	%rax, %rdx
	movq	%rdx, 72(%rsp)
	movq	%r8, %r13
	shlq	$5, %r13
	addq	%rax, %r13
	incq	%r8
	movq	%r8, 64(%rsp)
	xorl	%r8d, %r8d
	movabsq	$_ZN4glob7Pattern12matches_from17h84e48aa900222994E@GOTOFF, %rax
	addq	%r9, %rax
	movq	%rax, 32(%rsp)
	movl	8(%rsp), %eax
	andl	$65536, %eax
	movl	%eax, 12(%rsp)
	movabsq	$.LJTI19_1@GOTOFF, %rax
	addq	%r9, %rax
	movq	%rax, 56(%rsp)
	movabsq	$_ZN4glob18in_char_specifiers17hdc484b1fb53b6e6aE@GOTOFF, %rax
	addq	%r9, %rax
	movq	%rax, 24(%rsp)
	movabsq	$.LJTI19_0@GOTOFF, %rax
	movq	%r9, 40(%rsp)
	addq	%r9, %rax
	movq	%rax, 48(%rsp)
.LBB19_8:
	movl	(%r13), %ebp
	movl	%ebp, %eax
	andl	$-2, %eax
	cmpl	$2, %eax
	movq	%r8, 80(%rsp)
	jne	.LBB19_28
	movq	64(%rsp), %rax
	leaq	(%rax,%r8), %r12
	jmp	.LBB19_11
	.p2align	4
.LBB19_10:
	cmpl	$47, %ecx
	sete	%cl
	movl	8(%rsp), %edx
	shrl	$8, %edx
	andl	$1, %edx
	testb	%dl, %cl
	jne	.LBB19_6
	.p2align	4
.LBB19_11:
	movzbl	%r15b, %esi
	movq	16(%rsp), %rdi
	movq	%r14, %rdx
	movq	%rbx, %rcx
	movq	%r12, %r8
	movl	8(%rsp), %r9d
	callq	*32(%rsp)
	cmpb	$1, %al
	jne	.LBB19_6
.LBB19_12:
	cmpq	%rbx, %r14
	je	.LBB19_60
	movzbl	(%r14), %ecx
	testb	%cl, %cl
	js	.LBB19_15
	incq	%r14
	movb	$1, %al
	cmpb	$1, %r15b
	je	.LBB19_20
	jmp	.LBB19_22
	.p2align	4
.LBB19_15:
	movl	%ecx, %eax
	andl	$31, %eax
	movzbl	1(%r14), %esi
	andl	$63, %esi
	cmpb	$-33, %cl
	jbe	.LBB19_18
	movzbl	2(%r14), %edx
	shll	$6, %esi
	andl	$63, %edx
	orl	%esi, %edx
	cmpb	$-16, %cl
	jb	.LBB19_19
	movzbl	3(%r14), %ecx
	addq	$4, %r14
	andl	$7, %eax
	shll	$18, %eax
	shll	$6, %edx
	andl	$63, %ecx
	orl	%edx, %ecx
	orl	%eax, %ecx
	movb	$1, %al
	cmpb	$1, %r15b
	je	.LBB19_20
	jmp	.LBB19_22
.LBB19_18:
	addq	$2, %r14
	shll	$6, %eax
	orl	%esi, %eax
	movl	%eax, %ecx
	movb	$1, %al
	cmpb	$1, %r15b
	je	.LBB19_20
	jmp	.LBB19_22
.LBB19_19:
	addq	$3, %r14
	shll	$12, %eax
	orl	%eax, %edx
	movl	%edx, %ecx
	movb	$1, %al
	cmpb	$1, %r15b
	jne	.LBB19_22
	.p2align	4
.LBB19_20:
	cmpl	$0, 12(%rsp)
	je	.LBB19_22
	cmpl	$46, %ecx
	je	.LBB19_6
.LBB19_22:
	cmpl	$128, %ecx
	jae	.LBB19_27
	cmpl	$47, %ecx
	sete	%r15b
	cmpl	$2, %ebp
	je	.LBB19_10
	cmpl	$3, %ebp
	jne	.LBB19_11
	movb	$1, %r15b
	cmpl	$47, %ecx
	je	.LBB19_11
	xorl	%r15d, %r15d
	jmp	.LBB19_12
	.p2align	4
.LBB19_27:
	xorl	%r15d, %r15d
	cmpl	$3, %ebp
	je	.LBB19_12
	jmp	.LBB19_11
	.p2align	4
.LBB19_28:
	cmpq	%rbx, %r14
	je	.LBB19_61
	movzbl	(%r14), %edx
	movl	%ebp, %eax
	testb	%dl, %dl
	js	.LBB19_31
	incq	%r14
.LBB19_35:
	cmpl	$47, %edx
	sete	%r12b
	movq	56(%rsp), %rcx
	movq	(%rcx,%rax,8), %rax
	addq	%rcx, %rax
	jmpq	*%rax
.LBB19_36:
	movl	4(%r13), %eax
	cmpl	$127, %eax
	seta	%cl
	orb	8(%rsp), %cl
	testb	$1, %cl
	jne	.LBB19_56
	leal	-65(%rdx), %ecx
	movl	%edx, %esi
	orl	$32, %esi
	cmpl	$26, %ecx
	cmovael	%edx, %esi
	leal	-65(%rax), %ecx
	movl	%eax, %edx
	orl	$32, %edx
	cmpl	$26, %ecx
	cmovael	%eax, %edx
	cmpl	%edx, %esi
	je	.LBB19_59
	jmp	.LBB19_64
.LBB19_31:
	movl	%edx, %ecx
	andl	$31, %ecx
	movzbl	1(%r14), %edi
	andl	$63, %edi
	cmpb	$-33, %dl
	jbe	.LBB19_34
	movzbl	2(%r14), %esi
	shll	$6, %edi
	andl	$63, %esi
	orl	%edi, %esi
	cmpb	$-16, %dl
	jb	.LBB19_53
	movzbl	3(%r14), %edx
	addq	$4, %r14
	andl	$7, %ecx
	shll	$18, %ecx
	shll	$6, %esi
	andl	$63, %edx
	orl	%esi, %edx
	orl	%ecx, %edx
	cmpl	$128, %edx
	jb	.LBB19_35
	jmp	.LBB19_54
.LBB19_38:
	movb	$1, %al
	testl	$256, 8(%rsp)
	je	.LBB19_40
	cmpl	$47, %edx
	je	.LBB19_6
.LBB19_40:
	cmpb	$1, %r15b
	jne	.LBB19_59
	cmpl	$0, 12(%rsp)
	je	.LBB19_59
	cmpl	$46, %edx
	jne	.LBB19_59
	jmp	.LBB19_6
.LBB19_43:
	movb	$1, %al
	testl	$256, 8(%rsp)
	je	.LBB19_45
	cmpl	$47, %edx
	je	.LBB19_6
.LBB19_45:
	cmpb	$1, %r15b
	jne	.LBB19_57
	cmpl	$0, 12(%rsp)
	je	.LBB19_57
	cmpl	$46, %edx
	jne	.LBB19_57
	jmp	.LBB19_6
.LBB19_48:
	movb	$1, %al
	testl	$256, 8(%rsp)
	je	.LBB19_50
	cmpl	$47, %edx
	je	.LBB19_6
.LBB19_50:
	cmpb	$1, %r15b
	jne	.LBB19_58
	cmpl	$0, 12(%rsp)
	je	.LBB19_58
	cmpl	$46, %edx
	jne	.LBB19_58
	jmp	.LBB19_6
.LBB19_34:
	addq	$2, %r14
	shll	$6, %ecx
	orl	%edi, %ecx
	movl	%ecx, %edx
	cmpl	$128, %edx
	jae	.LBB19_54
	jmp	.LBB19_35
.LBB19_53:
	addq	$3, %r14
	shll	$12, %ecx
	orl	%ecx, %esi
	movl	%esi, %edx
	cmpl	$128, %edx
	jb	.LBB19_35
.LBB19_54:
	xorl	%r12d, %r12d
	movq	48(%rsp), %rcx
	movq	(%rcx,%rax,8), %rax
	addq	%rcx, %rax
	jmpq	*%rax
.LBB19_55:
	movl	4(%r13), %eax
	xorl	%r12d, %r12d
.LBB19_56:
	cmpl	%eax, %edx
	je	.LBB19_59
	jmp	.LBB19_64
.LBB19_57:
	movq	16(%r13), %rdi
	movq	24(%r13), %rsi
	movl	8(%rsp), %ecx
	callq	*24(%rsp)
	testb	%al, %al
	jne	.LBB19_59
	jmp	.LBB19_64
.LBB19_58:
	movq	16(%r13), %rdi
	movq	24(%r13), %rsi
	movl	8(%rsp), %ecx
	callq	*24(%rsp)
	testb	%al, %al
	jne	.LBB19_64
.LBB19_59:
	movl	%r12d, %r15d
.LBB19_60:
	addq	$32, %r13
	movq	80(%rsp), %r8
	incq	%r8
	cmpq	72(%rsp), %r13
	jne	.LBB19_8
	jmp	.LBB19_2
.LBB19_61:
	movb	$2, %al
	jmp	.LBB19_6
.LBB19_64:
	movb	$1, %al
	jmp	.LBB19_6
.LBB19_66:
	movabsq	$.Lanon.d053acb6a4a80daa36fb3d5d328ec401.12@GOTOFF, %rcx
	addq	%r9, %rcx
	movabsq	$_RNvNtNtCsgEmfK2I1SDS_4core5slice5index16slice_index_fail@GOT, %rax
	movq	%r8, %rdi
	movq	%rdx, %rsi
	callq	*(%r9,%rax)
.LBB19_67:
	movabsq	$.Lanon.d053acb6a4a80daa36fb3d5d328ec401.3@GOTOFF, %rdi
	movq	40(%rsp), %rcx
	addq	%rcx, %rdi
	movabsq	$.Lanon.d053acb6a4a80daa36fb3d5d328ec401.11@GOTOFF, %rdx
	addq	%rcx, %rdx
	movabsq	$_RNvNtCsgEmfK2I1SDS_4core9panicking5panic@GOT, %rax
	movl	$40, %esi
	callq	*(%rcx,%rax)
.Lfunc_end19:
	.size	_ZN4glob7Pattern12matches_from17h84e48aa900222994E, .Lfunc_end19-_ZN4glob7Pattern12matches_from17h84e48aa900222994E
	.cfi_endproc
	.section	.lrodata._ZN4glob7Pattern12matches_from17h84e48aa900222994E,"al",@progbits
	.p2align	3, 0x0
.LJTI19_0:
	.quad	.LBB19_55-.LJTI19_0
	.quad	.LBB19_59-.LJTI19_0
	.quad	.LBB19_67-.LJTI19_0
	.quad	.LBB19_67-.LJTI19_0
	.quad	.LBB19_57-.LJTI19_0
	.quad	.LBB19_58-.LJTI19_0
.LJTI19_1:
	.quad	.LBB19_36-.LJTI19_1
	.quad	.LBB19_38-.LJTI19_1
	.quad	.LBB19_67-.LJTI19_1
	.quad	.LBB19_67-.LJTI19_1
	.quad	.LBB19_43-.LJTI19_1
	.quad	.LBB19_48-.LJTI19_1

	.section	.ltext._ZN4glob7Pattern12matches_path17h2978c258a524f6b1E,"axl",@progbits
	.globl	_ZN4glob7Pattern12matches_path17h2978c258a524f6b1E
	.p2align	4
	.type	_ZN4glob7Pattern12matches_path17h2978c258a524f6b1E,@function
_ZN4glob7Pattern12matches_path17h2978c258a524f6b1E:
	.cfi_startproc
	pushq	%r14
	.cfi_def_cfa_offset 16
	pushq	%rbx
	.cfi_def_cfa_offset 24
	subq	$24, %rsp
	.cfi_def_cfa_offset 48
	.cfi_offset %rbx, -24
	.cfi_offset %r14, -16
	movq	%rdi, %rbx
.L20$pb:
	leaq	.L20$pb(%rip), %rax
	movabsq	$_GLOBAL_OFFSET_TABLE_-.L20$pb, %r14
	addq	%rax, %r14
	movabsq	$_RNvNtNtCsgEmfK2I1SDS_4core3str8converts9from_utf8@GOT, %rax
	movq	%rsp, %rdi
	callq	*(%r14,%rax)
	cmpb	$0, (%rsp)
	je	.LBB20_2
	xorl	%eax, %eax
	addq	$24, %rsp
	.cfi_def_cfa_offset 24
	popq	%rbx
	.cfi_def_cfa_offset 16
	popq	%r14
	.cfi_def_cfa_offset 8
	retq
.LBB20_2:
	.cfi_def_cfa_offset 48
	movq	8(%rsp), %rdx
	movq	16(%rsp), %rcx
	addq	%rdx, %rcx
	movabsq	$_ZN4glob7Pattern12matches_from17h84e48aa900222994E@GOTOFF, %rax
	addq	%rax, %r14
	movq	%rbx, %rdi
	movl	$1, %esi
	xorl	%r8d, %r8d
	movl	$1, %r9d
	callq	*%r14
	testb	%al, %al
	sete	%al
	addq	$24, %rsp
	.cfi_def_cfa_offset 24
	popq	%rbx
	.cfi_def_cfa_offset 16
	popq	%r14
	.cfi_def_cfa_offset 8
	retq
.Lfunc_end20:
	.size	_ZN4glob7Pattern12matches_path17h2978c258a524f6b1E, .Lfunc_end20-_ZN4glob7Pattern12matches_path17h2978c258a524f6b1E
	.cfi_endproc

	.section	.ltext._ZN4glob7Pattern12matches_with17hfe91dffe5c607a21E,"axl",@progbits
	.globl	_ZN4glob7Pattern12matches_with17hfe91dffe5c607a21E
	.p2align	4
	.type	_ZN4glob7Pattern12matches_with17hfe91dffe5c607a21E,@function
_ZN4glob7Pattern12matches_with17hfe91dffe5c607a21E:
	.cfi_startproc
	pushq	%rax
	.cfi_def_cfa_offset 16
	movl	%ecx, %r9d
	movq	%rsi, %rax
.L21$pb:
	leaq	.L21$pb(%rip), %rcx
	movabsq	$_GLOBAL_OFFSET_TABLE_-.L21$pb, %rsi
	addq	%rcx, %rsi
	leaq	(%rdx,%rax), %rcx
	movabsq	$_ZN4glob7Pattern12matches_from17h84e48aa900222994E@GOTOFF, %r10
	addq	%rsi, %r10
	movl	$1, %esi
	movq	%rax, %rdx
	xorl	%r8d, %r8d
	callq	*%r10
	testb	%al, %al
	sete	%al
	popq	%rcx
	.cfi_def_cfa_offset 8
	retq
.Lfunc_end21:
	.size	_ZN4glob7Pattern12matches_with17hfe91dffe5c607a21E, .Lfunc_end21-_ZN4glob7Pattern12matches_with17hfe91dffe5c607a21E
	.cfi_endproc

	.section	.ltext._ZN4glob7Pattern17matches_path_with17he027fd22112fee63E,"axl",@progbits
	.globl	_ZN4glob7Pattern17matches_path_with17he027fd22112fee63E
	.p2align	4
	.type	_ZN4glob7Pattern17matches_path_with17he027fd22112fee63E,@function
_ZN4glob7Pattern17matches_path_with17he027fd22112fee63E:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	pushq	%r14
	.cfi_def_cfa_offset 24
	pushq	%rbx
	.cfi_def_cfa_offset 32
	subq	$32, %rsp
	.cfi_def_cfa_offset 64
	.cfi_offset %rbx, -32
	.cfi_offset %r14, -24
	.cfi_offset %r15, -16
	movl	%ecx, %ebx
	movq	%rdi, %r14
.L22$pb:
	leaq	.L22$pb(%rip), %rax
	movabsq	$_GLOBAL_OFFSET_TABLE_-.L22$pb, %r15
	addq	%rax, %r15
	movabsq	$_RNvNtNtCsgEmfK2I1SDS_4core3str8converts9from_utf8@GOT, %rax
	leaq	8(%rsp), %rdi
	callq	*(%r15,%rax)
	cmpb	$0, 8(%rsp)
	je	.LBB22_2
	xorl	%eax, %eax
	jmp	.LBB22_3
.LBB22_2:
	movq	16(%rsp), %rdx
	movq	24(%rsp), %rcx
	addq	%rdx, %rcx
	movabsq	$_ZN4glob7Pattern12matches_from17h84e48aa900222994E@GOTOFF, %rax
	addq	%rax, %r15
	movq	%r14, %rdi
	movl	$1, %esi
	xorl	%r8d, %r8d
	movl	%ebx, %r9d
	callq	*%r15
	testb	%al, %al
	sete	%al
.LBB22_3:
	addq	$32, %rsp
	.cfi_def_cfa_offset 32
	popq	%rbx
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_def_cfa_offset 16
	popq	%r15
	.cfi_def_cfa_offset 8
	retq
.Lfunc_end22:
	.size	_ZN4glob7Pattern17matches_path_with17he027fd22112fee63E, .Lfunc_end22-_ZN4glob7Pattern17matches_path_with17he027fd22112fee63E
	.cfi_endproc

	.section	.ltext._ZN4glob7Pattern3new17hda133f4823591a1cE,"axl",@progbits
	.globl	_ZN4glob7Pattern3new17hda133f4823591a1cE
	.p2align	4
	.type	_ZN4glob7Pattern3new17hda133f4823591a1cE,@function
_ZN4glob7Pattern3new17hda133f4823591a1cE:
.Lfunc_begin7:
	.cfi_startproc
	.cfi_personality 156, DW.ref.rust_eh_personality
	.cfi_lsda 28, .Lexception7
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
	subq	$184, %rsp
	.cfi_def_cfa_offset 240
	.cfi_offset %rbx, -56
	.cfi_offset %r12, -48
	.cfi_offset %r13, -40
	.cfi_offset %r14, -32
	.cfi_offset %r15, -24
	.cfi_offset %rbp, -16
	movq	%rdx, %r12
	movq	%rdi, %r13
.L23$pb:
	leaq	.L23$pb(%rip), %rax
	movabsq	$_GLOBAL_OFFSET_TABLE_-.L23$pb, %rbp
	addq	%rax, %rbp
	testq	%rdx, %rdx
	je	.LBB23_50
	movzbl	(%rsi), %r15d
	testb	%r15b, %r15b
	movq	%r12, 16(%rsp)
	movq	%r13, 104(%rsp)
	js	.LBB23_3
	leaq	1(%rsi), %r12
	jmp	.LBB23_9
.LBB23_3:
	movl	%r15d, %eax
	andl	$31, %eax
	movzbl	1(%rsi), %edx
	andl	$63, %edx
	cmpb	$-33, %r15b
	jbe	.LBB23_4
	movzbl	2(%rsi), %ecx
	shll	$6, %edx
	andl	$63, %ecx
	orl	%edx, %ecx
	cmpb	$-16, %r15b
	jb	.LBB23_6
	movzbl	3(%rsi), %r15d
	andl	$7, %eax
	shll	$18, %eax
	shll	$6, %ecx
	andl	$63, %r15d
	orl	%ecx, %r15d
	orl	%eax, %r15d
	cmpl	$1114112, %r15d
	jne	.LBB23_8
.LBB23_50:
	movq	%rsi, 128(%rsp)
	movq	$0, 24(%rsp)
	movq	$8, 32(%rsp)
	movq	$0, 40(%rsp)
	movl	$4, %ebx
	movq	$0, 80(%rsp)
	xorl	%ecx, %ecx
	testq	%r12, %r12
	jns	.LBB23_53
.LBB23_52:
	movq	%rbp, %r15
	xorl	%ebp, %ebp
.LBB23_56:
.Ltmp101:
	movabsq	$_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error@GOT, %rax
	movq	%rbp, %rdi
	movq	%r12, %rsi
	callq	*(%r15,%rax)
.Ltmp102:
	jmp	.LBB23_83
.LBB23_4:
	leaq	2(%rsi), %r12
	shll	$6, %eax
	orl	%edx, %eax
	movl	%eax, %r15d
	jmp	.LBB23_9
.LBB23_6:
	leaq	3(%rsi), %r12
	shll	$12, %eax
	orl	%eax, %ecx
	movl	%ecx, %r15d
	jmp	.LBB23_9
.LBB23_8:
	leaq	4(%rsi), %r12
.LBB23_9:
	movq	16(%rsp), %rax
	leaq	(%rsi,%rax), %r13
	movabsq	$9223372036854775804, %rdi
	movq	%r13, %rax
	subq	%r12, %rax
	movq	%rax, %rcx
	shrq	$2, %rcx
	andl	$3, %eax
	cmpq	$1, %rax
	sbbq	$-1, %rcx
	cmpq	$4, %rcx
	movl	$3, %edx
	cmovaeq	%rcx, %rdx
	leaq	4(,%rdx,4), %r14
	movabsq	$4611686018427387902, %rax
	cmpq	%rax, %rcx
	seta	%al
	cmpq	%rdi, %r14
	seta	%cl
	orb	%al, %cl
	movq	%rbp, 8(%rsp)
	je	.LBB23_12
	xorl	%ebp, %ebp
.LBB23_11:
	movabsq	$_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error@GOT, %rax
	movq	%rbp, %rdi
	movq	%r14, %rsi
	movq	8(%rsp), %rcx
	callq	*(%rcx,%rax)
.LBB23_12:
	movq	%rsi, 128(%rsp)
	testq	%r14, %r14
	je	.LBB23_13
	movq	%rdx, 80(%rsp)
	movabsq	$_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2@GOT, %rax
	callq	*(%rbp,%rax)
	movabsq	$_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc@GOT, %rax
	movq	%rbp, %rcx
	movl	$4, %ebp
	movl	$4, %esi
	movq	%r14, %rdi
	callq	*(%rcx,%rax)
	testq	%rax, %rax
	je	.LBB23_11
	movq	%rax, %rbx
	movq	80(%rsp), %rax
	incq	%rax
	jmp	.LBB23_16
.LBB23_13:
	movl	$4, %ebx
	xorl	%eax, %eax
.LBB23_16:
	movl	%r15d, (%rbx)
	movq	%rax, 48(%rsp)
	movq	%rbx, 56(%rsp)
	movq	$1, 64(%rsp)
	cmpq	%r13, %r12
	je	.LBB23_17
	movl	$1, %ebp
	movabsq	$_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$7reserve21do_reserve_and_handle17hb819d5be02b341d5E@GOTOFF, %r15
	addq	8(%rsp), %r15
	jmp	.LBB23_19
	.p2align	4
.LBB23_30:
	movl	%r14d, (%rbx,%rbp,4)
	incq	%rbp
	movq	%rbp, 64(%rsp)
	cmpq	%r13, %r12
	je	.LBB23_31
.LBB23_19:
	movzbl	(%r12), %r14d
	testb	%r14b, %r14b
	js	.LBB23_21
	incq	%r12
	cmpq	48(%rsp), %rbp
	jne	.LBB23_30
	jmp	.LBB23_28
	.p2align	4
.LBB23_21:
	movl	%r14d, %eax
	andl	$31, %eax
	movzbl	1(%r12), %edx
	andl	$63, %edx
	cmpb	$-33, %r14b
	jbe	.LBB23_22
	movzbl	2(%r12), %ecx
	shll	$6, %edx
	andl	$63, %ecx
	orl	%edx, %ecx
	cmpb	$-16, %r14b
	jb	.LBB23_24
	movzbl	3(%r12), %r14d
	andl	$7, %eax
	shll	$18, %eax
	shll	$6, %ecx
	andl	$63, %r14d
	orl	%ecx, %r14d
	orl	%eax, %r14d
	cmpl	$1114112, %r14d
	je	.LBB23_31
	addq	$4, %r12
	cmpq	48(%rsp), %rbp
	jne	.LBB23_30
	jmp	.LBB23_28
.LBB23_22:
	addq	$2, %r12
	shll	$6, %eax
	orl	%edx, %eax
	movl	%eax, %r14d
	cmpq	48(%rsp), %rbp
	jne	.LBB23_30
	jmp	.LBB23_28
.LBB23_24:
	addq	$3, %r12
	shll	$12, %eax
	orl	%eax, %ecx
	movl	%ecx, %r14d
	cmpq	48(%rsp), %rbp
	jne	.LBB23_30
	.p2align	4
.LBB23_28:
	movq	%r13, %rax
	subq	%r12, %rax
	movq	%rax, %rdx
	shrq	$2, %rdx
	andl	$3, %eax
	cmpq	$1, %rax
	sbbq	$-1, %rdx
	incq	%rdx
.Ltmp70:
	movl	$4, %ecx
	movl	$4, %r8d
	leaq	48(%rsp), %rdi
	movq	%rbp, %rsi
	callq	*%r15
.Ltmp71:
	movq	56(%rsp), %rbx
	jmp	.LBB23_30
.LBB23_31:
	movq	48(%rsp), %rax
	movq	%rax, 80(%rsp)
	movq	56(%rsp), %rbx
	jmp	.LBB23_32
.LBB23_17:
	movq	%rax, 80(%rsp)
	movl	$1, %ebp
.LBB23_32:
	movq	$0, 24(%rsp)
	movq	$8, 32(%rsp)
	movq	$0, 40(%rsp)
	movl	$8, %r15d
	xorl	%r12d, %r12d
	movabsq	$.Lanon.d053acb6a4a80daa36fb3d5d328ec401.17@GOTOFF, %rcx
	movq	8(%rsp), %rax
	addq	%rax, %rcx
	movq	%rcx, 96(%rsp)
	movabsq	$_ZN4glob21parse_char_specifiers17h56c1844649a24a0eE@GOTOFF, %rcx
	addq	%rax, %rcx
	movq	%rcx, 120(%rsp)
	movabsq	$.Lanon.d053acb6a4a80daa36fb3d5d328ec401.14@GOTOFF, %rcx
	addq	%rax, %rcx
	movq	%rcx, 112(%rsp)
	movq	$0, 88(%rsp)
	xorl	%r13d, %r13d
.LBB23_33:
	movl	(%rbx,%r13,4), %eax
	cmpl	$91, %eax
	jne	.LBB23_34
	leaq	4(%r13), %rax
	cmpq	%rbp, %rax
	ja	.LBB23_108
	cmpl	$33, 4(%rbx,%r13,4)
	jne	.LBB23_108
	leaq	(,%r13,4), %rcx
	leaq	-12(,%rbp,4), %rax
	subq	%rcx, %rax
	leaq	(%rbx,%r13,4), %rcx
	movl	$4, %r14d
	.p2align	4
.LBB23_112:
	cmpl	$93, -4(%rcx,%r14,4)
	je	.LBB23_115
	incq	%r14
	addq	$-4, %rax
	jne	.LBB23_112
	jmp	.LBB23_114
	.p2align	4
.LBB23_108:
	leaq	3(%r13), %rax
	movl	$21, %ecx
	cmpq	%rbp, %rax
	ja	.LBB23_109
	cmpl	$33, 4(%rbx,%r13,4)
	je	.LBB23_109
	leaq	1(%r13), %rdi
	leaq	(%rbx,%r13,4), %rax
	addq	$4, %rax
	leaq	(,%r13,4), %rsi
	leaq	-8(,%rbp,4), %rdx
	subq	%rsi, %rdx
	movl	$1, %r14d
	.p2align	4
.LBB23_128:
	cmpl	$93, (%rax,%r14,4)
	je	.LBB23_130
	incq	%r14
	addq	$-4, %rdx
	jne	.LBB23_128
	jmp	.LBB23_109
.LBB23_130:
	leaq	(%r14,%r13), %rsi
	incq	%rsi
	cmpq	%r13, %rsi
	jbe	.LBB23_118
	cmpq	%rbp, %rsi
	ja	.LBB23_118
.Ltmp78:
	leaq	160(%rsp), %rdi
	movq	%rax, %rsi
	movq	%r14, %rdx
	callq	*120(%rsp)
.Ltmp79:
	movq	176(%rsp), %rax
	leaq	56(%rsp), %rcx
	movq	%rax, 16(%rcx)
	movups	160(%rsp), %xmm0
	movups	%xmm0, (%rcx)
	movl	$4, 48(%rsp)
	cmpq	24(%rsp), %r12
	jne	.LBB23_136
.Ltmp81:
	leaq	24(%rsp), %rdi
	movq	8(%rsp), %rax
	movabsq	$_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17h018b9efb60fe814aE@GOT, %rcx
	callq	*(%rax,%rcx)
.Ltmp82:
	movq	32(%rsp), %r15
.LBB23_136:
	movq	%r12, %rax
	shlq	$5, %rax
	movups	48(%rsp), %xmm0
	movups	64(%rsp), %xmm1
	movups	%xmm1, 16(%r15,%rax)
	movups	%xmm0, (%r15,%rax)
	leaq	1(%r12), %rax
	movq	%rax, 40(%rsp)
	addq	$2, %r14
	jmp	.LBB23_125
.LBB23_115:
	leaq	2(%r13), %rdi
	leaq	(%r14,%r13), %rsi
	decq	%rsi
	cmpq	%rdi, %rsi
	jb	.LBB23_117
	cmpq	%rbp, %rsi
	ja	.LBB23_117
	leaq	-3(%r14), %rdx
	leaq	(%rbx,%rdi,4), %rsi
.Ltmp73:
	leaq	136(%rsp), %rdi
	callq	*120(%rsp)
.Ltmp74:
	movq	152(%rsp), %rax
	leaq	56(%rsp), %rcx
	movq	%rax, 16(%rcx)
	movups	136(%rsp), %xmm0
	movups	%xmm0, (%rcx)
	movl	$5, 48(%rsp)
	cmpq	24(%rsp), %r12
	jne	.LBB23_124
.Ltmp75:
	leaq	24(%rsp), %rdi
	movq	8(%rsp), %rax
	movabsq	$_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17h018b9efb60fe814aE@GOT, %rcx
	callq	*(%rax,%rcx)
.Ltmp76:
	movq	32(%rsp), %r15
.LBB23_124:
	movq	%r12, %rax
	shlq	$5, %rax
	movups	48(%rsp), %xmm0
	movups	64(%rsp), %xmm1
	movups	%xmm1, 16(%r15,%rax)
	movups	%xmm0, (%r15,%rax)
	leaq	1(%r12), %rax
	movq	%rax, 40(%rsp)
.LBB23_125:
	addq	%r14, %r13
	incq	%r12
.LBB23_71:
	cmpq	%rbp, %r13
	jb	.LBB23_33
	jmp	.LBB23_72
.LBB23_34:
	cmpl	$63, %eax
	je	.LBB23_67
	cmpl	$42, %eax
	jne	.LBB23_63
	movq	%r13, %r14
	cmpq	%rbp, %r13
	jae	.LBB23_37
.LBB23_74:
	cmpl	$42, (%rbx,%r14,4)
	setne	%al
	jne	.LBB23_38
	incq	%r14
	cmpq	%r14, %rbp
	jne	.LBB23_74
	movq	%rbp, %r14
	jmp	.LBB23_38
.LBB23_67:
	movl	$1, 48(%rsp)
	cmpq	24(%rsp), %r12
	jne	.LBB23_70
.Ltmp95:
	leaq	24(%rsp), %rdi
	movq	8(%rsp), %rax
	movabsq	$_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17h018b9efb60fe814aE@GOT, %rcx
	callq	*(%rax,%rcx)
.Ltmp96:
	jmp	.LBB23_69
.LBB23_63:
	movl	%eax, 52(%rsp)
	movl	$0, 48(%rsp)
	cmpq	24(%rsp), %r12
	jne	.LBB23_70
.Ltmp98:
	leaq	24(%rsp), %rdi
	movq	8(%rsp), %rax
	movabsq	$_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17h018b9efb60fe814aE@GOT, %rcx
	callq	*(%rax,%rcx)
.Ltmp99:
.LBB23_69:
	movq	32(%rsp), %r15
.LBB23_70:
	movq	%r12, %rax
	shlq	$5, %rax
	movups	48(%rsp), %xmm0
	movups	64(%rsp), %xmm1
	movups	%xmm1, 16(%r15,%rax)
	movups	%xmm0, (%r15,%rax)
	incq	%r12
	movq	%r12, 40(%rsp)
	incq	%r13
	jmp	.LBB23_71
.LBB23_37:
	xorl	%eax, %eax
	movq	%r13, %r14
.LBB23_38:
	movq	%r14, %rcx
	subq	%r13, %rcx
	cmpq	$2, %rcx
	ja	.LBB23_96
	jne	.LBB23_77
	cmpq	$2, %r14
	je	.LBB23_84
	leaq	-1(%r13), %rdi
	cmpq	%rbp, %rdi
	jae	.LBB23_82
	cmpl	$47, -4(%rbx,%r13,4)
	jne	.LBB23_43
.LBB23_84:
	testb	%al, %al
	je	.LBB23_85
	cmpl	$47, (%rbx,%r14,4)
	jne	.LBB23_85
	incq	%r14
	movq	%r14, %r13
	jmp	.LBB23_89
.LBB23_77:
	movl	$2, 48(%rsp)
	cmpq	24(%rsp), %r12
	jne	.LBB23_80
.Ltmp86:
	leaq	24(%rsp), %rdi
	movq	8(%rsp), %rax
	movabsq	$_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17h018b9efb60fe814aE@GOT, %rcx
	callq	*(%rax,%rcx)
.Ltmp87:
	movq	32(%rsp), %r15
.LBB23_80:
	movq	%r12, %rax
	shlq	$5, %rax
	movups	48(%rsp), %xmm0
	movups	64(%rsp), %xmm1
	movups	%xmm1, 16(%r15,%rax)
	movups	%xmm0, (%r15,%rax)
	incq	%r12
	movq	%r12, 40(%rsp)
	movq	%r14, %r13
	jmp	.LBB23_71
.LBB23_85:
	movq	%rbp, %r13
	cmpq	%rbp, %r14
	jne	.LBB23_86
.LBB23_89:
	cmpq	$1, %r12
	jbe	.LBB23_90
	movq	%r12, %rax
	shlq	$5, %rax
	cmpl	$3, -32(%r15,%rax)
	je	.LBB23_71
.LBB23_90:
	movl	$3, 48(%rsp)
	cmpq	24(%rsp), %r12
	jne	.LBB23_93
.Ltmp92:
	leaq	24(%rsp), %rdi
	movq	8(%rsp), %rax
	movabsq	$_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17h018b9efb60fe814aE@GOT, %rcx
	callq	*(%rax,%rcx)
.Ltmp93:
	movq	32(%rsp), %r15
.LBB23_93:
	movq	%r12, %rax
	shlq	$5, %rax
	movups	48(%rsp), %xmm0
	movups	64(%rsp), %xmm1
	movups	%xmm1, 16(%r15,%rax)
	movups	%xmm0, (%r15,%rax)
	incq	%r12
	movq	%r12, 40(%rsp)
	movb	$1, %al
	movq	%rax, 88(%rsp)
	jmp	.LBB23_71
.LBB23_109:
	movq	%r15, 16(%rsp)
	jmp	.LBB23_110
.LBB23_114:
	movq	%r15, 16(%rsp)
	movl	$21, %ecx
.LBB23_110:
	movq	96(%rsp), %rax
	movq	%r13, %rdi
	movq	8(%rsp), %rbp
.LBB23_97:
	movq	104(%rsp), %r13
	movq	%rax, 8(%r13)
	movq	%rcx, 16(%r13)
	movq	%rdi, 24(%r13)
	movabsq	$9223372036854775804, %rax
	addq	$4, %rax
	movq	%rax, (%r13)
	testq	%r12, %r12
	je	.LBB23_103
	movq	16(%rsp), %rax
	leaq	16(%rax), %r14
	movabsq	$_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOT, %rax
	movq	(%rbp,%rax), %r15
	jmp	.LBB23_99
	.p2align	4
.LBB23_102:
	addq	$32, %r14
	decq	%r12
	je	.LBB23_103
.LBB23_99:
	cmpl	$4, -16(%r14)
	jb	.LBB23_102
	movq	-8(%r14), %rsi
	testq	%rsi, %rsi
	je	.LBB23_102
	movq	(%r14), %rdi
	shlq	$3, %rsi
	movl	$4, %edx
	callq	*%r15
	jmp	.LBB23_102
.LBB23_103:
	movq	24(%rsp), %rsi
	testq	%rsi, %rsi
	je	.LBB23_105
	shlq	$5, %rsi
	movabsq	$_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOT, %rax
	movl	$8, %edx
	movq	16(%rsp), %rdi
	callq	*(%rbp,%rax)
.LBB23_105:
	movq	80(%rsp), %rsi
	testq	%rsi, %rsi
	je	.LBB23_60
.LBB23_59:
	shlq	$2, %rsi
	movabsq	$_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOT, %rax
	movl	$4, %edx
	movq	%rbx, %rdi
	callq	*(%rbp,%rax)
.LBB23_60:
	movq	%r13, %rax
	addq	$184, %rsp
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
.LBB23_72:
	.cfi_def_cfa_offset 240
	movq	8(%rsp), %rbp
	movq	104(%rsp), %r13
	movq	16(%rsp), %r12
	movq	88(%rsp), %rcx
	testq	%r12, %r12
	js	.LBB23_52
.LBB23_53:
	je	.LBB23_54
	movq	%rcx, 88(%rsp)
	movabsq	$_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2@GOT, %rax
	callq	*(%rbp,%rax)
	movabsq	$_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc@GOT, %rax
	movq	%rbp, %r15
	movl	$1, %ebp
	movl	$1, %esi
	movq	%r12, %rdi
	callq	*(%r15,%rax)
	testq	%rax, %rax
	je	.LBB23_56
	movq	%rax, %r14
	movabsq	$memcpy@GOT, %rax
	movq	%r14, %rdi
	movq	128(%rsp), %rsi
	movq	%r12, %rdx
	callq	*(%r15,%rax)
	movq	%r15, %rbp
	movq	88(%rsp), %rcx
	jmp	.LBB23_58
.LBB23_54:
	movl	$1, %r14d
.LBB23_58:
	movq	40(%rsp), %rax
	movq	%rax, 40(%r13)
	movups	24(%rsp), %xmm0
	movups	%xmm0, 24(%r13)
	movq	%r12, (%r13)
	movq	%r14, 8(%r13)
	movq	%r12, 16(%r13)
	movb	%cl, 48(%r13)
	movq	80(%rsp), %rsi
	testq	%rsi, %rsi
	jne	.LBB23_59
	jmp	.LBB23_60
.LBB23_96:
	movq	%r15, 16(%rsp)
	movabsq	$.Lanon.d053acb6a4a80daa36fb3d5d328ec401.15@GOTOFF, %rax
	movq	8(%rsp), %rbp
	addq	%rbp, %rax
	addq	$2, %r13
	movl	$50, %ecx
	movq	%r13, %rdi
	jmp	.LBB23_97
.LBB23_86:
	movq	%r15, 16(%rsp)
	movl	$53, %ecx
	movq	%r14, %rdi
	jmp	.LBB23_44
.LBB23_118:
	movabsq	$.Lanon.d053acb6a4a80daa36fb3d5d328ec401.18@GOTOFF, %rcx
	jmp	.LBB23_119
.LBB23_43:
	movq	%r15, 16(%rsp)
	movl	$53, %ecx
.LBB23_44:
	movq	8(%rsp), %rbp
	movq	112(%rsp), %rax
	jmp	.LBB23_97
.LBB23_117:
	movabsq	$.Lanon.d053acb6a4a80daa36fb3d5d328ec401.16@GOTOFF, %rcx
.LBB23_119:
	movq	8(%rsp), %r15
	addq	%r15, %rcx
.Ltmp84:
	movabsq	$_RNvNtNtCsgEmfK2I1SDS_4core5slice5index16slice_index_fail@GOT, %rax
	movq	%rbp, %rdx
	callq	*(%r15,%rax)
.Ltmp85:
	jmp	.LBB23_83
.LBB23_82:
.Ltmp89:
	movabsq	$.Lanon.d053acb6a4a80daa36fb3d5d328ec401.13@GOTOFF, %rdx
	movq	8(%rsp), %r15
	addq	%r15, %rdx
	movabsq	$_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check@GOT, %rax
	movq	%rbp, %rsi
	callq	*(%r15,%rax)
.Ltmp90:
.LBB23_83:
	ud2
.LBB23_94:
.Ltmp94:
	jmp	.LBB23_66
.LBB23_81:
.Ltmp88:
	jmp	.LBB23_66
.LBB23_65:
.Ltmp100:
	jmp	.LBB23_66
.LBB23_73:
.Ltmp97:
	jmp	.LBB23_66
.LBB23_142:
.Ltmp77:
	jmp	.LBB23_66
.LBB23_141:
.Ltmp83:
.LBB23_66:
	movq	%rax, %r14
	movabsq	$_ZN4core3ptr39drop_in_place$LT$glob..PatternToken$GT$17hffb2b2c6f93f0ca6E@GOTOFF, %rax
	movq	8(%rsp), %r15
	addq	%r15, %rax
	leaq	48(%rsp), %rdi
	callq	*%rax
	jmp	.LBB23_139
.LBB23_61:
.Ltmp80:
	movq	%rax, %r14
	movq	8(%rsp), %r15
	jmp	.LBB23_139
.LBB23_45:
.Ltmp72:
	movq	%rax, %r14
	movq	48(%rsp), %rsi
	testq	%rsi, %rsi
	jne	.LBB23_47
	movq	8(%rsp), %r15
	movabsq	$_Unwind_Resume@GOT, %rax
	movq	%r14, %rdi
	callq	*(%r15,%rax)
.LBB23_47:
	movq	56(%rsp), %rdi
	shlq	$2, %rsi
	movabsq	$_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOT, %rax
	movl	$4, %edx
	movq	8(%rsp), %r15
	jmp	.LBB23_48
.LBB23_62:
.Ltmp91:
	jmp	.LBB23_138
.LBB23_137:
.Ltmp103:
.LBB23_138:
	movq	%rax, %r14
.LBB23_139:
	movabsq	$_ZN4core3ptr62drop_in_place$LT$alloc..vec..Vec$LT$glob..PatternToken$GT$$GT$17hd075f4df5e491992E@GOTOFF, %rax
	addq	%r15, %rax
	leaq	24(%rsp), %rdi
	callq	*%rax
	movq	80(%rsp), %rsi
	testq	%rsi, %rsi
	je	.LBB23_49
	shlq	$2, %rsi
	movabsq	$_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOT, %rax
	movl	$4, %edx
	movq	%rbx, %rdi
.LBB23_48:
	callq	*(%r15,%rax)
.LBB23_49:
	movabsq	$_Unwind_Resume@GOT, %rax
	movq	%r14, %rdi
	callq	*(%r15,%rax)
.Lfunc_end23:
	.size	_ZN4glob7Pattern3new17hda133f4823591a1cE, .Lfunc_end23-_ZN4glob7Pattern3new17hda133f4823591a1cE
	.cfi_endproc
	.section	.gcc_except_table._ZN4glob7Pattern3new17hda133f4823591a1cE,"a",@progbits
	.p2align	2, 0x0
GCC_except_table23:
.Lexception7:
	.byte	255
	.byte	255
	.byte	1
	.uleb128 .Lcst_end7-.Lcst_begin7
.Lcst_begin7:
	.uleb128 .Ltmp101-.Lfunc_begin7
	.uleb128 .Ltmp102-.Ltmp101
	.uleb128 .Ltmp103-.Lfunc_begin7
	.byte	0
	.uleb128 .Ltmp102-.Lfunc_begin7
	.uleb128 .Ltmp70-.Ltmp102
	.byte	0
	.byte	0
	.uleb128 .Ltmp70-.Lfunc_begin7
	.uleb128 .Ltmp71-.Ltmp70
	.uleb128 .Ltmp72-.Lfunc_begin7
	.byte	0
	.uleb128 .Ltmp78-.Lfunc_begin7
	.uleb128 .Ltmp79-.Ltmp78
	.uleb128 .Ltmp80-.Lfunc_begin7
	.byte	0
	.uleb128 .Ltmp81-.Lfunc_begin7
	.uleb128 .Ltmp82-.Ltmp81
	.uleb128 .Ltmp83-.Lfunc_begin7
	.byte	0
	.uleb128 .Ltmp73-.Lfunc_begin7
	.uleb128 .Ltmp74-.Ltmp73
	.uleb128 .Ltmp80-.Lfunc_begin7
	.byte	0
	.uleb128 .Ltmp75-.Lfunc_begin7
	.uleb128 .Ltmp76-.Ltmp75
	.uleb128 .Ltmp77-.Lfunc_begin7
	.byte	0
	.uleb128 .Ltmp95-.Lfunc_begin7
	.uleb128 .Ltmp96-.Ltmp95
	.uleb128 .Ltmp97-.Lfunc_begin7
	.byte	0
	.uleb128 .Ltmp98-.Lfunc_begin7
	.uleb128 .Ltmp99-.Ltmp98
	.uleb128 .Ltmp100-.Lfunc_begin7
	.byte	0
	.uleb128 .Ltmp86-.Lfunc_begin7
	.uleb128 .Ltmp87-.Ltmp86
	.uleb128 .Ltmp88-.Lfunc_begin7
	.byte	0
	.uleb128 .Ltmp92-.Lfunc_begin7
	.uleb128 .Ltmp93-.Ltmp92
	.uleb128 .Ltmp94-.Lfunc_begin7
	.byte	0
	.uleb128 .Ltmp93-.Lfunc_begin7
	.uleb128 .Ltmp84-.Ltmp93
	.byte	0
	.byte	0
	.uleb128 .Ltmp84-.Lfunc_begin7
	.uleb128 .Ltmp90-.Ltmp84
	.uleb128 .Ltmp91-.Lfunc_begin7
	.byte	0
	.uleb128 .Ltmp90-.Lfunc_begin7
	.uleb128 .Lfunc_end23-.Ltmp90
	.byte	0
	.byte	0
.Lcst_end7:
	.p2align	2, 0x0

	.section	.ltext._ZN4glob7Pattern6escape17hbabfbf542a0f13abE,"axl",@progbits
	.globl	_ZN4glob7Pattern6escape17hbabfbf542a0f13abE
	.p2align	4
	.type	_ZN4glob7Pattern6escape17hbabfbf542a0f13abE,@function
_ZN4glob7Pattern6escape17hbabfbf542a0f13abE:
.Lfunc_begin8:
	.cfi_startproc
	.cfi_personality 156, DW.ref.rust_eh_personality
	.cfi_lsda 28, .Lexception8
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
	subq	$56, %rsp
	.cfi_def_cfa_offset 112
	.cfi_offset %rbx, -56
	.cfi_offset %r12, -48
	.cfi_offset %r13, -40
	.cfi_offset %r14, -32
	.cfi_offset %r15, -24
	.cfi_offset %rbp, -16
	movq	%rdi, 48(%rsp)
.L24$pb:
	leaq	.L24$pb(%rip), %rax
	movabsq	$_GLOBAL_OFFSET_TABLE_-.L24$pb, %rcx
	addq	%rax, %rcx
	movq	%rcx, 32(%rsp)
	movq	$0, 8(%rsp)
	movq	$1, 16(%rsp)
	movq	$0, 24(%rsp)
	testq	%rdx, %rdx
	je	.LBB24_35
	movq	%rdx, %r14
	movq	%rsi, %r15
	addq	%rsi, %r14
	movl	$1, %ecx
	xorl	%r12d, %r12d
	movabsq	$_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$7reserve21do_reserve_and_handle17hb819d5be02b341d5E@GOTOFF, %r9
	addq	32(%rsp), %r9
	leaq	8(%rsp), %rdi
	movabsq	$2814749769203713, %r13
	jmp	.LBB24_5
.LBB24_2:
	movb	%bl, (%rcx,%rax)
.LBB24_3:
	addq	%rbp, %r12
	movq	%r12, 24(%rsp)
	cmpq	%r14, %r15
	je	.LBB24_35
	.p2align	4
.LBB24_5:
	movzbl	(%r15), %ebx
	testb	%bl, %bl
	js	.LBB24_7
	incq	%r15
	leal	-42(%rbx), %eax
	cmpl	$51, %eax
	jbe	.LBB24_12
	jmp	.LBB24_17
	.p2align	4
.LBB24_7:
	movl	%ebx, %eax
	andl	$31, %eax
	movzbl	1(%r15), %esi
	andl	$63, %esi
	cmpb	$-33, %bl
	jbe	.LBB24_10
	movzbl	2(%r15), %edx
	shll	$6, %esi
	andl	$63, %edx
	orl	%esi, %edx
	cmpb	$-16, %bl
	jb	.LBB24_11
	movzbl	3(%r15), %ebx
	addq	$4, %r15
	andl	$7, %eax
	shll	$18, %eax
	shll	$6, %edx
	andl	$63, %ebx
	orl	%edx, %ebx
	orl	%eax, %ebx
	leal	-42(%rbx), %eax
	cmpl	$51, %eax
	jbe	.LBB24_12
	jmp	.LBB24_17
.LBB24_10:
	addq	$2, %r15
	shll	$6, %eax
	orl	%esi, %eax
	movl	%eax, %ebx
	leal	-42(%rbx), %eax
	cmpl	$51, %eax
	jbe	.LBB24_12
	jmp	.LBB24_17
.LBB24_11:
	addq	$3, %r15
	shll	$12, %eax
	orl	%eax, %edx
	movl	%edx, %ebx
	leal	-42(%rbx), %eax
	cmpl	$51, %eax
	ja	.LBB24_17
	.p2align	4
.LBB24_12:
	btq	%rax, %r13
	jae	.LBB24_17
	movq	%r12, %rax
	cmpq	%r12, 8(%rsp)
	je	.LBB24_27
.LBB24_14:
	movb	$91, (%rcx,%rax)
	leaq	1(%r12), %rax
	movq	%rax, 24(%rsp)
	movq	8(%rsp), %rsi
	cmpq	%rax, %rsi
	je	.LBB24_29
.LBB24_15:
	movq	16(%rsp), %rcx
	movb	%bl, (%rcx,%rax)
	leaq	2(%r12), %rax
	movq	%rax, 24(%rsp)
	cmpq	%rax, %rsi
	je	.LBB24_31
.LBB24_16:
	movb	$93, (%rcx,%rax)
	addq	$3, %r12
	movq	%r12, 24(%rsp)
	cmpq	%r14, %r15
	jne	.LBB24_5
	jmp	.LBB24_35
.LBB24_17:
	movl	$1, %ebp
	cmpl	$128, %ebx
	jb	.LBB24_20
	movl	$2, %ebp
	cmpl	$2048, %ebx
	jb	.LBB24_20
	cmpl	$65536, %ebx
	movl	$4, %ebp
	sbbq	$0, %rbp
.LBB24_20:
	movq	8(%rsp), %rdx
	subq	%r12, %rdx
	movq	%r12, %rax
	cmpq	%rdx, %rbp
	ja	.LBB24_33
	cmpl	$128, %ebx
	jb	.LBB24_2
.LBB24_22:
	movl	%ebx, %edx
	andb	$63, %dl
	orb	$-128, %dl
	movl	%ebx, %esi
	shrl	$6, %esi
	cmpl	$2048, %ebx
	jae	.LBB24_24
	orb	$-64, %sil
	movb	%sil, (%rcx,%rax)
	movb	%dl, 1(%rcx,%rax)
	jmp	.LBB24_3
.LBB24_24:
	andb	$63, %sil
	orb	$-128, %sil
	movl	%ebx, %r8d
	shrl	$12, %r8d
	cmpl	$65535, %ebx
	ja	.LBB24_26
	orb	$-32, %r8b
	movb	%r8b, (%rcx,%rax)
	movb	%sil, 1(%rcx,%rax)
	movb	%dl, 2(%rcx,%rax)
	jmp	.LBB24_3
.LBB24_26:
	andb	$63, %r8b
	orb	$-128, %r8b
	shrl	$18, %ebx
	orb	$-16, %bl
	movb	%bl, (%rcx,%rax)
	movb	%r8b, 1(%rcx,%rax)
	movb	%sil, 2(%rcx,%rax)
	movb	%dl, 3(%rcx,%rax)
	jmp	.LBB24_3
.LBB24_27:
.Ltmp104:
	movl	$1, %edx
	movl	$1, %ecx
	movl	$1, %r8d
	movq	%r12, %rsi
	movq	%r9, %rbp
	callq	*%r9
.Ltmp105:
	movq	16(%rsp), %rcx
	movq	24(%rsp), %rax
	movq	%rbp, %r9
	leaq	8(%rsp), %rdi
	jmp	.LBB24_14
.LBB24_29:
.Ltmp106:
	movl	$1, %edx
	movl	$1, %ecx
	movl	$1, %r8d
	movq	%rax, %rsi
	movq	%r9, %rbp
	callq	*%r9
.Ltmp107:
	movq	8(%rsp), %rsi
	movq	24(%rsp), %rax
	movq	%rbp, %r9
	leaq	8(%rsp), %rdi
	jmp	.LBB24_15
.LBB24_31:
.Ltmp108:
	movl	$1, %edx
	movl	$1, %ecx
	movl	$1, %r8d
	movq	%rdi, %rbp
	movq	%r9, %rbx
	callq	*%r9
.Ltmp109:
	movq	16(%rsp), %rcx
	movq	24(%rsp), %rax
	movq	%rbx, %r9
	movq	%rbp, %rdi
	jmp	.LBB24_16
.LBB24_33:
.Ltmp110:
	movl	$1, %ecx
	movl	$1, %r8d
	movq	%r12, %rsi
	movq	%rbp, %rdx
	movq	%r9, 40(%rsp)
	callq	*%r9
.Ltmp111:
	movq	16(%rsp), %rcx
	movq	24(%rsp), %rax
	movq	40(%rsp), %r9
	leaq	8(%rsp), %rdi
	cmpl	$128, %ebx
	jb	.LBB24_2
	jmp	.LBB24_22
.LBB24_35:
	movq	24(%rsp), %rcx
	movq	48(%rsp), %rax
	movq	%rcx, 16(%rax)
	movq	8(%rsp), %rcx
	movq	%rcx, (%rax)
	movq	16(%rsp), %rcx
	movq	%rcx, 8(%rax)
	addq	$56, %rsp
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
.LBB24_36:
	.cfi_def_cfa_offset 112
.Ltmp112:
	movq	%rax, %rbx
	movq	8(%rsp), %rsi
	testq	%rsi, %rsi
	je	.LBB24_38
	movq	16(%rsp), %rdi
	movabsq	$_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOT, %rax
	movl	$1, %edx
	movq	32(%rsp), %rcx
	callq	*(%rcx,%rax)
.LBB24_38:
	movabsq	$_Unwind_Resume@GOT, %rax
	movq	%rbx, %rdi
	movq	32(%rsp), %rcx
	callq	*(%rcx,%rax)
.Lfunc_end24:
	.size	_ZN4glob7Pattern6escape17hbabfbf542a0f13abE, .Lfunc_end24-_ZN4glob7Pattern6escape17hbabfbf542a0f13abE
	.cfi_endproc
	.section	.gcc_except_table._ZN4glob7Pattern6escape17hbabfbf542a0f13abE,"a",@progbits
	.p2align	2, 0x0
GCC_except_table24:
.Lexception8:
	.byte	255
	.byte	255
	.byte	1
	.uleb128 .Lcst_end8-.Lcst_begin8
.Lcst_begin8:
	.uleb128 .Ltmp104-.Lfunc_begin8
	.uleb128 .Ltmp111-.Ltmp104
	.uleb128 .Ltmp112-.Lfunc_begin8
	.byte	0
	.uleb128 .Ltmp111-.Lfunc_begin8
	.uleb128 .Lfunc_end24-.Ltmp111
	.byte	0
	.byte	0
.Lcst_end8:
	.p2align	2, 0x0

	.section	.ltext._ZN4glob7Pattern7matches17h8917f3b58075a4c5E,"axl",@progbits
	.globl	_ZN4glob7Pattern7matches17h8917f3b58075a4c5E
	.p2align	4
	.type	_ZN4glob7Pattern7matches17h8917f3b58075a4c5E,@function
_ZN4glob7Pattern7matches17h8917f3b58075a4c5E:
	.cfi_startproc
	pushq	%rax
	.cfi_def_cfa_offset 16
	movq	%rsi, %rax
.L25$pb:
	leaq	.L25$pb(%rip), %rcx
	movabsq	$_GLOBAL_OFFSET_TABLE_-.L25$pb, %rsi
	addq	%rcx, %rsi
	leaq	(%rdx,%rax), %rcx
	movabsq	$_ZN4glob7Pattern12matches_from17h84e48aa900222994E@GOTOFF, %r10
	addq	%rsi, %r10
	movl	$1, %esi
	movq	%rax, %rdx
	xorl	%r8d, %r8d
	movl	$1, %r9d
	callq	*%r10
	testb	%al, %al
	sete	%al
	popq	%rcx
	.cfi_def_cfa_offset 8
	retq
.Lfunc_end25:
	.size	_ZN4glob7Pattern7matches17h8917f3b58075a4c5E, .Lfunc_end25-_ZN4glob7Pattern7matches17h8917f3b58075a4c5E
	.cfi_endproc

	.section	.ltext._ZN4glob9GlobError10into_error17h7ec19ba381a8ed38E,"axl",@progbits
	.globl	_ZN4glob9GlobError10into_error17h7ec19ba381a8ed38E
	.p2align	4
	.type	_ZN4glob9GlobError10into_error17h7ec19ba381a8ed38E,@function
_ZN4glob9GlobError10into_error17h7ec19ba381a8ed38E:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset %rbx, -16
.L26$pb:
	leaq	.L26$pb(%rip), %rcx
	movabsq	$_GLOBAL_OFFSET_TABLE_-.L26$pb, %rax
	addq	%rcx, %rax
	movq	(%rdi), %rsi
	movq	24(%rdi), %rbx
	testq	%rsi, %rsi
	je	.LBB26_2
	movq	8(%rdi), %rdi
	movabsq	$_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOT, %rcx
	movl	$1, %edx
	callq	*(%rax,%rcx)
.LBB26_2:
	movq	%rbx, %rax
	popq	%rbx
	.cfi_def_cfa_offset 8
	retq
.Lfunc_end26:
	.size	_ZN4glob9GlobError10into_error17h7ec19ba381a8ed38E, .Lfunc_end26-_ZN4glob9GlobError10into_error17h7ec19ba381a8ed38E
	.cfi_endproc

	.section	.ltext._ZN4glob9fill_todo17h063d56d1b0371a83E,"axl",@progbits
	.p2align	4
	.type	_ZN4glob9fill_todo17h063d56d1b0371a83E,@function
_ZN4glob9fill_todo17h063d56d1b0371a83E:
.Lfunc_begin9:
	.cfi_startproc
	.cfi_personality 156, DW.ref.rust_eh_personality
	.cfi_lsda 28, .Lexception9
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
	subq	$648, %rsp
	.cfi_def_cfa_offset 704
	.cfi_offset %rbx, -56
	.cfi_offset %r12, -48
	.cfi_offset %r13, -40
	.cfi_offset %r14, -32
	.cfi_offset %r15, -24
	.cfi_offset %rbp, -16
	movq	%rdx, %r15
.L27$pb:
	leaq	.L27$pb(%rip), %rax
	movabsq	$_GLOBAL_OFFSET_TABLE_-.L27$pb, %r14
	addq	%rax, %r14
	movq	%rcx, 72(%rsp)
	cmpq	%rdx, %rcx
	jae	.LBB27_138
	movq	%rsi, %r12
	movq	%rdi, %rbx
	imulq	$56, %rcx, %rax
	movq	%rax, 88(%rsp)
	movabsq	$_RNvNtNtCsjrHSEGnQ3l9_3std3sys2fs8metadata@GOT, %rax
	leaq	176(%rsp), %rdi
	movq	%r8, 48(%rsp)
	movq	%r8, %rsi
	movq	%r9, 56(%rsp)
	movq	%r9, %rdx
	callq	*(%r14,%rax)
	cmpl	$2, 176(%rsp)
	jne	.LBB27_3
	movq	184(%rsp), %rdi
	movabsq	$_ZN4core3ptr42drop_in_place$LT$std..io..error..Error$GT$17h78de8bd851375ad6E@GOTOFF, %rax
	addq	%r14, %rax
	callq	*%rax
	movl	$0, 68(%rsp)
	jmp	.LBB27_4
.LBB27_3:
	movl	$61440, %eax
	andl	232(%rsp), %eax
	cmpl	$16384, %eax
	sete	%al
	movl	%eax, 68(%rsp)
.LBB27_4:
	movq	%r15, 160(%rsp)
	movq	%rbx, 32(%rsp)
	movq	%r12, 80(%rsp)
	addq	%r12, 88(%rsp)
	movabsq	$_RNvMs16_NtCsjrHSEGnQ3l9_3std4pathNtB6_4Path10components@GOT, %rax
	movq	(%r14,%rax), %rbx
	leaq	360(%rsp), %rdi
	movq	48(%rsp), %rsi
	movq	56(%rsp), %rdx
	callq	*%rbx
	movabsq	$.Lanon.d053acb6a4a80daa36fb3d5d328ec401.1@GOTOFF, %rax
	leaq	(%r14,%rax), %rsi
	leaq	424(%rsp), %rdi
	movl	$1, %edx
	movq	%rsi, 352(%rsp)
	callq	*%rbx
	movq	368(%rsp), %rdx
	cmpq	432(%rsp), %rdx
	movq	%r14, 16(%rsp)
	jne	.LBB27_9
	movzbl	416(%rsp), %eax
	cmpb	480(%rsp), %al
	jne	.LBB27_9
	cmpb	$2, 417(%rsp)
	jne	.LBB27_9
	cmpb	$2, 481(%rsp)
	jne	.LBB27_9
	movq	360(%rsp), %rdi
	movq	424(%rsp), %rsi
	movabsq	$bcmp@GOT, %rax
	callq	*(%r14,%rax)
	testl	%eax, %eax
	je	.LBB27_27
.LBB27_9:
	movups	360(%rsp), %xmm0
	movups	376(%rsp), %xmm1
	movups	392(%rsp), %xmm2
	movups	408(%rsp), %xmm3
	movaps	%xmm3, 144(%rsp)
	movaps	%xmm2, 128(%rsp)
	movaps	%xmm1, 112(%rsp)
	movaps	%xmm0, 96(%rsp)
	movups	424(%rsp), %xmm0
	movups	440(%rsp), %xmm1
	movups	456(%rsp), %xmm2
	movups	472(%rsp), %xmm3
	movaps	%xmm3, 224(%rsp)
	movaps	%xmm2, 208(%rsp)
	movaps	%xmm1, 192(%rsp)
	movaps	%xmm0, 176(%rsp)
	movabsq	$_RNvXsj_NtCsjrHSEGnQ3l9_3std4pathNtB5_10ComponentsNtNtNtNtCsgEmfK2I1SDS_4core4iter6traits12double_ended19DoubleEndedIterator9next_back@GOT, %rax
	leaq	552(%rsp), %rdi
	leaq	96(%rsp), %rsi
	callq	*(%r14,%rax)
	movzbl	552(%rsp), %r14d
	cmpb	$10, %r14b
	jne	.LBB27_11
.LBB27_10:
	leaq	496(%rsp), %rdi
	leaq	176(%rsp), %rsi
	movq	16(%rsp), %r14
	movabsq	$_RNvXsj_NtCsjrHSEGnQ3l9_3std4pathNtB5_10ComponentsNtNtNtNtCsgEmfK2I1SDS_4core4iter6traits12double_ended19DoubleEndedIterator9next_back@GOT, %rax
	callq	*(%r14,%rax)
	cmpb	$10, 496(%rsp)
	sete	%al
	jmp	.LBB27_28
.LBB27_11:
	movq	16(%rsp), %rcx
	movabsq	$_RNvXsj_NtCsjrHSEGnQ3l9_3std4pathNtB5_10ComponentsNtNtNtNtCsgEmfK2I1SDS_4core4iter6traits12double_ended19DoubleEndedIterator9next_back@GOT, %rax
	movq	(%rcx,%rax), %rdx
	movabsq	$bcmp@GOT, %rax
	movq	(%rcx,%rax), %rax
	movq	%rax, 40(%rsp)
	movabsq	$.LJTI27_0@GOTOFF, %rax
	addq	%rcx, %rax
	movq	%rax, 488(%rsp)
	movq	%rdx, 168(%rsp)
	jmp	.LBB27_14
.LBB27_12:
	cmpb	%cl, %bl
	jne	.LBB27_26
	.p2align	4
.LBB27_13:
	leaq	552(%rsp), %rdi
	leaq	96(%rsp), %rsi
	movq	168(%rsp), %rbx
	callq	*%rbx
	movq	%rbx, %rdx
	movzbl	552(%rsp), %r14d
	cmpb	$10, %r14b
	je	.LBB27_10
.LBB27_14:
	movzbl	553(%rsp), %ebx
	movq	560(%rsp), %r12
	movq	568(%rsp), %r15
	movq	576(%rsp), %rbp
	movq	584(%rsp), %r13
	leaq	496(%rsp), %rdi
	leaq	176(%rsp), %rsi
	callq	*%rdx
	movzbl	496(%rsp), %ecx
	cmpq	$10, %rcx
	je	.LBB27_26
	movzbl	%r14b, %eax
	leaq	-5(%rax), %rdi
	cmpb	$6, %al
	movl	$0, %esi
	cmovbq	%rsi, %rdi
	leaq	-5(%rcx), %rdx
	cmpb	$6, %cl
	cmovbq	%rsi, %rdx
	cmpq	%rdx, %rdi
	jne	.LBB27_26
	movq	504(%rsp), %rsi
	movq	512(%rsp), %rdx
	cmpl	$4, %edi
	je	.LBB27_20
	testq	%rdi, %rdi
	jne	.LBB27_13
	cmpb	%cl, %r14b
	jne	.LBB27_26
	movzbl	497(%rsp), %ecx
	movq	520(%rsp), %r8
	movq	528(%rsp), %r14
	movq	488(%rsp), %rdi
	movq	(%rdi,%rax,8), %rax
	addq	%rdi, %rax
	jmpq	*%rax
.LBB27_20:
	cmpq	%rdx, %r15
	jne	.LBB27_26
	movq	%r12, %rdi
	movq	%r15, %rdx
	callq	*40(%rsp)
	testl	%eax, %eax
	je	.LBB27_13
	jmp	.LBB27_26
.LBB27_22:
	cmpq	%rdx, %r15
	jne	.LBB27_26
	movq	%r12, %rdi
	movq	%r15, %rdx
	movq	%r8, %rbx
	callq	*40(%rsp)
	testl	%eax, %eax
	jne	.LBB27_26
	cmpq	%r14, %r13
	jne	.LBB27_26
	movq	%rbx, %rsi
	movq	%rbp, %rdi
	movq	%r13, %rdx
	callq	*40(%rsp)
	testl	%eax, %eax
	je	.LBB27_13
.LBB27_26:
	xorl	%eax, %eax
	movq	16(%rsp), %r14
	jmp	.LBB27_28
.LBB27_27:
	movb	$1, %al
.LBB27_28:
	movl	704(%rsp), %ebp
	movb	%al, 31(%rsp)
	movq	88(%rsp), %rax
	movq	32(%rax), %r15
	movq	40(%rax), %r12
	movq	$0, 176(%rsp)
	movq	$1, 184(%rsp)
	movq	$0, 192(%rsp)
	testq	%r12, %r12
	je	.LBB27_45
	shlq	$5, %r12
	addq	%r15, %r12
	movl	$1, %edi
	xorl	%r8d, %r8d
	movabsq	$_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$7reserve21do_reserve_and_handle17hb819d5be02b341d5E@GOTOFF, %rax
	addq	%r14, %rax
	movq	%rax, 40(%rsp)
	leaq	176(%rsp), %rbx
	jmp	.LBB27_32
	.p2align	4
.LBB27_30:
	movb	%bpl, (%rdi,%rax)
.LBB27_31:
	addq	%r14, %r8
	movq	%r8, 192(%rsp)
	addq	$32, %r15
	cmpq	%r12, %r15
	movl	704(%rsp), %ebp
	je	.LBB27_50
.LBB27_32:
	cmpl	$0, (%r15)
	jne	.LBB27_48
	movq	%r8, %r14
	movl	4(%r15), %ebp
	movl	$1, %r8d
	cmpl	$128, %ebp
	jb	.LBB27_36
	movl	$2, %r8d
	cmpl	$2048, %ebp
	jb	.LBB27_36
	cmpl	$65536, %ebp
	movl	$4, %r8d
	sbbq	$0, %r8
.LBB27_36:
	movq	176(%rsp), %rcx
	subq	%r14, %rcx
	movq	%r14, %rax
	cmpq	%rcx, %r8
	ja	.LBB27_43
	cmpl	$128, %ebp
	jb	.LBB27_30
.LBB27_38:
	movl	%ebp, %ecx
	andb	$63, %cl
	orb	$-128, %cl
	movl	%ebp, %edx
	shrl	$6, %edx
	cmpl	$2048, %ebp
	jae	.LBB27_40
	orb	$-64, %dl
	movb	%dl, (%rdi,%rax)
	movb	%cl, 1(%rdi,%rax)
	jmp	.LBB27_31
	.p2align	4
.LBB27_40:
	andb	$63, %dl
	orb	$-128, %dl
	movl	%ebp, %esi
	shrl	$12, %esi
	cmpl	$65535, %ebp
	ja	.LBB27_42
	orb	$-32, %sil
	movb	%sil, (%rdi,%rax)
	movb	%dl, 1(%rdi,%rax)
	movb	%cl, 2(%rdi,%rax)
	jmp	.LBB27_31
.LBB27_42:
	andb	$63, %sil
	orb	$-128, %sil
	shrl	$18, %ebp
	orb	$-16, %bpl
	movb	%bpl, (%rdi,%rax)
	movb	%sil, 1(%rdi,%rax)
	movb	%dl, 2(%rdi,%rax)
	movb	%cl, 3(%rdi,%rax)
	jmp	.LBB27_31
.LBB27_43:
.Ltmp113:
	movl	$1, %ecx
	movq	%r8, %rdx
	movl	$1, %r8d
	movq	%rbx, %rdi
	movq	%r14, %rsi
	movq	%rdx, %r13
	callq	*40(%rsp)
.Ltmp114:
	movq	184(%rsp), %rdi
	movq	192(%rsp), %rax
	movq	%r13, %r8
	cmpl	$128, %ebp
	jb	.LBB27_30
	jmp	.LBB27_38
.LBB27_45:
	movl	$1, %r15d
	xorl	%r8d, %r8d
	xorl	%r14d, %r14d
	xorl	%ebx, %ebx
	movq	56(%rsp), %r12
.LBB27_46:
	movzbl	31(%rsp), %ebp
	testb	%bpl, %bpl
	je	.LBB27_63
	movq	%r14, 96(%rsp)
	movq	%r15, 104(%rsp)
	movq	%r8, 112(%rsp)
	jmp	.LBB27_64
.LBB27_48:
	movq	176(%rsp), %rsi
	testq	%rsi, %rsi
	movq	56(%rsp), %r12
	movq	48(%rsp), %rbx
	je	.LBB27_51
	movabsq	$_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOT, %rax
	movl	$1, %edx
	movq	16(%rsp), %rcx
	callq	*(%rcx,%rax)
	jmp	.LBB27_51
.LBB27_50:
	movq	176(%rsp), %r14
	movq	%r14, %rax
	negq	%rax
	movq	56(%rsp), %r12
	movq	48(%rsp), %rbx
	jno	.LBB27_82
.LBB27_51:
	cmpb	$0, 68(%rsp)
	je	.LBB27_105
	movabsq	$_RNvNtNtCsjrHSEGnQ3l9_3std3sys2fs8read_dir@GOT, %rax
	leaq	176(%rsp), %rdi
	movq	%rbx, %rsi
	movq	%r12, %rdx
	movq	16(%rsp), %r14
	callq	*(%r14,%rax)
	movzbl	184(%rsp), %eax
	movq	176(%rsp), %r15
	cmpb	$2, %al
	je	.LBB27_101
	movq	$0, 496(%rsp)
	leaq	496(%rsp), %rcx
	movq	%rcx, 96(%rsp)
	leaq	31(%rsp), %rcx
	movq	%rcx, 104(%rsp)
	leaq	112(%rsp), %r12
	movq	%r15, 112(%rsp)
	movb	%al, 120(%rsp)
.Ltmp116:
	movabsq	$_ZN106_$LT$core..iter..adapters..GenericShunt$LT$I$C$R$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h7bf3d4670bd1daf2E@GOTOFF, %rax
	addq	%r14, %rax
	leaq	176(%rsp), %rdi
	leaq	96(%rsp), %rsi
	movq	%rax, 168(%rsp)
	callq	*%rax
.Ltmp117:
	movq	176(%rsp), %r14
	movq	%r14, %rax
	negq	%rax
	jno	.LBB27_87
	movq	112(%rsp), %rax
	lock		decq	(%rax)
	movl	$8, %r14d
	jne	.LBB27_57
	#MEMBARRIER
.Ltmp137:
	movabsq	$_RNvMsn_NtCslNYArtu3iFV_5alloc4syncINtB5_3ArcNtNtNtNtCsjrHSEGnQ3l9_3std3sys2fs4unix12InnerReadDirE9drop_slowBO_@GOT, %rax
	movq	%r12, %rdi
	movq	16(%rsp), %rcx
	callq	*(%rcx,%rax)
.Ltmp138:
.LBB27_57:
	xorl	%ebx, %ebx
	xorl	%r12d, %r12d
	movq	496(%rsp), %r15
	testq	%r15, %r15
	je	.LBB27_98
.LBB27_58:
	testq	%rbx, %rbx
	je	.LBB27_85
	leaq	8(%r14), %r13
	movabsq	$_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOT, %rax
	movq	16(%rsp), %rcx
	movq	(%rcx,%rax), %rbp
	jmp	.LBB27_61
	.p2align	4
.LBB27_60:
	addq	$24, %r13
	decq	%rbx
	je	.LBB27_85
.LBB27_61:
	movq	-8(%r13), %rsi
	testq	%rsi, %rsi
	je	.LBB27_60
	movq	(%r13), %rdi
	movl	$1, %edx
	callq	*%rbp
	jmp	.LBB27_60
.LBB27_63:
.Ltmp176:
	movabsq	$_RNvMs16_NtCsjrHSEGnQ3l9_3std4pathNtB6_4Path5__join@GOT, %rax
	leaq	96(%rsp), %rdi
	movq	48(%rsp), %rsi
	movq	%r12, %rdx
	movq	%r15, %rcx
	movq	16(%rsp), %r9
	callq	*(%r9,%rax)
.Ltmp177:
.LBB27_64:
	movl	68(%rsp), %eax
	andb	%bl, %al
	cmpb	$1, %al
	jne	.LBB27_70
	movq	104(%rsp), %r12
	movq	112(%rsp), %rbx
.LBB27_66:
	movq	96(%rsp), %r13
	movq	72(%rsp), %rcx
	incq	%rcx
	movq	160(%rsp), %rdx
	cmpq	%rdx, %rcx
	jne	.LBB27_76
	movq	%r13, 184(%rsp)
	movq	%r12, 192(%rsp)
	movq	%rbx, 200(%rsp)
	movq	$-1, 208(%rsp)
	movq	$0, 176(%rsp)
	movq	32(%rsp), %r12
	movq	16(%r12), %rbx
	cmpq	(%r12), %rbx
	jne	.LBB27_69
.Ltmp187:
	movabsq	$_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17hcda5a82c98a27951E@GOT, %rax
	movq	%r12, %rdi
	movq	16(%rsp), %rcx
	callq	*(%rcx,%rax)
.Ltmp188:
.LBB27_69:
	movq	8(%r12), %rax
	leaq	(%rbx,%rbx,4), %rcx
	movq	208(%rsp), %rdx
	movq	%rdx, 32(%rax,%rcx,8)
	movups	176(%rsp), %xmm0
	movups	192(%rsp), %xmm1
	movups	%xmm1, 16(%rax,%rcx,8)
	movups	%xmm0, (%rax,%rcx,8)
	incq	%rbx
	movq	%rbx, 16(%r12)
	jmp	.LBB27_80
.LBB27_70:
	testb	%bl, %bl
	jne	.LBB27_74
	movq	104(%rsp), %r12
	movq	112(%rsp), %rbx
.Ltmp179:
	leaq	176(%rsp), %rdi
	movq	%r12, %rsi
	movq	%rbx, %rdx
	movq	16(%rsp), %rax
	movabsq	$_RNvNtNtCsjrHSEGnQ3l9_3std3sys2fs8metadata@GOT, %rcx
	callq	*(%rax,%rcx)
.Ltmp180:
	cmpl	$2, 176(%rsp)
	jne	.LBB27_66
	movq	184(%rsp), %rdi
.Ltmp181:
	movabsq	$_ZN4core3ptr42drop_in_place$LT$std..io..error..Error$GT$17h78de8bd851375ad6E@GOTOFF, %rax
	addq	16(%rsp), %rax
	callq	*%rax
.Ltmp182:
.LBB27_74:
	movq	96(%rsp), %rsi
	testq	%rsi, %rsi
	je	.LBB27_80
	movq	104(%rsp), %rdi
	movabsq	$_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOT, %rax
	movl	$1, %edx
	jmp	.LBB27_79
.LBB27_76:
.Ltmp184:
	movl	704(%rsp), %eax
	movl	%eax, (%rsp)
	movabsq	$_ZN4glob9fill_todo17h063d56d1b0371a83E@GOTOFF, %rax
	addq	16(%rsp), %rax
	movq	32(%rsp), %rdi
	movq	80(%rsp), %rsi
	movq	%r12, %r8
	movq	%rbx, %r9
	callq	*%rax
.Ltmp185:
	testq	%r13, %r13
	je	.LBB27_80
	movabsq	$_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOT, %rax
	movl	$1, %edx
	movq	%r12, %rdi
	movq	%r13, %rsi
.LBB27_79:
	movq	16(%rsp), %rcx
	callq	*(%rcx,%rax)
.LBB27_80:
	testq	%r14, %r14
	sete	%al
	orb	%bpl, %al
	jne	.LBB27_105
.LBB27_81:
	movabsq	$_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOT, %rax
	movl	$1, %edx
	movq	%r15, %rdi
	movq	%r14, %rsi
	movq	16(%rsp), %rcx
	callq	*(%rcx,%rax)
	jmp	.LBB27_105
.LBB27_82:
	movq	184(%rsp), %r15
	cmpq	$1, %r8
	je	.LBB27_106
	cmpq	$2, %r8
	jne	.LBB27_107
	cmpw	$11822, (%r15)
	sete	%bl
	movl	$2, %r8d
	jmp	.LBB27_46
.LBB27_85:
	testq	%r12, %r12
	je	.LBB27_100
	shlq	$3, %r12
	leaq	(%r12,%r12,2), %rsi
	movabsq	$_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOT, %rax
	movl	$8, %edx
	movq	%r14, %rdi
	movq	16(%rsp), %rcx
	callq	*(%rcx,%rax)
	jmp	.LBB27_100
.LBB27_87:
	movq	184(%rsp), %r13
	movq	192(%rsp), %r15
	movabsq	$_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2@GOT, %rax
	movq	16(%rsp), %rbx
	callq	*(%rbx,%rax)
	movabsq	$_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc@GOT, %rax
	movl	$96, %edi
	movl	$8, %esi
	callq	*(%rbx,%rax)
	testq	%rax, %rax
	je	.LBB27_139
	movq	%rax, %rbx
	movq	%r14, (%rax)
	movq	%r13, 8(%rax)
	movq	%r15, 16(%rax)
	movq	$4, 360(%rsp)
	movq	%rax, 368(%rsp)
	movq	$1, 376(%rsp)
	movups	96(%rsp), %xmm0
	movups	112(%rsp), %xmm1
	movaps	%xmm1, 192(%rsp)
	movaps	%xmm0, 176(%rsp)
	movl	$1, %r14d
	movl	$40, %r12d
	jmp	.LBB27_91
	.p2align	4
.LBB27_89:
	movq	368(%rsp), %rbx
.LBB27_90:
	movq	%rbp, -16(%rbx,%r12)
	movq	%r13, -8(%rbx,%r12)
	movq	%r15, (%rbx,%r12)
	incq	%r14
	movq	%r14, 376(%rsp)
	addq	$24, %r12
.LBB27_91:
.Ltmp119:
	leaq	424(%rsp), %rdi
	leaq	176(%rsp), %rsi
	callq	*168(%rsp)
.Ltmp120:
	movq	424(%rsp), %rbp
	movabsq	$-9223372036854775808, %rax
	cmpq	%rax, %rbp
	je	.LBB27_95
	movq	432(%rsp), %r13
	movq	440(%rsp), %r15
	cmpq	360(%rsp), %r14
	jne	.LBB27_90
.Ltmp122:
	movl	$1, %edx
	movl	$8, %ecx
	movl	$24, %r8d
	leaq	360(%rsp), %rdi
	movq	%r14, %rsi
	callq	*40(%rsp)
.Ltmp123:
	jmp	.LBB27_89
.LBB27_95:
	movq	192(%rsp), %rax
	lock		decq	(%rax)
	jne	.LBB27_97
	leaq	192(%rsp), %rdi
	#MEMBARRIER
.Ltmp128:
	movabsq	$_RNvMsn_NtCslNYArtu3iFV_5alloc4syncINtB5_3ArcNtNtNtNtCsjrHSEGnQ3l9_3std3sys2fs4unix12InnerReadDirE9drop_slowBO_@GOT, %rax
	movq	16(%rsp), %rcx
	callq	*(%rcx,%rax)
.Ltmp129:
.LBB27_97:
	movq	360(%rsp), %r12
	movq	368(%rsp), %r14
	movq	376(%rsp), %rbx
	movl	704(%rsp), %ebp
	movq	496(%rsp), %r15
	testq	%r15, %r15
	jne	.LBB27_58
.LBB27_98:
	movabsq	$-9223372036854775808, %rax
	cmpq	%rax, %r12
	jne	.LBB27_108
	movq	%r14, %r15
.LBB27_100:
	movq	16(%rsp), %r14
	movq	56(%rsp), %r12
	movq	48(%rsp), %rbx
.LBB27_101:
.Ltmp164:
	movabsq	$_RNvMs16_NtCsjrHSEGnQ3l9_3std4pathNtB6_4Path11to_path_buf@GOT, %rax
	leaq	96(%rsp), %rdi
	movq	%rbx, %rsi
	movq	%r12, %rdx
	callq	*(%r14,%rax)
.Ltmp165:
	movq	112(%rsp), %rax
	movq	%rax, 200(%rsp)
	movups	96(%rsp), %xmm0
	movups	%xmm0, 184(%rsp)
	movq	%r15, 208(%rsp)
	movq	$1, 176(%rsp)
	movq	32(%rsp), %r15
	movq	16(%r15), %rbx
	cmpq	(%r15), %rbx
	jne	.LBB27_104
.Ltmp170:
	movabsq	$_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17hcda5a82c98a27951E@GOT, %rax
	movq	%r15, %rdi
	callq	*(%r14,%rax)
.Ltmp171:
.LBB27_104:
	movq	8(%r15), %rax
	leaq	(%rbx,%rbx,4), %rcx
	movq	208(%rsp), %rdx
	movq	%rdx, 32(%rax,%rcx,8)
	movups	176(%rsp), %xmm0
	movups	192(%rsp), %xmm1
	movups	%xmm1, 16(%rax,%rcx,8)
	movups	%xmm0, (%rax,%rcx,8)
	incq	%rbx
	movq	%rbx, 16(%r15)
.LBB27_105:
	addq	$648, %rsp
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
.LBB27_106:
	.cfi_def_cfa_offset 704
	cmpb	$46, (%r15)
	sete	%bl
	movl	$1, %r8d
	jmp	.LBB27_46
.LBB27_107:
	xorl	%ebx, %ebx
	jmp	.LBB27_46
.LBB27_108:
	movq	%r12, 424(%rsp)
	movq	%r14, 432(%rsp)
	movq	%rbx, 440(%rsp)
	cmpq	$2, %rbx
	jae	.LBB27_134
.LBB27_109:
	leaq	(,%rbx,8), %rax
	leaq	(%rax,%rax,2), %r15
	leaq	(%r14,%r15), %rax
	movq	%r14, 608(%rsp)
	movq	%r14, 616(%rsp)
	movq	%r12, 624(%rsp)
	movq	%rax, 632(%rsp)
	leaq	72(%rsp), %rax
	movq	%rax, 640(%rsp)
	movq	32(%rsp), %rcx
	movq	(%rcx), %rax
	movq	16(%rcx), %rsi
	subq	%rsi, %rax
	cmpq	%rax, %rbx
	ja	.LBB27_136
	testq	%rbx, %rbx
	movq	352(%rsp), %rbx
	je	.LBB27_113
.LBB27_111:
	leaq	(%rsi,%rsi,4), %rcx
	shlq	$3, %rcx
	movq	32(%rsp), %rax
	addq	8(%rax), %rcx
	leaq	-24(%r15), %rax
	movabsq	$-6148914691236517205, %rdx
	mulq	%rdx
	shrq	$4, %rdx
	addq	%rdx, %rsi
	incq	%rsi
	xorl	%eax, %eax
	.p2align	4
.LBB27_112:
	movq	16(%r14,%rax), %rdx
	movq	%rdx, 192(%rsp)
	movups	(%r14,%rax), %xmm0
	movaps	%xmm0, 176(%rsp)
	movq	72(%rsp), %rdx
	movq	$0, (%rcx)
	movq	192(%rsp), %rdi
	movq	%rdi, 24(%rcx)
	movaps	176(%rsp), %xmm0
	movups	%xmm0, 8(%rcx)
	movq	%rdx, 32(%rcx)
	addq	$40, %rcx
	addq	$24, %rax
	cmpq	%rax, %r15
	jne	.LBB27_112
.LBB27_113:
	movq	32(%rsp), %rax
	movq	%rsi, 16(%rax)
	testq	%r12, %r12
	je	.LBB27_115
	shlq	$3, %r12
	leaq	(%r12,%r12,2), %rsi
	movabsq	$_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOT, %rax
	movl	$8, %edx
	movq	%r14, %rdi
	movq	16(%rsp), %rcx
	callq	*(%rcx,%rax)
.LBB27_115:
	imulq	$56, 72(%rsp), %rax
	movq	80(%rsp), %rcx
	cmpq	$0, 40(%rcx,%rax)
	je	.LBB27_105
	addq	%rcx, %rax
	movq	32(%rax), %rax
	cmpl	$0, (%rax)
	jne	.LBB27_105
	cmpl	$46, 4(%rax)
	jne	.LBB27_105
	movq	16(%rsp), %r14
	movabsq	$.Lanon.d053acb6a4a80daa36fb3d5d328ec401.1@GOTOFF, %rax
	leaq	(%r14,%rax), %rcx
	incq	%rcx
	movabsq	$_ZN4glob7Pattern12matches_from17h84e48aa900222994E@GOTOFF, %r12
	addq	%r14, %r12
	movq	88(%rsp), %r15
	movq	%r15, %rdi
	movl	$1, %esi
	movq	%rbx, %rdx
	xorl	%r8d, %r8d
	movl	%ebp, %r9d
	callq	*%r12
	testb	%al, %al
	jne	.LBB27_127
	movabsq	$_RNvMs16_NtCsjrHSEGnQ3l9_3std4pathNtB6_4Path5__join@GOT, %rax
	leaq	96(%rsp), %rdi
	movl	$1, %r8d
	movq	48(%rsp), %rsi
	movq	56(%rsp), %rdx
	movq	%rbx, %rcx
	callq	*(%r14,%rax)
	movq	%r14, %rsi
	movq	96(%rsp), %r14
	movq	104(%rsp), %r15
	movq	112(%rsp), %r9
	movq	72(%rsp), %rcx
	incq	%rcx
	movq	160(%rsp), %rdx
	cmpq	%rdx, %rcx
	jne	.LBB27_123
	movq	%r14, 184(%rsp)
	movq	%r15, 192(%rsp)
	movq	%r9, 200(%rsp)
	movq	$-1, 208(%rsp)
	movq	$0, 176(%rsp)
	movq	32(%rsp), %r14
	movq	16(%r14), %rbx
	cmpq	(%r14), %rbx
	jne	.LBB27_122
.Ltmp153:
	movabsq	$_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17hcda5a82c98a27951E@GOT, %rax
	movq	%r14, %rdi
	movq	16(%rsp), %rcx
	callq	*(%rcx,%rax)
.Ltmp154:
.LBB27_122:
	movq	8(%r14), %rax
	leaq	(%rbx,%rbx,4), %rcx
	movq	208(%rsp), %rdx
	movq	%rdx, 32(%rax,%rcx,8)
	movups	176(%rsp), %xmm0
	movups	192(%rsp), %xmm1
	movups	%xmm1, 16(%rax,%rcx,8)
	movups	%xmm0, (%rax,%rcx,8)
	incq	%rbx
	movq	%rbx, 16(%r14)
	jmp	.LBB27_126
.LBB27_123:
.Ltmp151:
	movl	%ebp, (%rsp)
	movabsq	$_ZN4glob9fill_todo17h063d56d1b0371a83E@GOTOFF, %rax
	addq	%rsi, %rax
	movq	32(%rsp), %rdi
	movq	80(%rsp), %rsi
	movq	%r15, %r8
	callq	*%rax
.Ltmp152:
	testq	%r14, %r14
	je	.LBB27_126
	movabsq	$_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOT, %rax
	movl	$1, %edx
	movq	%r15, %rdi
	movq	%r14, %rsi
	movq	16(%rsp), %rcx
	callq	*(%rcx,%rax)
.LBB27_126:
	movq	16(%rsp), %r14
	movq	88(%rsp), %r15
.LBB27_127:
	movabsq	$.Lanon.d053acb6a4a80daa36fb3d5d328ec401.2@GOTOFF, %rax
	leaq	(%r14,%rax), %rbx
	leaq	(%r14,%rax), %rcx
	addq	$2, %rcx
	movq	%r15, %rdi
	movl	$1, %esi
	movq	%rbx, %rdx
	xorl	%r8d, %r8d
	movl	%ebp, %r9d
	callq	*%r12
	testb	%al, %al
	movq	80(%rsp), %r12
	jne	.LBB27_105
	movabsq	$_RNvMs16_NtCsjrHSEGnQ3l9_3std4pathNtB6_4Path5__join@GOT, %rax
	leaq	96(%rsp), %rdi
	movl	$2, %r8d
	movq	48(%rsp), %rsi
	movq	56(%rsp), %rdx
	movq	%rbx, %rcx
	movq	16(%rsp), %rbx
	callq	*(%rbx,%rax)
	movq	96(%rsp), %r14
	movq	104(%rsp), %r15
	movq	112(%rsp), %r9
	movq	72(%rsp), %rcx
	incq	%rcx
	movq	160(%rsp), %rdx
	cmpq	%rdx, %rcx
	jne	.LBB27_132
	movq	%r14, 184(%rsp)
	movq	%r15, 192(%rsp)
	movq	%r9, 200(%rsp)
	movq	$-1, 208(%rsp)
	movq	$0, 176(%rsp)
	movq	32(%rsp), %r14
	movq	16(%r14), %rbx
	cmpq	(%r14), %rbx
	jne	.LBB27_131
.Ltmp158:
	movabsq	$_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17hcda5a82c98a27951E@GOT, %rax
	movq	%r14, %rdi
	movq	16(%rsp), %rcx
	callq	*(%rcx,%rax)
.Ltmp159:
.LBB27_131:
	movq	8(%r14), %rax
	leaq	(%rbx,%rbx,4), %rcx
	movq	208(%rsp), %rdx
	movq	%rdx, 32(%rax,%rcx,8)
	movups	176(%rsp), %xmm0
	movups	192(%rsp), %xmm1
	movups	%xmm1, 16(%rax,%rcx,8)
	movups	%xmm0, (%rax,%rcx,8)
	incq	%rbx
	movq	%rbx, 16(%r14)
	jmp	.LBB27_105
.LBB27_132:
.Ltmp155:
	movl	%ebp, (%rsp)
	movabsq	$_ZN4glob9fill_todo17h063d56d1b0371a83E@GOTOFF, %rax
	addq	%rbx, %rax
	movq	32(%rsp), %rdi
	movq	%r12, %rsi
	movq	%r15, %r8
	callq	*%rax
.Ltmp156:
	testq	%r14, %r14
	jne	.LBB27_81
	jmp	.LBB27_105
.LBB27_134:
	cmpq	$21, %rbx
	jae	.LBB27_141
.Ltmp145:
	movabsq	$_ZN4core5slice4sort6shared9smallsort25insertion_sort_shift_left17hfd74ee99f42078e6E@GOTOFF, %rax
	addq	16(%rsp), %rax
	movq	%r14, %rdi
	movq	%rbx, %rsi
	callq	*%rax
.Ltmp146:
	movl	704(%rsp), %ebp
	jmp	.LBB27_109
.LBB27_136:
.Ltmp148:
	movl	$8, %ecx
	movl	$40, %r8d
	movq	32(%rsp), %rdi
	movq	%rbx, %rdx
	callq	*40(%rsp)
.Ltmp149:
	movq	32(%rsp), %rax
	movq	16(%rax), %rsi
	movq	352(%rsp), %rbx
	movl	704(%rsp), %ebp
	jmp	.LBB27_111
.LBB27_138:
	movabsq	$.Lanon.d053acb6a4a80daa36fb3d5d328ec401.19@GOTOFF, %rdx
	addq	%r14, %rdx
	movabsq	$_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check@GOT, %rax
	movq	%rcx, %rdi
	movq	%r15, %rsi
	callq	*(%r14,%rax)
.LBB27_139:
.Ltmp131:
	movabsq	$_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error@GOT, %rax
	movl	$8, %edi
	movl	$96, %esi
	movq	16(%rsp), %rcx
	callq	*(%rcx,%rax)
.Ltmp132:
	ud2
.LBB27_141:
.Ltmp143:
	movabsq	$_ZN4core5slice4sort6stable14driftsort_main17hfed4e79557b162c0E@GOT, %rax
	leaq	176(%rsp), %rdx
	movq	%r14, %rdi
	movq	%rbx, %rsi
	movq	16(%rsp), %rcx
	callq	*(%rcx,%rax)
.Ltmp144:
	movl	704(%rsp), %ebp
	jmp	.LBB27_109
.LBB27_142:
.Ltmp147:
	movq	%rax, %rbx
	movabsq	$_ZN4core3ptr62drop_in_place$LT$alloc..vec..Vec$LT$std..path..PathBuf$GT$$GT$17h6586a8ba3c0be681E@GOTOFF, %rax
	addq	16(%rsp), %rax
	leaq	424(%rsp), %rdi
	jmp	.LBB27_143
.LBB27_144:
.Ltmp150:
	movq	%rax, %rbx
	movabsq	$_ZN4core3ptr163drop_in_place$LT$core..iter..adapters..map..Map$LT$alloc..vec..into_iter..IntoIter$LT$std..path..PathBuf$GT$$C$glob..fill_todo..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$17hd1c7bd9255d5c14bE@GOTOFF, %rax
	addq	16(%rsp), %rax
	leaq	608(%rsp), %rdi
.LBB27_143:
	callq	*%rax
	movabsq	$_Unwind_Resume@GOT, %rax
	movq	%rbx, %rdi
	movq	16(%rsp), %rcx
	callq	*(%rcx,%rax)
.LBB27_145:
.Ltmp160:
	movq	%rax, %rbx
.Ltmp161:
	movabsq	$_ZN4core3ptr101drop_in_place$LT$core..result..Result$LT$$LP$std..path..PathBuf$C$usize$RP$$C$glob..GlobError$GT$$GT$17h6215f2685c56781aE@GOTOFF, %rax
	addq	16(%rsp), %rax
	leaq	176(%rsp), %rdi
	callq	*%rax
.Ltmp162:
	jmp	.LBB27_183
.LBB27_146:
.Ltmp163:
	movabsq	$_RNvNtCsgEmfK2I1SDS_4core9panicking16panic_in_cleanup@GOT, %rax
	movq	16(%rsp), %rcx
	callq	*(%rcx,%rax)
.LBB27_147:
.Ltmp157:
	jmp	.LBB27_171
.LBB27_148:
.Ltmp115:
	movq	%rax, %rbx
	movq	176(%rsp), %rsi
	testq	%rsi, %rsi
	je	.LBB27_183
	movq	184(%rsp), %rdi
	movabsq	$_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOT, %rax
	movl	$1, %edx
	jmp	.LBB27_174
.LBB27_150:
.Ltmp130:
	movq	%rax, %rbx
	jmp	.LBB27_180
.LBB27_151:
.Ltmp139:
	movq	%rax, %rbx
	jmp	.LBB27_181
.LBB27_152:
.Ltmp133:
	movq	%rax, %rbx
	testq	%r14, %r14
	je	.LBB27_159
	movabsq	$_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOT, %rax
	movl	$1, %edx
	movq	%r13, %rdi
	movq	%r14, %rsi
	movq	16(%rsp), %rcx
	callq	*(%rcx,%rax)
	jmp	.LBB27_159
.LBB27_154:
.Ltmp189:
	movq	%rax, %rbx
.Ltmp190:
	movabsq	$_ZN4core3ptr101drop_in_place$LT$core..result..Result$LT$$LP$std..path..PathBuf$C$usize$RP$$C$glob..GlobError$GT$$GT$17h6215f2685c56781aE@GOTOFF, %rax
	addq	16(%rsp), %rax
	leaq	176(%rsp), %rdi
	callq	*%rax
.Ltmp191:
	jmp	.LBB27_167
.LBB27_155:
.Ltmp192:
	movabsq	$_RNvNtCsgEmfK2I1SDS_4core9panicking16panic_in_cleanup@GOT, %rax
	movq	16(%rsp), %rcx
	callq	*(%rcx,%rax)
.LBB27_156:
.Ltmp172:
	movq	%rax, %rbx
.Ltmp173:
	movabsq	$_ZN4core3ptr101drop_in_place$LT$core..result..Result$LT$$LP$std..path..PathBuf$C$usize$RP$$C$glob..GlobError$GT$$GT$17h6215f2685c56781aE@GOTOFF, %rax
	addq	%r14, %rax
	leaq	176(%rsp), %rdi
	callq	*%rax
.Ltmp174:
	jmp	.LBB27_183
.LBB27_157:
.Ltmp175:
	movabsq	$_RNvNtCsgEmfK2I1SDS_4core9panicking16panic_in_cleanup@GOT, %rax
	movq	16(%rsp), %rcx
	callq	*(%rcx,%rax)
.LBB27_158:
.Ltmp118:
	movq	%rax, %rbx
.LBB27_159:
	movq	112(%rsp), %rax
	lock		decq	(%rax)
	jne	.LBB27_181
	#MEMBARRIER
.Ltmp134:
	movabsq	$_RNvMsn_NtCslNYArtu3iFV_5alloc4syncINtB5_3ArcNtNtNtNtCsjrHSEGnQ3l9_3std3sys2fs4unix12InnerReadDirE9drop_slowBO_@GOT, %rax
	movq	%r12, %rdi
	movq	16(%rsp), %rcx
	callq	*(%rcx,%rax)
.Ltmp135:
	jmp	.LBB27_181
.LBB27_161:
.Ltmp136:
	movabsq	$_RNvNtCsgEmfK2I1SDS_4core9panicking16panic_in_cleanup@GOT, %rax
	movq	16(%rsp), %rcx
	callq	*(%rcx,%rax)
.LBB27_162:
.Ltmp186:
	movq	%rax, %rbx
	testq	%r13, %r13
	je	.LBB27_167
	movabsq	$_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOT, %rax
	movl	$1, %edx
	movq	%r12, %rdi
	movq	%r13, %rsi
	jmp	.LBB27_166
.LBB27_164:
.Ltmp183:
	movq	%rax, %rbx
	movq	96(%rsp), %rsi
	testq	%rsi, %rsi
	je	.LBB27_167
	movabsq	$_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOT, %rax
	movl	$1, %edx
	movq	%r12, %rdi
.LBB27_166:
	movq	16(%rsp), %rcx
	callq	*(%rcx,%rax)
.LBB27_167:
	testb	%bpl, %bpl
	je	.LBB27_172
	jmp	.LBB27_183
.LBB27_168:
.Ltmp166:
	movq	%rax, %rbx
.Ltmp167:
	movabsq	$_ZN4core3ptr42drop_in_place$LT$std..io..error..Error$GT$17h78de8bd851375ad6E@GOTOFF, %rax
	addq	%r14, %rax
	movq	%r15, %rdi
	callq	*%rax
.Ltmp168:
	jmp	.LBB27_183
.LBB27_169:
.Ltmp169:
	movabsq	$_RNvNtCsgEmfK2I1SDS_4core9panicking16panic_in_cleanup@GOT, %rax
	movq	16(%rsp), %rcx
	callq	*(%rcx,%rax)
.LBB27_170:
.Ltmp178:
.LBB27_171:
	movq	%rax, %rbx
.LBB27_172:
	testq	%r14, %r14
	je	.LBB27_183
	movabsq	$_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOT, %rax
	movl	$1, %edx
	movq	%r15, %rdi
	movq	%r14, %rsi
.LBB27_174:
	movq	16(%rsp), %rcx
	callq	*(%rcx,%rax)
	movabsq	$_Unwind_Resume@GOT, %rax
	movq	%rbx, %rdi
	movq	16(%rsp), %rcx
	callq	*(%rcx,%rax)
.LBB27_175:
.Ltmp124:
	movq	%rax, %rbx
	testq	%rbp, %rbp
	je	.LBB27_178
	movabsq	$_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOT, %rax
	movl	$1, %edx
	movq	%r13, %rdi
	movq	%rbp, %rsi
	movq	16(%rsp), %rcx
	callq	*(%rcx,%rax)
	jmp	.LBB27_178
.LBB27_177:
.Ltmp121:
	movq	%rax, %rbx
.LBB27_178:
	movq	192(%rsp), %rax
	lock		decq	(%rax)
	jne	.LBB27_180
	leaq	192(%rsp), %rdi
	#MEMBARRIER
.Ltmp125:
	movabsq	$_RNvMsn_NtCslNYArtu3iFV_5alloc4syncINtB5_3ArcNtNtNtNtCsjrHSEGnQ3l9_3std3sys2fs4unix12InnerReadDirE9drop_slowBO_@GOT, %rax
	movq	16(%rsp), %rcx
	callq	*(%rcx,%rax)
.Ltmp126:
.LBB27_180:
	movabsq	$_ZN4core3ptr62drop_in_place$LT$alloc..vec..Vec$LT$std..path..PathBuf$GT$$GT$17h6586a8ba3c0be681E@GOTOFF, %rax
	addq	16(%rsp), %rax
	leaq	360(%rsp), %rdi
	callq	*%rax
.LBB27_181:
	movq	496(%rsp), %rdi
	testq	%rdi, %rdi
	je	.LBB27_183
.Ltmp140:
	movabsq	$_ZN4core3ptr42drop_in_place$LT$std..io..error..Error$GT$17h78de8bd851375ad6E@GOTOFF, %rax
	addq	16(%rsp), %rax
	callq	*%rax
.Ltmp141:
.LBB27_183:
	movabsq	$_Unwind_Resume@GOT, %rax
	movq	%rbx, %rdi
	movq	16(%rsp), %rcx
	callq	*(%rcx,%rax)
.LBB27_184:
.Ltmp127:
	movabsq	$_RNvNtCsgEmfK2I1SDS_4core9panicking16panic_in_cleanup@GOT, %rax
	movq	16(%rsp), %rcx
	callq	*(%rcx,%rax)
.LBB27_185:
.Ltmp142:
	movabsq	$_RNvNtCsgEmfK2I1SDS_4core9panicking16panic_in_cleanup@GOT, %rax
	movq	16(%rsp), %rcx
	callq	*(%rcx,%rax)
.Lfunc_end27:
	.size	_ZN4glob9fill_todo17h063d56d1b0371a83E, .Lfunc_end27-_ZN4glob9fill_todo17h063d56d1b0371a83E
	.cfi_endproc
	.section	.lrodata._ZN4glob9fill_todo17h063d56d1b0371a83E,"al",@progbits
	.p2align	3, 0x0
.LJTI27_0:
	.quad	.LBB27_20-.LJTI27_0
	.quad	.LBB27_22-.LJTI27_0
	.quad	.LBB27_12-.LJTI27_0
	.quad	.LBB27_20-.LJTI27_0
	.quad	.LBB27_22-.LJTI27_0
	.quad	.LBB27_12-.LJTI27_0
	.section	.gcc_except_table._ZN4glob9fill_todo17h063d56d1b0371a83E,"a",@progbits
	.p2align	2, 0x0
GCC_except_table27:
.Lexception9:
	.byte	255
	.byte	156
	.uleb128 .Lttbase1-.Lttbaseref1
.Lttbaseref1:
	.byte	1
	.uleb128 .Lcst_end9-.Lcst_begin9
.Lcst_begin9:
	.uleb128 .Lfunc_begin9-.Lfunc_begin9
	.uleb128 .Ltmp113-.Lfunc_begin9
	.byte	0
	.byte	0
	.uleb128 .Ltmp113-.Lfunc_begin9
	.uleb128 .Ltmp114-.Ltmp113
	.uleb128 .Ltmp115-.Lfunc_begin9
	.byte	0
	.uleb128 .Ltmp114-.Lfunc_begin9
	.uleb128 .Ltmp116-.Ltmp114
	.byte	0
	.byte	0
	.uleb128 .Ltmp116-.Lfunc_begin9
	.uleb128 .Ltmp117-.Ltmp116
	.uleb128 .Ltmp118-.Lfunc_begin9
	.byte	0
	.uleb128 .Ltmp137-.Lfunc_begin9
	.uleb128 .Ltmp138-.Ltmp137
	.uleb128 .Ltmp139-.Lfunc_begin9
	.byte	0
	.uleb128 .Ltmp138-.Lfunc_begin9
	.uleb128 .Ltmp176-.Ltmp138
	.byte	0
	.byte	0
	.uleb128 .Ltmp176-.Lfunc_begin9
	.uleb128 .Ltmp177-.Ltmp176
	.uleb128 .Ltmp178-.Lfunc_begin9
	.byte	0
	.uleb128 .Ltmp187-.Lfunc_begin9
	.uleb128 .Ltmp188-.Ltmp187
	.uleb128 .Ltmp189-.Lfunc_begin9
	.byte	0
	.uleb128 .Ltmp179-.Lfunc_begin9
	.uleb128 .Ltmp182-.Ltmp179
	.uleb128 .Ltmp183-.Lfunc_begin9
	.byte	0
	.uleb128 .Ltmp184-.Lfunc_begin9
	.uleb128 .Ltmp185-.Ltmp184
	.uleb128 .Ltmp186-.Lfunc_begin9
	.byte	0
	.uleb128 .Ltmp185-.Lfunc_begin9
	.uleb128 .Ltmp119-.Ltmp185
	.byte	0
	.byte	0
	.uleb128 .Ltmp119-.Lfunc_begin9
	.uleb128 .Ltmp120-.Ltmp119
	.uleb128 .Ltmp121-.Lfunc_begin9
	.byte	0
	.uleb128 .Ltmp122-.Lfunc_begin9
	.uleb128 .Ltmp123-.Ltmp122
	.uleb128 .Ltmp124-.Lfunc_begin9
	.byte	0
	.uleb128 .Ltmp128-.Lfunc_begin9
	.uleb128 .Ltmp129-.Ltmp128
	.uleb128 .Ltmp130-.Lfunc_begin9
	.byte	0
	.uleb128 .Ltmp164-.Lfunc_begin9
	.uleb128 .Ltmp165-.Ltmp164
	.uleb128 .Ltmp166-.Lfunc_begin9
	.byte	0
	.uleb128 .Ltmp170-.Lfunc_begin9
	.uleb128 .Ltmp171-.Ltmp170
	.uleb128 .Ltmp172-.Lfunc_begin9
	.byte	0
	.uleb128 .Ltmp171-.Lfunc_begin9
	.uleb128 .Ltmp153-.Ltmp171
	.byte	0
	.byte	0
	.uleb128 .Ltmp153-.Lfunc_begin9
	.uleb128 .Ltmp154-.Ltmp153
	.uleb128 .Ltmp160-.Lfunc_begin9
	.byte	0
	.uleb128 .Ltmp151-.Lfunc_begin9
	.uleb128 .Ltmp152-.Ltmp151
	.uleb128 .Ltmp157-.Lfunc_begin9
	.byte	0
	.uleb128 .Ltmp152-.Lfunc_begin9
	.uleb128 .Ltmp158-.Ltmp152
	.byte	0
	.byte	0
	.uleb128 .Ltmp158-.Lfunc_begin9
	.uleb128 .Ltmp159-.Ltmp158
	.uleb128 .Ltmp160-.Lfunc_begin9
	.byte	0
	.uleb128 .Ltmp155-.Lfunc_begin9
	.uleb128 .Ltmp156-.Ltmp155
	.uleb128 .Ltmp157-.Lfunc_begin9
	.byte	0
	.uleb128 .Ltmp145-.Lfunc_begin9
	.uleb128 .Ltmp146-.Ltmp145
	.uleb128 .Ltmp147-.Lfunc_begin9
	.byte	0
	.uleb128 .Ltmp148-.Lfunc_begin9
	.uleb128 .Ltmp149-.Ltmp148
	.uleb128 .Ltmp150-.Lfunc_begin9
	.byte	0
	.uleb128 .Ltmp149-.Lfunc_begin9
	.uleb128 .Ltmp131-.Ltmp149
	.byte	0
	.byte	0
	.uleb128 .Ltmp131-.Lfunc_begin9
	.uleb128 .Ltmp132-.Ltmp131
	.uleb128 .Ltmp133-.Lfunc_begin9
	.byte	0
	.uleb128 .Ltmp143-.Lfunc_begin9
	.uleb128 .Ltmp144-.Ltmp143
	.uleb128 .Ltmp147-.Lfunc_begin9
	.byte	0
	.uleb128 .Ltmp144-.Lfunc_begin9
	.uleb128 .Ltmp161-.Ltmp144
	.byte	0
	.byte	0
	.uleb128 .Ltmp161-.Lfunc_begin9
	.uleb128 .Ltmp162-.Ltmp161
	.uleb128 .Ltmp163-.Lfunc_begin9
	.byte	1
	.uleb128 .Ltmp162-.Lfunc_begin9
	.uleb128 .Ltmp190-.Ltmp162
	.byte	0
	.byte	0
	.uleb128 .Ltmp190-.Lfunc_begin9
	.uleb128 .Ltmp191-.Ltmp190
	.uleb128 .Ltmp192-.Lfunc_begin9
	.byte	1
	.uleb128 .Ltmp191-.Lfunc_begin9
	.uleb128 .Ltmp173-.Ltmp191
	.byte	0
	.byte	0
	.uleb128 .Ltmp173-.Lfunc_begin9
	.uleb128 .Ltmp174-.Ltmp173
	.uleb128 .Ltmp175-.Lfunc_begin9
	.byte	1
	.uleb128 .Ltmp174-.Lfunc_begin9
	.uleb128 .Ltmp134-.Ltmp174
	.byte	0
	.byte	0
	.uleb128 .Ltmp134-.Lfunc_begin9
	.uleb128 .Ltmp135-.Ltmp134
	.uleb128 .Ltmp136-.Lfunc_begin9
	.byte	1
	.uleb128 .Ltmp135-.Lfunc_begin9
	.uleb128 .Ltmp167-.Ltmp135
	.byte	0
	.byte	0
	.uleb128 .Ltmp167-.Lfunc_begin9
	.uleb128 .Ltmp168-.Ltmp167
	.uleb128 .Ltmp169-.Lfunc_begin9
	.byte	1
	.uleb128 .Ltmp168-.Lfunc_begin9
	.uleb128 .Ltmp125-.Ltmp168
	.byte	0
	.byte	0
	.uleb128 .Ltmp125-.Lfunc_begin9
	.uleb128 .Ltmp126-.Ltmp125
	.uleb128 .Ltmp127-.Lfunc_begin9
	.byte	1
	.uleb128 .Ltmp126-.Lfunc_begin9
	.uleb128 .Ltmp140-.Ltmp126
	.byte	0
	.byte	0
	.uleb128 .Ltmp140-.Lfunc_begin9
	.uleb128 .Ltmp141-.Ltmp140
	.uleb128 .Ltmp142-.Lfunc_begin9
	.byte	1
	.uleb128 .Ltmp141-.Lfunc_begin9
	.uleb128 .Lfunc_end27-.Ltmp141
	.byte	0
	.byte	0
.Lcst_end9:
	.byte	127
	.byte	0
	.p2align	2, 0x0
.Lttbase1:
	.byte	0
	.p2align	2, 0x0

	.section	.ltext._ZN4glob9glob_with17h764e3cd5f6cc5af0E,"axl",@progbits
	.globl	_ZN4glob9glob_with17h764e3cd5f6cc5af0E
	.p2align	4
	.type	_ZN4glob9glob_with17h764e3cd5f6cc5af0E,@function
_ZN4glob9glob_with17h764e3cd5f6cc5af0E:
.Lfunc_begin10:
	.cfi_startproc
	.cfi_personality 156, DW.ref.rust_eh_personality
	.cfi_lsda 28, .Lexception10
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
	subq	$520, %rsp
	.cfi_def_cfa_offset 576
	.cfi_offset %rbx, -56
	.cfi_offset %r12, -48
	.cfi_offset %r13, -40
	.cfi_offset %r14, -32
	.cfi_offset %r15, -24
	.cfi_offset %rbp, -16
	movl	%ecx, %ebx
	movq	%rsi, %r14
	movq	%rdi, %r12
.L28$pb:
	leaq	.L28$pb(%rip), %rax
	movabsq	$_GLOBAL_OFFSET_TABLE_-.L28$pb, %rbp
	addq	%rax, %rbp
	movabsq	$-9223372036854775808, %r15
	movabsq	$_ZN4glob7Pattern3new17hda133f4823591a1cE@GOT, %rax
	leaq	336(%rsp), %rdi
	movq	%rdx, 8(%rsp)
	callq	*(%rbp,%rax)
	movq	336(%rsp), %rsi
	movq	%rsi, %rax
	negq	%rax
	jno	.LBB28_3
	movq	360(%rsp), %rax
	movq	%rax, 24(%r12)
	movups	344(%rsp), %xmm0
	movups	%xmm0, 8(%r12)
	movq	%r15, (%r12)
	jmp	.LBB28_2
.LBB28_3:
	movl	%ebx, 236(%rsp)
	movq	%r12, 312(%rsp)
	movabsq	$_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOT, %rax
	jae	.LBB28_5
	movq	344(%rsp), %rdi
	movl	$1, %edx
	callq	*(%rbp,%rax)
.LBB28_5:
	movq	368(%rsp), %rbx
	movq	376(%rsp), %r15
	testq	%r15, %r15
	je	.LBB28_11
	leaq	16(%rbx), %r12
	movabsq	$_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOT, %rax
	movq	(%rbp,%rax), %r13
	jmp	.LBB28_7
	.p2align	4
.LBB28_10:
	addq	$32, %r12
	decq	%r15
	je	.LBB28_11
.LBB28_7:
	cmpl	$4, -16(%r12)
	jb	.LBB28_10
	movq	-8(%r12), %rsi
	testq	%rsi, %rsi
	je	.LBB28_10
	movq	(%r12), %rdi
	shlq	$3, %rsi
	movl	$4, %edx
	callq	*%r13
	jmp	.LBB28_10
.LBB28_11:
	movq	360(%rsp), %rsi
	testq	%rsi, %rsi
	je	.LBB28_13
	shlq	$5, %rsi
	movl	$8, %edx
	movq	%rbx, %rdi
	movabsq	$_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOT, %rax
	callq	*(%rbp,%rax)
.LBB28_13:
	movabsq	$_RNvMs16_NtCsjrHSEGnQ3l9_3std4pathNtB6_4Path10components@GOT, %rax
	leaq	64(%rsp), %rdi
	movq	%r14, %rsi
	movq	8(%rsp), %rdx
	callq	*(%rbp,%rax)
	leaq	392(%rsp), %rbx
	movups	64(%rsp), %xmm0
	movups	80(%rsp), %xmm1
	movups	96(%rsp), %xmm2
	movups	112(%rsp), %xmm3
	movups	%xmm3, 440(%rsp)
	movups	%xmm2, 424(%rsp)
	movups	%xmm1, 408(%rsp)
	movups	%xmm0, 392(%rsp)
	movb	$11, 336(%rsp)
	movabsq	$_RNvXsi_NtCsjrHSEGnQ3l9_3std4pathNtB5_10ComponentsNtNtNtNtCsgEmfK2I1SDS_4core4iter6traits8iterator8Iterator4next@GOT, %r13
	leaq	64(%rsp), %rdi
	movq	%rbx, %rsi
	callq	*(%rbp,%r13)
	movq	112(%rsp), %rax
	movq	%rax, 384(%rsp)
	movups	64(%rsp), %xmm0
	movups	80(%rsp), %xmm1
	movups	96(%rsp), %xmm2
	movaps	%xmm2, 368(%rsp)
	movaps	%xmm1, 352(%rsp)
	movaps	%xmm0, 336(%rsp)
	movzbl	336(%rsp), %edx
	cmpb	$6, %dl
	ja	.LBB28_16
	leaq	64(%rsp), %r15
	movq	(%rbp,%r13), %r12
	.p2align	4
.LBB28_15:
	movb	$11, 336(%rsp)
	movq	%r15, %rdi
	movq	%rbx, %rsi
	callq	*%r12
	movq	112(%rsp), %rax
	movq	%rax, 384(%rsp)
	movups	64(%rsp), %xmm0
	movups	80(%rsp), %xmm1
	movups	96(%rsp), %xmm2
	movaps	%xmm2, 368(%rsp)
	movaps	%xmm1, 352(%rsp)
	movaps	%xmm0, 336(%rsp)
	movzbl	336(%rsp), %edx
	cmpb	$7, %dl
	jb	.LBB28_15
.LBB28_16:
	movq	344(%rsp), %rax
	movq	352(%rsp), %rcx
	movups	(%rbx), %xmm0
	movups	16(%rbx), %xmm1
	movups	32(%rbx), %xmm2
	movups	48(%rbx), %xmm3
	movaps	%xmm0, 240(%rsp)
	movaps	%xmm1, 256(%rsp)
	movaps	%xmm2, 272(%rsp)
	movaps	%xmm3, 288(%rsp)
	movq	$0, 32(%rsp)
	movq	$1, 40(%rsp)
	movq	$0, 48(%rsp)
	movabsq	$.Lanon.d053acb6a4a80daa36fb3d5d328ec401.1@GOTOFF, %rsi
	movq	%rsi, 152(%rsp)
	addq	%rbp, %rsi
	movzbl	%dl, %r8d
	movl	$1, %edx
	xorl	%r9d, %r9d
	addl	$-7, %r8d
	movabsq	$.LJTI28_0@GOTOFF, %rdi
	addq	%rbp, %rdi
	addq	(%rdi,%r8,8), %rdi
	movabsq	$_RNvMsr_NtCsjrHSEGnQ3l9_3std4pathNtB5_7PathBuf5__push@GOT, %r12
	xorl	%r8d, %r8d
	movq	%rbp, (%rsp)
	jmpq	*%rdi
.LBB28_40:
	movabsq	$.Lanon.d053acb6a4a80daa36fb3d5d328ec401.2@GOTOFF, %rsi
	addq	%rbp, %rsi
	movl	$2, %edx
	jmp	.LBB28_42
.LBB28_41:
	movq	%rcx, %rdx
	movq	%rax, %rsi
.LBB28_42:
.Ltmp193:
	leaq	32(%rsp), %rdi
	callq	*(%rbp,%r12)
.Ltmp194:
	movaps	240(%rsp), %xmm0
	movaps	256(%rsp), %xmm1
	movaps	272(%rsp), %xmm2
	movaps	288(%rsp), %xmm3
	movaps	%xmm3, 112(%rsp)
	movaps	%xmm2, 96(%rsp)
	movaps	%xmm1, 80(%rsp)
	movaps	%xmm0, 64(%rsp)
.Ltmp195:
	leaq	160(%rsp), %rdi
	leaq	64(%rsp), %rsi
	callq	*(%rbp,%r13)
.Ltmp196:
	movzbl	160(%rsp), %eax
	cmpb	$10, %al
	je	.LBB28_34
	movabsq	$.Lanon.d053acb6a4a80daa36fb3d5d328ec401.0@GOTOFF, %rbp
	movq	(%rsp), %rcx
	addq	%rcx, %rbp
	movabsq	$.LJTI28_1@GOTOFF, %r15
	addq	%rcx, %r15
	movabsq	$_RNvMsr_NtCsjrHSEGnQ3l9_3std4pathNtB5_7PathBuf5__push@GOT, %rdx
	movq	(%rcx,%rdx), %rdx
	movq	%rdx, 16(%rsp)
	leaq	160(%rsp), %r13
	leaq	64(%rsp), %r12
	movabsq	$_RNvXsi_NtCsjrHSEGnQ3l9_3std4pathNtB5_10ComponentsNtNtNtNtCsgEmfK2I1SDS_4core4iter6traits8iterator8Iterator4next@GOT, %rdx
	movq	(%rcx,%rdx), %rbx
	movabsq	$.Lanon.d053acb6a4a80daa36fb3d5d328ec401.1@GOTOFF, %rdx
	addq	%rcx, %rdx
	movq	%rdx, 56(%rsp)
	movabsq	$.Lanon.d053acb6a4a80daa36fb3d5d328ec401.2@GOTOFF, %rdx
	addq	%rcx, %rdx
	movq	%rdx, 224(%rsp)
	.p2align	4
.LBB28_26:
	movzbl	%al, %eax
	leaq	-5(%rax), %rdx
	cmpb	$6, %al
	movl	$0, %eax
	cmovbq	%rax, %rdx
	movq	(%r15,%rdx,8), %rax
	addq	%r15, %rax
	movq	%rbp, %rsi
	jmpq	*%rax
.LBB28_27:
	movq	200(%rsp), %rsi
	movq	208(%rsp), %rdx
	jmp	.LBB28_31
	.p2align	4
.LBB28_30:
	movq	168(%rsp), %rsi
	movq	176(%rsp), %rdx
	jmp	.LBB28_31
.LBB28_28:
	movl	$1, %edx
	movq	56(%rsp), %rsi
	jmp	.LBB28_31
.LBB28_29:
	movl	$2, %edx
	movq	224(%rsp), %rsi
	.p2align	4
.LBB28_31:
.Ltmp198:
	leaq	32(%rsp), %rdi
	callq	*16(%rsp)
.Ltmp199:
.Ltmp200:
	movq	%r13, %rdi
	movq	%r12, %rsi
	callq	*%rbx
.Ltmp201:
	movzbl	160(%rsp), %eax
	cmpb	$10, %al
	jne	.LBB28_26
.LBB28_34:
	movq	32(%rsp), %r8
	movq	40(%rsp), %rdx
	movq	48(%rsp), %r9
	movq	(%rsp), %rbp
	movabsq	$_RNvXsi_NtCsjrHSEGnQ3l9_3std4pathNtB5_10ComponentsNtNtNtNtCsgEmfK2I1SDS_4core4iter6traits8iterator8Iterator4next@GOT, %r13
	movabsq	$_RNvMsr_NtCsjrHSEGnQ3l9_3std4pathNtB5_7PathBuf5__push@GOT, %r12
.LBB28_35:
.Ltmp203:
	movq	%r9, 56(%rsp)
	movq	%r8, 24(%rsp)
	movq	%rdx, 144(%rsp)
	leaq	240(%rsp), %rdi
	movq	%r14, %rsi
	movq	8(%rsp), %rdx
	movabsq	$_RNvMs16_NtCsjrHSEGnQ3l9_3std4pathNtB6_4Path10components@GOT, %rax
	callq	*(%rbp,%rax)
.Ltmp204:
	movups	240(%rsp), %xmm0
	movups	256(%rsp), %xmm1
	movups	272(%rsp), %xmm2
	movups	288(%rsp), %xmm3
	movaps	%xmm3, 112(%rsp)
	movaps	%xmm2, 96(%rsp)
	movaps	%xmm1, 80(%rsp)
	movaps	%xmm0, 64(%rsp)
	movq	$0, 160(%rsp)
	movq	$1, 168(%rsp)
	movq	$0, 176(%rsp)
.Ltmp205:
	leaq	240(%rsp), %rdi
	leaq	64(%rsp), %rsi
	callq	*(%rbp,%r13)
.Ltmp206:
	movzbl	240(%rsp), %eax
	cmpb	$10, %al
	je	.LBB28_58
	movabsq	$.Lanon.d053acb6a4a80daa36fb3d5d328ec401.0@GOTOFF, %rbx
	movq	(%rsp), %rcx
	addq	%rcx, %rbx
	movabsq	$.LJTI28_2@GOTOFF, %r15
	addq	%rcx, %r15
	movq	%r13, %rdx
	movq	(%rcx,%r12), %r13
	leaq	64(%rsp), %rbp
	movq	(%rcx,%rdx), %r12
	addq	%rcx, 152(%rsp)
	movabsq	$.Lanon.d053acb6a4a80daa36fb3d5d328ec401.2@GOTOFF, %rdx
	addq	%rcx, %rdx
	movq	%rdx, 16(%rsp)
	.p2align	4
.LBB28_39:
	movzbl	%al, %eax
	leaq	-5(%rax), %rdx
	cmpb	$6, %al
	movl	$0, %eax
	cmovbq	%rax, %rdx
	movq	(%r15,%rdx,8), %rax
	addq	%r15, %rax
	movq	%rbx, %rsi
	jmpq	*%rax
.LBB28_51:
	movq	280(%rsp), %rsi
	movq	288(%rsp), %rdx
	jmp	.LBB28_55
	.p2align	4
.LBB28_54:
	movq	248(%rsp), %rsi
	movq	256(%rsp), %rdx
	jmp	.LBB28_55
.LBB28_52:
	movl	$1, %edx
	movq	152(%rsp), %rsi
	jmp	.LBB28_55
.LBB28_53:
	movl	$2, %edx
	movq	16(%rsp), %rsi
	.p2align	4
.LBB28_55:
.Ltmp208:
	leaq	160(%rsp), %rdi
	callq	*%r13
.Ltmp209:
.Ltmp210:
	leaq	240(%rsp), %rdi
	movq	%rbp, %rsi
	callq	*%r12
.Ltmp211:
	movzbl	240(%rsp), %eax
	cmpb	$10, %al
	jne	.LBB28_39
.LBB28_58:
	movq	160(%rsp), %rax
	movq	%rax, 216(%rsp)
	movq	168(%rsp), %r12
	movq	176(%rsp), %rdx
.Ltmp213:
	movabsq	$_RNvNtNtCsgEmfK2I1SDS_4core3str8converts9from_utf8@GOT, %r15
	leaq	64(%rsp), %rdi
	movq	%r12, %rsi
	movq	(%rsp), %rbp
	callq	*(%rbp,%r15)
.Ltmp214:
	movabsq	$_ZN4glob7Pattern3new17hda133f4823591a1cE@GOT, %r13
	cmpl	$1, 64(%rsp)
	je	.LBB28_60
	movq	80(%rsp), %rbx
.Ltmp215:
	leaq	64(%rsp), %rdi
	movq	144(%rsp), %rsi
	movq	56(%rsp), %rdx
	callq	*(%rbp,%r15)
.Ltmp216:
	cmpl	$1, 64(%rsp)
	je	.LBB28_67
	subq	80(%rsp), %rbx
	jne	.LBB28_69
	movabsq	$_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2@GOT, %rax
	callq	*(%rbp,%rax)
	movabsq	$_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc@GOT, %rax
	movl	$1, %edi
	movl	$1, %esi
	callq	*(%rbp,%rax)
	testq	%rax, %rax
	je	.LBB28_73
	movb	$46, (%rax)
	movq	$1, 32(%rsp)
	movq	%rax, 40(%rsp)
	movq	$1, 48(%rsp)
	jmp	.LBB28_83
.LBB28_69:
	cmpq	8(%rsp), %rbx
	jae	.LBB28_70
	cmpb	$-65, (%r14,%rbx)
	jg	.LBB28_71
.LBB28_75:
.Ltmp217:
	movabsq	$.Lanon.d053acb6a4a80daa36fb3d5d328ec401.21@GOTOFF, %r8
	addq	%rbp, %r8
	movabsq	$_RNvNtCsgEmfK2I1SDS_4core3str16slice_error_fail@GOT, %rax
	movq	%r14, %rdi
	movq	8(%rsp), %rsi
	xorl	%edx, %edx
	movq	%rbx, %rcx
	callq	*(%rbp,%rax)
.Ltmp218:
	jmp	.LBB28_76
.LBB28_70:
	jne	.LBB28_75
.LBB28_71:
.Ltmp219:
	movabsq	$_RNvMs16_NtCsjrHSEGnQ3l9_3std4pathNtB6_4Path11to_path_buf@GOT, %rax
	leaq	32(%rsp), %rdi
	movq	%r14, %rsi
	movq	%rbx, %rdx
	callq	*(%rbp,%rax)
.Ltmp220:
.LBB28_83:
	movq	%r12, 136(%rsp)
	movq	$0, 160(%rsp)
	movq	$8, 168(%rsp)
	movq	$0, 176(%rsp)
	movq	8(%rsp), %rcx
	cmpq	%rbx, %rcx
	movq	%rbx, %rdx
	cmovbq	%rcx, %rdx
	testq	%rdx, %rdx
	sete	%al
	movq	%rbx, 320(%rsp)
	cmpq	%rcx, %rbx
	setae	%cl
	orb	%al, %cl
	jne	.LBB28_86
	cmpb	$-65, (%r14,%rdx)
	jle	.LBB28_85
.LBB28_86:
	movq	8(%rsp), %rax
	movq	%rax, %rcx
	subq	%rdx, %rcx
	movq	%rcx, 224(%rsp)
	addq	%r14, %rdx
	addq	%rax, %r14
	movl	$8, %eax
	movq	%rax, 16(%rsp)
	xorl	%ebx, %ebx
	movq	(%rbp,%r13), %rax
	movq	%rax, 56(%rsp)
	movabsq	$_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17h6716fcc255080458E@GOT, %rax
	movq	(%rbp,%rax), %rax
	movq	%rax, 328(%rsp)
	xorl	%r12d, %r12d
	movq	%rdx, 152(%rsp)
	movq	%rdx, %r13
	xorl	%r15d, %r15d
	jmp	.LBB28_87
	.p2align	4
.LBB28_129:
	imulq	$56, %rbx, %rax
	movq	512(%rsp), %rcx
	movq	16(%rsp), %rdx
	movq	%rcx, 48(%rdx,%rax)
	incq	%rbx
	movups	464(%rsp), %xmm0
	movups	480(%rsp), %xmm1
	movups	496(%rsp), %xmm2
	movups	%xmm2, 32(%rdx,%rax)
	movups	%xmm1, 16(%rdx,%rax)
	movups	%xmm0, (%rdx,%rax)
	movq	%rbx, 176(%rsp)
	cmpq	%r14, %rbp
	je	.LBB28_106
.LBB28_87:
	movq	%r15, %rax
	movq	%r12, %r15
	jmp	.LBB28_88
	.p2align	4
.LBB28_90:
	leaq	1(%rbp), %r13
.LBB28_96:
	movq	%r13, %r15
	subq	%rbp, %r15
	addq	%rdx, %r15
	movq	%r15, %r12
	cmpl	$47, %ecx
	je	.LBB28_98
.LBB28_88:
	movq	%r15, %rdx
	movq	%r13, %rbp
	cmpq	%r14, %r13
	je	.LBB28_97
	movzbl	(%rbp), %ecx
	testb	%cl, %cl
	jns	.LBB28_90
	movl	%ecx, %esi
	andl	$31, %esi
	movzbl	1(%rbp), %r8d
	andl	$63, %r8d
	cmpb	$-33, %cl
	jbe	.LBB28_92
	movzbl	2(%rbp), %edi
	shll	$6, %r8d
	andl	$63, %edi
	orl	%r8d, %edi
	cmpb	$-16, %cl
	jb	.LBB28_94
	leaq	4(%rbp), %r13
	movzbl	3(%rbp), %ecx
	andl	$7, %esi
	shll	$18, %esi
	shll	$6, %edi
	andl	$63, %ecx
	orl	%edi, %ecx
	orl	%esi, %ecx
	jmp	.LBB28_96
.LBB28_92:
	leaq	2(%rbp), %r13
	shll	$6, %esi
	orl	%r8d, %esi
	movl	%esi, %ecx
	jmp	.LBB28_96
.LBB28_94:
	leaq	3(%rbp), %r13
	shll	$12, %esi
	orl	%esi, %edi
	movl	%edi, %ecx
	jmp	.LBB28_96
	.p2align	4
.LBB28_97:
	movq	%rax, %r15
	movq	%r14, %r13
	movq	%rdx, %r12
	movq	224(%rsp), %rcx
	movq	%rcx, %rdx
	cmpq	%rax, %rcx
	je	.LBB28_106
.LBB28_98:
	movq	152(%rsp), %rcx
	leaq	(%rcx,%rax), %rsi
	subq	%rax, %rdx
.Ltmp224:
	leaq	64(%rsp), %rdi
	callq	*56(%rsp)
.Ltmp225:
	movq	64(%rsp), %rax
	leaq	72(%rsp), %rdx
	movups	(%rdx), %xmm0
	movaps	%xmm0, 240(%rsp)
	movq	16(%rdx), %rcx
	movq	%rcx, 256(%rsp)
	movabsq	$-9223372036854775808, %rcx
	cmpq	%rcx, %rax
	je	.LBB28_100
	movq	40(%rdx), %rcx
	leaq	472(%rsp), %rsi
	movq	%rcx, 40(%rsi)
	movups	24(%rdx), %xmm0
	movups	%xmm0, 24(%rsi)
	movq	%rax, 464(%rsp)
	movq	256(%rsp), %rax
	movq	%rax, 16(%rsi)
	movaps	240(%rsp), %xmm0
	movups	%xmm0, (%rsi)
	cmpq	160(%rsp), %rbx
	jne	.LBB28_129
.Ltmp227:
	leaq	160(%rsp), %rdi
	callq	*328(%rsp)
.Ltmp228:
	movq	168(%rsp), %rax
	movq	%rax, 16(%rsp)
	jmp	.LBB28_129
.LBB28_106:
	movq	320(%rsp), %rax
	cmpq	8(%rsp), %rax
	movq	(%rsp), %r15
	movq	312(%rsp), %r12
	movq	24(%rsp), %r13
	jne	.LBB28_107
	movq	$0, 64(%rsp)
	movq	$1, 72(%rsp)
	xorps	%xmm0, %xmm0
	movups	%xmm0, 80(%rsp)
	movq	$8, 96(%rsp)
	movq	$0, 104(%rsp)
	movb	$0, 112(%rsp)
	cmpq	160(%rsp), %rbx
	jne	.LBB28_125
.Ltmp230:
	leaq	160(%rsp), %rdi
	movabsq	$_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17h6716fcc255080458E@GOT, %rax
	callq	*(%r15,%rax)
.Ltmp231:
	movq	168(%rsp), %rax
	movq	%rax, 16(%rsp)
.LBB28_125:
	imulq	$56, %rbx, %rax
	movq	112(%rsp), %rcx
	movq	16(%rsp), %rdx
	movq	%rcx, 48(%rdx,%rax)
	movups	64(%rsp), %xmm0
	movups	80(%rsp), %xmm1
	movups	96(%rsp), %xmm2
	movups	%xmm2, 32(%rdx,%rax)
	movups	%xmm1, 16(%rdx,%rax)
	movups	%xmm0, (%rdx,%rax)
	incq	%rbx
	movq	%rbx, 176(%rsp)
.LBB28_107:
	cmpq	$0, 8(%rsp)
	je	.LBB28_108
	movsbl	-1(%r14), %eax
	testl	%eax, %eax
	movabsq	$_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOT, %rbx
	jns	.LBB28_117
	movzbl	-2(%r14), %ecx
	cmpb	$-64, %cl
	jge	.LBB28_111
	movzbl	-3(%r14), %edx
	cmpb	$-64, %dl
	jge	.LBB28_113
	movzbl	-4(%r14), %esi
	andl	$7, %esi
	shll	$6, %esi
	andl	$63, %edx
	orl	%esi, %edx
	jmp	.LBB28_115
.LBB28_100:
	movq	256(%rsp), %rax
	movq	312(%rsp), %r12
	movq	%rax, 24(%r12)
	movaps	240(%rsp), %xmm0
	movups	%xmm0, 8(%r12)
	movabsq	$-9223372036854775808, %rax
	movq	%rax, (%r12)
	movabsq	$_ZN4core3ptr57drop_in_place$LT$alloc..vec..Vec$LT$glob..Pattern$GT$$GT$17h052a199752424196E@GOTOFF, %rax
	movq	(%rsp), %rbx
	addq	%rbx, %rax
	leaq	160(%rsp), %rdi
	callq	*%rax
	movq	32(%rsp), %rsi
	testq	%rsi, %rsi
	je	.LBB28_102
	movq	40(%rsp), %rdi
	movl	$1, %edx
	movabsq	$_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOT, %rax
	callq	*(%rbx,%rax)
.LBB28_102:
	movq	216(%rsp), %rsi
	testq	%rsi, %rsi
	movq	24(%rsp), %r14
	je	.LBB28_104
	movl	$1, %edx
	movq	136(%rsp), %rdi
	movabsq	$_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOT, %rax
	callq	*(%rbx,%rax)
.LBB28_104:
	testq	%r14, %r14
	je	.LBB28_2
	movl	$1, %edx
	movq	144(%rsp), %rdi
	movq	%r14, %rsi
	movabsq	$_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOT, %rax
	callq	*(%rbx,%rax)
	jmp	.LBB28_2
.LBB28_108:
	xorl	%eax, %eax
	movabsq	$_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOT, %rbx
	jmp	.LBB28_118
.LBB28_111:
	andl	$31, %ecx
	jmp	.LBB28_116
.LBB28_113:
	andl	$15, %edx
.LBB28_115:
	shll	$6, %edx
	andl	$63, %ecx
	orl	%edx, %ecx
.LBB28_116:
	shll	$6, %ecx
	andl	$63, %eax
	orl	%ecx, %eax
.LBB28_117:
	cmpl	$47, %eax
	sete	%al
.LBB28_118:
	movq	176(%rsp), %rcx
	movq	%rcx, 16(%r12)
	movups	160(%rsp), %xmm0
	movups	%xmm0, (%r12)
	movups	32(%rsp), %xmm0
	movups	%xmm0, 48(%r12)
	movq	48(%rsp), %rcx
	movq	%rcx, 64(%r12)
	movq	$0, 24(%r12)
	movq	$8, 32(%r12)
	movq	$0, 40(%r12)
	movb	%al, 72(%r12)
	movl	236(%rsp), %ecx
	movl	%ecx, %eax
	shrl	$16, %eax
	movb	%al, 75(%r12)
	movw	%cx, 73(%r12)
	movq	216(%rsp), %rsi
	testq	%rsi, %rsi
	je	.LBB28_120
	movl	$1, %edx
	movq	136(%rsp), %rdi
	callq	*(%r15,%rbx)
.LBB28_120:
	testq	%r13, %r13
	je	.LBB28_2
	movl	$1, %edx
	movq	144(%rsp), %rdi
	movq	%r13, %rsi
	callq	*(%r15,%rbx)
.LBB28_2:
	movq	%r12, %rax
	addq	$520, %rsp
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
.LBB28_60:
	.cfi_def_cfa_offset 576
	movabsq	$.Lanon.d053acb6a4a80daa36fb3d5d328ec401.24@GOTOFF, %rdi
	jmp	.LBB28_61
.LBB28_67:
	movabsq	$.Lanon.d053acb6a4a80daa36fb3d5d328ec401.23@GOTOFF, %rdi
.LBB28_61:
	addq	%rbp, %rdi
.Ltmp235:
	movabsq	$_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed@GOT, %rax
	callq	*(%rbp,%rax)
.Ltmp236:
	jmp	.LBB28_76
.LBB28_73:
.Ltmp233:
	movabsq	$_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error@GOT, %rax
	movl	$1, %edi
	movl	$1, %esi
	callq	*(%rbp,%rax)
.Ltmp234:
	jmp	.LBB28_76
.LBB28_85:
.Ltmp221:
	movabsq	$.Lanon.d053acb6a4a80daa36fb3d5d328ec401.22@GOTOFF, %r8
	addq	%rbp, %r8
	movabsq	$_RNvNtCsgEmfK2I1SDS_4core3str16slice_error_fail@GOT, %rax
	movq	%r14, %rdi
	movq	8(%rsp), %rcx
	movq	%rcx, %rsi
	callq	*(%rbp,%rax)
.Ltmp222:
.LBB28_76:
	ud2
.LBB28_131:
.Ltmp232:
	movq	%rax, %rbx
	movabsq	$_ZN4core3ptr34drop_in_place$LT$glob..Pattern$GT$17h0cbf36eacfd8b7cbE@GOTOFF, %rax
	addq	%r15, %rax
	leaq	64(%rsp), %rdi
	callq	*%rax
	jmp	.LBB28_80
.LBB28_78:
.Ltmp223:
	jmp	.LBB28_79
.LBB28_18:
.Ltmp197:
	jmp	.LBB28_19
.LBB28_43:
.Ltmp207:
	movq	%rax, %rbx
	jmp	.LBB28_44
.LBB28_132:
.Ltmp229:
	movq	%rax, %rbx
	movabsq	$_ZN4core3ptr34drop_in_place$LT$glob..Pattern$GT$17h0cbf36eacfd8b7cbE@GOTOFF, %rax
	addq	(%rsp), %rax
	leaq	464(%rsp), %rdi
	callq	*%rax
	jmp	.LBB28_80
.LBB28_77:
.Ltmp226:
.LBB28_79:
	movq	%rax, %rbx
.LBB28_80:
	movabsq	$_ZN4core3ptr57drop_in_place$LT$alloc..vec..Vec$LT$glob..Pattern$GT$$GT$17h052a199752424196E@GOTOFF, %rax
	addq	(%rsp), %rax
	leaq	160(%rsp), %rdi
	callq	*%rax
	movq	32(%rsp), %rsi
	testq	%rsi, %rsi
	jne	.LBB28_130
	movq	(%rsp), %rbp
	movq	136(%rsp), %r12
	jmp	.LBB28_63
.LBB28_130:
	movq	40(%rsp), %rdi
	movl	$1, %edx
	movq	(%rsp), %rbp
	movabsq	$_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOT, %rax
	callq	*(%rbp,%rax)
	movq	136(%rsp), %r12
	jmp	.LBB28_63
.LBB28_17:
.Ltmp202:
.LBB28_19:
	movq	%rax, %rbx
	movq	32(%rsp), %rsi
	testq	%rsi, %rsi
	jne	.LBB28_22
	movq	(%rsp), %rbp
	movabsq	$_Unwind_Resume@GOT, %rax
	movq	%rbx, %rdi
	callq	*(%rbp,%rax)
.LBB28_22:
	movq	40(%rsp), %rdi
	movl	$1, %edx
	movq	(%rsp), %rbp
	jmp	.LBB28_47
.LBB28_48:
.Ltmp212:
	movq	%rax, %rbx
	movq	160(%rsp), %rsi
	testq	%rsi, %rsi
	jne	.LBB28_50
	movq	(%rsp), %rbp
	jmp	.LBB28_44
.LBB28_50:
	movq	168(%rsp), %rdi
	movl	$1, %edx
	movq	(%rsp), %rbp
	movabsq	$_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOT, %rax
	callq	*(%rbp,%rax)
.LBB28_44:
	movq	24(%rsp), %r14
	jmp	.LBB28_45
.LBB28_62:
.Ltmp237:
	movq	%rax, %rbx
.LBB28_63:
	movq	216(%rsp), %rsi
	testq	%rsi, %rsi
	movq	24(%rsp), %r14
	je	.LBB28_45
	movl	$1, %edx
	movq	%r12, %rdi
	movabsq	$_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOT, %rax
	callq	*(%rbp,%rax)
.LBB28_45:
	testq	%r14, %r14
	je	.LBB28_21
	movl	$1, %edx
	movq	144(%rsp), %rdi
	movq	%r14, %rsi
.LBB28_47:
	movabsq	$_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOT, %rax
	callq	*(%rbp,%rax)
.LBB28_21:
	movabsq	$_Unwind_Resume@GOT, %rax
	movq	%rbx, %rdi
	callq	*(%rbp,%rax)
.Lfunc_end28:
	.size	_ZN4glob9glob_with17h764e3cd5f6cc5af0E, .Lfunc_end28-_ZN4glob9glob_with17h764e3cd5f6cc5af0E
	.cfi_endproc
	.section	.lrodata._ZN4glob9glob_with17h764e3cd5f6cc5af0E,"al",@progbits
	.p2align	3, 0x0
.LJTI28_0:
	.quad	.LBB28_42-.LJTI28_0
	.quad	.LBB28_40-.LJTI28_0
	.quad	.LBB28_41-.LJTI28_0
	.quad	.LBB28_35-.LJTI28_0
.LJTI28_1:
	.quad	.LBB28_27-.LJTI28_1
	.quad	.LBB28_31-.LJTI28_1
	.quad	.LBB28_28-.LJTI28_1
	.quad	.LBB28_29-.LJTI28_1
	.quad	.LBB28_30-.LJTI28_1
.LJTI28_2:
	.quad	.LBB28_51-.LJTI28_2
	.quad	.LBB28_55-.LJTI28_2
	.quad	.LBB28_52-.LJTI28_2
	.quad	.LBB28_53-.LJTI28_2
	.quad	.LBB28_54-.LJTI28_2
	.section	.gcc_except_table._ZN4glob9glob_with17h764e3cd5f6cc5af0E,"a",@progbits
	.p2align	2, 0x0
GCC_except_table28:
.Lexception10:
	.byte	255
	.byte	255
	.byte	1
	.uleb128 .Lcst_end10-.Lcst_begin10
.Lcst_begin10:
	.uleb128 .Lfunc_begin10-.Lfunc_begin10
	.uleb128 .Ltmp193-.Lfunc_begin10
	.byte	0
	.byte	0
	.uleb128 .Ltmp193-.Lfunc_begin10
	.uleb128 .Ltmp196-.Ltmp193
	.uleb128 .Ltmp197-.Lfunc_begin10
	.byte	0
	.uleb128 .Ltmp198-.Lfunc_begin10
	.uleb128 .Ltmp201-.Ltmp198
	.uleb128 .Ltmp202-.Lfunc_begin10
	.byte	0
	.uleb128 .Ltmp203-.Lfunc_begin10
	.uleb128 .Ltmp206-.Ltmp203
	.uleb128 .Ltmp207-.Lfunc_begin10
	.byte	0
	.uleb128 .Ltmp208-.Lfunc_begin10
	.uleb128 .Ltmp211-.Ltmp208
	.uleb128 .Ltmp212-.Lfunc_begin10
	.byte	0
	.uleb128 .Ltmp213-.Lfunc_begin10
	.uleb128 .Ltmp216-.Ltmp213
	.uleb128 .Ltmp237-.Lfunc_begin10
	.byte	0
	.uleb128 .Ltmp216-.Lfunc_begin10
	.uleb128 .Ltmp217-.Ltmp216
	.byte	0
	.byte	0
	.uleb128 .Ltmp217-.Lfunc_begin10
	.uleb128 .Ltmp220-.Ltmp217
	.uleb128 .Ltmp237-.Lfunc_begin10
	.byte	0
	.uleb128 .Ltmp224-.Lfunc_begin10
	.uleb128 .Ltmp225-.Ltmp224
	.uleb128 .Ltmp226-.Lfunc_begin10
	.byte	0
	.uleb128 .Ltmp227-.Lfunc_begin10
	.uleb128 .Ltmp228-.Ltmp227
	.uleb128 .Ltmp229-.Lfunc_begin10
	.byte	0
	.uleb128 .Ltmp230-.Lfunc_begin10
	.uleb128 .Ltmp231-.Ltmp230
	.uleb128 .Ltmp232-.Lfunc_begin10
	.byte	0
	.uleb128 .Ltmp231-.Lfunc_begin10
	.uleb128 .Ltmp235-.Ltmp231
	.byte	0
	.byte	0
	.uleb128 .Ltmp235-.Lfunc_begin10
	.uleb128 .Ltmp234-.Ltmp235
	.uleb128 .Ltmp237-.Lfunc_begin10
	.byte	0
	.uleb128 .Ltmp221-.Lfunc_begin10
	.uleb128 .Ltmp222-.Ltmp221
	.uleb128 .Ltmp223-.Lfunc_begin10
	.byte	0
	.uleb128 .Ltmp222-.Lfunc_begin10
	.uleb128 .Lfunc_end28-.Ltmp222
	.byte	0
	.byte	0
.Lcst_end10:
	.p2align	2, 0x0

	.section	".ltext._ZN52_$LT$glob..Pattern$u20$as$u20$core..fmt..Display$GT$3fmt17h5f628b058cf3d416E","axl",@progbits
	.globl	_ZN52_$LT$glob..Pattern$u20$as$u20$core..fmt..Display$GT$3fmt17h5f628b058cf3d416E
	.p2align	4
	.type	_ZN52_$LT$glob..Pattern$u20$as$u20$core..fmt..Display$GT$3fmt17h5f628b058cf3d416E,@function
_ZN52_$LT$glob..Pattern$u20$as$u20$core..fmt..Display$GT$3fmt17h5f628b058cf3d416E:
	.cfi_startproc
	movq	%rsi, %rdx
.L29$pb:
	leaq	.L29$pb(%rip), %rax
	movabsq	$_GLOBAL_OFFSET_TABLE_-.L29$pb, %rcx
	addq	%rax, %rcx
	movq	8(%rdi), %rax
	movq	16(%rdi), %rsi
	movabsq	$_RNvXsi_NtCsgEmfK2I1SDS_4core3fmteNtB5_7Display3fmt@GOT, %r8
	movq	%rax, %rdi
	jmpq	*(%rcx,%r8)
.Lfunc_end29:
	.size	_ZN52_$LT$glob..Pattern$u20$as$u20$core..fmt..Display$GT$3fmt17h5f628b058cf3d416E, .Lfunc_end29-_ZN52_$LT$glob..Pattern$u20$as$u20$core..fmt..Display$GT$3fmt17h5f628b058cf3d416E
	.cfi_endproc

	.section	".ltext._ZN54_$LT$glob..GlobError$u20$as$u20$core..fmt..Display$GT$3fmt17h9ce3b74279956238E","axl",@progbits
	.globl	_ZN54_$LT$glob..GlobError$u20$as$u20$core..fmt..Display$GT$3fmt17h9ce3b74279956238E
	.p2align	4
	.type	_ZN54_$LT$glob..GlobError$u20$as$u20$core..fmt..Display$GT$3fmt17h9ce3b74279956238E,@function
_ZN54_$LT$glob..GlobError$u20$as$u20$core..fmt..Display$GT$3fmt17h9ce3b74279956238E:
	.cfi_startproc
	subq	$56, %rsp
	.cfi_def_cfa_offset 64
.L30$pb:
	leaq	.L30$pb(%rip), %rax
	movabsq	$_GLOBAL_OFFSET_TABLE_-.L30$pb, %r8
	addq	%rax, %r8
	movups	8(%rdi), %xmm0
	movups	%xmm0, 40(%rsp)
	addq	$24, %rdi
	leaq	40(%rsp), %rax
	movq	%rax, 8(%rsp)
	movabsq	$_RNvXs1b_NtCsjrHSEGnQ3l9_3std4pathNtB6_7DisplayNtNtCsgEmfK2I1SDS_4core3fmt7Display3fmt@GOT, %rax
	movq	(%r8,%rax), %rax
	movq	%rax, 16(%rsp)
	movq	%rdi, 24(%rsp)
	movabsq	$_RNvXs7_NtNtCsjrHSEGnQ3l9_3std2io5errorNtB5_5ErrorNtNtCsgEmfK2I1SDS_4core3fmt7Display3fmt@GOT, %rax
	movq	(%r8,%rax), %rax
	movq	%rax, 32(%rsp)
	movq	(%rsi), %rdi
	movq	8(%rsi), %rsi
	movabsq	$.Lanon.d053acb6a4a80daa36fb3d5d328ec401.25@GOTOFF, %rdx
	addq	%r8, %rdx
	movabsq	$_RNvNtCsgEmfK2I1SDS_4core3fmt5write@GOT, %rax
	leaq	8(%rsp), %rcx
	callq	*(%r8,%rax)
	addq	$56, %rsp
	.cfi_def_cfa_offset 8
	retq
.Lfunc_end30:
	.size	_ZN54_$LT$glob..GlobError$u20$as$u20$core..fmt..Display$GT$3fmt17h9ce3b74279956238E, .Lfunc_end30-_ZN54_$LT$glob..GlobError$u20$as$u20$core..fmt..Display$GT$3fmt17h9ce3b74279956238E
	.cfi_endproc

	.section	".ltext._ZN57_$LT$glob..PatternError$u20$as$u20$core..fmt..Display$GT$3fmt17h1b352a2cc6a5eefdE","axl",@progbits
	.globl	_ZN57_$LT$glob..PatternError$u20$as$u20$core..fmt..Display$GT$3fmt17h1b352a2cc6a5eefdE
	.p2align	4
	.type	_ZN57_$LT$glob..PatternError$u20$as$u20$core..fmt..Display$GT$3fmt17h1b352a2cc6a5eefdE,@function
_ZN57_$LT$glob..PatternError$u20$as$u20$core..fmt..Display$GT$3fmt17h1b352a2cc6a5eefdE:
	.cfi_startproc
	subq	$40, %rsp
	.cfi_def_cfa_offset 48
.L31$pb:
	leaq	.L31$pb(%rip), %rax
	movabsq	$_GLOBAL_OFFSET_TABLE_-.L31$pb, %r8
	addq	%rax, %r8
	leaq	16(%rdi), %rax
	movq	%rax, 8(%rsp)
	movabsq	$_RNvXsi_NtNtNtCsgEmfK2I1SDS_4core3fmt3num3impjNtB9_7Display3fmt@GOT, %rax
	movq	(%r8,%rax), %rax
	movq	%rax, 16(%rsp)
	movq	%rdi, 24(%rsp)
	movabsq	$_ZN44_$LT$$RF$T$u20$as$u20$core..fmt..Display$GT$3fmt17hbee7d15d137685aeE@GOTOFF, %rax
	addq	%r8, %rax
	movq	%rax, 32(%rsp)
	movq	(%rsi), %rdi
	movq	8(%rsi), %rsi
	movabsq	$.Lanon.d053acb6a4a80daa36fb3d5d328ec401.26@GOTOFF, %rdx
	addq	%r8, %rdx
	movabsq	$_RNvNtCsgEmfK2I1SDS_4core3fmt5write@GOT, %rax
	leaq	8(%rsp), %rcx
	callq	*(%r8,%rax)
	addq	$40, %rsp
	.cfi_def_cfa_offset 8
	retq
.Lfunc_end31:
	.size	_ZN57_$LT$glob..PatternError$u20$as$u20$core..fmt..Display$GT$3fmt17h1b352a2cc6a5eefdE, .Lfunc_end31-_ZN57_$LT$glob..PatternError$u20$as$u20$core..fmt..Display$GT$3fmt17h1b352a2cc6a5eefdE
	.cfi_endproc

	.section	".ltext.unlikely._ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17h018b9efb60fe814aE","axl",@progbits
	.globl	_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17h018b9efb60fe814aE
	.p2align	4
	.type	_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17h018b9efb60fe814aE,@function
_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17h018b9efb60fe814aE:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	pushq	%r14
	.cfi_def_cfa_offset 24
	pushq	%rbx
	.cfi_def_cfa_offset 32
	subq	$32, %rsp
	.cfi_def_cfa_offset 64
	.cfi_offset %rbx, -32
	.cfi_offset %r14, -24
	.cfi_offset %r15, -16
	movq	%rdi, %rbx
.L32$pb:
	leaq	.L32$pb(%rip), %rax
	movabsq	$_GLOBAL_OFFSET_TABLE_-.L32$pb, %r15
	addq	%rax, %r15
	movq	(%rdi), %rsi
	leaq	(%rsi,%rsi), %rax
	cmpq	$5, %rax
	movl	$4, %r14d
	cmovaeq	%rax, %r14
	movq	8(%rdi), %rdx
	movabsq	$_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$11finish_grow17h91bceacf09848987E@GOTOFF, %rax
	addq	%r15, %rax
	leaq	8(%rsp), %rdi
	movl	$8, %r8d
	movl	$32, %r9d
	movq	%r14, %rcx
	callq	*%rax
	cmpl	$1, 8(%rsp)
	je	.LBB32_2
	movq	16(%rsp), %rax
	movq	%rax, 8(%rbx)
	movq	%r14, (%rbx)
	addq	$32, %rsp
	.cfi_def_cfa_offset 32
	popq	%rbx
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_def_cfa_offset 16
	popq	%r15
	.cfi_def_cfa_offset 8
	retq
.LBB32_2:
	.cfi_def_cfa_offset 64
	movq	16(%rsp), %rdi
	movq	24(%rsp), %rsi
	movabsq	$_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error@GOT, %rax
	callq	*(%r15,%rax)
.Lfunc_end32:
	.size	_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17h018b9efb60fe814aE, .Lfunc_end32-_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17h018b9efb60fe814aE
	.cfi_endproc

	.section	".ltext.unlikely._ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17h0ac78c4d0d191e24E","axl",@progbits
	.globl	_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17h0ac78c4d0d191e24E
	.p2align	4
	.type	_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17h0ac78c4d0d191e24E,@function
_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17h0ac78c4d0d191e24E:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	pushq	%r14
	.cfi_def_cfa_offset 24
	pushq	%rbx
	.cfi_def_cfa_offset 32
	subq	$32, %rsp
	.cfi_def_cfa_offset 64
	.cfi_offset %rbx, -32
	.cfi_offset %r14, -24
	.cfi_offset %r15, -16
	movq	%rdi, %rbx
.L33$pb:
	leaq	.L33$pb(%rip), %rax
	movabsq	$_GLOBAL_OFFSET_TABLE_-.L33$pb, %r15
	addq	%rax, %r15
	movq	(%rdi), %rsi
	leaq	(%rsi,%rsi), %rax
	cmpq	$5, %rax
	movl	$4, %r14d
	cmovaeq	%rax, %r14
	movq	8(%rdi), %rdx
	movabsq	$_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$11finish_grow17h91bceacf09848987E@GOTOFF, %rax
	addq	%r15, %rax
	leaq	8(%rsp), %rdi
	movl	$4, %r8d
	movl	$8, %r9d
	movq	%r14, %rcx
	callq	*%rax
	cmpl	$1, 8(%rsp)
	je	.LBB33_2
	movq	16(%rsp), %rax
	movq	%rax, 8(%rbx)
	movq	%r14, (%rbx)
	addq	$32, %rsp
	.cfi_def_cfa_offset 32
	popq	%rbx
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_def_cfa_offset 16
	popq	%r15
	.cfi_def_cfa_offset 8
	retq
.LBB33_2:
	.cfi_def_cfa_offset 64
	movq	16(%rsp), %rdi
	movq	24(%rsp), %rsi
	movabsq	$_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error@GOT, %rax
	callq	*(%r15,%rax)
.Lfunc_end33:
	.size	_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17h0ac78c4d0d191e24E, .Lfunc_end33-_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17h0ac78c4d0d191e24E
	.cfi_endproc

	.section	".ltext.unlikely._ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17h6716fcc255080458E","axl",@progbits
	.globl	_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17h6716fcc255080458E
	.p2align	4
	.type	_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17h6716fcc255080458E,@function
_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17h6716fcc255080458E:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	pushq	%r14
	.cfi_def_cfa_offset 24
	pushq	%rbx
	.cfi_def_cfa_offset 32
	subq	$32, %rsp
	.cfi_def_cfa_offset 64
	.cfi_offset %rbx, -32
	.cfi_offset %r14, -24
	.cfi_offset %r15, -16
	movq	%rdi, %rbx
.L34$pb:
	leaq	.L34$pb(%rip), %rax
	movabsq	$_GLOBAL_OFFSET_TABLE_-.L34$pb, %r15
	addq	%rax, %r15
	movq	(%rdi), %rsi
	leaq	(%rsi,%rsi), %rax
	cmpq	$5, %rax
	movl	$4, %r14d
	cmovaeq	%rax, %r14
	movq	8(%rdi), %rdx
	movabsq	$_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$11finish_grow17h91bceacf09848987E@GOTOFF, %rax
	addq	%r15, %rax
	leaq	8(%rsp), %rdi
	movl	$8, %r8d
	movl	$56, %r9d
	movq	%r14, %rcx
	callq	*%rax
	cmpl	$1, 8(%rsp)
	je	.LBB34_2
	movq	16(%rsp), %rax
	movq	%rax, 8(%rbx)
	movq	%r14, (%rbx)
	addq	$32, %rsp
	.cfi_def_cfa_offset 32
	popq	%rbx
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_def_cfa_offset 16
	popq	%r15
	.cfi_def_cfa_offset 8
	retq
.LBB34_2:
	.cfi_def_cfa_offset 64
	movq	16(%rsp), %rdi
	movq	24(%rsp), %rsi
	movabsq	$_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error@GOT, %rax
	callq	*(%r15,%rax)
.Lfunc_end34:
	.size	_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17h6716fcc255080458E, .Lfunc_end34-_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17h6716fcc255080458E
	.cfi_endproc

	.section	".ltext.unlikely._ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17hcda5a82c98a27951E","axl",@progbits
	.globl	_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17hcda5a82c98a27951E
	.p2align	4
	.type	_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17hcda5a82c98a27951E,@function
_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17hcda5a82c98a27951E:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	pushq	%r14
	.cfi_def_cfa_offset 24
	pushq	%rbx
	.cfi_def_cfa_offset 32
	subq	$32, %rsp
	.cfi_def_cfa_offset 64
	.cfi_offset %rbx, -32
	.cfi_offset %r14, -24
	.cfi_offset %r15, -16
	movq	%rdi, %rbx
.L35$pb:
	leaq	.L35$pb(%rip), %rax
	movabsq	$_GLOBAL_OFFSET_TABLE_-.L35$pb, %r15
	addq	%rax, %r15
	movq	(%rdi), %rsi
	leaq	(%rsi,%rsi), %rax
	cmpq	$5, %rax
	movl	$4, %r14d
	cmovaeq	%rax, %r14
	movq	8(%rdi), %rdx
	movabsq	$_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$11finish_grow17h91bceacf09848987E@GOTOFF, %rax
	addq	%r15, %rax
	leaq	8(%rsp), %rdi
	movl	$8, %r8d
	movl	$40, %r9d
	movq	%r14, %rcx
	callq	*%rax
	cmpl	$1, 8(%rsp)
	je	.LBB35_2
	movq	16(%rsp), %rax
	movq	%rax, 8(%rbx)
	movq	%r14, (%rbx)
	addq	$32, %rsp
	.cfi_def_cfa_offset 32
	popq	%rbx
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_def_cfa_offset 16
	popq	%r15
	.cfi_def_cfa_offset 8
	retq
.LBB35_2:
	.cfi_def_cfa_offset 64
	movq	16(%rsp), %rdi
	movq	24(%rsp), %rsi
	movabsq	$_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error@GOT, %rax
	callq	*(%r15,%rax)
.Lfunc_end35:
	.size	_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17hcda5a82c98a27951E, .Lfunc_end35-_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17hcda5a82c98a27951E
	.cfi_endproc

	.section	".ltext.unlikely._ZN5alloc7raw_vec20RawVecInner$LT$A$GT$11finish_grow17h91bceacf09848987E","axl",@progbits
	.p2align	4
	.type	_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$11finish_grow17h91bceacf09848987E,@function
_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$11finish_grow17h91bceacf09848987E:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	pushq	%r14
	.cfi_def_cfa_offset 24
	pushq	%r13
	.cfi_def_cfa_offset 32
	pushq	%r12
	.cfi_def_cfa_offset 40
	pushq	%rbx
	.cfi_def_cfa_offset 48
	.cfi_offset %rbx, -48
	.cfi_offset %r12, -40
	.cfi_offset %r13, -32
	.cfi_offset %r14, -24
	.cfi_offset %r15, -16
	movq	%r8, %r15
	movq	%rdx, %r8
	movq	%rdi, %rbx
.L36$pb:
	leaq	.L36$pb(%rip), %rax
	movabsq	$_GLOBAL_OFFSET_TABLE_-.L36$pb, %r13
	addq	%rax, %r13
	movq	%r9, %rax
	mulq	%rcx
	movq	%rax, %r14
	seto	%al
	movabsq	$-9223372036854775808, %rcx
	subq	%r15, %rcx
	cmpq	%rcx, %r14
	seta	%cl
	orb	%al, %cl
	movl	$1, %r12d
	je	.LBB36_2
	movl	$8, %eax
	xorl	%r14d, %r14d
	jmp	.LBB36_10
.LBB36_2:
	testq	%rsi, %rsi
	je	.LBB36_4
	imulq	%rsi, %r9
	movabsq	$_RNvCsfLfy6EI15iL_7___rustc14___rust_realloc@GOT, %rax
	movq	%r8, %rdi
	movq	%r9, %rsi
	movq	%r15, %rdx
	movq	%r14, %rcx
	callq	*(%r13,%rax)
	testq	%rax, %rax
	jne	.LBB36_6
	jmp	.LBB36_9
.LBB36_4:
	testq	%r14, %r14
	je	.LBB36_5
	movabsq	$_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2@GOT, %rax
	callq	*(%r13,%rax)
	movabsq	$_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc@GOT, %rax
	movq	%r14, %rdi
	movq	%r15, %rsi
	callq	*(%r13,%rax)
	testq	%rax, %rax
	jne	.LBB36_6
.LBB36_9:
	movq	%r15, 8(%rbx)
	movl	$16, %eax
	jmp	.LBB36_10
.LBB36_5:
	movq	%r15, %rax
.LBB36_6:
	movq	%rax, 8(%rbx)
	movl	$16, %eax
	xorl	%r12d, %r12d
.LBB36_10:
	movq	%r14, (%rbx,%rax)
	movq	%r12, (%rbx)
	popq	%rbx
	.cfi_def_cfa_offset 40
	popq	%r12
	.cfi_def_cfa_offset 32
	popq	%r13
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_def_cfa_offset 16
	popq	%r15
	.cfi_def_cfa_offset 8
	retq
.Lfunc_end36:
	.size	_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$11finish_grow17h91bceacf09848987E, .Lfunc_end36-_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$11finish_grow17h91bceacf09848987E
	.cfi_endproc

	.section	".ltext.unlikely._ZN5alloc7raw_vec20RawVecInner$LT$A$GT$7reserve21do_reserve_and_handle17hb819d5be02b341d5E","axl",@progbits
	.p2align	4
	.type	_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$7reserve21do_reserve_and_handle17hb819d5be02b341d5E,@function
_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$7reserve21do_reserve_and_handle17hb819d5be02b341d5E:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	pushq	%r14
	.cfi_def_cfa_offset 24
	pushq	%rbx
	.cfi_def_cfa_offset 32
	subq	$32, %rsp
	.cfi_def_cfa_offset 64
	.cfi_offset %rbx, -32
	.cfi_offset %r14, -24
	.cfi_offset %r15, -16
.L37$pb:
	leaq	.L37$pb(%rip), %rax
	movabsq	$_GLOBAL_OFFSET_TABLE_-.L37$pb, %r15
	addq	%rax, %r15
	addq	%rdx, %rsi
	jb	.LBB37_1
	movq	%r8, %r9
	movq	%rcx, %r8
	movq	%rdi, %rbx
	movq	(%rdi), %rax
	leaq	(%rax,%rax), %r14
	cmpq	%r14, %rsi
	cmovaq	%rsi, %r14
	xorl	%ecx, %ecx
	cmpq	$1, %r9
	sete	%cl
	leaq	4(,%rcx,4), %rcx
	cmpq	%rcx, %r14
	cmovbeq	%rcx, %r14
	movq	8(%rdi), %rdx
	movabsq	$_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$11finish_grow17h91bceacf09848987E@GOTOFF, %r10
	addq	%r15, %r10
	leaq	8(%rsp), %rdi
	movq	%rax, %rsi
	movq	%r14, %rcx
	callq	*%r10
	cmpl	$1, 8(%rsp)
	je	.LBB37_3
	movq	16(%rsp), %rax
	movq	%rax, 8(%rbx)
	movq	%r14, (%rbx)
	addq	$32, %rsp
	.cfi_def_cfa_offset 32
	popq	%rbx
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_def_cfa_offset 16
	popq	%r15
	.cfi_def_cfa_offset 8
	retq
.LBB37_1:
	.cfi_def_cfa_offset 64
	xorl	%edi, %edi
	movabsq	$_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error@GOT, %rax
	callq	*(%r15,%rax)
.LBB37_3:
	movq	16(%rsp), %rdi
	movq	24(%rsp), %rsi
	movabsq	$_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error@GOT, %rax
	callq	*(%r15,%rax)
.Lfunc_end37:
	.size	_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$7reserve21do_reserve_and_handle17hb819d5be02b341d5E, .Lfunc_end37-_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$7reserve21do_reserve_and_handle17hb819d5be02b341d5E
	.cfi_endproc

	.section	".ltext._ZN60_$LT$glob..Pattern$u20$as$u20$core..str..traits..FromStr$GT$8from_str17h68f711dfa4208e5dE","axl",@progbits
	.globl	_ZN60_$LT$glob..Pattern$u20$as$u20$core..str..traits..FromStr$GT$8from_str17h68f711dfa4208e5dE
	.p2align	4
	.type	_ZN60_$LT$glob..Pattern$u20$as$u20$core..str..traits..FromStr$GT$8from_str17h68f711dfa4208e5dE,@function
_ZN60_$LT$glob..Pattern$u20$as$u20$core..str..traits..FromStr$GT$8from_str17h68f711dfa4208e5dE:
	.cfi_startproc
.L38$pb:
	leaq	.L38$pb(%rip), %rax
	movabsq	$_GLOBAL_OFFSET_TABLE_-.L38$pb, %rcx
	addq	%rax, %rcx
	movabsq	$_ZN4glob7Pattern3new17hda133f4823591a1cE@GOT, %rax
	jmpq	*(%rcx,%rax)
.Lfunc_end38:
	.size	_ZN60_$LT$glob..Pattern$u20$as$u20$core..str..traits..FromStr$GT$8from_str17h68f711dfa4208e5dE, .Lfunc_end38-_ZN60_$LT$glob..Pattern$u20$as$u20$core..str..traits..FromStr$GT$8from_str17h68f711dfa4208e5dE
	.cfi_endproc

	.section	".ltext._ZN70_$LT$glob..Paths$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17hb4e82469fa0e9c66E","axl",@progbits
	.globl	_ZN70_$LT$glob..Paths$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17hb4e82469fa0e9c66E
	.p2align	4
	.type	_ZN70_$LT$glob..Paths$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17hb4e82469fa0e9c66E,@function
_ZN70_$LT$glob..Paths$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17hb4e82469fa0e9c66E:
.Lfunc_begin11:
	.cfi_startproc
	.cfi_personality 156, DW.ref.rust_eh_personality
	.cfi_lsda 28, .Lexception11
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
	subq	$264, %rsp
	.cfi_def_cfa_offset 320
	.cfi_offset %rbx, -56
	.cfi_offset %r12, -48
	.cfi_offset %r13, -40
	.cfi_offset %r14, -32
	.cfi_offset %r15, -24
	.cfi_offset %rbp, -16
	movq	%rsi, %r14
	movq	%rdi, %r12
.L39$pb:
	leaq	.L39$pb(%rip), %rax
	movabsq	$_GLOBAL_OFFSET_TABLE_-.L39$pb, %rcx
	addq	%rax, %rcx
	movq	%rcx, 16(%rsp)
	movabsq	$-9223372036854775808, %rax
	movq	48(%rsi), %rbx
	movq	56(%rsi), %r15
	movq	64(%rsi), %r9
	movq	%rax, 48(%rsi)
	movq	%rbx, %rax
	negq	%rax
	jo	.LBB39_3
	movq	16(%r14), %rdx
	testq	%rdx, %rdx
	je	.LBB39_2
	leaq	24(%r14), %rdi
	movq	8(%r14), %rsi
	movzwl	73(%r14), %eax
	movzbl	75(%r14), %ecx
	shll	$16, %ecx
	orl	%eax, %ecx
.Ltmp238:
	movl	%ecx, (%rsp)
	movabsq	$_ZN4glob9fill_todo17h063d56d1b0371a83E@GOTOFF, %rax
	addq	16(%rsp), %rax
	xorl	%ecx, %ecx
	movq	%r15, %r8
	callq	*%rax
.Ltmp239:
.LBB39_2:
	testq	%rbx, %rbx
	je	.LBB39_3
	movabsq	$_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOT, %rax
	movl	$1, %edx
	movq	%r15, %rdi
	movq	%rbx, %rsi
	movq	16(%rsp), %rcx
	callq	*(%rcx,%rax)
.LBB39_3:
	movq	%r12, 24(%rsp)
	movq	16(%r14), %rsi
	testq	%rsi, %rsi
	je	.LBB39_6
	movabsq	$_RNvNtNtCsjrHSEGnQ3l9_3std3sys2fs8metadata@GOT, %rax
	movq	16(%rsp), %rcx
	movq	(%rcx,%rax), %rax
	movq	%rax, 40(%rsp)
	movabsq	$_ZN4core3ptr42drop_in_place$LT$std..io..error..Error$GT$17h78de8bd851375ad6E@GOTOFF, %rax
	addq	%rcx, %rax
	movq	%rax, 32(%rsp)
	movabsq	$_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOT, %rax
	movq	(%rcx,%rax), %rax
	movq	%rax, 80(%rsp)
	movabsq	$.Lanon.d053acb6a4a80daa36fb3d5d328ec401.27@GOTOFF, %rax
	addq	%rcx, %rax
	movq	%rax, 48(%rsp)
	movabsq	$_ZN4glob9fill_todo17h063d56d1b0371a83E@GOTOFF, %rax
	addq	%rcx, %rax
	movq	%rax, 56(%rsp)
	movabsq	$.Lanon.d053acb6a4a80daa36fb3d5d328ec401.28@GOTOFF, %rax
	addq	%rcx, %rax
	movq	%rax, 64(%rsp)
	movabsq	$_ZN4glob7Pattern12matches_from17h84e48aa900222994E@GOTOFF, %rax
	addq	%rcx, %rax
	movq	%rax, 72(%rsp)
	jmp	.LBB39_5
	.p2align	4
.LBB39_43:
	movq	16(%r14), %rsi
	testq	%rsi, %rsi
	je	.LBB39_6
.LBB39_5:
	movq	40(%r14), %rax
	testq	%rax, %rax
	je	.LBB39_6
	decq	%rax
	movq	%rax, 40(%r14)
	movq	32(%r14), %rcx
	leaq	(%rax,%rax,4), %rax
	movq	8(%rcx,%rax,8), %r13
	movq	16(%rcx,%rax,8), %r12
	movq	24(%rcx,%rax,8), %r15
	movq	32(%rcx,%rax,8), %rbp
	cmpq	$1, (%rcx,%rax,8)
	je	.LBB39_13
	cmpq	$-1, %rbp
	je	.LBB39_15
	cmpq	%rsi, %rbp
	jae	.LBB39_30
	movq	8(%r14), %rax
	imulq	$56, %rbp, %rcx
	cmpb	$1, 48(%rax,%rcx)
	jne	.LBB39_32
	leaq	-1(%rsi), %rbx
	addq	%rcx, %rax
	addq	$104, %rax
	.p2align	4
.LBB39_21:
	cmpq	%rbp, %rbx
	je	.LBB39_22
	incq	%rbp
	cmpb	$0, (%rax)
	leaq	56(%rax), %rax
	jne	.LBB39_21
	leaq	-1(%rbp), %rbx
	jmp	.LBB39_36
	.p2align	4
.LBB39_15:
	cmpb	$0, 72(%r14)
	je	.LBB39_16
.Ltmp262:
	leaq	88(%rsp), %rdi
	movq	%r12, %rsi
	movq	%r15, %rdx
	callq	*40(%rsp)
.Ltmp263:
	cmpl	$2, 88(%rsp)
	jne	.LBB39_58
	movq	96(%rsp), %rdi
.Ltmp264:
	callq	*32(%rsp)
.Ltmp265:
	jmp	.LBB39_41
.LBB39_22:
	movq	%rsi, %rbp
.LBB39_36:
.Ltmp241:
	leaq	88(%rsp), %rdi
	movq	%r12, %rsi
	movq	%r15, %rdx
	callq	*40(%rsp)
.Ltmp242:
	cmpl	$2, 88(%rsp)
	jne	.LBB39_39
	movq	96(%rsp), %rdi
.Ltmp245:
	callq	*32(%rsp)
.Ltmp246:
	jmp	.LBB39_40
.LBB39_39:
	movl	144(%rsp), %eax
	movl	$61440, %ecx
	andl	%ecx, %eax
	cmpl	$16384, %eax
	jne	.LBB39_40
	movq	8(%r14), %rsi
	movq	16(%r14), %rdx
	movzwl	73(%r14), %eax
	movzbl	75(%r14), %ecx
	shll	$16, %ecx
	orl	%eax, %ecx
.Ltmp243:
	movl	%ecx, (%rsp)
	leaq	24(%r14), %rdi
	movq	%rbx, %rcx
	movq	%r12, %r8
	movq	%r15, %r9
	callq	*56(%rsp)
.Ltmp244:
	movq	16(%r14), %rsi
	leaq	-1(%rsi), %rax
	cmpq	%rax, %rbx
	jne	.LBB39_32
	jmp	.LBB39_16
	.p2align	4
.LBB39_40:
	movq	16(%r14), %rsi
	leaq	-1(%rsi), %rax
	cmpq	%rax, %rbx
	je	.LBB39_41
.LBB39_32:
	cmpq	%rsi, %rbp
	jae	.LBB39_33
	imulq	$56, %rbp, %rbx
	addq	8(%r14), %rbx
.Ltmp250:
	movq	%r12, %rdi
	movq	%r15, %rsi
	movq	16(%rsp), %rax
	movabsq	$_RNvMs16_NtCsjrHSEGnQ3l9_3std4pathNtB6_4Path9file_name@GOT, %rcx
	callq	*(%rax,%rcx)
.Ltmp251:
	testq	%rax, %rax
	je	.LBB39_41
.Ltmp252:
	leaq	88(%rsp), %rdi
	movq	%rax, %rsi
	movq	16(%rsp), %rax
	movabsq	$_RNvNtNtCsgEmfK2I1SDS_4core3str8converts9from_utf8@GOT, %rcx
	callq	*(%rax,%rcx)
.Ltmp253:
	cmpl	$1, 88(%rsp)
	je	.LBB39_41
	movq	96(%rsp), %rdx
	movq	104(%rsp), %rcx
	addq	%rdx, %rcx
	movzwl	73(%r14), %eax
	movzbl	75(%r14), %r9d
	shll	$16, %r9d
	orl	%eax, %r9d
.Ltmp254:
	movq	%rbx, %rdi
	movl	$1, %esi
	xorl	%r8d, %r8d
	callq	*72(%rsp)
.Ltmp255:
	testb	%al, %al
	jne	.LBB39_41
	movq	16(%r14), %rdx
	leaq	-1(%rdx), %rax
	cmpq	%rax, %rbp
	jne	.LBB39_53
	cmpb	$0, 72(%r14)
	je	.LBB39_16
.Ltmp258:
	leaq	88(%rsp), %rdi
	movq	%r12, %rsi
	movq	%r15, %rdx
	callq	*40(%rsp)
.Ltmp259:
	cmpl	$2, 88(%rsp)
	jne	.LBB39_58
	movq	96(%rsp), %rdi
.Ltmp260:
	callq	*32(%rsp)
.Ltmp261:
	jmp	.LBB39_41
.LBB39_58:
	movl	144(%rsp), %eax
	movl	$61440, %ecx
	andl	%ecx, %eax
	cmpl	$16384, %eax
	je	.LBB39_16
	.p2align	4
.LBB39_41:
	testq	%r13, %r13
	je	.LBB39_43
	movl	$1, %edx
	movq	%r12, %rdi
	movq	%r13, %rsi
	callq	*80(%rsp)
	jmp	.LBB39_43
.LBB39_53:
	movq	8(%r14), %rsi
	incq	%rbp
	movzwl	73(%r14), %eax
	movzbl	75(%r14), %ecx
	shll	$16, %ecx
	orl	%eax, %ecx
.Ltmp256:
	movl	%ecx, (%rsp)
	leaq	24(%r14), %rdi
	movq	%rbp, %rcx
	movq	%r12, %r8
	movq	%r15, %r9
	callq	*56(%rsp)
.Ltmp257:
	jmp	.LBB39_41
.LBB39_6:
	movabsq	$-9223372036854775808, %rcx
	incq	%rcx
	movq	24(%rsp), %rax
	movq	%rcx, (%rax)
.LBB39_17:
	addq	$264, %rsp
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
.LBB39_13:
	.cfi_def_cfa_offset 320
	movq	24(%rsp), %rax
	movq	%r13, (%rax)
	movq	%r12, 8(%rax)
	movq	%r15, 16(%rax)
	movq	%rbp, 24(%rax)
	jmp	.LBB39_17
.LBB39_16:
	movq	24(%rsp), %rax
	movabsq	$-9223372036854775808, %rcx
	movq	%rcx, (%rax)
	movq	%r13, 8(%rax)
	movq	%r12, 16(%rax)
	movq	%r15, 24(%rax)
	jmp	.LBB39_17
.LBB39_33:
	movq	64(%rsp), %rax
	movq	%rax, 48(%rsp)
.LBB39_30:
.Ltmp247:
	movabsq	$_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check@GOT, %rax
	movq	%rbp, %rdi
	movq	48(%rsp), %rdx
	movq	16(%rsp), %rcx
	callq	*(%rcx,%rax)
.Ltmp248:
	ud2
.LBB39_9:
.Ltmp240:
	movq	%rax, %r14
	testq	%rbx, %rbx
	je	.LBB39_11
	movabsq	$_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOT, %rax
	movl	$1, %edx
	movq	%r15, %rdi
	movq	%rbx, %rsi
	movq	16(%rsp), %rcx
	callq	*(%rcx,%rax)
	movabsq	$_Unwind_Resume@GOT, %rax
	movq	%r14, %rdi
	movq	16(%rsp), %rcx
	callq	*(%rcx,%rax)
.LBB39_27:
.Ltmp249:
	jmp	.LBB39_28
.LBB39_26:
.Ltmp266:
.LBB39_28:
	movq	%rax, %r14
	testq	%r13, %r13
	je	.LBB39_11
	movl	$1, %edx
	movq	%r12, %rdi
	movq	%r13, %rsi
	movq	16(%rsp), %rax
	movabsq	$_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOT, %rcx
	callq	*(%rax,%rcx)
.LBB39_11:
	movabsq	$_Unwind_Resume@GOT, %rax
	movq	%r14, %rdi
	movq	16(%rsp), %rcx
	callq	*(%rcx,%rax)
.Lfunc_end39:
	.size	_ZN70_$LT$glob..Paths$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17hb4e82469fa0e9c66E, .Lfunc_end39-_ZN70_$LT$glob..Paths$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17hb4e82469fa0e9c66E
	.cfi_endproc
	.section	".gcc_except_table._ZN70_$LT$glob..Paths$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17hb4e82469fa0e9c66E","a",@progbits
	.p2align	2, 0x0
GCC_except_table39:
.Lexception11:
	.byte	255
	.byte	255
	.byte	1
	.uleb128 .Lcst_end11-.Lcst_begin11
.Lcst_begin11:
	.uleb128 .Ltmp238-.Lfunc_begin11
	.uleb128 .Ltmp239-.Ltmp238
	.uleb128 .Ltmp240-.Lfunc_begin11
	.byte	0
	.uleb128 .Ltmp239-.Lfunc_begin11
	.uleb128 .Ltmp262-.Ltmp239
	.byte	0
	.byte	0
	.uleb128 .Ltmp262-.Lfunc_begin11
	.uleb128 .Ltmp261-.Ltmp262
	.uleb128 .Ltmp266-.Lfunc_begin11
	.byte	0
	.uleb128 .Ltmp261-.Lfunc_begin11
	.uleb128 .Ltmp256-.Ltmp261
	.byte	0
	.byte	0
	.uleb128 .Ltmp256-.Lfunc_begin11
	.uleb128 .Ltmp257-.Ltmp256
	.uleb128 .Ltmp266-.Lfunc_begin11
	.byte	0
	.uleb128 .Ltmp247-.Lfunc_begin11
	.uleb128 .Ltmp248-.Ltmp247
	.uleb128 .Ltmp249-.Lfunc_begin11
	.byte	0
	.uleb128 .Ltmp248-.Lfunc_begin11
	.uleb128 .Lfunc_end39-.Ltmp248
	.byte	0
	.byte	0
.Lcst_end11:
	.p2align	2, 0x0

	.type	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.0,@object
	.section	.lrodata..Lanon.d053acb6a4a80daa36fb3d5d328ec401.0,"al",@progbits
.Lanon.d053acb6a4a80daa36fb3d5d328ec401.0:
	.byte	47
	.size	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.0, 1

	.type	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.1,@object
	.section	.lrodata..Lanon.d053acb6a4a80daa36fb3d5d328ec401.1,"al",@progbits
.Lanon.d053acb6a4a80daa36fb3d5d328ec401.1:
	.byte	46
	.size	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.1, 1

	.type	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.2,@object
	.section	.lrodata..Lanon.d053acb6a4a80daa36fb3d5d328ec401.2,"al",@progbits
.Lanon.d053acb6a4a80daa36fb3d5d328ec401.2:
	.zero	2,46
	.size	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.2, 2

	.type	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.3,@object
	.section	.lrodata..Lanon.d053acb6a4a80daa36fb3d5d328ec401.3,"al",@progbits
.Lanon.d053acb6a4a80daa36fb3d5d328ec401.3:
	.ascii	"internal error: entered unreachable code"
	.size	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.3, 40

	.type	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.4,@object
	.section	.lrodata..Lanon.d053acb6a4a80daa36fb3d5d328ec401.4,"al",@progbits
.Lanon.d053acb6a4a80daa36fb3d5d328ec401.4:
	.ascii	"mid > len"
	.size	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.4, 9

	.type	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.5,@object
	.section	.lrodata.str1.1,"aMSl",@progbits,1
.Lanon.d053acb6a4a80daa36fb3d5d328ec401.5:
	.asciz	"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/core/src/slice/sort/stable/quicksort.rs"
	.size	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.5, 96

	.type	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.6,@object
	.section	.data.rel.ro..Lanon.d053acb6a4a80daa36fb3d5d328ec401.6,"aw",@progbits
	.p2align	3, 0x0
.Lanon.d053acb6a4a80daa36fb3d5d328ec401.6:
	.quad	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.5
	.asciz	"_\000\000\000\000\000\000\000M\000\000\000\037\000\000"
	.size	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.6, 24

	.type	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.7,@object
	.section	.data.rel.ro..Lanon.d053acb6a4a80daa36fb3d5d328ec401.7,"aw",@progbits
	.p2align	3, 0x0
.Lanon.d053acb6a4a80daa36fb3d5d328ec401.7:
	.quad	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.5
	.asciz	"_\000\000\000\000\000\000\000G\000\000\000\027\000\000"
	.size	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.7, 24

	.type	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.8,@object
	.section	.lrodata.str1.1,"aMSl",@progbits,1
.Lanon.d053acb6a4a80daa36fb3d5d328ec401.8:
	.asciz	"glob-0.3.1/src/lib.rs"
	.size	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.8, 22

	.type	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.9,@object
	.section	.data.rel.ro..Lanon.d053acb6a4a80daa36fb3d5d328ec401.9,"aw",@progbits
	.p2align	3, 0x0
.Lanon.d053acb6a4a80daa36fb3d5d328ec401.9:
	.quad	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.8
	.asciz	"\025\000\000\000\000\000\000\000\250\003\000\000@\000\000"
	.size	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.9, 24

	.type	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.10,@object
	.section	.data.rel.ro..Lanon.d053acb6a4a80daa36fb3d5d328ec401.10,"aw",@progbits
	.p2align	3, 0x0
.Lanon.d053acb6a4a80daa36fb3d5d328ec401.10:
	.quad	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.8
	.asciz	"\025\000\000\000\000\000\000\000\251\003\000\000<\000\000"
	.size	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.10, 24

	.type	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.11,@object
	.section	.data.rel.ro..Lanon.d053acb6a4a80daa36fb3d5d328ec401.11,"aw",@progbits
	.p2align	3, 0x0
.Lanon.d053acb6a4a80daa36fb3d5d328ec401.11:
	.quad	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.8
	.asciz	"\025\000\000\000\000\000\000\000\026\003\000\000?\000\000"
	.size	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.11, 24

	.type	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.12,@object
	.section	.data.rel.ro..Lanon.d053acb6a4a80daa36fb3d5d328ec401.12,"aw",@progbits
	.p2align	3, 0x0
.Lanon.d053acb6a4a80daa36fb3d5d328ec401.12:
	.quad	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.8
	.asciz	"\025\000\000\000\000\000\000\000\331\002\000\000'\000\000"
	.size	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.12, 24

	.type	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.13,@object
	.section	.data.rel.ro..Lanon.d053acb6a4a80daa36fb3d5d328ec401.13,"aw",@progbits
	.p2align	3, 0x0
.Lanon.d053acb6a4a80daa36fb3d5d328ec401.13:
	.quad	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.8
	.asciz	"\025\000\000\000\000\000\000\000?\002\000\000M\000\000"
	.size	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.13, 24

	.type	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.14,@object
	.section	.lrodata..Lanon.d053acb6a4a80daa36fb3d5d328ec401.14,"al",@progbits
.Lanon.d053acb6a4a80daa36fb3d5d328ec401.14:
	.ascii	"recursive wildcards must form a single path component"
	.size	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.14, 53

	.type	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.15,@object
	.section	.lrodata..Lanon.d053acb6a4a80daa36fb3d5d328ec401.15,"al",@progbits
.Lanon.d053acb6a4a80daa36fb3d5d328ec401.15:
	.ascii	"wildcards are either regular `*` or recursive `**`"
	.size	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.15, 50

	.type	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.16,@object
	.section	.data.rel.ro..Lanon.d053acb6a4a80daa36fb3d5d328ec401.16,"aw",@progbits
	.p2align	3, 0x0
.Lanon.d053acb6a4a80daa36fb3d5d328ec401.16:
	.quad	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.8
	.asciz	"\025\000\000\000\000\000\000\000k\002\000\0003\000\000"
	.size	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.16, 24

	.type	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.17,@object
	.section	.lrodata..Lanon.d053acb6a4a80daa36fb3d5d328ec401.17,"al",@progbits
.Lanon.d053acb6a4a80daa36fb3d5d328ec401.17:
	.ascii	"invalid range pattern"
	.size	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.17, 21

	.type	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.18,@object
	.section	.data.rel.ro..Lanon.d053acb6a4a80daa36fb3d5d328ec401.18,"aw",@progbits
	.p2align	3, 0x0
.Lanon.d053acb6a4a80daa36fb3d5d328ec401.18:
	.quad	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.8
	.asciz	"\025\000\000\000\000\000\000\000v\002\000\000F\000\000"
	.size	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.18, 24

	.type	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.19,@object
	.section	.data.rel.ro..Lanon.d053acb6a4a80daa36fb3d5d328ec401.19,"aw",@progbits
	.p2align	3, 0x0
.Lanon.d053acb6a4a80daa36fb3d5d328ec401.19:
	.quad	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.8
	.asciz	"\025\000\000\000\000\000\000\000J\003\000\000\024\000\000"
	.size	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.19, 24

	.type	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.20,@object
	.section	.data.rel.ro..Lanon.d053acb6a4a80daa36fb3d5d328ec401.20,"aw",@progbits
	.p2align	3, 0x0
.Lanon.d053acb6a4a80daa36fb3d5d328ec401.20:
	.quad	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.8
	.asciz	"\025\000\000\000\000\000\000\000c\003\000\000@\000\000"
	.size	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.20, 24

	.type	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.21,@object
	.section	.data.rel.ro..Lanon.d053acb6a4a80daa36fb3d5d328ec401.21,"aw",@progbits
	.p2align	3, 0x0
.Lanon.d053acb6a4a80daa36fb3d5d328ec401.21:
	.quad	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.8
	.asciz	"\025\000\000\000\000\000\000\000\332\000\000\000 \000\000"
	.size	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.21, 24

	.type	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.22,@object
	.section	.data.rel.ro..Lanon.d053acb6a4a80daa36fb3d5d328ec401.22,"aw",@progbits
	.p2align	3, 0x0
.Lanon.d053acb6a4a80daa36fb3d5d328ec401.22:
	.quad	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.8
	.asciz	"\025\000\000\000\000\000\000\000\360\000\000\000\020\000\000"
	.size	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.22, 24

	.type	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.23,@object
	.section	.data.rel.ro..Lanon.d053acb6a4a80daa36fb3d5d328ec401.23,"aw",@progbits
	.p2align	3, 0x0
.Lanon.d053acb6a4a80daa36fb3d5d328ec401.23:
	.quad	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.8
	.asciz	"\025\000\000\000\000\000\000\000\330\000\000\000O\000\000"
	.size	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.23, 24

	.type	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.24,@object
	.section	.data.rel.ro..Lanon.d053acb6a4a80daa36fb3d5d328ec401.24,"aw",@progbits
	.p2align	3, 0x0
.Lanon.d053acb6a4a80daa36fb3d5d328ec401.24:
	.quad	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.8
	.asciz	"\025\000\000\000\000\000\000\000\330\000\000\0000\000\000"
	.size	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.24, 24

	.type	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.25,@object
	.section	.lrodata.str1.1,"aMSl",@progbits,1
.Lanon.d053acb6a4a80daa36fb3d5d328ec401.25:
	.asciz	"\024attempting to read `\300\030` resulted in an error: \300"
	.size	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.25, 49

	.type	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.26,@object
.Lanon.d053acb6a4a80daa36fb3d5d328ec401.26:
	.asciz	"#Pattern syntax error near position \300\002: \300"
	.size	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.26, 42

	.type	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.27,@object
	.section	.data.rel.ro..Lanon.d053acb6a4a80daa36fb3d5d328ec401.27,"aw",@progbits
	.p2align	3, 0x0
.Lanon.d053acb6a4a80daa36fb3d5d328ec401.27:
	.quad	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.8
	.asciz	"\025\000\000\000\000\000\000\000l\001\000\000!\000\000"
	.size	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.27, 24

	.type	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.28,@object
	.section	.data.rel.ro..Lanon.d053acb6a4a80daa36fb3d5d328ec401.28,"aw",@progbits
	.p2align	3, 0x0
.Lanon.d053acb6a4a80daa36fb3d5d328ec401.28:
	.quad	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.8
	.asciz	"\025\000\000\000\000\000\000\000\225\001\000\000!\000\000"
	.size	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.28, 24

	.hidden	DW.ref.rust_eh_personality
	.weak	DW.ref.rust_eh_personality
	.section	.data.DW.ref.rust_eh_personality,"awG",@progbits,DW.ref.rust_eh_personality,comdat
	.p2align	3, 0x0
	.type	DW.ref.rust_eh_personality,@object
	.size	DW.ref.rust_eh_personality, 8
DW.ref.rust_eh_personality:
	.quad	rust_eh_personality
	.ident	"rustc version 1.95.0 (59807616e 2026-04-14)"
	.section	".note.GNU-stack","",@progbits
