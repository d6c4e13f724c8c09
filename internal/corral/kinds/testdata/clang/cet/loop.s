	.text
	.section	.note.gnu.property,"a",@note
	.p2align	3, 0x0
	.long	4
	.long	16
	.long	5
	.asciz	"GNU"
	.long	3221225474
	.long	4
	.long	3
	.p2align	3, 0x0
	.text
	.file	"loop.c"
	.section	.rodata.cst16,"aM",@progbits,16
	.p2align	4, 0x0                          # -- Begin function scale
.LCPI0_0:
	.long	32767                           # 0x7fff
	.long	32767                           # 0x7fff
	.long	32767                           # 0x7fff
	.long	32767                           # 0x7fff
.LCPI0_1:
	.long	4294934528                      # 0xffff8000
	.long	4294934528                      # 0xffff8000
	.long	4294934528                      # 0xffff8000
	.long	4294934528                      # 0xffff8000
	.text
	.globl	scale
	.p2align	4, 0x90
	.type	scale,@function
scale:                                  # @scale
	.cfi_startproc
# %bb.0:
	endbr64
	testl	%edx, %edx
	jle	.LBB0_11
# %bb.1:
	movl	%edx, %eax
	cmpl	$8, %edx
	setae	%dl
	movq	%rdi, %r8
	subq	%rsi, %r8
	cmpq	$32, %r8
	setae	%r8b
	testb	%r8b, %dl
	jne	.LBB0_8
# %bb.2:
	xorl	%edx, %edx
	jmp	.LBB0_3
.LBB0_8:
	movl	%eax, %edx
	andl	$2147483640, %edx               # imm = 0x7FFFFFF8
	movd	%ecx, %xmm0
	pshufd	$0, %xmm0, %xmm0                # xmm0 = xmm0[0,0,0,0]
	movl	%eax, %r8d
	shrl	$3, %r8d
	andl	$268435455, %r8d                # imm = 0xFFFFFFF
	shlq	$5, %r8
	xorl	%r9d, %r9d
	pshufd	$245, %xmm0, %xmm1              # xmm1 = xmm0[1,1,3,3]
	movdqa	.LCPI0_0(%rip), %xmm2           # xmm2 = [32767,32767,32767,32767]
	movdqa	.LCPI0_1(%rip), %xmm3           # xmm3 = [4294934528,4294934528,4294934528,4294934528]
	.p2align	4, 0x90
.LBB0_9:                                # =>This Inner Loop Header: Depth=1
	movdqu	(%rsi,%r9), %xmm4
	movdqu	16(%rsi,%r9), %xmm5
	pshufd	$245, %xmm4, %xmm6              # xmm6 = xmm4[1,1,3,3]
	pmuludq	%xmm0, %xmm4
	pshufd	$232, %xmm4, %xmm4              # xmm4 = xmm4[0,2,2,3]
	pmuludq	%xmm1, %xmm6
	pshufd	$232, %xmm6, %xmm6              # xmm6 = xmm6[0,2,2,3]
	punpckldq	%xmm6, %xmm4            # xmm4 = xmm4[0],xmm6[0],xmm4[1],xmm6[1]
	pshufd	$245, %xmm5, %xmm6              # xmm6 = xmm5[1,1,3,3]
	pmuludq	%xmm0, %xmm5
	pshufd	$232, %xmm5, %xmm5              # xmm5 = xmm5[0,2,2,3]
	pmuludq	%xmm1, %xmm6
	pshufd	$232, %xmm6, %xmm6              # xmm6 = xmm6[0,2,2,3]
	punpckldq	%xmm6, %xmm5            # xmm5 = xmm5[0],xmm6[0],xmm5[1],xmm6[1]
	movdqa	%xmm2, %xmm6
	pcmpgtd	%xmm4, %xmm6
	pand	%xmm6, %xmm4
	pandn	%xmm2, %xmm6
	por	%xmm4, %xmm6
	movdqa	%xmm2, %xmm4
	pcmpgtd	%xmm5, %xmm4
	pand	%xmm4, %xmm5
	pandn	%xmm2, %xmm4
	por	%xmm5, %xmm4
	movdqa	%xmm6, %xmm5
	pcmpgtd	%xmm3, %xmm5
	pand	%xmm5, %xmm6
	pandn	%xmm3, %xmm5
	por	%xmm6, %xmm5
	movdqa	%xmm4, %xmm6
	pcmpgtd	%xmm3, %xmm6
	pand	%xmm6, %xmm4
	pandn	%xmm3, %xmm6
	por	%xmm4, %xmm6
	movdqu	%xmm5, (%rdi,%r9)
	movdqu	%xmm6, 16(%rdi,%r9)
	addq	$32, %r9
	cmpq	%r9, %r8
	jne	.LBB0_9
# %bb.10:
	cmpl	%eax, %edx
	je	.LBB0_11
.LBB0_3:
	movq	%rdx, %r8
	testb	$1, %al
	je	.LBB0_5
# %bb.4:
	movl	(%rsi,%rdx,4), %r8d
	imull	%ecx, %r8d
	cmpl	$32767, %r8d                    # imm = 0x7FFF
	movl	$32767, %r9d                    # imm = 0x7FFF
	cmovll	%r8d, %r9d
	cmpl	$-32767, %r9d                   # imm = 0x8001
	movl	$-32768, %r8d                   # imm = 0x8000
	cmovgel	%r9d, %r8d
	movl	%r8d, (%rdi,%rdx,4)
	movq	%rdx, %r8
	orq	$1, %r8
.LBB0_5:
	leaq	-1(%rax), %r9
	cmpq	%r9, %rdx
	je	.LBB0_11
# %bb.6:
	movl	$32767, %edx                    # imm = 0x7FFF
	movl	$-32768, %r9d                   # imm = 0x8000
	.p2align	4, 0x90
.LBB0_7:                                # =>This Inner Loop Header: Depth=1
	movl	(%rsi,%r8,4), %r10d
	imull	%ecx, %r10d
	cmpl	$32767, %r10d                   # imm = 0x7FFF
	cmovgel	%edx, %r10d
	cmpl	$-32767, %r10d                  # imm = 0x8001
	cmovll	%r9d, %r10d
	movl	%r10d, (%rdi,%r8,4)
	movl	4(%rsi,%r8,4), %r10d
	imull	%ecx, %r10d
	cmpl	$32767, %r10d                   # imm = 0x7FFF
	cmovgel	%edx, %r10d
	cmpl	$-32767, %r10d                  # imm = 0x8001
	cmovll	%r9d, %r10d
	movl	%r10d, 4(%rdi,%r8,4)
	addq	$2, %r8
	cmpq	%r8, %rax
	jne	.LBB0_7
.LBB0_11:
	retq
.Lfunc_end0:
	.size	scale, .Lfunc_end0-scale
	.cfi_endproc
                                        # -- End function
	.globl	sum                             # -- Begin function sum
	.p2align	4, 0x90
	.type	sum,@function
sum:                                    # @sum
	.cfi_startproc
# %bb.0:
	endbr64
	testl	%esi, %esi
	jle	.LBB1_1
# %bb.2:
	movl	%esi, %ecx
	cmpl	$3, %esi
	ja	.LBB1_4
# %bb.3:
	xorl	%edx, %edx
	xorl	%eax, %eax
	jmp	.LBB1_7
.LBB1_1:
	xorl	%eax, %eax
	retq
.LBB1_4:
	movl	%ecx, %edx
	andl	$2147483644, %edx               # imm = 0x7FFFFFFC
	movl	%ecx, %eax
	shrl	$2, %eax
	andl	$536870911, %eax                # imm = 0x1FFFFFFF
	shlq	$4, %rax
	pxor	%xmm0, %xmm0
	xorl	%esi, %esi
	pxor	%xmm1, %xmm1
	.p2align	4, 0x90
.LBB1_5:                                # =>This Inner Loop Header: Depth=1
	movq	(%rdi,%rsi), %xmm2              # xmm2 = mem[0],zero
	movq	8(%rdi,%rsi), %xmm3             # xmm3 = mem[0],zero
	pxor	%xmm4, %xmm4
	pcmpgtd	%xmm2, %xmm4
	punpckldq	%xmm4, %xmm2            # xmm2 = xmm2[0],xmm4[0],xmm2[1],xmm4[1]
	paddq	%xmm2, %xmm0
	pxor	%xmm2, %xmm2
	pcmpgtd	%xmm3, %xmm2
	punpckldq	%xmm2, %xmm3            # xmm3 = xmm3[0],xmm2[0],xmm3[1],xmm2[1]
	paddq	%xmm3, %xmm1
	addq	$16, %rsi
	cmpq	%rsi, %rax
	jne	.LBB1_5
# %bb.6:
	paddq	%xmm0, %xmm1
	pshufd	$238, %xmm1, %xmm0              # xmm0 = xmm1[2,3,2,3]
	paddq	%xmm1, %xmm0
	movq	%xmm0, %rax
	cmpl	%ecx, %edx
	je	.LBB1_8
	.p2align	4, 0x90
.LBB1_7:                                # =>This Inner Loop Header: Depth=1
	movslq	(%rdi,%rdx,4), %rsi
	addq	%rsi, %rax
	incq	%rdx
	cmpq	%rdx, %rcx
	jne	.LBB1_7
.LBB1_8:
	retq
.Lfunc_end1:
	.size	sum, .Lfunc_end1-sum
	.cfi_endproc
                                        # -- End function
	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
