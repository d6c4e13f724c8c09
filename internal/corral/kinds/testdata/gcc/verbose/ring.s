	.file	"ring.c"
# GNU C17 (Debian 12.2.0-14+deb12u1) version 12.2.0 (x86_64-linux-gnu)
#	compiled by GNU C version 12.2.0, GMP version 6.2.1, MPFR version 4.2.0, MPC version 1.3.1, isl version isl-0.25-GMP

# GGC heuristics: --param ggc-min-expand=100 --param ggc-min-heapsize=131072
# options passed: -mtune=generic -march=x86-64 -O2 -fasynchronous-unwind-tables
	.text
	.p2align 4
	.globl	ring_put
	.type	ring_put, @function
ring_put:
.LFB1:
	.cfi_startproc
# ring.c:4: int ring_put(struct ring *r, const unsigned char *p, size_t n) {
	movq	%rdi, %rcx	# tmp119, r
	movq	%rsi, %r9	# tmp120, p
	movq	%rdx, %rdi	# tmp121, n
# ring.c:5: 	if (r->cap - ring_used(r) < n) return -1;
	movq	24(%rcx), %rsi	# r_18(D)->cap, _1
# ring.c:5: 	if (r->cap - ring_used(r) < n) return -1;
	movq	16(%rcx), %rdx	# MEM[(const struct ring *)r_18(D)].tail, tmp104
# ring.c:3: static size_t ring_used(const struct ring *r) { return r->head - r->tail; }
	movq	8(%rcx), %rax	# MEM[(const struct ring *)r_18(D)].head, pretmp_40
# ring.c:5: 	if (r->cap - ring_used(r) < n) return -1;
	addq	%rsi, %rdx	# _1, tmp104
	subq	%rax, %rdx	# pretmp_40, tmp106
# ring.c:5: 	if (r->cap - ring_used(r) < n) return -1;
	cmpq	%rdi, %rdx	# n, tmp106
	jb	.L6	#,
# ring.c:6: 	for (size_t i = 0; i < n; i++) r->buf[(r->head + i) % r->cap] = p[i];
	testq	%rdi, %rdi	# n
	je	.L3	#,
# ring.c:6: 	for (size_t i = 0; i < n; i++) r->buf[(r->head + i) % r->cap] = p[i];
	xorl	%edx, %edx	# tmp108
# ring.c:6: 	for (size_t i = 0; i < n; i++) r->buf[(r->head + i) % r->cap] = p[i];
	movzbl	(%r9), %r8d	# *p_22(D), _7
# ring.c:6: 	for (size_t i = 0; i < n; i++) r->buf[(r->head + i) % r->cap] = p[i];
	divq	%rsi	# _1
# ring.c:6: 	for (size_t i = 0; i < n; i++) r->buf[(r->head + i) % r->cap] = p[i];
	movq	(%rcx), %rax	# r_18(D)->buf, r_18(D)->buf
# ring.c:6: 	for (size_t i = 0; i < n; i++) r->buf[(r->head + i) % r->cap] = p[i];
	movl	$1, %esi	#, i
# ring.c:6: 	for (size_t i = 0; i < n; i++) r->buf[(r->head + i) % r->cap] = p[i];
	movb	%r8b, (%rax,%rdx)	# _7, *_5
# ring.c:6: 	for (size_t i = 0; i < n; i++) r->buf[(r->head + i) % r->cap] = p[i];
	cmpq	$1, %rdi	#, n
	je	.L5	#,
	.p2align 4,,10
	.p2align 3
.L4:
# ring.c:6: 	for (size_t i = 0; i < n; i++) r->buf[(r->head + i) % r->cap] = p[i];
	movq	8(%rcx), %rax	# r_18(D)->head, tmp111
# ring.c:6: 	for (size_t i = 0; i < n; i++) r->buf[(r->head + i) % r->cap] = p[i];
	xorl	%edx, %edx	# tmp114
# ring.c:6: 	for (size_t i = 0; i < n; i++) r->buf[(r->head + i) % r->cap] = p[i];
	movzbl	(%r9,%rsi), %r8d	# MEM[(const unsigned char *)p_22(D) + i_45 * 1], _10
# ring.c:6: 	for (size_t i = 0; i < n; i++) r->buf[(r->head + i) % r->cap] = p[i];
	addq	%rsi, %rax	# i, tmp111
# ring.c:6: 	for (size_t i = 0; i < n; i++) r->buf[(r->head + i) % r->cap] = p[i];
	addq	$1, %rsi	#, i
# ring.c:6: 	for (size_t i = 0; i < n; i++) r->buf[(r->head + i) % r->cap] = p[i];
	divq	24(%rcx)	# r_18(D)->cap
# ring.c:6: 	for (size_t i = 0; i < n; i++) r->buf[(r->head + i) % r->cap] = p[i];
	movq	(%rcx), %rax	# r_18(D)->buf, r_18(D)->buf
	movb	%r8b, (%rax,%rdx)	# _10, *_9
# ring.c:6: 	for (size_t i = 0; i < n; i++) r->buf[(r->head + i) % r->cap] = p[i];
	cmpq	%rsi, %rdi	# i, n
	jne	.L4	#,
.L5:
# ring.c:7: 	r->head += n;
	movq	8(%rcx), %rax	# r_18(D)->head, pretmp_40
.L3:
# ring.c:7: 	r->head += n;
	addq	%rdi, %rax	# n, tmp117
	movq	%rax, 8(%rcx)	# tmp117, r_18(D)->head
# ring.c:8: 	return 0;
	xorl	%eax, %eax	# <retval>
	ret	
.L6:
# ring.c:5: 	if (r->cap - ring_used(r) < n) return -1;
	movl	$-1, %eax	#, <retval>
# ring.c:9: }
	ret	
	.cfi_endproc
.LFE1:
	.size	ring_put, .-ring_put
	.p2align 4
	.globl	ring_get
	.type	ring_get, @function
ring_get:
.LFB2:
	.cfi_startproc
# ring.c:10: size_t ring_get(struct ring *r, unsigned char *p, size_t n) {
	movq	%rdx, %r9	# tmp102, n
# ring.c:11: 	size_t got = 0;
	xorl	%ecx, %ecx	# got
# ring.c:12: 	while (got < n && r->tail != r->head) p[got++] = r->buf[r->tail++ % r->cap];
	testq	%rdx, %rdx	# n
	jne	.L15	#,
	jmp	.L16	#
	.p2align 4,,10
	.p2align 3
.L17:
# ring.c:12: 	while (got < n && r->tail != r->head) p[got++] = r->buf[r->tail++ % r->cap];
	leaq	1(%rax), %rdx	#, tmp95
# ring.c:12: 	while (got < n && r->tail != r->head) p[got++] = r->buf[r->tail++ % r->cap];
	movq	(%rdi), %r8	# r_15(D)->buf, _1
# ring.c:12: 	while (got < n && r->tail != r->head) p[got++] = r->buf[r->tail++ % r->cap];
	addq	$1, %rcx	#, got
# ring.c:12: 	while (got < n && r->tail != r->head) p[got++] = r->buf[r->tail++ % r->cap];
	movq	%rdx, 16(%rdi)	# tmp95, r_15(D)->tail
# ring.c:12: 	while (got < n && r->tail != r->head) p[got++] = r->buf[r->tail++ % r->cap];
	xorl	%edx, %edx	# tmp97
	divq	24(%rdi)	# r_15(D)->cap
# ring.c:12: 	while (got < n && r->tail != r->head) p[got++] = r->buf[r->tail++ % r->cap];
	movzbl	(%r8,%rdx), %eax	# *_6, _8
# ring.c:12: 	while (got < n && r->tail != r->head) p[got++] = r->buf[r->tail++ % r->cap];
	movb	%al, -1(%rsi,%rcx)	# _8, MEM[(unsigned char *)p_18(D) + -1B + got_17 * 1]
# ring.c:12: 	while (got < n && r->tail != r->head) p[got++] = r->buf[r->tail++ % r->cap];
	cmpq	%rcx, %r9	# got, n
	je	.L16	#,
.L15:
# ring.c:12: 	while (got < n && r->tail != r->head) p[got++] = r->buf[r->tail++ % r->cap];
	movq	16(%rdi), %rax	# r_15(D)->tail, _9
# ring.c:12: 	while (got < n && r->tail != r->head) p[got++] = r->buf[r->tail++ % r->cap];
	cmpq	8(%rdi), %rax	# r_15(D)->head, _9
	jne	.L17	#,
	movq	%rcx, %r9	# got, n
.L16:
# ring.c:14: }
	movq	%r9, %rax	# n,
	ret	
	.cfi_endproc
.LFE2:
	.size	ring_get, .-ring_get
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
