	.file	"glob.40db774fdc267820-cgu.0"
	.section	".text._ZN106_$LT$core..iter..adapters..GenericShunt$LT$I$C$R$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h7bf3d4670bd1daf2E","ax",@progbits
	.p2align	4
	.type	_ZN106_$LT$core..iter..adapters..GenericShunt$LT$I$C$R$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h7bf3d4670bd1daf2E,@function
_ZN106_$LT$core..iter..adapters..GenericShunt$LT$I$C$R$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h7bf3d4670bd1daf2E:
.Lfunc_begin0:
	.cfi_startproc
	.cfi_personality 155, DW.ref.rust_eh_personality
	.cfi_lsda 27, .Lexception0
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
	subq	$168, %rsp
	.cfi_def_cfa_offset 224
	.cfi_offset %rbx, -56
	.cfi_offset %r12, -48
	.cfi_offset %r13, -40
	.cfi_offset %r14, -32
	.cfi_offset %r15, -24
	.cfi_offset %rbp, -16
	movq	%rsi, %r14
	movq	%rdi, %rbx
	movq	(%rsi), %rbp
	leaq	16(%rsi), %r13
	leaq	120(%rsp), %rdi
	movq	%r13, %rsi
	callq	*_RNvXsB_NtCsjrHSEGnQ3l9_3std2fsNtB5_7ReadDirNtNtNtNtCsgEmfK2I1SDS_4core4iter6traits8iterator8Iterator4next@GOTPCREL(%rip)
	cmpl	$1, 120(%rsp)
	jne	.LBB0_47
	leaq	144(%rsp), %r12
	movq	%r14, 88(%rsp)
.LBB0_2:
	movq	128(%rsp), %rax
	movq	136(%rsp), %r15
	testq	%rax, %rax
	je	.LBB0_11
	movq	8(%r14), %rcx
	movq	%rax, 8(%rsp)
	movq	%r15, 16(%rsp)
	movq	16(%r12), %rax
	leaq	24(%rsp), %rdx
	movq	%rax, 16(%rdx)
	movups	(%r12), %xmm0
	movups	%xmm0, (%rdx)
	cmpb	$0, (%rcx)
	je	.LBB0_4
.Ltmp2:
	leaq	96(%rsp), %rdi
	leaq	8(%rsp), %rsi
	callq	*_RNvMsC_NtCsjrHSEGnQ3l9_3std2fsNtB5_8DirEntry4path@GOTPCREL(%rip)
.Ltmp3:
	movq	%r13, %r12
	movq	%rbp, %r14
	movq	104(%rsp), %rdi
	movq	112(%rsp), %rsi
.Ltmp5:
	movq	%rdi, 48(%rsp)
	callq	*_RNvMs16_NtCsjrHSEGnQ3l9_3std4pathNtB6_4Path9file_name@GOTPCREL(%rip)
.Ltmp6:
	movq	%rax, %r13
	testq	%rax, %rax
	je	.LBB0_38
	movq	%rdx, %rbp
	testq	%rdx, %rdx
	js	.LBB0_28
	movq	%rbx, 80(%rsp)
	je	.LBB0_34
	callq	*_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl	$1, %r15d
	movl	$1, %esi
	movq	%rbp, %rdi
	callq	*_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc@GOTPCREL(%rip)
	testq	%rax, %rax
	je	.LBB0_41
	movq	%rax, %rbx
	movq	%rax, %rdi
	movq	%r13, %rsi
	movq	%rbp, %rdx
	callq	*memcpy@GOTPCREL(%rip)
	jmp	.LBB0_35
	.p2align	4
.LBB0_4:
.Ltmp0:
	leaq	56(%rsp), %rdi
	leaq	8(%rsp), %rsi
	callq	*_RNvMsC_NtCsjrHSEGnQ3l9_3std2fsNtB5_8DirEntry4path@GOTPCREL(%rip)
.Ltmp1:
	movq	8(%rsp), %rax
	lock		decq	(%rax)
	je	.LBB0_6
	jmp	.LBB0_7
.LBB0_34:
	movl	$1, %ebx
.LBB0_35:
	movq	%rbp, 56(%rsp)
	movq	%rbx, 64(%rsp)
	movq	%rbp, 72(%rsp)
	movq	96(%rsp), %rsi
	testq	%rsi, %rsi
	movq	%r12, %r13
	je	.LBB0_37
	movl	$1, %edx
	movq	48(%rsp), %rdi
	callq	*_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOTPCREL(%rip)
.LBB0_37:
	movq	80(%rsp), %rbx
	movq	%r14, %rbp
	movq	88(%rsp), %r14
	leaq	144(%rsp), %r12
	movq	8(%rsp), %rax
	lock		decq	(%rax)
	jne	.LBB0_7
.LBB0_6:
	#MEMBARRIER
.Ltmp8:
	leaq	8(%rsp), %rdi
	callq	*_RNvMsn_NtCslNYArtu3iFV_5alloc4syncINtB5_3ArcNtNtNtNtCsjrHSEGnQ3l9_3std3sys2fs4unix12InnerReadDirE9drop_slowBO_@GOTPCREL(%rip)
.Ltmp9:
.LBB0_7:
	movq	16(%rsp), %rdi
	movq	24(%rsp), %rsi
	movb	$0, (%rdi)
	testq	%rsi, %rsi
	je	.LBB0_9
	movl	$1, %edx
	callq	*_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOTPCREL(%rip)
.LBB0_9:
	movq	56(%rsp), %rax
	movabsq	$-9223372036854775807, %rcx
	cmpq	%rcx, %rax
	jne	.LBB0_10
	leaq	120(%rsp), %rdi
	movq	%r13, %rsi
	callq	*_RNvXsB_NtCsjrHSEGnQ3l9_3std2fsNtB5_7ReadDirNtNtNtNtCsgEmfK2I1SDS_4core4iter6traits8iterator8Iterator4next@GOTPCREL(%rip)
	cmpb	$0, 120(%rsp)
	jne	.LBB0_2
	jmp	.LBB0_47
.LBB0_28:
	xorl	%r15d, %r15d
.LBB0_41:
.Ltmp11:
	movq	%r15, %rdi
	movq	%rbp, %rsi
	callq	*_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error@GOTPCREL(%rip)
.Ltmp12:
	jmp	.LBB0_39
.LBB0_10:
	movq	64(%rsp), %r15
	movq	%rax, %rcx
	negq	%rcx
	jno	.LBB0_44
.LBB0_11:
	movq	(%rbp), %rdi
	testq	%rdi, %rdi
	je	.LBB0_13
.Ltmp19:
	callq	_ZN4core3ptr42drop_in_place$LT$std..io..error..Error$GT$17h78de8bd851375ad6E
.Ltmp20:
.LBB0_13:
	movq	%r15, (%rbp)
.LBB0_47:
	movabsq	$-9223372036854775808, %rax
	movq	%rax, (%rbx)
.LBB0_45:
	addq	$168, %rsp
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
.LBB0_44:
	.cfi_def_cfa_offset 224
	movq	72(%rsp), %rcx
	movq	%rax, (%rbx)
	movq	%r15, 8(%rbx)
	movq	%rcx, 16(%rbx)
	jmp	.LBB0_45
.LBB0_38:
.Ltmp13:
	leaq	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.20(%rip), %rdi
	callq	*_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed@GOTPCREL(%rip)
.Ltmp14:
.LBB0_39:
	ud2
.LBB0_43:
.Ltmp21:
	movq	%r15, (%rbp)
	movq	%rax, %rdi
	callq	_Unwind_Resume@PLT
.LBB0_23:
.Ltmp10:
	movq	%rax, %rbx
	jmp	.LBB0_17
.LBB0_29:
.Ltmp7:
	jmp	.LBB0_31
.LBB0_14:
.Ltmp4:
	movq	%rax, %rbx
	jmp	.LBB0_15
.LBB0_30:
.Ltmp15:
.LBB0_31:
	movq	%rax, %rbx
	movq	96(%rsp), %rsi
	testq	%rsi, %rsi
	je	.LBB0_15
	movl	$1, %edx
	movq	48(%rsp), %rdi
	callq	*_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOTPCREL(%rip)
.LBB0_15:
	movq	8(%rsp), %rax
	lock		decq	(%rax)
	jne	.LBB0_17
	#MEMBARRIER
.Ltmp16:
	leaq	8(%rsp), %rdi
	callq	*_RNvMsn_NtCslNYArtu3iFV_5alloc4syncINtB5_3ArcNtNtNtNtCsjrHSEGnQ3l9_3std3sys2fs4unix12InnerReadDirE9drop_slowBO_@GOTPCREL(%rip)
.Ltmp17:
.LBB0_17:
	movq	16(%rsp), %rdi
	movq	24(%rsp), %rsi
	movb	$0, (%rdi)
	testq	%rsi, %rsi
	je	.LBB0_19
	movl	$1, %edx
	callq	*_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOTPCREL(%rip)
.LBB0_19:
	movq	%rbx, %rdi
	callq	_Unwind_Resume@PLT
.LBB0_20:
.Ltmp18:
	movq	16(%rsp), %rdi
	movq	24(%rsp), %rsi
	movb	$0, (%rdi)
	testq	%rsi, %rsi
	je	.LBB0_22
	movl	$1, %edx
	callq	*_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOTPCREL(%rip)
.LBB0_22:
	callq	*_RNvNtCsgEmfK2I1SDS_4core9panicking16panic_in_cleanup@GOTPCREL(%rip)
.Lfunc_end0:
	.size	_ZN106_$LT$core..iter..adapters..GenericShunt$LT$I$C$R$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h7bf3d4670bd1daf2E, .Lfunc_end0-_ZN106_$LT$core..iter..adapters..GenericShunt$LT$I$C$R$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h7bf3d4670bd1daf2E
	.cfi_endproc
	.section	".gcc_except_table._ZN106_$LT$core..iter..adapters..GenericShunt$LT$I$C$R$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h7bf3d4670bd1daf2E","a",@progbits
	.p2align	2, 0x0
GCC_except_table0:
.Lexception0:
	.byte	255
	.byte	155
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

	.section	".text._ZN44_$LT$$RF$T$u20$as$u20$core..fmt..Display$GT$3fmt17hbee7d15d137685aeE","ax",@progbits
	.p2align	4
	.type	_ZN44_$LT$$RF$T$u20$as$u20$core..fmt..Display$GT$3fmt17hbee7d15d137685aeE,@function
_ZN44_$LT$$RF$T$u20$as$u20$core..fmt..Display$GT$3fmt17hbee7d15d137685aeE:
	.cfi_startproc
	movq	%rsi, %rdx
	movq	(%rdi), %rax
	movq	8(%rdi), %rsi
	movq	%rax, %rdi
	jmpq	*_RNvXsi_NtCsgEmfK2I1SDS_4core3fmteNtB5_7Display3fmt@GOTPCREL(%rip)
.Lfunc_end1:
	.size	_ZN44_$LT$$RF$T$u20$as$u20$core..fmt..Display$GT$3fmt17hbee7d15d137685aeE, .Lfunc_end1-_ZN44_$LT$$RF$T$u20$as$u20$core..fmt..Display$GT$3fmt17hbee7d15d137685aeE
	.cfi_endproc

	.section	".text._ZN4core3ptr101drop_in_place$LT$core..result..Result$LT$$LP$std..path..PathBuf$C$usize$RP$$C$glob..GlobError$GT$$GT$17h6215f2685c56781aE","ax",@progbits
	.p2align	4
	.type	_ZN4core3ptr101drop_in_place$LT$core..result..Result$LT$$LP$std..path..PathBuf$C$usize$RP$$C$glob..GlobError$GT$$GT$17h6215f2685c56781aE,@function
_ZN4core3ptr101drop_in_place$LT$core..result..Result$LT$$LP$std..path..PathBuf$C$usize$RP$$C$glob..GlobError$GT$$GT$17h6215f2685c56781aE:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset %rbx, -16
	movq	%rdi, %rbx
	cmpb	$0, (%rdi)
	je	.LBB2_1
	movq	8(%rbx), %rsi
	testq	%rsi, %rsi
	je	.LBB2_5
	movq	16(%rbx), %rdi
	movl	$1, %edx
	callq	*_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOTPCREL(%rip)
.LBB2_5:
	movq	32(%rbx), %rdi
	popq	%rbx
	.cfi_def_cfa_offset 8
	jmp	_ZN4core3ptr42drop_in_place$LT$std..io..error..Error$GT$17h78de8bd851375ad6E
.LBB2_1:
	.cfi_def_cfa_offset 16
	movq	8(%rbx), %rsi
	testq	%rsi, %rsi
	je	.LBB2_6
	movq	16(%rbx), %rdi
	movl	$1, %edx
	popq	%rbx
	.cfi_def_cfa_offset 8
	jmpq	*_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOTPCREL(%rip)
.LBB2_6:
	.cfi_def_cfa_offset 16
	popq	%rbx
	.cfi_def_cfa_offset 8
	retq
.Lfunc_end2:
	.size	_ZN4core3ptr101drop_in_place$LT$core..result..Result$LT$$LP$std..path..PathBuf$C$usize$RP$$C$glob..GlobError$GT$$GT$17h6215f2685c56781aE, .Lfunc_end2-_ZN4core3ptr101drop_in_place$LT$core..result..Result$LT$$LP$std..path..PathBuf$C$usize$RP$$C$glob..GlobError$GT$$GT$17h6215f2685c56781aE
	.cfi_endproc

	.section	".text._ZN4core3ptr163drop_in_place$LT$core..iter..adapters..map..Map$LT$alloc..vec..into_iter..IntoIter$LT$std..path..PathBuf$GT$$C$glob..fill_todo..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$17hd1c7bd9255d5c14bE","ax",@progbits
	.p2align	4
	.type	_ZN4core3ptr163drop_in_place$LT$core..iter..adapters..map..Map$LT$alloc..vec..into_iter..IntoIter$LT$std..path..PathBuf$GT$$C$glob..fill_todo..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$17hd1c7bd9255d5c14bE,@function
_ZN4core3ptr163drop_in_place$LT$core..iter..adapters..map..Map$LT$alloc..vec..into_iter..IntoIter$LT$std..path..PathBuf$GT$$C$glob..fill_todo..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$17hd1c7bd9255d5c14bE:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	pushq	%r14
	.cfi_def_cfa_offset 24
	pushq	%r12
	.cfi_def_cfa_offset 32
	pushq	%rbx
	.cfi_def_cfa_offset 40
	pushq	%rax
	.cfi_def_cfa_offset 48
	.cfi_offset %rbx, -40
	.cfi_offset %r12, -32
	.cfi_offset %r14, -24
	.cfi_offset %r15, -16
	movq	%rdi, %rbx
	movq	8(%rdi), %r15
	movq	24(%rdi), %rcx
	movq	%rcx, %rax
	subq	%r15, %rax
	movabsq	$-6148914691236517205, %rdx
	mulq	%rdx
	cmpq	%r15, %rcx
	je	.LBB3_5
	movq	%rdx, %r14
	shrq	$4, %r14
	addq	$8, %r15
	movq	_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOTPCREL(%rip), %r12
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
	addq	$8, %rsp
	.cfi_def_cfa_offset 40
	popq	%rbx
	.cfi_def_cfa_offset 32
	popq	%r12
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_def_cfa_offset 16
	popq	%r15
	.cfi_def_cfa_offset 8
	jmpq	*_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOTPCREL(%rip)
.LBB3_6:
	.cfi_def_cfa_offset 48
	addq	$8, %rsp
	.cfi_def_cfa_offset 40
	popq	%rbx
	.cfi_def_cfa_offset 32
	popq	%r12
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_def_cfa_offset 16
	popq	%r15
	.cfi_def_cfa_offset 8
	retq
.Lfunc_end3:
	.size	_ZN4core3ptr163drop_in_place$LT$core..iter..adapters..map..Map$LT$alloc..vec..into_iter..IntoIter$LT$std..path..PathBuf$GT$$C$glob..fill_todo..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$17hd1c7bd9255d5c14bE, .Lfunc_end3-_ZN4core3ptr163drop_in_place$LT$core..iter..adapters..map..Map$LT$alloc..vec..into_iter..IntoIter$LT$std..path..PathBuf$GT$$C$glob..fill_todo..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$17hd1c7bd9255d5c14bE
	.cfi_endproc

	.section	".text._ZN4core3ptr34drop_in_place$LT$glob..Pattern$GT$17h0cbf36eacfd8b7cbE","ax",@progbits
	.p2align	4
	.type	_ZN4core3ptr34drop_in_place$LT$glob..Pattern$GT$17h0cbf36eacfd8b7cbE,@function
_ZN4core3ptr34drop_in_place$LT$glob..Pattern$GT$17h0cbf36eacfd8b7cbE:
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
	movq	%rdi, %rbx
	movq	(%rdi), %rsi
	testq	%rsi, %rsi
	je	.LBB4_2
	movq	8(%rbx), %rdi
	movl	$1, %edx
	callq	*_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOTPCREL(%rip)
.LBB4_2:
	movq	32(%rbx), %r14
	movq	40(%rbx), %r15
	testq	%r15, %r15
	je	.LBB4_8
	leaq	16(%r14), %r12
	movq	_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOTPCREL(%rip), %r13
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
	jmp	.LBB4_7
.LBB4_8:
	movq	24(%rbx), %rsi
	testq	%rsi, %rsi
	je	.LBB4_9
	shlq	$5, %rsi
	movl	$8, %edx
	movq	%r14, %rdi
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
	jmpq	*_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOTPCREL(%rip)
.LBB4_9:
	.cfi_def_cfa_offset 48
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
.Lfunc_end4:
	.size	_ZN4core3ptr34drop_in_place$LT$glob..Pattern$GT$17h0cbf36eacfd8b7cbE, .Lfunc_end4-_ZN4core3ptr34drop_in_place$LT$glob..Pattern$GT$17h0cbf36eacfd8b7cbE
	.cfi_endproc

	.section	".text._ZN4core3ptr39drop_in_place$LT$glob..PatternToken$GT$17hffb2b2c6f93f0ca6E","ax",@progbits
	.p2align	4
	.type	_ZN4core3ptr39drop_in_place$LT$glob..PatternToken$GT$17hffb2b2c6f93f0ca6E,@function
_ZN4core3ptr39drop_in_place$LT$glob..PatternToken$GT$17hffb2b2c6f93f0ca6E:
	.cfi_startproc
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
	movl	$4, %edx
	jmpq	*_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOTPCREL(%rip)
.Lfunc_end5:
	.size	_ZN4core3ptr39drop_in_place$LT$glob..PatternToken$GT$17hffb2b2c6f93f0ca6E, .Lfunc_end5-_ZN4core3ptr39drop_in_place$LT$glob..PatternToken$GT$17hffb2b2c6f93f0ca6E
	.cfi_endproc

	.section	".text._ZN4core3ptr42drop_in_place$LT$std..io..error..Error$GT$17h78de8bd851375ad6E","ax",@progbits
	.p2align	4
	.type	_ZN4core3ptr42drop_in_place$LT$std..io..error..Error$GT$17h78de8bd851375ad6E,@function
_ZN4core3ptr42drop_in_place$LT$std..io..error..Error$GT$17h78de8bd851375ad6E:
.Lfunc_begin1:
	.cfi_startproc
	.cfi_personality 155, DW.ref.rust_eh_personality
	.cfi_lsda 27, .Lexception1
	pushq	%r15
	.cfi_def_cfa_offset 16
	pushq	%r14
	.cfi_def_cfa_offset 24
	pushq	%r12
	.cfi_def_cfa_offset 32
	pushq	%rbx
	.cfi_def_cfa_offset 40
	pushq	%rax
	.cfi_def_cfa_offset 48
	.cfi_offset %rbx, -40
	.cfi_offset %r12, -32
	.cfi_offset %r14, -24
	.cfi_offset %r15, -16
	movl	%edi, %eax
	andl	$3, %eax
	leal	-2(%rax), %ecx
	cmpl	$2, %ecx
	jb	.LBB6_10
	testq	%rax, %rax
	jne	.LBB6_2
.LBB6_10:
	addq	$8, %rsp
	.cfi_def_cfa_offset 40
	popq	%rbx
	.cfi_def_cfa_offset 32
	popq	%r12
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_def_cfa_offset 16
	popq	%r15
	.cfi_def_cfa_offset 8
	retq
.LBB6_2:
	.cfi_def_cfa_offset 48
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
	je	.LBB6_6
	movq	16(%r12), %rdx
	movq	%r14, %rdi
	callq	*_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOTPCREL(%rip)
.LBB6_6:
	movl	$24, %esi
	movl	$8, %edx
	movq	%rbx, %rdi
	addq	$8, %rsp
	.cfi_def_cfa_offset 40
	popq	%rbx
	.cfi_def_cfa_offset 32
	popq	%r12
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_def_cfa_offset 16
	popq	%r15
	.cfi_def_cfa_offset 8
	jmpq	*_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOTPCREL(%rip)
.LBB6_7:
	.cfi_def_cfa_offset 48
.Ltmp24:
	movq	%rax, %r15
	movq	8(%r12), %rsi
	testq	%rsi, %rsi
	je	.LBB6_9
	movq	16(%r12), %rdx
	movq	%r14, %rdi
	callq	*_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOTPCREL(%rip)
.LBB6_9:
	movl	$24, %esi
	movl	$8, %edx
	movq	%rbx, %rdi
	callq	*_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOTPCREL(%rip)
	movq	%r15, %rdi
	callq	_Unwind_Resume@PLT
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

	.section	".text._ZN4core3ptr57drop_in_place$LT$alloc..vec..Vec$LT$glob..Pattern$GT$$GT$17h052a199752424196E","ax",@progbits
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
	subq	$24, %rsp
	.cfi_def_cfa_offset 80
	.cfi_offset %rbx, -56
	.cfi_offset %r12, -48
	.cfi_offset %r13, -40
	.cfi_offset %r14, -32
	.cfi_offset %r15, -24
	.cfi_offset %rbp, -16
	movq	8(%rdi), %rax
	movq	%rax, (%rsp)
	movq	%rdi, 8(%rsp)
	movq	16(%rdi), %rax
	movq	%rax, 16(%rsp)
	testq	%rax, %rax
	je	.LBB7_13
	xorl	%r13d, %r13d
	movq	_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOTPCREL(%rip), %rbp
	jmp	.LBB7_2
	.p2align	4
.LBB7_12:
	incq	%r13
	cmpq	16(%rsp), %r13
	je	.LBB7_13
.LBB7_2:
	imulq	$56, %r13, %rax
	movq	(%rsp), %rcx
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
	movq	8(%rsp), %rax
	movq	(%rax), %rax
	testq	%rax, %rax
	je	.LBB7_14
	imulq	$56, %rax, %rsi
	movl	$8, %edx
	movq	(%rsp), %rdi
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
	jmpq	*_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOTPCREL(%rip)
.LBB7_14:
	.cfi_def_cfa_offset 80
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
.Lfunc_end7:
	.size	_ZN4core3ptr57drop_in_place$LT$alloc..vec..Vec$LT$glob..Pattern$GT$$GT$17h052a199752424196E, .Lfunc_end7-_ZN4core3ptr57drop_in_place$LT$alloc..vec..Vec$LT$glob..Pattern$GT$$GT$17h052a199752424196E
	.cfi_endproc

	.section	".text._ZN4core3ptr62drop_in_place$LT$alloc..vec..Vec$LT$glob..PatternToken$GT$$GT$17hd075f4df5e491992E","ax",@progbits
	.p2align	4
	.type	_ZN4core3ptr62drop_in_place$LT$alloc..vec..Vec$LT$glob..PatternToken$GT$$GT$17hd075f4df5e491992E,@function
_ZN4core3ptr62drop_in_place$LT$alloc..vec..Vec$LT$glob..PatternToken$GT$$GT$17hd075f4df5e491992E:
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
	movq	%rdi, %r14
	movq	8(%rdi), %rbx
	movq	16(%rdi), %r15
	testq	%r15, %r15
	je	.LBB8_6
	leaq	16(%rbx), %r12
	movq	_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOTPCREL(%rip), %r13
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
	jmpq	*_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOTPCREL(%rip)
.LBB8_7:
	.cfi_def_cfa_offset 48
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
.Lfunc_end8:
	.size	_ZN4core3ptr62drop_in_place$LT$alloc..vec..Vec$LT$glob..PatternToken$GT$$GT$17hd075f4df5e491992E, .Lfunc_end8-_ZN4core3ptr62drop_in_place$LT$alloc..vec..Vec$LT$glob..PatternToken$GT$$GT$17hd075f4df5e491992E
	.cfi_endproc

	.section	".text._ZN4core3ptr62drop_in_place$LT$alloc..vec..Vec$LT$std..path..PathBuf$GT$$GT$17h6586a8ba3c0be681E","ax",@progbits
	.p2align	4
	.type	_ZN4core3ptr62drop_in_place$LT$alloc..vec..Vec$LT$std..path..PathBuf$GT$$GT$17h6586a8ba3c0be681E,@function
_ZN4core3ptr62drop_in_place$LT$alloc..vec..Vec$LT$std..path..PathBuf$GT$$GT$17h6586a8ba3c0be681E:
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
	movq	%rdi, %r14
	movq	8(%rdi), %rbx
	movq	16(%rdi), %r15
	testq	%r15, %r15
	je	.LBB9_5
	leaq	8(%rbx), %r12
	movq	_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOTPCREL(%rip), %r13
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
	jmpq	*_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOTPCREL(%rip)
.LBB9_6:
	.cfi_def_cfa_offset 48
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
.Lfunc_end9:
	.size	_ZN4core3ptr62drop_in_place$LT$alloc..vec..Vec$LT$std..path..PathBuf$GT$$GT$17h6586a8ba3c0be681E, .Lfunc_end9-_ZN4core3ptr62drop_in_place$LT$alloc..vec..Vec$LT$std..path..PathBuf$GT$$GT$17h6586a8ba3c0be681E
	.cfi_endproc

	.section	.text._ZN4core5slice4sort6shared5pivot11median3_rec17h4baa2108fecffe6cE,"ax",@progbits
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
	subq	$24, %rsp
	.cfi_def_cfa_offset 80
	.cfi_offset %rbx, -56
	.cfi_offset %r12, -48
	.cfi_offset %r13, -40
	.cfi_offset %r14, -32
	.cfi_offset %r15, -24
	.cfi_offset %rbp, -16
	movq	%rdx, %rbx
	movq	%rsi, %r14
	movq	%rdi, %r15
	cmpq	$8, %rcx
	jb	.LBB10_1
	shrq	$3, %rcx
	movq	%rcx, %rax
	shlq	$5, %rax
	leaq	(%rax,%rax,2), %r12
	leaq	(%r15,%r12), %rsi
	imulq	$168, %rcx, %r13
	leaq	(%r15,%r13), %rdx
	movq	%r15, %rdi
	movq	%rcx, %rbp
	callq	_ZN4core5slice4sort6shared5pivot11median3_rec17h4baa2108fecffe6cE
	movq	%rax, %r15
	leaq	(%r14,%r12), %rsi
	leaq	(%r14,%r13), %rdx
	movq	%r14, %rdi
	movq	%rbp, %rcx
	callq	_ZN4core5slice4sort6shared5pivot11median3_rec17h4baa2108fecffe6cE
	movq	%rax, %r14
	addq	%rbx, %r12
	addq	%rbx, %r13
	movq	%rbx, %rdi
	movq	%r12, %rsi
	movq	%r13, %rdx
	movq	%rbp, %rcx
	callq	_ZN4core5slice4sort6shared5pivot11median3_rec17h4baa2108fecffe6cE
	movq	%rax, 8(%rsp)
	jmp	.LBB10_3
.LBB10_1:
	movq	%rbx, 8(%rsp)
.LBB10_3:
	movq	%r14, 16(%rsp)
	movq	8(%r15), %rbp
	movq	16(%r15), %rbx
	movq	8(%r14), %rdi
	movq	16(%r14), %rsi
	movq	_RNvMs16_NtCsjrHSEGnQ3l9_3std4pathNtB6_4Path9file_name@GOTPCREL(%rip), %r14
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
	movq	%r12, %rdi
	movq	%rax, %rsi
	callq	*memcmp@GOTPCREL(%rip)
	cltq
	testl	%eax, %eax
	cmovneq	%rax, %rbx
	shrq	$63, %rbx
	movq	%rbx, (%rsp)
	jmp	.LBB10_8
.LBB10_6:
	testq	%rax, %rax
	setne	%al
	movq	%rax, (%rsp)
	jmp	.LBB10_8
.LBB10_5:
	movq	$0, (%rsp)
.LBB10_8:
	movq	8(%r15), %rbx
	movq	16(%r15), %rbp
	movq	8(%rsp), %rax
	movq	8(%rax), %rdi
	movq	16(%rax), %rsi
	movq	_RNvMs16_NtCsjrHSEGnQ3l9_3std4pathNtB6_4Path9file_name@GOTPCREL(%rip), %r14
	callq	*%r14
	movq	%rax, %r12
	movq	%rdx, %r13
	movq	%rbx, %rdi
	movq	%rbp, %rsi
	callq	*%r14
	testq	%r12, %r12
	je	.LBB10_11
	testq	%rax, %rax
	movq	(%rsp), %rbp
	je	.LBB10_10
	movq	%r13, %rbx
	subq	%rdx, %rbx
	cmovbq	%r13, %rdx
	movq	%r12, %rdi
	movq	%rax, %rsi
	callq	*memcmp@GOTPCREL(%rip)
	cltq
	testl	%eax, %eax
	cmovneq	%rax, %rbx
	shrq	$63, %rbx
	cmpb	%bl, %bpl
	je	.LBB10_14
	jmp	.LBB10_20
.LBB10_11:
	testq	%rax, %rax
	setne	%bl
	movq	(%rsp), %rbp
	cmpb	%bl, %bpl
	je	.LBB10_14
	jmp	.LBB10_20
.LBB10_10:
	testb	%bpl, %bpl
	jne	.LBB10_20
.LBB10_14:
	movq	16(%rsp), %rax
	movq	8(%rax), %rbx
	movq	16(%rax), %r13
	movq	8(%rsp), %rax
	movq	8(%rax), %rdi
	movq	16(%rax), %rsi
	movq	_RNvMs16_NtCsjrHSEGnQ3l9_3std4pathNtB6_4Path9file_name@GOTPCREL(%rip), %r14
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
	movq	%r15, %rdi
	movq	%rax, %rsi
	callq	*memcmp@GOTPCREL(%rip)
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
	xorb	%bl, %bpl
	movq	16(%rsp), %r15
	cmovneq	8(%rsp), %r15
.LBB10_20:
	movq	%r15, %rax
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
	.size	_ZN4core5slice4sort6shared5pivot11median3_rec17h4baa2108fecffe6cE, .Lfunc_end10-_ZN4core5slice4sort6shared5pivot11median3_rec17h4baa2108fecffe6cE
	.cfi_endproc

	.section	.text._ZN4core5slice4sort6shared9smallsort12sort4_stable17he88845a0ac3856f4E,"ax",@progbits
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
	subq	$40, %rsp
	.cfi_def_cfa_offset 96
	.cfi_offset %rbx, -56
	.cfi_offset %r12, -48
	.cfi_offset %r13, -40
	.cfi_offset %r14, -32
	.cfi_offset %r15, -24
	.cfi_offset %rbp, -16
	movq	%rsi, 32(%rsp)
	movq	%rdi, %r14
	movq	32(%rdi), %r13
	movq	40(%rdi), %rbp
	movq	8(%rdi), %rdi
	movq	16(%r14), %rsi
	movq	_RNvMs16_NtCsjrHSEGnQ3l9_3std4pathNtB6_4Path9file_name@GOTPCREL(%rip), %rbx
	callq	*%rbx
	movq	%rax, %r15
	movq	%rdx, %r12
	movq	%r13, %rdi
	movq	%rbp, %rsi
	callq	*%rbx
	testq	%r15, %r15
	je	.LBB11_3
	testq	%rax, %rax
	je	.LBB11_2
	movq	%r12, %rbx
	subq	%rdx, %rbx
	cmovbq	%r12, %rdx
	movq	%r15, %rdi
	movq	%rax, %rsi
	callq	*memcmp@GOTPCREL(%rip)
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
	movq	_RNvMs16_NtCsjrHSEGnQ3l9_3std4pathNtB6_4Path9file_name@GOTPCREL(%rip), %r12
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
	movq	%r15, %rdi
	movq	%rax, %rsi
	callq	*memcmp@GOTPCREL(%rip)
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
	movq	%rdx, 24(%rsp)
	movq	16(%rdx), %rsi
	movq	_RNvMs16_NtCsjrHSEGnQ3l9_3std4pathNtB6_4Path9file_name@GOTPCREL(%rip), %r12
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
	movq	%r15, %rdi
	movq	%rax, %rsi
	callq	*memcmp@GOTPCREL(%rip)
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
	movq	_RNvMs16_NtCsjrHSEGnQ3l9_3std4pathNtB6_4Path9file_name@GOTPCREL(%rip), %rbx
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
	movq	%r15, %rdi
	movq	%rax, %rsi
	callq	*memcmp@GOTPCREL(%rip)
	cltq
	testl	%eax, %eax
	cmovneq	%rax, %r13
	testb	%r12b, %r12b
	movq	24(%rsp), %rcx
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
	movq	24(%rsp), %rcx
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
	movq	24(%rsp), %rdx
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
	movq	_RNvMs16_NtCsjrHSEGnQ3l9_3std4pathNtB6_4Path9file_name@GOTPCREL(%rip), %rbx
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
	movq	%r15, %rdi
	movq	%rax, %rsi
	callq	*memcmp@GOTPCREL(%rip)
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
	movq	32(%rsp), %rdx
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
.Lfunc_end11:
	.size	_ZN4core5slice4sort6shared9smallsort12sort4_stable17he88845a0ac3856f4E, .Lfunc_end11-_ZN4core5slice4sort6shared9smallsort12sort4_stable17he88845a0ac3856f4E
	.cfi_endproc

	.section	.text._ZN4core5slice4sort6shared9smallsort25insertion_sort_shift_left17hfd74ee99f42078e6E,"ax",@progbits
	.p2align	4
	.type	_ZN4core5slice4sort6shared9smallsort25insertion_sort_shift_left17hfd74ee99f42078e6E,@function
_ZN4core5slice4sort6shared9smallsort25insertion_sort_shift_left17hfd74ee99f42078e6E:
.Lfunc_begin2:
	.cfi_startproc
	.cfi_personality 155, DW.ref.rust_eh_personality
	.cfi_lsda 27, .Lexception2
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
	leaq	(%rsi,%rsi,2), %rax
	leaq	(%rdi,%rax,8), %r15
	leaq	24(%rdi), %rax
	movq	$0, 40(%rsp)
	movq	_RNvMs16_NtCsjrHSEGnQ3l9_3std4pathNtB6_4Path9file_name@GOTPCREL(%rip), %rbx
	movq	%rdi, %rbp
	movq	%rdi, 16(%rsp)
	movq	%r15, 8(%rsp)
	jmp	.LBB12_1
.LBB12_15:
	movq	%r13, %rbx
.LBB12_16:
	movq	8(%rsp), %r15
	movq	(%rsp), %rdx
.LBB12_17:
	movq	%rdx, (%rbx)
	movq	24(%rsp), %rax
	movq	%rax, 8(%rbx)
	movq	32(%rsp), %rax
	movq	%rax, 16(%rbx)
.LBB12_18:
	movq	48(%rsp), %rbp
	leaq	24(%rbp), %rax
	addq	$24, 40(%rsp)
	cmpq	%r15, %rax
	movq	_RNvMs16_NtCsjrHSEGnQ3l9_3std4pathNtB6_4Path9file_name@GOTPCREL(%rip), %rbx
	je	.LBB12_19
.LBB12_1:
	movq	%rax, 48(%rsp)
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
	movq	16(%rsp), %r13
	je	.LBB12_18
	movq	%rbx, %r12
	subq	%rdx, %r12
	cmovbq	%rbx, %rdx
	movq	%r14, %rdi
	movq	%rax, %rsi
	callq	*memcmp@GOTPCREL(%rip)
	cltq
	testl	%eax, %eax
	cmovneq	%rax, %r12
	testq	%r12, %r12
	jns	.LBB12_18
	jmp	.LBB12_5
	.p2align	4
.LBB12_4:
	testq	%rax, %rax
	movq	16(%rsp), %r13
	je	.LBB12_18
.LBB12_5:
	movq	24(%rbp), %rdx
	movq	32(%rbp), %rax
	movq	%rax, 24(%rsp)
	movq	40(%rbp), %rax
	movq	%rax, 32(%rsp)
	movq	16(%rbp), %rax
	movq	48(%rsp), %rcx
	movq	%rax, 16(%rcx)
	movups	(%rbp), %xmm0
	movups	%xmm0, (%rcx)
	movq	%r13, %rbx
	cmpq	%r13, %rbp
	je	.LBB12_17
	movq	%rdx, (%rsp)
	movq	40(%rsp), %r14
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
	movq	_RNvMs16_NtCsjrHSEGnQ3l9_3std4pathNtB6_4Path9file_name@GOTPCREL(%rip), %rbx
	callq	*%rbx
.Ltmp26:
.Ltmp27:
	movq	%rax, %r12
	movq	%rdx, %r15
	movq	24(%rsp), %rdi
	movq	32(%rsp), %rsi
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
	callq	*memcmp@GOTPCREL(%rip)
	cltq
	testl	%eax, %eax
	cmovneq	%rax, %r13
	testq	%r13, %r13
	movq	16(%rsp), %r13
	js	.LBB12_14
.LBB12_12:
	movq	%rbp, %rbx
	jmp	.LBB12_16
.LBB12_19:
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
.LBB12_20:
	.cfi_def_cfa_offset 112
.Ltmp29:
	movq	(%rsp), %rcx
	movq	%rcx, (%r13,%r14)
	movq	24(%rsp), %rcx
	movq	%rcx, 8(%r13,%r14)
	movq	32(%rsp), %rcx
	movq	%rcx, 16(%r13,%r14)
	movq	%rax, %rdi
	callq	_Unwind_Resume@PLT
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

	.section	.text._ZN4core5slice4sort6stable14driftsort_main17hfed4e79557b162c0E,"ax",@progbits
	.globl	_ZN4core5slice4sort6stable14driftsort_main17hfed4e79557b162c0E
	.p2align	4
	.type	_ZN4core5slice4sort6stable14driftsort_main17hfed4e79557b162c0E,@function
_ZN4core5slice4sort6stable14driftsort_main17hfed4e79557b162c0E:
.Lfunc_begin3:
	.cfi_startproc
	.cfi_personality 155, DW.ref.rust_eh_personality
	.cfi_lsda 27, .Lexception3
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
	movq	%rsi, %rcx
	shrq	%rcx
	movq	%rsi, %rax
	subq	%rcx, %rax
	cmpq	$333333, %rsi
	movl	$333333, %r13d
	cmovbq	%rsi, %r13
	cmpq	%rax, %r13
	cmovbeq	%rax, %r13
	cmpq	$49, %r13
	movl	$48, %r14d
	cmovaeq	%r13, %r14
	cmpq	$171, %r13
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
	movq	%r12, %rdi
	movq	%r15, %rsi
	callq	*_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error@GOTPCREL(%rip)
.LBB13_4:
	testq	%r15, %r15
	je	.LBB13_5
	movq	%rsi, 8(%rsp)
	movq	%rdi, %rbp
	callq	*_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl	$8, %r12d
	movl	$8, %esi
	movq	%r15, %rdi
	callq	*_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc@GOTPCREL(%rip)
	movq	%r14, %rcx
	movq	%rbp, %rdi
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
	movq	%r14, %rdx
	movq	%rbx, %r9
	callq	_ZN4core5slice4sort6stable5drift4sort17h0069b645cce0ba51E
.Ltmp31:
	cmpq	$170, %r13
	jbe	.LBB13_9
	movl	$8, %edx
	movq	%r14, %rdi
	movq	%r15, %rsi
	callq	*_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOTPCREL(%rip)
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
	cmpq	$171, %r13
	jb	.LBB13_15
	leaq	16(%rsp), %rdi
	callq	_ZN4core3ptr62drop_in_place$LT$alloc..vec..Vec$LT$std..path..PathBuf$GT$$GT$17h6586a8ba3c0be681E
.LBB13_15:
	movq	%rbx, %rdi
	callq	_Unwind_Resume@PLT
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

	.section	.text._ZN4core5slice4sort6stable5drift4sort17h0069b645cce0ba51E,"ax",@progbits
	.p2align	4
	.type	_ZN4core5slice4sort6stable5drift4sort17h0069b645cce0ba51E,@function
_ZN4core5slice4sort6stable5drift4sort17h0069b645cce0ba51E:
.Lfunc_begin4:
	.cfi_startproc
	.cfi_personality 155, DW.ref.rust_eh_personality
	.cfi_lsda 27, .Lexception4
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
	subq	$792, %rsp
	.cfi_def_cfa_offset 848
	.cfi_offset %rbx, -56
	.cfi_offset %r12, -48
	.cfi_offset %r13, -40
	.cfi_offset %r14, -32
	.cfi_offset %r15, -24
	.cfi_offset %rbp, -16
	movq	%r9, 104(%rsp)
	movl	%r8d, 132(%rsp)
	movq	%rdx, 48(%rsp)
	movq	%rdi, 80(%rsp)
	cmpq	$2, %rsi
	jb	.LBB14_95
	movq	%rcx, %r12
	movabsq	$4611686018427387904, %rax
	xorl	%edx, %edx
	divq	%rsi
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	movq	%rax, 168(%rsp)
	cmpq	$4097, %rsi
	movq	%rsi, 112(%rsp)
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
	movq	%rsi, %rdi
	callq	*_RNvNtNtNtNtCsgEmfK2I1SDS_4core5slice4sort6stable5drift11sqrt_approx@GOTPCREL(%rip)
.LBB14_4:
	movq	%rax, 96(%rsp)
	movq	80(%rsp), %rax
	leaq	64(%rax), %rcx
	movq	%rcx, 136(%rsp)
	leaq	16(%rax), %rcx
	movq	%rcx, 152(%rsp)
	leaq	-8(%rax), %rcx
	movq	%rcx, 144(%rsp)
	addq	$-24, %rax
	movq	%rax, 160(%rsp)
	movl	$1, %r15d
	xorl	%edx, %edx
	xorl	%ebp, %ebp
	movq	%r12, 64(%rsp)
	movq	112(%rsp), %rsi
	subq	%rdx, %rsi
	movq	%rdx, 72(%rsp)
	jbe	.LBB14_6
	.p2align	4
.LBB14_24:
	leaq	(%rdx,%rdx,2), %rcx
	movq	80(%rsp), %rax
	leaq	(%rax,%rcx,8), %rdx
	cmpq	96(%rsp), %rsi
	jae	.LBB14_27
.LBB14_25:
	cmpb	$0, 132(%rsp)
	je	.LBB14_26
	cmpq	$32, %rsi
	movl	$32, %eax
	cmovaeq	%rax, %rsi
	movq	104(%rsp), %rax
	movq	%rax, (%rsp)
	movq	%rdx, %rdi
	movq	%rsi, %rbx
	movq	48(%rsp), %rdx
	movq	64(%rsp), %r12
	movq	%r12, %rcx
	xorl	%r8d, %r8d
	xorl	%r9d, %r9d
	callq	*_ZN4core5slice4sort6stable9quicksort9quicksort17h2dde13191dab2438E@GOTPCREL(%rip)
	movl	%ebx, %eax
	leaq	1(,%rax,2), %rsi
	jmp	.LBB14_61
	.p2align	4
.LBB14_6:
	xorl	%esi, %esi
	movl	$1, %eax
	movq	%rax, 32(%rsp)
	cmpq	$2, %rbp
	jae	.LBB14_8
	jmp	.LBB14_91
	.p2align	4
.LBB14_27:
	cmpq	$2, %rsi
	jb	.LBB14_56
	movq	%rcx, 16(%rsp)
	movq	%rsi, 32(%rsp)
	movq	32(%rdx), %r12
	movq	40(%rdx), %r14
	movq	8(%rdx), %rdi
	movq	%rdx, 120(%rsp)
	movq	16(%rdx), %rsi
	movq	_RNvMs16_NtCsjrHSEGnQ3l9_3std4pathNtB6_4Path9file_name@GOTPCREL(%rip), %r13
	callq	*%r13
	movq	%rax, %rbx
	movq	%rdx, 88(%rsp)
	movq	%r12, 24(%rsp)
	movq	%r12, %rdi
	movq	%r14, 56(%rsp)
	movq	%r14, %rsi
	callq	*%r13
	testq	%rbx, %rbx
	je	.LBB14_33
	testq	%rax, %rax
	je	.LBB14_31
	movq	88(%rsp), %rcx
	movq	%rcx, %r13
	subq	%rdx, %r13
	cmovbq	%rcx, %rdx
	movq	%rbx, %rdi
	movq	%rax, %rsi
	callq	*memcmp@GOTPCREL(%rip)
	cltq
	testl	%eax, %eax
	cmovneq	%rax, %r13
	testq	%r13, %r13
	js	.LBB14_34
.LBB14_31:
	movq	32(%rsp), %rsi
	cmpq	$2, %rsi
	jne	.LBB14_39
	movl	$2, %r12d
	xorl	%eax, %eax
	cmpq	96(%rsp), %r12
	movq	72(%rsp), %rcx
	movq	120(%rsp), %rdx
	jb	.LBB14_25
	jmp	.LBB14_54
	.p2align	4
.LBB14_26:
	movq	96(%rsp), %rax
	cmpq	%rax, %rsi
	cmovaeq	%rax, %rsi
	addq	%rsi, %rsi
	movq	64(%rsp), %r12
	jmp	.LBB14_61
.LBB14_33:
	testq	%rax, %rax
	je	.LBB14_31
.LBB14_34:
	movl	$2, %r12d
	movb	$1, %al
	movq	32(%rsp), %rsi
	cmpq	$2, %rsi
	je	.LBB14_53
	movq	%rbp, 40(%rsp)
	movq	136(%rsp), %rax
	movq	16(%rsp), %rcx
	leaq	(%rax,%rcx,8), %r13
	movq	56(%rsp), %rbp
	jmp	.LBB14_36
	.p2align	4
.LBB14_49:
	testq	%rax, %rax
	movq	16(%rsp), %r12
	je	.LBB14_48
.LBB14_50:
	incq	%r12
	addq	$24, %r13
	movq	32(%rsp), %rsi
	cmpq	%r12, %rsi
	je	.LBB14_51
.LBB14_36:
	movq	%r12, 16(%rsp)
	movq	24(%rsp), %rdi
	movq	%rbp, %rsi
	movq	-8(%r13), %rbp
	movq	(%r13), %r12
	movq	_RNvMs16_NtCsjrHSEGnQ3l9_3std4pathNtB6_4Path9file_name@GOTPCREL(%rip), %rbx
	callq	*%rbx
	movq	%rbx, %rcx
	movq	%rax, %rbx
	movq	%rdx, %r14
	movq	%rbp, 24(%rsp)
	movq	%rbp, %rdi
	movq	%r12, %rbp
	movq	%r12, %rsi
	callq	*%rcx
	testq	%rbx, %rbx
	je	.LBB14_49
	testq	%rax, %rax
	je	.LBB14_38
	movq	%rbp, 56(%rsp)
	movq	%r14, %rbp
	subq	%rdx, %rbp
	cmovbq	%r14, %rdx
	movq	%rbx, %rdi
	movq	%rax, %rsi
	callq	*memcmp@GOTPCREL(%rip)
	cltq
	testl	%eax, %eax
	cmovneq	%rax, %rbp
	testq	%rbp, %rbp
	movq	56(%rsp), %rbp
	movq	16(%rsp), %r12
	js	.LBB14_50
.LBB14_48:
	movq	40(%rsp), %rbp
	movq	32(%rsp), %rsi
	jmp	.LBB14_52
.LBB14_39:
	movq	%rbp, 40(%rsp)
	movq	136(%rsp), %rax
	movq	16(%rsp), %rcx
	leaq	(%rax,%rcx,8), %r13
	movl	$2, %r12d
	movq	56(%rsp), %rbp
	jmp	.LBB14_40
	.p2align	4
.LBB14_44:
	testq	%rax, %rax
	movq	16(%rsp), %r12
	jne	.LBB14_43
.LBB14_45:
	incq	%r12
	addq	$24, %r13
	movq	32(%rsp), %rsi
	cmpq	%r12, %rsi
	je	.LBB14_46
.LBB14_40:
	movq	%r12, 16(%rsp)
	movq	24(%rsp), %rdi
	movq	%rbp, %rsi
	movq	-8(%r13), %rbp
	movq	(%r13), %r12
	movq	_RNvMs16_NtCsjrHSEGnQ3l9_3std4pathNtB6_4Path9file_name@GOTPCREL(%rip), %r14
	callq	*%r14
	movq	%rax, %rbx
	movq	%rdx, 56(%rsp)
	movq	%rbp, 24(%rsp)
	movq	%rbp, %rdi
	movq	%r12, %rbp
	movq	%r12, %rsi
	callq	*%r14
	testq	%rbx, %rbx
	je	.LBB14_44
	testq	%rax, %rax
	movq	16(%rsp), %r12
	je	.LBB14_45
	movq	56(%rsp), %rcx
	movq	%rcx, %r14
	subq	%rdx, %r14
	cmovbq	%rcx, %rdx
	movq	%rbx, %rdi
	movq	%rax, %rsi
	callq	*memcmp@GOTPCREL(%rip)
	cltq
	testl	%eax, %eax
	cmovneq	%rax, %r14
	testq	%r14, %r14
	jns	.LBB14_45
.LBB14_43:
	xorl	%eax, %eax
	movq	40(%rsp), %rbp
	movq	32(%rsp), %rsi
	cmpq	96(%rsp), %r12
	movq	72(%rsp), %rcx
	movq	120(%rsp), %rdx
	jb	.LBB14_25
	jmp	.LBB14_54
.LBB14_46:
	xorl	%eax, %eax
	movq	%rsi, %r12
	movq	40(%rsp), %rbp
	.p2align	4
.LBB14_53:
	cmpq	96(%rsp), %r12
	movq	72(%rsp), %rcx
	movq	120(%rsp), %rdx
	jb	.LBB14_25
.LBB14_54:
	testb	%al, %al
	je	.LBB14_55
	movq	%r12, %rax
	shrq	%rax
	je	.LBB14_55
	leaq	(,%rcx,8), %rcx
	leaq	(%rcx,%rcx,2), %rdx
	movq	152(%rsp), %rcx
	addq	%rdx, %rcx
	leaq	(%r12,%r12,2), %rsi
	leaq	(%rdx,%rsi,8), %rdx
	addq	144(%rsp), %rdx
	.p2align	4
.LBB14_59:
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
	jne	.LBB14_59
.LBB14_55:
	movq	%r12, %rsi
.LBB14_56:
	movq	64(%rsp), %r12
	leaq	1(,%rsi,2), %rsi
.LBB14_61:
	movq	%r15, %rax
	shrq	%rax
	movq	%rsi, 32(%rsp)
	movq	%rsi, %rcx
	shrq	%rcx
	movq	72(%rsp), %rdx
	addq	%rdx, %rdx
	subq	%rax, %rdx
	movq	72(%rsp), %rax
	leaq	(%rcx,%rax,2), %rax
	movq	168(%rsp), %rcx
	imulq	%rcx, %rdx
	imulq	%rcx, %rax
	xorq	%rdx, %rax
	movq	72(%rsp), %rdx
	movl	$127, %esi
	bsrq	%rax, %rsi
	xorl	$63, %esi
	cmpq	$2, %rbp
	jb	.LBB14_91
.LBB14_8:
	leaq	(,%rdx,8), %rax
	leaq	(%rax,%rax,2), %rcx
	movq	80(%rsp), %rax
	addq	%rcx, %rax
	movq	%rax, 120(%rsp)
	addq	160(%rsp), %rcx
	movq	%rcx, 176(%rsp)
	movq	%rsi, 88(%rsp)
	jmp	.LBB14_9
.LBB14_73:
	movq	%rbp, %rdi
	movq	48(%rsp), %rbx
.LBB14_74:
	subq	%rbx, %rdx
	movq	%rbx, %rsi
	callq	*memcpy@GOTPCREL(%rip)
	movq	64(%rsp), %r12
	movq	72(%rsp), %rdx
	movq	40(%rsp), %rbp
	movq	88(%rsp), %rsi
	movq	184(%rsp), %r13
.LBB14_75:
	leaq	1(,%r13,2), %r15
	cmpq	$1, %rbp
	jbe	.LBB14_90
.LBB14_9:
	cmpb	%sil, 197(%rsp,%rbp)
	jb	.LBB14_91
	decq	%rbp
	movq	264(%rsp,%rbp,8), %rax
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
	ja	.LBB14_9
	jmp	.LBB14_90
	.p2align	4
.LBB14_12:
	movq	%rdx, %rcx
	subq	%r13, %rcx
	leaq	(%rcx,%rcx,2), %rcx
	movq	80(%rsp), %rdx
	leaq	(%rdx,%rcx,8), %rcx
	movq	%rcx, 16(%rsp)
	testb	$1, %al
	je	.LBB14_62
	testb	$1, %r15b
	je	.LBB14_87
.LBB14_14:
	testq	%r14, %r14
	movq	72(%rsp), %rdx
	jne	.LBB14_15
	jmp	.LBB14_75
	.p2align	4
.LBB14_62:
	movq	%rbx, %rax
	orq	$1, %rax
	bsrq	%rax, %r8
	xorl	$63, %r8d
	addl	%r8d, %r8d
	xorl	$126, %r8d
	movq	104(%rsp), %rax
	movq	%rax, (%rsp)
	movq	16(%rsp), %rdi
	movq	%rbx, %rsi
	movq	48(%rsp), %rdx
	movq	%r12, %rcx
	xorl	%r9d, %r9d
	callq	*_ZN4core5slice4sort6stable9quicksort9quicksort17h2dde13191dab2438E@GOTPCREL(%rip)
	movq	88(%rsp), %rsi
	testb	$1, %r15b
	jne	.LBB14_14
.LBB14_87:
	leaq	(%rbx,%rbx,2), %rax
	movq	16(%rsp), %rcx
	leaq	(%rcx,%rax,8), %rdi
	movq	%r14, %rax
	orq	$1, %rax
	bsrq	%rax, %r8
	xorl	$63, %r8d
	addl	%r8d, %r8d
	xorl	$126, %r8d
	movq	104(%rsp), %rax
	movq	%rax, (%rsp)
	movq	%r14, %rsi
	movq	48(%rsp), %rdx
	movq	%r12, %rcx
	xorl	%r9d, %r9d
	callq	*_ZN4core5slice4sort6stable9quicksort9quicksort17h2dde13191dab2438E@GOTPCREL(%rip)
	movq	88(%rsp), %rsi
	testq	%r14, %r14
	movq	72(%rsp), %rdx
	je	.LBB14_75
.LBB14_15:
	testq	%rbx, %rbx
	je	.LBB14_75
	cmpq	%rbx, %r14
	movq	%rbx, %rax
	cmovbq	%r14, %rax
	cmpq	%rax, %r12
	jb	.LBB14_75
	movq	%r13, 184(%rsp)
	movq	%rbp, 40(%rsp)
	leaq	(%rbx,%rbx,2), %rcx
	movq	48(%rsp), %r15
	movq	16(%rsp), %rsi
	leaq	(%rsi,%rcx,8), %rbp
	cmpq	%r14, %rbx
	cmovaq	%rbp, %rsi
	shlq	$3, %rax
	leaq	(%rax,%rax,2), %r12
	movq	%r15, %rdi
	movq	%r12, %rdx
	callq	*memcpy@GOTPCREL(%rip)
	addq	%r15, %r12
	movq	%r12, 24(%rsp)
	cmpq	%r14, %rbx
	jbe	.LBB14_18
	movq	176(%rsp), %rdi
	movq	24(%rsp), %rdx
	.p2align	4
.LBB14_64:
	movq	%rdi, 56(%rsp)
	movq	-16(%rdx), %r15
	movq	%rdx, 24(%rsp)
	movq	-8(%rdx), %r13
	movq	-16(%rbp), %rdi
	movq	-8(%rbp), %rsi
.Ltmp38:
	movq	_RNvMs16_NtCsjrHSEGnQ3l9_3std4pathNtB6_4Path9file_name@GOTPCREL(%rip), %r12
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
	addq	$-24, 24(%rsp)
	testq	%rbx, %rbx
	je	.LBB14_70
	testq	%rax, %rax
	je	.LBB14_68
	movq	%r14, %r15
	subq	%rdx, %r15
	cmovbq	%r14, %rdx
	movq	%rbx, %rdi
	movq	%rax, %rsi
	callq	*memcmp@GOTPCREL(%rip)
	cltq
	testl	%eax, %eax
	cmovneq	%rax, %r15
	testq	%r15, %r15
	js	.LBB14_71
.LBB14_68:
	xorl	%eax, %eax
	movq	24(%rsp), %rdx
	movq	%rdx, %rcx
	movq	16(%rsp), %rsi
	jmp	.LBB14_72
	.p2align	4
.LBB14_70:
	testq	%rax, %rax
	je	.LBB14_68
.LBB14_71:
	movb	$1, %al
	movq	%rbp, %rcx
	movq	16(%rsp), %rsi
	movq	24(%rsp), %rdx
.LBB14_72:
	movq	16(%rcx), %rdi
	movq	56(%rsp), %r8
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
	je	.LBB14_73
	movq	%r8, %rdi
	addq	$-24, %rdi
	cmpq	48(%rsp), %rdx
	jne	.LBB14_64
	jmp	.LBB14_73
.LBB14_18:
	movq	%r15, %rbx
	movq	_RNvMs16_NtCsjrHSEGnQ3l9_3std4pathNtB6_4Path9file_name@GOTPCREL(%rip), %r15
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
	callq	*memcmp@GOTPCREL(%rip)
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
	movq	_RNvMs16_NtCsjrHSEGnQ3l9_3std4pathNtB6_4Path9file_name@GOTPCREL(%rip), %r15
	movq	16(%rsp), %rdi
	movq	24(%rsp), %rdx
	movq	16(%rcx), %rsi
	movq	%rsi, 16(%rdi)
	movups	(%rcx), %xmm0
	movups	%xmm0, (%rdi)
	leaq	(%r12,%r12,2), %rcx
	leaq	(%rbx,%rcx,8), %rbx
	addq	$24, %rdi
	cmpq	%rdx, %rbx
	je	.LBB14_74
	movq	%rdi, 16(%rsp)
	leaq	(%rax,%rax,2), %rax
	leaq	(%rbp,%rax,8), %rbp
	cmpq	120(%rsp), %rbp
	jne	.LBB14_19
	movq	16(%rsp), %rdi
	movq	24(%rsp), %rdx
	jmp	.LBB14_74
	.p2align	4
.LBB14_90:
	movl	$1, %ebp
.LBB14_91:
	movq	%r15, 264(%rsp,%rbp,8)
	movb	%sil, 198(%rsp,%rbp)
	cmpq	%rdx, 112(%rsp)
	jbe	.LBB14_93
	incq	%rbp
	movq	32(%rsp), %r15
	movq	%r15, %rax
	shrq	%rax
	addq	%rax, %rdx
	movq	112(%rsp), %rsi
	subq	%rdx, %rsi
	movq	%rdx, 72(%rsp)
	jbe	.LBB14_6
	jmp	.LBB14_24
.LBB14_51:
	movq	%rsi, %r12
	movq	40(%rsp), %rbp
	jmp	.LBB14_52
.LBB14_38:
	movq	40(%rsp), %rbp
	movq	32(%rsp), %rsi
	movq	16(%rsp), %r12
.LBB14_52:
	movb	$1, %al
	cmpq	96(%rsp), %r12
	movq	72(%rsp), %rcx
	movq	120(%rsp), %rdx
	jb	.LBB14_25
	jmp	.LBB14_54
.LBB14_93:
	testb	$1, %r15b
	jne	.LBB14_95
	movq	112(%rsp), %rsi
	movq	%rsi, %rax
	orq	$1, %rax
	bsrq	%rax, %r8
	xorl	$63, %r8d
	addl	%r8d, %r8d
	xorl	$126, %r8d
	movq	104(%rsp), %rax
	movq	%rax, (%rsp)
	movq	80(%rsp), %rdi
	movq	48(%rsp), %rdx
	movq	%r12, %rcx
	xorl	%r9d, %r9d
	callq	*_ZN4core5slice4sort6stable9quicksort9quicksort17h2dde13191dab2438E@GOTPCREL(%rip)
.LBB14_95:
	addq	$792, %rsp
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
	.cfi_def_cfa_offset 848
.Ltmp37:
	movq	%rax, %r14
	movq	16(%rsp), %rbp
	movq	%rbx, %rsi
	jmp	.LBB14_86
.LBB14_84:
.Ltmp42:
	movq	%rax, %r14
	movq	48(%rsp), %rsi
.LBB14_86:
	movq	24(%rsp), %rdx
	subq	%rsi, %rdx
	movq	%rbp, %rdi
	callq	*memcpy@GOTPCREL(%rip)
	movq	%r14, %rdi
	callq	_Unwind_Resume@PLT
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

	.section	.text._ZN4core5slice4sort6stable9quicksort9quicksort17h2dde13191dab2438E,"ax",@progbits
	.globl	_ZN4core5slice4sort6stable9quicksort9quicksort17h2dde13191dab2438E
	.p2align	4
	.type	_ZN4core5slice4sort6stable9quicksort9quicksort17h2dde13191dab2438E,@function
_ZN4core5slice4sort6stable9quicksort9quicksort17h2dde13191dab2438E:
.Lfunc_begin5:
	.cfi_startproc
	.cfi_personality 155, DW.ref.rust_eh_personality
	.cfi_lsda 27, .Lexception5
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
	subq	$152, %rsp
	.cfi_def_cfa_offset 208
	.cfi_offset %rbx, -56
	.cfi_offset %r12, -48
	.cfi_offset %r13, -40
	.cfi_offset %r14, -32
	.cfi_offset %r15, -24
	.cfi_offset %rbp, -16
	movq	%r9, 96(%rsp)
	movl	%r8d, 88(%rsp)
	movq	%rcx, 80(%rsp)
	movq	%rdx, %r14
	movq	%rsi, %r13
	movq	%rdi, %r12
	cmpq	$33, %rsi
	movq	%rdx, 40(%rsp)
	jae	.LBB15_5
.LBB15_1:
	cmpq	$2, %r13
	jb	.LBB15_149
	leaq	16(%r13), %rax
	cmpq	%rax, 80(%rsp)
	jb	.LBB15_153
	movq	%r13, %rax
	shrq	%rax
	movq	%rax, 88(%rsp)
	leaq	(,%rax,8), %rax
	leaq	(%rax,%rax,2), %rbx
	leaq	(%r12,%rbx), %r15
	addq	%r14, %rbx
	cmpq	$7, %r13
	movq	%r13, 32(%rsp)
	movq	%rbx, 72(%rsp)
	movq	%r15, 104(%rsp)
	jbe	.LBB15_83
	movq	%r12, %rdi
	movq	%r14, %rsi
	callq	_ZN4core5slice4sort6shared9smallsort12sort4_stable17he88845a0ac3856f4E
	movq	%r15, %rdi
	movq	%rbx, %rsi
	callq	_ZN4core5slice4sort6shared9smallsort12sort4_stable17he88845a0ac3856f4E
	movl	$4, %eax
	movq	%rax, 64(%rsp)
	cmpq	88(%rsp), %rax
	movq	%r12, 16(%rsp)
	jb	.LBB15_84
	jmp	.LBB15_104
.LBB15_5:
	leaq	-24(%r14), %rax
	movq	%rax, 112(%rsp)
.LBB15_6:
	movq	%r13, %rsi
	movq	%r12, 16(%rsp)
	movl	88(%rsp), %ebx
	.p2align	4
.LBB15_7:
	testl	%ebx, %ebx
	je	.LBB15_82
	movl	%ebx, %r13d
	movq	%rsi, %rcx
	shrq	$3, %rcx
	leaq	(%rcx,%rcx,2), %r15
	shlq	$5, %r15
	addq	%r12, %r15
	movq	%r12, %rbp
	imulq	$168, %rcx, %rdx
	addq	%r12, %rdx
	movq	%rsi, 64(%rsp)
	cmpq	$64, %rsi
	jae	.LBB15_12
	movq	%rdx, 32(%rsp)
	movq	8(%rbp), %r12
	movq	16(%rbp), %rbp
	movq	8(%r15), %rdi
	movq	16(%r15), %rsi
	movq	%rdi, 48(%rsp)
	movq	%rsi, 24(%rsp)
	movq	_RNvMs16_NtCsjrHSEGnQ3l9_3std4pathNtB6_4Path9file_name@GOTPCREL(%rip), %rbx
	callq	*%rbx
	movq	%rax, %r14
	movq	%rdx, 56(%rsp)
	movq	%r12, 72(%rsp)
	movq	%r12, %rdi
	movq	%rbp, 8(%rsp)
	movq	%rbp, %rsi
	callq	*%rbx
	testq	%r14, %r14
	je	.LBB15_13
	testq	%rax, %rax
	je	.LBB15_14
	movq	56(%rsp), %rcx
	movq	%rcx, %rbx
	subq	%rdx, %rbx
	cmovbq	%rcx, %rdx
	movq	%r14, %rdi
	movq	%rax, %rsi
	callq	*memcmp@GOTPCREL(%rip)
	cltq
	testl	%eax, %eax
	cmovneq	%rax, %rbx
	shrq	$63, %rbx
	jmp	.LBB15_15
	.p2align	4
.LBB15_12:
	movq	%rbp, %rdi
	movq	%r15, %rsi
	callq	_ZN4core5slice4sort6shared5pivot11median3_rec17h4baa2108fecffe6cE
	movq	%rax, %r11
	jmp	.LBB15_27
.LBB15_13:
	testq	%rax, %rax
	setne	%bl
	jmp	.LBB15_15
.LBB15_14:
	xorl	%ebx, %ebx
.LBB15_15:
	movq	32(%rsp), %rax
	movq	8(%rax), %rdi
	movq	16(%rax), %rsi
	movq	%rdi, 56(%rsp)
	movq	%rsi, 104(%rsp)
	movq	_RNvMs16_NtCsjrHSEGnQ3l9_3std4pathNtB6_4Path9file_name@GOTPCREL(%rip), %rbp
	callq	*%rbp
	movq	%rax, %r14
	movq	%rdx, %r12
	movq	72(%rsp), %rdi
	movq	8(%rsp), %rsi
	callq	*%rbp
	testq	%r14, %r14
	movl	%r13d, 88(%rsp)
	je	.LBB15_18
	testq	%rax, %rax
	je	.LBB15_20
	movq	%r12, %r13
	subq	%rdx, %r13
	cmovbq	%r12, %rdx
	movq	%r14, %rdi
	movq	%rax, %rsi
	callq	*memcmp@GOTPCREL(%rip)
	cltq
	testl	%eax, %eax
	cmovneq	%rax, %r13
	shrq	$63, %r13
	jmp	.LBB15_19
.LBB15_18:
	testq	%rax, %rax
	setne	%r13b
.LBB15_19:
	movq	16(%rsp), %rbp
	movq	%rbp, %r11
	cmpb	%r13b, %bl
	movq	40(%rsp), %r14
	movl	88(%rsp), %r13d
	je	.LBB15_21
	jmp	.LBB15_27
.LBB15_20:
	movq	16(%rsp), %rbp
	movq	%rbp, %r11
	testb	%bl, %bl
	movq	40(%rsp), %r14
	jne	.LBB15_27
.LBB15_21:
	movq	56(%rsp), %rdi
	movq	104(%rsp), %rsi
	movq	_RNvMs16_NtCsjrHSEGnQ3l9_3std4pathNtB6_4Path9file_name@GOTPCREL(%rip), %rbp
	callq	*%rbp
	movq	%rax, %r14
	movq	%rdx, %r12
	movq	48(%rsp), %rdi
	movq	24(%rsp), %rsi
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
	callq	*memcmp@GOTPCREL(%rip)
	cltq
	testl	%eax, %eax
	cmovneq	%rax, %r13
	shrq	$63, %r13
	jmp	.LBB15_26
.LBB15_24:
	testq	%rax, %rax
	setne	%r13b
	jmp	.LBB15_26
.LBB15_25:
	xorl	%r13d, %r13d
.LBB15_26:
	movq	40(%rsp), %r14
	xorb	%r13b, %bl
	cmovneq	32(%rsp), %r15
	movq	%r15, %r11
	movq	16(%rsp), %rbp
	movl	88(%rsp), %r13d
.LBB15_27:
	decl	%r13d
	movl	%r13d, 88(%rsp)
	movq	%r11, %rcx
	subq	%rbp, %rcx
	shrq	$3, %rcx
	movabsq	$-6148914691236517205, %rax
	imulq	%rax, %rcx
	movq	%rcx, 56(%rsp)
	movq	16(%r11), %rax
	movq	%rax, 144(%rsp)
	movups	(%r11), %xmm0
	movaps	%xmm0, 128(%rsp)
	cmpq	$0, 96(%rsp)
	movq	%rbp, %r12
	movq	%r11, 8(%rsp)
	je	.LBB15_32
	movq	96(%rsp), %rax
	movq	8(%rax), %rbp
	movq	16(%rax), %r12
	movq	8(%r11), %rdi
	movq	16(%r11), %rsi
	movq	_RNvMs16_NtCsjrHSEGnQ3l9_3std4pathNtB6_4Path9file_name@GOTPCREL(%rip), %rbx
	callq	*%rbx
	movq	%rax, %r15
	movq	%rdx, %r13
	movq	%rbp, %rdi
	movq	%r12, %rsi
	callq	*%rbx
	testq	%r15, %r15
	je	.LBB15_31
	testq	%rax, %rax
	movq	16(%rsp), %r12
	movq	8(%rsp), %r11
	je	.LBB15_59
	movq	%r13, %rbx
	subq	%rdx, %rbx
	cmovbq	%r13, %rdx
	movq	%r15, %rdi
	movq	%rax, %rsi
	callq	*memcmp@GOTPCREL(%rip)
	movq	8(%rsp), %r11
	cltq
	testl	%eax, %eax
	cmovneq	%rax, %rbx
	testq	%rbx, %rbx
	js	.LBB15_32
	jmp	.LBB15_59
	.p2align	4
.LBB15_31:
	testq	%rax, %rax
	movq	16(%rsp), %r12
	movq	8(%rsp), %r11
	je	.LBB15_59
.LBB15_32:
	movq	64(%rsp), %rax
	cmpq	%rax, 80(%rsp)
	jb	.LBB15_153
	leaq	(%rax,%rax,2), %rax
	movq	%rax, 120(%rsp)
	leaq	(%r14,%rax,8), %r15
	xorl	%r13d, %r13d
	movq	%r12, %r14
	movq	%r15, 104(%rsp)
	movq	56(%rsp), %rbx
	.p2align	4
.LBB15_34:
	movq	%rbx, 24(%rsp)
	leaq	(%rbx,%rbx,2), %rax
	leaq	(%r12,%rax,8), %rax
	movq	%rax, 48(%rsp)
	cmpq	%rax, %r14
	jb	.LBB15_40
.LBB15_35:
	movq	64(%rsp), %rbx
	cmpq	%rbx, 24(%rsp)
	je	.LBB15_49
	leaq	(,%r13,2), %rax
	addq	%r13, %rax
	movq	16(%r14), %rcx
	movq	%rcx, -8(%r15,%rax,8)
	movups	(%r14), %xmm0
	movups	%xmm0, -24(%r15,%rax,8)
	addq	$-24, %r15
	addq	$24, %r14
	jmp	.LBB15_34
	.p2align	4
.LBB15_37:
	addq	$-24, %r15
	xorl	%eax, %eax
	movq	%r15, %rcx
	movq	16(%rsp), %r12
	movq	32(%rsp), %r13
.LBB15_38:
	movq	8(%rsp), %r11
.LBB15_39:
	leaq	(,%r13,2), %rdx
	addq	%r13, %rdx
	movq	16(%r14), %rsi
	movq	%rsi, 16(%rcx,%rdx,8)
	movups	(%r14), %xmm0
	movups	%xmm0, (%rcx,%rdx,8)
	addq	%rax, %r13
	addq	$24, %r14
	cmpq	48(%rsp), %r14
	jae	.LBB15_35
.LBB15_40:
	movq	%r15, 72(%rsp)
	movq	%r13, 32(%rsp)
	movq	8(%r14), %r13
	movq	16(%r14), %rbx
	movq	8(%r11), %rdi
	movq	16(%r11), %rsi
	movq	_RNvMs16_NtCsjrHSEGnQ3l9_3std4pathNtB6_4Path9file_name@GOTPCREL(%rip), %r15
	callq	*%r15
	movq	%rax, %r12
	movq	%rdx, %rbp
	movq	%r13, %rdi
	movq	%rbx, %rsi
	callq	*%r15
	testq	%r12, %r12
	je	.LBB15_44
	testq	%rax, %rax
	movq	72(%rsp), %r15
	je	.LBB15_37
	movq	%rbp, %rbx
	subq	%rdx, %rbx
	cmovbq	%rbp, %rdx
	movq	%r12, %rdi
	movq	%rax, %rsi
	callq	*memcmp@GOTPCREL(%rip)
	cltq
	testl	%eax, %eax
	cmovneq	%rax, %rbx
	addq	$-24, %r15
	testq	%rbx, %rbx
	movq	32(%rsp), %r13
	js	.LBB15_46
	xorl	%eax, %eax
	movq	%r15, %rcx
	movq	16(%rsp), %r12
	jmp	.LBB15_38
	.p2align	4
.LBB15_44:
	movq	72(%rsp), %r15
	addq	$-24, %r15
	testq	%rax, %rax
	movq	8(%rsp), %r11
	je	.LBB15_48
	movq	16(%rsp), %r12
	movq	32(%rsp), %r13
	jmp	.LBB15_47
.LBB15_46:
	movq	16(%rsp), %r12
	movq	8(%rsp), %r11
.LBB15_47:
	movl	$1, %eax
	movq	40(%rsp), %rcx
	jmp	.LBB15_39
.LBB15_48:
	xorl	%eax, %eax
	movq	%r15, %rcx
	movq	16(%rsp), %r12
	movq	32(%rsp), %r13
	jmp	.LBB15_39
	.p2align	4
.LBB15_49:
	leaq	(,%r13,8), %rax
	leaq	(%rax,%rax,2), %rdx
	movq	%r12, %rdi
	movq	40(%rsp), %r14
	movq	%r14, %rsi
	callq	*memcpy@GOTPCREL(%rip)
	movq	8(%rsp), %r11
	movq	%rbx, %rsi
	subq	%r13, %rsi
	movq	104(%rsp), %rbx
	je	.LBB15_56
	leaq	(,%r13,2), %rax
	addq	%r13, %rax
	leaq	(%r12,%rax,8), %rax
	leaq	1(%r13), %rcx
	cmpq	%rcx, 64(%rsp)
	jne	.LBB15_52
	xorl	%edx, %edx
	jmp	.LBB15_55
	.p2align	4
.LBB15_52:
	movq	%rsi, %rcx
	andq	$-2, %rcx
	movq	112(%rsp), %rdx
	movq	120(%rsp), %rdi
	leaq	(%rdx,%rdi,8), %rdi
	movq	%rax, %r8
	xorl	%edx, %edx
	movabsq	$2305843009213693950, %r10
	.p2align	4
.LBB15_53:
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
	jne	.LBB15_53
	testb	$1, %sil
	je	.LBB15_56
.LBB15_55:
	leaq	(%rdx,%rdx,2), %rcx
	notq	%rdx
	leaq	(%rdx,%rdx,2), %rdx
	movq	16(%rbx,%rdx,8), %rdi
	movq	%rdi, 16(%rax,%rcx,8)
	movups	(%rbx,%rdx,8), %xmm0
	movups	%xmm0, (%rax,%rcx,8)
.LBB15_56:
	testq	%r13, %r13
	je	.LBB15_59
	cmpq	%r13, 64(%rsp)
	jb	.LBB15_154
	leaq	(,%r13,2), %rax
	addq	%r13, %rax
	leaq	(%r12,%rax,8), %rdi
	movq	208(%rsp), %rax
	movq	%rax, (%rsp)
	movq	%r14, %rdx
	movq	80(%rsp), %rcx
	movl	88(%rsp), %ebx
	movl	%ebx, %r8d
	leaq	128(%rsp), %r9
	callq	*_ZN4core5slice4sort6stable9quicksort9quicksort17h2dde13191dab2438E@GOTPCREL(%rip)
	movq	%r13, %rsi
	cmpq	$33, %r13
	jae	.LBB15_7
	jmp	.LBB15_1
	.p2align	4
.LBB15_59:
	movq	64(%rsp), %rax
	cmpq	%rax, 80(%rsp)
	jb	.LBB15_153
	leaq	(%rax,%rax,2), %rax
	movq	%rax, 104(%rsp)
	leaq	(%r14,%rax,8), %rdi
	xorl	%r15d, %r15d
	movq	%r12, %r14
	movq	%rdi, 24(%rsp)
	movq	56(%rsp), %rsi
	.p2align	4
.LBB15_61:
	movq	%rsi, 56(%rsp)
	leaq	(%rsi,%rsi,2), %rax
	movq	16(%rsp), %rcx
	leaq	(%rcx,%rax,8), %rax
	movq	%rax, 48(%rsp)
	cmpq	%rax, %r14
	jb	.LBB15_68
.LBB15_62:
	movq	64(%rsp), %rsi
	cmpq	%rsi, 56(%rsp)
	je	.LBB15_73
	addq	$-24, %rdi
	leaq	(%r15,%r15,2), %rax
	movq	16(%r14), %rcx
	movq	40(%rsp), %rdx
	movq	%rcx, 16(%rdx,%rax,8)
	movups	(%r14), %xmm0
	movups	%xmm0, (%rdx,%rax,8)
	incq	%r15
	addq	$24, %r14
	jmp	.LBB15_61
	.p2align	4
.LBB15_64:
	movq	72(%rsp), %rdi
	addq	$-24, %rdi
	testq	%rax, %rax
	je	.LBB15_72
	movq	8(%rsp), %r11
	movq	32(%rsp), %r15
.LBB15_66:
	xorl	%eax, %eax
	movq	%rdi, %rcx
.LBB15_67:
	leaq	(%r15,%r15,2), %rdx
	movq	16(%r14), %rsi
	movq	%rsi, 16(%rcx,%rdx,8)
	movups	(%r14), %xmm0
	movups	%xmm0, (%rcx,%rdx,8)
	addq	%rax, %r15
	addq	$24, %r14
	cmpq	48(%rsp), %r14
	jae	.LBB15_62
.LBB15_68:
	movq	%rdi, 72(%rsp)
	movq	%r15, 32(%rsp)
	movq	8(%r14), %rdi
	movq	16(%r14), %rsi
	movq	8(%r11), %rbx
	movq	16(%r11), %r13
	movq	_RNvMs16_NtCsjrHSEGnQ3l9_3std4pathNtB6_4Path9file_name@GOTPCREL(%rip), %r12
	callq	*%r12
	movq	%rax, %r15
	movq	%rdx, %rbp
	movq	%rbx, %rdi
	movq	%r13, %rsi
	callq	*%r12
	testq	%r15, %r15
	je	.LBB15_64
	testq	%rax, %rax
	je	.LBB15_71
	movq	%rbp, %rbx
	subq	%rdx, %rbx
	cmovbq	%rbp, %rdx
	movq	%r15, %rdi
	movq	%rax, %rsi
	callq	*memcmp@GOTPCREL(%rip)
	cltq
	testl	%eax, %eax
	cmovneq	%rax, %rbx
	movq	72(%rsp), %rdi
	addq	$-24, %rdi
	movl	$1, %eax
	movq	40(%rsp), %rcx
	testq	%rbx, %rbx
	movq	8(%rsp), %r11
	movq	32(%rsp), %r15
	jns	.LBB15_67
	jmp	.LBB15_66
	.p2align	4
.LBB15_71:
	movq	72(%rsp), %rdi
	addq	$-24, %rdi
.LBB15_72:
	movl	$1, %eax
	movq	40(%rsp), %rcx
	movq	8(%rsp), %r11
	movq	32(%rsp), %r15
	jmp	.LBB15_67
	.p2align	4
.LBB15_73:
	leaq	(,%r15,8), %rax
	leaq	(%rax,%rax,2), %rdx
	movq	16(%rsp), %rbx
	movq	%rbx, %rdi
	movq	40(%rsp), %r14
	movq	%r14, %rsi
	callq	*memcpy@GOTPCREL(%rip)
	movq	64(%rsp), %rsi
	movq	%rsi, %r13
	subq	%r15, %r13
	je	.LBB15_149
	leaq	(%r15,%r15,2), %rax
	leaq	(%rbx,%rax,8), %rcx
	leaq	1(%r15), %rdx
	cmpq	%rdx, %rsi
	jne	.LBB15_76
	xorl	%esi, %esi
	movq	24(%rsp), %r11
	jmp	.LBB15_79
	.p2align	4
.LBB15_76:
	movq	%r13, %rdx
	andq	$-2, %rdx
	movq	112(%rsp), %rsi
	movq	104(%rsp), %rdi
	leaq	(%rsi,%rdi,8), %rdi
	movq	%rcx, %r8
	xorl	%esi, %esi
	movabsq	$2305843009213693950, %r10
	movq	24(%rsp), %r11
	.p2align	4
.LBB15_77:
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
	jne	.LBB15_77
	testb	$1, %r13b
	je	.LBB15_80
.LBB15_79:
	leaq	(%rsi,%rsi,2), %rdx
	notq	%rsi
	leaq	(%rsi,%rsi,2), %rsi
	movq	16(%r11,%rsi,8), %rdi
	movq	%rdi, 16(%rcx,%rdx,8)
	movups	(%r11,%rsi,8), %xmm0
	movups	%xmm0, (%rcx,%rdx,8)
.LBB15_80:
	movq	64(%rsp), %rdx
	cmpq	%r15, %rdx
	jb	.LBB15_155
	movq	16(%rsp), %r12
	leaq	(%r12,%rax,8), %r12
	movl	$0, %eax
	movq	%rax, 96(%rsp)
	cmpq	$33, %r13
	jae	.LBB15_6
	jmp	.LBB15_1
.LBB15_82:
	movq	%r12, %rdi
	movq	%r14, %rdx
	movq	80(%rsp), %rcx
	movl	$1, %r8d
	movq	208(%rsp), %r9
	callq	_ZN4core5slice4sort6stable5drift4sort17h0069b645cce0ba51E
	jmp	.LBB15_149
.LBB15_83:
	movq	16(%r12), %rax
	movq	%rax, 16(%r14)
	movups	(%r12), %xmm0
	movups	%xmm0, (%r14)
	movq	16(%r15), %rax
	movq	%rax, 16(%rbx)
	movups	(%r15), %xmm0
	movups	%xmm0, (%rbx)
	movl	$1, %eax
	movq	%rax, 64(%rsp)
	cmpq	88(%rsp), %rax
	movq	%r12, 16(%rsp)
	jae	.LBB15_104
.LBB15_84:
	movq	64(%rsp), %rcx
	leaq	(%rcx,%rcx,2), %rax
	leaq	-24(,%rax,8), %rbx
	movq	_RNvMs16_NtCsjrHSEGnQ3l9_3std4pathNtB6_4Path9file_name@GOTPCREL(%rip), %r13
	jmp	.LBB15_88
.LBB15_85:
	movq	16(%rsp), %r12
	movq	80(%rsp), %rdx
	movq	96(%rsp), %rbx
	movq	24(%rsp), %rsi
.LBB15_86:
	movq	%rdx, (%rsi)
	movq	48(%rsp), %rax
	movq	%rax, 8(%rsi)
	movq	8(%rsp), %rax
	movq	%rax, 16(%rsi)
.LBB15_87:
	movq	56(%rsp), %rcx
	incq	%rcx
	addq	$24, %rbx
	cmpq	88(%rsp), %rcx
	movq	_RNvMs16_NtCsjrHSEGnQ3l9_3std4pathNtB6_4Path9file_name@GOTPCREL(%rip), %r13
	je	.LBB15_104
.LBB15_88:
	movq	%rcx, 56(%rsp)
	leaq	(,%rcx,8), %rax
	leaq	(%rax,%rax,2), %r15
	movups	(%r12,%r15), %xmm0
	movq	40(%rsp), %rax
	movups	%xmm0, (%rax,%r15)
	movq	16(%r12,%r15), %r12
	movq	%r12, 16(%rax,%r15)
	movq	8(%rax,%r15), %rbp
	movq	-16(%rax,%r15), %rdi
	movq	-8(%rax,%r15), %rsi
	callq	*%r13
	movq	%rax, %r14
	movq	%rdx, 8(%rsp)
	movq	%rbp, %rdi
	movq	%r12, %rsi
	callq	*%r13
	testq	%r14, %r14
	je	.LBB15_91
	testq	%rax, %rax
	movq	16(%rsp), %r12
	je	.LBB15_87
	movq	8(%rsp), %rcx
	movq	%rcx, %r12
	subq	%rdx, %r12
	cmovbq	%rcx, %rdx
	movq	%r14, %rdi
	movq	%rax, %rsi
	callq	*memcmp@GOTPCREL(%rip)
	cltq
	testl	%eax, %eax
	cmovneq	%rax, %r12
	testq	%r12, %r12
	movq	16(%rsp), %r12
	jns	.LBB15_87
	jmp	.LBB15_92
	.p2align	4
.LBB15_91:
	testq	%rax, %rax
	movq	16(%rsp), %r12
	je	.LBB15_87
.LBB15_92:
	movq	40(%rsp), %r14
	leaq	(%r14,%r15), %rax
	leaq	(%r14,%r15), %rsi
	addq	$-24, %rsi
	movq	(%rax), %rdx
	movq	8(%rax), %rcx
	movq	%rcx, 48(%rsp)
	movq	16(%rax), %rcx
	movq	%rcx, 8(%rsp)
	movups	(%rsi), %xmm0
	movups	%xmm0, (%rax)
	movq	16(%rsi), %rcx
	movq	%rcx, 16(%rax)
	cmpq	$1, 56(%rsp)
	je	.LBB15_86
	movq	%rdx, 80(%rsp)
	movq	%rbx, 96(%rsp)
	movq	%rbx, %r15
	jmp	.LBB15_96
	.p2align	4
.LBB15_94:
	testq	%rax, %rax
	je	.LBB15_102
.LBB15_95:
	movq	24(%rsp), %rsi
	addq	$-24, %rsi
	leaq	(%r14,%r15), %rax
	addq	$-24, %rax
	movq	16(%rax), %rcx
	movq	%rcx, 16(%r12)
	movups	(%rax), %xmm0
	movups	%xmm0, (%r12)
	addq	$-24, %r15
	je	.LBB15_101
.LBB15_96:
	movq	%rsi, 24(%rsp)
	leaq	(%r14,%r15), %r12
	movq	-16(%r14,%r15), %rdi
	movq	-8(%r14,%r15), %rsi
.Ltmp43:
	movq	_RNvMs16_NtCsjrHSEGnQ3l9_3std4pathNtB6_4Path9file_name@GOTPCREL(%rip), %rbp
	callq	*%rbp
.Ltmp44:
.Ltmp45:
	movq	%rax, %r13
	movq	%rdx, %rbx
	movq	48(%rsp), %rdi
	movq	8(%rsp), %rsi
	callq	*%rbp
.Ltmp46:
	testq	%r13, %r13
	je	.LBB15_94
	testq	%rax, %rax
	je	.LBB15_85
	movq	%rbx, %r14
	subq	%rdx, %r14
	cmovbq	%rbx, %rdx
	movq	%r13, %rdi
	movq	%rax, %rsi
	callq	*memcmp@GOTPCREL(%rip)
	cltq
	testl	%eax, %eax
	cmovneq	%rax, %r14
	testq	%r14, %r14
	movq	40(%rsp), %r14
	js	.LBB15_95
	jmp	.LBB15_85
.LBB15_101:
	movq	%r14, %rsi
	jmp	.LBB15_103
.LBB15_102:
	addq	%r14, %r15
	movq	%r15, %rsi
.LBB15_103:
	movq	16(%rsp), %r12
	movq	80(%rsp), %rdx
	movq	96(%rsp), %rbx
	jmp	.LBB15_86
.LBB15_104:
	movq	32(%rsp), %rax
	subq	88(%rsp), %rax
	movq	64(%rsp), %rcx
	movq	%rax, 96(%rsp)
	cmpq	%rax, %rcx
	movq	72(%rsp), %rbp
	jae	.LBB15_126
	leaq	(%rcx,%rcx,2), %rax
	leaq	-24(,%rax,8), %rax
	movq	%rax, 56(%rsp)
	movq	_RNvMs16_NtCsjrHSEGnQ3l9_3std4pathNtB6_4Path9file_name@GOTPCREL(%rip), %r15
	jmp	.LBB15_110
.LBB15_106:
	movq	%r15, %rbp
.LBB15_107:
	movq	16(%rsp), %r12
	movq	24(%rsp), %rdx
.LBB15_108:
	movq	80(%rsp), %rax
	movq	%rax, (%rdx)
	movq	48(%rsp), %rax
	movq	%rax, 8(%rdx)
	movq	8(%rsp), %rax
	movq	%rax, 16(%rdx)
.LBB15_109:
	movq	64(%rsp), %rcx
	incq	%rcx
	addq	$24, 56(%rsp)
	cmpq	96(%rsp), %rcx
	movq	_RNvMs16_NtCsjrHSEGnQ3l9_3std4pathNtB6_4Path9file_name@GOTPCREL(%rip), %r15
	je	.LBB15_126
.LBB15_110:
	movq	%rcx, 64(%rsp)
	leaq	(,%rcx,8), %rax
	leaq	(%rax,%rax,2), %rbx
	movq	104(%rsp), %rax
	movups	(%rax,%rbx), %xmm0
	movups	%xmm0, (%rbp,%rbx)
	movq	16(%rax,%rbx), %r12
	movq	%r12, 16(%rbp,%rbx)
	movq	%rbp, %rax
	movq	8(%rbp,%rbx), %rbp
	movq	-16(%rax,%rbx), %rdi
	movq	-8(%rax,%rbx), %rsi
	callq	*%r15
	movq	%rax, %r14
	movq	%rdx, %r13
	movq	%rbp, %rdi
	movq	%r12, %rsi
	callq	*%r15
	testq	%r14, %r14
	je	.LBB15_113
	testq	%rax, %rax
	movq	16(%rsp), %r12
	movq	72(%rsp), %rbp
	je	.LBB15_109
	movq	%r13, %r15
	subq	%rdx, %r15
	cmovbq	%r13, %rdx
	movq	%r14, %rdi
	movq	%rax, %rsi
	callq	*memcmp@GOTPCREL(%rip)
	cltq
	testl	%eax, %eax
	cmovneq	%rax, %r15
	testq	%r15, %r15
	jns	.LBB15_109
	jmp	.LBB15_114
	.p2align	4
.LBB15_113:
	testq	%rax, %rax
	movq	16(%rsp), %r12
	movq	72(%rsp), %rbp
	je	.LBB15_109
.LBB15_114:
	leaq	(%rbx,%rbp), %rax
	leaq	(%rbx,%rbp), %rdx
	addq	$-24, %rdx
	movq	(%rax), %rcx
	movq	%rcx, 80(%rsp)
	movq	8(%rax), %rcx
	movq	%rcx, 48(%rsp)
	movq	16(%rax), %rcx
	movq	%rcx, 8(%rsp)
	movups	(%rdx), %xmm0
	movups	%xmm0, (%rax)
	movq	16(%rdx), %rcx
	movq	%rcx, 16(%rax)
	cmpq	$1, 64(%rsp)
	je	.LBB15_108
	movq	56(%rsp), %rbx
	jmp	.LBB15_118
	.p2align	4
.LBB15_116:
	testq	%rax, %rax
	movq	%r15, %rbp
	je	.LBB15_124
.LBB15_117:
	movq	24(%rsp), %rdx
	addq	$-24, %rdx
	leaq	(%rbx,%rbp), %rax
	addq	$-24, %rax
	movq	16(%rax), %rcx
	movq	%rcx, 16(%r12)
	movups	(%rax), %xmm0
	movups	%xmm0, (%r12)
	addq	$-24, %rbx
	je	.LBB15_123
.LBB15_118:
	movq	%rdx, 24(%rsp)
	leaq	(%rbx,%rbp), %r12
	movq	-16(%rbp,%rbx), %rdi
	movq	%rbp, %r15
	movq	-8(%rbp,%rbx), %rsi
.Ltmp48:
	movq	_RNvMs16_NtCsjrHSEGnQ3l9_3std4pathNtB6_4Path9file_name@GOTPCREL(%rip), %rbp
	callq	*%rbp
.Ltmp49:
.Ltmp50:
	movq	%rax, %r13
	movq	%rdx, %r14
	movq	48(%rsp), %rdi
	movq	8(%rsp), %rsi
	callq	*%rbp
.Ltmp51:
	testq	%r13, %r13
	je	.LBB15_116
	testq	%rax, %rax
	je	.LBB15_106
	movq	%r14, %rbp
	subq	%rdx, %rbp
	cmovbq	%r14, %rdx
	movq	%r13, %rdi
	movq	%rax, %rsi
	callq	*memcmp@GOTPCREL(%rip)
	cltq
	testl	%eax, %eax
	cmovneq	%rax, %rbp
	testq	%rbp, %rbp
	movq	72(%rsp), %rbp
	js	.LBB15_117
	jmp	.LBB15_107
.LBB15_123:
	movq	%rbp, %rdx
	jmp	.LBB15_125
.LBB15_124:
	addq	%rbp, %rbx
	movq	%rbx, %rdx
.LBB15_125:
	movq	16(%rsp), %r12
	jmp	.LBB15_108
.LBB15_126:
	movq	32(%rsp), %rax
	leaq	(%rax,%rax,2), %rax
	leaq	(%r12,%rax,8), %rsi
	addq	$-24, %rsi
	movq	40(%rsp), %r9
	leaq	-24(%r9,%rax,8), %r8
	leaq	-24(%rbp), %rdi
	movq	_RNvMs16_NtCsjrHSEGnQ3l9_3std4pathNtB6_4Path9file_name@GOTPCREL(%rip), %r10
	movq	%r12, 64(%rsp)
	jmp	.LBB15_130
	.p2align	4
.LBB15_127:
	testq	%rax, %rax
	movq	40(%rsp), %r14
	movq	16(%rsp), %r12
	movq	72(%rsp), %rbp
	movq	48(%rsp), %r8
	je	.LBB15_143
.LBB15_128:
	movb	$1, %al
	movq	8(%rsp), %rdi
	movq	%rdi, %rcx
	movq	32(%rsp), %r13
.LBB15_129:
	movq	24(%rsp), %r9
	movq	56(%rsp), %rsi
	movq	_RNvMs16_NtCsjrHSEGnQ3l9_3std4pathNtB6_4Path9file_name@GOTPCREL(%rip), %r10
	movzbl	%r15b, %edx
	xorb	$1, %r15b
	leaq	(%rdx,%rdx,2), %rdx
	leaq	(%rbp,%rdx,8), %rbp
	movzbl	%r15b, %edx
	leaq	(%rdx,%rdx,2), %rdx
	leaq	(%r9,%rdx,8), %r9
	addq	$24, 64(%rsp)
	movq	16(%rcx), %rdx
	movq	%rdx, 16(%rsi)
	movups	(%rcx), %xmm0
	movups	%xmm0, (%rsi)
	movzbl	%al, %eax
	leaq	(%rax,%rax,2), %rcx
	leaq	(%r8,%rcx,8), %r8
	addq	$-24, %r8
	negq	%rax
	leaq	(%rax,%rax,2), %rax
	leaq	(%rdi,%rax,8), %rdi
	addq	$-24, %rsi
	decq	88(%rsp)
	je	.LBB15_146
.LBB15_130:
	movq	%rsi, 56(%rsp)
	movq	%r8, 48(%rsp)
	movq	%rdi, 8(%rsp)
	movq	%rbp, %rax
	movq	8(%rbp), %rbp
	movq	%rax, 72(%rsp)
	movq	16(%rax), %r12
	movq	8(%r9), %rdi
	movq	%r9, 24(%rsp)
	movq	16(%r9), %rsi
.Ltmp53:
	movq	%r10, %r15
	callq	*%r10
.Ltmp54:
.Ltmp55:
	movq	%rax, %r14
	movq	%rdx, %r13
	movq	%rbp, %rdi
	movq	%r12, %rsi
	callq	*%r15
.Ltmp56:
	testq	%r14, %r14
	je	.LBB15_136
	testq	%rax, %rax
	movq	72(%rsp), %r12
	je	.LBB15_135
	movq	%r13, %r15
	subq	%rdx, %r15
	cmovbq	%r13, %rdx
	movq	%r14, %rdi
	movq	%rax, %rsi
	callq	*memcmp@GOTPCREL(%rip)
	cltq
	testl	%eax, %eax
	cmovneq	%rax, %r15
	testq	%r15, %r15
	js	.LBB15_137
.LBB15_135:
	xorl	%r15d, %r15d
	movq	24(%rsp), %rax
	jmp	.LBB15_138
	.p2align	4
.LBB15_136:
	testq	%rax, %rax
	movq	72(%rsp), %r12
	je	.LBB15_135
.LBB15_137:
	movb	$1, %r15b
	movq	%r12, %rax
.LBB15_138:
	movq	8(%rsp), %rdx
	movq	48(%rsp), %rsi
	movq	_RNvMs16_NtCsjrHSEGnQ3l9_3std4pathNtB6_4Path9file_name@GOTPCREL(%rip), %rbx
	movq	16(%rax), %rcx
	movq	64(%rsp), %rdi
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
	je	.LBB15_127
	testq	%rax, %rax
	movq	72(%rsp), %rbp
	je	.LBB15_144
	movq	%r13, %r12
	subq	%rdx, %r12
	cmovbq	%r13, %rdx
	movq	%r14, %rdi
	movq	%rax, %rsi
	callq	*memcmp@GOTPCREL(%rip)
	cltq
	testl	%eax, %eax
	cmovneq	%rax, %r12
	testq	%r12, %r12
	movq	40(%rsp), %r14
	movq	16(%rsp), %r12
	movq	48(%rsp), %r8
	js	.LBB15_128
.LBB15_143:
	xorl	%eax, %eax
	movq	%r8, %rcx
	jmp	.LBB15_145
	.p2align	4
.LBB15_144:
	xorl	%eax, %eax
	movq	48(%rsp), %r8
	movq	%r8, %rcx
	movq	40(%rsp), %r14
	movq	16(%rsp), %r12
.LBB15_145:
	movq	32(%rsp), %r13
	movq	8(%rsp), %rdi
	jmp	.LBB15_129
.LBB15_146:
	addq	$24, %rdi
	addq	$24, %r8
	testb	$1, %r13b
	jne	.LBB15_150
	cmpq	%r8, %rbp
	setne	%al
	cmpq	%rdi, %r9
	jne	.LBB15_151
.LBB15_148:
	testb	%al, %al
	jne	.LBB15_152
.LBB15_149:
	addq	$152, %rsp
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
.LBB15_150:
	.cfi_def_cfa_offset 208
	xorl	%eax, %eax
	xorl	%ecx, %ecx
	cmpq	%rdi, %r9
	setae	%al
	setb	%cl
	movq	%rbp, %rdx
	cmovbq	%r9, %rdx
	movq	16(%rdx), %rsi
	movq	64(%rsp), %r10
	movq	%rsi, 16(%r10)
	movups	(%rdx), %xmm0
	movups	%xmm0, (%r10)
	leaq	(%rcx,%rcx,2), %rcx
	leaq	(%r9,%rcx,8), %r9
	leaq	(%rax,%rax,2), %rax
	leaq	(%rbp,%rax,8), %rbp
	cmpq	%r8, %rbp
	setne	%al
	cmpq	%rdi, %r9
	je	.LBB15_148
.LBB15_151:
	movb	$1, %al
	testb	%al, %al
	je	.LBB15_149
.LBB15_152:
.Ltmp62:
	callq	*_RNvNtNtNtNtCsgEmfK2I1SDS_4core5slice4sort6shared9smallsort22panic_on_ord_violation@GOTPCREL(%rip)
.Ltmp63:
.LBB15_153:
	ud2
.LBB15_154:
	leaq	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.4(%rip), %rdi
	leaq	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.6(%rip), %rdx
	movl	$19, %esi
	callq	*_RNvNtCsgEmfK2I1SDS_4core9panicking9panic_fmt@GOTPCREL(%rip)
.LBB15_155:
	leaq	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.7(%rip), %rcx
	movq	%r15, %rdi
	movq	%rdx, %rsi
	callq	*_RNvNtNtCsgEmfK2I1SDS_4core5slice5index16slice_index_fail@GOTPCREL(%rip)
.LBB15_156:
.Ltmp52:
	jmp	.LBB15_158
.LBB15_157:
.Ltmp47:
.LBB15_158:
	movq	%rax, %rbx
	movq	80(%rsp), %rax
	movq	%rax, (%r12)
	movq	48(%rsp), %rax
	movq	%rax, 8(%r12)
	movq	8(%rsp), %rax
	movq	%rax, 16(%r12)
	movq	%rbx, %rdi
	callq	_Unwind_Resume@PLT
.LBB15_159:
.Ltmp61:
	movq	%rax, %rbx
	movq	40(%rsp), %r14
	movq	16(%rsp), %r12
	movq	32(%rsp), %r13
	jmp	.LBB15_161
.LBB15_160:
.Ltmp64:
	movq	%rax, %rbx
.LBB15_161:
	shlq	$3, %r13
	leaq	(,%r13,2), %rdx
	addq	%r13, %rdx
	movq	%r12, %rdi
	movq	%r14, %rsi
	callq	*memcpy@GOTPCREL(%rip)
	movq	%rbx, %rdi
	callq	_Unwind_Resume@PLT
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
	.uleb128 .Ltmp53-.Lfunc_begin5
	.uleb128 .Ltmp60-.Ltmp53
	.uleb128 .Ltmp61-.Lfunc_begin5
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

	.section	.text._ZN4glob18in_char_specifiers17hdc484b1fb53b6e6aE,"ax",@progbits
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
	subq	$72, %rsp
	.cfi_def_cfa_offset 128
	.cfi_offset %rbx, -56
	.cfi_offset %r12, -48
	.cfi_offset %r13, -40
	.cfi_offset %r14, -32
	.cfi_offset %r15, -24
	.cfi_offset %rbp, -16
	testq	%rsi, %rsi
	je	.LBB16_32
	movq	%rdi, %r14
	leaq	(%rdi,%rsi,8), %rsi
	cmpl	$127, %edx
	seta	%al
	orb	%cl, %al
	leal	-65(%rdx), %r8d
	movl	%edx, %r10d
	orl	$32, %r10d
	cmpl	$26, %r8d
	cmovael	%edx, %r10d
	notb	%cl
	cmpl	$128, %edx
	setb	%r9b
	andb	%cl, %r9b
	testb	$1, %al
	je	.LBB16_14
	testb	%r9b, %r9b
	jne	.LBB16_5
	jmp	.LBB16_11
	.p2align	4
.LBB16_3:
	cmpl	%ecx, %edx
	setae	%cl
	cmpl	%eax, %edx
	setbe	%al
	testb	%al, %cl
	jne	.LBB16_29
.LBB16_4:
	addq	$8, %r14
	cmpq	%rsi, %r14
	je	.LBB16_32
.LBB16_5:
	movl	(%r14), %ecx
	movl	4(%r14), %eax
	cmpl	$1114112, %ecx
	jne	.LBB16_3
	cmpl	$128, %eax
	jae	.LBB16_8
	leal	-65(%rax), %ecx
	movl	%eax, %r8d
	orl	$32, %r8d
	cmpl	$26, %ecx
	cmovael	%eax, %r8d
	cmpl	%r8d, %r10d
	jne	.LBB16_4
	jmp	.LBB16_29
	.p2align	4
.LBB16_8:
	cmpl	%eax, %edx
	jne	.LBB16_4
	jmp	.LBB16_29
	.p2align	4
.LBB16_9:
	cmpl	%eax, %edx
	je	.LBB16_29
.LBB16_10:
	addq	$8, %r14
	cmpq	%rsi, %r14
	je	.LBB16_32
.LBB16_11:
	movl	(%r14), %ecx
	movl	4(%r14), %eax
	cmpl	$1114112, %ecx
	je	.LBB16_9
	cmpl	%ecx, %edx
	setae	%cl
	cmpl	%eax, %edx
	setbe	%al
	testb	%al, %cl
	je	.LBB16_10
	jmp	.LBB16_29
.LBB16_14:
	leaq	56(%rsp), %rbx
	leaq	4(%rsp), %rdi
	movq	_RNvNtNtNtCsgEmfK2I1SDS_4core7unicode12unicode_data11conversions8to_upper@GOTPCREL(%rip), %r11
	movq	%rsi, 32(%rsp)
	movl	%r10d, 16(%rsp)
	movb	%r9b, 3(%rsp)
	movq	%rdx, 24(%rsp)
	jmp	.LBB16_17
	.p2align	4
.LBB16_15:
	cmpl	%r15d, %edx
	setae	%al
	cmpl	%r12d, %edx
	setbe	%cl
	testb	%cl, %al
	jne	.LBB16_29
.LBB16_16:
	addq	$8, %r14
	cmpq	%rsi, %r14
	je	.LBB16_32
.LBB16_17:
	movl	(%r14), %r15d
	movl	4(%r14), %r12d
	cmpl	$1114112, %r15d
	jne	.LBB16_20
	cmpl	$128, %r12d
	setb	%al
	testb	%al, %r9b
	je	.LBB16_28
	leal	-65(%r12), %eax
	movl	%r12d, %ecx
	orl	$32, %ecx
	cmpl	$26, %eax
	cmovael	%r12d, %ecx
	cmpl	%ecx, %r10d
	jne	.LBB16_16
	jmp	.LBB16_29
	.p2align	4
.LBB16_20:
	cmpl	$128, %r15d
	jae	.LBB16_15
	cmpl	$127, %r12d
	ja	.LBB16_15
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
	callq	*%r11
	cmpl	$1, 8(%rsp)
	movl	12(%rsp), %eax
	movl	$2, %ecx
	sbbq	$0, %rcx
	testl	%eax, %eax
	movl	$3, %edx
	cmovneq	%rdx, %rcx
	movl	%eax, 8(%rbx)
	movq	4(%rsp), %rax
	movq	%rax, (%rbx)
	movq	$0, 40(%rsp)
	movq	%rcx, 48(%rsp)
	leaq	40(%rsp), %rdi
	movq	_RNvXsE_NtCsgEmfK2I1SDS_4core4charNtB5_11ToUppercaseNtNtNtNtB7_4iter6traits8iterator8Iterator4next@GOTPCREL(%rip), %rax
	callq	*%rax
	cmpl	$1114112, %eax
	je	.LBB16_34
	movl	%eax, 20(%rsp)
	leaq	4(%rsp), %rdi
	movl	%r13d, %esi
	callq	*_RNvNtNtNtCsgEmfK2I1SDS_4core7unicode12unicode_data11conversions8to_upper@GOTPCREL(%rip)
	cmpl	$1, 8(%rsp)
	movl	12(%rsp), %eax
	movl	$2, %ecx
	sbbq	$0, %rcx
	testl	%eax, %eax
	movl	$3, %edx
	cmovneq	%rdx, %rcx
	movl	%eax, 8(%rbx)
	movq	4(%rsp), %rax
	movq	%rax, (%rbx)
	movq	$0, 40(%rsp)
	movq	%rcx, 48(%rsp)
	leaq	40(%rsp), %rdi
	callq	*_RNvXsE_NtCsgEmfK2I1SDS_4core4charNtB5_11ToUppercaseNtNtNtNtB7_4iter6traits8iterator8Iterator4next@GOTPCREL(%rip)
	cmpl	$1114112, %eax
	je	.LBB16_35
	cmpl	20(%rsp), %ebp
	movq	32(%rsp), %rsi
	movl	16(%rsp), %r10d
	movzbl	3(%rsp), %r9d
	leaq	56(%rsp), %rbx
	movq	24(%rsp), %rdx
	leaq	4(%rsp), %rdi
	movq	_RNvNtNtNtCsgEmfK2I1SDS_4core7unicode12unicode_data11conversions8to_upper@GOTPCREL(%rip), %r11
	je	.LBB16_15
	cmpl	%eax, %r13d
	je	.LBB16_15
	cmpl	%ebp, %r10d
	jb	.LBB16_15
	cmpl	%r13d, %r10d
	ja	.LBB16_15
	jmp	.LBB16_29
	.p2align	4
.LBB16_28:
	cmpl	%r12d, %edx
	jne	.LBB16_16
.LBB16_29:
	movb	$1, %al
	jmp	.LBB16_33
.LBB16_32:
	xorl	%eax, %eax
.LBB16_33:
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
.LBB16_34:
	.cfi_def_cfa_offset 128
	leaq	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.9(%rip), %rdi
	callq	*_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed@GOTPCREL(%rip)
.LBB16_35:
	leaq	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.10(%rip), %rdi
	callq	*_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed@GOTPCREL(%rip)
.Lfunc_end16:
	.size	_ZN4glob18in_char_specifiers17hdc484b1fb53b6e6aE, .Lfunc_end16-_ZN4glob18in_char_specifiers17hdc484b1fb53b6e6aE
	.cfi_endproc

	.section	.text._ZN4glob21parse_char_specifiers17h56c1844649a24a0eE,"ax",@progbits
	.p2align	4
	.type	_ZN4glob21parse_char_specifiers17h56c1844649a24a0eE,@function
_ZN4glob21parse_char_specifiers17h56c1844649a24a0eE:
.Lfunc_begin6:
	.cfi_startproc
	.cfi_personality 155, DW.ref.rust_eh_personality
	.cfi_lsda 27, .Lexception6
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
	movq	%rdi, 32(%rsp)
	movq	$0, 8(%rsp)
	movq	$4, 16(%rsp)
	movq	$0, 24(%rsp)
	testq	%rdx, %rdx
	je	.LBB17_13
	movq	%rdx, %r14
	movq	%rsi, %r15
	movl	$4, %eax
	xorl	%r13d, %r13d
	xorl	%ebp, %ebp
	jmp	.LBB17_2
	.p2align	4
.LBB17_6:
	shlq	$32, %rbx
	orq	$1114112, %rbx
	movq	16(%rsp), %rax
	movq	%rbx, (%rax,%rbp,8)
	leaq	1(%rbp), %rcx
	movq	%rcx, 24(%rsp)
	incq	%r13
	movq	%r13, %rbx
	incq	%rbp
	cmpq	%r14, %rbx
	jae	.LBB17_13
.LBB17_2:
	leaq	3(%r13), %rbx
	cmpq	%r14, %rbx
	jbe	.LBB17_7
	movq	8(%rsp), %rcx
	jmp	.LBB17_4
	.p2align	4
.LBB17_7:
	cmpl	$45, 4(%r15,%r13,4)
	movq	8(%rsp), %rcx
	jne	.LBB17_4
	movl	(%r15,%r13,4), %r12d
	movl	8(%r15,%r13,4), %r13d
	cmpq	%rcx, %rbp
	jne	.LBB17_11
.Ltmp65:
	leaq	8(%rsp), %rdi
	callq	*_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17h0ac78c4d0d191e24E@GOTPCREL(%rip)
.Ltmp66:
	movq	16(%rsp), %rax
.LBB17_11:
	shlq	$32, %r13
	orq	%r12, %r13
	movq	%r13, (%rax,%rbp,8)
	leaq	1(%rbp), %rcx
	movq	%rcx, 24(%rsp)
	movq	%rbx, %r13
	incq	%rbp
	cmpq	%r14, %rbx
	jb	.LBB17_2
	jmp	.LBB17_13
	.p2align	4
.LBB17_4:
	movl	(%r15,%r13,4), %ebx
	cmpq	%rcx, %rbp
	jne	.LBB17_6
.Ltmp67:
	leaq	8(%rsp), %rdi
	callq	*_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17h0ac78c4d0d191e24E@GOTPCREL(%rip)
.Ltmp68:
	jmp	.LBB17_6
.LBB17_13:
	movq	24(%rsp), %rax
	movq	32(%rsp), %rcx
	movq	%rax, 16(%rcx)
	movq	8(%rsp), %rax
	movq	%rax, (%rcx)
	movq	16(%rsp), %rax
	movq	%rax, 8(%rcx)
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
.LBB17_14:
	.cfi_def_cfa_offset 96
.Ltmp69:
	movq	%rax, %rbx
	movq	8(%rsp), %rsi
	testq	%rsi, %rsi
	je	.LBB17_16
	movq	16(%rsp), %rdi
	shlq	$3, %rsi
	movl	$4, %edx
	callq	*_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOTPCREL(%rip)
.LBB17_16:
	movq	%rbx, %rdi
	callq	_Unwind_Resume@PLT
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

	.section	.text._ZN4glob4glob17he7fabfa785fcc0adE,"ax",@progbits
	.globl	_ZN4glob4glob17he7fabfa785fcc0adE
	.p2align	4
	.type	_ZN4glob4glob17he7fabfa785fcc0adE,@function
_ZN4glob4glob17he7fabfa785fcc0adE:
	.cfi_startproc
	movl	$1, %ecx
	jmpq	*_ZN4glob9glob_with17h764e3cd5f6cc5af0E@GOTPCREL(%rip)
.Lfunc_end18:
	.size	_ZN4glob4glob17he7fabfa785fcc0adE, .Lfunc_end18-_ZN4glob4glob17he7fabfa785fcc0adE
	.cfi_endproc

	.section	.text._ZN4glob7Pattern12matches_from17h84e48aa900222994E,"ax",@progbits
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
	subq	$40, %rsp
	.cfi_def_cfa_offset 96
	.cfi_offset %rbx, -56
	.cfi_offset %r12, -48
	.cfi_offset %r13, -40
	.cfi_offset %r14, -32
	.cfi_offset %r15, -24
	.cfi_offset %rbp, -16
	movl	%r9d, (%rsp)
	movq	%rdx, %r14
	movq	%rdi, 8(%rsp)
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
.LBB19_7:
	.cfi_def_cfa_offset 96
	movl	%esi, %r15d
	movq	8(%rsp), %rax
	movq	32(%rax), %rax
	shlq	$5, %rdx
	addq	%rax, %rdx
	movq	%rdx, 24(%rsp)
	movq	%r8, %r13
	shlq	$5, %r13
	addq	%rax, %r13
	incq	%r8
	movq	%r8, 16(%rsp)
	xorl	%r8d, %r8d
	movl	(%rsp), %eax
	andl	$65536, %eax
	movl	%eax, 4(%rsp)
.LBB19_8:
	movl	(%r13), %ebp
	movl	%ebp, %eax
	andl	$-2, %eax
	cmpl	$2, %eax
	movq	%r8, 32(%rsp)
	jne	.LBB19_28
	movq	16(%rsp), %rax
	leaq	(%rax,%r8), %r12
	jmp	.LBB19_11
	.p2align	4
.LBB19_10:
	cmpl	$47, %ecx
	sete	%cl
	movl	(%rsp), %edx
	shrl	$8, %edx
	andl	$1, %edx
	testb	%dl, %cl
	jne	.LBB19_6
	.p2align	4
.LBB19_11:
	movzbl	%r15b, %esi
	movq	8(%rsp), %rdi
	movq	%r14, %rdx
	movq	%rbx, %rcx
	movq	%r12, %r8
	movl	(%rsp), %r9d
	callq	_ZN4glob7Pattern12matches_from17h84e48aa900222994E
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
	cmpl	$0, 4(%rsp)
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
	leaq	.LJTI19_1(%rip), %rcx
	movslq	(%rcx,%rax,4), %rax
	addq	%rcx, %rax
	jmpq	*%rax
.LBB19_36:
	movl	4(%r13), %eax
	cmpl	$127, %eax
	seta	%cl
	orb	(%rsp), %cl
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
	testl	$256, (%rsp)
	je	.LBB19_40
	cmpl	$47, %edx
	je	.LBB19_6
.LBB19_40:
	cmpb	$1, %r15b
	jne	.LBB19_59
	cmpl	$0, 4(%rsp)
	je	.LBB19_59
	cmpl	$46, %edx
	jne	.LBB19_59
	jmp	.LBB19_6
.LBB19_43:
	movb	$1, %al
	testl	$256, (%rsp)
	je	.LBB19_45
	cmpl	$47, %edx
	je	.LBB19_6
.LBB19_45:
	cmpb	$1, %r15b
	jne	.LBB19_57
	cmpl	$0, 4(%rsp)
	je	.LBB19_57
	cmpl	$46, %edx
	jne	.LBB19_57
	jmp	.LBB19_6
.LBB19_48:
	movb	$1, %al
	testl	$256, (%rsp)
	je	.LBB19_50
	cmpl	$47, %edx
	je	.LBB19_6
.LBB19_50:
	cmpb	$1, %r15b
	jne	.LBB19_58
	cmpl	$0, 4(%rsp)
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
	leaq	.LJTI19_0(%rip), %rcx
	movslq	(%rcx,%rax,4), %rax
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
	movl	(%rsp), %ecx
	callq	_ZN4glob18in_char_specifiers17hdc484b1fb53b6e6aE
	testb	%al, %al
	jne	.LBB19_59
	jmp	.LBB19_64
.LBB19_58:
	movq	16(%r13), %rdi
	movq	24(%r13), %rsi
	movl	(%rsp), %ecx
	callq	_ZN4glob18in_char_specifiers17hdc484b1fb53b6e6aE
	testb	%al, %al
	jne	.LBB19_64
.LBB19_59:
	movl	%r12d, %r15d
.LBB19_60:
	addq	$32, %r13
	movq	32(%rsp), %r8
	incq	%r8
	cmpq	24(%rsp), %r13
	jne	.LBB19_8
	jmp	.LBB19_2
.LBB19_61:
	movb	$2, %al
	jmp	.LBB19_6
.LBB19_64:
	movb	$1, %al
	jmp	.LBB19_6
.LBB19_66:
	leaq	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.12(%rip), %rcx
	movq	%r8, %rdi
	movq	%rdx, %rsi
	callq	*_RNvNtNtCsgEmfK2I1SDS_4core5slice5index16slice_index_fail@GOTPCREL(%rip)
.LBB19_67:
	leaq	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.3(%rip), %rdi
	leaq	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.11(%rip), %rdx
	movl	$40, %esi
	callq	*_RNvNtCsgEmfK2I1SDS_4core9panicking5panic@GOTPCREL(%rip)
.Lfunc_end19:
	.size	_ZN4glob7Pattern12matches_from17h84e48aa900222994E, .Lfunc_end19-_ZN4glob7Pattern12matches_from17h84e48aa900222994E
	.cfi_endproc
	.section	.rodata._ZN4glob7Pattern12matches_from17h84e48aa900222994E,"a",@progbits
	.p2align	2, 0x0
.LJTI19_0:
	.long	.LBB19_55-.LJTI19_0
	.long	.LBB19_59-.LJTI19_0
	.long	.LBB19_67-.LJTI19_0
	.long	.LBB19_67-.LJTI19_0
	.long	.LBB19_57-.LJTI19_0
	.long	.LBB19_58-.LJTI19_0
.LJTI19_1:
	.long	.LBB19_36-.LJTI19_1
	.long	.LBB19_38-.LJTI19_1
	.long	.LBB19_67-.LJTI19_1
	.long	.LBB19_67-.LJTI19_1
	.long	.LBB19_43-.LJTI19_1
	.long	.LBB19_48-.LJTI19_1

	.section	.text._ZN4glob7Pattern12matches_path17h2978c258a524f6b1E,"ax",@progbits
	.globl	_ZN4glob7Pattern12matches_path17h2978c258a524f6b1E
	.p2align	4
	.type	_ZN4glob7Pattern12matches_path17h2978c258a524f6b1E,@function
_ZN4glob7Pattern12matches_path17h2978c258a524f6b1E:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	subq	$32, %rsp
	.cfi_def_cfa_offset 48
	.cfi_offset %rbx, -16
	movq	%rdi, %rbx
	leaq	8(%rsp), %rdi
	callq	*_RNvNtNtCsgEmfK2I1SDS_4core3str8converts9from_utf8@GOTPCREL(%rip)
	cmpb	$0, 8(%rsp)
	je	.LBB20_2
	xorl	%eax, %eax
	addq	$32, %rsp
	.cfi_def_cfa_offset 16
	popq	%rbx
	.cfi_def_cfa_offset 8
	retq
.LBB20_2:
	.cfi_def_cfa_offset 48
	movq	16(%rsp), %rdx
	movq	24(%rsp), %rcx
	addq	%rdx, %rcx
	movq	%rbx, %rdi
	movl	$1, %esi
	xorl	%r8d, %r8d
	movl	$1, %r9d
	callq	_ZN4glob7Pattern12matches_from17h84e48aa900222994E
	testb	%al, %al
	sete	%al
	addq	$32, %rsp
	.cfi_def_cfa_offset 16
	popq	%rbx
	.cfi_def_cfa_offset 8
	retq
.Lfunc_end20:
	.size	_ZN4glob7Pattern12matches_path17h2978c258a524f6b1E, .Lfunc_end20-_ZN4glob7Pattern12matches_path17h2978c258a524f6b1E
	.cfi_endproc

	.section	.text._ZN4glob7Pattern12matches_with17hfe91dffe5c607a21E,"ax",@progbits
	.globl	_ZN4glob7Pattern12matches_with17hfe91dffe5c607a21E
	.p2align	4
	.type	_ZN4glob7Pattern12matches_with17hfe91dffe5c607a21E,@function
_ZN4glob7Pattern12matches_with17hfe91dffe5c607a21E:
	.cfi_startproc
	pushq	%rax
	.cfi_def_cfa_offset 16
	movl	%ecx, %r9d
	movq	%rsi, %rax
	leaq	(%rdx,%rsi), %rcx
	movl	$1, %esi
	movq	%rax, %rdx
	xorl	%r8d, %r8d
	callq	_ZN4glob7Pattern12matches_from17h84e48aa900222994E
	testb	%al, %al
	sete	%al
	popq	%rcx
	.cfi_def_cfa_offset 8
	retq
.Lfunc_end21:
	.size	_ZN4glob7Pattern12matches_with17hfe91dffe5c607a21E, .Lfunc_end21-_ZN4glob7Pattern12matches_with17hfe91dffe5c607a21E
	.cfi_endproc

	.section	.text._ZN4glob7Pattern17matches_path_with17he027fd22112fee63E,"ax",@progbits
	.globl	_ZN4glob7Pattern17matches_path_with17he027fd22112fee63E
	.p2align	4
	.type	_ZN4glob7Pattern17matches_path_with17he027fd22112fee63E,@function
_ZN4glob7Pattern17matches_path_with17he027fd22112fee63E:
	.cfi_startproc
	pushq	%r14
	.cfi_def_cfa_offset 16
	pushq	%rbx
	.cfi_def_cfa_offset 24
	subq	$24, %rsp
	.cfi_def_cfa_offset 48
	.cfi_offset %rbx, -24
	.cfi_offset %r14, -16
	movl	%ecx, %ebx
	movq	%rdi, %r14
	movq	%rsp, %rdi
	callq	*_RNvNtNtCsgEmfK2I1SDS_4core3str8converts9from_utf8@GOTPCREL(%rip)
	cmpb	$0, (%rsp)
	je	.LBB22_2
	xorl	%eax, %eax
	addq	$24, %rsp
	.cfi_def_cfa_offset 24
	popq	%rbx
	.cfi_def_cfa_offset 16
	popq	%r14
	.cfi_def_cfa_offset 8
	retq
.LBB22_2:
	.cfi_def_cfa_offset 48
	movq	8(%rsp), %rdx
	movq	16(%rsp), %rcx
	addq	%rdx, %rcx
	movq	%r14, %rdi
	movl	$1, %esi
	xorl	%r8d, %r8d
	movl	%ebx, %r9d
	callq	_ZN4glob7Pattern12matches_from17h84e48aa900222994E
	testb	%al, %al
	sete	%al
	addq	$24, %rsp
	.cfi_def_cfa_offset 24
	popq	%rbx
	.cfi_def_cfa_offset 16
	popq	%r14
	.cfi_def_cfa_offset 8
	retq
.Lfunc_end22:
	.size	_ZN4glob7Pattern17matches_path_with17he027fd22112fee63E, .Lfunc_end22-_ZN4glob7Pattern17matches_path_with17he027fd22112fee63E
	.cfi_endproc

	.section	.text._ZN4glob7Pattern3new17hda133f4823591a1cE,"ax",@progbits
	.globl	_ZN4glob7Pattern3new17hda133f4823591a1cE
	.p2align	4
	.type	_ZN4glob7Pattern3new17hda133f4823591a1cE,@function
_ZN4glob7Pattern3new17hda133f4823591a1cE:
.Lfunc_begin7:
	.cfi_startproc
	.cfi_personality 155, DW.ref.rust_eh_personality
	.cfi_lsda 27, .Lexception7
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
	subq	$152, %rsp
	.cfi_def_cfa_offset 208
	.cfi_offset %rbx, -56
	.cfi_offset %r12, -48
	.cfi_offset %r13, -40
	.cfi_offset %r14, -32
	.cfi_offset %r15, -24
	.cfi_offset %rbp, -16
	movq	%rdx, %r13
	movq	%rdi, %rbp
	testq	%rdx, %rdx
	je	.LBB23_61
	movzbl	(%rsi), %r15d
	testb	%r15b, %r15b
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
.LBB23_61:
	movq	%rsi, 88(%rsp)
	movq	$0, 8(%rsp)
	movq	$8, 16(%rsp)
	movq	$0, 24(%rsp)
	movl	$4, %ebx
	xorl	%r15d, %r15d
	xorl	%ecx, %ecx
	testq	%r13, %r13
	jns	.LBB23_64
.LBB23_63:
	movq	%r15, %r12
	xorl	%ebp, %ebp
.LBB23_67:
.Ltmp101:
	movq	%rbp, %rdi
	movq	%r13, %rsi
	movq	%r12, %r15
	callq	*_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error@GOTPCREL(%rip)
.Ltmp102:
	jmp	.LBB23_92
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
	movq	%r13, %rdx
	addq	%rsi, %r13
	movabsq	$9223372036854775804, %rdi
	movq	%r13, %rax
	subq	%r12, %rax
	movq	%rax, %rcx
	shrq	$2, %rcx
	andl	$3, %eax
	cmpq	$1, %rax
	sbbq	$-1, %rcx
	cmpq	$4, %rcx
	movl	$3, %ebx
	cmovaeq	%rcx, %rbx
	leaq	4(,%rbx,4), %r14
	movabsq	$4611686018427387902, %rax
	cmpq	%rax, %rcx
	seta	%al
	cmpq	%rdi, %r14
	seta	%cl
	orb	%al, %cl
	je	.LBB23_12
	xorl	%ebp, %ebp
.LBB23_11:
	movq	%rbp, %rdi
	movq	%r14, %rsi
	callq	*_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error@GOTPCREL(%rip)
.LBB23_12:
	movq	%rsi, 88(%rsp)
	movq	%rdx, 80(%rsp)
	movq	%rbp, 72(%rsp)
	testq	%r14, %r14
	je	.LBB23_13
	callq	*_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl	$4, %ebp
	movl	$4, %esi
	movq	%r14, %rdi
	callq	*_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc@GOTPCREL(%rip)
	testq	%rax, %rax
	je	.LBB23_11
	incq	%rbx
	jmp	.LBB23_16
.LBB23_13:
	movl	$4, %eax
	xorl	%ebx, %ebx
.LBB23_16:
	movl	%r15d, (%rax)
	movq	%rbx, 32(%rsp)
	movq	%rax, %rsi
	movq	%rax, 40(%rsp)
	movq	$1, 48(%rsp)
	cmpq	%r13, %r12
	je	.LBB23_17
	movl	$1, %ebp
	leaq	32(%rsp), %r14
	jmp	.LBB23_19
	.p2align	4
.LBB23_30:
	movl	%r15d, (%rsi,%rbp,4)
	incq	%rbp
	movq	%rbp, 48(%rsp)
	cmpq	%r13, %r12
	je	.LBB23_31
.LBB23_19:
	movzbl	(%r12), %r15d
	testb	%r15b, %r15b
	js	.LBB23_21
	incq	%r12
	cmpq	32(%rsp), %rbp
	jne	.LBB23_30
	jmp	.LBB23_28
	.p2align	4
.LBB23_21:
	movl	%r15d, %eax
	andl	$31, %eax
	movzbl	1(%r12), %edx
	andl	$63, %edx
	cmpb	$-33, %r15b
	jbe	.LBB23_22
	movzbl	2(%r12), %ecx
	shll	$6, %edx
	andl	$63, %ecx
	orl	%edx, %ecx
	cmpb	$-16, %r15b
	jb	.LBB23_24
	movzbl	3(%r12), %r15d
	andl	$7, %eax
	shll	$18, %eax
	shll	$6, %ecx
	andl	$63, %r15d
	orl	%ecx, %r15d
	orl	%eax, %r15d
	cmpl	$1114112, %r15d
	je	.LBB23_31
	addq	$4, %r12
	cmpq	32(%rsp), %rbp
	jne	.LBB23_30
	jmp	.LBB23_28
.LBB23_22:
	addq	$2, %r12
	shll	$6, %eax
	orl	%edx, %eax
	movl	%eax, %r15d
	cmpq	32(%rsp), %rbp
	jne	.LBB23_30
	jmp	.LBB23_28
.LBB23_24:
	addq	$3, %r12
	shll	$12, %eax
	orl	%eax, %ecx
	movl	%ecx, %r15d
	cmpq	32(%rsp), %rbp
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
	movq	%r14, %rdi
	movq	%rbp, %rsi
	callq	_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$7reserve21do_reserve_and_handle17hb819d5be02b341d5E
.Ltmp71:
	movq	40(%rsp), %rsi
	jmp	.LBB23_30
.LBB23_31:
	movq	32(%rsp), %r15
	movq	40(%rsp), %rbx
	jmp	.LBB23_32
.LBB23_17:
	movq	%rbx, %r15
	movl	$1, %ebp
	movq	%rsi, %rbx
.LBB23_32:
	movq	$0, 8(%rsp)
	movq	$8, 16(%rsp)
	movq	$0, 24(%rsp)
	movl	$8, %eax
	movq	%rax, (%rsp)
	xorl	%r13d, %r13d
	movq	$0, 64(%rsp)
	xorl	%r12d, %r12d
	movabsq	$9223372036854775804, %r14
	movq	%r15, 96(%rsp)
.LBB23_33:
	movl	(%rbx,%r12,4), %eax
	cmpl	$91, %eax
	jne	.LBB23_34
	leaq	4(%r12), %rax
	cmpq	%rbp, %rax
	ja	.LBB23_108
	cmpl	$33, 4(%rbx,%r12,4)
	jne	.LBB23_108
	leaq	(,%r12,4), %rcx
	leaq	-12(,%rbp,4), %rax
	subq	%rcx, %rax
	leaq	(%rbx,%r12,4), %rcx
	movl	$4, %r14d
	.p2align	4
.LBB23_111:
	cmpl	$93, -4(%rcx,%r14,4)
	je	.LBB23_114
	incq	%r14
	addq	$-4, %rax
	jne	.LBB23_111
	jmp	.LBB23_113
	.p2align	4
.LBB23_108:
	leaq	3(%r12), %rcx
	movl	$21, %eax
	cmpq	%rbp, %rcx
	ja	.LBB23_109
	cmpl	$33, 4(%rbx,%r12,4)
	je	.LBB23_109
	leaq	1(%r12), %rdi
	leaq	(%rbx,%r12,4), %rsi
	addq	$4, %rsi
	leaq	(,%r12,4), %rdx
	leaq	-8(,%rbp,4), %rcx
	subq	%rdx, %rcx
	movl	$1, %r14d
	.p2align	4
.LBB23_128:
	cmpl	$93, (%rsi,%r14,4)
	je	.LBB23_132
	incq	%r14
	addq	$-4, %rcx
	jne	.LBB23_128
	jmp	.LBB23_130
.LBB23_132:
	leaq	(%r12,%r14), %rax
	incq	%rax
	cmpq	%r12, %rax
	jbe	.LBB23_117
	cmpq	%rbp, %rax
	ja	.LBB23_117
.Ltmp78:
	leaq	128(%rsp), %rdi
	movq	%r14, %rdx
	callq	_ZN4glob21parse_char_specifiers17h56c1844649a24a0eE
.Ltmp79:
	movq	144(%rsp), %rax
	leaq	40(%rsp), %rcx
	movq	%rax, 16(%rcx)
	movups	128(%rsp), %xmm0
	movups	%xmm0, (%rcx)
	movl	$4, 32(%rsp)
	cmpq	8(%rsp), %r13
	jne	.LBB23_138
.Ltmp81:
	leaq	8(%rsp), %rdi
	callq	*_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17h018b9efb60fe814aE@GOTPCREL(%rip)
.Ltmp82:
	movq	16(%rsp), %rax
	movq	%rax, (%rsp)
.LBB23_138:
	movq	%r13, %rax
	shlq	$5, %rax
	movups	32(%rsp), %xmm0
	movups	48(%rsp), %xmm1
	movq	(%rsp), %rcx
	movups	%xmm1, 16(%rcx,%rax)
	movups	%xmm0, (%rcx,%rax)
	leaq	1(%r13), %rax
	movq	%rax, 24(%rsp)
	addq	$2, %r14
	jmp	.LBB23_124
.LBB23_114:
	leaq	2(%r12), %rdi
	leaq	(%r12,%r14), %rax
	decq	%rax
	cmpq	%rdi, %rax
	jb	.LBB23_116
	cmpq	%rbp, %rax
	ja	.LBB23_116
	leaq	-3(%r14), %rdx
	leaq	(%rbx,%rdi,4), %rsi
.Ltmp73:
	leaq	104(%rsp), %rdi
	callq	_ZN4glob21parse_char_specifiers17h56c1844649a24a0eE
.Ltmp74:
	movq	120(%rsp), %rax
	leaq	40(%rsp), %rcx
	movq	%rax, 16(%rcx)
	movups	104(%rsp), %xmm0
	movups	%xmm0, (%rcx)
	movl	$5, 32(%rsp)
	cmpq	8(%rsp), %r13
	jne	.LBB23_123
.Ltmp75:
	leaq	8(%rsp), %rdi
	callq	*_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17h018b9efb60fe814aE@GOTPCREL(%rip)
.Ltmp76:
	movq	16(%rsp), %rax
	movq	%rax, (%rsp)
.LBB23_123:
	movq	%r13, %rax
	shlq	$5, %rax
	movups	32(%rsp), %xmm0
	movups	48(%rsp), %xmm1
	movq	(%rsp), %rcx
	movups	%xmm1, 16(%rcx,%rax)
	movups	%xmm0, (%rcx,%rax)
	leaq	1(%r13), %rax
	movq	%rax, 24(%rsp)
.LBB23_124:
	addq	%r14, %r12
	incq	%r13
	cmpq	%rbp, %r12
	movabsq	$9223372036854775804, %r14
	jb	.LBB23_33
	jmp	.LBB23_125
.LBB23_34:
	cmpl	$63, %eax
	je	.LBB23_76
	cmpl	$42, %eax
	jne	.LBB23_72
	movq	%r12, %r14
	cmpq	%rbp, %r12
	jae	.LBB23_37
.LBB23_82:
	cmpl	$42, (%rbx,%r14,4)
	setne	%al
	jne	.LBB23_38
	incq	%r14
	cmpq	%r14, %rbp
	jne	.LBB23_82
	movq	%rbp, %r14
	jmp	.LBB23_38
.LBB23_76:
	movl	$1, 32(%rsp)
	cmpq	8(%rsp), %r13
	jne	.LBB23_79
.Ltmp95:
	leaq	8(%rsp), %rdi
	callq	*_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17h018b9efb60fe814aE@GOTPCREL(%rip)
.Ltmp96:
	jmp	.LBB23_78
.LBB23_72:
	movl	%eax, 36(%rsp)
	movl	$0, 32(%rsp)
	cmpq	8(%rsp), %r13
	jne	.LBB23_79
.Ltmp98:
	leaq	8(%rsp), %rdi
	callq	*_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17h018b9efb60fe814aE@GOTPCREL(%rip)
.Ltmp99:
.LBB23_78:
	movq	16(%rsp), %rax
	movq	%rax, (%rsp)
.LBB23_79:
	movq	%r13, %rax
	shlq	$5, %rax
	movups	32(%rsp), %xmm0
	movups	48(%rsp), %xmm1
	movq	(%rsp), %rcx
	movups	%xmm1, 16(%rcx,%rax)
	movups	%xmm0, (%rcx,%rax)
	incq	%r13
	movq	%r13, 24(%rsp)
	incq	%r12
.LBB23_80:
	cmpq	%rbp, %r12
	jb	.LBB23_33
	jmp	.LBB23_125
.LBB23_37:
	xorl	%eax, %eax
	movq	%r12, %r14
.LBB23_38:
	movq	%r14, %rcx
	subq	%r12, %rcx
	cmpq	$2, %rcx
	ja	.LBB23_85
	jne	.LBB23_86
	cmpq	$2, %r14
	je	.LBB23_93
	leaq	-1(%r12), %rdi
	cmpq	%rbp, %rdi
	jae	.LBB23_91
	cmpl	$47, -4(%rbx,%r12,4)
	jne	.LBB23_43
.LBB23_93:
	testb	%al, %al
	je	.LBB23_94
	cmpl	$47, (%rbx,%r14,4)
	jne	.LBB23_94
	incq	%r14
	movq	%r14, %r12
	jmp	.LBB23_98
.LBB23_86:
	movl	$2, 32(%rsp)
	cmpq	8(%rsp), %r13
	jne	.LBB23_89
.Ltmp86:
	leaq	8(%rsp), %rdi
	callq	*_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17h018b9efb60fe814aE@GOTPCREL(%rip)
.Ltmp87:
	movq	16(%rsp), %rax
	movq	%rax, (%rsp)
.LBB23_89:
	movq	%r13, %rax
	shlq	$5, %rax
	movups	32(%rsp), %xmm0
	movups	48(%rsp), %xmm1
	movq	(%rsp), %rcx
	movups	%xmm1, 16(%rcx,%rax)
	movups	%xmm0, (%rcx,%rax)
	incq	%r13
	movq	%r13, 24(%rsp)
	movq	%r14, %r12
	movabsq	$9223372036854775804, %r14
	jmp	.LBB23_80
.LBB23_94:
	movq	%rbp, %r12
	cmpq	%rbp, %r14
	jne	.LBB23_95
.LBB23_98:
	cmpq	$1, %r13
	jbe	.LBB23_99
	movq	%r13, %rax
	shlq	$5, %rax
	movq	(%rsp), %rcx
	cmpl	$3, -32(%rcx,%rax)
	jne	.LBB23_99
	movabsq	$9223372036854775804, %r14
	jmp	.LBB23_80
.LBB23_99:
	movl	$3, 32(%rsp)
	cmpq	8(%rsp), %r13
	movabsq	$9223372036854775804, %r14
	jne	.LBB23_102
.Ltmp92:
	leaq	8(%rsp), %rdi
	callq	*_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17h018b9efb60fe814aE@GOTPCREL(%rip)
.Ltmp93:
	movq	16(%rsp), %rax
	movq	%rax, (%rsp)
.LBB23_102:
	movq	%r13, %rax
	shlq	$5, %rax
	movups	32(%rsp), %xmm0
	movups	48(%rsp), %xmm1
	movq	(%rsp), %rcx
	movups	%xmm1, 16(%rcx,%rax)
	movups	%xmm0, (%rcx,%rax)
	incq	%r13
	movq	%r13, 24(%rsp)
	movb	$1, %al
	movq	%rax, 64(%rsp)
	jmp	.LBB23_80
.LBB23_113:
	movl	$21, %eax
.LBB23_130:
	leaq	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.17(%rip), %rcx
.LBB23_131:
	movq	%r12, %rdi
	movabsq	$9223372036854775804, %r14
.LBB23_45:
	movq	72(%rsp), %rbp
	movq	%rcx, 8(%rbp)
	movq	%rax, 16(%rbp)
	movq	%rdi, 24(%rbp)
	addq	$4, %r14
	movq	%r14, (%rbp)
	testq	%r13, %r13
	je	.LBB23_51
	movq	(%rsp), %rax
	leaq	16(%rax), %r14
	movq	_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOTPCREL(%rip), %r15
	jmp	.LBB23_47
	.p2align	4
.LBB23_50:
	addq	$32, %r14
	decq	%r13
	je	.LBB23_51
.LBB23_47:
	cmpl	$4, -16(%r14)
	jb	.LBB23_50
	movq	-8(%r14), %rsi
	testq	%rsi, %rsi
	je	.LBB23_50
	movq	(%r14), %rdi
	shlq	$3, %rsi
	movl	$4, %edx
	callq	*%r15
	jmp	.LBB23_50
.LBB23_51:
	movq	8(%rsp), %rsi
	testq	%rsi, %rsi
	je	.LBB23_53
	shlq	$5, %rsi
	movl	$8, %edx
	movq	(%rsp), %rdi
	callq	*_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOTPCREL(%rip)
.LBB23_53:
	movq	96(%rsp), %r15
	testq	%r15, %r15
	je	.LBB23_56
.LBB23_55:
	shlq	$2, %r15
	movl	$4, %edx
	movq	%rbx, %rdi
	movq	%r15, %rsi
	callq	*_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOTPCREL(%rip)
.LBB23_56:
	movq	%rbp, %rax
	addq	$152, %rsp
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
.LBB23_109:
	.cfi_def_cfa_offset 208
	leaq	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.17(%rip), %rcx
	movq	%r12, %rdi
	jmp	.LBB23_45
.LBB23_125:
	movq	72(%rsp), %rbp
	movq	80(%rsp), %r13
	movq	64(%rsp), %rcx
	testq	%r13, %r13
	js	.LBB23_63
.LBB23_64:
	je	.LBB23_65
	movq	%rcx, 64(%rsp)
	movq	%r15, %r12
	movq	%rbp, %r15
	callq	*_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl	$1, %ebp
	movl	$1, %esi
	movq	%r13, %rdi
	callq	*_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc@GOTPCREL(%rip)
	testq	%rax, %rax
	je	.LBB23_67
	movq	%rax, %r14
	movq	%rax, %rdi
	movq	88(%rsp), %rsi
	movq	%r13, %rdx
	callq	*memcpy@GOTPCREL(%rip)
	movq	%r15, %rbp
	movq	%r12, %r15
	movq	64(%rsp), %rcx
	jmp	.LBB23_69
.LBB23_65:
	movl	$1, %r14d
.LBB23_69:
	movq	24(%rsp), %rax
	movq	%rax, 40(%rbp)
	movups	8(%rsp), %xmm0
	movups	%xmm0, 24(%rbp)
	movq	%r13, (%rbp)
	movq	%r14, 8(%rbp)
	movq	%r13, 16(%rbp)
	movb	%cl, 48(%rbp)
	testq	%r15, %r15
	jne	.LBB23_55
	jmp	.LBB23_56
.LBB23_85:
	addq	$2, %r12
	movl	$50, %eax
	leaq	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.15(%rip), %rcx
	jmp	.LBB23_131
.LBB23_95:
	movl	$53, %eax
	movq	%r14, %rdi
	jmp	.LBB23_44
.LBB23_117:
	leaq	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.18(%rip), %rcx
	jmp	.LBB23_118
.LBB23_43:
	movl	$53, %eax
.LBB23_44:
	movabsq	$9223372036854775804, %r14
	leaq	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.14(%rip), %rcx
	jmp	.LBB23_45
.LBB23_116:
	leaq	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.16(%rip), %rcx
.LBB23_118:
.Ltmp84:
	movq	%rax, %rsi
	movq	%rbp, %rdx
	callq	*_RNvNtNtCsgEmfK2I1SDS_4core5slice5index16slice_index_fail@GOTPCREL(%rip)
.Ltmp85:
	jmp	.LBB23_92
.LBB23_91:
.Ltmp89:
	leaq	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.13(%rip), %rdx
	movq	%rbp, %rsi
	callq	*_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check@GOTPCREL(%rip)
.Ltmp90:
.LBB23_92:
	ud2
.LBB23_103:
.Ltmp94:
	jmp	.LBB23_75
.LBB23_90:
.Ltmp88:
	jmp	.LBB23_75
.LBB23_74:
.Ltmp100:
	jmp	.LBB23_75
.LBB23_81:
.Ltmp97:
	jmp	.LBB23_75
.LBB23_144:
.Ltmp77:
	jmp	.LBB23_75
.LBB23_143:
.Ltmp83:
.LBB23_75:
	movq	%rax, %r14
	leaq	32(%rsp), %rdi
	callq	_ZN4core3ptr39drop_in_place$LT$glob..PatternToken$GT$17hffb2b2c6f93f0ca6E
	jmp	.LBB23_141
.LBB23_70:
.Ltmp80:
	jmp	.LBB23_140
.LBB23_57:
.Ltmp72:
	movq	%rax, %r14
	movq	32(%rsp), %rsi
	testq	%rsi, %rsi
	je	.LBB23_60
	movq	40(%rsp), %rdi
	shlq	$2, %rsi
	movl	$4, %edx
	jmp	.LBB23_59
.LBB23_71:
.Ltmp91:
	jmp	.LBB23_140
.LBB23_139:
.Ltmp103:
.LBB23_140:
	movq	%rax, %r14
.LBB23_141:
	leaq	8(%rsp), %rdi
	callq	_ZN4core3ptr62drop_in_place$LT$alloc..vec..Vec$LT$glob..PatternToken$GT$$GT$17hd075f4df5e491992E
	testq	%r15, %r15
	je	.LBB23_60
	shlq	$2, %r15
	movl	$4, %edx
	movq	%rbx, %rdi
	movq	%r15, %rsi
.LBB23_59:
	callq	*_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOTPCREL(%rip)
.LBB23_60:
	movq	%r14, %rdi
	callq	_Unwind_Resume@PLT
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

	.section	.text._ZN4glob7Pattern6escape17hbabfbf542a0f13abE,"ax",@progbits
	.globl	_ZN4glob7Pattern6escape17hbabfbf542a0f13abE
	.p2align	4
	.type	_ZN4glob7Pattern6escape17hbabfbf542a0f13abE,@function
_ZN4glob7Pattern6escape17hbabfbf542a0f13abE:
.Lfunc_begin8:
	.cfi_startproc
	.cfi_personality 155, DW.ref.rust_eh_personality
	.cfi_lsda 27, .Lexception8
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
	movq	%rdi, 32(%rsp)
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
	movq	%rdi, %rbp
	movq	%r12, %rsi
	callq	_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$7reserve21do_reserve_and_handle17hb819d5be02b341d5E
.Ltmp105:
	movq	16(%rsp), %rcx
	movq	24(%rsp), %rax
	movq	%rbp, %rdi
	jmp	.LBB24_14
.LBB24_29:
.Ltmp106:
	movl	$1, %edx
	movl	$1, %ecx
	movl	$1, %r8d
	movq	%rdi, %rbp
	movq	%rax, %rsi
	callq	_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$7reserve21do_reserve_and_handle17hb819d5be02b341d5E
.Ltmp107:
	movq	8(%rsp), %rsi
	movq	24(%rsp), %rax
	movq	%rbp, %rdi
	jmp	.LBB24_15
.LBB24_31:
.Ltmp108:
	movl	$1, %edx
	movl	$1, %ecx
	movl	$1, %r8d
	movq	%rdi, %rbx
	callq	_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$7reserve21do_reserve_and_handle17hb819d5be02b341d5E
.Ltmp109:
	movq	16(%rsp), %rcx
	movq	24(%rsp), %rax
	movq	%rbx, %rdi
	jmp	.LBB24_16
.LBB24_33:
.Ltmp110:
	movl	$1, %ecx
	movl	$1, %r8d
	movq	%r12, %rsi
	movq	%rbp, %rdx
	callq	_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$7reserve21do_reserve_and_handle17hb819d5be02b341d5E
.Ltmp111:
	movq	16(%rsp), %rcx
	movq	24(%rsp), %rax
	leaq	8(%rsp), %rdi
	cmpl	$128, %ebx
	jb	.LBB24_2
	jmp	.LBB24_22
.LBB24_35:
	movq	24(%rsp), %rcx
	movq	32(%rsp), %rax
	movq	%rcx, 16(%rax)
	movq	8(%rsp), %rcx
	movq	%rcx, (%rax)
	movq	16(%rsp), %rcx
	movq	%rcx, 8(%rax)
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
.LBB24_36:
	.cfi_def_cfa_offset 96
.Ltmp112:
	movq	%rax, %rbx
	movq	8(%rsp), %rsi
	testq	%rsi, %rsi
	je	.LBB24_38
	movq	16(%rsp), %rdi
	movl	$1, %edx
	callq	*_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOTPCREL(%rip)
.LBB24_38:
	movq	%rbx, %rdi
	callq	_Unwind_Resume@PLT
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

	.section	.text._ZN4glob7Pattern7matches17h8917f3b58075a4c5E,"ax",@progbits
	.globl	_ZN4glob7Pattern7matches17h8917f3b58075a4c5E
	.p2align	4
	.type	_ZN4glob7Pattern7matches17h8917f3b58075a4c5E,@function
_ZN4glob7Pattern7matches17h8917f3b58075a4c5E:
	.cfi_startproc
	pushq	%rax
	.cfi_def_cfa_offset 16
	movq	%rsi, %rax
	leaq	(%rdx,%rsi), %rcx
	movl	$1, %esi
	movq	%rax, %rdx
	xorl	%r8d, %r8d
	movl	$1, %r9d
	callq	_ZN4glob7Pattern12matches_from17h84e48aa900222994E
	testb	%al, %al
	sete	%al
	popq	%rcx
	.cfi_def_cfa_offset 8
	retq
.Lfunc_end25:
	.size	_ZN4glob7Pattern7matches17h8917f3b58075a4c5E, .Lfunc_end25-_ZN4glob7Pattern7matches17h8917f3b58075a4c5E
	.cfi_endproc

	.section	.text._ZN4glob9GlobError10into_error17h7ec19ba381a8ed38E,"ax",@progbits
	.globl	_ZN4glob9GlobError10into_error17h7ec19ba381a8ed38E
	.p2align	4
	.type	_ZN4glob9GlobError10into_error17h7ec19ba381a8ed38E,@function
_ZN4glob9GlobError10into_error17h7ec19ba381a8ed38E:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset %rbx, -16
	movq	(%rdi), %rsi
	movq	24(%rdi), %rbx
	testq	%rsi, %rsi
	je	.LBB26_2
	movq	8(%rdi), %rdi
	movl	$1, %edx
	callq	*_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOTPCREL(%rip)
.LBB26_2:
	movq	%rbx, %rax
	popq	%rbx
	.cfi_def_cfa_offset 8
	retq
.Lfunc_end26:
	.size	_ZN4glob9GlobError10into_error17h7ec19ba381a8ed38E, .Lfunc_end26-_ZN4glob9GlobError10into_error17h7ec19ba381a8ed38E
	.cfi_endproc

	.section	.text._ZN4glob9fill_todo17h063d56d1b0371a83E,"ax",@progbits
	.p2align	4
	.type	_ZN4glob9fill_todo17h063d56d1b0371a83E,@function
_ZN4glob9fill_todo17h063d56d1b0371a83E:
.Lfunc_begin9:
	.cfi_startproc
	.cfi_personality 155, DW.ref.rust_eh_personality
	.cfi_lsda 27, .Lexception9
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
	subq	$616, %rsp
	.cfi_def_cfa_offset 672
	.cfi_offset %rbx, -56
	.cfi_offset %r12, -48
	.cfi_offset %r13, -40
	.cfi_offset %r14, -32
	.cfi_offset %r15, -24
	.cfi_offset %rbp, -16
	movq	%rdx, %r14
	movq	%rcx, 48(%rsp)
	cmpq	%rdx, %rcx
	jae	.LBB27_57
	movq	%r9, %r12
	movq	%rsi, %r15
	movq	%rdi, %rbx
	imulq	$56, %rcx, %r13
	leaq	144(%rsp), %rdi
	movq	%r8, 40(%rsp)
	movq	%r8, %rsi
	movq	%r9, %rdx
	callq	*_RNvNtNtCsjrHSEGnQ3l9_3std3sys2fs8metadata@GOTPCREL(%rip)
	cmpl	$2, 144(%rsp)
	jne	.LBB27_2
	movq	152(%rsp), %rdi
	callq	_ZN4core3ptr42drop_in_place$LT$std..io..error..Error$GT$17h78de8bd851375ad6E
	movl	$0, 36(%rsp)
	jmp	.LBB27_4
.LBB27_2:
	movl	$61440, %eax
	andl	200(%rsp), %eax
	cmpl	$16384, %eax
	sete	%al
	movl	%eax, 36(%rsp)
.LBB27_4:
	movq	%r14, 136(%rsp)
	movq	%rbx, 16(%rsp)
	movq	%r15, 328(%rsp)
	movq	%r13, %r14
	addq	%r15, %r14
	movq	_RNvMs16_NtCsjrHSEGnQ3l9_3std4pathNtB6_4Path10components@GOTPCREL(%rip), %rbx
	leaq	336(%rsp), %rdi
	movq	40(%rsp), %rsi
	movq	%r12, 24(%rsp)
	movq	%r12, %rdx
	callq	*%rbx
	leaq	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.1(%rip), %rsi
	leaq	400(%rsp), %rdi
	movl	$1, %edx
	callq	*%rbx
	movq	344(%rsp), %rdx
	cmpq	408(%rsp), %rdx
	movq	%r14, 56(%rsp)
	jne	.LBB27_5
	movzbl	392(%rsp), %eax
	cmpb	456(%rsp), %al
	jne	.LBB27_5
	cmpb	$2, 393(%rsp)
	jne	.LBB27_5
	cmpb	$2, 457(%rsp)
	jne	.LBB27_5
	movq	336(%rsp), %rdi
	movq	400(%rsp), %rsi
	callq	*bcmp@GOTPCREL(%rip)
	testl	%eax, %eax
	je	.LBB27_28
.LBB27_5:
	movups	336(%rsp), %xmm0
	movups	352(%rsp), %xmm1
	movups	368(%rsp), %xmm2
	movups	384(%rsp), %xmm3
	movaps	%xmm3, 112(%rsp)
	movaps	%xmm2, 96(%rsp)
	movaps	%xmm1, 80(%rsp)
	movaps	%xmm0, 64(%rsp)
	movups	400(%rsp), %xmm0
	movups	416(%rsp), %xmm1
	movups	432(%rsp), %xmm2
	movups	448(%rsp), %xmm3
	movaps	%xmm3, 192(%rsp)
	movaps	%xmm2, 176(%rsp)
	movaps	%xmm1, 160(%rsp)
	movaps	%xmm0, 144(%rsp)
	leaq	520(%rsp), %rdi
	leaq	64(%rsp), %rsi
	callq	*_RNvXsj_NtCsjrHSEGnQ3l9_3std4pathNtB5_10ComponentsNtNtNtNtCsgEmfK2I1SDS_4core4iter6traits12double_ended19DoubleEndedIterator9next_back@GOTPCREL(%rip)
	movzbl	520(%rsp), %r15d
	cmpb	$10, %r15b
	jne	.LBB27_6
.LBB27_21:
	leaq	464(%rsp), %rdi
	leaq	144(%rsp), %rsi
	callq	*_RNvXsj_NtCsjrHSEGnQ3l9_3std4pathNtB5_10ComponentsNtNtNtNtCsgEmfK2I1SDS_4core4iter6traits12double_ended19DoubleEndedIterator9next_back@GOTPCREL(%rip)
	cmpb	$10, 464(%rsp)
	sete	%al
	movq	56(%rsp), %r14
	jmp	.LBB27_29
.LBB27_6:
	movq	_RNvXsj_NtCsjrHSEGnQ3l9_3std4pathNtB5_10ComponentsNtNtNtNtCsgEmfK2I1SDS_4core4iter6traits12double_ended19DoubleEndedIterator9next_back@GOTPCREL(%rip), %rax
	jmp	.LBB27_7
.LBB27_22:
	cmpb	%cl, %r14b
	jne	.LBB27_23
	.p2align	4
.LBB27_20:
	leaq	520(%rsp), %rdi
	leaq	64(%rsp), %rsi
	movq	_RNvXsj_NtCsjrHSEGnQ3l9_3std4pathNtB5_10ComponentsNtNtNtNtCsgEmfK2I1SDS_4core4iter6traits12double_ended19DoubleEndedIterator9next_back@GOTPCREL(%rip), %rbx
	callq	*%rbx
	movq	%rbx, %rax
	movzbl	520(%rsp), %r15d
	cmpb	$10, %r15b
	je	.LBB27_21
.LBB27_7:
	movzbl	521(%rsp), %r14d
	movq	528(%rsp), %r12
	movq	536(%rsp), %rbx
	movq	544(%rsp), %rbp
	movq	552(%rsp), %r13
	leaq	464(%rsp), %rdi
	leaq	144(%rsp), %rsi
	callq	*%rax
	movzbl	464(%rsp), %ecx
	cmpq	$10, %rcx
	je	.LBB27_23
	movzbl	%r15b, %eax
	leaq	-5(%rax), %rdi
	cmpb	$6, %al
	movl	$0, %esi
	cmovbq	%rsi, %rdi
	leaq	-5(%rcx), %rdx
	cmpb	$6, %cl
	cmovbq	%rsi, %rdx
	cmpq	%rdx, %rdi
	jne	.LBB27_23
	movq	472(%rsp), %rsi
	movq	480(%rsp), %rdx
	cmpl	$4, %edi
	je	.LBB27_17
	testq	%rdi, %rdi
	jne	.LBB27_20
	cmpb	%cl, %r15b
	jne	.LBB27_23
	movzbl	465(%rsp), %ecx
	movq	488(%rsp), %r8
	movq	496(%rsp), %r15
	leaq	.LJTI27_0(%rip), %rdi
	movslq	(%rdi,%rax,4), %rax
	addq	%rdi, %rax
	jmpq	*%rax
.LBB27_17:
	cmpq	%rdx, %rbx
	jne	.LBB27_23
	movq	%r12, %rdi
	movq	%rbx, %rdx
	callq	*bcmp@GOTPCREL(%rip)
	testl	%eax, %eax
	je	.LBB27_20
	jmp	.LBB27_23
.LBB27_13:
	cmpq	%rdx, %rbx
	jne	.LBB27_23
	movq	%r12, %rdi
	movq	%rbx, %rdx
	movq	%r8, %rbx
	callq	*bcmp@GOTPCREL(%rip)
	testl	%eax, %eax
	jne	.LBB27_23
	cmpq	%r15, %r13
	jne	.LBB27_23
	movq	%rbx, %rsi
	movq	%rbp, %rdi
	movq	%r13, %rdx
	callq	*bcmp@GOTPCREL(%rip)
	testl	%eax, %eax
	je	.LBB27_20
.LBB27_23:
	xorl	%eax, %eax
	movq	56(%rsp), %r14
	jmp	.LBB27_29
.LBB27_28:
	movb	$1, %al
.LBB27_29:
	movb	%al, 15(%rsp)
	movq	32(%r14), %r15
	movq	40(%r14), %r12
	movq	$0, 144(%rsp)
	movq	$1, 152(%rsp)
	movq	$0, 160(%rsp)
	testq	%r12, %r12
	je	.LBB27_186
	shlq	$5, %r12
	addq	%r15, %r12
	movl	$1, %edi
	xorl	%r8d, %r8d
	leaq	144(%rsp), %rbx
	jmp	.LBB27_31
	.p2align	4
.LBB27_187:
	movb	%bpl, (%rdi,%rax)
.LBB27_44:
	addq	%r14, %r8
	movq	%r8, 160(%rsp)
	addq	$32, %r15
	cmpq	%r12, %r15
	je	.LBB27_45
.LBB27_31:
	cmpl	$0, (%r15)
	jne	.LBB27_49
	movq	%r8, %r14
	movl	4(%r15), %ebp
	movl	$1, %r8d
	cmpl	$128, %ebp
	jb	.LBB27_35
	movl	$2, %r8d
	cmpl	$2048, %ebp
	jb	.LBB27_35
	cmpl	$65536, %ebp
	movl	$4, %r8d
	sbbq	$0, %r8
.LBB27_35:
	movq	144(%rsp), %rcx
	subq	%r14, %rcx
	movq	%r14, %rax
	cmpq	%rcx, %r8
	ja	.LBB27_36
	cmpl	$128, %ebp
	jb	.LBB27_187
.LBB27_39:
	movl	%ebp, %ecx
	andb	$63, %cl
	orb	$-128, %cl
	movl	%ebp, %edx
	shrl	$6, %edx
	cmpl	$2048, %ebp
	jae	.LBB27_41
	orb	$-64, %dl
	movb	%dl, (%rdi,%rax)
	movb	%cl, 1(%rdi,%rax)
	jmp	.LBB27_44
	.p2align	4
.LBB27_41:
	andb	$63, %dl
	orb	$-128, %dl
	movl	%ebp, %esi
	shrl	$12, %esi
	cmpl	$65535, %ebp
	ja	.LBB27_43
	orb	$-32, %sil
	movb	%sil, (%rdi,%rax)
	movb	%dl, 1(%rdi,%rax)
	movb	%cl, 2(%rdi,%rax)
	jmp	.LBB27_44
.LBB27_43:
	andb	$63, %sil
	orb	$-128, %sil
	shrl	$18, %ebp
	orb	$-16, %bpl
	movb	%bpl, (%rdi,%rax)
	movb	%sil, 1(%rdi,%rax)
	movb	%dl, 2(%rdi,%rax)
	movb	%cl, 3(%rdi,%rax)
	jmp	.LBB27_44
.LBB27_36:
.Ltmp113:
	movl	$1, %ecx
	movq	%r8, %rdx
	movl	$1, %r8d
	movq	%rbx, %rdi
	movq	%r14, %rsi
	movq	%rdx, %r13
	callq	_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$7reserve21do_reserve_and_handle17hb819d5be02b341d5E
.Ltmp114:
	movq	152(%rsp), %rdi
	movq	160(%rsp), %rax
	movq	%r13, %r8
	cmpl	$128, %ebp
	jb	.LBB27_187
	jmp	.LBB27_39
.LBB27_186:
	movl	$1, %ebp
	xorl	%r8d, %r8d
	xorl	%r15d, %r15d
	xorl	%ebx, %ebx
	movq	24(%rsp), %r12
.LBB27_154:
	movzbl	15(%rsp), %r13d
	testb	%r13b, %r13b
	je	.LBB27_155
	movq	%r15, 64(%rsp)
	movq	%rbp, 72(%rsp)
	movq	%r8, 80(%rsp)
	jmp	.LBB27_158
.LBB27_49:
	movq	144(%rsp), %rsi
	testq	%rsi, %rsi
	movq	24(%rsp), %r12
	je	.LBB27_51
	movl	$1, %edx
	callq	*_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOTPCREL(%rip)
	jmp	.LBB27_51
.LBB27_45:
	movq	144(%rsp), %r15
	movq	%r15, %rax
	negq	%rax
	movq	24(%rsp), %r12
	jno	.LBB27_46
.LBB27_51:
	cmpb	$0, 36(%rsp)
	je	.LBB27_52
	leaq	144(%rsp), %rdi
	movq	40(%rsp), %rsi
	movq	%r12, %rdx
	callq	*_RNvNtNtCsjrHSEGnQ3l9_3std3sys2fs8read_dir@GOTPCREL(%rip)
	movzbl	152(%rsp), %eax
	movq	144(%rsp), %r14
	cmpb	$2, %al
	jne	.LBB27_60
	movq	16(%rsp), %r15
	jmp	.LBB27_107
.LBB27_155:
.Ltmp176:
	leaq	64(%rsp), %rdi
	movq	40(%rsp), %rsi
	movq	%r12, %rdx
	movq	%rbp, %rcx
	callq	*_RNvMs16_NtCsjrHSEGnQ3l9_3std4pathNtB6_4Path5__join@GOTPCREL(%rip)
.Ltmp177:
.LBB27_158:
	movl	36(%rsp), %eax
	andb	%bl, %al
	cmpb	$1, %al
	jne	.LBB27_174
	movq	72(%rsp), %r14
	movq	80(%rsp), %rbx
.LBB27_160:
	movq	64(%rsp), %r12
	movq	48(%rsp), %rcx
	incq	%rcx
	movq	136(%rsp), %rdx
	cmpq	%rdx, %rcx
	jne	.LBB27_161
	movq	%r12, 152(%rsp)
	movq	%r14, 160(%rsp)
	movq	%rbx, 168(%rsp)
	movq	$-1, 176(%rsp)
	movq	$0, 144(%rsp)
	movq	16(%rsp), %r14
	movq	16(%r14), %rbx
	cmpq	(%r14), %rbx
	jne	.LBB27_166
.Ltmp187:
	movq	%r14, %rdi
	callq	*_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17hcda5a82c98a27951E@GOTPCREL(%rip)
.Ltmp188:
.LBB27_166:
	movq	8(%r14), %rax
	leaq	(%rbx,%rbx,4), %rcx
	movq	176(%rsp), %rdx
	movq	%rdx, 32(%rax,%rcx,8)
	movups	144(%rsp), %xmm0
	movups	160(%rsp), %xmm1
	movups	%xmm1, 16(%rax,%rcx,8)
	movups	%xmm0, (%rax,%rcx,8)
	incq	%rbx
	movq	%rbx, 16(%r14)
	jmp	.LBB27_178
.LBB27_174:
	testb	%bl, %bl
	jne	.LBB27_175
	movq	72(%rsp), %r14
	movq	80(%rsp), %rbx
.Ltmp179:
	leaq	144(%rsp), %rdi
	movq	%r14, %rsi
	movq	%rbx, %rdx
	callq	*_RNvNtNtCsjrHSEGnQ3l9_3std3sys2fs8metadata@GOTPCREL(%rip)
.Ltmp180:
	cmpl	$2, 144(%rsp)
	jne	.LBB27_160
	movq	152(%rsp), %rdi
.Ltmp181:
	callq	_ZN4core3ptr42drop_in_place$LT$std..io..error..Error$GT$17h78de8bd851375ad6E
.Ltmp182:
.LBB27_175:
	movq	64(%rsp), %rsi
	testq	%rsi, %rsi
	je	.LBB27_178
	movq	72(%rsp), %rdi
	movl	$1, %edx
	jmp	.LBB27_177
.LBB27_161:
.Ltmp184:
	movl	672(%rsp), %eax
	movl	%eax, (%rsp)
	movq	16(%rsp), %rdi
	movq	328(%rsp), %rsi
	movq	%r14, %r8
	movq	%rbx, %r9
	callq	_ZN4glob9fill_todo17h063d56d1b0371a83E
.Ltmp185:
	testq	%r12, %r12
	je	.LBB27_178
	movl	$1, %edx
	movq	%r14, %rdi
	movq	%r12, %rsi
.LBB27_177:
	callq	*_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOTPCREL(%rip)
.LBB27_178:
	testq	%r15, %r15
	sete	%al
	orb	%r13b, %al
	jne	.LBB27_52
	movl	$1, %edx
	movq	%rbp, %rdi
	movq	%r15, %rsi
	callq	*_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOTPCREL(%rip)
	jmp	.LBB27_52
.LBB27_46:
	movq	152(%rsp), %rbp
	cmpq	$1, %r8
	je	.LBB27_152
	cmpq	$2, %r8
	jne	.LBB27_48
	cmpw	$11822, (%rbp)
	sete	%bl
	movl	$2, %r8d
	jmp	.LBB27_154
.LBB27_60:
	movq	$0, 464(%rsp)
	leaq	464(%rsp), %rcx
	movq	%rcx, 64(%rsp)
	leaq	15(%rsp), %rcx
	movq	%rcx, 72(%rsp)
	leaq	80(%rsp), %r12
	movq	%r14, 80(%rsp)
	movb	%al, 88(%rsp)
.Ltmp116:
	leaq	144(%rsp), %rdi
	leaq	64(%rsp), %rsi
	callq	_ZN106_$LT$core..iter..adapters..GenericShunt$LT$I$C$R$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h7bf3d4670bd1daf2E
.Ltmp117:
	movq	144(%rsp), %r14
	movq	%r14, %rax
	negq	%rax
	jno	.LBB27_62
	movq	80(%rsp), %rax
	lock		decq	(%rax)
	movl	$8, %r15d
	jne	.LBB27_66
	#MEMBARRIER
.Ltmp137:
	movq	%r12, %rdi
	callq	*_RNvMsn_NtCslNYArtu3iFV_5alloc4syncINtB5_3ArcNtNtNtNtCsjrHSEGnQ3l9_3std3sys2fs4unix12InnerReadDirE9drop_slowBO_@GOTPCREL(%rip)
.Ltmp138:
.LBB27_66:
	xorl	%ebx, %ebx
	xorl	%r12d, %r12d
	movq	464(%rsp), %r14
	testq	%r14, %r14
	je	.LBB27_104
.LBB27_82:
	testq	%rbx, %rbx
	je	.LBB27_87
	leaq	8(%r15), %r13
	movq	_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOTPCREL(%rip), %rbp
	jmp	.LBB27_84
	.p2align	4
.LBB27_86:
	addq	$24, %r13
	decq	%rbx
	je	.LBB27_87
.LBB27_84:
	movq	-8(%r13), %rsi
	testq	%rsi, %rsi
	je	.LBB27_86
	movq	(%r13), %rdi
	movl	$1, %edx
	callq	*%rbp
	jmp	.LBB27_86
.LBB27_87:
	testq	%r12, %r12
	je	.LBB27_106
	shlq	$3, %r12
	leaq	(%r12,%r12,2), %rsi
	movl	$8, %edx
	movq	%r15, %rdi
	callq	*_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOTPCREL(%rip)
	jmp	.LBB27_106
.LBB27_62:
	movq	152(%rsp), %r15
	movq	160(%rsp), %r13
	callq	*_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl	$96, %edi
	movl	$8, %esi
	callq	*_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc@GOTPCREL(%rip)
	testq	%rax, %rax
	je	.LBB27_63
	movq	%rax, %rbx
	movq	%r14, (%rax)
	movq	%r15, 8(%rax)
	movq	%r13, 16(%rax)
	movq	$4, 336(%rsp)
	movq	%rax, 344(%rsp)
	movq	$1, 352(%rsp)
	movups	64(%rsp), %xmm0
	movups	80(%rsp), %xmm1
	movaps	%xmm1, 160(%rsp)
	movaps	%xmm0, 144(%rsp)
	movl	$1, %r14d
	movl	$40, %r15d
	jmp	.LBB27_71
	.p2align	4
.LBB27_92:
	movq	344(%rsp), %rbx
.LBB27_74:
	movq	%rbp, -16(%rbx,%r15)
	movq	%r13, -8(%rbx,%r15)
	movq	%r12, (%rbx,%r15)
	incq	%r14
	movq	%r14, 352(%rsp)
	addq	$24, %r15
.LBB27_71:
.Ltmp119:
	leaq	400(%rsp), %rdi
	leaq	144(%rsp), %rsi
	callq	_ZN106_$LT$core..iter..adapters..GenericShunt$LT$I$C$R$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h7bf3d4670bd1daf2E
.Ltmp120:
	movq	400(%rsp), %rbp
	movabsq	$-9223372036854775808, %rax
	cmpq	%rax, %rbp
	je	.LBB27_78
	movq	408(%rsp), %r13
	movq	416(%rsp), %r12
	cmpq	336(%rsp), %r14
	jne	.LBB27_74
.Ltmp122:
	movl	$1, %edx
	movl	$8, %ecx
	movl	$24, %r8d
	leaq	336(%rsp), %rdi
	movq	%r14, %rsi
	callq	_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$7reserve21do_reserve_and_handle17hb819d5be02b341d5E
.Ltmp123:
	jmp	.LBB27_92
.LBB27_78:
	movq	160(%rsp), %rax
	lock		decq	(%rax)
	jne	.LBB27_80
	leaq	160(%rsp), %rdi
	#MEMBARRIER
.Ltmp128:
	callq	*_RNvMsn_NtCslNYArtu3iFV_5alloc4syncINtB5_3ArcNtNtNtNtCsjrHSEGnQ3l9_3std3sys2fs4unix12InnerReadDirE9drop_slowBO_@GOTPCREL(%rip)
.Ltmp129:
.LBB27_80:
	movq	336(%rsp), %r12
	movq	344(%rsp), %r15
	movq	352(%rsp), %rbx
	movq	464(%rsp), %r14
	testq	%r14, %r14
	jne	.LBB27_82
.LBB27_104:
	movabsq	$-9223372036854775808, %rax
	cmpq	%rax, %r12
	jne	.LBB27_111
	movq	%r15, %r14
.LBB27_106:
	movq	16(%rsp), %r15
	movq	24(%rsp), %r12
.LBB27_107:
.Ltmp164:
	leaq	64(%rsp), %rdi
	movq	40(%rsp), %rsi
	movq	%r12, %rdx
	callq	*_RNvMs16_NtCsjrHSEGnQ3l9_3std4pathNtB6_4Path11to_path_buf@GOTPCREL(%rip)
.Ltmp165:
	movq	80(%rsp), %rax
	movq	%rax, 168(%rsp)
	movups	64(%rsp), %xmm0
	movups	%xmm0, 152(%rsp)
	movq	%r14, 176(%rsp)
	movq	$1, 144(%rsp)
	movq	16(%r15), %rbx
	cmpq	(%r15), %rbx
	jne	.LBB27_110
.Ltmp170:
	movq	%r15, %rdi
	callq	*_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17hcda5a82c98a27951E@GOTPCREL(%rip)
.Ltmp171:
.LBB27_110:
	movq	8(%r15), %rax
	leaq	(%rbx,%rbx,4), %rcx
	movq	176(%rsp), %rdx
	movq	%rdx, 32(%rax,%rcx,8)
	movups	144(%rsp), %xmm0
	movups	160(%rsp), %xmm1
	movups	%xmm1, 16(%rax,%rcx,8)
	movups	%xmm0, (%rax,%rcx,8)
	incq	%rbx
	movq	%rbx, 16(%r15)
.LBB27_52:
	addq	$616, %rsp
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
.LBB27_152:
	.cfi_def_cfa_offset 672
	cmpb	$46, (%rbp)
	sete	%bl
	movl	$1, %r8d
	jmp	.LBB27_154
.LBB27_48:
	xorl	%ebx, %ebx
	jmp	.LBB27_154
.LBB27_111:
	movq	%r12, 400(%rsp)
	movq	%r15, 408(%rsp)
	movq	%rbx, 416(%rsp)
	cmpq	$2, %rbx
	jae	.LBB27_112
.LBB27_115:
	leaq	(,%rbx,8), %rax
	leaq	(%rax,%rax,2), %r14
	leaq	(%r15,%r14), %rax
	movq	%r15, 576(%rsp)
	movq	%r15, 584(%rsp)
	movq	%r12, 592(%rsp)
	movq	%rax, 600(%rsp)
	leaq	48(%rsp), %rax
	movq	%rax, 608(%rsp)
	movq	16(%rsp), %rcx
	movq	(%rcx), %rax
	movq	16(%rcx), %rsi
	subq	%rsi, %rax
	cmpq	%rax, %rbx
	ja	.LBB27_116
	testq	%rbx, %rbx
	je	.LBB27_121
.LBB27_119:
	leaq	(%rsi,%rsi,4), %rcx
	shlq	$3, %rcx
	movq	16(%rsp), %rax
	addq	8(%rax), %rcx
	leaq	-24(%r14), %rax
	movabsq	$-6148914691236517205, %rdx
	mulq	%rdx
	shrq	$4, %rdx
	addq	%rdx, %rsi
	incq	%rsi
	xorl	%eax, %eax
	.p2align	4
.LBB27_120:
	movq	16(%r15,%rax), %rdx
	movq	%rdx, 160(%rsp)
	movups	(%r15,%rax), %xmm0
	movaps	%xmm0, 144(%rsp)
	movq	48(%rsp), %rdx
	movq	$0, (%rcx)
	movq	160(%rsp), %rdi
	movq	%rdi, 24(%rcx)
	movaps	144(%rsp), %xmm0
	movups	%xmm0, 8(%rcx)
	movq	%rdx, 32(%rcx)
	addq	$40, %rcx
	addq	$24, %rax
	cmpq	%rax, %r14
	jne	.LBB27_120
.LBB27_121:
	movq	16(%rsp), %rax
	movq	%rsi, 16(%rax)
	testq	%r12, %r12
	je	.LBB27_123
	shlq	$3, %r12
	leaq	(%r12,%r12,2), %rsi
	movl	$8, %edx
	movq	%r15, %rdi
	callq	*_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOTPCREL(%rip)
.LBB27_123:
	imulq	$56, 48(%rsp), %rax
	movq	328(%rsp), %r12
	cmpq	$0, 40(%r12,%rax)
	movq	56(%rsp), %rbx
	je	.LBB27_52
	addq	%r12, %rax
	movq	32(%rax), %rax
	cmpl	$0, (%rax)
	jne	.LBB27_52
	cmpl	$46, 4(%rax)
	jne	.LBB27_52
	leaq	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.1(%rip), %rdx
	leaq	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.1+1(%rip), %rcx
	movq	%rbx, %rdi
	movl	$1, %esi
	xorl	%r8d, %r8d
	movl	672(%rsp), %ebp
	movl	%ebp, %r9d
	callq	_ZN4glob7Pattern12matches_from17h84e48aa900222994E
	testb	%al, %al
	jne	.LBB27_127
	leaq	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.1(%rip), %rcx
	leaq	64(%rsp), %rdi
	movl	$1, %r8d
	movq	40(%rsp), %rsi
	movq	24(%rsp), %rdx
	callq	*_RNvMs16_NtCsjrHSEGnQ3l9_3std4pathNtB6_4Path5__join@GOTPCREL(%rip)
	movq	64(%rsp), %r14
	movq	72(%rsp), %r15
	movq	80(%rsp), %r9
	movq	48(%rsp), %rcx
	incq	%rcx
	movq	136(%rsp), %rdx
	cmpq	%rdx, %rcx
	jne	.LBB27_136
	movq	%r14, 152(%rsp)
	movq	%r15, 160(%rsp)
	movq	%r9, 168(%rsp)
	movq	$-1, 176(%rsp)
	movq	$0, 144(%rsp)
	movq	16(%rsp), %r14
	movq	16(%r14), %rbx
	cmpq	(%r14), %rbx
	jne	.LBB27_142
.Ltmp153:
	movq	%r14, %rdi
	callq	*_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17hcda5a82c98a27951E@GOTPCREL(%rip)
.Ltmp154:
.LBB27_142:
	movq	8(%r14), %rax
	leaq	(%rbx,%rbx,4), %rcx
	movq	176(%rsp), %rdx
	movq	%rdx, 32(%rax,%rcx,8)
	movups	144(%rsp), %xmm0
	movups	160(%rsp), %xmm1
	movups	%xmm1, 16(%rax,%rcx,8)
	movups	%xmm0, (%rax,%rcx,8)
	incq	%rbx
	movq	%rbx, 16(%r14)
	jmp	.LBB27_139
.LBB27_136:
.Ltmp151:
	movl	672(%rsp), %eax
	movl	%eax, (%rsp)
	movq	16(%rsp), %rdi
	movq	%r12, %rsi
	movq	%r15, %r8
	callq	_ZN4glob9fill_todo17h063d56d1b0371a83E
.Ltmp152:
	testq	%r14, %r14
	je	.LBB27_139
	movl	$1, %edx
	movq	%r15, %rdi
	movq	%r14, %rsi
	callq	*_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOTPCREL(%rip)
.LBB27_139:
	movq	56(%rsp), %rbx
	movl	672(%rsp), %ebp
.LBB27_127:
	leaq	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.2(%rip), %rdx
	leaq	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.2+2(%rip), %rcx
	movq	%rbx, %rdi
	movl	$1, %esi
	xorl	%r8d, %r8d
	movl	%ebp, %r9d
	callq	_ZN4glob7Pattern12matches_from17h84e48aa900222994E
	testb	%al, %al
	jne	.LBB27_52
	leaq	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.2(%rip), %rcx
	leaq	64(%rsp), %rdi
	movl	$2, %r8d
	movq	40(%rsp), %rsi
	movq	24(%rsp), %rdx
	callq	*_RNvMs16_NtCsjrHSEGnQ3l9_3std4pathNtB6_4Path5__join@GOTPCREL(%rip)
	movq	64(%rsp), %r14
	movq	72(%rsp), %r15
	movq	80(%rsp), %r9
	movq	48(%rsp), %rcx
	incq	%rcx
	movq	136(%rsp), %rdx
	cmpq	%rdx, %rcx
	jne	.LBB27_129
	movq	%r14, 152(%rsp)
	movq	%r15, 160(%rsp)
	movq	%r9, 168(%rsp)
	movq	$-1, 176(%rsp)
	movq	$0, 144(%rsp)
	movq	16(%rsp), %r14
	movq	16(%r14), %rbx
	cmpq	(%r14), %rbx
	jne	.LBB27_134
.Ltmp158:
	movq	%r14, %rdi
	callq	*_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17hcda5a82c98a27951E@GOTPCREL(%rip)
.Ltmp159:
.LBB27_134:
	movq	8(%r14), %rax
	leaq	(%rbx,%rbx,4), %rcx
	movq	176(%rsp), %rdx
	movq	%rdx, 32(%rax,%rcx,8)
	movups	144(%rsp), %xmm0
	movups	160(%rsp), %xmm1
	movups	%xmm1, 16(%rax,%rcx,8)
	movups	%xmm0, (%rax,%rcx,8)
	incq	%rbx
	movq	%rbx, 16(%r14)
	jmp	.LBB27_52
.LBB27_129:
.Ltmp155:
	movl	672(%rsp), %eax
	movl	%eax, (%rsp)
	movq	16(%rsp), %rdi
	movq	%r12, %rsi
	movq	%r15, %r8
	callq	_ZN4glob9fill_todo17h063d56d1b0371a83E
.Ltmp156:
	testq	%r14, %r14
	je	.LBB27_52
	movl	$1, %edx
	movq	%r15, %rdi
	movq	%r14, %rsi
	callq	*_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOTPCREL(%rip)
	jmp	.LBB27_52
.LBB27_112:
	cmpq	$21, %rbx
	jae	.LBB27_113
.Ltmp145:
	movq	%r15, %rdi
	movq	%rbx, %rsi
	callq	_ZN4core5slice4sort6shared9smallsort25insertion_sort_shift_left17hfd74ee99f42078e6E
.Ltmp146:
	jmp	.LBB27_115
.LBB27_116:
.Ltmp148:
	movl	$8, %ecx
	movl	$40, %r8d
	movq	16(%rsp), %rdi
	movq	%rbx, %rdx
	callq	_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$7reserve21do_reserve_and_handle17hb819d5be02b341d5E
.Ltmp149:
	movq	16(%rsp), %rax
	movq	16(%rax), %rsi
	jmp	.LBB27_119
.LBB27_57:
	leaq	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.19(%rip), %rdx
	movq	%rcx, %rdi
	movq	%r14, %rsi
	callq	*_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check@GOTPCREL(%rip)
.LBB27_63:
.Ltmp131:
	movl	$8, %edi
	movl	$96, %esi
	callq	*_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error@GOTPCREL(%rip)
.Ltmp132:
	ud2
.LBB27_113:
.Ltmp143:
	leaq	144(%rsp), %rdx
	movq	%r15, %rdi
	movq	%rbx, %rsi
	callq	*_ZN4core5slice4sort6stable14driftsort_main17hfed4e79557b162c0E@GOTPCREL(%rip)
.Ltmp144:
	jmp	.LBB27_115
.LBB27_147:
.Ltmp147:
	movq	%rax, %rbx
	leaq	400(%rsp), %rdi
	callq	_ZN4core3ptr62drop_in_place$LT$alloc..vec..Vec$LT$std..path..PathBuf$GT$$GT$17h6586a8ba3c0be681E
	movq	%rbx, %rdi
	callq	_Unwind_Resume@PLT
.LBB27_188:
.Ltmp150:
	movq	%rax, %rbx
	leaq	576(%rsp), %rdi
	callq	_ZN4core3ptr163drop_in_place$LT$core..iter..adapters..map..Map$LT$alloc..vec..into_iter..IntoIter$LT$std..path..PathBuf$GT$$C$glob..fill_todo..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$17hd1c7bd9255d5c14bE
	movq	%rbx, %rdi
	callq	_Unwind_Resume@PLT
.LBB27_143:
.Ltmp160:
	movq	%rax, %rbx
.Ltmp161:
	leaq	144(%rsp), %rdi
	callq	_ZN4core3ptr101drop_in_place$LT$core..result..Result$LT$$LP$std..path..PathBuf$C$usize$RP$$C$glob..GlobError$GT$$GT$17h6215f2685c56781aE
.Ltmp162:
	jmp	.LBB27_56
.LBB27_144:
.Ltmp163:
	callq	*_RNvNtCsgEmfK2I1SDS_4core9panicking16panic_in_cleanup@GOTPCREL(%rip)
.LBB27_145:
.Ltmp157:
	movq	%rax, %rbx
	testq	%r14, %r14
	je	.LBB27_56
	movl	$1, %edx
	movq	%r15, %rdi
	movq	%r14, %rsi
	jmp	.LBB27_55
.LBB27_53:
.Ltmp115:
	movq	%rax, %rbx
	movq	144(%rsp), %rsi
	testq	%rsi, %rsi
	je	.LBB27_56
	movq	152(%rsp), %rdi
	movl	$1, %edx
	jmp	.LBB27_55
.LBB27_94:
.Ltmp130:
	movq	%rax, %rbx
	jmp	.LBB27_95
.LBB27_102:
.Ltmp139:
	movq	%rax, %rbx
	jmp	.LBB27_100
.LBB27_68:
.Ltmp133:
	movq	%rax, %rbx
	testq	%r14, %r14
	je	.LBB27_98
	movl	$1, %edx
	movq	%r15, %rdi
	movq	%r14, %rsi
	callq	*_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOTPCREL(%rip)
	jmp	.LBB27_98
.LBB27_167:
.Ltmp189:
	movq	%rax, %rbx
.Ltmp190:
	leaq	144(%rsp), %rdi
	callq	_ZN4core3ptr101drop_in_place$LT$core..result..Result$LT$$LP$std..path..PathBuf$C$usize$RP$$C$glob..GlobError$GT$$GT$17h6215f2685c56781aE
.Ltmp191:
	jmp	.LBB27_183
.LBB27_168:
.Ltmp192:
	callq	*_RNvNtCsgEmfK2I1SDS_4core9panicking16panic_in_cleanup@GOTPCREL(%rip)
.LBB27_149:
.Ltmp172:
	movq	%rax, %rbx
.Ltmp173:
	leaq	144(%rsp), %rdi
	callq	_ZN4core3ptr101drop_in_place$LT$core..result..Result$LT$$LP$std..path..PathBuf$C$usize$RP$$C$glob..GlobError$GT$$GT$17h6215f2685c56781aE
.Ltmp174:
	jmp	.LBB27_56
.LBB27_150:
.Ltmp175:
	callq	*_RNvNtCsgEmfK2I1SDS_4core9panicking16panic_in_cleanup@GOTPCREL(%rip)
.LBB27_97:
.Ltmp118:
	movq	%rax, %rbx
.LBB27_98:
	movq	80(%rsp), %rax
	lock		decq	(%rax)
	jne	.LBB27_100
	#MEMBARRIER
.Ltmp134:
	movq	%r12, %rdi
	callq	*_RNvMsn_NtCslNYArtu3iFV_5alloc4syncINtB5_3ArcNtNtNtNtCsjrHSEGnQ3l9_3std3sys2fs4unix12InnerReadDirE9drop_slowBO_@GOTPCREL(%rip)
.Ltmp135:
	jmp	.LBB27_100
.LBB27_96:
.Ltmp136:
	callq	*_RNvNtCsgEmfK2I1SDS_4core9panicking16panic_in_cleanup@GOTPCREL(%rip)
.LBB27_169:
.Ltmp186:
	movq	%rax, %rbx
	testq	%r12, %r12
	je	.LBB27_183
	movl	$1, %edx
	movq	%r14, %rdi
	movq	%r12, %rsi
	jmp	.LBB27_182
.LBB27_180:
.Ltmp183:
	movq	%rax, %rbx
	movq	64(%rsp), %rsi
	testq	%rsi, %rsi
	je	.LBB27_183
	movl	$1, %edx
	movq	%r14, %rdi
.LBB27_182:
	callq	*_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOTPCREL(%rip)
.LBB27_183:
	testb	%r13b, %r13b
	je	.LBB27_184
	jmp	.LBB27_56
.LBB27_151:
.Ltmp166:
	movq	%rax, %rbx
.Ltmp167:
	movq	%r14, %rdi
	callq	_ZN4core3ptr42drop_in_place$LT$std..io..error..Error$GT$17h78de8bd851375ad6E
.Ltmp168:
	jmp	.LBB27_56
.LBB27_148:
.Ltmp169:
	callq	*_RNvNtCsgEmfK2I1SDS_4core9panicking16panic_in_cleanup@GOTPCREL(%rip)
.LBB27_156:
.Ltmp178:
	movq	%rax, %rbx
.LBB27_184:
	testq	%r15, %r15
	je	.LBB27_56
	movl	$1, %edx
	movq	%rbp, %rdi
	movq	%r15, %rsi
.LBB27_55:
	callq	*_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOTPCREL(%rip)
	movq	%rbx, %rdi
	callq	_Unwind_Resume@PLT
.LBB27_89:
.Ltmp124:
	movq	%rax, %rbx
	testq	%rbp, %rbp
	je	.LBB27_76
	movl	$1, %edx
	movq	%r13, %rdi
	movq	%rbp, %rsi
	callq	*_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOTPCREL(%rip)
	jmp	.LBB27_76
.LBB27_75:
.Ltmp121:
	movq	%rax, %rbx
.LBB27_76:
	movq	160(%rsp), %rax
	lock		decq	(%rax)
	jne	.LBB27_95
	leaq	160(%rsp), %rdi
	#MEMBARRIER
.Ltmp125:
	callq	*_RNvMsn_NtCslNYArtu3iFV_5alloc4syncINtB5_3ArcNtNtNtNtCsjrHSEGnQ3l9_3std3sys2fs4unix12InnerReadDirE9drop_slowBO_@GOTPCREL(%rip)
.Ltmp126:
.LBB27_95:
	leaq	336(%rsp), %rdi
	callq	_ZN4core3ptr62drop_in_place$LT$alloc..vec..Vec$LT$std..path..PathBuf$GT$$GT$17h6586a8ba3c0be681E
.LBB27_100:
	movq	464(%rsp), %rdi
	testq	%rdi, %rdi
	je	.LBB27_56
.Ltmp140:
	callq	_ZN4core3ptr42drop_in_place$LT$std..io..error..Error$GT$17h78de8bd851375ad6E
.Ltmp141:
.LBB27_56:
	movq	%rbx, %rdi
	callq	_Unwind_Resume@PLT
.LBB27_93:
.Ltmp127:
	callq	*_RNvNtCsgEmfK2I1SDS_4core9panicking16panic_in_cleanup@GOTPCREL(%rip)
.LBB27_103:
.Ltmp142:
	callq	*_RNvNtCsgEmfK2I1SDS_4core9panicking16panic_in_cleanup@GOTPCREL(%rip)
.Lfunc_end27:
	.size	_ZN4glob9fill_todo17h063d56d1b0371a83E, .Lfunc_end27-_ZN4glob9fill_todo17h063d56d1b0371a83E
	.cfi_endproc
	.section	.rodata._ZN4glob9fill_todo17h063d56d1b0371a83E,"a",@progbits
	.p2align	2, 0x0
.LJTI27_0:
	.long	.LBB27_17-.LJTI27_0
	.long	.LBB27_13-.LJTI27_0
	.long	.LBB27_22-.LJTI27_0
	.long	.LBB27_17-.LJTI27_0
	.long	.LBB27_13-.LJTI27_0
	.long	.LBB27_22-.LJTI27_0
	.section	.gcc_except_table._ZN4glob9fill_todo17h063d56d1b0371a83E,"a",@progbits
	.p2align	2, 0x0
GCC_except_table27:
.Lexception9:
	.byte	255
	.byte	155
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
	.uleb128 .Ltmp176-.Ltmp114
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
	.uleb128 .Ltmp116-.Lfunc_begin9
	.uleb128 .Ltmp117-.Ltmp116
	.uleb128 .Ltmp118-.Lfunc_begin9
	.byte	0
	.uleb128 .Ltmp137-.Lfunc_begin9
	.uleb128 .Ltmp138-.Ltmp137
	.uleb128 .Ltmp139-.Lfunc_begin9
	.byte	0
	.uleb128 .Ltmp138-.Lfunc_begin9
	.uleb128 .Ltmp119-.Ltmp138
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
	.uleb128 .Ltmp190-.Lfunc_begin9
	.uleb128 .Ltmp191-.Ltmp190
	.uleb128 .Ltmp192-.Lfunc_begin9
	.byte	1
	.uleb128 .Ltmp173-.Lfunc_begin9
	.uleb128 .Ltmp174-.Ltmp173
	.uleb128 .Ltmp175-.Lfunc_begin9
	.byte	1
	.uleb128 .Ltmp134-.Lfunc_begin9
	.uleb128 .Ltmp135-.Ltmp134
	.uleb128 .Ltmp136-.Lfunc_begin9
	.byte	1
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

	.section	.text._ZN4glob9glob_with17h764e3cd5f6cc5af0E,"ax",@progbits
	.globl	_ZN4glob9glob_with17h764e3cd5f6cc5af0E
	.p2align	4
	.type	_ZN4glob9glob_with17h764e3cd5f6cc5af0E,@function
_ZN4glob9glob_with17h764e3cd5f6cc5af0E:
.Lfunc_begin10:
	.cfi_startproc
	.cfi_personality 155, DW.ref.rust_eh_personality
	.cfi_lsda 27, .Lexception10
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
	subq	$504, %rsp
	.cfi_def_cfa_offset 560
	.cfi_offset %rbx, -56
	.cfi_offset %r12, -48
	.cfi_offset %r13, -40
	.cfi_offset %r14, -32
	.cfi_offset %r15, -24
	.cfi_offset %rbp, -16
	movl	%ecx, %ebp
	movq	%rdx, %r15
	movq	%rsi, %r14
	movq	%rdi, %rbx
	movabsq	$-9223372036854775808, %r12
	leaq	320(%rsp), %rdi
	callq	*_ZN4glob7Pattern3new17hda133f4823591a1cE@GOTPCREL(%rip)
	movq	320(%rsp), %rsi
	movq	%rsi, %rax
	negq	%rax
	jno	.LBB28_2
	movq	344(%rsp), %rax
	movq	%rax, 24(%rbx)
	movups	328(%rsp), %xmm0
	movups	%xmm0, 8(%rbx)
	movq	%r12, (%rbx)
	jmp	.LBB28_104
.LBB28_2:
	movq	%r15, 144(%rsp)
	movl	%ebp, 60(%rsp)
	movq	%rbx, 216(%rsp)
	jae	.LBB28_4
	movq	328(%rsp), %rdi
	movl	$1, %edx
	callq	*_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOTPCREL(%rip)
.LBB28_4:
	movq	352(%rsp), %rbx
	movq	360(%rsp), %r15
	testq	%r15, %r15
	je	.LBB28_10
	leaq	16(%rbx), %r12
	movq	_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOTPCREL(%rip), %r13
	jmp	.LBB28_7
	.p2align	4
.LBB28_6:
	addq	$32, %r12
	decq	%r15
	je	.LBB28_10
.LBB28_7:
	cmpl	$4, -16(%r12)
	jb	.LBB28_6
	movq	-8(%r12), %rsi
	testq	%rsi, %rsi
	je	.LBB28_6
	movq	(%r12), %rdi
	shlq	$3, %rsi
	movl	$4, %edx
	callq	*%r13
	jmp	.LBB28_6
.LBB28_10:
	movq	344(%rsp), %rsi
	testq	%rsi, %rsi
	je	.LBB28_12
	shlq	$5, %rsi
	movl	$8, %edx
	movq	%rbx, %rdi
	callq	*_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOTPCREL(%rip)
.LBB28_12:
	leaq	64(%rsp), %rdi
	movq	%r14, %rsi
	movq	144(%rsp), %r13
	movq	%r13, %rdx
	callq	*_RNvMs16_NtCsjrHSEGnQ3l9_3std4pathNtB6_4Path10components@GOTPCREL(%rip)
	leaq	376(%rsp), %rbx
	movups	64(%rsp), %xmm0
	movups	80(%rsp), %xmm1
	movups	96(%rsp), %xmm2
	movups	112(%rsp), %xmm3
	movups	%xmm3, 424(%rsp)
	movups	%xmm2, 408(%rsp)
	movups	%xmm1, 392(%rsp)
	movups	%xmm0, 376(%rsp)
	movb	$11, 320(%rsp)
	leaq	64(%rsp), %rdi
	movq	%rbx, %rsi
	callq	*_RNvXsi_NtCsjrHSEGnQ3l9_3std4pathNtB5_10ComponentsNtNtNtNtCsgEmfK2I1SDS_4core4iter6traits8iterator8Iterator4next@GOTPCREL(%rip)
	movq	112(%rsp), %rax
	movq	%rax, 368(%rsp)
	movups	64(%rsp), %xmm0
	movups	80(%rsp), %xmm1
	movups	96(%rsp), %xmm2
	movaps	%xmm2, 352(%rsp)
	movaps	%xmm1, 336(%rsp)
	movaps	%xmm0, 320(%rsp)
	movzbl	320(%rsp), %eax
	cmpb	$6, %al
	ja	.LBB28_15
	leaq	64(%rsp), %r15
	movq	_RNvXsi_NtCsjrHSEGnQ3l9_3std4pathNtB5_10ComponentsNtNtNtNtCsgEmfK2I1SDS_4core4iter6traits8iterator8Iterator4next@GOTPCREL(%rip), %r12
	.p2align	4
.LBB28_14:
	movb	$11, 320(%rsp)
	movq	%r15, %rdi
	movq	%rbx, %rsi
	callq	*%r12
	movq	112(%rsp), %rax
	movq	%rax, 368(%rsp)
	movups	64(%rsp), %xmm0
	movups	80(%rsp), %xmm1
	movups	96(%rsp), %xmm2
	movaps	%xmm2, 352(%rsp)
	movaps	%xmm1, 336(%rsp)
	movaps	%xmm0, 320(%rsp)
	movzbl	320(%rsp), %eax
	cmpb	$7, %al
	jb	.LBB28_14
.LBB28_15:
	movq	328(%rsp), %rsi
	movq	336(%rsp), %rcx
	movups	(%rbx), %xmm0
	movups	16(%rbx), %xmm1
	movups	32(%rbx), %xmm2
	movups	48(%rbx), %xmm3
	movaps	%xmm0, 224(%rsp)
	movaps	%xmm1, 240(%rsp)
	movaps	%xmm2, 256(%rsp)
	movaps	%xmm3, 272(%rsp)
	movq	$0, 32(%rsp)
	movq	$1, 40(%rsp)
	movq	$0, 48(%rsp)
	movzbl	%al, %eax
	movl	$1, %edx
	addl	$-7, %eax
	leaq	.LJTI28_0(%rip), %rdi
	movslq	(%rdi,%rax,4), %rax
	addq	%rdi, %rax
	jmpq	*%rax
.LBB28_16:
	leaq	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.1(%rip), %rsi
	jmp	.LBB28_20
.LBB28_17:
	movq	%rcx, %rdx
	jmp	.LBB28_20
.LBB28_18:
	movq	$0, 24(%rsp)
	xorl	%eax, %eax
	jmp	.LBB28_33
.LBB28_19:
	leaq	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.2(%rip), %rsi
	movl	$2, %edx
.LBB28_20:
.Ltmp193:
	leaq	32(%rsp), %rdi
	callq	*_RNvMsr_NtCsjrHSEGnQ3l9_3std4pathNtB5_7PathBuf5__push@GOTPCREL(%rip)
.Ltmp194:
	movaps	224(%rsp), %xmm0
	movaps	240(%rsp), %xmm1
	movaps	256(%rsp), %xmm2
	movaps	272(%rsp), %xmm3
	movaps	%xmm3, 112(%rsp)
	movaps	%xmm2, 96(%rsp)
	movaps	%xmm1, 80(%rsp)
	movaps	%xmm0, 64(%rsp)
.Ltmp195:
	leaq	152(%rsp), %rdi
	leaq	64(%rsp), %rsi
	callq	*_RNvXsi_NtCsjrHSEGnQ3l9_3std4pathNtB5_10ComponentsNtNtNtNtCsgEmfK2I1SDS_4core4iter6traits8iterator8Iterator4next@GOTPCREL(%rip)
.Ltmp196:
	movzbl	152(%rsp), %eax
	cmpb	$10, %al
	je	.LBB28_32
	leaq	.LJTI28_1(%rip), %r12
	movq	_RNvMsr_NtCsjrHSEGnQ3l9_3std4pathNtB5_7PathBuf5__push@GOTPCREL(%rip), %rbp
	leaq	152(%rsp), %r15
	leaq	64(%rsp), %r13
	movq	_RNvXsi_NtCsjrHSEGnQ3l9_3std4pathNtB5_10ComponentsNtNtNtNtCsgEmfK2I1SDS_4core4iter6traits8iterator8Iterator4next@GOTPCREL(%rip), %rbx
	.p2align	4
.LBB28_24:
	movzbl	%al, %eax
	leaq	-5(%rax), %rdx
	cmpb	$6, %al
	movl	$0, %eax
	cmovbq	%rax, %rdx
	movslq	(%r12,%rdx,4), %rax
	addq	%r12, %rax
	leaq	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.0(%rip), %rsi
	jmpq	*%rax
.LBB28_25:
	movq	192(%rsp), %rsi
	movq	200(%rsp), %rdx
	jmp	.LBB28_29
	.p2align	4
.LBB28_26:
	movq	160(%rsp), %rsi
	movq	168(%rsp), %rdx
	jmp	.LBB28_29
.LBB28_27:
	movl	$1, %edx
	leaq	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.1(%rip), %rsi
	jmp	.LBB28_29
.LBB28_28:
	movl	$2, %edx
	leaq	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.2(%rip), %rsi
	.p2align	4
.LBB28_29:
.Ltmp198:
	leaq	32(%rsp), %rdi
	callq	*%rbp
.Ltmp199:
.Ltmp200:
	movq	%r15, %rdi
	movq	%r13, %rsi
	callq	*%rbx
.Ltmp201:
	movzbl	152(%rsp), %eax
	cmpb	$10, %al
	jne	.LBB28_24
.LBB28_32:
	movq	32(%rsp), %rax
	movq	40(%rsp), %rdx
	movq	48(%rsp), %rcx
	movq	%rcx, 24(%rsp)
	movq	144(%rsp), %r13
.LBB28_33:
.Ltmp203:
	movq	%rax, 16(%rsp)
	movq	%rdx, 8(%rsp)
	leaq	224(%rsp), %rdi
	movq	%r14, %rsi
	movq	%r13, %rdx
	callq	*_RNvMs16_NtCsjrHSEGnQ3l9_3std4pathNtB6_4Path10components@GOTPCREL(%rip)
.Ltmp204:
	movups	224(%rsp), %xmm0
	movups	240(%rsp), %xmm1
	movups	256(%rsp), %xmm2
	movups	272(%rsp), %xmm3
	movaps	%xmm3, 112(%rsp)
	movaps	%xmm2, 96(%rsp)
	movaps	%xmm1, 80(%rsp)
	movaps	%xmm0, 64(%rsp)
	movq	$0, 152(%rsp)
	movq	$1, 160(%rsp)
	movq	$0, 168(%rsp)
.Ltmp205:
	leaq	224(%rsp), %rdi
	leaq	64(%rsp), %rsi
	callq	*_RNvXsi_NtCsjrHSEGnQ3l9_3std4pathNtB5_10ComponentsNtNtNtNtCsgEmfK2I1SDS_4core4iter6traits8iterator8Iterator4next@GOTPCREL(%rip)
.Ltmp206:
	movzbl	224(%rsp), %eax
	cmpb	$10, %al
	je	.LBB28_45
	leaq	.LJTI28_2(%rip), %rbp
	movq	_RNvMsr_NtCsjrHSEGnQ3l9_3std4pathNtB5_7PathBuf5__push@GOTPCREL(%rip), %rbx
	leaq	224(%rsp), %r13
	leaq	64(%rsp), %r15
	movq	_RNvXsi_NtCsjrHSEGnQ3l9_3std4pathNtB5_10ComponentsNtNtNtNtCsgEmfK2I1SDS_4core4iter6traits8iterator8Iterator4next@GOTPCREL(%rip), %r12
	.p2align	4
.LBB28_37:
	movzbl	%al, %eax
	leaq	-5(%rax), %rdx
	cmpb	$6, %al
	movl	$0, %eax
	cmovbq	%rax, %rdx
	movslq	(%rbp,%rdx,4), %rax
	addq	%rbp, %rax
	leaq	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.0(%rip), %rsi
	jmpq	*%rax
.LBB28_38:
	movq	264(%rsp), %rsi
	movq	272(%rsp), %rdx
	jmp	.LBB28_42
	.p2align	4
.LBB28_39:
	movq	232(%rsp), %rsi
	movq	240(%rsp), %rdx
	jmp	.LBB28_42
.LBB28_40:
	movl	$1, %edx
	leaq	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.1(%rip), %rsi
	jmp	.LBB28_42
.LBB28_41:
	movl	$2, %edx
	leaq	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.2(%rip), %rsi
	.p2align	4
.LBB28_42:
.Ltmp208:
	leaq	152(%rsp), %rdi
	callq	*%rbx
.Ltmp209:
.Ltmp210:
	movq	%r13, %rdi
	movq	%r15, %rsi
	callq	*%r12
.Ltmp211:
	movzbl	224(%rsp), %eax
	cmpb	$10, %al
	jne	.LBB28_37
.LBB28_45:
	movq	152(%rsp), %r12
	movq	160(%rsp), %rsi
	movq	168(%rsp), %rdx
.Ltmp213:
	leaq	64(%rsp), %rdi
	movq	%rsi, 208(%rsp)
	movq	8(%rsp), %r15
	callq	*_RNvNtNtCsgEmfK2I1SDS_4core3str8converts9from_utf8@GOTPCREL(%rip)
.Ltmp214:
	movq	144(%rsp), %rbx
	cmpl	$1, 64(%rsp)
	je	.LBB28_105
	movq	80(%rsp), %r13
.Ltmp215:
	leaq	64(%rsp), %rdi
	movq	%r15, %rsi
	movq	24(%rsp), %rdx
	callq	*_RNvNtNtCsgEmfK2I1SDS_4core3str8converts9from_utf8@GOTPCREL(%rip)
.Ltmp216:
	cmpl	$1, 64(%rsp)
	je	.LBB28_106
	subq	80(%rsp), %r13
	jne	.LBB28_52
	callq	*_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl	$1, %edi
	movl	$1, %esi
	callq	*_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc@GOTPCREL(%rip)
	testq	%rax, %rax
	je	.LBB28_108
	movb	$46, (%rax)
	movq	$1, 32(%rsp)
	movq	%rax, 40(%rsp)
	movq	$1, 48(%rsp)
	jmp	.LBB28_57
.LBB28_52:
	cmpq	%rbx, %r13
	jae	.LBB28_55
	cmpb	$-65, (%r14,%r13)
	jg	.LBB28_56
.LBB28_54:
.Ltmp217:
	leaq	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.21(%rip), %r8
	movq	%r14, %rdi
	movq	%rbx, %rsi
	xorl	%edx, %edx
	movq	%r13, %rcx
	callq	*_RNvNtCsgEmfK2I1SDS_4core3str16slice_error_fail@GOTPCREL(%rip)
.Ltmp218:
	jmp	.LBB28_110
.LBB28_55:
	jne	.LBB28_54
.LBB28_56:
.Ltmp219:
	leaq	32(%rsp), %rdi
	movq	%r14, %rsi
	movq	%r13, %rdx
	callq	*_RNvMs16_NtCsjrHSEGnQ3l9_3std4pathNtB6_4Path11to_path_buf@GOTPCREL(%rip)
.Ltmp220:
.LBB28_57:
	movq	%r12, 136(%rsp)
	movq	$0, 152(%rsp)
	movq	$8, 160(%rsp)
	movq	$0, 168(%rsp)
	cmpq	%r13, %rbx
	movq	%r13, %rbp
	cmovbq	%rbx, %rbp
	testq	%rbp, %rbp
	sete	%al
	movq	%r13, 296(%rsp)
	cmpq	%rbx, %r13
	setae	%cl
	orb	%al, %cl
	jne	.LBB28_59
	cmpb	$-65, (%r14,%rbp)
	jle	.LBB28_109
.LBB28_59:
	movq	%rbx, %rax
	subq	%rbp, %rax
	movq	%rax, 304(%rsp)
	addq	%r14, %rbp
	addq	%rbx, %r14
	movl	$8, %eax
	movq	%rax, 24(%rsp)
	xorl	%r12d, %r12d
	xorl	%ebx, %ebx
	movq	%rbp, 312(%rsp)
	xorl	%r15d, %r15d
	jmp	.LBB28_61
	.p2align	4
.LBB28_60:
	imulq	$56, %r12, %rax
	movq	496(%rsp), %rcx
	movq	24(%rsp), %rdx
	movq	%rcx, 48(%rdx,%rax)
	incq	%r12
	movups	448(%rsp), %xmm0
	movups	464(%rsp), %xmm1
	movups	480(%rsp), %xmm2
	movups	%xmm2, 32(%rdx,%rax)
	movups	%xmm1, 16(%rdx,%rax)
	movups	%xmm0, (%rdx,%rax)
	movq	%r12, 168(%rsp)
	cmpq	%r14, %r13
	je	.LBB28_77
.LBB28_61:
	movq	%r15, %rax
	movq	%rbx, %r15
	jmp	.LBB28_64
	.p2align	4
.LBB28_62:
	leaq	1(%r13), %rbp
.LBB28_63:
	movq	%rbp, %r15
	subq	%r13, %r15
	addq	%rdx, %r15
	movq	%r15, %rbx
	cmpl	$47, %ecx
	je	.LBB28_72
.LBB28_64:
	movq	%r15, %rdx
	movq	%rbp, %r13
	cmpq	%r14, %rbp
	je	.LBB28_71
	movzbl	(%r13), %ecx
	testb	%cl, %cl
	jns	.LBB28_62
	movl	%ecx, %esi
	andl	$31, %esi
	movzbl	1(%r13), %r8d
	andl	$63, %r8d
	cmpb	$-33, %cl
	jbe	.LBB28_69
	movzbl	2(%r13), %edi
	shll	$6, %r8d
	andl	$63, %edi
	orl	%r8d, %edi
	cmpb	$-16, %cl
	jb	.LBB28_70
	leaq	4(%r13), %rbp
	movzbl	3(%r13), %ecx
	andl	$7, %esi
	shll	$18, %esi
	shll	$6, %edi
	andl	$63, %ecx
	orl	%edi, %ecx
	orl	%esi, %ecx
	jmp	.LBB28_63
.LBB28_69:
	leaq	2(%r13), %rbp
	shll	$6, %esi
	orl	%r8d, %esi
	movl	%esi, %ecx
	jmp	.LBB28_63
.LBB28_70:
	leaq	3(%r13), %rbp
	shll	$12, %esi
	orl	%esi, %edi
	movl	%edi, %ecx
	jmp	.LBB28_63
	.p2align	4
.LBB28_71:
	movq	%rax, %r15
	movq	%r14, %rbp
	movq	%rdx, %rbx
	movq	304(%rsp), %rcx
	movq	%rcx, %rdx
	cmpq	%rax, %rcx
	je	.LBB28_77
.LBB28_72:
	movq	312(%rsp), %rcx
	leaq	(%rcx,%rax), %rsi
	subq	%rax, %rdx
.Ltmp224:
	leaq	64(%rsp), %rdi
	callq	*_ZN4glob7Pattern3new17hda133f4823591a1cE@GOTPCREL(%rip)
.Ltmp225:
	movq	64(%rsp), %rax
	leaq	72(%rsp), %rdx
	movups	(%rdx), %xmm0
	movaps	%xmm0, 224(%rsp)
	movq	16(%rdx), %rcx
	movq	%rcx, 240(%rsp)
	movabsq	$-9223372036854775808, %rcx
	cmpq	%rcx, %rax
	je	.LBB28_87
	movq	40(%rdx), %rcx
	leaq	456(%rsp), %rsi
	movq	%rcx, 40(%rsi)
	movups	24(%rdx), %xmm0
	movups	%xmm0, 24(%rsi)
	movq	%rax, 448(%rsp)
	movq	240(%rsp), %rax
	movq	%rax, 16(%rsi)
	movaps	224(%rsp), %xmm0
	movups	%xmm0, (%rsi)
	cmpq	152(%rsp), %r12
	jne	.LBB28_60
.Ltmp227:
	leaq	152(%rsp), %rdi
	callq	*_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17h6716fcc255080458E@GOTPCREL(%rip)
.Ltmp228:
	movq	160(%rsp), %rax
	movq	%rax, 24(%rsp)
	jmp	.LBB28_60
.LBB28_77:
	movq	144(%rsp), %rbx
	cmpq	%rbx, 296(%rsp)
	movq	136(%rsp), %r13
	jne	.LBB28_82
	movq	$0, 64(%rsp)
	movq	$1, 72(%rsp)
	xorps	%xmm0, %xmm0
	movups	%xmm0, 80(%rsp)
	movq	$8, 96(%rsp)
	movq	$0, 104(%rsp)
	movb	$0, 112(%rsp)
	cmpq	152(%rsp), %r12
	jne	.LBB28_81
.Ltmp230:
	leaq	152(%rsp), %rdi
	callq	*_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17h6716fcc255080458E@GOTPCREL(%rip)
.Ltmp231:
	movq	160(%rsp), %rax
	movq	%rax, 24(%rsp)
.LBB28_81:
	imulq	$56, %r12, %rax
	movq	112(%rsp), %rcx
	movq	24(%rsp), %rdx
	movq	%rcx, 48(%rdx,%rax)
	movups	64(%rsp), %xmm0
	movups	80(%rsp), %xmm1
	movups	96(%rsp), %xmm2
	movups	%xmm2, 32(%rdx,%rax)
	movups	%xmm1, 16(%rdx,%rax)
	movups	%xmm0, (%rdx,%rax)
	incq	%r12
	movq	%r12, 168(%rsp)
.LBB28_82:
	testq	%rbx, %rbx
	je	.LBB28_93
	movsbl	-1(%r14), %eax
	testl	%eax, %eax
	movq	216(%rsp), %rbx
	movl	60(%rsp), %edi
	movq	8(%rsp), %r15
	movq	16(%rsp), %r12
	jns	.LBB28_98
	movzbl	-2(%r14), %ecx
	cmpb	$-64, %cl
	jge	.LBB28_94
	movzbl	-3(%r14), %edx
	cmpb	$-64, %dl
	jge	.LBB28_95
	movzbl	-4(%r14), %esi
	andl	$7, %esi
	shll	$6, %esi
	andl	$63, %edx
	orl	%esi, %edx
	jmp	.LBB28_96
.LBB28_87:
	movq	240(%rsp), %rax
	movq	216(%rsp), %rbx
	movq	%rax, 24(%rbx)
	movaps	224(%rsp), %xmm0
	movups	%xmm0, 8(%rbx)
	movabsq	$-9223372036854775808, %rax
	movq	%rax, (%rbx)
	leaq	152(%rsp), %rdi
	callq	_ZN4core3ptr57drop_in_place$LT$alloc..vec..Vec$LT$glob..Pattern$GT$$GT$17h052a199752424196E
	movq	32(%rsp), %rsi
	testq	%rsi, %rsi
	je	.LBB28_89
	movq	40(%rsp), %rdi
	movl	$1, %edx
	callq	*_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOTPCREL(%rip)
.LBB28_89:
	movq	136(%rsp), %rsi
	testq	%rsi, %rsi
	movq	8(%rsp), %r14
	movq	16(%rsp), %r15
	je	.LBB28_91
	movl	$1, %edx
	movq	208(%rsp), %rdi
	callq	*_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOTPCREL(%rip)
.LBB28_91:
	testq	%r15, %r15
	je	.LBB28_104
	movl	$1, %edx
	movq	%r14, %rdi
	movq	%r15, %rsi
	jmp	.LBB28_103
.LBB28_93:
	xorl	%eax, %eax
	movq	216(%rsp), %rbx
	movl	60(%rsp), %edi
	movq	8(%rsp), %r15
	movq	16(%rsp), %r12
	jmp	.LBB28_99
.LBB28_94:
	andl	$31, %ecx
	jmp	.LBB28_97
.LBB28_95:
	andl	$15, %edx
.LBB28_96:
	shll	$6, %edx
	andl	$63, %ecx
	orl	%edx, %ecx
.LBB28_97:
	shll	$6, %ecx
	andl	$63, %eax
	orl	%ecx, %eax
.LBB28_98:
	cmpl	$47, %eax
	sete	%al
.LBB28_99:
	movq	168(%rsp), %rcx
	movq	%rcx, 16(%rbx)
	movups	152(%rsp), %xmm0
	movups	%xmm0, (%rbx)
	movups	32(%rsp), %xmm0
	movups	%xmm0, 48(%rbx)
	movq	48(%rsp), %rcx
	movq	%rcx, 64(%rbx)
	movq	$0, 24(%rbx)
	movq	$8, 32(%rbx)
	movq	$0, 40(%rbx)
	movb	%al, 72(%rbx)
	movl	%edi, %eax
	shrl	$16, %eax
	movb	%al, 75(%rbx)
	movw	%di, 73(%rbx)
	testq	%r13, %r13
	je	.LBB28_101
	movl	$1, %edx
	movq	208(%rsp), %rdi
	movq	%r13, %rsi
	callq	*_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOTPCREL(%rip)
.LBB28_101:
	testq	%r12, %r12
	je	.LBB28_104
	movl	$1, %edx
	movq	%r15, %rdi
	movq	%r12, %rsi
.LBB28_103:
	callq	*_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOTPCREL(%rip)
.LBB28_104:
	movq	%rbx, %rax
	addq	$504, %rsp
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
.LBB28_105:
	.cfi_def_cfa_offset 560
	leaq	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.24(%rip), %rdi
	jmp	.LBB28_107
.LBB28_106:
	leaq	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.23(%rip), %rdi
.LBB28_107:
.Ltmp235:
	callq	*_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed@GOTPCREL(%rip)
.Ltmp236:
	jmp	.LBB28_110
.LBB28_108:
.Ltmp233:
	movl	$1, %edi
	movl	$1, %esi
	callq	*_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error@GOTPCREL(%rip)
.Ltmp234:
	jmp	.LBB28_110
.LBB28_109:
.Ltmp221:
	leaq	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.22(%rip), %r8
	movq	%r14, %rdi
	movq	%rbx, %rsi
	movq	%rbp, %rdx
	movq	%rbx, %rcx
	callq	*_RNvNtCsgEmfK2I1SDS_4core3str16slice_error_fail@GOTPCREL(%rip)
.Ltmp222:
.LBB28_110:
	ud2
.LBB28_111:
.Ltmp232:
	movq	%rax, %rbx
	leaq	64(%rsp), %rdi
	callq	_ZN4core3ptr34drop_in_place$LT$glob..Pattern$GT$17h0cbf36eacfd8b7cbE
	jmp	.LBB28_118
.LBB28_112:
.Ltmp223:
	jmp	.LBB28_117
.LBB28_113:
.Ltmp197:
	jmp	.LBB28_122
.LBB28_114:
.Ltmp207:
	movq	%rax, %rbx
	jmp	.LBB28_126
.LBB28_115:
.Ltmp229:
	movq	%rax, %rbx
	leaq	448(%rsp), %rdi
	callq	_ZN4core3ptr34drop_in_place$LT$glob..Pattern$GT$17h0cbf36eacfd8b7cbE
	jmp	.LBB28_118
.LBB28_116:
.Ltmp226:
.LBB28_117:
	movq	%rax, %rbx
.LBB28_118:
	leaq	152(%rsp), %rdi
	callq	_ZN4core3ptr57drop_in_place$LT$alloc..vec..Vec$LT$glob..Pattern$GT$$GT$17h052a199752424196E
	movq	32(%rsp), %rsi
	testq	%rsi, %rsi
	je	.LBB28_120
	movq	40(%rsp), %rdi
	movl	$1, %edx
	callq	*_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOTPCREL(%rip)
.LBB28_120:
	movq	8(%rsp), %r15
	movq	136(%rsp), %r12
	jmp	.LBB28_128
.LBB28_121:
.Ltmp202:
.LBB28_122:
	movq	%rax, %rbx
	movq	32(%rsp), %rsi
	testq	%rsi, %rsi
	je	.LBB28_133
	movq	40(%rsp), %rdi
	movl	$1, %edx
	jmp	.LBB28_132
.LBB28_124:
.Ltmp212:
	movq	%rax, %rbx
	movq	152(%rsp), %rsi
	testq	%rsi, %rsi
	je	.LBB28_126
	movq	160(%rsp), %rdi
	movl	$1, %edx
	callq	*_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOTPCREL(%rip)
.LBB28_126:
	movq	8(%rsp), %r15
	movq	16(%rsp), %r14
	jmp	.LBB28_130
.LBB28_127:
.Ltmp237:
	movq	%rax, %rbx
.LBB28_128:
	testq	%r12, %r12
	movq	16(%rsp), %r14
	je	.LBB28_130
	movl	$1, %edx
	movq	208(%rsp), %rdi
	movq	%r12, %rsi
	callq	*_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOTPCREL(%rip)
.LBB28_130:
	testq	%r14, %r14
	je	.LBB28_133
	movl	$1, %edx
	movq	%r15, %rdi
	movq	%r14, %rsi
.LBB28_132:
	callq	*_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOTPCREL(%rip)
.LBB28_133:
	movq	%rbx, %rdi
	callq	_Unwind_Resume@PLT
.Lfunc_end28:
	.size	_ZN4glob9glob_with17h764e3cd5f6cc5af0E, .Lfunc_end28-_ZN4glob9glob_with17h764e3cd5f6cc5af0E
	.cfi_endproc
	.section	.rodata._ZN4glob9glob_with17h764e3cd5f6cc5af0E,"a",@progbits
	.p2align	2, 0x0
.LJTI28_0:
	.long	.LBB28_16-.LJTI28_0
	.long	.LBB28_19-.LJTI28_0
	.long	.LBB28_17-.LJTI28_0
	.long	.LBB28_18-.LJTI28_0
.LJTI28_1:
	.long	.LBB28_25-.LJTI28_1
	.long	.LBB28_29-.LJTI28_1
	.long	.LBB28_27-.LJTI28_1
	.long	.LBB28_28-.LJTI28_1
	.long	.LBB28_26-.LJTI28_1
.LJTI28_2:
	.long	.LBB28_38-.LJTI28_2
	.long	.LBB28_42-.LJTI28_2
	.long	.LBB28_40-.LJTI28_2
	.long	.LBB28_41-.LJTI28_2
	.long	.LBB28_39-.LJTI28_2
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
	.uleb128 .Ltmp220-.Ltmp213
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

	.section	".text._ZN52_$LT$glob..Pattern$u20$as$u20$core..fmt..Display$GT$3fmt17h5f628b058cf3d416E","ax",@progbits
	.globl	_ZN52_$LT$glob..Pattern$u20$as$u20$core..fmt..Display$GT$3fmt17h5f628b058cf3d416E
	.p2align	4
	.type	_ZN52_$LT$glob..Pattern$u20$as$u20$core..fmt..Display$GT$3fmt17h5f628b058cf3d416E,@function
_ZN52_$LT$glob..Pattern$u20$as$u20$core..fmt..Display$GT$3fmt17h5f628b058cf3d416E:
	.cfi_startproc
	movq	%rsi, %rdx
	movq	8(%rdi), %rax
	movq	16(%rdi), %rsi
	movq	%rax, %rdi
	jmpq	*_RNvXsi_NtCsgEmfK2I1SDS_4core3fmteNtB5_7Display3fmt@GOTPCREL(%rip)
.Lfunc_end29:
	.size	_ZN52_$LT$glob..Pattern$u20$as$u20$core..fmt..Display$GT$3fmt17h5f628b058cf3d416E, .Lfunc_end29-_ZN52_$LT$glob..Pattern$u20$as$u20$core..fmt..Display$GT$3fmt17h5f628b058cf3d416E
	.cfi_endproc

	.section	".text._ZN54_$LT$glob..GlobError$u20$as$u20$core..fmt..Display$GT$3fmt17h9ce3b74279956238E","ax",@progbits
	.globl	_ZN54_$LT$glob..GlobError$u20$as$u20$core..fmt..Display$GT$3fmt17h9ce3b74279956238E
	.p2align	4
	.type	_ZN54_$LT$glob..GlobError$u20$as$u20$core..fmt..Display$GT$3fmt17h9ce3b74279956238E,@function
_ZN54_$LT$glob..GlobError$u20$as$u20$core..fmt..Display$GT$3fmt17h9ce3b74279956238E:
	.cfi_startproc
	subq	$56, %rsp
	.cfi_def_cfa_offset 64
	movups	8(%rdi), %xmm0
	movups	%xmm0, 40(%rsp)
	addq	$24, %rdi
	leaq	40(%rsp), %rax
	movq	%rax, 8(%rsp)
	movq	_RNvXs1b_NtCsjrHSEGnQ3l9_3std4pathNtB6_7DisplayNtNtCsgEmfK2I1SDS_4core3fmt7Display3fmt@GOTPCREL(%rip), %rax
	movq	%rax, 16(%rsp)
	movq	%rdi, 24(%rsp)
	movq	_RNvXs7_NtNtCsjrHSEGnQ3l9_3std2io5errorNtB5_5ErrorNtNtCsgEmfK2I1SDS_4core3fmt7Display3fmt@GOTPCREL(%rip), %rax
	movq	%rax, 32(%rsp)
	movq	(%rsi), %rdi
	movq	8(%rsi), %rsi
	leaq	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.25(%rip), %rdx
	leaq	8(%rsp), %rcx
	callq	*_RNvNtCsgEmfK2I1SDS_4core3fmt5write@GOTPCREL(%rip)
	addq	$56, %rsp
	.cfi_def_cfa_offset 8
	retq
.Lfunc_end30:
	.size	_ZN54_$LT$glob..GlobError$u20$as$u20$core..fmt..Display$GT$3fmt17h9ce3b74279956238E, .Lfunc_end30-_ZN54_$LT$glob..GlobError$u20$as$u20$core..fmt..Display$GT$3fmt17h9ce3b74279956238E
	.cfi_endproc

	.section	".text._ZN57_$LT$glob..PatternError$u20$as$u20$core..fmt..Display$GT$3fmt17h1b352a2cc6a5eefdE","ax",@progbits
	.globl	_ZN57_$LT$glob..PatternError$u20$as$u20$core..fmt..Display$GT$3fmt17h1b352a2cc6a5eefdE
	.p2align	4
	.type	_ZN57_$LT$glob..PatternError$u20$as$u20$core..fmt..Display$GT$3fmt17h1b352a2cc6a5eefdE,@function
_ZN57_$LT$glob..PatternError$u20$as$u20$core..fmt..Display$GT$3fmt17h1b352a2cc6a5eefdE:
	.cfi_startproc
	subq	$40, %rsp
	.cfi_def_cfa_offset 48
	leaq	16(%rdi), %rax
	movq	%rax, 8(%rsp)
	movq	_RNvXsi_NtNtNtCsgEmfK2I1SDS_4core3fmt3num3impjNtB9_7Display3fmt@GOTPCREL(%rip), %rax
	movq	%rax, 16(%rsp)
	movq	%rdi, 24(%rsp)
	leaq	_ZN44_$LT$$RF$T$u20$as$u20$core..fmt..Display$GT$3fmt17hbee7d15d137685aeE(%rip), %rax
	movq	%rax, 32(%rsp)
	movq	(%rsi), %rdi
	movq	8(%rsi), %rsi
	leaq	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.26(%rip), %rdx
	leaq	8(%rsp), %rcx
	callq	*_RNvNtCsgEmfK2I1SDS_4core3fmt5write@GOTPCREL(%rip)
	addq	$40, %rsp
	.cfi_def_cfa_offset 8
	retq
.Lfunc_end31:
	.size	_ZN57_$LT$glob..PatternError$u20$as$u20$core..fmt..Display$GT$3fmt17h1b352a2cc6a5eefdE, .Lfunc_end31-_ZN57_$LT$glob..PatternError$u20$as$u20$core..fmt..Display$GT$3fmt17h1b352a2cc6a5eefdE
	.cfi_endproc

	.section	".text.unlikely._ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17h018b9efb60fe814aE","ax",@progbits
	.globl	_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17h018b9efb60fe814aE
	.p2align	4
	.type	_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17h018b9efb60fe814aE,@function
_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17h018b9efb60fe814aE:
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
	movq	(%rdi), %rsi
	leaq	(%rsi,%rsi), %rax
	cmpq	$5, %rax
	movl	$4, %r14d
	cmovaeq	%rax, %r14
	movq	8(%rdi), %rdx
	movq	%rsp, %rdi
	movl	$8, %r8d
	movl	$32, %r9d
	movq	%r14, %rcx
	callq	_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$11finish_grow17h91bceacf09848987E
	cmpl	$1, (%rsp)
	je	.LBB32_2
	movq	8(%rsp), %rax
	movq	%rax, 8(%rbx)
	movq	%r14, (%rbx)
	addq	$24, %rsp
	.cfi_def_cfa_offset 24
	popq	%rbx
	.cfi_def_cfa_offset 16
	popq	%r14
	.cfi_def_cfa_offset 8
	retq
.LBB32_2:
	.cfi_def_cfa_offset 48
	movq	8(%rsp), %rdi
	movq	16(%rsp), %rsi
	callq	*_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error@GOTPCREL(%rip)
.Lfunc_end32:
	.size	_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17h018b9efb60fe814aE, .Lfunc_end32-_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17h018b9efb60fe814aE
	.cfi_endproc

	.section	".text.unlikely._ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17h0ac78c4d0d191e24E","ax",@progbits
	.globl	_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17h0ac78c4d0d191e24E
	.p2align	4
	.type	_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17h0ac78c4d0d191e24E,@function
_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17h0ac78c4d0d191e24E:
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
	movq	(%rdi), %rsi
	leaq	(%rsi,%rsi), %rax
	cmpq	$5, %rax
	movl	$4, %r14d
	cmovaeq	%rax, %r14
	movq	8(%rdi), %rdx
	movq	%rsp, %rdi
	movl	$4, %r8d
	movl	$8, %r9d
	movq	%r14, %rcx
	callq	_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$11finish_grow17h91bceacf09848987E
	cmpl	$1, (%rsp)
	je	.LBB33_2
	movq	8(%rsp), %rax
	movq	%rax, 8(%rbx)
	movq	%r14, (%rbx)
	addq	$24, %rsp
	.cfi_def_cfa_offset 24
	popq	%rbx
	.cfi_def_cfa_offset 16
	popq	%r14
	.cfi_def_cfa_offset 8
	retq
.LBB33_2:
	.cfi_def_cfa_offset 48
	movq	8(%rsp), %rdi
	movq	16(%rsp), %rsi
	callq	*_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error@GOTPCREL(%rip)
.Lfunc_end33:
	.size	_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17h0ac78c4d0d191e24E, .Lfunc_end33-_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17h0ac78c4d0d191e24E
	.cfi_endproc

	.section	".text.unlikely._ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17h6716fcc255080458E","ax",@progbits
	.globl	_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17h6716fcc255080458E
	.p2align	4
	.type	_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17h6716fcc255080458E,@function
_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17h6716fcc255080458E:
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
	movq	(%rdi), %rsi
	leaq	(%rsi,%rsi), %rax
	cmpq	$5, %rax
	movl	$4, %r14d
	cmovaeq	%rax, %r14
	movq	8(%rdi), %rdx
	movq	%rsp, %rdi
	movl	$8, %r8d
	movl	$56, %r9d
	movq	%r14, %rcx
	callq	_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$11finish_grow17h91bceacf09848987E
	cmpl	$1, (%rsp)
	je	.LBB34_2
	movq	8(%rsp), %rax
	movq	%rax, 8(%rbx)
	movq	%r14, (%rbx)
	addq	$24, %rsp
	.cfi_def_cfa_offset 24
	popq	%rbx
	.cfi_def_cfa_offset 16
	popq	%r14
	.cfi_def_cfa_offset 8
	retq
.LBB34_2:
	.cfi_def_cfa_offset 48
	movq	8(%rsp), %rdi
	movq	16(%rsp), %rsi
	callq	*_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error@GOTPCREL(%rip)
.Lfunc_end34:
	.size	_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17h6716fcc255080458E, .Lfunc_end34-_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17h6716fcc255080458E
	.cfi_endproc

	.section	".text.unlikely._ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17hcda5a82c98a27951E","ax",@progbits
	.globl	_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17hcda5a82c98a27951E
	.p2align	4
	.type	_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17hcda5a82c98a27951E,@function
_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17hcda5a82c98a27951E:
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
	movq	(%rdi), %rsi
	leaq	(%rsi,%rsi), %rax
	cmpq	$5, %rax
	movl	$4, %r14d
	cmovaeq	%rax, %r14
	movq	8(%rdi), %rdx
	movq	%rsp, %rdi
	movl	$8, %r8d
	movl	$40, %r9d
	movq	%r14, %rcx
	callq	_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$11finish_grow17h91bceacf09848987E
	cmpl	$1, (%rsp)
	je	.LBB35_2
	movq	8(%rsp), %rax
	movq	%rax, 8(%rbx)
	movq	%r14, (%rbx)
	addq	$24, %rsp
	.cfi_def_cfa_offset 24
	popq	%rbx
	.cfi_def_cfa_offset 16
	popq	%r14
	.cfi_def_cfa_offset 8
	retq
.LBB35_2:
	.cfi_def_cfa_offset 48
	movq	8(%rsp), %rdi
	movq	16(%rsp), %rsi
	callq	*_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error@GOTPCREL(%rip)
.Lfunc_end35:
	.size	_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17hcda5a82c98a27951E, .Lfunc_end35-_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17hcda5a82c98a27951E
	.cfi_endproc

	.section	".text.unlikely._ZN5alloc7raw_vec20RawVecInner$LT$A$GT$11finish_grow17h91bceacf09848987E","ax",@progbits
	.p2align	4
	.type	_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$11finish_grow17h91bceacf09848987E,@function
_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$11finish_grow17h91bceacf09848987E:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	pushq	%r14
	.cfi_def_cfa_offset 24
	pushq	%r12
	.cfi_def_cfa_offset 32
	pushq	%rbx
	.cfi_def_cfa_offset 40
	pushq	%rax
	.cfi_def_cfa_offset 48
	.cfi_offset %rbx, -40
	.cfi_offset %r12, -32
	.cfi_offset %r14, -24
	.cfi_offset %r15, -16
	movq	%r8, %r15
	movq	%rdx, %r8
	movq	%rdi, %rbx
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
	movq	%r8, %rdi
	movq	%r9, %rsi
	movq	%r15, %rdx
	movq	%r14, %rcx
	callq	*_RNvCsfLfy6EI15iL_7___rustc14___rust_realloc@GOTPCREL(%rip)
	testq	%rax, %rax
	jne	.LBB36_6
	jmp	.LBB36_9
.LBB36_4:
	testq	%r14, %r14
	je	.LBB36_5
	callq	*_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movq	%r14, %rdi
	movq	%r15, %rsi
	callq	*_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc@GOTPCREL(%rip)
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
	addq	$8, %rsp
	.cfi_def_cfa_offset 40
	popq	%rbx
	.cfi_def_cfa_offset 32
	popq	%r12
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_def_cfa_offset 16
	popq	%r15
	.cfi_def_cfa_offset 8
	retq
.Lfunc_end36:
	.size	_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$11finish_grow17h91bceacf09848987E, .Lfunc_end36-_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$11finish_grow17h91bceacf09848987E
	.cfi_endproc

	.section	".text.unlikely._ZN5alloc7raw_vec20RawVecInner$LT$A$GT$7reserve21do_reserve_and_handle17hb819d5be02b341d5E","ax",@progbits
	.p2align	4
	.type	_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$7reserve21do_reserve_and_handle17hb819d5be02b341d5E,@function
_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$7reserve21do_reserve_and_handle17hb819d5be02b341d5E:
	.cfi_startproc
	pushq	%r14
	.cfi_def_cfa_offset 16
	pushq	%rbx
	.cfi_def_cfa_offset 24
	subq	$24, %rsp
	.cfi_def_cfa_offset 48
	.cfi_offset %rbx, -24
	.cfi_offset %r14, -16
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
	movq	%rsp, %rdi
	movq	%rax, %rsi
	movq	%r14, %rcx
	callq	_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$11finish_grow17h91bceacf09848987E
	cmpl	$1, (%rsp)
	je	.LBB37_3
	movq	8(%rsp), %rax
	movq	%rax, 8(%rbx)
	movq	%r14, (%rbx)
	addq	$24, %rsp
	.cfi_def_cfa_offset 24
	popq	%rbx
	.cfi_def_cfa_offset 16
	popq	%r14
	.cfi_def_cfa_offset 8
	retq
.LBB37_1:
	.cfi_def_cfa_offset 48
	xorl	%edi, %edi
	callq	*_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error@GOTPCREL(%rip)
.LBB37_3:
	movq	8(%rsp), %rdi
	movq	16(%rsp), %rsi
	callq	*_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error@GOTPCREL(%rip)
.Lfunc_end37:
	.size	_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$7reserve21do_reserve_and_handle17hb819d5be02b341d5E, .Lfunc_end37-_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$7reserve21do_reserve_and_handle17hb819d5be02b341d5E
	.cfi_endproc

	.section	".text._ZN60_$LT$glob..Pattern$u20$as$u20$core..str..traits..FromStr$GT$8from_str17h68f711dfa4208e5dE","ax",@progbits
	.globl	_ZN60_$LT$glob..Pattern$u20$as$u20$core..str..traits..FromStr$GT$8from_str17h68f711dfa4208e5dE
	.p2align	4
	.type	_ZN60_$LT$glob..Pattern$u20$as$u20$core..str..traits..FromStr$GT$8from_str17h68f711dfa4208e5dE,@function
_ZN60_$LT$glob..Pattern$u20$as$u20$core..str..traits..FromStr$GT$8from_str17h68f711dfa4208e5dE:
	.cfi_startproc
	jmpq	*_ZN4glob7Pattern3new17hda133f4823591a1cE@GOTPCREL(%rip)
.Lfunc_end38:
	.size	_ZN60_$LT$glob..Pattern$u20$as$u20$core..str..traits..FromStr$GT$8from_str17h68f711dfa4208e5dE, .Lfunc_end38-_ZN60_$LT$glob..Pattern$u20$as$u20$core..str..traits..FromStr$GT$8from_str17h68f711dfa4208e5dE
	.cfi_endproc

	.section	".text._ZN70_$LT$glob..Paths$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17hb4e82469fa0e9c66E","ax",@progbits
	.globl	_ZN70_$LT$glob..Paths$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17hb4e82469fa0e9c66E
	.p2align	4
	.type	_ZN70_$LT$glob..Paths$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17hb4e82469fa0e9c66E,@function
_ZN70_$LT$glob..Paths$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17hb4e82469fa0e9c66E:
.Lfunc_begin11:
	.cfi_startproc
	.cfi_personality 155, DW.ref.rust_eh_personality
	.cfi_lsda 27, .Lexception11
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
	movq	%rsi, %r14
	movq	%rdi, %r12
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
	xorl	%ecx, %ecx
	movq	%r15, %r8
	callq	_ZN4glob9fill_todo17h063d56d1b0371a83E
.Ltmp239:
.LBB39_2:
	testq	%rbx, %rbx
	je	.LBB39_3
	movl	$1, %edx
	movq	%r15, %rdi
	movq	%rbx, %rsi
	callq	*_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOTPCREL(%rip)
.LBB39_3:
	movq	%r12, 8(%rsp)
	movq	16(%r14), %rsi
	testq	%rsi, %rsi
	je	.LBB39_6
	leaq	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.27(%rip), %rax
	movq	%rax, 16(%rsp)
	jmp	.LBB39_5
	.p2align	4
.LBB39_44:
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
	movq	8(%rcx,%rax,8), %r12
	movq	16(%rcx,%rax,8), %r15
	movq	24(%rcx,%rax,8), %r13
	movq	32(%rcx,%rax,8), %rbp
	cmpq	$1, (%rcx,%rax,8)
	je	.LBB39_14
	cmpq	$-1, %rbp
	je	.LBB39_16
	cmpq	%rsi, %rbp
	jae	.LBB39_31
	movq	8(%r14), %rax
	imulq	$56, %rbp, %rcx
	cmpb	$1, 48(%rax,%rcx)
	jne	.LBB39_33
	leaq	-1(%rsi), %rbx
	addq	%rcx, %rax
	addq	$104, %rax
	.p2align	4
.LBB39_22:
	cmpq	%rbp, %rbx
	je	.LBB39_23
	incq	%rbp
	cmpb	$0, (%rax)
	leaq	56(%rax), %rax
	jne	.LBB39_22
	leaq	-1(%rbp), %rbx
	jmp	.LBB39_37
	.p2align	4
.LBB39_16:
	cmpb	$0, 72(%r14)
	je	.LBB39_17
.Ltmp262:
	leaq	24(%rsp), %rdi
	movq	%r15, %rsi
	movq	%r13, %rdx
	callq	*_RNvNtNtCsjrHSEGnQ3l9_3std3sys2fs8metadata@GOTPCREL(%rip)
.Ltmp263:
	cmpl	$2, 24(%rsp)
	jne	.LBB39_59
	movq	32(%rsp), %rdi
.Ltmp264:
	callq	_ZN4core3ptr42drop_in_place$LT$std..io..error..Error$GT$17h78de8bd851375ad6E
.Ltmp265:
	jmp	.LBB39_42
.LBB39_23:
	movq	%rsi, %rbp
.LBB39_37:
.Ltmp241:
	leaq	24(%rsp), %rdi
	movq	%r15, %rsi
	movq	%r13, %rdx
	callq	*_RNvNtNtCsjrHSEGnQ3l9_3std3sys2fs8metadata@GOTPCREL(%rip)
.Ltmp242:
	cmpl	$2, 24(%rsp)
	jne	.LBB39_40
	movq	32(%rsp), %rdi
.Ltmp245:
	callq	_ZN4core3ptr42drop_in_place$LT$std..io..error..Error$GT$17h78de8bd851375ad6E
.Ltmp246:
	jmp	.LBB39_41
.LBB39_40:
	movl	80(%rsp), %eax
	movl	$61440, %ecx
	andl	%ecx, %eax
	cmpl	$16384, %eax
	jne	.LBB39_41
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
	movq	%r15, %r8
	movq	%r13, %r9
	callq	_ZN4glob9fill_todo17h063d56d1b0371a83E
.Ltmp244:
	movq	16(%r14), %rsi
	leaq	-1(%rsi), %rax
	cmpq	%rax, %rbx
	jne	.LBB39_33
	jmp	.LBB39_17
	.p2align	4
.LBB39_41:
	movq	16(%r14), %rsi
	leaq	-1(%rsi), %rax
	cmpq	%rax, %rbx
	je	.LBB39_42
.LBB39_33:
	cmpq	%rsi, %rbp
	jae	.LBB39_34
	imulq	$56, %rbp, %rbx
	addq	8(%r14), %rbx
.Ltmp250:
	movq	%r15, %rdi
	movq	%r13, %rsi
	callq	*_RNvMs16_NtCsjrHSEGnQ3l9_3std4pathNtB6_4Path9file_name@GOTPCREL(%rip)
.Ltmp251:
	testq	%rax, %rax
	je	.LBB39_42
.Ltmp252:
	leaq	24(%rsp), %rdi
	movq	%rax, %rsi
	callq	*_RNvNtNtCsgEmfK2I1SDS_4core3str8converts9from_utf8@GOTPCREL(%rip)
.Ltmp253:
	cmpl	$1, 24(%rsp)
	je	.LBB39_42
	movq	32(%rsp), %rdx
	movq	40(%rsp), %rcx
	addq	%rdx, %rcx
	movzwl	73(%r14), %eax
	movzbl	75(%r14), %r9d
	shll	$16, %r9d
	orl	%eax, %r9d
.Ltmp254:
	movq	%rbx, %rdi
	movl	$1, %esi
	xorl	%r8d, %r8d
	callq	_ZN4glob7Pattern12matches_from17h84e48aa900222994E
.Ltmp255:
	testb	%al, %al
	jne	.LBB39_42
	movq	16(%r14), %rdx
	leaq	-1(%rdx), %rax
	cmpq	%rax, %rbp
	jne	.LBB39_54
	cmpb	$0, 72(%r14)
	je	.LBB39_17
.Ltmp258:
	leaq	24(%rsp), %rdi
	movq	%r15, %rsi
	movq	%r13, %rdx
	callq	*_RNvNtNtCsjrHSEGnQ3l9_3std3sys2fs8metadata@GOTPCREL(%rip)
.Ltmp259:
	cmpl	$2, 24(%rsp)
	jne	.LBB39_59
	movq	32(%rsp), %rdi
.Ltmp260:
	callq	_ZN4core3ptr42drop_in_place$LT$std..io..error..Error$GT$17h78de8bd851375ad6E
.Ltmp261:
	jmp	.LBB39_42
.LBB39_59:
	movl	80(%rsp), %eax
	movl	$61440, %ecx
	andl	%ecx, %eax
	cmpl	$16384, %eax
	je	.LBB39_17
	.p2align	4
.LBB39_42:
	testq	%r12, %r12
	je	.LBB39_44
	movl	$1, %edx
	movq	%r15, %rdi
	movq	%r12, %rsi
	callq	*_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOTPCREL(%rip)
	jmp	.LBB39_44
.LBB39_54:
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
	movq	%r15, %r8
	movq	%r13, %r9
	callq	_ZN4glob9fill_todo17h063d56d1b0371a83E
.Ltmp257:
	jmp	.LBB39_42
.LBB39_6:
	movabsq	$-9223372036854775808, %rcx
	incq	%rcx
	movq	8(%rsp), %rax
	movq	%rcx, (%rax)
.LBB39_18:
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
.LBB39_14:
	.cfi_def_cfa_offset 256
	movq	8(%rsp), %rax
	movq	%r12, (%rax)
	movq	%r15, 8(%rax)
	movq	%r13, 16(%rax)
	movq	%rbp, 24(%rax)
	jmp	.LBB39_18
.LBB39_17:
	movq	8(%rsp), %rax
	movabsq	$-9223372036854775808, %rcx
	movq	%rcx, (%rax)
	movq	%r12, 8(%rax)
	movq	%r15, 16(%rax)
	movq	%r13, 24(%rax)
	jmp	.LBB39_18
.LBB39_34:
	leaq	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.28(%rip), %rax
	movq	%rax, 16(%rsp)
.LBB39_31:
.Ltmp247:
	movq	%rbp, %rdi
	movq	16(%rsp), %rdx
	callq	*_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check@GOTPCREL(%rip)
.Ltmp248:
	ud2
.LBB39_9:
.Ltmp240:
	movq	%rax, %r14
	testq	%rbx, %rbx
	je	.LBB39_12
	movl	$1, %edx
	movq	%r15, %rdi
	movq	%rbx, %rsi
	jmp	.LBB39_11
.LBB39_28:
.Ltmp249:
	jmp	.LBB39_29
.LBB39_27:
.Ltmp266:
.LBB39_29:
	movq	%rax, %r14
	testq	%r12, %r12
	je	.LBB39_12
	movl	$1, %edx
	movq	%r15, %rdi
	movq	%r12, %rsi
.LBB39_11:
	callq	*_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOTPCREL(%rip)
.LBB39_12:
	movq	%r14, %rdi
	callq	_Unwind_Resume@PLT
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
	.uleb128 .Ltmp262-.Lfunc_begin11
	.uleb128 .Ltmp257-.Ltmp262
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
	.section	.rodata..Lanon.d053acb6a4a80daa36fb3d5d328ec401.0,"a",@progbits
.Lanon.d053acb6a4a80daa36fb3d5d328ec401.0:
	.byte	47
	.size	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.0, 1

	.type	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.1,@object
	.section	.rodata..Lanon.d053acb6a4a80daa36fb3d5d328ec401.1,"a",@progbits
.Lanon.d053acb6a4a80daa36fb3d5d328ec401.1:
	.byte	46
	.size	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.1, 1

	.type	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.2,@object
	.section	.rodata..Lanon.d053acb6a4a80daa36fb3d5d328ec401.2,"a",@progbits
.Lanon.d053acb6a4a80daa36fb3d5d328ec401.2:
	.zero	2,46
	.size	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.2, 2

	.type	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.3,@object
	.section	.rodata..Lanon.d053acb6a4a80daa36fb3d5d328ec401.3,"a",@progbits
.Lanon.d053acb6a4a80daa36fb3d5d328ec401.3:
	.ascii	"internal error: entered unreachable code"
	.size	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.3, 40

	.type	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.4,@object
	.section	.rodata..Lanon.d053acb6a4a80daa36fb3d5d328ec401.4,"a",@progbits
.Lanon.d053acb6a4a80daa36fb3d5d328ec401.4:
	.ascii	"mid > len"
	.size	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.4, 9

	.type	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.5,@object
	.section	.rodata.str1.1,"aMS",@progbits,1
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
	.section	.rodata.str1.1,"aMS",@progbits,1
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
	.section	.rodata..Lanon.d053acb6a4a80daa36fb3d5d328ec401.14,"a",@progbits
.Lanon.d053acb6a4a80daa36fb3d5d328ec401.14:
	.ascii	"recursive wildcards must form a single path component"
	.size	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.14, 53

	.type	.Lanon.d053acb6a4a80daa36fb3d5d328ec401.15,@object
	.section	.rodata..Lanon.d053acb6a4a80daa36fb3d5d328ec401.15,"a",@progbits
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
	.section	.rodata..Lanon.d053acb6a4a80daa36fb3d5d328ec401.17,"a",@progbits
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
	.section	.rodata.str1.1,"aMS",@progbits,1
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
