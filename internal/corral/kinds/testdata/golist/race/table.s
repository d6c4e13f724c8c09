main.(*table).get STEXT size=349 args=0x18 locals=0x40 funcid=0x0 align=0x0
	0x0000 00000 (table.go:8)	TEXT	main.(*table).get(SB), ABIInternal, $64-24
	0x0000 00000 (table.go:8)	CMPQ	SP, 16(R14)
	0x0004 00004 (table.go:8)	PCDATA	$0, $-2
	0x0004 00004 (table.go:8)	JLS	309
	0x000a 00010 (table.go:8)	PCDATA	$0, $-1
	0x000a 00010 (table.go:8)	PUSHQ	BP
	0x000b 00011 (table.go:8)	MOVQ	SP, BP
	0x000e 00014 (table.go:8)	SUBQ	$56, SP
	0x0012 00018 (table.go:8)	FUNCDATA	$0, gclocals·DY/1/1sLYw4B8h+wxh/kEA==(SB)
	0x0012 00018 (table.go:8)	FUNCDATA	$1, gclocals·9vjFzh+KXeIZaZaAKwSmQQ==(SB)
	0x0012 00018 (table.go:8)	FUNCDATA	$5, main.(*table).get.arginfo1(SB)
	0x0012 00018 (table.go:8)	FUNCDATA	$6, main.(*table).get.argliveinfo(SB)
	0x0012 00018 (table.go:8)	PCDATA	$3, $1
	0x0012 00018 (table.go:9)	MOVQ	AX, main.t+72(SP)
	0x0017 00023 (table.go:9)	MOVQ	CX, main.k+88(SP)
	0x001c 00028 (table.go:9)	MOVQ	BX, main.k+80(SP)
	0x0021 00033 (table.go:9)	PCDATA	$3, $-1
	0x0021 00033 (table.go:8)	MOVQ	+64(FP), AX
	0x0026 00038 (table.go:8)	PCDATA	$1, $0
	0x0026 00038 (table.go:8)	CALL	runtime.racefuncenter(SB)
	0x002b 00043 (table.go:9)	MOVQ	main.t+72(SP), AX
	0x0030 00048 (table.go:9)	TESTB	AL, (AX)
	0x0032 00050 (table.go:9)	CALL	runtime.raceread(SB)
	0x0037 00055 (table.go:9)	MOVQ	main.t+72(SP), CX
	0x003c 00060 (table.go:9)	MOVQ	(CX), DX
	0x003f 00063 (table.go:9)	MOVQ	8(CX), BX
	0x0043 00067 (table.go:9)	MOVQ	BX, main..autotmp_16+32(SP)
	0x0048 00072 (table.go:9)	XORL	AX, AX
	0x004a 00074 (table.go:9)	JMP	98
	0x004c 00076 (table.go:9)	ADDQ	$16, DX
	0x0050 00080 (table.go:9)	MOVQ	main.i+24(SP), AX
	0x0055 00085 (table.go:9)	INCQ	AX
	0x0058 00088 (table.go:11)	MOVQ	main.t+72(SP), CX
	0x005d 00093 (table.go:9)	MOVQ	main..autotmp_16+32(SP), BX
	0x0062 00098 (table.go:9)	CMPQ	AX, BX
	0x0065 00101 (table.go:9)	JGE	288
	0x006b 00107 (table.go:9)	MOVQ	AX, main.i+24(SP)
	0x0070 00112 (table.go:9)	MOVQ	DX, main..autotmp_17+48(SP)
	0x0075 00117 (table.go:9)	MOVQ	DX, AX
	0x0078 00120 (table.go:9)	LEAQ	type:string(SB), BX
	0x007f 00127 (table.go:9)	MOVL	$1, CX
	0x0084 00132 (table.go:9)	PCDATA	$1, $1
	0x0084 00132 (table.go:9)	CALL	runtime.checkptrAlignment(SB)
	0x0089 00137 (table.go:9)	MOVQ	main..autotmp_17+48(SP), AX
	0x008e 00142 (table.go:9)	CALL	runtime.raceread(SB)
	0x0093 00147 (table.go:9)	MOVQ	main..autotmp_17+48(SP), DX
	0x0098 00152 (table.go:9)	MOVQ	8(DX), CX
	0x009c 00156 (table.go:10)	MOVQ	main.k+88(SP), SI
	0x00a1 00161 (table.go:10)	CMPQ	SI, CX
	0x00a4 00164 (table.go:10)	JNE	76
	0x00a6 00166 (table.go:9)	MOVQ	(DX), AX
	0x00a9 00169 (table.go:10)	MOVQ	main.k+80(SP), BX
	0x00ae 00174 (table.go:10)	CALL	runtime.memequal(SB)
	0x00b3 00179 (table.go:10)	TESTB	AL, AL
	0x00b5 00181 (table.go:10)	JNE	195
	0x00b7 00183 (table.go:9)	MOVQ	main..autotmp_17+48(SP), DX
	0x00bc 00188 (table.go:10)	MOVQ	main.k+88(SP), SI
	0x00c1 00193 (table.go:10)	JMP	76
	0x00c3 00195 (table.go:11)	MOVQ	main.t+72(SP), AX
	0x00c8 00200 (table.go:11)	ADDQ	$24, AX
	0x00cc 00204 (table.go:11)	PCDATA	$1, $2
	0x00cc 00204 (table.go:11)	CALL	runtime.raceread(SB)
	0x00d1 00209 (table.go:11)	MOVQ	main.t+72(SP), CX
	0x00d6 00214 (table.go:11)	MOVQ	32(CX), DX
	0x00da 00218 (table.go:11)	MOVQ	main.i+24(SP), BX
	0x00df 00223 (table.go:11)	NOP
	0x00e0 00224 (table.go:11)	CMPQ	BX, DX
	0x00e3 00227 (table.go:11)	JCC	303
	0x00e5 00229 (table.go:11)	MOVQ	24(CX), CX
	0x00e9 00233 (table.go:11)	MOVQ	CX, main..autotmp_18+40(SP)
	0x00ee 00238 (table.go:11)	LEAQ	(CX)(BX*8), AX
	0x00f2 00242 (table.go:11)	PCDATA	$1, $3
	0x00f2 00242 (table.go:11)	CALL	runtime.raceread(SB)
	0x00f7 00247 (table.go:11)	MOVQ	main.i+24(SP), CX
	0x00fc 00252 (table.go:11)	MOVQ	main..autotmp_18+40(SP), DX
	0x0101 00257 (table.go:11)	MOVQ	(DX)(CX*8), CX
	0x0105 00261 (table.go:11)	MOVQ	CX, main..autotmp_16+32(SP)
	0x010a 00266 (table.go:11)	PCDATA	$1, $4
	0x010a 00266 (table.go:11)	CALL	runtime.racefuncexit(SB)
	0x010f 00271 (table.go:11)	MOVQ	main..autotmp_16+32(SP), AX
	0x0114 00276 (table.go:11)	MOVL	$1, BX
	0x0119 00281 (table.go:11)	ADDQ	$56, SP
	0x011d 00285 (table.go:11)	POPQ	BP
	0x011e 00286 (table.go:11)	RET
	0x011f 00287 (table.go:11)	NOP
	0x0120 00288 (table.go:14)	CALL	runtime.racefuncexit(SB)
	0x0125 00293 (table.go:14)	XORL	AX, AX
	0x0127 00295 (table.go:14)	XORL	BX, BX
	0x0129 00297 (table.go:14)	ADDQ	$56, SP
	0x012d 00301 (table.go:14)	POPQ	BP
	0x012e 00302 (table.go:14)	RET
	0x012f 00303 (table.go:11)	PCDATA	$4, $2583
	0x012f 00303 (table.go:11)	CALL	runtime.panicBounds(SB)
	0x0134 00308 (table.go:11)	XCHGL	AX, AX
	0x0135 00309 (table.go:11)	NOP
	0x0135 00309 (table.go:8)	PCDATA	$1, $-1
	0x0135 00309 (table.go:8)	PCDATA	$0, $-2
	0x0135 00309 (table.go:8)	MOVQ	AX, 8(SP)
	0x013a 00314 (table.go:8)	MOVQ	BX, 16(SP)
	0x013f 00319 (table.go:8)	MOVQ	CX, 24(SP)
	0x0144 00324 (table.go:8)	CALL	runtime.morestack_noctxt(SB)
	0x0149 00329 (table.go:8)	PCDATA	$0, $-1
	0x0149 00329 (table.go:8)	MOVQ	8(SP), AX
	0x014e 00334 (table.go:8)	MOVQ	16(SP), BX
	0x0153 00339 (table.go:8)	MOVQ	24(SP), CX
	0x0158 00344 (table.go:8)	JMP	0
	0x0000 49 3b 66 10 0f 86 2b 01 00 00 55 48 89 e5 48 83  I;f...+...UH..H.
	0x0010 ec 38 48 89 44 24 48 48 89 4c 24 58 48 89 5c 24  .8H.D$HH.L$XH.\$
	0x0020 50 48 8b 44 24 40 e8 00 00 00 00 48 8b 44 24 48  PH.D$@.....H.D$H
	0x0030 84 00 e8 00 00 00 00 48 8b 4c 24 48 48 8b 11 48  .......H.L$HH..H
	0x0040 8b 59 08 48 89 5c 24 20 31 c0 eb 16 48 83 c2 10  .Y.H.\$ 1...H...
	0x0050 48 8b 44 24 18 48 ff c0 48 8b 4c 24 48 48 8b 5c  H.D$.H..H.L$HH.\
	0x0060 24 20 48 39 d8 0f 8d b5 00 00 00 48 89 44 24 18  $ H9.......H.D$.
	0x0070 48 89 54 24 30 48 89 d0 48 8d 1d 00 00 00 00 b9  H.T$0H..H.......
	0x0080 01 00 00 00 e8 00 00 00 00 48 8b 44 24 30 e8 00  .........H.D$0..
	0x0090 00 00 00 48 8b 54 24 30 48 8b 4a 08 48 8b 74 24  ...H.T$0H.J.H.t$
	0x00a0 58 48 39 ce 75 a6 48 8b 02 48 8b 5c 24 50 e8 00  XH9.u.H..H.\$P..
	0x00b0 00 00 00 84 c0 75 0c 48 8b 54 24 30 48 8b 74 24  .....u.H.T$0H.t$
	0x00c0 58 eb 89 48 8b 44 24 48 48 83 c0 18 e8 00 00 00  X..H.D$HH.......
	0x00d0 00 48 8b 4c 24 48 48 8b 51 20 48 8b 5c 24 18 90  .H.L$HH.Q H.\$..
	0x00e0 48 39 d3 73 4a 48 8b 49 18 48 89 4c 24 28 48 8d  H9.sJH.I.H.L$(H.
	0x00f0 04 d9 e8 00 00 00 00 48 8b 4c 24 18 48 8b 54 24  .......H.L$.H.T$
	0x0100 28 48 8b 0c ca 48 89 4c 24 20 e8 00 00 00 00 48  (H...H.L$ .....H
	0x0110 8b 44 24 20 bb 01 00 00 00 48 83 c4 38 5d c3 90  .D$ .....H..8]..
	0x0120 e8 00 00 00 00 31 c0 31 db 48 83 c4 38 5d c3 e8  .....1.1.H..8]..
	0x0130 00 00 00 00 90 48 89 44 24 08 48 89 5c 24 10 48  .....H.D$.H.\$.H
	0x0140 89 4c 24 18 e8 00 00 00 00 48 8b 44 24 08 48 8b  .L$......H.D$.H.
	0x0150 5c 24 10 48 8b 4c 24 18 e9 a3 fe ff ff           \$.H.L$......
	rel 39+4 t=R_CALL runtime.racefuncenter+0
	rel 51+4 t=R_CALL runtime.raceread+0
	rel 123+4 t=R_PCREL type:string+0
	rel 133+4 t=R_CALL runtime.checkptrAlignment+0
	rel 143+4 t=R_CALL runtime.raceread+0
	rel 175+4 t=R_CALL runtime.memequal+0
	rel 205+4 t=R_CALL runtime.raceread+0
	rel 243+4 t=R_CALL runtime.raceread+0
	rel 267+4 t=R_CALL runtime.racefuncexit+0
	rel 289+4 t=R_CALL runtime.racefuncexit+0
	rel 304+4 t=R_CALL runtime.panicBounds+0
	rel 325+4 t=R_CALL runtime.morestack_noctxt+0
main.(*table).put STEXT size=552 args=0x20 locals=0x60 funcid=0x0 align=0x0
	0x0000 00000 (table.go:17)	TEXT	main.(*table).put(SB), ABIInternal, $96-32
	0x0000 00000 (table.go:17)	CMPQ	SP, 16(R14)
	0x0004 00004 (table.go:17)	PCDATA	$0, $-2
	0x0004 00004 (table.go:17)	JLS	502
	0x000a 00010 (table.go:17)	PCDATA	$0, $-1
	0x000a 00010 (table.go:17)	PUSHQ	BP
	0x000b 00011 (table.go:17)	MOVQ	SP, BP
	0x000e 00014 (table.go:17)	SUBQ	$88, SP
	0x0012 00018 (table.go:17)	FUNCDATA	$0, gclocals·clpO06LNfRiX01N+AGfhDg==(SB)
	0x0012 00018 (table.go:17)	FUNCDATA	$1, gclocals·M/oJ5Cvca+m/FMVt6jav7g==(SB)
	0x0012 00018 (table.go:17)	FUNCDATA	$5, main.(*table).put.arginfo1(SB)
	0x0012 00018 (table.go:17)	FUNCDATA	$6, main.(*table).put.argliveinfo(SB)
	0x0012 00018 (table.go:17)	PCDATA	$3, $1
	0x0012 00018 (table.go:18)	MOVQ	AX, main.t+104(SP)
	0x0017 00023 (table.go:18)	MOVQ	DI, main.v+128(SP)
	0x001f 00031 (table.go:18)	MOVQ	BX, main.k+112(SP)
	0x0024 00036 (table.go:18)	MOVQ	CX, main.k+120(SP)
	0x0029 00041 (table.go:18)	PCDATA	$3, $-1
	0x0029 00041 (table.go:17)	MOVQ	+96(FP), AX
	0x002e 00046 (table.go:17)	PCDATA	$1, $0
	0x002e 00046 (table.go:17)	CALL	runtime.racefuncenter(SB)
	0x0033 00051 (table.go:18)	MOVQ	main.t+104(SP), AX
	0x0038 00056 (table.go:18)	TESTB	AL, (AX)
	0x003a 00058 (table.go:18)	CALL	runtime.raceread(SB)
	0x003f 00063 (table.go:18)	MOVQ	main.t+104(SP), CX
	0x0044 00068 (table.go:18)	MOVQ	16(CX), DX
	0x0048 00072 (table.go:18)	MOVQ	8(CX), BX
	0x004c 00076 (table.go:18)	LEAQ	1(BX), SI
	0x0050 00080 (table.go:18)	MOVQ	(CX), AX
	0x0053 00083 (table.go:18)	CMPQ	DX, SI
	0x0056 00086 (table.go:18)	JCC	127
	0x0058 00088 (table.go:18)	MOVQ	BX, main..autotmp_17+56(SP)
	0x005d 00093 (table.go:18)	MOVQ	SI, BX
	0x0060 00096 (table.go:18)	MOVQ	DX, CX
	0x0063 00099 (table.go:18)	MOVL	$1, DI
	0x0068 00104 (table.go:18)	LEAQ	type:string(SB), SI
	0x006f 00111 (table.go:18)	CALL	runtime.growslice(SB)
	0x0074 00116 (table.go:18)	MOVQ	CX, DX
	0x0077 00119 (table.go:18)	MOVQ	BX, SI
	0x007a 00122 (table.go:18)	MOVQ	main..autotmp_17+56(SP), BX
	0x007f 00127 (table.go:18)	MOVQ	DX, main..autotmp_17+56(SP)
	0x0084 00132 (table.go:18)	MOVQ	AX, main..autotmp_18+80(SP)
	0x0089 00137 (table.go:18)	MOVQ	SI, main..autotmp_19+48(SP)
	0x008e 00142 (table.go:18)	SHLQ	$4, BX
	0x0092 00146 (table.go:18)	MOVQ	BX, main..autotmp_20+40(SP)
	0x0097 00151 (table.go:18)	ADDQ	BX, AX
	0x009a 00154 (table.go:18)	PCDATA	$1, $1
	0x009a 00154 (table.go:18)	CALL	runtime.racewrite(SB)
	0x009f 00159 (table.go:18)	MOVQ	main..autotmp_20+40(SP), CX
	0x00a4 00164 (table.go:18)	MOVQ	main.k+120(SP), DX
	0x00a9 00169 (table.go:18)	MOVQ	main..autotmp_18+80(SP), BX
	0x00ae 00174 (table.go:18)	MOVQ	DX, 8(BX)(CX*1)
	0x00b3 00179 (table.go:18)	CMPL	runtime.writeBarrier(SB), $0
	0x00ba 00186 (table.go:18)	PCDATA	$0, $-2
	0x00ba 00186 (table.go:18)	JNE	195
	0x00bc 00188 (table.go:18)	MOVQ	main.k+112(SP), SI
	0x00c1 00193 (table.go:18)	JMP	216
	0x00c3 00195 (table.go:18)	MOVQ	(BX)(CX*1), DX
	0x00c7 00199 (table.go:18)	CALL	runtime.gcWriteBarrier2(SB)
	0x00cc 00204 (table.go:18)	MOVQ	main.k+112(SP), SI
	0x00d1 00209 (table.go:18)	MOVQ	SI, (R11)
	0x00d4 00212 (table.go:18)	MOVQ	DX, 8(R11)
	0x00d8 00216 (table.go:18)	MOVQ	SI, (BX)(CX*1)
	0x00dc 00220 (table.go:18)	PCDATA	$0, $-1
	0x00dc 00220 (table.go:18)	MOVQ	main.t+104(SP), AX
	0x00e1 00225 (table.go:18)	PCDATA	$1, $2
	0x00e1 00225 (table.go:18)	CALL	runtime.racewrite(SB)
	0x00e6 00230 (table.go:18)	MOVQ	main..autotmp_19+48(SP), CX
	0x00eb 00235 (table.go:18)	MOVQ	main.t+104(SP), AX
	0x00f0 00240 (table.go:18)	MOVQ	CX, 8(AX)
	0x00f4 00244 (table.go:18)	MOVQ	main..autotmp_17+56(SP), CX
	0x00f9 00249 (table.go:18)	MOVQ	CX, 16(AX)
	0x00fd 00253 (table.go:18)	CMPL	runtime.writeBarrier(SB), $0
	0x0104 00260 (table.go:18)	PCDATA	$0, $-2
	0x0104 00260 (table.go:18)	JNE	269
	0x0106 00262 (table.go:18)	MOVQ	main..autotmp_18+80(SP), DX
	0x010b 00267 (table.go:18)	JMP	289
	0x010d 00269 (table.go:18)	MOVQ	(AX), CX
	0x0110 00272 (table.go:18)	CALL	runtime.gcWriteBarrier2(SB)
	0x0115 00277 (table.go:18)	MOVQ	main..autotmp_18+80(SP), DX
	0x011a 00282 (table.go:18)	MOVQ	DX, (R11)
	0x011d 00285 (table.go:18)	MOVQ	CX, 8(R11)
	0x0121 00289 (table.go:18)	MOVQ	DX, (AX)
	0x0124 00292 (table.go:19)	PCDATA	$0, $-1
	0x0124 00292 (table.go:19)	ADDQ	$24, AX
	0x0128 00296 (table.go:19)	MOVQ	AX, main..autotmp_21+72(SP)
	0x012d 00301 (table.go:19)	PCDATA	$1, $3
	0x012d 00301 (table.go:19)	CALL	runtime.raceread(SB)
	0x0132 00306 (table.go:19)	MOVQ	main.t+104(SP), CX
	0x0137 00311 (table.go:19)	MOVQ	32(CX), BX
	0x013b 00315 (table.go:19)	MOVQ	BX, main..autotmp_17+56(SP)
	0x0140 00320 (table.go:19)	LEAQ	1(BX), DX
	0x0144 00324 (table.go:19)	MOVQ	40(CX), SI
	0x0148 00328 (table.go:19)	MOVQ	24(CX), AX
	0x014c 00332 (table.go:19)	CMPQ	SI, DX
	0x014f 00335 (table.go:19)	JCC	371
	0x0151 00337 (table.go:19)	MOVQ	DX, BX
	0x0154 00340 (table.go:19)	MOVQ	SI, CX
	0x0157 00343 (table.go:19)	MOVL	$1, DI
	0x015c 00348 (table.go:19)	LEAQ	type:int(SB), SI
	0x0163 00355 (table.go:19)	CALL	runtime.growslice(SB)
	0x0168 00360 (table.go:19)	MOVQ	CX, SI
	0x016b 00363 (table.go:19)	MOVQ	BX, DX
	0x016e 00366 (table.go:19)	MOVQ	main..autotmp_17+56(SP), BX
	0x0173 00371 (table.go:19)	MOVQ	SI, main..autotmp_19+48(SP)
	0x0178 00376 (table.go:19)	MOVQ	DX, main..autotmp_20+40(SP)
	0x017d 00381 (table.go:19)	MOVQ	AX, main..autotmp_22+64(SP)
	0x0182 00386 (table.go:19)	LEAQ	(AX)(BX*8), AX
	0x0186 00390 (table.go:19)	PCDATA	$1, $4
	0x0186 00390 (table.go:19)	CALL	runtime.racewrite(SB)
	0x018b 00395 (table.go:19)	MOVQ	main..autotmp_17+56(SP), CX
	0x0190 00400 (table.go:19)	MOVQ	main.v+128(SP), DX
	0x0198 00408 (table.go:19)	MOVQ	main..autotmp_22+64(SP), BX
	0x019d 00413 (table.go:19)	MOVQ	DX, (BX)(CX*8)
	0x01a1 00417 (table.go:19)	MOVQ	main..autotmp_21+72(SP), AX
	0x01a6 00422 (table.go:19)	PCDATA	$1, $5
	0x01a6 00422 (table.go:19)	CALL	runtime.racewrite(SB)
	0x01ab 00427 (table.go:19)	MOVQ	main..autotmp_20+40(SP), CX
	0x01b0 00432 (table.go:19)	MOVQ	main.t+104(SP), DX
	0x01b5 00437 (table.go:19)	MOVQ	CX, 32(DX)
	0x01b9 00441 (table.go:19)	MOVQ	main..autotmp_19+48(SP), CX
	0x01be 00446 (table.go:19)	MOVQ	CX, 40(DX)
	0x01c2 00450 (table.go:19)	CMPL	runtime.writeBarrier(SB), $0
	0x01c9 00457 (table.go:19)	PCDATA	$0, $-2
	0x01c9 00457 (table.go:19)	JNE	466
	0x01cb 00459 (table.go:19)	MOVQ	main..autotmp_22+64(SP), CX
	0x01d0 00464 (table.go:19)	JMP	487
	0x01d2 00466 (table.go:19)	MOVQ	24(DX), AX
	0x01d6 00470 (table.go:19)	CALL	runtime.gcWriteBarrier2(SB)
	0x01db 00475 (table.go:19)	MOVQ	main..autotmp_22+64(SP), CX
	0x01e0 00480 (table.go:19)	MOVQ	CX, (R11)
	0x01e3 00483 (table.go:19)	MOVQ	AX, 8(R11)
	0x01e7 00487 (table.go:19)	MOVQ	CX, 24(DX)
	0x01eb 00491 (table.go:20)	PCDATA	$0, $-1
	0x01eb 00491 (table.go:20)	PCDATA	$1, $6
	0x01eb 00491 (table.go:20)	CALL	runtime.racefuncexit(SB)
	0x01f0 00496 (table.go:20)	ADDQ	$88, SP
	0x01f4 00500 (table.go:20)	POPQ	BP
	0x01f5 00501 (table.go:20)	RET
	0x01f6 00502 (table.go:20)	NOP
	0x01f6 00502 (table.go:17)	PCDATA	$1, $-1
	0x01f6 00502 (table.go:17)	PCDATA	$0, $-2
	0x01f6 00502 (table.go:17)	MOVQ	AX, 8(SP)
	0x01fb 00507 (table.go:17)	MOVQ	BX, 16(SP)
	0x0200 00512 (table.go:17)	MOVQ	CX, 24(SP)
	0x0205 00517 (table.go:17)	MOVQ	DI, 32(SP)
	0x020a 00522 (table.go:17)	CALL	runtime.morestack_noctxt(SB)
	0x020f 00527 (table.go:17)	PCDATA	$0, $-1
	0x020f 00527 (table.go:17)	MOVQ	8(SP), AX
	0x0214 00532 (table.go:17)	MOVQ	16(SP), BX
	0x0219 00537 (table.go:17)	MOVQ	24(SP), CX
	0x021e 00542 (table.go:17)	MOVQ	32(SP), DI
	0x0223 00547 (table.go:17)	JMP	0
	0x0000 49 3b 66 10 0f 86 ec 01 00 00 55 48 89 e5 48 83  I;f.......UH..H.
	0x0010 ec 58 48 89 44 24 68 48 89 bc 24 80 00 00 00 48  .XH.D$hH..$....H
	0x0020 89 5c 24 70 48 89 4c 24 78 48 8b 44 24 60 e8 00  .\$pH.L$xH.D$`..
	0x0030 00 00 00 48 8b 44 24 68 84 00 e8 00 00 00 00 48  ...H.D$h.......H
	0x0040 8b 4c 24 68 48 8b 51 10 48 8b 59 08 48 8d 73 01  .L$hH.Q.H.Y.H.s.
	0x0050 48 8b 01 48 39 f2 73 27 48 89 5c 24 38 48 89 f3  H..H9.s'H.\$8H..
	0x0060 48 89 d1 bf 01 00 00 00 48 8d 35 00 00 00 00 e8  H.......H.5.....
	0x0070 00 00 00 00 48 89 ca 48 89 de 48 8b 5c 24 38 48  ....H..H..H.\$8H
	0x0080 89 54 24 38 48 89 44 24 50 48 89 74 24 30 48 c1  .T$8H.D$PH.t$0H.
	0x0090 e3 04 48 89 5c 24 28 48 01 d8 e8 00 00 00 00 48  ..H.\$(H.......H
	0x00a0 8b 4c 24 28 48 8b 54 24 78 48 8b 5c 24 50 48 89  .L$(H.T$xH.\$PH.
	0x00b0 54 0b 08 83 3d 00 00 00 00 00 75 07 48 8b 74 24  T...=.....u.H.t$
	0x00c0 70 eb 15 48 8b 14 0b e8 00 00 00 00 48 8b 74 24  p..H........H.t$
	0x00d0 70 49 89 33 49 89 53 08 48 89 34 0b 48 8b 44 24  pI.3I.S.H.4.H.D$
	0x00e0 68 e8 00 00 00 00 48 8b 4c 24 30 48 8b 44 24 68  h.....H.L$0H.D$h
	0x00f0 48 89 48 08 48 8b 4c 24 38 48 89 48 10 83 3d 00  H.H.H.L$8H.H..=.
	0x0100 00 00 00 00 75 07 48 8b 54 24 50 eb 14 48 8b 08  ....u.H.T$P..H..
	0x0110 e8 00 00 00 00 48 8b 54 24 50 49 89 13 49 89 4b  .....H.T$PI..I.K
	0x0120 08 48 89 10 48 83 c0 18 48 89 44 24 48 e8 00 00  .H..H...H.D$H...
	0x0130 00 00 48 8b 4c 24 68 48 8b 59 20 48 89 5c 24 38  ..H.L$hH.Y H.\$8
	0x0140 48 8d 53 01 48 8b 71 28 48 8b 41 18 48 39 d6 73  H.S.H.q(H.A.H9.s
	0x0150 22 48 89 d3 48 89 f1 bf 01 00 00 00 48 8d 35 00  "H..H.......H.5.
	0x0160 00 00 00 e8 00 00 00 00 48 89 ce 48 89 da 48 8b  ........H..H..H.
	0x0170 5c 24 38 48 89 74 24 30 48 89 54 24 28 48 89 44  \$8H.t$0H.T$(H.D
	0x0180 24 40 48 8d 04 d8 e8 00 00 00 00 48 8b 4c 24 38  $@H........H.L$8
	0x0190 48 8b 94 24 80 00 00 00 48 8b 5c 24 40 48 89 14  H..$....H.\$@H..
	0x01a0 cb 48 8b 44 24 48 e8 00 00 00 00 48 8b 4c 24 28  .H.D$H.....H.L$(
	0x01b0 48 8b 54 24 68 48 89 4a 20 48 8b 4c 24 30 48 89  H.T$hH.J H.L$0H.
	0x01c0 4a 28 83 3d 00 00 00 00 00 75 07 48 8b 4c 24 40  J(.=.....u.H.L$@
	0x01d0 eb 15 48 8b 42 18 e8 00 00 00 00 48 8b 4c 24 40  ..H.B......H.L$@
	0x01e0 49 89 0b 49 89 43 08 48 89 4a 18 e8 00 00 00 00  I..I.C.H.J......
	0x01f0 48 83 c4 58 5d c3 48 89 44 24 08 48 89 5c 24 10  H..X].H.D$.H.\$.
	0x0200 48 89 4c 24 18 48 89 7c 24 20 e8 00 00 00 00 48  H.L$.H.|$ .....H
	0x0210 8b 44 24 08 48 8b 5c 24 10 48 8b 4c 24 18 48 8b  .D$.H.\$.H.L$.H.
	0x0220 7c 24 20 e9 d8 fd ff ff                          |$ .....
	rel 47+4 t=R_CALL runtime.racefuncenter+0
	rel 59+4 t=R_CALL runtime.raceread+0
	rel 107+4 t=R_PCREL type:string+0
	rel 112+4 t=R_CALL runtime.growslice+0
	rel 155+4 t=R_CALL runtime.racewrite+0
	rel 181+4 t=R_PCREL runtime.writeBarrier+-1
	rel 200+4 t=R_CALL runtime.gcWriteBarrier2+0
	rel 226+4 t=R_CALL runtime.racewrite+0
	rel 255+4 t=R_PCREL runtime.writeBarrier+-1
	rel 273+4 t=R_CALL runtime.gcWriteBarrier2+0
	rel 302+4 t=R_CALL runtime.raceread+0
	rel 351+4 t=R_PCREL type:int+0
	rel 356+4 t=R_CALL runtime.growslice+0
	rel 391+4 t=R_CALL runtime.racewrite+0
	rel 423+4 t=R_CALL runtime.racewrite+0
	rel 452+4 t=R_PCREL runtime.writeBarrier+-1
	rel 471+4 t=R_CALL runtime.gcWriteBarrier2+0
	rel 492+4 t=R_CALL runtime.racefuncexit+0
	rel 523+4 t=R_CALL runtime.morestack_noctxt+0
main.main STEXT size=688 args=0x0 locals=0xa0 funcid=0x0 align=0x0
	0x0000 00000 (table.go:22)	TEXT	main.main(SB), ABIInternal, $160-0
	0x0000 00000 (table.go:22)	LEAQ	-32(SP), R12
	0x0005 00005 (table.go:22)	CMPQ	R12, 16(R14)
	0x0009 00009 (table.go:22)	PCDATA	$0, $-2
	0x0009 00009 (table.go:22)	JLS	678
	0x000f 00015 (table.go:22)	PCDATA	$0, $-1
	0x000f 00015 (table.go:22)	PUSHQ	BP
	0x0010 00016 (table.go:22)	MOVQ	SP, BP
	0x0013 00019 (table.go:22)	SUBQ	$152, SP
	0x001a 00026 (table.go:22)	FUNCDATA	$0, gclocals·3Nf0KxzcHw1JLr11btD+gA==(SB)
	0x001a 00026 (table.go:22)	FUNCDATA	$1, gclocals·RNfH9Kjq3lJUlv+dvGQeQg==(SB)
	0x001a 00026 (table.go:22)	FUNCDATA	$2, main.main.stkobj(SB)
	0x001a 00026 (table.go:22)	MOVQ	+160(FP), AX
	0x0022 00034 (table.go:22)	PCDATA	$1, $0
	0x0022 00034 (table.go:22)	CALL	runtime.racefuncenter(SB)
	0x0027 00039 (table.go:23)	LEAQ	main.t+80(SP), CX
	0x002c 00044 (table.go:23)	MOVUPS	X15, (CX)
	0x0030 00048 (table.go:23)	MOVUPS	X15, 16(CX)
	0x0035 00053 (table.go:23)	MOVUPS	X15, 32(CX)
	0x003a 00058 (table.go:24)	XCHGL	AX, AX
	0x003b 00059 (table.go:18)	LEAQ	main.t+80(SP), AX
	0x0040 00064 (table.go:18)	PCDATA	$1, $1
	0x0040 00064 (table.go:18)	CALL	runtime.raceread(SB)
	0x0045 00069 (table.go:18)	MOVQ	main.t+96(SP), CX
	0x004a 00074 (table.go:18)	MOVQ	main.t+88(SP), BX
	0x004f 00079 (table.go:18)	LEAQ	1(BX), DX
	0x0053 00083 (table.go:18)	MOVQ	main.t+80(SP), AX
	0x0058 00088 (table.go:18)	CMPQ	CX, DX
	0x005b 00091 (table.go:18)	JCC	126
	0x005d 00093 (table.go:18)	MOVQ	BX, main..autotmp_38+72(SP)
	0x0062 00098 (table.go:18)	MOVQ	DX, BX
	0x0065 00101 (table.go:18)	MOVL	$1, DI
	0x006a 00106 (table.go:18)	LEAQ	type:string(SB), SI
	0x0071 00113 (table.go:18)	CALL	runtime.growslice(SB)
	0x0076 00118 (table.go:18)	MOVQ	BX, DX
	0x0079 00121 (table.go:18)	MOVQ	main..autotmp_38+72(SP), BX
	0x007e 00126 (table.go:18)	MOVQ	DX, main..autotmp_38+72(SP)
	0x0083 00131 (table.go:18)	MOVQ	CX, main..autotmp_39+64(SP)
	0x0088 00136 (table.go:18)	MOVQ	AX, main..autotmp_40+144(SP)
	0x0090 00144 (table.go:18)	SHLQ	$4, BX
	0x0094 00148 (table.go:18)	MOVQ	BX, main..autotmp_41+56(SP)
	0x0099 00153 (table.go:18)	ADDQ	BX, AX
	0x009c 00156 (table.go:18)	PCDATA	$1, $2
	0x009c 00156 (table.go:18)	NOP
	0x00a0 00160 (table.go:18)	CALL	runtime.racewrite(SB)
	0x00a5 00165 (table.go:18)	MOVQ	main..autotmp_41+56(SP), CX
	0x00aa 00170 (table.go:18)	MOVQ	main..autotmp_40+144(SP), DX
	0x00b2 00178 (table.go:18)	MOVQ	$1, 8(DX)(CX*1)
	0x00bb 00187 (table.go:18)	CMPL	runtime.writeBarrier(SB), $0
	0x00c2 00194 (table.go:18)	PCDATA	$0, $-2
	0x00c2 00194 (table.go:18)	JEQ	208
	0x00c4 00196 (table.go:18)	MOVQ	(DX)(CX*1), BX
	0x00c8 00200 (table.go:18)	CALL	runtime.gcWriteBarrier1(SB)
	0x00cd 00205 (table.go:18)	MOVQ	BX, (R11)
	0x00d0 00208 (table.go:18)	LEAQ	go:string."a"(SB), BX
	0x00d7 00215 (table.go:18)	MOVQ	BX, (DX)(CX*1)
	0x00db 00219 (table.go:18)	PCDATA	$0, $-1
	0x00db 00219 (table.go:18)	LEAQ	main.t+80(SP), AX
	0x00e0 00224 (table.go:18)	CALL	runtime.racewrite(SB)
	0x00e5 00229 (table.go:18)	MOVQ	main..autotmp_38+72(SP), CX
	0x00ea 00234 (table.go:18)	MOVQ	CX, main.t+88(SP)
	0x00ef 00239 (table.go:18)	MOVQ	main..autotmp_39+64(SP), CX
	0x00f4 00244 (table.go:18)	MOVQ	CX, main.t+96(SP)
	0x00f9 00249 (table.go:18)	MOVQ	main..autotmp_40+144(SP), CX
	0x0101 00257 (table.go:18)	MOVQ	CX, main.t+80(SP)
	0x0106 00262 (table.go:19)	LEAQ	main.t+104(SP), AX
	0x010b 00267 (table.go:19)	PCDATA	$1, $1
	0x010b 00267 (table.go:19)	CALL	runtime.raceread(SB)
	0x0110 00272 (table.go:19)	MOVQ	main.t+112(SP), BX
	0x0115 00277 (table.go:19)	MOVQ	BX, main..autotmp_38+72(SP)
	0x011a 00282 (table.go:19)	LEAQ	1(BX), CX
	0x011e 00286 (table.go:19)	MOVQ	main.t+120(SP), DX
	0x0123 00291 (table.go:19)	MOVQ	main.t+104(SP), AX
	0x0128 00296 (table.go:19)	CMPQ	DX, CX
	0x012b 00299 (table.go:19)	JCC	336
	0x012d 00301 (table.go:19)	MOVQ	CX, BX
	0x0130 00304 (table.go:19)	MOVQ	DX, CX
	0x0133 00307 (table.go:19)	MOVL	$1, DI
	0x0138 00312 (table.go:19)	LEAQ	type:int(SB), SI
	0x013f 00319 (table.go:19)	NOP
	0x0140 00320 (table.go:19)	CALL	runtime.growslice(SB)
	0x0145 00325 (table.go:19)	MOVQ	CX, DX
	0x0148 00328 (table.go:19)	MOVQ	BX, CX
	0x014b 00331 (table.go:19)	MOVQ	main..autotmp_38+72(SP), BX
	0x0150 00336 (table.go:19)	MOVQ	CX, main..autotmp_39+64(SP)
	0x0155 00341 (table.go:19)	MOVQ	AX, main..autotmp_42+136(SP)
	0x015d 00349 (table.go:19)	MOVQ	DX, main..autotmp_41+56(SP)
	0x0162 00354 (table.go:19)	LEAQ	(AX)(BX*8), AX
	0x0166 00358 (table.go:19)	PCDATA	$1, $3
	0x0166 00358 (table.go:19)	CALL	runtime.racewrite(SB)
	0x016b 00363 (table.go:19)	MOVQ	main..autotmp_38+72(SP), CX
	0x0170 00368 (table.go:19)	MOVQ	main..autotmp_42+136(SP), DX
	0x0178 00376 (table.go:19)	MOVQ	$1, (DX)(CX*8)
	0x0180 00384 (table.go:19)	LEAQ	main.t+104(SP), AX
	0x0185 00389 (table.go:19)	CALL	runtime.racewrite(SB)
	0x018a 00394 (table.go:19)	MOVQ	main..autotmp_39+64(SP), CX
	0x018f 00399 (table.go:19)	MOVQ	CX, main.t+112(SP)
	0x0194 00404 (table.go:19)	MOVQ	main..autotmp_41+56(SP), CX
	0x0199 00409 (table.go:19)	MOVQ	CX, main.t+120(SP)
	0x019e 00414 (table.go:19)	MOVQ	main..autotmp_42+136(SP), CX
	0x01a6 00422 (table.go:19)	MOVQ	CX, main.t+104(SP)
	0x01ab 00427 (<unknown line number>)	NOP
	0x01ab 00427 (table.go:9)	LEAQ	main.t+80(SP), AX
	0x01b0 00432 (table.go:9)	PCDATA	$1, $1
	0x01b0 00432 (table.go:9)	CALL	runtime.raceread(SB)
	0x01b5 00437 (table.go:9)	MOVQ	main.t+80(SP), CX
	0x01ba 00442 (table.go:9)	MOVQ	main.t+88(SP), DX
	0x01bf 00447 (table.go:9)	MOVQ	DX, main..autotmp_38+72(SP)
	0x01c4 00452 (table.go:9)	XORL	AX, AX
	0x01c6 00454 (table.go:9)	JMP	480
	0x01c8 00456 (table.go:9)	LEAQ	16(DX), CX
	0x01cc 00460 (table.go:9)	MOVQ	main.i+48(SP), AX
	0x01d1 00465 (table.go:9)	INCQ	AX
	0x01d4 00468 (table.go:9)	MOVQ	main..autotmp_38+72(SP), DX
	0x01d9 00473 (table.go:9)	NOP
	0x01e0 00480 (table.go:9)	CMPQ	AX, DX
	0x01e3 00483 (table.go:9)	JGE	624
	0x01e9 00489 (table.go:9)	MOVQ	AX, main.i+48(SP)
	0x01ee 00494 (table.go:9)	MOVQ	CX, main..autotmp_43+128(SP)
	0x01f6 00502 (table.go:9)	MOVQ	CX, AX
	0x01f9 00505 (table.go:9)	LEAQ	type:string(SB), BX
	0x0200 00512 (table.go:9)	MOVL	$1, CX
	0x0205 00517 (table.go:9)	PCDATA	$1, $4
	0x0205 00517 (table.go:9)	CALL	runtime.checkptrAlignment(SB)
	0x020a 00522 (table.go:9)	MOVQ	main..autotmp_43+128(SP), AX
	0x0212 00530 (table.go:9)	CALL	runtime.raceread(SB)
	0x0217 00535 (table.go:9)	MOVQ	main..autotmp_43+128(SP), DX
	0x021f 00543 (table.go:9)	CMPQ	8(DX), $1
	0x0224 00548 (table.go:10)	JNE	456
	0x0226 00550 (table.go:9)	MOVQ	(DX), SI
	0x0229 00553 (table.go:10)	CMPB	(SI), $97
	0x022c 00556 (table.go:10)	JNE	456
	0x022e 00558 (table.go:11)	LEAQ	main.t+104(SP), AX
	0x0233 00563 (table.go:11)	PCDATA	$1, $1
	0x0233 00563 (table.go:11)	CALL	runtime.raceread(SB)
	0x0238 00568 (table.go:11)	MOVQ	main.t+112(SP), CX
	0x023d 00573 (table.go:11)	MOVQ	main.i+48(SP), DX
	0x0242 00578 (table.go:11)	CMPQ	DX, CX
	0x0245 00581 (table.go:11)	JCC	670
	0x0247 00583 (table.go:11)	MOVQ	main.t+104(SP), CX
	0x024c 00588 (table.go:11)	MOVQ	CX, main..autotmp_42+136(SP)
	0x0254 00596 (table.go:11)	LEAQ	(CX)(DX*8), AX
	0x0258 00600 (table.go:11)	PCDATA	$1, $5
	0x0258 00600 (table.go:11)	CALL	runtime.raceread(SB)
	0x025d 00605 (table.go:11)	MOVQ	main.i+48(SP), CX
	0x0262 00610 (table.go:11)	MOVQ	main..autotmp_42+136(SP), DX
	0x026a 00618 (table.go:11)	MOVQ	(DX)(CX*8), CX
	0x026e 00622 (table.go:25)	JMP	626
	0x0270 00624 (table.go:25)	XORL	CX, CX
	0x0272 00626 (table.go:25)	MOVQ	CX, main.~r0+40(SP)
	0x0277 00631 (table.go:26)	PCDATA	$1, $0
	0x0277 00631 (table.go:26)	CALL	runtime.printlock(SB)
	0x027c 00636 (table.go:26)	MOVQ	main.~r0+40(SP), AX
	0x0281 00641 (table.go:26)	CALL	runtime.printint(SB)
	0x0286 00646 (table.go:26)	CALL	runtime.printnl(SB)
	0x028b 00651 (table.go:26)	CALL	runtime.printunlock(SB)
	0x0290 00656 (table.go:27)	CALL	runtime.racefuncexit(SB)
	0x0295 00661 (table.go:27)	ADDQ	$152, SP
	0x029c 00668 (table.go:27)	POPQ	BP
	0x029d 00669 (table.go:27)	RET
	0x029e 00670 (table.go:11)	PCDATA	$4, $1359
	0x029e 00670 (table.go:11)	NOP
	0x02a0 00672 (table.go:11)	CALL	runtime.panicBounds(SB)
	0x02a5 00677 (table.go:11)	XCHGL	AX, AX
	0x02a6 00678 (table.go:11)	NOP
	0x02a6 00678 (table.go:22)	PCDATA	$1, $-1
	0x02a6 00678 (table.go:22)	PCDATA	$0, $-2
	0x02a6 00678 (table.go:22)	CALL	runtime.morestack_noctxt(SB)
	0x02ab 00683 (table.go:22)	PCDATA	$0, $-1
	0x02ab 00683 (table.go:22)	JMP	0
	0x0000 4c 8d 64 24 e0 4d 3b 66 10 0f 86 97 02 00 00 55  L.d$.M;f.......U
	0x0010 48 89 e5 48 81 ec 98 00 00 00 48 8b 84 24 a0 00  H..H......H..$..
	0x0020 00 00 e8 00 00 00 00 48 8d 4c 24 50 44 0f 11 39  .......H.L$PD..9
	0x0030 44 0f 11 79 10 44 0f 11 79 20 90 48 8d 44 24 50  D..y.D..y .H.D$P
	0x0040 e8 00 00 00 00 48 8b 4c 24 60 48 8b 5c 24 58 48  .....H.L$`H.\$XH
	0x0050 8d 53 01 48 8b 44 24 50 48 39 d1 73 21 48 89 5c  .S.H.D$PH9.s!H.\
	0x0060 24 48 48 89 d3 bf 01 00 00 00 48 8d 35 00 00 00  $HH.......H.5...
	0x0070 00 e8 00 00 00 00 48 89 da 48 8b 5c 24 48 48 89  ......H..H.\$HH.
	0x0080 54 24 48 48 89 4c 24 40 48 89 84 24 90 00 00 00  T$HH.L$@H..$....
	0x0090 48 c1 e3 04 48 89 5c 24 38 48 01 d8 0f 1f 40 00  H...H.\$8H....@.
	0x00a0 e8 00 00 00 00 48 8b 4c 24 38 48 8b 94 24 90 00  .....H.L$8H..$..
	0x00b0 00 00 48 c7 44 0a 08 01 00 00 00 83 3d 00 00 00  ..H.D.......=...
	0x00c0 00 00 74 0c 48 8b 1c 0a e8 00 00 00 00 49 89 1b  ..t.H........I..
	0x00d0 48 8d 1d 00 00 00 00 48 89 1c 0a 48 8d 44 24 50  H......H...H.D$P
	0x00e0 e8 00 00 00 00 48 8b 4c 24 48 48 89 4c 24 58 48  .....H.L$HH.L$XH
	0x00f0 8b 4c 24 40 48 89 4c 24 60 48 8b 8c 24 90 00 00  .L$@H.L$`H..$...
	0x0100 00 48 89 4c 24 50 48 8d 44 24 68 e8 00 00 00 00  .H.L$PH.D$h.....
	0x0110 48 8b 5c 24 70 48 89 5c 24 48 48 8d 4b 01 48 8b  H.\$pH.\$HH.K.H.
	0x0120 54 24 78 48 8b 44 24 68 48 39 ca 73 23 48 89 cb  T$xH.D$hH9.s#H..
	0x0130 48 89 d1 bf 01 00 00 00 48 8d 35 00 00 00 00 90  H.......H.5.....
	0x0140 e8 00 00 00 00 48 89 ca 48 89 d9 48 8b 5c 24 48  .....H..H..H.\$H
	0x0150 48 89 4c 24 40 48 89 84 24 88 00 00 00 48 89 54  H.L$@H..$....H.T
	0x0160 24 38 48 8d 04 d8 e8 00 00 00 00 48 8b 4c 24 48  $8H........H.L$H
	0x0170 48 8b 94 24 88 00 00 00 48 c7 04 ca 01 00 00 00  H..$....H.......
	0x0180 48 8d 44 24 68 e8 00 00 00 00 48 8b 4c 24 40 48  H.D$h.....H.L$@H
	0x0190 89 4c 24 70 48 8b 4c 24 38 48 89 4c 24 78 48 8b  .L$pH.L$8H.L$xH.
	0x01a0 8c 24 88 00 00 00 48 89 4c 24 68 48 8d 44 24 50  .$....H.L$hH.D$P
	0x01b0 e8 00 00 00 00 48 8b 4c 24 50 48 8b 54 24 58 48  .....H.L$PH.T$XH
	0x01c0 89 54 24 48 31 c0 eb 18 48 8d 4a 10 48 8b 44 24  .T$H1...H.J.H.D$
	0x01d0 30 48 ff c0 48 8b 54 24 48 0f 1f 80 00 00 00 00  0H..H.T$H.......
	0x01e0 48 39 d0 0f 8d 87 00 00 00 48 89 44 24 30 48 89  H9.......H.D$0H.
	0x01f0 8c 24 80 00 00 00 48 89 c8 48 8d 1d 00 00 00 00  .$....H..H......
	0x0200 b9 01 00 00 00 e8 00 00 00 00 48 8b 84 24 80 00  ..........H..$..
	0x0210 00 00 e8 00 00 00 00 48 8b 94 24 80 00 00 00 48  .......H..$....H
	0x0220 83 7a 08 01 75 a2 48 8b 32 80 3e 61 75 9a 48 8d  .z..u.H.2.>au.H.
	0x0230 44 24 68 e8 00 00 00 00 48 8b 4c 24 70 48 8b 54  D$h.....H.L$pH.T
	0x0240 24 30 48 39 ca 73 57 48 8b 4c 24 68 48 89 8c 24  $0H9.sWH.L$hH..$
	0x0250 88 00 00 00 48 8d 04 d1 e8 00 00 00 00 48 8b 4c  ....H........H.L
	0x0260 24 30 48 8b 94 24 88 00 00 00 48 8b 0c ca eb 02  $0H..$....H.....
	0x0270 31 c9 48 89 4c 24 28 e8 00 00 00 00 48 8b 44 24  1.H.L$(.....H.D$
	0x0280 28 e8 00 00 00 00 e8 00 00 00 00 e8 00 00 00 00  (...............
	0x0290 e8 00 00 00 00 48 81 c4 98 00 00 00 5d c3 66 90  .....H......].f.
	0x02a0 e8 00 00 00 00 90 e8 00 00 00 00 e9 50 fd ff ff  ............P...
	rel 35+4 t=R_CALL runtime.racefuncenter+0
	rel 65+4 t=R_CALL runtime.raceread+0
	rel 109+4 t=R_PCREL type:string+0
	rel 114+4 t=R_CALL runtime.growslice+0
	rel 161+4 t=R_CALL runtime.racewrite+0
	rel 189+4 t=R_PCREL runtime.writeBarrier+-1
	rel 201+4 t=R_CALL runtime.gcWriteBarrier1+0
	rel 211+4 t=R_PCREL go:string."a"+0
	rel 225+4 t=R_CALL runtime.racewrite+0
	rel 268+4 t=R_CALL runtime.raceread+0
	rel 315+4 t=R_PCREL type:int+0
	rel 321+4 t=R_CALL runtime.growslice+0
	rel 359+4 t=R_CALL runtime.racewrite+0
	rel 390+4 t=R_CALL runtime.racewrite+0
	rel 433+4 t=R_CALL runtime.raceread+0
	rel 508+4 t=R_PCREL type:string+0
	rel 518+4 t=R_CALL runtime.checkptrAlignment+0
	rel 531+4 t=R_CALL runtime.raceread+0
	rel 564+4 t=R_CALL runtime.raceread+0
	rel 601+4 t=R_CALL runtime.raceread+0
	rel 632+4 t=R_CALL runtime.printlock+0
	rel 642+4 t=R_CALL runtime.printint+0
	rel 647+4 t=R_CALL runtime.printnl+0
	rel 652+4 t=R_CALL runtime.printunlock+0
	rel 657+4 t=R_CALL runtime.racefuncexit+0
	rel 673+4 t=R_CALL runtime.panicBounds+0
	rel 679+4 t=R_CALL runtime.morestack_noctxt+0
go:cuinfo.producer.main SDWARFCUINFO dupok size=0
	0x0000 2d 72 61 63 65 20 72 65 67 61 62 69              -race regabi
go:cuinfo.packagename.main SDWARFCUINFO dupok size=0
	0x0000 6d 61 69 6e                                      main
go:info.main.(*table).put$abstract SDWARFABSFCN dupok size=47
	0x0000 05 6d 61 69 6e 2e 28 2a 74 61 62 6c 65 29 2e 70  .main.(*table).p
	0x0010 75 74 00 01 11 01 22 74 00 00 00 00 00 00 22 6b  ut...."t......"k
	0x0020 00 00 00 00 00 00 22 76 00 00 00 00 00 00 00     ......"v.......
	rel 26+4 t=R_DWARFSECREF go:info.*main.table+0
	rel 34+4 t=R_DWARFSECREF go:info.string+0
	rel 42+4 t=R_DWARFSECREF go:info.int+0
go:info.main.(*table).get$abstract SDWARFABSFCN dupok size=55
	0x0000 05 6d 61 69 6e 2e 28 2a 74 61 62 6c 65 29 2e 67  .main.(*table).g
	0x0010 65 74 00 01 08 01 22 74 00 00 00 00 00 00 22 6b  et...."t......"k
	0x0020 00 00 00 00 00 00 21 69 00 09 00 00 00 00 21 78  ......!i......!x
	0x0030 00 09 00 00 00 00 00                             .......
	rel 26+4 t=R_DWARFSECREF go:info.*main.table+0
	rel 34+4 t=R_DWARFSECREF go:info.string+0
	rel 42+4 t=R_DWARFSECREF go:info.int+0
	rel 50+4 t=R_DWARFSECREF go:info.string+0
main..inittask SNOPTRDATA size=8
	0x0000 00 00 00 00 00 00 00 00                          ........
runtime.memequal64·f SRODATA dupok size=8
	0x0000 00 00 00 00 00 00 00 00                          ........
	rel 0+8 t=R_ADDR runtime.memequal64+0
runtime.gcbits.0100000000000000 SRODATA dupok size=8
	0x0000 01 00 00 00 00 00 00 00                          ........
type:.namedata.*main.table- SRODATA dupok size=13
	0x0000 00 0b 2a 6d 61 69 6e 2e 74 61 62 6c 65           ..*main.table
type:.namedata.*func(*main.table, string) (int, bool)- SRODATA dupok size=40
	0x0000 00 26 2a 66 75 6e 63 28 2a 6d 61 69 6e 2e 74 61  .&*func(*main.ta
	0x0010 62 6c 65 2c 20 73 74 72 69 6e 67 29 20 28 69 6e  ble, string) (in
	0x0020 74 2c 20 62 6f 6f 6c 29                          t, bool)
type:*func(*main.table, string) (int, bool) SRODATA dupok size=56
	0x0000 08 00 00 00 00 00 00 00 08 00 00 00 00 00 00 00  ................
	0x0010 4c ff 0d ef 28 08 08 16 00 00 00 00 00 00 00 00  L...(...........
	0x0020 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  ................
	0x0030 00 00 00 00 00 00 00 00                          ........
	rel 24+8 t=R_ADDR runtime.memequal64·f+0
	rel 32+8 t=R_ADDR runtime.gcbits.0100000000000000+0
	rel 40+4 t=R_ADDROFF type:.namedata.*func(*main.table, string) (int, bool)-+0
	rel 48+8 t=R_ADDR type:func(*main.table, string) (int, bool)+0
type:func(*main.table, string) (int, bool) SRODATA dupok size=88
	0x0000 08 00 00 00 00 00 00 00 08 00 00 00 00 00 00 00  ................
	0x0010 56 dd 84 e8 22 08 08 13 00 00 00 00 00 00 00 00  V..."...........
	0x0020 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  ................
	0x0030 02 00 02 00 00 00 00 00 00 00 00 00 00 00 00 00  ................
	0x0040 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  ................
	0x0050 00 00 00 00 00 00 00 00                          ........
	rel 32+8 t=R_ADDR runtime.gcbits.0100000000000000+0
	rel 40+4 t=R_ADDROFF type:.namedata.*func(*main.table, string) (int, bool)-+0
	rel 44+4 t=RelocType(-32763) type:*func(*main.table, string) (int, bool)+0
	rel 56+8 t=R_ADDR type:*main.table+0
	rel 64+8 t=R_ADDR type:string+0
	rel 72+8 t=R_ADDR type:int+0
	rel 80+8 t=R_ADDR type:bool+0
type:.namedata.*func(*main.table, string, int)- SRODATA dupok size=33
	0x0000 00 1f 2a 66 75 6e 63 28 2a 6d 61 69 6e 2e 74 61  ..*func(*main.ta
	0x0010 62 6c 65 2c 20 73 74 72 69 6e 67 2c 20 69 6e 74  ble, string, int
	0x0020 29                                               )
type:*func(*main.table, string, int) SRODATA dupok size=56
	0x0000 08 00 00 00 00 00 00 00 08 00 00 00 00 00 00 00  ................
	0x0010 e5 82 d5 45 28 08 08 16 00 00 00 00 00 00 00 00  ...E(...........
	0x0020 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  ................
	0x0030 00 00 00 00 00 00 00 00                          ........
	rel 24+8 t=R_ADDR runtime.memequal64·f+0
	rel 32+8 t=R_ADDR runtime.gcbits.0100000000000000+0
	rel 40+4 t=R_ADDROFF type:.namedata.*func(*main.table, string, int)-+0
	rel 48+8 t=R_ADDR type:func(*main.table, string, int)+0
type:func(*main.table, string, int) SRODATA dupok size=80
	0x0000 08 00 00 00 00 00 00 00 08 00 00 00 00 00 00 00  ................
	0x0010 2a c7 a4 d1 22 08 08 13 00 00 00 00 00 00 00 00  *..."...........
	0x0020 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  ................
	0x0030 03 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  ................
	0x0040 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  ................
	rel 32+8 t=R_ADDR runtime.gcbits.0100000000000000+0
	rel 40+4 t=R_ADDROFF type:.namedata.*func(*main.table, string, int)-+0
	rel 44+4 t=RelocType(-32763) type:*func(*main.table, string, int)+0
	rel 56+8 t=R_ADDR type:*main.table+0
	rel 64+8 t=R_ADDR type:string+0
	rel 72+8 t=R_ADDR type:int+0
type:.importpath.main. SRODATA dupok size=6
	0x0000 00 04 6d 61 69 6e                                ..main
type:.namedata.get- SRODATA dupok size=5
	0x0000 00 03 67 65 74                                   ..get
type:.namedata.*func(string) (int, bool)- SRODATA dupok size=27
	0x0000 00 19 2a 66 75 6e 63 28 73 74 72 69 6e 67 29 20  ..*func(string) 
	0x0010 28 69 6e 74 2c 20 62 6f 6f 6c 29                 (int, bool)
type:*func(string) (int, bool) SRODATA dupok size=56
	0x0000 08 00 00 00 00 00 00 00 08 00 00 00 00 00 00 00  ................
	0x0010 3e b2 be 6d 28 08 08 16 00 00 00 00 00 00 00 00  >..m(...........
	0x0020 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  ................
	0x0030 00 00 00 00 00 00 00 00                          ........
	rel 24+8 t=R_ADDR runtime.memequal64·f+0
	rel 32+8 t=R_ADDR runtime.gcbits.0100000000000000+0
	rel 40+4 t=R_ADDROFF type:.namedata.*func(string) (int, bool)-+0
	rel 48+8 t=R_ADDR type:func(string) (int, bool)+0
type:func(string) (int, bool) SRODATA dupok size=80
	0x0000 08 00 00 00 00 00 00 00 08 00 00 00 00 00 00 00  ................
	0x0010 55 21 d1 25 22 08 08 13 00 00 00 00 00 00 00 00  U!.%"...........
	0x0020 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  ................
	0x0030 01 00 02 00 00 00 00 00 00 00 00 00 00 00 00 00  ................
	0x0040 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  ................
	rel 32+8 t=R_ADDR runtime.gcbits.0100000000000000+0
	rel 40+4 t=R_ADDROFF type:.namedata.*func(string) (int, bool)-+0
	rel 44+4 t=RelocType(-32763) type:*func(string) (int, bool)+0
	rel 56+8 t=R_ADDR type:string+0
	rel 64+8 t=R_ADDR type:int+0
	rel 72+8 t=R_ADDR type:bool+0
type:.namedata.put- SRODATA dupok size=5
	0x0000 00 03 70 75 74                                   ..put
type:.namedata.*func(string, int)- SRODATA dupok size=20
	0x0000 00 12 2a 66 75 6e 63 28 73 74 72 69 6e 67 2c 20  ..*func(string, 
	0x0010 69 6e 74 29                                      int)
type:*func(string, int) SRODATA dupok size=56
	0x0000 08 00 00 00 00 00 00 00 08 00 00 00 00 00 00 00  ................
	0x0010 3d 3a e9 9d 28 08 08 16 00 00 00 00 00 00 00 00  =:..(...........
	0x0020 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  ................
	0x0030 00 00 00 00 00 00 00 00                          ........
	rel 24+8 t=R_ADDR runtime.memequal64·f+0
	rel 32+8 t=R_ADDR runtime.gcbits.0100000000000000+0
	rel 40+4 t=R_ADDROFF type:.namedata.*func(string, int)-+0
	rel 48+8 t=R_ADDR type:func(string, int)+0
type:func(string, int) SRODATA dupok size=72
	0x0000 08 00 00 00 00 00 00 00 08 00 00 00 00 00 00 00  ................
	0x0010 1a 20 0b 2b 22 08 08 13 00 00 00 00 00 00 00 00  . .+"...........
	0x0020 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  ................
	0x0030 02 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  ................
	0x0040 00 00 00 00 00 00 00 00                          ........
	rel 32+8 t=R_ADDR runtime.gcbits.0100000000000000+0
	rel 40+4 t=R_ADDROFF type:.namedata.*func(string, int)-+0
	rel 44+4 t=RelocType(-32763) type:*func(string, int)+0
	rel 56+8 t=R_ADDR type:string+0
	rel 64+8 t=R_ADDR type:int+0
type:*main.table SRODATA size=104
	0x0000 08 00 00 00 00 00 00 00 08 00 00 00 00 00 00 00  ................
	0x0010 ad 9c fa 50 29 08 08 16 00 00 00 00 00 00 00 00  ...P)...........
	0x0020 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  ................
	0x0030 00 00 00 00 00 00 00 00 00 00 00 00 02 00 00 00  ................
	0x0040 10 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  ................
	0x0050 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  ................
	0x0060 00 00 00 00 00 00 00 00                          ........
	rel 24+8 t=R_ADDR runtime.memequal64·f+0
	rel 32+8 t=R_ADDR runtime.gcbits.0100000000000000+0
	rel 40+4 t=R_ADDROFF type:.namedata.*main.table-+0
	rel 48+8 t=R_ADDR type:main.table+0
	rel 56+4 t=R_ADDROFF type:.importpath.main.+0
	rel 72+4 t=R_ADDROFF type:.namedata.get-+0
	rel 76+4 t=R_METHODOFF type:func(string) (int, bool)+0
	rel 80+4 t=R_METHODOFF main.(*table).get+0
	rel 84+4 t=R_METHODOFF main.(*table).get+0
	rel 88+4 t=R_ADDROFF type:.namedata.put-+0
	rel 92+4 t=R_METHODOFF type:func(string, int)+0
	rel 96+4 t=R_METHODOFF main.(*table).put+0
	rel 100+4 t=R_METHODOFF main.(*table).put+0
runtime.gcbits.0900000000000000 SRODATA dupok size=8
	0x0000 09 00 00 00 00 00 00 00                          ........
type:.namedata.keys- SRODATA dupok size=6
	0x0000 00 04 6b 65 79 73                                ..keys
type:.namedata.vals- SRODATA dupok size=6
	0x0000 00 04 76 61 6c 73                                ..vals
type:main.table SRODATA size=144
	0x0000 30 00 00 00 00 00 00 00 20 00 00 00 00 00 00 00  0....... .......
	0x0010 6c 31 97 4d 07 08 08 19 00 00 00 00 00 00 00 00  l1.M............
	0x0020 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  ................
	0x0030 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  ................
	0x0040 02 00 00 00 00 00 00 00 02 00 00 00 00 00 00 00  ................
	0x0050 00 00 00 00 00 00 00 00 40 00 00 00 00 00 00 00  ........@.......
	0x0060 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  ................
	0x0070 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  ................
	0x0080 00 00 00 00 00 00 00 00 18 00 00 00 00 00 00 00  ................
	rel 32+8 t=R_ADDR runtime.gcbits.0900000000000000+0
	rel 40+4 t=R_ADDROFF type:.namedata.*main.table-+0
	rel 44+4 t=R_ADDROFF type:*main.table+0
	rel 48+8 t=R_ADDR type:.importpath.main.+0
	rel 56+8 t=R_ADDR type:main.table+96
	rel 80+4 t=R_ADDROFF type:.importpath.main.+0
	rel 96+8 t=R_ADDR type:.namedata.keys-+0
	rel 104+8 t=R_ADDR type:[]string+0
	rel 120+8 t=R_ADDR type:.namedata.vals-+0
	rel 128+8 t=R_ADDR type:[]int+0
go:string."a" SRODATA dupok size=1
	0x0000 61                                               a
type:.namedata.*[]int- SRODATA dupok size=8
	0x0000 00 06 2a 5b 5d 69 6e 74                          ..*[]int
type:*[]int SRODATA dupok size=56
	0x0000 08 00 00 00 00 00 00 00 08 00 00 00 00 00 00 00  ................
	0x0010 60 77 2d 8f 28 08 08 16 00 00 00 00 00 00 00 00  `w-.(...........
	0x0020 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  ................
	0x0030 00 00 00 00 00 00 00 00                          ........
	rel 24+8 t=R_ADDR runtime.memequal64·f+0
	rel 32+8 t=R_ADDR runtime.gcbits.0100000000000000+0
	rel 40+4 t=R_ADDROFF type:.namedata.*[]int-+0
	rel 48+8 t=R_ADDR type:[]int+0
gclocals·DY/1/1sLYw4B8h+wxh/kEA== SRODATA dupok size=13
	0x0000 05 00 00 00 02 00 00 00 03 03 01 00 00           .............
gclocals·9vjFzh+KXeIZaZaAKwSmQQ== SRODATA dupok size=13
	0x0000 05 00 00 00 02 00 00 00 00 02 00 01 00           .............
main.(*table).get.arginfo1 SRODATA static dupok size=9
	0x0000 00 08 fe 08 08 10 08 fd ff                       .........
main.(*table).get.argliveinfo SRODATA static dupok size=2
	0x0000 00 00                                            ..
gclocals·clpO06LNfRiX01N+AGfhDg== SRODATA dupok size=15
	0x0000 07 00 00 00 02 00 00 00 03 03 01 01 01 01 00     ...............
gclocals·M/oJ5Cvca+m/FMVt6jav7g== SRODATA dupok size=15
	0x0000 07 00 00 00 03 00 00 00 00 04 04 02 03 01 00     ...............
main.(*table).put.arginfo1 SRODATA static dupok size=11
	0x0000 00 08 fe 08 08 10 08 fd 18 08 ff                 ...........
main.(*table).put.argliveinfo SRODATA static dupok size=2
	0x0000 00 00                                            ..
gclocals·3Nf0KxzcHw1JLr11btD+gA== SRODATA dupok size=8
	0x0000 06 00 00 00 00 00 00 00                          ........
gclocals·RNfH9Kjq3lJUlv+dvGQeQg== SRODATA dupok size=20
	0x0000 06 00 00 00 09 00 00 00 00 00 09 00 09 01 89 00  ................
	0x0010 49 00 80 00                                      I...
main.main.stkobj SRODATA static size=24
	0x0000 01 00 00 00 00 00 00 00 b8 ff ff ff 30 00 00 00  ............0...
	0x0010 20 00 00 00 00 00 00 00                           .......
	rel 20+4 t=R_ADDROFF runtime.gcbits.0900000000000000+0
