main.mark STEXT nosplit size=10 args=0x20 locals=0x0 funcid=0x0 align=0x0
	0x0000 00000 (sieve.go:6)	TEXT	main.mark(SB), NOSPLIT|NOFRAME|ABIInternal, $0-32
	0x0000 00000 (sieve.go:6)	MOVQ	AX, main.s+8(FP)
	0x0005 00005 (sieve.go:6)	FUNCDATA	$0, gclocals·wvjpxkknJ4nY1JtrArJJaw==(SB)
	0x0005 00005 (sieve.go:6)	FUNCDATA	$1, gclocals·J26BEvPExEQhJvjp9E8Whg==(SB)
	0x0005 00005 (sieve.go:6)	FUNCDATA	$5, main.mark.arginfo1(SB)
	0x0005 00005 (sieve.go:6)	FUNCDATA	$6, main.mark.argliveinfo(SB)
	0x0005 00005 (sieve.go:6)	PCDATA	$3, $1
	0x0005 00005 (sieve.go:6)	MOVB	$1, (AX)(DI*1)
	0x0009 00009 (sieve.go:6)	RET
	0x0000 48 89 44 24 08 c6 04 38 01 c3                    H.D$...8..
main.sieve STEXT size=392 args=0x8 locals=0xa0 funcid=0x0 align=0x0
	0x0000 00000 (sieve.go:8)	TEXT	main.sieve(SB), ABIInternal, $160-8
	0x0000 00000 (sieve.go:8)	LEAQ	-32(SP), R12
	0x0005 00005 (sieve.go:8)	CMPQ	R12, 16(R14)
	0x0009 00009 (sieve.go:8)	PCDATA	$0, $-2
	0x0009 00009 (sieve.go:8)	JLS	372
	0x000f 00015 (sieve.go:8)	PCDATA	$0, $-1
	0x000f 00015 (sieve.go:8)	PUSHQ	BP
	0x0010 00016 (sieve.go:8)	MOVQ	SP, BP
	0x0013 00019 (sieve.go:8)	SUBQ	$152, SP
	0x001a 00026 (sieve.go:8)	FUNCDATA	$0, gclocals·J26BEvPExEQhJvjp9E8Whg==(SB)
	0x001a 00026 (sieve.go:8)	FUNCDATA	$1, gclocals·Co8N3J4cno6MKCtTxcCDSA==(SB)
	0x001a 00026 (sieve.go:8)	FUNCDATA	$5, main.sieve.arginfo1(SB)
	0x001a 00026 (sieve.go:8)	FUNCDATA	$6, main.sieve.argliveinfo(SB)
	0x001a 00026 (sieve.go:8)	PCDATA	$3, $1
	0x001a 00026 (sieve.go:9)	MOVQ	AX, main.n+168(SP)
	0x0022 00034 (sieve.go:9)	PCDATA	$3, $-1
	0x0022 00034 (sieve.go:9)	LEAQ	1(AX), CX
	0x0026 00038 (sieve.go:9)	CMPQ	CX, $32
	0x002a 00042 (sieve.go:9)	JHI	66
	0x002c 00044 (sieve.go:9)	LEAQ	main..autotmp_10+112(SP), DX
	0x0031 00049 (sieve.go:9)	MOVUPS	X15, (DX)
	0x0035 00053 (sieve.go:9)	MOVUPS	X15, 16(DX)
	0x003a 00058 (sieve.go:9)	LEAQ	main..autotmp_10+112(SP), CX
	0x003f 00063 (sieve.go:9)	NOP
	0x0040 00064 (sieve.go:9)	JMP	92
	0x0042 00066 (sieve.go:9)	LEAQ	type:bool(SB), AX
	0x0049 00073 (sieve.go:9)	MOVQ	CX, BX
	0x004c 00076 (sieve.go:9)	PCDATA	$1, $0
	0x004c 00076 (sieve.go:9)	CALL	runtime.makeslice(SB)
	0x0051 00081 (sieve.go:10)	MOVQ	AX, CX
	0x0054 00084 (sieve.go:11)	MOVQ	main.n+168(SP), AX
	0x005c 00092 (sieve.go:10)	MOVQ	CX, main.composite.ptr+144(SP)
	0x0064 00100 (sieve.go:10)	MOVL	$2, DX
	0x0069 00105 (sieve.go:10)	XORL	BX, BX
	0x006b 00107 (sieve.go:10)	XORL	SI, SI
	0x006d 00109 (sieve.go:10)	XORL	DI, DI
	0x006f 00111 (sieve.go:10)	XORL	R8, R8
	0x0072 00114 (sieve.go:11)	JMP	128
	0x0074 00116 (sieve.go:11)	INCQ	DX
	0x0077 00119 (sieve.go:11)	NOP
	0x0080 00128 (sieve.go:11)	CMPQ	AX, DX
	0x0083 00131 (sieve.go:11)	JLT	310
	0x0089 00137 (sieve.go:12)	MOVBLZX	(CX)(DX*1), R9
	0x008e 00142 (sieve.go:12)	TESTB	R9B, R9B
	0x0091 00145 (sieve.go:12)	JNE	116
	0x0093 00147 (sieve.go:15)	LEAQ	1(SI), R9
	0x0097 00151 (sieve.go:15)	CMPQ	R8, R9
	0x009a 00154 (sieve.go:15)	JCC	268
	0x009c 00156 (sieve.go:11)	MOVQ	DX, main.i+72(SP)
	0x00a1 00161 (sieve.go:11)	MOVB	BL, main..autotmp_24+71(SP)
	0x00a5 00165 (sieve.go:15)	CMPQ	R9, $4
	0x00a9 00169 (sieve.go:15)	JGT	207
	0x00ab 00171 (sieve.go:11)	TESTB	BL, BL
	0x00ad 00173 (sieve.go:15)	JNE	207
	0x00af 00175 (sieve.go:15)	TESTQ	SI, SI
	0x00b2 00178 (sieve.go:15)	JNE	207
	0x00b4 00180 (sieve.go:15)	LEAQ	main..autotmp_11+80(SP), DI
	0x00b9 00185 (sieve.go:15)	MOVUPS	X15, (DI)
	0x00bd 00189 (sieve.go:15)	MOVUPS	X15, 16(DI)
	0x00c2 00194 (sieve.go:15)	MOVL	$4, R8
	0x00c8 00200 (sieve.go:15)	MOVL	$1, BX
	0x00cd 00205 (sieve.go:15)	JMP	268
	0x00cf 00207 (sieve.go:15)	MOVQ	DI, AX
	0x00d2 00210 (sieve.go:15)	MOVQ	R9, BX
	0x00d5 00213 (sieve.go:15)	MOVQ	R8, CX
	0x00d8 00216 (sieve.go:15)	MOVL	$1, DI
	0x00dd 00221 (sieve.go:15)	LEAQ	type:int(SB), SI
	0x00e4 00228 (sieve.go:15)	PCDATA	$1, $1
	0x00e4 00228 (sieve.go:15)	CALL	runtime.growslice(SB)
	0x00e9 00233 (sieve.go:15)	MOVQ	main.i+72(SP), DX
	0x00ee 00238 (sieve.go:16)	MOVQ	BX, R9
	0x00f1 00241 (sieve.go:16)	MOVQ	AX, DI
	0x00f4 00244 (sieve.go:16)	MOVQ	CX, R8
	0x00f7 00247 (sieve.go:16)	MOVBLZX	main..autotmp_24+71(SP), BX
	0x00fc 00252 (sieve.go:16)	MOVQ	main.n+168(SP), AX
	0x0104 00260 (sieve.go:6)	MOVQ	main.composite.ptr+144(SP), CX
	0x010c 00268 (sieve.go:15)	MOVQ	DX, -8(DI)(R9*8)
	0x0111 00273 (sieve.go:16)	MOVQ	DX, R10
	0x0114 00276 (sieve.go:16)	IMULQ	DX, DX
	0x0118 00280 (sieve.go:16)	JMP	294
	0x011a 00282 (sieve.go:16)	LEAQ	(DX)(R10*1), R11
	0x011e 00286 (sieve.go:17)	XCHGL	AX, AX
	0x011f 00287 (sieve.go:6)	MOVB	$1, (CX)(DX*1)
	0x0123 00291 (sieve.go:16)	MOVQ	R11, DX
	0x0126 00294 (sieve.go:16)	CMPQ	AX, DX
	0x0129 00297 (sieve.go:16)	JGE	282
	0x012b 00299 (sieve.go:11)	MOVQ	R10, DX
	0x012e 00302 (sieve.go:11)	MOVQ	R9, SI
	0x0131 00305 (sieve.go:16)	JMP	116
	0x0136 00310 (sieve.go:20)	LEAQ	+168(FP), DX
	0x013e 00318 (sieve.go:20)	SUBQ	SP, DX
	0x0141 00321 (sieve.go:20)	MOVQ	DI, BX
	0x0144 00324 (sieve.go:20)	SUBQ	SP, DI
	0x0147 00327 (sieve.go:20)	CMPQ	DI, DX
	0x014a 00330 (sieve.go:20)	JCC	354
	0x014c 00332 (sieve.go:20)	MOVL	$8, AX
	0x0151 00337 (sieve.go:20)	MOVQ	SI, CX
	0x0154 00340 (sieve.go:20)	PCDATA	$1, $0
	0x0154 00340 (sieve.go:20)	CALL	runtime.moveSliceNoCapNoScan(SB)
	0x0159 00345 (sieve.go:20)	MOVQ	BX, SI
	0x015c 00348 (sieve.go:20)	MOVQ	CX, R8
	0x015f 00351 (sieve.go:20)	MOVQ	AX, BX
	0x0162 00354 (sieve.go:20)	MOVQ	BX, AX
	0x0165 00357 (sieve.go:20)	MOVQ	SI, BX
	0x0168 00360 (sieve.go:20)	MOVQ	R8, CX
	0x016b 00363 (sieve.go:20)	ADDQ	$152, SP
	0x0172 00370 (sieve.go:20)	POPQ	BP
	0x0173 00371 (sieve.go:20)	RET
	0x0174 00372 (sieve.go:20)	NOP
	0x0174 00372 (sieve.go:8)	PCDATA	$1, $-1
	0x0174 00372 (sieve.go:8)	PCDATA	$0, $-2
	0x0174 00372 (sieve.go:8)	MOVQ	AX, 8(SP)
	0x0179 00377 (sieve.go:8)	CALL	runtime.morestack_noctxt(SB)
	0x017e 00382 (sieve.go:8)	PCDATA	$0, $-1
	0x017e 00382 (sieve.go:8)	MOVQ	8(SP), AX
	0x0183 00387 (sieve.go:8)	JMP	0
	0x0000 4c 8d 64 24 e0 4d 3b 66 10 0f 86 65 01 00 00 55  L.d$.M;f...e...U
	0x0010 48 89 e5 48 81 ec 98 00 00 00 48 89 84 24 a8 00  H..H......H..$..
	0x0020 00 00 48 8d 48 01 48 83 f9 20 77 16 48 8d 54 24  ..H.H.H.. w.H.T$
	0x0030 70 44 0f 11 3a 44 0f 11 7a 10 48 8d 4c 24 70 90  pD..:D..z.H.L$p.
	0x0040 eb 1a 48 8d 05 00 00 00 00 48 89 cb e8 00 00 00  ..H......H......
	0x0050 00 48 89 c1 48 8b 84 24 a8 00 00 00 48 89 8c 24  .H..H..$....H..$
	0x0060 90 00 00 00 ba 02 00 00 00 31 db 31 f6 31 ff 45  .........1.1.1.E
	0x0070 31 c0 eb 0c 48 ff c2 66 0f 1f 84 00 00 00 00 00  1...H..f........
	0x0080 48 39 d0 0f 8c ad 00 00 00 44 0f b6 0c 11 45 84  H9.......D....E.
	0x0090 c9 75 e1 4c 8d 4e 01 4d 39 c8 73 70 48 89 54 24  .u.L.N.M9.spH.T$
	0x00a0 48 88 5c 24 47 49 83 f9 04 7f 24 84 db 75 20 48  H.\$GI....$..u H
	0x00b0 85 f6 75 1b 48 8d 7c 24 50 44 0f 11 3f 44 0f 11  ..u.H.|$PD..?D..
	0x00c0 7f 10 41 b8 04 00 00 00 bb 01 00 00 00 eb 3d 48  ..A...........=H
	0x00d0 89 f8 4c 89 cb 4c 89 c1 bf 01 00 00 00 48 8d 35  ..L..L.......H.5
	0x00e0 00 00 00 00 e8 00 00 00 00 48 8b 54 24 48 49 89  .........H.T$HI.
	0x00f0 d9 48 89 c7 49 89 c8 0f b6 5c 24 47 48 8b 84 24  .H..I....\$GH..$
	0x0100 a8 00 00 00 48 8b 8c 24 90 00 00 00 4a 89 54 cf  ....H..$....J.T.
	0x0110 f8 49 89 d2 48 0f af d2 eb 0c 4e 8d 1c 12 90 c6  .I..H.....N.....
	0x0120 04 11 01 4c 89 da 48 39 d0 7d ef 4c 89 d2 4c 89  ...L..H9.}.L..L.
	0x0130 ce e9 3e ff ff ff 48 8d 94 24 a8 00 00 00 48 29  ..>...H..$....H)
	0x0140 e2 48 89 fb 48 29 e7 48 39 d7 73 16 b8 08 00 00  .H..H).H9.s.....
	0x0150 00 48 89 f1 e8 00 00 00 00 48 89 de 49 89 c8 48  .H.......H..I..H
	0x0160 89 c3 48 89 d8 48 89 f3 4c 89 c1 48 81 c4 98 00  ..H..H..L..H....
	0x0170 00 00 5d c3 48 89 44 24 08 e8 00 00 00 00 48 8b  ..].H.D$......H.
	0x0180 44 24 08 e9 78 fe ff ff                          D$..x...
	rel 69+4 t=R_PCREL type:bool+0
	rel 77+4 t=R_CALL runtime.makeslice+0
	rel 224+4 t=R_PCREL type:int+0
	rel 229+4 t=R_CALL runtime.growslice+0
	rel 341+4 t=R_CALL runtime.moveSliceNoCapNoScan+0
	rel 378+4 t=R_CALL runtime.morestack_noctxt+0
main.main STEXT size=331 args=0x0 locals=0x88 funcid=0x0 align=0x0
	0x0000 00000 (sieve.go:23)	TEXT	main.main(SB), ABIInternal, $136-0
	0x0000 00000 (sieve.go:23)	LEAQ	-8(SP), R12
	0x0005 00005 (sieve.go:23)	CMPQ	R12, 16(R14)
	0x0009 00009 (sieve.go:23)	PCDATA	$0, $-2
	0x0009 00009 (sieve.go:23)	JLS	321
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
	0x0049 00073 (sieve.go:11)	JGT	247
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
	0x00d5 00213 (sieve.go:16)	JMP	227
	0x00d7 00215 (sieve.go:16)	LEAQ	(CX)(R9*1), R10
	0x00db 00219 (sieve.go:17)	XCHGL	AX, AX
	0x00dc 00220 (sieve.go:6)	MOVB	$1, (AX)(CX*1)
	0x00e0 00224 (sieve.go:16)	MOVQ	R10, CX
	0x00e3 00227 (sieve.go:16)	CMPQ	CX, $1000
	0x00ea 00234 (sieve.go:16)	JLE	215
	0x00ec 00236 (sieve.go:11)	MOVQ	R9, CX
	0x00ef 00239 (sieve.go:11)	MOVQ	R8, BX
	0x00f2 00242 (sieve.go:16)	JMP	63
	0x00f7 00247 (sieve.go:23)	LEAQ	+144(FP), DX
	0x00ff 00255 (sieve.go:23)	SUBQ	SP, DX
	0x0102 00258 (sieve.go:23)	MOVQ	SI, DI
	0x0105 00261 (sieve.go:23)	SUBQ	SP, SI
	0x0108 00264 (sieve.go:23)	CMPQ	SI, DX
	0x010b 00267 (sieve.go:23)	JCC	285
	0x010d 00269 (sieve.go:23)	MOVL	$8, AX
	0x0112 00274 (sieve.go:23)	MOVQ	BX, CX
	0x0115 00277 (sieve.go:23)	MOVQ	DI, BX
	0x0118 00280 (sieve.go:23)	PCDATA	$1, $0
	0x0118 00280 (sieve.go:23)	CALL	runtime.moveSliceNoCapNoScan(SB)
	0x011d 00285 (sieve.go:23)	MOVQ	BX, main.primes.len+72(SP)
	0x0122 00290 (sieve.go:23)	CALL	runtime.printlock(SB)
	0x0127 00295 (sieve.go:23)	MOVQ	main.primes.len+72(SP), AX
	0x012c 00300 (sieve.go:23)	CALL	runtime.printint(SB)
	0x0131 00305 (sieve.go:23)	CALL	runtime.printnl(SB)
	0x0136 00310 (sieve.go:23)	CALL	runtime.printunlock(SB)
	0x013b 00315 (sieve.go:23)	SUBQ	$-128, SP
	0x013f 00319 (sieve.go:23)	POPQ	BP
	0x0140 00320 (sieve.go:23)	RET
	0x0141 00321 (sieve.go:23)	NOP
	0x0141 00321 (sieve.go:23)	PCDATA	$1, $-1
	0x0141 00321 (sieve.go:23)	PCDATA	$0, $-2
	0x0141 00321 (sieve.go:23)	CALL	runtime.morestack_noctxt(SB)
	0x0146 00326 (sieve.go:23)	PCDATA	$0, $-1
	0x0146 00326 (sieve.go:23)	JMP	0
	0x0000 4c 8d 64 24 f8 4d 3b 66 10 0f 86 32 01 00 00 55  L.d$.M;f...2...U
	0x0010 48 89 e5 48 83 c4 80 48 8d 05 00 00 00 00 bb e9  H..H...H........
	0x0020 03 00 00 48 89 d9 e8 00 00 00 00 48 89 44 24 78  ...H.......H.D$x
	0x0030 b9 02 00 00 00 31 d2 31 db 31 f6 31 ff eb 03 48  .....1.1.1.1...H
	0x0040 ff c1 48 81 f9 e8 03 00 00 0f 8f a8 00 00 00 44  ..H............D
	0x0050 0f b6 04 08 45 84 c0 75 e6 4c 8d 43 01 0f 1f 00  ....E..u.L.C....
	0x0060 4c 39 c7 73 64 48 89 4c 24 50 88 54 24 47 49 83  L9.sdH.L$P.T$GI.
	0x0070 f8 04 7f 23 84 d2 75 1f 48 85 db 75 1a 48 8d 74  ...#..u.H..u.H.t
	0x0080 24 58 44 0f 11 3e 44 0f 11 7e 10 bf 04 00 00 00  $XD..>D..~......
	0x0090 ba 01 00 00 00 eb 32 48 89 f0 4c 89 c3 48 89 f9  ......2H..L..H..
	0x00a0 bf 01 00 00 00 48 8d 35 00 00 00 00 e8 00 00 00  .....H.5........
	0x00b0 00 49 89 d8 48 89 c6 48 89 cf 0f b6 54 24 47 48  .I..H..H....T$GH
	0x00c0 8b 44 24 78 48 8b 4c 24 50 4a 89 4c c6 f8 49 89  .D$xH.L$PJ.L..I.
	0x00d0 c9 48 0f af c9 eb 0c 4e 8d 14 09 90 c6 04 08 01  .H.....N........
	0x00e0 4c 89 d1 48 81 f9 e8 03 00 00 7e eb 4c 89 c9 4c  L..H......~.L..L
	0x00f0 89 c3 e9 48 ff ff ff 48 8d 94 24 90 00 00 00 48  ...H...H..$....H
	0x0100 29 e2 48 89 f7 48 29 e6 48 39 d6 73 10 b8 08 00  ).H..H).H9.s....
	0x0110 00 00 48 89 d9 48 89 fb e8 00 00 00 00 48 89 5c  ..H..H.......H.\
	0x0120 24 48 e8 00 00 00 00 48 8b 44 24 48 e8 00 00 00  $H.....H.D$H....
	0x0130 00 e8 00 00 00 00 e8 00 00 00 00 48 83 ec 80 5d  ...........H...]
	0x0140 c3 e8 00 00 00 00 e9 b5 fe ff ff                 ...........
	rel 26+4 t=R_PCREL type:bool+0
	rel 39+4 t=R_CALL runtime.makeslice+0
	rel 168+4 t=R_PCREL type:int+0
	rel 173+4 t=R_CALL runtime.growslice+0
	rel 281+4 t=R_CALL runtime.moveSliceNoCapNoScan+0
	rel 291+4 t=R_CALL runtime.printlock+0
	rel 301+4 t=R_CALL runtime.printint+0
	rel 306+4 t=R_CALL runtime.printnl+0
	rel 311+4 t=R_CALL runtime.printunlock+0
	rel 322+4 t=R_CALL runtime.morestack_noctxt+0
go:cuinfo.producer.main SDWARFCUINFO dupok size=0
	0x0000 2d 42 20 72 65 67 61 62 69                       -B regabi
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
