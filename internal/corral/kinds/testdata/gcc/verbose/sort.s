	.file	"sort.c"
# GNU C17 (Debian 12.2.0-14+deb12u1) version 12.2.0 (x86_64-linux-gnu)
#	compiled by GNU C version 12.2.0, GMP version 6.2.1, MPFR version 4.2.0, MPC version 1.3.1, isl version isl-0.25-GMP

# GGC heuristics: --param ggc-min-expand=100 --param ggc-min-heapsize=131072
# options passed: -mtune=generic -march=x86-64 -O2 -fasynchronous-unwind-tables
	.text
	.p2align 4
	.globl	qsort_int
	.type	qsort_int, @function
qsort_int:
.LFB2:
	.cfi_startproc
# sort.c:9: 	while (lo < hi) { int m = part(v, lo, hi); qsort_int(v, lo, m - 1); lo = m + 1; }
	cmpl	%edx, %esi	# hi, lo
	jge	.L12	#,
# sort.c:8: void qsort_int(int *v, int lo, int hi) {
	pushq	%r13	#
	.cfi_def_cfa_offset 16
	.cfi_offset 13, -16
# sort.c:3: 	int p = v[hi], i = lo;
	movslq	%edx, %rax	# hi, hi
	movl	%esi, %r9d	# tmp127, lo
# sort.c:8: void qsort_int(int *v, int lo, int hi) {
	pushq	%r12	#
	.cfi_def_cfa_offset 24
	.cfi_offset 12, -24
# sort.c:3: 	int p = v[hi], i = lo;
	leaq	(%rdi,%rax,4), %r13	#, _14
	movl	%edx, %r12d	# tmp128, hi
# sort.c:8: void qsort_int(int *v, int lo, int hi) {
	pushq	%rbp	#
	.cfi_def_cfa_offset 32
	.cfi_offset 6, -32
	movq	%rdi, %rbp	# tmp126, v
	pushq	%rbx	#
	.cfi_def_cfa_offset 40
	.cfi_offset 3, -40
	subq	$8, %rsp	#,
	.cfi_def_cfa_offset 48
.L6:
# sort.c:3: 	int p = v[hi], i = lo;
	movl	0(%r13), %esi	# *_14, p
# sort.c:4: 	for (int j = lo; j < hi; j++) if (v[j] < p) swap(&v[i++], &v[j]);
	cmpl	%r9d, %r12d	# lo, hi
	jle	.L8	#,
	movl	%r12d, %edx	# hi, tmp118
	movslq	%r9d, %rcx	# lo, _57
	movl	%r9d, %ebx	# lo, i
	subl	%r9d, %edx	# lo, tmp118
	leaq	0(%rbp,%rcx,4), %rax	#, ivtmp.13
	addq	%rcx, %rdx	# _57, tmp119
	leaq	0(%rbp,%rdx,4), %rdi	#, _21
	.p2align 4,,10
	.p2align 3
.L5:
# sort.c:4: 	for (int j = lo; j < hi; j++) if (v[j] < p) swap(&v[i++], &v[j]);
	movl	(%rax), %edx	# MEM[(int *)_54], _20
# sort.c:4: 	for (int j = lo; j < hi; j++) if (v[j] < p) swap(&v[i++], &v[j]);
	cmpl	%edx, %esi	# _20, p
	jle	.L4	#,
# sort.c:4: 	for (int j = lo; j < hi; j++) if (v[j] < p) swap(&v[i++], &v[j]);
	movslq	%ebx, %rcx	# i, i
	addl	$1, %ebx	#, i
# sort.c:4: 	for (int j = lo; j < hi; j++) if (v[j] < p) swap(&v[i++], &v[j]);
	leaq	0(%rbp,%rcx,4), %rcx	#, _66
# sort.c:1: static void swap(int *a, int *b) { int t = *a; *a = *b; *b = t; }
	movl	(%rcx), %r8d	# *_66, pretmp_67
# sort.c:1: static void swap(int *a, int *b) { int t = *a; *a = *b; *b = t; }
	movl	%edx, (%rcx)	# _20, *_66
# sort.c:1: static void swap(int *a, int *b) { int t = *a; *a = *b; *b = t; }
	movl	%r8d, (%rax)	# pretmp_67, MEM[(int *)_54]
.L4:
# sort.c:4: 	for (int j = lo; j < hi; j++) if (v[j] < p) swap(&v[i++], &v[j]);
	addq	$4, %rax	#, ivtmp.13
	cmpq	%rax, %rdi	# ivtmp.13, _21
	jne	.L5	#,
# sort.c:1: static void swap(int *a, int *b) { int t = *a; *a = *b; *b = t; }
	movl	0(%r13), %esi	# *_14, p
.L3:
# sort.c:5: 	swap(&v[i], &v[hi]);
	movslq	%ebx, %rax	# i, i
# sort.c:9: 	while (lo < hi) { int m = part(v, lo, hi); qsort_int(v, lo, m - 1); lo = m + 1; }
	movq	%rbp, %rdi	# v,
# sort.c:5: 	swap(&v[i], &v[hi]);
	leaq	0(%rbp,%rax,4), %rax	#, _31
# sort.c:1: static void swap(int *a, int *b) { int t = *a; *a = *b; *b = t; }
	movl	(%rax), %edx	# *_31, t
# sort.c:1: static void swap(int *a, int *b) { int t = *a; *a = *b; *b = t; }
	movl	%esi, (%rax)	# p, *_31
# sort.c:9: 	while (lo < hi) { int m = part(v, lo, hi); qsort_int(v, lo, m - 1); lo = m + 1; }
	movl	%r9d, %esi	# lo,
# sort.c:1: static void swap(int *a, int *b) { int t = *a; *a = *b; *b = t; }
	movl	%edx, 0(%r13)	# t, *_14
# sort.c:9: 	while (lo < hi) { int m = part(v, lo, hi); qsort_int(v, lo, m - 1); lo = m + 1; }
	leal	-1(%rbx), %edx	#, tmp125
	call	qsort_int	#
# sort.c:9: 	while (lo < hi) { int m = part(v, lo, hi); qsort_int(v, lo, m - 1); lo = m + 1; }
	leal	1(%rbx), %r9d	#, lo
# sort.c:9: 	while (lo < hi) { int m = part(v, lo, hi); qsort_int(v, lo, m - 1); lo = m + 1; }
	cmpl	%r9d, %r12d	# lo, hi
	jg	.L6	#,
# sort.c:10: }
	addq	$8, %rsp	#,
	.cfi_remember_state
	.cfi_def_cfa_offset 40
	popq	%rbx	#
	.cfi_def_cfa_offset 32
	popq	%rbp	#
	.cfi_def_cfa_offset 24
	popq	%r12	#
	.cfi_def_cfa_offset 16
	popq	%r13	#
	.cfi_def_cfa_offset 8
	ret	
	.p2align 4,,10
	.p2align 3
.L8:
	.cfi_restore_state
# sort.c:4: 	for (int j = lo; j < hi; j++) if (v[j] < p) swap(&v[i++], &v[j]);
	movl	%r9d, %ebx	# lo, i
	jmp	.L3	#
.L12:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	ret	
	.cfi_endproc
.LFE2:
	.size	qsort_int, .-qsort_int
	.p2align 4
	.globl	is_sorted
	.type	is_sorted, @function
is_sorted:
.LFB3:
	.cfi_startproc
# sort.c:11: int is_sorted(const int *v, int n) { for (int i = 1; i < n; i++) if (v[i-1] > v[i]) return 0; return 1; }
	cmpl	$1, %esi	#, n
	jle	.L19	#,
	leal	-2(%rsi), %ecx	#, tmp98
	movl	(%rdi), %edx	# *v_11(D), D__lsm0.21
	leaq	4(%rdi), %rax	#, ivtmp.26
	leaq	8(%rdi,%rcx,4), %rsi	#, _28
	jmp	.L18	#
	.p2align 4,,10
	.p2align 3
.L22:
# sort.c:11: int is_sorted(const int *v, int n) { for (int i = 1; i < n; i++) if (v[i-1] > v[i]) return 0; return 1; }
	addq	$4, %rax	#, ivtmp.26
	cmpq	%rsi, %rax	# _28, ivtmp.26
	je	.L19	#,
.L18:
	movl	%edx, %ecx	# D__lsm0.21, D__lsm0.21
# sort.c:11: int is_sorted(const int *v, int n) { for (int i = 1; i < n; i++) if (v[i-1] > v[i]) return 0; return 1; }
	movl	(%rax), %edx	# MEM[(const int *)_21], D__lsm0.21
# sort.c:11: int is_sorted(const int *v, int n) { for (int i = 1; i < n; i++) if (v[i-1] > v[i]) return 0; return 1; }
	cmpl	%ecx, %edx	# D__lsm0.21, D__lsm0.21
	jge	.L22	#,
# sort.c:11: int is_sorted(const int *v, int n) { for (int i = 1; i < n; i++) if (v[i-1] > v[i]) return 0; return 1; }
	xorl	%eax, %eax	# <retval>
# sort.c:11: int is_sorted(const int *v, int n) { for (int i = 1; i < n; i++) if (v[i-1] > v[i]) return 0; return 1; }
	ret	
	.p2align 4,,10
	.p2align 3
.L19:
# sort.c:11: int is_sorted(const int *v, int n) { for (int i = 1; i < n; i++) if (v[i-1] > v[i]) return 0; return 1; }
	movl	$1, %eax	#, <retval>
	ret	
	.cfi_endproc
.LFE3:
	.size	is_sorted, .-is_sorted
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
