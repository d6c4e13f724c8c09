main.lookup STEXT size=86 args=0x18 locals=0x28 funcid=0x0 align=0x0
	0x0000 00000 (lookup.go:4)	TEXT	main.lookup(SB), ABIInternal, $40-24
	0x0000 00000 (lookup.go:4)	CMPQ	SP, 16(R14)
	0x0004 00004 (lookup.go:4)	PCDATA	$0, $-2
	0x0004 00004 (lookup.go:4)	JLS	49
	0x0006 00006 (lookup.go:4)	PCDATA	$0, $-1
	0x0006 00006 (lookup.go:4)	PUSHQ	BP
	0x0007 00007 (lookup.go:4)	MOVQ	SP, BP
	0x000a 00010 (lookup.go:4)	SUBQ	$32, SP
	0x000e 00014 (lookup.go:4)	MOVQ	BX, main.k+56(FP)
	0x0013 00019 (lookup.go:4)	FUNCDATA	$0, gclocals·TswRR9Pia9Wsluv5u1sUnA==(SB)
	0x0013 00019 (lookup.go:4)	FUNCDATA	$1, gclocals·J26BEvPExEQhJvjp9E8Whg==(SB)
	0x0013 00019 (lookup.go:4)	FUNCDATA	$5, main.lookup.arginfo1(SB)
	0x0013 00019 (lookup.go:4)	FUNCDATA	$6, main.lookup.argliveinfo(SB)
	0x0013 00019 (lookup.go:4)	PCDATA	$3, $1
	0x0013 00019 (lookup.go:5)	MOVQ	CX, DI
	0x0016 00022 (lookup.go:5)	MOVQ	BX, CX
	0x0019 00025 (lookup.go:5)	MOVQ	AX, BX
	0x001c 00028 (lookup.go:5)	LEAQ	type:map[string]int(SB), AX
	0x0023 00035 (lookup.go:5)	PCDATA	$1, $1
	0x0023 00035 (lookup.go:5)	CALL	runtime.mapaccess2_faststr(SB)
	0x0028 00040 (lookup.go:5)	MOVQ	(AX), AX
	0x002b 00043 (lookup.go:6)	ADDQ	$32, SP
	0x002f 00047 (lookup.go:6)	POPQ	BP
	0x0030 00048 (lookup.go:6)	RET
	0x0031 00049 (lookup.go:6)	NOP
	0x0031 00049 (lookup.go:4)	PCDATA	$1, $-1
	0x0031 00049 (lookup.go:4)	PCDATA	$0, $-2
	0x0031 00049 (lookup.go:4)	MOVQ	AX, 8(SP)
	0x0036 00054 (lookup.go:4)	MOVQ	BX, 16(SP)
	0x003b 00059 (lookup.go:4)	MOVQ	CX, 24(SP)
	0x0040 00064 (lookup.go:4)	CALL	runtime.morestack_noctxt(SB)
	0x0045 00069 (lookup.go:4)	PCDATA	$0, $-1
	0x0045 00069 (lookup.go:4)	MOVQ	8(SP), AX
	0x004a 00074 (lookup.go:4)	MOVQ	16(SP), BX
	0x004f 00079 (lookup.go:4)	MOVQ	24(SP), CX
	0x0054 00084 (lookup.go:4)	JMP	0
	0x0000 49 3b 66 10 76 2b 55 48 89 e5 48 83 ec 20 48 89  I;f.v+UH..H.. H.
	0x0010 5c 24 38 48 89 cf 48 89 d9 48 89 c3 48 8d 05 00  \$8H..H..H..H...
	0x0020 00 00 00 e8 00 00 00 00 48 8b 00 48 83 c4 20 5d  ........H..H.. ]
	0x0030 c3 48 89 44 24 08 48 89 5c 24 10 48 89 4c 24 18  .H.D$.H.\$.H.L$.
	0x0040 e8 00 00 00 00 48 8b 44 24 08 48 8b 5c 24 10 48  .....H.D$.H.\$.H
	0x0050 8b 4c 24 18 eb aa                                .L$...
	rel 31+4 t=R_PCREL type:map[string]int+0
	rel 36+4 t=R_CALL runtime.mapaccess2_faststr+0
	rel 65+4 t=R_CALL runtime.morestack_noctxt+0
main.main STEXT size=280 args=0x0 locals=0x130 funcid=0x0 align=0x0
	0x0000 00000 (lookup.go:9)	TEXT	main.main(SB), ABIInternal, $304-0
	0x0000 00000 (lookup.go:9)	LEAQ	-176(SP), R12
	0x0008 00008 (lookup.go:9)	CMPQ	R12, 16(R14)
	0x000c 00012 (lookup.go:9)	PCDATA	$0, $-2
	0x000c 00012 (lookup.go:9)	JLS	270
	0x0012 00018 (lookup.go:9)	PCDATA	$0, $-1
	0x0012 00018 (lookup.go:9)	PUSHQ	BP
	0x0013 00019 (lookup.go:9)	MOVQ	SP, BP
	0x0016 00022 (lookup.go:9)	SUBQ	$296, SP
	0x001d 00029 (lookup.go:9)	FUNCDATA	$0, gclocals·J26BEvPExEQhJvjp9E8Whg==(SB)
	0x001d 00029 (lookup.go:9)	FUNCDATA	$1, gclocals·HbYGYygdU4WQKuS4i5491A==(SB)
	0x001d 00029 (lookup.go:9)	FUNCDATA	$2, main.main.stkobj(SB)
	0x001d 00029 (lookup.go:10)	LEAQ	main..autotmp_14+248(SP), AX
	0x0025 00037 (lookup.go:10)	MOVUPS	X15, (AX)
	0x0029 00041 (lookup.go:10)	MOVUPS	X15, 16(AX)
	0x002e 00046 (lookup.go:10)	MOVUPS	X15, 32(AX)
	0x0033 00051 (lookup.go:10)	LEAQ	main..autotmp_15+48(SP), AX
	0x0038 00056 (lookup.go:10)	MOVL	$3, CX
	0x003d 00061 (lookup.go:10)	MOVUPS	X15, (AX)
	0x0041 00065 (lookup.go:10)	MOVUPS	X15, 16(AX)
	0x0046 00070 (lookup.go:10)	MOVUPS	X15, 32(AX)
	0x004b 00075 (lookup.go:10)	MOVUPS	X15, 48(AX)
	0x0050 00080 (lookup.go:10)	ADDQ	$64, AX
	0x0054 00084 (lookup.go:10)	DECL	CX
	0x0056 00086 (lookup.go:10)	JNE	61
	0x0058 00088 (lookup.go:10)	MOVUPS	X15, -8(AX)
	0x005d 00093 (lookup.go:10)	MOVQ	$-9187201950435737472, AX
	0x0067 00103 (lookup.go:10)	MOVQ	AX, main..autotmp_15+48(SP)
	0x006c 00108 (lookup.go:10)	LEAQ	main..autotmp_15+48(SP), AX
	0x0071 00113 (lookup.go:10)	MOVQ	AX, main..autotmp_14+264(SP)
	0x0079 00121 (lookup.go:10)	PCDATA	$1, $1
	0x0079 00121 (lookup.go:10)	CALL	runtime.rand(SB)
	0x007e 00126 (lookup.go:10)	MOVQ	AX, main..autotmp_14+256(SP)
	0x0086 00134 (lookup.go:10)	LEAQ	type:map[string]int(SB), AX
	0x008d 00141 (lookup.go:10)	LEAQ	main..autotmp_14+248(SP), BX
	0x0095 00149 (lookup.go:10)	LEAQ	go:string."a"(SB), CX
	0x009c 00156 (lookup.go:10)	MOVL	$1, DI
	0x00a1 00161 (lookup.go:10)	CALL	runtime.mapassign_faststr(SB)
	0x00a6 00166 (lookup.go:10)	MOVQ	$1, (AX)
	0x00ad 00173 (<unknown line number>)	NOP
	0x00ad 00173 (lookup.go:5)	LEAQ	type:map[string]int(SB), AX
	0x00b4 00180 (lookup.go:5)	LEAQ	main..autotmp_14+248(SP), BX
	0x00bc 00188 (lookup.go:5)	LEAQ	go:string."a"(SB), CX
	0x00c3 00195 (lookup.go:5)	MOVL	$1, DI
	0x00c8 00200 (lookup.go:5)	PCDATA	$1, $0
	0x00c8 00200 (lookup.go:5)	CALL	runtime.mapaccess2_faststr(SB)
	0x00cd 00205 (lookup.go:5)	MOVB	BL, main.ok+39(SP)
	0x00d1 00209 (lookup.go:5)	MOVQ	(AX), AX
	0x00d4 00212 (lookup.go:5)	MOVQ	AX, main.v+40(SP)
	0x00d9 00217 (lookup.go:11)	CALL	runtime.printlock(SB)
	0x00de 00222 (lookup.go:11)	MOVQ	main.v+40(SP), AX
	0x00e3 00227 (lookup.go:11)	CALL	runtime.printint(SB)
	0x00e8 00232 (lookup.go:11)	CALL	runtime.printsp(SB)
	0x00ed 00237 (lookup.go:11)	MOVBLZX	main.ok+39(SP), AX
	0x00f2 00242 (lookup.go:11)	CALL	runtime.printbool(SB)
	0x00f7 00247 (lookup.go:11)	CALL	runtime.printnl(SB)
	0x00fc 00252 (lookup.go:11)	NOP
	0x0100 00256 (lookup.go:11)	CALL	runtime.printunlock(SB)
	0x0105 00261 (lookup.go:12)	ADDQ	$296, SP
	0x010c 00268 (lookup.go:12)	POPQ	BP
	0x010d 00269 (lookup.go:12)	RET
	0x010e 00270 (lookup.go:12)	NOP
	0x010e 00270 (lookup.go:9)	PCDATA	$1, $-1
	0x010e 00270 (lookup.go:9)	PCDATA	$0, $-2
	0x010e 00270 (lookup.go:9)	CALL	runtime.morestack_noctxt(SB)
	0x0113 00275 (lookup.go:9)	PCDATA	$0, $-1
	0x0113 00275 (lookup.go:9)	JMP	0
	0x0000 4c 8d a4 24 50 ff ff ff 4d 3b 66 10 0f 86 fc 00  L..$P...M;f.....
	0x0010 00 00 55 48 89 e5 48 81 ec 28 01 00 00 48 8d 84  ..UH..H..(...H..
	0x0020 24 f8 00 00 00 44 0f 11 38 44 0f 11 78 10 44 0f  $....D..8D..x.D.
	0x0030 11 78 20 48 8d 44 24 30 b9 03 00 00 00 44 0f 11  .x H.D$0.....D..
	0x0040 38 44 0f 11 78 10 44 0f 11 78 20 44 0f 11 78 30  8D..x.D..x D..x0
	0x0050 48 83 c0 40 ff c9 75 e5 44 0f 11 78 f8 48 b8 80  H..@..u.D..x.H..
	0x0060 80 80 80 80 80 80 80 48 89 44 24 30 48 8d 44 24  .......H.D$0H.D$
	0x0070 30 48 89 84 24 08 01 00 00 e8 00 00 00 00 48 89  0H..$.........H.
	0x0080 84 24 00 01 00 00 48 8d 05 00 00 00 00 48 8d 9c  .$....H......H..
	0x0090 24 f8 00 00 00 48 8d 0d 00 00 00 00 bf 01 00 00  $....H..........
	0x00a0 00 e8 00 00 00 00 48 c7 00 01 00 00 00 48 8d 05  ......H......H..
	0x00b0 00 00 00 00 48 8d 9c 24 f8 00 00 00 48 8d 0d 00  ....H..$....H...
	0x00c0 00 00 00 bf 01 00 00 00 e8 00 00 00 00 88 5c 24  ..............\$
	0x00d0 27 48 8b 00 48 89 44 24 28 e8 00 00 00 00 48 8b  'H..H.D$(.....H.
	0x00e0 44 24 28 e8 00 00 00 00 e8 00 00 00 00 0f b6 44  D$(............D
	0x00f0 24 27 e8 00 00 00 00 e8 00 00 00 00 0f 1f 40 00  $'............@.
	0x0100 e8 00 00 00 00 48 81 c4 28 01 00 00 5d c3 e8 00  .....H..(...]...
	0x0110 00 00 00 e9 e8 fe ff ff                          ........
	rel 122+4 t=R_CALL runtime.rand+0
	rel 137+4 t=R_PCREL type:map[string]int+0
	rel 152+4 t=R_PCREL go:string."a"+0
	rel 162+4 t=R_CALL runtime.mapassign_faststr+0
	rel 176+4 t=R_PCREL type:map[string]int+0
	rel 191+4 t=R_PCREL go:string."a"+0
	rel 201+4 t=R_CALL runtime.mapaccess2_faststr+0
	rel 218+4 t=R_CALL runtime.printlock+0
	rel 228+4 t=R_CALL runtime.printint+0
	rel 233+4 t=R_CALL runtime.printsp+0
	rel 243+4 t=R_CALL runtime.printbool+0
	rel 248+4 t=R_CALL runtime.printnl+0
	rel 257+4 t=R_CALL runtime.printunlock+0
	rel 271+4 t=R_CALL runtime.morestack_noctxt+0
go:cuinfo.producer.main SDWARFCUINFO dupok size=0
	0x0000 2d 42 20 72 65 67 61 62 69                       -B regabi
go:cuinfo.packagename.main SDWARFCUINFO dupok size=0
	0x0000 6d 61 69 6e                                      main
go:info.main.lookup$abstract SDWARFABSFCN dupok size=50
	0x0000 05 6d 61 69 6e 2e 6c 6f 6f 6b 75 70 00 01 04 01  .main.lookup....
	0x0010 22 6d 00 00 00 00 00 00 22 6b 00 00 00 00 00 00  "m......"k......
	0x0020 21 76 00 05 00 00 00 00 21 6f 6b 00 05 00 00 00  !v......!ok.....
	0x0030 00 00                                            ..
	rel 20+4 t=R_DWARFSECREF go:info.map[string]int+0
	rel 28+4 t=R_DWARFSECREF go:info.string+0
	rel 36+4 t=R_DWARFSECREF go:info.int+0
	rel 45+4 t=R_DWARFSECREF go:info.bool+0
main..inittask SNOPTRDATA size=8
	0x0000 00 00 00 00 00 00 00 00                          ........
runtime.memequal64·f SRODATA dupok size=8
	0x0000 00 00 00 00 00 00 00 00                          ........
	rel 0+8 t=R_ADDR runtime.memequal64+0
runtime.gcbits.0100000000000000 SRODATA dupok size=8
	0x0000 01 00 00 00 00 00 00 00                          ........
type:.namedata.*map[string]int- SRODATA dupok size=17
	0x0000 00 0f 2a 6d 61 70 5b 73 74 72 69 6e 67 5d 69 6e  ..*map[string]in
	0x0010 74                                               t
type:*map[string]int SRODATA dupok size=56
	0x0000 08 00 00 00 00 00 00 00 08 00 00 00 00 00 00 00  ................
	0x0010 71 01 0c 2c 28 08 08 16 00 00 00 00 00 00 00 00  q..,(...........
	0x0020 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  ................
	0x0030 00 00 00 00 00 00 00 00                          ........
	rel 24+8 t=R_ADDR runtime.memequal64·f+0
	rel 32+8 t=R_ADDR runtime.gcbits.0100000000000000+0
	rel 40+4 t=R_ADDROFF type:.namedata.*map[string]int-+0
	rel 48+8 t=R_ADDR type:map[string]int+0
type:.namedata.*map.group[string]int- SRODATA dupok size=23
	0x0000 00 15 2a 6d 61 70 2e 67 72 6f 75 70 5b 73 74 72  ..*map.group[str
	0x0010 69 6e 67 5d 69 6e 74                             ing]int
type:noalg.*map.group[string]int SRODATA dupok size=56
	0x0000 08 00 00 00 00 00 00 00 08 00 00 00 00 00 00 00  ................
	0x0010 d6 22 5d 15 20 08 08 16 00 00 00 00 00 00 00 00  ."]. ...........
	0x0020 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  ................
	0x0030 00 00 00 00 00 00 00 00                          ........
	rel 32+8 t=R_ADDR runtime.gcbits.0100000000000000+0
	rel 40+4 t=R_ADDROFF type:.namedata.*map.group[string]int-+0
	rel 48+8 t=R_ADDR type:noalg.map.group[string]int+0
runtime.gcbits.9224490000000000 SRODATA dupok size=8
	0x0000 92 24 49 00 00 00 00 00                          .$I.....
type:.namedata.*[8]struct { key string; elem int }- SRODATA dupok size=37
	0x0000 00 23 2a 5b 38 5d 73 74 72 75 63 74 20 7b 20 6b  .#*[8]struct { k
	0x0010 65 79 20 73 74 72 69 6e 67 3b 20 65 6c 65 6d 20  ey string; elem 
	0x0020 69 6e 74 20 7d                                   int }
type:noalg.*[8]struct { key string; elem int } SRODATA dupok size=56
	0x0000 08 00 00 00 00 00 00 00 08 00 00 00 00 00 00 00  ................
	0x0010 d9 db f8 4f 20 08 08 16 00 00 00 00 00 00 00 00  ...O ...........
	0x0020 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  ................
	0x0030 00 00 00 00 00 00 00 00                          ........
	rel 32+8 t=R_ADDR runtime.gcbits.0100000000000000+0
	rel 40+4 t=R_ADDROFF type:.namedata.*[8]struct { key string; elem int }-+0
	rel 48+8 t=R_ADDR type:noalg.[8]struct { key string; elem int }+0
runtime.gcbits.4992240000000000 SRODATA dupok size=8
	0x0000 49 92 24 00 00 00 00 00                          I.$.....
type:.namedata.*struct { key string; elem int }- SRODATA dupok size=34
	0x0000 00 20 2a 73 74 72 75 63 74 20 7b 20 6b 65 79 20  . *struct { key 
	0x0010 73 74 72 69 6e 67 3b 20 65 6c 65 6d 20 69 6e 74  string; elem int
	0x0020 20 7d                                             }
type:noalg.*struct { key string; elem int } SRODATA dupok size=56
	0x0000 08 00 00 00 00 00 00 00 08 00 00 00 00 00 00 00  ................
	0x0010 a5 29 d2 a0 20 08 08 16 00 00 00 00 00 00 00 00  .).. ...........
	0x0020 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  ................
	0x0030 00 00 00 00 00 00 00 00                          ........
	rel 32+8 t=R_ADDR runtime.gcbits.0100000000000000+0
	rel 40+4 t=R_ADDROFF type:.namedata.*struct { key string; elem int }-+0
	rel 48+8 t=R_ADDR type:noalg.struct { key string; elem int }+0
type:.importpath.. SRODATA dupok size=2
	0x0000 00 00                                            ..
type:.namedata.key- SRODATA dupok size=5
	0x0000 00 03 6b 65 79                                   ..key
type:.namedata.elem- SRODATA dupok size=6
	0x0000 00 04 65 6c 65 6d                                ..elem
type:noalg.struct { key string; elem int } SRODATA dupok size=128
	0x0000 18 00 00 00 00 00 00 00 08 00 00 00 00 00 00 00  ................
	0x0010 27 5f 86 81 02 08 08 19 00 00 00 00 00 00 00 00  '_..............
	0x0020 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  ................
	0x0030 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  ................
	0x0040 02 00 00 00 00 00 00 00 02 00 00 00 00 00 00 00  ................
	0x0050 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  ................
	0x0060 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  ................
	0x0070 00 00 00 00 00 00 00 00 10 00 00 00 00 00 00 00  ................
	rel 32+8 t=R_ADDR runtime.gcbits.0100000000000000+0
	rel 40+4 t=R_ADDROFF type:.namedata.*struct { key string; elem int }-+0
	rel 44+4 t=RelocType(-32763) type:noalg.*struct { key string; elem int }+0
	rel 48+8 t=R_ADDR type:.importpath..+0
	rel 56+8 t=R_ADDR type:noalg.struct { key string; elem int }+80
	rel 80+8 t=R_ADDR type:.namedata.key-+0
	rel 88+8 t=R_ADDR type:string+0
	rel 104+8 t=R_ADDR type:.namedata.elem-+0
	rel 112+8 t=R_ADDR type:int+0
type:.namedata.*[]struct { key string; elem int }- SRODATA dupok size=36
	0x0000 00 22 2a 5b 5d 73 74 72 75 63 74 20 7b 20 6b 65  ."*[]struct { ke
	0x0010 79 20 73 74 72 69 6e 67 3b 20 65 6c 65 6d 20 69  y string; elem i
	0x0020 6e 74 20 7d                                      nt }
type:*[]struct { key string; elem int } SRODATA dupok size=56
	0x0000 08 00 00 00 00 00 00 00 08 00 00 00 00 00 00 00  ................
	0x0010 db c0 b2 af 28 08 08 16 00 00 00 00 00 00 00 00  ....(...........
	0x0020 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  ................
	0x0030 00 00 00 00 00 00 00 00                          ........
	rel 24+8 t=R_ADDR runtime.memequal64·f+0
	rel 32+8 t=R_ADDR runtime.gcbits.0100000000000000+0
	rel 40+4 t=R_ADDROFF type:.namedata.*[]struct { key string; elem int }-+0
	rel 48+8 t=R_ADDR type:[]struct { key string; elem int }+0
type:[]struct { key string; elem int } SRODATA dupok size=56
	0x0000 18 00 00 00 00 00 00 00 08 00 00 00 00 00 00 00  ................
	0x0010 36 77 4d 9b 02 08 08 17 00 00 00 00 00 00 00 00  6wM.............
	0x0020 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  ................
	0x0030 00 00 00 00 00 00 00 00                          ........
	rel 32+8 t=R_ADDR runtime.gcbits.0100000000000000+0
	rel 40+4 t=R_ADDROFF type:.namedata.*[]struct { key string; elem int }-+0
	rel 44+4 t=RelocType(-32763) type:*[]struct { key string; elem int }+0
	rel 48+8 t=R_ADDR type:noalg.struct { key string; elem int }+0
type:noalg.[8]struct { key string; elem int } SRODATA dupok size=72
	0x0000 c0 00 00 00 00 00 00 00 b0 00 00 00 00 00 00 00  ................
	0x0010 55 f8 4c 78 02 08 08 11 00 00 00 00 00 00 00 00  U.Lx............
	0x0020 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  ................
	0x0030 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  ................
	0x0040 08 00 00 00 00 00 00 00                          ........
	rel 32+8 t=R_ADDR runtime.gcbits.4992240000000000+0
	rel 40+4 t=R_ADDROFF type:.namedata.*[8]struct { key string; elem int }-+0
	rel 44+4 t=RelocType(-32763) type:noalg.*[8]struct { key string; elem int }+0
	rel 48+8 t=R_ADDR type:noalg.struct { key string; elem int }+0
	rel 56+8 t=R_ADDR type:[]struct { key string; elem int }+0
type:.namedata.ctrl- SRODATA dupok size=6
	0x0000 00 04 63 74 72 6c                                ..ctrl
type:.namedata.slots- SRODATA dupok size=7
	0x0000 00 05 73 6c 6f 74 73                             ..slots
type:noalg.map.group[string]int SRODATA dupok size=128
	0x0000 c8 00 00 00 00 00 00 00 b8 00 00 00 00 00 00 00  ................
	0x0010 e5 8e 87 de 02 08 08 19 00 00 00 00 00 00 00 00  ................
	0x0020 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  ................
	0x0030 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  ................
	0x0040 02 00 00 00 00 00 00 00 02 00 00 00 00 00 00 00  ................
	0x0050 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  ................
	0x0060 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  ................
	0x0070 00 00 00 00 00 00 00 00 08 00 00 00 00 00 00 00  ................
	rel 32+8 t=R_ADDR runtime.gcbits.9224490000000000+0
	rel 40+4 t=R_ADDROFF type:.namedata.*map.group[string]int-+0
	rel 44+4 t=RelocType(-32763) type:noalg.*map.group[string]int+0
	rel 48+8 t=R_ADDR type:.importpath..+0
	rel 56+8 t=R_ADDR type:noalg.map.group[string]int+80
	rel 80+8 t=R_ADDR type:.namedata.ctrl-+0
	rel 88+8 t=R_ADDR type:uint64+0
	rel 104+8 t=R_ADDR type:.namedata.slots-+0
	rel 112+8 t=R_ADDR type:noalg.[8]struct { key string; elem int }+0
runtime.strhash·f SRODATA dupok size=8
	0x0000 00 00 00 00 00 00 00 00                          ........
	rel 0+8 t=R_ADDR runtime.strhash+0
type:map[string]int SRODATA dupok size=112
	0x0000 08 00 00 00 00 00 00 00 08 00 00 00 00 00 00 00  ................
	0x0010 3d 0e e0 31 22 08 08 15 00 00 00 00 00 00 00 00  =..1"...........
	0x0020 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  ................
	0x0030 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  ................
	0x0040 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  ................
	0x0050 c8 00 00 00 00 00 00 00 18 00 00 00 00 00 00 00  ................
	0x0060 10 00 00 00 00 00 00 00 01 00 00 00              ............
	rel 32+8 t=R_ADDR runtime.gcbits.0100000000000000+0
	rel 40+4 t=R_ADDROFF type:.namedata.*map[string]int-+0
	rel 44+4 t=RelocType(-32763) type:*map[string]int+0
	rel 48+8 t=R_ADDR type:string+0
	rel 56+8 t=R_ADDR type:int+0
	rel 64+8 t=R_ADDR type:noalg.map.group[string]int+0
	rel 72+8 t=R_ADDR runtime.strhash·f+0
go:string."a" SRODATA dupok size=1
	0x0000 61                                               a
runtime.gcbits.0400000000000000 SRODATA dupok size=8
	0x0000 04 00 00 00 00 00 00 00                          ........
gclocals·TswRR9Pia9Wsluv5u1sUnA== SRODATA dupok size=10
	0x0000 02 00 00 00 02 00 00 00 03 00                    ..........
gclocals·J26BEvPExEQhJvjp9E8Whg== SRODATA dupok size=8
	0x0000 02 00 00 00 00 00 00 00                          ........
main.lookup.arginfo1 SRODATA static dupok size=9
	0x0000 00 08 fe 08 08 10 08 fd ff                       .........
main.lookup.argliveinfo SRODATA static dupok size=2
	0x0000 00 00                                            ..
gclocals·HbYGYygdU4WQKuS4i5491A== SRODATA dupok size=16
	0x0000 02 00 00 00 1f 00 00 00 00 00 00 00 00 00 00 08  ................
main.main.stkobj SRODATA static size=40
	0x0000 02 00 00 00 00 00 00 00 08 ff ff ff c8 00 00 00  ................
	0x0010 b8 00 00 00 00 00 00 00 d0 ff ff ff 30 00 00 00  ............0...
	0x0020 18 00 00 00 00 00 00 00                          ........
	rel 20+4 t=R_ADDROFF runtime.gcbits.9224490000000000+0
	rel 36+4 t=R_ADDROFF runtime.gcbits.0400000000000000+0
