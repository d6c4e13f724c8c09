	.file	"ring.c"
	.text
.Ltext0:
	.file 0 "." "src/ring.c"
	.p2align 4
	.globl	ring_put
	.type	ring_put, @function
ring_put:
.LVL0:
.LFB1:
	.file 1 "src/ring.c"
	.loc 1 4 64 view -0
	.cfi_startproc
	.loc 1 5 2 view .LVU1
	.loc 1 4 64 is_stmt 0 view .LVU2
	movq	%rdi, %rcx
	movq	%rsi, %r9
	movq	%rdx, %rdi
.LVL1:
	.loc 1 5 7 view .LVU3
	movq	24(%rcx), %rsi
.LVL2:
.LBB5:
.LBI5:
	.loc 1 3 15 is_stmt 1 view .LVU4
.LBB6:
	.loc 1 3 49 view .LVU5
.LBE6:
.LBE5:
	.loc 1 5 13 is_stmt 0 view .LVU6
	movq	16(%rcx), %rdx
.LVL3:
.LBB8:
.LBB7:
	.loc 1 3 57 view .LVU7
	movq	8(%rcx), %rax
.LVL4:
	.loc 1 3 57 view .LVU8
.LBE7:
.LBE8:
	.loc 1 5 13 view .LVU9
	addq	%rsi, %rdx
	subq	%rax, %rdx
	.loc 1 5 5 view .LVU10
	cmpq	%rdi, %rdx
	jb	.L6
.LVL5:
.LBB9:
	.loc 1 6 23 is_stmt 1 view .LVU11
	testq	%rdi, %rdi
	je	.L3
	.loc 1 6 33 view .LVU12
	.loc 1 6 54 is_stmt 0 view .LVU13
	xorl	%edx, %edx
	.loc 1 6 67 view .LVU14
	movzbl	(%r9), %r8d
	.loc 1 6 54 view .LVU15
	divq	%rsi
	.loc 1 6 64 view .LVU16
	movq	(%rcx), %rax
	.loc 1 6 29 view .LVU17
	movl	$1, %esi
	.loc 1 6 64 view .LVU18
	movb	%r8b, (%rax,%rdx)
	.loc 1 6 29 is_stmt 1 view .LVU19
.LVL6:
	.loc 1 6 23 view .LVU20
	cmpq	$1, %rdi
	je	.L5
.LVL7:
	.p2align 4,,10
	.p2align 3
.L4:
	.loc 1 6 33 view .LVU21
	.loc 1 6 49 is_stmt 0 view .LVU22
	movq	8(%rcx), %rax
	.loc 1 6 54 view .LVU23
	xorl	%edx, %edx
	.loc 1 6 67 view .LVU24
	movzbl	(%r9,%rsi), %r8d
	.loc 1 6 49 view .LVU25
	addq	%rsi, %rax
	.loc 1 6 29 view .LVU26
	addq	$1, %rsi
.LVL8:
	.loc 1 6 54 view .LVU27
	divq	24(%rcx)
	.loc 1 6 64 view .LVU28
	movq	(%rcx), %rax
	movb	%r8b, (%rax,%rdx)
	.loc 1 6 29 is_stmt 1 view .LVU29
.LVL9:
	.loc 1 6 23 view .LVU30
	cmpq	%rsi, %rdi
	jne	.L4
.LVL10:
.L5:
	.loc 1 6 23 is_stmt 0 view .LVU31
.LBE9:
	.loc 1 7 3 view .LVU32
	movq	8(%rcx), %rax
.L3:
	.loc 1 7 2 is_stmt 1 view .LVU33
	.loc 1 7 10 is_stmt 0 view .LVU34
	addq	%rdi, %rax
	movq	%rax, 8(%rcx)
	.loc 1 8 2 is_stmt 1 view .LVU35
	.loc 1 8 9 is_stmt 0 view .LVU36
	xorl	%eax, %eax
	ret
.L6:
	.loc 1 5 40 view .LVU37
	movl	$-1, %eax
	.loc 1 9 1 view .LVU38
	ret
	.cfi_endproc
.LFE1:
	.size	ring_put, .-ring_put
	.p2align 4
	.globl	ring_get
	.type	ring_get, @function
ring_get:
.LVL11:
.LFB2:
	.loc 1 10 61 is_stmt 1 view -0
	.cfi_startproc
	.loc 1 11 2 view .LVU40
	.loc 1 12 2 view .LVU41
	.loc 1 12 17 view .LVU42
	.loc 1 10 61 is_stmt 0 view .LVU43
	movq	%rdx, %r9
	.loc 1 11 9 view .LVU44
	xorl	%ecx, %ecx
	.loc 1 12 17 view .LVU45
	testq	%rdx, %rdx
	jne	.L15
	jmp	.L16
.LVL12:
	.p2align 4,,10
	.p2align 3
.L17:
	.loc 1 12 40 is_stmt 1 discriminator 3 view .LVU46
	.loc 1 12 65 is_stmt 0 discriminator 3 view .LVU47
	leaq	1(%rax), %rdx
	.loc 1 12 52 discriminator 3 view .LVU48
	movq	(%rdi), %r8
	.loc 1 12 45 discriminator 3 view .LVU49
	addq	$1, %rcx
.LVL13:
	.loc 1 12 65 discriminator 3 view .LVU50
	movq	%rdx, 16(%rdi)
	.loc 1 12 68 discriminator 3 view .LVU51
	xorl	%edx, %edx
	divq	24(%rdi)
	.loc 1 12 57 discriminator 3 view .LVU52
	movzbl	(%r8,%rdx), %eax
	.loc 1 12 49 discriminator 3 view .LVU53
	movb	%al, -1(%rsi,%rcx)
	.loc 1 12 17 is_stmt 1 discriminator 3 view .LVU54
	cmpq	%rcx, %r9
	je	.L16
.LVL14:
.L15:
	.loc 1 12 21 is_stmt 0 discriminator 2 view .LVU55
	movq	16(%rdi), %rax
	.loc 1 12 17 discriminator 2 view .LVU56
	cmpq	8(%rdi), %rax
	jne	.L17
	movq	%rcx, %r9
.LVL15:
.L16:
	.loc 1 13 2 is_stmt 1 view .LVU57
	.loc 1 14 1 is_stmt 0 view .LVU58
	movq	%r9, %rax
	ret
	.cfi_endproc
.LFE2:
	.size	ring_get, .-ring_get
.Letext0:
	.file 2 "/usr/lib/gcc/x86_64-linux-gnu/12/include/stddef.h"
	.section	.debug_info,"",@progbits
.Ldebug_info0:
	.long	0x1ce
	.value	0x5
	.byte	0x1
	.byte	0x8
	.long	.Ldebug_abbrev0
	.uleb128 0xa
	.long	.LASF11
	.byte	0x1d
	.long	.LASF0
	.long	.LASF1
	.quad	.Ltext0
	.quad	.Letext0-.Ltext0
	.long	.Ldebug_line0
	.uleb128 0x1
	.byte	0x8
	.byte	0x5
	.long	.LASF2
	.uleb128 0xb
	.long	.LASF12
	.byte	0x2
	.byte	0xd6
	.byte	0x17
	.long	0x41
	.uleb128 0x1
	.byte	0x8
	.byte	0x7
	.long	.LASF3
	.uleb128 0xc
	.byte	0x4
	.byte	0x5
	.string	"int"
	.uleb128 0x1
	.byte	0x8
	.byte	0x5
	.long	.LASF4
	.uleb128 0x1
	.byte	0x10
	.byte	0x4
	.long	.LASF5
	.uleb128 0xd
	.long	.LASF13
	.byte	0x20
	.byte	0x1
	.byte	0x2
	.byte	0x8
	.long	0x97
	.uleb128 0x4
	.string	"buf"
	.byte	0x1e
	.long	0x9c
	.byte	0
	.uleb128 0x5
	.long	.LASF6
	.byte	0x2a
	.long	0x35
	.byte	0x8
	.uleb128 0x5
	.long	.LASF7
	.byte	0x30
	.long	0x35
	.byte	0x10
	.uleb128 0x4
	.string	"cap"
	.byte	0x36
	.long	0x35
	.byte	0x18
	.byte	0
	.uleb128 0x6
	.long	0x5d
	.uleb128 0x2
	.long	0xa1
	.uleb128 0x1
	.byte	0x1
	.byte	0x8
	.long	.LASF8
	.uleb128 0x6
	.long	0xa1
	.uleb128 0x7
	.long	.LASF9
	.byte	0xa
	.byte	0x8
	.long	0x35
	.quad	.LFB2
	.quad	.LFE2-.LFB2
	.uleb128 0x1
	.byte	0x9c
	.long	0x107
	.uleb128 0x8
	.string	"r"
	.byte	0x1e
	.long	0x107
	.uleb128 0x1
	.byte	0x55
	.uleb128 0x8
	.string	"p"
	.byte	0x30
	.long	0x9c
	.uleb128 0x1
	.byte	0x54
	.uleb128 0x3
	.string	"n"
	.byte	0xa
	.byte	0x3a
	.long	0x35
	.long	.LLST6
	.long	.LVUS6
	.uleb128 0x9
	.string	"got"
	.byte	0xb
	.byte	0x9
	.long	0x35
	.long	.LLST7
	.long	.LVUS7
	.byte	0
	.uleb128 0x2
	.long	0x5d
	.uleb128 0x7
	.long	.LASF10
	.byte	0x4
	.byte	0x5
	.long	0x48
	.quad	.LFB1
	.quad	.LFE1-.LFB1
	.uleb128 0x1
	.byte	0x9c
	.long	0x1ab
	.uleb128 0x3
	.string	"r"
	.byte	0x4
	.byte	0x1b
	.long	0x107
	.long	.LLST0
	.long	.LVUS0
	.uleb128 0x3
	.string	"p"
	.byte	0x4
	.byte	0x33
	.long	0x1ab
	.long	.LLST1
	.long	.LVUS1
	.uleb128 0x3
	.string	"n"
	.byte	0x4
	.byte	0x3d
	.long	0x35
	.long	.LLST2
	.long	.LVUS2
	.uleb128 0xe
	.quad	.LBB9
	.quad	.LBE9-.LBB9
	.long	0x187
	.uleb128 0x9
	.string	"i"
	.byte	0x6
	.byte	0xe
	.long	0x35
	.long	.LLST5
	.long	.LVUS5
	.byte	0
	.uleb128 0xf
	.long	0x1b0
	.quad	.LBI5
	.byte	.LVU4
	.long	.LLRL3
	.byte	0x1
	.byte	0x5
	.byte	0xf
	.uleb128 0x10
	.long	0x1c1
	.long	.LLST4
	.long	.LVUS4
	.byte	0
	.byte	0
	.uleb128 0x2
	.long	0xa8
	.uleb128 0x11
	.long	.LASF14
	.byte	0x1
	.byte	0x3
	.byte	0xf
	.long	0x35
	.byte	0x1
	.long	0x1cc
	.uleb128 0x12
	.string	"r"
	.byte	0x1
	.byte	0x3
	.byte	0x2c
	.long	0x1cc
	.byte	0
	.uleb128 0x2
	.long	0x97
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
	.uleb128 0xf
	.byte	0
	.uleb128 0xb
	.uleb128 0x21
	.sleb128 8
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
	.uleb128 0xd
	.byte	0
	.uleb128 0x3
	.uleb128 0x8
	.uleb128 0x3a
	.uleb128 0x21
	.sleb128 1
	.uleb128 0x3b
	.uleb128 0x21
	.sleb128 2
	.uleb128 0x39
	.uleb128 0xb
	.uleb128 0x49
	.uleb128 0x13
	.uleb128 0x38
	.uleb128 0xb
	.byte	0
	.byte	0
	.uleb128 0x5
	.uleb128 0xd
	.byte	0
	.uleb128 0x3
	.uleb128 0xe
	.uleb128 0x3a
	.uleb128 0x21
	.sleb128 1
	.uleb128 0x3b
	.uleb128 0x21
	.sleb128 2
	.uleb128 0x39
	.uleb128 0xb
	.uleb128 0x49
	.uleb128 0x13
	.uleb128 0x38
	.uleb128 0xb
	.byte	0
	.byte	0
	.uleb128 0x6
	.uleb128 0x26
	.byte	0
	.uleb128 0x49
	.uleb128 0x13
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
	.uleb128 0x21
	.sleb128 1
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
	.uleb128 0x8
	.uleb128 0x5
	.byte	0
	.uleb128 0x3
	.uleb128 0x8
	.uleb128 0x3a
	.uleb128 0x21
	.sleb128 1
	.uleb128 0x3b
	.uleb128 0x21
	.sleb128 10
	.uleb128 0x39
	.uleb128 0xb
	.uleb128 0x49
	.uleb128 0x13
	.uleb128 0x2
	.uleb128 0x18
	.byte	0
	.byte	0
	.uleb128 0x9
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
	.uleb128 0xc
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
	.uleb128 0xd
	.uleb128 0x13
	.byte	0x1
	.uleb128 0x3
	.uleb128 0xe
	.uleb128 0xb
	.uleb128 0xb
	.uleb128 0x3a
	.uleb128 0xb
	.uleb128 0x3b
	.uleb128 0xb
	.uleb128 0x39
	.uleb128 0xb
	.uleb128 0x1
	.uleb128 0x13
	.byte	0
	.byte	0
	.uleb128 0xe
	.uleb128 0xb
	.byte	0x1
	.uleb128 0x11
	.uleb128 0x1
	.uleb128 0x12
	.uleb128 0x7
	.uleb128 0x1
	.uleb128 0x13
	.byte	0
	.byte	0
	.uleb128 0xf
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
	.uleb128 0x10
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
	.uleb128 0x11
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
	.uleb128 0x12
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
.LVUS6:
	.uleb128 0
	.uleb128 .LVU46
	.uleb128 .LVU46
	.uleb128 .LVU57
	.uleb128 .LVU57
	.uleb128 0
.LLST6:
	.byte	0x4
	.uleb128 .LVL11-.Ltext0
	.uleb128 .LVL12-.Ltext0
	.uleb128 0x1
	.byte	0x51
	.byte	0x4
	.uleb128 .LVL12-.Ltext0
	.uleb128 .LVL15-.Ltext0
	.uleb128 0x1
	.byte	0x59
	.byte	0x4
	.uleb128 .LVL15-.Ltext0
	.uleb128 .LFE2-.Ltext0
	.uleb128 0x4
	.byte	0xa3
	.uleb128 0x1
	.byte	0x51
	.byte	0x9f
	.byte	0
.LVUS7:
	.uleb128 .LVU41
	.uleb128 .LVU46
	.uleb128 .LVU46
	.uleb128 .LVU57
.LLST7:
	.byte	0x4
	.uleb128 .LVL11-.Ltext0
	.uleb128 .LVL12-.Ltext0
	.uleb128 0x2
	.byte	0x30
	.byte	0x9f
	.byte	0x4
	.uleb128 .LVL12-.Ltext0
	.uleb128 .LVL15-.Ltext0
	.uleb128 0x1
	.byte	0x52
	.byte	0
.LVUS0:
	.uleb128 0
	.uleb128 .LVU3
	.uleb128 .LVU3
	.uleb128 0
.LLST0:
	.byte	0x4
	.uleb128 .LVL0-.Ltext0
	.uleb128 .LVL1-.Ltext0
	.uleb128 0x1
	.byte	0x55
	.byte	0x4
	.uleb128 .LVL1-.Ltext0
	.uleb128 .LFE1-.Ltext0
	.uleb128 0x1
	.byte	0x52
	.byte	0
.LVUS1:
	.uleb128 0
	.uleb128 .LVU4
	.uleb128 .LVU4
	.uleb128 0
.LLST1:
	.byte	0x4
	.uleb128 .LVL0-.Ltext0
	.uleb128 .LVL2-.Ltext0
	.uleb128 0x1
	.byte	0x54
	.byte	0x4
	.uleb128 .LVL2-.Ltext0
	.uleb128 .LFE1-.Ltext0
	.uleb128 0x1
	.byte	0x59
	.byte	0
.LVUS2:
	.uleb128 0
	.uleb128 .LVU7
	.uleb128 .LVU7
	.uleb128 0
.LLST2:
	.byte	0x4
	.uleb128 .LVL0-.Ltext0
	.uleb128 .LVL3-.Ltext0
	.uleb128 0x1
	.byte	0x51
	.byte	0x4
	.uleb128 .LVL3-.Ltext0
	.uleb128 .LFE1-.Ltext0
	.uleb128 0x1
	.byte	0x55
	.byte	0
.LVUS5:
	.uleb128 .LVU11
	.uleb128 .LVU20
	.uleb128 .LVU20
	.uleb128 .LVU21
	.uleb128 .LVU21
	.uleb128 .LVU27
	.uleb128 .LVU27
	.uleb128 .LVU30
	.uleb128 .LVU30
	.uleb128 .LVU31
.LLST5:
	.byte	0x4
	.uleb128 .LVL5-.Ltext0
	.uleb128 .LVL6-.Ltext0
	.uleb128 0x2
	.byte	0x30
	.byte	0x9f
	.byte	0x4
	.uleb128 .LVL6-.Ltext0
	.uleb128 .LVL7-.Ltext0
	.uleb128 0x2
	.byte	0x31
	.byte	0x9f
	.byte	0x4
	.uleb128 .LVL7-.Ltext0
	.uleb128 .LVL8-.Ltext0
	.uleb128 0x1
	.byte	0x54
	.byte	0x4
	.uleb128 .LVL8-.Ltext0
	.uleb128 .LVL9-.Ltext0
	.uleb128 0x3
	.byte	0x74
	.sleb128 -1
	.byte	0x9f
	.byte	0x4
	.uleb128 .LVL9-.Ltext0
	.uleb128 .LVL10-.Ltext0
	.uleb128 0x1
	.byte	0x54
	.byte	0
.LVUS4:
	.uleb128 .LVU4
	.uleb128 .LVU8
.LLST4:
	.byte	0x4
	.uleb128 .LVL2-.Ltext0
	.uleb128 .LVL4-.Ltext0
	.uleb128 0x1
	.byte	0x52
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
	.uleb128 .LBB5-.Ltext0
	.uleb128 .LBE5-.Ltext0
	.byte	0x4
	.uleb128 .LBB8-.Ltext0
	.uleb128 .LBE8-.Ltext0
	.byte	0
.Ldebug_ranges3:
	.section	.debug_line,"",@progbits
.Ldebug_line0:
	.section	.debug_str,"MS",@progbits,1
.LASF4:
	.string	"long long int"
.LASF9:
	.string	"ring_get"
.LASF14:
	.string	"ring_used"
.LASF12:
	.string	"size_t"
.LASF6:
	.string	"head"
.LASF3:
	.string	"long unsigned int"
.LASF7:
	.string	"tail"
.LASF13:
	.string	"ring"
.LASF8:
	.string	"unsigned char"
.LASF11:
	.string	"GNU C17 12.2.0 -mtune=generic -march=x86-64 -g -O2 -fasynchronous-unwind-tables"
.LASF2:
	.string	"long int"
.LASF5:
	.string	"long double"
.LASF10:
	.string	"ring_put"
	.section	.debug_line_str,"MS",@progbits,1
.LASF0:
	.string	"src/ring.c"
.LASF1:
	.string	"."
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
