	.file	"op.c"
# GNU C17 (Debian 12.2.0-14+deb12u1) version 12.2.0 (x86_64-linux-gnu)
#	compiled by GNU C version 12.2.0, GMP version 6.2.1, MPFR version 4.2.0, MPC version 1.3.1, isl version isl-0.25-GMP

# GGC heuristics: --param ggc-min-expand=100 --param ggc-min-heapsize=131072
# options passed: -mtune=generic -march=x86-64 -O2 -fasynchronous-unwind-tables
	.text
	.section	.text.unlikely,"ax",@progbits
.LCOLDB0:
	.text
.LHOTB0:
	.p2align 4
	.globl	apply
	.type	apply, @function
apply:
.LFB0:
	.cfi_startproc
# op.c:1: long apply(int op, long a, long b) {
	movq	%rdx, %rcx	# tmp100, b
# op.c:2: 	switch (op) {
	cmpl	$7, %edi	#, op
	ja	.L12	#,
	leaq	.L4(%rip), %rax	#, tmp89
	movl	%edi, %edi	# op, op
	movslq	(%rax,%rdi,4), %rdi	#, tmp91
	addq	%rax, %rdi	# tmp89, tmp92
	jmp	*%rdi	# tmp92
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
# op.c:9: 	case 6: return a ^ b;
	movq	%rdx, %rax	# b, b
	xorq	%rsi, %rax	# a, b
	ret	
	.p2align 4,,10
	.p2align 3
.L3:
# op.c:10: 	case 7: return a << (b & 63);
	movq	%rsi, %rax	# a, a
	salq	%cl, %rax	# tmp110, a
	ret	
	.p2align 4,,10
	.p2align 3
.L11:
# op.c:3: 	case 0: return a + b;
	leaq	(%rdx,%rsi), %rax	#, <retval>
	ret	
	.p2align 4,,10
	.p2align 3
.L10:
# op.c:4: 	case 1: return a - b;
	movq	%rsi, %rax	# a, a
	subq	%rdx, %rax	# b, a
	ret	
	.p2align 4,,10
	.p2align 3
.L9:
# op.c:5: 	case 2: return a * b;
	movq	%rdx, %rax	# b, b
	imulq	%rsi, %rax	# a, b
	ret	
	.p2align 4,,10
	.p2align 3
.L8:
# op.c:6: 	case 3: return b ? a / b : 0;
	xorl	%eax, %eax	# <retval>
	testq	%rdx, %rdx	# b
	je	.L1	#,
# op.c:6: 	case 3: return b ? a / b : 0;
	movq	%rsi, %rax	# a, a
	cqto
	idivq	%rcx	# b
	ret	
	.p2align 4,,10
	.p2align 3
.L7:
# op.c:7: 	case 4: return a & b;
	movq	%rdx, %rax	# b, b
	andq	%rsi, %rax	# a, b
	ret	
	.p2align 4,,10
	.p2align 3
.L6:
# op.c:8: 	case 5: return a | b;
	movq	%rdx, %rax	# b, b
	orq	%rsi, %rax	# a, b
	ret	
	.p2align 4,,10
	.p2align 3
.L1:
# op.c:13: }
	ret	
	.cfi_endproc
	.section	.text.unlikely
	.cfi_startproc
	.type	apply.cold, @function
apply.cold:
.LFSB0:
.L12:
# op.c:2: 	switch (op) {
	orq	$-1, %rax	#, <retval>
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
.LFB1:
	.cfi_startproc
# op.c:15: 	long acc = vals[0];
	movq	(%rsi), %rax	# *vals_13(D), <retval>
# op.c:14: long fold(const int *ops, const long *vals, int n) {
	movq	%rsi, %r10	# tmp105, vals
# op.c:16: 	for (int i = 1; i < n; i++) acc = apply(ops[i], acc, vals[i]);
	cmpl	$1, %edx	#, n
	jle	.L16	#,
	movl	%edx, %r9d	# n, _5
	movl	$1, %esi	#, ivtmp.12
# op.c:2: 	switch (op) {
	leaq	.L20(%rip), %r8	#, tmp103
	.p2align 4,,10
	.p2align 3
.L28:
# op.c:2: 	switch (op) {
	cmpl	$7, (%rdi,%rsi,4)	#, MEM[(const int *)ops_16(D) + ivtmp.12_34 * 4]
# op.c:16: 	for (int i = 1; i < n; i++) acc = apply(ops[i], acc, vals[i]);
	movq	(%r10,%rsi,8), %rcx	# MEM[(const long int *)vals_13(D) + ivtmp.12_34 * 8], _4
# op.c:2: 	switch (op) {
	ja	.L29	#,
	movl	(%rdi,%rsi,4), %edx	# MEM[(const int *)ops_16(D) + ivtmp.12_34 * 4], MEM[(const int *)ops_16(D) + ivtmp.12_34 * 4]
	movslq	(%r8,%rdx,4), %rdx	#, tmp96
	addq	%r8, %rdx	# tmp103, tmp97
	jmp	*%rdx	# tmp97
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
# op.c:9: 	case 6: return a ^ b;
	xorq	%rcx, %rax	# _4, <retval>
	.p2align 4,,10
	.p2align 3
.L18:
# op.c:16: 	for (int i = 1; i < n; i++) acc = apply(ops[i], acc, vals[i]);
	addq	$1, %rsi	#, ivtmp.12
	cmpq	%rsi, %r9	# ivtmp.12, _5
	jne	.L28	#,
.L16:
# op.c:18: }
	ret	
	.p2align 4,,10
	.p2align 3
.L22:
# op.c:8: 	case 5: return a | b;
	orq	%rcx, %rax	# _4, <retval>
	jmp	.L18	#
	.p2align 4,,10
	.p2align 3
.L23:
# op.c:7: 	case 4: return a & b;
	andq	%rcx, %rax	# _4, <retval>
	jmp	.L18	#
	.p2align 4,,10
	.p2align 3
.L24:
# op.c:6: 	case 3: return b ? a / b : 0;
	testq	%rcx, %rcx	# _4
	je	.L30	#,
	cqto
	idivq	%rcx	# _4
	jmp	.L18	#
	.p2align 4,,10
	.p2align 3
.L25:
# op.c:5: 	case 2: return a * b;
	imulq	%rcx, %rax	# _4, <retval>
	jmp	.L18	#
	.p2align 4,,10
	.p2align 3
.L26:
# op.c:4: 	case 1: return a - b;
	subq	%rcx, %rax	# _4, <retval>
	jmp	.L18	#
	.p2align 4,,10
	.p2align 3
.L27:
# op.c:3: 	case 0: return a + b;
	addq	%rcx, %rax	# _4, <retval>
	jmp	.L18	#
	.p2align 4,,10
	.p2align 3
.L19:
# op.c:10: 	case 7: return a << (b & 63);
	salq	%cl, %rax	# _4, <retval>
	jmp	.L18	#
	.p2align 4,,10
	.p2align 3
.L30:
# op.c:6: 	case 3: return b ? a / b : 0;
	xorl	%eax, %eax	# <retval>
	jmp	.L18	#
	.cfi_endproc
	.section	.text.unlikely
	.cfi_startproc
	.type	fold.cold, @function
fold.cold:
.LFSB1:
.L29:
# op.c:2: 	switch (op) {
	orq	$-1, %rax	#, <retval>
	jmp	.L18	#
	.cfi_endproc
.LFE1:
	.text
	.size	fold, .-fold
	.section	.text.unlikely
	.size	fold.cold, .-fold.cold
.LCOLDE1:
	.text
.LHOTE1:
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
