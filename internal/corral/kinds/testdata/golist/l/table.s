main.(*table).get STEXT size=221 args=0x18 locals=0x38 funcid=0x0 align=0x0
	0x0000 00000 (table.go:8)	TEXT	main.(*table).get(SB), ABIInternal, $56-24
	0x0000 00000 (table.go:8)	CMPQ	SP, 16(R14)
	0x0004 00004 (table.go:8)	PCDATA	$0, $-2
	0x0004 00004 (table.go:8)	JLS	181
	0x000a 00010 (table.go:8)	PCDATA	$0, $-1
	0x000a 00010 (table.go:8)	PUSHQ	BP
	0x000b 00011 (table.go:8)	MOVQ	SP, BP
	0x000e 00014 (table.go:8)	SUBQ	$48, SP
	0x0012 00018 (table.go:8)	FUNCDATA	$0, gclocals·RBrtSLAQi5eG15hXjyTetA==(SB)
	0x0012 00018 (table.go:8)	FUNCDATA	$1, gclocals·Vi90HuirP9VPo7whN2aauw==(SB)
	0x0012 00018 (table.go:8)	FUNCDATA	$5, main.(*table).get.arginfo1(SB)
	0x0012 00018 (table.go:8)	FUNCDATA	$6, main.(*table).get.argliveinfo(SB)
	0x0012 00018 (table.go:8)	PCDATA	$3, $1
	0x0012 00018 (table.go:9)	MOVQ	AX, main.t+64(SP)
	0x0017 00023 (table.go:9)	MOVQ	CX, main.k+80(SP)
	0x001c 00028 (table.go:9)	MOVQ	BX, main.k+72(SP)
	0x0021 00033 (table.go:9)	PCDATA	$3, $-1
	0x0021 00033 (table.go:9)	MOVQ	(AX), DX
	0x0024 00036 (table.go:9)	MOVQ	8(AX), SI
	0x0028 00040 (table.go:9)	MOVQ	SI, main..autotmp_13+32(SP)
	0x002d 00045 (table.go:9)	XORL	DI, DI
	0x002f 00047 (table.go:9)	JMP	56
	0x0031 00049 (table.go:9)	ADDQ	$16, DX
	0x0035 00053 (table.go:9)	INCQ	DI
	0x0038 00056 (table.go:9)	CMPQ	DI, SI
	0x003b 00059 (table.go:9)	JGE	165
	0x003d 00061 (table.go:9)	MOVQ	8(DX), R8
	0x0041 00065 (table.go:10)	CMPQ	CX, R8
	0x0044 00068 (table.go:10)	JNE	49
	0x0046 00070 (table.go:9)	MOVQ	DI, main.i+24(SP)
	0x004b 00075 (table.go:9)	MOVQ	DX, main..autotmp_14+40(SP)
	0x0050 00080 (table.go:9)	MOVQ	(DX), AX
	0x0053 00083 (table.go:10)	MOVQ	R8, CX
	0x0056 00086 (table.go:10)	PCDATA	$1, $1
	0x0056 00086 (table.go:10)	CALL	runtime.memequal(SB)
	0x005b 00091 (table.go:10)	TESTB	AL, AL
	0x005d 00093 (table.go:10)	JNE	127
	0x005f 00095 (table.go:11)	MOVQ	main.t+64(SP), AX
	0x0064 00100 (table.go:10)	MOVQ	main.k+80(SP), CX
	0x0069 00105 (table.go:9)	MOVQ	main..autotmp_14+40(SP), DX
	0x006e 00110 (table.go:10)	MOVQ	main.k+72(SP), BX
	0x0073 00115 (table.go:9)	MOVQ	main..autotmp_13+32(SP), SI
	0x0078 00120 (table.go:9)	MOVQ	main.i+24(SP), DI
	0x007d 00125 (table.go:10)	JMP	49
	0x007f 00127 (table.go:11)	MOVQ	main.t+64(SP), CX
	0x0084 00132 (table.go:11)	MOVQ	32(CX), DX
	0x0088 00136 (table.go:11)	MOVQ	main.i+24(SP), SI
	0x008d 00141 (table.go:11)	CMPQ	SI, DX
	0x0090 00144 (table.go:11)	JCC	175
	0x0092 00146 (table.go:11)	MOVQ	24(CX), CX
	0x0096 00150 (table.go:11)	MOVQ	(CX)(SI*8), AX
	0x009a 00154 (table.go:11)	MOVL	$1, BX
	0x009f 00159 (table.go:11)	ADDQ	$48, SP
	0x00a3 00163 (table.go:11)	POPQ	BP
	0x00a4 00164 (table.go:11)	RET
	0x00a5 00165 (table.go:14)	XORL	AX, AX
	0x00a7 00167 (table.go:14)	XORL	BX, BX
	0x00a9 00169 (table.go:14)	ADDQ	$48, SP
	0x00ad 00173 (table.go:14)	POPQ	BP
	0x00ae 00174 (table.go:14)	RET
	0x00af 00175 (table.go:11)	PCDATA	$1, $2
	0x00af 00175 (table.go:11)	PCDATA	$4, $2799
	0x00af 00175 (table.go:11)	CALL	runtime.panicBounds(SB)
	0x00b4 00180 (table.go:11)	XCHGL	AX, AX
	0x00b5 00181 (table.go:11)	NOP
	0x00b5 00181 (table.go:8)	PCDATA	$1, $-1
	0x00b5 00181 (table.go:8)	PCDATA	$0, $-2
	0x00b5 00181 (table.go:8)	MOVQ	AX, 8(SP)
	0x00ba 00186 (table.go:8)	MOVQ	BX, 16(SP)
	0x00bf 00191 (table.go:8)	MOVQ	CX, 24(SP)
	0x00c4 00196 (table.go:8)	CALL	runtime.morestack_noctxt(SB)
	0x00c9 00201 (table.go:8)	PCDATA	$0, $-1
	0x00c9 00201 (table.go:8)	MOVQ	8(SP), AX
	0x00ce 00206 (table.go:8)	MOVQ	16(SP), BX
	0x00d3 00211 (table.go:8)	MOVQ	24(SP), CX
	0x00d8 00216 (table.go:8)	JMP	0
	0x0000 49 3b 66 10 0f 86 ab 00 00 00 55 48 89 e5 48 83  I;f.......UH..H.
	0x0010 ec 30 48 89 44 24 40 48 89 4c 24 50 48 89 5c 24  .0H.D$@H.L$PH.\$
	0x0020 48 48 8b 10 48 8b 70 08 48 89 74 24 20 31 ff eb  HH..H.p.H.t$ 1..
	0x0030 07 48 83 c2 10 48 ff c7 48 39 f7 7d 68 4c 8b 42  .H...H..H9.}hL.B
	0x0040 08 4c 39 c1 75 eb 48 89 7c 24 18 48 89 54 24 28  .L9.u.H.|$.H.T$(
	0x0050 48 8b 02 4c 89 c1 e8 00 00 00 00 84 c0 75 20 48  H..L.........u H
	0x0060 8b 44 24 40 48 8b 4c 24 50 48 8b 54 24 28 48 8b  .D$@H.L$PH.T$(H.
	0x0070 5c 24 48 48 8b 74 24 20 48 8b 7c 24 18 eb b2 48  \$HH.t$ H.|$...H
	0x0080 8b 4c 24 40 48 8b 51 20 48 8b 74 24 18 48 39 d6  .L$@H.Q H.t$.H9.
	0x0090 73 1d 48 8b 49 18 48 8b 04 f1 bb 01 00 00 00 48  s.H.I.H........H
	0x00a0 83 c4 30 5d c3 31 c0 31 db 48 83 c4 30 5d c3 e8  ..0].1.1.H..0]..
	0x00b0 00 00 00 00 90 48 89 44 24 08 48 89 5c 24 10 48  .....H.D$.H.\$.H
	0x00c0 89 4c 24 18 e8 00 00 00 00 48 8b 44 24 08 48 8b  .L$......H.D$.H.
	0x00d0 5c 24 10 48 8b 4c 24 18 e9 23 ff ff ff           \$.H.L$..#...
	rel 87+4 t=R_CALL runtime.memequal+0
	rel 176+4 t=R_CALL runtime.panicBounds+0
	rel 197+4 t=R_CALL runtime.morestack_noctxt+0
main.(*table).put STEXT size=351 args=0x20 locals=0x48 funcid=0x0 align=0x0
	0x0000 00000 (table.go:17)	TEXT	main.(*table).put(SB), ABIInternal, $72-32
	0x0000 00000 (table.go:17)	CMPQ	SP, 16(R14)
	0x0004 00004 (table.go:17)	PCDATA	$0, $-2
	0x0004 00004 (table.go:17)	JLS	301
	0x000a 00010 (table.go:17)	PCDATA	$0, $-1
	0x000a 00010 (table.go:17)	PUSHQ	BP
	0x000b 00011 (table.go:17)	MOVQ	SP, BP
	0x000e 00014 (table.go:17)	SUBQ	$64, SP
	0x0012 00018 (table.go:17)	MOVQ	BX, main.k+88(FP)
	0x0017 00023 (table.go:17)	FUNCDATA	$0, gclocals·3iDpa7B97wWfYpkQQygYtw==(SB)
	0x0017 00023 (table.go:17)	FUNCDATA	$1, gclocals·yr4yLQlPnRVKirpHM7hJfw==(SB)
	0x0017 00023 (table.go:17)	FUNCDATA	$5, main.(*table).put.arginfo1(SB)
	0x0017 00023 (table.go:17)	FUNCDATA	$6, main.(*table).put.argliveinfo(SB)
	0x0017 00023 (table.go:17)	PCDATA	$3, $1
	0x0017 00023 (table.go:18)	MOVQ	AX, main.t+80(SP)
	0x001c 00028 (table.go:18)	MOVQ	DI, main.v+104(SP)
	0x0021 00033 (table.go:18)	PCDATA	$3, $2
	0x0021 00033 (table.go:18)	MOVQ	16(AX), DX
	0x0025 00037 (table.go:18)	MOVQ	8(AX), R8
	0x0029 00041 (table.go:18)	INCQ	R8
	0x002c 00044 (table.go:18)	MOVQ	(AX), R9
	0x002f 00047 (table.go:18)	CMPQ	DX, R8
	0x0032 00050 (table.go:18)	JCC	148
	0x0034 00052 (table.go:18)	MOVQ	BX, main.k+88(SP)
	0x0039 00057 (table.go:18)	MOVQ	CX, main.k+96(SP)
	0x003e 00062 (table.go:18)	PCDATA	$3, $-1
	0x003e 00062 (table.go:18)	MOVQ	R9, AX
	0x0041 00065 (table.go:18)	MOVQ	R8, BX
	0x0044 00068 (table.go:18)	MOVQ	DX, CX
	0x0047 00071 (table.go:18)	MOVL	$1, DI
	0x004c 00076 (table.go:18)	LEAQ	type:string(SB), SI
	0x0053 00083 (table.go:18)	PCDATA	$1, $0
	0x0053 00083 (table.go:18)	CALL	runtime.growslice(SB)
	0x0058 00088 (table.go:18)	MOVQ	main.t+80(SP), DX
	0x005d 00093 (table.go:18)	MOVQ	CX, 16(DX)
	0x0061 00097 (table.go:18)	CMPL	runtime.writeBarrier(SB), $0
	0x0068 00104 (table.go:18)	PCDATA	$0, $-2
	0x0068 00104 (table.go:18)	JEQ	121
	0x006a 00106 (table.go:18)	MOVQ	(DX), R8
	0x006d 00109 (table.go:18)	CALL	runtime.gcWriteBarrier2(SB)
	0x0072 00114 (table.go:18)	MOVQ	AX, (R11)
	0x0075 00117 (table.go:18)	MOVQ	R8, 8(R11)
	0x0079 00121 (table.go:18)	MOVQ	AX, (DX)
	0x007c 00124 (table.go:18)	PCDATA	$0, $-1
	0x007c 00124 (table.go:18)	MOVQ	main.k+96(SP), CX
	0x0081 00129 (table.go:19)	MOVQ	main.v+104(SP), DI
	0x0086 00134 (table.go:19)	MOVQ	BX, R8
	0x0089 00137 (table.go:19)	MOVQ	AX, R9
	0x008c 00140 (table.go:18)	MOVQ	DX, AX
	0x008f 00143 (table.go:18)	MOVQ	main.k+88(SP), BX
	0x0094 00148 (table.go:18)	PCDATA	$3, $2
	0x0094 00148 (table.go:18)	MOVQ	R8, 8(AX)
	0x0098 00152 (table.go:18)	LEAQ	-1(R8), DX
	0x009c 00156 (table.go:18)	SHLQ	$4, DX
	0x00a0 00160 (table.go:18)	MOVQ	CX, 8(R9)(DX*1)
	0x00a5 00165 (table.go:18)	CMPL	runtime.writeBarrier(SB), $0
	0x00ac 00172 (table.go:18)	PCDATA	$0, $-2
	0x00ac 00172 (table.go:18)	JEQ	190
	0x00ae 00174 (table.go:18)	MOVQ	(R9)(DX*1), R8
	0x00b2 00178 (table.go:18)	CALL	runtime.gcWriteBarrier2(SB)
	0x00b7 00183 (table.go:18)	MOVQ	BX, (R11)
	0x00ba 00186 (table.go:18)	MOVQ	R8, 8(R11)
	0x00be 00190 (table.go:18)	MOVQ	BX, (R9)(DX*1)
	0x00c2 00194 (table.go:19)	PCDATA	$0, $-1
	0x00c2 00194 (table.go:19)	MOVQ	40(AX), CX
	0x00c6 00198 (table.go:19)	MOVQ	32(AX), BX
	0x00ca 00202 (table.go:19)	INCQ	BX
	0x00cd 00205 (table.go:19)	MOVQ	24(AX), DX
	0x00d1 00209 (table.go:19)	CMPQ	CX, BX
	0x00d4 00212 (table.go:19)	JCC	286
	0x00d6 00214 (table.go:19)	MOVQ	DX, AX
	0x00d9 00217 (table.go:19)	MOVL	$1, DI
	0x00de 00222 (table.go:19)	LEAQ	type:int(SB), SI
	0x00e5 00229 (table.go:19)	PCDATA	$1, $1
	0x00e5 00229 (table.go:19)	CALL	runtime.growslice(SB)
	0x00ea 00234 (table.go:19)	MOVQ	main.t+80(SP), DX
	0x00ef 00239 (table.go:19)	MOVQ	CX, 40(DX)
	0x00f3 00243 (table.go:19)	CMPL	runtime.writeBarrier(SB), $0
	0x00fa 00250 (table.go:19)	PCDATA	$0, $-2
	0x00fa 00250 (table.go:19)	JEQ	268
	0x00fc 00252 (table.go:19)	MOVQ	24(DX), CX
	0x0100 00256 (table.go:19)	CALL	runtime.gcWriteBarrier2(SB)
	0x0105 00261 (table.go:19)	MOVQ	AX, (R11)
	0x0108 00264 (table.go:19)	MOVQ	CX, 8(R11)
	0x010c 00268 (table.go:19)	MOVQ	AX, 24(DX)
	0x0110 00272 (table.go:19)	PCDATA	$0, $-1
	0x0110 00272 (table.go:19)	MOVQ	main.v+104(SP), DI
	0x0115 00277 (table.go:19)	MOVQ	AX, CX
	0x0118 00280 (table.go:19)	MOVQ	DX, AX
	0x011b 00283 (table.go:20)	MOVQ	CX, DX
	0x011e 00286 (table.go:19)	MOVQ	BX, 32(AX)
	0x0122 00290 (table.go:19)	MOVQ	DI, -8(DX)(BX*8)
	0x0127 00295 (table.go:20)	ADDQ	$64, SP
	0x012b 00299 (table.go:20)	POPQ	BP
	0x012c 00300 (table.go:20)	RET
	0x012d 00301 (table.go:20)	NOP
	0x012d 00301 (table.go:17)	PCDATA	$1, $-1
	0x012d 00301 (table.go:17)	PCDATA	$0, $-2
	0x012d 00301 (table.go:17)	MOVQ	AX, 8(SP)
	0x0132 00306 (table.go:17)	MOVQ	BX, 16(SP)
	0x0137 00311 (table.go:17)	MOVQ	CX, 24(SP)
	0x013c 00316 (table.go:17)	MOVQ	DI, 32(SP)
	0x0141 00321 (table.go:17)	CALL	runtime.morestack_noctxt(SB)
	0x0146 00326 (table.go:17)	PCDATA	$0, $-1
	0x0146 00326 (table.go:17)	MOVQ	8(SP), AX
	0x014b 00331 (table.go:17)	MOVQ	16(SP), BX
	0x0150 00336 (table.go:17)	MOVQ	24(SP), CX
	0x0155 00341 (table.go:17)	MOVQ	32(SP), DI
	0x015a 00346 (table.go:17)	JMP	0
	0x0000 49 3b 66 10 0f 86 23 01 00 00 55 48 89 e5 48 83  I;f...#...UH..H.
	0x0010 ec 40 48 89 5c 24 58 48 89 44 24 50 48 89 7c 24  .@H.\$XH.D$PH.|$
	0x0020 68 48 8b 50 10 4c 8b 40 08 49 ff c0 4c 8b 08 4c  hH.P.L.@.I..L..L
	0x0030 39 c2 73 60 48 89 5c 24 58 48 89 4c 24 60 4c 89  9.s`H.\$XH.L$`L.
	0x0040 c8 4c 89 c3 48 89 d1 bf 01 00 00 00 48 8d 35 00  .L..H.......H.5.
	0x0050 00 00 00 e8 00 00 00 00 48 8b 54 24 50 48 89 4a  ........H.T$PH.J
	0x0060 10 83 3d 00 00 00 00 00 74 0f 4c 8b 02 e8 00 00  ..=.....t.L.....
	0x0070 00 00 49 89 03 4d 89 43 08 48 89 02 48 8b 4c 24  ..I..M.C.H..H.L$
	0x0080 60 48 8b 7c 24 68 49 89 d8 49 89 c1 48 89 d0 48  `H.|$hI..I..H..H
	0x0090 8b 5c 24 58 4c 89 40 08 49 8d 50 ff 48 c1 e2 04  .\$XL.@.I.P.H...
	0x00a0 49 89 4c 11 08 83 3d 00 00 00 00 00 74 10 4d 8b  I.L...=.....t.M.
	0x00b0 04 11 e8 00 00 00 00 49 89 1b 4d 89 43 08 49 89  .......I..M.C.I.
	0x00c0 1c 11 48 8b 48 28 48 8b 58 20 48 ff c3 48 8b 50  ..H.H(H.X H..H.P
	0x00d0 18 48 39 d9 73 48 48 89 d0 bf 01 00 00 00 48 8d  .H9.sHH.......H.
	0x00e0 35 00 00 00 00 e8 00 00 00 00 48 8b 54 24 50 48  5.........H.T$PH
	0x00f0 89 4a 28 83 3d 00 00 00 00 00 74 10 48 8b 4a 18  .J(.=.....t.H.J.
	0x0100 e8 00 00 00 00 49 89 03 49 89 4b 08 48 89 42 18  .....I..I.K.H.B.
	0x0110 48 8b 7c 24 68 48 89 c1 48 89 d0 48 89 ca 48 89  H.|$hH..H..H..H.
	0x0120 58 20 48 89 7c da f8 48 83 c4 40 5d c3 48 89 44  X H.|..H..@].H.D
	0x0130 24 08 48 89 5c 24 10 48 89 4c 24 18 48 89 7c 24  $.H.\$.H.L$.H.|$
	0x0140 20 e8 00 00 00 00 48 8b 44 24 08 48 8b 5c 24 10   .....H.D$.H.\$.
	0x0150 48 8b 4c 24 18 48 8b 7c 24 20 e9 a1 fe ff ff     H.L$.H.|$ .....
	rel 79+4 t=R_PCREL type:string+0
	rel 84+4 t=R_CALL runtime.growslice+0
	rel 99+4 t=R_PCREL runtime.writeBarrier+-1
	rel 110+4 t=R_CALL runtime.gcWriteBarrier2+0
	rel 167+4 t=R_PCREL runtime.writeBarrier+-1
	rel 179+4 t=R_CALL runtime.gcWriteBarrier2+0
	rel 225+4 t=R_PCREL type:int+0
	rel 230+4 t=R_CALL runtime.growslice+0
	rel 245+4 t=R_PCREL runtime.writeBarrier+-1
	rel 257+4 t=R_CALL runtime.gcWriteBarrier2+0
	rel 322+4 t=R_CALL runtime.morestack_noctxt+0
main.main STEXT size=119 args=0x0 locals=0x60 funcid=0x0 align=0x0
	0x0000 00000 (table.go:22)	TEXT	main.main(SB), ABIInternal, $96-0
	0x0000 00000 (table.go:22)	CMPQ	SP, 16(R14)
	0x0004 00004 (table.go:22)	PCDATA	$0, $-2
	0x0004 00004 (table.go:22)	JLS	112
	0x0006 00006 (table.go:22)	PCDATA	$0, $-1
	0x0006 00006 (table.go:22)	PUSHQ	BP
	0x0007 00007 (table.go:22)	MOVQ	SP, BP
	0x000a 00010 (table.go:22)	SUBQ	$88, SP
	0x000e 00014 (table.go:22)	FUNCDATA	$0, gclocals·J26BEvPExEQhJvjp9E8Whg==(SB)
	0x000e 00014 (table.go:22)	FUNCDATA	$1, gclocals·y/MsSi9xulqFTj4WMbGVhQ==(SB)
	0x000e 00014 (table.go:22)	FUNCDATA	$2, main.main.stkobj(SB)
	0x000e 00014 (table.go:23)	LEAQ	main.t+40(SP), AX
	0x0013 00019 (table.go:23)	MOVUPS	X15, (AX)
	0x0017 00023 (table.go:23)	MOVUPS	X15, 16(AX)
	0x001c 00028 (table.go:23)	MOVUPS	X15, 32(AX)
	0x0021 00033 (table.go:24)	LEAQ	go:string."a"(SB), BX
	0x0028 00040 (table.go:24)	MOVL	$1, CX
	0x002d 00045 (table.go:24)	MOVQ	CX, DI
	0x0030 00048 (table.go:24)	PCDATA	$1, $1
	0x0030 00048 (table.go:24)	CALL	main.(*table).put(SB)
	0x0035 00053 (table.go:25)	LEAQ	main.t+40(SP), AX
	0x003a 00058 (table.go:25)	LEAQ	go:string."a"(SB), BX
	0x0041 00065 (table.go:25)	MOVL	$1, CX
	0x0046 00070 (table.go:25)	PCDATA	$1, $0
	0x0046 00070 (table.go:25)	CALL	main.(*table).get(SB)
	0x004b 00075 (table.go:25)	MOVQ	AX, main.v+32(SP)
	0x0050 00080 (table.go:26)	CALL	runtime.printlock(SB)
	0x0055 00085 (table.go:26)	MOVQ	main.v+32(SP), AX
	0x005a 00090 (table.go:26)	CALL	runtime.printint(SB)
	0x005f 00095 (table.go:26)	NOP
	0x0060 00096 (table.go:26)	CALL	runtime.printnl(SB)
	0x0065 00101 (table.go:26)	CALL	runtime.printunlock(SB)
	0x006a 00106 (table.go:27)	ADDQ	$88, SP
	0x006e 00110 (table.go:27)	POPQ	BP
	0x006f 00111 (table.go:27)	RET
	0x0070 00112 (table.go:27)	NOP
	0x0070 00112 (table.go:22)	PCDATA	$1, $-1
	0x0070 00112 (table.go:22)	PCDATA	$0, $-2
	0x0070 00112 (table.go:22)	CALL	runtime.morestack_noctxt(SB)
	0x0075 00117 (table.go:22)	PCDATA	$0, $-1
	0x0075 00117 (table.go:22)	JMP	0
	0x0000 49 3b 66 10 76 6a 55 48 89 e5 48 83 ec 58 48 8d  I;f.vjUH..H..XH.
	0x0010 44 24 28 44 0f 11 38 44 0f 11 78 10 44 0f 11 78  D$(D..8D..x.D..x
	0x0020 20 48 8d 1d 00 00 00 00 b9 01 00 00 00 48 89 cf   H...........H..
	0x0030 e8 00 00 00 00 48 8d 44 24 28 48 8d 1d 00 00 00  .....H.D$(H.....
	0x0040 00 b9 01 00 00 00 e8 00 00 00 00 48 89 44 24 20  ...........H.D$ 
	0x0050 e8 00 00 00 00 48 8b 44 24 20 e8 00 00 00 00 90  .....H.D$ ......
	0x0060 e8 00 00 00 00 e8 00 00 00 00 48 83 c4 58 5d c3  ..........H..X].
	0x0070 e8 00 00 00 00 eb 89                             .......
	rel 36+4 t=R_PCREL go:string."a"+0
	rel 49+4 t=R_CALL main.(*table).put+0
	rel 61+4 t=R_PCREL go:string."a"+0
	rel 71+4 t=R_CALL main.(*table).get+0
	rel 81+4 t=R_CALL runtime.printlock+0
	rel 91+4 t=R_CALL runtime.printint+0
	rel 97+4 t=R_CALL runtime.printnl+0
	rel 102+4 t=R_CALL runtime.printunlock+0
	rel 113+4 t=R_CALL runtime.morestack_noctxt+0
go:cuinfo.producer.main SDWARFCUINFO dupok size=0
	0x0000 2d 6c 20 72 65 67 61 62 69                       -l regabi
go:cuinfo.packagename.main SDWARFCUINFO dupok size=0
	0x0000 6d 61 69 6e                                      main
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
gclocals·RBrtSLAQi5eG15hXjyTetA== SRODATA dupok size=11
	0x0000 03 00 00 00 02 00 00 00 03 03 00                 ...........
gclocals·Vi90HuirP9VPo7whN2aauw== SRODATA dupok size=11
	0x0000 03 00 00 00 01 00 00 00 00 01 00                 ...........
main.(*table).get.arginfo1 SRODATA static dupok size=9
	0x0000 00 08 fe 08 08 10 08 fd ff                       .........
main.(*table).get.argliveinfo SRODATA static dupok size=2
	0x0000 00 00                                            ..
gclocals·3iDpa7B97wWfYpkQQygYtw== SRODATA dupok size=11
	0x0000 03 00 00 00 02 00 00 00 03 01 00                 ...........
gclocals·yr4yLQlPnRVKirpHM7hJfw== SRODATA dupok size=8
	0x0000 03 00 00 00 00 00 00 00                          ........
main.(*table).put.arginfo1 SRODATA static dupok size=11
	0x0000 00 08 fe 08 08 10 08 fd 18 08 ff                 ...........
main.(*table).put.argliveinfo SRODATA static dupok size=3
	0x0000 00 00 09                                         ...
gclocals·J26BEvPExEQhJvjp9E8Whg== SRODATA dupok size=8
	0x0000 02 00 00 00 00 00 00 00                          ........
gclocals·y/MsSi9xulqFTj4WMbGVhQ== SRODATA dupok size=10
	0x0000 02 00 00 00 06 00 00 00 00 09                    ..........
main.main.stkobj SRODATA static size=24
	0x0000 01 00 00 00 00 00 00 00 d0 ff ff ff 30 00 00 00  ............0...
	0x0010 20 00 00 00 00 00 00 00                           .......
	rel 20+4 t=R_ADDROFF runtime.gcbits.0900000000000000+0
