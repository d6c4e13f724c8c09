	.file	"hash.c"
	.text
.Ltext0:
	.file 0 "." "src/hash.c"
	.p2align 4
	.globl	fnv
	.type	fnv, @function
fnv:
.LVL0:
.LFB0:
	.file 1 "src/hash.c"
	.loc 1 4 29 view -0
	.cfi_startproc
	.loc 1 5 2 view .LVU1
	.loc 1 6 2 view .LVU2
	.loc 1 6 9 view .LVU3
	movzbl	(%rdi), %edx
	.loc 1 5 11 is_stmt 0 view .LVU4
	movl	$-2128831035, %eax
	.loc 1 6 9 view .LVU5
	testb	%dl, %dl
	je	.L4
.LVL1:
	.p2align 4,,10
	.p2align 3
.L3:
	.loc 1 6 15 is_stmt 1 discriminator 2 view .LVU6
	.loc 1 6 37 is_stmt 0 discriminator 2 view .LVU7
	addq	$1, %rdi
.LVL2:
	.loc 1 6 17 discriminator 2 view .LVU8
	xorl	%edx, %eax
.LVL3:
	.loc 1 6 41 is_stmt 1 discriminator 2 view .LVU9
	.loc 1 6 9 is_stmt 0 discriminator 2 view .LVU10
	movzbl	(%rdi), %edx
	.loc 1 6 43 discriminator 2 view .LVU11
	imull	$16777619, %eax, %eax
.LVL4:
	.loc 1 6 9 is_stmt 1 discriminator 2 view .LVU12
	testb	%dl, %dl
	jne	.L3
	ret
.LVL5:
	.p2align 4,,10
	.p2align 3
.L4:
	.loc 1 7 2 view .LVU13
	.loc 1 8 1 is_stmt 0 view .LVU14
	ret
	.cfi_endproc
.LFE0:
	.size	fnv, .-fnv
	.p2align 4
	.globl	lookup
	.type	lookup, @function
lookup:
.LVL6:
.LFB1:
	.loc 1 9 27 is_stmt 1 view -0
	.cfi_startproc
	.loc 1 10 2 view .LVU16
.LBB2:
	.loc 1 10 7 view .LVU17
	.loc 1 10 20 view .LVU18
.LBE2:
	.loc 1 9 27 is_stmt 0 view .LVU19
	pushq	%r12
	.cfi_def_cfa_offset 16
	.cfi_offset 12, -16
	leaq	names(%rip), %r12
	pushq	%rbp
	.cfi_def_cfa_offset 24
	.cfi_offset 6, -24
	movq	%rdi, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 32
	.cfi_offset 3, -32
	.loc 1 9 27 view .LVU20
	xorl	%ebx, %ebx
.LVL7:
.L9:
.LBB3:
	.loc 1 10 30 is_stmt 1 discriminator 5 view .LVU21
	.loc 1 10 34 is_stmt 0 discriminator 5 view .LVU22
	movq	(%r12,%rbx,8), %rdi
	movq	%rbp, %rsi
	call	strcmp@PLT
.LVL8:
	.loc 1 10 33 discriminator 5 view .LVU23
	testl	%eax, %eax
	je	.L8
	.loc 1 10 26 is_stmt 1 discriminator 3 view .LVU24
.LVL9:
	.loc 1 10 20 discriminator 3 view .LVU25
	addq	$1, %rbx
.LVL10:
	.loc 1 10 20 is_stmt 0 discriminator 3 view .LVU26
	cmpq	$4, %rbx
	jne	.L9
.LBE3:
	.loc 1 12 1 view .LVU27
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 24
	.loc 1 11 9 view .LVU28
	movl	$-1, %eax
	.loc 1 12 1 view .LVU29
	popq	%rbp
	.cfi_def_cfa_offset 16
.LVL11:
	.loc 1 12 1 view .LVU30
	popq	%r12
	.cfi_def_cfa_offset 8
	ret
.LVL12:
	.p2align 4,,10
	.p2align 3
.L8:
	.cfi_restore_state
	.loc 1 12 1 view .LVU31
	movl	%ebx, %eax
	popq	%rbx
	.cfi_def_cfa_offset 24
.LVL13:
	.loc 1 12 1 view .LVU32
	popq	%rbp
	.cfi_def_cfa_offset 16
.LVL14:
	.loc 1 12 1 view .LVU33
	popq	%r12
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE1:
	.size	lookup, .-lookup
	.p2align 4
	.globl	mix
	.type	mix, @function
mix:
.LVL15:
.LFB2:
	.loc 1 13 26 is_stmt 1 view -0
	.cfi_startproc
	.loc 1 13 28 view .LVU35
	.loc 1 13 44 is_stmt 0 view .LVU36
	movabsq	$-49064778989728563, %rax
	.loc 1 13 35 view .LVU37
	movq	%rdi, %rdx
	shrq	$33, %rdx
	.loc 1 13 30 view .LVU38
	xorq	%rdi, %rdx
.LVL16:
	.loc 1 13 42 is_stmt 1 view .LVU39
	.loc 1 13 44 is_stmt 0 view .LVU40
	imulq	%rax, %rdx
.LVL17:
	.loc 1 13 70 is_stmt 1 view .LVU41
	.loc 1 13 77 is_stmt 0 view .LVU42
	movq	%rdx, %rax
	shrq	$33, %rax
.LVL18:
	.loc 1 13 84 is_stmt 1 view .LVU43
	.loc 1 13 72 is_stmt 0 view .LVU44
	xorq	%rdx, %rax
.LVL19:
	.loc 1 13 94 view .LVU45
	ret
	.cfi_endproc
.LFE2:
	.size	mix, .-mix
	.section	.rodata.str1.1,"aMS",@progbits,1
.LC0:
	.string	"alpha"
.LC1:
	.string	"beta"
.LC2:
	.string	"gamma"
.LC3:
	.string	"delta"
	.section	.data.rel.ro.local,"aw"
	.align 32
	.type	names, @object
	.size	names, 32
names:
	.quad	.LC0
	.quad	.LC1
	.quad	.LC2
	.quad	.LC3
	.text
.Letext0:
	.file 2 "/usr/include/x86_64-linux-gnu/bits/types.h"
	.file 3 "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h"
	.file 4 "/usr/include/string.h"
	.section	.debug_info,"",@progbits
.Ldebug_info0:
	.long	0x1c4
	.value	0x5
	.byte	0x1
	.byte	0x8
	.long	.Ldebug_abbrev0
	.uleb128 0x7
	.long	.LASF15
	.byte	0x1d
	.long	.LASF0
	.long	.LASF1
	.quad	.Ltext0
	.quad	.Letext0-.Ltext0
	.long	.Ldebug_line0
	.uleb128 0x1
	.byte	0x1
	.byte	0x8
	.long	.LASF2
	.uleb128 0x1
	.byte	0x2
	.byte	0x7
	.long	.LASF3
	.uleb128 0x1
	.byte	0x4
	.byte	0x7
	.long	.LASF4
	.uleb128 0x1
	.byte	0x8
	.byte	0x7
	.long	.LASF5
	.uleb128 0x1
	.byte	0x1
	.byte	0x6
	.long	.LASF6
	.uleb128 0x1
	.byte	0x2
	.byte	0x5
	.long	.LASF7
	.uleb128 0x8
	.byte	0x4
	.byte	0x5
	.string	"int"
	.uleb128 0x2
	.long	.LASF9
	.byte	0x2
	.byte	0x2a
	.byte	0x16
	.long	0x3c
	.uleb128 0x1
	.byte	0x8
	.byte	0x5
	.long	.LASF8
	.uleb128 0x2
	.long	.LASF10
	.byte	0x2
	.byte	0x2d
	.byte	0x1b
	.long	0x43
	.uleb128 0x1
	.byte	0x1
	.byte	0x6
	.long	.LASF11
	.uleb128 0x9
	.long	0x7e
	.uleb128 0x2
	.long	.LASF12
	.byte	0x3
	.byte	0x1a
	.byte	0x14
	.long	0x5f
	.uleb128 0x2
	.long	.LASF13
	.byte	0x3
	.byte	0x1b
	.byte	0x14
	.long	0x72
	.uleb128 0xa
	.byte	0x8
	.long	0x85
	.uleb128 0xb
	.long	0xa2
	.long	0xb8
	.uleb128 0xc
	.long	0x43
	.byte	0x3
	.byte	0
	.uleb128 0xd
	.long	.LASF16
	.byte	0x1
	.byte	0x3
	.byte	0x14
	.long	0xa8
	.uleb128 0x9
	.byte	0x3
	.quad	names
	.uleb128 0xe
	.long	.LASF17
	.byte	0x4
	.byte	0x9c
	.byte	0xc
	.long	0x58
	.long	0xe9
	.uleb128 0x4
	.long	0xa2
	.uleb128 0x4
	.long	0xa2
	.byte	0
	.uleb128 0xf
	.string	"mix"
	.byte	0x1
	.byte	0xd
	.byte	0xa
	.long	0x96
	.quad	.LFB2
	.quad	.LFE2-.LFB2
	.uleb128 0x1
	.byte	0x9c
	.long	0x11d
	.uleb128 0x3
	.string	"x"
	.byte	0xd
	.byte	0x17
	.long	0x96
	.long	.LLST5
	.long	.LVUS5
	.byte	0
	.uleb128 0x10
	.long	.LASF14
	.byte	0x1
	.byte	0x9
	.byte	0x5
	.long	0x58
	.quad	.LFB1
	.quad	.LFE1-.LFB1
	.uleb128 0x1
	.byte	0x9c
	.long	0x187
	.uleb128 0x3
	.string	"s"
	.byte	0x9
	.byte	0x18
	.long	0xa2
	.long	.LLST2
	.long	.LVUS2
	.uleb128 0x11
	.long	.LLRL3
	.uleb128 0x5
	.string	"i"
	.byte	0xa
	.long	0x58
	.long	.LLST4
	.long	.LVUS4
	.uleb128 0x12
	.quad	.LVL8
	.long	0xce
	.uleb128 0x6
	.uleb128 0x1
	.byte	0x55
	.uleb128 0x8
	.byte	0x73
	.sleb128 0
	.byte	0x33
	.byte	0x24
	.byte	0x7c
	.sleb128 0
	.byte	0x22
	.byte	0x6
	.uleb128 0x6
	.uleb128 0x1
	.byte	0x54
	.uleb128 0x2
	.byte	0x76
	.sleb128 0
	.byte	0
	.byte	0
	.byte	0
	.uleb128 0x13
	.string	"fnv"
	.byte	0x1
	.byte	0x4
	.byte	0xa
	.long	0x8a
	.quad	.LFB0
	.quad	.LFE0-.LFB0
	.uleb128 0x1
	.byte	0x9c
	.uleb128 0x3
	.string	"s"
	.byte	0x4
	.byte	0x1a
	.long	0xa2
	.long	.LLST0
	.long	.LVUS0
	.uleb128 0x5
	.string	"h"
	.byte	0x5
	.long	0x8a
	.long	.LLST1
	.long	.LVUS1
	.byte	0
	.byte	0
	.section	.debug_abbrev,"",@progbits
.Ldebug_abbrev0:
	.uleb128 0x1
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
	.uleb128 0x2
	.uleb128 0x16
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
	.uleb128 0x2
	.uleb128 0x17
	.uleb128 0x2137
	.uleb128 0x17
	.byte	0
	.byte	0
	.uleb128 0x4
	.uleb128 0x5
	.byte	0
	.uleb128 0x49
	.uleb128 0x13
	.byte	0
	.byte	0
	.uleb128 0x5
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
	.uleb128 0x21
	.sleb128 11
	.uleb128 0x49
	.uleb128 0x13
	.uleb128 0x2
	.uleb128 0x17
	.uleb128 0x2137
	.uleb128 0x17
	.byte	0
	.byte	0
	.uleb128 0x6
	.uleb128 0x49
	.byte	0
	.uleb128 0x2
	.uleb128 0x18
	.uleb128 0x7e
	.uleb128 0x18
	.byte	0
	.byte	0
	.uleb128 0x7
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
	.uleb128 0x8
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
	.uleb128 0x9
	.uleb128 0x26
	.byte	0
	.uleb128 0x49
	.uleb128 0x13
	.byte	0
	.byte	0
	.uleb128 0xa
	.uleb128 0xf
	.byte	0
	.uleb128 0xb
	.uleb128 0xb
	.uleb128 0x49
	.uleb128 0x13
	.byte	0
	.byte	0
	.uleb128 0xb
	.uleb128 0x1
	.byte	0x1
	.uleb128 0x49
	.uleb128 0x13
	.uleb128 0x1
	.uleb128 0x13
	.byte	0
	.byte	0
	.uleb128 0xc
	.uleb128 0x21
	.byte	0
	.uleb128 0x49
	.uleb128 0x13
	.uleb128 0x2f
	.uleb128 0xb
	.byte	0
	.byte	0
	.uleb128 0xd
	.uleb128 0x34
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
	.uleb128 0x18
	.byte	0
	.byte	0
	.uleb128 0xe
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
	.uleb128 0x3c
	.uleb128 0x19
	.uleb128 0x1
	.uleb128 0x13
	.byte	0
	.byte	0
	.uleb128 0xf
	.uleb128 0x2e
	.byte	0x1
	.uleb128 0x3f
	.uleb128 0x19
	.uleb128 0x3
	.uleb128 0x8
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
	.uleb128 0x10
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
	.uleb128 0x11
	.uleb128 0xb
	.byte	0x1
	.uleb128 0x55
	.uleb128 0x17
	.byte	0
	.byte	0
	.uleb128 0x12
	.uleb128 0x48
	.byte	0x1
	.uleb128 0x7d
	.uleb128 0x1
	.uleb128 0x7f
	.uleb128 0x13
	.byte	0
	.byte	0
	.uleb128 0x13
	.uleb128 0x2e
	.byte	0x1
	.uleb128 0x3f
	.uleb128 0x19
	.uleb128 0x3
	.uleb128 0x8
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
.LVUS5:
	.uleb128 0
	.uleb128 .LVU39
	.uleb128 .LVU39
	.uleb128 .LVU43
	.uleb128 .LVU43
	.uleb128 .LVU45
	.uleb128 .LVU45
	.uleb128 0
.LLST5:
	.byte	0x4
	.uleb128 .LVL15-.Ltext0
	.uleb128 .LVL16-.Ltext0
	.uleb128 0x1
	.byte	0x55
	.byte	0x4
	.uleb128 .LVL16-.Ltext0
	.uleb128 .LVL18-.Ltext0
	.uleb128 0x1
	.byte	0x51
	.byte	0x4
	.uleb128 .LVL18-.Ltext0
	.uleb128 .LVL19-.Ltext0
	.uleb128 0x6
	.byte	0x70
	.sleb128 0
	.byte	0x71
	.sleb128 0
	.byte	0x27
	.byte	0x9f
	.byte	0x4
	.uleb128 .LVL19-.Ltext0
	.uleb128 .LFE2-.Ltext0
	.uleb128 0x1
	.byte	0x50
	.byte	0
.LVUS2:
	.uleb128 0
	.uleb128 .LVU21
	.uleb128 .LVU21
	.uleb128 .LVU30
	.uleb128 .LVU30
	.uleb128 .LVU31
	.uleb128 .LVU31
	.uleb128 .LVU33
	.uleb128 .LVU33
	.uleb128 0
.LLST2:
	.byte	0x4
	.uleb128 .LVL6-.Ltext0
	.uleb128 .LVL7-.Ltext0
	.uleb128 0x1
	.byte	0x55
	.byte	0x4
	.uleb128 .LVL7-.Ltext0
	.uleb128 .LVL11-.Ltext0
	.uleb128 0x1
	.byte	0x56
	.byte	0x4
	.uleb128 .LVL11-.Ltext0
	.uleb128 .LVL12-.Ltext0
	.uleb128 0x4
	.byte	0xa3
	.uleb128 0x1
	.byte	0x55
	.byte	0x9f
	.byte	0x4
	.uleb128 .LVL12-.Ltext0
	.uleb128 .LVL14-.Ltext0
	.uleb128 0x1
	.byte	0x56
	.byte	0x4
	.uleb128 .LVL14-.Ltext0
	.uleb128 .LFE1-.Ltext0
	.uleb128 0x4
	.byte	0xa3
	.uleb128 0x1
	.byte	0x55
	.byte	0x9f
	.byte	0
.LVUS4:
	.uleb128 .LVU18
	.uleb128 .LVU21
	.uleb128 .LVU21
	.uleb128 .LVU25
	.uleb128 .LVU25
	.uleb128 .LVU26
	.uleb128 .LVU31
	.uleb128 .LVU32
	.uleb128 .LVU32
	.uleb128 0
.LLST4:
	.byte	0x4
	.uleb128 .LVL6-.Ltext0
	.uleb128 .LVL7-.Ltext0
	.uleb128 0x2
	.byte	0x30
	.byte	0x9f
	.byte	0x4
	.uleb128 .LVL7-.Ltext0
	.uleb128 .LVL9-.Ltext0
	.uleb128 0x1
	.byte	0x53
	.byte	0x4
	.uleb128 .LVL9-.Ltext0
	.uleb128 .LVL10-.Ltext0
	.uleb128 0x3
	.byte	0x73
	.sleb128 1
	.byte	0x9f
	.byte	0x4
	.uleb128 .LVL12-.Ltext0
	.uleb128 .LVL13-.Ltext0
	.uleb128 0x1
	.byte	0x53
	.byte	0x4
	.uleb128 .LVL13-.Ltext0
	.uleb128 .LFE1-.Ltext0
	.uleb128 0x1
	.byte	0x50
	.byte	0
.LVUS0:
	.uleb128 0
	.uleb128 .LVU8
	.uleb128 .LVU8
	.uleb128 0
.LLST0:
	.byte	0x4
	.uleb128 .LVL0-.Ltext0
	.uleb128 .LVL2-.Ltext0
	.uleb128 0x1
	.byte	0x55
	.byte	0x4
	.uleb128 .LVL2-.Ltext0
	.uleb128 .LFE0-.Ltext0
	.uleb128 0x1
	.byte	0x55
	.byte	0
.LVUS1:
	.uleb128 .LVU2
	.uleb128 .LVU6
	.uleb128 .LVU6
	.uleb128 .LVU13
	.uleb128 .LVU13
	.uleb128 0
.LLST1:
	.byte	0x4
	.uleb128 .LVL0-.Ltext0
	.uleb128 .LVL1-.Ltext0
	.uleb128 0x6
	.byte	0x9e
	.uleb128 0x4
	.long	0x811c9dc5
	.byte	0x4
	.uleb128 .LVL1-.Ltext0
	.uleb128 .LVL5-.Ltext0
	.uleb128 0x1
	.byte	0x50
	.byte	0x4
	.uleb128 .LVL5-.Ltext0
	.uleb128 .LFE0-.Ltext0
	.uleb128 0x6
	.byte	0x9e
	.uleb128 0x4
	.long	0x811c9dc5
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
	.uleb128 .LBB2-.Ltext0
	.uleb128 .LBE2-.Ltext0
	.byte	0x4
	.uleb128 .LBB3-.Ltext0
	.uleb128 .LBE3-.Ltext0
	.byte	0
.Ldebug_ranges3:
	.section	.debug_line,"",@progbits
.Ldebug_line0:
	.section	.debug_str,"MS",@progbits,1
.LASF4:
	.string	"unsigned int"
.LASF9:
	.string	"__uint32_t"
.LASF5:
	.string	"long unsigned int"
.LASF13:
	.string	"uint64_t"
.LASF2:
	.string	"unsigned char"
.LASF11:
	.string	"char"
.LASF12:
	.string	"uint32_t"
.LASF8:
	.string	"long int"
.LASF17:
	.string	"strcmp"
.LASF15:
	.string	"GNU C17 12.2.0 -mtune=generic -march=x86-64 -g -O2 -fasynchronous-unwind-tables"
.LASF3:
	.string	"short unsigned int"
.LASF6:
	.string	"signed char"
.LASF14:
	.string	"lookup"
.LASF16:
	.string	"names"
.LASF7:
	.string	"short int"
.LASF10:
	.string	"__uint64_t"
	.section	.debug_line_str,"MS",@progbits,1
.LASF0:
	.string	"src/hash.c"
.LASF1:
	.string	"."
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
