	.file	"op.c"
	.text
.Ltext0:
	.file 0 "." "src/op.c"
	.section	.text.unlikely,"ax",@progbits
.LCOLDB0:
	.text
.LHOTB0:
	.p2align 4
	.section	.text.unlikely
.Ltext_cold0:
	.text
	.globl	apply
	.type	apply, @function
apply:
.LVL0:
.LFB0:
	.file 1 "src/op.c"
	.loc 1 1 36 view -0
	.cfi_startproc
	.loc 1 2 2 view .LVU1
	.loc 1 1 36 is_stmt 0 view .LVU2
	movq	%rdx, %rcx
	.loc 1 2 2 view .LVU3
	cmpl	$7, %edi
	ja	.L12
	leaq	.L4(%rip), %rax
	movl	%edi, %edi
	.loc 1 2 2 view .LVU4
	movslq	(%rax,%rdi,4), %rdi
.LVL1:
	.loc 1 2 2 view .LVU5
	addq	%rax, %rdi
	jmp	*%rdi
	.section	.rodata
	.align 4
	.align 4
.L4:
	.long	.L11-.L4
	.long	.L10-.L4
	.long	.L9-.L4
	.long	.L8-.L4
	.long	.L7-.L4
	.long	.L6-.L4
	.long	.L5-.L4
	.long	.L3-.L4
	.text
	.p2align 4,,10
	.p2align 3
.L5:
	.loc 1 9 10 is_stmt 1 view .LVU6
	.loc 1 9 19 is_stmt 0 view .LVU7
	movq	%rdx, %rax
	xorq	%rsi, %rax
	ret
	.p2align 4,,10
	.p2align 3
.L3:
	.loc 1 10 10 is_stmt 1 view .LVU8
	.loc 1 10 19 is_stmt 0 view .LVU9
	movq	%rsi, %rax
	salq	%cl, %rax
	ret
	.p2align 4,,10
	.p2align 3
.L11:
	.loc 1 3 10 is_stmt 1 view .LVU10
	.loc 1 3 19 is_stmt 0 view .LVU11
	leaq	(%rdx,%rsi), %rax
	ret
	.p2align 4,,10
	.p2align 3
.L10:
	.loc 1 4 10 is_stmt 1 view .LVU12
	.loc 1 4 19 is_stmt 0 view .LVU13
	movq	%rsi, %rax
	subq	%rdx, %rax
	ret
	.p2align 4,,10
	.p2align 3
.L9:
	.loc 1 5 10 is_stmt 1 view .LVU14
	.loc 1 5 19 is_stmt 0 view .LVU15
	movq	%rdx, %rax
	imulq	%rsi, %rax
	ret
	.p2align 4,,10
	.p2align 3
.L8:
	.loc 1 6 10 is_stmt 1 view .LVU16
	.loc 1 6 27 is_stmt 0 view .LVU17
	xorl	%eax, %eax
	testq	%rdx, %rdx
	je	.L1
	.loc 1 6 27 discriminator 1 view .LVU18
	movq	%rsi, %rax
	cqto
.LVL2:
	.loc 1 6 27 discriminator 1 view .LVU19
	idivq	%rcx
	ret
.LVL3:
	.p2align 4,,10
	.p2align 3
.L7:
	.loc 1 7 10 is_stmt 1 view .LVU20
	.loc 1 7 19 is_stmt 0 view .LVU21
	movq	%rdx, %rax
	andq	%rsi, %rax
	ret
	.p2align 4,,10
	.p2align 3
.L6:
	.loc 1 8 10 is_stmt 1 view .LVU22
	.loc 1 8 19 is_stmt 0 view .LVU23
	movq	%rdx, %rax
	orq	%rsi, %rax
	ret
	.p2align 4,,10
	.p2align 3
.L1:
	.loc 1 13 1 view .LVU24
	ret
.LVL4:
	.loc 1 13 1 view .LVU25
	.cfi_endproc
	.section	.text.unlikely
	.cfi_startproc
	.type	apply.cold, @function
apply.cold:
.LFSB0:
.L12:
	.loc 1 2 2 view -0
	orq	$-1, %rax
	ret
	.cfi_endproc
.LFE0:
	.text
	.size	apply, .-apply
	.section	.text.unlikely
	.size	apply.cold, .-apply.cold
.LCOLDE0:
	.text
.LHOTE0:
	.section	.text.unlikely
.LCOLDB1:
	.text
.LHOTB1:
	.p2align 4
	.globl	fold
	.type	fold, @function
fold:
.LVL5:
.LFB1:
	.loc 1 14 52 is_stmt 1 view -0
	.cfi_startproc
	.loc 1 15 2 view .LVU28
	.loc 1 15 7 is_stmt 0 view .LVU29
	movq	(%rsi), %rax
.LVL6:
	.loc 1 16 2 is_stmt 1 view .LVU30
.LBB5:
	.loc 1 16 7 view .LVU31
	.loc 1 16 20 view .LVU32
.LBE5:
	.loc 1 14 52 is_stmt 0 view .LVU33
	movq	%rsi, %r10
.LBB16:
	.loc 1 16 20 view .LVU34
	cmpl	$1, %edx
	jle	.L16
	movl	%edx, %r9d
	movl	$1, %esi
.LVL7:
.LBB6:
.LBB7:
	.loc 1 2 2 view .LVU35
	leaq	.L20(%rip), %r8
.LVL8:
	.p2align 4,,10
	.p2align 3
.L28:
	.loc 1 2 2 view .LVU36
.LBE7:
.LBE6:
	.loc 1 16 30 is_stmt 1 discriminator 3 view .LVU37
.LBB12:
.LBB8:
	.loc 1 2 2 is_stmt 0 discriminator 3 view .LVU38
	cmpl	$7, (%rdi,%rsi,4)
.LBE8:
.LBE12:
	.loc 1 16 36 discriminator 3 view .LVU39
	movq	(%r10,%rsi,8), %rcx
.LVL9:
.LBB13:
.LBI6:
	.loc 1 1 6 is_stmt 1 discriminator 3 view .LVU40
.LBB9:
	.loc 1 2 2 discriminator 3 view .LVU41
	ja	.L29
	.loc 1 2 2 is_stmt 0 discriminator 3 view .LVU42
	movl	(%rdi,%rsi,4), %edx
	movslq	(%r8,%rdx,4), %rdx
	addq	%r8, %rdx
	jmp	*%rdx
	.section	.rodata
	.align 4
	.align 4
.L20:
	.long	.L27-.L20
	.long	.L26-.L20
	.long	.L25-.L20
	.long	.L24-.L20
	.long	.L23-.L20
	.long	.L22-.L20
	.long	.L21-.L20
	.long	.L19-.L20
	.text
	.p2align 4,,10
	.p2align 3
.L21:
	.loc 1 9 10 is_stmt 1 view .LVU43
	.loc 1 9 19 is_stmt 0 view .LVU44
	xorq	%rcx, %rax
.LVL10:
	.p2align 4,,10
	.p2align 3
.L18:
	.loc 1 9 19 view .LVU45
.LBE9:
.LBE13:
	.loc 1 16 26 is_stmt 1 view .LVU46
	.loc 1 16 20 view .LVU47
	addq	$1, %rsi
.LVL11:
	.loc 1 16 20 is_stmt 0 view .LVU48
	cmpq	%rsi, %r9
	jne	.L28
.LVL12:
.L16:
	.loc 1 16 20 view .LVU49
.LBE16:
	.loc 1 18 1 view .LVU50
	ret
.LVL13:
	.p2align 4,,10
	.p2align 3
.L22:
.LBB17:
.LBB14:
.LBB10:
	.loc 1 8 10 is_stmt 1 view .LVU51
	.loc 1 8 19 is_stmt 0 view .LVU52
	orq	%rcx, %rax
.LVL14:
	.loc 1 8 19 view .LVU53
	jmp	.L18
.LVL15:
	.p2align 4,,10
	.p2align 3
.L23:
	.loc 1 7 10 is_stmt 1 view .LVU54
	.loc 1 7 19 is_stmt 0 view .LVU55
	andq	%rcx, %rax
.LVL16:
	.loc 1 7 19 view .LVU56
	jmp	.L18
.LVL17:
	.p2align 4,,10
	.p2align 3
.L24:
	.loc 1 6 10 is_stmt 1 view .LVU57
	.loc 1 6 27 is_stmt 0 view .LVU58
	testq	%rcx, %rcx
	je	.L30
	cqto
	idivq	%rcx
.LVL18:
	.loc 1 6 27 view .LVU59
	jmp	.L18
.LVL19:
	.p2align 4,,10
	.p2align 3
.L25:
	.loc 1 5 10 is_stmt 1 view .LVU60
	.loc 1 5 19 is_stmt 0 view .LVU61
	imulq	%rcx, %rax
.LVL20:
	.loc 1 5 19 view .LVU62
	jmp	.L18
.LVL21:
	.p2align 4,,10
	.p2align 3
.L26:
	.loc 1 4 10 is_stmt 1 view .LVU63
	.loc 1 4 19 is_stmt 0 view .LVU64
	subq	%rcx, %rax
.LVL22:
	.loc 1 4 19 view .LVU65
	jmp	.L18
.LVL23:
	.p2align 4,,10
	.p2align 3
.L27:
	.loc 1 3 10 is_stmt 1 view .LVU66
	.loc 1 3 19 is_stmt 0 view .LVU67
	addq	%rcx, %rax
.LVL24:
	.loc 1 3 19 view .LVU68
	jmp	.L18
.LVL25:
	.p2align 4,,10
	.p2align 3
.L19:
	.loc 1 10 10 is_stmt 1 view .LVU69
	.loc 1 10 19 is_stmt 0 view .LVU70
	salq	%cl, %rax
.LVL26:
	.loc 1 10 19 view .LVU71
	jmp	.L18
.LVL27:
	.p2align 4,,10
	.p2align 3
.L30:
	.loc 1 6 27 view .LVU72
	xorl	%eax, %eax
.LVL28:
	.loc 1 6 27 view .LVU73
	jmp	.L18
.LVL29:
	.loc 1 6 27 view .LVU74
.LBE10:
.LBE14:
.LBE17:
	.cfi_endproc
	.section	.text.unlikely
	.cfi_startproc
	.type	fold.cold, @function
fold.cold:
.LFSB1:
.LBB18:
.LBB15:
.LBB11:
.L29:
	.loc 1 2 2 view .LVU27
	orq	$-1, %rax
.LVL30:
	.loc 1 2 2 view .LVU76
	jmp	.L18
.LBE11:
.LBE15:
.LBE18:
	.cfi_endproc
.LFE1:
	.text
	.size	fold, .-fold
	.section	.text.unlikely
	.size	fold.cold, .-fold.cold
.LCOLDE1:
	.text
.LHOTE1:
.Letext0:
	.section	.text.unlikely
.Letext_cold0:
	.section	.debug_info,"",@progbits
.Ldebug_info0:
	.long	0x153
	.value	0x5
	.byte	0x1
	.byte	0x8
	.long	.Ldebug_abbrev0
	.uleb128 0x6
	.long	.LASF4
	.byte	0x1d
	.long	.LASF0
	.long	.LASF1
	.long	.LLRL13
	.quad	0
	.long	.Ldebug_line0
	.uleb128 0x7
	.long	.LASF5
	.byte	0x1
	.byte	0xe
	.byte	0x6
	.long	0xdc
	.long	.LLRL3
	.uleb128 0x1
	.byte	0x9c
	.long	0xdc
	.uleb128 0x8
	.string	"ops"
	.byte	0x1
	.byte	0xe
	.byte	0x16
	.long	0xe8
	.uleb128 0x1
	.byte	0x55
	.uleb128 0x9
	.long	.LASF2
	.byte	0x1
	.byte	0xe
	.byte	0x27
	.long	0xf9
	.long	.LLST4
	.long	.LVUS4
	.uleb128 0xa
	.string	"n"
	.byte	0x1
	.byte	0xe
	.byte	0x31
	.long	0xed
	.long	.LLST5
	.long	.LVUS5
	.uleb128 0x3
	.string	"acc"
	.byte	0xf
	.byte	0x7
	.long	0xdc
	.long	.LLST6
	.long	.LVUS6
	.uleb128 0xb
	.long	.LLRL7
	.uleb128 0x3
	.string	"i"
	.byte	0x10
	.byte	0xb
	.long	0xed
	.long	.LLST8
	.long	.LVUS8
	.uleb128 0xc
	.long	0xfe
	.quad	.LBI6
	.byte	.LVU40
	.long	.LLRL9
	.byte	0x1
	.byte	0x10
	.byte	0x24
	.uleb128 0x1
	.long	0x120
	.long	.LLST10
	.long	.LVUS10
	.uleb128 0x1
	.long	0x118
	.long	.LLST11
	.long	.LVUS11
	.uleb128 0x1
	.long	0x10f
	.long	.LLST12
	.long	.LVUS12
	.byte	0
	.byte	0
	.byte	0
	.uleb128 0xd
	.byte	0x8
	.byte	0x5
	.long	.LASF3
	.uleb128 0x4
	.long	0xdc
	.uleb128 0x5
	.long	0xf4
	.uleb128 0xe
	.byte	0x4
	.byte	0x5
	.string	"int"
	.uleb128 0x4
	.long	0xed
	.uleb128 0x5
	.long	0xe3
	.uleb128 0xf
	.long	.LASF6
	.byte	0x1
	.byte	0x1
	.byte	0x6
	.long	0xdc
	.byte	0x1
	.long	0x129
	.uleb128 0x2
	.string	"op"
	.byte	0x10
	.long	0xed
	.uleb128 0x2
	.string	"a"
	.byte	0x19
	.long	0xdc
	.uleb128 0x2
	.string	"b"
	.byte	0x21
	.long	0xdc
	.byte	0
	.uleb128 0x10
	.long	0xfe
	.long	.LLRL0
	.uleb128 0x1
	.byte	0x9c
	.uleb128 0x1
	.long	0x10f
	.long	.LLST1
	.long	.LVUS1
	.uleb128 0x11
	.long	0x118
	.uleb128 0x1
	.byte	0x54
	.uleb128 0x1
	.long	0x120
	.long	.LLST2
	.long	.LVUS2
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
	.uleb128 0x5
	.byte	0
	.uleb128 0x3
	.uleb128 0x8
	.uleb128 0x3a
	.uleb128 0x21
	.sleb128 1
	.uleb128 0x3b
	.uleb128 0x21
	.sleb128 1
	.uleb128 0x39
	.uleb128 0xb
	.uleb128 0x49
	.uleb128 0x13
	.byte	0
	.byte	0
	.uleb128 0x3
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
	.uleb128 0x2
	.uleb128 0x17
	.uleb128 0x2137
	.uleb128 0x17
	.byte	0
	.byte	0
	.uleb128 0x4
	.uleb128 0x26
	.byte	0
	.uleb128 0x49
	.uleb128 0x13
	.byte	0
	.byte	0
	.uleb128 0x5
	.uleb128 0xf
	.byte	0
	.uleb128 0xb
	.uleb128 0x21
	.sleb128 8
	.uleb128 0x49
	.uleb128 0x13
	.byte	0
	.byte	0
	.uleb128 0x6
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
	.uleb128 0x55
	.uleb128 0x17
	.uleb128 0x11
	.uleb128 0x1
	.uleb128 0x10
	.uleb128 0x17
	.byte	0
	.byte	0
	.uleb128 0x7
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
	.uleb128 0x55
	.uleb128 0x17
	.uleb128 0x40
	.uleb128 0x18
	.uleb128 0x7a
	.uleb128 0x19
	.uleb128 0x1
	.uleb128 0x13
	.byte	0
	.byte	0
	.uleb128 0x8
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
	.uleb128 0x9
	.uleb128 0x5
	.byte	0
	.uleb128 0x3
	.uleb128 0xe
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
	.uleb128 0xa
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
	.uleb128 0x17
	.uleb128 0x2137
	.uleb128 0x17
	.byte	0
	.byte	0
	.uleb128 0xb
	.uleb128 0xb
	.byte	0x1
	.uleb128 0x55
	.uleb128 0x17
	.byte	0
	.byte	0
	.uleb128 0xc
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
	.byte	0
	.byte	0
	.uleb128 0xd
	.uleb128 0x24
	.byte	0
	.uleb128 0xb
	.uleb128 0xb
	.uleb128 0x3e
	.uleb128 0xb
	.uleb128 0x3
	.uleb128 0xe
	.byte	0
	.byte	0
	.uleb128 0xe
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
	.uleb128 0xf
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
	.uleb128 0x20
	.uleb128 0xb
	.uleb128 0x1
	.uleb128 0x13
	.byte	0
	.byte	0
	.uleb128 0x10
	.uleb128 0x2e
	.byte	0x1
	.uleb128 0x31
	.uleb128 0x13
	.uleb128 0x55
	.uleb128 0x17
	.uleb128 0x40
	.uleb128 0x18
	.uleb128 0x7a
	.uleb128 0x19
	.byte	0
	.byte	0
	.uleb128 0x11
	.uleb128 0x5
	.byte	0
	.uleb128 0x31
	.uleb128 0x13
	.uleb128 0x2
	.uleb128 0x18
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
.LVUS4:
	.uleb128 0
	.uleb128 .LVU35
	.uleb128 .LVU35
	.uleb128 0
	.uleb128 0
	.uleb128 0
.LLST4:
	.byte	0x6
	.quad	.LVL5
	.byte	0x4
	.uleb128 .LVL5-.LVL5
	.uleb128 .LVL7-.LVL5
	.uleb128 0x1
	.byte	0x54
	.byte	0x4
	.uleb128 .LVL7-.LVL5
	.uleb128 .LHOTE1-.LVL5
	.uleb128 0x1
	.byte	0x5a
	.byte	0x8
	.quad	.LFSB1
	.uleb128 .LCOLDE1-.LFSB1
	.uleb128 0x1
	.byte	0x5a
	.byte	0
.LVUS5:
	.uleb128 0
	.uleb128 .LVU36
	.uleb128 .LVU36
	.uleb128 .LVU49
	.uleb128 .LVU49
	.uleb128 0
	.uleb128 0
	.uleb128 0
.LLST5:
	.byte	0x6
	.quad	.LVL5
	.byte	0x4
	.uleb128 .LVL5-.LVL5
	.uleb128 .LVL8-.LVL5
	.uleb128 0x1
	.byte	0x51
	.byte	0x4
	.uleb128 .LVL8-.LVL5
	.uleb128 .LVL12-.LVL5
	.uleb128 0x1
	.byte	0x59
	.byte	0x4
	.uleb128 .LVL12-.LVL5
	.uleb128 .LHOTE1-.LVL5
	.uleb128 0x4
	.byte	0xa3
	.uleb128 0x1
	.byte	0x51
	.byte	0x9f
	.byte	0x8
	.quad	.LFSB1
	.uleb128 .LCOLDE1-.LFSB1
	.uleb128 0x4
	.byte	0xa3
	.uleb128 0x1
	.byte	0x51
	.byte	0x9f
	.byte	0
.LVUS6:
	.uleb128 .LVU30
	.uleb128 .LVU53
	.uleb128 .LVU54
	.uleb128 .LVU56
	.uleb128 .LVU57
	.uleb128 .LVU59
	.uleb128 .LVU60
	.uleb128 .LVU62
	.uleb128 .LVU63
	.uleb128 .LVU65
	.uleb128 .LVU66
	.uleb128 .LVU68
	.uleb128 .LVU69
	.uleb128 .LVU71
	.uleb128 .LVU72
	.uleb128 .LVU73
	.uleb128 .LVU74
	.uleb128 0
	.uleb128 0
	.uleb128 .LVU76
.LLST6:
	.byte	0x6
	.quad	.LVL6
	.byte	0x4
	.uleb128 .LVL6-.LVL6
	.uleb128 .LVL14-.LVL6
	.uleb128 0x1
	.byte	0x50
	.byte	0x4
	.uleb128 .LVL15-.LVL6
	.uleb128 .LVL16-.LVL6
	.uleb128 0x1
	.byte	0x50
	.byte	0x4
	.uleb128 .LVL17-.LVL6
	.uleb128 .LVL18-.LVL6
	.uleb128 0x1
	.byte	0x50
	.byte	0x4
	.uleb128 .LVL19-.LVL6
	.uleb128 .LVL20-.LVL6
	.uleb128 0x1
	.byte	0x50
	.byte	0x4
	.uleb128 .LVL21-.LVL6
	.uleb128 .LVL22-.LVL6
	.uleb128 0x1
	.byte	0x50
	.byte	0x4
	.uleb128 .LVL23-.LVL6
	.uleb128 .LVL24-.LVL6
	.uleb128 0x1
	.byte	0x50
	.byte	0x4
	.uleb128 .LVL25-.LVL6
	.uleb128 .LVL26-.LVL6
	.uleb128 0x1
	.byte	0x50
	.byte	0x4
	.uleb128 .LVL27-.LVL6
	.uleb128 .LVL28-.LVL6
	.uleb128 0x1
	.byte	0x50
	.byte	0x4
	.uleb128 .LVL29-.LVL6
	.uleb128 .LHOTE1-.LVL6
	.uleb128 0x1
	.byte	0x50
	.byte	0x8
	.quad	.LFSB1
	.uleb128 .LVL30-.LFSB1
	.uleb128 0x1
	.byte	0x50
	.byte	0
.LVUS8:
	.uleb128 .LVU32
	.uleb128 .LVU36
	.uleb128 .LVU36
	.uleb128 .LVU47
	.uleb128 .LVU47
	.uleb128 .LVU48
	.uleb128 .LVU51
	.uleb128 0
	.uleb128 0
	.uleb128 0
.LLST8:
	.byte	0x6
	.quad	.LVL6
	.byte	0x4
	.uleb128 .LVL6-.LVL6
	.uleb128 .LVL8-.LVL6
	.uleb128 0x2
	.byte	0x31
	.byte	0x9f
	.byte	0x4
	.uleb128 .LVL8-.LVL6
	.uleb128 .LVL10-.LVL6
	.uleb128 0x1
	.byte	0x54
	.byte	0x4
	.uleb128 .LVL10-.LVL6
	.uleb128 .LVL11-.LVL6
	.uleb128 0x3
	.byte	0x74
	.sleb128 1
	.byte	0x9f
	.byte	0x4
	.uleb128 .LVL13-.LVL6
	.uleb128 .LHOTE1-.LVL6
	.uleb128 0x1
	.byte	0x54
	.byte	0x8
	.quad	.LFSB1
	.uleb128 .LCOLDE1-.LFSB1
	.uleb128 0x1
	.byte	0x54
	.byte	0
.LVUS10:
	.uleb128 .LVU40
	.uleb128 .LVU45
	.uleb128 .LVU51
	.uleb128 0
	.uleb128 0
	.uleb128 0
.LLST10:
	.byte	0x6
	.quad	.LVL9
	.byte	0x4
	.uleb128 .LVL9-.LVL9
	.uleb128 .LVL10-.LVL9
	.uleb128 0x1
	.byte	0x52
	.byte	0x4
	.uleb128 .LVL13-.LVL9
	.uleb128 .LHOTE1-.LVL9
	.uleb128 0x1
	.byte	0x52
	.byte	0x8
	.quad	.LFSB1
	.uleb128 .LCOLDE1-.LFSB1
	.uleb128 0x1
	.byte	0x52
	.byte	0
.LVUS11:
	.uleb128 .LVU40
	.uleb128 .LVU45
	.uleb128 .LVU51
	.uleb128 .LVU53
	.uleb128 .LVU54
	.uleb128 .LVU56
	.uleb128 .LVU57
	.uleb128 .LVU59
	.uleb128 .LVU60
	.uleb128 .LVU62
	.uleb128 .LVU63
	.uleb128 .LVU65
	.uleb128 .LVU66
	.uleb128 .LVU68
	.uleb128 .LVU69
	.uleb128 .LVU71
	.uleb128 .LVU72
	.uleb128 .LVU73
	.uleb128 .LVU74
	.uleb128 0
	.uleb128 0
	.uleb128 .LVU76
.LLST11:
	.byte	0x6
	.quad	.LVL9
	.byte	0x4
	.uleb128 .LVL9-.LVL9
	.uleb128 .LVL10-.LVL9
	.uleb128 0x1
	.byte	0x50
	.byte	0x4
	.uleb128 .LVL13-.LVL9
	.uleb128 .LVL14-.LVL9
	.uleb128 0x1
	.byte	0x50
	.byte	0x4
	.uleb128 .LVL15-.LVL9
	.uleb128 .LVL16-.LVL9
	.uleb128 0x1
	.byte	0x50
	.byte	0x4
	.uleb128 .LVL17-.LVL9
	.uleb128 .LVL18-.LVL9
	.uleb128 0x1
	.byte	0x50
	.byte	0x4
	.uleb128 .LVL19-.LVL9
	.uleb128 .LVL20-.LVL9
	.uleb128 0x1
	.byte	0x50
	.byte	0x4
	.uleb128 .LVL21-.LVL9
	.uleb128 .LVL22-.LVL9
	.uleb128 0x1
	.byte	0x50
	.byte	0x4
	.uleb128 .LVL23-.LVL9
	.uleb128 .LVL24-.LVL9
	.uleb128 0x1
	.byte	0x50
	.byte	0x4
	.uleb128 .LVL25-.LVL9
	.uleb128 .LVL26-.LVL9
	.uleb128 0x1
	.byte	0x50
	.byte	0x4
	.uleb128 .LVL27-.LVL9
	.uleb128 .LVL28-.LVL9
	.uleb128 0x1
	.byte	0x50
	.byte	0x4
	.uleb128 .LVL29-.LVL9
	.uleb128 .LHOTE1-.LVL9
	.uleb128 0x1
	.byte	0x50
	.byte	0x8
	.quad	.LFSB1
	.uleb128 .LVL30-.LFSB1
	.uleb128 0x1
	.byte	0x50
	.byte	0
.LVUS12:
	.uleb128 .LVU40
	.uleb128 .LVU45
	.uleb128 .LVU51
	.uleb128 0
	.uleb128 0
	.uleb128 0
.LLST12:
	.byte	0x6
	.quad	.LVL9
	.byte	0x4
	.uleb128 .LVL9-.LVL9
	.uleb128 .LVL10-.LVL9
	.uleb128 0x7
	.byte	0x74
	.sleb128 0
	.byte	0x32
	.byte	0x24
	.byte	0x75
	.sleb128 0
	.byte	0x22
	.byte	0x4
	.uleb128 .LVL13-.LVL9
	.uleb128 .LHOTE1-.LVL9
	.uleb128 0x7
	.byte	0x74
	.sleb128 0
	.byte	0x32
	.byte	0x24
	.byte	0x75
	.sleb128 0
	.byte	0x22
	.byte	0x8
	.quad	.LFSB1
	.uleb128 .LCOLDE1-.LFSB1
	.uleb128 0x7
	.byte	0x74
	.sleb128 0
	.byte	0x32
	.byte	0x24
	.byte	0x75
	.sleb128 0
	.byte	0x22
	.byte	0
.LVUS1:
	.uleb128 0
	.uleb128 .LVU5
	.uleb128 .LVU5
	.uleb128 .LVU25
	.uleb128 .LVU25
	.uleb128 0
	.uleb128 0
	.uleb128 0
.LLST1:
	.byte	0x6
	.quad	.LVL0
	.byte	0x4
	.uleb128 .LVL0-.LVL0
	.uleb128 .LVL1-.LVL0
	.uleb128 0x1
	.byte	0x55
	.byte	0x4
	.uleb128 .LVL1-.LVL0
	.uleb128 .LVL4-.LVL0
	.uleb128 0x4
	.byte	0xa3
	.uleb128 0x1
	.byte	0x55
	.byte	0x9f
	.byte	0x4
	.uleb128 .LVL4-.LVL0
	.uleb128 .LHOTE0-.LVL0
	.uleb128 0x1
	.byte	0x55
	.byte	0x8
	.quad	.LFSB0
	.uleb128 .LCOLDE0-.LFSB0
	.uleb128 0x1
	.byte	0x55
	.byte	0
.LVUS2:
	.uleb128 0
	.uleb128 .LVU19
	.uleb128 .LVU19
	.uleb128 .LVU20
	.uleb128 .LVU20
	.uleb128 0
	.uleb128 0
	.uleb128 0
.LLST2:
	.byte	0x6
	.quad	.LVL0
	.byte	0x4
	.uleb128 .LVL0-.LVL0
	.uleb128 .LVL2-.LVL0
	.uleb128 0x1
	.byte	0x51
	.byte	0x4
	.uleb128 .LVL2-.LVL0
	.uleb128 .LVL3-.LVL0
	.uleb128 0x1
	.byte	0x52
	.byte	0x4
	.uleb128 .LVL3-.LVL0
	.uleb128 .LHOTE0-.LVL0
	.uleb128 0x1
	.byte	0x51
	.byte	0x8
	.quad	.LFSB0
	.uleb128 .LCOLDE0-.LFSB0
	.uleb128 0x1
	.byte	0x51
	.byte	0
.Ldebug_loc3:
	.section	.debug_aranges,"",@progbits
	.long	0x3c
	.value	0x2
	.long	.Ldebug_info0
	.byte	0x8
	.byte	0
	.value	0
	.value	0
	.quad	.Ltext0
	.quad	.Letext0-.Ltext0
	.quad	.Ltext_cold0
	.quad	.Letext_cold0-.Ltext_cold0
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
.LLRL0:
	.byte	0x7
	.quad	.LFB0
	.uleb128 .LHOTE0-.LFB0
	.byte	0x7
	.quad	.LFSB0
	.uleb128 .LCOLDE0-.LFSB0
	.byte	0
.LLRL3:
	.byte	0x7
	.quad	.LFB1
	.uleb128 .LHOTE1-.LFB1
	.byte	0x7
	.quad	.LFSB1
	.uleb128 .LCOLDE1-.LFSB1
	.byte	0
.LLRL7:
	.byte	0x5
	.quad	.LBB5
	.byte	0x4
	.uleb128 .LBB5-.LBB5
	.uleb128 .LBE5-.LBB5
	.byte	0x4
	.uleb128 .LBB16-.LBB5
	.uleb128 .LBE16-.LBB5
	.byte	0x4
	.uleb128 .LBB17-.LBB5
	.uleb128 .LBE17-.LBB5
	.byte	0x7
	.quad	.LBB18
	.uleb128 .LBE18-.LBB18
	.byte	0
.LLRL9:
	.byte	0x5
	.quad	.LBB6
	.byte	0x4
	.uleb128 .LBB6-.LBB6
	.uleb128 .LBE6-.LBB6
	.byte	0x4
	.uleb128 .LBB12-.LBB6
	.uleb128 .LBE12-.LBB6
	.byte	0x4
	.uleb128 .LBB13-.LBB6
	.uleb128 .LBE13-.LBB6
	.byte	0x4
	.uleb128 .LBB14-.LBB6
	.uleb128 .LBE14-.LBB6
	.byte	0x7
	.quad	.LBB15
	.uleb128 .LBE15-.LBB15
	.byte	0
.LLRL13:
	.byte	0x7
	.quad	.Ltext0
	.uleb128 .Letext0-.Ltext0
	.byte	0x7
	.quad	.Ltext_cold0
	.uleb128 .Letext_cold0-.Ltext_cold0
	.byte	0
.Ldebug_ranges3:
	.section	.debug_line,"",@progbits
.Ldebug_line0:
	.section	.debug_str,"MS",@progbits,1
.LASF6:
	.string	"apply"
.LASF2:
	.string	"vals"
.LASF4:
	.string	"GNU C17 12.2.0 -mtune=generic -march=x86-64 -g -O2 -fasynchronous-unwind-tables"
.LASF3:
	.string	"long int"
.LASF5:
	.string	"fold"
	.section	.debug_line_str,"MS",@progbits,1
.LASF0:
	.string	"src/op.c"
.LASF1:
	.string	"."
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
