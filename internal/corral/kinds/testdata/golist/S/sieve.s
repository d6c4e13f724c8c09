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
main.sieve STEXT size=431 args=0x8 locals=0xa8 funcid=0x0 align=0x0
	0x0000 00000 (sieve.go:8)	TEXT	main.sieve(SB), ABIInternal, $168-8
	0x0000 00000 (sieve.go:8)	LEAQ	-40(SP), R12
	0x0005 00005 (sieve.go:8)	CMPQ	R12, 16(R14)
	0x0009 00009 (sieve.go:8)	PCDATA	$0, $-2
	0x0009 00009 (sieve.go:8)	JLS	411
	0x000f 00015 (sieve.go:8)	PCDATA	$0, $-1
	0x000f 00015 (sieve.go:8)	PUSHQ	BP
	0x0010 00016 (sieve.go:8)	MOVQ	SP, BP
	0x0013 00019 (sieve.go:8)	SUBQ	$160, SP
	0x001a 00026 (sieve.go:8)	FUNCDATA	$0, gclocals·J26BEvPExEQhJvjp9E8Whg==(SB)
	0x001a 00026 (sieve.go:8)	FUNCDATA	$1, gclocals·Co8N3J4cno6MKCtTxcCDSA==(SB)
	0x001a 00026 (sieve.go:8)	FUNCDATA	$5, main.sieve.arginfo1(SB)
	0x001a 00026 (sieve.go:8)	FUNCDATA	$6, main.sieve.argliveinfo(SB)
	0x001a 00026 (sieve.go:8)	PCDATA	$3, $1
	0x001a 00026 (sieve.go:9)	MOVQ	AX, main.n+176(SP)
	0x0022 00034 (sieve.go:9)	PCDATA	$3, $-1
	0x0022 00034 (sieve.go:9)	LEAQ	1(AX), CX
	0x0026 00038 (sieve.go:9)	MOVQ	CX, main..autotmp_24+80(SP)
	0x002b 00043 (sieve.go:9)	CMPQ	CX, $32
	0x002f 00047 (sieve.go:9)	JHI	70
	0x0031 00049 (sieve.go:9)	LEAQ	main..autotmp_10+120(SP), DX
	0x0036 00054 (sieve.go:9)	MOVUPS	X15, (DX)
	0x003a 00058 (sieve.go:9)	MOVUPS	X15, 16(DX)
	0x003f 00063 (sieve.go:9)	LEAQ	main..autotmp_10+120(SP), DX
	0x0044 00068 (sieve.go:9)	JMP	101
	0x0046 00070 (sieve.go:9)	LEAQ	type:bool(SB), AX
	0x004d 00077 (sieve.go:9)	MOVQ	CX, BX
	0x0050 00080 (sieve.go:9)	PCDATA	$1, $0
	0x0050 00080 (sieve.go:9)	CALL	runtime.makeslice(SB)
	0x0055 00085 (sieve.go:12)	MOVQ	main..autotmp_24+80(SP), CX
	0x005a 00090 (sieve.go:10)	MOVQ	AX, DX
	0x005d 00093 (sieve.go:11)	MOVQ	main.n+176(SP), AX
	0x0065 00101 (sieve.go:10)	MOVQ	DX, main.composite.ptr+152(SP)
	0x006d 00109 (sieve.go:10)	MOVL	$2, BX
	0x0072 00114 (sieve.go:10)	XORL	SI, SI
	0x0074 00116 (sieve.go:10)	XORL	DI, DI
	0x0076 00118 (sieve.go:10)	XORL	R8, R8
	0x0079 00121 (sieve.go:10)	XORL	R9, R9
	0x007c 00124 (sieve.go:11)	JMP	129
	0x007e 00126 (sieve.go:11)	INCQ	BX
	0x0081 00129 (sieve.go:11)	CMPQ	AX, BX
	0x0084 00132 (sieve.go:11)	JLT	338
	0x008a 00138 (sieve.go:12)	CMPQ	BX, CX
	0x008d 00141 (sieve.go:12)	JCC	405
	0x0093 00147 (sieve.go:12)	MOVBLZX	(DX)(BX*1), R10
	0x0098 00152 (sieve.go:12)	TESTB	R10B, R10B
	0x009b 00155 (sieve.go:12)	JNE	126
	0x009d 00157 (sieve.go:15)	LEAQ	1(DI), R10
	0x00a1 00161 (sieve.go:15)	CMPQ	R9, R10
	0x00a4 00164 (sieve.go:15)	JCC	292
	0x00a6 00166 (sieve.go:11)	MOVQ	BX, main.i+72(SP)
	0x00ab 00171 (sieve.go:11)	MOVB	SIB, main..autotmp_25+71(SP)
	0x00b0 00176 (sieve.go:15)	CMPQ	R10, $4
	0x00b4 00180 (sieve.go:15)	JGT	226
	0x00b6 00182 (sieve.go:11)	TESTB	SIB, SIB
	0x00b9 00185 (sieve.go:15)	JNE	226
	0x00bb 00187 (sieve.go:15)	NOP
	0x00c0 00192 (sieve.go:15)	TESTQ	DI, DI
	0x00c3 00195 (sieve.go:15)	JNE	226
	0x00c5 00197 (sieve.go:15)	LEAQ	main..autotmp_11+88(SP), R8
	0x00ca 00202 (sieve.go:15)	MOVUPS	X15, (R8)
	0x00ce 00206 (sieve.go:15)	MOVUPS	X15, 16(R8)
	0x00d3 00211 (sieve.go:15)	MOVL	$4, R9
	0x00d9 00217 (sieve.go:15)	MOVL	$1, SI
	0x00de 00222 (sieve.go:15)	NOP
	0x00e0 00224 (sieve.go:15)	JMP	292
	0x00e2 00226 (sieve.go:15)	MOVQ	R8, AX
	0x00e5 00229 (sieve.go:15)	MOVQ	R10, BX
	0x00e8 00232 (sieve.go:15)	MOVQ	R9, CX
	0x00eb 00235 (sieve.go:15)	MOVL	$1, DI
	0x00f0 00240 (sieve.go:15)	LEAQ	type:int(SB), SI
	0x00f7 00247 (sieve.go:15)	PCDATA	$1, $1
	0x00f7 00247 (sieve.go:15)	CALL	runtime.growslice(SB)
	0x00fc 00252 (sieve.go:6)	MOVQ	main.composite.ptr+152(SP), DX
	0x0104 00260 (sieve.go:16)	MOVQ	BX, R10
	0x0107 00263 (sieve.go:16)	MOVQ	AX, R8
	0x010a 00266 (sieve.go:16)	MOVQ	CX, R9
	0x010d 00269 (sieve.go:16)	MOVBLZX	main..autotmp_25+71(SP), SI
	0x0112 00274 (sieve.go:16)	MOVQ	main.n+176(SP), AX
	0x011a 00282 (sieve.go:6)	MOVQ	main..autotmp_24+80(SP), CX
	0x011f 00287 (sieve.go:15)	MOVQ	main.i+72(SP), BX
	0x0124 00292 (sieve.go:15)	MOVQ	BX, -8(R8)(R10*8)
	0x0129 00297 (sieve.go:16)	MOVQ	BX, R11
	0x012c 00300 (sieve.go:16)	IMULQ	BX, BX
	0x0130 00304 (sieve.go:16)	JMP	313
	0x0132 00306 (sieve.go:6)	MOVB	$1, (DX)(BX*1)
	0x0136 00310 (sieve.go:16)	ADDQ	R11, BX
	0x0139 00313 (sieve.go:16)	CMPQ	AX, BX
	0x013c 00316 (sieve.go:16)	JLT	327
	0x013e 00318 (sieve.go:17)	XCHGL	AX, AX
	0x013f 00319 (sieve.go:17)	NOP
	0x0140 00320 (sieve.go:6)	CMPQ	BX, CX
	0x0143 00323 (sieve.go:6)	JCS	306
	0x0145 00325 (sieve.go:6)	JMP	400
	0x0147 00327 (sieve.go:11)	MOVQ	R11, BX
	0x014a 00330 (sieve.go:11)	MOVQ	R10, DI
	0x014d 00333 (sieve.go:16)	JMP	126
	0x0152 00338 (sieve.go:20)	LEAQ	+176(FP), DX
	0x015a 00346 (sieve.go:20)	SUBQ	SP, DX
	0x015d 00349 (sieve.go:20)	MOVQ	R8, BX
	0x0160 00352 (sieve.go:20)	SUBQ	SP, R8
	0x0163 00355 (sieve.go:20)	CMPQ	R8, DX
	0x0166 00358 (sieve.go:20)	JCC	382
	0x0168 00360 (sieve.go:20)	MOVL	$8, AX
	0x016d 00365 (sieve.go:20)	MOVQ	DI, CX
	0x0170 00368 (sieve.go:20)	PCDATA	$1, $0
	0x0170 00368 (sieve.go:20)	CALL	runtime.moveSliceNoCapNoScan(SB)
	0x0175 00373 (sieve.go:20)	MOVQ	BX, DI
	0x0178 00376 (sieve.go:20)	MOVQ	CX, R9
	0x017b 00379 (sieve.go:20)	MOVQ	AX, BX
	0x017e 00382 (sieve.go:20)	MOVQ	BX, AX
	0x0181 00385 (sieve.go:20)	MOVQ	DI, BX
	0x0184 00388 (sieve.go:20)	MOVQ	R9, CX
	0x0187 00391 (sieve.go:20)	ADDQ	$160, SP
	0x018e 00398 (sieve.go:20)	POPQ	BP
	0x018f 00399 (sieve.go:20)	RET
	0x0190 00400 (sieve.go:6)	PCDATA	$4, $1431
	0x0190 00400 (sieve.go:6)	CALL	runtime.panicBounds(SB)
	0x0195 00405 (sieve.go:12)	PCDATA	$4, $1431
	0x0195 00405 (sieve.go:12)	CALL	runtime.panicBounds(SB)
	0x019a 00410 (sieve.go:12)	XCHGL	AX, AX
	0x019b 00411 (sieve.go:12)	NOP
	0x019b 00411 (sieve.go:8)	PCDATA	$1, $-1
	0x019b 00411 (sieve.go:8)	PCDATA	$0, $-2
	0x019b 00411 (sieve.go:8)	MOVQ	AX, 8(SP)
	0x01a0 00416 (sieve.go:8)	CALL	runtime.morestack_noctxt(SB)
	0x01a5 00421 (sieve.go:8)	PCDATA	$0, $-1
	0x01a5 00421 (sieve.go:8)	MOVQ	8(SP), AX
	0x01aa 00426 (sieve.go:8)	JMP	0
	0x0000 4c 8d 64 24 d8 4d 3b 66 10 0f 86 8c 01 00 00 55  L.d$.M;f.......U
	0x0010 48 89 e5 48 81 ec a0 00 00 00 48 89 84 24 b0 00  H..H......H..$..
	0x0020 00 00 48 8d 48 01 48 89 4c 24 50 48 83 f9 20 77  ..H.H.H.L$PH.. w
	0x0030 15 48 8d 54 24 78 44 0f 11 3a 44 0f 11 7a 10 48  .H.T$xD..:D..z.H
	0x0040 8d 54 24 78 eb 1f 48 8d 05 00 00 00 00 48 89 cb  .T$x..H......H..
	0x0050 e8 00 00 00 00 48 8b 4c 24 50 48 89 c2 48 8b 84  .....H.L$PH..H..
	0x0060 24 b0 00 00 00 48 89 94 24 98 00 00 00 bb 02 00  $....H..$.......
	0x0070 00 00 31 f6 31 ff 45 31 c0 45 31 c9 eb 03 48 ff  ..1.1.E1.E1...H.
	0x0080 c3 48 39 d8 0f 8c c8 00 00 00 48 39 cb 0f 83 02  .H9.......H9....
	0x0090 01 00 00 44 0f b6 14 1a 45 84 d2 75 e1 4c 8d 57  ...D....E..u.L.W
	0x00a0 01 4d 39 d1 73 7e 48 89 5c 24 48 40 88 74 24 47  .M9.s~H.\$H@.t$G
	0x00b0 49 83 fa 04 7f 2c 40 84 f6 75 27 0f 1f 44 00 00  I....,@..u'..D..
	0x00c0 48 85 ff 75 1d 4c 8d 44 24 58 45 0f 11 38 45 0f  H..u.L.D$XE..8E.
	0x00d0 11 78 10 41 b9 04 00 00 00 be 01 00 00 00 66 90  .x.A..........f.
	0x00e0 eb 42 4c 89 c0 4c 89 d3 4c 89 c9 bf 01 00 00 00  .BL..L..L.......
	0x00f0 48 8d 35 00 00 00 00 e8 00 00 00 00 48 8b 94 24  H.5.........H..$
	0x0100 98 00 00 00 49 89 da 49 89 c0 49 89 c9 0f b6 74  ....I..I..I....t
	0x0110 24 47 48 8b 84 24 b0 00 00 00 48 8b 4c 24 50 48  $GH..$....H.L$PH
	0x0120 8b 5c 24 48 4b 89 5c d0 f8 49 89 db 48 0f af db  .\$HK.\..I..H...
	0x0130 eb 07 c6 04 1a 01 4c 01 db 48 39 d8 7c 09 90 90  ......L..H9.|...
	0x0140 48 39 cb 72 ed eb 49 4c 89 db 4c 89 d7 e9 2c ff  H9.r..IL..L...,.
	0x0150 ff ff 48 8d 94 24 b0 00 00 00 48 29 e2 4c 89 c3  ..H..$....H).L..
	0x0160 49 29 e0 49 39 d0 73 16 b8 08 00 00 00 48 89 f9  I).I9.s......H..
	0x0170 e8 00 00 00 00 48 89 df 49 89 c9 48 89 c3 48 89  .....H..I..H..H.
	0x0180 d8 48 89 fb 4c 89 c9 48 81 c4 a0 00 00 00 5d c3  .H..L..H......].
	0x0190 e8 00 00 00 00 e8 00 00 00 00 90 48 89 44 24 08  ...........H.D$.
	0x01a0 e8 00 00 00 00 48 8b 44 24 08 e9 51 fe ff ff     .....H.D$..Q...
	rel 73+4 t=R_PCREL type:bool+0
	rel 81+4 t=R_CALL runtime.makeslice+0
	rel 243+4 t=R_PCREL type:int+0
	rel 248+4 t=R_CALL runtime.growslice+0
	rel 369+4 t=R_CALL runtime.moveSliceNoCapNoScan+0
	rel 401+4 t=R_CALL runtime.panicBounds+0
	rel 406+4 t=R_CALL runtime.panicBounds+0
	rel 417+4 t=R_CALL runtime.morestack_noctxt+0
main.main STEXT size=362 args=0x0 locals=0x88 funcid=0x0 align=0x0
	0x0000 00000 (sieve.go:23)	TEXT	main.main(SB), ABIInternal, $136-0
	0x0000 00000 (sieve.go:23)	LEAQ	-8(SP), R12
	0x0005 00005 (sieve.go:23)	CMPQ	R12, 16(R14)
	0x0009 00009 (sieve.go:23)	PCDATA	$0, $-2
	0x0009 00009 (sieve.go:23)	JLS	349
	0x000f 00015 (sieve.go:23)	PCDATA	$0, $-1
	0x000f 00015 (sieve.go:23)	PUSHQ	BP
	0x0010 00016 (sieve.go:23)	MOVQ	SP, BP
	0x0013 00019 (sieve.go:23)	ADDQ	$-128, SP
	0x0017 00023 (sieve.go:23)	FUNCDATA	$0, gclocals·J26BEvPExEQhJvjp9E8Whg==(SB)
	0x0017 00023 (sieve.go:23)	FUNCDATA	$1, gclocals·Co8N3J4cno6MKCtTxcCDSA==(SB)
	0x0017 00023 (<unknown line number>)	NOP
	0x0017 00023 (sieve.go:9)	LEAQ	type:bool(SB), AX
	0x001e 00030 (sieve.go:9)	MOVL	$1001, BX
	0x0023 00035 (sieve.go:9)	MOVQ	BX, CX
	0x0026 00038 (sieve.go:9)	PCDATA	$1, $0
	0x0026 00038 (sieve.go:9)	CALL	runtime.makeslice(SB)
	0x002b 00043 (sieve.go:9)	MOVQ	AX, main..autotmp_28+120(SP)
	0x0030 00048 (sieve.go:9)	MOVL	$2, CX
	0x0035 00053 (sieve.go:9)	XORL	DX, DX
	0x0037 00055 (sieve.go:9)	XORL	BX, BX
	0x0039 00057 (sieve.go:9)	XORL	SI, SI
	0x003b 00059 (sieve.go:9)	XORL	DI, DI
	0x003d 00061 (sieve.go:11)	JMP	66
	0x003f 00063 (sieve.go:11)	INCQ	CX
	0x0042 00066 (sieve.go:11)	CMPQ	CX, $1000
	0x0049 00073 (sieve.go:11)	JGT	261
	0x004f 00079 (sieve.go:12)	MOVBLZX	(AX)(CX*1), R8
	0x0054 00084 (sieve.go:12)	TESTB	R8B, R8B
	0x0057 00087 (sieve.go:12)	JNE	63
	0x0059 00089 (sieve.go:15)	LEAQ	1(BX), R8
	0x005d 00093 (sieve.go:15)	NOP
	0x0060 00096 (sieve.go:15)	CMPQ	DI, R8
	0x0063 00099 (sieve.go:15)	JCC	201
	0x0065 00101 (sieve.go:11)	MOVQ	CX, main.i+80(SP)
	0x006a 00106 (sieve.go:11)	MOVB	DL, main..autotmp_29+71(SP)
	0x006e 00110 (sieve.go:15)	CMPQ	R8, $4
	0x0072 00114 (sieve.go:15)	JGT	151
	0x0074 00116 (sieve.go:11)	TESTB	DL, DL
	0x0076 00118 (sieve.go:15)	JNE	151
	0x0078 00120 (sieve.go:15)	TESTQ	BX, BX
	0x007b 00123 (sieve.go:15)	JNE	151
	0x007d 00125 (sieve.go:15)	LEAQ	main..autotmp_12+88(SP), SI
	0x0082 00130 (sieve.go:15)	MOVUPS	X15, (SI)
	0x0086 00134 (sieve.go:15)	MOVUPS	X15, 16(SI)
	0x008b 00139 (sieve.go:15)	MOVL	$4, DI
	0x0090 00144 (sieve.go:15)	MOVL	$1, DX
	0x0095 00149 (sieve.go:15)	JMP	201
	0x0097 00151 (sieve.go:15)	MOVQ	SI, AX
	0x009a 00154 (sieve.go:15)	MOVQ	R8, BX
	0x009d 00157 (sieve.go:15)	MOVQ	DI, CX
	0x00a0 00160 (sieve.go:15)	MOVL	$1, DI
	0x00a5 00165 (sieve.go:15)	LEAQ	type:int(SB), SI
	0x00ac 00172 (sieve.go:15)	PCDATA	$1, $1
	0x00ac 00172 (sieve.go:15)	CALL	runtime.growslice(SB)
	0x00b1 00177 (sieve.go:16)	MOVQ	BX, R8
	0x00b4 00180 (sieve.go:16)	MOVQ	AX, SI
	0x00b7 00183 (sieve.go:16)	MOVQ	CX, DI
	0x00ba 00186 (sieve.go:16)	MOVBLZX	main..autotmp_29+71(SP), DX
	0x00bf 00191 (sieve.go:6)	MOVQ	main..autotmp_28+120(SP), AX
	0x00c4 00196 (sieve.go:15)	MOVQ	main.i+80(SP), CX
	0x00c9 00201 (sieve.go:15)	MOVQ	CX, -8(SI)(R8*8)
	0x00ce 00206 (sieve.go:16)	MOVQ	CX, R9
	0x00d1 00209 (sieve.go:16)	IMULQ	CX, CX
	0x00d5 00213 (sieve.go:16)	JMP	224
	0x00d7 00215 (sieve.go:6)	MOVB	$1, (AX)(CX*1)
	0x00db 00219 (sieve.go:16)	ADDQ	R9, CX
	0x00de 00222 (sieve.go:16)	NOP
	0x00e0 00224 (sieve.go:16)	CMPQ	CX, $1000
	0x00e7 00231 (sieve.go:16)	JGT	245
	0x00e9 00233 (sieve.go:17)	XCHGL	AX, AX
	0x00ea 00234 (sieve.go:6)	CMPQ	CX, $1001
	0x00f1 00241 (sieve.go:6)	JCS	215
	0x00f3 00243 (sieve.go:6)	JMP	336
	0x00f5 00245 (sieve.go:11)	MOVQ	R9, CX
	0x00f8 00248 (sieve.go:11)	MOVQ	R8, BX
	0x00fb 00251 (sieve.go:11)	NOP
	0x0100 00256 (sieve.go:16)	JMP	63
	0x0105 00261 (sieve.go:23)	LEAQ	+144(FP), DX
	0x010d 00269 (sieve.go:23)	SUBQ	SP, DX
	0x0110 00272 (sieve.go:23)	MOVQ	SI, DI
	0x0113 00275 (sieve.go:23)	SUBQ	SP, SI
	0x0116 00278 (sieve.go:23)	CMPQ	SI, DX
	0x0119 00281 (sieve.go:23)	JCC	299
	0x011b 00283 (sieve.go:23)	MOVL	$8, AX
	0x0120 00288 (sieve.go:23)	MOVQ	BX, CX
	0x0123 00291 (sieve.go:23)	MOVQ	DI, BX
	0x0126 00294 (sieve.go:23)	PCDATA	$1, $0
	0x0126 00294 (sieve.go:23)	CALL	runtime.moveSliceNoCapNoScan(SB)
	0x012b 00299 (sieve.go:23)	MOVQ	BX, main.primes.len+72(SP)
	0x0130 00304 (sieve.go:23)	CALL	runtime.printlock(SB)
	0x0135 00309 (sieve.go:23)	MOVQ	main.primes.len+72(SP), AX
	0x013a 00314 (sieve.go:23)	CALL	runtime.printint(SB)
	0x013f 00319 (sieve.go:23)	NOP
	0x0140 00320 (sieve.go:23)	CALL	runtime.printnl(SB)
	0x0145 00325 (sieve.go:23)	CALL	runtime.printunlock(SB)
	0x014a 00330 (sieve.go:23)	SUBQ	$-128, SP
	0x014e 00334 (sieve.go:23)	POPQ	BP
	0x014f 00335 (sieve.go:23)	RET
	0x0150 00336 (sieve.go:6)	MOVQ	$1001, AX
	0x0157 00343 (sieve.go:6)	PCDATA	$4, $135
	0x0157 00343 (sieve.go:6)	CALL	runtime.panicBounds(SB)
	0x015c 00348 (sieve.go:6)	XCHGL	AX, AX
	0x015d 00349 (sieve.go:6)	NOP
	0x015d 00349 (sieve.go:23)	PCDATA	$1, $-1
	0x015d 00349 (sieve.go:23)	PCDATA	$0, $-2
	0x015d 00349 (sieve.go:23)	NOP
	0x0160 00352 (sieve.go:23)	CALL	runtime.morestack_noctxt(SB)
	0x0165 00357 (sieve.go:23)	PCDATA	$0, $-1
	0x0165 00357 (sieve.go:23)	JMP	0
	0x0000 4c 8d 64 24 f8 4d 3b 66 10 0f 86 4e 01 00 00 55  L.d$.M;f...N...U
	0x0010 48 89 e5 48 83 c4 80 48 8d 05 00 00 00 00 bb e9  H..H...H........
	0x0020 03 00 00 48 89 d9 e8 00 00 00 00 48 89 44 24 78  ...H.......H.D$x
	0x0030 b9 02 00 00 00 31 d2 31 db 31 f6 31 ff eb 03 48  .....1.1.1.1...H
	0x0040 ff c1 48 81 f9 e8 03 00 00 0f 8f b6 00 00 00 44  ..H............D
	0x0050 0f b6 04 08 45 84 c0 75 e6 4c 8d 43 01 0f 1f 00  ....E..u.L.C....
	0x0060 4c 39 c7 73 64 48 89 4c 24 50 88 54 24 47 49 83  L9.sdH.L$P.T$GI.
	0x0070 f8 04 7f 23 84 d2 75 1f 48 85 db 75 1a 48 8d 74  ...#..u.H..u.H.t
	0x0080 24 58 44 0f 11 3e 44 0f 11 7e 10 bf 04 00 00 00  $XD..>D..~......
	0x0090 ba 01 00 00 00 eb 32 48 89 f0 4c 89 c3 48 89 f9  ......2H..L..H..
	0x00a0 bf 01 00 00 00 48 8d 35 00 00 00 00 e8 00 00 00  .....H.5........
	0x00b0 00 49 89 d8 48 89 c6 48 89 cf 0f b6 54 24 47 48  .I..H..H....T$GH
	0x00c0 8b 44 24 78 48 8b 4c 24 50 4a 89 4c c6 f8 49 89  .D$xH.L$PJ.L..I.
	0x00d0 c9 48 0f af c9 eb 09 c6 04 08 01 4c 01 c9 66 90  .H.........L..f.
	0x00e0 48 81 f9 e8 03 00 00 7f 0c 90 48 81 f9 e9 03 00  H.........H.....
	0x00f0 00 72 e4 eb 5b 4c 89 c9 4c 89 c3 0f 1f 44 00 00  .r..[L..L....D..
	0x0100 e9 3a ff ff ff 48 8d 94 24 90 00 00 00 48 29 e2  .:...H..$....H).
	0x0110 48 89 f7 48 29 e6 48 39 d6 73 10 b8 08 00 00 00  H..H).H9.s......
	0x0120 48 89 d9 48 89 fb e8 00 00 00 00 48 89 5c 24 48  H..H.......H.\$H
	0x0130 e8 00 00 00 00 48 8b 44 24 48 e8 00 00 00 00 90  .....H.D$H......
	0x0140 e8 00 00 00 00 e8 00 00 00 00 48 83 ec 80 5d c3  ..........H...].
	0x0150 48 c7 c0 e9 03 00 00 e8 00 00 00 00 90 0f 1f 00  H...............
	0x0160 e8 00 00 00 00 e9 96 fe ff ff                    ..........
	rel 26+4 t=R_PCREL type:bool+0
	rel 39+4 t=R_CALL runtime.makeslice+0
	rel 168+4 t=R_PCREL type:int+0
	rel 173+4 t=R_CALL runtime.growslice+0
	rel 295+4 t=R_CALL runtime.moveSliceNoCapNoScan+0
	rel 305+4 t=R_CALL runtime.printlock+0
	rel 315+4 t=R_CALL runtime.printint+0
	rel 321+4 t=R_CALL runtime.printnl+0
	rel 326+4 t=R_CALL runtime.printunlock+0
	rel 344+4 t=R_CALL runtime.panicBounds+0
	rel 353+4 t=R_CALL runtime.morestack_noctxt+0
go:cuinfo.producer.main SDWARFCUINFO dupok size=0
	0x0000 72 65 67 61 62 69                                regabi
go:cuinfo.packagename.main SDWARFCUINFO dupok size=0
	0x0000 6d 61 69 6e                                      main
go:info.main.mark$abstract SDWARFABSFCN dupok size=31
	0x0000 05 6d 61 69 6e 2e 6d 61 72 6b 00 01 06 01 22 73  .main.mark...."s
	0x0010 00 00 00 00 00 00 22 69 00 00 00 00 00 00 00     ......"i.......
	rel 18+4 t=R_DWARFSECREF go:info.[]bool+0
	rel 26+4 t=R_DWARFSECREF go:info.int+0
go:info.main.sieve$abstract SDWARFABSFCN dupok size=69
	0x0000 05 6d 61 69 6e 2e 73 69 65 76 65 00 01 08 01 22  .main.sieve...."
	0x0010 6e 00 00 00 00 00 00 21 63 6f 6d 70 6f 73 69 74  n......!composit
	0x0020 65 00 09 00 00 00 00 21 70 72 69 6d 65 73 00 0a  e......!primes..
	0x0030 00 00 00 00 21 69 00 0b 00 00 00 00 21 6a 00 10  ....!i......!j..
	0x0040 00 00 00 00 00                                   .....
	rel 19+4 t=R_DWARFSECREF go:info.int+0
	rel 35+4 t=R_DWARFSECREF go:info.[]bool+0
	rel 48+4 t=R_DWARFSECREF go:info.[]int+0
	rel 56+4 t=R_DWARFSECREF go:info.int+0
	rel 64+4 t=R_DWARFSECREF go:info.int+0
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
gclocals·Co8N3J4cno6MKCtTxcCDSA== SRODATA dupok size=10
	0x0000 02 00 00 00 01 00 00 00 00 01                    ..........
main.sieve.arginfo1 SRODATA static dupok size=3
	0x0000 00 08 ff                                         ...
main.sieve.argliveinfo SRODATA static dupok size=2
	0x0000 00 00                                            ..
