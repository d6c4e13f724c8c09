main.mark STEXT size=152 args=0x20 locals=0x10 funcid=0x0 align=0x0
	0x0000 00000 (sieve.go:6)	TEXT	main.mark(SB), ABIInternal, $16-32
	0x0000 00000 (sieve.go:6)	CMPQ	SP, 16(R14)
	0x0004 00004 (sieve.go:6)	PCDATA	$0, $-2
	0x0004 00004 (sieve.go:6)	JLS	102
	0x0006 00006 (sieve.go:6)	PCDATA	$0, $-1
	0x0006 00006 (sieve.go:6)	PUSHQ	BP
	0x0007 00007 (sieve.go:6)	MOVQ	SP, BP
	0x000a 00010 (sieve.go:6)	SUBQ	$8, SP
	0x000e 00014 (sieve.go:6)	FUNCDATA	$0, gclocals·wvjpxkknJ4nY1JtrArJJaw==(SB)
	0x000e 00014 (sieve.go:6)	FUNCDATA	$1, gclocals·J26BEvPExEQhJvjp9E8Whg==(SB)
	0x000e 00014 (sieve.go:6)	FUNCDATA	$5, main.mark.arginfo1(SB)
	0x000e 00014 (sieve.go:6)	FUNCDATA	$6, main.mark.argliveinfo(SB)
	0x000e 00014 (sieve.go:6)	PCDATA	$3, $1
	0x000e 00014 (sieve.go:6)	MOVQ	BX, main.s+32(SP)
	0x0013 00019 (sieve.go:6)	MOVQ	AX, main.s+24(SP)
	0x0018 00024 (sieve.go:6)	MOVQ	DI, main.i+48(SP)
	0x001d 00029 (sieve.go:6)	PCDATA	$3, $2
	0x001d 00029 (sieve.go:6)	MOVQ	+16(FP), AX
	0x0022 00034 (sieve.go:6)	PCDATA	$1, $0
	0x0022 00034 (sieve.go:6)	CALL	runtime.racefuncenter(SB)
	0x0027 00039 (sieve.go:6)	MOVQ	main.i+48(SP), CX
	0x002c 00044 (sieve.go:6)	MOVQ	main.s+32(SP), DX
	0x0031 00049 (sieve.go:6)	CMPQ	CX, DX
	0x0034 00052 (sieve.go:6)	JCC	94
	0x0036 00054 (sieve.go:6)	MOVQ	main.s+24(SP), DX
	0x003b 00059 (sieve.go:6)	LEAQ	(DX)(CX*1), AX
	0x003f 00063 (sieve.go:6)	NOP
	0x0040 00064 (sieve.go:6)	CALL	runtime.racewrite(SB)
	0x0045 00069 (sieve.go:6)	MOVQ	main.i+48(SP), CX
	0x004a 00074 (sieve.go:6)	MOVQ	main.s+24(SP), DX
	0x004f 00079 (sieve.go:6)	MOVB	$1, (DX)(CX*1)
	0x0053 00083 (sieve.go:6)	PCDATA	$1, $1
	0x0053 00083 (sieve.go:6)	CALL	runtime.racefuncexit(SB)
	0x0058 00088 (sieve.go:6)	ADDQ	$8, SP
	0x005c 00092 (sieve.go:6)	POPQ	BP
	0x005d 00093 (sieve.go:6)	RET
	0x005e 00094 (sieve.go:6)	PCDATA	$4, $2439
	0x005e 00094 (sieve.go:6)	NOP
	0x0060 00096 (sieve.go:6)	CALL	runtime.panicBounds(SB)
	0x0065 00101 (sieve.go:6)	XCHGL	AX, AX
	0x0066 00102 (sieve.go:6)	NOP
	0x0066 00102 (sieve.go:6)	PCDATA	$1, $-1
	0x0066 00102 (sieve.go:6)	PCDATA	$0, $-2
	0x0066 00102 (sieve.go:6)	MOVQ	AX, 8(SP)
	0x006b 00107 (sieve.go:6)	MOVQ	BX, 16(SP)
	0x0070 00112 (sieve.go:6)	MOVQ	CX, 24(SP)
	0x0075 00117 (sieve.go:6)	MOVQ	DI, 32(SP)
	0x007a 00122 (sieve.go:6)	CALL	runtime.morestack_noctxt(SB)
	0x007f 00127 (sieve.go:6)	PCDATA	$0, $-1
	0x007f 00127 (sieve.go:6)	MOVQ	8(SP), AX
	0x0084 00132 (sieve.go:6)	MOVQ	16(SP), BX
	0x0089 00137 (sieve.go:6)	MOVQ	24(SP), CX
	0x008e 00142 (sieve.go:6)	MOVQ	32(SP), DI
	0x0093 00147 (sieve.go:6)	JMP	0
	0x0000 49 3b 66 10 76 60 55 48 89 e5 48 83 ec 08 48 89  I;f.v`UH..H...H.
	0x0010 5c 24 20 48 89 44 24 18 48 89 7c 24 30 48 8b 44  \$ H.D$.H.|$0H.D
	0x0020 24 10 e8 00 00 00 00 48 8b 4c 24 30 48 8b 54 24  $......H.L$0H.T$
	0x0030 20 48 39 d1 73 28 48 8b 54 24 18 48 8d 04 0a 90   H9.s(H.T$.H....
	0x0040 e8 00 00 00 00 48 8b 4c 24 30 48 8b 54 24 18 c6  .....H.L$0H.T$..
	0x0050 04 0a 01 e8 00 00 00 00 48 83 c4 08 5d c3 66 90  ........H...].f.
	0x0060 e8 00 00 00 00 90 48 89 44 24 08 48 89 5c 24 10  ......H.D$.H.\$.
	0x0070 48 89 4c 24 18 48 89 7c 24 20 e8 00 00 00 00 48  H.L$.H.|$ .....H
	0x0080 8b 44 24 08 48 8b 5c 24 10 48 8b 4c 24 18 48 8b  .D$.H.\$.H.L$.H.
	0x0090 7c 24 20 e9 68 ff ff ff                          |$ .h...
	rel 35+4 t=R_CALL runtime.racefuncenter+0
	rel 65+4 t=R_CALL runtime.racewrite+0
	rel 84+4 t=R_CALL runtime.racefuncexit+0
	rel 97+4 t=R_CALL runtime.panicBounds+0
	rel 123+4 t=R_CALL runtime.morestack_noctxt+0
main.sieve STEXT size=634 args=0x8 locals=0xa8 funcid=0x0 align=0x0
	0x0000 00000 (sieve.go:8)	TEXT	main.sieve(SB), ABIInternal, $168-8
	0x0000 00000 (sieve.go:8)	LEAQ	-40(SP), R12
	0x0005 00005 (sieve.go:8)	CMPQ	R12, 16(R14)
	0x0009 00009 (sieve.go:8)	PCDATA	$0, $-2
	0x0009 00009 (sieve.go:8)	JLS	614
	0x000f 00015 (sieve.go:8)	PCDATA	$0, $-1
	0x000f 00015 (sieve.go:8)	PUSHQ	BP
	0x0010 00016 (sieve.go:8)	MOVQ	SP, BP
	0x0013 00019 (sieve.go:8)	SUBQ	$160, SP
	0x001a 00026 (sieve.go:8)	FUNCDATA	$0, gclocals·Dj7m7VTqKq6fxJqfrrXabg==(SB)
	0x001a 00026 (sieve.go:8)	FUNCDATA	$1, gclocals·wPAMvJ7h1ak7z1abp8dpqQ==(SB)
	0x001a 00026 (sieve.go:8)	FUNCDATA	$5, main.sieve.arginfo1(SB)
	0x001a 00026 (sieve.go:8)	FUNCDATA	$6, main.sieve.argliveinfo(SB)
	0x001a 00026 (sieve.go:8)	PCDATA	$3, $1
	0x001a 00026 (sieve.go:9)	MOVQ	AX, main.n+176(SP)
	0x0022 00034 (sieve.go:9)	PCDATA	$3, $-1
	0x0022 00034 (sieve.go:8)	MOVQ	+168(FP), AX
	0x002a 00042 (sieve.go:8)	PCDATA	$1, $0
	0x002a 00042 (sieve.go:8)	CALL	runtime.racefuncenter(SB)
	0x002f 00047 (sieve.go:9)	MOVQ	main.n+176(SP), CX
	0x0037 00055 (sieve.go:9)	LEAQ	1(CX), BX
	0x003b 00059 (sieve.go:9)	MOVQ	BX, main..autotmp_34+96(SP)
	0x0040 00064 (sieve.go:9)	CMPQ	BX, $32
	0x0044 00068 (sieve.go:9)	JHI	91
	0x0046 00070 (sieve.go:9)	LEAQ	main..autotmp_12+104(SP), DX
	0x004b 00075 (sieve.go:9)	MOVUPS	X15, (DX)
	0x004f 00079 (sieve.go:9)	MOVUPS	X15, 16(DX)
	0x0054 00084 (sieve.go:9)	LEAQ	main..autotmp_12+104(SP), AX
	0x0059 00089 (sieve.go:9)	JMP	119
	0x005b 00091 (sieve.go:9)	LEAQ	type:bool(SB), AX
	0x0062 00098 (sieve.go:9)	MOVQ	BX, CX
	0x0065 00101 (sieve.go:9)	CALL	runtime.makeslice(SB)
	0x006a 00106 (sieve.go:11)	MOVQ	main.n+176(SP), CX
	0x0072 00114 (sieve.go:12)	MOVQ	main..autotmp_34+96(SP), BX
	0x0077 00119 (sieve.go:9)	MOVQ	AX, main.composite.ptr+144(SP)
	0x007f 00127 (sieve.go:9)	MOVL	$2, DX
	0x0084 00132 (sieve.go:9)	XORL	SI, SI
	0x0086 00134 (sieve.go:9)	XORL	DI, DI
	0x0088 00136 (sieve.go:9)	XORL	R8, R8
	0x008b 00139 (sieve.go:11)	JMP	173
	0x008d 00141 (sieve.go:11)	LEAQ	1(CX), R9
	0x0091 00145 (sieve.go:11)	MOVQ	SI, CX
	0x0094 00148 (sieve.go:11)	MOVQ	AX, SI
	0x0097 00151 (sieve.go:11)	MOVQ	BX, DI
	0x009a 00154 (sieve.go:11)	MOVQ	DX, R8
	0x009d 00157 (sieve.go:12)	MOVQ	main.composite.ptr+144(SP), AX
	0x00a5 00165 (sieve.go:12)	MOVQ	main..autotmp_34+96(SP), BX
	0x00aa 00170 (sieve.go:11)	MOVQ	R9, DX
	0x00ad 00173 (sieve.go:11)	CMPQ	CX, DX
	0x00b0 00176 (sieve.go:11)	JLT	507
	0x00b6 00182 (sieve.go:12)	CMPQ	DX, BX
	0x00b9 00185 (sieve.go:12)	JCC	606
	0x00bf 00191 (sieve.go:11)	MOVQ	R8, main.primes.cap+56(SP)
	0x00c4 00196 (sieve.go:11)	MOVQ	DX, main.i+72(SP)
	0x00c9 00201 (sieve.go:11)	MOVQ	SI, main.primes.len+48(SP)
	0x00ce 00206 (sieve.go:11)	MOVQ	DI, main.primes.ptr+136(SP)
	0x00d6 00214 (sieve.go:12)	ADDQ	DX, AX
	0x00d9 00217 (sieve.go:12)	PCDATA	$1, $1
	0x00d9 00217 (sieve.go:12)	CALL	runtime.raceread(SB)
	0x00de 00222 (sieve.go:12)	MOVQ	main.i+72(SP), CX
	0x00e3 00227 (sieve.go:12)	MOVQ	main.composite.ptr+144(SP), DX
	0x00eb 00235 (sieve.go:12)	MOVBLZX	(DX)(CX*1), BX
	0x00ef 00239 (sieve.go:12)	TESTB	BL, BL
	0x00f1 00241 (sieve.go:12)	JEQ	274
	0x00f3 00243 (sieve.go:11)	MOVQ	main.n+176(SP), SI
	0x00fb 00251 (sieve.go:11)	MOVQ	main.primes.len+48(SP), AX
	0x0100 00256 (sieve.go:11)	MOVQ	main.primes.cap+56(SP), DX
	0x0105 00261 (sieve.go:11)	MOVQ	main.primes.ptr+136(SP), BX
	0x010d 00269 (sieve.go:13)	JMP	141
	0x0112 00274 (sieve.go:15)	MOVQ	main.primes.len+48(SP), BX
	0x0117 00279 (sieve.go:15)	LEAQ	1(BX), R8
	0x011b 00283 (sieve.go:15)	MOVQ	main.primes.cap+56(SP), R9
	0x0120 00288 (sieve.go:15)	CMPQ	R9, R8
	0x0123 00291 (sieve.go:15)	JCS	303
	0x0125 00293 (sieve.go:15)	MOVQ	main.primes.ptr+136(SP), AX
	0x012d 00301 (sieve.go:15)	JMP	345
	0x012f 00303 (sieve.go:15)	MOVQ	main.primes.ptr+136(SP), AX
	0x0137 00311 (sieve.go:15)	MOVQ	R8, BX
	0x013a 00314 (sieve.go:15)	MOVQ	R9, CX
	0x013d 00317 (sieve.go:15)	MOVL	$1, DI
	0x0142 00322 (sieve.go:15)	LEAQ	type:int(SB), SI
	0x0149 00329 (sieve.go:15)	PCDATA	$1, $2
	0x0149 00329 (sieve.go:15)	CALL	runtime.growslice(SB)
	0x014e 00334 (sieve.go:15)	MOVQ	CX, R9
	0x0151 00337 (sieve.go:15)	MOVQ	BX, R8
	0x0154 00340 (sieve.go:15)	MOVQ	main.primes.len+48(SP), BX
	0x0159 00345 (sieve.go:15)	MOVQ	R9, main..autotmp_35+88(SP)
	0x015e 00350 (sieve.go:15)	MOVQ	R8, main..autotmp_36+80(SP)
	0x0163 00355 (sieve.go:15)	MOVQ	AX, main..autotmp_37+152(SP)
	0x016b 00363 (sieve.go:15)	LEAQ	(AX)(BX*8), AX
	0x016f 00367 (sieve.go:15)	PCDATA	$1, $3
	0x016f 00367 (sieve.go:15)	CALL	runtime.racewrite(SB)
	0x0174 00372 (sieve.go:15)	MOVQ	main.primes.len+48(SP), CX
	0x0179 00377 (sieve.go:15)	MOVQ	main.i+72(SP), DX
	0x017e 00382 (sieve.go:15)	MOVQ	main..autotmp_37+152(SP), BX
	0x0186 00390 (sieve.go:15)	MOVQ	DX, (BX)(CX*8)
	0x018a 00394 (sieve.go:16)	MOVQ	DX, CX
	0x018d 00397 (sieve.go:16)	IMULQ	DX, DX
	0x0191 00401 (sieve.go:16)	JMP	466
	0x0193 00403 (sieve.go:16)	MOVQ	DX, main.j+64(SP)
	0x0198 00408 (sieve.go:6)	MOVQ	main.composite.ptr+144(SP), CX
	0x01a0 00416 (sieve.go:6)	LEAQ	(CX)(DX*1), AX
	0x01a4 00420 (sieve.go:6)	CALL	runtime.racewrite(SB)
	0x01a9 00425 (sieve.go:6)	MOVQ	main.j+64(SP), CX
	0x01ae 00430 (sieve.go:6)	MOVQ	main.composite.ptr+144(SP), DX
	0x01b6 00438 (sieve.go:6)	MOVB	$1, (DX)(CX*1)
	0x01ba 00442 (sieve.go:16)	MOVQ	main.i+72(SP), BX
	0x01bf 00447 (sieve.go:16)	ADDQ	BX, CX
	0x01c2 00450 (sieve.go:11)	MOVQ	main..autotmp_37+152(SP), BX
	0x01ca 00458 (sieve.go:16)	MOVQ	CX, DX
	0x01cd 00461 (sieve.go:16)	MOVQ	main.i+72(SP), CX
	0x01d2 00466 (sieve.go:16)	MOVQ	main.n+176(SP), SI
	0x01da 00474 (sieve.go:16)	CMPQ	SI, DX
	0x01dd 00477 (sieve.go:16)	JLT	492
	0x01df 00479 (sieve.go:17)	XCHGL	AX, AX
	0x01e0 00480 (sieve.go:6)	MOVQ	main..autotmp_34+96(SP), DI
	0x01e5 00485 (sieve.go:6)	CMPQ	DX, DI
	0x01e8 00488 (sieve.go:6)	JCS	403
	0x01ea 00490 (sieve.go:6)	JMP	601
	0x01ec 00492 (sieve.go:11)	MOVQ	main..autotmp_36+80(SP), AX
	0x01f1 00497 (sieve.go:11)	MOVQ	main..autotmp_35+88(SP), DX
	0x01f6 00502 (sieve.go:16)	JMP	141
	0x01fb 00507 (sieve.go:20)	LEAQ	+176(FP), DX
	0x0203 00515 (sieve.go:20)	SUBQ	SP, DX
	0x0206 00518 (sieve.go:20)	MOVQ	DI, BX
	0x0209 00521 (sieve.go:20)	SUBQ	SP, DI
	0x020c 00524 (sieve.go:20)	CMPQ	DI, DX
	0x020f 00527 (sieve.go:20)	JCC	551
	0x0211 00529 (sieve.go:20)	MOVL	$8, AX
	0x0216 00534 (sieve.go:20)	MOVQ	SI, CX
	0x0219 00537 (sieve.go:20)	PCDATA	$1, $0
	0x0219 00537 (sieve.go:20)	CALL	runtime.moveSliceNoCapNoScan(SB)
	0x021e 00542 (sieve.go:20)	MOVQ	BX, SI
	0x0221 00545 (sieve.go:20)	MOVQ	CX, R8
	0x0224 00548 (sieve.go:20)	MOVQ	AX, BX
	0x0227 00551 (sieve.go:20)	MOVQ	BX, main.primes.ptr+136(SP)
	0x022f 00559 (sieve.go:20)	MOVQ	SI, main.primes.len+48(SP)
	0x0234 00564 (sieve.go:20)	MOVQ	R8, main.primes.cap+56(SP)
	0x0239 00569 (sieve.go:20)	PCDATA	$1, $4
	0x0239 00569 (sieve.go:20)	CALL	runtime.racefuncexit(SB)
	0x023e 00574 (sieve.go:20)	MOVQ	main.primes.ptr+136(SP), AX
	0x0246 00582 (sieve.go:20)	MOVQ	main.primes.len+48(SP), BX
	0x024b 00587 (sieve.go:20)	MOVQ	main.primes.cap+56(SP), CX
	0x0250 00592 (sieve.go:20)	ADDQ	$160, SP
	0x0257 00599 (sieve.go:20)	POPQ	BP
	0x0258 00600 (sieve.go:20)	RET
	0x0259 00601 (sieve.go:6)	PCDATA	$1, $0
	0x0259 00601 (sieve.go:6)	PCDATA	$4, $8271
	0x0259 00601 (sieve.go:6)	CALL	runtime.panicBounds(SB)
	0x025e 00606 (sieve.go:12)	PCDATA	$4, $3663
	0x025e 00606 (sieve.go:12)	NOP
	0x0260 00608 (sieve.go:12)	CALL	runtime.panicBounds(SB)
	0x0265 00613 (sieve.go:12)	XCHGL	AX, AX
	0x0266 00614 (sieve.go:12)	NOP
	0x0266 00614 (sieve.go:8)	PCDATA	$1, $-1
	0x0266 00614 (sieve.go:8)	PCDATA	$0, $-2
	0x0266 00614 (sieve.go:8)	MOVQ	AX, 8(SP)
	0x026b 00619 (sieve.go:8)	CALL	runtime.morestack_noctxt(SB)
	0x0270 00624 (sieve.go:8)	PCDATA	$0, $-1
	0x0270 00624 (sieve.go:8)	MOVQ	8(SP), AX
	0x0275 00629 (sieve.go:8)	JMP	0
	0x0000 4c 8d 64 24 d8 4d 3b 66 10 0f 86 57 02 00 00 55  L.d$.M;f...W...U
	0x0010 48 89 e5 48 81 ec a0 00 00 00 48 89 84 24 b0 00  H..H......H..$..
	0x0020 00 00 48 8b 84 24 a8 00 00 00 e8 00 00 00 00 48  ..H..$.........H
	0x0030 8b 8c 24 b0 00 00 00 48 8d 59 01 48 89 5c 24 60  ..$....H.Y.H.\$`
	0x0040 48 83 fb 20 77 15 48 8d 54 24 68 44 0f 11 3a 44  H.. w.H.T$hD..:D
	0x0050 0f 11 7a 10 48 8d 44 24 68 eb 1c 48 8d 05 00 00  ..z.H.D$h..H....
	0x0060 00 00 48 89 d9 e8 00 00 00 00 48 8b 8c 24 b0 00  ..H.......H..$..
	0x0070 00 00 48 8b 5c 24 60 48 89 84 24 90 00 00 00 ba  ..H.\$`H..$.....
	0x0080 02 00 00 00 31 f6 31 ff 45 31 c0 eb 20 4c 8d 49  ....1.1.E1.. L.I
	0x0090 01 48 89 f1 48 89 c6 48 89 df 49 89 d0 48 8b 84  .H..H..H..I..H..
	0x00a0 24 90 00 00 00 48 8b 5c 24 60 4c 89 ca 48 39 d1  $....H.\$`L..H9.
	0x00b0 0f 8c 45 01 00 00 48 39 da 0f 83 9f 01 00 00 4c  ..E...H9.......L
	0x00c0 89 44 24 38 48 89 54 24 48 48 89 74 24 30 48 89  .D$8H.T$HH.t$0H.
	0x00d0 bc 24 88 00 00 00 48 01 d0 e8 00 00 00 00 48 8b  .$....H.......H.
	0x00e0 4c 24 48 48 8b 94 24 90 00 00 00 0f b6 1c 0a 84  L$HH..$.........
	0x00f0 db 74 1f 48 8b b4 24 b0 00 00 00 48 8b 44 24 30  .t.H..$....H.D$0
	0x0100 48 8b 54 24 38 48 8b 9c 24 88 00 00 00 e9 7b ff  H.T$8H..$.....{.
	0x0110 ff ff 48 8b 5c 24 30 4c 8d 43 01 4c 8b 4c 24 38  ..H.\$0L.C.L.L$8
	0x0120 4d 39 c1 72 0a 48 8b 84 24 88 00 00 00 eb 2a 48  M9.r.H..$.....*H
	0x0130 8b 84 24 88 00 00 00 4c 89 c3 4c 89 c9 bf 01 00  ..$....L..L.....
	0x0140 00 00 48 8d 35 00 00 00 00 e8 00 00 00 00 49 89  ..H.5.........I.
	0x0150 c9 49 89 d8 48 8b 5c 24 30 4c 89 4c 24 58 4c 89  .I..H.\$0L.L$XL.
	0x0160 44 24 50 48 89 84 24 98 00 00 00 48 8d 04 d8 e8  D$PH..$....H....
	0x0170 00 00 00 00 48 8b 4c 24 30 48 8b 54 24 48 48 8b  ....H.L$0H.T$HH.
	0x0180 9c 24 98 00 00 00 48 89 14 cb 48 89 d1 48 0f af  .$....H...H..H..
	0x0190 d2 eb 3f 48 89 54 24 40 48 8b 8c 24 90 00 00 00  ..?H.T$@H..$....
	0x01a0 48 8d 04 11 e8 00 00 00 00 48 8b 4c 24 40 48 8b  H........H.L$@H.
	0x01b0 94 24 90 00 00 00 c6 04 0a 01 48 8b 5c 24 48 48  .$........H.\$HH
	0x01c0 01 d9 48 8b 9c 24 98 00 00 00 48 89 ca 48 8b 4c  ..H..$....H..H.L
	0x01d0 24 48 48 8b b4 24 b0 00 00 00 48 39 d6 7c 0d 90  $HH..$....H9.|..
	0x01e0 48 8b 7c 24 60 48 39 fa 72 a9 eb 6d 48 8b 44 24  H.|$`H9.r..mH.D$
	0x01f0 50 48 8b 54 24 58 e9 92 fe ff ff 48 8d 94 24 b0  PH.T$X.....H..$.
	0x0200 00 00 00 48 29 e2 48 89 fb 48 29 e7 48 39 d7 73  ...H).H..H).H9.s
	0x0210 16 b8 08 00 00 00 48 89 f1 e8 00 00 00 00 48 89  ......H.......H.
	0x0220 de 49 89 c8 48 89 c3 48 89 9c 24 88 00 00 00 48  .I..H..H..$....H
	0x0230 89 74 24 30 4c 89 44 24 38 e8 00 00 00 00 48 8b  .t$0L.D$8.....H.
	0x0240 84 24 88 00 00 00 48 8b 5c 24 30 48 8b 4c 24 38  .$....H.\$0H.L$8
	0x0250 48 81 c4 a0 00 00 00 5d c3 e8 00 00 00 00 66 90  H......]......f.
	0x0260 e8 00 00 00 00 90 48 89 44 24 08 e8 00 00 00 00  ......H.D$......
	0x0270 48 8b 44 24 08 e9 86 fd ff ff                    H.D$......
	rel 43+4 t=R_CALL runtime.racefuncenter+0
	rel 94+4 t=R_PCREL type:bool+0
	rel 102+4 t=R_CALL runtime.makeslice+0
	rel 218+4 t=R_CALL runtime.raceread+0
	rel 325+4 t=R_PCREL type:int+0
	rel 330+4 t=R_CALL runtime.growslice+0
	rel 368+4 t=R_CALL runtime.racewrite+0
	rel 421+4 t=R_CALL runtime.racewrite+0
	rel 538+4 t=R_CALL runtime.moveSliceNoCapNoScan+0
	rel 570+4 t=R_CALL runtime.racefuncexit+0
	rel 602+4 t=R_CALL runtime.panicBounds+0
	rel 609+4 t=R_CALL runtime.panicBounds+0
	rel 620+4 t=R_CALL runtime.morestack_noctxt+0
main.main STEXT size=501 args=0x0 locals=0x70 funcid=0x0 align=0x0
	0x0000 00000 (sieve.go:23)	TEXT	main.main(SB), ABIInternal, $112-0
	0x0000 00000 (sieve.go:23)	CMPQ	SP, 16(R14)
	0x0004 00004 (sieve.go:23)	PCDATA	$0, $-2
	0x0004 00004 (sieve.go:23)	JLS	491
	0x000a 00010 (sieve.go:23)	PCDATA	$0, $-1
	0x000a 00010 (sieve.go:23)	PUSHQ	BP
	0x000b 00011 (sieve.go:23)	MOVQ	SP, BP
	0x000e 00014 (sieve.go:23)	SUBQ	$104, SP
	0x0012 00018 (sieve.go:23)	FUNCDATA	$0, gclocals·yr4yLQlPnRVKirpHM7hJfw==(SB)
	0x0012 00018 (sieve.go:23)	FUNCDATA	$1, gclocals·9OMwlPjuGfijZ/i6wAXXKw==(SB)
	0x0012 00018 (sieve.go:23)	MOVQ	+112(FP), AX
	0x0017 00023 (sieve.go:23)	PCDATA	$1, $0
	0x0017 00023 (sieve.go:23)	CALL	runtime.racefuncenter(SB)
	0x001c 00028 (<unknown line number>)	NOP
	0x001c 00028 (sieve.go:9)	LEAQ	type:bool(SB), AX
	0x0023 00035 (sieve.go:9)	MOVL	$1001, BX
	0x0028 00040 (sieve.go:9)	MOVQ	BX, CX
	0x002b 00043 (sieve.go:9)	CALL	runtime.makeslice(SB)
	0x0030 00048 (sieve.go:9)	MOVQ	AX, main..autotmp_38+96(SP)
	0x0035 00053 (sieve.go:9)	MOVL	$2, CX
	0x003a 00058 (sieve.go:9)	XORL	DX, DX
	0x003c 00060 (sieve.go:9)	XORL	BX, BX
	0x003e 00062 (sieve.go:9)	XORL	SI, SI
	0x0040 00064 (sieve.go:11)	JMP	96
	0x0042 00066 (sieve.go:11)	INCQ	CX
	0x0045 00069 (sieve.go:11)	MOVQ	AX, DX
	0x0048 00072 (sieve.go:12)	MOVQ	main..autotmp_38+96(SP), AX
	0x004d 00077 (sieve.go:11)	MOVQ	BX, DI
	0x0050 00080 (sieve.go:11)	MOVQ	SI, BX
	0x0053 00083 (sieve.go:11)	MOVQ	DI, SI
	0x0056 00086 (sieve.go:11)	NOP
	0x0060 00096 (sieve.go:11)	CMPQ	CX, $1000
	0x0067 00103 (sieve.go:11)	JGT	398
	0x006d 00109 (sieve.go:11)	MOVQ	SI, main.primes.cap+56(SP)
	0x0072 00114 (sieve.go:11)	MOVQ	DX, main.primes.len+48(SP)
	0x0077 00119 (sieve.go:11)	MOVQ	BX, main.primes.ptr+88(SP)
	0x007c 00124 (sieve.go:11)	MOVQ	CX, main.i+72(SP)
	0x0081 00129 (sieve.go:12)	ADDQ	CX, AX
	0x0084 00132 (sieve.go:12)	PCDATA	$1, $1
	0x0084 00132 (sieve.go:12)	CALL	runtime.raceread(SB)
	0x0089 00137 (sieve.go:12)	MOVQ	main.i+72(SP), CX
	0x008e 00142 (sieve.go:12)	MOVQ	main..autotmp_38+96(SP), DX
	0x0093 00147 (sieve.go:12)	MOVBLZX	(DX)(CX*1), BX
	0x0097 00151 (sieve.go:12)	TESTB	BL, BL
	0x0099 00153 (sieve.go:12)	JEQ	172
	0x009b 00155 (sieve.go:11)	MOVQ	main.primes.len+48(SP), AX
	0x00a0 00160 (sieve.go:11)	MOVQ	main.primes.cap+56(SP), BX
	0x00a5 00165 (sieve.go:11)	MOVQ	main.primes.ptr+88(SP), SI
	0x00aa 00170 (sieve.go:13)	JMP	66
	0x00ac 00172 (sieve.go:15)	MOVQ	main.primes.len+48(SP), BX
	0x00b1 00177 (sieve.go:15)	LEAQ	1(BX), R8
	0x00b5 00181 (sieve.go:15)	MOVQ	main.primes.cap+56(SP), R9
	0x00ba 00186 (sieve.go:15)	CMPQ	R9, R8
	0x00bd 00189 (sieve.go:15)	JCS	198
	0x00bf 00191 (sieve.go:15)	MOVQ	main.primes.ptr+88(SP), AX
	0x00c4 00196 (sieve.go:15)	JMP	240
	0x00c6 00198 (sieve.go:15)	MOVQ	main.primes.ptr+88(SP), AX
	0x00cb 00203 (sieve.go:15)	MOVQ	R8, BX
	0x00ce 00206 (sieve.go:15)	MOVQ	R9, CX
	0x00d1 00209 (sieve.go:15)	MOVL	$1, DI
	0x00d6 00214 (sieve.go:15)	LEAQ	type:int(SB), SI
	0x00dd 00221 (sieve.go:15)	PCDATA	$1, $2
	0x00dd 00221 (sieve.go:15)	NOP
	0x00e0 00224 (sieve.go:15)	CALL	runtime.growslice(SB)
	0x00e5 00229 (sieve.go:15)	MOVQ	CX, R9
	0x00e8 00232 (sieve.go:15)	MOVQ	BX, R8
	0x00eb 00235 (sieve.go:15)	MOVQ	main.primes.len+48(SP), BX
	0x00f0 00240 (sieve.go:15)	MOVQ	R9, main.primes.cap+56(SP)
	0x00f5 00245 (sieve.go:15)	MOVQ	R8, main..autotmp_39+80(SP)
	0x00fa 00250 (sieve.go:15)	MOVQ	AX, main.primes.ptr+88(SP)
	0x00ff 00255 (sieve.go:15)	LEAQ	(AX)(BX*8), AX
	0x0103 00259 (sieve.go:15)	PCDATA	$1, $1
	0x0103 00259 (sieve.go:15)	CALL	runtime.racewrite(SB)
	0x0108 00264 (sieve.go:15)	MOVQ	main.primes.len+48(SP), CX
	0x010d 00269 (sieve.go:15)	MOVQ	main.i+72(SP), DX
	0x0112 00274 (sieve.go:15)	MOVQ	main.primes.ptr+88(SP), BX
	0x0117 00279 (sieve.go:15)	MOVQ	DX, (BX)(CX*8)
	0x011b 00283 (sieve.go:16)	MOVQ	DX, CX
	0x011e 00286 (sieve.go:16)	IMULQ	DX, DX
	0x0122 00290 (sieve.go:16)	JMP	352
	0x0124 00292 (sieve.go:16)	MOVQ	DX, main.j+64(SP)
	0x0129 00297 (sieve.go:6)	MOVQ	main..autotmp_38+96(SP), CX
	0x012e 00302 (sieve.go:6)	LEAQ	(DX)(CX*1), AX
	0x0132 00306 (sieve.go:6)	CALL	runtime.racewrite(SB)
	0x0137 00311 (sieve.go:6)	MOVQ	main.j+64(SP), CX
	0x013c 00316 (sieve.go:6)	MOVQ	main..autotmp_38+96(SP), DX
	0x0141 00321 (sieve.go:6)	MOVB	$1, (DX)(CX*1)
	0x0145 00325 (sieve.go:16)	MOVQ	main.i+72(SP), BX
	0x014a 00330 (sieve.go:16)	ADDQ	BX, CX
	0x014d 00333 (sieve.go:11)	MOVQ	main.primes.ptr+88(SP), BX
	0x0152 00338 (sieve.go:16)	MOVQ	CX, DX
	0x0155 00341 (sieve.go:16)	MOVQ	main.i+72(SP), CX
	0x015a 00346 (sieve.go:16)	NOP
	0x0160 00352 (sieve.go:16)	CMPQ	DX, $1000
	0x0167 00359 (sieve.go:16)	JGT	373
	0x0169 00361 (sieve.go:17)	XCHGL	AX, AX
	0x016a 00362 (sieve.go:6)	CMPQ	DX, $1001
	0x0171 00369 (sieve.go:6)	JCS	292
	0x0173 00371 (sieve.go:6)	JMP	478
	0x0175 00373 (sieve.go:12)	MOVQ	main..autotmp_38+96(SP), DX
	0x017a 00378 (sieve.go:11)	MOVQ	main..autotmp_39+80(SP), AX
	0x017f 00383 (sieve.go:11)	MOVQ	main.primes.cap+56(SP), BX
	0x0184 00388 (sieve.go:11)	MOVQ	main.primes.ptr+88(SP), SI
	0x0189 00393 (sieve.go:16)	JMP	66
	0x018e 00398 (sieve.go:23)	LEAQ	+120(FP), SI
	0x0193 00403 (sieve.go:23)	SUBQ	SP, SI
	0x0196 00406 (sieve.go:23)	MOVQ	BX, DI
	0x0199 00409 (sieve.go:23)	SUBQ	SP, DI
	0x019c 00412 (sieve.go:23)	NOP
	0x01a0 00416 (sieve.go:23)	CMPQ	DI, SI
	0x01a3 00419 (sieve.go:23)	JCC	437
	0x01a5 00421 (sieve.go:23)	MOVL	$8, AX
	0x01aa 00426 (sieve.go:23)	MOVQ	DX, CX
	0x01ad 00429 (sieve.go:23)	PCDATA	$1, $0
	0x01ad 00429 (sieve.go:23)	CALL	runtime.moveSliceNoCapNoScan(SB)
	0x01b2 00434 (sieve.go:23)	MOVQ	BX, DX
	0x01b5 00437 (sieve.go:23)	MOVQ	DX, main.primes.len+48(SP)
	0x01ba 00442 (sieve.go:23)	CALL	runtime.printlock(SB)
	0x01bf 00447 (sieve.go:23)	MOVQ	main.primes.len+48(SP), AX
	0x01c4 00452 (sieve.go:23)	CALL	runtime.printint(SB)
	0x01c9 00457 (sieve.go:23)	CALL	runtime.printnl(SB)
	0x01ce 00462 (sieve.go:23)	CALL	runtime.printunlock(SB)
	0x01d3 00467 (sieve.go:23)	CALL	runtime.racefuncexit(SB)
	0x01d8 00472 (sieve.go:23)	ADDQ	$104, SP
	0x01dc 00476 (sieve.go:23)	POPQ	BP
	0x01dd 00477 (sieve.go:23)	RET
	0x01de 00478 (sieve.go:6)	MOVQ	$1001, AX
	0x01e5 00485 (sieve.go:6)	PCDATA	$4, $207
	0x01e5 00485 (sieve.go:6)	CALL	runtime.panicBounds(SB)
	0x01ea 00490 (sieve.go:6)	XCHGL	AX, AX
	0x01eb 00491 (sieve.go:6)	NOP
	0x01eb 00491 (sieve.go:23)	PCDATA	$1, $-1
	0x01eb 00491 (sieve.go:23)	PCDATA	$0, $-2
	0x01eb 00491 (sieve.go:23)	CALL	runtime.morestack_noctxt(SB)
	0x01f0 00496 (sieve.go:23)	PCDATA	$0, $-1
	0x01f0 00496 (sieve.go:23)	JMP	0
	0x0000 49 3b 66 10 0f 86 e1 01 00 00 55 48 89 e5 48 83  I;f.......UH..H.
	0x0010 ec 68 48 8b 44 24 70 e8 00 00 00 00 48 8d 05 00  .hH.D$p.....H...
	0x0020 00 00 00 bb e9 03 00 00 48 89 d9 e8 00 00 00 00  ........H.......
	0x0030 48 89 44 24 60 b9 02 00 00 00 31 d2 31 db 31 f6  H.D$`.....1.1.1.
	0x0040 eb 1e 48 ff c1 48 89 c2 48 8b 44 24 60 48 89 df  ..H..H..H.D$`H..
	0x0050 48 89 f3 48 89 fe 66 0f 1f 84 00 00 00 00 00 90  H..H..f.........
	0x0060 48 81 f9 e8 03 00 00 0f 8f 21 01 00 00 48 89 74  H........!...H.t
	0x0070 24 38 48 89 54 24 30 48 89 5c 24 58 48 89 4c 24  $8H.T$0H.\$XH.L$
	0x0080 48 48 01 c8 e8 00 00 00 00 48 8b 4c 24 48 48 8b  HH.......H.L$HH.
	0x0090 54 24 60 0f b6 1c 0a 84 db 74 11 48 8b 44 24 30  T$`......t.H.D$0
	0x00a0 48 8b 5c 24 38 48 8b 74 24 58 eb 96 48 8b 5c 24  H.\$8H.t$X..H.\$
	0x00b0 30 4c 8d 43 01 4c 8b 4c 24 38 4d 39 c1 72 07 48  0L.C.L.L$8M9.r.H
	0x00c0 8b 44 24 58 eb 2a 48 8b 44 24 58 4c 89 c3 4c 89  .D$X.*H.D$XL..L.
	0x00d0 c9 bf 01 00 00 00 48 8d 35 00 00 00 00 0f 1f 00  ......H.5.......
	0x00e0 e8 00 00 00 00 49 89 c9 49 89 d8 48 8b 5c 24 30  .....I..I..H.\$0
	0x00f0 4c 89 4c 24 38 4c 89 44 24 50 48 89 44 24 58 48  L.L$8L.D$PH.D$XH
	0x0100 8d 04 d8 e8 00 00 00 00 48 8b 4c 24 30 48 8b 54  ........H.L$0H.T
	0x0110 24 48 48 8b 5c 24 58 48 89 14 cb 48 89 d1 48 0f  $HH.\$XH...H..H.
	0x0120 af d2 eb 3c 48 89 54 24 40 48 8b 4c 24 60 48 8d  ...<H.T$@H.L$`H.
	0x0130 04 0a e8 00 00 00 00 48 8b 4c 24 40 48 8b 54 24  .......H.L$@H.T$
	0x0140 60 c6 04 0a 01 48 8b 5c 24 48 48 01 d9 48 8b 5c  `....H.\$HH..H.\
	0x0150 24 58 48 89 ca 48 8b 4c 24 48 66 0f 1f 44 00 00  $XH..H.L$Hf..D..
	0x0160 48 81 fa e8 03 00 00 7f 0c 90 48 81 fa e9 03 00  H.........H.....
	0x0170 00 72 b1 eb 69 48 8b 54 24 60 48 8b 44 24 50 48  .r..iH.T$`H.D$PH
	0x0180 8b 5c 24 38 48 8b 74 24 58 e9 b4 fe ff ff 48 8d  .\$8H.t$X.....H.
	0x0190 74 24 78 48 29 e6 48 89 df 48 29 e7 0f 1f 40 00  t$xH).H..H)...@.
	0x01a0 48 39 f7 73 10 b8 08 00 00 00 48 89 d1 e8 00 00  H9.s......H.....
	0x01b0 00 00 48 89 da 48 89 54 24 30 e8 00 00 00 00 48  ..H..H.T$0.....H
	0x01c0 8b 44 24 30 e8 00 00 00 00 e8 00 00 00 00 e8 00  .D$0............
	0x01d0 00 00 00 e8 00 00 00 00 48 83 c4 68 5d c3 48 c7  ........H..h].H.
	0x01e0 c0 e9 03 00 00 e8 00 00 00 00 90 e8 00 00 00 00  ................
	0x01f0 e9 0b fe ff ff                                   .....
	rel 24+4 t=R_CALL runtime.racefuncenter+0
	rel 31+4 t=R_PCREL type:bool+0
	rel 44+4 t=R_CALL runtime.makeslice+0
	rel 133+4 t=R_CALL runtime.raceread+0
	rel 217+4 t=R_PCREL type:int+0
	rel 225+4 t=R_CALL runtime.growslice+0
	rel 260+4 t=R_CALL runtime.racewrite+0
	rel 307+4 t=R_CALL runtime.racewrite+0
	rel 430+4 t=R_CALL runtime.moveSliceNoCapNoScan+0
	rel 443+4 t=R_CALL runtime.printlock+0
	rel 453+4 t=R_CALL runtime.printint+0
	rel 458+4 t=R_CALL runtime.printnl+0
	rel 463+4 t=R_CALL runtime.printunlock+0
	rel 468+4 t=R_CALL runtime.racefuncexit+0
	rel 486+4 t=R_CALL runtime.panicBounds+0
	rel 492+4 t=R_CALL runtime.morestack_noctxt+0
go:cuinfo.producer.main SDWARFCUINFO dupok size=0
	0x0000 2d 72 61 63 65 20 72 65 67 61 62 69              -race regabi
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
type:.importpath.main. SRODATA dupok size=6
	0x0000 00 04 6d 61 69 6e                                ..main
type:.namedata._- SRODATA dupok size=3
	0x0000 00 01 5f                                         .._
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
main.mark.argliveinfo SRODATA static dupok size=3
	0x0000 00 00 0b                                         ...
gclocals·Dj7m7VTqKq6fxJqfrrXabg== SRODATA dupok size=8
	0x0000 05 00 00 00 00 00 00 00                          ........
gclocals·wPAMvJ7h1ak7z1abp8dpqQ== SRODATA dupok size=13
	0x0000 05 00 00 00 03 00 00 00 00 03 02 06 01           .............
main.sieve.arginfo1 SRODATA static dupok size=3
	0x0000 00 08 ff                                         ...
main.sieve.argliveinfo SRODATA static dupok size=2
	0x0000 00 00                                            ..
gclocals·yr4yLQlPnRVKirpHM7hJfw== SRODATA dupok size=8
	0x0000 03 00 00 00 00 00 00 00                          ........
gclocals·9OMwlPjuGfijZ/i6wAXXKw== SRODATA dupok size=11
	0x0000 03 00 00 00 02 00 00 00 00 03 02                 ...........
