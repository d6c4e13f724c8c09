	.file	"sort.c"
	.text
.Ltext0:
	.file 0 "." "src/sort.c"
	.p2align 4
	.globl	qsort_int
	.type	qsort_int, @function
qsort_int:
.LVL0:
.LFB2:
	.file 1 "src/sort.c"
	.loc 1 8 40 view -0
	.cfi_startproc
	.loc 1 9 2 view .LVU1
	.loc 1 9 12 view .LVU2
	cmpl	%edx, %esi
	jge	.L12
	.loc 1 8 40 is_stmt 0 view .LVU3
	pushq	%r13
	.cfi_def_cfa_offset 16
	.cfi_offset 13, -16
.LBB15:
.LBB16:
.LBB17:
	.loc 1 3 11 view .LVU4
	movslq	%edx, %rax
	movl	%esi, %r9d
.LBE17:
.LBE16:
.LBE15:
	.loc 1 8 40 view .LVU5
	pushq	%r12
	.cfi_def_cfa_offset 24
	.cfi_offset 12, -24
.LBB40:
.LBB35:
.LBB30:
	.loc 1 3 11 view .LVU6
	leaq	(%rdi,%rax,4), %r13
	movl	%edx, %r12d
.LBE30:
.LBE35:
.LBE40:
	.loc 1 8 40 view .LVU7
	pushq	%rbp
	.cfi_def_cfa_offset 32
	.cfi_offset 6, -32
	movq	%rdi, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 40
	.cfi_offset 3, -40
	subq	$8, %rsp
	.cfi_def_cfa_offset 48
.LVL1:
.L6:
.LBB41:
	.loc 1 9 20 is_stmt 1 view .LVU8
.LBB36:
.LBI16:
	.loc 1 2 12 view .LVU9
.LBB31:
	.loc 1 3 2 view .LVU10
	.loc 1 3 6 is_stmt 0 view .LVU11
	movl	0(%r13), %esi
.LVL2:
	.loc 1 4 2 is_stmt 1 view .LVU12
.LBB18:
	.loc 1 4 7 view .LVU13
	.loc 1 4 21 view .LVU14
	cmpl	%r9d, %r12d
	jle	.L8
	.loc 1 4 21 is_stmt 0 view .LVU15
	movl	%r12d, %edx
	movslq	%r9d, %rcx
	movl	%r9d, %ebx
	subl	%r9d, %edx
	leaq	0(%rbp,%rcx,4), %rax
	addq	%rcx, %rdx
	leaq	0(%rbp,%rdx,4), %rdi
.LVL3:
	.p2align 4,,10
	.p2align 3
.L5:
	.loc 1 4 32 is_stmt 1 view .LVU16
	.loc 1 4 37 is_stmt 0 view .LVU17
	movl	(%rax), %edx
	.loc 1 4 35 view .LVU18
	cmpl	%edx, %esi
	jle	.L4
	.loc 1 4 55 view .LVU19
	movslq	%ebx, %rcx
	addl	$1, %ebx
	.loc 1 4 46 view .LVU20
	leaq	0(%rbp,%rcx,4), %rcx
.LBB19:
.LBB20:
	.loc 1 1 40 view .LVU21
	movl	(%rcx), %r8d
.LBE20:
.LBE19:
	.loc 1 4 46 is_stmt 1 view .LVU22
.LVL4:
.LBB22:
.LBI19:
	.loc 1 1 13 view .LVU23
.LBB21:
	.loc 1 1 36 view .LVU24
	.loc 1 1 48 view .LVU25
	.loc 1 1 51 is_stmt 0 view .LVU26
	movl	%edx, (%rcx)
	.loc 1 1 57 is_stmt 1 view .LVU27
	.loc 1 1 60 is_stmt 0 view .LVU28
	movl	%r8d, (%rax)
.LVL5:
.L4:
	.loc 1 1 60 view .LVU29
.LBE21:
.LBE22:
	.loc 1 4 28 is_stmt 1 view .LVU30
	.loc 1 4 21 view .LVU31
	addq	$4, %rax
.LVL6:
	.loc 1 4 21 is_stmt 0 view .LVU32
	cmpq	%rax, %rdi
	jne	.L5
.LBE18:
.LBB23:
.LBB24:
	.loc 1 1 53 view .LVU33
	movl	0(%r13), %esi
.LVL7:
.L3:
	.loc 1 1 53 view .LVU34
.LBE24:
.LBE23:
	.loc 1 5 2 is_stmt 1 view .LVU35
	.loc 1 5 9 is_stmt 0 view .LVU36
	movslq	%ebx, %rax
.LBE31:
.LBE36:
	.loc 1 9 45 view .LVU37
	movq	%rbp, %rdi
.LBB37:
.LBB32:
	.loc 1 5 2 view .LVU38
	leaq	0(%rbp,%rax,4), %rax
.LVL8:
.LBB27:
.LBI23:
	.loc 1 1 13 is_stmt 1 view .LVU39
.LBB25:
	.loc 1 1 36 view .LVU40
	.loc 1 1 40 is_stmt 0 view .LVU41
	movl	(%rax), %edx
.LVL9:
	.loc 1 1 48 is_stmt 1 view .LVU42
	.loc 1 1 51 is_stmt 0 view .LVU43
	movl	%esi, (%rax)
	.loc 1 1 57 is_stmt 1 view .LVU44
.LBE25:
.LBE27:
.LBE32:
.LBE37:
	.loc 1 9 45 is_stmt 0 view .LVU45
	movl	%r9d, %esi
.LBB38:
.LBB33:
.LBB28:
.LBB26:
	.loc 1 1 60 view .LVU46
	movl	%edx, 0(%r13)
.LVL10:
	.loc 1 1 60 view .LVU47
.LBE26:
.LBE28:
	.loc 1 6 2 is_stmt 1 view .LVU48
	.loc 1 6 2 is_stmt 0 view .LVU49
.LBE33:
.LBE38:
	.loc 1 9 45 is_stmt 1 view .LVU50
	leal	-1(%rbx), %edx
	call	qsort_int
.LVL11:
	.loc 1 9 70 view .LVU51
	.loc 1 9 73 is_stmt 0 view .LVU52
	leal	1(%rbx), %r9d
.LVL12:
	.loc 1 9 73 view .LVU53
.LBE41:
	.loc 1 9 12 is_stmt 1 view .LVU54
	cmpl	%r9d, %r12d
	jg	.L6
	.loc 1 10 1 is_stmt 0 view .LVU55
	addq	$8, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 40
	popq	%rbx
	.cfi_def_cfa_offset 32
	popq	%rbp
	.cfi_def_cfa_offset 24
.LVL13:
	.loc 1 10 1 view .LVU56
	popq	%r12
	.cfi_def_cfa_offset 16
.LVL14:
	.loc 1 10 1 view .LVU57
	popq	%r13
	.cfi_def_cfa_offset 8
	ret
.LVL15:
	.p2align 4,,10
	.p2align 3
.L8:
	.cfi_restore_state
.LBB42:
.LBB39:
.LBB34:
.LBB29:
	.loc 1 4 21 view .LVU58
	movl	%r9d, %ebx
	jmp	.L3
.LVL16:
.L12:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	.loc 1 4 21 view .LVU59
	ret
.LBE29:
.LBE34:
.LBE39:
.LBE42:
	.cfi_endproc
.LFE2:
	.size	qsort_int, .-qsort_int
	.p2align 4
	.globl	is_sorted
	.type	is_sorted, @function
is_sorted:
.LVL17:
.LFB3:
	.loc 1 11 36 is_stmt 1 view -0
	.cfi_startproc
	.loc 1 11 38 view .LVU61
.LBB43:
	.loc 1 11 43 view .LVU62
	.loc 1 11 56 view .LVU63
	cmpl	$1, %esi
	jle	.L19
	leal	-2(%rsi), %ecx
	movl	(%rdi), %edx
	leaq	4(%rdi), %rax
	leaq	8(%rdi,%rcx,4), %rsi
.LVL18:
	.loc 1 11 56 is_stmt 0 view .LVU64
	jmp	.L18
.LVL19:
	.p2align 4,,10
	.p2align 3
.L22:
	.loc 1 11 62 is_stmt 1 discriminator 3 view .LVU65
	.loc 1 11 56 discriminator 3 view .LVU66
	addq	$4, %rax
.LVL20:
	.loc 1 11 56 is_stmt 0 discriminator 3 view .LVU67
	cmpq	%rsi, %rax
	je	.L19
.LVL21:
.L18:
	.loc 1 11 66 is_stmt 1 discriminator 5 view .LVU68
	movl	%edx, %ecx
	.loc 1 11 80 is_stmt 0 discriminator 5 view .LVU69
	movl	(%rax), %edx
	.loc 1 11 69 discriminator 5 view .LVU70
	cmpl	%ecx, %edx
	jge	.L22
	.loc 1 11 92 view .LVU71
	xorl	%eax, %eax
.LVL22:
	.loc 1 11 92 view .LVU72
.LBE43:
	.loc 1 11 105 view .LVU73
	ret
.LVL23:
	.p2align 4,,10
	.p2align 3
.L19:
	.loc 1 11 102 view .LVU74
	movl	$1, %eax
	ret
	.cfi_endproc
.LFE3:
	.size	is_sorted, .-is_sorted
.Letext0:
	.section	.debug_info,"",@progbits
.Ldebug_info0:
	.long	0x283
	.value	0x5
	.byte	0x1
	.byte	0x8
	.long	.Ldebug_abbrev0
	.uleb128 0xa
	.long	.LASF2
	.byte	0x1d
	.long	.LASF0
	.long	.LASF1
	.quad	.Ltext0
	.quad	.Letext0-.Ltext0
	.long	.Ldebug_line0
	.uleb128 0xb
	.long	.LASF3
	.byte	0x1
	.byte	0xb
	.byte	0x5
	.long	0x92
	.quad	.LFB3
	.quad	.LFE3-.LFB3
	.uleb128 0x1
	.byte	0x9c
	.long	0x92
	.uleb128 0xc
	.string	"v"
	.byte	0x1
	.byte	0xb
	.byte	0x1a
	.long	0x9e
	.uleb128 0x1
	.byte	0x55
	.uleb128 0x4
	.string	"n"
	.byte	0xb
	.byte	0x21
	.long	0x92
	.long	.LLST18
	.long	.LVUS18
	.uleb128 0xd
	.quad	.LBB43
	.quad	.LBE43-.LBB43
	.uleb128 0xe
	.string	"i"
	.byte	0x1
	.byte	0xb
	.byte	0x2f
	.long	0x92
	.long	.LLST19
	.long	.LVUS19
	.byte	0
	.byte	0
	.uleb128 0xf
	.byte	0x4
	.byte	0x5
	.string	"int"
	.uleb128 0x10
	.long	0x92
	.uleb128 0x7
	.long	0x99
	.uleb128 0x11
	.long	.LASF4
	.byte	0x1
	.byte	0x8
	.byte	0x6
	.quad	.LFB2
	.quad	.LFE2-.LFB2
	.uleb128 0x1
	.byte	0x9c
	.long	0x210
	.uleb128 0x4
	.string	"v"
	.byte	0x8
	.byte	0x15
	.long	0x210
	.long	.LLST0
	.long	.LVUS0
	.uleb128 0x4
	.string	"lo"
	.byte	0x8
	.byte	0x1c
	.long	0x92
	.long	.LLST1
	.long	.LVUS1
	.uleb128 0x4
	.string	"hi"
	.byte	0x8
	.byte	0x24
	.long	0x92
	.long	.LLST2
	.long	.LVUS2
	.uleb128 0x5
	.long	.LLRL3
	.uleb128 0x2
	.string	"m"
	.byte	0x9
	.byte	0x18
	.long	0x92
	.uleb128 0x12
	.long	0x215
	.quad	.LBI16
	.byte	.LVU9
	.long	.LLRL4
	.byte	0x1
	.byte	0x9
	.byte	0x1c
	.long	0x1f4
	.uleb128 0x1
	.long	0x239
	.long	.LLST5
	.long	.LVUS5
	.uleb128 0x1
	.long	0x22f
	.long	.LLST6
	.long	.LVUS6
	.uleb128 0x1
	.long	0x226
	.long	.LLST7
	.long	.LVUS7
	.uleb128 0x5
	.long	.LLRL4
	.uleb128 0x6
	.long	0x243
	.long	.LLST8
	.long	.LVUS8
	.uleb128 0x6
	.long	0x24c
	.long	.LLST9
	.long	.LVUS9
	.uleb128 0x13
	.long	0x255
	.long	.LLRL10
	.long	0x1b0
	.uleb128 0x6
	.long	0x256
	.long	.LLST11
	.long	.LVUS11
	.uleb128 0x8
	.long	0x261
	.quad	.LBI19
	.byte	.LVU23
	.long	.LLRL12
	.byte	0x4
	.byte	0x2e
	.uleb128 0x1
	.long	0x273
	.long	.LLST13
	.long	.LVUS13
	.uleb128 0x14
	.long	0x26a
	.uleb128 0x5
	.long	.LLRL12
	.uleb128 0x15
	.long	0x27c
	.byte	0
	.byte	0
	.byte	0
	.uleb128 0x8
	.long	0x261
	.quad	.LBI23
	.byte	.LVU39
	.long	.LLRL14
	.byte	0x5
	.byte	0x2
	.uleb128 0x1
	.long	0x273
	.long	.LLST15
	.long	.LVUS15
	.uleb128 0x1
	.long	0x26a
	.long	.LLST16
	.long	.LVUS16
	.uleb128 0x5
	.long	.LLRL14
	.uleb128 0x6
	.long	0x27c
	.long	.LLST17
	.long	.LVUS17
	.byte	0
	.byte	0
	.byte	0
	.byte	0
	.uleb128 0x16
	.quad	.LVL11
	.long	0xa3
	.uleb128 0x9
	.uleb128 0x1
	.byte	0x55
	.uleb128 0x2
	.byte	0x76
	.sleb128 0
	.uleb128 0x9
	.uleb128 0x1
	.byte	0x51
	.uleb128 0x2
	.byte	0x73
	.sleb128 -1
	.byte	0
	.byte	0
	.byte	0
	.uleb128 0x7
	.long	0x92
	.uleb128 0x17
	.long	.LASF5
	.byte	0x1
	.byte	0x2
	.byte	0xc
	.long	0x92
	.byte	0x1
	.long	0x261
	.uleb128 0x3
	.string	"v"
	.byte	0x2
	.byte	0x16
	.long	0x210
	.uleb128 0x3
	.string	"lo"
	.byte	0x2
	.byte	0x1d
	.long	0x92
	.uleb128 0x3
	.string	"hi"
	.byte	0x2
	.byte	0x25
	.long	0x92
	.uleb128 0x2
	.string	"p"
	.byte	0x3
	.byte	0x6
	.long	0x92
	.uleb128 0x2
	.string	"i"
	.byte	0x3
	.byte	0x11
	.long	0x92
	.uleb128 0x18
	.uleb128 0x2
	.string	"j"
	.byte	0x4
	.byte	0xb
	.long	0x92
	.byte	0
	.byte	0
	.uleb128 0x19
	.long	.LASF6
	.byte	0x1
	.byte	0x1
	.byte	0xd
	.byte	0x1
	.uleb128 0x3
	.string	"a"
	.byte	0x1
	.byte	0x17
	.long	0x210
	.uleb128 0x3
	.string	"b"
	.byte	0x1
	.byte	0x1f
	.long	0x210
	.uleb128 0x2
	.string	"t"
	.byte	0x1
	.byte	0x28
	.long	0x92
	.byte	0
	.byte	0
	.section	.debug_abbrev,"",@progbits
.Ldebug_abbrev0:
	.uleb128 0x1
	.uleb128 0x5
	.byte	0
	.uleb128 0x31
	.uleb128 0x13
	.uleb128 0x2
	.uleb128 0x17
	.uleb128 0x2137
	.uleb128 0x17
	.byte	0
	.byte	0
	.uleb128 0x2
	.uleb128 0x34
	.byte	0
	.uleb128 0x3
	.uleb128 0x8
	.uleb128 0x3a
	.uleb128 0x21
	.sleb128 1
	.uleb128 0x3b
	.uleb128 0xb
	.uleb128 0x39
	.uleb128 0xb
	.uleb128 0x49
	.uleb128 0x13
	.byte	0
	.byte	0
	.uleb128 0x3
	.uleb128 0x5
	.byte	0
	.uleb128 0x3
	.uleb128 0x8
	.uleb128 0x3a
	.uleb128 0x21
	.sleb128 1
	.uleb128 0x3b
	.uleb128 0xb
	.uleb128 0x39
	.uleb128 0xb
	.uleb128 0x49
	.uleb128 0x13
	.byte	0
	.byte	0
	.uleb128 0x4
	.uleb128 0x5
	.byte	0
	.uleb128 0x3
	.uleb128 0x8
	.uleb128 0x3a
	.uleb128 0x21
	.sleb128 1
	.uleb128 0x3b
	.uleb128 0xb
	.uleb128 0x39
	.uleb128 0xb
	.uleb128 0x49
	.uleb128 0x13
	.uleb128 0x2
	.uleb128 0x17
	.uleb128 0x2137
	.uleb128 0x17
	.byte	0
	.byte	0
	.uleb128 0x5
	.uleb128 0xb
	.byte	0x1
	.uleb128 0x55
	.uleb128 0x17
	.byte	0
	.byte	0
	.uleb128 0x6
	.uleb128 0x34
	.byte	0
	.uleb128 0x31
	.uleb128 0x13
	.uleb128 0x2
	.uleb128 0x17
	.uleb128 0x2137
	.uleb128 0x17
	.byte	0
	.byte	0
	.uleb128 0x7
	.uleb128 0xf
	.byte	0
	.uleb128 0xb
	.uleb128 0x21
	.sleb128 8
	.uleb128 0x49
	.uleb128 0x13
	.byte	0
	.byte	0
	.uleb128 0x8
	.uleb128 0x1d
	.byte	0x1
	.uleb128 0x31
	.uleb128 0x13
	.uleb128 0x52
	.uleb128 0x1
	.uleb128 0x2138
	.uleb128 0xb
	.uleb128 0x55
	.uleb128 0x17
	.uleb128 0x58
	.uleb128 0x21
	.sleb128 1
	.uleb128 0x59
	.uleb128 0xb
	.uleb128 0x57
	.uleb128 0xb
	.byte	0
	.byte	0
	.uleb128 0x9
	.uleb128 0x49
	.byte	0
	.uleb128 0x2
	.uleb128 0x18
	.uleb128 0x7e
	.uleb128 0x18
	.byte	0
	.byte	0
	.uleb128 0xa
	.uleb128 0x11
	.byte	0x1
	.uleb128 0x25
	.uleb128 0xe
	.uleb128 0x13
	.uleb128 0xb
	.uleb128 0x3
	.uleb128 0x1f
	.uleb128 0x1b
	.uleb128 0x1f
	.uleb128 0x11
	.uleb128 0x1
	.uleb128 0x12
	.uleb128 0x7
	.uleb128 0x10
	.uleb128 0x17
	.byte	0
	.byte	0
	.uleb128 0xb
	.uleb128 0x2e
	.byte	0x1
	.uleb128 0x3f
	.uleb128 0x19
	.uleb128 0x3
	.uleb128 0xe
	.uleb128 0x3a
	.uleb128 0xb
	.uleb128 0x3b
	.uleb128 0xb
	.uleb128 0x39
	.uleb128 0xb
	.uleb128 0x27
	.uleb128 0x19
	.uleb128 0x49
	.uleb128 0x13
	.uleb128 0x11
	.uleb128 0x1
	.uleb128 0x12
	.uleb128 0x7
	.uleb128 0x40
	.uleb128 0x18
	.uleb128 0x7a
	.uleb128 0x19
	.uleb128 0x1
	.uleb128 0x13
	.byte	0
	.byte	0
	.uleb128 0xc
	.uleb128 0x5
	.byte	0
	.uleb128 0x3
	.uleb128 0x8
	.uleb128 0x3a
	.uleb128 0xb
	.uleb128 0x3b
	.uleb128 0xb
	.uleb128 0x39
	.uleb128 0xb
	.uleb128 0x49
	.uleb128 0x13
	.uleb128 0x2
	.uleb128 0x18
	.byte	0
	.byte	0
	.uleb128 0xd
	.uleb128 0xb
	.byte	0x1
	.uleb128 0x11
	.uleb128 0x1
	.uleb128 0x12
	.uleb128 0x7
	.byte	0
	.byte	0
	.uleb128 0xe
	.uleb128 0x34
	.byte	0
	.uleb128 0x3
	.uleb128 0x8
	.uleb128 0x3a
	.uleb128 0xb
	.uleb128 0x3b
	.uleb128 0xb
	.uleb128 0x39
	.uleb128 0xb
	.uleb128 0x49
	.uleb128 0x13
	.uleb128 0x2
	.uleb128 0x17
	.uleb128 0x2137
	.uleb128 0x17
	.byte	0
	.byte	0
	.uleb128 0xf
	.uleb128 0x24
	.byte	0
	.uleb128 0xb
	.uleb128 0xb
	.uleb128 0x3e
	.uleb128 0xb
	.uleb128 0x3
	.uleb128 0x8
	.byte	0
	.byte	0
	.uleb128 0x10
	.uleb128 0x26
	.byte	0
	.uleb128 0x49
	.uleb128 0x13
	.byte	0
	.byte	0
	.uleb128 0x11
	.uleb128 0x2e
	.byte	0x1
	.uleb128 0x3f
	.uleb128 0x19
	.uleb128 0x3
	.uleb128 0xe
	.uleb128 0x3a
	.uleb128 0xb
	.uleb128 0x3b
	.uleb128 0xb
	.uleb128 0x39
	.uleb128 0xb
	.uleb128 0x27
	.uleb128 0x19
	.uleb128 0x11
	.uleb128 0x1
	.uleb128 0x12
	.uleb128 0x7
	.uleb128 0x40
	.uleb128 0x18
	.uleb128 0x7a
	.uleb128 0x19
	.uleb128 0x1
	.uleb128 0x13
	.byte	0
	.byte	0
	.uleb128 0x12
	.uleb128 0x1d
	.byte	0x1
	.uleb128 0x31
	.uleb128 0x13
	.uleb128 0x52
	.uleb128 0x1
	.uleb128 0x2138
	.uleb128 0xb
	.uleb128 0x55
	.uleb128 0x17
	.uleb128 0x58
	.uleb128 0xb
	.uleb128 0x59
	.uleb128 0xb
	.uleb128 0x57
	.uleb128 0xb
	.uleb128 0x1
	.uleb128 0x13
	.byte	0
	.byte	0
	.uleb128 0x13
	.uleb128 0xb
	.byte	0x1
	.uleb128 0x31
	.uleb128 0x13
	.uleb128 0x55
	.uleb128 0x17
	.uleb128 0x1
	.uleb128 0x13
	.byte	0
	.byte	0
	.uleb128 0x14
	.uleb128 0x5
	.byte	0
	.uleb128 0x31
	.uleb128 0x13
	.byte	0
	.byte	0
	.uleb128 0x15
	.uleb128 0x34
	.byte	0
	.uleb128 0x31
	.uleb128 0x13
	.byte	0
	.byte	0
	.uleb128 0x16
	.uleb128 0x48
	.byte	0x1
	.uleb128 0x7d
	.uleb128 0x1
	.uleb128 0x7f
	.uleb128 0x13
	.byte	0
	.byte	0
	.uleb128 0x17
	.uleb128 0x2e
	.byte	0x1
	.uleb128 0x3
	.uleb128 0xe
	.uleb128 0x3a
	.uleb128 0xb
	.uleb128 0x3b
	.uleb128 0xb
	.uleb128 0x39
	.uleb128 0xb
	.uleb128 0x27
	.uleb128 0x19
	.uleb128 0x49
	.uleb128 0x13
	.uleb128 0x20
	.uleb128 0xb
	.uleb128 0x1
	.uleb128 0x13
	.byte	0
	.byte	0
	.uleb128 0x18
	.uleb128 0xb
	.byte	0x1
	.byte	0
	.byte	0
	.uleb128 0x19
	.uleb128 0x2e
	.byte	0x1
	.uleb128 0x3
	.uleb128 0xe
	.uleb128 0x3a
	.uleb128 0xb
	.uleb128 0x3b
	.uleb128 0xb
	.uleb128 0x39
	.uleb128 0xb
	.uleb128 0x27
	.uleb128 0x19
	.uleb128 0x20
	.uleb128 0xb
	.byte	0
	.byte	0
	.byte	0
	.section	.debug_loclists,"",@progbits
	.long	.Ldebug_loc3-.Ldebug_loc2
.Ldebug_loc2:
	.value	0x5
	.byte	0x8
	.byte	0
	.long	0
.Ldebug_loc0:
.LVUS18:
	.uleb128 0
	.uleb128 .LVU64
	.uleb128 .LVU64
	.uleb128 0
.LLST18:
	.byte	0x4
	.uleb128 .LVL17-.Ltext0
	.uleb128 .LVL18-.Ltext0
	.uleb128 0x1
	.byte	0x54
	.byte	0x4
	.uleb128 .LVL18-.Ltext0
	.uleb128 .LFE3-.Ltext0
	.uleb128 0x4
	.byte	0xa3
	.uleb128 0x1
	.byte	0x54
	.byte	0x9f
	.byte	0
.LVUS19:
	.uleb128 .LVU63
	.uleb128 .LVU65
	.uleb128 .LVU65
	.uleb128 .LVU66
	.uleb128 .LVU66
	.uleb128 .LVU67
	.uleb128 .LVU67
	.uleb128 .LVU68
	.uleb128 .LVU68
	.uleb128 .LVU72
.LLST19:
	.byte	0x4
	.uleb128 .LVL17-.Ltext0
	.uleb128 .LVL19-.Ltext0
	.uleb128 0x2
	.byte	0x31
	.byte	0x9f
	.byte	0x4
	.uleb128 .LVL19-.Ltext0
	.uleb128 .LVL19-.Ltext0
	.uleb128 0xc
	.byte	0x70
	.sleb128 0
	.byte	0x75
	.sleb128 0
	.byte	0x1c
	.byte	0x34
	.byte	0x1c
	.byte	0x32
	.byte	0x25
	.byte	0x23
	.uleb128 0x1
	.byte	0x9f
	.byte	0x4
	.uleb128 .LVL19-.Ltext0
	.uleb128 .LVL20-.Ltext0
	.uleb128 0xc
	.byte	0x70
	.sleb128 0
	.byte	0x75
	.sleb128 0
	.byte	0x1c
	.byte	0x34
	.byte	0x1c
	.byte	0x32
	.byte	0x25
	.byte	0x23
	.uleb128 0x2
	.byte	0x9f
	.byte	0x4
	.uleb128 .LVL20-.Ltext0
	.uleb128 .LVL21-.Ltext0
	.uleb128 0xc
	.byte	0x70
	.sleb128 0
	.byte	0x75
	.sleb128 0
	.byte	0x1c
	.byte	0x38
	.byte	0x1c
	.byte	0x32
	.byte	0x25
	.byte	0x23
	.uleb128 0x2
	.byte	0x9f
	.byte	0x4
	.uleb128 .LVL21-.Ltext0
	.uleb128 .LVL22-.Ltext0
	.uleb128 0xc
	.byte	0x70
	.sleb128 0
	.byte	0x75
	.sleb128 0
	.byte	0x1c
	.byte	0x34
	.byte	0x1c
	.byte	0x32
	.byte	0x25
	.byte	0x23
	.uleb128 0x1
	.byte	0x9f
	.byte	0
.LVUS0:
	.uleb128 0
	.uleb128 .LVU8
	.uleb128 .LVU8
	.uleb128 .LVU56
	.uleb128 .LVU56
	.uleb128 .LVU58
	.uleb128 .LVU58
	.uleb128 .LVU59
	.uleb128 .LVU59
	.uleb128 0
.LLST0:
	.byte	0x4
	.uleb128 .LVL0-.Ltext0
	.uleb128 .LVL1-.Ltext0
	.uleb128 0x1
	.byte	0x55
	.byte	0x4
	.uleb128 .LVL1-.Ltext0
	.uleb128 .LVL13-.Ltext0
	.uleb128 0x1
	.byte	0x56
	.byte	0x4
	.uleb128 .LVL13-.Ltext0
	.uleb128 .LVL15-.Ltext0
	.uleb128 0x4
	.byte	0xa3
	.uleb128 0x1
	.byte	0x55
	.byte	0x9f
	.byte	0x4
	.uleb128 .LVL15-.Ltext0
	.uleb128 .LVL16-.Ltext0
	.uleb128 0x1
	.byte	0x56
	.byte	0x4
	.uleb128 .LVL16-.Ltext0
	.uleb128 .LFE2-.Ltext0
	.uleb128 0x1
	.byte	0x55
	.byte	0
.LVUS1:
	.uleb128 0
	.uleb128 .LVU8
	.uleb128 .LVU8
	.uleb128 .LVU51
	.uleb128 .LVU53
	.uleb128 .LVU59
	.uleb128 .LVU59
	.uleb128 0
.LLST1:
	.byte	0x4
	.uleb128 .LVL0-.Ltext0
	.uleb128 .LVL1-.Ltext0
	.uleb128 0x1
	.byte	0x54
	.byte	0x4
	.uleb128 .LVL1-.Ltext0
	.uleb128 .LVL11-1-.Ltext0
	.uleb128 0x1
	.byte	0x59
	.byte	0x4
	.uleb128 .LVL12-.Ltext0
	.uleb128 .LVL16-.Ltext0
	.uleb128 0x1
	.byte	0x59
	.byte	0x4
	.uleb128 .LVL16-.Ltext0
	.uleb128 .LFE2-.Ltext0
	.uleb128 0x1
	.byte	0x54
	.byte	0
.LVUS2:
	.uleb128 0
	.uleb128 .LVU8
	.uleb128 .LVU8
	.uleb128 .LVU57
	.uleb128 .LVU57
	.uleb128 .LVU58
	.uleb128 .LVU58
	.uleb128 .LVU59
	.uleb128 .LVU59
	.uleb128 0
.LLST2:
	.byte	0x4
	.uleb128 .LVL0-.Ltext0
	.uleb128 .LVL1-.Ltext0
	.uleb128 0x1
	.byte	0x51
	.byte	0x4
	.uleb128 .LVL1-.Ltext0
	.uleb128 .LVL14-.Ltext0
	.uleb128 0x1
	.byte	0x5c
	.byte	0x4
	.uleb128 .LVL14-.Ltext0
	.uleb128 .LVL15-.Ltext0
	.uleb128 0x4
	.byte	0xa3
	.uleb128 0x1
	.byte	0x51
	.byte	0x9f
	.byte	0x4
	.uleb128 .LVL15-.Ltext0
	.uleb128 .LVL16-.Ltext0
	.uleb128 0x1
	.byte	0x5c
	.byte	0x4
	.uleb128 .LVL16-.Ltext0
	.uleb128 .LFE2-.Ltext0
	.uleb128 0x1
	.byte	0x51
	.byte	0
.LVUS5:
	.uleb128 .LVU9
	.uleb128 .LVU49
	.uleb128 .LVU58
	.uleb128 .LVU59
.LLST5:
	.byte	0x4
	.uleb128 .LVL1-.Ltext0
	.uleb128 .LVL10-.Ltext0
	.uleb128 0x1
	.byte	0x5c
	.byte	0x4
	.uleb128 .LVL15-.Ltext0
	.uleb128 .LVL16-.Ltext0
	.uleb128 0x1
	.byte	0x5c
	.byte	0
.LVUS6:
	.uleb128 .LVU9
	.uleb128 .LVU49
	.uleb128 .LVU58
	.uleb128 .LVU59
.LLST6:
	.byte	0x4
	.uleb128 .LVL1-.Ltext0
	.uleb128 .LVL10-.Ltext0
	.uleb128 0x1
	.byte	0x59
	.byte	0x4
	.uleb128 .LVL15-.Ltext0
	.uleb128 .LVL16-.Ltext0
	.uleb128 0x1
	.byte	0x59
	.byte	0
.LVUS7:
	.uleb128 .LVU9
	.uleb128 .LVU49
	.uleb128 .LVU58
	.uleb128 .LVU59
.LLST7:
	.byte	0x4
	.uleb128 .LVL1-.Ltext0
	.uleb128 .LVL10-.Ltext0
	.uleb128 0x1
	.byte	0x56
	.byte	0x4
	.uleb128 .LVL15-.Ltext0
	.uleb128 .LVL16-.Ltext0
	.uleb128 0x1
	.byte	0x56
	.byte	0
.LVUS8:
	.uleb128 .LVU12
	.uleb128 .LVU34
	.uleb128 .LVU58
	.uleb128 .LVU59
.LLST8:
	.byte	0x4
	.uleb128 .LVL2-.Ltext0
	.uleb128 .LVL7-.Ltext0
	.uleb128 0x1
	.byte	0x54
	.byte	0x4
	.uleb128 .LVL15-.Ltext0
	.uleb128 .LVL16-.Ltext0
	.uleb128 0x1
	.byte	0x54
	.byte	0
.LVUS9:
	.uleb128 .LVU12
	.uleb128 .LVU16
	.uleb128 .LVU58
	.uleb128 .LVU59
.LLST9:
	.byte	0x4
	.uleb128 .LVL2-.Ltext0
	.uleb128 .LVL3-.Ltext0
	.uleb128 0x1
	.byte	0x59
	.byte	0x4
	.uleb128 .LVL15-.Ltext0
	.uleb128 .LVL16-.Ltext0
	.uleb128 0x1
	.byte	0x59
	.byte	0
.LVUS11:
	.uleb128 .LVU14
	.uleb128 .LVU16
	.uleb128 .LVU16
	.uleb128 .LVU31
	.uleb128 .LVU31
	.uleb128 .LVU32
	.uleb128 .LVU32
	.uleb128 .LVU34
	.uleb128 .LVU58
	.uleb128 .LVU59
.LLST11:
	.byte	0x4
	.uleb128 .LVL2-.Ltext0
	.uleb128 .LVL3-.Ltext0
	.uleb128 0x1
	.byte	0x59
	.byte	0x4
	.uleb128 .LVL3-.Ltext0
	.uleb128 .LVL5-.Ltext0
	.uleb128 0x16
	.byte	0x70
	.sleb128 0
	.byte	0x76
	.sleb128 0
	.byte	0x1c
	.byte	0x79
	.sleb128 0
	.byte	0x8
	.byte	0x20
	.byte	0x24
	.byte	0x8
	.byte	0x20
	.byte	0x26
	.byte	0x32
	.byte	0x24
	.byte	0x1c
	.byte	0x32
	.byte	0x25
	.byte	0x79
	.sleb128 0
	.byte	0x22
	.byte	0x9f
	.byte	0x4
	.uleb128 .LVL5-.Ltext0
	.uleb128 .LVL6-.Ltext0
	.uleb128 0x18
	.byte	0x70
	.sleb128 0
	.byte	0x76
	.sleb128 0
	.byte	0x1c
	.byte	0x79
	.sleb128 0
	.byte	0x8
	.byte	0x20
	.byte	0x24
	.byte	0x8
	.byte	0x20
	.byte	0x26
	.byte	0x32
	.byte	0x24
	.byte	0x1c
	.byte	0x32
	.byte	0x25
	.byte	0x79
	.sleb128 0
	.byte	0x22
	.byte	0x23
	.uleb128 0x1
	.byte	0x9f
	.byte	0x4
	.uleb128 .LVL6-.Ltext0
	.uleb128 .LVL7-.Ltext0
	.uleb128 0x1a
	.byte	0x70
	.sleb128 0
	.byte	0x76
	.sleb128 0
	.byte	0x1c
	.byte	0x79
	.sleb128 0
	.byte	0x8
	.byte	0x20
	.byte	0x24
	.byte	0x8
	.byte	0x20
	.byte	0x26
	.byte	0x32
	.byte	0x24
	.byte	0x1c
	.byte	0x34
	.byte	0x1c
	.byte	0x32
	.byte	0x25
	.byte	0x79
	.sleb128 0
	.byte	0x22
	.byte	0x23
	.uleb128 0x1
	.byte	0x9f
	.byte	0x4
	.uleb128 .LVL15-.Ltext0
	.uleb128 .LVL16-.Ltext0
	.uleb128 0x1
	.byte	0x59
	.byte	0
.LVUS13:
	.uleb128 .LVU23
	.uleb128 .LVU29
.LLST13:
	.byte	0x4
	.uleb128 .LVL4-.Ltext0
	.uleb128 .LVL5-.Ltext0
	.uleb128 0x1
	.byte	0x50
	.byte	0
.LVUS15:
	.uleb128 .LVU39
	.uleb128 .LVU47
.LLST15:
	.byte	0x4
	.uleb128 .LVL8-.Ltext0
	.uleb128 .LVL10-.Ltext0
	.uleb128 0xe
	.byte	0x7c
	.sleb128 0
	.byte	0x8
	.byte	0x20
	.byte	0x24
	.byte	0x8
	.byte	0x20
	.byte	0x26
	.byte	0x32
	.byte	0x24
	.byte	0x75
	.sleb128 0
	.byte	0x22
	.byte	0x9f
	.byte	0
.LVUS16:
	.uleb128 .LVU39
	.uleb128 .LVU47
.LLST16:
	.byte	0x4
	.uleb128 .LVL8-.Ltext0
	.uleb128 .LVL10-.Ltext0
	.uleb128 0x1
	.byte	0x50
	.byte	0
.LVUS17:
	.uleb128 .LVU42
	.uleb128 .LVU47
.LLST17:
	.byte	0x4
	.uleb128 .LVL9-.Ltext0
	.uleb128 .LVL10-.Ltext0
	.uleb128 0x1
	.byte	0x51
	.byte	0
.Ldebug_loc3:
	.section	.debug_aranges,"",@progbits
	.long	0x2c
	.value	0x2
	.long	.Ldebug_info0
	.byte	0x8
	.byte	0
	.value	0
	.value	0
	.quad	.Ltext0
	.quad	.Letext0-.Ltext0
	.quad	0
	.quad	0
	.section	.debug_rnglists,"",@progbits
.Ldebug_ranges0:
	.long	.Ldebug_ranges3-.Ldebug_ranges2
.Ldebug_ranges2:
	.value	0x5
	.byte	0x8
	.byte	0
	.long	0
.LLRL3:
	.byte	0x4
	.uleb128 .LBB15-.Ltext0
	.uleb128 .LBE15-.Ltext0
	.byte	0x4
	.uleb128 .LBB40-.Ltext0
	.uleb128 .LBE40-.Ltext0
	.byte	0x4
	.uleb128 .LBB41-.Ltext0
	.uleb128 .LBE41-.Ltext0
	.byte	0x4
	.uleb128 .LBB42-.Ltext0
	.uleb128 .LBE42-.Ltext0
	.byte	0
.LLRL4:
	.byte	0x4
	.uleb128 .LBB16-.Ltext0
	.uleb128 .LBE16-.Ltext0
	.byte	0x4
	.uleb128 .LBB35-.Ltext0
	.uleb128 .LBE35-.Ltext0
	.byte	0x4
	.uleb128 .LBB36-.Ltext0
	.uleb128 .LBE36-.Ltext0
	.byte	0x4
	.uleb128 .LBB37-.Ltext0
	.uleb128 .LBE37-.Ltext0
	.byte	0x4
	.uleb128 .LBB38-.Ltext0
	.uleb128 .LBE38-.Ltext0
	.byte	0x4
	.uleb128 .LBB39-.Ltext0
	.uleb128 .LBE39-.Ltext0
	.byte	0
.LLRL10:
	.byte	0x4
	.uleb128 .LBB18-.Ltext0
	.uleb128 .LBE18-.Ltext0
	.byte	0x4
	.uleb128 .LBB29-.Ltext0
	.uleb128 .LBE29-.Ltext0
	.byte	0
.LLRL12:
	.byte	0x4
	.uleb128 .LBB19-.Ltext0
	.uleb128 .LBE19-.Ltext0
	.byte	0x4
	.uleb128 .LBB22-.Ltext0
	.uleb128 .LBE22-.Ltext0
	.byte	0
.LLRL14:
	.byte	0x4
	.uleb128 .LBB23-.Ltext0
	.uleb128 .LBE23-.Ltext0
	.byte	0x4
	.uleb128 .LBB27-.Ltext0
	.uleb128 .LBE27-.Ltext0
	.byte	0x4
	.uleb128 .LBB28-.Ltext0
	.uleb128 .LBE28-.Ltext0
	.byte	0
.Ldebug_ranges3:
	.section	.debug_line,"",@progbits
.Ldebug_line0:
	.section	.debug_str,"MS",@progbits,1
.LASF3:
	.string	"is_sorted"
.LASF6:
	.string	"swap"
.LASF4:
	.string	"qsort_int"
.LASF5:
	.string	"part"
.LASF2:
	.string	"GNU C17 12.2.0 -mtune=generic -march=x86-64 -g -O2 -fasynchronous-unwind-tables"
	.section	.debug_line_str,"MS",@progbits,1
.LASF1:
	.string	"."
.LASF0:
	.string	"src/sort.c"
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
