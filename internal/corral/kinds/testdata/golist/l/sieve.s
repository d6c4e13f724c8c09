main.mark STEXT nosplit size=26 args=0x20 locals=0x8 funcid=0x0 align=0x0
	0x0000 00000 (sieve.go:6)	TEXT	main.mark(SB), NOSPLIT|ABIInternal, $8-32
	0x0000 00000 (sieve.go:6)	PUSHQ	BP
	0x0001 00001 (sieve.go:6)	MOVQ	SP, BP
	0x0004 00004 (sieve.go:6)	MOVQ	AX, main.s+16(FP)
	0x0009 00009 (sieve.go:6)	FUNCDATA	$0, gclocals·wvjpxkknJ4nY1JtrArJJaw==(SB)
	0x0009 00009 (sieve.go:6)	FUNCDATA	$1, gclocals·J26BEvPExEQhJvjp9E8Whg==(SB)
	0x0009 00009 (sieve.go:6)	FUNCDATA	$5, main.mark.arginfo1(SB)
	0x0009 00009 (sieve.go:6)	FUNCDATA	$6, main.mark.argliveinfo(SB)
	0x0009 00009 (sieve.go:6)	PCDATA	$3, $1
	0x0009 00009 (sieve.go:6)	CMPQ	DI, BX
	0x000c 00012 (sieve.go:6)	JCC	20
	0x000e 00014 (sieve.go:6)	MOVB	$1, (AX)(DI*1)
	0x0012 00018 (sieve.go:6)	POPQ	BP
	0x0013 00019 (sieve.go:6)	RET
	0x0014 00020 (sieve.go:6)	PCDATA	$1, $1
	0x0014 00020 (sieve.go:6)	PCDATA	$4, $4023
	0x0014 00020 (sieve.go:6)	CALL	runtime.panicBounds(SB)
	0x0019 00025 (sieve.go:6)	XCHGL	AX, AX
	0x0000 55 48 89 e5 48 89 44 24 10 48 39 df 73 06 c6 04  UH..H.D$.H9.s...
	0x0010 38 01 5d c3 e8 00 00 00 00 90                    8.].......
	rel 21+4 t=R_CALL runtime.panicBounds+0
main.sieve STEXT size=527 args=0x8 locals=0xc8 funcid=0x0 align=0x0
	0x0000 00000 (sieve.go:8)	TEXT	main.sieve(SB), ABIInternal, $200-8
	0x0000 00000 (sieve.go:8)	LEAQ	-72(SP), R12
	0x0005 00005 (sieve.go:8)	CMPQ	R12, 16(R14)
	0x0009 00009 (sieve.go:8)	PCDATA	$0, $-2
	0x0009 00009 (sieve.go:8)	JLS	505
	0x000f 00015 (sieve.go:8)	PCDATA	$0, $-1
	0x000f 00015 (sieve.go:8)	PUSHQ	BP
	0x0010 00016 (sieve.go:8)	MOVQ	SP, BP
	0x0013 00019 (sieve.go:8)	SUBQ	$192, SP
	0x001a 00026 (sieve.go:8)	FUNCDATA	$0, gclocals·yr4yLQlPnRVKirpHM7hJfw==(SB)
	0x001a 00026 (sieve.go:8)	FUNCDATA	$1, gclocals·sfOxBcdnNBiCaiOXpthwPg==(SB)
	0x001a 00026 (sieve.go:8)	FUNCDATA	$5, main.sieve.arginfo1(SB)
	0x001a 00026 (sieve.go:8)	FUNCDATA	$6, main.sieve.argliveinfo(SB)
	0x001a 00026 (sieve.go:8)	PCDATA	$3, $1
	0x001a 00026 (sieve.go:9)	MOVQ	AX, main.n+208(SP)
	0x0022 00034 (sieve.go:9)	PCDATA	$3, $-1
	0x0022 00034 (sieve.go:9)	LEAQ	1(AX), CX
	0x0026 00038 (sieve.go:9)	MOVQ	CX, main..autotmp_19+168(SP)
	0x002e 00046 (sieve.go:9)	CMPQ	CX, $32
	0x0032 00050 (sieve.go:9)	JHI	79
	0x0034 00052 (sieve.go:9)	LEAQ	main..autotmp_8+136(SP), DX
	0x003c 00060 (sieve.go:9)	MOVUPS	X15, (DX)
	0x0040 00064 (sieve.go:9)	MOVUPS	X15, 16(DX)
	0x0045 00069 (sieve.go:9)	LEAQ	main..autotmp_8+136(SP), DX
	0x004d 00077 (sieve.go:9)	JMP	113
	0x004f 00079 (sieve.go:9)	LEAQ	type:bool(SB), AX
	0x0056 00086 (sieve.go:9)	MOVQ	CX, BX
	0x0059 00089 (sieve.go:9)	PCDATA	$1, $0
	0x0059 00089 (sieve.go:9)	CALL	runtime.makeslice(SB)
	0x005e 00094 (sieve.go:12)	MOVQ	main..autotmp_19+168(SP), CX
	0x0066 00102 (sieve.go:10)	MOVQ	AX, DX
	0x0069 00105 (sieve.go:11)	MOVQ	main.n+208(SP), AX
	0x0071 00113 (sieve.go:10)	MOVQ	DX, main.composite.ptr+184(SP)
	0x0079 00121 (sieve.go:10)	MOVL	$2, BX
	0x007e 00126 (sieve.go:10)	XORL	SI, SI
	0x0080 00128 (sieve.go:10)	XORL	DI, DI
	0x0082 00130 (sieve.go:10)	XORL	R8, R8
	0x0085 00133 (sieve.go:10)	XORL	R9, R9
	0x0088 00136 (sieve.go:11)	JMP	141
	0x008a 00138 (sieve.go:11)	INCQ	BX
	0x008d 00141 (sieve.go:11)	CMPQ	AX, BX
	0x0090 00144 (sieve.go:11)	JLT	437
	0x0096 00150 (sieve.go:12)	CMPQ	BX, CX
	0x0099 00153 (sieve.go:12)	JCC	499
	0x009f 00159 (sieve.go:12)	MOVBLZX	(DX)(BX*1), R10
	0x00a4 00164 (sieve.go:12)	TESTB	R10B, R10B
	0x00a7 00167 (sieve.go:12)	JNE	138
	0x00a9 00169 (sieve.go:11)	MOVQ	BX, main.i+96(SP)
	0x00ae 00174 (sieve.go:15)	LEAQ	1(DI), R10
	0x00b2 00178 (sieve.go:15)	CMPQ	R9, R10
	0x00b5 00181 (sieve.go:15)	JCC	304
	0x00b7 00183 (sieve.go:11)	MOVB	SIB, main..autotmp_20+71(SP)
	0x00bc 00188 (sieve.go:11)	NOP
	0x00c0 00192 (sieve.go:15)	CMPQ	R10, $4
	0x00c4 00196 (sieve.go:15)	JGT	235
	0x00c6 00198 (sieve.go:11)	TESTB	SIB, SIB
	0x00c9 00201 (sieve.go:15)	JNE	235
	0x00cb 00203 (sieve.go:15)	TESTQ	DI, DI
	0x00ce 00206 (sieve.go:15)	JNE	235
	0x00d0 00208 (sieve.go:15)	LEAQ	main..autotmp_9+104(SP), R8
	0x00d5 00213 (sieve.go:15)	MOVUPS	X15, (R8)
	0x00d9 00217 (sieve.go:15)	MOVUPS	X15, 16(R8)
	0x00de 00222 (sieve.go:15)	MOVL	$4, R9
	0x00e4 00228 (sieve.go:15)	MOVL	$1, SI
	0x00e9 00233 (sieve.go:15)	JMP	304
	0x00eb 00235 (sieve.go:15)	MOVQ	R8, AX
	0x00ee 00238 (sieve.go:15)	MOVQ	R10, BX
	0x00f1 00241 (sieve.go:15)	MOVQ	R9, CX
	0x00f4 00244 (sieve.go:15)	MOVL	$1, DI
	0x00f9 00249 (sieve.go:15)	LEAQ	type:int(SB), SI
	0x0100 00256 (sieve.go:15)	PCDATA	$1, $1
	0x0100 00256 (sieve.go:15)	CALL	runtime.growslice(SB)
	0x0105 00261 (sieve.go:17)	MOVQ	main.composite.ptr+184(SP), DX
	0x010d 00269 (sieve.go:16)	MOVQ	BX, R10
	0x0110 00272 (sieve.go:16)	MOVQ	AX, R8
	0x0113 00275 (sieve.go:16)	MOVQ	CX, R9
	0x0116 00278 (sieve.go:16)	MOVBLZX	main..autotmp_20+71(SP), SI
	0x011b 00283 (sieve.go:16)	MOVQ	main.n+208(SP), AX
	0x0123 00291 (sieve.go:17)	MOVQ	main..autotmp_19+168(SP), CX
	0x012b 00299 (sieve.go:15)	MOVQ	main.i+96(SP), BX
	0x0130 00304 (sieve.go:16)	MOVQ	R8, main.primes.ptr+176(SP)
	0x0138 00312 (sieve.go:16)	MOVQ	R10, main.primes.len+72(SP)
	0x013d 00317 (sieve.go:16)	MOVQ	R9, main.primes.cap+80(SP)
	0x0142 00322 (sieve.go:16)	MOVB	SIB, main..autotmp_21+70(SP)
	0x0147 00327 (sieve.go:15)	MOVQ	BX, -8(R8)(R10*8)
	0x014c 00332 (sieve.go:16)	MOVQ	BX, R11
	0x014f 00335 (sieve.go:16)	IMULQ	BX, BX
	0x0153 00339 (sieve.go:16)	JMP	421
	0x0155 00341 (sieve.go:16)	MOVQ	BX, main.j+88(SP)
	0x015a 00346 (sieve.go:17)	MOVQ	DX, AX
	0x015d 00349 (sieve.go:17)	MOVQ	BX, DI
	0x0160 00352 (sieve.go:17)	MOVQ	CX, BX
	0x0163 00355 (sieve.go:17)	PCDATA	$1, $2
	0x0163 00355 (sieve.go:17)	CALL	main.mark(SB)
	0x0168 00360 (sieve.go:16)	MOVQ	main.i+96(SP), R11
	0x016d 00365 (sieve.go:16)	MOVQ	main.j+88(SP), DX
	0x0172 00370 (sieve.go:16)	LEAQ	(DX)(R11*1), BX
	0x0176 00374 (sieve.go:16)	MOVQ	main.n+208(SP), AX
	0x017e 00382 (sieve.go:17)	MOVQ	main..autotmp_19+168(SP), CX
	0x0186 00390 (sieve.go:17)	MOVQ	main.composite.ptr+184(SP), DX
	0x018e 00398 (sieve.go:11)	MOVBLZX	main..autotmp_21+70(SP), SI
	0x0193 00403 (sieve.go:11)	MOVQ	main.primes.ptr+176(SP), R8
	0x019b 00411 (sieve.go:11)	MOVQ	main.primes.cap+80(SP), R9
	0x01a0 00416 (sieve.go:11)	MOVQ	main.primes.len+72(SP), R10
	0x01a5 00421 (sieve.go:16)	CMPQ	AX, BX
	0x01a8 00424 (sieve.go:16)	JGE	341
	0x01aa 00426 (sieve.go:11)	MOVQ	R11, BX
	0x01ad 00429 (sieve.go:11)	MOVQ	R10, DI
	0x01b0 00432 (sieve.go:16)	JMP	138
	0x01b5 00437 (sieve.go:20)	LEAQ	+208(FP), DX
	0x01bd 00445 (sieve.go:20)	SUBQ	SP, DX
	0x01c0 00448 (sieve.go:20)	MOVQ	R8, BX
	0x01c3 00451 (sieve.go:20)	SUBQ	SP, R8
	0x01c6 00454 (sieve.go:20)	CMPQ	R8, DX
	0x01c9 00457 (sieve.go:20)	JCC	481
	0x01cb 00459 (sieve.go:20)	MOVL	$8, AX
	0x01d0 00464 (sieve.go:20)	MOVQ	DI, CX
	0x01d3 00467 (sieve.go:20)	PCDATA	$1, $0
	0x01d3 00467 (sieve.go:20)	CALL	runtime.moveSliceNoCapNoScan(SB)
	0x01d8 00472 (sieve.go:20)	MOVQ	BX, DI
	0x01db 00475 (sieve.go:20)	MOVQ	CX, R9
	0x01de 00478 (sieve.go:20)	MOVQ	AX, BX
	0x01e1 00481 (sieve.go:20)	MOVQ	BX, AX
	0x01e4 00484 (sieve.go:20)	MOVQ	DI, BX
	0x01e7 00487 (sieve.go:20)	MOVQ	R9, CX
	0x01ea 00490 (sieve.go:20)	ADDQ	$192, SP
	0x01f1 00497 (sieve.go:20)	POPQ	BP
	0x01f2 00498 (sieve.go:20)	RET
	0x01f3 00499 (sieve.go:12)	PCDATA	$4, $1431
	0x01f3 00499 (sieve.go:12)	CALL	runtime.panicBounds(SB)
	0x01f8 00504 (sieve.go:12)	XCHGL	AX, AX
	0x01f9 00505 (sieve.go:12)	NOP
	0x01f9 00505 (sieve.go:8)	PCDATA	$1, $-1
	0x01f9 00505 (sieve.go:8)	PCDATA	$0, $-2
	0x01f9 00505 (sieve.go:8)	MOVQ	AX, 8(SP)
	0x01fe 00510 (sieve.go:8)	NOP
	0x0200 00512 (sieve.go:8)	CALL	runtime.morestack_noctxt(SB)
	0x0205 00517 (sieve.go:8)	PCDATA	$0, $-1
	0x0205 00517 (sieve.go:8)	MOVQ	8(SP), AX
	0x020a 00522 (sieve.go:8)	JMP	0
	0x0000 4c 8d 64 24 b8 4d 3b 66 10 0f 86 ea 01 00 00 55  L.d$.M;f.......U
	0x0010 48 89 e5 48 81 ec c0 00 00 00 48 89 84 24 d0 00  H..H......H..$..
	0x0020 00 00 48 8d 48 01 48 89 8c 24 a8 00 00 00 48 83  ..H.H.H..$....H.
	0x0030 f9 20 77 1b 48 8d 94 24 88 00 00 00 44 0f 11 3a  . w.H..$....D..:
	0x0040 44 0f 11 7a 10 48 8d 94 24 88 00 00 00 eb 22 48  D..z.H..$....."H
	0x0050 8d 05 00 00 00 00 48 89 cb e8 00 00 00 00 48 8b  ......H.......H.
	0x0060 8c 24 a8 00 00 00 48 89 c2 48 8b 84 24 d0 00 00  .$....H..H..$...
	0x0070 00 48 89 94 24 b8 00 00 00 bb 02 00 00 00 31 f6  .H..$.........1.
	0x0080 31 ff 45 31 c0 45 31 c9 eb 03 48 ff c3 48 39 d8  1.E1.E1...H..H9.
	0x0090 0f 8c 1f 01 00 00 48 39 cb 0f 83 54 01 00 00 44  ......H9...T...D
	0x00a0 0f b6 14 1a 45 84 d2 75 e1 48 89 5c 24 60 4c 8d  ....E..u.H.\$`L.
	0x00b0 57 01 4d 39 d1 73 79 40 88 74 24 47 0f 1f 40 00  W.M9.sy@.t$G..@.
	0x00c0 49 83 fa 04 7f 25 40 84 f6 75 20 48 85 ff 75 1b  I....%@..u H..u.
	0x00d0 4c 8d 44 24 68 45 0f 11 38 45 0f 11 78 10 41 b9  L.D$hE..8E..x.A.
	0x00e0 04 00 00 00 be 01 00 00 00 eb 45 4c 89 c0 4c 89  ..........EL..L.
	0x00f0 d3 4c 89 c9 bf 01 00 00 00 48 8d 35 00 00 00 00  .L.......H.5....
	0x0100 e8 00 00 00 00 48 8b 94 24 b8 00 00 00 49 89 da  .....H..$....I..
	0x0110 49 89 c0 49 89 c9 0f b6 74 24 47 48 8b 84 24 d0  I..I....t$GH..$.
	0x0120 00 00 00 48 8b 8c 24 a8 00 00 00 48 8b 5c 24 60  ...H..$....H.\$`
	0x0130 4c 89 84 24 b0 00 00 00 4c 89 54 24 48 4c 89 4c  L..$....L.T$HL.L
	0x0140 24 50 40 88 74 24 46 4b 89 5c d0 f8 49 89 db 48  $P@.t$FK.\..I..H
	0x0150 0f af db eb 50 48 89 5c 24 58 48 89 d0 48 89 df  ....PH.\$XH..H..
	0x0160 48 89 cb e8 00 00 00 00 4c 8b 5c 24 60 48 8b 54  H.......L.\$`H.T
	0x0170 24 58 4a 8d 1c 1a 48 8b 84 24 d0 00 00 00 48 8b  $XJ...H..$....H.
	0x0180 8c 24 a8 00 00 00 48 8b 94 24 b8 00 00 00 0f b6  .$....H..$......
	0x0190 74 24 46 4c 8b 84 24 b0 00 00 00 4c 8b 4c 24 50  t$FL..$....L.L$P
	0x01a0 4c 8b 54 24 48 48 39 d8 7d ab 4c 89 db 4c 89 d7  L.T$HH9.}.L..L..
	0x01b0 e9 d5 fe ff ff 48 8d 94 24 d0 00 00 00 48 29 e2  .....H..$....H).
	0x01c0 4c 89 c3 49 29 e0 49 39 d0 73 16 b8 08 00 00 00  L..I).I9.s......
	0x01d0 48 89 f9 e8 00 00 00 00 48 89 df 49 89 c9 48 89  H.......H..I..H.
	0x01e0 c3 48 89 d8 48 89 fb 4c 89 c9 48 81 c4 c0 00 00  .H..H..L..H.....
	0x01f0 00 5d c3 e8 00 00 00 00 90 48 89 44 24 08 66 90  .].......H.D$.f.
	0x0200 e8 00 00 00 00 48 8b 44 24 08 e9 f1 fd ff ff     .....H.D$......
	rel 82+4 t=R_PCREL type:bool+0
	rel 90+4 t=R_CALL runtime.makeslice+0
	rel 252+4 t=R_PCREL type:int+0
	rel 257+4 t=R_CALL runtime.growslice+0
	rel 356+4 t=R_CALL main.mark+0
	rel 468+4 t=R_CALL runtime.moveSliceNoCapNoScan+0
	rel 500+4 t=R_CALL runtime.panicBounds+0
	rel 513+4 t=R_CALL runtime.morestack_noctxt+0
main.main STEXT size=71 args=0x0 locals=0x18 funcid=0x0 align=0x0
	0x0000 00000 (sieve.go:23)	TEXT	main.main(SB), ABIInternal, $24-0
	0x0000 00000 (sieve.go:23)	CMPQ	SP, 16(R14)
	0x0004 00004 (sieve.go:23)	PCDATA	$0, $-2
	0x0004 00004 (sieve.go:23)	JLS	63
	0x0006 00006 (sieve.go:23)	PCDATA	$0, $-1
	0x0006 00006 (sieve.go:23)	PUSHQ	BP
	0x0007 00007 (sieve.go:23)	MOVQ	SP, BP
	0x000a 00010 (sieve.go:23)	SUBQ	$16, SP
	0x000e 00014 (sieve.go:23)	FUNCDATA	$0, gclocals·g5+hNtRBP6YXNjfog7aZjQ==(SB)
	0x000e 00014 (sieve.go:23)	FUNCDATA	$1, gclocals·g5+hNtRBP6YXNjfog7aZjQ==(SB)
	0x000e 00014 (sieve.go:23)	MOVL	$1000, AX
	0x0013 00019 (sieve.go:23)	PCDATA	$1, $0
	0x0013 00019 (sieve.go:23)	CALL	main.sieve(SB)
	0x0018 00024 (sieve.go:23)	MOVQ	BX, main..autotmp_2+8(SP)
	0x001d 00029 (sieve.go:23)	NOP
	0x0020 00032 (sieve.go:23)	CALL	runtime.printlock(SB)
	0x0025 00037 (sieve.go:23)	MOVQ	main..autotmp_2+8(SP), AX
	0x002a 00042 (sieve.go:23)	CALL	runtime.printint(SB)
	0x002f 00047 (sieve.go:23)	CALL	runtime.printnl(SB)
	0x0034 00052 (sieve.go:23)	CALL	runtime.printunlock(SB)
	0x0039 00057 (sieve.go:23)	ADDQ	$16, SP
	0x003d 00061 (sieve.go:23)	POPQ	BP
	0x003e 00062 (sieve.go:23)	RET
	0x003f 00063 (sieve.go:23)	NOP
	0x003f 00063 (sieve.go:23)	PCDATA	$1, $-1
	0x003f 00063 (sieve.go:23)	PCDATA	$0, $-2
	0x003f 00063 (sieve.go:23)	NOP
	0x0040 00064 (sieve.go:23)	CALL	runtime.morestack_noctxt(SB)
	0x0045 00069 (sieve.go:23)	PCDATA	$0, $-1
	0x0045 00069 (sieve.go:23)	JMP	0
	0x0000 49 3b 66 10 76 39 55 48 89 e5 48 83 ec 10 b8 e8  I;f.v9UH..H.....
	0x0010 03 00 00 e8 00 00 00 00 48 89 5c 24 08 0f 1f 00  ........H.\$....
	0x0020 e8 00 00 00 00 48 8b 44 24 08 e8 00 00 00 00 e8  .....H.D$.......
	0x0030 00 00 00 00 e8 00 00 00 00 48 83 c4 10 5d c3 90  .........H...]..
	0x0040 e8 00 00 00 00 eb b9                             .......
	rel 20+4 t=R_CALL main.sieve+0
	rel 33+4 t=R_CALL runtime.printlock+0
	rel 43+4 t=R_CALL runtime.printint+0
	rel 48+4 t=R_CALL runtime.printnl+0
	rel 53+4 t=R_CALL runtime.printunlock+0
	rel 65+4 t=R_CALL runtime.morestack_noctxt+0
go:cuinfo.producer.main SDWARFCUINFO dupok size=0
	0x0000 2d 6c 20 72 65 67 61 62 69                       -l regabi
go:cuinfo.packagename.main SDWARFCUINFO dupok size=0
	0x0000 6d 61 69 6e                                      main
main..inittask SNOPTRDATA size=8
	0x0000 00 00 00 00 00 00 00 00                          ........
runtime.gcbits.0100000000000000 SRODATA dupok size=8
	0x0000 01 00 00 00 00 00 00 00                          ........
type:.namedata.*struct { _ [0]uintptr; _ [4]int }- SRODATA dupok size=36
	0x0000 00 22 2a 73 74 72 75 63 74 20 7b 20 5f 20 5b 30  ."*struct { _ [0
	0x0010 5d 75 69 6e 74 70 74 72 3b 20 5f 20 5b 34 5d 69  ]uintptr; _ [4]i
	0x0020 6e 74 20 7d                                      nt }
type:noalg.*struct { main._ [0]uintptr; main._ [4]int } SRODATA dupok size=56
	0x0000 08 00 00 00 00 00 00 00 08 00 00 00 00 00 00 00  ................
	0x0010 81 30 59 ba 20 08 08 16 00 00 00 00 00 00 00 00  .0Y. ...........
	0x0020 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  ................
	0x0030 00 00 00 00 00 00 00 00                          ........
	rel 32+8 t=R_ADDR runtime.gcbits.0100000000000000+0
	rel 40+4 t=R_ADDROFF type:.namedata.*struct { _ [0]uintptr; _ [4]int }-+0
	rel 48+8 t=R_ADDR type:noalg.struct { main._ [0]uintptr; main._ [4]int }+0
runtime.gcbits. SRODATA dupok size=0
runtime.memequal0·f SRODATA dupok size=8
	0x0000 00 00 00 00 00 00 00 00                          ........
	rel 0+8 t=R_ADDR runtime.memequal0+0
runtime.memequal64·f SRODATA dupok size=8
	0x0000 00 00 00 00 00 00 00 00                          ........
	rel 0+8 t=R_ADDR runtime.memequal64+0
type:.namedata.*[0]uintptr- SRODATA dupok size=13
	0x0000 00 0b 2a 5b 30 5d 75 69 6e 74 70 74 72           ..*[0]uintptr
type:*[0]uintptr SRODATA dupok size=56
	0x0000 08 00 00 00 00 00 00 00 08 00 00 00 00 00 00 00  ................
	0x0010 6f d9 69 52 28 08 08 16 00 00 00 00 00 00 00 00  o.iR(...........
	0x0020 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  ................
	0x0030 00 00 00 00 00 00 00 00                          ........
	rel 24+8 t=R_ADDR runtime.memequal64·f+0
	rel 32+8 t=R_ADDR runtime.gcbits.0100000000000000+0
	rel 40+4 t=R_ADDROFF type:.namedata.*[0]uintptr-+0
	rel 48+8 t=R_ADDR type:[0]uintptr+0
type:[0]uintptr SRODATA dupok size=72
	0x0000 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  ................
	0x0010 2e 7d 03 38 0a 08 08 11 00 00 00 00 00 00 00 00  .}.8............
	0x0020 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  ................
	0x0030 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  ................
	0x0040 00 00 00 00 00 00 00 00                          ........
	rel 24+8 t=R_ADDR runtime.memequal0·f+0
	rel 32+8 t=R_ADDR runtime.gcbits.+0
	rel 40+4 t=R_ADDROFF type:.namedata.*[0]uintptr-+0
	rel 44+4 t=RelocType(-32763) type:*[0]uintptr+0
	rel 48+8 t=R_ADDR type:uintptr+0
	rel 56+8 t=R_ADDR type:[]uintptr+0
type:.namedata.*[4]int- SRODATA dupok size=9
	0x0000 00 07 2a 5b 34 5d 69 6e 74                       ..*[4]int
type:noalg.*[4]int SRODATA dupok size=56
	0x0000 08 00 00 00 00 00 00 00 08 00 00 00 00 00 00 00  ................
	0x0010 b4 cc 31 9a 20 08 08 16 00 00 00 00 00 00 00 00  ..1. ...........
	0x0020 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  ................
	0x0030 00 00 00 00 00 00 00 00                          ........
	rel 32+8 t=R_ADDR runtime.gcbits.0100000000000000+0
	rel 40+4 t=R_ADDROFF type:.namedata.*[4]int-+0
	rel 48+8 t=R_ADDR type:noalg.[4]int+0
type:noalg.[4]int SRODATA dupok size=72
	0x0000 20 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00   ...............
	0x0010 ba 6f 63 68 02 08 08 11 00 00 00 00 00 00 00 00  .och............
	0x0020 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  ................
	0x0030 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  ................
	0x0040 04 00 00 00 00 00 00 00                          ........
	rel 32+8 t=R_ADDR runtime.gcbits.+0
	rel 40+4 t=R_ADDROFF type:.namedata.*[4]int-+0
	rel 44+4 t=RelocType(-32763) type:noalg.*[4]int+0
	rel 48+8 t=R_ADDR type:int+0
	rel 56+8 t=R_ADDR type:[]int+0
type:.importpath.main. SRODATA dupok size=6
	0x0000 00 04 6d 61 69 6e                                ..main
type:.namedata._- SRODATA dupok size=3
	0x0000 00 01 5f                                         .._
type:noalg.struct { main._ [0]uintptr; main._ [4]int } SRODATA dupok size=128
	0x0000 20 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00   ...............
	0x0010 76 1c de 53 02 08 08 19 00 00 00 00 00 00 00 00  v..S............
	0x0020 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  ................
	0x0030 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  ................
	0x0040 02 00 00 00 00 00 00 00 02 00 00 00 00 00 00 00  ................
	0x0050 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  ................
	0x0060 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  ................
	0x0070 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  ................
	rel 32+8 t=R_ADDR runtime.gcbits.+0
	rel 40+4 t=R_ADDROFF type:.namedata.*struct { _ [0]uintptr; _ [4]int }-+0
	rel 44+4 t=RelocType(-32763) type:noalg.*struct { main._ [0]uintptr; main._ [4]int }+0
	rel 48+8 t=R_ADDR type:.importpath.main.+0
	rel 56+8 t=R_ADDR type:noalg.struct { main._ [0]uintptr; main._ [4]int }+80
	rel 80+8 t=R_ADDR type:.namedata._-+0
	rel 88+8 t=R_ADDR type:[0]uintptr+0
	rel 104+8 t=R_ADDR type:.namedata._-+0
	rel 112+8 t=R_ADDR type:noalg.[4]int+0
type:.namedata.*struct { _ [0]uintptr; arr [32]bool }- SRODATA dupok size=40
	0x0000 00 26 2a 73 74 72 75 63 74 20 7b 20 5f 20 5b 30  .&*struct { _ [0
	0x0010 5d 75 69 6e 74 70 74 72 3b 20 61 72 72 20 5b 33  ]uintptr; arr [3
	0x0020 32 5d 62 6f 6f 6c 20 7d                          2]bool }
type:noalg.*struct { main._ [0]uintptr; main.arr [32]bool } SRODATA dupok size=56
	0x0000 08 00 00 00 00 00 00 00 08 00 00 00 00 00 00 00  ................
	0x0010 7f f3 a6 81 20 08 08 16 00 00 00 00 00 00 00 00  .... ...........
	0x0020 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  ................
	0x0030 00 00 00 00 00 00 00 00                          ........
	rel 32+8 t=R_ADDR runtime.gcbits.0100000000000000+0
	rel 40+4 t=R_ADDROFF type:.namedata.*struct { _ [0]uintptr; arr [32]bool }-+0
	rel 48+8 t=R_ADDR type:noalg.struct { main._ [0]uintptr; main.arr [32]bool }+0
type:.eqfunc32 SRODATA dupok size=16
	0x0000 00 00 00 00 00 00 00 00 20 00 00 00 00 00 00 00  ........ .......
	rel 0+8 t=R_ADDR runtime.memequal_varlen+0
type:.namedata.*[32]bool- SRODATA dupok size=11
	0x0000 00 09 2a 5b 33 32 5d 62 6f 6f 6c                 ..*[32]bool
type:*[32]bool SRODATA dupok size=56
	0x0000 08 00 00 00 00 00 00 00 08 00 00 00 00 00 00 00  ................
	0x0010 09 4e e2 38 28 08 08 16 00 00 00 00 00 00 00 00  .N.8(...........
	0x0020 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  ................
	0x0030 00 00 00 00 00 00 00 00                          ........
	rel 24+8 t=R_ADDR runtime.memequal64·f+0
	rel 32+8 t=R_ADDR runtime.gcbits.0100000000000000+0
	rel 40+4 t=R_ADDROFF type:.namedata.*[32]bool-+0
	rel 48+8 t=R_ADDR type:[32]bool+0
type:[32]bool SRODATA dupok size=72
	0x0000 20 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00   ...............
	0x0010 05 23 29 29 0a 01 01 11 00 00 00 00 00 00 00 00  .#))............
	0x0020 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  ................
	0x0030 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  ................
	0x0040 20 00 00 00 00 00 00 00                           .......
	rel 24+8 t=R_ADDR type:.eqfunc32+0
	rel 32+8 t=R_ADDR runtime.gcbits.+0
	rel 40+4 t=R_ADDROFF type:.namedata.*[32]bool-+0
	rel 44+4 t=RelocType(-32763) type:*[32]bool+0
	rel 48+8 t=R_ADDR type:bool+0
	rel 56+8 t=R_ADDR type:[]bool+0
type:.namedata.arr- SRODATA dupok size=5
	0x0000 00 03 61 72 72                                   ..arr
type:noalg.struct { main._ [0]uintptr; main.arr [32]bool } SRODATA dupok size=128
	0x0000 20 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00   ...............
	0x0010 85 c4 e2 98 02 08 08 19 00 00 00 00 00 00 00 00  ................
	0x0020 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  ................
	0x0030 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  ................
	0x0040 02 00 00 00 00 00 00 00 02 00 00 00 00 00 00 00  ................
	0x0050 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  ................
	0x0060 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  ................
	0x0070 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  ................
	rel 32+8 t=R_ADDR runtime.gcbits.+0
	rel 40+4 t=R_ADDROFF type:.namedata.*struct { _ [0]uintptr; arr [32]bool }-+0
	rel 44+4 t=RelocType(-32763) type:noalg.*struct { main._ [0]uintptr; main.arr [32]bool }+0
	rel 48+8 t=R_ADDR type:.importpath.main.+0
	rel 56+8 t=R_ADDR type:noalg.struct { main._ [0]uintptr; main.arr [32]bool }+80
	rel 80+8 t=R_ADDR type:.namedata._-+0
	rel 88+8 t=R_ADDR type:[0]uintptr+0
	rel 104+8 t=R_ADDR type:.namedata.arr-+0
	rel 112+8 t=R_ADDR type:[32]bool+0
gclocals·wvjpxkknJ4nY1JtrArJJaw== SRODATA dupok size=10
	0x0000 02 00 00 00 01 00 00 00 01 00                    ..........
gclocals·J26BEvPExEQhJvjp9E8Whg== SRODATA dupok size=8
	0x0000 02 00 00 00 00 00 00 00                          ........
main.mark.arginfo1 SRODATA static dupok size=11
	0x0000 fe 00 08 08 08 10 08 fd 18 08 ff                 ...........
main.mark.argliveinfo SRODATA static dupok size=2
	0x0000 00 00                                            ..
gclocals·yr4yLQlPnRVKirpHM7hJfw== SRODATA dupok size=8
	0x0000 03 00 00 00 00 00 00 00                          ........
gclocals·sfOxBcdnNBiCaiOXpthwPg== SRODATA dupok size=11
	0x0000 03 00 00 00 02 00 00 00 00 02 03                 ...........
main.sieve.arginfo1 SRODATA static dupok size=3
	0x0000 00 08 ff                                         ...
main.sieve.argliveinfo SRODATA static dupok size=2
	0x0000 00 00                                            ..
gclocals·g5+hNtRBP6YXNjfog7aZjQ== SRODATA dupok size=8
	0x0000 01 00 00 00 00 00 00 00                          ........
