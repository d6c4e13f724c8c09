	.file	"hash.c"
# GNU C17 (Debian 12.2.0-14+deb12u1) version 12.2.0 (x86_64-linux-gnu)
#	compiled by GNU C version 12.2.0, GMP version 6.2.1, MPFR version 4.2.0, MPC version 1.3.1, isl version isl-0.25-GMP

# GGC heuristics: --param ggc-min-expand=100 --param ggc-min-heapsize=131072
# options passed: -mtune=generic -march=x86-64 -O2 -fasynchronous-unwind-tables
	.text
	.p2align 4
	.globl	fnv
	.type	fnv, @function
fnv:
.LFB0:
	.cfi_startproc
# hash.c:6: 	while (*s) { h ^= (unsigned char)*s++; h *= 16777619u; }
	movzbl	(%rdi), %edx	# *s_6(D),
# hash.c:5: 	uint32_t h = 2166136261u;
	movl	$-2128831035, %eax	#, <retval>
# hash.c:6: 	while (*s) { h ^= (unsigned char)*s++; h *= 16777619u; }
	testb	%dl, %dl	# _3
	je	.L4	#,
	.p2align 4,,10
	.p2align 3
.L3:
# hash.c:6: 	while (*s) { h ^= (unsigned char)*s++; h *= 16777619u; }
	addq	$1, %rdi	#, s
# hash.c:6: 	while (*s) { h ^= (unsigned char)*s++; h *= 16777619u; }
	xorl	%edx, %eax	# _3, h
# hash.c:6: 	while (*s) { h ^= (unsigned char)*s++; h *= 16777619u; }
	movzbl	(%rdi), %edx	# MEM[(const char *)s_8],
# hash.c:6: 	while (*s) { h ^= (unsigned char)*s++; h *= 16777619u; }
	imull	$16777619, %eax, %eax	#, h, <retval>
# hash.c:6: 	while (*s) { h ^= (unsigned char)*s++; h *= 16777619u; }
	testb	%dl, %dl	# _3
	jne	.L3	#,
	ret	
	.p2align 4,,10
	.p2align 3
.L4:
# hash.c:8: }
	ret	
	.cfi_endproc
.LFE0:
	.size	fnv, .-fnv
	.p2align 4
	.globl	lookup
	.type	lookup, @function
lookup:
.LFB1:
	.cfi_startproc
	pushq	%r12	#
	.cfi_def_cfa_offset 16
	.cfi_offset 12, -16
	leaq	names(%rip), %r12	#, tmp92
	pushq	%rbp	#
	.cfi_def_cfa_offset 24
	.cfi_offset 6, -24
	movq	%rdi, %rbp	# tmp93, s
	pushq	%rbx	#
	.cfi_def_cfa_offset 32
	.cfi_offset 3, -32
# hash.c:9: int lookup(const char *s) {
	xorl	%ebx, %ebx	# ivtmp.17
.L9:
# hash.c:10: 	for (int i = 0; i < 4; i++) if (strcmp(names[i], s) == 0) return i;
	movq	(%r12,%rbx,8), %rdi	# MEM[(const char * *)&names + ivtmp.17_11 * 8], MEM[(const char * *)&names + ivtmp.17_11 * 8]
	movq	%rbp, %rsi	# s,
	call	strcmp@PLT	#
# hash.c:10: 	for (int i = 0; i < 4; i++) if (strcmp(names[i], s) == 0) return i;
	testl	%eax, %eax	# tmp94
	je	.L8	#,
# hash.c:10: 	for (int i = 0; i < 4; i++) if (strcmp(names[i], s) == 0) return i;
	addq	$1, %rbx	#, ivtmp.17
	cmpq	$4, %rbx	#, ivtmp.17
	jne	.L9	#,
# hash.c:12: }
	popq	%rbx	#
	.cfi_remember_state
	.cfi_def_cfa_offset 24
# hash.c:11: 	return -1;
	movl	$-1, %eax	#, <retval>
# hash.c:12: }
	popq	%rbp	#
	.cfi_def_cfa_offset 16
	popq	%r12	#
	.cfi_def_cfa_offset 8
	ret	
	.p2align 4,,10
	.p2align 3
.L8:
	.cfi_restore_state
	movl	%ebx, %eax	# ivtmp.17, <retval>
	popq	%rbx	#
	.cfi_def_cfa_offset 24
	popq	%rbp	#
	.cfi_def_cfa_offset 16
	popq	%r12	#
	.cfi_def_cfa_offset 8
	ret	
	.cfi_endproc
.LFE1:
	.size	lookup, .-lookup
	.p2align 4
	.globl	mix
	.type	mix, @function
mix:
.LFB2:
	.cfi_startproc
# hash.c:13: uint64_t mix(uint64_t x) { x ^= x >> 33; x *= 0xff51afd7ed558ccdULL; x ^= x >> 33; return x; }
	movabsq	$-49064778989728563, %rax	#, tmp88
# hash.c:13: uint64_t mix(uint64_t x) { x ^= x >> 33; x *= 0xff51afd7ed558ccdULL; x ^= x >> 33; return x; }
	movq	%rdi, %rdx	# tmp90, _1
	shrq	$33, %rdx	#, _1
# hash.c:13: uint64_t mix(uint64_t x) { x ^= x >> 33; x *= 0xff51afd7ed558ccdULL; x ^= x >> 33; return x; }
	xorq	%rdi, %rdx	# tmp90, x
# hash.c:13: uint64_t mix(uint64_t x) { x ^= x >> 33; x *= 0xff51afd7ed558ccdULL; x ^= x >> 33; return x; }
	imulq	%rax, %rdx	# tmp88, x
# hash.c:13: uint64_t mix(uint64_t x) { x ^= x >> 33; x *= 0xff51afd7ed558ccdULL; x ^= x >> 33; return x; }
	movq	%rdx, %rax	# x, _2
	shrq	$33, %rax	#, _2
# hash.c:13: uint64_t mix(uint64_t x) { x ^= x >> 33; x *= 0xff51afd7ed558ccdULL; x ^= x >> 33; return x; }
	xorq	%rdx, %rax	# x, x
# hash.c:13: uint64_t mix(uint64_t x) { x ^= x >> 33; x *= 0xff51afd7ed558ccdULL; x ^= x >> 33; return x; }
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
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
